"""The game's screen models: everything the board, the hand-over and the round-over screens
show (the selection, whose turn it is, the guided tactic play, the computer's turn and the last
card it put down), built from a :class:`~ui.seen.Seen`: one player's
:class:`~schotten.views.PlayerView` and the UI's own state, never the game state, so a hidden
card cannot reach a screen. The renderer draws these models and nothing else.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from schotten.actions import EndTurn, Pass
from schotten.events import (
    CardMoved,
    CardPlaced,
    ModePlaced,
    RoundDealt,
    StoneClaimed,
    action_events,
)
from schotten.hints import Hint
from schotten.state import HistoryEntry, Phase
from schotten.tactics import AnyCard, Tactic
from schotten.tracker import card_tracker
from schotten.views import PlayerView, StoneView

from .flow import BOARD_STEPS, RETURN, Flow, first_target
from .model import (
    AtStone,
    BoardModel,
    BoardTargetsModel,
    CardOn,
    Choice,
    Destination,
    FlowModel,
    HandoverModel,
    HintModel,
    LastTurnModel,
    LearningModel,
    Message,
    PreviewModel,
    PutBack,
    RoundOverModel,
    SideModel,
    StoneModel,
    TacticalModel,
    TacticNote,
    TargetModel,
    TrackerModel,
)
from .narrate import (
    hint_messages,
    is_tactic_refusal,
    last_turn_entries,
    log_entries,
    reason_message,
)
from .seen import Seen


def last_bot_card(view: PlayerView, seat: int) -> tuple[AnyCard, int] | None:
    """The card the computer (``seat``) put on its side last in this round, and its stone:
    placed (a clan card or an elite troop), or moved there by its Strategist or Traitor.
    ``None`` when there is none, or when that card has left the stone since (Banshee,
    Strategist, Traitor). Read from ``view``: public information only."""
    for h in reversed(view.history):
        if h.round_no != view.round_no:
            return None
        put = put_on_side(h) if h.player == seat else None
        if put is None:
            continue
        card, stone = put
        return (card, stone) if card in view.stones[stone].sides[seat] else None
    return None


def put_on_side(h: HistoryEntry) -> tuple[AnyCard, int] | None:
    """The card a played action put on its player's side, and the stone, from its events: a
    card placed, or one moved there (a Strategist or a Traitor)."""
    for e in action_events(h.player, h.action, h.round_no):
        if isinstance(e, CardPlaced):
            return e.card, e.stone
        if isinstance(e, CardMoved):
            return e.card, e.to
    return None


def _side(
    sv: StoneView,
    p: int,
    placeable: bool,
    last: AnyCard | None = None,
    recent: Sequence[AnyCard] = (),
) -> SideModel:
    f = sv.formations[p]
    cards = sv.sides[p]
    return SideModel(
        tuple(str(c) for c in cards),
        (f.kind.code, f.total) if f is not None else None,
        placeable,
        size=sv.size,
        elites=tuple((str(a), str(b)) for a, b in sv.elites[p]),
        last=cards.index(last) if last is not None and last in cards else None,
        recent=tuple(i for i, c in enumerate(cards) if c in recent),
    )


def stone_models(
    seen: Seen,
    view: PlayerView,
    interactive: bool,
    bot_last: tuple[AnyCard, int] | None = None,
    recent: LastTurn | None = None,
) -> tuple[StoneModel, ...]:
    """The stones of ``view`` seen from its viewer (claim buttons and targets when
    ``interactive``; the computer's last card marked on its side; what the other side's last
    turn changed)."""
    viewer = view.viewer
    targets = seen.targets if interactive else frozenset()
    claims_now = interactive and seen.claims_now
    out = []
    for sv in view.stones:
        last = bot_last[0] if bot_last is not None and bot_last[1] == sv.index else None
        offered = claims_now and sv.claimed_by is None and len(sv.sides[viewer]) >= sv.size
        out.append(
            StoneModel(
                sv.index,
                _side(sv, viewer, sv.index in targets),
                _side(
                    sv, 1 - viewer, False, last, recent.cards.get(sv.index, ()) if recent else ()
                ),
                sv.claimed_by,
                offered,
                offered and view.claims[sv.index].ok,
                modes=tuple(str(m) for m in sv.modes),
                recent=recent is not None and sv.index in recent.stones,
            )
        )
    return tuple(out)


def hint(seen: Seen, stones: Sequence[StoneModel]) -> Message:
    """What the player whose turn it is can do now."""
    view = seen.view
    phase = view.phase
    any_claim = any(s.claim_offered for s in stones)
    if phase is Phase.RETURN:
        return Message("board.hint.return")
    if view.options.rules.stalemate and view.stalemate_pending:
        return Message("board.hint.stalemate")
    if phase is Phase.PLAY:
        flow = seen.flow
        if flow is not None:
            return Message("board.hint.flow", {"card": flow.card})
        if Pass() in view.legal_actions:
            # Claims come after the pass (normal timing: the engine's order of the turn, so the
            # Claim buttons appear once it is made), or before it (expert timing).
            if not view.options.expert:
                return Message("board.hint.pass")
            winnable = any(s.claimable for s in stones)
            return Message("board.hint.pass_claim_first" if winnable else "board.hint.pass_only")
        if seen.selected is not None:
            return Message("board.hint.place", {"card": str(seen.selected)})
        if view.options.expert and any_claim:
            return Message("board.hint.claim_first")
        return Message("board.hint.select")
    if any_claim:
        return Message("board.hint.claim")
    return Message("board.hint.end")


def flow_model(flow: Flow, view: PlayerView, viewer: int) -> FlowModel:
    """The guided play as the board shows it: the step, the choices made, every value of the
    next step (allowed or not)."""
    done = flow.done()
    kind = flow.step_kind()
    sides = tuple((sv.sides[viewer], sv.sides[1 - viewer]) for sv in view.stones)
    allowed = flow.allowed()
    domain = flow.domain(sides, view.hand) if done is None and kind is not None else []
    return FlowModel(
        card=flow.card,
        step_no=min(len(flow.picks) + 1, flow.steps),
        steps=flow.steps,
        picks=tuple(flow.picks),
        step=kind if done is None else None,
        options=tuple((c, c in allowed) for c in domain),
        ready=done is not None,
        return_count=view.return_count,
    )


def tactical_model(seen: Seen) -> TacticalModel | None:
    view = seen.view
    if not view.options.rules.tactics:
        return None
    playing = view.phase is Phase.PLAY
    reasons = {
        o.card: reason_message(str(o.card), o.code, dict(o.params), named=False)
        for o in view.tactics
        if not o.playable and playing
    }
    ends = [a for a in view.legal_actions if isinstance(a, EndTurn)]
    hand_tactics = [c for c in view.hand if isinstance(c, Tactic)]
    flow = seen.flow
    return TacticalModel(
        tactic_deck_size=view.tactic_deck_size,
        discard=tuple(str(c) for c in view.discard),
        played_counts=(len(view.played[0]), len(view.played[1])),
        draw_choices=tuple(str(a.draw) for a in ends if a.draw),
        notes=tuple(TacticNote(str(c), reasons.get(c)) for c in dict.fromkeys(hand_tactics)),
        flow=on_board(seen, flow, flow_model(flow, view, view.viewer)) if flow else None,
        stalemate=view.stalemate_pending,
        opponent_hand_tactics=view.opponent_hand_tactics,
    )


def refutation_on_board(
    msg: Message | None, stones: tuple[StoneModel, ...]
) -> tuple[StoneModel, ...]:
    """A refused early claim's explanation drawn where it applies: the cards that would
    complete the other side, laid marked (never played) on that side of the stone."""
    if msg is None or not msg.cards:
        return stones
    stone = msg.params.get("stone")
    raw = msg.params.get("on_table", ())
    on_table = list(raw) if isinstance(raw, tuple) else []
    if not isinstance(stone, int) or not 0 <= stone < len(stones):
        return stones
    completion = []
    for card in msg.cards:  # the cards already on that side are not drawn again
        if card in on_table:
            on_table.remove(card)
        else:
            completion.append(card)
    s = stones[stone]
    theirs = replace(s.theirs, shown=tuple(completion), shown_as="completion")
    return tuple(replace(x, theirs=theirs) if x.index == stone else x for x in stones)


def board_model(seen: Seen) -> BoardModel:
    """The table for the player whose turn it is (or the fixed viewer); never the other
    hand."""
    view = seen.view
    p = view.viewer
    mine = seen.mine
    round_won = round_won_message(seen) if seen.won is not None else None
    bot_last = last_bot_card(view, seen.bot_seat) if seen.bot_seat is not None else None
    recent = last_turn(view)
    stones = stone_models(seen, view, interactive=mine, bot_last=bot_last, recent=recent)
    stones = lit_stones(seen, stones)  # tactic play on the board
    stones = refutation_on_board(seen.message, stones)
    if seen.won is not None:  # the round won on the board: its claim's stone is marked
        won = seen.won.stone
        stones = tuple(replace(s, won_claim=True) if s.index == won else s for s in stones)
    stones = claim_cues(view, stones)
    phase = view.phase if mine else None
    message, hand_reason = seen.message, None
    if message is not None and is_tactic_refusal(message):  # said beside the card tapped
        message, hand_reason = None, message
    sizes = [0, 0]
    sizes[p] = len(view.hand)
    sizes[1 - p] = view.opponent_hand_size
    return BoardModel(
        names=seen.names,
        viewer=p,
        hand=tuple(str(c) for c in view.hand),
        selected=str(seen.selected) if seen.selected is not None else None,
        hand_sizes=(sizes[0], sizes[1]),
        deck_size=view.deck_size,
        stones=stones,
        scores=view.scores,
        round_no=view.round_no,
        rounds=view.rounds,
        hint=(
            round_won
            if round_won is not None
            else hint(seen, stones)
            if mine
            else Message("bot.thinking", {"name": seen.names[1 - p]})
        ),
        expert=view.options.expert,
        can_pass=phase is Phase.PLAY and Pass() in view.legal_actions,
        can_end=any(isinstance(a, EndTurn) for a in view.legal_actions),
        can_undo=mine and seen.can_undo,
        message=message,
        hand_reason=hand_reason,
        log=log_entries(view.history, seen.names),
        hand_active=phase is Phase.PLAY,
        tactical=tactical_model(seen),
        # nobody is to move while a round won is shown on the board
        bot_turn=(seen.bot_to_move if seen.bot_seat is not None and round_won is None else None),
        turn=seen.player,
        last_turn=(
            LastTurnModel(1 - p, last_turn_entries(recent.entries, seen.names))
            if recent is not None
            else None
        ),
        round_won=round_won,
        result=round_over_model(seen) if seen.result else None,
    )


def handover_model(seen: Seen) -> HandoverModel:
    """Who plays next and what the other player just did; no cards of any hand (``seen``:
    the view of the player who plays next)."""
    view = seen.view
    last: list[HistoryEntry] = []
    for h in reversed(view.history):
        if h.player == seen.player or h.round_no != view.round_no:
            break
        last.append(h)
    return HandoverModel(
        names=seen.names,
        next_player=seen.player,
        last_turn=log_entries(list(reversed(last)), seen.names)[1:] if last else (),
        scores=view.scores,
        round_no=view.round_no,
        rounds=view.rounds,
        resumed=seen.resumed,
        message=seen.message,
    )


def round_over_model(seen: Seen) -> RoundOverModel:
    """The result of the round (or the match), with the round's end; the board under it is
    drawn from the same ``seen``."""
    view, end = seen.view, seen.end
    assert end is not None, "the round is not over"
    return RoundOverModel(
        names=seen.names,
        round_no=view.round_no,
        rounds=view.rounds,
        winner=end.winner,
        how=end.how if end.how in ("adjacent", "five", "stalemate") else "other",
        points=end.points,
        scores=view.scores,
        hands=(tuple(str(c) for c in end.hands[0]), tuple(str(c) for c in end.hands[1])),
        match_over=view.phase is Phase.MATCH_OVER,
        match_winner=end.match_winner,
        message=seen.message,
        replay=end.replay,
    )


# --- the table in motion: the other side's last turn, a round won on the board -----------------


@dataclass(frozen=True)
class LastTurn:
    """The other side's actions since the viewer's last one (this round), and what they left on
    the table: its cards by stone, and the stones it claimed or put a mode on."""

    entries: tuple[HistoryEntry, ...]
    cards: dict[int, tuple[AnyCard, ...]]
    stones: frozenset[int]


def last_turn(view: PlayerView) -> LastTurn | None:
    """What the other side did since the viewer last acted, read from the viewer's own view
    (public information only: the history as the viewer sees it, the cards on the table).
    ``None`` before anything, once the viewer acts, and in a new round."""
    run: list[HistoryEntry] = []
    for h in reversed(view.history):
        if h.player == view.viewer or h.round_no != view.round_no:
            break
        if not any(isinstance(e, RoundDealt) for e in action_events(h.player, h.action)):
            run.append(h)
    if not run:
        return None
    run.reverse()
    other = 1 - view.viewer
    cards: dict[int, list[AnyCard]] = {}
    stones: set[int] = set()
    for h in run:
        for e in action_events(h.player, h.action, h.round_no):
            if isinstance(e, StoneClaimed | ModePlaced):
                stones.add(e.stone)
        put = put_on_side(h)
        if put is not None and put[0] in view.stones[put[1]].sides[other]:
            cards.setdefault(put[1], []).append(put[0])
    return LastTurn(tuple(run), {k: tuple(v) for k, v in cards.items()}, frozenset(stones))


def round_won_message(seen: Seen) -> Message:
    """The board's line while a round-winning claim is shown there, before the result: who
    claimed which stone (a person's claim or the computer's), else only who won."""
    won = seen.won
    assert won is not None
    name = seen.names[won.winner] if won.winner is not None else ""
    n = seen.view.round_no + 1
    if won.stone is not None:
        return Message("table.won_claim", {"name": name, "stone": won.stone, "round": n}, "success")
    return Message("table.round_won", {"name": name, "n": n}, "success")


# --- moments: a claim's cue ----------------------------------------------------------------------


def claimed_now(view: PlayerView) -> frozenset[int]:
    """The stones claimed in the latest run of one player's actions (this round): the viewer's
    own until the other side acts, the other side's until the viewer acts. Public."""
    stones: set[int] = set()
    who: int | None = None
    for h in reversed(view.history):
        if h.round_no != view.round_no or (who is not None and h.player != who):
            break
        events = action_events(h.player, h.action, h.round_no)
        if any(isinstance(e, RoundDealt) for e in events):
            break
        who = h.player
        stones.update(e.stone for e in events if isinstance(e, StoneClaimed))
    return frozenset(stones)


def claim_cues(view: PlayerView, stones: tuple[StoneModel, ...]) -> tuple[StoneModel, ...]:
    """Each stone just claimed carries its cue (its owner said beside it)."""
    now = claimed_now(view)
    return tuple(replace(s, claimed_now=True) if s.index in now else s for s in stones)


# --- learning tools: hint, card tracker, take-back ---------------------------------------------


def tracker_model(view: PlayerView) -> TrackerModel:
    """The card tracker of ``view``'s viewer (public information and their own hand only)."""
    track = card_tracker(view)
    return TrackerModel(
        rows=tuple(tuple((str(c), place) for c, place in row) for row in track.grid()),
        tactics=tuple((str(t), place) for t, place in track.tactics),
        counts=tuple(sorted(track.counts().items())),
        tactical=view.options.rules.tactics,
    )


def hint_model(shown: Hint, other: str) -> HintModel:
    """A hint as the board shows it (the card and stone marked, the sentences)."""
    card, stone = None, -1
    for e in action_events(0, shown.action):
        if isinstance(e, CardPlaced):
            card, stone = str(e.card), e.stone
        elif isinstance(e, StoneClaimed):
            stone = e.stone
    return HintModel(card, stone, hint_messages(shown, other))


def can_hint(seen: Seen) -> bool:
    """A hint is for the player whose hand is shown, on their turn, never the computer's."""
    if not seen.on_board or not seen.mine or seen.bot_to_move:
        return False
    return bool(seen.view.legal_actions)


def learning_model(
    seen: Seen,
    *,
    hint_on: bool,
    shown: Hint | None,
    tracker_open: bool,
    can_takeback: bool,
    busy: bool = False,
) -> LearningModel:
    hinting = hint_on and can_hint(seen)
    view = seen.view
    return LearningModel(
        hint_on=hint_on,
        can_hint=hinting,
        hint=hint_model(shown, seen.names[1 - view.viewer]) if hinting and shown else None,
        tracker=tracker_model(view) if tracker_open else None,
        vs_computer=seen.bot_seat is not None,
        can_takeback=can_takeback,
        busy=busy and hinting,
    )


# --- tactic play on the board: the guided play's choices lit where they are tapped --------------


def lit_stones(seen: Seen, stones: tuple[StoneModel, ...]) -> tuple[StoneModel, ...]:
    """While a step of a tactic card is chosen on the table, each stone with what it lights:
    only the engine's legal choices (the flow's ``allowed``), the card chosen, the stone or
    side chosen; claims wait until the card is played or cancelled."""
    flow, view = seen.flow, seen.view
    if flow is None or flow.card == RETURN or not seen.mine:
        return stones
    done = flow.done() is not None
    allowed = set() if done or flow.step_kind() not in BOARD_STEPS else flow.allowed()
    picks = flow.picks
    me = view.viewer
    first = None if done else first_target(flow)
    out = []
    for s, sv in zip(stones, view.stones, strict=True):
        i = s.index
        chosen = None
        for p in picks:  # the card chosen on this stone: which side, where on it
            side = sv.sides[me] if isinstance(p, CardOn) and p.own else sv.sides[1 - me]
            if isinstance(p, CardOn) and p.stone == i and p.card in side:
                chosen = (p.own, side.index(p.card))
        target = TargetModel(
            stone=str(i) if AtStone(i) in allowed else None,
            to=str(i) if Destination(i) in allowed else None,
            mine=_lit_cards(sv.sides[me], i, True, allowed),
            theirs=_lit_cards(sv.sides[1 - me], i, False, allowed),
            chosen=chosen,
            picked=AtStone(i) in picks,
            to_picked=Destination(i) in picks,
            first=first,
        )
        out.append(replace(s, target=target, claim_offered=False, claimable=False))
    return tuple(out)


def _lit_cards(
    side: Sequence[AnyCard], stone: int, own: bool, allowed: set[Choice]
) -> tuple[tuple[int, str], ...]:
    return tuple(
        (k, CardOn(c, stone, own).arg)
        for k, c in enumerate(side)
        if CardOn(c, stone, own) in allowed
    )


def on_board(seen: Seen, flow: Flow, model: FlowModel) -> FlowModel:
    """The guided play's part off the stones: the hand's cards to put back after the
    Recruiter (and the cards it drew), the discard pile as a destination, the first target,
    and the stones as the choices would leave them (the engine's own result)."""
    allowed = flow.allowed() if flow.done() is None else set()
    hand = seen.view.hand
    returning = flow.card == RETURN
    board = BoardTargetsModel(
        hand=tuple(str(c) for c in dict.fromkeys(hand) if PutBack(c) in allowed),
        drawn=tuple(str(c) for c in seen.recruited) if returning else (),
        returned=tuple(str(p.card) for p in flow.picks if isinstance(p, PutBack)),
        discard="discard" if Destination(None) in allowed else None,
        first=first_target(flow, hand) if flow.done() is None else None,
        preview=preview(seen.view, seen.after),
    )
    return replace(model, board=board)


def preview(view: PlayerView, after: PlayerView | None) -> tuple[PreviewModel, ...]:
    """The stones the action chosen would change, as the engine leaves them (``after``: the
    view once it is played; none for the Recruiter: what it draws is not known before)."""
    if after is None:
        return ()
    me = view.viewer
    return tuple(
        PreviewModel(
            new.index, _side(new, me, False), _side(new, 1 - me, False), tuple(map(str, new.modes))
        )
        for old, new in zip(view.stones, after.stones, strict=True)
        if old.sides != new.sides or old.modes != new.modes
    )
