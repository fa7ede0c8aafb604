"""``redbook deck check``: a Balrog player's deck from a file, each problem with its clause."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

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
    assert "a deck is a JSON object of card id lists by part" in capsys.readouterr().err
