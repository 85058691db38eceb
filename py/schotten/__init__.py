"""Schotten Totten rules engine: pure Python, standard library only.

>>> import schotten
>>> state = schotten.new_game(schotten.Options(first_player=0), seed=42)
>>> view = schotten.player_view(state, 0)
>>> state = schotten.apply(state, view.legal_actions[0])
>>> schotten.loads(schotten.dumps(state)) == state
True
"""

from .actions import Action, Claim, EndTurn, NextRound, Pass, Place, parse_action
from .cards import CLAN_CARDS, Card, Color
from .claims import ClaimVerdict, all_verdicts, claim_verdict, stone_verdict, table_claims
from .completion import Completion, best_completion
from .errors import (
    CardNotInHandError,
    ClaimRefusedError,
    CorruptSaveError,
    IllegalActionError,
    InconsistentSaveError,
    InvalidActionError,
    InvalidCardError,
    InvalidOptionsError,
    InvalidTableError,
    PassNotAllowedError,
    ReplayError,
    SaveError,
    SchottenError,
    SideFullError,
    StoneClaimedError,
    UnsupportedVersionError,
    WrongPhaseError,
)
from .formations import Formation, Kind, formation
from .options import Options
from .pool import Pool
from .rules import (
    apply,
    apply_unchecked,
    is_terminal,
    legal_actions,
    match_winner,
    new_game,
    returns,
    round_winner,
)
from .serialize import dumps, from_replay, loads, to_replay
from .state import GameState, HistoryEntry, Phase, RoundResult, Stone
from .views import PlayerView, StoneView, player_view

__version__ = "0.1.0"

__all__ = [
    "CLAN_CARDS",
    "Action",
    "Card",
    "CardNotInHandError",
    "Claim",
    "ClaimRefusedError",
    "ClaimVerdict",
    "Color",
    "Completion",
    "CorruptSaveError",
    "EndTurn",
    "Formation",
    "GameState",
    "HistoryEntry",
    "IllegalActionError",
    "InconsistentSaveError",
    "InvalidActionError",
    "InvalidCardError",
    "InvalidOptionsError",
    "InvalidTableError",
    "Kind",
    "NextRound",
    "Options",
    "Pass",
    "PassNotAllowedError",
    "Phase",
    "Place",
    "PlayerView",
    "Pool",
    "ReplayError",
    "RoundResult",
    "SaveError",
    "SchottenError",
    "SideFullError",
    "Stone",
    "StoneClaimedError",
    "StoneView",
    "UnsupportedVersionError",
    "WrongPhaseError",
    "__version__",
    "all_verdicts",
    "apply",
    "apply_unchecked",
    "best_completion",
    "claim_verdict",
    "dumps",
    "formation",
    "from_replay",
    "is_terminal",
    "legal_actions",
    "loads",
    "match_winner",
    "new_game",
    "parse_action",
    "player_view",
    "returns",
    "round_winner",
    "stone_verdict",
    "table_claims",
    "to_replay",
]
