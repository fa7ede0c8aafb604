"""There and Back Again from version 66 (``SITE_ORGANIZATION_FROM``): the organization phase
of a company at a site begins under TBA-SEQ-3, what a company at a site may do, as its move
does; in a region under TBA-SEQ-4. Up to 65 every organization phase began under TBA-SEQ-4."""

from __future__ import annotations

import pytest

from api.simulation.games import autoplay
from domain.chronicle import Record
from domain.rulesets.there_and_back_again import layout
from domain.rulesets.there_and_back_again.versions import SITE_ORGANIZATION_FROM
from tests.rules.test_there_and_back_again_helpers import played_as


def _organizations(version: int, seed: int) -> list[tuple[str, str | None]]:
    """Where the company was as each organization phase began, and the clause it cited."""
    records: list[Record] = autoplay(played_as(version), seed, {}).chronicle.records
    where, out = layout.HOME, []  # the company begins at Bag End
    for record in records:
        if record.kind == "CounterMoved":
            where = str(record.data["to"])
        if record.kind == "PhaseBegan" and record.data["phase"] == "organization":
            out.append((where, record.rule))
    return out


@pytest.mark.rule("TBA-SEQ-3", "TBA-SEQ-4")
def test_the_organization_phase_cites_the_clause_for_where_the_company_is() -> None:
    phases = _organizations(SITE_ORGANIZATION_FROM, seed=1)
    at_sites = [rule for where, rule in phases if layout.is_site(where)]
    in_regions = [rule for where, rule in phases if layout.is_region(where)]
    # Seed 1 begins at Bag End and organizes at The Lonely Mountain on turns 9 and 10.
    assert len(at_sites) >= 3 and set(at_sites) == {"TBA-SEQ-3"}
    assert in_regions and set(in_regions) == {"TBA-SEQ-4"}


@pytest.mark.rule("TBA-SEQ-4")
def test_a_game_of_version_65_replays_every_organization_phase_under_tba_seq_4() -> None:
    phases = _organizations(SITE_ORGANIZATION_FROM - 1, seed=1)
    assert len(phases) >= 10
    assert {rule for _, rule in phases} == {"TBA-SEQ-4"}
