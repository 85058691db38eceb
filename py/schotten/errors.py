"""Every exception the engine raises.

All of them are :class:`ValueError` subclasses. Each carries an English ``message`` that names
the offending input, a stable machine ``code`` (for translation and tests) and a ``params``
mapping with the details a translated message needs. A refusal of the rules carries those
details typed, as ``detail`` (one dataclass per code, :mod:`schotten.refusals`), and ``params``
is derived from it.

>>> from schotten.cards import Card
>>> try:
...     Card.parse("X5")
... except InvalidCardError as err:
...     print(err.code, err.params)
invalid_card {'text': 'X5'}
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .refusals import Detail


class SchottenError(ValueError):
    """Base class: a message, a machine ``code`` and ``params`` for translation.

    Give the parameters either typed, as ``detail`` (its class gives the ``code`` too), or as a
    plain ``params`` mapping (errors of notation, saves and tables).
    """

    code: str = "error"

    def __init__(
        self,
        message: str,
        *,
        code: str | None = None,
        params: Mapping[str, Any] | None = None,
        detail: Detail | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        if detail is not None:
            if params is not None:
                raise TypeError("an error takes params or a detail, not both")
            if code is None:
                code = detail.code or None
            elif detail.code and code != detail.code:
                raise ValueError(f"code {code!r} with the detail of {detail.code!r}")
        if code is not None:
            self.code = code
        #: the typed parameters (:mod:`schotten.refusals`), or ``None``
        self.detail = detail
        self._params: dict[str, Any] = dict(params or {})

    @property
    def params(self) -> Mapping[str, Any]:
        """The details a translated message needs (from ``detail`` when there is one); read
        only: a new mapping each time."""
        if self.detail is not None:
            return self.detail.params
        return dict(self._params)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready form: ``{"code": ..., "message": ..., "params": ...}``."""
        return {"code": self.code, "message": self.message, "params": dict(self.params)}


# --- notation -----------------------------------------------------------------------------------


class NotationError(SchottenError):
    """Text that does not parse (a card, an action, a formation)."""

    code = "invalid_notation"


class InvalidCardError(NotationError):
    """Not a clan card: ``Card.parse("X5")``, ``Card(Color.RED, 10)``."""

    code = "invalid_card"


class InvalidActionError(NotationError):
    """Not an action: ``parse_action("R5@10")``, ``parse_action("jump")``."""

    code = "invalid_action"


class InvalidFormationError(NotationError):
    """A formation asked of a side with the wrong number of cards."""

    code = "invalid_formation"


class InvalidOptionsError(SchottenError):
    """Game options (or a seed) out of range, or a variant not implemented."""

    code = "invalid_options"


# --- rules --------------------------------------------------------------------------------------


class IllegalActionError(SchottenError):
    """An action the rules refuse in this state; the state is left unchanged."""

    code = "illegal_action"


class WrongPhaseError(IllegalActionError):
    """The action is not allowed in this part of the turn (or the round/match is over)."""

    code = "wrong_phase"


class CardNotInHandError(IllegalActionError):
    """``"R5 is not in your hand"``."""

    code = "card_not_in_hand"


class StoneClaimedError(IllegalActionError):
    """``"stone 4 is claimed"``: no card may be added to a claimed stone."""

    code = "stone_claimed"


class SideFullError(IllegalActionError):
    """The player's side of that stone already holds its 3 cards."""

    code = "side_full"


class PassNotAllowedError(IllegalActionError):
    """Passing while a legal placement exists."""

    code = "pass_not_allowed"


class ClaimRefusedError(IllegalActionError):
    """A claim the rules refuse. ``code`` is the verdict's code, ``verdict`` the full reason."""

    code = "claim_refused"

    def __init__(
        self,
        message: str,
        *,
        code: str | None = None,
        params: Mapping[str, Any] | None = None,
        detail: Detail | None = None,
        verdict: object = None,
    ) -> None:
        super().__init__(message, code=code, params=params, detail=detail)
        #: the :class:`schotten.claims.ClaimVerdict` that refused the claim
        self.verdict = verdict


class UnknownActionError(IllegalActionError):
    """An object that is not an engine action (or an action of a variant not in play: code
    ``"tactical_only"``)."""

    code = "unknown_action"


class TacticRefusedError(IllegalActionError):
    """A tactic card that may not be played now, whatever its target. ``code``:
    ``"tactic_limit"`` (you have played more tactic cards than your opponent),
    ``"second_joker"`` (you have played a Joker this round), ``"no_card_to_draw"`` (Recruiter
    with both decks empty)."""

    code = "tactic_refused"


class InvalidTargetError(IllegalActionError):
    """A tactic card aimed at something it cannot take or reach. ``code``:
    ``"card_not_on_stone"``, ``"elite_troop"`` (the Traitor takes clan cards only),
    ``"same_stone"`` (the Strategist moves a card to another stone), ``"mode_present"``,
    ``"bad_draw"`` (the Recruiter's mix of draws), ``"return_count"``."""

    code = "invalid_target"


class DrawError(IllegalActionError):
    """The end of a tactical turn names the wrong deck. ``code``: ``"choose_deck"`` (a deck must
    be named: the hand holds fewer than 7 cards), ``"deck_empty"``, ``"no_draw"`` (no card is
    drawn: the hand is full, both decks are empty, or the round ends by the stalemate rule)."""

    code = "draw_error"


# --- saves --------------------------------------------------------------------------------------


class SaveError(SchottenError):
    """A save or replay that cannot be loaded. Nothing is half-loaded: loading either returns a
    complete state or raises one of these."""

    code = "save_error"


class CorruptSaveError(SaveError):
    """Not JSON, not a save, a missing or mistyped field, unparseable notation."""

    code = "corrupt_save"


class UnsupportedVersionError(SaveError):
    """A save written by a newer engine (or an unknown format version)."""

    code = "unsupported_version"


class InconsistentSaveError(SaveError):
    """Well-formed but impossible: a card twice, 4 cards on a side, wrong counts..."""

    code = "inconsistent_save"


class ReplayError(InconsistentSaveError):
    """A replay whose action list contains an action the rules refuse."""

    code = "replay_error"


# --- tables (the judge) -------------------------------------------------------------------------


class ReviewError(SchottenError):
    """A review of a game (:mod:`schotten.review`) that cannot be read: damaged, foreign or of
    another game (``code``: ``bad_review``, ``other_game``, or the JSON reader's code)."""

    code = "bad_review"


class InvalidTableError(SchottenError):
    """A table given to the claim judge that cannot be a Schotten Totten table."""

    code = "invalid_table"
