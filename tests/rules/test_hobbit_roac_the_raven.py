"""Roäc the Raven influences a faction (``hobbit.roac``) in There and Back Again and Burglar
Wants a Good Job from their ``ALLY_INFLUENCE_FROM``: in the site phase, outside an attack,
untapped, ``ally-influence:<ally>:<faction>`` taps and discards him (AllyTapped,
AllyDiscarded) and he tries to recruit a faction of the hand as a diplomat would where it is
played, wherever the company is: 2D6 and his direct influence, none, against its number
(FactionInfluenced, CoE 2.V.3); no site taps, a tapped site does not stop him. Refused
otherwise naming the reason; the versions before replay as played (never offered)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.rulesets.burglar import ruleset as burglar
from domain.rulesets.there_and_back_again import versions as tba
from domain.rulesets.there_and_back_again.state import State
from tests.rules import burglar_support as bwj
from tests.rules.test_there_and_back_again_helpers import (
    CATALOG,
    RULESET,
    THORIN,
    act,
    entered,
    ids,
    played_as,
)
from tests.rules.test_there_and_back_again_helpers import refused as refusal
from tests.support import only

ROAC, WOOD_ELVES, DAGGER = "TW-320", "TW-367", "TW-206"
ACTION = f"ally-influence:{ROAC}:{WOOD_ELVES}"


def at_the_mountain(**changes: object) -> State:
    """Bilbo and Thorin at The Lonely Mountain, entered and tapped, Roäc with Thorin, the
    Wood-elves in hand."""
    return entered("The Lonely Mountain", **{
        "allies": ((ROAC, THORIN),), "hand": (WOOD_ELVES, DAGGER),
        "tapped_sites": (CATALOG.find("The Lonely Mountain", "Hero").id,), **changes})


def refused(state: State, action: str = ACTION) -> str:
    message, clause = refusal(state, action)
    assert clause == "CoE-2.V.3"
    return message


@pytest.mark.rule("CoE-2.V.3", "TBA-LAYOUT-2")
def test_roac_is_discarded_to_try_to_recruit_a_faction_at_a_tapped_site() -> None:
    assert int(RULESET.version) >= tba.ALLY_INFLUENCE_FROM
    state = at_the_mountain()
    assert [i for i in ids(state) if i.startswith("ally-influence:")] == [ACTION]
    facts, after = act(state, ACTION, seed=7)
    assert [f.kind for f in facts][:2] == ["AllyTapped", "AllyDiscarded"]
    attempt = only(facts, "FactionInfluenced")
    assert (attempt["character"], attempt["direct_influence"], attempt["needed"],
            attempt["roll"], attempt["succeeded"]) == (ROAC, 0, 8, 9, True)
    assert "site" not in attempt.data
    assert RULESET.narrate(attempt).startswith(
        "Roäc the Raven tries to recruit Wood-elves: 9 + 0 against 8: recruited")
    # Recruited, no further site taps; Roäc is gone, Thorin untapped still.
    assert (after.factions, after.tapped_sites, after.allies) == (
        (WOOD_ELVES,), state.tapped_sites, ())
    assert ROAC in after.resource_discard and after.character(THORIN) == \
        state.character(THORIN)
    # Refused, the faction is discarded with him.
    facts, after = act(state, ACTION, seed=1)
    assert only(facts, "FactionInfluenced")["succeeded"] is False
    assert after.factions == () and after.resource_discard[-2:] == (ROAC, WOOD_ELVES)
    # The version before offers nothing of the kind; the automatic player does not use him.
    assert ACTION not in played_as(tba.ALLY_INFLUENCE_FROM - 1).legal(state)
    assert not RULESET.policy(state, RULESET.actions(state))[0].startswith("ally-influence:")


@pytest.mark.rule("CoE-2.V.3")
def test_roac_is_refused_naming_why() -> None:
    assert refused(at_the_mountain(tapped_allies=(ROAC,))) == (
        "Roäc the Raven is tapped. [CoE-2.V.3]")
    assert refused(at_the_mountain(phase="organization", step="")) == (
        "Roäc the Raven makes his influence attempt in the site phase, outside an attack. "
        "[CoE-2.V.3]")
    assert refused(at_the_mountain(), f"ally-influence:{ROAC}:{DAGGER}") == (
        f"Roäc the Raven influences a faction of the hand; {DAGGER} is none. [CoE-2.V.3]")
    assert refused(at_the_mountain(allies=())) == (
        "Roäc the Raven is no ally of the company that makes an influence attempt. "
        "[CoE-2.V.3]")


@pytest.mark.rule("CoE-2.V.3", "BWJ-FACT-1")
def test_in_burglar_roacs_faction_is_the_spying_task_s() -> None:
    assert int(bwj.RULESET.version) >= burglar.ALLY_INFLUENCE_FROM
    state = replace(bwj.at(bwj.fresh(), "Bree"), phase="site", step="entered",
                    pending_attacks=(), allies=((ROAC, bwj.BILBO),),
                    hand=(WOOD_ELVES,))
    assert ACTION in bwj.ids(state)
    facts, after = bwj.act(state, ACTION, seed=7)
    attempt = only(facts, "FactionInfluenced")
    assert (attempt.rule, attempt["succeeded"]) == ("CoE-2.V.3", True)
    assert after.factions == (WOOD_ELVES,) and after.tapped_sites == state.tapped_sites
    before = bwj.played_as(str(burglar.ALLY_INFLUENCE_FROM - 1))
    assert ACTION not in [a.id for a in before.actions(state)]


@pytest.mark.rule("CoE-2.V.3")
def test_roac_is_scripted_in_both() -> None:
    rows = {r.card_id: dict(r.rulesets) for r in coverage.coverage(CATALOG)}[ROAC]
    for scenario in ("there-and-back-again", "burglar"):
        assert rows[scenario].status == coverage.SCRIPTED
        assert rows[scenario].missing.endswith(
            "his influence attempt on a faction (CoE-2.V.3)")
