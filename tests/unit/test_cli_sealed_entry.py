"""The terminal's views of a sealed challenge entry: ``redbook play --game``, ``redbook
export`` and what ``redbook verify`` and ``redbook import`` say of such an export. None shows
the seed before the challenge closes."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path
from uuid import UUID

import pytest

from api.cli import main
from api.config import Settings
from api.service import open_service
from domain.challenges import SEALED, commitment
from domain.store.challenges import ChallengeService

pytestmark = pytest.mark.usefixtures("no_operator_settings")

SEED = "a-sealed-seed-that-no-terminal-may-print-0123456789"
CUP = {"id": "cup", "title": "The Cup", "ruleset": "solitaire-v1", "setup": {},
       "opens_at": "2020-01-01T00:00:00Z", "closes_at": "2999-01-01T00:00:00Z"}


@pytest.fixture
def url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.sqlite'}"


@pytest.fixture
def entry(url: str) -> str:
    app = open_service(Settings.from_env(url))
    try:
        challenges = ChallengeService(app)
        challenges.create(CUP, SEED)
        return str(challenges.enter("cup", "bilbo", "2026-01-01T00:00:00Z"))
    finally:
        app.close()


def run(capsys: pytest.CaptureFixture[str], url: str, *args: str) -> tuple[int, str, str]:
    status = main(["--database-url", url, *args])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_play_shows_a_sealed_entry_without_its_seed(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], url: str,
        entry: str) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("b\ns\n\nq\n"))
    status, out, err = run(capsys, url, "play", "--game", entry)
    assert status == 0
    assert SEED not in out + err
    assert out.startswith(f"Middle Earth CCG Solitaire Variant (Version 1.0) - game {entry} "
                          f"(seed '{SEALED}', undo policy none)")
    assert "Policy chooses: " in out


def test_export_hides_the_seed_and_verify_says_it_is_sealed(
        capsys: pytest.CaptureFixture[str], url: str, entry: str, tmp_path: Path) -> None:
    path = tmp_path / "entry.json"
    status, _, err = run(capsys, url, "export", entry, "-o", str(path))
    assert status == 0
    assert SEED not in path.read_text("utf-8")
    assert "seed is sealed" in err
    sealed = ("This is a challenge entry exported while the challenge's seed was sealed: it "
              "can be verified once the challenge closes and reveals the seed (export it "
              "again then).")
    # Not a file that holds no game (2): one that cannot be verified yet (1).
    status, out, err = run(capsys, url, "verify", str(path))
    assert (status, out, err) == (1, "", f"redbook: {path}: {sealed}\n")


FULL = "a challenge entry exported while the challenge's seed was sealed"
RECORD = ("the record of a challenge entry made while the challenge's seed was sealed "
          f"(commitment {commitment(SEED)})")
REVEALED = "once the challenge closes and reveals the seed (export it again then)"
SUBMIT = ("an entry of a sealed challenge is submitted by its game id in the store it was "
          "entered in (`redbook challenge submit ID GAME_ID --player P`), not as a file.")


@pytest.mark.parametrize(("form", "what"), [("full", FULL), ("record", RECORD)])
@pytest.mark.parametrize(("command", "then"), [
    (("verify", "{file}"), None),
    (("import", "{file}"),
     f"it can be imported {REVEALED}; until then the entry is played and submitted in the "
     "store it was entered in (`redbook challenge submit ID GAME_ID --player P`)."),
    (("audit", "{file}", "1"), f"its events can be audited {REVEALED}."),
    (("challenge", "submit", "cup", "--file", "{file}", "--player", "frodo"), SUBMIT),
    (("challenge", "check-commitment", "--commitment", commitment(SEED), "--entry", "{file}"),
     "it holds no seed to check: check the seed the challenge reveals when it closes "
     "(--seed), or the entry exported again then."),
])
def test_every_command_given_a_sealed_entry_says_what_it_is_and_changes_nothing(
        capsys: pytest.CaptureFixture[str], url: str, entry: str, tmp_path: Path,
        form: str, what: str, command: tuple[str, ...], then: str | None) -> None:
    """One line, ``redbook: FILE: This is ...: ...`` (what the file is, what to do with it),
    exit status 1: a file that cannot be used yet, not one that holds no game."""
    path = tmp_path / "entry.json"
    assert run(capsys, url, "export", entry, "--format", form, "-o", str(path))[0] == 0
    before = stored(url)
    if then is None:  # verify says what the game model says of it
        then = (f"it can be {'verified' if form == 'full' else 'replayed'} {REVEALED}.")
    assert run(capsys, url, *(part.format(file=path) for part in command)) == (
        1, "", f"redbook: {path}: This is {what}: {then}\n")
    assert stored(url) == before


def stored(url: str) -> tuple[list[UUID], list[dict[str, object]], int | None]:
    """What the store holds: its games, the challenge's entries and its last event."""
    app = open_service(Settings.from_env(url))
    try:
        return (app.game_ids(), ChallengeService(app).entries("cup"),
                app.recorder.max_notification_id())
    finally:
        app.close()


def test_export_of_an_entry_after_the_close_verifies(
        capsys: pytest.CaptureFixture[str], url: str, entry: str, tmp_path: Path) -> None:
    app = open_service(Settings.from_env(url))
    try:
        ChallengeService(app).close("cup", "2026-01-02T00:00:00Z")
    finally:
        app.close()
    path = tmp_path / "entry.json"
    assert run(capsys, url, "export", entry, "-o", str(path))[0] == 0
    assert SEED in path.read_text("utf-8")
    status, out, _ = run(capsys, url, "verify", str(path))
    assert status == 0 and out.startswith(f"OK: {path} verifies (")


def test_compare_of_two_sealed_entries_hides_the_seed(
        capsys: pytest.CaptureFixture[str], url: str, entry: str) -> None:
    app = open_service(Settings.from_env(url))
    try:
        other = str(ChallengeService(app).enter("cup", "frodo", "2026-01-01T00:00:00Z"))
        chronicle = app.load(UUID(entry))
        app.decide(UUID(entry), *chronicle.ruleset.policy(chronicle.table.rules,
                                                          chronicle.actions()))
    finally:
        app.close()
    for flags in ((), ("--json",)):
        status, out, err = run(capsys, url, "compare", entry, other, *flags)
        assert status == 0 and out
        assert SEED not in out + err


def test_audit_of_a_sealed_entry_hides_the_seed_and_the_shuffled_orders(
        capsys: pytest.CaptureFixture[str], url: str, entry: str) -> None:
    status, out, err = run(capsys, url, "audit", entry, "1")
    assert (status, err) == (0, "")
    assert SEED not in out and f"from seed {SEALED}," in out
    status, out, _ = run(capsys, url, "audit", "--json", entry, "2")
    assert status == 0 and SEED not in out
    report = json.loads(out)
    [shuffled] = [step for step in report["causes"] if step["relation"] == "the event"]
    assert shuffled["kind"] == "DeckShuffled"
    # The shuffled order is replaced by how many cards it held, wherever the report has it.
    assert re.findall(r'"cards": ("[^"]*"|\[)', out) == [f'"{SEALED} (52 cards)"']


def test_compare_text_conceals_the_seed_before_cutting_its_columns(
        capsys: pytest.CaptureFixture[str], url: str, entry: str) -> None:
    """Two games that differ from their first event: the entry's GameStarted line is cut to
    its column after its seed is concealed, so no part of the seed shows."""
    app = open_service(Settings.from_env(url))
    try:
        other = str(app.start("solitaire-v1", "another-seed", {}, "none"))
    finally:
        app.close()
    status, out, err = run(capsys, url, "compare", entry, other)
    assert (status, err) == (0, "")
    row = out.splitlines()[4]
    assert row.startswith("   1 A new game of solitaire-v1 (version ")
    assert row.split(" | ")[0].endswith(" from seed (se…")  # the start of SEALED, not SEED
    assert SEED[:3] not in out
