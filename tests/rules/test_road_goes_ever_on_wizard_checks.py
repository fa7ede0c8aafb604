"""The Road Goes Ever On from version 201 (``wizard_checks.SINCE_VERSION``): a Wizard whose
corruption check fails by 0 or 1, which discards another hero character, is eliminated (CoE-7.1):
the check records and tells ``eliminated``, his items are discarded and his card goes out of
play. Version 200 replays as played: he was discarded."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.engine.characters import Item
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import wizard_checks
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from tests.rules.rgo_support import at_version, company, ids, state, turn_of

BEFORE = str(wizard_checks.SINCE_VERSION - 1)
#: Seed 1 rolls 1 + 4 = 5 for the check.
SEED = 1


def checked(rgo: RoadGoesEverOn, who: str, modifier: int = 0,
            final: bool = False) -> tuple[list[tuple[Any, ...]], str]:
    """``who`` (with Aragorn II or Legolas beside him), bearing a Dagger of Westernesse worth 7
    corruption points, makes a corruption check at ``modifier`` (the final one with
    ``final``): its facts, in short, and the check's narrated line."""
    dagger = replace(Item.from_card(rgo.catalog.find("Dagger of Westernesse")),
                     corruption_points=7)
    other = "Legolas" if who == "Aragorn II" else "Aragorn II"
    checker, companion = company(rgo, who, other)
    start = state(rgo, characters=(checker.with_item(dagger), companion))
    ctx = Context(rgo, Table(SEED, {}, start))
    turn = turn_of(rgo, start)
    if final:
        turn.final_check(ctx, ctx.state.characters[0])
    else:
        turn.corruption_check(ctx, ctx.state.characters[0], modifier, "CoE-7.1")
    keys = {"CorruptionChecked": ("character", "roll", "corruption_points", "result"),
            "ItemLeftPlay": ("item", "bearer", "to"),
            "CharacterEliminated": ("character", "reason", "to")}
    facts: list[Fact] = ctx.facts
    short = [(f.kind, f.rule, *(f.get(k) for k in keys[f.kind])) for f in facts
             if f.kind in keys]
    line = next(rgo.narrate(f) for f in facts if f.kind == "CorruptionChecked")
    assert [c.card_id for c in ctx.state.characters] == [companion.card_id]
    return short, line


def leaving(rgo: RoadGoesEverOn, who: str, rule: str, result: str, reason: str,
            pile: str) -> list[tuple[Any, ...]]:
    character, dagger = ids(rgo, who, "Dagger of Westernesse")
    return [("CorruptionChecked", rule, character, 5, 7, result),
            ("ItemLeftPlay", "CoE-7.1", dagger, character, "discard"),
            ("CharacterEliminated", "CoE-7.1", character, reason, pile)]


@pytest.mark.rule("CoE-7.1")
@pytest.mark.parametrize("modifier", [0, 1])  # Gandalf's +1: 6 and 7 against 7
def test_a_wizard_failing_his_check_by_one_or_none_is_eliminated(
        rgo: RoadGoesEverOn, modifier: int) -> None:
    facts, line = checked(rgo, "Gandalf", modifier)
    assert facts == leaving(rgo, "Gandalf", "CoE-7.1", "eliminated",
                            "failed a corruption check (eliminated)", "out-of-play")
    own = "" if not modifier else " +1 (the check's own modifier)"
    assert line == ("Corruption check for Gandalf: rolled 5 +1 (Gandalf's corruption modifier)"
                    f"{own} = {6 + modifier} against 7 corruption point(s), eliminated.")


@pytest.mark.rule("CoE-7.1", "RGO-WIN-2")
def test_a_wizard_failing_the_final_check_by_one_is_eliminated(rgo: RoadGoesEverOn) -> None:
    facts, line = checked(rgo, "Gandalf", final=True)
    assert facts == leaving(rgo, "Gandalf", "RGO-WIN-2", "eliminated",
                            "failed the final corruption check (eliminated)", "out-of-play")
    assert line == ("Corruption check for Gandalf: rolled 5 +1 (Gandalf's corruption modifier)"
                    " = 6 against 7 corruption point(s), eliminated.")


@pytest.mark.rule("CoE-7.1")
def test_another_hero_failing_his_check_by_one_is_still_discarded(rgo: RoadGoesEverOn) -> None:
    # Aragorn II's corruption modifier is 0: 5 + 1 = 6 against 7.
    facts, _ = checked(rgo, "Aragorn II", 1)
    assert facts == leaving(rgo, "Aragorn II", "CoE-7.1", "discarded",
                            "failed a corruption check (discarded)", "discard")


@pytest.mark.rule("CoE-7.1")
def test_version_200_discards_the_wizard_as_played(rgo: RoadGoesEverOn) -> None:
    old = at_version(rgo, BEFORE)
    facts, line = checked(old, "Gandalf", 0)
    assert facts == leaving(old, "Gandalf", "CoE-7.1", "discarded",
                            "failed a corruption check (discarded)", "discard")
    assert line.endswith("against 7 corruption point(s), discarded.")
    facts, _ = checked(old, "Gandalf", final=True)
    assert facts == leaving(old, "Gandalf", "RGO-WIN-2", "discarded",
                            "failed the final corruption check (discarded)", "discard")
