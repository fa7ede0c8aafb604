"""``redbook simulate`` counts how seeded games of The Road Goes Ever On ended: by the Free
Council, by Shadow, or with the company lost."""

from __future__ import annotations

import pytest

from api.commands.simulate import autoplay, render, summarize
from domain.ruleset import make_ruleset


@pytest.mark.rule("RGO-SHADOW-3", "RGO-GEN-7")
def test_simulate_counts_the_games_ended_by_shadow(starter) -> None:  # type: ignore[no-untyped-def]
    rgo = make_ruleset("road-goes-ever-on", starter)
    # Seeds with all three endings (from version 57, the creatures' special text played,
    # seed 5 loses the company where seed 7 did; from version 67, Gloom and Lure of Power
    # played, seed 1 wins at the Free Council where seed 2 did; from version 74, the hazard
    # long-events of generation 3 played by their text, seed 6 loses the company where seed 5
    # did; from version 75, the Elven Cloak canceling a strike, seed 2 wins at the Free Council
    # and seed 1 is lost by Shadow; from version 78, the corruption cards' checks played,
    # seed 10 wins at the Free Council and seed 4 loses the company; from version 91, the
    # long-events of generation 4 played, seed 1 wins, seed 3 is lost by Shadow and seed 2
    # loses the company; from version 94, the sites they tap with Doors of Night in play,
    # seed 67 wins and seed 1 loses the company; from version 100, A Pack at the Door played,
    # seed 67 wins on turn 16; with each corruption card's bearer trying to remove it every
    # turn (corruption_policy.py), seed 13 wins and seed 1 loses the company on turn 16;
    # visiting first the sites whose automatic-attacks it would likely survive (site_danger.py),
    # seed 10 loses the company; keeping a character untapped for the quest of the site
    # (defense_policy.py), seed 4 wins, seed 10 is lost by Shadow and seed 3 loses the company;
    # from version 149, the allies facing strikes, seed 3 is lost by Shadow and seed 5 loses
    # the company on turn 19; from version 191, support in CoE's order, the draws to a Haven
    # by the site of origin and the resource long-events kept to the next long-event phase,
    # seed 10 loses the company and seed 5 is lost by Shadow; from version 192, Aragorn's and
    # Faramir's untapping only at the start of the organization phase, seed 2 wins where seed
    # 4 did; from version 211, the strikes left to chance waiting for the defender's cards and
    # items, seed 11 loses the company and seed 3 is lost by Shadow; from version 212, the
    # strikes the defender gives himself waiting too, seed 5 wins where seed 2 did and seed 11
    # loses the company on turn 19; from version 216, the strikes of Crebain and the like one
    # to each character, seed 9 wins on turn 16, seed 3 loses the company on turn 14 and seed 5
    # is lost by Shadow on turn 19; from version 217, direct influence used, seed 9 wins on
    # turn 11; from version 223, one character a turn from the hand, seed 9 is lost by Shadow
    # on turn 16, seed 2 wins on turn 10 and seed 5 is lost by Shadow on turn 20; from version
    # 225, a corruption card tried at -3 not tried again by tapping that turn, seed 2 is lost by
    # Shadow on turn 17, seed 3 loses the company on turn 13 and seed 6 wins on turn 15; from
    # version 226, the council called at the end of the turn, seed 6 wins at the end of turn 14
    # where it waited for turn 15's organization phase; from version 228, a bearer of any
    # company trying his corruption card and each copy tried on its own, seed 6 is lost by
    # Shadow on turn 17 and seed 9 wins on turn 13; from version 239, on-guard cards revealed
    # only as CoE-2.V.i allows and each company offered its hand cards before its hazards,
    # seed 2 loses the company on turn 13, seed 9 is lost by Shadow on turn 15 and seed 37
    # wins on turn 11).
    games = [autoplay(rgo, seed, {}) for seed in (9, 3, 37)]
    assert [g.ended_by for g in games] == [(g.chronicle.result() or {})["ended_by"]
                                           for g in games]
    assert [(g.ended_by, g.turns) for g in games] == [
        ("shadow", 15), ("company-lost", 13), ("free-council", 11)]
    summary = summarize(rgo.id, 1, games, 1.0)
    assert summary["ended_by"] == {"company-lost": 1, "free-council": 1, "shadow": 1}
    lines: list[str] = []
    render(summary, lines.append)
    assert "  ended by   company-lost 1, free-council 1, shadow 1" in lines


@pytest.mark.not_a_rule("simulation report")
def test_a_result_without_ended_by_is_counted_by_its_reason(starter) -> None:  # type: ignore[no-untyped-def]
    sv1 = make_ruleset("solitaire-v1", starter)
    game = autoplay(sv1, 1, {})
    assert game.ended_by == "region deck depleted"
    assert summarize(sv1.id, 1, [game], 1.0)["ended_by"] == {"region deck depleted": 1}


@pytest.mark.not_a_rule("simulation report")
def test_a_result_that_says_nothing_of_its_end_adds_no_count(starter) -> None:  # type: ignore[no-untyped-def]
    race = make_ruleset("dice-race", starter)
    game = autoplay(race, 1, {})
    assert game.ended_by is None
    assert "ended_by" not in summarize(race.id, 1, [game], 1.0)
