"""The Road Goes Ever On, from ring_powers.ONE_RING_SINCE_VERSION: The One Ring's +5 prowess
raises its bearer's prowess only to twice his printed prowess (CoE 6.1), and its bearer may
make a corruption check at -2 to cancel a strike given to him that is no Undead's nor
Nazgûl's (CoE 7.1, CoE 3.iv.5.1). The version before gives neither. Constructed states played
with the real ruleset."""

from __future__ import annotations

import pytest

from domain.engine.characters import Character, Item
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import item_uses, ring_powers
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import card, moving

NOW = str(ring_powers.ONE_RING_SINCE_VERSION)
BEFORE = str(ring_powers.ONE_RING_SINCE_VERSION - 1)
#: Seeds whose corruption check of Frodo at -2 passes, and fails.
PASSES, FAILS = 2, 1


def played(rgo: RoadGoesEverOn, version: str = NOW) -> RoadGoesEverOn:
    found = rgo.at_version(version)
    assert isinstance(found, RoadGoesEverOn)
    return found


def bearing(rgo: RoadGoesEverOn, who: str, *items: str) -> Character:
    bearer = Character.from_card(rgo.catalog.find(who))
    for name in items:
        bearer = bearer.with_item(Item.from_card(rgo.catalog.find(name), facts=True))
    return bearer


def limit(rgo: RoadGoesEverOn, bearer: Character, version: str = NOW) -> list[int]:
    return [m.amount for m in ring_powers.strike_modifiers(version, rgo.catalog.get, bearer)]


@pytest.mark.rule("CoE-6.1")
def test_the_one_ring_raises_prowess_only_to_twice_the_printed(rgo: RoadGoesEverOn) -> None:
    # Frodo (prowess 1) reaches 2, not 6: -4; with a Dagger of Westernesse (+1) he is at 2
    # already, the Ring adds nothing: -5. Aragorn II (6) takes the whole +5 (11 of 12).
    frodo = bearing(rgo, "Frodo", "The One Ring")
    assert (frodo.effective_prowess, limit(rgo, frodo), limit(rgo, frodo, BEFORE)) == (
        6, [-4], [])
    armed = bearing(rgo, "Frodo", "Dagger of Westernesse", "The One Ring")
    assert (armed.effective_prowess, limit(rgo, armed)) == (7, [-5])
    assert limit(rgo, bearing(rgo, "Aragorn II", "The One Ring")) == []
    assert limit(rgo, bearing(rgo, "Frodo", "Dagger of Westernesse")) == []


def attacked(rgo: RoadGoesEverOn, creature: str, version: str = NOW,
             seed: int = PASSES, path: tuple[str, ...] = ("wilderness", "wilderness")
             ) -> Context[State]:
    """Frodo bearing The One Ring and Sam leave Moria for Lórien; ``creature`` attacks; the
    defender gives Frodo a strike."""
    ruleset = played(rgo, version)
    start = moving(rgo, creature, characters=(bearing(rgo, "Frodo", "The One Ring"),
                                              bearing(rgo, "Sam Gamgee")), path=path)
    ctx = Context(ruleset, Table(seed, {}, start))
    ruleset.machinery(start)[0].movement_hazard(ctx)
    assert ctx.state.awaited_strikes is not None
    ruleset.decide(ctx, f"assign:{card(rgo, 'Frodo')}", {})
    return ctx


def offered(rgo: RoadGoesEverOn, s: State, version: str = NOW) -> list[str]:
    return [a.id for a in played(rgo, version).actions(s) if a.id.startswith("use-item:")]


@pytest.mark.rule("CoE-3.iv.5.1", "CoE-7.1")
def test_the_one_ring_s_bearer_checks_corruption_to_cancel_a_strike(
        rgo: RoadGoesEverOn) -> None:
    ring, frodo = card(rgo, "The One Ring"), card(rgo, "Frodo")
    action = f"use-item:{ring}:{frodo}"
    ctx = attacked(rgo, "Orc-patrol")
    assert offered(rgo, ctx.state) == [action]
    never_risked = item_uses.policy_choice(ctx.state, rgo.catalog, [action], rgo.played)
    assert never_risked is None
    since = len(ctx.facts)
    played(rgo).decide(ctx, action, {})
    seen = [(f.kind, f.rule) for f in ctx.facts[since:] if f.kind != "DiceRolled"]
    assert seen == [("CorruptionChecked", "CoE-7.1"), ("StrikeCancelSet", "CoE-3.iv.5.1")]
    checked = next(f for f in ctx.facts[since:] if f.kind == "CorruptionChecked")
    assert (checked["character"], checked["modifier"], checked["result"]) == (
        frodo, -2, "passed")
    assert offered(rgo, ctx.state) == []  # his strike is canceled already
    played(rgo).decide(ctx, "assign-rest", {})
    assert [f["character"] for f in ctx.facts if f.kind == "StrikeCanceled"] == [frodo]
    # A check failed: Frodo leaves play, and no strike is left on him.
    failed = attacked(rgo, "Orc-patrol", seed=FAILS)
    since = len(failed.facts)
    played(rgo).decide(failed, action, {})
    kinds = [f.kind for f in failed.facts[since:]]
    assert "CharacterEliminated" in kinds and "StrikeCancelSet" not in kinds
    assert failed.state.character(frodo) is None
    # The version before: not offered.
    before = attacked(rgo, "Orc-patrol", BEFORE)
    assert offered(rgo, before.state, BEFORE) == []


@pytest.mark.rule("CoE-3.iv.5.1")
def test_the_one_ring_does_not_cancel_an_undead_strike(rgo: RoadGoesEverOn) -> None:
    ring, frodo = card(rgo, "The One Ring"), card(rgo, "Frodo")
    ctx = attacked(rgo, "Barrow-wight", path=("shadow-land", "shadow-land"))
    assert offered(rgo, ctx.state) == []
    before = (ctx.state, len(ctx.facts))
    with pytest.raises(IllegalAction) as refusal:
        played(rgo).decide(ctx, f"use-item:{ring}:{frodo}", {})
    assert refusal.value.clause == "CoE-3.iv.5.1"
    assert str(refusal.value).startswith(
        "The One Ring cancels only a strike given to Frodo that is no Undead's nor Nazgûl's")
    assert (ctx.state, len(ctx.facts)) == before
