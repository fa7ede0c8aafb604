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
    assert len(runs) >= 2
    assert [code for code in runs if not code.startswith(".venv/bin/python ops/")] == []
    scripts = [code.split()[1] for code in runs if "NAME" not in code]
    assert scripts and [s for s in scripts if not (REPO / s).is_file()] == []


def test_every_benchmark_named_exists() -> None:
    named = re.findall(r"`(\w+\.py)", README[README.index("Benchmarks live in"):])
    assert len(named) >= 6
    assert [name for name in named if not (REPO / "ops" / "bench" / name).is_file()] == []


def test_every_redbook_command_named_is_one() -> None:
    commands = {name.removeprefix("redbook ") for name, _ in parsers(build_parser())}
    written = [code for code in CODE if code.startswith(("redbook ", ".venv/bin/redbook "))]
    assert len(written) > 20
    for code in written:
        words = [w for w in code.split()[1:] if not w.startswith("-")]
        # The longest run of words that names a command (`challenge play`, `deck check`).
        named = [" ".join(words[:n]) for n in range(len(words), 0, -1)
                 if " ".join(words[:n]) in commands]
        assert named or code.split()[1].startswith("--"), code
