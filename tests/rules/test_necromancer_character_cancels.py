"""Guise of the Necromancer, from ``printed_rules.CHARACTER_CANCELS_FROM``: Círdan and Fatty
Bolger tap to cancel as the Hobbit family plays them (``hobbit.character_cancels``): Círdan,
untapped, an attack on his company keyed by type to a Coastal Sea before its strikes are
assigned (CoE 3.i); Fatty Bolger, untapped, the strike another Hobbit of his company faces,
before its roll (CoE 3.iv.5.1), never Lucky Search's, which no card cancels. Refused otherwise
naming the character and the reason; the version before offered neither."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine.characters import Character
from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer import printed_rules
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.support import only

CIRDAN, FATTY, CORSAIRS = "TW-137", "TW-495", "TW-24"
COAST, WILD = "region-type:coastal-sea", "region-type:wilderness"
BEFORE = gon.RULESET.at_version(str(printed_rules.CHARACTER_CANCELS_FROM - 1))


def attacked(keyed: str = COAST) -> State:
    """Wolves attack the starting company, Círdan and Fatty Bolger with it, on its way to Dol
    Guldur, before any strike is assigned; the attack keyed ``keyed``."""
    state = gon.hazards(gon.fresh(), [gon.WOLVES], gon.FILLER)
    company = state.companies[0]
    joined = (*company.characters, *(Character.from_card(gon.CATALOG.get(c))
                                     for c in (CIRDAN, FATTY)))
    state = replace(state, general_influence=40,
                    companies=(replace(company, characters=joined),))
    _, waiting = gon.acts(state, f"move:1:{gon.DOL_GULDUR}")
    _, waiting = gon.act(waiting, "go", seed=3)
    assert waiting.fight is not None and waiting.fight.card == gon.WOLVES
    return replace(waiting, fight=replace(waiting.fight, keyed=keyed))


def refused(state: State, action: str) -> tuple[str, str | None]:
    with pytest.raises(IllegalAction) as caught:
        gon.act(state, action)
    return caught.value.message, caught.value.clause


@pytest.mark.rule("CoE-3.i")
def test_cirdan_taps_to_cancel_an_attack_keyed_to_a_coastal_sea() -> None:
    assert printed_rules.CHARACTER_CANCELS_FROM == 66 <= int(gon.RULESET.version)
    state = attacked()
    assert gon.naming(state, "character-cancel") == [f"character-cancel:{CIRDAN}"]
    assert gon.RULESET.policy(state, gon.RULESET.actions(state))[0] == \
        f"character-cancel:{CIRDAN}"
    facts, after = gon.act(state, f"character-cancel:{CIRDAN}")
    assert gon.kinds(facts)[:3] == ["CharacterStateChanged", "AttackCanceled",
                                    "CreatureDiscarded"]
    assert (facts[0]["character"], facts[0]["state"], facts[1].rule) == (CIRDAN, "tapped",
                                                                         "CoE-3.i")
    assert after.fight is None or after.fight.card != gon.WOLVES
    # Keyed to a Wilderness: not offered, refused naming why; nor before this version.
    wild = attacked(WILD)
    assert gon.naming(wild, "character-cancel") == []
    assert refused(wild, f"character-cancel:{CIRDAN}") == (
        "Círdan cancels only an attack keyed to a Coastal Sea region.", "CoE-3.i")
    assert gon.naming(state, "character-cancel", BEFORE) == []


@pytest.mark.rule("CoE-3.iv.5.1")
def test_fatty_bolger_taps_to_cancel_the_strike_another_hobbit_faces() -> None:
    state = attacked(WILD)
    _, state = gon.act(state, f"assign:{gon.SAM}", seed=3)
    _, state = gon.act(state, "assign-done", seed=3)
    _, state = gon.act(state, f"resolve:{gon.SAM}", seed=3)
    assert state.fight is not None and state.fight.facing == gon.SAM
    assert gon.naming(state, "character-cancel") == [f"character-cancel:{FATTY}"]
    facts, after = gon.act(state, f"character-cancel:{FATTY}", seed=3)
    canceled = only(facts, "StrikeCanceled")
    assert (canceled["character"], canceled.rule) == (gon.SAM, "CoE-3.iv.5.1")
    fatty = after.companies[0].character(FATTY)
    assert fatty is not None and fatty.state == "tapped"
    # Lucky Search's strike is never canceled.
    lucky = replace(state, fight=replace(state.fight, origin="lucky-search"))
    assert gon.naming(lucky, "character-cancel") == []
    assert refused(lucky, f"character-cancel:{FATTY}") == (
        "The strike of Lucky Search cannot be canceled.", "CoE-3.iv.5.1")


@pytest.mark.rule("CoE-3.iv.5.1")
def test_the_coverage_no_longer_leaves_their_cancels_out() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert "Coastal Sea" not in rows[CIRDAN].missing
    assert rows[FATTY] == coverage.InRuleset(coverage.SCRIPTED)
