"""The numbers the scenario's rules fix, and the first version playing each change of its
rules (the history is ``ruleset.ThereAndBackAgain.version``'s)."""

from __future__ import annotations

HAND_SIZE = 5  # TBA-SEQ-17 (reading): the discard-at-six rule implies a hand of five
#: The first version playing the third generation of scripted cards (items that tap).
GENERATION_3_FROM = 6
#: The first version playing the fourth generation (The Arkenstone).
GENERATION_4_FROM = 7
#: The first version playing the engine's creature scripts (generations 1 and 2).
CREATURE_SCRIPTS_FROM = 8
#: The first version reading the creature scripts up to the Hobbit family's latest
#: (``creature_texts.GENERATION``): Corpse-candle, Orc-lieutenant and Orc-warband, Brigands.
CREATURE_SCRIPTS_4_FROM = 10
#: The first version playing the characters' printed bonuses (``hobbit.character_texts``):
#: a character's prowess against an attacker's race and the halved body of that attacker.
CHARACTER_BONUSES_FROM = 11
#: The first version playing any Wizard of the resource deck as the Wizard's short-event
#: (TBA-RES-3, TBA-DECK-9), not Gandalf only.
ANY_WIZARD_FROM = 12
#: The first version playing the fifth generation of scripted cards: items used against an
#: attack before its strikes are assigned (Torque of Hues, Star-glass, Black Arrow).
GENERATION_5_FROM = 13
#: The first version playing a faction by its catalog facts (``hobbit.factions``): at its
#: laid-out site (the Hobbits at Bag End, the Beornings at Beorn's House, the Wood-elves at
#: Thranduil's Halls), by an influence attempt, no longer declared.
FACTION_FACTS_FROM = 14
#: The first version counting a controller's printed direct influence against his followers'
#: race in the starting company's control (TBA-COMP-4; Thorin II's +2 against Dwarves).
FOLLOWER_BONUSES_FROM = 15
#: The first version whose influence attempt leaves a controller the direct influence his
#: printed bonus against his followers' race covers (before, their whole mind was taken off
#: his own, below nothing when the bonus covered some of it).
FACTION_FOLLOWER_COVER_FROM = 16
#: The first version playing the sixth generation of scripted cards: the Wizard's spells
#: against an attack (never offered here: no Wizard is in the company, TBA-RES-3, so they are
#: refused, no longer declared) and Lucky Strike's two strike rolls for a warrior.
GENERATION_6_FROM = 17
#: The first version playing the engine's seventh generation of scripted cards: cards for an
#: influence attempt and the friendships' corruption-check bonus.
INFLUENCE_CARDS_FROM = 18
#: The first version playing an ally from the hand (``hobbit.allies``, CoE 2.V.2): at a
#: laid-out site its card names (Bill the Pony at Bag End, Gollum at Goblin-gate, Roäc the
#: Raven at The Lonely Mountain, in Northern Rhovanion), no longer declared.
ALLIES_FROM = 19
#: The first version adding the bonuses of the items a character bears to his direct
#: influence against a faction (``hobbit.item_texts``: Narsil, the Horn of Anor, the
#: Elf-stone, The Arkenstone).
ITEM_INFLUENCE_FROM = 20
#: The first version playing what the rings and the items worth more to a Dwarf give their
#: bearer beyond their catalog facts (``hobbit.ring_texts``).
RING_POWERS_FROM = 39
#: The first version playing the engine's eighth generation of scripted cards: Ford.
FORD_FROM = 21
#: The first version playing the engine's ninth generation of scripted cards: Horses.
HORSES_FROM = 22
#: The first version playing the engine's tenth generation of scripted cards: the Elven
#: Cloak taps to cancel a strike on its bearer from a creature keyed to a Wilderness.
GENERATION_10_FROM = 23
#: The first version in which the company's allies face strikes as characters do
#: (``hobbit.allies``, CoE 2.V.2.2).
ALLY_STRIKES_FROM = 24
#: The first version playing a strike against the mind (``creature_texts.VERSIONED``):
#: Neeker-breekers strike each character but a Wizard, his mind his prowess, and a strike
#: that would wound taps him, with no body check.
MIND_FROM = 25
#: The first version playing what of the allies' texts ``hobbit.allies`` scripts: Gollum's
#: and Goldberry's cancel of an attack keyed to their regions (CoE 3.i).
ALLY_TEXTS_FROM = 26
#: The first version reading the engine's eleventh generation of scripted cards (Narya,
#: Nenya, Vilya, Wizard's Voice): none has its character here (TBA-COMP-2, TBA-RES-3), so
#: they are no longer declared.
GENERATION_11_FROM = 27
#: The first version testing gold rings (``hobbit.rings``, CoE 6.2): Test of Form and Test of
#: Lore played on a sage (Bilbo, Balin), a special ring of the hand played on the bearer.
RING_TESTS_FROM = 28
#: The first version playing the engine's thirteenth generation of scripted cards: Quiet
#: Lands halves the strikes of an automatic-attack at a Shadow-hold or Ruins & Lairs. It reads
#: the twelfth too, whose cards lower a hazard limit this scenario does not have (TBA-SEQ-8):
#: they are refused.
QUIET_LANDS_FROM = 29
#: The first version playing an item where its card says (``engine.item_places``): the Red
#: Book of Westmarch at Bag End, no Sapling of the White Tree at a Shadow-hold or Dark-hold.
ITEM_PLACES_FROM = 30
#: The first version keeping an item a scout's search lets be played from a site type its
#: card bars, as any item played there (``hobbit.moves.search_moves``): as the item's place
#: is first read. No outcome differs: Goblin-gate, the map's one Shadow-hold and no site a
#: Dark-hold, lists only minor and gold ring items, so the Sapling of the White Tree (a
#: major item), the one item a card bars from a site type, is never played there either way.
SEARCH_PLACES_FROM = ITEM_PLACES_FROM
#: The first version reading the site an item is played at as a resource treats it this turn
#: (``hobbit.turn.HobbitRules._item_site``): every version. No outcome differs, for the reason
#: above (Quiet Lands treats only Goblin-gate); only the words of a refusal change, which no
#: game records: the Sapling at Goblin-gate treated as a Ruins & Lairs is refused for its
#: class, not for a Shadow-hold the site is not that turn.
ITEM_SITE_TREATED_FROM = 1
#: The first version keying a creature by the further places its text names too
#: (``creature_places.location_keys``): a region of the row or a site under it that its text
#: names (Huorn in the Woodland Realm).
PLACES_FROM = 31
#: The first version in which the defender names the items a Thief's strike or a wound of
#: Brigands takes (``creature_texts.VERSIONED``), each named one after the last.
NAMED_ITEMS_FROM = 33
#: The first version reading the engine's fifteenth and sixteenth generations of scripted
#: cards, not the fourteenth: Secret Entrance (a sage keeps the face-up creatures keyed to the
#: company's site off it, TBA-SEQ-7), Thorough Search (another character plays an item at the
#: site, TBA-SEQ-15) and Stars once an attack. Secret Passage, of the fourteenth, has nothing to
#: act on (a company at a site draws no hazard and faces only creatures keyed there already,
#: TBA-SEQ-12, TBA-SEQ-7) and stays declared.
GENERATIONS_15_16_FROM = 34
#: The first version reading the engine's seventeenth generation of scripted cards: Hiding
#: (Bilbo, the scout, keeps the company in place and every creature attack on it this turn
#: is canceled), Praise to Elbereth (no Nazgûl is in the hazard deck, TBA-DECK-7: never
#: offered) and Favor of the Valar (a new hand in the organization phase).
GENERATION_17_FROM = 35
#: The first version reading the engine's eighteenth generation of scripted cards: Lucky
#: Search (a scout at Goblin-gate, the one Shadow-hold of the map) and The Evenstar (no Elf
#: is ever in the company, TBA-COMP-2: never offered).
GENERATION_18_FROM = 36
#: The first version reading the engine's nineteenth generation of scripted cards:
#: Great-road (at Rivendell, the one Haven).
GENERATION_19_FROM = 37
#: The first version reading the engine's twentieth generation of scripted cards: Wizard's
#: Flame, played on a Wizard only, never a character here (TBA-RES-3): never offered.
GENERATION_20_FROM = 38
#: The first version reading the engine's twenty-fourth generation of scripted cards: the
#: Magic Rings of Nature and Stealth used by a bearer already of their skill, and The One
#: Ring's cancel of a strike (the twenty-second and twenty-third are Burglar's).
GENERATION_24_FROM = 40
#: The first version of three allies' abilities; in it Gollum taps to be discarded with The
#: One Ring borne at his site (``hobbit.gollum``).
ALLY_ABILITIES_FROM = 41
#: The first version reading the engine's fourteenth, twenty-first to twenty-third,
#: twenty-fifth and twenty-sixth generations of scripted cards, and playing Wizard's Test and
#: Ringlore by their cards (``hobbit.rings``): Secret Passage, Mirror of Galadriel, Far-sight,
#: Eagle-mounts, Paths of the Dead, True Fána and Bridge. None has anything to act on here
#: (``hobbit.no_use`` says why, clause first): each is refused naming that, no longer declared.
CARD_POOL_FROM = 42
#: The generations of scripted cards ``CARD_POOL_FROM`` reads.
CARD_POOL_GENERATIONS = (14, 21, 22, 23, 25, 26)
#: The first version in which a resource card whose text has nothing to act on here
#: (``hobbit.no_use.nothing_to_act_on``: A Chance Meeting, Cracks of Doom, Gollum's Fate, Great
#: Ship, Old Road, Wizard's Laughter, Wizard's River-horses; Andúril, Dreams of Lore, Morannon,
#: Reforging, Return of the King, Sacrifice of Form, Stone of Erech, The White Tree,
#: Swordmaster) is no longer declared: never offered, refused naming the clause and why.
NOTHING_TO_ACT_FROM = 43
#: The first version playing Gates of Morning and the resource long-events by their cards
#: (``hobbit.environments``): the long-event phase waits for the player (CoE 2.III), no longer
#: declared.
ENVIRONMENTS_FROM = 44
#: The first version playing a Slayer's two attacks by its text (``hobbit.series``): one
#: strike each on the one character the attacker chooses (TBA-HAZ-4), a character of the
#: company tapping to cancel one, more strikes excess on that character.
SLAYER_FROM = 45
#: The first version playing Fellowship by its card (``hobbit.environments``), no longer
#: declared.
FELLOWSHIP_FROM = 46
#: The first version playing The Iron Crown's text (``engine.iron_crown``; its tap to cancel an
#: attack, ``effects`` generation 31): +1 body and +4 direct influence to a bearer who is not a
#: Hobbit, and a corruption check with each influence check.
IRON_CROWN_FROM = 47
#: The first version reading the engine's twenty-ninth generation of scripted cards: Dark
#: Quarrels' alternative with Gates of Morning in play, halving an attack's strikes.
DARK_QUARRELS_FROM = 48
#: The first version playing the palantíri, Use Palantír and Align Palantír by their cards
#: (``hobbit.palantiri``, ``hobbit.palantir_uses``): a stone used by a bearer able to use it,
#: the stone tapping, its power the engine's (``engine.palantiri``); Amon Sûl and Osgiliath
#: discarded by a moving company too small (counted by TBA-COMP-3), no longer declared.
PALANTIRI_FROM = 49
#: The first version in which a Dwarf bearing a Dwarven Ring taps for his tribe's gift, then
#: checks corruption at +2 (``hobbit.dwarven_gifts``).
DWARVEN_GIFTS_FROM = 50
#: The first version playing Quiet Lands' alternative with Gates of Morning in play
#: (``hobbit.gates_treatments``): Goblin-gate treated as a Ruins & Lairs for the turn.
GATES_TREATMENTS_FROM = 51
#: The first version in which Misty Mountains moves a company in Rhudaur or Anduin Vales to
#: the other as if adjacent, its ranger tapping (``mountain_moves``, TBA-LAYOUT-4).
MOUNTAIN_MOVES_FROM = 52
#: The first version in which the items a character bears add to his direct influence in
#: controlling his followers in an influence attempt (Narsil's +1, the Elf-stone's +2 against
#: an Elf, The Arkenstone's +3 against a Dwarf, ``hobbit.item_texts.follower_bonus``), and the
#: Red Book of Westmarch gives +2 against a Hobbit faction and a Hobbit follower.
ITEM_FOLLOWERS_FROM = 53
GOLLUM_RING_FROM = ALLY_ABILITIES_FROM
#: The first version in which Bill the Pony takes his company to Rivendell, its nearest Haven
#: on the map, as its site phase ends (``hobbit.bill``).
BILL_MOVE_FROM = ALLY_ABILITIES_FROM
#: The first version in which Roäc the Raven taps and is discarded to influence a faction of
#: the hand, wherever the company is (``hobbit.roac``).
ALLY_INFLUENCE_FROM = ALLY_ABILITIES_FROM
#: The first version refusing Lure of MECCG, naming why (``hobbit.no_use.nothing_to_act_on``:
#: its bonus counts the player's participations in Lure of MECCG events, which no game
#: records): no longer offered as a declared card (before, played by declaring an effect).
LURE_FROM = 54
#: The first version playing Rescue Prisoners by its card (``rescue``, ``hobbit.rescue``): its
#: Spider attack at Goblin-gate already tapped, its holder kept tapped until he stores it,
#: its marshalling points not counting (TBA-RES-1), no longer declared.
RESCUE_FROM = 55
#: The first version in which a wound's body check waits while an item raising the wounded
#: character's body (Miruvor) may be used first (``hobbit.body_checks``, CoE 3.I.1).
BODY_CHECKS_FROM = 56
#: The first version in which a wound's body check rolled at once counts the character as the
#: strike's effects left him (CoE 3.iv.7: the items it stripped no longer count), as the check
#: waiting since BODY_CHECKS_FROM does. Before, as he stood before the strike.
STRUCK_BODY_FROM = 57
#: The first version in which Stealth keeps the row's creatures from the company too: the
#: face-up creatures it faces are hazard creatures played on it (TBA-SEQ-7), and none may be
#: played on it this turn, so they stay in the row without attacking (``movement``; TBA-HAZ-3
#: says only that the hazards drawn still go to the row). From it the card is cited for what
#: it prevents (CoE-5.1, ``hobbit.cards``), no longer TBA-HAZ-3.
STEALTH_ROW_FROM = 58
#: The first version recording each card played or item used on a strike as one
#: ``StrikeModified`` naming it (Risky Blow's +3 prowess and -1 body together), each its own
#: modifier of the strike roll and the body check (``played:<card>``), a body it lowers said
#: to be lowered (``hobbit.strike_cards``). Before, one ``StrikeModified`` per number, naming
#: no card, and the cards one modifier of each roll, a lowered body labelled "raise body".
STRIKE_CARDS_FROM = 59
#: The first version citing an item a creature's strike or wound takes (a Thief's, Brigands',
#: a Troll's stripping) by the card that decides it, as a card's effect is cited: the clause
#: playing that creature on the company (TBA-SEQ-7 from the row, TBA-SEQ-8 drawn), the card
#: named (``ItemLost``'s ``creature``). No clause of the scenario speaks of items lost; before,
#: CoE-3.iv.7, which says only what a strike's roll does.
ITEM_LOST_CITED_FROM = 59
#: The first version laying the options a player gives over the bundled default deck pair
#: and company (``hobbit.decks.over_default``): each option given replaces that part of the
#: default, which stands for each part not given (the default's followers only with the
#: default's company); ``deck: default`` no longer drops the options given with it, and an
#: unknown option or a ``deck`` other than the bundled one is refused naming it. Before,
#: ``deck: default`` was the default whatever else was given, and a set-up without it had to
#: give every part.
SETUP_OPTIONS_FROM = 60
#: The first version in which a corruption check a hazard card asks for (Corpse-candle before
#: its strikes, Barrow-wight or Ghosts on a character it wounded) names the card
#: (``CorruptionChecked``'s ``asked_by``, ``hobbit.organization``), as The Road does from its
#: version 192; the card's modifier to it, where it gives one, was sourced to it already.
#: Before, the check named no card.
ASKED_CHECKS_FROM = 61
#: The first version in which a character or ally a creature's own text discards (the
#: Abductor's wound, Giant Spiders' body check equal to his body) is cited by that card, as an
#: item it takes is from ``ITEM_LOST_CITED_FROM``: the discard and the items leaving with him
#: cite the clause the creature was played on the company under (TBA-SEQ-7 from the row,
#: TBA-SEQ-8 drawn) and name it (``creature``), and the body check whose equal roll discards
#: him names it too (``hobbit.creature_discards``). The game lost with the Hobbit records how
#: he left (``fate``): a discarded Hobbit, whom TBA-WIN-1 (an eliminated one) does not speak
#: of, loses as he can no longer meet TBA-WIN-3, which the loss cites. Before, the standard
#: rule of the strike (CoE-3.iv.7) or of the body check (CoE-3.I.1), no card, and TBA-WIN-1.
CREATURE_DISCARDS_FROM = 62
#: The first version in which the game lost with a Hobbit a failed corruption check took
#: (discarded, at his corruption points or one below, or eliminated, lower: CoE-7.1) records
#: him lost to corruption (``fate`` "corrupted") and cites TBA-WIN-1, the scenario's loss of
#: its Hobbit, whose "eliminated" the same rules' Burglar speaks of as "by death or by
#: corruption" (BWJ-WIN-5); TBA-WIN-3's reading stays for a Hobbit a creature's text
#: discards. Before (from ``CREATURE_DISCARDS_FROM``), a Hobbit a check discarded was told
#: "discarded" citing TBA-WIN-3, one it eliminated "eliminated" citing TBA-WIN-1.
CORRUPTED_FATE_FROM = 63
#: The first version in which the body check whose roll, equal to his body, Giant Spiders'
#: text makes a discard names the card keeping him from it (``kept_by``: Elf-song at the
#: Haven), its line saying the creature would discard him, but the card keeps him. Before,
#: the line said the creature discards him, and the next that he is kept.
KEPT_TOLD_FROM = 63
#: The first version in which what a hazard creature's own text does (the Abductor's discard,
#: Giant Spiders' equal-body discard, an item it takes, the items leaving with a character it
#: discards) cites the clause its ``AttackDeclared`` cites (``Combat.declared_under``): TBA-SEQ-7
#: from the row, TBA-SEQ-8, TBA-SEQ-10 or TBA-SEQ-11 as the first, second or third hazard drawn
#: (Great-road's clause for a draw beyond those). Before, a drawn creature's text cited
#: TBA-SEQ-8 whichever draw it was.
ATTACK_CLAUSE_FROM = 64
#: The first version naming the card that keeps a character from a discard by its card id
#: (``kept_by`` of the body check, ``by`` of ``CharacterKept``: Elf-song's, as ``creature``
#: names a creature) and citing the keeping as that card's text is cited, by the clause it was
#: played under (CoE-2.III.2, ``environments.PLAY_LONG``). Before, its name, and CoE-2.III.
KEEPER_CITED_FROM = 64
#: The first version refusing the -3 to stay untapped (CoE 3.iv.3) to a character a card
#: already keeps untapped against his strike (Dodge, Block, the Great-shield of Rohan), the
#: refusal naming the card, whose ``StrikeTapPrevented`` names it (``card``;
#: ``hobbit.kept_untapped``). Before, the -3 was offered and counted on top of the card.
KEPT_UNTAPPED_SINCE = 65
#: The first version in which the organization phase of a company at a site begins under
#: TBA-SEQ-3 (what a company at a site may do), as its move does; in a region, TBA-SEQ-4.
#: Before, every organization phase began under TBA-SEQ-4.
SITE_ORGANIZATION_FROM = 66
#: The first version admitting one way at most to keep the character facing a strike untapped
#: (CoE 3.iv.3, 3.iv.5): once the -3 or a card (Dodge, Block, the Great-shield of Rohan) keeps
#: him so, no card keeping him so is offered or admitted, the refusal naming what keeps him
#: (``hobbit.kept_untapped``). Before, Dodge came on top of the -3 (the -3 paid for nothing,
#: its body -1 on top) and a second card on top of a first.
ONE_KEEPER_SINCE = 67
#: The first version in which the game lost with a Hobbit whose fate it records gives that fate
#: as the result's reason ("Bilbo is discarded", "Bilbo is eliminated", "Bilbo is lost to
#: corruption"; ``hobbit.creature_discards.told``), as its line says it. Before, "the Hobbit
#: has left the company" whatever the fate. As Burglar's ``FATE_REASON_SINCE``.
FATE_REASON_SINCE = 68
#: The first version citing the end of a strike assignment (``StrikesAssigned``) by the step
#: that assigns the strikes and counts the excess ones, CoE-3.iii, as the Guise does
#: (``HobbitRules.assignment_rule``): an attack's own, a Slayer's next attack's, Lucky
#: Search's. The excess strikes' allocation (``ExcessStrikesAllocated``) still cites
#: CoE-3.iv.2. Before, CoE-3.iv.2. As Burglar's ``ASSIGNMENT_CITED_SINCE``.
ASSIGNMENT_CITED_SINCE = 69
#: The first version in which a Corpse-candle's corruption checks of the company wait for the
#: step in which its attack may be canceled (CoE 3.i; ``hobbit.company_checks``): made only
#: once the player lets it stand (``corruption-checks``, ``AttackStands``), no card canceling
#: it then. Before, every check was rolled as the attack was declared, the cancel offered
#: after them.
COMPANY_CHECKS_SINCE = 70
#: The first version whose recorded corruption check (``CorruptionChecked``'s ``check``) is
#: made against the points its result is judged on, a Dwarf's Arkenstone's or The One Ring's
#: in his company included (``HobbitRules.check_points_from``). Before, the check named his
#: own points but where he bore corruption cards or an Align Palantír, its total and
#: ``passed`` then contradicting the result.
CHECK_POINTS_SINCE = 70
#: The first version in which the corruption check the player's own action asks as its last act in
#: the organization or site phase, outside an attack (an item's transfer, CoE 2.II.5; The
#: Arkenstone's use; a palantír's use; The Iron Crown's after an influence attempt) waits for him to
#: tap untapped companions to help it, +1 each, then to roll it (CoE 7.1.1,
#: ``hobbit.check_helpers``). Checks asked within an attack or by a hazard (a Corpse-candle's) are
#: still rolled at once. Before, every check was rolled at once, unhelped.
CHECK_HELPERS_SINCE = 71
