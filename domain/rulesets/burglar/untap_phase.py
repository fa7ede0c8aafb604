"""The untap phase waiting for a blade's removal (``hobbit.blade_untap``, BWJ-SEQ-1): a
bearer of Morgul-knife or The Pale Sword at a Haven may try to remove it instead of untapping
or healing."""

from __future__ import annotations

from domain.rulesets.burglar import blades
from domain.rulesets.burglar.rules import BurglarRules
from domain.rulesets.burglar.state import UNTAP_AWAITED, State
from domain.rulesets.hobbit.blade_untap import BladeUntap


class UntapRules(BladeUntap, BurglarRules):
    """A blade's removal tried in the untap phase, the rest untapping as ever."""

    def _blades_play(self) -> bool:
        return blades.plays(self.played)

    def _blade_removals(self, state: State) -> list[tuple[str, str]]:
        return blades.removals(state, self.catalog)

    def _waiting(self, state: State) -> bool:
        return super()._waiting(state) or state.step == UNTAP_AWAITED
