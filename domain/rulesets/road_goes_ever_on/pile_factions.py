"""Two copies of one faction in the marshalling-point pile (``SINCE`` on): each is its own, as
on the Quest Display from ``display_copies.FACTIONS_SINCE``.

- A copy the rules take from the pile (a Battle's casualty, an Agent's sway, Muster Disperses)
  leaves it alone: where the pile holds another copy of a card its ``MarshallingPointsLost``
  lists, the fact says so (``one_copy``) and one copy leaves for each listing.
- A Battle's casualty rolls go on for the copies of its supporting factions still in the pile.
- A copy tapped (RGO-FACTION-4, 5) leaves the other untapped: the first copies of a card are
  tapped, as many as it was tapped this turn.

Before, a faction of the pile was known by its card: one copy lost took every copy with it,
one tapped tapped them all, and the casualty rolls went on for each copy while one was left
(those games replay as played). Battles need nothing of the kind: each is unique
(RGO-BATTLE-1) and dealt once from the game's file, so its card is its copy. From
``unique_factions.SINCE`` no second copy of a faction comes into the pile (a faction is
unique); older games may hold two."""

from __future__ import annotations

from collections.abc import Sequence

from domain.canonical import JSON
from domain.ruleset import played_since
from domain.rulesets.road_goes_ever_on.state import MPRecord, State

SINCE = 209


def plays(played: str) -> bool:
    return played_since(played, SINCE)


def in_pile(state: State) -> list[str]:
    """The factions of the marshalling-point pile, a card once for each copy, in the order
    they came."""
    return [r.card for r in state.mp if r.kind == "faction"]


def lost_fields(state: State, played: str, cards: Sequence[str]) -> dict[str, JSON]:
    """What a ``MarshallingPointsLost`` of the factions ``cards`` records: from ``SINCE``,
    where the pile holds two copies of one of them, that each listing is one copy."""
    here = in_pile(state)
    return {"one_copy": True} if plays(played) and any(here.count(c) > 1 for c in cards) \
        else {}


def still_in_pile(state: State, played: str, factions: Sequence[str]) -> list[str]:
    """Of a Battle's supporting ``factions``, those still in the pile: from ``SINCE`` as many
    listings of a card as copies of it are left; before, each listing of a card with a copy
    left."""
    here = in_pile(state)
    if not plays(played):
        return [f for f in factions if f in here]
    kept: list[str] = []
    for faction in factions:
        if kept.count(faction) < here.count(faction):
            kept.append(faction)
    return kept


def tapped(state: State, played: str) -> list[tuple[MPRecord, bool]]:
    """Each copy of a faction of the pile, in order, and whether it is tapped this turn."""
    out, seen = [], dict[str, int]()
    for record in state.mp:
        if record.kind != "faction":
            continue
        before = seen.get(record.card, 0)
        seen[record.card] = before + 1
        out.append((record, state.tapped_factions.count(record.card) > before
                    if plays(played) else record.card in state.tapped_factions))
    return out


def untapped(state: State, played: str) -> list[str]:
    """The factions of the pile not tapped this turn, a card once for each such copy."""
    return [record.card for record, is_tapped in tapped(state, played) if not is_tapped]
