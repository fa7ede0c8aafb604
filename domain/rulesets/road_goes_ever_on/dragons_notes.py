"""How The Road Goes Ever On reads The Dragons' rules insert (TD-*) and its scenario "Many a
Gleaming Golden Hoard" (TDH-*, the golden_hoard option), by clause id: where the solo game's
own rule overrides one, the override is named; and The Balrog's clarifications and Under-deeps
movement (the under_deeps option)."""

from __future__ import annotations

DRAGONS_NOTES: dict[str, str] = {
    "TD-KEY-3": "A bearer uses one helmet at a time, the best (engine items_in_use, CoE "
                "6.1.3); an item is a helmet when the catalog names its kind.",
    "TD-LAIR-1": "A lair is any site whose card data lists a Dragon automatic-attack; the "
                 "nine Dragons are matched to their lairs by the insert's list (the data "
                 "spells Isle of the Ulond, Irerock and Zarak Dûm).",
    "TD-HOARD-1": "From version 13 a hoard item (keyword Hoard Item) is refused away from a "
                  "Dragon's lair; earlier versions replay as played.",
    "TD-MANIF-1": "From version 200 an Ahunt long-event (from the Long Event deck) attacks "
                  "each company moving in its regions (more with Doors of Night in play) once "
                  "while it is in play, before its Hazard Pile is revealed, as a hazard "
                  "creature attack at the card's strikes, prowess and body; an At Home "
                  "revealed comes into play as a permanent-event and stays, its lair having "
                  "its additional automatic-attack unless its Ahunt is in play. Smaug's, "
                  "Scorba's, Itangast's and Eärcaraxë's lasting effects are played, from "
                  "version 202 Agburanar's, Bairanax's, Leucaruth's and Scatha's too "
                  "(Leucaruth's one unique Dragon manifestation a turn on the Hazard Pile's "
                  "cards, from version 204 on the long-event and the on-guard card as well, "
                  "from version 206 on a Dragon drawn to attack at a site, the card the "
                  "hazard player would play as that attack: past the limit it is discarded "
                  "and the next card drawn, and one attacking there is the turn's one); "
                  "Daelomin's discard, the hazard player's choice, is not. Earlier versions "
                  "replay as played.",
    "TD-MANIF-3": "The Hazard deck plays every manifestation, so the player, its opponent, "
                  "scores a defeated one's points; TD-MANIF-4 never arises in solo play.",
    "TD-MANIF-5": "A Dragon is defeated when an attack of its creature card (the basic "
                  "manifestation, from the Hazard Pile or on guard) is defeated, and from "
                  "version 30 when its At Home's attack is (BA-CLAR-1), from version 200 its "
                  "Ahunt's too: its Ahunt long-event "
                  "and At Home permanent-event in play leave the game. Defeating a lair's own "
                  "automatic-attack defeats no manifestation.",
    "TD-MANIF-7": "A defeated Dragon's lair makes no Dragon automatic-attack; its other "
                  "attacks (the Shadow's second attacks) stay.",
    "TD-HLIM-1": "Override: the hazard limit is the solo game's own (RGO-HAZ-5, set as the "
                 "company's movement/hazard phase starts); no hazard player plays modifiers "
                 "before that, and the discards that ease it apply as they are made.",
    "TD-MULTI-1": "Arises with Boromir, who may take several strikes of one attack "
                  "(RGO-ABIL-10): from version 241 each is a strike sequence of its own, one "
                  "after another, each after the state the one before left him in (TD-MULTI-2), "
                  "each at -1 for every strike he took beyond the first; what the defender "
                  "chose on his strike (cards, supporters, the -3, tokens) is spent on his "
                  "first, and the rest are canceled if he leaves play (TD-MULTI-3). Up to "
                  "version 240 he faced one strike, the others weighing -1 each on it as excess "
                  "strikes (CoE 3.iv.2). Any other character faces at most one strike of an "
                  "attack, excess strikes weighing on it (RGO-TARGET-2, CoE 3.iv.2).",
    "TD-CORR-1": "From version 18 a bearer may try without tapping, in any state, at -3 "
                 "(remove-corruption-untapped); the solo game's removal numbers stand (a roll "
                 "reaching the number removes the card) and such an attempt takes no Shadow "
                 "token away (RGO-SHADOW-10 needs a tapped character).",
    "TD-CORR-2": "From version 225 CoE 7.3 limits it further: the try without tapping is made "
                 "only on a card not yet tried that turn, tapping or not, and after it the "
                 "card is tried no more that turn (CoE 7.3.1: tapping again only while no try "
                 "without tapping was made).",
    "TD-SIDE-1": "No sideboard in solo play: TD-SIDE-1 to 3 are two-player rules and do not "
                 "apply.",
    "TD-REGMOV-1": "The company moves by site paths only (starter movement): no region "
                   "movement, so TD-REGMOV-1 and 2 do not arise.",
    "TDH-SETUP-1": "The starter deck and boosters become a deck check: with the option on, "
                   "the Quest deck must hold at least as many hoard major or greater items, and "
                   "the Site deck as many Dragons' lairs, as the treasures needed; the longer "
                   "variant needs as many unique Dragons in the Hazard deck as are to be "
                   "defeated.",
    "TDH-SPEC-1": "A hoard major or greater item comes from the Quest deck and is found only "
                  "at a Dragon's lair (TD-HOARD-1); taken there, it may be a lost treasure.",
    "TDH-SPEC-2": "The declaration is the action taking the quest: "
                  "lost-treasure:<quest>:<character> declares it, take-quest does not. From "
                  "version 204 the lost treasure is the copy so taken (its item names the "
                  "lair) and leaves play with it; a copy taken plainly is an item. From "
                  "version 206 a bearer of both is never robbed of the wrong one: a choice "
                  "names the copy (<item>@<lair> for the lost treasure's) and what the rules "
                  "take is named in its fact (lost_treasure).",
    "TDH-SPEC-7": "A lost treasure is stored with store-treasure:<item> at a Haven in the "
                  "organization phase (as the Hobbit scenarios store their tasks' items), "
                  "from version 197 after its bearer's corruption check (CoE-2.II.4); it goes "
                  "to the MP pile as an item, and each stored one raises the hand size by 1.",
    "TDH-WIN-1": "\"The first player\" reads alone as the player himself: storing the "
                 "treasures needed (5, or 2 to 4 chosen, TDH-WIN-2) wins at once, whatever the "
                 "Shadow or the MP; with the longer variant (TDH-WIN-3), only once the unique "
                 "Dragons needed (1 or 2) are also defeated.",
    "BA-UDMOVE-3": "With the under_deeps option the roll is made as the company's "
                   "movement/hazard phase begins and reveals its destination (up to version "
                   "26, as the running company planned its move); a company that stays where "
                   "it was plays its phase as a company that does not move (RGO-HAZ-6, "
                   "RGO-HAZ-7). From version 27 a company split off moves by the Under-deeps "
                   "too (move:<company>:<site>).",
    "TD-RULING-2": "Stay Her Appetite is read with its erratum, plus five (the engine's "
                   "ally_turns); the solo game's allies have no controlling character or "
                   "influence of their own, so the card has nothing to turn here and is "
                   "played as any hazard event.",
    "BA-DISC-1": "From version 27 the corruption cards on a character who leaves play "
                 "(eliminated, lost to corruption, swayed by an Agent, Beorn going back to the "
                 "hand) go to the hazard discard pile with him (HazardLeftPlay); before, they "
                 "left the game unrecorded. His items went to the discard pile already "
                 "(CoE 3.I.2). From version 192 they cite the clause of his leaving instead, "
                 "this being a hero game: CoE 3.I.2 (eliminated), CoE 7.1 (lost to "
                 "corruption), both of which discard his non-follower cards, or the card or "
                 "ability that took him away.",
    "BA-CLAR-1": "From version 30 a Dragon's At Home revealed from the Hazard Pile "
                 "attacks a company at its lair, with the Dragon table when it is used; its "
                 "attack defeated, it is a defeated creature: its kill MP, and its Dragon is "
                 "defeated (TD-MANIF-5 to 7). Anywhere else it is discarded (RGO-HAZ-3); on "
                 "guard it is played as any hazard event. From version 200 it comes into play "
                 "wherever it is revealed and its attack is its lair's additional "
                 "automatic-attack, defeated as a creature so; an Ahunt's defeated attack is "
                 "a defeated creature too. From version 241 an At Home's kill MP cite "
                 "BA-CLAR-1 (before, CoE 3.v). Balrog of Moria is another such permanent-event, "
                 "played by its card (balrog_of_moria.py); so are the Spawn permanent-events "
                 "Monstrosity of Diverse Shape, Spawn of Ungoliant, Ungoliant's Progeny and "
                 "Ungoliant's Foul Issue (BA-21, BA-24, BA-27, BA-28), not yet scripted: "
                 "revealed, each is played as a hazard event whose effect the player declares, "
                 "then discarded, so neither its Under-deeps automatic-attack nor its kill MP "
                 "arises.",
    "BA-GEN-1": "Spawn is a key word: the Spawn creature cards of the card data (Shelob, "
                "Spider of the Môrlat, Durin's Bane) attack as any creature, giving their kill "
                "MP; Balrog of Moria, a Spawn permanent-event, is played by its card; the Spawn "
                "permanent-events BA-21, BA-24, BA-27 and BA-28 are not yet scripted "
                "(BA-CLAR-1).",
}
