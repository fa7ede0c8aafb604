"""``GET /cards/coverage``: the coverage of The Wizards over HTTP, as ``redbook cards
--coverage --json`` prints it."""

from __future__ import annotations

import uuid
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from api.app import create_app
from api.config import store_env
from domain import coverage
from domain.cards import Catalog
from domain.store.games import GameService


@pytest.fixture(scope="module")
def client(starter: Catalog) -> Iterator[TestClient]:
    service = GameService(starter, uuid.uuid4, env=store_env("sqlite://:memory:"))
    with TestClient(create_app(service=service)) as test_client:
        yield test_client
    service.close()


def test_the_coverage_over_http_is_the_commands(client: TestClient, starter: Catalog) -> None:
    answer = client.get("/cards/coverage")
    assert answer.status_code == 200
    body = answer.json()
    assert body == coverage.document(starter)
    assert body["totals"]["all"] == 500
    assert body["rulesets"] == list(coverage.TEXT_RULESETS)


@pytest.mark.rule("TBA-DECK-7", "RGO-GEN-1", "GON-RDECK-3", "BWJ-SEQ-2", "GON-GEN-1",
                  "GON-DUD-2", "BWJ-HAND-1", "CoE-2.V", "CoE-5.3")
def test_the_coverage_over_http_says_which_cards_a_ruleset_never_plays(
        client: TestClient) -> None:
    body = client.get("/cards/coverage").json()
    smaug = next(c for c in body["cards"] if c["id"] == "TW-90")
    assert smaug["rulesets"]["there-and-back-again"] == {
        "status": "not in this ruleset",
        "missing": "TBA-DECK-7: a creature keyed to none of wilderness, double wilderness or "
                   "border-lands counts in no group of the hazard deck"}
    assert smaug["rulesets"]["necromancer"]["status"] != "not in this ruleset"
    assert {rid: counts["not in this ruleset"] for rid, counts in body["ruleset_totals"].items()} \
        == {"burglar": 71, "necromancer": 53, "road-goes-ever-on": 1,
            "there-and-back-again": 298}
    # Burglar's 71: two short-events it refuses (A Chance Meeting, Wizard's Laughter) besides
    # the 69 before (Old Road and Wizard's River-horses, refused by 112 to 114, are played by
    # their cards); There and Back Again's 298: Lure of MECCG, refused (CoE-5.3), besides the
    # 297. The Wizard's Ring and Earth of Galadriel's Orchard are played at a Haven in Burglar;
    # Traitor and Lure of Power are played in the Guise, Ent-draughts in both by its card (from
    # their ent_draughts_from): "scripted".
    never = {rid: sorted(c["id"] for c in body["cards"]
                         if c["rulesets"][rid]["status"] == "not in this ruleset")
             for rid in ("burglar", "necromancer")}
    assert never["burglar"] == sorted({
        # BWJ-SETUP-15: every region card (the site deck holds hero sites only).
        *(f"TW-{n}" for n in range(440, 492)),
        # BWJ-SETUP-14: the creatures keyable to none of the regions and sites it allows.
        "TW-3", "TW-8", "TW-24", "TW-26", "TW-34", "TW-48", "TW-66", "TW-79", "TW-80", "TW-82",
        "TW-86", "TW-88", "TW-90", "TW-95",
        # BWJ-MP-6, BWJ-SEQ-2: Dreams of Lore, Stone of Erech, Lure of MECCG.
        "TW-210", "TW-334", "TW-500",
        # Refused short-events (hobbit.refused_cards): A Chance Meeting, Wizard's Laughter.
        "TW-188", "TW-362"})
    assert not {"TW-294", "TW-364", "TW-227", "TW-363", "TW-221"} & set(never["burglar"])
    assert not {"TW-227", "TW-105", "TW-59"} & set(never["necromancer"])
    lure = next(c for c in body["cards"] if c["id"] == "TW-500")  # refused everywhere
    assert {rid: r["status"] for rid, r in lure["rulesets"].items()} == dict.fromkeys(
        coverage.TEXT_RULESETS, "not in this ruleset")
    assert lure["rulesets"]["road-goes-ever-on"]["missing"].startswith("RGO-GEN-1: ")
    assert lure["rulesets"]["there-and-back-again"]["missing"].startswith("CoE-5.3: ")
    # The one card no ruleset puts in play.
    assert body["totals"]["not in this ruleset"] == 1
    # Declared by the player at the rulesets' current versions: none. Burglar's Old Road and
    # Wizard's River-horses, declared again from its DECLARED_AGAIN_FROM, are played by their
    # cards from its OLD_ROAD_FROM and RIVER_HORSES_FROM; Rescue Prisoners, There and Back
    # Again's last, is played by its card from its RESCUE_FROM.
    assert {rid: counts["declared by the player"]
            for rid, counts in body["ruleset_totals"].items()} == \
        dict.fromkeys(coverage.TEXT_RULESETS, 0)
    assert body["totals"]["declared by the player"] == 0
    assert [c["id"] for c in body["cards"] if c["status"] == "declared by the player"] == []
    rescue = next(c for c in body["cards"] if c["id"] == "TW-315")
    assert rescue["rulesets"]["there-and-back-again"] == {"status": "scripted", "missing": ""}
    assert lure["status"] == "not in this ruleset"
    schema = client.get("/openapi.json").json()["components"]["schemas"]["CoverageOut"]
    assert "not in this ruleset" in schema["properties"]["cards"]["description"]
