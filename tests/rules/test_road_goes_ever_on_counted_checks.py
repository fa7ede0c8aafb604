"""The Road Goes Ever On from ``check_helpers.COUNTED_SINCE``: a corruption check declared
waiting for helpers (``CheckAwaited``) records as its ``modifier`` all that its roll counts but
its helpers (Bilbo's +4, a card played for the check), read once for both
(``Turn.check_modifiers``), and the automatic player weighs that; a check of a step or of a
corruption card names the card asking it. Its line and its roll name what asks it and the
points it is rolled against. Earlier versions recorded the character's own and the check's
modifier only, and replay as played."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from api.simulation.games import autoplay
from domain.chronicle import Chronicle
from domain.ruleset import Context, Fact
from domain.rulesets.road_goes_ever_on import check_helpers
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import at_version, card, company
from tests.rules.test_road_goes_ever_on_check_helpers import called, council

NOW, BEFORE = str(check_helpers.COUNTED_SINCE), str(check_helpers.COUNTED_SINCE - 1)
#: A game whose Despair encounter at Goblin-gate picks Bilbo (1 corruption point), Aragorn II
#: and Legolas able to help (its CheckAwaited event 92, the roll event 95).
DESPAIR_GAME = 366795676905089


def played(rgo: RoadGoesEverOn, version: str) -> Chronicle:
    return autoplay(at_version(rgo, version), DESPAIR_GAME, {}).chronicle


def told(game: Chronicle, record: Any) -> str:
    """The line of a recorded event."""
    return game.ruleset.narrate(Fact(record.kind, record.data, record.rule))


def not_helpers(checked: Fact | Any) -> int:
    """What the roll counted but its helpers (each +1 by CoE-7.1.1)."""
    return sum(m["amount"] for m in checked["check"]["modifiers"]
               if m["clause"] != check_helpers.RULE)


def helped_council(rgo: RoadGoesEverOn, version: str, start: State
                   ) -> tuple[list[str], Context[State]]:
    """The Free Council called from ``start`` at ``version``, the automatic player choosing
    for the first check: its choices, and the game."""
    ruleset, ctx, _ = called(rgo, version, start)
    who = ctx.state.awaited_check.character  # type: ignore[union-attr]
    chosen = []
    while ctx.state.awaited_check is not None and ctx.state.awaited_check.character == who:
        action, args = ruleset.policy(ctx.state, ruleset.actions(ctx.state))
        chosen.append(action)
        ruleset.decide(ctx, action, args)
    return chosen, ctx


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_counts_a_check_s_every_modifier_as_declared(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= check_helpers.COUNTED_SINCE == 234
    assert check_helpers.counts_all(NOW) and not check_helpers.counts_all(BEFORE)


@pytest.mark.rule("CoE-7.1.1", "CoE-7.1", "RGO-CHAR-1")
def test_the_despair_check_of_a_real_game_declares_bilbo_s_plus_four(
        rgo: RoadGoesEverOn) -> None:
    bilbo = card(rgo, "Bilbo")
    line = ("Bilbo's corruption check asked by the Despair encounter, against 1 corruption "
            "point, waits: Aragorn II, Legolas may tap to give +1 each.")
    for version, modifier in ((NOW, 4), (BEFORE, 0)):
        game = played(rgo, version)
        awaited, checked = game.records[91], game.records[94]
        assert (awaited.kind, awaited.data["character"], awaited.data["check"]) == (
            check_helpers.AWAITED, bilbo, check_helpers.ENCOUNTER)
        assert (awaited.data["points"], awaited.data["modifier"]) == (1, modifier)
        assert told(game, awaited) == line
        assert (checked.kind, checked.data["result"], checked.data["check"]["modifiers"]) == (
            "CorruptionChecked", "passed",
            [{"amount": 4, "clause": "CoE-7.1", "source": f"card:{bilbo}",
              "why": "Bilbo's +4 to all his corruption checks"}])
        [roll] = [a for a in game.ruleset.actions(game.state_at(92).rules)
                  if a.id == check_helpers.ROLL]
        assert roll.label == ("Bilbo makes his corruption check asked by the Despair "
                              "encounter, against 1 corruption point")
    # From 234 the declaration counts what the roll counts.
    assert not_helpers(played(rgo, NOW).records[94].data) == 4


@pytest.mark.rule("CoE-7.1.1", "CoE-7.1")
def test_a_corruption_card_s_check_of_a_real_game_names_the_card(rgo: RoadGoesEverOn) -> None:
    lines = {}
    for version in (NOW, BEFORE):
        game = played(rgo, version)
        awaited = game.records[342]
        assert (awaited.kind, awaited.data["check"]) == (check_helpers.AWAITED, "untap-checks")
        lines[version] = (awaited.data.get("card"), told(game, awaited))
    assert lines == {
        NOW: (card(rgo, "Lure of the Senses"),
              "Legolas's corruption check asked by Lure of the Senses, against 2 corruption "
              "points, waits: Elrohir may tap to give +1 each."),
        BEFORE: (None, "Legolas's corruption check, against 2 corruption points, waits: "
                       "Elrohir may tap to give +1 each.")}


@pytest.mark.rule("CoE-7.1.1", "RGO-WIN-2", "RGO-CHAR-1")
def test_bilbo_s_final_check_counts_his_plus_four_and_needs_no_helper(
        rgo: RoadGoesEverOn) -> None:
    bilbo, gloin = card(rgo, "Bilbo"), card(rgo, "Glóin")
    start = replace(council(rgo, "Glóin"), characters=company(rgo, "Bilbo", "Glóin"),
                    permanent_hazards=tuple((h, bilbo) for h, _ in
                                            council(rgo).permanent_hazards))
    chosen, ctx = helped_council(rgo, NOW, start)
    awaited = next(f for f in ctx.facts if f.kind == check_helpers.AWAITED)
    checked = next(f for f in ctx.facts if f.kind == "CorruptionChecked")
    # 4 points at +4: the lowest roll passes (6), so he rolls unhelped.
    assert (awaited["character"], awaited["points"], awaited["modifier"]) == (bilbo, 4, 4)
    assert awaited["modifier"] == not_helpers(checked) and chosen == ["roll-check"]
    # Before, the +4 was left out (0): Glóin tapped for a check that could not fail.
    chosen, ctx = helped_council(rgo, BEFORE, start)
    assert next(f for f in ctx.facts if f.kind == check_helpers.AWAITED)["modifier"] == 0
    assert chosen == [f"help-check:{gloin}", "roll-check"]


@pytest.mark.rule("CoE-7.1.1", "RGO-WIN-2", "CoE-5.1")
def test_a_card_played_for_the_check_counts_as_declared(rgo: RoadGoesEverOn) -> None:
    legolas, gloin, friendship = (card(rgo, n) for n in ("Legolas", "Glóin", "Old Friendship"))
    start = replace(council(rgo, "Glóin"), check_bonuses=((legolas, friendship, 4),))
    chosen, ctx = helped_council(rgo, NOW, start)
    awaited = next(f for f in ctx.facts if f.kind == check_helpers.AWAITED)
    checked = next(f for f in ctx.facts if f.kind == "CorruptionChecked")
    assert (awaited["character"], awaited["points"], awaited["modifier"]) == (legolas, 4, 4)
    assert {"amount": 4, "clause": "CoE-5.1", "source": f"card:{friendship}",
            "why": "Old Friendship played for this check"} in checked["check"]["modifiers"]
    assert awaited["modifier"] == not_helpers(checked) and chosen == ["roll-check"]
    chosen, ctx = helped_council(rgo, BEFORE, start)
    assert next(f for f in ctx.facts if f.kind == check_helpers.AWAITED)["modifier"] == 0
    assert chosen == [f"help-check:{gloin}", "roll-check"]
