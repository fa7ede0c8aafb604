"""One decision of the player on its way to its handler, and the handlers' table entries.

The ruleset looks an action's kind (the part before the first ``:``) up in its table of
handlers; the handler checks the action and plays it. A kind the table lacks, or one the
version played does not offer, is refused as any action the player is not offered."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Generic, TypeVar

from domain.canonical import JSON
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on.choices import Choices
from domain.rulesets.road_goes_ever_on.site_phase import SitePhase
from domain.rulesets.road_goes_ever_on.state import State
from domain.rulesets.road_goes_ever_on.turn import Turn

R = TypeVar("R")


@dataclass(frozen=True)
class Decision:
    """The action taken, its parts, and the turn's machinery it is decided with; ``state``
    is the state it was taken in (``ctx.state`` moves on as facts are written)."""

    ctx: Context[State]
    state: State
    action: str
    kind: str
    rest: str
    args: Mapping[str, JSON]
    turn: Turn
    site_phase: SitePhase

    @property
    def choices(self) -> Choices:
        return Choices(self.turn, self.site_phase)


def _always(_: object) -> bool:
    return True


@dataclass(frozen=True)
class Handler(Generic[R]):
    """How the ruleset ``R`` plays one kind of action. ``offered``: whether the version
    played has it at all (when not, it is refused as any action not offered); ``listed``:
    the action is checked against every action offered now before ``run`` (otherwise
    ``run`` checks it itself, refusing it with its own reason)."""

    run: Callable[[R, Decision], None]
    offered: Callable[[R], bool] = _always
    listed: bool = False
