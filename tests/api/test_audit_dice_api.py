"""Over HTTP the audit of an outcome caused by dice lists the DiceRolled events it came from
(``dice``), and a table roll's verdict names the row its total selects."""

from __future__ import annotations

from fastapi.testclient import TestClient

from api.app import create_app
from api.commands.simulate import autoplay
from domain.cards import starter_catalog
from domain.ruleset import make_ruleset
from domain.store.games import GameService
from tests.api.conftest import OPERATOR_TOKEN, register


def test_the_audit_of_a_site_encounter_lists_its_dice(service: GameService) -> None:
    # The game's first hundred events are more than the other tests' 20 kB body limit.
    app = create_app(service=service, operator_token=OPERATOR_TOKEN, max_body_bytes=100_000)
    with TestClient(app) as client:
        bilbo = register(client)
        ruleset = make_ruleset("road-goes-ever-on", starter_catalog())
        records = autoplay(ruleset, 1, {}).chronicle.records
        encounter = next(r for r in records if r.kind == "SiteEncounter")
        kept = records[:next(r.version for r in records[encounter.version:]
                             if r.kind == "Decision") - 1]
        document = {"format": "redbook-game/1", "records": [r.to_json() for r in kept]}
        response = client.post("/games/import", headers=bilbo, json=document)
        assert response.status_code == 201, response.text
        game_id = response.json()["game_id"]
        audit = client.get(f"/games/{game_id}/events/{encounter.version}/audit",
                           headers=bilbo).json()
        assert (audit["random"], audit["dice"]) == (None, [encounter.version - 1])
        assert audit["verdict"]["check"] == {"agrees": True, "problems": [],
                                             "dice_event": encounter.version - 1}
        made = encounter.data["table_roll"]
        assert isinstance(made, dict)
        assert f"Dice {made['dice'][0]} + {made['dice'][1]} = {made['total']} on the " \
               f"{encounter.data['table']} table selects {encounter.data['row']} (" in \
               audit["verdict"]["summary"]
