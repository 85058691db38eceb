"""Two devices at one table (#45): pairing them, Screen.PAIR.

The *host* makes the first code (the new-game form "Play on two devices", or a saved game
re-paired): its QR code is a link to this site holding the code (``#join=<code>``). The
*guest* opened that link: it asks this device's player name, makes its answer and shows it as
a QR code and as text. The host reads that answer with the camera or takes it pasted; the page
connects the two (``ui.effects.PeerOpen``/``PeerAccept``; its ``peer`` events come back
through :meth:`PairingController.peer`). Once the channel is open, the game is
:class:`.duet.DuetController`'s.

Every event is checked against the phase it may come in: one that comes at another moment
(a ``message`` before the channel opened, a second ``code``) or that nobody knows changes
nothing.
"""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from schotten.options import Options

from .. import ids, render
from ..effects import (
    CopyText,
    DrawQr,
    Effect,
    Focus,
    PeerAccept,
    PeerClose,
    PeerOpen,
    Scan,
    Share,
)
from ..model import Message, PairModel
from ..render.pairing import AGAIN_FIELD
from ..render.regions import Regions
from .duet import DuetController
from .duet_fair_parts import DEAL_STEPS
from .saves import SavesController, form_choices
from .shared import LAST_NAMES, PEER_INTERNET, Fields, Screen, Shared, clean_name

JOIN = "join="
"""What the host's link holds after ``#``: ``#join=<code>``."""
CODE_MAX = 4096
"""The longest code taken (a code is about 300 characters; a longer text is not one)."""
_CODE_CHARS = frozenset(string.ascii_letters + string.digits + "-_")

FAILURES = ("ice", "bad-code", "timeout", "unsupported", "closed")
"""The reasons of a failed pairing that have their own words (``pair.failed.<detail>``)."""
REFUSALS = ("too-big", "flood")
"""What the page refused of the other device (``pair.refused.<detail>``)."""

WAITING = ("making", "showing", "connecting")
"""The phases before the channel opens."""


def code_of(text: str) -> str | None:
    """The code in what was pasted or scanned: a link holding ``#join=<code>``, or the code
    itself (base64url), spaces and line breaks anywhere left out; None when it is not one."""
    text = "".join(text.split())
    if JOIN in text:
        text = text.rsplit(JOIN, 1)[1].split("&", 1)[0]
    text = text.rstrip("=")
    if not text or len(text) > CODE_MAX or not set(text) <= _CODE_CHARS:
        return None
    return text


def join_link(page_url: str, code: str) -> str:
    """The link that opens this site on the other device with ``code``: the page's address
    without its query or fragment, then ``#join=<code>``."""
    base = page_url.split("#", 1)[0].split("?", 1)[0]
    return f"{base}#{JOIN}{code}"


class PairingController:
    """Screen.PAIR: the pairing state machine of this device (see the module docstring)."""

    def __init__(self, shared: Shared, saves: SavesController, duet: DuetController) -> None:
        self.shared, self.saves, self.duet = shared, saves, duet
        self._reset()

    def _reset(self) -> None:
        #: "" (no pairing), or a phase of :class:`ui.model.PairModel`
        self.phase = ""
        #: this device's role in the game: "host" (it deals) or "guest"
        self.role = "host"
        #: whether this device makes the first code (the host of a new game; either player
        #: re-pairing a saved game)
        self.offers = True
        self.code = ""  # this device's code, once the page made it
        self.size: tuple[int, int] | None = None
        self.remote = ""  # the host's code, on the guest
        self.entered = ""
        self.scanning = False
        self.name = ""
        self.options: Options | None = None
        self.game_id: str | None = None  # the saved game re-paired
        self.detail = ""  # why it failed
        self.notice: Message | None = None  # the problem of the moment, on the status line
        self.rejoin = False  # a lost channel paired again

    @property
    def internet(self) -> bool:
        """The setting "Allow play over the internet" (off unless turned on)."""
        return self.shared.repo.settings().get(PEER_INTERNET) == "on"

    # --- starting: the form, the link, a saved game ------------------------------------------

    def form(self, arg: str, fields: Fields) -> list[Effect]:
        """The start screen's "Play on two devices": the new-game form for two devices."""
        self.saves.form = replace(self.saves.new_form(), devices=True, internet=self.internet)
        self.shared.screen = Screen.NEW
        return [Focus(ids.SCREEN_TITLE)]

    def host(self, arg: str, fields: Fields) -> list[Effect]:
        """The form for two devices sent: this device's name and the game's options kept, and
        its code made (this device deals)."""
        variant, timing, rounds = form_choices(fields)
        self._reset()
        self.name = self._name(fields.get("name1", ""), "1")
        self.options = Options(variant=variant, claim_timing=timing, rounds=rounds)
        self._keep_internet(fields)
        return self._make_code()

    def join_link(self, fragment: str) -> list[Effect]:
        """The page was opened with ``#join=<code>``: the guest's screen (its name first); a
        link whose code cannot be read is said on the start screen."""
        code = code_of(fragment)
        if code is None:
            msg = Message("pair.bad_link", {}, "error")
            self.shared.notices = [msg]
            self.shared.screen = Screen.START
            return [self.shared.say(msg), Focus(ids.SCREEN_TITLE)]
        self._reset()
        self.role, self.offers, self.remote, self.phase = "guest", False, code, "form"
        self.name = clean_name(self.shared.repo.settings().get(LAST_NAMES[0], ""), "")
        self.shared.screen = Screen.PAIR
        return [Focus(ids.SCREEN_TITLE)]

    def join(self, arg: str, fields: Fields) -> list[Effect]:
        """The guest's name given: its answer to the host's code made."""
        if self.phase != "form" or self.offers:
            return []
        self.name = self._name(fields.get("name", ""), "2")
        self._keep_internet(fields)
        return self._make_code()

    def repair(self, game_id: str, role: str) -> list[Effect]:
        """Connect the two devices of a saved game again (its channel was lost, or the site
        reopened): this device makes a new code, as a host does, and keeps its ``role`` in the
        game (``host`` or ``guest``); the same screens follow."""
        self._reset()
        self.game_id, self.role = game_id, role if role in ("host", "guest") else "host"
        return self._make_code()

    def _name(self, typed: str, seat: str) -> str:
        """This device's player's name (kept for the next time), or the seat's default."""
        typed = clean_name(typed, "")
        self.shared.keep_setting(LAST_NAMES[0], typed)
        return typed or self.shared.t(f"new.default{seat}")

    def _keep_internet(self, fields: Fields) -> None:
        on = fields.get("internet") == "on"
        if on != self.internet:
            self.shared.keep_setting(PEER_INTERNET, "on" if on else "off")

    def _make_code(self) -> list[Effect]:
        self.phase, self.code, self.size, self.notice, self.entered = "making", "", None, None, ""
        self.shared.screen = Screen.PAIR
        role = "host" if self.offers else "guest"
        opened = PeerOpen(role, None if self.offers else self.remote, self.internet)
        return [opened, self._said(), Focus(ids.SCREEN_TITLE)]

    # --- the buttons of the pairing screen ------------------------------------------------------

    def connect(self, arg: str, fields: Fields) -> list[Effect]:
        """The host takes the guest's code, pasted (a link holding it too)."""
        if not self.offers or self.phase not in ("showing", "connecting"):
            return []
        typed = fields.get("code", "")
        code = code_of(typed)
        if code is None:
            self.entered = typed[:CODE_MAX]
            self.notice = Message("pair.failed.bad-code", {}, "error")
            return [self._said(), Focus(ids.PAIR_INPUT)]
        return self._accept(code)

    def _accept(self, code: str) -> list[Effect]:
        effects = self._camera_off()
        self.entered, self.phase, self.notice = code, "connecting", None
        return [*effects, PeerAccept(code), self._said()]

    def scan(self, arg: str, fields: Fields) -> list[Effect]:
        """Turn the camera on (or off) to read the other device's code."""
        if not self.offers or self.phase not in ("showing", "connecting"):
            return []
        if self.scanning:
            return [*self._camera_off(), Focus(ids.PAIR_SCAN)]
        self.scanning = True
        return [Scan(True, ids.PAIR_VIDEO), Focus(ids.PAIR_SCAN)]

    def _camera_off(self) -> list[Effect]:
        if not self.scanning:
            return []
        self.scanning = False
        return [Scan(False, ids.PAIR_VIDEO)]

    def _shown(self) -> str:
        """What this device shows the other: the host's link, the guest's bare code."""
        return join_link(self.shared.page_url, self.code) if self.offers else self.code

    def qr(self) -> DrawQr | None:
        """This device's QR code while the screen shows it (drawn anew after the screen is)."""
        if self.shared.screen is not Screen.PAIR or not self.code or self.phase not in WAITING:
            return None
        return DrawQr(ids.PAIR_QR, self._shown())

    def copy(self, arg: str, fields: Fields) -> list[Effect]:
        return [CopyText(self._shown())] if self.code else []

    def share(self, arg: str, fields: Fields) -> list[Effect]:
        """The system's share sheet: the host's link (a guest shares its code as text)."""
        if not self.code:
            return []
        t = self.shared.t
        if self.offers:
            return [Share(t("pair.share.title"), t("pair.share.text"), self._shown())]
        return [Share(t("pair.share.title"), self.code, "")]

    def copied(self, ok: bool) -> list[Effect]:
        """What became of a copy: said; where the page cannot copy, the text is focused to be
        copied by hand."""
        if self.phase not in WAITING:
            return []
        key = "pair.copied" if ok else "pair.copy_here"
        self.notice = Message(key, {}, "success" if ok else "info")
        return [self._said()] if ok else [self._said(), Focus(ids.PAIR_CODE)]

    def again(self, arg: str, fields: Fields) -> list[Effect]:
        """After a failure: a new code (a guest answers the same host's code again), with
        "Allow play over the internet" as the failure's form says; after a lost channel: a new
        code made by this device, whichever role it plays in the game."""
        if self.phase not in ("failed", "lost"):
            return []
        if fields.get(AGAIN_FIELD):  # the failed pairing's form: its setting
            self._keep_internet(fields)
        if self.phase == "lost":  # either player pairs again: this device makes the new code
            self.offers, self.rejoin = True, True
        return [*self._camera_off(), *self._make_code()]

    def cancel(self, arg: str, fields: Fields) -> list[Effect]:
        """Leave the pairing: the connection closed (the game told, once it was handed over),
        back to the start screen."""
        effects = [*self._camera_off(), PeerClose()]
        if self.phase == "connected":
            effects.extend(self.duet.closed("cancelled"))
        self._reset()
        self.shared.screen = Screen.START
        return [*effects, Focus(ids.SCREEN_TITLE)]

    # --- what the page says of the connection -------------------------------------------------

    def peer(self, event: Mapping[str, Any]) -> list[Effect]:
        """One ``peer`` event of the page (``ui.protocol.PAGE_TO_PYTHON``); one that does not
        fit the phase, or that is unknown, changes nothing."""
        handler = _EVENTS.get(str(event.get("event")))
        if handler is None or not self.phase:
            return []
        return handler(self, event)

    def _on_code(self, event: Mapping[str, Any]) -> list[Effect]:
        code = code_of(str(event.get("code") or ""))
        if self.phase != "making" or code is None:
            return []
        size, version = event.get("bytes"), event.get("version")
        numbers = all(
            isinstance(x, int | float) and not isinstance(x, bool) for x in (size, version)
        )
        self.size = (int(size), int(version)) if numbers else None  # type: ignore[arg-type]
        self.code, self.phase = code, "showing"
        return [DrawQr(ids.PAIR_QR, self._shown()), self._said(), Focus(ids.SCREEN_TITLE)]

    def _on_open(self, event: Mapping[str, Any]) -> list[Effect]:
        if self.phase not in ("showing", "connecting"):
            return []
        effects = self._camera_off()
        self.phase, self.notice = "connected", None
        effects.append(self._said())
        return [*effects, *self.duet.opened(self.role, self.name, self.options, self.game_id)]

    def _on_message(self, event: Mapping[str, Any]) -> list[Effect]:
        data = event.get("data")
        if self.phase != "connected" or not isinstance(data, str):
            return []
        return self.duet.received(data)

    def _on_closed(self, event: Mapping[str, Any]) -> list[Effect]:
        detail = str(event.get("detail") or "")
        if self.phase == "connected":
            self.phase, self.notice = "lost", None
            return [self._said(), *self.duet.closed(detail)]
        if self.phase in WAITING:
            return self._failed("closed")
        return []

    def _on_failed(self, event: Mapping[str, Any]) -> list[Effect]:
        detail = str(event.get("detail") or "")
        if self.phase == "connected":  # after the channel opened: as if it closed
            return self._on_closed(event)
        if self.phase not in WAITING:
            return []
        if detail == "bad-code" and self.offers and self.code:
            # the guest's code could not be read: this device's code still holds, paste again
            self.phase = "showing"
            self.notice = Message("pair.failed.bad-code", {}, "error")
            return [self._said(), Focus(ids.PAIR_INPUT)]
        return self._failed(detail)

    def _failed(self, detail: str) -> list[Effect]:
        effects = self._camera_off()
        self.phase, self.notice = "failed", None
        self.detail = detail if detail in FAILURES else "other"
        return [*effects, self._said(), Focus(ids.SCREEN_TITLE)]

    def _on_scanned(self, event: Mapping[str, Any]) -> list[Effect]:
        if not (self.scanning and self.offers and self.phase in ("showing", "connecting")):
            return []
        code = code_of(str(event.get("code") or ""))
        if code is None:
            self.notice = Message("pair.scan_unreadable", {}, "error")
            return [self._said()]
        return self._accept(code)

    def _on_refused(self, event: Mapping[str, Any]) -> list[Effect]:
        detail = str(event.get("detail") or "")
        self.notice = Message(
            f"pair.refused.{detail if detail in REFUSALS else 'other'}", {}, "error"
        )
        return [self._said()]

    def _on_scan_failed(self, event: Mapping[str, Any]) -> list[Effect]:
        """The camera could not start (denied, none, or no way to read it): paste instead."""
        if not self.scanning:
            return []
        self.scanning = False
        self.notice = Message("pair.scan_failed", {}, "error")
        return [self._said(), Focus(ids.PAIR_INPUT)]

    # --- the screen ---------------------------------------------------------------------------

    def status(self) -> Message:
        """The status line: the problem of the moment, else where the pairing stands."""
        if self.notice is not None:
            return self.notice
        if self.phase == "failed":
            return Message(f"pair.failed.{self.detail}", {}, "error")
        if self.phase == "lost":
            return Message("pair.lost", {}, "error")
        if self.phase == "showing":
            return Message("pair.status.host" if self.offers else "pair.waiting")
        if self.phase == "connected":
            step = self.duet.fair.first_deal()
            if step is not None:  # a game dealt fairly: its first round is being dealt
                return Message("duet.fair.dealing", {"n": step, "total": DEAL_STEPS})
            return Message("pair.connected", {}, "success")
        return Message(f"pair.{self.phase}") if self.phase in WAITING else Message("pair.form")

    def _said(self) -> Effect:
        return self.shared.say(self.status())

    def model(self) -> PairModel:
        return PairModel(
            role=self.role,
            phase=self.phase,
            offers=self.offers,
            code=self.code,
            link=self._shown() if self.code else "",
            size=self.size,
            status=self.status(),
            entered=self.entered,
            scanning=self.scanning,
            name=self.name,
            internet=self.internet,
            repair=self.game_id is not None or self.rejoin,
            deal=self.duet.fair.first_deal() if self.phase == "connected" else None,
        )

    def render(self) -> str | None:
        if self.shared.screen is not Screen.PAIR or not self.phase:
            return None
        return render.pairing_screen(self.model(), self.shared.t)

    def regions(self) -> Regions | None:
        """The status line, the camera and the field for the other device's code are redrawn
        alone, so that the QR code drawn on the page (a canvas) and a code being typed stay."""
        if self.shared.screen is not Screen.PAIR or not self.phase:
            return None
        model, t = self.model(), self.shared.t
        return Regions((t.lang, render.pairing_frame(model)), render.pairing_regions(model, t))


_EVENTS: dict[str, Callable[[PairingController, Mapping[str, Any]], list[Effect]]] = {
    "code": PairingController._on_code,
    "open": PairingController._on_open,
    "message": PairingController._on_message,
    "closed": PairingController._on_closed,
    "failed": PairingController._on_failed,
    "scanned": PairingController._on_scanned,
    "refused": PairingController._on_refused,
    "scan-failed": PairingController._on_scan_failed,
}
"""Each ``peer`` event of the page (``event``), by its name."""
