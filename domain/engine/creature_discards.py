"""A character or ally a hazard creature's own text discards, as the rulesets that cite it
tell it: the Abductor discards the character its strike wounds, with no body check; Giant
Spiders the one whose body check comes out equal to his body, which is no failure (CoE 3.I.1:
a total above the body fails it); a Wizard aside (``creature_scripts``).

No standard rule says so: the creature's card does. So, from the version each ruleset names,
the discard and each card leaving play with him cite the clause the creature was played under
and name its card (``FIELD``, as an item a creature takes does), which the audit follows to
that play; the body check whose equal roll discards him names it too, and its line says he is
discarded, not that he survives. The Hobbit scenarios (``rulesets.hobbit.creature_discards``)
and The Road Goes Ever On (``road_goes_ever_on.creatures``) tell them with these lines.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

#: The field naming the creature card whose text decided an outcome (as ``ItemLost``'s).
FIELD = "creature"

#: The field naming the card that keeps him from that discard (Elf-song at a Haven), where a
#: ruleset records it: the body check then says he would be discarded, not that he is.
KEPT_BY = "kept_by"

#: A card's name from its id.
Namer = Callable[[Any], str]


def body_checked(n: Namer, d: Mapping[str, Any]) -> str | None:
    """The outcome of a body check whose roll, equal to the body, the creature's text made a
    discard, or would have but for the card keeping him (None: the check names no
    creature)."""
    if not d.get(FIELD):
        return None
    if d.get(KEPT_BY):
        return f"equal to the body: {n(d[FIELD])} would discard {n(d['character'])}, but " \
               f"{n(d[KEPT_BY])} keeps him."
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
