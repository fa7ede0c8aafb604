"""``POST /decks/check``: a Balrog player's deck checked over HTTP as ``redbook deck check``
checks a file, each problem with its clause, nothing written."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from api.app import create_app
from api.config import store_env
from domain.cards.coe import import_coe
from domain.store.games import GameService

OPERATOR = "operator-secret-for-deck-tests"


@pytest.fixture(scope="module")
def client(coe_cards_path: Path) -> Iterator[TestClient]:
    """The app on the full card data (The Balrog's cards are not in the starter catalog)."""
    service = GameService(import_coe(coe_cards_path), uuid.uuid4,
                          env=store_env("sqlite://:memory:"))
    with TestClient(create_app(service=service, operator_token=OPERATOR)) as test_client:
        yield test_client
    service.close()


def games_listed(client: TestClient) -> int:
    """Every stored game (the operator sees them all)."""
    answer = client.get("/games", headers={"Authorization": f"Bearer {OPERATOR}"})
    assert answer.status_code == 200, answer.text
    return len(answer.json()["games"])


@pytest.mark.rule("BA-DECL-1", "BA-START-1")
def test_a_good_deck_has_no_problems_and_lists_the_rules_not_checked(
        client: TestClient) -> None:
    response = client.post("/decks/check", json={"starting": ["BA-3"],
                                                 "starting_sites": ["BA-93"]})
    assert response.status_code == 200, response.text
    found = response.json()
    assert found["balrog_player"] is True and found["problems"] == []
    assert sorted(found["unknown"]) == ["BA-DECK-1", "BA-LOC-1", "BA-PLAYER-1", "BA-PLAYER-2",
                                        "BA-WIN-2"]


@pytest.mark.rule("BA-DECL-1", "BA-START-1")
def test_a_bad_deck_names_each_problem_with_its_clause_and_nothing_is_written(
        client: TestClient) -> None:
    before = games_listed(client)
    response = client.post("/decks/check", json={
        "starting": ["BA-3"], "starting_sites": ["BA-93", "TW-380"], "extra": []})
    assert response.status_code == 200, response.text
    assert response.json()["problems"] == [
        "extra: not a part of a deck (the parts are starting, play, sideboard, locations, "
        "starting_sites)",
        "starting_sites: Carn Dûm (TW-380): a starting company begins at Moria or The "
        "Under-gates [BA-START-1]"]
    no_balrog = client.post("/decks/check", json={"play": ["TW-131"]}).json()
    assert no_balrog["balrog_player"] is False
    assert no_balrog["problems"] == ["the deck holds no The Balrog character card: it is no "
                                     "Balrog player's deck [BA-DECL-1]"]
    assert games_listed(client) == before


def test_a_body_that_is_not_json_is_refused(client: TestClient) -> None:
    response = client.post("/decks/check", content=b"{not json",
                           headers={"Content-Type": "application/json"})
    assert response.status_code == 400
    assert response.json()["code"] == "malformed-request"


SHAPE = ("a deck is a JSON object of card id lists by part (starting, play, sideboard, "
         "locations, starting_sites)")


@pytest.mark.parametrize(("body", "detail"), [
    (["BA-3"], SHAPE), ("deck", SHAPE),
    ({"starting": "BA-3"}, 'starting: a list of card ids, not the text "BA-3"'),
    ({"play": {"BA-3": 1}}, "play: a list of card ids, not an object"),
    ({"play": None}, "play: a list of card ids, not null"),
    ({"sideboard": ["BA-3", 3]}, "sideboard: a list of card ids (text), not one holding 3"),
])
def test_a_deck_of_the_wrong_shape_is_refused_by_name(client: TestClient, body: object,
                                                      detail: str) -> None:
    response = client.post("/decks/check", json=body)
    assert response.status_code == 422
    assert response.headers["content-type"] == "application/problem+json"
    assert response.json()["code"] == "invalid-deck"
    assert response.json()["detail"] == detail
