"""Burglar Wants a Good Job from version 131 (``versions.WIZARD_CHECK_FROM``): a Wizard whose
corruption check fails by 0 or 1, which discards another hero character, is eliminated
(CoE-7.1): the check records and tells ``eliminated``, his items are discarded with him and
Elf-song at a Haven does not keep him. Version 130 replays as played: he was discarded (or kept
by Elf-song)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.engine.checks import Modifier
from domain.ruleset import Context, Table
from domain.rulesets.burglar.ruleset import BurglarWantsAGoodJob
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import WIZARD_CHECK_FROM
from tests.rules.burglar_support import (
    BILBO,
    DAGGER,
    RULESET,
    at,
    fresh,
    give,
    played_as,
    with_hand,
)

GANDALF = "TW-156"
ELF_SONG = RULESET.catalog.find("Elf-song").id
BEFORE = played_as(str(WIZARD_CHECK_FROM - 1))
#: Seed 7 rolls 9; with Gandalf's +1, -9 makes 1 against his dagger's 1 point, -10 makes 0.
SEED = 7
#: Each fact shown, by kind: what it says.
SHOWN = {"CorruptionChecked": ("character", "points", "result"),
         "ItemLeftPlay": ("item", "bearer", "to"),
         "CharacterEliminated": ("character", "items_discarded"),
         "CharacterDiscarded": ("character", "items"),
         "CharacterKept": ("character", "by")}


def gandalf_checks(ruleset: BurglarWantsAGoodJob, push: int, site: str = "Moria",
                   elf_song: bool = False) -> tuple[list[tuple[Any, ...]], str, State]:
    """Gandalf, a Hand bearing a Dagger of Westernesse beside Bilbo at ``site``, makes a
    corruption check at ``push``: its facts in short, its narrated line and the state after."""
    state = give(with_hand(at(fresh(), site), GANDALF), GANDALF, DAGGER)
    if elf_song:
        state = replace(state, long_events=((ELF_SONG, 1),))
    ctx = Context(ruleset, Table(SEED, {}, state))
    who = ctx.state.character(GANDALF)
    assert who is not None
    ruleset._corruption_checked(ctx, who, [Modifier(push, "test", "a heavy check", "CoE-7.1")])
    short = [(f.kind, f.rule, *(f.get(k) for k in keys)) for f in ctx.facts
             for kind, keys in SHOWN.items() if f.kind == kind]
    line = next(ruleset.narrate(f) for f in ctx.facts if f.kind == "CorruptionChecked")
    return short, line, ctx.state


def line(push: int, result: str) -> str:
    total = 10 + push
    return (f"Corruption check of Gandalf: 9 +1 (Gandalf's corruption modifier) {push} (a heavy "
            f"check) = {total} against 1: {result}. [CoE-7.1]")


@pytest.mark.rule("CoE-7.1")
@pytest.mark.parametrize("push", [-9, -10])
def test_a_wizard_failing_his_check_by_one_or_none_is_eliminated(push: int) -> None:
    facts, told, after = gandalf_checks(RULESET, push)
    assert facts == [("CorruptionChecked", "CoE-7.1", GANDALF, 1, "eliminated"),
                     ("ItemLeftPlay", "CoE-7.1", DAGGER, GANDALF, "discard"),
                     ("CharacterEliminated", "CoE-7.1", GANDALF, [])]
    assert told == line(push, "eliminated")
    assert ([c.card_id for c in after.company], after.eliminated,
            after.discarded_characters, after.outcome) == ([BILBO], (GANDALF,), (), None)


@pytest.mark.rule("CoE-7.1", "BWJ-LONG-1")
def test_elf_song_does_not_keep_an_eliminated_wizard_at_a_haven() -> None:
    facts, _, after = gandalf_checks(RULESET, -9, "Rivendell", elf_song=True)
    assert [f[0] for f in facts] == ["CorruptionChecked", "ItemLeftPlay", "CharacterEliminated"]
    assert after.eliminated == (GANDALF,)
    # Version 130: Elf-song kept him.
    facts, _, after = gandalf_checks(BEFORE, -9, "Rivendell", elf_song=True)
    assert facts == [("CorruptionChecked", "CoE-7.1", GANDALF, 1, "discarded"),
                     ("CharacterKept", "BWJ-LONG-1", GANDALF, "Elf-song")]
    assert [c.card_id for c in after.company] == [BILBO, GANDALF]


@pytest.mark.rule("CoE-7.1")
@pytest.mark.parametrize("push", [-9, -10])
def test_version_130_discards_the_wizard_as_played(push: int) -> None:
    facts, told, after = gandalf_checks(BEFORE, push)
    assert facts == [("CorruptionChecked", "CoE-7.1", GANDALF, 1, "discarded"),
                     ("ItemLeftPlay", "CoE-7.1", DAGGER, GANDALF, "discard"),
                     ("CharacterDiscarded", "CoE-7.1", GANDALF, [])]
    assert told == line(push, "discarded")
    assert (after.eliminated, after.discarded_characters) == ((), (GANDALF,))


@pytest.mark.rule("CoE-7.1", "BWJ-WIN-5")
def test_another_hero_failing_his_check_by_one_is_still_discarded() -> None:
    # Bilbo's own check at -12: 9 +4 (his card's) -12 = 1 against his 1 point discards him,
    # the Burglar lost (BWJ-WIN-5).
    state = at(fresh(), "Moria")
    ctx = Context(RULESET, Table(SEED, {}, state))
    RULESET._corruption_checked(ctx, state.company[0],
                                [Modifier(-12, "test", "a heavy check", "CoE-7.1")])
    assert [(f.kind, f.rule, f.get("result")) for f in ctx.facts if f.kind != "DiceRolled"] == [
        ("CorruptionChecked", "CoE-7.1", "discarded"), ("ItemLeftPlay", "CoE-7.1", None),
        ("CharacterDiscarded", "CoE-7.1", None), ("GameEnded", "BWJ-WIN-5", None)]
