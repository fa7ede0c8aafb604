"""The Road Goes Ever On from ``interjections.ITS_COMPANY_SINCE``: a queued attack falls on the
company it was queued for, whichever company's phase runs. A Traitor's attack falls on the
traitor's company when he is of a company waiting while another's phase runs (RGO-HAZ-2: an
attack on a character of the traitor's company); an attack whose company's phase gave way to
another's before it could be made is made on that company. The company faces it as the
running one and, once it is over, the company whose phase runs goes on where it was. The
version before made neither attack (the Traitor discarded with no attack; made on no one).
Constructed states, seeded."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.combat import Attack
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import combat, interjections, traitor
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import Company, Queued, State
from tests.rules.rgo_support import at_version, company, ids, organizing

NOW = str(interjections.ITS_COMPANY_SINCE)
BEFORE = str(interjections.ITS_COMPANY_SINCE - 1)


def two_companies(rgo: RoadGoesEverOn) -> State:
    """Legolas and Gimli organizing at Rivendell (c1); Aragorn II and Elrond waiting at Bree
    (c2); a Traitor in play."""
    waiting = Company("c2", ids(rgo, "Bree")[0], company(rgo, "Aragorn II", "Elrond"))
    return organizing(rgo, characters=company(rgo, "Legolas", "Gimli"), companies=(waiting,),
                      companies_formed=2, environments=(traitor.CARD,))


def aragorn_fails(ruleset: RoadGoesEverOn, start: State) -> Context[State]:
    """Aragorn II, of the waiting company, fails a corruption check; then the queued attacks
    are made, as once a decision's step is played."""
    ctx = Context(ruleset, Table(1, {}, start))
    aragorn = start.companies[0].characters[0]
    ruleset.machinery(start)[0].corruption_check(ctx, aragorn, -20, "CoE-7.1")
    interjections.make_queued(ctx, combat.make_interjected)
    return ctx


def of(facts: list[Fact], *wanted: str) -> list[tuple[str, object]]:
    return [(f.kind, f.data.get("character", f.data.get("company"))) for f in facts
            if f.kind in wanted]


@pytest.mark.rule("RGO-HAZ-2", "RGO-TARGET-2", "CoE-7.1")
def test_a_traitor_of_a_waiting_company_attacks_his_own_company(rgo: RoadGoesEverOn) -> None:
    aragorn, elrond, legolas, gimli = ids(rgo, "Aragorn II", "Elrond", "Legolas", "Gimli")
    ctx = aragorn_fails(at_version(rgo, NOW), two_companies(rgo))
    # Aragorn leaves play, turns traitor; his attack is queued for his company, c2, made on
    # it (it faces the attack as the running company), its one strike on Elrond, the one
    # other character there; then c1 runs again where it was.
    assert of(ctx.facts, "CharacterEliminated", "TraitorTurned", "AttackQueued",
              "QueuedAttackMade", "StrikeAssigned", "InterjectionOver") == [
        ("CharacterEliminated", aragorn), ("TraitorTurned", aragorn), ("AttackQueued", "c2"),
        ("QueuedAttackMade", "c2"), ("StrikeAssigned", elrond), ("InterjectionOver", None)]
    made = next(f for f in ctx.facts if f.kind == "QueuedAttackMade")
    assert made["site"] == ids(rgo, "Bree")[0]
    assert next(f for f in ctx.facts if f.kind == "InterjectionOver")["back"] == "c1"
    assert next(f for f in ctx.facts if f.kind == "TraitorTurned")["attack"] is True
    s = ctx.state
    assert (s.company, [c.card_id for c in s.characters]) == ("c1", [legolas, gimli])
    assert [(c.id, [x.card_id for x in c.characters]) for c in s.companies] == [
        ("c2", [elrond])]
    assert s.site == ids(rgo, "Rivendell")[0] and s.companies[0].site == ids(rgo, "Bree")[0]
    assert not s.interjecting and s.interjected_from is None and s.queued_attacks == ()
    assert s.phase == "organization" and s.environments == ()


@pytest.mark.rule("RGO-HAZ-2", "CoE-7.1")
def test_before_the_version_a_waiting_companys_traitor_attacks_no_one(
        rgo: RoadGoesEverOn) -> None:
    aragorn = ids(rgo, "Aragorn II")[0]
    ctx = aragorn_fails(at_version(rgo, BEFORE), two_companies(rgo))
    assert of(ctx.facts, "CharacterEliminated", "TraitorTurned", "EnvironmentDiscarded",
              "AttackQueued", "AttackDeclared") == [
        ("CharacterEliminated", aragorn), ("TraitorTurned", aragorn),
        ("EnvironmentDiscarded", None)]
    assert next(f for f in ctx.facts if f.kind == "TraitorTurned")["attack"] is False


def phase_over(rgo: RoadGoesEverOn) -> State:
    """A Traitor's attack (Aragorn II the traitor) queued for company c1 (Legolas, Brave, and
    Elrond, at Rivendell), whose phase has given way to c2's (Gimli and Faramir at Bree)."""
    attack = Attack(traitor.CARD, "Traitor (Aragorn II)", "", 1, 16, None)
    c1 = Company("c1", ids(rgo, "Rivendell")[0], company(rgo, "Legolas", "Elrond"))
    start = organizing(rgo, company="c2", site=ids(rgo, "Bree")[0],
                       characters=company(rgo, "Gimli", "Faramir"), companies=(c1,),
                       companies_formed=2, sited_companies=("c1",))
    return replace(start, queued_attacks=(Queued(attack.to_json(), traitor.RULE,
                                                 ids(rgo, "Aragorn II"), "c1"),))


@pytest.mark.rule("RGO-HAZ-2", "RGO-CHAR-3", "CoE-3.ii")
def test_an_attack_whose_companys_phase_is_over_is_made_on_that_company(
        rgo: RoadGoesEverOn) -> None:
    legolas, elrond, gimli, faramir = ids(rgo, "Legolas", "Elrond", "Gimli", "Faramir")
    ruleset = at_version(rgo, NOW)
    ctx = Context(ruleset, Table(1, {}, phase_over(rgo)))
    interjections.make_queued(ctx, combat.make_interjected)
    # c1 faces it, and the defender is asked: Legolas, Brave, may be nominated.
    assert [f.kind for f in ctx.facts] == ["QueuedAttackMade", "AttackDeclared",
                                           "StrikeAssignmentOpened"]
    waiting = ctx.state
    assert waiting.company == "c1" and waiting.interjected_from == ("c2", (0, 0), ())
    assert [c.card_id for c in waiting.characters] == [legolas, elrond]
    offered = [a.id for a in ruleset.actions(waiting)]
    assert f"assign:{legolas}" in offered and f"assign:{gimli}" not in offered
    after = Context(ruleset, Table(1, {}, waiting))
    ruleset.decide(after, f"assign:{legolas}", {})
    assert [(f.kind, f["character"]) for f in after.facts if f.kind == "StrikeAssigned"] == [
        ("StrikeAssigned", legolas)]
    over = [f for f in after.facts if f.kind == "InterjectionOver"]
    assert [(f["note"], f["back"]) for f in over] == [("the game goes on where it waited",
                                                       "c2")]
    s = after.state
    assert (s.company, [c.card_id for c in s.characters]) == ("c2", [gimli, faramir])
    assert s.site == ids(rgo, "Bree")[0] and s.sited_companies == ("c1",)
    assert [c.id for c in s.companies] == ["c1"] and not s.interjecting
    assert s.interjected_from is None and s.awaited_strikes is None


@pytest.mark.rule("RGO-HAZ-2")
def test_before_the_version_an_attack_whose_companys_phase_is_over_is_made_on_no_one(
        rgo: RoadGoesEverOn) -> None:
    ctx = Context(at_version(rgo, BEFORE), Table(1, {}, phase_over(rgo)))
    interjections.make_queued(ctx, combat.make_interjected)
    assert [(f.kind, f.data.get("note")) for f in ctx.facts] == [
        ("QueuedAttackMade", None), ("InterjectionOver", "its company's phase is over")]
    assert ctx.state.company == "c2" and ctx.state.queued_attacks == ()
