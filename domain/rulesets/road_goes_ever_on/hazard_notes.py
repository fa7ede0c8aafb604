"""What the text of a hazard The Road Goes Ever On still leaves to the player's declaration
says that never arises in its solo game: there is no opponent, the player is a hero, and the
Shadow holds no hand (RGO-HAZ-2). The coverage shows each as a note on the declared card; the
rest of each card's text may still matter and is declared as it comes.
"""

from __future__ import annotations

NEVER_HERE: dict[str, str] = {
    "TW-12": "its opponent's marshalling points for defeating the Balrog and its ban against a "
             "Balrog player never arise (there is no opponent)",
    "TW-13": "its line on a minion player never arises (the player is a hero)",
    "TW-63": "its first mode, a tapped Nazgûl permanent-event back to the hand, never arises: "
             "the Shadow holds no hand",
    "TW-96": "its return of a Nazgûl permanent-event from a discard pile to the hand never "
             "arises: the Shadow holds no hand, and the player's discard pile no hazard",
}
