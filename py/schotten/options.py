"""Game options: variant, claim timing, rounds in the match, who starts.

>>> Options(claim_timing="expert", rounds=3).to_dict()
{'variant': 'classic', 'claim_timing': 'expert', 'rounds': 3, 'first_player': None, 'names': None}
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .errors import InvalidOptionsError
from .variants import VARIANTS as VARIANTS  # the variants this engine plays, by name
from .variants import Variant

RESERVED_VARIANTS: tuple[str, ...] = ()
CLAIM_TIMINGS = ("normal", "expert")
MAX_ROUNDS = 99
MAX_NAME_LENGTH = 40
BOT_LEVELS = ("easy", "medium", "hard")
"""Levels of the computer opponent a seat may be given (:attr:`Options.bots`)."""

NUM_STONES = 9


@dataclass(frozen=True, slots=True)
class Options:
    """Set-up choices. ``first_player=None`` lets the seed choose who starts the first round."""

    variant: str = "classic"
    claim_timing: str = "normal"
    rounds: int = 1
    first_player: int | None = None
    names: tuple[str, str] | None = None
    """The players' names, kept with the game record (like a PGN header); ``None`` if unnamed."""
    bots: tuple[str | None, str | None] | None = None
    """Which seats the computer plays, and at what level (one of :data:`BOT_LEVELS`, ``None`` for
    a person); ``None`` when both seats are people. Kept with the game so a game against the
    computer resumes as one. Serialised only when set, so older saves read and write unchanged."""

    def __post_init__(self) -> None:
        if not isinstance(self.variant, str) or self.variant not in VARIANTS:
            if self.variant in RESERVED_VARIANTS:
                raise InvalidOptionsError(
                    f"variant {self.variant!r} is not supported yet",
                    code="variant_not_supported",
                    params={"variant": self.variant},
                )
            raise InvalidOptionsError(
                f"unknown variant: {self.variant!r}", params={"variant": self.variant}
            )
        if self.claim_timing not in CLAIM_TIMINGS:
            raise InvalidOptionsError(
                f"claim timing must be 'normal' or 'expert', not {self.claim_timing!r}",
                params={"claim_timing": self.claim_timing},
            )
        if (
            not isinstance(self.rounds, int)
            or isinstance(self.rounds, bool)
            or not 1 <= self.rounds <= MAX_ROUNDS
        ):
            raise InvalidOptionsError(
                f"rounds must be an integer from 1 to {MAX_ROUNDS}, not {self.rounds!r}",
                params={"rounds": self.rounds},
            )
        if self.first_player is not None and (
            type(self.first_player) is not int or self.first_player not in (0, 1)
        ):
            raise InvalidOptionsError(
                f"first player must be 0, 1 or None, not {self.first_player!r}",
                params={"first_player": self.first_player},
            )
        if self.names is not None and not (
            isinstance(self.names, tuple)
            and len(self.names) == 2
            and all(
                isinstance(n, str) and 0 < len(n) <= MAX_NAME_LENGTH and n == n.strip()
                for n in self.names
            )
        ):
            raise InvalidOptionsError(
                f"names must be two non-empty, trimmed texts of at most {MAX_NAME_LENGTH} "
                f"characters, not {self.names!r}",
                code="bad_names",
                params={"names": repr(self.names)},
            )

        if self.bots is not None and not (
            isinstance(self.bots, tuple)
            and len(self.bots) == 2
            and all(b is None or (isinstance(b, str) and b in BOT_LEVELS) for b in self.bots)
        ):
            raise InvalidOptionsError(
                f"bots must be two levels ({', '.join(BOT_LEVELS)}) or None, not {self.bots!r}",
                code="bad_bots",
                params={"bots": repr(self.bots)},
            )

    @property
    def expert(self) -> bool:
        """Claims at the start of the turn (docs/rules.md, "Claim timing")."""
        return self.claim_timing == "expert"

    @property
    def rules(self) -> Variant:
        """The rules of :attr:`variant` (:mod:`schotten.variants`): hand size, tactic cards,
        deck choice, stalemate rule."""
        return VARIANTS[self.variant]

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "variant": self.variant,
            "claim_timing": self.claim_timing,
            "rounds": self.rounds,
            "first_player": self.first_player,
            "names": None if self.names is None else list(self.names),
        }
        if self.bots is not None:
            out["bots"] = list(self.bots)
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Options:
        """Inverse of :meth:`to_dict`; missing keys take defaults, unknown keys are refused."""
        if not isinstance(data, Mapping):
            raise InvalidOptionsError(f"options must be an object, not {data!r}")
        known = {"variant", "claim_timing", "rounds", "first_player", "names", "bots"}
        unknown = sorted(set(data) - known)
        if unknown:
            raise InvalidOptionsError(
                f"unknown option(s): {', '.join(map(str, unknown))}", params={"keys": unknown}
            )
        return cls(
            variant=data.get("variant", "classic"),
            claim_timing=data.get("claim_timing", "normal"),
            rounds=data.get("rounds", 1),
            first_player=data.get("first_player"),
            names=_names(data.get("names")),
            bots=_bots(data.get("bots")),
        )


def _names(value: Any) -> tuple[str, str] | None:
    """Names as stored in JSON (a list of two texts, or null) to the option's form."""
    if value is None:
        return None
    if isinstance(value, list) and len(value) == 2:
        return (value[0], value[1])
    raise InvalidOptionsError(f"names must be a list of two texts, not {value!r}", code="bad_names")


def _bots(value: Any) -> tuple[str | None, str | None] | None:
    """Bots as stored in JSON (a list of two levels or nulls, or null) to the option's form."""
    if value is None:
        return None
    if isinstance(value, list) and len(value) == 2:
        return (value[0], value[1])
    raise InvalidOptionsError(f"bots must be a list of two levels, not {value!r}", code="bad_bots")
