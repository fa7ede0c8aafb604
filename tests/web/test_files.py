"""A game file through the web table: exported from the table as its full log and as its record,
each opened and verified in the page (nothing stored), a tampered copy named by its changed
event with the fields that differ (recorded against expected), a record whose input the rules
refuse named by its place, then both imported."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
from playwright.sync_api import Page

from api.local_server import Server
from domain.chronicle import Record
from tests.support import reseal
from tests.web.conftest import TIMEOUT, api
from tests.web.table import (
    decisions_to_first,
    play_automatically,
    sign_in,
    start_game,
    verified_shown,
)


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

    # What a judge compares with a leaderboard: the version the game was played under, its
    # last event's hash; still in play, it has no result yet.
    facts = {"Ruleset": f"there-and-back-again version {record['ruleset_version']}",
             "Challenge": "none: not a challenge entry",
             "Final hash": document["records"][-1]["hash"],
             "Result": "none yet: the game is still in play"}
    page.goto("/#/open")
    page.set_input_files("#game-file", str(exported))
    page.click("button:text('Verify')")
    assert verified_shown(page, "#open-result") == (
        f"Verified: all {events} events re-simulate exactly and the hash chain holds.", facts)

    # A roll changed and left as it was sealed: its own hash no longer holds.
    tampered_document = json.loads(exported.read_text())
    roll = next(r for r in tampered_document["records"] if r["kind"] == "DiceRolled")
    rolled = list(roll["data"]["values"])
    roll["data"]["values"] = [6 for _ in rolled]
    assert rolled != roll["data"]["values"]
    tampered = tmp_path / "tampered.json"
    tampered.write_text(json.dumps(tampered_document))
    verdict = httpx.post(f"{server.url}/games/verify", json=tampered_document,
                         timeout=TIMEOUT).json()
    difference = verdict["first_difference"]
    assert (verdict["ok"], difference["kind"], difference["event"]) == (
        False, "content-changed", roll["version"])
    shown = verdict_shown(page, tampered)
    content_hash = difference["differences"][0]["expected"]
    assert shown == (f"Does not verify: {difference['summary']}.",
                     f"Event {roll['version']}, field by field",
                     [["hash", json.dumps(roll["hash"]), json.dumps(content_hash)]])

    # The same change with every hash made again: re-simulation names the values it rolls,
    # and the decision the roll follows.
    resealed = tmp_path / "resealed.json"
    records = reseal(Record.all_from_json(tampered_document["records"]))
    resealed.write_text(json.dumps({**tampered_document,
                                    "records": [r.to_json() for r in records]}))
    decision = next(r for r in reversed(tampered_document["records"][:roll["version"] - 1])
                    if r["kind"] == "Decision")
    summary, caption, rows = verdict_shown(page, resealed)
    assert summary == (
        f"Does not verify: event {roll['version']} differs from its re-simulation: the first "
        f"outcome that differs follows the decision at event {decision['version']} "
        f"({decision['data']['action']}).")
    assert caption == f"Event {roll['version']}, field by field"
    changed = [i for i, value in enumerate(rolled) if value != 6]
    assert rows == [[f"data.values[{i}]", "6", str(rolled[i])] for i in changed]
    # The whole events only on request.
    assert not page.is_visible("#open-result details pre")
    page.click("#open-result details summary")
    assert page.text_content("#open-result details h3") == f"Recorded event {roll['version']}"

    page.set_input_files("#game-file", str(recorded))
    page.click("button:text('Verify')")
    assert verified_shown(page, "#open-result") == (
        f"Verified: the record's {len(record['inputs'])} inputs re-simulate to {events} events, "
        f"ending at version {events} with its final hash.", facts)

    refused_record = tmp_path / "refused.record.json"
    refused_record.write_text(json.dumps({**record, "inputs": [{"undo_to": 999}]}))
    refusal = httpx.post(f"{server.url}/games/verify", json=json.loads(
        refused_record.read_text()), timeout=TIMEOUT)
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
    mine = api(server, token, "/games?owner=me")["games"]
    assert sorted(g["game_id"] for g in mine) == sorted([game, *imported])
    finals = {g["game_id"]: g["version"] for g in mine}
    assert finals[imported[0]] == finals[imported[1]] == events


def verdict_shown(page: Page, file: Path) -> tuple[str, str, list[list[str]]]:
    """Verify ``file`` in the page: the verdict's sentence, its table's caption and rows."""
    page.set_input_files("#game-file", str(file))
    before = page.text_content("#open-result")
    page.click("button:text('Verify')")
    page.wait_for_function("""before => document.querySelector('#open-result .problem')
        && document.getElementById('open-result').textContent !== before""", arg=before)
    rows = [[cell.text_content() or "" for cell in row.query_selector_all("th, td")]
            for row in page.query_selector_all("#open-result table.differences tbody tr")]
    return (page.text_content("#open-result .summary") or "",
            page.text_content("#open-result caption") or "", rows)


def download(page: Page, button: str, folder: Path) -> Path:
    """Click an export button on the table; the file it downloads, under its suggested name."""
    with page.expect_download() as started:
        page.click(f"button:text('{button}')")
    saved = folder / started.value.suggested_filename
    started.value.save_as(saved)
    return saved
