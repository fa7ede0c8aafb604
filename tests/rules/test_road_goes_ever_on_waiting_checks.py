"""The Road Goes Ever On from ``check_helpers.OTHERS_SINCE``: a Ring hazard's check, the Despair
encounter's and those the player's own actions bring (a palantír used, Andúril or the
Arkenstone untapping a character, a Dwarven ring's gift, an item stored, a card's last effect
out of an attack: a spell's) wait for the player to tap untapped companions, +1 each (CoE
7.1.1), or to roll, the game going on where it waited. The version before rolled them at once,
unhelped, and replays so."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from domain.engine.characters import Item
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import anduril, check_helpers, dwarven_rings, storing
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, State
from tests.rules.rgo_support import (
    at_version,
    begin,
    card,
    company,
    ids,
    moving,
    organizing,
    refused,
    state,
)
from tests.rules.test_road_goes_ever_on_anduril import organizing as with_anduril
from tests.rules.test_road_goes_ever_on_arkenstone import with_stone
from tests.rules.test_road_goes_ever_on_dwarven_rings import at_moria
from tests.rules.test_road_goes_ever_on_dwarven_rings import bearing as with_ring
from tests.rules.test_road_goes_ever_on_hazard_generation_5 import bearing as ring_bearers
from tests.rules.test_road_goes_ever_on_palantiri import bearing as with_stones
from tests.rules.test_road_goes_ever_on_traitor_in_the_site_phase import wizard_at_weathertop

NOW, BEFORE = str(check_helpers.OTHERS_SINCE), str(check_helpers.OTHERS_SINCE - 1)


def kinds(facts: list[Fact], *wanted: str) -> list[tuple[str, object]]:
    """Each fact of the ``wanted`` kinds with the card or character it names."""
    return [(f.kind, f.data.get("card") or f.data.get("character")) for f in facts
            if f.kind in wanted]


def checked(facts: list[Fact]) -> Fact:
    return next(f for f in facts if f.kind == "CorruptionChecked")


def then(ruleset: RoadGoesEverOn, ctx: Context[State], action: str,
         args: dict[str, Any] | None = None) -> list[Fact]:
    """The facts of ``action`` decided next."""
    done = len(ctx.facts)
    ruleset.decide(ctx, action, args or {})
    return ctx.facts[done:]


def helped_and_rolled(ruleset: RoadGoesEverOn, ctx: Context[State], helper: str) -> Fact:
    """``helper`` taps to help the check awaited, then it is rolled: the check, helped by him
    alone, +1 named after him (CoE-7.1.1)."""
    awaited = ctx.state.awaited_check
    assert awaited is not None
    assert kinds(then(ruleset, ctx, f"help-check:{helper}"), "CharacterStateChanged",
                 check_helpers.HELPED) == [("CharacterStateChanged", helper),
                                           (check_helpers.HELPED, awaited.character)]
    assert [a.id for a in ruleset.actions(ctx.state)][-1] == check_helpers.ROLL
    mark = len(ctx.facts)
    ruleset.decide(ctx, check_helpers.ROLL, {})
    made = checked(ctx.facts[mark:])
    assert (made["character"], made["helpers"]) == (awaited.character, [helper])
    assert {"amount": 1, "source": f"card:{helper}",
            "why": f"{ruleset.catalog.get(helper).name} taps to help",
            "clause": "CoE-7.1.1"} in made["check"]["modifiers"]
    assert ctx.state.awaited_check is None
    return made


def awaited(facts: list[Fact]) -> Fact:
    """The check declared waiting: the last fact written, no check rolled."""
    assert facts[-1].kind == check_helpers.AWAITED
    assert not any(f.kind == "CorruptionChecked" for f in facts)
    return facts[-1]


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_waits_for_helpers_to_more_checks(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= check_helpers.OTHERS_SINCE == 232
    assert check_helpers.in_others(NOW) and not check_helpers.in_others(BEFORE)


# -- a Ring hazard's check ----------------------------------------------------------------------

def ring_event(rgo: RoadGoesEverOn, version: str, event: str, seed: int,
               **items: str) -> tuple[RoadGoesEverOn, Context[State]]:
    """``event`` revealed in the Hazard Pile at ``version``, Crebain next, Aragorn II and
    Legolas bearing ``items``."""
    ruleset = at_version(rgo, version)
    return ruleset, begin(ruleset, moving(ruleset, event, "Crebain",
                                          characters=ring_bearers(ruleset, **items)), seed)


@pytest.mark.rule("CoE-7.1.1", "RGO-HAZ-2", "CoE-2.IV")
def test_the_precious_check_waits_for_a_helper_and_keeps_the_one_ring(
        rgo: RoadGoesEverOn) -> None:
    aragorn, legolas, ring, precious, crebain = ids(
        rgo, "Aragorn II", "Legolas", "The One Ring", "The Precious", "Crebain")
    # Seed 1: Legolas rolls 5, -2 against his 3 points (his Magic Ring's 2, the One Ring's 1):
    # failed unaided.
    now, ctx = ring_event(rgo, NOW, "The Precious", 1, aragorn="The One Ring",
                          legolas="Magic Ring of Courage")
    waiting = awaited(ctx.facts)
    assert (waiting["character"], waiting["check"], waiting["card"], waiting["able"],
            waiting["own"], waiting["rule"], waiting["points"]) == (
        legolas, check_helpers.RING_HAZARD, precious, [aragorn], -2, "RGO-HAZ-2", 3)
    assert "eliminates" not in waiting.data
    assert ctx.state.pile == (crebain,) and precious not in ctx.state.hazard_discard
    assert refused(now, ctx.state, "continue", "CoE-7.1.1") == (
        "Legolas's corruption check asked by The Precious, against 3 corruption points, waits: "
        "tap a companion to help it (+1 each), or roll it (roll-check). [CoE-7.1.1]")
    mark = len(ctx.facts)
    made = helped_and_rolled(now, ctx, aragorn)
    assert (made.rule, made["modifier"], made["roll"], made["result"]) == (
        "RGO-HAZ-2", -2, 5, "passed")
    # Passed with Aragorn's +1: the Ring stays; the card discarded, the Hazard Pile goes on.
    assert kinds(ctx.facts[mark:], "ItemLost", "HazardDiscarded", "HazardRevealed") == [
        ("HazardDiscarded", precious), ("HazardRevealed", crebain)]
    assert ring not in ctx.state.discard
    # The version before: checked at once, unhelped: Legolas leaves play, the Ring with him.
    _, old = ring_event(rgo, BEFORE, "The Precious", 1, aragorn="The One Ring",
                        legolas="Magic Ring of Courage")
    assert kinds(old.facts, "CorruptionChecked", "CharacterEliminated", "ItemLost",
                 "HazardDiscarded", "HazardRevealed", check_helpers.AWAITED) == [
        ("HazardRevealed", precious), ("CorruptionChecked", legolas),
        ("CharacterEliminated", legolas), ("ItemLost", ring), ("HazardDiscarded", precious),
        ("HazardRevealed", crebain)]
    assert "helpers" not in checked(old.facts).data


@pytest.mark.rule("CoE-7.1.1", "RGO-HAZ-2")
def test_the_rings_betrayal_check_awaited_takes_only_the_ring(rgo: RoadGoesEverOn) -> None:
    aragorn, legolas, ring, betrayal = ids(rgo, "Aragorn II", "Legolas",
                                           "Magic Ring of Courage", "The Ring’s Betrayal")
    # Seed 24: 4, -2 against 2 points: failed, rolled unhelped.
    now, ctx = ring_event(rgo, NOW, "The Ring’s Betrayal", 24, legolas="Magic Ring of Courage",
                          aragorn="Dagger of Westernesse")
    waiting = awaited(ctx.facts)
    assert (waiting["character"], waiting["own"], waiting["eliminates"]) == (legolas, -2, False)
    assert ctx.state.awaited_check is not None and not ctx.state.awaited_check.eliminates
    mark = len(ctx.facts)
    now.decide(ctx, check_helpers.ROLL, {})
    assert kinds(ctx.facts[mark:], "CorruptionChecked", "CharacterEliminated", "ItemLost",
                 "HazardDiscarded") == [("CorruptionChecked", legolas), ("ItemLost", ring),
                                        ("HazardDiscarded", betrayal)]
    assert checked(ctx.facts[mark:])["result"] == "discarded"
    still = ctx.state.character(legolas)
    assert still is not None and still.items == () and ctx.state.character(aragorn) is not None


@pytest.mark.rule("CoE-7.1.1", "RGO-HAZ-2")
def test_the_automatic_player_helps_the_will_of_the_rings_check_at_risk(
        rgo: RoadGoesEverOn) -> None:
    # Aragorn's 7 points at -4 (The One Ring's 6 and the 1 it gives him): an average roll
    # fails it however many help, so Legolas taps, then it is rolled.
    aragorn, legolas = ids(rgo, "Aragorn II", "Legolas")
    now, ctx = ring_event(rgo, NOW, "The Will of the Ring", 1, aragorn="The One Ring")
    assert (awaited(ctx.facts)["character"], awaited(ctx.facts)["points"]) == (aragorn, 7)
    assert now.policy(ctx.state, now.actions(ctx.state))[0] == f"help-check:{legolas}"
    now.decide(ctx, f"help-check:{legolas}", {})
    assert now.policy(ctx.state, now.actions(ctx.state))[0] == check_helpers.ROLL


# -- the Despair encounter's check --------------------------------------------------------------

def exploring_moria(ruleset: RoadGoesEverOn) -> Context[State]:
    """Aragorn II and Legolas, bearing Glamdring (1 corruption point), to explore Moria: seed
    24 rolls 4 on the Shadow-hold table, Despair, a check of the most corrupt."""
    legolas = company(ruleset, "Legolas")[0].with_item(
        Item.from_card(ruleset.catalog.find("Glamdring")))
    start = state(ruleset, site=card(ruleset, "Moria"), phase=SITE,
                  characters=(*company(ruleset, "Aragorn II"), legolas))
    return Context(ruleset, Table(24, {}, start))


@pytest.mark.rule("CoE-7.1.1", "RGO-SITE-SH-4")
def test_the_despair_encounters_check_waits_then_the_site_is_explored(
        rgo: RoadGoesEverOn) -> None:
    aragorn, legolas, moria = ids(rgo, "Aragorn II", "Legolas", "Moria")
    now = at_version(rgo, NOW)
    ctx = exploring_moria(now)
    facts = then(now, ctx, "explore")
    assert next(f for f in facts if f.kind == "SiteEncounter")["row"] == "Despair"
    waiting = awaited(facts)
    assert (waiting["character"], waiting["check"], waiting["able"], waiting["own"],
            waiting["rule"]) == (legolas, check_helpers.ENCOUNTER, [aragorn], 0, "RGO-SITE-SH-4")
    assert not ctx.state.explored
    assert refused(now, ctx.state, "explore", "CoE-7.1.1").startswith(
        "Legolas's corruption check asked by the Despair encounter, against 1 corruption point, "
        "waits")
    mark = len(ctx.facts)
    made = helped_and_rolled(now, ctx, aragorn)
    assert (made.rule, made["modifier"], made["result"]) == ("RGO-SITE-SH-4", 0, "passed")
    assert kinds(ctx.facts[mark:], "CorruptionChecked", "SiteExplored")[-1] == (
        "SiteExplored", None)
    assert ctx.state.explored
    # The version before: checked at once, the site explored in the same step.
    old = at_version(rgo, BEFORE)
    before = exploring_moria(old)
    assert [k for k, _ in kinds(then(old, before, "explore"), "CorruptionChecked",
                                "SiteExplored", check_helpers.AWAITED)] == [
        "CorruptionChecked", "SiteExplored"]
    assert before.state.explored and moria == before.state.site


# -- the checks the player's own actions bring --------------------------------------------------

def palantir(rgo: RoadGoesEverOn) -> tuple[State, str, str, str]:
    stone, aragorn, legolas = ids(rgo, "Palantír of Minas Tirith", "Aragorn II", "Legolas")
    start = with_stones(rgo, {"Aragorn II": "Palantír of Minas Tirith"}, "Aragorn II",
                        "Legolas", draw=ids(rgo, "Dodge", "Block", "Concealment"))
    return start, f"use-palantir:{stone}:{aragorn}", aragorn, legolas


def andurils(rgo: RoadGoesEverOn) -> tuple[State, str, str, str]:
    narsil, aragorn, beregond = ids(rgo, "Narsil", "Aragorn II", "Beregond")
    start = with_anduril(rgo, "Andúril, the Flame of the West", "Reforging")
    ctx = Context(rgo, Table(1, {}, start))
    rgo.decide(ctx, f"join-anduril:{narsil}", {})
    # Beregond, untapped by it, may help his bearer's check.
    return ctx.state, f"anduril-untap:{beregond}", aragorn, beregond


def arkenstone(rgo: RoadGoesEverOn) -> tuple[State, str, str, str]:
    aragorn, gimli = ids(rgo, "Aragorn II", "Gimli")
    return with_stone(rgo), f"arkenstone:{gimli}", gimli, aragorn


def durins_ring(rgo: RoadGoesEverOn) -> tuple[State, str, str, str]:
    ring, gimli, legolas, moria = ids(rgo, "Dwarven Ring of Durin's Tribe", "Gimli", "Legolas",
                                      "Moria")
    start = at_moria(rgo, with_ring(rgo, "Gimli", "Dwarven Ring of Durin's Tribe"),
                     tapped_sites=(moria,))
    return start, f"{dwarven_rings.KIND}:{ring}:{gimli}", gimli, legolas


def stored(rgo: RoadGoesEverOn) -> tuple[State, str, str, str]:
    dagger, aragorn, gimli = ids(rgo, "Dagger of Westernesse", "Aragorn II", "Gimli")
    start = organizing(rgo)
    first = start.characters[0].with_item(Item.from_card(rgo.catalog.get(dagger)))
    start = organizing(rgo, characters=(first, *start.characters[1:]))
    return start, f"{storing.KIND}:{dagger}:{aragorn}", aragorn, gimli


def wizards_flame(rgo: RoadGoesEverOn) -> tuple[State, str, str, str]:
    flame, gandalf, aragorn = ids(rgo, "Wizard’s Flame", "Gandalf", "Aragorn II")
    start = organizing(rgo, characters=company(rgo, "Gandalf", "Aragorn II"), hand=(flame,))
    return start, f"resource:{flame}:now:{gandalf}", gandalf, aragorn


ACTIONS: dict[str, tuple[Callable[[RoadGoesEverOn], tuple[State, str, str, str]], int, str]] = {
    # what is used: (the state, action, checker, helper; the check's own modifier; its clause)
    "palantír": (palantir, 0, "CoE-7.1"),
    "Andúril": (andurils, anduril.UNTAP_CHECK, anduril.RULE),
    "Arkenstone": (arkenstone, -2, "CoE-7.1"),
    "Dwarven ring": (durins_ring, dwarven_rings.CHECK_MODIFIER, "CoE-7.1"),
    "item stored": (stored, 0, storing.RULE),
    "spell": (wizards_flame, -3, "CoE-7.1"),
}


@pytest.mark.rule("CoE-7.1.1", "CoE-7.1", "CoE-6.1", "CoE-2.II.4", "RGO-SHADOW-9", "RGO-GEN-1",
                  "CoE-5.1")
@pytest.mark.parametrize("used", list(ACTIONS))
def test_the_check_a_players_action_brings_waits_for_helpers(rgo: RoadGoesEverOn,
                                                             used: str) -> None:
    build, own, rule = ACTIONS[used]
    now = at_version(rgo, NOW)
    start, action, who, helper = build(now)
    ctx = Context(now, Table(1, {}, start))
    waiting = awaited(then(now, ctx, action))
    assert (waiting["character"], waiting["check"], waiting["own"], waiting["rule"]) == (
        who, check_helpers.ACTION if used != "item stored" else check_helpers.STORED, own, rule)
    assert helper in waiting["able"]
    assert refused(now, ctx.state, action, "CoE-7.1.1").endswith(
        "waits: tap a companion to help it (+1 each), or roll it (roll-check). [CoE-7.1.1]")
    mark = len(ctx.facts)
    made = helped_and_rolled(now, ctx, helper)
    assert (made.rule, made["modifier"]) == (rule, own)
    after = [f.kind for f in ctx.facts[mark:]]
    assert after[after.index("CorruptionChecked") + 1:] == (
        ["ItemStored"] if used == "item stored" and made["result"] == "passed" else [])
    # The version before: checked at once, unhelped, in the action's own step.
    old = at_version(rgo, BEFORE)
    start, action, who, _ = build(old)
    facts = then(old, Context(old, Table(1, {}, start)), action)
    assert check_helpers.AWAITED not in [f.kind for f in facts]
    made = checked(facts)
    assert (made["character"], made["modifier"], made.rule) == (who, own, rule)
    assert "helpers" not in made.data


@pytest.mark.rule("CoE-7.1.1", "CoE-2.II.4")
def test_an_item_is_stored_once_its_bearers_check_awaited_is_passed(rgo: RoadGoesEverOn) -> None:
    now = at_version(rgo, NOW)
    start, action, who, helper = stored(now)
    dagger = card(rgo, "Dagger of Westernesse")
    ctx = Context(now, Table(1, {}, start))
    now.decide(ctx, action, {})
    assert dagger in [i.card_id for i in ctx.state.character(who).items]  # type: ignore[union-attr]
    made = helped_and_rolled(now, ctx, helper)
    assert made["result"] == "passed"
    stored_fact = ctx.facts[-1]
    assert (stored_fact.kind, stored_fact["card"], stored_fact["character"]) == (
        "ItemStored", dagger, who)
    assert dagger not in [i.card_id for i in ctx.state.character(who).items]  # type: ignore[union-attr]


@pytest.mark.rule("CoE-7.1.1", "CoE-3.i", "CoE-7.1")
def test_a_spells_check_within_an_attack_is_still_rolled_at_once(rgo: RoadGoesEverOn) -> None:
    # Vanishment cancels Weathertop's automatic-attack: Gandalf checks at once though Aragorn
    # and Legolas could help, the attack's end following the play (not waiting until
    # check_helpers.WITHIN_SINCE: test_road_goes_ever_on_within_attack_checks.py).
    vanishment, gandalf = ids(rgo, "Vanishment", "Gandalf")
    now = at_version(rgo, NOW)
    ctx = wizard_at_weathertop(now, "Vanishment")
    facts = then(now, ctx, f"resource:{vanishment}:cancel:{gandalf}")
    assert kinds(facts, "AttackCanceled", "CorruptionChecked", check_helpers.AWAITED)[1:] == [
        ("CorruptionChecked", gandalf)]
    assert ctx.state.awaited_check is None


@pytest.mark.rule("CoE-7.1.1", "RGO-GUARD-1", "RGO-HAZ-2")
def test_a_ring_hazard_on_guard_waits_then_the_site_phase_goes_on(rgo: RoadGoesEverOn) -> None:
    # The Precious on guard at Bree, revealed as the company explores (seed 1, as in the
    # Hazard Pile: Legolas fails unaided).
    legolas, ring, precious, bree = ids(rgo, "Legolas", "The One Ring", "The Precious", "Bree")

    def revealed(version: str) -> tuple[RoadGoesEverOn, Context[State], list[Fact]]:
        ruleset = at_version(rgo, version)
        ctx = Context(ruleset, Table(1, {}, state(
            ruleset, site=bree, phase=SITE, on_guard=((precious, bree),),
            characters=ring_bearers(ruleset, aragorn="The One Ring",
                                    legolas="Magic Ring of Courage"))))
        return ruleset, ctx, then(ruleset, ctx, "explore")

    now, ctx, facts = revealed(NOW)
    assert (awaited(facts)["character"], awaited(facts)["card"]) == (legolas, precious)
    assert not ctx.state.explored
    mark = len(ctx.facts)
    now.decide(ctx, check_helpers.ROLL, {})
    assert kinds(ctx.facts[mark:], "CorruptionChecked", "ItemLost", "HazardDiscarded",
                 "SiteExplored") == [("CorruptionChecked", legolas), ("ItemLost", ring),
                                     ("HazardDiscarded", precious), ("SiteExplored", None)]
    assert ctx.state.explored and ctx.state.awaited_check is None
    # The version before: the same, at once, as the card is revealed.
    _, old, facts = revealed(BEFORE)
    assert kinds(facts, "CorruptionChecked", "ItemLost", "HazardDiscarded", "SiteExplored",
                 check_helpers.AWAITED) == kinds(ctx.facts[mark:], "CorruptionChecked",
                                                 "ItemLost", "HazardDiscarded", "SiteExplored")
