"""There and Back Again: a Hobbit and a company of Dwarves travel a fixed row of seven regions
from Bag End to The Lonely Mountain and back with a greater item (clauses ``TBA-*``; the
standard rules are the Council of Elrond rules, cited ``CoE-*``).

The turn's phases are the Hobbit family's (``domain.rulesets.hobbit``); this scenario states how
it differs, one module per phase: the counter's move and the Dwarves who leave
(``organization``), the long-event phase and the resource events in play
(``long_event_phase``), the fixed row and its hazard draws, the face-up creatures that attack
again and the threats (``movement``), Dragon's Desolation at The Lonely Mountain, the greater
item given to the Hobbit and the factions (``site``), and the refusals naming its clauses
(``refusals``); what they share is ``rules``, the version constants ``versions``. This module
is the scenario itself: its version history, set-up, views and the Wizard as a
short-event."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from domain.canonical import JSON
from domain.cards import Card
from domain.engine import character_view, effects
from domain.engine.characters import Character
from domain.engine.creature_scripts import DEFENDER_CHOICE, MIDDLE_OF_PATH
from domain.engine.movement import site_named
from domain.immutable import replace
from domain.options import OptionType
from domain.ruleset import Action, Context, Fact, played_since, register
from domain.rulesets.hobbit import FamilyClauses, allies, character_texts, creature_texts, no_use
from domain.rulesets.hobbit import rescue as prisoners
from domain.rulesets.hobbit.combat import readiness
from domain.rulesets.hobbit.decks import played_types, typed_options
from domain.rulesets.hobbit.moves import collector
from domain.rulesets.hobbit.piles import discard_piles
from domain.rulesets.there_and_back_again import (
    board_views,
    decks,
    layout,
    mountain_moves,
    narrate,
    policy,
    rescue,
)
from domain.rulesets.there_and_back_again.long_event_phase import LongEventRules
from domain.rulesets.there_and_back_again.movement import MovementRules
from domain.rulesets.there_and_back_again.moves import WIZARD, Move, legal
from domain.rulesets.there_and_back_again.organization import OrganizationRules
from domain.rulesets.there_and_back_again.refusals import Refusals
from domain.rulesets.there_and_back_again.site import SiteRules
from domain.rulesets.there_and_back_again.state import State
from domain.rulesets.there_and_back_again.versions import (
    ALLIES_FROM,
    ALLY_INFLUENCE_FROM,
    ALLY_STRIKES_FROM,
    ALLY_TEXTS_FROM,
    ANY_WIZARD_FROM,
    ASKED_CHECKS_FROM,
    ASSIGNMENT_CITED_SINCE,
    BILL_MOVE_FROM,
    BODY_CHECKS_FROM,
    CARD_POOL_FROM,
    CARD_POOL_GENERATIONS,
    CHARACTER_BONUSES_FROM,
    CHECK_HELPERS_SINCE,
    CHECK_POINTS_SINCE,
    COMPANY_CHECKS_SINCE,
    CORRUPTED_FATE_FROM,
    CREATURE_DISCARDS_FROM,
    CREATURE_SCRIPTS_4_FROM,
    CREATURE_SCRIPTS_FROM,
    DARK_QUARRELS_FROM,
    DWARVEN_GIFTS_FROM,
    FACTION_FACTS_FROM,
    FATE_REASON_SINCE,
    FOLLOWER_BONUSES_FROM,
    FORD_FROM,
    GATES_TREATMENTS_FROM,
    GENERATION_3_FROM,
    GENERATION_4_FROM,
    GENERATION_5_FROM,
    GENERATION_6_FROM,
    GENERATION_10_FROM,
    GENERATION_11_FROM,
    GENERATION_17_FROM,
    GENERATION_18_FROM,
    GENERATION_19_FROM,
    GENERATION_20_FROM,
    GENERATION_24_FROM,
    GENERATIONS_15_16_FROM,
    GOLLUM_RING_FROM,
    HAND_SIZE,
    HORSES_FROM,
    INFLUENCE_CARDS_FROM,
    IRON_CROWN_FROM,
    ITEM_FOLLOWERS_FROM,
    ITEM_INFLUENCE_FROM,
    ITEM_LOST_CITED_FROM,
    ITEM_PLACES_FROM,
    ITEM_SITE_TREATED_FROM,
    KEPT_TOLD_FROM,
    KEPT_UNTAPPED_SINCE,
    MIND_FROM,
    MOUNTAIN_MOVES_FROM,
    NAMED_ITEMS_FROM,
    NOTHING_TO_ACT_FROM,
    ONE_KEEPER_SINCE,
    PALANTIRI_FROM,
    QUIET_LANDS_FROM,
    RING_POWERS_FROM,
    RING_TESTS_FROM,
    SEARCH_PLACES_FROM,
    SETUP_OPTIONS_FROM,
    SLAYER_FROM,
    STEALTH_ROW_FROM,
    STRIKE_CARDS_FROM,
    STRUCK_BODY_FROM,
)

#: What a creature script says that this scenario does not play, and why (the coverage's).
UNPLAYED = creature_texts.UNPLAYED_KEYED
#: What of a creature script's missing parts this scenario plays (the coverage's): the
#: company stands on one named location card, so the region a creature is keyed to is named.
PLAYED_PARTS = (MIDDLE_OF_PATH, DEFENDER_CHOICE)

RULES_NOTES: dict[str, str] = {
    "TBA-LAYOUT-2": "Ettenmoors is laid under Arthedain as the text lists it; nothing forces "
                    "the company to visit it.",
    "TBA-LAYOUT-4": "Regions are adjacent only to their neighbours in the row; a site connects "
                    "only to the region above it.",
    "TBA-COMP-2": "Bilbo is the only Hobbit the list offers, so he is the Hobbit.",
    "TBA-SEQ-3": "From a site the counter may move only to the region containing the site.",
    "TBA-SEQ-7": "The face-up creatures the company faces are hazard creatures played on it: "
                 "from version 58, with none to be played on it this turn (Stealth), they do "
                 "not attack and stay in the row (TBA-HAZ-3 says only that the hazards drawn "
                 "still go there).",
    "TBA-SEQ-9": "Only creatures and Dragon's Desolations are in a legal hazard deck, so no "
                 "other hazard is ever drawn.",
    "TBA-SEQ-13": "Backing up to any site means revisiting a laid-out site by the normal "
                  "moves; location cards never leave the table.",
    "TBA-SEQ-17": "The starting hand is five cards; with more than five after the end-of-turn "
                  "draw, discard down to five.",
    "TBA-HAZ-4": "The missing fourth tie-break is read as lowest prowess; the attacker assigns "
                 "untapped characters first (TBA-RES-2), then tapped, then wounded. Excess "
                 "strikes (CoE 3.iv.2) are also the attacker's choice: all of them go to the "
                 "strike of the character this order selects first among those facing "
                 "strikes (or on the last strike resolved, if that strike is canceled before "
                 "its sequence).",
    "TBA-HAZ-5": "'Played' means a creature attacks; site automatic-attacks do not count but "
                 "do receive the bonus. The second attack itself gets no bonus.",
    "TBA-HAZ-6": "Any Wolf, Spider or Animal attack counts, as the clause says attacks: "
                 "from version 55 Rescue Prisoners' Spiders too, though no creature's; site "
                 "automatic-attacks do not count but do receive the bonus.",
    "TBA-HAZ-9": "The discard pile is reshuffled when a hazard must be drawn from an empty "
                 "deck.",
    "TBA-RES-2": "Tapped characters take strikes before wounded ones.",
    "TBA-RES-5": "The greater item is given to the Hobbit when he bears it, either played on "
                 "him at The Lonely Mountain or transferred to him later.",
    "TBA-WIN-1": "A Hobbit a failed corruption check takes, discarded or eliminated (CoE "
                 "7.1), is 'eliminated' as the same rules' Burglar is 'eliminated by death or "
                 "by corruption' (BWJ-WIN-5): from version 63 his loss cites this clause, the "
                 "game's end saying he is lost to corruption (in 62, a check's discard cited "
                 "TBA-WIN-3). A Hobbit discarded from version 8 by a creature's text (the "
                 "Abductor, Giant Spiders) can never return home: that also loses the game, "
                 "but the clause speaks of an eliminated Hobbit only, so from version 62 that "
                 "loss cites TBA-WIN-3, and the game's end says he is discarded; before, it "
                 "cited this clause.",
    "TBA-WIN-3": "A Hobbit a creature's text discards never comes back: the company is the "
                 "starting one (TBA-COMP-1, TBA-COMP-6), the resource deck holds no character "
                 "to play (TBA-DECK-9, TBA-RES-3). From version 62 his discard ends the game "
                 "lost at once, citing this clause, which he can no longer meet (only "
                 "TBA-WIN-2's loss would be left to come).",
}


def _attack_rank(character: Character) -> tuple[int, int, int, int, int]:
    """TBA-HAZ-4 with TBA-RES-2: untapped first, then highest mind, most direct influence,
    lowest body, lowest prowess."""
    return (readiness(character), -character.mind, -character.direct_influence,
            character.effective_body, character.effective_prowess)


@register
class ThereAndBackAgain(Refusals, OrganizationRules, LongEventRules, MovementRules, SiteRules):
    id = "there-and-back-again"
    #: 2: every roll's outcome records its check (the wounded +1, each strike modifier with
    #: its source) and the turn's first facts cite the turn sequence; 1 replays as played.
    #: 3: the game lost with the Hobbit names him ("Bilbo is eliminated"); 1 and 2 replay as
    #: played.
    #: 4: items carry the catalog's item facts: one weapon, armour and shield in use at a
    #: time, maxima, a Hobbit's Sting, a Dwarf's axes, a blade against Orcs, warrior-only
    #: bonuses; the second generation of scripted cards is played (Halfling Stealth, The
    #: Cock Crows, ...); 1 to 3 replay as played.
    #: 5: a hoard item is played only at a Dragon's lair (TD-HOARD-1, TD-HOARD-4); 1 to 4
    #: replay as played.
    #: 6: the third generation of scripted cards is played: the Shield of Iron-bound Ash and
    #: the Great-shield of Rohan tap to help their bearer against a strike; 1 to 5 replay as
    #: played.
    #: 7: the fourth generation: The Arkenstone taps to untap a Dwarf, who then makes a
    #: corruption check at -2; 1 to 6 replay as played.
    #: 8: the engine's creature scripts are played: the attacker chooses every defender of an
    #: Ambusher or a Cave-drake (TBA-HAZ-4), the Abductor discards the character it wounds,
    #: Giant Spiders the one whose body check equals his body; 1 to 7 replay as played.
    #: 9: a character's corruption checks add the modifier his card prints where the
    #: card data leaves it out (character_rules: Bilbo +4, most Dwarves -1); 1 to 8
    #: replay as played.
    #: 10: the creature scripts up to generation 4 are read as the Hobbit family plays them
    #: (``hobbit.creature_texts``): a Corpse-candle's attack makes every character check
    #: corruption first, an Orc-lieutenant or Orc-warband is stronger after an Orc attack this
    #: turn, each wound of Brigands costs the company an item; 1 to 9 replay as played.
    #: 11: the characters' printed bonuses are played (``hobbit.character_texts``): a Dwarf's
    #: prowess against an attack by Orcs (Thorin II +3, Balin +2, most +1) in the strike roll;
    #: 1 to 10 replay as played.
    #: 12: any Wizard of the resource deck is played as the Wizard's short-event (TBA-RES-3,
    #: TBA-DECK-9; ANY_WIZARD_FROM), not Gandalf only; 1 to 11 replay as played (another
    #: Wizard was played as a declared card).
    #: 13: the fifth generation of scripted cards: the Torque of Hues, the Star-glass and the
    #: Black Arrow are used against an attack before its strikes are assigned (CoE 3.i); 1 to
    #: 12 replay as played.
    #: 14: a faction is played by its catalog facts (``hobbit.factions``, CoE 2.V.3): at an
    #: untapped site its card names, once entered, an untapped character tapping to roll
    #: with his available direct influence, his card's bonus and the faction's standard
    #: modification for his race against its printed number; recruited it taps the site (its
    #: marshalling points do not count, TBA-RES-1), refused it is discarded. It is no longer
    #: played by declaring its effect; 1 to 13 replay as played.
    #: 15: a controller's printed direct influence against his followers' race counts in the
    #: starting company's control (TBA-COMP-4; Thorin II's +2, Balin's and Glóin's +1 against
    #: Dwarves; ``character_bonuses.follower_bonus``); 1 to 14 replay as played.
    #: 16: in an influence attempt on a faction, the followers' mind his printed bonus covers
    #: is not taken off the controller's direct influence (CoE 2.V.3, 2.II.2.2.2); 1 to 15
    #: replay as played.
    #: 17: the sixth generation of scripted cards: Lucky Strike lets a warrior facing a strike
    #: roll twice and use the better roll (CoE 3.iv.5); Vanishment, Wizard's Fire and
    #: Kindling of the Spirit are played on a Wizard of the company, who is never there
    #: (TBA-RES-3): they are not offered and are refused, no longer declared; 1 to 16 replay
    #: as played.
    #: 18: the engine's seventh generation of scripted cards is played: cards for an
    #: influence attempt on a faction (Tempering Friendship, Lordly Presence, New Friendship,
    #: Muster, Persuasive Words, A Friend or Three) on a character who may make one now, and
    #: the friendships' bonus to a corruption check in a diplomat's company (Glóin, Thorin
    #: II); 1 to 17 replay as played (they were declared).
    #: 19: an ally of the hand is played at a laid-out site its card names (``hobbit.allies``,
    #: CoE 2.V.2): once the site is entered, an untapped character taps and the ally comes
    #: under his control, the site tapping (Bill the Pony at Bag End, tapped or not; Gollum at
    #: Goblin-gate; Roäc the Raven at The Lonely Mountain); its controller leaving play
    #: discards it (CoE 2.V.2.3). It is no longer played by declaring its effect; 1 to 18
    #: replay as played.
    #: 20: the items a character bears add their printed bonuses to his direct influence
    #: against a faction in an influence attempt (``hobbit.item_texts``, CoE 2.V.3): Narsil
    #: +1, the Horn of Anor +2, the Elf-stone +2 against an Elf faction, The Arkenstone +3
    #: against a Dwarf faction, each once; 1 to 19 replay as played.
    #: 21: the engine's eighth generation of scripted cards is played: Ford, Óin (the one
    #: ranger) tapping at the end of the organization phase, keeps every creature keyed by type
    #: to a Wilderness off the company this turn, in the row as in the draws (such a creature
    #: drawn is placed face up in the row, TBA-SEQ-9); 1 to 20 replay as played (it was
    #: declared).
    #: 22: the engine's ninth generation of scripted cards is played: Horses, at the end of
    #: the organization phase, gives each hazard creature's attack on the company +2 prowess
    #: this turn (there is no hazard limit for it to lower, TBA-SEQ-8); 1 to 21 replay as
    #: played (it was declared).
    #: 23: the engine's tenth generation of scripted cards: the Elven Cloak taps to cancel
    #: the strike its bearer faces from a hazard creature keyed to a Wilderness (CoE
    #: 3.iv.5.1); 1 to 22 replay as played (its text was not played).
    #: 24: the company's allies face strikes as characters do (``hobbit.allies``, CoE
    #: 2.V.2.2): the defender may give an untapped ally a strike and the attacker ranks the
    #: allies with the characters (TBA-HAZ-4); an ally fights with its printed prowess and
    #: body, a strike it does not beat wounds it and a failed body check discards it, one it
    #: beats or ties taps it, and the untap phase untaps and heals it as a character; an ally
    #: whose text spares it is given no strike; 1 to 23 replay as played (allies faced none).
    #: 25: Neeker-breekers strike against the mind (MIND_FROM): one strike to each
    #: character (no Wizard is ever in the company, TBA-RES-3), the character's mind his
    #: prowess with no item's bonus, a strike that would wound tapping him with no body
    #: check (CoE 3.iv.7); 1 to 24 replay as played (a strike against his prowess).
    #: 26: Goldberry and Gollum, untapped, tap to cancel an attack keyed to a Wilderness (or,
    #: Gollum, a Shadow-land) before its strikes are assigned (``hobbit.allies``, CoE 3.i),
    #: Gollum only while his company's size is two or less (TBA-COMP-3: Dwarves count
    #: half); 1 to 25 replay as played (their texts were not played).
    #: 27: the engine's eleventh generation of scripted cards is read: Narya, Nenya, Vilya
    #: and Wizard's Voice are played only on Gandalf, Galadriel, Elrond or a Wizard, none of
    #: whom is ever a character of the company (TBA-COMP-2, TBA-RES-3), so they are never
    #: offered and no longer declared; 1 to 26 replay as played (they were declared).
    #: 28: gold rings are tested (``hobbit.rings``, CoE 6.2): Test of Form or Test of Lore
    #: (-1) played on a sage of the company (Bilbo, Balin), the Scroll of Isildur's +2 in the
    #: company, the gold ring discarded and a special ring of the hand of a kind the result
    #: indicates played on its bearer at once, or none; the cards are no longer declared; 1
    #: to 27 replay as played.
    #: 29: the engine's thirteenth generation of scripted cards: Quiet Lands, before the
    #: strikes of an automatic-attack at a Shadow-hold or Ruins & Lairs are assigned
    #: (Goblin-gate, The Lonely Mountain), halves them, rounded up (CoE 3.i); the twelfth
    #: generation's cards, lowering a hazard limit, are refused (there is none, TBA-SEQ-8)
    #: and no longer declared; 1 to 28 replay as played (they were declared).
    #: 30: an item is played where its card says (``engine.item_places``, CoE 2.V.4): the Red Book
    #: of Westmarch, a special item, at Bag End, once entered, on an untapped character, the site
    #: tapping; the Sapling of the White Tree at no Shadow-hold or Dark-hold (none of the map lists
    #: major items); 1 to 29 replay as played.
    #: 31: a creature is keyed by the further places its text names too
    #: (``creature_places.location_keys``, TBA-SEQ-7, TBA-SEQ-8): a region of the row or a
    #: site under it that it names, so Huorn comes in the Woodland Realm (Giant Spiders, of
    #: double wilderness, still only in Rhudaur and High Pass, TBA-HAZ-2; the places Old Man
    #: Willow and the Watcher in the Water name are off the row, TBA-LAYOUT-1); 1 to 30
    #: replay as played (the printed keying only).
    #: 32: the automatic player picks the card it plays on an attack before its strikes
    #: are assigned by what the card's mode does (``policy.POLICY_FROM``,
    #: ``hobbit.attack_choice``): against a dangerous attack, an ally's cancel, else a card
    #: canceling the attack at no other cost, then one costing a wound or a corruption
    #: check, then one weakening it, then the Wizard; before, the first card offered. The
    #: rules do not change; 1 to 31 replay as played.
    #: 33: while the strikes of a Thief or Brigands are assigned the defender names the
    #: items of the company they should take (``give-up-item:<item>``, ItemToGiveUpNamed,
    #: CoE 3.iv.7, when the company holds two or more), each named one after the last; a
    #: strike or wound that takes an item takes the first named still borne, else the one
    #: worth the fewest marshalling points; 1 to 32 replay as played (that one always).
    #: 34: the generations of scripted cards read are an explicit set (``generations``,
    #: ``effects.Generations``), no longer every one up to the latest: from this version the
    #: fifteenth and sixteenth are read, not the fourteenth (Secret Passage, with nothing to
    #: act on, TBA-SEQ-12, stays declared). Secret Entrance: an untapped sage taps in the
    #: organization phase and no face-up creature keyed to the company's site attacks it
    #: there this turn (TBA-SEQ-7); Thorough Search: an untapped scout taps in the site phase,
    #: once the site is entered, and another character of the company plays one item the site
    #: lists, tapped or not, without tapping it (TBA-SEQ-15); Stars is played once an attack,
    #: a second copy on the attack it weakened refused. 1 to 33 replay as played (the search
    #: cards declared, a second Stars taking one more prowess).
    #: 35: the engine's seventeenth generation of scripted cards (GENERATION_17_FROM): in the
    #: organization phase, before the company moves, Hiding on a scout keeps it where it is
    #: this turn (no move offered, a move refused naming the card) and cancels every hazard
    #: creature's attack on it this turn as it is declared, drawn or face up in the row
    #: (CoE 3.i; the creature discarded, TBA-HAZ-1); Favor of the Valar shuffles the rest of
    #: the hand and the discard pile into the resource deck, removes itself from the game and
    #: draws a new hand of five (TBA-SEQ-17); Praise to Elbereth, canceling a Nazgûl attack,
    #: is never offered (TBA-DECK-7). The automatic player plays Hiding when it stays with
    #: creatures face up in the row, and Favor of the Valar when the hand holds no greater
    #: item and the discard pile does. 1 to 34 replay as played (the three cards declared).
    #: 36: the engine's eighteenth generation of scripted cards (GENERATION_18_FROM): Lucky
    #: Search taps an untapped scout in the site phase, the site entered, at Goblin-gate (the
    #: one Shadow-hold of the map, TBA-LAYOUT-2), turns over the resource deck to the first
    #: non-special item (no unique one in play) for him to take, shuffles the rest back and
    #: brings him one strike of 3 prowess plus the cards turned over, which no card cancels,
    #: a wound discarding the item (``hobbit.lucky_search``); The Evenstar, +1 prowess to an
    #: Elf, is never offered (no Elf is in the company, TBA-COMP-2). The automatic player
    #: plays Lucky Search only with a scout who is not the Hobbit. 1 to 35 replay as played
    #: (the two cards declared).
    #: 37: the engine's nineteenth generation of scripted cards (GENERATION_19_FROM):
    #: Great-road, in the organization phase at Rivendell (the one Haven, TBA-LAYOUT-2), once
    #: a turn: the hazards drawn for the company this turn count twice (four in Rhudaur,
    #: TBA-SEQ-8, TBA-SEQ-10), and as the end-of-turn phase begins a company away from
    #: Rivendell may go back to it, a move with no movement/hazard phase
    #: (``hobbit.great_road``). The automatic player does not play it (it would draw twice the
    #: hazards to come back where it set out) and, under it, goes back only with a wounded
    #: character. 1 to 36 replay as played (declared).
    #: 38: the engine's twentieth generation of scripted cards (GENERATION_20_FROM):
    #: Wizard's Flame is played on a Wizard of the company only, and the Wizard is never a
    #: character here (TBA-RES-3): it is neither offered nor declared. 1 to 37 replay as
    #: played (declared).
    #: 39: the rings and the items worth more to a Dwarf give their bearer what their cards
    #: print beyond their catalog facts (RING_POWERS_FROM, ``hobbit.ring_texts``): against a
    #: strike a Dwarven Ring +2 prowess more to a Dwarf, the Magic Ring of Courage +2 to one
    #: already a warrior, The One Ring's +5 only to twice the printed prowess; against a
    #: faction a Dwarven Ring +2 (+7 to a Dwarf), the Lesser Ring +2, The One Ring +5, the
    #: Magic Ring of Words +3 to one already a diplomat; a Magic Ring gives its skill; one
    #: corruption point more in the company of The One Ring, and a Dwarven Ring, Durin's Axe
    #: and The Arkenstone worth 5, 3 and 4 corruption points to a Dwarf. 1 to 38 replay as
    #: played (their catalog facts alone).
    #: 40: the engine's twenty-fourth generation of scripted cards (GENERATION_24_FROM):
    #: the Magic Ring of Nature's bearer, a ranger without it, taps to cancel an attack on
    #: his company before its strikes are assigned (CoE 3.i); the Magic Ring of Stealth, borne
    #: by a scout without it, taps to cancel the strike he faces (CoE 3.iv.5.1); The One
    #: Ring's bearer cancels a strike on him that is no Undead's nor Nazgûl's and checks
    #: corruption at -2, neither tapping; each refused otherwise naming the ring and the
    #: reason. 1 to 39 replay as played (not offered).
    #: 41: three allies' abilities (ALLY_ABILITIES_FROM). Gollum and The One Ring
    #: (GOLLUM_RING_FROM, ``hobbit.gollum``): in the organization or site phase, outside an
    #: attack, Gollum untapped at a site of the map that is no Haven where a character of his
    #: company bears The One Ring taps and is discarded with it (gollum-ring:<ally>:<bearer>);
    #: Bill the Pony (BILL_MOVE_FROM, ``hobbit.bill``): as the site phase ends at a site whose
    #: nearest Haven is Rivendell, the company of size three or less, he is discarded and the
    #: company's site becomes Rivendell
    #: (ally-move:<ally>, CompanyCarried), the turn ending; Roäc the Raven
    #: (ALLY_INFLUENCE_FROM, ``hobbit.roac``): in the site phase, outside an attack, untapped,
    #: he taps and is discarded to try to recruit a faction of the hand as a diplomat would
    #: where it is played (ally-influence:<ally>:<faction>, FactionInfluenced), no site
    #: tapped. The automatic player uses none of them. 1 to 40 replay as played.
    #: 42: the engine's fourteenth, twenty-first to twenty-third, twenty-fifth and
    #: twenty-sixth generations of scripted cards and Wizard's Test and Ringlore
    #: (CARD_POOL_FROM): Secret Passage (a company at a site faces only creatures keyed there
    #: already, TBA-SEQ-7, TBA-SEQ-12), Mirror of Galadriel (Lórien), Far-sight and Ringlore
    #: (no site of the map plays Information, TBA-LAYOUT-2), Eagle-mounts (Eagles' Eyrie) and
    #: Paths of the Dead (Aragorn II and Dunharrow, TBA-COMP-2), True Fána and Wizard's Test
    #: (no Wizard character, TBA-RES-3) and Bridge (from Rivendell the counter moves only to
    #: Rhudaur, TBA-SEQ-3) are never offered, no longer declared: each is refused naming the
    #: clause and why (``hobbit.no_use``). A card testing a gold ring is no longer declared
    #: during an attack either. 1 to 41 replay as played (declared).
    #: 43: a resource card whose text has nothing to act on here is no longer declared
    #: (NOTHING_TO_ACT_FROM, ``hobbit.no_use.nothing_to_act_on``): A Chance Meeting (no
    #: character but the Wizard in the resource deck, TBA-DECK-9), Cracks of Doom and Gollum's
    #: Fate (Mount Doom), Great Ship (no Coastal Sea, TBA-LAYOUT-1), Old Road (every faction's
    #: site too far from Rivendell), Wizard's Laughter, Wizard's River-horses and Sacrifice of
    #: Form (no Wizard character, TBA-RES-3), Andúril, Dreams of Lore, Reforging and
    #: Swordmaster (no Information site, TBA-LAYOUT-2), Morannon, Return of the King, Stone of
    #: Erech and The White Tree (their places off the map): never offered, refused naming the
    #: clause and why. 1 to 42 replay as played (declared).
    #: 44: Gates of Morning and the resource long-events are played by their cards
    #: (ENVIRONMENTS_FROM, ``hobbit.environments``), no longer declared. Gates of Morning is
    #: played in the organization phase (permanent-event:<card>, CoE 5.3) and stays in play,
    #: one at a time (no hazard environment is ever in play for it to discard, TBA-DECK-1).
    #: The long-event phase (TBA-SEQ-6) first discards the resource long-events played the
    #: turn before (CoE 2.III.1), then, with one in the hand that may be played, waits for the
    #: player (long-event:<card>, long-events-done; CoE 2.III.2): Lapse of Will (each attack
    #: -1 prowess), Sun (each Dúnadan +1 prowess against a strike; with Gates of Morning in
    #: play each attack -1 prowess), Clear Skies (only with Gates of Morning in play: each
    #: character +2 prowess against a strike), the Moon and Fog (with Gates of Morning in play
    #: the region the company stands in is treated as another type for keying the hazards
    #: drawn and those of the row, RegionTreated: the Moon a Wilderness as a Border-land and a
    #: Border-land as a Free-domain, Fog a Free-domain as a Border-land and a Border-land as a
    #: Wilderness), Elf-song (no character at Rivendell, the Haven, is discarded while it is
    #: in play, CharacterKept, his corruption check then passing, CoE 7.1.3). Sun, the Moon and
    #: Fog are not duplicated, Clear Skies and Fog are refused without Gates of Morning, each
    #: naming the card and the reason. 1 to 43 replay as played (declared).
    #: 45: a Slayer makes its two attacks (SLAYER_FROM, ``hobbit.series``, engine.attack_series):
    #: each of one strike, on the one character the attacker chooses (TBA-HAZ-4; the defender
    #: gives it no strike), the second on him once the first is over, a strike more excess on
    #: him (CoE 3.iv.2); a character of the company, untapped, taps to cancel one of them
    #: (cancel-attack:<character>, CoE 3.i), before or after its strike is assigned and after
    #: facing the other; the card is discarded after the last (TBA-HAZ-1), its kill points only
    #: if both were defeated. 1 to 44 replay as played (one attack of two strikes).
    #: 46: Fellowship is played by its card (FELLOWSHIP_FROM), no longer declared: in the
    #: organization phase at Rivendell, the Haven, on a company of four or more characters and
    #: allies (permanent-event:<card>; PermanentEventPlayed naming them), one at a time; while
    #: it is in play each of them has +1 prowess against a strike (an ally too) and each
    #: character +1 to his corruption checks, and it is discarded as soon as the company gains
    #: or loses a character or an ally (FellowshipDiscarded). Out of its condition refused
    #: naming the card and the reason. 1 to 45 replay as played (declared).
    #: 47: The Iron Crown does what its card says (IRON_CROWN_FROM, ``engine.iron_crown``,
    #: ``effects`` generation 31): borne by a character who is not a Hobbit, untapped, it taps
    #: to cancel an attack of Orcs, Trolls or Men on his company before its strikes are
    #: assigned (use:<crown>:<bearer>:cancel, CoE 3.i), staying in play; it gives him +1 body
    #: in his body checks (to at most 10) and +4 direct influence against a faction; and its
    #: bearer, a Hobbit too, makes a corruption check after each influence attempt (CoE 7.1).
    #: A Hobbit's use of it, or against another race's attack, is refused naming why. 1 to 46
    #: replay as played (its catalog facts only).
    #: 48: the engine's twenty-ninth generation of scripted cards (DARK_QUARRELS_FROM): with
    #: Gates of Morning in play, before the strikes of any attack on the company are
    #: assigned, Dark Quarrels may halve them, rounded up (play:<card>:halve,
    #: AttackStrikesSet naming it, CoE 3.i); without it, or on an attack of one strike, it is
    #: not offered and is refused naming the card and the reason. 1 to 47 replay as played
    #: (only its cancel).
    #: 49: the palantíri, Use Palantír and Align Palantír by their cards (PALANTIRI_FROM,
    #: ``hobbit.palantiri``): in the organization or site phase outside an attack, a bearer able
    #: to use a palantír he bears (Use Palantír played on him, a sage who taps, this turn:
    #: play:<card>:enable:<sage>:<palantír>, PalantirEnabled; Align Palantír on it, played in
    #: the organization phase with a sage in the company: play:<card>:align:<bearer>:
    #: <palantír>, PalantirAligned, its 2 corruption points his; his own Magic Ring of Lore,
    #: already a sage, tapping him) taps the stone (palantir:<stone>:<bearer>:<way>, its
    #: arguments card and as; ItemTapped) to play its power, then checks corruption (CoE 7.1):
    #: Annúminas takes a "sage only" card of the resource deck or its discard pile into the
    #: hand (CardTakenToHand) and the deck is shuffled; Amon Sûl and Osgiliath are used as
    #: Annúminas in play (TBA-SEQ-9 keeps every other hazard face up in the row, so Osgiliath's
    #: own discard of a hazard permanent-event has nothing to act on). As the movement/hazard
    #: phase begins, once the company has moved, Align Palantír is discarded
    #: (AlignmentDiscarded), a Palantír of Amon Sûl with a company below 2 characters and of
    #: Osgiliath below 4, each Dwarf and the Hobbit counting half (TBA-COMP-3), is discarded
    #: (ItemLeftPlay). Out of their condition, or declared, refused naming the card and the
    #: reason. 1 to 48 replay as played (the stones' catalog facts only, both cards declared).
    #: 50: the Dwarven Rings' tribe gifts (DWARVEN_GIFTS_FROM, ``hobbit.dwarven_gifts`` over
    #: the engine's dwarven_rings, which The Road Goes Ever On reads too): an untapped Dwarf
    #: bearing one, outside an attack, taps (tribe-gift:<ring>:<bearer>, CharacterTapped):
    #: Durin's untaps the site he has entered (SiteUntapped); Thélor's and Thrár's take one
    #: or two minor items of the play deck or the discard pile into the hand (the "cards"
    #: argument; ItemTakenFromDeck, ItemTakenFromDiscard); Barin's and Dwálin's, Bávor's and
    #: Drúin's play at once on him a major or greater item of the play deck listed at the
    #: site he has entered, untapped (the "card" argument; ItemPlayed naming the ring, the
    #: site tapping: at The Lonely Mountain a greater item so played is the quest's); the
    #: play deck reshuffled (searched, not drawn from, TBA-WIN-2); then his corruption check
    #: at +2 (CoE 7.1). Refused otherwise naming the ring and the reason; the automatic
    #: player plays an item so. 1 to 49 replay as played (not offered).
    #: 51: Quiet Lands' alternative with Gates of Morning in play (GATES_TREATMENTS_FROM,
    #: ``hobbit.gates_treatments``, as Burglar Wants a Good Job plays it): in the long-event
    #: phase, the company at Goblin-gate, the map's one Shadow-hold, play:<card>:treat with the
    #: "site" argument treats it as a Ruins & Lairs until the end of the turn (LandsTreated):
    #: the face-up creatures are keyed to it as such (TBA-SEQ-7) and the site's rules read it
    #: so (Lucky Search, played at a Shadow-hold, is not). Once a turn; without Gates of
    #: Morning, elsewhere or out of the long-event phase, not offered and refused naming the
    #: card and the reason. Its region half never arises (TBA-LAYOUT-1: no Shadow-land), nor
    #: Stars' alternative, nor The Evenstar's (no Elf, TBA-COMP-2). 1 to 50 replay as played
    #: (not offered).
    #: 52: Misty Mountains' move by region cards (MOUNTAIN_MOVES_FROM, ``mountain_moves``
    #: over the engine's hazard_limit_cards, now holding the pairs of regions each mountain
    #: card joins): in the organization phase a company in Rhudaur or Anduin Vales with an
    #: untapped ranger plays it, play:<card>:move:<ranger>:<region> (CardPlayed,
    #: CharacterTapped): the counter moves to the other as if they were adjacent (CounterMoved
    #: naming the card, TBA-LAYOUT-4), the region entered drawing its hazards (TBA-SEQ-8,
    #: TBA-SEQ-10). Refused otherwise naming the card and the reason (from a site, TBA-SEQ-3);
    #: its hazard limit use stays refused (TBA-SEQ-8). The automatic player crosses so when
    #: the region is on its way. 1 to 51 replay as played (refused).
    #: 53: the items' bonuses in controlling followers (ITEM_FOLLOWERS_FROM,
    #: ``hobbit.item_texts.follower_bonus``, as the Guise of the Necromancer counts them): in
    #: an influence attempt on a faction, the direct influence his items add in controlling
    #: his followers (Narsil +1, The Arkenstone +3 against a Dwarf, the Elf-stone +2 against an
    #: Elf, each up to the followers' mind it names) covers their mind (CoE 2.II.3.2, 2.V.3);
    #: the Red Book of Westmarch adds +2 against a Hobbit faction and a Hobbit follower. 1 to
    #: 52 replay as played (the items gave nothing in controlling followers, the Red Book
    #: nothing).
    #: 54: Lure of MECCG (LURE_FROM, ``hobbit.no_use.nothing_to_act_on``), whose bonus counts
    #: the player's participations in Lure of MECCG events, which no game records: no longer
    #: offered as a declared card, refused naming CoE-5.3, writing nothing, as the other
    #: Hobbit scenarios refuse it. 1 to 53 replay as played (declared).
    #: 55: Rescue Prisoners is played by its card (RESCUE_FROM, ``rescue`` over
    #: ``hobbit.rescue``, as the Guise of the Necromancer plays it), no longer declared: in the
    #: site phase, the site entered, at a Dark-hold or Shadow-hold already tapped (Goblin-gate,
    #: TBA-LAYOUT-2), once a site (rescue:<card>, RescuePrisonersPlayed), the company facing a
    #: Spider attack of 2 strikes with 7 prowess, no hazard creature's (no Horses bonus, no
    #: kill points; a Spider attack for Wake of War, TBA-HAZ-6); then an untapped character
    #: taps to hold it (hold-prisoners:<character>, PrisonersRescued) or it is discarded
    #: (leave-prisoners; at once with none untapped); its holder does not untap until he
    #: stores it in the organization phase at a Haven, Border-hold or Free-hold
    #: (store-prisoners:<character>, CardStored, its points 0: TBA-RES-1), and leaving play
    #: discards it. Refused otherwise naming the card and the reason. 1 to 54 replay as
    #: played (declared).
    #: 56: a wound's body check waits while a Miruvor borne in the company may be discarded
    #: for its +2 body first (BODY_CHECKS_FROM, ``hobbit.body_checks``, CoE 3.I.1:
    #: ``BodyCheckAwaited``, then ``body-check``); the automatic player discards it then. 1 to
    #: 55 replay as played (the check rolled at once; Miruvor only before the strike's roll).
    #: 57: a wound's body check rolled at once counts the character as the strike's effects
    #: left him (STRUCK_BODY_FROM, CoE 3.iv.7: an item the strike strips no longer raises his
    #: body), as the waiting check does. 1 to 56 replay as played (as he stood before it).
    #: 58: no creature of the row attacks a company no creature hazard may be played on this
    #: turn (STEALTH_ROW_FROM: Stealth; the row's creatures it faces are played on it,
    #: TBA-SEQ-7): they stay in the row, PhaseBegan's row_queue empty; its CreaturesPrevented
    #: cites the card's play (CoE-5.1), no longer TBA-HAZ-3. 1 to 57 replay as played (the
    #: row's creatures attacked).
    #: 59: each card played or item used on a strike is one StrikeModified naming it (its
    #: "card"), both its prowess and its body (STRIKE_CARDS_FROM, ``hobbit.strike_cards``);
    #: each is its own modifier of the strike roll and of the body check, sourced
    #: ``played:<card>`` (the audit links it to that event), a body it lowers (Risky Blow,
    #: Dodge) said to be lowered; BodyCheckAwaited keeps those cards ("cards"). 1 to 58
    #: replay as played (a StrikeModified per number, one modifier of each roll for all the
    #: strike's cards, "raise body" whichever way it went).
    #:     An item a creature's strike or wound takes (ItemLost) cites the card that decides
    #: it, by the clause its attack was played under (ITEM_LOST_CITED_FROM: TBA-SEQ-7 from the
    #: row, TBA-SEQ-8 drawn), the card named ("creature"). 1 to 58 replay as played
    #: (CoE-3.iv.7, no card).
    #: 60: the options a player gives are laid over the bundled default deck pair and company
    #: (SETUP_OPTIONS_FROM, ``hobbit.decks.over_default``): each replaces its part of the
    #: default, which stands for each part not given (the default's followers go with its
    #: company only); none is dropped with ``deck: default``, and an unknown one or another
    #: ``deck`` is refused naming it. 1 to 59 set up as before.
    #: 61: a corruption check a hazard card asks for (Corpse-candle, Barrow-wight, Ghosts)
    #: names the card (ASKED_CHECKS_FROM, ``asked_by``). 1 to 60 replay as played (no card).
    #: 62: a character or ally a creature's text discards (the Abductor's wound, Giant
    #: Spiders' body check equal to his body) is cited by the creature's card
    #: (CREATURE_DISCARDS_FROM, ``hobbit.creature_discards``): CharacterDiscarded (or
    #: AllyDiscarded) and each ItemLeftPlay with him cite the clause the creature was played
    #: under (TBA-SEQ-7 from the row, TBA-SEQ-8 drawn) and name it ("creature"), as ItemLost
    #: does from 59; the BodyChecked whose equal roll discards him names it too, its line
    #: "equal to the body, so Giant Spiders discards Bilbo", no longer "Bilbo survives". The
    #: game lost with the Hobbit records how he left ("fate": eliminated or discarded), and
    #: says it; a discarded Hobbit's loss cites TBA-WIN-3, which he can no longer meet (TBA-WIN-1
    #: speaks of an eliminated one). 1 to 61 replay as played (CoE-3.iv.7 or CoE-3.I.1, no
    #: card, TBA-WIN-1 and no fate).
    #: 63: the game lost with a Hobbit a failed corruption check took, discarded or
    #: eliminated (CoE-7.1), records him lost to corruption ("fate": corrupted) and cites
    #: TBA-WIN-1 (CORRUPTED_FATE_FROM); the body check whose equal roll Giant Spiders would
    #: make a discard names Elf-song keeping him at the Haven ("kept_by"), its line saying so
    #: (KEPT_TOLD_FROM). 1 to 62 replay as played (62: a corruption discard "discarded",
    #: TBA-WIN-3; the check's line "Giant Spiders discards" him).
    #: 64: what a drawn creature's text does (CharacterDiscarded, AllyDiscarded, ItemLeftPlay,
    #: ItemLost) cites the clause its AttackDeclared cites, TBA-SEQ-10 or TBA-SEQ-11 for the
    #: second or third hazard drawn (ATTACK_CLAUSE_FROM); Elf-song keeping a character from a
    #: discard is named by its card id ("kept_by", CharacterKept's "by") and CharacterKept
    #: cites CoE-2.III.2, the clause Elf-song is played under (KEEPER_CITED_FROM). 1 to 63
    #: replay as played (TBA-SEQ-8 for any draw; "Elf-song", CoE-2.III).
    #: 65: the -3 to stay untapped (CoE-3.iv.3) is neither offered nor admitted once Dodge,
    #: Block or the Great-shield of Rohan keeps the character facing the strike untapped, its
    #: StrikeTapPrevented naming the card ("card"), the refusal naming it too
    #: (KEPT_UNTAPPED_SINCE, ``hobbit.kept_untapped``). 1 to 64 replay as played (the -3
    #: offered after the card and counted on top of it).
    #: 66: the organization phase of a company at a site begins under TBA-SEQ-3, what a company
    #: at a site may do, as its move does; in a region under TBA-SEQ-4
    #: (SITE_ORGANIZATION_FROM). 1 to 65 replay as played (TBA-SEQ-4 wherever it was).
    #: 67: once the -3 to stay untapped (CoE-3.iv.3) or a card (Dodge, Block, the
    #: Great-shield of Rohan) keeps the character facing the strike untapped, no card keeping
    #: him so is offered nor admitted, the refusal naming what keeps him ("the -3 chosen
    #: already keeps Bilbo untapped against his strike"; ONE_KEEPER_SINCE,
    #: ``hobbit.kept_untapped``). 1 to 66 replay as played (Dodge after the -3, a second
    #: card after a first).
    #: 68: the game lost with a Hobbit whose fate it records gives that fate as its result's
    #: reason ("Bilbo is discarded", "... is eliminated", "... is lost to corruption"), as its
    #: line says it (FATE_REASON_SINCE). 1 to 67 replay as played ("the Hobbit has left the
    #: company" whatever the fate).
    #: 69: the end of a strike assignment (StrikesAssigned: an attack's, a Slayer's next
    #: attack's, Lucky Search's) cites CoE-3.iii, the step assigning the strikes and counting
    #: the excess ones, as the Guise's does (ASSIGNMENT_CITED_SINCE,
    #: ``HobbitRules.assignment_rule``); their allocation (ExcessStrikesAllocated) still cites
    #: CoE-3.iv.2. 1 to 68 replay as played (CoE-3.iv.2).
    #: 70: a Corpse-candle's corruption checks of the company wait for the step in which its
    #: attack may be canceled (CoE 3.i; CompanyChecksAwaited): made once the player lets it
    #: stand (``corruption-checks``, AttackStands), no card canceling it then
    #: (COMPANY_CHECKS_SINCE, ``hobbit.company_checks``); a corruption check's record
    #: (CorruptionChecked's "check") is made against the points its result is judged on, a
    #: Dwarf's Arkenstone's included (CHECK_POINTS_SINCE). 1 to 69 replay as played (the
    #: checks rolled as the attack was declared, the cancel offered after them; the record's
    #: target his own points but with corruption cards or an Align Palantír).
    #: 71: the corruption check of an item's transfer (CoE 2.II.5), of The Arkenstone's use, of a
    #: palantír's use and The Iron Crown's after an influence attempt, asked by the player's own
    #: action as its last act in the organization or site phase outside an attack, waits for him to
    #: tap untapped companions to help it, +1 each (CoE-7.1.1, CHECK_HELPERS_SINCE,
    #: ``hobbit.check_helpers``): ``CheckAwaited``, ``help-check:<character>`` (his tapping,
    #: ``CheckHelped``), then ``roll-check``, the roll naming its ``helpers``; the item given once
    #: it is rolled if the giver passed. Checks within an attack or asked by a hazard (a
    #: Corpse-candle's) are still rolled at once. 1 to 70 replay as played.
    version = "71"
    replays = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15",
               "16", "17", "18", "19", "20", "21", "22", "23", "24", "25", "26", "27", "28",
               "29", "30", "31", "32", "33", "34", "35", "36", "37", "38", "39", "40", "41", "42",
               "43", "44", "45", "46", "47", "48", "49", "50", "51", "52",
               "53", "54", "55", "56", "57", "58", "59", "60", "61", "62", "63", "64", "65", "66",
               "67", "68", "69", "70")
    title = "There and Back Again (solitaire scenario)"
    clause_prefix = "TBA"
    option_types = typed_options(lists=("resources", "hazards", "company"),
                                 maps=("followers",))
    options = {"resources": "the 25 resources and the Wizard, ids, names or {id, count} "
                            "(default: the bundled deck's)",
               "hazards": "the 29 hazards (default: the bundled deck's)",
               "company": "the Hobbit and the Dwarves (default: Bilbo and the thirteen)",
               "followers": "follower id -> controller id (default: the bundled company's, "
                            "with it only; none if you give company)",
               "deck": "\"default\" (or leave it out): the bundled deck pair and company, each "
                       "option you give replacing its part"}
    reveal_kinds = ("ResourcesDrawn", "HazardDrawn")
    family = FamilyClauses(
        attacker_assigns="TBA-HAZ-4", creature_discarded="TBA-HAZ-1",
        creatures_prevented="TBA-HAZ-3", hazard_reshuffle="TBA-HAZ-9",
        face_up_hazards="TBA-SEQ-9", organization="TBA-SEQ-4", movement="TBA-SEQ-7",
        site_phase="TBA-SEQ-15", end_of_turn="TBA-SEQ-16", hero_lost="TBA-WIN-1",
        hero_discarded="TBA-WIN-3",
        untap="TBA-SEQ-1", untap_skipped="TBA-SEQ-2")
    notes = RULES_NOTES
    hand_size = HAND_SIZE
    has_hazard_limit = False  # TBA-SEQ-8, TBA-SEQ-10, TBA-SEQ-11: hazards drawn by count
    no_hazard_limit_rule = "TBA-SEQ-8"
    hero_gone_reason = "the Hobbit has left the company"
    unnamed_hero_versions = ("1", "2")
    item_facts_from = 4
    generations = ((4, (2,)), (GENERATION_3_FROM, (3,)), (GENERATION_4_FROM, (4,)),
                   (GENERATION_5_FROM, (5,)), (GENERATION_6_FROM, (6,)),
                   (INFLUENCE_CARDS_FROM, (7,)), (FORD_FROM, (8,)), (HORSES_FROM, (9,)),
                   (GENERATION_10_FROM, (10,)), (GENERATION_11_FROM, (11,)),
                   (QUIET_LANDS_FROM, (12, 13)), (GENERATIONS_15_16_FROM, (15, 16)),
                   (GENERATION_17_FROM, (17,)), (GENERATION_18_FROM, (18,)),
                   (GENERATION_19_FROM, (19,)), (GENERATION_20_FROM, (20,)),
                   (GENERATION_24_FROM, (24,)), (CARD_POOL_FROM, CARD_POOL_GENERATIONS),
                   (IRON_CROWN_FROM, (31,)), (DARK_QUARRELS_FROM, (29,)))
    creature_generations = ((CREATURE_SCRIPTS_FROM, 2),
                            (CREATURE_SCRIPTS_4_FROM, creature_texts.GENERATION))
    creature_fields = ((MIND_FROM, "mind_against"),
                       (NAMED_ITEMS_FROM, "defender_names_item"))
    hoards_from = 5
    series_from = SLAYER_FROM
    character_rules_from = 9
    character_bonuses_from = CHARACTER_BONUSES_FROM
    faction_facts_from = FACTION_FACTS_FROM
    item_influence_from = ITEM_INFLUENCE_FROM
    ring_powers_from = RING_POWERS_FROM
    follower_bonuses_from = FOLLOWER_BONUSES_FROM
    item_followers_from = ITEM_FOLLOWERS_FROM
    red_book_from = ITEM_FOLLOWERS_FROM
    allies_from = ALLIES_FROM
    ally_strikes_from = ALLY_STRIKES_FROM
    ally_texts_from = ALLY_TEXTS_FROM
    half_races = decks.HALF_RACES  # TBA-COMP-3
    ring_tests_from = RING_TESTS_FROM
    gollum_ring_from = GOLLUM_RING_FROM
    bill_move_from = BILL_MOVE_FROM
    ally_influence_from = ALLY_INFLUENCE_FROM
    item_places_from = ITEM_PLACES_FROM
    item_site_treated_from = ITEM_SITE_TREATED_FROM
    search_places_from = SEARCH_PLACES_FROM
    wizards_test_from = CARD_POOL_FROM
    wizards_choice_from = CARD_POOL_FROM
    ringlore_from = CARD_POOL_FROM
    ring_cards_only_from = CARD_POOL_FROM
    iron_crown_from = IRON_CROWN_FROM
    body_checks_from = BODY_CHECKS_FROM
    asked_checks_from = ASKED_CHECKS_FROM
    struck_body_from = STRUCK_BODY_FROM
    palantiri_from = PALANTIRI_FROM
    prevention_cited_from = STEALTH_ROW_FROM
    strike_cards_from = STRIKE_CARDS_FROM
    item_lost_cited_from = ITEM_LOST_CITED_FROM
    creature_discards_from = CREATURE_DISCARDS_FROM
    corrupted_fate_from = CORRUPTED_FATE_FROM
    kept_told_from = KEPT_TOLD_FROM
    kept_untapped_from = KEPT_UNTAPPED_SINCE
    one_keeper_from = ONE_KEEPER_SINCE
    fate_reason_from = FATE_REASON_SINCE
    assignment_cited_from = ASSIGNMENT_CITED_SINCE
    company_checks_from = COMPANY_CHECKS_SINCE
    check_points_from = CHECK_POINTS_SINCE
    check_helpers_from = CHECK_HELPERS_SINCE
    dwarven_gifts_from = DWARVEN_GIFTS_FROM
    gates_treatments_from = GATES_TREATMENTS_FROM
    #: Every version reads the company's site by ``hobbit.moves.site_here`` for Nenya's test
    #: and a mode played at a site's type:
    #: no outcome differs here, with no Morannon (none joins the catalog) and no other card
    #: sharing a site's name, and a treatment changing only the type, which was read treated.
    site_lookup_from = 1


    rank_keys = ("untapped 0, tapped 1, wounded 2 (TBA-RES-2)", "mind, negated",
                 "direct influence, negated", "body", "prowess")

    def attack_rank(self, character: Character) -> tuple[int, ...]:
        return _attack_rank(character)

    def _haven_reachable(self, state: State, haven: Card) -> bool:
        """A Haven laid out on the map (Rivendell; Bill the Pony's move, ``hobbit.bill``)."""
        return layout.is_site(haven.name)

    def legal(self, state: State) -> dict[str, tuple[Action, Move]]:
        if (waiting := self._check_wait_moves(state)) is not None:
            return waiting  # a corruption check waits for helpers (``hobbit.check_helpers``)
        out = self._faced_only(state, legal(
            state, self.catalog, self.generation(), self.plays_hoards(),
            self.creature_generation(), self.plays_any_wizard(), self.plays_faction_facts(),
            self.plays_allies(), self.ally_fighters(state), self.plays_item_places(),
            card_named=not self.plays_site_lookup(), item_site=lambda: self._item_site(state),
            search_places=self.plays_search_places()))
        self._ally_moves(state, out)
        if played_since(self.played, NOTHING_TO_ACT_FROM):
            for card in sorted(set(state.hand)):
                if no_use.nothing_to_act_on(self.id, card, self.played):
                    out.pop(f"declare:{card}", None)
        if self.plays_environments():
            self._environment_moves(state, out)
        self._gates_treatment_moves(state, out)  # Quiet Lands at Goblin-gate
        if played_since(self.played, MOUNTAIN_MOVES_FROM):  # Misty Mountains' move
            mountain_moves.moves(state, self.catalog, collector(out))
        self._palantir_moves(state, out)
        if rescue.plays(self.played):  # Rescue Prisoners by its card, no longer declared
            out.pop(f"declare:{prisoners.CARD}", None)
            if rescue.awaits(state):  # its holder is named before anything else
                only: dict[str, tuple[Action, Move]] = {}
                rescue.awaited_moves(state, self.catalog, collector(only))
                return only
            rescue.moves(state, self.catalog, collector(out))
        kept = self._kept_in_place(state, self._items_named(state, self._with_rings(state, out)))
        return self._checks_window(state, self._body_check_window(state, kept))

    def plays_any_wizard(self) -> bool:
        """Whether the version played plays any Wizard as the short-event (TBA-RES-3)."""
        return played_since(self.played, ANY_WIZARD_FROM)

    # -- setting up -------------------------------------------------------------------------
    def played_option_types(self, setup: Mapping[str, Any]) -> Mapping[str, OptionType]:
        return played_types(self.option_types, played_since(self.played, SETUP_OPTIONS_FROM))

    def prepare_setup(self, setup: Mapping[str, Any]) -> dict[str, JSON]:
        return decks.prepare(self.catalog, setup, character_texts.plays(
            self.played, FOLLOWER_BONUSES_FROM), played_since(self.played, SETUP_OPTIONS_FROM))

    def initial(self, setup: Mapping[str, JSON]) -> State:
        followers = setup.get("followers") or {}
        assert isinstance(followers, Mapping)
        return State(roster=tuple(str(c) for c in setup["company"]),
                     followers=tuple(sorted((str(k), str(v)) for k, v in followers.items())),
                     resource_deck=tuple(str(c) for c in setup["resources"]),
                     hazard_deck=tuple(str(c) for c in setup["hazards"]))

    def begin(self, ctx: Context[State]) -> None:
        state = ctx.state
        ctx.emit("MapLaidOut", "TBA-LAYOUT-1", regions=list(layout.REGIONS),
                 sites=dict(layout.SITES))
        hobbit = next(c for c in state.roster if self.catalog.get(c).race == "Hobbit")
        ctx.emit("CompanyFormed", "TBA-COMP-1", characters=list(state.roster),
                 followers=dict(state.followers), hobbit=hobbit,
                 general_influence=decks.GENERAL_INFLUENCE)
        ctx.emit("CounterPlaced", "TBA-LAYOUT-5", place=layout.START)
        ctx.shuffle("resources", list(state.resource_deck), "TBA-DECK-9")
        ctx.shuffle("hazards", list(state.hazard_deck), "TBA-DECK-2")
        ctx.emit("ResourcesDrawn", "TBA-SEQ-17",
                 cards=list(ctx.state.resource_deck[:HAND_SIZE]))
        self._begin_turn(ctx)
        self._advance(ctx)

    # -- views ------------------------------------------------------------------------------
    def result(self, state: State) -> dict[str, JSON] | None:
        if state.outcome is None:
            return None
        return {"outcome": state.outcome, "reason": state.reason, "turns": state.turn,
                "location": state.location}

    def narrate(self, fact: Fact) -> str:
        return narrate.line(self.catalog, fact)

    def policy(self, state: State, actions: Sequence[Action]) -> tuple[str, dict[str, JSON]]:
        return policy.choose(self, state, actions)

    def board(self, state: State) -> dict[str, JSON]:
        name = self._name
        followers = dict(state.followers)
        return {
            "turn": state.turn, "phase": state.phase, "step": state.step,
            "location": state.location,
            # TBA-COMP-4: the general influence the characters not under direct influence use.
            "general_influence": character_view.general_influence(
                state.company, followers, decks.GENERAL_INFLUENCE),
            "company": [{"id": c.card_id, "name": c.name, "state": c.state,
                         "prowess": c.effective_prowess, "body": c.effective_body,
                         **character_view.facts(c),
                         "corruption": self._check_points(state, c),
                         "follower_of": character_view.follower_of(c.card_id, followers, name),
                         "items": character_view.borne_items(c, state.tapped_items),
                         **({"holds": held} if (held := self._holds(state, c.card_id)) else {})}
                        for c in state.company],
            "hand": [name(c) for c in state.hand],
            "resource_deck": len(state.resource_deck), "hazard_deck": len(state.hazard_deck),
            "hazard_discard": len(state.hazard_discard),
            "discard_piles": discard_piles(state.resource_discard, state.hazard_discard, name),
            "face_up_row": [name(c) for c in state.row],
            "threats": list(state.threats), "tapped_sites": [name(s) for s in state.tapped_sites],
            "escalations": board_views.escalations(state),
            "map": board_views.route_map(state.location, self._site_type),
            "quest_item": name(state.quest_item) if state.quest_item else None,
            "quest_item_given": state.quest_given,
            "combat": self.combat_board(state),
            "allies": allies.board(state.allies, name, state.tapped_allies,
                                   state.wounded_allies),
            "eliminated": [name(c) for c in state.eliminated],
            **({"long_events": [name(c) for c in state.long_in_play],
                "permanent_events": [name(c) for c in state.permanents]}
               if self.plays_environments() else {}),
            "outcome": state.outcome,
        }

    def _site_type(self, site: str) -> str:
        return site_named(self.catalog, site).site_type or ""

    def _holds(self, state: State, character: str) -> list[JSON]:
        """The cards ``character`` holds that keep him tapped until he stores them (Rescue
        Prisoners, ``rescue``): the board shows them with him."""
        return [self._name(card) for who, card in state.untap_barred if who == character]

    def score(self, state: State) -> dict[str, JSON]:
        """TBA-RES-1: marshalling points do not count; the kill points earned are shown."""
        return {"total": 0, "marshalling_points_count": False,
                "kill_points_not_counted": state.kill_points, "rule": "TBA-RES-1"}

    # -- how the turn differs ---------------------------------------------------------------
    def _untaps(self, state: State) -> bool:
        """TBA-SEQ-1/2: the untap phase happens only at a site."""
        return layout.is_site(state.location)

    def _deck_exhausted(self, ctx: Context[State]) -> None:
        ctx.emit("GameEnded", "TBA-WIN-2", outcome="lost",
                 reason="the last card of the resource deck was drawn")

    # -- decisions of this scenario ---------------------------------------------------------
    def _do_wizard(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """TBA-RES-3: the Wizard as a short-event; TBA-RES-4: shuffled back afterwards."""
        wizard = move.card or WIZARD  # the legal moves name Gandalf before ANY_WIZARD_FROM
        ctx.emit("CardPlayed", "TBA-RES-3", card=wizard, mode=move.mode, target=move.target,
                 returns=True)
        self._apply(ctx, effects.Effect(move.mode), move.target, "TBA-RES-3")
        ctx.shuffle("resources", [*ctx.state.resource_deck, wizard], "TBA-RES-4")

    # -- evolve: what this scenario adds ----------------------------------------------------
    def _on_CompanyFormed(self, state: State, d: Mapping[str, Any]) -> State:
        company = tuple(Character.from_card(self.catalog.get(c),
                                            decks.di_bonus(self.catalog.get(c)))
                        for c in d["characters"])
        return replace(state, company=company, hero=str(d["hobbit"]))

    def _on_PhaseBegan(self, state: State, d: Mapping[str, Any]) -> State:
        state = replace(super()._on_PhaseBegan(state, d),
                        row_queue=tuple(d.get("row_queue") or ()))
        return replace(state, step=str(d["step"])) if d.get("step") else state
