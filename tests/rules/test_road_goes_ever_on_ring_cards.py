"""The Road Goes Ever On: the short-events that test a gold ring of the company (ring_cards.py,
RGO-RING-3, CoE 6.2) from ring_cards.SINCE_VERSION: Test of Form and Test of Lore (-1) on a
sage, Wizard's Test on the Wizard (two rolls, the higher used or, from ring_cards.CHOSEN_SINCE,
the one the ``result`` argument chooses; a corruption check at -1).
Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.engine import coe
from domain.engine.characters import Character, Item
from domain.errors import IllegalAction
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import hand_resources, ring_cards, rings
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, State
from tests.rules.rgo_support import ids, state

NOW = str(ring_cards.SINCE_VERSION)


def with_ring(rgo: RoadGoesEverOn, tester: str, card: str, **fields: Any) -> State:
    """``tester`` and Aragorn II, who bears a Fair Gold Ring, at Weathertop in the site phase
    (no Haven: the bearer could not tap to test it), ``card`` in hand, a Lesser Ring and a
    Magic Ring in the Ring deck."""
    gold = Item.from_card(rgo.catalog.find("Fair Gold Ring"))
    characters = (Character.from_card(rgo.catalog.find(tester)),
                  Character.from_card(rgo.catalog.find("Aragorn II")).with_item(gold))
    return state(rgo, **{"phase": SITE, "site": ids(rgo, "Weathertop")[0],
                         "characters": characters, "hand": ids(rgo, card),
                         "ring_deck": ids(rgo, "Magic Ring of Lore", "Lesser Ring"), **fields})


def ring_plays(rgo: RoadGoesEverOn, start: State) -> list[str]:
    return [a.id for a in rgo.at_version(NOW).actions(start)
            if a.id.startswith(("resource:", "declare-resource:", "test-ring:"))]


def played(rgo: RoadGoesEverOn, start: State, action: str,
           args: dict[str, Any] | None = None) -> list[Fact]:
    ctx = Context(rgo.at_version(NOW), Table(3, {}, start))
    rgo.at_version(NOW).decide(ctx, action, args or {})
    return ctx.facts


@pytest.mark.rule("RGO-RING-3", "CoE-5.1")
def test_test_of_form_tests_the_gold_ring_in_its_sages_company(rgo: RoadGoesEverOn) -> None:
    form, balin, aragorn, gold = ids(rgo, "Test of Form", "Balin", "Aragorn II",
                                     "Fair Gold Ring")
    start = with_ring(rgo, "Balin", "Test of Form")
    # Offered on the sage only, naming the gold ring it may test.
    assert ring_plays(rgo, start) == [f"resource:{form}:test-ring:{balin}"]
    offered = next(a for a in rgo.at_version(NOW).actions(start) if a.id.startswith("resource:"))
    assert offered.params == {"ring": f"the gold ring tested: {gold} (the first if left out)"}
    assert offered.candidates == {"ring": (gold,)}
    facts = played(rgo, start, f"resource:{form}:test-ring:{balin}")
    assert [f.kind for f in facts] == ["ResourcePlayed", "DiceRolled", "GoldRingTested",
                                       "RingDeckSearched", "RingPlayed", "DeckShuffled"]
    magic, lesser = ids(rgo, "Magic Ring of Lore", "Lesser Ring")
    # Seed 3 rolls 7: a Fair Gold Ring's 7 indicates a Lesser Ring only (a Magic Ring is 6 or
    # less), so the Magic Ring of Lore is passed and the Lesser Ring taken in its place.
    assert (facts[1]["total"], facts[2]["card"], facts[2]["character"], facts[2]["by"],
            facts[2]["roll"], facts[2]["kinds"]) == (7, gold, aragorn, balin, 7, ["Lesser Ring"])
    assert (facts[3]["passed"], facts[3]["found"]) == ([magic], lesser)
    assert (facts[4]["card"], facts[4]["character"], facts[4]["replaces"]) == (
        lesser, aragorn, gold)
    # No one taps for the card.
    assert not any(f.kind == "CharacterStateChanged" for f in facts)


@pytest.mark.rule("RGO-RING-3")
def test_test_of_lore_takes_one_from_the_roll(rgo: RoadGoesEverOn) -> None:
    lore, balin = ids(rgo, "Test of Lore", "Balin")
    facts = played(rgo, with_ring(rgo, "Balin", "Test of Lore"),
                   f"resource:{lore}:test-ring:{balin}")
    dice = int(next(f for f in facts if f.kind == "DiceRolled")["total"])
    tested = next(f for f in facts if f.kind == "GoldRingTested")
    assert tested["roll"] == dice - 1
    assert tested["kinds"] == rings.indicated(rgo.catalog.find("Fair Gold Ring"), dice - 1)
    assert [(m["amount"], m["source"], m["why"]) for m in tested["table_roll"]["modifiers"]] \
        == [(-1, f"card:{lore}", "Test of Lore")]


@pytest.mark.rule("RGO-RING-3", "CoE-7.1")
def test_wizards_test_rolls_twice_uses_the_higher_and_the_wizard_checks_at_minus_one(
        rgo: RoadGoesEverOn) -> None:
    test, radagast = ids(rgo, "Wizard’s Test", "Radagast")
    start = with_ring(rgo, "Radagast", "Wizard’s Test")
    assert ring_plays(rgo, start) == [f"resource:{test}:test-ring:{radagast}"]
    facts = played(rgo, start, f"resource:{test}:test-ring:{radagast}")
    # Seed 3 rolls 7 and then 2: the 7 is used.
    assert [f["total"] for f in facts if f.kind == "DiceRolled"] == [7, 2, 8]
    tested = next(f for f in facts if f.kind == "GoldRingTested")
    assert (tested["rolls"], tested["roll"], tested["kinds"]) == ([7, 2], 7, ["Lesser Ring"])
    assert tested["table_roll"]["roll"]["index"] == 0  # the table names the roll used
    # Then the Wizard checks corruption at -1 (his own +1 counted too).
    assert [f.kind for f in facts][-3:] == ["DeckShuffled", "DiceRolled", "CorruptionChecked"]
    check = facts[-1]
    assert (check["character"], check["roll"], check["modifier"], check["result"]) == (
        radagast, 8, -1, "passed")


CHOSEN = str(ring_cards.CHOSEN_SINCE)


def wizards_test(rgo: RoadGoesEverOn, args: dict[str, Any]) -> list[Fact]:
    """Radagast plays Wizard's Test (seed 3: rolls of 7 and then 2) with ``args``."""
    test, radagast = ids(rgo, "Wizard’s Test", "Radagast")
    ctx = Context(rgo.at_version(CHOSEN), Table(3, {}, with_ring(rgo, "Radagast",
                                                                  "Wizard’s Test")))
    rgo.at_version(CHOSEN).decide(ctx, f"resource:{test}:test-ring:{radagast}", args)
    return ctx.facts


@pytest.mark.rule("RGO-RING-3", "CoE-6.2")
def test_wizards_test_uses_the_lower_result_when_the_player_chooses_it(
        rgo: RoadGoesEverOn) -> None:
    test, radagast, gold, magic = ids(rgo, "Wizard’s Test", "Radagast", "Fair Gold Ring",
                                      "Magic Ring of Lore")
    offered = next(a for a in rgo.at_version(CHOSEN).actions(
        with_ring(rgo, "Radagast", "Wizard’s Test")) if a.id.startswith("resource:"))
    assert offered.params == {
        "ring": f"the gold ring tested: {gold} (the first if left out)",
        "result": "the result of the two used: higher, lower, or a kind of ring (Lesser Ring, "
                  "Magic Ring, Dwarven Ring, The One Ring) for the result that indicates it, "
                  "else the higher (the higher if left out)"}
    assert offered.candidates == {"ring": (gold,), "result": (
        "higher", "lower", "Lesser Ring", "Magic Ring", "Dwarven Ring", "The One Ring")}
    facts = wizards_test(rgo, {"result": "lower"})
    tested = next(f for f in facts if f.kind == "GoldRingTested")
    # The Fair Gold Ring's 2 indicates a Magic Ring (6 or less) or a Lesser Ring.
    assert (tested["rolls"], tested["roll"], tested["kinds"], tested["choice"]) == (
        [7, 2], 2, ["Magic Ring", "Lesser Ring"], "lower")
    assert tested["table_roll"]["roll"]["index"] == 2  # the second roll (dice 3 and 4) is used
    assert next(f for f in facts if f.kind == "RingPlayed")["card"] == magic
    # The Wizard's check at -1 follows as ever.
    assert [f.kind for f in facts][-2:] == ["DiceRolled", "CorruptionChecked"]


@pytest.mark.rule("RGO-RING-3", "CoE-6.2")
def test_wizards_test_uses_the_result_indicating_the_kind_chosen_else_the_higher(
        rgo: RoadGoesEverOn) -> None:
    magic, lesser = ids(rgo, "Magic Ring of Lore", "Lesser Ring")
    tested = next(f for f in wizards_test(rgo, {"result": "Magic Ring"})
                  if f.kind == "GoldRingTested")
    assert (tested["roll"], tested["kinds"], tested["choice"]) == (
        2, ["Magic Ring", "Lesser Ring"], "Magic Ring")
    # Neither 7 nor 2 indicates a Dwarven Ring (9 or more): the higher is used.
    facts = wizards_test(rgo, {"result": "Dwarven Ring"})
    tested = next(f for f in facts if f.kind == "GoldRingTested")
    assert (tested["roll"], tested["kinds"]) == (7, ["Lesser Ring"])
    assert next(f for f in facts if f.kind == "RingPlayed")["card"] == lesser
    # "higher", or the argument left out, uses the 7 as before.
    for args in ({"result": "higher"}, {}):
        tested = next(f for f in wizards_test(rgo, args) if f.kind == "GoldRingTested")
        assert (tested["roll"], tested["kinds"]) == (7, ["Lesser Ring"])


@pytest.mark.rule("RGO-RING-3")
def test_wizards_test_refuses_a_result_it_cannot_choose(rgo: RoadGoesEverOn) -> None:
    test, radagast = ids(rgo, "Wizard’s Test", "Radagast")
    ctx = Context(rgo.at_version(CHOSEN), Table(3, {}, with_ring(rgo, "Radagast",
                                                                  "Wizard’s Test")))
    with pytest.raises(IllegalAction) as refused:
        rgo.at_version(CHOSEN).decide(ctx, f"resource:{test}:test-ring:{radagast}",
                                      {"result": "best"})
    assert (refused.value.message, refused.value.clause, ctx.facts) == (
        "Wizard’s Test cannot be played for its test-ring mode: 'best' is not a result to "
        "choose (one of higher, lower, Lesser Ring, Magic Ring, Dwarven Ring, The One Ring).",
        coe.SHORT_EVENT, [])
    # Before the choice, the argument is not asked for and not read: the higher is used.
    before = rgo.at_version(str(ring_cards.CHOSEN_SINCE - 1))
    start = with_ring(rgo, "Radagast", "Wizard’s Test")
    assert "result" not in next(a for a in before.actions(start)
                                if a.id.startswith("resource:")).params
    ctx = Context(before, Table(3, {}, start))
    before.decide(ctx, f"resource:{test}:test-ring:{radagast}", {"result": "lower"})
    tested = next(f for f in ctx.facts if f.kind == "GoldRingTested")
    assert (tested["roll"], "choice" in tested.data) == (7, False)


@pytest.mark.rule("RGO-RING-3")
def test_the_ring_argument_names_which_gold_ring_is_tested(rgo: RoadGoesEverOn) -> None:
    form, balin, aragorn, precious, fair = ids(rgo, "Test of Form", "Balin", "Aragorn II",
                                               "Precious Gold Ring", "Fair Gold Ring")
    start = with_ring(rgo, "Balin", "Test of Form")
    other = Item.from_card(rgo.catalog.find("Precious Gold Ring"))
    start = replace(start, characters=(start.characters[0].with_item(other),
                                       start.characters[1]))
    # The first gold ring of the company is Balin's; the argument names Aragorn's.
    facts = played(rgo, start, f"resource:{form}:test-ring:{balin}", {"ring": fair})
    tested = next(f for f in facts if f.kind == "GoldRingTested")
    assert (tested["card"], tested["character"], tested["by"]) == (fair, aragorn, balin)
    facts = played(rgo, start, f"resource:{form}:test-ring:{balin}")
    tested = next(f for f in facts if f.kind == "GoldRingTested")
    assert (tested["card"], tested["character"], tested.get("by")) == (precious, balin, None)


@pytest.mark.rule("RGO-RING-3")
def test_a_ring_card_is_refused_naming_the_card_and_the_reason(rgo: RoadGoesEverOn) -> None:
    form, balin, aragorn, dagger = ids(rgo, "Test of Form", "Balin", "Aragorn II",
                                       "Dagger of Westernesse")
    start = with_ring(rgo, "Balin", "Test of Form")
    cases = [
        (start, f"resource:{form}:test-ring:{aragorn}", {},
         "Test of Form cannot be played for its test-ring mode: it is played on a sage, and "
         "Aragorn II is none."),
        (start, f"resource:{form}:test-ring:{balin}", {"ring": dagger},
         f"Test of Form cannot be played for its test-ring mode: '{dagger}' is not a gold "
         "ring borne in the company."),
        (state(rgo, phase=SITE, characters=with_ring(rgo, "Balin", "Test of Form")
               .characters[:1], hand=(form,)),
         f"resource:{form}:test-ring:{balin}", {},
         "Test of Form cannot be played for its test-ring mode: no character of the company "
         "bears a gold ring."),
    ]
    for begun, action, args, message in cases:
        ctx = Context(rgo.at_version(NOW), Table(3, {}, begun))
        with pytest.raises(IllegalAction) as refused:
            rgo.at_version(NOW).decide(ctx, action, args)
        assert (refused.value.message, refused.value.clause, ctx.facts) == (
            message, coe.SHORT_EVENT, [])


@pytest.mark.rule("CoE-5.1")
def test_the_version_before_declares_the_cards(rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version(str(ring_cards.SINCE_VERSION - 1))
    start = with_ring(rgo, "Balin", "Test of Form")
    assert [a.id for a in old.actions(start) if "resource:" in a.id] == [
        f"declare-resource:{ids(rgo, 'Test of Form')[0]}"]


@pytest.mark.not_a_rule("the automatic player's policy")
def test_the_automatic_player_tests_with_a_card_only_when_no_one_may_tap_for_it(
        rgo: RoadGoesEverOn) -> None:
    form, balin = ids(rgo, "Test of Form", "Balin")
    card_play = f"resource:{form}:test-ring:{balin}"
    assert hand_resources.organizing_choice([card_play, "stay"]) == card_play
    assert hand_resources.organizing_choice([card_play, "test-ring:x:y", "stay"]) is None


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_reads_the_ring_cards(starter: Catalog) -> None:
    rows = {r.card_id: dict(r.rulesets)["road-goes-ever-on"]
            for r in coverage.coverage(starter)}
    # Ringlore too, played at Isengard and The White Towers under their rules
    # (information_sites.py).
    for scripted in ("TW-338", "TW-339", "TW-340", "TW-365", "TW-318"):
        assert rows[scripted] == coverage.InRuleset(coverage.SCRIPTED)
    assert "TW-365" in ring_cards.left_out(str(ring_cards.CHOSEN_SINCE - 1))


LORE_NOW = str(ring_cards.RINGLORE_SINCE)


def at_weathertop(rgo: RoadGoesEverOn, **fields: Any) -> State:
    """Balin, a sage, with Aragorn II bearing a Fair Gold Ring at Weathertop (its card makes
    Information playable), Ringlore in hand; The One Ring, a Lesser Ring and the Magic Ring of
    Lore in the Ring deck."""
    return with_ring(rgo, "Balin", "Ringlore", **{
        "ring_deck": ids(rgo, "The One Ring", "Lesser Ring", "Magic Ring of Lore"), **fields})


def ringlore(rgo: RoadGoesEverOn, start: State, args: dict[str, Any]) -> Context[State]:
    lore, balin = ids(rgo, "Ringlore", "Balin")
    ctx = Context(rgo.at_version(LORE_NOW), Table(3, {}, start))
    rgo.at_version(LORE_NOW).decide(ctx, f"resource:{lore}:ringlore:{balin}", args)
    return ctx


@pytest.mark.rule("RGO-RING-3", "CoE-5.1")
def test_ringlore_puts_a_ring_of_the_deck_in_the_gold_rings_place_with_no_roll(
        rgo: RoadGoesEverOn) -> None:
    lore, balin, aragorn, gold, weathertop, one, lesser, magic = ids(
        rgo, "Ringlore", "Balin", "Aragorn II", "Fair Gold Ring", "Weathertop", "The One Ring",
        "Lesser Ring", "Magic Ring of Lore")
    start = at_weathertop(rgo)
    offered = [a for a in rgo.at_version(LORE_NOW).actions(start) if a.id.startswith("resource:")]
    # Offered on the sage (Aragorn is none), each argument named; no Skill token is held.
    assert [(a.id, a.params) for a in offered] == [(f"resource:{lore}:ringlore:{balin}", {
        "ring": f"the gold ring tested: {gold} (the first if left out)",
        "replacement": f"the ring of the Ring deck put in its place: {magic}, {lesser} (the "
                       "first if left out)"})]
    assert offered[0].candidates == {"ring": (gold,), "replacement": (magic, lesser)}
    ctx = ringlore(rgo, start, {})
    assert [(f.kind, f.get("character") or f.get("site")) for f in ctx.facts] == [
        ("ResourcePlayed", None), ("CharacterStateChanged", balin), ("SiteTapped", weathertop),
        ("GoldRingTested", aragorn), ("RingDeckSearched", None), ("RingPlayed", aragorn),
        ("DeckShuffled", None)]
    tested = ctx.facts[3]
    assert (tested["roll"], tested["kinds"], tested["by"]) == (None, ["Magic Ring"], balin)
    assert not any(f.kind == "DiceRolled" for f in ctx.facts)
    assert [i.card_id for c in ctx.state.characters if c.card_id == aragorn
            for i in c.items] == [magic]
    assert sorted(ctx.state.ring_deck) == sorted((one, lesser))
    # The named replacement is taken instead.
    chosen = ringlore(rgo, start, {"replacement": lesser})
    assert [i.card_id for c in chosen.state.characters if c.card_id == aragorn
            for i in c.items] == [lesser]


@pytest.mark.rule("RGO-RING-3", "CoE-5.1")
def test_ringlore_is_refused_for_the_one_ring_or_where_information_is_not_playable(
        rgo: RoadGoesEverOn) -> None:
    lore, balin, one, weathertop = ids(rgo, "Ringlore", "Balin", "The One Ring", "Weathertop")
    with pytest.raises(IllegalAction) as refused:
        ringlore(rgo, at_weathertop(rgo), {"replacement": one})
    assert refused.value.message == (
        f"Ringlore cannot be played for its ringlore mode: '{one}' is not a ring of the Ring "
        "deck it may play (The One Ring excepted).")
    # Not at a tapped site, nor at Rivendell, nor with only The One Ring in the deck.
    for start in (at_weathertop(rgo, tapped_sites=(weathertop,)),
                  at_weathertop(rgo, site=ids(rgo, "Rivendell")[0]),
                  at_weathertop(rgo, ring_deck=(one,))):
        assert not any(a.id.startswith("resource:")
                       for a in rgo.at_version(LORE_NOW).actions(start))
    ctx = Context(rgo.at_version(LORE_NOW), Table(3, {}, at_weathertop(rgo, ring_deck=(one,))))
    with pytest.raises(IllegalAction) as refused:
        rgo.at_version(LORE_NOW).decide(ctx, f"resource:{lore}:ringlore:{balin}", {})
    assert (refused.value.message, ctx.facts) == (
        "Ringlore cannot be played for its ringlore mode: the Ring deck holds no ring but The "
        "One Ring to replace the gold ring.", [])


@pytest.mark.rule("CoE-5.1")
def test_the_version_before_declares_ringlore(rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version(str(ring_cards.RINGLORE_SINCE - 1))
    assert [a.id for a in old.actions(at_weathertop(rgo)) if "resource:" in a.id] == [
        f"declare-resource:{ids(rgo, 'Ringlore')[0]}"]
