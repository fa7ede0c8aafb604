"""The engine's thirteenth generation of scripted cards in the Hobbit family: Quiet Lands (There and
Back Again from ``QUIET_LANDS_FROM``, Burglar Wants a Good Job from its own). Before the
strikes of an automatic-attack at a Shadow-hold or Ruins & Lairs are assigned
(``play:<Quiet Lands>:halve``), they are halved, rounded up (``AttackStrikesSet``). On another
attack, or one of a single strike, it is not offered and is refused naming the card and the
reason, writing nothing. Versions before declared it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine import effects
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.rulesets.burglar import ruleset as burglar
from domain.rulesets.there_and_back_again.state import Combat, State
from domain.rulesets.there_and_back_again.versions import QUIET_LANDS_FROM
from tests.rules import burglar_support as bwj
from tests.rules.test_there_and_back_again_helpers import (
    BILBO,
    CATALOG,
    RULESET,
    THORIN,
    act,
    fresh,
    ids,
    keep,
    played_as,
)
from tests.support import only

QUIET_LANDS, ORC_PATROL = "TW-309", "TW-74"
PLAY = f"play:{QUIET_LANDS}:halve"


def _at(site: str, attack: Attack | None = None) -> State:
    """Bilbo and Thorin at ``site`` (a name) in its site phase, facing its first
    automatic-attack (or ``attack``), Quiet Lands in the hand."""
    state = keep(fresh(), BILBO, THORIN)
    here = CATALOG.find(site, "Hero")
    faced = attack or Attack.automatic_attack(here, here.automatic_attacks[0],
                                              len(state.company))
    return replace(state, location=site, phase="site", step="entered",
                   combat=Combat(faced, "automatic"), hand=(QUIET_LANDS,))


@pytest.mark.rule("TBA-SEQ-15")
def test_quiet_lands_halves_the_strikes_of_an_automatic_attack() -> None:
    assert int(RULESET.version) >= QUIET_LANDS_FROM
    state = _at("Goblin-gate")  # a Shadow-hold: Orcs, 3 strikes
    assert PLAY in ids(state) and f"declare:{QUIET_LANDS}" not in ids(state)
    facts, after = act(state, PLAY)
    assert [f.kind for f in facts] == ["CardPlayed", "AttackStrikesSet"]
    assert (facts[1].rule, facts[1]["strikes"], facts[1]["was"], facts[1]["by"]) == \
        ("CoE-3.i", 2, 3, QUIET_LANDS)
    assert RULESET.narrate(facts[1]) == "The attack of Goblin-gate automatic-attack has 2 " \
                                        "strikes (was 3): Quiet Lands. [CoE-3.i]"
    assert after.combat is not None and after.combat.attack.strikes == 2
    assert QUIET_LANDS in after.resource_discard
    before = played_as(QUIET_LANDS_FROM - 1)
    assert f"declare:{QUIET_LANDS}" in [a.id for a in before.actions(state)]
    assert PLAY not in [a.id for a in before.actions(state)]


@pytest.mark.rule("TBA-SEQ-15", "TBA-SEQ-8")
def test_quiet_lands_is_refused_on_another_attack() -> None:
    orcs = Attack.from_creature(CATALOG.get(ORC_PATROL), 2)
    lonely = _at("The Lonely Mountain")  # a Ruins & Lairs, its Dragon's one strike
    for state, why in (
            (_at("Goblin-gate", orcs), "the attack is no automatic-attack at a shadow-hold or "
                                       "ruins-and-lairs site"),
            (lonely, "the attack has 1 strike: halved, it stays so")):
        assert PLAY not in ids(state)
        with pytest.raises(IllegalAction) as refusal:
            act(state, PLAY)
        assert (str(refusal.value), refusal.value.clause) == (
            f"Quiet Lands cannot be played now: {why}. [CoE-5.1]", "CoE-5.1")


@pytest.mark.rule("TBA-SEQ-8")
def test_there_and_back_again_refuses_the_cards_lowering_a_hazard_limit() -> None:
    # Reading the thirteenth generation it reads the twelfth, whose cards have no limit here.
    state = replace(fresh(), hand=("TW-237",), phase="organization")
    assert "declare:TW-237" not in ids(state)
    with pytest.raises(IllegalAction) as refusal:
        act(state, "play:TW-237:limit")
    assert (str(refusal.value), refusal.value.clause) == (
        "Fair Travels in Wilderness cannot be played: there is no hazard limit here for it "
        "to lower. [TBA-SEQ-8]", "TBA-SEQ-8")
    assert "declare:TW-237" in [a.id for a in played_as(QUIET_LANDS_FROM - 1).actions(state)]


@pytest.mark.rule("BWJ-BURG-6", "BWJ-SEQ-17")
def test_in_burglar_quiet_lands_halves_moria_s_orcs() -> None:
    assert int(bwj.RULESET.version) >= burglar.TRAVEL_FROM
    moria = CATALOG.find("Moria", "Hero")
    automatic = Attack.automatic_attack(moria, moria.automatic_attacks[0], 1)  # 4 strikes
    state = replace(bwj.at(bwj.fresh(), "Moria", phase="site", step="entered"),
                    combat=Combat(automatic, "automatic"), hand=(QUIET_LANDS,))
    assert PLAY in bwj.ids(state)
    facts, after = bwj.act(state, PLAY)
    assert (only(facts, "AttackStrikesSet")["strikes"], after.combat and
            after.combat.attack.strikes) == (2, 2)
    before = bwj.played_as(str(burglar.TRAVEL_FROM - 1))
    assert f"declare:{QUIET_LANDS}" in [a.id for a in before.actions(state)]


@pytest.mark.rule("TBA-SEQ-8", "CoE-5.1")
def test_the_coverage_shows_quiet_lands_in_part_and_the_limit_cards_refused_in_tba() -> None:
    rows = {r.card_id: dict(r.rulesets) for r in coverage.coverage(CATALOG)}
    entry = effects.scripted(QUIET_LANDS, effects.EVERY_GENERATION)
    assert entry is not None and entry.missing.startswith("its alternative with Gates")
    # Each Hobbit scenario plays Gates of Morning (Burglar: ``burglar.gates_of_morning``) and
    # the alternative too (``hobbit.gates_treatments``); There and Back Again's map has no
    # Shadow-land for its region half (test_there_and_back_again_gates_alternatives.py).
    for ruleset_id in ("necromancer", "burglar"):
        assert rows[QUIET_LANDS][ruleset_id] == coverage.InRuleset(coverage.SCRIPTED)
    assert rows[QUIET_LANDS]["there-and-back-again"].status == coverage.SCRIPTED
    # The Road Goes Ever On plays the alternative by a script of its own (quiet_lands.py).
    assert rows[QUIET_LANDS]["road-goes-ever-on"] == coverage.InRuleset(coverage.SCRIPTED)
    tba = "there-and-back-again"
    assert rows["TW-237"][tba].status == coverage.SCRIPTED
    assert rows["TW-237"][tba].missing.startswith("TBA-SEQ-8")
    # Misty Mountains: its move by region cards played, its hazard limit use refused.
    assert rows["TW-284"][tba].status == coverage.SCRIPTED
