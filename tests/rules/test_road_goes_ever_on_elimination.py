"""The Road Goes Ever On, from version 5: an eliminated character's items each have a fact of
their own: one passes to each unwounded companion (``ItemPassed``), every other goes to the
discard pile (``ItemLeftPlay``, CoE 3.I.2 and CoE 7.1); games of versions 2 to 4 replay as
played, the other items leaving the game inside the character's fact."""

from __future__ import annotations

import pytest

from domain.engine import coe
from domain.engine.characters import Item
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on.combat import body_check
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import company, ids, run, state, turn_of

DAGGER, SHIELD = "Dagger of Westernesse", "Great-shield of Rohan"


def armed(rgo: RoadGoesEverOn) -> State:
    """Aragorn bearing a dagger and a shield, beside Legolas (unwounded)."""
    aragorn, legolas = company(rgo, "Aragorn II", "Legolas")
    for name in (DAGGER, SHIELD):
        aragorn = aragorn.with_item(Item.from_card(rgo.catalog.find(name)))
    return state(rgo, characters=(aragorn, legolas))


def fails_body_check(ctx: Context[State]) -> None:
    aragorn = ctx.state.characters[0].card_id
    assert body_check(ctx, aragorn, wounded_before=False, reason="test", modifier=20)


@pytest.mark.rule(coe.ELIMINATED)
def test_the_item_no_companion_takes_goes_to_the_discard_pile_as_a_fact_of_its_own(
        rgo: RoadGoesEverOn) -> None:
    aragorn, legolas, dagger, shield = ids(rgo, "Aragorn II", "Legolas", DAGGER, SHIELD)
    facts, after = run(rgo, armed(rgo), fails_body_check)
    fates = [(f.kind, f.rule, dict(f.data)) for f in facts
             if f.kind in ("ItemPassed", "ItemLeftPlay", "CharacterEliminated")]
    assert [f[:2] for f in fates] == [("ItemPassed", coe.ELIMINATED),
                                      ("ItemLeftPlay", coe.ELIMINATED),
                                      ("CharacterEliminated", coe.ELIMINATED)]
    assert fates[0][2] == {"item": dagger, "origin": aragorn, "to": legolas}
    assert fates[1][2] == {"item": shield, "bearer": aragorn, "to": "discard"}
    assert fates[2][2]["heirs"] == {}
    assert [i.card_id for c in after.characters for i in c.items] == [dagger]
    assert after.discard == (shield,)
    assert rgo.narrate(next(f for f in facts if f.kind == "ItemLeftPlay")) == (
        "Great-shield of Rohan leaves play with Aragorn II: to the discard pile.")


@pytest.mark.rule(coe.ELIMINATED)
@pytest.mark.parametrize("version", ["2", "4"])
def test_before_version_5_the_item_no_companion_takes_leaves_inside_the_characters_fact(
        rgo: RoadGoesEverOn, version: str) -> None:
    old = rgo.at_version(version)
    assert isinstance(old, RoadGoesEverOn)
    facts, after = run(old, armed(rgo), fails_body_check)
    assert [f.kind for f in facts if f.kind.startswith("Item")] == ["ItemPassed"]
    assert after.discard == ()


@pytest.mark.rule(coe.CORRUPTION_CHECK)
def test_a_character_lost_to_corruption_discards_every_item(rgo: RoadGoesEverOn) -> None:
    aragorn, dagger, shield = ids(rgo, "Aragorn II", DAGGER, SHIELD)
    start = armed(rgo)
    turn = turn_of(rgo, start)
    facts, after = run(rgo, start, lambda ctx: turn.corruption_check(  # -20: fails
        ctx, ctx.state.characters[0], -20, coe.CORRUPTION_CHECK))
    left = [(f.rule, f["item"], f["bearer"]) for f in facts if f.kind == "ItemLeftPlay"]
    assert left == [(coe.CORRUPTION_CHECK, dagger, aragorn),
                    (coe.CORRUPTION_CHECK, shield, aragorn)]
    assert after.discard == (dagger, shield) and after.character(aragorn) is None
