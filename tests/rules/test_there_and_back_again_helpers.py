"""Shared helpers for the There and Back Again rule tests: a ruleset on the starter catalog,
a fresh game's state, and deciding from a constructed state."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import pytest

from domain.cards import starter_catalog
from domain.chronicle import Chronicle
from domain.engine.characters import Item
from domain.errors import IllegalAction
from domain.ruleset import Fact, make_ruleset
from domain.rulesets.there_and_back_again.ruleset import ThereAndBackAgain
from domain.rulesets.there_and_back_again.state import State
from tests.support import advance_from, decide_from

RULESET: ThereAndBackAgain = make_ruleset("there-and-back-again", starter_catalog())  # type: ignore[assignment]
CATALOG = RULESET.catalog
BILBO, THORIN, BALIN, GLOIN, ORI = "TW-131", "TW-183", "TW-123", "TW-160", "TW-173"



def played_as(version: int) -> ThereAndBackAgain:
    """The ruleset playing an earlier ``version``, as a game recorded then replays."""
    ruleset = RULESET.at_version(str(version))
    assert isinstance(ruleset, ThereAndBackAgain)
    return ruleset

def fresh(seed: int = 7) -> State:
    state = Chronicle.begin(RULESET, seed, {}).table.rules
    assert isinstance(state, State)
    return state


def act(state: State, action: str, args: Mapping[str, Any] | None = None,
        seed: int = 7) -> tuple[list[Fact], State]:
    return decide_from(RULESET, state, action, args, seed)


def checked(state: State, action: str, args: Mapping[str, Any] | None = None,
            seed: int = 7) -> tuple[list[Fact], State]:
    """``act``, then the corruption check it leaves waiting for helpers (from version 71,
    ``hobbit.check_helpers``) rolled unhelped, with the same dice: the facts of both and the
    state after."""
    facts, after = act(state, action, args, seed)
    if after.check_waiting is None:
        return facts, after
    rolled, after = act(after, "roll-check", seed=seed)
    return [*facts, *rolled], after


def begin(state: State, seed: int = 7) -> tuple[list[Fact], State]:
    return advance_from(RULESET, state, seed)


def ids(state: State) -> list[str]:
    return [a.id for a in RULESET.actions(state)]


def with_states(state: State, **states: str) -> State:
    """Set characters' states by card id (``TW_131="tapped"``)."""
    company = tuple(replace(c, state=states.get(c.card_id.replace("-", "_"), c.state))
                    for c in state.company)
    return replace(state, company=company)


def give(state: State, bearer: str, item: str) -> State:
    company = tuple(c.with_item(Item.from_card(CATALOG.get(item))) if c.card_id == bearer
                    else c for c in state.company)
    return replace(state, company=company)


def keep(state: State, *card_ids: str) -> State:
    """Only these characters remain in the company."""
    return replace(state, company=tuple(c for c in state.company if c.card_id in card_ids))


def entered(place: str, *company: str, **changes: object) -> State:
    """The company (Bilbo and Thorin unless named) at ``place``, its site entered, no attack
    pending; ``changes`` to the state besides."""
    state = keep(fresh(), *(company or (BILBO, THORIN)))
    fields: dict[str, object] = {"location": place, "phase": "site", "step": "entered",
                                 "pending_attacks": (), **changes}
    return replace(state, **fields)  # type: ignore[arg-type]


def refused(state: State, action: str) -> tuple[str, str | None]:
    """The message and the clause of the refusal of ``action`` from ``state``."""
    with pytest.raises(IllegalAction) as caught:
        act(state, action)
    return str(caught.value), caught.value.clause
