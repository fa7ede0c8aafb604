"""Under-deeps sites and movement in the shared engine (The Balrog, BA-UD-1, BA-UDMOVE-*)."""

from __future__ import annotations

from pathlib import Path

import pytest

from domain.cards import Card, Catalog
from domain.cards.coe import import_coe
from domain.engine import under_deeps as ud


@pytest.fixture(scope="module")
def coe(coe_cards_path: Path) -> Catalog:
    return import_coe(coe_cards_path)


def site(coe: Catalog, name: str, alignment: str = "Hero") -> Card:
    return next(c for c in coe.find_all(name) if c.alignment == alignment)


@pytest.mark.rule("BA-UD-1")
def test_an_under_deeps_site_is_known_by_its_card(coe: Catalog) -> None:
    assert ud.is_under_deeps(site(coe, "The Iron-deeps"))
    assert not ud.is_under_deeps(site(coe, "Carn Dûm"))


@pytest.mark.rule("BA-UDMOVE-1", "BA-UDMOVE-2")
def test_moves_into_and_out_of_the_under_deeps(coe: Catalog) -> None:
    deeps, carn, moria = (site(coe, n) for n in ("The Iron-deeps", "Carn Dûm", "Moria"))
    assert ud.move_problem(carn, deeps) is None
    assert ud.move_problem(moria, deeps) == (
        "The Iron-deeps is no Under-deeps site adjacent to Moria", "BA-UDMOVE-1")
    assert ud.move_problem(deeps, carn) is None
    assert ud.move_problem(deeps, moria) == (
        "The Iron-deeps leads only to its adjacent sites (Carn Dûm, The Under-leas, The "
        "Under-vaults), not to Moria", "BA-UDMOVE-2")
    assert [s.name for s in ud.reachable(deeps, [moria, carn, deeps])] == ["Carn Dûm"]


@pytest.mark.rule("BA-UDMOVE-3", "BA-UDMOVE-8")
def test_the_roll_out_of_the_iron_deeps(coe: Catalog) -> None:
    deeps = site(coe, "The Iron-deeps")
    needed = {name: ud.roll_needed(deeps, site(coe, name))
              for name in ("Carn Dûm", "The Under-leas", "The Under-vaults")}
    assert needed == {"Carn Dûm": 0, "The Under-leas": 6, "The Under-vaults": 7}
    assert ud.arrives(2, 0) and ud.arrives(7, 7) and not ud.arrives(6, 7)


@pytest.mark.rule("BA-UDMOVE-4")
def test_a_roll_too_low_leaves_the_company_where_it_was() -> None:
    assert not ud.arrives(5, 6)


@pytest.mark.rule("BA-UDMOVE-5", "BA-UDMOVE-6")
def test_going_down_needs_no_roll_but_at_two_dwarf_holds_for_a_balrog(coe: Catalog) -> None:
    assert ud.roll_needed(site(coe, "Carn Dûm"), site(coe, "The Iron-deeps")) is None
    hold = site(coe, "Blue Mountain Dwarf-hold", "Minion")
    drowning = site(coe, "The Drowning-deeps", "Balrog")
    assert ud.roll_needed(hold, drowning) is None
    assert ud.roll_needed(hold, drowning, balrog=True) == 13
    assert not ud.arrives(12, 13)


@pytest.mark.rule("BA-UDMOVE-7")
def test_a_modifier_between_under_deeps_sites_does_not_reach_the_surface() -> None:
    assert ud.arrives(5, 6, modifier=1, between_under_deeps=True)
    assert not ud.arrives(5, 6, modifier=1, between_under_deeps=False)


@pytest.mark.rule("BA-UDMOVE-9")
def test_leaving_the_under_deeps_has_no_site_path(coe: Catalog) -> None:
    deeps = site(coe, "The Iron-deeps")
    assert ud.site_path(deeps, site(coe, "Carn Dûm")) == ()
    assert ud.site_path(deeps, site(coe, "Moria")) is None
