"""A character or ally a hazard creature's own text discards, and the game lost with a
discarded hero, as the Hobbit scenarios tell them from ``HobbitRules.creature_discards_from``
(the Guise of the Necromancer's discards and body checks, from its
``printed_rules.CREATURE_DISCARDS_FROM``, likewise).

The Abductor discards the character its strike wounds, with no body check; Giant Spiders the
one whose body check comes out equal to his body, which is no failure (CoE 3.I.1: a total above
the body fails it); a Wizard aside (``engine.creature_scripts``). No clause of the scenarios
and no standard rule says so: the creature's card does. So, as an item a creature takes is
cited (``Strikes._item_lost_cited``), the discard (``CharacterDiscarded``, an ally's
``AllyDiscarded``) and each item leaving play with him (``ItemLeftPlay``) cite the clause the
creature was played on the company under and name its card (``creature``), which the audit
follows to that play; the body check whose equal roll discards him names it too, so that its
line says he is discarded, not that he survives. Before, they cited the standard rule of the
strike (CoE 3.iv.7) or of the body check (CoE 3.I.1), which says the opposite of an equal roll.

The game lost with the hero records how he left the company (``fate``), and its line says it:
"discarded" or "eliminated". A scenario whose rules lose the game with an eliminated hero only
cites, for a discarded one, the clause he can no longer meet (``FamilyClauses.hero_discarded``:
There and Back Again's TBA-WIN-3).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

#: The field naming the creature card whose text decided an outcome (as ``ItemLost``'s).
FIELD = "creature"
ELIMINATED, DISCARDED = "eliminated", "discarded"

Namer = Callable[[Any], str]


def fate(hero: str, eliminated: Sequence[str], discarded: Sequence[str]) -> str | None:
    """How ``hero`` left the company: eliminated, discarded, or None (neither recorded)."""
    if hero in eliminated:
        return ELIMINATED
    return DISCARDED if hero in discarded else None


def body_checked(n: Namer, d: Mapping[str, Any]) -> str | None:
    """The outcome of a body check whose roll, equal to the body, the creature's text made a
    discard (None: the check names no creature)."""
    if not d.get(FIELD):
        return None
    return f"equal to the body, so {n(d[FIELD])} discards {n(d['character'])}."


def discarded(n: Namer, d: Mapping[str, Any], leaves: str = "leaves the company") -> str | None:
    """The line of a character a creature's text discards, who ``leaves`` (None: no creature
    named)."""
    if not d.get(FIELD):
        return None
    return f"{n(d[FIELD])} discards {n(d['character'])}, who {leaves}."


def item_left(n: Namer, d: Mapping[str, Any]) -> str | None:
    """The line of an item leaving play with a bearer a creature's text discards (None: no
    creature named)."""
    if not d.get(FIELD):
        return None
    return f"{n(d['item'])} leaves play with {n(d['bearer'])}, whom {n(d[FIELD])} discards: " \
           "to the discard pile."


#: What a discarded hero can no longer do, by the clause the loss cites.
_CANNOT = {"TBA-WIN-3": "the Hobbit can no longer move to Bag End bearing the greater item"}


def game_lost(n: Namer, d: Mapping[str, Any], rule: str | None) -> str | None:
    """The line of the game lost with its hero, saying how he left (None: not recorded)."""
    if not d.get("fate"):
        return None
    cannot = _CANNOT.get(rule or "")
    return f"The game is {d['outcome']}: {n(d['character'])} is {d['fate']}" \
        + (f", so {cannot}." if cannot else ".")
