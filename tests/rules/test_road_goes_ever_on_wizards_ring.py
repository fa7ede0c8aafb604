"""The Road Goes Ever On, from wizards_ring.SINCE_VERSION: the Wizard's Ring (TW-363) is found
at a Haven (RGO-QUEST-3), taken only by a Wizard who bears none, its bearer then checking
corruption (CoE 7.1); it adds +5 direct influence against a faction (CoE 2.V.3) and is never
stored (CoE 2.II.4). The version before gave it no site. Constructed states."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.characters import Character, Item
from domain.engine.combat import Attack
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import combat, item_influence, item_thefts, wizards_ring
from domain.rulesets.road_goes_ever_on.combat import body_check
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, Quest, State
from tests.rules.rgo_support import company, ids, organizing, refused, run, state, turn_of

NOW = str(wizards_ring.SINCE_VERSION)
BEFORE = str(wizards_ring.SINCE_VERSION - 1)


def played(rgo: RoadGoesEverOn, version: str = NOW) -> RoadGoesEverOn:
    found = rgo.at_version(version)
    assert isinstance(found, RoadGoesEverOn)
    return found


@pytest.mark.rule("RGO-QUEST-3", "RGO-QUEST-4", "CoE-7.1", "CoE-2.V.3", "CoE-2.II.4")
def test_a_wizard_takes_the_wizards_ring_at_a_haven(rgo: RoadGoesEverOn) -> None:
    ring, rivendell, bree, gandalf, aragorn = ids(rgo, "Wizard's Ring", "Rivendell", "Bree",
                                                  "Gandalf", "Aragorn II")
    # Found at a Haven of the Site deck; the version before gave it no site.
    for version, sites in ((NOW, (rivendell,)), (BEFORE, ())):
        ruleset = played(rgo, version)
        start = state(rgo, quest_deck=(ring,), site_deck=(rivendell, bree))
        _, after = run(ruleset, start, turn_of(ruleset, start).reveal_quest, "RGO-QUEST-6")
        assert after.display[0].sites == sites
    at_haven = state(rgo, phase=SITE, explored=True, display=(Quest(ring, (rivendell,)),),
                     characters=company(rgo, "Gandalf", "Aragorn II"))
    ruleset = played(rgo)
    offered = [a.id for a in ruleset.actions(at_haven) if a.id.startswith("take-quest:")]
    assert offered == [f"take-quest:{ring}:{gandalf}"]
    facts, after = run(ruleset, at_haven, ruleset.decide, f"take-quest:{ring}:{gandalf}", {})
    taken = [(f.kind, f.rule) for f in facts if f.kind in ("QuestTaken", "CorruptionChecked")]
    assert taken == [("QuestTaken", "RGO-QUEST-4"), ("CorruptionChecked", "CoE-7.1")]
    assert refused(ruleset, at_haven, f"take-quest:{ring}:{aragorn}", "RGO-QUEST-4") == (
        "The Wizard's Ring is taken by a Wizard only; Aragorn II is none. [RGO-QUEST-4]")
    wizard = company(rgo, "Gandalf")[0]
    ringed = replace(wizard, items=(Item.from_card(rgo.catalog.get(ring), facts=True),))
    twice = replace(at_haven, characters=(ringed, *company(rgo, "Aragorn II")))
    assert refused(ruleset, twice, f"take-quest:{ring}:{gandalf}", "RGO-QUEST-4") == (
        "Gandalf bears a Wizard's Ring already. [RGO-QUEST-4]")
    # +5 direct influence against a faction; never stored.
    rangers = rgo.catalog.find("Rangers of the North")
    assert [m.amount for m in item_influence.influence_modifiers(
        NOW, rgo.catalog.get, ringed, rangers)] == [5]
    organizing_here = organizing(rgo, characters=(ringed,))
    assert refused(ruleset, organizing_here, f"store-item:{ring}", "CoE-2.II.4") == (
        "The Wizard's Ring is never stored. [CoE-2.II.4]")


KEPT = str(wizards_ring.KEPT_SINCE_VERSION)
UNKEPT = str(wizards_ring.KEPT_SINCE_VERSION - 1)
#: A seed whose Thief's strike on Bilbo succeeds.
SEED = 1


def ringed(rgo: RoadGoesEverOn, *others: str) -> Character:
    """Gandalf bearing the Wizard's Ring, then ``others``."""
    gandalf = company(rgo, "Gandalf")[0]
    for name in ("Wizard's Ring", *others):
        gandalf = gandalf.with_item(Item.from_card(rgo.catalog.find(name), facts=True))
    return gandalf


def thief(rgo: RoadGoesEverOn, version: str, *characters: Character,
          seed: int = 1) -> tuple[RoadGoesEverOn, Context[State]]:
    """A Thief from the Hazard Pile attacks ``characters``, waiting for the defender."""
    ruleset = played(rgo, version)
    card = rgo.catalog.find("Thief")
    ctx = Context(ruleset, Table(seed, {}, state(rgo, characters=characters)))
    combat.resolve_attack(ctx, Attack.from_creature(card, len(characters)), "RGO-HAZ-2",
                          hazard=card.id, ask=True)
    return ruleset, ctx


def named(ruleset: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in ruleset.actions(s) if a.id.startswith(item_thefts.KIND)]


@pytest.mark.rule("CoE-3.ii", "CoE-3.iv.7", "RGO-HAZ-2")
def test_the_wizards_ring_is_never_stolen(rgo: RoadGoesEverOn) -> None:
    ring, dagger, glamdring, gandalf, bilbo = ids(
        rgo, "Wizard's Ring", "Dagger of Westernesse", "Glamdring", "Gandalf", "Bilbo")
    # The defender names what a Thief takes: never the Wizard's Ring, refused naming it.
    hobbit = company(rgo, "Bilbo")[0]
    ruleset, ctx = thief(rgo, KEPT, ringed(rgo, "Dagger of Westernesse", "Glamdring"), hobbit)
    assert named(ruleset, ctx.state) == [f"give-up-item:{dagger}", f"give-up-item:{glamdring}"]
    assert refused(ruleset, ctx.state, f"give-up-item:{ring}", "CoE-3.iv.7") == (
        "The Wizard's Ring is never stolen: it is not named to give up to Thief. [CoE-3.iv.7]")
    before, then = thief(rgo, UNKEPT, ringed(rgo, "Dagger of Westernesse", "Glamdring"), hobbit)
    assert f"give-up-item:{ring}" in named(before, then.state)
    # Gandalf bears the ring alone: a Thief's successful strike on Bilbo takes nothing (the
    # version before, the ring).
    for version, taken in ((KEPT, []), (UNKEPT, [(gandalf, ring)])):
        ruleset, ctx = thief(rgo, version, hobbit, ringed(rgo), seed=SEED)
        ruleset.decide(ctx, f"assign:{bilbo}", {})
        assert [(f["character"], f["result"]) for f in ctx.facts
                if f.kind == "StrikeResolved"] == [(bilbo, "succeeded")]
        assert [(f["character"], f["card"]) for f in ctx.facts if f.kind == "ItemLost"] == taken


@pytest.mark.rule("CoE-3.I.2")
def test_the_wizards_ring_is_not_passed_on_when_its_bearer_is_eliminated(
        rgo: RoadGoesEverOn) -> None:
    ring, dagger, gandalf, aragorn, legolas = ids(
        rgo, "Wizard's Ring", "Dagger of Westernesse", "Gandalf", "Aragorn II", "Legolas")
    start = state(rgo, characters=(ringed(rgo, "Dagger of Westernesse"),
                                   *company(rgo, "Aragorn II", "Legolas")))

    def fails(ctx: Context[State]) -> None:
        assert body_check(ctx, gandalf, wounded_before=False, reason="test", modifier=20)

    facts, after = run(played(rgo, KEPT), start, fails)
    assert [(f.kind, dict(f.data)) for f in facts if f.kind in ("ItemPassed", "ItemLeftPlay")] \
        == [("ItemPassed", {"item": dagger, "origin": gandalf, "to": aragorn}),
            ("ItemLeftPlay", {"item": ring, "bearer": gandalf, "to": "discard"})]
    assert ring in after.discard
    # The version before, the ring passed to the first companion, the dagger to the next.
    facts, _ = run(played(rgo, UNKEPT), start, fails)
    assert [(f["item"], f["to"]) for f in facts if f.kind == "ItemPassed"] == [
        (ring, aragorn), (dagger, legolas)]
