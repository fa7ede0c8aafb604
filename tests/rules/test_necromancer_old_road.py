"""Guise of the Necromancer, from ``hand_cards.OLD_ROAD_FROM``: Old Road by its own action
(``hobbit.old_road``, ``old-road:<character>:<faction>``). In the site phase of a company at an
untapped Haven an untapped character taps to influence a faction of the hand played at a site
of the location deck two regions or fewer from that Haven: 2D6 and the faction's standard
modification, at -1 and without his direct influence, against its number (CoE 2.V.3). The card
is discarded; recruited, the faction goes to the marshalling point pile and the Haven taps;
refused, the faction is discarded. Elsewhere it is not offered and is refused naming the card
and the reason; the version before declared it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.ruleset import Fact
from domain.rulesets.guise_of_the_necromancer import hand_cards
from domain.rulesets.guise_of_the_necromancer.state import State
from domain.rulesets.hobbit import old_road
from tests.rules import necromancer_support as gon
from tests.support import only

OLD_ROAD = "TW-294"
BEORNINGS, BEORNS_HOUSE = "TW-197", "TW-376"  # Beorn's House: Lórien, wilderness, border-land
WOOD_ELVES, THRANDUILS_HALLS = "TW-367", "TW-432"  # three regions from Lórien
BEFORE = gon.RULESET.at_version(str(hand_cards.OLD_ROAD_FROM - 1))
PLAY = f"old-road:{gon.HALDIR}:{BEORNINGS}"


def at_lorien(**changes: object) -> State:
    """The starting company in its site phase at Lórien, Old Road and the Beornings in the
    hand, Beorn's House and Thranduil's Halls in the location deck."""
    return gon.inside(gon.LORIEN, **{"hand": (OLD_ROAD, BEORNINGS),
                                     "location_deck": (gon.DOL_GULDUR, gon.ISENGARD,
                                                       BEORNS_HOUSE, THRANDUILS_HALLS),
                                     **changes})


def offered(state: State) -> list[str]:
    """The Old Road actions offered now."""
    return [i for i in gon.ids(state) if i.startswith("old-road:")]


def attempt(state: State, succeeds: bool) -> tuple[list[Fact], State]:
    """Old Road played with the first seed whose roll recruits the Beornings (or not)."""
    return gon.with_seed(state, PLAY, "FactionInfluenced", "succeeded", succeeds)


@pytest.mark.rule("CoE-2.V.3", "GON-GEN-1")
def test_old_road_recruits_a_faction_two_regions_from_the_haven() -> None:
    assert hand_cards.OLD_ROAD_FROM == 72 <= int(gon.RULESET.version)
    state = at_lorien()
    company = state.companies[0]
    assert offered(state) == [f"old-road:{c.card_id}:{BEORNINGS}"
                                           for c in company.characters]
    facts, after = attempt(state, succeeds=True)
    assert gon.kinds(facts)[:3] == ["ResourcePlayed", "DiceRolled", "FactionInfluenced"]
    played = only(facts, "ResourcePlayed")
    assert (played["card"], played["mode"], played["character"]) == (OLD_ROAD, "old-road",
                                                                     gon.HALDIR)
    found = only(facts, "FactionInfluenced")
    assert found.rule == "CoE-2.V.3"
    assert (found["direct_influence"], found["cards"], found["needed"]) == (0, -1, 7)
    assert found["roll"] - 1 + found.data.get("standard", 0) > 7
    assert found["site"] == gon.LORIEN
    modifiers = found["check"]["modifiers"]
    assert [(m["amount"], m["source"]) for m in modifiers
            if m["source"] == f"card:{OLD_ROAD}"] == [(-1, f"card:{OLD_ROAD}")]
    assert OLD_ROAD in after.resource_discard and OLD_ROAD not in after.hand
    assert (BEORNINGS, "faction", 2) in after.marshalling
    assert gon.LORIEN in after.tapped_sites
    haldir = after.companies[0].character(gon.HALDIR)
    assert haldir is not None and haldir.state == "tapped"
    # The Haven is tapped now: Old Road is played at an untapped one.
    again = replace(after, hand=(OLD_ROAD, WOOD_ELVES))
    assert offered(again) == []


@pytest.mark.rule("CoE-2.V.3")
def test_a_refused_faction_is_discarded_and_the_haven_stays_untapped() -> None:
    facts, after = attempt(at_lorien(), succeeds=False)
    assert "site" not in only(facts, "FactionInfluenced").data
    assert BEORNINGS in after.resource_discard and OLD_ROAD in after.resource_discard
    assert gon.LORIEN not in after.tapped_sites
    assert not any(card == BEORNINGS for card, _, _ in after.marshalling)


@pytest.mark.rule("CoE-2.V.3", "CoE-5.1")
def test_refused_out_of_its_condition_naming_the_card_and_why() -> None:
    far = at_lorien(hand=(OLD_ROAD, WOOD_ELVES))
    assert offered(far) == []
    assert gon.refused(far, f"old-road:{gon.HALDIR}:{WOOD_ELVES}") == (
        "Wood-elves is played at no site of the location deck 2 regions or fewer from "
        "Lórien.", "CoE-2.V.3")
    gone = at_lorien(location_deck=(gon.DOL_GULDUR, gon.ISENGARD))
    assert offered(gone) == []
    state = at_lorien()
    company = state.companies[0]
    tapped = replace(state, companies=(replace(company, characters=tuple(
        c.tap() if c.card_id == gon.HALDIR else c for c in company.characters)),))
    assert gon.refused(tapped, PLAY) == (
        "Old Road taps an untapped character, and Haldir is tapped.", "CoE-2.V.3")
    away = gon.inside(gon.DOL_GULDUR, hand=(OLD_ROAD, BEORNINGS),
                      location_deck=(BEORNS_HOUSE,))
    assert offered(away) == []
    assert gon.refused(away, PLAY) == (
        "Old Road is played at an untapped Haven, and Dol Guldur is none.", "CoE-2.V.3")
    organizing = replace(state, phase="organization", step="", pending=())
    assert offered(organizing) == []
    assert gon.refused(organizing, PLAY)[1] == "CoE-2.V.3"
    # It is played by its own action now, no longer declared.
    assert f"declare-resource:{OLD_ROAD}" not in gon.ids(state)
    assert gon.refused(state, f"declare-resource:{OLD_ROAD}") == (
        "Old Road is not declared: it is played by its own action "
        "(old-road:<character>:<faction>).", "CoE-5.1")


@pytest.mark.rule("CoE-5.1")
def test_declared_in_the_version_before() -> None:
    state = at_lorien()
    assert gon.naming(state, OLD_ROAD, BEFORE) == [f"declare-resource:{OLD_ROAD}"]


@pytest.mark.rule("CoE-2.V.3")
def test_the_coverage_shows_it_scripted_in_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[OLD_ROAD] == coverage.InRuleset(coverage.SCRIPTED, old_road.TWO_PLAYER)


@pytest.mark.rule("CoE-2.V", "CoE-2.V.3")
def test_a_company_at_a_haven_takes_a_site_phase_where_old_road_may_be_played() -> None:
    state = replace(gon.fresh(), hand=(OLD_ROAD, BEORNINGS),
                    location_deck=(gon.DOL_GULDUR, gon.ISENGARD, BEORNS_HOUSE),
                    hazard_deck=gon.FILLER)
    _, after = gon.acts(state, "go")
    assert (after.phase, after.step, after.pending) == ("site", "arrived", ("1",))
    assert offered(after) == [f"old-road:{c.card_id}:{BEORNINGS}"
                              for c in after.companies[0].characters]
    # Without Old Road's faction, or in the version before, a Haven has no site phase.
    _, plain = gon.acts(replace(state, hand=(OLD_ROAD,)), "go")
    assert (plain.phase, plain.step) == ("end-of-turn", "discard-one")
    _, before = gon.acts(state, "go", ruleset=BEFORE)
    assert (before.phase, before.step) == ("end-of-turn", "discard-one")
