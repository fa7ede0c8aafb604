"""The Road Goes Ever On: the hazard-limit cards played from the hand before the company's
hazards are drawn (version 68 on, travel_cards.py): Fair Travels in Free-domains, Dark-domains
and Shadow-lands, Fair Sailing, and the five mountain and river cards (Anduin River, Ash
Mountains, Misty Mountains, Mountains of Shadow, White Mountains) on a company with a ranger."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain import coverage
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import site_rules, travel_cards
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import LONG_EVENT, State
from tests.rules.rgo_support import company, ids, organizing, play

OLD = str(travel_cards.ROADS_SINCE - 1)


def leaving(rgo: RoadGoesEverOn, card: str, to: str, path: tuple[str, ...],
            **fields: Any) -> State:
    """Aragorn, Gimli, Faramir and Legolas (limit 4) leave Rivendell for ``to`` with ``card``
    in hand, in the long-event phase."""
    hand, site = ids(rgo, card, to)
    return replace(organizing(rgo), phase=LONG_EVENT, destination=site, path=path,
                   hand=(hand,), **fields)


def offered(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith(("resource:", "declare-resource:"))]


def limit_after(rgo: RoadGoesEverOn, start: State, card: str) -> tuple[int, int, str | None]:
    """(the reduction recorded, the hazard limit set, the rule) once ``card`` is played."""
    ctx = Context(rgo, Table(1, {}, start))
    play(rgo, ctx, f"resource:{card}:limit", "continue")
    eased = next(f for f in ctx.facts if f.kind == "HazardLimitEased")
    assert eased["source"] == card
    return (eased["reduction"], next(f["limit"] for f in ctx.facts if f.kind == "HazardLimitSet"),
            eased.rule)


def refused(rgo: RoadGoesEverOn, s: State, action: str) -> tuple[str | None, str]:
    ctx = Context(rgo, Table(1, {}, s))
    with pytest.raises(IllegalAction) as no:
        rgo.decide(ctx, action, {})
    assert ctx.facts == []
    return no.value.clause, no.value.message


@pytest.mark.rule("CoE-2.IV.iii")
@pytest.mark.parametrize(("name", "to", "path", "cut"), [
    ("Fair Travels in Free-domains", "Minas Tirith", ("free-domain", "border-land",
                                                       "free-domain"), 2),
    ("Fair Sailing", "Edhellond", ("wilderness", "coastal-sea"), 1),
    ("Fair Travels in Dark-domains", "Barad-dûr", ("dark-domain", "dark-domain"), 1),
    ("Fair Travels in Shadow-lands", "Dead Marshes", ("shadow-land", "shadow-land",
                                                      "wilderness"), 1),
])
def test_fair_travels_lowers_the_limit_by_its_regions(rgo: RoadGoesEverOn, name: str, to: str,
                                                      path: tuple[str, ...], cut: int) -> None:
    # Free-domains and Coastal Seas count one each; Dark-domains and Shadow-lands one in all.
    # Barad-dûr's own rule raises the limit by 2 (site_rules.py).
    card = ids(rgo, name)[0]
    start = leaving(rgo, name, to, path)
    assert offered(rgo, start) == [f"resource:{card}:limit"]
    raised = site_rules.LIMIT_BONUS.get(ids(rgo, to)[0], 0)
    assert limit_after(rgo, start, card) == (cut, 4 - cut + raised, "CoE-2.IV.iii")


@pytest.mark.rule("CoE-2.IV.iii")
def test_fair_travels_is_refused_without_its_region_or_a_new_site(rgo: RoadGoesEverOn) -> None:
    dark = ids(rgo, "Fair Travels in Dark-domains")[0]
    no_dark = leaving(rgo, "Fair Travels in Dark-domains", "Barad-dûr", ("wilderness",))
    assert offered(rgo, no_dark) == []
    assert refused(rgo, no_dark, f"resource:{dark}:limit") == (
        "CoE-2.IV.iii", "Fair Travels in Dark-domains cannot be played for its limit mode: the "
                        "company's site path has no dark-domain.")
    staying = replace(no_dark, destination=None, path=())
    assert refused(rgo, staying, f"resource:{dark}:limit")[1].endswith(
        "the company plays no new site card this turn.")


@pytest.mark.rule("CoE-2.IV.iii")
@pytest.mark.parametrize(("name", "to"), [
    ("Anduin River", "Edoras"), ("Ash Mountains", "Easterling Camp"),
    ("Misty Mountains", "Lórien"), ("Mountains of Shadow", "Henneth Annûn"),
    ("White Mountains", "Lond Galen"),
])
def test_a_mountain_or_river_card_lowers_the_limit_by_two_at_its_regions(
        rgo: RoadGoesEverOn, name: str, to: str) -> None:
    card = ids(rgo, name)[0]
    start = leaving(rgo, name, to, ("wilderness", "border-land"))
    assert offered(rgo, start) == [f"resource:{card}:limit"]
    assert limit_after(rgo, start, card) == (2, 2, "CoE-2.IV.iii")  # 4 to the minimum of 2


@pytest.mark.rule("CoE-2.IV.iii")
def test_a_mountain_card_needs_a_ranger_its_region_and_is_not_duplicated(
        rgo: RoadGoesEverOn) -> None:
    misty = ids(rgo, "Misty Mountains")[0]
    action = f"resource:{misty}:limit"
    no_ranger = leaving(rgo, "Misty Mountains", "Lórien", ("wilderness",),
                        characters=company(rgo, "Gimli", "Legolas", "Glorfindel II"))
    assert offered(rgo, no_ranger) == []
    assert refused(rgo, no_ranger, action) == (
        "CoE-2.IV.iii", "Misty Mountains cannot be played for its limit mode: no character of "
                        "the company is a ranger.")
    elsewhere = leaving(rgo, "Misty Mountains", "Edoras", ("wilderness", "border-land"))
    assert offered(rgo, elsewhere) == []
    assert refused(rgo, elsewhere, action)[1] == (
        "Misty Mountains cannot be played for its limit mode: the company's new site is in "
        "Rohan, not in Rhudaur, Anduin Vales, Wold & Foothills, Hollin, Fangorn or Dunland.")
    # Six characters (limit 6): the second copy is refused on the same company.
    six = leaving(rgo, "Misty Mountains", "Lórien", ("wilderness",),
                  characters=company(rgo, "Aragorn II", "Gimli", "Faramir", "Legolas",
                                     "Glorfindel II", "Bilbo"))
    ctx = Context(rgo, Table(1, {}, replace(six, hand=(misty, misty))))
    rgo.decide(ctx, action, {})
    assert ctx.state.hand == (misty,)
    assert refused(rgo, ctx.state, action)[1] == (
        "Misty Mountains cannot be played for its limit mode: it is played on this company "
        "already this turn.")


@pytest.mark.rule("CoE-5.1")
def test_the_automatic_player_plays_them_and_version_67_declared_them(
        rgo: RoadGoesEverOn) -> None:
    misty = ids(rgo, "Misty Mountains")[0]
    start = leaving(rgo, "Misty Mountains", "Lórien", ("wilderness",))
    assert rgo.policy(start, rgo.actions(start))[0] == f"resource:{misty}:limit"
    old = rgo.at_version(OLD)
    assert isinstance(old, RoadGoesEverOn)
    assert offered(old, start) == [f"declare-resource:{misty}"]


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_counts_them_played_in_full(rgo: RoadGoesEverOn) -> None:
    cards = [*travel_cards.PER_REGION, *travel_cards.ANY_REGION, *travel_cards.REGION_CARDS]
    assert len(cards) == 9
    assert {coverage.in_ruleset("road-goes-ever-on", rgo.catalog.get(c[0])).status
            for c in cards} == {coverage.SCRIPTED}
