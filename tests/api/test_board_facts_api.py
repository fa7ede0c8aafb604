"""What the boards of the Hobbit scenarios and The Road Goes Ever On show of their characters
and of the strike under way, read through ``GET /games/{id}``: each character's race, skills,
mind and direct influence and his corruption points, the items he bears with whether each is
tapped, the corruption cards on him with their points; Guise of the Necromancer's influence
left with where it comes from (the Wizard's direct influence pooled, GON-SETUP-10); and the
strike under way with the defender's prowess and every modifier in force (Risky Blow, support,
staying untapped, a bonus against the attacker's race), the strike's and the roll it needs:
the numbers the roll then counts (``StrikeResolved``).

Each game is the automatic player's from a seed, played in this process to the moment wanted
and its decisions sent to the API, so a ruleset's next version moving the moment does not break
the test."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient

from domain.cards import starter_catalog
from domain.chronicle import Chronicle
from domain.ruleset import make_ruleset
from domain.rulesets.there_and_back_again.decks import di_bonus
from tests.api.conftest import command, start
from tests.support import policy_decisions, send_decisions

ELVEN_CLOAK, LURE_OF_THE_SENSES = "TW-225", "TW-60"
Board = dict[str, Any]


def played_until(client: TestClient, headers: dict[str, str], ruleset: str, seed: int,
                 until: Callable[[Chronicle], bool]) -> tuple[str, int]:
    """A game of ``ruleset`` from ``seed`` started through the API, with the decisions the
    automatic player makes until ``until`` holds of the same game played here; its id and
    version."""
    game = Chronicle.begin(make_ruleset(ruleset, starter_catalog()), seed, {})
    started = start(client, headers, ruleset=ruleset, seed=seed, setup={})
    game_id = started["game_id"]
    version = send_decisions(client, headers, game_id, policy_decisions(game, until),
                             started["version"])
    assert version == game.version
    return game_id, version


def board_of(client: TestClient, headers: dict[str, str], game_id: str) -> Board:
    found: Board = client.get(f"/games/{game_id}", headers=headers).json()["board"]
    return found


def striking(game: Chronicle) -> Any:
    board = game.ruleset.board(game.table.rules)
    fight = board.get("combat") or board.get("attack")
    return fight.get("strike") if fight else None


def offered(game: Chronicle, prefix: str) -> bool:
    return any(a.id.startswith(prefix) for a in game.actions())


def decide(client: TestClient, headers: dict[str, str], game_id: str, action: str,
           version: int) -> int:
    sent = command(client, headers, game_id, action, version)
    assert sent.status_code == 200, sent.text
    after: int = sent.json()["version"]
    return after


def rolled(client: TestClient, headers: dict[str, str], game_id: str,
           version: int) -> dict[str, Any]:
    """The defender rolls: the strike's ``StrikeResolved``."""
    decide(client, headers, game_id, "roll", version)
    events = client.get(f"/games/{game_id}/events?after={version}", headers=headers).json()
    resolved: dict[str, Any] = next(e["data"] for e in events["events"]
                                    if e["kind"] == "StrikeResolved")
    return resolved


def assert_rolled_as_shown(shown: Board, resolved: dict[str, Any]) -> None:
    assert (resolved["character"], resolved["prowess"], resolved["strike"]) == (
        shown["character"], shown["prowess"], shown["strike"])
    assert [m["amount"] for m in resolved["check"]["modifiers"]] == [
        p["amount"] for p in shown["prowess_from"]]
    assert (resolved["roll"] >= shown["roll_needed"]) == (resolved["result"] == "failed")


@pytest.mark.rule("TBA-COMP-5", "TBA-HAZ-4")
def test_there_and_back_again_shows_each_characters_race_skills_mind_and_influence(
        client: TestClient, bilbo: dict[str, str]) -> None:
    game = start(client, bilbo, ruleset="there-and-back-again", seed=15, setup={})
    company = board_of(client, bilbo, game["game_id"])["company"]
    catalog = starter_catalog()
    assert len(company) == 14
    for shown in company:
        card = catalog.get(shown["id"])
        assert (shown["race"], shown["skills"], shown["mind"], shown["direct_influence"],
                shown["corruption"], shown["items"]) == (
            card.race, list(card.skills), card.mind, (card.direct_influence or 0)
            + di_bonus(card), 0, [])
    thorin = next(c for c in company if c["name"] == "Thorin II")
    assert (thorin["race"], thorin["mind"], thorin["direct_influence"]) == ("Dwarf", 8, 3)


@pytest.mark.rule("CoE-3.iv.3", "CoE-3.iv.4", "CoE-3.iv.5", "CoE-3.iv.6")
def test_there_and_back_again_strike_shows_risky_blow_support_and_staying_untapped(
        client: TestClient, bilbo: dict[str, str]) -> None:
    """Seed 15: Glóin faces Orc-lieutenant's strike (7); he has +1 against Orcs."""
    game_id, version = played_until(client, bilbo, "there-and-back-again", 15, lambda g: bool(
        striking(g)) and offered(g, "play:TW-319:strike:"))
    before = board_of(client, bilbo, game_id)["combat"]
    gloin = before["facing"]
    assert before["strike"]["prowess_from"] == [
        {"amount": 5, "from": "Glóin's prowess"},
        {"amount": 1, "from": "Glóin's +1 prowess against Orcs"}]
    version = decide(client, bilbo, game_id, f"play:TW-319:strike:{gloin}", version)
    version = decide(client, bilbo, game_id, "support:TW-183", version)
    version = decide(client, bilbo, game_id, "stay-untapped", version)
    shown = board_of(client, bilbo, game_id)["combat"]["strike"]
    assert shown == {
        "character": gloin, "prowess": 7,
        "prowess_from": [{"amount": 5, "from": "Glóin's prowess"},
                         {"amount": 1, "from": "Thorin II supports"},
                         {"amount": -3, "from": "stays untapped"},
                         {"amount": 3, "from": "Risky Blow played on the strike"},
                         {"amount": 1, "from": "Glóin's +1 prowess against Orcs"}],
        "strike": 7, "strike_from": [{"amount": 7, "from": "the attack's prowess"}],
        "supporters": ["TW-183"], "stays_untapped": True, "excess_strikes": 0,
        "roll_needed": 2}
    assert_rolled_as_shown(shown, rolled(client, bilbo, game_id, version))


@pytest.mark.rule("BWJ-SEQ-14", "CoE-2.I.1")
def test_burglar_shows_the_elven_cloak_tapped(client: TestClient,
                                              bilbo: dict[str, str]) -> None:
    """Seed 1: Bilbo may tap his Elven Cloak to cancel a strike; it shows tapped after."""
    cancel = f"use:{ELVEN_CLOAK}:TW-131:cancel"
    game_id, version = played_until(client, bilbo, "burglar", 1,
                                     lambda g: offered(g, cancel))
    bilbo_shown = board_of(client, bilbo, game_id)["company"][0]
    assert (bilbo_shown["race"], bilbo_shown["skills"], bilbo_shown["mind"]) == (
        "Hobbit", ["scout", "sage"], 5)
    assert bilbo_shown["items"] == [{"id": ELVEN_CLOAK, "name": "Elven Cloak",
                                     "tapped": False}]
    decide(client, bilbo, game_id, cancel, version)
    assert board_of(client, bilbo, game_id)["company"][0]["items"] == [
        {"id": ELVEN_CLOAK, "name": "Elven Cloak", "tapped": True}]


@pytest.mark.rule("GON-SETUP-10", "CoE-7.1")
def test_necromancer_shows_corruption_cards_and_the_influence_left(
        client: TestClient, bilbo: dict[str, str]) -> None:
    """Seed 2: Lure of the Senses on Radagast."""
    game_id, _ = played_until(client, bilbo, "necromancer", 2, lambda g: any(
        g.table.rules.corruption) and g.table.rules.phase == "organization")
    board = board_of(client, bilbo, game_id)
    radagast, haldir, celeborn, sam = board["companies"][0]["characters"]
    assert radagast["corruption_cards"] == [{"id": LURE_OF_THE_SENSES,
                                             "name": "Lure of the Senses",
                                             "corruption_points": 2}]
    # His corruption: the Dagger's 1 and the Lure's 2.
    assert (radagast["corruption"], radagast["items"]) == (
        3, [{"id": "TW-206", "name": "Dagger of Westernesse", "tapped": False}])
    # A Wizard's card prints no mind: the board shows the 12 the target picks rank him by.
    assert (radagast["race"], radagast["mind"], radagast["direct_influence"]) == (
        "Wizard", 12, 10)
    assert celeborn["corruption_cards"] == []
    assert board["general_influence"] == {
        "left": 2, "left_from": [
            {"amount": 5, "from": "general influence"},
            {"amount": 10, "from": "Radagast's direct influence, pooled with it"},
            {"amount": -(haldir["mind"] + celeborn["mind"] + sam["mind"]),
             "from": "the minds of Haldir, Celeborn, Sam Gamgee"}],
        "rule": "GON-SETUP-10"}


@pytest.mark.rule("CoE-3.iv.4", "CoE-3.iv.6")
def test_necromancer_strike_shows_its_supporters(client: TestClient,
                                                 bilbo: dict[str, str]) -> None:
    """Seed 6: Celeborn faces Huorn's strike (10); Radagast and Haldir support him."""
    game_id, version = played_until(client, bilbo, "necromancer", 6,
                                    lambda g: bool(striking(g)) and offered(g, "support:"))
    version = decide(client, bilbo, game_id, "support:TW-178", version)
    version = decide(client, bilbo, game_id, "support:TW-164", version)
    attack = board_of(client, bilbo, game_id)["attack"]
    shown = attack["strike"]
    assert (attack["supporters"], shown["supporters"]) == (
        ["Radagast", "Haldir"], ["TW-178", "TW-164"])
    assert shown["prowess_from"] == [{"amount": 6, "from": "Celeborn's prowess"},
                                     {"amount": 1, "from": "Radagast supports"},
                                     {"amount": 1, "from": "Haldir supports"}]
    assert (shown["prowess"], shown["strike"], shown["roll_needed"]) == (8, 10, 3)
    assert_rolled_as_shown(shown, rolled(client, bilbo, game_id, version))


@pytest.mark.rule("RGO-HAZ-2", "CoE-7.1")
def test_the_road_shows_race_tapped_items_and_corruption_cards_with_points(
        client: TestClient, bilbo: dict[str, str]) -> None:
    """Seed 1: Lure of the Senses on Aragorn II (on Legolas at version 211); seed 6:
    Legolas's Elven Cloak tapped."""
    game_id, _ = played_until(client, bilbo, "road-goes-ever-on", 1, lambda g: any(
        g.table.rules.permanent_hazards))
    aragorn = board_of(client, bilbo, game_id)["company"][0]
    assert [i["name"] for i in aragorn["items"]] == ["Dagger of Westernesse", "Elven Cloak"]
    assert (aragorn["name"], aragorn["race"], aragorn["hazards"], aragorn["corruption"]) == (
        "Aragorn II", "Dúnadan", [{"id": LURE_OF_THE_SENSES, "name": "Lure of the Senses",
                                   "corruption_points": 2}], 4)
    game_id, _ = played_until(client, bilbo, "road-goes-ever-on", 6, lambda g: any(
        g.table.rules.tapped_items))
    legolas = board_of(client, bilbo, game_id)["company"][0]
    assert (legolas["name"], legolas["items"]) == (
        "Legolas", [{"id": ELVEN_CLOAK, "name": "Elven Cloak", "tapped": True}])
