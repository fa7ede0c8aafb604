"""What the table shows of who controls whom and of the roll the Solitaire Variant waits for:
There and Back Again's followers each with his controller and the general influence used of
its 30 (TBA-COMP-4); the Solitaire Variant's hazard with its prowess and body and the roll
waiting (whose, which, against what, the dice it needs), its choices naming that roll, and its
attempt waiting for assistants (the card attempted, by whom, against MP + 6, who assists so
far). Each game is the automatic player's from a seed; axe-core checks each table."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from api.local_server import Server
from domain.chronicle import Chronicle
from tests.rules.sv1_support import cid
from tests.web.conftest import screenshot
from tests.web.table import played_until, serious_violations, sign_in, start_game


@pytest.mark.rule("TBA-COMP-4", "CoE-2.II.2.2.2")
def test_there_and_back_again_shows_followers_and_the_general_influence(
        page: Page, server: Server) -> None:
    sign_in(page, "Belladonna")
    start_game(page, "there-and-back-again", 7)
    bifur = page.locator("#board-view li:has(> .card-name:text-is('Bifur'))")
    assert bifur.locator("> .facts").inner_text().strip().endswith(
        "; follower of Thorin II)")
    thorin = page.locator("#board-view li:has(> .card-name:text-is('Thorin II'))")
    assert thorin.locator("> .facts").inner_text().strip().endswith("; follower of —)")
    # Read as a card's direct influence is: what is used, of how much.
    influence = page.locator("#board-view dt:text-is('General influence') + dd")
    assert influence.inner_text() == "29 of 30 used"
    assert serious_violations(page) == []


def body_check_waiting(game: Chronicle) -> bool:
    hazard = game.table.rules.hazard
    return hazard is not None and hazard.roll is not None and hazard.roll.kind == "body" \
        and any(a.id == "roll" for a in game.actions())


@pytest.mark.rule("SV1-HAZ-5", "SV1-HAZ-4H1")
def test_the_solitaire_variant_names_the_roll_it_waits_for(page: Page,
                                                           server: Server) -> None:
    """Seed 5: Ori lost Crebain's strike; his body check waits for assistants."""
    game = played_until(page, server, "Drogo", "solitaire-v1", 5, body_check_waiting)
    hazard = "#zone-hazards dt:text-is('Hazard') + dd > dl"
    fields = page.locator(f"{hazard} > dt").all_inner_texts()
    assert fields == ["Name", "Prowess", "Body", "Nature", "Roll waiting", "Strikes to come"]
    values = page.locator(f"{hazard} > dd")
    assert values.nth(0).inner_text() == "Crebain"
    assert values.nth(1).inner_text() == "5"
    assert values.nth(2).inner_text() == "—"
    roll = values.nth(4).locator("> dl")
    assert roll.locator("> dt").all_inner_texts() == [
        "Roll", "Member", "Against", "Needs", "Assisted by"]
    assert roll.locator("> dd").all_inner_texts() == [
        "body check", "Ori", "body 7", "7 or less on 2D6", "none"]
    # The choices say which roll they are about, as the API offers them.
    offered = [a.label for a in game.actions()]
    assert page.locator("#action-list .action-button").all_inner_texts() == offered
    assert offered[-1] == ("Roll Ori's body check against Crebain now, with no further "
                           "assistance: 7 or less on 2D6 passes (body 7), else Ori is wounded")
    screenshot(page, "board-solitaire-body-check")
    assert serious_violations(page) == []


def attempt_waiting(game: Chronicle) -> bool:
    attempt = game.table.rules.attempt
    return attempt is not None and attempt.roll is not None \
        and any(a.id == "roll" for a in game.actions())


@pytest.mark.rule("SV1-SEQ-5", "SV1-SEQ-5A", "SV1-RCH-1")
def test_the_solitaire_variant_shows_the_attempt_waiting_for_assistants(
        page: Page, server: Server) -> None:
    """Seed 10: Bergil attempts to recruit Halbarad (MP + 6 = 6); Saruman has tapped to
    assist, and two more members may."""
    game = played_until(page, server, "Primula", "solitaire-v1", 10, attempt_waiting,
                        f"assist:{cid('Saruman')}")
    attempt = page.locator("#board-view dt:text-is('Attempt') + dd > dl")
    assert attempt.locator("> dt").all_inner_texts() == ["Name", "Kind", "Roll waiting"]
    values = attempt.locator("> dd")
    assert values.nth(0).inner_text() == "Halbarad"
    assert values.nth(1).inner_text() == "character"
    roll = values.nth(2).locator("> dl")
    assert roll.locator("> dt").all_inner_texts() == [
        "Roll", "Member", "Against", "Needs", "Assisted by"]
    assert roll.locator("> dd").all_inner_texts() == [
        "attempt", "Bergil", "MP + 6 = 6", "5 or more on 2D6", "Saruman"]
    # The choices name the same roll, one more assistant each a further +1.
    offered = [a.label for a in game.actions()]
    assert page.locator("#action-list .action-button").all_inner_texts() == offered
    assert offered[-1] == ("Roll Bergil's attempt to recruit Halbarad now, with no further "
                           "assistance: 5 or more on 2D6 succeeds (MP + 6 = 6)")
    screenshot(page, "board-solitaire-attempt")
    assert serious_violations(page) == []
