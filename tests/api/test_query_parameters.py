"""A query parameter a route does not take, or one that takes one value given twice, is a 422
naming it on every route (a misspelt ``onwer=me`` is not an answer about all games); and a
version the game has not reached, named by ``after``, is a 409 alike on the log, the
narrative and the stream."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.api.conftest import start
from tests.api.test_errors import assert_problem

GAMES_TAKES = "owner, ruleset, state, visibility, parent, limit and cursor"


@pytest.mark.parametrize(("path", "field", "message"), [
    ("/games?onwer=me", "onwer", f"not a parameter here: it takes {GAMES_TAKES}"),
    ("/games?limit=1&limit=2", "limit", "given 2 times: it takes one value"),
    ("/healthz?verbose=1", "verbose", "not a parameter here: it takes none"),
    ("/cards?id=TW-77&foo=1", "foo", "not a parameter here: it takes id and name"),
    ("/rulesets?ruleset=dice-race", "ruleset", "not a parameter here: it takes none"),
])
def test_a_parameter_not_taken_or_given_twice_is_422_naming_it(
        client: TestClient, path: str, field: str, message: str) -> None:
    body = assert_problem(client.get(path), 422, "invalid-request")
    assert body["errors"] == [{"field": field, "in": "query", "message": message}]
    assert body["detail"] == f"{field}: {message}."


def test_parameters_of_a_game_s_routes_are_held_to_what_each_takes(
        client: TestClient, bilbo: dict[str, str]) -> None:
    game_id = start(client, bilbo)["game_id"]
    wrong = assert_problem(client.get(f"/games/{game_id}/events?afterr=1", headers=bilbo), 422,
                           "invalid-request")
    assert wrong["detail"] == "afterr: not a parameter here: it takes after and limit."
    twice = assert_problem(client.get(f"/games/{game_id}?version=1&version=2", headers=bilbo),
                           422, "invalid-request")
    assert twice["detail"] == "version: given 2 times: it takes one value."
    # A list parameter is given by repeating it; the page's own address takes any query.
    assert client.get("/cards?id=TW-77&id=TW-123").status_code == 200
    assert client.get("/?from=a-link").status_code == 200
    assert client.get(f"/games/{game_id}/events?after=1&limit=1",
                      headers=bilbo).status_code == 200


@pytest.mark.parametrize(("route", "verb"), [("events", "read"), ("narrative", "read"),
                                             ("stream", "watch")])
def test_after_a_version_the_game_has_not_reached_is_409_on_every_reader(
        client: TestClient, bilbo: dict[str, str], route: str, verb: str) -> None:
    game_id = start(client, bilbo)["game_id"]
    version = client.get(f"/games/{game_id}", headers=bilbo).json()["version"]
    body = assert_problem(client.get(f"/games/{game_id}/{route}?after={version + 1}",
                                     headers=bilbo), 409, "version-not-reached")
    assert (body["expected_version"], body["current_version"]) == (version + 1, version)
    assert body["detail"] == (
        f"The game is only at version {version}; after {version + 1} names a version it has "
        f"not reached: {verb} from {version} or earlier.")


def test_after_the_game_s_own_version_is_an_empty_page(
        client: TestClient, bilbo: dict[str, str]) -> None:
    game_id = start(client, bilbo)["game_id"]
    version = client.get(f"/games/{game_id}", headers=bilbo).json()["version"]
    events = client.get(f"/games/{game_id}/events?after={version}", headers=bilbo).json()
    lines = client.get(f"/games/{game_id}/narrative?after={version}", headers=bilbo).json()
    assert (events["events"], events["next_after"]) == ([], None)
    assert (lines["lines"], lines["next_after"]) == ([], None)
