"""A sealed challenge through the web table: listed with its commitment, entered, played to
the end by clicking the first choice each time (the automatic player is refused while the seed
is sealed), submitted and ranked; once the operator closes it, the page checks the revealed
seed against the commitment with the browser's own SHA-256."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
from playwright.sync_api import Page

from api.local_server import Server
from domain.challenges import commitment
from tests.support import send_decisions
from tests.web.conftest import TIMEOUT, api, bearer, operate
from tests.web.table import advancing, sign_in, verified_shown

CHALLENGE = {"id": "web-race", "title": "The race on the web", "ruleset": "dice-race",
             "setup": {"goal": 20, "turns": 6}, "undo_policy": "none",
             "opens_at": "2020-01-01T00:00:00Z", "closes_at": "2999-01-01T00:00:00Z"}


def test_enter_play_submit_and_check_the_commitment(page: Page, server: Server) -> None:
    created = operate(server, "/challenges", CHALLENGE)
    assert created["sealed"] is True
    token = sign_in(page, "Gaffer")

    page.goto("/#/challenges")
    page.click(f"a:text('{CHALLENGE['title']}')")
    page.wait_for_selector("#commitment")
    assert page.text_content("#commitment") == created["commitment"]
    assert page.text_content("#challenge-status") == "open"
    assert page.query_selector("#commitment-check div") is None  # nothing to check yet

    page.click("#enter-challenge")
    page.wait_for_selector("#game-version")
    entry = page.url.rsplit("/", 1)[1]
    page.click("#auto-choose")
    page.wait_for_selector("#table-message .problem")
    assert page.text_content("#table-message") == (
        f"The challenge is still sealed (403): Game {entry} is an entry of a challenge whose "
        "seed is sealed: it cannot be given the automatic player's choice before the "
        "challenge closes.")
    decisions = 0
    while page.query_selector(".action-button") is not None:
        advancing(page, lambda: page.locator(".action-button").first.click())
        decisions += 1
    assert page.query_selector("#result") is not None
    # The finished entry verifies, as the entry of its challenge, with its result.
    game = api(server, token, f"/games/{entry}")
    last = api(server, token, f"/games/{entry}/events?after={game['version'] - 1}")["events"]
    page.click("button:text('Verify the whole game')")
    verified = (f"Verified: all {game['version']} events re-simulate exactly and the hash "
                "chain holds")
    # Not submitted yet: not ranked, so verified whole with no ranked version to tell.
    assert verified_shown(page, "#verify-result") == (f"{verified}.", {
        "Ruleset": f"dice-race version {created['ruleset_version']}",
        "Challenge": CHALLENGE["id"], "Final hash": last[-1]["hash"],
        "Result": json.dumps(game["result"], sort_keys=True, ensure_ascii=False)})

    page.goto(f"/#/challenge/{CHALLENGE['id']}")
    page.click(f"button:text('Submit game {entry[:8]}')")
    page.wait_for_selector("#challenge-message .ok")
    board = api(server, None, f"/challenges/{CHALLENGE['id']}/leaderboard")
    [ranked] = board["ranked"]
    assert ranked["game_id"] == entry
    assert ranked["turns"] == decisions  # one decision a turn in the dice race
    assert page.text_content("#challenge-message") == (
        f"Submitted: {ranked['outcome']}, {ranked['mp']} MP in {ranked['turns']} turns.")
    assert page.locator("#leaderboard tbody tr td").all_text_contents() == [
        "1", ranked["player"], ranked["outcome"], str(ranked["mp"]), str(ranked["turns"]),
        entry[:8]]
    # Submitted, the entry verifies as it was ranked, which the table says.
    assert api(server, token, f"/games/{entry}/verify")["ranked_version"] == game["version"]
    page.goto(f"/#/game/{entry}")
    page.click("button:text('Verify the whole game')")
    assert verified_shown(page, "#verify-result")[0] == (
        f"{verified}, as ranked at version {game['version']}.")
    page.goto(f"/#/challenge/{CHALLENGE['id']}")

    closed = operate(server, f"/challenges/{CHALLENGE['id']}/close")
    page.reload()
    page.wait_for_selector("#commitment-check div")
    assert page.text_content("#challenge-status") == "closed"
    assert page.text_content("#commitment-check") == (
        "The revealed seed matches the commitment (computed in this browser: "
        f"{closed['commitment']}).")


def test_the_browser_computes_a_commitment_as_the_server_does(page: Page) -> None:
    page.goto("/#/challenges")
    page.wait_for_selector("main[data-ready]")
    for seed in ["westmarch-7", 'Ünïcode "quoted" \\ seed ✓']:
        assert page.evaluate("seed => commitmentOf(seed)", seed) == commitment(seed)


def test_upload_an_entry_played_elsewhere(page: Page, server: Server, tmp_path: Path) -> None:
    practice = {**CHALLENGE, "id": "web-practice", "title": "Practice on the web",
                "practice_seed": "shire-practice"}
    operate(server, "/challenges", practice)
    token = sign_in(page, "Sandyman")
    headers = bearer(token)
    with httpx.Client(base_url=server.url, headers=headers, timeout=TIMEOUT) as client:
        game = client.post("/games", json={"ruleset": "dice-race", "seed": "shire-practice",
                                           "setup": CHALLENGE["setup"],
                                           "undo_policy": "none"}).json()["game_id"]
        # The first action each time, to the end.
        while (offered := client.get(f"/games/{game}/actions").json())["actions"]:
            send_decisions(client, {}, game, [(offered["actions"][0]["id"], {})],
                           offered["version"])
        played = tmp_path / "played.json"
        played.write_text(json.dumps(client.get(f"/games/{game}/export").json()))
        recorded = tmp_path / "played.record.json"
        recorded.write_text(json.dumps(client.get(f"/games/{game}/export",
                                                  params={"format": "record"}).json()))

    page.goto("/#/challenge/web-practice")
    page.set_input_files("#entry-file", str(recorded))  # the record: header and inputs only
    page.click("button:text('Upload the entry')")
    page.wait_for_selector("#challenge-message .ok")
    [ranked] = api(server, None, "/challenges/web-practice/leaderboard")["ranked"]
    assert page.text_content("#challenge-message") == (
        f"Uploaded and ranked: {ranked['outcome']}, {ranked['mp']} MP in {ranked['turns']} "
        "turns.")
    assert page.locator("#leaderboard tbody tr").count() == 1

    page.set_input_files("#entry-file", str(played))  # a second entry, as a full log
    page.click("button:text('Upload the entry')")
    page.wait_for_selector("#challenge-message .problem")
    again = httpx.post(f"{server.url}/challenges/web-practice/uploads", headers=headers,
                       json=json.loads(played.read_text()), timeout=TIMEOUT)
    assert again.status_code == 409
    problem = again.json()
    assert page.text_content("#challenge-message") == (
        f"{problem['title']} ({again.status_code}): {problem['detail']}")
    assert api(server, None, "/challenges/web-practice/leaderboard")[
        "ranked"] == [ranked]
