"""The Road Goes Ever On: the cards played from the hand before the company's hazards are drawn
that limit where hazard creatures are keyed against it this turn (version 81 on,
travel_cards.py): Ford (an untapped ranger taps: none by a Wilderness), Secret Entrance (an
untapped sage taps: none at the site) and Secret Passage (a company moving to a Ruins & Lairs:
only at the site)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import travel_cards
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import LONG_EVENT, State
from tests.rules.rgo_support import company, ids, play, state, with_coe_cards

OLD = str(travel_cards.KEYING_SINCE - 1)


def leaving(rgo: RoadGoesEverOn, card: str, to: str, path: tuple[str, ...], *pile: str,
            **fields: Any) -> State:
    """Aragorn II and Bilbo leave Lórien for ``to`` with ``card`` in hand and ``pile`` as the
    hazard deck, in the long-event phase."""
    hand, lorien, site = ids(rgo, card, "Lórien", to)
    return replace(state(rgo, phase=LONG_EVENT, site=lorien, destination=site, path=path,
                         characters=company(rgo, "Aragorn II", "Bilbo"),
                         hazards=ids(rgo, *pile), hand=(hand,)), **fields)


def offered(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith(("resource:", "declare-resource:"))]


def hazards(rgo: RoadGoesEverOn, start: State, action: str) -> list[tuple[str, str, str]]:
    """Where each creature revealed was keyed, or why it was discarded unplayed: (its name,
    the fact, the place or reason)."""
    ctx = Context(rgo, Table(1, {}, start))
    play(rgo, ctx, action, "continue")
    limited = next(f for f in ctx.facts if f.kind == "CreatureKeyingLimited")
    assert (limited.rule, limited["company"]) == ("CoE-5.1", start.company)
    return [(rgo.catalog.get(f["card"]).name, f.kind, f["place"] if "place" in f.data
             else f["reason"]) for f in ctx.facts if f.kind == "HazardKeyed"
            or (f.kind == "HazardDiscarded" and f["reason"] != "the attack is over")]


def refused(rgo: RoadGoesEverOn, s: State, action: str) -> tuple[str | None, str]:
    ctx = Context(rgo, Table(1, {}, s))
    with pytest.raises(IllegalAction) as no:
        rgo.decide(ctx, action, {})
    assert ctx.facts == []
    return no.value.clause, no.value.message


@pytest.mark.rule("CoE-5.1", "RGO-HAZ-4")
def test_ford_keeps_creatures_from_being_keyed_to_a_wilderness(rgo: RoadGoesEverOn) -> None:
    ford, aragorn = ids(rgo, "Ford", "Aragorn II")
    start = leaving(rgo, "Ford", "Edoras", ("wilderness", "border-land"), "Huorn", "Wolves")
    assert offered(rgo, start) == [f"resource:{ford}:ford:{aragorn}"]
    assert hazards(rgo, start, f"resource:{ford}:ford:{aragorn}") == [
        ("Huorn", "HazardDiscarded",
         "it cannot be keyed to the rest of the site path (as Ford allows)"),
        ("Wolves", "HazardKeyed", "region 2 (border-land)")]
    ctx = Context(rgo, Table(1, {}, start))
    rgo.decide(ctx, f"resource:{ford}:ford:{aragorn}", {})
    assert ctx.state.character(aragorn).state == "tapped"  # type: ignore[union-attr]


@pytest.mark.rule("CoE-2.IV.iii", "CoE-5.1")
def test_ford_needs_an_untapped_ranger_and_a_wilderness(rgo: RoadGoesEverOn) -> None:
    ford, aragorn, bilbo = ids(rgo, "Ford", "Aragorn II", "Bilbo")
    no_wilderness = leaving(rgo, "Ford", "Edoras", ("border-land",))
    assert offered(rgo, no_wilderness) == []
    assert refused(rgo, no_wilderness, f"resource:{ford}:ford:{aragorn}") == (
        "CoE-2.IV.iii", "Ford cannot be played for its ford mode: the company's site path has no "
                   "wilderness.")
    start = leaving(rgo, "Ford", "Edoras", ("wilderness",))
    assert refused(rgo, start, f"resource:{ford}:ford:{bilbo}")[1] == (
        "Ford cannot be played for its ford mode: it is played on a ranger, and Bilbo is none.")


@pytest.mark.rule("CoE-5.1", "RGO-HAZ-4")
def test_secret_entrance_keeps_creatures_from_the_site(rgo: RoadGoesEverOn) -> None:
    entrance, bilbo = ids(rgo, "Secret Entrance", "Bilbo")
    start = leaving(rgo, "Secret Entrance", "Moria", ("wilderness", "wilderness"),
                    "Pûkel-men", "Wolves")
    assert offered(rgo, start) == [f"resource:{entrance}:enter:{bilbo}"]
    assert hazards(rgo, start, f"resource:{entrance}:enter:{bilbo}") == [
        ("Pûkel-men", "HazardDiscarded",
         "it cannot be keyed to the rest of the site path (as Secret Entrance allows)"),
        ("Wolves", "HazardKeyed", "region 1 (wilderness)")]


@pytest.mark.rule("CoE-2.IV.iii", "CoE-5.1")
def test_secret_entrance_is_not_played_towards_a_dark_domain(rgo: RoadGoesEverOn) -> None:
    entrance, bilbo = ids(rgo, "Secret Entrance", "Bilbo")
    dark = leaving(rgo, "Secret Entrance", "Barad-dûr", ("wilderness", "dark-domain"))
    assert offered(rgo, dark) == []
    assert refused(rgo, dark, f"resource:{entrance}:enter:{bilbo}") == (
        "CoE-2.IV.iii", "Secret Entrance cannot be played for its enter mode: the company moves to "
                   "a site in a Dark-domain.")


@pytest.mark.rule("CoE-2.IV.iii", "CoE-5.1", "RGO-HAZ-4")
def test_secret_passage_lets_only_creatures_keyed_to_a_ruins_and_lairs_be_played(
        rgo: RoadGoesEverOn) -> None:
    passage = ids(rgo, "Secret Passage")[0]
    start = leaving(rgo, "Secret Passage", "Weathertop", ("wilderness", "wilderness"),
                    "Wolves", "Cave-drake")
    assert offered(rgo, start) == [f"resource:{passage}:pass"]
    assert hazards(rgo, start, f"resource:{passage}:pass") == [
        ("Wolves", "HazardDiscarded",
         "it cannot be keyed to the rest of the site path (as Secret Passage allows)"),
        ("Cave-drake", "HazardKeyed", "the site")]
    elsewhere = leaving(rgo, "Secret Passage", "Moria", ("wilderness", "wilderness"))
    assert offered(rgo, elsewhere) == []
    assert refused(rgo, elsewhere, f"resource:{passage}:pass") == (
        "CoE-2.IV.iii", "Secret Passage cannot be played for its pass mode: the company does not "
                   "move to a Ruins & Lairs site.")
    ctx = Context(rgo, Table(1, {}, replace(start, hand=(passage, passage))))
    rgo.decide(ctx, f"resource:{passage}:pass", {})
    assert refused(rgo, ctx.state, f"resource:{passage}:pass")[1] == (
        "Secret Passage cannot be played for its pass mode: it is in force on this company "
        "already this turn.")


@pytest.mark.rule("CoE-5.1")
def test_secret_entrance_keeps_an_on_guard_creature_off(rgo: RoadGoesEverOn) -> None:
    entrance, moria, pukel = ids(rgo, "Secret Entrance", "Moria", "Pûkel-men")
    start = leaving(rgo, "Secret Entrance", "Moria", ("wilderness", "wilderness"))
    site_phase = rgo.machinery(start)[1]
    guard = rgo.catalog.get(pukel)
    assert site_phase.guard_creature_problem(start, guard, rgo.catalog.get(moria)) is None
    entered = replace(start, keying_limits=((start.company, entrance, "Secret Entrance",
                                             travel_cards.NOT_AT_SITE),))
    assert site_phase.guard_creature_problem(entered, guard, rgo.catalog.get(moria)) == (
        "it cannot be keyed to the site (as Secret Entrance allows)", "CoE-5.1")


@pytest.mark.rule("CoE-5.1")
def test_the_automatic_player_plays_them_and_version_80_declared_them(
        rgo: RoadGoesEverOn) -> None:
    passage = ids(rgo, "Secret Passage")[0]
    start = leaving(rgo, "Secret Passage", "Weathertop", ("wilderness", "wilderness"))
    assert rgo.policy(start, rgo.actions(start))[0] == f"resource:{passage}:pass"
    old = rgo.at_version(OLD)
    assert isinstance(old, RoadGoesEverOn)
    assert offered(old, start) == [f"declare-resource:{passage}"]
    assert {coverage.in_ruleset("road-goes-ever-on", rgo.catalog.get(c)).status
            for c in travel_cards.keying_plays()} == {coverage.SCRIPTED}


# -- Eagle-mounts and Paths of the Dead (their keying; version 90 on) ----------------------------

def setting_out(rgo: RoadGoesEverOn, card: str, here: str, to: str, path: tuple[str, ...],
                *pile: str, who: tuple[str, ...] = ("Aragorn II", "Gimli")) -> State:
    """``who`` leave ``here`` for ``to`` with ``card`` in hand, in the long-event phase."""
    hand, site, new = ids(rgo, card, here, to)
    return state(rgo, phase=LONG_EVENT, site=site, destination=new, path=path,
                 characters=company(rgo, *who), hazards=ids(rgo, *pile), hand=(hand,))


@pytest.mark.rule("CoE-2.IV.iii", "CoE-5.1", "RGO-HAZ-4")
def test_eagle_mounts_lets_only_creatures_keyed_to_the_new_site_be_played(
        rgo: RoadGoesEverOn) -> None:
    mounts = ids(rgo, "Eagle-mounts")[0]
    start = setting_out(rgo, "Eagle-mounts", "Eagles' Eyrie", "Weathertop",
                        ("border-land", "wilderness"), "Wolves", "Cave-drake")
    assert offered(rgo, start) == [f"resource:{mounts}:fly"]
    assert hazards(rgo, start, f"resource:{mounts}:fly") == [
        ("Wolves", "HazardDiscarded",
         "it cannot be keyed to the rest of the site path (as Eagle-mounts allows)"),
        ("Cave-drake", "HazardKeyed", "the site")]
    elsewhere = setting_out(rgo, "Eagle-mounts", "Lórien", "Weathertop", ("wilderness",))
    assert refused(rgo, elsewhere, f"resource:{mounts}:fly") == (
        "CoE-2.IV.iii", "Eagle-mounts cannot be played for its fly mode: the company does not "
                        "begin the turn at Eagles’ Eyrie.")
    no_diplomat = setting_out(rgo, "Eagle-mounts", "Eagles' Eyrie", "Weathertop",
                              ("wilderness",), who=("Aragorn II",))
    assert refused(rgo, no_diplomat, f"resource:{mounts}:fly")[1] == (
        "Eagle-mounts cannot be played for its fly mode: no character of the company is a "
        "diplomat.")


@pytest.mark.rule("CoE-2.IV.iii", "CoE-5.1", "RGO-HAZ-4")
def test_paths_of_the_dead_lets_only_undead_be_played_anywhere(rgo: RoadGoesEverOn) -> None:
    paths = ids(rgo, "Paths of the Dead")[0]
    start = setting_out(rgo, "Paths of the Dead", "Dunharrow", "Edoras", ("border-land",),
                        "Wolves", "Ghosts")
    assert offered(rgo, start) == [f"resource:{paths}:paths"]
    # Ghosts print no Border-land nor Free-hold: as an Undead they are keyed to the site.
    assert hazards(rgo, start, f"resource:{paths}:paths") == [
        ("Wolves", "HazardDiscarded",
         "it cannot be keyed to the rest of the site path (as Paths of the Dead allows)"),
        ("Ghosts", "HazardKeyed", "the site")]
    no_aragorn = setting_out(rgo, "Paths of the Dead", "Dunharrow", "Edoras", ("border-land",),
                             who=("Gimli",))
    assert offered(rgo, no_aragorn) == []
    assert refused(rgo, no_aragorn, f"resource:{paths}:paths") == (
        "CoE-2.IV.iii", "Paths of the Dead cannot be played for its paths mode: Aragorn II is "
                        "not in the company.")


@pytest.mark.rule("CoE-5.1")
def test_a_game_of_version_89_declares_eagle_mounts_and_paths_of_the_dead(
        rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version(str(travel_cards.PATHS_SINCE - 1))
    assert isinstance(old, RoadGoesEverOn)
    start = setting_out(rgo, "Paths of the Dead", "Dunharrow", "Edoras", ("border-land",))
    assert offered(old, start) == [f"declare-resource:{ids(rgo, 'Paths of the Dead')[0]}"]


@pytest.mark.rule("CoE-2.IV.iii", "CoE-5.1")
def test_eagle_mounts_is_played_towards_a_site_of_any_type(rgo: RoadGoesEverOn) -> None:
    """Eagle-mounts' card asks no Ruins & Lairs of the new site (Secret Passage's does): from
    version ``EAGLES_SINCE`` the company may fly towards a Free-hold and still face only
    creatures keyed to it."""
    mounts = ids(rgo, "Eagle-mounts")[0]
    start = setting_out(rgo, "Eagle-mounts", "Eagles' Eyrie", "Edoras",
                        ("border-land", "wilderness"), "Wolves")
    assert offered(rgo, start) == [f"resource:{mounts}:fly"]
    assert hazards(rgo, start, f"resource:{mounts}:fly") == [
        ("Wolves", "HazardDiscarded",
         "it cannot be keyed to the rest of the site path (as Eagle-mounts allows)")]
    assert rgo.policy(start, rgo.actions(start))[0] == f"resource:{mounts}:fly"


@pytest.mark.rule("CoE-2.IV.iii", "CoE-5.1")
def test_a_game_of_version_169_asks_eagle_mounts_for_a_ruins_and_lairs(
        rgo: RoadGoesEverOn) -> None:
    mounts = ids(rgo, "Eagle-mounts")[0]
    old = rgo.at_version(str(travel_cards.EAGLES_SINCE - 1))
    assert isinstance(old, RoadGoesEverOn)
    start = setting_out(rgo, "Eagle-mounts", "Eagles' Eyrie", "Edoras",
                        ("border-land", "wilderness"), "Wolves")
    assert offered(old, start) == []
    assert refused(old, start, f"resource:{mounts}:fly") == (
        "CoE-2.IV.iii", "Eagle-mounts cannot be played for its fly mode: the company does not "
                        "move to a Ruins & Lairs site.")
    # Secret Passage keeps its condition in the new version.
    passage = ids(rgo, "Secret Passage")[0]
    assert refused(rgo, replace(start, hand=(passage,)), f"resource:{passage}:pass")[1] == (
        "Secret Passage cannot be played for its pass mode: the company does not move to a "
        "Ruins & Lairs site.")


@pytest.mark.rule("CoE-2.IV.iii", "CoE-5.1")
def test_eagle_mounts_is_not_played_towards_a_shadow_hold_dark_hold_or_under_deeps_site(
        starter: Catalog, coe_cards_path: Path) -> None:
    """From version ``EAGLES_BARRED_SINCE`` the card's own bar on those sites holds before the
    hazards too, as its organization-phase move (travel_moves.py) refuses them; version 170
    played it towards any new site."""
    rgo = with_coe_cards(starter, coe_cards_path, ("The Gem-deeps",))
    mounts = ids(rgo, "Eagle-mounts")[0]
    old = rgo.at_version(str(travel_cards.EAGLES_BARRED_SINCE - 1))
    assert isinstance(old, RoadGoesEverOn)
    for site, path in (("Moria", ("wilderness",)), ("Dol Guldur", ("wilderness",)),
                       ("The Gem-deeps", ("wilderness",))):
        start = setting_out(rgo, "Eagle-mounts", "Eagles' Eyrie", site, path, "Wolves")
        assert offered(rgo, start) == [], site
        assert refused(rgo, start, f"resource:{mounts}:fly") == (
            "CoE-2.IV.iii", "Eagle-mounts cannot be played for its fly mode: the company's new "
                            "site is a Shadow-hold, Dark-hold or Under-deeps site."), site
        assert offered(old, start) == [f"resource:{mounts}:fly"], site
        assert hazards(old, start, f"resource:{mounts}:fly") == [
            ("Wolves", "HazardDiscarded",
             "it cannot be keyed to the rest of the site path (as Eagle-mounts allows)")], site
