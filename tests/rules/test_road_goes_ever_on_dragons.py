"""The Road Goes Ever On: the Dragon encounter table's rows at play (Appendix 3)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.characters import Item
from domain.engine.combat import Attack
from domain.rulesets.road_goes_ever_on import dragons, tables
from tests.rules.rgo_support import at_version, company, ids, kinds, run, state


def only(name: str) -> tables.RollTable:
    """The shipped Dragon table with every roll reading as the row called ``name``."""
    row = next(r for r in tables.load_tables()["dragon"].rows if r.name == name)
    return tables.RollTable("dragon", "", (replace(row, low=2, high=12),))


def drake(rgo, name: str, **stats: int) -> Attack:  # type: ignore[no-untyped-def]
    card = replace(rgo.catalog.find("Cave-drake"), name=name, **stats)
    return Attack.from_creature(card, 2)


@pytest.mark.rule("RGO-DRTAB-1")
def test_fiery_breath_of_any_fire_drake_meets_body_then_the_attack_weakens(rgo) -> None:  # type: ignore[no-untyped-def]
    shield = Item.from_card(rgo.catalog.find("Great-shield of Rohan"))
    aragorn, legolas = company(rgo, "Aragorn II", "Legolas")
    start = state(rgo, characters=(aragorn.with_item(shield), legolas.with_state("tapped")))
    attack = drake(rgo, "Winged Fire-drake", body=6)
    facts, after = run(rgo, start, lambda ctx: setattr(ctx, "found", dragons.encounter(
        ctx, only("Fiery Breath"), attack.name, attack)))
    faced = {f["character"]: f["body"] for f in facts if f.kind == "BreathFaced"}
    # Aragorn: body 9 with the shield's +2, +1 for a shield, +3 for tapping; Legolas is
    # already tapped: his body 8 alone.
    assert faced == {aragorn.card_id: 9 + 2 + 1 + 3, legolas.card_id: 8}
    strikes = [f for f in facts if f.kind == "StrikeResolved"]
    assert [(f["prowess"], f["strike_prowess"]) for f in strikes] == [
        (15, attack.prowess), (8, attack.prowess)]
    for name in ("True Fire-drake", "Smaug Ahunt", "Itangast at Home"):
        breathing = drake(rgo, name)
        facts, _ = run(rgo, start, lambda ctx, a=breathing: dragons.encounter(
            ctx, only("Fiery Breath"), a.name, a))
        assert len(kinds(facts, "BreathFaced")) == 2
    cave = drake(rgo, "Cave-drake")
    facts, _ = run(rgo, start, lambda ctx: dragons.encounter(ctx, only("Fiery Breath"),
                                                             cave.name, cave))
    assert kinds(facts, "BreathFaced") == [] and kinds(facts, "NoFieryBreath") == [
        ("NoFieryBreath", "RGO-DRTAB-1")]


@pytest.mark.rule("RGO-DRTAB-1")
def test_after_the_breath_the_attack_has_two_less_prowess_and_one_more_body(rgo) -> None:  # type: ignore[no-untyped-def]
    start = state(rgo)
    attack = drake(rgo, "Winged Fire-drake", body=6)
    ctx_found: list[dragons.DragonAttack] = []
    run(rgo, start, lambda ctx: ctx_found.append(dragons.encounter(
        ctx, only("Fiery Breath"), attack.name, attack)))
    assert (ctx_found[0].attack.prowess, ctx_found[0].attack.body) == (attack.prowess - 2, 7)


@pytest.mark.rule("RGO-DRTAB-2")
def test_dragons_blood_weighs_armour_on_the_body_check(rgo) -> None:  # type: ignore[no-untyped-def]
    hauberk = Item.from_card(rgo.catalog.find("Hauberk of Bright Mail"))
    shield = Item.from_card(rgo.catalog.find("Great-shield of Rohan"))
    bilbo = company(rgo, "Bilbo")[0].with_item(hauberk).with_item(shield)
    start = state(rgo, characters=(bilbo,))
    attack = drake(rgo, "Cave-drake", prowess=30)  # the strike always wounds
    facts, _ = run(rgo, start, lambda ctx: dragons.fight(ctx, only("Dragon's Blood"),
                                                         attack.name, attack, "RGO-HAZ-2"))
    body = next(f for f in facts if f.kind == "DiceRolled" and f.rule == "RGO-DRTAB-2")
    assert body["purpose"] == "body check of Bilbo"
    died = int(body["total"]) + 2 > bilbo.effective_body  # two pieces of armour: -1 each
    assert bool(kinds(facts, "CharacterEliminated")) is died


@pytest.mark.rule("RGO-DRTAB-6")
def test_a_scale_missing_takes_two_from_the_dragons_body(rgo) -> None:  # type: ignore[no-untyped-def]
    smaug = rgo.catalog.find("Smaug")
    attack = Attack.from_creature(smaug, 2)
    found: list[dragons.DragonAttack] = []
    run(rgo, state(rgo), lambda ctx: found.append(dragons.encounter(
        ctx, only("A Scale Missing"), smaug.name, attack)))
    assert found[0].attack.body == (smaug.body or 0) - 2
    assert found[0].attack.prowess == smaug.prowess


@pytest.mark.rule("RGO-DRAGON-1")
def test_a_dragon_from_the_hazard_pile_meets_the_table_too(rgo) -> None:  # type: ignore[no-untyped-def]
    from tests.rules.rgo_support import turn_of

    lorien, moria = ids(rgo, "Lórien", "Moria")
    start = state(rgo, site=lorien, destination=moria, path=("wilderness", "wilderness"),
                  hazards=ids(rgo, "Cave-drake", "Wolves", "Wolves"))
    facts, _ = run(rgo, start, turn_of(rgo, start).movement_hazard)
    order = [f.kind for f in facts if f.kind in ("DragonEncounter", "AttackDeclared")]
    assert order[:2] == ["DragonEncounter", "AttackDeclared"]


@pytest.mark.rule("RGO-DRTAB-1", "RGO-DRAGON-1", "TD-KEY-4")
def test_a_true_or_winged_fire_drake_meets_the_table_though_a_drake(rgo) -> None:  # type: ignore[no-untyped-def]
    start = state(rgo, characters=company(rgo, "Aragorn II", "Legolas"))

    def met(ruleset, name: str) -> list[tuple[str, str | None]]:  # type: ignore[no-untyped-def]
        """The Dragon table's facts as a Drake called ``name`` attacks (Fiery Breath rolled)."""
        card = replace(rgo.catalog.find("Cave-drake"), name=name, race="Drake")
        attack = Attack.from_creature(card, 2)
        facts, _ = run(ruleset, start, lambda ctx: dragons.fight(
            ctx, only("Fiery Breath"), attack.name, attack, "RGO-HAZ-2"))
        return kinds(facts, "DragonEncounter", "NoFieryBreath", "BreathFaced")

    for name in dragons.FIRE_DRAKES:
        # The table's Fiery Breath: each of the two characters faces the breath.
        assert met(rgo, name) == [("DragonEncounter", "RGO-DRTAB-1"),
                                  ("BreathFaced", "RGO-DRTAB-1"),
                                  ("BreathFaced", "RGO-DRTAB-1")]
        # Before, a Drake was no Dragon: no table, no breath.
        assert met(at_version(rgo, str(dragons.FIRE_DRAKES_SINCE - 1)), name) == []
    # Another Drake still meets no table.
    assert met(rgo, "Cave-drake") == []
