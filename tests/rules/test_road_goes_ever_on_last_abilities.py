"""The Road Goes Ever On: the last abilities of Appendix 1 that needed a part of the game of
their own: Frodo's direct influence against Sam Gamgee (RGO-ABIL-24, a follower), Balin's
stored Hoard item (RGO-ABIL-5) and Arinmîr's Moon (RGO-ABIL-3). Constructed states."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.influence import general_influence_used
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import followers
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, State
from tests.rules.rgo_support import company, ids, organizing, run


def action_ids(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s)]


def refused(rgo: RoadGoesEverOn, s: State, action: str) -> str:
    ctx = Context(rgo, Table(1, {}, s))
    with pytest.raises(IllegalAction) as error:
        rgo.decide(ctx, action, {})
    assert ctx.facts == []
    return str(error.value)


# -- Frodo and Sam (RGO-ABIL-24) ----------------------------------------------------------------

def full_influence(rgo: RoadGoesEverOn, *names: str, **fields: object) -> State:
    """Frodo (mind 5), Aragorn (9) and Gimli (6) at Rivendell: 20, all the general influence;
    Sam Gamgee (mind 4) in hand."""
    chars = company(rgo, *names) if names else company(rgo, "Frodo", "Aragorn II", "Gimli")
    return organizing(rgo, characters=chars, hand=ids(rgo, "Sam Gamgee"), **fields)


@pytest.mark.rule("RGO-ABIL-24", "CoE-2.II.2.2.2")
def test_sam_comes_in_under_frodos_influence_when_no_general_influence_is_left(rgo) -> None:  # type: ignore[no-untyped-def]
    start = full_influence(rgo)
    sam, frodo = ids(rgo, "Sam Gamgee", "Frodo")
    offered = action_ids(rgo, start)
    assert f"play-character:{sam}" not in offered  # 20 + 4 is over the general influence
    assert f"play-follower:{sam}:{frodo}" in offered
    facts, after = run(rgo, start, lambda ctx: rgo.decide(ctx, f"play-follower:{sam}:{frodo}",
                                                          {}))
    assert [(f.kind, f.rule) for f in facts] == [("CharacterPlayed", "RGO-ABIL-24"),
                                                 ("FollowerTaken", "RGO-ABIL-24")]
    taken = facts[1]
    assert (taken["follower"], taken["controller"], taken["mind"],
            taken["direct_influence"]) == (sam, frodo, 4, 4)  # Frodo's 1, +3 against Sam
    assert after.followers() == {sam: frodo}
    assert general_influence_used(after.every_character(), after.followers()) == 20
    assert sam not in after.hand


@pytest.mark.rule("RGO-ABIL-24")
def test_only_sam_and_only_with_frodo(rgo) -> None:  # type: ignore[no-untyped-def]
    sam, frodo, aragorn, merry = ids(rgo, "Sam Gamgee", "Frodo", "Aragorn II", "Merry")
    start = full_influence(rgo)
    assert refused(rgo, start, f"play-follower:{sam}:{aragorn}") == (
        f"{aragorn} is not Frodo, in this company and no one's follower. [RGO-ABIL-24]")
    with_merry = replace(start, hand=(merry,))
    assert refused(rgo, with_merry, f"play-follower:{merry}:{frodo}") == (
        "Frodo's bonus is used only to bring Sam Gamgee from the hand. [RGO-ABIL-24]")
    no_frodo = full_influence(rgo, "Aragorn II", "Gimli")
    assert not [a for a in action_ids(rgo, no_frodo) if a.startswith("play-follower")]
    assert refused(rgo, no_frodo, f"play-follower:{sam}:{frodo}") == (
        f"{frodo} is not Frodo, in this company and no one's follower. [RGO-ABIL-24]")


@pytest.mark.rule("RGO-ABIL-24", "RGO-GEN-1")
def test_sam_as_follower_comes_in_only_where_a_character_may(rgo) -> None:  # type: ignore[no-untyped-def]
    sam, frodo, bree = ids(rgo, "Sam Gamgee", "Frodo", "Bree")
    away = full_influence(rgo, site=bree)
    assert refused(rgo, away, f"play-follower:{sam}:{frodo}") == (
        "Sam Gamgee can come into play only at a Haven or at his home site. [RGO-GEN-1]")
    site_phase = full_influence(rgo, phase=SITE)
    assert refused(rgo, site_phase, f"play-follower:{sam}:{frodo}") == (
        "A character comes into play in the organization phase. [CoE-2.II.2.2.2]")


@pytest.mark.rule("RGO-ABIL-24")
def test_a_game_of_an_earlier_version_has_no_follower(rgo) -> None:  # type: ignore[no-untyped-def]
    old = rgo.at_version(str(followers.SINCE_VERSION - 1))
    start = full_influence(rgo)
    assert not [a for a in action_ids(old, start) if a.startswith("play-follower")]


@pytest.mark.rule("RGO-ABIL-24", "CoE-2.II.2.2.2")
def test_a_split_parting_sam_from_frodo_needs_general_influence_for_him(rgo) -> None:  # type: ignore[no-untyped-def]
    sam, frodo, gimli = ids(rgo, "Sam Gamgee", "Frodo", "Gimli")
    start = full_influence(rgo)
    _, with_sam = run(rgo, start, lambda ctx: rgo.decide(
        ctx, f"play-follower:{sam}:{frodo}", {}))
    offered = action_ids(rgo, with_sam)
    assert f"split:{sam}" not in offered and f"split:{frodo}" not in offered
    assert f"split:{gimli}" in offered
    assert refused(rgo, with_sam, f"split:{sam}") == (
        "Sam Gamgee would leave his controller's company for general influence, and too "
        "little is left. [CoE-2.II.2.2.2]")
    # Frodo and Sam leaving together stay master and follower.
    _, split = run(rgo, with_sam, lambda ctx: rgo.decide(ctx, f"split:{frodo},{sam}", {}))
    assert split.followers() == {sam: frodo}
