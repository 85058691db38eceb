"""The replay viewer's screen models (#14): one ply of a game shown by :mod:`ui.replay_session`,
its log lines and the review by the computer, drawn by :mod:`ui.render.replay_viewer`. Frozen, like
every screen model (:mod:`ui.model`, whose :class:`~ui.model.Message` and
:class:`~ui.model.StoneModel` they hold).
"""

from __future__ import annotations

from dataclasses import dataclass

from .model import Message, StoneModel


@dataclass(frozen=True)
class ReplayLine:
    """A line of the replay's log, a button that opens ``ply`` (the position after its
    action; a round's header opens the round's deal). ``verdicts``: the review's marks of
    that action (good, inaccuracy, mistake, blunder, miss); ``marks``: ``hint`` (played after a
    hint), ``takeback`` (played again after a take-back)."""

    ply: int
    kind: str
    line: Message
    verdicts: tuple[str, ...] = ()
    current: bool = False
    marks: tuple[str, ...] = ()


@dataclass(frozen=True)
class ReviewModel:
    """The review as the viewer shows it: ``state`` is ``none`` (offered), ``running``
    (``done`` of ``total`` turn cards), ``done``; then the win-chance curve (``(ply, chance
    that the first player wins the round)``), each player's count per verdict (in the order
    of ``schotten.review.VERDICTS``) and what it says of the ply shown."""

    state: str
    done: int = 0
    total: int = 0
    curve: tuple[tuple[int, float], ...] = ()
    counts: tuple[tuple[int, tuple[int, ...]], ...] = ()
    notes: tuple[Message, ...] = ()
    kept: bool = True  # the result is stored with the saved game
    # the graph: whose chance it draws (the person against the computer, else the first
    # player), as (position after the play, round, smoothed chance, band low, band high)
    player: int = 0
    smooth: tuple[tuple[int, int, float, float, float], ...] = ()
    # that player's plays marked inaccuracy, mistake or blunder: (position after it, verdict,
    # player)
    marked: tuple[tuple[int, str, int], ...] = ()


@dataclass(frozen=True)
class ReplayModel:
    """One ply of a game in the replay viewer. ``hands[p]`` is ``None`` where that hand may
    not be shown (against the computer while the game goes on: only the person's)."""

    names: tuple[str, str]
    viewer: int  # the side nearest the bottom
    ply: int
    plies: int
    stones: tuple[StoneModel, ...]
    hands: tuple[tuple[str, ...] | None, tuple[str, ...] | None]
    hand_sizes: tuple[int, int]
    deck_size: int
    scores: tuple[int, int]
    round_no: int
    rounds: int
    last: Message | None
    lines: tuple[ReplayLine, ...]
    full: bool  # a finished game: everything shown, shareable, reviewable
    from_link: bool = False  # opened from a shared link (read only, may be saved)
    saved: bool = False  # the link's game is among the saved games
    link: str | None = None  # the share link, shown in a read-only field
    shareable: bool = True  # a link and a file (not a game dealt fairly: they replay its seed)
    review: ReviewModel | None = None  # None: no review offered
    messages: tuple[Message, ...] = ()
