"""The automatic player of The Road Goes Ever On with several companies (CoE 2.II.3): it splits
a strong company when two sites of the Quest Display can be reached, joins companies that meet
(``redbook simulate`` counts both), brings a waiting company home; it takes and stores lost
treasures with the golden_hoard option and climbs out of the Under-deeps with the under_deeps
option."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from api.simulation.games import tallied
from domain.chronicle import seal
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import gates
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, Company, Quest, State
from tests.rules.rgo_support import card, company, organizing, state, with_coe_cards


def quests(rgo: RoadGoesEverOn, *found: tuple[str, str]) -> tuple[Quest, ...]:
    return tuple(Quest(card(rgo, name), (card(rgo, site),)) for name, site in found)


def organizing_played(rgo: RoadGoesEverOn, start: State) -> tuple[list[str], Context[State]]:
    """The automatic player's decisions until the organization phase ends, and their facts."""
    ctx = Context(rgo, Table(1, {}, start))
    chosen: list[str] = []
    while ctx.state.phase == ORGANIZATION and len(chosen) < 20:
        action, args = rgo.policy(ctx.state, rgo.actions(ctx.state))
        chosen.append(action)
        rgo.decide(ctx, action, args)
    return chosen, ctx


def organized(rgo: RoadGoesEverOn, start: State) -> tuple[list[str], State]:
    chosen, ctx = organizing_played(rgo, start)
    return chosen, ctx.state


def counted(rgo: RoadGoesEverOn, ctx: Context[State]) -> dict[str, int]:
    """What ``redbook simulate`` counts of these facts (the ruleset's ``tallies``)."""
    return dict(tallied(rgo, [seal(n, f, "") for n, f in enumerate(ctx.facts, 1)]))


TWO_SITES = (("Rangers of the North", "Bree"), ("Glamdring", "Weathertop"))


@pytest.mark.rule("CoE-2.II.3.6", "CoE-2.II.7.1")
def test_a_strong_company_splits_and_each_half_sets_out_for_a_site(rgo) -> None:  # type: ignore[no-untyped-def]
    # Aragorn (prowess 6) alone and Gimli, Faramir and Legolas (15) are both strong enough.
    start = organizing(rgo, display=quests(rgo, *TWO_SITES))
    chosen, ctx = organizing_played(rgo, start)
    after = ctx.state
    assert (counted(rgo, ctx)["splits"], counted(rgo, ctx)["joins"]) == (1, 0)
    aragorn, bree, weathertop = (card(rgo, n) for n in ("Aragorn II", "Bree", "Weathertop"))
    assert chosen == [f"split:{aragorn}", f"move:c2:{weathertop}", f"move:{bree}"]
    assert (after.company, after.destination) == ("c1", bree)
    assert [(c.id, c.destination, [x.name for x in c.characters]) for c in after.companies] == [
        ("c2", weathertop, ["Aragorn II"])]


@pytest.mark.rule("CoE-2.II.3.6")
def test_a_weak_company_or_a_single_site_keeps_the_company_whole(rgo) -> None:  # type: ignore[no-untyped-def]
    bree = card(rgo, "Bree")
    # Legolas (5) and Bilbo (1): either half would hold less than 6 prowess.
    weak = organizing(rgo, display=quests(rgo, *TWO_SITES),
                      characters=company(rgo, "Legolas", "Bilbo"))
    assert organized(rgo, weak)[0] == [f"move:{bree}"]
    one_site = organizing(rgo, display=quests(rgo, TWO_SITES[0]))
    assert organized(rgo, one_site)[0] == [f"move:{bree}"]


@pytest.mark.rule("CoE-2.II.3.5")
def test_companies_meeting_at_a_site_join_before_setting_out(rgo) -> None:  # type: ignore[no-untyped-def]
    here, bree = card(rgo, "Rivendell"), card(rgo, "Bree")
    start = organizing(rgo, characters=company(rgo, "Legolas", "Bilbo"),
                       companies=(Company("c2", here, company(rgo, "Gimli")),),
                       companies_formed=2, display=quests(rgo, TWO_SITES[0]))
    chosen, ctx = organizing_played(rgo, start)
    after = ctx.state
    assert chosen == ["join:c2", f"move:{bree}"]
    assert (counted(rgo, ctx)["splits"], counted(rgo, ctx)["joins"]) == (0, 1)
    assert ([c.name for c in after.characters], after.companies) == (
        ["Legolas", "Bilbo", "Gimli"], ())


@pytest.mark.rule("RGO-HAZ-1")
def test_a_waiting_company_away_from_a_haven_is_brought_home_first(rgo) -> None:  # type: ignore[no-untyped-def]
    here, bree, weathertop = (card(rgo, n) for n in ("Rivendell", "Bree", "Weathertop"))
    start = organizing(rgo, characters=company(rgo, "Aragorn II", "Gimli"),
                       companies=(Company("c2", bree, company(rgo, "Legolas")),),
                       companies_formed=2, display=quests(rgo, TWO_SITES[1]))
    chosen, after = organized(rgo, start)
    assert chosen == [f"move:c2:{here}", f"move:{weathertop}"]
    assert after.companies[0].destination == here


# -- the golden_hoard option --------------------------------------------------------------------

HOARD = ("Valiant Sword", "Magical Harp", "Adamant Helmet", "Gold Hill")


@pytest.fixture(scope="module")
def hoard_rgo(starter, coe_cards_path: Path) -> RoadGoesEverOn:  # type: ignore[no-untyped-def]
    return with_coe_cards(starter, coe_cards_path, HOARD)


def with_hoard(rgo: RoadGoesEverOn, **fields: object) -> State:
    base = state(rgo, **fields)
    return replace(base, options={**base.options, "golden_hoard": True})


@pytest.mark.rule("TDH-SPEC-2", "TDH-SPEC-7")
def test_the_automatic_player_takes_a_lost_treasure_and_stores_it_at_a_haven(hoard_rgo) -> None:  # type: ignore[no-untyped-def]
    rgo = hoard_rgo
    sword, mountain = card(rgo, "Valiant Sword"), card(rgo, "The Lonely Mountain")
    aragorn = card(rgo, "Aragorn II")
    lair = with_hoard(rgo, phase=SITE, site=mountain, explored=True,
                      display=(Quest(sword, (mountain,)),))
    offered = [a.id for a in rgo.actions(lair)]
    assert f"take-quest:{sword}:{aragorn}" in offered
    assert rgo.policy(lair, rgo.actions(lair)) == (f"lost-treasure:{sword}:{aragorn}", {})
    ctx = Context(rgo, Table(1, {}, lair))
    rgo.decide(ctx, f"lost-treasure:{sword}:{aragorn}", {})
    home = replace(ctx.state, phase=ORGANIZATION, site=card(rgo, "Rivendell"))
    assert rgo.policy(home, rgo.actions(home)) == (f"store-treasure:{sword}", {})


# -- the under_deeps option ---------------------------------------------------------------------

DEEPS = ("The Iron-deeps", "Carn Dûm", "The Under-leas")


@pytest.fixture(scope="module")
def deeps_rgo(starter, coe_cards_path: Path) -> RoadGoesEverOn:  # type: ignore[no-untyped-def]
    return with_coe_cards(starter, coe_cards_path, DEEPS)


@pytest.mark.rule("BA-UDMOVE-2", "BA-UDMOVE-9")
def test_from_the_under_deeps_the_automatic_player_heads_for_the_surface(deeps_rgo) -> None:  # type: ignore[no-untyped-def]
    # No site path leads home from below: the company climbs to the surface site listed.
    rgo = deeps_rgo
    below = state(rgo, phase=ORGANIZATION, site=card(rgo, "The Iron-deeps"),
                  site_deck=tuple(card(rgo, n) for n in (*DEEPS, "Rivendell")))
    below = replace(below, options={**below.options, "under_deeps": True})
    assert rgo.policy(below, rgo.actions(below)) == (f"move:{card(rgo, 'Carn Dûm')}", {})
    # A site of the Quest Display listed below comes first.
    wanted = replace(below, display=quests(rgo, ("Glamdring", "The Under-leas")))
    assert rgo.policy(wanted, rgo.actions(wanted)) == (
        f"move:{card(rgo, 'The Under-leas')}", {})


@pytest.mark.rule("RGO-HAZ-1")
def test_a_waiting_company_is_not_sent_through_a_gate_it_could_not_pass(rgo) -> None:  # type: ignore[no-untyped-def]
    # Moria's gate wants a dwarf or wizard to tap: Legolas's company, split off this phase,
    # stays at Lórien rather than set out for Moria, and Aragorn's goes to Wellinghall. Before
    # the waiting company's move was refused the gate (gates.py), the player held it back.
    rgo = rgo.at_version(str(gates.WAITING_SINCE_VERSION - 1))
    lorien, moria, wellinghall = (card(rgo, n) for n in ("Lórien", "Moria", "Wellinghall"))
    start = organizing(rgo, site=lorien, site_deck=(lorien, moria, wellinghall),
                       characters=company(rgo, "Aragorn II"),
                       companies=(Company("c2", lorien, company(rgo, "Legolas")),),
                       companies_formed=2, splits=(("c2", "c1"),),
                       display=quests(rgo, ("The Mithril-coat", "Moria"),
                                      ("Treebeard", "Wellinghall")))
    assert f"move:c2:{moria}" in [a.id for a in rgo.actions(start)]
    chosen, after = organized(rgo, start)
    assert chosen == [f"move:{wellinghall}"]
    assert (after.destination, after.companies[0].destination) == (wellinghall, None)
