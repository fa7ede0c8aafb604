"""There and Back Again from version 65 (``KEPT_UNTAPPED_SINCE``, ``hobbit.kept_untapped``):
once Dodge, Block or the Great-shield of Rohan keeps the character facing the strike untapped,
the -3 to stay untapped (CoE 3.iv.3) is neither offered nor admitted, the refusal naming the
card; its ``StrikeTapPrevented`` names the card. Version 64 offered the -3 after the card and
counted it on top of it, and replays so.

From version 67 (``ONE_KEEPER_SINCE``) one way at most keeps him untapped: once the -3 or one of
those cards does, none of the cards is offered, and each is refused naming what keeps him.
Version 66 offered Dodge after the -3 (the -3 then paid for nothing) and a second card after a
first, and replays so."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.errors import IllegalAction
from domain.rulesets.there_and_back_again.ruleset import ThereAndBackAgain
from domain.rulesets.there_and_back_again.state import State
from domain.rulesets.there_and_back_again.versions import KEPT_UNTAPPED_SINCE, ONE_KEEPER_SINCE
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


#: What keeps Thorin II untapped on the Troll's strike: Block, Dodge or his Great-shield.
PLAY_BLOCK, PLAY_DODGE = f"play:{BLOCK}:strike:{THORIN}", f"play:{DODGE}:strike:{THORIN}"
USE_SHIELD = f"use:{GREAT_SHIELD}:{THORIN}:strike"
THORINS_KEEPERS = {PLAY_BLOCK: ("Block", "played"), PLAY_DODGE: ("Dodge", "played"),
                   USE_SHIELD: ("Great-shield of Rohan", "used")}


def shielded() -> State:
    """Thorin II bearing the Great-shield of Rohan, facing William's strike, Block and Dodge
    in the hand."""
    return replace(bearing(WILLIAM, THORIN, GREAT_SHIELD), hand=(BLOCK, DODGE))


def keepers_offered(ruleset: ThereAndBackAgain, state: State) -> list[str]:
    return [a for a in THORINS_KEEPERS if a in ruleset.legal(state)]


def refused(state: State, action: str) -> tuple[str, str | None]:
    with pytest.raises(IllegalAction) as caught:
        act(state, action)
    return caught.value.message, caught.value.clause


@pytest.mark.rule("CoE-3.iv.3", "CoE-3.iv.5", "CoE-3.iv.7")
def test_the_minus_three_chosen_refuses_block_dodge_and_the_great_shield() -> None:
    assert int(RULESET.version) >= ONE_KEEPER_SINCE == 67
    assert keepers_offered(RULESET, shielded()) == list(THORINS_KEEPERS)
    facts, stood = act(shielded(), STAND)
    assert [(f.kind, f.data) for f in facts] == [("StayUntapped", {"character": THORIN})]
    assert keepers_offered(RULESET, stood) == []
    for action, (name, verb) in THORINS_KEEPERS.items():
        assert refused(stood, action) == (
            f"{name} cannot be {verb} now: the -3 chosen already keeps Thorin II untapped "
            "against his strike.", "CoE-3.iv.5")
    rolled, after = act(stood, "roll")
    # The -3 alone keeps him untapped: counted in the roll (5 - 3 + 9 ties William's 11, which
    # would tap him), no card played or item tapped, Block and Dodge still in the hand.
    resolved = only(rolled, "StrikeResolved")
    assert [m["amount"] for m in resolved.data["check"]["modifiers"]
            if m["clause"] == "CoE-3.iv.3"] == [-3]
    assert (resolved["roll"], resolved["prowess"], resolved["result"], resolved["state"]) == (
        9, 2, "ineffectual", "untapped")
    assert not any(f.kind in ("CardPlayed", "ItemTapped", "StrikeTapPrevented")
                   for f in rolled)
    assert after.hand[:2] == (BLOCK, DODGE)  # the card drawn since behind them


@pytest.mark.rule("CoE-3.iv.3", "CoE-3.iv.5")
@pytest.mark.parametrize("first", list(THORINS_KEEPERS))
def test_one_card_keeping_him_untapped_refuses_the_others(first: str) -> None:
    keeper = THORINS_KEEPERS[first][0]
    _, kept = act(shielded(), first)
    assert keepers_offered(RULESET, kept) == [] and STAND not in RULESET.legal(kept)
    for action, (name, verb) in THORINS_KEEPERS.items():
        if action != first:
            assert refused(kept, action) == (
                f"{name} cannot be {verb} now: {keeper} already keeps Thorin II untapped "
                "against his strike.", "CoE-3.iv.5")
    assert refused(kept, STAND) == (
        f"{keeper} keeps Thorin II untapped against his strike: he takes no -3 for it.",
        "CoE-3.iv.3")


@pytest.mark.rule("CoE-3.iv.3", "CoE-3.iv.5")
def test_the_version_before_offered_the_cards_after_the_minus_three_and_after_one_another() -> None:
    old = played_as(ONE_KEEPER_SINCE - 1)
    facts, stood = decide_from(old, shielded(), STAND, None, 7)
    assert keepers_offered(old, stood) == list(THORINS_KEEPERS)
    facts, dodged = decide_from(old, stood, PLAY_DODGE, None, 7)
    # Dodge on top of the -3: the -3 paid for nothing, Dodge's body -1 on top.
    assert [(f.kind, f.data) for f in facts][1:] == [
        ("StrikeTapPrevented", {"character": THORIN, "card": DODGE}),
        ("StrikeModified", {"character": THORIN, "prowess": 0, "body": -1, "card": DODGE})]
    assert keepers_offered(old, dodged) == [PLAY_BLOCK, USE_SHIELD]
    facts, _ = decide_from(old, dodged, USE_SHIELD, None, 7)
    assert [f.kind for f in facts] == ["ItemTapped", "StrikeTapPrevented"]
