"""A company at a Haven has its site phase in Burglar Wants a Good Job from
``HAVEN_SITE_PHASE_FROM`` (BWJ-SEQ-17: as standard; ``burglar.movement``): it may enter the
Haven, which has no automatic-attacks, and play there what the Haven allows (Earth of
Galadriel's Orchard at Lórien, the one site its card names), play Old Road there by its own
action (``hobbit.old_road``, ``OLD_ROAD_FROM``), or do nothing; no burglary is tried at a
Haven (BWJ-BURG-1); the end-of-turn phase follows when the player ends the site phase, and the
automatic Burglar does nothing there. The Wizard's Ring is played there on a Wizard bearing
none, who checks corruption (``burglar.wizards_ring``, ``WIZARDS_RING_FROM``); it adds +5 to
his influence against a faction and is never transferred, passed on nor taken by a creature.
Wizard's River-horses is played by its card (``burglar.river_horses``, ``RIVER_HORSES_FROM``):
a Wizard Burglar alone in the company cancels an attack on it, then checks corruption at -2;
its discard of the Nazgûl events, which needs the two-player game, is refused. Earlier
versions replay as played: the end-of-turn phase began as the movement/hazard phase ended at
a Haven, both cards declared."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.engine.characters import Character
from domain.engine.combat import Attack
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import (
    HAVEN_SITE_PHASE_FROM,
    OLD_ROAD_FROM,
    RIVER_HORSES_FROM,
    WIZARDS_RING_FROM,
)
from domain.rulesets.hobbit.state import Combat
from tests.rules import burglar_support as bwj
from tests.support import advance_from, only

ORCHARD, OLD_ROAD, BEORNINGS, RIVER_HORSES = "TW-221", "TW-294", "TW-197", "TW-364"
GANDALF, WOLVES, LORIEN, RIVENDELL = "TW-156", "TW-114", "TW-408", "TW-421"
BILBO = bwj.BILBO
BEFORE = bwj.played_as(str(HAVEN_SITE_PHASE_FROM - 1))
OLD_ROAD_PLAY = f"old-road:{BILBO}:{BEORNINGS}"


def _arrived(haven: str = "Rivendell", origin: str = "Lórien") -> State:
    """The Burglar having moved from ``origin`` to ``haven``, no hazard to play, a hand of
    five with no Bridge."""
    return bwj.moving(bwj.fresh(), origin, haven, hand=bwj.fresh().hand[:5])


def _at_lorien(step: str = "before-entering", *hand: str) -> State:
    """The company in its site phase at Lórien, ``hand`` the resource hand."""
    return bwj.at(bwj.fresh(), "Lórien", phase="site", step=step,
                  hand=hand or (ORCHARD, OLD_ROAD, BEORNINGS))


def _rows(facts: list[object]) -> list[tuple[str, str]]:
    return [(f.kind, f.rule) for f in facts]  # type: ignore[attr-defined]


@pytest.mark.rule("BWJ-SEQ-17", "BWJ-SEQ-18", "BWJ-BURG-1")
def test_a_company_at_a_haven_has_its_site_phase() -> None:
    assert int(bwj.RULESET.version) >= HAVEN_SITE_PHASE_FROM
    facts, site = bwj.advance(_arrived())
    assert _rows(facts) == [("HazardPlayEnded", "BWJ-SEQ-11"), ("PhaseBegan", "BWJ-SEQ-17")]
    assert only(facts, "PhaseBegan")["phase"] == "site"
    assert (site.phase, site.step) == ("site", "before-entering")
    # It may enter the Haven or do nothing; no burglary at a Haven.
    assert [a for a in bwj.ids(site) if not a.startswith("play:")] == ["enter", "pass"]
    assert bwj.refusal(site, "burgle") == ("Rivendell is a Haven: there is nothing to burgle.",
                                          "BWJ-BURG-1")
    # The Haven has no automatic-attacks: entered, nothing to face.
    facts, entered = bwj.act(site, "enter")
    assert [(f.kind, dict(f.data)) for f in facts] == [
        ("SiteEntered", {"site": RIVENDELL, "attacks": []})]
    assert (entered.step, entered.pending_attacks, entered.combat) == ("entered", (), None)
    assert [a for a in bwj.ids(entered) if not a.startswith("play:")] == ["done"]
    # The end-of-turn phase follows the site phase, whether entered or not.
    for state, action in ((entered, "done"), (site, "pass")):
        facts, ended = bwj.act(state, action)
        assert _rows(facts)[0] == ("PhaseBegan", "BWJ-SEQ-18")
        assert ended.phase == "end-of-turn"
    # The automatic Burglar does nothing at a Haven.
    assert bwj.RULESET.policy(site, bwj.RULESET.actions(site))[0] == "pass"


@pytest.mark.rule("BWJ-SEQ-17", "BWJ-SEQ-18")
def test_before_the_version_the_turn_ended_as_the_movement_ended_at_a_haven() -> None:
    facts, ended = advance_from(BEFORE, _arrived(), 7)
    assert _rows(facts)[:2] == [("HazardPlayEnded", "BWJ-SEQ-11"),
                                ("PhaseBegan", "BWJ-SEQ-18")]
    assert ended.phase == "end-of-turn"
    # A site that is no Haven has its site phase in either version.
    for ruleset in (bwj.RULESET, BEFORE):
        _, at_site = advance_from(ruleset, _arrived("Bag End", "Rivendell"), 7)
        assert (at_site.phase, at_site.step) == ("site", "before-entering")
    # The family never offered to enter a Haven.
    site = bwj.at(bwj.fresh(), "Rivendell", phase="site", step="before-entering")
    assert [a.id for a in BEFORE.actions(site) if not a.id.startswith("play:")] == ["pass"]


@pytest.mark.rule("BWJ-SEQ-17", "CoE-2.V.4")
def test_earth_of_galadriels_orchard_is_played_at_lorien_once_entered(
        starter: Catalog) -> None:
    state = _at_lorien("entered", ORCHARD)
    assert [a for a in bwj.ids(state) if ORCHARD in a] == [f"play:{ORCHARD}:{BILBO}"]
    facts, after = bwj.act(state, f"play:{ORCHARD}:{BILBO}")
    assert [(f.kind, f.rule, dict(f.data)) for f in facts] == [
        ("ItemPlayed", "CoE-2.V.4", {"item": ORCHARD, "bearer": BILBO, "site": LORIEN,
                                     "burgled": False, "task": ""}),
        ("CharacterTapped", "CoE-2.V.4", {"character": BILBO, "to": "to play the item"})]
    bilbo = after.character(BILBO)
    assert bilbo is not None and bilbo.state == "tapped"
    assert [i.card_id for i in bilbo.items][-1] == ORCHARD
    assert after.tapped_sites == (LORIEN,) and ORCHARD not in after.hand
    # Not before entering, nor at another Haven, nor by a tapped character.
    assert not [a for a in bwj.ids(_at_lorien("before-entering", ORCHARD)) if ORCHARD in a]
    rivendell = bwj.at(bwj.fresh(), "Rivendell", phase="site", step="entered", hand=(ORCHARD,))
    assert not [a for a in bwj.ids(rivendell) if ORCHARD in a]
    assert bwj.refusal(rivendell, f"play:{ORCHARD}:{BILBO}") == (
        "Earth of Galadriel’s Orchard is played only at Lórien.", "CoE-2.V.4")
    tapped = bwj.set_state(state, BILBO, "tapped")
    assert not [a for a in bwj.ids(tapped) if ORCHARD in a]
    found = coverage.in_ruleset("burglar", starter.get(ORCHARD))
    assert (found.status, found.missing) == (coverage.SCRIPTED, (
        "played only at Lórien, the site its card names (CoE-2.V.4), with its catalog facts; "
        "never arises here: its 2 marshalling points stored at Bag End (only a task resource "
        "stored at a Haven gives points, BWJ-MP-6, BWJ-MP-7)"))


@pytest.mark.rule("BWJ-SEQ-17", "BWJ-FACT-1", "CoE-2.V.3")
def test_old_road_taps_a_character_at_a_haven_to_influence_a_faction_near_it(
        starter: Catalog) -> None:
    assert int(bwj.RULESET.version) >= OLD_ROAD_FROM
    state = _at_lorien()
    # Beornings, played at Beorn's House, two regions from Lórien (Wilderness, Border-land).
    assert [a for a in bwj.ids(state) if a.startswith("old-road:") or OLD_ROAD in a] == \
        [OLD_ROAD_PLAY]
    # Seed 7: 9 - 1 = 8, above the Beornings' 7, with no direct influence.
    facts, after = bwj.act(state, OLD_ROAD_PLAY, seed=7)
    assert [(f.kind, f.rule) for f in facts] == [
        ("CardPlayed", "CoE-5.1"), ("DiceRolled", "CoE-2.V.3"),
        ("FactionInfluenced", "CoE-2.V.3")]
    assert dict(facts[0].data) == {"card": OLD_ROAD, "mode": "old-road", "target": BILBO,
                                   "faction": BEORNINGS, "returns": False}
    influenced = only(facts, "FactionInfluenced")
    assert (influenced["roll"], influenced["direct_influence"], influenced["needed"],
            influenced["succeeded"], influenced["site"], influenced["by"]) == \
        (9, 0, 7, True, LORIEN, OLD_ROAD)
    assert bwj.card_modifiers(influenced.data, OLD_ROAD) == [
        (-1, "Old Road: the attempt from a Haven", "CoE-2.V.3")]
    assert after.factions == (BEORNINGS,) and after.tapped_sites == (LORIEN,)
    assert OLD_ROAD in after.resource_discard and after.hand == (ORCHARD,)
    bilbo = after.character(BILBO)
    assert bilbo is not None and bilbo.state == "tapped"
    # Seed 0: 8 - 1 = 7, not above 7: refused, the faction discarded, the Haven untapped.
    facts, after = bwj.act(state, OLD_ROAD_PLAY, seed=0)
    influenced = only(facts, "FactionInfluenced")
    assert (influenced.rule, influenced["roll"], influenced["succeeded"]) == \
        ("CoE-2.V.3", 8, False)
    assert after.factions == () and after.tapped_sites == ()
    assert after.resource_discard[-2:] == (OLD_ROAD, BEORNINGS)
    # Once entered, too; the automatic Burglar does not play it.
    assert OLD_ROAD_PLAY in bwj.ids(replace(state, step="entered"))
    assert bwj.RULESET.policy(state, bwj.RULESET.actions(state))[0] == "pass"
    found = coverage.in_ruleset("burglar", starter.get(OLD_ROAD))
    assert (found.status, found.missing) == (
        coverage.SCRIPTED, "needs the two-player game: its use on an opponent's faction")


@pytest.mark.rule("BWJ-SEQ-17", "CoE-2.V.3")
def test_old_road_is_refused_naming_the_reason() -> None:
    state = _at_lorien()
    rivendell = bwj.at(bwj.fresh(), "Rivendell", phase="site", step="before-entering",
                       hand=(OLD_ROAD, BEORNINGS))
    bag_end = bwj.at(bwj.fresh(), "Bag End", phase="site", step="before-entering",
                     hand=(OLD_ROAD, BEORNINGS))
    organization = replace(state, phase="organization", step="")
    cases = {
        "a faction three regions or more away": (rivendell, OLD_ROAD_PLAY),
        "no Haven": (bag_end, OLD_ROAD_PLAY),
        "a tapped Haven": (replace(state, tapped_sites=(LORIEN,)), OLD_ROAD_PLAY),
        "a tapped character": (bwj.set_state(state, BILBO, "tapped"), OLD_ROAD_PLAY),
        "another phase": (organization, OLD_ROAD_PLAY),
        "no faction": (state, f"old-road:{BILBO}:{ORCHARD}"),
        "declared": (state, f"declare:{OLD_ROAD}"),
    }
    refused = {case: bwj.refusal(s, action) for case, (s, action) in cases.items()}
    assert refused == {
        "a faction three regions or more away": (
            "Beornings is played at no site of the location deck 2 regions or fewer from "
            "Rivendell.", "CoE-2.V.3"),
        "no Haven": ("Old Road is played at an untapped Haven, and Bag End is none.",
                     "CoE-2.V.3"),
        "a tapped Haven": ("Old Road is played at an untapped Haven, and Lórien is tapped.",
                           "CoE-2.V.3"),
        "a tapped character": ("Old Road taps an untapped character, and Bilbo is tapped.",
                               "CoE-2.V.3"),
        "another phase": ("Old Road is played in the site phase of a company at an untapped "
                          "Haven, outside an attack.", "CoE-2.V.3"),
        "no faction": ("Old Road influences a faction of your hand; TW-221 is none.",
                       "CoE-2.V.3"),
        "declared": ("Old Road is played by its own action (old-road:<character>:<faction>), "
                     "not by declaring an effect.", "CoE-5.1"),
    }


@pytest.mark.rule("BWJ-SEQ-17")
def test_before_the_version_old_road_was_declared() -> None:
    state = _at_lorien()
    assert [a.id for a in BEFORE.actions(state) if OLD_ROAD in a.id] == [f"declare:{OLD_ROAD}"]
    facts, after = bwj.act(state, f"declare:{OLD_ROAD}", {"effect": "draw", "amount": 1},
                           ruleset=BEFORE)
    assert only(facts, "PlayerRuling")["card"] == OLD_ROAD and OLD_ROAD not in after.hand


def _wizard_attacked(*others: str) -> State:
    """Gandalf the Burglar (a scout), with ``others`` as Hands, attacked by Wolves on the way
    to Weathertop before the strikes are assigned, Wizard's River-horses in hand."""
    gandalf = Character.from_card(bwj.CATALOG.get(GANDALF))
    state = replace(bwj.fresh(), company=(gandalf,), hero=GANDALF, roster=(GANDALF,))
    for other in others:
        state = bwj.with_hand(state, other)
    attack = Attack.from_creature(bwj.CATALOG.get(WOLVES), len(state.company))
    return bwj.moving(state, "Rivendell", "Weathertop", hand=(RIVER_HORSES,),
                      combat=Combat(attack, "hand", WOLVES))


@pytest.mark.rule("BWJ-SETUP-1", "CoE-3.i")
def test_river_horses_cancels_an_attack_on_a_wizard_alone(starter: Catalog) -> None:
    assert int(bwj.RULESET.version) >= RIVER_HORSES_FROM
    state = _wizard_attacked()
    play = f"play:{RIVER_HORSES}:cancel:{GANDALF}"
    assert [a for a in bwj.ids(state) if RIVER_HORSES in a] == [play]
    assert bwj.RULESET.policy(state, bwj.RULESET.actions(state))[0] == play
    facts, after = bwj.act(state, play)
    assert [(f.kind, f.rule) for f in facts][:5] == [
        ("CardPlayed", "CoE-5.1"), ("AttackCanceled", "CoE-3.i"), ("DiceRolled", "CoE-7.1"),
        ("CorruptionChecked", "CoE-7.1"), ("AttackEnded", "CoE-3.v")]
    checked = only(facts, "CorruptionChecked")
    assert checked["character"] == GANDALF
    assert bwj.card_modifiers(checked.data, RIVER_HORSES) == [
        (-2, "the card's modifier to this check", "CoE-5.1")]
    assert only(facts, "AttackEnded")["canceled"] is True
    assert after.combat is None and RIVER_HORSES in after.resource_discard
    found = coverage.in_ruleset("burglar", starter.get(RIVER_HORSES))
    assert (found.status, found.missing) == (coverage.SCRIPTED, (
        "needs the two-player game: its discard of every Nazgûl event (a Nazgûl is an event "
        "in play only as a hazard player's permanent-event)"))


@pytest.mark.rule("BWJ-SETUP-1", "CoE-3.i")
def test_river_horses_is_refused_beside_another_character_and_for_the_nazgul() -> None:
    # Bilbo a Hand beside him: a company of two.
    two = _wizard_attacked(BILBO)
    assert not [a for a in bwj.ids(two) if RIVER_HORSES in a]
    assert bwj.refusal(two, f"play:{RIVER_HORSES}:cancel:{GANDALF}") == (
        "Wizard’s River-horses cannot be played now: it is played on a company of size below "
        "2, and the company's is 2.", "CoE-5.1")
    # The Nazgûl events' discard, never offered, in the organization phase or an attack.
    organization = replace(_wizard_attacked(), combat=None, phase="organization", step="")
    for state in (organization, _wizard_attacked()):
        assert bwj.refusal(state, f"play:{RIVER_HORSES}:nazgul:{GANDALF}") == (
            "Wizard’s River-horses cannot discard the Nazgûl events here: a Nazgûl is an event "
            "in play only as a hazard player's permanent-event, which only the two-player game "
            "has.", "CoE-5.1")
    assert not [a for a in bwj.ids(organization) if RIVER_HORSES in a]


@pytest.mark.rule("BWJ-SETUP-1")
def test_before_the_version_river_horses_was_declared() -> None:
    state = _wizard_attacked()
    assert [a.id for a in BEFORE.actions(state) if RIVER_HORSES in a.id] == \
        [f"declare:{RIVER_HORSES}"]


RING, THIEF, SAM, ELVEN_CLOAK = "TW-363", "TW-102", bwj.SAM, bwj.ELVEN_CLOAK
RING_PLAY = f"play:{RING}:{GANDALF}"


def _gandalf_at(site: str = "Rivendell", step: str = "entered") -> State:
    """Gandalf a Hand beside Bilbo, in their site phase at ``site``, the Wizard's Ring in
    hand."""
    return bwj.at(bwj.with_hand(bwj.fresh(), GANDALF), site, phase="site", step=step,
                  hand=(RING,))


@pytest.mark.rule("BWJ-SEQ-17", "BWJ-HAND-1", "CoE-2.V.4", "CoE-7.1")
def test_the_wizards_ring_is_played_on_a_wizard_at_a_haven_who_then_checks_corruption(
        starter: Catalog) -> None:
    assert int(bwj.RULESET.version) >= WIZARDS_RING_FROM == HAVEN_SITE_PHASE_FROM
    state = _gandalf_at()
    assert [a for a in bwj.ids(state) if RING in a] == [RING_PLAY]
    # The automatic Burglar does not play it.
    assert bwj.RULESET.policy(state, bwj.RULESET.actions(state))[0] == "done"
    facts, after = bwj.act(state, RING_PLAY)
    assert [(f.kind, f.rule) for f in facts] == [
        ("ItemPlayed", "CoE-2.V.4"), ("CharacterTapped", "CoE-2.V.4"),
        ("DiceRolled", "CoE-7.1"), ("CorruptionChecked", "CoE-7.1")]
    assert dict(facts[0].data) == {"item": RING, "bearer": GANDALF, "site": RIVENDELL,
                                   "burgled": False, "task": ""}
    checked = only(facts, "CorruptionChecked")
    assert (checked["character"], checked["points"], checked["result"]) == \
        (GANDALF, 4, "passed")
    gandalf = after.character(GANDALF)
    assert gandalf is not None and gandalf.state == "tapped"
    assert [i.card_id for i in gandalf.items] == [RING]
    assert gandalf.effective_prowess == 8  # +2
    assert after.tapped_sites == (RIVENDELL,) and RING not in after.hand
    found = coverage.in_ruleset("burglar", starter.get(RING))
    assert (found.status, found.missing) == (coverage.SCRIPTED, (
        "never arises here: its 2 marshalling points (only a task resource stored at a Haven "
        "gives points, BWJ-MP-6, BWJ-MP-7)"))


@pytest.mark.rule("BWJ-FACT-1", "CoE-2.V.3")
def test_the_wizards_ring_adds_five_to_its_bearers_influence_against_a_faction() -> None:
    gandalf = Character.from_card(bwj.CATALOG.get(GANDALF))
    ringed = gandalf.with_item(bwj.RULESET.item_in_play(RING))
    beornings = bwj.CATALOG.get(BEORNINGS)
    assert [(m.amount, m.source) for m in bwj.RULESET.faction_bonuses(ringed, beornings)] \
        == [(5, f"card:{RING}")]
    assert BEFORE.faction_bonuses(ringed, beornings) == []


@pytest.mark.rule("BWJ-SEQ-17", "CoE-2.V.4")
def test_the_wizards_ring_is_refused_naming_the_reason() -> None:
    state = _gandalf_at()
    ringed = bwj.give(state, GANDALF, RING)
    cases = {
        "not a Wizard": (state, f"play:{RING}:{BILBO}"),
        "before entering": (replace(state, step="before-entering"), RING_PLAY),
        "no Haven": (_gandalf_at("Bag End"), RING_PLAY),
        "a tapped Haven": (replace(state, tapped_sites=(RIVENDELL,)), RING_PLAY),
        "a tapped Wizard": (bwj.set_state(state, GANDALF, "tapped"), RING_PLAY),
        "a second ring": (ringed, RING_PLAY),
    }
    refused = {case: bwj.refusal(s, action) for case, (s, action) in cases.items()}
    why = "Wizard’s Ring cannot be played now: "
    assert refused == {
        "not a Wizard": (why + "the Wizard's Ring is played on a Wizard only, and Bilbo is "
                               "none.", "CoE-2.V.4"),
        "before entering": (why + "the Wizard's Ring is played in the site phase at a Haven, "
                                  "once entered, outside an attack.", "CoE-2.V.4"),
        "no Haven": (why + "the Wizard's Ring is played only at a Haven, and Bag End is none.",
                     "CoE-2.V.4"),
        "a tapped Haven": (why + "Rivendell is tapped.", "CoE-2.V.4"),
        "a tapped Wizard": (why + "Gandalf is tapped: an item needs an untapped character.",
                            "CoE-2.V.4"),
        "a second ring": (why + "Gandalf bears a Wizard's Ring already.", "CoE-2.V.4"),
    }
    for case, (s, action) in cases.items():
        assert action not in bwj.ids(s), case
    # Before the version no site phase at a Haven played it.
    assert not [a.id for a in BEFORE.actions(state) if RING in a.id]


@pytest.mark.rule("CoE-2.II.5", "CoE-3.I.2")
def test_the_wizards_ring_is_never_transferred_nor_passed_on() -> None:
    ringed = replace(bwj.give(_gandalf_at(), GANDALF, RING), phase="organization", step="",
                     hand=())
    transfer = f"transfer:{RING}:{GANDALF}:{BILBO}"
    assert [a for a in bwj.ids(ringed) if a.startswith("transfer:")] == [
        f"transfer:{ELVEN_CLOAK}:{BILBO}:{GANDALF}"]
    assert bwj.refusal(ringed, transfer) == (
        "The Wizard's Ring is never transferred: not given to another character.", "CoE-2.II.5")
    assert transfer in [a.id for a in BEFORE.actions(ringed)]
    # Its bearer eliminated: no companion takes it; it is discarded with him.
    ring = bwj.RULESET.item_in_play(RING)
    cloak = bwj.RULESET.item_in_play(ELVEN_CLOAK)
    eliminated = replace(bwj.fresh(), legacy=(ring, cloak), open_heirs=(BILBO,))
    assert bwj.ids(eliminated) == [f"inherit:{ELVEN_CLOAK}:{BILBO}", "inherit-done"]
    assert bwj.refusal(eliminated, f"inherit:{RING}:{BILBO}") == (
        "The Wizard's Ring is never transferred: not taken by a companion of its eliminated "
        "bearer: it is discarded with him.", "CoE-3.I.2")
    assert f"inherit:{RING}:{BILBO}" in [a.id for a in BEFORE.actions(eliminated)]
    _, after = bwj.act(eliminated, "inherit-done")
    assert RING in after.resource_discard and after.legacy == ()


def _thief(stage: str, *bilbos: str) -> State:
    """A Thief attacking Bilbo (bearing ``bilbos``), Gandalf bearing the Wizard's Ring and
    Sam, Hands; ``stage``: its strikes being assigned, or striking Sam."""
    state = bwj.with_hand(bwj.with_hand(bwj.fresh(), GANDALF), SAM)
    state = bwj.give(replace(state, company=tuple(
        replace(c, items=()) if c.card_id == BILBO else c for c in state.company)),
        GANDALF, RING)
    for item in bilbos:
        state = bwj.give(state, BILBO, item)
    attack = Attack.from_creature(bwj.CATALOG.get(THIEF), len(state.company))
    combat = Combat(attack, "draw", THIEF) if stage == "assigning" else \
        Combat(attack, "draw", THIEF, stage="striking", assigned=(SAM,), striking=SAM)
    return replace(state, turn_start="Lórien", location="Moria", moved=True,
                   phase="movement-hazard", step="", combat=combat, hand=())


@pytest.mark.rule("BWJ-SEQ-15", "CoE-3.iv.7")
def test_no_creature_takes_the_wizards_ring() -> None:
    # Sam's strike succeeds (seed 0): the ring the only item, the Thief takes none.
    facts, after = bwj.act(_thief("striking"), "roll", seed=0)
    assert only(facts, "StrikeResolved")["result"] == "succeeded"
    assert not [f for f in facts if f.kind == "ItemLost"]
    gandalf = after.character(GANDALF)
    assert gandalf is not None and [i.card_id for i in gandalf.items] == [RING]
    facts, _ = bwj.act(_thief("striking"), "roll", seed=0, ruleset=BEFORE)
    assert only(facts, "ItemLost")["card"] == RING
    # Nor is it named to give up: beside the Elven Cloak there is nothing to choose.
    assigning = _thief("assigning", ELVEN_CLOAK)
    assert not [a for a in bwj.ids(assigning) if a.startswith("give-up-item:")]
    assert sorted(a.id for a in BEFORE.actions(assigning) if a.id.startswith("give-up-item:")) \
        == [f"give-up-item:{ELVEN_CLOAK}", f"give-up-item:{RING}"]


@pytest.mark.rule("BWJ-HAND-3", "BWJ-HAND-4", "CoE-2.II.5")
def test_a_wizard_hand_leaving_play_takes_the_wizards_ring_with_him() -> None:
    state = bwj.give(bwj.give(bwj.with_hand(bwj.at(bwj.fresh(), "Lórien"), GANDALF, turn=1),
                              GANDALF, bwj.SWORD), GANDALF, RING)
    state = replace(state, phase="organization", step="", turn=3)
    facts, after = bwj.act(state, "stay")
    left = only(facts, "HandLeft")
    assert (left["items_to_burglar"], left["items_discarded"]) == ([bwj.SWORD], [RING])
    bilbo = after.character(BILBO)
    assert bilbo is not None and bilbo.bears(bwj.SWORD) and not bilbo.bears(RING)
    assert RING in after.resource_discard
    # The version before gave the Burglar both.
    facts, after = bwj.act(state, "stay", ruleset=BEFORE)
    assert only(facts, "HandLeft")["items_to_burglar"] == [bwj.SWORD, RING]
