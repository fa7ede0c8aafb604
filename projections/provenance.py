"""Where a check's modifier came from, exactly: the event after which its source stood as it did
at the roll, read from the recorded states rather than from which events mention it.

A modifier's ``source`` names a card instance or a condition (``domain/engine/checks.py``). For
the checked character's own card, an item the character bears, a companion who tapped to help
(``member:<id>``), a character's ability (``ability:<id>``) and the character's condition
(``state:wounded``, ``state:tapped``), the state at every version says whether the source
held: the source event is the first event of the unbroken run of versions, ending just before
the roll, in which it held. Other sources (a rule's fixed amount, a card that is not a
character or an item borne, a token spent, the choice to face a strike untapped at -3: being
untapped since the last untap is not what costs the 3) are not a standing of the state: for
them :func:`standing_source` answers None and the audit names the event by its clause, by the
card it names or by the choice.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from domain.chronicle import Record

#: Conditions a ``state:`` source may name that a character's standing shows (not
#: ``untapped``: a -3 sourced so is the choice to stay untapped for one strike).
CONDITIONS = ("wounded", "tapped")


@dataclass(frozen=True, slots=True)
class Standing:
    """A character in play: its condition and the ids of the items it bears."""

    condition: str
    items: tuple[str, ...]


def standing(state: object, card_id: str) -> Standing | None:
    """The character ``card_id`` in any ruleset's state, or None when it is not in play. The
    rulesets find a character by ``every_character``, ``character``, ``member`` or, company by
    company, ``company_of``; a character has a ``state`` (or ``status``) and ``items``."""
    found: Any = None
    every = getattr(state, "every_character", None)
    if callable(every):
        found = next((c for c in every() if getattr(c, "card_id", None) == card_id), None)
    else:
        for name in ("character", "member"):
            finder = getattr(state, name, None)
            if callable(finder):
                found = finder(card_id)
                break
        company_of = getattr(state, "company_of", None)
        if found is None and callable(company_of):
            company = company_of(card_id)
            found = company.character(card_id) if company is not None else None
    if found is None:
        return None
    condition = getattr(found, "state", None) or getattr(found, "status", "")
    items = tuple(str(getattr(i, "card_id", None) or getattr(i, "card", ""))
                  for i in getattr(found, "items", ()))
    return Standing(str(condition), items)


def holds(source: str, subject: str, state: object) -> bool | None:
    """Whether ``source`` stands in ``state`` for a check of ``subject``; None when the source
    is not a standing of the state (see the module's note)."""
    kind, _, what = source.partition(":")
    if kind == "state":
        if what not in CONDITIONS or not subject:
            return None
        checked = standing(state, subject)
        return None if checked is None else checked.condition == what
    if kind == "member":  # a companion who tapped to help
        helper = standing(state, what)
        return helper is not None and helper.condition == "tapped"
    if kind == "ability" or (kind == "card" and what == subject):
        return standing(state, what) is not None
    if kind == "card" and subject:
        bearer = standing(state, subject)
        return True if bearer is not None and what in bearer.items else None
    return None


def standing_source(source: str, subject: str, history: Sequence[Record],
                    states: Sequence[object]) -> Record | None:
    """The event after which ``source`` stood as at the roll: ``states[i]`` is the state after
    ``history[i]`` and the roll is the event after the last of them. None when the source is
    not a standing of the state or did not stand just before the roll."""
    if not states or holds(source, subject, states[-1]) is not True:
        return None
    i = len(states) - 1
    while i > 0 and holds(source, subject, states[i - 1]) is True:
        i -= 1
    return history[i]
