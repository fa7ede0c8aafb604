"""The Road's words a player reads, in real games of the ruleset: the hand limit as it is, an
Environment's second long-event roll, a hazard's mode picked told by what it does, an
encounter roll with its Under-deeps +1, an excess strike's share of a strike roll, the clause
each choice is grouped under (a Haven's exploring, a tapped Brave character's strike),
staying untapped before a strike is given, and an Under-deeps move no roll can fail. Words
and captions only: the facts recorded are the same (tests/unit/test_pinned_games.py)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ENVIRONMENT_REROLL, ORGANIZATION, SITE
from tests.rules.rgo_support import begin, card, company, ids, moving, settle, state

WORDS = "the words of a line or a choice; the rules and the facts recorded are unchanged"


@pytest.mark.rule("RGO-ABIL-9", "RGO-GEN-2")
def test_the_discard_line_says_the_real_hand_limit(rgo: RoadGoesEverOn) -> None:
    hand = ids(rgo, "Dodge", "Block", "Dodge", "Block", "Dodge", "Block", "Dodge")
    away = state(rgo, site=card(rgo, "Bree"), hand=hand,
                 characters=company(rgo, "Bilbo", "Balin"))
    lines = []
    for at in (away, replace(away, site=card(rgo, "Rivendell"))):
        ctx = Context(rgo, Table(1, {}, at))
        assert rgo.machinery(at)[0].discard_to_hand_size(ctx, "RGO-GEN-4", then="end-turn")
        lines.append(rgo.narrate(ctx.facts[-1]))
    # Bilbo away from a Haven keeps six; at Rivendell the hand is five again.
    assert lines == ["Discard 1 card down to the hand limit of 6.",
                     "Discard 2 cards down to the hand limit of 5."]


@pytest.mark.not_a_rule(WORDS)
def test_the_environment_reroll_phase_is_told_in_plain_words(rgo: RoadGoesEverOn) -> None:
    began = Fact("PhaseBegan", {"phase": ENVIRONMENT_REROLL}, "RGO-LONG-3")
    assert rgo.narrate(began) == ("The long-event revealed is an Environment: the player may "
                                  "roll again for another long-event.")
    assert rgo.narrate(Fact("PhaseBegan", {"phase": SITE}, None)) == "The site phase begins."


@pytest.mark.not_a_rule(WORDS)
def test_a_hazard_mode_picked_at_random_is_told_by_what_it_does(rgo: RoadGoesEverOn) -> None:
    picked = Fact("RandomPicked", {"stream": "modes", "index": 0, "next": 1, "among": 2,
                                   "value": 0, "chosen": "prowess",
                                   "purpose": "the mode of Weariness of the Heart"}, "RGO-HAZ-2")
    assert rgo.narrate(picked) == ("Chance picks what Weariness of the Heart does: modify the "
                                   "character's prowess until the end of the turn (-1).")
    other = Fact("RandomPicked", {"stream": "targets", "index": 0, "next": 1, "among": 2,
                                  "value": 1, "chosen": "prowess", "purpose": "the strike"})
    assert rgo.narrate(other) == "prowess is picked at random for the strike."


@pytest.mark.rule("RGO-UDEEP-1")
def test_an_under_deeps_encounter_roll_shows_its_plus_one(rgo: RoadGoesEverOn) -> None:
    moria = card(rgo, "Moria")
    made = {"dice": [6, 5], "roll": {"stream": "dice", "index": 3},
            "modifiers": [{"amount": 1, "source": f"card:{moria}", "why": "Moria is Under-deeps",
                           "clause": "RGO-UDEEP-1"}], "total": 12, "table": "shadow-hold",
            "rows": []}
    row = {"site": moria, "table": "shadow-hold", "roll": 12, "row": "12", "effect": "usual",
           "modified_by": "RGO-UDEEP-1"}
    assert rgo.narrate(Fact("SiteEncounter", {**row, "table_roll": made}, "RGO-SITE-4")) == (
        "Site encounter (Shadow-hold, rolled 6 + 5 + 1 (Moria is Under-deeps) = 12): 12.")
    # A version that recorded no table roll names the +1 from the clause it recorded.
    assert rgo.narrate(Fact("SiteEncounter", row, "RGO-SITE-4")) == (
        "Site encounter (Shadow-hold, rolled 12, with +1 for an Under-deeps site): 12.")


@pytest.mark.rule("CoE-3.iv.2")
def test_a_strike_line_shows_the_excess_strikes_share(rgo: RoadGoesEverOn) -> None:
    ctx = begin(rgo, moving(rgo, "Wolves", characters=company(rgo, "Aragorn II")))
    settle(rgo, ctx)
    strike = next(f for f in ctx.facts if f.kind == "StrikeResolved")
    # Aragorn's 6, -2 for Wolves' two strikes beyond the one he faces.
    assert rgo.narrate(strike) == (
        "Aragorn II rolls: dice 5, prowess with modifiers +4 (of which -2 for excess strikes), "
        "total 9, against the strike's 8: Aragorn II defeats the strike.")


@pytest.mark.rule("RGO-SITE-1", "RGO-SITE-4")
def test_exploring_is_grouped_under_the_clause_it_follows(rgo: RoadGoesEverOn) -> None:
    def explore(site: str) -> str | None:
        at = state(rgo, phase=SITE, site=card(rgo, site))
        return next(a.rule for a in rgo.actions(at) if a.id == "explore")

    # A Haven rolls nothing without its own table; a Ruins & Lairs rolls on RGO-SITE-4's.
    assert (explore("Rivendell"), explore("Weathertop")) == ("RGO-SITE-1", "RGO-SITE-4")


@pytest.mark.rule("RGO-CHAR-3")
def test_a_tapped_brave_characters_strike_is_offered_under_the_brave_clause(
        rgo: RoadGoesEverOn) -> None:
    trio = company(rgo, "Balin", "Glóin", "Gimli")
    trio = tuple(c if c.name == "Balin" else c.with_state("tapped") for c in trio)
    ctx = begin(rgo, moving(rgo, "Wolves", "Crebain", "Wargs", characters=trio))
    balin, gimli = ids(rgo, "Balin", "Gimli")
    assert [(a.id, a.rule) for a in rgo.actions(ctx.state) if a.id.startswith("assign:")] == [
        (f"assign:{balin}", "CoE-3.ii"), (f"assign:{gimli}", "RGO-CHAR-3")]


@pytest.mark.rule("CoE-3.iv.3", "RGO-ABIL-36")
def test_staying_untapped_says_whether_the_strike_is_given_yet(rgo: RoadGoesEverOn) -> None:
    ctx = begin(rgo, moving(rgo, "Wargs", characters=company(rgo, "Legolas", "Aragorn II")))
    legolas, aragorn = ids(rgo, "Legolas", "Aragorn II")

    def stands() -> dict[str, str]:
        return {a.id: a.label for a in rgo.actions(ctx.state) if a.id.startswith("stand:")}

    assert stands()[f"stand:{legolas}"] == (
        "Legolas, if given a strike, faces it without tapping, at -2 prowess")
    rgo.decide(ctx, f"assign:{legolas}", {})
    assert stands() == {
        f"stand:{legolas}": "Legolas faces the strike given without tapping, at -2 prowess",
        f"stand:{aragorn}": "Aragorn II, if given a strike, faces it without tapping, at -3 "
                            "prowess"}


@pytest.fixture(scope="module")
def deep(starter, coe_cards_path: Path) -> RoadGoesEverOn:  # type: ignore[no-untyped-def]
    from tests.rules.rgo_support import with_coe_cards

    return with_coe_cards(starter, coe_cards_path, ("The Under-grottos", "Goblin-gate"))


@pytest.mark.rule("BA-UDMOVE-3")
def test_an_under_deeps_move_no_roll_can_fail_says_so(deep: RoadGoesEverOn) -> None:
    base = state(deep, phase=ORGANIZATION, site=card(deep, "The Under-grottos"),
                 site_deck=(card(deep, "Goblin-gate"),))
    at = replace(base, options={**base.options, "under_deeps": True})
    assert [a.label for a in deep.actions(at) if a.id.startswith("move:")] == [
        "Move to Goblin-gate by the Under-deeps (no roll needed: any roll of 2D6 goes on)"]
