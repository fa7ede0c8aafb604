"""Círdan and Fatty Bolger, Hands, tap to cancel (``hobbit.character_cancels``) in Burglar
Wants a Good Job from ``CHARACTER_CANCELS_FROM``: Círdan an attack keyed by type to a Coastal
Sea before its strikes are assigned (CoE 3.i), Fatty Bolger the strike another Hobbit faces
before its roll (CoE 3.iv.5.1): ``character-cancel:<character>``, CharacterTapped then
AttackCanceled or StrikeCanceled. Refused otherwise naming the character and the reason; not
in a burglary the Burglar faces alone (BWJ-BURG-6), nor, from ``LUCKY_UNCANCELED_FROM``, on
Lucky Search's strike, which no card cancels. The version before replays as played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import CHARACTER_CANCELS_FROM, LUCKY_UNCANCELED_FROM
from domain.rulesets.hobbit.state import Combat
from tests.rules.burglar_support import (
    BILBO,
    CATALOG,
    DAGGER,
    RULESET,
    act,
    at,
    fresh,
    ids,
    played_as,
    set_state,
    striking,
    with_hand,
)
from tests.support import only

CIRDAN, FATTY, LUCKY = "TW-137", "TW-495", "TW-269"
CORSAIRS = "TW-24"
COAST, WILD = "region-type:coastal-sea", "region-type:wilderness"
BEFORE = played_as(str(CHARACTER_CANCELS_FROM - 1))


def attacked(keyed: str | None = COAST, **changes: object) -> State:
    """Corsairs of Umbar attack the Burglar and Círdan, keyed ``keyed``, no strike given."""
    state = with_hand(fresh(), CIRDAN)
    attack = Attack.from_creature(CATALOG.get(CORSAIRS), len(state.company))
    fields: dict[str, object] = {"turn_start": "Lórien", "location": "Moria", "moved": True,
                                 "phase": "movement-hazard", "step": "", "hand": (),
                                 "combat": Combat(attack, "draw", CORSAIRS, keyed=keyed),
                                 **changes}
    return replace(state, **fields)  # type: ignore[arg-type]


def condition(state: State, card: str) -> str:
    who = state.character(card)
    assert who is not None
    return who.state


def refused(state: State, action: str) -> tuple[str, str | None]:
    with pytest.raises(IllegalAction) as caught:
        act(state, action)
    return str(caught.value), caught.value.clause


@pytest.mark.rule("CoE-3.i", "BWJ-HAND-1")
def test_cirdan_taps_to_cancel_an_attack_keyed_to_a_coastal_sea() -> None:
    state = attacked()
    action = f"character-cancel:{CIRDAN}"
    assert action in ids(state)
    facts, after = act(state, action)
    assert [(f.kind, f.rule) for f in facts][:2] == [("CharacterTapped", "CoE-3.i"),
                                                     ("AttackCanceled", "CoE-3.i")]
    assert dict(only(facts, "AttackCanceled").data) == {"attack": "Corsairs of Umbar",
                                                         "by": "Círdan"}
    assert after.combat is None and condition(after, CIRDAN) == "tapped"
    # The automatic Burglar cancels so; the version before offers nothing of the kind.
    assert RULESET.policy(state, RULESET.actions(state))[0] == action
    assert action not in [a.id for a in BEFORE.actions(state)]
    # In a burglary the Burglar faces the attacks alone.
    assert action not in ids(replace(state, alone=True))


@pytest.mark.rule("CoE-3.i")
def test_cirdan_is_refused_naming_why() -> None:
    action = f"character-cancel:{CIRDAN}"
    assert refused(attacked(WILD), action) == (
        "Círdan cancels only an attack keyed to a Coastal Sea region. [CoE-3.i]", "CoE-3.i")
    assert refused(attacked("site:Moria"), action)[0].startswith("Círdan cancels only an")
    fight = attacked().combat
    assert fight is not None
    given = attacked(combat=replace(fight, assigned=(BILBO,)))
    assert refused(given, action)[0] == (
        "Círdan cancels an attack before its strikes are assigned. [CoE-3.i]")
    assert refused(set_state(attacked(), CIRDAN, "tapped"), action)[0] == (
        "Círdan is tapped. [CoE-3.i]")
    assert refused(attacked(), f"character-cancel:{BILBO}")[0] == (
        "Bilbo is no character of the company who taps to cancel. [CoE-3.i]")


@pytest.mark.rule("CoE-3.iv.5.1", "BWJ-HAND-1")
def test_fatty_bolger_taps_to_cancel_the_strike_on_another_hobbit() -> None:
    state = with_hand(striking(BILBO), FATTY)
    action = f"character-cancel:{FATTY}"
    assert action in ids(state)
    facts, after = act(state, action)
    assert [(f.kind, f.rule) for f in facts][:2] == [("CharacterTapped", "CoE-3.iv.5.1"),
                                                     ("StrikeCanceled", "CoE-3.iv.5.1")]
    canceled = only(facts, "StrikeCanceled")
    assert dict(canceled.data) == {"character": BILBO, "by": "Fatty Bolger"}
    assert RULESET.narrate(canceled) == (
        "The strike against Bilbo is canceled by Fatty Bolger. [CoE-3.iv.5.1]")
    assert (condition(after, BILBO), condition(after, FATTY)) == ("untapped", "tapped")
    assert RULESET.policy(state, RULESET.actions(state))[0] == action
    assert action not in [a.id for a in BEFORE.actions(state)]
    # Not his own strike, nor a strike on one who is no Hobbit.
    own = striking(FATTY)
    assert refused(own, action) == (
        "Fatty Bolger cancels only a strike another Hobbit faces, not Fatty Bolger's. "
        "[CoE-3.iv.5.1]", "CoE-3.iv.5.1")
    assert refused(set_state(state, FATTY, "tapped"), action)[0] == (
        "Fatty Bolger is tapped. [CoE-3.iv.5.1]")
    assert refused(with_hand(attacked(), FATTY), action)[0] == (
        "Fatty Bolger cancels a strike another Hobbit of his company faces, before its roll. "
        "[CoE-3.iv.5.1]")


@pytest.mark.rule("CoE-3.i", "CoE-3.iv.5.1")
def test_both_are_scripted_in_burglar() -> None:
    rows = {r.card_id: dict(r.rulesets)["burglar"] for r in coverage.coverage(CATALOG)}
    assert rows[CIRDAN].status == rows[FATTY].status == coverage.SCRIPTED
    assert "tapping to cancel" not in rows[CIRDAN].missing
    assert "tapping to cancel" not in rows[FATTY].missing


def lucky_strike_on_bilbo() -> State:
    """Bilbo, a Hobbit scout, has played Lucky Search at Moria with Fatty Bolger, untapped, a
    Hand: the search found a Dagger at once and Bilbo faces its strike, before its roll."""
    state = replace(at(with_hand(fresh(), FATTY), "Moria"), phase="site", step="entered",
                    hand=(LUCKY,), resource_deck=(DAGGER,))
    facts, after = act(state, f"play:{LUCKY}:search:{BILBO}")
    assert [f.kind for f in facts][-4:] == ["AttackDeclared", "StrikeAssigned",
                                            "StrikesAssigned", "StrikeSequenceBegan"]
    assert after.combat is not None and after.combat.origin == "lucky-search"
    assert (after.combat.facing, condition(after, FATTY)) == (BILBO, "untapped")
    return after


@pytest.mark.rule("CoE-3.iv.5.1", "CoE-3.iv.5")
def test_fatty_bolger_does_not_cancel_lucky_searchs_strike() -> None:
    assert LUCKY_UNCANCELED_FROM == 73 <= int(RULESET.version)
    state = lucky_strike_on_bilbo()
    action = f"character-cancel:{FATTY}"
    # Neither offered nor played: the strike of Lucky Search is one no card cancels.
    assert ids(state) == [f"support:{FATTY}", "roll"]
    assert RULESET.policy(state, RULESET.actions(state))[0] == "roll"
    assert refused(state, action) == (
        "The strike of Lucky Search cannot be canceled. [CoE-3.iv.5.1]", "CoE-3.iv.5.1")
    # Versions 63 to 72 replay as played: offered, and the strike canceled.
    before = played_as(str(LUCKY_UNCANCELED_FROM - 1))
    assert [a.id for a in before.actions(state)] == [f"support:{FATTY}", "roll", action]
    facts, after = act(state, action, ruleset=before)
    assert [(f.kind, dict(f.data)) for f in facts][:2] == [
        ("CharacterTapped", {"character": FATTY, "to": "cancel the strike"}),
        ("StrikeCanceled", {"character": BILBO, "by": "Fatty Bolger"})]
    assert condition(after, FATTY) == "tapped"
