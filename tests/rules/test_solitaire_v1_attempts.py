"""Steps 4 to 6 of a turn: drawing, item acquirement, recruitment and the discard
(SV1-SEQ-4..6, SV1-ACQ-*, SV1-RCH-*, SV1-RFA-*)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from domain.errors import IllegalAction
from domain.rulesets.solitaire_v1.state import (
    ATTEMPTS,
    HAZARDS,
    RESOURCES,
    TAPPED,
    UNTAPPED,
    WOUNDED,
    Member,
)
from tests.rules.sv1_support import (
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


def attempts(members: Sequence[Member], offered: Sequence[str]):  # type: ignore[no-untyped-def]
    return state(members, step=ATTEMPTS, offered=tuple(cid(c) for c in offered))


def attempt(card: str, by: str) -> str:
    return f"attempt:{cid(card)}:{cid(by)}"


def held(s, name: str) -> list[str]:  # type: ignore[no-untyped-def]
    m = s.member(cid(name))
    assert m is not None
    return names([i.card for i in m.items])


# -- step 4 to 6 -----------------------------------------------------------------------------
@pytest.mark.rule("SV1-SEQ-4", "SV1-SEQ-6")
def test_one_card_of_each_deck_is_drawn_even_with_no_member_untapped() -> None:
    s = state([member("Aragorn II", TAPPED), member("Legolas", WOUNDED)],
              {"characters": ["Gimli", "Faramir"], "items": ["Glamdring", "Athelas"]},
              step=RESOURCES)
    found, after = run(s)
    offered = of(found, "CardOffered")
    assert [(f["deck"], f["card"], f.rule) for f in offered] == [
        ("characters", cid("Gimli"), "SV1-SEQ-4"), ("items", cid("Glamdring"), "SV1-SEQ-4")]
    discarded = only(found, "OfferDiscarded")
    assert (discarded["characters"], discarded["items"], discarded.rule) == (
        [cid("Gimli")], [cid("Glamdring")], "SV1-SEQ-6")
    assert names(after.deck("characters").discard) == ["Gimli"]
    assert names(after.deck("items").discard) == ["Glamdring"]


@pytest.mark.rule("SV1-SEQ-5")
def test_each_untapped_member_may_attempt_a_drawn_card() -> None:
    s = attempts([member("Aragorn II"), member("Legolas", TAPPED), member("Gimli", WOUNDED)],
                 ["Faramir", "Lesser Ring"])
    assert action_ids(s) == [attempt("Faramir", "Aragorn II"),
                             attempt("Lesser Ring", "Aragorn II"), "pass"]
    found, after = run(s, seed_for(3), attempt("Faramir", "Aragorn II"))
    declared = only(found, "AttemptDeclared")
    assert (declared["kind"], declared["needed"], declared.rule) == ("character", 8,
                                                                    "SV1-SEQ-5")
    assert only(found, "AttemptResolved")["success"] is False
    assert status(after, "Aragorn II") == TAPPED  # and no one else may attempt: turn over
    assert kinds(found)[-5:] == ["OfferDiscarded", "TurnEnded", "RegionDeckDepleted",
                                 "ScoreCounted", "GameEnded"]


@pytest.mark.rule("SV1-SEQ-5")
def test_a_card_that_resisted_one_attempt_may_be_attempted_by_another_member() -> None:
    s = attempts([member("Aragorn II"), member("Legolas")], ["Lesser Ring"])
    _, waiting = run(s, 0, attempt("Lesser Ring", "Aragorn II"))
    found, after = run(waiting, seed_for(3), "roll")
    assert only(found, "AttemptResolved")["success"] is False
    assert action_ids(after) == [attempt("Lesser Ring", "Legolas"), "pass"]


@pytest.mark.rule("SV1-SEQ-5A")
def test_untapped_members_may_tap_to_assist_an_attempt_for_plus_one_each() -> None:
    s = attempts([member("Aragorn II"), member("Legolas"), member("Gimli")], ["Beornings"])
    _, waiting = run(s, 0, attempt("Beornings", "Aragorn II"))
    assert action_ids(waiting) == [f"assist:{cid('Legolas')}", f"assist:{cid('Gimli')}", "roll"]
    _, waiting = run(waiting, 0, f"assist:{cid('Legolas')}")
    found, after = run(waiting, seed_for(6), f"assist:{cid('Gimli')}")
    resolved = only(found, "AttemptResolved")
    assert (resolved["total"], resolved["assists"], resolved["needed"], resolved["success"]) == (
        8, 2, 8, True)
    assert of(found, "MemberAssisted")[0].rule == "SV1-SEQ-5A"
    assert (status(after, "Legolas"), status(after, "Gimli")) == (TAPPED, TAPPED)


# -- item acquirement ------------------------------------------------------------------------
@pytest.mark.rule("SV1-ACQ-1", "SV1-SETUP-11")
def test_an_item_is_acquired_on_2d6_at_least_its_mp_plus_six() -> None:
    s = attempts([member("Aragorn II")], ["Lesser Ring"])  # 2 MP: needs 8
    found, _ = run(s, seed_for(7), attempt("Lesser Ring", "Aragorn II"))
    resolved = only(found, "AttemptResolved")
    assert (resolved["total"], resolved["needed"], resolved["success"], resolved.rule) == (
        7, 8, False, "SV1-ACQ-1")
    found, _ = run(s, seed_for(8), attempt("Lesser Ring", "Aragorn II"))
    assert only(found, "AttemptResolved")["success"] is True


@pytest.mark.rule("SV1-ACQ-2A")
def test_an_item_with_a_modifier_or_no_mp_may_be_given_to_any_member() -> None:
    s = attempts([member("Aragorn II"), member("Sam Gamgee", WOUNDED)], ["Glamdring"])
    _, waiting = run(s, seed_for(8), attempt("Glamdring", "Aragorn II"))
    assert action_ids(waiting) == [f"assign:{cid('Aragorn II')}",
                                   f"assign:{cid('Sam Gamgee')}", "pile"]
    found, after = run(waiting, 0, f"assign:{cid('Sam Gamgee')}")
    assigned = only(found, "ItemAssigned")
    assert (assigned["member"], assigned["combat"], assigned.rule) == (cid("Sam Gamgee"), True,
                                                                      "SV1-ACQ-2A")
    assert held(after, "Sam Gamgee") == ["Glamdring"]
    s = attempts([member("Aragorn II")], ["Athelas"])  # no modifier, no MP
    _, waiting = run(s, seed_for(6), attempt("Athelas", "Aragorn II"))
    assert action_ids(waiting) == [f"assign:{cid('Aragorn II')}", "pile"]


@pytest.mark.rule("SV1-ACQ-2B", "SV1-SCORE-1")
def test_any_other_item_goes_to_the_marshalling_point_pile() -> None:
    s = attempts([member("Aragorn II")], ["Lesser Ring"])
    found, after = run(s, seed_for(9), attempt("Lesser Ring", "Aragorn II"))
    piled = only(found, "ItemToPile")
    assert (piled["scored"], piled.rule) == ([[cid("Lesser Ring"), "item", 2]], "SV1-ACQ-2B")
    assert [(p.card, p.points) for p in after.pile] == [(cid("Lesser Ring"), 2)]
    s = attempts([member("Aragorn II")], ["Glamdring"])
    _, waiting = run(s, seed_for(8), attempt("Glamdring", "Aragorn II"))
    found, after = run(waiting, 0, "pile")
    assert only(found, "ItemToPile")["scored"] == [[cid("Glamdring"), "item", 2]]
    assert held(after, "Aragorn II") == []


@pytest.mark.rule("SV1-ACQ-3A")
def test_a_shield_prowess_modifier_counts_in_combat() -> None:
    # Aragorn with Glamdring (+3) is prowess 9: 9 + 4 > 10, so he does not tap for Cave-drake.
    s = state([member("Aragorn II", items=["Glamdring"])], {"hazards": ["Cave-drake"]},
              step=HAZARDS, hazards_left=1, regions=(cid("Rhudaur"),))
    found, _ = run(s, seed_for((2, 3)))
    faced = only(found, "StrikeFaced")
    assert (faced["prowess"], faced["taps"]) == (9, False)
    assert only(found, "StrikeResolved")["total"] == 5 + 9 - 3


@pytest.mark.rule("SV1-ACQ-3A")
def test_a_shield_body_modifier_counts_in_combat_body_checks_only() -> None:
    shielded = member("Sam Gamgee", TAPPED, items=["Great-shield of Rohan"])  # body 9 + 2
    s = state([shielded], {"hazards": ["Orc-patrol"]}, step=HAZARDS, hazards_left=1,
              regions=(cid("Rhudaur"),))
    found, _ = run(s, seed_for((1, 1), 11))
    check = only(found, "BodyCheck")
    assert (check["body"], check["item"], check["roll"], check["passed"]) == (9, 2, 11, True)
    s = state([shielded], {"hazards": ["Doors of Night"]}, step=HAZARDS, hazards_left=1,
              regions=(cid("Rhudaur"),))
    found, _ = run(s, seed_for(11))
    check = only(found, "BodyCheck")
    assert (check["item"], check["passed"]) == (0, False)


@pytest.mark.rule("SV1-ACQ-3B", "SV1-SEQ-1B")
def test_an_item_without_modifiers_may_tap_instead_of_a_member() -> None:
    s = state([member("Aragorn II"), member("Sam Gamgee", TAPPED, items=["Athelas"])],
              {"hazards": ["Twilight"]}, step=HAZARDS, hazards_left=1,
              regions=(cid("Rhudaur"),))
    _, waiting = run(s)
    assert action_ids(waiting) == [f"tap:{cid('Aragorn II')}", f"tap:{cid('Athelas')}"]
    found, after = run(waiting, 0, f"tap:{cid('Athelas')}")
    tapped = only(found, "ItemTapped")
    assert (tapped["item"], tapped["instead_of"], tapped.rule) == (
        cid("Athelas"), cid("Aragorn II"), "SV1-ACQ-3B")
    assert status(after, "Aragorn II") == UNTAPPED
    bearer = after.member(cid("Sam Gamgee"))
    assert bearer is not None and bearer.items[0].tapped
    # Step 1 of the next turn untaps it.
    s = state([bearer], {"regions": ["Rhudaur", "Hollin", "Cardolan", "Arthedain"]})
    found, _ = run(s)
    untapped = only(found, "ItemsUntapped")
    assert (untapped["items"], untapped.rule) == ([cid("Athelas")], "SV1-SEQ-1B")


@pytest.mark.rule("SV1-ACQ-4A")
def test_items_may_never_be_moved_between_members() -> None:
    s = attempts([member("Aragorn II", items=["Glamdring"]), member("Legolas")], ["Athelas"])
    with pytest.raises(IllegalAction) as refused:
        run(s, 0, f"move:{cid('Glamdring')}:{cid('Legolas')}")
    assert refused.value.clause == "SV1-ACQ-4A"
    assert not any(a.startswith("move") for a in action_ids(s))


@pytest.mark.rule("SV1-ACQ-4B")
def test_a_new_item_may_replace_a_held_one_which_goes_to_the_pile() -> None:
    s = attempts([member("Aragorn II", items=["Durin’s Axe"])], ["Glamdring"])
    _, waiting = run(s, seed_for(8), attempt("Glamdring", "Aragorn II"))
    assert action_ids(waiting) == [f"swap:{cid('Durin’s Axe')}", "pile"]
    found, after = run(waiting, 0, f"swap:{cid('Durin’s Axe')}")
    swapped = only(found, "ItemSwapped")
    assert (swapped["replaced"], swapped["scored"], swapped.rule) == (
        cid("Durin’s Axe"), [[cid("Durin’s Axe"), "item", 2]], "SV1-ACQ-4B")
    assert held(after, "Aragorn II") == ["Glamdring"]
    assert [(p.card, p.points) for p in after.pile] == [(cid("Durin’s Axe"), 2)]


@pytest.mark.rule("SV1-ACQ-5")
def test_a_member_holds_one_combat_item_and_one_other_at_most() -> None:
    s = attempts([member("Aragorn II", items=["Dagger of Westernesse"]), member("Legolas")],
                 ["Glamdring"])
    _, waiting = run(s, 0, attempt("Glamdring", "Aragorn II"))
    _, waiting = run(waiting, seed_for(7), f"assist:{cid('Legolas')}")
    assert action_ids(waiting) == [f"assign:{cid('Legolas')}",
                                   f"swap:{cid('Dagger of Westernesse')}", "pile"]
    with pytest.raises(IllegalAction) as refused:
        run(waiting, 0, f"assign:{cid('Aragorn II')}")
    assert refused.value.clause == "SV1-ACQ-5"
    # A plain item still fits beside the combat item.
    s = attempts([member("Aragorn II", items=["Dagger of Westernesse"])], ["Athelas"])
    _, waiting = run(s, seed_for(6), attempt("Athelas", "Aragorn II"))
    found, after = run(waiting, 0, f"assign:{cid('Aragorn II')}")
    assert held(after, "Aragorn II") == ["Dagger of Westernesse", "Athelas"]


# -- recruitment -----------------------------------------------------------------------------
@pytest.mark.rule("SV1-RCH-1", "SV1-SETUP-9")
def test_a_character_is_recruited_on_2d6_at_least_its_mp_plus_six() -> None:
    s = attempts([member("Aragorn II")], ["Legolas"])  # 2 MP: needs 8
    found, _ = run(s, seed_for(7), attempt("Legolas", "Aragorn II"))
    resolved = only(found, "AttemptResolved")
    assert (resolved["needed"], resolved["success"], resolved.rule) == (8, False, "SV1-RCH-1")
    found, _ = run(s, seed_for(8), attempt("Legolas", "Aragorn II"))
    assert only(found, "AttemptResolved")["success"] is True


@pytest.mark.rule("SV1-RCH-3", "SV1-RCH-4")
def test_a_recruit_joins_a_smaller_company_which_is_put_back_in_order() -> None:
    s = attempts([member("Aragorn II", TAPPED), member("Sam Gamgee")], ["Legolas"])
    found, after = run(s, seed_for(12), attempt("Legolas", "Sam Gamgee"))
    assert only(found, "MemberRecruited").rule == "SV1-RCH-3"
    ordered = only(found, "CompanyOrdered")
    assert ordered.rule == "SV1-RCH-4"
    assert names(ordered["order"]) == ["Aragorn II", "Legolas", "Sam Gamgee"]
    assert names([m.card for m in after.company]) == ["Aragorn II", "Legolas", "Sam Gamgee"]


@pytest.mark.rule("SV1-RCH-2A", "SV1-RCH-2B", "SV1-RCH-6")
def test_a_recruit_into_a_full_company_replaces_a_member_of_choice() -> None:
    s = attempts([member("Aragorn II"), member("Legolas", TAPPED), member("Gimli", TAPPED),
                  member("Sam Gamgee", TAPPED, items=["Durin’s Axe", "Athelas"])],
                 ["Faramir"])
    _, waiting = run(s, seed_for(12), attempt("Faramir", "Aragorn II"))
    assert action_ids(waiting) == [f"replace:{m}" for m in (cid("Aragorn II"), cid("Legolas"),
                                                           cid("Gimli"), cid("Sam Gamgee"))]
    found, after = run(waiting, 0, f"replace:{cid('Sam Gamgee')}")
    replaced = only(found, "MemberReplaced")
    assert (replaced["scored"], replaced.rule) == (
        [[cid("Sam Gamgee"), "character", 1], [cid("Durin’s Axe"), "item", 2]], "SV1-RCH-2A")
    discarded = only(found, "ItemsDiscarded")
    assert (discarded["items"], discarded.rule) == ([cid("Athelas")], "SV1-RCH-2B")
    assert names(after.deck("items").discard) == ["Athelas"]
    assert len(after.company) == 4
    assert names([m.card for m in after.company]) == ["Aragorn II", "Faramir", "Gimli",
                                                      "Legolas"]
    assert sum(p.points for p in after.pile) == 3


@pytest.mark.rule("SV1-RCH-5")
def test_a_new_recruit_may_attempt_item_acquirement_at_once_but_not_recruitment() -> None:
    s = attempts([member("Aragorn II", TAPPED), member("Sam Gamgee")],
                 ["Legolas", "Beornings", "Lesser Ring"])
    _, after = run(s, seed_for(12), attempt("Legolas", "Sam Gamgee"))
    legolas = after.member(cid("Legolas"))
    assert legolas is not None and legolas.status == UNTAPPED and legolas.recruited
    offered = action_ids(after)
    assert attempt("Lesser Ring", "Legolas") in offered
    assert attempt("Beornings", "Legolas") not in offered
    with pytest.raises(IllegalAction) as refused:
        run(after, 0, attempt("Beornings", "Legolas"))
    assert refused.value.clause == "SV1-RCH-5"
    found, _ = run(after, seed_for(9), attempt("Lesser Ring", "Legolas"))
    assert only(found, "AttemptDeclared").rule == "SV1-RCH-5"
    assert only(found, "ItemToPile")["card"] == cid("Lesser Ring")


@pytest.mark.rule("SV1-RFA-1", "SV1-RFA-2")
def test_a_faction_is_recruited_on_2d6_at_least_its_mp_plus_six_into_the_pile() -> None:
    s = attempts([member("Aragorn II")], ["Beornings"])  # 2 MP: needs 8
    found, _ = run(s, seed_for(7), attempt("Beornings", "Aragorn II"))
    resolved = only(found, "AttemptResolved")
    assert (resolved["needed"], resolved["success"], resolved.rule) == (8, False, "SV1-RFA-1")
    found, after = run(s, seed_for(8), attempt("Beornings", "Aragorn II"))
    recruited = only(found, "FactionRecruited")
    assert (recruited["scored"], recruited.rule) == ([[cid("Beornings"), "faction", 2]],
                                                     "SV1-RFA-2")
    assert [(p.category, p.points) for p in after.pile] == [("faction", 2)]
