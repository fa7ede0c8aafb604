"""Each company's own moment for the hand cards played before its hazards are drawn
(hand_windows.py): a company the organization and long-event phases did not run is offered
them as its movement/hazard phase begins, before its Hazard Pile is drawn (RGO-HAZ-1,
RGO-GEN-1), from The Road ``hand_windows.SINCE``."""

from __future__ import annotations

from typing import Any

import pytest

from domain.engine import hazards_in_play
from domain.errors import IllegalAction
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import hand_windows, turn
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import LongEffect
from tests.rules.rgo_support import at_version, card, ids, organizing, play

BEFORE = str(hand_windows.SINCE - 1)


def split_off(rgo: RoadGoesEverOn, hand: tuple[str, ...], **fields: Any) -> Context:  # type: ignore[type-arg]
    """Aragorn (a scout) split off from the company at Rivendell and moving to Bree; the rest
    stays and runs the organization and long-event phases, then its movement/hazard phase
    first: the game stands where Aragorn's company's phase began (``fields``: the game's
    others)."""
    aragorn, bree = card(rgo, "Aragorn II"), card(rgo, "Bree")
    ctx = Context(rgo, Table(3, {}, organizing(rgo, hand=hand, **fields)))
    play(rgo, ctx, f"split:{aragorn}", f"move:c2:{bree}", "stay", "continue",
         "next-company:c1")
    return ctx


def since(ctx: Context, kind: str) -> list[Fact]:  # type: ignore[type-arg]
    """The facts from the last of ``kind`` on."""
    last = max(i for i, f in enumerate(ctx.facts) if f.kind == kind)
    return ctx.facts[last:]


@pytest.mark.rule("RGO-HAZ-1", "RGO-GEN-1")
def test_a_second_company_is_offered_stealth_before_its_hazards(rgo: RoadGoesEverOn) -> None:
    stealth, aragorn = card(rgo, "Stealth"), card(rgo, "Aragorn II")
    ctx = split_off(rgo, (stealth,))
    facts = since(ctx, "CompanyActivated")
    assert [(f.kind, f.rule) for f in facts][:3] == [
        ("CompanyActivated", "RGO-HAZ-1"), ("PhaseBegan", "CoE-2.IV.iii"),
        ("CardsDrawn", "RGO-GEN-1")]
    awaited = facts[-1]
    assert (awaited.kind, awaited.rule, awaited["company"], awaited["cards"]) == (
        "HandCardsAwaited", "RGO-HAZ-1", "c2", [stealth])
    assert not [f for f in facts if f.kind == "HazardPileDrawn"]
    assert ctx.state.company == "c2" and ctx.state.hand_window == "c2"
    assert [a.id for a in rgo.actions(ctx.state)] == [f"resource:{stealth}:hide:{aragorn}",
                                                      hand_windows.KIND]
    mark = len(ctx.facts)
    rgo.decide(ctx, f"resource:{stealth}:hide:{aragorn}", {})
    assert [(f.kind, f.get("company") or f.get("character")) for f in ctx.facts[mark:]] == [
        ("ResourcePlayed", None), ("CharacterStateChanged", aragorn),
        ("CreaturesPrevented", "c2")]
    assert [a.id for a in rgo.actions(ctx.state)] == [hand_windows.KIND]  # once a turn
    mark = len(ctx.facts)
    rgo.decide(ctx, hand_windows.KIND, {})
    drawn = [f.kind for f in ctx.facts[mark:]]
    assert drawn[:2] == ["HazardPileDrawn", "HazardLimitSet"]
    assert ctx.state.hand_window is None and "c2" in ctx.state.creatures_prevented
    assert not [f for f in ctx.facts[mark:] if f.kind == "CreatureAttacks"]


@pytest.mark.rule("RGO-HAZ-1", "RGO-GEN-1")
def test_the_version_before_drew_the_second_companys_hazards_at_once(
        rgo: RoadGoesEverOn) -> None:
    old = at_version(rgo, BEFORE)
    ctx = split_off(old, (card(rgo, "Stealth"),))
    kinds = [f.kind for f in since(ctx, "CompanyActivated")]
    assert kinds[:4] == ["CompanyActivated", "PhaseBegan", "CardsDrawn", "HazardPileDrawn"]
    assert "HandCardsAwaited" not in [f.kind for f in ctx.facts]
    assert ctx.state.hand_window is None


@pytest.mark.rule("RGO-HAZ-1", "RGO-GEN-1")
def test_a_second_company_leaving_a_haven_is_offered_great_road(rgo: RoadGoesEverOn) -> None:
    road = card(rgo, "Great-road")
    ctx = split_off(rgo, (road,))
    awaited = ctx.facts[-1]
    assert (awaited.kind, awaited["company"], awaited["cards"]) == (
        "HandCardsAwaited", "c2", [road])
    # The automatic player keeps Great-road (hand_resources.road_choice) and draws the pile.
    action, _ = rgo.policy(ctx.state, rgo.actions(ctx.state))
    assert action == hand_windows.KIND
    mark = len(ctx.facts)
    rgo.decide(ctx, f"resource:{road}:road", {})
    taken = [f for f in ctx.facts[mark:] if f.kind == "GreatRoadTaken"]
    assert [(f["company"], f["haven"]) for f in taken] == [("c2", card(rgo, "Rivendell"))]
    rgo.decide(ctx, hand_windows.KIND, {})
    assert ctx.state.hand_window is None and ctx.state.pile != ()


@pytest.mark.rule("RGO-HAZ-1")
def test_no_company_waits_with_nothing_to_play(rgo: RoadGoesEverOn) -> None:
    # Dodge is played on a strike: nothing is offered before the hazards, no one waits.
    ctx = split_off(rgo, (card(rgo, "Dodge"),))
    assert "HandCardsAwaited" not in [f.kind for f in ctx.facts]
    assert ctx.state.hand_window is None


@pytest.mark.rule("RGO-HAZ-1")
def test_the_wait_reads_as_a_line(rgo: RoadGoesEverOn) -> None:
    ctx = split_off(rgo, (card(rgo, "Stealth"),))
    assert rgo.narrate_in(ctx.facts[-1], ctx.state) == (
        "Before the hazards of the company of Aragorn II are drawn, the player may play "
        "Stealth for it.")


@pytest.mark.rule("RGO-HAZ-1")
def test_while_it_waits_another_decision_is_refused(rgo: RoadGoesEverOn) -> None:
    ctx = split_off(rgo, (card(rgo, "Stealth"),))
    before = ctx.state
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, "continue", {})
    assert (str(refused.value), refused.value.clause) == (
        f"{hand_windows.WAITING} [RGO-HAZ-1]", "RGO-HAZ-1")
    assert ctx.state == before
    # Where no company waits, drawing the pile is refused too.
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(Context(rgo, Table(1, {}, organizing(rgo))), hand_windows.KIND, {})
    assert refused.value.clause == "RGO-HAZ-1"


def limit_after_exhausted_deck(rgo: RoadGoesEverOn, hand: tuple[str, ...]) -> tuple[bool, int, int]:
    """Aragorn's company's hazards with The Will of Sauron in play keeping Clouds, declared +2
    to the hazard limit, and his player's draw deck empty: whether the company waited for its
    hand cards, the limit set and what the long-events gave it."""
    will, clouds, dagger = ids(rgo, "The Will of Sauron", "Clouds", "Dagger of Westernesse")
    ctx = split_off(rgo, hand, environments=(hazards_in_play.DOORS_OF_NIGHT, will),
                    long_in_play=(clouds,), long_effects=(LongEffect(clouds, limit=2),),
                    draw=(), discard=(dagger, dagger))
    gone = [(f.kind, f["card"] if f.kind == "EnvironmentDiscarded" else f["cards"])
            for f in since(ctx, "CompanyActivated")
            if f.kind in ("EnvironmentDiscarded", "LongEventsDiscarded")]
    assert gone == [("EnvironmentDiscarded", will), ("LongEventsDiscarded", [clouds])]
    waited = ctx.state.hand_window is not None
    if waited:
        rgo.decide(ctx, hand_windows.KIND, {})
    limit = next(f for f in reversed(ctx.facts) if f.kind == "HazardLimitSet")
    return waited, limit["limit"], limit["long_events"]


@pytest.mark.rule("RGO-HAZ-5", "RGO-GEN-5", "RGO-LONG-4")
def test_the_limit_is_set_after_the_draws_that_took_the_long_events_away(
        rgo: RoadGoesEverOn) -> None:
    """The player's draws exhaust his deck: The Will of Sauron goes, and Clouds with it, before
    the Hazard Pile is drawn; Aragorn alone has the limit of two whether or not he waited with
    Stealth in hand."""
    assert limit_after_exhausted_deck(rgo, (card(rgo, "Stealth"),)) == (True, 2, 0)
    assert limit_after_exhausted_deck(rgo, (card(rgo, "Dodge"),)) == (False, 2, 0)


@pytest.mark.rule("RGO-HAZ-5", "RGO-GEN-5", "RGO-LONG-4")
def test_before_240_a_company_not_waiting_read_the_limit_from_before_its_draws(
        rgo: RoadGoesEverOn) -> None:
    old = at_version(rgo, str(turn.PILE_AFTER_DRAWS_SINCE - 1))
    assert limit_after_exhausted_deck(old, (card(rgo, "Stealth"),)) == (True, 2, 0)
    assert limit_after_exhausted_deck(old, (card(rgo, "Dodge"),)) == (False, 4, 2)
