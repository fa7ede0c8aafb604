"""Guise of the Necromancer, from ``hazard_events.ON_THE_COMPANY_SINCE``: the hazard events on
a character of the company or on a faction are played by their cards (GON-HH-10), no longer
declared. Call of Home (not a Wizard), Tookish Blood (a Hobbit) and Call of the Sea (an Elf;
-3 through a Coastal Sea) roll 2D6 plus the unused general influence for the character
GON-TARGET-1 picks among those they may take: below the card's number he goes back to the
hand, the player giving one of his items to another character of his company, the rest
discarded. Muster Disperses rolls so for the faction worth the most: below eleven it is
discarded, its points lost. With nothing to take, each is a dud (GON-DUD-2). The version
before asked the player to declare them."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.ruleset import Fact
from domain.rulesets.guise_of_the_necromancer import hazard_events
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.rules.test_necromancer_item_uses import bearing
from tests.support import of_kind, only

HOME, TOOKISH, SEA, MUSTER = "TW-18", "TW-104", "TW-19", "TW-67"
BEORNINGS, EASTERLINGS, TORQUE, HERBS = "TW-197", "TW-222", "TW-351", "TW-255"
BEFORE = gon.RULESET.at_version(str(hazard_events.ON_THE_COMPANY_SINCE - 1))


def revealed(state: State, hand: list[str]) -> tuple[list[Fact], State]:
    """The starting company goes to Dol Guldur with this hazard hand (left to right): the
    facts up to the first choice (the dice of seed 3 roll 7), and the state there."""
    state = gon.hazards(state, hand, gon.FILLER)
    _, moving = gon.acts(state, f"move:1:{gon.DOL_GULDUR}")
    return gon.act(moving, "go", seed=3)


def rolled(facts: list[Fact]) -> tuple[object, ...]:
    fact = only(facts, "GoingHomeRolled")
    return fact["roll"], fact["unused_influence"], fact["needed"], fact["fails"]


@pytest.mark.rule("GON-HH-10", "GON-TARGET-1")
def test_call_of_home_sends_the_character_gon_target_1_picks_back_to_the_hand() -> None:
    assert hazard_events.ON_THE_COMPANY_SINCE == 34 <= int(gon.RULESET.version)
    # Celeborn (mind 6), the highest but Radagast, a Wizard it cannot take; Torque and Herbs.
    start = bearing(gon.fresh(), gon.CELEBORN, TORQUE, HERBS)
    facts, state = revealed(start, [HOME])
    played = only(facts, "HazardEventPlayed")
    assert (played.rule, played["card"], played["character"]) == ("GON-HH-10", HOME,
                                                                   gon.CELEBORN)
    # 7 and 2 unused general influence: 9, below 10.
    assert rolled(facts) == (7, 2, 10, True)
    assert gon.RULESET.narrate(only(facts, "GoingHomeRolled")) == (
        "Call of Home: 7 and 2 unused general influence, 10 needed: the character goes home. "
        "[GON-HH-10]")
    returned = only(facts, "CharacterReturned")
    assert (returned["items_left"], returned["heirs"]) == (
        [TORQUE, HERBS], [gon.RADAGAST, gon.HALDIR, gon.SAM])
    assert gon.CELEBORN in state.hand and state.company_of(gon.CELEBORN) is None
    # The player gives one item; the other is discarded at once.
    assert f"inherit:{TORQUE}:{gon.SAM}" in gon.ids(state)
    facts, after = gon.act(state, f"inherit:{TORQUE}:{gon.SAM}", seed=3)
    assert [f.kind for f in facts[:2]] == ["ItemInherited", "ItemsDiscarded"]
    assert facts[1]["items"] == [HERBS] and HERBS in after.resource_discard
    sam = after.companies[0].character(gon.SAM)
    assert sam is not None and [i.card_id for i in sam.items] == [TORQUE]
    assert after.legacy == () and not after.legacy_once


@pytest.mark.rule("GON-HH-10")
def test_with_enough_unused_influence_the_character_stays() -> None:
    facts, state = revealed(replace(gon.fresh(), general_influence=30), [HOME])
    assert rolled(facts) == (7, 30 + 10 - 13, 10, False)  # Radagast's 10, three minds of 13
    assert not of_kind(facts, "CharacterReturned")
    assert state.company_of(gon.CELEBORN) is not None and HOME in state.hazard_discard


@pytest.mark.rule("GON-HH-10", "GON-DUD-2")
def test_tookish_blood_takes_a_hobbit_and_call_of_the_sea_an_elf() -> None:
    facts, state = revealed(gon.fresh(), [TOOKISH])
    assert only(facts, "HazardEventPlayed")["character"] == gon.SAM
    assert rolled(facts) == (7, 2, 11, True) and gon.SAM in state.hand
    facts, _ = revealed(gon.fresh(), [SEA])
    assert only(facts, "HazardEventPlayed")["character"] == gon.CELEBORN
    # Without a Hobbit in the company, Tookish Blood is a dud.
    company = gon.fresh().companies[0]
    no_hobbit = gon.fresh().with_company(replace(company, characters=tuple(
        c for c in company.characters if c.card_id != gon.SAM)))
    facts, _ = revealed(no_hobbit, [TOOKISH])
    assert [(f.rule, f["card"]) for f in of_kind(facts, "DudDiscarded")
            if f["card"] == TOOKISH] == [("GON-DUD-2", TOOKISH)]
    assert not of_kind(facts, "GoingHomeRolled")


@pytest.mark.rule("GON-HH-10", "GON-WIN-2")
def test_muster_disperses_discards_the_faction_worth_the_most_below_eleven() -> None:
    recruited = replace(gon.fresh(), marshalling=((BEORNINGS, "faction", 2),
                                                  (EASTERLINGS, "faction", 4)))
    facts, state = revealed(recruited, [MUSTER])
    assert only(facts, "HazardEventPlayed")["faction"] == EASTERLINGS
    rolled_for = only(facts, "FactionDispersalRolled")
    assert (rolled_for["roll"], rolled_for["unused_influence"], rolled_for["needed"],
            rolled_for["fails"]) == (7, 2, 11, True)
    assert gon.RULESET.narrate(only(facts, "FactionDispersed")) == (
        "Easterlings disperses (Muster Disperses): to the discard pile, its points lost. "
        "[GON-HH-10]")
    assert state.marshalling == ((BEORNINGS, "faction", 2),)
    assert EASTERLINGS in state.resource_discard
    # No faction recruited: a dud.
    facts, _ = revealed(gon.fresh(), [MUSTER])
    assert [f["card"] for f in of_kind(facts, "DudDiscarded") if f["card"] == MUSTER] == [
        MUSTER]


@pytest.mark.rule("GON-HH-10")
def test_the_version_before_asks_the_player_to_declare_them() -> None:
    from domain.ruleset import Context, Table

    ctx = Context(BEFORE, Table(3, {}, gon.hazards(gon.fresh(), [HOME], gon.FILLER)))
    BEFORE.decide(ctx, f"move:1:{gon.DOL_GULDUR}", {})
    BEFORE.decide(ctx, "go", {})
    assert not of_kind(ctx.facts, "GoingHomeRolled")
    assert any(a.id.startswith("declare:4:") for a in BEFORE.actions(ctx.state))


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_them_played_in_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    # Tookish Blood's play as a resource never arises: no hazard card is in the player's hand.
    assert rows[HOME] == rows[SEA] == rows[MUSTER] == rows[TOOKISH] == coverage.InRuleset(
        coverage.SCRIPTED)
