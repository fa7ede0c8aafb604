"""Guise of the Necromancer, from ``athelas.SINCE``: Athelas in the organization and site phases
outside an attack (CoE 2.V.4). Its untapped Dúnadan bearer taps to heal a wounded character of
his company, who becomes tapped; Aragorn II bearing it may instead tap to remove a corruption
card from one, the card to the hazard discard pile. The herb is then discarded. Out of its
condition it is refused naming the item and the reason; the version before offered no use."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine.characters import Character, replace_one
from domain.rulesets.guise_of_the_necromancer import athelas
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.rules.test_necromancer_item_uses import attacked, bearing, refusal

ATHELAS, ARAGORN = "TW-195", "TW-120"
BEFORE = gon.RULESET.at_version(str(athelas.SINCE - 1))


def with_aragorn(state: State) -> State:
    """Aragorn II (a Dúnadan) in the starting company, bearing Athelas; Sam wounded."""
    company = state.companies[0]
    aragorn = Character.from_card(gon.CATALOG.get(ARAGORN))
    sam = company.character(gon.SAM)
    assert sam is not None
    state = state.with_company(replace(company, characters=(
        *replace_one(company.characters, sam.with_state("wounded")), aragorn)))
    return bearing(state, ARAGORN, ATHELAS)


def uses(state: State, ruleset: object = gon.RULESET) -> list[str]:
    return [a.id for a in ruleset.actions(state)  # type: ignore[attr-defined]
            if a.id.startswith("athelas:")]


@pytest.mark.rule("CoE-2.V.4")
def test_a_dunadan_taps_to_heal_a_wounded_companion_who_becomes_tapped() -> None:
    assert athelas.SINCE == 38 <= int(gon.RULESET.version)
    state = with_aragorn(gon.fresh())
    use = f"athelas:{ATHELAS}:{ARAGORN}:{gon.SAM}"
    assert uses(state) == [use] and uses(state, BEFORE) == []
    facts, after = gon.act(state, use)
    assert [(f.kind, f.data.get("character"), f.data.get("state")) for f in facts] == [
        ("CharacterStateChanged", ARAGORN, "tapped"), ("CharacterStateChanged", gon.SAM,
                                                       "tapped"), ("ItemUsed", None, None)]
    assert gon.RULESET.narrate(facts[2]) == "Aragorn II discards Athelas: heal Sam Gamgee. " \
                                            "[CoE-6.1]"
    company = after.companies[0]
    assert company.character(gon.SAM).state == "tapped"  # type: ignore[union-attr]
    assert ATHELAS in after.resource_discard
    assert not company.character(ARAGORN).bears(ATHELAS)  # type: ignore[union-attr]


@pytest.mark.rule("CoE-2.V.4", "GON-HH-5")
def test_aragorn_removes_a_corruption_card_with_it() -> None:
    state = replace(with_aragorn(gon.fresh()), corruption=((gon.HALDIR, gon.LURE_NATURE, 2),))
    use = f"athelas:{ATHELAS}:{ARAGORN}:{gon.HALDIR}:{gon.LURE_NATURE}"
    assert use in uses(state)
    facts, after = gon.act(state, use)
    assert [f.kind for f in facts] == ["CharacterStateChanged", "CorruptionCardRemoved",
                                       "ItemUsed"]
    assert gon.RULESET.narrate(facts[1]) == "Lure of Nature is removed from Haldir " \
                                            "(Athelas). [CoE-6.1]"
    assert after.corruption == () and gon.LURE_NATURE in after.hazard_discard


@pytest.mark.rule("CoE-2.V.4")
def test_it_is_refused_out_of_its_condition() -> None:
    sam_bears = bearing(gon.fresh(), gon.SAM, ATHELAS)  # a Hobbit: no Dúnadan, no Aragorn
    assert uses(sam_bears) == []
    assert refusal(sam_bears, f"athelas:{ATHELAS}:{gon.SAM}:{gon.HALDIR}") == (
        "Athelas cannot be used now: only a Dúnadan heals with it, and Sam Gamgee is none. "
        "[CoE-6.1]")
    waiting = with_aragorn(attacked(gon.fresh()))
    assert uses(waiting) == []
    assert refusal(waiting, f"athelas:{ATHELAS}:{ARAGORN}:{gon.SAM}") == (
        "Athelas cannot be used now: it is used in the organization or site phase, outside "
        "an attack. [CoE-6.1]")
    assert refusal(with_aragorn(gon.fresh()), f"athelas:{ATHELAS}:{ARAGORN}:{gon.HALDIR}") \
        == "Athelas cannot be used now: Haldir is not wounded. [CoE-6.1]"


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_athelas_scripted_in_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[ATHELAS] == coverage.InRuleset(coverage.SCRIPTED)
