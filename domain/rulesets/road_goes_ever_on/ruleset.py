"""The ruleset: setup, the player's decisions, the automatic player and the views."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from domain.canonical import JSON
from domain.cards import Card
from domain.clauses import Clause
from domain.clauses import catalog as clause_catalog
from domain.engine import allies as engine_allies
from domain.engine import coe
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.engine.combat import Attack
from domain.engine.influence import STANDARD_GENERAL_INFLUENCE, general_influence_used
from domain.engine.influence_attempts import influence_check, influence_roll
from domain.engine.items import item_play_problem
from domain.engine.movement import reachable, site_path
from domain.errors import InvalidSetup
from domain.ruleset import Action, Context, Fact, Ruleset, describe, illegal, register
from domain.rulesets.road_goes_ever_on import (
    abilities,
    active,
    agents,
    alatar,
    ally_abilities,
    ally_hazard_cancels,
    ally_influence,
    ally_moves,
    ally_strikes,
    anduril,
    arkenstone,
    army_of_the_dead,
    attack_cancels,
    balance_of_things,
    battles,
    bearer_values,
    blade_removal,
    book_of_mazarbul,
    bridge,
    chance_meeting,
    character_cancels,
    character_texts,
    combat,
    corruption_cards,
    creatures,
    decks,
    dragons,
    dungeons,
    dwarven_rings,
    ent_draughts,
    faction_facts,
    factions,
    fellowship,
    followers,
    golden_hoard,
    gollum,
    great_road,
    great_ship,
    hand_resources,
    hazard_events,
    hazard_long_events,
    hazard_scripts,
    healing_items,
    information,
    information_storing,
    iron_crown,
    item_influence,
    item_thefts,
    item_uses,
    long_events,
    lucky_search,
    moon,
    new_card_file,
    new_cards,
    old_road,
    quests,
    raids,
    rescues,
    resource_long_events,
    return_of_the_king,
    second_move,
    shadow,
    skill_taps,
    songs,
    spell_recall,
    stone_of_erech,
    storing,
    support,
    swordmaster,
    tables,
    thorough_search,
    tokens,
    travel_moves,
    true_fana,
    turn_bonuses,
    under_deeps_moves,
    versions,
    victory,
    white_tree,
    wizards_ring,
)
from domain.rulesets.road_goes_ever_on.choices import Choices
from domain.rulesets.road_goes_ever_on.combat import (
    PLAIN_CHARACTER_VERSIONS,
    defender_choices,
    explained,
)
from domain.rulesets.road_goes_ever_on.corruption import UNTAPPED as UNTAPPED_REMOVAL
from domain.rulesets.road_goes_ever_on.corruption import CorruptionRemoval
from domain.rulesets.road_goes_ever_on.decision import Decision, Handler
from domain.rulesets.road_goes_ever_on.items_in_play import item_data
from domain.rulesets.road_goes_ever_on.notes import RULES_NOTES
from domain.rulesets.road_goes_ever_on.organization import Organization
from domain.rulesets.road_goes_ever_on.palantir import PalantirUse
from domain.rulesets.road_goes_ever_on.rings import RingTest
from domain.rulesets.road_goes_ever_on.site_phase import SitePhase
from domain.rulesets.road_goes_ever_on.state import (
    ENVIRONMENT_REROLL,
    LONG_EVENT,
    ORGANIZATION,
    SITE,
    State,
    character_json,
    evolve,
)
from domain.rulesets.road_goes_ever_on.turn import ORDER_RULE, Turn
from domain.shadow_view import ShadowView
from domain.text import count

OPTIONS = {
    "deck": "a deck shipped in seeds/decks/road-goes-ever-on (default: \"default\")",
    "decks": "your own decks: player, hazard, long_event, sites, quest (and ring) as card ids",
    "starting": "your starting characters (card ids), with decks",
    "starting_items": "starting minor items: [{\"id\", \"bearer\"}], with decks",
    "start_haven": "the Haven the company starts at (card id), with decks",
    "rings": "use rings: a separate Ring deck (default false)",
    "dragon_table": "roll on the Dragon encounter table before Dragon attacks (default true)",
    "tables": "your own encounter tables, by name (border-hold, inn, dragon, ...)",
    "golden_hoard": "\"Many a Gleaming Golden Hoard\": true (store 5 lost treasures to win), or "
                    "{\"treasures\": 2-5, \"dragons\": 0-2} (default false)",
    "under_deeps": "move to and between the Under-deeps sites of the Site deck (The Balrog's "
                   "Under-deeps movement; default false)",
    "battle_cards": "your Battle cards: {\"file\": name, \"cards\": a Council of Elrond "
                    "cards.json document}; its Battles go in the Quest deck (default: none)",
    "new_cards": "your other new cards of Appendix 4: {\"file\": name, \"cards\": a Council of "
                 "Elrond cards.json document}; each goes in its deck by name (default: none)",
}


@register
class RoadGoesEverOn(Ruleset[State]):
    id = "road-goes-ever-on"
    #: The version new games are played under, and the earlier ones that still replay as
    #: played (what each changed: versions.py).
    version = versions.VERSION
    replays = versions.REPLAYS
    title = "The Road Goes Ever On (2nd edition, solo)"
    #: The creature scripts (domain.engine.creature_scripts) it plays.
    creature_generations = creatures.GENERATIONS
    #: The hazard events that stay in play (domain.engine.hazards_in_play) it plays.
    long_event_generations = ((hazard_scripts.DOORS_SINCE_VERSION,
                               hazard_scripts.IN_PLAY_GENERATION),
                              (hazard_long_events.SINCE_VERSION, hazard_long_events.GENERATION),
                              (hazard_long_events.GENERATION_4_SINCE, 4),
                              (hazard_long_events.GENERATION_5_SINCE, 5))
    clause_prefix = "RGO"
    options = OPTIONS
    reveal_kinds = ("CardsDrawn", "HazardPileDrawn", "HazardRevealed", "QuestRevealed",
                    "LongEventPlayed", "TopCardSeen", "CardTakenToHand", "OnGuardCardSeen",
                    "CardsSeen")
    tallies = {"raids": ("RaidBegan", None), "raids won": ("RaidEnded", "won"),
               "battles": ("BattleBegan", None), "battles won": ("BattleEnded", "won"),
               "dungeons explored": ("MarshallingPointsGained", dungeons.POINTS),
               "splits": ("CompanySplit", None), "joins": ("CompaniesJoined", None)}

    # -- setting up ---------------------------------------------------------------------------
    def prepare(self, setup: Mapping[str, Any]) -> dict[str, JSON]:
        problems: list[str] = [f"unknown option {k!r}" for k in sorted(setup)
                               if k not in OPTIONS]
        if "decks" in setup:
            fields = {k: setup.get(k) for k in ("decks", "starting", "starting_items",
                                                "start_haven")}
        else:
            name = str(setup.get("deck", "default"))
            document = decks.shipped_deck(name)
            if document is None:
                raise InvalidSetup(f"There is no shipped deck {name!r}.",
                                   problems=[f"deck: {name!r} is not in "
                                             "seeds/decks/road-goes-ever-on"])
            fields, found = decks.deck_setup(self.catalog, document, f"{name}.json")
            problems += found
        rings = setup.get("rings", False)
        dragon = setup.get("dragon_table", True)
        for key, value in (("rings", rings), ("dragon_table", dragon)):
            if not isinstance(value, bool):
                problems.append(f"{key} must be true or false, not {value!r}")
        given = fields.get("decks")
        deck_map: Mapping[str, Any] = given if isinstance(given, Mapping) else {}
        starting = list(fields.get("starting") or [])
        _, deck_problems = decks.check_decks(self.catalog, deck_map, starting,
                                             rings=rings is True, dragon_table=dragon is True)
        problems += [str(p) for p in deck_problems]
        problems += self._check_start(fields, deck_map)
        hoard, found = golden_hoard.parse(setup.get(golden_hoard.OPTION))
        problems += found
        problems += under_deeps_moves.option_problems(setup.get(under_deeps_moves.OPTION))
        problems += battles.option_problems(setup.get(battles.OPTION), self._is_site,
                                            self.catalog.__contains__)
        problems += new_card_file.option_problems(setup.get(new_card_file.OPTION), self.played,
                                                  self.catalog.__contains__)
        if hoard is not None:
            known = {k: [c for c in v if c in self.catalog] for k, v in deck_map.items()
                     if isinstance(v, list)}
            problems += golden_hoard.deck_problems(self.catalog.get, known, hoard)
        overrides = setup.get("tables") or {}
        try:
            tables.load_tables(overrides)
            agents.agent_table(overrides)
        except tables.TableError as exc:
            problems += list(exc.problems)
        if problems:
            raise InvalidSetup("This setup of The Road Goes Ever On is not valid.",
                               problems=problems)
        return {"decks": {k: list(v) for k, v in deck_map.items()}, "starting": starting,
                "starting_items": list(fields.get("starting_items") or []),
                "start_haven": str(fields["start_haven"]), "rings": rings,
                "dragon_table": dragon, "tables": dict(overrides),
                **({golden_hoard.OPTION: hoard.to_json()} if hoard else {}),
                **({under_deeps_moves.OPTION: True}
                   if setup.get(under_deeps_moves.OPTION) is True else {}),
                **({battles.OPTION: battles.normalized(setup[battles.OPTION])}
                   if setup.get(battles.OPTION) is not None else {}),
                **({new_card_file.OPTION: new_card_file.normalized(setup[new_card_file.OPTION])}
                   if setup.get(new_card_file.OPTION) is not None else {})}

    def setup_cards(self, setup: Mapping[str, Any]) -> tuple[Card, ...]:
        """The Battles of the player's card file (battles.py) and the other new cards of
        his (new_card_file.py), in the game's catalog."""
        return (*battles.setup_cards(setup.get(battles.OPTION)),
                *new_card_file.setup_cards(setup.get(new_card_file.OPTION)))

    def _is_site(self, name: str) -> bool:
        return any(c.is_site for c in self.catalog.find_all(name))

    def _check_start(self, fields: Mapping[str, Any], deck_map: Mapping[str, Any]) -> list[str]:
        problems = []
        haven = fields.get("start_haven")
        if not isinstance(haven, str) or haven not in self.catalog \
                or not self.catalog.get(haven).is_haven:
            problems.append(f"start_haven: {haven!r} is not a Haven [RGO-DECK-10]")
        elif haven not in list(deck_map.get("sites", [])):
            problems.append(f"start_haven: {haven} is not in the site deck [RGO-DECK-8]")
        starting = [s for s in fields.get("starting") or [] if s in self.catalog]
        cards = [self.catalog.get(s) for s in starting]
        if not cards or any(not c.is_character or shadow.is_wizard(c) for c in cards):
            problems.append("starting: the starting company needs characters, and no Wizard "
                            "[RGO-DECK-10]")
        elif sum(c.mind or 0 for c in cards) > 20 or len(cards) > 5:
            problems.append("starting: at most five characters with at most 20 mind in all "
                            f"[{coe.GENERAL_INFLUENCE}]")
        for entry in fields.get("starting_items") or []:
            item = entry.get("id") if isinstance(entry, Mapping) else None
            minor = isinstance(item, str) and item in self.catalog \
                and self.catalog.get(item).item_class == "minor"
            if not minor or entry.get("bearer") not in starting:
                problems.append(f"starting_items: {entry!r} is not a minor item borne by a "
                                "starting character [RGO-DECK-3]")
            elif dragons.is_hoard_item(self.catalog.get(str(item))):
                problems.append(f"starting_items: {item} is a hoard item and cannot start "
                                "with the company [TD-HOARD-3]")
        return problems

    def initial(self, setup: Mapping[str, JSON]) -> State:
        return State(options=dict(setup))

    def machinery(self, state: State) -> tuple[Turn, SitePhase]:
        turn = Turn(self.catalog, tables.load_tables(state.options.get("tables") or {}),
                    self.played)
        return turn, SitePhase(turn)

    def choices(self, state: State) -> Choices:
        return Choices(*self.machinery(state))

    def begin(self, ctx: Context[State]) -> None:
        turn, _ = self.machinery(ctx.state)
        setup = ctx.state.options
        deck_map: Mapping[str, Any] = setup["decks"]
        placed = new_card_file.place(ctx)  # the new cards of the player's file, by deck
        ctx.shuffle("player", [*deck_map["player"], *placed.get("player", [])], "RGO-DECK-1")
        ctx.shuffle("hazard", [*deck_map["hazard"], *placed.get("hazard", [])], "RGO-DECK-6")
        ctx.shuffle("long-event", list(deck_map["long_event"]), "RGO-DECK-7")
        # The Battles of the player's card file go in the Quest deck (RGO-BATTLE-1).
        ctx.shuffle("quest", [*deck_map["quest"], *placed.get("quest", []), *battles.deal(ctx)],
                    "RGO-QUEST-2")
        if setup.get("rings") and deck_map.get("ring"):
            ctx.shuffle("ring", list(deck_map["ring"]), "RGO-RING-1")
        ctx.emit("SiteDeckLaidOut", "RGO-DECK-8",
                 sites=[*deck_map["sites"], *placed.get("site", [])])
        ctx.emit("CompanyFormed", "RGO-DECK-10", site=setup["start_haven"])
        for card_id in setup["starting"]:
            card = self.catalog.get(str(card_id))
            ctx.emit("CharacterPlayed", "RGO-DECK-10", card=card.id, name=card.name,
                     character=_character(card), wizard=False, source="starting")
            turn.change_shadow(ctx, shadow.character_played(card, starting=True))
        for entry in setup["starting_items"]:
            item = item_data(self.catalog.get(str(entry["id"])), self.played)
            ctx.emit("StartingItemBorne", "RGO-DECK-3", character=entry["bearer"], item=item)
        for _ in range(2):
            turn.reveal_quest(ctx, "RGO-QUEST-2")
        turn.draw_player(ctx, 5, "RGO-GEN-2")
        turn.start_turn(ctx)

    # -- actions ------------------------------------------------------------------------------
    def actions(self, state: State) -> list[Action]:
        if state.outcome is not None:
            return []
        awaited = self._awaited_actions(state)
        if awaited is not None:
            return awaited
        if state.phase == ORGANIZATION:
            return [*self._organization_actions(state),
                    *golden_hoard.actions(state, self.catalog.get, self._quest_problem)]
        if state.phase == LONG_EVENT:
            out = [Action(f"play-long-event:{c}", f"Play {self.catalog.get(c).name}",
                          "RGO-LONG-1") for c in _unique(state.hand)
                   if "Long-event" in self.catalog.get(c).subtypes
                   and resource_long_events.problem(state, self.catalog.get(c),
                                                    self.played) is None]
            out += self.choices(state).long_event(state)
            out += self._resources(state)
            out += active.actions(state, self.catalog.get(state.site), self.catalog.get) \
                if self._enhanced else []  # Galva's untapping, the movement planned
            out += moon.stars_actions(state, self.catalog.get) \
                if moon.stars_offered(self.played) else []  # Arinmîr's Stars
            return [*out, Action("continue", "Roll for the hazard long-event", "RGO-LONG-2")]
        if state.phase == ENVIRONMENT_REROLL:
            return [Action("roll-again", "Roll again for another hazard long-event",
                           "RGO-LONG-3"),
                    Action("decline", "Do not roll again", "RGO-LONG-3")]
        if state.phase == SITE:
            return [*self._site_actions(state),
                    *golden_hoard.actions(state, self.catalog.get, self._quest_problem)]
        return []

    def _awaited_actions(self, state: State) -> list[Action] | None:
        """The only actions while the game waits for a decision in the middle of a step:
        a hazard event's effect, the defender's strikes, the cut to five."""
        if state.awaited_untap:
            return blade_removal.actions(state, self.catalog.get)
        if state.awaited_balance is not None:
            return balance_of_things.actions(state, self.catalog, self.played)
        if state.awaited_ship_event is not None:
            return great_ship.event_actions(state)
        if state.hazard_cancel is not None:  # Leaflock, Tom Bombadil
            return ally_hazard_cancels.actions(state, self.catalog)
        if state.awaited_long is not None:
            return long_events.declarable(state, self.catalog)
        if state.awaited_event is not None:
            card, target = state.awaited_event
            return hazard_events.declarable(state, self.catalog, card, target)
        if state.awaited_strikes is not None:
            attack = Attack.from_json(state.awaited_strikes.attack)
            out = [Action(f"assign:{c}", f"{self._name(c)} faces a strike of {attack.name}",
                          coe.DEFENDER_ASSIGNS)
                   for c in defender_choices(state, attack, state.awaited_strikes.assigned,
                                             brave=state.awaited_strikes.brave,
                                             card=self.catalog.get,
                                             played=self.played)]
            out += [*tokens.spend_actions(state), *support.actions(state),
                    *support.stand_actions(state)] if self._enhanced else []
            out += self._resources(state)
            out += item_thefts.actions(state, self.played)  # the item a thief takes
            out += attack_cancels.actions(state, self.played)  # an Assassin's, a Slayer's
            out += great_ship.actions(state, self.catalog, self.played)
            return [*out, Action("assign-rest", "Leave the other strikes to chance",
                                 "RGO-TARGET-2")]
        if state.rescuing is not None:
            return rescues.awaited(state, self.catalog.get)
        if state.awaited_agent is not None:
            return agents.actions(state, self.catalog.get)
        if state.awaited_discard is not None:
            rule = "RGO-GEN-3" if state.awaited_discard == SITE else "RGO-GEN-4"
            return [Action(f"discard:{c}", f"Discard {self._name(c)}", rule)
                    for c in _unique(state.hand)]
        if state.awaited_company is not None:
            phase, candidates = state.awaited_company
            return [Action(f"next-company:{c}", f"The company of {self._company_names(state, c)}"
                           f" takes its {phase} phase next", ORDER_RULE[phase])
                    for c in candidates]
        if state.awaited_item_loss is not None:
            who, rule = state.awaited_item_loss
            bearer = state.character(who)
            return [Action(f"lose-item:{i.card_id}", f"{self._name(who)} loses {i.name}", rule)
                    for i in (bearer.items if bearer else ())]
        return None

    def _organization_actions(self, state: State) -> list[Action]:
        turn, _ = self.machinery(state)
        here = self.catalog.get(state.site)
        out = []
        for card_id in _unique(state.hand):
            card = self.catalog.get(card_id)
            if card.is_character and turn.character_problem(state, card, here) is None:
                out.append(Action(f"play-character:{card_id}", f"Bring {card.name} into play",
                                  "RGO-GEN-1"))
        if followers.offered(self.played):
            out += followers.actions(state, self.catalog.get, here, turn.character_problem)
        if storing.offered(self.played):
            out += storing.actions(state, self.catalog.get, self.played)
        choices, organization = self.choices(state), Organization(self.catalog, self.played)
        out += choices.organization(state, self.played)
        out += organization.actions(state)
        out += CorruptionRemoval(turn).actions(state, self.played)
        out += PalantirUse(turn).actions(state)
        out += tokens.gain_actions(state, here, self.played) if self._enhanced else []
        out += active.actions(state, here, self.catalog.get) if self._enhanced else []
        out += songs.actions(state, self.catalog.get) if self._songs_and_agents else []
        out += RingTest(turn).actions(state)
        out += healing_items.actions(state, self.catalog.get, self.played)
        out += book_of_mazarbul.actions(state, self.catalog.get, self.played)
        out += dwarven_rings.actions(state, self.catalog.get, self.played, self._site_open)
        out += self._resources(state)
        out += rescues.actions(state, self.catalog.get) if rescues.offered(self.played) else []
        out += information_storing.actions(state, self.catalog.get, self.played)
        out += anduril.actions(state, self.catalog.get, self.played)

        def may_leave(destination: str | None) -> bool:
            # Split companies: all but one must move, not two to one site (CoE 2.II.3.6, 7.1).
            return organization.leave_refusal(state, destination) is None

        out += [a for a in ally_moves.actions(state, self.catalog, self.played)  # Gwaihir
                if may_leave(a.id.rpartition(":")[2])]
        out += gollum.actions(state, self.catalog, self.played)
        out += arkenstone.actions(state, self.played)
        out += [a for a in travel_moves.actions(state, self.catalog, self.played)
                if may_leave(a.id.rpartition(":")[2])]  # Eagle-mounts, Paths of the Dead
        sites = [self.catalog.get(s) for s in state.site_deck]
        moves = dungeons.reachable(state, here, sites) if dungeons.offered(self.played) \
            else reachable(here, sites)
        for site, path in moves:
            if choices.move_problem(state, site) is None and may_leave(site.id):
                label = f"Move to {site.name} ({count(len(path), 'region')})"
                out.append(Action(f"move:{site.id}", label, "RGO-HAZ-1"))
        if under_deeps_moves.offered(state.options):
            for site in under_deeps_moves.destinations(here, sites):
                if choices.move_problem(state, site) is None and may_leave(site.id):
                    out.append(Action(f"move:{site.id}", under_deeps_moves.label(here, site),
                                      "BA-UDMOVE-1"))
        if may_leave(None):
            out.append(Action("stay", f"Stay at {here.name}", "RGO-HAZ-6"))
        if self._council_refusal(state) is None:
            out.append(Action("call-council", "Call the Free Council", "RGO-WIN-1"))
        return out

    def _skill_token_explore(self, state: State) -> list[Action]:
        """``explore:skill-token`` while the site's encounter could tap a character for a
        skill who holds a Skill token (RGO-TOKEN-7)."""
        site = self.catalog.get(state.site)
        turn = self.machinery(state)[0]
        name = tables.table_for_site_type(site.site_type or "")
        if not self._enhanced or name is None or turn.sanctuary(state, site) \
                or not skill_taps.offered(state, self.catalog.get, turn.tables[name].rows):
            return []
        return [Action(f"explore:{tokens.SKILL_TOKEN}", f"Explore {site.name}; "
                       f"{skill_taps.LABEL}", skill_taps.CLAUSE)]

    def _site_actions(self, state: State) -> list[Action]:
        choices = self.choices(state)
        if state.pending_rolls:
            return choices.pending(state)
        if hazard_scripts.river_holds(state):  # nothing else in this site phase
            return [*hazard_scripts.river_actions(state),
                    Action("end-turn", "End the site phase and the turn", coe.END_OF_TURN)]
        met = agents.face_action(state, self.catalog.get) if agents.offered(self.played) \
            else []
        if met:
            return met  # an Agent waiting here meets the company first (RGO-AGENT-10, 11)
        out = []
        if state.characters and not state.explored:
            out += second_move.actions(state, self.catalog, self.played, self._second_moves(
                state) if state.allies else [])  # Shadowfax
            out += bridge.actions(state, self.catalog, self.played, self._second_moves(state)
                                  if bridge.CARD in state.hand else [])
            out.append(Action("explore", f"Explore {self.catalog.get(state.site).name}",
                              "RGO-SITE-4"))
            out += self._skill_token_explore(state)
            out += choices.before_exploring(state)
            out += self._resources(state)
            out += raids.actions(state, self.catalog.get(state.site)) \
                if raids.offered(self.played) else []
        elif state.characters:  # a company lost on its way only ends its site phase
            out += choices.site(state)
            out += self._resources(state)
            out += rescues.actions(state, self.catalog.get) \
                if rescues.offered(self.played) else []
            out += anduril.actions(state, self.catalog.get, self.played)  # a Dúnadan untapped
            for quest in state.display:
                for c in state.characters:
                    if self._quest_problem(state, quest.card, c.card_id) is None:
                        out.append(Action(f"take-quest:{quest.card}:{c.card_id}",
                                          f"{c.name} takes {self.catalog.get(quest.card).name}",
                                          "RGO-QUEST-4"))
            out += battles.actions(state, self.catalog.get(state.site), self.catalog.get)
            out += dwarven_rings.actions(state, self.catalog.get, self.played, self._site_open)
            for card_id in _unique(state.hand):
                card = self.catalog.get(card_id)
                if ent_draughts.is_it(self.played, card):  # after an ally or a faction
                    out += [Action(f"play-item:{card_id}:{c.card_id}",
                                   f"{c.name} drinks {card.name}", coe.PLAY_ITEM)
                            for c in state.characters
                            if self._item_problem(state, card, c.card_id) is None]
                if card.item_class != "minor":
                    continue
                for c in state.characters:
                    if self._item_problem(state, card, c.card_id) is None:
                        out.append(Action(f"play-item:{card_id}:{c.card_id}",
                                          f"{c.name} takes up {card.name}", coe.PLAY_ITEM))
        if self._enhanced and state.characters:  # Haldir's look, Galdor's discards
            out += active.actions(state, self.catalog.get(state.site), self.catalog.get)
        out += spell_recall.actions(state, self.catalog.get, self.played,
                                    not Turn.still_to_come(state, state.sited_companies))
        out += ally_influence.actions(state, self.catalog, self.played)  # Roäc the Raven
        out += old_road.actions(state, self.catalog, self.played, self._second_moves(state)
                                if old_road.CARD in state.hand else [])
        out += ally_moves.actions(state, self.catalog, self.played)  # Bill the Pony
        out += gollum.actions(state, self.catalog, self.played)
        out += arkenstone.actions(state, self.played)
        out += great_road.actions(state, self.catalog, self.played)
        out.append(Action("end-turn", "End the site phase and the turn", coe.END_OF_TURN))
        return out

    # -- deciding -----------------------------------------------------------------------------
    def decide(self, ctx: Context[State], action: str, args: Mapping[str, JSON]) -> None:
        state = ctx.state
        if state.outcome is not None:
            raise illegal("The game is over.", "RGO-GEN-7")
        kind, _, rest = action.partition(":")
        turn, site_phase = self.machinery(state)
        if hazard_scripts.river_holds(state) and kind not in (hazard_scripts.RIVER_KIND,
                                                              "end-turn") \
                and self._awaited_actions(state) is None:
            raise hazard_scripts.river_refusal(state, self.catalog)
        decision = Decision(ctx, state, action, kind, rest, args, turn, site_phase)
        handler = self.handlers.get(kind)
        if handler is None or not handler.offered(self):
            self._require_listed(decision)  # nothing else is done with a kind not played
        else:
            if handler.listed:
                self._require_listed(decision)
            handler.run(self, decision)
        if ctx.state.fellowships:  # a Fellowship goes when its company changes (fellowship.py)
            fellowship.check(ctx)

    def _require_listed(self, d: Decision) -> None:
        """Refuse the action, with the reason, unless it is one of those offered now."""
        if d.action not in [a.id for a in self.actions(d.state)]:
            raise self._refusal(d.state, d.kind, d.rest)

    def _listed_or(self, d: Decision, refusal: Callable[[], Exception]) -> None:
        """Refuse the action with ``refusal`` unless it is one of those offered now."""
        if d.action not in [a.id for a in self.actions(d.state)]:
            raise refusal()

    # -- the handlers, by kind (the table is at the end of the class) -------------------------
    def _river(self, d: Decision) -> None:
        if hazard_scripts.river_holds(d.state) and self._awaited_actions(d.state) is None:
            hazard_scripts.cross_river(d.ctx, d.rest, self.catalog)
        else:
            self._require_listed(d)

    def _council(self, d: Decision) -> None:
        self._call_council(d.ctx, d.turn)

    def _split_or_join(self, d: Decision) -> None:
        if self._organizes_companies(d.state, d.kind, d.rest):
            Organization(self.catalog, self.played).decide(d.ctx, d.kind, d.rest)
        else:
            self._require_listed(d)

    def _move_or_stay(self, d: Decision) -> None:
        """Another company's movement, or the company's own (RGO-HAZ-1, 6)."""
        if self._organizes_companies(d.state, d.kind, d.rest):
            Organization(self.catalog, self.played).decide(d.ctx, d.kind, d.rest)
            return
        self._require_listed(d)
        ctx, state, target = d.ctx, d.state, None
        if d.kind == "move":
            origin, target = self.catalog.get(state.site), self.catalog.get(d.rest)
            ctx.emit("MovementPlanned", "RGO-HAZ-1", destination=d.rest,
                     path=list(site_path(origin, target) or ()))
            if agents.offered(self.played):
                agents.left_behind(ctx)
            if under_deeps_moves.offered(state.options) \
                    and under_deeps_moves.rolls_when_planned(self.played) \
                    and not under_deeps_moves.arrives(ctx, origin, target):
                target = None
        d.choices.moved(ctx, target)
        d.turn.begin_long_events(ctx)

    def _stand(self, d: Decision) -> None:
        refused = support.stand_problem(d.state, d.rest)
        if refused is not None:
            raise refused
        support.stand(d.ctx, d.rest)

    def _support(self, d: Decision) -> None:
        supporter, _, helped = d.rest.partition(":")
        refused = support.problem(d.state, supporter, helped)
        if refused is not None:
            raise refused
        support.give(d.ctx, supporter, helped)

    def _ability(self, d: Decision) -> None:
        here = self.catalog.get(d.state.site)
        self._listed_or(d, lambda: active.refusal(d.state, d.rest))
        active.use(d.ctx, here, d.rest)

    def _agent_decided(self, d: Decision) -> None:
        self._agent(d.ctx, d.kind, d.rest)

    def _song_decided(self, d: Decision) -> None:
        self._song(d.ctx, d.kind, d.rest, d.args)

    def _courage_decided(self, d: Decision) -> None:
        self._courage(d.ctx, d.kind, d.rest)

    def _raid_decided(self, d: Decision) -> None:
        self._raid(d.ctx, d.site_phase)

    def _battle_decided(self, d: Decision) -> None:
        self._battle(d.ctx, d.turn, d.site_phase, d.rest)

    def _lucky_search(self, d: Decision) -> None:
        self._listed_or(d, lambda: lucky_search.refusal(d.state, self.catalog.get, d.rest))
        lucky_search.search(d.ctx, self.catalog.get, d.rest, lambda c, attack, scout:
                            combat.resolve_attack(c, attack, lucky_search.RULE,
                                                  defender=scout))
        self._after_attack(d.ctx, d.turn, d.site_phase)

    def _chance_meeting(self, d: Decision) -> None:
        self._listed_or(d, lambda: chance_meeting.refusal(d.state, self.catalog.get,
                                                          self.played, d.rest))
        chance_meeting.play(d.ctx, self.catalog.get, d.rest, d.turn.play_character)

    def _follower_decided(self, d: Decision) -> None:
        self._follower(d.ctx, d.turn, d.action, d.rest)

    def _stars(self, d: Decision) -> None:
        moon.play_stars(d.ctx, d.rest, self.catalog.get)

    def _store_item(self, d: Decision) -> None:
        self._listed_or(d, lambda: storing.refusal(d.state, d.rest, self.catalog.get,
                                                   self.played))
        storing.store(d.ctx, self.catalog.get(d.rest), d.turn.corruption_check)

    def _golden_hoard_decided(self, d: Decision) -> None:
        self._golden_hoard(d.ctx, d.turn, d.kind, d.rest)

    def _rescue_decided(self, d: Decision) -> None:
        self._rescue(d.ctx, d.turn, d.site_phase, d.kind, d.rest)

    def _information_storing(self, d: Decision) -> None:
        bearer = d.args.get(information_storing.BEARER_ARG)
        if d.action not in [a.id for a in self.actions(d.state)] or (
                bearer is not None and d.state.character(str(bearer)) is None):
            raise information_storing.refusal(d.state, self.catalog.get, self.played, d.kind,
                                              d.rest, d.args)
        information_storing.decide(d.ctx, self.catalog.get, d.kind, d.rest, d.args)

    def _anduril(self, d: Decision) -> None:
        self._listed_or(d, lambda: anduril.refusal(d.state, self.catalog.get, self.played,
                                                   d.kind, d.rest))
        anduril.decide(d.ctx, self.catalog.get, d.kind, d.rest, d.turn.corruption_check)

    def _gollum(self, d: Decision) -> None:
        self._listed_or(d, lambda: gollum.refusal(d.state, self.catalog, d.rest))
        gollum.discard(d.ctx, self.catalog, d.rest)

    def _arkenstone(self, d: Decision) -> None:
        self._listed_or(d, lambda: arkenstone.refusal(d.state, d.rest))
        arkenstone.tap(d.ctx, self.catalog, d.rest, d.turn.corruption_check)

    def _ally_move(self, d: Decision) -> None:
        ctx, turn = d.ctx, d.turn
        self._listed_or(d, lambda: ally_moves.refusal(d.state, self.catalog, d.rest))
        flown = ally_moves.move(ctx, self.catalog, d.rest)
        if flown is None:  # Bill the Pony: at the Haven, the turn ends
            ally_abilities.leave_regions(ctx, self.catalog, ctx.state.site)
            turn.end_turn(ctx)
            return
        if agents.offered(self.played):  # Gwaihir: the move is planned
            agents.left_behind(ctx)
        d.choices.moved(ctx, flown)
        turn.begin_long_events(ctx)

    def _great_road(self, d: Decision) -> None:
        self._listed_or(d, lambda: great_road.refusal(d.state))
        home = great_road.go_home(d.ctx, self.catalog)
        ally_abilities.leave_regions(d.ctx, self.catalog, home)
        d.turn.end_turn(d.ctx)

    def _travel(self, d: Decision) -> None:
        self._listed_or(d, lambda: travel_moves.refusal(d.state, self.catalog, d.rest))
        moved = travel_moves.move(d.ctx, self.catalog, d.rest)
        if agents.offered(self.played):
            agents.left_behind(d.ctx)
        d.choices.moved(d.ctx, moved)
        d.turn.begin_long_events(d.ctx)

    def _bridge(self, d: Decision) -> None:
        moves = self._second_moves(d.state)
        self._listed_or(d, lambda: bridge.refusal(d.state, self.catalog, d.rest, moves))
        bridge.cross(d.ctx, self.catalog, d.rest, moves)
        d.turn.movement_hazard(d.ctx)

    def _old_road_decided(self, d: Decision) -> None:
        moves = self._second_moves(d.state)
        self._listed_or(d, lambda: old_road.refusal(d.state, self.catalog, d.rest, moves))
        self._old_road(d.ctx, d.turn, d.rest, moves)

    def _great_ship(self, d: Decision) -> None:
        state = d.state
        self._listed_or(d, lambda: great_ship.refusal(state, self.catalog, d.rest))
        great_ship.cancel(d.ctx, d.rest)
        if state.awaited_strikes is not None and d.ctx.state.awaited_strikes is None:
            self._after_attack(d.ctx, d.turn, d.site_phase, state.awaited_strikes.hazard)

    def _second_move(self, d: Decision) -> None:
        moves = self._second_moves(d.state)
        self._listed_or(d, lambda: illegal(
            second_move.problem(d.state, self.catalog, d.rest, moves)
            or "The game waits for another decision first.", second_move.RULE))
        second_move.ride(d.ctx, self.catalog, d.rest, moves)
        d.turn.movement_hazard(d.ctx)

    def _tap_to_cancel(self, d: Decision) -> None:
        self._listed_or(d, lambda: attack_cancels.refusal(d.state, self.catalog, d.rest,
                                                          self.played))
        attack_cancels.cancel(d.ctx, self.catalog, d.rest)

    def _give_up_item(self, d: Decision) -> None:
        self._listed_or(d, lambda: item_thefts.refusal(d.state, self.catalog, d.rest,
                                                       self.played))
        item_thefts.name(d.ctx, self.catalog, d.rest)

    def _ally_influence_decided(self, d: Decision) -> None:
        self._listed_or(d, lambda: ally_influence.refusal(d.state, self.catalog, d.rest))
        self._ally_influence(d.ctx, d.turn, d.rest)

    def _blade_removal(self, d: Decision) -> None:
        blade_removal.decide(d.ctx, d.kind, d.rest, d.turn)

    def _balance(self, d: Decision) -> None:
        then = balance_of_things.decide(d.ctx, d.kind, d.rest)
        if then is not None:
            d.turn.after_long_event(d.ctx, then)

    def _ship_event_decided(self, d: Decision) -> None:
        self._ship_event(d.ctx, d.turn, d.site_phase, d.kind, d.rest)

    def _alatar(self, d: Decision) -> None:
        alatar.join(d.ctx, self.catalog.get)

    def _cancel_or_resource(self, d: Decision) -> None:
        """A resource of the hand, or a cancel by a faction, an ally, a character or an item;
        an attack it ends is over."""
        ctx, kind, rest, turn, state = d.ctx, d.kind, d.rest, d.turn, d.state
        if kind == "faction":
            factions.cancel(ctx, self.catalog, rest)
        elif kind == item_uses.KIND:
            item_uses.use(ctx, self.catalog, rest, turn.corruption_check)
        elif kind == "ally":
            ally_abilities.cancel(ctx, self.catalog, rest)
        elif kind == character_cancels.KIND:
            character_cancels.cancel(ctx, self.catalog, rest)
        else:
            hand_resources.decide(ctx, self.catalog, kind, rest, d.args, turn.draw_player)
        if state.awaited_strikes is not None and ctx.state.awaited_strikes is None:
            # canceled, or ended by True Fána's strikes failing (defeated or not)
            self._after_attack(ctx, turn, d.site_phase, state.awaited_strikes.hazard,
                               beaten=true_fana.defeated(ctx.facts))

    def _faction_decided(self, d: Decision) -> None:
        self._faction(d.ctx, d.turn, d.site_phase, d.kind, d.rest)

    def _declare_long(self, d: Decision) -> None:
        hazard, _, effect = d.rest.partition(":")
        d.turn.after_long_event(d.ctx, long_events.declare(d.ctx, self.catalog, hazard,
                                                           effect, d.args))

    def _declare(self, d: Decision) -> None:
        hazard, _, effect = d.rest.partition(":")
        d.turn.declare(d.ctx, hazard, effect, d.args)
        if d.ctx.state.phase == SITE:
            self._on_guard_done(d.ctx, d.turn, d.site_phase)

    def _assign(self, d: Decision) -> None:
        if d.turn.defender_assigns(d.ctx, d.rest or None):
            self._after_attack(d.ctx, d.turn, d.site_phase)

    def _ally_hazard(self, d: Decision) -> None:
        d.turn.hazard_decided(d.ctx, d.rest or None)
        if d.ctx.state.phase == SITE and d.ctx.state.awaited_event is None:
            self._on_guard_done(d.ctx, d.turn, d.site_phase)

    def _discard(self, d: Decision) -> None:
        d.turn.discard_one(d.ctx, d.rest)

    def _lose_item(self, d: Decision) -> None:
        assert d.state.awaited_item_loss is not None
        who, rule = d.state.awaited_item_loss
        d.site_phase.lose_item(d.ctx, who, d.rest, rule)
        d.site_phase.resume(d.ctx)

    def _remove_corruption(self, d: Decision) -> None:
        CorruptionRemoval(d.turn).decide(d.ctx, d.rest, d.args,
                                         untapped=d.kind == UNTAPPED_REMOVAL)

    def _use_palantir(self, d: Decision) -> None:
        PalantirUse(d.turn).decide(d.ctx, d.rest, d.args)

    def _test_ring(self, d: Decision) -> None:
        RingTest(d.turn).decide(d.ctx, d.rest, d.args)

    def _athelas(self, d: Decision) -> None:
        healing_items.use(d.ctx, d.rest, self.catalog.get)

    def _read_book(self, d: Decision) -> None:
        book_of_mazarbul.read(d.ctx, d.rest, self.catalog.get)

    def _tribe_gift(self, d: Decision) -> None:
        dwarven_rings.use(d.ctx, d.rest, self._site_open, d.args, d.turn.corruption_check)

    def _play_character(self, d: Decision) -> None:
        d.turn.play_character(d.ctx, self.catalog.get(d.rest), "RGO-GEN-1")

    def _organization_choice(self, d: Decision) -> None:
        d.choices.decide_organization(d.ctx, d.kind, d.rest)

    def _ease_limit(self, d: Decision) -> None:
        d.choices.ease(d.ctx, d.rest, d.args)

    def _site_choice(self, d: Decision) -> None:
        d.choices.decide_site(d.ctx, d.kind, d.rest, d.args)
        d.turn.lost_if_no_one(d.ctx)

    def _play_long_event(self, d: Decision) -> None:
        card = self.catalog.get(d.rest)
        d.ctx.emit("LongEventPlayed", "RGO-LONG-1", card=card.id, name=card.name,
                   side="resource", environment=card.environment)
        resource_long_events.came_into_play(d.ctx, card)
        d.turn.long_event_roll(d.ctx)

    def _continue(self, d: Decision) -> None:
        d.turn.long_event_roll(d.ctx)

    def _roll_again(self, d: Decision) -> None:
        d.turn.roll_again(d.ctx)

    def _decline(self, d: Decision) -> None:
        d.turn.begin_hazards(d.ctx)

    def _next_company(self, d: Decision) -> None:
        d.turn.choose_company(d.ctx, d.rest)

    def _explore(self, d: Decision) -> None:
        # explore:skill-token: a character tapped for a skill spends a token instead.
        SitePhase(d.turn, skill_token=bool(d.rest)).explore(d.ctx)
        d.turn.lost_if_no_one(d.ctx)

    def _take_quest_decided(self, d: Decision) -> None:
        quest, _, who = d.rest.partition(":")
        self._take_quest(d.ctx, d.turn, quest, who)

    def _play_item(self, d: Decision) -> None:
        ctx, state = d.ctx, d.state
        card_id, _, who = d.rest.partition(":")
        card = self.catalog.get(card_id)
        searched = thorough_search.open_for(state, who)
        ctx.emit("ItemPlayed", coe.PLAY_ITEM, card=card_id, name=card.name, character=who,
                 item=item_data(card, self.played))
        extra = ent_draughts.is_it(self.played, card)  # no tap: it comes in addition
        if not extra:
            ctx.emit("CharacterStateChanged", coe.PLAY_ITEM, character=who, state="tapped")
        if not searched and not extra:  # Thorough Search's item leaves the site as it was
            ctx.emit("SiteTapped", coe.PLAY_ITEM, site=state.site)
        hazard_scripts.greed(ctx, self.catalog, card_id, who, d.turn.corruption_check)
        corruption_cards.item_gained(ctx, card_id)

    def _end_turn(self, d: Decision) -> None:
        d.turn.end_turn(d.ctx)

    def _take_spell(self, d: Decision) -> None:  # Saruman's spell back, then the turn ends
        spell_recall.take(d.ctx, d.rest, self.catalog.get(d.rest).name)
        d.turn.end_turn(d.ctx)

    def _after_attack(self, ctx: Context[State], turn: Turn, site_phase: SitePhase,
                      canceled: str | None = None, *, beaten: bool = False) -> None:
        """Once an attack is over (or ``canceled``, a creature card: discarded, or defeated
        where ``beaten``) the site phase or the Hazard Pile goes on."""
        if canceled is not None:
            turn.creature_gone(ctx, canceled, beaten)
        if ctx.state.phase == SITE:
            if not ctx.state.explored or ctx.state.site_attacks:  # else nothing is left
                site_phase.resume(ctx)
            elif battles.under_way(ctx.state):
                self._battle_goes_on(ctx)
            rescues.after_attack(ctx)  # Rescue Prisoners' Spiders faced
            turn.lost_if_no_one(ctx)
        else:
            turn.continue_hazards(ctx)

    @staticmethod
    def _lured(ctx: Context[State], turn: Turn, who: str) -> None:
        """After a successful influence attempt: a Lure of Power waiting (hazard generation
        3, from ``hazard_scripts.GENERATION_3_SINCE``) makes him check corruption."""
        character = next((c for c in ctx.state.every_character() if c.card_id == who), None)
        if character is not None and hazard_scripts.generation(ctx.ruleset.played) >= 3:
            hazard_scripts.lure_of_power(ctx, character, turn.corruption_check)

    def _faction(self, ctx: Context[State], turn: Turn, site_phase: SitePhase, kind: str,
                 rest: str) -> None:
        """Escape from a faction, bring in a character with one, or attack one to free the
        detained (RGO-FACTION-2, 3, 5)."""
        first, _, second = rest.partition(":")
        if kind == "escape":
            escaped = factions.escape(ctx, self.catalog, first, second, self.played)
            iron_crown.influence_checked(ctx, second, turn.corruption_check)
            if escaped:
                self._lured(ctx, turn, second)
        elif kind == "recruit":
            factions.recruited(ctx, self.catalog, first, second)
            turn.play_character(ctx, self.catalog.get(second), factions.RECRUIT,
                                from_deck=True)
        else:
            attack = factions.rescue_attack(self.catalog, first)
            if combat.resolve_attack(ctx, attack, factions.RESCUE, ask=True) is not None:
                self._after_attack(ctx, turn, site_phase)

    def _follower(self, ctx: Context[State], turn: Turn, action: str, rest: str) -> None:
        """Sam Gamgee comes into play under Frodo's direct influence (RGO-ABIL-24)."""
        here = self.catalog.get(ctx.state.site)
        if action not in [a.id for a in self.actions(ctx.state)]:
            raise followers.refusal(ctx.state, self.catalog.get, here, rest,
                                    turn.character_problem)
        sam, _, frodo = rest.partition(":")
        turn.play_character(ctx, self.catalog.get(sam), followers.CLAUSE)
        followers.take(ctx, self.catalog.get(sam), frodo)

    @staticmethod
    def _on_guard_done(ctx: Context[State], turn: Turn, site_phase: SitePhase) -> None:
        """An on-guard event revealed on entering the site has taken effect: the site phase
        goes on, unless no character is left."""
        site_phase.resume(ctx)
        turn.lost_if_no_one(ctx)

    def _ship_event(self, ctx: Context[State], turn: Turn, site_phase: SitePhase, kind: str,
                    rest: str) -> None:
        """A hazard event on the company aboard a Great Ship canceled or let take effect;
        then the hazards go on, or the site phase (great_ship.py)."""
        target = ctx.state.ship_event_target or None
        card = great_ship.decide_event(ctx, kind, rest)
        if card is not None:  # Leaflock or Tom Bombadil may still cancel it
            turn.offer_ally_cancel(ctx, self.catalog.get(card), target)
        if ctx.state.awaited_event is not None or ctx.state.hazard_cancel is not None:
            return  # the player declares its effect first, or may cancel it
        if ctx.state.phase == SITE:
            self._on_guard_done(ctx, turn, site_phase)
        else:
            turn.continue_hazards(ctx)

    def _rescue(self, ctx: Context[State], turn: Turn, site_phase: SitePhase, kind: str,
                rest: str) -> None:
        """Play Rescue Prisoners, choose who holds it, or store it (rescues.py), refused by
        name with its clause when not offered."""
        if f"{kind}:{rest}".rstrip(":") not in [a.id for a in self.actions(ctx.state)]:
            raise rescues.refusal(ctx.state, self.catalog.get, kind, rest)
        if kind != rescues.PLAY:
            rescues.decide(ctx, kind, rest, self.catalog.get)
        elif rescues.play(ctx, rest, self.catalog.get) is not None:
            self._after_attack(ctx, turn, site_phase)

    def _resources(self, state: State) -> list[Action]:
        """Resources the hand may play now (version 5 on), and the uses of factions
        (version 7 on)."""
        if not hand_resources.offered(self.played):
            return []
        if not factions.offered(self.played):
            return hand_resources.actions(state, self.catalog, self.played)
        turn = self.machinery(state)[0]
        return [*hand_resources.actions(state, self.catalog, self.played),
                *factions.cancel_actions(state, self.catalog, self.played),
                *ally_abilities.cancel_actions(state, self.catalog, self.played),
                *character_cancels.cancel_actions(state, self.catalog, self.played),
                *alatar.actions(state, self.catalog.get, self.played),
                *item_uses.actions(state, self.catalog, self.played),
                *factions.escape_actions(state, self.catalog),
                *factions.recruit_actions(state, self.catalog, turn.character_problem),
                *factions.rescue_actions(state, self.catalog),
                *chance_meeting.actions(state, self.catalog.get, self.played),
                *lucky_search.actions(state, self.catalog.get, self.played)]

    def _organizes_companies(self, state: State, kind: str, rest: str) -> bool:
        """A split, a join, or another company's movement in the organization phase."""
        if state.phase != ORGANIZATION or self._awaited_actions(state) is not None:
            return False
        return kind in ("split", "join") or (kind in ("move", "stay") and (
            ":" in rest or state.waiting(rest) is not None))

    def _is_enhanced(self) -> bool:
        """The version played has section 2's enhanced characters and Courage tokens."""
        return self.played not in PLAIN_CHARACTER_VERSIONS

    def _has_songs(self) -> bool:
        """The version played has section 2's Songs (version 4 on)."""
        return self.played not in (*PLAIN_CHARACTER_VERSIONS, "3")

    _enhanced = property(_is_enhanced)
    _songs_and_agents = property(_has_songs)

    def _song(self, ctx: Context[State], kind: str, rest: str,
              args: Mapping[str, JSON]) -> None:
        """Seek a Song or sing one in the organization phase (RGO-SONG-1 to 6), refused by
        name with its clause otherwise."""
        state, card = ctx.state, self.catalog.get
        if f"{kind}:{rest}" not in [a.id for a in self.actions(state)]:
            raise songs.refusal(state, card, kind, rest)
        if kind == "seek-song":
            songs.seek(ctx, card, rest)
            return
        song, _, effect = rest.partition(":")
        problem = songs.sing_problem(state, song, effect, args)
        if problem is not None:
            raise problem
        songs.sing(ctx, card, song, effect, args)

    def _agent(self, ctx: Context[State], kind: str, rest: str) -> None:
        """Attack an Agent met or let it be (RGO-AGENT-8), or meet one waiting at the site
        (RGO-AGENT-10, 11); then the Hazard Pile goes on, or the site phase."""
        state = ctx.state
        if f"{kind}:{rest}".rstrip(":") not in [a.id for a in self.actions(state)]:
            raise agents.refusal(state, kind, rest)
        then = state.awaited_agent[2] if state.awaited_agent else agents.SITE_PHASE
        if kind == "face-agent":
            agents.face(ctx, rest)
        else:
            agents.decide(ctx, kind, rest)
        if ctx.state.awaited_agent is not None:
            return
        turn, site_phase = self.machinery(ctx.state)
        if then == agents.HAZARDS:
            turn.continue_hazards(ctx)
        elif then == agents.EXPLORE:
            site_phase.resume(ctx)  # the rest of the site's attacks, then it is explored
        turn.lost_if_no_one(ctx)

    def _raid(self, ctx: Context[State], site_phase: SitePhase) -> None:
        """Raid the Dark-hold instead of rolling its encounter (RGO-RAID-1), refused by name
        anywhere else."""
        here = self.catalog.get(ctx.state.site)
        if raids.problem(ctx.state, here) is not None or self._awaited_actions(ctx.state):
            raise raids.refusal(ctx.state, here)
        raids.raid(ctx, site_phase, here)
        site_phase.turn.lost_if_no_one(ctx)

    def _battle(self, ctx: Context[State], turn: Turn, site_phase: SitePhase,
                card: str) -> None:
        """Fight a Battle of the Display at the company's site (RGO-BATTLE-2, 3), refused by
        name with its clause otherwise, then its attacks one by one (RGO-BATTLE-4)."""
        here = self.catalog.get(ctx.state.site)
        refused = battles.refusal(ctx.state, card, here, self.catalog.get)
        if refused is None and self._awaited_actions(ctx.state) is not None:
            refused = illegal("The game waits for another decision first.", battles.WHERE)
        if refused is not None:
            raise refused
        battles.play(ctx, card, here, self.catalog.get)
        self._after_attack(ctx, turn, site_phase)

    def _battle_goes_on(self, ctx: Context[State]) -> None:
        battles.go_on(ctx, lambda attack: combat.resolve_attack(
            ctx, attack, battles.ATTACKS, ask=True), self.catalog.get(ctx.state.site))

    def _courage(self, ctx: Context[State], kind: str, rest: str) -> None:
        """Take heart at a Haven in the organization phase, or spend Courage or a Warrior's
        Skill token against a strike while the defender assigns them (RGO-TOKEN-1, 2, 8):
        refused by name otherwise."""
        state = ctx.state
        if kind == "take-heart":
            waiting = state.phase != ORGANIZATION or self._awaited_actions(state) is not None
            here = self.catalog.get(state.site)
            problem = illegal("Courage is taken in the organization phase.", tokens.GAIN) \
                if waiting else tokens.gain_problem(state, here, rest, self.played)
            if problem is not None:
                raise problem
            tokens.take_heart(ctx, rest)
            return
        if kind == "steady":
            problem = tokens.steady_problem(state, rest)
            if problem is not None:
                raise problem
            tokens.steady(ctx, rest)
            return
        problem = tokens.spend_problem(state, rest)
        if problem is not None:
            raise problem
        tokens.spend(ctx, rest)

    def _refusal(self, state: State, kind: str, rest: str) -> Exception:
        if kind in blade_removal.KINDS and blade_removal.offered(self.played):
            return blade_removal.refusal(state, kind, rest, self.catalog.get)
        if kind in balance_of_things.KINDS and balance_of_things.chosen(self.played):
            return balance_of_things.refusal(state, self.catalog, kind, rest)
        if kind in great_ship.EVENT_KINDS and great_ship.event_offered(self.played):
            return great_ship.event_refusal(state, kind, rest)
        if kind == alatar.KIND and alatar.offered(self.played):
            return alatar.refusal(state, self.catalog.get)
        if kind == spell_recall.KIND and spell_recall.offered(self.played):
            return spell_recall.refusal(state, self.catalog.get, rest,
                                        not Turn.still_to_come(state, state.sited_companies))
        if kind in ("resource", "declare-resource") and hand_resources.offered(self.played):
            return hand_resources.refusal(state, self.catalog, kind, rest, self.played)
        if kind in ("escape", "rescue", "faction", "recruit") and factions.offered(self.played):
            return factions.refusal(state, kind, rest)
        if kind == "ally" and ally_abilities.offered(self.played):
            return ally_abilities.refusal(state, self.catalog, rest)
        if kind == ally_hazard_cancels.KIND and ally_hazard_cancels.offered(self.played):
            return ally_hazard_cancels.refusal(state, self.catalog, rest)
        if state.hazard_cancel is not None:
            return illegal(f"Cancel {self._name(state.hazard_cancel[0])} with an ally, or let "
                           "it take effect, first.", ally_hazard_cancels.RULE)
        if kind == character_cancels.KIND and character_cancels.offered(self.played):
            return character_cancels.refusal(state, self.catalog, rest)
        if kind == item_uses.KIND and item_uses.offered(self.played):
            return item_uses.refusal(state, self.catalog, rest, self.played)
        if kind == "play-long-event" and rest in state.hand and rest in self.catalog:
            why = resource_long_events.problem(state, self.catalog.get(rest), self.played)
            if why is not None:
                return illegal(f"{why}.", resource_long_events.RULE)
        if state.awaited_long is not None:
            return illegal(f"Declare the effect of {self._name(state.awaited_long[0])} "
                           "first.", long_events.RULE)
        if state.awaited_event is not None:
            return illegal(f"Declare the effect of {self._name(state.awaited_event[0])} "
                           "first.", "RGO-HAZ-2")
        if kind == "assign" and ally_strikes.offered(self.played) and rest in state.allies \
                and state.character(rest) is None:
            return ally_strikes.refusal(state, self.catalog.get, rest)
        if state.awaited_strikes is not None:
            return illegal("Assign the strikes to untapped characters not yet struck, or "
                           "leave the rest to chance.", coe.DEFENDER_ASSIGNS)
        if state.awaited_discard is not None:
            rule = "RGO-GEN-3" if state.awaited_discard == SITE else "RGO-GEN-4"
            return illegal("Discard down to five cards first: name a card in your hand.",
                           rule)
        if state.awaited_item_loss is not None:
            return illegal("Name the item the thief takes first.", state.awaited_item_loss[1])
        if state.awaited_company is not None:
            phase, candidates = state.awaited_company
            return illegal(f"Choose the company whose {phase} phase comes next: "
                           f"{', '.join(candidates)}.", ORDER_RULE[phase])
        if kind == "next-company":
            return illegal("No company's phase is waiting to be chosen now.", "CoE-2.IV")
        if kind == "explore" and rest == tokens.SKILL_TOKEN and state.phase == SITE \
                and not state.explored:
            return illegal("A Skill token stands in only for a tapping this site's encounter "
                           "asks for a skill: no untapped character holding one has such a "
                           "skill.", skill_taps.CLAUSE)
        found = self.choices(state).refusal(state, kind, rest)
        if found is not None:
            return found
        if kind in ("remove-corruption", UNTAPPED_REMOVAL):
            return CorruptionRemoval(self.machinery(state)[0]).refusal(
                state, rest, untapped=kind == UNTAPPED_REMOVAL)
        if kind == "use-palantir":
            return PalantirUse(self.machinery(state)[0]).refusal(state, rest)
        if kind == "test-ring":
            return RingTest(self.machinery(state)[0]).refusal(state, rest)
        if kind == healing_items.KIND and healing_items.offered(self.played):
            return healing_items.refusal(state, rest, self.catalog.get)
        if kind == book_of_mazarbul.KIND and book_of_mazarbul.offered(self.played):
            return book_of_mazarbul.refusal(state, rest, self.catalog.get)
        if kind == dwarven_rings.KIND and dwarven_rings.offered(self.played):
            return dwarven_rings.refusal(state, self.catalog.get, rest, self._site_open)
        if kind == "stay" and state.phase == ORGANIZATION:
            refusal = Organization(self.catalog, self.played).leave_refusal(state, None)
            if refusal is not None:
                return refusal
        if kind == "move":
            name = self.catalog.get(rest).name if rest in self.catalog else rest
            if state.phase != ORGANIZATION:
                return illegal("Movement is planned in the organization phase.", "RGO-GEN-1")
            target = self.catalog.get(rest) if rest in self.catalog else None
            here = self.catalog.get(state.site)
            if target is not None and dungeons.offered(self.played) \
                    and (dungeons.is_dungeon(here) or dungeons.is_dungeon(target)):
                problem = dungeons.move_problem(state, here, target)
                if problem is not None:
                    return illegal(*problem)
            if target is not None and (site_path(here, target) or (
                    dungeons.offered(self.played) and dungeons.path(here, target) is not None)):
                problem = self.choices(state).move_problem(state, target)
                if problem is not None:
                    return illegal(*problem)
                refusal = Organization(self.catalog, self.played).leave_refusal(state, target.id)
                if refusal is not None:
                    return refusal
            return illegal(f"There is no site path from {self.catalog.get(state.site).name} "
                           f"to {name} with the sites of your site deck.", "RGO-HAZ-1")
        if kind == "play-character" and rest in self.catalog:
            turn, _ = self.machinery(state)
            card = self.catalog.get(rest)
            if rest not in state.hand:
                return illegal(f"{card.name} is not in your hand.", "RGO-GEN-1")
            problem = turn.character_problem(state, card, self.catalog.get(state.site))
            if problem is not None:
                return illegal(*problem)
        if kind == "take-quest":
            quest, _, who = rest.partition(":")
            listed = any(q.card == quest for q in state.display)
            info = self._information_problem(state, quest, who) if listed else None
            if info is not None:
                return illegal(*info)
            reason = self._quest_problem(state, quest, who)
            if reason is not None:
                return illegal(reason, "RGO-QUEST-4")
        if kind == "play-item":
            card_id, _, who = rest.partition(":")
            if card_id in self.catalog:
                reason = self._item_problem(state, self.catalog.get(card_id), who)
                if reason is not None:
                    return illegal(reason, coe.PLAY_ITEM)
        return illegal(f"{kind!r} is not possible now (phase: {state.phase}).", "RGO-GEN-1")

    # -- quests and items at the site ---------------------------------------------------------
    def _site_open(self, state: State) -> str | None:
        if not state.explored:
            return "Explore the site first."
        if state.site_closed:
            return "The site may not be tapped this turn."
        several = self.machinery(state)[0].tables.rules_for(
            self.catalog.get(state.site).name, "several-items")
        if state.site in state.tapped_sites and not several:
            return f"{self.catalog.get(state.site).name} is tapped."
        if several and state.items_played_here:
            return "Only one item may be played here each turn."
        return None

    def _quest_problem(self, state: State, quest: str, who: str) -> str | None:
        found = next((q for q in state.display if q.card == quest), None)
        if found is None:
            return f"{quest} is not on the Quest Display."
        if battles.dealt_battle(state, quest) is not None:
            return f"{self.catalog.get(quest).name} is a Battle: it is fought (battle:{quest})."
        if state.site not in found.sites:
            return f"{self.catalog.get(quest).name} is not found at this site."
        character = state.character(who)
        if character is None or not character.untapped:
            return "The quest needs an untapped character of the company."
        info = self._information_problem(state, quest, who)
        if info is not None:
            return info[0]
        card = self.catalog.get(quest)
        wizard_only = wizards_ring.take_problem(self.played, self.catalog.get, card, character)
        if wizard_only is not None:
            return wizard_only
        stone = stone_of_erech.take_problem(self.played, state, card)
        if stone is not None:
            return stone
        army = army_of_the_dead.take_problem(self.played, state, card, character)
        if army is not None:
            return army
        king = return_of_the_king.take_problem(self.played, state, card, character) \
            or white_tree.take_problem(self.played, state, card, character) \
            or swordmaster.take_problem(self.played, state, card, character)
        if king is not None:
            return king
        if state.explored and state.site in state.tapped_sites \
                and ally_moves.taken_at_tapped_site(self.played, card):
            return raids.quest_problem(state, card)  # Bill the Pony, the site tapped
        return raids.quest_problem(state, card) or self._site_open(state)

    def _information_problem(self, state: State, quest: str,
                             who: str) -> tuple[str, str] | None:
        """Why ``who`` may not take an information quest here (information.py), or None."""
        character = state.character(who)
        if not information.offered(self.played) or character is None:
            return None
        rules_for = self.machinery(state)[0].tables.rules_for
        return information.problem(state, self.catalog.get(quest), character,
                                   self.catalog.get(state.site), rules_for)

    def _item_problem(self, state: State, card: Card, who: str) -> str | None:
        character = state.character(who)
        if character is None:
            return f"{who} is not in the company."
        if card.id not in state.hand:
            return f"{card.name} is not in your hand."
        if ent_draughts.is_it(self.played, card):
            return ent_draughts.problem(state, card, self.catalog.get(state.site), character)
        # Thorough Search lets another character of the scout's company play it, the site
        # tapped or not.
        problem = None if thorough_search.open_for(state, who) else self._site_open(state)
        if problem is not None:
            return problem
        site = self.catalog.get(state.site)
        hoard = dragons.hoard_item_problem(self.played, card, site)
        return hoard if hoard is not None else item_play_problem(card, site, False, character)

    def _golden_hoard(self, ctx: Context[State], turn: Turn, kind: str, rest: str) -> None:
        """Take a quest as a lost treasure, or store one (golden_hoard.py)."""
        refused = golden_hoard.refusal(ctx.state, kind, rest, self.catalog.get,
                                       self._quest_problem)
        if refused is not None:
            raise refused
        if f"{kind}:{rest}" not in [a.id for a in self.actions(ctx.state)]:
            raise illegal("The game waits for another decision first.", "RGO-GEN-1")
        if kind == golden_hoard.STORE:
            golden_hoard.store(ctx, self.catalog.get(rest), turn.end)
            return
        quest, _, who = rest.partition(":")
        self._take_quest(ctx, turn, quest, who)
        golden_hoard.declare(ctx, quest)

    def _second_influence_roll(self, ctx: Context[State], who: str, faction: str, by: str,
                               index: int, dice: list[int]) -> tuple[int, list[int]]:
        """A card's second roll for an influence attempt; the better one is used."""
        second_index = ctx.table.position("dice")
        second = ctx.roll(f"{who}'s second roll to influence {faction}", "RGO-QUEST-4")
        ctx.emit("InfluenceRollChosen", "RGO-QUEST-4", card=by, rolls=[sum(dice), sum(second)],
                 chosen=max(sum(dice), sum(second)))
        return (second_index, second) if sum(second) > sum(dice) else (index, dice)

    def _take_quest(self, ctx: Context[State], turn: Turn, quest: str, who: str) -> None:
        card = self.catalog.get(quest)
        character = ctx.state.character(who)
        assert character is not None
        site = ctx.state.site
        if information.offered(self.played):  # a helper taps at The White Towers first
            information.open_site(ctx, card, who, self.catalog.get(site),
                                  turn.tables.rules_for)
        ctx.emit("CharacterStateChanged", "RGO-QUEST-4", character=who, state="tapped")
        if card.is_faction:
            draws = hand_resources.draws_on_success(ctx.state, who)
            by = item_influence.automatic(self.played, self.catalog.get, character, card) \
                or army_of_the_dead.brought_by(self.played, card)
            if by is not None:  # the Red Arrow and the Riders of Rohan: no roll
                ctx.emit("FactionInfluencedAutomatically", "RGO-QUEST-4", card=quest,
                         character=who, item=by, name=self.catalog.get(by).name)
            elif not self._influence_attempt(ctx, card, character, site):
                return
            ctx.emit("QuestTaken", "RGO-QUEST-4", card=quest, name=card.name, character=who,
                     kind="faction", item=None)
            if draws:
                turn.draw_player(ctx, draws, coe.SHORT_EVENT)
            ctx.emit("MarshallingPointsGained", "RGO-QUEST-4", card=quest, name=card.name,
                     kind="faction", points=card.marshalling_points or 0)
            turn.change_shadow(ctx, shadow.faction_recruited(card))
            self._lured(ctx, turn, who)
        else:
            kind = "item" if card.is_item else "ally" if card.is_ally else "miscellaneous"
            item = item_data(card, self.played) if card.is_item else None
            white_tree.taken(ctx, card)  # its Sapling discarded
            ctx.emit("QuestTaken", "RGO-QUEST-4", card=quest, name=card.name, character=who,
                     kind=kind, item=item)
            if card.is_item:
                hazard_scripts.greed(ctx, self.catalog, quest, who, turn.corruption_check)
                corruption_cards.item_gained(ctx, quest)
                wizards_ring.taken(ctx, card, who, turn.corruption_check)
            if kind == "miscellaneous" and information_storing.held_until_stored(self.played,
                                                                                 card):
                information_storing.taken(ctx, card, who)  # its points once stored
                modifier = information_storing.check_modifier(self.played, card)
                if modifier is not None:  # Andúril's sage
                    turn.corruption_check(ctx, character, modifier, "RGO-QUEST-4")
            elif kind == "miscellaneous":
                ctx.emit("MarshallingPointsGained", "RGO-QUEST-4", card=quest, name=card.name,
                         kind=kind, points=card.marshalling_points or 0)
                swordmaster.taken(ctx, card, who)  # the warrior skill
        several = turn.tables.rules_for(self.catalog.get(site).name, "several-items")
        tapped = site in ctx.state.tapped_sites \
            and ally_moves.taken_at_tapped_site(self.played, card)  # Bill the Pony
        if not (several and card.is_item) and not tapped:
            ctx.emit("SiteTapped", "RGO-QUEST-4", site=site)

    def _second_moves(self, state: State) -> list[tuple[Card, tuple[str, ...]]]:
        """The sites of the Site deck a second move reaches from the company's site."""
        return reachable(self.catalog.get(state.site),
                         [self.catalog.get(s) for s in state.site_deck])

    def _ally_influence(self, ctx: Context[State], turn: Turn, rest: str) -> None:
        """Roäc the Raven is discarded for an influence attempt on a faction of the Display
        (ally_influence.py); succeeding, the faction is taken as a quest."""
        ally, _, faction = rest.partition(":")
        card = self.catalog.get(faction)
        ally_influence.discard(ctx, self.catalog, ally, faction)
        site = ally_influence.faction_site(ctx.state, faction)
        if not self._influence_attempt(ctx, card, ally_influence.influencer(
                self.catalog.get(ally)), site, detains=False):
            return
        ctx.emit("QuestTaken", "RGO-QUEST-4", card=faction, name=card.name, character=ally,
                 kind="faction", item=None)
        ctx.emit("MarshallingPointsGained", "RGO-QUEST-4", card=faction, name=card.name,
                 kind="faction", points=card.marshalling_points or 0)
        turn.change_shadow(ctx, shadow.faction_recruited(card))

    def _old_road(self, ctx: Context[State], turn: Turn, rest: str,
                  moves: Sequence[tuple[Card, tuple[str, ...]]]) -> None:
        """Old Road: a character at the Haven influences a faction found near it (old_road.py);
        succeeding, the faction is taken as a quest and the Haven taps."""
        _, who, faction = rest.split(":")
        card = self.catalog.get(faction)
        site = old_road.faction_site(ctx.state, faction, moves)
        assert site is not None
        maker = old_road.begin(ctx, who)
        if not self._influence_attempt(ctx, card, maker, site, detains=False,
                                       extra=old_road.modifiers()):
            return
        ctx.emit("QuestTaken", "RGO-QUEST-4", card=faction, name=card.name, character=who,
                 kind="faction", item=None)
        ctx.emit("MarshallingPointsGained", "RGO-QUEST-4", card=faction, name=card.name,
                 kind="faction", points=card.marshalling_points or 0)
        turn.change_shadow(ctx, shadow.faction_recruited(card))
        self._lured(ctx, turn, who)
        old_road.succeeded(ctx)

    def _influence_attempt(self, ctx: Context[State], card: Card, character: Character,
                           site: str, detains: bool = True,
                           extra: Sequence[Modifier] = ()) -> bool:
        """The roll of an influence attempt on the faction ``card`` of the Quest Display; if
        it fails, the quest is discarded and its characters may be detained (``detains``);
        ``extra``: the modifiers of the card that makes it. True when it succeeds."""
        quest, who = card.id, character.card_id
        known = quests.named_sites(card)
        needed = known.influence if known and known.influence is not None else 10
        index = ctx.table.position("dice")
        dice = ctx.roll(f"{character.name} influences {card.name}", "RGO-QUEST-4")
        twice = hand_resources.two_rolls(ctx.state, who)
        if twice is not None:  # Persuasive Words: the better of two rolls
            index, dice = self._second_influence_roll(ctx, character.name, card.name,
                                                      twice, index, dice)
        roll = sum(dice)
        gifts = abilities.influence_modifiers(
            self.catalog.get(site), character, card) if self._enhanced else []
        # Cards of the hand played for this attempt (version 5 on; none before).
        gifts += hand_resources.influence_modifiers(ctx.state, who, self._name)
        gifts += turn_bonuses.influence_modifiers(ctx.state, who, self._name)
        gifts += character_texts.influence_modifiers(self.played,
                                                     self.catalog.get(who), card)
        gifts += item_influence.influence_modifiers(self.played, self.catalog.get,
                                                    character, card)
        gifts += faction_facts.standard_modifiers(self.played, card, character)
        gifts += return_of_the_king.influence_modifiers(self.played, ctx.state, character)
        gifts += anduril.influence_modifiers(self.played, ctx.state, character)
        gifts += extra
        result = influence_check(roll, character.direct_influence + sum(
            m.amount for m in gifts), needed)
        made = influence_roll(character, dice, index, needed, gifts)
        ctx.emit("InfluenceAttempted", "RGO-QUEST-4", card=quest, character=who, roll=roll,
                 total=result.total, needed=needed, succeeded=result.succeeded,
                 **explained(ctx, made))
        iron_crown.influence_checked(ctx, who, self.machinery(ctx.state)[0].corruption_check)
        if not result.succeeded:
            ctx.emit("QuestDiscarded", "RGO-QUEST-4", card=quest)
            if factions.offered(self.played) and detains:
                factions.detain(ctx, card, needed, result.total)
            return False
        return True

    # -- the Free Council ---------------------------------------------------------------------
    def _council_refusal(self, state: State) -> tuple[str, str] | None:
        if state.phase != ORGANIZATION:
            return "The Free Council is called in the organization phase.", "RGO-WIN-1"
        # The characters at a Haven, of every company (RGO-WIN-1).
        at_haven = [c for company in state.all_companies() for c in company.characters
                    if self.catalog.get(company.site).is_haven]
        wizard_there = any(c.card_id == state.wizard for c in at_haven)
        return victory.council_refusal(self.raw_total(state), [c.name for c in at_haven],
                                       state.wizard is not None, wizard_there)

    def _call_council(self, ctx: Context[State], turn: Turn) -> None:
        refusal = self._council_refusal(ctx.state)
        if refusal is not None:
            raise illegal(*refusal)
        battles.council(ctx)  # the Battles left on the Display cost their MP (RGO-BATTLE-9)
        turn.free_council(ctx, dict(self.score(ctx.state)))
        view = self.score(ctx.state)
        turn.end(ctx, "won", "the Free Council was called", "RGO-WIN-3",
                 score=view["total"], points=view["adjusted"])

    # -- points -------------------------------------------------------------------------------
    def points(self, state: State) -> dict[str, int]:
        """Marshalling points by type: characters, items and allies in play, and the MP
        pile (factions, kills)."""
        out = {k: 0 for k in victory.MP_TYPES}
        for c in state.every_character():
            out["character"] += self.catalog.get(c.card_id).marshalling_points or 0
            for item in c.items:
                out["item"] += bearer_values.marshalling_points(
                    self.played, self.catalog.get(item.card_id), self.catalog.get(c.card_id))
        for ally in state.allies:
            out["ally"] += self.catalog.get(ally).marshalling_points or 0
        out["item"] += anduril.points(self.played, state)  # with Narsil
        for record in state.mp:
            out[record.kind] = out.get(record.kind, 0) + record.points
        return out

    def raw_total(self, state: State) -> int:
        return sum(self.points(state).values())

    # -- the rest of the contract -------------------------------------------------------------
    def evolve(self, state: State, fact: Fact) -> State:
        return evolve(state, fact)

    def result(self, state: State) -> dict[str, JSON] | None:
        return dict(state.outcome) if state.outcome is not None else None

    def policy(self, state: State, actions: Sequence[Action]) -> tuple[str, dict[str, JSON]]:
        from domain.rulesets.road_goes_ever_on.policy import choose

        return choose(self, state, actions)

    def clauses(self) -> dict[str, Clause]:
        """Its own clauses and those of the expansions it plays: The Dragons (TD-*, TDH-*) and
        The Balrog's Under-deeps movement (BA-*)."""
        return {**super().clauses(), **clause_catalog("dragons"), **clause_catalog("balrog")}

    def rules_notes(self) -> dict[str, str]:
        """Clause id -> the reading this ruleset applies where the rules are ambiguous, and
        which of Appendix 4's new cards the catalog lets a game use (RGO-NEW-*)."""
        return {**RULES_NOTES, **new_cards.notes(self.catalog)}

    def board(self, state: State) -> dict[str, JSON]:
        name = self._name
        return {
            "turn": state.turn, "phase": state.phase, "shadow": state.shadow,
            "general_influence": {"used": general_influence_used(state.every_character(),
                                                                 state.followers()),
                                  "of": STANDARD_GENERAL_INFLUENCE},
            "site": name(state.site), "site_tapped": state.site in state.tapped_sites,
            "destination": name(state.destination) if state.destination else None,
            "path": list(state.path),
            "company": [{"id": c.card_id, "name": c.name, "state": c.state,
                         "items": [i.name for i in c.items],
                         "prowess": c.effective_prowess, "body": c.effective_body,
                         "mind": c.mind, "direct_influence": c.direct_influence,
                         "skills": list(c.all_skills),
                         "keywords": list(abilities.keywords(c)),
                         "ability": abilities.ability(c),
                         "courage_tokens": state.courage(c.card_id),
                         "skill_tokens": state.skill(c.card_id),
                         "detained_by": name(factions.holder(state, c.card_id)) or None,
                         "follower_of": name(state.followers().get(c.card_id)) or None,
                         "holds": [name(h) for h, who in state.held if who == c.card_id],
                         "hazards": [name(h) for h, who in state.permanent_hazards
                                     if who == c.card_id]} for c in state.characters],
            "allies": [engine_allies.view(a, name(a), engine_allies.state_of(
                a, state.tapped_allies, state.wounded_allies)) for a in state.allies],
            "factions": [{"name": r.name, "tapped": r.card in state.tapped_factions}
                         for r in state.mp if r.kind == "faction"],
            "company_id": state.company,
            "other_companies": [{"id": c.id, "site": name(c.site),
                                 "destination": name(c.destination) if c.destination else None,
                                 "characters": [x.name for x in c.characters]}
                                for c in state.companies],
            "hand": [{"id": c, "name": name(c)} for c in state.hand],
            "quest_display": [{"id": q.card, "name": name(q.card),
                               "sites": [name(s) for s in q.sites]} for q in state.display],
            "long_events_in_play": [name(c) for c in state.long_in_play],
            "on_guard": [name(site) for _, site in state.on_guard],
            "decks": {"player": len(state.draw), "discard": len(state.discard),
                      "hazard": len(state.hazards), "hazard_discard": len(state.hazard_discard),
                      "long_event": len(state.long_events), "quest": len(state.quest_deck),
                      "sites": len(state.site_deck)},
            "outcome": dict(state.outcome) if state.outcome else None,
            **({"battles": shown} if (shown := battles.board(state, name)) else {}),
        }

    def score(self, state: State) -> dict[str, JSON]:
        view = victory.score_view(self.points(state))
        refusal = self._council_refusal(state)
        view["council"] = {"callable": refusal is None,
                           "why_not": refusal[0] if refusal else None}
        return view

    def shadow(self, state: State) -> ShadowView:
        count = state.shadow
        return ShadowView(
            tokens=count, band=shadow.band(count), hazard_draw=shadow.hazard_draw(count),
            next_threshold=shadow.next_threshold(count), rule="RGO-SHADOW-11",
            extra={"band_effect": f"hazard draw {shadow.hazard_draw(count)} "
                                  f"(3 + {shadow.band(count)} for {count} tokens)",
                   "loss_at": shadow.LOSS_AT,
                   "history": [dict(h) for h in state.shadow_history]})

    def narrate(self, fact: Fact) -> str:
        from domain.rulesets.road_goes_ever_on.narration import narrate

        return narrate(fact, self._name) or describe(fact, self.catalog)

    def _company_names(self, state: State, company: str) -> str:
        found = next((c for c in state.all_companies() if c.id == company), None)
        return ", ".join(c.name for c in found.characters) if found else company

    def _name(self, card_id: str | None) -> str:
        return self.catalog.get(card_id).name if card_id and card_id in self.catalog else ""

    #: The handler of each kind of action (decide); a kind not here is refused unless offered.
    handlers: Mapping[str, Handler[RoadGoesEverOn]] = {
        hazard_scripts.RIVER_KIND: Handler(_river),
        "call-council": Handler(_council),
        **dict.fromkeys(("split", "join"), Handler(_split_or_join)),
        **dict.fromkeys(("move", "stay"), Handler(_move_or_stay)),
        "stand": Handler(_stand, _is_enhanced),
        "support": Handler(_support, _is_enhanced),
        "ability": Handler(_ability, _is_enhanced),
        **dict.fromkeys(("attack-agent", "leave-agent", "face-agent"),
                        Handler(_agent_decided, lambda r: agents.offered(r.played))),
        **dict.fromkeys(("seek-song", "sing"), Handler(_song_decided, _has_songs)),
        **dict.fromkeys(("take-heart", "courage", "steady"),
                        Handler(_courage_decided, _is_enhanced)),
        "raid": Handler(_raid_decided, lambda r: raids.offered(r.played)),
        "battle": Handler(_battle_decided),
        lucky_search.KIND: Handler(_lucky_search, lambda r: lucky_search.offered(r.played)),
        chance_meeting.KIND: Handler(_chance_meeting,
                                     lambda r: chance_meeting.offered(r.played)),
        followers.KIND: Handler(_follower_decided, lambda r: followers.offered(r.played)),
        moon.STARS: Handler(_stars, lambda r: moon.stars_offered(r.played)),
        storing.KIND: Handler(_store_item, lambda r: storing.offered(r.played)),
        **dict.fromkeys(golden_hoard.KINDS, Handler(_golden_hoard_decided)),
        **dict.fromkeys(rescues.KINDS, Handler(_rescue_decided,
                                               lambda r: rescues.offered(r.played))),
        **dict.fromkeys(information_storing.KINDS, Handler(
            _information_storing, lambda r: information_storing.plays(r.played))),
        **dict.fromkeys(anduril.KINDS, Handler(_anduril, lambda r: anduril.plays(r.played))),
        gollum.KIND: Handler(_gollum, lambda r: gollum.offered(r.played)),
        arkenstone.KIND: Handler(_arkenstone, lambda r: arkenstone.offered(r.played)),
        ally_moves.KIND: Handler(_ally_move, lambda r: ally_moves.offered(r.played)),
        great_road.KIND: Handler(_great_road, lambda r: great_road.offered(r.played)),
        travel_moves.KIND: Handler(_travel, lambda r: travel_moves.offered(r.played)),
        bridge.KIND: Handler(_bridge, lambda r: bridge.offered(r.played)),
        old_road.KIND: Handler(_old_road_decided, lambda r: old_road.offered(r.played)),
        great_ship.KIND: Handler(_great_ship, lambda r: great_ship.offered(r.played)),
        second_move.KIND: Handler(_second_move, lambda r: second_move.offered(r.played)),
        attack_cancels.KIND: Handler(_tap_to_cancel,
                                     lambda r: attack_cancels.offered(r.played)),
        item_thefts.KIND: Handler(_give_up_item, lambda r: item_thefts.offered(r.played)),
        ally_influence.KIND: Handler(_ally_influence_decided,
                                     lambda r: ally_influence.offered(r.played)),
        # Checked against the actions offered now, then played.
        **dict.fromkeys(blade_removal.KINDS, Handler(_blade_removal, listed=True)),
        **dict.fromkeys(balance_of_things.KINDS, Handler(_balance, listed=True)),
        **dict.fromkeys(great_ship.EVENT_KINDS, Handler(_ship_event_decided, listed=True)),
        alatar.KIND: Handler(_alatar, listed=True),
        **dict.fromkeys(("resource", "declare-resource", "faction", "ally",
                         character_cancels.KIND, item_uses.KIND),
                        Handler(_cancel_or_resource, listed=True)),
        **dict.fromkeys(("escape", "recruit", "rescue"), Handler(_faction_decided, listed=True)),
        "declare-long": Handler(_declare_long, listed=True),
        "declare": Handler(_declare, listed=True),
        **dict.fromkeys(("assign", "assign-rest"), Handler(_assign, listed=True)),
        **dict.fromkeys((ally_hazard_cancels.KIND, ally_hazard_cancels.LET),
                        Handler(_ally_hazard, listed=True)),
        "discard": Handler(_discard, listed=True),
        "lose-item": Handler(_lose_item, listed=True),
        **dict.fromkeys(("remove-corruption", UNTAPPED_REMOVAL),
                        Handler(_remove_corruption, listed=True)),
        "use-palantir": Handler(_use_palantir, listed=True),
        "test-ring": Handler(_test_ring, listed=True),
        healing_items.KIND: Handler(_athelas, listed=True),
        book_of_mazarbul.KIND: Handler(_read_book, listed=True),
        dwarven_rings.KIND: Handler(_tribe_gift, listed=True),
        "play-character": Handler(_play_character, listed=True),
        **dict.fromkeys(("train", "saruman"), Handler(_organization_choice, listed=True)),
        "ease-limit": Handler(_ease_limit, listed=True),
        **dict.fromkeys(("search-and-play", "explore-at-home", "choose-roll", "market-item",
                         "home-item", "untap-site", "hospitality", "take-song", "smoke-rings",
                         "look-top"), Handler(_site_choice, listed=True)),
        "play-long-event": Handler(_play_long_event, listed=True),
        "continue": Handler(_continue, listed=True),
        "roll-again": Handler(_roll_again, listed=True),
        "decline": Handler(_decline, listed=True),
        "next-company": Handler(_next_company, listed=True),
        "explore": Handler(_explore, listed=True),
        "take-quest": Handler(_take_quest_decided, listed=True),
        "play-item": Handler(_play_item, listed=True),
        "end-turn": Handler(_end_turn, listed=True),
        spell_recall.KIND: Handler(_take_spell, listed=True),
    }


def _unique(cards: Sequence[str]) -> list[str]:
    return list(dict.fromkeys(cards))


def _character(card: Card) -> dict[str, JSON]:
    return character_json(Character.from_card(card))
