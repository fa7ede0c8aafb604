"""Middle Earth CCG Solitaire Variant (Version 1.0), clauses ``SV1-*``.

A patience-like solitaire: one company of up to four travels until the Region deck runs out.
The rules decide almost everything, so :func:`turn.advance` plays on by itself from one
choice point to the next; the player (or :mod:`.policy`) decides only where the rules leave a
choice: assisting a roll, which card to attempt and with whom, where an acquired item goes,
which member a recruit replaces, the order of resources, and whether an item taps for a short
event.

Readings of the ambiguous clauses (also :meth:`SolitaireV1.rules_notes`), from :mod:`.notes`:

- SV1-SETUP-8: prowess ties broken by body (high to low), then by name.
- SV1-SEQ-1A: step 1 heals wounded members to tapped and untaps tapped ones.
- SV1-SEQ-5 / 5A: an untapped member may attempt a card another failed on; +1 per assistant.
- SV1-SEQ-7: the game ends when fewer than four region cards remain at the start of a turn.
- SV1-SEQ-8: an empty deck is reshuffled from its discards when a card must be drawn.
- SV1-HAZ-4A2: Free-hold/Border-hold/Ruins & Lairs/Shadow-hold/Dark-hold read as
  Free-domain/Border-land/Wilderness/Shadow-land/Dark-domain; a Haven symbol matches nothing.
- SV1-HAZ-4D: an untapped member taps to face a strike only if prowess + 4 <= the hazard's
  prowess, otherwise it stays untapped at -3.
- SV1-HAZ-4E/4F/4I: a double six defeats the strike outright; a tie is ineffectual; a won strike
  against a hazard with a body is defeated only if the hazard fails a body check.
- SV1-HAZ-4H1: a lost strike with a passed body check has no effect.
- SV1-HAZ-5: +1 per assistant in the checking member's favour.
- SV1-RCH-1 / SV1-RFA-1: the roll is against the recruit's or faction's own MP + 6.
"""

from domain.rulesets.solitaire_v1.notes import RULES_NOTES
from domain.rulesets.solitaire_v1.ruleset import SolitaireV1

__all__ = ["RULES_NOTES", "SolitaireV1"]
