"""The Road Goes Ever On from version 192 (``active.PHASE_START_SINCE``): Aragorn's and
Faramir's untapping "at the start of any phase" (RGO-ABIL-2, RGO-ABIL-22) is offered only at
the start of the organization phase, before any other action of it (``State.phase_acted``),
once a turn; version 191 offered it anywhere in the phase, so that taking heart, untapping and
taking heart again gave two Courage tokens, and replays so. From version 195
(``active.ANY_PHASE_SINCE``) it is offered at the start of the long-event and site phases too
(the phases that wait for the player before their first action), still once a turn; 192 to
194 offer it in the organization phase only."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.errors import IllegalAction
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import active
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import LONG_EVENT, ORGANIZATION, SITE, State
from tests.rules.rgo_support import at_version, company, ids, organizing, state

BEFORE = str(active.PHASE_START_SINCE - 1)
BEFORE_ANY = str(active.ANY_PHASE_SINCE - 1)  # the organization phase only


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


def refused(rgo: RoadGoesEverOn, ctx: Context[State], action: str) -> str:
    """The refusal of ``action``, nothing written."""
    before = ctx.state
    with pytest.raises(IllegalAction) as refusal:
        rgo.decide(ctx, action, {})
    assert ctx.state is before and refusal.value.clause == "RGO-ABIL-2"
    return str(refusal.value)


@pytest.mark.rule("RGO-ABIL-2", "CoE-2.III")
def test_aragorn_untaps_at_the_start_of_the_long_event_phase(rgo: RoadGoesEverOn) -> None:
    aragorn, bree = ids(rgo, "Aragorn II", "Bree")
    two = tuple(c.with_state("tapped") if c.card_id == aragorn else c
                for c in company(rgo, "Aragorn II", "Gimli"))
    mine = f"ability:{aragorn}:{aragorn}"
    ctx = Context(rgo, Table(1, {}, organizing(rgo, characters=two)))
    rgo.decide(ctx, f"move:{bree}", {})  # the organization phase's action: no untapping there
    assert ctx.state.phase == LONG_EVENT and not ctx.state.phase_acted
    assert [(a.id, a.label, a.rule) for a in rgo.actions(ctx.state) if a.id == mine] == [
        (mine, "Aragorn II untaps", "RGO-ABIL-2")]
    rgo.decide(ctx, mine, {})
    assert [(f.kind, f.rule) for f in ctx.facts[-2:]] == [
        ("AbilityUsed", "RGO-ABIL-2"), ("CharacterStateChanged", "RGO-ABIL-2")]
    assert ctx.state.character(aragorn).state == "untapped"  # type: ignore[union-attr]
    # Version 194 offers it at the start of the organization phase only.
    old = at_version(rgo, BEFORE_ANY)
    ctx = Context(old, Table(1, {}, organizing(old, characters=two)))
    old.decide(ctx, f"move:{bree}", {})
    assert ctx.state.phase == LONG_EVENT and mine not in offered(old, ctx)
    assert refused(old, ctx, mine) == (
        "Aragorn II's ability does not apply to Aragorn II now: it is used in the "
        "organization phase, on what it names, as often as it may be. [RGO-ABIL-2]")


@pytest.mark.rule("RGO-ABIL-22", "RGO-ABIL-2", "CoE-2.V")
def test_faramir_untaps_a_ranger_at_the_start_of_the_site_phase(rgo: RoadGoesEverOn) -> None:
    aragorn, faramir, bree = ids(rgo, "Aragorn II", "Faramir", "Bree")
    two = tuple(c.with_state("tapped") if c.card_id == aragorn else c
                for c in company(rgo, "Aragorn II", "Faramir"))
    begun = state(rgo, phase=SITE, site=bree, characters=two)
    assert offered(rgo, Context(rgo, Table(1, {}, begun))) == [
        f"ability:{aragorn}:{aragorn}", f"ability:{faramir}:{aragorn}"]
    ctx = Context(rgo, Table(1, {}, begun))
    rgo.decide(ctx, f"ability:{faramir}:{aragorn}", {})
    assert ctx.state.character(aragorn).state == "untapped"  # type: ignore[union-attr]
    # Once the phase has seen another action, neither is offered, and refused saying why.
    acted = Context(rgo, Table(1, {}, replace(begun, phase_acted=True)))
    assert offered(rgo, acted) == []
    assert "this site phase has seen one already" in refused(
        rgo, acted, f"ability:{aragorn}:{aragorn}")
    # Once a turn: used in the organization phase, it is not offered in the site phase.
    spent = Context(rgo, Table(1, {}, replace(begun, used=(("RGO-ABIL-2", aragorn, 1),))))
    assert offered(rgo, spent) == [f"ability:{faramir}:{aragorn}"]
    # Version 194: not at the start of the site phase.
    old = at_version(rgo, BEFORE_ANY)
    assert offered(old, Context(old, Table(1, {}, begun))) == []


@pytest.mark.rule("RGO-ABIL-2", "CoE-2.III.1")
def test_the_long_event_and_site_phases_begin_with_no_action(rgo: RoadGoesEverOn) -> None:
    acted = organizing(rgo, phase_acted=True)
    began = rgo.evolve(acted, Fact("PhaseBegan", {"phase": LONG_EVENT}, "CoE-2.III"))
    assert began.phase_acted is False
    # The resource long-events discarded as the phase begins are no action of it.
    discarded = Fact("LongEventsDiscarded", {"cards": [], "hazard": []}, "CoE-2.III.1")
    assert rgo.evolve(began, discarded).phase_acted is False
    played = Fact("CardsDrawn", {"cards": [], "deck": "player"}, "RGO-GEN-1")
    assert rgo.evolve(began, played).phase_acted is True
    site = rgo.evolve(acted, Fact("PhaseBegan", {"phase": SITE}, "CoE-2.V"))
    assert site.phase_acted is False and rgo.evolve(site, played).phase_acted is True
