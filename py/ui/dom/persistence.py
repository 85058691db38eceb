"""What the browser keeps of the game on this device:

- whether it keeps this site's storage (#29): ``navigator.storage.persisted()`` at mount, for
  Settings, and ``persist()`` when a saved game or Settings asks (``AskPersist``);
- the "start faster on this device" setting: ``schotten.fastStart`` of
  js/pyodide-early.mjs (the memory snapshot), whose ``schotten:fast-start`` events update the
  settings screen; ``SetFastStart`` turns it on or off.
"""

from __future__ import annotations

from typing import Any

from ..app import App, Screen
from ..model import FastStartModel
from .bridge import Host, keep, nullish, page_api, spawn


class Persistence:
    """The storage kept or not, and the fast start, told to the app (Settings shows them)."""

    def __init__(self, app: App, host: Host) -> None:
        self.app = app
        self.host = host

    # --- whether the browser keeps the saved games (#29) --------------------------------------

    def _storage_manager(self) -> Any:
        """``navigator.storage`` when it can be asked to persist, else None."""
        import js

        manager = getattr(js.navigator, "storage", None)
        if nullish(manager) or nullish(getattr(manager, "persist", None)):
            return None
        return manager

    def bind_persistence(self) -> None:
        """Learn whether the browser keeps this site's storage (``persisted()``), for Settings."""
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
                self.host.render()

        spawn(check())

    def ask_persist(self, asked: bool) -> None:
        """``navigator.storage.persist()`` (called within the tap that saved a game, or that
        asked from Settings: a browser that prompts needs that); the answer goes to the app."""
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
                self.host.render()
            self.host.perform(effects)

        spawn(wait())

    # --- the "start faster on this device" setting -------------------------------------------

    def bind_fast_start(self) -> None:
        """Show the setting when the page offers it, and follow what becomes of the snapshot."""
        import js
        from pyodide.ffi import create_proxy

        fast = page_api("fastStart")
        if fast is None:
            return
        self.app.fast_start = fast_start_model(fast.info().to_py())
        js.window.addEventListener("schotten:fast-start", keep(create_proxy(self.on_fast_start)))

    def on_fast_start(self, event: Any) -> None:
        fast = page_api("fastStart")
        if fast is None:
            return
        self.app.fast_start = fast_start_model(fast.info().to_py())
        if self.app.screen is Screen.SETTINGS:
            self.host.render()

    def set_fast_start(self, enabled: bool) -> None:
        """The setting turned on or off (js/pyodide-early.mjs makes or drops the snapshot)."""
        fast = page_api("fastStart")
        if fast is not None:
            fast.setEnabled(enabled)


def fast_start_model(info: dict[str, Any] | None) -> FastStartModel | None:
    """The "start faster" setting as the page reports it (js/fast-start.mjs's ``info()``, as a
    dict); None where the page cannot offer it."""
    if not info or not info.get("available"):
        return None
    return FastStartModel(
        bool(info.get("enabled")), str(info.get("state") or ""), int(info.get("bytes") or 0)
    )
