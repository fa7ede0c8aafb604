"""The legal moves of a Burglar Wants a Good Job game, each with a stable action id: the
family's moves with the site deck's moves, Hands, storing at a Haven, the resource draw,
burglary, factions and Rescue Prisoners."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from domain.cards import Card, Catalog, fold
from domain.engine import coe, effects, item_places
from domain.engine.characters import Character
from domain.engine.creature_scripts import scripted_creature
from domain.engine.influence_attempts import INFLUENCE_ATTEMPT
from domain.engine.movement import STARTER_MOVEMENT, reachable
from domain.ruleset import played_since
from domain.rulesets.burglar import decks, hazard_events, long_events, rescue, tasks
from domain.rulesets.burglar.state import (
    BRIDGE,
    BURGLED,
    DRAW_RESOURCES,
    LONG_EVENTS,
    OPTIONAL_DISCARD,
    State,
)
from domain.rulesets.burglar.versions import (
    HAVEN_SITE_PHASE_FROM,
    STORE_CHECK_SINCE,
    UNIQUE_HANDS_SINCE,
)
from domain.rulesets.hobbit import (
    allies,
    draw_choice,
    factions,
    flights,
    great_road,
    travel,
)
from domain.rulesets.hobbit.moves import (
    Add,
    Legal,
    Move,
    any_time_moves,
    collector,
    combat_moves,
    hoard_refused,
    influencers,
    item_moves,
    legacy_moves,
    site_here,
    transfer_moves,
)
from domain.rulesets.hobbit.state import (
    BEFORE_ENTERING,
    DISCARD_HAND,
    END_OF_TURN,
    ENTERED,
    LONG_EVENT,
    MOVEMENT_HAZARD,
    ORGANIZATION,
    SITE,
)

MAX_HANDS = 3  # BWJ-HAND-7


def declarable(card: Card) -> bool:
    """Only short-events are played by declaring their effect: factions, Hands, long-events
    and Rescue Prisoners have their own actions."""
    return card.event_type == "short"


def site_of(state: State, catalog: Catalog) -> Card:
    """The company's site, ``hobbit.moves.site_here`` (as a resource with Gates of Morning
    treats it this turn): a Burglar company's location always names a site."""
    site = site_here(state, catalog)
    assert site is not None, f"{state.location} names no site"
    return site


def destinations(state: State, catalog: Catalog) -> list[Card]:
    """The site deck's sites the company can reach by starter movement (CoE 2.II.7.i)."""
    here = site_of(state, catalog)
    return [site for site, _ in reachable(here, [catalog.get(s) for s in state.sites])]


def burglary_problem(state: State, catalog: Catalog) -> tuple[str, str] | None:
    """Why the Burglar may not try a burglary now (BWJ-BURG-1..3, BWJ-HAND-8)."""
    burglar = state.the_hero
    site = site_of(state, catalog)
    if state.phase != SITE or state.step != BEFORE_ENTERING or state.combat is not None:
        return ("A burglary is tried in the site phase, before facing the site's "
                "automatic-attacks.", "BWJ-BURG-2")
    if state.burglary_tried:
        return "The Burglar has already tried a burglary this turn.", "BWJ-BURG-2"
    if site.is_haven:
        return f"{site.name} is a Haven: there is nothing to burgle.", "BWJ-BURG-1"
    if site.id in state.tapped_sites:
        return f"{site.name} is already tapped.", "BWJ-BURG-3"
    if burglar is None or not burglar.untapped:
        return "Only the untapped Burglar may try a burglary (Hands may not).", "BWJ-BURG-3"
    return None


def hand_spell(state: State, move: Move, generations: effects.Generations) -> bool:
    """Whether ``move`` plays a Wizard's spell on a Hand (a card whose mode is played on a
    Wizard), which in a burglary takes no part: the Burglar faces the attacks alone
    (BWJ-BURG-6)."""
    entry = effects.scripted(move.card, generations)
    return entry is not None and move.target != state.hero and any(
        m.name == move.mode and m.race == "Wizard" for m in entry.modes)


def hands_in_hand(state: State, catalog: Catalog, played: str) -> list[str]:
    """The character cards of the hand that may be played as Hands (BWJ-HAND-1): from
    ``UNIQUE_HANDS_SINCE`` none already in play (``in_play_as``)."""
    return sorted({c for c in state.hand if catalog.get(c).is_character and not (
        played_since(played, UNIQUE_HANDS_SINCE) and in_play_as(state, catalog, c))})


def in_play_as(state: State, catalog: Catalog, card: str) -> str:
    """Who a unique character card of the hand is in play as already, by its name: "the
    Burglar", "a Hand" ("": neither). A unique card is in play once, and a Hand is a character
    other than the Burglar (BWJ-HAND-1)."""
    drawn = catalog.get(card)
    same = next((c for c in state.company if fold(c.name) == fold(drawn.name)), None)
    if not drawn.is_character or not drawn.unique or same is None:
        return ""
    return "the Burglar" if same.card_id == state.hero else "a Hand"


def legal(state: State, catalog: Catalog, hoards: bool = False,
          generations: effects.Generations = effects.FIRST,
          creature_generation: int = 0, faction_facts: bool = False,
          allies_from_hand: bool = False, played: str = "1",
          ally_fighters: Sequence[Character] = (),
          journey: travel.Journey | None = None, places: bool = False, *,
          card_named: bool, item_site: Callable[[], Card],
          search_places: bool = False) -> Legal:
    """Every legal action now, by id, in a stable order; ``generations``: the scripted cards
    played (``effects.scripted``), ``creature_generation``: the creature scripts played
    (``creature_scripts``), ``faction_facts``: a faction is played by its catalog facts
    (``hobbit.factions``; before, by the site and number of the quest table),
    ``allies_from_hand``: an ally is played at a site its card names (``hobbit.allies``);
    ``played``: the version, whose resource long-events may be refused
    (``long_events.problem``); ``ally_fighters``: the allies that may face a strike of the
    attack under way (``hobbit.allies``); ``journey``: where the company goes, for the cards
    lowering its hazard limit in the long-event phase (``hobbit.travel``; None: none is
    played); ``places``: an item is played where its card says (``engine.item_places``);
    ``card_named``: a mode played at a site's type reads the first card of the location's
    name, not its site (before ``SITE_LOOKUP_FROM``, ``hobbit.moves.site_type_problem``);
    ``item_site``: the site as an item played once it is entered reads it, asked only then
    (``hobbit.turn.HobbitRules._item_site``: from ``ITEM_SITE_TREATED_FROM`` as a resource
    treats it, as one played by a burglary does; before, as printed); ``search_places``: an
    item a search lets be played is kept from a site type its card bars, as any item played
    there (from ``SEARCH_PLACES_FROM``)."""
    out: Legal = {}
    add = collector(out)
    if state.outcome is not None:
        return out
    if state.legacy:
        legacy_moves(state, add)
        return out
    if state.combat is not None:
        script = scripted_creature(state.combat.card, creature_generation)
        combat_moves(state, catalog, add, "BWJ-SEQ-14", generations=generations,
                     attacker_chooses=script is not None and script.attacker_chooses
                     or bool(state.combat.chosen_by),  # a Fell Beast on its Nazgûl
                     allies=ally_fighters, card_named=card_named)
        if state.alone:  # BWJ-BURG-6: the Burglar faces the attacks alone
            for action_id in [a for a in out if a.startswith(("assign:", "support:"))
                              and a != f"assign:{state.hero}" or a.startswith("use:")
                              and out[a][1].holder != state.hero
                              or a.startswith("play:") and hand_spell(state, out[a][1],
                                                                      generations)]:
                del out[action_id]
        any_time_moves(state, catalog, add, generations=generations, declarable=declarable,
                       card_named=card_named)
        return out
    if great_road.choice_open(state):
        great_road.moves(state, add)
        return out
    if state.phase == MOVEMENT_HAZARD and state.step == BRIDGE:  # Bridge, or no move on
        flights.moves(state, catalog, [catalog.get(s) for s in state.sites],
                      site_of(state, catalog), add, generations, destinations(state, catalog),
                      card_named=card_named)
        add("bridge-done", f"Move no further from {state.location} this turn",
            coe.SHORT_EVENT, Move("bridge-done"))
        return out
    if state.step == DISCARD_HAND:
        for card in sorted(set(state.hand)):
            rule = "BWJ-SEQ-16" if state.phase == MOVEMENT_HAZARD else "BWJ-SEQ-18"
            add(f"discard:{card}", f"Discard {catalog.get(card).name}", rule,
                Move("discard", card=card))
        return out
    if state.phase == ORGANIZATION:
        _organization_moves(state, catalog, add, played)
        flights.moves(state, catalog, [catalog.get(s) for s in state.sites],
                      site_of(state, catalog), add, generations, card_named=card_named)
    elif state.phase == LONG_EVENT and state.step == LONG_EVENTS:
        for card in sorted(set(state.hand)):
            if catalog.get(card).event_type == "long" \
                    and long_events.problem(state, catalog, card, played) is None:
                add(f"long-event:{card}", f"Play {catalog.get(card).name} (two turns)",
                    "BWJ-LONG-1", Move("long-event", card=card))
        if journey is not None:
            travel.moves(state, add, journey, generations)
        add("long-events-done", "Play no more long-events", coe.LONG_EVENT_PHASE,
            Move("long-events-done"))
        return out
    elif state.phase == MOVEMENT_HAZARD and state.step == DRAW_RESOURCES:
        rule = "BWJ-SEQ-6" if not site_of(state, catalog).is_haven else "BWJ-SEQ-8"
        draw_choice.moves(add, range(1, state.resource_draws + 1), rule,
                          lambda n: f"Draw {n} resource card{'s' if n > 1 else ''}")
        return out
    elif state.phase == SITE:
        if state.step == BEFORE_ENTERING and hazard_events.site_moves(state, catalog, add):
            return out  # River or a Lost event holds the site phase
        _site_moves(state, catalog, add, hoards, faction_facts, allies_from_hand, places,
                    played, item_site=item_site, search_places=search_places)
    elif state.phase == END_OF_TURN and state.step == OPTIONAL_DISCARD:
        for card in sorted(set(state.hand)):
            add(f"discard:{card}", f"Discard {catalog.get(card).name}", "BWJ-SEQ-18",
                Move("discard", card=card))
        add("keep", "Discard nothing", "BWJ-SEQ-18", Move("keep"))
        return out
    if state.phase in (ORGANIZATION, SITE):
        any_time_moves(state, catalog, add, generations=generations, declarable=declarable,
                       influencers=influencers(out), card_named=card_named)
    return out


def _organization_moves(state: State, catalog: Catalog, add: Add, played: str) -> None:
    for site in destinations(state, catalog):
        add(f"move:{site.id}", f"Move to {site.name}", STARTER_MOVEMENT,
            Move("move", place=site.name))
    add("stay", f"Stay at {state.location}", "BWJ-SEQ-4", Move("stay"))
    if len(state.hands) < MAX_HANDS:
        for card in hands_in_hand(state, catalog, played):
            add(f"hand:{card}", f"Play {catalog.get(card).name} as a Hand (two turns)",
                "BWJ-HAND-2", Move("hand", card=card))
    if site_of(state, catalog).is_haven:
        checked = played_since(played, STORE_CHECK_SINCE)
        for card, task in tasks.storable(state):
            borne = checked and tasks.bearer(state, card) is not None
            add(f"store:{card}", f"Store {catalog.get(card).name} at {state.location}"
                + (f", for the task to {tasks.task_name(task)}" if task else "")
                + (" (its bearer's corruption check first)" if borne else ""),
                "BWJ-MP-7" if not borne or tasks.completes(state, task) else coe.STORE_ITEM,
                Move("store", card=card, mode=task))
    transfer_moves(state, add)


def _site_moves(state: State, catalog: Catalog, add: Add, hoards: bool,
                faction_facts: bool = False, allies_from_hand: bool = False,
                places: bool = False, played: str = "1", *, item_site: Callable[[], Card],
                search_places: bool = False) -> None:
    site = site_of(state, catalog)
    if state.step == BEFORE_ENTERING:
        if not site.is_haven or played_since(played, HAVEN_SITE_PHASE_FROM):
            add("enter", f"Enter {site.name}", coe.SITE_PHASE, Move("enter"))
        if burglary_problem(state, catalog) is None:
            add("burgle", f"Try a burglary at {site.name}", "BWJ-BURG-1", Move("burgle"))
        add("pass", "Do nothing at the site", coe.SITE_PHASE, Move("pass"))
        return
    if state.step == BURGLED:
        burglar = state.the_hero
        for card in sorted(set(state.hand)):
            item = catalog.get(card)
            playable = item_places.playable_at(item, site) if places \
                else item.item_class in site.playable_items
            if burglar is not None and item.is_item and playable \
                    and not hoard_refused(item, site, hoards):
                add(f"play:{card}:{burglar.card_id}",
                    f"Play {item.name} with {burglar.name} (burgled)", "BWJ-BURG-5",
                    Move("item", card=card, target=burglar.card_id))
        add("done", "End the site phase", "BWJ-SEQ-17", Move("done"))
        return
    if state.step == ENTERED and not state.pending_attacks:
        item_moves(state, catalog, item_site(), add, hoards=hoards, places=places,
                   search_places=search_places)
        if faction_facts:
            factions.attempt_moves(state.hand, state.company, catalog, site,
                                   site.id in state.tapped_sites, add)
        if allies_from_hand:
            allies.moves(state.hand, state.company, [a for a, _ in state.allies], catalog,
                         site, site.id in state.tapped_sites, add)
        for card in sorted(set(state.hand)) if not faction_facts else ():
            faction = catalog.get(card)
            if faction.is_faction and fold(site.name) in decks.faction_sites(faction):
                for who in state.company:
                    if who.untapped:
                        add(f"influence:{card}:{who.card_id}",
                            f"{who.name} tries to recruit {faction.name}", INFLUENCE_ATTEMPT,
                            Move("influence", card=card, target=who.card_id))
        burglar = state.the_hero
        if site.site_type in ("shadow-hold", "dark-hold") and burglar is not None \
                and burglar.untapped and rescue.site_fits(played, site.id in state.tapped_sites):
            for card in sorted(set(state.hand)):
                if catalog.get(card).name == decks.RESCUE_PRISONERS:
                    add(f"rescue:{card}", f"{burglar.name} plays Rescue Prisoners",
                        "BWJ-OBJ-4", Move("rescue", card=card, target=burglar.card_id))
        add("done", "End the site phase", "BWJ-SEQ-17", Move("done"))
