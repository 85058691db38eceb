"""Two devices at one table (#45): the pairing screen, and the "Allow play over the internet"
field its forms share.

The QR code is a ``<canvas>`` the page draws (``ui.effects.DrawQr``), and the camera a
``<video>`` it fills (``ui.effects.Scan``): the screen is drawn in regions (the status line, the
camera, the field for the other device's code) so that neither is drawn again while the
pairing goes on. Nothing here sets ``<html data-peer>``: the page does.
"""

from __future__ import annotations

from dataclasses import replace

from .. import ids
from ..i18n import Translator
from ..model import PairModel
from ..narrate import message_text
from .common import deal_bar
from .html import attrs, button, e, heading, setting_group, switch

STATUS, SCANNER, ENTRY = ids.PAIR_STATUS, "pair-scanner", "pair-entry"
AGAIN_FIELD = "again"
"""The field of the failed pairing's button: its form was sent (the page sends a form's
named elements, its button too), so its checkbox says the setting, ticked or not."""


def internet_field(on: bool, t: Translator) -> str:
    """The checkbox "Allow play over the internet" and its help line (what it lets out)."""
    box = attrs(
        type="checkbox",
        id="peer-internet",
        name="internet",
        value="on",
        checked=on,
        aria_describedby="peer-internet-help",
    )
    return (
        '<div class="field check-field">'
        f'<label class="choice" for="peer-internet"><input{box}> '
        f"<span>{e(t('pair.internet'))}</span></label>"
        f'<p class="field-help" id="peer-internet-help">{e(t("pair.internet.help"))}</p></div>'
    )


def internet_setting(on: bool, t: Translator) -> str:
    """The settings' group on two devices: "Allow play over the internet" as a switch, and
    what it lets out."""
    toggle = switch(
        t("pair.internet"),
        "peer-internet",
        on,
        t,
        id_=ids.PEER_INTERNET_SETTING,
        aria_describedby="peer-internet-status",
    )
    title = ("two-devices-title", t("start.two_devices"))
    status = ("peer-internet-status", t("pair.internet.help"))
    return setting_group("two-devices-group", title, toggle, status)


def _title(model: PairModel, t: Translator) -> str:
    if model.repair:
        return t("pair.title.repair")
    return t("pair.title.host" if model.offers else "pair.title.guest")


def pairing_status(model: PairModel, t: Translator) -> str:
    """The status line, said as it changes (``aria-live``), in words, its tone a class."""
    status = model.status
    text = message_text(status, t) if status is not None else ""
    tone = status.tone if status is not None else "info"
    waiting = (
        " waiting" if tone == "info" and model.phase in ("making", "showing", "connecting") else ""
    )
    return (
        f'<p id="{STATUS}" class="pair-status tone-{tone}{waiting}" role="status" '
        'aria-live="polite">'
        f"{e(text)}{'' if model.deal is None else ' ' + deal_bar(model.deal, t)}</p>"
    )


def pairing_scanner(model: PairModel, t: Translator) -> str:
    """The camera that reads the other device's QR code, and its on/off button."""
    label = t("pair.scan_stop" if model.scanning else "pair.scan")
    video = (
        f'<video id="{ids.PAIR_VIDEO}" class="pair-video" autoplay muted playsinline '
        f'aria-label="{e(t("pair.video"))}"></video>'
        if model.scanning
        else ""
    )
    scan = button(label, "pair-scan", cls="btn secondary", id_=ids.PAIR_SCAN)
    return f'<div id="{SCANNER}" class="pair-scanner">{video}{scan}</div>'


def pairing_entry(model: PairModel, t: Translator) -> str:
    """The field the other device's code is pasted in (or filled by the camera)."""
    area = attrs(
        id=ids.PAIR_INPUT,
        name="code",
        rows=3,
        autocomplete="off",
        autocapitalize="off",
        spellcheck="false",
        class_="pair-input",
    )
    return (
        f'<form id="{ENTRY}" class="pair-entry" data-intent="pair-connect">'
        f'<label for="{ids.PAIR_INPUT}">{e(t("pair.input"))}</label>'
        f"<textarea{area}>{e(model.entered)}</textarea>"
        f'<button type="submit" class="btn primary" id="{ids.PAIR_CONNECT}">'
        f"{e(t('pair.connect'))}</button></form>"
    )


def pairing_frame(model: PairModel) -> PairModel:
    """What of the model the screen outside its regions is drawn from (equal frames: only the
    regions are redrawn)."""
    phase = "showing" if model.phase == "connecting" else model.phase
    return replace(model, phase=phase, status=None, entered="", scanning=False)


def pairing_regions(model: PairModel, t: Translator) -> dict[str, str]:
    """The screen's regions, by id, as :func:`pairing_screen` draws them."""
    parts = {STATUS: pairing_status(model, t)}
    if _reads_code(model):
        parts[SCANNER] = pairing_scanner(model, t)
        parts[ENTRY] = pairing_entry(model, t)
    return parts


def _reads_code(model: PairModel) -> bool:
    return model.offers and model.phase in ("showing", "connecting")


def _code_block(model: PairModel, t: Translator) -> str:
    """This device's code: its QR code, as text to copy or share, and its size."""
    qr_label = t("pair.qr.host" if model.offers else "pair.qr.guest")
    size = ""
    if model.size is not None:
        count, version = model.size
        bytes_ = t("pair.bytes", n=count)
        size = f'<p class="pair-size">{e(t("pair.size", bytes=bytes_, version=version))}</p>'
    what = "link" if model.offers else "code"
    return (
        f'<canvas id="{ids.PAIR_QR}" class="pair-qr" role="img" aria-label="{e(qr_label)}" '
        'width="300" height="300"></canvas>'
        '<div class="pair-code-box">'
        f'<span class="pair-code-label" id="pair-code-label">{e(t(f"pair.{what}.label"))}</span>'
        f'<output id="{ids.PAIR_CODE}" class="pair-code" aria-labelledby="pair-code-label" '
        f'tabindex="0">{e(model.link)}</output></div>'
        f"{size}"
        '<div class="pair-actions">'
        + button(t(f"pair.copy.{what}"), "pair-copy", cls="btn secondary", id_=ids.PAIR_COPY)
        + button(t(f"pair.share.{what}"), "pair-share", cls="btn secondary", id_=ids.PAIR_SHARE)
        + "</div>"
    )


def _step(number: int, title: str, body: str) -> str:
    return (
        f'<section class="pair-step" aria-labelledby="pair-step{number}-title">'
        f'<h2 id="pair-step{number}-title">{e(title)}</h2>{body}</section>'
    )


def _body(model: PairModel, t: Translator) -> str:
    if model.phase == "form":
        return (
            f'<p class="pair-intro">{e(t("pair.guest.intro"))}</p>'
            '<form class="pair-form" data-intent="pair-join" id="pair-join-form">'
            f'<div class="field"><label for="{ids.PAIR_NAME}">{e(t("pair.name"))}</label>'
            f'<input id="{ids.PAIR_NAME}" name="name" type="text" maxlength="24" '
            f'autocomplete="off" value="{e(model.name)}"></div>'
            f"{internet_field(model.internet, t)}"
            '<button type="submit" class="btn primary big" id="btn-pair-join">'
            f"{e(t('pair.guest.join'))}</button></form>"
        )
    if model.phase in ("failed", "lost"):
        # a guest that failed answers the same code again; a lost channel needs a new code
        again = "pair.again" if model.offers or model.phase == "lost" else "pair.retry"
        if model.phase == "lost":
            return (
                '<div class="pair-actions">'
                + button(t(again), "pair-again", cls="btn primary big", id_="btn-pair-again")
                + "</div>"
            )
        # a pairing that failed: what its words suggest (play over the internet) at hand
        return (
            '<form class="pair-form" data-intent="pair-again" id="pair-again-form">'
            f"{internet_field(model.internet, t)}"
            f'<button type="submit" class="btn primary big" id="btn-pair-again" '
            f'name="{AGAIN_FIELD}" value="on">'
            f"{e(t(again))}</button></form>"
        )
    if not model.code or model.phase == "connected":
        return ""
    if not model.offers:
        shown = _step(1, t("pair.guest.show"), _code_block(model, t))
        return f'<div class="pair-steps one">{shown}</div>'
    first = _step(1, t("pair.step1"), _code_block(model, t))
    second = _step(2, t("pair.step2"), pairing_scanner(model, t) + pairing_entry(model, t))
    return f'<div class="pair-steps">{first}{second}</div>'


def pairing_screen(model: PairModel, t: Translator) -> str:
    """The pairing screen of one device (see :class:`ui.model.PairModel`): its title, its
    status line, what this phase shows, and Cancel."""
    cancel = button(t("common.cancel"), "pair-cancel", cls="btn secondary", id_="btn-pair-cancel")
    return (
        '<section class="screen pair-screen">'
        f"{heading(_title(model, t))}"
        f"{pairing_status(model, t)}"
        f"{_body(model, t)}"
        f'<div class="actions">{cancel}</div>'
        "</section>"
    )
