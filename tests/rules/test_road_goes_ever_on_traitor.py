"""The Road Goes Ever On from ``traitor.SINCE_VERSION``: Traitor, revealed from the Hazard Pile,
stays in play on no character (RGO-HAZ-2); at the next failed corruption check the character
turns traitor, the card is discarded, and an attack of one strike, his prowess plus 10, body
checks +1, is made on another character of his company, picked at random (RGO-TARGET-2), at
once up to traitor.ASKS_SINCE (test_road_goes_ever_on_traitor_nomination.py: from it, the attack
waits for the player's choices). The version before placed it on a character as a corruption
card of no points."""

from __future__ import annotations

from typing import Any

import pytest

from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import traitor
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import begin, company, ids, moving, state


def failing(rgo: RoadGoesEverOn, who: str, *names: str, modifier: int = -20,
            seed: int = 1) -> Context[State]:
    """A Traitor in play; ``who``, of a company of ``names``, checks corruption at
    ``modifier`` (-20: he fails, and is eliminated)."""
    at_once = rgo.at_version(str(traitor.ASKS_SINCE - 1))
    start = state(rgo, characters=company(rgo, *names), environments=(traitor.CARD,))
    ctx = Context(at_once, Table(seed, {}, start))
    character = start.character(ids(rgo, who)[0])
    assert character is not None
    at_once.machinery(start)[0].corruption_check(ctx, character, modifier, "CoE-7.1")
    return ctx


def kinds(facts: list[Fact]) -> list[str]:
    wanted = ("CorruptionChecked", "CharacterEliminated", "TraitorTurned",
              "EnvironmentDiscarded", "AttackDeclared", "StrikeAssigned", "StrikeResolved",
              "BodyChecked", "AttackEnded")
    return [f.kind for f in facts if f.kind in wanted]


def declared(facts: list[Fact]) -> list[dict[str, Any]]:
    return [f["attack"] for f in facts if f.kind == "AttackDeclared"]


@pytest.mark.rule("RGO-HAZ-2", "RGO-TARGET-2", "CoE-7.1")
def test_a_traitor_turns_at_the_next_failed_check_and_attacks_his_company(
        rgo: RoadGoesEverOn) -> None:
    legolas, aragorn, gimli = ids(rgo, "Legolas", "Aragorn II", "Gimli")
    ctx = failing(rgo, "Legolas", "Aragorn II", "Legolas", "Gimli")
    legolas_prowess = company(rgo, "Legolas")[0].effective_prowess
    # Legolas fails and leaves play; then he turns traitor, the card goes, and his attack is
    # made: one strike of his prowess plus 10, no body, on Aragorn or Gimli.
    assert kinds(ctx.facts)[:5] == ["CorruptionChecked", "CharacterEliminated",
                                    "TraitorTurned", "EnvironmentDiscarded", "AttackDeclared"]
    attack = declared(ctx.facts)[0]
    assert (attack["strikes"], attack["prowess"], attack["body"]) == (
        1, legolas_prowess + 10, None)
    struck = [f["character"] for f in ctx.facts if f.kind == "StrikeAssigned"]
    assert len(struck) == 1 and struck[0] in (aragorn, gimli)
    assert traitor.CARD not in ctx.state.environments
    assert traitor.CARD in ctx.state.hazard_discard
    # No marshalling points, whatever the strike's result: the attack has none.
    assert [f["marshalling_points"] for f in ctx.facts if f.kind == "AttackEnded"] == [0]
    # A strike that wounds has the body check +1.
    wounding = next(s for s in range(1, 40) if any(
        f.kind == "BodyChecked" for f in failing(rgo, "Legolas", "Aragorn II", "Legolas",
                                                 seed=s).facts))
    body = next(f for f in failing(rgo, "Legolas", "Aragorn II", "Legolas",
                                   seed=wounding).facts if f.kind == "BodyChecked")
    assert body["character"] == aragorn
    assert [(m["amount"], m["source"]) for m in body["check"]["modifiers"]
            if m["source"] == f"card:{traitor.CARD}"] == [(1, f"card:{traitor.CARD}")]
    # Its line names that +1 with the dice it moved, as it names any modifier recorded.
    dice = sum(body["check"]["dice"])
    assert rgo.narrate(body) == (
        f"Body check for Aragorn II: {dice} +1 (a traitor's attack) = {dice + 1}, "
        f"{'eliminated' if body['eliminated'] else 'survives'}.")
    assert body["roll"] == dice + 1


@pytest.mark.rule("RGO-HAZ-2", "CoE-7.1")
def test_a_traitor_waits_for_a_failure_and_attacks_no_one_when_alone(
        rgo: RoadGoesEverOn) -> None:
    # A check passed: the Traitor stays, no attack.
    ctx = failing(rgo, "Legolas", "Aragorn II", "Legolas", modifier=20)
    assert kinds(ctx.facts) == ["CorruptionChecked"]
    assert ctx.state.environments == (traitor.CARD,)
    # Alone in his company: he turns traitor, the card goes, no attack is made.
    alone = failing(rgo, "Legolas", "Legolas")
    assert kinds(alone.facts) == ["CorruptionChecked", "CharacterEliminated", "TraitorTurned",
                                  "EnvironmentDiscarded"]
    assert next(f for f in alone.facts if f.kind == "TraitorTurned")["attack"] is False
    assert alone.state.environments == ()


@pytest.mark.rule("RGO-HAZ-2", "RGO-TARGET-1")
def test_traitor_revealed_stays_in_play_and_the_version_before_places_it(
        rgo: RoadGoesEverOn) -> None:
    card = ids(rgo, "Traitor")[0]
    ctx = begin(rgo, moving(rgo, "Traitor"))
    played = next(f for f in ctx.facts if f.kind == "HazardEventPlayed")
    assert (played["card"], played["target"], played["counted"]) == (card, None, True)
    assert ctx.state.environments == (card,)
    assert ctx.state.permanent_hazards == ()
    old = rgo.at_version(str(traitor.SINCE_VERSION - 1))
    assert isinstance(old, RoadGoesEverOn)
    before = begin(old, moving(rgo, "Traitor"))
    assert [h for h, _ in before.state.permanent_hazards] == [card]
    assert before.state.environments == ()
    # Before, a failed check with a Traitor kept in play (as an environment) did nothing more.
    start = state(rgo, environments=(card,))
    ctx2 = Context(old, Table(1, {}, start))
    who = start.characters[1]
    old.machinery(start)[0].corruption_check(ctx2, who, -20, "CoE-7.1")
    assert "TraitorTurned" not in kinds(ctx2.facts)
