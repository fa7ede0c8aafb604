"""The choices on the web table grouped by the clause they cite: The Road Goes Ever On, seed 0,
opens with thirteen moves citing starter movement (CoE-2.II.7.i) among its choices; each
clause is stated once, as the name of its group, and each choice's button is described by it,
so the rule behind any choice is still read (and a keyboard still reaches the buttons in the
order shown). Two copies of a card offer one button; The Road's choices that end the
organization phase say so."""

from __future__ import annotations

from playwright.sync_api import Page

from api.local_server import Server
from tests.web.conftest import api
from tests.web.table import (
    advancing,
    play_automatically,
    serious_violations,
    sign_in,
    start_game,
    version,
)


def test_each_clause_is_stated_once_for_the_choices_citing_it(page: Page, server: Server) -> None:
    token = sign_in(page, "Rosie Cotton")
    game = start_game(page, "road-goes-ever-on", 0)
    actions = api(server, token, f"/games/{game}/actions")["actions"]
    clauses: dict[str, list[str]] = {}
    for action in actions:
        clauses.setdefault(action["clause"]["id"], []).append(action["id"])
    assert len(clauses["CoE-2.II.7.i"]) == 13
    summaries = {a["clause"]["id"]: a["clause"]["summary"] for a in actions}
    groups = page.eval_on_selector_all("#action-list > .action-group", """
      groups => groups.map(g => ({
        role: g.getAttribute('role'),
        named: document.getElementById(g.getAttribute('aria-labelledby')).textContent,
        rules: g.querySelectorAll('.rule').length,
        buttons: [...g.querySelectorAll('button.action-button')].map(b => [b.dataset.action,
            document.getElementById(b.getAttribute('aria-describedby')).textContent])}))""")
    # One group a clause, in the order its first choice comes, its choices in theirs.
    assert [g["named"] for g in groups] == [f"{c}: {summaries[c]}" for c in clauses]
    assert [[a for a, _ in g["buttons"]] for g in groups] == list(clauses.values())
    assert all(g["role"] == "group" and g["rules"] == 1 for g in groups)
    assert all(told == g["named"] for g in groups for _, told in g["buttons"])
    assert page.locator("#actions").inner_text().count(summaries["CoE-2.II.7.i"]) == 1
    assert serious_violations(page) == []


def test_two_copies_of_a_card_are_one_choice(page: Page, server: Server) -> None:
    """There and Back Again, seed 7: Ambusher attacks a hand of two printings of Dark Quarrels
    (TW-207, TW-208), whose facts are the same: the page shows one button to play it, the
    first id's, as a hand of two copies of one id shows one; its click plays that copy."""
    token = sign_in(page, "Ponto")
    game = start_game(page, "there-and-back-again", 7)
    play_automatically(page, 1)
    actions = api(server, token, f"/games/{game}/actions")["actions"]
    assert [(a["id"], a["copy_of"]) for a in actions if a["id"].endswith(":cancel")] == [
        ("play:TW-207:cancel", None), ("play:TW-208:cancel", "play:TW-207:cancel")]
    buttons = page.locator("button.action-button:text-is('Play Dark Quarrels: cancel the attack')")
    assert buttons.count() == 1
    assert buttons.get_attribute("data-action") == "play:TW-207:cancel"
    assert page.locator("button.action-button").count() == len(actions) - 1
    shown = version(page)
    advancing(page, buttons.click)
    events = api(server, token, f"/games/{game}/events?after={shown}")["events"]
    assert events[0]["data"] == {"action": "play:TW-207:cancel", "args": {}}


def test_the_road_says_which_choices_end_the_organization_phase(page: Page,
                                                                 server: Server) -> None:
    """The Road Goes Ever On, seed 7: Legolas forms a new company and plans Bree; the
    organizing company's stay says that it ends the phase, his company's stay does not."""
    token = sign_in(page, "Nob")
    game = start_game(page, "road-goes-ever-on", 7)
    for action in ("split:TW-168", "move:c2:TW-378"):
        advancing(page, lambda action=action: page.click(
            f"button.action-button[data-action='{action}']"))
    page.wait_for_selector("button.action-button[data-action='stay:c2']")
    labels = {a["id"]: a["label"] for a in api(server, token, f"/games/{game}/actions")["actions"]}
    stays = [page.locator(f"button.action-button[data-action='{i}']").inner_text()
             for i in ("stay:c2", "stay")]
    assert stays == [labels["stay:c2"], labels["stay"]] == [
        "The company of Legolas stays",
        "The company of Aragorn II, Bilbo stays at Rivendell, ending the organization phase"]
