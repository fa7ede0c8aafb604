"""The engine's eighteenth generation of scripted cards (``effects.LATER``) in Burglar Wants a
Good Job, read from version 42: The Evenstar (+1 prowess to an Elf of the company until the end
of the turn, once a turn) and Lucky Search (a scout taps at a Shadow-hold or Dark-hold, once
entered, to turn over the resource deck to an item he takes, then faces a strike of 3 prowess
plus the cards turned over). Version 41 replays as played: both were declared."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine import effects
from domain.errors import IllegalAction
from domain.rulesets.burglar.versions import GENERATION_18_FROM
from tests.rules import burglar_support as bwj

EVENSTAR, LUCKY = "TW-343", "TW-269"
CONCEALMENT, RISKY_BLOW = "TW-204", "TW-319"
BEFORE = bwj.played_as(str(GENERATION_18_FROM - 1))


def _named(actions: list[str], card: str) -> list[str]:
    return [a for a in actions if card in a]


@pytest.mark.rule("BWJ-HAND-1")
def test_the_evenstar_gives_an_elf_one_prowess_for_the_turn() -> None:
    assert effects.scripted(EVENSTAR, bwj.RULESET.generation()) is effects.LATER[16][EVENSTAR]
    state = replace(bwj.with_hand(bwj.fresh(), bwj.THRANDUIL), hand=(EVENSTAR, EVENSTAR))
    # Thranduil, a Hand and an Elf, is the one it is played on.
    assert _named(bwj.ids(state), EVENSTAR) == [f"play:{EVENSTAR}:elf:{bwj.THRANDUIL}"]
    assert _named([a.id for a in BEFORE.actions(state)], EVENSTAR) == [f"declare:{EVENSTAR}"]
    facts, after = bwj.act(state, f"play:{EVENSTAR}:elf:{bwj.THRANDUIL}")
    assert [(f.kind, dict(f.data)) for f in facts] == [
        ("CardPlayed", {"card": EVENSTAR, "mode": "elf", "target": bwj.THRANDUIL,
                        "returns": False}),
        ("CharacterBolstered", {"card": EVENSTAR, "character": bwj.THRANDUIL,
                                "stat": effects.TURN_PROWESS, "amount": 1})]
    # It cannot be duplicated: a second copy this turn is refused.
    assert _named(bwj.ids(after), EVENSTAR) == []
    with pytest.raises(IllegalAction) as refusal:
        bwj.act(after, f"play:{EVENSTAR}:elf:{bwj.THRANDUIL}")
    assert refusal.value.message == ("The Evenstar cannot be played now: it cannot be played "
                                     "twice in a turn.")
    # Without an Elf in the company it is not offered, and refused naming why.
    alone = replace(bwj.fresh(), hand=(EVENSTAR,))
    assert _named(bwj.ids(alone), EVENSTAR) == []
    with pytest.raises(IllegalAction) as refusal:
        bwj.act(alone, f"play:{EVENSTAR}:elf:{bwj.BILBO}")
    assert refusal.value.message == ("The Evenstar cannot be played now: it is played on an "
                                     "Elf of the company, and there is none.")


@pytest.mark.rule("BWJ-SEQ-17")
def test_lucky_search_at_a_shadow_hold_gives_the_burglar_an_item_and_a_strike() -> None:
    deck = (CONCEALMENT, RISKY_BLOW, bwj.DAGGER, CONCEALMENT)
    state = replace(bwj.at(bwj.fresh(), "Moria"), phase="site", step="entered",
                    hand=(LUCKY,), resource_deck=deck)
    assert _named(bwj.ids(state), LUCKY) == [f"play:{LUCKY}:search:{bwj.BILBO}"]
    assert _named([a.id for a in BEFORE.actions(state)], LUCKY) == [f"declare:{LUCKY}"]
    facts, after = bwj.act(state, f"play:{LUCKY}:search:{bwj.BILBO}")
    made = next(f for f in facts if f.kind == "LuckySearchMade")
    assert dict(made.data) == {"character": bwj.BILBO,
                               "revealed": [CONCEALMENT, RISKY_BLOW, bwj.DAGGER],
                               "card": bwj.DAGGER}
    declared = next(f for f in facts if f.kind == "AttackDeclared")
    assert (declared.data["attack"]["prowess"], declared.data["origin"]) == (6, "lucky-search")
    burglar = after.the_hero
    assert burglar is not None and burglar.bears(bwj.DAGGER) and burglar.state == "tapped"
    assert after.combat is not None and after.combat.facing == bwj.BILBO
    # Not before the site is entered, nor at a site of another type.
    before = replace(state, step="before-entering")
    assert _named(bwj.ids(before), LUCKY) == []
    ruins = replace(bwj.at(bwj.fresh(), "Ettenmoors"), phase="site", step="entered",
                    hand=(LUCKY,))
    with pytest.raises(IllegalAction) as refusal:
        bwj.act(ruins, f"play:{LUCKY}:search:{bwj.BILBO}")
    assert refusal.value.message == ("Lucky Search cannot be played now: it is played at a "
                                     "Shadow-hold or Dark-hold, and Ettenmoors is none.")


@pytest.mark.rule("BWJ-WIN-5")
def test_the_automatic_burglar_uses_them() -> None:
    # Lucky Search risks a Hand who is a scout (Sam), never the Burglar.
    state = replace(bwj.at(bwj.with_hand(bwj.fresh(), bwj.SAM), "Moria"), phase="site",
                    step="entered", hand=(LUCKY,))
    assert bwj.RULESET.policy(state, bwj.RULESET.actions(state))[0] == \
        f"play:{LUCKY}:search:{bwj.SAM}"
    alone = replace(bwj.at(bwj.fresh(), "Moria"), phase="site", step="entered", hand=(LUCKY,))
    assert bwj.RULESET.policy(alone, bwj.RULESET.actions(alone))[0] == "done"
    # The Evenstar on Thranduil as he faces a strike.
    facing = replace(bwj.striking(bwj.THRANDUIL), hand=(EVENSTAR,))
    assert bwj.RULESET.policy(facing, bwj.RULESET.actions(facing))[0] == \
        f"play:{EVENSTAR}:elf:{bwj.THRANDUIL}"
