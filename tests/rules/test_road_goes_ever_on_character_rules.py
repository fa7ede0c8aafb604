"""The Road Goes Ever On: the characters' printed rules of ``domain/engine/character_rules.py``
played from ``character_texts.RULES_SINCE_VERSION``: a Hobbit who is not a starting character
comes into play only at his home site (CoE 2.II.2.2), a character whose card says so costs
marshalling points when eliminated (CoE 3.I.2, 7.1), and the corruption-check modifiers the
card data leaves out (CoE 7.1); from ``DRAWS_SINCE_VERSION`` Radagast's draw of a card more
for each Wilderness of his company's site path (CoE 2.IV.v). Constructed states played with
the real ruleset; the version before replays without them."""

from __future__ import annotations

from typing import Any

import pytest

from domain import coverage
from domain.engine import coe
from domain.errors import IllegalAction
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import character_texts
from domain.rulesets.road_goes_ever_on.elimination import eliminate
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import card, company, ids, moving, state, turn_of

NOW = str(character_texts.RULES_SINCE_VERSION)
DRAWS = str(character_texts.DRAWS_SINCE_VERSION)
BEFORE = str(character_texts.RULES_SINCE_VERSION - 1)


def offered(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith("play-character:")]


# -- a Hobbit comes into play only at his home site -------------------------------------------

@pytest.mark.rule("CoE-2.II.2.2")
def test_merry_comes_into_play_at_bag_end_not_at_rivendell(rgo) -> None:  # type: ignore[no-untyped-def]
    # TW-170, Merry: unless a starting character, only at his home site (Bag End).
    now, before = rgo.at_version(NOW), rgo.at_version(BEFORE)
    merry = card(rgo, "Merry")
    rivendell = state(rgo, hand=(merry,))
    assert offered(now, rivendell) == []
    ctx = Context(now, Table(1, {}, rivendell))
    with pytest.raises(IllegalAction) as refusal:
        now.decide(ctx, f"play-character:{merry}", {})
    assert (refusal.value.message, refusal.value.clause) == (
        "Merry comes into play only at his home site (Bag End).", "CoE-2.II.2.2")
    assert (ctx.state, ctx.facts) == (rivendell, [])
    # At Bag End he comes in; version before, he came in at Rivendell as at any Haven.
    bag_end = state(rgo, hand=(merry,), site=card(rgo, "Bag End"))
    assert offered(now, bag_end) == [f"play-character:{merry}"]
    assert offered(before, rivendell) == [f"play-character:{merry}"]


@pytest.mark.rule("CoE-2.II.2.2")
def test_a_character_without_the_rule_still_comes_in_at_a_haven(rgo) -> None:  # type: ignore[no-untyped-def]
    gandalf = card(rgo, "Gandalf")
    assert offered(rgo.at_version(NOW), state(rgo, hand=(gandalf,))) == [
        f"play-character:{gandalf}"]


# -- marshalling points lost if eliminated ----------------------------------------------------

def eliminated(rgo: RoadGoesEverOn, version: str, who: str, rule: str,
               **how: Any) -> tuple[list[Fact], State]:
    played = rgo.at_version(version)
    start = state(rgo, characters=company(rgo, who, "Legolas"))
    ctx = Context(played, Table(1, {}, start))
    character = start.character(card(rgo, who))
    assert character is not None
    eliminate(ctx, character, rule, "a test", **how)
    return ctx.facts, ctx.state


@pytest.mark.rule("CoE-3.I.2", "RGO-WIN-3")
def test_aragorn_eliminated_costs_three_marshalling_points(rgo) -> None:  # type: ignore[no-untyped-def]
    # TW-120, Aragorn II: -3 marshalling points if eliminated.
    facts, after = eliminated(rgo, NOW, "Aragorn II", coe.ELIMINATED)
    lost = [(f.rule, f["kind"], f["points"]) for f in facts if f.kind == "MarshallingPointsGained"]
    assert lost == [("CoE-3.I.2", "character", -3)]
    # Legolas, left in play, counts his 2; Aragorn's 3 went with him and 3 more are lost.
    assert rgo.points(after)["character"] == 2 - 3
    facts, after = eliminated(rgo, BEFORE, "Aragorn II", coe.ELIMINATED)
    assert [f for f in facts if f.kind == "MarshallingPointsGained"] == []


@pytest.mark.rule("CoE-7.1")
def test_frodo_discarded_by_corruption_costs_nothing_eliminated_costs_two(rgo) -> None:  # type: ignore[no-untyped-def]
    # TW-152, Frodo: -2 marshalling points if eliminated; a corruption check failed by one
    # only discards him.
    facts, _ = eliminated(rgo, NOW, "Frodo", coe.CORRUPTION_CHECK, out_of_play=False)
    assert [f for f in facts if f.kind == "MarshallingPointsGained"] == []
    facts, _ = eliminated(rgo, NOW, "Frodo", coe.CORRUPTION_CHECK, out_of_play=True)
    assert [(f.rule, f["points"]) for f in facts if f.kind == "MarshallingPointsGained"] == [
        ("CoE-7.1", -2)]


# -- corruption-check modifiers the card data leaves out -------------------------------------

def corruption_modifiers(rgo: RoadGoesEverOn, version: str, who: str) -> list[tuple[Any, ...]]:
    played = rgo.at_version(version)
    start = state(rgo, characters=company(rgo, who, "Legolas"))
    ctx = Context(played, Table(1, {}, start))
    character = start.character(card(rgo, who))
    assert character is not None
    turn_of(rgo, start).corruption_check(ctx, character, 0, "RGO-HAZ-2")
    check = next(f for f in ctx.facts if f.kind == "CorruptionChecked")["check"]
    return [(m["amount"], m["why"], m["clause"]) for m in check["modifiers"]
            if m["source"] == f"card:{character.card_id}" and "corruption checks" in m["why"]]


@pytest.mark.rule("CoE-7.1")
def test_bilbo_checks_corruption_at_plus_four(rgo) -> None:  # type: ignore[no-untyped-def]
    # TW-131, Bilbo: +4 to all his corruption checks (the card data has no such attribute).
    assert corruption_modifiers(rgo, NOW, "Bilbo") == [
        (4, "Bilbo's +4 to all his corruption checks", "CoE-7.1")]
    assert corruption_modifiers(rgo, BEFORE, "Bilbo") == []


@pytest.mark.rule("CoE-7.1")
def test_bifur_checks_corruption_at_minus_one(rgo) -> None:  # type: ignore[no-untyped-def]
    # TW-130, Bifur: -1 to all his corruption checks.
    assert corruption_modifiers(rgo, NOW, "Bifur") == [
        (-1, "Bifur's -1 to all his corruption checks", "CoE-7.1")]


# -- Radagast's draws -------------------------------------------------------------------------

def drawn_by(rgo: RoadGoesEverOn, version: str, *names: str) -> list[tuple[str | None, int]]:
    """The player's draws (rule, cards) as ``names`` move from Moria to Lórien, two
    Wildernesses; eight cards to draw."""
    start = moving(rgo, "Wolves", characters=company(rgo, *names),
                   draw=ids(rgo, "Dodge", "Block") * 4)
    ctx = Context(rgo.at_version(version), Table(1, {}, start))
    turn_of(rgo, start).movement_hazard(ctx)
    return [(f.rule, len(f["cards"])) for f in ctx.facts
            if f.kind == "CardsDrawn" and f["deck"] == "player"]


@pytest.mark.rule("CoE-2.IV.v")
def test_radagast_draws_one_more_card_for_each_wilderness(rgo) -> None:  # type: ignore[no-untyped-def]
    # TW-178, Radagast: one card more for each Wilderness of his company's site path.
    lorien = rgo.catalog.find("Lórien")
    site = [("RGO-GEN-1", 1)] * (lorien.draw or 0)
    assert drawn_by(rgo, DRAWS, "Radagast", "Legolas") == [*site, ("CoE-2.IV.v", 1),
                                                            ("CoE-2.IV.v", 1)]
    assert drawn_by(rgo, str(int(DRAWS) - 1), "Radagast", "Legolas") == site
    assert drawn_by(rgo, DRAWS, "Aragorn II", "Legolas") == site


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_their_texts_played(starter) -> None:  # type: ignore[no-untyped-def]
    rows = {r.card_id: r for r in coverage.coverage(starter)}
    # Fatty Bolger's cancel of a strike (character_cancels.py), Gandalf's test of a gold
    # ring (rings.py), Radagast's draws and Saruman's spell taken back (spell_recall.py) are
    # played too.
    for who in ids_of(starter, "Bilbo", "Frodo", "Merry", "Pippin", "Sam Gamgee",
                      "Robin Smallburrow", "Fatty Bolger", "Gandalf", "Aragorn II", "Elrond",
                      "Radagast", "Saruman"):
        # Every ruleset plays him in full; The Road Goes Ever On leaves nothing out (the
        # Hobbit scenarios' notes say what never arises there).
        road = dict(rows[who].rulesets)["road-goes-ever-on"]
        assert (rows[who].status, road.status, road.missing) == (
            coverage.SCRIPTED, coverage.SCRIPTED, "")


def ids_of(catalog: Any, *names: str) -> list[str]:
    return [catalog.find(n).id for n in names]
