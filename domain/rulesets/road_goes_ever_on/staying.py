"""Which of the companies split this organization phase are bound to stay (CoE 2.II.3.6), version
20 on: of a company and those split from it all but one must move, so a split or a choice
that makes a company stay (training, taking heart) is refused when it would leave two of them
bound to stay, and with them the organization phase no way to end.

A company is bound to stay when one of its characters trained or took heart this turn
(``State.trained``) or is detained by a faction (RGO-FACTION-2).
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.engine.characters import Character
from domain.rulesets.road_goes_ever_on.state import State

SPLIT = "CoE-2.II.3.6"
#: Versions recorded before the check: they replay as played.
BEFORE = tuple(str(v) for v in range(1, 20))


def checked(played: str) -> bool:
    return played not in BEFORE


def family(state: State, leaving: Sequence[str] = ()) -> list[tuple[Character, ...]]:
    """The running company's characters and those of each company split from it this
    organization phase; the characters ``leaving`` as a new company of their own."""
    split_from = dict(state.splits)
    old = tuple(c for c in state.characters if c.card_id not in leaving)
    new = tuple(c for c in state.characters if c.card_id in leaving)
    out = [old, *(c.characters for c in state.companies if split_from.get(c.id) == state.company)]
    return [*out, new] if new else out


def problem(state: State, leaving: Sequence[str] = (),
            trained: Sequence[str] = ()) -> tuple[str, str] | None:
    """Why the running company and those split from it could not all but one move once the
    characters ``leaving`` form a new company or those ``trained`` make theirs stay, or
    None."""
    return family_problem(state, family(state, leaving), trained)


def family_problem(state: State, parts: Sequence[tuple[Character, ...]],
                   trained: Sequence[str] = ()) -> tuple[str, str] | None:
    """:func:`problem` of the companies ``parts`` (:func:`family`'s)."""
    held = (*state.trained, *(c for c, _ in state.detained), *trained)
    bound = [p for p in parts if any(c.card_id in held for c in p)]
    if len(parts) < 2 or len(bound) < 2:
        return None
    names = "; ".join(", ".join(c.name for c in p) for p in bound)
    return (f"Of the companies split from {state.company} all but one must move, and these "
            f"would all stay (a character trained, took heart or is detained): {names}.", SPLIT)
