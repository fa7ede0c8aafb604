"""The Road Goes Ever On from version 192 (``active.PHASE_START_SINCE``): Aragorn's and
Faramir's untapping "at the start of any phase" (RGO-ABIL-2, RGO-ABIL-22) is offered only at
the start of the organization phase, before any other action of it (``State.phase_acted``),
once a turn; version 191 offered it anywhere in the phase, so that taking heart, untapping and
taking heart again gave two Courage tokens, and replays so."""

from __future__ import annotations

from typing import Any

import pytest

from domain.errors import IllegalAction
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import active
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, State
from tests.rules.rgo_support import at_version, company, ids, organizing

BEFORE = str(active.PHASE_START_SINCE - 1)


def at_rivendell(rgo: RoadGoesEverOn, **fields: Any) -> Context[State]:
    """Aragorn, Faramir and Beorn (a Ranger, tapped) organizing at Rivendell."""
    beorn = ids(rgo, "Beorn")[0]
    three = tuple(c.with_state("tapped") if c.card_id == beorn else c
                  for c in company(rgo, "Aragorn II", "Faramir", "Beorn"))
    return Context(rgo, Table(1, {}, organizing(rgo, characters=three, **fields)))


def offered(rgo: RoadGoesEverOn, ctx: Context[State]) -> list[str]:
    return [a.id for a in rgo.actions(ctx.state) if a.id.startswith("ability:")]


@pytest.mark.rule("RGO-ABIL-2", "RGO-TOKEN-1")
def test_take_heart_untap_take_heart_is_refused_from_version_192(rgo: RoadGoesEverOn) -> None:
    aragorn = ids(rgo, "Aragorn II")[0]
    ctx = at_rivendell(rgo)
    rgo.decide(ctx, f"take-heart:{aragorn}", {})
    assert f"ability:{aragorn}:{aragorn}" not in offered(rgo, ctx)
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, f"ability:{aragorn}:{aragorn}", {})
    assert refused.value.clause == "RGO-ABIL-2"
    assert "at the start of a phase, before any other action" in str(refused.value)
    assert ctx.state.courage(aragorn) == 1
    # Version 191: he untaps after taking heart, and takes heart again.
    old = at_version(rgo, BEFORE)
    ctx = at_rivendell(old)
    for action in (f"take-heart:{aragorn}", f"ability:{aragorn}:{aragorn}",
                   f"take-heart:{aragorn}"):
        old.decide(ctx, action, {})
    assert ctx.state.courage(aragorn) == 2


@pytest.mark.rule("RGO-ABIL-2", "RGO-ABIL-22", "RGO-TOKEN-1")
def test_the_untappings_come_first_in_the_phase_then_once_a_turn(rgo: RoadGoesEverOn) -> None:
    aragorn, faramir, beorn = ids(rgo, "Aragorn II", "Faramir", "Beorn")
    ctx = at_rivendell(rgo)
    rgo.decide(ctx, f"take-heart:{aragorn}", {})
    # Taking heart was an action of the phase: Faramir's untapping is gone too (Beorn's
    # rousing, no untapping, stays).
    assert offered(rgo, ctx) == [f"ability:{beorn}:{beorn}"]
    ctx = at_rivendell(rgo)
    tapped = ctx.state.characters[0].with_state("tapped")
    ctx = Context(rgo, Table(1, {}, organizing(
        rgo, characters=(tapped, *ctx.state.characters[1:]))))
    untappings = [f"ability:{aragorn}:{aragorn}", f"ability:{faramir}:{aragorn}",
                  f"ability:{faramir}:{beorn}"]  # Faramir may untap either Ranger
    assert [a for a in offered(rgo, ctx) if a in untappings] == untappings
    # One untapping at the start leaves the other to be used at the start as well.
    rgo.decide(ctx, f"ability:{aragorn}:{aragorn}", {})
    assert [a for a in offered(rgo, ctx) if a in untappings] == [f"ability:{faramir}:{beorn}"]
    rgo.decide(ctx, f"ability:{faramir}:{beorn}", {})
    rgo.decide(ctx, f"take-heart:{aragorn}", {})
    assert ctx.state.courage(aragorn) == 1 and offered(rgo, ctx) == [f"ability:{beorn}:{beorn}"]


@pytest.mark.rule("RGO-ABIL-2", "RGO-GEN-1")
def test_a_phase_begun_has_seen_no_action_yet(rgo: RoadGoesEverOn) -> None:
    acted = organizing(rgo, phase_acted=True)
    began = rgo.evolve(acted, Fact("PhaseBegan", {"phase": ORGANIZATION}, "RGO-GEN-1"))
    assert began.phase_acted is False
    untapped = Fact("CharacterStateChanged", {"character": ids(rgo, "Aragorn II")[0],
                                              "state": "untapped"}, "RGO-ABIL-2")
    assert rgo.evolve(began, untapped).phase_acted is False
    drawn = Fact("CardsDrawn", {"cards": [], "deck": "player"}, "RGO-GEN-1")
    assert rgo.evolve(began, drawn).phase_acted is True
