"""Two copies of a card offer one choice: There and Back Again's hand of seed 7 holds two
printings of Dark Quarrels (TW-207, TW-208, whose facts are the same), so Ambusher's attack
offers "Play Dark Quarrels: cancel the attack" by two ids. ``GET /games/{id}/actions`` says the
second repeats the first (``copy_of``), which a client shows as one choice; both ids stay
legal. Choices that differ in anything but which copy they play are never taken for copies."""

from __future__ import annotations

from dataclasses import replace

from fastapi.testclient import TestClient

from domain.cards import Catalog, starter_catalog
from domain.ruleset import Action
from projections.copies import copies
from tests.api.conftest import command

DARK_QUARRELS, OTHER_PRINTING = "TW-207", "TW-208"
CANCEL = "Play Dark Quarrels: cancel the attack"


def attacked(client: TestClient, headers: dict[str, str]) -> tuple[str, int]:
    """Seed 7 after the company moves to The Shire, where Ambusher attacks: the game's id
    and its version."""
    game = client.post("/games", headers=headers, json={
        "ruleset": "there-and-back-again", "seed": 7}).json()
    moved = command(client, headers, game["game_id"], "move:The Shire", game["version"])
    assert moved.status_code == 200, moved.text
    return game["game_id"], moved.json()["version"]


def test_the_second_copy_of_a_card_names_the_first(client: TestClient,
                                                   bilbo: dict[str, str]) -> None:
    game, version = attacked(client, bilbo)
    actions = client.get(f"/games/{game}/actions", headers=bilbo).json()["actions"]
    plays = [(a["id"], a["label"], a["copy_of"]) for a in actions
             if a["id"].endswith(":cancel")]
    assert plays == [(f"play:{DARK_QUARRELS}:cancel", CANCEL, None),
                     (f"play:{OTHER_PRINTING}:cancel", CANCEL, f"play:{DARK_QUARRELS}:cancel")]
    assert [a["copy_of"] for a in actions if not a["id"].endswith(":cancel")] == [None] * (
        len(actions) - 2)
    # The copy is as legal as the first: a client that sends it plays it.
    played = command(client, bilbo, game, f"play:{OTHER_PRINTING}:cancel", version)
    assert played.status_code == 200, played.text


def test_only_choices_that_differ_in_the_copy_alone_repeat_each_other() -> None:
    catalog = starter_catalog()
    # A third printing whose facts differ (another card type) is no copy.
    other = replace(catalog.get(DARK_QUARRELS), id="TW-9999", card_type="Hazard")
    with_other = Catalog([*catalog.cards, other])
    offered = [Action(f"play:{DARK_QUARRELS}:cancel", CANCEL),
               Action(f"play:{OTHER_PRINTING}:cancel", CANCEL),
               Action("play:TW-9999:cancel", CANCEL),
               Action(f"play:{OTHER_PRINTING}:halve", CANCEL),  # another mode
               Action(f"discard:{DARK_QUARRELS}", "Discard Dark Quarrels"),
               Action(f"discard:{OTHER_PRINTING}", "Discard Dark Quarrels", "CoE-2.VI"),
               Action("discard:TW-315#1", "Discard Rescue Prisoners"),
               Action("discard:TW-315#2", "Discard Rescue Prisoners"),
               Action("discard:TW-120", "Discard Rescue Prisoners")]  # another card
    assert copies(offered, with_other) == {
        f"play:{OTHER_PRINTING}:cancel": f"play:{DARK_QUARRELS}:cancel",
        "discard:TW-315#2": "discard:TW-315#1"}
    assert copies(offered, None) == {}
