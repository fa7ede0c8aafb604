"""The Nazgûl are Abroad, a hazard permanent-event, played by its text from version
``SINCE_VERSION`` (earlier versions had the player declare its effect, and replay as played).

Revealed from the Hazard Pile (or on guard) it stays in play (``EnvironmentInPlay``, counted
against the hazard limit as any hazard event is, RGO-HAZ-2); a second copy while it is in play
is discarded, as it cannot be duplicated (RGO-HAZ-3). While it is in play a Nazgûl creature
revealed later may also be keyed (RGO-HAZ-4):

- to the company's site, any site but a Free-hold or a Haven, when a character of the company
  bears The One Ring;
- to a Shadow-land of the site path not yet passed, or to the company's site if a Shadow-hold,
  when a character of the company bears any Ring (The One Ring, a Dwarven, Magic or Lesser
  Ring: ``ring_hazards.is_ring``).

From ``effect_clauses.EVERY_ACT_SINCE`` a Nazgûl keyed where only this card lets it be (no other
keying reaching that place, ``creatures.keying_clause``) is keyed by the copy in play: its
``HazardKeyed`` cites the clause of that copy's play and names the card (``hazard_card``) and the
play (``play``), which the audit links as the card that decided it; before, RGO-HAZ-4, naming
none.

It stays until something discards a hazard permanent-event (the Palantír of Osgiliath). Its
return of a Nazgûl permanent-event to a hand with Doors of Night never arises here: the Shadow
holds no hand and keeps no Nazgûl in play as a permanent-event (``hazard_notes``).
"""

from __future__ import annotations

from domain.canonical import JSON
from domain.cards import Card, Catalog, fold
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import effect_clauses, hazard_pile, ring_hazards
from domain.rulesets.road_goes_ever_on.permanent_hazards import DUPLICATE, comes_into_play
from domain.rulesets.road_goes_ever_on.state import State

#: The first version that plays it; earlier versions replay as played.
SINCE_VERSION = 155
CARD = "TW-96"
RULE = "RGO-HAZ-4"
RACE = "Nazgûl"
#: The sites where a Nazgûl never attacks the bearer of The One Ring by this card.
SAFE_SITES = ("free-hold", "haven")
#: Where a Nazgûl attacks a company with any Ring: a region type, a site type.
SHADOW_LAND, SHADOW_HOLD = "shadow-land", "shadow-hold"
#: What The Road Goes Ever On's play of it leaves out ("": nothing), and its test.
COVERAGE = {CARD: ("", "tests/rules/test_road_goes_ever_on_nazgul_abroad.py::"
                       "test_the_nazgul_are_abroad_key_nazgul_to_a_ring_bearers_company")}


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def in_play(state: State) -> bool:
    return CARD in state.environments


def revealed(ctx: Context[State], hazard: Card, rule: str, counted: bool) -> bool:
    """The Nazgûl are Abroad revealed: it stays in play, or a copy is discarded; False for any
    other card, or a version before ``SINCE_VERSION``."""
    if hazard.id != CARD or not plays(ctx.ruleset.played):
        return False
    return comes_into_play(ctx, hazard, rule, counted,
                           effect_clauses.as_played(ctx.ruleset.played, rule),
                           DUPLICATE if in_play(ctx.state) else None)


def _bears_the_one_ring(state: State) -> bool:
    return any(fold(i.name) == fold(ring_hazards.ONE_RING)
               for c in state.characters for i in c.items)


def _bears_a_ring(state: State, catalog: Catalog) -> bool:
    return any(ring_hazards.is_ring(catalog.get(i.card_id))
               for c in state.characters for i in c.items)


def position(played: str, state: State, catalog: Catalog, card: Card,
             journey: hazard_pile.Journey, floor: int) -> int | None:
    """The earliest place at or after ``floor`` the card lets a Nazgûl creature be keyed
    against the running company, or None."""
    if not (plays(played) and in_play(state) and card.is_creature and card.race == RACE):
        return None
    site = journey.site_position if floor <= journey.site_position else None
    if site is not None and journey.site_type not in SAFE_SITES and _bears_the_one_ring(state):
        return site
    if not _bears_a_ring(state, catalog):
        return None
    remaining = journey.regions[floor:] if floor <= len(journey.regions) else ()
    found = [floor + i for i, region in enumerate(remaining) if region == SHADOW_LAND]
    if found:
        return found[0]
    return site if site is not None and journey.site_type == SHADOW_HOLD else None


def keyed(ctx: Context[State]) -> tuple[str, dict[str, JSON]]:
    """The clause a Nazgûl keyed where only this card lets it be cites, and the fields naming
    it: from ``effect_clauses.EVERY_ACT_SINCE`` its copy's play, before RGO-HAZ-4 (none)."""
    if not played_since(ctx.ruleset.played, effect_clauses.EVERY_ACT_SINCE):
        return RULE, {}
    clause, play = effect_clauses.by_copy_in_play(ctx, CARD, effect_clauses.EVERY_ACT_SINCE)
    return clause, {"hazard_card": CARD, **play}
