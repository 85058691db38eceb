"""The one small HTML builder every screen uses: every text and attribute value escaped,
every control a real ``<button>`` (or form field) with an accessible name and
``data-intent``/``data-arg`` attributes that :mod:`ui.dom` turns into ``App.handle`` calls."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from .. import ids

if TYPE_CHECKING:
    from ..i18n import Translator


def e(value: object) -> str:
    """Escape text and attribute values."""
    return escape(str(value), quote=True)


def attrs(**attrs: object) -> str:
    """Attributes from keywords (``class_`` -> ``class``, ``data_arg`` -> ``data-arg``);
    ``None``/``False`` leave one out, ``True`` writes it bare."""
    out = []
    for name, value in attrs.items():
        if value is None or value is False:
            continue
        key = "-".join(name.rstrip("_").split("_"))
        out.append(f" {key}" if value is True else f' {key}="{e(value)}"')
    return "".join(out)


def attribute_pairs(**attrs: object) -> tuple[tuple[str, str], ...]:
    """The attributes :func:`attrs` writes, as (name, value) pairs (a bare one's value is
    ``""``), for the page to set as data."""
    return tuple(
        ("-".join(name.rstrip("_").split("_")), "" if value is True else str(value))
        for name, value in attrs.items()
        if value is not None and value is not False
    )


def opening_tag(tag: str, pairs: tuple[tuple[str, str], ...]) -> str:
    """``<tag name="value" ...>`` from :func:`attribute_pairs`."""
    return f"<{tag}" + "".join(f' {k}="{e(v)}"' for k, v in pairs) + ">"


def button(
    label: str,
    intent: str,
    arg: object = "",
    *,
    cls: str = "btn",
    aria_label: str | None = None,
    disabled: bool = False,
    id_: str | None = None,
    inner_html: str | None = None,
    **extra: object,
) -> str:
    """A real button; its visible text (or ``aria_label``) is its accessible name."""
    written = attrs(
        type="button",
        class_=cls,
        id=id_,
        data_intent=intent,
        data_arg=arg if arg != "" else None,
        aria_label=aria_label,
        disabled=disabled,
        **extra,
    )
    content = inner_html if inner_html is not None else e(label)
    return f"<button{written}>{content}</button>"


def heading(text: str, level: int = 1) -> str:
    if level == 1:
        return f'<h1 id="{ids.SCREEN_TITLE}" tabindex="-1">{e(text)}</h1>'
    return f"<h{level}>{e(text)}</h{level}>"


def radio(name: str, value: str, label: str, checked: bool, vs_computer: str = "") -> str:
    """A radio button; ``vs_computer`` is its label while the computer is the opponent (the
    form's CSS shows one of the two, so the accessible name is the one in view)."""
    written = attrs(type="radio", name=name, value=value, id=f"{name}-{value}", checked=checked)
    text = two_ways(label, vs_computer) if vs_computer else f"<span>{e(label)}</span>"
    return f'<label class="choice" for="{e(name)}-{e(value)}"><input{written}> {text}</label>'


def two_ways(people: str, computer: str) -> str:
    """A label for a game between people and one for a game against the computer."""
    return (
        f'<span class="for-people">{e(people)}</span>'
        f'<span class="for-computer">{e(computer)}</span>'
    )


def setting_group(cls: str, title: tuple[str, str], body: str, status: tuple[str, str]) -> str:
    """A group of the settings: its heading (``title``: its id and text), its controls
    (``body``, HTML) and the line under them that says what the setting does (``status``: its
    id and text; the controls' ``aria-describedby``)."""
    (title_id, heading_text), (status_id, status_text) = title, status
    return (
        f'<section class="setting-group {e(cls)}" aria-labelledby="{e(title_id)}">'
        f'<h2 id="{e(title_id)}">{e(heading_text)}</h2>{body}'
        f'<p id="{e(status_id)}" class="setting-status">{e(status_text)}</p></section>'
    )


def switch(
    label: str,
    intent: str,
    on: bool,
    t: Translator,
    *,
    id_: str,
    aria_describedby: str | None = None,
) -> str:
    """An on/off setting: a ``<button role="switch">`` with ``aria-checked``, drawn as a track
    and a thumb beside the label, with the state's word ("On", "Off") in view so that colour
    is not the only cue. A tap sends ``intent`` with the state it asks for (``off``
    when on). Its accessible name is the label (the track and the word are hidden from screen
    readers, which hear the state from ``aria-checked``)."""
    written = attrs(
        type="button",
        role="switch",
        class_="switch",
        id=id_,
        aria_checked="true" if on else "false",
        aria_describedby=aria_describedby,
        data_intent=intent,
        data_arg="off" if on else "on",
    )
    word = t("settings.on") if on else t("settings.off")
    return (
        f'<button{written}><span class="switch-label">{e(label)}</span>'
        '<span class="switch-track" aria-hidden="true"><span class="switch-thumb"></span></span>'
        f'<span class="switch-state" aria-hidden="true">{e(word)}</span>'
        "</button>"
    )
