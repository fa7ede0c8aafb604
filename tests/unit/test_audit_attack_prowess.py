"""The Road Goes Ever On, version 199 (prowess_from.py): an attack's declaration records where
its prowess comes from, the printed value and each change with its source, and the audit of a
strike's resolution lists them, linking each source to its event: in the judge's games at the
versions they were read under (196 records none of it), and in many automatic games at 199,
where the printed value and the changes always add up to the attack's prowess."""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import Any

import pytest

from api.commands.simulate import autoplay
from domain.cards import starter_catalog
from domain.chronicle import Chronicle
from domain.engine.combat import Attack
from domain.ruleset import Context, Table, make_ruleset
from domain.rulesets.road_goes_ever_on import combat, prowess_from
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, State
from projections.audit import ATTACK, PROWESS, audit_view
from tests.rules.rgo_support import company, state

RGO = "road-goes-ever-on"
#: The judge's games: a Barrow-downs attack with Choking Shadows (event 96), Moria's with
#: Minions Roused (event 920); a Barrow-downs attack with Denizens Roused (event 123).
CHOKING, DENIZENS = 326228269984494, 106003618450329
BEFORE, SINCE = "196", str(prowess_from.SINCE_VERSION)


@cache
def game(seed: int, version: str) -> Chronicle:
    return autoplay(make_ruleset(RGO, starter_catalog()).at_version(version), seed, {}).chronicle


def links(report: dict[str, Any]) -> list[tuple[str, Any, Any, Any]]:
    return [(s["relation"], s["version"], s["kind"], s["why"]) for s in report["causes"]
            if s["relation"] in (ATTACK, PROWESS)]


@pytest.mark.rule("RGO-SITE-RL-8", "RGO-HAZ-2")
def test_a_strike_of_an_automatic_attack_tells_its_printed_prowess_and_the_hazard_event() -> None:
    report = audit_view(game(CHOKING, SINCE), 96)
    assert report["event"]["kind"] == "StrikeResolved"
    line = "printed 8, +2 Choking Shadows (event 85)"
    assert report["attack_prowess"] == {
        "declared": 90, "prowess": 10, "printed": 8, "line": line,
        "changes": [{"amount": 2, "source": "card:TW-21", "why": "Choking Shadows",
                     "version": 85}]}
    assert links(report) == [(ATTACK, 90, "AttackDeclared", line),
                             (PROWESS, 85, "AttackModified", "Choking Shadows (+2)")]
    assert report["verdict"]["summary"].endswith(
        "The strike's 10 is the prowess of the attack declared at event 90: printed 8, "
        "+2 Choking Shadows (event 85) = 10.")


@pytest.mark.rule("RGO-SITE-SH-7")
def test_minions_roused_is_the_rows_change_linked_to_the_encounter() -> None:
    report = audit_view(game(CHOKING, SINCE), 920)
    assert report["attack_prowess"]["line"] == "printed 7, +1 Minions Roused (event 908)"
    assert links(report) == [
        (ATTACK, 914, "AttackDeclared", "printed 7, +1 Minions Roused (event 908)"),
        (PROWESS, 908, "SiteEncounter", "Minions Roused (+1)")]
    assert report["verdict"]["summary"].endswith("printed 7, +1 Minions Roused (event 908) = 8.")


@pytest.mark.rule("RGO-SITE-RL-5")
def test_denizens_roused_is_the_rows_change_linked_to_the_encounter() -> None:
    report = audit_view(game(DENIZENS, SINCE), 123)
    assert report["attack_prowess"]["changes"] == [
        {"amount": 1, "source": "rule:RGO-SITE-RL-5", "why": "Denizens Roused", "version": 113}]
    assert report["attack_prowess"]["line"] == "printed 8, +1 Denizens Roused (event 113)"


@pytest.mark.rule("RGO-SITE-RL-8", "RGO-SITE-SH-7", "RGO-SITE-RL-5")
@pytest.mark.parametrize(("seed", "version", "declared"), [
    (CHOKING, 96, 90), (CHOKING, 920, 914), (DENIZENS, 123, 116)])
def test_before_199_the_declaration_records_no_account_and_the_audit_tells_none(
        seed: int, version: int, declared: int) -> None:
    chronicle = game(seed, BEFORE)
    assert chronicle.records[declared - 1].kind == "AttackDeclared"
    assert "prowess_from" not in chronicle.records[declared - 1].data
    assert not any("prowess_from" in a for r in chronicle.records
                   if r.kind == "SiteAttacksQueued" for a in r.data["attacks"])
    report = audit_view(chronicle, version)
    assert report["event"]["kind"] == "StrikeResolved"
    assert report["attack_prowess"] is None and links(report) == []
    assert "The strike's" not in report["verdict"]["summary"]


@pytest.mark.not_a_rule("every change to an attack's prowess is accounted for")
def test_in_many_games_the_printed_prowess_and_its_changes_add_up_to_the_attack() -> None:
    catalog = starter_catalog()
    declared = 0
    for seed in range(1, 41):
        for record in game(seed, SINCE).records:
            if record.kind != "AttackDeclared":
                continue
            declared += 1
            attack, origin = record.data["attack"], record.data["prowess_from"]
            assert prowess_from.total(origin) == attack["prowess"], (seed, record.version)
            assert [c for c in prowess_from.sources(origin)
                    if c["source"] == prowess_from.UNEXPLAINED] == [], (seed, record.version)
            card = catalog.get(attack["source"]) if attack["source"] in catalog else None
            if card is not None and card.is_creature and not attack["automatic"]:
                assert origin["printed"] == card.prowess, (seed, record.version)
            elif card is not None and attack["automatic"]:
                assert origin["printed"] in [a.prowess for a in card.automatic_attacks
                                             if a.race == attack["race"]]
    assert declared > 500


def raid_at(version: str) -> Context[State]:
    rgo = make_ruleset(RGO, starter_catalog())
    assert isinstance(rgo, RoadGoesEverOn)
    ruleset = rgo.at_version(version)
    start = state(rgo, phase=SITE, site=rgo.catalog.find("Dol Guldur").id,
                  characters=company(rgo, "Aragorn II", "Glorfindel II", "Legolas", "Gimli"))
    ctx: Context[State] = Context(ruleset, Table(1, {}, replace(start)))
    ruleset.decide(ctx, "raid", {})
    return ctx


@pytest.mark.rule("RGO-RAID-2")
def test_a_raids_attacks_carry_their_plus_one_prowess_from_199() -> None:
    queued = next(f for f in raid_at(SINCE).facts if f.kind == "SiteAttacksQueued")
    assert [(a["attack"]["prowess"], a["prowess_from"]) for a in queued["attacks"]] == [
        (8, {"printed": 7, "changes": [{"amount": 1, "source": "rule:RGO-RAID-2",
                                        "why": "a raid"}]}),
        (9, {"printed": 8, "changes": [{"amount": 1, "source": "rule:RGO-RAID-2",
                                        "why": "a raid"}]})]
    old = next(f for f in raid_at(BEFORE).facts if f.kind == "SiteAttacksQueued")
    assert [(a["attack"]["prowess"], "prowess_from" in a) for a in old["attacks"]] == [
        (8, False), (9, False)]


def assassin(version: str) -> list[Any]:
    """An Assassin attacks Aragorn three times, two hazard events having raised it by 2."""
    rgo = make_ruleset(RGO, starter_catalog())
    assert isinstance(rgo, RoadGoesEverOn)
    start = replace(state(rgo, characters=company(rgo, "Aragorn II", "Legolas")),
                    next_attack=(0, 2))
    card = rgo.catalog.find("Assassin")
    played = rgo.at_version(version)
    assert isinstance(played, RoadGoesEverOn)
    ctx: Context[State] = Context(played, Table(2, {}, start))
    combat.resolve_attack(ctx, Attack.from_creature(card, len(start.characters)), "RGO-HAZ-2",
                          hazard=card.id, ask=True)
    for _ in range(6):  # the defender lets each attack's strike come
        if ctx.state.awaited_strikes is None:
            break
        played.decide(ctx, "assign-rest", {})
    facts = ctx.facts
    return [(f["attack"]["prowess"], f.data.get("prowess_from")) for f in facts
            if f.kind == "AttackDeclared"]


@pytest.mark.rule("RGO-HAZ-2", "CoE-3.ii")
def test_an_assassins_further_attacks_carry_the_account_of_its_first() -> None:
    printed = starter_catalog().find("Assassin").prowess
    assert isinstance(printed, int)
    account = {"printed": printed, "changes": [
        {"amount": 2, "source": "rule:RGO-HAZ-2", "why": "hazard events played earlier this turn"}]}
    assert assassin(SINCE) == [(printed + 2, account)] * 3
    assert assassin(BEFORE) == [(printed + 2, None)] * 3


#: A judge's game at version 214: an inn's Thief (RGO-INN-2) strikes Beretar at event 1247,
#: two turns after a Pick-pocket attack assigned him a strike (declared at event 1163).
THIEF = 289597472999051


@pytest.mark.rule("RGO-INN-2")
def test_a_strike_no_attack_declared_is_not_held_against_an_earlier_attack() -> None:
    report = audit_view(game(THIEF, "214"), 1247)
    assert (report["event"]["kind"], report["attack_prowess"]) == ("StrikeResolved", None)
    assert links(report) == []
    assert [(s["relation"], s["version"]) for s in report["causes"]
            if s["relation"] == "earlier outcome it follows"] == [(
                "earlier outcome it follows", 1245)]
    assert "attack declared" not in report["verdict"]["summary"]
