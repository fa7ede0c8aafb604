"""Gwaihir (TW-251) flies his company to a site (``hobbit.gwaihir``, with The Road Goes Ever
On's conditions from ``engine.allies``) in Burglar Wants a Good Job from its ``GWAIHIR_FROM``
and in the Guise of the Necromancer from ``printed_rules.GWAIHIR_FROM``: in the organization
phase, while the company's move is open, with a company of size two or less (Hobbits counting
half, CoE 2.II.3.1.1) at a site that is not an Under-deeps site, ``ally-move:<ally>:<site>``
discards him and moves the company to another site of the site (location) deck in no
Shadow-land or Dark-domain, as Eagle-mounts moves it: no site path, only creatures keyed to
the site (CoE 2.IV.vii.2). Elsewhere refused naming him and the reason; the versions before
replay as played (never offered)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.rulesets.burglar import versions as bwj_versions
from domain.rulesets.burglar.state import State as BurglarState
from domain.rulesets.guise_of_the_necromancer import printed_rules
from domain.rulesets.guise_of_the_necromancer.state import State as GuiseState
from tests.rules import burglar_support as bwj
from tests.rules import necromancer_support as gon
from tests.support import of_kind, only

GWAIHIR, FRODO, THRANDUIL = "TW-251", "TW-152", "TW-184"
EYRIE, WEATHERTOP, MOUNT_GRAM, MORIA, LONELY_MOUNTAIN = "TW-391", "TW-436", "TW-415", \
    "TW-413", "TW-428"
RIVENDELL, DOL_GULDUR, CAVE_DRAKE = "TW-421", "TW-387", "TW-20"
KEYING = "CoE-2.IV.vii.2"
BWJ_BEFORE = bwj.played_as(str(bwj_versions.GWAIHIR_FROM - 1))
GON_BEFORE = gon.RULESET.at_version(str(printed_rules.GWAIHIR_FROM - 1))


def eyrie(*hands: str, **changes: object) -> BurglarState:
    """The Burglar (Bilbo) and ``hands`` at Eagles' Eyrie in the organization phase, Gwaihir
    with Bilbo, no card in hand; the site deck the default one with Eagles' Eyrie and
    Weathertop."""
    state = bwj.fresh()
    for hand in hands:
        state = bwj.with_hand(state, hand)
    return replace(bwj.at(state, "Eagles’ Eyrie"), hand=(), allies=((GWAIHIR, bwj.BILBO),),
                   sites=(*state.sites, EYRIE, WEATHERTOP), **changes)


def flights(ids: list[str]) -> list[str]:
    return [i for i in ids if i.startswith(f"ally-move:{GWAIHIR}:")]


@pytest.mark.rule("BWJ-SEQ-2", "BWJ-SEQ-5", "BWJ-SEQ-10", "CoE-2.IV.vii.2")
def test_in_burglar_gwaihir_flies_the_company_to_a_site_keyed_only_there() -> None:
    assert int(bwj.RULESET.version) >= bwj_versions.GWAIHIR_FROM == 93
    state = eyrie(FRODO)  # Bilbo and Frodo: two Hobbits, size one
    # Every other site of the site deck but Mount Gram, in Angmar (a Shadow-land).
    assert flights(bwj.ids(state)) == [f"ally-move:{GWAIHIR}:{s}" for s in (
        "TW-372", "TW-376", "TW-408", MORIA, RIVENDELL, LONELY_MOUNTAIN, "TW-432",
        WEATHERTOP)]
    facts, after = bwj.act(state, f"ally-move:{GWAIHIR}:{WEATHERTOP}")
    assert [(f.kind, f.rule) for f in facts][:3] == [
        ("AllyDiscarded", KEYING), ("KeyingLimitedToSite", KEYING), ("CounterMoved", "CoE-5.1")]
    assert dict(facts[0].data) == {"ally": GWAIHIR, "site": "Eagles’ Eyrie",
                                   "reason": "Gwaihir carries the company to Weathertop"}
    assert dict(facts[2].data) == {"origin": "Eagles’ Eyrie", "to": "Weathertop",
                                   "by": GWAIHIR}
    assert bwj.RULESET.narrate(facts[0]) == (
        "Gwaihir is discarded: Gwaihir carries the company to Weathertop. [CoE-2.IV.vii.2]")
    assert (after.location, after.moved_by, after.site_keying_only, after.allies) == \
        ("Weathertop", GWAIHIR, True, ())
    assert after.phase == "movement-hazard" and GWAIHIR in after.resource_discard
    # No site path: the Wolves (keyed to a Wilderness) stay face up; the Orc-patrol keyed to
    # the Ruins & Lairs attacks.
    flown = bwj.moving(bwj.fresh(), "Eagles’ Eyrie", "Weathertop", bwj.WOLVES,
                       bwj.ORC_PATROL, moved_by=GWAIHIR, site_keying_only=True)
    facts, attacked = bwj.advance(flown)
    assert [(f["card"], f["keyed"]) for f in of_kind(facts, "HazardPlayed")] == \
        [(bwj.ORC_PATROL, "site-type:ruins-and-lairs")]
    assert attacked.row == (bwj.WOLVES,)
    # Version 92 replays as played: never offered.
    assert flights([a.id for a in BWJ_BEFORE.actions(state)]) == []


@pytest.mark.rule("BWJ-SEQ-2", "CoE-2.IV.vii.2", "CoE-2.II.3.1.1")
def test_in_burglar_gwaihir_is_refused_naming_why() -> None:
    def refused(state: BurglarState, site: str) -> str:
        message, clause = bwj.refusal(state, f"ally-move:{GWAIHIR}:{site}")
        assert clause == KEYING
        return message

    state = eyrie(FRODO)
    assert refused(state, MOUNT_GRAM) == (
        "Gwaihir does not move his company to Mount Gram, an Under-deeps site or one in a "
        "Shadow-land or Dark-domain.")
    assert refused(state, EYRIE) == "Gwaihir moves his company to another site of the site deck."
    # The Burglar, a Hobbit, and two Hands of the Elves and Men: two and a half, three.
    big = eyrie(FRODO, THRANDUIL, "TW-120")
    assert flights(bwj.ids(big)) == []
    assert refused(big, WEATHERTOP) == (
        "Gwaihir moves his company only while its size is 2 or less (it is 3).")
    site_phase = replace(state, phase="site", step="entered")
    assert refused(site_phase, WEATHERTOP) == (
        "Gwaihir moves his company in its organization phase, while its move for the turn is "
        "open.")
    assert refused(replace(state, allies=()), WEATHERTOP) == (
        "Gwaihir is no ally of the company that flies it to a site.")


@pytest.mark.rule("BWJ-OBJ-1", "BWJ-SEQ-2", "CoE-2.IV.vii.2")
def test_the_automatic_burglar_flies_to_the_task_it_heads_for() -> None:
    # A major item in the hand: a Dragon's lair and an Orc hold are goals; Gwaihir flies there.
    state = replace(eyrie(), hand=(bwj.SWORD,))
    assert bwj.CATALOG.get(bwj.SWORD).item_class == "major"
    choice, _ = bwj.RULESET.policy(state, bwj.RULESET.actions(state))
    assert choice in (f"ally-move:{GWAIHIR}:{MORIA}", f"ally-move:{GWAIHIR}:{LONELY_MOUNTAIN}")
    # With nothing to head for it does not spend him.
    idle, _ = bwj.RULESET.policy(eyrie(), bwj.RULESET.actions(eyrie()))
    assert not idle.startswith("ally-move:")


def guise(site: str = EYRIE, size: int = 2) -> GuiseState:
    """Radagast and Sam Gamgee (with Haldir and Celeborn where ``size`` is 4) at ``site`` in
    the organization phase, Gwaihir with Radagast, no card in hand."""
    state = gon.fresh()
    company = state.companies[0]
    people = company.characters if size == 4 else (company.characters[0],
                                                   company.characters[3])
    return replace(state, hand=(), companies=(replace(company, location=site,
                                                      characters=people),),
                   allies=((GWAIHIR, people[0].card_id),))


@pytest.mark.rule("GON-HH-3", "GON-DUD-4", "CoE-2.IV.vii.2")
def test_in_the_guise_gwaihir_flies_the_company_to_a_site_keyed_only_there() -> None:
    assert int(gon.RULESET.version) >= printed_rules.GWAIHIR_FROM == 86
    state = guise()
    # Every other site of the location deck but Dol Guldur, in a Dark-domain.
    assert flights(gon.ids(state)) == [f"ally-move:{GWAIHIR}:{s}" for s in (
        gon.LORIEN, gon.ISENGARD, RIVENDELL, "TW-393", "TW-399")]
    action = f"ally-move:{GWAIHIR}:{gon.ISENGARD}"
    facts, flown = gon.act(state, action)
    assert [(f.kind, f.rule) for f in facts] == [
        ("AllyDiscarded", KEYING), ("KeyingBarred", KEYING), ("MovementDeclared", KEYING)]
    assert gon.RULESET.narrate(only(facts, "MovementDeclared")) == (
        "Company 1 will move to Isengard by Gwaihir, with no site path. [CoE-2.IV.vii.2]")
    company = flown.companies[0]
    assert (company.destination, company.by_card, flown.allies) == (gon.ISENGARD, GWAIHIR, ())
    assert GWAIHIR in flown.resource_discard
    # Its move is settled: no other move or stay.
    assert not [i for i in gon.ids(flown) if i.startswith(("move:1:", "stay:1"))]
    # No site path: the Wolves (keyed to regions) are a dud, the Cave-drake (keyed to a Ruins
    # & Lairs) attacks at Isengard.
    facts, _ = gon.act(gon.hazards(flown, [gon.WOLVES, CAVE_DRAKE], gon.FILLER), "go", seed=3)
    assert [f["card"] for f in facts if f.kind == "CreatureAttacks"] == [CAVE_DRAKE]
    assert [len(f["path"]) for f in facts if f.kind == "MovementHazardBegan"] == [0]
    # Version 85 replays as played: never offered.
    assert flights(gon.ids(state, GON_BEFORE)) == []


@pytest.mark.rule("GON-WIN-1", "CoE-2.IV.vii.2", "CoE-2.II.3.1.1")
def test_in_the_guise_gwaihir_is_refused_naming_why_and_flies_home() -> None:
    def refused(state: GuiseState, site: str) -> str:
        message, clause = gon.refused(state, f"ally-move:{GWAIHIR}:{site}")
        assert clause == KEYING
        return message

    assert refused(guise(), DOL_GULDUR) == (
        "Gwaihir does not move his company to Dol Guldur, an Under-deeps site or one in a "
        "Shadow-land or Dark-domain.")
    four = guise(size=4)
    assert flights(gon.ids(four)) == []
    assert refused(four, gon.ISENGARD) == (
        "Gwaihir moves his company only while its size is 2 or less (it is 4).")
    assert refused(replace(guise(), phase="site"), gon.ISENGARD) == (
        "Gwaihir moves his company in its organization phase, while its move for the turn is "
        "open.")
    # The automatic player flies the Wizard's company to Lórien, where it heads.
    state = guise()
    assert gon.RULESET.policy(state, gon.RULESET.actions(state))[0] == \
        f"ally-move:{GWAIHIR}:{gon.LORIEN}"


@pytest.mark.rule("CoE-2.IV.vii.2")
def test_gwaihir_is_scripted_in_burglar_and_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets) for r in coverage.coverage(bwj.CATALOG)}[GWAIHIR]
    for scenario in ("burglar", "necromancer"):
        assert rows[scenario].status == coverage.SCRIPTED
        assert rows[scenario].missing.endswith(
            ", facing strikes (CoE-2.V.2.2), flying his company to a site (CoE-2.IV.vii.2)")
