"""``GET /games/{id}/actions`` lists the cards a palantír's power may take (``candidates``), in
a game of There and Back Again reaching a use of the Palantír of Annúminas
(tests/palantir_game.py): the "sage only" cards of the play deck and the discard pile, and
nothing else; another is refused, the one named taken into the hand."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.api.conftest import command
from tests.palantir_game import FAR_SIGHT, USE, USE_STONE, palantir_open

DAGGER = "TW-206"  # Dagger of Westernesse, of the resource deck: not "sage only"


def test_a_palantir_s_use_lists_the_cards_its_power_may_take(
        client: TestClient, bilbo: dict[str, str]) -> None:
    game = palantir_open(client, bilbo)
    answer = client.get(f"/games/{game}/actions", headers=bilbo).json()
    use = next(a for a in answer["actions"] if a["id"] == USE_STONE)
    assert use["label"] == "Bilbo uses Palantír of Annúminas (Use Palantír played on him this turn)"
    assert list(use["params"]) == ["card"]
    assert use["candidates"] == {"card": [USE, FAR_SIGHT]}
    version = client.get(f"/games/{game}", headers=bilbo).json()["version"]
    # A card not listed is refused, naming the stone, and nothing is written.
    refused = command(client, bilbo, game, USE_STONE, version, card=DAGGER)
    assert (refused.status_code, refused.json()["clause"]) == (422, "CoE-6.1")
    assert refused.json()["detail"].startswith("Palantír of Annúminas: name a \"sage only\" card")
    played = command(client, bilbo, game, USE_STONE, version, card=FAR_SIGHT)
    assert played.status_code == 200, played.text
    events = played.json()["events"]
    assert events[0]["data"] == {"action": USE_STONE, "args": {"card": FAR_SIGHT}}
    assert [e["data"]["card"] for e in events if e["kind"] == "CardTakenToHand"] == [FAR_SIGHT]
