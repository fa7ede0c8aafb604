"""``redbook simulate`` reports, for Guise of the Necromancer, the win rate, the stage each
game reached and how it ended, in the scenario's own words."""

from __future__ import annotations

import pytest

from api.commands.simulate import autoplay, render, summarize
from domain.ruleset import make_ruleset
from domain.rulesets.guise_of_the_necromancer import rescue
from tests.rules.necromancer_support import RULESET

#: The last version before Rescue Prisoners' card: from it the automatic player never plays the
#: card (its company leaves Dol Guldur's automatic-attacks all tapped or wounded), so its games
#: all end in The Investigation, by the Wizard lost or the hazard deck.
BEFORE = RULESET.at_version(str(rescue.SINCE - 1))


@pytest.mark.rule("GON-STAGE-2", "GON-WIN-8", "GON-WIN-10")
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
    # The current version: none of them comes back from Dol Guldur holding the card.
    now = [autoplay(RULESET, seed, {}) for seed in (7, 8, 2477, 10)]
    assert [(g.outcome, g.ended_by, g.stage) for g in now] == [
        ("lost", "Wizard lost", "The Investigation"),
        ("lost", "hazard deck exhausted", "The Investigation"),
        ("lost", "Wizard lost", "The Investigation"),
        ("lost", "Wizard lost", "The Investigation")]


@pytest.mark.not_a_rule("simulation report")
def test_a_ruleset_without_stages_reports_none(starter) -> None:  # type: ignore[no-untyped-def]
    game = autoplay(make_ruleset("dice-race", starter), 1, {})
    assert game.stage is None
    assert "stage_reached" not in summarize("dice-race", 1, [game], 1.0)
