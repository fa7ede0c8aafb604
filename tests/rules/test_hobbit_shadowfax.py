"""Shadowfax (TW-326) carries his company on (``hobbit.shadowfax``, over the engine's
``ride_problem`` The Road Goes Ever On reads too) in Burglar Wants a Good Job from its
``SHADOWFAX_FROM``: as the movement/hazard phase of a company of one character, or one and a
Hobbit, with no other ally ends (BWJ-SEQ-16 done), the game waits while he is untapped
(MoveOnOffered); ``ally-ride:<ally>:<site>`` taps him and the company moves again by starter
movement to a site of the site deck, a movement/hazard phase of its own following (BWJ-SEQ-4..8
by the new site, the hazards counted afresh); ``bridge-done`` moves no further. Elsewhere
refused naming him and the reason; the version before replays as played. In the Guise of the
Necromancer from ``printed_rules.SHADOWFAX_FROM`` the same, as the movement/hazard phase of
the company whose phase it is ends (``CompanyMovesOn`` naming him, GON-HH-3 by that move)."""

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
from tests.support import advance_from

SHADOWFAX, RIVENDELL = "TW-326", "TW-421"
RULE = "CoE-2.IV"
BEFORE = bwj.played_as(str(versions.SHADOWFAX_FROM - 1))


def at_bree(*hands: str, **changes: object) -> State:
    """The Burglar (Bilbo) and ``hands`` having moved from Rivendell to Bree, the hand
    brought to its size next (BWJ-SEQ-16), Shadowfax with Bilbo."""
    state = bwj.fresh()
    for hand in hands:
        state = bwj.with_hand(state, hand)
    state = bwj.moving(state, "Rivendell", "Bree", step="adjust")
    return replace(state, allies=((SHADOWFAX, bwj.BILBO),), **changes)


@pytest.mark.rule("BWJ-SEQ-7", "BWJ-SEQ-13", "BWJ-SEQ-16", "CoE-2.IV")
def test_shadowfax_carries_the_burglar_on_for_another_movement_hazard_phase() -> None:
    assert int(bwj.RULESET.version) >= versions.SHADOWFAX_FROM == 93
    facts, waiting = bwj.advance(at_bree())
    assert (facts[-1].kind, facts[-1].rule, dict(facts[-1].data)) == (
        "MoveOnOffered", RULE, {"allies": [SHADOWFAX], "cards": []})
    assert bwj.RULESET.narrate(facts[-1]) == (
        "The company may move on: Shadowfax may tap for it to move again. [CoE-2.IV]")
    assert bwj.ids(waiting) == ["bridge-done", f"ally-ride:{SHADOWFAX}:{RIVENDELL}"]
    facts, after = bwj.act(waiting, f"ally-ride:{SHADOWFAX}:{RIVENDELL}")
    assert [(f.kind, f.rule) for f in facts][:3] == [
        ("AllyTapped", RULE), ("CounterMoved", "CoE-2.II.7.i"), ("PhaseBegan", "BWJ-SEQ-7")]
    assert dict(facts[1].data) == {"origin": "Bree", "to": "Rivendell", "again": SHADOWFAX}
    # A movement/hazard phase of its own: Bree its site of origin, the hazards afresh.
    assert (after.phase, after.location, after.turn_start, after.hazards_played) == \
        ("movement-hazard", "Rivendell", "Bree", 0)
    assert after.tapped_allies == (SHADOWFAX,)
    # Moving no further, the site phase at Bree follows.
    facts, stayed = bwj.act(waiting, "bridge-done")
    assert (stayed.phase, stayed.location) == ("site", "Bree")
    # Version 92 replays as played: the site phase at once.
    facts, before = advance_from(BEFORE, at_bree(), 7)
    assert "MoveOnOffered" not in [f.kind for f in facts]
    assert (before.phase, before.location) == ("site", "Bree")


@pytest.mark.rule("BWJ-SEQ-16", "CoE-2.IV")
def test_shadowfax_carries_one_character_or_one_and_a_hobbit_refused_naming_why() -> None:
    # The Burglar, a Hobbit, and Thranduil: one character and a Hobbit, he may; with Frodo
    # too, three, he may not.
    _, two = bwj.advance(at_bree(bwj.THRANDUIL))
    assert f"ally-ride:{SHADOWFAX}:{RIVENDELL}" in bwj.ids(two)
    _, three = bwj.advance(at_bree(bwj.THRANDUIL, "TW-152"))
    assert three.phase == "site"
    assert bwj.refusal(three, f"ally-ride:{SHADOWFAX}:{RIVENDELL}") == (
        "Shadowfax moves only a company of one character, or one and a Hobbit, with no "
        "other ally.", RULE)
    # Tapped, he carries no one.
    _, tapped = bwj.advance(at_bree(tapped_allies=(SHADOWFAX,)))
    assert tapped.phase == "site"
    assert bwj.refusal(tapped, f"ally-ride:{SHADOWFAX}:{RIVENDELL}") == (
        "Shadowfax is tapped.", RULE)
    # In the organization phase, not as the movement/hazard phase ends.
    organizing = replace(bwj.fresh(), allies=((SHADOWFAX, bwj.BILBO),))
    assert bwj.refusal(organizing, f"ally-ride:{SHADOWFAX}:{RIVENDELL}") == (
        "Shadowfax moves his company again as its movement/hazard phase ends.", RULE)
    _, waiting = bwj.advance(at_bree())
    assert bwj.refusal(waiting, f"ally-ride:{SHADOWFAX}:{bwj.CATALOG.find('Moria', 'Hero').id}") \
        == ("Shadowfax moves his company to a site its site path reaches from where it "
            "stands.", RULE)


GREY_HAVENS = "TW-399"
GON_BEFORE = gon.RULESET.at_version(str(printed_rules.SHADOWFAX_FROM - 1))


def radagast_at_rivendell(*others: int) -> GuiseState:
    """Radagast (and the starting characters at ``others``) with Shadowfax, having moved from
    Lórien to Rivendell, his movement/hazard phase ending; duds in the hazard deck."""
    state = gon.hazards(gon.fresh(), [], gon.FILLER)
    company = state.companies[0]
    people = (company.characters[0], *(company.characters[i] for i in others))
    state = replace(state, companies=(replace(company, characters=people),),
                    allies=((SHADOWFAX, gon.RADAGAST),))
    _, state = gon.act(state, f"move:1:{RIVENDELL}")
    return state


@pytest.mark.rule("GON-HH-3", "CoE-2.IV")
def test_in_the_guise_shadowfax_carries_the_company_on() -> None:
    assert int(gon.RULESET.version) >= printed_rules.SHADOWFAX_FROM == 86
    facts, waiting = gon.act(radagast_at_rivendell(), "go", seed=3)
    assert (facts[-1].kind, dict(facts[-1].data)) == (
        "MoveOnOffered", {"company": "1", "site": RIVENDELL, "allies": [SHADOWFAX],
                          "cards": []})
    assert gon.ids(waiting) == ["bridge-done", f"ally-ride:{SHADOWFAX}:{gon.LORIEN}",
                                f"ally-ride:{SHADOWFAX}:{GREY_HAVENS}"]
    facts, after = gon.act(waiting, f"ally-ride:{SHADOWFAX}:{gon.LORIEN}", seed=3)
    assert gon.kinds(facts)[:3] == ["AllyTapped", "CompanyMovesOn", "MovementHazardBegan"]
    assert gon.RULESET.narrate(facts[1]) == (
        "Shadowfax: company 1 moves on from Rivendell to Lórien; a movement/hazard phase "
        "follows. [CoE-2.II.7.i]")
    began = facts[2]
    assert (began["origin"], began["destination"]) == (RIVENDELL, gon.LORIEN)
    # Its hazards met (duds all), it arrives at Lórien.
    assert after.companies[0].location == gon.LORIEN and after.tapped_allies == (SHADOWFAX,)
    # The company heads for Dol Guldur (Rescue Prisoners in the hand): it moves no further.
    assert gon.RULESET.policy(waiting, gon.RULESET.actions(waiting))[0] == "bridge-done"
    # Four characters: he carries no one; version 85 replays as played.
    facts, _ = gon.act(radagast_at_rivendell(1, 2, 3), "go", seed=3)
    assert "MoveOnOffered" not in gon.kinds(facts)
    facts, _ = gon.act(radagast_at_rivendell(), "go", seed=3, ruleset=GON_BEFORE)
    assert "MoveOnOffered" not in gon.kinds(facts)
    assert gon.refused(radagast_at_rivendell(), f"ally-ride:{SHADOWFAX}:{GREY_HAVENS}") == (
        "Shadowfax moves his company again as its movement/hazard phase ends.", RULE)


@pytest.mark.rule("CoE-2.IV")
def test_shadowfax_is_scripted_in_burglar_and_the_guise() -> None:
    row = {r.card_id: dict(r.rulesets) for r in coverage.coverage(bwj.CATALOG)}[SHADOWFAX]
    for scenario in ("burglar", "necromancer"):
        assert row[scenario].status == coverage.SCRIPTED
        assert row[scenario].missing.endswith(
            "facing strikes (CoE-2.V.2.2), tapping for his company to move again (CoE-2.IV)")
