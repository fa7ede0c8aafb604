"""Stars cannot be duplicated: the engine's sixteenth generation of scripted cards
(``effects.LATER``) plays it once an attack, in Burglar Wants a Good Job from its
``GENERATION_16_FROM`` and in Guise of the Necromancer's hand from
``hand_cards.GENERATION_16_FROM``. Once it has weakened an Undead attack, a second copy is not
offered and is refused naming the card and the reason, writing nothing (CoE 3.i). The
versions before replay as played: a second copy took one more prowess."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine import effects
from domain.engine.combat import Attack
from domain.engine.effects import Generations
from domain.errors import IllegalAction
from domain.rulesets.burglar import ruleset as burglar
from domain.rulesets.burglar.state import State as BurglarState
from domain.rulesets.guise_of_the_necromancer import hand_cards
from domain.rulesets.guise_of_the_necromancer.state import State as GuiseState
from domain.rulesets.hobbit.state import Combat
from tests.rules import burglar_support as bwj
from tests.rules import necromancer_support as gon
from tests.support import decide_from

STARS, BARROW_WIGHT = "TW-331", "TW-15"
WEAKEN = f"play:{STARS}:weaken"
REFUSED = "Stars cannot be played now: already played on this attack. [CoE-5.1]"


def _burglar_wight() -> BurglarState:
    """A Barrow-wight attacks the lone Burglar on his way from Lórien to Moria, before its
    strike is assigned; two Stars in the hand."""
    state = bwj.fresh()
    attack = Attack.from_creature(bwj.CATALOG.get(BARROW_WIGHT), len(state.company))
    return replace(state, turn_start="Lórien", location="Moria", moved=True,
                   phase="movement-hazard", step="", hand=(STARS, STARS),
                   combat=Combat(attack, "draw", BARROW_WIGHT))


@pytest.mark.rule("CoE-3.i")
def test_a_second_stars_is_refused_on_the_attack_it_weakened() -> None:
    assert int(bwj.RULESET.version) >= burglar.GENERATION_16_FROM
    assert effects.scripted(STARS, bwj.RULESET.generation()) is effects.LATER[14][STARS]
    _, once = bwj.act(_burglar_wight(), WEAKEN)
    assert once.combat is not None and once.combat.played == (STARS,)
    assert WEAKEN not in bwj.ids(once)
    with pytest.raises(IllegalAction) as refusal:
        bwj.act(once, WEAKEN)
    assert str(refusal.value) == REFUSED
    before = bwj.played_as(str(burglar.GENERATION_16_FROM - 1))
    assert WEAKEN in [a.id for a in before.actions(once)]
    facts, _ = bwj.act(once, WEAKEN, ruleset=before)
    assert [f.data["prowess"] for f in facts if f.kind == "AttackModified"] == [-1]


GON_WIGHT = "TW-14"


def _guise_wight() -> GuiseState:
    """A Barrow-wight's attack on the Guise's starting company, before any strike is
    assigned; two Stars in the hand."""
    waiting = replace(gon.hazards(gon.fresh(), [gon.WOLVES], gon.FILLER), hand=(STARS, STARS))
    _, waiting = gon.acts(waiting, f"move:1:{gon.DOL_GULDUR}")
    _, waiting = gon.act(waiting, "go", seed=3)
    assert waiting.fight is not None
    return replace(waiting, fight=replace(waiting.fight, card=GON_WIGHT, attack=(
        Attack.from_creature(gon.CATALOG.get(GON_WIGHT), 4))))


@pytest.mark.rule("CoE-3.i")
def test_the_guise_plays_stars_once_an_attack() -> None:
    assert hand_cards.generation(str(hand_cards.GENERATION_16_FROM)) == Generations.up_to(16)
    play = f"resource:{STARS}:weaken"
    _, once = gon.act(_guise_wight(), play, seed=3)
    assert once.fight is not None and once.fight.played == (STARS,)
    assert play not in gon.ids(once)
    with pytest.raises(IllegalAction) as refusal:
        gon.act(once, play, seed=3)
    assert str(refusal.value) == \
        "Stars cannot be played now: already played on this attack. [CoE-3.i]"
    before = gon.RULESET.at_version(str(hand_cards.GENERATION_16_FROM - 1))
    assert hand_cards.generation(str(hand_cards.GENERATION_16_FROM - 1)) == \
        Generations.up_to(11)
    assert play in [a.id for a in before.actions(once)]
    facts, _ = decide_from(before, once, play, seed=3)
    assert [f.data["prowess"] for f in facts if f.kind == "AttackModified"] == [-1]

