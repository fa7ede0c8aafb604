"""Guise of the Necromancer from ``gates_cards.SINCE``: with Gates of Morning in play, Dark
Quarrels halves the strikes of any attack before they are assigned (CoE 3.i) and The Cock
Crows discards a hazard permanent-event in play, a corruption card on a character or a Nazgûl
guarding Dol Guldur, shuffled back into the hazard deck (CoE 5.1, GON-NAZ-2, GON-NAZ-5): the
engine's generations 29 and 30. Without Gates of Morning, and in the version before, neither
is offered."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.rulesets.guise_of_the_necromancer import gates_cards
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.support import only

GATES, DARK_QUARRELS, DARK_QUARRELS_2, COCK_CROWS = "TW-243", "TW-207", "TW-208", "TW-342"
HALVE = f"resource:{DARK_QUARRELS}:halve"
DISCARD = f"resource:{COCK_CROWS}:discard"
BEFORE = gon.RULESET.at_version(str(gates_cards.SINCE - 1))


def attacked(creature: str, *hand: str, gates: bool = True,
             ruleset: GuiseOfTheNecromancer = gon.RULESET) -> State:
    """``creature`` attacks the starting company on its way to Dol Guldur, before any strike
    is assigned; ``hand`` in the hand, Gates of Morning in play or not."""
    state = replace(gon.hazards(gon.fresh(), [creature], gon.FILLER), hand=hand,
                    permanents=(GATES,) if gates else ())
    _, moving = gon.acts(state, f"move:1:{gon.DOL_GULDUR}", ruleset=ruleset)
    _, waiting = gon.act(moving, "go", seed=3, ruleset=ruleset)
    assert waiting.fight is not None and waiting.fight.card == creature
    return waiting


def offered(state: State, prefix: str = "resource:",
            ruleset: GuiseOfTheNecromancer = gon.RULESET) -> list[str]:
    return [i for i in gon.ids(state, ruleset) if i.startswith(prefix)]


@pytest.mark.rule("CoE-3.i", "CoE-5.1", "GON-GEN-1")
def test_dark_quarrels_halves_any_attack_with_gates_of_morning_in_play() -> None:
    assert gates_cards.SINCE == 83 <= int(gon.RULESET.version)
    state = attacked(gon.WOLVES, DARK_QUARRELS)
    assert offered(state) == [HALVE]  # no cancel: Wolves
    # The automatic player halves a dangerous attack it cannot cancel.
    assert gon.RULESET.policy(state, gon.RULESET.actions(state))[0] == HALVE
    facts, after = gon.act(state, HALVE)
    halved = only(facts, "AttackStrikesSet")
    assert (halved.rule, halved["strikes"], halved["was"], halved["by"]) == (
        "CoE-3.i", 2, 3, DARK_QUARRELS)
    assert after.fight is not None and after.fight.attack.strikes == 2
    assert DARK_QUARRELS in after.resource_discard
    assert offered(attacked(gon.WOLVES, DARK_QUARRELS_2)) == [f"resource:{DARK_QUARRELS_2}:halve"]
    # Without Gates of Morning, on one strike, or in the version before: not offered.
    dark = attacked(gon.WOLVES, DARK_QUARRELS, gates=False)
    assert offered(dark) == []
    assert gon.refused(dark, HALVE) == ("Dark Quarrels cannot be played now: its 'halve' is "
                                        "played only with Gates of Morning in play.", "CoE-5.1")
    single = attacked(gon.UVATHA, DARK_QUARRELS)
    assert single.fight is not None and single.fight.attack.strikes == 1
    assert offered(single) == []
    assert gon.refused(single, HALVE) == ("Dark Quarrels cannot be played now: the attack has "
                                          "1 strike: halved, it stays so.", "CoE-5.1")
    assert offered(attacked(gon.WOLVES, DARK_QUARRELS, ruleset=BEFORE), ruleset=BEFORE) == []


def organizing(**changes: object) -> State:
    """The fresh game's organization phase, Gates of Morning in play and The Cock Crows in
    the hand, with ``changes``."""
    state = replace(gon.fresh(), hand=(COCK_CROWS,), permanents=(GATES,))
    return replace(state, **changes)  # type: ignore[arg-type]


@pytest.mark.rule("CoE-5.1", "GON-NAZ-2", "GON-NAZ-5", "CoE-7.3")
def test_the_cock_crows_discards_a_guardian_or_a_corruption_card_with_gates_of_morning() -> None:
    lure = "TW-58"
    state = organizing(guardians=(gon.UVATHA,), corruption=((gon.SAM, lure, 2),))
    assert offered(state, DISCARD) == [f"{DISCARD}:{gon.UVATHA}", f"{DISCARD}:{lure}@{gon.SAM}"]
    # The automatic player discards the guardian first.
    assert gon.RULESET.policy(state, gon.RULESET.actions(state))[0] == f"{DISCARD}:{gon.UVATHA}"
    facts, after = gon.act(state, f"{DISCARD}:{gon.UVATHA}")
    returned = only(facts, "GuardianReturned")
    assert (returned.rule, returned["card"], returned["by"]) == ("GON-NAZ-5", gon.UVATHA,
                                                                 COCK_CROWS)
    assert after.guardians == () and gon.UVATHA in after.hazard_deck
    assert after.hand == () and after.resource_discard[-1] == COCK_CROWS
    facts, after = gon.act(state, f"{DISCARD}:{lure}@{gon.SAM}")
    removed = only(facts, "CorruptionCardRemoved")
    assert (removed.rule, removed["card"], removed["character"], removed["by"]) == (
        "CoE-5.1", lure, gon.SAM, COCK_CROWS)
    assert after.corruption == () and after.hazard_discard[-1] == lure
    # Without Gates of Morning, with none in play, naming one not in play, the version before.
    dark = replace(state, permanents=())
    assert offered(dark, DISCARD) == []
    assert gon.refused(dark, f"{DISCARD}:{gon.UVATHA}") == (
        "The Cock Crows cannot be played now: its 'discard' is played only with Gates of "
        "Morning in play.", "CoE-5.1")
    assert gon.refused(organizing(), f"{DISCARD}:{gon.UVATHA}") == (
        "The Cock Crows cannot be played now: no hazard permanent-event is in play.", "CoE-5.1")
    assert gon.refused(state, f"{DISCARD}:{gon.ADUNAPHEL}") == (
        f"The Cock Crows cannot be played now: {gon.ADUNAPHEL} is no hazard permanent-event "
        "in play.", "CoE-5.1")
    assert offered(state, DISCARD, BEFORE) == []


@pytest.mark.rule("CoE-3.i", "CoE-5.1")
def test_the_coverage_shows_both_scripted_in_the_guise() -> None:
    """There and Back Again's row of The Cock Crows: tests/rules/test_hobbit_card_pool.py."""
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    for card in (DARK_QUARRELS, DARK_QUARRELS_2, COCK_CROWS):
        assert rows[card] == coverage.InRuleset(coverage.SCRIPTED), card
