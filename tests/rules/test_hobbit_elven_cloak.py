"""The Elven Cloak as the engine's tenth generation of scripted cards (``effects.LATER``)
plays it in There and Back Again from ``GENERATION_10_FROM`` and Burglar Wants a Good Job from
its ``GENERATION_10_FROM``: borne by the character facing a strike of a hazard creature keyed to
a Wilderness (``region-type:wilderness``, the keying its AttackDeclared recorded), the untapped
cloak taps to cancel that strike (``use:<cloak>:<bearer>:cancel``; ItemTapped, StrikeCanceled;
CoE 3.iv.5.1). Against a creature keyed otherwise, an automatic-attack, a strike on another
character, or tapped, it is not offered and is refused naming the card and the reason. In
Burglar it is a stealth card: canceling the lone Burglar's only strike earns the creature's
marshalling points (BWJ-MP-2). The versions before replay as played: its text was not
played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.chronicle import Chronicle
from domain.engine import effects
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.rulesets.burglar import ruleset as burglar
from domain.rulesets.burglar import versions as bwj_versions
from domain.rulesets.burglar.state import State as BurglarState
from domain.rulesets.hobbit.state import STRIKING, Combat
from domain.rulesets.there_and_back_again import versions as tba
from domain.rulesets.there_and_back_again.state import State
from tests.rules import burglar_support as bwj
from tests.rules.test_there_and_back_again_helpers import (
    BILBO,
    CATALOG,
    RULESET,
    THORIN,
    act,
    fresh,
    give,
    keep,
    played_as,
)
from tests.support import of_kind, only

CLOAK, ORCS = "TW-225", "TW-74"
WILDERNESS = "region-type:wilderness"


def facing(who: str, keyed: str | None = WILDERNESS, card: str | None = ORCS) -> State:
    """``who`` bearing the Elven Cloak, facing the strike of an Orc-patrol keyed so (None:
    an automatic-attack when ``card`` is None), before the roll."""
    state = give(keep(fresh(), BILBO, THORIN), who, CLOAK)
    attack = Attack.from_creature(CATALOG.get(ORCS), len(state.company))
    combat = replace(Combat(attack, "draw" if card else "automatic", card, keyed=keyed),
                     stage=STRIKING, assigned=(who,), striking=who)
    return replace(state, location="Rhudaur", phase="movement-hazard", draws_left=0,
                   combat=combat)


@pytest.mark.rule("CoE-3.iv.5.1", "TBA-SEQ-8")
def test_the_elven_cloak_cancels_a_strike_of_a_creature_keyed_to_a_wilderness() -> None:
    assert int(RULESET.version) >= tba.GENERATION_10_FROM
    assert effects.scripted(CLOAK, RULESET.generation()) is effects.LATER[8][CLOAK]
    use = f"use:{CLOAK}:{BILBO}:cancel"
    bilbo = facing(BILBO)
    assert use in RULESET.legal(bilbo)
    facts, after = act(bilbo, use)
    assert [(f.kind, dict(f.data)) for f in facts[:2]] == [
        ("ItemTapped", {"item": CLOAK, "bearer": BILBO, "mode": "cancel", "target": BILBO}),
        ("StrikeCanceled", {"character": BILBO})]
    assert not of_kind(facts, "StrikeResolved")
    assert (CLOAK, BILBO) in after.tapped_items
    assert after.character(BILBO).bears(CLOAK)  # type: ignore[union-attr]
    # Version 22 did not play its text: no use offered.
    assert use not in played_as(tba.GENERATION_10_FROM - 1).legal(bilbo)


@pytest.mark.rule("CoE-3.iv.5.1")
def test_the_elven_cloak_is_refused_off_its_condition() -> None:
    use = f"use:{CLOAK}:{BILBO}:cancel"
    wilderness_only = ("Elven Cloak cannot be used now: it acts only against the strike of a "
                       "hazard creature keyed to a Wilderness. [CoE-3.iv.5.1]")
    for state in (facing(BILBO, keyed="region-type:shadow-land"),
                  facing(BILBO, keyed=None, card=None)):
        assert use not in RULESET.legal(state)
        with pytest.raises(IllegalAction) as refusal:
            act(state, use)
        assert (str(refusal.value), refusal.value.clause) == (wilderness_only, "CoE-3.iv.5.1")
    with pytest.raises(IllegalAction) as refusal:  # Thorin bears it and faces the strike
        act(facing(THORIN), use)
    assert str(refusal.value) == "Elven Cloak cannot be used now: Bilbo does not bear it. " \
                                 "[CoE-3.iv.5.1]"
    _, tapped = act(facing(BILBO), use)
    again = replace(facing(BILBO), tapped_items=tapped.tapped_items)
    assert use not in RULESET.legal(again)
    with pytest.raises(IllegalAction) as refusal:
        act(again, use)
    assert str(refusal.value) == "Elven Cloak cannot be used now: it is tapped. [CoE-3.iv.5.1]"


def _burglar_facing(keyed: str = WILDERNESS) -> BurglarState:
    """Wolves on the way from Lórien to Moria keyed so, the lone Burglar bearing the Elven
    Cloak and facing the strike assigned to him."""
    state = bwj.give(bwj.fresh(), bwj.BILBO, CLOAK)
    attack = Attack.from_creature(bwj.CATALOG.get(bwj.WOLVES), len(state.company))
    combat = Combat(attack, "draw", bwj.WOLVES, stage=STRIKING, assigned=(bwj.BILBO,),
                    striking=bwj.BILBO, keyed=keyed)
    return replace(state, turn_start="Lórien", location="Moria", moved=True,
                   phase="movement-hazard", step="", combat=combat)


@pytest.mark.rule("BWJ-MP-2", "CoE-3.iv.5.1")
def test_the_burglars_elven_cloak_cancels_his_strike_and_earns_the_creatures_points() -> None:
    assert int(bwj.RULESET.version) >= burglar.GENERATION_10_FROM
    use = f"use:{CLOAK}:{bwj.BILBO}:cancel"
    state = _burglar_facing()
    assert use in bwj.ids(state)
    facts, after = bwj.act(state, use)
    assert only(facts, "StrikeCanceled").data["character"] == bwj.BILBO
    earned = only(facts, "StealthPointsEarned").data
    assert (earned["creature"], earned["by"], earned["points"]) == (bwj.WOLVES, CLOAK, 1)
    assert after.stealth_points == 1 and after.combat is None
    before = bwj.played_as(str(burglar.GENERATION_10_FROM - 1))
    assert use not in before.legal(state)
    assert use not in bwj.ids(_burglar_facing("region-type:border-land"))




def _prowess(state: BurglarState, prowess: int) -> BurglarState:
    """``state`` with the strike's creature of ``prowess``."""
    assert state.combat is not None
    return replace(state, combat=replace(state.combat, attack=replace(state.combat.attack,
                                                                      prowess=prowess)))


@pytest.mark.rule("CoE-3.iv.5.1", "CoE-3.iv.7", "BWJ-MP-1", "BWJ-MP-2")
def test_the_automatic_burglar_taps_his_cloak_against_a_strike_that_could_wound_him() -> None:
    """From CLOAK_USED_SINCE: Wolves' 8 prowess against Bilbo's 1, which his lowest roll (2)
    loses; the cloak before Halfling Stealth, a card of the hand canceling the strike too."""
    assert bwj_versions.CLOAK_USED_SINCE <= int(bwj.RULESET.version)
    use, halfling = f"use:{CLOAK}:{bwj.BILBO}:cancel", \
        f"play:{bwj.HALFLING_STEALTH}:cancel:{bwj.BILBO}"
    state = _burglar_facing()
    assert {use, halfling} <= set(bwj.ids(state))
    assert bwj.chosen(state) == use
    facts, after = bwj.act(state, use)
    assert only(facts, "StrikeCanceled").data["character"] == bwj.BILBO
    assert only(facts, "StealthPointsEarned").data["by"] == CLOAK
    assert bwj.HALFLING_STEALTH in after.hand
    # 4 prowess: his lowest roll, 3 in all, still loses; 3: it ties, and he cannot be wounded,
    # so the cloak stays untapped for a later strike and the strike is rolled.
    assert bwj.chosen(_prowess(state, 4)) == use
    assert bwj.chosen(replace(_prowess(state, 3), hand=())) == "roll"
    # The version before: the cloak unused, Halfling Stealth played (or the strike rolled).
    before = bwj.played_as(str(bwj_versions.CLOAK_USED_SINCE - 1))
    assert bwj.chosen(state, before) == halfling
    assert bwj.chosen(replace(state, hand=()), before) == "roll"


def _cloak_offers(version: str, seed: int) -> list[tuple[bool, bool]]:
    """The automatic Burglar's seeded game of the default set-up played at ``version``: each
    time his Elven Cloak is offered against a strike, whether the strike could wound its
    bearer (his lowest roll, 2, plus his prowess short of the strike's) and whether the cloak
    was tapped, its strike then canceled."""
    start = {**Chronicle.begin(bwj.RULESET, seed, {}).records[0].data,
             "ruleset_version": version}
    game = Chronicle.open(bwj.RULESET, start)
    offers: list[tuple[bool, bool]] = []
    while game.result() is None:
        state, actions = game.table.rules, game.actions()
        action, args = game.ruleset.policy(state, actions)
        offered = [a.id for a in actions if a.id.startswith(f"use:{CLOAK}:")]
        before = game.version
        game.decide(action, args)
        if offered:
            facts = [r.kind for r in game.records[before:]]
            tapped = action in offered
            assert not tapped or facts[:3] == ["Decision", "ItemTapped", "StrikeCanceled"]
            offers.append((bwj.could_wound(state), tapped))
    return offers


@pytest.mark.rule("CoE-3.iv.5.1", "CoE-3.iv.7")
def test_the_automatic_burglar_of_a_seeded_game_taps_his_cloak_where_a_strike_could_wound(
        ) -> None:
    offers = _cloak_offers(bwj.RULESET.version, 1)
    assert (True, True) in offers and all(wounds == tapped for wounds, tapped in offers)
    # The version before, the same seed: offered, never tapped.
    older = _cloak_offers(str(bwj_versions.CLOAK_USED_SINCE - 1), 1)
    assert older and not any(tapped for _, tapped in older)
