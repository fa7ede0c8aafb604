"""The Road Goes Ever On, from followers.UNCONTROLLED_SINCE: the followers of a controller
leaving play whom the general influence cannot all take are under no influence, their minds
taken from it no more (CoE 2.II.2.2.3); while organizing the player moves each under general
influence, while it has room, or under a character's direct influence, and each left so is
discarded as the phase ends (CoE 2.II.2.2.3, "or else it must be discarded at the end of that
phase": not 2.II.8, which discards only while the general influence is exceeded), the discard
naming the ``FollowerUncontrolled`` it follows, which the audit links. The version before put
them all under general influence, past its limit. Constructed states."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

import pytest

from domain.chronicle import Record
from domain.ruleset import Fact
from domain.rulesets.road_goes_ever_on import followers, narration, sacrifice_of_form
from domain.rulesets.road_goes_ever_on.elimination import eliminate
from domain.rulesets.road_goes_ever_on.followers import UNCONTROLLED_SINCE
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, State
from projections.audit import EARLIER, _causes
from tests.rules.rgo_support import at_version, company, ids, organizing, refused, run

BEFORE = str(UNCONTROLLED_SINCE - 1)
LOST = "CoE-2.II.2.2.3"


def led_by_gandalf(rgo: RoadGoesEverOn, *names: str, led: tuple[str, ...] = ("Bilbo", "Merry"),
                   **fields: object) -> State:
    """In the site phase at Bag End: ``names`` (by default Aragorn II and Gimli, 9 + 6 = 15 of
    the 20 general influence) with Gandalf, whose direct influence (10) controls ``led`` (by
    default Bilbo and Merry, 5 + 4)."""
    gandalf = ids(rgo, "Gandalf")[0]
    chars = company(rgo, "Gandalf", *(names or ("Aragorn II", "Gimli")), *led)
    return organizing(rgo, **{"characters": chars, "phase": SITE, "hand": (),
                              "site": ids(rgo, "Bag End")[0], "wizard": gandalf,
                              "controlled": tuple((f, gandalf) for f in ids(rgo, *led)),
                              **fields})


def gandalf_falls(rgo: RoadGoesEverOn, start: State) -> tuple[list, State]:  # type: ignore[type-arg]
    """Gandalf eliminated by a failed body check."""
    gandalf = start.character(ids(rgo, "Gandalf")[0])
    assert gandalf is not None
    return run(rgo, start, lambda ctx: eliminate(ctx, gandalf, "CoE-3.I.2", "body check"))


def influence_ids(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith(("take-follower:",
                                                             "release-follower:"))]


@pytest.mark.rule("CoE-2.II.2.2.3")
def test_followers_the_general_influence_cannot_take_are_under_no_influence(
        rgo: RoadGoesEverOn) -> None:
    bilbo, merry, gandalf = ids(rgo, "Bilbo", "Merry", "Gandalf")
    facts, after = gandalf_falls(rgo, led_by_gandalf(rgo))
    # 15 + 5 + 4 = 24 is over the 20: neither is taken from it.
    lost = [f for f in facts if f.kind == "FollowerUncontrolled"]
    assert [(f.rule, f["follower"], f["controller"], f["mind"], f["general_influence"],
             f["of"], f["together"]) for f in lost] == [
        (LOST, bilbo, gandalf, 5, 24, 20, [bilbo, merry]),
        (LOST, merry, gandalf, 4, 24, 20, [bilbo, merry])]
    # All or none: the figure is the general influence with both, and the line says so.
    assert narrated(rgo, lost[1]) == (
        "Merry no longer follows Gandalf, gone, and the general influence cannot take all of "
        "Bilbo and Merry, each left without a controller (it would be 24 of 20 with them "
        "all): Merry is under no influence until placed while organizing, or discarded as "
        "that phase ends.")
    assert not [f for f in facts if f.kind == "FollowerReleased"]
    assert after.under_no_influence() == {bilbo: gandalf, merry: gandalf}
    assert after.controlled == () and after.followers() == {}
    board = rgo.board(after)
    assert board["general_influence"] == {"used": 15, "of": 20}
    assert [(c["name"], c.get("under_no_influence")) for c in board["company"]] == [
        ("Aragorn II", None), ("Gimli", None), ("Bilbo", True), ("Merry", True)]
    # Sacrifice of Form takes the Wizard out of play too: the same.
    facts, sacrificed = run(rgo, led_by_gandalf(rgo), sacrifice_of_form.leave, gandalf)
    assert [(f.kind, f["follower"]) for f in facts if f.kind.startswith("Follower")] == [
        ("FollowerUncontrolled", bilbo), ("FollowerUncontrolled", merry)]
    assert sacrificed.under_no_influence() == {bilbo: gandalf, merry: gandalf}


@pytest.mark.rule("CoE-2.II.2.2.3", "CoE-2.II.3.2")
def test_followers_the_general_influence_can_all_take_go_under_it(rgo: RoadGoesEverOn) -> None:
    bilbo, gandalf = ids(rgo, "Bilbo", "Gandalf")
    # Aragorn (9) and Bilbo (5): 14 of 20, room for him.
    facts, after = gandalf_falls(rgo, led_by_gandalf(rgo, "Aragorn II", led=("Bilbo",)))
    assert [(f.kind, f.rule, f["follower"], f["controller"]) for f in facts
            if f.kind.startswith("Follower")] == [
        ("FollowerReleased", "CoE-2.II.3.2", bilbo, gandalf)]
    assert after.under_no_influence() == {} and after.general_influence_used() == 14


@pytest.mark.rule("CoE-2.II.2.2.3", "CoE-2.II.8")
def test_the_player_places_whom_he_chooses_and_the_rest_are_discarded_as_organizing_ends(
        rgo: RoadGoesEverOn) -> None:
    bilbo, merry = ids(rgo, "Bilbo", "Merry")
    _, fallen = gandalf_falls(rgo, led_by_gandalf(rgo))
    start = replace(fallen, phase=ORGANIZATION)
    # Aragorn's 3 and Gimli's 2 direct influence take neither; the general influence either.
    assert influence_ids(rgo, start) == [f"release-follower:{bilbo}",
                                         f"release-follower:{merry}"]
    offered = {a.id: a for a in rgo.actions(start)}[f"release-follower:{bilbo}"]
    assert (offered.label, offered.rule) == (  # no pronoun: the cards give no gender
        "Bilbo, under no influence (discarded as the phase ends if left so), goes back under "
        "general influence", LOST)
    assert refused(rgo, start, f"take-follower:{merry}:{bilbo}", LOST) == (
        f"Bilbo, under no influence, controls no one. [{LOST}]")
    # Outside the organization phase no one is placed.
    assert refused(rgo, fallen, f"release-follower:{bilbo}", LOST) == (
        f"A follower goes back to general influence while organizing. [{LOST}]")
    facts, placed = run(rgo, start, rgo.decide, f"release-follower:{bilbo}", {})
    assert [(f.kind, f.rule, f["follower"], f["mind"]) for f in facts
            if f.kind != "Decision"] == [("FollowerReleased", LOST, bilbo, 5)]
    # Placed from under no influence, his controller long gone: no "no longer follows".
    assert narrated(rgo, facts[-1]) == (
        "Bilbo, under no influence, is placed under general influence: a mind of 5 counted "
        "against it while Bilbo is in play.")
    assert placed.under_no_influence() == {merry: ids(rgo, "Gandalf")[0]}
    assert placed.general_influence_used() == 20
    assert influence_ids(rgo, placed) == []
    assert refused(rgo, placed, f"release-follower:{merry}", LOST) == (
        f"Merry needs 4 general influence and too little is left. [{LOST}]")
    # The phase ends with Merry under no influence: he is discarded.
    facts, moved = run(rgo, placed, rgo.decide, "stay", {})
    gone = [f for f in facts if f.kind == "CharacterEliminated"]
    # Discarded by the clause that left him so, whatever the general influence (20 of 20).
    assert [(f.rule, f["character"], f["reason"], f["to"], f["follows"]) for f in gone] == [
        (LOST, merry, "under no influence as the organization phase ends", "discard",
         "FollowerUncontrolled")]
    assert facts.index(gone[0]) < next(i for i, f in enumerate(facts)
                                       if f.kind == "PhaseBegan")
    assert merry in moved.discard and moved.under_no_influence() == {}
    assert [c.name for c in moved.characters] == ["Aragorn II", "Gimli", "Bilbo"]


@pytest.mark.rule("CoE-2.II.2.2.3", "CoE-2.II.3.2")
def test_a_character_under_no_influence_may_go_under_a_companions_direct_influence(
        rgo: RoadGoesEverOn) -> None:
    merry, elrond, gandalf = ids(rgo, "Merry", "Elrond", "Gandalf")
    # Elrond (10) and Aragorn (9): 19 + Merry's 4 is over; Elrond has 4 direct influence.
    _, fallen = gandalf_falls(rgo, led_by_gandalf(rgo, "Elrond", "Aragorn II",
                                                  led=("Merry",)))
    start = replace(fallen, phase=ORGANIZATION)
    assert fallen.under_no_influence() == {merry: gandalf}
    assert influence_ids(rgo, start) == [f"take-follower:{merry}:{elrond}"]
    assert {a.id: a.label for a in rgo.actions(start)}[f"take-follower:{merry}:{elrond}"] == (
        "Merry, under no influence (discarded as the phase ends if left so), becomes a "
        "follower of Elrond (under Elrond's direct influence: mind 4 of the 4 left)")
    # The automatic player keeps him so.
    assert rgo.policy(start, rgo.actions(start))[0] == f"take-follower:{merry}:{elrond}"
    facts, after = run(rgo, start, rgo.decide, f"take-follower:{merry}:{elrond}", {})
    assert [(f.kind, f.rule, f["follower"], f["controller"], f["direct_influence"])
            for f in facts if f.kind != "Decision"] == [
        ("FollowerTaken", LOST, merry, elrond, 4)]
    assert narrated(rgo, facts[-1]) == (
        "Merry, under no influence, now follows Elrond: a mind of 4 taken from Elrond's direct "
        "influence (4 left against Merry before, 0 after).")
    assert after.followers() == {merry: elrond} and after.under_no_influence() == {}
    facts, _ = run(rgo, after, rgo.decide, "stay", {})
    assert not [f for f in facts if f.kind == "CharacterEliminated"]


@pytest.mark.rule("CoE-2.II.2.2.3")
def test_the_automatic_player_keeps_the_one_worth_most_under_general_influence(
        rgo: RoadGoesEverOn) -> None:
    bilbo = ids(rgo, "Bilbo")[0]
    _, fallen = gandalf_falls(rgo, led_by_gandalf(rgo, "Aragorn II", "Gimli",
                                                  led=("Merry", "Bilbo")))
    start = replace(fallen, phase=ORGANIZATION)
    assert [rgo.catalog.get(c).marshalling_points for c in ids(rgo, "Merry", "Bilbo")] \
        == [1, 2]
    assert rgo.policy(start, rgo.actions(start))[0] == f"release-follower:{bilbo}"


@pytest.mark.rule("CoE-2.II.2.2.3", "CoE-2.II.3.2")
def test_the_version_before_puts_every_follower_under_general_influence_past_its_limit(
        rgo: RoadGoesEverOn) -> None:
    old = at_version(rgo, BEFORE)
    bilbo, merry, gandalf = ids(rgo, "Bilbo", "Merry", "Gandalf")
    start = led_by_gandalf(rgo)
    gandalf_char = start.character(gandalf)
    assert gandalf_char is not None
    facts, after = run(old, start, lambda ctx: eliminate(ctx, gandalf_char, "CoE-3.I.2",
                                                         "body check"))
    assert [(f.kind, f["follower"]) for f in facts if f.kind.startswith("Follower")] == [
        ("FollowerReleased", bilbo), ("FollowerReleased", merry)]
    assert after.under_no_influence() == {} and after.general_influence_used() == 24
    facts, _ = run(old, replace(after, phase=ORGANIZATION), old.decide, "stay", {})
    assert not [f for f in facts if f.kind == "CharacterEliminated"]
    assert not followers.played_since(BEFORE, followers.UNCONTROLLED_SINCE)


def narrated(rgo: RoadGoesEverOn, fact: Fact) -> str | None:
    return narration.narrate(fact, lambda c: rgo.catalog.get(c).name)


@pytest.mark.rule("CoE-2.II.2.2.3")
def test_the_audit_of_the_discard_links_the_event_that_left_him_under_no_influence(
        rgo: RoadGoesEverOn) -> None:
    bilbo, merry = ids(rgo, "Bilbo", "Merry")
    fell, fallen = gandalf_falls(rgo, led_by_gandalf(rgo))
    placing, placed = run(rgo, replace(fallen, phase=ORGANIZATION), rgo.decide,
                          f"release-follower:{bilbo}", {})
    ending, _ = run(rgo, placed, rgo.decide, "stay", {})

    def decision(action: str) -> Fact:
        return Fact("Decision", {"action": action, "args": {}}, None)

    # The log as a game records it: each decision before its outcomes.
    facts = [decision("assign-rest"), *fell, decision(f"release-follower:{bilbo}"), *placing,
             decision("stay"), *ending]
    records = [Record(i, f.kind, dict(f.data), f.rule, "", "")
               for i, f in enumerate(facts, start=1)]
    discard = next(r for r in records if r.kind == "CharacterEliminated"
                   and r.data["character"] == merry)
    chain = _causes(SimpleNamespace(records=records, ruleset=rgo),  # type: ignore[arg-type]
                    records[:discard.version])
    uncontrolled = next(r for r in records if r.kind == "FollowerUncontrolled"
                        and r.data["follower"] == merry)
    # Not only the decision that ended the phase: the event that left him so, before it.
    assert [(link.relation, link.record.kind if link.record else None) for link in chain] == [
        ("the event", "CharacterEliminated"), (EARLIER, "FollowerUncontrolled"),
        ("the decision behind it", "Decision")]
    assert chain[1].record == uncontrolled
    assert chain[2].record is not None and chain[2].record.data["action"] == "stay"


@pytest.mark.rule("CoE-2.II.2.2.3", "RGO-LONG-1")
def test_elf_song_keeps_a_character_under_no_influence_at_a_haven_from_the_discard(
        rgo: RoadGoesEverOn) -> None:
    """Elf-song in play keeps a character at a Haven from any discard (from
    resource_long_events.ELF_SONG_KEEPS_SINCE): Bilbo and Merry, left under no influence at
    Rivendell as Gandalf falls, are kept as the organization phase ends (``CharacterKept``,
    citing the clause Elf-song is played under), not discarded; they stay under no influence.
    At Bag End, no Haven, the same phase's end discards them."""
    bilbo, merry, gandalf, song = ids(rgo, "Bilbo", "Merry", "Gandalf", "Elf-song")
    rivendell = ids(rgo, "Rivendell")[0]
    for site, kept in ((rivendell, True), (ids(rgo, "Bag End")[0], False)):
        _, fallen = gandalf_falls(rgo, led_by_gandalf(rgo, site=site, long_in_play=(song,)))
        assert fallen.under_no_influence() == {bilbo: gandalf, merry: gandalf}
        facts, after = run(rgo, replace(fallen, phase=ORGANIZATION), rgo.decide, "stay", {})
        ended = [(f.kind, f.rule, f["character"]) for f in facts
                 if f.kind in ("CharacterKept", "CharacterEliminated")]
        if kept:
            assert ended == [("CharacterKept", "RGO-LONG-1", bilbo),
                             ("CharacterKept", "RGO-LONG-1", merry)]
            assert [(f["by"], f["instead"]) for f in facts if f.kind == "CharacterKept"] == [
                (song, "under no influence as the organization phase ends")] * 2
            assert after.under_no_influence() == {bilbo: gandalf, merry: gandalf}
            assert [c.name for c in after.characters] == [
                "Aragorn II", "Gimli", "Bilbo", "Merry"]
        else:
            assert ended == [("CharacterEliminated", LOST, bilbo),
                             ("CharacterEliminated", LOST, merry)]
            assert after.under_no_influence() == {}
