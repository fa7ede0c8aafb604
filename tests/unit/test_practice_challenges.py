"""The practice challenges shipped in ``seeds/challenges/``: one for every public ruleset, each
loads, and ``redbook challenge play`` plays an entry of each to its end (here with the
automatic player: every prompt answered with enter) and submits it, printing score and rank."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from api.cli import main
from api.config import Settings
from api.service import open_service
from domain.challenge_files import shipped
from domain.challenges import SEALED
from domain.ruleset import listed_ruleset_ids
from domain.store.challenges import ChallengeService

pytestmark = pytest.mark.usefixtures("no_operator_settings")

SEEDS = Path(__file__).parents[2] / "seeds" / "challenges"


def readme_table() -> dict[str, str]:
    """Each practice challenge that seeds/challenges/README.md lists, with what its table says
    the automatic player's entry scores (the last column): the tests below play every one and
    compare, so the README cannot go stale."""
    text = (SEEDS / "README.md").read_text("utf-8")
    return dict(re.findall(r"^\| `([a-z0-9-]+)\.json` \|.*\| ([^|]+?) \|$", text, re.MULTILINE))


#: Each shipped practice challenge and what its entry scores when the policy plays it.
PLAYED = readme_table()


@pytest.fixture
def url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.sqlite'}"


def play(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], url: str,
         lines: str, challenge: str, player: str = "sam") -> tuple[int, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO(lines))
    status = main(["--database-url", url, "challenge", "play", challenge, "--player", player])
    captured = capsys.readouterr()
    return status, captured.out + captured.err


def test_every_public_ruleset_has_a_practice_challenge_and_each_loads(url: str) -> None:
    files = shipped()
    assert sorted(str(f.spec["id"]) for f in files) == sorted(PLAYED)
    assert set(listed_ruleset_ids()) <= {f.spec["ruleset"] for f in files}
    app = open_service(Settings.from_env(url))
    try:
        report = ChallengeService(app).load(files)
    finally:
        app.close()
    assert [(row["id"], row["outcome"]) for row in report] == [
        (challenge, "stored") for challenge in sorted(PLAYED)]


@pytest.mark.parametrize("challenge", sorted(PLAYED))
def test_an_entry_is_played_to_its_end_and_submitted(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], url: str,
        challenge: str) -> None:
    status, out = play(monkeypatch, capsys, url, "\n" * 5000, challenge)
    lines = out.splitlines()
    assert status == 0
    assert lines[0] == (f"Practice challenge {challenge} (seeds/challenges/{challenge}.json): "
                        "stored")
    assert lines[-1] == f"Submitted: {PLAYED[challenge]}; rank 1 of 1."


def test_an_entry_left_unfinished_is_taken_up_again_and_submitted_once(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], url: str) -> None:
    status, out = play(monkeypatch, capsys, url, "\nq\n", "dice-race-practice")
    assert status == 0
    game = out.split(" - game ", 1)[1].split(" ", 1)[0]
    assert out.splitlines()[-1] == ("Your entry is not submitted yet; go on with: redbook "
                                    "challenge play dice-race-practice --player sam")
    status, out = play(monkeypatch, capsys, url, "\n" * 50, "dice-race-practice")
    assert (status, out.splitlines()[0]) == (0, f"Going on with sam's entry, game {game}.")
    assert out.splitlines()[-1] == "Submitted: won, 20 points, 5 turns; rank 1 of 1."
    status, out = play(monkeypatch, capsys, url, "\n" * 50, "dice-race-practice", "frodo")
    # The same game, submitted later: the same rank (the time is no merit of the game).
    assert out.splitlines()[-1] == "Submitted: won, 20 points, 5 turns; rank 1 of 2."
    status, out = play(monkeypatch, capsys, url, "\n", "dice-race-practice")
    assert (status, out) == (1, "redbook: sam has submitted an entry to 'dice-race-practice' "
                                f"already (game {game}).\n")


def test_a_practice_challenge_file_is_loaded_from_where_it_lies(
        capsys: pytest.CaptureFixture[str], url: str, tmp_path: Path) -> None:
    path = tmp_path / "burglar.json"
    path.write_bytes((SEEDS / "burglar-practice.json").read_bytes())
    assert main(["--database-url", url, "challenge", "load", str(path)]) == 0
    assert capsys.readouterr().out == f"burglar-practice ({path}): stored\n"


def test_a_sealed_challenge_is_played_without_its_seed_showing(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], url: str) -> None:
    seed = "a-sealed-seed-that-no-terminal-may-print-0123456789"
    app = open_service(Settings.from_env(url))
    try:
        ChallengeService(app).create({
            "id": "cup", "title": "The Cup", "ruleset": "dice-race",
            "setup": {"goal": 20, "turns": 6}, "opens_at": "2020-01-01T00:00:00Z",
            "closes_at": "2999-01-01T00:00:00Z"}, seed)
    finally:
        app.close()
    status, out = play(monkeypatch, capsys, url, "u\n" + "\n" * 50, "cup")
    assert status == 0 and seed not in out
    assert f"(seed '{SEALED}', undo policy none)" in out.splitlines()[0]
    assert "  Refused: This game's undo policy is 'none': moves cannot be taken back." in out
    assert out.splitlines()[-1] == "Submitted: lost, 16 points, 6 turns; rank 1 of 1."
