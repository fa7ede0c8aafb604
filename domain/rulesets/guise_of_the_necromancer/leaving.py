"""Characters leaving play (CoE 3.I.2, 2.II.8): an eliminated character's items given to
the companions the player picks, or discarded; and the facts of a character leaving."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.canonical import JSON
from domain.engine import coe
from domain.immutable import replace
from domain.ruleset import Context
from domain.rulesets.guise_of_the_necromancer.rules import GuiseRules
from domain.rulesets.guise_of_the_necromancer.state import State
from domain.rulesets.hobbit.moves import Move


class Leaving(GuiseRules):
    def _do_inherit(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """An item passes; of a character called home only one does, the rest discarded."""
        once = ctx.state.legacy_once
        ctx.emit("ItemInherited", coe.ELIMINATED, item=move.card, to=move.target)
        if once and ctx.state.legacy:
            self._discard_legacy(ctx)

    def _do_inherit_done(self, ctx: Context[State], move: Move,
                         args: Mapping[str, JSON]) -> None:
        self._discard_legacy(ctx)

    def _discard_legacy(self, ctx: Context[State]) -> None:
        ctx.emit("ItemsDiscarded", coe.ELIMINATED,
                 items=[i.card_id for i in ctx.state.legacy])

    def _on_CharacterEliminated(self, state: State, d: Mapping[str, Any]) -> State:
        return self._leave(state, d, to_discard=False)

    def _on_CharacterDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        return self._leave(state, d, to_discard=True)

    def _on_CharacterReturned(self, state: State, d: Mapping[str, Any]) -> State:
        state = self._leave(state, d, to_discard=False)
        return replace(state, hand=(*state.hand, str(d["character"])))

    def _on_ItemInherited(self, state: State, d: Mapping[str, Any]) -> State:
        item_id, heir_id = str(d["item"]), str(d["to"])
        index = next(n for n, i in enumerate(state.legacy) if i.card_id == item_id)
        item = state.legacy[index]
        legacy = state.legacy[:index] + state.legacy[index + 1:]
        heirs = tuple(h for h in state.open_heirs if h != heir_id)
        state = self._change(state, heir_id, lambda c: c.with_item(item))
        return replace(state, legacy=legacy, open_heirs=heirs if legacy else (),
                       legacy_once=state.legacy_once and bool(legacy))

    def _on_ItemsDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, legacy=(), open_heirs=(), legacy_once=False,
                       resource_discard=state.resource_discard + tuple(d["items"]))
