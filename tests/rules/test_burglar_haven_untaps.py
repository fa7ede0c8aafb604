"""A Haven the company leaves untaps in Burglar Wants a Good Job from ``HAVEN_UNTAPS_FROM``
(CoE-2.IV.viii: as the movement/hazard phase of a company that moved ends, its site of origin
leaves play, a Haven back to the location deck; BWJ-SEQ-17: the site phase as standard), so Old
Road is played there again on a later visit. A site that is no Haven stays tapped. Earlier
versions replay as played: a Haven once tapped stayed tapped."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import HAVEN_UNTAPS_FROM
from tests.rules import burglar_support as bwj
from tests.support import advance_from, only

OLD_ROAD, BEORNINGS, LORIEN, BAG_END = "TW-294", "TW-197", "TW-408", "TW-372"
OLD_ROAD_PLAY = f"old-road:{bwj.BILBO}:{BEORNINGS}"
BEFORE = bwj.played_as(str(HAVEN_UNTAPS_FROM - 1))


def _left(origin: str, to: str, *tapped: str) -> State:
    """The Burglar having moved from ``origin`` to ``to``, ``tapped`` the sites tapped, no
    hazard to play, a hand of five with no Bridge."""
    return bwj.moving(bwj.fresh(), origin, to, hand=bwj.fresh().hand[:5], tapped_sites=tapped)


def _back_at_lorien(state: State) -> State:
    """A later turn: the company back in its site phase at Lórien, Old Road and the Beornings
    in hand."""
    return bwj.at(state, "Lórien", phase="site", step="before-entering",
                  hand=(OLD_ROAD, BEORNINGS))


@pytest.mark.rule("CoE-2.IV.viii", "BWJ-SEQ-17", "CoE-2.V.3")
def test_a_haven_left_untaps_and_old_road_is_played_there_again() -> None:
    assert int(bwj.RULESET.version) >= HAVEN_UNTAPS_FROM
    facts, after = bwj.advance(_left("Lórien", "Rivendell", LORIEN))
    assert [(f.kind, f.rule) for f in facts] == [
        ("HazardPlayEnded", "BWJ-SEQ-11"), ("SiteUntapped", "CoE-2.IV.viii"),
        ("PhaseBegan", "BWJ-SEQ-17")]
    assert dict(only(facts, "SiteUntapped").data) == {"site": LORIEN}
    assert after.tapped_sites == ()
    # The second visit: Old Road is played at Lórien again, which it taps.
    back = _back_at_lorien(after)
    assert OLD_ROAD_PLAY in bwj.ids(back)
    facts, played = bwj.act(back, OLD_ROAD_PLAY, seed=7)
    assert only(facts, "FactionInfluenced")["succeeded"] is True
    assert played.tapped_sites == (LORIEN,)


@pytest.mark.rule("CoE-2.IV.viii", "BWJ-SEQ-17")
def test_a_site_that_is_no_haven_stays_tapped_and_a_haven_not_left_too() -> None:
    # Bag End, no Haven, left for Rivendell: tapped still, no fact of it.
    facts, after = bwj.advance(_left("Bag End", "Rivendell", BAG_END))
    assert not [f for f in facts if f.kind == "SiteUntapped"]
    assert after.tapped_sites == (BAG_END,)
    # A company that did not move (turned back, or staying) leaves no site.
    stayed = replace(_left("Lórien", "Lórien", LORIEN), moved=False)
    facts, after = bwj.advance(stayed)
    assert not [f for f in facts if f.kind == "SiteUntapped"]
    assert after.tapped_sites == (LORIEN,)


@pytest.mark.rule("CoE-2.IV.viii", "BWJ-SEQ-17", "CoE-2.V.3")
def test_before_the_version_a_tapped_haven_stayed_tapped() -> None:
    facts, after = advance_from(BEFORE, _left("Lórien", "Rivendell", LORIEN), 7)
    assert [(f.kind, f.rule) for f in facts] == [
        ("HazardPlayEnded", "BWJ-SEQ-11"), ("PhaseBegan", "BWJ-SEQ-17")]
    assert after.tapped_sites == (LORIEN,)
    # The second visit: Old Road is refused, the Haven tapped.
    back = _back_at_lorien(after)
    assert OLD_ROAD_PLAY not in [a.id for a in BEFORE.actions(back)]
    assert bwj.refusal(back, OLD_ROAD_PLAY) == (
        "Old Road is played at an untapped Haven, and Lórien is tapped.", "CoE-2.V.3")
