"""The effects the app returns (``ui.effects``), performed on the page: an aria-live
announcement, the focus, a download, the file picker, a sound cue (``schotten.sound``,
js/sound.mjs, while the "Sound" setting is on), an intent sent later from a timer, the
clipboard; the "start faster" setting and the request to keep the storage go to
:class:`~ui.dom.persistence.Persistence`."""

from __future__ import annotations

from typing import Any

from ..app import App
from ..backup import MAX_CHARS as MAX_FILE_CHARS
from ..effects import (
    Announce,
    AskPersist,
    CopyText,
    Download,
    Effect,
    Focus,
    Later,
    PickFile,
    Reveal,
    SetFastStart,
    Sound,
)
from .bridge import Host, focus, keep, nullish, page_api, reveal, spawn, text
from .persistence import Persistence

ANNOUNCER_ID = "announcer"
FILE_INPUT_ID = "import-file"


class Performer:
    """Performs effects; owns the aria-live announcer (made at once if the page has none)."""

    def __init__(self, app: App, host: Host, persistence: Persistence) -> None:
        import js

        self.app = app
        self.host = host
        self.persistence = persistence
        self.document = js.document
        self.announcer = self._ensure_announcer()

    def _ensure_announcer(self) -> Any:
        el = self.document.getElementById(ANNOUNCER_ID)
        if nullish(el):
            el = self.document.createElement("div")
            el.id = ANNOUNCER_ID
            el.className = "sr-only"
            el.setAttribute("aria-live", "polite")
            el.setAttribute("role", "status")
            self.document.body.appendChild(el)
        return el

    def perform(self, effects: list[Effect]) -> None:
        for effect in effects:
            if isinstance(effect, Announce):
                self.announcer.textContent = ""
                self.announcer.textContent = effect.text
            elif isinstance(effect, Focus):
                focus(self.document, effect.element_id)
            elif isinstance(effect, Reveal):
                reveal(self.document, effect.element_id)
            elif isinstance(effect, Download):
                self.download(effect)
            elif isinstance(effect, PickFile):
                self.pick_file(effect)
            elif isinstance(effect, Sound):
                sound = page_api("sound")
                if sound is not None and self.app.prefs.sound:
                    sound.play(effect.cue)
            elif isinstance(effect, Later):
                self.later(effect)
            elif isinstance(effect, SetFastStart):
                self.persistence.set_fast_start(effect.enabled)
            elif isinstance(effect, CopyText):
                self.copy_text(effect.text)
            elif isinstance(effect, AskPersist):
                self.persistence.ask_persist(effect.asked)

    def later(self, effect: Later) -> None:
        """Send an intent after a while (a round won on the board, then its result)."""
        import js
        from pyodide.ffi import create_once_callable

        js.setTimeout(create_once_callable(lambda: self.host.run(effect.intent)), effect.delay_ms)

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
        if nullish(picker):
            picker = self.document.createElement("input")
            picker.type = "file"
            picker.id = FILE_INPUT_ID
            picker.hidden = True
            picker.setAttribute("aria-hidden", "true")
            picker.setAttribute("tabindex", "-1")
            self.document.body.appendChild(picker)

            async def on_change(event: Any) -> None:
                files = picker.files
                if nullish(files) or files.length == 0:
                    return
                chosen = files.item(0)
                # the bytes (UTF-8 is checked in Python), no more than a backup may hold
                buffer = await chosen.slice(0, MAX_FILE_CHARS + 1).arrayBuffer()
                picker.value = ""
                effects = self.app.import_file(buffer.to_bytes(), text(chosen.name))
                self.host.render()
                self.host.perform(effects)

            picker.addEventListener("change", keep(create_proxy(on_change)))
        picker.accept = effect.accept
        picker.click()

    def copy_text(self, value: str) -> None:
        """The clipboard when the page has one (then ``app.link_copied``), else the link is
        shown in a read-only field to copy."""
        import js

        clipboard: Any = getattr(js.navigator, "clipboard", None)
        if nullish(clipboard) or nullish(getattr(clipboard, "writeText", None)):
            self._copied(False)
            return

        async def write() -> None:
            try:
                await clipboard.writeText(value)
            except Exception:
                self._copied(False)
                return
            self._copied(True)

        spawn(write())

    def _copied(self, ok: bool) -> None:
        effects = self.app.link_copied(ok)
        self.host.render()
        self.host.perform(effects)
