"""The Road Goes Ever On, version 216 (each_strikes.py): an attack whose every character faces
one strike (Neeker-breekers, one on each character of the company but a Wizard or a
Ringwraith; Crebain's "1/each") gives its strikes one to each character it strikes, with no
assignment and none to an ally; the earlier versions let the defender give them, an ally too,
the rest at random, and replay as played. An ally facing Neeker-breekers in those versions
fought with its mind, the board now telling it as its mind. Constructed states played with the
real ruleset."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.engine.combat import Attack
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import attack_view, combat, each_strikes, narration
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import MOVEMENT_HAZARD, State
from tests.rules.rgo_support import at_version, company, ids, refused, state

BEFORE = str(each_strikes.SINCE - 1)
CHARACTERS = ("Aragorn II", "Legolas", "Elrohir", "Gandalf")


def attacked(rgo: RoadGoesEverOn, creature: str, *, hand: tuple[str, ...] = (),
             seed: int = 11) -> Context[State]:
    """``creature`` attacks Aragorn II, Legolas, Elrohir and Gandalf with Tom Bombadil, the
    defender asked (the company of seed 11, turn 6)."""
    start = state(rgo, phase=MOVEMENT_HAZARD, keyed_to="region 1 (wilderness)",
                  characters=company(rgo, *CHARACTERS), allies=ids(rgo, "Tom Bombadil"),
                  hand=ids(rgo, *hand))
    card = rgo.catalog.find(creature)
    ctx = Context(rgo, Table(seed, {}, start))
    combat.resolve_attack(ctx, Attack.from_creature(card, len(start.characters)), "RGO-HAZ-2",
                          hazard=card.id, ask=True)
    return ctx


def given(ctx: Context[State]) -> list[tuple[str, str | None]]:
    return [(f["character"], f.rule) for f in ctx.facts if f.kind == "StrikeAssigned"]


def name_of(rgo: RoadGoesEverOn) -> Any:
    return lambda c: rgo.catalog.get(c).name if c in rgo.catalog else c


@pytest.mark.rule("CoE-3.ii.2", "CoE-3.ii.1", "CoE-2.V.2.2", "CoE-3.iv.7")
def test_neeker_breekers_strike_each_character_once_and_no_ally(rgo: RoadGoesEverOn) -> None:
    aragorn, legolas, elrohir, gandalf = ids(rgo, *CHARACTERS)
    tom = ids(rgo, "Tom Bombadil")[0]
    ctx = attacked(rgo, "Neeker-breekers")
    # Three strikes, one for each character but the Wizard; the ally is not counted.
    assert next(f for f in ctx.facts if f.kind == "AttackDeclared")["attack"]["strikes"] == 3
    opened = next(f for f in ctx.facts if f.kind == "StrikeAssignmentOpened")
    assert (opened.rule, opened["each"]) == ("CoE-3.ii.2", True)
    assert narration.narrate(opened, name_of(rgo)) == \
        "The strikes of Neeker-breekers go one to each character it strikes."
    # Given at once, one each in the company's order, none picked at random.
    assert given(ctx) == [(aragorn, "CoE-3.ii.2"), (legolas, "CoE-3.ii.2"),
                          (elrohir, "CoE-3.ii.2")]
    assert not any(f.kind == "RandomPicked" for f in ctx.facts)
    actions = {a.id: a for a in rgo.actions(ctx.state)}
    assert not [a for a in actions if a.startswith("assign:")]
    # Gandalf faces none: he may support, not stay untapped for a strike he is never given.
    assert f"support:{gandalf}:{aragorn}" in actions and f"stand:{gandalf}" not in actions
    assert (actions["assign-rest"].label, actions["assign-rest"].rule) == (
        "Resolve the strikes", "CoE-3.iv")
    assert refused(rgo, ctx.state, f"assign:{tom}", "CoE-3.ii.2") == (
        "The strikes of Neeker-breekers go one to each character it strikes: the defender "
        "assigns none. [CoE-3.ii.2]")
    assert refused(rgo, ctx.state, f"stand:{gandalf}", "CoE-3.iv.3").startswith(
        "Gandalf faces no strike of this attack")
    # Nor may the ally: no strike of it goes to an ally, whatever step the game is at.
    assert refused(rgo, ctx.state, f"stand:{tom}", "CoE-3.ii.2") == (
        "Tom Bombadil is an ally: an ally faces no strike of Neeker-breekers, whose strikes "
        "go one to each character. [CoE-3.ii.2]")
    rgo.decide(ctx, "assign-rest", {})
    assert [f["character"] for f in ctx.facts if f.kind == "StrikeResolved"] == [
        aragorn, legolas, elrohir]
    assert tom not in ctx.state.tapped_allies


@pytest.mark.rule("CoE-3.ii.2", "CoE-3.i", "CoE-3.ii.1")
def test_a_card_answering_the_attack_comes_before_its_strikes_are_given(
        rgo: RoadGoesEverOn) -> None:
    aragorn, legolas, elrohir, gandalf = ids(rgo, *CHARACTERS)
    ctx = attacked(rgo, "Crebain", hand=("Escape",))
    # Every character will face one: staying untapped may be chosen ahead for any untapped.
    assert [a.id for a in rgo.actions(ctx.state) if a.id.startswith("stand:")] == [
        f"stand:{c}" for c in (aragorn, legolas, elrohir, gandalf)]
    # Escape may cancel the attack (CoE 3.i): the strikes wait for the defender, none given.
    assert given(ctx) == []
    actions = {a.id: a for a in rgo.actions(ctx.state)}
    assert any(a.startswith("resource:") for a in actions)
    assert not [a for a in actions if a.startswith("assign:")]
    assert (actions["assign-rest"].label, actions["assign-rest"].rule) == (
        "The strikes of Crebain go one to each character it strikes", "CoE-3.ii.2")
    shown = rgo.board(ctx.state)["combat"]
    assert isinstance(shown, dict) and (shown["stage"], shown["strikes_left"]) == (
        "assigning", 4)
    rgo.decide(ctx, "assign-rest", {})
    # Crebain strikes the Wizard too: four strikes, one each; Tom Bombadil is given none.
    assert given(ctx) == [(c, "CoE-3.ii.2") for c in (aragorn, legolas, elrohir, gandalf)]


@pytest.mark.rule("CoE-3.ii", "RGO-TARGET-2", "CoE-2.V.2.2")
def test_before_the_version_the_defender_gave_them_an_ally_too(rgo: RoadGoesEverOn) -> None:
    # Seed 11's game: Tom Bombadil given a strike of Neeker-breekers, the other two at
    # random, so that one character faced none.
    old = at_version(rgo, BEFORE)
    aragorn, legolas, elrohir, _ = ids(old, *CHARACTERS)
    tom = ids(old, "Tom Bombadil")[0]
    ctx = attacked(old, "Neeker-breekers")
    assert given(ctx) == []
    assert [a.id for a in old.actions(ctx.state) if a.id.startswith("assign:")] == [
        f"assign:{aragorn}", f"assign:{legolas}", f"assign:{elrohir}", f"assign:{tom}"]
    old.decide(ctx, f"assign:{tom}", {})
    old.decide(ctx, "assign-rest", {})
    struck = given(ctx)
    assert struck[0] == (tom, "CoE-3.ii") and [r for _, r in struck[1:]] == ["RGO-TARGET-2"] * 2
    assert len({c for c, _ in struck} & {aragorn, legolas, elrohir}) == 2
    # The ally fought with its mind, 4 (its prowess is 12): the roll recorded so, as played,
    # the board telling the number as its mind, as a character's roll tells his.
    strikes = attack_view.board(ctx.state, old, name_of(old))
    assert strikes is not None
    toms = next(s for s in strikes["assigned_strikes"] if s["character"] == tom)
    assert toms["prowess_from"] == [{"amount": 4, "from": "Tom Bombadil's mind, fought with "
                                     "against Neeker-breekers instead of prowess"}]
    old.decide(ctx, "assign-rest", {})
    rolled = next(f for f in ctx.facts if f.kind == "StrikeResolved" and f["character"] == tom)
    assert (rolled["prowess"], rolled["check"]["modifiers"][0]["why"]) == (
        4, "Tom Bombadil's prowess")


@pytest.mark.rule("CoE-2.V.2.2", "CoE-3.iv.6")
def test_an_ally_fights_any_other_strike_with_its_prowess(rgo: RoadGoesEverOn) -> None:
    tom = ids(rgo, "Tom Bombadil")[0]
    start = replace(state(rgo, phase=MOVEMENT_HAZARD, keyed_to="region 1 (wilderness)",
                          allies=(tom,)))
    orcs = Attack("TW-74", "Orc-patrol", "Orcs", 3, 6)
    ctx = Context(rgo, Table(1, {}, start))
    combat.resolve_attack(ctx, orcs, "RGO-HAZ-2", ask=True)
    rgo.decide(ctx, f"assign:{tom}", {})
    shown = rgo.board(ctx.state)["combat"]
    assert isinstance(shown, dict)
    assert shown["assigned_strikes"][0]["prowess_from"] == [
        {"amount": 12, "from": "Tom Bombadil's prowess"}]


@pytest.mark.rule("CoE-3.iv.3", "CoE-3.ii.2")
def test_no_stay_untapped_for_one_the_attack_never_strikes(rgo: RoadGoesEverOn) -> None:
    # Neeker-breekers answered by Escape first: its strikes not yet given, the Wizard is not
    # offered to stay untapped for one (before the version he was).
    gandalf = ids(rgo, "Gandalf")[0]
    ctx = attacked(rgo, "Neeker-breekers", hand=("Escape",))
    assert given(ctx) == [] and f"stand:{gandalf}" not in [a.id for a in rgo.actions(ctx.state)]
    assert refused(rgo, ctx.state, f"stand:{gandalf}", "CoE-3.iv.3") == (
        "Gandalf may be given no strike of Neeker-breekers: staying untapped is chosen for a "
        "strike faced. [CoE-3.iv.3]")
    old = at_version(rgo, BEFORE)
    before = attacked(old, "Neeker-breekers", hand=("Escape",))
    assert f"stand:{gandalf}" in [a.id for a in old.actions(before.state)]


@pytest.mark.rule("CoE-3.ii.2", "CoE-3.iv.3")
def test_the_board_shows_each_strike_to_come_with_the_choices_made_ahead(
        rgo: RoadGoesEverOn) -> None:
    aragorn, legolas, elrohir, gandalf = ids(rgo, *CHARACTERS)
    ctx = attacked(rgo, "Crebain", hand=("Escape",))
    rgo.decide(ctx, f"stand:{aragorn}", {})
    # No strike is given yet (Escape may still cancel the attack), but each character will
    # face one: the board shows them all, Aragorn's with the -3 he chose.
    shown = rgo.board(ctx.state)["combat"]
    assert isinstance(shown, dict)
    assert (shown["assigned_strikes"], shown["strikes_left"]) == ([], 4)
    coming = shown["strikes_to_come"]
    assert [s["character"] for s in coming] == [aragorn, legolas, elrohir, gandalf]
    assert coming[0]["prowess_from"] == [{"amount": 6, "from": "Aragorn II's prowess"},
                                         {"amount": -3, "from": "stays untapped"}]
    assert [(s["prowess"], s["stays_untapped"], s["roll_needed"]) for s in coming] == [
        (3, True, 3), (5, False, 2), (5, False, 2), (6, False, 2)]
    # Given, they are the strikes shown ahead, as the rolls then count them.
    rgo.decide(ctx, "assign-rest", {})
    assert [f["character"] for f in ctx.facts if f.kind == "StrikeAssigned"] == [
        aragorn, legolas, elrohir, gandalf]
    after = rgo.board(ctx.state)["combat"]
    assert isinstance(after, dict) and "strikes_to_come" not in after
    assert after["assigned_strikes"] == coming
    rgo.decide(ctx, "assign-rest", {})
    assert [(f["character"], f["prowess"]) for f in ctx.facts if f.kind == "StrikeResolved"] \
        == [(s["character"], s["prowess"]) for s in coming]
