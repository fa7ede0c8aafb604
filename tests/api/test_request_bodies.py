"""A request body that is no JSON, or not sent as JSON, is refused alike on every route that
reads one: the same status, code and sentence, whether the route reads a game, a deck or a
command; and nothing is written."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from domain.store.games import GameService
from tests.api.conftest import start
from tests.api.test_errors import assert_problem

#: Every route that reads a body, by a template of its path.
BODY_ROUTES = ["/games", "/players", "/challenges", "/games/{game}/commands",
               "/games/{game}/undo", "/games/{game}/forks", "/decks/check", "/games/import",
               "/games/verify", "/challenges/cup/uploads"]

NOT_JSON = [
    (b'{"a":"\xff"}', "not JSON: not UTF-8 text (byte 0xff at position 6)"),
    (b'{"a": ' + b"7" * 5000 + b"}", "not read: it holds a number of more than 4300 digits"),
    (b"{", "not JSON: cut short, it ends unfinished (at line 1, column 2)"),
    (b'{"a": NaN}', "not JSON: NaN is not JSON"),
    (b"\xff\xfe" + '{"a": 1}'.encode("utf-16-le"), "not JSON: UTF-16 text (save it as UTF-8)"),
]


@pytest.fixture
def paths(client: TestClient, bilbo: dict[str, str]) -> list[str]:
    game = start(client, bilbo)["game_id"]
    return [path.format(game=game) for path in BODY_ROUTES]


@pytest.mark.parametrize(("body", "why"), NOT_JSON)
def test_a_body_that_is_no_json_is_400_alike_on_every_route(
        client: TestClient, bilbo: dict[str, str], service: GameService, paths: list[str],
        body: bytes, why: str) -> None:
    before = service.recorder.max_notification_id()
    for path in paths:
        for kind in ({"content-type": "application/json"}, {}):
            refused = assert_problem(client.post(path, content=body, headers={**bilbo, **kind}),
                                     400, "malformed-request")
            assert refused["detail"] == f"The request body is {why}.", path
    assert service.recorder.max_notification_id() == before


def test_a_body_not_sent_as_json_or_none_is_422_alike_on_every_route(
        client: TestClient, bilbo: dict[str, str], service: GameService,
        paths: list[str]) -> None:
    """One content-type rule: a body is read as JSON when sent as ``application/json`` (or a
    ``+json`` type) or with no type; text/plain is refused, the upload of a game file too."""
    before = service.recorder.max_notification_id()
    for path in paths:
        for body in (b'{"format": "redbook-game/1"}', b"not json"):
            refused = assert_problem(client.post(path, content=body, headers={
                **bilbo, "content-type": "text/plain"}), 422, "invalid-request")
            assert refused["detail"] == ("body: a JSON object is needed, sent as Content-Type: "
                                         "application/json."), path
        missing = assert_problem(client.post(path, content=b"", headers={
            **bilbo, "content-type": "application/json"}), 422, "invalid-request")
        assert missing["detail"] == "body: missing: send a JSON object.", path
    assert service.recorder.max_notification_id() == before
