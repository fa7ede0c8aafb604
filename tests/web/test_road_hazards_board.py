"""The Road Goes Ever On's hazards in play on the table: each hazard that holds (here until the
end of the turn) drawn with whom it is on and what it does, and the prowess of the character it
weakens as the strike counts it; the game is the automatic player's from seed 7, played in this
process until a hazard is in play and its decisions sent to the server."""

from __future__ import annotations

from playwright.sync_api import Page

from api.local_server import Server
from domain.chronicle import Chronicle
from tests.web.conftest import screenshot
from tests.web.table import played_until, serious_violations

RULESET, SEED = "road-goes-ever-on", 7


def hazards_in_play(game: Chronicle) -> list[dict[str, object]]:
    shown = game.ruleset.board(game.table.rules)["hazards_in_play"]
    assert isinstance(shown, list)
    return shown


def test_a_hazard_until_the_end_of_the_turn_is_drawn_in_play(page: Page,
                                                            server: Server) -> None:
    game = played_until(page, server, "Lobelia", RULESET, SEED,
                        lambda g: bool(hazards_in_play(g)))
    assert hazards_in_play(game) == [
        {"name": "Weariness of the Heart", "kind": "until the end of the turn", "on": "Bilbo",
         "does": "-1 prowess to Bilbo"}]
    assert page.locator("#zone-hazards .hazards-in-play li").all_inner_texts() == [
        "Weariness of the Heart on Bilbo (until the end of the turn): -1 prowess to Bilbo."]
    bilbo = next(c for c in game.ruleset.board(game.table.rules)["company"]
                 if c["name"] == "Bilbo")
    held = next(c for c in game.table.rules.characters if c.name == "Bilbo")
    assert bilbo["prowess"] == held.effective_prowess - 1  # as his strike would count it
    facts = page.locator("#board-view li:has(> .card-name:text-is('Bilbo')) > .facts")
    assert f"; prowess {bilbo['prowess']};" in facts.inner_text()
    screenshot(page, "board-hazards-in-play-road-goes-ever-on")
    assert serious_violations(page) == []
