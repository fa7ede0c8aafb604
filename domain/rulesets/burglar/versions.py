"""The numbers the scenario's rules fix, and the first version playing each change of its
rules (the history is ``ruleset.BurglarWantsAGoodJob.version``'s)."""

from __future__ import annotations

from domain.rulesets.burglar import alone, ent_draughts, hazard_events, siege, wizards_ring

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
#: The first version playing the engine's seventeenth generation of scripted cards: Hiding,
#: Praise to Elbereth and Favor of the Valar.
GENERATION_17_FROM = 40
#: The first version playing the engine's eighteenth generation of scripted cards: The
#: Evenstar and Lucky Search.
GENERATION_18_FROM = 42
#: The first version playing the engine's nineteenth generation of scripted cards: Great-road.
GENERATION_19_FROM = 51
#: The first version playing the engine's twentieth generation of scripted cards: Wizard's
#: Flame.
GENERATION_20_FROM = 52
#: The first version playing Wizard's Test on a Wizard Hand (``hobbit.rings``): two rolls, the
#: higher used, then his corruption check at -1.
WIZARDS_TEST_FROM = 53
#: The first version playing the engine's twenty-first generation of scripted cards: Mirror
#: of Galadriel.
GENERATION_21_FROM = 54
#: The first version testing gold rings (``hobbit.rings``, CoE 6.2): Gandalf, a Hand, taps;
#: Test of Form and Test of Lore are played on a sage; a special ring of the hand is played on
#: the bearer.
RING_TESTS_FROM = 29
#: The first version naming a region in the middle of a creature's site path by the map
#: (``creature_places.path_named``), where its text's further places may key it.
PATHS_FROM = 30
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

#: The first version playing the engine's long-event generations 3 to 5
#: (``burglar.hazard_long_events``): the hazard long-events that act on attacks, strikes, the
#: company's move and its site while in play.
HAZARD_LONG_EVENTS_FROM = 38

#: The first version playing the engine's long-event generation 6
#: (``burglar.hazard_long_events``): the hazard permanent-events that stay in play and act
#: there (Balrog of Moria).
PERMANENT_EVENTS_FROM = 41
#: The first version playing the engine's long-event generation 7: the events in play that let
#: a creature be keyed to further places (A Pack at the Door, The Nazgûl are Abroad), and
#: Morgul-horse (``hazard_events.MOUNT_SINCE``).
FURTHER_KEYS_FROM = hazard_events.MOUNT_SINCE
#: The first version playing the engine's long-event generation 8: The Balance of Things.
BALANCE_FROM = 44
#: The first version playing the engine's long-event generation 9: The Will of Sauron.
WILL_OF_SAURON_FROM = 45
#: The first version playing Lure of Power (``hazard_events.LURE_SINCE``).
LURE_OF_POWER_FROM = hazard_events.LURE_SINCE
#: The first version playing the events on a Ring's bearer (``hazard_events.FOURTH_SINCE``).
RING_EVENTS_FROM = hazard_events.FOURTH_SINCE
#: The first version playing Fury of the Iron Crown (``hazard_events.FIFTH_SINCE``).
FURY_FROM = hazard_events.FIFTH_SINCE
#: The first version playing the engine's long-event generation 10: Bane of the Ithil-stone.
BANE_FROM = 49
#: The first version playing the engine's long-event generation 11: Bane of the Ithil-stone
#: in play cancels the effects that search or look at a play deck or a discard pile (Lucky
#: Search, Mirror of Galadriel: not offered, refused naming it).
BANE_SEARCHES_FROM = 55
#: The first version letting the player choose between Wizard's Test's two rolls
#: (``hobbit.rings``; before, the higher was used).
WIZARDS_CHOICE_FROM = 56
#: The first version playing Ringlore (``hobbit.rings``): a sage's test of a gold ring with no
#: roll at an untapped site where Information is playable, any ring of the hand but The One
#: Ring replacing it.
RINGLORE_FROM = 57
#: The first version in which a card testing a gold ring (Test of Form, Test of Lore,
#: Wizard's Test, Ringlore) is never declared, an attack included (``hobbit.rings``, CoE 6.2:
#: a gold ring is tested outside an attack).
RING_CARDS_ONLY_FROM = 71
#: The first version playing a Slayer's two attacks by its text (``hobbit.series``): one
#: strike each on the one character the attacker chooses, a character of the company tapping
#: to cancel one, more strikes excess on that character.
SLAYER_FROM = 76
#: The first version playing the engine's twenty-second generation of scripted cards:
#: Far-sight (``hobbit.far_sight``).
GENERATION_22_FROM = 59
#: The first version playing the engine's twenty-third generation of scripted cards:
#: Eagle-mounts and Paths of the Dead (``hobbit.flights``).
GENERATION_23_FROM = 60
#: The first version playing the engine's twenty-fourth generation of scripted cards: the
#: Magic Rings of Nature and Stealth used by a bearer already of their skill, and The One
#: Ring's cancel of a strike.
GENERATION_24_FROM = 62
#: The first version playing the engine's twenty-fifth generation of scripted cards: True
#: Fána.
GENERATION_25_FROM = 64
#: The first version playing the engine's twenty-sixth generation of scripted cards: Bridge
#: (``hobbit.flights``, ``movement``).
GENERATION_26_FROM = 65
#: The first version playing the special rules of Barad-dûr and Mount Doom
#: (``engine.site_rules``): a company moving there has its hazard limit 2 higher, and a
#: creature may always be keyed to Mount Doom, whatever other cards say.
SITE_RULES_FROM = 66
#: The first version in which a Dúnadan bearing Athelas taps to heal a wounded character of
#: the company (``hobbit.athelas``).
ATHELAS_FROM = 67
#: The first version in which a healing effect at Old Forest or Rhosgobel reaches every
#: character of the company there (``engine.site_rules``).
HEALING_SITES_FROM = 68
#: The first version in which the Red Arrow's bearer recruits the Riders of Rohan with no roll
#: (``engine.item_influence.AUTOMATIC``, ``hobbit.factions.recruit_by_item``).
RED_ARROW_FROM = 69
#: The first version in which Aragorn II brings the Army of the Dead into play at the Vale of
#: Erech the turn he plays Paths of the Dead (``hobbit.army_of_the_dead``).
ARMY_OF_THE_DEAD_FROM = 70
#: The first version playing Siege by its card (``siege.SINCE``).
SIEGE_FROM = siege.SINCE
#: The first version playing what the rings and the items worth more to a Dwarf give their
#: bearer beyond their catalog facts (``hobbit.ring_texts``).
RING_POWERS_FROM = 58
#: The first version playing Radagast's draws for the Wildernesses of his company's site path
#: and Saruman's spell taken back as the end-of-turn phase begins (``hobbit.character_texts``,
#: ``hobbit.spell_back``).
CHARACTER_TEXTS_FROM = 61
#: The first version in which Gollum taps to be discarded with The One Ring borne at his site
#: (``hobbit.gollum``).
ALLY_ABILITIES_FROM = 63
GOLLUM_RING_FROM = ALLY_ABILITIES_FROM
#: The first version in which Bill the Pony takes his company to its nearest Haven, a site of
#: the site deck, as its site phase ends (``hobbit.bill``).
BILL_MOVE_FROM = ALLY_ABILITIES_FROM
#: The first version in which Círdan and Fatty Bolger, Hands, tap to cancel an attack keyed to
#: a Coastal Sea or a strike on another Hobbit (``hobbit.character_cancels``).
CHARACTER_CANCELS_FROM = ALLY_ABILITIES_FROM
#: The first version in which neither cancels Lucky Search's strike, which no card cancels
#: (``hobbit.character_cancels``; before, Fatty Bolger canceled it on a Hobbit scout).
LUCKY_UNCANCELED_FROM = 73
#: The first version playing resource permanent-events beside Rescue Prisoners by their cards
#: (``burglar.permanent_events``): Fellowship and Swordmaster.
PERMANENT_RESOURCES_FROM = 74
#: The first version playing Gates of Morning by its card (``burglar.gates_of_morning``) and
#: what the cards reading it do while it is in play.
GATES_OF_MORNING_FROM = 79
#: The first version playing Return of the King by its card (``burglar.return_of_the_king``).
RETURN_OF_THE_KING_FROM = 80
#: The first version playing the engine's twenty-ninth generation of scripted cards: Dark
#: Quarrels' alternative with Gates of Morning in play (any attack's strikes halved).
DARK_QUARRELS_FROM = 81
#: The first version playing the engine's thirtieth generation of scripted cards: The Cock
#: Crows' alternative with Gates of Morning in play (``cock_crows``).
COCK_CROWS_FROM = 84
#: The first version playing Reforging by its card (``reforging``): held by a sage from a site
#: where Information is playable until he stores it at a Haven, a stored one discarded to take
#: back a minor or major weapon, armour or shield of the discard pile.
REFORGING_FROM = 86
#: The first version playing The White Tree by its card (``white_tree``): at Minas Tirith by a
#: sage, discarding a Sapling; Minas Tirith then a Haven for healing and playing hazards.
WHITE_TREE_FROM = 87
#: The first version playing Rescue Prisoners only at a Shadow-hold or Dark-hold already
#: tapped, as its card says, which it does not tap again (``rescue``).
RESCUE_TAPPED_SITE_FROM = 91
#: The first version playing the palantíri, Use Palantír and Align Palantír by their cards
#: (``hobbit.palantiri``, ``hobbit.palantir_uses``): a stone used by a bearer able to use it,
#: the stone tapping, its power the engine's (``engine.palantiri``); Saruman taps to use one he
#: bears; Amon Sûl and Osgiliath discarded by a moving company too small.
PALANTIRI_FROM = 92
#: The first version in which Roäc the Raven taps and is discarded to influence a faction of
#: the hand, wherever the company is (``hobbit.roac``).
ALLY_INFLUENCE_FROM = ALLY_ABILITIES_FROM
#: The first version keeping a corruption card of the hazard hand on a character
#: (``corruption_cards``): played on whom its text allows, the Burglar first (BWJ-SEQ-15),
#: its points counted in his checks, the checks its text asks, and its removal roll.
CORRUPTION_CARDS_FROM = 72
#: The first version no longer offering Eagle-mounts in the long-event phase among the cards
#: limiting the creatures keyed to the company (``hobbit.travel``): it is played by its own
#: move in the organization phase (``hobbit.flights``).
FLIGHTS_APART_FROM = 75
#: The first version playing the Mouth of Sauron keyable to nothing as its short-event, a
#: hazard card of the discard pile back to the hazard hand (``mouth_of_sauron``).
MOUTH_OF_SAURON_FROM = 77
#: The first version in which Rescue Prisoners brings its Spider attack and keeps the Burglar
#: who takes it tapped until it is stored (``rescue``).
RESCUE_ATTACK_FROM = 78
#: The first version playing Morgul-knife and The Pale Sword by their cards (``blades``): with
#: a Nazgûl attack, on a character it wounds, removed at a Haven in the untap phase.
BLADES_FROM = 82
#: The first version playing Traitor by its card (``traitor``): in play until a character
#: fails a corruption check, then an attack on his company.
TRAITOR_FROM = 83
#: The first version playing The Iron Crown's text (``engine.iron_crown``; its tap to cancel an
#: attack, ``effects`` generation 31): +1 body and +4 direct influence to a bearer who is not a
#: Hobbit, and a corruption check with each influence check.
IRON_CROWN_FROM = 85
#: The first version in which a character Elf-song keeps from the discard of his failed
#: corruption check passes it (CoE 7.1.3): what waited on the check goes on.
ELF_SONG_PASSES_FROM = IRON_CROWN_FROM
#: The first version playing the alternatives with Doors of Night in play that treat a region
#: or the site as another type (``hazard_events.treat``).
TREATMENTS_FROM = hazard_events.TREATMENTS_FROM
#: The first version playing New Moon and Weariness of the Heart by their cards
#: (``hazard_events``).
ON_A_CHARACTER_FROM = hazard_events.SIXTH_SINCE
#: The first version playing Dragon's Desolation's alternative and Drowning Seas' with Doors of
#: Night in play (``hazard_events``).
ALTERNATIVES_FROM = hazard_events.ALTERNATIVES_FROM
#: The first version in which Gwaihir, discarded in the organization phase, flies a company of
#: size two or less to a site of the site deck in no Shadow-land or Dark-domain
#: (``hobbit.gwaihir``): only creatures keyed to the site are played on it.
GWAIHIR_FROM = 93
#: The first version in which Leaflock and Tom Bombadil tap to cancel a hazard of the hazard
#: hand targeting the company or one of its characters (``ally_hazard_cancels``).
ALLY_HAZARD_CANCELS_FROM = GWAIHIR_FROM
#: The first version in which Shadowfax taps, as the movement/hazard phase of a company of one
#: character (or one and a Hobbit) with no other ally ends, for it to move again
#: (``hobbit.shadowfax``): a movement/hazard phase of its own follows.
SHADOWFAX_FROM = GWAIHIR_FROM
#: The first version in which a Dwarf bearing a Dwarven Ring taps for his tribe's gift, then
#: checks corruption at +2 (``hobbit.dwarven_gifts``).
DWARVEN_GIFTS_FROM = 94
#: The first version playing Andúril, the Flame of the West by its card (``anduril``): held by
#: a sage as Reforging is until he stores it, then placed with Narsil by discarding a stored
#: Reforging, for its bearer's prowess, influence and corruption, and tapped to untap a Dúnadan.
ANDURIL_FROM = 95
#: The first version playing Morannon by its card (``morannon``): as the organization phase
#: ends, a company of size under three with a scout that began the turn in Dagorlad moves to
#: the site the card stands for, by the card's site path.
MORANNON_FROM = 96
#: The first version playing Great Ship by its card (the engine's twenty-eighth generation,
#: ``great_ship``): in the organization phase a character taps to keep the company aboard until
#: the end of the turn; while its site path is sailing, an untapped character of it taps to
#: cancel a hazard creature's attack or a hazard of the hazard hand targeting it.
GREAT_SHIP_FROM = 97
#: The first version playing Cracks of Doom and Gollum's Fate by their cards (``mount_doom``):
#: in the site phase at Mount Doom, on the bearer of The One Ring (Gollum's Fate with Gollum an
#: ally of the company), the Ring destroyed and the game won, Cracks of Doom after the bearer's
#: corruption check at -4.
MOUNT_DOOM_FROM = 98
#: The first version in which a Traitor's attack is made at once when the failed check comes
#: during another attack, before its strikes (a Corpse-candle's checks, an item's or a spell's
#: against it): that attack is set aside and goes on once the traitor's is over
#: (``traitor``, ``engine.attacks_at_once``).
TRAITOR_AT_ONCE_FROM = 99
#: The first version in which Nenya, after Galadriel's check, makes one corruption check away
#: from a Shadow-hold or Dark-hold succeed with no roll, the character named by its play
#: (``hobbit.nenya``).
NENYA_FROM = 100
#: The first version in which Vilya, with Elrond at Rivendell and five cards or more in the
#: play deck, shuffles up to three resources of the discard pile the player names into it
#: (``hobbit.vilya``).
VILYA_FROM = 101
#: The first version playing Sacrifice of Form by its card (``sacrifice_of_form``): once an
#: attack's strikes are assigned, every one fails and the Wizard Hand leaves play, his items
#: set aside with it until he comes back.
SACRIFICE_FROM = 102
#: The first version playing Quiet Lands', Stars' and The Evenstar's alternatives with Gates of
#: Morning in play (``hobbit.gates_treatments``): a region of the site path or the site treated
#: as another type until the end of the turn, and The Evenstar's +1 prowess to each Elf.
GATES_TREATMENTS_FROM = 103
#: The first version in which a sage taps the Book of Mazarbul in the organization phase for
#: one card more in hand until the next untap phase (``hobbit.book_of_mazarbul``).
BOOK_FROM = 104
#: The first version playing the rest of Fell Beast's card: its Nazgûl keyed to a Shadow-land
#: or a Shadow-hold by it, the attacker choosing every defender of the attack it strengthens,
#: one on an attack (``hazard_events``).
FELL_BEAST_FROM = hazard_events.FELL_BEAST_FROM
#: The first version in which the Red Book of Westmarch gives +2 direct influence against a
#: Hobbit faction (``hobbit.item_texts``).
RED_BOOK_FROM = 106
#: Twilight (TW-106), a hazard here (BWJ-SETUP-22: the resource deck holds no hazard).
TWILIGHT = "TW-106"
#: The first version in which Twilight, from the hazard hand, cancels and discards an
#: environment of the Burglar's in play, staying face up while there is none (before, it was
#: played with no effect).
TWILIGHT_FROM = 107
#: The first version in which Goldberry, untapped in the company, taps to cancel an effect
#: that would return it to its site of origin (Drowning Seas' alternative, a long-event turning
#: it back; ``hobbit.allies.keeps_on``).
GOLDBERRY_FROM = 108
#: The first version in which a Traitor's attack made at once sets another attack aside only
#: before any of that attack's strikes is assigned; once they are, it waits till that attack is
#: over (``traitor``, ``engine.attacks_at_once.before_strikes``). Before, a check failing
#: between two strikes set the half-resolved attack aside.
TRAITOR_BEFORE_STRIKES_FROM = 109
#: The first version in which Twilight cancels the Burglar's environment that would stay in
#: play longest, by the order played (``hazard_play``): a permanent-event (Gates of Morning)
#: before a long-event, and of those the one played last. Before, the first listed (the
#: long-event played first, Gates of Morning only with no long-event).
TWILIGHT_LONGEST_FROM = 110
#: The first version in which Nenya's test of the company's site and the test of a mode played
#: at a site's type (Lucky Search; Great-road and Bridge, at a Haven, alike either way) read
#: the site by ``hobbit.moves.site_here`` (the site card the location names, as a resource
#: with Gates of Morning treats it this turn), which ``moves.site_of`` is: Nenya's gift makes
#: a check succeed at a Shadow-hold Quiet Lands treats as a Ruins & Lairs, and Lucky Search is
#: played at Morannon's site, a Dark-hold (before, both read the first card of the location's
#: name: Nenya's the Shadow-hold untreated, and at Morannon the card standing for the site,
#: of no site type).
SITE_LOOKUP_FROM = 111
#: The first version refusing, naming the clause, the resource short-events this scenario
#: leaves nothing to act on (its rows of ``hobbit.refused_cards``: A Chance Meeting, Old
#: Road, Wizard's Laughter, Wizard's River-horses): no longer offered as declared cards
#: (before, each was played by declaring an effect, a player ruling). Old Road and Wizard's
#: River-horses only until ``DECLARED_AGAIN_FROM``.
NO_USE_FROM = 112
#: The first version in which a wounded Goldberry does not tap to keep her company on its way
#: (CoE 9.2.3: only an untapped ally taps for an effect; ``hobbit.allies.unable``); before, the
#: wounded allies kept apart from the tapped ones were not ruled out.
WOUNDED_GOLDBERRY_FROM = 113
#: The first version in which Weariness of the Heart's check is not played on a character whose
#: check Nenya's waiting gift makes succeed: it cannot fail (``hobbit.nenya.spares``); with no
#: one else on whom it may fail, its other mode (BWJ-SEQ-15).
WEARINESS_ASSURED_FROM = 114
#: The first version offering Old Road and Wizard's River-horses as declared cards again
#: (``hobbit.refused_cards``), refused from ``NO_USE_FROM`` as having nothing to act on
#: here: both may act. BWJ-SEQ-17 has the site phase as standard, so a character at a Haven may
#: tap for Old Road's influence attempt; and the Burglar need only be a scout (BWJ-SETUP-1), so
#: a Wizard (Alatar, Gandalf, Radagast, Saruman) may be the company's only character for
#: River-horses to cancel an attack on him. 112 to this version - 1 replay as played (refused).
#: From ``OLD_ROAD_FROM`` and ``RIVER_HORSES_FROM`` both are played by their cards instead.
DECLARED_AGAIN_FROM = 115
#: The first version in which the automatic Burglar, weighing a palantír's use, counts a check
#: Nenya's waiting gift makes succeed as sure to pass (``hobbit.palantir_uses.palantir_pick``,
#: ``hobbit.nenya.spares``): it cannot fail, as Weariness of the Heart counts it from
#: ``WEARINESS_ASSURED_FROM``. Before, the gift was not looked at and a bearer whose roll might
#: fail did not use his stone.
PALANTIR_ASSURED_FROM = 116
#: The first version in which an item played once the site is entered reads the site as a
#: resource with Gates of Morning treats it this turn (``moves.site_of``), as one played by a
#: burglary has since ``GATES_TREATMENTS_FROM``: the Sapling of the White Tree, which its card
#: bars from a Shadow-hold or Dark-hold, is offered and played at a Shadow-hold Quiet Lands
#: treats as a Ruins & Lairs (``hobbit.turn.HobbitRules._item_site``; its refusals name the
#: site as read). Before, the site as printed barred it there.
ITEM_SITE_TREATED_FROM = 117
#: The first version playing Ent-draughts by its card (``ent_draughts.SINCE``,
#: ``hobbit.ent_draughts`` over the engine's ``ent_draughts``).
ENT_DRAUGHTS_FROM = ent_draughts.SINCE
#: The first version in which an item a scout's search (Thorough Search) lets be played is kept,
#: as any item played there, from a site type its card bars (``engine.item_places``,
#: ``hobbit.moves.search_moves``; the site as ``hobbit.turn.HobbitRules._item_site`` reads it):
#: the Sapling of the White Tree is no longer offered by a search at a Shadow-hold or
#: Dark-hold, and is refused naming why. Before, only its class was read: it was offered and
#: played there.
SEARCH_PLACES_FROM = 119
#: The first version giving a company at a Haven its site phase (BWJ-SEQ-17: as standard;
#: ``movement``): it may enter the Haven, which has no automatic-attacks, to play what the
#: Haven allows (Earth of Galadriel's Orchard at Lórien), play Old Road there, or do nothing;
#: the end-of-turn phase follows when the player ends it. No burglary is tried at a Haven
#: (BWJ-BURG-1). Before, the end-of-turn phase began as the movement/hazard phase ended there.
HAVEN_SITE_PHASE_FROM = 120
#: The first version in which a Haven left by the company untaps (CoE-2.IV.viii: as the
#: movement/hazard phase of a company that moved ends, its site of origin leaves play, a Haven
#: back to the location deck, to come again untapped; ``movement``, ``SiteUntapped``): Old
#: Road, the Wizard's Ring or Earth of Galadriel's Orchard may be played there on a later
#: visit. A site that is no Haven stays tapped as before. Before, a Haven once tapped stayed
#: tapped for the rest of the game.
HAVEN_UNTAPS_FROM = 123
#: The first version playing Old Road by its own action (``hobbit.old_road``,
#: ``old-road:<character>:<faction>``), no longer declared: in the site phase at an untapped
#: Haven a character taps to influence a faction of the hand as at a site of the site deck
#: two regions or fewer away, at -1, without his direct influence.
OLD_ROAD_FROM = HAVEN_SITE_PHASE_FROM
#: The first version playing Wizard's River-horses by its card (the engine's twenty-seventh
#: generation), no longer declared: a Wizard alone in the company cancels an attack on it
#: before its strikes are assigned, then checks corruption at -2. Its discard of the Nazgûl
#: events in play is not offered (a Nazgûl is an event in play only as a hazard player's
#: permanent-event: the two-player game).
RIVER_HORSES_FROM = HAVEN_SITE_PHASE_FROM
#: The first version playing the Wizard's Ring by its card (``wizards_ring``): in the site phase
#: at an untapped Haven, once entered, on an untapped Wizard of the company bearing none, the
#: Haven tapping as for any item, then his corruption check (CoE 7.1); never transferred,
#: passed to a companion or to the Burglar by a Hand leaving play, nor taken by a creature's
#: strike. Before, no site phase played it.
WIZARDS_RING_FROM = wizards_ring.SINCE
#: The first version in which the hazard hand draws one card fewer, not below 0, for the
#: movement of a company with Alatar in it (BWJ-SEQ-5, BWJ-SEQ-7: the hazard hand stands for
#: the opponent whose draws his card reduces; ``hobbit.character_texts.fewer_hazard_draws``,
#: as The Road Goes Ever On's ``alatar.DRAW_SINCE_VERSION``). A company staying put draws its
#: one card (BWJ-SEQ-4) as before: that draw is not by its movement.
ALATAR_DRAWS_FROM = 121
#: The first version reading Lure of Power's recorded ruling on several in play (``engine
#: .lure_of_power``): one corruption check is made and every copy is discarded. Before, each
#: copy made its own check, in turn.
LURE_ONE_CHECK_FROM = 122
#: The first version in which The Iron Crown's bearer checks corruption after recruiting a
#: faction with no roll (the Red Arrow's bearer, Paths of the Dead's Aragorn), an influence
#: attempt that succeeds (``hobbit.lure_of_power``), as after one rolled for. Before, no check.
CROWN_NO_ROLL_FROM = 122
#: The first version in which a wound's body check waits while an item raising the wounded
#: character's body (Miruvor) may be used first (``hobbit.body_checks``, CoE 3.I.1).
BODY_CHECKS_FROM = 124
#: The first version in which a wound's body check rolled at once counts the character as the
#: strike's effects left him (CoE 3.iv.7: the items it stripped no longer count), as the check
#: waiting since BODY_CHECKS_FROM does. Before, as he stood before the strike.
STRUCK_BODY_FROM = 125
#: The first version citing Stealth's play for the creatures it keeps from the company this
#: turn (CoE-5.1, ``hobbit.cards``), no longer BWJ-SEQ-10, the reveal of the hazard hand.
PREVENTION_CITED_FROM = 126
#: The first version recording each card played or item used on a strike as one
#: ``StrikeModified`` naming it (Risky Blow's +3 prowess and -1 body together), each its own
#: modifier of the strike roll and the body check (``played:<card>``), a body it lowers said
#: to be lowered (``hobbit.strike_cards``). Before, one ``StrikeModified`` per number, naming
#: no card, and the cards one modifier of each roll, a lowered body labelled "raise body".
STRIKE_CARDS_FROM = 127
#: The first version citing a faction recruited (``FactionInfluenced``: by an influence roll,
#: by Old Road, by Roäc the Raven, by the Red Arrow's bearer or Paths of the Dead's Aragorn)
#: by the standard rule for playing a faction by influence, CoE-2.V.3. Before, BWJ-FACT-1,
#: which says only that a faction may be stored as information.
RECRUIT_CITED_FROM = 127
#: The first version citing an item a creature's strike or wound takes (a Thief's, Brigands',
#: a Troll's stripping) by the card that decides it, as a card's effect is cited: the clause
#: playing that creature from the hazard hand (BWJ-SEQ-10), the card named (``ItemLost``'s
#: ``creature``). No clause of the scenario speaks of items lost; before, CoE-3.iv.7, which
#: says only what a strike's roll does.
ITEM_LOST_CITED_FROM = 127
#: The first version in which Narya, Nenya or Vilya in the hand, played on the wounded
#: character himself for its body, is offered while his body check waits, and opens the wait
#: (``hobbit.body_checks.CARD_RAISES``, CoE 3.I.1: the chain the check opens admits what
#: raises his body); its corruption check removing him ends the wait, with no body check.
#: Before, such a card was offered only before the strike's roll.
BODY_CHECK_CARDS_FROM = 127
#: The first version laying the options a player gives over the bundled default set-up
#: (``decks.laid_over_default``): each option given replaces that part of the default, which
#: stands for every part not given (a Burglar alone keeps the default decks, his home site
#: added to the site deck); ``deck: default`` no longer drops the options given with it, an
#: unknown option or a ``deck`` other than the bundled one is refused naming it, and a home
#: printed "Any Haven" (Gandalf's) is each Haven of the site deck, the first of them where he
#: starts. Before, ``deck: default`` was the default whatever else was given, and a set-up
#: without it had to give every part.
SETUP_OPTIONS_FROM = 128
#: The first version in which no other character takes part in a failed burglary's attacks,
#: which the Burglar faces alone (BWJ-BURG-6; ``alone``): no item another character bears is
#: used (a Hand's Miruvor, which no longer opens the wait of the Burglar's body check), no
#: card of the hand is played on another character (nor on the Burglar by a skill only another
#: has), no declared effect targets another. Before, only the strikes, supports, allies, a
#: Hand's item against the attack and a Wizard's spell on a Hand were kept out.
ALONE_FROM = alone.SINCE
#: The first version in which the item played by a successful burglary cites the clause that
#: allows it (BWJ-BURG-5), names the burglary's roll as the one it is the outcome of
#: (``outcome_of``, which the audit follows) and taps no one: the Burglar and the site tapped
#: for the attempt (BWJ-BURG-3). Before, it cited CoE-2.V.4 and recorded a second tapping of
#: the already tapped Burglar.
BURGLED_ITEM_FROM = 130
#: The first version in which a corruption check a hazard card asks for (Corpse-candle before
#: its strikes, Barrow-wight or Ghosts on a character it wounded, The Will of the Ring, The
#: Precious, The Ring's Betrayal, Weariness of the Heart, Lure of Power, Greed) names the card
#: (``CorruptionChecked``'s ``asked_by``, ``hobbit.organization``), as The Road does from its
#: version 192; the card's modifier to it, where it gives one, is sourced to it (Greed's, before
#: sourced to the item played; the others' were already). Before, the check named no card.
ASKED_CHECKS_FROM = 130
#: The first version in which a Wizard whose corruption check would discard another hero
#: character (the roll equal to his corruption points or one below) is eliminated (CoE-7.1,
#: ``hobbit.organization``): the check records ``eliminated``, his items are discarded and
#: Elf-song does not keep him. Before, he was discarded.
WIZARD_CHECK_FROM = 131
#: The first version in which the corruption check a corruption card borne by a character asks
#: for (Lure of Nature, Lure of the Senses and the like, ``hobbit.corruption_cards``) names the
#: card (``CorruptionChecked``'s ``asked_by``), as a hazard card's check does from
#: ``ASKED_CHECKS_FROM``. Before, that check named no card (its ``CorruptionCardCheck`` did).
CARD_CHECKS_ASKED_FROM = 132
#: The first version in which a wound's body check waiting for the defender records what is
#: at hand then to raise his body (``BodyCheckAwaited``'s ``at_hand``, ``hobbit.body_checks``):
#: each item borne whose use raises it (Miruvor) with its bearer, each card of the hand that
#: may be played on him for it (Narya, Nenya, Vilya), and its line names exactly those. Before,
#: the wait recorded neither, and its line says what may raise his body.
BODY_CHECK_AT_HAND_FROM = 133
#: The first version in which a character or ally a creature's own text discards (the
#: Abductor's wound, Giant Spiders' body check equal to his body) is cited by that card, as an
#: item it takes is from ``ITEM_LOST_CITED_FROM``: the discard and the items leaving with him
#: cite the clause the creature is played under (BWJ-SEQ-10) and name it (``creature``), and
#: the body check whose equal roll discards him names it too (``hobbit.creature_discards``);
#: the game lost with the Burglar records how he left (``fate``), still citing BWJ-WIN-5.
#: Before, the standard rule of the strike (CoE-3.iv.7) or of the body check (CoE-3.I.1), no
#: card and no fate.
CREATURE_DISCARDS_FROM = 134
#: The first version in which the game lost with a Burglar a failed corruption check took
#: (discarded, at his corruption points or one below, or eliminated, lower: CoE-7.1) records
#: him lost to corruption (``fate`` "corrupted"), as BWJ-WIN-5 says it ("eliminated by death
#: or by corruption"). Before (from ``CREATURE_DISCARDS_FROM``), "discarded" or
#: "eliminated".
CORRUPTED_FATE_FROM = 135
#: The first version in which the body check whose roll, equal to his body, Giant Spiders'
#: text makes a discard names the card keeping him from it (``kept_by``: Elf-song at a
#: Haven), its line saying the creature would discard him, but the card keeps him. Before,
#: the line said the creature discards him, and the next that he is kept.
KEPT_TOLD_FROM = 135
#: The first version naming the card that keeps a character from a discard by its card id
#: (``kept_by`` of the body check, ``by`` of ``CharacterKept``: Elf-song's, as ``creature``
#: names a creature), as the Guise of the Necromancer does; its keeping cites BWJ-LONG-1, the
#: clause Elf-song is played under, as before. Before, its name.
KEEPER_CITED_FROM = 136
#: The first version refusing the -3 to stay untapped (CoE 3.iv.3) to a character a card
#: already keeps untapped against his strike (Dodge, Block, the Great-shield of Rohan), the
#: refusal naming the card, whose ``StrikeTapPrevented`` names it (``card``;
#: ``hobbit.kept_untapped``). Before, the -3 was offered and counted on top of the card.
KEPT_UNTAPPED_SINCE = 137
#: The first version in which the automatic Burglar taps an Elven Cloak offered against the
#: strike its bearer faces (``policy``, CoE 3.iv.5.1) when the strike could wound him: his
#: lowest roll plus his prowess falls short of the strike's. It goes before a card played to
#: cancel the strike (Halfling Stealth), as an item canceling an attack does from
#: ``IRON_CROWN_FROM``. Before, the cloak was never used: the strike was rolled.
CLOAK_USED_SINCE = 138
#: The first version admitting one way at most to keep the character facing a strike untapped
#: (CoE 3.iv.3, 3.iv.5): once the -3 or a card (Dodge, Block, the Great-shield of Rohan) keeps
#: him so, no card keeping him so is offered or admitted, the refusal naming what keeps him
#: (``hobbit.kept_untapped``). Before, Dodge came on top of the -3 (the -3 paid for nothing,
#: its body -1 on top) and a second card on top of a first.
ONE_KEEPER_SINCE = 139
#: The first version in which the automatic Burglar taps the Magic Ring of Stealth offered
#: against the strike its bearer faces when the strike could wound him (``policy``, CoE
#: 3.iv.5.1), as he taps an Elven Cloak from ``CLOAK_USED_SINCE``: the ring costs its tap
#: alone, no corruption check, as the cloak does, and goes after it, the cloak canceling only
#: a Wilderness creature's strike. Before, the ring was never used. (A card canceling the
#: strike, Halfling Stealth, is still played on any strike: it keeps him untapped to burgle,
#: BWJ-BURG-3, where a strike won would tap him.)
STRIKE_CANCELS_WEIGHED_SINCE = 140
#: The first version in which the game lost with a Burglar whose fate it records gives that
#: fate as the result's reason ("Bilbo is discarded", "Bilbo is eliminated", "Bilbo is lost to
#: corruption"; ``hobbit.creature_discards.told``), as its line says it (BWJ-WIN-5). Before,
#: "the Burglar is dead or lost to corruption" whatever the fate, a discarded Burglar's too.
FATE_REASON_SINCE = 141
#: The first version citing the end of a strike assignment (``StrikesAssigned``) by the step
#: that assigns the strikes and counts the excess ones, CoE-3.iii, as the Guise does
#: (``HobbitRules.assignment_rule``): an attack's own, a Slayer's next attack's, a Traitor's,
#: Lucky Search's; the failed burglary's still cites BWJ-BURG-6, and the excess strikes'
#: allocation (``ExcessStrikesAllocated``) CoE-3.iv.2. Before, CoE-3.iv.2. As There and Back
#: Again's ``ASSIGNMENT_CITED_SINCE``.
ASSIGNMENT_CITED_SINCE = 142
#: The first version in which a Hand is never the Burglar's own card, nor a card already in play
#: by its unique name (BWJ-HAND-1: Hands are characters other than the Burglar; a unique card is
#: in play once): such a card is not offered as a Hand (``moves.hands_in_hand``) and is refused
#: naming who it is; and the set-up refuses a resource deck holding a copy of the chosen
#: Burglar (BWJ-SETUP-7, ``decks.burglar_copies``), the bundled default deck, where it stands for
#: the resources not given, leaving his card out. Before, his card was accepted in the deck and
#: played as a Hand, who, leaving after his two turns, took the Burglar with him.
UNIQUE_HANDS_SINCE = 143
#: The first version in which an item borne is stored at a Haven only after its bearer's
#: corruption check (CoE-2.II.4, ``organization``), which cites that clause: failed, he leaves
#: as from any failed check and the item is not stored; and a store completing no task (a
#: burgled item that does none, or one whose task is already done) cites CoE-2.II.4, the
#: standard rule that lets it be stored, not BWJ-MP-7, which counts a task resource's points
#: (a faction or Rescue Prisoners, no item, still cites BWJ-MP-7). Before, no check was made
#: and every store cited BWJ-MP-7.
STORE_CHECK_SINCE = 143
#: The first version in which the automatic-attacks a failed burglary has the Burglar face
#: alone (BWJ-BURG-6) are declared citing that clause, as their strikes are assigned, not the
#: standard rule of entering a site (CoE-2.V.ii), which he does not. Before, CoE-2.V.ii.
ALONE_ATTACKS_CITED_SINCE = alone.CITED_SINCE
#: The first version in which a Corpse-candle's corruption checks of the company wait for the
#: step in which its attack may be canceled (CoE 3.i; ``hobbit.company_checks``): made only
#: once the player lets it stand (``corruption-checks``, ``AttackStands``), no card, ally,
#: character or Great Ship canceling it then. Before, every check was rolled as the attack was
#: declared, the cancel offered after them. As There and Back Again's ``COMPANY_CHECKS_SINCE``.
COMPANY_CHECKS_SINCE = 144
#: The first version whose recorded corruption check (``CorruptionChecked``'s ``check``) is
#: made against the points its result is judged on, a Dwarf's Arkenstone's or The One Ring's
#: in his company included (``HobbitRules.check_points_from``). Before, the check named his
#: own points but where he bore corruption cards or an Align Palantír, its total and
#: ``passed`` then contradicting the result (Thorin II giving The Arkenstone to Bilbo: 4
#: against 2, passed, beside 4 points and "discarded"). As There and Back Again's
#: ``CHECK_POINTS_SINCE``.
CHECK_POINTS_SINCE = 144
