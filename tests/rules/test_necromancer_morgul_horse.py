"""Guise of the Necromancer, from ``hazard_events.MORGUL_HORSE_SINCE``: a face-up Morgul-horse
lets a Nazgûl that could not otherwise attack the company be keyed to a Shadow-land of its site
path, and is played with it (GON-HH-7; a face-up Fell Beast keys it first); one that no Nazgûl
takes is a dud (GON-DUD-2). Its other mode, a tapped Nazgûl permanent-event back to the hand,
never arises: a Nazgûl has none of its permanent-event abilities here (GON-NAZ-3). The version
before asked the player to declare what it did."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.ruleset import Context, Fact, Table
from domain.rulesets.guise_of_the_necromancer import hazard_events
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from tests.rules import necromancer_support as gon
from tests.support import of_kind, only

MORGUL_HORSE, FELL_BEAST = "TW-63", "TW-33"
BANDIT_LAIR = "TW-373"  # by a Wilderness and a Shadow-land from Lórien
RIVENDELL = "TW-421"
BEFORE = gon.RULESET.at_version(str(hazard_events.MORGUL_HORSE_SINCE - 1))


def revealed(hand: list[str], to: str = BANDIT_LAIR,
             ruleset: GuiseOfTheNecromancer = gon.RULESET) -> tuple[list[Fact], Context]:
    """The starting company moves from Lórien to ``to`` with this hazard hand."""
    state = gon.hazards(gon.fresh(), hand, gon.FILLER)
    state = replace(state, location_deck=(*state.location_deck, BANDIT_LAIR))
    ctx = Context(ruleset, Table(3, {}, state))
    ruleset.decide(ctx, f"move:1:{to}", {})
    ruleset.decide(ctx, "go", {})
    gon.take_all(ctx, ruleset)  # Radagast's draws for the Wildernesses
    return list(ctx.facts), ctx


@pytest.mark.rule("GON-HH-7", "GON-NAZ-1")
def test_morgul_horse_lets_a_nazgul_be_keyed_to_a_shadow_land() -> None:
    assert hazard_events.MORGUL_HORSE_SINCE == 48 <= int(gon.RULESET.version)
    facts, ctx = revealed([MORGUL_HORSE, gon.UVATHA])
    attacks = only(facts, "CreatureAttacks")
    assert (attacks.rule, attacks["card"], attacks["keyed"]) == (
        "GON-NAZ-1", gon.UVATHA, "region-type:shadow-land")
    played = only(facts, "HazardEventPlayed")
    assert (played.rule, played["card"], played["effect"], played["creature"]) == (
        "GON-HH-7", MORGUL_HORSE, "nazgul-keyed-to-shadow-land", gon.UVATHA)
    assert gon.RULESET.narrate(played) == (
        "Morgul-horse is played with Ûvatha the Horseman: a Nazgûl may also be keyed to a "
        "Shadow-land of the site path. [GON-HH-7]")
    assert MORGUL_HORSE in ctx.state.hazard_discard
    # Unlike a Fell Beast it adds nothing to the attack.
    assert only(facts, "AttackDeclared")["attack"]["strikes"] == 1
    assert not of_kind(facts, "PlayerRuling")


@pytest.mark.rule("GON-HH-7")
def test_a_fell_beast_keys_the_nazgul_first_and_the_horse_waits() -> None:
    facts, _ = revealed([MORGUL_HORSE, FELL_BEAST, gon.UVATHA])
    assert [f["card"] for f in of_kind(facts, "HazardEventPlayed")] == [FELL_BEAST]
    assert only(facts, "CreatureAttacks")["keyed"] == "region-type:shadow-land"


@pytest.mark.rule("GON-DUD-2", "GON-NAZ-2")
def test_with_no_shadow_land_or_no_nazgul_the_horse_is_a_dud() -> None:
    # To Rivendell (no Shadow-land on the way): Ûvatha guards Dol Guldur, the horse is a dud.
    facts, _ = revealed([MORGUL_HORSE, gon.UVATHA], to=RIVENDELL)
    assert [f.kind for f in facts if f.kind in ("NazgulGuards", "CreatureAttacks")] == [
        "NazgulGuards"]
    assert [(f["card"], f.rule) for f in of_kind(facts, "DudDiscarded")
            if f["card"] == MORGUL_HORSE] == [(MORGUL_HORSE, "GON-DUD-2")]
    facts, _ = revealed([MORGUL_HORSE])
    assert [(f["card"], f.rule) for f in of_kind(facts, "DudDiscarded")
            if f["card"] == MORGUL_HORSE] == [(MORGUL_HORSE, "GON-DUD-2")]


@pytest.mark.rule("GON-HH-10")
def test_the_version_before_asked_the_player_to_declare_it() -> None:
    facts, ctx = revealed([MORGUL_HORSE, gon.UVATHA], ruleset=BEFORE)
    # The hand waits for the player's word on it, before any creature attacks.
    assert not of_kind(facts, "CreatureAttacks")
    assert "declare:2:lets-attack" in [a.id for a in BEFORE.actions(ctx.state)]


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_it_scripted_in_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[MORGUL_HORSE] == coverage.InRuleset(
        coverage.SCRIPTED, hazard_events.MOUNT_NEVER_HERE)
