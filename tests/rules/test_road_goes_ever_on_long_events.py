"""The Road Goes Ever On: hazard long-events in play until the end of the turn, scripted or
declared by the player, on constructed states and fixed seeds."""

from __future__ import annotations

import pytest

from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.rulesets.road_goes_ever_on.combat import resolve_attack
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import LongEffect
from tests.rules.rgo_support import ids, run, state, turn_of, with_coe_cards

#: A hazard long-event no script plays (of The Dragons), so its effect is declared.
DECLARED = "Times Are Evil"


def attack_of(rgo: RoadGoesEverOn, name: str) -> Attack:
    return Attack.from_creature(rgo.catalog.find(name), 2)


def modified(rgo: RoadGoesEverOn, effects: tuple[LongEffect, ...], attack: Attack) -> list[
        tuple[str | None, int, int]]:
    start = state(rgo, long_effects=effects)
    facts, _ = run(rgo, start, lambda ctx: resolve_attack(ctx, attack, "RGO-HAZ-2"))
    return [(f.rule, f["strikes"], f["prowess"]) for f in facts if f.kind == "AttackModified"]


@pytest.mark.rule("RGO-LONG-2", "RGO-LONG-4")
def test_a_scripted_long_event_strengthens_the_attacks_of_its_races(rgo) -> None:  # type: ignore[no-untyped-def]
    stir = ids(rgo, "Minions Stir")[0]
    start = state(rgo, phase="long-event", long_events=(stir,), hazards=ids(rgo, "Wolves") * 6)
    facts, after = run(rgo, start, rgo.decide, "continue", {}, seed=2)
    effect = next(f for f in facts if f.kind == "LongEventEffect")
    assert (effect.rule, effect["scripted"], effect["races"], effect["strikes"],
            effect["prowess"]) == ("RGO-LONG-4", True, ["Orcs", "Trolls"], 1, 1)
    assert after.long_effects == (LongEffect(stir, 1, 1, ("Orcs", "Trolls")),)
    # Orcs and Trolls are stronger while it is in play; Wolves are not.
    assert modified(rgo, after.long_effects, attack_of(rgo, "Orc-patrol")) == [
        ("RGO-LONG-4", 1, 1)]
    assert modified(rgo, after.long_effects, attack_of(rgo, "Olog-hai (Trolls)")) == [
        ("RGO-LONG-4", 1, 1)]
    assert modified(rgo, after.long_effects, attack_of(rgo, "Wolves")) == []


@pytest.mark.rule("RGO-LONG-4")
def test_eye_of_sauron_strengthens_automatic_attacks_only(rgo) -> None:  # type: ignore[no-untyped-def]
    eye = (LongEffect(ids(rgo, "Eye of Sauron")[0], prowess=1, automatic_only=True),)
    moria = rgo.catalog.find("Moria")
    automatic = Attack.automatic_attack(moria, moria.automatic_attacks[0], 2)
    assert modified(rgo, eye, automatic) == [("RGO-LONG-4", 0, 1)]
    assert modified(rgo, eye, attack_of(rgo, "Orc-patrol")) == []


@pytest.fixture(scope="module")
def with_declared(starter, coe_cards_path) -> RoadGoesEverOn:  # type: ignore[no-untyped-def]
    """The starter catalog with the declared long-event."""
    return with_coe_cards(starter, coe_cards_path, (DECLARED,))


@pytest.mark.rule("RGO-LONG-4")
def test_the_player_declares_the_effect_of_an_unscripted_long_event(with_declared) -> None:  # type: ignore[no-untyped-def]
    # Times Are Evil is declared (A Pack at the Door is played by its text from version 100).
    rgo = with_declared
    wights = ids(rgo, DECLARED)[0]
    start = state(rgo, phase="long-event", long_events=(wights,),
                  hazards=ids(rgo, "Wolves") * 6)
    _, waiting = run(rgo, start, rgo.decide, "continue", {}, seed=2)
    assert waiting.awaited_long == (wights, "hazards")
    assert [a.id for a in rgo.actions(waiting)] == [
        f"declare-long:{wights}:{e}" for e in ("attacks-strikes", "attacks-prowess",
                                               "hazard-limit", "no-effect")]
    for action, args in ((f"declare-long:{wights}:attacks-prowess", {"amount": 0}),
                         (f"declare-long:{wights}:attacks-prowess", {"amount": 1,
                                                                     "races": ["Ghosts"]}),
                         ("continue", {})):
        with pytest.raises(IllegalAction) as refused:
            run(rgo, waiting, rgo.decide, action, args)
        assert refused.value.clause == "RGO-LONG-4"
    facts, after = run(rgo, waiting, rgo.decide, f"declare-long:{wights}:attacks-strikes",
                       {"amount": 1, "races": ["Undead"]})
    ruling = next(f for f in facts if f.kind == "PlayerRuling")
    assert (ruling.rule, ruling["effect"], ruling["amount"], ruling["races"],
            ruling["declared"]) == ("RGO-LONG-4", "attacks-strikes", 1, ["Undead"], True)
    assert after.long_effects == (LongEffect(wights, strikes=1, races=("Undead",)),)
    assert after.awaited_long is None and after.phase != "long-event"
    assert modified(rgo, after.long_effects, attack_of(rgo, "Barrow-wight")) == [
        ("RGO-LONG-4", 1, 0)]


@pytest.mark.rule("RGO-LONG-4", "RGO-HAZ-5")
def test_a_declared_hazard_limit_counts_while_the_event_is_in_play(rgo) -> None:  # type: ignore[no-untyped-def]
    fell = ids(rgo, "Fell Winter")[0]
    start = state(rgo, long_in_play=(fell,), long_effects=(LongEffect(fell, limit=1),),
                  hazards=ids(rgo, "Wolves") * 6)
    facts, _ = run(rgo, start, turn_of(rgo, start).movement_hazard)
    limit = next(f for f in facts if f.kind == "HazardLimitSet")
    # Two characters: a base limit of 2, one more from the long-event.
    assert (limit["limit"], limit["long_events"]) == (3, 1)


@pytest.mark.rule("RGO-LONG-4")
def test_long_event_effects_end_with_the_turn(rgo) -> None:  # type: ignore[no-untyped-def]
    stir = ids(rgo, "Minions Stir")[0]
    start = state(rgo, phase="site", explored=True, long_in_play=(stir,),
                  long_effects=(LongEffect(stir, 1, 1, ("Orcs",)),), quest_deck=())
    facts, after = run(rgo, start, rgo.decide, "end-turn", {})
    assert [(f.kind, f.rule) for f in facts][0] == ("LongEventsDiscarded", "RGO-LONG-4")
    assert after.long_effects == () and after.long_in_play == ()
    assert after.long_discard == (stir,)
    assert modified(rgo, after.long_effects, attack_of(rgo, "Orc-patrol")) == []
