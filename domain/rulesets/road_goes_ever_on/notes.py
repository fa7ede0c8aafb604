"""The readings this ruleset applies where the rules document is ambiguous, by clause id."""

from __future__ import annotations

from domain.rulesets.road_goes_ever_on.dragons_notes import DRAGONS_NOTES

RULES_NOTES: dict[str, str] = {
    "RGO-DECK-3": "Starting characters and their starting minor items are outside the 40-card "
                  "player deck; other minor items may be in it.",
    "RGO-DECK-4": "Exactly two copies of one Wizard and no other Wizard.",
    "RGO-DECK-8": "The Site deck holds each site once, havens too; the other decks together "
                  "hold a unique card once and any other three times at most, counted by "
                  "name (CoE-1.3.1 by RGO-GEN-1; the starting company is outside them).",
    "RGO-DECK-7": "The Long Event deck holds exactly 15 hazard long-events.",
    "RGO-DECK-9": "The Quest deck holds exactly 15 cards; each must show MP outside "
                  "parentheses and not be a listed draw-deck exception.",
    "RGO-WIN-1": "25 MP is counted raw, before the half-per-type limit; with the Wizard in "
                 "play, the company (with him) must be at a Haven. The document does not say "
                 "when: from version 226 the council is called at the end of the turn, its "
                 "steps done (CoE-10.2.2 by RGO-GEN-1); before, in the organization phase.",
    "RGO-WIN-3": "A type of MP above the sum of all other types is cut down to that sum; "
                 "calling the council wins, and the adjusted total is the score.",
    "RGO-SHADOW-5": "A Wizard adds 2 tokens, not 2 in addition to the mind-9 token.",
    "RGO-SHADOW-10": "Needs a tapped character and a roll of at least the number needed + 4; "
                     "the count never goes below 0.",
    "RGO-HAZ-4": "A creature needing n regions of a type needs them in the part of the path "
                 "not yet passed, and is keyed to the earliest such region.",
    "RGO-HAZ-6": "A company that does not move draws its site's number + 1, without the "
                 "Shadow bonus.",
    "RGO-HAZ-9": "The cards go back on top of the hazard deck in pile order.",
    "RGO-GUARD-1": "The on-guard card is revealed as the company enters its site, after the "
                   "encounter roll. A creature that can be keyed to a site with "
                   "automatic-attacks attacks after the site's attacks (CoE 2.V.i); another "
                   "creature stays face down. A hazard event is played on entering as one "
                   "from the Hazard Pile, since no hazard player times its reveal. Cards not "
                   "revealed go back on top of the hazard deck at the end of the turn "
                   "(CoE 2.V.10).",
    "RGO-LONG-1": "The resource long-event is played from hand.",
    "RGO-QUEST-3": "Items (not special items) are assigned one random suitable site; other "
                   "quests use the site(s) printed on the card (seeds quest-sites.json).",
    "RGO-QUEST-7": "The new quest is never the one discarded.",
    "RGO-FACTION-1": "Missed by 3 or more is the result required less the attempt's total, "
                     "the result required being one more than the faction's influence "
                     "number, which the attempt must beat (CoE-2.V.3; from version 218, the "
                     "number itself before); "
                     "every character of every company at the faction's home site is "
                     "detained, and a company holding one may not move until freed.",
    "RGO-FACTION-2": "The escape is the same influence attempt, by an untapped detained "
                     "character who taps, in the organization phase; it frees all the "
                     "faction holds.",
    "RGO-FACTION-3": "The rescue is made, once the site is explored, by a company at the "
                     "home site none of whose characters is detained; the faction's attack "
                     "has at least one strike and gives no MP.",
    "RGO-FACTION-4": "The faction, in the MP pile, taps until the next turn; an attack keyed "
                     "to a region counts when the company moves from or to a site in the "
                     "faction's region (the site path names region types, not regions).",
    "RGO-FACTION-5": "Offered to the company at the faction's home site; the character joins "
                     "it from the draw deck, which is not reshuffled.",
    "RGO-BATTLE-1": "The document prints no Battle's sites, attacks or MP: they are read from "
                    "a card file the player supplies, in the Council of Elrond cards.json "
                    "shape (battles.py: keyword Battle, battleSites, autoAttack), given in the "
                    "battle_cards setup option; they go in the Quest deck. A game without that "
                    "option is played without Battles, as its first line says.",
    "RGO-BATTLE-2": "A Battle on the Quest Display is fought (battle:<card>) in the company's "
                    "site phase once its site is explored, at one of the Battle's sites "
                    "(tapped or not); it is not taken as a quest and taps no one.",
    "RGO-BATTLE-5": "A Battle not won (an attack not overcome, or no character left) is "
                    "discarded: no MP, and no penalty, as it was resolved. A won Battle's MP "
                    "count as its card's MP type.",
    "RGO-BATTLE-3": "A faction of the MP pile whose home site is the Battle's site supports "
                    "it, tapped or not (it is still controlled).",
    "RGO-BATTLE-4": "Each attack of a Battle card file has 1 to 15 strikes (an \"each "
                    "character\" attack, that many for each): at least one, as any attack "
                    "(CoE 3.v), at most the most any card has; a file outside them starts no "
                    "game from version 190, and a game recorded before replays as played.",
    "RGO-RAID-1": "\"Any time\" is read as the company's site phase, instead of entering the "
                  "site and rolling its encounter (raid).",
    "RGO-RAID-5": "A failed raid (an attack not defeated, or canceled, or no character left) "
                  "gains nothing and leaves the site in play, untapped; a won raid's site "
                  "counts in the MP pile and is not raided again.",
    "RGO-DUNG-1": "\"Just explored\" is the surface site explored in the company's "
                  "immediately preceding site phase; the company then moves down with no "
                  "region crossed. A Dungeon is a site card with the keyword Dungeon in the "
                  "card catalog; its surface site is the new-cards data's.",
    "RGO-DUNG-4": "Rescue Prisoners is played at a Dungeon once the company has entered it, "
                  "tapped or not; elsewhere the card asks a Dark-hold or Shadow-hold already "
                  "tapped.",
    "RGO-DUNG-5": "1 MP when a Dungeon is explored, once for each Dungeon (not when it is "
                  "discarded, as RGO-SITE-DH-S1 has it).",
    "RGO-SITE-DH-S1": "Read as RGO-DUNG-1 and RGO-DUNG-5: the MP come on exploring.",
    "RGO-BATTLE-6": "\"(min 2)\" is a floor of 2 strikes: an attack of 2 strikes or fewer keeps "
                    "its count; every attack still has -1 prowess. A company is in the region "
                    "of the site it stands at when attacked.",
    "RGO-TARGET-2": "The defender first gives strikes of a Hazard Pile attack to untapped "
                    "characters of their choice (CoE 3.ii); the strikes left, and every strike "
                    "of a site-phase attack, go at random among the characters not yet struck; "
                    "excess strikes weigh on the first one.",
    "RGO-SITE-BH-5": "Revealed cards that cannot attack here are discarded; the deck is "
                     "reshuffled at most once.",
    "RGO-SITE-DH-4": "Ties for the most corruption points are broken at random.",
    "RGO-SITE-SH-2": "Tapping a scout always succeeds.",
    "RGO-SITE-RL-6": "The traps roll is 2D6 + mind; 9 or less means a body check.",
    "RGO-SITE-RL-S3": "Information resources are the Quest cards played where Information is "
                      "playable (information.json); at Isengard they are taken while Saruman "
                      "is in the company.",
    "RGO-SITE-RL-S6": "The Wizard or Elf sage who taps is another untapped character of the "
                      "company, the first in company order, as the quest is taken.",
    "RGO-INN-2": "The mark is a random character, as the clause says (the defender does not "
                 "assign this strike); the player chooses the item lost when the character "
                 "bears several.",
    "RGO-SITE-7": "A Border-hold's Merry Old Inn uses the Inn table unless the site's rules "
                  "name the Tavern table (Dale).",
    "RGO-DRTAB-1": "Fire-drakes (by name) and any manifestation of Itangast, Leucaruth, "
                   "Scorba or Smaug breathe; for other dragons the roll has no effect. Each "
                   "item adding body counts as a shield or helmet (+1, at most 2); an untapped "
                   "character taps for +3.",
    "RGO-DRTAB-2": "Each item adding body counts as armour: -1 each to the body check.",
    "RGO-INN-7": "2D6 + 1 of at least 7 removes the hazard permanent-event.",
    "RGO-PORT-1": "Every Port has Lond Galen's Port rule: moving to or from it along a path "
                  "with a Coastal Sea, a discard lowers the hazard limit by 1.",
    "RGO-SITE-BH-6": "Next turn, at the same site, each untapped character may tap for a "
                     "Skill token (at most 3); the company then stays.",
    "RGO-TAV-11": "Moving 2 regions or fewer (or staying) next turn untaps the company when "
                  "the movement is planned.",
    "RGO-HOME-2": "The character taps before exploring; Inn and Tavern rolls that follow are "
                  "also rolled twice.",
    "RGO-GEN-1": "The Road sets no other limit on bringing characters into play, so the "
                 "normal game's holds (CoE-2.II.2, from version 223): while organizing, one "
                 "character a turn comes into play from the hand, under general or direct "
                 "influence. A character a card's or a table's own effect brings in (A "
                 "Chance Meeting, RGO-INN-8, RGO-TAV-9, RGO-FACTION-5) is not that play: it "
                 "neither counts nor is barred.",
    "RGO-GEN-7": "A game with no character left in play is lost, as soon as the last one "
                 "leaves play (from version 218; before, once a step that looked found it). "
                 "Cracks of Doom and Gollum's Fate, whose text says the player wins, end it "
                 "won (mount_doom.py).",
    "RGO-RING-3": "A gold ring is tested when its untapped bearer, in his organization phase "
                  "with his company at a Haven, taps for it: 2D6, unmodified. The result "
                  "indicates every kind whose printed range holds it (seeds ring-tests.json; a "
                  "Lesser Ring on any result); the Ring deck is drawn from the top until a ring "
                  "of any indicated kind appears, and that ring replaces the gold ring on its "
                  "bearer. The gold ring is discarded in any case (CoE 6.2); the rings drawn "
                  "past go back and the Ring deck is reshuffled; with no match, all go back.",
    "RGO-CHAR-1": "The 46 characters Appendix 1 lists are enhanced (the text's 52 is not "
                  "played); each is found by its catalog name (Aragorn II, Boromir II, "
                  "Dáin II, Denethor II, Glorfindel II, Sam Gamgee, Thorin II, Arinmîr for "
                  "Arimmir). Abilities played: the Brave keyword; the strike and body "
                  "abilities of Bard Bowman, Dáin, Denethor, Elladan, Elrohir, Gimli, Glóin, "
                  "Imrahil, Merry and Théoden; the corruption-check abilities of Arwen, "
                  "Aragorn and Celeborn; the untapping of Aragorn and Faramir, the healing of "
                  "Glorfindel and Éowyn, Elrond's removal of corruption cards and Galadriel's "
                  "look at a deck, Sam's item from the discard pile; Gildor's and "
                  "Haldalam's skills; Bilbo's "
                  "hand size, Thorin's extra card and Círdan's lower hazard limit.",
    "RGO-CHAR-3": "The defender may give a strike to a tapped or wounded Brave character; the "
                  "automatic player does not.",
    "RGO-ABIL-2": "'At the start of any phase' is read as in the organization phase, the "
                  "turn's first phase of choices; Faramir's untapping (RGO-ABIL-22) likewise. "
                  "From version 192 only at its start, before any other action of it (the "
                  "two untappings may both be used there); before, anywhere in the phase.",
    "RGO-ABIL-3": "Before version 161 Gates of Morning is never in play here, so a Moon's "
                  "effect that needs it comes only through Arinmîr (from 161 with Gates of "
                  "Morning in play too): while he is in play and a Moon is among the "
                  "long-events in play, each company's site path is treated for the hazards "
                  "with Wildernesses as Border-lands and Border-lands as Free-domains, as its "
                  "movement/hazard phase begins; Stars, played from the hand in the long-event "
                  "phase once the movement is planned, treats one Dark-domain of the path as a "
                  "Shadow-land or one Shadow-land as a Wilderness for the rest of the turn.",
    "RGO-ABIL-5": "No card of the data lets a Hoard item be stored but the lost treasures, so "
                  "the line is read as naming the place: a Hoard item may be stored at a "
                  "Dwarf-hold (any item at a Haven, CoE 2.II.4), the bearer making a "
                  "corruption check first, and with Balin in the company storing it there it "
                  "is worth 1 MP more.",
    "RGO-ABIL-24": "Frodo's +3 has the use direct influence has for a hero: Sam Gamgee may come "
                   "into play as his follower (play-follower), Sam's mind 4 against Frodo's "
                   "1 + 3, using no general influence; parted from Frodo's company Sam is "
                   "under general influence again, and a split that leaves too little for him "
                   "is refused. From version 217 any character may so come in under a "
                   "character's direct influence, Frodo's +3 counted against Sam.",
    "RGO-ABIL-4": "+1 to the corruption checks of Arwen and of Aragorn while both are in one "
                  "company; not the rest of the company.",
    "RGO-CHAR-4": "For the rest of that attack: once the Captain is given a strike, the "
                  "characters sharing a home site with him may be given one though tapped or "
                  "wounded.",
    "RGO-CHAR-2": "Support (CoE 3.iv.4) is given once every strike of the attack is assigned "
                  "(those the defender leaves to chance at random first), by an untapped "
                  "character given none, to one facing a strike (version 191 on; before, while "
                  "the defender assigned the strikes, counting if the companion faced one).",
    "RGO-ABIL-14": "While Dáin faces a strike of an attack, the other Dwarves of his company "
                   "have +1 body against that attack.",
    "RGO-ABIL-15": "'Men' is read as Men and Dúnedain.",
    "RGO-ABIL-30": "Gimli's strike carries +2 when wounded, which cancels the -2 of a wounded "
                   "character.",
    "RGO-ABIL-31": "+2 body for Glóin's body check when the strike found him already "
                   "wounded.",
    "RGO-ABIL-32": "Healing (Glorfindel; Éowyn, RGO-ABIL-20) turns a wounded companion to "
                   "tapped, as CoE healing does.",
    "RGO-ABIL-44": "Three Dwarves besides Thorin; the card is drawn as the movement/hazard "
                   "phase begins, whether the company moves or not.",
    "RGO-TOKEN-1": "The Enhanced Site cards that offer Courage are not in the rules document: "
                   "in the organization phase at a Haven, an untapped character may tap to take "
                   "a Courage token, and the company stays there this turn (RGO-SITE-2).",
    "RGO-TOKEN-2": "A Courage token is spent while the defender assigns an attack's strikes: "
                   "+1 to that character's prowess against its strike of that attack (spent "
                   "even if chance gives it none); one token a character an attack.",
    "RGO-TOKEN-3": "A Courage token on a corruption check (and on a roll to remove a corruption "
                   "card, RGO-TOKEN-4) is spent after the roll, only when its +1 turns a "
                   "failure into a success.",
    "RGO-SONG-1": "A Song is sung from hand in the organization phase. The document prints "
                  "no Song's text, so the player declares its effect (untap or heal a "
                  "character of the company, or no effect), recorded as a player ruling; the "
                  "Song is then discarded.",
    "RGO-SONG-3": "Enduring Tales, Hall of Fire (RGO-SONG-4) and Marvels Told (RGO-SONG-6) are "
                  "played from hand in the organization phase and discarded; Magical Harp "
                  "(RGO-SONG-5) taps its bearer and stays. Marvels Told taps a Sage, who may "
                  "spend a Skill token instead (RGO-TOKEN-7). A Song from the draw deck is "
                  "taken out without a reshuffle, as at the Inn (RGO-INN-10).",
    "RGO-ABIL-7": "Beorn rouses himself in the organization phase, once a turn: +2 prowess "
                  "against strikes and +2 body (-2 on his body checks) until the end of the "
                  "turn, when he goes back to the hand from any company; the items he bears "
                  "are discarded.",
    "RGO-ABIL-10": "'Unlimited strikes' is read as the excess strikes of CoE 3.iv.2: once "
                   "Boromir is given a strike, the defender may give him more while strikes "
                   "remain; he resolves one strike at -1 prowess for each beyond the first.",
    "RGO-ABIL-27": "Galva's ability is offered in the long-event phase, once the company's "
                   "movement is planned (the site path is known): he taps, and the tapped "
                   "characters of his company are untapped, in its order, up to 4 less the "
                   "regions of the site path; a company that stays has no site path.",
    "RGO-ABIL-19": "'With a Noble Steed ally' is read as an ally card named Noble Steed among "
                   "the company's allies.",
    "RGO-ABIL-11": "While Brand is in play (any company), a faction of Men in the MP pile whose "
                   "home site is in Northern Rhovanion (Men of Northern Rhovanion and of "
                   "Lake-town at Lake-town, Men of Dale at Dale; from version 15) cancels "
                   "attacks keyed to Southern Rhovanion too (RGO-FACTION-4); its search for a "
                   "character (RGO-FACTION-5) still needs the faction's home site.",
    "RGO-ABIL-46": "While Thranduil is in play (any company), the Wood-elves in the MP pile "
                   "cancel attacks keyed to any region of Mirkwood: the Woodland Realm and "
                   "Western, Heart of and Southern Mirkwood.",
    "RGO-ABIL-23": "Fram Framson kills a Dragon when he beats one of the strikes of a Dragon "
                   "attack that is defeated: its kill is worth 1 MP more.",
    "RGO-ABIL-26": "Galdor's discards are offered in the site phase (the turn's last phase of "
                   "choices, before the hand is refilled): one card at a time, two a turn, "
                   "while his company is at a Haven other than the Grey Havens; he does not "
                   "tap.",
    "RGO-ABIL-34": "Haldir looks in the site phase, while on-guard cards lie at the sites: he "
                   "taps to see one at a site of his company's site's region; it stays on "
                   "guard.",
    "RGO-ABIL-1": "A Song whose declared effect fell on a character of Annalena's company may "
                  "go back into the draw deck at a random place instead of the discard pile.",
    "RGO-AGENT-2": "Keyed to the company's new site only (the site path names region types, "
                   "not regions): a Border-hold or one of the Agent's home sites; an Agent "
                   "revealed elsewhere is discarded. It counts against the hazard limit and "
                   "is met at once, as a creature attacks.",
    "RGO-AGENT-3": "The Agents the shipped table lets into a Haven are those whose card says "
                   "they may move to one (Anarin).",
    "RGO-AGENT-5": "The skill is picked uniformly at random among the Agent's skills.",
    "RGO-AGENT-6": "Each side rolls 2D6 and adds its Mind (a Scout adds its prowess); the "
                   "Agent wins only with the higher total: ties go to the character.",
    "RGO-AGENT-8": "Any untapped character may attack the Agent; the attack is read as the "
                   "Agent's one strike against that character (CoE strike and body checks): "
                   "beaten, the Agent makes a body check and dies if it fails. A character "
                   "that loses is wounded as by a strike.",
    "RGO-AGENT-10": "An Agent not killed stays at the site where it was met; it meets the "
                    "company again at the start of a later site phase there (before "
                    "exploring), if the company has not moved away.",
    "RGO-AGENT-11": "An Agent left at a site the company moves away from is no longer at a "
                    "site: it goes on the Quest Display when a quest there is found at one of "
                    "its home sites, and is met when the company comes to that site; "
                    "otherwise it is discarded (RGO-AGENT-12).",
    "RGO-AGTAB-1": "The Warrior strikes once with its prowess and body; a tie for the "
                   "highest Mind goes to the lower prowess, then the lower body, then the "
                   "company's order.",
    "RGO-AGTAB-2": "The item of most marshalling points among those the company bears (a "
                   "random one of them on a tie); its bearer makes the Mind roll. A stolen "
                   "item is out of play under the Agent.",
    "RGO-AGTAB-3": "An untapped Ranger of the company taps for the +2 whenever there is one "
                   "(the tapping only helps the roll); the site may not be tapped this turn.",
    "RGO-AGTAB-4": "The cards discarded are picked at random from the hand (the Hazard Pile's "
                   "reveal does not stop for a choice).",
    "RGO-AGTAB-5": "The Agent's influence is 2D6 + its direct influence (+ the character's "
                   "corruption points) against 2D6 + the character's mind, or the faction's "
                   "influence number (the quest sites' table; 10 when none is known); the "
                   "target is discarded when the Agent's total is higher. A faction is picked "
                   "at random when the MP pile holds several.",
    "RGO-AGTAB-6": "Each kind of magic the Agent uses rolls 2D6 when it is attacked, in the "
                   "table's order; below its Mind the magic works. A vanished Agent goes back "
                   "into the hazard deck at a random place. Sorcery (RGO-AGTAB-7) strikes a "
                   "random character first; Spirit Magic (RGO-AGTAB-8) bars the attack of a "
                   "character of lower Mind.",
    **DRAGONS_NOTES,
}
