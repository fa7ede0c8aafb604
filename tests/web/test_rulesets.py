"""A game of every ruleset played through the web table, its board and log as the page shows
them, and a screenshot of each table in var/screenshots/<ruleset>.png.

Every game is played to its end by the page's "let the automatic player choose" button, the
ruleset's own policy, from a seed whose game is short: solitaire-v1 from seed 7 (69
decisions), Burglar from seed 3 (24), Guise of the Necromancer from seed 1 (9), There and
Back Again from seed 3 (182) and The Road Goes Ever On from seed 1 (172); the last two take
about a minute together."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Page

from api.local_server import Server
from tests.web.conftest import api, screenshot
from tests.web.table import log_versions, play_automatically, policy_game, sign_in, start_game

#: ruleset -> (seed, most decisions: None plays to the end)
GAMES: dict[str, tuple[int, int | None]] = {
    "solitaire-v1": (7, None),
    "burglar": (3, None),
    "necromancer": (1, None),
    "there-and-back-again": (3, None),
    "road-goes-ever-on": (1, None),
}


def card_ids(view: Any) -> set[str]:
    """Every card id the board's JSON holds (the page must show names instead)."""
    if isinstance(view, dict):
        own = {view["id"]} if isinstance(view.get("id"), str) and "name" in view else set()
        return own.union(*(card_ids(v) for v in view.values()))
    if isinstance(view, list):
        return set().union(*(card_ids(v) for v in view))
    return set()


def assert_names_not_ids(page: Page, server: Server, token: str, game_id: str) -> None:
    """The board shows each card of the board's JSON by its name, never its id, and its
    facts on hover."""
    board = api(server, token, f"/games/{game_id}")["board"]
    shown_board = page.text_content("#board-view") or ""
    ids = card_ids(board)
    assert ids, "the board names at least one card"
    assert [i for i in ids if re.search(rf"\b{re.escape(i)}\b", shown_board)] == []
    first_card = page.query_selector("#board-view ul.cards > li[title]")
    assert first_card is not None
    name = first_card.query_selector(".card-name")
    assert name is not None
    card = named(board, name.text_content() or "")
    title = first_card.get_attribute("title") or ""
    assert title.startswith(f"{card['name']}: ")
    for key, value in card.items():
        if key not in ("id", "name") and type(value) in (int, str):
            assert f"{key.replace('_', ' ')} {value}" in title


def named(view: Any, name: str) -> dict[str, Any]:
    """The first card object of the board's JSON with this name."""
    if isinstance(view, dict):
        if view.get("name") == name and "id" in view:
            return view
        view = list(view.values())
    if isinstance(view, list):
        for item in view:
            if isinstance(item, dict | list):
                found = named(item, name)
                if found:
                    return found
    return {}

@pytest.mark.parametrize("ruleset", sorted(GAMES))
def test_a_game_of_each_ruleset_through_the_page(page: Page, server: Server,
                                                  ruleset: str) -> None:
    seed, most = GAMES[ruleset]
    token = sign_in(page, "Frodo")
    game_id = start_game(page, ruleset, seed)
    assert_names_not_ids(page, server, token, game_id)
    made = play_automatically(page, most if most is not None else 500)
    expected = policy_game(ruleset, seed, most)

    shown = int(page.text_content("#game-version") or "0")
    assert shown == expected.version
    assert log_versions(page, undone=False) == list(range(1, expected.version + 1))
    result = expected.result()
    if most is None:
        assert result is not None
        assert made == sum(1 for r in expected.records if r.kind == "Decision")
        reason = f" ({result['reason']})" if result.get("reason") else ""
        assert page.text_content("#result") == f"The game is over: {result['outcome']}{reason}."
        assert page.text_content("#actions p") == "Nothing to choose: the game is over."
    else:
        assert made == most
        assert result is None
        assert page.query_selector("#result") is None

    if ruleset == "road-goes-ever-on":
        changes = api(server, token, f"/games/{game_id}/shadow")["changes"]
        assert page.locator("#shadow-changes li").all_text_contents() == [
            f"event {c['version']}: {c['from'] or 0} → {c['to'] or 0} ({c['cause']})"
            for c in changes[-5:]]

    screenshot(page, ruleset)
