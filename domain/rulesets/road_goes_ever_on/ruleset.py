"""The ruleset of The Road Goes Ever On, put together from the phases of its turn
(phases/): setting up, the organization phase, the long-event and movement/hazard phases,
the site phase, the end of the turn, what they share, and the views; each phase's actions
are played by its handlers, by kind (decision.py)."""

from __future__ import annotations

from collections.abc import Sequence

from domain.canonical import JSON
from domain.ruleset import Action, register
from domain.rulesets.road_goes_ever_on import attack_ends, check_helpers, versions
from domain.rulesets.road_goes_ever_on.decision import table
from domain.rulesets.road_goes_ever_on.narration import COMPANY_KINDS
from domain.rulesets.road_goes_ever_on.phases.dispatch import Dispatch
from domain.rulesets.road_goes_ever_on.phases.end_of_turn import END_OF_TURN_HANDLERS
from domain.rulesets.road_goes_ever_on.phases.movement_hazard import MOVEMENT_HAZARD_HANDLERS
from domain.rulesets.road_goes_ever_on.phases.organization import ORGANIZATION_HANDLERS
from domain.rulesets.road_goes_ever_on.phases.setting_up import OPTION_TYPES, OPTIONS, SettingUp
from domain.rulesets.road_goes_ever_on.phases.shared import SHARED_HANDLERS
from domain.rulesets.road_goes_ever_on.phases.site import SITE_HANDLERS
from domain.rulesets.road_goes_ever_on.phases.views import Views
from domain.rulesets.road_goes_ever_on.state import State


@register
class RoadGoesEverOn(SettingUp, Dispatch, Views):
    id = "road-goes-ever-on"
    #: The version new games are played under, and the earlier ones that still replay as
    #: played (what each changed: versions.py).
    version = versions.VERSION
    replays = versions.REPLAYS
    title = "The Road Goes Ever On (2nd edition, solo)"
    clause_prefix = "RGO"
    options = OPTIONS
    option_types = OPTION_TYPES
    reveal_kinds = ("CardsDrawn", "HazardPileDrawn", "HazardRevealed", "QuestRevealed",
                    "LongEventPlayed", "TopCardSeen", "CardTakenToHand", "OnGuardCardSeen",
                    "CardsSeen", "LongEventNotPlayed")
    #: A hazard event's plays, numbered as ``State.hazard_clauses`` numbers them: a fact about
    #: one copy names its play (``play``, effect_clauses.naming).
    numbered_plays = "HazardEventPlayed"
    #: A corruption check waiting for helpers (check_helpers.py) and the step or checks it
    #: holds up: the audit reads the check through its wait.
    wait_kinds = (check_helpers.AWAITED, "StepWaiting", "StepGoesOn", "ChecksWaiting",
                  "ChecksGoOn", attack_ends.WAITING, attack_ends.GOES_ON)
    #: Lines that name a company by its characters, as they were (Views.narrate_in).
    narrated_in_state = COMPANY_KINDS
    handlers = table(SHARED_HANDLERS, ORGANIZATION_HANDLERS, MOVEMENT_HAZARD_HANDLERS,
                     SITE_HANDLERS, END_OF_TURN_HANDLERS)

    def policy(self, state: State, actions: Sequence[Action]) -> tuple[str, dict[str, JSON]]:
        """The automatic player's choice (policy.py)."""
        from domain.rulesets.road_goes_ever_on.policy import choose

        return choose(self, state, actions)
