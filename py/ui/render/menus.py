"""The menus: start, new game, saved games, settings, and the conflict and error screens."""

from __future__ import annotations

from collections.abc import Sequence

from schotten.bots import LEVELS
from schotten.cards import COLORS

from .. import ids
from ..i18n import LANGUAGES, Translator, language_name
from ..model import (
    BackupModel,
    FastStartModel,
    Message,
    NewGameModel,
    SaveLine,
    SavesModel,
    StartModel,
    TablePrefsModel,
)
from .backup import backup_section, newer_saves
from .common import messages_block
from .html import attrs, button, e, heading, radio, setting_group, switch, two_ways
from .learning import hints_setting
from .pairing import internet_field, internet_setting
from .teach_screens import lesson_invitation, teach_menu_buttons


def start_screen(model: StartModel, t: Translator) -> str:
    """The title, then the primary actions (the game to continue, else on a first visit the
    first lesson, else a new game), then the other screens in a compact grid: the whole screen
    fits a 360x640 phone and a 1366x768 laptop without scrolling."""
    learn, puzzles = teach_menu_buttons(t)
    top = []
    invitation = ""
    if model.current is not None:
        a, b = model.current.names
        top.append(
            button(
                t("start.continue", a=a, b=b), "continue", cls="btn primary big", id_="btn-continue"
            )
        )
    elif model.lesson_first and model.invite:
        invitation = lesson_invitation(t)  # its Start the lesson is the primary action
    elif model.lesson_first:  # a lesson started and not finished: go on with it first
        top.append(button(t("lesson.menu"), "lesson-start", cls="btn primary big", id_=ids.LEARN))
        learn = ""
    new_cls = "btn big" if model.current is not None or model.lesson_first else "btn big primary"
    top.append(button(t("start.new"), "go", "new", cls=new_cls, id_="btn-new"))
    # #45: a new game with each player on their own device, right under "New game"
    top.append(button(t("start.two_devices"), "two-devices", cls="btn", id_=ids.TWO_DEVICES))
    more = [
        button(t("start.saves"), "go", "saves", cls="btn", id_="btn-saves"),
        learn,
        puzzles,
        button(t("start.rules"), "go", "rules", cls="btn", id_="btn-rules"),
        button(t("start.settings"), "go", "settings", cls="btn", id_="btn-settings"),
        button(t("stats.open"), "go", "stats", cls="btn", id_="btn-stats"),  # statistics
    ]
    # each colour's emblem, drawn by the style sheet (assets/art/emblem-*.svg)
    symbols = "".join(f'<span class="c-{c.letter} deco" aria-hidden="true"></span>' for c in COLORS)
    return (
        '<section class="screen start-screen">'
        f'<div class="brand"><div class="deco-row">{symbols}</div>'
        f'{heading(t("app.title"))}<p class="tagline">{e(t("app.tagline"))}</p></div>'
        f"{messages_block(model.messages, t)}"
        f"{invitation}"
        '<nav class="menu">'
        f'<div class="menu-primary">{"".join(top)}</div>'
        f'<div class="menu-more">{"".join(more)}</div></nav>'
        "</section>"
    )


def opponent_fieldset(t: Translator, chosen: str = "human") -> str:
    """The new-game form's choice of opponent: another person, or the computer at a level,
    for either variant; ``chosen`` is checked (the last game's)."""
    options = [("human", t("new.opponent.human"))] + [
        (level, t("new.opponent.computer", level=t(f"bot.level.{level}"))) for level in LEVELS
    ]
    radios = "".join(
        f'<label class="choice" for="opponent-{value}"><input type="radio" name="opponent" '
        f'value="{value}" id="opponent-{value}"{" checked" if value == chosen else ""}> '
        f"<span>{e(label)}</span></label>"
        for value, label in options
    )
    return f"<fieldset><legend>{e(t('new.opponent'))}</legend>{radios}</fieldset>"


def _game_choices(model: NewGameModel, t: Translator) -> str:
    """The variant, the claim timing and the rounds (the same for one device or two)."""
    timing = radio("timing", "normal", t("new.timing.normal"), not model.expert) + radio(
        "timing", "expert", t("new.timing.expert"), model.expert
    )
    rounds = "".join(
        f'<option value="{n}"{" selected" if n == model.rounds else ""}>{n}</option>'
        for n in (1, 2, 3, 4, 5, 7, 9)
    )
    variant = radio(
        "variant", "classic", t("new.variant.classic"), model.variant != "tactical"
    ) + radio("variant", "tactical", t("new.variant.tactical"), model.variant == "tactical")
    return (
        f"<fieldset><legend>{e(t('new.variant'))}</legend>{variant}</fieldset>"
        f"<fieldset><legend>{e(t('new.timing'))}</legend>{timing}</fieldset>"
        f'<div class="field"><label for="rounds">{e(t("new.rounds"))}</label>'
        f'<select id="rounds" name="rounds">{rounds}</select></div>'
    )


def two_devices_form(model: NewGameModel, t: Translator) -> str:
    """#45: a new game on two devices: this device's name (the other device types its own),
    the game's choices, "Allow play over the internet"; sent, it makes this device's code."""
    return (
        '<section class="screen form-screen">'
        f"{heading(t('pair.title.host'))}"
        f"{messages_block(model.messages, t)}"
        '<form class="new-game two-devices" data-intent="pair-host" id="new-game-form">'
        '<div class="form-col">'
        f'<div class="field"><label for="name1">{e(t("pair.name"))}</label>'
        f'<input id="name1" name="name1" type="text" maxlength="24" autocomplete="off" '
        f'value="{e(model.names[0])}" aria-describedby="name1-help">'
        f'<p class="field-help" id="name1-help">{e(t("pair.name.help"))}</p></div>'
        f"{internet_field(model.internet, t)}"
        "</div>"
        f'<div class="form-col">{_game_choices(model, t)}</div>'
        '<div class="actions">'
        '<button type="submit" class="btn primary big" id="btn-pair-start">'
        f"{e(t('pair.start'))}</button>"
        f"{button(t('common.back'), 'go', 'start', cls='btn secondary')}"
        "</div></form></section>"
    )


def new_game_screen(model: NewGameModel, t: Translator) -> str:
    if model.devices:
        return two_devices_form(model, t)
    first = (
        radio("first", "random", t("new.first.random"), model.first == "random")
        + radio(
            "first", "p1", t("new.first.p1"), model.first == "p1", t("new.first.p1.vs_computer")
        )
        + radio(
            "first", "p2", t("new.first.p2"), model.first == "p2", t("new.first.p2.vs_computer")
        )
    )
    # Two columns on a landscape tablet (css/game.css): who plays, then how. The second name
    # is hidden by CSS while the computer is chosen (it names itself).
    return (
        '<section class="screen form-screen">'
        f"{heading(t('new.title'))}"
        f"{messages_block(model.messages, t)}"
        '<form class="new-game" data-intent="new-game" id="new-game-form">'
        '<div class="form-col">'
        f"{opponent_fieldset(t, model.opponent)}"
        f'<div class="field"><label for="name1">'
        f"{two_ways(t('new.player1'), t('new.player1.vs_computer'))}</label>"
        f'<input id="name1" name="name1" type="text" maxlength="24" autocomplete="off" '
        f'value="{e(model.names[0])}"></div>'
        f'<div class="field name2-field"><label for="name2">{e(t("new.player2"))}</label>'
        f'<input id="name2" name="name2" type="text" maxlength="24" autocomplete="off" '
        f'value="{e(model.names[1])}"></div>'
        f"<fieldset><legend>{e(t('new.first'))}</legend>{first}</fieldset>"
        "</div>"
        f'<div class="form-col">{_game_choices(model, t)}</div>'
        '<div class="actions">'
        f'<button type="submit" class="btn primary big" id="btn-start">{e(t("new.start"))}</button>'
        f"{button(t('common.back'), 'go', 'start', cls='btn secondary')}"
        "</div></form></section>"
    )


def _confirm(
    t: Translator,
    question: str,
    line_id: str,
    verb: str,
    yes: tuple[str, str, str],
    question_id: str | None = None,
    cancel: tuple[str, str] | None = None,
) -> str:
    """A question about a saved game, its button that goes ahead and its Cancel. ``yes`` is
    the button's label, class and id; ``confirm-<verb>`` its intent; Cancel's intent and
    argument are ``cancel`` (by default ``cancel-<verb>`` on the same line)."""
    label, cls, id_ = yes
    no_intent, no_arg = cancel or (f"cancel-{verb}", line_id)
    return (
        f"<p{attrs(class_='confirm', id=question_id)}>{e(question)}</p>"
        + button(label, f"confirm-{verb}", line_id, cls=cls, id_=id_)
        + button(t("common.cancel"), no_intent, no_arg, cls="btn secondary")
    )


def _save_line(line: SaveLine, confirm: bool, t: Translator, confirm_export: bool = False) -> str:
    a, b = line.names
    status = (
        t("saves.finished")
        if line.finished
        else t("saves.round", n=line.round_no + 1, total=line.rounds)
    )
    if confirm:
        yes = (t("saves.confirm"), "btn danger", ids.save_action("confirm", line.id))
        controls = _confirm(t, t("saves.confirm_delete", a=a, b=b), line.id, "delete", yes)
        if line.finished:  # learning tools: the statistics keep a deleted game unless asked
            controls += button(
                t("stats.delete_forget"),
                "confirm-delete-forget",
                line.id,
                cls="btn danger",
                id_=f"confirm-forget-{line.id}",
            )
    elif confirm_export:
        yes = (t("saves.export_anyway"), "btn primary", ids.save_action("export-anyway", line.id))
        controls = _confirm(
            t, t("saves.export_warning"), line.id, "export", yes, f"export-warning-{line.id}"
        )
    else:
        # short visible words; the game's names only in the accessible names. Delete sits at
        # the far end, away from Open.
        verbs = [
            button(
                t(f"saves.{verb}_short"),
                verb,
                line.id,
                cls=cls,
                id_=ids.save_action(verb, line.id),
                aria_label=_named(line, t(f"saves.{verb}", a=a, b=b), t),
            )
            for verb, cls in (
                ("open", "btn primary"),
                ("export", "btn secondary"),
                ("delete", "btn danger delete"),
            )
        ]
        if line.finished:  # the replay viewer (#14), before Delete
            verbs.insert(2, _replay_button(line, t))
        controls = "".join(verbs)
    kind = t("saves.tactical") if line.variant == "tactical" else t("saves.classic")
    against = (
        t("saves.vs_computer", level=t(f"bot.level.{line.level}"))
        if line.level is not None
        else t("saves.two_devices" if line.peer else "saves.vs_person")
    )
    return (
        f'<li class="save-line" id="save-{e(line.id)}">'
        f'<div class="save-info"><strong>{e(t("common.vs", a=a, b=b))}</strong>'
        f'<span class="save-kind">{e(kind)} \u00b7 {e(against)}</span>'
        f"<span>{line.score[0]} \u2013 {line.score[1]} \u00b7 {e(status)}</span>"
        f"<span>{e(t('saves.updated', date=line.updated))}</span></div>"
        f'<div class="save-controls">{controls}</div></li>'
    )


def _named(line: SaveLine, name: str, t: Translator) -> str:
    """A saved game's button's accessible name, which says a game on two devices (#45)."""
    return t("saves.peer_named", game=name) if line.peer else name


def _unreadable_line(n: int, key: str, confirm: bool, t: Translator) -> str:
    """A stored key that could not be read (set aside): a line that says so, and its delete
    button (the key itself is never shown: it may hold anything)."""
    if confirm:
        yes = (t("saves.confirm"), "btn danger", ids.confirm_unreadable(n))
        question = t("saves.confirm_delete_unreadable", n=n)
        controls = _confirm(t, question, key, "delete-unreadable", yes, cancel=("go", "saves"))
    else:
        controls = button(
            t("saves.delete_unreadable", n=n),
            "delete-unreadable",
            key,
            cls="btn danger",
            id_=f"delete-bad-{n}",
        )
    return (
        f'<li class="save-unreadable" id="bad-{n}">'
        f'<div class="save-info"><span>{e(t("saves.unreadable", n=n))}</span></div>'
        f'<div class="save-controls">{controls}</div></li>'
    )


def saves_screen(model: SavesModel, t: Translator) -> str:
    if model.lines:
        body = (
            '<ul class="saves">'
            + "".join(
                _save_line(x, x.id == model.confirm_delete, t, x.id == model.confirm_export)
                for x in model.lines
            )
            + "</ul>"
        )
    else:
        body = f'<p class="empty">{e(t("saves.empty"))}</p>'
    body += newer_saves(model.newer, model.confirm_delete, t)  # #29: a newer version's games
    if model.unreadable:
        body += (
            '<ul class="saves unreadable">'
            + "".join(
                _unreadable_line(n, key, key == model.confirm_delete, t)
                for n, key in enumerate(model.unreadable, 1)
            )
            + "</ul>"
        )
    return (
        '<section class="screen saves-screen">'
        f"{heading(t('saves.title'))}"
        f"{messages_block(model.messages, t)}"
        f"{body}"
        '<div class="actions">'
        f"{button(t('saves.import'), 'import', cls='btn', id_='btn-import')}"
        f"{button(t('common.back'), 'go', 'start', cls='btn secondary', id_='btn-back')}"
        "</div></section>"
    )


def _fast_start_group(model: FastStartModel, t: Translator) -> str:
    """The "start faster on this device" switch and, under it, what it keeps on the device."""
    if model.state == "stored" and model.enabled:
        size = t("number.decimal").join(f"{model.size / 1e6:.1f}".split("."))
        status = t("settings.fast_start.size", size=size)
    else:
        state = model.state if model.enabled else "off"
        kind = {"none": "pending", "making": "pending", "unavailable": "failed"}.get(state, state)
        status = t(f"settings.fast_start.{kind}")
    toggle = switch(
        t("settings.fast_start"),
        "fast-start",
        model.enabled,
        t,
        id_=ids.FAST_START,
        aria_describedby="fast-start-status",
    )
    title = ("fast-start-label", t("settings.fast_start.title"))
    return setting_group("fast-start-group", title, toggle, ("fast-start-status", status))


def _prefs_group(prefs: TablePrefsModel, t: Translator) -> str:
    """The "Sound" and "Animations" switches."""
    switches = "".join(
        switch(t(f"table.{key}"), key, on, t, id_=ids.setting(key))
        for key, on in (("sound", prefs.sound), ("animations", prefs.animations))
    )
    return (
        '<section class="setting-group table-prefs" aria-labelledby="table-prefs-label">'
        f'<h2 id="table-prefs-label">{e(t("table.prefs"))}</h2>{switches}</section>'
    )


def settings_screen(
    lang: str,
    t: Translator,
    messages: Sequence[Message] = (),
    fast_start: FastStartModel | None = None,
    prefs: TablePrefsModel | None = None,
    hints: bool | None = None,
    backup: BackupModel | None = None,
    internet: bool | None = None,
) -> str:
    buttons = "".join(
        button(
            language_name(code),
            "language",
            code,
            cls="btn choice-btn" + (" current" if code == lang else ""),
            aria_pressed="true" if code == lang else "false",
            lang=code,
            id_=ids.language(code),
        )
        for code in LANGUAGES
    )
    back = button(t("common.back"), "go", "start", cls="btn secondary", id_="btn-back")
    return (
        '<section class="screen settings-screen">'
        f"{heading(t('settings.title'))}"
        f"{messages_block(messages, t)}"
        f'<div role="group" aria-labelledby="lang-label" class="lang-group">'
        f'<h2 id="lang-label">{e(t("settings.language"))}</h2>{buttons}</div>'
        f"{_fast_start_group(fast_start, t) if fast_start is not None else ''}"
        f"{_prefs_group(prefs, t) if prefs is not None else ''}"
        f"{hints_setting(hints, t) if hints is not None else ''}"
        f"{internet_setting(internet, t) if internet is not None else ''}"  # #45
        f"{backup_section(backup, t) if backup is not None else ''}"  # #29
        f'<div class="actions">{back}</div>'
        "</section>"
    )


def conflict_screen(msg: Message, t: Translator) -> str:
    """Another page moved the game on (or deleted it): nothing of this page was written over
    it; offer to load it as it stands (or go back to the saved games)."""
    load = (
        button(t("storage.load_latest"), "load-latest", cls="btn primary", id_="btn-load-latest")
        if msg.key == "storage.moved"
        else ""
    )
    return (
        '<section class="screen conflict-screen">'
        f"{heading(t('app.title'))}"
        f"{messages_block((msg,), t)}"
        f'<div class="actions">{load}'
        f"{button(t('saves.title'), 'go', 'saves', cls='btn secondary', id_='btn-saves')}"
        "</div></section>"
    )


def error_screen(text: str, t: Translator) -> str:
    return (
        '<section class="screen error-screen">'
        f"{heading(t('app.title'))}"
        f'<div class="message tone-error"><p>{e(text)}</p></div>'
        f"{button(t('over.start_screen'), 'go', 'start', cls='btn primary')}"
        "</section>"
    )


def _replay_button(line: SaveLine, t: Translator) -> str:
    """A finished game's replay (#14)."""
    a, b = line.names
    return button(
        t("replay.open_short"),
        "replay",
        line.id,
        cls="btn secondary",
        id_=ids.save_action("replay", line.id),
        aria_label=_named(line, t("replay.open_game", a=a, b=b), t),
    )
