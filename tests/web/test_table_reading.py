"""What a new player reads on the table: the game's place named in words (a site by its
name), companies by the numbers the choices call them, a score's rule with what it says,
no victory claimed before the game is over, and a card's facts reached by keyboard."""

from __future__ import annotations

from playwright.sync_api import Page

from api.local_server import Server
from tests.web.conftest import api
from tests.web.table import (
    play_automatically,
    serious_violations,
    sign_in,
    start_game,
    tab_to,
)


def clauses(server: Server, ruleset: str) -> dict[str, str]:
    described = api(server, None, f"/rulesets/{ruleset}")
    return {c["id"]: c["summary"] for c in described["clauses"]}


def score_field(page: Page, name: str) -> str:
    return page.locator(f"#score-view dt:text-is('{name}') + dd").inner_text()


def test_solitaire_head_names_the_site_and_the_score_claims_no_victory_mid_game(
        page: Page, server: Server) -> None:
    token = sign_in(page, "Bandobras")
    game = start_game(page, "solitaire-v1", "m1")
    assert play_automatically(page, 11) == 11  # turn 2, the resource step at Cirith Ungol
    board = api(server, token, f"/games/{game}")["board"]
    assert (board["turn"], board["step"], board["site"]["name"]) == (2, "resources",
                                                                     "Cirith Ungol")
    assert page.text_content("#where") == "Turn: 2 · Step: resources · Site: Cirith Ungol"
    score = api(server, token, f"/games/{game}/score")["score"]
    assert (score["total"], score["would_win_if_it_ended_now"], score["victory"]) == (
        5, True, None)
    assert score_field(page, "Total") == "5"
    assert score_field(page, "Would win if it ended now") == "yes"
    assert score_field(page, "Victory") == "—"


def test_necromancer_companies_by_number_and_the_score_rule_with_its_summary(
        page: Page, server: Server) -> None:
    token = sign_in(page, "Isengrim")
    game = start_game(page, "necromancer", 3)
    companies = api(server, token, f"/games/{game}")["board"]["companies"]
    table = page.locator("#board-view dt:text-is('Companies') + dd table")
    assert table.locator("th").all_inner_texts() == [
        "Company", "Characters", "Destination", "Site"]
    assert table.locator("tbody tr > td:first-child").all_inner_texts() == [
        c["id"] for c in companies] == ["1"]
    assert page.locator(".action-button").first.inner_text().startswith("Company 1 moves ")

    score = api(server, token, f"/games/{game}/score")["score"]
    said = clauses(server, "necromancer")
    assert (score["rule"], score["degree_if_won_now_clause"]) == ("GON-WIN-2", "GON-WIN-3")
    assert score_field(page, "Rule") == f"GON-WIN-2: {said['GON-WIN-2']}"
    # Not won: no degree of victory, only the one a win now would give, named so.
    assert score_field(page, "Degree") == "—"
    assert score_field(page, "Degree if won now clause") == f"GON-WIN-3: {said['GON-WIN-3']}"
    assert serious_violations(page) == []


def test_a_cards_facts_are_reached_by_keyboard_and_read_once(page: Page,
                                                              server: Server) -> None:
    sign_in(page, "Adaldrida")
    start_game(page, "there-and-back-again", 7)
    tip = page.locator("#board-view .facts-of + .tip").first
    assert not tip.is_visible()
    page.locator("button:text('Verify the whole game')").focus()
    # First the way to the choices (shown while focused), then the board's cards.
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "to-choices"
    assert page.locator("#to-choices").bounding_box()["width"] > 1  # type: ignore[index]
    tab_to(page, "facts-of", 20, "a card")
    focused = page.evaluate_handle("document.activeElement")
    shown = focused.evaluate("n => n.nextElementSibling.id")
    assert focused.evaluate("n => n.getAttribute('aria-describedby')") == shown
    facts = page.locator(f"#{shown}")
    assert facts.is_visible()
    # The facts the mouse has in the hover text of the card, shown; a screen reader has them
    # as the name's description only, not again as the page's text.
    holder = focused.evaluate("n => n.closest('[title]').title")
    assert facts.inner_text() == holder
    assert holder.startswith(f"{focused.evaluate('n => n.textContent')}: ")
    assert facts.get_attribute("aria-hidden") == "true"
    page.keyboard.press("Tab")
    assert not facts.is_visible()
    assert serious_violations(page) == []
