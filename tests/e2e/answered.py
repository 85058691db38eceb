"""Each input a test makes waits until the game has answered it; every page the tests open asks
for the game's figures (``INSTRUMENT_JS``: js/instrument.mjs, <html data-pending> among them).

In the page's own Python (PyScript) a tap was answered within its event: when ``click()``
returned, the DOM showed the new screen. With Python in a worker (js/table.mjs) the answer is a
message later; the page says how many of its messages are still unanswered on
``<html data-pending>``. These wrappers make Playwright's input calls wait for that, so that the
tests assert the same things either way (``install()`` is called by conftest.py)."""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Callable
from typing import Any

from playwright.sync_api import (
    Browser,
    BrowserContext,
    BrowserType,
    Error,
    Keyboard,
    Locator,
    Mouse,
    Page,
    Touchscreen,
)

INSTRUMENT_JS = "window.schotten = { instrument: true };"
"""Before the page's scripts: the figures for the tests and benchmarks on (js/shell.js)."""

ANSWERED = "() => !document.documentElement.hasAttribute('data-pending')"
WAIT_MS = 30_000

PAGE_INPUTS = (
    "click",
    "dblclick",
    "tap",
    "press",
    "fill",
    "type",
    "select_option",
    "check",
    "uncheck",
    "set_checked",
    "dispatch_event",
    "drag_and_drop",
    "set_input_files",
)
LOCATOR_INPUTS = (*PAGE_INPUTS, "drag_to", "press_sequentially", "select_text")
DEVICE_INPUTS = {
    Keyboard: ("press", "type", "insert_text", "up"),
    Mouse: ("click", "up"),
    Touchscreen: ("tap",),
}


def settle(page: Page | None) -> None:
    """Wait until the page has no message unanswered (at once when Python runs in the page)."""
    if page is None or page.is_closed():
        return
    with contextlib.suppress(Error):  # the page navigated or closed: nothing to wait for
        page.wait_for_function(ANSWERED, timeout=WAIT_MS, polling=10)


def _wrap(method: Callable[..., Any], owner: Callable[[Any], Page | None]) -> Callable[..., Any]:
    @functools.wraps(method)
    def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
        result = method(self, *args, **kwargs)
        settle(owner(self))
        return result

    wrapper.__schotten_answered__ = True  # type: ignore[attr-defined]
    return wrapper


def _device_page(device: Any) -> Page | None:
    page: Page | None = getattr(device, "_schotten_page", None)
    return page


def _instrumented(method: Callable[..., Any], context: Callable[[Any], BrowserContext]) -> Any:
    @functools.wraps(method)
    def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
        result = method(self, *args, **kwargs)
        context(result).add_init_script(INSTRUMENT_JS)
        return result

    return wrapper


def instrument() -> None:
    """Every context and page made from now on asks for the figures (once; the benchmarks)."""
    if getattr(Browser.new_context, "__wrapped__", None) is not None:
        return
    Browser.new_context = _instrumented(Browser.new_context, lambda context: context)  # type: ignore[method-assign]
    Browser.new_page = _instrumented(Browser.new_page, lambda page: page.context)  # type: ignore[method-assign]
    BrowserType.launch_persistent_context = _instrumented(  # type: ignore[method-assign]
        BrowserType.launch_persistent_context, lambda context: context
    )


def install() -> None:
    """Wrap the input calls of Page, Locator, Keyboard, Mouse and Touchscreen (once), and ask for
    the figures in every page (:func:`instrument`)."""
    instrument()
    if getattr(Page.click, "__schotten_answered__", False):
        return
    for name in PAGE_INPUTS:
        setattr(Page, name, _wrap(getattr(Page, name), lambda page: page))
    for name in LOCATOR_INPUTS:
        if hasattr(Locator, name):
            setattr(Locator, name, _wrap(getattr(Locator, name), lambda locator: locator.page))
    for cls, names in DEVICE_INPUTS.items():
        for name in names:
            setattr(cls, name, _wrap(getattr(cls, name), _device_page))
    for prop in ("keyboard", "mouse", "touchscreen"):
        original = getattr(Page, prop)

        def getter(page: Page, original: Any = original) -> Any:
            device = original.fget(page)
            device._schotten_page = page
            return device

        setattr(Page, prop, property(getter))
