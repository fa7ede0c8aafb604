"""Shadow Walk: a test ruleset with Shadow tokens, so the Shadow view has something to show.
Its clauses are its own (prefix ``SW``). Travelling rolls a die: 5 or 6 adds two tokens;
resting removes one; every five tokens raise the hazard draw by one."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from domain.canonical import JSON
from domain.clauses import Clause
from domain.ruleset import Action, Context, Fact, Ruleset, illegal, register
from domain.shadow_view import ShadowView

CLAUSES = {
    "SW-1": "The walk starts with one Shadow token.",
    "SW-2": "Travel: roll a die; on 5 or 6 add two Shadow tokens.",
    "SW-3": "Rest: remove one Shadow token (never below zero).",
    "SW-4": "The hazard draw is 3, plus 1 for every full 5 Shadow tokens.",
    "SW-5": "The walk ends after four actions.",
}


@dataclass(frozen=True, slots=True)
class WalkState:
    tokens: int = 0
    actions: int = 0


@register
class ShadowWalk(Ruleset[WalkState]):
    id = "shadow-walk"
    version = "1"
    title = "Shadow Walk (test ruleset)"
    clause_prefix = "SW"
    listed = False

    def clauses(self) -> dict[str, Clause]:
        return {cid: Clause(cid, text, "Shadow Walk", False) for cid, text in CLAUSES.items()}

    def prepare_setup(self, setup: Mapping[str, Any]) -> dict[str, JSON]:
        return {}

    def initial(self, setup: Mapping[str, JSON]) -> WalkState:
        return WalkState()

    def begin(self, ctx: Context[WalkState]) -> None:
        ctx.emit("ShadowTokensAdded", "SW-1", count=1, reason="start")

    def actions(self, state: WalkState) -> list[Action]:
        if state.actions >= 4:
            return []
        return [Action("travel", "Travel", "SW-2"), Action("rest", "Rest", "SW-3")]

    def decide(self, ctx: Context[WalkState], action: str, args: Mapping[str, JSON]) -> None:
        if action == "travel":
            (face,) = ctx.roll("travel", "SW-2", dice_count=1)
            ctx.emit("Travelled", "SW-2", roll=face)
            if face >= 5:
                ctx.emit("ShadowTokensAdded", "SW-2", count=2, reason="travel")
        elif action == "rest":
            ctx.emit("Rested", "SW-3")
            if ctx.state.tokens:
                ctx.emit("ShadowTokensRemoved", "SW-3", count=1)
        else:
            raise illegal(f"{action!r} is not an action of the shadow walk.")

    def evolve(self, state: WalkState, fact: Fact) -> WalkState:
        if fact.kind == "ShadowTokensAdded":
            return replace(state, tokens=state.tokens + int(fact["count"]))
        if fact.kind == "ShadowTokensRemoved":
            return replace(state, tokens=state.tokens - int(fact["count"]))
        if fact.kind in ("Travelled", "Rested"):
            return replace(state, actions=state.actions + 1)
        return state

    def result(self, state: WalkState) -> dict[str, JSON] | None:
        return {"outcome": "won"} if state.actions >= 4 else None

    def board(self, state: WalkState) -> dict[str, JSON]:
        return {"tokens": state.tokens, "actions": state.actions}

    def score(self, state: WalkState) -> dict[str, JSON]:
        return {"total": 0, "by_category": {}}

    def shadow(self, state: WalkState) -> ShadowView | None:
        band = state.tokens // 5
        return ShadowView(tokens=state.tokens, band=band, hazard_draw=3 + band,
                          next_threshold=(band + 1) * 5, rule="SW-4")
