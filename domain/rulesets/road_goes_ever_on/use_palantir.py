"""Use Palantír (TW-355), from ``SINCE_VERSION``: not played here, and no longer declared.

Its card taps a sage so that he may use a palantír he bears for the rest of the turn: it
answers the standard rule that only a bearer able to use a palantír uses one. This game lets
any untapped bearer of a palantír use it in his organization phase (palantir.py,
RGO-SHADOW-9), so the card has nothing to enable and no script of its own to play. Declaring
one of the vocabulary's effects for it (cancel an attack, untap, draw, ...) played an effect
the card does not have: from this version it is neither offered nor accepted, refused naming
the card and the reason (RGO-SHADOW-9). Earlier versions replay as played (it was declared).
Its coverage row reads scripted, as a card the game plays by refusing it does, naming that
clause first.
"""

from __future__ import annotations

from domain.ruleset import played_since

#: The first version that no longer lets the card be declared.
SINCE_VERSION = 144
CARD_ID = "TW-355"
#: The clause by which any bearer uses a palantír here, and which its refusal names.
CLAUSE = "RGO-SHADOW-9"
#: Why the card is not played here (the coverage's row, the refusal).
WHY = ("this game lets any untapped bearer of a palantír use it in his organization phase "
       "(palantir.py, RGO-SHADOW-9), so a sage enabled to use one has nothing added")
#: What the coverage says of the card from ``SINCE_VERSION``, its clause first.
NOT_PLAYED = (f"{CLAUSE}: not played, nor declared, refused naming the card: {WHY}, its text "
              "having no effect to declare")


def undeclared(card_id: str, played: str) -> bool:
    """Whether the version ``played`` no longer lets the card be declared."""
    return card_id == CARD_ID and played_since(played, SINCE_VERSION)
