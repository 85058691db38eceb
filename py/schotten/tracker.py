"""The card tracker: where every card is, as far as one player can know (public information and
their own hand only, read from their :class:`~schotten.views.PlayerView`).

Each of the 54 clan cards is ``"mine"`` (on the viewer's side of a stone), ``"theirs"`` (on the
opponent's side), ``"hand"`` (in the viewer's hand), ``"discard"`` (the tactical discard pile)
or ``"unseen"`` (the deck or the opponent's hand: the viewer cannot tell which). In the
tactical game each of the 10 tactic cards is ``"played"`` (by either player: on a side, under
a stone, or discarded), ``"hand"`` or ``"unseen"``; the two Jokers are counted apart.

>>> from schotten.options import Options
>>> from schotten.rules import new_game
>>> from schotten.views import player_view
>>> view = player_view(new_game(Options(first_player=0), seed=1), 0)
>>> track = card_tracker(view)
>>> sorted(track.counts().items())
[('hand', 6), ('unseen', 48)]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass

from .cards import CLAN_CARDS, Card
from .tactics import Tactic
from .views import PlayerView


@dataclass(frozen=True, slots=True)
class CardTracker:
    """``clan[card]`` for every clan card (notation order); ``tactics`` one entry per tactic
    card (the order of the variant's tactic deck, :data:`~schotten.tactics.TACTIC_CARDS` in
    the tactical game: the two Jokers apart), empty in the classic game."""

    clan: Mapping[Card, str]
    tactics: tuple[tuple[Tactic, str], ...] = ()

    def counts(self) -> Counter[str]:
        """How many clan cards are in each place."""
        return Counter(self.clan.values())

    def grid(self) -> list[list[tuple[Card, str]]]:
        """The clan cards as 6 rows (colours) of 9 (values 1-9), with their places."""
        return [[(c, self.clan[c]) for c in CLAN_CARDS[row * 9 : row * 9 + 9]] for row in range(6)]


def card_tracker(view: PlayerView) -> CardTracker:
    """The tracker of ``view``'s viewer (never anything the view does not show)."""
    me = view.viewer
    clan: dict[Card, str] = dict.fromkeys(CLAN_CARDS, "unseen")
    public: Counter[Tactic] = Counter()
    for stone in view.stones:
        for player, side in enumerate(stone.sides):
            for c in side:
                if isinstance(c, Card):
                    clan[c] = "mine" if player == me else "theirs"
                else:
                    public[c] += 1
        public.update(stone.modes)
    for c in view.discard:
        if isinstance(c, Card):
            clan[c] = "discard"
        else:
            public[c] += 1
    held: Counter[Tactic] = Counter()
    for c in view.hand:
        if isinstance(c, Card):
            clan[c] = "hand"
        else:
            held[c] += 1
    tactics: list[tuple[Tactic, str]] = []
    for t in view.options.rules.tactic_deck:  # none in the classic game
        if public[t]:
            public[t] -= 1
            tactics.append((t, "played"))
        elif held[t]:
            held[t] -= 1
            tactics.append((t, "hand"))
        else:
            tactics.append((t, "unseen"))
    return CardTracker(clan, tuple(tactics))
