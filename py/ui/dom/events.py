"""The page's input: one delegated listener per event type on ``<main id="app">``, and the
window's ``storage`` and ``hashchange``.

- click on the closest ``[data-intent]`` → ``app.handle(intent, data-arg)``;
- submit of a ``<form data-intent>`` → ``app.handle(intent, "", fields)``;
- arrow keys move the focus along the hand and along the stone sides, and along the choices a
  tactic card's guided play lights (``data-target``; roving focus: only the first is a Tab
  stop, the others have ``tabindex=-1`` and are reached by the arrows); Escape cancels a
  guided play, "t" opens and closes the card tracker; in the replay viewer Left/Right step
  and Home/End jump (#14), and its slider reports with ``change``;
- drag and drop of a hand card onto a legal stone side = select + place;
- ``pointerdown``/``pointerup``: whether a pointer is down (no redraw of a review under it);
- ``storage`` (another tab of the game wrote ``localStorage``) → ``app.storage_changed(key)``,
  so that this page follows the game instead of writing over it; ``hashchange`` (a
  ``#replay=…`` link pasted into the open tab) → ``app.open_link``, as at mount.
"""

from __future__ import annotations

from typing import Any

from schotten.errors import InvalidCardError
from schotten.tactics import parse_card

from ..app import App, Screen
from .bridge import Host, keep, nullish, text

ARROW_GROUPS = (
    "[data-target]:not([disabled])",  # tactic play on the board: the lit choices, roving focus
    ".hand button.card:not([disabled])",
    "button.side.mine:not([disabled])",
    "#tactic-flow .flow-opt:not([disabled])",
)

REPLAY_KEYS = {
    "ArrowLeft": ("replay-step", "-1"),
    "ArrowRight": ("replay-step", "1"),
    "Home": ("replay-go", "start"),
    "End": ("replay-go", "end"),
}
"""The replay viewer's keys (#14), wherever the focus is in it but a form field."""


def placeable(app: App, card: str) -> list[int]:
    """The stones a dragged hand card may go to (none when no board is shown or ``card`` is
    not a card)."""
    game = app.board_game()  # a lesson's or a puzzle's board too
    if game is None:
        return []
    try:
        return list(game.placeable_stones(parse_card(card)))
    except InvalidCardError:
        return []


class Input:
    """The listeners: each turns an event into an intent for the app (``host.run``)."""

    def __init__(self, app: App, root: Any, host: Host) -> None:
        self.document = root.ownerDocument  # the page's
        self.app = app
        self.root = root
        self.host = host
        self.drag_card: str | None = None
        self.pressed = False  # a pointer is down on the page (#14: no redraw under it)

    def bind(self) -> None:
        import js
        from pyodide.ffi import create_proxy

        for name, fn in (("storage", self.on_storage), ("hashchange", self.on_hashchange)):
            js.window.addEventListener(name, keep(create_proxy(fn)))

        listeners = {
            "click": self.on_click,
            "submit": self.on_submit,
            "keydown": self.on_keydown,
            "dragstart": self.on_dragstart,
            "dragover": self.on_dragover,
            "dragleave": self.on_dragleave,
            "drop": self.on_drop,
            "dragend": self.on_dragend,
            "change": self.on_change,  # the replay's slider (#14)
            "pointerdown": self.on_pointer,
            "pointerup": self.on_pointer,
            "pointercancel": self.on_pointer,
        }
        for name, fn in listeners.items():
            self.root.addEventListener(name, keep(create_proxy(fn)))

    # --- taps, forms, keys --------------------------------------------------------------------

    def on_click(self, event: Any) -> None:
        target = event.target.closest("[data-intent]")
        if nullish(target) or text(target.tagName).upper() == "FORM":
            return
        if target.hasAttribute("disabled"):
            return
        event.preventDefault()
        self.host.run(
            text(target.getAttribute("data-intent")), text(target.getAttribute("data-arg"))
        )

    def on_submit(self, event: Any) -> None:
        form = event.target
        intent = text(form.getAttribute("data-intent"))
        if not intent:
            return
        event.preventDefault()
        fields: dict[str, str] = {}
        elements = form.elements
        for i in range(int(elements.length)):
            el = elements.item(i)
            name = text(el.name)
            if not name:
                continue
            if text(el.type) in ("radio", "checkbox") and not el.checked:
                continue
            fields[name] = text(el.value)
        self.host.run(intent, "", fields)

    def on_keydown(self, event: Any) -> None:
        key = text(event.key)
        if self.app.screen is Screen.REPLAY and key in REPLAY_KEYS:
            self.replay_key(event, key)
            return
        if key == "Escape":
            # Escape backs out of a tactic card's guided play, like its Cancel button
            cancel = self.root.querySelector("#flow-cancel")
            if not nullish(cancel) and not cancel.disabled:
                event.preventDefault()
                cancel.click()
            return
        if key in ("t", "T") and self._shortcut_ok(event):
            # learning tools: "t" opens and closes the card tracker on the board
            toggle = self.root.querySelector("#btn-tracker")
            if not nullish(toggle):
                event.preventDefault()
                toggle.click()
            return
        step = {"ArrowRight": 1, "ArrowDown": 1, "ArrowLeft": -1, "ArrowUp": -1}.get(key)
        if step is None:
            return
        active = self.document.activeElement
        if nullish(active):
            return
        for selector in ARROW_GROUPS:
            items = self.root.querySelectorAll(selector)
            count = int(items.length)
            for i in range(count):
                if items.item(i) == active:
                    event.preventDefault()
                    items.item((i + step) % count).focus()
                    return

    def _shortcut_ok(self, event: Any) -> bool:
        """A one-letter shortcut applies unless a modifier is held or a text field has focus."""
        if bool(event.ctrlKey) or bool(event.metaKey) or bool(event.altKey):
            return False
        active = self.document.activeElement
        if nullish(active):
            return True
        return text(active.tagName).lower() not in ("input", "textarea", "select")

    def replay_key(self, event: Any, key: str) -> None:
        """Left/Right step, Home/End jump, wherever the focus is in the viewer but a form
        field (the slider moves by itself and reports with ``change``)."""
        active = self.document.activeElement
        tag = "" if nullish(active) else text(active.tagName).upper()
        if tag in ("INPUT", "TEXTAREA", "SELECT"):
            return
        event.preventDefault()
        intent, arg = REPLAY_KEYS[key]
        self.host.run(intent, arg)

    def on_change(self, event: Any) -> None:
        target = event.target
        if text(target.type) != "range" or not target.hasAttribute("data-intent"):
            return
        self.host.run(text(target.getAttribute("data-intent")), text(target.value))

    def on_pointer(self, event: Any) -> None:
        self.pressed = text(event.type) == "pointerdown"

    # --- drag and drop of a hand card ---------------------------------------------------------

    def on_dragstart(self, event: Any) -> None:
        target = event.target.closest('[data-intent="select"]')
        if nullish(target):
            return
        card = text(target.getAttribute("data-arg"))
        game = self.app.board_game()  # a lesson's or a puzzle's board too
        if not card or game is None:
            return
        self.drag_card = card
        if not nullish(event.dataTransfer):
            event.dataTransfer.setData("text/plain", card)
            event.dataTransfer.effectAllowed = "move"
        # Open the legal sides in place (a re-render now would cancel the drag).
        for stone in placeable(self.app, card):
            side = self.document.getElementById(f"side-{stone}")
            if not nullish(side):
                side.removeAttribute("disabled")
                side.classList.add("placeable")

    def _drop_target(self, event: Any) -> Any:
        if self.drag_card is None:
            return None
        target = event.target.closest("button.side.placeable")
        return None if nullish(target) else target

    def on_dragover(self, event: Any) -> None:
        target = self._drop_target(event)
        if target is not None:
            event.preventDefault()
            target.classList.add("drag-over")

    def on_dragleave(self, event: Any) -> None:
        target = self._drop_target(event)
        if target is not None:
            target.classList.remove("drag-over")

    def on_drop(self, event: Any) -> None:
        target = self._drop_target(event)
        card, self.drag_card = self.drag_card, None
        if target is None or card is None:
            return
        event.preventDefault()
        self.host.run("place", text(target.getAttribute("data-arg")), {"card": card})

    def on_dragend(self, event: Any) -> None:
        if self.drag_card is not None:  # dropped nowhere: restore the board as it was
            self.drag_card = None
            self.host.render()

    # --- the window: other tabs, links --------------------------------------------------------

    def on_storage(self, event: Any) -> None:
        """Another page of this origin wrote ``localStorage``."""
        key = event.key
        changed, effects = self.app.storage_changed(None if nullish(key) else text(key))
        if changed:
            self.host.render()
            self.host.perform(effects)

    def on_hashchange(self, event: Any) -> None:
        """A link (``#replay=…``) pasted into this tab while it shows the game: opened as on a
        fresh load (another fragment changes nothing)."""
        import js

        self.app.page_url = text(js.location.href)
        effects = self.app.open_link(text(js.location.hash))
        if effects:
            self.host.render()
            self.host.perform(effects)
