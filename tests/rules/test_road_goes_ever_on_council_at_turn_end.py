"""The Road Goes Ever On, from council.END_OF_TURN_SINCE: the Free Council is called at the end
of the turn (CoE 10.2.2 by RGO-GEN-1), once the end-of-turn phase's steps are done, when
RGO-WIN-1's conditions hold then; asked in the organization phase it is refused. The version
before offered it in the organization phase, and the turn ended without it. Constructed
states."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import council, traitor
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, MPRecord, State
from tests.rules.rgo_support import at_version, company, ids, refused, settle, state

NOW = str(council.END_OF_TURN_SINCE)
BEFORE = str(council.END_OF_TURN_SINCE - 1)
#: 26 raw marshalling points in the pile besides Aragorn II's and Legolas's (5).
PILE = (MPRecord("TW-311", "Rangers of the North", "faction", 3),
        MPRecord("x-kill", "Trolls", "kill", 18))


def rich(rgo: RoadGoesEverOn, site: str, phase: str) -> State:
    """Aragorn II and Legolas at ``site`` in ``phase``, with 26 raw MP, five cards in the hand
    and the site explored."""
    return state(rgo, site=ids(rgo, site)[0], phase=phase, explored=True, mp=PILE,
                 characters=company(rgo, "Aragorn II", "Legolas"),
                 hand=ids(rgo, "Dodge", "Block", "Dodge", "Block", "Dodge"),
                 draw=ids(rgo, "Block", "Dodge"))


def ended(ruleset: RoadGoesEverOn, start: State) -> Context[State]:
    """The player ends the turn from the site phase."""
    ctx = Context(ruleset, Table(1, {}, start))
    ruleset.decide(ctx, "end-turn", {})
    return ctx


def offered(ruleset: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in ruleset.actions(s)]


@pytest.mark.rule("CoE-10.2.2", "RGO-GEN-1", "RGO-WIN-1")
def test_the_council_is_offered_at_the_end_of_the_turn_and_may_be_called(
        rgo: RoadGoesEverOn) -> None:
    now = at_version(rgo, NOW)
    ctx = ended(now, rich(rgo, "Rivendell", SITE))
    assert [f.kind for f in ctx.facts][-1] == "FreeCouncilOffered"
    assert ctx.facts[-1].rule == "CoE-10.2.2"
    assert "TurnEnded" not in [f.kind for f in ctx.facts]
    waiting = ctx.state
    assert offered(now, waiting) == ["call-council", "next-turn"]
    assert now.score(waiting)["council"] == {"callable": True, "why_not": None}  # type: ignore[index]
    assert refused(now, waiting, "stay", "CoE-10.2.2") == (
        "The turn is at its end: call the Free Council, or end the turn (next-turn). "
        "[CoE-10.2.2]")
    now.decide(ctx, "call-council", {})
    settle(now, ctx)  # the final checks' helpers (check_helpers.py)
    kinds = [f.kind for f in ctx.facts]
    assert kinds[kinds.index("FreeCouncilOffered") + 1] == "FreeCouncilCalled"
    result = ctx.facts[-1]
    assert (result.kind, result["outcome"], result["ended_by"], result["turns"]) == (
        "GameEnded", "won", "free-council", 1)
    assert [(f.rule, f["character"]) for f in ctx.facts if f.kind == "CorruptionChecked"] == \
        [("RGO-WIN-2", c) for c in ids(rgo, "Aragorn II", "Legolas")]


@pytest.mark.rule("CoE-10.2.2", "CoE-2.VI")
def test_the_council_not_called_the_turn_ends_and_the_next_begins(rgo: RoadGoesEverOn) -> None:
    now = at_version(rgo, NOW)
    ctx = ended(now, rich(rgo, "Rivendell", SITE))
    now.decide(ctx, "next-turn", {})
    kinds = [f.kind for f in ctx.facts]
    assert kinds[kinds.index("FreeCouncilOffered") + 1:][:3] == [
        "TurnEnded", "ShadowChanged", "TurnBegan"]
    assert not ctx.state.council_offered and ctx.state.turn == 2
    assert "FreeCouncilCalled" not in kinds


@pytest.mark.rule("CoE-10.2.2", "RGO-WIN-1")
def test_the_council_is_refused_in_the_organization_phase(rgo: RoadGoesEverOn) -> None:
    now = at_version(rgo, NOW)
    home = rich(rgo, "Rivendell", ORGANIZATION)
    assert "call-council" not in offered(now, home)
    assert refused(now, home, "call-council", "CoE-10.2.2") == (
        "The Free Council is called at the end of your turn, once the end-of-turn phase's "
        "steps are done. [CoE-10.2.2]")
    # Its conditions unmet, the refusal names them (RGO-WIN-1) as before.
    assert refused(now, rich(rgo, "Bree", ORGANIZATION), "call-council", "RGO-WIN-1") == (
        "A character must be at a Haven to call the Free Council. [RGO-WIN-1]")


@pytest.mark.rule("CoE-10.2.2", "RGO-WIN-1")
def test_with_its_conditions_unmet_at_the_end_the_turn_simply_ends(rgo: RoadGoesEverOn) -> None:
    now = at_version(rgo, NOW)
    ctx = ended(now, rich(rgo, "Bree", SITE))  # no character at a Haven
    kinds = [f.kind for f in ctx.facts]
    assert "FreeCouncilOffered" not in kinds and kinds.index("TurnEnded") < kinds.index(
        "TurnBegan")
    assert refused(now, rich(rgo, "Bree", SITE), "next-turn", "RGO-GEN-1").startswith(
        "'next-turn' is not possible now")


@pytest.mark.rule("RGO-WIN-1")
def test_before_the_version_it_was_called_in_the_organization_phase(rgo: RoadGoesEverOn) -> None:
    old = at_version(rgo, BEFORE)
    home = rich(rgo, "Rivendell", ORGANIZATION)
    assert "call-council" in offered(old, home)
    ctx = Context(old, Table(1, {}, home))
    old.decide(ctx, "call-council", {})
    settle(old, ctx)  # the final checks' helpers (check_helpers.py)
    assert (ctx.facts[-1]["outcome"], ctx.facts[-1]["ended_by"]) == ("won", "free-council")
    # ... and the end of its turn offered nothing: the next turn began.
    kinds = [f.kind for f in ended(old, rich(rgo, "Rivendell", SITE)).facts]
    assert "FreeCouncilOffered" not in kinds and "TurnBegan" in kinds
    assert refused(old, rich(rgo, "Rivendell", SITE), "call-council", "RGO-WIN-1") == (
        "The Free Council is called in the organization phase. [RGO-WIN-1]")


@pytest.mark.not_a_rule("the automatic player's choice")
def test_the_automatic_player_calls_it_when_offered(rgo: RoadGoesEverOn) -> None:
    now = at_version(rgo, NOW)
    waiting = ended(now, rich(rgo, "Rivendell", SITE)).state
    assert now.policy(waiting, now.actions(waiting)) == ("call-council", {})



@pytest.mark.rule("CoE-10.2.2", "RGO-WIN-2", "RGO-HAZ-2")
def test_a_traitor_turned_at_the_end_of_turn_council_attacks_before_its_other_checks(
        rgo: RoadGoesEverOn) -> None:
    # Aragorn II, corrupt past saving, fails his final check: the Traitor in play turns him,
    # its attack is made at once, then the other checks and the council's end.
    now = at_version(rgo, NOW)
    aragorn, legolas, elrond = ids(rgo, "Aragorn II", "Legolas", "Elrond")
    start = replace(rich(rgo, "Rivendell", SITE), council_offered=True,
                    characters=company(rgo, "Aragorn II", "Legolas", "Elrond"),
                    environments=(traitor.CARD,), permanent_hazards=(("TW-1", aragorn),),
                    hazard_points=(("TW-1", aragorn, 30),))
    ctx = Context(now, Table(1, {}, start))
    now.decide(ctx, "call-council", {})
    unhelped(now, ctx)
    assert [f.kind for f in ctx.facts if f.kind in ("TraitorTurned", "QueuedAttackMade")] == [
        "TraitorTurned", "QueuedAttackMade"]
    assert ctx.state.outcome is None and ctx.state.council_left == (legolas, elrond)
    now.decide(ctx, f"assign:{legolas}", {})
    now.decide(ctx, "assign-rest", {})  # "Resolve the strikes": Dodge and Block are in hand
    unhelped(now, ctx)
    # The strike takes Legolas away (seed 1): he makes no check; Elrond's follows, then the end.
    assert legolas not in [c.card_id for c in ctx.state.every_character()]
    assert [f["character"] for f in ctx.facts if f.kind == "CorruptionChecked"] == [
        aragorn, elrond]
    assert (ctx.facts[-1].kind, ctx.facts[-1]["outcome"]) == ("GameEnded", "won")


def unhelped(ruleset: RoadGoesEverOn, ctx: Context[State]) -> None:
    """Each final check waiting for helpers (check_helpers.py) rolled with none."""
    while ctx.state.awaited_check:
        ruleset.decide(ctx, "roll-check", {})


@pytest.mark.rule("CoE-10.2.2", "RGO-WIN-1")
def test_the_council_called_with_something_after_it_is_refused_and_nothing_recorded(
        rgo: RoadGoesEverOn) -> None:
    """``call-council`` names nothing: ``call-council:x`` is refused, in either version, where
    the plain call is offered."""
    now, before = at_version(rgo, NOW), at_version(rgo, BEFORE)
    waiting = ended(now, rich(rgo, "Rivendell", SITE)).state
    assert "call-council" in offered(now, waiting)
    assert refused(now, waiting, "call-council:x", "CoE-10.2.2") == (
        "call-council takes nothing after it (not 'x'). [CoE-10.2.2]")
    organizing = rich(rgo, "Rivendell", ORGANIZATION)
    assert "call-council" in offered(before, organizing)
    assert refused(before, organizing, "call-council:x", "RGO-WIN-1") == (
        "call-council takes nothing after it (not 'x'). [RGO-WIN-1]")
