"""Saves that outlive the browser's storage and a second copy of the game (#29): the settings'
section on the saved games (whether the browser keeps them, Export everything, Import
everything and its question), and the saved-games list's lines for games a newer version saved.
"""

from __future__ import annotations

from collections.abc import Sequence

from .. import ids
from ..i18n import Translator
from ..model import BackupModel, NewerSave
from .common import messages_block
from .html import button, e

PERSISTENCE = ("granted", "not_granted", "unsupported", "unknown")


def backup_section(model: BackupModel, t: Translator) -> str:
    """Settings: "Your saved games on this device". Whether the browser keeps them (and, when
    it does not, a button that asks it), the last export, Export everything, Import
    everything, and the question an import waits on (a game of the backup also saved here at
    another point: replace it with the backup's, keep both, or cancel)."""
    state = model.persistence if model.persistence in PERSISTENCE else "unknown"
    ask = (
        button(
            t("backup.persist.ask"),
            "persist-ask",
            cls="btn secondary",
            id_="persist-ask",
            aria_describedby=ids.PERSIST_STATUS,
        )
        if state == "not_granted"
        else ""
    )
    last = (
        t("backup.last", date=model.last_backup)
        if model.last_backup is not None
        else t("backup.never")
    )
    actions = "".join(
        button(t(f"backup.{verb}"), f"backup-{verb}", cls="btn", id_=ids.backup(verb))
        for verb in ("export", "import")
    )
    return (
        '<div role="group" class="backup-group" aria-labelledby="backup-label" id="backup">'
        f'<h2 id="backup-label">{e(t("backup.title"))}</h2>'
        f'<p id="{ids.PERSIST_STATUS}" class="hint" data-persistence="{e(state)}">'
        f"{e(t(f'backup.persist.{state}'))}</p>{ask}"
        f'<div class="backup-actions">{actions}</div>'
        f'<p id="backup-last" class="hint">{e(last)}</p>'
        f"{_question(model.conflicts, t) if model.conflicts is not None else ''}"
        f'<div id="{ids.BACKUP_MESSAGES}">{messages_block(model.messages, t)}</div>'
        "</div>"
    )


def _question(conflicts: Sequence[tuple[str, str]], t: Translator) -> str:
    games = "".join(f"<li>{e(t('common.vs', a=a, b=b))}</li>" for a, b in conflicts)
    return (
        f'<div class="backup-question" role="group" aria-labelledby="{ids.BACKUP_QUESTION}"'
        ' id="backup-question">'
        # focused when it appears (a tap or Tab then reaches its buttons)
        f'<p id="{ids.BACKUP_QUESTION}" tabindex="-1">'
        f"{e(t('backup.question', n=len(conflicts)))}</p>"
        f'<ul class="backup-conflicts">{games}</ul>'
        '<div class="backup-actions">'
        + button(t("backup.replace"), "backup-replace", cls="btn danger", id_="backup-replace")
        + button(t("backup.keep"), "backup-keep", cls="btn primary", id_="backup-keep")
        + button(t("common.cancel"), "backup-cancel", cls="btn secondary", id_="backup-cancel")
        + "</div></div>"
    )


def newer_saves(lines: Sequence[NewerSave], confirm_delete: str | None, t: Translator) -> str:
    """The saved-games list's lines for the games a newer version of the game saved: no Open
    (this version cannot read them), a Delete that asks first."""
    if not lines:
        return ""
    items = []
    for n, line in enumerate(lines, 1):
        title = (
            t("common.vs", a=line.names[0], b=line.names[1])
            if line.names is not None
            else t("saves.newer_unnamed", n=n)
        )
        if line.id == confirm_delete:
            controls = (
                f'<p class="confirm">{e(t("saves.newer_confirm", game=title))}</p>'
                + button(
                    t("saves.confirm"),
                    "confirm-delete",
                    line.id,
                    cls="btn danger",
                    id_=ids.save_action("confirm", line.id),
                )
                + button(t("common.cancel"), "cancel-delete", line.id, cls="btn secondary")
            )
        else:
            controls = button(
                t("saves.delete_short"),
                "delete",
                line.id,
                cls="btn danger delete",
                id_=ids.save_action("delete", line.id),
                aria_label=t("saves.newer_delete", game=title),
            )
        when = (
            f"<span>{e(t('saves.updated', date=line.updated))}</span>"
            if line.updated is not None
            else ""
        )
        items.append(
            f'<li class="save-line save-newer" id="save-{e(line.id)}">'
            f'<div class="save-info"><strong>{e(title)}</strong>'
            f"<span>{e(t('saves.newer'))}</span>{when}</div>"
            f'<div class="save-controls">{controls}</div></li>'
        )
    return f'<ul class="saves newer">{"".join(items)}</ul>'
