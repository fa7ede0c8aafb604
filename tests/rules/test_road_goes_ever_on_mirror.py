"""The Road Goes Ever On: Mirror of Galadriel (mirror.py): with a character at Lórien, the top
five cards of the player's deck or the hazard deck are seen, then shuffled back on top of the
rest. Constructed states played with the real ruleset, seeded."""

from __future__ import annotations

from collections import Counter

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import mirror, resource_notes
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, State
from tests.rules.rgo_support import ids, refused, state

HAZARDS = ("Wolves", "Orc-patrol", "Crebain", "Cave-drake", "Barrow-wight", "Giant",
           "Huorn")


def at(rgo: RoadGoesEverOn, site: str) -> State:
    return state(rgo, phase=ORGANIZATION, site=ids(rgo, site)[0],
                 hand=ids(rgo, "Mirror of Galadriel"), hazards=ids(rgo, *HAZARDS),
                 draw=ids(rgo, "Dodge", "Block"), hazard_discard=ids(rgo, "Wolves"))


def plays(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith(("resource:", "declare-res"))]


@pytest.mark.rule("CoE-5.1")
def test_the_hazard_decks_top_five_are_seen_and_shuffled_back_on_top(
        rgo: RoadGoesEverOn) -> None:
    card = ids(rgo, "Mirror of Galadriel")[0]
    start = at(rgo, "Lórien")
    assert plays(rgo, start) == [f"resource:{card}:player", f"resource:{card}:hazard"]
    ctx = Context(rgo, Table(1, {}, start))
    rgo.decide(ctx, f"resource:{card}:hazard", {})
    seen = next(f for f in ctx.facts if f.kind == "CardsSeen")
    assert (seen["deck"], seen["by"], seen["cards"]) == (
        "hazard", card, list(ids(rgo, *HAZARDS[:5])))
    top = ctx.state.hazards[:5]
    assert Counter(top) == Counter(ids(rgo, *HAZARDS[:5]))
    assert ctx.state.hazards[5:] == ids(rgo, *HAZARDS[5:])  # the rest stays below
    assert ctx.state.hazard_discard == ids(rgo, "Wolves")  # the discard pile is left alone
    assert card in ctx.state.discard and card not in ctx.state.hand


@pytest.mark.rule("CoE-5.1")
def test_a_deck_of_fewer_than_five_shows_all_it_holds(rgo: RoadGoesEverOn) -> None:
    card = ids(rgo, "Mirror of Galadriel")[0]
    ctx = Context(rgo, Table(1, {}, at(rgo, "Lórien")))
    rgo.decide(ctx, f"resource:{card}:player", {})
    seen = next(f for f in ctx.facts if f.kind == "CardsSeen")
    assert (seen["deck"], seen["cards"]) == ("player", list(ids(rgo, "Dodge", "Block")))
    assert Counter(ctx.state.draw) == Counter(ids(rgo, "Dodge", "Block"))


@pytest.mark.rule("CoE-5.1")
def test_it_is_refused_with_no_character_at_lorien(rgo: RoadGoesEverOn) -> None:
    card = ids(rgo, "Mirror of Galadriel")[0]
    away = at(rgo, "Rivendell")
    assert plays(rgo, away) == []
    assert refused(rgo, away, f"resource:{card}:hazard", "CoE-5.1") == (
        "Mirror of Galadriel cannot be played for its hazard mode: none of your characters is "
        "at Lórien. [CoE-5.1]")


@pytest.mark.rule("CoE-5.1")
def test_the_version_before_declares_it_and_the_coverage_reads_it(
        rgo: RoadGoesEverOn, starter: Catalog) -> None:
    old = rgo.at_version(str(mirror.SINCE_VERSION - 1))
    assert isinstance(old, RoadGoesEverOn)
    card = ids(rgo, "Mirror of Galadriel")[0]
    assert plays(old, at(rgo, "Lórien")) == [f"declare-resource:{card}"]
    rows = {r.card_id: dict(r.rulesets)["road-goes-ever-on"]
            for r in coverage.coverage(starter)}
    assert rows[mirror.CARD] == coverage.InRuleset(
        coverage.SCRIPTED, f"needs the two-player game: {resource_notes.TWO_PLAYER[card]}")
