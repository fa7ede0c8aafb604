"""The Road Goes Ever On: the last abilities of Appendix 1 that needed a part of the game of
their own: Frodo's direct influence against Sam Gamgee (RGO-ABIL-24, a follower), Balin's
stored Hoard item (RGO-ABIL-5) and Arinmîr's Moon (RGO-ABIL-3). Constructed states."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from domain.engine.characters import Item
from domain.engine.influence import general_influence_used
from domain.errors import IllegalAction
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import followers, moon, storing
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import LONG_EVENT, SITE, State
from tests.rules.rgo_support import (
    at_version,
    begin,
    card,
    company,
    decided,
    ids,
    moving,
    organizing,
    run,
    state,
    with_coe_cards,
)


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
    """Frodo (mind 5), Aragorn (9) and Gimli (6) at Bag End, Sam's home site, the only place
    he comes into play (CoE-2.II.2.2): 20, all the general influence; Sam Gamgee (mind 4) in
    hand."""
    chars = company(rgo, *names) if names else company(rgo, "Frodo", "Aragorn II", "Gimli")
    return organizing(rgo, characters=chars, hand=ids(rgo, "Sam Gamgee"),
                      **{"site": card(rgo, "Bag End"), **fields})


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
def test_only_sam_and_only_with_frodo_before_any_follower_was_played(rgo) -> None:  # type: ignore[no-untyped-def]
    # Before followers.DIRECT_SINCE Frodo's bonus was the only way in under direct influence
    # (test_road_goes_ever_on_direct_influence.py has any character's, from then).
    sam, frodo, aragorn, merry = ids(rgo, "Sam Gamgee", "Frodo", "Aragorn II", "Merry")
    rgo = at_version(rgo, "216")
    start = full_influence(rgo)
    assert refused(rgo, start, f"play-follower:{sam}:{aragorn}") == (
        "Aragorn II is not Frodo, in this company and no one's follower. [RGO-ABIL-24]")
    with_merry = replace(start, hand=(merry,))
    assert refused(rgo, with_merry, f"play-follower:{merry}:{frodo}") == (
        "Frodo's bonus is used only to bring Sam Gamgee from the hand. [RGO-ABIL-24]")
    no_frodo = full_influence(rgo, "Aragorn II", "Gimli")
    assert not [a for a in action_ids(rgo, no_frodo) if a.startswith("play-follower")]
    assert refused(rgo, no_frodo, f"play-follower:{sam}:{frodo}") == (
        "Frodo is not in this company, or is a follower. [RGO-ABIL-24]")


@pytest.mark.rule("RGO-ABIL-24", "RGO-GEN-1", "CoE-2.II.2.2")
def test_sam_as_follower_comes_in_only_where_a_character_may(rgo) -> None:  # type: ignore[no-untyped-def]
    sam, frodo, bree = ids(rgo, "Sam Gamgee", "Frodo", "Bree")
    away = full_influence(rgo, site=bree)
    assert refused(rgo, away, f"play-follower:{sam}:{frodo}") == (
        "Sam Gamgee can come into play only at a Haven or at his home site. [RGO-GEN-1]")
    # Not a starting character, Sam comes into play only at Bag End, not at a Haven.
    haven = full_influence(rgo, site=card(rgo, "Rivendell"))
    assert refused(rgo, haven, f"play-follower:{sam}:{frodo}") == (
        "Sam Gamgee comes into play only at his home site (Bag End). [CoE-2.II.2.2]")
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


# -- storing items, and Balin's extra point (CoE 2.II.4, RGO-ABIL-5) ----------------------------

@pytest.fixture(scope="module")
def hoard(starter, coe_cards_path: Path) -> RoadGoesEverOn:  # type: ignore[no-untyped-def]
    """The starter catalog with a Hoard item of The Dragons (Valiant Sword, 2 MP)."""
    return with_coe_cards(starter, coe_cards_path, ("Valiant Sword",))


def bearing(rgo: RoadGoesEverOn, site: str, *names: str, item: str = "Valiant Sword",
            **fields: object) -> State:
    """``names`` organizing at ``site``, the first bearing ``item``."""
    chars = company(rgo, *names)
    first = replace(chars[0], items=(Item.from_card(rgo.catalog.find(item)),))
    return organizing(rgo, site=card(rgo, site), characters=(first, *chars[1:]), **fields)


def stored(rgo: RoadGoesEverOn, start: State, item: str) -> tuple[list[Fact], State]:
    """``item`` stored by its bearer, the company's first character."""
    return run(rgo, start, lambda ctx: decided(
        rgo, ctx, f"store-item:{item}:{start.characters[0].card_id}"))


@pytest.mark.rule("RGO-ABIL-5", "CoE-2.II.4")
def test_balins_company_stores_a_hoard_item_at_a_dwarf_hold_for_one_point_more(hoard) -> None:  # type: ignore[no-untyped-def]
    start = bearing(hoard, "Blue Mountain Dwarf-hold", "Balin", "Gimli")
    sword, balin = ids(hoard, "Valiant Sword", "Balin")
    assert f"store-item:{sword}:{balin}" in action_ids(hoard, start)
    facts, after = stored(hoard, start, sword)
    # Balin's check waits for Gimli's help (check_helpers.OTHERS_SINCE), rolled unhelped.
    assert [(f.kind, f.rule) for f in facts if f.kind != "DiceRolled"] == [
        ("CheckAwaited", "CoE-7.1.1"), ("CorruptionChecked", "CoE-2.II.4"),
        ("ItemStored", "CoE-2.II.4"), ("MarshallingPointsGained", "RGO-ABIL-5")]
    assert facts[-2]["points"] == 2 and facts[-1]["points"] == 1
    assert after.character(balin).items == ()  # type: ignore[union-attr]
    assert [(r.card, r.kind, r.points) for r in after.mp] == [(sword, "item", 2),
                                                              (sword, "item", 1)]
    assert hoard.points(after)["item"] == 3  # borne, the sword counted its 2


@pytest.mark.rule("RGO-ABIL-5", "CoE-2.II.4")
def test_without_balin_a_hoard_item_stored_at_a_dwarf_hold_keeps_its_own_points(hoard) -> None:  # type: ignore[no-untyped-def]
    start = bearing(hoard, "Blue Mountain Dwarf-hold", "Gimli", "Legolas")
    sword = card(hoard, "Valiant Sword")
    facts, after = stored(hoard, start, sword)
    assert [(f.kind, f["points"]) for f in facts if f.kind in (
        "ItemStored", "MarshallingPointsGained")] == [("ItemStored", 2)]
    assert hoard.points(after)["item"] == 2


@pytest.mark.rule("RGO-ABIL-5", "CoE-2.II.4")
def test_where_an_item_may_be_stored(hoard) -> None:  # type: ignore[no-untyped-def]
    dagger, sword, balin = ids(hoard, "Dagger of Westernesse", "Valiant Sword", "Balin")
    plain = bearing(hoard, "Blue Mountain Dwarf-hold", "Balin", item="Dagger of Westernesse")
    assert f"store-item:{dagger}:{balin}" not in action_ids(hoard, plain)
    assert refused(hoard, plain, f"store-item:{dagger}:{balin}") == (
        "Dagger of Westernesse is no Hoard item: only a Hoard item is stored at a Dwarf-hold. "
        "[RGO-ABIL-5]")
    at_bree = bearing(hoard, "Bree", "Balin")
    assert refused(hoard, at_bree, f"store-item:{sword}:{balin}") == (
        "An item is stored at a Haven, or a Hoard item at a Dwarf-hold, not at Bree. "
        "[CoE-2.II.4]")
    at_haven = bearing(hoard, "Rivendell", "Balin", item="Dagger of Westernesse")
    facts, _ = stored(hoard, at_haven, dagger)
    assert [(f.kind, f.rule) for f in facts if f.kind.startswith(("Item", "Marshalling"))] == [
        ("ItemStored", "CoE-2.II.4")]
    in_site_phase = bearing(hoard, "Rivendell", "Balin", phase=SITE)
    assert refused(hoard, in_site_phase, f"store-item:{sword}:{balin}") == (
        "An item is stored in the organization phase. [CoE-2.II.4]")
    old = hoard.at_version(str(storing.SINCE_VERSION - 1))
    assert not [a for a in action_ids(old, at_haven) if a.startswith("store-item")]


# -- Arinmîr's Moon (RGO-ABIL-3) ------------------------------------------------------------------

def under_the_moon(rgo: RoadGoesEverOn, *names: str, moon: bool = True) -> State:
    """``names`` leave Moria for Lórien through two Wildernesses with Giant Spiders in the
    pile (keyed only to two Wildernesses), a Moon in play or not."""
    in_play = ids(rgo, "Moon") if moon else ()
    return moving(rgo, "Giant Spiders", characters=company(rgo, *names), long_in_play=in_play)


def keyed(facts: list[Fact]) -> list[tuple[str, str | None]]:
    return [(f.kind, f.rule) for f in facts if f.kind in ("HazardKeyed", "HazardDiscarded")]


@pytest.mark.rule("RGO-ABIL-3")
def test_arinmirs_moon_treats_wildernesses_as_border_lands_for_the_hazards(rgo) -> None:  # type: ignore[no-untyped-def]
    facts = begin(rgo, under_the_moon(rgo, "Arinmîr", "Aragorn II")).facts
    treated = [(f.rule, f["character"], f["path"], f["treated"]) for f in facts
               if f.kind == "SitePathTreated"]
    assert treated == [("RGO-ABIL-3", card(rgo, "Arinmîr"), ["wilderness", "wilderness"],
                        ["border-land", "border-land"])]
    assert keyed(facts) == [("HazardDiscarded", "RGO-HAZ-4")]  # no Wilderness is left


@pytest.mark.rule("RGO-ABIL-3")
def test_the_moon_does_nothing_without_arinmir_or_before_its_version(rgo) -> None:  # type: ignore[no-untyped-def]
    old = rgo.at_version(str(moon.SINCE_VERSION - 1))
    for ruleset, start in ((rgo, under_the_moon(rgo, "Aragorn II", "Legolas")),
                           (rgo, under_the_moon(rgo, "Arinmîr", "Aragorn II", moon=False)),
                           (old, under_the_moon(rgo, "Arinmîr", "Aragorn II"))):
        facts = begin(ruleset, start).facts
        assert [f for f in facts if f.kind == "SitePathTreated"] == []
        assert keyed(facts) == [("HazardKeyed", "RGO-HAZ-4")]


# -- the automatic player and Skill tokens (RGO-TOKEN-7) ------------------------------------------

@pytest.mark.rule("RGO-TOKEN-7")
def test_the_automatic_player_explores_with_a_skill_token_when_one_may_stand_in(rgo) -> None:  # type: ignore[no-untyped-def]
    aragorn = card(rgo, "Aragorn II")
    weathertop = replace(state(rgo, site=card(rgo, "Weathertop"), phase=SITE, turn=2),
                         skill_tokens=((aragorn, 1),))
    assert rgo.policy(weathertop, rgo.actions(weathertop)) == ("explore:skill-token", {})
    no_token = replace(weathertop, skill_tokens=())
    assert rgo.policy(no_token, rgo.actions(no_token)) == ("explore", {})


# -- Arinmîr's Stars (RGO-ABIL-3) -----------------------------------------------------------------

def starlit(rgo: RoadGoesEverOn, *names: str, path: tuple[str, ...]) -> State:
    """``names`` in the long-event phase, their movement planned along ``path``, Stars in
    hand and a Barrow-wight (keyed to a Shadow-land or a Dark-domain) in the pile."""
    return replace(moving(rgo, "Barrow-wight", characters=company(rgo, *names)),
                   phase=LONG_EVENT, path=path, hand=ids(rgo, "Stars"))


@pytest.mark.rule("RGO-ABIL-3")
def test_arinmirs_stars_treats_one_region_for_the_rest_of_the_turn(rgo) -> None:  # type: ignore[no-untyped-def]
    stars = card(rgo, "Stars")
    start = starlit(rgo, "Arinmîr", "Aragorn II",
                    path=("wilderness", "shadow-land", "dark-domain"))
    assert [a.id for a in rgo.actions(start) if a.id.startswith("stars:")] == [
        f"stars:{stars}:2", f"stars:{stars}:3"]
    facts, after = run(rgo, start, lambda ctx: rgo.decide(ctx, f"stars:{stars}:3", {}))
    assert [(f.kind, f.rule, f["treated"]) for f in facts] == [
        ("SitePathTreated", "RGO-ABIL-3", ["wilderness", "shadow-land", "shadow-land"])]
    assert (after.path, after.hand, after.discard[-1]) == (
        ("wilderness", "shadow-land", "shadow-land"), (), stars)
    again = replace(after, hand=(stars,))
    assert refused(rgo, again, f"stars:{stars}:2") == (
        "Stars cannot be duplicated: one is already in effect this turn. [RGO-ABIL-3]")


@pytest.mark.rule("RGO-ABIL-3", "RGO-HAZ-4")
def test_a_shadow_land_treated_as_a_wilderness_keys_no_barrow_wight(rgo) -> None:  # type: ignore[no-untyped-def]
    stars = card(rgo, "Stars")
    start = starlit(rgo, "Arinmîr", "Aragorn II", path=("shadow-land",))
    assert keyed(begin(rgo, replace(start, phase=SITE)).facts) == [("HazardKeyed", "RGO-HAZ-4")]
    _, after = run(rgo, start, lambda ctx: rgo.decide(ctx, f"stars:{stars}:1", {}))
    assert keyed(begin(rgo, after).facts) == [("HazardDiscarded", "RGO-HAZ-4")]


@pytest.mark.rule("RGO-ABIL-3")
def test_stars_is_refused_without_arinmir_on_another_region_or_before_its_version(rgo) -> None:  # type: ignore[no-untyped-def]
    stars = card(rgo, "Stars")
    alone = starlit(rgo, "Aragorn II", "Legolas", path=("shadow-land",))
    assert not [a for a in rgo.actions(alone) if a.id.startswith("stars:")]
    assert refused(rgo, alone, f"stars:{stars}:1") == (
        "Stars is played as with Gates of Morning only with Arinmîr or Gates of Morning in "
        "play. [RGO-ABIL-3]")
    before_gates = rgo.at_version("160")  # Gates of Morning never in play yet
    assert refused(before_gates, alone, f"stars:{stars}:1") == (
        "Stars is played as with Gates of Morning only with Arinmîr in play. [RGO-ABIL-3]")
    wild = starlit(rgo, "Arinmîr", "Aragorn II", path=("wilderness",))
    assert refused(rgo, wild, f"stars:{stars}:1") == (
        "Region 1 of the site path is no Dark-domain or Shadow-land. [RGO-ABIL-3]")
    old = rgo.at_version(str(moon.STARS_SINCE_VERSION - 1))
    shadowed = starlit(rgo, "Arinmîr", "Aragorn II", path=("shadow-land",))
    assert not [a for a in old.actions(shadowed) if a.id.startswith("stars:")]


@pytest.mark.rule("RGO-ABIL-24", "CoE-2.II.2.2.2")
def test_the_board_shows_sam_following_frodo_and_the_general_influence_used(rgo) -> None:  # type: ignore[no-untyped-def]
    sam, frodo = ids(rgo, "Sam Gamgee", "Frodo")
    _, after = run(rgo, full_influence(rgo), lambda ctx: rgo.decide(
        ctx, f"play-follower:{sam}:{frodo}", {}))
    board = rgo.board(after)
    assert board["general_influence"] == {"used": 20, "of": 20}
    assert [(c["name"], c["follower_of"]) for c in board["company"]] == [
        ("Frodo", None), ("Aragorn II", None), ("Gimli", None), ("Sam Gamgee", "Frodo")]
