"""Guise of the Necromancer from version 125 (``printed_rules.KEPT_UNTAPPED_SINCE``,
``hobbit.kept_untapped``): once Dodge or Block keeps the character facing the strike untapped,
the -3 to stay untapped (CoE 3.iv.3) is neither offered nor admitted, the refusal naming the
card. Version 124 offered the -3 after the card and counted it on top of it, and replays so.

From version 126 (``printed_rules.ONE_KEEPER_SINCE``) one way at most keeps him untapped: once
the -3 or one of those cards (or the Great-shield of Rohan) does, none of them is offered, and
each is refused naming what keeps him. Version 125 offered Dodge after the -3 (the -3 then paid
for nothing) and a second card after a first, and replays so."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.characters import Item
from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer import printed_rules
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules.necromancer_support import HALDIR, RULESET, SAM, act, ids
from tests.rules.test_necromancer_hand_generation_2 import BLOCK, DODGE, facing
from tests.support import only

STAND = "stay-untapped"
GREAT_SHIELD = "TW-250"
BEFORE = RULESET.at_version(str(printed_rules.KEPT_UNTAPPED_SINCE - 1))
#: What keeps Haldir untapped on the Wolves' strike: Block, Dodge or his Great-shield.
PLAY_BLOCK, PLAY_DODGE = f"resource:{BLOCK}:strike:{HALDIR}", f"resource:{DODGE}:strike:{HALDIR}"
USE_SHIELD = f"use:{GREAT_SHIELD}:{HALDIR}:strike"
HALDIRS_KEEPERS = {PLAY_BLOCK: ("Block", "played"), PLAY_DODGE: ("Dodge", "played"),
                   USE_SHIELD: ("Great-shield of Rohan", "used")}


def shielded() -> State:
    """Haldir bearing the Great-shield of Rohan, facing the Wolves' strike, Block and Dodge in
    the hand."""
    waiting = facing(HALDIR)
    shield = Item.from_card(RULESET.catalog.get(GREAT_SHIELD))
    return replace(waiting, companies=tuple(replace(company, characters=tuple(
        c.with_item(shield) if c.card_id == HALDIR else c for c in company.characters))
        for company in waiting.companies))


@pytest.mark.rule("CoE-3.iv.3", "CoE-3.iv.5")
@pytest.mark.parametrize(("who", "card", "name", "card_name"),
                         ((SAM, DODGE, "Sam Gamgee", "Dodge"), (HALDIR, BLOCK, "Haldir",
                                                                 "Block")))
def test_no_minus_three_is_offered_once_a_card_keeps_him_untapped(
        who: str, card: str, name: str, card_name: str) -> None:
    assert printed_rules.KEPT_UNTAPPED_SINCE == 125 <= int(RULESET.version)
    waiting = facing(who)
    assert STAND in ids(waiting)  # before the card, he may take it
    _, kept = act(waiting, f"resource:{card}:strike:{who}", seed=3)
    assert kept.fight is not None and kept.fight.no_tap_by == card
    assert STAND not in ids(kept) and "roll" in ids(kept)
    with pytest.raises(IllegalAction) as caught:
        act(kept, STAND, seed=3)
    assert (caught.value.message, caught.value.clause) == (
        f"{card_name} keeps {name} untapped against his strike: he takes no -3 for it.",
        "CoE-3.iv.3")


@pytest.mark.rule("CoE-3.iv.3", "CoE-3.iv.5")
def test_no_minus_three_once_the_great_shield_keeps_its_warrior_untapped() -> None:
    _, kept = act(shielded(), USE_SHIELD, seed=3)
    assert kept.fight is not None and kept.fight.no_tap_by == GREAT_SHIELD
    assert STAND not in ids(kept)
    with pytest.raises(IllegalAction) as caught:
        act(kept, STAND, seed=3)
    assert caught.value.message == ("Great-shield of Rohan keeps Haldir untapped against his "
                                    "strike: he takes no -3 for it.")


@pytest.mark.rule("CoE-3.iv.3")
def test_version_124_offered_the_minus_three_after_dodge_and_counted_it() -> None:
    _, dodged = act(facing(SAM), f"resource:{DODGE}:strike:{SAM}", seed=3, ruleset=BEFORE)
    assert STAND in ids(dodged, BEFORE)
    facts, stood = act(dodged, STAND, seed=3, ruleset=BEFORE)
    assert [(f.kind, f.data) for f in facts] == [("StayUntapped", {"character": SAM})]
    rolled, _ = act(stood, "roll", seed=2, ruleset=BEFORE)
    modifiers = only(rolled, "StrikeResolved").data["check"]["modifiers"]
    assert any(m["amount"] == -3 and m["clause"] == "CoE-3.iv.3" for m in modifiers)


def keepers_offered(state: State, ruleset: GuiseOfTheNecromancer = RULESET) -> list[str]:
    return [a for a in HALDIRS_KEEPERS if a in ids(state, ruleset)]


def refused(state: State, action: str) -> tuple[str, str | None]:
    with pytest.raises(IllegalAction) as caught:
        act(state, action, seed=3)
    return caught.value.message, caught.value.clause


@pytest.mark.rule("CoE-3.iv.3", "CoE-3.iv.5", "CoE-3.iv.7")
def test_the_minus_three_chosen_refuses_block_dodge_and_the_great_shield() -> None:
    assert printed_rules.ONE_KEEPER_SINCE == 126 <= int(RULESET.version)
    assert keepers_offered(shielded()) == list(HALDIRS_KEEPERS)
    facts, stood = act(shielded(), STAND, seed=3)
    assert [(f.kind, f.data) for f in facts] == [("StayUntapped", {"character": HALDIR})]
    assert keepers_offered(stood) == []
    for action, (name, verb) in HALDIRS_KEEPERS.items():
        assert refused(stood, action) == (
            f"{name} cannot be {verb} now: the -3 chosen already keeps Haldir untapped "
            "against his strike.", "CoE-3.iv.5")
    rolled, after = act(stood, "roll", seed=3)
    # The -3 alone keeps him untapped: counted in the roll, no card played or item tapped.
    resolved = only(rolled, "StrikeResolved")
    assert [m["amount"] for m in resolved.data["check"]["modifiers"]
            if m["clause"] == "CoE-3.iv.3"] == [-3]
    assert (resolved["result"], resolved["state"]) == ("failed", "untapped")
    assert not any(f.kind in ("ResourcePlayed", "ItemTapped") for f in rolled)
    assert after.hand[:2] == (BLOCK, DODGE)  # the cards drawn since behind them


@pytest.mark.rule("CoE-3.iv.3", "CoE-3.iv.5")
@pytest.mark.parametrize("first", list(HALDIRS_KEEPERS))
def test_one_card_keeping_him_untapped_refuses_the_others(first: str) -> None:
    keeper = HALDIRS_KEEPERS[first][0]
    _, kept = act(shielded(), first, seed=3)
    assert keepers_offered(kept) == [] and STAND not in ids(kept)
    for action, (name, verb) in HALDIRS_KEEPERS.items():
        if action != first:
            assert refused(kept, action) == (
                f"{name} cannot be {verb} now: {keeper} already keeps Haldir untapped "
                "against his strike.", "CoE-3.iv.5")
    assert refused(kept, STAND) == (
        f"{keeper} keeps Haldir untapped against his strike: he takes no -3 for it.",
        "CoE-3.iv.3")


@pytest.mark.rule("CoE-3.iv.3", "CoE-3.iv.5")
def test_version_125_offered_the_cards_after_the_minus_three_and_after_one_another() -> None:
    old = RULESET.at_version(str(printed_rules.ONE_KEEPER_SINCE - 1))
    _, stood = act(shielded(), STAND, seed=3, ruleset=old)
    assert keepers_offered(stood, old) == list(HALDIRS_KEEPERS)
    facts, dodged = act(stood, PLAY_DODGE, seed=3, ruleset=old)
    # Dodge on top of the -3: the -3 paid for nothing, Dodge's body -1 on top.
    assert only(facts, "ResourcePlayed").data["effects"] == [["does-not-tap", 0], ["body", -1]]
    assert keepers_offered(dodged, old) == [PLAY_BLOCK, USE_SHIELD]
    facts, _ = act(dodged, USE_SHIELD, seed=3, ruleset=old)
    assert [f.kind for f in facts] == ["ItemTapped"]
