"""One decision of the player on its way to its handler, and the handlers' table entries.

The ruleset looks an action's kind (the part before the first ``:``) up in its table of
handlers (``RoadGoesEverOn.handlers``, put together from the phases' tables); the handler
checks the action and plays it. A kind the table lacks, or one the version played does not
offer, is refused as any action the player is not offered."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from domain.canonical import JSON
from domain.ruleset import Action, Context
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.cards import Catalog
    from domain.rulesets.road_goes_ever_on.site_phase import SitePhase
    from domain.rulesets.road_goes_ever_on.turn import Turn

R = TypeVar("R", contravariant=True)


class Rules(Protocol):
    """What a card's handler reads of the ruleset: the catalog and the version played."""

    catalog: Catalog
    played: str


@dataclass(frozen=True)
class Decision:
    """The action taken, its parts, and the turn's machinery it is decided with. ``state``
    is the state it was taken in (``ctx.state`` moves on as facts are written);
    ``listed`` says whether the action is one of those offered in it, ``refusal`` why not,
    in the words the ruleset gives any action not offered."""

    ctx: Context[State]
    state: State
    action: str
    kind: str
    rest: str
    args: Mapping[str, JSON]
    turn: Turn
    site_phase: SitePhase
    listed: Callable[[], bool]
    refusal: Callable[[], Exception]

    def require(self, refusal: Callable[[], Exception] | None = None) -> None:
        """Refuse the action, with ``refusal`` (or the ruleset's), unless it is offered; while
        a corruption check waits for helpers, with the ruleset's, which names it
        (check_helpers.refusal)."""
        if not self.listed():
            waiting = self.state.awaited_check is not None
            raise (self.refusal if waiting or refusal is None else refusal)()


def always(_: str) -> bool:
    return True


@dataclass(frozen=True)
class Handler(Generic[R]):
    """How the ruleset ``R`` plays one kind of action. ``offered``: whether the version
    played (its number) has it at all: when not, it is refused as any action not offered;
    ``listed``: the action is checked against the actions offered now before ``run`` (or
    ``run`` checks it, refusing it with its own reason); ``offers``: the action of this kind
    offered in a state with that id (None: it is not offered), worked out for the kind alone,
    the action the whole list gives (tests/properties/test_road_goes_ever_on_offers.py plays
    games to check it): read to check a decision and for the words it was offered with;
    without it, the whole list is worked out."""

    run: Callable[[R, Decision], None]
    offered: Callable[[str], bool] = always
    listed: bool = False
    offers: Callable[[R, State, str], Action | None] | None = None


def table(*parts: Mapping[str, Handler[Any]]) -> dict[str, Handler[Any]]:
    """One table of handlers by kind from the phases' tables; a kind is handled in one
    place only."""
    out: dict[str, Handler[Any]] = {}
    for part in parts:
        for kind, handler in part.items():
            assert kind not in out, f"{kind!r} has two handlers"
            out[kind] = handler
    return out
