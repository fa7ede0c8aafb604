"""Guise of the Necromancer, from ``hand_cards.GENERATION_11_FROM``: the hand reads the engine's
eleventh generation of scripted cards (``domain.engine.turn_bonuses``). In the organization and
site phases, outside an attack, Narya on Gandalf, Nenya on Galadriel, Vilya on Elrond and
Wizard's Voice on a Wizard (``resource:<card>:turn:<character>``) raise his prowess, body and
direct influence until the turn ends (``CharacterBolstered``), counted against every strike he
faces, in his body checks and influence attempts; then he checks corruption at the card's
modifier (CoE 5.1, 7.1). Wizard's Voice, a spell, is removed from the game (GON-PLAY-5).
Refused out of its condition, naming the card and the reason; the version before declared
them."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine import turn_bonuses
from domain.engine.characters import Character
from domain.errors import IllegalAction
from domain.ruleset import Fact
from domain.rulesets.guise_of_the_necromancer import hand_cards
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules.necromancer_support import (
    CATALOG,
    DOL_GULDUR,
    ELROND,
    FILLER,
    GALADRIEL,
    GANDALF,
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

NARYA, NENYA, VILYA, VOICE = "TW-290", "TW-291", "TW-358", "TW-366"


def joined(state: State, *characters: str) -> State:
    """``characters`` in the starting company at Lórien."""
    company = state.companies[0]
    added = tuple(Character.from_card(CATALOG.get(c)) for c in characters)
    return state.with_company(replace(company, characters=(*company.characters, *added)))


def with_galadriel(state: State) -> State:
    """Radagast and Galadriel alone in the starting company (within general influence)."""
    company = state.companies[0]
    return state.with_company(replace(company, characters=(
        company.characters[0], Character.from_card(CATALOG.get(GALADRIEL)))))


def offered(state: State) -> list[str]:
    return [i for i in ids(state) if i.startswith(("resource:", "declare-resource:"))]


def refusal(state: State, action: str) -> tuple[str, str | None]:
    with pytest.raises(IllegalAction) as refused:
        act(state, action)
    return str(refused.value).rsplit(" [", 1)[0], refused.value.clause


def bolstered(facts: list[Fact]) -> list[tuple[object, ...]]:
    return [(f["character"], f["stat"], f["amount"]) for f in of_kind(facts,
                                                                      "CharacterBolstered")]


def check(facts: list[Fact]) -> list[tuple[object, ...]]:
    return [(m["amount"], m["source"]) for m in only(facts, "CorruptionChecked")["check"]
            ["modifiers"]]


@pytest.mark.rule("CoE-5.1", "CoE-7.1", "GON-PLAY-5")
def test_wizards_voice_gives_the_wizard_six_direct_influence_and_is_removed() -> None:
    assert 11 in hand_cards.generation(RULESET.version)
    state = replace(fresh(), hand=(VOICE,))
    assert offered(state) == [f"resource:{VOICE}:turn:{RADAGAST}"]
    facts, after = act(state, f"resource:{VOICE}:turn:{RADAGAST}")
    assert [f.kind for f in facts] == ["ResourcePlayed", "CharacterBolstered", "DiceRolled",
                                       "CorruptionChecked"]
    assert facts[0]["removed"] is True
    assert bolstered(facts) == [(RADAGAST, turn_bonuses.INFLUENCE, 6)]
    assert RULESET.narrate(facts[1]) == ("Wizard’s Voice: Radagast has +6 direct influence "
                                         "for the rest of the turn. [CoE-5.1]")
    assert check(facts) == [(1, f"card:{RADAGAST}"), (-3, f"card:{VOICE}")]
    assert VOICE in after.removed and VOICE not in after.resource_discard
    assert after.turn_bonuses == ((RADAGAST, VOICE, turn_bonuses.INFLUENCE, 6),)
    # Once a turn: a second copy is not offered, and refused.
    again = replace(after, hand=(VOICE,))
    assert offered(again) == []
    assert refusal(again, f"resource:{VOICE}:turn:{RADAGAST}") == (
        "Wizard’s Voice cannot be played now: it cannot be played twice in a turn.",
        "CoE-5.1")


@pytest.mark.rule("CoE-5.1", "CoE-7.1")
def test_nenya_at_lorien_eases_galadriels_check_and_narya_untaps_gandalfs_company() -> None:
    state = replace(joined(fresh(), GALADRIEL), hand=(NENYA,))
    facts, _ = act(state, f"resource:{NENYA}:turn:{GALADRIEL}")
    assert bolstered(facts) == [(GALADRIEL, turn_bonuses.PROWESS, 2),
                                (GALADRIEL, turn_bonuses.BODY, 2),
                                (GALADRIEL, turn_bonuses.INFLUENCE, 2)]
    # Lórien is a Haven: her check at -1, not -3.
    assert (-1, f"card:{NENYA}") in check(facts)
    tapped = replace(joined(fresh(), GANDALF), hand=(NARYA,))
    tapped = tapped.with_company(replace(tapped.companies[0], characters=tuple(
        c.with_state("tapped") if c.card_id == SAM else c
        for c in tapped.companies[0].characters)))
    facts, after = act(tapped, f"resource:{NARYA}:turn:{GANDALF}")
    assert bolstered(facts) == [(GANDALF, turn_bonuses.PROWESS, 4),
                                (GANDALF, turn_bonuses.BODY, 1),
                                (GANDALF, turn_bonuses.INFLUENCE, 2)]
    assert [(f["character"], f["state"]) for f in of_kind(facts, "CharacterStateChanged")] \
        == [(SAM, "untapped")]
    assert (-5, f"card:{NARYA}") in check(facts)
    assert NARYA in after.resource_discard  # no spell: discarded


@pytest.mark.rule("CoE-3.iv.6", "CoE-5.1")
def test_the_bonuses_count_against_a_strike_later_in_the_turn() -> None:
    state = replace(hazards(with_galadriel(fresh()), [WOLVES], FILLER), hand=(NENYA,))
    _, ready = act(state, f"resource:{NENYA}:turn:{GALADRIEL}", seed=3)
    _, waiting = acts(ready, f"move:1:{DOL_GULDUR}")
    _, waiting = act(waiting, "go", seed=3)
    assert waiting.fight is not None and waiting.fight.card == WOLVES
    # In the attack it is not played: it belongs to the organization and site phases.
    assert refusal(replace(waiting, hand=(VILYA,)), f"resource:{VILYA}:turn:{ELROND}")[0] == (
        "Vilya cannot be played now: it is played in the organization or site phase, outside "
        "an attack.")
    _, assigned = act(waiting, f"assign:{GALADRIEL}", seed=3)
    _, assigned = act(assigned, "assign-done", seed=3)
    _, striking = act(assigned, f"resolve:{GALADRIEL}", seed=3)
    facts, _ = act(striking, "roll", seed=3)
    resolved = only(facts, "StrikeResolved")
    assert (2, f"card:{NENYA}", "Nenya for the rest of the turn") in [
        (m["amount"], m["source"], m["why"]) for m in resolved["check"]["modifiers"]]
    assert resolved["prowess"] == CATALOG.get(GALADRIEL).prowess + 2


@pytest.mark.rule("CoE-5.1")
def test_each_is_refused_off_its_character() -> None:
    state = replace(fresh(), hand=(NARYA, VILYA))
    assert offered(state) == []
    assert refusal(state, f"resource:{NARYA}:turn:{RADAGAST}") == (
        "Narya cannot be played now: it is played on Gandalf, who is not in play.", "CoE-5.1")
    with_elrond = replace(joined(fresh(), ELROND), hand=(NARYA, VILYA))
    assert offered(with_elrond) == [f"resource:{VILYA}:turn:{ELROND}"]
    assert refusal(with_elrond, f"resource:{VILYA}:turn:{SAM}")[0] == (
        "Vilya cannot be played now: it is played on Elrond, not Sam Gamgee.")


@pytest.mark.rule("CoE-5.1")
def test_the_version_before_declares_them() -> None:
    before = RULESET.at_version(str(hand_cards.GENERATION_11_FROM - 1))
    state = replace(fresh(), hand=(VOICE,))
    assert [a.id for a in before.actions(state) if a.id.startswith(("resource:", "declare"))] \
        == [f"declare-resource:{VOICE}"]
    assert f"declare-resource:{VOICE}" not in ids(state)


@pytest.mark.rule("GON-GEN-1")
def test_the_coverage_shows_them_scripted_in_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(CATALOG)}
    # Nenya's sure check is played from hand_cards.NENYA_FROM (test_hobbit_nenya.py), Vilya's
    # resources shuffled back from hand_cards.VILYA_FROM (test_hobbit_vilya.py).
    assert rows[NARYA] == rows[VOICE] == rows[NENYA] == rows[VILYA] == \
        coverage.InRuleset(coverage.SCRIPTED)
