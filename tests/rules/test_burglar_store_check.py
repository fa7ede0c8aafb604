"""Burglar Wants a Good Job: storing an item at a Haven (CoE-2.II.4: "In order to store an item,
the item's player makes a corruption check for the item's bearer. If the corruption check is
successful, the item is successfully stored"). From ``STORE_CHECK_SINCE`` an item borne is
stored only once its bearer passes that check, which cites CoE-2.II.4; failed, he leaves as from
any failed check and nothing is stored. A store completing no task cites CoE-2.II.4 (BWJ-MP-6
and BWJ-MP-7 say only whose points count); one completing a task still cites BWJ-MP-7, and a
faction, no item, is stored with no check. Before, no check was made and every store cited
BWJ-MP-7."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.rulesets.burglar import tasks
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import STORE_CHECK_SINCE
from tests.rules.burglar_support import (
    BILBO,
    DWARVEN_AXE,
    ORCRIST,
    SWORD,
    THRANDUIL,
    WOOD_ELVES,
    act,
    at,
    fresh,
    give,
    played_as,
    with_hand,
)
from tests.support import of_kind, only

NOW = played_as(str(STORE_CHECK_SINCE))
BEFORE = played_as(str(STORE_CHECK_SINCE - 1))
HERBS = "TW-255"


def thranduil_bearing_orcrist() -> State:
    """At Lórien in the organization phase, Thranduil, a Hand, bears Orcrist burgled from a
    Dragon's hoard, a Sword of Gondolin and a Dwarven Axe: 6 corruption points, no modifier."""
    company = at(with_hand(fresh(), THRANDUIL), "Lórien")
    for item in (ORCRIST, SWORD, DWARVEN_AXE):
        company = give(company, THRANDUIL, item)
    return replace(company, burgled=((ORCRIST, tasks.DRAGON),))


def stores(state: State, ruleset: object) -> list[tuple[str, str, str]]:
    """The stores offered: id, label, clause."""
    return [(a.id, a.label, a.rule) for a in ruleset.actions(state)  # type: ignore[attr-defined]
            if a.id.startswith("store:")]


@pytest.mark.rule("CoE-2.II.4", "BWJ-MP-7", "BWJ-OBJ-1", "CoE-7.1")
def test_the_bearer_checks_corruption_before_a_task_item_is_stored() -> None:
    state = thranduil_bearing_orcrist()
    assert stores(state, NOW) == [(
        f"store:{ORCRIST}", "Store Orcrist at Lórien, for the task to steal an item from a "
        "Dragon's hoard (its bearer's corruption check first)", "BWJ-MP-7")]
    facts, after = act(state, f"store:{ORCRIST}", seed=0, ruleset=NOW)
    assert [f.kind for f in facts] == ["DiceRolled", "CorruptionChecked", "ResourceStored",
                                       "TaskCompleted"]
    check = only(facts, "CorruptionChecked")
    assert (check.rule, check["character"], check["roll"], check["points"], check["result"]) \
        == ("CoE-2.II.4", THRANDUIL, 8, 6, "passed")
    stored = only(facts, "ResourceStored")
    assert (stored.rule, stored["points"], after.tasks) == ("BWJ-MP-7", 4, (tasks.DRAGON,))
    # Before, stored with no check.
    assert stores(state, BEFORE) == [(
        f"store:{ORCRIST}", "Store Orcrist at Lórien, for the task to steal an item from a "
        "Dragon's hoard", "BWJ-MP-7")]
    facts, after = act(state, f"store:{ORCRIST}", seed=0, ruleset=BEFORE)
    assert [f.kind for f in facts] == ["ResourceStored", "TaskCompleted"]
    assert (only(facts, "ResourceStored").rule, after.tasks) == ("BWJ-MP-7", (tasks.DRAGON,))


@pytest.mark.rule("CoE-2.II.4", "CoE-7.1", "BWJ-HAND-5")
@pytest.mark.parametrize(("seed", "roll", "result", "leaves"), [
    (1, 5, "discarded", "CharacterDiscarded"), (9, 2, "eliminated", "CharacterEliminated")])
def test_a_failed_check_stores_nothing_and_the_bearer_leaves_with_his_items(
        seed: int, roll: int, result: str, leaves: str) -> None:
    facts, after = act(thranduil_bearing_orcrist(), f"store:{ORCRIST}", seed=seed, ruleset=NOW)
    check = only(facts, "CorruptionChecked")
    assert (check.rule, check["roll"], check["points"], check["result"]) == (
        "CoE-2.II.4", roll, 6, result)
    assert only(facts, leaves)["character"] == THRANDUIL
    assert not of_kind(facts, "ResourceStored") and not of_kind(facts, "TaskCompleted")
    assert (after.tasks, after.task_points, after.character(THRANDUIL)) == ((), 0, None)
    assert [(f["item"], f["to"]) for f in of_kind(facts, "ItemLeftPlay")] == [
        (ORCRIST, "discard"), (SWORD, "discard"), (DWARVEN_AXE, "discard")]


@pytest.mark.rule("CoE-2.II.4", "BWJ-MP-6", "BWJ-MP-7")
def test_a_store_completing_no_task_cites_the_standard_rule() -> None:
    # Healing Herbs burgled (no task), and Orcrist when the Dragon's hoard task is done.
    herbs = replace(give(at(fresh(), "Lórien"), BILBO, HERBS), burgled=((HERBS, ""),))
    assert stores(herbs, NOW) == [(f"store:{HERBS}", "Store Healing Herbs at Lórien (its "
                                   "bearer's corruption check first)", "CoE-2.II.4")]
    facts, after = act(herbs, f"store:{HERBS}", seed=0, ruleset=NOW)
    assert [(f.kind, f.rule) for f in facts] == [
        ("DiceRolled", "CoE-7.1"), ("CorruptionChecked", "CoE-2.II.4"),
        ("ResourceStored", "CoE-2.II.4")]
    assert (only(facts, "ResourceStored")["points"], after.tasks) == (0, ())
    done = replace(thranduil_bearing_orcrist(), tasks=(tasks.DRAGON,))
    facts, _ = act(done, f"store:{ORCRIST}", seed=0, ruleset=NOW)
    assert (only(facts, "ResourceStored").rule, only(facts, "ResourceStored")["points"]) == (
        "CoE-2.II.4", 0)
    # Before, BWJ-MP-7 with no check.
    facts, _ = act(herbs, f"store:{HERBS}", seed=0, ruleset=BEFORE)
    assert [(f.kind, f.rule) for f in facts] == [("ResourceStored", "BWJ-MP-7")]


@pytest.mark.rule("BWJ-FACT-1", "BWJ-OBJ-3", "BWJ-MP-7")
def test_a_faction_no_item_is_stored_with_no_check() -> None:
    state = replace(at(fresh(), "Lórien"), factions=(WOOD_ELVES,))
    facts, after = act(state, f"store:{WOOD_ELVES}", seed=0, ruleset=NOW)
    assert [(f.kind, f.rule) for f in facts] == [("ResourceStored", "BWJ-MP-7"),
                                                 ("TaskCompleted", "BWJ-OBJ-3")]
    assert after.tasks == (tasks.SPYING,)
