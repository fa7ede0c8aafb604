"""What the table shows of the characters and of the strike under way, in the three Hobbit
scenarios: each character's race, skills, mind, direct influence and corruption beside his
name (and in his facts by keyboard), a character card of the hand with the catalog's race,
mind, direct influence and skills, a tapped item drawn tapped, the corruption cards on a
character with their points, Guise of the Necromancer's influence left as a running total of
where it comes from, and the strike's prowess and the defender's as running totals of their
modifiers, with the supporters and the roll needed; in The Road Goes Ever On, each strike
given so far so, before the strikes resolve together. Each game is the automatic player's
from a seed, played in this process to the moment wanted and its decisions sent to the server;
a screenshot of each table goes to ``var/screenshots/``. axe-core checks each table."""

from __future__ import annotations

from playwright.sync_api import Page

from api.local_server import Server
from domain.cards import starter_catalog
from domain.chronicle import Chronicle
from tests.rules.test_road_goes_ever_on_strike_view import waiting_on
from tests.web.conftest import screenshot
from tests.web.table import played_until, serious_violations, sign_in, start_game, tab_to

CATALOG = starter_catalog()


def dd(page: Page, zone: str, term: str) -> str:
    return page.locator(f"#{zone} dt:text-is('{term}') + dd").first.inner_text()


def is_striking(game: Chronicle) -> bool:
    board = game.ruleset.board(game.table.rules)
    fight = board.get("combat") or board.get("attack")
    return bool(fight and fight.get("strike"))


def test_there_and_back_again_strike_as_running_totals(page: Page, server: Server) -> None:
    """Seed 15: Glóin plays Risky Blow on Orc-lieutenant's strike, Thorin II supports him and
    he takes -3 to stay untapped; his +1 against Orcs counts."""
    played_until(page, server, "Hamfast", "there-and-back-again", 15, lambda g: is_striking(g)
                 and any(a.id == "play:TW-319:strike:TW-160" for a in g.actions()),
                 "play:TW-319:strike:TW-160", "support:TW-183", "stay-untapped")
    strike = "#zone-hazards dt:text-is('Strike') + dd"
    assert page.locator(f"{strike} dt:text-is('Prowess') + dd").inner_text() == (
        "5 (Glóin's prowess) + 1 (Thorin II supports) − 3 (stays untapped)"
        " + 3 (Risky Blow played on the strike) + 1 (Glóin's +1 prowess against Orcs) = 7")
    assert page.locator(f"{strike} dt:text-is('Strike') + dd").inner_text() == (
        "7 (the attack's prowess) = 7")
    assert page.locator(f"{strike} dt:text-is('Roll needed') + dd").inner_text() == "2"
    assert page.locator(f"{strike} dt:text-is('Supporters') + dd li").all_inner_texts() == [
        "Thorin II"]
    # The strike read in the order a player weighs it.
    assert page.locator(f"{strike} > dl > dt").all_inner_texts()[:5] == [
        "Character", "Prowess", "Strike", "Roll needed", "Supporters"]
    thorin = page.locator("#board-view li:has(> .card-name:text-is('Thorin II'))")
    assert thorin.locator("> .facts").inner_text().strip() == (
        "(state tapped; race Dwarf; skills warrior, scout, diplomat; prowess 5; body 8;"
        " mind 8; direct influence 3; corruption 0; follower of —)")
    assert thorin.get_attribute("class") == "tapped"
    screenshot(page, "board-strike-there-and-back-again")
    assert serious_violations(page) == []


def test_the_road_strikes_as_running_totals(page: Page, server: Server) -> None:
    """Seed 2: Cave-drake's strikes on Aragorn II and Legolas, every strike given; Gandalf
    supports Aragorn, Bilbo supports Legolas, who stays untapped at -2."""
    played_until(page, server, "Lotho", "road-goes-ever-on", 2, waiting_on("Cave-drake"),
                 "support:TW-156:TW-120", "support:TW-131:TW-168", "stand:TW-168")
    strikes = page.locator("#zone-hazards dt:text-is('Assigned strikes') + dd > ol.strikes > li")
    assert strikes.count() == 2

    def said(strike: int, term: str) -> str:
        return strikes.nth(strike).locator(f"> dl > dt:text-is('{term}') + dd").inner_text()

    assert [said(0, "Character"), said(1, "Character")] == ["Aragorn II", "Legolas"]
    assert said(0, "Prowess") == ("6 (Aragorn II's prowess) + 1 (Dagger of Westernesse in use)"
                                  " + 1 (Gandalf supports) = 8")
    assert said(1, "Prowess") == ("5 (Legolas's prowess) + 1 (Bilbo supports)"
                                  " − 3 (stays untapped) + 1 (Legolas stays untapped at -2) = 4")
    assert [said(0, "Strike"), said(1, "Strike")] == ["11 (the attack's prowess) = 11"] * 2
    assert [(said(s, "Roll needed"), said(s, "Roll to not be wounded")) for s in (0, 1)] == [
        ("4", "3"), ("8", "7")]
    assert said(1, "Supporters") == "Bilbo"
    # Each strike read in the order a player weighs it.
    assert strikes.nth(0).locator("> dl > dt").all_inner_texts()[:7] == [
        "Character", "Prowess", "Strike", "Body", "Roll needed", "Roll to not be wounded",
        "Supporters"]
    screenshot(page, "board-strikes-road-goes-ever-on")
    assert serious_violations(page) == []


def test_a_characters_facts_reached_by_keyboard(page: Page, server: Server) -> None:
    sign_in(page, "Holman")
    start_game(page, "there-and-back-again", 15)
    page.locator("#board-view .card-name.facts-of").first.focus()
    for _ in range(14):
        if page.evaluate("document.activeElement.textContent") == "Thorin II":
            break
        tab_to(page, "facts-of", 3, "a character")
    focused = page.evaluate_handle("document.activeElement")
    assert focused.evaluate("n => n.textContent") == "Thorin II"
    tip = page.locator(f"#{focused.evaluate('n => n.nextElementSibling.id')}")
    assert tip.is_visible()
    facts = tip.inner_text()
    assert facts.startswith("Thorin II: ")
    for fact in ("race Dwarf", "skills: warrior, scout, diplomat", "mind 8",
                 "direct influence 3", "home sites: Blue Mountain Dwarf-hold"):
        assert fact in facts


def test_burglar_draws_the_tapped_elven_cloak_tapped(page: Page, server: Server) -> None:
    """Seed 1: Bilbo taps his Elven Cloak to cancel a strike."""
    cancel = "use:TW-225:TW-131:cancel"
    played_until(page, server, "Gaffer", "burglar", 1,
                 lambda g: any(a.id == cancel for a in g.actions()), cancel)
    cloak = page.locator("#board-view li:has(> .card-name:text-is('Elven Cloak'))")
    assert cloak.get_attribute("class") == "tapped"
    assert cloak.locator("> .facts").inner_text().strip() == "(tapped yes)"
    assert "corruption 1" in (cloak.get_attribute("title") or "")
    screenshot(page, "board-tapped-item-burglar")
    assert serious_violations(page) == []


def test_necromancer_corruption_cards_hand_characters_and_influence_left(
        page: Page, server: Server) -> None:
    """Seed 2: Lure of Creation on Radagast, Orophin in the hand."""
    def character_in_hand(game: Chronicle) -> bool:
        state = game.table.rules
        return any(state.corruption) and any(
            CATALOG.get(c).card_type == "Character" for c in state.hand)

    game = played_until(page, server, "Widow Rumble", "necromancer", 2, character_in_hand)
    board = game.ruleset.board(game.table.rules)
    radagast = page.locator("#board-view li:has(> .card-name:text-is('Radagast'))")
    cards = radagast.locator("dt:text-is('Corruption cards') + dd li")
    assert cards.all_inner_texts() == [f"{c['name']} (corruption points {c['corruption_points']})"
                                       for c in board["companies"][0]["characters"][0][
                                           "corruption_cards"]] == [
        "Lure of Creation (corruption points 2)"]
    hand = page.locator("#board-view dt:text-is('Hand') + dd")
    orophin = hand.locator("li:has(.facts-of:text-is('Orophin'))")
    card = CATALOG.find("Orophin")
    assert orophin.locator(".character-facts").inner_text().strip() == (
        f"({card.race}; mind {card.mind}; direct influence {card.direct_influence}; "
        f"{', '.join(card.skills)})")
    left = board["general_influence"]["left_from"]
    assert dd(page, "board-view", "Left") == (
        f"5 (general influence) + 10 (Radagast's direct influence, pooled with it) − "
        f"{-left[2]['amount']} ({left[2]['from']}) = {board['general_influence']['left']}")
    screenshot(page, "board-corruption-cards-necromancer")
    assert serious_violations(page) == []


def test_the_road_says_a_characters_ability_once_with_its_clause(page: Page,
                                                                   server: Server) -> None:
    """Seed 11: Legolas's ability (RGO-ABIL-36), a clause and its summary, read once as a
    cited clause is, not as a clause and again as a summary."""
    played_until(page, server, "Hamson", "road-goes-ever-on", 11, lambda g: g.version >= 40)
    legolas = page.locator("#board-view li:has(> .card-name:text-is('Legolas'))")
    ability = legolas.locator("dt:text-is('Ability') + dd")
    assert ability.inner_text() == (
        "RGO-ABIL-36: Legolas: Archer; Brave; if he does not tap when facing a strike his "
        "prowess penalty is only -2 (instead of -3). (STD: -3 untapped penalty)")
    assert legolas.locator("dt:text-is('Summary')").count() == 0


def test_burglar_shows_a_hands_turn_to_leave_on_hands_alone(page: Page, server: Server) -> None:
    """Seed 3: Merry is played as a Hand on turn 1 and leaves on turn 3 (BWJ-HAND-3); the
    Burglar, Bilbo, is no Hand and has no such turn. The general influence reads as used of
    its 20: Bilbo's mind 5 (a Hand uses none, BWJ-HAND-1)."""
    played_until(page, server, "Ted Sandyman", "burglar", 3,
                 lambda g: any(r.kind == "HandPlayed" for r in g.records))
    facts = {name: page.locator(f"#board-view li:has(> .card-name:text-is('{name}'))"
                                " > .facts").first.inner_text() for name in ("Bilbo", "Merry")}
    assert "hand until turn" not in facts["Bilbo"]
    assert "hand until turn 3" in facts["Merry"]
    assert page.locator("#board-view dt:text-is('General influence') + dd").inner_text() == (
        "5 of 20 used")
    assert serious_violations(page) == []
