"""The Guise of the Necromancer from ``permanent_events.SACRIFICE_REFUSED_FROM``: Sacrifice of
Form (TW-321) is refused naming why. The Wizard it discards is the player's (GON-SETUP-1; an
allied Wizard is none of his, GON-SETUP-2), and his leaving play loses the game (GON-WIN-9),
as every way the scenario plays it; so no action offers it and playing it, whatever its
action, writes nothing. The version before kept it in the hand, refused as any card no
action offers. Constructed states played with the real ruleset. (The card: CoE 5.3.)"""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer.permanent_events import (
    SACRIFICE_REFUSED_FROM,
    nothing,
)
from tests.rules import necromancer_support as gon

SACRIFICE = "TW-321"
BEFORE = gon.RULESET.at_version(str(SACRIFICE_REFUSED_FROM - 1))
WHY = ("Sacrifice of Form cannot be played here: the Wizard it discards, the player's (an "
       "allied Wizard is none of his, GON-SETUP-2), leaving play loses the game (the White "
       "Council can no longer form).", "GON-WIN-9")


def _refused(action: str, ruleset: gon.GuiseOfTheNecromancer) -> tuple[str, str | None]:
    state = replace(gon.fresh(), hand=(SACRIFICE,))
    with pytest.raises(IllegalAction) as caught:
        gon.act(state, action, ruleset=ruleset)
    return caught.value.message, caught.value.clause


@pytest.mark.rule("GON-WIN-9", "GON-SETUP-1", "GON-SETUP-2")
def test_sacrifice_of_form_is_refused_naming_the_loss_of_the_players_wizard() -> None:
    assert SACRIFICE_REFUSED_FROM <= int(gon.RULESET.version)
    state = replace(gon.fresh(), hand=(SACRIFICE,))
    assert gon.naming(state, SACRIFICE) == []
    for action in (f"permanent-event:{SACRIFICE}:{gon.RADAGAST}",
                   f"resource:{SACRIFICE}:sacrifice:{gon.RADAGAST}",
                   f"resource:{SACRIFICE}:sacrifice:{gon.GANDALF}"):
        assert _refused(action, gon.RULESET) == WHY
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[SACRIFICE] == coverage.InRuleset(
        coverage.NOT_IN_RULESET, "not meaningful here: GON-WIN-9, GON-SETUP-1: the Wizard it "
                                 "discards, the player's (an allied Wizard is none of his, "
                                 "GON-SETUP-2), leaving play loses the game (the White Council "
                                 "can no longer form)")


@pytest.mark.rule("GON-WIN-9")
def test_before_its_version_sacrifice_of_form_stayed_in_the_hand() -> None:
    assert nothing(str(SACRIFICE_REFUSED_FROM - 1)) == ("TW-500",)
    assert nothing(str(SACRIFICE_REFUSED_FROM)) == ("TW-500", SACRIFICE)
    assert _refused(f"permanent-event:{SACRIFICE}:{gon.RADAGAST}", BEFORE) == (
        "Sacrifice of Form is not a resource long-event or environment played by its card "
        "here.", "CoE-2.III.2")
    assert _refused(f"resource:{SACRIFICE}:sacrifice:{gon.RADAGAST}", BEFORE) == (
        "Sacrifice of Form cannot be played now: out of an attack, a scripted short-event that "
        "untaps, heals or draws is played in the organization or site phase, on a character "
        "it fits.", "CoE-5.1")
