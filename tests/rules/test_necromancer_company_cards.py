"""Guise of the Necromancer, from ``hand_cards.COMPANY_CARDS_FROM``: the hand plays more of the
engine's scripted short-events. A Friend or Three (+1 for each character of his company) and
Halfling Strength (+4, on a Hobbit) add to a character's next corruption check this turn;
Stealth, a scout of a company below size three tapping in the organization phase, keeps every
hazard creature off his company this turn; Quiet Lands halves the strikes of an
automatic-attack at a Shadow-hold or Ruins & Lairs before they are assigned (CoE 3.i, 5.1).
Out of their condition they are refused naming the card and the reason; the version before
declared them (and offered no check of Halfling Strength)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine import effects
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer import hand_cards
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.rules.test_necromancer_item_uses import attacked
from tests.support import of_kind, only

FRIEND, HALFLING_STRENGTH, STEALTH, QUIET_LANDS = "TW-189", "TW-253", "TW-332", "TW-309"
DEAD_MARSHES = "TW-384"  # a Shadow-hold
NEW_FRIENDSHIP, OLD_FRIENDSHIP = "TW-292", "TW-293"
BEFORE = gon.RULESET.at_version(str(hand_cards.COMPANY_CARDS_FROM - 1))


def offered(state: State, ruleset: object = gon.RULESET) -> list[str]:
    return [a.id for a in ruleset.actions(state)  # type: ignore[attr-defined]
            if a.id.startswith(("resource:", "declare-resource:"))]


def refusal(state: State, action: str) -> tuple[str, str | None]:
    with pytest.raises(IllegalAction) as refused:
        gon.act(state, action)
    return refused.value.message, refused.value.clause


def pair(state: State) -> State:
    """Radagast and Sam alone in the starting company (size below three)."""
    company = state.companies[0]
    return state.with_company(replace(company, characters=tuple(
        c for c in company.characters if c.card_id in (gon.RADAGAST, gon.SAM))))


@pytest.mark.rule("CoE-5.1", "CoE-7.1")
def test_a_friend_or_three_adds_one_for_each_character_to_his_next_check() -> None:
    assert hand_cards.COMPANY_CARDS_FROM == 36 <= int(gon.RULESET.version)
    state = replace(gon.fresh(), hand=(FRIEND,))
    assert offered(state) == [f"resource:{FRIEND}:check:{c}" for c in (
        gon.RADAGAST, gon.HALDIR, gon.CELEBORN, gon.SAM)]
    assert offered(state, BEFORE) == [f"declare-resource:{FRIEND}"]
    facts, after = gon.act(state, f"resource:{FRIEND}:check:{gon.CELEBORN}")
    modified = only(facts, "CorruptionCheckModified")
    assert (modified["character"], modified["amount"]) == (gon.CELEBORN, 4)
    assert gon.RULESET.narrate(modified) == (
        "A Friend or Three: Celeborn's next corruption check this turn is at +4. [CoE-5.1]")
    assert after.turn_bonuses == ((gon.CELEBORN, FRIEND, effects.CHECK_BONUS, 4),)
    # His next check counts it, then it is spent.
    ctx_facts, checked = _checked(after, gon.CELEBORN)
    assert (4, f"card:{FRIEND}") in [(m["amount"], m["source"]) for m in
                                     only(ctx_facts, "CorruptionChecked")["check"]["modifiers"]]
    assert checked.turn_bonuses == ()


def _checked(state: State, who: str) -> tuple[list[object], State]:
    from domain.ruleset import Context, Table

    ctx = Context(gon.RULESET, Table(7, {}, state))
    gon.RULESET._corruption_check(ctx, who, "CoE-7.1")
    return list(ctx.facts), ctx.state


@pytest.mark.rule("CoE-5.1")
def test_halfling_strength_adds_four_to_a_hobbits_next_check() -> None:
    state = replace(gon.fresh(), hand=(HALFLING_STRENGTH,))
    assert offered(state) == [f"resource:{HALFLING_STRENGTH}:check:{gon.SAM}"]
    assert offered(state, BEFORE) == []  # untapping or healing only, and Sam is neither
    facts, after = gon.act(state, f"resource:{HALFLING_STRENGTH}:check:{gon.SAM}")
    assert only(facts, "CorruptionCheckModified")["amount"] == 4
    assert after.turn_bonuses == ((gon.SAM, HALFLING_STRENGTH, effects.CHECK_BONUS, 4),)


@pytest.mark.rule("CoE-5.1")
def test_old_friendship_adds_to_a_check_in_a_diplomats_company_only() -> None:
    state = replace(gon.fresh(), hand=(OLD_FRIENDSHIP,))
    # Radagast, a diplomat, is in the company: any of its characters.
    assert len(offered(state)) == 4
    facts, _ = gon.act(state, f"resource:{OLD_FRIENDSHIP}:check:{gon.HALDIR}")
    assert only(facts, "CorruptionCheckModified")["amount"] == 4
    company = state.companies[0]
    elves = state.with_company(replace(company, characters=tuple(
        c for c in company.characters if c.card_id in (gon.HALDIR, gon.CELEBORN))))
    assert offered(elves) == []
    assert refusal(elves, f"resource:{OLD_FRIENDSHIP}:check:{gon.HALDIR}") == (
        "Old Friendship cannot be played now: no diplomat is in Haldir's company.", "CoE-5.1")


@pytest.mark.rule("CoE-5.1", "GON-DUD-4", "GON-NAZ-2")
def test_stealth_keeps_every_creature_off_a_small_company_this_turn() -> None:
    state = replace(pair(gon.fresh()), hand=(STEALTH,))
    assert offered(state) == [f"resource:{STEALTH}:hide:{gon.RADAGAST}",
                              f"resource:{STEALTH}:hide:{gon.SAM}"]
    facts, hidden = gon.act(state, f"resource:{STEALTH}:hide:{gon.SAM}")
    assert [f.kind for f in facts] == ["ResourcePlayed", "CreaturesPrevented"]
    assert gon.RULESET.narrate(facts[1]) == (
        "Stealth: no hazard creature can be played on company 1 this turn. [CoE-5.1]")
    assert hidden.creatures_prevented == ("1",)
    assert hidden.companies[0].character(gon.SAM).state == "tapped"  # type: ignore[union-attr]
    hidden = gon.hazards(hidden, [gon.WOLVES, gon.UVATHA], gon.FILLER)
    _, moving = gon.acts(hidden, f"move:1:{gon.DOL_GULDUR}")
    facts, _ = gon.act(moving, "go", seed=3)
    assert not of_kind(facts, "AttackDeclared")
    assert [f["card"] for f in of_kind(facts, "NazgulGuards")] == [gon.UVATHA]
    assert [(f.rule, f["card"]) for f in of_kind(facts, "DudDiscarded")
            if f["card"] == gon.WOLVES] == [("GON-DUD-4", gon.WOLVES)]


@pytest.mark.rule("CoE-5.1", "CoE-2.II.3.1.1")
def test_stealth_is_refused_for_a_company_of_three_or_more() -> None:
    state = replace(gon.fresh(), hand=(STEALTH,))
    assert offered(state) == []
    assert refusal(state, f"resource:{STEALTH}:hide:{gon.SAM}") == (
        "Stealth cannot be played now: Sam Gamgee's company is of size 3 or more.", "CoE-5.1")
    assert refusal(state, f"resource:{STEALTH}:hide:{gon.HALDIR}") == (
        "Stealth cannot be played now: it is played on an untapped scout, not Haldir.",
        "CoE-5.1")


@pytest.mark.rule("CoE-3.i")
def test_quiet_lands_halves_an_automatic_attacks_strikes_at_a_shadow_hold() -> None:
    waiting = attacked(replace(gon.fresh(), hand=(QUIET_LANDS,)))
    assert waiting.fight is not None
    assert offered(waiting) == []  # Wolves: no automatic-attack
    assert refusal(waiting, f"resource:{QUIET_LANDS}:halve")[0] == (
        "Quiet Lands cannot be played now: the attack is no automatic-attack at a shadow-hold "
        "or ruins-and-lairs site.")
    site = Attack(DEAD_MARSHES, "Dead Marshes automatic-attack", "Undead", 3, 8,
                  automatic=True, marshalling_points=0)
    automatic = replace(waiting, fight=replace(waiting.fight, attack=site, card=None))
    assert offered(automatic) == [f"resource:{QUIET_LANDS}:halve"]
    assert offered(automatic, BEFORE) == []
    facts, after = gon.act(automatic, f"resource:{QUIET_LANDS}:halve", seed=3)
    halved = only(facts, "AttackStrikesSet")
    assert (halved["strikes"], halved["was"], halved["by"]) == (2, 3, QUIET_LANDS)
    assert after.fight is not None and after.fight.attack.strikes == 2


@pytest.mark.rule("GON-GEN-1", "CoE-5.1")
def test_the_coverage_shows_them_played_in_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[HALFLING_STRENGTH] == rows[STEALTH] == coverage.InRuleset(coverage.SCRIPTED)
    # Their influence modes too from version 40 (test_necromancer_influence_cards).
    assert rows[FRIEND] == rows[NEW_FRIENDSHIP] == coverage.InRuleset(coverage.SCRIPTED)
    assert rows[OLD_FRIENDSHIP].status == coverage.SCRIPTED
    # Its alternative needing Gates of Morning too, from hand_cards.GATES_TREATMENTS_FROM
    # (test_necromancer_gates_treatments).
    assert rows[QUIET_LANDS] == coverage.InRuleset(coverage.SCRIPTED)
