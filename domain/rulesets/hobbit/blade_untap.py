"""The untap phase waiting for a blade's removal, as Burglar Wants a Good Job and Guise of the
Necromancer play it (``hobbit.blades``, CoE 2.I): a bearer of Morgul-knife or The Pale Sword
at a Haven may try to remove it instead of untapping or healing; once each has been tried,
the others untap and heal as ever. A scenario says only whether its version plays the blades
and which of them may be tried now."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import Field
from typing import Any, ClassVar, Protocol, TypeVar

from domain.canonical import JSON
from domain.cards import Catalog
from domain.immutable import replace
from domain.ruleset import Context
from domain.rulesets.hobbit import blades, corruption_removal
from domain.rulesets.hobbit.moves import Add, Move

#: The step of a state whose untap phase waits for a blade's bearer.
UNTAP_AWAITED = "untap-awaited"


class UntapState(Protocol):
    """What the wait needs of a scenario's state (a frozen dataclass)."""

    __dataclass_fields__: ClassVar[dict[str, Field[Any]]]

    @property
    def step(self) -> str: ...

    @property
    def untap_forgone(self) -> tuple[str, ...]: ...


S = TypeVar("S", bound=UntapState)


class BladeUntap:
    """A blade's removal tried in the untap phase, the rest untapping as ever: a mixin put
    before the scenario's rules, which give ``_untap_phase`` (the untap proper, then the
    organization phase) and ``_name``. (Not a generic class: ``Generic`` among the bases
    would put the abstract ``Ruleset`` before the scenario's phases in the method order.)"""

    # Given by the scenario's rules, after this mixin in the order of bases.
    catalog: Catalog
    _name: Callable[[str], str]
    _untap_phase: Callable[[Context[Any]], None]

    def _blades_play(self) -> bool:
        """Whether the version played plays the blades by their cards."""
        raise NotImplementedError

    def _blade_removals(self, state: Any) -> list[tuple[str, str]]:
        """(blade, bearer) of each blade whose bearer may try to remove it now."""
        raise NotImplementedError

    def _untap_awaits(self, ctx: Context[Any]) -> bool:
        """Whether the untap phase waits for a blade's bearer at a Haven (the wait begun)."""
        if not self._blades_play():
            return False
        found = self._blade_removals(ctx.state)
        if not found:
            return False
        ctx.emit("UntapAwaited", blades.UNTAP_RULE, pairs=[[card, who] for card, who in found])
        return True

    def _blade_moves(self, state: Any, add: Add) -> None:
        """While the untap phase waits: each blade's removal, or the untap as ever."""
        blades.untap_moves(self._blade_removals(state), self._name, add)

    def _do_remove_blade(self, ctx: Context[Any], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("UntapForgone", blades.UNTAP_RULE, card=move.card, character=move.target)
        corruption_removal.attempt(ctx, self.catalog, move, {}, blades.number(move.card),
                                   untap_phase=True)
        if not self._blade_removals(ctx.state):  # the last one tried
            self._untap_phase(ctx)

    def _do_untap_phase(self, ctx: Context[Any], move: Move, args: Mapping[str, JSON]) -> None:
        self._untap_phase(ctx)

    # -- evolve -----------------------------------------------------------------------------
    def _on_UntapAwaited(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, step=UNTAP_AWAITED)

    def _on_UntapForgone(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, untap_forgone=(*state.untap_forgone, str(d["character"])))
