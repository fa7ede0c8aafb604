"""The readings chosen where the rules document is ambiguous or silent (clause id -> reading).
The clause file marks the ambiguous clauses; the others listed here are places where the
document leaves a detail unsaid and the engine has to choose."""

from __future__ import annotations

RULES_NOTES: dict[str, str] = {
    "SV1-SETUP-8": "Ties in prowess are broken by body, high to low like prowess, then by "
                   "name A to Z as a reader alphabetizes (accents and case set aside, so "
                   "Éowyn comes before Vygavril; version 1 compared raw code points). The "
                   "printed prowess and body of the character or ally count; items do not "
                   "change the order.",
    "SV1-SEQ-1A": "Step 1 heals a wounded member to tapped (not untapped) and untaps a tapped "
                  "member, as the Resource Phase's 'healed (change to tapped)' suggests.",
    "SV1-SEQ-5": "Each untapped member may attempt once per turn (the attempt taps it); a card "
                 "that resisted one attempt may be attempted again by another untapped member.",
    "SV1-SEQ-5A": "Each assisting member taps and adds +1 to the attempt's 2D6 roll.",
    "SV1-SEQ-7": "The game ends at the start of a turn when the Region deck holds fewer than "
                 "four cards; the Region deck is never reshuffled.",
    "SV1-SEQ-8": "A deck is reshuffled from its discard pile when a card must be drawn from it "
                 "and it is empty; if the discard pile is empty too, nothing is drawn.",
    "SV1-HAZ-4A2": "Site symbols count as region symbols: Free-hold = Free-domain, Border-hold = "
                   "Border-land, Ruins & Lairs = Wilderness, Shadow-hold = Shadow-land, "
                   "Dark-hold = Dark-domain; a Haven symbol matches no region.",
    "SV1-HAZ-4D": "An untapped member taps to face a strike (full prowess) when its prowess + 4 "
                  "is at most the hazard's prowess; otherwise it stays untapped and takes -3. "
                  "Tapped (-1) and wounded (-2) members face strikes as they are.",
    "SV1-HAZ-4H2": "Override of The Balrog's BA-DISC-1 (what was played on a card leaving play "
                   "is discarded): the items of an eliminated member go to the MP pile with "
                   "him, inverted, as this clause says; no hazard stays on a member here.",
    "SV1-HAZ-4E": "A natural double six defeats that strike outright, with no body check for "
                  "the hazard.",
    "SV1-HAZ-4F": "A strike is won when 2D6 + prowess + modifiers exceeds the hazard's "
                  "prowess (and so defeated, but against a hazard with a body only if the "
                  "hazard then fails its body check, SV1-HAZ-4I), succeeds when it is lower, "
                  "and is ineffectual on a tie (the hazard is then not defeated, and the member "
                  "makes no body check).",
    "SV1-HAZ-4H1": "A body check fails when 2D6 (+1 if the member is already wounded) exceeds "
                   "body. A lost strike whose body check succeeds has no effect.",
    "SV1-HAZ-4I": "Each strike the company wins against a hazard with a body value is defeated "
                  "only if the hazard then fails a body check (2D6 > body); the hazard goes to "
                  "the pile when every strike it made was defeated.",
    "SV1-HAZ-5": "Each assisting member taps and counts +1 in the checking member's favour: +1 "
                 "to a prowess roll, -1 to a body check roll. Members assist rolls against "
                 "hazards, not the Resource Phase's body checks. From version 8 a member assigned "
                 "one of the hazard's strikes (still to come or already faced) does not "
                 "support another member's strike roll, as the standard rules let only "
                 "characters assigned no strike support (CoE-3.iv.4); body checks may be "
                 "assisted by any untapped member.",
    "SV1-ACQ-3A": "A shield body modifier counts in combat only: in body checks after a lost "
                  "strike, not against permanent events.",
    "SV1-ACQ-3B": "Any untapped item without shield modifiers, borne by any member, may tap "
                  "instead of the first untapped member.",
    "SV1-ACQ-4B": "A new item may replace a held item of the same kind (combat-modifier or "
                  "not); the replaced item goes to the marshalling point pile.",
    "SV1-RCH-1": "The roll is against the recruit's own marshalling points + 6 (the document's "
                 "'item card' is a slip).",
    "SV1-RCH-2A": "A successful recruit into a full company must replace a member.",
    "SV1-RCH-5": "A member recruited this turn joins untapped and may attempt item acquirement "
                 "(not recruitment) in the same step, or assist.",
    "SV1-RFA-1": "The roll is against the faction's own marshalling points + 6.",
}
