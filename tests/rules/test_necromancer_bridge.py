"""Guise of the Necromancer, from ``hand_cards.BRIDGE_FROM`` (the engine's twenty-sixth
generation): Bridge, as the movement/hazard phase of a company that moved to a Haven ends,
moves it on to a site of the location deck starter movement reaches from there, and a
movement/hazard phase follows for that move, the Haven its site of origin; or the company
moves no further. Elsewhere it is refused naming the reason. The version before asked the
player to declare it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer import hand_cards
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.support import only

BRIDGE, RIVENDELL, GREY_HAVENS = "TW-202", "TW-421", "TW-399"
BEFORE = gon.RULESET.at_version(str(hand_cards.BRIDGE_FROM - 1))
ON = f"resource:{BRIDGE}:bridge:1:{gon.LORIEN}"


def at_rivendell(ruleset: object = gon.RULESET) -> tuple[list[str], State]:
    """The starting company moves from Lórien to Rivendell, a Haven, Bridge in the hand; the
    kinds of what happened, and the state."""
    state = replace(gon.hazards(gon.fresh(), [], gon.FILLER), hand=(BRIDGE,))
    facts, after = gon.acts(state, f"move:1:{RIVENDELL}", "go", seed=3,
                            ruleset=ruleset)  # type: ignore[arg-type]
    return gon.kinds(facts), after


@pytest.mark.rule("CoE-5.1", "CoE-2.II.7.i", "GON-HH-3")
def test_bridge_moves_the_company_on_from_a_haven_and_a_movement_phase_follows() -> None:
    assert hand_cards.BRIDGE_FROM == 65 <= int(gon.RULESET.version)
    kinds, waiting = at_rivendell()
    assert kinds[-2:] == ["CompanyMoved", "BridgeMayBePlayed"]
    assert (waiting.phase, waiting.step) == ("movement-hazard", "bridge")
    # The sites starter movement reaches from Rivendell: Lórien and the Grey Havens.
    assert gon.ids(waiting) == [ON, f"resource:{BRIDGE}:bridge:1:{GREY_HAVENS}", "bridge-done"]
    # The automatic player moves no further.
    assert gon.RULESET.policy(waiting, gon.RULESET.actions(waiting))[0] == "bridge-done"
    facts, after = gon.act(waiting, ON, seed=3)
    moved_on = only(facts, "CompanyMovesOn")
    assert (moved_on["origin"], moved_on["to"], moved_on.rule) == (RIVENDELL, gon.LORIEN,
                                                                   "CoE-2.II.7.i")
    assert gon.RULESET.narrate(moved_on) == (
        "Bridge: company 1 moves on from Rivendell to Lórien; a movement/hazard phase "
        "follows. [CoE-2.II.7.i]")
    began = only(facts, "MovementHazardBegan")
    assert (began["origin"], began["destination"]) == (RIVENDELL, gon.LORIEN)
    arrived = [f for f in facts if f.kind == "CompanyMoved"]
    assert [(f["origin"], f["to"]) for f in arrived] == [(RIVENDELL, gon.LORIEN)]
    assert after.companies[0].location == gon.LORIEN and BRIDGE in after.resource_discard


@pytest.mark.rule("CoE-5.1")
def test_no_further_and_the_refusals_while_it_waits_and_declared_before() -> None:
    _, waiting = at_rivendell()
    with pytest.raises(IllegalAction) as refused:
        gon.act(waiting, "go")
    assert (refused.value.message, refused.value.clause) == (
        "Company 1's movement/hazard phase ends at Rivendell: play Bridge to move it on "
        "(resource:<card>:bridge:<company>:<site>) or move it no further (bridge-done).",
        "CoE-5.1")
    with pytest.raises(IllegalAction) as refused:
        gon.act(waiting, f"resource:{BRIDGE}:bridge:1:{gon.DOL_GULDUR}")
    assert refused.value.message == ("Bridge cannot be played now: starter movement does not "
                                     "take the company from Rivendell to Dol Guldur.")
    facts, after = gon.act(waiting, "bridge-done", seed=3)
    assert facts[0].kind == "CompanyPhaseEnded" and after.step != "bridge"
    assert after.companies[0].location == RIVENDELL and BRIDGE in after.hand
    with pytest.raises(IllegalAction) as refused:
        gon.act(after, "bridge-done")
    assert refused.value.message.startswith("No company waits to move on by Bridge")
    # The version before: the phase simply ends, and Bridge is declared.
    kinds, before = at_rivendell(BEFORE)
    assert "BridgeMayBePlayed" not in kinds and before.step != "bridge"
    assert gon.naming(replace(gon.fresh(), hand=(BRIDGE,)), BRIDGE, BEFORE) == [
        f"declare-resource:{BRIDGE}"]
    assert gon.naming(replace(gon.fresh(), hand=(BRIDGE,)), BRIDGE) == []


@pytest.mark.rule("CoE-5.1")
def test_the_coverage_shows_it_scripted_in_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[BRIDGE] == coverage.InRuleset(coverage.SCRIPTED)
