"""There and Back Again from ``CHECK_POINTS_SINCE``: a corruption check's record
(``CorruptionChecked``'s ``check``) is made against the points its result is judged on, a
Dwarf's Arkenstone's included (``HobbitRules.check_points_from``). The version before named
the character's own points unless he bore corruption cards, so that Bofur giving The Arkenstone
to Bilbo recorded a check of total 4 against 2, passed, beside the 4 points and the discard it
was judged on; it replays so. Constructed states played with the real ruleset, seeded."""

from __future__ import annotations

import pytest

from domain.ruleset import Fact
from domain.rulesets.there_and_back_again.versions import CHECK_POINTS_SINCE
from tests.rules import test_there_and_back_again_helpers as tba
from tests.support import decide_from, only

BOFUR, ARKENSTONE = "TW-132", "TW-341"
GIVE = f"transfer:{ARKENSTONE}:{BOFUR}:{tba.BILBO}"
SEED = 1  # Bofur rolls 5, 4 with his -1: the 4 points a Dwarf's Arkenstone has discard him


def given(version: int) -> Fact:
    """Bofur's check as he gives The Arkenstone to Bilbo at Bag End, played at ``version``."""
    state = tba.give(tba.keep(tba.fresh(), tba.BILBO, BOFUR), BOFUR, ARKENSTONE)
    facts, _ = decide_from(tba.played_as(version), state, GIVE, seed=SEED)
    return only(facts, "CorruptionChecked")


@pytest.mark.rule("CoE-7.1", "CoE-2.II.5")
def test_a_dwarfs_check_bearing_the_arkenstone_is_recorded_against_its_points() -> None:
    assert CHECK_POINTS_SINCE == 70 <= int(tba.RULESET.version)
    check = given(CHECK_POINTS_SINCE)
    recorded = check["check"]
    assert (check["roll"], check["points"], check["result"]) == (5, 4, "discarded")
    assert (recorded["total"], recorded["target"], recorded["passed"]) == (4, 4, False)
    # The line read the points already; the record now agrees with it.
    assert tba.RULESET.narrate(check) == (
        "Corruption check of Bofur: 5 -1 (Bofur's -1 to all his corruption checks) = 4 "
        "against 4: discarded. [CoE-7.1]")


@pytest.mark.rule("CoE-7.1", "CoE-2.II.5")
def test_before_the_version_the_record_named_his_own_points() -> None:
    check = given(CHECK_POINTS_SINCE - 1)
    recorded = check["check"]
    assert (check["roll"], check["points"], check["result"]) == (5, 4, "discarded")
    assert (recorded["total"], recorded["target"], recorded["passed"]) == (4, 2, True)
