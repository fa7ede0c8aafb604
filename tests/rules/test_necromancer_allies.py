"""Guise of the Necromancer from ``printed_rules.ALLIES_FROM`` plays an ally from the hand
(``hobbit.allies`` over the engine's ``allies``; the standard rules, GON-GEN-1, CoE 2.V.2): at
a site its card names, once the company whose site phase it is has entered, an untapped
character of it taps and the ally comes under his control, the site tapping. Its marshalling
points count as ally points (GON-WIN-2). It leaves play with its controller (CoE 2.V.2.3), a
Hobbit given up for The One Ring among them (GON-RING-3). Before, an ally stayed in the hand."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer import printed_rules
from domain.rulesets.guise_of_the_necromancer.score import points_by_type
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules.necromancer_support import (
    CATALOG,
    LORIEN,
    ONE_RING,
    RADAGAST,
    RULESET,
    SAM,
    act,
    fresh,
    ids,
)
from tests.support import decide_from, only

GOLLUM, ROAC = "TW-246", "TW-320"
GOBLIN_GATE = "TW-398"
FROM = printed_rules.ALLIES_FROM


def entered(site: str, hand: tuple[str, ...]) -> State:
    state = fresh()
    return replace(state, phase="site", step="entered", pending=("1",), hand=hand,
                   companies=(replace(state.companies[0], location=site),))


@pytest.mark.rule("GON-GEN-1", "GON-WIN-2")  # CoE-2.V.2
def test_sam_taps_to_play_gollum_at_goblin_gate_worth_two_ally_points() -> None:
    assert int(RULESET.version) >= FROM
    state = entered(GOBLIN_GATE, (GOLLUM,))
    untapped = [c.card_id for c in state.companies[0].characters if c.untapped]
    assert [a for a in ids(state) if a.startswith("ally:")] == [
        f"ally:{GOLLUM}:{c}" for c in untapped]
    facts, after = act(state, f"ally:{GOLLUM}:{SAM}")
    played = only(facts, "AllyPlayed")
    assert (dict(played.data), played.rule) == (
        {"ally": GOLLUM, "controller": SAM, "company": "1", "site": GOBLIN_GATE}, "CoE-2.V.2")
    assert after.allies == ((GOLLUM, SAM),) and GOLLUM not in after.hand
    assert GOBLIN_GATE in after.tapped_sites
    assert after.companies[0].character(SAM).state == "tapped"  # type: ignore[union-attr]
    assert points_by_type(after, CATALOG).get("ally") == 2
    assert "ally" not in points_by_type(state, CATALOG)
    assert RULESET.board(after)["allies"] == [
        {"id": GOLLUM, "name": "Gollum", "state": "untapped", "controller": "Sam Gamgee"}]
    assert RULESET.narrate(played) == "Gollum joins the company under the control of Sam " \
                                      "Gamgee at Goblin-gate; the site taps. [CoE-2.V.2]"
    # The version before keeps it in the hand.
    before = RULESET.at_version(str(FROM - 1))
    assert not [a.id for a in before.actions(state) if a.id.startswith("ally:")]
    with pytest.raises(IllegalAction):
        decide_from(before, state, f"ally:{GOLLUM}:{SAM}")


@pytest.mark.rule("GON-GEN-1")  # CoE-2.V.2
def test_an_ally_is_refused_at_another_site_or_a_tapped_one() -> None:
    for state, why in (
            (entered(LORIEN, (GOLLUM,)), "Gollum is playable only at Goblin-gate or Moria, "
                                         "not at Lórien."),
            (replace(entered(GOBLIN_GATE, (GOLLUM,)), tapped_sites=(GOBLIN_GATE,)),
             "Gollum: Goblin-gate is tapped; an ally is played only at an untapped site."),
            (replace(entered(GOBLIN_GATE, (GOLLUM,)), step="arrived"),
             "Gollum is played in the site phase, once the company has entered the site and "
             "faced its attacks.")):
        assert f"ally:{GOLLUM}:{RADAGAST}" not in ids(state)
        with pytest.raises(IllegalAction) as refusal:
            act(state, f"ally:{GOLLUM}:{RADAGAST}")
        assert (str(refusal.value), refusal.value.clause) == (f"{why} [CoE-2.V.2]",
                                                               "CoE-2.V.2")


@pytest.mark.rule("GON-RING-3")  # CoE-2.V.2.3
def test_gollum_leaves_with_the_hobbit_given_up_for_the_ring() -> None:
    _, after = act(entered(GOBLIN_GATE, (GOLLUM,)), f"ally:{GOLLUM}:{SAM}")
    organizing = replace(after, phase="organization", step="", pending=(), ring=ONE_RING,
                         ring_seen=True)
    facts, gone = act(organizing, f"ring:{SAM}")
    discarded = only(facts, "AllyDiscarded")
    assert (discarded["ally"], discarded["controller"], discarded.rule) == (
        GOLLUM, SAM, "CoE-2.V.2.3")
    kinds = [f.kind for f in facts]
    assert kinds.index("AllyDiscarded") < kinds.index("RingGivenUp")
    assert gone.allies == () and GOLLUM in gone.resource_discard
    assert "ally" not in points_by_type(gone, CATALOG)


@pytest.mark.rule("CoE-2.V.2")
def test_the_coverage_says_how_each_ally_is_played() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(CATALOG)}
    # His influence attempt too from ``printed_rules.ALLY_INFLUENCE_FROM``.
    assert rows[ROAC] == coverage.InRuleset(
        coverage.SCRIPTED, "played from the hand at any site in Northern Rhovanion, a site of "
        "the location deck (CoE-2.V.2), its marshalling points counting as ally points "
        "(GON-WIN-2), facing strikes (CoE-2.V.2.2), his influence attempt on a faction "
        "(CoE-2.V.3)")
