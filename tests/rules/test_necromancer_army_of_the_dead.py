"""The Army of the Dead (TW-193) in the Guise of the Necromancer from
``printed_rules.ARMY_OF_THE_DEAD_FROM`` (``hobbit.army_of_the_dead``, as Burglar Wants a Good
Job plays it; GON-GEN-1: the standard rules say how, CoE 2.V.3): in a company's site phase once
the Vale of Erech is entered, the turn Paths of the Dead moved the company there, Aragorn II
brings it into play with no roll, its 6 faction points counted (GON-WIN-2): an influence
attempt that succeeds, so from ``waiting_hazards.NO_ROLL_FROM`` a Lure of Power in play has him
check, then The Iron Crown he bears. The version before replays as played: never offered (it
prints no influence number)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.rulesets.guise_of_the_necromancer import printed_rules, score, waiting_hazards
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.rules.test_necromancer_item_uses import bearing
from tests.support import only, passed_checks

ARMY, PATHS, VALE, ARAGORN = "TW-193", "TW-302", "TW-434", "TW-120"
LURE, IRON_CROWN = "TW-59", "TW-496"
BRING = f"influence:{ARMY}:{ARAGORN}"
BEFORE = gon.RULESET.at_version(str(printed_rules.ARMY_OF_THE_DEAD_FROM - 1))


def at_the_vale(site: str = VALE, moved_by: str = PATHS) -> State:
    """The starting company, Aragorn II with it, has entered ``site`` in its site phase,
    moved there this turn by ``moved_by``; the Army of the Dead in the hand."""
    state = gon.inside(site, hand=(ARMY,), general_influence=30)
    company = state.companies[0]
    aragorn = gon.RULESET._character(state, ARAGORN)
    return replace(state, companies=(replace(
        company, characters=(*company.characters, aragorn), moved=True, by_card=moved_by),))


@pytest.mark.rule("CoE-2.V.3", "GON-GEN-1", "GON-WIN-2")
def test_aragorn_brings_the_army_of_the_dead_the_turn_paths_of_the_dead_moved_him() -> None:
    assert printed_rules.ARMY_OF_THE_DEAD_FROM <= int(gon.RULESET.version)
    state = at_the_vale()
    # Offered by its one player, with its label; the version before never offers it.
    assert [(a.id, a.label) for a in gon.RULESET.actions(state) if ARMY in a.id] == [
        (BRING, "Aragorn II brings Army of the Dead into play (no roll: Paths of the Dead "
                "this turn)")]
    assert gon.naming(state, ARMY, ruleset=BEFORE) == []
    # The automatic player brings it (a faction of the hand at its site).
    assert gon.RULESET.policy(state, gon.RULESET.actions(state))[0] == BRING
    facts, after = gon.act(state, BRING)
    assert [(f.kind, f.rule, dict(f.data)) for f in facts] == [
        ("FactionInfluenced", "CoE-2.V.3", {
            "card": ARMY, "character": ARAGORN, "succeeded": True, "by_card": PATHS,
            "site": VALE, "company": "1", "points": 6})]
    aragorn = after.companies[0].character(ARAGORN)
    assert aragorn is not None and aragorn.state == "tapped"
    assert (ARMY, "faction", 6) in after.marshalling and VALE in after.tapped_sites
    assert score.points_by_type(after, gon.CATALOG)["faction"] == 6
    found = coverage.in_ruleset("necromancer", gon.CATALOG.get(ARMY))
    assert (found.status, found.missing) == (
        coverage.SCRIPTED, "needs the two-player game: that an opponent may not influence it")


@pytest.mark.rule("CoE-2.V.3", "GON-GEN-1")
def test_the_army_of_the_dead_is_refused_off_its_condition_naming_the_reason() -> None:
    assert gon.naming(at_the_vale(moved_by=""), ARMY) == []
    assert gon.refused(at_the_vale(moved_by=""), BRING) == (
        "Army of the Dead is played only the turn Aragorn II plays Paths of the Dead.",
        "CoE-2.V.3")
    assert gon.refused(at_the_vale(), f"influence:{ARMY}:{gon.HALDIR}") == (
        "Army of the Dead is played only by Aragorn II.", "CoE-2.V.3")
    assert gon.refused(at_the_vale("TW-389"), BRING) == (  # Dunharrow
        "Army of the Dead is played only at Vale of Erech, not at Dunharrow.", "CoE-2.V.3")
    assert gon.refused(replace(at_the_vale(), tapped_sites=(VALE,)), BRING) == (
        "Vale of Erech is tapped; a faction is played only at an untapped site.", "CoE-2.V.3")
    state = at_the_vale()
    tired = replace(state, companies=(replace(state.companies[0], characters=tuple(
        c.tap() if c.card_id == ARAGORN else c for c in state.companies[0].characters)),))
    assert gon.refused(tired, BRING) == (
        "Aragorn II is tapped; he plays it untapped.", "CoE-2.V.3")
    # The version before refuses it as a faction printing no influence number.
    message, clause = _refused_before(state)
    assert (message, clause) == (
        "Army of the Dead prints no influence number: it is not played by an influence "
        "attempt.", "CoE-2.V.3")


def _refused_before(state: State) -> tuple[str, str | None]:
    from domain.errors import IllegalAction

    with pytest.raises(IllegalAction) as caught:
        gon.act(state, BRING, ruleset=BEFORE)
    return caught.value.message, caught.value.clause


@pytest.mark.rule("CoE-2.V.3", "CoE-7.1", "GON-GEN-1")
def test_brought_with_no_roll_it_is_an_influence_attempt_that_succeeds() -> None:
    # Aragorn bears The Iron Crown, a Lure of Power waits in play: no roll brings the Army;
    # then, from waiting_hazards.NO_ROLL_FROM, the Lure's check at -4, which leaves play, then
    # the Crown's, as after an attempt rolled for.
    state = replace(bearing(at_the_vale(), ARAGORN, IRON_CROWN), waiting=(LURE,))
    facts, after = gon.act(state, BRING, seed=2)
    assert [(f.kind, f.rule) for f in facts] == [
        ("FactionInfluenced", "CoE-2.V.3"), ("DiceRolled", "CoE-7.1"),
        ("CorruptionChecked", "CoE-7.1"), ("HazardEventLeft", "CoE-5.3"),
        ("DiceRolled", "CoE-7.1"), ("CorruptionChecked", "CoE-7.1")]
    assert only(facts, "FactionInfluenced")["by_card"] == PATHS
    lure, crown = passed_checks(facts, ARAGORN, "Aragorn II")
    assert [m["amount"] for m in lure["check"]["modifiers"]
            if m["source"] == f"card:{LURE}"] == [-4]
    assert [m for m in crown["check"]["modifiers"] if m["source"] == f"card:{LURE}"] == []
    assert (ARMY, "faction", 6) in after.marshalling and after.waiting == ()
    # The version before read it as no influence attempt: no check, the Lure still waits.
    before = gon.RULESET.at_version(str(waiting_hazards.NO_ROLL_FROM - 1))
    facts, after = gon.act(state, BRING, seed=2, ruleset=before)
    assert [f.kind for f in facts] == ["FactionInfluenced"]
    assert (ARMY, "faction", 6) in after.marshalling and after.waiting == (LURE,)
