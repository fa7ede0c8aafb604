"""Attacks whose every character faces one strike: "1/each" on the card or an automatic-attack
so printed (Neeker-breekers, Silent Watcher, Crebain, Watcher in the Water; CoE 3.ii.2).

Such an attack has one strike for each character it may strike (every character of the company,
the Wizard aside against Neeker-breekers; ``creatures.shaped``), allies not counted. From
``SINCE`` its strikes go one to each of those characters (``StrikeAssigned`` citing ``RULE``):
the defender assigns none and none falls at random (CoE 3.ii.1: one strike each, so there is
nothing to choose), and no ally is given one, the characters taking every strike. The defender
is still asked what answers the attack before its strikes are given (CoE 3.i), and his choices
on each strike given (CoE 3.iv.3-3.iv.5: staying untapped, support from one facing none, a card
on the strike) before they resolve. Earlier versions let the defender give them as any attack's,
to an ally too, the rest at random (RGO-TARGET-2), so that an ally could take a character's
strike; they replay as played.
"""

from __future__ import annotations

from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import illegal, played_since
from domain.rulesets.road_goes_ever_on.state import State

#: The first version in which the strikes of such an attack go one to each character.
SINCE = 216
RULE = "CoE-3.ii.2"


def applies(played: str, attack: Attack) -> bool:
    """Whether ``attack``'s strikes go one to each character in the version ``played``."""
    return attack.each_character and played_since(played, SINCE)


def label(attack: Attack) -> str:
    """The defender's way on once nothing is left to answer the attack with."""
    return f"The strikes of {attack.name} go one to each character it strikes"


def assign_refusal(state: State, played: str) -> IllegalAction | None:
    """Why the defender may not give a strike of the attack awaited (``assign:<who>``): its
    strikes go one to each character (None: they do not)."""
    awaited = state.awaited_strikes
    if awaited is None or not applies(played, attack := awaited.read_attack()):
        return None
    return illegal(f"The strikes of {attack.name} go one to each character it strikes: the "
                   "defender assigns none.", RULE)
