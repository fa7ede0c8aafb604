"""Guise of the Necromancer from version 125 (``printed_rules.KEPT_UNTAPPED_SINCE``,
``hobbit.kept_untapped``): once Dodge or Block keeps the character facing the strike untapped,
the -3 to stay untapped (CoE 3.iv.3) is neither offered nor admitted, the refusal naming the
card. Version 124 offered the -3 after the card and counted it on top of it, and replays so."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.characters import Item
from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer import printed_rules
from tests.rules.necromancer_support import HALDIR, RULESET, SAM, act, ids
from tests.rules.test_necromancer_hand_generation_2 import BLOCK, DODGE, facing
from tests.support import only

STAND = "stay-untapped"
GREAT_SHIELD = "TW-250"
BEFORE = RULESET.at_version(str(printed_rules.KEPT_UNTAPPED_SINCE - 1))


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
    waiting = facing(HALDIR)
    shield = Item.from_card(RULESET.catalog.get(GREAT_SHIELD))
    waiting = replace(waiting, companies=tuple(replace(company, characters=tuple(
        c.with_item(shield) if c.card_id == HALDIR else c for c in company.characters))
        for company in waiting.companies))
    _, kept = act(waiting, f"use:{GREAT_SHIELD}:{HALDIR}:strike", seed=3)
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
