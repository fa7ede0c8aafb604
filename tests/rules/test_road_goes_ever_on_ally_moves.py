"""The Road Goes Ever On, version 99: Bill the Pony (TW-198), as his company's site phase ends
at a site that is not a Haven, with a company of size three or less, is discarded and the
company's site becomes the nearest Haven (CoE 2.VI); Gwaihir (TW-251), in the organization
phase of a company of size two or less, is discarded for it to move to a site not in a
Shadow-land or Dark-domain, only creatures keyed to the site played on it (RGO-HAZ-1).
Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import ally_moves, move_clauses, travel_cards
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, Company, Quest, State
from tests.rules.rgo_support import at_version, company, ids, organizing, state


def at_bree(rgo: RoadGoesEverOn, **fields: object) -> State:
    """Aragorn II and Legolas with Bill the Pony in their site phase at Bree, Rivendell and
    Bree in the Site deck."""
    bill, bree, rivendell = ids(rgo, "Bill the Pony", "Bree", "Rivendell")
    base = state(rgo, phase=SITE, site=bree, allies=(bill,), site_deck=(rivendell, bree),
                 explored=True)
    return replace(base, **fields)  # type: ignore[arg-type]


def offered(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith(f"{ally_moves.KIND}:")]


def refused(rgo: RoadGoesEverOn, s: State, action: str, clause: str = "CoE-2.VI") -> str:
    """The refusal of ``action``: its clause is ``clause`` and nothing is written."""
    ctx = Context(rgo, Table(1, {}, s))
    with pytest.raises(IllegalAction) as refusal:
        rgo.decide(ctx, action, {})
    assert refusal.value.clause == clause
    assert (ctx.state, ctx.facts) == (s, [])
    return str(refusal.value)


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_plays_bill_the_ponys_move(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= ally_moves.SINCE_VERSION == 99


@pytest.mark.rule("CoE-2.VI")
def test_bill_the_ponys_choice_names_his_company_beside_another(rgo: RoadGoesEverOn) -> None:
    bill, rivendell = ids(rgo, "Bill the Pony", "Rivendell")
    alone = at_bree(rgo, characters=company(rgo, "Aragorn II", "Gimli"))
    beside = replace(alone, companies=(Company("c2", rivendell, company(rgo, "Legolas")),))

    def label(s: State) -> str:
        return next(a.label for a in rgo.actions(s) if a.id == f"ally-move:{bill}")

    assert label(alone) == ("Discard Bill the Pony: the company's site becomes Rivendell, "
                            "and the turn ends")
    assert label(beside) == ("Discard Bill the Pony: the site of the company of Aragorn II, "
                             "Gimli becomes Rivendell, and the turn ends")


@pytest.mark.rule("CoE-2.VI")
def test_bill_the_pony_takes_his_company_to_the_nearest_haven(rgo: RoadGoesEverOn) -> None:
    bill, bree, rivendell = ids(rgo, "Bill the Pony", "Bree", "Rivendell")
    assert rgo.catalog.get(bree).nearest_haven == "Rivendell"
    start = at_bree(rgo)
    assert offered(rgo, start) == [f"ally-move:{bill}"]
    ctx = Context(rgo, Table(1, {}, start))
    rgo.decide(ctx, f"ally-move:{bill}", {})
    moved = [(f.kind, f.rule, f["site"]) for f in ctx.facts
             if f.kind in ("AllyDiscarded", "CompanyArrived")]
    assert moved == [("AllyDiscarded", "CoE-2.VI", bree),
                     ("CompanyArrived", "CoE-2.VI", rivendell)]
    assert ctx.state.site == rivendell and ctx.state.allies == ()
    # The turn then ends as end-turn ends it: the next turn begins.
    assert "TurnBegan" in [f.kind for f in ctx.facts]


@pytest.mark.rule("CoE-2.VI", "CoE-2.II.3.1.1")
def test_bill_the_pony_is_refused_at_a_haven_or_with_a_large_company(
        rgo: RoadGoesEverOn) -> None:
    bill, rivendell = ids(rgo, "Bill the Pony", "Rivendell")
    at_haven = at_bree(rgo, site=rivendell)
    assert offered(rgo, at_haven) == []
    assert "Bill the Pony moves his company only from a site that is not a Haven" in refused(
        rgo, at_haven, f"ally-move:{bill}")
    # Four whole characters are too many; three and a Hobbit (three and a half, rounded up to
    # four) too; three are not.
    four = at_bree(rgo, characters=company(rgo, "Aragorn II", "Legolas", "Gimli", "Faramir"))
    assert offered(rgo, four) == []
    assert "only while its size is 3 or less (it is 4)" in refused(rgo, four,
                                                                  f"ally-move:{bill}")
    hobbit = at_bree(rgo, characters=company(rgo, "Aragorn II", "Legolas", "Gimli", "Frodo"))
    assert offered(rgo, hobbit) == []
    three = at_bree(rgo, characters=company(rgo, "Aragorn II", "Legolas", "Gimli"))
    assert offered(rgo, three) == [f"ally-move:{bill}"]


@pytest.mark.rule("CoE-2.VI")
def test_bill_the_pony_needs_the_haven_in_the_site_deck(rgo: RoadGoesEverOn) -> None:
    bill, bree, goldberry = ids(rgo, "Bill the Pony", "Bree", "Goldberry")
    no_haven = at_bree(rgo, site_deck=(bree,))
    assert offered(rgo, no_haven) == []
    assert "to Rivendell, which is not in the Site deck" in refused(rgo, no_haven,
                                                                   f"ally-move:{bill}")
    other = at_bree(rgo, allies=(goldberry,))
    assert "Goldberry has no ability that moves his company" in refused(
        rgo, other, f"ally-move:{goldberry}")
    assert "is not an ally of the company" in refused(rgo, other, f"ally-move:{bill}")


@pytest.mark.rule("CoE-2.VI")
def test_a_game_of_version_98_has_no_move_of_bill_the_pony_or_gwaihir(
        rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version("98")
    assert isinstance(old, RoadGoesEverOn)
    assert offered(old, at_bree(rgo)) == []
    assert offered(old, at_rivendell(rgo)) == []


def at_rivendell(rgo: RoadGoesEverOn, **fields: object) -> State:
    """Aragorn II and Legolas with Gwaihir organizing at Rivendell; Bree (a Wilderness),
    Mount Gram (a Shadow-land), Dol Guldur (a Dark-domain) and Lórien in the Site deck."""
    base = organizing(rgo, characters=company(rgo, "Aragorn II", "Legolas"),
                      allies=ids(rgo, "Gwaihir"),
                      site_deck=ids(rgo, "Rivendell", "Bree", "Mount Gram", "Dol Guldur",
                                    "Lórien"))
    return replace(base, **fields)  # type: ignore[arg-type]


@pytest.mark.rule("CoE-2.II.7.iv", "RGO-HAZ-1")
def test_gwaihir_flies_his_company_to_a_site_keyed_only_there(rgo: RoadGoesEverOn) -> None:
    gwaihir, rivendell, bree, lorien = ids(rgo, "Gwaihir", "Rivendell", "Bree", "Lórien")
    start = at_rivendell(rgo)
    assert offered(rgo, start) == [f"ally-move:{gwaihir}:{bree}",
                                   f"ally-move:{gwaihir}:{lorien}"]
    ctx = Context(rgo, Table(1, {}, start))
    rgo.decide(ctx, f"ally-move:{gwaihir}:{bree}", {})
    flown = [(f.kind, f.rule) for f in ctx.facts if f.kind in (
        "AllyDiscarded", "MovementPlanned", "CreatureKeyingLimited")]
    # From version 195 his move cites special movement, his text moving the company.
    assert flown == [("AllyDiscarded", "CoE-2.II.7.iv"), ("MovementPlanned", "CoE-2.II.7.iv"),
                     ("CreatureKeyingLimited", "CoE-2.II.7.iv")]
    assert {a.rule for a in rgo.actions(start) if a.id.startswith("ally-move:")} == {
        "CoE-2.II.7.iv"}
    # Up to version 194 it cited RGO-HAZ-1, as those games replay.
    old = at_version(rgo, str(move_clauses.CARDS_SINCE - 1))
    assert {a.rule for a in old.actions(start) if a.id.startswith("ally-move:")} == {
        "RGO-HAZ-1"}
    ctx_old = Context(old, Table(1, {}, start))
    old.decide(ctx_old, f"ally-move:{gwaihir}:{bree}", {})
    assert [(f.kind, f.rule) for f in ctx_old.facts if f.kind in (
        "AllyDiscarded", "MovementPlanned", "CreatureKeyingLimited")] == [
        ("AllyDiscarded", "RGO-HAZ-1"), ("MovementPlanned", "RGO-HAZ-1"),
        ("CreatureKeyingLimited", "RGO-HAZ-1")]
    planned = next(f for f in ctx.facts if f.kind == "MovementPlanned")
    assert (planned["destination"], planned["path"]) == (bree, [])
    assert ctx.state.destination == bree and ctx.state.path == () and ctx.state.allies == ()
    assert ctx.state.keying_limits == (
        (start.company, gwaihir, "Gwaihir", travel_cards.SITE_ONLY),)
    assert ctx.state.site == rivendell


@pytest.mark.rule("CoE-2.II.7.iv", "CoE-2.II.3.1.1")
def test_gwaihir_is_refused_for_a_large_company_or_a_dark_site(rgo: RoadGoesEverOn) -> None:
    gwaihir, gram, guldur = ids(rgo, "Gwaihir", "Mount Gram", "Dol Guldur")
    three = at_rivendell(rgo, characters=company(rgo, "Aragorn II", "Legolas", "Gimli"))
    assert offered(rgo, three) == []
    assert "Gwaihir moves his company only while its size is 2 or less (it is 3)" in refused(
        rgo, three, f"ally-move:{gwaihir}:{ids(rgo, 'Bree')[0]}", "CoE-2.II.7.iv")
    for dark in (gram, guldur):
        assert "an Under-deeps site or one in a Shadow-land or Dark-domain" in refused(
            rgo, at_rivendell(rgo), f"ally-move:{gwaihir}:{dark}", "CoE-2.II.7.iv")
    in_site_phase = at_rivendell(rgo, phase=SITE)
    assert offered(rgo, in_site_phase) == []
    assert "Gwaihir moves his company in its organization phase" in refused(
        rgo, in_site_phase, f"ally-move:{gwaihir}:{gram}", "CoE-2.II.7.iv")


@pytest.mark.rule("RGO-QUEST-4")
def test_bill_the_pony_is_taken_at_a_tapped_site(rgo: RoadGoesEverOn) -> None:
    """From version 105 Bill the Pony is taken at Bree though the site is tapped, and taking
    him leaves it tapped once; version 104 refuses, the site being tapped."""
    bill, bree, aragorn = ids(rgo, "Bill the Pony", "Bree", "Aragorn II")
    start = at_bree(rgo, allies=(), tapped_sites=(bree,), display=(Quest(bill, (bree,)),))
    take = f"take-quest:{bill}:{aragorn}"
    assert take in [a.id for a in rgo.actions(start)]
    ctx = Context(rgo, Table(1, {}, start))
    rgo.decide(ctx, take, {})
    assert [(f.kind, f.rule, f["kind"]) for f in ctx.facts if f.kind == "QuestTaken"] == [
        ("QuestTaken", "RGO-QUEST-4", "ally")]
    assert "SiteTapped" not in [f.kind for f in ctx.facts]
    assert ctx.state.allies == (bill,) and ctx.state.tapped_sites == (bree,)
    old = rgo.at_version("104")
    assert isinstance(old, RoadGoesEverOn)
    assert take not in [a.id for a in old.actions(start)]
    with pytest.raises(IllegalAction, match="Bree is tapped"):
        old.decide(Context(old, Table(1, {}, start)), take, {})
