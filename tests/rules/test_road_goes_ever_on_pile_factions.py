"""The Road Goes Ever On from ``pile_factions.SINCE``: two copies of one faction in the
marshalling-point pile are each their own. A copy lost to a Battle's casualties leaves the
other in the pile, which alone rolls after the next attack; a copy tapped leaves the other
untapped. Constructed states played with the real ruleset; the version before plays as it was
played (one copy lost took both, one tapped tapped both)."""

from __future__ import annotations

import pytest

from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import battles, pile_factions
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import BattleFight, MPRecord, Quest, State
from tests.rules.rgo_support import at_version
from tests.rules.test_road_goes_ever_on_battles_in_play import (
    BREE,
    NORTH,
    RANGERS,
    SHIRE,
    at_bree,
    fixture_battles,
    with_battles,
)

NOW = str(pile_factions.SINCE)
BEFORE = str(pile_factions.SINCE - 1)
#: The seed whose casualty rolls, after the first attack, keep the first copy (a 7) and lose
#: the second (a 2).
ONE_LOST = 3
TWO_RANGERS = (MPRecord(RANGERS, "Rangers of the North", "faction", 3),) * 2


def two_supporting(rgo: RoadGoesEverOn) -> State:
    """Defend the North under way at Bree, its first attack faced, both copies of the
    Rangers of the North in the pile supporting it."""
    return at_bree(rgo, display=(Quest(SHIRE, ()),), mp=TWO_RANGERS,
                   battle=BattleFight(NORTH, BREE, (RANGERS, RANGERS), 2, faced=1))


def casualties(version: str) -> tuple[list[tuple[object, ...]], int, int]:
    """The casualty facts after the Battle's first attack (the roll's total, whether lost;
    the cards lost and whether by copy), the copies left in the pile, and how many casualty
    rolls follow its second attack."""
    rgo = at_version(with_battles(), version)
    [north] = [b for b in fixture_battles() if b.id == NORTH]
    first, second = battles.attacks(north, 2)
    ctx = Context(rgo, Table(ONE_LOST, {}, two_supporting(rgo)))
    battles.after_attack(ctx, first, beaten=True, killed=False)
    facts = [(f.kind, f.rule, f["check"]["total"], f["removed"]) if f.kind == "CasualtyRolled"
             else (f.kind, f.rule, f["cards"], f.get("one_copy"))
             for f in ctx.facts if f.kind in ("CasualtyRolled", "MarshallingPointsLost")]
    left, before = len(ctx.state.mp), len(ctx.facts)
    battles.after_attack(ctx, second, beaten=True, killed=False)
    return facts, left, sum(f.kind == "CasualtyRolled" for f in ctx.facts[before:])


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_keeps_the_pile_s_factions_by_copy() -> None:
    rgo = with_battles()
    assert int(rgo.version) >= int(NOW) and BEFORE in rgo.replays


@pytest.mark.rule("RGO-BATTLE-7")
def test_a_copy_lost_to_casualties_leaves_the_other_supporting_the_battle() -> None:
    rolled = [("CasualtyRolled", "RGO-BATTLE-7", 7, False),
              ("CasualtyRolled", "RGO-BATTLE-7", 2, True)]
    assert casualties(NOW) == (
        [*rolled, ("MarshallingPointsLost", "RGO-BATTLE-7", [RANGERS], True)], 1, 1)
    # Before: the copy lost took the other with it, so nothing rolls after the next attack.
    assert casualties(BEFORE) == (
        [*rolled, ("MarshallingPointsLost", "RGO-BATTLE-7", [RANGERS], None)], 0, 0)


@pytest.mark.rule("RGO-FACTION-4", "RGO-FACTION-5")
def test_a_copy_tapped_leaves_the_other_untapped() -> None:
    rgo = with_battles()
    tapped_once = at_bree(rgo, mp=TWO_RANGERS, tapped_factions=(RANGERS,))
    assert pile_factions.untapped(tapped_once, NOW) == [RANGERS]
    assert [t for _, t in pile_factions.tapped(tapped_once, NOW)] == [True, False]
    assert pile_factions.untapped(tapped_once, BEFORE) == []
    both = at_bree(rgo, mp=TWO_RANGERS, tapped_factions=(RANGERS, RANGERS))
    assert pile_factions.untapped(both, NOW) == []


@pytest.mark.not_a_rule("a single copy: the fact is as before")
def test_a_faction_of_one_copy_is_lost_as_before() -> None:
    rgo = with_battles()
    one = at_bree(rgo)
    assert pile_factions.lost_fields(one, NOW, [RANGERS]) == {}
    assert pile_factions.lost_fields(at_bree(rgo, mp=TWO_RANGERS), NOW, [RANGERS]) == {
        "one_copy": True}
    assert pile_factions.lost_fields(at_bree(rgo, mp=TWO_RANGERS), BEFORE, [RANGERS]) == {}
