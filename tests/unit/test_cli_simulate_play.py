"""``redbook simulate`` and ``redbook play``: generic over the registered rulesets, run through
the command's own entry point, with play driven by scripted input."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path
from typing import Any
from uuid import UUID

import pytest

from api.cli import main
from api.commands.simulate import Progress, autoplay, game_seed, histogram, parse_seed
from api.config import Settings
from api.service import open_service
from domain.cards import starter_catalog
from domain.ruleset import make_ruleset

pytestmark = pytest.mark.usefixtures("no_operator_settings")


@pytest.fixture
def url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.sqlite'}"


def simulate_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main(["simulate", "--json", "--quiet", *args]) == 0
    summary: dict[str, Any] = json.loads(capsys.readouterr().out)
    return summary


def play(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], url: str,
         lines: str, *args: str) -> tuple[int, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO(lines))
    status = main(["--database-url", url, "play", *args])
    captured = capsys.readouterr()
    return status, captured.out + captured.err


# -- simulate --------------------------------------------------------------------------------
def test_simulate_summarizes_the_same_games_a_direct_replay_plays(
        capsys: pytest.CaptureFixture[str]) -> None:
    summary = simulate_json(capsys, "--ruleset", "solitaire-v1", "--games", "3", "--seed", "5")
    ruleset = make_ruleset("solitaire-v1", starter_catalog())
    games = [autoplay(ruleset, game_seed(5, n), {}) for n in range(3)]
    scores = [g.score for g in games]
    assert summary["games"] == 3 and summary["seed"] == 5
    assert summary["wins"] == sum(1 for g in games if g.outcome == "won")
    assert (summary["score"]["min"], summary["score"]["max"]) == (min(scores), max(scores))
    assert summary["events"]["total"] == sum(g.events for g in games)
    assert summary["turns"] == {"mean": 13.0, "min": 13, "max": 13}
    assert sum(b["games"] for b in summary["score"]["histogram"]) == 3
    assert summary["per_game"] == [g.row().to_json() for g in games]


def test_simulate_is_generic_over_rulesets(capsys: pytest.CaptureFixture[str]) -> None:
    summary = simulate_json(capsys, "--ruleset", "dice-race", "--games", "20", "--seed", "x",
                            "--setup", '{"goal": 20, "turns": 6}')
    assert summary["ruleset"] == "dice-race" and summary["games"] == 20
    assert summary["outcomes"]["won"] + summary["outcomes"].get("lost", 0) == 20


def test_simulate_counts_how_games_ended_by_the_ruleset_s_own_words(
        capsys: pytest.CaptureFixture[str]) -> None:
    summary = simulate_json(capsys, "--ruleset", "there-and-back-again", "--games", "4",
                            "--seed", "1")
    ruleset = make_ruleset("there-and-back-again", starter_catalog())
    reasons = [str(autoplay(ruleset, game_seed(1, n), {}).chronicle.result()[  # type: ignore[index]
        "reason"]) for n in range(4)]
    assert summary["ended_by"] == {r: reasons.count(r) for r in sorted(set(reasons))}
    assert sum(summary["ended_by"].values()) == 4


def test_simulate_prints_a_readable_summary_with_a_histogram(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "4", "--seed", "1", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Ruleset solitaire-v1 (version 8), seed 1: 4 games\n")
    for label in ("wins", "outcomes", "score", "turns", "events", "replay", "speed"):
        assert re.search(rf"^  {label} ", out, re.MULTILINE), label
    assert re.search(r"^ +-?\d+(\.\.-?\d+)? \| #+ +\d+$", out, re.MULTILINE)


def test_simulate_exports_portable_logs_that_import_and_verify(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, url: str) -> None:
    folder = tmp_path / "logs"
    simulate_json(capsys, "--games", "2", "--seed", "9", "--export", str(folder))
    files = sorted(p.name for p in folder.iterdir())
    assert files == ["game-00000.json", "game-00001.json"]
    app = open_service(Settings.from_env(url))
    try:
        for name in files:
            document = json.loads((folder / name).read_text("utf-8"))
            assert document["format"] == "redbook-game/1"
            game_id = app.import_game(document)
            assert app.verify(game_id).ok
            assert app.load(game_id).result() is not None
    finally:
        app.close()


def test_simulate_refuses_a_bad_setup_and_writes_nothing(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    folder = tmp_path / "logs"
    setup = json.dumps({"decks": {"regions": ["Rhudaur", "Glamdring", "Nowhere"]}})
    status = main(["simulate", "--games", "2", "--setup", setup, "--export", str(folder)])
    err = capsys.readouterr().err
    assert status == 1
    assert "The Solitaire Variant setup is not valid." in err
    assert "regions: Glamdring (TW-244) is an item; it belongs in items" in err
    assert "regions: unknown card \"Nowhere\"" in err
    assert not folder.exists()
    assert main(["simulate", "--games", "0"]) == 2


def test_seeds_from_the_command_line() -> None:
    assert (parse_seed("42"), parse_seed("-3"), parse_seed("abc"), parse_seed("4.5")) == (
        42, -3, "abc", "4.5")


def test_progress_bar_only_on_a_terminal() -> None:
    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    shown = Terminal()
    bar = Progress(4, shown, enabled=True)
    bar.show(2)
    bar.show(4)
    assert shown.getvalue() == ("\r[" + "#" * 15 + "." * 15 + "] 2/4"
                                "\r[" + "#" * 30 + "] 4/4\n")
    quiet = Terminal()
    Progress(4, quiet, enabled=False).show(4)
    piped = io.StringIO()
    Progress(4, piped, enabled=True).show(4)
    assert quiet.getvalue() == "" and piped.getvalue() == ""


def test_histogram_bins() -> None:
    assert histogram([1, 2, 2, 9]) == [{"low": n, "high": n, "games": c} for n, c in
                                       [(1, 1), (2, 2), (3, 0), (4, 0), (5, 0), (6, 0), (7, 0),
                                        (8, 0), (9, 1)]]
    assert histogram([0, 39], bins=4) == [{"low": 0, "high": 9, "games": 1},
                                          {"low": 10, "high": 19, "games": 0},
                                          {"low": 20, "high": 29, "games": 0},
                                          {"low": 30, "high": 39, "games": 1}]


# -- play ------------------------------------------------------------------------------------
def test_play_lets_the_policy_choose_on_enter_and_can_be_resumed_and_undone(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], url: str) -> None:
    status, out = play(monkeypatch, capsys, url, "\n\nq\n", "--seed", "3")
    assert status == 0
    assert "Middle Earth CCG Solitaire Variant (Version 1.0) - game " in out
    assert "  Regions: " in out and "[SV1-HAZ-1]" in out
    assert out.count("  Policy chooses: ") == 2
    match = re.search(r"Resume with: redbook play --game ([0-9a-f-]{36})", out)
    assert match is not None
    game_id = match.group(1)
    status, out = play(monkeypatch, capsys, url, "u\nu\n?\nq\n", "--game", game_id)
    assert status == 0
    assert out.count("  Undone: back to before the last decision.") == 2
    assert "let the automatic policy choose" in out
    app = open_service(Settings.from_env(url))
    try:
        kinds = [r.kind for r in app.records(UUID(game_id))]
    finally:
        app.close()
    assert kinds.count("Decision") == 2 and kinds.count("Undone") == 2


def test_play_refuses_an_illegal_choice_with_its_clause(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], url: str) -> None:
    status, out = play(monkeypatch, capsys, url, "move:TW-244:TW-120\nwhatever\n1\nq\n",
                       "--seed", "3")
    assert status == 0
    assert "  Refused: 'move:TW-244:TW-120' is not allowed now: items may never be moved " \
           "between members." in out
    assert "[SV1-ACQ-4A]" in out
    assert "  Refused: 'whatever' is not allowed now: the Solitaire Variant has no such " \
           "action." in out
    assert "Chosen:" not in out  # decisions are shown by their effects, not echoed


def test_play_a_whole_dice_race_by_numbers(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], url: str) -> None:
    status, out = play(monkeypatch, capsys, url, "2\n" * 10, "--ruleset", "dice-race",
                       "--seed", "1", "--setup", '{"goal": 20, "turns": 4}')
    assert status == 0
    assert "Game over" in out and "│ Outcome │ won │" in out
    assert out.count("Rolled ") == 4  # four turns of running


def test_play_an_unknown_game_id_is_an_error(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], url: str) -> None:
    status, out = play(monkeypatch, capsys, url, "", "--game", "not-a-uuid")
    assert status == 1
    assert out == "redbook: 'not-a-uuid' is not a game id.\n"


def test_play_cites_the_clause_of_every_ruling_once(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], url: str) -> None:
    status, out = play(monkeypatch, capsys, url, "1\nq\n", "--ruleset", "dice-race",
                       "--seed", "1")
    assert status == 0
    # The dice race narrates without clauses, so the command adds each fact's own.
    assert "  Shuffled the boosts (5 cards). [DR-1]" in out
    assert re.search(r"  Rolled \d = \d for walk\. \[DR-2\]", out)
    # A ruleset that cites its clause itself is not cited twice.
    status, out = play(monkeypatch, capsys, url, "q\n", "--seed", "3")
    assert status == 0
    assert "[SV1-HAZ-1] [SV1-HAZ-1]" not in out and "[SV1-HAZ-1]" in out
