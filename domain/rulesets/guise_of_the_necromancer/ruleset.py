"""Guise of the Necromancer: the player's Wizard investigates Dol Guldur, then gathers the White
Council (Saruman, another Wizard and an Elf-lord) and returns there before a Nazgul guardian
finds The One Ring; the hazard deck is the clock (clauses ``GON-*``; the standard rules are the
Council of Elrond rules, cited ``CoE-*``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import partial
from typing import Any

from domain.canonical import JSON
from domain.cards import Card
from domain.engine import character_bonuses, coe, effects, item_places, turn_bonuses
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.engine.combat import Attack
from domain.engine.company import company_size, size_problem
from domain.engine.movement import site_path
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, Fact, Ruleset, played_since, register
from domain.rulesets.guise_of_the_necromancer import (
    ally_strikes,
    corruption_removal,
    creatures,
    decks,
    hand_cards,
    hazard_events,
    hazard_hand,
    narrate,
    policy,
    printed_rules,
)
from domain.rulesets.guise_of_the_necromancer.evolve import Facts
from domain.rulesets.guise_of_the_necromancer.fight import Strikes
from domain.rulesets.guise_of_the_necromancer.moves import (
    DISCARD_DOWN,
    DISCARD_ONE,
    SPLIT,
    STORE,
    direct_influence_left,
    influence_left,
    legal,
    placement_problem,
    split_problem,
)
from domain.rulesets.guise_of_the_necromancer.score import marshalling, white_council
from domain.rulesets.guise_of_the_necromancer.state import (
    ARRIVED,
    END_OF_TURN,
    ENTERED,
    ENTERING,
    HAZARDS,
    INVESTIGATION,
    MOVEMENT_HAZARD,
    ORGANIZATION,
    SITE,
    WATCHFUL_PEACE,
    Company,
    Slot,
    State,
)
from domain.rulesets.hobbit import allies, character_texts, creature_texts, factions, item_texts
from domain.rulesets.hobbit import hazard_events as hobbit_events
from domain.rulesets.hobbit.decks import card_ids
from domain.rulesets.hobbit.moves import Legal, Move

#: GON-PLAY-4: Dol Guldur's automatic-attacks, in order: (race, strikes, prowess, each
#: character wounded makes a corruption check).
DOL_GULDUR_ATTACKS: tuple[tuple[str, int, int, bool], ...] = (
    ("Orcs", 4, 8, False), ("Undead", 3, 9, True), ("Trolls", 2, 11, False))
RING_RETURN = 9  # GON-RING-5
#: What the player works towards in each stage (GON-STAGE-1, GON-WIN-1).
OBJECTIVES: dict[str, str] = {
    INVESTIGATION: "play Rescue Prisoners at Dol Guldur, then come back to Lórien",
    WATCHFUL_PEACE: "take your Wizard, Saruman, another allied Wizard and an Elf-lord in one "
                    "company to Dol Guldur, face its automatic-attacks and play Rescue "
                    "Prisoners there",
}
PLAYED, WAIT, DONE = "played", "wait", "done"  # what a step of the hazard hand did
DRAW_ON_MOVING = "CoE-2.IV.v"
RESCUE_POINTS = 2  # Rescue Prisoners' parenthesized marshalling points (miscellaneous)

RULES_NOTES: dict[str, str] = {
    "GON-DUD-7": "Face-up cards that are not duds and were not played (a corruption card "
                 "waiting for a Nazgûl's attack, such as The Pale Sword) stay in the hazard "
                 "hand, in place, and are faced again by the next company.",
    "GON-TARGET-1": "The missing fourth tie-break is read as lowest prowess, then a random "
                    "pick. After the player (the defender) has given strikes to untapped "
                    "characters, the opponent gives the rest by this order; excess strikes "
                    "weaken the strike of the character it ranks first among those facing "
                    "one.",
    "GON-WIN-1": "'Faces any automatic-attacks' is read as all of Dol Guldur's "
                 "automatic-attacks: the three of GON-PLAY-4 and one for each Nazgûl guardian. "
                 "The White Council must move to Dol Guldur in the turn it plays Rescue "
                 "Prisoners there. An automatic-attack a resource card cancels (as the "
                 "standard rules allow, CoE 3.i) counts as faced.",
    "GON-DUD-2": "A hazard short-event the scripted vocabulary knows (tap an Elf, a "
                 "corruption check) plays by itself; for any other the player declares, as a "
                 "player ruling, one effect: of the hazard vocabulary (tap, wound, "
                 "corruption, a corruption check, strikes or prowess for the next attack, the "
                 "hazard limit, none), or one of the two this scenario names for events "
                 "played with a creature (lets a creature attack, lowers a character's "
                 "prowess). An event whose effect finds nothing to act on is a dud.",
    "GON-HH-7": "An event declared to add strikes or prowess to attacks is played with the "
                "next creature that attacks the company; one declared to let a creature "
                "attack goes with the next face-up creature not keyed to the company, which "
                "then attacks (GON-DUD-5).",
    "GON-HH-8": "An event declared to let a creature attack that no creature needed (those "
                "that attacked could anyway) is a dud.",
    "GON-HH-9": "An event declared to lower a character's prowess is aimed by GON-TARGET-1 "
                "when the next creature attacks, and acts on that character's strike; it is "
                "a dud if the character is given no strike, or if no creature attacks.",
    "GON-HDECK-4": "The three Nazgûl are set apart from the site-keyed creatures: only "
                   "non-Nazgûl creatures count towards GON-HDECK-3.",
    "GON-HDECK-9": "A Gold Ring item in the hazard sideboard stands for The One Ring and is "
                   "played as it.",
    "GON-SETUP-10": "General influence and the Wizard's direct influence are pooled: a "
                    "character comes into play while the mind of the non-Wizard characters in "
                    "play, his included, stays within 5 (20 after The Investigation) plus the "
                    "Wizard's direct influence.",
    "GON-SETUP-9": "The starting items are borne by the starting company in order, the Wizard "
                   "first.",
    "GON-STAGE-1": "The Investigation ends when any company arrives at Lórien after Rescue "
                   "Prisoners was played at Dol Guldur. Rescue Prisoners is played in a "
                   "company's site phase at an untapped dark-hold or shadow-hold, after facing "
                   "its automatic-attacks; it taps the site, not a character, and its 2 "
                   "miscellaneous marshalling points count once it is played.",
    "CoE-2.II.8": "Over general influence at the end of the organization phase, the "
                  "character brought into play this turn goes back to the hand first; no "
                  "character is left under no influence (a lost controller's followers come "
                  "back under general influence), so the others are discarded, or made "
                  "followers, by the player's choice.",
    "CoE-7.3": "A corruption card is rolled for once a turn, in the organization phase, by "
               "its untapped bearer, tapping or at -3 staying untapped (else staying "
               "untapped would buy endless rolls).",
    "GON-HH-3": "The most an opponent could draw is the hazard number of a moving company's "
                "new site, or of its site of origin when it moves to a haven (CoE 2.IV.v); "
                "at least two, and two for a company that stays. The player draws the "
                "resource number of the same site card, all of it.",
}


@register
class GuiseOfTheNecromancer(Strikes, Facts, Ruleset[State]):
    id = "necromancer"
    #: 2: the defender picks the order of the strikes, supports and may take -3 to stay
    #: untapped (CoE 3.iv); 1 replays as played (strikes rolled in assignment order).
    #: 3: the hand's scripted short-events are played in an attack (CoE 3.i, 3.iv.5); 2
    #: replays as played.
    #: 4: the player gives an eliminated character's items to the companions he picks
    #: (CoE 3.I.2), and ends the organization phase only within general influence,
    #: discarding characters or taking followers (CoE 2.II.8); 3 replays as played.
    #: 5: items carry the catalog's item facts (evolve.ITEM_FACTS_FROM): one weapon, armour,
    #: shield and helmet in use at a time, maxima, a Hobbit's or a Dwarf's bonus, warrior-only
    #: bonuses, a blade's bonus against Orcs; 1 to 4 replay with the printed modifiers.
    #: 6: a character's corruption checks add the modifier his card prints where the
    #: card data leaves it out (printed_rules.py: Haldir and Orophin -1); 1 to 5
    #: replay as played.
    #: 7: creatures' text is played up to the engine's creature generation 4 as the Hobbit
    #: family reads it (creatures.py): a Corpse-candle makes every character of the company
    #: check corruption first, a Thief's successful strike takes an item, each wound of
    #: Brigands costs the company an item; 1 to 6 replay as played.
    #: 8: the characters' printed bonuses in a strike are played as the Hobbit family plays
    #: them (``hobbit.character_texts``): prowess against an attack by a race (a Dwarf's
    #: against Orcs), the halved body of a Nazgûl whose strike Éowyn defeats; 1 to 7 replay
    #: as played.
    #: 9: a faction is played by its catalog facts (``hobbit.factions``, CoE 2.V.3): at an
    #: untapped site its card names, once entered, an untapped character tapping to roll with
    #: his direct influence not used for followers, his card's bonus against it and its
    #: standard modification for his race, against its printed number; recruited, it goes to
    #: the marshalling point pile (faction points) and taps the site, refused it is
    #: discarded. Before, a faction in the hand was never played; 1 to 8 replay as played.
    #: 10: a controller's printed direct influence against a character's race (or against
    #: him) counts in taking him as a follower (CoE 2.II.3.2; ``moves.may_control``): Gimli's
    #: +1 against Elves, Glorfindel II's against Elves; 1 to 9 replay as played.
    #: 11: the engine's second generation of scripted cards is read where this hand plays a
    #: mode of the card (hand_cards.script): The Cock Crows cancels an attack by Trolls,
    #: Escape wounds an unwounded character of the company to cancel an attack (CoE 3.i),
    #: no longer declared; Block (a warrior) and Dodge (body -1) keep the character facing
    #: a strike untapped unless it wounds him (CoE 3.iv.5); 1 to 10 replay as played.
    #: 12: in an influence attempt on a faction, the followers' mind his printed bonus covers
    #: is not taken off the controller's direct influence (CoE 2.V.3, 2.II.2.2.2); 1 to 11
    #: replay as played.
    #: 13: the rest of the creatures' text the Hobbit family plays (creatures.LATER): an
    #: Ambusher's or Cave-drake's attacker chooses every defender (GON-TARGET-1), an
    #: Abductor discards the character it wounds, Giant Spiders the one whose body check
    #: equals his body, a Barrow-wight's or the Ghosts' wounded check corruption after the
    #: attack (-2, -1), an Orc-lieutenant or Orc-warband has +4 or +3 prowess against a
    #: company that faced an Orc attack this turn, a Troll after another of the three strips
    #: the wounded of their items; 1 to 12 replay as played.
    #: 14: a creature is keyed to the further places its text names too (creatures
    #: .further_keys, GON-DUD-4): a named region of the site path (its first and last), the
    #: new site (or the site it stays at) named or in a named region, a move between two
    #: named sites; a Nazgûl keyed so attacks rather than guards Dol Guldur; 1 to 13 replay
    #: as played.
    #: 15: a hazard event whose every effect (as the engine's hazard scripts of any
    #: generation tell it) has nothing to act on here is a dud, no longer declared by the
    #: player (hazard_hand.ignored): Lost in Shadow-lands and Lost in Dark-domains, whose
    #: hazard limit is not in this scenario (GON-HH-2), The Will of the Ring, The Precious
    #: and The Ring's Betrayal, with no Ring borne (GON-DUD-2); 1 to 14 replay as played.
    #: 16: the items a character bears add their printed bonuses to his direct influence
    #: against a faction in an influence attempt (``hobbit.item_texts``, CoE 2.V.3): Narsil
    #: +1, the Horn of Anor +2, the Elf-stone +2 against an Elf faction, The Arkenstone +3
    #: against a Dwarf faction, each once; 1 to 15 replay as played.
    #: 17: the hand reads the engine's sixth generation of scripted cards, and plays more
    #: effects in an attack (hand_cards.LATER_PLAYABLE): before the strikes are assigned
    #: (CoE 3.i) a Wizard's spells on the Wizard of the company attacked (Vanishment cancels
    #: the attack, Wizard's Fire +5 prowess to him against its strikes, Kindling of the Spirit
    #: +2 to every character of the company), each followed by his corruption check at the
    #: card's modifier (CoE 7.1), The Old Thrush (-3 prowess and body to an attack of printed
    #: prowess 13 or more, not Nazgûl, once an attack) and Stars (-1 prowess to an Undead
    #: attack); on the strike under way (CoE 3.iv.5) Halfling Stealth cancels a Hobbit's
    #: strike and Lucky Strike rolls twice for a warrior, the better roll used; no longer
    #: declared; a spell played is removed from the game (GON-PLAY-5); 1 to 16 replay as
    #: played.
    #: 18: an ally of the hand is played at a site its card names (``hobbit.allies``, CoE
    #: 2.V.2, GON-GEN-1): once the site is entered, an untapped character of the company taps
    #: and the ally comes under his control, the site tapping; its marshalling points count
    #: as ally points (GON-WIN-2); it leaves play with its controller (CoE 2.V.2.3). Before,
    #: an ally stayed in the hand; 1 to 17 replay as played.
    #: 19: Neeker-breekers strike against the mind (creatures.MIND_FROM): one strike to each
    #: character but a Wizard (a strike given to him refused naming the creature), the
    #: character's mind his prowess with no item's bonus, a strike that would wound tapping
    #: him with no body check (CoE 3.iv.7); 1 to 18 replay as played (a strike against his
    #: prowess).
    #: 20: the company's allies face strikes as characters do (``ally_strikes``, CoE
    #: 2.V.2.2): the defender may give an untapped ally of the company attacked a strike and
    #: the opponent ranks the allies with the characters (GON-TARGET-1); an ally fights with
    #: its printed prowess and body and only rolls, a strike it does not beat wounds it and a
    #: failed body check discards it, one it beats or ties taps it, and the untap phase
    #: untaps it and heals it at a Haven; an ally whose text spares it is given no strike;
    #: 1 to 19 replay as played (allies faced no strike).
    #: 21: hazard short-events of the hazard hand do what their cards say, no longer
    #: declared (``hazard_events``, GON-HH-10): Arouse Denizens and Arouse Minions +3 prowess
    #: to the first automatic-attack at a company's new Ruins & Lairs, or Shadow-hold or
    #: Dark-hold (Dol Guldur's Orcs); River holds the site phase of a company moving there
    #: unless an untapped ranger taps, Lost at Sea and Lost in Free-domains hold it for good;
    #: one whose condition the company's move fails is a dud (GON-DUD-2); 1 to 20 replay as
    #: played (the player declared what they did).
    #: 22: a region in the middle of the site path is named by the map where every walk of
    #: its region types agrees (creatures.PATHS_FROM, ``creature_places.path_named``), so a
    #: creature whose text names that region may be keyed there (GON-DUD-4): a Nazgûl, a
    #: Dragon, Giant Spiders, Huorn, Old Man Willow, Corsairs of Umbar, the Mûmak; 1 to 21
    #: replay as played (only the first and last regions were named).
    #: 23: the automatic player also plays, against an attack a character of the company
    #: would not see through with an average roll, before its strikes are assigned, a card
    #: canceling it at a cost (Escape's wound, Vanishment's check) or weakening it or
    #: strengthening the strikes (Stars, The Old Thrush, Wizard's Fire, Kindling of the
    #: Spirit; ``policy.POLICY_FROM``, ``hobbit.attack_choice``); before, only a card
    #: canceling it at no other cost. The rules do not change; 1 to 22 replay as played.
    #: 24: while the strikes of a Thief, a Pick-pocket or Brigands are assigned the defender
    #: names the items they should take (``give-up-item:<item>``, ItemToGiveUpNamed, CoE
    #: 3.iv.7; the attack waits for it): any of the company's when it holds two or more, a
    #: Pick-pocket's of a character bearing two or more; a strike or wound that takes an
    #: item takes the first named still borne, else the one worth the fewest marshalling
    #: points; 1 to 23 replay as played (that one always).
    #: 25: an item is played where its card says (``engine.item_places``, CoE 2.V.4): a
    #: special item at the site of the location deck its card names (Earth of Galadriel's
    #: Orchard at Lórien, the Palantír of Orthanc at Isengard, the Book of Mazarbul at Moria,
    #: the Red Book of Westmarch at Bag End, the Palantíri of Elostirion and Minas Tirith at
    #: The White Towers and Minas Tirith), once the site is entered, on an untapped character
    #: of the company, the site tapping; the Sapling of the White Tree at no Shadow-hold or
    #: Dark-hold, refused naming the card and the reason; 1 to 24 replay as played.
    #: 26: the hand reads the engine's eleventh generation of scripted cards
    #: (hand_cards.TURN_PLAYABLE, ``domain.engine.turn_bonuses``): in the organization and
    #: site phases Narya on Gandalf, Nenya on Galadriel, Vilya on Elrond and Wizard's Voice on
    #: a Wizard raise his prowess, body and direct influence until the turn ends, counted
    #: against every strike he faces, in his body checks and influence attempts (Narya also
    #: untaps his company's unwounded characters), then he checks corruption at the card's
    #: modifier (Nenya's eased at a Haven); Vilya and Wizard's Voice once a turn, Wizard's
    #: Voice removed from the game (GON-PLAY-5); 1 to 25 replay as played (they were
    #: declared).
    #: 27: Greed is played by its card, no longer declared (``hazard_events``, GON-HH-10): on
    #: the company's new site, or the one it stays at, this turn each other character there
    #: but a Hobbit or a Wizard checks corruption as an item is played there, less the
    #: item's corruption points; 1 to 26 replay as played (the player declared what it did).
    #: 28: what of the allies' texts the family scripts (``ally_strikes.plays_texts``):
    #: Goldberry and Gollum, untapped, tap to cancel an attack on their company keyed to a
    #: Wilderness (or, Gollum, a Shadow-land, his company of size two or less) before its
    #: strikes are assigned (CoE 3.i); Treebeard, Leaflock, Skinbark and Tom Bombadil are
    #: discarded as their company moves to a site outside the regions their cards name (CoE
    #: 2.IV); 1 to 27 replay as played (their texts were not played).
    #: 29: the hand reads the engine's sixteenth generation of scripted cards: Stars cannot
    #: be duplicated, so a second copy on the Undead attack it weakened is not offered and is
    #: refused naming the card and the reason (CoE 3.i); 1 to 28 replay as played.
    version = "29"
    #: The first version adding the printed corruption modifiers the data leaves out (read
    #: by the coverage as the Hobbit scenarios' ``character_rules_from``).
    character_rules_from = printed_rules.CHARACTER_RULES_FROM
    #: The first version playing the characters' printed bonuses in a strike (read by the
    #: coverage as the Hobbit scenarios' ``character_bonuses_from``).
    character_bonuses_from = printed_rules.CHARACTER_BONUSES_FROM
    replays = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14",
               "15", "16", "17", "18", "19", "20", "21", "22", "23", "24", "25", "26",
               "27", "28")
    #: The first version playing an ally from the hand (``hobbit.allies``).
    allies_from = printed_rules.ALLIES_FROM
    #: The first version playing an item where its card says (``engine.item_places``).
    item_places_from = printed_rules.ITEM_PLACES_FROM
    #: The first version giving the company's allies strikes (``ally_strikes``).
    ally_strikes_from = printed_rules.ALLY_STRIKES_FROM
    #: The first version playing what of the allies' texts the family scripts.
    ally_texts_from = printed_rules.ALLY_TEXTS_FROM
    ally_regions_from = printed_rules.ALLY_TEXTS_FROM
    #: The first version playing a faction by its catalog facts (``hobbit.factions``).
    faction_facts_from = printed_rules.FACTION_FACTS_FROM
    #: The first version adding the items' bonuses against a faction (``hobbit.item_texts``).
    item_influence_from = printed_rules.ITEM_INFLUENCE_FROM
    #: The first version counting a controller's printed bonus against a follower's race.
    follower_bonuses_from = printed_rules.FOLLOWER_BONUSES_FROM
    #: (first version, generation) of the creature scripts read (``creatures``).
    creature_generations = creatures.GENERATIONS
    title = "Guise of the Necromancer (solitaire scenario)"
    clause_prefix = "GON"
    options = {"wizard": "your Wizard (not Saruman)",
               "company": "up to 3 non-Wizard starting characters",
               "items": "up to 2 non-unique minor items", "resources": "the starting "
               "resource/character deck (30+)", "resource_sideboard": "its sideboard (5+)",
               "hazards": "the 30 hazards", "hazard_sideboard": "the 5 hazards, 2 of them The "
               "One Ring", "sites": "the location deck", "deck": "'default' for the bundled "
               "decks"}
    reveal_kinds = ("ResourcesDrawn", "HazardHandRevealed", "DudReplaced")

    def rules_notes(self) -> dict[str, str]:
        return dict(RULES_NOTES)

    # -- setting up -------------------------------------------------------------------------
    def prepare(self, setup: Mapping[str, Any]) -> dict[str, JSON]:
        return decks.prepare(self.catalog, setup)

    def initial(self, setup: Mapping[str, JSON]) -> State:
        saruman = self.catalog.find(decks.SARUMAN, "Hero")
        return State(wizard=str(setup["wizard"]), saruman=saruman.id,
                     general_influence=decks.START_GENERAL_INFLUENCE,
                     resource_deck=card_ids(setup, "resources"),
                     resource_sideboard=card_ids(setup, "resource_sideboard"),
                     hazard_deck=card_ids(setup, "hazards"),
                     hazard_sideboard=card_ids(setup, "hazard_sideboard"),
                     location_deck=card_ids(setup, "sites"), roster=card_ids(setup, "company"),
                     starting_items=card_ids(setup, "items"))

    def begin(self, ctx: Context[State]) -> None:
        state = ctx.state
        ctx.emit("SideboardsSetAside", "GON-SETUP-12", resources=len(state.resource_sideboard),
                 hazards=len(state.hazard_sideboard))
        ctx.emit("SarumanSetAside", "GON-SETUP-7", saruman=state.saruman)
        characters = [state.wizard, *state.roster]
        items = [[item, characters[n % len(characters)]]
                 for n, item in enumerate(state.starting_items)]
        ctx.emit("CompanyFormed", "GON-SETUP-8", site=self._site(decks.HOME).id,
                 characters=characters, items=items)
        ctx.shuffle("resources", list(state.resource_deck), "GON-SETUP-11")
        ctx.shuffle("hazards", list(state.hazard_deck), "GON-SETUP-11")
        ctx.emit("ResourcesDrawn", "GON-PLAY-2",
                 cards=list(ctx.state.resource_deck[:ctx.state.hand_size]))
        self._begin_turn(ctx)
        self._advance(ctx)

    # -- views ------------------------------------------------------------------------------
    def result(self, state: State) -> dict[str, JSON] | None:
        if state.outcome is None:
            return None
        out: dict[str, JSON] = {"outcome": state.outcome, "reason": state.reason,
                                "ended_by": state.ended_by, "turns": state.turn,
                                "stage": state.stage}
        if state.outcome == "won":
            points = marshalling(state, self.catalog)
            out["score"] = points["total"]
            out["degree"] = points["degree"]
        return out

    def narrate(self, fact: Fact) -> str:
        return narrate.line(self.catalog, fact)

    def policy(self, state: State, actions: Sequence[Action]) -> tuple[str, dict[str, JSON]]:
        return policy.choose(self, state, actions)

    def board(self, state: State) -> dict[str, JSON]:
        name = self._name
        return {
            "turn": state.turn, "stage": state.stage, "objective": OBJECTIVES[state.stage],
            "phase": state.phase, "step": state.step,
            "general_influence": state.general_influence,
            "companies": [{"id": c.id, "site": name(c.location),
                           "destination": name(c.destination) if c.destination else None,
                           "characters": [{"id": h.card_id, "name": h.name, "state": h.state,
                                           "prowess": h.effective_prowess,
                                           "body": h.effective_body,
                                           "corruption": h.corruption_points
                                           + state.corruption_on(h.card_id),
                                           "items": [i.name for i in h.items]}
                                          for h in c.characters]}
                          for c in state.companies],
            "allies": allies.board(state.allies, name, state.tapped_allies,
                                   state.wounded_allies),
            "hand": [name(c) for c in state.hand],
            "hazard_hand": [name(s.card) if s.face_up else "(face down)"
                            for s in state.hazard_hand],
            "resource_deck": len(state.resource_deck), "hazard_deck": len(state.hazard_deck),
            "hazard_discard": len(state.hazard_discard),
            "location_deck": [name(s) for s in state.location_deck],
            "the_one_ring": state.ring is not None,
            "nazgul_guardians": [name(c) for c in state.guardians],
            "attack": None if state.fight is None else {
                **state.fight.attack.to_json(), "company": state.fight.company,
                "assigned": [name(c) for c in state.fight.assigned],
                "resolved": [name(c) for c in state.fight.resolved],
                "facing": name(state.fight.facing) if state.fight.facing else None,
                "supporters": [name(c) for c in state.fight.supporters],
                "stay_untapped": state.fight.stay_untapped},
            "saruman": "out of play" if not state.ring_seen else
            "waiting at Isengard" if state.saruman_waiting else
            "in play" if state.in_play(state.saruman) else "gone",
            "outcome": state.outcome,
        }

    def score(self, state: State) -> dict[str, JSON]:
        """GON-WIN-2..7: the marshalling points with the half rule and the degree they would
        give; the White Council gathered so far; the clock (the hazard deck) left."""
        return {**marshalling(state, self.catalog),
                "white_council": white_council(state, self.catalog),
                "clock": len(state.hazard_deck), "stage": state.stage,
                "objective": OBJECTIVES[state.stage], "rule": "GON-WIN-2"}

    def _name(self, card_id: str) -> str:
        return self.catalog.get(card_id).name

    def _site(self, name: str) -> Card:
        return self.catalog.find(name, "Hero")

    # -- playing ----------------------------------------------------------------------------
    def actions(self, state: State) -> list[Action]:
        return [action for action, _ in self._legal(state).values()]

    def _legal(self, state: State) -> Legal:
        out = legal(state, self.catalog, self._cards_in_attack(), self._heirs_chosen(),
                    self._plays_faction_facts(),
                    printed_rules.follower_bonuses(self.played), self._generation(),
                    self.played, allies.plays(self.played, printed_rules.ALLIES_FROM),
                    ally_strikes.fighters(state, self.catalog, self.played),
                    self._plays_item_places(), ally_strikes.plays_texts(self.played))
        fight = state.fight
        for item in self._to_name(state):
            assert fight is not None
            out[f"give-up-item:{item}"] = (Action(
                f"give-up-item:{item}", f"Should {fight.attack.name} take an item, give up "
                f"{self._name(item)}", creature_texts.RULE), Move("give-up-item", card=item))
        return out

    def _do_give_up_item(self, ctx: Context[State], move: Move,
                         args: Mapping[str, JSON]) -> None:
        ctx.emit("ItemToGiveUpNamed", creature_texts.RULE, card=move.card,
                 name=self._name(move.card))

    def _plays_item_places(self) -> bool:
        """Whether the version played plays an item where its card says (``item_places``)."""
        return played_since(self.played, printed_rules.ITEM_PLACES_FROM)

    def _cancel_refusal(self, state: State, ally: str) -> IllegalAction:
        """``ally-cancel:<ally>`` refused, naming the ally and the reason."""
        fight = state.fight
        company = state.company(fight.company) if fight else None
        ready = fight is not None and fight.assigning and not fight.assigned
        theirs = [(a, c) for a, c in state.allies
                  if company is not None and company.character(c) is not None]
        return allies.cancel_refusal(
            theirs, state.tapped_allies, state.wounded_allies, self.catalog,
            fight.attack.name if fight and ready else None, fight.keyed if fight else None,
            company_size(company.characters) if company else 0, ally)

    def _do_ally_cancel(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """Goldberry or Gollum taps and the attack is canceled (CoE 3.i)."""
        fight = ctx.state.fight
        assert fight is not None
        ctx.emit("AllyTapped", allies.CANCEL_ATTACK, ally=move.card,
                 use=f"{fight.attack.name} is canceled")
        ctx.emit("AttackCanceled", allies.CANCEL_ATTACK, company=fight.company,
                 attack=fight.attack.name, card=fight.card, by=move.card)
        self._creature_leaves(ctx, fight.card, fight.attack, False)

    def _plays_faction_facts(self) -> bool:
        """Whether the version played plays a faction by its catalog facts."""
        return factions.plays(self.played, printed_rules.FACTION_FACTS_FROM)

    def _cards_in_attack(self) -> bool:
        return self.played not in ("1", "2")

    def _generation(self) -> effects.Generations:
        return hand_cards.generation(self.played)

    def _heirs_chosen(self) -> bool:
        """Version 4 on: the player gives an eliminated character's items (CoE 3.I.2) and
        settles an influence deficit before the organization phase ends (CoE 2.II.8)."""
        return self.played not in ("1", "2", "3")

    def decide(self, ctx: Context[State], action: str, args: Mapping[str, JSON]) -> None:
        options = self._legal(ctx.state)
        if action not in options:
            raise self._refusal(ctx.state, action)
        move = options[action][1]
        getattr(self, f"_do_{move.kind.replace('-', '_')}")(ctx, move, args)
        self._advance(ctx)

    def _refusal(self, state: State, action: str) -> IllegalAction:
        """Why ``action`` is not legal now, with the clause that forbids it."""
        kind, _, rest = action.partition(":")
        if state.outcome is not None:
            return IllegalAction("The game is over.")
        parts = rest.split(":")
        if state.legacy or kind in ("inherit", "inherit-done"):
            return IllegalAction("An eliminated character's items pass first: each unwounded "
                                 "companion may take one (inherit:<item>:<heir>), the rest "
                                 "are discarded (inherit-done)." if state.legacy else
                                 "No eliminated character's items are waiting to be given.",
                                 clause=coe.ELIMINATED)
        if state.phase == SITE and state.current is not None and state.step == ARRIVED \
                and state.fight is None and (held := hazard_events.refusal(
                    state, self.catalog, state.current, kind)) is not None:
            return held
        if kind == "ring":
            if state.ring is None:
                return IllegalAction("The One Ring is not in play: a Hobbit can be given up "
                                     "for it only once it has appeared, after The "
                                     "Investigation.", clause="GON-RING-3")
            if state.hobbit_spent:
                return IllegalAction("A Hobbit has already been given up for The One Ring: "
                                     "once per game.", clause="GON-RING-3")
            return IllegalAction(f"{parts[0] or 'That'} is no Hobbit in play.",
                                 clause="GON-RING-3")
        if kind == "influence":
            return self._influence_refusal(state, action)
        if kind == "ally" and allies.plays(self.played, printed_rules.ALLIES_FROM):
            return self._ally_refusal(state, action)
        if kind == "declare-resource":
            card = parts[0]
            name = self._name(card) if card in self.catalog else card
            return IllegalAction(f"{name} is not a resource short-event of your hand that no "
                                 "script plays, or this is no time to declare one (the "
                                 "organization or site phase, outside an attack).",
                                 clause=coe.SHORT_EVENT)
        if kind == "resource":
            card = parts[0]
            name = self._name(card) if card in self.catalog else card
            if card not in state.hand:
                return IllegalAction(f"{name} is not in your hand.", clause=coe.SHORT_EVENT)
            reason = hand_cards.why_not(state, card, parts[2] if len(parts) > 2 else "",
                                        self._generation(), self.catalog)
            if reason:
                return IllegalAction(f"{name} cannot be played now: {reason}.",
                                     clause=coe.CANCEL_ATTACK if state.fight is None or
                                     state.fight.facing is None else coe.STRIKE_RESOURCES)
            if state.fight is None:
                return IllegalAction(f"{name} cannot be played now: out of an attack, a "
                                     "scripted short-event that untaps, heals or draws is "
                                     "played in the organization or site phase, on a "
                                     "character it fits.", clause=coe.SHORT_EVENT)
            return IllegalAction(f"{name} cannot be played now: in an attack, a scripted "
                                 "short-event cancels it before any strike is assigned, or "
                                 "acts on the strike under way, on a character it fits.",
                                 clause=coe.STRIKE_RESOURCES)
        if kind in ("resolve", "stay-untapped", "support", "roll"):
            return IllegalAction("In a strike sequence the defender picks the next strike "
                                 "(resolve:<character>), then may take -3 to stay untapped "
                                 "if its character is untapped, tap untapped characters "
                                 "facing no strike to support it, and rolls.",
                                 clause=coe.STRIKE_ORDER)
        if kind == "assign" and state.fight is not None and rest in state.fight.unfaced:
            return IllegalAction(f"{self._name(rest)} faces no strike of "
                                 f"{state.fight.attack.name}: its strikes are against the "
                                 "mind of the characters who are not Wizards.",
                                 clause=creature_texts.RULE)
        if kind == "ally-cancel" and ally_strikes.plays_texts(self.played):
            return self._cancel_refusal(state, rest)
        if kind == "assign" and state.fight is not None and ally_strikes.plays(self.played) \
                and (ally := allies.combatant(state.allies, state.tapped_allies,
                                              state.wounded_allies, self.catalog, rest)):
            fight = state.fight
            return allies.assign_refusal(ally, self.catalog, fight.attack,
                                         fight.card is None or fight.attack.automatic,
                                         fight.keyed, fight.assigned, fight.assigning)
        if kind in ("assign", "assign-done"):
            return IllegalAction("The defender gives strikes of the attack under way to "
                                 "untapped characters, one each, before the opponent assigns "
                                 "the rest.", clause=coe.DEFENDER_ASSIGNS)
        if state.fight is not None:
            return IllegalAction(f"An attack on company {state.fight.company} is under way: "
                                 "assign its strikes first (assign:<character>, assign-done).",
                                 clause=coe.DEFENDER_ASSIGNS)
        if state.phase != ORGANIZATION and kind in ("play", "join", "move", "stay", "go",
                                                    "split", "transfer", "follow",
                                                    "unfollow", "store"):
            return IllegalAction(f"'{kind}' is an organization-phase action; this is the "
                                 f"{state.phase} phase.", clause=coe.LONG_EVENT_PHASE
                                 if kind == "go" else "CoE-2.II.2")
        if kind == "play" and len(parts) == 2:
            card_id, company_id = parts
            company = state.company(company_id)
            if card_id not in state.hand or card_id not in self.catalog:
                return IllegalAction(f"{card_id} is not in your hand.", clause="CoE-2.II.2")
            if company is None:
                return IllegalAction(f"There is no company {company_id}.", clause="CoE-2.II.2")
            if state.character_played:
                return IllegalAction("One character comes into play per turn.",
                                     clause="CoE-2.II.2")
            problem = placement_problem(self.catalog.get(card_id), company, state,
                                        self.catalog)
            if problem:
                return IllegalAction(problem[0] + ".", clause=problem[1])
        if kind == "move" and len(parts) == 2:
            company = state.company(parts[0])
            if company is not None and parts[1] in self.catalog:
                site = self.catalog.get(parts[1])
                if any(c.id != company.id and c.location == company.location
                       and c.destination == site.id for c in state.companies):
                    return IllegalAction(f"Another company leaving {self._name(company.location)}"
                                         f" has declared movement to {site.name}.",
                                         clause="CoE-2.II.7.1")
                size = size_problem(company.characters, site.is_haven)
                if size is not None:
                    return IllegalAction(f"Company {company.id} cannot leave for {site.name}: "
                                         f"{size}.", clause=coe.COMPANY_SIZE)
            return IllegalAction(f"Company {parts[0]} cannot move to {parts[1]}: the site is "
                                 "not in the location deck or no site path joins it to the "
                                 "company's site.", clause="CoE-2.II.7.i")
        over = -influence_left(state, self.catalog)
        if kind in ("go", "discard-character") and state.phase == ORGANIZATION and \
                self._heirs_chosen():
            if over > 0:
                return IllegalAction(f"The organization phase cannot end: the mind of the "
                                     f"characters under general influence is {over} more "
                                     "than it; discard one (discard-character:<character>, "
                                     "not a Wizard) or make one a follower.",
                                     clause=coe.DEFICIT_DISCARD)
            if kind == "discard-character":
                return IllegalAction("A character is discarded for influence only while the "
                                     "mind under general influence is more than it.",
                                     clause=coe.DEFICIT_DISCARD)
        if kind == "go" and (unsplit := split_problem(state, self.catalog)):
            return IllegalAction(f"The organization phase cannot end: {unsplit}.",
                                 clause=SPLIT)
        if kind == "split":
            return IllegalAction("A character leaves a company of two or more for a new "
                                 "company at its site (split:<company>:<character>).",
                                 clause=SPLIT)
        if kind == "join" and len(parts) == 2 and (tuple(parts) in state.split
                                                  or tuple(parts[::-1]) in state.split):
            return IllegalAction(f"Companies {parts[0]} and {parts[1]} split this turn: they "
                                 "cannot join again in the same organization phase.",
                                 clause=SPLIT)
        if kind in ("follow", "unfollow"):
            return IllegalAction("A non-Wizard character without followers becomes the "
                                 "follower of a non-follower, non-Wizard character of its "
                                 "company whose direct influence left covers its mind "
                                 "(follow:<character>:<controller>); a follower goes back "
                                 "under general influence if enough is left "
                                 "(unfollow:<character>).", clause=coe.FOLLOWER)
        if kind == "remove":
            return IllegalAction("A corruption card is removed in the organization phase by "
                                 "an untapped character bearing it "
                                 "(remove:<card>:<character>[:untapped]).",
                                 clause=corruption_removal.RULE)
        if kind == "store":
            return IllegalAction("An item is stored by its bearer at a haven, in the "
                                 "organization phase (store:<item>:<bearer>).", clause=STORE)
        if kind == "transfer":
            return IllegalAction("An item passes from its bearer to another character at the "
                                 "same site (transfer:<item>:<bearer>:<character>).",
                                 clause=coe.TRANSFER_ITEM)
        if kind == "rescue":
            return IllegalAction("Rescue Prisoners is played from the hand at an untapped "
                                 "dark-hold or shadow-hold, after facing its "
                                 "automatic-attacks.", clause="GON-STAGE-1")
        if kind == "item" and state.phase == SITE and state.current is not None \
                and self._plays_item_places() and rest.split(":")[0] in state.hand \
                and (placed := item_places.place_problem(
                    self.catalog.get(rest.split(":")[0]),
                    self.catalog.get(state.current.location))) is not None:
            return IllegalAction(f"{placed}.", clause=coe.PLAY_ITEM)
        if kind in ("enter", "leave", "done", "item") and state.phase != SITE:
            return IllegalAction(f"'{kind}' belongs to a company's site phase; this is the "
                                 f"{state.phase} phase.", clause=coe.SITE_PHASE)
        if kind in ("discard", "keep") and state.phase != END_OF_TURN:
            return IllegalAction("Cards are discarded from hand at the end of the turn.",
                                 clause=coe.END_OF_TURN)
        return IllegalAction(f"{action!r} is not a legal action now ({state.phase}).",
                             clause={ORGANIZATION: "CoE-2.II.2", SITE: coe.SITE_PHASE,
                                     END_OF_TURN: coe.END_OF_TURN}.get(state.phase))

    # -- the turn, played on automatically up to the next choice ----------------------------
    def _begin_turn(self, ctx: Context[State]) -> None:
        state = ctx.state
        ctx.emit("TurnBegan", "GON-PLAY-1", turn=state.turn + 1, ring=state.ring is not None,
                 guardians=len(state.guardians))
        changes = []
        for company in ctx.state.companies:
            at_haven = self.catalog.get(company.location).is_haven
            for who in company.characters:
                if who.state == "tapped":
                    changes.append([who.card_id, "untapped"])
                elif who.wounded and at_haven:
                    changes.append([who.card_id, "tapped"])
            # Its allies untap, and heal at a Haven, as characters do (CoE 2.V.2.2).
            theirs = [(a, c) for a, c in state.allies if company.character(c) is not None]
            changes += allies.refreshed(theirs, state.tapped_allies, state.wounded_allies,
                                        self.catalog, partial(_refreshed, haven=at_haven))
        ctx.emit("CharactersRefreshed", coe.UNTAP, changes=changes)
        if ctx.state.saruman_waiting:
            ctx.emit("CompanyFormed", "GON-RING-4", site=self._site(decks.SARUMAN_SITE).id,
                     characters=[ctx.state.saruman], items=[])
        ctx.emit("PhaseBegan", "CoE-2.II.2", phase=ORGANIZATION)

    def _advance(self, ctx: Context[State]) -> None:
        while ctx.state.outcome is None:
            state = ctx.state
            if state.legacy:
                if state.open_heirs:
                    return  # the player gives the items (CoE 3.I.2)
                self._discard_legacy(ctx)
            elif state.fight is not None:
                if self._defender_may_assign(state):
                    return
                if state.fight.assigning:
                    self._attacker_assigns(ctx)
                elif self.played == "1":
                    self._strikes(ctx)
                elif not self._strike_step(ctx):
                    return
            elif state.phase == MOVEMENT_HAZARD:
                company = state.current
                if company is None:
                    pending = [c.id for c in state.companies if self._has_site_phase(state, c)]
                    ctx.emit("PhaseBegan", coe.SITE_PHASE, phase=SITE, pending=pending)
                elif state.step != HAZARDS:
                    self._begin_hazards(ctx, company)
                else:
                    step = self._next_hazard(ctx, company)
                    if step == WAIT:
                        return
                    if step == DONE:
                        self._end_hazards(ctx, company)
            elif state.phase == SITE:
                company = state.current
                if company is None:
                    ctx.emit("PhaseBegan", coe.END_OF_TURN, phase=END_OF_TURN, step=DISCARD_ONE)
                    return
                if state.step == "":
                    ctx.emit("SitePhaseBegan", coe.SITE_PHASE, company=company.id,
                             site=company.location)
                elif state.step == ENTERING:
                    self._next_automatic_attack(ctx, company)
                else:
                    return
            else:
                return

    def _has_site_phase(self, state: State, company: Company) -> bool:
        """A company at a non-haven site may take a site phase there (CoE 2.V)."""
        return not self.catalog.get(company.location).is_haven

    # -- the movement/hazard phase and the hazard hand ---------------------------------------
    def _way(self, company: Company) -> tuple[Card, Card, tuple[str, ...]]:
        """Where the company stands, its new site (or that same site, when it stays) and the
        region types of its site path (none when it stays)."""
        here = self.catalog.get(company.location)
        if company.destination is None:
            return here, here, ()
        site = self.catalog.get(company.destination)
        return here, site, site_path(here, site) or ()

    def _begin_hazards(self, ctx: Context[State], company: Company) -> None:
        """GON-HH-3: as many hazards as an opponent could draw, at least two. A moving company
        draws by its new site, or by its site of origin when it moves to a haven; the player
        draws resources by the same card (CoE 2.IV.v)."""
        here, site, path = self._way(company)
        moving = company.destination is not None
        numbers = here if site.is_haven else site
        count = max(2, numbers.hazard_draw or 0) if moving else 2
        ctx.emit("MovementHazardBegan", "GON-HH-3", company=company.id, origin=here.id,
                 destination=site.id if moving else None, path=list(path), cards=count)
        if moving and numbers.resource_draw:
            self._draw(ctx, numbers.resource_draw, DRAW_ON_MOVING)
        if self._place(ctx, count, "GON-HH-3"):
            ctx.emit("HazardHandRevealed", "GON-HH-4",
                     cards=[s.card for s in ctx.state.hazard_hand])

    def _next_hazard(self, ctx: Context[State], company: Company) -> str:
        """Play the next face-up card, the passes in the scenario's order, each from right
        to left: The One Ring; the player's declarations for unscripted events; corruption
        cards (GON-HH-5); creatures (GON-HH-6), combat events with them (GON-HH-7); other
        short-events (GON-HH-10); then duds (GON-DUD-1). Answers ``PLAYED``, ``WAIT`` (for a
        declaration) or ``DONE``. Cards to the left keep their places as those to the right
        leave."""
        passes: tuple[tuple[Any, Any], ...] = (
            (lambda slot, card: hazard_hand.kind(card) == hazard_hand.RING, self._ring),
            (lambda slot, card: hazard_hand.needs_declaring(card, self.played)
             and not slot.declared,
             None),
            (lambda slot, card: hazard_hand.kind(card) == hazard_hand.CORRUPTION and (
                hazard_hand.immediately_playable(card) or self._declared_on(slot, company)),
             self._corruption),
            (lambda slot, card: decks.is_nazgul(card) or (card.is_creature and (bool(
                self._keys(ctx.state, company, card)) or self._declared(
                    ctx.state, (hazard_hand.LETS_ATTACK,)) is not None)), self._creature),
            (lambda slot, card: hazard_hand.kind(card) == hazard_hand.SHORT_EVENT and (
                self._declared_on(slot, company) or bool(hazard_hand.short_event_target(
                    card, company.characters)[1])
                or bool(self._open_modes(ctx.state, company, card)))
             # Greed, a corruption short-event played by its card (hazard_events).
             or hazard_hand.kind(card) == hazard_hand.CORRUPTION
             and bool(self._open_modes(ctx.state, company, card)),
             self._short_event),
            (lambda slot, card: self._dud_rule(slot, card) is not None, self._dud),
        )
        for wanted, play in passes:
            for index in reversed(range(len(ctx.state.hazard_hand))):
                slot = ctx.state.hazard_hand[index]
                if slot.face_up and wanted(slot, self.catalog.get(slot.card)):
                    if play is None:
                        return WAIT
                    play(ctx, company, index, slot.card)
                    return PLAYED
        return DONE

    def _declared_on(self, slot: Slot, company: Company) -> bool:
        """A declared character effect with a character it can act on."""
        return slot.declared in hazard_hand.ON_CHARACTER and any(
            hazard_hand.character_fits(slot.declared, c) for c in company.characters)

    def _played_on(self, ctx: Context[State], company: Company, index: int, card_id: str,
                   rule: str) -> None:
        """A declared character effect, on the character GON-TARGET-1 picks."""
        slot = ctx.state.hazard_hand[index]
        fits = [c for c in company.characters
                if hazard_hand.character_fits(slot.declared, c)]
        target = self._target(ctx, fits, f"target of {self._name(card_id)}")
        effect = slot.declared
        if effect == effects.CORRUPTION:
            ctx.emit("CorruptionPlaced", rule, index=index, card=card_id, character=target,
                     points=slot.amount)
            return
        ctx.emit("HazardEventPlayed", rule, index=index, card=card_id, effect=effect,
                 character=target)
        if effect == effects.CORRUPTION_CHECK:
            self._corruption_check(ctx, target, coe.CORRUPTION_CHECK)
        else:
            ctx.emit("CharacterStateChanged", rule, character=target,
                     state="tapped" if effect == effects.TAP else "wounded")

    def _end_hazards(self, ctx: Context[State], company: Company) -> None:
        here, site, _ = self._way(company)
        if company.destination is not None:
            self._arrive(ctx, company.id, here, site)
        ctx.emit("CompanyPhaseEnded", "CoE-2.IV", company=company.id)

    def _place(self, ctx: Context[State], count: int, rule: str) -> bool:
        """Put cards from the hazard deck face down at the left end of the hazard hand; the
        game is lost when the last card is drawn (GON-GEN-2)."""
        cards = list(ctx.state.hazard_deck[:count])
        ctx.emit("HazardsPlaced", rule, cards=cards)
        return self._clock(ctx)

    def _clock(self, ctx: Context[State]) -> bool:
        if ctx.state.hazard_deck:
            return True
        ctx.emit("GameEnded", "GON-GEN-2", outcome="lost", ended_by="hazard deck exhausted",
                 reason="the last card of the hazard deck was drawn", clause="GON-WIN-8")
        return False

    def _ring(self, ctx: Context[State], company: Company, index: int, card: str) -> None:
        if ctx.state.ring is not None:
            ctx.emit("RingReturned", "GON-RING-2", index=index, card=card)
            ctx.shuffle("hazards", list(ctx.state.hazard_deck), "GON-RING-2")
            return
        first = not ctx.state.ring_seen
        ctx.emit("RingAppeared", "GON-RING-1", index=index, card=card)
        if not first:
            return
        ctx.emit("SarumanPlaced", "GON-RING-4", saruman=ctx.state.saruman,
                 site=self._site(decks.SARUMAN_SITE).id)
        discard = list(ctx.state.hazard_discard)
        if discard:
            order = ctx.shuffle("hazard-discard", discard, "GON-RING-5")
            ctx.emit("HazardsReturned", "GON-RING-5", cards=order[:RING_RETURN])
        ctx.shuffle("hazards", list(ctx.state.hazard_deck), "GON-RING-5")

    def _corruption(self, ctx: Context[State], company: Company, index: int,
                    card_id: str) -> None:
        card = self.catalog.get(card_id)
        if ctx.state.hazard_hand[index].declared:
            self._played_on(ctx, company, index, card_id, "GON-HH-5")
            return
        target = self._target(ctx, company.characters, f"target of {card.name}")
        if card.corruption_points:
            ctx.emit("CorruptionPlaced", "GON-HH-5", index=index, card=card_id,
                     character=target, points=card.corruption_points)
            return
        ctx.emit("HazardEventPlayed", "GON-HH-5", index=index, card=card_id,
                 effect=effects.CORRUPTION_CHECK, character=target)
        self._corruption_check(ctx, target, coe.CORRUPTION_CHECK)

    def _short_event(self, ctx: Context[State], company: Company, index: int,
                     card_id: str) -> None:
        if ctx.state.hazard_hand[index].declared:
            self._played_on(ctx, company, index, card_id, "GON-HH-10")
            return
        found = self._open_modes(ctx.state, company, self.catalog.get(card_id))
        if found:  # by its card (hazard_events): the first mode that applies
            _, site, path = self._way(company)
            hazard_events.play(ctx, company, index, card_id, found[0], site, path)
            return
        effect, fits = hazard_hand.short_event_target(self.catalog.get(card_id),
                                                      company.characters)
        target = self._target(ctx, fits, f"target of {self._name(card_id)}")
        ctx.emit("HazardEventPlayed", "GON-HH-10", index=index, card=card_id, effect=effect,
                 character=target)
        ctx.emit("CharacterStateChanged", "GON-HH-10", character=target,
                 state="tapped" if effect == effects.TAP else "wounded")

    def _creature(self, ctx: Context[State], company: Company, index: int,
                  card_id: str) -> None:
        card = self.catalog.get(card_id)
        keyed = self._keys(ctx.state, company, card)
        nazgul = decks.is_nazgul(card)
        enabler = self._declared(ctx.state, (hazard_hand.LETS_ATTACK,))
        if not keyed and enabler is None:
            ctx.emit("NazgulGuards", "GON-NAZ-2", index=index, card=card_id,
                     site=self._site(decks.QUEST_SITE).id)
            return
        rule = "GON-NAZ-1" if nazgul else "GON-HH-6" if keyed else "GON-DUD-5"
        ctx.emit("CreatureAttacks", rule, index=index, card=card_id,
                 keyed=keyed[0] if keyed else hazard_hand.LETS_ATTACK)
        if not keyed and (found := self._declared(ctx.state, (hazard_hand.LETS_ATTACK,))):
            slot = ctx.state.hazard_hand[found]
            ctx.emit("HazardEventPlayed", "GON-HH-7", index=found, card=slot.card,
                     effect=slot.declared, amount=0, creature=card_id)
        attack = Attack.from_creature(card, len(company.characters))
        while (found := self._declared(ctx.state, hazard_hand.WITH_ATTACK)) is not None:
            slot = ctx.state.hazard_hand[found]
            ctx.emit("HazardEventPlayed", "GON-HH-7", index=found, card=slot.card,
                     effect=slot.declared, amount=slot.amount, creature=card_id)
            strikes = slot.amount if slot.declared == effects.ATTACK_STRIKES else 0
            attack = attack.modified(strikes, slot.amount - strikes)
        # GON-HH-9: an event lowering a character's prowess waits for the strikes' assignment.
        weakened = [[s.card, self._target(ctx, company.characters, f"target of "
                                          f"{self._name(s.card)}"), s.amount]
                    for s in ctx.state.hazard_hand
                    if s.face_up and s.declared == hazard_hand.WEAKENS]
        self._declare(ctx, company.id, attack, card_id, False, weakened,
                      keyed[0] if keyed else None)

    def _open_modes(self, state: State, company: Company,
                    card: Card) -> list[effects.HazardMode]:
        """The modes of a hazard event this version plays by its card that the company's
        move lets be played now (``hazard_events``; []: none, or not such an event)."""
        if not hazard_events.plays(card.id, self.played):
            return []
        _, site, path = self._way(company)
        return hazard_events.open_modes(state, self.played, company, card.id, site, path)

    def _keys(self, state: State, company: Company, card: Card) -> list[str]:
        """How a creature can be keyed to the company (GON-DUD-4): by its printed keying, and
        from ``creatures.PLACES_FROM`` by the further places its text names."""
        here, site, path = self._way(company)
        faced = [c for c, _ in state.faced_by(company.id) if c]
        return [*hazard_hand.keys(card, path, site),
                *creatures.further_keys(self.played, card.id, here, site, path,
                                        company.destination is not None, faced)]

    def _declared(self, state: State, declared: tuple[str, ...]) -> int | None:
        """The rightmost face-up event declared with one of these effects."""
        return next((n for n in reversed(range(len(state.hazard_hand)))
                     if state.hazard_hand[n].face_up
                     and state.hazard_hand[n].declared in declared), None)

    def _dud(self, ctx: Context[State], company: Company, index: int, card_id: str) -> None:
        """GON-DUD-1: a dud is discarded and replaced, in place, by a face-down card from the
        hazard deck; the other cards stay (GON-DUD-7)."""
        ctx.emit("DudDiscarded", self._dud_rule(ctx.state.hazard_hand[index],
                                                self.catalog.get(card_id)),
                 index=index, card=card_id)
        ctx.emit("DudReplaced", "GON-DUD-1", index=index, card=ctx.state.hazard_deck[0])
        self._clock(ctx)

    def _dud_rule(self, slot: Slot, card: Card) -> str | None:
        """The clause that makes a face-up card left after play a dud, or None."""
        if slot.declared == effects.HAZARD_LIMIT:
            return "GON-HH-2"
        if slot.declared == hazard_hand.LETS_ATTACK:
            return "GON-HH-8"  # no creature needed it: those that attacked could anyway
        if slot.declared == hazard_hand.WEAKENS:
            return "GON-HH-9"  # no strike for its character: no creature attacked
        kind = hazard_hand.kind(card)
        if kind in (hazard_hand.RING, hazard_hand.NAZGUL):
            return None  # GON-DUD-3
        if kind == hazard_hand.CREATURE:
            return "GON-DUD-4"
        if kind == hazard_hand.CORRUPTION and card.name in hazard_hand.NEEDS_NAZGUL_ATTACK:
            return None  # it has a target in play, waiting for a Nazgul's attack
        if (nothing := hazard_hand.ignored(card, self.played)) is not None:
            return nothing[0]  # no hazard limit, or no Ring borne, for it to act on
        modes = effects.scripted_hazard(card.id) or ()
        if any(m.mode.effects[0].primitive == effects.HAZARD_LIMIT for m in modes):
            return "GON-HH-2"
        return "GON-DUD-2"

    def _arrive(self, ctx: Context[State], company_id: str, origin: Card, site: Card) -> None:
        others_stay = any(c.location == origin.id and c.id != company_id
                          for c in ctx.state.companies)
        leaves = None
        if not origin.is_haven and not others_stay:
            leaves = "discard" if origin.id in ctx.state.tapped_sites else "location deck"
        ctx.emit("CompanyMoved", "CoE-2.II.7.i", company=company_id, origin=origin.id,
                 to=site.id, site_card=leaves)
        moved = ctx.state.company(company_id)
        if moved is not None and ally_strikes.plays_texts(self.played):
            # An ally bound to regions the site is not in leaves (``hobbit.allies``).
            allies.left_regions(ctx, ctx.state.allies, self.catalog, site, moved.ids())
        state = ctx.state
        if state.stage == INVESTIGATION and state.rescued and site.name == decks.HOME:
            returned = [c for c in state.resource_discard if self.catalog.get(c).is_site]
            ctx.emit("InvestigationEnded", "GON-STAGE-1", company=company_id,
                     general_influence=decks.FULL_GENERAL_INFLUENCE, sites=returned,
                     objective=OBJECTIVES[WATCHFUL_PEACE],
                     rules=["GON-STAGE-2", "GON-STAGE-4", "GON-STAGE-5"])
            ctx.shuffle("resources", [*ctx.state.resource_deck, *ctx.state.resource_sideboard],
                        "GON-STAGE-3", sideboard=True)
            ctx.shuffle("hazards", [*ctx.state.hazard_deck, *ctx.state.hazard_sideboard],
                        "GON-STAGE-3", sideboard=True)

    # -- the site phase's automatic-attacks --------------------------------------------------
    def _next_automatic_attack(self, ctx: Context[State], company: Company) -> None:
        state = ctx.state
        if state.site_attacks:
            attack, check = state.site_attacks[0]
            self._declare(ctx, company.id, attack, None, check)
        else:
            ctx.emit("AutomaticAttacksFaced", "GON-WIN-1", company=company.id)

    # -- decisions --------------------------------------------------------------------------
    def _do_play(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        card = self.catalog.get(move.card)
        rule = "GON-SETUP-3" if decks.is_wizard(card) else "CoE-2.II.2"
        ctx.emit("CharacterPlayed", rule, card=move.card, company=move.holder)

    def _do_join(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("CompaniesJoined", "CoE-2.II.3.5", company=move.holder, other=move.target)

    def _do_follow(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("FollowerTaken", coe.FOLLOWER, character=move.holder, controller=move.target)

    def _do_unfollow(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("FollowerReleased", coe.GENERAL_INFLUENCE, character=move.target)

    def _do_split(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("CompanySplit", SPLIT, company=move.holder, character=move.target,
                 new=str(ctx.state.next_company))

    def _do_transfer(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """CoE 2.II.5: the bearer first makes a corruption check; the item passes if he is
        still in play."""
        self._corruption_check(ctx, move.holder, coe.TRANSFER_ITEM)
        if ctx.state.in_play(move.holder) and ctx.state.outcome is None:
            ctx.emit("ItemTransferred", coe.TRANSFER_ITEM, item=move.card, origin=move.holder,
                     to=move.target)

    def _do_inherit(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("ItemInherited", coe.ELIMINATED, item=move.card, to=move.target)

    def _do_inherit_done(self, ctx: Context[State], move: Move,
                         args: Mapping[str, JSON]) -> None:
        self._discard_legacy(ctx)

    def _discard_legacy(self, ctx: Context[State]) -> None:
        ctx.emit("ItemsDiscarded", coe.ELIMINATED,
                 items=[i.card_id for i in ctx.state.legacy])

    def _do_discard_character(self, ctx: Context[State], move: Move,
                              args: Mapping[str, JSON]) -> None:
        """CoE 2.II.8: a character under general influence leaves play for the deficit; the
        one brought into play this turn goes back to the hand."""
        kind = "CharacterReturned" if move.target == ctx.state.brought else \
            "CharacterDiscarded"
        self._remove(ctx, move.target, kind, coe.DEFICIT_DISCARD)

    def _do_remove(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        corruption_removal.attempt(ctx, self.catalog, move, args)

    def _do_store(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """CoE 2.II.4: the bearer first makes a corruption check; the item goes to the
        marshalling point pile if he is still in play."""
        self._corruption_check(ctx, move.holder, STORE)
        if ctx.state.in_play(move.holder) and ctx.state.outcome is None:
            ctx.emit("ItemStored", STORE, item=move.card, character=move.holder,
                     points=self.catalog.get(move.card).marshalling_points or 0)

    def _do_move(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("MovementDeclared", "CoE-2.II.7.i", company=move.holder, to=move.card)

    def _do_stay(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("MovementDeclared", "CoE-2.II.7.i", company=move.holder, to=None)

    def _do_river(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        company = ctx.state.company(move.holder)
        assert company is not None
        hazard_events.cross(ctx, company, move.target)

    def _do_ring(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        company = ctx.state.company(move.holder)
        assert company is not None and ctx.state.ring is not None
        who = company.character(move.target)
        assert who is not None
        self._allies_leave(ctx, who)
        ctx.emit("RingGivenUp", "GON-RING-3", hobbit=move.target, company=move.holder,
                 ring=ctx.state.ring, items=[i.card_id for i in who.items],
                 corruption=[c for w, c, _ in ctx.state.corruption if w == move.target])

    def _do_go(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("PhaseBegan", "CoE-2.IV", phase=MOVEMENT_HAZARD,
                 pending=[c.id for c in ctx.state.companies])

    def _do_enter(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """CoE 2.V.ii: the site's automatic-attacks; Dol Guldur's are GON-PLAY-4's and one for
        each Nazgul guardian (GON-NAZ-2)."""
        company = ctx.state.current
        assert company is not None
        site = self.catalog.get(company.location)
        size = len(company.characters)
        attacks: list[tuple[Attack, bool]]
        if site.name == decks.QUEST_SITE:
            attacks = [(Attack(site.id, f"{site.name} automatic-attack", race, strikes, prowess,
                               None, True), check)
                       for race, strikes, prowess, check in DOL_GULDUR_ATTACKS]
            attacks += [(replace(Attack.from_creature(self.catalog.get(g), size),
                                 automatic=True, marshalling_points=0), False)
                        for g in ctx.state.guardians]
            rule = "GON-PLAY-4"
        else:
            attacks = [(Attack.automatic_attack(site, a, size), a.wounded_corruption_check
                        is not None) for a in site.automatic_attacks]
            rule = coe.AUTOMATIC_ATTACKS
        # Arouse Minions and the like: the first automatic-attack at the site (hazard_events).
        prowess, cards = hobbit_events.automatic_bonus(ctx.state.hazard_effects, site.id)
        aroused: dict[str, JSON] = {}
        if cards and attacks:
            attacks[0] = (attacks[0][0].modified(0, prowess), attacks[0][1])
            aroused = {"hazard_events": cards}
        ctx.emit("SiteEntered", rule, company=company.id, site=site.id,
                 attacks=[a.to_json() for a, _ in attacks],
                 checks=[check for _, check in attacks], **aroused)

    def _do_declare(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """The player's word for what an unscripted hazard event does (GON-HH-10), from the
        hazard vocabulary; recorded as a player ruling."""
        index, effect = int(move.place), move.mode
        amount = args.get("amount", 0)
        if isinstance(amount, bool) or not isinstance(amount, int):
            raise IllegalAction("A declared effect's amount must be a whole number.",
                                clause="GON-HH-10")
        problem = hazard_hand.declaration_problem(effect, amount)
        if problem is not None:
            raise IllegalAction(f"{problem}.", clause="GON-HH-10")
        ctx.emit("PlayerRuling", "GON-HH-10", index=index, card=move.card, effect=effect,
                 amount=amount, note="the effect was declared by the player, not scripted")

    def _do_assign(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("StrikeAssigned", coe.DEFENDER_ASSIGNS, character=move.target, by="defender")

    def _do_assign_done(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        self._attacker_assigns(ctx)

    def _do_resolve(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("StrikeSequenceBegan", coe.STRIKE_ORDER, character=move.target)

    def _do_stay_untapped(self, ctx: Context[State], move: Move,
                          args: Mapping[str, JSON]) -> None:
        fight = ctx.state.fight
        assert fight is not None
        ctx.emit("StayUntapped", coe.STAY_UNTAPPED, character=fight.facing)

    def _do_support(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        fight = ctx.state.fight
        assert fight is not None
        ctx.emit("CharacterSupports", coe.SUPPORT, supporter=move.target,
                 character=fight.facing)

    def _do_resource(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        play = next(p for p in hand_cards.plays(ctx.state, self.catalog, self._generation())
                    if p.card == move.card and p.mode.name == move.mode
                    and (p.character or "") == move.target)
        self._play_card(ctx, play)

    def _do_declare_resource(self, ctx: Context[State], move: Move,
                             args: Mapping[str, JSON]) -> None:
        self._play_card(ctx, hand_cards.declared_play(ctx.state, self.catalog, move.card, args))

    def _do_roll(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        self._roll_facing(ctx)

    def _do_done(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("CompanyPhaseEnded", "CoE-2.V.10", company=move.holder)

    def _influence_refusal(self, state: State, action: str) -> IllegalAction:
        """A faction refused: not at a site its card names, at a tapped site, by a character
        who cannot make the attempt, or out of its time."""
        company = state.current
        if self._plays_faction_facts() and company is not None and state.phase == SITE \
                and state.step == ENTERED and state.fight is None:
            site = self.catalog.get(company.location)
            refused = factions.refusal(state.hand, company.characters, self.catalog, site,
                                       company.location in state.tapped_sites, action)
            if refused is not None:
                return refused
        return IllegalAction("A faction of the hand is played by an untapped character of "
                             "the company whose site phase it is, once it has entered an "
                             "untapped site the faction's card names.",
                             clause=factions.INFLUENCE_ATTEMPT)

    def _ally_refusal(self, state: State, action: str) -> IllegalAction:
        """An ally refused, naming it and the reason (``hobbit.allies``)."""
        company = state.current
        site = self.catalog.get(company.location) if company is not None \
            and state.phase == SITE and state.fight is None else None
        refused = allies.refusal(state.hand, company.characters if company else (),
                                 [a for a, _ in state.allies], self.catalog, site,
                                 company is not None and company.location in state.tapped_sites,
                                 action)
        assert refused is not None
        return refused

    def _do_ally(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """CoE 2.V.2: the ally comes under the control of the character who taps to play
        it; the site taps."""
        company = ctx.state.current
        assert company is not None
        ctx.emit("AllyPlayed", allies.PLAY_ALLY, ally=move.card, controller=move.target,
                 company=move.holder, site=company.location)

    def _do_influence(self, ctx: Context[State], move: Move,
                      args: Mapping[str, JSON]) -> None:
        """CoE 2.V.3: the faction by its facts (``hobbit.factions``), with the character's
        direct influence his followers leave him and his card's bonus against it."""
        company = ctx.state.current
        assert company is not None
        who = company.character(move.target)
        assert who is not None
        faction = self.catalog.get(move.card)
        bonuses = character_texts.influence_modifiers(
            self.played, printed_rules.FACTION_FACTS_FROM, self.catalog.get(who.card_id),
            faction)
        bonuses += item_texts.influence_modifiers(self.played, self.item_influence_from,
                                                  self.catalog.get, who, faction)
        # What a card gave him for the rest of the turn (Wizard's Voice, an Elven Ring).
        cards = turn_bonuses.influence_modifiers(ctx.state.turn_bonuses, who.card_id,
                                                 self._name)
        led = [self.catalog.get(c.card_id) for each in ctx.state.companies
               for c in each.characters if ctx.state.controller(c.card_id) == who.card_id]
        covered = character_bonuses.follower_bonus(self.catalog.get(who.card_id), led) \
            if played_since(self.played, printed_rules.FACTION_FOLLOWER_COVER_FROM) else 0
        factions.attempt(ctx, faction, who, direct_influence_left(ctx.state, who) + covered,
                         bonuses, True, company.location, cards=cards, company=company.id,
                         points=faction.marshalling_points or 0)

    def _do_item(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        company = ctx.state.current
        assert company is not None
        checks = hazard_events.greed(ctx.state, self.catalog, move.card, move.target,
                                     company.location)
        ctx.emit("ItemPlayed", coe.PLAY_ITEM, company=move.holder, item=move.card,
                 bearer=move.target, site=company.location)
        for who, modifier in checks:  # Greed in force at the site
            if ctx.state.in_play(who) and ctx.state.outcome is None:
                self._corruption_check(ctx, who, hazard_events.RULE, [Modifier(
                    modifier, f"card:{move.card}", "Greed: the item's corruption points",
                    hazard_events.RULE)])

    def _do_rescue(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        company = ctx.state.current
        assert company is not None
        ctx.emit("RescuePrisonersPlayed", "GON-STAGE-1", company=move.holder, card=move.card,
                 site=company.location, points=RESCUE_POINTS)
        state = ctx.state
        council = white_council(state, self.catalog)
        if state.stage == WATCHFUL_PEACE and company.moved and council["together"] == \
                company.id and self.catalog.get(company.location).name == decks.QUEST_SITE:
            points = marshalling(state, self.catalog)
            ctx.emit("GameEnded", "GON-WIN-1", outcome="won", ended_by="the White Council",
                     reason="the White Council has driven Sauron out of Dol Guldur",
                     clause=str(points["degree_clause"]), score=points["total"],
                     degree=points["degree"])

    def _do_discard(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        spell = self.catalog.get(move.card).magic == "Spell"
        ctx.emit("ResourceDiscarded", "GON-PLAY-5" if spell else coe.END_OF_TURN,
                 card=move.card, removed=spell)
        self._refill(ctx)

    def _do_keep(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        self._refill(ctx)

    def _refill(self, ctx: Context[State]) -> None:
        """CoE 2.VI: discard down to the hand size, or draw up to it; then the turn ends."""
        state = ctx.state
        if len(state.hand) > state.hand_size:
            if state.step != DISCARD_DOWN:
                ctx.emit("HandOverLimit", coe.END_OF_TURN, cards=len(state.hand),
                         size=state.hand_size)
            return
        self._draw(ctx, state.hand_size - len(state.hand))
        self._end_turn(ctx)

    def _draw(self, ctx: Context[State], count: int, rule: str = coe.END_OF_TURN) -> None:
        """Draw ``count`` resources; an exhausted deck is remade from the discard pile
        (GON-PLAY-6), its sites going back to the location deck (CoE 2.4)."""
        drawn = 0
        while drawn < count:
            state = ctx.state
            if not state.resource_deck:
                cards = [c for c in state.resource_discard if not self.catalog.get(c).is_site]
                sites = [c for c in state.resource_discard if self.catalog.get(c).is_site]
                if not cards:
                    return
                if sites:
                    ctx.emit("SitesReturned", coe.PLAY_DECK_EXHAUSTED, sites=sites)
                ctx.shuffle("resources", cards, "GON-PLAY-6", reshuffle=True)
            take = list(ctx.state.resource_deck[:count - drawn])
            ctx.emit("ResourcesDrawn", rule, cards=take)
            drawn += len(take)

    def _end_turn(self, ctx: Context[State]) -> None:
        state = ctx.state
        if state.ring and state.guardians and state.ring_at_start and state.guardian_at_start:
            ctx.emit("GameEnded", "GON-NAZ-4", outcome="lost", ended_by="the Ring found",
                     reason="a Nazgûl guardian has found The One Ring", clause="GON-WIN-10")
            return
        ctx.emit("TurnEnded", coe.END_OF_TURN, turn=state.turn)
        self._begin_turn(ctx)


def _refreshed(who: Character, haven: bool) -> str | None:
    """An ally's state after the untap phase (CoE 2.I): tapped untaps, wounded heals to
    tapped at a Haven (None: unchanged)."""
    return "untapped" if who.state == "tapped" else "tapped" if haven else None
