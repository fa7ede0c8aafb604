"""The cards a Hobbit scenario stops offering as having nothing to act on there: one row a card
and ruleset, naming the clause its refusal cites, the first version refusing it and the first
offering it again (None: none does). Refused, a card is never offered and its play is refused
naming that clause (``no_use.refusal``; why is its note, ``no_use.NOTES`` or
``resource_events.MEANINGLESS``, that clause first).

There and Back Again refuses besides, from its ``NOTHING_TO_ACT_FROM``, every card its notes
leave nothing to act on (``no_use.nothing_to_act_on``); a row here gives such a card a window
of its own instead (Lure of MECCG, from its ``LURE_FROM``).

Each scenario, and the coverage, reads a row by ``row`` (or ``refuses``). The versions named
import the family: a module of the family imports this one as a module and reads it when
called, never as it is itself imported (the Guise's ``hand_cards``, whose versions it names,
imports it when called).
"""

from __future__ import annotations

from typing import NamedTuple

from domain.ruleset import played_since
from domain.rulesets.burglar.versions import DECLARED_AGAIN_FROM
from domain.rulesets.burglar.versions import NO_USE_FROM as BWJ_NO_USE_FROM
from domain.rulesets.guise_of_the_necromancer.hand_cards import NO_USE_FROM as GON_NO_USE_FROM
from domain.rulesets.guise_of_the_necromancer.hand_cards import ONE_RING_CARDS_FROM
from domain.rulesets.hobbit.no_use import BWJ, GON, TBA
from domain.rulesets.there_and_back_again.versions import LURE_FROM


class Refused(NamedTuple):
    """A card ``ruleset`` refuses from version ``since`` until version ``until`` (None:
    every later version), citing ``clause``."""

    ruleset: str
    card: str
    clause: str
    since: int
    until: int | None = None

    def refuses(self, played: str) -> bool:
        """Whether version ``played`` of the ruleset refuses the card."""
        return played_since(played, self.since) \
            and not (self.until is not None and played_since(played, self.until))


ROWS: tuple[Refused, ...] = (
    # The Guise of the Necromancer: no gold ring is ever borne to be tested; no opponent's
    # turn; The One Ring borne by no character.
    Refused(GON, "TW-318", "GON-RDECK-3", GON_NO_USE_FROM),  # Ringlore
    Refused(GON, "TW-338", "GON-RDECK-3", GON_NO_USE_FROM),  # Test of Form
    Refused(GON, "TW-339", "GON-RDECK-3", GON_NO_USE_FROM),  # Test of Form
    Refused(GON, "TW-340", "GON-RDECK-3", GON_NO_USE_FROM),  # Test of Lore
    Refused(GON, "TW-365", "GON-RDECK-3", GON_NO_USE_FROM),  # Wizard's Test
    Refused(GON, "TW-362", "GON-PLAY-1", GON_NO_USE_FROM),  # Wizard's Laughter
    Refused(GON, "TW-205", "GON-HDECK-10", ONE_RING_CARDS_FROM),  # Cracks of Doom
    Refused(GON, "TW-247", "GON-HDECK-10", ONE_RING_CARDS_FROM),  # Gollum's Fate
    # Burglar Wants a Good Job: characters join only as Hands; no opponent's turn; Old Road
    # and Wizard's River-horses offered again once found to have something to act on.
    Refused(BWJ, "TW-188", "BWJ-HAND-1", BWJ_NO_USE_FROM),  # A Chance Meeting
    Refused(BWJ, "TW-294", "BWJ-SEQ-17", BWJ_NO_USE_FROM, DECLARED_AGAIN_FROM),  # Old Road
    Refused(BWJ, "TW-362", "CoE-2.V", BWJ_NO_USE_FROM),  # Wizard's Laughter
    Refused(BWJ, "TW-364", "BWJ-SETUP-1", BWJ_NO_USE_FROM, DECLARED_AGAIN_FROM),  # River-horses
    # There and Back Again: a bonus counting what no game records.
    Refused(TBA, "TW-500", "CoE-5.3", LURE_FROM),  # Lure of MECCG
)

_BY_CARD = {(r.ruleset, r.card): r for r in ROWS}


def row(ruleset_id: str, card_id: str) -> Refused | None:
    """The row of ``card_id`` in ``ruleset_id`` (None: it has none)."""
    return _BY_CARD.get((ruleset_id, card_id))


def refuses(ruleset_id: str, card_id: str, played: str) -> bool:
    """Whether version ``played`` of ``ruleset_id`` refuses ``card_id`` by its row."""
    found = row(ruleset_id, card_id)
    return found is not None and found.refuses(played)


def cards(ruleset_id: str) -> tuple[str, ...]:
    """The cards ``ruleset_id`` has a row for, in the table's order."""
    return tuple(r.card for r in ROWS if r.ruleset == ruleset_id)
