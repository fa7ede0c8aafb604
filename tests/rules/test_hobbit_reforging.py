"""Reforging (TW-314) in Burglar Wants a Good Job from ``REFORGING_FROM`` (``burglar.reforging``
over the Hobbit family's ``reforging``; CoE 5.3, CoE 2.II.4): in the site phase, once the site
is entered, an untapped sage at an untapped site where Information is playable taps with the
site and holds it (``play:<card>:hold:<sage>``, CardHeld); he does not untap until he stores
it at a Haven in the organization phase (``store:<card>``, no points: BWJ-MP-6); it is
discarded as he leaves play. A stored one is discarded by an untapped sage at a Haven in the
organization phase to take back a minor or major weapon, armour or shield of the discard pile
(``reforge:<item>:<sage>:<bearer>``, ItemReforged). Elsewhere refused naming the card and the
reason, writing nothing; the version before kept it in the hand. Lure of MECCG, whose bonus
counts what no game records, is refused naming why. Constructed states played with the real
ruleset."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain import coverage
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import REFORGING_FROM
from tests.rules import burglar_support as bwj
from tests.support import only

REFORGING, ELROND, LURE = "TW-314", "TW-145", "TW-500"
DAGGER, SHIELD, CLOAK, NARSIL = bwj.DAGGER, "TW-250", bwj.ELVEN_CLOAK, "TW-289"
WEATHERTOP = "TW-436"
BEFORE = bwj.played_as(str(REFORGING_FROM - 1))


def hold(sage: str) -> str:
    return f"play:{REFORGING}:hold:{sage}"


def reforge(item: str, sage: str, bearer: str) -> str:
    return f"reforge:{item}:{sage}:{bearer}"


def inside(site: str = "Weathertop", **changes: Any) -> State:
    """The Burglar and Elrond, a Hand, inside ``site`` in the site phase, Reforging in hand
    and a Dagger of Westernesse in the discard pile."""
    state = replace(bwj.at(bwj.with_hand(bwj.fresh(), ELROND), site), phase="site",
                    step="entered", hand=(REFORGING,), resource_discard=(DAGGER,))
    return replace(state, **changes)


def at_rivendell(**changes: Any) -> State:
    """The Burglar and Elrond at Rivendell in the organization phase."""
    state = replace(bwj.at(bwj.with_hand(bwj.fresh(), ELROND), "Rivendell"),
                    phase="organization", step="", hand=())
    return replace(state, **changes)


@pytest.mark.rule("CoE-5.3", "BWJ-SEQ-17")
def test_a_sage_holds_reforging_tapped_from_a_site_where_information_is_playable() -> None:
    assert REFORGING_FROM <= int(bwj.RULESET.version)
    state = inside()
    assert [a for a in bwj.ids(state) if REFORGING in a] == [hold(bwj.BILBO), hold(ELROND)]
    assert [a.id for a in BEFORE.actions(state) if REFORGING in a.id] == []
    # The automatic player has Elrond, a Hand, hold it: the Burglar stays free to burgle.
    assert bwj.RULESET.policy(state, bwj.RULESET.actions(state))[0] == hold(ELROND)
    facts, after = bwj.act(state, hold(ELROND))
    assert [(f.kind, dict(f.data), f.rule) for f in facts] == [
        ("CharacterTapped", {"character": ELROND, "to": "Reforging"}, "CoE-5.3"),
        ("SiteTapped", {"site": WEATHERTOP, "by": REFORGING}, "CoE-5.3"),
        ("CardHeld", {"card": REFORGING, "character": ELROND}, "CoE-5.3")]
    assert bwj.RULESET.narrate(facts[2]) == (
        "Elrond holds Reforging: he stays tapped until he stores it at a Haven. [CoE-5.3]")
    elrond = after.character(ELROND)
    assert elrond is not None and elrond.state == "tapped"
    assert (after.untap_barred, after.tapped_sites, after.hand) == (
        ((ELROND, REFORGING),), (WEATHERTOP,), ())


@pytest.mark.rule("CoE-2.I.1", "CoE-2.II.4", "BWJ-MP-6")
def test_he_stays_tapped_until_he_stores_it_at_a_haven_for_no_points() -> None:
    _, held = bwj.act(inside(), hold(ELROND))
    # The next untap phase untaps the Burglar and leaves Elrond tapped.
    _, ending = bwj.act(bwj.set_state(held, bwj.BILBO, "tapped"), "done")
    facts, turned = bwj.act(ending, "keep")
    assert only(facts, "CharactersRefreshed")["changes"] == [[bwj.BILBO, "untapped"]]
    elrond = turned.character(ELROND)
    assert elrond is not None and elrond.state == "tapped"
    home = replace(turned, step="", location="Rivendell", turn_start="Rivendell")
    assert "store:TW-314" in bwj.ids(home)
    assert bwj.RULESET.policy(home, bwj.RULESET.actions(home))[0] == "store:TW-314"
    facts, after = bwj.act(home, "store:TW-314")
    stored = only(facts, "ResourceStored")
    assert (stored.rule, dict(stored.data)) == ("CoE-2.II.4", {
        "card": REFORGING, "task": "", "points": 0, "site": "Rivendell"})
    assert [f.kind for f in facts if f.kind == "TaskCompleted"] == []
    assert (after.stored, after.untap_barred, after.task_points) == (((REFORGING, ""),), (), 0)
    # Away from a Haven it is not stored.
    away = replace(home, location="Bree", turn_start="Bree")
    assert "store:TW-314" not in bwj.ids(away)
    assert bwj.refusal(away, "store:TW-314") == (
        "Reforging cannot be stored now: it is stored at a Haven, in the organization phase.",
        "CoE-2.II.4")
    assert bwj.refusal(replace(home, untap_barred=()), "store:TW-314") == (
        "Reforging cannot be stored now: no sage holds it.", "CoE-2.II.4")


@pytest.mark.rule("CoE-5.3", "CoE-2.II.4")
def test_a_stored_reforging_takes_back_a_weapon_armour_or_shield_of_the_discard_pile() -> None:
    state = at_rivendell(stored=((REFORGING, ""),),
                         resource_discard=(CLOAK, NARSIL, DAGGER, SHIELD))
    offered = [a for a in bwj.ids(state) if a.startswith("reforge:")]
    assert offered == [reforge(item, sage, bearer) for item in (DAGGER, SHIELD)
                       for sage in (bwj.BILBO, ELROND) for bearer in (bwj.BILBO, ELROND)]
    assert [a.id for a in BEFORE.actions(state) if a.id.startswith("reforge:")] == []
    # The automatic player takes the first back for the Burglar.
    assert bwj.RULESET.policy(state, bwj.RULESET.actions(state))[0] == reforge(
        DAGGER, bwj.BILBO, bwj.BILBO)
    facts, after = bwj.act(state, reforge(SHIELD, ELROND, bwj.BILBO))
    assert [(f.kind, dict(f.data), f.rule) for f in facts] == [
        ("CharacterTapped", {"character": ELROND, "to": "Reforging"}, "CoE-5.3"),
        ("ItemReforged", {"card": REFORGING, "item": SHIELD, "character": ELROND,
                          "bearer": bwj.BILBO}, "CoE-5.3")]
    assert bwj.RULESET.narrate(facts[1]) == (
        "Elrond discards the stored Reforging: Great-shield of Rohan comes back from the "
        "discard pile to Bilbo. [CoE-5.3]")
    bilbo = after.character(bwj.BILBO)
    assert bilbo is not None and [i.card_id for i in bilbo.items][-1] == SHIELD
    assert (after.stored, after.resource_discard) == ((), (CLOAK, NARSIL, DAGGER, REFORGING))


@pytest.mark.rule("CoE-5.3", "CoE-2.II.4")
def test_reforging_is_refused_outside_its_condition_naming_why() -> None:
    assert bwj.refusal(inside("Moria"), hold(bwj.BILBO)) == (
        "Reforging cannot be played now: Information is not playable at Moria.", "CoE-5.3")
    assert bwj.refusal(inside(tapped_sites=(WEATHERTOP,)), hold(ELROND)) == (
        "Reforging cannot be played now: Weathertop is tapped.", "CoE-5.3")
    assert bwj.refusal(inside(step="before-entering"), hold(ELROND)) == (
        "Reforging cannot be played now: it is played in the site phase, once the site is "
        "entered.", "CoE-5.3")
    sam = replace(bwj.at(bwj.with_hand(bwj.fresh(), bwj.SAM), "Weathertop"), phase="site",
                  step="entered", hand=(REFORGING,))
    assert hold(bwj.SAM) not in bwj.ids(sam)
    assert bwj.refusal(sam, hold(bwj.SAM)) == (
        "Reforging cannot be played now: Sam Gamgee is no sage.", "CoE-5.3")
    assert bwj.refusal(inside(), f"play:{REFORGING}:store:{ELROND}") == (
        "Reforging cannot be played now: it is played as 'hold', not 'store'.", "CoE-5.3")
    stored = at_rivendell(stored=((REFORGING, ""),), resource_discard=(DAGGER, NARSIL))
    assert bwj.refusal(at_rivendell(resource_discard=(DAGGER,)),
                       reforge(DAGGER, ELROND, bwj.BILBO)) == (
        "Reforging cannot be used now: no Reforging is stored.", "CoE-5.3")
    assert bwj.refusal(stored, reforge(NARSIL, ELROND, bwj.BILBO)) == (
        "Reforging cannot be used now: it takes back a minor or major weapon, armour or "
        "shield of the discard pile.", "CoE-5.3")
    assert bwj.refusal(bwj.set_state(stored, ELROND, "tapped"),
                       reforge(DAGGER, ELROND, bwj.BILBO)) == (
        "Reforging cannot be used now: it is used by an untapped sage.", "CoE-5.3")
    assert bwj.refusal(stored, reforge(DAGGER, bwj.SAM, bwj.BILBO)) == (
        "Reforging cannot be used now: it is used by an untapped sage.", "CoE-5.3")
    assert bwj.refusal(replace(stored, location="Bree"), reforge(DAGGER, ELROND, bwj.BILBO)) \
        == ("Reforging cannot be used now: it is used at a Haven, not at Bree.", "CoE-5.3")
    assert bwj.refusal(replace(stored, phase="site", step="entered"),
                       reforge(DAGGER, ELROND, bwj.BILBO)) == (
        "Reforging cannot be used now: it is used in the organization phase.", "CoE-5.3")
    assert bwj.refusal(stored, reforge(DAGGER, ELROND, bwj.SAM)) == (
        "Reforging cannot be used now: TW-180 is no character of Elrond's company.", "CoE-5.3")


@pytest.mark.rule("BWJ-HAND-3", "CoE-5.3")
def test_a_held_reforging_is_discarded_as_its_sage_leaves_play() -> None:
    _, held = bwj.act(inside(), hold(ELROND))
    leaving = replace(held, phase="organization", step="", turn=3, location="Bree",
                      turn_start="Bree")
    facts, after = bwj.act(leaving, "stay")  # his two turns are over
    gone = only(facts, "HeldCardDiscarded")
    assert (gone.rule, dict(gone.data)) == ("CoE-5.3", {"card": REFORGING, "character": ELROND})
    assert bwj.RULESET.narrate(gone) == (
        "Reforging is discarded: Elrond has left play. [CoE-5.3]")
    assert (after.untap_barred, after.resource_discard[-1]) == ((), REFORGING)


@pytest.mark.rule("CoE-5.3", "BWJ-SEQ-2")
def test_the_coverage_reads_reforging_scripted_and_lure_of_meccg_not_in_the_ruleset() -> None:
    assert coverage.in_ruleset("burglar", bwj.CATALOG.get(REFORGING)) == coverage.InRuleset(
        coverage.SCRIPTED)
    lure = coverage.in_ruleset("burglar", bwj.CATALOG.get(LURE))
    assert lure.status == coverage.NOT_IN_RULESET
    assert lure.missing.startswith("not meaningful here: BWJ-SEQ-2, CoE-5.3: the standard "
                                   "rules play it; its bonus counts the player's "
                                   "participations in Lure of MECCG events")
    state = replace(bwj.at(bwj.fresh(), "Rivendell"), phase="organization", step="",
                    hand=(LURE,))
    assert not [a for a in bwj.ids(state) if LURE in a]
    message, clause = bwj.refusal(state, f"play:{LURE}")
    assert clause == "BWJ-SEQ-2" and message.startswith(
        "Lure of MECCG cannot be played here: the standard rules play it; its bonus counts "
        "the player's participations in Lure of MECCG events, which no game records")
