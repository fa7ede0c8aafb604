"""Burglar Wants a Good Job: a Miruvor held in the hand offers nothing against the strike the
Burglar faces, an item being played only at a site in the site phase (CoE 2.V.4); one he
bears is offered, to be discarded for his company's +2 body (CoE 6.1)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.rules.burglar_support import BILBO, give, ids, striking

MIRUVOR = "TW-283"


@pytest.mark.rule("CoE-3.iv.5", "CoE-2.V.4", "CoE-6.1")
def test_a_miruvor_is_offered_against_the_strike_only_when_borne() -> None:
    facing = striking(BILBO)
    assert ids(facing) == ["stay-untapped", "roll"]
    assert ids(replace(facing, hand=(MIRUVOR,))) == ["stay-untapped", "roll"]
    assert ids(give(facing, BILBO, MIRUVOR)) == ["stay-untapped", "roll",
                                                 f"use:{MIRUVOR}:{BILBO}:body"]
