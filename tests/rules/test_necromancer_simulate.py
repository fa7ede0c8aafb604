"""``redbook simulate`` reports, for Guise of the Necromancer, the win rate, the stage each
game reached and how it ended, in the scenario's own words."""

from __future__ import annotations

import pytest

from api.commands.simulate import autoplay, render, summarize
from domain.ruleset import make_ruleset
from domain.rulesets.guise_of_the_necromancer import rescue, rescue_plan
from tests.rules.necromancer_support import RULESET

#: The last version before Rescue Prisoners' card: the card then tapped an untapped hold with no
#: attack. From ``rescue.SINCE`` it needs a hold already tapped and a character untapped after
#: its Spiders to hold it: the automatic player keeps characters out of Dol Guldur's
#: automatic-attacks for that (``rescue_plan``), and its games take other courses.
BEFORE = RULESET.at_version(str(rescue.SINCE - 1))
#: The version whose automatic player follows ``rescue_plan``.
PLANNED = RULESET.at_version(str(rescue_plan.SINCE))


@pytest.mark.rule("GON-STAGE-2", "GON-WIN-8", "GON-WIN-10", "GON-RING-3")
def test_simulate_counts_the_stage_reached_and_how_games_ended():
    games = [autoplay(BEFORE, seed, {}) for seed in (7, 8, 2477, 10)]
    assert [g.chronicle.start["ruleset_version"] for g in games] == [BEFORE.played] * 4
    assert [(g.outcome, g.ended_by, g.stage) for g in games] == [
        ("lost", "the Ring found", "The Watchful Peace"),
        ("lost", "hazard deck exhausted", "The Investigation"),
        ("won", "the White Council", "The Watchful Peace"),
        ("lost", "Wizard lost", "The Watchful Peace")]
    summary = summarize(RULESET.id, 7, games, 1.0)
    assert (summary["wins"], summary["win_rate"]) == (1, 0.25)
    assert summary["stage_reached"] == {"The Investigation": 1, "The Watchful Peace": 3}
    assert summary["ended_by"] == {"Wizard lost": 1, "hazard deck exhausted": 1,
                                   "the Ring found": 1, "the White Council": 1}
    lines: list[str] = []
    render(summary, lines.append)
    assert "  reached    The Investigation 1, The Watchful Peace 3" in lines
    # Rescue Prisoners by its card: only the fourth comes back from Dol Guldur with it held,
    # and loses in The Watchful Peace: The One Ring appears again once Sam, the one Hobbit,
    # was given up for it (once a game, GON-RING-3), with Nazgûl guarding Dol Guldur.
    now = [autoplay(PLANNED, seed, {}) for seed in (7, 8, 2477, 10)]
    assert [(g.outcome, g.ended_by, g.stage, g.turns) for g in now] == [
        ("lost", "hazard deck exhausted", "The Investigation", 10),
        ("lost", "Wizard lost", "The Investigation", 3),
        ("lost", "Wizard lost", "The Investigation", 7),
        ("lost", "the Ring found", "The Watchful Peace", 7)]


@pytest.mark.not_a_rule("simulation report")
def test_a_ruleset_without_stages_reports_none(starter) -> None:  # type: ignore[no-untyped-def]
    game = autoplay(make_ruleset("dice-race", starter), 1, {})
    assert game.stage is None
    assert "stage_reached" not in summarize("dice-race", 1, [game], 1.0)
