"""The Road Goes Ever On: Praise to Elbereth (TW-305, praise.py), played before the strikes of
a Nazgûl attack are assigned: an untapped character of the company taps to cancel it (CoE
3.i), and with Doors of Night in play every character has +1 prowess for the rest of the turn.
Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine import hazards_in_play
from domain.engine.combat import Attack
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import praise
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import MOVEMENT_HAZARD, AwaitedStrikes, State
from tests.rules.rgo_support import company, ids, refused, state

OLD = str(praise.SINCE_VERSION - 1)


def facing(rgo: RoadGoesEverOn, creature: str, **fields: object) -> State:
    """``creature``'s attack declared against Aragorn II and Legolas, Praise to Elbereth in
    hand."""
    card = rgo.catalog.find(creature)
    attack = Attack.from_creature(card, 2)
    base = state(rgo, phase=MOVEMENT_HAZARD, keyed_to="region 1 (wilderness)",
                 hand=ids(rgo, "Praise to Elbereth"),
                 awaited_strikes=AwaitedStrikes(attack.to_json(), "RGO-HAZ-2", card.id))
    return replace(base, **fields)  # type: ignore[arg-type]


def offered(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith(("resource:", "declare-resource:"))]


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_plays_praise_to_elbereth(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= praise.SINCE_VERSION


@pytest.mark.rule("CoE-3.i", "CoE-5.1")
def test_praise_to_elbereth_taps_a_character_to_cancel_a_nazgul_attack(
        rgo: RoadGoesEverOn) -> None:
    card, aragorn, legolas = ids(rgo, "Praise to Elbereth", "Aragorn II", "Legolas")
    start = facing(rgo, "Ûvatha the Horseman")
    assert offered(rgo, start) == [f"resource:{card}:cancel:{aragorn}",
                                   f"resource:{card}:cancel:{legolas}"]
    ctx = Context(rgo, Table(1, {}, start))
    rgo.decide(ctx, f"resource:{card}:cancel:{legolas}", {})
    assert [(f.kind, f.rule) for f in ctx.facts if f.kind in (
        "CharacterStateChanged", "AttackCanceled", "CharacterBolstered")] == [
        ("CharacterStateChanged", "CoE-5.1"), ("AttackCanceled", "CoE-3.i")]
    assert ctx.state.character(legolas).state == "tapped"  # type: ignore[union-attr]
    assert ctx.state.turn_bonuses == ()


@pytest.mark.rule("CoE-3.i", "CoE-5.1")
def test_with_doors_of_night_every_character_has_one_more_prowess_this_turn(
        rgo: RoadGoesEverOn) -> None:
    card, legolas = ids(rgo, "Praise to Elbereth", "Legolas")
    start = facing(rgo, "Ûvatha the Horseman", environments=(hazards_in_play.DOORS_OF_NIGHT,))
    ctx = Context(rgo, Table(1, {}, start))
    rgo.decide(ctx, f"resource:{card}:cancel:{legolas}", {})
    assert sorted(ctx.state.turn_bonuses) == sorted(
        (c.card_id, card, "turn-prowess", 1) for c in start.characters)


@pytest.mark.rule("CoE-3.i")
def test_praise_to_elbereth_is_for_a_nazgul_attack_and_an_untapped_character(
        rgo: RoadGoesEverOn) -> None:
    card, legolas = ids(rgo, "Praise to Elbereth", "Legolas")
    wolves = facing(rgo, "Wolves")
    assert offered(rgo, wolves) == []
    assert refused(rgo, wolves, f"resource:{card}:cancel:{legolas}", "CoE-3.i") == (
        "Praise to Elbereth cannot be played for its cancel mode: it is played on an attack by "
        "Nazgûl, not by Wolves. [CoE-3.i]")
    tired = facing(rgo, "Ûvatha the Horseman", characters=tuple(
        c.with_state("tapped") for c in company(rgo, "Aragorn II", "Legolas")))
    assert offered(rgo, tired) == []


@pytest.mark.rule("CoE-3.i")
def test_a_game_of_the_version_before_declares_praise_to_elbereth(rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version(OLD)
    assert isinstance(old, RoadGoesEverOn)
    assert offered(old, facing(rgo, "Ûvatha the Horseman")) == [
        f"declare-resource:{ids(rgo, 'Praise to Elbereth')[0]}"]


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_praise_scripted_its_two_player_line_named(
        starter) -> None:  # type: ignore[no-untyped-def]
    row = next(r for r in coverage.coverage(starter) if r.card_id == praise.CARD)
    found = dict(row.rulesets)["road-goes-ever-on"]
    assert (found.status, found.missing.startswith("needs the two-player game: its cancel of "
                                                   "a Nazgûl event")) == (coverage.SCRIPTED, True)
