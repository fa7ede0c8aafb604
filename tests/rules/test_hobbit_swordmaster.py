"""Swordmaster (TW-498) in Burglar Wants a Good Job from ``PERMANENT_RESOURCES_FROM``
(``burglar.permanent_events`` over ``engine.swordmaster``): in the site phase, once the site
is entered, on an untapped sage at an untapped site where Information is playable,
``play:<card>:warrior:<sage>`` taps him and the site and gives him the warrior skill
(SkillGained); a sage who is a warrior by his own card uses two weapons with it, and then no
shield; it cannot be duplicated on a character and is discarded as he leaves play. Elsewhere
refused naming the card and the reason, writing nothing. The version before kept it in the
hand."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine.characters import replace_one
from domain.errors import IllegalAction
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import PERMANENT_RESOURCES_FROM
from tests.rules import burglar_support as bwj

SWORDMASTER, ELROND, CIRDAN = "TW-498", "TW-145", "TW-137"
RISKY_BLOW, DAGGER, STING, GREAT_SHIELD = "TW-319", "TW-206", "TW-333", "TW-250"
BEFORE = bwj.played_as(str(PERMANENT_RESOURCES_FROM - 1))


def play(sage: str) -> str:
    return f"play:{SWORDMASTER}:warrior:{sage}"


def inside(site: str = "Weathertop", **changes: object) -> State:
    """The Burglar and Elrond, a Hand, inside ``site`` in the site phase, Swordmaster in hand."""
    state = replace(bwj.at(bwj.with_hand(bwj.fresh(), ELROND), site), phase="site",
                    step="entered", hand=(SWORDMASTER,))
    return replace(state, **changes)  # type: ignore[arg-type]


def refused(state: State, action: str) -> tuple[str, str | None]:
    with pytest.raises(IllegalAction) as caught:
        bwj.act(state, action)
    return caught.value.message, caught.value.clause


@pytest.mark.rule("CoE-5.1", "BWJ-SEQ-17")
def test_swordmaster_makes_a_sage_a_warrior_at_a_site_where_information_is_playable() -> None:
    state = inside()
    assert [a for a in bwj.ids(state) if SWORDMASTER in a] == [play(bwj.BILBO), play(ELROND)]
    assert [a.id for a in BEFORE.actions(state) if SWORDMASTER in a.id] == []
    facts, after = bwj.act(state, play(bwj.BILBO))
    assert [(f.kind, dict(f.data), f.rule) for f in facts] == [
        ("CharacterTapped", {"character": bwj.BILBO, "to": "Swordmaster"}, "CoE-5.1"),
        ("SiteTapped", {"site": "TW-436", "by": SWORDMASTER}, "CoE-5.1"),
        ("SkillGained", {"card": SWORDMASTER, "character": bwj.BILBO, "skill": "warrior"},
         "CoE-5.1")]
    assert bwj.RULESET.narrate(facts[2]) == "Bilbo gains the warrior skill (Swordmaster). " \
                                            "[CoE-5.1]"
    bilbo = after.character(bwj.BILBO)
    assert bilbo is not None and (bilbo.skills, bilbo.state) == (("scout", "sage", "warrior"),
                                                                 "tapped")
    assert (after.skill_cards, after.tapped_sites, after.hand) == (
        ((SWORDMASTER, bwj.BILBO),), ("TW-436",), ())
    # Whatever asks for a warrior now counts him: Risky Blow on the strike he faces.
    facing = replace(bwj.striking(bwj.BILBO), hand=(RISKY_BLOW,))
    assert [a for a in bwj.ids(facing) if RISKY_BLOW in a] == []
    trained = replace(facing, company=after.company, hands=after.hands,
                      skill_cards=after.skill_cards)
    assert [a for a in bwj.ids(trained) if RISKY_BLOW in a] == [
        f"play:{RISKY_BLOW}:strike:{bwj.BILBO}"]


@pytest.mark.rule("CoE-5.1")
def test_swordmaster_is_refused_outside_its_condition_naming_why() -> None:
    assert refused(inside("Moria"), play(bwj.BILBO)) == (
        "Swordmaster cannot be played now: Information is not playable at Moria.", "CoE-5.1")
    assert refused(inside(tapped_sites=("TW-436",)), play(bwj.BILBO)) == (
        "Swordmaster cannot be played now: Weathertop is tapped.", "CoE-5.1")
    assert refused(inside(step="before-entering"), play(bwj.BILBO)) == (
        "Swordmaster cannot be played now: it is played in the site phase, once the site is "
        "entered.", "CoE-5.1")
    assert refused(bwj.set_state(inside(), bwj.BILBO, "tapped"), play(bwj.BILBO)) == (
        "Swordmaster cannot be played now: Bilbo is tapped.", "CoE-5.1")
    sam = replace(bwj.at(bwj.with_hand(bwj.fresh(), bwj.SAM), "Weathertop"), phase="site",
                  step="entered", hand=(SWORDMASTER,))
    assert play(bwj.SAM) not in bwj.ids(sam)
    assert refused(sam, play(bwj.SAM)) == ("Swordmaster cannot be played now: Sam Gamgee is "
                                           "no sage.", "CoE-5.1")
    twice = replace(inside(), skill_cards=((SWORDMASTER, bwj.BILBO),))
    assert play(bwj.BILBO) not in bwj.ids(twice) and play(ELROND) in bwj.ids(twice)
    assert refused(twice, play(bwj.BILBO)) == (
        "Swordmaster cannot be played now: it cannot be duplicated on Bilbo, who has one "
        "already.", "CoE-5.1")


@pytest.mark.rule("CoE-3.iv.6", "CoE-6.1.3", "CoE-5.1")
def test_a_warrior_by_his_own_card_uses_two_weapons_and_then_no_shield() -> None:
    strike = bwj.striking(CIRDAN)
    cirdan = strike.character(CIRDAN)
    assert cirdan is not None
    for item in (DAGGER, STING):
        cirdan = cirdan.with_item(bwj.RULESET.item_in_play(item))
    armed = replace(strike, company=replace_one(strike.company, cirdan),
                    skill_cards=((SWORDMASTER, CIRDAN),))
    facts, _ = bwj.act(armed, "roll", seed=3)
    resolved = next(f for f in facts if f.kind == "StrikeResolved")
    assert resolved.data["prowess"] == 8  # 6, the Dagger +1 to 7, Sting +1 to 8
    assert bwj.card_modifiers(resolved.data, STING) == [
        (1, "Sting, a second weapon (Swordmaster)", "CoE-5.1")]
    # Without the card, one weapon only.
    facts, _ = bwj.act(replace(armed, skill_cards=()), "roll", seed=3)
    assert next(f for f in facts if f.kind == "StrikeResolved").data["prowess"] == 7
    # A shield counting as much as the second weapon is kept, and the weapon unused.
    shielded = replace(armed, company=replace_one(armed.company, cirdan.with_item(
        bwj.RULESET.item_in_play(GREAT_SHIELD))))
    facts, _ = bwj.act(shielded, "roll", seed=3)
    resolved = next(f for f in facts if f.kind == "StrikeResolved")
    assert (resolved.data["prowess"], bwj.card_modifiers(resolved.data, STING)) == (7, [])


@pytest.mark.rule("BWJ-HAND-3", "CoE-5.1")
def test_it_is_discarded_as_its_sage_leaves_play() -> None:
    _, trained = bwj.act(inside(), play(ELROND))
    leaving = replace(trained, phase="organization", step="", turn=3, location="Rivendell",
                      turn_start="Rivendell")
    facts, after = bwj.act(leaving, "stay")
    assert [(f.kind, dict(f.data)) for f in facts if f.kind == "SkillCardDiscarded"] == [
        ("SkillCardDiscarded", {"card": SWORDMASTER, "character": ELROND})]
    assert bwj.RULESET.narrate(facts[-1]) == (
        "Swordmaster is discarded: Elrond has left play. [CoE-5.1]")
    assert after.skill_cards == () and after.resource_discard[-1] == SWORDMASTER


@pytest.mark.rule("CoE-5.1")
def test_swordmaster_reads_scripted_in_burglar() -> None:
    row = coverage.in_ruleset("burglar", bwj.CATALOG.get(SWORDMASTER))
    assert row == coverage.InRuleset(coverage.SCRIPTED)
