"""A site's tap-to-pass rule (Moria's gate, RGO-SITE-SH-S2) for a waiting company's
``move:<company>:<site>`` (gates.py, from ``gates.WAITING_SINCE_VERSION``): the same rule as the
running company's move, one of the waiting company's Dwarves or Wizards tapping."""

from __future__ import annotations

import pytest

from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import gates
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import Company, State
from tests.rules.rgo_support import card, company, organizing

BEFORE = str(gates.WAITING_SINCE_VERSION - 1)


def at_lorien(rgo: RoadGoesEverOn, *waiting: str) -> State:
    """Aragorn's company organizing at Lórien; a company of ``waiting`` split off there."""
    lorien, moria, wellinghall = (card(rgo, n) for n in ("Lórien", "Moria", "Wellinghall"))
    return organizing(rgo, site=lorien, site_deck=(lorien, moria, wellinghall),
                      characters=company(rgo, "Aragorn II"),
                      companies=(Company("c2", lorien, company(rgo, *waiting)),),
                      companies_formed=2, splits=(("c2", "c1"),))


@pytest.mark.rule("RGO-SITE-SH-S2")
def test_a_waiting_company_with_nobody_to_tap_is_refused_the_gate(rgo) -> None:  # type: ignore[no-untyped-def]
    start = at_lorien(rgo, "Legolas")
    moria, wellinghall = card(rgo, "Moria"), card(rgo, "Wellinghall")
    ids = [a.id for a in rgo.actions(start)]
    assert f"move:c2:{moria}" not in ids and f"move:c2:{wellinghall}" in ids
    ctx = Context(rgo, Table(1, {}, start))
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, f"move:c2:{moria}", {})
    assert refused.value.clause == "RGO-SITE-SH-S2"
    assert "Moria a dwarf or wizard must tap" in str(refused.value)
    assert ctx.facts == [] and ctx.state == start


@pytest.mark.rule("RGO-SITE-SH-S2")
def test_a_waiting_company_passes_the_gate_with_its_dwarf_tapping(rgo) -> None:  # type: ignore[no-untyped-def]
    start = at_lorien(rgo, "Legolas", "Gimli")
    moria, gimli = card(rgo, "Moria"), card(rgo, "Gimli")
    ctx = Context(rgo, Table(1, {}, start))
    rgo.decide(ctx, f"move:c2:{moria}", {})
    assert [(f.kind, f.data.get("character")) for f in ctx.facts] == [
        ("MovementPlanned", None), ("CharacterStateChanged", gimli)]
    assert ctx.facts[1].rule == "RGO-SITE-SH-S2"
    waiting = ctx.state.waiting("c2")
    assert waiting is not None and waiting.destination == moria
    assert [(c.name, c.untapped) for c in waiting.characters] == [
        ("Legolas", True), ("Gimli", False)]
    assert all(c.untapped for c in ctx.state.characters)  # the running company taps nobody


@pytest.mark.rule("RGO-SITE-SH-S2")
def test_before_the_version_a_waiting_company_passed_the_gate_untapped(rgo) -> None:  # type: ignore[no-untyped-def]
    old = rgo.at_version(BEFORE)
    start = at_lorien(old, "Legolas")
    moria = card(old, "Moria")
    assert f"move:c2:{moria}" in [a.id for a in old.actions(start)]
    ctx = Context(old, Table(1, {}, start))
    old.decide(ctx, f"move:c2:{moria}", {})
    assert [f.kind for f in ctx.facts] == ["MovementPlanned"]
