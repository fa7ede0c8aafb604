"""A game file through the web table: exported from the table, opened and verified in the page
(nothing stored), a tampered copy named by its first differing event, then imported."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
from playwright.sync_api import Page

from api.local_server import Server
from tests.web.table import play_automatically, sign_in, start_game


def test_export_verify_a_tampered_copy_and_import(page: Page, server: Server,
                                                  tmp_path: Path) -> None:
    token = sign_in(page, "Hamfast")
    game = start_game(page, "there-and-back-again", 7)
    play_automatically(page, 6)  # the sixth decision rolls dice
    with page.expect_download() as download:
        page.click("button:text('Export the game file')")
    exported = tmp_path / "game.json"
    download.value.save_as(exported)
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

    page.set_input_files("#game-file", str(exported))
    page.click("button:text('Import')")
    page.wait_for_selector("#open-result a")
    imported = (page.text_content("#open-result a") or "").removeprefix("game ")
    mine = httpx.get(f"{server.url}/games?owner=me",
                     headers={"Authorization": f"Bearer {token}"}).json()["games"]
    assert sorted(g["game_id"] for g in mine) == sorted([game, imported])
    assert page.text_content("#open-result") == f"Imported as game {imported}."
