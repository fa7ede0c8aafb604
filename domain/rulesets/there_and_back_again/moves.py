"""The legal moves of a There and Back Again game, each with a stable action id: the family's
moves (``domain.rulesets.hobbit.moves``) with the counter's moves along the row, the Dwarves
leaving and the Wizard played as a short-event (TBA-RES-3)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from domain.cards import Card, Catalog
from domain.engine import coe, effects
from domain.engine.characters import Character
from domain.engine.creature_scripts import scripted_creature
from domain.engine.movement import site_named
from domain.rulesets.hobbit import allies, factions, great_road
from domain.rulesets.hobbit.moves import (
    Legal,
    Move,
    any_time_moves,
    collector,
    combat_moves,
    influencers,
    item_moves,
    legacy_moves,
    transfer_moves,
)
from domain.rulesets.there_and_back_again import layout
from domain.rulesets.there_and_back_again.decks import HALF_RACES
from domain.rulesets.there_and_back_again.state import (
    BEFORE_ENTERING,
    DISCARD_DWARVES,
    DISCARD_HAND,
    END_OF_TURN,
    ENTERED,
    ORGANIZATION,
    SITE,
    State,
)

__all__ = ["WIZARD", "Move", "legal", "the_wizard"]

#: The Wizard card the versions before ``ruleset.ANY_WIZARD_FROM`` play (Gandalf).
WIZARD = "TW-156"
WIZARD_RULE = "TBA-RES-3"


def the_wizard(state: State, catalog: Catalog, any_wizard: bool) -> str:
    """TBA-RES-3, TBA-DECK-9: the card played as the Wizard's short-event. With
    ``any_wizard``, the Wizard in the hand, whichever the resource deck holds; before, only
    Gandalf (another Wizard in the hand was played as a declared card)."""
    found = (c for c in sorted(set(state.hand)) if catalog.get(c).is_character
             and catalog.get(c).race == "Wizard") if any_wizard else ()
    return next(iter(found), WIZARD)


def legal(state: State, catalog: Catalog, generations: effects.Generations = effects.FIRST,
          hoards: bool = False,
          creature_generation: int = 0, any_wizard: bool = False,
          faction_facts: bool = False, allies_from_hand: bool = False,
          ally_fighters: Sequence[Character] = (), places: bool = False, *,
          card_named: bool, item_site: Callable[[], Card],
          search_places: bool = False) -> Legal:
    """Every legal action now, by id, in a stable order; ``generations``: the scripted cards
    played (``effects.scripted``), ``creature_generation``: the creature scripts played
    (``creature_scripts``), ``any_wizard``: any Wizard is played as the short-event
    (``the_wizard``), ``faction_facts``: a faction is played at its site by its catalog facts
    (``hobbit.factions``), no longer declared, ``allies_from_hand``: an ally is played at a
    site where its facts say (``hobbit.allies``), no longer declared; ``ally_fighters``: the
    allies that may face a strike of the attack under way (``hobbit.allies``); ``places``: an
    item is played where its card says (``engine.item_places``); ``card_named``: as
    ``hobbit.moves.site_type_problem`` (no version here reads it so: ``site_lookup_from``);
    ``item_site``: the site as an item played there reads it, asked only once it is entered
    (``hobbit.turn.HobbitRules._item_site``); ``search_places``: an item a search lets be
    played is kept from a site type its card bars (``SEARCH_PLACES_FROM``)."""
    declarable = (lambda card: not card.is_faction and not card.is_ally) \
        if allies_from_hand else (lambda card: not card.is_faction) if faction_facts else None
    out: Legal = {}
    wizard = the_wizard(state, catalog, any_wizard)
    add = collector(out)
    if state.outcome is not None:
        return out
    if state.legacy:
        legacy_moves(state, add)
        return out
    if state.combat is not None:
        script = scripted_creature(state.combat.card, creature_generation)
        combat_moves(state, catalog, add, "TBA-HAZ-4", wizard, WIZARD_RULE, generations,
                     attacker_chooses=script is not None and script.attacker_chooses,
                     allies=ally_fighters, card_named=card_named)
        any_time_moves(state, catalog, add, wizard, WIZARD_RULE, generations=generations,
                       half_races=HALF_RACES, declarable=declarable, card_named=card_named)
        return out
    if great_road.choice_open(state):
        great_road.moves(state, add)
        return out
    if state.phase == ORGANIZATION and state.step == DISCARD_DWARVES:
        for c in state.company:
            if c.race == "Dwarf":
                add(f"discard-dwarf:{c.card_id}", f"{c.name} leaves the company", "TBA-RES-5",
                    Move("discard-dwarf", target=c.card_id))
        return out
    if state.phase == END_OF_TURN and state.step == DISCARD_HAND:
        for card in sorted(set(state.hand)):
            add(f"discard:{card}", f"Discard {catalog.get(card).name}", "TBA-SEQ-16",
                Move("discard", card=card))
        return out
    if state.phase == ORGANIZATION:
        for place in layout.moves_from(state.location):
            rule = layout.organization_clause(state.location)
            add(f"move:{place}", f"Move the company to {place}", rule, Move("move", place=place))
        add("stay", f"Stay at {state.location}", "TBA-SEQ-5", Move("stay"))
        transfer_moves(state, add)
    if state.phase == SITE and state.step == BEFORE_ENTERING:
        add("enter", f"Enter {state.location}", coe.SITE_PHASE, Move("enter"))
        add("pass", "Do nothing at the site", coe.SITE_PHASE, Move("pass"))
    if state.phase == SITE and state.step == ENTERED and not state.pending_attacks:
        # Factions and allies read the site as printed, as every version has played them.
        site = site_named(catalog, state.location)
        item_moves(state, catalog, item_site(), add, hoards=hoards, places=places,
                   search_places=search_places)
        if faction_facts:
            factions.attempt_moves(state.hand, state.company, catalog, site,
                                   site.id in state.tapped_sites, add)
        if allies_from_hand:
            allies.moves(state.hand, state.company, [a for a, _ in state.allies], catalog,
                         site, site.id in state.tapped_sites, add)
        add("done", "End the site phase", "TBA-SEQ-15", Move("done"))
    if state.phase in (ORGANIZATION, SITE):
        any_time_moves(state, catalog, add, wizard, WIZARD_RULE, generations=generations,
                       half_races=HALF_RACES, declarable=declarable,
                       influencers=influencers(out), card_named=card_named)
    return out
