"""What of the cards whose alternative needs Gates of Morning in play can arise on There and
Back Again's map (TBA-LAYOUT-1, TBA-LAYOUT-2), where Gates of Morning is played from
``ENVIRONMENTS_FROM``: no region is a Shadow-land or a Dark-domain, so Stars' alternative and
Quiet Lands' region half never arise; Goblin-gate is a Shadow-hold, so Quiet Lands' site half
may; no Elf is ever in the company (TBA-COMP-1, TBA-COMP-2), so The Evenstar is never played.
The coverage rows say so."""

from __future__ import annotations

import pytest

from domain import coverage
from domain.cards import starter_catalog
from domain.engine.keying import standard_regions
from domain.rulesets.there_and_back_again import layout

QUIET_LANDS, STARS, EVENSTAR = "TW-309", "TW-331", "TW-343"
TBA = "there-and-back-again"
CATALOG = starter_catalog()


@pytest.mark.rule("TBA-LAYOUT-1", "TBA-LAYOUT-2")
def test_the_map_has_no_shadow_land_or_dark_domain_and_one_shadow_hold() -> None:
    regions = {standard_regions()[r].region_type for r in layout.REGIONS}
    assert regions == {"free-domain", "wilderness", "border-land"}
    holds = [s for s in layout.SITES.values() if CATALOG.find(s, "Hero").site_type
             == "shadow-hold"]
    assert holds == ["Goblin-gate"]


@pytest.mark.rule("TBA-LAYOUT-1", "TBA-LAYOUT-2", "TBA-COMP-1", "TBA-COMP-2")
def test_the_rows_name_what_never_arises_on_the_map() -> None:
    stars = coverage.in_ruleset(TBA, CATALOG.get(STARS))
    assert stars.status == coverage.SCRIPTED
    assert stars.missing.startswith("never arises here: its alternative with Gates of Morning")
    assert "TBA-LAYOUT-1" in stars.missing
    evenstar = coverage.in_ruleset(TBA, CATALOG.get(EVENSTAR))
    assert evenstar.status == coverage.SCRIPTED
    assert evenstar.missing.startswith("TBA-COMP-1, TBA-COMP-2: the company is one Hobbit")
    assert evenstar.missing.endswith("never arises here: its alternative with Gates of Morning "
                                     "in play, the card never played with no Elf to play it on")
    # Quiet Lands' site half, Goblin-gate as a Ruins & Lairs, is played from
    # GATES_TREATMENTS_FROM (test_there_and_back_again_quiet_lands_gates.py).
    quiet = coverage.in_ruleset(TBA, CATALOG.get(QUIET_LANDS))
    assert quiet.status == coverage.SCRIPTED
    assert quiet.missing.startswith("never arises here: its Shadow-land treated as a "
                                    "Wilderness (TBA-LAYOUT-1")
