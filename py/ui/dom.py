"""The browser adapter: the only module of the game screens that touches the page.

``mount()`` builds the :class:`~ui.app.App` on ``localStorage`` and ``navigator.languages``,
renders it into ``<main id="app">`` and binds a few delegated listeners on that element:

- click on the closest ``[data-intent]`` → ``app.handle(intent, data-arg)``;
- submit of a ``<form data-intent>`` → ``app.handle(intent, "", fields)``;
- arrow keys move the focus along the hand and along the stone sides, and along the choices a
  tactic card's guided play lights (``data-target``; roving focus: only the first is a Tab
  stop, the others have ``tabindex=-1`` and are reached by the arrows);
- drag and drop of a hand card onto a legal stone side = select + place.

It then performs the returned effects (download, file picker, aria-live announcement, focus,
the "start faster" setting: ``globalThis.schottenFastStart`` of js/pyodide-early.mjs, whose
``schotten:fast-start`` events update the settings screen).
Sound cues go to ``globalThis.schottenSound`` (js/sound.mjs) while the "Sound" setting is on;
each render is framed by ``globalThis.schottenMotion`` (js/motion.mjs: measure before, animate
after, FLIP) while "Animations" is on; ``Later`` effects send their intent from a timer.
A ``storage`` event (another tab of the game wrote ``localStorage``) goes to
``app.storage_changed(key)``, so that this page follows the game instead of writing over it; a
``hashchange`` (a ``#replay=…`` link pasted into the open tab) to ``app.open_link``, as at mount.
``js`` and ``pyodide`` are imported inside functions only, so the package imports on CPython.
"""

from __future__ import annotations

import secrets
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from schotten.errors import InvalidCardError
from schotten.tactics import parse_card

from .app import App, Screen
from .backup import MAX_CHARS as MAX_FILE_CHARS
from .effects import (
    Announce,
    AskPersist,
    CopyText,
    Download,
    Effect,
    Focus,
    Later,
    PickFile,
    SetFastStart,
    Sound,
)
from .model import FastStartModel
from .opponent import SLICE_MS
from .render import regions as drawn
from .storage.adapters import Storage, probe_local_storage

ROOT_ID = "app"
FIRST_SLICE_MS = SLICE_MS / 2
"""The first slice of a decision: it also sets the decision up (the view, the bot, the legal
actions), so it thinks half as long (the decision does not depend on the slicing)."""
ANNOUNCER_ID = "announcer"
FILE_INPUT_ID = "import-file"
ARROW_GROUPS = (
    "[data-target]:not([disabled])",  # tactic play on the board: the lit choices, roving focus
    ".hand button.card:not([disabled])",
    "button.side.mine:not([disabled])",
    "#tactic-flow .flow-opt:not([disabled])",
)

_proxies: list[Any] = []  # keep the JS callbacks alive for the page's lifetime
_tasks: set[Any] = set()  # the clipboard writes under way (#14)


def _nullish(value: Any) -> bool:
    """JS ``null`` arrives as ``pyodide.ffi.jsnull`` (truthy, not None); ``undefined`` as None."""
    if value is None:
        return True
    from pyodide.ffi import jsnull

    return value is jsnull


def _wasm_bytes() -> int:
    """The size of the interpreter's WebAssembly memory (0 when it cannot be read)."""
    try:
        import pyodide_js

        return int(pyodide_js._module.HEAP8.length)
    except Exception:  # a benchmark figure only
        return 0


def _str(value: Any) -> str:
    return value if isinstance(value, str) else ""


class Page:
    """The mounted app and the page elements it drives."""

    def __init__(self, app: App, root: Any) -> None:
        import js

        self.app = app
        self.root = root
        self.document = js.document
        self.drag_card: str | None = None
        self.announcer = self._ensure_announcer()
        self._bot_timer: Any = None
        self._bot_started: float | None = None
        self._bot_max_slice = 0.0
        self._bot_since: float | None = None  # the last action shown (the person's or its own)
        self._bot_first = True  # the next action is the first of the computer's turn
        self._bot_actions = 0
        # the review by the computer (#14), in slices like the computer's thinking
        self._review_timer: Any = None
        self._review_started: float | None = None
        self._review_max_slice = 0.0
        self._review_slices = 0
        self._review_rendered = 0.0
        self._pressed = False  # a pointer is down on the page (#14: no redraw under it)
        self._frame: tuple[object, dict[str, str]] | None = None  # the regions drawn last
        self._drawings = 0  # drawings made (a drawing worked out earlier is then out of date)
        self._hint_timer: Any = None  # learning tools: a hint worked out in timer tasks
        app.hint_sliced = True
        self._soon: deque[Callable[[], None]] = deque()
        self._channel: Any = None

    def soon(self, callback: Callable[[], None], delay_ms: int = 0) -> bool:
        """Run ``callback`` in a task of its own after ``delay_ms``. With no delay it is posted
        through a ``MessageChannel``, not ``setTimeout(0)``: the browser holds back a timer
        nested in timers by at least 4 ms, which cost the sliced thinking and the review one
        fifth of their time (a 4 ms wait after each 20 ms slice). Input and rendering still
        come between the tasks. Returns True (the callers keep it as "scheduled")."""
        import js
        from pyodide.ffi import create_once_callable, create_proxy

        if delay_ms > 0:
            js.setTimeout(create_once_callable(callback), delay_ms)
            return True
        if self._channel is None:
            self._channel = js.MessageChannel.new()
            self._channel.port1.onmessage = create_proxy(lambda _event: self._soon.popleft()())
        self._soon.append(callback)
        self._channel.port2.postMessage(None)
        return True

    # --- rendering ---------------------------------------------------------------------------

    def _ensure_announcer(self) -> Any:
        el = self.document.getElementById(ANNOUNCER_ID)
        if _nullish(el):
            el = self.document.createElement("div")
            el.id = ANNOUNCER_ID
            el.className = "sr-only"
            el.setAttribute("aria-live", "polite")
            el.setAttribute("role", "status")
            self.document.body.appendChild(el)
        return el

    def render(self, still: bool = False) -> None:
        """Draw the current screen; ``still``: nothing on it moved (a review's progress), so
        no motion is measured. When only regions of the screen changed since the last
        drawing (``app.render_regions``: the frame around them is the same), only those are
        redrawn: a card placed does not lay out the whole table again, a review's progress
        does not lay out a replay's board and log."""
        self._show(self._plan(still))

    def _plan(self, still: bool) -> _Plan:
        """The Python half of a drawing: the regions that changed since the last one (or the
        whole screen's HTML), checked by :meth:`App.safe` / :meth:`App.render`."""
        start = time.perf_counter()
        regions = self.app.render_regions()
        last = self._frame
        steps = None
        if regions is not None and last is not None and regions[0] == last[0]:
            steps = drawn.changes(last[1], regions[1])
            if steps is not None and still and len(steps) > 1:  # one region per task
                steps = steps[:1]
                regions = (regions[0], drawn.partly(last[1], regions[1]))
                self.soon(lambda: self.render(still=True))
        if steps is not None and not all(self.app.safe(step.html) for step in steps):
            steps = None
        html = self.app.whole(regions) if steps is None else ""
        return _Plan(regions, steps, html, still, start, time.perf_counter())

    def _show(self, plan: _Plan) -> None:
        """The page's half of a drawing (:meth:`_plan`)."""
        self._drawings += 1
        if plan.steps is None or not self._draw_regions(plan):
            self._draw_whole(plan)
        self.schedule_bot()
        self.schedule_review()
        self.schedule_hint()

    def _draw_whole(self, plan: _Plan) -> None:
        html = plan.html or self.app.whole(plan.regions)
        self._frame = plan.regions
        active = self.document.activeElement
        focused_id = "" if _nullish(active) else _str(active.id)
        motion = self._motion(plan.still)
        before = motion.measure(self.root) if motion is not None else None
        t1 = time.perf_counter()
        self.root.innerHTML = html
        if motion is not None:
            motion.play(self.root, before)  # after the new board is in place (FLIP)
        self.document.documentElement.lang = self.app.t.lang
        self.document.documentElement.dataset.motion = "on" if self.app.prefs.animations else "off"
        self.document.title = self.app.t("app.title")
        if focused_id:
            self.focus(focused_id, quiet=True)
        _log_draw("screen", len(html), plan, t1)

    def _draw_regions(self, plan: _Plan) -> bool:
        """Make the steps of ``plan`` (``ui.render.regions``); False: an element is missing,
        draw it whole. A drawing ``still`` (nobody waits for it: a review's progress and its
        end) makes one step per task, the next ones in the tasks that follow, so that no task
        inserts and lays out them all (the end of a review: its graph, then the log's
        hundred marked lines)."""
        steps = plan.steps or []
        elements = [
            self.root.firstElementChild
            if step.target == drawn.ROOT
            else self.document.getElementById(step.target)
            for step in steps
        ]
        if any(_nullish(el) for el in elements):
            return False
        t0 = time.perf_counter()
        active = self.document.activeElement
        focused_id = "" if _nullish(active) else _str(active.id)
        motion = self._motion(plan.still)
        before = motion.measure(self.root) if motion is not None and steps else None
        t1 = time.perf_counter()
        for el, step in zip(elements, steps, strict=True):
            if step.how == "attrs":  # the screen's opening tag: its attributes on show
                self._copy_attributes(el, step.html)
            elif step.how == "replace":
                el.outerHTML = step.html
            elif step.how == "remove":
                el.remove()
            else:  # next to an element that may have been redrawn by an earlier step
                where = "afterend" if step.how == "after" else "beforebegin"
                self.document.getElementById(step.target).insertAdjacentHTML(where, step.html)
        t2 = time.perf_counter()
        if motion is not None and before is not None:
            motion.play(self.root, before)
        if focused_id and not active.isConnected:  # it was in a region drawn again
            self.focus(focused_id, quiet=True)
        names = ",".join(step.target for step in steps) or "nothing"
        _log_draw(names, sum(len(step.html) for step in steps), plan, t0, (t0, t1, t2))
        self._frame = plan.regions
        return True

    def _motion(self, still: bool) -> Any:
        """js/motion.mjs when the table may move (the setting on, something moved), else None."""
        return _page_api("schottenMotion") if self.app.prefs.animations and not still else None

    def _copy_attributes(self, el: Any, tag: str) -> None:
        """Give ``el`` exactly the attributes of the opening tag ``tag`` (rendered HTML, parsed
        by the browser in an inert template)."""
        template = self.document.createElement("template")
        template.innerHTML = tag
        drawn = template.content.firstElementChild
        names = {_str(drawn.attributes.item(i).name) for i in range(int(drawn.attributes.length))}
        for name in [_str(el.attributes.item(i).name) for i in range(int(el.attributes.length))]:
            if name not in names:
                el.removeAttribute(name)
        for name in names:
            value = drawn.getAttribute(name)
            if el.getAttribute(name) != value:
                el.setAttribute(name, value)

    def run(self, intent: str, arg: str = "", fields: dict[str, str] | None = None) -> None:
        effects = self.app.handle(intent, arg, fields)
        self.render()
        self.perform(effects)

    # --- the computer's turn ------------------------------------------------------------------

    def schedule_bot(self, delay_ms: int = 0) -> None:
        """If the computer is to move, think in short timer tasks (one slice each) from now on;
        its actions are shown at the pace of ``app.bot_pace`` (settings/URL ``bot_pause_ms``)."""
        import js

        if not self.app.bot_pending():
            if self._bot_since is not None and self._bot_actions:
                # its turn is over: the person's hand is playable again (benchmarks)
                turn = js.Object.new()
                turn.end = js.performance.now()
                turn.actions = self._bot_actions
                if _nullish(getattr(js.window, "schottenBotTurns", None)):
                    js.window.schottenBotTurns = js.Array.new()
                js.window.schottenBotTurns.push(turn)
            self._bot_since = None
            self._bot_actions = 0
            return
        if self._bot_timer is not None:
            return
        if self._bot_since is None:
            self._bot_since = time.perf_counter()
            self._bot_first = True
        self._bot_timer = self.soon(self._bot_tick, delay_ms)

    def _bot_tick(self) -> None:
        import js

        self._bot_timer = None
        if not self.app.bot_pending():
            self._bot_started = None
            self.schedule_bot()
            return
        first = self._bot_started is None  # the decision is also set up in this slice
        if first:
            self._bot_started = time.perf_counter()
        t0 = time.perf_counter()
        action = self.app.bot_think(FIRST_SLICE_MS if first else SLICE_MS)
        step_ms = (time.perf_counter() - t0) * 1000.0
        self._bot_max_slice = max(self._bot_max_slice, step_ms)
        if action is None:
            self.schedule_bot(0)
            return
        since = self._bot_since if self._bot_since is not None else t0
        pause = self.app.bot_pace(_str(js.location.search)).before(action, self._bot_first)
        wait = pause - (time.perf_counter() - since) * 1000.0
        if wait >= 1.0:
            self.schedule_bot(int(wait))  # decided: shown once the pause is over
            return
        t_apply = time.perf_counter()
        changed, effects = self.app.bot_step(0.0)
        if not changed:
            self.schedule_bot(0)
            return
        self._bot_since = time.perf_counter()
        self._bot_first = False
        self._bot_actions += 1
        opp = self.app.opponent
        wall = (t0 - self._bot_started) * 1000.0 + step_ms
        self._bot_started = None
        record = js.Object.new()
        record.level = opp.level if opp is not None else ""
        record.think_ms = opp.thinking_ms if opp is not None else 0.0
        record.plies = opp.searched_plies if opp is not None else 0
        record.wall_ms = wall
        if _nullish(getattr(js.window, "schottenBotMoves", None)):
            js.window.schottenBotMoves = js.Array.new()
        js.window.schottenBotMoves.push(record)
        record.step_ms = step_ms
        record.apply_ms = (time.perf_counter() - t_apply) * 1000.0
        record.wasm_bytes = _wasm_bytes()
        record.max_slice_ms = self._bot_max_slice
        self._bot_max_slice = 0.0
        self._bot_timer = self.soon(lambda: self._bot_shown(effects, record))

    def _bot_shown(self, effects: list[Effect], record: Any) -> None:
        """The computer's action on the board, in the tasks after the one that played and saved
        it: its HTML worked out in this one, drawn in the next (each task stays short on a
        slow device; a drawing made in between, after a tap, supersedes it)."""
        t0 = time.perf_counter()
        plan = self._plan(False)
        drawings = self._drawings
        record.plan_ms = (time.perf_counter() - t0) * 1000.0

        def show() -> None:
            self._bot_timer = None
            t1 = time.perf_counter()
            if self._drawings == drawings:
                self._show(plan)  # schedules the next action after the pause
            else:  # the screen was drawn since: what was worked out may be out of date
                self.render()
            self.perform(effects)
            record.render_ms = (time.perf_counter() - t1) * 1000.0

        self.soon(show)

    def schedule_hint(self) -> None:
        """Learning tools: work out an asked-for hint in short timer tasks (one slice each)."""
        if self._hint_timer is not None or not self.app.hint_pending():
            return
        self._hint_timer = self.soon(self._hint_tick)

    def _hint_tick(self) -> None:
        self._hint_timer = None
        effects = self.app.hint_step(SLICE_MS)
        if effects is None:
            self.schedule_hint()
            return
        self.render()
        self.perform(effects)

    # --- effects -----------------------------------------------------------------------------

    def perform(self, effects: list[Effect]) -> None:
        for effect in effects:
            if isinstance(effect, Announce):
                self.announcer.textContent = ""
                self.announcer.textContent = effect.text
            elif isinstance(effect, Focus):
                self.focus(effect.element_id)
            elif isinstance(effect, Download):
                self.download(effect)
            elif isinstance(effect, PickFile):
                self.pick_file(effect)
            elif isinstance(effect, Sound):
                sound = _page_api("schottenSound")
                if sound is not None and self.app.prefs.sound:
                    sound.play(effect.cue)
            elif isinstance(effect, Later):
                self.later(effect)
            elif isinstance(effect, SetFastStart):
                fast = _fast_start_api()
                if fast is not None:
                    fast.setEnabled(effect.enabled)
            elif isinstance(effect, CopyText):
                self.copy_text(effect.text)
            elif isinstance(effect, AskPersist):
                self.ask_persist(effect.asked)

    def later(self, effect: Later) -> None:
        """Send an intent after a while (a round won on the board, then its result)."""
        import js
        from pyodide.ffi import create_once_callable

        js.setTimeout(create_once_callable(lambda: self.run(effect.intent)), effect.delay_ms)

    # --- the "start faster on this device" setting -------------------------------------------

    def bind_fast_start(self) -> None:
        """Show the setting when the page offers it, and follow what becomes of the snapshot."""
        import js
        from pyodide.ffi import create_proxy

        fast = _fast_start_api()
        if fast is None:
            return
        self.app.fast_start = _fast_start_model(fast.info())
        proxy = create_proxy(self.on_fast_start)
        _proxies.append(proxy)
        js.window.addEventListener("schotten:fast-start", proxy)

    def on_fast_start(self, event: Any) -> None:
        fast = _fast_start_api()
        if fast is None:
            return
        self.app.fast_start = _fast_start_model(fast.info())
        if self.app.screen is Screen.SETTINGS:
            self.render()

    def focus(self, element_id: str, quiet: bool = False) -> None:
        el = self.document.getElementById(element_id)
        if _nullish(el):
            return
        _focus_in_view(el)
        if self.document.activeElement != el:  # not focusable itself (a list): its first button
            inner = el.querySelector("button:not([disabled])")
            if not _nullish(inner):
                _focus_in_view(inner)

    def download(self, effect: Download) -> None:
        import js
        from pyodide.ffi import create_once_callable, to_js

        options = to_js({"type": effect.mime}, dict_converter=js.Object.fromEntries)
        blob = js.Blob.new(to_js([effect.text]), options)
        url = js.URL.createObjectURL(blob)
        link = self.document.createElement("a")
        link.href = url
        link.download = effect.filename
        link.style.display = "none"
        self.document.body.appendChild(link)
        link.click()
        link.remove()
        js.setTimeout(create_once_callable(lambda: js.URL.revokeObjectURL(url)), 2000)

    def pick_file(self, effect: PickFile) -> None:
        from pyodide.ffi import create_proxy

        picker = self.document.getElementById(FILE_INPUT_ID)
        if _nullish(picker):
            picker = self.document.createElement("input")
            picker.type = "file"
            picker.id = FILE_INPUT_ID
            picker.hidden = True
            picker.setAttribute("aria-hidden", "true")
            picker.setAttribute("tabindex", "-1")
            self.document.body.appendChild(picker)

            async def on_change(event: Any) -> None:
                files = picker.files
                if _nullish(files) or files.length == 0:
                    return
                chosen = files.item(0)
                # the bytes (UTF-8 is checked in Python), no more than a backup may hold
                buffer = await chosen.slice(0, MAX_FILE_CHARS + 1).arrayBuffer()
                picker.value = ""
                effects = self.app.import_file(buffer.to_bytes(), _str(chosen.name))
                self.render()
                self.perform(effects)

            handler = create_proxy(on_change)
            _proxies.append(handler)
            picker.addEventListener("change", handler)
        picker.accept = effect.accept
        picker.click()

    # --- events ------------------------------------------------------------------------------

    def on_click(self, event: Any) -> None:
        target = event.target.closest("[data-intent]")
        if _nullish(target) or _str(target.tagName).upper() == "FORM":
            return
        if target.hasAttribute("disabled"):
            return
        event.preventDefault()
        self.run(_str(target.getAttribute("data-intent")), _str(target.getAttribute("data-arg")))

    def on_submit(self, event: Any) -> None:
        form = event.target
        intent = _str(form.getAttribute("data-intent"))
        if not intent:
            return
        event.preventDefault()
        fields: dict[str, str] = {}
        elements = form.elements
        for i in range(int(elements.length)):
            el = elements.item(i)
            name = _str(el.name)
            if not name:
                continue
            if _str(el.type) in ("radio", "checkbox") and not el.checked:
                continue
            fields[name] = _str(el.value)
        self.run(intent, "", fields)

    def on_keydown(self, event: Any) -> None:
        key = _str(event.key)
        if self.app.screen is Screen.REPLAY and key in REPLAY_KEYS:
            self.replay_key(event, key)
            return
        if key == "Escape":
            # Escape backs out of a tactic card's guided play, like its Cancel button
            cancel = self.root.querySelector("#flow-cancel")
            if not _nullish(cancel) and not cancel.disabled:
                event.preventDefault()
                cancel.click()
            return
        if key in ("t", "T") and self._shortcut_ok(event):
            # learning tools: "t" opens and closes the card tracker on the board
            toggle = self.root.querySelector("#btn-tracker")
            if not _nullish(toggle):
                event.preventDefault()
                toggle.click()
            return
        step = {"ArrowRight": 1, "ArrowDown": 1, "ArrowLeft": -1, "ArrowUp": -1}.get(key)
        if step is None:
            return
        active = self.document.activeElement
        if _nullish(active):
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
        if _nullish(active):
            return True
        return _str(active.tagName).lower() not in ("input", "textarea", "select")

    def on_dragstart(self, event: Any) -> None:
        target = event.target.closest('[data-intent="select"]')
        if _nullish(target):
            return
        card = _str(target.getAttribute("data-arg"))
        game = self.app.board_game()  # a lesson's or a puzzle's board too
        if not card or game is None:
            return
        self.drag_card = card
        if not _nullish(event.dataTransfer):
            event.dataTransfer.setData("text/plain", card)
            event.dataTransfer.effectAllowed = "move"
        # Open the legal sides in place (a re-render now would cancel the drag).
        try:
            parsed = parse_card(card)
        except InvalidCardError:
            return
        for stone in game.placeable_stones(parsed):
            side = self.document.getElementById(f"side-{stone}")
            if not _nullish(side):
                side.removeAttribute("disabled")
                side.classList.add("placeable")

    def _drop_target(self, event: Any) -> Any:
        if self.drag_card is None:
            return None
        target = event.target.closest("button.side.placeable")
        return None if _nullish(target) else target

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
        self.run("place", _str(target.getAttribute("data-arg")), {"card": card})

    def on_dragend(self, event: Any) -> None:
        if self.drag_card is not None:  # dropped nowhere: restore the board as it was
            self.drag_card = None
            self.render()

    def on_storage(self, event: Any) -> None:
        """Another page of this origin wrote ``localStorage``."""
        key = event.key
        changed, effects = self.app.storage_changed(None if _nullish(key) else _str(key))
        if changed:
            self.render()
            self.perform(effects)

    def on_hashchange(self, event: Any) -> None:
        """A link (``#replay=…``) pasted into this tab while it shows the game: opened as on a
        fresh load (another fragment changes nothing)."""
        import js

        self.app.page_url = _str(js.location.href)
        effects = self.app.open_link(_str(js.location.hash))
        if effects:
            self.render()
            self.perform(effects)

    def bind(self) -> None:
        import js
        from pyodide.ffi import create_proxy

        for name, fn in (("storage", self.on_storage), ("hashchange", self.on_hashchange)):
            window_proxy = create_proxy(fn)
            _proxies.append(window_proxy)
            js.window.addEventListener(name, window_proxy)

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
            proxy = create_proxy(fn)
            _proxies.append(proxy)
            self.root.addEventListener(name, proxy)

    # --- the replay viewer and the review (#14) ----------------------------------------------

    def replay_key(self, event: Any, key: str) -> None:
        """Left/Right step, Home/End jump, wherever the focus is in the viewer but a form
        field (the slider moves by itself and reports with ``change``)."""
        active = self.document.activeElement
        tag = "" if _nullish(active) else _str(active.tagName).upper()
        if tag in ("INPUT", "TEXTAREA", "SELECT"):
            return
        event.preventDefault()
        intent, arg = REPLAY_KEYS[key]
        self.run(intent, arg)

    def on_pointer(self, event: Any) -> None:
        self._pressed = _str(event.type) == "pointerdown"

    def on_change(self, event: Any) -> None:
        target = event.target
        if _str(target.type) != "range" or not target.hasAttribute("data-intent"):
            return
        self.run(_str(target.getAttribute("data-intent")), _str(target.value))

    def copy_text(self, text: str) -> None:
        """The clipboard when the page has one (then ``app.link_copied``), else the link is
        shown in a read-only field to copy."""
        import asyncio

        import js

        clipboard = getattr(js.navigator, "clipboard", None)
        if _nullish(clipboard) or _nullish(getattr(clipboard, "writeText", None)):
            self._copied(False)
            return

        async def write() -> None:
            try:
                await clipboard.writeText(text)
            except Exception:
                self._copied(False)
                return
            self._copied(True)

        _tasks.add(task := asyncio.ensure_future(write()))  # kept until it is done
        task.add_done_callback(_tasks.discard)

    # --- whether the browser keeps the saved games (#29) --------------------------------------

    def _storage_manager(self) -> Any:
        """``navigator.storage`` when it can be asked to persist, else None."""
        import js

        manager = getattr(js.navigator, "storage", None)
        if _nullish(manager) or _nullish(getattr(manager, "persist", None)):
            return None
        return manager

    def bind_persistence(self) -> None:
        """Learn whether the browser keeps this site's storage (``persisted()``), for Settings."""
        import asyncio

        manager = self._storage_manager()
        if manager is None:
            self.app.persistence_known("unsupported")
            return

        async def check() -> None:
            try:
                kept = bool(await manager.persisted())
            except Exception:
                return
            self.app.persistence_known("granted" if kept else "not_granted")
            if self.app.screen is Screen.SETTINGS:
                self.render()

        _tasks.add(task := asyncio.ensure_future(check()))
        task.add_done_callback(_tasks.discard)

    def ask_persist(self, asked: bool) -> None:
        """``navigator.storage.persist()`` (called within the tap that saved a game, or that
        asked from Settings: a browser that prompts needs that); the answer goes to the app."""
        import asyncio

        manager = self._storage_manager()
        if manager is None:
            return
        answer = manager.persist()  # now, inside the tap; awaited below

        async def wait() -> None:
            try:
                granted = bool(await answer)
            except Exception:
                granted = False
            effects = self.app.persistence_answer(granted, asked)
            if self.app.screen is Screen.SETTINGS:
                self.render()
            self.perform(effects)

        _tasks.add(task := asyncio.ensure_future(wait()))
        task.add_done_callback(_tasks.discard)

    def _copied(self, ok: bool) -> None:
        effects = self.app.link_copied(ok)
        self.render()
        self.perform(effects)

    def schedule_review(self) -> None:
        """While a review runs in the viewer, one slice of it per timer task (as the
        computer's thinking); the screen is drawn again at most once a second."""
        if self._review_timer is not None or not self.app.review_pending():
            return
        if self._review_started is None:
            self._review_started = time.perf_counter()
            self._review_max_slice = 0.0
            self._review_slices = 0
        self._review_timer = self.soon(self._review_tick)

    def _review_tick(self) -> None:
        import js

        self._review_timer = None
        if not self.app.review_pending():
            self._review_started = None  # cancelled, or the viewer was left
            return
        t0 = time.perf_counter()
        changed, effects = self.app.review_step(SLICE_MS)
        slice_ms = (time.perf_counter() - t0) * 1000.0
        self._review_max_slice = max(self._review_max_slice, slice_ms)
        self._review_slices += 1
        over = not self.app.review_pending()
        if over and self._review_started is not None:
            record = js.Object.new()  # for the browser tests and the benchmark
            record.wall_ms = (time.perf_counter() - self._review_started) * 1000.0
            record.max_slice_ms = self._review_max_slice
            record.slices = self._review_slices
            session = self.app.replay
            record.decisions = (
                len(session.review.decisions)
                if session is not None and session.review is not None
                else 0
            )
            if _nullish(getattr(js.window, "schottenReviews", None)):
                js.window.schottenReviews = js.Array.new()
            js.window.schottenReviews.push(record)
            self._review_started = None
        now = time.perf_counter()
        # drawn again at most every second, and never under a finger or a button held down
        # (a click lands on the element it started on); the drawing is a task of its own, so
        # that no task holds a slice and a drawing together
        if changed and (over or (now - self._review_rendered > 1.0 and not self._pressed)):
            self._review_rendered = now
            self._review_timer = self.soon(lambda: self._review_draw(effects))
        else:
            self.schedule_review()

    def _review_draw(self, effects: list[Effect]) -> None:
        self._review_timer = None
        self.render(still=True)  # only the review's region, most often; schedules the next slice
        self.perform(effects)


REPLAY_KEYS = {
    "ArrowLeft": ("replay-step", "-1"),
    "ArrowRight": ("replay-step", "1"),
    "Home": ("replay-go", "start"),
    "End": ("replay-go", "end"),
}
"""The replay viewer's keys (#14), wherever the focus is in it but a form field."""


@dataclass(frozen=True)
class _Plan:
    """A drawing worked out (``DomApp._plan``): the screen's regions, the steps that redraw
    them (None: draw the whole ``html``), whether nothing moves, when it began and ended."""

    regions: tuple[object, dict[str, str]] | None
    steps: list[drawn.Change] | None
    html: str
    still: bool
    start: float
    planned: float


def _fast_start_api() -> Any:
    """js/pyodide-early.mjs's side of the setting, or None (another interpreter module)."""
    import js

    fast = getattr(js, "schottenFastStart", None)
    return None if _nullish(fast) else fast


def _log_draw(
    what: str, chars: int, plan: _Plan, shown: float, marks: tuple[float, ...] = ()
) -> None:
    """For the benchmarks (``window.schottenDraws``, an array they set): each drawing's
    Python time (the screen's HTML, :meth:`DomApp._plan`) and the page's (inserting it, the
    motion, focus; from ``shown``, maybe a task later); ``marks``: the times of its steps (the
    boxes measured, the HTML inserted, the motion started), each drawing's ``steps_ms`` from
    one to the next and to the end."""
    import js
    from pyodide.ffi import to_js

    draws = getattr(js.window, "schottenDraws", None)
    if _nullish(draws):
        return
    draw = js.Object.new()
    draw.what = what
    draw.chars = chars
    draw.python_ms = (plan.planned - plan.start) * 1000.0
    end = time.perf_counter()
    draw.page_ms = (end - shown) * 1000.0
    steps = [(b - a) * 1000.0 for a, b in zip(marks, (*marks[1:], end), strict=True)]
    draw.steps_ms = to_js(steps)
    draw.at = js.performance.now()
    draws.push(draw)


def _page_api(name: str) -> Any:
    """A global of the page's own modules (js/motion.mjs, js/sound.mjs), or None."""
    import js

    api = getattr(js, name, None)
    return None if _nullish(api) else api


def _fast_start_model(info: Any) -> FastStartModel | None:
    if not info.available:
        return None
    return FastStartModel(bool(info.enabled), _str(info.state), int(info.bytes or 0))


def _storage() -> tuple[Storage, bool]:
    """``localStorage`` if the browser allows it (a full one too), else a memory store (and
    say so)."""
    import js

    return probe_local_storage(lambda: js.window.localStorage)


def _languages() -> list[str]:
    import js

    nav = js.navigator
    found = [str(x) for x in nav.languages] if not _nullish(nav.languages) else []
    single = _str(nav.language)
    return found or ([single] if single else [])


_date_formats: dict[str, Any] = {}


def intl_date(when: float, lang: str) -> str:
    """A date and time in the language's own format (``Intl.DateTimeFormat``, the browser's
    time zone): "Dec 1, 2026, 9:25 AM", "1 déc. 2026, 09:25"…"""
    import js
    from pyodide.ffi import to_js

    if lang not in _date_formats:
        options = to_js(
            {"dateStyle": "medium", "timeStyle": "short"}, dict_converter=js.Object.fromEntries
        )
        _date_formats[lang] = js.Intl.DateTimeFormat.new(lang, options)
    return str(_date_formats[lang].format(js.Date.new(when * 1000.0)))


def mount(root_id: str = ROOT_ID) -> Page:
    """Create the app in ``<main id="app">`` and bind the page; returns the mounted page."""
    import js

    root = js.document.getElementById(root_id)
    if _nullish(root):
        raise RuntimeError(f"no element with id {root_id!r} in the page")
    storage, persistent = _storage()
    app = App(storage, _languages(), time.time, lambda: secrets.randbits(31), intl_date)
    page = Page(app, root)
    page.bind()
    page.bind_fast_start()
    page.bind_persistence()  # #29
    # a shared game's link (#14): read at mount, shown read only, nothing stored unless asked
    app.page_url = _str(js.location.href)
    app.page_query = _str(js.location.search)
    link_effects = app.open_link(_str(js.location.hash))
    page.render()
    page.perform(link_effects)
    page.soon(_load_bot_tables)
    if not persistent:
        from .model import Message

        app.notices.append(Message("storage.unavailable", {}, "error"))
        page.render()
    return page


def _load_bot_tables() -> None:
    """The computer's tables (a module of constants, compiled when first imported), in a task
    of their own once the first screen is drawn, not in the first slice of its first decision
    (about 30 ms on a device four times slower). Then everything loaded so far (the
    interpreter's modules, the game's, the tables) is moved out of reach of the cyclic garbage
    collector's scans (``gc.freeze``): a full collection during the computer's thinking scans
    only what was made since (on CPython, during three tactical games against hard: the
    longest full collection 20.7 ms without, 6.7 ms with)."""
    import gc

    from schotten.bots import playout

    playout.ensure_tables()
    gc.freeze()


def _focus_in_view(el: Any) -> None:
    """Focus ``el`` and scroll only as far as needed to show it (the browser's own scrolling
    on focus can move a board that already shows the element)."""
    import js
    from pyodide.ffi import to_js

    el.focus(to_js({"preventScroll": True}, dict_converter=js.Object.fromEntries))
    box = el.getBoundingClientRect()
    if box.top < 0 or box.bottom > js.window.innerHeight:
        el.scrollIntoView(to_js({"block": "nearest"}, dict_converter=js.Object.fromEntries))
