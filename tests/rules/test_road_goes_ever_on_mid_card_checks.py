"""The Road Goes Ever On from ``check_helpers.MID_CARD_SINCE``: the two corruption checks asked
amid a card's effects wait for the player to tap untapped companions, +1 each (CoE 7.1.1), or
to roll, the card's effects going on once the check is rolled. True Fána's: where the Wizard's
roll ends the attack, his check is the last act of its end, which waits as any attack's end does
(attack_ends.py), the game going on as after the attack once it is rolled; where the attack goes
on, it waits as a spell's within an attack. The Cracks of Doom's: The One Ring is destroyed and
the game won once it is rolled, if the bearer passed. Rolled unhelped, the game plays as the
version before, which rolled them at once, and replays so. Constructed states played with the
real ruleset, seeded."""

from __future__ import annotations

from typing import Any

import pytest

from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import attack_ends, check_helpers, mount_doom, true_fana
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import AwaitedCheck, State
from tests.rules.rgo_support import at_version, begin, company, ids, moving, refused
from tests.rules.test_road_goes_ever_on_mount_doom import at_mount_doom, ending
from tests.rules.test_road_goes_ever_on_waiting_checks import awaited, helped_and_rolled, then

NOW, BEFORE = str(check_helpers.MID_CARD_SINCE), str(check_helpers.MID_CARD_SINCE - 1)
#: The facts of a wait itself: without them a game rolled unhelped reads as the version before.
WAITS = (check_helpers.AWAITED, attack_ends.WAITING, attack_ends.GOES_ON)


def played(facts: list[Fact]) -> list[tuple[str, str | None, dict[str, Any]]]:
    """The facts as played, a wait aside."""
    return [(f.kind, f.rule, dict(f.data)) for f in facts if f.kind not in WAITS]


def unhelped(ruleset: RoadGoesEverOn, ctx: Context[State], action: str) -> list[Fact]:
    """``action``, then the check it leaves waiting, if any, rolled unhelped."""
    facts = then(ruleset, ctx, action)
    while ctx.state.awaited_check is not None:
        facts += then(ruleset, ctx, check_helpers.ROLL)
    return facts


# -- True Fána ----------------------------------------------------------------------------------

def facing(rgo: RoadGoesEverOn, version: str, creature: str, seed: int) -> Context[State]:
    """Gandalf, Aragorn II and Legolas meet ``creature`` on the way to Lórien at ``version``,
    Crebain next in the Hazard Pile, True Fána in hand."""
    ruleset = at_version(rgo, version)
    return begin(ruleset, moving(ruleset, creature, "Crebain", hand=ids(ruleset, "True Fána"),
                                 characters=company(ruleset, "Gandalf", "Aragorn II",
                                                    "Legolas")), seed)


@pytest.mark.rule("CoE-7.1.1", "CoE-3.i", "CoE-3.v", "CoE-7.1")
def test_true_fanas_check_ends_the_attacks_end_it_waits_for_then_the_hazard_pile_goes_on(
        rgo: RoadGoesEverOn) -> None:
    fana, gandalf, aragorn, legolas, patrol, crebain = ids(
        rgo, "True Fána", "Gandalf", "Aragorn II", "Legolas", "Orc-patrol", "Crebain")
    play = f"resource:{fana}:fail:{gandalf}"
    now = at_version(rgo, NOW)
    # Seed 1: 5 + Gandalf's 6 beats the Orc-patrol's 6, every strike fails and it is defeated.
    ctx = facing(rgo, NOW, "Orc-patrol", 1)
    facts = then(now, ctx, play)
    assert [f.kind for f in facts if f.kind != "DiceRolled"] == [
        "ResourcePlayed", "StrikesFailRolled", "AttackEnded", "MarshallingPointsGained",
        check_helpers.AWAITED, attack_ends.WAITING]
    waiting = next(f for f in facts if f.kind == check_helpers.AWAITED)
    assert (waiting["character"], waiting["check"], waiting["card"], waiting["able"],
            waiting["modifier"]) == (gandalf, attack_ends.RESUME, fana, [aragorn, legolas], -2)
    assert now.narrate(waiting).startswith(
        "Gandalf's corruption check asked by True Fána, against ")
    # The rest of the attack's end waits: the Wizard's check its last act.
    end = facts[-1]
    assert (end["card"], end["beaten"], end["left"]) == (patrol, True, [
        {"kind": attack_ends.SPELL_CHECK, "who": gandalf, "modifier": true_fana.CHECK,
         "rule": "", "card": fana, "why": ""}])
    assert ctx.state.pile == (crebain,) and ctx.state.awaited_strikes is None
    assert refused(now, ctx.state, "end-movement", "CoE-7.1.1").startswith(
        "Gandalf's corruption check asked by True Fána, against ")
    mark = len(ctx.facts)
    made = helped_and_rolled(now, ctx, aragorn)
    assert (made["modifier"], made.rule, made["result"]) == (-3, "CoE-7.1", "passed")
    # The attack's end goes on, then the Hazard Pile: Crebain revealed, Aragorn now tapped.
    after = [(f.kind, f.get("card")) for f in ctx.facts[mark:]]
    assert after.index((attack_ends.GOES_ON, None)) < after.index(("CorruptionChecked", None)) \
        < after.index(("HazardRevealed", crebain))
    assert ctx.state.attack_end is None and ctx.state.awaited_strikes is not None
    assert patrol in [r.card for r in ctx.state.mp]


@pytest.mark.rule("CoE-7.1.1", "CoE-3.i", "CoE-3.v", "CoE-7.1")
def test_true_fanas_attacks_end_rolled_unhelped_plays_as_the_version_before_rolled_it(
        rgo: RoadGoesEverOn) -> None:
    fana, gandalf = ids(rgo, "True Fána", "Gandalf")
    play = f"resource:{fana}:fail:{gandalf}"
    now, old = at_version(rgo, NOW), at_version(rgo, BEFORE)
    ctx = facing(rgo, NOW, "Orc-patrol", 1)
    waited = unhelped(now, ctx, play)
    before = facing(rgo, BEFORE, "Orc-patrol", 1)
    at_once = then(old, before, play)
    # The version before: the end and the Wizard's check at once, nothing waiting.
    assert not any(f.kind in WAITS for f in at_once)
    assert [f.kind for f in at_once if f.kind in ("AttackEnded", "CorruptionChecked",
                                                  "HazardRevealed")] == [
        "AttackEnded", "CorruptionChecked", "HazardRevealed"]
    assert played(waited) == played(at_once) and ctx.state == before.state
    assert [a.id for a in now.actions(ctx.state)] == [a.id for a in old.actions(before.state)]


@pytest.mark.rule("CoE-7.1.1", "CoE-3.i", "CoE-7.1")
def test_true_fanas_check_waits_within_the_attack_its_roll_leaves_standing(
        rgo: RoadGoesEverOn) -> None:
    fana, gandalf, legolas, drake = ids(rgo, "True Fána", "Gandalf", "Legolas", "Cave-drake")
    play = f"resource:{fana}:fail:{gandalf}"
    now, old = at_version(rgo, NOW), at_version(rgo, BEFORE)
    # Seed 3: 2 + 6 does not beat the Cave-drake's 11; the attack goes on.
    ctx = facing(rgo, NOW, "Cave-drake", 3)
    waiting = awaited(then(now, ctx, play))
    assert (waiting["character"], waiting["check"], waiting["card"], waiting["creature"],
            waiting["own"]) == (gandalf, check_helpers.WITHIN_ATTACK, fana, drake, -3)
    strikes = ctx.state.awaited_strikes
    assert strikes is not None and strikes.assigned == ()
    made = helped_and_rolled(now, ctx, legolas)
    assert (made["modifier"], made["result"]) == (-3, "passed")
    # The defender is asked again, the attack as it stood.
    assert ctx.state.awaited_strikes == strikes
    assert "assign-rest" in [a.id for a in now.actions(ctx.state)]
    # Rolled unhelped, as the version before played it; it rolled the check at once.
    ctx = facing(rgo, NOW, "Cave-drake", 3)
    waited = unhelped(now, ctx, play)
    before = facing(rgo, BEFORE, "Cave-drake", 3)
    at_once = then(old, before, play)
    assert [f.kind for f in at_once if f.kind != "DiceRolled"] == [
        "ResourcePlayed", "StrikesFailRolled", "CorruptionChecked"]
    assert played(waited) == played(at_once) and ctx.state == before.state


# -- the Cracks of Doom -------------------------------------------------------------------------

def at_doom(rgo: RoadGoesEverOn, version: str, seed: int) -> tuple[RoadGoesEverOn,
                                                                    Context[State]]:
    """Frodo, bearing The One Ring, and Sam at Mount Doom at ``version``, Cracks of Doom in
    hand."""
    ruleset = at_version(rgo, version)
    return ruleset, Context(ruleset, Table(seed, {}, at_mount_doom(ruleset, "Cracks of Doom")))


@pytest.mark.rule("CoE-7.1.1", "CoE-5.1", "CoE-7.1")
def test_the_cracks_of_dooms_check_waits_then_the_ring_is_destroyed_if_its_bearer_passed(
        rgo: RoadGoesEverOn) -> None:
    cracks, frodo, sam = ids(rgo, "Cracks of Doom", "Frodo", "Sam Gamgee")
    play = f"resource:{cracks}:destroy:{frodo}"
    now, ctx = at_doom(rgo, NOW, 2)
    waiting = awaited(then(now, ctx, play))
    assert (waiting["character"], waiting["check"], waiting["card"], waiting["able"],
            waiting["own"], waiting["rule"], waiting["points"]) == (
        frodo, check_helpers.RING_DESTROYED, cracks, [sam], -4, "CoE-7.1", 7)
    assert now.narrate(waiting).startswith(
        "Frodo's corruption check asked by Cracks of Doom, against 7 corruption points, waits: "
        "Sam Gamgee may tap to give +1 each.")
    assert ctx.state.outcome is None
    assert [a.id for a in now.actions(ctx.state)] == [f"help-check:{sam}", check_helpers.ROLL]
    mark = len(ctx.facts)
    made = helped_and_rolled(now, ctx, sam)
    assert (made["modifier"], made["result"]) == (-4, "passed")
    assert [f.kind for f in ctx.facts[mark:]][-1] == "GameEnded"
    assert ending(ctx.facts) == ("won", mount_doom.ENDED_BY, "Cracks of Doom: The One Ring is "
                                 "destroyed at Mount Doom", "CoE-5.1")


@pytest.mark.rule("CoE-7.1.1", "CoE-5.1", "CoE-7.1")
def test_the_cracks_of_dooms_check_rolled_unhelped_plays_as_the_version_before_rolled_it(
        rgo: RoadGoesEverOn) -> None:
    cracks, frodo = ids(rgo, "Cracks of Doom", "Frodo")
    play = f"resource:{cracks}:destroy:{frodo}"
    # Passed (seed 2: the game won) or failed (seed 9: Frodo leaves play, the game goes on).
    for seed, won in ((2, True), (9, False)):
        now, ctx = at_doom(rgo, NOW, seed)
        waited = unhelped(now, ctx, play)
        old, before = at_doom(rgo, BEFORE, seed)
        at_once = then(old, before, play)
        assert not any(f.kind in WAITS for f in at_once)
        assert (ending(at_once) is not None) is won
        assert (before.state.character(frodo) is None) is not won
        assert played(waited) == played(at_once) and ctx.state == before.state


@pytest.mark.rule("CoE-7.1.1", "CoE-7.1")
def test_the_automatic_player_helps_the_cracks_of_dooms_check_while_it_could_fail(
        rgo: RoadGoesEverOn) -> None:
    frodo, sam, cracks = ids(rgo, "Frodo", "Sam Gamgee", "Cracks of Doom")
    now, ctx = at_doom(rgo, NOW, 2)
    then(now, ctx, f"resource:{cracks}:destroy:{frodo}")
    assert now.policy(ctx.state, now.actions(ctx.state))[0] == f"help-check:{sam}"
    now.decide(ctx, f"help-check:{sam}", {})
    assert now.policy(ctx.state, now.actions(ctx.state))[0] == check_helpers.ROLL
    # Passed, the game is won: like a final check, it is at risk while any roll fails it (7
    # points at +3: a 2 fails), where another check is only while an average roll would.
    for resume, risked in ((check_helpers.RING_DESTROYED, True), (check_helpers.ACTION, False)):
        assert check_helpers.at_risk(AwaitedCheck(frodo, resume, 7, 3)) is risked
