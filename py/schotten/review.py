"""The review of a game by the computer: every decision judged from the view its player had.

For each turn card a player chose (a placement, or in the tactical game a tactic card, when more
than one play was legal) the hard search (:meth:`~schotten.bots.hard.HardBot.appraise`) values
the heuristic's best plays and the play made, from the player's
:class:`~schotten.views.PlayerView` at that moment (never the hidden cards: the same view gives
the same judgement, however the hidden cards lie). A decision records:

- ``before``: the chance to win the round with the best play the search found (the chance the
  player had before the move), ``after``: the chance after the play made, ``drop`` the
  difference, ``best`` the play the search prefers, and each candidate's chance;
- ``margin``: the search's noise on the drop (:data:`NOISE_Z` standard errors of the
  difference, over the deals both plays met);
- a verdict by the drop: ``good`` below :data:`INACCURACY` or within the margin, then
  ``inaccuracy``, ``mistake`` from :data:`MISTAKE`, ``blunder`` from :data:`BLUNDER`.

A claim that was legal when the player let the moment pass (the end of the turn under normal
timing, the card under expert timing) is a ``miss``: a decision of kind ``claim`` with the stone,
whether it was an early claim (before the other side was complete) and whether it would have won
the round at once. A stone that can be claimed is won anyway, so a miss costs only the risk that
the round ends first, or a round that could have been won there and then.

The work is sliced: :class:`Reviewer` replays the game and judges one unit at a time (a view, a
play-out), ``step(max_ms)`` does about that much work, ``cancel()`` stops it. Every random
choice comes from the game's seed and the ply, so the same game gives the same review however
it is sliced and on any machine. A :class:`Review` is written as versioned JSON
(:func:`dumps_review`, kept with the saved game: :func:`Review.matches` says whether it belongs
to a game) and read back by :func:`read_review`, which checks everything and refuses a damaged or
foreign record with a :class:`~schotten.errors.ReviewError`.

>>> from schotten.bots import play_match, make_bot
>>> from schotten.options import Options
>>> game = play_match([make_bot("medium", 1), make_bot("medium", 2)], Options(), seed=5)
>>> result = review_game(game, ReviewSettings(budget=300))
>>> result.matches(game), {d.verdict for d in result.decisions} <= set(VERDICTS)
(True, True)
>>> read_review(dumps_review(result)) == result
True
"""

from __future__ import annotations

import hashlib
import json
import math
import time
from collections.abc import Callable, Collection, Generator, Mapping, Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Any, NamedTuple

from .actions import Action, Claim, parse_action
from .bots.hard import Appraisal, HardBot, SearchSettings
from .errors import NotationError, ReviewError, UnsupportedVersionError
from .options import NUM_STONES
from .phases import Step, step_of
from .rules import Deals, apply_dealt, derive_seed, start, winning_line_of
from .serialize import MAX_INT, check_version, read_json, replay_dumps
from .state import GameState
from .views import PlayerView, player_view

REVIEW_FORMAT = "schotten-totten-review"
REVIEW_VERSION = 1

INACCURACY = 0.06
"""A drop of the chance to win the round from this much (6 points) is an inaccuracy."""
MISTAKE = 0.12
"""From this drop (12 points), a mistake."""
BLUNDER = 0.25
"""From this drop (25 points), a blunder."""

VERDICTS = ("good", "inaccuracy", "mistake", "blunder", "miss")
"""Every verdict: the four of a play by its drop, ``miss`` for a claim not taken."""
KINDS = ("play", "claim")

DIGITS = 4
"""Chances are kept to this many decimals (the same figures on every machine)."""
MAX_REVIEW_CHARS = 2_000_000
"""Longest review text :func:`read_review` reads."""
MAX_REVIEW_DEPTH = 6
"""Deepest nesting of a review (it needs 4)."""
MAX_DECISIONS = 20_000
MAX_CANDIDATES = 64
DEFAULT_SLICE_MS = 20.0


NOISE_Z = 2.0
"""A drop no larger than this many standard errors of the search (its ``margin``) is not told
apart from the noise of the play-outs: the play is good."""


def classify(drop: float, margin: float = 0.0) -> str:
    """The verdict of a play whose chance to win the round is ``drop`` below the best play's,
    ``margin`` the search's noise on that drop (:data:`NOISE_Z` standard errors)."""
    if drop <= margin:
        return "good"
    if drop >= BLUNDER:
        return "blunder"
    if drop >= MISTAKE:
        return "mistake"
    if drop >= INACCURACY:
        return "inaccuracy"
    return "good"


@dataclass(frozen=True, slots=True)
class ReviewSettings:
    """How hard the review searches each decision (see ``docs/review.md`` for the figures)."""

    budget: int = 2_000
    """Work per decision in simulated plies, a leaf judged by the heuristic counting 15 (the
    hard bot plays with 8,000 and no leaves)."""
    candidates: int = 4
    """The heuristic's best plays searched beside the play made."""
    depth: int = 2
    """Turns played out after the play (the other's answer, then the player's next card) before
    the heuristic judges the position (0: to the end of the round: far noisier for the same
    time, see ``docs/review.md``)."""

    def search(self) -> SearchSettings:
        return SearchSettings(candidates=self.candidates, budget=self.budget, depth=self.depth)

    def to_dict(self) -> dict[str, int]:
        return {"budget": self.budget, "candidates": self.candidates, "depth": self.depth}


@dataclass(frozen=True, slots=True)
class Candidate:
    """A play the search valued: its chance to win the round and the play-outs behind it (0:
    the heuristic's chance, not searched)."""

    action: Action
    chance: float
    playouts: int = 0


SMOOTH_HALF = 2
"""The graph's moving average spans this many judged plays either side of each one."""


class SmoothPoint(NamedTuple):
    """One point of :meth:`Review.smoothed_curve`: the action's history index, its round, the
    smoothed chance and its band (``low`` .. ``high``)."""

    ply: int
    round_no: int
    chance: float
    low: float
    high: float


@dataclass(frozen=True, slots=True)
class Decision:
    """One judged decision (see the module's documentation). ``ply`` is the action's index in
    the game's history (``python -m schotten replay`` numbers it ``ply + 1``); ``action`` the
    action taken there. Kind ``play``: ``before``, ``after``, ``drop``, ``best``, ``searched``,
    ``playouts``, ``candidates``. Kind ``claim`` (verdict ``miss``): ``stone``, ``early``,
    ``wins_round``."""

    ply: int
    round_no: int
    player: int
    kind: str
    action: Action
    verdict: str
    before: float = 0.0
    after: float = 0.0
    drop: float = 0.0
    margin: float = 0.0
    best: Action | None = None
    searched: bool = False
    playouts: int = 0
    candidates: tuple[Candidate, ...] = ()
    stone: int = -1
    early: bool = False
    wins_round: bool = False

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "ply": self.ply,
            "round": self.round_no,
            "player": self.player,
            "kind": self.kind,
            "action": str(self.action),
            "verdict": self.verdict,
        }
        if self.kind == "play":
            out.update(
                before=self.before,
                after=self.after,
                drop=self.drop,
                margin=self.margin,
                best=str(self.best),
                searched=self.searched,
                playouts=self.playouts,
                candidates=[[str(c.action), c.chance, c.playouts] for c in self.candidates],
            )
        else:
            out.update(stone=self.stone, early=self.early, wins_round=self.wins_round)
        return out


@dataclass(frozen=True, slots=True)
class GameKey:
    """Which game a review belongs to: its seed, its length and a digest of its record."""

    seed: int
    plies: int
    digest: str

    @classmethod
    def of(cls, game: GameState) -> GameKey:
        text = replay_dumps(game).encode("utf-8")
        return cls(game.seed, len(game.history), hashlib.sha256(text).hexdigest()[:32])

    def to_dict(self) -> dict[str, Any]:
        return {"seed": self.seed, "plies": self.plies, "digest": self.digest}


@dataclass(frozen=True, slots=True)
class Review:
    """A finished review: the game it belongs to, how it searched, which players' decisions
    were judged, and the decisions in the order of the game."""

    game: GameKey
    settings: ReviewSettings
    players: tuple[int, ...]
    decisions: tuple[Decision, ...]

    def matches(self, game: GameState) -> bool:
        """Whether this review is of ``game`` (same record, action for action)."""
        return self.game == GameKey.of(game)

    def counts(self) -> dict[int, dict[str, int]]:
        """Per player, how many decisions got each verdict."""
        out = {p: dict.fromkeys(VERDICTS, 0) for p in self.players}
        for d in self.decisions:
            out[d.player][d.verdict] += 1
        return out

    def curve(self) -> list[tuple[int, int, float]]:
        """The win-chance graph: for each judged play, ``(ply, round, chance)`` with the chance
        that player 0 (``p1``) wins the round after it, as its mover saw it (the other player's
        plays count as one minus their own chance)."""
        return [
            (d.ply, d.round_no, d.after if d.player == 0 else round(1.0 - d.after, DIGITS))
            for d in self.decisions
            if d.kind == "play"
        ]

    def smoothed_curve(self, player: int = 0, half: int = SMOOTH_HALF) -> list[SmoothPoint]:
        """:meth:`curve` for ``player`` (0 or 1) as the graph draws it: each judged play's chance
        replaced by the mean over the plays of its round within ``half`` plays either side (a
        centred moving average, so that one search's noise does not swing the line), with a band
        of one standard deviation of those plays around it (clamped to 0..1)."""
        points = [(ply, rnd, c if player == 0 else 1.0 - c) for ply, rnd, c in self.curve()]
        out: list[SmoothPoint] = []
        for i, (ply, rnd, _c) in enumerate(points):
            near = [c for _p, r, c in points[max(0, i - half) : i + half + 1] if r == rnd]
            mean = sum(near) / len(near)
            sd = (sum((c - mean) ** 2 for c in near) / len(near)) ** 0.5
            out.append(
                SmoothPoint(
                    ply,
                    rnd,
                    round(mean, DIGITS),
                    round(max(0.0, mean - sd), DIGITS),
                    round(min(1.0, mean + sd), DIGITS),
                )
            )
        return out

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": REVIEW_FORMAT,
            "version": REVIEW_VERSION,
            "game": self.game.to_dict(),
            "settings": self.settings.to_dict(),
            "players": list(self.players),
            "decisions": [d.to_dict() for d in self.decisions],
        }


def dumps_review(review: Review) -> str:
    """The review as compact JSON (one line, stable key order)."""
    return json.dumps(review.to_dict(), separators=(",", ":"))


# --- judging one decision, from the view alone ---------------------------------------------------


def review_bot(game_seed: int, settings: ReviewSettings | None = None) -> HardBot:
    """The search that judges the decisions of the game of ``game_seed``: seeded from the
    game's seed (each decision's deals from that seed, the round and the ply). The hint asks
    the same search at the same settings (:mod:`schotten.hints`), so a hinted move is the
    review's best play."""
    cfg = settings or ReviewSettings()
    return HardBot(derive_seed(game_seed, "review") % 2**32, cfg.search())


def _chance(x: float) -> float:
    return round(min(1.0, max(0.0, x)), DIGITS)


def judge_play(
    view: PlayerView, action: Action, bot: HardBot, ply: int
) -> Generator[None, float, Decision]:
    """The judgement of ``action``, the turn card the viewer of ``view`` chose (a generator:
    one unit of work a step). Only ``view`` is read."""
    appraisal: Appraisal = yield from bot.appraise(view, (action,))
    best = appraisal.candidates[appraisal.best]
    played = appraisal.of(action)
    assert played is not None  # the play made is always among the candidates
    before = _chance(best.value)
    after = _chance(played.value)
    drop = round(max(0.0, before - after), DIGITS)
    _, se = appraisal.difference(appraisal.best, appraisal.candidates.index(played))
    margin = _chance(NOISE_Z * se) if drop > 0 else 0.0
    cands = sorted(
        (Candidate(c.action, _chance(c.value), c.visits) for c in appraisal.candidates),
        key=lambda c: (-c.chance, -c.playouts, str(c.action)),
    )
    return Decision(
        ply,
        view.round_no,
        view.viewer,
        "play",
        action,
        classify(drop, margin),
        before,
        after,
        drop,
        margin,
        best.action if drop > 0 else action,
        appraisal.searched,
        appraisal.playouts,
        tuple(cands),
    )


def missed_claims(view: PlayerView, action: Action, ply: int) -> list[Decision]:
    """The claims legal in ``view`` that the viewer let pass by taking ``action`` (not a claim:
    the last moment to claim this turn)."""
    if isinstance(action, Claim):
        return []
    claims = [a for a in view.legal_actions if isinstance(a, Claim)]
    me = view.viewer
    owners: list[int | None] = [s.claimed_by for s in view.stones]
    out = []
    for claim in claims:
        stone = claim.stone
        taken = list(owners)
        taken[stone] = me
        out.append(
            Decision(
                ply,
                view.round_no,
                me,
                "claim",
                action,
                "miss",
                stone=stone,
                early=view.claims[stone].early,
                wins_round=winning_line_of(taken, me) is not None,
            )
        )
    return out


def is_choice(view: PlayerView, action: Action) -> bool:
    """Whether ``action`` is a turn card chosen among several legal plays (what is judged)."""
    if step_of(action) is not Step.PLAY:
        return False
    plays = [a for a in view.legal_actions if step_of(a) is Step.PLAY]
    return len(plays) > 1


# --- the sliced review of a game ------------------------------------------------------------------


class Reviewer:
    """The review of ``game`` in slices (see the module's documentation).

    ``step(max_ms)`` does about ``max_ms`` milliseconds of work (at least one unit: a view or a
    play-out, about 0.2-2 ms on CPython) and returns whether the review is over; ``progress``
    is ``(decisions judged, decisions to judge)``; ``cancel()`` stops it (``result`` stays
    ``None``); ``finish()`` works to the end. ``players``: whose decisions to judge."""

    def __init__(
        self,
        game: GameState,
        settings: ReviewSettings | None = None,
        *,
        players: Collection[int] = (0, 1),
        clock: Callable[[], float] = time.perf_counter,
        deals: Deals | None = None,
    ) -> None:
        self.game = game
        self.deals = deals
        """A match dealt fairly between two devices: its rounds' orders (:data:`rules.Deals`)."""
        self.settings = settings or ReviewSettings()
        self.players = tuple(sorted(set(players)))
        if not set(self.players) <= {0, 1} or not self.players:
            raise ValueError(f"players must be 0 and/or 1, not {players!r}")
        self.bot = review_bot(game.seed, self.settings)
        self.total = sum(
            1 for h in game.history if h.player in self.players and step_of(h.action) is Step.PLAY
        )
        self.done = 0
        self.units = 0
        self.thinking_ms = 0.0
        self.decisions: list[Decision] = []
        self.result: Review | None = None
        self.cancelled = False
        self._clock = clock
        self._work: Generator[None, float, None] | None = self._run()
        next(self._work)  # to its first line: nothing is done before the first step

    @property
    def progress(self) -> tuple[int, int]:
        """``(judged, to judge)``: turn cards of the reviewed players gone through."""
        return self.done, self.total

    @property
    def fraction(self) -> float:
        return 1.0 if self.finished or not self.total else self.done / self.total

    @property
    def finished(self) -> bool:
        """Whether the review is over (done or cancelled)."""
        return self._work is None

    def cancel(self) -> None:
        """Stop the review; what was judged so far stays in :attr:`decisions`."""
        if self._work is not None:
            self._work.close()
            self._work = None
            self.cancelled = True

    def step(self, max_ms: float = DEFAULT_SLICE_MS) -> bool:
        """Work for about ``max_ms`` milliseconds; whether the review is over."""
        work = self._work
        if work is None:
            return True
        clock = self._clock
        start = clock()
        limit = max_ms / 1000.0
        try:
            while True:
                work.send(0.0)
                self.units += 1
                if clock() - start >= limit:
                    break
        except StopIteration:
            self._work = None
        self.thinking_ms += (clock() - start) * 1000.0
        return self._work is None

    def finish(self) -> Review:
        """Work to the end and return the review (raises ``ValueError`` when cancelled)."""
        while not self.step(1e12):
            pass
        if self.result is None:
            raise ValueError("the review was cancelled")
        return self.result

    def _run(self) -> Generator[None, float, None]:
        yield None  # primed by the first send
        game = self.game
        state = start(game.options, game.seed, self.deals)
        for ply, entry in enumerate(game.history):
            action = entry.action
            if entry.player in self.players:
                view = player_view(state, entry.player)
                yield None
                self.decisions.extend(missed_claims(view, action, ply))
                if step_of(action) is Step.PLAY:
                    if is_choice(view, action):
                        decision = yield from judge_play(view, action, self.bot, ply)
                        self.decisions.append(decision)
                    self.done += 1
            state = apply_dealt(state, action, self.deals)
            yield None
        self.result = Review(GameKey.of(game), self.settings, self.players, tuple(self.decisions))


def review_game(
    game: GameState, settings: ReviewSettings | None = None, players: Collection[int] = (0, 1)
) -> Review:
    """The whole review of ``game`` at once (scripts, the command line)."""
    return Reviewer(game, settings, players=players).finish()


# --- as text and JSON lines (the command line) ---------------------------------------------------


def _pct(x: float) -> str:
    return f"{round(x * 100):d}%"


def _plural(n: int, word: str) -> str:
    plural = {"inaccuracy": "inaccuracies", "miss": "missed claims"}.get(word, word + "s")
    single = "missed claim" if word == "miss" else word
    return f"{n} {single if n == 1 else plural}"


def review_text(review: Review, names: tuple[str, str] = ("p1", "p2")) -> list[str]:
    """The review as lines of text (plies numbered from 1, stones 0-8, chances in percent)."""
    s = review.settings
    lines = [
        f"review of {names[0]} (p1) vs {names[1]} (p2), seed {review.game.seed}: "
        f"{s.candidates} candidates a decision, {s.budget} plies of search, depth {s.depth}",
        "chance to win the round with the best play -> with the play made",
    ]
    width = max(len(n) for n in names)
    current = -1
    for d in review.decisions:
        if d.round_no != current:
            current = d.round_no
            lines += ["", f"round {current + 1}"]
        head = f"{d.ply + 1:>3}. {names[d.player]:<{width}}  {d.action!s:<7}"
        if d.kind == "claim":
            notes = ["early"] if d.early else []
            if d.wins_round:
                notes.append("it would have won the round")
            extra = f" ({'; '.join(notes)})" if notes else ""
            lines.append(f"{head} missed claim of stone {d.stone}{extra}")
            continue
        text = f"{head} {_pct(d.before):>4} -> {_pct(d.after):>4}  {d.verdict}"
        points = round(d.drop * 100)
        if d.best is not None and d.best != d.action and points:
            text += f"; best {d.best}, {points} point{'s' if points != 1 else ''} better"
            noise = round(d.margin * 100)
            if noise:
                text += f" (noise {noise})"
        lines.append(text)
    lines.append("")
    for p, counts in review.counts().items():
        lines.append(f"{names[p]}: " + ", ".join(_plural(counts[v], v) for v in VERDICTS))
    return lines


def review_json_lines(review: Review) -> list[str]:
    """The review as JSON lines: each decision (:meth:`Decision.to_dict`), then a summary
    (``"kind": "summary"``: the game, the settings, the players and their counts)."""
    out = [json.dumps(d.to_dict(), separators=(",", ":")) for d in review.decisions]
    counts = review.counts()
    summary = {
        "kind": "summary",
        "format": REVIEW_FORMAT,
        "version": REVIEW_VERSION,
        "game": review.game.to_dict(),
        "settings": review.settings.to_dict(),
        "players": list(review.players),
        "counts": [counts[p] for p in review.players],
    }
    out.append(json.dumps(summary, separators=(",", ":")))
    return out


# --- reading a review back ------------------------------------------------------------------------


def _bad(message: str, **params: Any) -> ReviewError:
    return ReviewError(f"damaged review: {message}", params=params)


def _obj(value: Any, where: str, keys: Sequence[str]) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        raise _bad(f"{where} must be an object", where=where)
    if set(value) != set(keys):
        missing = sorted(set(keys) - set(value))
        extra = sorted(set(value) - set(keys))
        raise _bad(f"{where}: missing {missing}, unknown {extra}", where=where)
    return value


def _int(value: Any, where: str, lo: int, hi: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise _bad(f"{where} must be an integer from {lo} to {hi}", where=where)
    return value


def _bool(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise _bad(f"{where} must be true or false", where=where)
    return value


def _float(value: Any, where: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise _bad(f"{where} must be a number", where=where)
    x = float(value)
    if not (math.isfinite(x) and 0.0 <= x <= 1.0 and round(x, DIGITS) == x):
        raise _bad(f"{where} must be a chance from 0 to 1 with {DIGITS} decimals", where=where)
    return x


def _action(value: Any, where: str) -> Action:
    if not isinstance(value, str) or len(value) > 200:
        raise _bad(f"{where} must be an action", where=where)
    try:
        return parse_action(value)
    except NotationError as err:
        raise _bad(f"{where}: {err.message}", where=where) from None


_KEYS: tuple[str, ...] = ("ply", "round", "player", "kind", "action", "verdict")
_CLAIM_KEYS = (*_KEYS, "stone", "early", "wins_round")
_PLAY_KEYS = (*_KEYS, "before", "after", "drop", "margin", "best", "searched", "playouts")
_PLAY_KEYS += ("candidates",)


def _decision(value: Any, where: str, plies: int, players: Sequence[int]) -> Decision:
    if not isinstance(value, dict):
        raise _bad(f"{where} must be an object", where=where)
    kind = value.get("kind")
    if kind not in KINDS:
        raise _bad(f"{where}: unknown kind {kind!r}", where=where)
    d = _obj(value, where, _PLAY_KEYS if kind == "play" else _CLAIM_KEYS)
    ply = _int(d["ply"], f"{where}.ply", 0, max(0, plies - 1))
    round_no = _int(d["round"], f"{where}.round", 0, 98)
    player = _int(d["player"], f"{where}.player", 0, 1)
    if player not in players:
        raise _bad(f"{where}: player {player} was not reviewed", where=where)
    action = _action(d["action"], f"{where}.action")
    verdict = d["verdict"]
    if kind == "claim":
        if verdict != "miss":
            raise _bad(f"{where}: a missed claim has the verdict miss", where=where)
        return Decision(
            ply,
            round_no,
            player,
            "claim",
            action,
            "miss",
            stone=_int(d["stone"], f"{where}.stone", 0, NUM_STONES - 1),
            early=_bool(d["early"], f"{where}.early"),
            wins_round=_bool(d["wins_round"], f"{where}.wins_round"),
        )
    before = _float(d["before"], f"{where}.before")
    after = _float(d["after"], f"{where}.after")
    drop = _float(d["drop"], f"{where}.drop")
    if abs(drop - round(max(0.0, before - after), DIGITS)) > 1e-9:
        raise _bad(f"{where}: the drop is not the chance before less the chance after", where=where)
    margin = _float(d["margin"], f"{where}.margin")
    if verdict != classify(drop, margin):
        raise _bad(f"{where}: the verdict does not match the drop", where=where)
    raw = d["candidates"]
    if not isinstance(raw, list) or not 1 <= len(raw) <= MAX_CANDIDATES:
        raise _bad(f"{where}.candidates must be a list of 1 to {MAX_CANDIDATES}", where=where)
    cands = []
    for n, item in enumerate(raw):
        at = f"{where}.candidates[{n}]"
        if not isinstance(item, list) or len(item) != 3:
            raise _bad(f"{at} must be [action, chance, play-outs]", where=at)
        cands.append(
            Candidate(_action(item[0], at), _float(item[1], at), _int(item[2], at, 0, MAX_INT))
        )
    best = _action(d["best"], f"{where}.best")
    by_action = {c.action: c for c in cands}
    if best not in by_action or action not in by_action:
        raise _bad(f"{where}: the best play and the play made must be candidates", where=where)
    if by_action[best].chance != before or by_action[action].chance != after:
        raise _bad(f"{where}: the chances do not match the candidates", where=where)
    return Decision(
        ply,
        round_no,
        player,
        "play",
        action,
        verdict,
        before,
        after,
        drop,
        margin,
        best,
        _bool(d["searched"], f"{where}.searched"),
        _int(d["playouts"], f"{where}.playouts", 0, MAX_INT),
        tuple(cands),
    )


def review_from_dict(data: Any) -> Review:
    """A :class:`Review` from its JSON document; raises :class:`ReviewError` (or
    :class:`~schotten.errors.UnsupportedVersionError` for a newer version)."""
    if not isinstance(data, dict) or data.get("format") != REVIEW_FORMAT:
        raise _bad(f"not a {REVIEW_FORMAT} document")
    check_version(
        data,
        REVIEW_VERSION,
        lambda version: _bad(f"bad review version: {version!r}"),
        what="review",
    )
    d = _obj(data, "review", ("format", "version", "game", "settings", "players", "decisions"))
    g = _obj(d["game"], "game", ("seed", "plies", "digest"))
    digest = g["digest"]
    if not isinstance(digest, str) or len(digest) != 32 or set(digest) - set("0123456789abcdef"):
        raise _bad("game.digest must be 32 hexadecimal digits")
    key = GameKey(
        _int(g["seed"], "game.seed", 0, MAX_INT), _int(g["plies"], "game.plies", 0, 10**6), digest
    )
    s = _obj(d["settings"], "settings", ("budget", "candidates", "depth"))
    settings = ReviewSettings(
        _int(s["budget"], "settings.budget", 1, 10**9),
        _int(s["candidates"], "settings.candidates", 1, MAX_CANDIDATES),
        _int(s["depth"], "settings.depth", 0, 1000),
    )
    players = d["players"]
    if players not in ([0], [1], [0, 1]):
        raise _bad("players must be [0], [1] or [0, 1]")
    raw = d["decisions"]
    if not isinstance(raw, list) or len(raw) > MAX_DECISIONS:
        raise _bad(f"decisions must be a list of at most {MAX_DECISIONS}")
    decisions = tuple(
        _decision(item, f"decisions[{n}]", key.plies, players) for n, item in enumerate(raw)
    )
    if any(a.ply > b.ply for a, b in pairwise(decisions)):
        raise _bad("the decisions are not in the order of the game")
    return Review(key, settings, tuple(players), decisions)


def read_review(text: str | bytes, game: GameState | None = None) -> Review:
    """Read a review written by :func:`dumps_review` (bounded: :func:`read_json`); with
    ``game``, also check that it is that game's review (code ``other_game``). Raises
    :class:`ReviewError` with a ``code`` (``bad_review``, ``other_game``, or the JSON reader's
    code), or :class:`~schotten.errors.UnsupportedVersionError`; changes nothing."""
    try:
        data = read_json(text, max_chars=MAX_REVIEW_CHARS, max_depth=MAX_REVIEW_DEPTH)
    except ReviewError:
        raise
    except UnsupportedVersionError:
        raise
    except Exception as err:  # the reader's CorruptSaveError: keep its code
        raise ReviewError(
            f"unreadable review: {getattr(err, 'message', err)}",
            code=getattr(err, "code", "bad_review"),
        ) from None
    review = review_from_dict(data)
    if game is not None and not review.matches(game):
        raise ReviewError("the review is of another game", code="other_game")
    return review
