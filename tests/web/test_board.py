"""The board's zones as the rules lay them out, read from the page after eight choices of the
automatic player from seed 3: the hazard hand of the Hobbit scenarios (Burglar's face-down
cards in draw order and those turned face up, BWJ-SEQ-9; Necromancer's row from its left end to
its right end, GON-HH-1), The Road Goes Ever On's Quest Display (RGO-QUEST-2) and its allies
each with its state (played until the first one taps, CoE 2.V.2.2), the hazards in
play with every card by its name (a bare id in the view included) and its facts on hover (a
card the view names only included), the route's regions, and
the decks and discard piles by their counts (a discard pile opens to its cards); axe-core
checks each table."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import Page

from api.local_server import Server
from domain.cards import starter_catalog
from domain.text import TYPE_NAMES
from tests.web.conftest import api
from tests.web.table import (
    decisions_to_first,
    play_automatically,
    serious_violations,
    sign_in,
    start_game,
)

SEED, CHOICES = 3, 8


def board_after(page: Page, server: Server, ruleset: str) -> dict[str, Any]:
    """Play the first choices of a game through the page; its board as the API answers it.
    The table it shows must pass axe-core's checks (contrast included) first."""
    token = sign_in(page, "Lobelia")
    game = start_game(page, ruleset, SEED)
    assert play_automatically(page, CHOICES) == CHOICES
    assert serious_violations(page) == []
    board: dict[str, Any] = api(server, token, f"/games/{game}")["board"]
    return board


def tiles(page: Page, zone: str) -> list[str]:
    return page.locator(f"#{zone} li.tile").all_inner_texts()


def test_burglar_hazard_hand_face_down_in_draw_order_then_face_up(page: Page,
                                                                  server: Server) -> None:
    board = board_after(page, server, "burglar")
    assert board["hazard_hand_face_up"] == ["Slayer"]
    down = board["hazard_hand_face_down"]
    assert page.locator("#zone-hazard-hand dt").all_inner_texts() == [
        f"Face down ({down})", "Face up (1)"]
    assert tiles(page, "zone-hazard-hand") == ["face down"] * down + ["Slayer"]
    piles = board["discard_piles"]
    assert tiles(page, "zone-decks") == [f"{board['hazard_deck']} Hazard deck",
                                         f"{board['resource_deck']} Resource deck",
                                         f"{len(piles['hazard_discard'])} Hazard discard",
                                         f"{len(piles['resource_discard'])} Resource discard"]
    # The hand holds names only: each shows its catalog facts on hover.
    hand = page.locator("#board-view dt:text-is('Hand') + dd span.card")
    assert hand.all_inner_texts() == board["hand"]
    catalog = starter_catalog()
    for name, facts in zip(board["hand"], hand.evaluate_all("cards => cards.map(c => c.title)"),
                           strict=True):
        card = catalog.find(name)
        assert facts.startswith(f"{card.name}: set {card.set}; card type {card.card_type}; ")


def test_necromancer_hazard_hand_is_one_row_with_its_ends(page: Page, server: Server) -> None:
    board = board_after(page, server, "necromancer")
    row = board["hazard_hand"]
    assert len(row) == 2
    assert page.locator("#zone-hazard-hand dt").all_inner_texts() == ["Row (2)"]
    assert page.locator("#zone-hazard-hand .row-ends").inner_text().split("\n") == [
        "left end", *[c if c != "(face down)" else "face down" for c in row], "right end"]


def test_hazards_in_play_name_every_card(page: Page, server: Server) -> None:
    board = board_after(page, server, "there-and-back-again")
    combat = board["combat"]
    names = {c["id"]: c["name"] for c in board["company"]}
    source = starter_catalog().get(combat["attack"]["source"])
    shown = page.locator("#zone-hazards").inner_text()
    assert re.findall(r"\b[A-Z]{2}-\d+\b", shown) == []
    facing = page.locator("#zone-hazards dt:text-is('Facing') + dd")
    assert facing.inner_text() == names[combat["facing"]]
    assert page.locator("#zone-hazards dt:text-is('Assigned') + dd li").all_inner_texts() == [
        names[i] for i in combat["assigned"]]
    by_source = page.locator("#zone-hazards dt:text-is('Source') + dd .card-name")
    assert by_source.inner_text() == source.name == combat["attack"]["name"]
    facts = by_source.get_attribute("title") or ""
    assert facts.startswith(f"{source.name}: set TW; card type Hazard; ")
    assert f"; prowess {source.prowess}; strikes {source.strikes};" in facts
    assert tiles(page, "zone-hazards") == board["face_up_row"]


def test_road_attack_whose_strikes_are_given(page: Page, server: Server) -> None:
    """Seed "m1": Crebain's three strikes, one to each character (each_strikes.py), wait for
    the defender's choices on them; the hazards in play show the attack as There and Back
    Again's board does, with the characters given them."""
    sign_in(page, "Farmer Maggot")
    start_game(page, "road-goes-ever-on", "m1")
    made = decisions_to_first("road-goes-ever-on", "m1", "StrikeAssignmentOpened")
    assert play_automatically(page, made) == made

    def shown(field: str) -> str:
        # The attack's own field: the strikes given, listed first, have a prowess and body too.
        return page.locator(f"#zone-hazards dt:text-is('{field}') + dd").last.inner_text()

    assert [shown(f) for f in ("Name", "Strikes", "Prowess", "Body", "Stage", "Facing",
                               "Strikes left")] == [
        "Crebain", "3", "5", "—", "striking", "—", "0"]
    assert page.locator("#zone-hazards dt:text-is('Source') + dd .card-name").inner_text() \
        == "Crebain"
    assert page.locator("#zone-hazards dt:text-is('Assigned') + dd li").all_inner_texts() == [
        "Aragorn II", "Legolas", "Bilbo"]
    assert page.locator("button.action-button[data-action^='assign:']").count() == 0
    assert serious_violations(page) == []


def test_road_quest_display_and_its_decks(page: Page, server: Server) -> None:
    board = board_after(page, server, "road-goes-ever-on")
    display = board["quest_display"]
    assert len(display) == 2
    assert page.locator("#zone-quest-display li.tile > .card-name").all_inner_texts() == [
        c["name"] for c in display]
    assert page.locator("#zone-quest-display li.tile > dl").all_inner_texts() == [
        "Sites\n" + "\n".join(c["sites"]) for c in display]
    decks = board["decks"]
    assert tiles(page, "zone-decks") == [
        f"{decks['discard']} Discard pile", f"{decks['hazard']} Hazard deck",
        f"{decks['hazard_discard']} Hazard discard", f"{decks['long_event']} Long event deck",
        f"{decks['out_of_play_pile']} Out of play pile", f"{decks['player']} Player deck",
        f"{decks['quest']} Quest deck",
        f"{decks['sites']} Sites deck",
        f"{len(board['discard_piles']['long_event_discard'])} Long event discard",
        f"{len(board['discard_piles']['quest_discard'])} Quest discard"]


def test_solitaire_route_regions_and_decks_of_each_kind(page: Page, server: Server) -> None:
    board = board_after(page, server, "solitaire-v1")
    assert len(board["regions"]) == 4
    # The board's score is the score view's: drawn once, in the Score section.
    assert "score" in board
    assert "Score" not in page.locator("#board-view > dl.view > dt").all_inner_texts()
    assert page.locator("#score-view > dl.view > dt").all_inner_texts() == [
        "By category", "Items borne", "Pile", "Total", "Victory", "Would win if it ended now"]
    assert page.locator("#zone-route li.tile > .card-name").all_inner_texts() == [
        r["name"] for r in board["regions"]]
    # Each region's type as the rules and the log name it ("Shadow-land"), not as an id.
    assert page.locator("#zone-route li.tile > dl").all_inner_texts() == [
        f"Type\n{r['type']}" for r in board["regions"]]
    assert {r["type"] for r in board["regions"]} <= set(TYPE_NAMES.values())
    assert tiles(page, "zone-decks") == [
        line for kind, piles in board["decks"].items()
        for line in (f"{piles['discard']} {kind.capitalize()} discard",
                     f"{piles['draw']} {kind.capitalize()} deck")]


def test_road_allies_show_whether_tapped_or_wounded(page: Page, server: Server) -> None:
    """The Road Goes Ever On's allies in their zone, each with its state: played until the
    automatic player's first ally taps (CoE 2.V.2.2), found by playing the same game here."""
    most = decisions_to_first("road-goes-ever-on", 0, "AllyTapped")
    token = sign_in(page, "Fatty")
    game = start_game(page, "road-goes-ever-on", 0)
    assert play_automatically(page, most) == most
    assert serious_violations(page) == []
    board = api(server, token, f"/games/{game}")["board"]
    allies = board["allies"]
    assert "tapped" in [a["state"] for a in allies]
    assert set(allies[0]) == {"id", "name", "state"}
    shown = page.locator("#zone-allies li.tile")
    assert shown.locator("> .card-name").all_inner_texts() == [a["name"] for a in allies]
    assert shown.locator("> dl").all_inner_texts() == [f"State\n{a['state']}" for a in allies]
    assert shown.evaluate_all("tiles => tiles.map(t => t.className)") == [
        "tile" if a["state"] == "untapped" else f"tile {a['state']}" for a in allies]


def test_solitaire_wounded_members_drawn_wounded(page: Page, server: Server) -> None:
    """Seed 5, six choices of the automatic player: Nori and Adrazar are wounded, Ori
    untapped and Barliman Butterbur tapped; the company's list draws each wounded and tapped
    member so, by the board's ``state`` as every ruleset's board names it."""
    token = sign_in(page, "Marigold")
    game = start_game(page, "solitaire-v1", 5)
    assert play_automatically(page, 6) == 6
    company = api(server, token, f"/games/{game}")["board"]["company"]
    assert [(m["name"], m["state"]) for m in company] == [
        ("Nori", "wounded"), ("Adrazar", "wounded"), ("Ori", "untapped"),
        ("Barliman Butterbur", "tapped")]
    assert "status" not in company[0]
    assert page.locator("#board-view .wounded > .card-name").all_inner_texts() == [
        "Nori", "Adrazar"]
    assert page.locator("#board-view .tapped > .card-name").all_inner_texts() == [
        "Barliman Butterbur"]
