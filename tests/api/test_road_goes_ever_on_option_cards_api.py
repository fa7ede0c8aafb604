"""The Road Goes Ever On's ``rings`` and ``under_deeps`` setup options over HTTP: asked for with
decks that hold none of their cards, POST /games is refused (422, ``invalid-setup``) with a
problem naming the option and why, and no game is made (version 192 on,
``option_cards.SINCE_VERSION``); a game recorded under version 191 with such an option is
imported and verified as played. From version 198 (``option_cards.UNDER_DEEPS_JOINED_SINCE``)
``under_deeps`` is refused so too when no Under-deeps site of the site deck lists a surface
site of it (The Iron-deeps alone), and a game recorded under 197 so imports as played. Each
refusal names the shipped deck to try, and the card database it needs."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from api.config import store_env
from domain.cards.coe import import_coe
from domain.rulesets.road_goes_ever_on import option_cards
from domain.store.games import GameService
from tests.api.conftest import imported_as_played, refused_setup

RGO = "road-goes-ever-on"
#: The server's starter cards lack the shipped under-deeps deck's Dark Minions sites.
TRY_UNDER_DEEPS = ("under_deeps: the shipped deck \"under-deeps\" holds the cards it needs: try "
                   "deck: under-deeps, whose DM cards need the Council of Elrond card "
                   "database (--cards FILE or REDBOOK_CARDS)")


@pytest.fixture
def service(database_url: str, starter: Any, coe_cards_path: Path) -> Iterator[GameService]:
    """The server on the starter cards and The Iron-deeps (an Under-deeps site none of whose
    adjacent sites the default deck holds)."""
    catalog = starter.with_cards([import_coe(coe_cards_path).find("The Iron-deeps")])
    games = GameService(catalog, uuid.uuid4, env=store_env(database_url))
    yield games
    games.close()


def inert_setup(service: GameService) -> dict[str, Any]:
    """The default deck with The Iron-deeps for its last site, and under_deeps."""
    base = service.ruleset(RGO).prepare({})
    decks = {k: list(v) for k, v in base["decks"].items()}
    decks["sites"][-1] = service.ruleset(RGO).catalog.find("The Iron-deeps").id
    return {k: base[k] for k in ("starting", "starting_items", "start_haven")} | {
        "decks": decks, "under_deeps": True}



def test_rings_with_no_ring_deck_starts_no_game(
        client: TestClient, bilbo: dict[str, str]) -> None:
    assert refused_setup(client, bilbo, RGO, {"rings": True}) == [
        "rings: true, but the decks hold no ring (no gold ring, and no ring special item in "
        "the Ring deck, decks.ring), so the option would do nothing: give them, or leave rings "
        "out [RGO-RING-1]",
        "rings: the shipped deck \"rings\" holds the cards it needs: try deck: rings"]


def test_under_deeps_with_no_under_deeps_site_starts_no_game(
        client: TestClient, bilbo: dict[str, str]) -> None:
    assert refused_setup(client, bilbo, RGO, {"under_deeps": True}) == [
        "under_deeps: true, but the site deck (decks.sites) holds no Under-deeps site, so "
        "Under-deeps movement would have nowhere to go: add one, or leave under_deeps out "
        "[BA-UDMOVE-1]", TRY_UNDER_DEEPS]


def test_a_game_recorded_before_with_such_options_imports_as_played(
        client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    old = service.ruleset(RGO).at_version(str(option_cards.SINCE_VERSION - 1))
    _, _, events = imported_as_played(client, bilbo, old, {"rings": True, "under_deeps": True})
    assert events["events"][0]["data"]["setup"]["rings"] is True


def test_under_deeps_with_no_way_down_starts_no_game(
        client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    assert refused_setup(client, bilbo, RGO, inert_setup(service)) == [
        "under_deeps: true, but no Under-deeps site of the site deck (decks.sites) lists a "
        "surface site of the deck as adjacent (The Iron-deeps lists Carn Dûm, The Under-leas, "
        "The Under-vaults), so no company could ever come into the Under-deeps: add a surface "
        "site one of them lists, or leave under_deeps out [BA-UDMOVE-1]", TRY_UNDER_DEEPS]


def test_a_game_recorded_under_197_with_no_way_down_imports_as_played(
        client: TestClient, bilbo: dict[str, str], service: GameService) -> None:
    before = str(option_cards.UNDER_DEEPS_JOINED_SINCE - 1)
    old = service.ruleset(RGO).at_version(before)
    _, _, events = imported_as_played(client, bilbo, old, inert_setup(service))
    assert events["events"][0]["data"]["ruleset_version"] == before
    assert events["events"][0]["data"]["setup"]["under_deeps"] is True
