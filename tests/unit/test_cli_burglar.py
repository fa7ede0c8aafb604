"""`redbook simulate --ruleset burglar` reports the games by the Council's tier and by the
tasks done, the ruleset's own counts through simulate's generic ``ended_by`` and ``stage``."""

from __future__ import annotations

import json

import pytest

from api.cli import main

pytestmark = pytest.mark.usefixtures("no_operator_settings")


@pytest.mark.rule("BWJ-WIN-2", "BWJ-WIN-6")
def test_simulate_reports_the_tiers_and_the_tasks_done(
        capsys: pytest.CaptureFixture[str]) -> None:
    # Seed 1: a won game among them (seed 3's one win, at version 142, is lost from 143).
    assert main(["simulate", "--json", "--quiet", "--ruleset", "burglar", "--games", "20",
                 "--seed", "1"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["outcomes"] == {"lost": 19, "won": 1}
    assert summary["ended_by"] == {"a Deed of Minor Import": 1, "not hired": 9,
                                   "the Burglar lost": 10}
    assert summary["stage_reached"] == {"0 tasks done": 7, "1 task done": 12,
                                        "2 tasks done": 1}
