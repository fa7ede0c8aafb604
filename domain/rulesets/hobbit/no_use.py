"""Resource short-events a Hobbit scenario's rules leave nothing to act on, with the clause and
why, as the coverage says it (``redbook cards --coverage``). Where the scenario reads the card's
script it is refused naming that (``refusal``); elsewhere it is still played by declaring an
effect, a player ruling.

- There and Back Again moves a counter along a fixed row of regions and sites
  (TBA-LAYOUT-1..3) and draws two or three hazards for a region entered, with no hazard limit
  (TBA-SEQ-8, TBA-SEQ-10, TBA-SEQ-11): a card lowering the hazard limit, naming a region, site
  or sea off the row, or needing a character the scenario never has, does nothing there.
- Use Palantír has a palantír to act on in both Burglar Wants a Good Job and There and Back
  Again, so it is declared with no note (There and Back Again plays it by its card from its
  ``PALANTIRI_FROM``, ``hobbit.palantiri``): the greater palantíri come into play at a site listing
  greater items (There and Back Again's The Lonely Mountain; Moria, The Lonely Mountain,
  Dancing Spire and others of Burglar's site deck, burgled too, BWJ-BURG-5), and in Burglar the
  Palantíri of Elostirion, Minas Tirith and Orthanc at the sites their cards name
  (``engine.item_places``).
- In There and Back Again no Wizard, Gandalf, Galadriel or Elrond is ever a character
  (TBA-RES-3, TBA-COMP-2) for a Wizard's spell or an
  Elven Ring's short-event (the Rings' and Wizard's Voice, scripted from the engine's eleventh
  generation, read "not in this ruleset" there, the Rings' with these notes:
  ``unplayed.wizard_only``). From There and Back Again's ``NOTHING_TO_ACT_FROM`` a card with
  no script that has nothing to act on there is no longer declared (``nothing_to_act_on``,
  reading ``resource_events.MEANINGLESS`` too): the coverage reads it "not in this ruleset".
- Burglar Wants a Good Job plays the cards lowering the hazard limit by the company's journey
  from ``TRAVEL_FROM`` (``travel``); There and Back Again, reading that generation from
  its ``QUIET_LANDS_FROM``, refuses them (``UNPLAYED``: what of one it could still do).
- The Guise of the Necromancer has no hazard limit (GON-HH-2), keeps The One Ring as a
  resource permanent-event on no character (GON-HDECK-10) and has no gold ring to test
  (GON-RDECK-3).
- No scenario has an opponent's turn, whose influence check Wizard's Laughter answers: it
  needs the two-player game. Burglar Wants a Good Job refuses it from its ``NO_USE_FROM``,
  with A Chance Meeting; it refused Old Road and Wizard's River-horses too from that version
  until its ``DECLARED_AGAIN_FROM``, which declares them again, both having something to act
  on there, until its ``OLD_ROAD_FROM`` and ``RIVER_HORSES_FROM``, which play them by their
  cards. There and Back Again refuses Lure of MECCG from its ``LURE_FROM``, whose bonus
  counts what no game records.

Which card each scenario refuses, citing which clause, from which version and until which, is
one table, ``refused_cards``.
"""

from __future__ import annotations

import functools

from domain.errors import IllegalAction

_NO_LIMIT_TBA = ("TBA-SEQ-8, TBA-SEQ-10, TBA-SEQ-11: a region entered draws two or three "
                 "hazards, with no hazard limit to lower, and no site card is played "
                 "(TBA-LAYOUT-3) for the card to be played with")
_OFF_THE_ROW = ("TBA-LAYOUT-1: none of the regions it names is in the row, and there is no "
                "hazard limit to lower (TBA-SEQ-8)")
_NO_LIMIT_GON = "GON-HH-2: there is no hazard limit; an effect on it is ignored"
_FAIR_TRAVELS = ("TW-232", "TW-233", "TW-234", "TW-235", "TW-236", "TW-237")
#: Anduin River, Ash Mountains, Misty Mountains, Mountains of Shadow, White Mountains: the
#: hazard limit, or a move by region cards.
_MOUNTAINS = ("TW-191", "TW-194", "TW-284", "TW-287", "TW-359")
_NO_REGION_CARDS_GON = ("GON-HH-2: there is no hazard limit, an effect on it ignored; and its "
                        "other use moves a company by region cards, where here it moves by "
                        "starter movement (CoE-2.II.7.i)")
_NO_INFORMATION_TBA = ("TBA-LAYOUT-2: no site of the map has information playable, where the "
                       "card must be played")
_NO_WIZARD_TBA = ("TBA-RES-3: the Wizard is never a character here (only the Wizard's own "
                  "short-event), so no Wizard plays it")
#: True Fána and Wizard's Test: played by a Wizard only (Wizard's Voice and Wizard's Flame too,
#: scripted from the engine's eleventh and twentieth generations: ``unplayed.WIZARD_ONLY``
#: says it).
_WIZARD_ONLY = ("TW-354", "TW-365")
#: Why no gold ring is ever tested in the Guise (its ring tests and what modifies them).
NO_GOLD_RING_GON = ("GON-RDECK-3: no gold ring is in the resource deck (one stands only for "
                     "The One Ring, a permanent-event on no character, GON-HDECK-9), so none "
                     "is ever borne to be tested")
_TWO_PLAYER = ("it answers an opponent's influence check in his site phase, which only the "
               "two-player game has")

TBA = "there-and-back-again"
BWJ = "burglar"
GON = "necromancer"

#: Ruleset id -> card id -> why the card has nothing to act on there, its clause first.
NOTES: dict[str, dict[str, str]] = {
    TBA: {
        **dict.fromkeys(_FAIR_TRAVELS, _NO_LIMIT_TBA),
        **dict.fromkeys(("TW-191", "TW-194", "TW-287", "TW-359"), _OFF_THE_ROW),
        "TW-220": "TBA-LAYOUT-2: Eagles' Eyrie, where the company must begin the turn, is "
                  "not on the map",
        "TW-302": "TBA-COMP-2: Aragorn II is no character of the company, and Dunharrow is "
                  "not on the map (TBA-LAYOUT-2)",
        "TW-248": "TBA-LAYOUT-1: no Coastal Sea is in the row, so none is ever in the "
                  "company's way",
        "TW-364": "TBA-RES-3: the Wizard is never a character, so no Wizard plays it, and the "
                  "hazard deck holds no Nazgûl event to discard (TBA-DECK-1)",
        "TW-247": "TBA-LAYOUT-2: Mount Doom is not on the map",
        "TW-238": _NO_INFORMATION_TBA,
        "TW-318": _NO_INFORMATION_TBA,
        **dict.fromkeys(_WIZARD_ONLY, _NO_WIZARD_TBA),
        "TW-362": f"{_NO_WIZARD_TBA}; and {_TWO_PLAYER}",
        "TW-205": "TBA-LAYOUT-2: Mount Doom is not on the map",
        "TW-290": "TBA-RES-3, TBA-COMP-2: Gandalf is never a character here (the Wizard is "
                  "only a short-event), so there is no Gandalf to play it on",
        "TW-291": "TBA-COMP-2: Galadriel is no character of the company, so there is no one "
                  "to play it on",
        "TW-358": "TBA-COMP-2: Elrond is no character of the company, so there is no one to "
                  "play it on",
        "TW-282": "TBA-LAYOUT-2: Lórien is not on the map, so no character of the company is "
                  "ever there",
        "TW-305": "TBA-DECK-7: no Nazgûl is in the hazard deck (none is keyed to a "
                  "wilderness, a double wilderness or a border-land), and no Doors of Night "
                  "(TBA-DECK-1), so there is no Nazgûl attack for it to cancel",
        "TW-343": "TBA-COMP-1, TBA-COMP-2: the company is one Hobbit and Dwarves, so no Elf "
                  "is ever in it for the card's prowess",
        "TW-325": "TBA-SEQ-12, TBA-SEQ-7: a company moving to a site draws no hazard, and the "
                  "face-up creatures it faces there are those keyed to that site already",
        "TW-188": "TBA-DECK-9, TBA-COMP-2: the resource deck holds no character but the "
                  "Wizard, played as a short-event (TBA-RES-3), so none is brought into play",
        "TW-202": "TBA-SEQ-3: from a site the counter moves only to the region above it, so a "
                  "company that moved to Rivendell, the one Haven, has no further site to "
                  "move to",
        "TW-294": "TBA-LAYOUT-1, TBA-LAYOUT-2: each site a faction is played at (Bag End, "
                  "Beorn's House, Thranduil's Halls) is three regions or more from the one "
                  "Haven, Rivendell in Rhudaur, beyond the two the card allows",
    },
    BWJ: {
        # Old Road and Wizard's River-horses may act here: declared again from
        # ``DECLARED_AGAIN_FROM`` (``refused_cards``), played by their cards from the
        # scenario's ``OLD_ROAD_FROM`` and ``RIVER_HORSES_FROM``; their notes are the refusals
        # of the versions that refused them (the coverage reads ``burglar.river_horses`` and
        # ``old_road`` for what is not played).
        "TW-294": "BWJ-SEQ-17: the site phase is as standard, so a character at a Haven may "
                  "tap in it for the card's influence attempt (played by its own action once "
                  "the scenario gives a company at a Haven its site phase, ``burglar.movement``)",
        "TW-364": "BWJ-SETUP-1: the Burglar may be a Wizard (a scout: Alatar, Gandalf, "
                  "Radagast or Saruman), who is the company's only character until a Hand "
                  "joins him, so the card may cancel an attack on him; its discard of every "
                  "Nazgûl event needs the two-player game (a Nazgûl is an event in play only "
                  "as a hazard player's permanent-event)",
        "TW-362": f"CoE-2.V: the site phases are the player's own; {_TWO_PLAYER}",
        "TW-188": "BWJ-HAND-1, BWJ-HAND-2: a character other than the Burglar comes into play "
                  "only as a Hand, a resource long-event played in the organization phase at "
                  "no influence, so none is brought into play with direct influence at a site",
    },
    GON: {
        **dict.fromkeys(_FAIR_TRAVELS, _NO_LIMIT_GON),
        **dict.fromkeys(_MOUNTAINS, _NO_REGION_CARDS_GON),
        "TW-247": "GON-HDECK-10, GON-RING-1: The One Ring is a resource permanent-event here, "
                  "borne by no character, and the resource deck holds no ring (GON-RDECK-3)",
        "TW-205": "GON-HDECK-10, GON-RING-1: The One Ring is a resource permanent-event here, "
                  "borne by no character, so no bearer takes it to Mount Doom",
        "TW-362": f"GON-PLAY-1: there is no opponent's turn; {_TWO_PLAYER}",
        "TW-260": "GON-HH-2: its hazard limit -2 has nothing to act on, there being none (its "
                  "+2 prowess to the creatures played on the company is played)",
        **dict.fromkeys(("TW-338", "TW-339", "TW-340", "TW-318", "TW-365"), NO_GOLD_RING_GON),
    },
}


#: Ruleset id -> card id -> what of a card a scenario leaves unplayed though it may act there
#: (none now: There and Back Again plays Misty Mountains' move by region cards from its
#: ``MOUNTAIN_MOVES_FROM``, its ``mountain_moves``).
UNPLAYED: dict[str, dict[str, str]] = {}


def note(ruleset_id: str, card_id: str) -> str:
    """Why ``card_id`` has nothing to act on in ``ruleset_id`` ("": it may act there)."""
    return NOTES.get(ruleset_id, {}).get(card_id, "")


#: Cards a scenario does not refuse though their marshalling points do not count: Rescue
#: Prisoners brings its Spider attack all the same (``resource_events``); There and Back Again
#: declared it before its ``RESCUE_FROM``, and plays it by its card from it
#: (``there_and_back_again.rescue``).
STILL_DECLARED = {TBA: ("TW-315",)}


@functools.cache  # asked for each card of the hand at each decision; its tables are fixed
def nothing_to_act_on(ruleset_id: str, card_id: str, played: str | None = None) -> str:
    """Why ``card_id``, a resource short-event, permanent-event or long-event, has nothing to
    act on in ``ruleset_id`` and is never played there by version ``played`` (None: the
    current), its clause first ("": it may act, is still declared, ``STILL_DECLARED``, or is
    outside its row's window, ``refused_cards``)."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.hobbit import refused_cards, resource_events

    if card_id in STILL_DECLARED.get(ruleset_id, ()):
        return ""
    window = refused_cards.row(ruleset_id, card_id)
    if window is not None and not window.refuses(played or ruleset_class(ruleset_id).version):
        return ""
    return note(ruleset_id, card_id) \
        or resource_events.MEANINGLESS.get(card_id, {}).get(ruleset_id, "")


def refusal(ruleset_id: str, card_id: str, name: str) -> IllegalAction | None:
    """``card_id`` (named ``name``) refused where it has nothing to act on, naming why and
    citing the clause of its row (``refused_cards``), else the first clause of its note
    (None: it may act there)."""
    from domain.rulesets.hobbit import refused_cards

    found = note(ruleset_id, card_id) or nothing_to_act_on(ruleset_id, card_id)
    if not found:
        return None
    clauses, _, why = found.partition(": ")
    window = refused_cards.row(ruleset_id, card_id)
    return IllegalAction(f"{name} cannot be played here: {why}.",
                         clause=window.clause if window else clauses.split(", ")[0])
