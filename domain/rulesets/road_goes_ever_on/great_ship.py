"""Great Ship (TW-248), played from the hand (``SINCE_VERSION`` on).

In the organization phase a character of the company taps to put the company aboard
(``resource:<card>:ship:<character>``, ``GreatShipBoarded``). For the rest of the turn, while
the company's site path holds a Coastal Sea and no two regions in a row that are not Coastal
Seas, any untapped character of it may tap to cancel the attack of a hazard creature on it
before its strikes are assigned (``great-ship:<character>``: ``CharacterStateChanged``, then
``AttackCanceled``, CoE 3.i). Up to ``EVENT_SINCE`` its cancel of a hazard event that targets
the company or one of its characters is not played (``LEFT_OUT``).

From ``EVENT_SINCE``, while the company is aboard and sailing so, a hazard event played on it
from the Hazard Pile or on guard (``HazardEventPlayed``) waits before it takes effect
(``HazardEventCancelable``) if an untapped character of the company may tap: every such event
is played on the company, on a character of it or on the company as a whole (RGO-TARGET-1),
an Environment excepted, which targets neither. ``great-ship-event:<character>`` taps him and
cancels it (``HazardEventCanceled``, the card discarded, still counted against the hazard
limit as played); ``resolve-hazard`` lets it take effect. The hazards then go on. Tapping when
nothing waits, or a tapped character, is refused naming the card and the reason, nothing
written. The automatic player keeps the card (and, were the company aboard, cancels).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain.cards import Card, Catalog
from domain.engine import coe, effects
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on.state import State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version of the ruleset that plays Great Ship; earlier versions declared it.
SINCE_VERSION = 137
CARD = "TW-248"
NAME = "Great Ship"
BOARD = "board-great-ship"  # the company is aboard for the rest of the turn
KIND = "great-ship"
MODE = "ship"
CANCEL = coe.CANCEL_ATTACK
COASTAL_SEA = "coastal-sea"
#: What the script leaves out before ``EVENT_SINCE``, for the coverage.
LEFT_OUT = "its cancel of a hazard event that targets the company or one of its characters"
#: The first version in which it cancels a hazard event too.
EVENT_SINCE = 156
EVENT_KIND = "great-ship-event"
RESOLVE = "resolve-hazard"
EVENT_KINDS = (EVENT_KIND, RESOLVE)


def event_offered(played: str) -> bool:
    return played_since(played, EVENT_SINCE)


def left_out(played: str) -> str:
    """What the version ``played`` leaves out ("": nothing)."""
    return "" if played_since(played, EVENT_SINCE) else LEFT_OUT


def event_cancelable(ctx: Context[State], hazard: Card, target: str | None) -> bool:
    """Whether the hazard event ``hazard``, just played on the company, waits for the
    player's cancel, and the wait begun (``HazardEventCancelable``)."""
    state = ctx.state
    if not played_since(ctx.ruleset.played, EVENT_SINCE) or hazard.environment \
            or (state.turn, state.company) not in state.ships or not sailing(state.path) \
            or not any(c.untapped for c in state.characters):
        return False
    ctx.emit("HazardEventCancelable", CANCEL, card=hazard.id, name=hazard.name, target=target)
    return True


def event_actions(state: State) -> list[Action]:
    """The only actions while a hazard event waits."""
    assert state.awaited_ship_event is not None
    return [*(Action(f"{EVENT_KIND}:{c.card_id}", f"{c.name} taps to cancel the hazard "
                     f"({NAME})", CANCEL) for c in state.characters if c.untapped),
            Action(RESOLVE, "Let the hazard take effect", CANCEL)]


def event_refusal(state: State, kind: str, who: str) -> IllegalAction:
    if state.awaited_ship_event is None:
        return illegal(f"{NAME} cancels a hazard event only as it is played on the company "
                       "aboard.", CANCEL)
    return illegal(f"{NAME} lets an untapped character of the company tap to cancel the "
                   "hazard.", CANCEL)


def decide_event(ctx: Context[State], kind: str, who: str) -> str | None:
    """The hazard canceled (None) or let take effect (its card id)."""
    card = ctx.state.awaited_ship_event
    assert card is not None
    if kind == RESOLVE:
        ctx.emit("HazardEventLetBe", CANCEL, card=card)
        return card
    ctx.emit("CharacterStateChanged", CANCEL, character=who, state="tapped")
    ctx.emit("HazardEventCanceled", CANCEL, card=card, character=who, by=NAME)
    ctx.emit("HazardDiscarded", CANCEL, card=card, reason=f"canceled by {NAME}")
    return None


def policy_choice(ids: list[str]) -> str:
    """Every hazard is canceled while one may tap."""
    return next((i for i in ids if i.startswith(f"{EVENT_KIND}:")), RESOLVE)


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def plays() -> dict[str, tuple[Play, ...]]:
    """Great Ship's play, read by ``hand_resources.plays`` from ``SINCE_VERSION``."""
    from domain.rulesets.road_goes_ever_on.hand_resources import ORGANIZING, Play

    return {CARD: (Play(CARD, NAME, MODE, ORGANIZING, (effects.Effect(BOARD),), True,
                        taps_skilled=True),)}


def board(ctx: Context[State]) -> None:
    ctx.emit("GreatShipBoarded", coe.SHORT_EVENT, company=ctx.state.company, card=CARD)


def sailing(path: tuple[str, ...]) -> bool:
    """A site path holding a Coastal Sea and no two regions in a row that are not."""
    return COASTAL_SEA in path and not any(
        a != COASTAL_SEA and b != COASTAL_SEA for a, b in zip(path, path[1:], strict=False))


def problem(state: State, catalog: Catalog, who: str, played: str) -> str | None:
    """Why ``who`` does not tap to cancel the attack faced now, or None."""
    from domain.rulesets.road_goes_ever_on.hand_resources import uncancelable

    if (state.turn, state.company) not in state.ships:
        return f"{NAME} was not played on the company this turn."
    character = state.character(who)
    if character is None or not character.untapped:
        return f"{NAME} lets an untapped character of the company tap to cancel an attack."
    awaited = state.awaited_strikes
    if awaited is None or awaited.assigned or awaited.hazard is None \
            or uncancelable(state, catalog, awaited.read_attack(), played):
        return f"{NAME} cancels a hazard creature's attack that may be canceled, before its " \
               "strikes are assigned."
    if not sailing(state.path):
        return f"{NAME} cancels only while the company's site path holds a Coastal Sea and " \
               "no two regions in a row that are not."
    return None


def actions(state: State, catalog: Catalog, played: str) -> list[Action]:
    if not offered(played) or (state.turn, state.company) not in state.ships:
        return []
    return [Action(f"{KIND}:{c.card_id}", f"{c.name} taps to cancel the attack ({NAME})", CANCEL)
            for c in state.characters if problem(state, catalog, c.card_id, played) is None]


def refusal(state: State, catalog: Catalog, who: str, played: str) -> IllegalAction:
    return illegal(problem(state, catalog, who, played)
                   or "The game waits for another decision first.", CANCEL)


def cancel(ctx: Context[State], who: str) -> None:
    awaited = ctx.state.awaited_strikes
    assert awaited is not None
    ctx.emit("CharacterStateChanged", CANCEL, character=who, state="tapped")
    ctx.emit("AttackCanceled", CANCEL, attack=awaited.read_attack().name, by=NAME)
