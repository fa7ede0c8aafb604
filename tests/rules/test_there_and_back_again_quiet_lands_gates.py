"""Quiet Lands' alternative with Gates of Morning in play in There and Back Again from
``GATES_TREATMENTS_FROM`` (``hobbit.gates_treatments``): in the long-event phase, the company at
Goblin-gate, the map's one Shadow-hold, ``play:<card>:treat`` with the ``site`` argument treats
it as a Ruins & Lairs until the end of the turn; the face-up creatures are keyed to it as such
and the site's rules read it so. The version before did not offer it and replays as played.
Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.errors import IllegalAction
from domain.ruleset import Fact
from domain.rulesets.there_and_back_again.state import State
from domain.rulesets.there_and_back_again.versions import GATES_TREATMENTS_FROM
from tests.rules.test_there_and_back_again_helpers import (
    BILBO,
    CATALOG,
    RULESET,
    THORIN,
    act,
    fresh,
    ids,
    keep,
    played_as,
)
from tests.support import decide_from, only

GATES, QUIET, LUCKY = "TW-243", "TW-309", "TW-269"
ORC_RAIDERS, ORC_GUARD = "TW-75", "TW-72"  # keyed to a Ruins & Lairs; to a Shadow-hold
GOBLIN_GATE = CATALOG.find("Goblin-gate", "Hero").id
PLAY = f"play:{QUIET}:treat"
BEFORE = played_as(GATES_TREATMENTS_FROM - 1)


def at_goblin_gate(gates: bool = True, **changes: Any) -> State:
    """Bilbo and Thorin moved to Goblin-gate, in the long-event phase waiting for the player,
    Quiet Lands in the hand, Gates of Morning in play (``gates``)."""
    fields: dict[str, Any] = {"location": "Goblin-gate", "moved": True, "phase": "long-event",
                              "step": "long-events", "permanents": (GATES,) if gates else (),
                              "hand": (QUIET,), **changes}
    return replace(keep(fresh(), BILBO, THORIN), **fields)


def faced(facts: list[Fact]) -> list[str]:
    """The face-up creatures the company faces as its movement/hazard phase begins."""
    return list(only(facts, "PhaseBegan")["row_queue"])


def refused(state: State, args: dict[str, Any]) -> tuple[str, str | None]:
    with pytest.raises(IllegalAction) as caught:
        act(state, PLAY, args)
    return caught.value.message, caught.value.clause


@pytest.mark.rule("TBA-SEQ-6", "TBA-SEQ-7", "TBA-LAYOUT-2")
def test_quiet_lands_treats_goblin_gate_as_a_ruins_and_lairs_for_the_turn() -> None:
    # Moving to Goblin-gate with Quiet Lands in the hand, the long-event phase waits.
    high_pass = replace(keep(fresh(), BILBO, THORIN), location="High Pass",
                        phase="organization", step="", permanents=(GATES,), hand=(QUIET,))
    _, moved = act(high_pass, "move:Goblin-gate")
    assert (moved.phase, moved.step) == ("long-event", "long-events")
    assert PLAY in ids(moved)
    state = at_goblin_gate(row=(ORC_RAIDERS, ORC_GUARD))
    assert [dict(a.params) for a in RULESET.actions(state) if a.id == PLAY] == [
        {"site": f"the site treated: {GOBLIN_GATE} (Goblin-gate, a shadow-hold as a "
                 "ruins-and-lairs)"}]
    facts, after = act(state, PLAY, {"site": "Goblin-gate"})
    assert [(f.kind, dict(f.data)) for f in facts] == [
        ("CardPlayed", {"card": QUIET, "mode": "treat", "target": None, "returns": False}),
        ("LandsTreated", {"card": QUIET, "name": "Quiet Lands", "region": None,
                          "site": GOBLIN_GATE, "printed": "shadow-hold",
                          "treated": "ruins-and-lairs"})]
    assert after.resource_treatments == ((QUIET, 0, GOBLIN_GATE, "ruins-and-lairs"),)
    assert (after.hand, after.resource_discard[-1:]) == ((), (QUIET,))
    # The Orc-raiders (a Ruins & Lairs) attack, the Orc-guard (a Shadow-hold) does not.
    facts, _ = act(after, "long-events-done")
    assert faced(facts) == [ORC_RAIDERS]
    facts, _ = act(state, "long-events-done")
    assert faced(facts) == [ORC_GUARD]
    # Lucky Search, played at a Shadow-hold, is not at a Ruins & Lairs.
    search = f"play:{LUCKY}:search:{BILBO}"
    entered = {"phase": "site", "step": "entered", "hand": (LUCKY,), "row": ()}
    assert search in ids(replace(state, **entered))
    assert search not in ids(replace(after, **entered))
    # The version before: not offered; the Orc-guard attacks.
    assert PLAY not in [a.id for a in BEFORE.actions(state)]
    facts, _ = decide_from(BEFORE, state, "long-events-done", None, 7)
    assert faced(facts) == [ORC_GUARD]


@pytest.mark.rule("TBA-SEQ-6", "TBA-LAYOUT-1", "TBA-LAYOUT-2")
def test_quiet_lands_elsewhere_or_without_gates_of_morning_is_refused_writing_nothing() -> None:
    unlit = at_goblin_gate(gates=False)
    assert PLAY not in ids(unlit)
    assert refused(unlit, {"site": "Goblin-gate"}) == (
        "Quiet Lands cannot be played now: it treats a region or a site as another type only "
        "with Gates of Morning in play.", "CoE-5.1")
    # Rivendell is no Shadow-hold, and no region of the map is a Shadow-land (TBA-LAYOUT-1).
    rivendell = at_goblin_gate(location="Rivendell")
    assert PLAY not in ids(rivendell)
    assert refused(rivendell, {"site": "Rivendell"})[0] == (
        "Quiet Lands cannot be played now: the company's site path has no Shadow-land and its "
        "site is no Shadow-hold.")
    state = at_goblin_gate()
    assert refused(state, {"region": 1}) == (
        "Quiet Lands cannot be played now: region 1 is no Shadow-land of the site path.",
        "CoE-5.1")
    assert refused(state, {"site": "Rivendell"})[0] == (
        "Quiet Lands cannot be played now: 'Rivendell' is not the company's site.")
    # Once a turn.
    _, after = act(state, PLAY, {"site": GOBLIN_GATE})
    again = replace(after, hand=(QUIET,))
    assert PLAY not in ids(again)
    assert refused(again, {"site": GOBLIN_GATE})[0] == (
        "Quiet Lands cannot be played now: it cannot be duplicated: it treats a region or a "
        "site once a turn.")
