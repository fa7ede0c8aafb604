"""There and Back Again from version 42 (``CARD_POOL_FROM``) reads the engine's fourteenth,
twenty-first to twenty-third, twenty-fifth and twenty-sixth generations of scripted cards and
plays Wizard's Test and Ringlore by their cards (``hobbit.rings``), as Burglar Wants a Good Job
does. None of these cards has anything to act on in the scenario: each is never offered and is
refused naming why, its clause first (``hobbit.no_use``), no longer declared. Version 41 replays
as played: they were declared. From version 43 (``NOTHING_TO_ACT_FROM``) a resource card with
no script whose text has nothing to act on there is no longer declared either, refused so; the
coverage says which cards come into play there. The cards moving a company
(``hobbit.flights``) move it by the family's shared ``_moved_by_card``, the scenario saying what
a move is."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine.combat import Attack
from domain.ruleset import Context, Table
from domain.rulesets.hobbit import unplayed
from domain.rulesets.there_and_back_again.state import Combat, State
from domain.rulesets.there_and_back_again.versions import (
    CARD_POOL_FROM,
    NOTHING_TO_ACT_FROM,
    RESCUE_FROM,
)
from tests.rules import test_there_and_back_again_helpers as tba
from tests.support import decide_from

FAR_SIGHT, RINGLORE, WIZARDS_TEST, MIRROR = "TW-238", "TW-318", "TW-365", "TW-282"
EAGLES, PATHS, BRIDGE, TRUE_FANA, PASSAGE = "TW-220", "TW-302", "TW-202", "TW-354", "TW-325"
BEAUTIFUL, TEST_OF_LORE, TROLL = "TW-196", "TW-340", "TW-16"
RIVENDELL, GOBLIN_GATE = "TW-421", "TW-398"
BEFORE = tba.played_as(CARD_POOL_FROM - 1)
TBA = "there-and-back-again"


def _offered(state: State, card: str) -> list[str]:
    return [a for a in tba.ids(state) if card in a]


def _offered_before(state: State, card: str) -> list[str]:
    return [a.id for a in BEFORE.actions(state) if card in a.id]


@pytest.mark.rule("TBA-LAYOUT-2", "TBA-SEQ-15")
def test_far_sight_and_ringlore_find_no_site_playing_information() -> None:
    # Goblin-gate entered, untapped, two untapped sages (Bilbo, Balin), Balin bearing a gold
    # ring: every condition of the two cards but a site where Information is playable.
    state = tba.give(tba.entered("Goblin-gate", tba.BILBO, tba.THORIN, tba.BALIN,
                                 hand=(FAR_SIGHT, RINGLORE)), tba.BALIN, BEAUTIFUL)
    assert _offered(state, FAR_SIGHT) == [] and _offered(state, RINGLORE) == []
    why = ("cannot be played here: no site of the map has information playable, where the "
           "card must be played.")
    assert tba.refused(state, f"play:{FAR_SIGHT}:sight:{tba.BILBO}") == (
        f"Far-sight {why} [TBA-LAYOUT-2]", "TBA-LAYOUT-2")
    assert tba.refused(state, f"test-ring:{BEAUTIFUL}:{tba.BILBO}:{RINGLORE}") == (
        f"Ringlore {why} [TBA-LAYOUT-2]", "TBA-LAYOUT-2")
    assert tba.refused(state, f"declare:{FAR_SIGHT}")[0] == (
        f"Far-sight is played by its script (play:{FAR_SIGHT}:<mode>), not by declaring an "
        "effect. [CoE-5.1]")
    assert _offered_before(state, FAR_SIGHT) == [f"declare:{FAR_SIGHT}"]
    assert _offered_before(state, RINGLORE) == [f"declare:{RINGLORE}"]


@pytest.mark.rule("TBA-RES-3")
def test_wizards_test_and_true_fana_have_no_wizard() -> None:
    ring = replace(tba.give(tba.keep(tba.fresh(), tba.BILBO, tba.BALIN), tba.BALIN, BEAUTIFUL),
                   phase="organization", step="", hand=(WIZARDS_TEST, TEST_OF_LORE))
    assert _offered(ring, WIZARDS_TEST) == []
    assert tba.refused(ring, f"test-ring:{BEAUTIFUL}:{tba.BILBO}:{WIZARDS_TEST}") == (
        "Wizard’s Test cannot be played here: the Wizard is never a character here (only the "
        "Wizard's own short-event), so no Wizard plays it. [TBA-RES-3]", "TBA-RES-3")
    assert _offered_before(ring, WIZARDS_TEST) == [f"declare:{WIZARDS_TEST}"]
    # Against an attack, before its strikes are assigned.
    state = tba.keep(tba.fresh(), tba.BILBO, tba.THORIN)
    attack = Attack.from_creature(tba.CATALOG.get(TROLL), len(state.company))
    attacked = replace(state, location="Rhudaur", phase="movement-hazard", draws_left=0,
                       combat=Combat(attack, "draw", TROLL), hand=(TRUE_FANA, TEST_OF_LORE))
    assert _offered(attacked, TRUE_FANA) == []
    assert tba.refused(attacked, f"play:{TRUE_FANA}:fail:{tba.BILBO}")[1] == "TBA-RES-3"
    assert _offered_before(attacked, TRUE_FANA) == [f"declare:{TRUE_FANA}"]
    # A card testing a gold ring is played by its card, no longer declared in an attack.
    assert _offered(attacked, TEST_OF_LORE) == []
    assert _offered_before(attacked, TEST_OF_LORE) == [f"declare:{TEST_OF_LORE}"]


@pytest.mark.rule("TBA-LAYOUT-2", "TBA-COMP-2", "TBA-SEQ-3", "TBA-SEQ-12")
def test_the_cards_of_places_off_the_map_are_refused_naming_why() -> None:
    # At Rivendell, the one Haven, in the organization phase.
    state = replace(tba.fresh(), location="Rivendell", phase="organization", step="",
                    hand=(MIRROR, EAGLES, PATHS, BRIDGE, PASSAGE))
    assert [a for a in tba.ids(state) if a.startswith(("play:", "declare:"))] == []
    refusals = {card: tba.refused(state, action) for card, action in (
        (MIRROR, f"play:{MIRROR}:resources"), (EAGLES, f"play:{EAGLES}:fly:{GOBLIN_GATE}"),
        (PATHS, f"play:{PATHS}:paths:{RIVENDELL}"), (BRIDGE, f"play:{BRIDGE}:bridge:{GOBLIN_GATE}"),
        (PASSAGE, f"play:{PASSAGE}:pass"))}
    assert {card: clause for card, (_, clause) in refusals.items()} == {
        MIRROR: "TBA-LAYOUT-2", EAGLES: "TBA-LAYOUT-2", PATHS: "TBA-COMP-2",
        BRIDGE: "TBA-SEQ-3", PASSAGE: "TBA-SEQ-12"}
    assert refusals[EAGLES][0] == ("Eagle-mounts cannot be played here: Eagles' Eyrie, where "
                                   "the company must begin the turn, is not on the map. "
                                   "[TBA-LAYOUT-2]")
    assert refusals[BRIDGE][0].startswith("Bridge cannot be played here: from a site the "
                                          "counter moves only to the region above it")
    assert sorted(a.id for a in BEFORE.actions(state) if a.id.startswith("declare:")) == [
        f"declare:{BRIDGE}", f"declare:{EAGLES}", f"declare:{MIRROR}", f"declare:{PATHS}",
        f"declare:{PASSAGE}"]


@pytest.mark.rule("TBA-SEQ-3", "TBA-SEQ-6")
def test_a_card_moving_the_company_moves_the_counter_as_a_move_would() -> None:
    """The family's ``_moved_by_card`` (Eagle-mounts, Paths of the Dead in the organization
    phase; Bridge as a movement/hazard phase ends), here by the counter: never reached in play
    (none is ever offered), the move it would make is the scenario's own."""
    state = replace(tba.fresh(), location="Rhudaur", phase="organization", step="")
    ctx: Context[State] = Context(tba.RULESET, Table(7, {}, state))
    tba.RULESET._moved_by_card(ctx, RIVENDELL, EAGLES)
    moved = ctx.facts[0]
    assert (moved.kind, moved.rule, dict(moved.data)) == (
        "CounterMoved", "CoE-5.1", {"origin": "Rhudaur", "to": "Rivendell", "by": EAGLES})
    assert (ctx.facts[1].kind, ctx.facts[1].data["phase"]) == ("PhaseBegan", "long-event")
    assert ctx.state.location == "Rivendell" and ctx.state.moved_by == EAGLES
    onward = replace(ctx.state, phase="movement-hazard")
    ctx = Context(tba.RULESET, Table(7, {}, onward))
    tba.RULESET._moved_by_card(ctx, GOBLIN_GATE, BRIDGE)
    assert [(f.kind, f.data.get("to"), f.data.get("phase")) for f in ctx.facts] == [
        ("CounterMoved", "Goblin-gate", None), ("PhaseBegan", None, "movement-hazard")]


CHANCE_MEETING, CRACKS, GREAT_SHIP, OLD_ROAD, LAUGHTER = \
    "TW-188", "TW-205", "TW-248", "TW-294", "TW-362"
ANDURIL, MORANNON, SACRIFICE = "TW-192", "TW-286", "TW-321"
RESCUE, USE_PALANTIR, ALIGN_PALANTIR = "TW-315", "TW-355", "TW-190"
NOTHING_BEFORE = tba.played_as(NOTHING_TO_ACT_FROM - 1)


@pytest.mark.rule("TBA-LAYOUT-1", "TBA-LAYOUT-2", "TBA-RES-3", "TBA-DECK-9")
def test_a_card_with_nothing_to_act_on_is_no_longer_declared() -> None:
    never = (CHANCE_MEETING, CRACKS, GREAT_SHIP, OLD_ROAD, LAUGHTER, ANDURIL, MORANNON,
             SACRIFICE)
    state = replace(tba.fresh(), hand=(*never, RESCUE, USE_PALANTIR, ALIGN_PALANTIR))
    # Rescue Prisoners still brings its Spider attack: it was still declared until
    # RESCUE_FROM, which plays it by its card (test_there_and_back_again_rescue_prisoners.py);
    # the palantíri's cards are played by their own (tests/rules/test_hobbit_palantiri.py).
    assert sorted(a for a in tba.ids(state) if a.startswith("declare:")) == []
    assert sorted(a.id for a in tba.played_as(RESCUE_FROM - 1).actions(state)
                  if a.id.startswith("declare:")) == [f"declare:{RESCUE}"]
    assert sorted(a.id for a in NOTHING_BEFORE.actions(state) if a.id.startswith("declare:")) \
        == sorted(f"declare:{c}" for c in (*never, RESCUE, USE_PALANTIR, ALIGN_PALANTIR))
    assert tba.refused(state, f"declare:{CRACKS}") == (
        "Cracks of Doom cannot be played here: Mount Doom is not on the map. [TBA-LAYOUT-2]",
        "TBA-LAYOUT-2")
    assert tba.refused(state, f"declare:{MORANNON}") == (
        "Morannon cannot be played here: Dagorlad and Udûn are not on the map. "
        "[TBA-LAYOUT-1]", "TBA-LAYOUT-1")
    assert {card: tba.refused(state, f"declare:{card}")[1] for card in never} == {
        CHANCE_MEETING: "TBA-DECK-9", CRACKS: "TBA-LAYOUT-2", GREAT_SHIP: "TBA-LAYOUT-1",
        OLD_ROAD: "TBA-LAYOUT-1", LAUGHTER: "TBA-RES-3", ANDURIL: "TBA-LAYOUT-2",
        MORANNON: "TBA-LAYOUT-1", SACRIFICE: "TBA-RES-3"}
    # Declared in the version before, the card's effect a player ruling.
    facts, _ = decide_from(NOTHING_BEFORE, state, f"declare:{CRACKS}", {"effect": "draw",
                                                                        "amount": 1})
    assert [f.kind for f in facts][:1] == ["PlayerRuling"]


@pytest.mark.rule("TBA-LAYOUT-2", "TBA-COMP-2", "TBA-RES-3", "TBA-DECK-6", "TBA-DECK-1")
def test_the_coverage_says_whether_each_card_comes_into_play_here() -> None:
    def row(card: str) -> coverage.InRuleset:
        return coverage.in_ruleset(TBA, tba.CATALOG.get(card))

    # Never in play: their places are off the map, or their one character is never here.
    for card, clause in (("TW-193", "TBA-LAYOUT-2"), ("TW-227", "TBA-LAYOUT-2"),
                         ("TW-363", "TBA-RES-3")):
        assert row(card) == coverage.InRuleset(coverage.NOT_IN_RULESET,
                                               unplayed.NEVER_HERE[card])
        assert row(card).missing.startswith(f"{clause}: ")
    # In play by their catalog facts, their own text never acting: Athelas (a minor item at
    # Ettenmoors, Goblin-gate or The Lonely Mountain, no Dúnadan to use it), the Red Arrow.
    state = tba.entered("The Lonely Mountain", hand=("TW-195", "TW-312", "TW-301", "TW-496"))
    assert sorted({a.split(":")[1] for a in tba.ids(state) if a.startswith("play:")}) == [
        "TW-195", "TW-301", "TW-312", "TW-496"]
    for card in ("TW-195", "TW-312"):
        assert row(card) == coverage.InRuleset(coverage.SCRIPTED, unplayed.NEVER_ACTS[card])
    # The Cock Crows' alternative with Gates of Morning: no hazard permanent-event is ever in
    # play, the hazard deck holding creatures and Dragon's Desolation only.
    assert row("TW-342") == coverage.InRuleset(coverage.SCRIPTED, unplayed.NEVER_ACTS["TW-342"])
    assert row("TW-342").missing.startswith("never arises here: its alternative that discards "
                                            "a hazard permanent-event")
    # In play, their own text played: the palantíri (tests/rules/test_hobbit_palantiri.py),
    # The Iron Crown (tests/rules/test_hobbit_iron_crown.py).
    for card in ("TW-296", "TW-297", "TW-301"):
        assert row(card).status == coverage.SCRIPTED
        assert row(card).missing.count("played at The Lonely Mountain") == 1
    # Slayer, by its text (hobbit.series; tests/rules/test_hobbit_slayer.py).
    assert row("TW-89") == coverage.InRuleset(coverage.SCRIPTED, "")
    # A card with nothing to act on, no longer declared: not in this ruleset, with why.
    assert row(CRACKS) == coverage.InRuleset(coverage.NOT_IN_RULESET,
                                             "TBA-LAYOUT-2: Mount Doom is not on the map")
    assert row(MORANNON) == coverage.InRuleset(
        coverage.NOT_IN_RULESET, "TBA-LAYOUT-1: Dagorlad and Udûn are not on the map")
    assert row(RESCUE).status == coverage.SCRIPTED  # by its card from RESCUE_FROM
    for card in (USE_PALANTIR, ALIGN_PALANTIR):  # played by their cards
        assert row(card).status == coverage.SCRIPTED
