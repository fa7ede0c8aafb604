"""The copy of an item that leaves its bearer, from version 206 (storing.BEARER_SINCE,
item_copies.NAMED_SINCE): ``store-item`` names the bearer whose copy is stored; where a bearer
bears a lost treasure of the golden_hoard option and a plain copy of the same card, the
player's choice names the copy (``<card>@<lair>`` for the lost treasure's) and what the rules
take names it in its fact (``lost_treasure``). Version 204 replays as played: the first
bearer's copy stored, the bearer's first copy taken."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from domain.engine.characters import Character, Item
from domain.errors import IllegalAction
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import (
    attack_hazards,
    combat,
    hazard_scripts,
    item_copies,
    lucky_search,
    storing,
)
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, State
from tests.rules.rgo_support import (
    at_version,
    begin,
    card,
    company,
    decided,
    moving,
    organizing,
    run,
    settle,
    state,
    with_coe_cards,
)

CARDS = ("Valiant Sword", "The Lonely Mountain", "Searching Eye")
#: The version before a choice names the copy and a fact the copy it takes.
BEFORE = str(item_copies.NAMED_SINCE - 1)
LAIR = "The Lonely Mountain"


@pytest.fixture(scope="module")
def rgo(starter, coe_cards_path: Path) -> RoadGoesEverOn:  # type: ignore[no-untyped-def]
    return with_coe_cards(starter, coe_cards_path, CARDS)


def sword(rgo: RoadGoesEverOn, lair: str | None = None) -> Item:
    """A copy of Valiant Sword, declared a lost treasure at ``lair`` (its card id) if given."""
    return replace(Item.from_card(rgo.catalog.find("Valiant Sword")), lost_treasure=lair)


def bearing_both(rgo: RoadGoesEverOn, name: str, treasure_first: bool = True) -> Character:
    """``name`` bearing the lost treasure of The Lonely Mountain and a plain Valiant Sword."""
    copies = (sword(rgo, card(rgo, LAIR)), sword(rgo))
    return replace(company(rgo, name)[0], items=copies if treasure_first else copies[::-1])


def marks(character: Character | None) -> list[str | None]:
    assert character is not None
    return [i.lost_treasure for i in character.items]


def taken(facts: list[Fact], kind: str = "ItemLost") -> list[tuple[str, object]]:
    """The card each fact of ``kind`` takes and what it says of the copy (``-``: nothing)."""
    return [(str(f.get("card") or f.get("item")), f.get("lost_treasure", "-")) for f in facts
            if f.kind == kind]


# -- store-item names the bearer ------------------------------------------------------------------

@pytest.mark.rule("CoE-2.II.4")
def test_store_item_stores_the_copy_of_the_bearer_it_names(rgo) -> None:  # type: ignore[no-untyped-def]
    dagger = rgo.catalog.find("Dagger of Westernesse")
    armed = tuple(c.with_item(Item.from_card(dagger))
                  for c in company(rgo, "Aragorn II", "Legolas"))
    aragorn, legolas = (c.card_id for c in armed)
    start = organizing(rgo, characters=armed)
    assert [a.id for a in rgo.actions(start) if a.id.startswith(storing.KIND)] == [
        f"store-item:{dagger.id}:{aragorn}", f"store-item:{dagger.id}:{legolas}"]
    facts, after = run(rgo, start, lambda ctx: decided(rgo, ctx,
                                                       f"store-item:{dagger.id}:{legolas}"))
    assert [f["character"] for f in facts if f.kind == "ItemStored"] == [legolas]
    assert [len(c.items) for c in after.characters] == [1, 0]
    # The bearer unnamed, the action is refused saying how to name him.
    with pytest.raises(IllegalAction) as refused:
        run(rgo, start, rgo.decide, f"store-item:{dagger.id}", {})
    assert str(refused.value) == (f"Name the bearer whose {dagger.name} is stored: "
                                  f"store-item:{dagger.id}:<character>. [CoE-2.II.4]")
    # Version 204 offered both bearers one action: the first bearer's copy was stored.
    old = at_version(rgo, BEFORE)
    assert [a.id for a in old.actions(start) if a.id.startswith(storing.KIND)] == [
        f"store-item:{dagger.id}"] * 2
    facts, after = run(old, start, old.decide, f"store-item:{dagger.id}", {})
    assert [f["character"] for f in facts if f.kind == "ItemStored"] == [aragorn]
    assert [len(c.items) for c in after.characters] == [0, 1]


# -- the player's choices name the copy -----------------------------------------------------------

def robbed(rgo: RoadGoesEverOn, treasure_first: bool = True) -> State:
    """Aragorn, wounded at an inn, to name the item he loses (RGO-INN-2): he bears the lost
    treasure of The Lonely Mountain and a plain Valiant Sword."""
    aragorn = bearing_both(rgo, "Aragorn II", treasure_first).with_state("wounded")
    return state(rgo, phase=SITE, site=card(rgo, "Bree"), explored=True,
                 characters=(aragorn, *company(rgo, "Legolas")),
                 awaited_item_loss=(aragorn.card_id, "RGO-INN-2"))


@pytest.mark.rule("RGO-INN-2", "TDH-SPEC-2")
def test_the_item_lost_at_an_inn_is_the_copy_named(rgo) -> None:  # type: ignore[no-untyped-def]
    blade, lair = card(rgo, "Valiant Sword"), card(rgo, LAIR)
    start = robbed(rgo)
    choices = {a.id: a.label for a in rgo.actions(start) if a.id.startswith("lose-item:")}
    assert choices == {
        f"lose-item:{blade}@{lair}": "Aragorn II loses Valiant Sword, the lost treasure of "
                                     "The Lonely Mountain",
        f"lose-item:{blade}": "Aragorn II loses Valiant Sword"}
    facts, after = run(rgo, start, rgo.decide, f"lose-item:{blade}", {})
    assert taken(facts) == [(blade, None)]
    assert marks(after.characters[0]) == [lair]
    facts, after = run(rgo, start, rgo.decide, f"lose-item:{blade}@{lair}", {})
    assert taken(facts) == [(blade, lair)]
    assert marks(after.characters[0]) == [None]
    assert rgo.narrate(next(f for f in facts if f.kind == "ItemLost")) == (
        "Aragorn II loses Valiant Sword, the lost treasure of The Lonely Mountain.")
    # Version 204 offered the card twice and took his first copy, the treasure here.
    old = at_version(rgo, BEFORE)
    assert [a.id for a in old.actions(start) if a.id.startswith("lose-item:")] == [
        f"lose-item:{blade}"] * 2
    facts, after = run(old, start, old.decide, f"lose-item:{blade}", {})
    assert taken(facts) == [(blade, "-")] and marks(after.characters[0]) == [None]


def thief(rgo: RoadGoesEverOn, version: str | None = None) -> tuple[RoadGoesEverOn, Context[State]]:
    """A Thief attacks Bilbo, who bears nothing, and Frodo, who bears a plain Valiant Sword and
    the lost treasure of The Lonely Mountain; its strike waits to be assigned (seed 2: given
    to Frodo by the automatic player, it succeeds and takes an item)."""
    played = rgo if version is None else at_version(rgo, version)
    hobbits = (*company(rgo, "Bilbo"), bearing_both(rgo, "Frodo", treasure_first=False))
    creature = rgo.catalog.find("Thief")
    ctx = Context(played, Table(2, {}, state(rgo, characters=hobbits)))
    combat.resolve_attack(ctx, combat.Attack.from_creature(creature, 2), "RGO-HAZ-2",
                          hazard=creature.id, ask=True)
    return played, ctx


@pytest.mark.rule("CoE-3.iv.7", "TDH-SPEC-2")
def test_the_item_named_to_give_up_to_a_thief_is_the_copy_named(rgo) -> None:  # type: ignore[no-untyped-def]
    blade, lair = card(rgo, "Valiant Sword"), card(rgo, LAIR)
    played, ctx = thief(rgo)
    assert [a.id for a in played.actions(ctx.state) if a.id.startswith("give-up-item:")] == [
        f"give-up-item:{blade}", f"give-up-item:{blade}@{lair}"]
    played.decide(ctx, f"give-up-item:{blade}@{lair}", {})
    assert ctx.facts[-1].kind == "ItemToGiveUpNamed" and ctx.facts[-1]["lost_treasure"] == lair
    assert played.narrate(ctx.facts[-1]) == (
        "Should Thief take an item, the company gives up Valiant Sword, the lost treasure of "
        "The Lonely Mountain.")
    settle(played, ctx)
    assert taken(ctx.facts) == [(blade, lair)]
    assert marks(ctx.state.character(card(rgo, "Frodo"))) == [None]
    # Version 204 named the card: the Thief took Frodo's first copy, the plain one.
    old, ctx = thief(rgo, BEFORE)
    assert [a.id for a in old.actions(ctx.state) if a.id.startswith("give-up-item:")] == [
        f"give-up-item:{blade}"] * 2
    old.decide(ctx, f"give-up-item:{blade}", {})
    settle(old, ctx)
    assert taken(ctx.facts) == [(blade, "-")]
    assert marks(ctx.state.character(card(rgo, "Frodo"))) == [lair]


@pytest.mark.rule("RGO-HAZ-2", "TDH-SPEC-2")
def test_a_declared_discard_names_the_copy_discarded(rgo) -> None:  # type: ignore[no-untyped-def]
    blade, lair, eye = card(rgo, "Valiant Sword"), card(rgo, LAIR), card(rgo, "Searching Eye")
    armed = tuple(bearing_both(rgo, n) for n in ("Aragorn II", "Legolas"))
    ctx = begin(rgo, moving(rgo, "Searching Eye", "Wolves", "Wargs", "Crebain",
                            characters=armed))
    target = ctx.state.awaited_event[1]  # type: ignore[index]
    offered = {a.id: dict(a.candidates) for a in rgo.actions(ctx.state)}
    assert offered[f"declare:{eye}:discard-item"] == {"item": (f"{blade}@{lair}", blade)}
    rgo.decide(ctx, f"declare:{eye}:discard-item", {"item": blade})
    assert taken(ctx.facts) == [(blade, None)]
    assert marks(ctx.state.character(target)) == [lair]
    # Version 204 listed the card once and discarded the first copy, the lost treasure.
    old = at_version(rgo, BEFORE)
    ctx = begin(old, moving(rgo, "Searching Eye", "Wolves", "Wargs", "Crebain",
                            characters=armed))
    offered = {a.id: dict(a.candidates) for a in old.actions(ctx.state)}
    assert offered[f"declare:{eye}:discard-item"] == {"item": (blade,)}
    old.decide(ctx, f"declare:{eye}:discard-item", {"item": blade})
    assert taken(ctx.facts) == [(blade, "-")]
    assert marks(ctx.state.character(target)) == [None]


# -- what the rules take names the copy -----------------------------------------------------------

def company_of_three(rgo: RoadGoesEverOn) -> State:
    """Aragorn, bearing the lost treasure of The Lonely Mountain and a plain Valiant Sword,
    with Legolas and Gimli."""
    return state(rgo, characters=(bearing_both(rgo, "Aragorn II"),
                                  *company(rgo, "Legolas", "Gimli")))


def eliminated(ruleset: RoadGoesEverOn, start: State) -> tuple[list[Fact], State]:
    """Aragorn's body check failed (+20 to the roll): he is eliminated (CoE 3.I.2)."""
    aragorn = start.characters[0].card_id
    return run(ruleset, start, lambda ctx: combat.body_check(
        ctx, aragorn, wounded_before=False, reason="a test", modifier=20))


@pytest.mark.rule("CoE-3.I.2", "TDH-SPEC-2")
def test_each_copy_an_eliminated_character_bears_passes_to_an_heir_of_its_own(rgo) -> None:  # type: ignore[no-untyped-def]
    blade, lair = card(rgo, "Valiant Sword"), card(rgo, LAIR)
    start = company_of_three(rgo)
    legolas, gimli = (c.card_id for c in start.characters[1:])
    facts, after = eliminated(rgo, start)
    assert [(f["to"], f["lost_treasure"]) for f in facts if f.kind == "ItemPassed"] == [
        (legolas, lair), (gimli, None)]
    assert [marks(after.character(c)) for c in (legolas, gimli)] == [[lair], [None]]
    assert rgo.narrate(next(f for f in facts if f.kind == "ItemPassed")) == (
        "Valiant Sword, the lost treasure of The Lonely Mountain, passes from Aragorn II to "
        "Legolas.")
    # One heir: the other copy goes to the discard pile, named.
    alone = replace(start, characters=start.characters[:2])
    facts, after = eliminated(rgo, alone)
    assert taken(facts, "ItemPassed") == [(blade, lair)]
    assert taken(facts, "ItemLeftPlay") == [(blade, None)] and after.discard == (blade,)
    # Version 204 knew the copies by their card: Gimli, the last heir, took the first copy,
    # the lost treasure, and the other left the game unrecorded.
    facts, after = eliminated(at_version(rgo, BEFORE), start)
    assert [(f["to"], f.get("lost_treasure", "-")) for f in facts if f.kind == "ItemPassed"] \
        == [(gimli, "-")]
    assert taken(facts, "ItemLeftPlay") == [] and after.discard == ()
    assert [marks(after.character(c)) for c in (legolas, gimli)] == [[], [lair]]


@pytest.mark.rule("RGO-HAZ-2", "TDH-SPEC-2")
def test_a_character_going_home_passes_his_first_copy_and_discards_the_other(rgo) -> None:  # type: ignore[no-untyped-def]
    blade, lair, call = card(rgo, "Valiant Sword"), card(rgo, LAIR), card(rgo, "Call of Home")
    start = company_of_three(rgo)
    aragorn, legolas = (c.card_id for c in start.characters[:2])

    def home(ruleset: RoadGoesEverOn) -> tuple[list[Fact], State]:
        return run(ruleset, start, lambda ctx: hazard_scripts.go_home(
            ctx, call, start.characters[0], 99))  # no roll reaches 99: he goes home
    # As the versions before sent_home.SINCE pass it, unasked: the first copy.
    facts, after = home(at_version(rgo, "216"))
    assert taken(facts, "ItemPassed") == [(blade, lair)]
    assert [f["items"] for f in facts if f.kind == "CharacterReturnedToHand"] == [[blade]]
    assert marks(after.character(legolas)) == [lair] and after.discard == (blade,)
    assert aragorn in after.hand
    # Version 204 discarded no other copy of the card passed on: it left the game.
    facts, after = home(at_version(rgo, BEFORE))
    assert taken(facts, "ItemPassed") == [(blade, "-")]
    assert [f["items"] for f in facts if f.kind == "CharacterReturnedToHand"] == [[]]
    assert after.discard == ()


@pytest.mark.rule("RGO-HAZ-2", "TDH-SPEC-2")
def test_the_item_drowning_seas_takes_is_named_by_its_copy(rgo) -> None:  # type: ignore[no-untyped-def]
    # The item worth least, the first borne on a tie: the fact says which copy it is.
    blade, lair, seas = card(rgo, "Valiant Sword"), card(rgo, LAIR), card(rgo, "Drowning Seas")
    for first, copy, kept in ((True, lair, None), (False, None, lair)):
        start = state(rgo, characters=(bearing_both(rgo, "Aragorn II", first),))
        facts, after = run(rgo, start, lambda ctx, s=start: attack_hazards.drown(
            ctx, rgo.catalog, seas))
        assert taken(facts) == [(blade, copy)]
        assert marks(after.characters[0]) == [kept]
    facts, after = run(at_version(rgo, BEFORE), start, lambda ctx: attack_hazards.drown(
        ctx, rgo.catalog, seas))
    assert taken(facts) == [(blade, "-")] and marks(after.characters[0]) == [lair]
    # A bearer of no lost treasure: nothing said of the copy, whatever the version.
    plain = state(rgo, characters=(replace(company(rgo, "Aragorn II")[0],
                                           items=(sword(rgo), sword(rgo))),))
    facts, _ = run(rgo, plain, lambda ctx: attack_hazards.drown(ctx, rgo.catalog, seas))
    assert taken(facts) == [(blade, "-")]


@pytest.mark.rule("CoE-5.1", "TDH-SPEC-2")
def test_a_wounded_scout_loses_the_copy_lucky_search_found_not_his_lost_treasure(rgo) -> None:  # type: ignore[no-untyped-def]
    blade, lair = card(rgo, "Valiant Sword"), card(rgo, LAIR)
    scout = bearing_both(rgo, "Aragorn II").with_state("wounded")  # the plain copy found last
    start = state(rgo, phase=SITE, characters=(scout,), lucky_strike=(scout.card_id, blade))
    facts, after = run(rgo, start, lucky_search.after_strike)
    assert taken(facts) == [(blade, None)] and marks(after.characters[0]) == [lair]
    # Version 204 took his first copy of the card: the lost treasure.
    facts, after = run(at_version(rgo, BEFORE), start, lucky_search.after_strike)
    assert taken(facts) == [(blade, "-")] and marks(after.characters[0]) == [None]
