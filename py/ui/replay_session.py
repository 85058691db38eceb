"""The replay viewer and the review by the computer, without words or HTML.

:class:`ReplaySession` holds one game being replayed (:class:`schotten.replay.Replay`), the ply
on screen, where it came from (a saved game, the game on screen, a shared link), and its review
(:class:`schotten.review.Reviewer` while it runs in slices, then the
:class:`~schotten.review.Review`). :func:`replay_model` builds what the viewer shows of one ply,
always through :meth:`~schotten.replay.Replay.frame`, so that it shows no more than
:func:`schotten.replay.access` allows: a finished game everything, both hands included; against
the computer, a game in progress the person's own view only; a game between people in progress
nothing (:func:`replayable` is false, the viewer is not offered).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from urllib.parse import parse_qs

from schotten.errors import ReviewError, UnsupportedVersionError
from schotten.events import CardPlaced, action_events
from schotten.replay import Access, Replay, access, person_of
from schotten.review import VERDICTS, Decision, Review, Reviewer, ReviewSettings, read_review
from schotten.rules import Deals
from schotten.state import GameState
from schotten.views import PlayerView, player_view

from .model import Message, Param, StoneModel
from .narrate import words
from .present import _side
from .replay_models import ReplayLine, ReplayModel, ReviewModel

REVIEW_BUDGET = "review_budget"
"""URL parameter (or setting) of the review's search plies per decision (tests use a small
one); the engine's default otherwise."""
MAX_BUDGET = 100_000


def replayable(state: GameState) -> bool:
    """Whether the viewer may be offered for ``state`` now."""
    return access(state) is not Access.NONE


def review_settings(settings: dict[str, str], query: str = "") -> ReviewSettings:
    """The review's settings: the ``review_budget`` URL parameter, else the setting, else the
    engine's default (clamped to 1..100,000)."""
    raw = parse_qs(query.lstrip("?")).get(REVIEW_BUDGET, [""])[-1]
    raw = raw or settings.get(REVIEW_BUDGET, "")
    try:
        budget = int(raw)
    except ValueError:
        return ReviewSettings()
    return ReviewSettings(budget=max(1, min(MAX_BUDGET, budget)))


def read_kept_review(text: str | None, game: GameState) -> Review | None:
    """A stored review of ``game`` (bounded read); ``None`` when absent, damaged, foreign, of
    another game or newer: it is then computed again."""
    if text is None:
        return None
    try:
        return read_review(text, game)
    except (ReviewError, UnsupportedVersionError):
        return None


class ReplaySession:
    """One game in the viewer. ``game_id``: its saved game (``None`` for a link not saved);
    ``back``: the screen to return to (``saves``, ``game``, ``start``); ``marks``: the actions
    played after a hint or again after a take-back, by history index."""

    def __init__(
        self,
        game: GameState,
        names: tuple[str, str],
        *,
        game_id: str | None = None,
        back: str = "start",
        from_link: bool = False,
        review: Review | None = None,
        marks: Mapping[int, tuple[str, ...]] | None = None,
        deals: Deals | None = None,
    ) -> None:
        self.game = game
        self.deals = deals
        """A game dealt fairly on two devices: its rounds' orders (it does not come from its
        seed); such a game is not shared by a link or a file, which replay from the seed."""
        self.marks = dict(marks or {})  # by history index: "hint", "takeback" (the person's)
        self.names = names
        self.replay = Replay(game, deals)
        self.access = access(game)
        self.game_id = game_id
        self.back = back
        self.from_link = from_link
        self.ply = self.replay.plies
        self.link: str | None = None
        self.review = review if review is not None and review.matches(game) else None
        self.reviewer: Reviewer | None = None
        self.review_kept = review is not None
        self.messages: list[Message] = []
        self.whose: int | None = None  # the graph's player when chosen (else the reviewed one)
        self.drawn_lines: tuple[tuple[int, bool], Review | None, tuple[ReplayLine, ...]] | None = (
            None
        )

    @property
    def full(self) -> bool:
        return self.access is Access.FULL

    def go(self, ply: int) -> bool:
        """Show ``ply`` (clamped to the game); whether it changed."""
        ply = max(0, min(self.replay.plies, ply))
        changed = ply != self.ply
        self.ply = ply
        return changed

    # the review, in slices --------------------------------------------------------------

    def start_review(self, settings: ReviewSettings) -> bool:
        if not self.full or self.review is not None or self.reviewer is not None:
            return False
        self.reviewer = Reviewer(self.game, settings, deals=self.deals)
        return True

    def review_step(self, max_ms: float) -> tuple[bool, bool]:
        """A slice of the review: ``(progress shown changed, finished now)``."""
        reviewer = self.reviewer
        if reviewer is None:
            return False, False
        before = reviewer.progress
        over = reviewer.step(max_ms)
        if over:
            self.reviewer = None
            if reviewer.result is not None:
                self.review = reviewer.result
                return True, True
            return True, False
        return reviewer.progress != before, False

    def cancel_review(self) -> bool:
        if self.reviewer is None:
            return False
        self.reviewer.cancel()
        self.reviewer = None
        return True

    def decisions_at(self, index: int) -> list[Decision]:
        """The review's decisions on the action at history ``index``."""
        if self.review is None:
            return []
        return [d for d in self.review.decisions if d.ply == index]


# --- the model of one ply ----------------------------------------------------------------------


def _stones(
    view: PlayerView, viewer: int, ghost: tuple[int, int, str] | None
) -> tuple[StoneModel, ...]:
    out = []
    for sv in view.stones:
        mine, theirs = _side(sv, viewer, False), _side(sv, 1 - viewer, False)
        if ghost is not None and ghost[0] == sv.index:
            if ghost[1] == viewer:
                mine = replace(mine, ghost=ghost[2])
            else:
                theirs = replace(theirs, ghost=ghost[2])
        out.append(
            StoneModel(sv.index, mine, theirs, sv.claimed_by, modes=tuple(str(m) for m in sv.modes))
        )
    return tuple(out)


def _lines(session: ReplaySession, history_view: PlayerView | None) -> tuple[ReplayLine, ...]:
    """The log's lines (kept on the session for the ply shown: a review's progress draws the
    viewer again every second)."""
    key = (session.ply, history_view is None)
    kept = session.drawn_lines
    if kept is not None and kept[0] == key and kept[1] is session.review:
        return kept[2]
    lines = _log_lines(session, history_view)
    session.drawn_lines = (key, session.review, lines)
    return lines


def _log_lines(session: ReplaySession, history_view: PlayerView | None) -> tuple[ReplayLine, ...]:
    history = session.replay.history if history_view is None else history_view.history
    names = session.names
    out: list[ReplayLine] = []
    current_round: int | None = None
    ply = session.ply
    for k, h in enumerate(history):
        if h.round_no != current_round:
            current_round = h.round_no
            out.append(ReplayLine(k, "round", Message("log.round", {"n": h.round_no + 1})))
        said = words(h.action, names[h.player] if h.player in (0, 1) else "")
        if said.log is None:
            continue
        verdicts = tuple(d.verdict for d in session.decisions_at(k))
        marks = session.marks.get(k, ())
        line = ReplayLine(k + 1, said.kind, said.log, verdicts, current=k + 1 == ply, marks=marks)
        out.append(line)
    return tuple(out)


def _pct(x: float) -> int:
    return round(x * 100)


def _notes(session: ReplaySession) -> tuple[tuple[Message, ...], tuple[int, int, str] | None]:
    """What the review says of the action that led to the ply shown, and the better card to
    draw on the board (stone, side, card)."""
    if session.ply == 0:
        return (), None
    notes: list[Message] = []
    ghost: tuple[int, int, str] | None = None
    for d in session.decisions_at(session.ply - 1):
        name = session.names[d.player]
        if d.kind == "claim":
            key = "review.note.miss_round" if d.wins_round else "review.note.miss"
            notes.append(Message(key, {"name": name, "stone": d.stone}))
            continue
        params: dict[str, Param] = {
            "name": name,
            "after": _pct(d.after),
            "before": _pct(d.before),
        }
        if d.best is None or d.best == d.action:
            notes.append(Message("review.note.best", params, "success"))
            continue
        if d.verdict == "good":  # within the search's noise: no better play to show
            notes.append(Message("review.note.good", params, "success"))
            continue
        notes.append(Message(f"review.note.{d.verdict}", params))
        best = d.best
        placed = next((e for e in action_events(d.player, best) if isinstance(e, CardPlaced)), None)
        if placed is not None:  # the card better played, drawn on its stone
            notes.append(
                Message("review.note.better", {"card": str(placed.card), "stone": placed.stone})
            )
            ghost = (placed.stone, d.player, str(placed.card))
        else:
            play = words(best, name).log or words(best, name).bot  # NextRound has no log line
            notes.append(Message("review.note.better_other", {"play": play}))
    return tuple(notes), ghost


MARKED = ("inaccuracy", "mistake", "blunder")
"""The verdicts of the reviewed player's plays drawn as dots on the graph, each a step to its
move."""


def review_model(session: ReplaySession) -> ReviewModel | None:
    if not session.full:
        return None
    if session.reviewer is not None:
        done, total = session.reviewer.progress
        return ReviewModel("running", done, total)
    review = session.review
    if review is None:
        return ReviewModel("none")
    counts = review.counts()
    notes, _ghost = _notes(session)
    person = person_of(session.game)
    player = session.whose if session.whose is not None else person if person is not None else 0
    return ReviewModel(
        "done",
        curve=tuple((ply, chance) for ply, _round, chance in review.curve()),
        counts=tuple((p, tuple(counts[p][v] for v in VERDICTS)) for p in review.players),
        notes=notes,
        kept=session.review_kept,
        player=player,
        smooth=tuple(
            (pt.ply + 1, pt.round_no, pt.chance, pt.low, pt.high)
            for pt in review.smoothed_curve(player)
        ),
        marked=tuple(
            (d.ply + 1, d.verdict, d.player)
            for d in review.decisions
            if d.verdict in MARKED and d.player == player
        ),
    )


def replay_model(session: ReplaySession, saved: bool = False) -> ReplayModel:
    """The viewer at the session's ply (through :meth:`Replay.frame`: never more than
    :func:`access` allows)."""
    frame = session.replay.frame(session.ply)
    ghost = _notes(session)[1] if session.review is not None else None
    if frame.state is not None:
        state = frame.state
        person = person_of(session.game)
        viewer = person if person is not None else 0
        view = player_view(state, viewer)
        hands: tuple[tuple[str, ...] | None, tuple[str, ...] | None] = (
            tuple(str(c) for c in state.hands[0]),
            tuple(str(c) for c in state.hands[1]),
        )
        sizes = (len(state.hands[0]), len(state.hands[1]))
        lines = _lines(session, None)
    else:
        assert frame.view is not None
        view = frame.view
        viewer = view.viewer
        own = tuple(str(c) for c in view.hand)
        hands = (own, None) if viewer == 0 else (None, own)
        counts = [0, 0]
        counts[viewer] = len(view.hand)
        counts[1 - viewer] = view.opponent_hand_size
        sizes = (counts[0], counts[1])
        lines = _lines(session, player_view(session.game, viewer))
    last = None
    if frame.last is not None:
        said = words(frame.last.action, session.names[frame.last.player])
        last = said.log
    return ReplayModel(
        names=session.names,
        viewer=viewer,
        ply=session.ply,
        plies=session.replay.plies,
        stones=_stones(view, viewer, ghost),
        hands=hands,
        hand_sizes=sizes,
        deck_size=view.deck_size,
        scores=view.scores,
        round_no=view.round_no,
        rounds=view.rounds,
        last=last,
        lines=lines,
        full=session.full,
        shareable=session.deals is None,
        from_link=session.from_link,
        saved=saved,
        link=session.link,
        review=review_model(session),
        messages=tuple(session.messages),
    )


def last_message(session: ReplaySession) -> Message | None:
    """The log line of the action that led to the ply shown (``None`` at the deal)."""
    if session.ply == 0:
        return None
    h = session.replay.history[session.ply - 1]
    return words(h.action, session.names[h.player] if h.player in (0, 1) else "").log


LINK_ERRORS = ("bad_link", "too_long", "not_deflate", "bad_json", "unsupported_version")
"""The codes of :class:`schotten.links.ReplayLinkError` with a message of their own (every
other one, a record that breaks the rules or is damaged inside, is ``replay.link.corrupt``)."""


def link_error_key(code: str) -> str:
    return f"replay.link.{code}" if code in LINK_ERRORS else "replay.link.corrupt"
