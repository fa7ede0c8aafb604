"""The engine's twentieth generation of scripted cards (``effects.LATER``) in There and Back
Again, read from version 38: Wizard's Flame is played on a Wizard of the company, and the
Wizard is never a character here, only a short-event (TBA-RES-3): it is neither offered nor
declared. Version 37 replays as played: it was declared."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.errors import IllegalAction
from domain.rulesets.there_and_back_again.versions import GENERATION_20_FROM
from tests.rules import test_there_and_back_again_helpers as tba

FLAME = "TW-361"
BEFORE = tba.played_as(GENERATION_20_FROM - 1)


@pytest.mark.rule("TBA-RES-3")
def test_wizards_flame_has_no_wizard_to_play_on() -> None:
    state = replace(tba.fresh(), hand=(FLAME,))
    assert [a for a in tba.ids(state) if FLAME in a] == []
    with pytest.raises(IllegalAction) as refusal:
        tba.act(state, f"play:{FLAME}:flame:{tba.BILBO}")
    assert refusal.value.message == ("Wizard’s Flame cannot be played now: it is played on a "
                                     "Wizard of the company, and there is none.")
    assert [a.id for a in BEFORE.actions(state) if FLAME in a.id] == [f"declare:{FLAME}"]
