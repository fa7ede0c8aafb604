"""The Road Goes Ever On's versions: the one new games are played under, the earlier ones a
game recorded under still replays as it was played, and what each version changed. A version
missing from ``REPLAYS`` was never given (50 to 54). Each new rule is gated by the version that
brings it (``domain.ruleset.played_since``); raising ``VERSION`` puts the one before it in
``REPLAYS`` and adds its line here."""

from __future__ import annotations

#: 2: every strike, body, corruption and trap roll records its check, and every body
#: check (an attacker's too) is a fact of its own; 1 replays as played.
#: 3: the enhanced characters of Appendix 1 (Brave, strike and body abilities) and
#: Courage tokens (section 2); 1 and 2 replay as played.
#: 4: Songs (RGO-SONG-*); 1 to 3 replay as played.
#: 5: resources played from the hand (hand_resources.py); 1 to 4 replay as played.
#: 6: Agents in the Hazard deck (RGO-AGENT-*, agents.py); 1 to 5 replay as played.
#: 7: factions detain, are escaped or rescued from, and are tapped (factions.py); 1 to 6
#: replay as played.
#: 8: Fram Framson's Dragon kills are worth 1 MP more (RGO-ABIL-23); 1 to 7 replay as
#: played.
#: 9: an "attacked" site encounter stops at an Agent whose home the site is; 1 to 8
#: replay as played.
#: 10: Éomer with a Noble Steed ally has +1 prowess (RGO-ABIL-19); 1 to 9 replay as
#: played.
#: 11: with Thranduil in play the Wood-elves' faction rule reaches every region of
#: Mirkwood (RGO-ABIL-46); 1 to 10 replay as played.
#: 12: a character an Agent sways leaves his items as any eliminated character does
#: (elimination.py); both rolls of a best-of-two strike record their checks; 1 to 11
#: replay as played.
#: 13: The Dragons' rules insert (dragons.py): hoard items only at a Dragon's lair, a
#: defeated Dragon's manifestations leave the game and its lair falls quiet; 1 to 12
#: replay as played.
#: 14: a company may raid a Dark-hold instead of rolling its encounter (raids.py); 1 to
#: 13 replay as played.
#: 15: with Brand in play a Men faction of Northern Rhovanion cancels attacks in Southern
#: Rhovanion too (RGO-ABIL-11), and those factions have their quest sites; 1 to 14 replay
#: as played.
#: 16: a hoard item of the Quest deck is found only at a Dragon's lair (TD-HOARD-1); the
#: golden_hoard option ("Many a Gleaming Golden Hoard", golden_hoard.py); 1 to 15 replay
#: as played.
#: 17: every roll an Agent makes or causes records its check (agents.py); 1 to 16 replay
#: as played.
#: 18: a corruption card may be tried without tapping, at -3, once a turn for each card
#: (TD-CORR-1, TD-CORR-2, corruption.py); 1 to 17 replay as played.
#: 19: Dungeons below their surface sites (dungeons.py); 1 to 18 replay as played.
#: 20: a split, training or taking heart that would leave two companies split this
#: organization phase bound to stay, or more companies to move than sites to reach, is
#: refused (staying.py): the phase always has a way to end; 1 to 19 replay as played.
#: 21: Escape, Block, Dodge and Stealth are the engine's generation 2 scripts, so Stealth
#: is played in the organization phase (hand_resources.py); 1 to 20 replay as played.
#: 22: Halfling Stealth (a strike on a Hobbit) and The Cock Crows (a Troll attack) are
#: the engine's generation 2 scripts, no longer declared (hand_resources.py); 1 to 21
#: replay as played.
#: 25: Sam Gamgee may come into play as Frodo's follower, under his direct influence
#: +3 (RGO-ABIL-24, followers.py); 1 to 24 replay as played.
#: 26: Rescue Prisoners is played at a tapped Dark-hold or Shadow-hold or at a Dungeon,
#: held and stored for its MP (rescues.py); 1 to 25 replay as played.
#: 27: the corruption cards on a character leaving play are discarded with him
#: (BA-DISC-1), and Under-deeps moves roll as the company's movement/hazard phase reveals
#: its destination, a company split off moving so too (balrog_rules.py); 1 to 26 replay
#: as played.
#: 29: an item is stored at a Haven, a Hoard item at a Dwarf-hold, Balin's company
#: storing one there gaining 1 MP more (RGO-ABIL-5, storing.py); with Arinmîr in play
#: a Moon is played as with Gates of Morning (RGO-ABIL-3, moon.py); 1 to 28 replay as
#: played.
#: 30: a Dragon's At Home revealed from the Hazard Pile attacks a company at its lair
#: and, its attack defeated, is a defeated creature: its kill MP, the Dragon's other
#: manifestations out of the game (BA-CLAR-1, TD-MANIF-5; balrog_rules.py); 1 to 29
#: replay as played.
#: 31: items carry the catalog's item facts (items_in_play.py): one weapon, armour, shield
#: and helmet in use at a time, maxima, race, warrior and against-race bonuses; a breath
#: counts shields and helmets, Dragon's Blood worn pieces, by kind; 1 to 30 replay as
#: played.
#: 32: a company split off moves by the Dungeon rules too, and a split counts the Dungeon
#: below among the sites left to reach (dungeons.py, organization.py); 1 to 31
#: replay as played.
#: 33: an information quest (Dreams of Lore and the like) is found where Information is
#: playable, at Isengard with Saruman there and at The White Towers with a Wizard or
#: an Elf sage tapping (information.py); 1 to 32 replay as played.
#: 34: with Arinmîr in play Stars is played from the hand as with Gates of Morning,
#: treating one Dark-domain or Shadow-land of the site path (RGO-ABIL-3, moon.py); 1 to
#: 33 replay as played.
#: 36: the new cards of Appendix 4 in the player's new_cards file go in their decks by
#: name (new_card_file.py); 1 to 35 replay as played.
#: 38: no card, Song or ability untaps the holder of Rescue Prisoners (rescues.py);
#: 1 to 37 replay as played.
#: 39: the engine's hazard generation 2 (hazard_scripts.py): Weariness of the Heart's -1
#: prowess, New Moon's and Choking Shadows' Doors of Night modes, Arouse Minions and
#: Denizens, Choking Shadows, Call of Home, Tookish Blood, River, Greed and Words of Power
#: and Terror played by the Shadow, no longer declared; 1 to 38 replay as played.
#: 41: resource long-events played from the hand take effect (resource_long_events.py):
#: Sun's +1 prowess to each Dúnadan, Lapse of Will's -1 prowess to attacks (-3 to Nazgûl);
#: Clear Skies and Fog, which need Gates of Morning, are not played; 1 to 40 replay as
#: played.
#: 44: a faction's influence attempt adds its standard modification for the character's
#: race, and a faction the quest table does not list is taken at the sites its card
#: names (faction_facts.py); 1 to 43 replay as played.
#: 46: cards of the hand played for a character's next corruption check this turn
#: (check_cards.py): Halfling Strength's +4 to a Hobbit, A Friend or Three's +1 for each
#: character of the company, Old Friendship's +4 and New Friendship's +2 in a diplomat's
#: company; 1 to 45 replay as played.
#: 48: the characters' printed bonuses (character_texts.py): direct influence against a
#: faction influenced, prowess against an attacker's race, a Nazgûl's body halved; 1 to
#: 47 replay as played.
#: 49: Goldberry and Gollum tap to cancel an attack keyed to a Wilderness (Gollum also a
#: Shadow-land, his company of two or less) before its strikes are assigned
#: (ally_abilities.py); 1 to 48 replay as played.
#: 55: Doors of Night stays in play once revealed, discarding the resource environments in
#: play, and the hazards' Doors of Night alternatives apply while it is there
#: (hazard_scripts.py, long_events.py); 1 to 54 replay as played.
#: 56: Horses is played from the hand before the hazards (travel_cards.py): the company's
#: hazard limit -2, not below 2, and +2 prowess to the hazard creatures attacking it this
#: turn; 1 to 55 replay as played.
#: 57: the engine's creature scripts up to generation 3 (creatures.py): the attacker
#: chooses the defenders of an Ambusher, Cave-drake, Smaug or Daelomin, the Abductor and
#: Giant Spiders discard, Barrow-wights and Ghosts bring corruption checks to those they
#: wound, a Corpse-candle to all before the strikes, Old Man Willow strikes a Hobbit at 15,
#: Orc-lieutenant and Orc-warband are stronger after an Orc attack, Neeker-breekers
#: strike the mind and only tap; 1 to 56 replay as played.
#: 58: Elrond at Rivendell, Galadriel at Lórien, Círdan at the Grey Havens and Pallando
#: anywhere each let the player keep one more card in hand (character_texts.py);
#: 1 to 57 replay as played.
#: 59: Tempering Friendship (+4) and A Friend or Three (+1 for each character of the
#: company) are played for a character's next influence attempt on a faction
#: (influence_plays.py); 1 to 58 replay as played.
#: 61: Círdan taps to cancel an attack on his company keyed to a Coastal Sea
#: (character_cancels.py); 1 to 60 replay as played.
#: 62: Treebeard, Leaflock, Skinbark and Tom Bombadil leave a company that arrives at a
#: site outside their regions (ally_abilities.py); 1 to 61 replay as played.
#: 63: Muster is played on a warrior for his next influence attempt on a faction, adding
#: his prowess up to +5 (influence_plays.py); 1 to 62 replay as played.
#: 64: a waiting company's move passes a site's tap-to-pass rule (Moria's gate) as the
#: running company's does, one of its Dwarves or Wizards tapping (gates.py); Greed makes
#: the characters of every company at the site check (hazard_scripts.py); 1 to 63
#: replay as played.
#: 65: no change of its own: it plays as 64.
#: 23, 24, 28, 35, 37, 40, 42, 43, 45, 47 and 60 have no change of their own either
#: (numbers taken while several changes were made at once): each plays as the version
#: before it. 50 to 54 were never given to a game and are refused.
#: 66: Persuasive Words is played on a diplomat for his next influence attempt on a
#: faction: two rolls, the better one used (influence_plays.py); 1 to 65 replay as played.
#: 67: the engine's hazard generation 3 (hazard_scripts.py): Gloom's -1 prowess to a
#: character of a moving company and its Doors of Night modes, not twice in a turn, and
#: Lure of Power waiting for the next non-Hobbit to succeed in an influence attempt, who
#: checks corruption at -4; 1 to 66 replay as played.
#: 68: the hazard-limit cards played from the hand before the hazards (travel_cards.py):
#: Fair Travels in Free-domains, Dark-domains and Shadow-lands, Fair Sailing, and the
#: mountain and river cards on a company with a ranger; 1 to 67 replay as played.
#: 69: the items' bonuses to their bearer's direct influence against a faction
#: (item_influence.py): Narsil +1, the Horn of Anor +2, the Elf-stone +2 against Elves,
#: The Arkenstone +3 against Dwarves; 1 to 68 replay as played.
#: 70: the Wizard's spells Vanishment, Wizard's Fire, Kindling of the Spirit and Wizard's
#: Voice are played on the Wizard, who then checks corruption (spells.py); 1 to 69
#: replay as played.
#: 71: the engine's hazard generation 4 (hazard_scripts.py): Lost in Shadow-lands and
#: Lost in Dark-domains raise a moving company's limit, Lost in Free-domains and Lost at
#: Sea leave it nothing in its site phase, Call of the Sea sends an Elf home (-3 by a
#: Coastal Sea), Awaken the Earth's Fire; 1 to 70 replay as played.
#: 72: the characters' printed rules (character_rules.py, character_texts.py): a Hobbit
#: who is not a starting character comes into play only at his home site, the MP lost
#: when Aragorn II, Bilbo, Círdan, Elrond, Frodo or Galadriel is eliminated, the
#: corruption modifiers the card data leaves out; Fatty Bolger taps to cancel a strike
#: on another Hobbit (character_cancels.py), Gandalf to test a gold ring of his company
#: anywhere (rings.py); 1 to 71 replay as played.
#: 73: items used against an attack before its strikes are assigned (item_uses.py): the
#: Torque of Hues and its bearer tap to cancel it, the Star-glass's bearer taps to cancel
#: an Undead attack or weaken a Spiders, Animals or Wolves one, each bearer then checking
#: corruption; a warrior's Black Arrow taps for -1 prowess and body, kept by a Man only;
#: 1 to 72 replay as played.
#: 74: Awaken Minions, Awaken Denizens, Plague of Wights, Clouds and Night played by their
#: text while in play (hazard_long_events.py, the engine's long-event generation 3), read
#: at each attack and strike; 1 to 73 replay as played.
#: 75: the Elven Cloak taps to cancel a strike given to its bearer by a hazard creature
#: keyed to a Wilderness (item_uses.py); Athelas, in the organization phase, heals a
#: wounded character for a Dúnadan bearer or removes a corruption card for Aragorn II,
#: then is discarded (healing_items.py); 1 to 74 replay as played.
#: 76: the engine's creature scripts of generation 4 (creatures.py): a creature is
#: also keyed where its text names (the Nazgûl's regions and their sites, the Dragons'
#: lairs and with Doors of Night the northern lands, the Watcher at Moria, The Great
#: Goblin between Rivendell and Lórien, ...); a Thief's or Pick-pocket's strike takes an
#: item, Brigands' wounds cost the company items, a Troll after another strips the
#: wounded; a company split from the running one may not stay while the running one can
#: reach no site (organization.py); 1 to 75 replay as played.
#: 77: Wizard's Flame is played on the Wizard before the company's hazards are drawn:
#: the hazard creatures attacking the company this turn have -2 prowess; the
#: Wizard checks corruption at -3 (spells.py); Favor of the Valar shuffles the hand
#: and the discard pile into the play deck for a new hand (fresh_hand.py); 1 to
#: 76 replay as played.
#: 78: the corruption cards' checks (corruption_cards.py): Lure of Nature for each
#: Wilderness of the path, Lure of Creation on a Wizard reaching a Haven, Lure of the
#: Senses at a Haven and The Burden of Time away from one in the untap phase, Despair of
#: the Heart for each companion wounded, Lure of Expedience for each item gained; none
#: twice on a character; 1 to 77 replay as played.
#: 79: the engine's hazard generation 5 (ring_hazards.py): The Will of the Ring checks
#: the bearer of The One Ring at -4, The Precious a companion of it at -2 (failing, the
#: Ring goes with him), The Ring's Betrayal a Ring's bearer at -2 (failing, he loses the
#: Ring only); Muster Disperses takes a faction below 11; 1 to 78 replay as played.
#: 80: Narya, Nenya, Vilya and The Evenstar are played on their character's strike:
#: prowess and body against it, Narya untapping the company, the ring's bearer
#: checking corruption (elven_gifts.py); 1 to 79 replay as played.
#: 81: Ford, Secret Entrance and Secret Passage limit where hazard creatures are keyed
#: against the company this turn (travel_cards.py); 1 to 80 replay as played.
#: 82: the engine's hazard generation 6 (attack_hazards.py): Dragon's Desolation (+2)
#: and Fell Beast (+1 strike, -2) strengthen the next Dragon or Nazgûl creature attack on
#: the company this turn; Drowning Seas takes an item and two cards of the hand from a
#: company moving through a Coastal Sea; 1 to 81 replay as played.
#: 83: Radagast draws one card more for each Wilderness of his moving company's site
#: path (character_texts.py); 1 to 82 replay as played.
#: 84: Wizard's River-horses cancels an attack on a Wizard alone in his company, who
#: then checks corruption at -2 (river_horses.py); with Doors of Night in play the Moon
#: treats the site path for the hazards (moon.py), and a second Moon is not played;
#: 1 to 83 replay as played.
#: 85: Thorough Search is played on an untapped scout at an explored site: another
#: character of his company may play an item there, the site tapped or not,
#: without tapping it (thorough_search.py); 1 to 84 replay as played.
#: 86: the engine's hazard generation 7 (attack_hazards.py): Fury of the Iron Crown
#: gives the first strike of the next Orc, Troll, Man or Nazgûl creature attack +4 and,
#: but for a Nazgûl, removes the creature, its points to the defender; 1 to 85 replay as
#: played.
#: 87: Elf-song rids each character at a Haven of one corruption card as it comes into
#: play (resource_long_events.py); 1 to 86 replay as played.
#: 88: the engine's creature scripts of generation 5 (creatures.py): an Assassin makes
#: three attacks of one strike and a Slayer two, all on the character the first
#: strikes, defeated only when every attack is; 1 to 87 replay as played.
#: 89: a split is refused when fewer of the companies it would leave could pass the
#: site's gate (Moria's) than must move (organization.py); 1 to 88 replay as played.
#: 90: Eagle-mounts lets only creatures keyed to the company's new site, Paths of the
#: Dead only Undead (any Undead), be played on the company this turn (travel_cards.py);
#: 1 to 89 replay as played.
#: 91: Long Winter, Foul Fumes and Snowstorm turn a moving company back, Morgul Night
#: and Fell Winter treat its site path with Doors of Night in play, Fell Winter adds
#: Wolves at each Border-hold (hazard_long_events.py, long-event generation 4); 1 to
#: 90 replay as played.
#: 92: Alatar, at a Haven in a company of his own, joins a company attacked by a
#: hazard creature, faces one of its strikes, then taps and checks corruption
#: (alatar.py); 1 to 91 replay as played.
#: 93: Durin's Axe and The Arkenstone borne by a Dwarf give their greater corruption
#: and marshalling points (bearer_values.py); the Scroll of Isildur in the company adds
#: +2 to a gold ring's test (rings.py); 1 to 92 replay as played.
#: 94: with Doors of Night in play Long Winter, Foul Fumes and Storms of Ossë tap the
#: company's new site when its site path holds what each names (hazard_long_events.py,
#: long-event generation 5); 1 to 93 replay as played.
#: 95: the bearer of the Red Arrow brings the Riders of Rohan into play with no roll
#: (item_influence.py); 1 to 94 replay as played.
#: 96: the engine's creature scripts of generation 6 (creatures.py): a Mûmak after
#: Corsairs of Umbar in the coastal lands; the places a creature's text adds count in the
#: site phase too (on guard, a site's attack); 1 to 95 replay as played.
#: 97: Morgul-knife and The Pale Sword have their removal numbers known (a roll
#: greater than 4, than 5; nazgul_blades.py); 1 to 96 replay as played.
#: 98: Test of Form and Test of Lore (-1) test a gold ring in a sage's company, Wizard's
#: Test in the Wizard's (two rolls, the higher used; the Wizard checks corruption at -1),
#: anywhere in the organization or site phase (ring_cards.py); 1 to 97 replay as played.
#: 99: Bill the Pony, discarded as his company's site phase ends at a site that is not
#: a Haven (its size three or less), takes it to the nearest Haven; Gwaihir, discarded in
#: the organization phase (size two or less), moves it to a site not in a Shadow-land or
#: Dark-domain, only creatures keyed to the site played on it (ally_moves.py); 1 to 98
#: replay as played.
#: 100: A Pack at the Door keys Animals, Spiders and Wolves to Border-lands,
#: Border-holds and Ruins & Lairs with Doors of Night (pack_at_the_door.py); 1 to
#: 99 replay as played.
#: 101: the engine's creature scripts of generation 7 (creatures.py): a named region
#: in the middle of the site path counts where the map names it (keying.py); 1 to 100
#: replay as played.
#: 102: Ringlore taps a sage and a site where Information is playable to put a ring of
#: the Ring deck (not The One Ring) in a gold ring's place, with no roll (ring_cards.py);
#: 1 to 101 replay as played.
#: 103: Roäc the Raven, tapped and discarded in the site phase, makes an influence
#: attempt on a faction of the Quest Display wherever it is found, with no direct
#: influence and detaining no one (ally_influence.py); 1 to 102 replay as played.
#: 104: Shadowfax, untapped in a company of one character (or one and a Hobbit) with
#: no other ally, taps as its movement/hazard phase ends for it to move again, a second
#: movement/hazard phase following (second_move.py); 1 to 103 replay as played.
#: 105: Bill the Pony is taken from the Quest Display at Bree or Bag End though the
#: site is tapped, tapping it no further (ally_moves.py); 1 to 104 replay as played.
#: 106: Despair of the Heart also makes its bearer check at once for a character of his company
#: wounded by a card, not a strike: Escape and the like played on him, a declared hazard effect
#: (corruption_cards.py); 1 to 105 replay as played.
#: 107: Great-road, played on a company leaving a Haven, counts its new site's hazard draw
#: number twice in its Hazard Pile, and the company may go back to that Haven as its site
#: phase ends, the turn ending (great_road.py); 1 to 106 replay as played.
#: 108: special items are found at the sites their cards name, the Sapling never at a
#: Shadow-hold or Dark-hold, items are stored where their cards say for the points
#: printed there, the Red Book adds +2 against a Hobbit faction (item_places.py); 1 to
#: 107 replay as played.
#: 109: Morgul-knife and The Pale Sword, revealed, are played on the company and wait for its
#: next Nazgûl attack this turn (a creature, on guard or automatic): +2 and +1 prowess to it,
#: then each goes on a character the attack wounded on whom no corruption card was played this
#: turn, picked at random, or is discarded (nazgul_blades.py); 1 to 108 replay as played.
#: 110: Eagle-mounts and Paths of the Dead, played in the organization phase, move their
#: company with no site path, Eagle-mounts to any other site but a Shadow-hold, Dark-hold or
#: Under-deeps site, Paths of the Dead to the Vale of Erech (travel_moves.py); 1 to 109
#: replay as played.
#: 111: The Iron Crown: its bearer checks corruption after an influence check; borne by
#: one who is not a Hobbit, +1 body to 10, +4 direct influence, and it taps to cancel an
#: attack of Orcs, Trolls or Men (iron_crown.py); 1 to 110 replay as played.
#: 112: Narya, Nenya, Vilya, The Evenstar and Wizard's Voice give their bonuses for the
#: rest of the turn, direct influence too, played in the organization or site phase or on
#: a strike; Vilya and Wizard's Voice once a turn (turn_bonuses.py); 1 to 111 replay as
#: played.
#: 113: Morgul-horse, revealed, lets the company's next Nazgûl this turn be keyed to a
#: Shadow-land too; Fell Beast, while it waits, lets its Nazgûl be keyed to a Shadow-land or a
#: Shadow-hold, and the attack it strengthens has the attacker choose the defenders
#: (nazgul_mounts.py); 1 to 112 replay as played.
#: 114: The Old Thrush and Stars are played on an attack as the engine's generation 2
#: scripts them, -3 prowess and body to an attack not by Nazgûl of normal prowess 13 or
#: more, -1 prowess to an Undead attack, neither twice on one attack (hand_resources.py);
#: 1 to 113 replay as played.
#: 115: The Burden of Time is played only on an Elf whose company is not at (nor moving to) a
#: Haven, Lure of Expedience not on a Wizard or a Hobbit, and Lure of Expedience checks for a
#: ring special item a gold ring's test brings (corruption_cards.py); 1 to 114 replay as
#: played.
#: 116: the defender names the item a Thief, Pick-pocket or Brigands take while the
#: strikes are assigned (item_thefts.py, creature generation 8); 1 to 115 replay as
#: played.
#: 117: Cracks of Doom and Gollum's Fate are played at Mount Doom on the bearer of The One
#: Ring, the Ring destroyed and the game won (mount_doom.py); Wizard's Laughter, which
#: needs the two-player game, is no longer declared (resource_notes.py); 1 to 116 replay
#: as played.
#: 118: a card a script plays is no longer declared at other times (Lordly Presence,
#: Tempering Friendship, Muster and Persuasive Words outside an influence attempt;
#: hand_resources.py); 1 to 117 replay as played.
#: 119: Wizard's Flame weakens every attack on the Wizard's company for the rest of the
#: turn, automatic-attacks too, and is played in the organization or site phase or against
#: an attack as well as before the hazards (wizards_flame.py); 1 to 118 replay as played.
#: 120: each palantír's own power is played when its bearer taps to use it, then his
#: corruption check, and the stones a moving company may not keep are discarded
#: (palantiri.py); 1 to 119 replay as played (the effect declared).
#: 121: a Fell Turtle's successful strike sends the moving company back to its site of origin,
#: and Drowning Seas with Doors of Night in play does so or takes the items and cards, its mode
#: picked at random (origin_returns.py); 1 to 120 replay as played.
#: 122: Bridge, played as the movement/hazard phase of a company that moved to a Haven
#: ends, plans a move on from the Haven, a movement/hazard phase following at once
#: (bridge.py); 1 to 121 replay as played.
#: 123: the Book of Mazarbul, borne by a sage, taps in the organization phase for one card
#: more in hand until the next untap phase (book_of_mazarbul.py); 1 to 122 replay as
#: played.
#: 124: the defender taps characters to cancel attacks of an Assassin (two) or a Slayer (one)
#: while the strikes are assigned (attack_cancels.py, creature generation 9); 1 to 123 replay
#: as played.
#: 125: Mirror of Galadriel, with a character at Lórien, shows the top five cards of the
#: player's deck or the hazard deck and shuffles them back on top (mirror.py); 1 to 124
#: replay as played.
#: 126: Dragon's Desolation, revealed on a company moving to a Ruins & Lairs with two
#: Wildernesses in its site path (one with Doors of Night), gives +2 to the next Dragon attack
#: or lets its next Dragon creature attack at the site, one picked at random; Fury of the Iron
#: Crown's +4 goes to a strike picked at random, not the first resolved (desolation.py); 1 to
#: 125 replay as played.
#: 127: Far-sight, on an untapped sage at an untapped site where Information is playable,
#: taps both to take an item of the play deck into the hand, the deck reshuffled, the sage
#: checking corruption (far_sight.py); 1 to 126 replay as played.
#: 128: the rings give their bearer what their cards print: a Dwarven Ring's greater
#: values to a Dwarf, the Magic Rings of Courage, Nature and Words to a bearer with their
#: skill, the Lesser Ring's and The One Ring's direct influence, The One Ring's corruption
#: point to every character of its company (ring_powers.py); 1 to 127 replay as played.
#: 129: Vilya, Elrond at Rivendell and five cards or more in the play deck, shuffles up to
#: three resources the player names from the discard pile into it (vilya.py); 1 to 128
#: replay as played.
#: 130: The Will of Sauron, revealed with Doors of Night in play, stays in play and keeps the
#: hazard long-events in play past the end of the turn until a play deck is exhausted, when
#: they go with it (will_of_sauron.py); 1 to 129 replay as played.
#: 131: Old Road taps a character at an untapped Haven for an influence attempt on a
#: faction found two regions or fewer away, without his direct influence and at -1, the
#: Haven tapping if it succeeds (old_road.py); 1 to 130 replay as played.
#: 132: Barad-dûr and Mount Doom raise the hazard limit of a company moving there by 2,
#: creatures are keyed to Mount Doom whatever the keying cards say, and a healing at Old
#: Forest or Rhosgobel heals every wounded character of the company (site_rules.py); 1 to 131
#: replay as played.
#: 133: Gollum, untapped at a site that is no Haven with The One Ring borne in his company,
#: taps in the organization or site phase and he and the Ring are discarded (gollum.py); 1
#: to 132 replay as played.
#: 134: while Elf-song is in play a character at a Haven is neither discarded nor returned
#: to the hand (resource_long_events.kept_by_elf_song); 1 to 133 replay as played.
#: 135: Praise to Elbereth taps an untapped character to cancel a Nazgûl attack on his
#: company, and with Doors of Night in play gives every character +1 prowess for the rest
#: of the turn (praise.py); 1 to 134 replay as played.
#: 136: the Wizard's Ring is found at a Haven, taken only by a Wizard who bears none, his
#: corruption check following, adds +5 direct influence and is never stored
#: (wizards_ring.py); 1 to 135 replay as played.
#: 137: Great Ship, played in the organization phase, lets a character of the company tap
#: to cancel a hazard creature's attack while its site path keeps to the coast
#: (great_ship.py); 1 to 136 replay as played.
#: 138: Nenya, after Galadriel's check, makes the first corruption check made afterwards
#: away from a Shadow-hold or Dark-hold succeed with no roll (nenya.py); 1 to 137 replay
#: as played.
#: 139: The Arkenstone taps in the organization or site phase to untap a tapped Dwarf
#: of its bearer's company, who then checks corruption at -2 (arkenstone.py); 1 to 138
#: replay as played.
#: 140: the Hazard Pile of a moving company with Alatar in it counts its new site's
#: hazard draw number one lower, not below 0 (alatar.hazard_draw); 1 to 139 replay as
#: played.
#: 141: while The Balance of Things is in play each character counts his least source of
#: corruption twice, and it is no longer declared (balance_of_things.py); 1 to 140 replay
#: as played.
#: 142: the Army of the Dead is found at the Vale of Erech and taken with no roll by
#: Aragorn II only, in a turn his company played Paths of the Dead (army_of_the_dead.py);
#: 1 to 141 replay as played.
#: 143: the Stone of Erech is found at the Vale of Erech and taken only while the Men of
#: Lamedon are in play (stone_of_erech.py); 1 to 142 replay as played.
#: 144: Use Palantír, which adds nothing where any untapped bearer uses a palantír, is no
#: longer declared (use_palantir.py); 1 to 143 replay as played.
#: 145: the player chooses which character's corruption check Nenya makes succeed
#: (nenya.py) and which of Wizard's Test's two results is used (ring_cards.py), each by a
#: named argument; 1 to 144 replay as played.
#: 146: an attack of an Assassin or a Slayer given more than one strike strikes its one
#: defender, each strike beyond the first an excess strike against him (the creature
#: scripts' generation 10, creatures.lone_defender); 1 to 145 replay as played.
#: 147: True Fána, a Wizard's spell played on an attack before its strikes are assigned,
#: makes every strike fail on a roll plus his prowess above the attack's (body checks for
#: an attack with body), then his corruption check at -3 (true_fana.py); 1 to 146 replay
#: as played.
#: 148: the Stone of Erech is discarded when the Men of Lamedon leave play; Return of the
#: King (Aragorn II, no Denethor II) and The White Tree (a sage, for a Sapling) are found
#: at Minas Tirith, with their effects (return_of_the_king.py, white_tree.py); Dreams of
#: Lore, Reforging and Andúril keep their sage tapped until stored at a Haven, their points
#: coming then, Andúril's sage checks corruption at -3, a stored Reforging takes back a
#: weapon, armour or shield (information_storing.py); Ent-draughts is played at
#: Wellinghall after an ally or faction taken there (ent_draughts.py); 1 to 147 replay as
#: played.
#: 149: the company's allies face strikes as characters do (ally_strikes.py): given by
#: the defender or at random, wounded and body-checked, healed at a Haven; Goldberry is
#: never attacked, the Ents (Treebeard, Leaflock, Skinbark, Quickbeam) not by
#: automatic-attacks or hazards keyed to their site; 1 to 148 replay as played.
#: 150: a Magic Ring gives its bearer its skill, and the Magic Ring of Stealth taps to cancel
#: a strike on a bearer already a scout (ring_powers.py, item_uses.py); 1 to 149 replay as
#: played.
#: 151: the Wizard's Ring is never stolen, nor passed to a companion when its bearer is
#: eliminated (wizards_ring.py); 1 to 150 replay as played.
#: 152: The One Ring's prowess to at most twice the bearer's printed prowess, and his
#: corruption check at -2 to cancel a strike (ring_powers.py, item_uses.py); 1 to 151 replay
#: as played.
#: 153: the Dwarven Rings' gifts: a Dwarf bearer taps for his tribe's gift, then checks
#: corruption at +2 (dwarven_rings.py); 1 to 152 replay as played.
#: 154: Swordmaster makes its sage a warrior, is not duplicated on him and goes when he
#: leaves play (swordmaster.py); Andúril once stored joins Narsil for a stored Reforging
#: and gives its bearer what it prints (anduril.py); Ringlore and Far-sight are played at
#: Isengard with Saruman and at The White Towers with a Wizard or an Elf sage tapping
#: (information_sites.py); 1 to 153 replay as played.
#: 155: five hazard permanent-events of the Shadow played by their text, each staying in
#: play: The Nazgûl are Abroad keys a Nazgûl to the site of a company bearing The One Ring
#: (not a Free-hold or Haven) or to a Shadow-land or Shadow-hold against one bearing any
#: Ring (nazgul_abroad.py); Traitor waits for the next failed corruption check, then an
#: attack of the traitor's prowess plus 10, body checks +1, is made on another character of
#: his company (traitor.py); with Doors of Night Shelob may be a permanent-event giving
#: Spider and Animal attacks +1 strike and +1 prowess (shelob.py); Balrog of Moria adds a
#: Balrog automatic-attack of 18 at Moria, worth 5 points defeated, makes Lórien a
#: Free-hold while Galadriel is away from it and gives +2 to automatic-attacks in Hollin,
#: Redhorn Gate and Wold & Foothills (balrog_of_moria.py); Bane of the Ithil-stone doubles
#: the palantíri's corruption points and cancels the palantíri's, Mirror of Galadriel's and
#: the Song-seekers' looks at a deck or discard pile until a play deck is exhausted
#: (bane_of_the_ithil_stone.py); 1 to 154 replay as played.
#: 156: Morgul-knife and The Pale Sword are tried only as printed, by a bearer at a Haven
#: in his untap phase instead of untapping or healing (blade_removal.py); Stealth and
#: Hiding keep no creature keyed to Mount Doom away (site_rules.unhidden); the player
#: chooses the source of corruption The Balance of Things doubles for each character
#: (balance_of_things.py); Great Ship cancels a hazard event played on the company aboard
#: (great_ship.py); Fellowship is played from the hand at a Haven on a company of four or
#: more characters and allies, +1 prowess and +1 to corruption checks for its characters
#: until one joins or leaves (fellowship.py); 1 to 155 replay as played.
#: 157: A Chance Meeting brings a character of the hand who is no Wizard into play at a
#: Free-hold, Border-hold or Ruins & Lairs as the follower of a character of the company
#: with direct influence left for him (chance_meeting.py); 1 to 156 replay as played.
#: 158: Leaflock, and Tom Bombadil on a company moving into his regions, may tap to
#: cancel a hazard event played on the company (ally_hazard_cancels.py: the player chooses,
#: ally-hazard or let-hazard); Goldberry, untapped, cancels an effect that would return her
#: company to its site of origin; 1 to 157 replay as played.
#: 159: Lucky Search taps a scout at a Shadow-hold or Dark-hold to turn over the play deck
#: to an item he takes, then he faces a strike of 3 plus the cards revealed, losing the
#: item if wounded (lucky_search.py); 1 to 158 replay as played.
#: 160: a sage who is a warrior by his card uses two weapons with Swordmaster, both
#: counting, his shield then unused, when the second weapon counts more
#: (swordmaster.two_weapons); 1 to 159 replay as played.
#: 161: Gates of Morning is played from the hand in the organization phase and stays in
#: play, discarding the hazard environments in play (gates_of_morning.py); Doors of Night
#: discards it; with it in play Clear Skies is played (+2 prowess), Sun gives Men and
#: Dúnadan +1 more and attacks -1, the Moon treats the site path, Fair Travels in
#: Dark-domains and in Shadow-lands lower the limit by two and Dark Quarrels may halve an
#: attack's strikes; 1 to 160 replay as played.
#: 162: Bane of the Ithil-stone also cancels Far-sight's search of the play deck and
#: Vilya's of the discard pile (bane_of_the_ithil_stone.SEARCHES_SINCE); 1 to 161 replay
#: as played.
#: 163: Fog, with Gates of Morning in play, is played in the long-event phase and treats the
#: site path for the hazards (Free-domains as Border-lands, Border-lands and Shadow-lands as
#: Wildernesses, Dark-domains as Shadow-lands; fog.py); with it, The Cock Crows discards the
#: hazard permanent-event its hazard argument names (cock_crows.py); 1 to 162 replay as
#: played.
#: 164: Siege, revealed, is laid on the company's new site (a Border-hold or Free-hold, one
#: a site): a company there faces an Orc attack of 3 strikes at 7 prowess as its site phase
#: begins, the site not entered by it; a company there moving rolls 2D6, -1 for each
#: character who is no scout, and stays below 5; it is discarded once no company is at the
#: site (siege.py); 1 to 163 replay as played.
#: 165: The Evenstar with Gates of Morning in play also gives each Elf +1 prowess for the
#: turn and, on a strike of the movement/hazard phase, may treat one Wilderness of the site
#: path as a Border-land or one Border-land as a Free-domain (evenstar.py); 1 to 164 replay as
#: played.
#: 166: Bane of the Ithil-stone in play also cancels the solo game's own looks at and
#: searches of a play deck or a discard pile: Bree's ally from the deck, an Inn's Songs and
#: Tales and Smoke Rings, a Tavern's News and Galadriel's look at the player's or the Hazard
#: deck, Sam's item from the discard pile (not offered, refused naming it) and a chance
#: meeting's character from the draw deck (none found); 1 to 165 replay as played.
#: 167: Align Palantír is played from the hand in the organization phase on a palantír of
#: the company with a sage in it: 2 marshalling points, 2 corruption points to the stone's
#: bearer, discarded with its points when the company carrying the stone moves
#: (align_palantir.py); 1 to 166 replay as played.
#: 168: True Fána is played against a creature making several attacks too (an Assassin, a
#: Slayer): its strikes failing, the creature's further attacks come on the one character the
#: attacker picks, the creature defeated only if every attack is (true_fana.SEVERAL_SINCE);
#: 1 to 167 replay as played.
#: 169: Lucky Search's strike waits for the defender, the strike given to the scout: he may
#: play on it the cards and choices of a strike, none canceling it; then the item is kept or
#: lost (lucky_search.ASKS_SINCE); 1 to 168 replay as played.
#: 170: Eagle-mounts, played before the company's hazards are drawn, no longer asks the
#: company to move to a Ruins & Lairs (Secret Passage's condition): any new site will do
#: (travel_cards.EAGLES_SINCE); 1 to 169 replay as played.
#: 171: Eagle-mounts, played before the company's hazards are drawn, is refused towards a
#: Shadow-hold, Dark-hold or Under-deeps site, as its organization-phase move is
#: (travel_cards.EAGLES_BARRED_SINCE); each attack of an Assassin or a Slayer holds its
#: strike, assigned, for the defender while he may still tap a character to cancel one, so
#: he cancels an attack after its strike is assigned or after facing another (the creature
#: scripts' generation 11, held_attacks.py); Quiet Lands' alternative with Gates of Morning
#: in play, before the hazards: one Shadow-land of the site path treated as a Wilderness, or
#: the company's Shadow-hold site as a Ruins & Lairs, for the turn's hazards (quiet_lands.py);
#: 1 to 170 replay as played.
#: 172: while an Assassin's or a Slayer's strike is held on one character, the choices and
#: cards of a strike are offered and taken on his strike alone (support, staying untapped,
#: Courage and Skill tokens, the hand's cards on a strike): another character, facing no
#: strike of the attack, is refused naming the character the strike waits on
#: (held_attacks.FOCUSED_SINCE); 1 to 171 replay as played.
#: 173: Sacrifice of Form is played from the hand on the Wizard while the strikes of an attack
#: on his company are assigned: once every strike is assigned each fails (an attack with body
#: checking at +3 for each), the Wizard is discarded and his items set aside with the card;
#: played again, he takes them back with the card, +1 prowess, body and direct influence
#: (sacrifice_of_form.py); 1 to 172 replay as played.
#: 174: Morannon is played as the organization phase of a company of size under three with a
#: scout, at a site in Dagorlad, ends: it stands for the company's new site, a Dark-hold in
#: Udûn reached by a Shadow-land and a Dark-domain, left back to Lórien by the path it prints,
#: and is discarded once the company arrives at another site (morannon.py); 1 to 173 replay as
#: played.
#: 175: a character discarded goes to the discard pile (reshuffled into the draw deck with
#: it, RGO-GEN-5), one eliminated to the out-of-play pile, which the board counts
#: (elimination.PILES_SINCE); before, his card went to no pile; 1 to 174 replay as played.
#: 176: Lure of MECCG, whose bonus counts the player's participations in real-world events,
#: is refused in every deck naming RGO-GEN-1 (decks.UNPLAYABLE_SINCE); 1 to 175 replay as
#: played (admitted in the draw deck, never played).
#: 177: a Traitor's attack waits for the player where he has a choice: queued, it is made
#: once the step that failed the check is played, wherever it was; a Brave character of the
#: company may be nominated to face its strike (RGO-CHAR-3), the choices and cards of a
#: strike played, and the game goes back where it waited (traitor.ASKS_SINCE,
#: interjections.py); 1 to 176 replay as played (resolved at once, at random).
#: 178: Morannon's copies each stand for a site of their own, so another company plays a second
#: copy while one is in play, each discarded as its company arrives elsewhere, its site
#: leaving play untapped (morannon.MORE_SINCE); 1 to 177 replay as played.
#: 179: a wounded Brave character may be nominated to face a strike too, as a tapped one was
#: (RGO-CHAR-3, abilities.WOUNDED_SINCE); 1 to 178 replay as played.
#: 180: a queued attack falls on its company wherever it is: a Traitor's on the traitor's
#: company when another company's phase runs (the untap phase's checks), and one whose
#: company's phase gave way to another's before it could be made, that company facing it as
#: the running one and the company whose phase runs going on once it is over
#: (interjections.ITS_COMPANY_SINCE); 1 to 179 replay as played (made on no one).
#: 181: a queued attack (a Traitor's) is made at once where the step that queued it can stop
#: and go on: while the Hazard Pile is revealed, before its next card, the pile going on once
#: the attack is over (interjections.AT_ONCE_SINCE, CoE 9.5.3); 1 to 180 replay as played
#: (made once the step was played, the rest of the pile first).
#: 182: a queued attack (a Traitor's) is made at once during an attack waiting for the
#: defender before its strikes (a Corpse-candle's checks of the company, an item's or a
#: spell's used against it): that attack is set aside where it stands (AttackSetAside, the
#: Corpse-candle's checks still to come named) and goes on once the queued one is over
#: (AttackTakenUp), those checks first (interjections.DURING_ATTACK_SINCE,
#: engine.attacks_at_once, CoE 9.5.3); 1 to 181 replay as played (made once that attack was
#: over).
#: 183: at the Free Council a failed final check turns a Traitor in play (TraitorTurned, the
#: card discarded), his attack made at once on his company (QueuedAttackMade naming resume
#: council), the council's other checks and its end waiting till it is over (FreeCouncilCalled
#: naming the order of the checks; traitor.COUNCIL_SINCE); 1 to 182 replay as played (the
#: card stayed in play, no attack).
#: 184: a queued attack (a Traitor's) is made at once amid the untap phase's checks and those
#: of the end of the movement/hazard phase (the corruption cards' checks: Lure of the Senses,
#: The Burden of Time, Lure of Nature, Lure of Creation): the checks still to come wait
#: (ChecksWaiting) and go on once it is over (ChecksGoOn), then the rest of the step (a new
#: quest and the organization phase; the arrival and the cut to five)
#: (interjections.STEPS_SINCE, corruption_cards.py); 1 to 183 replay as played (made once the
#: step was played).
#: 185: a queued attack (a Traitor's) is made at once amid a site or organization phase's step
#: that makes checks one after another: an item played at the site (Greed's, then Lure of
#: Expedience's checks), a quest taken for an item (those, then the Wizard's Ring's) or a
#: miscellaneous card (its sage's check), then the site tapped and a lost treasure declared; a
#: character's influence attempt on a faction taken as a quest or by Old Road (the Iron Crown's
#: check, then the faction discarded or taken, his Lure of Power checks, the site or the Haven
#: tapped); an escape from a faction in the organization phase (the Iron Crown's and Lure of
#: Power's checks): the acts still to come wait (StepWaiting) and go on once it is over
#: (StepGoesOn) (interjections.STEP_ACTS_SINCE, step_checks.py); 1 to 184 replay as played
#: (made once the step was played).
#: 186: a queued attack (a Traitor's) is made at once amid the site phase wherever it goes on
#: (an on-guard event's check, Alatar's after an attack he joined there, a spell's that
#: canceled an attack there): before the on-guard card, the site's next attack or the site
#: explored, the site phase going on once it is over (QueuedAttackMade naming resume
#: site-phase; interjections.SITE_PHASE_SINCE); an item bought at a Busy Market uses the offer
#: as the last act of its step, after its checks and a Traitor's attack made amid them
#: (step_checks.MARKET_LAST_SINCE); 1 to 185 replay as played (made once the step was played,
#: the site phase going on first; the offer used before that attack was over).
#: 187: Lure of Power by its recorded ruling (hazard_scripts.LURE_ONE_CHECK_SINCE,
#: ``engine.lure_of_power``): with several in play one corruption check is made and every copy
#: is discarded (HazardEffectEnded, HazardDiscarded each); 1 to 186 replay as played (a check by
#: each copy in turn).
#: 188: a queued attack (a Traitor's, its check failed in one of a Battle's attacks) is made
#: at once once that attack is over, before the Battle's next attack is declared or the Battle
#: concluded, the Battle going on once it is over (QueuedAttackMade naming resume battle;
#: interjections.BATTLE_SINCE); 1 to 187 replay as played (the next attack declared first and
#: set aside for it, or the Battle concluded first).
#: 189: such an attack is made before each of the Battle's next attacks and its end whatever
#: the attack before (one the Battle fought whole, asking the defender nothing, whose wounds'
#: check failed: Despair of the Heart), and once it is over the Battle goes on (concluded,
#: lost, with no character left) before the game is found lost
#: (interjections.EVERY_BATTLE_ATTACK_SINCE); 188 replays as played (only after an attack
#: that waited for the defender; the game found lost first, a Battle going on with no one
#: left), 1 to 187 too.
#: 190: a Battle file's attack has 1 to 15 strikes (battles.STRIKES_SINCE): a file with an
#: attack of 0 strikes, or of more than any card has, starts no game; 1 to 189 replay as
#: played (such an attack read as given).
#: 191: support by CoE's order (support.FACING_SINCE): once no strike of the attack is left to
#: chance, by a character given none, to one facing a strike, so a supporter never faces one;
#: a company moving to a Haven draws by its site of origin's number (CoE 2.IV.v,
#: turn.HAVEN_DRAW_SINCE); the resource long-events stay in play until the next long-event
#: phase begins, discarded then (CoE 2.III.1, resource_long_events.KEPT_SINCE); a Defended
#: region weakens the attacks keyed to it or to a site in it, not those on a company leaving
#: it (battles.REGION_SINCE); 1 to 190 replay as played.
#: 192: a corruption check a hazard card asks for (Lure of Power, Greed, a Barrow-wight's) cites
#: CoE-7.1, names the card (``asked_by``) and sources its modifier to it
#: (hazard_scripts.ASKED_CHECK_SINCE); a strike fought with the mind (Neeker-breekers) records
#: ``fought_with`` "mind" and the ``creature`` (creatures.MIND_RECORDED_SINCE); Aragorn's and
#: Faramir's untapping only at the start of the organization phase, before any other action of
#: it (active.PHASE_START_SINCE); the corruption cards discarded with a character leaving play
#: cite the clause of his leaving, not the Balrog's BA-DISC-1 (balrog_rules.HERO_CLAUSE_SINCE);
#: the rings and under_deeps options refused with decks holding none of their cards
#: (option_cards.SINCE_VERSION); 1 to 191 replay as played.
#: 193: the options a player gives are laid over the shipped deck (decks.SETUP_OPTIONS_SINCE,
#: ``phases.setting_up``): starting, starting_items and start_haven each replace the deck's,
#: with or without decks (the deck's starting items going with its starting company only), so
#: none is dropped and a start_haven not a Haven of the site deck is refused naming it; 1 to
#: 192 set up as before (the shipped deck's whole set-up unless decks were given).
#: 194: a company's move to a site of the site deck cites the rule that lets it go there, as
#: its choice and in its MovementPlanned: starter movement (CoE 2.II.7.i), a Dungeon's way
#: (RGO-DUNG-1, RGO-DUNG-2) or the Under-deeps (BA-UDMOVE-1), not RGO-HAZ-1
#: (move_clauses.CLAUSE_SINCE); 1 to 193 replay as played.
#: 195: a company that stays cites CoE 2.IV (its movement/hazard phase, moving or not), not
#: RGO-HAZ-6, and a move a card opens cites the card, not RGO-HAZ-1: Eagle-mounts, Paths of
#: the Dead and a Bridge their play (CoE 5.1), Morannon its play (RGO-GEN-1), Gwaihir's and
#: Shadowfax's moves special movement (CoE 2.II.7.iv), as their choices and in their facts
#: (move_clauses.CARDS_SINCE); Aragorn's and Faramir's untapping (RGO-ABIL-2, RGO-ABIL-22) is
#: offered at the start of the long-event and of each site phase too, before any other action
#: of it, still once a turn (active.ANY_PHASE_SINCE); 1 to 194 replay as played.
#: 196: an item a creature's strike or wound takes (Brigands, a Thief, a Pick-pocket, a Troll
#: after another of the three) cites the card that decides it as a card's effect is cited: by
#: the clause its attack was played under, naming the card (``ItemLost``'s ``creature``), the
#: character struck (``struck``, the strike whose roll it follows) and why that item
#: (``pick``: the defender named it, or the one worth the fewest marshalling points, first
#: borne on a tie, or every non-special item) (creatures.ITEM_LOST_CITED_SINCE); a tap, wound
#: or item lost by a hazard event's effect names the card (``hazard_card``), and the unused
#: general influence against going home is the card's modifier (``card:<id>``, not
#: ``rule:RGO-HAZ-2``) (hazard_scripts.CARD_NAMED_SINCE); 1 to 195 replay as played.
#: 197: in the golden_hoard option's longer game a unique Dragon defeated after the lost
#: treasures are stored wins at once too (TDH-WIN-3, golden_hoard.WIN_ON_DEFEAT_SINCE); a
#: defeated Dragon's manifestation is not played as the hazard long-event
#: (``LongEventNotPlayed``), on guard or as a site's attack either, but discarded citing
#: TD-MANIF-6 (dragons.NO_MANIFESTATION_SINCE); a lost treasure's bearer makes a corruption
#: check before storing it, as for any item (CoE-2.II.4, golden_hoard.STORE_CHECK_SINCE); two
#: copies of one card on the Quest Display are each their own, by card and sites: offered
#: once, the copy at the company's site taken, ``QuestTaken`` and ``QuestDiscarded`` naming
#: the entry's sites, lost treasures counted by copy (display_copies.SINCE_VERSION); 1 to 196
#: replay as played.
#: 198: a move out of an Under-deeps site cites BA-UDMOVE-2 (a site the Under-deeps site lists),
#: as its choice and in its MovementPlanned, not BA-UDMOVE-1 (move_clauses.OUT_OF_DEEPS_SINCE);
#: under_deeps is refused when no Under-deeps site of the site deck has a surface site of the
#: deck among its adjacent sites (option_cards.UNDER_DEEPS_JOINED_SINCE); 1 to 197 replay as
#: played.
#: 199: ``AttackDeclared`` records where the attack's prowess comes from (``prowess_from``:
#: the printed value, of the creature card or the site's automatic-attack, and each change,
#: its amount, source and why), and a site's queued automatic-attack carries the changes
#: made before it is faced (prowess_from.SINCE_VERSION); 1 to 198 replay as played.
#: 200: a Dragon's Ahunt long-event is played by its card, not by a declared effect: each
#: company moving in its regions (more with Doors of Night in play) faces its Dragon attack
#: once while it is in play, a hazard creature attack at the card's strikes, prowess and body
#: (the attacker choosing the defenders where the card says so), made before the Hazard Pile
#: is revealed; defeated, its kill points and every manifestation of the Dragon out of the
#: game (TD-MANIF-1, TD-MANIF-5; dragon_hunts.SINCE_VERSION); a Dragon's At Home revealed
#: (from the Hazard Pile or on guard, wherever the company goes) comes into play as a
#: permanent-event and stays, unique unto itself, its lair having its additional
#: automatic-attack after the lair's own unless its Ahunt is in play (``DragonNotAtHome``),
#: that attack defeated a defeated creature (BA-CLAR-1, TD-MANIF-5), not defeated leaving it in
#: play (dragon_homes.SINCE_VERSION; balrog_rules.AT_HOME_UNTIL, dragons.HOMES_KEPT_SINCE); while
#: in play Smaug at Home has a moving company draw one card less, not below one
#: (``DrawLessened``), Scorba's and Itangast's add a corruption point to each major or greater
#: item, Eärcaraxë's raises the hazard limit of a company crossing a Coastal Sea by one
#: (``HazardLimitSet``'s ``at_home``); 30
#: to 199 replay as played (an At Home attacking at once at its lair, discarded elsewhere), 1
#: to 29 too.
#: 201: a Wizard whose corruption check fails by 0 or 1, which would discard another hero
#: character, is eliminated (CoE-7.1): the check records ``eliminated`` and he leaves the game,
#: his non-follower cards discarded (wizard_checks.SINCE_VERSION); 1 to 200 replay as played
#: (discarded).
#: 202: more of a Dragon's At Home lasting effects while it is in play
#: (dragon_homes.MORE_EFFECTS_SINCE): Agburanar's has the first unique Dragon manifestation
#: played against each company count against no hazard limit, Bairanax's raises by one the
#: limit against a company facing an animal attack (each ``HazardLimitChanged`` with
#: ``at_home``), Leucaruth's discards a unique Dragon manifestation revealed from the Hazard
#: Pile once one was played that turn (``HazardDiscarded`` TD-MANIF-1), Scatha's gives -1 to
#: every influence attempt (its modifier in ``InfluenceAttempted``); a hazard event's effect
#: (its ``HazardEffectApplied`` or ``HazardEffectAwaited``, a tap, wound, item lost, and its
#: discard once resolved) cites the clause its play cited, RGO-ENV-1 for an Environment played
#: free, RGO-GUARD-1 on guard, not RGO-HAZ-2 (hazard_scripts.EFFECT_AS_PLAYED_SINCE); 1 to 201
#: replay as played.
#: 203: what a hazard card does beyond its play cites the clause that play cited (RGO-HAZ-2
#: counted, RGO-ENV-1 an Environment played free, RGO-GUARD-1 on guard), not RGO-HAZ-2
#: whatever it was: the roll against going home and the character returned, a site path or
#: site treated, a modifier in force at a strike, an automatic-attack (one ``AttackModified``
#: for each clause) or the next attack (one for each clause, naming the cards), River crossed,
#: Greed's, Lure of Power's and a Ring's checks, a faction dispersed, Drowning Seas' losses, a
#: Nazgûl's blade and mount, Dragon's Desolation, a Siege's roll and attack, a Traitor turning,
#: a hazard permanent-event staying in play and leaving it, with the choices and refusals they
#: make; a creature's own text (an Orc-warband's prowess, a strike fought with the mind, an
#: Assassin's further attacks, a Fell Turtle's) cites the clause its attack was played under;
#: the player's declaration of a hazard event's effect (``PlayerRuling``, its choices and
#: refusals) cites ``declared-effect`` as a declared resource's does (effect_clauses.SINCE);
#: the refusal of a move a card opens (Eagle-mounts, Paths of the Dead, a Bridge, Gwaihir,
#: Shadowfax) cites the card's clause, not RGO-HAZ-1 (move_clauses.CARD_REFUSALS_SINCE); 1 to
#: 202 replay as played.
#: 204: Leucaruth at Home's one unique Dragon manifestation a turn reaches a Dragon's Ahunt
#: drawn from the Long Event deck (``LongEventNotPlayed`` TD-MANIF-1) and a manifestation
#: revealed on guard (``HazardDiscarded`` TD-MANIF-1) once one was played that turn, and a
#: Dragon creature attacking from guard is the turn's one (its ``OnGuardRevealed`` marked
#: ``manifestation_played``) (dragon_homes.ONE_A_TURN_EVERYWHERE_SINCE); in the golden_hoard
#: option a lost treasure is the copy declared one, its ``QuestTaken`` item naming the lair
#: (``lost_treasure``): a copy taken plainly is never the treasure, even once the declared
#: one left play with its bearer, a unique item designated before still is (TDH-SPEC-4, 5,
#: 7), and storing takes the declared copy, storing an item a plain one
#: (golden_hoard.COPIES_SINCE); a faction influenced or failed leaves the Quest Display by
#: its copy alone (``QuestTaken``, ``QuestDiscarded`` naming the entry's sites), Roäc the
#: Raven and Old Road offering each faction once (display_copies.FACTIONS_SINCE); 1 to 203
#: replay as played.
#: 205: a character or ally Giant Spiders' text discards on a body check equal to his body
#: (no failure: CoE 3.I.1 fails a total above the body) is cited by the card, as an item a
#: creature takes is from 196: the discard (``CharacterEliminated``, an ally's
#: ``AllyDiscarded``, "a body check equal to his body against Giant Spiders") and each card
#: leaving play with him (``ItemLeftPlay``, ``HazardLeftPlay``) cite the clause the creature's
#: attack was played under (RGO-HAZ-2 from the Hazard Pile, RGO-GUARD-1 on guard) and name it
#: (``creature``), which the audit follows to its ``AttackDeclared``; the ``BodyChecked`` names
#: it too, its line "equal to the body, so Giant Spiders discards Bilbo", no longer
#: "survives", an ally's no longer recorded ``eliminated`` (creatures.EQUAL_BODY_CITED_SINCE);
#: 1 to 204 replay as played (CoE-3.I.1, an ally's discard CoE-3.I.2 as a failed check, no
#: card).
#: 206: ``store-item`` names the bearer whose copy is stored (``store-item:<item>:<character>``,
#: storing.BEARER_SINCE); with the golden_hoard option a choice names the copy of an item, a
#: lost treasure's as ``<card>@<lair>`` (``lose-item``, ``give-up-item``, a declared
#: discard-item's ``item``), and what takes a copy by rule (a creature, Drowning Seas, an
#: Agent, an eliminated character's items passed or left, a character going home) names it
#: in its fact (``lost_treasure``) where its bearer bears a lost treasure of the card; every
#: copy an eliminated character bears has its own fate, one passed to each heir or discarded,
#: and a character going home discards every copy but the one passed on
#: (item_copies.NAMED_SINCE); Leucaruth at Home's one unique Dragon manifestation a turn
#: reaches a Dragon drawn to attack at a site (a site encounter's Attacked, an Under-deeps
#: site's attack: ``HazardDiscarded`` TD-MANIF-1, the next card drawn), and a Dragon
#: attacking there is the turn's one (its ``HazardRevealed`` marked ``manifestation_played``)
#: (dragon_homes.ONE_A_TURN_AT_SITES_SINCE); 1 to 205 replay as played.
#: 207: a character or ally an Abductor's strike wounds, whom its text discards, is cited by
#: the card, as Giant Spiders' equal-body discard is from 205: the discard
#: (``CharacterEliminated``, an ally's ``AllyDiscarded``) and each card leaving play with him
#: (``ItemLeftPlay``, ``HazardLeftPlay``) cite the clause the creature's attack was played under
#: and name it (``creature``), which the audit follows to its ``AttackDeclared``
#: (creatures.WOUND_DISCARD_CITED_SINCE); an item a creature revealed on guard takes
#: (``ItemLost``) cites RGO-GUARD-1 where its attack never waited for the defender, not
#: RGO-HAZ-2 (creatures.GUARD_CITED_SINCE), as the Abductor's discard does; 1 to 206 replay as
#: played (CoE-3.iv.7 and no card; RGO-HAZ-2).
#: 208: the clause a creature's attack was played under is read off the attack, as its
#: ``AttackDeclared`` cites it (``State.declared_under``), whether its strikes waited for the
#: defender or not (creatures.ATTACK_CLAUSE_SINCE): Giant Spiders' equal-body discard, an item a
#: creature takes, an Abductor's discard, the cards leaving play with a character discarded
#: and a creature's own text (a strike fought with the mind, an Assassin's further attacks, a
#: Fell Turtle) cite RGO-GUARD-1 on guard, a site encounter's row or RGO-UDEEP-2 Under-deeps
#: where the attack never waited, not RGO-HAZ-2; 1 to 207 replay as played (the clause the
#: assignment of its strikes recorded, RGO-HAZ-2 where none, and from 207 RGO-GUARD-1 for the
#: on-guard card revealed at the site's item taken or Abductor's discard).
#: 209: a later step of a hazard effect in force cites the clause of the play that effect came
#: from, the copy of its card in play, not the card's last play (``State.hazard_clauses``
#: numbers each play): a modifier at a strike, an automatic-attack's or the next attack's
#: share, a waiting attack or Fury, River, Greed's and Lure of Power's checks, a Nazgûl's
#: blade, a Siege's roll, attack and lifting, where another copy was played since (one on guard
#: after one from the Hazard Pile, an Environment played free) (effect_clauses.BY_PLAY_SINCE);
#: two copies of one faction in the marshalling-point pile are each their own: a copy lost (a
#: Battle's casualty, an Agent's sway, Muster Disperses) leaves the other (``one_copy`` in its
#: ``MarshallingPointsLost``), a Battle's casualty rolls go on for the copies left, a copy
#: tapped leaves the other untapped (pile_factions.SINCE); 1 to 208 replay as played (the
#: clause of the card's last play; one copy lost or tapped, every copy).
#: 210: a company left with no character is no company (CoE-g.company): it is removed
#: (``CompanyDissolved``) before another company's phase is chosen or begins, so it does not
#: arrive at its new site and is never offered a site phase, the first company still to play
#: the phase running in its place (empty_companies.SINCE); 1 to 209 replay as played (it
#: arrived and was offered its site phase, gone only at the next turn).
#: 211: the choices the rules give the player. The strikes the defender leaves to chance,
#: given at random (``StrikeAssigned`` RGO-TARGET-2), wait for his choices before they are
#: resolved, as a strike he gives does ("Resolve the strikes": a card played on a strike, an
#: Elven Cloak tapped to cancel it, staying untapped, support) (chance_strikes.SINCE). Lost in
#: the Darkness or in Tunnels offers who taps, if anyone (``TappingOffered``, ``lost-tap:``,
#: ``TappingChosen``, then the tapping or ``SiteClosed``; lost_tapping.SINCE), the automatic
#: player tapping the first able character as before. A hazard long-event (a Dragon's Ahunt)
#: in the Hazard deck is refused at setup (RGO-INTRO-4; decks.LONG_EVENTS_APART_SINCE). 1 to
#: 210 replay as played (the strikes resolved at once, the first able character tapped, a
#: hazard long-event admitted in the Hazard deck).
#: 212: the defender's choices, finished. The strikes he gives himself, none left to chance,
#: wait for his choices on them (a card played on a strike, an Elven Cloak canceling one,
#: staying untapped), not only for support (chance_strikes.GIVEN_SINCE). Once no strike is
#: left to give, a character given none is not offered to stay untapped (CoE-3.iv.3;
#: support.STRUCK_STAND_SINCE). Secret Passage offers who of the untapped scouts taps, if
#: anyone (``TappingOffered`` with ``otherwise``, ``lost-tap:``, ``TappingChosen``, then the
#: tapping or the automatic-attack; lost_tapping.PASSAGE_SINCE), the automatic player tapping
#: the first as before. Elf-song keeping a character is named by its card id (``CharacterKept``
#: ``by`` TW-223, citing RGO-LONG-1, the clause it is played under;
#: resource_long_events.ELF_SONG_BY_ID_SINCE). 1 to 211 replay as played (the last strike
#: given resolved at once unless one could support, staying untapped offered to anyone
#: untapped, the first scout tapped unasked, ``by`` "Elf-song").
#: 213: a unique faction is held once (CoE-1.3.1; every faction is unique). While a copy of it
#: is in the marshalling-point pile, another copy on the Quest Display is not influenced: no
#: ``take-quest``, Roäc the Raven's ``ally-influence`` or ``old-road`` is offered for it, each
#: refused citing CoE-1.3.1, and the hand's influence window does not open for it
#: (unique_factions.SINCE). The Quest deck is refused with two copies of a unique card
#: (decks.UNIQUE_ONCE_SINCE). 1 to 212 replay as played (the second copy influenced and put in
#: the pile beside the first, the Quest deck admitted).
#: 214: an effect one step ends for every copy at once, Dragon's Desolation's Dragon at the
#: site and Morgul-horse's Nazgûl keyed to a Shadow-land, ends copy by copy, each
#: ``HazardEffectEnded`` citing the clause of its own play and naming it (``play``;
#: effect_clauses.EACH_COPY_SINCE), not one citing the card's last play. No on-guard card is
#: placed for a company emptied in its movement/hazard phase: no company is left to reach its
#: new site (CoE-g.company, RGO-GUARD-1), and every card left in its Hazard Pile goes back on
#: top of the Hazard deck (RGO-HAZ-9; empty_companies.GUARD_SINCE). 1 to 213 replay as played
#: (one fact citing the last play; the card placed on guard for the empty company, back on
#: top of the Hazard deck once the site phase was over).
#: 215: a step of one copy's effect is that copy's, by its play (effect_clauses.OWN_COPY_SINCE):
#: a Morgul-knife or The Pale Sword waiting for the company's Nazgûl attack, then facing it,
#: and Fell Beast's choice of the defenders cite the play the waiting effect came from, the
#: facts ending the one and bringing the other naming it (``play``); the waiting effect an
#: attack spends (Fell Beast, Dragon's Desolation) ends for that copy only, a second copy on
#: the company waiting on for the next such attack. The decks the player builds (player,
#: Hazard, Long Event, Quest, Ring) hold a unique card once and any other at most three times,
#: counted by name across them (CoE-1.3.1 as a normal game has it, RGO-GEN-1;
#: decks.COPIES_SINCE), the Wizard twice (RGO-DECK-4) and each site once (RGO-DECK-8) as
#: before. 1 to 214 replay as played (each step citing the card's last play, the effect it
#: brought recorded under it, the attack spending every copy waiting on the company; only the
#: Quest deck's unique cards checked, from 213).
#: 216: an attack whose every character faces one strike ("1/each": Neeker-breekers,
#: Crebain, Silent Watcher, Watcher in the Water) gives its strikes one to each character it
#: strikes (``StrikeAssigned`` citing CoE-3.ii.2, each_strikes.SINCE): no ``assign:`` is
#: offered, none is picked at random, no ally is given one; the defender may still answer the
#: attack first (CoE 3.i) and choose on each strike (CoE 3.iv.3-3.iv.5) before they resolve.
#: Staying untapped at -3 (``stand:``) is refused to a character something else keeps untapped
#: against his strike, a card played on it (Dodge, Block) or a Skill token
#: (untapped_keepers.kept_untapped), and to one the attack may give no strike (a Wizard against
#: Neeker-breekers; support.KEPT_SINCE). 1 to 215 replay as played (the defender giving such
#: strikes, an ally too, the rest at random, so that a character could face none; the -3 taken
#: on top of Dodge).
#: 217: direct influence is played as in a normal game (RGO-GEN-1; CoE 2.II.2.2.2, 2.II.3.2):
#: any character the hand may bring into play at the site, no Wizard, may come in as the
#: follower of a character of the company who is no follower
#: (``play-follower:<character>:<controller>``), his mind no more than the direct influence
#: the controller has left against him, bonuses counted; in the organization phase a
#: character under general influence may be moved under such a character's direct influence
#: (``take-follower``, ``FollowerTaken`` citing CoE-2.II.3.2) and a follower back to general
#: influence while it has room for him (``release-follower``, ``FollowerReleased``); a follower
#: parted from his controller (a split, either leaving play) is released so
#: (followers.DIRECT_SINCE); Return of the King's +3 counts for Aragorn II's followers.
#: A character Call of Home, Tookish Blood or Call of the Sea sends
#: home waits, while he bears an item and a companion is left, for the player's choice of the
#: one item passed and to whom, or none (``ItemTransferOffered``, ``transfer-item:...``,
#: ``ItemTransferChosen``; sent_home.SINCE). 1 to 216 replay as played (Sam Gamgee under
#: Frodo and A Chance Meeting's characters the only followers, no one moved; his first item
#: passed to the next character unasked).
#: 218: a game with no character left in play is lost (RGO-GEN-7 as read) as soon as the last
#: one leaves play: after every decision's resolution, and before the turn ends or the
#: organization phase begins (no_one_left.SINCE). An influence attempt on a faction must beat
#: its number (CoE-2.V.3), so the miss that detains (RGO-FACTION-1) is counted from the result
#: required, one more (factions.REQUIRED_SINCE: 7 against 9 misses by 3 and detains). An ally
#: his own card discards as he leaves his regions cites the clause his play cited and names him
#: (``ally_card``; ally_abilities.TEXT_CITED_SINCE). 1 to 217 replay as played (the game found
#: lost only at some steps, an empty company ending the turn, moving and drawing first; the
#: miss counted from the number, one less; the ally's discard citing CoE-2.IV, no card).
#: 219: what a hazard permanent-event in play does is by its own copy's play: the state keeps
#: each copy in play with the play that brought it (``State.environment_plays``), and each
#: Traitor turning a character (``TraitorTurned``) and discarded (``EnvironmentDiscarded``),
#: its attack's +1 to body checks and the refusal to nominate the traitor, and Bane of the
#: Ithil-stone's cancels (``SearchCanceled``, a search refused) and its discard as a play deck
#: is exhausted cite the clause of that copy's play, the facts naming it (``play``), which the
#: audit links as the card that decided them (effect_clauses.IN_PLAY_SINCE). 1 to 218 replay as
#: played (each citing the card's last play, another copy's where two Traitors were in play,
#: and naming none).
#: 220: one way at most keeps a character untapped against his strike (CoE 3.iv.3, 3.iv.5,
#: RGO-TOKEN-8): once the -3 (``stand:``), a card played on the strike (Dodge, Block) or a
#: Skill token (``steady:``) keeps him so, Dodge, Block and the Skill token are not offered and
#: are refused naming what keeps him ("the -3 chosen already keeps Aragorn II untapped against
#: his strike"; untapped_keepers.ONE_SINCE), one reading (``untapped_keepers``) serving the
#: roll, the board, the offer and the refusal. 1 to 219 replay as played (Dodge or the token
#: after the -3, the -3 then counted for nothing and Dodge's body -1 on top; a second card or
#: the token after a first).
#: 221: the followers of a controller leaving play (eliminated, discarded, sent home...) whom
#: the general influence cannot all take (20) are under no influence, all or none
#: (CoE-2.II.2.2.3, ``FollowerUncontrolled`` naming them all, ``together``), their minds taken
#: from neither: in the organization phase each may be moved under general influence while it
#: has room (``release-follower``) or under a character's direct influence in his company
#: (``take-follower``), the player choosing whom, and each left so is discarded as the phase
#: ends (CoE-2.II.2.2.3, ``follows`` naming the ``FollowerUncontrolled`` the audit links;
#: followers.UNCONTROLLED_SINCE).
#: 1 to 220 replay as played (every such follower under general influence, past its limit).
#: 222: the automatic player, when a character of the hand lacks only influence to come into
#: play, moves a character of the company between general and direct influence in the
#: organization phase so that he may: the first ``take-follower`` (freeing general influence)
#: or ``release-follower`` (freeing his controller's direct influence) offered after which he
#: is offered (policy.ROOM_SINCE). The rules do not change; 1 to 221 play as before (it moved
#: no one).
#: 223: one character a turn comes into play from the hand (CoE-2.II.2; the Road sets no other
#: limit, RGO-GEN-1): once one has come in while organizing, under general influence
#: (``play-character``) or as a follower (``play-follower``), neither is offered for the rest
#: of the turn and asking is refused naming him ("Balin came into play from your hand this
#: turn: ..."; one_character.ONCE_SINCE, the play marked ``organizing`` on its
#: ``CharacterPlayed``). A character a card or table brings in by its own effect (A Chance
#: Meeting, the Inn's and the Tavern's A Chance Meeting, a faction's search) neither counts nor
#: is barred. The automatic player brings in the character worth most. 1 to 222 replay as
#: played (two or three characters in one organization phase).
#: 224: what is spent on a character's strike, a card played on it (CoE 3.iv.5: Dodge, Block,
#: Risky Blow, Wizard's Fire, a declared one; not a ring, The Evenstar or Kindling of the
#: Spirit, played for the turn or the company), a Courage token (RGO-TOKEN-2) or a Skill token
#: (RGO-TOKEN-8), is held to the reading that holds staying untapped at -3 (CoE 3.iv.3;
#: support.strikeless): it is neither offered nor admitted for a character given no strike
#: once none is left to give, nor for one the attack may give none (a Wizard against
#: Neeker-breekers, the traitor against his own attack), each refused naming why ("Dodge cannot
#: be played for its strike mode: Gandalf may be given no strike of Neeker-breekers.";
#: support.FACED_SINCE). 1 to 223 replay as played (each offered and spent for any character of
#: the company, for nothing on one who faced no strike).
#: 225: a corruption card is tried once a turn without tapping, and only if not yet tried that
#: turn (CoE 7.3, 7.3.1): once tried at -3 (``remove-corruption-untapped``) it is not tried again
#: by tapping, and once tried by tapping not at -3, each refused naming why ("Lure of the Senses
#: has already been tried without tapping this turn: no more attempts to remove it are made this
#: turn."; corruption.ONE_TRY_SINCE), the removal roll saying how it was tried (``tapped``). 1 to
#: 224 replay as played (after a failed try at -3 the bearer tapped to try again). And a
#: corruption check waits for the player to tap other untapped characters of the company, +1
#: each (CoE 7.1.1; ``CheckAwaited``, ``help-check:<character>``, ``CheckHelped``), or to roll
#: it (``roll-check``), where a companion could help: each final check at the Free Council
#: (RGO-WIN-2), the corruption cards' checks of the untap phase and of the end of the
#: movement/hazard phase, and the checks amid a step's acts (an item played at the site, a
#: quest taken, an influence attempt: step_checks.py); the game goes on where it waited
#: (check_helpers.SINCE). The automatic player taps helpers while a final check could fail,
#: another while an average roll would fail it. 1 to 224 replay as played (no help offered).
#: 226: the Free Council is called at the end of the turn (CoE 10.2.2, "at the end of their own
#: turn", by RGO-GEN-1; the Road's document never says when): once the end-of-turn phase's
#: steps are done (long-events discarded, the hand cut and drawn to its size), when RGO-WIN-1's
#: conditions hold then, the game waits (``FreeCouncilOffered``) for ``call-council`` or
#: ``next-turn``; asked at any other time (the organization phase) it is refused citing
#: CoE-10.2.2, its conditions unmet citing RGO-WIN-1 as before (council.END_OF_TURN_SINCE). The
#: automatic player calls it when it can. And in a Traitor's attack the traitor left in play
#: (the one it spares) is not offered ``support:`` of a companion against it, refused naming
#: him: he is the attacker's side (support.ATTACKER_SINCE). 1 to 225 replay as played (the
#: council called in the organization phase, before the turn's movement; the traitor tapping to
#: give +1).
#: 227: the corruption checks an attack asks before its strikes (a Corpse-candle's of each
#: character, CoE 7.1.1) wait for the player to tap helpers or roll as other checks do from
#: 225: the attack is set aside where it stands (``AttackSetAside`` with ``helpers``, the
#: checks still to come named, his the first), and once the check is rolled it is taken up,
#: its other checks first; and so waits the check a hazard event's effect asks, scripted
#: (Weariness of the Heart's) or declared (``CheckAwaited`` naming the ``card``), the card
#: discarded once it is rolled, then the Hazard Pile or the site phase going on
#: (check_helpers.HAZARDS_SINCE). 1 to 226 replay as played (those checks rolled at once,
#: unhelped).
#: 228: a corruption card's bearer in any company, not only the first, may try to remove it in
#: the organization phase (CoE 7.3; the tapping recorded for his own company), and what a try
#: uses up is the copy, the card on that bearer: another character's copy of the same card is
#: still tried (the try without tapping's ``AbilityUsed`` names the ``bearer``;
#: corruption.EVERY_COMPANY_SINCE). And the Inn's Hospitality (RGO-INN-7, "on a character
#: here") is offered only for a hazard on a character of the company at the Inn, refused naming
#: him for another, and not offered at all when none is there (NothingToUse;
#: site_phase.HOSPITALITY_HERE_SINCE). 1 to 227 replay as played (a bearer of another company
#: not offered the try, refused as if tapped or tried; one copy tried barring the others; the
#: Hospitality offered for any character in play).
#: 229: what every other hazard permanent-event in play does is by its own copy's play too, as
#: a Traitor's and Bane of the Ithil-stone's from 219: The Will of Sauron's discard
#: (``EnvironmentDiscarded``) and the hazard long-events it takes with it
#: (``LongEventsDiscarded``, naming it as their ``card``), Shelob's +1 strike and +1 prowess
#: (``AttackModified``) and her discard, Balrog of Moria's +2 (``AttackModified``), its attack
#: at Moria and its defeat (``BalrogDefeated``) cite the clause of the play that brought the
#: copy in play, the facts naming it (``play``), which the audit links as the card that
#: decided them; a Traitor's attack names its copy's play as it is queued and declared
#: (``AttackQueued``, ``AttackDeclared``; effect_clauses.EVERY_IN_PLAY_SINCE). 1 to 228 replay
#: as played (each citing the card's last play, The Will of Sauron RGO-LONG-4, and naming
#: none).
#: 230: what was left of them names the copy's play too: a Nazgûl keyed where only The Nazgûl
#: are Abroad lets it be (``HazardKeyed``) cites the clause of that copy's play and names the
#: card (``hazard_card``) and the play; the hazard long-events The Will of Sauron keeps at the
#: end of a turn are told (``LongEventsKept``, its copy's play's clause, naming it); and Balrog
#: of Moria's attack at Moria names its copy's play as it is queued (``SiteAttacksQueued``) and
#: declared (``AttackDeclared``); the audit links each to that play as the card that decided
#: it (effect_clauses.EVERY_ACT_SINCE). 1 to 229 replay as played (the keying by RGO-HAZ-4
#: naming no card, the keeping untold, the Balrog's attack naming no play).
#: 231: a Dragon's At Home gives its lair an additional automatic-attack in every respect
#: (TD-MANIF-1): queued citing TD-MANIF-1, the site encounter's row (twice its strikes, its
#: prowess bonus) and the cards strengthening automatic-attacks (Eye of Sauron, Arouse Minions,
#: Balrog of Moria) strengthen it and those strengthening hazard creatures (Clouds, Horses, a
#: hazard event waiting for a creature's attack) do not;
#: defeated, the At Home is still a defeated creature scoring its kill points (BA-CLAR-1;
#: dragon_homes.AUTOMATIC_SINCE). A True or Winged Fire-drake's attack meets the Dragon table
#: (RGO-DRTAB-1; dragons.FIRE_DRAKES_SINCE). A try at a corruption card without tapping
#: (``AbilityUsed``) cites TD-CORR-1, the rule allowing it (corruption.ALLOWED_BY_SINCE). The
#: golden_hoard deck check counts a unique Dragon to defeat (TDH-WIN-3) by any manifestation in
#: the Hazard and Long Event decks (golden_hoard.ANY_MANIFESTATION_SINCE). 1 to 230 replay as
#: played (a creature's attack after the site's own, citing BA-CLAR-1; a Drake meeting no
#: table; the try citing TD-CORR-2; only a basic Dragon in the Hazard deck counted).
#: 232: more corruption checks wait for the player to tap helpers or roll, as from 225 (CoE 7.1.1):
#: a Ring hazard's (The Will of the Ring's, The Precious's, The Ring's Betrayal's; the Ring lost on
#: a failure and the card discarded once it is rolled, then the Hazard Pile or the site phase going
#: on), the Despair encounter's at a site (the site phase going on once it is rolled), and those
#: the player's own action brings: a palantír used, Andúril or the Arkenstone untapping a
#: character, a Dwarven ring's gift, an item stored (stored once the check is passed), and the
#: check a card played asks as its last effect out of an attack (a Wizard's spell: Wizard's Flame,
#: Wizard's Voice; Narya's, Nenya's, Vilya's; Far-sight's; a ring test's); a spell's within an
#: attack is still rolled at once. The declaration (``CheckAwaited``) records the check's own
#: modifier (``own``), its clause (``rule``) and, for The Ring's Betrayal, ``eliminates`` false
#: (check_helpers.OTHERS_SINCE). 1 to 231 replay as played (those checks rolled at once, unhelped).
#: 233: the corruption checks an attack's end asks wait for the player to tap helpers or roll
#: (CoE-7.1.1), as from 225: a Barrow-wight's and the Ghosts' of those it wounded, Despair of the
#: Heart's for its wounds, Alatar's after the attack he joined (``CheckAwaited`` with ``check``
#: ``attack-end``); the rest of the attack's end waits (``AttackEndWaiting``, naming the acts
#: still to come) and goes on once it is rolled (``AttackEndGoesOn``), then the game as after
#: any attack over (attack_ends.SINCE). The end of an attack True Fána ends still rolls them at
#: once. 1 to 232 replay as played (those checks rolled at once, unhelped).
#: 234: a corruption check declared waiting for helpers (``CheckAwaited``) records as its
#: ``modifier`` all that its roll counts but its helpers and a Courage token's rescue: the
#: character's own, the check's, and those known before the roll that only the roll counted until
#: then (an enhanced character's text, such as Bilbo's +4; Appendix 1's abilities; a card played
#: for the check; the fellowship's), read once for both (``Turn.check_modifiers``); the automatic
#: player's helpers follow it (check_helpers.COUNTED_SINCE). A check waiting amid a step's acts
#: or a corruption card's checks names the card asking it (``card``: Greed, Lure of the Senses).
#: 1 to 233 replay as played.
#: 235: the corruption check a spell played within an attack asks as its last effect (Vanishment's,
#: Wizard's Fire's, Kindling of the Spirit's) and an item's used against an attack (Torque of Hues',
#: the Star-glass') wait for the player to tap helpers or roll (CoE-7.1.1), as from 232 out of an
#: attack (``CheckAwaited`` with ``check`` ``within-attack`` naming the ``card``, and the
#: ``creature`` card of the attack it is asked within), and The One Ring's before it cancels a
#: strike (``strike-cancel``: the strike canceled once it is rolled if its bearer is still in play):
#: the attack stands where it stood while it waits, or, canceled, the game goes on as after it once
#: the check is rolled (check_helpers.WITHIN_SINCE). Still rolled at once: True Fána's (its attack
#: may end amid its effects, the check following that end). 1 to 234 replay as played (those checks
#: rolled at once, unhelped).
#: 236: the two corruption checks asked amid a card's effects wait for the player to tap helpers
#: or roll (CoE-7.1.1; check_helpers.MID_CARD_SINCE). True Fána's: where the Wizard's roll leaves
#: the attack standing, as a spell's within an attack (``within-attack`` naming the card and the
#: attack's creature card); where his roll makes its strikes fail, the attack's end waits for its
#: checks as any attack's end does (``attack-end``), the Wizard's check its last act
#: (``AttackEndWaiting`` names it, ``spell-check``), the game going on as after the attack once it
#: is rolled. The Cracks of Doom's: ``ring-destroyed`` naming the card, The One Ring destroyed and
#: the game won once it is rolled if the bearer passed. The automatic player helps the Cracks of
#: Doom's check as a final one, while it could fail at all. Rolled unhelped, the game plays as 235
#: did, the wait aside. 1 to 235 replay as played (those checks rolled at once, unhelped).
#: 237: a try at a corruption card without tapping cites TD-CORR-1, the rule allowing it, on its
#: roll too (``DiceRolled``, ``HazardRemovalRolled``), as on its ``AbilityUsed`` from 231 and on
#: its -3: one clause names the permission, where CoE-7.3 named it on the roll
#: (corruption.ROLL_ALLOWED_BY_SINCE); a try by tapping still cites CoE-7.3, as does the card's
#: removal. Whether a Dragon's At Home's automatic-attack cannot be canceled is read on its lair,
#: whose additional automatic-attack it is (TD-MANIF-1), as any other automatic-attack is read on
#: its site (dragon_homes.LAIR_READ_SINCE): its site printing its Dragon attack as one that
#: cannot be canceled, no card, item, ally, faction or character cancels it. 1 to 236 replay as
#: played (the roll citing CoE-7.3; the At Home card read, which prints no automatic-attack).
#: 238: a Busy Market's item is bought by an untapped character only, who taps to play it as
#: any item is played (CoE-2.V.4; choices.MARKET_UNTAPPED_SINCE): a tapped or wounded one is
#: neither offered nor let buy (refused naming him and his state), and none untapped, nothing is
#: offered. A raid faces the second automatic-attacks the Shadow has woken too
#: (RGO-SITE-DH-S2, "face all automatic-attacks"; RGO-SITE-DH-S3 and the like), after the
#: printed ones, each with the raid's +1 strike and +1 prowess (RGO-RAID-2), counted among the
#: raid's attacks and to be defeated for its points (RGO-RAID-3; raids.SECOND_ATTACKS_SINCE).
#: Bree's search of the draw deck (RGO-SITE-BH-S1) finds The Prancing Pony, a resource
#: permanent-event, and plays it as one: out of the deck into play, where it stays
#: (``PermanentEventPlayedFromDeck``; choices.PERMANENT_SEARCH_SINCE), unique. 1 to 237 replay
#: as played (a tapped or wounded buyer set tapped by the play, a wounded one so healed; a raid
#: facing the printed attacks only; the search finding allies only).
#: 239: each company not run by the organization and long-event phases is offered the hand's
#: cards played before its hazards are drawn (Fair Travels, Hiding, Horses, Great-road, the
#: regions' cards...; Stealth on its scout) as its movement/hazard phase begins, its player's
#: draws made: the game waits before its Hazard Pile is drawn (``HandCardsAwaited`` naming the
#: company and the cards, RGO-HAZ-1; ``draw-hazards`` draws it; hand_windows.SINCE), where it
#: drew the pile at once. An on-guard card is revealed on entering only as CoE-2.V.i allows
#: (RGO-GUARD-1 deferring to it; guard_reveals.SINCE): at a site whose automatic-attacks the
#: company faces this turn as its encounter queued them, a creature keyable there or a hazard
#: event that would affect them; any other stays face down (``OnGuardNotRevealed``, CoE-2.V.i),
#: where every event was revealed at any site and a creature wherever the site card printed an
#: automatic-attack. 1 to 238 replay as played.
#: 240: a company's Hazard Pile and hazard limit read the game as its player's draws left it
#: (the hazard long-events The Will of Sauron took with the draw deck they exhausted no longer
#: counting; turn.PILE_AFTER_DRAWS_SINCE), where a company that did not wait for its hand cards
#: read it as the draws found it. The Shadow's second automatic-attacks (RGO-SITE-DH-S3 and the
#: like) are automatic-attacks (site_phase.SECOND_AUTOMATIC_SINCE): an on-guard event acting on
#: one is revealed (CoE-2.V.i), the cards acting on automatic-attacks act on it, and defeated it
#: is still worth its marshalling points; they were made as any attack. 1 to 239 replay as
#: played.
#: 241: Fiery Breath counts the shield and the helmet a character uses, one of each kind as a
#: strike does (RGO-DRTAB-1, TD-KEY-3; dragons.ARMOUR_IN_USE_SINCE), where a second helmet or
#: shield he bore added again. Each strike given to Boromir is a strike sequence of its own
#: (TD-MULTI-1, CoE 3.iv), each after the state the one before left him in (TD-MULTI-2), each at
#: -1 for every strike he took beyond the first (RGO-ABIL-10; abilities.SEQUENCES_SINCE), the
#: defender's choices on his strike spent on his first, his strikes left canceled if he leaves
#: play (``StrikeCanceled`` TD-MULTI-3), where he faced one strike, the strikes beyond it
#: weighing on it as excess strikes (CoE-3.iv.2). An At Home's kill points
#: (``MarshallingPointsGained``) cite BA-CLAR-1 (combat.HOME_POINTS_CITED_SINCE), where they cited
#: CoE-3.v. 1 to 240 replay as played.
#: 242: a site's automatic-attacks are made as each is faced (attack_making.MADE_AS_FACED_SINCE),
#: after the on-guard card revealed on entering has acted (CoE-2.V.i, 2.V.ii): Arouse Minions
#: or Awaken the Earth's Fire revealed there strengthens the first, a Dragon's At Home revealed
#: at its lair and Balrog of Moria at Moria add theirs after the others (CoE-2.V.i.1,
#: TD-MANIF-1); Balrog of Moria is revealed where it would affect them
#: (guard_reveals.BALROG_SINCE). A raid faces the automatic-attacks entering would, made as
#: entering makes them with its +1 strike and +1 prowess on each (raids.AS_ENTERING_SINCE;
#: RGO-RAID-2, RGO-SITE-DH-S2): the hazard events played on the site, Balrog of Moria's +2, an
#: At Home's and the long-events' added ones. A hazard long-event on guard is not revealed
#: (guard_reveals.LONG_EVENTS_SINCE; RGO-INTRO-4). Before, the automatic-attacks were made as
#: the encounter queued them, a card revealed after changed none, a raid faced the site card's
#: own and second ones alone, and a long-event on guard was played as a short event with a
#: declared effect. 1 to 241 replay as played.
#: 243: after a resource played in the site phase taps the company's site (a quest taken, an
#: item played), one other untapped character may tap to play one additional item as the
#: player's next declared action (additional_items.SINCE, ``AdditionalItemOffered``): a minor
#: item of the hand, even where the site lists none (CoE-2.V.5); at an Under-deeps site any item
#: playable there, an item quest of the Display found there too (BA-UD-3, CoE-2.V.5.1). Any
#: other action declared first forgoes it (``AdditionalItemForgone``). Before, nothing was
#: offered once the site was tapped. 1 to 242 replay as played.
VERSION = "243"
REPLAYS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15",
           "16", "17", "18", "19", "20", "21", "22", "23", "24", "25", "26", "27", "28", "29",
           "30", "31", "32", "33", "34", "35", "36", "37", "38", "39", "40", "41", "42", "43",
           "44", "45", "46", "47", "48", "49", "55", "56", "57", "58", "59", "60", "61", "62",
           "63", "64", "65", "66", "67", "68", "69", "70", "71", "72", "73", "74", "75", "76",
           "77", "78", "79", "80", "81", "82", "83", "84", "85", "86", "87", "88", "89", "90",
           "91", "92", "93", "94", "95", "96", "97", "98", "99", "100", "101", "102", "103",
           "104", "105", "106", "107", "108", "109", "110", "111", "112", "113", "114", "115",
           "116", "117", "118", "119", "120", "121", "122", "123", "124", "125", "126", "127",
           "128", "129", "130", "131", "132", "133", "134", "135", "136", "137", "138", "139",
           "140", "141", "142", "143", "144", "145", "146", "147", "148", "149", "150", "151",
           "152", "153", "154", "155", "156", "157", "158", "159", "160",
           "161", "162", "163", "164", "165", "166", "167", "168", "169", "170", "171",
           "172", "173", "174", "175", "176", "177", "178", "179", "180", "181", "182", "183",
           "184", "185", "186", "187", "188", "189", "190", "191", "192", "193",
           "194", "195", "196", "197", "198", "199", "200", "201", "202", "203",
           "204", "205", "206", "207", "208", "209", "210", "211", "212", "213",
           "214", "215", "216", "217", "218", "219", "220", "221", "222", "223", "224", "225",
           "226", "227", "228", "229", "230", "231", "232", "233", "234", "235", "236",
           "237", "238", "239", "240", "241", "242")
