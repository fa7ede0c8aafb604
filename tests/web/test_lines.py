"""Undo, fork, compare, audit and verify through the web table, a stale page's 409 and one
for a version the game has not reached, and a second tab that follows the game live. Each
checks the page against what the API answers."""

from __future__ import annotations

import json

import httpx
from playwright.sync_api import Browser, Locator, Page, Route

from api.commands.simulate import autoplay
from api.local_server import Server
from domain.cards import starter_catalog
from domain.ruleset import make_ruleset
from tests.web.conftest import TIMEOUT, api, bearer
from tests.web.table import (
    choose_automatically,
    decisions_to_first,
    log_versions,
    shows_version,
    sign_in,
    start_game,
    verified_shown,
    version,
)

RULESET, SEED = "there-and-back-again", 7



def fork_at(page: Page, button: Locator, parent: str) -> tuple[int, str]:
    """Click a log line's fork button: the version it forks at and the new game's id, once
    the fork's table shows."""
    at = int(button.get_attribute("data-version") or "0")
    button.click()
    page.wait_for_url(lambda url: parent not in url and "#/game/" in url)
    page.wait_for_selector("#game-version")
    return at, page.url.rsplit("/", 1)[1]


def test_undo_to_a_line_of_the_log(page: Page, server: Server) -> None:
    token = sign_in(page, "Sam")
    game = start_game(page, RULESET, SEED)
    for _ in range(3):
        choose_automatically(page)
    before = version(page)
    first_undo = page.locator("#log button.undo").first
    target = int(first_undo.get_attribute("data-version") or "0")
    assert first_undo.text_content() == f"undo to {target}"
    assert target < before

    first_undo.click()
    shows_version(page, before, later=True)

    assert version(page) == before + 1
    assert log_versions(page, undone=True) == list(range(target + 1, before + 1))
    lines = api(server, token, f"/games/{game}/narrative?after={before}")["lines"]
    assert [line["kind"] for line in lines] == ["Undone"]
    assert page.text_content(f"#log > li[data-version='{before + 1}'] .line") == lines[0]["line"]
    # A line with a clause shows it beside the text, not again in brackets after it.
    cited = page.locator("#log > li:has(.clause)").first
    at = int(cited.get_attribute("data-version") or "0")
    told = api(server, token, f"/games/{game}/narrative?after={at - 1}")["lines"][0]
    clause = told["clause"]["id"]
    assert told["line"].endswith(f" [{clause}]")
    assert cited.locator(".line").text_content() == told["line"].removesuffix(f" [{clause}]")
    # The clause's id, a tab stop whose summary shows while it is focused.
    assert cited.locator(".clause > .facts-of").text_content() == clause
    assert cited.locator(".clause > .tip").text_content() == told["clause"]["summary"]
    shown_board = api(server, token, f"/games/{game}?version={target}")["board"]
    assert api(server, token, f"/games/{game}")["board"] == shown_board

    # An undone event's audit says so.
    page.goto(f"/#/game/{game}/event/{before}")
    assert page.text_content("#audit-undone") == "yes: a later undo took it back"


def test_fork_then_compare_the_two_lines(page: Page, server: Server) -> None:
    token = sign_in(page, "Merry")
    parent = start_game(page, RULESET, SEED)
    for _ in range(2):
        choose_automatically(page)
    at, fork = fork_at(page, page.locator("#log button.fork").first, parent)
    assert (f"forked from game {parent[:8]} at its version {at}; undone moves are not carried "
            "over, so this game's versions count without them") in (
        page.text_content("#head") or "")
    choose_automatically(page)

    page.click("a:text('compare with the parent')")
    page.wait_for_selector("#compare-summary")
    comparison = api(server, token, f"/games/{parent}/compare/{fork}")
    common = comparison["last_common"]
    assert page.text_content("#compare-summary") == (
        f"They share {common['shared_events']} events, up to version {common['a_version']} "
        f"of the first and {common['b_version']} of the second; then they part.")
    assert page.locator("#comparison tbody tr").count() == len(comparison["rows"])
    lines = {game: {line["version"]: line["line"] for line in api(
        server, token, f"/games/{game}/narrative?limit=1000")["lines"]} for game in (parent, fork)}
    assert page.text_content("#compare-shared") == (
        f"The last event both lines share: {common['a_version']}. "
        f"{lines[parent][common['a_version']]}")
    first = comparison["rows"][0]
    # The fork made the automatic player's choice again, as the parent did: the parent's
    # second choice is the first difference.
    assert first["b"] is None
    assert page.locator("#comparison tr.first-difference td").all_text_contents() == [
        f"first difference{first['a']['version']}. {lines[parent][first['a']['version']]}",
        "first difference—"]

    # The parent lists its fork, with the version it was forked at.
    page.goto(f"/#/game/{parent}")
    page.wait_for_selector("#forks")
    assert page.text_content("#forks li") == f"fork {fork[:8]} at version {at} · compare"

    # A fork of the fork shows one level down in the parent's tree of lines.
    page.goto(f"/#/game/{fork}")
    page.wait_for_selector("#log button.fork")
    grand_at = int(page.locator("#log button.fork").last.get_attribute("data-version") or "0")
    page.locator("#log button.fork").last.click()
    page.wait_for_url(lambda url: fork not in url and "#/game/" in url)
    grandchild = page.url.rsplit("/", 1)[1]
    page.goto(f"/#/game/{parent}")
    page.wait_for_selector("#forks ul li")
    assert page.text_content("#forks ul li") == (
        f"fork {grandchild[:8]} at version {grand_at} · compare")
    page.click("#forks ul li a:text('compare')")
    page.wait_for_selector("#compare-summary")
    assert page.url.endswith(f"#/compare/{fork}/{grandchild}")


def test_a_fork_after_an_undo_says_its_versions_count_without_the_undone_moves(
        page: Page, server: Server) -> None:
    token = sign_in(page, "Fatty")
    parent = start_game(page, RULESET, SEED)
    for _ in range(3):
        choose_automatically(page)
    before = version(page)
    page.locator("#log button.undo").first.click()
    shows_version(page, before, later=True)
    assert log_versions(page, undone=True)
    choose_automatically(page)
    at, fork = fork_at(page, page.locator("#log > li:not(.undone) button.fork").last, parent)
    # The fork holds none of the undone lines: it opens at a version below the parent's.
    assert version(page) == api(server, token, f"/games/{fork}")["version"] < at
    assert (f"forked from game {parent[:8]} at its version {at}; undone moves are not carried "
            "over, so this game's versions count without them") in (
        page.text_content("#head") or "")


def test_audit_an_event_and_verify_the_game(page: Page, server: Server) -> None:
    token = sign_in(page, "Pippin")
    game = start_game(page, RULESET, SEED)
    for _ in range(decisions_to_first(RULESET, SEED, "DiceRolled")):  # a strike's roll
        choose_automatically(page)
    events = api(server, token, f"/games/{game}/events?limit=1000")["events"]
    rolled = next(e["version"] for e in events if e["kind"] == "DiceRolled")
    audited = rolled + 1
    audit = api(server, token, f"/games/{game}/events/{audited}/audit")

    page.click(f"#log > li[data-version='{audited}'] > a")
    page.wait_for_selector("#audit-view")
    assert page.text_content("#audit-line") == audit["line"]
    clause = audit["clause"]
    assert page.text_content("#audit-clause") == (
        f"{clause['id']}: {clause['summary']}" if clause else "none")
    assert page.text_content("#audit-undone") == "no"
    assert page.text_content("#audit-verdict") == audit["verdict"]["summary"]
    dice = [c["version"] for c in audit["causes"] if c["kind"] == "DiceRolled"]
    assert dice == [rolled]
    assert page.locator("#audit-dice a").all_text_contents() == [f"event {rolled}"]
    assert audit["verdict"]["check"]["agrees"] is True  # a strike roll is recomputed
    assert page.text_content("#audit-check") == (
        "the dice, modifiers and target give the recorded result")

    page.click("button:text('Verify the whole game')")
    events = api(server, token, f"/games/{game}/events?limit=1000")["events"]
    assert verified_shown(page, "#verify-result") == (
        f"Verified: all {version(page)} events re-simulate exactly and the hash chain holds.",
        {"Ruleset": f"{RULESET} version {make_ruleset(RULESET, starter_catalog()).version}",
         "Challenge": "none: not a challenge entry", "Final hash": events[-1]["hash"],
         "Result": "none yet: the game is still in play"})


def test_a_stale_page_is_told_and_shown_the_fresh_state(page: Page, server: Server) -> None:
    sign_in(page, "Bilbo")
    game = start_game(page, RULESET, SEED)
    stale = page.context.new_page()
    stale.route("**/stream*", lambda route: route.abort())  # this tab does not follow live
    stale.goto(f"/#/game/{game}")
    stale.wait_for_selector("#action-list")
    stale.wait_for_selector("#live:text('interrupted')")
    was = version(stale)

    now = choose_automatically(page)
    stale.locator(".action-button").first.click()
    stale.wait_for_selector("#table-message .problem")

    assert stale.text_content("#table-message") == (
        f"The game has moved on: your page showed version {was} but the game is at version "
        f"{now} (another tab or player acted first). Nothing was played; the board below is "
        "the fresh state: choose again.")
    shows_version(stale, now)
    assert log_versions(stale, undone=False) == list(range(1, now + 1))


def test_a_page_ahead_of_the_game_is_told_so_not_that_the_game_moved_on(
        page: Page, server: Server) -> None:
    token = sign_in(page, "Bilbo")
    game = start_game(page, RULESET, SEED)
    was = version(page)

    def ahead(route: Route) -> None:  # as a page showing a version the game has not reached
        sent = json.loads(route.request.post_data or "{}")
        route.continue_(post_data=json.dumps({**sent, "expected_version": was + 30}))

    page.route(f"**/games/{game}/commands", ahead)
    page.locator(".action-button").first.click()
    page.wait_for_selector("#table-message .problem")

    assert page.text_content("#table-message") == (
        "The game has not reached your page's version: your page showed version "
        f"{was + 30} but the game is only at version {was}, so no one acted first: the page "
        "was ahead of the game. Nothing was played; the board below is the game as it is: "
        "choose again.")
    assert api(server, token, f"/games/{game}/events")["version"] == was
    shows_version(page, was)


def test_a_second_tab_follows_the_game_live(page: Page, server: Server) -> None:
    sign_in(page, "Lobelia")
    game = start_game(page, RULESET, SEED)
    watcher = page.context.new_page()
    watcher.goto(f"/#/game/{game}")
    watcher.wait_for_selector("#live:text('Live')")
    assert watcher.text_content("#live") == "Live: this page follows the game as it is played."

    for _ in range(2):
        now = choose_automatically(page)
        shows_version(watcher, now)
        # Every event once: none lost, none doubled.
        assert log_versions(watcher, undone=False) == list(range(1, now + 1))


def test_a_spectator_watches_a_public_game_live(page: Page, browser: Browser,
                                                server: Server) -> None:
    sign_in(page, "Old Took")
    game = start_game(page, RULESET, SEED, visibility="public")
    spectators = browser.new_context(base_url=server.url)
    try:
        spectator = spectators.new_page()  # not signed in
        spectator.goto(f"/#/game/{game}")
        spectator.wait_for_selector("#live:text('Live:')")
        assert spectator.text_content("#watching") == (
            "You are watching this game: its choices are its owner's.")
        assert spectator.query_selector(".action-button") is None

        now = choose_automatically(page)
        shows_version(spectator, now)
        assert log_versions(spectator, undone=False) == list(range(1, now + 1))
    finally:
        spectators.close()


def test_undo_as_the_games_policy_allows(page: Page, server: Server) -> None:
    """Under before-reveal the log offers only the undos the server takes (its actions'
    ``undo_targets``): from seed u1, after six choices, none but the one that crosses no
    draw or roll; every other line where the game waited is refused."""
    token = sign_in(page, "Odo")
    game = start_game(page, RULESET, "u1", undo_policy="before-reveal")
    for _ in range(6):
        choose_automatically(page)
    before = version(page)
    targets = api(server, token, f"/games/{game}/actions")["undo_targets"]
    assert targets == [38]
    offered = page.locator("#log button.undo")
    assert [int(v or 0) for v in offered.evaluate_all(
        "bs => bs.map(b => b.dataset.version)")] == targets
    resting = [int(v or 0) for v in page.locator("#log button.fork").evaluate_all(
        "bs => bs.map(b => b.dataset.version)")]
    for refused in (v for v in resting if v not in targets and v < before):
        answer = httpx.post(f"{server.url}/games/{game}/undo",
                            headers=bearer(token),
                            json={"to_version": refused, "expected_version": before},
                            timeout=TIMEOUT)
        assert (answer.status_code, answer.json()["code"]) == (409, "undo-refused"), refused
    offered.first.click()
    shows_version(page, before, later=True)
    assert page.text_content("#table-message") == ""
    assert log_versions(page, undone=True) == list(range(targets[0] + 1, before + 1))

    start_game(page, RULESET, SEED, undo_policy="none")
    choose_automatically(page)
    assert page.locator("#log button.undo").count() == 0
    assert page.locator("#log button.fork").count() > 0


def test_an_audit_step_no_event_records_names_its_clause_without_a_link(
        page: Page, server: Server) -> None:
    # The Road records no event allocating its excess strikes: that step shows no event link.
    token = sign_in(page, "Legolas")
    ruleset = make_ruleset("road-goes-ever-on", starter_catalog())
    records = autoplay(ruleset, 204177201212607, {}).chronicle.records
    strike = next(r for r in records if r.kind == "StrikeResolved" and any(
        m["source"] == "rule:CoE-3.iv.2" for m in r.data["check"]["modifiers"]))
    kept = records[:next(r.version for r in records[strike.version:]
                         if r.kind == "Decision") - 1]
    answer = httpx.post(f"{server.url}/games/import",
                        json={"format": "redbook-game/1", "records": [r.to_json() for r in kept]},
                        headers=bearer(token), timeout=TIMEOUT)
    assert answer.status_code == 201, answer.text
    game = answer.json()["game_id"]
    audit = api(server, token, f"/games/{game}/events/{strike.version}/audit")
    [step] = [s for s in audit["causes"] if s["why"] == "excess strikes (-1)"]

    page.goto(f"/#/game/{game}/event/{strike.version}")
    page.wait_for_selector("#audit-view")
    item = page.locator("#audit-view ol > li", has_text="excess strikes (-1)")
    assert item.text_content() == (
        f"Source of a modifier: no event {step['line']} (excess strikes (-1))"
        f"CoE-3.iv.2: {step['clause']['summary']}")
    assert item.locator("a").count() == 0
