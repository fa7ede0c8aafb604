"""The README's commands work as written: a Python script of ``ops/`` is run with the
environment's interpreter (``.venv/bin/python``; a bare ``python`` lacks the packages), every
script and benchmark it names exists, and every ``redbook`` sub-command it names is one."""

from __future__ import annotations

import re
from pathlib import Path

from api.cli import build_parser
from tests.unit.test_cli_help import parsers

REPO = Path(__file__).resolve().parents[2]
README = (REPO / "README.md").read_text("utf-8")
CODE = re.findall(r"`([^`\n]+)`", README) + [
    line.split("#")[0].strip() for block in re.findall(r"```sh\n(.*?)```", README, re.S)
    for line in block.splitlines()]


def test_python_scripts_are_run_with_the_environments_interpreter() -> None:
    assert [code for code in CODE if re.match(r"(python3?|uvicorn) ", code)] == []
    runs = [code for code in CODE if re.search(r"\bops/\S+\.py\b", code) and " " in code]
    assert runs == [".venv/bin/python ops/load/load.py --clients 8 --seconds 10",
                    ".venv/bin/python ops/bench/NAME.py"]
    scripts = [code.split()[1] for code in runs if "NAME" not in code]
    assert [s for s in scripts if not (REPO / s).is_file()] == []


def test_every_benchmark_named_exists() -> None:
    named = re.findall(r"`(\w+\.py)", README[README.index("Benchmarks live in"):])
    assert named == ["bench_games.py", "bench_replay.py", "bench_challenge.py",
                     "bench_simulate.py", "record_sizes.py", "bench_game_list.py",
                     "bench_long_game.py"]
    assert [name for name in named if not (REPO / "ops" / "bench" / name).is_file()] == []


def test_every_redbook_command_named_is_one() -> None:
    commands = {name.removeprefix("redbook ") for name, _ in parsers(build_parser())}
    written = [code for code in CODE if code.startswith(("redbook ", ".venv/bin/redbook "))]
    named: dict[str, str | None] = {}
    for code in written:
        words = [w for w in code.split()[1:] if not w.startswith("-")]
        # The longest run of words that names a command (`challenge play`, `deck check`).
        found = [" ".join(words[:n]) for n in range(len(words), 0, -1)
                 if " ".join(words[:n]) in commands]
        named[code] = found[0] if found else None
    assert [code for code, command in named.items()
            if command is None and not code.split()[1].startswith("--")] == []
    assert sorted({c for c in named.values() if c}) == [
        "audit", "cards", "challenge", "challenge check-commitment", "challenge close",
        "challenge export", "challenge list", "challenge play", "challenge submit", "compare",
        "deck check", "export", "games", "import", "play", "projections rebuild", "rulesets",
        "serve", "simulate", "verify"]
