"""The Magic Rings' uses as the engine's twenty-fourth generation of scripted cards
(``effects.LATER``) plays them in There and Back Again and Burglar Wants a Good Job from their
``GENERATION_24_FROM``: the Magic Ring of Nature's bearer, a ranger without the ring's own gift,
taps to cancel an attack on his company before its strikes are assigned (CoE 3.i), the ring
staying; the Magic Ring of Stealth, borne by a scout without its gift, taps to cancel the strike
he faces (CoE 3.iv.5.1), a stealth card in Burglar (BWJ-MP-2). A bearer of the skill only by
the ring's gift is offered neither, and is refused naming the reason. The versions before
replay as played: neither was offered."""

from __future__ import annotations

from typing import Any

import pytest

from domain.engine.characters import Item, replace_one
from domain.errors import IllegalAction
from domain.immutable import replace
from domain.rulesets.burglar import versions as burglar
from domain.rulesets.there_and_back_again import versions as tba
from tests.rules import burglar_support as bwj
from tests.rules.test_there_and_back_again_combat import fighting
from tests.rules.test_there_and_back_again_helpers import (
    BALIN,
    BILBO,
    CATALOG,
    THORIN,
    act,
    give,
    ids,
    played_as,
)
from tests.support import decide_from

NATURE, STEALTH, ONE_RING, OIN = "TW-273", "TW-274", "TW-347", "TW-172"
NOW, BEFORE = tba.GENERATION_24_FROM, tba.GENERATION_24_FROM - 1


def _gifted(state: Any, who: str, ring: str, skill: str) -> Any:
    """``who`` bears ``ring`` as it comes into play: holding the skill it gives him."""
    bearer = state.character(who)
    item = replace(Item.from_card(CATALOG.get(ring), facts=True), skill=skill)
    return replace(state, company=replace_one(state.company, bearer.with_item(item)))


def _uses(version: int, state: Any) -> list[str]:
    return sorted(a for a in played_as(version).legal(state) if "use:" in a)


@pytest.mark.rule("CoE-3.i", "CoE-6.1")
def test_the_magic_ring_of_nature_cancels_an_attack_for_a_ranger() -> None:
    state = give(fighting("TW-40", company=(BILBO, THORIN, BALIN, OIN)), OIN, NATURE)
    use = f"use:{NATURE}:{OIN}:cancel"
    assert _uses(NOW, state) == [use]
    assert _uses(BEFORE, state) == []
    facts, after = act(state, use)
    assert [(f.kind, dict(f.data)) for f in facts[:4]] == [
        ("ItemInUse", {"item": NATURE, "bearer": OIN, "mode": "cancel", "target": None}),
        ("CharacterStateChanged", {"character": OIN, "state": "tapped"}),
        ("AttackCanceled", {"attack": "Giant Spiders", "by": "CoE-6.1"}),
        ("AttackEnded", {"attack": "Giant Spiders", "card": "TW-40", "defeated": False,
                         "canceled": True, "kill_points": 0})]
    oin = after.character(OIN)
    assert after.combat is None and oin is not None and oin.state == "tapped"
    assert [i.card_id for i in oin.items] == [NATURE]  # the ring stays, untapped


@pytest.mark.rule("CoE-3.i", "CoE-6.1")
def test_a_ranger_only_by_the_ring_s_gift_cannot_use_the_magic_ring_of_nature() -> None:
    state = _gifted(fighting("TW-40", company=(BILBO, THORIN, BALIN)), BALIN, NATURE,
                    "ranger")
    balin = state.character(BALIN)
    assert balin is not None and balin.has_skill("ranger")
    assert _uses(NOW, state) == []
    with pytest.raises(IllegalAction, match="Balin is not already a ranger without it"):
        act(state, f"use:{NATURE}:{BALIN}:cancel")


def _facing_bilbo(ring_state: Any) -> Any:
    """Bilbo given a strike, and resolving it (the one strike of an attack is resolved at
    once, with nothing to choose)."""
    _, state = act(ring_state, f"assign:{BILBO}")
    if "assign-done" in ids(state):
        _, state = act(state, "assign-done")
    if f"resolve:{BILBO}" in ids(state):
        _, state = act(state, f"resolve:{BILBO}")
    assert state.combat is not None and state.combat.facing == BILBO
    return state


@pytest.mark.rule("CoE-3.iv.5.1", "CoE-6.1")
def test_the_magic_ring_of_stealth_cancels_a_strike_on_a_scout() -> None:
    state = _facing_bilbo(give(fighting("TW-40", company=(BILBO, THORIN, BALIN)), BILBO,
                               STEALTH))
    use = f"use:{STEALTH}:{BILBO}:cancel"
    assert _uses(NOW, state) == [use]
    assert _uses(BEFORE, state) == []
    facts, after = act(state, use)
    assert [(f.kind, dict(f.data)) for f in facts[:2]] == [
        ("ItemTapped", {"item": STEALTH, "bearer": BILBO, "mode": "cancel", "target": BILBO}),
        ("StrikeCanceled", {"character": BILBO})]
    assert (STEALTH, BILBO) in after.tapped_items
    # Balin, a scout only by the ring, is refused.
    gifted = _gifted(fighting("TW-40", company=(BILBO, THORIN, BALIN)), BALIN, STEALTH,
                     "scout")
    _, gifted = act(gifted, f"assign:{BALIN}")
    _, gifted = act(gifted, "assign-done")
    _, gifted = act(gifted, f"resolve:{BALIN}")
    assert f"use:{STEALTH}:{BALIN}:cancel" not in ids(gifted)
    with pytest.raises(IllegalAction, match="Balin is not already a scout without it"):
        act(gifted, f"use:{STEALTH}:{BALIN}:cancel")


@pytest.mark.rule("CoE-3.iv.5.1", "BWJ-MP-2")
@pytest.mark.parametrize(("ring", "first"), [(STEALTH, "ItemTapped"), (ONE_RING, "ItemInUse")])
def test_the_burglar_s_ring_canceling_his_strike_earns_stealth_points(ring: str,
                                                                      first: str) -> None:
    state = bwj.give(bwj.striking(bwj.BILBO), bwj.BILBO, ring)
    use = f"use:{ring}:{bwj.BILBO}:cancel"
    now = bwj.played_as(str(burglar.GENERATION_24_FROM))
    before = bwj.played_as(str(burglar.GENERATION_24_FROM - 1))
    assert use in now.legal(state) and use not in before.legal(state)
    facts, _ = decide_from(now, state, use, None, 7)
    assert [f.kind for f in facts[:2]] == [first, "StrikeCanceled"]
    earned = next(f for f in facts if f.kind == "StealthPointsEarned")
    assert dict(earned.data) == {"creature": bwj.WOLVES, "by": ring, "points": 1}


@pytest.mark.rule("CoE-3.iv.5.1", "CoE-7.1", "CoE-6.1")
def test_the_one_ring_cancels_a_strike_at_a_corruption_check() -> None:
    state = _facing_bilbo(give(fighting("TW-40", company=(BILBO, THORIN, BALIN)), BILBO,
                               ONE_RING))
    use = f"use:{ONE_RING}:{BILBO}:cancel"
    assert _uses(NOW, state) == [use]
    assert _uses(BEFORE, state) == []
    facts, after = act(state, use, seed=3)
    assert [f.kind for f in facts] == ["ItemInUse", "StrikeCanceled", "DiceRolled",
                                       "CorruptionChecked", "StrikeSequenceBegan"]
    check = facts[3].data
    # The One Ring's 6 points and 1 more for its company; its -2 beside Bilbo's +4.
    assert check["points"] == 7
    assert [(m["amount"], m["source"]) for m in check["check"]["modifiers"]] == [
        (4, f"card:{BILBO}"), (-2, f"card:{ONE_RING}")]
    bilbo = after.character(BILBO)
    assert bilbo is not None and bilbo.bears(ONE_RING) and bilbo.state == "untapped"
    assert (ONE_RING, BILBO) not in after.tapped_items  # neither he nor the ring taps


@pytest.mark.rule("CoE-3.iv.5.1")
def test_the_one_ring_cancels_no_undead_strike() -> None:
    state = _facing_bilbo(give(fighting("TW-14", company=(BILBO, THORIN, BALIN)), BILBO,
                               ONE_RING))  # a Barrow-wight
    assert _uses(NOW, state) == []
    with pytest.raises(IllegalAction, match="it does not act against the strike of an attack "
                                            "by Undead"):
        act(state, f"use:{ONE_RING}:{BILBO}:cancel")
