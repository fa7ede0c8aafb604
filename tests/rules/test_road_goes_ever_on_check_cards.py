"""The Road Goes Ever On: cards of the hand played for a character's next corruption check this
turn (version 46 on, check_cards.py): Halfling Strength (TW-253), A Friend or Three (TW-189),
Old Friendship (TW-293) and New Friendship (TW-292)."""

from __future__ import annotations

from typing import Any

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.engine import effects
from domain.errors import IllegalAction
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import check_cards
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, State
from tests.rules.rgo_support import company, ids, run, state, turn_of

OLD = str(check_cards.SINCE_VERSION - 1)


def organizing(rgo: RoadGoesEverOn, *hand: str, names: tuple[str, ...] = (
        "Aragorn II", "Legolas", "Bilbo")) -> State:
    return state(rgo, phase=ORGANIZATION, hand=ids(rgo, *hand),
                 characters=company(rgo, *names))


def checks(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith("resource:") and ":check:" in a.id]


def checked(rgo: RoadGoesEverOn, s: State, who: str) -> tuple[Fact, State]:
    """``who``'s corruption check (as a hazard asks for one)."""
    def step(ctx: Context[State]) -> None:
        character = ctx.state.character(who)
        assert character is not None
        turn_of(rgo, ctx.state).corruption_check(ctx, character, 0, "CoE-7.1")
    facts, after = run(rgo, s, step)
    return next(f for f in facts if f.kind == "CorruptionChecked"), after


def card_bonuses(fact: Fact) -> list[tuple[int, str]]:
    check: Any = fact["check"]
    return [(m["amount"], m["why"]) for m in check["modifiers"]
            if m["clause"] == check_cards.RULE]


def refused(rgo: RoadGoesEverOn, s: State, action: str) -> IllegalAction:
    ctx = Context(rgo, Table(1, {}, s))
    with pytest.raises(IllegalAction) as caught:
        rgo.decide(ctx, action, {})
    assert ctx.facts == [] and ctx.state == s
    return caught.value


@pytest.mark.rule("CoE-5.1", "CoE-7.1")
def test_halfling_strength_gives_a_hobbit_four_on_his_next_check_only(
        rgo: RoadGoesEverOn) -> None:
    strength, bilbo, aragorn = ids(rgo, "Halfling Strength", "Bilbo", "Aragorn II")
    start = organizing(rgo, "Halfling Strength")
    assert checks(rgo, start) == [f"resource:{strength}:check:{bilbo}"]
    facts, after = run(rgo, start, rgo.decide, f"resource:{strength}:check:{bilbo}", {})
    bonus = next(f for f in facts if f.kind == "CorruptionCheckBonus")
    assert (bonus.rule, bonus["character"], bonus["card"], bonus["amount"]) == (
        "CoE-5.1", bilbo, strength, 4)
    assert after.check_bonuses == ((bilbo, strength, 4),) and strength in after.discard
    first, used = checked(rgo, after, bilbo)
    assert card_bonuses(first) == [(4, "Halfling Strength played for this check")]
    assert used.check_bonuses == ()
    second, _ = checked(rgo, used, bilbo)
    assert card_bonuses(second) == []
    # On a character who is no Hobbit: refused by name, nothing written.
    refusal = refused(rgo, start, f"resource:{strength}:check:{aragorn}")
    assert (refusal.clause, refusal.message) == (
        "CoE-5.1", "Halfling Strength cannot be played for its check mode: it is played on a "
                   "Hobbit, not on Aragorn II.")


@pytest.mark.rule("CoE-5.1")
def test_a_friend_or_three_gives_one_for_each_character_of_the_company(
        rgo: RoadGoesEverOn) -> None:
    friend, legolas = ids(rgo, "A Friend or Three", "Legolas")
    start = organizing(rgo, "A Friend or Three")
    assert len(checks(rgo, start)) == 3  # any character of the company
    _, after = run(rgo, start, rgo.decide, f"resource:{friend}:check:{legolas}", {})
    fact, _ = checked(rgo, after, legolas)
    assert card_bonuses(fact) == [(3, "A Friend or Three played for this check")]
    # Two characters: +2.
    pair = organizing(rgo, "A Friend or Three", names=("Aragorn II", "Legolas"))
    _, after = run(rgo, pair, rgo.decide, f"resource:{friend}:check:{legolas}", {})
    assert after.check_bonuses == ((legolas, friend, 2),)


@pytest.mark.rule("CoE-5.1")
def test_old_and_new_friendship_need_a_diplomat_in_the_company(rgo: RoadGoesEverOn) -> None:
    old, new, aragorn, bilbo = ids(rgo, "Old Friendship", "New Friendship", "Aragorn II",
                                   "Bilbo")
    start = organizing(rgo, "Old Friendship", "New Friendship")  # Legolas is a diplomat
    assert f"resource:{old}:check:{bilbo}" in checks(rgo, start)
    _, after = run(rgo, start, rgo.decide, f"resource:{old}:check:{bilbo}", {})
    _, after = run(rgo, after, rgo.decide, f"resource:{new}:check:{bilbo}", {})
    fact, _ = checked(rgo, after, bilbo)
    assert card_bonuses(fact) == [(4, "Old Friendship played for this check"),
                                  (2, "New Friendship played for this check")]
    # No diplomat in Aragorn's and Bilbo's company: neither is offered, each refused.
    alone = organizing(rgo, "Old Friendship", "New Friendship", names=("Aragorn II", "Bilbo"))
    assert checks(rgo, alone) == []
    for card, name in ((old, "Old Friendship"), (new, "New Friendship")):
        refusal = refused(rgo, alone, f"resource:{card}:check:{aragorn}")
        assert (refusal.clause, refusal.message) == (
            "CoE-5.1", f"{name} cannot be played for its check mode: no character of the "
                       "company is a diplomat.")


@pytest.mark.rule("CoE-5.1")
def test_a_bonus_not_used_is_lost_at_the_next_turn(rgo: RoadGoesEverOn) -> None:
    strength, bilbo = ids(rgo, "Halfling Strength", "Bilbo")
    _, after = run(rgo, organizing(rgo, "Halfling Strength"), rgo.decide,
                   f"resource:{strength}:check:{bilbo}", {})
    facts, later = run(rgo, after, lambda ctx: turn_of(rgo, ctx.state).start_turn(ctx))
    assert any(f.kind == "TurnBegan" for f in facts) and later.check_bonuses == ()


@pytest.mark.rule("CoE-5.1")
def test_version_45_offers_no_check_mode(rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version(OLD)
    assert isinstance(old, RoadGoesEverOn)
    start = organizing(rgo, "Halfling Strength", "Old Friendship", "A Friend or Three")
    assert checks(old, start) == []
    # Old Friendship was declared there.
    assert f"declare-resource:{ids(rgo, 'Old Friendship')[0]}" in [
        a.id for a in old.actions(start)]


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_reads_the_check_modes(starter: Catalog) -> None:
    rows = {r.card_id: dict(r.rulesets)["road-goes-ever-on"] for r in coverage.coverage(starter)}
    # Old Friendship: its influence on a character needs an opponent's character.
    assert rows["TW-293"] == coverage.InRuleset(
        coverage.SCRIPTED, effects.scripted("TW-293", effects.EVERY_GENERATION).missing)
    assert rows["TW-293"].missing.startswith("needs the two-player game: ")
    assert rows["TW-253"] == coverage.InRuleset(coverage.SCRIPTED)  # Halfling Strength
    assert rows["TW-292"] == coverage.InRuleset(coverage.SCRIPTED)  # New Friendship
    # A Friend or Three's influence use is played from version 59 (influence_plays.py).
    assert rows["TW-189"] == coverage.InRuleset(coverage.SCRIPTED)
