"""Shared helpers for the Burglar Wants a Good Job rule tests: the ruleset on the starter
catalog, a fresh game's state, and deciding from a constructed state."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import pytest

from domain.cards import starter_catalog
from domain.chronicle import Chronicle
from domain.engine.characters import Character, Item
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Fact, make_ruleset
from domain.rulesets.burglar.decks import default_setup
from domain.rulesets.burglar.ruleset import BurglarWantsAGoodJob
from domain.rulesets.burglar.state import State
from domain.rulesets.hobbit.state import STRIKING, Combat
from tests.support import advance_from, decide_from

RULESET: BurglarWantsAGoodJob = make_ruleset("burglar", starter_catalog())  # type: ignore[assignment]
CATALOG = RULESET.catalog
BILBO, SAM, MERRY, THRANDUIL = "TW-131", "TW-180", "TW-170", "TW-184"
ELVEN_CLOAK, DAGGER, SWORD, DWARVEN_AXE, ORCRIST = "TW-225", "TW-206", "TW-336", "TW-499", \
    "TW-295"
CONCEALMENT, HALFLING_STEALTH, STEALTH = "TW-204", "TW-252", "TW-332"
RESCUE, WOOD_ELVES = "TW-315", "TW-367"
WOLVES, ORC_PATROL, SLAYER, EYE_OF_SAURON, DOORS_OF_NIGHT = "TW-114", "TW-74", "TW-89", \
    "TW-32", "TW-28"


def setup(**changes: Any) -> dict[str, Any]:
    """The default set-up with some fields replaced."""
    return {**default_setup(), **changes}


def fresh(seed: int = 7) -> State:
    return Chronicle.begin(RULESET, seed, {}).table.rules


def played_as(version: str) -> BurglarWantsAGoodJob:
    """The ruleset playing an earlier ``version``, as a game recorded then replays."""
    start = {**Chronicle.begin(RULESET, 7, {}).records[0].data, "ruleset_version": version}
    ruleset = Chronicle.open(RULESET, start).ruleset
    assert isinstance(ruleset, BurglarWantsAGoodJob)
    return ruleset


def chosen(state: State, ruleset: BurglarWantsAGoodJob = RULESET) -> str:
    """The automatic player's choice from ``state``."""
    return ruleset.policy(state, ruleset.actions(state))[0]


def could_wound(state: State) -> bool:
    """Whether the strike under way could wound the one facing it: his lowest roll (2) plus
    his prowess short of the strike's (CoE 3.iv.7)."""
    terms = RULESET._strike_terms(state)
    return 2 + terms.prowess < terms.printed + terms.added


def act(state: State, action: str, args: Mapping[str, Any] | None = None,
        seed: int = 7, ruleset: BurglarWantsAGoodJob = RULESET) -> tuple[list[Fact], State]:
    return decide_from(ruleset, state, action, args, seed)


def refusal(state: State, action: str,
            ruleset: BurglarWantsAGoodJob = RULESET) -> tuple[str, str | None]:
    """The message and clause ``action``, which must be refused, is refused with."""
    with pytest.raises(IllegalAction) as caught:
        act(state, action, ruleset=ruleset)
    return caught.value.message, caught.value.clause


def advance(state: State, seed: int = 7) -> tuple[list[Fact], State]:
    return advance_from(RULESET, state, seed)


def ids(state: State) -> list[str]:
    return [a.id for a in RULESET.actions(state)]


def at(state: State, site: str, **changes: Any) -> State:
    """The company at ``site`` (a name), where the turn began."""
    return replace(state, location=site, turn_start=site, **changes)


def moving(state: State, origin: str, to: str, *hazards: str, **changes: Any) -> State:
    """In the movement/hazard phase, having moved from ``origin`` to ``to``, the draws done
    and the hazard limit two; ``hazards``, if any, face down in the hazard hand."""
    if hazards:
        changes["hazard_hand"] = hazards
    moved = {"turn_start": origin, "location": to, "moved": True, "phase": "movement-hazard",
             "step": "", "draws_left": 0, "hazard_limit": 2}
    return replace(state, **{**moved, **changes})


def with_hand(state: State, card: str, turn: int = 1) -> State:
    """A Hand in the company, played on ``turn``."""
    who = Character.from_card(CATALOG.get(card))
    return replace(state, company=(*state.company, who), hands=(*state.hands, (card, turn)))


def give(state: State, bearer: str, item: str) -> State:
    company = tuple(c.with_item(Item.from_card(CATALOG.get(item))) if c.card_id == bearer
                    else c for c in state.company)
    return replace(state, company=company)


def set_state(state: State, card: str, condition: str) -> State:
    return replace(state, company=tuple(replace(c, state=condition) if c.card_id == card
                                        else c for c in state.company))


def striking(who: str, **changes: Any) -> State:
    """Wolves on the way to Moria, ``who`` (a Hand beside the Burglar, or the Burglar) facing
    his strike; ``changes`` to the state besides."""
    state = with_hand(fresh(), who) if who != BILBO else fresh()
    attack = Attack.from_creature(CATALOG.get(WOLVES), len(state.company))
    combat = Combat(attack, "draw", WOLVES, stage=STRIKING, assigned=(who,), striking=who)
    return replace(state, turn_start="Lórien", location="Moria", moved=True,
                   phase="movement-hazard", step="", combat=combat, hand=(), **changes)


def card_modifiers(data: Mapping[str, Any], card: str) -> list[tuple[Any, ...]]:
    """(amount, why, clause) of each modifier ``card`` gives the check a fact explains."""
    return [(m["amount"], m["why"], m["clause"]) for m in data["check"]["modifiers"]
            if m["source"] == f"card:{card}"]
