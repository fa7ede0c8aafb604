"""The Road Goes Ever On's table as a player reads the combat panel and the company: an attack
whose every character faces one strike (Crebain) shows each strike to come before they are
given, the -3 chosen ahead counted; each character's direct influence reads as used of his
own; a Traitor's attack, of no race, shows no empty "Race" row, and the attacks queued behind
it. Each game is the automatic player's from a seed, played in this process to the moment
wanted and its decisions sent to the server (no seed's automatic player meets a Traitor's
attack, so that one is a constructed state of the real ruleset, its board drawn by the page's
own code); axe-core checks each table."""

from __future__ import annotations

from dataclasses import replace

from playwright.sync_api import Page

from api.local_server import Server
from domain.cards import starter_catalog
from domain.chronicle import Chronicle
from domain.ruleset import Context, Table, make_ruleset
from domain.rulesets.road_goes_ever_on import traitor
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from tests.rules.rgo_support import decided, ids
from tests.rules.test_road_goes_ever_on_traitor_nomination import BOOK, storing
from tests.support import policy_decisions
from tests.web.conftest import screenshot
from tests.web.table import played_until, serious_violations

RULESET = "road-goes-ever-on"


def each_strikes_waiting(game: Chronicle) -> bool:
    """An attack on each character waits for the defender, none of its strikes given, a -3
    still to choose."""
    awaited = game.table.rules.awaited_strikes
    return awaited is not None and awaited.read_attack().each_character \
        and not awaited.assigned and any(a.id.startswith("stand:") for a in game.actions())


def test_each_strike_to_come_is_shown_before_the_strikes_are_given(
        page: Page, server: Server) -> None:
    # Seed 0: an attack on each character waits for the defender (from The Road 225 seed 1's
    # game no longer meets one); the first character offered the -3 takes it.
    ahead = Chronicle.begin(make_ruleset(RULESET, starter_catalog()), 0, {})
    policy_decisions(ahead, each_strikes_waiting)
    first = next(a.id for a in ahead.actions() if a.id.startswith("stand:"))
    game = played_until(page, server, "Fatty", RULESET, 0, each_strikes_waiting, first)
    combat = game.ruleset.board(game.table.rules)["combat"]
    assert isinstance(combat, dict) and combat["assigned_strikes"] == []
    coming = combat["strikes_to_come"]
    zone = "#zone-hazards"
    assert page.locator(f"{zone} dt:text-is('Assigned strikes') + dd").inner_text() == "none"
    strikes = page.locator(f"{zone} dt:text-is('Strikes to come') + dd > ol.strikes > li")
    assert strikes.count() == len(coming) == len(game.table.rules.characters)
    chosen = game.ruleset.catalog.get(first.partition(":")[2]).name
    # The one who chose the -3 shows it in his prowess, and the roll he needs.
    his = strikes.nth(0)
    assert his.locator("dt:text-is('Character') + dd").inner_text() == chosen
    prowess = his.locator("dt:text-is('Prowess') + dd").inner_text()
    assert "− 3 (stays untapped)" in prowess and prowess.endswith(f"= {coming[0]['prowess']}")
    assert his.locator("dt:text-is('Roll needed') + dd").inner_text() == str(
        coming[0]["roll_needed"])
    screenshot(page, "board-strikes-to-come-road-goes-ever-on")
    assert serious_violations(page) == []


def follower_taken(game: Chronicle) -> bool:
    return bool(game.table.rules.followers())


def test_direct_influence_reads_used_of_his_own(page: Page, server: Server) -> None:
    game = played_until(page, server, "Hob", RULESET, 2, follower_taken)
    state = game.table.rules
    (follower, controller), = state.followers().items()
    board = game.ruleset.board(state)
    shown = next(c for c in board["company"] if c["id"] == controller)
    used, of = shown["direct_influence"]["used"], shown["direct_influence"]["of"]
    assert used == next(c.mind for c in state.every_character() if c.card_id == follower)
    facts = page.locator(f"#board-view li:has(> .card-name:text-is('{shown['name']}')) > .facts")
    assert f"direct influence {used} of {of} used" in facts.inner_text()
    # The log tells what his direct influence had left before the follower and after.
    line = page.locator("#log li", has_text="a mind of").last.inner_text()
    assert f"{shown['name']}'s direct influence (" in line and f", {of - used} after)" in line
    assert serious_violations(page) == []


def test_a_traitors_attack_shows_no_empty_race_and_the_attacks_to_come(page: Page,
                                                                       server: Server) -> None:
    """Three Traitors turned by one failed check (the rule test's constructed state, played
    with the real ruleset): the board's combat as the page draws it, by the page's own code."""
    rgo = make_ruleset(RULESET, starter_catalog())
    assert isinstance(rgo, RoadGoesEverOn)
    aragorn, book = ids(rgo, "Aragorn II", BOOK)
    ctx = Context(rgo, Table(1, {}, replace(storing(rgo), environments=(traitor.CARD,) * 3)))
    decided(rgo, ctx, f"store-item:{book}:{aragorn}")  # the check rolled unhelped
    combat = rgo.board(ctx.state)["combat"]
    assert isinstance(combat, dict) and combat["attack"]["race"] == ""
    page.goto("/")
    page.wait_for_selector("main")
    page.evaluate("""combat => {
        const zone = document.createElement("section");
        zone.id = "combat-drawn";
        zone.append(renderValue(combat, "combat"));
        document.querySelector("main").append(zone);
    }""", combat)
    attack = page.locator("#combat-drawn dt:text-is('Attack') + dd > dl > dt")
    # Its race, empty, is no row: every other field is.
    assert attack.all_inner_texts() == [
        "Name", "Prowess", "Body", "Source", "Strikes", "Automatic", "Each character",
        "Marshalling points"]
    to_come = page.locator("#combat-drawn dt:text-is('Attacks to come') + dd li")
    assert to_come.all_inner_texts() == ["Traitor (Aragorn II)"] * 2
