"""There and Back Again from ``ALLIES_FROM`` plays an ally from the hand (``hobbit.allies`` over
the engine's ``allies``; CoE 2.V.2): at a laid-out site its card names (TBA-LAYOUT-2: Bill the
Pony at Bag End, Gollum at Goblin-gate, Roäc the Raven at any site in Northern Rhovanion, The
Lonely Mountain), once entered, by an untapped character who taps; the ally comes under his
control and the site taps (Bill the Pony is played though it is tapped). Its mind takes no
influence (CoE 2.V.2.1); when its controller leaves play it is discarded (CoE 2.V.2.3). It is
no longer played by declaring its effect. Before, it was, and those games replay as played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.errors import IllegalAction
from domain.rulesets.there_and_back_again.state import State
from domain.rulesets.there_and_back_again.versions import ALLIES_FROM
from tests.rules.test_there_and_back_again_helpers import (
    BILBO,
    CATALOG,
    RULESET,
    THORIN,
    act,
    fresh,
    ids,
    played_as,
    with_states,
)
from tests.support import decide_from, of_kind, only

BILL, GOLLUM, ROAC, GOLDBERRY, GWAIHIR = "TW-198", "TW-246", "TW-320", "TW-245", "TW-251"


def entered(place: str, hand: tuple[str, ...]) -> State:
    return replace(fresh(), location=place, phase="site", step="entered", hand=hand)


def site(place: str) -> str:
    return CATALOG.find(place, "Hero").id


@pytest.mark.rule("TBA-LAYOUT-2", "TBA-SEQ-15")  # CoE-2.V.2, CoE-2.V.2.1
def test_thorin_taps_to_play_gollum_at_goblin_gate() -> None:
    assert int(RULESET.version) >= ALLIES_FROM
    state = entered("Goblin-gate", (GOLLUM,))
    offered = ids(state)
    untapped = [c.card_id for c in state.company if c.untapped]
    assert [a for a in offered if a.startswith("ally:")] == [
        f"ally:{GOLLUM}:{c}" for c in untapped]
    assert f"declare:{GOLLUM}" not in offered
    facts, after = act(state, f"ally:{GOLLUM}:{THORIN}")
    played = only(facts, "AllyPlayed")
    assert (dict(played.data), played.rule) == (
        {"ally": GOLLUM, "controller": THORIN, "site": site("Goblin-gate")}, "CoE-2.V.2")
    assert only(facts, "CharacterTapped")["character"] == THORIN
    assert after.allies == ((GOLLUM, THORIN),)
    assert GOLLUM not in after.hand and GOLLUM not in after.resource_discard
    assert after.tapped_sites == (site("Goblin-gate"),)
    assert after.character(THORIN).state == "tapped"  # type: ignore[union-attr]
    # CoE 2.V.2.1: no influence is used; the company's control is as it was.
    assert after.followers == state.followers
    assert RULESET.narrate(played) == "Gollum joins the company under the control of " \
                                      "Thorin II at Goblin-gate; the site taps. [CoE-2.V.2]"
    assert RULESET.board(after)["allies"] == [
        {"id": GOLLUM, "name": "Gollum", "controller": "Thorin II", "state": "untapped"}]
    # The site is tapped now: no other ally, nor Gollum again, is offered.
    assert not [a for a in ids(replace(after, hand=(GOLLUM,))) if a.startswith("ally:")]


@pytest.mark.rule("TBA-LAYOUT-2", "TBA-SEQ-15")  # CoE-2.V.2
def test_roac_at_any_site_in_northern_rhovanion_and_bill_at_a_tapped_bag_end() -> None:
    mountain = entered("The Lonely Mountain", (ROAC,))
    assert f"ally:{ROAC}:{BILBO}" in ids(mountain)
    bag_end = replace(entered("Bag End", (BILL,)), tapped_sites=(site("Bag End"),))
    facts, after = act(bag_end, f"ally:{BILL}:{BILBO}")
    assert only(facts, "AllyPlayed")["ally"] == BILL
    assert after.allies == ((BILL, BILBO),) and after.tapped_sites == (site("Bag End"),)


@pytest.mark.rule("TBA-LAYOUT-2", "TBA-SEQ-15")  # CoE-2.V.2
def test_an_ally_is_refused_elsewhere_when_tapped_or_declared() -> None:
    state = entered("Bag End", (GOLLUM, GOLDBERRY))
    assert not [a for a in ids(state) if a.startswith("ally:")]
    cases = {
        f"ally:{GOLLUM}:{THORIN}": "Gollum is playable only at Goblin-gate or Moria, not at "
                                   "Bag End.",
        f"ally:{GOLDBERRY}:{THORIN}": "Goldberry is playable only at Old Forest, not at Bag "
                                      "End.",
        f"declare:{GOLLUM}": "Gollum is no longer played by declaring an effect: an ally is "
                             "played at Goblin-gate or Moria, once the company has entered "
                             "the site, by an untapped character (ally:<ally>:<character>).",
    }
    gate = entered("Goblin-gate", (GOLLUM,))
    tapped_site = replace(gate, tapped_sites=(site("Goblin-gate"),))
    tapped_thorin = with_states(gate, TW_183="tapped")
    before_entering = replace(gate, step="before-entering")
    for action, why in cases.items():
        with pytest.raises(IllegalAction) as refusal:
            act(state, action)
        assert (str(refusal.value), refusal.value.clause) == (f"{why} [CoE-2.V.2]", "CoE-2.V.2")
    for refused_state, why in (
            (tapped_site, "Gollum: Goblin-gate is tapped; an ally is played only at an "
                          "untapped site."),
            (tapped_thorin, "Gollum: Thorin II is tapped; only an untapped character plays an "
                            "ally."),
            (before_entering, "Gollum is played in the site phase, once the company has "
                              "entered the site and faced its attacks.")):
        with pytest.raises(IllegalAction) as refusal:
            act(refused_state, f"ally:{GOLLUM}:{THORIN}")
        assert str(refusal.value) == f"{why} [CoE-2.V.2]"
    with pytest.raises(IllegalAction) as refusal:
        act(replace(gate, hand=()), f"ally:{GOLLUM}:{THORIN}")
    assert str(refusal.value) == f"{GOLLUM} is not in your hand. [CoE-2.V.2]"


@pytest.mark.rule("TBA-RES-5")  # CoE-2.V.2.3
def test_the_ally_leaves_with_its_controller() -> None:
    _, after = act(entered("Goblin-gate", (GOLLUM,)), f"ally:{GOLLUM}:{THORIN}")
    leaving = replace(after, phase="organization", step="discard-dwarves",
                      dwarves_to_discard=2)
    facts, gone = act(leaving, f"discard-dwarf:{THORIN}")
    discarded = only(facts, "AllyDiscarded")
    assert (discarded["ally"], discarded.rule) == (GOLLUM, "CoE-2.V.2.3")
    assert [f.kind for f in facts][:2] == ["AllyDiscarded", "CharacterDiscarded"]
    assert gone.allies == () and gone.resource_discard[-1] == GOLLUM
    assert RULESET.narrate(discarded) == "Gollum is discarded: Thorin II, who controlled him, " \
                                         "leaves play. [CoE-2.V.2.3]"


@pytest.mark.rule("TBA-SEQ-15")
def test_the_version_before_declared_it() -> None:
    before = played_as(ALLIES_FROM - 1)
    offered = [a.id for a in before.actions(entered("Goblin-gate", (GOLLUM,)))]
    assert f"declare:{GOLLUM}" in offered
    assert not [a for a in offered if a.startswith("ally:")]
    facts, after = decide_from(before, entered("Goblin-gate", (GOLLUM,)), f"declare:{GOLLUM}",
                               {"effect": "draw", "amount": 1})
    assert only(facts, "PlayerRuling")["card"] == GOLLUM
    assert of_kind(facts, "AllyPlayed") == [] and after.allies == ()


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_says_which_allies_are_played_and_what_is_missing() -> None:
    rows = {r.card_id: dict(r.rulesets)["there-and-back-again"]
            for r in coverage.coverage(CATALOG)}
    assert rows[GOLLUM].status == coverage.SCRIPTED  # test_hobbit_gollum_ring.py
    assert rows[BILL].status == coverage.SCRIPTED  # test_hobbit_bill_the_pony.py
    assert rows[GOLLUM].missing.startswith("played from the hand at Goblin-gate (CoE-2.V.2), "
                                           "facing strikes (CoE-2.V.2.2), tapping to cancel ")
    assert rows[BILL].missing == ("played from the hand at Bag End (CoE-2.V.2), facing strikes "
                                  "(CoE-2.V.2.2), taking his company to the nearest Haven "
                                  "(CoE-2.VI)")
    assert rows[ROAC].missing == ("played from the hand at The Lonely Mountain (CoE-2.V.2), "
                                  "facing strikes (CoE-2.V.2.2), his influence attempt on a "
                                  "faction (CoE-2.V.3)")  # test_hobbit_roac_the_raven.py
    assert rows[GWAIHIR] == coverage.InRuleset(
        coverage.NOT_IN_RULESET, "TBA-LAYOUT-2: playable only at Eagles' Eyrie, which is not "
                                 "on the map")
