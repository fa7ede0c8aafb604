"""A client generated from the served OpenAPI document, by a generator from the package
registry (openapi-python-client), plays a game: the document names every schema and operation
once and clearly, and describes every request a game needs."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

GENERATOR = Path(sys.executable).with_name("openapi-python-client")


def test_every_schema_and_operation_has_one_plain_name(app: FastAPI) -> None:
    document = app.openapi()
    schemas = list(document["components"]["schemas"])
    assert [name for name in schemas if not name.isidentifier() or "__" in name] == []
    operations = [o["operationId"] for path in document["paths"].values()
                  for o in path.values()]
    assert len(operations) == len(set(operations))
    assert {"register_player", "create_game", "get_actions", "post_command",
            "get_verify"} <= set(operations)


def references(node: Any, where: str = "#") -> Iterator[tuple[str, str]]:
    """Every ``$ref`` of an OpenAPI document, with the place that holds it."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "$ref":
                yield where, value
            else:
                yield from references(value, f"{where}/{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from references(value, f"{where}/{i}")


def resolve(document: dict[str, Any], ref: str) -> Any:
    """What a local reference (a JSON pointer after ``#``) points to, or KeyError."""
    assert ref.startswith("#/"), ref
    found: Any = document
    for part in ref[2:].split("/"):
        found = found[part.replace("~1", "/").replace("~0", "~")]
    return found


def test_every_reference_in_the_document_resolves(app: FastAPI) -> None:
    document = app.openapi()
    found = list(references(document))
    unresolved = []
    for where, ref in found:
        try:
            resolve(document, ref)
        except KeyError:
            unresolved.append(f"{where}: {ref}")
    assert unresolved == []
    # The bodies read by their routes themselves (a portable game) are among them.
    for path in ("/games/import", "/games/verify", "/challenges/{challenge_id}/uploads"):
        body = document["paths"][path]["post"]["requestBody"]["content"]["application/json"]
        assert [resolve(document, one["$ref"])["title"] for one in body["schema"]["oneOf"]] \
            == ["ImportIn", "GameRecordDoc"]
    assert len(found) > 100


@pytest.fixture
def generated(app: FastAPI, tmp_path: Path) -> Iterator[Any]:
    """The package the generator writes for this app's OpenAPI document, imported."""
    spec = tmp_path / "openapi.json"
    spec.write_text(json.dumps(app.openapi()), "utf-8")
    made = subprocess.run(
        [str(GENERATOR), "generate", "--path", str(spec), "--meta", "none",
         "--output-path", str(tmp_path / "redbook_client")],
        capture_output=True, text=True, timeout=300, cwd=tmp_path, check=False)
    assert made.returncode == 0, made.stdout + made.stderr
    assert "Warning" not in made.stdout, made.stdout  # every operation and schema generated
    sys.path.insert(0, str(tmp_path))
    try:
        yield importlib.import_module("redbook_client")
    finally:
        sys.path.remove(str(tmp_path))
        for name in [n for n in sys.modules if n.split(".")[0] == "redbook_client"]:
            del sys.modules[name]


def test_a_generated_client_plays_a_game_to_its_end(app: FastAPI, generated: Any) -> None:
    module = importlib.import_module
    players = module("redbook_client.api.players.register_player")
    create_game = module("redbook_client.api.games.create_game")
    get_actions = module("redbook_client.api.games.get_actions")
    post_command = module("redbook_client.api.games.post_command")
    get_verify = module("redbook_client.api.games.get_verify")
    models = module("redbook_client.models")
    with TestClient(app) as http:  # an httpx client that serves the app in-process
        anonymous = generated.Client(base_url="http://testserver")
        anonymous.set_httpx_client(http)
        player = players.sync(client=anonymous, body=models.PlayerIn(name="Frodo"))
        client = generated.AuthenticatedClient(base_url="http://testserver", token=player.token)
        # The generated client puts its token on the httpx client it builds; given one, it
        # is told the same header.
        http.headers["Authorization"] = f"{client.prefix} {client.token}"
        client.set_httpx_client(http)
        setup = models.GameInSetup.from_dict({"goal": 20, "turns": 4})
        game = create_game.sync(client=client, body=models.GameIn(
            ruleset="dice-race", seed=1, setup=setup))
        assert (game.ruleset, game.result) == ("dice-race", None)
        version, events = game.version, None
        while True:
            offered = get_actions.sync(game.game_id, client=client)
            if not offered.actions:
                break
            events = post_command.sync(game.game_id, client=client, body=models.CommandIn(
                action=offered.actions[0].id, expected_version=version))
            version = events.version
        assert events is not None and events.version == version
        verdict = get_verify.sync(game.game_id, client=client)
        assert (verdict.ok, verdict.events) == (True, version)
        # A card game starts and takes a decision the same way.
        tba = create_game.sync(client=client, body=models.GameIn(
            ruleset="there-and-back-again", seed=2))
        first = get_actions.sync(tba.game_id, client=client).actions[0]
        assert first.id == "move:The Shire"
        moved = post_command.sync(tba.game_id, client=client, body=models.CommandIn(
            action=first.id, expected_version=tba.version))
        assert moved.version > tba.version
