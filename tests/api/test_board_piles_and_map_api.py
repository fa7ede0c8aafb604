"""What the board view holds for the table to show: every ruleset's discard piles card by card
(public, the latest last) beside the counts it always gave; There and Back Again's map (its
row of regions, each site beneath, the counter, TBA-LAYOUT-1..5) and its threats with the
attacks counted towards each (TBA-HAZ-5..7); the Guise's score saying what its clock and its
uncapped points are. Games played here by each ruleset's automatic player, imported as their
records, read through ``GET /games/{id}`` and ``/score``."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from domain.cards import starter_catalog
from domain.chronicle import Chronicle
from domain.record import record_document
from domain.ruleset import make_ruleset


def played(ruleset: str, seed: int, until: str | None = None, most: int = 60) -> Chronicle:
    """The automatic player's game: until it records ``until`` (then one decision more, so
    the board is past it), else ``most`` decisions."""
    game = Chronicle.begin(make_ruleset(ruleset, starter_catalog()), seed, {})
    for _ in range(400 if until else most):
        if game.result() is not None or (until and any(r.kind == until for r in game.records)):
            break
        game.decide(*game.ruleset.policy(game.table.rules, game.actions()))
    return game


def board_of(client: TestClient, headers: dict[str, str], game: Chronicle) -> dict[str, Any]:
    imported = client.post("/games/import", headers=headers, json=record_document(game.records))
    assert imported.status_code == 201, imported.text
    view: dict[str, Any] = client.get(f"/games/{imported.json()['game_id']}",
                                      headers=headers).json()
    return view["board"]


def names(cards: Any) -> list[str]:
    catalog = starter_catalog()
    return [catalog.get(c).name for c in cards]


def test_there_and_back_again_shows_its_map_with_the_counter(client: TestClient,
                                                              bilbo: dict[str, str]) -> None:
    board = board_of(client, bilbo, played("there-and-back-again", 11, most=0))
    assert board["map"] == {"counter": "Bag End", "rule": "TBA-LAYOUT-1", "row": [
        {"region": "The Shire", "region_type": "Free-domain", "site": "Bag End",
         "site_type": "Free-hold"},
        {"region": "Arthedain", "region_type": "Wilderness", "site": "Ettenmoors",
         "site_type": "Ruins & Lairs"},
        {"region": "Rhudaur", "region_type": "Wilderness", "site": "Rivendell",
         "site_type": "Haven"},
        {"region": "High Pass", "region_type": "Wilderness", "site": "Goblin-gate",
         "site_type": "Shadow-hold"},
        {"region": "Anduin Vales", "region_type": "Border-land", "site": "Beorn’s House",
         "site_type": "Free-hold"},
        {"region": "Woodland Realm", "region_type": "Border-land",
         "site": "Thranduil’s Halls", "site_type": "Free-hold"},
        {"region": "Northern Rhovanion", "region_type": "Wilderness",
         "site": "The Lonely Mountain", "site_type": "Ruins & Lairs"}]}
    assert board["escalations"][0] == {
        "name": "Minions Stir", "rule": "TBA-HAZ-5", "counts": "Orc and Troll attacks",
        "attacks": 0, "in_effect_after": 2, "in_effect": False,
        "effect": "+1 strike and +1 prowess to every Orc and Troll attack for the rest of "
                  "the game"}
    assert [(e["name"], e["counts"], e["effect"]) for e in board["escalations"][1:]] == [
        ("Wake of War", "Wolf, Spider and Animal attacks",
         "+1 strike and +1 prowess to every Wolf, Spider and Animal attack for the rest of "
         "the game"),
        ("Plague of Wights", "Undead attacks",
         "+1 prowess to every Undead attack for the rest of the game")]


def test_there_and_back_again_counts_the_attacks_towards_each_threat(
        client: TestClient, bilbo: dict[str, str]) -> None:
    """Seed 11: the second Orc attack brings Minions Stir into effect (TBA-HAZ-5); the board
    counts the attacks declared of each kind as the rules do."""
    game = played("there-and-back-again", 11, until="ThreatInEffect")
    state = game.table.rules
    board = board_of(client, bilbo, game)
    stirred = next(e for e in board["escalations"] if e["name"] == "Minions Stir")
    assert (stirred["attacks"], stirred["in_effect"]) == (2, True)
    assert board["threats"] == ["Minions Stir"]
    assert [e["attacks"] for e in board["escalations"]] == [
        state.count(name) for name in ("Minions Stir", "Wake of War", "Plague of Wights")]
    assert board["map"]["counter"] == state.location
    assert board["discard_piles"] == {"resource_discard": names(state.resource_discard),
                                      "hazard_discard": names(state.hazard_discard)}
    assert len(board["discard_piles"]["hazard_discard"]) == board["hazard_discard"] > 0


def test_every_ruleset_lists_its_discard_piles(client: TestClient,
                                               bilbo: dict[str, str]) -> None:
    burglar = played("burglar", 2, most=60)
    board = board_of(client, bilbo, burglar)
    assert board["discard_piles"] == {
        "resource_discard": names(burglar.table.rules.resource_discard),
        "hazard_discard": names(burglar.table.rules.hazard_discard)}
    assert board["discard_piles"]["hazard_discard"] != []
    guise = played("necromancer", 7, most=40)
    board = board_of(client, bilbo, guise)
    assert board["discard_piles"]["hazard_discard"] == names(guise.table.rules.hazard_discard)
    assert len(board["discard_piles"]["hazard_discard"]) == board["hazard_discard"] > 0
    solitaire = board_of(client, bilbo, played("solitaire-v1", 3, most=40))
    assert {pile: len(cards) for pile, cards in solitaire["discard_piles"].items()} == {
        f"decks.{kind}.discard": counts["discard"] for kind, counts in solitaire["decks"].items()}
    road = played("road-goes-ever-on", 3, most=40)
    board = board_of(client, bilbo, road)
    state = road.table.rules
    assert board["discard_piles"] == {
        "decks.discard": names(state.discard), "decks.hazard_discard": names(state.hazard_discard),
        "long_event_discard": names(state.long_discard),
        "quest_discard": names(state.quest_discard)}
    assert (len(board["discard_piles"]["decks.discard"]),
            len(board["discard_piles"]["decks.hazard_discard"])) == (
        board["decks"]["discard"], board["decks"]["hazard_discard"])


def test_the_guise_score_says_what_its_clock_and_points_are(client: TestClient,
                                                            bilbo: dict[str, str]) -> None:
    imported = client.post("/games/import", headers=bilbo,
                           json=record_document(played("necromancer", 7, most=0).records))
    score = client.get(f"/games/{imported.json()['game_id']}/score", headers=bilbo).json()
    assert score["score"]["clock"] == 30
    assert score["score"]["about"] == {
        "uncapped": "the marshalling points of every type added up, before the half rule "
                    "(GON-WIN-2: on victory no more than half the total may come from one "
                    "type)",
        "total": "the marshalling points that count: the largest type counts no more than all "
                 "the others together (GON-WIN-2); the degree of victory is read from it "
                 "(GON-WIN-3..7)",
        "clock": "the cards left in the hazard deck: you lose when the last one is drawn "
                 "(GON-GEN-2, GON-WIN-8)",
        "degree_if_won_now": "the degree of victory the total would give if the game were won "
                             "now: the game is not won yet (GON-WIN-1), so there is no degree "
                             "of victory until it is (GON-WIN-3..7)"}
    assert (score["score"]["degree"], score["score"]["degree_if_won_now_clause"]) == (
        None, "GON-WIN-3")
