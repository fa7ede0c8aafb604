"""There and Back Again from version 65 (``KEPT_UNTAPPED_SINCE``, ``hobbit.kept_untapped``):
once Dodge, Block or the Great-shield of Rohan keeps the character facing the strike untapped,
the -3 to stay untapped (CoE 3.iv.3) is neither offered nor admitted, the refusal naming the
card; its ``StrikeTapPrevented`` names the card. Version 64 offered the -3 after the card and
counted it on top of it, and replays so."""

from __future__ import annotations

import pytest

from domain.errors import IllegalAction
from domain.rulesets.there_and_back_again.state import State
from domain.rulesets.there_and_back_again.versions import KEPT_UNTAPPED_SINCE
from tests.rules.test_there_and_back_again_helpers import (
    BILBO,
    RULESET,
    THORIN,
    act,
    played_as,
)
from tests.rules.test_there_and_back_again_item_taps import GREAT_SHIELD
from tests.rules.test_there_and_back_again_item_taps import facing as bearing
from tests.rules.test_there_and_back_again_scripted_cards import (
    BLOCK,
    DODGE,
    ORCS,
    WILLIAM,
    _attacked,
)
from tests.support import decide_from, only

STAND = "stay-untapped"
#: (the state facing the strike, the play keeping him untapped, its card, his name, the card's)
KEEPERS = (
    (lambda: _attacked(ORCS, (DODGE,), facing=BILBO), f"play:{DODGE}:strike:{BILBO}", DODGE,
     "Bilbo", "Dodge"),
    (lambda: _attacked(WILLIAM, (BLOCK,), facing=THORIN), f"play:{BLOCK}:strike:{THORIN}",
     BLOCK, "Thorin II", "Block"),
    (lambda: bearing(WILLIAM, THORIN, GREAT_SHIELD), f"use:{GREAT_SHIELD}:{THORIN}:strike",
     GREAT_SHIELD, "Thorin II", "Great-shield of Rohan"),
)


@pytest.mark.rule("CoE-3.iv.3", "CoE-3.iv.5")
@pytest.mark.parametrize(("start", "play", "card", "who", "name"), KEEPERS)
def test_no_minus_three_is_offered_once_a_card_keeps_him_untapped(
        start: object, play: str, card: str, who: str, name: str) -> None:
    state = start()  # type: ignore[operator]
    assert isinstance(state, State) and int(RULESET.version) >= KEPT_UNTAPPED_SINCE == 65
    assert STAND in RULESET.legal(state)  # before the card, he may take it
    facts, kept = act(state, play)
    assert only(facts, "StrikeTapPrevented").data == {"character": kept.combat.striking,
                                                      "card": card}
    assert kept.combat is not None and kept.combat.kept_by == card
    assert STAND not in RULESET.legal(kept) and "roll" in RULESET.legal(kept)
    with pytest.raises(IllegalAction) as caught:
        act(kept, STAND)
    assert caught.value.message == (f"{name} keeps {who} untapped against his strike: he takes "
                                 "no -3 for it.")
    assert caught.value.clause == "CoE-3.iv.3"


@pytest.mark.rule("CoE-3.iv.3")
def test_version_64_offered_the_minus_three_after_dodge_and_counted_it() -> None:
    old = played_as(KEPT_UNTAPPED_SINCE - 1)
    state = _attacked(ORCS, (DODGE,), facing=BILBO)
    facts, dodged = decide_from(old, state, f"play:{DODGE}:strike:{BILBO}", None, 7)
    assert only(facts, "StrikeTapPrevented").data == {"character": BILBO}  # no card named
    assert STAND in old.legal(dodged)
    facts, stood = decide_from(old, dodged, STAND, None, 7)
    assert [(f.kind, f.data) for f in facts] == [("StayUntapped", {"character": BILBO})]
    rolled, _ = decide_from(old, stood, "roll", None, 7)
    modifiers = only(rolled, "StrikeResolved").data["check"]["modifiers"]
    assert {"amount": -3, "source": "state:untapped", "why": "stays untapped",
            "clause": "CoE-3.iv.3"} in modifiers
