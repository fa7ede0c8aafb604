"""Guise of the Necromancer, from ``item_uses.TURN_USES_FROM``: in the organization and site
phases, outside an attack, Miruvor and the Potion of Prowess are discarded to give every
character of their bearer's company +2 body (not above 10) or +1 prowess until the end of the
turn (``CompanyBolstered``), counted in his body checks and against every strike; The
Arkenstone taps to untap a Dwarf of its bearer's company, who then checks corruption at -2
(CoE 2.V.4, 6.1, 7.1). Out of their condition they are refused naming the item and the reason;
the version before offered none of them."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine import effects, turn_bonuses
from domain.engine.characters import Character, replace_one
from domain.rulesets.guise_of_the_necromancer import item_uses
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.rules.test_necromancer_item_uses import attacked, bearing, refusal, striking, uses
from tests.support import of_kind, only

MIRUVOR, POTION, ARKENSTONE, BALIN = "TW-283", "TW-304", "TW-341", "TW-123"
OLD = gon.RULESET.at_version(str(item_uses.TURN_USES_FROM - 1))
EVERYONE = [gon.RADAGAST, gon.HALDIR, gon.CELEBORN, gon.SAM]


def with_state(state: State, who: str, new: str) -> State:
    company = state.company_of(who)
    assert company is not None
    character = company.character(who)
    assert character is not None
    return state.with_company(replace(company, characters=replace_one(
        company.characters, character.with_state(new))))


def with_balin(state: State, new: str = "tapped") -> State:
    """Balin, a Dwarf, in the starting company, ``new``."""
    company = state.companies[0]
    balin = Character.from_card(gon.CATALOG.get(BALIN)).with_state(new)
    return state.with_company(replace(company, characters=(*company.characters, balin)))


def body_check(state: State) -> tuple[int, list[tuple[object, ...]]]:
    """Sam's body and the modifiers of his body check, on the first seed Wolves' strike on
    him wounds him."""
    on = striking(attacked(state), gon.SAM)
    for seed in range(40):
        facts, _ = gon.act(on, "roll", seed=seed)
        if checked := of_kind(facts, "BodyChecked"):
            return checked[0]["body"], [(m["amount"], m["source"]) for m in
                                        checked[0]["check"]["modifiers"]]
    raise AssertionError("no seed let the strike wound him")


@pytest.mark.rule("CoE-2.V.4", "CoE-6.1")
def test_miruvor_gives_its_bearers_company_two_body_until_the_end_of_the_turn() -> None:
    assert item_uses.TURN_USES_FROM == 32 <= int(gon.RULESET.version)
    state = bearing(gon.fresh(), gon.SAM, MIRUVOR)
    use = f"use:{MIRUVOR}:{gon.SAM}:body"
    assert uses(state) == [use] and uses(state, OLD) == []
    facts, after = gon.act(state, use)
    assert [f.kind for f in facts] == ["ItemUsed", "CompanyBolstered"]
    assert facts[0]["target"] is None
    assert only(facts, "CompanyBolstered").data == {
        "card": MIRUVOR, "company": "1", "characters": EVERYONE, "stat": effects.COMPANY_BODY,
        "amount": 2, "maximum": 10}
    assert gon.RULESET.narrate(facts[1]) == (
        "Miruvor: Radagast, Haldir, Celeborn, Sam Gamgee (company 1) have +2 body (not above "
        "10) for the rest of the turn. [CoE-6.1]")
    assert after.turn_bonuses == tuple((c, MIRUVOR, effects.COMPANY_BODY, 2) for c in EVERYONE)
    assert MIRUVOR in after.resource_discard and uses(after) == []
    turned = gon.RULESET._on_TurnBegan(after, {"turn": 2, "ring": False, "guardians": 0})
    assert turned.turn_bonuses == ()


@pytest.mark.rule("CoE-3.I.1", "CoE-6.1")
def test_miruvor_raises_a_body_check_no_higher_than_ten() -> None:
    state = bearing(gon.fresh(), gon.SAM, MIRUVOR)
    assert body_check(state) == (9, [])
    _, used = gon.act(state, f"use:{MIRUVOR}:{gon.SAM}:body")
    # Sam's body 9: Miruvor's +2 gives him one, to 10.
    assert body_check(used) == (10, [(-1, f"card:{MIRUVOR}")])


@pytest.mark.rule("CoE-3.iv.6", "CoE-6.1")
def test_the_potion_of_prowess_gives_its_bearers_company_one_prowess_against_strikes() -> None:
    state = bearing(gon.fresh(), gon.RADAGAST, POTION)
    use = f"use:{POTION}:{gon.RADAGAST}:prowess"
    assert uses(state) == [use] and uses(state, OLD) == []
    facts, after = gon.act(state, use)
    assert only(facts, "CompanyBolstered")["stat"] == turn_bonuses.PROWESS
    assert gon.RULESET.narrate(only(facts, "CompanyBolstered")) == (
        "Potion of Prowess: Radagast, Haldir, Celeborn, Sam Gamgee (company 1) have +1 "
        "prowess for the rest of the turn. [CoE-6.1]")
    on = striking(attacked(after), gon.SAM)
    facts, _ = gon.act(on, "roll", seed=3)
    resolved = only(facts, "StrikeResolved")
    assert resolved["prowess"] == 1 + 1
    assert (1, f"card:{POTION}", "Potion of Prowess for the rest of the turn") in [
        (m["amount"], m["source"], m["why"]) for m in resolved["check"]["modifiers"]]


@pytest.mark.rule("CoE-2.V.4", "CoE-7.1")
def test_the_arkenstone_taps_to_untap_a_dwarf_who_checks_corruption_at_minus_two() -> None:
    state = bearing(with_balin(gon.fresh()), gon.RADAGAST, ARKENSTONE)
    use = f"use:{ARKENSTONE}:{gon.RADAGAST}:untap:{BALIN}"
    assert uses(state) == [use] and uses(state, OLD) == []
    facts, after = gon.act(state, use)
    assert [f.kind for f in facts] == ["ItemTapped", "CharacterStateChanged", "DiceRolled",
                                       "CorruptionChecked"]
    assert (facts[1]["character"], facts[1]["state"]) == (BALIN, "untapped")
    checked = facts[3]
    assert checked["character"] == BALIN
    assert (-2, f"card:{ARKENSTONE}") in [(m["amount"], m["source"])
                                          for m in checked["check"]["modifiers"]]
    assert after.tapped_items == ((ARKENSTONE, gon.RADAGAST),)
    tapped_again = with_state(after, BALIN, "tapped")
    assert uses(tapped_again) == []
    assert refusal(tapped_again, use) == "The Arkenstone cannot be used now: it is tapped. " \
                                         "[CoE-6.1]"


@pytest.mark.rule("CoE-2.V.4")
def test_each_is_refused_out_of_its_condition() -> None:
    # Only a tapped Dwarf is untapped: not Sam, not an untapped Balin.
    tired = bearing(with_state(with_balin(gon.fresh(), "untapped"), gon.SAM, "tapped"),
                    gon.RADAGAST, ARKENSTONE)
    assert uses(tired) == []
    assert refusal(tired, f"use:{ARKENSTONE}:{gon.RADAGAST}:untap:{gon.SAM}") == (
        "The Arkenstone cannot be used now: it acts on a character of Radagast's company it "
        "can untap, not Sam Gamgee. [CoE-6.1]")
    # In an attack: Miruvor is used in the organization and site phases.
    waiting = attacked(bearing(gon.fresh(), gon.SAM, MIRUVOR))
    assert uses(waiting) == []
    assert refusal(waiting, f"use:{MIRUVOR}:{gon.SAM}:body") == (
        "Miruvor cannot be used now: it is used in the organization or site phase, outside an "
        "attack. [CoE-6.1]")


@pytest.mark.rule("CoE-2.V.4")
def test_the_version_before_offers_none_of_them() -> None:
    from domain.errors import IllegalAction
    from domain.ruleset import Context, Table

    state = bearing(gon.fresh(), gon.SAM, MIRUVOR)
    with pytest.raises(IllegalAction, match="Miruvor cannot be used now: the scenario offers "
                                            "no use 'body' of it"):
        OLD.decide(Context(OLD, Table(7, {}, state)), f"use:{MIRUVOR}:{gon.SAM}:body", {})


@pytest.mark.rule("GON-GEN-1", "CoE-6.1")
def test_the_coverage_shows_them_played_in_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    # The Arkenstone's points for a Dwarf bearer too (printed_rules.BEARER_VALUES_FROM).
    assert rows[MIRUVOR] == rows[POTION] == rows[ARKENSTONE] == coverage.InRuleset(
        coverage.SCRIPTED)
