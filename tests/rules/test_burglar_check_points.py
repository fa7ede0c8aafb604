"""Burglar Wants a Good Job from ``CHECK_POINTS_SINCE``: a corruption check's record
(``CorruptionChecked``'s ``check``) is made against the points its result is judged on, a
Dwarf's Arkenstone's included (``HobbitRules.check_points_from``). The version before named
the character's own points unless he bore corruption cards, so that Thorin II, a Hand, giving
The Arkenstone to Bilbo recorded a check of total 4 against 2, passed, beside the 4 points and
the discard it was judged on; it replays so. Constructed states played with the real ruleset,
seeded."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.ruleset import Fact
from domain.rulesets.burglar.versions import CHECK_POINTS_SINCE
from tests.rules import burglar_support as bwj
from tests.support import only

THORIN, ARKENSTONE = "TW-183", "TW-341"
GIVE = f"transfer:{ARKENSTONE}:{THORIN}:{bwj.BILBO}"
SEED = 24  # Thorin rolls 3 and 1: the 4 points a Dwarf's Arkenstone has discard him


def given(version: int) -> Fact:
    """Thorin's check as he gives The Arkenstone to Bilbo at Bag End in the organization
    phase, played at ``version``."""
    state = bwj.give(bwj.with_hand(bwj.fresh(), THORIN), THORIN, ARKENSTONE)
    state = replace(state, phase="organization", step="")
    facts, _ = bwj.act(state, GIVE, seed=SEED, ruleset=bwj.played_as(str(version)))
    return only(facts, "CorruptionChecked")


@pytest.mark.rule("CoE-7.1", "CoE-2.II.5")
def test_a_dwarfs_check_bearing_the_arkenstone_is_recorded_against_its_points() -> None:
    assert CHECK_POINTS_SINCE == 144 <= int(bwj.RULESET.version)
    check = given(CHECK_POINTS_SINCE)
    recorded = check["check"]
    assert (check["character"], check["roll"], check["points"], check["result"]) == (
        THORIN, 4, 4, "discarded")
    assert (recorded["total"], recorded["target"], recorded["passed"]) == (4, 4, False)
    # The line read the points already; the record now agrees with it.
    assert bwj.RULESET.narrate(check) == (
        "Corruption check of Thorin II: 4 against 4: discarded. [CoE-7.1]")


@pytest.mark.rule("CoE-7.1", "CoE-2.II.5")
def test_before_the_version_the_record_named_his_own_points() -> None:
    check = given(CHECK_POINTS_SINCE - 1)
    recorded = check["check"]
    assert (check["roll"], check["points"], check["result"]) == (4, 4, "discarded")
    assert (recorded["total"], recorded["target"], recorded["passed"]) == (4, 2, True)
