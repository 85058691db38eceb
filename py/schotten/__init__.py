"""Schotten Totten rules engine: pure Python, standard library only.

>>> import schotten
>>> state = schotten.new_game(schotten.Options(first_player=0), seed=42)
>>> view = schotten.player_view(state, 0)
>>> state = schotten.apply(state, view.legal_actions[0])
>>> schotten.loads(schotten.dumps(state)) == state
True
"""

from .actions import (
    Action,
    Banshee,
    Claim,
    EndTurn,
    Mode,
    NextRound,
    Pass,
    Place,
    Recruit,
    Return,
    Strategist,
    Traitor,
    parse_action,
    tactic_of,
)
from .cards import CLAN_CARDS, Card, Color
from .claims import ClaimVerdict, all_verdicts, claim_verdict, stone_verdict, table_claims
from .completion import Completion, best_completion, side_formation
from .errors import (
    CardNotInHandError,
    ClaimRefusedError,
    CorruptSaveError,
    DrawError,
    IllegalActionError,
    InconsistentSaveError,
    InvalidActionError,
    InvalidCardError,
    InvalidOptionsError,
    InvalidTableError,
    InvalidTargetError,
    PassNotAllowedError,
    ReplayError,
    SaveError,
    SchottenError,
    SideFullError,
    StoneClaimedError,
    TacticRefusedError,
    UnsupportedVersionError,
    WrongPhaseError,
)
from .formations import Formation, Kind, formation
from .options import Options
from .pool import Pool
from .rules import (
    apply,
    apply_unchecked,
    legal_actions,
    match_winner,
    new_game,
    returns,
    round_winner,
)
from .serialize import dumps, from_replay, loads, to_replay
from .state import GameState, HistoryEntry, Phase, RoundResult, Stone
from .tactical import TacticOption, tactic_options, tactic_status
from .tactics import TACTIC_CARDS, AnyCard, Tactic, parse_card
from .variants import CLASSIC, TACTICAL, VARIANTS, Variant
from .views import PlayerView, StoneView, player_view

__version__ = "0.1.0"

__all__ = [
    "CLAN_CARDS",
    "CLASSIC",
    "TACTICAL",
    "TACTIC_CARDS",
    "VARIANTS",
    "Action",
    "AnyCard",
    "Banshee",
    "Card",
    "CardNotInHandError",
    "Claim",
    "ClaimRefusedError",
    "ClaimVerdict",
    "Color",
    "Completion",
    "CorruptSaveError",
    "DrawError",
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
    "InvalidTargetError",
    "Kind",
    "Mode",
    "NextRound",
    "Options",
    "Pass",
    "PassNotAllowedError",
    "Phase",
    "Place",
    "PlayerView",
    "Pool",
    "Recruit",
    "ReplayError",
    "Return",
    "RoundResult",
    "SaveError",
    "SchottenError",
    "SideFullError",
    "Stone",
    "StoneClaimedError",
    "StoneView",
    "Strategist",
    "Tactic",
    "TacticOption",
    "TacticRefusedError",
    "Traitor",
    "UnsupportedVersionError",
    "Variant",
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
    "legal_actions",
    "loads",
    "match_winner",
    "new_game",
    "parse_action",
    "parse_card",
    "player_view",
    "returns",
    "round_winner",
    "side_formation",
    "stone_verdict",
    "table_claims",
    "tactic_of",
    "tactic_options",
    "tactic_status",
    "to_replay",
]
