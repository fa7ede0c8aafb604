"""``redbook simulate --ruleset-version N`` (or ``--version N``): the games played by an
earlier version the ruleset still replays, its rules and its automatic player as they were
then; the newest by default; a version it does not play refused by name, nothing written."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from api.cli import main
from api.simulation.games import autoplay
from domain.cards import starter_catalog
from domain.chronicle import verify
from domain.export import parse_export
from domain.ruleset import make_ruleset

NECROMANCER = make_ruleset("necromancer", starter_catalog())
#: A game the automatic player won at Guise of the Necromancer 100, Rescue Prisoners then
#: tapping an untapped hold with no attack; from 101 the card is played by its text.
SEED = "2477"


def simulate_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main(["simulate", "--json", "--quiet", "--jobs", "1", *args]) == 0
    summary: dict[str, Any] = json.loads(capsys.readouterr().out)
    return summary


def test_an_earlier_version_plays_by_its_own_rules_and_player(
        capsys: pytest.CaptureFixture[str]) -> None:
    old = simulate_json(capsys, "--ruleset", "necromancer", "--ruleset-version", "100",
                        "--game-seed", SEED)
    assert old["ruleset_version"] == "100"
    game = autoplay(NECROMANCER.at_version("100"), int(SEED), {})
    assert old["per_game"] == [game.row().to_json()]
    assert (game.outcome, game.ended_by, game.stage) == (
        "won", "the White Council", "The Watchful Peace")
    assert game.chronicle.start["ruleset_version"] == "100"
    assert old["replay"] == ("redbook simulate --ruleset necromancer --ruleset-version 100 "
                             "--game-seed <seed>")
    # Version 101 plays the same seed to another end.
    new = simulate_json(capsys, "--ruleset", "necromancer", "--ruleset-version", "101",
                        "--game-seed", SEED)
    assert new["ruleset_version"] == "101"
    assert new["per_game"] == [
        autoplay(NECROMANCER.at_version("101"), int(SEED), {}).row().to_json()]
    assert new["per_game"] != old["per_game"]
    assert (new["wins"], old["wins"]) == (0, 1)
    # The newest by default.
    newest = simulate_json(capsys, "--ruleset", "necromancer", "--game-seed", SEED)
    assert newest["ruleset_version"] == NECROMANCER.version


def test_the_newest_named_is_the_default_and_version_is_its_other_name(
        capsys: pytest.CaptureFixture[str]) -> None:
    default = simulate_json(capsys, "--ruleset", "solitaire-v1", "--games", "2", "--seed", "4")
    named = simulate_json(capsys, "--ruleset", "solitaire-v1", "--ruleset-version", "8",
                          "--games", "2", "--seed", "4")
    short = simulate_json(capsys, "--ruleset", "solitaire-v1", "--version", "8",
                          "--games", "2", "--seed", "4")
    assert default["ruleset_version"] == "8"
    # Only the command that replays a game names the version it was asked for.
    assert named["replay"] == short["replay"] == (
        "redbook simulate --ruleset solitaire-v1 --ruleset-version 8 --game-seed <seed>")
    assert {**named, "replay": default["replay"]} == {**short, "replay": default["replay"]} \
        == default


def test_the_text_summary_names_the_version_played(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--ruleset", "solitaire-v1", "--version", "2", "--games", "1",
                 "--seed", "4", "--quiet", "--jobs", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Ruleset solitaire-v1 (version 2), seed 4: 1 game"
    assert lines[-2].startswith("  replay     game 0: redbook simulate --ruleset solitaire-v1 "
                                "--ruleset-version 2 --game-seed ")


def test_an_exported_game_of_an_earlier_version_verifies_as_that_version(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    simulate_json(capsys, "--ruleset", "necromancer", "--ruleset-version", "100",
                  "--game-seed", SEED, "--export", str(tmp_path))
    records = parse_export(json.loads((tmp_path / "game-00000.json").read_text("utf-8")))
    assert records[0].data["ruleset_version"] == "100"
    assert verify(NECROMANCER, records).ok


NEWEST = {r: make_ruleset(r, starter_catalog()).version
          for r in ("necromancer", "road-goes-ever-on")}


@pytest.mark.parametrize(("ruleset", "version", "plays"), [
    ("necromancer", "999", f"1 to {NEWEST['necromancer']}"),
    ("necromancer", "0", f"1 to {NEWEST['necromancer']}"),
    ("dice-race", "2", "1"),
    # Versions 50 to 54 of The Road Goes Ever On no longer replay.
    ("road-goes-ever-on", "52", f"1 to 49, 55 to {NEWEST['road-goes-ever-on']}"),
])
def test_a_version_the_ruleset_does_not_play_is_refused_by_name_writing_nothing(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, ruleset: str, version: str,
        plays: str) -> None:
    folder = tmp_path / "logs"
    status = main(["simulate", "--ruleset", ruleset, "--ruleset-version", version,
                   "--games", "2", "--export", str(folder), "--quiet"])
    captured = capsys.readouterr()
    assert status == 1 and captured.out == ""
    newest = NEWEST.get(ruleset, "1")
    assert captured.err == (f"redbook: The ruleset {ruleset} has no version {version!r} to "
                            f"play: it plays {plays} (the newest, {newest}, by default).\n")
    assert not folder.exists()
