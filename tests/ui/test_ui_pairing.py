"""Two devices at one table (#45), the pairing on CPython: "Play on two devices" on the start
screen, its form, the host's and the guest's screens in every phase, the effects asked of the
page (the connection, the QR code, the camera, the share sheet), the page's ``peer`` events
(those out of turn change nothing), the hook the game on two devices is called through, the
saved-games list's mark, and every text in the four languages."""

from __future__ import annotations

import json
from html import unescape
from html.parser import HTMLParser
from typing import Any

import pytest
from ui_kit import Inspector, make_app, start_game

from schotten.options import Options
from schotten.rules import new_game
from ui import effects as fx
from ui.app import App, Screen
from ui.control.pairing import code_of, join_link
from ui.i18n import LANGUAGES, Translator
from ui.markup import unsafe_markup
from ui.storage.adapters import MemoryStorage
from ui.storage.entry import SaveEntry
from ui.storage.layout import INDEX_KEY
from ui.storage.repository import SavesRepository

PAGE = "https://example.test/schotten/?runtime=page#replay=x"
LINK = "https://example.test/schotten/#join="
CODE = "AbC-_0123456789xyz"
FORM = {"name1": "Ann", "variant": "tactical", "timing": "expert", "rounds": "3"}


class Page(HTMLParser):
    """Every element's tag and attributes by id, and the text inside each id'd element."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.by_id: dict[str, dict[str, str | None]] = {}
        self.text: dict[str, str] = {}
        self._open: list[tuple[str, str | None]] = []
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        a["__tag__"] = tag
        id_ = a.get("id")
        if id_:
            self.by_id[id_] = a
            self.text[id_] = ""
        if tag not in ("input", "br", "hr"):
            self._open.append((tag, id_))

    def handle_endtag(self, tag: str) -> None:
        while self._open and self._open.pop()[0] != tag:
            pass

    def handle_data(self, data: str) -> None:
        for _tag, id_ in self._open:
            if id_:
                self.text[id_] += data


def app_at(lang: str = "en", store: MemoryStorage | None = None) -> App:
    app = make_app(store, [lang])
    app.shared.page_url = PAGE
    return app


def host(app: App, **fields: str) -> list[fx.Effect]:
    app.handle("two-devices")
    return app.handle("pair-host", "", {**FORM, **fields})


def shown(app: App, code: str = CODE, size: int = 212, version: int = 8) -> list[fx.Effect]:
    """The page made this device's code."""
    return app.peer(
        {"type": "peer", "event": "code", "code": code, "bytes": size, "version": version}
    )


def showing_host(lang: str = "en") -> App:
    app = app_at(lang)
    host(app)
    shown(app)
    return app


def guest(lang: str = "en") -> App:
    app = app_at(lang)
    app.open_link(f"#join={CODE}")
    return app


def status(app: App) -> str:
    return unescape(Page(app.render()).text["pair-status"])


def said(effects: list[fx.Effect]) -> list[str]:
    return [x.text for x in effects if isinstance(x, fx.Announce)]


class Hook:
    """Stands for the game on two devices: records each call, returns no effects."""

    def __init__(self, app: App) -> None:
        self.calls: list[tuple[Any, ...]] = []
        duet = app.c.duet
        duet.opened = lambda *args: self.calls.append(("opened", *args)) or []  # type: ignore[method-assign]
        duet.received = lambda data: self.calls.append(("received", data)) or []  # type: ignore[method-assign]
        duet.closed = lambda detail: self.calls.append(("closed", detail)) or []  # type: ignore[method-assign]


# --- the start screen and the form --------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_start_screen_offers_two_devices_right_under_new_game(lang: str) -> None:
    app = app_at(lang)
    page = Page(app.render())
    button = page.by_id["btn-two-devices"]
    assert button["__tag__"] == "button" and button["data-intent"] == "two-devices"
    assert unescape(page.text["btn-two-devices"]) == Translator(lang)("start.two_devices")
    html = app.render()
    assert html.index('id="btn-new"') < html.index('id="btn-two-devices"') < html.index("menu-more")


def test_the_form_for_two_devices_asks_this_devices_name_and_the_game_only() -> None:
    app = app_at()
    assert app.handle("two-devices") == [fx.Focus("screen-title")]
    assert app.shared.screen is Screen.NEW
    html = app.render()
    page = Page(html)
    assert page.by_id["new-game-form"]["data-intent"] == "pair-host"
    assert page.text["screen-title"] == "Play on two devices"
    for kept in ("name1", "variant-classic", "variant-tactical", "timing-expert", "rounds"):
        assert kept in page.by_id
    for gone in ("name2", "opponent-human", "opponent-hard", "first-random"):
        assert gone not in page.by_id  # no computer, no second name, no "who starts"
    box = page.by_id["peer-internet"]
    assert box["type"] == "checkbox" and box["name"] == "internet" and "checked" not in box
    assert box["aria-describedby"] == "peer-internet-help"
    help_line = unescape(page.text["peer-internet-help"])
    assert "stun.l.google.com" in help_line and "nothing leaves your local network" in help_line
    assert "btn-pair-start" in page.by_id and Inspector(html).label_for >= {
        "name1",
        "peer-internet",
    }
    # the ordinary form is unchanged
    app.handle("go", "new")
    assert Page(app.render()).by_id["new-game-form"]["data-intent"] == "new-game"


def test_starting_makes_the_hosts_code_with_the_internet_as_set_and_keeps_it() -> None:
    store = MemoryStorage()
    app = app_at(store=store)
    effects = host(app, internet="on")
    assert effects[0] == fx.PeerOpen("host", None, True)
    assert effects[-1] == fx.Focus("screen-title") and said(effects) == ["Making a code…"]
    assert app.shared.screen is Screen.PAIR and status(app) == "Making a code…"
    options = app.c.pair.options
    assert options == Options(variant="tactical", claim_timing="expert", rounds=3)
    again = app_at(store=store)  # the setting is kept, and the name typed
    again.handle("two-devices")
    page = Page(again.render())
    assert "checked" in page.by_id["peer-internet"] and page.by_id["name1"]["value"] == "Ann"
    assert host(again)[0] == fx.PeerOpen("host", None, False)  # unticked: off, kept off
    assert app_at(store=store).c.pair.internet is False


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_settings_keep_allow_play_over_the_internet(lang: str) -> None:
    store = MemoryStorage()
    app = app_at(lang, store)
    t = Translator(lang)
    app.handle("go", "settings")
    switch = Page(app.render()).by_id["peer-internet-setting"]
    assert switch["role"] == "switch" and switch["aria-checked"] == "false"
    assert switch["aria-describedby"] == "peer-internet-status"
    assert "stun.l.google.com" in Page(app.render()).text["peer-internet-status"]
    effects = app.handle("peer-internet", "on")
    assert effects == [fx.Announce(t("pair.internet.on")), fx.Focus("peer-internet-setting")]
    assert Page(app.render()).by_id["peer-internet-setting"]["aria-checked"] == "true"
    again = app_at(lang, store)
    again.handle("two-devices")
    assert "checked" in Page(again.render()).by_id["peer-internet"]
    assert again.handle("pair-host", "", {**FORM, "internet": "on"})[0] == fx.PeerOpen(
        "host", None, True
    )
    assert app.handle("peer-internet", "maybe") == []
    app.handle("peer-internet", "off")
    assert app_at(lang, store).c.pair.internet is False


def test_a_name_left_empty_is_the_first_players_default() -> None:
    app = app_at("fr")
    host(app, name1="   ")
    assert app.c.pair.name == "Joueur 1"


# --- the host's screen ------------------------------------------------------------------------


def test_the_code_made_shows_its_qr_code_of_the_link_and_the_link_as_text() -> None:
    app = app_at()
    host(app)
    assert "pair-qr" not in Page(app.render()).by_id  # nothing to draw before the code
    effects = shown(app)
    assert effects[0] == fx.DrawQr("pair-qr", LINK + CODE)  # the page's address, no query
    assert fx.Focus("screen-title") in effects
    page = Page(app.render())
    qr = page.by_id["pair-qr"]
    assert qr["__tag__"] == "canvas" and qr["role"] == "img"
    assert qr["aria-label"] == "QR code of the link to this game"
    assert page.by_id["pair-code"]["__tag__"] == "output"
    assert unescape(page.text["pair-code"]) == LINK + CODE
    assert page.text["pair-step1-title"].startswith("1. On the other device, scan this code")
    assert page.text["pair-step2-title"] == "2. Then read the other device's code"
    assert "212 bytes, QR version 8" in app.render()
    for id_ in ("btn-pair-copy", "btn-pair-share", "btn-pair-scan", "btn-pair-connect"):
        assert id_ in page.by_id
    assert page.by_id["pair-input"]["__tag__"] == "textarea"
    assert page.by_id["pair-entry"]["data-intent"] == "pair-connect"
    assert status(app) == "Waiting for the other device's code."


@pytest.mark.parametrize(
    ("lang", "one", "many"),
    [
        ("en", "1 byte, QR version 1", "212 bytes, QR version 8"),
        ("fr", "1 octet, code QR de version 1", "212 octets, code QR de version 8"),
        ("es", "1 byte, código QR de versión 1", "212 bytes, código QR de versión 8"),
        ("pt", "1 byte, código QR versão 1", "212 bytes, código QR versão 8"),
    ],
)
def test_the_codes_size_agrees_with_its_number(lang: str, one: str, many: str) -> None:
    for size, version, text in ((1, 1, one), (212, 8, many)):
        app = app_at(lang)
        host(app)
        shown(app, size=size, version=version)
        assert text in unescape(app.render())


def test_a_code_without_its_size_is_shown_without_it() -> None:
    app = app_at()
    host(app)
    app.peer({"type": "peer", "event": "code", "code": CODE})
    assert "pair-code" in Page(app.render()).by_id and "QR version" not in app.render()


@pytest.mark.parametrize(
    ("pasted", "code"),
    [
        (CODE, CODE),
        (f"  {CODE[:6]}\n{CODE[6:]}  ", CODE),  # broken across lines by a messenger
        (f"{LINK}{CODE}", CODE),
        (f"See {LINK}{CODE}&x=1", CODE),
        (f"join={CODE}==", CODE),
    ],
)
def test_the_other_devices_code_is_taken_bare_or_from_a_link(pasted: str, code: str) -> None:
    assert code_of(pasted) == code
    app = showing_host()
    effects = app.handle("pair-connect", "", {"code": pasted})
    assert fx.PeerAccept(code) in effects
    assert app.c.pair.phase == "connecting" and status(app) == "Connecting…"


@pytest.mark.parametrize("pasted", ["", "   ", "<b>not a code</b>", "x" * 5000, "#join="])
def test_a_paste_that_is_no_code_is_refused_here_and_kept_to_mend(pasted: str) -> None:
    app = showing_host()
    effects = app.handle("pair-connect", "", {"code": pasted})
    assert not any(isinstance(x, fx.PeerAccept) for x in effects)
    assert fx.Focus("pair-input") in effects
    assert status(app) == "That code could not be read: copy it again, whole."
    assert app.c.pair.phase == "showing"
    html = app.render()
    assert unsafe_markup(html) == [] and "<b>" not in html


def test_the_camera_reads_the_code_and_connects() -> None:
    app = showing_host()
    assert app.handle("pair-scan") == [fx.Scan(True, "pair-video"), fx.Focus("btn-pair-scan")]
    page = Page(app.render())
    video = page.by_id["pair-video"]
    assert video["__tag__"] == "video" and video["aria-label"] and "src" not in video
    assert unescape(page.text["btn-pair-scan"]) == "Stop the camera"
    effects = app.peer({"type": "peer", "event": "scanned", "code": f"{LINK}{CODE}"})
    assert effects[:2] == [fx.Scan(False, "pair-video"), fx.PeerAccept(CODE)]
    page = Page(app.render())
    assert "pair-video" not in page.by_id and unescape(page.text["pair-input"]) == CODE


def test_the_camera_turns_off_and_a_foreign_qr_code_is_said() -> None:
    app = showing_host()
    app.handle("pair-scan")
    effects = app.peer({"type": "peer", "event": "scanned", "code": "https://elsewhere/?q=1"})
    assert not any(isinstance(x, fx.PeerAccept) for x in effects)
    assert "not one of this game's" in status(app) and app.c.pair.scanning
    assert app.handle("pair-scan") == [fx.Scan(False, "pair-video"), fx.Focus("btn-pair-scan")]
    assert app.peer({"type": "peer", "event": "scanned", "code": CODE}) == []  # camera off


def test_copy_and_share_the_link() -> None:
    app = showing_host()
    assert app.handle("pair-copy") == [fx.CopyText(LINK + CODE)]
    share = app.handle("pair-share")
    assert share == [
        fx.Share("Schotten Totten on two devices", "Join my game of Schotten Totten:", LINK + CODE)
    ]
    effects = app.link_copied(True)
    assert said(effects) == ["Copied."] and status(app) == "Copied."
    effects = app.link_copied(False)
    assert (
        fx.Focus("pair-code") in effects
        and Page(app.render()).by_id["pair-code"]["tabindex"] == "0"
    )


# --- the guest's screen -----------------------------------------------------------------------


def test_a_link_opened_shows_the_guests_screen_and_asks_its_name() -> None:
    store = MemoryStorage()
    app = app_at(store=store)
    app.shared.repo.set_setting("last_name1", "Zoé")
    effects = app.open_link(f"#join={CODE}")
    assert effects == [fx.Focus("screen-title")]  # nothing is sent before the player says so
    page = Page(app.render())
    assert page.text["screen-title"] == "Join a game on two devices"
    assert page.by_id["pair-join-form"]["data-intent"] == "pair-join"
    assert page.by_id["pair-name"]["value"] == "Zoé" and "peer-internet" in page.by_id
    effects = app.handle("pair-join", "", {"name": "Bob", "internet": "on"})
    assert effects[0] == fx.PeerOpen("guest", CODE, True)
    assert status(app) == "Making a code…"
    effects = shown(app, code="AnsWer_1")
    assert effects[0] == fx.DrawQr(
        "pair-qr", "AnsWer_1"
    )  # the bare code, read by the host's camera
    page = Page(app.render())
    assert page.text["pair-step1-title"] == "Show this code to the other device"
    assert page.text["pair-code"] == "AnsWer_1"
    assert page.by_id["pair-qr"]["aria-label"] == "QR code of this device's answer"
    assert status(app) == "Waiting for the other device…"
    assert "pair-input" not in page.by_id and "btn-pair-scan" not in page.by_id
    assert app.handle("pair-copy") == [fx.CopyText("AnsWer_1")]
    assert app.handle("pair-share") == [fx.Share("Schotten Totten on two devices", "AnsWer_1", "")]


@pytest.mark.parametrize("fragment", ["#join=", "#join=<script>", "#join=" + "a" * 5000])
def test_a_link_without_a_readable_code_is_said_on_the_start_screen(fragment: str) -> None:
    app = app_at()
    effects = app.open_link(fragment)
    assert app.shared.screen is Screen.START and not any(
        isinstance(x, fx.PeerOpen) for x in effects
    )
    assert said(effects) == [
        "This link holds no code that can be read. Ask the other player for a new one."
    ]


def test_a_replay_link_still_opens_the_replay() -> None:
    app = app_at()
    app.open_link("#replay=nothing")
    assert app.shared.screen is Screen.START and app.c.pair.phase == ""


# --- the connection: open, messages, losses, failures ----------------------------------------


def test_the_open_channel_hands_the_game_to_the_hook() -> None:
    app = showing_host()
    hook = Hook(app)
    app.handle("pair-connect", "", {"code": CODE})
    effects = app.peer({"type": "peer", "event": "open"})
    options = Options(variant="tactical", claim_timing="expert", rounds=3)
    assert hook.calls == [("opened", "host", "Ann", options, None)]
    assert said(effects) == ["Connected. The game begins."]
    app.peer({"type": "peer", "event": "message", "data": '{"v": 1}'})
    assert hook.calls[-1] == ("received", '{"v": 1}')
    effects = app.peer({"type": "peer", "event": "closed", "detail": "screen-off"})
    assert hook.calls[-1] == ("closed", "screen-off")
    assert said(effects) == ["The other device is gone: the game waits. Make a new code to go on."]
    assert "btn-pair-again" in Page(app.render()).by_id
    assert app.peer({"type": "peer", "event": "message", "data": "late"}) == []
    assert hook.calls[-1] == ("closed", "screen-off")
    assert app.handle("pair-again")[0] == fx.PeerOpen("host", None, False)


def test_the_guest_is_handed_over_as_guest_with_no_options() -> None:
    app = guest()
    hook = Hook(app)
    app.handle("pair-join", "", {"name": ""})
    shown(app)
    app.peer({"type": "peer", "event": "open"})
    assert hook.calls == [("opened", "guest", "Player 2", None, None)]


@pytest.mark.parametrize(
    "event",
    [
        {"event": "message", "data": "hello"},  # before the channel opened
        {"event": "open"},  # before any code
        {"event": "scanned", "code": CODE},  # camera off
        {"event": "refused-now"},
        {"event": "nothing", "code": CODE},
        {"event": "code", "code": "<b>"},
    ],
)
def test_an_event_out_of_turn_or_unknown_changes_nothing(event: dict[str, Any]) -> None:
    app = app_at()
    host(app)
    hook = Hook(app)
    before = (app.render(), app.c.pair.model())
    assert app.peer({"type": "peer", **event}) == []
    assert (app.render(), app.c.pair.model()) == before and hook.calls == []


def test_events_with_no_pairing_under_way_change_nothing() -> None:
    app = app_at()
    hook = Hook(app)
    for event in ("code", "open", "message", "closed", "failed", "scanned", "refused"):
        assert app.peer({"type": "peer", "event": event, "code": CODE, "data": "x"}) == []
    assert app.shared.screen is Screen.START and hook.calls == [] and app.c.pair.phase == ""


def test_a_second_code_is_not_taken() -> None:
    app = showing_host()
    assert app.peer({"type": "peer", "event": "code", "code": "Other"}) == []
    assert app.c.pair.code == CODE


@pytest.mark.parametrize(
    ("detail", "text"),
    [
        (
            "ice",
            "The devices could not reach each other. Put both on the same Wi-Fi, or allow "
            "play over the internet on both.",
        ),
        ("timeout", "The devices did not connect within 30 seconds."),
        ("unsupported", "This browser cannot connect two devices."),
        ("closed", "The connection closed before the game began."),
        ("???", "The devices could not connect. Make a new code to try again."),
    ],
)
def test_a_failure_says_what_to_try_and_offers_a_new_code(detail: str, text: str) -> None:
    app = showing_host()
    app.handle("pair-scan")
    event = "closed" if detail == "closed" else "failed"
    effects = app.peer({"type": "peer", "event": event, "detail": detail})
    assert effects[0] == fx.Scan(False, "pair-video") and fx.Focus("screen-title") in effects
    assert status(app).startswith(text) and said(effects)[0].startswith(text)
    page = Page(app.render())
    assert (
        "pair-qr" not in page.by_id
        and page.by_id["pair-status"]["class"] == "pair-status tone-error"
    )
    assert app.handle("pair-again")[0] == fx.PeerOpen("host", None, False)
    assert app.c.pair.phase == "making"


def test_a_failure_offers_play_over_the_internet_beside_its_new_code() -> None:
    """ "Put both on the same Wi-Fi, or allow play over the internet": the checkbox is on the
    failed screen, in the form of "Make a new code", which keeps it as sent."""
    app = showing_host()
    app.peer({"type": "peer", "event": "failed", "detail": "ice"})
    page = Page(app.render())
    box = page.by_id["peer-internet"]
    assert box["type"] == "checkbox" and "checked" not in box
    form = page.by_id["pair-again-form"]
    assert form["data-intent"] == "pair-again" and page.by_id["btn-pair-again"]["type"] == "submit"
    sent = {"again": "on", "internet": "on"}  # as the page sends the form, ticked
    assert app.handle("pair-again", "", sent)[0] == fx.PeerOpen("host", None, True)
    app.peer({"type": "peer", "event": "failed", "detail": "timeout"})
    assert "checked" in Page(app.render()).by_id["peer-internet"]
    assert app.handle("pair-again", "", {"again": "on"})[0] == fx.PeerOpen("host", None, False)
    assert app.c.pair.internet is False  # unticked: kept off


def test_the_hosts_code_holds_when_the_guests_could_not_be_read() -> None:
    app = showing_host()
    app.handle("pair-connect", "", {"code": "Wrong"})
    effects = app.peer({"type": "peer", "event": "failed", "detail": "bad-code"})
    assert fx.Focus("pair-input") in effects and app.c.pair.phase == "showing"
    assert status(app) == "That code could not be read: copy it again, whole."
    assert "pair-qr" in Page(app.render()).by_id


def test_a_guest_tries_the_same_hosts_code_again() -> None:
    app = guest()
    app.handle("pair-join", "", {"name": "Bob"})
    app.peer({"type": "peer", "event": "failed", "detail": "bad-code"})
    assert "btn-pair-again" in Page(app.render()).by_id
    assert unescape(Page(app.render()).text["btn-pair-again"]) == "Try again"
    assert app.handle("pair-again")[0] == fx.PeerOpen("guest", CODE, False)


@pytest.mark.parametrize(
    ("detail", "text"),
    [
        ("too-big", "The other device sent a message too big to read"),
        ("flood", "The other device sent too many messages at once"),
        ("x", "A message of the other device was refused"),
    ],
)
def test_a_refused_message_is_said(detail: str, text: str) -> None:
    app = showing_host()
    effects = app.peer({"type": "peer", "event": "refused", "detail": detail})
    assert said(effects)[0].startswith(text) and status(app).startswith(text)


def test_cancel_closes_the_connection_and_goes_back() -> None:
    app = showing_host()
    app.handle("pair-scan")
    effects = app.handle("pair-cancel")
    assert effects == [fx.Scan(False, "pair-video"), fx.PeerClose(), fx.Focus("screen-title")]
    assert app.shared.screen is Screen.START and app.c.pair.phase == ""
    assert app.handle("go", "pair") == []  # nothing to go back to


def test_a_guest_whose_channel_was_lost_makes_the_new_code_itself() -> None:
    app = guest()
    hook = Hook(app)
    app.handle("pair-join", "", {"name": "Bob"})
    shown(app)
    app.peer({"type": "peer", "event": "open"})
    app.peer({"type": "peer", "event": "closed", "detail": ""})
    assert unescape(Page(app.render()).text["btn-pair-again"]) == "Make a new code"
    assert app.handle("pair-again")[0] == fx.PeerOpen("host", None, False)
    shown(app)
    page = Page(app.render())
    assert page.text["screen-title"] == "Reconnect the two devices" and "pair-input" in page.by_id
    app.peer({"type": "peer", "event": "open"})
    assert hook.calls[-1] == ("opened", "guest", "Bob", None, None)  # still the game's guest


def test_cancel_once_connected_tells_the_game() -> None:
    app = showing_host()
    hook = Hook(app)
    app.peer({"type": "peer", "event": "open"})
    assert app.handle("pair-cancel")[0] == fx.PeerClose()
    assert hook.calls[-1] == ("closed", "cancelled")
    assert app.peer({"type": "peer", "event": "closed", "detail": ""}) == []  # said already


def test_a_saved_game_is_paired_again_with_the_same_screens() -> None:
    app = app_at()
    hook = Hook(app)
    effects = app.c.pair.repair("g-123", "guest")
    assert effects[0] == fx.PeerOpen("host", None, False) and app.shared.screen is Screen.PAIR
    shown(app)
    page = Page(app.render())
    assert page.text["screen-title"] == "Reconnect the two devices" and "pair-input" in page.by_id
    app.peer({"type": "peer", "event": "open"})
    assert hook.calls == [("opened", "guest", "", None, "g-123")]


def test_the_table_of_a_game_whose_other_device_is_away_says_so_and_it_stays() -> None:
    """Opened from the saved games: the message offers a new code, and has no close button
    (closed, it would come back at once); a message of the game's own still closes."""
    store = MemoryStorage()
    repo = SavesRepository(store, now=lambda: 1_700_000_000.0)
    entry = SaveEntry(repo.new_id(), ("Ann", "Bob"), 1_700_000_000.0, 1_700_000_000.0)
    entry.peer = "host"
    repo.save(entry, new_game(Options(names=("Ann", "Bob"), first_player=0), seed=3))
    app = app_at(store=store)
    app.handle("open", entry.id)
    page = Page(app.render())
    assert page.by_id["btn-pair-table"]["data-intent"] == "pair-table"
    assert unescape(page.text["message"]) == (
        "Bob's device is not connected: make a new code to go on.Make a new code"
    )
    assert 'data-intent="dismiss"' not in app.render()
    app.handle("claim", "0")  # refused: no card there
    html = app.render()
    assert 'data-intent="dismiss"' in html and "btn-pair-table" in html
    app.handle("dismiss")
    assert 'data-intent="dismiss"' not in app.render()  # the other device's absence again


# --- drawn in regions: the QR code and a code being typed stay --------------------------------


def test_the_status_and_the_camera_are_redrawn_alone() -> None:
    app = showing_host()
    before = app.render_regions()
    assert before is not None and set(before.parts) == {"pair-status", "pair-scanner", "pair-entry"}
    whole = app.render()
    assert all(html in whole for html in before.parts.values())
    app.handle("pair-scan")
    app.peer({"type": "peer", "event": "refused", "detail": "flood"})
    after = app.render_regions()
    assert after is not None and after.frame == before.frame  # the QR code is not drawn again
    changed = {k for k in after.parts if after.parts[k] != before.parts[k]}
    assert changed == {"pair-status", "pair-scanner"}
    app.handle("pair-connect", "", {"code": CODE})
    last = app.render_regions()
    assert last is not None and last.frame == before.frame
    app.peer({"type": "peer", "event": "failed", "detail": "ice"})
    assert app.render_regions().frame != before.frame  # type: ignore[union-attr]


# --- accessible, safe, in four languages -------------------------------------------------------


def every_state(lang: str) -> dict[str, App]:
    """The pairing screen in each of its states (the host's and the guest's)."""
    making = app_at(lang)
    host(making)
    connecting = showing_host(lang)
    connecting.handle("pair-connect", "", {"code": CODE})
    scanning = showing_host(lang)
    scanning.handle("pair-scan")
    failed = showing_host(lang)
    failed.peer({"type": "peer", "event": "failed", "detail": "ice"})
    connected = showing_host(lang)
    connected.peer({"type": "peer", "event": "open"})
    lost = showing_host(lang)
    lost.peer({"type": "peer", "event": "open"})
    lost.peer({"type": "peer", "event": "closed", "detail": ""})
    asked, waiting = guest(lang), guest(lang)
    waiting.handle("pair-join", "", {"name": "Bob"})
    shown(waiting)
    return {
        "making": making,
        "showing": showing_host(lang),
        "scanning": scanning,
        "connecting": connecting,
        "failed": failed,
        "connected": connected,
        "lost": lost,
        "guest asked": asked,
        "guest waiting": waiting,
    }


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_state_is_accessible_safe_and_in_the_pages_language(lang: str) -> None:
    title = {"en": "Play on two devices", "fr": "Jouer sur deux appareils"}
    for state, app in every_state(lang).items():
        html = app.render()
        assert unsafe_markup(html) == [], state
        assert "pair." not in html and "data-peer" not in html, state  # no key left untranslated
        page = Page(html)
        heading = page.by_id["screen-title"]
        assert heading["__tag__"] == "h1" and heading["tabindex"] == "-1", state
        if lang in title and state not in ("guest asked", "guest waiting"):
            assert page.text["screen-title"] == title[lang]
        live = page.by_id["pair-status"]
        assert live["role"] == "status" and live["aria-live"] == "polite", state
        assert page.text["pair-status"].strip(), state
        inspector = Inspector(html)
        for button in inspector.buttons:
            assert Inspector.name(button), (state, button)
        for field in inspector.inputs:
            assert field.get("id") in inspector.label_for, (state, field)
        if "pair-input" in page.by_id:
            assert "pair-input" in inspector.label_for
        if "pair-qr" in page.by_id:
            assert page.by_id["pair-qr"]["role"] == "img" and page.by_id["pair-qr"]["aria-label"]
            assert page.by_id["pair-code"]["aria-labelledby"] == "pair-code-label"
        assert "btn-pair-cancel" in page.by_id, state


def test_names_from_a_link_or_the_form_are_only_ever_text() -> None:
    app = guest()
    hostile = '<img src=x onerror=alert(1)>"'
    app.shared.repo.set_setting("last_name1", hostile)
    app.open_link(f"#join={CODE}")
    html = app.render()
    assert unsafe_markup(html) == [] and "<img" not in html
    app.handle("pair-join", "", {"name": hostile})
    assert app.c.pair.name == hostile[:24].strip()
    assert unsafe_markup(app.render()) == []


def test_the_join_link_drops_the_pages_query_and_fragment() -> None:
    assert join_link("http://h/p/?a=1#replay=2", "C") == "http://h/p/#join=C"
    assert join_link("http://h/", "C") == "http://h/#join=C"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rules_say_how_to_play_on_two_devices(lang: str) -> None:
    app = app_at(lang)
    app.handle("go", "rules")
    page = Page(app.render())
    t = Translator(lang)
    assert page.text["rules-devices-h"] == t("rules.devices.title")
    items = [line[2:] for line in t("rules.devices.body").split("\n")]
    assert len(items) == 3 and all(item in unescape(page.text["rules-devices"]) for item in items)


# --- the saved-games list marks a game on two devices -----------------------------------------


def test_an_index_line_keeps_the_role_on_two_devices_and_refuses_a_bad_one() -> None:
    line = {"id": "g-1", "names": ["Ann", "Bob"], "created": 1.0, "updated": 2.0}
    assert SaveEntry.from_dict(line).peer is None
    assert "peer" not in SaveEntry.from_dict(line).to_dict()  # one device: written as before
    entry = SaveEntry.from_dict({**line, "peer": {"role": "guest"}})
    assert entry.peer == "guest" and entry.to_dict()["peer"] == {"role": "guest"}
    for bad in ({"role": "dealer"}, "host", {"x": 1}, ["host"]):
        with pytest.raises(ValueError):
            SaveEntry.from_dict({**line, "peer": bad})


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_list_says_on_two_devices_in_words_and_in_the_buttons_names(lang: str) -> None:
    store = MemoryStorage()
    start_game(app_at(lang, store))
    lines = json.loads(store.get(INDEX_KEY) or "")
    lines[0]["peer"] = {"role": "guest"}  # as the game on two devices writes it
    store.set(INDEX_KEY, json.dumps(lines))
    app = app_at(lang, store)
    app.handle("go", "saves")
    html = app.render()
    t = Translator(lang)
    game_id = lines[0]["id"]
    info = unescape(Page(html).text[f"save-{game_id}"])
    assert t("saves.two_devices") in info and t("saves.vs_person") not in info
    opened = next(b for b in Inspector(html).buttons if b.get("id") == f"open-{game_id}")
    assert Inspector.name(opened) == t("saves.peer_named", game=t("saves.open", a="Ann", b="Bob"))
    assert app.c.saves.line(app.shared.repo.entries()[0]).peer
    one_device = app_at(lang)
    start_game(one_device)
    one_device.handle("go", "saves")
    assert t("saves.two_devices") not in unescape(one_device.render())
