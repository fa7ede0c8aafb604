"""The untap phase waiting for a blade's removal (``hobbit.blade_untap``, CoE 2.I): a bearer
of Morgul-knife or The Pale Sword at a Haven may try to remove it instead of untapping or
healing; the others untap and heal as ever (``turn``)."""

from __future__ import annotations

from domain.rulesets.guise_of_the_necromancer import blades
from domain.rulesets.guise_of_the_necromancer.rules import GuiseRules
from domain.rulesets.guise_of_the_necromancer.state import State
from domain.rulesets.hobbit.blade_untap import BladeUntap
from domain.rulesets.hobbit.moves import Legal, collector


class UntapPhase(BladeUntap, GuiseRules):
    """A blade's removal tried in the untap phase, the rest untapping as ever."""

    def _blades_play(self) -> bool:
        return blades.plays(self.played)

    def _blade_removals(self, state: State) -> list[tuple[str, str]]:
        return blades.removals(state, self.catalog)

    def _untap_moves(self, state: State) -> Legal:
        """While the untap phase waits: each blade's removal, or the untap as ever."""
        out: Legal = {}
        self._blade_moves(state, collector(out))
        return out
