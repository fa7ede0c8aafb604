"""Guise of the Necromancer, from ``hand_cards.HORSES_FROM``: Horses, at the end of the
organization phase, on a company (``resource:<card>:ride:<company>``): every hazard creature
played on it this turn has +2 prowess (``CreaturesStrengthened``); its hazard limit -2 has
nothing to act on, there being none (GON-HH-2). The automatic player never plays it. The
version before asked the player to declare it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.errors import IllegalAction
from domain.ruleset import Fact
from domain.rulesets.guise_of_the_necromancer import hand_cards
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.support import only

HORSES = "TW-260"
BEFORE = gon.RULESET.at_version(str(hand_cards.HORSES_FROM - 1))


def organizing() -> State:
    """The starting company at Lórien in its organization phase, Horses in hand, Wolves in
    the hazard hand."""
    state = replace(gon.fresh(), hand=(HORSES,))
    return gon.hazards(state, [gon.WOLVES], gon.FILLER)


@pytest.mark.rule("CoE-5.1", "GON-HH-2")
def test_horses_strengthen_the_creatures_played_on_the_company_this_turn() -> None:
    assert hand_cards.HORSES_FROM == 52 <= int(gon.RULESET.version)
    state = organizing()
    assert f"resource:{HORSES}:ride:1" in gon.ids(state)
    played, ridden = gon.act(state, f"resource:{HORSES}:ride:1")
    strong = only(played, "CreaturesStrengthened")
    assert (strong.rule, strong["company"], strong["prowess"]) == ("CoE-5.1", "1", 2)
    assert gon.RULESET.narrate(strong) == (
        "Horses: every hazard creature played on company 1 this turn has +2 prowess. "
        "[CoE-5.1]")
    assert only(played, "ResourcePlayed")["effects"] == [["hazard-limit-turn", -2],
                                                         ["creature-prowess-turn", 2]]
    _, moving = gon.act(ridden, f"move:1:{gon.DOL_GULDUR}")
    facts, _ = gon.act(moving, "go", seed=3)
    declared = only(facts, "AttackDeclared")
    wolves = gon.CATALOG.get(gon.WOLVES).prowess or 0
    assert declared["attack"]["prowess"] == wolves + 2
    assert declared["strengthened"] == [[HORSES, 2]]


@pytest.mark.rule("CoE-5.1")
def test_the_strength_lasts_the_turn_only() -> None:
    _, ridden = gon.act(organizing(), f"resource:{HORSES}:ride:1")
    assert ridden.strengthened == (("1", HORSES, 2),)
    turn = gon.RULESET.evolve(ridden, Fact("TurnBegan", {"turn": ridden.turn + 1,
                                                         "ring": False, "guardians": 0}))
    assert turn.strengthened == ()


@pytest.mark.rule("CoE-5.1")
def test_out_of_the_organization_phase_or_on_no_company_it_is_refused() -> None:
    with pytest.raises(IllegalAction) as refused:
        gon.act(organizing(), f"resource:{HORSES}:ride:9")
    assert str(refused.value).startswith(
        "Horses cannot be played now: it is played on a company, and there is no company 9.")
    site = replace(organizing(), phase="site", step="entered", pending=("1",))
    assert not [i for i in gon.ids(site) if i.startswith(f"resource:{HORSES}")]
    with pytest.raises(IllegalAction) as refused:
        gon.act(site, f"resource:{HORSES}:ride:1")
    assert refused.value.clause == "CoE-5.1"
    assert "it is played at the end of the organization phase" in str(refused.value)


@pytest.mark.rule("CoE-5.1", "GON-HH-2")
def test_the_automatic_player_never_plays_it_and_the_version_before_declared_it() -> None:
    state = organizing()
    assert not gon.RULESET.policy(state, gon.RULESET.actions(state))[0].startswith(
        f"resource:{HORSES}")
    ids = gon.ids(state, ruleset=BEFORE)
    assert f"declare-resource:{HORSES}" in ids and f"resource:{HORSES}:ride:1" not in ids


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_it_scripted_its_hazard_limit_nothing_to_act_on() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[HORSES].status == coverage.SCRIPTED
    assert rows[HORSES].missing.startswith("GON-HH-2: its hazard limit -2 has nothing to act on")
