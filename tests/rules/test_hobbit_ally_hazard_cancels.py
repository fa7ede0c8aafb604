"""Leaflock (TW-265) and Tom Bombadil (TW-350) tap to cancel a hazard targeting their company
(``hobbit.hazard_cancels``, over the engine's conditions The Road Goes Ever On reads too).

In Burglar Wants a Good Job from its ``ALLY_HAZARD_CANCELS_FROM``: the hazard hand's next playable
card (BWJ-SEQ-10) that targets the company or one of its characters (a corruption card, the
events on a character or the company's cards, a Ring's bearer, Words of Power and Terror)
waits while such an ally is untapped (HazardCancelOffered); ``ally-hazard:<ally>`` taps him
and the hazard is canceled, counting against the hazard limit (HazardCanceled);
``let-hazard`` lets it be played. Tom Bombadil cancels only on a company moving to a site in
his regions. A creature's attack targets no one. The version before replays as played.

In the Guise of the Necromancer from ``printed_rules.ALLY_HAZARD_CANCELS_FROM``: a hazard event
of the hazard hand about to be played on the company or one of its characters (GON-HH-5,
GON-HH-10) waits the same way (``State.ally_wait``); Tom Bombadil cancels for any company
moving to a site in his regions."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.rulesets.burglar import versions
from domain.rulesets.burglar.state import State
from domain.rulesets.guise_of_the_necromancer import printed_rules
from domain.rulesets.guise_of_the_necromancer.state import State as GuiseState
from tests.rules import burglar_support as bwj
from tests.rules import necromancer_support as gon
from tests.support import advance_from, of_kind

LEAFLOCK, TOM = "TW-265", "TW-350"
LURE_OF_THE_SENSES = "TW-60"  # a corruption card the Burglar, a Hobbit, may bear
RULE = "CoE-2.V.2.2"
BEFORE = bwj.played_as(str(versions.ALLY_HAZARD_CANCELS_FROM - 1))


def moved(ally: str, to: str, *hazards: str, **changes: object) -> State:
    """The Burglar moved from Rivendell to ``to`` with ``ally`` under his control, the hazard
    hand ``hazards`` face down."""
    state = bwj.moving(bwj.fresh(), "Rivendell", to, *hazards)
    return replace(state, allies=((ally, bwj.BILBO),), **changes)


@pytest.mark.rule("BWJ-SEQ-10", "BWJ-SEQ-11", "CoE-2.V.2.2")
def test_leaflock_taps_to_cancel_a_corruption_card_on_the_burglar() -> None:
    assert int(bwj.RULESET.version) >= versions.ALLY_HAZARD_CANCELS_FROM == 93
    state = moved(LEAFLOCK, "Moria", LURE_OF_THE_SENSES, bwj.ORC_PATROL)  # in Redhorn Gate
    facts, waiting = bwj.advance(state)
    offered = facts[-1]
    assert (offered.kind, offered.rule, dict(offered.data)) == (
        "HazardCancelOffered", RULE,
        {"card": LURE_OF_THE_SENSES, "target": bwj.BILBO, "allies": [LEAFLOCK]})
    assert bwj.RULESET.narrate(offered) == (
        "Lure of the Senses is to be played on Bilbo: Leaflock may tap to cancel it. "
        "[CoE-2.V.2.2]")
    assert bwj.ids(waiting) == [f"ally-hazard:{LEAFLOCK}", "let-hazard"]
    assert bwj.refusal(waiting, "stay") == (
        "Lure of the Senses waits: tap an ally to cancel it (ally-hazard:<ally>) or let it be "
        "played (let-hazard).", RULE)
    # The automatic player cancels.
    assert bwj.RULESET.policy(waiting, bwj.RULESET.actions(waiting))[0] == \
        f"ally-hazard:{LEAFLOCK}"
    facts, after = bwj.act(waiting, f"ally-hazard:{LEAFLOCK}")
    assert [(f.kind, f.rule) for f in facts][:2] == [("AllyTapped", RULE),
                                                     ("HazardCanceled", RULE)]
    assert bwj.RULESET.narrate(facts[1]) == (
        "Lure of the Senses is canceled by Leaflock and discarded. [CoE-2.V.2.2]")
    # It counted against the hazard limit; the Orc-patrol is played next, as hazard 2.
    assert [(f["card"], f["number"]) for f in of_kind(facts, "HazardPlayed")] == \
        [(bwj.ORC_PATROL, 2)]
    assert (after.corruption, after.tapped_allies) == ((), (LEAFLOCK,))
    assert LURE_OF_THE_SENSES in after.hazard_discard
    # Let be, it is played on the Burglar as before.
    facts, after = bwj.act(waiting, "let-hazard")
    assert [f.kind for f in facts][:2] == ["HazardCancelDeclined", "HazardPlayed"]
    assert after.corruption == ((bwj.BILBO, LURE_OF_THE_SENSES, 2),)
    # Version 92 replays as played: the card is played, nothing offered.
    facts, _ = advance_from(BEFORE, state, 7)
    assert "HazardCancelOffered" not in [f.kind for f in facts]
    assert [f["card"] for f in of_kind(facts, "HazardPlayed")][0] == LURE_OF_THE_SENSES


@pytest.mark.rule("BWJ-SEQ-10", "CoE-2.V.2.2", "CoE-2.IV")
def test_tom_bombadil_cancels_only_on_a_company_moving_into_his_regions() -> None:
    # Weathertop is in Arthedain: Tom Bombadil may cancel.
    _, waiting = bwj.advance(moved(TOM, "Weathertop", LURE_OF_THE_SENSES))
    assert bwj.ids(waiting) == [f"ally-hazard:{TOM}", "let-hazard"]
    # Moria is in Redhorn Gate, and a company staying moves nowhere: the card is played.
    for state in (moved(TOM, "Moria", LURE_OF_THE_SENSES),
                  moved(TOM, "Weathertop", LURE_OF_THE_SENSES, moved=False)):
        facts, _ = bwj.advance(state)
        assert "HazardCancelOffered" not in [f.kind for f in facts]
        assert of_kind(facts, "HazardPlayed")[0]["bearer"] == bwj.BILBO


@pytest.mark.rule("BWJ-SEQ-10", "CoE-2.V.2.2")
def test_a_creature_or_a_tapped_ally_is_not_offered_and_a_cancel_is_refused_naming_why() -> None:
    # A creature's attack targets no one.
    facts, _ = bwj.advance(moved(LEAFLOCK, "Moria", bwj.ORC_PATROL))
    assert "HazardCancelOffered" not in [f.kind for f in facts]
    # A tapped Leaflock cancels nothing.
    facts, _ = bwj.advance(moved(LEAFLOCK, "Moria", LURE_OF_THE_SENSES,
                                 tapped_allies=(LEAFLOCK,)))
    assert "HazardCancelOffered" not in [f.kind for f in facts]
    state = moved(LEAFLOCK, "Moria", tapped_allies=(LEAFLOCK,))
    assert bwj.refusal(state, f"ally-hazard:{LEAFLOCK}") == ("Leaflock is tapped.", RULE)
    idle = moved(LEAFLOCK, "Moria")
    assert bwj.refusal(idle, f"ally-hazard:{LEAFLOCK}") == (
        "Leaflock cancels a hazard as it is played on his company; none is now.", RULE)
    assert bwj.refusal(idle, "let-hazard") == ("No hazard waits to be canceled by an ally.",
                                               RULE)


GON_BEFORE = gon.RULESET.at_version(str(printed_rules.ALLY_HAZARD_CANCELS_FROM - 1))
RIVENDELL = "TW-421"  # in Rhudaur


def guise(ally: str, hazard: str = gon.LURE_NATURE) -> GuiseState:
    """The starting company at Lórien in the organization phase, ``ally`` with Radagast,
    ``hazard`` face up in the hazard hand."""
    return replace(gon.hazards(gon.fresh(), [hazard], gon.FILLER),
                   allies=((ally, gon.RADAGAST),))


@pytest.mark.rule("GON-HH-5", "GON-HH-4", "CoE-2.V.2.2")
def test_in_the_guise_leaflock_cancels_a_corruption_card_of_the_hazard_hand() -> None:
    assert int(gon.RULESET.version) >= printed_rules.ALLY_HAZARD_CANCELS_FROM == 86
    facts, waiting = gon.act(guise(LEAFLOCK), "go", seed=3)
    assert (facts[-1].kind, dict(facts[-1].data)) == (
        "HazardCancelOffered",
        {"index": 2, "card": gon.LURE_NATURE, "company": "1", "allies": [LEAFLOCK]})
    assert waiting.ally_wait == 2 and gon.ids(waiting) == [f"ally-hazard:{LEAFLOCK}",
                                                          "let-hazard"]
    assert gon.refused(waiting, "go") == (
        "Lure of Nature waits: tap an ally to cancel it (ally-hazard:<ally>) or let it be "
        "played (let-hazard).", RULE)
    assert gon.RULESET.policy(waiting, gon.RULESET.actions(waiting))[0] == \
        f"ally-hazard:{LEAFLOCK}"
    facts, after = gon.act(waiting, f"ally-hazard:{LEAFLOCK}")
    assert gon.kinds(facts)[:2] == ["AllyTapped", "HazardCanceled"]
    assert "CorruptionPlaced" not in gon.kinds(facts)
    assert (after.corruption, after.tapped_allies, after.ally_wait) == ((), (LEAFLOCK,), None)
    assert gon.LURE_NATURE in after.hazard_discard
    facts, after = gon.act(waiting, "let-hazard")
    assert gon.kinds(facts)[:2] == ["HazardCancelDeclined", "CorruptionPlaced"]
    # Version 85 replays as played: the card is placed, nothing offered.
    facts, _ = gon.act(guise(LEAFLOCK), "go", seed=3, ruleset=GON_BEFORE)
    assert "HazardCancelOffered" not in gon.kinds(facts)
    assert "CorruptionPlaced" in gon.kinds(facts)


@pytest.mark.rule("GON-HH-5", "CoE-2.V.2.2", "CoE-2.IV")
def test_in_the_guise_tom_bombadil_cancels_on_a_company_moving_into_his_regions() -> None:
    state = guise(TOM)
    _, moving = gon.act(state, f"move:1:{RIVENDELL}")
    facts, waiting = gon.act(moving, "go", seed=3)
    assert gon.ids(waiting) == [f"ally-hazard:{TOM}", "let-hazard"]
    # Staying at Lórien, in Wold & Foothills: the card is played.
    facts, _ = gon.act(state, "go", seed=3)
    assert "HazardCancelOffered" not in gon.kinds(facts)
    assert "CorruptionPlaced" in gon.kinds(facts)
    assert gon.refused(state, f"ally-hazard:{TOM}") == (
        "Tom Bombadil cancels a hazard as it is played on his company; none is now.", RULE)


@pytest.mark.rule("CoE-2.V.2.2")
def test_leaflock_and_tom_bombadil_are_scripted_in_burglar_and_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets) for r in coverage.coverage(bwj.CATALOG)}
    for scenario in ("burglar", "necromancer"):
        assert rows[LEAFLOCK][scenario].status == coverage.SCRIPTED
        assert "tapping to cancel a hazard targeting his company (CoE-2.V.2.2)" in \
            rows[LEAFLOCK][scenario].missing
        assert rows[TOM][scenario].status == coverage.SCRIPTED
        assert "tapping to cancel a hazard targeting a company moving into his regions " \
            "(CoE-2.V.2.2)" in rows[TOM][scenario].missing
