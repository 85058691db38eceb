"""What the screens ask the page to do: the effects an intent returns.

The app never touches the browser; it returns these values and :mod:`ui.dom` performs them
(download a file, open the file picker, announce a message, move the focus, play a sound...).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Download:
    """Offer ``text`` as a file called ``filename``."""

    filename: str
    text: str
    mime: str = "application/json"


@dataclass(frozen=True)
class PickFile:
    """Open the file picker; the chosen file's text goes to :meth:`ui.app.App.import_file`."""

    accept: str = ".json,application/json"


@dataclass(frozen=True)
class Announce:
    """Say ``text`` in the aria-live region."""

    text: str


@dataclass(frozen=True)
class Focus:
    """Move the keyboard focus to the element with this id after rendering."""

    element_id: str


@dataclass(frozen=True)
class Reveal:
    """Scroll the page so that the element with this id shows from its top, when it is out of
    view; the focus stays where it is (a review's marked move: the board at that move)."""

    element_id: str


@dataclass(frozen=True)
class SetFastStart:
    """Turn the "start faster on this device" setting on or off (off deletes the snapshot)."""

    enabled: bool


# the table in motion: sound cues (js/sound.mjs) and a round won shown on the board for a moment


@dataclass(frozen=True)
class Sound:
    """Play a cue of js/sound.mjs (``placed``, ``claim_won``, ``claim_refused``, ``round_won``);
    returned only while the "Sound" setting is on."""

    cue: str


@dataclass(frozen=True)
class Later:
    """Send ``intent`` after ``delay_ms`` (the round won on the board, then its result)."""

    delay_ms: int
    intent: str


@dataclass(frozen=True)
class CopyText:
    """Put ``text`` on the clipboard (a replay's link, #14); :mod:`ui.dom` reports back with
    :meth:`ui.app.App.link_copied` (when the page has no clipboard, the link is shown to copy)."""

    text: str


@dataclass(frozen=True)
class AskPersist:
    """Ask the browser to keep this site's storage (``navigator.storage.persist()``, #29);
    :mod:`ui.dom` reports the answer to :meth:`ui.app.App.persistence_answer` (said on screen when
    the player ``asked``, from Settings)."""

    asked: bool = False


# two devices at one table (#45): the connection, the QR codes and the camera are the page's


@dataclass(frozen=True)
class PeerOpen:
    """Make a new connection to another device (closing any old one): as ``host`` (its offer),
    or as ``guest`` of the host's ``code`` (its answer); ``internet``: with one public STUN
    server, else none (nothing leaves the local network). The ``peer`` event ``code`` follows."""

    role: str
    code: str | None = None
    internet: bool = False


@dataclass(frozen=True)
class PeerAccept:
    """The host takes the guest's answer ``code`` (one that cannot be read: ``failed``,
    ``bad-code``)."""

    code: str


@dataclass(frozen=True)
class PeerSend:
    """Send one text message to the other device."""

    data: str


@dataclass(frozen=True)
class PeerClose:
    """Close the connection (the ``peer`` event ``closed`` follows)."""


@dataclass(frozen=True)
class DrawQr:
    """Draw the QR code of ``text`` into the ``<canvas>`` with this id."""

    element_id: str
    text: str


@dataclass(frozen=True)
class Scan:
    """Start (``on``) or stop the camera into the ``<video>`` with this id; a QR code read gives
    the ``peer`` event ``scanned``."""

    on: bool
    element_id: str | None = None


@dataclass(frozen=True)
class Share:
    """Share ``url`` with the system's share sheet where the browser has one, else copy it."""

    title: str
    text: str
    url: str


Effect = (
    Download
    | PickFile
    | Announce
    | Focus
    | Reveal
    | SetFastStart
    | Sound
    | Later
    | CopyText
    | AskPersist
    | PeerOpen
    | PeerAccept
    | PeerSend
    | PeerClose
    | DrawQr
    | Scan
    | Share
)
