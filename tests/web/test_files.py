"""A game file through the web table: exported from the table as its full log and as its record,
each opened and verified in the page (nothing stored), a tampered copy named by its first
differing event, a record whose input the rules refuse named by its place, then both imported."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
from playwright.sync_api import Page

from api.local_server import Server
from tests.web.table import decisions_to_first, play_automatically, sign_in, start_game


def test_export_verify_a_tampered_copy_and_import(page: Page, server: Server,
                                                  tmp_path: Path) -> None:
    token = sign_in(page, "Hamfast")
    game = start_game(page, "there-and-back-again", 7)
    play_automatically(page, decisions_to_first("there-and-back-again", 7, "DiceRolled"))
    exported = download(page, "Export the full log", tmp_path)
    assert exported.name == f"redbook-{game}.json"
    recorded = download(page, "Export the record", tmp_path)
    assert recorded.name == f"redbook-{game}.record.json"
    record = json.loads(recorded.read_text())
    assert record["format"] == "redbook-record/1"
    document = json.loads(exported.read_text())
    assert document["game_id"] == game
    events = len(document["records"])

    page.goto("/#/open")
    page.set_input_files("#game-file", str(exported))
    page.click("button:text('Verify')")
    page.wait_for_selector("#open-result div")
    assert page.text_content("#open-result") == (
        f"Verified: all {events} events re-simulate exactly and the hash chain holds.")

    tampered_document = json.loads(exported.read_text())
    roll = next(r for r in tampered_document["records"] if r["kind"] == "DiceRolled")
    roll["data"]["values"] = [6 for _ in roll["data"]["values"]]
    tampered = tmp_path / "tampered.json"
    tampered.write_text(json.dumps(tampered_document))
    verdict = httpx.post(f"{server.url}/games/verify", json=tampered_document).json()
    assert verdict["ok"] is False
    page.set_input_files("#game-file", str(tampered))
    page.click("button:text('Verify')")
    page.wait_for_selector("#open-result .problem")
    difference = verdict["first_difference"]
    assert page.text_content("#open-result") == (
        f"Does not verify: event {difference['version']} differs: {difference['reason']}")

    page.set_input_files("#game-file", str(recorded))
    page.click("button:text('Verify')")
    page.wait_for_selector("#open-result .ok")
    assert page.text_content("#open-result") == (
        f"Verified: the record's {len(record['inputs'])} inputs re-simulate to {events} events, "
        f"ending at version {events} with its final hash.")

    refused_record = tmp_path / "refused.record.json"
    refused_record.write_text(json.dumps({**record, "inputs": [{"undo_to": 999}]}))
    refusal = httpx.post(f"{server.url}/games/verify", json=json.loads(
        refused_record.read_text()))
    assert refusal.status_code == 422
    page.set_input_files("#game-file", str(refused_record))
    page.click("button:text('Verify')")
    page.wait_for_selector("#open-result .problem")
    assert refusal.json()["detail"].startswith("Input 1 of the record")
    assert page.text_content("#open-result") == (
        f"{refusal.json()['title']} (422): {refusal.json()['detail']}")

    imported = []
    for file in (exported, recorded):
        before = page.text_content("#open-result")
        page.set_input_files("#game-file", str(file))
        page.click("button:text('Import')")
        page.wait_for_function("""before => document.querySelector('#open-result a')
            && document.getElementById('open-result').textContent !== before""", arg=before)
        imported.append((page.text_content("#open-result a") or "").removeprefix("game "))
        assert page.text_content("#open-result") == f"Imported as game {imported[-1]}."
    mine = httpx.get(f"{server.url}/games?owner=me",
                     headers={"Authorization": f"Bearer {token}"}).json()["games"]
    assert sorted(g["game_id"] for g in mine) == sorted([game, *imported])
    finals = {g["game_id"]: g["version"] for g in mine}
    assert finals[imported[0]] == finals[imported[1]] == events


def download(page: Page, button: str, folder: Path) -> Path:
    """Click an export button on the table; the file it downloads, under its suggested name."""
    with page.expect_download() as started:
        page.click(f"button:text('{button}')")
    saved = folder / started.value.suggested_filename
    started.value.save_as(saved)
    return saved
