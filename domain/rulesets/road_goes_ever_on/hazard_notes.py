"""What the text of a hazard The Road Goes Ever On plays says that never arises in its solo
game: there is no opponent, the player is a hero, and the Shadow holds no hand and plays each
card of the Hazard Pile as it is revealed, keyed to the site path or the site, holding none in
play for later (RGO-HAZ-2).

``NEVER_HERE``: the coverage shows each as a note on a card still declared (the rest of each
card's text may still matter and is declared as it comes), or scripted (Morgul-horse,
``nazgul_mounts``; Fury of the Iron Crown, ``desolation``; The Nazgûl are Abroad,
``nazgul_abroad``). ``TWO_PLAYER``: a creature whose
script plays all the rest of its text, its row reading scripted with the note.
"""

from __future__ import annotations

from domain.engine.creature_scripts import NAZGUL_TAPPED

NEVER_HERE: dict[str, str] = {
    "TW-12": "its ban against a Balrog player never arises (the player is a hero)",
    "TW-13": "its line on a minion player never arises (the player is a hero)",
    "TW-63": "its first mode, a tapped Nazgûl permanent-event back to the hand, never arises: "
             "the Shadow holds no hand",
    "TW-96": "its return of a Nazgûl permanent-event from a discard pile to the hand never "
             "arises: the Shadow holds no hand, and the player's discard pile no hazard",
    "TW-492": "the defender's play of The Iron Crown from his hand never arises: the Crown "
              "gives marshalling points, so it is a card of the Quest deck, never of the hand",
}

#: Why a Nazgûl is never played as a permanent-event here: that mode waits in play for its
#: player to choose the movement/hazard phase in which to tap it, a choice the Shadow never
#: makes; revealed, it attacks as a creature or, unkeyable, is discarded (RGO-HAZ-3).
_NAZGUL = ("its play as a permanent-event, kept in play until a hazard player chooses a "
           "movement/hazard phase to tap it (the Shadow plays each revealed card at once and "
           "holds none for later, RGO-HAZ-2: it attacks as a creature)")

#: A creature's text that means something only to a hazard player, by card.
TWO_PLAYER: dict[str, str] = {
    "TW-25": "the cards of the hand revealed after the attack, shown to a hazard player (the "
             "Shadow looks at no hand)",
    "TW-86": "her attack from her permanent-event state, kept in play until a hazard player "
             "chooses a movement/hazard phase for it (the Shadow plays each revealed card at "
             "once and holds none for later, RGO-HAZ-2: she stays in play with her bonus)",
    "TW-65": "its play as a short-event, a hazard card of its player's discard pile back to "
             "his hand (the Shadow holds no hand: it attacks as a creature)",
    **{card: f"{_NAZGUL}; tapped, {what}" for card, what in NAZGUL_TAPPED.items()},
}
