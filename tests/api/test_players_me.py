"""GET /players/me: who a token belongs to, so a page can check a pasted token and greet its
player; anything but a player's token is refused."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.api.conftest import OPERATOR_TOKEN


def test_a_token_tells_its_player(client: TestClient) -> None:
    registered = client.post("/players", json={"name": "Samwise"}).json()
    answer = client.get("/players/me", headers={"Authorization": f"Bearer {registered['token']}"})
    assert answer.status_code == 200
    assert answer.json() == {"id": registered["id"], "name": "Samwise"}


def test_no_token_a_wrong_one_or_the_operators_is_refused(client: TestClient) -> None:
    nobody = client.get("/players/me")
    assert (nobody.status_code, nobody.json()["code"]) == (401, "unauthorized")
    wrong = client.get("/players/me", headers={"Authorization": "Bearer not-a-token"})
    assert (wrong.status_code, wrong.json()["detail"]) == (
        401, "This token belongs to no player; register with POST /players.")
    operator = client.get("/players/me", headers={"Authorization": f"Bearer {OPERATOR_TOKEN}"})
    assert (operator.status_code, operator.json()["code"]) == (403, "forbidden")
