"""The engine's twenty-sixth generation of scripted cards (``effects.LATER``) in Burglar Wants a
Good Job, read from version 65: Bridge, as the movement/hazard phase of a company that moved to
a Haven ends (``hobbit.flights``, ``burglar.movement``): the company moves on to a site it
reaches by starter movement from the Haven, and a movement/hazard phase follows for that move
(its draws and hazard limit, the Haven its site of origin); or it moves no further. Version 64
replays as played: it was declared, the company going on to the end of the turn."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.errors import IllegalAction
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import GENERATION_26_FROM
from tests.rules import burglar_support as bwj
from tests.support import advance_from, of_kind, only

BRIDGE, BAG_END, LORIEN, MOUNT_GRAM, MORIA = "TW-202", "TW-372", "TW-408", "TW-415", "TW-413"
BEFORE = bwj.played_as(str(GENERATION_26_FROM - 1))


def _arriving(origin: str = "Lórien", haven: str = "Rivendell") -> State:
    """The Burglar having moved from ``origin`` to ``haven``, his hazards played, Bridge in a
    hand of five."""
    return bwj.moving(bwj.fresh(), origin, haven, hand=(BRIDGE, *bwj.fresh().hand[:4]))


@pytest.mark.rule("BWJ-SEQ-5", "BWJ-SEQ-7", "BWJ-SEQ-13", "BWJ-SEQ-17")
def test_bridge_moves_the_company_on_from_a_haven(starter: Catalog) -> None:
    assert int(bwj.RULESET.version) >= GENERATION_26_FROM
    facts, waiting = bwj.advance(_arriving())
    assert [f.kind for f in facts] == ["HazardPlayEnded", "BridgeMayBePlayed"]
    assert (waiting.phase, waiting.step) == ("movement-hazard", "bridge")
    # Each site of the site deck starter movement reaches from Rivendell, or no move on.
    assert [(a.id, a.label) for a in bwj.RULESET.actions(waiting)] == [
        (f"play:{BRIDGE}:bridge:{BAG_END}", "Play Bridge: the company moves to Bag End"),
        (f"play:{BRIDGE}:bridge:{LORIEN}", "Play Bridge: the company moves to Lórien"),
        (f"play:{BRIDGE}:bridge:{MOUNT_GRAM}", "Play Bridge: the company moves to Mount Gram"),
        ("bridge-done", "Move no further from Rivendell this turn")]
    facts, moved = bwj.act(waiting, f"play:{BRIDGE}:bridge:{BAG_END}")
    assert [(f.kind, f.rule) for f in facts] == [
        ("CardPlayed", "CoE-5.1"), ("CounterMoved", "CoE-2.II.7.i"),
        ("PhaseBegan", "BWJ-SEQ-5"), ("HazardLimitSet", "BWJ-SEQ-13")]
    assert dict(facts[1].data) == {"origin": "Rivendell", "to": "Bag End", "bridge": BRIDGE}
    # A movement/hazard phase for the move on: Bag End's draws, from Rivendell.
    assert (facts[2]["draws"], facts[2]["resource_draws"], facts[2]["origin"]) == \
        (2, 2, "Rivendell")
    assert (moved.location, moved.turn_start, moved.step) == ("Bag End", "Rivendell",
                                                              "draw-resources")
    assert moved.hazards_played == 0 and BRIDGE in moved.resource_discard
    # The automatic Burglar moves no further.
    assert bwj.RULESET.policy(waiting, bwj.RULESET.actions(waiting))[0] == "bridge-done"
    facts, ended = bwj.act(waiting, "bridge-done")
    assert [f.kind for f in facts][:2] == ["BridgeNotPlayed", "PhaseBegan"]
    assert ended.phase == "site"  # the Haven's site phase (HAVEN_SITE_PHASE_FROM)
    # The version before goes on to the end of the turn, Bridge declared.
    facts, before = advance_from(BEFORE, _arriving(), 7)
    assert not of_kind(facts, "BridgeMayBePlayed") and before.phase == "end-of-turn"
    found = coverage.in_ruleset("burglar", starter.get(BRIDGE))
    assert (found.status, found.missing) == (coverage.SCRIPTED, "")


@pytest.mark.rule("BWJ-SEQ-4", "BWJ-SEQ-17")
def test_bridge_needs_a_company_that_moved_to_a_haven() -> None:
    # Moved to a site that is no Haven: on to the site phase, Bridge not offered.
    facts, at_site = bwj.advance(_arriving("Rivendell", "Bag End"))
    assert not of_kind(facts, "BridgeMayBePlayed") and at_site.phase == "site"
    # Staying at a Haven: no move, so no Bridge.
    stayed = replace(_arriving("Rivendell", "Rivendell"), moved=False)
    facts, _ = bwj.advance(stayed)
    assert not of_kind(facts, "BridgeMayBePlayed")
    _, waiting = bwj.advance(_arriving())
    for action, why in (
            (f"play:{BRIDGE}:bridge:{MORIA}",
             "starter movement does not take the company from Rivendell to Moria"),
            (f"play:{BRIDGE}:bridge:TW-436", "Weathertop is no site of the site deck")):
        with pytest.raises(IllegalAction) as refusal:
            bwj.act(waiting, action)
        assert refusal.value.message == f"Bridge cannot be played now: {why}."
    with pytest.raises(IllegalAction) as refusal:
        bwj.act(at_site, f"play:{BRIDGE}:bridge:{LORIEN}")
    assert refusal.value.message == ("Bridge cannot be played now: it is played in the "
                                     "movement-hazard phase, outside an attack.")
    assert only(bwj.advance(_arriving())[0], "BridgeMayBePlayed")["cards"] == [BRIDGE]
