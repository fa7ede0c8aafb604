"""``redbook deck check``: a Balrog player's deck from a file, each problem with its clause."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from api.cli import main


@pytest.mark.rule("BA-DECL-1", "BA-START-1")
def test_deck_check_names_each_problem_and_the_unknown_rules(
        tmp_path: Path, coe_cards_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "balrog.json"
    deck.write_text(json.dumps({"starting": ["BA-3"], "starting_sites": ["BA-93", "TW-380"]}))
    assert main(["--cards", str(coe_cards_path), "deck", "check", str(deck), "--json"]) == 1
    found = json.loads(capsys.readouterr().out)
    assert found["balrog_player"] is True
    assert found["problems"] == ["starting_sites: Carn Dûm (TW-380): a starting company begins "
                                 "at Moria or The Under-gates [BA-START-1]"]
    assert "BA-PLAYER-2" in found["unknown"]
    deck.write_text(json.dumps({"starting": ["BA-3"], "starting_sites": ["BA-93"]}))
    assert main(["--cards", str(coe_cards_path), "deck", "check", str(deck)]) == 0
    assert capsys.readouterr().out.startswith("A Balrog player's deck.\n  not checked, ")


def test_a_deck_file_of_the_wrong_shape_is_refused(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "deck.json"
    deck.write_text(json.dumps({"play": "BA-3"}))
    assert main(["deck", "check", str(deck)]) == 1
    assert 'play: a list of card ids, not the text "BA-3"' in capsys.readouterr().err


MISSING_SET = ("starting: BA-3 is of the set BA, which the card catalog does not hold (it holds "
               "TW only): give the whole Council of Elrond cards.json (--cards FILE or "
               "REDBOOK_CARDS)")
STARTER_DECK = {"starting": ["BA-3", "TW-9999"]}
NO_BALROG = ("the deck holds no The Balrog character card: it is no Balrog player's deck "
             "[BA-DECL-1]")


@pytest.mark.rule("BA-DECL-1")
def test_a_card_of_a_set_the_starter_catalog_lacks_says_where_the_full_one_comes_from(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.delenv("REDBOOK_CARDS", raising=False)
    path = tmp_path / "balrog.json"
    path.write_text(json.dumps(STARTER_DECK))
    assert main(["deck", "check", str(path), "--json"]) == 1
    assert json.loads(capsys.readouterr().out)["problems"] == [
        MISSING_SET, "starting: TW-9999 is not in the card catalog", NO_BALROG]


@pytest.mark.rule("BA-DECL-1")
def test_a_server_on_the_starter_catalog_says_where_the_full_one_comes_from(
        client: TestClient) -> None:
    answer = client.post("/decks/check", json=STARTER_DECK)
    assert answer.status_code == 200, answer.text
    assert answer.json()["problems"] == [
        MISSING_SET, "starting: TW-9999 is not in the card catalog", NO_BALROG]


def test_the_card_database_may_be_named_after_the_command(
        tmp_path: Path, coe_cards_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "balrog.json"
    deck.write_text(json.dumps({"starting": ["BA-3"], "starting_sites": ["BA-93"]}))
    assert main(["--cards", str(coe_cards_path), "deck", "check", str(deck)]) == 0
    before = capsys.readouterr()
    assert main(["deck", "check", str(deck), "--cards", str(coe_cards_path)]) == 0
    assert capsys.readouterr() == before
    assert before.out.startswith("A Balrog player's deck.\n")
