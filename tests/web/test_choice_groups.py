"""The choices on the web table grouped by the clause they cite: The Road Goes Ever On, seed 0,
opens with thirteen moves citing starter movement (CoE-2.II.7.i) among its choices; each
clause is stated once, as the name of its group, and each choice's button is described by it,
so the rule behind any choice is still read (and a keyboard still reaches the buttons in the
order shown)."""

from __future__ import annotations

from playwright.sync_api import Page

from api.local_server import Server
from tests.web.conftest import api
from tests.web.table import serious_violations, sign_in, start_game


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
