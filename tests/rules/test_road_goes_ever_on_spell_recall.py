"""The Road Goes Ever On: Saruman (TW-181) taps at the start of the end-of-turn phase to take a
spell from the discard pile back to the hand (CoE 2.VI), from ``spell_recall.SINCE_VERSION``.
Constructed states played with the real ruleset; the version before offers nothing."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import spell_recall
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, State
from tests.rules.rgo_support import company, ids, state

NOW = str(spell_recall.SINCE_VERSION)
BEFORE = str(spell_recall.SINCE_VERSION - 1)
SARUMAN, VANISHMENT = "TW-181", "TW-356"


def ending(rgo: RoadGoesEverOn) -> State:
    """Saruman and Legolas at the end of their site phase at Rivendell, Vanishment and Dodge
    in the discard pile, the hand empty."""
    return state(rgo, phase=SITE, explored=True, characters=company(rgo, "Saruman", "Legolas"),
                 discard=(VANISHMENT, *ids(rgo, "Dodge")), hand=(),
                 draw=ids(rgo, "Block") * 6, hazards=ids(rgo, "Wolves") * 6)


def offered(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith(spell_recall.KIND)]


@pytest.mark.rule("CoE-2.VI")
def test_saruman_takes_vanishment_back_as_the_turn_ends(rgo) -> None:  # type: ignore[no-untyped-def]
    now = rgo.at_version(NOW)
    start = ending(rgo)
    assert offered(now, start) == [f"take-spell:{VANISHMENT}"]  # Dodge is no spell
    assert offered(rgo.at_version(BEFORE), start) == []
    ctx = Context(now, Table(1, {}, start))
    now.decide(ctx, f"take-spell:{VANISHMENT}", {})
    kinds = [f.kind for f in ctx.facts]
    assert kinds[:2] == ["CharacterStateChanged", "SpellTakenBack"]
    assert (ctx.facts[0]["character"], ctx.facts[0]["state"]) == (SARUMAN, "tapped")
    assert "TurnEnded" in kinds
    assert VANISHMENT in ctx.state.hand and VANISHMENT not in ctx.state.discard


@pytest.mark.rule("CoE-2.VI")
def test_no_spell_back_without_saruman_untapped_or_of_another_card(rgo) -> None:  # type: ignore[no-untyped-def]
    now = rgo.at_version(NOW)
    tapped = ending(rgo)
    tapped = replace(tapped, characters=tuple(
        c.with_state("tapped") if c.card_id == SARUMAN else c for c in tapped.characters))
    dodge = ids(rgo, "Dodge")[0]
    for s, action, why in (
            (tapped, f"take-spell:{VANISHMENT}", "Saruman must be untapped to take a spell "
                                                  "back."),
            (ending(rgo), f"take-spell:{dodge}", f"{dodge} is no spell of the discard pile."),
            (replace(ending(rgo), characters=company(rgo, "Legolas")),
             f"take-spell:{VANISHMENT}", "Only Saruman takes a spell back, and he is not in "
                                         "this company.")):
        assert action not in offered(now, s)
        ctx = Context(now, Table(1, {}, s))
        with pytest.raises(IllegalAction) as refused:
            now.decide(ctx, action, {})
        assert (refused.value.message, refused.value.clause) == (why, "CoE-2.VI")
        assert (ctx.facts, ctx.state) == ([], s)
