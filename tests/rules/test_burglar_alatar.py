"""Burglar Wants a Good Job: Alatar (TW-117) in the company, as a Hand or as the Burglar, has
the hazard hand draw one card fewer for the company's movement, not below 0, from
``ALATAR_DRAWS_FROM``: the hazard hand stands for the opponent whose draws his card reduces
(BWJ-SEQ-5, BWJ-SEQ-7; ``hobbit.character_texts.fewer_hazard_draws`` over the engine's
``character_rules``, as The Road Goes Ever On's Hazard Pile counts it). A company that stays
put draws its one card as before (BWJ-SEQ-4). The version before draws the site's number."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.chronicle import Chronicle
from domain.engine import character_rules
from domain.rulesets.burglar.decks import default_setup
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import ALATAR_DRAWS_FROM
from domain.rulesets.hobbit import character_texts
from domain.rulesets.hobbit.state import LONG_EVENT
from tests.rules.burglar_support import (
    CATALOG,
    RULESET,
    act,
    at,
    fresh,
    played_as,
    setup,
    with_hand,
)
from tests.support import only

ALATAR, GREAT_ROAD = "TW-117", "TW-249"
BEFORE = played_as(str(ALATAR_DRAWS_FROM - 1))
MORIA = CATALOG.find("Moria", "Hero")


def _moved(state: State, origin: str, to: str, **changes: object) -> State:
    """The company has moved from ``origin`` to ``to``, its long-event phase open."""
    return replace(at(state, origin), location=to, moved=True, phase=LONG_EVENT,
                   step="long-events", **changes)


def _began(state: State, ruleset: object = RULESET) -> tuple[dict[str, object], State]:
    """The movement/hazard phase begun once the long-events are done: its PhaseBegan's data
    and the state then."""
    facts, after = act(state, "long-events-done", ruleset=ruleset)  # type: ignore[arg-type]
    return dict(only(facts, "PhaseBegan").data), after


@pytest.mark.rule("BWJ-SEQ-5", "BWJ-HAND-1")
def test_alatar_as_a_hand_has_one_hazard_fewer_drawn_for_a_move_to_a_non_haven() -> None:
    with_alatar = _moved(with_hand(fresh(), ALATAR), "Lórien", "Moria")
    began, after = _began(with_alatar)
    assert (began["draws"], began["fewer_draws"]) == (MORIA.hazard_draw - 1, 1)
    assert after.draws_left == MORIA.hazard_draw - 1 == 2
    assert RULESET.narrate(only(act(with_alatar, "long-events-done")[0], "PhaseBegan")) == (
        f"The movement-hazard phase begins: {MORIA.hazard_draw - 1} hazard draws into the "
        "hazard hand (1 fewer for Alatar's company), up to "
        f"{MORIA.resource_draw} resource draws. [BWJ-SEQ-5]")
    # Without him, the site's number; the version before draws it with him too.
    began, _ = _began(_moved(fresh(), "Lórien", "Moria"))
    assert (began["draws"], "fewer_draws" in began) == (MORIA.hazard_draw, False)
    began, after = _began(with_alatar, BEFORE)
    assert (began["draws"], "fewer_draws" in began) == (MORIA.hazard_draw, False)
    assert after.draws_left == MORIA.hazard_draw


@pytest.mark.rule("BWJ-SEQ-7", "BWJ-SETUP-1")
def test_alatar_as_the_burglar_has_one_hazard_fewer_drawn_for_a_move_to_a_haven() -> None:
    # Moving to a Haven the hazard hand draws by the site of origin: Moria's 3, one fewer.
    sites = [*default_setup()["sites"], "Edhellond"]  # his home site (BWJ-SETUP-15)
    burglar = Chronicle.begin(RULESET, 7, setup(burglar="Alatar", sites=sites)).table.rules
    assert [c.card_id for c in burglar.company] == [ALATAR]
    began, after = _began(_moved(burglar, "Moria", "Lórien"))
    assert (began["draws"], began["fewer_draws"], after.draws_left) == (2, 1, 2)
    began, after = _began(_moved(burglar, "Moria", "Lórien"), BEFORE)
    assert (began["draws"], after.draws_left) == (3, 3)


@pytest.mark.rule("BWJ-SEQ-4")
def test_a_company_staying_put_with_alatar_still_draws_its_one_hazard() -> None:
    # That draw is not by the company's movement: his card does not reduce it.
    staying = replace(at(with_hand(fresh(), ALATAR), "Moria"), moved=False, phase=LONG_EVENT,
                      step="long-events")
    facts, _ = act(staying, "long-events-done")
    began = only(facts, "PhaseBegan")
    assert (began["draws"], "fewer_draws" in began.data) == (1, False)
    assert [f.rule for f in facts if f.kind == "HazardDrawn"] == ["BWJ-SEQ-4"]


@pytest.mark.rule("BWJ-SEQ-5")
def test_under_great_road_the_doubled_draw_counts_one_fewer() -> None:
    # Great-road doubles the company's draws; his card then takes one from what is drawn
    # (as The Road Goes Ever On counts it).
    state = _moved(with_hand(fresh(), ALATAR), "Lórien", "Moria", road_home="Lórien")
    began, _ = _began(state)
    assert (began["draws"], began["fewer_draws"]) == (2 * MORIA.hazard_draw - 1, 1)


@pytest.mark.rule("BWJ-SEQ-5", "BWJ-SEQ-7")
def test_the_draw_is_never_below_nothing() -> None:
    now, before = str(ALATAR_DRAWS_FROM), str(ALATAR_DRAWS_FROM - 1)
    assert [character_texts.fewer_hazard_draws(now, ALATAR_DRAWS_FROM, [ALATAR], n)
            for n in (0, 1, 3)] == [0, 0, 2]
    assert character_texts.fewer_hazard_draws(now, ALATAR_DRAWS_FROM, ["TW-131"], 3) == 3
    assert character_texts.fewer_hazard_draws(before, ALATAR_DRAWS_FROM, [ALATAR], 3) == 3
    assert character_rules.DRAW_REDUCERS == frozenset({ALATAR})
