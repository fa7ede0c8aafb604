"""What the table shows of a scenario beyond its cards: There and Back Again's map with the
location counter on it (TBA-LAYOUT-1..5) and its threats with the attacks counted towards each
(TBA-HAZ-5..7); every discard pile opened to its cards, by click or by keyboard; Burglar's
environments among the hazards in play; the Guise's score saying what its clock and its
uncapped points are; an audit closed by its button or by Escape; a log line's clause summary
reached by keyboard. Each table is checked with axe-core."""

from __future__ import annotations

from playwright.sync_api import Locator, Page

from api.local_server import Server
from domain.cards import starter_catalog
from domain.chronicle import Chronicle
from domain.ruleset import make_ruleset
from tests.web.conftest import api
from tests.web.table import (
    advancing,
    decisions_to_first,
    play_automatically,
    serious_violations,
    sign_in,
    start_game,
)


def discard_pile(page: Page, name: str) -> Locator:
    """The discard pile of this name in the decks' zone (its count before it)."""
    return page.locator("#zone-decks details.pile-cards").filter(
        has=page.locator("summary", has_text=name))


def test_there_and_back_again_draws_its_map_and_counts_its_threats(page: Page,
                                                                   server: Server) -> None:
    """Seed 11, played until the second Orc attack brings Minions Stir into effect."""
    token = sign_in(page, "Bungo")
    game = start_game(page, "there-and-back-again", 11)
    made = decisions_to_first("there-and-back-again", 11, "ThreatInEffect")
    assert play_automatically(page, made) == made
    board = api(server, token, f"/games/{game}")["board"]
    columns = page.locator("#zone-map li.map-column")
    assert columns.count() == 7
    assert columns.locator(".region > .card").all_inner_texts() == [
        c["region"] for c in board["map"]["row"]]
    assert columns.locator(".site > .card").all_inner_texts() == [
        c["site"] for c in board["map"]["row"]]
    here = page.locator("#zone-map .map-place.here")
    assert here.count() == 1
    assert here.inner_text().split("\n") == [
        board["location"], next(c[f"{kind}_type"] for c in board["map"]["row"]
                                for kind in ("region", "site") if c[kind] == board["location"]),
        "the company is here"]
    lines = page.locator("#zone-escalations li").all_inner_texts()
    stirred, war, wights = board["escalations"]
    assert (stirred["attacks"], stirred["in_effect"]) == (2, True)
    assert lines == [
        "Minions Stir TBA-HAZ-5 Orc and Troll attacks: 2. In effect: +1 strike and +1 prowess "
        "to every Orc and Troll attack for the rest of the game.",
        f"Wake of War TBA-HAZ-6 Wolf, Spider and Animal attacks: {war['attacks']} of 2. After "
        "the second, in effect: +1 strike and +1 prowess to every Wolf, Spider and Animal "
        "attack for the rest of the game.",
        f"Plague of Wights TBA-HAZ-7 Undead attacks: {wights['attacks']} of 2. After the "
        "second, in effect: +1 prowess to every Undead attack for the rest of the game."]
    # The hazard discard pile, shown by its count, opens to its cards by click.
    hazards = board["discard_piles"]["hazard_discard"]
    assert hazards, "the game reached holds hazards discarded, whose cards the pile shows"
    pile = discard_pile(page, "Hazard discard")
    assert pile.locator("summary").inner_text() == f"{len(hazards)} Hazard discard"
    assert pile.locator("ol li").first.is_hidden()
    pile.locator("summary").click()
    assert pile.locator("ol li").all_inner_texts() == hazards
    # ... and by keyboard: Enter on the resource discard pile's focused name.
    resources = board["discard_piles"]["resource_discard"]
    other = discard_pile(page, "Resource discard")
    assert other.locator("summary").inner_text() == f"{len(resources)} Resource discard"
    other.locator("summary").focus()
    page.keyboard.press("Enter")
    assert other.evaluate("d => d.open") is True
    assert other.locator("ol li, p").all_inner_texts() == (resources or ["empty"])
    assert serious_violations(page) == []


def test_burglar_environments_are_hazards_in_play_and_its_discards_are_listed(
        page: Page, server: Server) -> None:
    """Seed 2: Doors of Night comes into play (a hazard environment)."""
    ruleset = make_ruleset("burglar", starter_catalog())
    game_here = Chronicle.begin(ruleset, 2, {})
    made = 0
    while not game_here.table.rules.environments:
        game_here.decide(*ruleset.policy(game_here.table.rules, game_here.actions()))
        made += 1
    token = sign_in(page, "Belladonna")
    game = start_game(page, "burglar", 2)
    assert play_automatically(page, made) == made
    board = api(server, token, f"/games/{game}")["board"]
    assert board["environments"] == ["Doors of Night"]
    assert page.locator("#zone-hazards dt:text-is('Environments') + dd li.tile").all_inner_texts() \
        == ["Doors of Night"]
    assert page.locator("#board-view > dl.view > dt:text-is('Environments')").count() == 0
    piles = board["discard_piles"]
    assert page.locator("#zone-decks li.tile").all_inner_texts() == [
        f"{board['hazard_deck']} Hazard deck", f"{board['resource_deck']} Resource deck",
        f"{len(piles['hazard_discard'])} Hazard discard",
        f"{len(piles['resource_discard'])} Resource discard"]
    assert serious_violations(page) == []


def test_the_guise_score_says_what_its_clock_and_points_are(page: Page,
                                                            server: Server) -> None:
    token = sign_in(page, "Hildifons")
    game = start_game(page, "necromancer", 7)
    score = api(server, token, f"/games/{game}/score")["score"]
    about = score["about"]

    def field(name: str) -> str:
        return page.locator(f"#score-view dt:text-is('{name}') + dd").inner_text()

    assert field("Clock") == f"30\n{about['clock']}"
    assert field("Uncapped") == f"{score['uncapped']}\n{about['uncapped']}"
    assert about["clock"].endswith("you lose when the last one is drawn (GON-GEN-2, GON-WIN-8)")
    assert page.locator("#score-view dt:text-is('About')").count() == 0
    assert serious_violations(page) == []


def test_an_audit_closes_by_its_button_or_by_escape(page: Page, server: Server) -> None:
    sign_in(page, "Mungo")
    game = start_game(page, "there-and-back-again", 7)
    advancing(page, lambda: page.click("#auto-choose"))
    link = page.locator("#log > li[data-version='3'] > a")
    link.click()
    page.wait_for_selector("#audit-view")
    assert page.url.endswith(f"#/game/{game}/event/3")
    page.click("#close-audit")
    assert page.locator("#audit-view").count() == 0
    assert page.url.endswith(f"#/game/{game}")
    assert page.evaluate("document.activeElement.getAttribute('href')") == \
        f"#/game/{game}/event/3"
    # Opened again, Escape closes it; the table goes on as before.
    link.click()
    page.wait_for_selector("#audit-view")
    page.keyboard.press("Escape")
    assert page.locator("#audit-view").count() == 0
    assert page.url.endswith(f"#/game/{game}")
    advancing(page, lambda: page.click("#auto-choose"))
    assert page.locator("#audit-view").count() == 0


def test_a_log_lines_clause_summary_is_reached_by_keyboard(page: Page, server: Server) -> None:
    sign_in(page, "Rorimac")
    start_game(page, "there-and-back-again", 7)
    line = page.locator("#log > li:has(.clause-tip)").first
    clause = line.locator(".clause-tip")
    summary = clause.get_attribute("title")
    assert summary
    line.locator("a").first.focus()
    page.keyboard.press("Tab")
    focused = page.evaluate_handle("document.activeElement")
    assert focused.evaluate("n => n.textContent") == clause.locator(".facts-of").inner_text()
    described = focused.evaluate("n => n.getAttribute('aria-describedby')")
    tip = page.locator(f"#{described}")
    assert tip.is_visible() and tip.inner_text() == summary
    page.keyboard.press("Tab")
    assert not tip.is_visible()
    assert serious_violations(page) == []
