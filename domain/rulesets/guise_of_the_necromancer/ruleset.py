"""Guise of the Necromancer: the player's Wizard investigates Dol Guldur, then gathers the White
Council (Saruman, another Wizard and an Elf-lord) and returns there before a Nazgul guardian
finds The One Ring; the hazard deck is the clock (clauses ``GON-*``; the standard rules are the
Council of Elrond rules, cited ``CoE-*``).

The ruleset is put together from one mixin per phase, each with the facts it records:
``organization``, ``long_event_phase``, ``movement`` and ``hazard_play`` (the hazard hand),
``site``, ``end_of_turn``, ``combat`` (the player's choices in an attack; ``fight`` rolls
them), ``leaving`` (characters leaving play), ``turn`` (the turn played on to the next
choice) and ``refusals``; ``rules.GuiseRules`` is their base. This module keeps the version
history, the setup, the views and the version gates."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from domain.canonical import JSON
from domain.cards import Card
from domain.engine import character_view, effects
from domain.errors import IllegalAction
from domain.immutable import replace
from domain.options import OptionType
from domain.ruleset import (
    Action,
    Context,
    Fact,
    played_since,
    register,
    remembering_last_moves,
)
from domain.rulesets.guise_of_the_necromancer import (
    alatar,
    ally_hazard_cancels,
    ally_strikes,
    anduril,
    chance_meeting,
    creatures,
    decks,
    ent_draughts,
    gates_cards,
    grounds,
    hand_cards,
    iron_crown,
    long_events,
    morannon,
    narrate,
    palantiri,
    permanent_events,
    policy,
    printed_rules,
    radagast,
    rescue,
    rides,
    site_draws,
    stone_of_erech,
    targets,
    white_tree,
)
from domain.rulesets.guise_of_the_necromancer.combat import characters, in_play
from domain.rulesets.guise_of_the_necromancer.moves import general_influence, legal
from domain.rulesets.guise_of_the_necromancer.refusals import Refusals
from domain.rulesets.guise_of_the_necromancer.score import SCORE_WORDS, marshalling, white_council
from domain.rulesets.guise_of_the_necromancer.state import (
    BRIDGE,
    MOVEMENT_HAZARD,
    OBJECTIVES,
    ORGANIZATION,
    SITE,
    UNTAP_AWAITED,
    State,
)
from domain.rulesets.guise_of_the_necromancer.turn import Turn
from domain.rulesets.hobbit import (
    allies,
    book_of_mazarbul,
    company_checks,
    creature_texts,
    factions,
    gwaihir,
    hazard_cancels,
    nenya,
    shadowfax,
    vilya,
)
from domain.rulesets.hobbit import anduril as hobbit_anduril
from domain.rulesets.hobbit import gates_treatments as treatment
from domain.rulesets.hobbit.decks import card_ids, played_types, typed_options
from domain.rulesets.hobbit.moves import Legal, Move, collector
from domain.rulesets.hobbit.piles import discard_piles
from domain.rulesets.hobbit.turn import UntapLine

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
                 "The White Council's company wins with Rescue Prisoners played in a site "
                 "phase in which it entered Dol Guldur and faced its automatic-attacks, "
                 "whether it moved there that turn or earlier (versions 1 to 116: only in the "
                 "turn it moved there). An automatic-attack a resource card cancels (as the "
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
class GuiseOfTheNecromancer(Turn, Refusals, UntapLine[State]):
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
    #: 30: the items' uses the engine scripts (``item_uses``, CoE 2.V.4, 3.i, 3.iv.5): on
    #: the strike its bearer faces the Shield of Iron-bound Ash taps for +1 prowess, the
    #: Great-shield of Rohan keeps a warrior untapped unless wounded, the Elven Cloak cancels
    #: a strike of a creature keyed to a Wilderness; before an attack's strikes are assigned
    #: the Torque of Hues cancels it, the Star-glass cancels an Undead attack or weakens one by
    #: Spiders, Animals or Wolves (each bearer then checks corruption), a warrior's Black
    #: Arrow weakens it; outside an attack Healing Herbs heal or untap a character of its
    #: bearer's company; tapped items untap in the untap phase (CoE 2.I); 1 to 29 replay as
    #: played (no item's use was offered).
    #: 31: the engine's seventeenth generation (``hand_cards.GENERATION_17_FROM``): Praise to
    #: Elbereth, before the strikes of a Nazgûl's attack are assigned, taps an untapped
    #: character of the company attacked to cancel it (CoE 3.i; the Nazgûl shuffled back,
    #: GON-NAZ-5); on another attack it is not offered and is refused naming the card and the
    #: reason; Favor of the Valar, in the organization phase, shuffles the rest of the hand and
    #: the discard pile but its sites into the resource deck, is removed from the game and
    #: draws a new hand (GON-PLAY-2), the automatic player playing it when the hand holds no
    #: item, ally or faction and the discard pile does; Hiding stays declared; 1 to 30 replay
    #: as played (the two were declared).
    #: 32: more items' uses (``item_uses.TURN_USES_FROM``): in the organization and site
    #: phases, outside an attack, Miruvor and the Potion of Prowess are discarded to give
    #: every character of their bearer's company +2 body (not above 10) or +1 prowess until
    #: the end of the turn (``CompanyBolstered``), counted in his body checks and against
    #: every strike; The Arkenstone taps to untap a Dwarf of its bearer's company, who then
    #: checks corruption at -2; 1 to 31 replay as played (none of them was offered).
    #: 33: the hazard events acting on a creature's attack are played with it by their cards
    #: (``hazard_events.with_creature``, GON-HH-7), no longer declared: Dragon's Desolation
    #: gives a Dragon's attack +2 prowess, Fell Beast a Nazgûl's one more strike and -2
    #: prowess with the attacker choosing every defender (CoE 3.iii), Words of Power and
    #: Terror, with a Nazgûl's attack, every character of the company -1 prowess until the end
    #: of the turn; one no attack took is a dud (GON-DUD-2); 1 to 32 replay as played (the
    #: player declared what they did).
    #: 34: the events on a character of the company or a faction are played by their cards
    #: (``hazard_events.ON_THE_COMPANY_SINCE``, GON-HH-10), no longer declared: Call of Home
    #: (not a Wizard), Tookish Blood (a Hobbit) and Call of the Sea (an Elf, -3 through a
    #: Coastal Sea) roll 2D6 plus the unused general influence for the character GON-TARGET-1
    #: picks, who goes back to the hand below the card's number, the player giving one of his
    #: items to another character of his company; Muster Disperses rolls so for the faction
    #: worth the most, discarded below eleven; 1 to 33 replay as played (declared).
    #: 35: a card lowering the hazard limit (Fair Travels, the mountain and river cards) is
    #: refused naming GON-HH-2, there being no hazard limit (``hand_cards.NO_LIMIT_FROM``),
    #: no longer declared; 1 to 34 replay as played (the player declared what it did).
    #: 36: the hand plays more of the engine's scripts (``hand_cards.COMPANY_CARDS_FROM``):
    #: A Friend or Three (+1 for each character of his company) and Halfling Strength (+4, a
    #: Hobbit) to a character's next corruption check this turn; Stealth, a scout of a
    #: company below size three tapping in the organization phase, keeps every hazard
    #: creature off his company this turn (its creatures duds, GON-DUD-4, a Nazgûl a guardian,
    #: GON-NAZ-2); Quiet Lands halves the strikes of an automatic-attack at a Shadow-hold or
    #: Ruins & Lairs before they are assigned (CoE 3.i); 1 to 35 replay as played (declared,
    #: Halfling Strength's check not offered).
    #: 37: the Red Arrow's bearer recruits the Riders of Rohan with no roll
    #: (``printed_rules.AUTOMATIC_INFLUENCE_FROM``, ``engine.item_influence.AUTOMATIC``),
    #: tapping as for any influence attempt; 1 to 36 replay as played (he rolled).
    #: 38: Athelas (``athelas``, CoE 2.V.4), in the organization and site phases outside an
    #: attack: its untapped Dúnadan bearer taps to heal a wounded character of his company
    #: to tapped, or Aragorn II taps to remove a corruption card from one; the herb is then
    #: discarded; 1 to 37 replay as played (not offered).
    #: 39: in the organization phase, Ford (a ranger tapping) keeps creatures keyed by type
    #: to a Wilderness off his company this turn, Secret Entrance (a sage tapping) those
    #: keyed to its site, but for a company moving to a site in a Dark-domain
    #: (``hand_cards.KEYING_CARDS_FROM``); 1 to 38 replay as played (declared).
    #: 40: cards played on a character for his next influence attempt this turn
    #: (``hand_cards.INFLUENCE_CARDS_FROM``, CoE 2.V.3), once he may make one (in the site
    #: phase, the site entered and untapped, a faction of the hand played there): Lordly
    #: Presence (+5, a card drawn if it succeeds), Muster (+his prowess, up to 5), Persuasive
    #: Words (two rolls, the better used), Tempering Friendship (+4), A Friend or Three (+1
    #: for each character of his company), New Friendship (+3), each a modifier naming the
    #: card, spent by the attempt; 1 to 39 replay as played (declared).
    #: 41: Fury of the Iron Crown is played with the attack of a creature of its races
    #: (``hazard_events.FURY_SINCE``, GON-HH-7), not while The Iron Crown is borne: +4 to the
    #: first strike resolved; after the attack the creature but a Nazgûl goes to the
    #: player's marshalling point pile, defeated or not; 1 to 40 replay as played (declared).
    #: 42: Hiding (``hand_cards.HIDING_FROM``), in the organization phase on a scout whose
    #: company has declared no move: it stays where it is this turn (a move refused) and
    #: every hazard creature's attack on it is canceled as declared (CoE 3.i; the creature
    #: discarded, a Nazgûl shuffled back, GON-NAZ-5); 1 to 41 replay as played (declared).
    #: 43: a face-up Fell Beast lets a Nazgûl that could not otherwise attack the company be
    #: keyed to a Shadow-land of its site path or to its site, a Shadow-hold, and is played
    #: with it (``hazard_events.MOUNT_KEYING_SINCE``, GON-HH-7); 1 to 42 replay as played
    #: (the Nazgûl guarded Dol Guldur, GON-NAZ-2).
    #: 44: Thorough Search (``hand_cards.SEARCH_FROM``), in the site phase once the site is
    #: entered, taps a scout: another character of his company may play one minor, major or
    #: gold ring item playable at the site, the site tapped or not, without tapping it
    #: (``SiteSearched``); 1 to 43 replay as played (declared).
    #: 45: the items a controller bears add their bonuses in controlling followers
    #: (``printed_rules.ITEM_FOLLOWERS_FROM``, CoE 2.II.2.2.2), each up to the minds of the
    #: followers it names: Narsil +1, the Elf-stone +2 against Elves, The Arkenstone +3
    #: against Dwarves, the Red Arrow +5 against a character whose home site is Edoras; in
    #: taking a follower and in what his followers leave him for an influence attempt (an
    #: item whose bonus counts against the faction not twice); 1 to 44 replay as played.
    #: 46: a Fell Turtle's successful strike sends its moving company back to its site of
    #: origin (``creatures.SENDS_BACK_FROM``, ``MovementTurnedBack``): it stays there, the rest
    #: of the hazard hand keyed to it as to a company that does not move (GON-DUD-4), and its
    #: site phase is there; 1 to 45 replay as played (it went on to its new site).
    #: 47: the creature scripts are read up to the engine's generation 11
    #: (``creatures.SERIES_FROM``): an Assassin makes three attacks, a Slayer two, of one
    #: strike each, all on the one character the attacker chooses (GON-TARGET-1), a strike
    #: more given to one of them excess on him; once its strike is assigned the defender may
    #: tap a character (for an Assassin, not the one attacked) to cancel the attack under way
    #: (``cancel-attack:<character>``, up to two of an Assassin's, one of a Slayer's); the
    #: creature is defeated only if every one of its attacks is. A Mûmak is keyed too to the
    #: coastal regions where Corsairs of Umbar attacked the company this turn. 1 to 46 replay
    #: as played (one attack, their text not played).
    #: 48: a face-up Morgul-horse lets a Nazgûl that could not otherwise attack the company be
    #: keyed to a Shadow-land of its site path, and is played with it
    #: (``hazard_events.MORGUL_HORSE_SINCE``, GON-HH-7; a face-up Fell Beast keys it first);
    #: one no Nazgûl took is a dud (GON-DUD-2); 1 to 47 replay as played (declared).
    #: 49: a face-up Dragon's Desolation lets a Dragon that could not otherwise attack the
    #: company be keyed to its new site, a Ruins & Lairs with two Wildernesses in its site path,
    #: and is played with it, adding nothing to the attack (``hazard_events.LAIR_SINCE``,
    #: GON-HH-7); 1 to 48 replay as played (its +2 only; the Dragon a dud there).
    #: 50: after the attack Fury of the Iron Crown went with, by a creature but a Nazgûl, the
    #: player may play The Iron Crown from his hand with a character of the company attacked
    #: (``hazard_events.CROWN_SINCE``, GON-HH-7; ``iron-crown:<character>``, no site, no
    #: tap), or keep it (``iron-crown-kept``); the automatic player keeps it; 1 to 49 replay
    #: as played (it stayed in the hand).
    #: 51: Secret Passage (``hand_cards.PASSAGE_FROM``), in the organization phase, on a
    #: company that has declared a move to a Ruins & Lairs (``resource:<card>:pass:<company>``):
    #: only creatures keyed to its new site are played on it this turn (``KeyingBarred``), the
    #: others duds (GON-DUD-4); 1 to 50 replay as played (declared).
    #: 52: Horses (``hand_cards.HORSES_FROM``), in the organization phase, on a company
    #: (``resource:<card>:ride:<company>``): every hazard creature played on it this turn has
    #: +2 prowess (``CreaturesStrengthened``, ``AttackDeclared``'s ``strengthened``); its
    #: hazard limit -2 has nothing to act on (GON-HH-2); the automatic player never plays it;
    #: 1 to 51 replay as played (declared).
    #: 53: Radagast, the player's Wizard, draws one resource more for each Wilderness of his
    #: moving company's site path (``printed_rules.WILDERNESS_DRAWS_FROM``,
    #: ``hobbit.character_texts``); an allied Wizard's text is ignored (GON-SETUP-5); 1 to 52
    #: replay as played (the site's number only).
    #: 54: Great-road (``hand_cards.ROAD_FROM``), in the organization phase, on a company at a
    #: Haven (``resource:<card>:road:<company>``): its hazards count twice this turn
    #: (GON-HH-3); as the end-of-turn phase begins, away from that Haven, it goes back there
    #: (``road-home:<company>``, a move with no movement/hazard phase, which may end The
    #: Investigation at Lórien, GON-STAGE-1) or stays (``road-stay:<company>``); the
    #: automatic player does not play it, but goes back if it may; with it the hand reads the
    #: engine's eighteenth generation: The Evenstar, +1 prowess to an Elf for the turn; 1 to
    #: 53 replay as played (declared).
    #: 55: the hand reads the engine's twentieth generation (``hand_cards.FLAME_FROM``):
    #: Wizard's Flame, a spell, in the organization and site phases on a Wizard: every attack
    #: on his company this turn has -2 prowess (``AttacksProwessModified``, ``AttackDeclared``'s
    #: ``every_attack``), then he checks corruption at -3; removed from the game (GON-PLAY-5).
    #: An Assassin's or a Slayer's further attacks weigh what cards played this turn give the
    #: company's attacks too (Wizard's Flame, Horses); 1 to 54 replay as played (declared; the
    #: further attacks as printed).
    #: 56: the hand reads the engine's twenty-first generation (``hand_cards.MIRROR_FROM``):
    #: Mirror of Galadriel, in the organization and site phases while a company of the
    #: player's is at Lórien: the top five cards of the play deck or of the hazard deck seen
    #: (``CardsSeen``), then shuffled back on top; 1 to 55 replay as played (declared).
    #: 57: a character whose card says so (Bilbo, Frodo, Fatty Bolger, Merry, Pippin, Sam,
    #: Robin Smallburrow)
    #: comes into play from the hand only at his home site (``printed_rules.HOME_ONLY_FROM``,
    #: ``character_rules.HOME_ONLY``, CoE 2.II.2.2), not at any Haven; refused elsewhere
    #: naming it; 1 to 56 replay as played (a Haven or his home site).
    #: 58: the hand reads the engine's twenty-second generation (``hand_cards.FAR_SIGHT_FROM``):
    #: Far-sight, in the site phase once the company has entered an untapped site where
    #: Information is playable, on an untapped sage of it: he and the site tap
    #: (``SiteTapped``), the player takes an item of the play deck into the hand
    #: (``DeckSearched``, ``take:<item>``, ``ItemTakenFromDeck``; nothing else meanwhile), the
    #: deck is shuffled and the sage checks corruption; 1 to 57 replay as played (declared).
    #: 59: the corruption cards that make their bearer check corruption play their text
    #: (``corruption_cards.SINCE``, CoE 7.1): Lure of Nature and Lure of Creation at the end
    #: of the movement/hazard phase, Lure of the Senses and The Burden of Time in the untap
    #: phase, Despair of the Heart as an attack that wounded his companions ends, Lure of
    #: Expedience as his company gains an item at a site (each check named first:
    #: ``CorruptionCardCheck``); the hazard hand plays The Burden of Time only on an Elf away
    #: from a Haven, Lure of Expedience not on a Wizard or a Hobbit, and none of them on a
    #: character already bearing it (else a dud, GON-DUD-2); The Burden of Time and Lure of
    #: Expedience are removed by their printed number, no longer declared (CoE 7.3); 1 to
    #: 58 replay as played.
    #: 60: a character whose card says so keeps one more card in the player's hand where his
    #: company is (``printed_rules.HAND_BONUS_FROM``, ``hobbit.character_texts.hand_bonus``):
    #: Elrond at Rivendell, Galadriel at Lórien, Círdan at the Grey Havens, Pallando anywhere
    #: (GON-PLAY-2's hand size, at the end of the turn, for Favor of the Valar's new hand and
    #: the opening hand); 1 to 59 replay as played (five, six with The One Ring).
    #: 61: Lucky Search (``hand_cards.LUCKY_FROM``), in the site phase once the company has
    #: entered a Shadow-hold or a Dark-hold, tapped or not, on an untapped scout of it, who
    #: taps: the play deck is turned over to the first item but a special one or a unique one
    #: in play, which he takes (``LuckySearchMade``), the cards turned over shuffled back; he
    #: then faces one strike of 3 prowess plus the cards turned over (``AttackDeclared`` of
    #: origin ``lucky-search``), which no card cancels; a wound discards the item
    #: (``ItemLost``, before his body check); 1 to 60 replay as played (declared).
    #: 62: the hand reads the engine's generations up to the twenty-fifth
    #: (``hand_cards.FANA_FROM``): True Fána, a Wizard's spell, on an attack on his company
    #: before its strikes are assigned: a roll plus his prowess above the attack's makes every
    #: strike fail (``StrikesFailRolled``, ``AttackStrikesFailed``), the attack ending with no
    #: strike rolled, defeated if it has no body or every body check (one a strike it could
    #: give) fails; then he checks corruption at -3 (CoE 7.1); removed from the game
    #: (GON-PLAY-5); 1 to 61 replay as played (declared).
    #: 63: the cards moving a company by no site path (``hand_cards.FLIGHTS_FROM``), in the
    #: organization phase (``resource:<card>:<mode>:<company>:<site>``): Eagle-mounts, on a
    #: company at Eagles' Eyrie with a diplomat, to a site of the location deck but a
    #: Shadow-hold, Dark-hold or Under-deeps site, only creatures keyed to that site played on
    #: it (``KeyingBarred`` not-site); Paths of the Dead, on a company at Dunharrow with
    #: Aragorn II, to the Vale of Erech, only Undead played on it, each whatever its keying
    #: (``CreaturesLimitedToUndead``). The move is declared so (``MovementDeclared``'s ``by``,
    #: ``Company.by_card``): no site path, another move or stay refused; the automatic player
    #: does not play them; 1 to 62 replay as played (declared).
    #: 64: a resource short-event the scenario leaves nothing to act on is refused naming
    #: the clause and why (``hand_cards.NO_USE_FROM``, ``hobbit.refused_cards``): Ringlore, Test
    #: of Form, Test of Lore and Wizard's Test, no gold ring being borne (GON-RDECK-3), and
    #: Wizard's Laughter, with no opponent's turn (GON-PLAY-1); 1 to 63 replay as played
    #: (declared).
    #: 65: the hand reads the engine's twenty-sixth generation (``hand_cards.BRIDGE_FROM``):
    #: Bridge, as the movement/hazard phase of a company that moved to a Haven ends (the game
    #: waits: ``BridgeMayBePlayed``), to a site of the location deck starter movement reaches
    #: from there (``resource:<card>:bridge:<company>:<site>``, ``CompanyMovesOn``): a
    #: movement/hazard phase follows for that move, the Haven its site of origin; or no
    #: further (``bridge-done``), which the automatic player chooses; 1 to 64 replay as
    #: played (declared).
    #: 66: Círdan's and Fatty Bolger's cancels (``printed_rules.CHARACTER_CANCELS_FROM``,
    #: ``hobbit.character_cancels``, ``character-cancel:<character>``): Círdan, untapped, taps
    #: to cancel an attack on his company keyed by type to a Coastal Sea before its strikes are
    #: assigned (CoE 3.i); Fatty Bolger, untapped, taps to cancel the strike another Hobbit of
    #: his company faces, before its roll (CoE 3.iv.5.1), never Lucky Search's; the automatic
    #: player cancels so where it may; 1 to 65 replay as played (not offered).
    #: 67: Bill the Pony takes his company to the nearest Haven its site card names, a Haven of
    #: the location deck, as its site phase ends (``printed_rules.BILL_MOVE_FROM``,
    #: ``hobbit.bill``, ``ally-move:<ally>``): he is discarded, the company reaches the Haven
    #: with no movement/hazard phase (``CompanyMoved``, its site card leaving as on any move;
    #: Lórien after the rescue at Dol Guldur ends The Investigation, GON-STAGE-1), and its site
    #: phase ends; not from a Haven or an Under-deeps site, nor for a company of size four or
    #: more; the automatic player does not take him so; 1 to 66 replay as played (not
    #: offered).
    #: 68: Roäc the Raven, untapped among the allies of the company whose site phase it is, taps
    #: and is discarded to influence a faction of the hand as a diplomat would where it is
    #: played, wherever the company is (``printed_rules.ALLY_INFLUENCE_FROM``, ``hobbit.roac``,
    #: ``ally-influence:<ally>:<faction>``): 2D6, no direct influence, the faction's standard
    #: modification for his race, against its number; no site taps; recruited, it goes to the
    #: marshalling point pile; the automatic player does not use him; 1 to 67 replay as played
    #: (not offered).
    #: 69: a character whose card says so costs the player marshalling points when he is
    #: eliminated, not when only discarded (``printed_rules.ELIMINATION_COST_FROM``, CoE
    #: 3.I.2, 7.1; ``MarshallingPointsLost``, counted as character points): Aragorn II,
    #: Bilbo, Círdan, Elrond, Frodo, Galadriel; 1 to 68 replay as played (nothing lost).
    #: 70: the hazard hand plays each corruption card that makes its bearer check only on a
    #: character its text allows (``corruption_cards.EVERY_BEARER_FROM``): Lure of Nature on
    #: no Hobbit or Dwarf, Lure of Creation on a Wizard only, Despair of the Heart on no
    #: Hobbit or Wizard; 59 to 69 replay as played (those three on anyone).
    #: 71: Wizard's River-horses (``hand_cards.RIVER_HORSES_FROM``, the engine's twenty-seventh
    #: generation), a Wizard's spell played on him, then his corruption check at -2 (CoE 7.1),
    #: the card removed from the game (GON-PLAY-5): before the strikes of an attack on his
    #: company are assigned, he its only character, the attack is canceled (CoE 3.i); or, in
    #: the organization and site phases, each Nazgûl guarding Dol Guldur, a hazard
    #: permanent-event (GON-NAZ-2), is discarded, so shuffled back into the hazard deck
    #: (``GuardianReturned``, GON-NAZ-5), its automatic-attack gone; with no guardian it is not
    #: offered, and out of its condition refused naming the card and the reason; 1 to 70
    #: replay as played (declared).
    #: 72: Old Road by its own action (``hand_cards.OLD_ROAD_FROM``, ``hobbit.old_road``,
    #: ``old-road:<character>:<faction>``): in the site phase of a company at an untapped
    #: Haven, outside an attack, an untapped character taps to influence a faction of the hand
    #: played at a site of the location deck two regions or fewer from that Haven (CoE 2.V.3):
    #: 2D6 and the faction's standard modification, at -1 and without his direct influence,
    #: against its number; the card discarded, the faction recruited (the Haven tapping) or
    #: discarded; a company at a Haven takes a site phase where Old Road may be played there;
    #: no longer declared, and out of its condition refused naming the card and
    #: the reason; 1 to 71 replay as played (declared).
    #: 73: A Chance Meeting by its own action (``chance_meeting``,
    #: ``chance-meeting:<character>:<controller>``): in the organization phase, or the site
    #: phase of the company whose phase it is, outside an attack, at a Free-hold, Border-hold
    #: or Ruins & Lairs, a non-Wizard character of the hand (a Hobbit too) comes into play in
    #: the company as the follower of a non-Wizard character of it, no follower himself, whose
    #: direct influence left covers his mind (CoE 2.II.2.2.2); not counting against the one
    #: character a turn; no longer declared, and out of its condition refused naming the card
    #: and the reason; 1 to 72 replay as played (declared).
    #: 74: Great Ship (``hand_cards.GREAT_SHIP_FROM``, the engine's twenty-eighth generation,
    #: ``great_ship``): in the organization phase a character taps to put his company aboard
    #: until the end of the turn (``GreatShipBoarded``); while its site path holds a Coastal
    #: Sea and no two other regions in a row, any untapped character of it may tap to cancel a
    #: hazard creature's attack on it before its strikes are assigned
    #: (``great-ship:<character>``, CoE 3.i), and the hazard hand waits as a hazard event is
    #: played on the company or one of its characters (``HazardEventCancelable``) for
    #: ``great-ship-event:<character>`` (canceled, discarded) or ``resolve-hazard``; the
    #: automatic player does not board, and cancels where it may; out of its condition refused
    #: naming the card and the reason; 1 to 73 replay as played (declared).
    #: 75: the printed rules of Mount Doom and the healing sites (``engine.site_rules``,
    #: ``printed_rules.SITE_RULES_FROM``): a hazard creature may always be keyed to Mount
    #: Doom, the company's new site or the one it stays at, whatever Stealth, Ford, Secret
    #: Entrance or Paths of the Dead say; at Old Forest or Rhosgobel a healing effect (a card's,
    #: Healing Herbs', Athelas's, a declared heal) reaches every wounded character at the site,
    #: of any company, each healing the same way (``CharacterStateChanged`` naming why); their
    #: hazard limit 2 higher never arises (GON-HH-2); 1 to 74 replay as played.
    #: 76: the long-event phase (CoE 2.III) and the Wizards' resource environments, played
    #: by their cards (``long_events``, ``long_event_phase``; GON-GEN-1): Gates of Morning in
    #: the organization phase (``permanent-event:<card>``, CoE 5.3), then, as the
    #: organization phase ends, the resource long-events of the last turn leave play and the
    #: player plays those of the hand (``long-event:<card>``, ``long-events-done``): Sun,
    #: Lapse of Will, Clear Skies (with Gates of Morning) against the attacks and for the
    #: strikes, the Moon (with Gates of Morning) and Fog (with it) treating the site path's
    #: regions as other types for keying creatures, Elf-song taking a corruption card off each
    #: character at a Haven and keeping him there from being discarded; refused out of their
    #: condition naming the card and the reason; 1 to 75 replay as played (they stayed in the
    #: hand).
    #: 77: Fellowship and Swordmaster played by their cards (``permanent_events``, over the
    #: engine's ``fellowship`` and ``swordmaster``; GON-GEN-1): Fellowship in the
    #: organization phase on a company at a Haven of four or more characters and allies
    #: (``permanent-event:<card>:<company>``, ``FellowshipFormed``), +1 prowess against a
    #: strike to each of them and +1 to each character's corruption checks, discarded once
    #: one joins or leaves (``FellowshipDiscarded``); Swordmaster in a company's site phase,
    #: once its site is entered, on an untapped sage at an untapped site where Information
    #: is playable (``permanent-event:<card>:<sage>``): he and the site tap and he gains the
    #: warrior skill (``SkillGained``), a warrior by his card using two weapons and no
    #: shield, discarded as he leaves play; refused out of their condition naming the card
    #: and the reason; 1 to 76 replay as played (they stayed in the hand).
    #: 78: Dreams of Lore and Reforging played by their cards (``permanent_events``,
    #: GON-GEN-1): in a company's site phase, once its site is entered, an untapped sage at an
    #: untapped site where Information is playable taps with the site and holds the card
    #: (``permanent-event:<card>:<sage>``, ``CardHeld``); he does not untap, by the untap
    #: phase, Narya, a card or an item, until he stores it at a Haven in the organization
    #: phase (``store-information:<card>:<sage>``, ``CardStored``: its marshalling points,
    #: miscellaneous); it is discarded as he leaves play. A stored Reforging is discarded by
    #: an untapped sage at a Haven, tapping, in the organization phase to take back a minor
    #: or major weapon, armour or shield of the discard pile for a character of his company
    #: (``reforge:<item>:<sage>:<bearer>``, ``ItemReforged``). Refused out of their
    #: condition naming the card and the reason; 1 to 77 replay as played (kept in the
    #: hand).
    #: 79: Return of the King played by its card (``permanent_events``, over the engine's
    #: ``return_of_the_king``; GON-GEN-1): in the organization phase on Aragorn II at Minas
    #: Tirith, Denethor II in no company (``permanent-event:<card>:<Aragorn II>``,
    #: ``PermanentEventPlayedOn``): his direct influence is 3 higher while it is with him
    #: (followers, influence attempts, GON-TARGET-1's ranking); it is discarded as he leaves
    #: play. Refused out of its condition naming the card and the reason; 1 to 78 replay as
    #: played (kept in the hand).
    #: 80: Cracks of Doom and Gollum's Fate are refused naming GON-HDECK-10 and GON-RING-1
    #: (``hand_cards.ONE_RING_CARDS_FROM``, ``hobbit.no_use``): The One Ring is a
    #: permanent-event borne by no character here, so neither has a bearer to act on; they
    #: are no longer offered to be declared. 1 to 79 replay as played (declared).
    #: 81: Morgul-knife and The Pale Sword played by their cards (``blades.SINCE``, over
    #: ``hobbit.blades`` shared with Burglar): face up in the hazard hand, each different one
    #: is played with a Nazgûl of the hand as it attacks (``BladePlayed``, GON-HH-7), +2 and
    #: +1 prowess (the Sword against The Witch-king one more for each Nazgûl guarding Dol
    #: Guldur); the attack over, each goes on a character it wounded, still in play, on whom
    #: no corruption card was played this turn, GON-TARGET-1's first
    #: (``HazardPlacedOnCharacter``), else it is discarded (``BladeDiscarded``). Its bearer at
    #: a Haven may try to remove it in his untap phase instead of untapping or healing (the
    #: untap phase waits: ``UntapAwaited``, ``remove-blade:<card>:<character>``,
    #: ``untap-phase``; over 4, over 5), not in the organization phase. 1 to 80 replay as
    #: played (the blade stayed face up, never played).
    #: 82: The Iron Crown played by its card (``iron_crown.SINCE``, over ``engine.iron_crown``
    #: as There and Back Again and Burglar read it; the engine's thirty-first generation,
    #: ``hand_cards.IRON_CROWN_FROM``): borne by a character who is not a Hobbit, untapped, it
    #: taps to cancel an attack of Orcs, Trolls or Men on his company before its strikes are
    #: assigned (``use:<crown>:<bearer>:cancel``, CoE 3.i); it gives him +1 body in his body
    #: checks (to at most 10) and +4 direct influence (against a faction, in controlling
    #: followers, in GON-TARGET-1's ranking); its bearer checks corruption after each of his
    #: influence attempts (CoE 7.1). 1 to 81 replay as played (its points alone).
    #: 83: Dark Quarrels' and The Cock Crows' alternatives with Gates of Morning in play
    #: (``gates_cards``; the engine's twenty-ninth and thirtieth generations,
    #: ``hand_cards.GATES_FROM``): Dark Quarrels halves the strikes of any attack before they
    #: are assigned (``resource:<card>:halve``, ``AttackStrikesSet``, CoE 3.i); The Cock Crows,
    #: in the organization or site phase outside an attack, discards a corruption card on a
    #: character (``CorruptionCardRemoved``) or a Nazgûl guarding Dol Guldur, shuffled back
    #: into the hazard deck (``GuardianReturned``, GON-NAZ-5)
    #: (``resource:<card>:discard:<hazard>``). Without Gates of Morning in play neither is
    #: offered, each refused naming why. 1 to 82 replay as played (their first modes only).
    #: 86: the allies' own abilities of Gwaihir, Leaflock, Tom Bombadil and Shadowfax, on The
    #: Road Goes Ever On's conditions moved to the engine (``engine.allies``) and the Hobbit
    #: family's ``gwaihir``, ``hazard_cancels``, ``shadowfax`` (``printed_rules.GWAIHIR_FROM``,
    #: ``ALLY_HAZARD_CANCELS_FROM``, ``SHADOWFAX_FROM``):
    #: Gwaihir in the organization phase, while no card settles the company's move, with the
    #: company of size two or less at a site that is not an Under-deeps site:
    #: ally-move:<ally>:<site> discards him (AllyDiscarded) and declares its move to another
    #: site of the location deck in no Shadow-land or Dark-domain as Eagle-mounts declares it
    #: (KeyingBarred, MovementDeclared naming him): no site path, only creatures keyed to the
    #: site.
    #: Leaflock and Tom Bombadil (``ally_hazard_cancels``): a hazard event of the hazard hand
    #: about to be played on the company or one of its characters (a corruption card, a
    #: declared effect on a character, a tap or wound, the calls home, Muster Disperses) waits
    #: while such an ally is untapped (HazardCancelOffered, State.ally_wait): Leaflock for his
    #: company, Tom Bombadil for any company moving to a site in Arthedain, Cardolan, Rhudaur
    #: or The Shire; ally-hazard:<ally> taps him (AllyTapped) and the event is discarded with
    #: no effect (HazardCanceled), let-hazard lets it be played (HazardCancelDeclined).
    #: Shadowfax (``rides``): as the movement/hazard phase of a company of one character, or
    #: one and a Hobbit, with no other ally ends, the game waits while he is untapped
    #: (MoveOnOffered, the step bridge, Bridge beside him where it may be played):
    #: ally-ride:<ally>:<site> taps him (AllyTapped) and the company moves on by starter
    #: movement to a site of the location deck (CompanyMovesOn naming him), a movement/hazard
    #: phase of its own following (GON-HH-3 by that move); bridge-done moves it no further.
    #: Each refused otherwise naming the ally and the reason; the automatic player flies or
    #: rides only to the site a company heads for, and cancels every hazard it may. 1 to 85
    #: replay as played (none offered).
    #: 87: Weariness of the Heart (``hazard_events.WEARINESS_FROM``): its corruption check is
    #: played (GON-HH-5) only on a character on whom it may fail, on the lowest roll (the
    #: family's check, ``engine.corruption.may_fail``); with none such it waits for a
    #: creature's attack and gives -1 prowess to the strike of the character GON-TARGET-1
    #: picks (HazardEventPlayed, GON-HH-7, GON-HH-9), a dud if he faces no strike or no
    #: creature attacks. 1 to 86 replay as played (its check always played).
    #: 88: Andúril, the Flame of the West played by its card (``anduril``, over the engine's
    #: and the Hobbit family's ``anduril``, which Burglar reads too;
    #: ``permanent_events.ANDURIL_SINCE``): held by a sage as Dreams of Lore is
    #: (``permanent-event:<card>:<sage>``, CardHeld), who then checks corruption at -3 and
    #: stays tapped until he stores it at a Haven (``store-information:<card>:<sage>``,
    #: CardStored: its 1 point, an item's); once stored, in the organization phase, with a
    #: Reforging stored and Narsil borne in any company, ``join-anduril:<narsil>`` discards the
    #: Reforging and places it with that Narsil (AndurilJoined): its bearer has +4 prowess to
    #: 11 against a strike, +1 direct influence (an influence attempt, controlling followers,
    #: GON-TARGET-1's ranking), one more corruption point and 4 item points (GON-WIN-2);
    #: ``anduril-untap:<character>`` taps it outside an attack in the organization or site
    #: phase to untap a tapped Dúnadan of its bearer's company (ItemTapped), its bearer then
    #: checking corruption at -1; discarded once no one bears its Narsil (AndurilDiscarded).
    #: Refused otherwise naming the card and the reason. 1 to 87 replay as played (kept in
    #: the hand).
    #: 89: the Army of the Dead played by its card (``printed_rules.ARMY_OF_THE_DEAD_FROM``,
    #: the Hobbit family's ``army_of_the_dead``, as Burglar Wants a Good Job plays it): in a
    #: company's site phase once the Vale of Erech is entered, untapped, the turn Paths of the
    #: Dead moved the company there, Aragorn II, untapped, brings it into play with no roll
    #: (``influence:<faction>:<Aragorn II>``, FactionInfluenced naming Paths of the Dead, its 6
    #: faction points), the site tapping. Refused otherwise naming the card and the reason.
    #: 1 to 88 replay as played (refused: it prints no influence number).
    #: 90: the items worth more to a bearer of one race (``printed_rules.BEARER_VALUES_FROM``,
    #: over the engine's ``bearer_values``, which The Road Goes Ever On and the Hobbit family
    #: read too; CoE 6.1): borne by a Dwarf, Durin's Axe gives 3 corruption points and 4
    #: marshalling points, The Arkenstone 4 and 5, in place of their printed ones (his
    #: corruption checks, the board; the score and the degree of victory, GON-WIN-2). 1 to 89
    #: replay as played (their printed points).
    #: 91: Nenya's last gift (``hand_cards.NENYA_FROM``, ``hobbit.nenya`` over the engine's
    #: nenya, which The Road Goes Ever On reads too): its play on Galadriel names the
    #: character of any company (the "assured" argument; left out, anyone) whose next
    #: corruption check made away from a Shadow-hold or Dark-hold succeeds with no roll
    #: (CorruptionCheckAssured after her own check, CorruptionCheckSucceeded as it is used).
    #: Naming no character in play is refused naming the card and the reason. 1 to 90 replay
    #: as played (her bonuses and check alone).
    #: 92: Morannon by its card (``morannon.SINCE``, over the engine's morannon, which Burglar
    #: and The Road Goes Ever On read too; GON-GEN-1, CoE 5.3): the sites its copies stand
    #: for join the catalog of a game whose resource deck or sideboard holds it; in the
    #: organization phase, on a company of size under three with a scout at a site in Dagorlad,
    #: permanent-event:<card>:<company> brings a copy into play (MorannonPlaced) and settles
    #: the company's move to the Dark-hold in Udûn it stands for (MovementDeclared naming it)
    #: by its own site path, a Shadow-land and a Dark-domain; the company leaves by the path
    #: back to Lórien the card prints, and as it arrives elsewhere the copy is discarded
    #: (MorannonDiscarded), its site leaving play untapped. Refused otherwise naming the card
    #: and the reason. 1 to 91 replay as played (it stayed in the hand).
    #: 93: the palantíri, Use Palantír and Align Palantír by their cards (``palantiri``,
    #: ``hand_cards.PALANTIRI_FROM``, over the Hobbit family's ``hobbit.palantiri``, which now
    #: reads a scenario's companies): in the organization or site phase outside an attack, a
    #: bearer of any company able to use a palantír he bears (Use Palantír played on him, a
    #: sage who taps: play:<card>:enable:<sage>:<palantír>, for the rest of the turn, no longer
    #: declared; Align Palantír on it, played in the organization phase with a sage in his
    #: company: play:<card>:align:<bearer>:<palantír>, its 2 corruption points his, its 2
    #: miscellaneous points counted while in play) taps the stone
    #: (palantir:<stone>:<bearer>:<way>, arguments card and as; ItemTapped) to play its power,
    #: then checks corruption (CoE 7.1): Annúminas takes a "sage only" card of the resource
    #: deck or its discard pile into the hand (no sideboard, GON-SETUP-12); Orthanc, with five
    #: cards or more in the resource deck, shuffles a card of its discard pile into it; Minas
    #: Tirith sees the top five of the resource deck, then of the hazard deck, each shuffled
    #: back on top; Elostirion, borne by a sage, removes a corruption card from an Elf or a
    #: Wizard of any company; Osgiliath discards a corruption card on a character or a Nazgûl
    #: guarding Dol Guldur (GuardianReturned, shuffled back, GON-NAZ-5), the hazard
    #: permanent-events here (GON-HDECK-6, GON-HDECK-7), or is used as another stone in play;
    #: Amon Sûl as Annúminas or Elostirion (its look at the opponent's hand ignored,
    #: GON-RDECK-10). Saruman's use is an allied Wizard's text, ignored (GON-SETUP-5). As a
    #: company's movement/hazard phase begins, once it moves, the Align Palantír on a stone it
    #: bears is discarded, its Palantír of Elostirion too, of Amon Sûl below 2 characters, of
    #: Osgiliath below 4 (ItemLeftPlay); an Align Palantír is stored with its stone
    #: (AlignmentStored, its points kept) and discarded once its stone leaves play otherwise;
    #: the Palantíri of Amon Sûl and Osgiliath stored at a Haven are worth 5 points. Refused
    #: out of their condition naming the card and the reason; the automatic player uses a
    #: stone when it is worth it and the check safe. 1 to 92 replay as played (the stones'
    #: catalog facts only, Use Palantír declared, Align Palantír kept in the hand).
    #: 94: Vilya's second gift (``hand_cards.VILYA_FROM``, ``hobbit.vilya`` over the engine's
    #: vilya, which The Road Goes Ever On reads too): its play on Elrond names up to three
    #: resources of the discard pile (the "resources" argument; left out, none) that, with his
    #: company at Rivendell and five cards or more in the play deck, are shuffled into it
    #: after his bonuses and before his check (DeckShuffled naming them from_discard). Named
    #: elsewhere, more than three, no resource of the discard pile or with fewer than five
    #: cards in the play deck, refused naming the card and the reason. 1 to 93 replay as
    #: played (his bonuses and check alone).
    #: 95: an item stored also where its card says, for what it is worth there
    #: (``printed_rules.ITEM_STORES_FROM``, over the engine's ``item_places.STORES``, which The
    #: Road Goes Ever On reads too; CoE 2.II.4): the Sapling of the White Tree at Minas Tirith,
    #: for 2 (``store:<item>:<bearer>``, ItemStored), Earth of Galadriel's Orchard at Bag End
    #: for 2, the Book of Mazarbul at a Dwarf-hold for 5, the Red Book of Westmarch at a Haven
    #: for 1; The White Tree, with no Sapling borne in
    #: the company, discards one so stored, its points with it (WhiteTreePlanted naming no
    #: bearer). Refused elsewhere naming the item and where it is stored. 1 to 94 replay as
    #: played (an item stored only at a Haven, for its printed points).
    #: 96: the Book of Mazarbul's reading (``printed_rules.BOOK_FROM``,
    #: ``hobbit.book_of_mazarbul`` over the engine's book_of_mazarbul, which The Road Goes
    #: Ever On reads too): in the organization phase, outside an attack, a sage bearing it
    #: taps it (read-book:<book>:<bearer>, ItemTapped; CoE 6.1): the hand holds one card more
    #: until the next untap phase. Refused otherwise naming the Book and the reason. 1 to 95
    #: replay as played (its catalog facts alone).
    #: 97: Quiet Lands', Stars' and The Evenstar's alternatives with Gates of Morning in play
    #: (``hand_cards.GATES_TREATMENTS_FROM``, ``gates_cards`` over ``hobbit.gates_treatments``,
    #: as Burglar Wants a Good Job plays them): in the organization phase outside an attack,
    #: once a company has declared its move (the standard rules' long-event phase, as Secret
    #: Passage is played), resource:<card>:treat:<company> treats until the end of the turn
    #: the region of its site path the "region" argument names (Quiet Lands a Shadow-land as
    #: a Wilderness; Stars a Dark-domain as a Shadow-land or a Shadow-land as a Wilderness) or,
    #: Quiet Lands, its new site (its site, staying) the "site" argument names, a Shadow-hold,
    #: as a Ruins & Lairs (LandsTreated with the company, State.resource_treatments); The
    #: Evenstar gives besides each Elf of the player's +1 prowess for the turn and, played
    #: then on an Elf of a company that has declared its move, its optional "region"
    #: argument treats a Wilderness of that site path as a Border-land or a Border-land as a
    #: Free-domain. The hazard hand keys its creatures, and its events read the path and the
    #: site, as treated (GON-DUD-4; a region treated so is not treated again by the Moon or
    #: Fog). Each once a turn; without Gates of Morning, before the move is declared or naming
    #: what it does not treat, not offered and refused naming the card and the reason. 1 to 96
    #: replay as played (the alternatives not offered).
    #: 98: the Red Book of Westmarch's bonuses (``printed_rules.RED_BOOK_FROM``,
    #: ``hobbit.item_texts``, as Burglar and There and Back Again play them): +2 to its
    #: bearer's direct influence against a Hobbit faction in an influence attempt, and in
    #: controlling a Hobbit follower (taking one on, keeping him, and the mind it covers in an
    #: influence attempt; CoE 2.II.3.2, 2.V.3). 1 to 97 replay as played (it gave nothing).
    #: 99: Sacrifice of Form is refused naming why (``permanent_events.SACRIFICE_REFUSED_FROM``,
    #: ``permanent_events.nothing``): the Wizard it discards is the player's (GON-SETUP-1; an
    #: allied Wizard is none of his, GON-SETUP-2), whose leaving play loses the game
    #: (GON-WIN-9); never offered. 1 to 98 refused it as any card no action offers (it stayed
    #: in the hand); nothing is written either way.
    #: 100: Goldberry (``printed_rules.GOLDBERRY_FROM``, ``hobbit.allies.keeps_on`` over the
    #: engine's allies, which The Road Goes Ever On and Burglar read too): untapped with a
    #: company a Fell Turtle's strike would send back to its site of origin, she taps
    #: (AllyTapped naming the card): no MovementTurnedBack, its move stands. The player always
    #: taps her (the game does not ask). 1 to 99 replay as played (sent back).
    #: 101: Rescue Prisoners by its card (``printed_rules.RESCUE_FROM``, ``rescue``): at a
    #: Dark-hold or Shadow-hold already tapped, never twice at one site, a Spider attack (2
    #: strikes at 7 prowess), then discarded with no character untapped, else an untapped
    #: character taps to hold it (``hold-prisoners``) or it is discarded; its holder untaps
    #: only once he stores it at a Haven, Border-hold or Free-hold (its 2 points then). Held
    #: at Dol Guldur it is The Investigation's rescue and the White Council's win (GON-STAGE-1,
    #: GON-WIN-1). 1 to 100 replay as played (an untapped hold, tapped, no attack, its points
    #: at once).
    #: 102: Nenya's gift reads the company's site as a resource with Gates of Morning treats
    #: it this turn (``hand_cards.NENYA_TREATED_SITE_FROM``, ``treated_sites.treated_site``): a
    #: check made at a Shadow-hold Quiet Lands treats as a Ruins & Lairs succeeds with no roll
    #: (CorruptionCheckSucceeded). 1 to 101 replay as played (the site as printed: the check
    #: rolled and the gift waited).
    #: 103: a wounded Goldberry does not tap to keep her company on its way
    #: (``printed_rules.WOUNDED_GOLDBERRY_FROM``, ``hobbit.allies.unable``; CoE 9.2.3: only an
    #: untapped ally taps for an effect): the Fell Turtle sends it back. 1 to 102 replay as
    #: played (wounded allies are kept apart from the tapped ones, so she tapped).
    #: 104: Weariness of the Heart's check is not played on a character whose check Nenya's
    #: waiting gift makes succeed (``hazard_events.WEARINESS_ASSURED_FROM``,
    #: ``hobbit.nenya.spares``): it cannot fail, so it has no effect on him (GON-DUD-2); it
    #: goes to another on whom it may fail, else its -1 prowess waits for a creature's attack
    #: (GON-HH-7, GON-HH-9) and the gift still waits. 1 to 103 replay as played (the check was
    #: made and used the gift).
    #: 105: every card testing the company's site type, as Nenya's gift from 102, reads it as
    #: a resource with Gates of Morning treats it this turn (``treated_sites.SINCE``): at a
    #: Shadow-hold Quiet Lands treats as a Ruins & Lairs, A Chance Meeting and the Sapling of
    #: the White Tree are played, Lucky Search and Rescue Prisoners refused; Secret Passage is
    #: played on a company moving to one. 1 to 104 replay as played (the site as printed).
    #: 106: the automatic player counts a palantír's check that Nenya's waiting gift makes
    #: succeed as sure to pass (``palantiri.ASSURED_FROM``, ``hobbit.nenya.spares``, as
    #: Weariness of the Heart from 104): a bearer whose roll might fail uses his stone, the
    #: gift making his check succeed (CorruptionCheckSucceeded); Align Palantír's lasting
    #: points are still weighed without it. 1 to 105 play as they did (the gift not looked at:
    #: the stone unused).
    #: 107: Traitor and Lure of Power played by their cards (``waiting_hazards.SINCE``): face
    #: up, each comes into play with the corruption cards (HazardEventWaits, GON-HH-5), no
    #: longer a dud; the next character to fail a corruption check turns traitor
    #: (TraitorTurned), his company attacked at once (one strike at his prowess plus 10 on
    #: the character GON-TARGET-1 picks, body check +1), an attack under way before its
    #: strikes set aside till it is over (AttackSetAside, AttackTakenUp); the next but a
    #: Hobbit to recruit a faction by a roll checks corruption at -4 (HazardEventLeft); The
    #: Cock Crows and a Palantír of Osgiliath may discard either waiting. 1 to 106 replay as
    #: played (each a dud, discarded and replaced).
    #: 108: Ent-draughts by its card (``printed_rules.ENT_DRAUGHTS_FROM``, ``ent_draughts``
    #: over ``hobbit.ent_draughts`` and the engine's ent_draughts, which Burglar and The Road
    #: Goes Ever On read too): in a company's site phase at Wellinghall, once entered, in
    #: addition to an ally or a faction played there this turn, on a character bearing none yet
    #: (``item:<card>:<character>``; ItemPlayed ``in_addition``: neither he nor the site taps);
    #: never taken by a Thief, Pick-pocket or Brigands, transferred, passed on to an heir nor
    #: stored. 1 to 107 replay as played (never offered).
    #: 109: Alatar as the player's Wizard, at a Haven in a company of his own, joins another
    #: company a hazard creature of the hazard hand attacks, before any of its strikes is
    #: assigned (``alatar.SINCE``, ``engine.haven_joins`` as The Road Goes Ever On plays it):
    #: alatar-joins discards the allies he controls (AllyDiscarded), moves him
    #: (CharacterJoinedAttack; a company he leaves empty is gone, his followers go back under
    #: general influence) and gives him one of its strikes (StrikeAssigned, CoE 3.ii); the
    #: attack waits for that choice. Once it is over, or canceled, he taps if untapped and
    #: checks corruption (CoE 7.1). His company moving, the hazard hand takes one card fewer,
    #: the most an opponent could draw (GON-HH-3), still at least two
    #: (MovementHazardBegan's fewer_draws). An allied Alatar's text is ignored (GON-SETUP-5).
    #: 1 to 108 replay as played (never offered; the site's number).
    #: 110: Hiding cancels a creature's attack on the hidden company as it is declared, before
    #: a Corpse-candle's corruption checks, made only of an attack not canceled
    #: (``hazard_play.HIDING_FIRST_FROM``, CoE 3.i): no check, no Traitor turned by one. 1 to
    #: 109 replay as played (the checks first; one failing with a Traitor waiting set the
    #: attack aside past Hiding, taken up on the hidden company).
    #: 111: Lure of Power by its recorded ruling (``waiting_hazards.ONE_CHECK_FROM``,
    #: ``engine.lure_of_power``): with several in play one corruption check is made and every
    #: copy is discarded; a faction recruited with no roll (the Red Arrow's bearer, Paths of
    #: the Dead's Aragorn) is an influence attempt that succeeds: a Lure of Power in play has
    #: him check, then The Iron Crown's bearer checks (``waiting_hazards.NO_ROLL_FROM``). 1 to
    #: 110 replay as played (a check by each copy in turn; no check after a recruit with no
    #: roll).
    #: 112: Alatar's corruption check after an attack he joined is canceled (a Slayer's or an
    #: Assassin's, by a tap) losing the game, nothing more is played (``alatar.ENDED_STOPS_FROM``,
    #: GON-WIN-9). 1 to 111 replay as played (the creature left play after ``GameEnded``).
    #: 113: an Align Palantír whose stone left play as the game ended (its bearer, the
    #: player's Wizard, eliminated with no one to take it) is no longer discarded after
    #: ``GameEnded`` (``palantiri.ENDED_STOPS_FROM``). 1 to 112 replay as played.
    #: 114: the character facing a strike may discard Miruvor or the Potion of Prowess he
    #: bears against it (``item_uses.STRIKE_BOLSTERS_FROM``, CoE 3.iv.5): his company has the
    #: bonus until the end of the turn, counted in his strike roll or body check, and the
    #: strike waits for that choice; the automatic player uses one for a threatened strike as
    #: it does an item that taps. 1 to 113 replay as played (neither was offered in an attack).
    #: 115: a body check says the cards played on the strike lowered the body when they did
    #: (``printed_rules.LOWERED_BODY_FROM``: Risky Blow's -1, "cards played on the strike
    #: (lower body)"). 1 to 114 replay as played ("raise body" whichever way it went).
    #:      An item a creature's strike or wound takes (ItemLost) cites the card that decides
    #: it, by the clause its attack is played under (``printed_rules.ITEM_LOST_CITED_FROM``:
    #: GON-HH-6), the card named ("creature"). 1 to 114 replay as played (CoE-3.iv.7, no
    #: card).
    #: 116: the options a player gives are laid over the bundled default decks
    #: (``decks.SETUP_OPTIONS_FROM``, ``hobbit.decks.over_default``): each replaces its part
    #: of the default, which stands for each part not given (a Wizard alone keeps the default
    #: decks); none is dropped with ``deck: default``, and an unknown one or another ``deck``
    #: is refused naming it. 1 to 115 set up as before.
    #: 117: a game can be won. "Never twice at one site" holds while the site card is in play
    #: (``rescue.AGAIN_FROM``): Dol Guldur's card, discarded as the company leaves after The
    #: Investigation's rescue, takes that rescue with it, so the White Council may play Rescue
    #: Prisoners there again (GON-STAGE-1, GON-WIN-1); and the Council wins with a rescue
    #: played in any site phase in which it entered Dol Guldur and faced its
    #: automatic-attacks, not only in the turn it moved there (``rescue.STAYING_COUNCIL_FROM``):
    #: a hold tapped one turn, the card played the next. 101 to 116 replay as played (the card
    #: refused at Dol Guldur after The Investigation; no game won).
    #:      A Wizard's failed corruption check that would discard another character records
    #: ``eliminated``, what happens to him (``printed_rules.WIZARD_CHECK_RESULT_FROM``,
    #: CoE-7.1). 1 to 116 replay as played ("discarded", the Wizard eliminated all the same).
    #: 118: a character a failed corruption check eliminates has his items discarded, no
    #: companion taking them (``printed_rules.CHECK_ITEMS_DISCARDED_FROM``, CoE-7.1), and a
    #: corruption check a card asks for names it (``asked_by``,
    #: ``printed_rules.ASKED_CHECKS_FROM``: a Corpse-candle, a Barrow-wight or Ghosts, a
    #: hazard event on a character, a Lure of Power, a corruption card he bears). 1 to 117
    #: replay as played (his unwounded companions took his items; no card named).
    #: 119: a character or ally a creature's text discards (an Abductor's wound, Giant
    #: Spiders' body check equal to his body) is cited by the creature's card
    #: (``printed_rules.CREATURE_DISCARDS_FROM``, ``hobbit.creature_discards``):
    #: CharacterDiscarded (or AllyDiscarded) cites GON-HH-6 and names it ("creature"), as
    #: ItemLost does from 115; the BodyChecked whose equal roll discards him names it too, its
    #: line "equal to the body, so Giant Spiders discards Balin" rather than "survives". 1 to
    #: 118 replay as played (CoE-3.iv.7 or CoE-3.I.1, no card).
    #: 120: Radagast, the player's Wizard, may take his extra draws for the Wildernesses of
    #: his company's site path: the player chooses how many, none to all
    #: (``radagast.SINCE``; ``draw:<card>:<n>``, as Burglar Wants a Good Job asks its
    #: draws, ``hobbit.draw_choice``; the automatic player draws them all), after the site's
    #: own draw and before the hazard hand is placed (``WildernessDrawsOffered``,
    #: ``WildernessDrawsChosen``), and his draws name his card (``ResourcesDrawn``'s
    #: ``card``), citing the passive conditions the new site's reveal sets off (CoE-2.IV.vi).
    #: 53 to 119 replay as played (every one drawn unasked, citing the site's draw,
    #: CoE-2.IV.v).
    #: 121: the resource cards a moving company's site gives (the new site's number, or its
    #: site of origin's when it moves to a Haven) are the player's choice, one to all, as the
    #: standard rules have it (CoE-2.IV.v, GON-GEN-1; ``site_draws.SINCE``; ``draw:<n>``, as
    #: Burglar Wants a Good Job asks its draws, ``hobbit.draw_choice``; the automatic player
    #: draws them all), before Radagast's choice and the hazard hand (``ResourceDrawsOffered``,
    #: ``ResourceDrawsChosen``); a site giving one card has it drawn unasked; the site's draws
    #: name it (``ResourcesDrawn``'s ``site``). 1 to 120 replay as played (every one drawn
    #: unasked, no site named).
    #: 122: a moving company with neither an avatar (a Wizard) nor a character of mind three
    #: or more (one split away from the Wizard's, say, of Orophin or Dwarves alone) draws none
    #: of its site's resource cards (CoE-2.IV.v; ``site_draws.NONE_SINCE``,
    #: ``ResourceDrawsNone``). 1 to 121 replay as played (such a company drew them).
    #: 123: the body check whose equal roll Giant Spiders would make a discard names
    #: Elf-song keeping him at a Haven (``kept_by``, ``printed_rules.KEPT_TOLD_FROM``), its
    #: line saying the creature would discard him, but Elf-song keeps him. 1 to 122 replay as
    #: played (the line said the creature discards him).
    #: 124: a character Elf-song keeps from a discard (CharacterKept) cites CoE-2.III.2, the
    #: clause Elf-song is played under (``printed_rules.KEEPER_CITED_FROM``); what a
    #: creature's own text does (ItemLost, CharacterDiscarded, AllyDiscarded, ItemLeftPlay)
    #: cites the clause its CreatureAttacks cites, GON-DUD-5 for a creature a hazard event
    #: let attack, GON-NAZ-1 a Nazgûl (``printed_rules.ATTACK_CLAUSE_FROM``). 1 to 123 replay
    #: as played (CoE-2.III; GON-HH-6 for any creature).
    #: 125: the -3 to stay untapped (CoE-3.iv.3) is neither offered nor admitted once a card
    #: played (Dodge, Block) or an item used on the strike (the Great-shield of Rohan) keeps
    #: the character facing it untapped, the refusal naming the card
    #: (``printed_rules.KEPT_UNTAPPED_SINCE``, ``hobbit.kept_untapped``). 1 to 124 replay as
    #: played (the -3 offered after the card and counted on top of it).
    #: 126: once the -3 to stay untapped (CoE-3.iv.3) or a card (Dodge, Block, the
    #: Great-shield of Rohan) keeps the character facing the strike untapped, no card keeping
    #: him so is offered nor admitted, the refusal naming what keeps him ("the -3 chosen
    #: already keeps Sam Gamgee untapped against his strike";
    #: ``printed_rules.ONE_KEEPER_SINCE``, ``hobbit.kept_untapped``). 1 to 125 replay as
    #: played (Dodge after the -3, a second card after a first).
    #: 127: Lucky Search's strike assignment ends (StrikesAssigned) citing CoE-3.iii, the step
    #: assigning the strikes, as every other attack's does (``printed_rules.
    #: ASSIGNMENT_CITED_SINCE``). 1 to 126 replay as played (CoE-3.iv.2).
    #: 128: a character comes into play only at the Wizard's site, or under the direct
    #: influence of a character of the company it joins (``play:<card>:<company>:
    #: <controller>``, CharacterPlayed then FollowerTaken; CoE-2.II.2.2), away from the
    #: Wizard's company on general influence alone, his direct influence controlling only
    #: his own company's characters (CoE-2.II.3.2, GON-SETUP-10; ``moves.PLACE_SINCE``,
    #: ``moves.general_left``), as a follower going back under general influence there, and
    #: the organization phase ends only within that general influence (CoE-2.II.8, a
    #: character split away from the Wizard's company counted on it; ``moves.influence_over``,
    #: the discards offered those whose leaving lowers it); a company may move to a site
    #: where another of the player's companies is, its site card shared (CoE-2.II.7;
    #: ``moves.SHARED_SITE_SINCE``), the card of a site of origin staying in play while a
    #: company is declared moving there. 1 to 127 replay as played (a character at any
    #: haven or home site, and every character in any company, on the pooled influence;
    #: moves to the location deck's sites only).
    #: 129: a Corpse-candle's corruption checks of the company wait for the step in which its
    #: attack may be canceled (CoE 3.i; CompanyChecksAwaited): made once the player lets it
    #: stand (``corruption-checks``, AttackStands), no card, item, ally, character or Great
    #: Ship canceling it then (``printed_rules.COMPANY_CHECKS_SINCE``,
    #: ``hobbit.company_checks``). 1 to 128 replay as played (the checks rolled as the attack
    #: was declared, Hiding's cancel alone before them, the others offered after).
    version = "129"
    #: GON-HH-2: no hazard limit (the coverage reads it for the cards lowering one).
    has_hazard_limit = False
    #: The first version adding the printed corruption modifiers the data leaves out (read
    #: by the coverage as the Hobbit scenarios' ``character_rules_from``).
    character_rules_from = printed_rules.CHARACTER_RULES_FROM
    #: The first version playing the characters' printed bonuses in a strike (read by the
    #: coverage as the Hobbit scenarios' ``character_bonuses_from``).
    character_bonuses_from = printed_rules.CHARACTER_BONUSES_FROM
    #: The first version playing Círdan's and Fatty Bolger's cancels (read by the coverage).
    character_cancels_from = printed_rules.CHARACTER_CANCELS_FROM
    #: The first version playing Bill the Pony's move (read by the coverage).
    bill_move_from = printed_rules.BILL_MOVE_FROM
    #: The first version flying Gwaihir's company to a site (read by the coverage).
    gwaihir_from = printed_rules.GWAIHIR_FROM
    #: The first version playing Leaflock's and Tom Bombadil's cancels (read by the coverage).
    ally_hazard_cancels_from = printed_rules.ALLY_HAZARD_CANCELS_FROM
    #: The first version playing Shadowfax's ride on (read by the coverage).
    shadowfax_from = printed_rules.SHADOWFAX_FROM
    #: The first version storing an item where its card says (read by the coverage).
    item_stores_from = printed_rules.ITEM_STORES_FROM
    #: The first version counting an item's values to a bearer of its race (read by the
    #: coverage).
    bearer_values_from = printed_rules.BEARER_VALUES_FROM
    #: The first version playing the Army of the Dead by its card (read by the coverage).
    army_of_the_dead_from = printed_rules.ARMY_OF_THE_DEAD_FROM
    #: The first version playing the palantíri by their cards (read by the coverage).
    palantiri_from = palantiri.SINCE
    #: The first version playing Roäc the Raven's influence attempt (read by the coverage).
    ally_influence_from = printed_rules.ALLY_INFLUENCE_FROM
    #: The first version playing Nenya's sure check (read by the coverage).
    nenya_from = hand_cards.NENYA_FROM
    #: The first version playing Vilya's resources shuffled back (read by the coverage).
    vilya_from = hand_cards.VILYA_FROM
    #: The first version playing the Book of Mazarbul's reading (read by the coverage).
    book_from = printed_rules.BOOK_FROM
    #: Read by the coverage: Quiet Lands', Stars' and The Evenstar's alternatives.
    gates_treatments_from = hand_cards.GATES_TREATMENTS_FROM
    #: The first version playing the Red Book of Westmarch's bonuses (read by the coverage).
    red_book_from = printed_rules.RED_BOOK_FROM
    #: The first version playing Goldberry's keeping her company on (read by the coverage).
    goldberry_from = printed_rules.GOLDBERRY_FROM
    #: The first version playing Ent-draughts by its card (read by the coverage).
    ent_draughts_from = printed_rules.ENT_DRAUGHTS_FROM
    replays = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14",
               "15", "16", "17", "18", "19", "20", "21", "22", "23", "24", "25", "26",
               "27", "28", "29", "30", "31", "32", "33", "34", "35", "36", "37", "38",
               "39", "40", "41", "42", "43", "44", "45", "46", "47", "48", "49", "50",
               "51", "52", "53", "54", "55", "56", "57", "58", "59", "60", "61",
               "62", "63", "64", "65", "66", "67", "68", "69", "70", "71", "72", "73",
               "74", "75", "76", "77", "78", "79", "80", "81", "82", "83", "84", "85",
               "86", "87", "88", "89", "90", "91", "92", "93", "94", "95", "96", "97", "98", "99",
               "100", "101", "102", "103", "104", "105", "106", "107", "108", "109", "110",
               "111", "112", "113", "114", "115", "116", "117", "118", "119", "120",
               "121", "122", "123", "124", "125", "126", "127", "128")
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
    #: The first version playing The Iron Crown by its card (read by the coverage as the
    #: Hobbit scenarios' ``iron_crown_from``).
    iron_crown_from = iron_crown.SINCE
    #: The first version counting a controller's printed bonus against a follower's race.
    follower_bonuses_from = printed_rules.FOLLOWER_BONUSES_FROM
    #: The first version counting his items' bonuses in controlling followers.
    item_followers_from = printed_rules.ITEM_FOLLOWERS_FROM
    #: The first version playing Radagast's draws for the Wildernesses of his site path.
    wilderness_draws_from = printed_rules.WILDERNESS_DRAWS_FROM
    #: The first version in which Alatar joins an attacked company from a Haven (read by the
    #: coverage).
    haven_joins_from = alatar.SINCE
    #: The first version in which the hazard hand takes one card fewer for the movement of
    #: Alatar's company (read by the coverage).
    fewer_hazard_draws_from = alatar.SINCE
    #: The first version keeping a character to his home site where his card says so.
    home_only_from = printed_rules.HOME_ONLY_FROM
    #: The first version counting the one more card in hand a character gives.
    hand_bonus_from = printed_rules.HAND_BONUS_FROM
    #: The first version costing marshalling points for an eliminated character.
    elimination_cost_from = printed_rules.ELIMINATION_COST_FROM
    #: (first version, generation) of the creature scripts read (``creatures``).
    creature_generations = creatures.GENERATIONS
    title = "Guise of the Necromancer (solitaire scenario)"
    clause_prefix = "GON"
    option_types = typed_options(cards=("wizard",), lists=(
        "company", "items", "resources", "resource_sideboard", "hazards", "hazard_sideboard",
        "sites"))
    options = {"wizard": "your Wizard, any but Saruman (default Radagast); Gandalf waits in "
                         "the default resource sideboard, so he needs a resource_sideboard "
                         "of your own (no Wizard twice)",
               "company": "up to 3 non-Wizard starting characters (default Haldir, Celeborn, "
                          "Sam Gamgee; [] for none)",
               "items": "up to 2 non-unique minor items (default: 2 Daggers of Westernesse; "
                        "[] for none)",
               "resources": "the starting resource/character deck, 30+ (default: the "
                            "bundled deck's)",
               "resource_sideboard": "its sideboard, 5+ (default: the bundled one's)",
               "hazards": "the 30 hazards (default: the bundled deck's)",
               "hazard_sideboard": "the 5 hazards, 2 of them The One Ring (default: the "
                                   "bundled one's)",
               "sites": "the location deck (default: the bundled one's)",
               "deck": "\"default\" (or leave it out): the bundled decks, each option you give "
                       "replacing its part"}
    reveal_kinds = ("ResourcesDrawn", "HazardHandRevealed", "DudReplaced")

    def rules_notes(self) -> dict[str, str]:
        return dict(RULES_NOTES)

    # -- setting up -------------------------------------------------------------------------
    def played_option_types(self, setup: Mapping[str, Any]) -> Mapping[str, OptionType]:
        return played_types(self.option_types, played_since(self.played, decks.SETUP_OPTIONS_FROM))

    def prepare_setup(self, setup: Mapping[str, Any]) -> dict[str, JSON]:
        return decks.prepare(self.catalog, setup,
                             played_since(self.played, decks.SETUP_OPTIONS_FROM))

    def setup_cards(self, setup: Mapping[str, Any]) -> tuple[Card, ...]:
        """The sites Morannon's copies stand for, in the catalog of a game whose resource
        starting deck or sideboard holds it (``morannon``)."""
        cards = [setup.get(key) for key in ("resources", "resource_sideboard")]
        return morannon.setup_cards([str(c) for deck in cards if isinstance(deck, list)
                                     for c in deck], self.played)

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
                 cards=list(ctx.state.resource_deck[:self._hand_limit(ctx.state)]))
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
            points = marshalling(state, self.catalog,
                                 bearer_values=printed_rules.bearer_values(self.played))
            out["score"] = points["total"]
            out["degree"] = points["degree"]
        return out

    def narrate(self, fact: Fact) -> str:
        return narrate.line(self.catalog, fact)

    def grounds(self, fact: Fact, earlier: Sequence[Fact]) -> list[int]:
        return grounds.grounds(fact, earlier)

    def policy(self, state: State, actions: Sequence[Action]) -> tuple[str, dict[str, JSON]]:
        return policy.choose(self, state, actions)

    def board(self, state: State) -> dict[str, JSON]:
        name = self._name
        followers = dict(state.followers)
        return {
            "turn": state.turn, "stage": state.stage, "objective": OBJECTIVES[state.stage],
            "phase": state.phase, "step": state.step,
            "general_influence": general_influence(state, self.catalog),
            "companies": [{"id": c.id, "site": name(c.location),
                           "destination": name(c.destination) if c.destination else None,
                           "characters": [{"id": h.card_id, "name": h.name, "state": h.state,
                                           "prowess": h.effective_prowess,
                                           "body": h.effective_body,
                                           "corruption": h.corruption_points
                                           + state.corruption_on(h.card_id)
                                           + hobbit_anduril.corruption(
                                               anduril.holder(state, self.played),
                                               h.card_id)
                                           + printed_rules.extra_corruption(
                                               self.played, self.catalog, h),
                                           # A Wizard's mind as the target picks
                                           # read it (GON-TARGET-1).
                                           **character_view.facts(h, targets.mind(h)),
                                           "follower_of": character_view.follower_of(
                                               h.card_id, followers, name),
                                           "items": character_view.borne_items(
                                               h, state.tapped_items),
                                           "corruption_cards": character_view.corruption_cards(
                                               h.card_id, state.corruption, name)}
                                          for h in c.characters]}
                          for c in state.companies],
            "allies": allies.board(state.allies, name, state.tapped_allies,
                                   state.wounded_allies),
            "hand": [name(c) for c in state.hand],
            "hazard_hand": [name(s.card) if s.face_up else "(face down)"
                            for s in state.hazard_hand],
            "resource_deck": len(state.resource_deck), "hazard_deck": len(state.hazard_deck),
            "hazard_discard": len(state.hazard_discard),
            "discard_piles": discard_piles(state.resource_discard, state.hazard_discard, name),
            "location_deck": [name(s) for s in state.location_deck],
            "the_one_ring": state.ring is not None,
            "nazgul_guardians": [name(c) for c in state.guardians],
            # Traitor, Lure of Power in play, waiting (``waiting_hazards``).
            **({"waiting_hazards": [name(c) for c in state.waiting]} if state.waiting else {}),
            "attack": None if state.fight is None else {
                **state.fight.attack.to_json(), "company": state.fight.company,
                "assigned": [name(c) for c in state.fight.assigned],
                "resolved": [name(c) for c in state.fight.resolved],
                "facing": name(state.fight.facing) if state.fight.facing else None,
                "supporters": [name(c) for c in state.fight.supporters],
                "stay_untapped": state.fight.stay_untapped,
                "excess_strikes": state.fight.excess,
                "excess_on": name(state.fight.excess_on) if state.fight.excess_on else None,
                "strike": self.strike_board(state)},
            "saruman": "out of play" if not state.ring_seen else
            "waiting at Isengard" if state.saruman_waiting else
            "in play" if state.in_play(state.saruman) else "gone",
            "outcome": state.outcome,
        }

    def score(self, state: State) -> dict[str, JSON]:
        """GON-WIN-2..7: the marshalling points with the half rule and the degree of victory
        they give once the game is won (GON-WIN-2..7 apply "if you win"); while it goes on,
        the degree a win now would give, named so (``degree_if_won_now``); the White Council
        gathered so far; the clock (the hazard deck) left. A lost game has neither degree and
        no objective left: all are None."""
        lost, won, playing = (state.outcome == "lost", state.outcome == "won",
                              state.outcome is None)
        points = marshalling(state, self.catalog,
                             bearer_values=printed_rules.bearer_values(self.played))
        degree, clause = points.pop("degree"), points.pop("degree_clause")
        return {**points, "degree": degree if won else None,
                "degree_clause": clause if won else None,
                "degree_if_won_now": degree if playing else None,
                "degree_if_won_now_clause": clause if playing else None,
                "white_council": white_council(state, self.catalog),
                "clock": len(state.hazard_deck), "stage": state.stage,
                "objective": None if lost else OBJECTIVES[state.stage], "rule": "GON-WIN-2",
                "about": dict(SCORE_WORDS)}

    # -- playing ----------------------------------------------------------------------------
    def actions(self, state: State) -> list[Action]:
        return [action for action, _ in self._legal(state).values()]

    @remembering_last_moves  # read by actions and by decide, for the same state in turn
    def _legal(self, state: State) -> Legal:
        if state.step == UNTAP_AWAITED and state.outcome is None:
            return self._untap_moves(state)  # a blade's bearer at a Haven (``blades``)
        if (state.site_draw_offer is not None or state.wilderness_offer is not None) \
                and state.outcome is None:
            # the site's draws (``site_draws``), or Radagast's for the Wildernesses of the
            # site path (``radagast``)
            drawing: Legal = {}
            site_draws.moves(state, self.catalog, collector(drawing))
            radagast.moves(state, self.catalog, collector(drawing))
            return drawing
        if state.ally_wait is not None and state.outcome is None:  # Leaflock, Tom Bombadil
            waiting: Legal = {}
            hazard_cancels.moves(ally_hazard_cancels.scene(state, self.catalog),
                                 collector(waiting))
            return waiting
        out = legal(state, self.catalog, self._cards_in_attack(), self._heirs_chosen(),
                    self._plays_faction_facts(),
                    printed_rules.follower_bonuses(self.played), self._generation(),
                    self.played, allies.plays(self.played, printed_rules.ALLIES_FROM),
                    ally_strikes.fighters(state, self.catalog, self.played),
                    self._plays_item_places(), ally_strikes.plays_texts(self.played),
                    self._uses_items(),
                    self._bill_scene(state) if state.phase == SITE and state.current
                    and played_since(self.played, printed_rules.BILL_MOVE_FROM) else None,
                    self._roac_scene(state) if state.phase == SITE and state.current
                    and played_since(self.played, printed_rules.ALLY_INFLUENCE_FROM) else None,
                    self._old_road_scene(state) if state.phase == SITE and state.current
                    and played_since(self.played, hand_cards.OLD_ROAD_FROM) else None)
        if state.phase == MOVEMENT_HAZARD and state.step == BRIDGE \
                and rides.plays(self.played):  # Shadowfax, as the phase ends
            shadowfax.moves(rides.scene(state, self.catalog), collector(out))
        if played_since(self.played, printed_rules.GWAIHIR_FROM) and state.outcome is None:
            for company in state.companies:  # Gwaihir flies his company (hobbit.gwaihir)
                gwaihir.moves(self._gwaihir_scene(state, company), collector(out))
        if played_since(self.played, chance_meeting.CHANCE_MEETING_FROM):
            chance_meeting.moves(state, self.catalog, self.played, collector(out))
        long_events.moves(state, self.catalog, self.played, out)
        permanent_events.moves(state, self.catalog, self.played, out)
        gates_cards.moves(state, self.catalog, self.played, collector(out))  # The Cock Crows
        self._treat_moves(state, out)  # Quiet Lands, Stars, The Evenstar with Gates of Morning
        stone_of_erech.moves(state, self.catalog, self.played, out)
        white_tree.moves(state, self.catalog, self.played, out)
        anduril.moves(state, self.catalog, self.played, out)
        self._army_moves(state, out)  # the Army of the Dead, by Aragorn II
        morannon.moves(state, self.catalog, self.played, out)
        palantiri.moves(state, self.catalog, self.played, out)
        ent_draughts.moves(state, self.catalog, self.played, out)
        alatar.moves(state, self.catalog, self.played, out)  # joining an attacked company
        fight = state.fight
        for item in self._to_name(state):
            assert fight is not None
            out[f"give-up-item:{item}"] = (Action(
                f"give-up-item:{item}", f"Should {fight.attack.name} take an item, give up "
                f"{self._name(item)}", creature_texts.RULE), Move("give-up-item", card=item))
        if state.phase == ORGANIZATION and state.fight is None and state.outcome is None \
                and played_since(self.played, printed_rules.BOOK_FROM):  # a sage's Book
            book_of_mazarbul.moves(characters(state), state.tapped_items, self.catalog,
                                   collector(out))
        if played_since(self.played, hand_cards.NENYA_FROM):  # the "assured" argument
            out = nenya.offer(out, in_play(state))
        if played_since(self.played, hand_cards.VILYA_FROM):  # the "resources" argument
            out = vilya.offer(out, state.resource_discard, self.catalog.get)
        if rescue.plays(self.played) and rescue.awaits(state):
            # Rescue Prisoners' attack over: its holder is named before anything else.
            out = {k: v for k, v in out.items() if k.split(":")[0] in (rescue.HOLD, rescue.LEAVE)}
        if state.outcome is None:
            # A Corpse-candle's checks: no strike before them, no cancel once it stands.
            out = company_checks.window(out, fight, self._generation())
        return out

    def _do_read_book(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """A sage taps the Book of Mazarbul: one card more in hand (``book_of_mazarbul``)."""
        book_of_mazarbul.read(ctx, move)

    def _treat_moves(self, state: State, out: Legal) -> None:
        """``resource:<card>:treat:<company>`` for Quiet Lands and Stars, and The Evenstar's
        ``region`` argument, from ``gates_cards.treats``' version (``hobbit.gates_treatments``)."""
        if not gates_cards.treats(self.played) or state.outcome is not None:
            return
        for company in state.companies:
            scene = self._treat_scene(state, company)
            treatment.moves(scene, collector(out), "resource", company.id)
            for action in [a for a, (_, move) in out.items()
                           if a.startswith(f"resource:{treatment.EVENSTAR}:")
                           and move.target in company.ids()]:
                treatment.evenstar_params(scene, action, out)

    def _do_gates_treat(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """Quiet Lands' or Stars' alternative on the company named (``gates_cards``)."""
        company = ctx.state.company(move.target)
        assert company is not None
        scene = self._treat_scene(ctx.state, company)
        refused = treatment.refusal(scene, f"resource:{move.card}:{move.mode}", args,
                                    prefix="resource")
        if refused is not None:
            raise refused
        gates_cards.treat(ctx, scene, company.id, move.card, args)

    def _do_resource(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """The Evenstar with Gates of Morning in play (``hobbit.gates_treatments``): its
        region checked before anything is written, then each Elf +1 and the region treated."""
        company = ctx.state.company_of(move.target) \
            if move.card == treatment.EVENSTAR and gates_cards.treats(self.played) else None
        lit = self._treat_scene(ctx.state, company) if company is not None else None
        if lit is not None and (why := treatment.evenstar_problem(lit, args)):
            raise IllegalAction(f"{self._name(move.card)} cannot be played now: {why}.",
                                clause=treatment.RULE)
        super()._do_resource(ctx, move, args)
        if lit is not None and company is not None:
            treatment.evenstar(ctx, lit, [c for each in ctx.state.companies
                                          for c in each.characters], args, company=company.id)

    def _on_LandsTreated(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, resource_treatments=gates_cards.treated(
            state.resource_treatments, d))

    def _plays_item_places(self) -> bool:
        """Whether the version played plays an item where its card says (``item_places``)."""
        return played_since(self.played, printed_rules.ITEM_PLACES_FROM)

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
        # A Fellowship whose company changed, a Swordmaster whose sage left play, go.
        permanent_events.discard(ctx, self.played)
        stone_of_erech.discard(ctx, self.catalog, self.played)  # the Men of Lamedon gone
        anduril.discard(ctx, self.played)  # its Narsil gone
        palantiri.orphans(ctx, self.played)  # an Align Palantír whose stone left play
