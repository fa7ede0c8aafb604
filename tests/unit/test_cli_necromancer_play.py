"""Guise of the Necromancer in the terminal (``redbook play``): the turn narrated with its
clauses, the automatic player on Enter (the site's draws and Radagast's asked, and all
taken), and a stage-two move refused with its clause."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from api.cli import main

pytestmark = pytest.mark.usefixtures("no_operator_settings")


def test_play_in_the_terminal(monkeypatch: pytest.MonkeyPatch,
                              capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'games.sqlite'}"
    monkeypatch.setattr("sys.stdin", io.StringIO("ring:TW-180\n" + "\n" * 5 + "q\n"))
    status = main(["--database-url", url, "play", "--ruleset", "necromancer", "--seed", "9"])
    captured = capsys.readouterr()
    out = captured.out + captured.err
    assert status == 0
    assert "A company forms at Lórien: Radagast, Haldir, Celeborn, Sam Gamgee. [GON-SETUP-8]" \
        in out
    assert "Refused: 'ring:TW-180' is not an action open now. The One Ring is not in play" \
        in out and "[GON-RING-3]" in out
    assert "Policy chooses: Company 1 moves from Lórien to Dol Guldur (Wilderness, " \
           "Border-land, Dark-domain)" in out
    assert "Policy chooses: End the organization phase: the companies move" in out
    # Dol Guldur's resource cards, asked (from version 121): all taken.
    assert "Company 1 may draw up to 2 resource cards, the number Dol Guldur gives (at least " \
           "one). [CoE-2.IV.v]" in out
    assert "Policy chooses: Draw 2 of the 2 resource cards Dol Guldur gives" in out
    # Radagast's draw for the one Wilderness on the way, asked (from version 120): all taken.
    assert "Radagast may take his draws for the Wilderness regions of the company's path: " \
           "up to 1 for company 1. [CoE-2.IV.vi]" in out
    assert "Policy chooses: Radagast draws 1 of the 1 additional card he may" in out
    assert "4 hazards are placed face down at the left end of the hazard hand. [GON-HH-3]" in out
    assert "The hazard hand, left to right: Orc-warriors, Orc-warriors, Huorn, Wargs. " \
           "[GON-HH-4]" in out
    assert "Policy chooses: Celeborn faces a strike of Wargs" in out  # the defender's choice
