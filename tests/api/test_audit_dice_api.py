"""Over HTTP the audit of an outcome caused by dice lists the DiceRolled events it came from
(``dice``), a table roll's verdict names the row its total selects, and a modifier no event
records is a step with no version naming its clause."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fastapi.testclient import TestClient

from api.app import create_app
from api.commands.simulate import autoplay
from domain.cards import starter_catalog
from domain.chronicle import Record
from domain.ruleset import make_ruleset
from domain.store.games import GameService
from tests.api.conftest import OPERATOR_TOKEN, register


def audited(service: GameService, seed: int, found: Callable[[Record], bool]
            ) -> tuple[Record, dict[str, Any]]:
    """The first event ``found`` in The Road's game ``seed`` and its audit over HTTP, the game
    imported up to the decision after it."""
    # The game's first hundred events are more than the other tests' 20 kB body limit.
    app = create_app(service=service, operator_token=OPERATOR_TOKEN, max_body_bytes=100_000)
    with TestClient(app) as client:
        bilbo = register(client)
        ruleset = make_ruleset("road-goes-ever-on", starter_catalog())
        records = autoplay(ruleset, seed, {}).chronicle.records
        record = next(r for r in records if found(r))
        kept = records[:next(r.version for r in records[record.version:]
                             if r.kind == "Decision") - 1]
        document = {"format": "redbook-game/1", "records": [r.to_json() for r in kept]}
        response = client.post("/games/import", headers=bilbo, json=document)
        assert response.status_code == 201, response.text
        game_id = response.json()["game_id"]
        audit = client.get(f"/games/{game_id}/events/{record.version}/audit", headers=bilbo)
        assert audit.status_code == 200, audit.text
        return record, audit.json()


def test_the_audit_of_a_site_encounter_lists_its_dice(service: GameService) -> None:
    encounter, audit = audited(service, 1, lambda r: r.kind == "SiteEncounter")
    assert (audit["random"], audit["dice"]) == (None, [encounter.version - 1])
    assert audit["verdict"]["check"] == {"agrees": True, "problems": [],
                                         "dice_event": encounter.version - 1}
    made = encounter.data["table_roll"]
    assert isinstance(made, dict)
    assert f"Dice {made['dice'][0]} + {made['dice'][1]} = {made['total']} on the " \
           f"{encounter.data['table']} table selects {encounter.data['row']} (" in \
           audit["verdict"]["summary"]


def test_a_modifier_no_event_records_is_a_step_naming_its_clause(service: GameService) -> None:
    # The Road records no event allocating its excess strikes (they weigh on the first
    # character struck): the step has no version and names CoE 3.iv.2.
    _, audit = audited(service, 204177201212607, lambda r: r.kind == "StrikeResolved" and any(
        m["source"] == "rule:CoE-3.iv.2" for m in r.data["check"]["modifiers"]))
    [step] = [s for s in audit["causes"] if s["why"] == "excess strikes (-1)"]
    assert (step["relation"], step["version"], step["kind"], step["line"],
            step["clause"]["id"]) == (
        "source of a modifier", None, None,
        "No event records it: the rule CoE-3.iv.2 applies it.", "CoE-3.iv.2")
