"""The rules that differ from one variant of the game to another, as one object per variant.

The engine asks a game's :class:`Variant` (``options.rules``) instead of testing the variant's
name: how many cards a hand holds, whether a tactic deck is dealt and tactic cards may be
played, whether the end of a turn names the deck to draw from, whether the stalemate rule
applies. A new variant is a new :class:`Variant` registered in :data:`VARIANTS` (one module:
``register(Variant("name", ...))``); :class:`~schotten.options.Options` accepts every
registered name.

>>> CLASSIC.hand_size, CLASSIC.tactics, TACTICAL.hand_size, TACTICAL.tactics
(6, False, 7, True)
>>> sorted(VARIANTS)
['classic', 'tactical']
>>> find_variant("tactical") is TACTICAL
True
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import InvalidOptionsError
from .tactics import TACTIC_CARDS, Tactic

BASE_SIDE_SIZE = 3
"""Cards that complete a side of a stone."""
MUD_SIDE_SIZE = 4
"""Cards that complete a side of a stone under Mud Fight (a tactic card)."""


@dataclass(frozen=True, slots=True)
class Variant:
    """One variant's rules (the hooks the engine asks; the rest of the rules are shared).

    ``name`` is what saves and options carry (``Options.variant``). The flags are read
    separately by the engine; the two real variants set them all or none, a new one may mix
    them (its save format holds the tactical fields when :attr:`tactics`).
    """

    name: str
    hand_size: int = 6
    """Cards dealt to each player, and the most a hand holds at the end of a turn."""
    side_size: int = BASE_SIDE_SIZE
    """Cards that complete a side of a stone (:attr:`schotten.state.Stone.base_size`; one
    more under Mud Fight, :attr:`~schotten.state.Stone.size`). Formations are of 3 or 4 cards,
    so 3, or 4 in a variant without Mud Fight."""
    tactic_deck: tuple[Tactic, ...] = ()
    """The tactic cards dealt, as a second deck, at the start of a round (docs/rules.md, "The
    tactical variant"; empty: no tactic card is in play)."""
    deck_choice: bool = False
    """The end of a turn names the deck to draw from (``EndTurn("clan")``) instead of drawing
    from the clan deck by itself."""
    stalemate: bool = False
    """The stalemate rule: when both players pass in succession and neither can claim, the
    round ends (the passes are counted)."""

    def __post_init__(self) -> None:
        if not self.name or self.name != self.name.strip():
            raise InvalidOptionsError(f"a variant needs a trimmed name, not {self.name!r}")
        if not 1 <= self.hand_size <= 20:
            raise InvalidOptionsError(f"hand size out of range: {self.hand_size!r}")
        mud = 1 if Tactic.MUD in self.tactic_deck else 0
        if not BASE_SIDE_SIZE <= self.side_size <= MUD_SIDE_SIZE - mud:
            raise InvalidOptionsError(
                f"sides of {self.side_size} cards are not supported (formations are of "
                f"{BASE_SIDE_SIZE} or {MUD_SIDE_SIZE} cards, Mud Fight included)"
            )

    @property
    def tactics(self) -> bool:
        """Tactic cards are in play: tactic plays (elite troops, combat modes, ruses, the
        Recruiter's return), the tactic limit, the discard pile, the cards played this round."""
        return bool(self.tactic_deck)

    @property
    def classic_play(self) -> bool:
        """Once dealt, a round plays as in the classic game: clan cards only, sides of 3, the
        clan deck drawn by itself, no stalemate rule (the hand size may differ). The endgame
        solver, the puzzles and the classic simulator model only this."""
        return not (self.tactics or self.deck_choice or self.stalemate) and (
            self.side_size == BASE_SIDE_SIZE
        )


CLASSIC = Variant("classic")
"""The classic game (docs/rules.md, "Cards and set-up" to "Matches"): hands of 6, clan cards
only."""
TACTICAL = Variant(
    "tactical", hand_size=7, tactic_deck=TACTIC_CARDS, deck_choice=True, stalemate=True
)
"""The tactical variant (docs/rules.md, "The tactical variant"): hands of 7, the 10 tactic
cards, the deck to draw from chosen at the end of the turn, the stalemate rule."""

VARIANTS: dict[str, Variant] = {v.name: v for v in (CLASSIC, TACTICAL)}
"""Every variant the engine plays, by name (in the order the command line offers them)."""


def register(variant: Variant) -> Variant:
    """Add ``variant`` to :data:`VARIANTS` (refused if its name is taken); returns it."""
    if variant.name in VARIANTS:
        raise InvalidOptionsError(f"variant {variant.name!r} is already registered")
    VARIANTS[variant.name] = variant
    return variant


def find_variant(name: str) -> Variant:
    """The registered variant called ``name``."""
    try:
        return VARIANTS[name]
    except (KeyError, TypeError):
        raise InvalidOptionsError(f"unknown variant: {name!r}", params={"variant": name}) from None
