"""A Haven the company leaves untaps in Burglar Wants a Good Job from ``HAVEN_UNTAPS_FROM``
(CoE-2.IV.viii: as the movement/hazard phase of a company that moved ends, its site of origin
leaves play, a Haven back to the location deck; BWJ-SEQ-17: the site phase as standard), so Old
Road is played there again on a later visit. A site that is no Haven stays tapped. Where the
company moves on (Bridge from the Haven it reached, Shadowfax's ride), the Haven it left untaps
as the first movement/hazard phase ends, before the move on is offered, and each further phase
untaps its own site of origin, if a tapped Haven. Earlier versions replay as played: a Haven
once tapped stayed tapped."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.ruleset import Fact
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


BRIDGE, SHADOWFAX, RIVENDELL = "TW-202", "TW-326", "TW-421"


def _bridging(ruleset: object = bwj.RULESET) -> tuple[list[Fact], State]:
    """The Burglar having left a tapped Lórien for Rivendell, Bridge in hand: the
    movement/hazard phase played on to the offer of Bridge."""
    state = _left("Lórien", "Rivendell", LORIEN)
    return advance_from(ruleset, replace(state, hand=(BRIDGE, *state.hand[:4])), 7)


@pytest.mark.rule("CoE-2.IV.viii", "CoE-5.1", "CoE-2.II.7.i", "BWJ-SEQ-17")
def test_with_bridge_the_haven_left_untaps_as_the_first_phase_ends() -> None:
    # The phase of the move to Rivendell ends: Lórien leaves play, untapped, before Bridge is
    # offered at Rivendell.
    facts, waiting = _bridging()
    assert [(f.kind, f.rule) for f in facts] == [
        ("HazardPlayEnded", "BWJ-SEQ-11"), ("SiteUntapped", "CoE-2.IV.viii"),
        ("BridgeMayBePlayed", "CoE-5.1")]
    assert (dict(facts[1].data), waiting.tapped_sites) == ({"site": LORIEN}, ())
    # Bridge takes the company back to Lórien, which it finds untapped; as that move's phase
    # ends its site of origin, Rivendell, leaves play untapped as it was: nothing untaps.
    _, moved = bwj.act(waiting, f"play:{BRIDGE}:bridge:{LORIEN}")
    assert (moved.location, moved.turn_start, moved.tapped_sites) == ("Lórien", "Rivendell", ())
    facts, ended = bwj.advance(replace(moved, step="", draws_left=0))
    assert "SiteUntapped" not in [f.kind for f in facts]
    assert (facts[-1].kind, ended.phase, ended.location, ended.tapped_sites) == (
        "PhaseBegan", "site", "Lórien", ())
    # Moving no further from Rivendell: the movement ends again, nothing more untaps.
    facts, stayed = bwj.act(waiting, "bridge-done")
    assert [f.kind for f in facts] == ["BridgeNotPlayed", "PhaseBegan"]
    assert (stayed.phase, stayed.tapped_sites) == ("site", ())


@pytest.mark.rule("CoE-2.IV.viii", "CoE-2.IV", "BWJ-SEQ-16")
def test_with_shadowfax_the_haven_left_untaps_before_he_may_carry_the_company_on() -> None:
    # The Burglar left a tapped Rivendell for Bree with Shadowfax: Rivendell untaps as the
    # phase ends, before the game waits for Shadowfax's ride.
    state = bwj.moving(bwj.fresh(), "Rivendell", "Bree", step="adjust",
                       tapped_sites=(RIVENDELL,), allies=((SHADOWFAX, bwj.BILBO),))
    facts, waiting = bwj.advance(state)
    assert [(f.kind, f.rule) for f in facts] == [("SiteUntapped", "CoE-2.IV.viii"),
                                                 ("MoveOnOffered", "CoE-2.IV")]
    assert (dict(facts[0].data), waiting.tapped_sites) == ({"site": RIVENDELL}, ())
    # He carries it back to Rivendell, untapped; Bree, no Haven, leaves play with no untap.
    _, moved = bwj.act(waiting, f"ally-ride:{SHADOWFAX}:{RIVENDELL}")
    assert (moved.location, moved.turn_start, moved.tapped_sites) == ("Rivendell", "Bree", ())
    facts, ended = bwj.advance(replace(moved, step="adjust", draws_left=0))
    assert [(f.kind, f["phase"]) for f in facts] == [("PhaseBegan", "site")]
    assert (ended.location, ended.tapped_sites) == ("Rivendell", ())
    # The version before: Rivendell stays tapped, the company carried back to it tapped.
    facts, waiting = advance_from(BEFORE, state, 7)
    assert [f.kind for f in facts] == ["MoveOnOffered"]
    _, moved = bwj.act(waiting, f"ally-ride:{SHADOWFAX}:{RIVENDELL}", ruleset=BEFORE)
    assert (moved.location, moved.tapped_sites) == ("Rivendell", (RIVENDELL,))


@pytest.mark.rule("CoE-2.IV.viii", "CoE-5.1")
def test_before_the_version_bridge_left_the_haven_tapped() -> None:
    facts, waiting = _bridging(BEFORE)
    assert [f.kind for f in facts] == ["HazardPlayEnded", "BridgeMayBePlayed"]
    _, moved = bwj.act(waiting, f"play:{BRIDGE}:bridge:{LORIEN}", ruleset=BEFORE)
    assert (moved.location, moved.tapped_sites) == ("Lórien", (LORIEN,))
