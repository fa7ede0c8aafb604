"""The hazard events of the engine's generation 5 (from ``hazard_scripts.GENERATION_5_SINCE``)
that need The One Ring, another Ring or a faction: The Will of the Ring, The Precious, The
Ring's Betrayal and Muster Disperses. Earlier versions declare them, as recorded.

A Ring comes into this game only from the Ring deck, after a gold ring's test (RGO-RING-3);
with no Ring (or no faction) in the company's reach the event cannot be played and is
discarded (RGO-HAZ-3). The Shadow's choice of a target is random among those the text allows
(RGO-TARGET-1).
"""

from __future__ import annotations

from collections.abc import Callable

from domain.cards import Card, Catalog, fold
from domain.engine import effects, hazard_events
from domain.engine.characters import Character, Item
from domain.engine.corruption import PASSED
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on import effect_clauses, leaving_play, pile_factions
from domain.rulesets.road_goes_ever_on.state import State

ONE_RING = "The One Ring"
#: The special items that are Rings besides The One Ring, by the catalog's keyword.
RING_KINDS = ("Dwarven Ring", "Lesser Ring", "Magic Ring")
#: The corruption check the ruleset makes: (context, character, modifier, clause, whether a
#: failure takes the character away).
RingCheckFn = Callable[[Context[State], Character, int, str, bool], None]


def is_ring(card: Card) -> bool:
    return fold(card.name) == fold(ONE_RING) or any(k in RING_KINDS for k in card.keywords)


def _one_ring(who: Character) -> Item | None:
    return next((i for i in who.items if fold(i.name) == fold(ONE_RING)), None)


def _a_ring(who: Character, catalog: Catalog) -> Item | None:
    return next((i for i in who.items if is_ring(catalog.get(i.card_id))), None)


def targets(primitive: str, state: State, catalog: Catalog) -> list[str] | None:
    """The characters of the company a ring event may go on (None: not a ring event)."""
    company = state.characters
    if primitive == effects.ONE_RING_CHECK:
        return [c.card_id for c in company if _one_ring(c)]
    if primitive == effects.PRECIOUS:
        near = any(_one_ring(c) for c in company)
        return [c.card_id for c in company if near and not _one_ring(c)]
    if primitive == effects.RING_BETRAYAL:
        return [c.card_id for c in company if _a_ring(c, catalog)]
    return None


def factions(state: State) -> list[str]:
    """The factions of the marshalling-point pile, in the order they came."""
    return [r.card for r in state.mp if r.kind == "faction"]


def problem(primitive: str, state: State) -> str | None:
    if primitive == effects.FACTION_DISPERSES and not factions(state):
        return "no faction is in play"
    return None


def apply(ctx: Context[State], catalog: Catalog, card: str, primitive: str, amount: int,
          who: Character | None, ring_check: RingCheckFn | None) -> bool:
    """A generation 5 effect; False when ``primitive`` is none of them."""
    if primitive == effects.FACTION_DISPERSES:
        disperse(ctx, catalog, card, amount)
        return True
    if primitive not in (effects.ONE_RING_CHECK, effects.PRECIOUS, effects.RING_BETRAYAL):
        return False
    assert who is not None and ring_check is not None
    taken, rule = _taken(ctx.state, catalog, primitive, who), effect_clauses.of(ctx, card)
    # The Ring's Betrayal takes the Ring only: its bearer stays in play whatever the roll.
    ring_check(ctx, who, amount, rule, primitive != effects.RING_BETRAYAL)
    if ctx.state.awaited_check is None:  # else once it is rolled (``rolled``)
        _lose(ctx, rule, who, taken)
    return True


def rolled(ctx: Context[State], catalog: Catalog, card: str, who: Character,
           roll: Callable[[], None]) -> None:
    """The check the Ring hazard ``card`` asked of ``who``, declared waiting for helpers,
    made (``roll``), and its Ring lost on a failure."""
    modes = effects.scripted_hazard(card, effects.hazard_generation(card) or 1)
    assert modes is not None  # a Ring hazard has one mode
    taken = _taken(ctx.state, catalog, modes[0].mode.effects[0].primitive, who)
    rule = effect_clauses.of(ctx, card)
    roll()
    _lose(ctx, rule, who, taken)


def _taken(state: State, catalog: Catalog, primitive: str,
           who: Character) -> tuple[Character, Item] | None:
    """The bearer and the Ring a failed check takes: none for The Will of the Ring."""
    bearer = next(c for c in state.characters if _one_ring(c)) \
        if primitive == effects.PRECIOUS else who
    ring = _a_ring(bearer, catalog) if primitive == effects.RING_BETRAYAL else _one_ring(bearer)
    assert ring is not None
    return None if primitive == effects.ONE_RING_CHECK else (bearer, ring)


def _lose(ctx: Context[State], rule: str, who: Character,
          taken: tuple[Character, Item] | None) -> None:
    """The Ring ``taken`` lost if the check of ``who`` failed."""
    if taken is not None and _failed(ctx, who):
        bearer, ring = taken
        ctx.emit("ItemLost", rule, character=bearer.card_id, card=ring.card_id, name=ring.name)


def _failed(ctx: Context[State], who: Character) -> bool:
    checked = next(f for f in reversed(ctx.facts)
                   if f.kind == "CorruptionChecked" and f["character"] == who.card_id)
    return str(checked["result"]) != PASSED


def disperse(ctx: Context[State], catalog: Catalog, card: str, needed: int) -> None:
    """Muster Disperses: on a faction of the pile (the Shadow's pick), 2D6 plus the unused
    general influence; below ``needed`` the faction leaves the marshalling-point pile."""
    from domain.rulesets.road_goes_ever_on.hazard_scripts import unused_general_influence

    pool = factions(ctx.state)
    faction = ctx.pick("targets", pool, f"the faction {catalog.get(card).name} is played on",
                       "RGO-TARGET-1") if len(pool) > 1 else pool[0]
    unused, rule = unused_general_influence(ctx.state), effect_clauses.of(ctx, card)
    index = ctx.position("dice")
    dice = ctx.roll(f"{catalog.get(faction).name} against dispersing", rule)
    made = hazard_events.influence_roll(dice, index, unused, needed, rule)
    ctx.emit("FactionDispersalRolled", rule, card=card, faction=faction, roll=sum(dice),
             unused_influence=unused, needed=needed, dispersed=not made.passed,
             check=made.to_json())
    if not made.passed:
        ctx.emit("MarshallingPointsLost", rule, cards=[faction],
                 reason=f"dispersed by {catalog.get(card).name}",
                 **pile_factions.lost_fields(ctx.state, ctx.ruleset.played, [faction]))
        leaving_play.settle(ctx)  # the Stone of Erech goes with the Men of Lamedon
