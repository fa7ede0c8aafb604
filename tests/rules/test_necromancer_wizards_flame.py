"""Guise of the Necromancer, from ``hand_cards.FLAME_FROM`` (the engine's twentieth
generation): Wizard's Flame, a spell, in the organization and site phases, on a Wizard:
every attack on his company this turn, a creature's or an automatic-attack, has -2 prowess,
then he checks corruption at -3; it is removed from the game (GON-PLAY-5). The version
before asked the player to declare it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer import hand_cards
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.support import of_kind, only

FLAME = "TW-361"
BEFORE = gon.RULESET.at_version(str(hand_cards.FLAME_FROM - 1))


def flamed() -> State:
    """Radagast has played Wizard's Flame in the organization phase, Wolves in the hazard
    hand."""
    state = gon.hazards(replace(gon.fresh(), hand=(FLAME,)), [gon.WOLVES], gon.FILLER)
    _, after = gon.act(state, f"resource:{FLAME}:flame:{gon.RADAGAST}")
    return after


@pytest.mark.rule("CoE-5.1", "CoE-7.1", "GON-PLAY-5")
def test_wizards_flame_weakens_every_attack_on_his_company_this_turn() -> None:
    assert hand_cards.FLAME_FROM == 55 <= int(gon.RULESET.version)
    state = replace(gon.fresh(), hand=(FLAME,))
    # Only on a Wizard.
    assert [i for i in gon.ids(state) if i.startswith(f"resource:{FLAME}")] == [
        f"resource:{FLAME}:flame:{gon.RADAGAST}"]
    facts, after = gon.act(state, f"resource:{FLAME}:flame:{gon.RADAGAST}")
    modified = only(facts, "AttacksProwessModified")
    assert (modified.rule, modified["company"], modified["prowess"]) == ("CoE-5.1", "1", -2)
    check = only(facts, "CorruptionChecked")
    assert check["character"] == gon.RADAGAST
    assert [m["amount"] for m in check["check"]["modifiers"]
            if m["source"] == f"card:{FLAME}"] == [-3]
    assert after.removed == (FLAME,) and FLAME not in after.resource_discard
    _, moving = gon.act(flamed(), f"move:1:{gon.DOL_GULDUR}")
    facts, _ = gon.act(moving, "go", seed=3)
    declared = only(facts, "AttackDeclared")
    wolves = gon.CATALOG.get(gon.WOLVES).prowess or 0
    assert (declared["attack"]["prowess"], declared["every_attack"]) == (
        wolves - 2, [[FLAME, -2]])


@pytest.mark.rule("CoE-5.1")
def test_an_automatic_attack_is_weakened_too() -> None:
    state = replace(flamed(), hazard_hand=())
    _, arrived = gon.acts(state, f"move:1:{gon.DOL_GULDUR}", "go", seed=15)
    assert arrived.phase == "site" and arrived.step == "arrived"
    facts, _ = gon.act(arrived, "enter", seed=15)
    first = of_kind(facts, "AttackDeclared")[0]
    assert first["card"] is None and first["every_attack"] == [[FLAME, -2]]


@pytest.mark.rule("CoE-5.1")
def test_refused_on_one_no_wizard_and_declared_in_the_version_before() -> None:
    state = replace(gon.fresh(), hand=(FLAME,))
    with pytest.raises(IllegalAction) as refused:
        gon.act(state, f"resource:{FLAME}:flame:{gon.SAM}")
    assert refused.value.clause == "CoE-5.1"
    assert f"declare-resource:{FLAME}" in gon.ids(state, ruleset=BEFORE)


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_it_scripted_in_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[FLAME] == coverage.InRuleset(coverage.SCRIPTED)


@pytest.mark.rule("CoE-5.1", "CoE-3.iii")
def test_an_assassins_further_attacks_are_weakened_too_from_this_version() -> None:
    """Its first attack as declared, each further one too; version 54 declared the further
    ones as printed."""
    from tests.rules.test_necromancer_assassins import at_bree, play_out

    def prowess(ruleset: gon.GuiseOfTheNecromancer) -> list[int]:
        ctx = at_bree("TW-8", ruleset)
        ctx.state = replace(ctx.state, every_attack=(("1", FLAME, -2),))  # type: ignore[misc]
        return [f["attack"]["prowess"] for f in of_kind(play_out(ctx), "AttackDeclared")]
    assert prowess(gon.RULESET)[1:] == [9, 9]
    assert prowess(BEFORE)[1:] == [11, 11]


@pytest.mark.rule("CoE-7.1", "GON-WIN-9")
def test_the_automatic_player_does_not_play_it() -> None:
    """Its corruption check at -3 risks the Wizard, and the game with him (GON-WIN-9)."""
    state = replace(gon.fresh(), hand=(FLAME,))
    assert not gon.RULESET.policy(state, gon.RULESET.actions(state))[0].startswith(
        f"resource:{FLAME}")
