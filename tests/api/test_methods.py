"""A method a path does not take is a 405 whose ``Allow`` lists every method the path takes,
the literal path (``/games/import``) before a parameter's (``/games/{game_id}``); HEAD is
answered wherever GET is (a stream aside), with GET's status and headers and no body."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.api.conftest import start
from tests.api.test_errors import assert_problem


@pytest.mark.parametrize(("method", "path", "allowed"), [
    ("PUT", "/games", ["GET", "HEAD", "POST"]),
    ("PUT", "/challenges", ["GET", "HEAD", "POST"]),
    ("PUT", "/games/import", ["POST"]),
    ("GET", "/games/import", ["POST"]),
    ("GET", "/games/verify", ["POST"]),
    ("DELETE", "/players/me", ["GET", "HEAD"]),
    ("POST", "/healthz", ["GET", "HEAD"]),
    ("PUT", "/web/app.js", ["GET", "HEAD"]),  # the page's files, served by a mount
])
def test_a_method_a_path_does_not_take_is_405_naming_every_method_it_takes(
        client: TestClient, method: str, path: str, allowed: list[str]) -> None:
    answer = client.request(method, path)
    body = assert_problem(answer, 405, "method-not-allowed")
    assert answer.headers["allow"] == ", ".join(allowed)
    takes = " and ".join([", ".join(allowed[:-1]), allowed[-1]] if len(allowed) > 1
                         else allowed)
    assert body["detail"] == f"{method} is not allowed on {path}: it takes {takes}."


@pytest.mark.parametrize("path", ["/healthz", "/readyz", "/rulesets", "/", "/games"])
def test_head_is_answered_where_get_is_without_a_body(client: TestClient, path: str) -> None:
    got, head = client.get(path), client.head(path)
    assert (head.status_code, head.content) == (got.status_code, b"")
    assert head.headers["content-type"] == got.headers["content-type"]
    assert head.headers["content-length"] == got.headers["content-length"]


def test_head_of_a_game_answers_as_get_does_and_of_its_stream_is_405(
        client: TestClient, bilbo: dict[str, str]) -> None:
    game_id = start(client, bilbo)["game_id"]
    assert client.head(f"/games/{game_id}", headers=bilbo).status_code == 200
    # A private game without a token: as GET answers.
    assert client.head(f"/games/{game_id}").status_code == client.get(
        f"/games/{game_id}").status_code == 401
    stream = client.head(f"/games/{game_id}/stream", headers=bilbo)
    assert (stream.status_code, stream.headers["allow"]) == (405, "GET")
