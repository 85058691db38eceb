"""Plain data for each screen: what :mod:`ui.render` draws, built by :mod:`ui.present` (the
game screens) and :mod:`ui.app` (the menus). Frozen, and everything a screen shows is here:
the renderer never looks anywhere else, and nothing edits its HTML afterwards.

Cards are in notation (``"R5"``) where they are only drawn; the choices of a guided tactic
play hold the engine's cards. Stones 0-8 as in the engine (people see 1-9), players 0/1.
Messages keep a translation key and raw parameters so a language switch re-renders them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import ClassVar, Literal, TypeAlias

from schotten.tactics import AnyCard

Tone = Literal["info", "error", "success"]


# --- the choices of a guided tactic play (ui.flow) ---------------------------------------------


@dataclass(frozen=True)
class AtStone:
    """A stone (where a combat mode goes)."""

    stone: int
    kind: ClassVar[str] = "stone"

    @property
    def arg(self) -> str:
        return str(self.stone)


@dataclass(frozen=True)
class CardOn:
    """A card on a stone: one of the player's own (``own``) or of the opponent's."""

    card: AnyCard
    stone: int
    own: bool

    @property
    def kind(self) -> str:
        return "own" if self.own else "theirs"

    @property
    def arg(self) -> str:
        return f"{self.card}@{self.stone}"


@dataclass(frozen=True)
class Destination:
    """Where a moved card goes: a stone, or the discard pile (``None``)."""

    stone: int | None
    kind: ClassVar[str] = "to"

    @property
    def arg(self) -> str:
        return "discard" if self.stone is None else str(self.stone)


@dataclass(frozen=True)
class Draws:
    """How many cards the Recruiter draws from each deck."""

    clan: int
    tactic: int
    kind: ClassVar[str] = "draw"

    @property
    def arg(self) -> str:
        return f"{self.clan}-{self.tactic}"


@dataclass(frozen=True)
class PutBack:
    """A card of the hand put back under its deck after the Recruiter."""

    card: AnyCard
    kind: ClassVar[str] = "return"

    @property
    def arg(self) -> str:
        return str(self.card)


Choice: TypeAlias = AtStone | CardOn | Destination | Draws | PutBack

Param: TypeAlias = (
    "str | int | Choice | tuple[str, ...] | tuple[str, int] | tuple[tuple[str, str], ...] | Message"
)
"""A message parameter (see :class:`Message`): a :class:`Message` is said in its words."""
Params: TypeAlias = Mapping[str, Param]


@dataclass(frozen=True)
class Message:
    """A text to show and announce. Parameter conventions for translation at render time:
    ``card`` is a card notation, ``cards`` a tuple of notations, ``formation``/``mine`` a
    ``(kind code, total)`` pair, ``stone`` a stone index (0-8, said as ``n`` = +1), ``pick``
    a :data:`Choice`, ``clan``/``tactic`` counts of drawn cards (said as ``drawn``), everything
    else is used as is."""

    key: str
    params: Params = field(default_factory=dict)
    tone: Tone = "info"
    cards: tuple[str, ...] = ()


@dataclass(frozen=True)
class SideModel:
    cards: tuple[str, ...] = ()
    formation: tuple[str, int] | None = None
    placeable: bool = False
    size: int = 3  # 4 under Mud Fight
    elites: tuple[tuple[str, str], ...] = ()  # what each elite troop counts as ("JOKER", "R7")
    last: int | None = None  # the computer's last card put there (its index in ``cards``)
    recent: tuple[int, ...] = ()  # cards put there in the other side's last turn (indices)
    ghost: str | None = None  # replay review: the better card, drawn marked beside the side
    # lessons and puzzles (#15): cards not on the table, drawn marked on this side to show a
    # line of play; ``shown_as`` says what they are: "move" (the player's wrong move),
    # "reply" (the opponent's winning answer to it), "completion" (a beating completion)
    shown: tuple[str, ...] = ()
    shown_as: str = ""


@dataclass(frozen=True)
class StoneModel:
    index: int
    mine: SideModel
    theirs: SideModel
    claimed_by: int | None = None
    claim_offered: bool = False
    claimable: bool = False
    modes: tuple[str, ...] = ()  # combat modes on the stone ("BLIND", "MUD")
    recent: bool = False  # claimed, or given a mode, in the other side's last turn
    target: TargetModel | None = None  # tactic play on the board: what the guided play lights
    won_claim: bool = False  # the claim that won the round, shown on the board before the result
    claimed_now: bool = False  # claimed by the last action: its cue ("Yours", the owner's name)


@dataclass(frozen=True)
class LogEntry:
    """One line of the public log, already narrated (:mod:`ui.narrate`): ``kind`` is
    place/claim/pass/end/round/other or tactic-mode, tactic-recruit, ... (its CSS class)."""

    kind: str
    line: Message


@dataclass(frozen=True)
class FlowModel:
    """The guided play of a tactic card (:mod:`ui.flow`) as the board shows it."""

    card: str  # the tactic card, or "RETURN" for the cards the Recruiter puts back
    step_no: int
    steps: int
    picks: tuple[Choice, ...]
    step: str | None  # the kind of the next choice, None once complete
    options: tuple[tuple[Choice, bool], ...]  # every value of the step, and whether allowed
    ready: bool  # the choices name one action: Confirm plays it
    return_count: int = 0
    board: BoardTargetsModel | None = None  # tactic play on the board: the hand, the pile, after


@dataclass(frozen=True)
class TacticNote:
    """A tactic card of the hand: what it does (by its card) and why it can't be played now."""

    card: str
    reason: Message | None = None


@dataclass(frozen=True)
class TacticalModel:
    """What the board shows of the tactical variant."""

    tactic_deck_size: int
    discard: tuple[str, ...]
    played_counts: tuple[int, int]
    draw_choices: tuple[str, ...]  # "clan"/"tactic" offered at the end of the turn
    notes: tuple[TacticNote, ...] = ()
    flow: FlowModel | None = None
    stalemate: bool = False
    opponent_hand_tactics: int = 0


@dataclass(frozen=True)
class LastTurnModel:
    """What the other side did in its last turn (public information only), in words; the
    cards and stones it concerned are marked on the board (``SideModel.recent``,
    ``StoneModel.recent``)."""

    player: int
    entries: tuple[LogEntry, ...]


@dataclass(frozen=True)
class BoardModel:
    names: tuple[str, str]
    viewer: int
    hand: tuple[str, ...]
    selected: str | None
    hand_sizes: tuple[int, int]
    deck_size: int
    stones: tuple[StoneModel, ...]
    scores: tuple[int, int]
    round_no: int
    rounds: int
    hint: Message
    expert: bool = False
    can_pass: bool = False
    can_end: bool = False
    can_undo: bool = False
    hand_active: bool = True
    message: Message | None = None
    log: tuple[LogEntry, ...] = ()
    tactical: TacticalModel | None = None  # in a tactical game
    bot_turn: bool | None = None  # against the computer: is it to move (None: people only)
    # --- the table in motion (last turn, round won on the board) ---
    turn: int | None = None  # whose turn it is (the heading), None: the viewer's
    last_turn: LastTurnModel | None = None  # the other side's last turn, until the viewer acts
    round_won: Message | None = None  # a round-winning claim shown on the board, then Continue
    # --- moments: the round's result over the final board, a claim's cue ---
    result: RoundOverModel | None = None  # the round (or match) over: a dialog over the board
    result_folded: bool = False  # the result folded to one line, so the board can be looked at
    learning: LearningModel | None = None  # hint, card tracker, take-back (ui.render.learning)
    # why the tactic card just tapped cannot be played now: said beside the hand, not as the message
    hand_reason: Message | None = None
    # a game on two devices whose other device is away: the message offers a new code
    pair_again: bool = False
    # the message says so itself (no other message): it stays until the device is back
    message_stays: bool = False


@dataclass(frozen=True)
class HandoverModel:
    names: tuple[str, str]
    next_player: int
    last_turn: tuple[LogEntry, ...] = ()
    scores: tuple[int, int] = (0, 0)
    round_no: int = 0
    rounds: int = 1
    resumed: bool = False
    message: Message | None = None


@dataclass(frozen=True)
class RoundOverModel:
    names: tuple[str, str]
    round_no: int
    rounds: int
    winner: int | None
    how: str  # "adjacent" | "five" | "other"
    points: tuple[int, int]
    scores: tuple[int, int]
    hands: tuple[tuple[str, ...], tuple[str, ...]]
    match_over: bool
    match_winner: int | None = None
    message: Message | None = None
    replay: bool = False  # the replay viewer may open this game now (ui.replay_session, #14)
    used: tuple[int, int] | None = None  # learning tools: hints used, take-backs (match over)
    deal: int | None = None  # a game dealt fairly (#46): how far the next round's deal went


@dataclass(frozen=True)
class SaveLine:
    id: str
    names: tuple[str, str]
    updated: str
    score: tuple[int, int]
    round_no: int
    rounds: int
    finished: bool
    variant: str = "classic"
    level: str | None = None  # the computer's level in a game against it
    peer: bool = False  # played on two devices (#45)


@dataclass(frozen=True)
class StartModel:
    current: SaveLine | None
    messages: tuple[Message, ...] = ()
    invite: bool = False  # lessons (#15): the first visit's invitation to the first lesson
    lesson_first: bool = False
    """No game saved and no lesson finished (the invitation not dismissed): the first lesson is
    the primary action, at the top."""


@dataclass(frozen=True)
class SavesModel:
    lines: tuple[SaveLine, ...]
    confirm_delete: str | None = None
    messages: tuple[Message, ...] = ()
    unreadable: tuple[str, ...] = ()  # storage keys set aside (ui.storage), each deletable
    confirm_export: str | None = None  # a game whose file would show both hands: say so first
    newer: tuple[NewerSave, ...] = ()  # #29: games a newer version saved, kept as they are


@dataclass(frozen=True)
class NewGameModel:
    names: tuple[str, str]
    expert: bool = False
    rounds: int = 1
    first: str = "random"
    messages: tuple[Message, ...] = ()
    variant: str = "classic"
    opponent: str = "human"  # "human", or the computer's level: chosen in the form
    devices: bool = False
    """#45: the form of a game on two devices (this device's name only, no opponent to choose,
    "Allow play over the internet")."""
    internet: bool = False  # the setting "Allow play over the internet"


@dataclass(frozen=True)
class PairModel:
    """The pairing of two devices (#45) as one device shows it.

    ``role``: ``host`` (this device makes the first code, shown as a QR code of a link, then
    reads the other's) or ``guest`` (it opened that link: its answer shown as a QR code).
    ``phase``: ``form`` (the guest's name, before its code is made), ``making``, ``showing``
    (this device's code on screen), ``connecting`` (the host took the guest's code),
    ``connected``, ``failed``, ``lost`` (the other device went away). ``offers``: this device
    makes the first code (a host; either player re-pairing a saved game, ``repair``).
    ``link``: what this device's QR code holds (the host's link ``…#join=<code>``, the
    guest's code); ``size``: the code's bytes and QR version.
    ``status``: the status line (the problem of the moment, or where things stand);
    ``entered``: the other device's code as pasted or scanned; ``scanning``: the camera on."""

    role: str
    phase: str
    offers: bool = True
    code: str = ""
    link: str = ""
    size: tuple[int, int] | None = None
    status: Message | None = None
    entered: str = ""
    scanning: bool = False
    name: str = ""
    internet: bool = False
    repair: bool = False
    deal: int | None = None  # a game dealt fairly (#46): how far its first deal went


@dataclass(frozen=True)
class FastStartModel:
    """The "start faster on this device" setting (a memory snapshot of Python kept by the
    browser, see js/pyodide-early.mjs): on or off, and what became of the snapshot: ``stored``
    (``size`` bytes), ``making``/``none`` (made after this start), ``failed``, ``quota``,
    ``unavailable`` or ``off``."""

    enabled: bool = True
    state: str = "none"
    size: int = 0


# --- the table in motion: settings of sound and animations ------------------------------------


@dataclass(frozen=True)
class TablePrefsModel:
    """The Settings switches "Sound" (off on a first visit) and "Animations" (on)."""

    sound: bool = False
    animations: bool = True


# --- learning tools: hint, card tracker, take-back, statistics ---------------------------------


@dataclass(frozen=True)
class HintModel:
    """A hint shown on the board: the card to play (notation, ``None`` when the hint is not a
    placement), the stone (0-8, -1: none) and the sentences that say why."""

    card: str | None
    stone: int
    lines: tuple[Message, ...]


@dataclass(frozen=True)
class TrackerModel:
    """The card tracker: 6 rows (colours) of 9 ``(card, place)``; in a tactical game one
    ``(tactic card, place)`` per tactic card; ``counts`` per clan place."""

    rows: tuple[tuple[tuple[str, str], ...], ...]
    tactics: tuple[tuple[str, str], ...] = ()
    counts: tuple[tuple[str, int], ...] = ()
    tactical: bool = False


@dataclass(frozen=True)
class LearningModel:
    """The board's learning tools: the hint button (``hint_on``: the setting; ``can_hint``:
    the person's turn), the hint shown, the tracker (open when not ``None``), the take-back."""

    hint_on: bool = True
    can_hint: bool = False
    hint: HintModel | None = None
    tracker: TrackerModel | None = None
    vs_computer: bool = False
    can_takeback: bool = False
    busy: bool = False  # a hint is being worked out


@dataclass(frozen=True)
class TallyModel:
    """One line of the statistics: ``variant`` and ``level`` (``None``: every level)."""

    variant: str
    level: str | None
    games: int
    wins: int
    losses: int
    draws: int
    streak: int
    best_streak: int
    average_stones: float
    won_by: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True)
class StatsModel:
    """The statistics screen."""

    games: int
    tallies: tuple[TallyModel, ...] = ()
    head_to_head: tuple[tuple[tuple[str, str], tuple[int, int], int, int], ...] = ()
    """``(names, wins of each, draws, games)`` per pair of people."""
    confirm_reset: bool = False
    messages: tuple[Message, ...] = ()


# --- lessons and puzzles (#15: ui/teach_sessions.py, ui/render/teach_screens.py) ------------------


@dataclass(frozen=True)
class QuizModel:
    """A "which is stronger?" step: two formations (``a_first``: ``a`` was completed first)."""

    a: tuple[str, ...]
    b: tuple[str, ...]
    a_formation: tuple[str, int]
    b_formation: tuple[str, int]
    a_first: bool = True


@dataclass(frozen=True)
class LessonModel:
    """A lesson on the board: the step to do (``step_key``, ``None`` once over), what the last
    step taught (``explained``), a refusal (``message``) and the opponent's replies."""

    lesson: str
    step_key: str | None
    step_no: int
    steps: int
    board: BoardModel
    quiz: QuizModel | None = None
    message: Message | None = None
    explained: Message | None = None
    replies: tuple[Message, ...] = ()
    done: bool = False
    next_lesson: str | None = None
    task: Message | None = None
    """The step's instruction, with what it says of the cards (``schotten.lesson.Said``)."""


@dataclass(frozen=True)
class PuzzleGroup:
    """The puzzles of one kind and difficulty: how many, how many solved, the next to try."""

    kind: str
    difficulty: int
    total: int
    solved: int
    next_id: str


@dataclass(frozen=True)
class PuzzlesModel:
    daily_id: str
    daily_kind: str
    daily_difficulty: int
    daily_solved: bool
    groups: tuple[PuzzleGroup, ...]
    solved_today: int = 0
    streak: int = 0


@dataclass(frozen=True)
class PuzzleModel:
    """One puzzle: its board; a claims puzzle's stones to pick (``candidates``, ``chosen``);
    an endgame's other hand (known once the deck is empty); the result and its reasons."""

    id: str
    kind: str
    difficulty: int
    board: BoardModel
    candidates: tuple[int, ...] = ()
    chosen: tuple[int, ...] = ()
    opponent_hand: tuple[str, ...] = ()
    result: str | None = None  # "solved", "wrong"
    message: Message | None = None
    verdicts: tuple[Message, ...] = ()
    next_id: str | None = None
    daily: bool = False
    line: tuple[int, int] | None = None  # the winning line playing out: the step, the steps


# --- tactic play on the board: the guided play's choices lit on the table and in the hand -------


@dataclass(frozen=True)
class TargetModel:
    """What the guided play of a tactic card lights on one stone (every stone carries one
    while a step is chosen on the board): the stone itself (a combat mode's stone: its intent
    ``arg``), the viewer's side as a destination (``to``), the cards of each side that can be
    chosen (``(index in the side, arg)``), the card already chosen (``(mine, index)``), and
    whether the stone (``picked``) or the viewer's side (``to_picked``) is the choice made."""

    stone: str | None = None
    to: str | None = None
    mine: tuple[tuple[int, str], ...] = ()
    theirs: tuple[tuple[int, str], ...] = ()
    chosen: tuple[bool, int] | None = None
    picked: bool = False
    to_picked: bool = False
    first: str | None = None  # the id of the board's first lit target (the one Tab reaches)


@dataclass(frozen=True)
class PreviewModel:
    """A stone as the choices made would leave it (the engine's own result), before Confirm."""

    stone: int
    mine: SideModel
    theirs: SideModel
    modes: tuple[str, ...] = ()


@dataclass(frozen=True)
class BoardTargetsModel:
    """The guided play's part off the stones: cards of the hand that can be chosen (the
    Recruiter's returns; ``hand``), the cards it drew (``drawn``), the cards chosen so far
    (``returned``, in order), the discard pile as a destination (``discard``: its arg), the
    first target keyboard focus goes to, and the stones as the choices made would leave them
    (``preview``)."""

    hand: tuple[str, ...] = ()
    drawn: tuple[str, ...] = ()
    returned: tuple[str, ...] = ()
    discard: str | None = None
    first: str | None = None
    preview: tuple[PreviewModel, ...] = ()


# --- saves that survive a second copy, browser eviction and odd input (#29) --------------------


@dataclass(frozen=True)
class NewerSave:
    """A game saved by a newer version of the game (another copy on the same origin): this one
    cannot open it and leaves it as it is. Its names and date when its index line can be
    read."""

    id: str
    names: tuple[str, str] | None = None
    updated: str | None = None


@dataclass(frozen=True)
class BackupModel:
    """Settings: whether the browser keeps the saved games (``persistence``: ``granted``,
    ``not_granted``, ``unsupported``, or ``unknown`` before the page has asked), the last
    "Export everything" (a date shown, or ``None``: never), the question an import is waiting
    on (the games of the backup that are also saved here at another point: their names), and
    what the last export or import did."""

    persistence: str = "unknown"
    last_backup: str | None = None
    conflicts: tuple[tuple[str, str], ...] | None = None
    messages: tuple[Message, ...] = ()
