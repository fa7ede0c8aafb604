"""Burglar Wants a Good Job: a lone scout, the Burglar, must pass four tasks set by his would-be
employers (burgle a Dragon's hoard and an Orc stronghold, spy out a people, rescue a prisoner)
and earn marshalling points by slipping past creatures; a face-down hazard hand replaces the
opponent (clauses ``BWJ-*``; the standard rules are cited ``CoE-*``).

The turn's phases are the Hobbit family's (``domain.rulesets.hobbit``); the modules of this
package state how the scenario differs, a phase each: the organization phase with its Hands and
stored task resources (``organization``), the long-event phase (``long_event_phase``), the
movement/hazard phase with its draws (``movement``) and its hazard hand (``hazard_play``), the
site phase's burglary, factions and Rescue Prisoners (``site``), the stealth points earned in an
attack (``stealth``) and the end of the turn with the Employers' Council (``end_of_turn``), over
what they share (``rules``); the refusals are ``refusals``'. This module puts them together with
the version history (``versions`` names the first version of each change), the set-up and the
views."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from domain.canonical import JSON
from domain.cards import Card
from domain.engine import character_view, coe
from domain.engine.characters import Character, Item, replace_one
from domain.engine.creature_scripts import (
    DEFENDER_CHOICE,
    MIDDLE_OF_PATH,
    NAZGUL_PERMANENT,
    NAZGUL_TAPPED,
)
from domain.engine.effects import TWO_PLAYER
from domain.engine.influence import STANDARD_GENERAL_INFLUENCE
from domain.immutable import replace
from domain.options import OptionType
from domain.ruleset import Action, Context, Fact, played_since, register
from domain.rulesets.burglar import (
    ally_hazard_cancels,
    alone,
    anduril,
    blades,
    cock_crows,
    corruption_cards,
    decks,
    ent_draughts,
    gates_of_morning,
    great_ship,
    hazard_events,
    hazard_long_events,
    morannon,
    mount_doom,
    moves,
    narrate,
    permanent_events,
    policy,
    reforging,
    return_of_the_king,
    river_horses,
    sacrifice_of_form,
    tasks,
    white_tree,
    wizards_ring,
)
from domain.rulesets.burglar.end_of_turn import EndOfTurnRules
from domain.rulesets.burglar.long_event_phase import LongEventRules
from domain.rulesets.burglar.movement import MovementRules
from domain.rulesets.burglar.organization import OrganizationRules
from domain.rulesets.burglar.refusals import Refusals
from domain.rulesets.burglar.site import SiteRules
from domain.rulesets.burglar.state import (
    BRIDGE,
    DRAW_RESOURCES,
    HAZARD_CANCEL,
    LONG_EVENTS,
    OPTIONAL_DISCARD,
    UNTAP_AWAITED,
    State,
)
from domain.rulesets.burglar.stealth import Stealth
from domain.rulesets.burglar.untap_phase import UntapRules
from domain.rulesets.burglar.versions import (
    ALATAR_DRAWS_FROM,
    ALLIES_FROM,
    ALLY_HAZARD_CANCELS_FROM,
    ALLY_INFLUENCE_FROM,
    ALLY_REGIONS_FROM,
    ALLY_STRIKES_FROM,
    ALLY_TEXTS_FROM,
    ARMY_OF_THE_DEAD_FROM,
    ASKED_CHECKS_FROM,
    ASSIGNMENT_CITED_SINCE,
    ATHELAS_FROM,
    BALANCE_FROM,
    BANE_FROM,
    BANE_SEARCHES_FROM,
    BILL_MOVE_FROM,
    BODY_CHECK_AT_HAND_FROM,
    BODY_CHECK_CARDS_FROM,
    BODY_CHECKS_FROM,
    BOOK_FROM,
    CHARACTER_BONUSES_FROM,
    CHARACTER_CANCELS_FROM,
    CHARACTER_TEXTS_FROM,
    CHECK_POINTS_SINCE,
    COCK_CROWS_FROM,
    COMPANY_CHECKS_SINCE,
    CORRUPTED_FATE_FROM,
    CREATURE_DISCARDS_FROM,
    CREATURE_SCRIPTS_2_FROM,
    CREATURE_SCRIPTS_4_FROM,
    CREATURE_SCRIPTS_FROM,
    DARK_QUARRELS_FROM,
    DWARVEN_GIFTS_FROM,
    ENT_DRAUGHTS_FROM,
    FACTION_FACTS_FROM,
    FATE_REASON_SINCE,
    FORD_FROM,
    FURTHER_KEYS_FROM,
    GATES_TREATMENTS_FROM,
    GENERATION_2_FROM,
    GENERATION_5_FROM,
    GENERATION_6_FROM,
    GENERATION_10_FROM,
    GENERATION_11_FROM,
    GENERATION_16_FROM,
    GENERATION_17_FROM,
    GENERATION_18_FROM,
    GENERATION_19_FROM,
    GENERATION_20_FROM,
    GENERATION_21_FROM,
    GENERATION_22_FROM,
    GENERATION_23_FROM,
    GENERATION_24_FROM,
    GENERATION_25_FROM,
    GENERATION_26_FROM,
    GOLDBERRY_FROM,
    GOLLUM_RING_FROM,
    GREAT_SHIP_FROM,
    GWAIHIR_FROM,
    HAND_BONUS_FROM,
    HAND_SIZE,
    HAVEN_SITE_PHASE_FROM,
    HAZARD_LONG_EVENTS_FROM,
    HORSES_FROM,
    INFLUENCE_CARDS_FROM,
    IRON_CROWN_FROM,
    ITEM_FACTS_FROM,
    ITEM_INFLUENCE_FROM,
    ITEM_LOST_CITED_FROM,
    ITEM_PLACES_FROM,
    ITEM_SITE_TREATED_FROM,
    ITEM_TAPS_FROM,
    KEPT_TOLD_FROM,
    KEPT_UNTAPPED_SINCE,
    LONG_EVENT_SCRIPTS_FROM,
    LONG_EVENT_TURNS,
    LUCKY_UNCANCELED_FROM,
    MIND_FROM,
    NAMED_ITEMS_FROM,
    NENYA_FROM,
    ONE_KEEPER_SINCE,
    PALANTIR_ASSURED_FROM,
    PALANTIRI_FROM,
    PERMANENT_EVENTS_FROM,
    PREVENTION_CITED_FROM,
    RECRUIT_CITED_FROM,
    RED_BOOK_FROM,
    RING_CARDS_ONLY_FROM,
    RING_POWERS_FROM,
    RING_TESTS_FROM,
    RINGLORE_FROM,
    RIVER_HORSES_FROM,
    SEARCH_CARDS_FROM,
    SEARCH_PLACES_FROM,
    SETUP_OPTIONS_FROM,
    SHADOWFAX_FROM,
    SITE_LOOKUP_FROM,
    SLAYER_FROM,
    STRIKE_CARDS_FROM,
    STRUCK_BODY_FROM,
    TRAVEL_FROM,
    TWILIGHT_FROM,
    UNIQUE_HANDS_SINCE,
    VILYA_FROM,
    WILL_OF_SAURON_FROM,
    WIZARD_CHECK_FROM,
    WIZARDS_CHOICE_FROM,
    WIZARDS_RING_FROM,
    WIZARDS_TEST_FROM,
)

# Read by name from this module as well as from ``versions``.
from domain.rulesets.burglar.versions import CREATURE_PLACES_FROM as CREATURE_PLACES_FROM
from domain.rulesets.burglar.versions import PATHS_FROM as PATHS_FROM
from domain.rulesets.hobbit import (
    FamilyClauses,
    allies,
    book_of_mazarbul,
    corruption_removal,
    creature_texts,
    far_sight,
    hazard_cancels,
    nenya,
    old_road,
    refused_cards,
    shadowfax,
    spell_back,
    vilya,
)
from domain.rulesets.hobbit import corruption_cards as card_checks
from domain.rulesets.hobbit import ent_draughts as family_draughts
from domain.rulesets.hobbit import great_ship as family_ship
from domain.rulesets.hobbit.combat import readiness
from domain.rulesets.hobbit.decks import card_ids, played_types, typed_options
from domain.rulesets.hobbit.moves import Move, collector
from domain.rulesets.hobbit.piles import discard_piles
from domain.rulesets.hobbit.state import (
    DISCARD_HAND,
    END_OF_TURN,
    LONG_EVENT,
    MOVEMENT_HAZARD,
    ORGANIZATION,
    SITE,
)

#: What a creature script says that this scenario does not play, and why (the coverage's).
UNPLAYED = creature_texts.UNPLAYED_KEYED
#: What of a creature script's missing parts this scenario plays (the coverage's).
PLAYED_PARTS = (MIDDLE_OF_PATH, DEFENDER_CHOICE)
#: What of a creature script's missing parts needs the two-player game here, by card (the
#: coverage's): a Nazgûl's play as a permanent-event waits for a hazard player to choose the
#: movement/hazard phase in which to tap it, and the hazard hand plays a Nazgûl only as a
#: creature (BWJ-SEQ-10), its attack all of it a solo game can play.
TWO_PLAYER_PARTS: tuple[tuple[str, Mapping[str, str]], ...] = ((NAZGUL_PERMANENT, {
    card: f"{TWO_PLAYER}its play as a permanent-event, kept in play until a hazard player "
          f"chooses a movement/hazard phase to tap it (the hazard hand plays a Nazgûl only as "
          f"a creature, BWJ-SEQ-10: it attacks); tapped, {what}"
    for card, what in NAZGUL_TAPPED.items()}),)
RULES_NOTES: dict[str, str] = {
    "BWJ-OBJ-5": "The 18 marshalling points the objective names are needed only for the top "
                 "tier (BWJ-WIN-4); the lower tiers need 10 and 14 as they say.",
    "BWJ-WIN-4": "The top tier, 'a Grand and Perilous Adventure', needs all four tasks and 18 "
                 "marshalling points; 'three' is read as a misprint, since the middle tier "
                 "already asks for three.",
    "BWJ-SEQ-8": "Moving to a Haven, both the hazard draw and the resource draw use the site "
                 "the company moves from.",
    "BWJ-SEQ-11": "A revealed hazard that cannot be played stays face up in the hazard hand, "
                  "in its place, and is checked again before any face-down card is turned.",
    "BWJ-SEQ-14": "A creature is keyed the first way it can be (to the site path's region "
                  "types, then named places, then the site's type), except that a Burglar "
                  "bearing an untapped Elven Cloak has creatures keyed away from Wilderness "
                  "when they can be. The attacker assigns strikes to untapped characters "
                  "first, then the lowest body, then the lowest prowess (BWJ-SEQ-15).",
    "BWJ-SEQ-15": "Non-creature hazards are played in turn like creatures and count against "
                  "the hazard limit; the attack modifiers of Eye of Sauron, Minions Stir and "
                  "Wake of War apply while they are in play. From version 24 the hazard "
                  "short-events of burglar/hazard_events.py do what their cards say, each "
                  "with the first of its modes the company's move allows, and from version "
                  "38 the long-events of burglar/hazard_long_events.py act while in play; "
                  "an event on one character takes the Burglar, a call home a Hand only (the "
                  "Burglar has no hand to go back to); "
                  "other non-creature hazards' text is not scripted. From version 110 "
                  "Twilight cancels the Burglar's environment that would stay in play "
                  "longest, by the order played: Gates of Morning (a permanent-event) before "
                  "a resource long-event (two turns), and of either the one played last "
                  "(before, the long-event played first). From version 109 a Traitor's "
                  "attack made 'at once' sets another attack aside only before any of its "
                  "strikes is assigned; once they are, it comes when that attack is over.",
    "BWJ-SEQ-3": "Quiet Lands and Stars with Gates of Morning ask for no move: they are played "
                 "in the long-event phase once the company's move is known. A company "
                 "staying still meets the hazard hand at its site (BWJ-SEQ-4), so Quiet "
                 "Lands may treat the Shadow-hold it stays at; with no site path it has no "
                 "region to treat, and Stars nothing.",
    "BWJ-BURG-4": "The scout and Hobbit bonuses add up: +5 for a Hobbit scout.",
    "BWJ-BURG-7": "An item played after the site's automatic-attacks were faced (entering, or "
                  "a failed burglary) gives no marshalling points and does no task.",
    "BWJ-HAND-1": "A Hand costs no influence; it is played in the organization phase at any "
                  "site. So the unused general influence a card reads (Call of Home, Muster "
                  "Disperses, from version 39) is twenty less the Burglar's mind.",
    "BWJ-WIN-6": "Not hired (fewer than 2 tasks or 10 marshalling points) loses the game.",
    "BWJ-WIN-1": "From version 98 Cracks of Doom and Gollum's Fate, whose cards say their "
                 "player wins, end the game won as The One Ring is destroyed at Mount Doom, "
                 "before any Council, naming no tier (mount_doom.py).",
    "BWJ-OBJ-4": "Rescue Prisoners is played by the untapped Burglar (never a Hand, "
                 "BWJ-HAND-9) at an untapped Shadow-hold or Dark-hold whose automatic-attacks "
                 "the company has faced; the Burglar and the site tap, and the card stays "
                 "with the Burglar until stored at a Haven.",
    "BWJ-SETUP-15": "The site deck lists where the company may go; a site is not used up by "
                    "a visit (the company moves by starter movement between its sites).",
    "BWJ-WIN-5": "From version 8 a Burglar discarded by a creature's text (the Abductor, Giant "
                 "Spiders) is gone from the game as a dead one: the player loses. One discarded "
                 "by a failed corruption check is lost to corruption. From version 134 the "
                 "game's end says which befell him: discarded or eliminated; from version "
                 "135 one a failed corruption check took, either way (CoE 7.1), is told lost "
                 "to corruption.",
    "BWJ-LONG-1": "Two turns bound the long-events only. From version 7 a hazard permanent "
                  "environment (Doors of Night) stays in play for the rest of the game, as no "
                  "card of the scenario removes it; a card that cannot be duplicated is not "
                  "played while a copy is in play, and stays face up. From version 38 a "
                  "long-event that turns the moving company back to its site of origin does "
                  "so as the movement/hazard phase begins: the company has not moved that "
                  "turn and draws as one that stays (BWJ-SEQ-4). From version 41 the hazard "
                  "permanent-events the engine scripts to stay in play (Balrog of Moria, from "
                  "43 The Nazgûl are Abroad, from 45 The Will of Sauron, from 49 Bane of the "
                  "Ithil-stone) "
                  "stay as Doors of Night does, until their own text removes them.",
    "BWJ-MP-3": "Up to version 4 every stealth card the engine plays cancels the whole "
                "attack, so a canceled strike never earns stealth points. From version 5 "
                "Halfling Stealth cancels a strike (the engine's second generation): it earns "
                "the creature's points only when the Burglar is alone in his company and his "
                "strike, the attack's only one, is the one it cancels.",
}


def _attack_rank(character: Character) -> tuple[int, ...]:
    """BWJ-SEQ-15 (reading): the most detrimental target first: untapped, lowest body,
    lowest prowess."""
    return (readiness(character), character.effective_body, character.effective_prowess)


@register
class BurglarWantsAGoodJob(Refusals, UntapRules, OrganizationRules, LongEventRules,
                           MovementRules, SiteRules, Stealth, EndOfTurnRules):
    id = "burglar"
    #: 2: the game lost with the Burglar names him ("Bilbo is eliminated"); 1 replays as
    #: played.
    #: 3: a hoard item is played only at a Dragon's lair, burgled or not (TD-HOARD-1,
    #: TD-HOARD-4); 1 and 2 replay as played.
    #: 4: items carry the catalog's item facts: one weapon, armour, shield and helmet in use
    #: at a time, maxima, a Hobbit's or a Dwarf's bonus, warrior-only bonuses, a blade's bonus
    #: against Orcs; 1 to 3 replay with the printed modifiers.
    #: 5: the engine's second generation of scripted cards is played (Halfling Stealth, the
    #: third mode of Halfling Strength, Stealth, Block, Dodge, Escape, ...), no longer
    #: declared; 1 to 4 replay as played.
    #: 6: the engine's first generation of creature scripts is played: the attacker chooses
    #: every defender of an Ambusher or a Cave-drake (BWJ-SEQ-15); 1 to 5 replay as played.
    #: 7: the engine's second generation of hazard long-event scripts is played: Doors of
    #: Night discards the resource environments in play and gives Eye of Sauron, Minions Stir
    #: and Wake of War their stronger alternatives; a long-event that cannot be duplicated is
    #: not played while a copy is in play (BWJ-LONG-1); 1 to 6 replay as played.
    #: 8: the engine's second generation of creature scripts is played: the Abductor
    #: discards the character it wounds, Giant Spiders the one whose body check equals his
    #: body; 1 to 7 replay as played.
    #: 9: the engine's third and fourth generations of scripted cards are played: the Shield
    #: of Iron-bound Ash and the Great-shield of Rohan tap on their bearer's strike, The
    #: Arkenstone taps to untap a Dwarf; 1 to 8 replay as played.
    #: 10: the creature scripts up to generation 4 are read as the Hobbit family plays them
    #: (``hobbit.creature_texts``): a Thief's successful strike takes an item of the company
    #: instead of wounding, each wound of Brigands costs the company an item; 1 to 9 replay
    #: as played.
    #: 11: the Burglar's corruption checks add the modifier his card prints where the
    #: card data leaves it out (character_rules: Bilbo +4); 1 to 10 replay as played.
    #: 12: the characters' printed bonuses are played (``hobbit.character_texts``): prowess
    #: against an attack by a race (a Dwarf's against Orcs), the halved body of a Nazgûl whose
    #: strike Éowyn defeats, direct influence against a faction in an influence attempt; 1 to
    #: 11 replay as played.
    #: 13: the engine's fifth generation of scripted cards is played: the Torque of Hues, the
    #: Star-glass and the Black Arrow are used against an attack before its strikes are
    #: assigned (CoE 3.i), by the Burglar alone in a burglary; 1 to 12 replay as played.
    #: 14: a faction is played by its catalog facts (``hobbit.factions``): at a site its card
    #: names, against its printed influence number, the influencing character adding its
    #: standard modification for his race (an Elf +1, a Dwarf -2 among the Wood-elves); the
    #: Army of the Dead, printing no influence number, is not played; 1 to 13 replay as
    #: played.
    #: 15: the engine's sixth generation of scripted cards is played: a Wizard Hand's spells
    #: before an attack's strikes are assigned (Vanishment cancels it, Wizard's Fire gives him
    #: +5 prowess against it, Kindling of the Spirit +2 to every character of the company),
    #: each followed by his corruption check at the card's modifier (CoE 3.i, 7.1), not in a
    #: burglary (BWJ-BURG-6); Lucky Strike lets a warrior facing a strike roll twice and use
    #: the better roll (CoE 3.iv.5); no longer declared; 1 to 14 replay as played.
    #: 16: the engine's seventh generation of scripted cards is played: cards for an influence
    #: attempt (Tempering Friendship, Lordly Presence, New Friendship, Muster, Persuasive
    #: Words, A Friend or Three) on a character who may make one now, and the friendships'
    #: bonus to a corruption check in a diplomat's company; 1 to 15 replay as played (they
    #: were declared).
    #: 17: a creature is keyed by the further places its text names too
    #: (``creature_places.text_keys``, BWJ-SEQ-10): a Nazgûl in the regions it names or at a
    #: site in them, Huorn at the sites and in the regions it names; 1 to 16 replay as played.
    #: 18: the items a character bears add their printed bonuses to his direct influence
    #: against a faction in an influence attempt (``hobbit.item_texts``, CoE 2.V.3): Narsil
    #: +1, the Horn of Anor +2, the Elf-stone +2 against an Elf faction, The Arkenstone +3
    #: against a Dwarf faction, each once; 1 to 17 replay as played.
    #: 19: the engine's eighth generation of scripted cards is played: Ford, an untapped
    #: ranger tapping at the end of the organization phase, keeps every creature keyed by type
    #: to a Wilderness off the company this turn (revealed, it stays in the hazard hand,
    #: BWJ-SEQ-11); 1 to 18 replay as played (it was declared).
    #: 20: an ally of the hand is played at a site its card names (``hobbit.allies``, CoE
    #: 2.V.2): once the site is entered, the Burglar or a Hand, untapped, taps and the ally
    #: comes under his control, the site tapping; it gives no marshalling points (BWJ-MP-6)
    #: and leaves play with its controller (a Hand leaving after his two turns, BWJ-HAND-3,
    #: or killed; CoE 2.V.2.3); 1 to 19 replay as played (an ally stayed in the
    #: hand).
    #: 21: the engine's ninth generation of scripted cards is played: Horses, at the end of
    #: the organization phase, lowers the hazard limit set at the movement/hazard phase by two
    #: (not below two; HazardLimitSet carries the card's change) and gives each hazard
    #: creature's attack on the company +2 prowess this turn; 1 to 20 replay as played (it
    #: was declared).
    #: 22: the resource long-events do what their cards say while in play
    #: (``burglar.long_events``): Sun +1 prowess to a Dúnadan, Lapse of Will -1 to each
    #: attack (-3 to a Nazgûl's), the Moon treating the site path under Doors of Night,
    #: Elf-song keeping a character at a Haven from a discard; Clear Skies and Fog, needing
    #: Gates of Morning, and a second Sun, Moon or Fog are refused; 1 to 21 replay as played.
    #: 23: the engine's tenth generation of scripted cards: the Elven Cloak taps to cancel
    #: the strike its bearer faces from a hazard creature keyed to a Wilderness (CoE
    #: 3.iv.5.1), a stealth card whose canceling earns the lone Burglar the creature's points
    #: (BWJ-MP-2); 1 to 22 replay as played (its text was not played).
    #: 24: hazard short-events of the hazard hand do what their cards say
    #: (``burglar.hazard_events``, BWJ-SEQ-15): Arouse Denizens and Arouse Minions +3 prowess
    #: to the first automatic-attack at a Ruins & Lairs, or a Shadow-hold or Dark-hold; River
    #: holds a moving company's site phase unless an untapped ranger taps, Lost at Sea and
    #: Lost in Free-domains hold it for good; Lost in Shadow-lands and Lost in Dark-domains
    #: raise the hazard limit by the Shadow-lands of the site path, or double it. One whose
    #: condition fails stays face up (BWJ-SEQ-11); 1 to 23 replay as played (played, they
    #: did nothing).
    #: 25: the company's allies face strikes as characters do (``hobbit.allies``, CoE
    #: 2.V.2.2): the defender may give an untapped ally a strike and the attacker ranks the
    #: allies with the characters (BWJ-SEQ-15), none in a burglary the Burglar faces alone
    #: (BWJ-BURG-6); an ally fights with its printed prowess and body, a strike it does not
    #: beat wounds it and a failed body check discards it, one it beats or ties taps it, and
    #: the untap phase untaps it and heals it at a Haven as a character; an ally whose text
    #: spares it is given no strike; 1 to 24 replay as played (allies faced none).
    #: 26: Neeker-breekers strike against the mind (MIND_FROM): one strike to each
    #: character but a Wizard (refused naming the creature), the character's mind his
    #: prowess with no item's bonus, a strike that would wound tapping him with no body
    #: check (CoE 3.iv.7); 1 to 25 replay as played (a strike against his prowess).
    #: 27: Goldberry and Gollum, untapped, tap to cancel an attack keyed to a Wilderness (or,
    #: Gollum, a Shadow-land) before its strikes are assigned (``hobbit.allies``, CoE 3.i),
    #: Gollum only while his company's size is two or less; not in a burglary the Burglar
    #: faces alone (BWJ-BURG-6); 1 to 26 replay as played (their texts were not played).
    #: 28: the engine's eleventh generation of scripted cards, played on a Hand at any time
    #: of the turn (``domain.engine.turn_bonuses``): Narya on Gandalf (+4 prowess, +1 body,
    #: +2 direct influence, his company's unwounded characters untapped, his check at -5),
    #: Nenya on Galadriel (+2, +2, +2, her check at -3, -1 at a Haven), Vilya on Elrond (+4,
    #: +2, +6, his check at -3) and Wizard's Voice on a Wizard (+6 direct influence, his
    #: check at -3), their bonuses counting against every strike, in every body check and in
    #: every influence attempt until the turn ends; Vilya and Wizard's Voice once a turn; 1
    #: to 27 replay as played (they were declared).
    #: 29: gold rings are tested (``hobbit.rings``, CoE 6.2): Gandalf, a Hand, taps, or Test
    #: of Form or Test of Lore (-1) is played on a sage of the company, the Scroll of
    #: Isildur's +2 in the company; the gold ring is discarded and a special ring of the hand
    #: of a kind the result indicates is played on its bearer at once, or none; the cards are
    #: no longer declared; 1 to 28 replay as played.
    #: 30: a region in the middle of the site path is named by the map where every walk of
    #: its region types agrees (``creature_places.path_named``, ``keying.path_region_names``),
    #: so a creature whose text names that region may be keyed there (BWJ-SEQ-14): a Nazgûl,
    #: Giant Spiders, Huorn, Old Man Willow; 1 to 29 replay as played (only the first and
    #: last regions were named).
    #: 31: the resource hand is one card larger for each character of the company whose
    #: card gives it where the company is (Elrond at Rivendell, Galadriel at Lórien, Círdan at
    #: the Grey Havens, Pallando anywhere), at the end of the movement/hazard phase and of the
    #: turn (BWJ-SEQ-16, BWJ-SEQ-18); 1 to 30 replay as played (five).
    #: 32: the engine's twelfth to fourteenth generations of scripted cards: once the
    #: company has moved, in the long-event phase (which waits for them), Fair Travels in
    #: Wilderness, Border-lands, Free-domains, Dark-domains and Shadow-lands, Fair Sailing,
    #: and with a ranger Anduin River, Ash Mountains, Misty Mountains, Mountains of Shadow and
    #: White Mountains lower the hazard limit set at the movement/hazard phase by the site
    #: path or the new site's region, not below two, each once a turn (``hobbit.travel``,
    #: BWJ-SEQ-13); Secret Passage, on a company moved to a Ruins & Lairs, lets only
    #: creatures keyed to that site be played on it this turn, the others staying in the
    #: hazard hand (BWJ-SEQ-11), earning no stealth points (BWJ-MP-5); Quiet Lands, before
    #: the strikes of an automatic-attack at a Shadow-hold or Ruins & Lairs are assigned,
    #: halves them, rounded up (CoE 3.i), in a burglary as well; 1 to 31 replay as played
    #: (they were declared).
    #: 33: an item is played where its card says (``engine.item_places``, CoE 2.V.4): a special item
    #: at the site of the site deck its card names (the Book of Mazarbul at Moria, the Red Book of
    #: Westmarch at Bag End, the Palantíri of Elostirion, Minas Tirith and Orthanc at The White
    #: Towers, Minas Tirith and Isengard; Earth of Galadriel's Orchard never, Lórien being a Haven
    #: the company does not enter), once entered, on an untapped character, the site tapping; the
    #: Sapling of the White Tree at no Shadow-hold or Dark-hold, refused naming the card and the
    #: reason; and the engine's fifteenth generation of scripted cards: Secret Entrance, a sage
    #: tapping at the end of the organization phase, keeps creatures keyed to the company's site off
    #: it this turn (not once it moves to a site in a Dark-domain), and Thorough Search, a scout
    #: tapping in the site phase once the site is entered, lets another character of the company (a
    #: Hand) play one minor, major or gold ring item the site lists, tapped or not, without tapping
    #: it (``search:<item>:<character>``); 1 to 32 replay as played (the two cards were declared).
    #: 34: more hazard short-events do what their cards say (``burglar.hazard_events``,
    #: BWJ-SEQ-15): Choking Shadows and Awaken the Earth's Fire +2 prowess to the first
    #: automatic-attack at a Ruins & Lairs, or a Shadow-hold or Dark-hold; Dragon's
    #: Desolation and Fell Beast strengthen the next Dragon's (+2 prowess) or Nazgûl's (+1
    #: strike, -2 prowess) hazard creature attack this turn; Words of Power and Terror, after
    #: a Nazgûl's attack on the company, -1 prowess to each of its characters this turn; Greed
    #: a corruption check for each other character but a Hobbit or a Wizard when an item is
    #: played at the site, less its corruption points; 1 to 33 replay as played (played,
    #: they did nothing).
    #: 35: while the strikes of a Thief or Brigands are assigned the defender names the
    #: items of the company they should take (``give-up-item:<item>``, ItemToGiveUpNamed,
    #: CoE 3.iv.7, when the company holds two or more), each named one after the last; a
    #: strike or wound that takes an item takes the first named still borne, else the one
    #: worth the fewest marshalling points; 1 to 34 replay as played (that one always).
    #: 36: Treebeard, Leaflock, Skinbark and Tom Bombadil are discarded as their company
    #: moves to a site outside the regions their cards name (``hobbit.allies``, CoE 2.IV;
    #: AllyDiscarded after CounterMoved); 1 to 35 replay as played (they stayed).
    #: 37: the engine's sixteenth generation of scripted cards: Stars cannot be duplicated,
    #: so a second copy on the Undead attack it weakened is not offered and is refused
    #: naming the card and the reason (CoE 3.i); 1 to 36 replay as played (a second copy
    #: took one more prowess).
    #: 38: the hazard long-events that act while in play do what their cards say (the
    #: engine's long-event generations 3 to 5, ``burglar.hazard_long_events``, BWJ-LONG-1):
    #: Awaken Minions and Awaken Denizens double the strikes of the automatic-attacks at
    #: their sites, Plague of Wights strengthens the Undead, Clouds (with Doors of Night) a
    #: hazard creature, Night every attack (with Doors of Night) and weakens a Dúnadan not a
    #: ranger (with Doors of Night every Man too) against a strike; Long Winter, Foul Fumes
    #: and Snowstorm (with Doors of Night) turn the moving company back to its site of origin
    #: as the movement/hazard phase begins (MovementTurnedBack: it draws as a company that
    #: does not move, BWJ-SEQ-4); with Doors of Night, Long Winter, Foul Fumes and Storms of
    #: Ossë tap the new site and Morgul Night and Fell Winter treat the site path
    #: (SitePathTreated); Fell Winter adds Wolves at a Border-hold; none is played while a
    #: copy is in play (it stays face up, BWJ-SEQ-11); 1 to 37 replay as played (they did
    #: nothing).
    #: 39: the hazard short-events on a character or the company's cards do what their
    #: cards say (``burglar.hazard_events``, BWJ-SEQ-15): Gloom, on a moving company, -1
    #: prowess to the Burglar to the end of the turn; Call of Home, Tookish Blood and Call of
    #: the Sea on a Hand only (the Burglar has no hand to go back to), 2D6 plus the unused
    #: general influence (twenty less the Burglar's mind, a Hand costing none, BWJ-HAND-1)
    #: against the card's number, below it the Hand back to the resource hand and his items
    #: to the Burglar (HandWentHome); Muster Disperses the same roll on a faction recruited
    #: and not stored, below eleven discarded; Drowning Seas, through a Coastal Sea, discards
    #: the company's item worth the fewest marshalling points and two cards of the hand at
    #: random. One with nothing to act on stays face up (BWJ-SEQ-11); 1 to 38 replay as
    #: played (played, they did nothing).
    #: 40: the engine's seventeenth generation of scripted cards (GENERATION_17_FROM): in the
    #: organization phase, before the company moves, Hiding on a scout keeps it at its site
    #: this turn (no move offered, a move refused naming the card) and cancels every hazard
    #: creature's attack on it this turn as it is declared (CoE 3.i; no stealth points,
    #: BWJ-MP-5); Praise to Elbereth, an untapped character tapping, cancels a Nazgûl's attack
    #: before its strikes are assigned, and with Doors of Night in play gives every character
    #: +1 prowess this turn; Favor of the Valar shuffles the rest of the hand and the discard
    #: pile into the resource deck, removes itself from the game and draws a new hand of the
    #: hand's size (BWJ-SEQ-16). The automatic Burglar plays Praise against a Nazgûl, Hiding
    #: when it stays away from a Haven, and Favor of the Valar when the hand holds no task
    #: card and the discard pile does. 1 to 39 replay as played (the three cards declared).
    #: 41: the hazard permanent-events of the engine's long-event generation 6 stay in play
    #: from the hazard hand and act there (``burglar.hazard_long_events``): Balrog of Moria,
    #: not played while in play (it stays face up, BWJ-SEQ-11), adds the Balrog's own
    #: automatic-attack at Moria after the site's (1 strike, 18 prowess; faced on entering and
    #: after a failed burglary, BWJ-BURG-6), leaves play when that attack is defeated
    #: (HazardEventLeft), and gives the automatic-attacks at sites in Hollin, Redhorn Gate and
    #: Wold & Foothills +2 prowess; 1 to 40 replay as played (played, it was discarded and did
    #: nothing).
    #: 42: the engine's eighteenth generation of scripted cards (GENERATION_18_FROM): The
    #: Evenstar gives an Elf of the company +1 prowess until the end of the turn, once a turn
    #: (its half with Gates of Morning in play never acts: none is ever in play); Lucky
    #: Search taps an untapped scout in the site phase, the site entered, at a Shadow-hold or
    #: Dark-hold, turns over the resource deck to the first non-special item (no unique one
    #: in play) for him to take, shuffles the rest back and brings him one strike of 3
    #: prowess plus the cards turned over, which no card cancels, a wound discarding the item
    #: (``hobbit.lucky_search``). The automatic Burglar plays The Evenstar on an Elf facing a
    #: strike, and Lucky Search only with a Hand who is a scout. 1 to 41 replay as played
    #: (the two cards declared).
    #: 43: the events in play of the engine's long-event generation 7 let a revealed
    #: creature be keyed to further places (BWJ-SEQ-10, BWJ-SEQ-14): A Pack at the Door, with
    #: Doors of Night in play, a non-unique Animal, Spider or Wolf keyable off the sea to a
    #: Border-land of the site path or a Border-hold or Ruins & Lairs site; The Nazgûl are
    #: Abroad, a permanent-event that stays in play (never two), a Nazgûl to the company's
    #: site but a Free-hold or Haven while a character bears The One Ring, and to a
    #: Shadow-land of the site path or a Shadow-hold site while one bears any Ring;
    #: Morgul-horse, played on the company, lets its next Nazgûl this turn be keyed to a
    #: Shadow-land of the site path too, that Nazgûl's attack ending it; 1 to 42 replay as
    #: played (A Pack at the Door in play two turns doing nothing, The Nazgûl are Abroad and
    #: Morgul-horse discarded, doing nothing).
    #: 44: the engine's long-event generation 8: The Balance of Things, in play two turns
    #: and never two, has each character count his least item worth corruption points twice
    #: in his corruption checks (a modifier of the check); 1 to 43 replay as played (it did
    #: nothing).
    #: 45: the engine's long-event generation 9: The Will of Sauron, a permanent-event played
    #: only with Doors of Night in play (else it stays face up, BWJ-SEQ-11), never two, keeps
    #: the hazard long-events in play past their two turns (LongEventKept), and leaves play
    #: with them when the hazard deck is found exhausted (before it is made again, CoE-2.4)
    #: or the resource deck runs out (BWJ-WIN-1); 1 to 44 replay as played (played, it was
    #: discarded, doing nothing).
    #: 46: Lure of Power, a permanent-event, stays in play (``burglar.hazard_events``) until
    #: a character but a Hobbit recruits a faction (CoE 2.V.3): he then checks corruption at
    #: -4 and it leaves play (HazardEventLeft); 1 to 45 replay as played (played, it was
    #: discarded, doing nothing).
    #: 47: the hazard short-events on a Ring's bearer do what their cards say
    #: (``burglar.hazard_events``, BWJ-SEQ-15), the character taken the Burglar first, each a
    #: corruption check at the card's modifier: The Will of the Ring on the One Ring's bearer
    #: (-4); The Precious on another character of his company (-2; failed, the bearer loses
    #: the Ring, ItemLost); The Ring's Betrayal on any Ring's bearer (-2; failed, he stays and
    #: loses the Ring). With no such character it stays face up (BWJ-SEQ-11); 1 to 46 replay
    #: as played (played, they did nothing).
    #: 48: Fury of the Iron Crown (``burglar.hazard_events``), not twice in force: the next
    #: hazard creature attack of Orcs, Trolls, Men or a Nazgûl this turn has one strike at +4
    #: prowess, the Burglar's if he faces one (BWJ-SEQ-15), else the first assigned
    #: (StrikeResolved's strike_cards); that attack over it is spent (HazardEffectEnded); 1
    #: to 47 replay as played (played, it did nothing).
    #: 49: the engine's long-event generation 10: Bane of the Ithil-stone, a permanent-event,
    #: never two, stays in play until a play deck is exhausted (HazardEventLeft, as The Will
    #: of Sauron leaves), a palantír's corruption points counting twice for its bearer in his
    #: corruption checks meanwhile; 1 to 48 replay as played (played, it was discarded,
    #: doing nothing).
    #: 50: Siege by its card (``burglar.siege``): played on the company's site when a
    #: Border-hold or Free-hold not besieged already (else it stays face up, BWJ-SEQ-11);
    #: as the site phase begins there, before entering, an Orc attack of 3 strikes at 7
    #: prowess (no automatic-attack, no creature); moving away, 2D6 less one for each
    #: character who is no scout, below 5 the company stays (SiegeRolled); discarded once the
    #: company is elsewhere (SiegeLifted); 1 to 49 replay as played (played, it did nothing).
    #: 51: the engine's nineteenth generation of scripted cards (GENERATION_19_FROM):
    #: Great-road, in the organization phase on a company at a Haven, once a turn: the hazard
    #: cards drawn into the hazard hand this turn count twice (BWJ-SEQ-4..7), and as the
    #: end-of-turn phase begins a company away from that Haven may go back to it, a move with
    #: no movement/hazard phase (``hobbit.great_road``). The automatic Burglar plays it
    #: leaving a Haven for a task's site one move away, and goes back with a task's card to
    #: store or a wound to heal. 1 to 50 replay as played (declared).
    #: 52: the engine's twentieth generation of scripted cards (GENERATION_20_FROM): Wizard's
    #: Flame, played on a Wizard Hand at any time of the turn (not in a burglary, where the
    #: Burglar faces the attacks alone, BWJ-BURG-6), gives every attack on the company -2
    #: prowess for the rest of the turn, the one under way and the sites' automatic-attacks
    #: too, then the Wizard checks corruption at -3. The automatic Burglar plays it on an
    #: attack before its strikes are assigned, when no card cancels it. 1 to 51 replay as
    #: played (declared).
    #: 53: Wizard's Test (WIZARDS_TEST_FROM, ``hobbit.rings``), on a Wizard Hand whose company
    #: bears a gold ring, in the organization or site phase outside an attack: the ring is
    #: tested with two rolls, the higher used (the player's choice between them is left out),
    #: then the Wizard checks corruption at -1. Like every ring test, the automatic Burglar
    #: does not make it. 1 to 52 replay as played (declared).
    #: 54: the engine's twenty-first generation of scripted cards (GENERATION_21_FROM):
    #: Mirror of Galadriel, with the company at Lórien (BWJ-SETUP-17), shows the top five
    #: cards of the resource or the hazard deck (CardsSeen), shuffled and put back on top;
    #: its look at the opponent's hand needs the two-player game. The automatic Burglar does
    #: not play it. 1 to 53 replay as played (declared).
    #: 55: the engine's long-event generation 11 (BANE_SEARCHES_FROM): while Bane of the
    #: Ithil-stone is in play, the effects that search or look at a play deck or a discard
    #: pile (Lucky Search, Mirror of Galadriel) are canceled: not offered, and refused naming
    #: it. 1 to 54 replay as played (they were played).
    #: 56: Wizard's Test's two rolls of different totals wait for the player's choice
    #: (WIZARDS_CHOICE_FROM, ``hobbit.rings``: RingTestRolled, ring-roll:1 or ring-roll:2,
    #: each offered with what it indicates, RingRollChosen); 53 to 55 replay as played (the
    #: higher used).
    #: 57: Ringlore (RINGLORE_FROM, ``hobbit.rings``), on an untapped sage in the site phase
    #: once the site is entered, at an untapped site where Information is playable (Amon Hen,
    #: Dimrill Dale, Stone-circle, The Wind Throne, Weathertop): he and the site tap, the gold
    #: ring is tested with no roll and discarded, and any ring of the hand but The One Ring may
    #: be played in its place. 1 to 56 replay as played (declared).
    #: 58: the rings and the items worth more to a Dwarf give their bearer what their cards
    #: print beyond their catalog facts (RING_POWERS_FROM, ``hobbit.ring_texts``): against a
    #: strike a Dwarven Ring +2 prowess more to a Dwarf, the Magic Ring of Courage +2 to one
    #: already a warrior, The One Ring's +5 only to twice the printed prowess; against a
    #: faction a Dwarven Ring +2 (+7 to a Dwarf), the Lesser Ring +2, The One Ring +5, the
    #: Magic Ring of Words +3 to one already a diplomat; a Magic Ring gives its skill; one
    #: corruption point more in the company of The One Ring, and a Dwarven Ring, Durin's Axe
    #: and The Arkenstone worth 5, 3 and 4 corruption points to a Dwarf. 1 to 57 replay as
    #: played (their catalog facts alone).
    #: 59: the engine's twenty-second generation of scripted cards (GENERATION_22_FROM):
    #: Far-sight, on an untapped sage in the site phase once the site is entered, at an
    #: untapped site where Information is playable: he and the site tap, the player takes an
    #: item of the play deck into the hand (``hobbit.far_sight``: DeckSearched, take:<item>,
    #: ItemTakenFromDeck), the deck is shuffled and the sage checks corruption; Bane of the
    #: Ithil-stone in play cancels it. 1 to 58 replay as played (declared).
    #: 60: the engine's twenty-third generation of scripted cards (GENERATION_23_FROM,
    #: ``hobbit.flights``): in the organization phase Eagle-mounts (at Eagles' Eyrie, a
    #: diplomat in the company) moves the company to a site of the site deck but a
    #: Shadow-hold or Dark-hold, only creatures keyed to its new site played on it; Paths of
    #: the Dead (at Dunharrow, Aragorn II in the company) to the Vale of Erech, only Undead
    #: played on it, each whatever its keying; neither move has a site path (CounterMoved
    #: naming the card). 1 to 59 replay as played (declared).
    #: 61: two characters' texts (CHARACTER_TEXTS_FROM, ``hobbit.character_texts``,
    #: ``hobbit.spell_back``): Radagast's company moving draws up to one resource more for
    #: each Wilderness of its printed site path (BWJ-SEQ-6, BWJ-SEQ-8); Saruman, untapped, may
    #: tap as the end-of-turn phase begins to take a spell from the discard pile into the hand
    #: (the automatic Burglar does so). 1 to 60 replay as played (neither was played).
    #: 62: the engine's twenty-fourth generation of scripted cards (GENERATION_24_FROM):
    #: the Magic Ring of Nature's bearer, a ranger without it, taps to cancel an attack on
    #: his company before its strikes are assigned (CoE 3.i); the Magic Ring of Stealth, borne
    #: by a scout without it, taps to cancel the strike he faces (CoE 3.iv.5.1), a stealth
    #: card (BWJ-MP-2), as The One Ring is, whose bearer cancels a strike on him that is no
    #: Undead's nor Nazgûl's and checks corruption at -2, neither tapping; each refused
    #: otherwise naming the ring and the reason. 1 to 61 replay as played (not offered).
    #: 63: allies' and characters' abilities (ALLY_ABILITIES_FROM). Gollum and The One Ring
    #: (GOLLUM_RING_FROM, ``hobbit.gollum``): in the organization
    #: or site phase, outside an attack, Gollum untapped at a site that is no Haven where a
    #: character of his company bears The One Ring taps and is discarded with it
    #: (gollum-ring:<ally>:<bearer>); and Bill the Pony (BILL_MOVE_FROM, ``hobbit.bill``): as
    #: the site phase ends at a site that is neither a Haven nor an Under-deeps site, the
    #: company of size three or less, he is discarded and the company's site becomes the
    #: nearest Haven its card names, a site of the site deck (ally-move:<ally>,
    #: CompanyCarried), the turn ending; the automatic Burglar uses neither. Círdan and Fatty
    #: Bolger, untapped Hands, tap to cancel (CHARACTER_CANCELS_FROM,
    #: ``hobbit.character_cancels``, character-cancel:<character>): Círdan an attack keyed by
    #: type to a Coastal Sea before its strikes are assigned (AttackCanceled), Fatty Bolger
    #: the strike another Hobbit faces before its roll (StrikeCanceled); not in a burglary
    #: the Burglar faces alone (BWJ-BURG-6); the automatic Burglar does so. And Roäc the Raven
    #: (ALLY_INFLUENCE_FROM, ``hobbit.roac``): in the site phase, outside an attack,
    #: untapped, he taps and is discarded to try to recruit a faction of the hand as a
    #: diplomat would where it is played (ally-influence:<ally>:<faction>, FactionInfluenced;
    #: BWJ-FACT-1), no site tapped; the automatic Burglar does not. 1 to 62 replay as played.
    #: 64: the engine's twenty-fifth generation of scripted cards (GENERATION_25_FROM): True
    #: Fána, on a Wizard Hand against an attack before its strikes are assigned (not in a
    #: burglary, BWJ-BURG-6): a roll plus his prowess above the attack's makes every strike
    #: fail (StrikesFailRolled, AttackStrikesFailed: one for each character or ally it could
    #: strike up to its strikes, a body check for each if it has body, defeated only if every
    #: one fails); then he checks corruption at -3. 1 to 63 replay as played (declared).
    #: 65: the engine's twenty-sixth generation of scripted cards (GENERATION_26_FROM):
    #: Bridge, as the movement/hazard phase of a company that moved to a Haven ends
    #: (BridgeMayBePlayed; play:<card>:bridge:<site> or bridge-done): the company moves on by
    #: starter movement (CounterMoved naming it) and a movement/hazard phase follows for that
    #: move, the Haven its site of origin. The automatic Burglar moves no further. 1 to 64
    #: replay as played (declared).
    #: 66: the special rules of Barad-dûr and Mount Doom (SITE_RULES_FROM,
    #: ``engine.site_rules``): a company moving to either has its hazard limit 2 higher
    #: (HazardLimitSet names the site and its change); a creature may always be keyed to
    #: Mount Doom, whatever other cards say (Stealth, Ford, Secret Entrance, Secret Passage,
    #: Paths of the Dead). 1 to 65 replay as played (the sites' rules not played).
    #: 67: Athelas (ATHELAS_FROM, ``hobbit.athelas``, which the Guise reads too): in the
    #: organization and site phases outside an attack, its untapped Dúnadan bearer (a Hand)
    #: taps to heal a wounded character of the company, who becomes tapped
    #: (athelas:<item>:<bearer>:<character>; CharacterStateChanged, ItemUsed: the herb
    #: discarded); Aragorn II's removal of a corruption card never arises (none stays on a
    #: character here). The automatic Burglar does not use it. 1 to 66 replay as played (its
    #: catalog facts only).
    #: 68: the special rule of Old Forest and Rhosgobel (HEALING_SITES_FROM,
    #: ``engine.site_rules``): a healing effect there (Halfling Strength's, Healing Herbs',
    #: Athelas's, a declared heal) reaches every character of the company, each other
    #: wounded one healing the same way (CharacterStateChanged with its reason). 1 to 67
    #: replay as played (the one character healed).
    #: 69: the Red Arrow (RED_ARROW_FROM, ``hobbit.factions.recruit_by_item``, which the
    #: Guise reads too): its bearer's influence attempt on the Riders of Rohan recruits them
    #: with no roll (FactionInfluenced naming the item; BWJ-FACT-1); its +5 against a
    #: character whose home site is Edoras never arises (a Hand comes into play at no
    #: influence, BWJ-HAND-1). 1 to 68 replay as played (the roll made).
    #: 70: the Army of the Dead (ARMY_OF_THE_DEAD_FROM, ``hobbit.army_of_the_dead``): in the
    #: site phase once the Vale of Erech is entered, untapped, the turn the company moved
    #: there by Paths of the Dead, Aragorn II, untapped, brings it into play with no roll
    #: (influence:<faction>:<Aragorn II>; FactionInfluenced naming Paths of the Dead,
    #: BWJ-FACT-1), the site tapping. Elsewhere refused naming the reason. 1 to 69 replay as
    #: played (never offered).
    #: 71: a card testing a gold ring (Test of Form, Test of Lore, Wizard's Test, Ringlore) is
    #: no longer declared during an attack (RING_CARDS_ONLY_FROM, ``hobbit.rings``, CoE 6.2):
    #: a gold ring is tested in the organization or site phase, outside an attack, by the
    #: card; declaring one is refused naming that. 1 to 70 replay as played (declared during an
    #: attack).
    #: 72: a corruption card of the hazard hand that makes its bearer check corruption stays
    #: on a character (CORRUPTION_CARDS_FROM, ``corruption_cards``; CoE 7.1, 7.3): turned
    #: up, it is played only if someone may bear it by its text and bears none yet, on the
    #: Burglar if he may (BWJ-SEQ-15), else on the first Hand that may (HazardPlayed naming
    #: the bearer and the points), else it stays face up (BWJ-SEQ-11); its points count in
    #: his corruption checks; Lure of the Senses and The Burden of Time check at the end of
    #: the untap phase, Lure of Nature and Lure of Creation as the movement/hazard phase ends,
    #: Despair of the Heart for each character an attack wounded, Lure of Expedience for an
    #: item played at the site (CorruptionCardCheck); in the organization phase the untapped
    #: bearer may roll to remove it (remove:<card>:<bearer>[:untapped]), by its printed
    #: number; a bearer leaving play takes it to the hazard discard pile. The automatic
    #: player rolls to remove each. 1 to 71 replay as played (played on no character).
    #: 73: Lucky Search's strike, which no card cancels, is no longer canceled by Fatty Bolger
    #: (LUCKY_UNCANCELED_FROM, ``hobbit.character_cancels``; CoE 3.iv.5.1): not offered when
    #: a Hobbit scout faces it with Fatty Bolger a Hand, refused naming Lucky Search. 1 to 72
    #: replay as played (offered, the strike canceled).
    #: 74: Fellowship (PERMANENT_RESOURCES_FROM, ``permanent_events`` over
    #: ``engine.fellowship``): in the organization phase at a Haven, on a company of four or
    #: more characters and allies (play:<card>:company, FellowshipFormed), +1 prowess against
    #: a strike to each and +1 to each character's corruption checks while the company holds
    #: them, discarded once one joins or leaves (FellowshipDiscarded). Swordmaster
    #: (``engine.swordmaster``): in the site phase once an untapped site where Information is
    #: playable is entered, an untapped sage taps with the site (play:<card>:warrior:<sage>)
    #: and gains the warrior skill (SkillGained); a warrior by his own card then uses two
    #: weapons and no shield; discarded as he leaves play (SkillCardDiscarded). Each refused
    #: elsewhere naming the card and the reason. 1 to 73 replay as played (both stayed in the
    #: hand).
    #: 75: Eagle-mounts is no longer offered in the long-event phase among the cards limiting
    #: the creatures keyed to the company (FLIGHTS_APART_FROM, ``hobbit.travel``), where its
    #: play named no site; it is played by its own move in the organization phase
    #: (``hobbit.flights``), and the long-event phase no longer waits for it. 1 to 74 replay
    #: as played.
    #: 76: a Slayer makes its two attacks (SLAYER_FROM, ``hobbit.series``, engine.attack_series):
    #: each of one strike, on the one character the attacker chooses (BWJ-SEQ-14's ranking;
    #: the defender gives it no strike), the second on him once the first is over, a strike
    #: more excess on him (CoE 3.iv.2); a character of the company, untapped, taps to cancel
    #: one of them (cancel-attack:<character>, CoE 3.i), before or after its strike is assigned
    #: and after facing the other; the card is discarded after the last, its kill points only
    #: if both were defeated. 1 to 75 replay as played (one attack of two strikes).
    #: 77: the Mouth of Sauron keyable to nothing is played as its short-event
    #: (MOUTH_OF_SAURON_FROM, ``mouth_of_sauron``) when the hazard discard pile holds a hazard
    #: card: it brings back the one most detrimental to the Burglar (BWJ-SEQ-15: the creature of
    #: the highest prowess, then strikes, the first discarded among equals; else the first
    #: discarded), face down at the end of the hazard hand (HazardRecalled, BWJ-SEQ-9); keyable,
    #: it attacks as a creature, as before. 1 to 76 replay as played (it stayed face up).
    #: 78: Rescue Prisoners brings its Spider attack (RESCUE_ATTACK_FROM, ``rescue``): played,
    #: it leaves the hand (RescuePrisonersPlayed) and the company faces 2 strikes at 7
    #: prowess (AttackDeclared of origin rescue; no creature's, no stealth points); the attack
    #: over, the untapped Burglar takes it as before (PrisonersRescued with bars_untap), else it
    #: is discarded (RescuePrisonersDiscarded: no Hand may take it, BWJ-HAND-9). He then does
    #: not untap until it is stored (HobbitState.untap_barred): the untap phase heals him to
    #: tapped at most, a card untapping him is not offered and is refused naming it, a healing
    #: heals him to tapped. The automatic Burglar plays it only when he need face none of its
    #: strikes (two untapped Hands or allies, or a card canceling the attack). 1 to 77 replay
    #: as played (taken at once, with no attack).
    #: 79: Gates of Morning (GATES_OF_MORNING_FROM, ``gates_of_morning``; CoE 5.3): in the
    #: organization phase play:<card>:environment brings it into play
    #: (ResourceEnvironmentInPlay), where it stays, discarding every hazard environment in
    #: play, Doors of Night and the hazard long-events that are environments
    #: (HazardEnvironmentDiscarded); Doors of Night played by the hazard hand discards it
    #: (ResourceEnvironmentDiscarded). While it is in play Clear Skies and Fog are played, Sun
    #: gives each Man and Dúnadan +1 more and each attack -1, the Moon and Fog treat the site
    #: path's region types for keying (HazardPlayed naming them), and Fair Travels in
    #: Dark-domains and in Shadow-lands lower the hazard limit by two. A second one, or one
    #: outside the organization phase, is refused naming the card and the reason; the
    #: automatic player plays it when offered. 1 to 78 replay as played (it stayed in the hand).
    #: 80: Return of the King (RETURN_OF_THE_KING_FROM, ``return_of_the_king`` over the
    #: engine's ``return_of_the_king``, which The Road Goes Ever On reads too; CoE 5.3): in
    #: the organization phase at Minas Tirith, on Aragorn II, a Hand, while Denethor II is in
    #: no company, play:<card>:king:<Aragorn II> keeps it with him (PermanentEventPlayedOn);
    #: his influence attempts on a faction then have +3 direct influence (a named modifier,
    #: BWJ-HAND-10); it is discarded once he has left play (PermanentEventDiscarded).
    #: Elsewhere refused naming the card and the reason; the automatic player plays it when
    #: offered. 1 to 79 replay as played (it stayed in the hand).
    #: 81: Dark Quarrels' alternative (DARK_QUARRELS_FROM, the engine's twenty-ninth
    #: generation, effects.Mode.gates): with Gates of Morning in play, before the strikes of
    #: any attack on the company are assigned, play:<card>:halve halves them, rounded up
    #: (AttackStrikesSet naming it, CoE 3.i); without it, or on an attack of one strike, it
    #: is not offered and is refused naming the card and the reason. The automatic player
    #: halves an attack it cannot cancel. 1 to 80 replay as played (only its cancel).
    #: 82: Morgul-knife and The Pale Sword are played by their cards (BLADES_FROM, ``blades``,
    #: ``untap_phase``): face up, each waits for a Nazgûl attack of the hazard hand and is
    #: played on it as it is declared (HazardPlayed with facing, against the hazard limit;
    #: +2 and +1 prowess), then goes on a character it wounded, the Burglar first, on whom no
    #: corruption card was played this turn (HazardPlacedOnCharacter, its 4 or 6 points), else
    #: is discarded (BladeDiscarded); its bearer at a Haven may try to remove it in the untap
    #: phase instead of untapping or healing (UntapAwaited, remove-blade:<card>:<character>,
    #: UntapForgone; over 4 and over 5), not in the organization phase. 1 to 81 replay as
    #: played (played in turn and discarded, on no character).
    #: 83: Traitor is played by its card (TRAITOR_FROM, ``traitor``): turned up it stays in
    #: play (HazardPlayed with traitor); the next character to fail a corruption check turns
    #: traitor and the card is discarded (TraitorTurned); the game going on, an attack is made
    #: on his company as soon as no other is under way (HobbitScenario._queued_attack): one
    #: strike of his prowess plus 10 (AttackDeclared of origin traitor), on the character the
    #: hazard side ranks first (BWJ-SEQ-14), never him, its body check +1 (TraitorAttackNotMade
    #: with no one else there). 1 to 82 replay as played (played in turn, doing nothing).
    #: 84: The Cock Crows' alternative (COCK_CROWS_FROM, ``cock_crows``, the engine's
    #: thirtieth generation): with Gates of Morning in play, in the organization or site
    #: phase outside an attack, play:<card>:discard:<hazard> discards one hazard
    #: permanent-event in play (HazardEventLeft, CorruptionCardRemoved or SiegeLifted, naming
    #: it); without Gates of Morning or with none in play not offered, refused naming the card
    #: and the reason. The automatic player discards one when it may. 1 to 83 replay as
    #: played (only its cancel).
    #: 85: The Iron Crown does what its card says (IRON_CROWN_FROM, ``engine.iron_crown``,
    #: ``effects`` generation 31): borne by a Hand who is not a Hobbit, untapped, it taps to
    #: cancel an attack of Orcs, Trolls or Men on his company before its strikes are assigned
    #: (use:<crown>:<bearer>:cancel, CoE 3.i), staying in play; it gives him +1 body in his
    #: body checks (to at most 10) and +4 direct influence against a faction; and its bearer,
    #: the Burglar too, makes a corruption check after each influence attempt (CoE 7.1). A
    #: Hobbit's use of it, or against another race's attack, is refused naming why. The
    #: automatic player taps an item that cancels an attack (the crown, the Magic Ring of
    #: Nature) before it plays a card for that. A character Elf-song keeps from the discard
    #: of his failed corruption check passes it (ELF_SONG_PASSES_FROM, CoE 7.1.3): the item
    #: he gives goes to its taker, the ring a hazard would take stays. 1 to 84 replay as
    #: played (the crown's catalog facts only; the kept character's check failed).
    #: 86: Reforging is played by its card (REFORGING_FROM, ``reforging`` over the Hobbit
    #: family's ``reforging``, which the Guise of the Necromancer reads too): in the site
    #: phase, once the site is entered, an untapped sage at an untapped site where Information
    #: is playable, play:<card>:hold:<sage>, taps with the site and holds it (CardHeld); he
    #: does not untap (HobbitState.untap_barred) until he stores it at a Haven in the
    #: organization phase (store:<card>, ResourceStored with no task and no points, BWJ-MP-6);
    #: it is discarded as he leaves play (HeldCardDiscarded). A stored Reforging is discarded
    #: by an untapped sage at a Haven in the organization phase, tapping, to take back a minor
    #: or major weapon, armour or shield of the discard pile for a character of the company
    #: (reforge:<item>:<sage>:<bearer>, ItemReforged). Refused out of their condition naming
    #: the card and the reason. 1 to 85 replay as played (it stayed in the hand).
    #: 87: The White Tree is played by its card (WHITE_TREE_FROM, ``white_tree`` over the
    #: engine's ``white_tree``, which The Road Goes Ever On reads too; CoE 5.3): in the
    #: organization phase at Minas Tirith, by a sage of the company, discarding a Sapling of
    #: the White Tree borne by a character of the company, play:<card>:tree:<sage> brings it
    #: into play (WhiteTreePlanted), where it stays; Minas Tirith is then a Haven for healing
    #: (the untap phase heals a wounded character there to tapped) and for playing hazards
    #: (the hazard hand keys a creature to it as to a Haven, a corruption card reads it as
    #: one). Elsewhere, with no sage or Sapling or a second time, refused naming the card and
    #: the reason; the automatic player plays it when offered. 1 to 86 replay as played (it
    #: stayed in the hand).
    #: 88: the alternatives with Doors of Night in play that treat a region or the site as
    #: another type until the end of the turn are played (TREATMENTS_FROM, the engine's
    #: ``hazard_events.treat_problem`` and ``treated_path``, which The Road Goes Ever On reads
    #: too): Choking Shadows a Wilderness as a Shadow-land or a Ruins & Lairs as a
    #: Shadow-hold, Awaken the Earth's Fire a Shadow-land as a Dark-domain or a Shadow-hold as
    #: a Dark-hold, Gloom a Border-land as a Wilderness or a Border-hold as a Ruins & Lairs.
    #: The hazard hand plays the one most detrimental to the Burglar (BWJ-SEQ-15): a treatment
    #: letting a creature waiting face up be keyed (BWJ-SEQ-11), else the card's first mode
    #: that applies. A region treated is the site path's first of its type (HazardEffectInForce,
    #: SitePathTreated), the site's new type is read as creatures are keyed and as the events
    #: check the site (HazardEffectInForce with site_type). 1 to 87 replay as played (those
    #: alternatives left out: such a card waits face up where its first mode fails).
    #: 89: New Moon and Weariness of the Heart are played by their cards (SIXTH_SINCE,
    #: ``hobbit.hazard_events.ON_A_CHARACTER``): New Moon taps an untapped Elf of the company
    #: (CharacterTapped) or, with Doors of Night in play, treats a Free-domain as a
    #: Border-land or a Free-hold as a Border-hold (as version 88's treatments); Weariness of
    #: the Heart makes a character's corruption check where it may fail (on the lowest roll),
    #: the Burglar first, else gives the Burglar (or the first not yet weakened by it) -1
    #: prowess to the end of the turn, not twice on a character; the one most detrimental to
    #: the Burglar (BWJ-SEQ-15). With nothing to act on each stays face up (BWJ-SEQ-11).
    #: 1 to 88 replay as played (each played, doing nothing).
    #: 93: the allies' own abilities of Gwaihir, Leaflock, Tom Bombadil and Shadowfax, on The
    #: Road Goes Ever On's conditions moved to the engine (``engine.allies``) and the Hobbit
    #: family's ``gwaihir``, ``hazard_cancels``, ``shadowfax``:
    #: Gwaihir (GWAIHIR_FROM) in the organization phase, with a company of size two or less
    #: (the Burglar and his Hands, Hobbits counting half) at a site that is not an Under-deeps
    #: site: ally-move:<ally>:<site> discards him (AllyDiscarded) and the company moves to
    #: another site of the site deck in no Shadow-land or Dark-domain as Eagle-mounts moves it
    #: (KeyingLimitedToSite, CounterMoved naming him): no site path, so only creatures keyed
    #: to the site are played on it.
    #: Leaflock and Tom Bombadil (ALLY_HAZARD_CANCELS_FROM): the hazard hand's next playable
    #: card targeting the company or one of its characters (a corruption card; the events on
    #: a character, the company's cards or a Ring's bearer; Words of Power and Terror) waits
    #: while such an ally is untapped (HazardCancelOffered, the step hazard-cancel; Tom
    #: Bombadil only on a company that moved to a site in Arthedain, Cardolan, Rhudaur or The
    #: Shire): ally-hazard:<ally> taps him (AllyTapped) and the hazard is canceled, counting
    #: against the hazard limit (HazardCanceled); let-hazard lets it be played
    #: (HazardCancelDeclined).
    #: Shadowfax (SHADOWFAX_FROM): as the movement/hazard phase of a company of one
    #: character, or one and a Hobbit, with no other ally ends, the game waits while he is
    #: untapped (MoveOnOffered, the step bridge, Bridge beside him at a Haven):
    #: ally-ride:<ally>:<site> taps him (AllyTapped) and the company moves again by starter
    #: movement to a site of the site deck (CounterMoved with again): a movement/hazard phase
    #: of its own follows (BWJ-SEQ-4..8 and BWJ-SEQ-13 by the new move), then the new site's
    #: site phase; bridge-done moves no further.
    #: Each refused otherwise naming the ally and the reason; the automatic player flies or
    #: rides toward the site it heads for and cancels every hazard it may. 1 to 92 replay as
    #: played (none offered).
    #: 94: the Dwarven Rings' tribe gifts (DWARVEN_GIFTS_FROM, ``hobbit.dwarven_gifts`` over
    #: the engine's dwarven_rings, which The Road Goes Ever On reads too): an untapped Dwarf
    #: (a Hand, or a Dwarf Burglar) bearing one, outside an attack, taps
    #: (tribe-gift:<ring>:<bearer>, CharacterTapped): Durin's untaps the site he has entered
    #: (SiteUntapped); Thélor's and Thrár's take one or two minor items of the play deck or
    #: the discard pile into the hand ("cards"); Barin's and Dwálin's, Bávor's and Drúin's play
    #: at once on him a major or greater item of the play deck listed at the site he has
    #: entered, untapped ("card"; ItemPlayed naming the ring, the site tapping: no burglary,
    #: so no task, BWJ-BURG-7); the play deck reshuffled (searched, not drawn from); then his
    #: corruption check at +2 (CoE 7.1). Refused otherwise naming the ring and the reason;
    #: the automatic player plays an item so. 1 to 93 replay as played (not offered).
    #: 95: Andúril, the Flame of the West by its card (ANDURIL_FROM, ``anduril`` over the
    #: engine's anduril, which The Road Goes Ever On reads too): held by a sage as Reforging
    #: (play:<card>:hold:<sage>, CardHeld), his corruption check at -3, stored at a Haven
    #: (store:<card>, no points, BWJ-MP-6); once stored, join-anduril:<narsil> discards a
    #: stored Reforging and places it with Narsil (AndurilJoined): its bearer +4 prowess to 11,
    #: +1 direct influence, one more corruption point; anduril-untap:<character> taps it
    #: (ItemTapped) to untap a Dúnadan of the company, its bearer checking corruption at -1.
    #: Refused otherwise naming the card and the reason. 1 to 94 replay as played (it stayed
    #: in the hand).
    #: 96: Morannon by its card (MORANNON_FROM, ``morannon`` over the engine's morannon,
    #: which The Road Goes Ever On reads too; its site joins the catalog of a game whose
    #: resource deck holds it): as the organization phase ends, on a company of size under
    #: three with a scout that began the turn at a site in Dagorlad, play:<card>:site brings
    #: it into play (MorannonPlaced) and moves the company to the Dark-hold in Udûn it stands
    #: for by its own site path, a Shadow-land and a Dark-domain (5 hazards drawn, 2
    #: resources); it leaves by the path back to Lórien the card prints, and the card is
    #: discarded once the company's movement/hazard phase begins elsewhere
    #: (MorannonDiscarded). Refused otherwise naming the card and the reason. 1 to 95 replay
    #: as played (it stayed in the hand).
    #: 97: Great Ship by its card (GREAT_SHIP_FROM, the engine's twenty-eighth generation,
    #: ``great_ship`` over the family's and the engine's great_ship, which the Guise reads
    #: too): in the organization phase a character taps (play:<card>:ship:<character>) to keep
    #: the company aboard until the end of the turn (GreatShipBoarded). While the site path it
    #: moved along this turn holds a Coastal Sea and no two regions in a row that are not, an
    #: untapped character of it taps (CharacterTapped) to cancel a hazard creature's attack
    #: before its strikes are assigned (great-ship:<character>, AttackCanceled, CoE 3.i; no
    #: stealth point, BWJ-MP-2), or a hazard of the hazard hand targeting the company or one
    #: of its characters, which waits as for Leaflock (HazardCancelOffered naming the
    #: characters; great-ship-event:<character>, HazardCanceled, counting against the hazard
    #: limit; let-hazard lets it be played). Refused otherwise naming the card and the reason;
    #: the automatic Burglar boards for a sailing move with a Hand to spare and cancels with a
    #: Hand first. 1 to 96 replay as played (it was declared).
    #: 98: Cracks of Doom and Gollum's Fate by their cards (MOUNT_DOOM_FROM, ``mount_doom``
    #: over the new engine mount_doom, whose needs and reasons The Road Goes Ever On's
    #: mount_doom now reads, its outcomes unchanged): in the site phase, outside an attack, at
    #: Mount Doom, play:<card>:destroy:<bearer> on the character bearing The One Ring
    #: (CardPlayed; Gollum's Fate with Gollum an ally of the company): Cracks of Doom after the
    #: bearer's corruption check at -4 (CoE 7.1; failed, its result stands), The One Ring is
    #: destroyed and the game ends won (GameEnded, ended_by one-ring-destroyed, no tier),
    #: before the Council (BWJ-WIN-1). Refused otherwise naming the card and the reason, the
    #: declare refused too; the automatic Burglar plays Gollum's Fate whenever it may and
    #: Cracks of Doom where its check cannot lose him the game. 1 to 97 replay as played (they
    #: were declared).
    #: 99: a Traitor's attack is made at once when the failed check comes during another
    #: attack, before its strikes (TRAITOR_AT_ONCE_FROM, ``traitor``; CoE 9.5.3): a
    #: Corpse-candle's checks of the company, an item's or a spell's used against it; that
    #: attack is set aside where it stands (AttackSetAside, the Corpse-candle's checks still to
    #: come named) and goes on once the traitor's is over (AttackTakenUp), those checks first
    #: (``engine.attacks_at_once``). 1 to 98 replay as played (made once that attack was over).
    #: 100: Nenya's last gift (NENYA_FROM, ``hobbit.nenya`` over the engine's nenya, which The
    #: Road Goes Ever On reads too): its play on Galadriel names the character (the "assured"
    #: argument; left out, anyone) whose next corruption check made away from a Shadow-hold
    #: or Dark-hold succeeds with no roll (CorruptionCheckAssured after her own check,
    #: CorruptionCheckSucceeded as it is used). Naming no character of the company is refused
    #: naming the card and the reason. 1 to 99 replay as played (her bonuses and check alone).
    #: 101: Vilya's second gift (VILYA_FROM, ``hobbit.vilya`` over the engine's vilya, which
    #: The Road Goes Ever On reads too): its play on Elrond names up to three resources of
    #: the discard pile (the "resources" argument; left out, none) that, with the company at
    #: Rivendell and five cards or more in the play deck, are shuffled into it after his
    #: bonuses and before his check (DeckShuffled naming them from_discard). Named elsewhere,
    #: more than three, no resource of the discard pile, with fewer than five cards in the
    #: play deck or while Bane of the Ithil-stone cancels the search, refused naming the card
    #: and the reason. 1 to 100 replay as played (his bonuses and check alone).
    #: 102: Sacrifice of Form by its card (SACRIFICE_FROM, ``sacrifice_of_form`` over the
    #: engine's sacrifice_of_form, which The Road Goes Ever On reads too): once the strikes
    #: of an attack on the company are assigned, before any is resolved,
    #: play:<card>:sacrifice:<wizard> on a Wizard Hand makes every strike fail
    #: (AttackStrikesFailed, body checks at +3) and discards him (FormSacrificed), his items
    #: set aside with it; played again as a Hand he takes them back with the card
    #: (FormRestored): +1 prowess, body and direct influence. Refused otherwise naming the card
    #: and the reason. 1 to 101 replay as played (it stayed in the hand).
    #: 103: Quiet Lands', Stars' and The Evenstar's alternatives with Gates of Morning in play
    #: (GATES_TREATMENTS_FROM, ``hobbit.gates_treatments`` over the engine's
    #: gates_treatments, whose tables The Road Goes Ever On reads too): in the long-event
    #: phase, once the company's move is known (staying, it has no site path: Quiet Lands
    #: may treat its site only), play:<card>:treat treats until the end of the turn the region
    #: of the site path its "region" argument names (Quiet Lands a Shadow-land as a
    #: Wilderness; Stars a Dark-domain as a Shadow-land or a Shadow-land as a Wilderness) or,
    #: Quiet Lands, the company's site its "site" argument names, a Shadow-hold, as a Ruins &
    #: Lairs (LandsTreated, HobbitState.resource_treatments); The Evenstar gives besides each
    #: Elf of the company +1 prowess for the turn and, played while the hazard hand plays on
    #: the company, its optional "region" argument treats a Wilderness as a Border-land or a
    #: Border-land as a Free-domain. The site path and the site are read as treated as the
    #: creatures are keyed, as the hazard events and the cards counting the path read them
    #: and by the site's rules (a region treated so is not treated again by the Moon or Fog).
    #: Each once a turn; without Gates of Morning, out of its moment or naming what it does
    #: not treat, not offered and refused naming the card and the reason. 1 to 102 replay as
    #: played (the alternatives not offered).
    #: 104: the Book of Mazarbul's reading (BOOK_FROM, ``hobbit.book_of_mazarbul`` over the
    #: engine's book_of_mazarbul, which The Road Goes Ever On reads too): in the organization
    #: phase a sage bearing it taps it (read-book:<book>:<bearer>, ItemTapped; CoE 6.1): the
    #: hand holds one card more until the next untap phase. Refused otherwise naming the Book
    #: and the reason. 1 to 103 replay as played (its catalog facts alone).
    #: 105: the rest of Fell Beast's card (FELL_BEAST_FROM, ``hazard_events`` over the
    #: engine's nazgul_mounts, which The Road Goes Ever On and the Guise read too): while it
    #: waits, its Nazgûl may also be keyed to a Shadow-land of the site path or to the
    #: company's new site if a Shadow-hold; the attack it strengthens has the attacker choose
    #: every defender (AttackDeclared's defenders_chosen_by; assign:<character> refused naming
    #: it; CoE 3.iii, BWJ-SEQ-15); one goes on an attack, another copy waiting for the next.
    #: 1 to 104 replay as played (its +1 strike and -2 prowess alone, every copy on one attack).
    #: 106: the Red Book of Westmarch's +2 to its bearer's direct influence against a Hobbit
    #: faction in an influence attempt (RED_BOOK_FROM, ``hobbit.item_texts``, as the Guise
    #: and There and Back Again play it; CoE 2.V.3); against a Hobbit character it never
    #: arises (no character is a follower here). 1 to 105 replay as played (it gave nothing).
    #: 107: Twilight from the hazard hand (TWILIGHT_FROM) cancels and discards an environment
    #: of the Burglar's in play, the first (a resource long-event, EnvironmentDiscarded, or
    #: Gates of Morning, ResourceEnvironmentDiscarded; BWJ-SEQ-15: a hazard environment's
    #: cancel is never the most detrimental to him); with none in play it stays face up
    #: (BWJ-SEQ-11). Its play as a resource never arises (BWJ-SETUP-22). 1 to 106 replay as
    #: played (played with no effect).
    #: 108: Goldberry (GOLDBERRY_FROM, ``hobbit.allies.keeps_on`` over the engine's allies,
    #: which The Road Goes Ever On reads too): untapped in the company, she taps (AllyTapped
    #: naming the card) to cancel an effect that would return it to its site of origin, Drowning
    #: Seas' alternative or a long-event turning it back as its movement/hazard phase begins:
    #: no MovementTurnedBack, its move stands. A company sent back loses its move, so the player
    #: always taps her (as in The Road Goes Ever On, the game does not ask). 1 to 107 replay as
    #: played (sent back).
    #: 109: a Traitor's attack made at once during another attack sets it aside only before
    #: any of its strikes is assigned (TRAITOR_BEFORE_STRIKES_FROM, ``traitor`` over the
    #: engine's attacks_at_once.before_strikes, which The Road Goes Ever On's interjections
    #: now read, its outcomes unchanged): a check failing once they are (between two strikes)
    #: has the traitor's attack made once that attack is over, nothing set aside. 99 to 108
    #: replay as played (the half-resolved attack set aside).
    #: 110: Twilight cancels the Burglar's environment that would stay in play longest, by
    #: the order played (TWILIGHT_LONGEST_FROM, BWJ-SEQ-15): Gates of Morning before a
    #: resource long-event, and of the long-events the one played last. 107 to 109 replay as
    #: played (the first listed: the long-event played first, Gates of Morning only with no
    #: long-event in play).
    #: 111: Nenya's test of the company's site and a mode played at a site's type read it as
    #: ``moves.site_of`` does (SITE_LOOKUP_FROM, ``hobbit.moves.site_here``: the site card the
    #: location names, as a resource with Gates of Morning treats it this turn): Nenya's gift
    #: makes a check succeed at a Shadow-hold Quiet Lands treats as a Ruins & Lairs
    #: (CorruptionCheckSucceeded, no roll), and Lucky Search is offered and played at
    #: Morannon's site, a Dark-hold. 1 to 110 replay as played (Nenya's gift waited there;
    #: Lucky Search refused at Morannon, the card standing for the site read, of no site
    #: type).
    #: 112: the resource short-events with nothing to act on here (NO_USE_FROM,
    #: ``hobbit.refused_cards``): A Chance Meeting (a character comes into play only as a
    #: Hand, BWJ-HAND-1), Old Road (the company never enters a Haven, BWJ-SEQ-17), Wizard's
    #: Laughter (no opponent's site phase, CoE-2.V) and Wizard's River-horses (the Burglar is
    #: always in the company, BWJ-SETUP-1) are no longer offered as declared cards and are
    #: refused naming the clause, writing nothing. 1 to 111 replay as played (declared).
    #: 113: a wounded Goldberry does not tap to keep the company on its way
    #: (WOUNDED_GOLDBERRY_FROM, ``hobbit.allies.unable``; CoE 9.2.3: only an untapped ally taps
    #: for an effect): the company is sent back. 1 to 112 replay as played (the family keeps a
    #: wounded ally apart from the tapped ones, so she tapped, from wounded to tapped).
    #: 114: Weariness of the Heart's check passes over a character whose check Nenya's waiting
    #: gift makes succeed (WEARINESS_ASSURED_FROM, ``hobbit.nenya.spares``): that check cannot
    #: fail, so it is not the most detrimental mode (BWJ-SEQ-15); the check goes to the next
    #: who may fail it, else the card takes one prowess and the gift still waits. 1 to 113
    #: replay as played (the check was made and used the gift).
    #: 115: Old Road (a character at a Haven may tap in the site phase, as standard,
    #: BWJ-SEQ-17) and Wizard's River-horses (the Burglar may be a Wizard alone in the
    #: company, BWJ-SETUP-1) are offered as declared cards again (DECLARED_AGAIN_FROM,
    #: ``hobbit.refused_cards``). 112 to 114 replay as played (refused).
    #: 116: the automatic Burglar counts a palantír's check that Nenya's waiting gift makes
    #: succeed as sure to pass (PALANTIR_ASSURED_FROM, ``hobbit.nenya.spares``, as Weariness
    #: of the Heart from 114): a bearer whose roll might fail uses his stone, the gift making
    #: his check succeed (CorruptionCheckSucceeded); Align Palantír's lasting points are still
    #: weighed without it. 1 to 115 play as they did (the gift not looked at: the stone unused).
    #: 117: an item played once the site is entered reads it as a resource with Gates of
    #: Morning treats it this turn (ITEM_SITE_TREATED_FROM, ``moves.site_of``), as one played
    #: by a burglary does: the Sapling of the White Tree is offered and played at a Shadow-hold
    #: Quiet Lands treats as a Ruins & Lairs. 1 to 116 replay as played (the site as printed:
    #: refused there once entered).
    #: 118: Ent-draughts by its card (ENT_DRAUGHTS_FROM, ``hobbit.ent_draughts`` over the
    #: engine's ent_draughts, which The Road Goes Ever On reads too): at Wellinghall, once
    #: entered, in addition to an ally or a faction played there this turn, on a character
    #: bearing none yet (``play:<card>:<character>``; ItemPlayed ``in_addition``: neither he
    #: nor the site taps); never taken by a Thief, Pick-pocket or Brigands, transferred nor
    #: passed on to an heir. 1 to 117 replay as played (never offered).
    #: 119: an item a search lets be played is kept, as any item played at the site, from a
    #: site type its card bars (SEARCH_PLACES_FROM, ``hobbit.moves.search_moves``, CoE 2.V.4):
    #: the Sapling of the White Tree is not offered by a search at a Shadow-hold or Dark-hold
    #: (Moria, untreated), refused naming why. 1 to 118 replay as played (offered and played
    #: there).
    #: 120: a company at a Haven has its site phase, as standard (HAVEN_SITE_PHASE_FROM,
    #: BWJ-SEQ-17, ``movement``): it may enter the Haven (no automatic-attacks) and play what
    #: the Haven allows, Earth of Galadriel's Orchard at Lórien, and the Wizard's Ring on a
    #: Wizard bearing none, who checks corruption (WIZARDS_RING_FROM, ``wizards_ring``: +5 to
    #: his influence against a faction; never transferred, passed on, given to the Burglar by
    #: a Hand leaving play, nor taken by a creature);
    #: Old Road is played there by its own action (OLD_ROAD_FROM, ``hobbit.old_road``), Wizard's
    #: River-horses by its card on a Wizard alone in the company (RIVER_HORSES_FROM, the
    #: engine's twenty-seventh generation), neither declared; the end-of-turn phase follows
    #: the site phase. The automatic player does nothing at a Haven. 1 to 119 replay as played
    #: (the end-of-turn phase began as the movement/hazard phase ended at a Haven).
    #: 121: the hazard hand draws one card fewer, not below 0, for the movement of a company
    #: with Alatar in it (ALATAR_DRAWS_FROM, BWJ-SEQ-5, BWJ-SEQ-7; PhaseBegan's draws lowered,
    #: fewer_draws naming by how many): the hazard hand is the opponent his card reduces. A
    #: company staying put still draws its one (BWJ-SEQ-4). 1 to 120 replay as played.
    #: 122: Lure of Power by its recorded ruling (LURE_ONE_CHECK_FROM, ``engine.lure_of_power``):
    #: with several in play one corruption check is made and every copy is discarded; The Iron
    #: Crown's bearer checks after recruiting a faction with no roll (CROWN_NO_ROLL_FROM). 1 to
    #: 121 replay as played (a check by each copy in turn; no crown check after such a recruit).
    #: 123: a Haven the company has left untaps as its movement/hazard phase ends
    #: (HAVEN_UNTAPS_FROM, CoE-2.IV.viii: back to the location deck; ``SiteUntapped``), so
    #: Old Road, the Wizard's Ring and Earth of Galadriel's Orchard may be played there again
    #: on a later visit. 1 to 122 replay as played (a Haven once tapped stayed tapped).
    #: 124: a wound's body check waits while a Miruvor borne in the company may be discarded
    #: for its +2 body first (BODY_CHECKS_FROM, ``hobbit.body_checks``, CoE 3.I.1:
    #: ``BodyCheckAwaited``, then ``body-check``); the automatic player discards it then. 1
    #: to 123 replay as played (the check rolled at once; Miruvor only before the roll).
    #: 125: a wound's body check rolled at once counts the character as the strike's effects
    #: left him (STRUCK_BODY_FROM, CoE 3.iv.7: an item the strike strips no longer raises his
    #: body), as the waiting check does. 1 to 124 replay as played (as he stood before it).
    #: 126: Stealth's CreaturesPrevented cites the card's play (PREVENTION_CITED_FROM,
    #: CoE-5.1), no longer BWJ-SEQ-10, the reveal of the hazard hand. 1 to 125 replay as
    #: played.
    #: 127: each card played or item used on a strike is one StrikeModified naming it (its
    #: "card"), both its prowess and its body (STRIKE_CARDS_FROM, ``hobbit.strike_cards``);
    #: each is its own modifier of the strike roll and of the body check, sourced
    #: ``played:<card>`` (the audit links it to that event), a body it lowers (Risky Blow,
    #: Dodge) said to be lowered; BodyCheckAwaited keeps those cards ("cards"). 1 to 126
    #: replay as played (a StrikeModified per number, one modifier of each roll for all the
    #: strike's cards, "raise body" whichever way it went).
    #:      A faction recruited (FactionInfluenced succeeded, with a roll or none) cites
    #: CoE-2.V.3, the standard rule for playing a faction by influence (RECRUIT_CITED_FROM),
    #: no longer BWJ-FACT-1 (a faction stored as information). 1 to 126 replay as played.
    #:      An item a creature's strike or wound takes (ItemLost) cites the card that decides
    #: it, by the clause its attack was played under (ITEM_LOST_CITED_FROM: BWJ-SEQ-10), the
    #: card named ("creature"). 1 to 126 replay as played (CoE-3.iv.7, no card).
    #:      Narya, Nenya or Vilya in the hand, on the wounded character himself, is offered
    #: while his body check waits and opens the wait (BODY_CHECK_CARDS_FROM,
    #: ``hobbit.body_checks``, CoE 3.I.1); its corruption check removing him ends the wait
    #: with no body check. The automatic Burglar does not play one then. 1 to 126 replay as
    #: played (offered before the strike's roll only).
    #: 128: the options a player gives are laid over the bundled default set-up
    #: (SETUP_OPTIONS_FROM, ``decks.laid_over_default``): each replaces its part of the
    #: default, which stands for each part not given (a Burglar alone keeps the default
    #: decks, his home site added to the site deck); none is dropped with ``deck: default``,
    #: an unknown one or another ``deck`` is refused naming it, and a home printed "Any
    #: Haven" (Gandalf's) is each Haven of the site deck. 1 to 127 set up as before.
    #: 129: in a failed burglary's attacks, which the Burglar faces alone (BWJ-BURG-6), no
    #: other character takes part at any step (ALONE_FROM, ``alone``): an item another
    #: character bears is not used (a Hand's Miruvor, Potion of Prowess, Healing Herbs; a
    #: Hand's Miruvor no longer opens the wait of the Burglar's body check), and no card of
    #: the hand is played on another character (Concealment by a scout Hand, Escape on a
    #: Hand, Narya on a Gandalf Hand, Wizard's Flame), nor on the Burglar by a skill only
    #: another has (New Friendship's diplomat), nor a declared effect on another; the
    #: Burglar's own items, the cards played on him and those played on the attack itself stay
    #: offered. 1 to 128 replay as played (only the strikes, supports, allies, a Hand's item
    #: against the attack, a Wizard's spell on a Hand and Sacrifice of Form kept out).
    #: 130 (``versions.BURGLED_ITEM_FROM``): the item a successful burglary allows cites
    #: BWJ-BURG-5, names the burglary's roll (``outcome_of``) and records no second tapping of
    #: the Burglar; a corruption check a hazard card asks for names it (``asked_by``,
    #: ``ASKED_CHECKS_FROM``). 1 to 129 replay as played.
    #: 131: a Wizard whose corruption check fails by 0 or 1, which discards another hero
    #: character, is eliminated (CoE-7.1, ``versions.WIZARD_CHECK_FROM``): the check records
    #: ``eliminated``, his items are discarded and Elf-song does not keep him. 1 to 130 replay
    #: as played (discarded).
    #: 132: the corruption check a corruption card borne by a character asks for (Lure of
    #: Nature and the like) names the card (``asked_by``, ``versions.CARD_CHECKS_ASKED_FROM``).
    #: 1 to 131 replay as played (no card).
    #: 133: a wound's body check waiting for the defender records what is at hand then to
    #: raise his body (BODY_CHECK_AT_HAND_FROM, ``hobbit.body_checks``, CoE 3.I.1:
    #: BodyCheckAwaited's "at_hand", the items borne with their bearers, the cards of the hand
    #: played on him), and its line names exactly those ("Gandalf may raise his body with Narya
    #: (in hand) before the roll"). 1 to 132 replay as played (neither recorded; the line says
    #: what may raise his body).
    #: 134: a character or ally a creature's text discards (the Abductor's wound, Giant
    #: Spiders' body check equal to his body) is cited by the creature's card
    #: (CREATURE_DISCARDS_FROM, ``hobbit.creature_discards``): CharacterDiscarded (or
    #: AllyDiscarded) and each ItemLeftPlay with him cite BWJ-SEQ-10 and name it ("creature"),
    #: as ItemLost does from 127; the BodyChecked whose equal roll discards him names it too,
    #: its line no longer saying he survives. The game lost with the Burglar records how he
    #: left ("fate": eliminated or discarded) and says it, citing BWJ-WIN-5 either way. 1 to
    #: 133 replay as played (CoE-3.iv.7 or CoE-3.I.1, no card, no fate).
    #: 135: the game lost with a Burglar a failed corruption check took, discarded or
    #: eliminated (CoE-7.1), records him lost to corruption ("fate": corrupted), as BWJ-WIN-5
    #: says (CORRUPTED_FATE_FROM); the body check whose equal roll Giant Spiders would make a
    #: discard names Elf-song keeping him at the Haven ("kept_by"), its line saying so
    #: (KEPT_TOLD_FROM). 1 to 134 replay as played.
    #: 136: Elf-song keeping a character from a discard is named by its card id ("kept_by",
    #: CharacterKept's "by"), as the Guise names it (KEEPER_CITED_FROM). 1 to 135 replay as
    #: played ("Elf-song").
    #: 137: the -3 to stay untapped (CoE-3.iv.3) is neither offered nor admitted once Dodge,
    #: Block or the Great-shield of Rohan keeps the character facing the strike untapped, its
    #: StrikeTapPrevented naming the card ("card"), the refusal naming it too
    #: (KEPT_UNTAPPED_SINCE, ``hobbit.kept_untapped``). 1 to 136 replay as played (the -3
    #: offered after the card and counted on top of it).
    #: 138: the automatic Burglar taps an Elven Cloak offered against the strike its bearer
    #: faces when the strike could wound him (CLOAK_USED_SINCE, ``policy``; CoE 3.iv.5.1),
    #: before a card canceling the strike. 1 to 137 play as they did (the cloak unused: the
    #: strike rolled, or Halfling Stealth played on it).
    #: 139: once the -3 to stay untapped (CoE-3.iv.3) or a card (Dodge, Block, the
    #: Great-shield of Rohan) keeps the character facing the strike untapped, no card keeping
    #: him so is offered nor admitted, the refusal naming what keeps him ("the -3 chosen
    #: already keeps Bilbo untapped against his strike"; ONE_KEEPER_SINCE,
    #: ``hobbit.kept_untapped``). 1 to 138 replay as played (Dodge after the -3, a second
    #: card after a first).
    #: 140: the automatic Burglar taps the Magic Ring of Stealth offered against the strike
    #: its bearer faces when the strike could wound him, after an Elven Cloak offered too
    #: (STRIKE_CANCELS_WEIGHED_SINCE, ``policy``; CoE 3.iv.5.1). 1 to 139 play as they did
    #: (the ring unused).
    #: 141: the game lost with a Burglar whose fate it records gives that fate as its result's
    #: reason ("Bilbo is discarded", "... is eliminated", "... is lost to corruption"), as its
    #: line says it (FATE_REASON_SINCE). 1 to 140 replay as played ("the Burglar is dead or
    #: lost to corruption" whatever the fate).
    #: 142: the end of a strike assignment (StrikesAssigned: an attack's, a Slayer's next
    #: attack's, a Traitor's, Lucky Search's) cites CoE-3.iii, the step assigning the strikes
    #: and counting the excess ones, as the Guise's does (ASSIGNMENT_CITED_SINCE,
    #: ``HobbitRules.assignment_rule``); their allocation (ExcessStrikesAllocated) still cites
    #: CoE-3.iv.2, a failed burglary's assignment BWJ-BURG-6. 1 to 141 replay as played
    #: (CoE-3.iv.2).
    #: 143: no Hand is a card already in play by its unique name, the Burglar's own included
    #: (BWJ-HAND-1): not offered, refused naming who he is; the set-up refuses a resource deck
    #: holding a copy of the Burglar (BWJ-SETUP-7), the bundled default's leaving his card out
    #: (UNIQUE_HANDS_SINCE). An item borne is stored at a Haven only once its bearer passes a
    #: corruption check citing CoE-2.II.4 (failed, he leaves with it), and a store completing
    #: no task cites CoE-2.II.4 (STORE_CHECK_SINCE). A failed burglary's automatic-attacks are
    #: declared citing BWJ-BURG-6 (ALONE_ATTACKS_CITED_SINCE). 1 to 142 replay as played: Sam
    #: Gamgee or Merry, the Burglar, in the default deck and played as a Hand who took him
    #: along on leaving; in those versions an attack then finding no one to strike ends the
    #: game lost (BWJ-WIN-5), where the attacker's choice among no one raised.
    #: 144: a Corpse-candle's corruption checks of the company wait for the step in which its
    #: attack may be canceled (CoE 3.i; CompanyChecksAwaited): made once the player lets it
    #: stand (``corruption-checks``, AttackStands), no card, ally, character or Great Ship
    #: canceling it then (COMPANY_CHECKS_SINCE, ``hobbit.company_checks``); a corruption
    #: check's record (CorruptionChecked's "check") is made against the points its result is
    #: judged on, a Dwarf's Arkenstone's included (CHECK_POINTS_SINCE). 1 to 143 replay as
    #: played (the checks rolled as the attack was declared, the cancel offered after them;
    #: the record's target his own points but with corruption cards or an Align Palantír).
    version = "144"
    replays = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15",
               "16", "17", "18", "19", "20", "21", "22", "23", "24", "25", "26", "27", "28",
               "29", "30", "31", "32", "33", "34", "35",
               "36", "37", "38", "39", "40", "41", "42", "43",
               "44", "45", "46", "47", "48", "49", "50", "51", "52", "53", "54", "55", "56",
               "57", "58", "59", "60", "61", "62",
               "63", "64", "65", "66", "67", "68", "69", "70", "71", "72", "73", "74", "75", "76",
               "77", "78", "79", "80", "81", "82", "83", "84", "85", "86", "87", "88", "89", "90",
               "91", "92", "93", "94", "95", "96", "97", "98", "99", "100", "101", "102", "103",
               "104", "105", "106", "107", "108", "109", "110", "111", "112", "113",
               "114", "115", "116", "117", "118", "119", "120", "121", "122", "123",
               "124", "125", "126", "127", "128", "129", "130", "131", "132", "133",
               "134", "135", "136", "137", "138", "139", "140", "141", "142", "143")
    title = "Burglar Wants a Good Job (solitaire scenario)"
    clause_prefix = "BWJ"
    option_types = typed_options(cards=("burglar", "item"),
                                 lists=("resources", "hazards", "sites"))
    options = {"burglar": "the Burglar: one scout character, id or name (default Bilbo); "
                          "given without sites, his home site joins the default site deck; "
                          "Gandalf, whose home is any Haven, starts at its first Haven",
               "item": "his one non-unique minor item (default Elven Cloak)",
               "resources": "at most 30 resources, no copy of the Burglar (default: the "
                            "bundled deck's, his card left out)",
               "hazards": "exactly 30 hazards (default: the bundled deck's)",
               "sites": "the site deck, names or ids (default: the bundled deck's)",
               "deck": "\"default\" (or leave it out): the bundled set-up, each option you "
                       "give replacing its part"}
    reveal_kinds = ("ResourcesDrawn", "HazardRevealed")
    family = FamilyClauses(
        attacker_assigns="BWJ-SEQ-14", creature_discarded=coe.ATTACK_RESULT,
        creatures_prevented="BWJ-SEQ-10", hazard_reshuffle=coe.PLAY_DECK_EXHAUSTED,
        face_up_hazards="BWJ-SEQ-11", organization="BWJ-SEQ-2", movement="BWJ-SEQ-10",
        site_phase="BWJ-SEQ-17", end_of_turn="BWJ-SEQ-18", hero_lost="BWJ-WIN-5",
        hero_discarded="BWJ-WIN-5",
        untap="BWJ-SEQ-1", untap_skipped="BWJ-SEQ-1")
    notes = RULES_NOTES
    #: Every version of this scenario records its checks and cites the turn sequence.
    bare_versions = ()
    rank_keys = ("untapped 0, tapped 1, wounded 2", "body", "prowess")
    hand_size = HAND_SIZE
    hand_bonus_from = HAND_BONUS_FROM
    wilderness_draws_from = CHARACTER_TEXTS_FROM
    fewer_hazard_draws_from = ALATAR_DRAWS_FROM
    spell_back_from = CHARACTER_TEXTS_FROM
    hero_gone_reason = "the Burglar is dead or lost to corruption"
    unnamed_hero_versions = ("1",)
    hoards_from = 3
    character_rules_from = 11
    character_bonuses_from = CHARACTER_BONUSES_FROM
    faction_facts_from = FACTION_FACTS_FROM
    item_influence_from = ITEM_INFLUENCE_FROM
    ring_powers_from = RING_POWERS_FROM
    allies_from = ALLIES_FROM
    ally_strikes_from = ALLY_STRIKES_FROM
    ally_texts_from = ALLY_TEXTS_FROM
    ally_regions_from = ALLY_REGIONS_FROM
    item_facts_from = ITEM_FACTS_FROM
    series_from = SLAYER_FROM
    ring_tests_from = RING_TESTS_FROM
    gollum_ring_from = GOLLUM_RING_FROM
    bill_move_from = BILL_MOVE_FROM
    gwaihir_from = GWAIHIR_FROM
    ally_hazard_cancels_from = ALLY_HAZARD_CANCELS_FROM
    shadowfax_from = SHADOWFAX_FROM
    dwarven_gifts_from = DWARVEN_GIFTS_FROM
    gates_treatments_from = GATES_TREATMENTS_FROM
    character_cancels_from = CHARACTER_CANCELS_FROM
    uncanceled_from = LUCKY_UNCANCELED_FROM
    ally_influence_from = ALLY_INFLUENCE_FROM
    athelas_from = ATHELAS_FROM
    nenya_from = NENYA_FROM
    vilya_from = VILYA_FROM
    book_from = BOOK_FROM
    red_book_from = RED_BOOK_FROM
    #: The first version playing Twilight by its card (read by the coverage).
    twilight_from = TWILIGHT_FROM
    goldberry_from = GOLDBERRY_FROM
    ent_draughts_from = ENT_DRAUGHTS_FROM
    site_lookup_from = SITE_LOOKUP_FROM
    palantir_assured_from = PALANTIR_ASSURED_FROM
    item_site_treated_from = ITEM_SITE_TREATED_FROM
    search_places_from = SEARCH_PLACES_FROM
    #: The first version giving a company at a Haven its site phase (read by the coverage).
    haven_site_phase_from = HAVEN_SITE_PHASE_FROM
    wizards_ring_from = WIZARDS_RING_FROM
    faction_rule = "BWJ-FACT-1"
    wizards_test_from = WIZARDS_TEST_FROM
    wizards_choice_from = WIZARDS_CHOICE_FROM
    ringlore_from = RINGLORE_FROM
    ring_cards_only_from = RING_CARDS_ONLY_FROM
    item_places_from = ITEM_PLACES_FROM
    iron_crown_from = IRON_CROWN_FROM
    body_checks_from = BODY_CHECKS_FROM
    asked_checks_from = ASKED_CHECKS_FROM
    wizard_check_from = WIZARD_CHECK_FROM
    struck_body_from = STRUCK_BODY_FROM
    palantiri_from = PALANTIRI_FROM
    prevention_cited_from = PREVENTION_CITED_FROM
    strike_cards_from = STRIKE_CARDS_FROM
    recruit_cited_from = RECRUIT_CITED_FROM
    item_lost_cited_from = ITEM_LOST_CITED_FROM
    creature_discards_from = CREATURE_DISCARDS_FROM
    corrupted_fate_from = CORRUPTED_FATE_FROM
    fate_reason_from = FATE_REASON_SINCE
    assignment_cited_from = ASSIGNMENT_CITED_SINCE
    company_checks_from = COMPANY_CHECKS_SINCE
    check_points_from = CHECK_POINTS_SINCE
    kept_told_from = KEPT_TOLD_FROM
    kept_untapped_from = KEPT_UNTAPPED_SINCE
    one_keeper_from = ONE_KEEPER_SINCE
    body_check_cards_from = BODY_CHECK_CARDS_FROM
    body_check_at_hand_from = BODY_CHECK_AT_HAND_FROM
    army_of_the_dead_from = ARMY_OF_THE_DEAD_FROM
    generations = ((GENERATION_2_FROM, (2,)), (ITEM_TAPS_FROM, (3, 4)),
                   (GENERATION_5_FROM, (5,)), (GENERATION_6_FROM, (6,)),
                   (INFLUENCE_CARDS_FROM, (7,)), (FORD_FROM, (8,)), (HORSES_FROM, (9,)),
                   (GENERATION_10_FROM, (10,)), (GENERATION_11_FROM, (11,)),
                   (TRAVEL_FROM, (12, 13, 14)), (SEARCH_CARDS_FROM, (15,)),
                   (GENERATION_16_FROM, (16,)), (GENERATION_17_FROM, (17,)),
                   (GENERATION_18_FROM, (18,)), (GENERATION_19_FROM, (19,)),
                   (GENERATION_20_FROM, (20,)), (GENERATION_21_FROM, (21,)),
                   (GENERATION_22_FROM, (22,)), (GENERATION_23_FROM, (23,)),
                   (GENERATION_24_FROM, (24,)), (GENERATION_25_FROM, (25,)),
                   (GENERATION_26_FROM, (26,)), (DARK_QUARRELS_FROM, (29,)),
                   (COCK_CROWS_FROM, (30,)),
                   (IRON_CROWN_FROM, (31,)), (GREAT_SHIP_FROM, (28,)),
                   (RIVER_HORSES_FROM, (river_horses.GENERATION,)))
    creature_generations = ((CREATURE_SCRIPTS_FROM, 1), (CREATURE_SCRIPTS_2_FROM, 2),
                            (CREATURE_SCRIPTS_4_FROM, creature_texts.GENERATION))
    creature_fields = ((MIND_FROM, "mind_against"),
                       (NAMED_ITEMS_FROM, "defender_names_item"))
    long_event_generations = ((LONG_EVENT_SCRIPTS_FROM, 2),
                              (HAZARD_LONG_EVENTS_FROM, hazard_long_events.GENERATION),
                              (PERMANENT_EVENTS_FROM, hazard_long_events.PERMANENT_GENERATION),
                              (FURTHER_KEYS_FROM, hazard_long_events.KEYS_GENERATION),
                              (BALANCE_FROM, hazard_long_events.CORRUPTION_GENERATION),
                              (WILL_OF_SAURON_FROM, hazard_long_events.KEEPING_GENERATION),
                              (BANE_FROM, hazard_long_events.PALANTIR_GENERATION),
                              (BANE_SEARCHES_FROM, hazard_long_events.SEARCHES_GENERATION))

    def _check_points(self, state: State, who: Character) -> int:
        """Andúril's one more corruption point to Narsil's bearer (``anduril``)."""
        return super()._check_points(state, who) \
            + anduril.corruption(state, who.card_id, self.played)

    def _item_kept(self, item: Item) -> bool:
        """Ent-draughts, and the Wizard's Ring from ``WIZARDS_RING_FROM`` (``wizards_ring``):
        no effect takes or passes it on."""
        return super()._item_kept(item) or wizards_ring.kept(self.played, item)

    def attack_rank(self, character: Character) -> tuple[int, ...]:
        return _attack_rank(character)

    def legal(self, state: State) -> dict[str, tuple[Action, Move]]:
        if state.step == UNTAP_AWAITED and state.outcome is None:  # a blade's removal
            awaited: dict[str, tuple[Action, Move]] = {}
            self._blade_moves(state, collector(awaited))
            return awaited
        if state.step == HAZARD_CANCEL and state.outcome is None:  # Leaflock, Great Ship
            cancels: dict[str, tuple[Action, Move]] = {}
            hazard_cancels.moves(ally_hazard_cancels.scene(state, self.catalog, self.played),
                                 collector(cancels))
            return cancels
        out = self._faced_only(state, moves.legal(
            state, self.catalog, self.plays_hoards(), self.generation(),
            self.creature_generation(), self.plays_faction_facts(), self.plays_allies(),
            self.played, self.ally_fighters(state), self._journey(state),
            self.plays_item_places(), card_named=not self.plays_site_lookup(),
            item_site=lambda: self._item_site(state), search_places=self.plays_search_places()))
        if not state.alone:  # BWJ-BURG-6: the Burglar faces a failed burglary's attacks alone
            self._ally_moves(state, out)
        if great_ship.plays(self.played) and state.outcome is None:  # a company aboard, at sea
            family_ship.attack_moves(great_ship.scene(state, self.catalog), collector(out))
        if state.phase == MOVEMENT_HAZARD and state.step == BRIDGE \
                and self._riding():  # Shadowfax, moving on
            shadowfax.moves(self._shadowfax_scene(state), collector(out))
        self._item_moves(state, out)  # Athelas
        if self.keeps_corruption_cards():  # rolls to remove a corruption card (CoE 7.3)
            # Morgul-knife and The Pale Sword are tried in the untap phase only (``blades``).
            corruption_removal.moves([(card, who) for card, who in corruption_cards.removals(
                state) if not (blades.plays(self.played) and blades.is_blade(card))],
                                     self.catalog,
                                     collector(out),
                                     lambda card: corruption_cards.number(self.catalog, card))
        self._army_moves(state, out)  # the Army of the Dead
        self._gates_treatment_moves(state, out)  # Quiet Lands, Stars, The Evenstar
        if state.phase == ORGANIZATION and state.combat is None and self.plays_book():
            book_of_mazarbul.moves(state.company, state.tapped_items, self.catalog,
                                   collector(out))
        if state.phase == ORGANIZATION:  # Fellowship (permanent_events), Gates of Morning
            permanent_events.moves_now(state, self.catalog, self.played, collector(out))
            gates_of_morning.moves_now(state, self.played, collector(out))
            return_of_the_king.moves_now(state, self.catalog, self.played, collector(out))
            white_tree.moves_now(state, self.catalog, self.played, collector(out))
            morannon.moves_now(state, self.catalog, self.played, collector(out))
        if state.phase in (ORGANIZATION, SITE):  # The Cock Crows' alternative
            cock_crows.moves_now(state, self.catalog, self.played, collector(out))
        if state.phase == SITE and state.combat is None:  # Swordmaster (permanent_events)
            permanent_events.swordmaster_moves(state, self.catalog, self.played, collector(out))
            ent_draughts.moves_now(state, self.catalog, self.played, collector(out))
        if ent_draughts.plays(self.played):  # never transferred nor passed on to an heir
            out = family_draughts.not_passed(out, self.catalog)
        if mount_doom.plays(self.played):  # Cracks of Doom, Gollum's Fate: by their cards
            for card in mount_doom.CARDS:
                out.pop(f"declare:{card}", None)
            mount_doom.moves_now(state, self.catalog, self.played, collector(out))
        for card in refused_cards.cards(self.id):  # nothing to act on here: refused
            if refused_cards.refuses(self.id, card, self.played):
                out.pop(f"declare:{card}", None)
        if self.plays_old_road():  # by its own action, at a Haven in the site phase
            out.pop(f"declare:{old_road.CARD}", None)
            old_road.moves(self._old_road_scene(state), collector(out))
        river_horses.drop_unplayed(self.played, out)  # its Nazgûl events: the two-player game
        wizards_ring.moves_now(state, self.catalog, self.played, collector(out))
        wizards_ring.drop_passing(state, self.played, out)  # never transferred
        if state.phase in (ORGANIZATION, SITE) and state.combat is None:
            reforging.moves_now(state, self.catalog, self.played, collector(out))
            anduril.moves_now(state, self.catalog, self.played, collector(out))
        if state.combat is not None:  # Sacrifice of Form, once the strikes are assigned
            sacrifice_of_form.moves_now(state, self.played, collector(out))
        self._palantir_moves(state, out)  # the palantíri (``hobbit.palantiri``)
        self._searches_canceled(state, out)
        out = self._with_rings(state, far_sight.moves(state, self.catalog, out))
        if self._spell_back_open(state):  # Saruman, as the end-of-turn phase begins
            spell_back.moves(state.company, state.resource_discard, self.catalog,
                             collector(out))
        if self.plays_nenya():  # the "assured" argument of its play
            out = nenya.offer(out, [c.card_id for c in state.company])
        if self.plays_vilya():  # the "resources" argument of its play
            out = vilya.offer(out, state.resource_discard, self.catalog.get)
        # The Burglar alone in a burglary's attacks (``alone``), before the body check's wait
        # reads what raises his body; a Corpse-candle's checks wait for the cancel step.
        return self._checks_window(state, self._body_check_window(state, alone.kept(
            state, self.played, self._kept_in_place(state, self._items_named(state, out)),
            self.generation())))

    def decide(self, ctx: Context[State], action: str, args: Mapping[str, JSON]) -> None:
        super().decide(ctx, action, args)
        permanent_events.check(ctx)  # a Fellowship goes once its company has changed
        return_of_the_king.check(ctx)  # and Return of the King once Aragorn II has left
        reforging.check(ctx)  # a held Reforging (Andúril) once its sage has left

    # -- setting up -------------------------------------------------------------------------
    #: The Burglar's home: the first site of the site deck that is his home (decks.homes_in).
    derived_setup = ("home",)

    def derived_values(self, prepared: Mapping[str, JSON]) -> dict[str, list[JSON]]:
        """Any of his homes in the site deck (from ``SETUP_OPTIONS_FROM`` each Haven for a home
        printed "Any Haven"): the first as the deck was given is his, and the recorded deck is
        sorted."""
        burglar = self.catalog.get(str(prepared["burglar"]))
        sites = [self.catalog.get(site) for site in card_ids(prepared, "sites")]
        return {"home": [home.id for home in decks.homes_in(
            sites, burglar, played_since(self.played, SETUP_OPTIONS_FROM))]}

    def played_option_types(self, setup: Mapping[str, Any]) -> Mapping[str, OptionType]:
        return played_types(self.option_types, played_since(self.played, SETUP_OPTIONS_FROM))

    def prepare_setup(self, setup: Mapping[str, Any]) -> dict[str, JSON]:
        return decks.prepare(self.catalog, setup,
                             played_since(self.played, SETUP_OPTIONS_FROM),
                             played_since(self.played, UNIQUE_HANDS_SINCE))

    def setup_cards(self, setup: Mapping[str, Any]) -> tuple[Card, ...]:
        """The site Morannon stands for, in the catalog of a game whose resource deck holds
        it (``morannon``)."""
        resources = setup.get("resources")
        return morannon.setup_cards([str(c) for c in resources]
                                    if isinstance(resources, list) else [], self.played)

    def initial(self, setup: Mapping[str, JSON]) -> State:
        return State(roster=(str(setup["burglar"]),), start_item=str(setup["item"]),
                     home=str(setup["home"]), resource_deck=card_ids(setup, "resources"),
                     hazard_deck=card_ids(setup, "hazards"), sites=card_ids(setup, "sites"))

    def begin(self, ctx: Context[State]) -> None:
        start = ctx.state
        ctx.emit("CompanyFormed", "BWJ-SETUP-1", burglar=start.roster[0], item=start.start_item)
        ctx.emit("CounterPlaced", "BWJ-SEQ-0", place=self._name(start.home))
        ctx.shuffle("resources", list(start.resource_deck), "BWJ-SETUP-3")
        ctx.shuffle("hazards", list(start.hazard_deck), "BWJ-SETUP-10")
        ctx.emit("ResourcesDrawn", "BWJ-SEQ-0", cards=list(ctx.state.resource_deck[:HAND_SIZE]))
        self._begin_turn(ctx)
        self._advance(ctx)

    # -- views ------------------------------------------------------------------------------
    def result(self, state: State) -> dict[str, JSON] | None:
        if state.outcome is None:
            return None
        ended_by = state.tier or ("the Burglar lost" if state.the_hero is None
                                  else "not hired")
        done = len(state.tasks)
        return {"outcome": state.outcome, "reason": state.reason, "turns": state.turn,
                "ended_by": ended_by, "tier": state.tier or None,
                "tasks": [tasks.task_name(t) for t in state.tasks],
                "score": state.points, "stage": f"{done} task{'' if done == 1 else 's'} done"}

    def narrate(self, fact: Fact) -> str:
        return narrate.line(self.catalog, fact, self.plays_body_check_cards())

    def policy(self, state: State, actions: Sequence[Action]) -> tuple[str, dict[str, JSON]]:
        return policy.choose(self, state, actions)

    def board(self, state: State) -> dict[str, JSON]:
        name = self._name
        hands = dict(state.hands)
        return {
            "turn": state.turn, "phase": state.phase, "step": state.step,
            "location": state.location,
            # The influence a hazard's roll reads unused (the Burglar's mind; a Hand uses none).
            "general_influence": character_view.general_influence(
                hazard_events.under_general_influence(state), {}, STANDARD_GENERAL_INFLUENCE),
            "company": [{"id": c.card_id, "name": c.name, "state": c.state,
                         "burglar": c.card_id == state.hero,
                         **({"corruption_cards": character_view.corruption_cards(
                             c.card_id, state.corruption, name)} if state.corruption else {}),
                         # A Hand's alone, who leaves two turns on (BWJ-HAND-3); no other does.
                         **({"hand_until_turn": hands[c.card_id] + LONG_EVENT_TURNS}
                            if c.card_id in hands else {}),
                         "prowess": c.effective_prowess, "body": c.effective_body,
                         **character_view.facts(c),
                         "corruption": self._check_points(state, c),
                         "items": character_view.borne_items(c, state.tapped_items)}
                        for c in state.company],
            "hand": [name(c) for c in state.hand],
            "site_deck": [name(s) for s in state.sites],
            "resource_deck": len(state.resource_deck), "hazard_deck": len(state.hazard_deck),
            "discard_piles": discard_piles(state.resource_discard, state.hazard_discard, name),
            "hazard_hand_face_down": len(state.hazard_hand),
            "hazard_hand_face_up": [name(c) for c in state.row],
            # The limit is set as the movement/hazard phase begins (BWJ-SEQ-13): none before
            # it in a turn (what the last turn's was is no limit now).
            "hazard_limit": state.hazard_limit if state.phase in (MOVEMENT_HAZARD, SITE)
            else None,
            "hazards_played": state.hazards_played,
            **({"environments": [name(c) for c in state.environments]}
               if state.environments else {}),
            **({"fellowship": [name(c) for c in state.fellowship]} if state.fellowship else {}),
            **({"resource_environments": [name(c) for c in state.resource_environments]}
               if state.resource_environments else {}),
            **({"permanent_events": [name(c) for c in (*state.permanents, *(
                [morannon.CARD] if state.morannon else []))]}
               if state.permanents or state.morannon else {}),
            **({"kept_with_characters": [{"card": name(c), "character": name(w)}
                                         for c, w in state.character_cards]}
               if state.character_cards else {}),
            "long_events": [{"card": name(c), "until_turn": t + LONG_EVENT_TURNS}
                            for c, t in state.long_events],
            "burgled_items": [name(c) for c, _ in state.burgled],
            "factions": [name(c) for c in state.factions],
            "allies": allies.board(state.allies, name, state.tapped_allies,
                                   state.wounded_allies),
            "prisoners": [name(c) for c in state.prisoners],
            "stored": [name(c) for c, _ in state.stored],
            "tapped_sites": [name(s) for s in state.tapped_sites],
            "combat": None if (fight := self.combat_board(state)) is None else {
                **fight, "alone": state.alone,
                **({"set_aside": [f.attack.name for f in state.set_aside]}
                   if state.set_aside else {})},
            "outcome": state.outcome, "tier": state.tier or None,
        }

    def score(self, state: State) -> dict[str, JSON]:
        """BWJ-MP-6..8: task resources stored at a Haven and creatures avoided by stealth."""
        return tasks.score(state)

    # -- the turn ---------------------------------------------------------------------------
    def _refreshed(self, state: State, character: Character) -> str | None:
        """CoE 2.I.1: tapped characters untap; wounded ones heal to tapped only at a Haven; one
        who tried to remove a blade instead stays as he is (``untap_phase``)."""
        if character.card_id in state.untap_forgone:
            return None
        if character.state == "tapped":
            return "untapped"
        # Minas Tirith heals as a Haven with The White Tree in play (``white_tree``).
        return "tapped" if white_tree.haven(state, moves.site_of(state, self.catalog)) else None

    def _haven_reachable(self, state: State, haven: Card) -> bool:
        """A Haven of the site deck (Bill the Pony's move, ``hobbit.bill``)."""
        return any(self._name(s) == haven.name for s in state.sites)

    def _at_haven(self, state: State) -> bool:
        return moves.site_of(state, self.catalog).is_haven

    def _waiting(self, state: State) -> bool:
        return super()._waiting(state) or (state.phase, state.step) in (
            (LONG_EVENT, LONG_EVENTS), (MOVEMENT_HAZARD, DRAW_RESOURCES),
            (MOVEMENT_HAZARD, DISCARD_HAND), (MOVEMENT_HAZARD, BRIDGE),
            (END_OF_TURN, OPTIONAL_DISCARD), (MOVEMENT_HAZARD, HAZARD_CANCEL))

    # -- evolve: what this scenario adds ----------------------------------------------------
    def _on_CompanyFormed(self, state: State, d: Mapping[str, Any]) -> State:
        burglar = Character.from_card(self.catalog.get(str(d["burglar"])))
        item = self.item_in_play(str(d["item"]))
        return replace(state, company=(burglar.with_item(item),), hero=burglar.card_id)

    def _on_TurnBegan(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(super()._on_TurnBegan(state, d), burglary_tried=False, alone=False,
                       hazards_played=0, hazard_limit=0, resource_draws=0, hazard_effects=(),
                       path_treated=(), removal_tried=(), corrupted=(), untap_forgone=())

    def _do_remove(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        corruption_removal.attempt(ctx, self.catalog, move, args,
                                   corruption_cards.number(self.catalog, move.card))

    def _on_CorruptionRemovalRolled(self, state: State, d: Mapping[str, Any]) -> State:
        who, card = str(d["character"]), str(d["card"])
        state = replace(state, removal_tried=(*state.removal_tried, card))
        if not d["stays_untapped"] and not d.get("untap_phase"):  # a blade: as he is
            bearer = state.character(who)
            assert bearer is not None
            state = replace(state, company=replace_one(state.company, bearer.tap()))
        return card_checks.removed(state, who, card) if d["removed"] else state

    def _on_CorruptionCardRemoved(self, state: State, d: Mapping[str, Any]) -> State:
        """Athelas, Elf-song: the card leaves the character for the hazard discard pile."""
        return card_checks.removed(state, str(d["character"]), str(d["card"]))

