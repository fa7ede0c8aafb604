"""The Road Goes Ever On, from sent_home.SINCE: a character Call of Home, Tookish Blood or Call
of the Sea sends back to the hand lets "any one item" he holds pass to another character of
his company, the player choosing which and to whom, or none (RGO-HAZ-2 plays the card; its
text says the rest). The version before passed his first item to the next character unasked
(test_road_goes_ever_on_hazard_scripts.py). Constructed states."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.characters import Item
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import guard_reveals, hazard_scripts, sent_home
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.site_phase import SitePhase
from domain.rulesets.road_goes_ever_on.state import SITE, State
from tests.rules.rgo_support import at_version, begin, company, ids, moving, refused, run, state

BEFORE = "216"


def armed_bilbo(rgo: RoadGoesEverOn) -> State:
    """Bilbo (bearing a Dagger of Westernesse and an Elven Cloak), Aragorn II and Legolas
    moving with Tookish Blood and Crebain in the pile: 20 of the 20 general influence used,
    seed 1 rolls 5, less than 11: Bilbo goes home."""
    dagger, cloak = ids(rgo, "Dagger of Westernesse", "Elven Cloak")
    trio = company(rgo, "Bilbo", "Aragorn II", "Legolas")
    armed = (trio[0].with_item(Item.from_card(rgo.catalog.get(dagger)))
             .with_item(Item.from_card(rgo.catalog.get(cloak))), *trio[1:])
    return moving(rgo, "Tookish Blood", "Crebain", characters=armed)


def after(facts: list[Fact], kind: str) -> list[Fact]:
    """The facts written after the first fact of ``kind``."""
    at = next(i for i, f in enumerate(facts) if f.kind == kind)
    return facts[at + 1:]


@pytest.mark.rule("RGO-HAZ-2", "RGO-TARGET-1")
def test_the_player_chooses_the_item_that_passes_and_to_whom(rgo: RoadGoesEverOn) -> None:
    bilbo, aragorn, legolas, dagger, cloak, crebain = ids(
        rgo, "Bilbo", "Aragorn II", "Legolas", "Dagger of Westernesse", "Elven Cloak", "Crebain")
    ctx = begin(rgo, armed_bilbo(rgo), seed=1)
    offered = next(f for f in ctx.facts if f.kind == sent_home.OFFERED)
    assert (offered.rule, offered["character"], offered["items"], offered["to"]) == (
        "RGO-HAZ-2", bilbo, [dagger, cloak], [aragorn, legolas])
    # He waits in play with his items; nothing of the pile is played meanwhile.
    waiting = ctx.state
    assert not [f for f in ctx.facts if f.kind in ("ItemPassed", "CharacterReturnedToHand")]
    assert waiting.character(bilbo) is not None and crebain in waiting.pile
    assert [(a.id, a.label) for a in rgo.actions(waiting)] == [
        (f"transfer-item:{dagger}:{aragorn}",
         "Dagger of Westernesse passes from Bilbo to Aragorn II"),
        (f"transfer-item:{dagger}:{legolas}", "Dagger of Westernesse passes from Bilbo to Legolas"),
        (f"transfer-item:{cloak}:{aragorn}", "Elven Cloak passes from Bilbo to Aragorn II"),
        (f"transfer-item:{cloak}:{legolas}", "Elven Cloak passes from Bilbo to Legolas"),
        ("transfer-item:none", "No item passes: Bilbo's items go to the discard pile with him")]
    assert refused(rgo, waiting, "continue", "RGO-HAZ-2") == (
        "Bilbo goes back to the hand: choose the item that passes to a character of his "
        "company first, or none. [RGO-HAZ-2]")
    start = len(ctx.facts)
    rgo.decide(ctx, f"transfer-item:{cloak}:{legolas}", {})
    facts = ctx.facts[start:]
    assert [(f.kind, f.rule) for f in facts[:3]] == [
        (sent_home.CHOSEN, "RGO-HAZ-2"), ("ItemPassed", "RGO-HAZ-2"),
        ("CharacterReturnedToHand", "RGO-HAZ-2")]
    chosen = next(f for f in facts if f.kind == sent_home.CHOSEN)
    assert (chosen["character"], chosen["item"], chosen["to"]) == (bilbo, cloak, legolas)
    passed = next(f for f in facts if f.kind == "ItemPassed")
    assert (passed["item"], passed["origin"], passed["to"]) == (cloak, bilbo, legolas)
    home = next(f for f in facts if f.kind == "CharacterReturnedToHand")
    assert home["items"] == [dagger]
    state_now = ctx.state
    assert state_now.awaited_transfer is None and state_now.character(bilbo) is None
    assert bilbo in state_now.hand and dagger in state_now.discard
    assert [i.card_id for i in state_now.character(legolas).items] == [cloak]  # type: ignore[union-attr]
    # The hazards go on: Crebain, the next card of the pile, is played.
    assert any(f.get("card") == crebain for f in after(facts, "CharacterReturnedToHand"))


@pytest.mark.rule("RGO-HAZ-2")
def test_no_item_need_pass(rgo: RoadGoesEverOn) -> None:
    bilbo, dagger, cloak = ids(rgo, "Bilbo", "Dagger of Westernesse", "Elven Cloak")
    ctx = begin(rgo, armed_bilbo(rgo), seed=1)
    start = len(ctx.facts)
    rgo.decide(ctx, "transfer-item:none", {})
    facts = ctx.facts[start:]
    chosen = next(f for f in facts if f.kind == sent_home.CHOSEN)
    assert (chosen["item"], chosen["to"]) == (None, None)
    assert not [f for f in facts if f.kind == "ItemPassed"]
    home = next(f for f in facts if f.kind == "CharacterReturnedToHand")
    assert (home["character"], home["items"]) == (bilbo, [dagger, cloak])
    assert {dagger, cloak} <= set(ctx.state.discard)


@pytest.mark.rule("RGO-HAZ-2")
@pytest.mark.parametrize("hazard", ["Call of Home", "Tookish Blood", "Call of the Sea"])
def test_each_card_sending_a_character_home_asks_the_same_way(rgo: RoadGoesEverOn,
                                                               hazard: str) -> None:
    """Call of Home on Aragorn II, as the player found: his Dagger of Westernesse, Dwarven Axe
    and Elven Cloak wait for the choice (each card's going home is ``go_home``'s)."""
    aragorn, legolas, dagger, axe, cloak, card = ids(
        rgo, "Aragorn II", "Legolas", "Dagger of Westernesse", "Dwarven Axe", "Elven Cloak",
        hazard)
    pair = company(rgo, "Aragorn II", "Legolas")
    bearer = pair[0]
    for item in (dagger, axe, cloak):
        bearer = bearer.with_item(Item.from_card(rgo.catalog.get(item)))
    start = state(rgo, characters=(bearer, pair[1]))
    facts, waiting = run(rgo, start, lambda ctx: hazard_scripts.go_home(
        ctx, card, bearer, 99))  # no roll reaches 99: he goes home
    assert [f.kind for f in facts][-1] == sent_home.OFFERED
    assert waiting.awaited_transfer is not None
    assert [a.id for a in rgo.actions(waiting)] == [
        f"transfer-item:{dagger}:{legolas}", f"transfer-item:{axe}:{legolas}",
        f"transfer-item:{cloak}:{legolas}", "transfer-item:none"]
    # The automatic player passes the item worth the most marshalling points (the Axe, 2).
    action, args = rgo.policy(waiting, rgo.actions(waiting))
    assert (action, args) == (f"transfer-item:{axe}:{legolas}", {})
    assert aragorn not in waiting.hand


@pytest.mark.rule("RGO-HAZ-2")
def test_nothing_is_asked_of_a_character_without_items_or_companions(
        rgo: RoadGoesEverOn) -> None:
    aragorn, dagger, call = ids(rgo, "Aragorn II", "Dagger of Westernesse", "Call of Home")
    bare = state(rgo)
    facts, after_bare = run(rgo, bare, lambda ctx: hazard_scripts.go_home(
        ctx, call, bare.characters[0], 99))
    assert [f.kind for f in facts][-1] == "CharacterReturnedToHand"
    assert after_bare.awaited_transfer is None and aragorn in after_bare.hand
    alone = replace(bare, characters=(bare.characters[0].with_item(
        Item.from_card(rgo.catalog.get(dagger))),))
    facts, after_alone = run(rgo, alone, lambda ctx: hazard_scripts.go_home(
        ctx, call, alone.characters[0], 99))
    home = next(f for f in facts if f.kind == "CharacterReturnedToHand")
    assert home["items"] == [dagger] and after_alone.awaited_transfer is None


@pytest.mark.rule("RGO-HAZ-2")
def test_the_version_before_passed_the_first_item_unasked(rgo: RoadGoesEverOn) -> None:
    bilbo, aragorn, dagger, cloak = ids(rgo, "Bilbo", "Aragorn II", "Dagger of Westernesse",
                                        "Elven Cloak")
    old = at_version(rgo, BEFORE)
    ctx = Context(old, Table(1, {}, armed_bilbo(rgo)))
    old.machinery(ctx.state)[0].movement_hazard(ctx)
    assert not [f for f in ctx.facts if f.kind == sent_home.OFFERED]
    passed = next(f for f in ctx.facts if f.kind == "ItemPassed")
    assert (passed["item"], passed["origin"], passed["to"]) == (dagger, bilbo, aragorn)
    home = next(f for f in ctx.facts if f.kind == "CharacterReturnedToHand")
    assert home["items"] == [cloak] and ctx.state.awaited_transfer is None


@pytest.mark.rule("RGO-GUARD-1", "RGO-HAZ-2")
def test_revealed_on_guard_the_choice_waits_and_the_site_phase_goes_on(
        rgo: RoadGoesEverOn) -> None:
    # Revealed on entering as up to the version before guard_reveals.SINCE: from it Tookish
    # Blood, which does not affect the automatic-attacks, stays face down (CoE-2.V.i).
    rgo = at_version(rgo, str(guard_reveals.SINCE - 1))
    bilbo, weathertop, blood = ids(rgo, "Bilbo", "Weathertop", "Tookish Blood")
    start = replace(armed_bilbo(rgo), phase=SITE, site=weathertop, destination=None, path=(),
                    hazards=(), on_guard=((blood, weathertop),))
    facts, waiting = run(rgo, start, SitePhase(rgo.machinery(start)[0]).resume)
    offered = next(f for f in facts if f.kind == sent_home.OFFERED)
    assert (offered.rule, offered["character"]) == ("RGO-GUARD-1", bilbo)
    assert not waiting.explored
    facts, after = run(rgo, waiting, rgo.decide, "transfer-item:none", {})
    assert [f.kind for f in facts] == [sent_home.CHOSEN, "CharacterReturnedToHand",
                                       "SiteExplored"]
    assert after.explored and [a.id for a in rgo.actions(after)] == ["end-turn"]
