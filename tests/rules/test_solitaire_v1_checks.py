"""Every Solitaire Variant roll records its check: the dice, each modifier with its source and
clause, the total and the target, so the outcome can be recomputed from the event alone."""

from __future__ import annotations

import pytest

from domain.engine.checks import recompute
from domain.rulesets.solitaire_v1.explain import WOUNDED_CITES_COE_FROM
from domain.rulesets.solitaire_v1.state import ATTEMPTS, HAZARDS, RESOURCES, TAPPED, WOUNDED
from tests.rules.sv1_support import cid, member, run, seed_for, state, status
from tests.support import only

WILD = tuple(cid(r) for r in ("Rhudaur", "Hollin", "Cardolan", "Arthedain"))


@pytest.mark.rule("SV1-HAZ-4F", "SV1-ACQ-3A", "SV1-HAZ-4H1", "CoE-3.I.1")
def test_a_strike_and_a_body_check_list_every_modifier_with_its_source() -> None:
    # Aragorn, wounded, holds Glamdring (+3): 1 + 1 + 6 + 3 - 2 = 9 against the Cave-drake's
    # 10, lost; then 9 + 1 for being wounded against body 9, failed.
    s = state([member("Aragorn II", WOUNDED, ["Glamdring"])], {"hazards": ["Cave-drake"]},
              step=HAZARDS, regions=WILD, hazards_left=1)
    found, _ = run(s, seed_for((1, 1), (4, 5)))
    strike = only(found, "StrikeResolved")["check"]
    assert strike == {
        "dice": [1, 1], "roll": {"stream": "dice", "index": 0},
        "modifiers": [
            {"amount": 6, "source": f"card:{cid('Aragorn II')}", "why": "Aragorn II's prowess",
             "clause": "CoE-3.iv.6"},
            {"amount": 3, "source": f"card:{cid('Glamdring')}",
             "why": "Glamdring's prowess modifier", "clause": "SV1-ACQ-3A"},
            {"amount": -2, "source": "state:wounded", "why": "faces the strike wounded",
             "clause": "SV1-HAZ-4F"}],
        "total": 9, "target": 10, "passes": "above", "passed": False}
    body = only(found, "BodyCheck")["check"]
    assert body == {
        "dice": [4, 5], "roll": {"stream": "dice", "index": 2},
        "modifiers": [{"amount": 1, "source": "state:wounded", "why": "already wounded",
                       "clause": "CoE-3.I.1"}],
        "total": 10, "target": 9, "passes": "at most", "passed": False}
    assert recompute(strike) == [] and recompute(body) == []


def wounded_body_check(version: str | None, context: str) -> dict[str, object]:
    """The check of a wounded Aragorn's body check (dice 4 + 5, +1: 10 against body 9) after
    losing a strike to a Cave-drake, or for a permanent resource (Fellowship)."""
    aragorn = [member("Aragorn II", WOUNDED)]
    if context == "strike":
        s = state(aragorn, {"hazards": ["Cave-drake"]}, step=HAZARDS, regions=WILD,
                  hazards_left=1)
        found, _ = run(s, seed_for((1, 1), (4, 5)), version=version)
    else:
        s = state(aragorn, {"sites": ["Amon Hen"], "resources": ["Fellowship"]},
                  step=RESOURCES)
        found, _ = run(s, seed_for((4, 5)), version=version)
    made = only(found, "BodyCheck")["check"]
    assert isinstance(made, dict)
    return made


@pytest.mark.rule("CoE-3.I.1", "SV1-HAZ-4H1", "SV1-RES-3A")
@pytest.mark.parametrize(("version", "context", "clause"), [
    (str(WOUNDED_CITES_COE_FROM - 1), "strike", "SV1-HAZ-4H1"),
    (str(WOUNDED_CITES_COE_FROM - 1), "resource", "SV1-RES-3A"),
    (str(WOUNDED_CITES_COE_FROM), "strike", "CoE-3.I.1"),
    (str(WOUNDED_CITES_COE_FROM), "resource", "CoE-3.I.1")])
def test_the_plus_one_of_an_already_wounded_member_cites_the_standard_rule_from_version_5(
        version: str, context: str, clause: str) -> None:
    # Earlier versions cited the clause of the check the +1 was added to, and replay so.
    made = wounded_body_check(version, context)
    assert made["modifiers"] == [{"amount": 1, "source": "state:wounded",
                                  "why": "already wounded", "clause": clause}]
    assert (made["dice"], made["total"], made["target"], made["passed"]) == (
        [4, 5], 10, 9, False)


@pytest.mark.rule("SV1-SEQ-5A", "SV1-RFA-1")
def test_an_attempt_lists_its_assistants() -> None:
    s = state([member("Aragorn II"), member("Legolas"), member("Gimli")], step=ATTEMPTS,
              offered=(cid("Beornings"),))
    _, waiting = run(s, 0, f"attempt:{cid('Beornings')}:{cid('Aragorn II')}")
    _, waiting = run(waiting, 0, f"assist:{cid('Legolas')}")
    found, _ = run(waiting, seed_for((3, 3)), f"assist:{cid('Gimli')}")
    made = only(found, "AttemptResolved")["check"]
    assert made == {
        "dice": [3, 3], "roll": {"stream": "dice", "index": 0},
        "modifiers": [{"amount": 1, "source": f"member:{cid(n)}", "why": "taps to assist",
                       "clause": "SV1-SEQ-5A"} for n in ("Legolas", "Gimli")],
        "total": 8, "target": 8, "passes": "at least", "passed": True}


@pytest.mark.not_a_rule("audit of a recorded check")
def test_a_tampered_check_does_not_recompute() -> None:
    made = {"dice": [3, 4], "modifiers": [{"amount": 1}], "total": 9, "target": 8,
            "passes": "at least", "passed": False}
    assert recompute(made) == ["the dice and modifiers add up to 8, not 9",
                               "a total of 8 passes a check passing at least 8, not as "
                               "recorded"]


@pytest.mark.rule("SV1-SEQ-5", "SV1-SEQ-5A")
def test_tapping_to_attempt_or_to_assist_is_a_fact_of_its_own() -> None:
    s = state([member("Aragorn II"), member("Legolas")], step=ATTEMPTS,
              offered=(cid("Beornings"),))
    found, waiting = run(s, 0, f"attempt:{cid('Beornings')}:{cid('Aragorn II')}")
    assert [(f.kind, f.rule, f.get("member")) for f in found] == [
        ("AttemptDeclared", "SV1-SEQ-5", cid("Aragorn II")),
        ("MemberTapped", "SV1-SEQ-5", cid("Aragorn II"))]
    found, after = run(waiting, 0, f"assist:{cid('Legolas')}")
    assert [(f.kind, f.rule) for f in found[:2]] == [("MemberAssisted", "SV1-SEQ-5A"),
                                                     ("MemberTapped", "SV1-SEQ-5A")]
    assert status(after, "Legolas") == TAPPED


@pytest.mark.rule("SV1-HAZ-4C")
def test_the_strike_targets_list_every_candidate_with_its_ranking_key() -> None:
    s = state([member("Sam Gamgee", TAPPED), member("Legolas"), member("Gimli")],
              {"hazards": ["Cave-drake"]}, step=HAZARDS, regions=WILD, hazards_left=1)
    found, _ = run(s)
    chosen = only(found, "TargetsChosen")
    assert chosen["targets"] == [cid("Legolas"), cid("Gimli")]
    assert chosen["candidates"] == [{"member": cid("Sam Gamgee"), "rank": [1, 0]},
                                    {"member": cid("Legolas"), "rank": [0, 1]},
                                    {"member": cid("Gimli"), "rank": [0, 2]}]
    assert chosen["ranked_by"] == ["condition: untapped 0, tapped 1, wounded 2",
                                   "place in the company's order (SV1-SETUP-8), from 0"]
    assert chosen["reading"] is None  # the clause is plain: no reading to name
