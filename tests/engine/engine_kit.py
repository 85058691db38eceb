"""Helpers for the engine tests: build positions from notation, brute-force proofs."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from itertools import combinations

from schotten.cards import CLAN_CARDS, Card, parse_cards
from schotten.formations import Formation, formation
from schotten.options import Options
from schotten.state import GameState, Phase, Stone


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def build(
    stones: Mapping[int, tuple[str, str]] | None = None,
    *,
    hands: tuple[str, str] | None = None,
    deck: str | None = None,
    first: Mapping[int, int] | None = None,
    claimed: Mapping[int, int] | None = None,
    phase: Phase = Phase.AFTER_PLAY,
    current: int = 0,
    options: Options | None = None,
    history_len: int = 0,
    leftover: str = "deck",
) -> GameState:
    """A position. ``stones`` maps stone -> (p0 cards, p1 cards) in notation; cards not placed
    anywhere go to the deck in notation order (after the given ``deck``), or with
    ``leftover="p1"``/``"p0"`` to that player's hand (to test an empty deck). ``first`` names who
    completed first on stones where both sides are complete (default p0)."""
    options = options or Options(first_player=0)
    stones = stones or {}
    first = first or {}
    claimed = claimed or {}
    built = []
    for i in range(9):
        a, b = stones.get(i, ("", ""))
        sa, sb = cards(a), cards(b)
        f = first.get(i, 0)
        done: list[int | None] = [None, None]
        ply = 0
        for p in (f, 1 - f):
            if len((sa, sb)[p]) == 3:
                done[p] = 100 * i + ply
                ply += 1
        built.append(Stone((sa, sb), claimed.get(i), (done[0], done[1])))
    used = {c for s in built for c in s.cards()}
    h = (cards(hands[0]), cards(hands[1])) if hands else ((), ())
    used |= set(h[0]) | set(h[1])
    d = list(cards(deck)) if deck else []
    used |= set(d)
    rest = [c for c in CLAN_CARDS if c not in used]
    if leftover == "deck":
        d += rest
    else:
        p = int(leftover[1])
        h = (h[0] + tuple(rest), h[1]) if p == 0 else (h[0], h[1] + tuple(rest))
    from schotten.actions import EndTurn
    from schotten.state import HistoryEntry

    return GameState(
        options=options,
        seed=0,
        round_no=0,
        starting_player=0,
        current_player=current,
        phase=phase,
        hands=(tuple(sorted(h[0])), tuple(sorted(h[1]))),
        deck=tuple(d),
        stones=tuple(built),
        history=tuple(HistoryEntry(0, 0, EndTurn()) for _ in range(history_len)),
    )


def brute_best(side: Sequence[Card], pool: Iterable[Card], size: int = 3) -> Formation | None:
    """The best formation over every completion (slow; for cross-checks only)."""
    k = size - len(side)
    best: Formation | None = None
    for combo in combinations(sorted(pool), k):
        f = formation((*side, *combo))
        if best is None or f > best:
            best = f
    return best


def all_cards_once(state: GameState) -> bool:
    everything = [*state.hands[0], *state.hands[1], *state.deck, *state.table_cards()]
    return len(everything) == 54 and set(everything) == set(CLAN_CARDS)
