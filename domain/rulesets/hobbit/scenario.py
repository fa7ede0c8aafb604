"""One Hobbit scenario: the turn's phases put together (see the package docstring)."""

from __future__ import annotations

from domain.rulesets.hobbit.cards import Cards
from domain.rulesets.hobbit.combat import Strikes
from domain.rulesets.hobbit.end_of_turn import EndOfTurn
from domain.rulesets.hobbit.movement import MovementHazard
from domain.rulesets.hobbit.organization import Organization
from domain.rulesets.hobbit.palantir_uses import PalantirUses
from domain.rulesets.hobbit.rings import RingTests
from domain.rulesets.hobbit.site import SitePhase
from domain.rulesets.hobbit.turn import S


class HobbitScenario(PalantirUses[S], RingTests[S], Organization[S], MovementHazard[S],
                     SitePhase[S], EndOfTurn[S], Strikes[S], Cards[S]):
    """A Hobbit scenario. A subclass sets ``family`` (its clauses for the shared rules),
    ``notes``, ``hand_size`` and ``hero_gone_reason``, and provides ``legal``,
    ``attack_rank``, ``_begin_movement`` and ``_movement_step``; it overrides any other
    ``_do_*``, ``_on_*`` or hook (``_untaps``, ``_refreshed``, ``_waiting``, ``_entry_bonus``,
    ``_item_fields``, ``_site_card``, ``_deck_exhausted``, ``_after_item_moved``) where its
    rules differ."""
