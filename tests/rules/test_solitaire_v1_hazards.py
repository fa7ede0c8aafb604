"""The Hazard Phase of the Solitaire Variant (SV1-HAZ-*), from constructed states and seeds
chosen for their dice."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from domain.cards import Card
from domain.errors import IllegalAction
from domain.ruleset import Fact
from domain.rulesets.solitaire_v1 import facts as card_facts
from domain.rulesets.solitaire_v1.common import SUPPORT_UNSTRUCK_SINCE
from domain.rulesets.solitaire_v1.hazards import strike_order, strikes_for
from domain.rulesets.solitaire_v1.state import HAZARDS, TAPPED, UNTAPPED, WOUNDED, Member
from tests.rules.sv1_support import (
    CATALOG,
    RULES,
    action_ids,
    cid,
    kinds,
    member,
    names,
    run,
    seed_for,
    state,
    status,
)
from tests.support import of_kind as of
from tests.support import only

WILD = ("Rhudaur", "Hollin", "Cardolan", "Arthedain")  # four wilderness regions
FREE = ("The Shire", "Anórien", "Lindon", "Belfalas")  # four free-domains


def hazard_phase(members: Sequence[Member], hazards: Sequence[str],
                 regions: Sequence[str] = WILD, due: int | None = None):  # type: ignore[no-untyped-def]
    return state(members, {"hazards": hazards}, step=HAZARDS,
                 regions=tuple(cid(r) for r in regions),
                 hazards_left=len(hazards) if due is None else due)


# -- drawing -------------------------------------------------------------------------------
@pytest.mark.rule("SV1-HAZ-1", "SV1-SETUP-2")
def test_four_regions_are_revealed_with_their_region_types() -> None:
    s = state([member("Aragorn II")], {"regions": [*FREE, "Rhudaur"], "hazards": ["Twilight"]})
    found, after = run(s)
    revealed = only(found, "RegionsRevealed")
    assert revealed.rule == "SV1-HAZ-1"
    assert names(revealed["cards"]) == list(FREE)
    assert revealed["types"] == ["free-domain"] * 4
    assert names(after.deck("regions").discard) == list(FREE)
    assert names(after.deck("regions").draw) == ["Rhudaur"]


@pytest.mark.rule("SV1-HAZ-2")
def test_one_hazard_per_member_each_resolved_before_the_next_is_drawn() -> None:
    s = state([member("Aragorn II", TAPPED), member("Legolas", TAPPED)],
              {"regions": WILD, "hazards": ["Twilight", "Gloom", "Fog"]})
    found, after = run(s)
    assert only(found, "HazardsDue")["count"] == 2
    drawn = of(found, "HazardDrawn")
    assert names([f["card"] for f in drawn]) == ["Twilight", "Gloom"]
    sequence = [k for k in kinds(found) if k in ("HazardDrawn", "HazardResolved")]
    assert sequence == ["HazardDrawn", "HazardResolved", "HazardDrawn", "HazardResolved"]
    assert names(after.deck("hazards").draw) == ["Fog"]


@pytest.mark.rule("SV1-HAZ-3", "SV1-SETUP-4")
def test_a_hazard_without_prowess_is_an_event_and_one_with_prowess_is_combat() -> None:
    assert card_facts.hazard_nature(CATALOG.get(cid("Twilight"))) == "short"
    assert card_facts.hazard_nature(CATALOG.get(cid("Fell Winter"))) == "long"
    assert card_facts.hazard_nature(CATALOG.get(cid("Doors of Night"))) == "permanent"
    assert card_facts.hazard_nature(CATALOG.get(cid("Orc-patrol"))) == "combat"
    # A Nazgûl prints a prowess and is also a permanent event: the prowess decides.
    assert card_facts.hazard_nature(CATALOG.get(cid("Witch-king of Angmar"))) == "combat"


# -- event hazards -----------------------------------------------------------------------------
@pytest.mark.rule("SV1-HAZ-3A", "SV1-HAZ-4H1")
def test_a_permanent_event_makes_every_member_check_body() -> None:
    # Aragorn (body 9) rolls 10 and is wounded; Legolas (body 8) rolls 8 and passes.
    s = hazard_phase([member("Aragorn II", TAPPED), member("Legolas", TAPPED)],
                     ["Doors of Night"], due=1)
    found, after = run(s, seed_for(10, 8))
    assert only(found, "BodyChecksCalled")["targets"] == [cid("Aragorn II"), cid("Legolas")]
    checks = of(found, "BodyCheck")[:2]
    assert [(c["member"], c["roll"], c["body"], c["passed"], c.rule) for c in checks] == [
        (cid("Aragorn II"), 10, 9, False, "SV1-HAZ-3A"),
        (cid("Legolas"), 8, 8, True, "SV1-HAZ-3A")]
    assert only(found, "MemberWounded")["member"] == cid("Aragorn II")
    assert status(after, "Aragorn II") == WOUNDED
    assert status(after, "Legolas") == TAPPED
    assert only(found, "HazardResolved")["to"] == "discard"


@pytest.mark.rule("SV1-HAZ-3B")
def test_a_long_event_wounds_the_first_healthy_member() -> None:
    s = hazard_phase([member("Aragorn II", TAPPED), member("Legolas"), member("Gimli")],
                     ["Fell Winter"], due=1)
    found, _ = run(s)
    wounded = only(found, "MemberWounded")
    assert (wounded["member"], wounded["was"], wounded.rule) == (cid("Legolas"), UNTAPPED,
                                                                 "SV1-HAZ-3B")


@pytest.mark.rule("SV1-HAZ-3B")
def test_a_long_event_wounds_the_first_tapped_member_when_none_is_healthy() -> None:
    s = hazard_phase([member("Aragorn II", WOUNDED), member("Legolas", TAPPED),
                      member("Gimli", TAPPED)], ["Fell Winter"], due=1)
    found, _ = run(s)
    assert only(found, "MemberWounded")["member"] == cid("Legolas")


@pytest.mark.rule("SV1-HAZ-3B")
def test_a_long_event_has_no_effect_when_every_member_is_wounded() -> None:
    s = hazard_phase([member("Aragorn II", WOUNDED), member("Legolas", WOUNDED)],
                     ["Fell Winter"], due=1)
    found, _ = run(s)
    assert of(found, "MemberWounded") == []
    assert only(found, "NoEffect").rule == "SV1-HAZ-3B"


@pytest.mark.rule("SV1-HAZ-3C")
def test_a_short_event_taps_the_first_untapped_member() -> None:
    s = hazard_phase([member("Aragorn II", WOUNDED), member("Legolas", TAPPED),
                      member("Gimli"), member("Faramir")], ["Twilight"], due=1)
    found, after = run(s)
    assert only(found, "MemberTapped")["member"] == cid("Gimli")
    assert status(after, "Gimli") == TAPPED
    assert status(after, "Faramir") == UNTAPPED


@pytest.mark.rule("SV1-HAZ-3C")
def test_a_short_event_has_no_effect_when_no_member_is_untapped() -> None:
    s = hazard_phase([member("Aragorn II", WOUNDED), member("Legolas", TAPPED)],
                     ["Twilight"], due=1)
    found, _ = run(s)
    assert of(found, "MemberTapped") == []
    assert only(found, "NoEffect").rule == "SV1-HAZ-3C"


# -- combat: facing ------------------------------------------------------------------------------
@pytest.mark.rule("SV1-HAZ-4A")
def test_a_combat_hazard_is_faced_when_a_region_symbol_matches() -> None:
    s = hazard_phase([member("Aragorn II", TAPPED)], ["Orc-patrol"], regions=WILD)
    found, _ = run(s, seed_for(12))
    faced = only(found, "HazardFaced")
    assert (faced["matched"], faced["via"], faced.rule) == ("wilderness", "region",
                                                             "SV1-HAZ-4A")


@pytest.mark.rule("SV1-HAZ-4A", "SV1-HAZ-7")
def test_a_combat_hazard_matching_no_region_is_not_faced_and_discarded() -> None:
    s = hazard_phase([member("Aragorn II")], ["Orc-patrol"], regions=FREE)
    found, after = run(s)
    assert only(found, "HazardNotFaced")["regions"] == ["free-domain"] * 4
    assert of(found, "StrikeResolved") == []
    assert only(found, "HazardResolved")["to"] == "discard"
    assert names(after.deck("hazards").discard) == ["Orc-patrol"]


@pytest.mark.rule("SV1-HAZ-4A")
def test_a_combat_hazard_without_symbols_is_always_faced() -> None:
    s = hazard_phase([member("Aragorn II", TAPPED)], ["Smaug"], regions=FREE)
    found, _ = run(s, seed_for(2))
    faced = only(found, "HazardFaced")
    assert (faced["matched"], faced["via"]) == (None, "no symbols")
    assert only(found, "StrikeResolved")["hazard_prowess"] == 17


@pytest.mark.rule("SV1-HAZ-4A2")
def test_site_symbols_count_as_region_symbols() -> None:
    # Pick-pocket prints only Free-hold and Border-hold: a Free-domain region matches.
    s = hazard_phase([member("Aragorn II", TAPPED)], ["Pick-pocket"], regions=FREE)
    found, _ = run(s, seed_for(12))
    faced = only(found, "HazardFaced")
    assert (faced["matched"], faced["via"], faced.rule) == ("free-domain", "site",
                                                             "SV1-HAZ-4A2")
    s = hazard_phase([member("Aragorn II", TAPPED)], ["Pick-pocket"], regions=WILD)
    found, _ = run(s)
    assert only(found, "HazardNotFaced")["site_symbols"] == ["free-hold", "border-hold"]


@pytest.mark.rule("SV1-HAZ-4A2")
def test_site_symbol_reading_and_a_haven_symbol_matching_nothing() -> None:
    reading = {site: card_facts.SITE_AS_REGION[site] for site in sorted(card_facts.SITE_AS_REGION)}
    assert reading == {"border-hold": "border-land", "dark-hold": "dark-domain",
                       "free-hold": "free-domain", "haven": None,
                       "ruins-and-lairs": "wilderness", "shadow-hold": "shadow-land"}
    haven_only = Card(id="X-1", set="X", name="Haven Lurker", card_type="Hazard",
                      alignment="Neutral", subtypes=("Creature",), prowess=5,
                      keyed_site_types=("haven",))
    assert card_facts.hazard_symbols(haven_only) == ((), ())
    assert card_facts.has_symbols(haven_only)


# -- combat: strikes and targets ---------------------------------------------------------------
@pytest.mark.rule("SV1-HAZ-4B1")
def test_prowess_0_to_6_gives_up_to_four_strikes() -> None:
    assert [strikes_for(p) for p in (0, 3, 6)] == [(4, "SV1-HAZ-4B1")] * 3
    s = hazard_phase([member(n, TAPPED) for n in ("Aragorn II", "Legolas", "Gimli",
                                                   "Faramir")], ["Orc-patrol"])
    found, _ = run(s, seed_for(12, 12, 12, 12))
    assigned = only(found, "StrikesAssigned")
    assert (assigned["prowess"], assigned["strikes"], assigned.rule) == (6, 4, "SV1-HAZ-4B1")
    assert len(of(found, "StrikeResolved")) == 4


@pytest.mark.rule("SV1-HAZ-4B2")
def test_prowess_7_to_9_gives_three_strikes() -> None:
    assert [strikes_for(p) for p in (7, 8, 9)] == [(3, "SV1-HAZ-4B2")] * 3
    s = hazard_phase([member(n, TAPPED) for n in ("Aragorn II", "Legolas", "Gimli",
                                                   "Faramir")], ["Silent Watcher"],
                     regions=("Gorgoroth", "Nurn", "Udûn", "Gundabad"))
    found, _ = run(s, seed_for(12, 12, 12))
    assert only(found, "StrikesAssigned")["strikes"] == 3
    assert names(only(found, "TargetsChosen")["targets"]) == ["Aragorn II", "Legolas", "Gimli"]


@pytest.mark.rule("SV1-HAZ-4B3")
def test_prowess_10_to_12_gives_two_strikes() -> None:
    assert [strikes_for(p) for p in (10, 11, 12)] == [(2, "SV1-HAZ-4B3")] * 3
    s = hazard_phase([member(n, TAPPED) for n in ("Aragorn II", "Legolas", "Gimli")],
                     ["Cave-drake"])
    found, _ = run(s, seed_for(12, 12))
    assert only(found, "StrikesAssigned")["strikes"] == 2
    assert len(of(found, "StrikeResolved")) == 2


@pytest.mark.rule("SV1-HAZ-4B4")
def test_prowess_13_and_more_gives_one_strike() -> None:
    assert [strikes_for(p) for p in (13, 17, 30)] == [(1, "SV1-HAZ-4B4")] * 3
    s = hazard_phase([member(n, TAPPED) for n in ("Aragorn II", "Legolas")], ["Smaug"])
    found, _ = run(s, seed_for(12))
    assert names(only(found, "TargetsChosen")["targets"]) == ["Aragorn II"]


@pytest.mark.rule("SV1-HAZ-4C")
def test_targets_are_untapped_then_tapped_then_wounded_left_to_right() -> None:
    company = (member("Aragorn II", WOUNDED), member("Legolas", TAPPED), member("Gimli"),
               member("Faramir"))
    assert names(strike_order(company)) == ["Gimli", "Faramir", "Legolas", "Aragorn II"]
    s = hazard_phase([member("Aragorn II", WOUNDED), member("Legolas", TAPPED)],
                     ["Orc-patrol"])
    found, _ = run(s, seed_for(12, 12))
    chosen = only(found, "TargetsChosen")
    assert names(chosen["targets"]) == ["Legolas", "Aragorn II"]
    assert chosen["lost"] == 2  # four strikes, two members: the excess is lost


@pytest.mark.rule("SV1-HAZ-4D")
def test_a_member_taps_only_if_prowess_plus_four_would_not_win() -> None:
    # Aragorn (prowess 6) against Cave-drake (10): 6 + 4 <= 10, so he taps to face it.
    s = hazard_phase([member("Aragorn II")], ["Cave-drake"])
    found, after = run(s, seed_for((3, 2)))
    faced = only(found, "StrikeFaced")
    assert (faced["taps"], faced["prowess"], faced["hazard_prowess"]) == (True, 6, 10)
    resolved = only(found, "StrikeResolved")
    assert (resolved["modifier"], resolved["total"], resolved["result"]) == (0, 11, "defeated")
    assert status(after, "Aragorn II") == TAPPED
    # Against Orc-patrol (6): 6 + 4 > 6, so he stays untapped and takes -3.
    s = hazard_phase([member("Aragorn II")], ["Orc-patrol"])
    found, after = run(s, seed_for((1, 2)))
    faced = only(found, "StrikeFaced")
    assert faced["taps"] is False
    resolved = only(found, "StrikeResolved")
    assert (resolved["modifier"], resolved["total"], resolved["result"]) == (-3, 6, "tied")
    assert status(after, "Aragorn II") == UNTAPPED


@pytest.mark.rule("SV1-HAZ-4E")
def test_a_double_six_always_defeats_the_strike() -> None:
    # Sam (prowess 1, tapped -1) rolls 6+6 = 12 against Smaug's 17: still defeated, with no
    # body check for Smaug.
    s = hazard_phase([member("Sam Gamgee", TAPPED)], ["Smaug"])
    found, after = run(s, seed_for((6, 6)))
    resolved = only(found, "StrikeResolved")
    assert (resolved["total"], resolved["double_six"], resolved["result"], resolved.rule) == (
        12, True, "defeated", "SV1-HAZ-4E")
    assert of(found, "HazardBodyCheck") == []
    assert only(found, "HazardResolved")["to"] == "pile"


@pytest.mark.rule("SV1-HAZ-4F")
def test_tapped_and_wounded_members_take_the_usual_modifiers() -> None:
    s = hazard_phase([member("Aragorn II", TAPPED), member("Legolas", WOUNDED)], ["Orc-patrol"])
    found, _ = run(s, seed_for((1, 1), (1, 1), 2))
    first, second = of(found, "StrikeResolved")
    assert (first["member"], first["modifier"], first["total"], first["result"]) == (
        cid("Aragorn II"), -1, 7, "defeated")
    assert (second["member"], second["modifier"], second["total"], second["result"]) == (
        cid("Legolas"), -2, 5, "lost")


@pytest.mark.rule("SV1-HAZ-4F")
def test_a_tie_is_ineffectual() -> None:
    # Aragorn tapped: 2D6 = 5, 5 + 6 - 1 = 10 against Cave-drake's 10.
    s = hazard_phase([member("Aragorn II", TAPPED)], ["Cave-drake"])
    found, after = run(s, seed_for((2, 3)))
    assert only(found, "StrikeResolved")["result"] == "tied"
    assert of(found, "BodyCheck") == []
    assert only(found, "HazardResolved")["to"] == "discard"
    assert status(after, "Aragorn II") == TAPPED


@pytest.mark.rule("SV1-HAZ-4G")
def test_the_first_of_two_printed_values_is_used() -> None:
    twin = Card(id="X-2", set="X", name="Twin-valued Troll", card_type="Hazard",
                alignment="Neutral", subtypes=("Creature",), prowess=9, body=7,
                printed=(("body", "7(9)"), ("prowess", "9(13)")))
    assert card_facts.prowess(twin) == 9 and card_facts.body(twin) == 7
    assert strikes_for(card_facts.prowess(twin)) == (3, "SV1-HAZ-4B2")


# -- combat: outcomes --------------------------------------------------------------------------
@pytest.mark.rule("SV1-HAZ-4H1")
def test_a_lost_strike_and_a_failed_body_check_wound_the_member() -> None:
    s = hazard_phase([member("Sam Gamgee", TAPPED)], ["Orc-patrol"])
    found, after = run(s, seed_for((1, 1), 11))
    assert only(found, "StrikeResolved")["result"] == "lost"
    check = only(found, "BodyCheck")
    assert (check["roll"], check["body"], check["passed"], check.rule) == (11, 9, False,
                                                                            "SV1-HAZ-4H1")
    assert only(found, "MemberWounded")["was"] == TAPPED
    assert status(after, "Sam Gamgee") == WOUNDED


@pytest.mark.rule("SV1-HAZ-4H1")
def test_a_lost_strike_with_a_passed_body_check_has_no_effect() -> None:
    s = hazard_phase([member("Sam Gamgee", TAPPED)], ["Orc-patrol"])
    found, after = run(s, seed_for((1, 1), 9))
    assert only(found, "BodyCheck")["passed"] is True
    assert of(found, "MemberWounded") == []
    assert status(after, "Sam Gamgee") == TAPPED


@pytest.mark.rule("SV1-HAZ-4H1", "SV1-HAZ-4H2")
def test_a_wounded_member_failing_a_body_check_is_eliminated_with_its_items() -> None:
    # Aragorn, wounded, holds Glamdring (+3, 2 MP): wounded -2, prowess 9, rolls 2 -> 9 < 10.
    # Body check 9 + 1 (already wounded) = 10 > 9: eliminated.
    s = hazard_phase([member("Aragorn II", WOUNDED, ["Glamdring"])], ["Cave-drake"])
    found, after = run(s, seed_for((1, 1), 9))
    assert only(found, "StrikeResolved")["total"] == 9
    check = only(found, "BodyCheck")
    assert (check["wounded"], check["roll"], check["passed"]) == (1, 10, False)
    # The item leaves play with its bearer, as a fact of its own.
    left = only(found, "ItemLeftPlay")
    assert (left.rule, left["item"], left["bearer"], left["scored"]) == (
        "SV1-HAZ-4H2", cid("Glamdring"), cid("Aragorn II"), [[cid("Glamdring"), "item", -2]])
    eliminated = only(found, "MemberEliminated")
    assert eliminated.rule == "SV1-HAZ-4H2"
    assert eliminated["scored"] == [[cid("Aragorn II"), "character", -3]]
    at = kinds(found).index("MemberEliminated")
    assert kinds(found)[at - 1] == "ItemLeftPlay"
    assert after.member(cid("Aragorn II")) is None
    # The item reaches the pile first: it leaves play just before its bearer.
    assert [(p.points, p.inverted) for p in after.pile] == [(-2, True), (-3, True)]


@pytest.mark.rule("SV1-HAZ-4I")
def test_a_hazard_whose_every_strike_is_defeated_goes_to_the_pile() -> None:
    s = hazard_phase([member("Aragorn II", TAPPED), member("Legolas", TAPPED)], ["Orc-patrol"])
    found, after = run(s, seed_for(8, 8))
    assert [f["result"] for f in of(found, "StrikeResolved")] == ["defeated", "defeated"]
    resolved = only(found, "HazardResolved")
    assert (resolved["to"], resolved["points"], resolved.rule) == ("pile", 1, "SV1-HAZ-4I")
    assert [(p.card, p.category, p.points) for p in after.pile] == [
        (cid("Orc-patrol"), "kill", 1)]


@pytest.mark.rule("SV1-HAZ-4I")
def test_one_undefeated_strike_keeps_the_hazard_out_of_the_pile() -> None:
    s = hazard_phase([member("Aragorn II", TAPPED), member("Sam Gamgee", TAPPED)],
                     ["Orc-patrol"])
    found, after = run(s, seed_for(8, (1, 1), 5))
    assert [f["result"] for f in of(found, "StrikeResolved")] == ["defeated", "lost"]
    assert only(found, "HazardResolved")["to"] == "discard"
    assert after.pile == ()


@pytest.mark.rule("SV1-HAZ-4I")
def test_a_hazard_with_a_body_is_defeated_only_if_it_fails_its_body_check() -> None:
    # Olog-hai: prowess 10, body 5. Beorn (7) taps? 7 + 4 > 10: stays untapped at -3.
    regions = ("Gorgoroth", "Nurn", "Udûn", "Gundabad")
    s = hazard_phase([member("Beorn", TAPPED)], ["Olog-hai (Trolls)"], regions=regions)
    found, after = run(s, seed_for(10, 6))
    check = only(found, "HazardBodyCheck")
    assert (check["total"], check["body"], check["failed"]) == (6, 5, True)
    assert only(found, "HazardResolved")["to"] == "pile"
    found, after = run(s, seed_for(10, 5))
    assert only(found, "HazardBodyCheck")["failed"] is False
    assert only(found, "HazardResolved")["to"] == "discard"


@pytest.mark.rule("SV1-HAZ-4I", "SV1-HAZ-4F")
@pytest.mark.parametrize(("version", "result", "cited"), [("5", "defeated", "SV1-HAZ-4F"),
                                                    (None, "won", "CoE-3.iv.7")])
def test_a_strike_won_against_a_hazard_with_a_body_is_recorded_won_from_version_6(
        version: str | None, result: str, cited: str) -> None:
    # Beorn (7, tapped -1) rolls 10 = 16 against Olog-hai's 10; its body 5 then holds on a 5:
    # the strike is won but not defeated. Version 5 recorded it "defeated" before the check.
    regions = ("Gorgoroth", "Nurn", "Udûn", "Gundabad")
    s = hazard_phase([member("Beorn", TAPPED)], ["Olog-hai (Trolls)"], regions=regions)
    found, after = run(s, seed_for(10, 5), version=version)
    strike = only(found, "StrikeResolved")
    assert (strike["total"], strike["result"], strike["hazard_body_check"]) == (16, result, True)
    assert only(found, "HazardBodyCheck")["failed"] is False
    assert only(found, "HazardResolved")["to"] == "discard"
    assert after.pile == ()
    assert RULES.at_version(version or RULES.version).narrate(strike).endswith(
        "Beorn wins the strike; it is defeated only if Olog-hai (Trolls) fails its body check. "
        f"[{cited}]")


@pytest.mark.rule("SV1-HAZ-4F", "SV1-HAZ-4D", "CoE-3.iv.6", "CoE-3.iv.7")
@pytest.mark.parametrize(("version", "faced", "roll", "prowess", "result"), [
    ("7", "SV1-HAZ-4D", "SV1-HAZ-4F", "SV1-HAZ-4F", "SV1-HAZ-4F"),
    (None, "SV1-HAZ-4F", "CoE-3.iv.6", "CoE-3.iv.6", "CoE-3.iv.7")])
def test_a_strike_cites_the_clauses_that_decide_it_from_version_8(
        version: str | None, faced: str, roll: str, prowess: str, result: str) -> None:
    # Beorn, already tapped, faces Olog-hai as he is (SV1-HAZ-4F: -1); the roll adds his
    # prowess (CoE-3.iv.6) and 16 against 10 wins (CoE-3.iv.7). Version 6 cited SV1-HAZ-4D
    # for his facing it and SV1-HAZ-4F for the roll, the prowess and the result.
    regions = ("Gorgoroth", "Nurn", "Udûn", "Gundabad")
    s = hazard_phase([member("Beorn", TAPPED)], ["Olog-hai (Trolls)"], regions=regions)
    found, _ = run(s, seed_for(10, 5), version=version)
    assert only(found, "StrikeFaced").rule == faced
    assert [f.rule for f in of(found, "DiceRolled") if f["purpose"] == "strike"] == [roll]
    strike = only(found, "StrikeResolved")
    assert (strike.rule, strike["total"]) == (result, 16)
    assert [(m["why"], m["amount"], m["clause"]) for m in strike["check"]["modifiers"]] == [
        ("Beorn's prowess", 7, prowess), ("faces the strike tapped", -1, "SV1-HAZ-4F")]


@pytest.mark.rule("SV1-HAZ-4E", "SV1-HAZ-4F")
def test_a_strike_against_a_hazard_without_a_body_is_still_recorded_defeated() -> None:
    s = hazard_phase([member("Aragorn II", TAPPED), member("Legolas", TAPPED)], ["Orc-patrol"])
    found, _ = run(s, seed_for(8, 8))
    assert [(f["result"], f["hazard_body_check"]) for f in of(found, "StrikeResolved")] == [
        ("defeated", False), ("defeated", False)]


# -- assistance and the end ----------------------------------------------------------------------
@pytest.mark.rule("SV1-HAZ-5", "CoE-3.iv.4")
def test_untapped_members_may_tap_to_assist_a_strike_roll() -> None:
    s = hazard_phase([member("Sam Gamgee", TAPPED), member("Legolas"), member("Gimli"),
                      member("Frodo")], ["Cave-drake"], due=1)
    # Cave-drake's two strikes go to Legolas then Gimli (untapped first): Frodo, given none,
    # may support Legolas's strike.
    _, waiting = run(s)
    assert action_ids(waiting) == [f"assist:{cid('Frodo')}", "roll"]
    found, after = run(waiting, seed_for((3, 3)), f"assist:{cid('Frodo')}")
    assisted = only(found, "MemberAssisted")
    assert (assisted["member"], assisted["helps"], assisted.rule) == (
        cid("Frodo"), cid("Legolas"), "SV1-HAZ-5")
    strike = of(found, "StrikeResolved")[0]
    # Legolas taps to face (5 + 4 <= 10): 6 + 5 + 1 assist = 12 > 10.
    assert (strike["assists"], strike["total"], strike["result"]) == (1, 12, "defeated")
    assert status(after, "Frodo") == TAPPED


@pytest.mark.rule("SV1-HAZ-5", "CoE-3.iv.4")
def test_a_member_due_to_face_a_later_strike_does_not_support_an_earlier_one() -> None:
    s = hazard_phase([member("Sam Gamgee", TAPPED), member("Legolas"), member("Gimli")],
                     ["Cave-drake"], due=1)
    # Gimli faces Cave-drake's second strike: from version 8 he may not support Legolas's,
    # so no one may and the strike is rolled at once.
    found, after = run(s, seed_for((3, 3), (3, 3)))
    assert "MemberAssisted" not in kinds(found)
    assert [(f["member"], f["assists"]) for f in of(found, "StrikeResolved")] == [
        (cid("Legolas"), 0), (cid("Gimli"), 0)]
    waiting = hazard_phase([member("Sam Gamgee", TAPPED), member("Legolas"), member("Gimli"),
                            member("Frodo")], ["Cave-drake"], due=1)
    _, waiting = run(waiting)
    with pytest.raises(IllegalAction) as refused:
        run(waiting, 0, f"assist:{cid('Gimli')}")
    assert refused.value.clause == "CoE-3.iv.4"
    assert "a member assigned one of the hazard's strikes may not support another member's " \
           "strike" in str(refused.value)


@pytest.mark.rule("SV1-HAZ-5")
def test_before_version_8_a_member_due_to_face_a_later_strike_supported_an_earlier_one() -> None:
    before = str(SUPPORT_UNSTRUCK_SINCE - 1)
    s = hazard_phase([member("Sam Gamgee", TAPPED), member("Legolas"), member("Gimli")],
                     ["Cave-drake"], due=1)
    _, waiting = run(s, version=before)
    assert [a.id for a in RULES.at_version(before).actions(waiting)] == [
        f"assist:{cid('Gimli')}", "roll"]
    found, after = run(waiting, seed_for((3, 3)), f"assist:{cid('Gimli')}", version=before)
    assisted = only(found, "MemberAssisted")
    assert (assisted["member"], assisted["helps"]) == (cid("Gimli"), cid("Legolas"))
    assert of(found, "StrikeResolved")[0]["assists"] == 1
    assert status(after, "Gimli") == TAPPED


@pytest.mark.rule("SV1-HAZ-5")
def test_assistance_counts_in_the_members_favour_on_a_body_check() -> None:
    s = hazard_phase([member("Sam Gamgee", TAPPED), member("Legolas")], ["Doors of Night"],
                     due=1)
    _, waiting = run(s)
    assert action_ids(waiting) == [f"assist:{cid('Legolas')}", "roll"]
    found, _ = run(waiting, seed_for(10), f"assist:{cid('Legolas')}")
    check = of(found, "BodyCheck")[0]
    assert (check["member"], check["assists"], check["roll"], check["passed"]) == (
        cid("Sam Gamgee"), 1, 9, True)


@pytest.mark.rule("SV1-HAZ-5")
def test_a_tapped_member_cannot_assist() -> None:
    s = hazard_phase([member("Sam Gamgee", TAPPED), member("Legolas"), member("Gimli", TAPPED)],
                     ["Doors of Night"], due=1)
    _, waiting = run(s)
    with pytest.raises(IllegalAction) as refused:
        run(waiting, 0, f"assist:{cid('Gimli')}")
    assert refused.value.clause == "SV1-HAZ-5"


@pytest.mark.rule("SV1-HAZ-6")
def test_the_game_ends_when_the_whole_company_is_eliminated() -> None:
    s = hazard_phase([member("Sam Gamgee", WOUNDED)], ["Orc-patrol", "Fell Winter"], due=2)
    found, after = run(s, seed_for((1, 1), 11))
    assert kinds(found)[-4:] == ["MemberEliminated", "CompanyEliminated", "ScoreCounted",
                                 "GameEnded"]
    assert only(found, "CompanyEliminated").rule == "SV1-HAZ-6"
    ended = only(found, "GameEnded")
    assert (ended["outcome"], ended["score"], ended["reason"]) == ("lost", -1,
                                                                   "company eliminated")
    assert names(after.deck("hazards").draw) == ["Fell Winter"]  # never drawn


@pytest.mark.rule("SV1-HAZ-7")
def test_regions_and_hazards_are_discarded_at_the_end_of_the_phase() -> None:
    s = hazard_phase([member("Aragorn II", TAPPED), member("Legolas", TAPPED)],
                     ["Twilight", "Fell Winter"])
    found, after = run(s)
    ended = only(found, "HazardPhaseEnded")
    assert ended.rule == "SV1-HAZ-7"
    assert names(ended["regions"]) == list(WILD)
    assert names(ended["hazards"]) == ["Twilight", "Fell Winter"]
    assert names(after.deck("hazards").discard) == ["Twilight", "Fell Winter"]
    assert names(after.deck("regions").discard) == list(WILD)


@pytest.mark.rule("SV1-HAZ-4A2", "SV1-HAZ-4A")
def test_a_hazard_faced_by_a_symbol_rests_on_the_regions_revealed_for_the_audit() -> None:
    revealed = Fact("RegionsRevealed", {"cards": [cid(r) for r in WILD],
                                        "types": ["wilderness"] * 4}, "SV1-HAZ-1")
    drawn = Fact("HazardDrawn", {"card": cid("Cave-drake"), "nature": "combat", "left": 0})
    by_site = Fact("HazardFaced", {"card": cid("Cave-drake"), "matched": "wilderness",
                                   "via": "site"}, "SV1-HAZ-4A2")
    unkeyed = Fact("HazardFaced", {"card": cid("Cave-drake"), "matched": None,
                                   "via": "no symbols"}, "SV1-HAZ-4A")
    assert RULES.grounds(by_site, [revealed, drawn]) == [0]
    assert RULES.grounds(unkeyed, [revealed, drawn]) == []
