"""Every file a command accepts (a game log or record to verify, import or submit, a
challenge file, a setup, a card file) that is cut short, not UTF-8 or of another format gets
one clear message naming the file and what is wrong with it (in its words, not Python's: a
number too long to read), and changes nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from api.cli import main

pytestmark = pytest.mark.usefixtures("no_operator_settings")

BAD = {
    "cut-short.json": (b'{"format": "redbook-game/1", "records": [{"version": 1, "ki',
                       "not JSON: cut short, it ends unfinished (at line 1, column 57)"),
    "latin-1.json": (b'{"player": "\xe9owyn"}',
                     "not JSON: not UTF-8 text (byte 0xe9 at position 12)"),
    "utf-16.json": ('{"a": 1}'.encode("utf-16"), "not JSON: UTF-16 text (save it as UTF-8)"),
    "table.csv": (b"name,prowess\nAragorn,6\n", "not JSON: it begins with 'name,prowess'"),
    "board.png": (b"\x89PNG\r\n\x1a\n\x00\x00", "not JSON: a PNG image"),
    "empty.json": (b"  \n", "not JSON: the file is empty"),
    "long-number.json": (b'{"seed": ' + b"7" * 5000 + b"}",
                         "not read: it holds a number of more than 4300 digits"),
}

#: Each command that reads a file, and where the file goes in its arguments.
COMMANDS = {
    "verify": ["verify", "{}"],
    "import": ["import", "{}"],
    "challenge submit": ["challenge", "submit", "cup", "--file", "{}", "--player", "sam"],
    "challenge load": ["challenge", "load", "{}"],
    "challenge check-commitment": ["challenge", "check-commitment", "--commitment",
                                   "sha256:" + "0" * 64, "--entry", "{}"],
    "simulate --setup": ["simulate", "--games", "1", "--setup", "@{}"],
    "challenge create --setup": ["challenge", "create", "cup", "--title", "The Cup", "--ruleset",
                                 "dice-race", "--setup", "@{}", "--opens-at",
                                 "2026-01-01T00:00:00Z", "--closes-at", "2027-01-01T00:00:00Z"],
    "play --setup": ["play", "--setup", "@{}"],
    "--cards": ["--cards", "{}", "rulesets", "--notes"],
}


@pytest.mark.parametrize("command", list(COMMANDS))
@pytest.mark.parametrize("name", list(BAD))
def test_a_bad_file_is_named_with_its_problem(
        command: str, name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / name
    content, problem = BAD[name]
    path.write_bytes(content)
    store = tmp_path / "games.sqlite"
    args = [arg.replace("{}", str(path)) for arg in COMMANDS[command]]
    status = main(["--database-url", f"sqlite:///{store}", *args])
    captured = capsys.readouterr()
    said = captured.out + captured.err
    assert status != 0
    assert f"{path}: {problem}" in said or f"The setup in {path} is {problem}." in said, said
    assert "Traceback" not in said and len(said.splitlines()) == 1, said
    assert path.read_bytes() == content
