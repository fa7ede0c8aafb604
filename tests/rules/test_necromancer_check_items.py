"""Guise of the Necromancer 118: a character a failed corruption check eliminates has his items
discarded with him (CoE-7.1, ``printed_rules.CHECK_ITEMS_DISCARDED_FROM``), the Wizard as any
other; no companion takes them. Version 117 replays as played: his unwounded companions might
take them, as after a failed body check (CoE 3.I.2)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.items import Item
from domain.ruleset import Context, Fact, Table
from domain.rulesets.guise_of_the_necromancer.printed_rules import CHECK_ITEMS_DISCARDED_FROM
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules.necromancer_support import (
    CATALOG,
    CELEBORN,
    GALADRIEL,
    HALDIR,
    LURE_NATURE,
    RADAGAST,
    RULESET,
    SAM,
    SARUMAN,
    fresh,
)
from tests.support import only

DAGGER = "TW-206"
BEFORE = RULESET.at_version(str(CHECK_ITEMS_DISCARDED_FROM - 1))


def council() -> State:
    """The fresh game's company as the White Council: Radagast, Saruman bearing a Dagger of
    Westernesse, Galadriel."""
    state = fresh()
    dagger = Item.from_card(CATALOG.get(DAGGER))
    members = tuple(RULESET._character(state, c) for c in (RADAGAST, SARUMAN, GALADRIEL))
    members = tuple(m.with_item(dagger) if m.card_id == SARUMAN else m for m in members)
    return replace(state, companies=(replace(state.companies[0], characters=members),))


def checked(who: str, points: int, ruleset: GuiseOfTheNecromancer = RULESET,
            start: State | None = None) -> tuple[list[Fact], State]:
    """``who``'s corruption check in the fresh game (or ``start``; seed 7 rolls 9), a
    corruption card of ``points`` on him; Radagast and Haldir each bear a Dagger of
    Westernesse."""
    state = replace(start or fresh(), corruption=((who, LURE_NATURE, points),))
    ctx = Context(ruleset, Table(7, {}, state))
    ruleset._corruption_check(ctx, who, "CoE-7.1")
    return ctx.facts, ctx.state


@pytest.mark.rule("CoE-7.1")
def test_a_character_a_failed_check_eliminates_has_his_items_discarded() -> None:
    assert CHECK_ITEMS_DISCARDED_FROM == 118 <= int(RULESET.version)
    facts, after = checked(HALDIR, 20)  # 9 -1 = 8 against 21: failed by 13
    assert only(facts, "CorruptionChecked")["result"] == "eliminated"
    gone = only(facts, "CharacterEliminated")
    assert (gone.rule, gone["character"], gone["items_to"], gone["items_discarded"],
            "heirs" in gone.data) == ("CoE-7.1", HALDIR, [], [DAGGER], False)
    assert RULESET.narrate(gone) == (
        "Haldir is eliminated; Dagger of Westernesse discarded with him. [CoE-7.1]")
    assert (after.resource_discard, after.open_heirs, after.legacy) == ((DAGGER,), (), ())


@pytest.mark.rule("CoE-7.1")
def test_the_wizard_failing_by_one_is_eliminated_with_his_items_discarded() -> None:
    facts, _ = checked(RADAGAST, 9)  # 9 +1 = 10 against 10: another would be discarded
    assert only(facts, "CorruptionChecked")["result"] == "eliminated"
    gone = only(facts, "CharacterEliminated")
    assert (gone["character"], gone["items_to"], gone["items_discarded"]) == (
        RADAGAST, [], [DAGGER])
    assert only(facts, "GameEnded")["outcome"] == "lost"


@pytest.mark.rule("CoE-7.1")
def test_version_117_lets_his_companions_take_his_items() -> None:
    facts, after = checked(HALDIR, 20, BEFORE)
    gone = only(facts, "CharacterEliminated")
    assert (gone["items_to"], gone["items_discarded"], gone["items_left"], gone["heirs"]) == (
        [], [], [DAGGER], [RADAGAST, CELEBORN, SAM])
    assert BEFORE.narrate(gone) == "Haldir is eliminated. [CoE-7.1]"
    assert (after.resource_discard, after.open_heirs) == ((), (RADAGAST, CELEBORN, SAM))
    wizard = only(checked(RADAGAST, 9, BEFORE)[0], "CharacterEliminated")
    assert (wizard["items_discarded"], wizard["items_left"]) == ([], [DAGGER])


@pytest.mark.rule("CoE-7.1", "GON-WIN-9")
def test_saruman_of_the_council_failing_by_one_is_eliminated_with_his_items_discarded() -> None:
    facts, _ = checked(SARUMAN, 9, start=council())  # 9 against 10: failed by one
    assert only(facts, "CorruptionChecked")["result"] == "eliminated"
    gone = only(facts, "CharacterEliminated")
    assert (gone["character"], gone["items_to"], gone["items_discarded"]) == (
        SARUMAN, [], [DAGGER])
    assert only(facts, "GameEnded")["ended_by"] == "Saruman lost"
    before = only(checked(SARUMAN, 9, BEFORE, council())[0], "CharacterEliminated")
    assert (before["items_discarded"], before["items_left"], before["heirs"]) == (
        [], [DAGGER], [RADAGAST, GALADRIEL])
