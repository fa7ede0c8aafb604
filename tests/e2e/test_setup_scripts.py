"""ops/venv.sh (which ops/run.sh and ops/test.sh source) installs once: a later start finds
the install current and runs no pip, so it works offline. The environment's python here is a
stand-in that records every pip call and runs everything else with this interpreter."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from tests.conftest import REPO

STAND_IN = f"""#!/usr/bin/env bash
if [ "$1 $2" = "-m pip" ]; then echo "pip $*" >> "$(dirname "$0")/../pip.log"; exit 0; fi
exec {sys.executable} "$@"
"""


def source_venv(repo: Path, venv: Path, extras: str = "") -> list[str]:
    """Source ops/venv.sh as the scripts do; the pip calls it made."""
    subprocess.run(["bash", "-c", "source ops/venv.sh"], cwd=repo, check=True, timeout=60,
                   env={"PATH": "/usr/bin:/bin", "REDBOOK_VENV": str(venv), "EXTRAS": extras})
    log = venv / "pip.log"
    return log.read_text().splitlines() if log.exists() else []


def test_the_set_up_installs_once_and_again_only_when_pyproject_changes(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    (repo / "ops").mkdir(parents=True)
    shutil.copy(REPO / "ops" / "venv.sh", repo / "ops" / "venv.sh")
    shutil.copy(REPO / "pyproject.toml", repo / "pyproject.toml")
    venv = tmp_path / "venv"
    (venv / "bin").mkdir(parents=True)
    (venv / "bin" / "python").write_text(STAND_IN)
    (venv / "bin" / "python").chmod(0o755)
    install = "pip -m pip install -q --disable-pip-version-check -e ."
    assert source_venv(repo, venv) == [install]
    assert source_venv(repo, venv) == [install]  # the second start: no pip
    assert source_venv(repo, venv, "[test]") == [install, install + "[test]"]
    assert source_venv(repo, venv, "[test]") == [install, install + "[test]"]
    assert source_venv(repo, venv) == [install, install + "[test]"]
    with (repo / "pyproject.toml").open("a") as changed:
        changed.write("\n# a new dependency\n")
    assert source_venv(repo, venv) == [install, install + "[test]", install]
