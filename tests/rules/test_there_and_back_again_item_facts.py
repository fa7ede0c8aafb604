"""There and Back Again version 4: items carry the catalog's item facts (kind, maxima, a
Hobbit's or a Dwarf's bonus, a blade against Orcs); games of versions 1 to 3 replay with the
printed modifiers they were played with."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.chronicle import Chronicle
from domain.rulesets.there_and_back_again.state import State
from tests.rules.test_there_and_back_again_helpers import (
    BILBO,
    CATALOG,
    RULESET,
    THORIN,
    fresh,
    keep,
)

STING, DURINS_AXE = "TW-333", "TW-212"


def _played(version: str, state: State, bearer: str, item: str) -> State:
    start = {**Chronicle.begin(RULESET, 7, {}).records[0].data, "ruleset_version": version}
    ruleset = Chronicle.open(RULESET, start).ruleset
    assert ruleset.played == version
    holding = replace(state, hand=(*state.hand, item))
    site = CATALOG.find("The Lonely Mountain", "Hero").id
    data = {"item": item, "bearer": bearer, "site": site, "quest": False}
    return ruleset._on_ItemPlayed(holding, data)  # type: ignore[attr-defined, no-any-return]


@pytest.mark.rule("TBA-SEQ-15")
def test_sting_gives_bilbo_two_from_version_4_and_one_before() -> None:
    base = keep(fresh(), BILBO, THORIN)
    assert int(RULESET.version) >= 10
    for version, prowess in (("4", 1 + 2), ("3", 1 + 1)):
        bilbo = _played(version, base, BILBO, STING).character(BILBO)
        assert bilbo is not None and bilbo.effective_prowess == prowess


@pytest.mark.rule("TBA-SEQ-15")
def test_durins_axe_gives_thorin_four_up_to_nine_from_version_4() -> None:
    base = keep(fresh(), BILBO, THORIN)
    for version, prowess in (("4", 9), ("3", 5 + 2)):
        thorin = _played(version, base, THORIN, DURINS_AXE).character(THORIN)
        assert thorin is not None and thorin.effective_prowess == prowess
