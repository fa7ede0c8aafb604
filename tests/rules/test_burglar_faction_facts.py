"""Burglar Wants a Good Job from ``FACTION_FACTS_FROM`` plays a faction by its catalog facts
(``hobbit.factions`` over the engine's ``influence_attempts``; CoE 2.V.3, BWJ-FACT-1): only at
a site its card names, against its printed influence number, the influencing character adding
the faction's standard modification for his race; a faction its card gives no influence number
(the Army of the Dead) is not played. The version before replays as played. Constructed states
played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.errors import IllegalAction
from domain.rulesets.burglar import ruleset as burglar
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import ARMY_OF_THE_DEAD_FROM, RECRUIT_CITED_FROM
from tests.rules.burglar_support import (
    BILBO,
    CATALOG,
    RULESET,
    THRANDUIL,
    WOOD_ELVES,
    act,
    at,
    fresh,
    ids,
    played_as,
    with_hand,
)
from tests.support import only

BALIN, HOBBITS, ARMY, BEORNINGS = "TW-123", "TW-258", "TW-193", "TW-197"
BEFORE = played_as(str(burglar.FACTION_FACTS_FROM - 1))


def _entered(site: str, faction: str, hand: str | None = None) -> State:
    state = at(fresh(), site)
    state = with_hand(state, hand) if hand else state
    return replace(state, phase="site", step="entered", hand=(faction,))


def _standard(data: dict[str, object]) -> list[tuple[object, ...]]:
    check = data["check"]
    assert isinstance(check, dict)
    return [(m["amount"], m["why"], m["clause"]) for m in check["modifiers"]
            if "standard modification" in m["why"]]


@pytest.mark.rule("BWJ-FACT-1", "CoE-2.V.3")
def test_a_hobbit_adds_four_among_the_hobbits_at_bag_end() -> None:
    entered = _entered("Bag End", HOBBITS)
    assert ids(entered) == [f"influence:{HOBBITS}:{BILBO}", "done"]
    facts, after = act(entered, f"influence:{HOBBITS}:{BILBO}", seed=1)
    attempt = only(facts, "FactionInfluenced")
    assert (attempt["roll"], attempt["direct_influence"], attempt["standard"],
            attempt["needed"], attempt["succeeded"], attempt.rule) == \
        (5, 1, 4, 8, True, "CoE-2.V.3")
    assert _standard(attempt.data) == [(4, "Hobbits: standard modification (Hobbit)",
                                        "CoE-2.V.3")]
    assert after.factions == (HOBBITS,)
    assert attempt["site"] == CATALOG.find("Bag End").id
    assert after.tapped_sites == (CATALOG.find("Bag End").id,)  # CoE 2.V.3
    assert RULESET.narrate(attempt) == "Bilbo tries to recruit Hobbits: 5 + 1 + 4 (standard " \
                                       "modification) against 8: recruited. [CoE-2.V.3]"
    # Up to RECRUIT_CITED_FROM, as played, the recruit cited BWJ-FACT-1 (a faction stored as
    # information), not the rule for playing it by influence.
    facts, _ = act(entered, f"influence:{HOBBITS}:{BILBO}", seed=1,
                   ruleset=played_as(str(RECRUIT_CITED_FROM - 1)))
    assert only(facts, "FactionInfluenced").rule == "BWJ-FACT-1"
    # The version before: no modification, 5 + 1 is not above 8.
    facts, after = act(entered, f"influence:{HOBBITS}:{BILBO}", seed=1, ruleset=BEFORE)
    attempt = only(facts, "FactionInfluenced")
    assert (attempt["roll"], attempt["succeeded"], "standard" in attempt.data) == \
        (5, False, False)
    assert after.factions == () and after.tapped_sites == ()


@pytest.mark.rule("BWJ-FACT-1")
def test_a_faction_is_refused_at_a_tapped_site() -> None:
    entered = replace(_entered("Bag End", HOBBITS),
                      tapped_sites=(CATALOG.find("Bag End").id,))
    assert ids(entered) == ["done"]
    with pytest.raises(IllegalAction) as refusal:
        act(entered, f"influence:{HOBBITS}:{BILBO}")
    assert str(refusal.value) == "Hobbits: Bag End is tapped; a faction is played only at " \
                                 "an untapped site. [CoE-2.V.3]"
    assert f"influence:{HOBBITS}:{BILBO}" in [a.id for a in BEFORE.actions(entered)]


@pytest.mark.rule("BWJ-FACT-1", "BWJ-HAND-10")
def test_a_dwarf_takes_two_off_among_the_wood_elves() -> None:
    entered = _entered("Thranduil’s Halls", WOOD_ELVES, BALIN)
    facts, after = act(entered, f"influence:{WOOD_ELVES}:{BALIN}", seed=2)
    attempt = only(facts, "FactionInfluenced")
    assert (attempt["roll"], attempt["direct_influence"], attempt["standard"],
            attempt["needed"], attempt["succeeded"]) == (11, 2, -2, 8, True)
    assert _standard(attempt.data) == [(-2, "Wood-elves: standard modification (Dwarf)",
                                        "CoE-2.V.3")]
    assert after.factions == (WOOD_ELVES,)


@pytest.mark.rule("BWJ-FACT-1", "BWJ-HAND-10")
def test_an_elf_adds_one_to_his_card_s_bonus() -> None:
    entered = _entered("Thranduil’s Halls", WOOD_ELVES, THRANDUIL)
    facts, _ = act(entered, f"influence:{WOOD_ELVES}:{THRANDUIL}", seed=1)
    attempt = only(facts, "FactionInfluenced")
    assert (attempt["roll"], attempt["direct_influence"], attempt["bonus"],
            attempt["standard"], attempt["needed"]) == (5, 3, 2, 1, 8)
    assert RULESET.narrate(attempt) == "Thranduil tries to recruit Wood-elves: 5 + 3 + 2 " \
        "(his card) + 1 (standard modification) against 8: recruited. [CoE-2.V.3]"


@pytest.mark.rule("BWJ-FACT-1", "BWJ-SETUP-20")
def test_a_faction_is_refused_at_a_site_its_card_does_not_name() -> None:
    entered = _entered("Beorn’s House", WOOD_ELVES)
    assert ids(entered) == ["done"]
    with pytest.raises(IllegalAction) as refusal:
        act(entered, f"influence:{WOOD_ELVES}:{BILBO}")
    assert (str(refusal.value), refusal.value.clause) == (
        "Wood-elves is playable only at Thranduil's Halls, not at Beorn’s House. [CoE-2.V.3]",
        "CoE-2.V.3")
    assert ids(_entered("Beorn’s House", BEORNINGS)) == [f"influence:{BEORNINGS}:{BILBO}",
                                                           "done"]


@pytest.mark.rule("BWJ-FACT-1", "BWJ-SETUP-4")
def test_the_army_of_the_dead_prints_no_influence_number_and_is_refused() -> None:
    entered = _entered("Vale of Erech", ARMY)
    assert ids(entered) == ["done"]
    # Up to the version before the Army's own play (hobbit.army_of_the_dead).
    with pytest.raises(IllegalAction) as refusal:
        act(entered, f"influence:{ARMY}:{BILBO}",
            ruleset=played_as(str(ARMY_OF_THE_DEAD_FROM - 1)))
    assert (str(refusal.value), refusal.value.clause) == (
        "Army of the Dead prints no influence number: it is not played by an influence "
        "attempt. [CoE-2.V.3]", "CoE-2.V.3")
    # From it, only Aragorn II the turn of Paths of the Dead (test_burglar_army_of_the_dead).
    with pytest.raises(IllegalAction) as refusal:
        act(entered, f"influence:{ARMY}:{BILBO}")
    assert str(refusal.value) == "Army of the Dead is played only by Aragorn II. [CoE-2.V.3]"
    # The version before offered it, against 0.
    assert f"influence:{ARMY}:{BILBO}" in [a.id for a in BEFORE.actions(entered)]


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_the_factions_played_by_their_facts() -> None:
    rows = {r.card_id: dict(r.rulesets)["burglar"] for r in coverage.coverage(CATALOG)}
    assert rows[WOOD_ELVES] == coverage.InRuleset(coverage.SCRIPTED)
    assert rows[HOBBITS] == coverage.InRuleset(coverage.SCRIPTED)
