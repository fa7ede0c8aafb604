"""Burglar Wants a Good Job: a lone scout, the Burglar, must pass four tasks set by his would-be
employers (burgle a Dragon's hoard and an Orc stronghold, spy out a people, rescue a prisoner)
and earn marshalling points by slipping past creatures; a face-down hazard hand replaces the
opponent (clauses ``BWJ-*``; the standard rules are cited ``CoE-*``).

The turn's phases are the Hobbit family's (``domain.rulesets.hobbit``); this module states how
the scenario differs: moving by the site deck, the hazard hand, the resource draws, burglary,
Hands, factions and Rescue Prisoners stored at a Haven, long-events for two turns, stealth
points and the Employers' Council."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from domain.canonical import JSON
from domain.cards import Card
from domain.engine import coe, creature_places, effects, hazards_in_play
from domain.engine.characters import Character, replace_one
from domain.engine.checks import ABOVE, Modifier, check
from domain.engine.combat import Attack
from domain.engine.company import company_size
from domain.engine.creature_scripts import DEFENDER_CHOICE, MIDDLE_OF_PATH, scripted_creature
from domain.engine.hazard_limit import base_hazard_limit
from domain.engine.influence_attempts import INFLUENCE_ATTEMPT, influence_check, influence_roll
from domain.engine.keying import REGION, Place, keying_options, region_type_of
from domain.engine.keying import SITE as SITE_PLACE
from domain.engine.movement import STARTER_MOVEMENT, site_path
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, Fact, register
from domain.rulesets.burglar import decks, hazard_events, moves, narrate, policy, tasks
from domain.rulesets.burglar import long_events as resource_longs
from domain.rulesets.burglar.state import (
    ADJUST,
    BURGLED,
    DRAGON,
    DRAW_RESOURCES,
    LONG_EVENTS,
    OPTIONAL_DISCARD,
    ORCS,
    State,
)
from domain.rulesets.hobbit import (
    FamilyClauses,
    HobbitScenario,
    allies,
    character_texts,
    creature_texts,
    factions,
    item_texts,
    travel,
)
from domain.rulesets.hobbit.combat import readiness
from domain.rulesets.hobbit.decks import card_ids
from domain.rulesets.hobbit.moves import Move
from domain.rulesets.hobbit.state import (
    DISCARD_HAND,
    END_OF_TURN,
    ENTERED,
    LONG_EVENT,
    MOVEMENT_HAZARD,
    ORGANIZATION,
    SITE,
    Combat,
)

HAND_SIZE = 5  # BWJ-SEQ-0, BWJ-SEQ-16, BWJ-SEQ-18
BURGLARY_NEEDS = 10  # BWJ-BURG-5: more than this
SCOUT_BONUS, HOBBIT_BONUS = 2, 3  # BWJ-BURG-4
LONG_EVENT_TURNS = 2  # BWJ-LONG-1, BWJ-HAND-3
#: The first version whose items carry the catalog's item facts (CoE 6.1, 6.1.3).
ITEM_FACTS_FROM = 4
#: The first version that plays the engine's second generation of scripted cards.
GENERATION_2_FROM = 5
#: The first version that plays the engine's creature scripts (Ambusher and Cave-drake).
CREATURE_SCRIPTS_FROM = 6
#: The first version that plays the second generation of creature scripts (Abductor, Giant
#: Spiders).
CREATURE_SCRIPTS_2_FROM = 8
#: The first version that plays the engine's second generation of hazard long-event scripts
#: (Doors of Night and the alternatives it opens, no copy twice in play).
LONG_EVENT_SCRIPTS_FROM = 7
#: The first version that plays the engine's seventh generation of scripted cards: cards for
#: an influence attempt and the friendships' corruption-check bonus.
INFLUENCE_CARDS_FROM = 16
#: The first version that plays the engine's eighth generation of scripted cards: Ford.
FORD_FROM = 19
#: The first version that plays the engine's ninth generation of scripted cards: Horses.
HORSES_FROM = 21
#: The first version that plays the engine's items that tap for an effect (generations 3, 4).
ITEM_TAPS_FROM = 9
#: The first version that reads the creature scripts up to the Hobbit family's latest
#: (``creature_texts.GENERATION``): the Thief's and the Brigands' items taken.
CREATURE_SCRIPTS_4_FROM = 10
#: The first version playing the characters' printed bonuses (``hobbit.character_texts``):
#: a character's prowess against an attacker's race and the halved body of that attacker,
#: his direct influence against a faction.
CHARACTER_BONUSES_FROM = 12
#: The first version playing the engine's fifth generation of scripted cards: items used
#: against an attack before its strikes are assigned (Torque of Hues, Star-glass, Black Arrow).
GENERATION_5_FROM = 13
#: The first version playing a faction by its catalog facts (``hobbit.factions``): at a site
#: its card names, against its printed influence number, with its standard modification for
#: the influencing character's race; the Army of the Dead (no number) is not played.
FACTION_FACTS_FROM = 14
#: The first version playing the engine's sixth generation of scripted cards: a Wizard Hand's
#: spells against an attack (Vanishment, Wizard's Fire, Kindling of the Spirit) and Lucky
#: Strike's two strike rolls for a warrior.
GENERATION_6_FROM = 15
#: The first version keying a creature by the further places its text names too
#: (``creature_places.text_keys``: the Nazgûl's regions and the sites in them, Huorn's).
CREATURE_PLACES_FROM = 17
#: What a creature script says that this scenario does not play, and why (the coverage's).
UNPLAYED = creature_texts.UNPLAYED_KEYED
#: The first version adding the bonuses of the items a character bears to his direct
#: influence against a faction (``hobbit.item_texts``: Narsil, the Horn of Anor, the
#: Elf-stone, The Arkenstone).
ITEM_INFLUENCE_FROM = 18
#: The first version playing an ally from the hand (``hobbit.allies``, CoE 2.V.2): at a site
#: its card names, once entered, by the Burglar or a Hand; its points do not count (BWJ-MP-6).
ALLIES_FROM = 20
#: The first version playing the engine's tenth generation of scripted cards: the Elven
#: Cloak taps to cancel a strike on its bearer from a creature keyed to a Wilderness.
GENERATION_10_FROM = 23
#: The first version playing hazard short-events by their cards (``burglar.hazard_events``).
HAZARD_EVENTS_FROM = hazard_events.SINCE
#: The first version in which the company's allies face strikes as characters do
#: (``hobbit.allies``, CoE 2.V.2.2).
ALLY_STRIKES_FROM = 25
#: The first version playing a strike against the mind (``creature_texts.VERSIONED``):
#: Neeker-breekers strike each character but a Wizard, his mind his prowess, and a strike
#: that would wound taps him, with no body check.
MIND_FROM = 26
#: The first version playing what of the allies' texts ``hobbit.allies`` scripts: Gollum's
#: and Goldberry's cancel of an attack keyed to their regions (CoE 3.i).
ALLY_TEXTS_FROM = 27
#: The first version playing the engine's eleventh generation of scripted cards: Narya,
#: Nenya, Vilya and Wizard's Voice bolster their character for the rest of the turn
#: (``domain.engine.turn_bonuses``).
GENERATION_11_FROM = 28
#: The first version playing the engine's sixteenth generation of scripted cards: a second
#: Stars on the attack it weakened is refused (it cannot be duplicated).
GENERATION_16_FROM = 37
#: The first version testing gold rings (``hobbit.rings``, CoE 6.2): Gandalf, a Hand, taps;
#: Test of Form and Test of Lore are played on a sage; a special ring of the hand is played on
#: the bearer.
RING_TESTS_FROM = 29
#: The first version naming a region in the middle of a creature's site path by the map
#: (``creature_places.path_named``), where its text's further places may key it.
PATHS_FROM = 30
#: What of a creature script's missing parts this scenario plays (the coverage's).
PLAYED_PARTS = (MIDDLE_OF_PATH, DEFENDER_CHOICE)
#: The first version counting the one more card in hand a character's card gives where he is
#: (``hobbit.character_texts.hand_bonus``).
HAND_BONUS_FROM = 31
#: The first version playing the engine's twelfth to fourteenth generations of scripted
#: cards (``hobbit.travel``): the cards lowering the moving company's hazard limit by its site
#: path or new site and Secret Passage, in the long-event phase once it has moved, and Quiet
#: Lands on an automatic-attack.
TRAVEL_FROM = 32
#: The first version playing an item where its card says (``engine.item_places``): a special
#: item at the site its card names, the Sapling of the White Tree at no Shadow-hold or
#: Dark-hold.
ITEM_PLACES_FROM = 33
#: The first version playing the engine's fifteenth generation of scripted cards: Secret
#: Entrance and Thorough Search.
SEARCH_CARDS_FROM = 33
#: The first version in which the defender names the items a Thief's strike or a wound of
#: Brigands takes (``creature_texts.VERSIONED``), each named one after the last.
NAMED_ITEMS_FROM = 35
#: The first version discarding Treebeard, Leaflock, Skinbark or Tom Bombadil as the company
#: moves to a site outside the regions his card names (``hobbit.allies.left_regions``).
ALLY_REGIONS_FROM = 36

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
                  "with the first of its modes the company's move allows; other non-creature "
                  "hazards' text is not scripted.",
    "BWJ-BURG-4": "The scout and Hobbit bonuses add up: +5 for a Hobbit scout.",
    "BWJ-BURG-7": "An item played after the site's automatic-attacks were faced (entering, or "
                  "a failed burglary) gives no marshalling points and does no task.",
    "BWJ-HAND-1": "A Hand costs no influence; it is played in the organization phase at any "
                  "site.",
    "BWJ-WIN-6": "Not hired (fewer than 2 tasks or 10 marshalling points) loses the game.",
    "BWJ-OBJ-4": "Rescue Prisoners is played by the untapped Burglar (never a Hand, "
                 "BWJ-HAND-9) at an untapped Shadow-hold or Dark-hold whose automatic-attacks "
                 "the company has faced; the Burglar and the site tap, and the card stays "
                 "with the Burglar until stored at a Haven.",
    "BWJ-SETUP-15": "The site deck lists where the company may go; a site is not used up by "
                    "a visit (the company moves by starter movement between its sites).",
    "BWJ-WIN-5": "From version 8 a Burglar discarded by a creature's text (the Abductor, Giant "
                 "Spiders) is gone from the game as a dead one: the player loses.",
    "BWJ-LONG-1": "Two turns bound the long-events only. From version 7 a hazard permanent "
                  "environment (Doors of Night) stays in play for the rest of the game, as no "
                  "card of the scenario removes it; a card that cannot be duplicated is not "
                  "played while a copy is in play, and stays face up.",
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
class BurglarWantsAGoodJob(HobbitScenario[State]):
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
    version = "37"
    replays = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15",
               "16", "17", "18", "19", "20", "21", "22", "23", "24", "25", "26", "27", "28",
               "29", "30", "31", "32", "33", "34", "35",
               "36")
    title = "Burglar Wants a Good Job (solitaire scenario)"
    clause_prefix = "BWJ"
    options = {"burglar": "the Burglar: one scout character (id or name)",
               "item": "his one non-unique minor item", "resources": "at most 30 resources",
               "hazards": "exactly 30 hazards", "sites": "the site deck (names or ids)",
               "deck": "'default' for the bundled set-up"}
    reveal_kinds = ("ResourcesDrawn", "HazardRevealed")
    family = FamilyClauses(
        attacker_assigns="BWJ-SEQ-14", creature_discarded=coe.ATTACK_RESULT,
        creatures_prevented="BWJ-SEQ-10", hazard_reshuffle=coe.PLAY_DECK_EXHAUSTED,
        face_up_hazards="BWJ-SEQ-11", organization="BWJ-SEQ-2", movement="BWJ-SEQ-10",
        site_phase="BWJ-SEQ-17", end_of_turn="BWJ-SEQ-18", hero_lost="BWJ-WIN-5",
        untap="BWJ-SEQ-1", untap_skipped="BWJ-SEQ-1")
    notes = RULES_NOTES
    #: Every version of this scenario records its checks and cites the turn sequence.
    bare_versions = ()
    rank_keys = ("untapped 0, tapped 1, wounded 2", "body", "prowess")
    hand_size = HAND_SIZE
    hand_bonus_from = HAND_BONUS_FROM
    hero_gone_reason = "the Burglar is dead or lost to corruption"
    unnamed_hero_versions = ("1",)
    hoards_from = 3
    character_rules_from = 11
    character_bonuses_from = CHARACTER_BONUSES_FROM
    faction_facts_from = FACTION_FACTS_FROM
    item_influence_from = ITEM_INFLUENCE_FROM
    allies_from = ALLIES_FROM
    ally_strikes_from = ALLY_STRIKES_FROM
    ally_texts_from = ALLY_TEXTS_FROM
    ally_regions_from = ALLY_REGIONS_FROM
    item_facts_from = ITEM_FACTS_FROM
    ring_tests_from = RING_TESTS_FROM
    item_places_from = ITEM_PLACES_FROM
    generations = ((GENERATION_2_FROM, 2), (ITEM_TAPS_FROM, 4), (GENERATION_5_FROM, 5),
                   (GENERATION_6_FROM, 6), (INFLUENCE_CARDS_FROM, 7), (FORD_FROM, 8),
                   (HORSES_FROM, 9),
                   (GENERATION_10_FROM, 10), (GENERATION_11_FROM, 11), (TRAVEL_FROM, 14),
                   (SEARCH_CARDS_FROM, 15),
                   (GENERATION_16_FROM, 16))
    creature_generations = ((CREATURE_SCRIPTS_FROM, 1), (CREATURE_SCRIPTS_2_FROM, 2),
                            (CREATURE_SCRIPTS_4_FROM, creature_texts.GENERATION))
    creature_fields = ((MIND_FROM, "mind_against"),
                       (NAMED_ITEMS_FROM, "defender_names_item"))
    long_event_generations = ((LONG_EVENT_SCRIPTS_FROM, 2),)


    def attack_rank(self, character: Character) -> tuple[int, ...]:
        return _attack_rank(character)

    def legal(self, state: State) -> dict[str, tuple[Action, Move]]:
        out = self._faced_only(state, moves.legal(
            state, self.catalog, self.plays_hoards(), self.generation(),
            self.creature_generation(), self.plays_faction_facts(), self.plays_allies(),
            self.played, self.ally_fighters(state), self._journey(state),
            self.plays_item_places()))
        if not state.alone:  # BWJ-BURG-6: the Burglar faces a failed burglary's attacks alone
            self._ally_moves(state, out)
        return self._items_named(state, self._with_rings(state, out))

    def _journey(self, state: State) -> travel.Journey | None:
        """From ``TRAVEL_FROM``: the company's site path from where it began the turn, its new
        site's region and type and its hazard limit as it stands (BWJ-SEQ-13)."""
        if int(self.played) < TRAVEL_FROM:
            return None
        here = moves.site_of(state, self.catalog)
        path = site_path(self.catalog.find(state.turn_start, "Hero"), here) or () \
            if state.moved else ()
        limit = max(effects.HAZARD_LIMIT_FLOOR,
                    base_hazard_limit(company_size(state.company)) + state.limit_change)
        return travel.Journey(tuple(path), here.region or "" if state.moved else "",
                              state.moved, limit,
                              here.site_type or "" if state.moved else "")

    def plays_allies(self) -> bool:
        """Whether the version played plays an ally from the hand (``hobbit.allies``)."""
        return allies.plays(self.played, ALLIES_FROM)

    def plays_faction_facts(self) -> bool:
        """Whether the version played plays a faction by its catalog facts."""
        return factions.plays(self.played, FACTION_FACTS_FROM)

    # -- setting up -------------------------------------------------------------------------
    def prepare(self, setup: Mapping[str, Any]) -> dict[str, JSON]:
        return decks.prepare(self.catalog, setup)

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
                "ended_by": ended_by, "tier": state.tier or None, "tasks": list(state.tasks),
                "score": state.points, "stage": f"{done} task{'' if done == 1 else 's'} done"}

    def narrate(self, fact: Fact) -> str:
        return narrate.line(self.catalog, fact)

    def policy(self, state: State, actions: Sequence[Action]) -> tuple[str, dict[str, JSON]]:
        return policy.choose(self, state, actions)

    def board(self, state: State) -> dict[str, JSON]:
        name = self._name
        hands = dict(state.hands)
        return {
            "turn": state.turn, "phase": state.phase, "step": state.step,
            "location": state.location,
            "company": [{"id": c.card_id, "name": c.name, "state": c.state,
                         "burglar": c.card_id == state.hero,
                         "hand_until_turn": hands[c.card_id] + LONG_EVENT_TURNS
                         if c.card_id in hands else None,
                         "prowess": c.effective_prowess, "body": c.effective_body,
                         "items": [i.name for i in c.items]} for c in state.company],
            "hand": [name(c) for c in state.hand],
            "site_deck": [name(s) for s in state.sites],
            "resource_deck": len(state.resource_deck), "hazard_deck": len(state.hazard_deck),
            "hazard_hand_face_down": len(state.hazard_hand),
            "hazard_hand_face_up": [name(c) for c in state.row],
            "hazard_limit": state.hazard_limit, "hazards_played": state.hazards_played,
            **({"environments": [name(c) for c in state.environments]}
               if state.environments else {}),
            "long_events": [{"card": name(c), "until_turn": t + LONG_EVENT_TURNS}
                            for c, t in state.long_events],
            "burgled_items": [name(c) for c, _ in state.burgled],
            "factions": [name(c) for c in state.factions],
            "allies": allies.board(state.allies, name, state.tapped_allies,
                                   state.wounded_allies),
            "prisoners": [name(c) for c in state.prisoners],
            "stored": [name(c) for c, _ in state.stored],
            "tapped_sites": [name(s) for s in state.tapped_sites],
            "combat": None if state.combat is None else {
                "attack": state.combat.attack.to_json(), "stage": state.combat.stage,
                "assigned": list(state.combat.assigned), "facing": state.combat.facing,
                "alone": state.alone},
            "outcome": state.outcome, "tier": state.tier or None,
        }

    def score(self, state: State) -> dict[str, JSON]:
        """BWJ-MP-6..8: task resources stored at a Haven and creatures avoided by stealth."""
        return tasks.score(state)

    def _refusal(self, state: State, action: str) -> IllegalAction:
        kind, _, rest = action.partition(":")
        if state.outcome is None and state.phase == SITE and state.combat is None \
                and (held := hazard_events.refusal(state, self.catalog, kind)) is not None:
            return held
        if (ring := self._rings_refusal(state, action)) is not None:
            return ring
        if state.outcome is None and kind == "burgle":
            problem = moves.burglary_problem(state, self.catalog)
            if problem is not None:
                return IllegalAction(problem[0], clause=problem[1])
        if state.outcome is None and kind == "store":
            if not moves.site_of(state, self.catalog).is_haven or state.phase != ORGANIZATION:
                return IllegalAction("Task resources are stored at a Haven, in the "
                                     "organization phase.", clause="BWJ-MP-7")
            return IllegalAction(f"{rest or 'That card'} cannot be stored: only an item "
                                 "played by a successful burglary, a recruited faction or a "
                                 "Rescue Prisoners played does a task.", clause="BWJ-BURG-7")
        if state.outcome is None and kind == "use" and state.alone and state.combat is not None \
                and rest.count(":") >= 2 and rest.split(":")[1] != state.hero:
            return IllegalAction(f"{self._name(rest.split(':')[0])} cannot be used now: in a "
                                 "burglary the Burglar faces the attacks alone.",
                                 clause="BWJ-BURG-6")
        if state.outcome is None and kind == "play" and state.alone and state.combat is not None \
                and moves.hand_spell(state, Move("event", *(rest.split(":") + ["", ""])[:3]),
                                     self.generation()):
            return IllegalAction(f"{self._name(rest.split(':')[0])} cannot be played now: in a "
                                 "burglary the Burglar faces the attacks alone.",
                                 clause="BWJ-BURG-6")
        if state.outcome is None and kind == "influence" and self.plays_faction_facts():
            site = moves.site_of(state, self.catalog)
            refused = factions.refusal(state.hand, state.company, self.catalog, site,
                                       site.id in state.tapped_sites, action)
            if refused is not None:
                return refused
        if state.outcome is None and kind == "ally" and self.plays_allies():
            site = moves.site_of(state, self.catalog)
            refused = allies.refusal(state.hand, state.company, [a for a, _ in state.allies],
                                     self.catalog, site, site.id in state.tapped_sites, action)
            assert refused is not None
            return refused
        if state.outcome is None and kind == "hand":
            return IllegalAction("A Hand is played from the hand in the organization phase, "
                                 "at most three at once.", clause="BWJ-HAND-7")
        reasons = {
            "draw": ("Resource cards are drawn only after moving, at the start of the "
                     "movement/hazard phase: at least 1, at most the site's resource number "
                     f"({state.resource_draws} now).", "BWJ-SEQ-6"),
            "influence": ("A faction is recruited in the site phase, once the site where it is "
                          "playable has been entered, by an untapped character.",
                          INFLUENCE_ATTEMPT),
            "rescue": ("Rescue Prisoners is played by the untapped Burglar (never a Hand) at an "
                       "untapped Shadow-hold or Dark-hold, once entered.", "BWJ-OBJ-4"),
            "long-event": ("Long-events are played in the long-event phase.", "BWJ-LONG-1"),
        }
        if state.outcome is None and kind == "long-event" and rest in state.hand \
                and state.phase == LONG_EVENT and state.step == LONG_EVENTS \
                and (why := resource_longs.problem(state, self.catalog, rest, self.played)):
            return IllegalAction(f"{why}.", clause=resource_longs.PLAY_RULE)
        if state.outcome is None and kind in reasons:
            message, clause = reasons[kind]
            return IllegalAction(message, clause=clause)
        if state.outcome is None and kind == "move":
            return IllegalAction("The company moves in the organization phase to a site of "
                                 "the site deck that starter movement reaches.",
                                 clause=STARTER_MOVEMENT)
        return super()._refusal(state, action)

    # -- the turn ---------------------------------------------------------------------------
    def _refreshed(self, state: State, character: Character) -> str | None:
        """CoE 2.I.1: tapped characters untap; wounded ones heal to tapped only at a Haven."""
        if character.state == "tapped":
            return "untapped"
        return "tapped" if moves.site_of(state, self.catalog).is_haven else None

    def _at_haven(self, state: State) -> bool:
        return moves.site_of(state, self.catalog).is_haven

    def _waiting(self, state: State) -> bool:
        return super()._waiting(state) or (state.phase, state.step) in (
            (LONG_EVENT, LONG_EVENTS), (MOVEMENT_HAZARD, DRAW_RESOURCES),
            (MOVEMENT_HAZARD, DISCARD_HAND), (END_OF_TURN, OPTIONAL_DISCARD))

    def _leave_organization(self, ctx: Context[State]) -> None:
        """BWJ-HAND-3/4: Hands played two turns ago leave; their items go to the Burglar."""
        for card, played in ctx.state.hands:
            if ctx.state.turn >= played + LONG_EVENT_TURNS:
                who = ctx.state.character(card)
                items = [i.card_id for i in who.items] if who else []
                if who is not None:
                    self._allies_leave(ctx, who)
                ctx.emit("HandLeft", "BWJ-HAND-3", character=card, items_to_burglar=items)

    def _long_event_phase(self, ctx: Context[State]) -> None:
        """BWJ-LONG-1: long-events leave after two turns; resource long-events may be played."""
        has_long = any(self.catalog.get(c).event_type == "long" for c in ctx.state.hand)
        journey = self._journey(ctx.state)
        if journey is not None:  # a card lowering the hazard limit may be played too
            has_long = has_long or bool(travel.playable(ctx.state, journey, self.generation()))
        ctx.emit("PhaseBegan", "BWJ-SEQ-3", phase=LONG_EVENT,
                 step=LONG_EVENTS if has_long else "")
        for card, played in ctx.state.long_events:
            if ctx.state.turn >= played + LONG_EVENT_TURNS:
                ctx.emit("LongEventEnded", "BWJ-LONG-1", card=card, played=played)

    def _begin_movement(self, ctx: Context[State]) -> None:
        """BWJ-SEQ-4..8 and BWJ-SEQ-13: the hazard draws, the resource draws and the limit."""
        state = ctx.state
        here = moves.site_of(state, self.catalog)
        origin = self.catalog.find(state.turn_start, "Hero")
        if not state.moved:
            hazards, resources_, rule = 1, 0, "BWJ-SEQ-4"
        elif not here.is_haven:
            hazards, resources_, rule = here.hazard_draw or 0, here.resource_draw or 0, \
                "BWJ-SEQ-5"
        else:
            hazards, resources_, rule = origin.hazard_draw or 0, origin.resource_draw or 0, \
                "BWJ-SEQ-7"
        size = company_size(state.company)
        ctx.emit("PhaseBegan", rule, phase=MOVEMENT_HAZARD, draws=hazards,
                 resource_draws=max(1, resources_) if state.moved else 0,
                 step=DRAW_RESOURCES if state.moved else "", origin=origin.name)
        limit = base_hazard_limit(size)
        # A card changing it this turn (Horses), not below two.
        changed = {"card_change": state.limit_change} if state.limit_change else {}
        if state.limit_change:
            limit = max(effects.HAZARD_LIMIT_FLOOR, limit + state.limit_change)
        ctx.emit("HazardLimitSet", "BWJ-SEQ-13", limit=limit, company_size=size, **changed)

    def _movement_step(self, ctx: Context[State]) -> None:
        state = ctx.state
        if state.step == ADJUST:
            self._adjust_hand(ctx, "BWJ-SEQ-16")
            if ctx.state.step != DISCARD_HAND and ctx.state.outcome is None:
                self._after_movement(ctx)
            return
        if state.draws_left > 0:
            if not self._hazard_deck_ready(ctx):
                return
            rule = "BWJ-SEQ-4" if not state.moved else "BWJ-SEQ-7" \
                if moves.site_of(state, self.catalog).is_haven else "BWJ-SEQ-5"
            ctx.emit("HazardDrawn", rule, card=ctx.state.hazard_deck[0], to="hazard hand")
            return
        if state.hazards_played >= state.hazard_limit:
            ctx.emit("HazardPlayEnded", "BWJ-SEQ-12", face_down=len(state.hazard_hand),
                     face_up=len(state.row))
            return
        for card in state.row:
            keys = self._playable(state, card)
            if keys is not None:
                self._play_hazard(ctx, card, keys)
                return
        if state.hazard_hand:
            card = state.hazard_hand[0]
            ctx.emit("HazardRevealed", "BWJ-SEQ-10", card=card)
            return
        ctx.emit("HazardPlayEnded", "BWJ-SEQ-11", face_down=0, face_up=len(state.row))

    def _playable(self, state: State, card_id: str) -> list[str] | None:
        """How a revealed hazard can be played now (a creature's keyings, best for the hazard
        first, BWJ-SEQ-14), or None when it cannot be."""
        card = self.catalog.get(card_id)
        if not card.is_creature:
            script = hazards_in_play.scripted(card_id, self.long_event_generation())
            if script is not None and script.one_in_play and card_id in self._in_play(state):
                return None  # it cannot be duplicated while a copy is in play
            if hazard_events.open_modes(state, self.catalog, self.played, card_id) == []:
                return None  # its card's condition fails: it stays face up (BWJ-SEQ-11)
            return []
        if state.creatures_prevented:
            return None
        here = moves.site_of(state, self.catalog)
        path: tuple[str, ...] = ()
        if state.moved:
            origin = self.catalog.find(state.turn_start, "Hero")
            path = site_path(origin, here) or ()
        path, _ = resource_longs.treated(state, self.catalog, path, self.played)
        places = [Place(f"region {n}", REGION, t) for n, t in enumerate(path, start=1)]
        keys = keying_options(card, places, Place(here.name, SITE_PLACE, here.site_type or ""))
        if int(self.played) >= CREATURE_PLACES_FROM:
            origin = self.catalog.find(state.turn_start, "Hero") if state.moved else here
            keys += creature_places.text_keys(
                scripted_creature(card_id, self.creature_generation()), origin, here, path,
                state.moved, hazards_in_play.DOORS_OF_NIGHT in state.environments,
                [c for c, _ in state.faced if c], whole_path=int(self.played) >= PATHS_FROM)
        # Secret Entrance does nothing for a company moving to a site in a Dark-domain.
        keys = self.unbarred(state, keys, state.moved and region_type_of(here) == "dark-domain")
        if not keys:
            return None
        burglar = state.the_hero
        cloaked = burglar is not None and burglar.untapped and any(
            i.name == "Elven Cloak" for i in burglar.items)
        if cloaked:
            keys = sorted(keys, key=lambda k: k == "region-type:wilderness")
        return keys

    def _play_hazard(self, ctx: Context[State], card_id: str, keys: list[str]) -> None:
        card = self.catalog.get(card_id)
        number = ctx.state.hazards_played + 1
        if not card.is_creature:
            script = hazards_in_play.scripted(card_id, self.long_event_generation())
            stays = {"stays": True} if script is not None and script.stays_in_play else {}
            ctx.emit("HazardPlayed", "BWJ-SEQ-15", card=card_id, number=number,
                     long=card.event_type == "long", **stays)
            if script is not None and script.discards_resource_environments:
                for event, played in ctx.state.long_events:
                    if self.catalog.get(event).card_type == "Resource" and \
                            self.catalog.get(event).environment:
                        ctx.emit("EnvironmentDiscarded", "BWJ-LONG-1", card=event,
                                 played=played, by=card_id)
            found = hazard_events.open_modes(ctx.state, self.catalog, self.played, card_id)
            if found:  # the first that applies: one each, so far (BWJ-SEQ-15)
                hazard_events.play(ctx, self.catalog, card_id, found[0])
            return
        ctx.emit("HazardPlayed", "BWJ-SEQ-10", card=card_id, number=number, keyed=keys[0],
                 **self._moonlit(ctx.state))
        self._declare(ctx, self._creature_attack(ctx.state, card_id), "hand", card_id,
                      rule="BWJ-SEQ-14", keyed=keys[0])

    def _declare(self, ctx: Context[State], attack: Attack, origin: str, card: str | None,
                 rule: str | None = None, keyed: str | None = None) -> None:
        """An attack begins, with the scripted long-events in play (BWJ-LONG-1)."""
        bonuses = []
        generation = self.long_event_generation()
        doors = hazards_in_play.DOORS_OF_NIGHT in ctx.state.environments
        for event, _ in ctx.state.long_events:
            modifier = next((m for m in hazards_in_play.modifiers(event, generation, doors)
                             if m.applies(attack.races(), attack.automatic)), None)
            if modifier is not None:
                attack = attack.modified(modifier.strikes, modifier.prowess)
                bonuses.append(event)
        prowess, cards = resource_longs.attack_bonus(ctx.state, attack, self.played)
        if cards:  # Lapse of Will (BWJ-LONG-1)
            attack = attack.modified(0, prowess)
            bonuses.extend(cards)
        attack, horses = self._creature_bonus(attack, origin, ctx.state)
        aroused: dict[str, JSON] = {}
        if origin == "automatic":  # Arouse Minions and the like: the first one at the site
            prowess, cards = hazard_events.automatic_bonus(
                ctx.state, moves.site_of(ctx.state, self.catalog))
            if cards:
                attack = attack.modified(0, prowess)
                aroused = {"hazard_events": list(cards)}
        elif card is not None:  # Dragon's Desolation, Fell Beast: the next of their races
            strikes, prowess, cards = hazard_events.attack_bonus(ctx.state, attack.races())
            if cards:
                attack = attack.modified(strikes, prowess)
                aroused = {"hazard_events": list(cards)}
        ctx.emit("AttackDeclared", rule or coe.AUTOMATIC_ATTACKS, attack=attack.to_json(),
                 origin=origin, card=card, keyed=keyed, long_events=bonuses,
                 alone=ctx.state.alone, **horses, **aroused)
        self._creature_declared(ctx)

    def _end_attack(self, ctx: Context[State]) -> None:
        """BWJ-MP-1..5: a creature's attack canceled by a stealth card earns its points."""
        fight = ctx.state.combat
        assert fight is not None
        by = ctx.state.canceled_by
        alone = len(ctx.state.company) == 1
        super()._end_attack(ctx)
        burglar = ctx.state.the_hero
        if fight.card and by and burglar is not None and not [
                c for c in fight.assigned if c != burglar.card_id] and tasks.is_stealth(
                self.catalog.get(by), burglar.has_skill("ranger")) and (
                fight.canceled or self._strike_avoided(fight, alone)):
            ctx.emit("StealthPointsEarned", "BWJ-MP-2", creature=fight.card, by=by,
                     points=fight.attack.marshalling_points)

    def _moonlit(self, state: State) -> dict[str, JSON]:
        """The Moon treating the site path the creature is keyed to, if it does."""
        if not state.moved:
            return {}
        origin = self.catalog.find(state.turn_start, "Hero")
        path = site_path(origin, moves.site_of(state, self.catalog)) or ()
        treated, moon = resource_longs.treated(state, self.catalog, path, self.played)
        return {} if moon is None else {"moon": moon, "path": list(path),
                                        "treated": list(treated)}

    def _strike_bonuses(self, state: State, who: Character) -> list[Modifier]:
        return resource_longs.strike_modifiers(state, who, self.played)

    def _kept(self, ctx: Context[State], who: Character, instead: str) -> bool:
        """Elf-song in play keeps a character at a Haven from being discarded."""
        state = ctx.state
        if not resource_longs.plays(self.played) \
                or resource_longs.ELF_SONG not in resource_longs.in_play(state) \
                or not moves.site_of(state, self.catalog).is_haven:
            return False
        ctx.emit("CharacterKept", resource_longs.RULE, character=who.card_id, by="Elf-song",
                 instead=instead)
        return True

    @staticmethod
    def _in_play(state: State) -> tuple[str, ...]:
        """The hazard events in play: long-events and permanent environments."""
        return (*(e for e, _ in state.long_events), *state.environments)

    def _strike_avoided(self, fight: Combat, alone: bool) -> bool:
        """BWJ-MP-2, BWJ-MP-3 (from ``GENERATION_2_FROM``, where Halfling Stealth cancels a
        strike): the lone Burglar's strike, the attack's only one, canceled by a stealth card
        avoids the creature as a canceled attack would."""
        return int(self.played) >= GENERATION_2_FROM and alone and len(fight.assigned) == 1 \
            and fight.resolved == fight.assigned and fight.defeated == 0

    def _hand_limit(self, state: State) -> int:
        """The resource hand's size: five (BWJ-SEQ-16, BWJ-SEQ-18), and from
        ``HAND_BONUS_FROM`` one more for each character of the company whose card gives it
        where the company is (Elrond at Rivendell, Galadriel at Lórien, Círdan at the Grey
        Havens, Pallando anywhere)."""
        return HAND_SIZE + character_texts.hand_bonus(
            self.played, HAND_BONUS_FROM, [self.catalog.get(c.card_id) for c in state.company],
            moves.site_of(state, self.catalog))

    def _adjust_hand(self, ctx: Context[State], rule: str) -> None:
        """Bring the resource hand to its size: draw up, or discard the excess (player's
        choice)."""
        held, size = len(ctx.state.hand), self._hand_limit(ctx.state)
        if held > size:
            ctx.emit("HandOverLimit", rule, cards=held,
                     **({"size": size} if size != HAND_SIZE else {}))
        elif held < size:
            self._draw(ctx, size - held, rule)

    def _after_movement(self, ctx: Context[State]) -> None:
        if moves.site_of(ctx.state, self.catalog).is_haven:
            ctx.emit("PhaseBegan", "BWJ-SEQ-18", phase=END_OF_TURN)
        else:
            ctx.emit("PhaseBegan", "BWJ-SEQ-17", phase=SITE)

    def _end_of_turn(self, ctx: Context[State]) -> None:
        """BWJ-SEQ-18: the player may discard one card, then the hand is brought to five;
        BWJ-WIN-1: the Council meets at the end of the turn the resource deck ran out."""
        state = ctx.state
        if state.step == "":
            ctx.emit("DiscardOffered", "BWJ-SEQ-18", cards=len(state.hand))
            return
        if state.step == ADJUST:
            self._adjust_hand(ctx, "BWJ-SEQ-18")
            if ctx.state.step == DISCARD_HAND or ctx.state.outcome is not None:
                return
        self._finish_turn(ctx)

    def _finish_turn(self, ctx: Context[State]) -> None:
        if not ctx.state.exhausted:
            self._end_turn(ctx)
            return
        state = ctx.state
        ctx.emit("CouncilCalled", "BWJ-WIN-1", tasks=list(state.tasks), points=state.points)
        tier = tasks.verdict(len(state.tasks), state.points)
        done = len(state.tasks)
        record = f"{done} task{'' if done == 1 else 's'} and {state.points} marshalling points"
        if tier is None:
            ctx.emit("GameEnded", "BWJ-WIN-6", outcome="lost", tier="",
                     reason=f"not hired: {record}")
        else:
            ctx.emit("GameEnded", tier.clause, outcome="won", tier=tier.name,
                     reason=f"hired for {tier.name}: {record}")

    def _deck_exhausted(self, ctx: Context[State]) -> None:
        if not ctx.state.exhausted:
            ctx.emit("ResourceDeckExhausted", "BWJ-WIN-1", turn=ctx.state.turn)

    def _item_fields(self, state: State, item: Card) -> dict[str, JSON]:
        """BWJ-BURG-5/7, BWJ-OBJ-1/2: an item played by burglary, and the task it may do."""
        burgled = state.step == BURGLED
        site = moves.site_of(state, self.catalog)
        task = ""
        if burgled and item.item_class in ("major", "greater"):
            task = DRAGON if decks.dragon_lair(site) else \
                ORCS if decks.orc_hold(site) else ""
        return {"burgled": burgled, "task": task}

    def _eliminate(self, ctx: Context[State], card_id: str) -> None:
        """BWJ-HAND-6: a Hand killed leaves one item of the player's choice to the Burglar."""
        state = ctx.state
        who = state.character(card_id)
        burglar = state.the_hero
        if card_id not in dict(state.hands) or who is None or burglar is None:
            super()._eliminate(ctx, card_id)
            return
        heirs = [burglar.card_id] if who.items else []
        self._allies_leave(ctx, who)
        ctx.emit("CharacterEliminated", "BWJ-HAND-6", character=card_id, items_to=[],
                 items_discarded=[] if heirs else [i.card_id for i in who.items],
                 items_left=[i.card_id for i in who.items] if heirs else [], heirs=heirs)

    # -- decisions of this scenario ---------------------------------------------------------
    def _do_assign_done(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """BWJ-BURG-6: after a failed burglary every strike falls on the Burglar."""
        state = ctx.state
        fight = state.combat
        if not state.alone or fight is None:
            super()._do_assign_done(ctx, move, args)
            return
        if state.hero not in fight.assigned:
            ctx.emit("StrikeAssigned", "BWJ-BURG-6", character=state.hero, by="attacker")
        ctx.emit("StrikesAssigned", "BWJ-BURG-6", excess=fight.attack.strikes - 1,
                 excess_on=state.hero)

    def _do_move(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        self._leave_organization(ctx)
        ctx.emit("CounterMoved", STARTER_MOVEMENT, origin=ctx.state.location, to=move.place)
        if self.plays_ally_regions():  # an ally bound to regions the site is not in leaves
            allies.left_regions(ctx, ctx.state.allies, self.catalog,
                                moves.site_of(ctx.state, self.catalog),
                                [c.card_id for c in ctx.state.company])
        self._long_event_phase(ctx)

    def _do_stay(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        self._leave_organization(ctx)
        ctx.emit("StayedPut", "BWJ-SEQ-4", place=ctx.state.location)
        self._long_event_phase(ctx)

    def _do_river(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        hazard_events.cross(ctx, move.target)

    def _do_item(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """Greed in force at the site: the others check as the item is played."""
        checks = hazard_events.greed(ctx.state, self.catalog, move.card, move.target)
        super()._do_item(ctx, move, args)
        for who, modifier in checks:
            still = ctx.state.character(who.card_id)
            if still is None or ctx.state.outcome is not None:
                continue  # a check failed before took him, or the game is over
            self._corruption_checked(ctx, still, [Modifier(
                modifier, f"card:{move.card}", "Greed: the item's corruption points",
                hazard_events.RULE)])

    def _do_hand(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("HandPlayed", "BWJ-HAND-1", character=move.card, turn=ctx.state.turn)

    def _do_store(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """BWJ-MP-6/7: a task resource stored at a Haven counts once per task."""
        task = move.mode
        new = bool(task) and task not in ctx.state.tasks
        points = tasks.points_of(self.catalog.get(move.card)) if new else 0
        ctx.emit("ResourceStored", "BWJ-MP-7", card=move.card, task=task, points=points,
                 site=ctx.state.location)
        if new:
            ctx.emit("TaskCompleted", tasks.TASK_CLAUSES[task], task=task, card=move.card)

    def _do_long_event(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("LongEventPlayed", "BWJ-LONG-1", card=move.card, turn=ctx.state.turn)

    def _do_long_events_done(self, ctx: Context[State], move: Move,
                             args: Mapping[str, JSON]) -> None:
        self._begin_movement(ctx)

    def _do_draw(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        rule = "BWJ-SEQ-8" if moves.site_of(ctx.state, self.catalog).is_haven else "BWJ-SEQ-6"
        self._draw(ctx, int(move.mode), rule)

    def _do_burgle(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """BWJ-BURG-1..6."""
        state = ctx.state
        burglar = state.the_hero
        assert burglar is not None
        site = moves.site_of(state, self.catalog)
        ctx.emit("BurglaryAttempted", "BWJ-BURG-3", character=burglar.card_id, site=site.id)
        index = ctx.table.position("dice")
        dice = ctx.roll(f"burglary by {burglar.name}", "BWJ-BURG-4")
        roll = sum(dice)
        scout = SCOUT_BONUS if burglar.has_skill("scout") else 0
        hobbit = HOBBIT_BONUS if burglar.race == "Hobbit" else 0
        bonus = scout + hobbit
        total = roll + bonus
        explained: dict[str, JSON] = {}
        if self.explains():
            source = f"card:{burglar.card_id}"
            explained["check"] = check(dice, [
                Modifier(scout, source, f"{burglar.name} is a scout", "BWJ-BURG-4"),
                Modifier(hobbit, source, f"{burglar.name} is a Hobbit", "BWJ-BURG-4")],
                BURGLARY_NEEDS, ABOVE, index).to_json()
        if total > BURGLARY_NEEDS:
            ctx.emit("BurglarySucceeded", "BWJ-BURG-5", roll=roll, bonus=bonus, total=total,
                     **explained)
            return
        attacks = [Attack.automatic_attack(site, a, 1) for a in site.automatic_attacks]
        ctx.emit("BurglaryFailed", "BWJ-BURG-6", roll=roll, bonus=bonus, total=total,
                 attacks=[a.to_json() for a in attacks], **explained)

    def _do_influence(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """CoE 2.V.3 with BWJ-FACT-1 and BWJ-HAND-10: a faction recruited is information."""
        who = ctx.state.character(move.target)
        assert who is not None
        faction = self.catalog.get(move.card)
        # The character's printed bonus against the faction (``character_texts``).
        bonuses = character_texts.influence_modifiers(self.played, self.character_bonuses_from,
                                                      self.catalog.get(who.card_id), faction)
        # What the items he bears add against it (``item_texts``).
        bonuses += item_texts.influence_modifiers(self.played, self.item_influence_from,
                                                  self.catalog.get, who, faction)
        if self.plays_faction_facts():
            # By its facts (``hobbit.factions``), with the cards played for the attempt;
            # recruited, it taps the site (CoE 2.V.3).
            cards, twice, draws = self.influence_cards_for(ctx.state, who)
            if factions.attempt(ctx, faction, who, who.direct_influence, bonuses,
                                self.explains(), moves.site_of(ctx.state, self.catalog).id,
                                cards, twice, rule="BWJ-FACT-1") and draws:
                self._draw(ctx, draws, INFLUENCE_ATTEMPT)
            return
        needed = decks.influence_number(faction) or 0
        index = ctx.table.position("dice")
        dice = ctx.roll(f"influence attempt on {faction.name}", INFLUENCE_ATTEMPT)
        roll = sum(dice)
        attempt = influence_check(roll, who.direct_influence, needed,
                                  sum(m.amount for m in bonuses))
        explained: dict[str, JSON] = {}
        if self.explains():
            explained["check"] = influence_roll(who, dice, index, needed, bonuses).to_json()
        ctx.emit("FactionInfluenced", "BWJ-FACT-1" if attempt.succeeded else INFLUENCE_ATTEMPT,
                 card=move.card, character=who.card_id, roll=roll,
                 direct_influence=who.direct_influence, needed=needed,
                 succeeded=attempt.succeeded,
                 **({"bonus": sum(m.amount for m in bonuses)} if bonuses else {}),
                 **explained)

    def _do_rescue(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("PrisonersRescued", "BWJ-OBJ-4", card=move.card, character=move.target,
                 site=moves.site_of(ctx.state, self.catalog).id)

    def _do_discard(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        state = ctx.state
        rule = "BWJ-SEQ-16" if state.phase == MOVEMENT_HAZARD else "BWJ-SEQ-18"
        ctx.emit("ResourceDiscarded", rule, card=move.card)
        if state.step == DISCARD_HAND and len(ctx.state.hand) <= self._hand_limit(ctx.state):
            if state.phase == MOVEMENT_HAZARD:
                self._after_movement(ctx)
            else:
                self._finish_turn(ctx)

    def _do_keep(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("DiscardDeclined", "BWJ-SEQ-18")

    # -- evolve: what this scenario adds ----------------------------------------------------
    def _on_CompanyFormed(self, state: State, d: Mapping[str, Any]) -> State:
        burglar = Character.from_card(self.catalog.get(str(d["burglar"])))
        item = self.item_in_play(str(d["item"]))
        return replace(state, company=(burglar.with_item(item),), hero=burglar.card_id)

    def _on_TurnBegan(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(super()._on_TurnBegan(state, d), burglary_tried=False, alone=False,
                       hazards_played=0, hazard_limit=0, resource_draws=0, hazard_effects=())

    def _on_HazardLimitChanged(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, hazard_limit=int(d["limit"]))

    def _on_HazardEffectInForce(self, state: State, d: Mapping[str, Any]) -> State:
        # Words of Power and Terror: every character's prowess to the end of the turn.
        weaker = int(d["amount"]) if d["effect"] == effects.COMPANY_PROWESS_TURN else 0
        return replace(state, company_prowess=state.company_prowess + weaker,
                       hazard_effects=(*state.hazard_effects, (
                           str(d["card"]), str(d["effect"]), str(d["target"]),
                           int(d["amount"]))))

    def _on_HazardEffectEnded(self, state: State, d: Mapping[str, Any]) -> State:
        card, effect = str(d["card"]), str(d["effect"])
        return replace(state, hazard_effects=tuple(
            e for e in state.hazard_effects if (e[0], e[1]) != (card, effect)))

    def _on_PhaseBegan(self, state: State, d: Mapping[str, Any]) -> State:
        state = super()._on_PhaseBegan(state, d)
        step = d.get("step")
        return replace(state, step=str(step) if step is not None else state.step,
                       resource_draws=int(d.get("resource_draws") or 0))

    def _on_HazardLimitSet(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, hazard_limit=int(d["limit"]))

    def _on_HazardDrawn(self, state: State, d: Mapping[str, Any]) -> State:
        state = super()._on_HazardDrawn(state, d)
        return replace(state, hazard_hand=(*state.hazard_hand, str(d["card"])))

    def _on_HazardRevealed(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, hazard_hand=state.hazard_hand[1:], row=(*state.row, str(d["card"])))

    def _on_HazardPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        index = state.row.index(card)
        state = replace(state, row=state.row[:index] + state.row[index + 1:],
                        hazards_played=state.hazards_played + 1)
        if d.get("keyed") is not None:
            return state  # a creature: discarded when its attack ends
        if d.get("long"):
            return replace(state, long_events=(*state.long_events, (card, state.turn)))
        if d.get("stays"):
            return replace(state, environments=(*state.environments, card))
        return replace(state, hazard_discard=(*state.hazard_discard, card))

    def _on_HazardPlayEnded(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, step=ADJUST)

    def _on_ResourcesDrawn(self, state: State, d: Mapping[str, Any]) -> State:
        state = super()._on_ResourcesDrawn(state, d)
        return replace(state, step="") if state.step == DRAW_RESOURCES else state

    def _on_ResourceDeckExhausted(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, exhausted=True)

    def _on_HandPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["character"])
        state = self._take_from_hand(state, card, to_discard=False)
        return replace(state, company=(*state.company,
                                       Character.from_card(self.catalog.get(card))),
                       hands=(*state.hands, (card, int(d["turn"]))))

    def _on_HandLeft(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["character"])
        who = state.character(card)
        burglar = state.the_hero
        company = state.company
        if who is not None and burglar is not None:
            for item in who.items:
                burglar = burglar.with_item(item)
            company = replace_one(company, burglar)
        state = self._remove(replace(state, company=company), card)
        return replace(state, hands=tuple(h for h in state.hands if h[0] != card),
                       resource_discard=(*state.resource_discard, card))

    def _on_CharacterEliminated(self, state: State, d: Mapping[str, Any]) -> State:
        state = super()._on_CharacterEliminated(state, d)
        card = str(d["character"])
        return replace(state, hands=tuple(h for h in state.hands if h[0] != card))

    def _on_CharacterDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        state = super()._on_CharacterDiscarded(state, d)
        card = str(d["character"])
        return replace(state, hands=tuple(h for h in state.hands if h[0] != card))

    def _on_LongEventPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        state = self._take_from_hand(state, card, to_discard=False)
        return replace(state, long_events=(*state.long_events, (card, int(d["turn"]))))

    def _on_EnvironmentDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        return self._on_LongEventEnded(state, d)

    def _on_LongEventEnded(self, state: State, d: Mapping[str, Any]) -> State:
        card, played = str(d["card"]), int(d["played"])
        index = state.long_events.index((card, played))
        long_events = state.long_events[:index] + state.long_events[index + 1:]
        hazard = self.catalog.get(card).card_type == "Hazard"
        return replace(state, long_events=long_events,
                       hazard_discard=(*state.hazard_discard, card) if hazard
                       else state.hazard_discard,
                       resource_discard=state.resource_discard if hazard
                       else (*state.resource_discard, card))

    def _on_BurglaryAttempted(self, state: State, d: Mapping[str, Any]) -> State:
        burglar = state.character(str(d["character"]))
        assert burglar is not None
        return replace(state, company=replace_one(state.company, burglar.tap()),
                       tapped_sites=(*state.tapped_sites, str(d["site"])), burglary_tried=True)

    def _on_BurglarySucceeded(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, step=BURGLED)

    def _on_BurglaryFailed(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, step=ENTERED, alone=True,
                       pending_attacks=tuple(Attack.from_json(a) for a in d["attacks"]))

    def _on_ItemPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        state = super()._on_ItemPlayed(state, d)
        tapped = tuple(dict.fromkeys(state.tapped_sites))  # tapped once, whatever taps it
        if not d.get("burgled"):
            return replace(state, tapped_sites=tapped)
        return replace(state, tapped_sites=tapped, step=ENTERED,
                       burgled=(*state.burgled, (str(d["item"]), str(d["task"]))))

    def _on_FactionInfluenced(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        state = self._influence_spent(state, str(d["character"]))
        who = state.character(str(d["character"]))
        assert who is not None
        state = self._take_from_hand(state, card, to_discard=not d["succeeded"])
        state = replace(state, company=replace_one(state.company, who.tap()))
        if d.get("site"):
            state = replace(state, tapped_sites=(*state.tapped_sites, str(d["site"])))
        return replace(state, factions=(*state.factions, card)) if d["succeeded"] else state

    def _on_PrisonersRescued(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        who = state.character(str(d["character"]))
        assert who is not None
        state = self._take_from_hand(state, card, to_discard=False)
        return replace(state, company=replace_one(state.company, who.tap()),
                       tapped_sites=(*state.tapped_sites, str(d["site"])),
                       prisoners=(*state.prisoners, card))

    def _on_ResourceStored(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        bearer = state.bearer_of(card)
        company = state.company
        if bearer is not None:
            company = replace_one(company, bearer.without_item(card)[0])
        return replace(state, company=company,
                       factions=tuple(f for f in state.factions if f != card),
                       prisoners=tuple(p for p in state.prisoners if p != card),
                       burgled=tuple(b for b in state.burgled if b[0] != card),
                       stored=(*state.stored, (card, str(d["task"]))),
                       task_points=state.task_points + int(d["points"]))

    def _on_TaskCompleted(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, tasks=(*state.tasks, str(d["task"])))

    def _on_CardPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(super()._on_CardPlayed(state, d), last_card=str(d["card"]))

    def _on_ItemTapped(self, state: State, d: Mapping[str, Any]) -> State:
        """From ``GENERATION_5_FROM`` an item tapped is the card used last (an attack it
        cancels is canceled by it, no stealth card: BWJ-MP-2)."""
        after = super()._on_ItemTapped(state, d)
        return replace(after, last_card=str(d["item"])) \
            if int(self.played) >= GENERATION_5_FROM else after

    def _on_ItemInUse(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, last_card=str(d["item"]))

    def _on_PlayerRuling(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(super()._on_PlayerRuling(state, d), last_card=str(d["card"]))

    def _on_ItemUsed(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(super()._on_ItemUsed(state, d), last_card=str(d["item"]))

    def _on_AttackDeclared(self, state: State, d: Mapping[str, Any]) -> State:
        spent = [str(c) for c in d.get("hazard_events") or ()]  # on this automatic-attack
        return replace(super()._on_AttackDeclared(state, d), canceled_by="", last_card="",
                       hazard_effects=tuple(e for e in state.hazard_effects
                                            if e[0] not in spent))

    def _on_AttackCanceled(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(super()._on_AttackCanceled(state, d), canceled_by=state.last_card)

    def _on_StrikeCanceled(self, state: State, d: Mapping[str, Any]) -> State:
        by = state.last_card if d.get("character") == state.hero else state.canceled_by
        return replace(super()._on_StrikeCanceled(state, d), canceled_by=by)

    def _on_AttackEnded(self, state: State, d: Mapping[str, Any]) -> State:
        state = super()._on_AttackEnded(state, d)
        return replace(state, alone=state.alone and bool(state.pending_attacks))

    def _on_StealthPointsEarned(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, stealth_points=state.stealth_points + int(d["points"]))

    def _on_DiscardOffered(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, step=OPTIONAL_DISCARD)

    def _on_DiscardDeclined(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, step=ADJUST)

    def _on_ResourceDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        state = super()._on_ResourceDiscarded(state, d)
        return replace(state, step=ADJUST) if state.step == OPTIONAL_DISCARD else state

    def _on_GameEnded(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(super()._on_GameEnded(state, d), tier=str(d.get("tier") or ""))
