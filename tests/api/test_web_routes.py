"""The web table's routes, on SQLite and PostgreSQL: the page and its files come from the
package (nothing from another host), and the automatic player's suggestion is the ruleset's
own policy, refused for a finished game, another player's private game and a sealed entry."""

from __future__ import annotations

import re
from uuid import UUID

from fastapi.testclient import TestClient

from domain.store.games import GameService
from tests.api.conftest import OPERATOR_TOKEN, command, start

CUP = {"id": "web-cup", "title": "The Cup", "ruleset": "dice-race",
       "setup": {"goal": 20, "turns": 6}, "opens_at": "2020-01-01T00:00:00Z",
       "closes_at": "2100-01-01T00:00:00Z"}


def test_the_page_and_its_files_come_from_the_package(client: TestClient) -> None:
    page = client.get("/")
    assert page.status_code == 200
    assert page.headers["content-type"] == "text/html; charset=utf-8"
    loaded = re.findall(r'<(?:script|link)[^>]+(?:src|href)="([^"]+)"', page.text)
    # The icon too: without it a browser asks for /favicon.ico, which is not served.
    assert loaded == ["/web/icon.svg", "/web/style.css", "/web/app.js"]
    kinds = {"/web/icon.svg": "image/svg+xml", "/web/style.css": "text/css",
             "/web/app.js": "text/javascript"}
    for path in loaded:
        answer = client.get(path)
        assert answer.status_code == 200
        assert answer.headers["content-type"].split(";")[0] == kinds[path]
        # An SVG's namespace is a name, not an address anything is loaded from.
        text = answer.text.replace('xmlns="http://www.w3.org/2000/svg"', "")
        assert "http://" not in text and "https://" not in text
    assert "Council of Elrond" in page.text


def test_the_suggestion_is_the_rulesets_policy(client: TestClient, service: GameService,
                                               bilbo: dict[str, str]) -> None:
    game = start(client, bilbo, ruleset="there-and-back-again", seed=7, setup={})
    game_id = game["game_id"]
    played = 0
    while played < 5:
        suggestion = client.get(f"/games/{game_id}/suggestion", headers=bilbo).json()
        chronicle = service.load(UUID(game_id))
        action, args = chronicle.ruleset.policy(chronicle.table.rules, chronicle.actions())
        labels = {a.id: a.label for a in chronicle.actions()}
        assert suggestion == {"game_id": game_id, "version": chronicle.version,
                              "action": action, "args": args, "label": labels[action]}
        answer = command(client, bilbo, game_id, action, chronicle.version, **args)
        assert answer.status_code == 200, answer.text
        played += 1


def test_no_suggestion_for_a_finished_game(client: TestClient, bilbo: dict[str, str]) -> None:
    game = start(client, bilbo)
    version = game["version"]
    while True:
        actions = client.get(f"/games/{game['game_id']}/actions", headers=bilbo).json()
        if not actions["actions"]:
            break
        version = command(client, bilbo, game["game_id"], "run", actions["version"]).json()[
            "version"]
    answer = client.get(f"/games/{game['game_id']}/suggestion", headers=bilbo)
    assert (answer.status_code, answer.json()["code"]) == (409, "game-over")
    assert answer.json()["detail"] == (
        f"Game {game['game_id']} has no legal action to choose: it is over.")
    assert client.get(f"/games/{game['game_id']}", headers=bilbo).json()["version"] == version


def test_no_suggestion_for_another_players_game_or_a_sealed_entry(
        client: TestClient, bilbo: dict[str, str], frodo: dict[str, str]) -> None:
    game = start(client, bilbo)
    other = client.get(f"/games/{game['game_id']}/suggestion", headers=frodo)
    assert (other.status_code, other.json()["code"]) == (403, "forbidden")

    operator = {"Authorization": f"Bearer {OPERATOR_TOKEN}"}
    assert client.post("/challenges", headers=operator, json=CUP).status_code == 201
    entry = client.post("/challenges/web-cup/entries", headers=bilbo).json()["game_id"]
    sealed = client.get(f"/games/{entry}/suggestion", headers=bilbo)
    assert (sealed.status_code, sealed.json()["code"]) == (403, "challenge-sealed")
    assert sealed.json()["detail"] == (
        f"Game {entry} is an entry of a challenge whose seed is sealed: it cannot be given the "
        "automatic player's choice before the challenge closes.")


def test_cards_by_id_and_name_give_their_catalog_facts(client: TestClient,
                                                      service: GameService) -> None:
    answer = client.get("/cards", params=[("id", "TW-77"), ("id", "NO-1"), ("id", "TW-77"),
                                          ("id", "TW-123"), ("name", "sting"),
                                          ("name", "untapped")])
    assert answer.status_code == 200
    catalog = service.catalog
    assert answer.json() == {
        "cards": {"TW-77": catalog.get("TW-77").to_json(),
                  "TW-123": catalog.get("TW-123").to_json(),
                  "sting": catalog.find("Sting").to_json()},
        "unknown": ["NO-1", "untapped"]}
    assert [catalog.get(i).name for i in ("TW-77", "TW-123")] == ["Orc-warriors", "Balin"]


ASK = "give one or more cards to look up: id=TW-77 or name=Sting, each repeated for more"
#: What a parameter /cards does not take is told, as on every route.
OTHER = "not a parameter here: it takes id and name"


def test_cards_asked_for_by_nothing_or_by_another_parameter_are_told_what_to_give(
        client: TestClient) -> None:
    answers = [client.get("/cards"), client.get("/cards", params={"ids": "TW-99999"}),
               client.get("/cards", params=[("id", "TW-77"), ("Name", "Sting"),
                                            ("ids", "x")])]
    assert [(a.status_code, a.json()["code"], a.json()["detail"], a.json()["errors"])
            for a in answers] == [
        (422, "invalid-request", f"id: {ASK}.", [{"field": "id", "in": "query",
                                                  "message": ASK}]),
        (422, "invalid-request", f"ids: {OTHER}.",
         [{"field": "ids", "in": "query", "message": OTHER}]),
        (422, "invalid-request", f"Name: {OTHER}. (1 more problem below.)",
         [{"field": "Name", "in": "query", "message": OTHER},
          {"field": "ids", "in": "query", "message": OTHER}])]


def test_cards_refuse_more_than_two_hundred_at_once(client: TestClient) -> None:
    answer = client.get("/cards", params=[("name", f"card {n}") for n in range(201)])
    assert answer.status_code == 422
    assert answer.json()["errors"][0]["field"] == "name"
