"""Helpers for the engine tests: build positions from notation, brute-force proofs."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from itertools import combinations

from schotten.actions import Action, EndTurn, Recruit, Return
from schotten.cards import CLAN_CARDS, Card, parse_cards
from schotten.formations import Formation, formation
from schotten.options import Options
from schotten.rules import legal_actions
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


# --- the tactical variant -----------------------------------------------------------------------

TACTICAL = Options(variant="tactical", first_player=0)


def tcards(text: str):
    from schotten.tactics import parse_cards as parse_any

    return parse_any(text)


def tbuild(
    stones: Mapping[int, tuple[str, str]] | None = None,
    *,
    modes: Mapping[int, str] | None = None,
    hands: tuple[str, str] = ("", ""),
    deck: str | None = None,
    tactic_deck: str | None = None,
    discard: str = "",
    played: tuple[str, str] = ("", ""),
    first: Mapping[int, int] | None = None,
    claimed: Mapping[int, int] | None = None,
    phase: Phase = Phase.PLAY,
    current: int = 0,
    options: Options | None = None,
    leftover: str = "deck",
    passes: int = 0,
    history_len: int = 18,
) -> GameState:
    """A tactical position. Like :func:`build`, with tactic cards in the notation; ``modes`` maps
    a stone to ``"BLIND"``, ``"MUD"`` or ``"BLIND MUD"``. Clan cards placed nowhere go to the
    deck (after ``deck``; ``leftover="p0"``/``"p1"``: to that hand, ``"discard"``: to the
    discard pile); tactic cards placed nowhere go to the tactic deck after ``tactic_deck``
    (unless ``tactic_deck`` is given, then to the discard pile). ``played`` lists the tactic
    cards each player played this round. Complete sides are dated in a placeholder history of
    ``history_len`` entries (side ``p`` of stone ``i`` at ply ``2 * i`` or ``2 * i + 1``), so that
    every move made on the position comes later."""
    from collections import Counter

    from schotten.actions import EndTurn
    from schotten.state import HistoryEntry
    from schotten.tactics import TACTIC_CARDS, Tactic

    options = options or TACTICAL
    stones = stones or {}
    modes = modes or {}
    first = first or {}
    claimed = claimed or {}
    built = []
    for i in range(9):
        a, b = stones.get(i, ("", ""))
        sa, sb = tcards(a), tcards(b)
        ms = tuple(t for t in (Tactic.BLIND, Tactic.MUD) if t in tcards(modes.get(i, "")))
        size = 4 if Tactic.MUD in ms else 3
        f = first.get(i, 0)
        done: list[int | None] = [None, None]
        ply = 0
        for p in (f, 1 - f):
            if len((sa, sb)[p]) == size:
                done[p] = 2 * i + ply
                ply += 1
        built.append(Stone((sa, sb), claimed.get(i), (done[0], done[1]), ms))
    h = [list(tcards(hands[0])), list(tcards(hands[1]))]
    d = list(tcards(deck)) if deck else []
    td = list(tcards(tactic_deck)) if tactic_deck else []
    pile = list(tcards(discard))
    placed = [c for s in built for c in (*s.cards(), *s.modes)] + h[0] + h[1] + d + td + pile
    used = Counter(placed)
    rest = [c for c in CLAN_CARDS if c not in used]
    if leftover == "deck":
        d += rest
    elif leftover == "discard":
        pile += rest
    else:
        h[int(leftover[1])] += rest
    on_hand = Counter(c for c in placed if isinstance(c, Tactic))
    tactic_rest = list((Counter(TACTIC_CARDS) - on_hand).elements())
    if tactic_deck is None:
        td += sorted(tactic_rest, key=lambda t: t.order)
    else:
        pile += tactic_rest
    from schotten.tactics import card_key

    return GameState(
        options=options,
        seed=0,
        round_no=0,
        starting_player=0,
        current_player=current,
        phase=phase,
        hands=(tuple(sorted(h[0], key=card_key)), tuple(sorted(h[1], key=card_key))),
        deck=tuple(d),
        stones=tuple(built),
        history=tuple(HistoryEntry(0, 0, EndTurn()) for _ in range(history_len)),
        tactic_deck=tuple(td),
        discard=tuple(pile),
        played=(tuple(tcards(played[0])), tuple(tcards(played[1]))),  # type: ignore[arg-type]
        passes=passes,
    )


def all_64_once(state: GameState) -> bool:
    """The 54 clan cards and the 10 tactic cards are each somewhere exactly once."""
    from collections import Counter

    from schotten.tactics import TACTIC_CARDS

    everything = [
        *state.hands[0],
        *state.hands[1],
        *state.deck,
        *state.tactic_deck,
        *state.discard,
    ]
    for s in state.stones:
        everything += [*s.sides[0], *s.sides[1], *s.modes]
    return len(everything) == 64 and Counter(everything) == Counter([*CLAN_CARDS, *TACTIC_CARDS])


class Spy:
    """Wraps a bot and records what it is handed."""

    def __init__(self, inner):
        self.inner = inner
        self.name = inner.name
        self.seen = []

    def choose(self, view):
        self.seen.append(view)
        return self.inner.choose(view)


def eager(state: GameState, rng: random.Random) -> Action:
    """A random legal action, with a taste for the Recruiter and the tactic deck."""
    moves = legal_actions(state)
    for wanted in (Recruit, Return):
        picks = [m for m in moves if isinstance(m, wanted)]
        if picks:
            return rng.choice(picks)
    tactic = [m for m in moves if isinstance(m, EndTurn) and m.draw == "tactic"]
    if tactic and rng.random() < 0.5:
        return tactic[0]
    return rng.choice(moves)
