"""The Road Goes Ever On, version 61: Círdan (TW-137) taps to cancel an attack on his company
keyed to a Coastal Sea, before its strikes are assigned (CoE 3.i). Constructed states played
with the real ruleset; version 60 replays without it."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

import pytest

from domain.engine.combat import Attack
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import character_cancels
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import MOVEMENT_HAZARD, AwaitedStrikes, State
from tests.rules import rgo_support
from tests.rules.rgo_support import company, ids, state

NOW = str(character_cancels.SINCE_VERSION)
BEFORE = str(character_cancels.SINCE_VERSION - 1)
CIRDAN = "TW-137"


def facing(rgo: RoadGoesEverOn, keyed_to: str, *names: str) -> State:
    """Wolves (TW-114) declared against the company, keyed to ``keyed_to``."""
    attack = Attack("TW-114", "Wolves", "Wolves", 2, 7)
    return state(rgo, phase=MOVEMENT_HAZARD, keyed_to=keyed_to,
                 characters=company(rgo, *(names or ("Círdan", "Legolas"))),
                 awaited_strikes=AwaitedStrikes(attack.to_json(), "RGO-HAZ-2", "TW-114"))


def offered(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith(character_cancels.KIND)]


#: The refusal of an action here: it cites CoE-3.i and nothing is written.
refused = partial(rgo_support.refused, clause="CoE-3.i")


@pytest.mark.rule("CoE-3.i")
def test_cirdan_taps_to_cancel_an_attack_keyed_to_a_coastal_sea(rgo) -> None:  # type: ignore[no-untyped-def]
    now = rgo.at_version(NOW)
    start = facing(rgo, "region 1 (coastal-sea)")
    assert offered(now, start) == [f"character-cancel:{CIRDAN}"]
    ctx = Context(now, Table(1, {}, start))
    now.decide(ctx, f"character-cancel:{CIRDAN}", {})
    assert [(f.kind, f.rule) for f in ctx.facts if f.kind in (
        "CharacterStateChanged", "AttackCanceled")] == [
        ("CharacterStateChanged", "CoE-3.i"), ("AttackCanceled", "CoE-3.i")]
    assert next(f["by"] for f in ctx.facts if f.kind == "AttackCanceled") == "Círdan"
    assert ctx.state.character(CIRDAN).state == "tapped"
    assert ctx.state.awaited_strikes is None
    # Version 60 offers nothing.
    assert offered(rgo.at_version(BEFORE), start) == []


@pytest.mark.rule("CoE-3.i")
def test_no_cancel_elsewhere_tapped_or_by_another(rgo) -> None:  # type: ignore[no-untyped-def]
    now = rgo.at_version(NOW)
    wild = facing(rgo, "region 1 (wilderness)")
    assert offered(now, wild) == []
    assert "only an attack keyed to a coastal-sea region" in refused(
        now, wild, f"character-cancel:{CIRDAN}")
    tapped = facing(rgo, "region 1 (coastal-sea)")
    tapped = replace(tapped, characters=tuple(
        c.with_state("tapped") if c.card_id == CIRDAN else c for c in tapped.characters))
    assert offered(now, tapped) == []
    assert "must be untapped" in refused(now, tapped, f"character-cancel:{CIRDAN}")
    legolas = ids(rgo, "Legolas")[0]
    assert "has no ability that cancels an attack" in refused(
        now, facing(rgo, "region 1 (coastal-sea)"), f"character-cancel:{legolas}")
