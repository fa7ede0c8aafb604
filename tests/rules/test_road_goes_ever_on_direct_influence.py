"""The Road Goes Ever On, from followers.DIRECT_SINCE: direct influence played as in a normal
game (RGO-GEN-1): any character the hand may bring in comes into play as a follower of a
character of the company with direct influence left for his mind (CoE 2.II.2.2.2), and in the
organization phase a character is moved under a character's direct influence or back to
general influence (CoE 2.II.3.2). The version before had Sam Gamgee under Frodo alone.
Constructed states."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.influence import general_influence_used
from domain.rulesets.road_goes_ever_on import followers, hazard_scripts
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, MPRecord, State
from tests.rules.rgo_support import at_version, company, ids, organizing, refused, run

BEFORE = "216"


def at_bag_end(rgo: RoadGoesEverOn, *names: str, hand: tuple[str, ...] = ("Bilbo",),
               **fields: object) -> State:
    """``names`` organizing at Bag End (Gandalf, Aragorn II, Gimli and Merry: 9 + 6 + 4 = 19
    of the 20 general influence, the Wizard's mind nil), ``hand`` in hand."""
    chars = company(rgo, *(names or ("Gandalf", "Aragorn II", "Gimli", "Merry")))
    return organizing(rgo, **{"characters": chars, "hand": ids(rgo, *hand),
                              "site": ids(rgo, "Bag End")[0], "wizard": ids(rgo, "Gandalf")[0],
                              **fields})


def influence_ids(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith(
        ("play-character:", "play-follower:", "take-follower:", "release-follower:"))]


@pytest.mark.rule("CoE-2.II.2.2.2", "RGO-GEN-1")
def test_bilbo_comes_into_play_under_gandalfs_direct_influence(rgo: RoadGoesEverOn) -> None:
    bilbo, gandalf = ids(rgo, "Bilbo", "Gandalf")
    start = at_bag_end(rgo)
    # 19 + 5 is over the general influence; only Gandalf has 5 direct influence left (10).
    assert [i for i in influence_ids(rgo, start) if i.startswith("play-")] == [
        f"play-follower:{bilbo}:{gandalf}"]
    offered = next(a for a in rgo.actions(start) if a.id == f"play-follower:{bilbo}:{gandalf}")
    assert (offered.label, offered.rule) == (
        "Bring Bilbo into play under Gandalf's direct influence (mind 5 of the 10 left)",
        "CoE-2.II.2.2.2")
    facts, after = run(rgo, start, rgo.decide, f"play-follower:{bilbo}:{gandalf}", {})
    assert [(f.kind, f.rule) for f in facts if f.kind != "Decision"] == [
        ("CharacterPlayed", "CoE-2.II.2.2.2"), ("FollowerTaken", "CoE-2.II.2.2.2")]
    taken = facts[-1]
    assert (taken["follower"], taken["controller"], taken["mind"],
            taken["direct_influence"]) == (bilbo, gandalf, 5, 10)
    assert after.followers() == {bilbo: gandalf} and bilbo not in after.hand
    assert general_influence_used(after.every_character(), after.followers()) == 19
    board = rgo.board(after)
    assert board["general_influence"] == {"used": 19, "of": 20}
    assert [(c["name"], c["follower_of"]) for c in board["company"]] == [
        ("Gandalf", None), ("Aragorn II", None), ("Gimli", None), ("Merry", None),
        ("Bilbo", "Gandalf")]


@pytest.mark.rule("CoE-2.II.2.2.2", "CoE-2.II.3.2")
def test_a_follower_needs_direct_influence_left_and_a_controller_who_follows_no_one(
        rgo: RoadGoesEverOn) -> None:
    bilbo, gandalf, aragorn, sam, frodo = ids(rgo, "Bilbo", "Gandalf", "Aragorn II",
                                              "Sam Gamgee", "Frodo")
    start = at_bag_end(rgo)
    assert refused(rgo, start, f"play-follower:{bilbo}:{aragorn}", "CoE-2.II.2.2.2") == (
        "Bilbo's mind 5 is more than the direct influence Aragorn II has left against him "
        "(3). [CoE-2.II.2.2.2]")
    # Aragorn under Gandalf: 1 of Gandalf's 10 is left, and Aragorn controls no one.
    _, led = run(rgo, start, rgo.decide, f"take-follower:{aragorn}:{gandalf}", {})
    assert not [i for i in influence_ids(rgo, led) if i.startswith("play-follower:")]
    assert refused(rgo, led, f"play-follower:{bilbo}:{gandalf}", "CoE-2.II.2.2.2") == (
        "Bilbo's mind 5 is more than the direct influence Gandalf has left against him (1). "
        "[CoE-2.II.2.2.2]")
    # Bilbo now fits the general influence (19 - 9 + 5 = 15).
    assert f"play-character:{bilbo}" in influence_ids(rgo, led)
    # Frodo's +3 against Sam counts as any bonus: Sam (4) under Frodo (1 + 3).
    hobbits = at_bag_end(rgo, "Frodo", "Aragorn II", "Gimli", hand=("Sam Gamgee",))
    offered = next(a for a in rgo.actions(hobbits) if a.id == f"play-follower:{sam}:{frodo}")
    assert offered.rule == "RGO-ABIL-24"
    # A Wizard is no one's follower.
    wizard = at_bag_end(rgo, "Aragorn II", "Gimli", "Merry", hand=("Gandalf",), wizard=None)
    assert not [i for i in influence_ids(rgo, wizard) if i.startswith("play-follower:")]
    assert refused(rgo, wizard, f"play-follower:{gandalf}:{aragorn}", "CoE-2.II.3.2") == (
        "Gandalf, a Wizard, is no one's follower. [CoE-2.II.3.2]")
    # Only in the organization phase, where a character comes into play.
    assert refused(rgo, at_bag_end(rgo, phase=SITE), f"play-follower:{bilbo}:{gandalf}",
                   "CoE-2.II.2.2.2") == (
        "A character comes into play in the organization phase. [CoE-2.II.2.2.2]")


@pytest.mark.rule("CoE-2.II.3.2")
def test_a_character_moves_under_direct_influence_and_back_while_organizing(
        rgo: RoadGoesEverOn) -> None:
    gandalf, aragorn, gimli, merry = ids(rgo, "Gandalf", "Aragorn II", "Gimli", "Merry")
    start = at_bag_end(rgo, hand=())
    # Under Gandalf's 10: Aragorn (9), Gimli (6), Merry (4); Merry (4) under no one else.
    assert influence_ids(rgo, start) == [
        f"take-follower:{aragorn}:{gandalf}", f"take-follower:{gimli}:{gandalf}",
        f"take-follower:{merry}:{gandalf}"]
    facts, after = run(rgo, start, rgo.decide, f"take-follower:{gimli}:{gandalf}", {})
    assert [(f.kind, f.rule) for f in facts if f.kind != "Decision"] == [
        ("FollowerTaken", "CoE-2.II.3.2")]
    assert (facts[-1]["follower"], facts[-1]["controller"], facts[-1]["mind"],
            facts[-1]["direct_influence"]) == (gimli, gandalf, 6, 10)
    assert after.followers() == {gimli: gandalf}
    assert general_influence_used(after.every_character(), after.followers()) == 13
    # The line tells both numbers of Gandalf's direct influence, before and after; the board
    # shows it used of his own, as the general influence is shown; the next offer the 4 left.
    assert rgo.narrate(facts[-1]) == (
        "Gimli follows Gandalf: a mind of 6 taken from Gandalf's direct influence (10 left "
        "against Gimli before, 4 after).")
    assert [(c["name"], c["direct_influence"]) for c in rgo.board(after)["company"]] == [
        ("Gandalf", {"used": 6, "of": 10}), ("Aragorn II", {"used": 0, "of": 3}),
        ("Gimli", {"used": 0, "of": 2}), ("Merry", {"used": 0, "of": 1})]
    assert next(a.label for a in rgo.actions(after)
                if a.id == f"take-follower:{merry}:{gandalf}") == (
        "Merry becomes a follower of Gandalf (under Gandalf's direct influence: mind 4 of the 4 "
        "left)")
    # 4 left to Gandalf: Merry fits, Aragorn no longer; Gimli may go back.
    assert influence_ids(rgo, after) == [f"take-follower:{merry}:{gandalf}",
                                         f"release-follower:{gimli}"]
    assert refused(rgo, after, f"take-follower:{aragorn}:{gandalf}", "CoE-2.II.3.2") == (
        "Aragorn II's mind 9 is more than the direct influence Gandalf has left against him "
        "(4). [CoE-2.II.3.2]")
    assert refused(rgo, after, f"take-follower:{merry}:{gimli}", "CoE-2.II.3.2") == (
        "Merry comes under the direct influence of a character of the company who is no "
        "follower. [CoE-2.II.3.2]")
    # A card refused is named, not given by its id.
    bilbo = ids(rgo, "Bilbo")[0]
    assert refused(rgo, after, f"play-follower:{bilbo}:{gandalf}", "CoE-2.II.2.2.2") == (
        "Bilbo is no character of the hand to bring into play. [CoE-2.II.2.2.2]")
    assert refused(rgo, after, f"release-follower:{merry}", "CoE-2.II.3.2") == (
        "Merry is no follower of this company. [CoE-2.II.3.2]")
    facts, back = run(rgo, after, rgo.decide, f"release-follower:{gimli}", {})
    assert [(f.kind, f.rule) for f in facts if f.kind != "Decision"] == [
        ("FollowerReleased", "CoE-2.II.3.2")]
    assert (facts[-1]["follower"], facts[-1]["controller"], facts[-1]["mind"]) == (
        gimli, gandalf, 6)
    assert back.followers() == {}
    assert rgo.board(back)["general_influence"] == {"used": 19, "of": 20}


@pytest.mark.rule("CoE-2.II.3.2")
def test_a_follower_goes_back_only_while_the_general_influence_has_room_for_him(
        rgo: RoadGoesEverOn) -> None:
    bilbo, gandalf, frodo, sam = ids(rgo, "Bilbo", "Gandalf", "Frodo", "Sam Gamgee")
    _, after = run(rgo, at_bag_end(rgo), rgo.decide, f"play-follower:{bilbo}:{gandalf}", {})
    assert f"release-follower:{bilbo}" not in influence_ids(rgo, after)  # 19 + 5 > 20
    assert refused(rgo, after, f"release-follower:{bilbo}", "CoE-2.II.3.2") == (
        "Bilbo needs 5 general influence and too little is left. [CoE-2.II.3.2]")
    # A character controlling a follower follows no one himself.
    hobbits = at_bag_end(rgo, "Gandalf", "Frodo", "Aragorn II", hand=("Sam Gamgee",))
    _, led = run(rgo, hobbits, rgo.decide, f"play-follower:{sam}:{frodo}", {})
    assert f"take-follower:{frodo}:{gandalf}" not in influence_ids(rgo, led)
    assert refused(rgo, led, f"take-follower:{frodo}:{gandalf}", "CoE-2.II.3.2") == (
        "Frodo controls followers, so Frodo cannot follow anyone. [CoE-2.II.3.2]")
    assert refused(rgo, led, f"take-follower:{sam}:{gandalf}", "CoE-2.II.3.2") == (
        "Sam Gamgee is a follower already. [CoE-2.II.3.2]")
    aragorn = ids(rgo, "Aragorn II")[0]
    assert refused(rgo, led, f"take-follower:{aragorn}:{aragorn}", "CoE-2.II.3.2") == (
        "Aragorn II cannot come under Aragorn II's own direct influence. [CoE-2.II.3.2]")


@pytest.mark.rule("CoE-2.II.2.2.2", "CoE-2.II.3.2", "RGO-ABIL-24")
def test_the_version_before_brings_sam_under_frodo_alone_and_moves_no_one(
        rgo: RoadGoesEverOn) -> None:
    old = at_version(rgo, BEFORE)
    bilbo, gandalf, gimli = ids(rgo, "Bilbo", "Gandalf", "Gimli")
    start = at_bag_end(rgo)
    assert influence_ids(old, start) == []
    assert refused(old, start, f"play-follower:{bilbo}:{gandalf}", "RGO-ABIL-24") == (
        "Gandalf is not Frodo, in this company and no one's follower. [RGO-ABIL-24]")
    assert refused(old, start, f"take-follower:{gimli}:{gandalf}", "RGO-GEN-1") == (
        "'take-follower' is not possible now (phase: organization). [RGO-GEN-1]")
    assert followers.direct("217") and not followers.direct(BEFORE)


@pytest.mark.rule("CoE-2.II.2.2.2", "RGO-QUEST-4")
def test_return_of_the_king_adds_to_the_direct_influence_aragorn_has_for_a_follower(
        rgo: RoadGoesEverOn) -> None:
    bilbo, aragorn, gimli, merry, king = ids(rgo, "Bilbo", "Aragorn II", "Gimli", "Merry",
                                             "Return of the King")
    start = at_bag_end(rgo, "Aragorn II", "Gimli", "Merry", wizard=None)
    kept = replace(start, mp=(MPRecord(king, "Return of the King", "miscellaneous", 3),))
    # Bilbo's 5 (Gimli's 6, Merry's 4) against Aragorn's 3, +3 with the card kept.
    assert influence_ids(rgo, start) == []
    assert influence_ids(rgo, kept) == [f"play-follower:{bilbo}:{aragorn}",
                                        f"take-follower:{gimli}:{aragorn}",
                                        f"take-follower:{merry}:{aragorn}"]
    facts, _ = run(rgo, kept, rgo.decide, f"play-follower:{bilbo}:{aragorn}", {})
    assert facts[-1]["direct_influence"] == 6
    assert influence_ids(at_version(rgo, BEFORE), kept) == []


@pytest.mark.rule("CoE-2.II.3.2", "CoE-2.II.2.2.2")
def test_a_follower_parted_from_his_controller_is_released_for_good(
        rgo: RoadGoesEverOn) -> None:
    bilbo, gandalf = ids(rgo, "Bilbo", "Gandalf")
    start = at_bag_end(rgo, "Gandalf", "Aragorn II")
    _, led = run(rgo, start, rgo.decide, f"play-follower:{bilbo}:{gandalf}", {})
    # A split parting them: Bilbo goes under general influence (9 + 5 of 20), released.
    facts, split = run(rgo, led, rgo.decide, f"split:{bilbo}", {})
    assert [f.kind for f in facts if f.kind != "Decision"] == ["CompanySplit",
                                                               "FollowerReleased"]
    assert (facts[-1]["follower"], facts[-1]["controller"]) == (bilbo, gandalf)
    assert split.controlled == () and split.followers() == {}
    # Gone back to the hand, he comes into play again a follower only if played as one.
    call = ids(rgo, "Call of Home")[0]
    facts, home = run(rgo, led, lambda ctx: hazard_scripts.go_home(
        ctx, call, led.character(bilbo), 99))  # type: ignore[arg-type]
    assert [f.kind for f in facts][-2:] == ["CharacterReturnedToHand", "FollowerReleased"]
    assert home.controlled == () and bilbo in home.hand


@pytest.mark.rule("CoE-2.II.2.2.2")
def test_a_refusal_names_the_card_and_gives_an_id_no_card_has_as_it_is(
        rgo: RoadGoesEverOn) -> None:
    gandalf, gimli = ids(rgo, "Gandalf", "Gimli")
    start = at_bag_end(rgo)
    assert refused(rgo, start, f"play-follower:{gimli}:{gandalf}", "CoE-2.II.2.2.2") == (
        "Gimli is no character of the hand to bring into play. [CoE-2.II.2.2.2]")
    assert refused(rgo, start, f"play-follower:XX-999:{gandalf}", "CoE-2.II.2.2.2") == (
        "XX-999 is no character of the hand to bring into play. [CoE-2.II.2.2.2]")
