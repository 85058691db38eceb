"""A fast, mutable simulator of one classic round, for the search bots.

The engine's :class:`~schotten.state.GameState` is immutable and validates everything; a search
plays hundreds of rounds per move, so it runs them here instead, on integer cards
(:mod:`.fast`), with the same rules: place one card (or pass when no placement exists), claim
every provable stone (after the card, or before it under expert timing), draw one card while the
deck lasts and the hand holds fewer than 6. The round ends at 3 adjacent stones or 5 stones.

:func:`determinize` builds a :class:`Sim` from a :class:`~schotten.views.PlayerView` alone: the
opponent's hand and the deck order are drawn at random from the cards the viewer has not seen,
so a search over many of them never uses hidden information.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from ..cards import CLAN_CARDS, Card
from ..options import NUM_STONES
from ..tactics import TACTIC_CARDS, Tactic
from ..views import PlayerView
from .fast import (
    BIT_C,
    BIT_V,
    ELITE,
    ELITE_TACTICS,
    JOKER,
    best_rating,
    best_rating_any,
    masks_of,
    rate3,
    rate_side,
)

NOT_DONE = 1 << 30
HAND_SIZE = 6
MAX_PLIES = 200
BANSHEE, TRAITOR, STRATEGIST = 0, 1, 2
"""The ruses the simulator plays (in ``Sim.tactics``)."""
DISCARD_TO = NUM_STONES
"""The Strategist's ``stone`` in :meth:`Sim.play` when it discards its card."""
ELITES = tuple(ELITE_TACTICS)
"""The elite troops the simulator plays (in ``Sim.tactics``, and in sides as cards):
:data:`.fast.JOKER`, :data:`.fast.SPY`, :data:`.fast.SHIELD`."""
RUSE_BASE = -100


def ruse(kind: int, card: int) -> int:
    """The code of a ruse for :meth:`Sim.play`: the Banshee discarding the other player's
    ``card``, the Traitor taking it (to the stone given as ``stone``), or the Strategist moving
    the mover's own ``card`` (to the stone given as ``stone``, or :data:`DISCARD_TO`)."""
    return RUSE_BASE - kind * 64 - card


class UnsupportedPosition(ValueError):
    """The simulator does not model this position (another variant, unknown cards)."""


def supports(view: PlayerView) -> bool:
    """Whether :func:`determinize` models the view's game (the classic variant)."""
    rules = view.options.rules
    return (
        rules.classic_play
        and rules.hand_size == HAND_SIZE
        and len(view.unseen) == view.opponent_hand_size + view.deck_size
        and all(isinstance(c, Card) for c in view.hand)
    )


class Sim:
    """One round in progress. ``sides[p * 9 + i]`` is player ``p``'s side of stone ``i``;
    ``done`` the ply it was completed (:data:`NOT_DONE` while incomplete); ``rating`` its
    rating once complete (else -1); ``owner[i]`` who claimed stone ``i`` (-1: nobody);
    ``deck[-1]`` is drawn next; ``colors``/``values``/``free`` describe every card not on a stone
    (the pool of claim proofs).

    Tactical variant (:class:`TacticalSim`): ``tactics[p]`` the ruses :data:`BANSHEE`,
    :data:`TRAITOR` and :data:`STRATEGIST` and the elite troops (:data:`ELITES`) player ``p``
    holds (the other tactic cards are left out of the simulation), ``played[p]`` how many tactic
    cards ``p`` played this round (the tactic limit: no more than one ahead of the other)."""

    __slots__ = (
        "colors",
        "deck",
        "done",
        "expert",
        "free",
        "hand_size",
        "hands",
        "owner",
        "played",
        "ply",
        "rating",
        "sides",
        "tactics",
        "turn",
        "values",
        "winner",
    )

    sides: list[list[int]]
    done: list[int]
    rating: list[int]
    owner: list[int]
    hands: list[list[int]]
    deck: list[int]
    colors: list[int]
    values: list[int]
    free: int
    hand_size: int
    turn: int
    ply: int
    expert: bool
    winner: int
    tactics: list[list[int]]
    played: list[int]

    rate_ruse = staticmethod(rate3)
    """How a side the Traitor completes is rated (:class:`TacticalSim`: with elite troops)."""
    claim_proof = staticmethod(best_rating)
    """The best rating an incomplete side can still reach (:class:`TacticalSim`: with elite
    troops)."""

    def copy(self) -> Sim:
        s = Sim.__new__(type(self))
        s.sides = [list(x) for x in self.sides]
        s.done = list(self.done)
        s.rating = list(self.rating)
        s.owner = list(self.owner)
        s.hands = [list(self.hands[0]), list(self.hands[1])]
        s.deck = list(self.deck)
        s.colors = list(self.colors)
        s.values = list(self.values)
        s.free = self.free
        s.hand_size = self.hand_size
        s.turn = self.turn
        s.ply = self.ply
        s.expert = self.expert
        s.winner = self.winner
        t = self.tactics
        s.tactics = [list(t[0]), list(t[1])] if t[0] or t[1] else t
        s.played = list(self.played)
        return s

    # --- moves ----------------------------------------------------------------------------------

    def open_stones(self, p: int) -> list[int]:
        owner = self.owner
        sides = self.sides
        base = p * NUM_STONES
        return [i for i in range(NUM_STONES) if owner[i] < 0 and len(sides[base + i]) < 3]

    def place(self, card: int, stone: int) -> None:
        p = self.turn
        self.hands[p].remove(card)
        j = p * NUM_STONES + stone
        side = self.sides[j]
        side.append(card)
        self.colors[card // 9] &= ~BIT_V[card]
        self.values[card % 9 + 1] &= ~BIT_C[card]
        self.free -= 1
        if len(side) == 3:
            self.done[j] = self.ply
            self.rating[j] = rate3(side[0], side[1], side[2])
        self.ply += 1

    def can_claim(self, p: int, i: int) -> bool:
        """Whether ``p`` may claim stone ``i`` (unclaimed; ``p``'s side complete)."""
        j = p * NUM_STONES + i
        mine = self.rating[j]
        if mine < 0 or self.owner[i] >= 0:
            return False
        k = (1 - p) * NUM_STONES + i
        theirs = self.rating[k]
        if theirs >= 0:
            return mine > theirs or (mine == theirs and self.done[j] < self.done[k])
        return self.claim_proof(self.sides[k], self.colors, self.values, self.free) <= mine

    def claim_all(self) -> None:
        """The player to move claims every stone they can; may end the round."""
        p = self.turn
        owner = self.owner
        for i in range(NUM_STONES):
            if owner[i] < 0 and self.rating[p * NUM_STONES + i] >= 0 and self.can_claim(p, i):
                owner[i] = p
                if self._won(p):
                    self.winner = p
                    return

    def _won(self, p: int) -> bool:
        run = 0
        count = 0
        for o in self.owner:
            if o == p:
                run += 1
                count += 1
                if run == 3:
                    return True
            else:
                run = 0
        return count >= 5

    def end_turn(self) -> None:
        p = self.turn
        hand = self.hands[p]
        if self.deck and len(hand) < self.hand_size:
            hand.append(self.deck.pop())
        self.turn = 1 - p
        self.ply += 1

    def play(self, card: int, stone: int) -> None:
        """A whole turn for the player to move from the placement on: place, claim, draw.
        (Under expert timing the claims were made before, see :meth:`start_turn`.) A ruse is
        encoded in ``card`` (:func:`ruse`)."""
        if card >= 0:
            self.place(card, stone)
        elif card <= RUSE_BASE:
            self.play_ruse(card, stone)
        else:
            self.ply += 1
        if not self.expert:
            self.claim_all()
        if self.winner < 0:
            self.end_turn()

    def take(self, p: int, stone: int, card: int) -> None:
        """Take ``card`` off ``p``'s side of ``stone`` (it leaves the pool of claim proofs)."""
        j = p * NUM_STONES + stone
        self.sides[j] = [x for x in self.sides[j] if x != card]
        self.done[j] = NOT_DONE
        self.rating[j] = -1

    def play_ruse(self, code: int, to: int) -> None:
        """The mover plays the Banshee, the Traitor or the Strategist (see :func:`ruse`). In a
        :class:`TacticalSim` the Banshee and the Strategist may take an elite troop too, and a
        side the Traitor or the Strategist completes is rated with its elite troops
        (``rate_ruse``)."""
        p = self.turn
        o = 1 - p
        kind, card = divmod(RUSE_BASE - code, 64)
        self.tactics[p].remove(kind)
        self.played[p] += 1
        holder = p if kind == STRATEGIST else o  # whose side the card leaves
        stone = self.stone_of(holder, card)
        self.take(holder, stone, card)
        if kind == TRAITOR or (kind == STRATEGIST and to != DISCARD_TO):
            j = p * NUM_STONES + to
            side = self.sides[j]
            side.append(card)
            if len(side) == 3:
                self.done[j] = self.ply
                self.rating[j] = self.rate_ruse(side[0], side[1], side[2])
        self.ply += 1

    def stone_of(self, p: int, card: int) -> int:
        """The stone on whose side of ``p`` ``card`` lies."""
        sides = self.sides
        base = p * NUM_STONES
        for i in range(NUM_STONES):
            if card in sides[base + i]:
                return i
        raise ValueError(f"card {card} is not on a side of player {p}")

    def start_turn(self) -> None:
        """Expert timing: the player to move claims before playing."""
        if self.expert:
            self.claim_all()

    def stones_held(self, p: int) -> int:
        return sum(1 for o in self.owner if o == p)

    # --- play-outs ------------------------------------------------------------------------------

    def rollout(self, policy: Policy, limit: int = MAX_PLIES) -> int:
        """Play the round to its end with ``policy`` for both players; the winner (0/1). A round
        cut short by ``limit`` goes to whoever holds more stones (the mover on a tie)."""
        winner = self.advance(policy, limit)
        if winner >= 0:
            return winner
        a, b = self.stones_held(0), self.stones_held(1)
        return 0 if a > b else 1 if b > a else self.turn

    def advance(self, policy: Policy, turns: int) -> int:
        """Play up to ``turns`` turns with ``policy``; the winner if the round ended, else -1."""
        for _ in range(turns):
            if self.winner >= 0:
                return self.winner
            self.start_turn()
            if self.winner >= 0:
                return self.winner
            card, stone = policy.choose(self)
            self.play(card, stone)
        return self.winner


class TacticalSim(Sim):
    """A tactical round: :class:`Sim` with the elite troops. A side may hold them (the integers
    of :data:`ELITES`); a complete side is rated as the best over what they may stand for
    (:func:`.fast.rate_side`), and a claim proof against a side holding one is the engine's
    (:func:`.fast.best_rating_any`). ``jokers[p]``: ``p`` has played a Joker this round (a
    second one may not be played)."""

    __slots__ = ("jokers",)

    rate_ruse = staticmethod(rate_side)
    claim_proof = staticmethod(best_rating_any)

    jokers: list[int]

    def copy(self) -> TacticalSim:
        s = super().copy()
        assert isinstance(s, TacticalSim)
        s.jokers = list(self.jokers)
        return s

    def place(self, card: int, stone: int) -> None:
        p = self.turn
        j = p * NUM_STONES + stone
        side = self.sides[j]
        if card >= ELITE:
            self.tactics[p].remove(card)
            self.played[p] += 1
            if card == JOKER:
                self.jokers[p] = 1
        else:
            self.hands[p].remove(card)
            self.colors[card // 9] &= ~BIT_V[card]
            self.values[card % 9 + 1] &= ~BIT_C[card]
            self.free -= 1
        side.append(card)
        if len(side) == 3:
            self.done[j] = self.ply
            self.rating[j] = rate_side(side[0], side[1], side[2])
        self.ply += 1

    def can_play_elite(self, p: int, card: int) -> bool:
        """Whether ``p`` may play the elite troop ``card`` they hold (the tactic limit, one
        Joker a round)."""
        return self.played[p] <= self.played[1 - p] and (card != JOKER or not self.jokers[p])


class Policy:
    """A play-out policy: ``choose(sim) -> (card, stone)``, ``(-1, -1)`` to pass."""

    def choose(self, sim: Sim) -> tuple[int, int]:
        raise NotImplementedError


def unmodelled_stones(view: PlayerView) -> list[int]:
    """The open stones the simulator cannot play on: those with a combat mode."""
    return [st.index for st in view.stones if st.claimed_by is None and st.modes]


def supports_clans(view: PlayerView) -> bool:
    """Whether :func:`determinize_clans` models the view: a tactical round whose unseen clan
    cards are the opponent's clan cards and the clan deck."""
    return (
        view.options.rules.tactics
        and len(view.unseen)
        == view.opponent_hand_size - view.opponent_hand_tactics + view.deck_size
    )


def determinize(view: PlayerView, rng: random.Random) -> Sim:
    """A complete round consistent with ``view``: the unseen cards dealt at random between the
    opponent's hand and the deck. Raises :class:`UnsupportedPosition` outside the classic game."""
    return dealer(view).deal(rng)


def dealer(view: PlayerView) -> Dealer:
    """The :class:`Dealer` of :func:`determinize` (for many deals of one view)."""
    if not supports(view):
        raise UnsupportedPosition("the simulator models the classic game only")
    hand = [c.index for c in view.hand if isinstance(c, Card)]
    return Dealer(view, hand, view.opponent_hand_size, HAND_SIZE, {})


def determinize_clans(
    view: PlayerView, rng: random.Random, chances: Mapping[int, float] | None = None
) -> Sim:
    """The clan cards and the elite troops of a tactical round as a :class:`TacticalSim`, an
    approximation for the search: like :func:`determinize`; the elite troops on the table and in
    the viewer's hand are kept, and so are the Banshee, the Traitor and the Strategist in it;
    the other hand's tactic cards are drawn from those the viewer has not seen (only those kinds
    are kept). The other tactic cards and the tactic deck are left out, so the round goes on as
    a classic round of hands of up to 7 clan cards, with a few tactic cards beside them.

    The stones the simulator cannot play on (:func:`unmodelled_stones`) need ``chances[i]``,
    the viewer's chance to win stone ``i``: each such stone is given at once to a player drawn
    at random with that chance, and nobody plays on it. Raises :class:`UnsupportedPosition`
    unless :func:`supports_clans` and every such stone has its chance."""
    return clan_dealer(view, chances).deal(rng)


def clan_dealer(view: PlayerView, chances: Mapping[int, float] | None = None) -> Dealer:
    """The :class:`Dealer` of :func:`determinize_clans`."""
    chances = chances or {}
    if not supports_clans(view):
        raise UnsupportedPosition("the unseen cards do not match the hands and the clan deck")
    missing = [i for i in unmodelled_stones(view) if i not in chances]
    if missing:
        raise UnsupportedPosition(f"no chance given for the stones {missing}")
    mine = [c.index for c in view.hand if isinstance(c, Card)]
    n_opp = view.opponent_hand_size - view.opponent_hand_tactics
    return Dealer(view, mine, n_opp, view.options.rules.hand_size, chances)


class Dealer:
    """Deals of one view: what every deal shares (the table, the masks of the cards off the
    table, the unseen cards) is read from the view once; :meth:`deal` only shuffles."""

    def __init__(
        self,
        view: PlayerView,
        mine: list[int],
        n_opp: int,
        hand_size: int,
        chances: Mapping[int, float],
    ) -> None:
        self.me = view.viewer
        self.unseen = [c.index for c in view.unseen]
        self.mine = mine
        self.n_opp = n_opp
        self.chances = sorted(chances.items())
        tactical = view.options.rules.tactics
        s = self.base = TacticalSim.__new__(TacticalSim) if tactical else Sim.__new__(Sim)
        s.sides = [[] for _ in range(2 * NUM_STONES)]
        s.done = [NOT_DONE] * (2 * NUM_STONES)
        s.rating = [-1] * (2 * NUM_STONES)
        s.owner = [-1] * NUM_STONES
        for st in view.stones:
            i = st.index
            s.owner[i] = -1 if st.claimed_by is None else st.claimed_by
            if st.modes:
                # tactical only: decided, or drawn at random below; its sides stay empty
                continue
            for p in (0, 1):
                side = [_code(c) for c in st.sides[p]]
                j = p * NUM_STONES + i
                s.sides[j] = side
                if len(side) == 3:
                    s.rating[j] = rate_side(side[0], side[1], side[2])
                    s.done[j] = -1
            if st.first_complete is not None and s.done[i] == s.done[NUM_STONES + i] == -1:
                s.done[st.first_complete * NUM_STONES + i] = -2
        s.colors, s.values, s.free = masks_of([*mine, *self.unseen])
        s.hand_size = hand_size
        s.turn = view.current_player
        s.ply = 0
        s.expert = view.options.expert
        s.winner = -1
        s.hands = [[], []]
        s.deck = []
        s.played = [len(view.played[0]), len(view.played[1])] if view.played else [0, 0]
        s.tactics = [[], []]
        self.unseen_ruses: list[int] = []
        self.n_opp_tactics = 0
        if tactical:
            assert isinstance(s, TacticalSim)
            s.tactics[self.me] = sorted(_SIMULATED[c] for c in view.hand if c in _SIMULATED)
            s.jokers = [int(Tactic.JOKER in view.played[p]) for p in (0, 1)]
            unseen = _unseen_tactics(view)
            self.unseen_ruses = [_SIMULATED.get(c, -1) for c in unseen]
            self.n_opp_tactics = min(view.opponent_hand_tactics, len(unseen))

    def deal(self, rng: random.Random) -> Sim:
        """A complete round: the unseen cards shuffled between the other hand and the deck,
        each stone the simulator does not model given to a player drawn with its chance."""
        unseen = list(self.unseen)
        rng.shuffle(unseen)
        s = self.base.copy()
        me = self.me
        n_opp = self.n_opp
        hands = s.hands
        hands[me] = list(self.mine)
        hands[1 - me] = unseen[:n_opp]
        deck = unseen[n_opp:]
        deck.reverse()  # deck[-1] is drawn next; the order is random anyway
        s.deck = deck
        owner = s.owner
        for i, chance in self.chances:
            if owner[i] < 0:
                owner[i] = me if rng.random() < chance else 1 - me
        if self.n_opp_tactics:
            # the other hand's tactic cards, drawn from those not seen (the simulated kinds only)
            drawn = rng.sample(self.unseen_ruses, self.n_opp_tactics)
            s.tactics = [list(s.tactics[0]), list(s.tactics[1])]
            s.tactics[1 - me] = sorted(k for k in drawn if k >= 0)
        return s


_SIMULATED = {
    Tactic.BANSHEE: BANSHEE,
    Tactic.TRAITOR: TRAITOR,
    Tactic.STRATEGIST: STRATEGIST,
    **{t: e for e, t in ELITE_TACTICS.items()},
}
"""The tactic cards the simulator plays, as the integers of ``Sim.tactics``."""


SIM_CODES: dict[Card | Tactic, int] = {
    **{c: c.index for c in CLAN_CARDS},
    **{t: e for e, t in ELITE_TACTICS.items()},
}
"""The cards a side of the simulator may hold, as its integers (clan cards: their index; elite
troops: :data:`ELITES`)."""


def _code(c: Card | Tactic) -> int:
    """A card of a side as the simulator's integer (an elite troop: :data:`ELITES`)."""
    if isinstance(c, Card):
        return c.index
    return _SIMULATED[c]


def _unseen_tactics(view: PlayerView) -> list[Tactic]:
    """The tactic cards the viewer has not seen: the other hand's and the tactic deck's (all of
    them, less those in the viewer's hand, played this round or in the discard pile)."""
    left = list(TACTIC_CARDS)
    seen = [c for c in view.hand if isinstance(c, Tactic)]
    seen += [c for side in view.played for c in side]
    for c in seen:
        if c in left:
            left.remove(c)
    want = view.opponent_hand_tactics + view.tactic_deck_size
    for d in view.discard:
        if len(left) <= want:
            break
        if isinstance(d, Tactic) and d in left:
            left.remove(d)
    return sorted(left, key=lambda t: t.value)
