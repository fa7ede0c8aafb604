"""Choices that differ only in which copy of a card they play: two printings of Dark Quarrels
(TW-207 and TW-208, whose facts are the same) in one hand offer "Play Dark Quarrels: cancel the
attack" twice, by two ids. Either plays alike, so the web table and the terminal show the
choice once, as a hand holding two copies of one id (Guise of the Necromancer's Rescue
Prisoners) offers it once. The ids and the rules stay as they are: both ids are legal, and the
one shown is the first offered."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from domain.cards import Catalog
from domain.ruleset import Action


def copies(actions: Sequence[Action], catalog: Catalog | None) -> dict[str, str]:
    """Each action that repeats an earlier one of ``actions`` with another copy of the same
    card, by its id: that earlier action's id. The two repeat each other when their words,
    clause, parameters and the values those take are the same, and their ids differ only in
    card ids (an instance ``id#n`` too) of cards whose facts are the same but their id."""
    first: dict[tuple[object, ...], list[Action]] = {}
    out: dict[str, str] = {}
    for action in actions:
        key = (action.label, action.rule, tuple(action.params.items()),
               tuple(action.candidates.items()))
        alike = first.setdefault(key, [])
        earlier = next((a for a in alike if _same_but_copies(a.id, action.id, catalog)), None)
        if earlier is None:
            alike.append(action)
        else:
            out[action.id] = earlier.id
    return out


def _same_but_copies(one: str, other: str, catalog: Catalog | None) -> bool:
    parts, others = one.split(":"), other.split(":")
    return len(parts) == len(others) and all(
        a == b or _same_card(a, b, catalog) for a, b in zip(parts, others, strict=True))


def _same_card(one: str, other: str, catalog: Catalog | None) -> bool:
    """Whether ``one`` and ``other`` are copies of one card: the same card's instances, or
    two printings whose facts are the same."""
    a, b = one.partition("#")[0], other.partition("#")[0]
    if catalog is None or a not in catalog or b not in catalog:
        return False
    return replace(catalog.get(a), id=b) == catalog.get(b)
