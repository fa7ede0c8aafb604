"""Guise of the Necromancer, version 11: the hand reads the engine's second generation of
scripted cards where it plays one of a card's modes (``hand_cards.script``): The Cock Crows
cancels an attack by Trolls, Escape wounds an unwounded character of the company to cancel an
attack (CoE 3.i); before, both were declared, and version 10 still offers neither in an
attack."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules.necromancer_support import (
    DOL_GULDUR,
    FILLER,
    HALDIR,
    RADAGAST,
    RULESET,
    SAM,
    WOLVES,
    act,
    acts,
    fresh,
    hazards,
    ids,
)
from tests.support import of_kind, only

COCK_CROWS, ESCAPE, OLOG_HAI = "TW-342", "TW-229", "TW-71"


def attacked_by(creature: str) -> State:
    """``creature`` attacks the starting company on its way to Dol Guldur, before any strike
    is assigned, The Cock Crows and Escape in the hand."""
    state = replace(hazards(fresh(), [creature], FILLER), hand=(COCK_CROWS, ESCAPE))
    _, waiting = acts(state, f"move:1:{DOL_GULDUR}")
    _, waiting = act(waiting, "go", seed=3)
    assert waiting.fight is not None and waiting.fight.card == creature
    return waiting


def offered(state: State) -> list[str]:
    return [i for i in ids(state) if i.startswith("resource:")]


@pytest.mark.rule("CoE-3.i")
def test_the_cock_crows_cancels_an_attack_by_trolls() -> None:
    waiting = attacked_by(OLOG_HAI)
    assert f"resource:{COCK_CROWS}:cancel" in offered(waiting)
    facts, after = act(waiting, f"resource:{COCK_CROWS}:cancel", seed=3)
    assert [f.kind for f in facts[:3]] == ["ResourcePlayed", "AttackCanceled",
                                           "CreatureDiscarded"]
    assert after.fight is None and not of_kind(facts, "StrikeResolved")
    assert COCK_CROWS in after.resource_discard and COCK_CROWS not in after.hand
    assert OLOG_HAI in after.hazard_discard


@pytest.mark.rule("CoE-3.i")
def test_the_cock_crows_is_refused_against_an_attack_by_wolves() -> None:
    waiting = attacked_by(WOLVES)
    assert not any(i.startswith(f"resource:{COCK_CROWS}") for i in offered(waiting))
    with pytest.raises(IllegalAction) as refused:
        act(waiting, f"resource:{COCK_CROWS}:cancel", seed=3)
    assert str(refused.value).startswith("The Cock Crows cannot be played now: it cancels "
                                         "only an attack by Trolls")
    assert refused.value.clause == "CoE-3.i"


@pytest.mark.rule("CoE-3.i")
def test_escape_wounds_an_unwounded_character_to_cancel_the_attack() -> None:
    waiting = attacked_by(WOLVES)
    company = waiting.companies[0]
    assert [i for i in offered(waiting) if i.startswith(f"resource:{ESCAPE}")] == \
        [f"resource:{ESCAPE}:cancel:{c.card_id}" for c in company.characters]
    facts, after = act(waiting, f"resource:{ESCAPE}:cancel:{SAM}", seed=3)
    assert [f.kind for f in facts[:4]] == ["ResourcePlayed", "CharacterStateChanged",
                                           "AttackCanceled", "CreatureDiscarded"]
    sam = after.companies[0].character(SAM)
    assert sam is not None and sam.wounded and after.fight is None
    assert not of_kind(facts, "BodyChecked") and not of_kind(facts, "StrikeResolved")
    assert ESCAPE in after.resource_discard and WOLVES in after.hazard_discard


@pytest.mark.rule("CoE-3.i")
def test_escape_is_refused_on_a_wounded_character() -> None:
    waiting = attacked_by(WOLVES)
    company = waiting.companies[0]
    hurt = replace(company, characters=tuple(
        c.with_state("wounded") if c.card_id == SAM else c for c in company.characters))
    wounded = replace(waiting, companies=(hurt, *waiting.companies[1:]))
    assert f"resource:{ESCAPE}:cancel:{SAM}" not in offered(wounded)
    assert f"resource:{ESCAPE}:cancel:{RADAGAST}" in offered(wounded)
    with pytest.raises(IllegalAction) as refused:
        act(wounded, f"resource:{ESCAPE}:cancel:{SAM}", seed=3)
    assert str(refused.value).startswith("Escape cannot be played now: Sam Gamgee is wounded "
                                         "already.")


@pytest.mark.rule("CoE-3.i")
def test_escape_is_refused_once_a_strike_is_assigned() -> None:
    waiting = attacked_by(WOLVES)
    _, assigned = act(waiting, f"assign:{SAM}", seed=3)
    with pytest.raises(IllegalAction) as refused:
        act(assigned, f"resource:{ESCAPE}:cancel:{RADAGAST}", seed=3)
    assert "it cancels an attack before any of its strikes is assigned" in str(refused.value)
    assert ESCAPE in assigned.hand


@pytest.mark.rule("CoE-3.i")
def test_version_10_declares_them_and_offers_neither_in_an_attack() -> None:
    waiting = attacked_by(WOLVES)
    old = RULESET.at_version("10")
    assert [a.id for a in old.actions(waiting) if a.id.startswith("resource:")] == []
    calm = replace(waiting, fight=None, phase="organization")
    declared = [a for a in old.actions(calm) if a.id.startswith("declare-resource:")]
    assert [a.id for a in declared] == [f"declare-resource:{COCK_CROWS}",
                                        f"declare-resource:{ESCAPE}"]
    # The target a declared effect acts on is a character in play, any company's; its
    # effect one of those listed in its help.
    in_play = tuple(c.card_id for company in calm.companies for c in company.characters)
    assert SAM in in_play and all(
        dict(a.candidates) == {"effect": tuple(a.params["effect"].split("|")), "target": in_play}
        for a in declared)
    assert not any(i.startswith("declare-resource:") for i in ids(calm))


BLOCK, DODGE = "TW-199", "TW-209"


def facing(character: str) -> State:
    """The Wolves' strike on ``character`` is under way, Block and Dodge in the hand."""
    state = replace(hazards(fresh(), [WOLVES], FILLER), hand=(BLOCK, DODGE))
    _, waiting = acts(state, f"move:1:{DOL_GULDUR}")
    _, waiting = act(waiting, "go", seed=3)
    _, waiting = act(waiting, f"assign:{character}", seed=3)
    _, waiting = act(waiting, "assign-done", seed=3)
    _, waiting = act(waiting, f"resolve:{character}", seed=3)
    assert waiting.fight is not None and waiting.fight.facing == character
    return waiting


@pytest.mark.rule("CoE-3.iv.5")
def test_block_keeps_a_warrior_untapped_against_a_strike_he_beats() -> None:
    waiting = facing(HALDIR)
    assert offered(waiting) == [f"resource:{BLOCK}:strike:{HALDIR}",
                                f"resource:{DODGE}:strike:{HALDIR}"]
    facts, blocked = act(waiting, f"resource:{BLOCK}:strike:{HALDIR}", seed=3)
    assert [f.kind for f in facts] == ["ResourcePlayed"]
    assert blocked.fight is not None and blocked.fight.no_tap and BLOCK in blocked.resource_discard
    facts, after = act(blocked, "roll", seed=1)
    assert (only(facts, "StrikeResolved")["result"], only(facts, "StrikeResolved")["state"]) == \
        ("failed", "untapped")
    haldir = after.companies[0].character(HALDIR)
    assert haldir is not None and haldir.state == "untapped"
    # Without Block, the same roll taps him; a strike that wounds him still does.
    plain, _ = act(waiting, "roll", seed=1)
    assert only(plain, "StrikeResolved")["state"] == "tapped"
    wounding, _ = act(blocked, "roll", seed=9)
    assert only(wounding, "StrikeResolved")["state"] == "wounded"


@pytest.mark.rule("CoE-3.iv.5")
def test_dodge_keeps_untapped_and_takes_one_body_if_wounded() -> None:
    waiting = facing(SAM)
    assert offered(waiting) == [f"resource:{DODGE}:strike:{SAM}"]
    _, dodged = act(waiting, f"resource:{DODGE}:strike:{SAM}", seed=3)
    assert dodged.fight is not None and (dodged.fight.no_tap, dodged.fight.body_bonus) == \
        (True, -1)
    facts, _ = act(dodged, "roll", seed=2)
    assert only(facts, "StrikeResolved")["state"] == "untapped"
    facts, _ = act(dodged, "roll", seed=1)
    assert only(facts, "StrikeResolved")["state"] == "wounded"
    assert only(facts, "BodyChecked")["body"] == 9 - 1


@pytest.mark.rule("CoE-3.iv.5")
def test_block_is_refused_for_a_character_who_is_no_warrior() -> None:
    waiting = facing(SAM)
    with pytest.raises(IllegalAction) as refused:
        act(waiting, f"resource:{BLOCK}:strike:{SAM}", seed=3)
    assert str(refused.value).startswith("Block cannot be played now: Sam Gamgee is no "
                                         "warrior.")
    assert refused.value.clause == "CoE-3.iv.5"
    assert BLOCK in waiting.hand


@pytest.mark.rule("CoE-3.iv.5")
def test_version_10_offers_neither_block_nor_dodge_on_a_strike() -> None:
    waiting = facing(HALDIR)
    old = RULESET.at_version("10")
    assert [a.id for a in old.actions(waiting) if a.id.startswith("resource:")] == []
