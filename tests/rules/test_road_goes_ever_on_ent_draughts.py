"""The Road Goes Ever On, from ent_draughts.SINCE_VERSION: Ent-draughts (TW-227) is played from
the hand at Wellinghall only in addition to an ally or faction taken there this turn, on a
character who bears none yet, with no tap, for +1 prowess; it is never stored, stolen nor
passed on. Quickbeam (TW-307, TW-308) is the ally taken there that it follows. Constructed
states."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine.characters import Item
from domain.engine.combat import Attack
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import creatures, ent_draughts, storing
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, Quest, State
from tests.rules.rgo_support import ids, refused, run, state

NOW = str(ent_draughts.SINCE_VERSION)
BEFORE = str(ent_draughts.SINCE_VERSION - 1)


def played(rgo: RoadGoesEverOn, version: str = NOW) -> RoadGoesEverOn:
    found = rgo.at_version(version)
    assert isinstance(found, RoadGoesEverOn)
    return found


def at_wellinghall(rgo: RoadGoesEverOn, quickbeam: str) -> State:
    """Aragorn II and Legolas at Wellinghall, Quickbeam on the Display, Ent-draughts in hand."""
    wellinghall, draughts = ids(rgo, "Wellinghall", "Ent-draughts")
    return state(rgo, phase=SITE, explored=True, site=wellinghall, hand=(draughts,),
                 display=(Quest(quickbeam, (wellinghall,)),))


def plays(ruleset: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in ruleset.actions(s) if a.id.startswith("play-item:")]


@pytest.mark.rule("RGO-QUEST-4", "CoE-2.V.4")
def test_ent_draughts_follow_an_ally_or_faction_at_wellinghall(rgo: RoadGoesEverOn) -> None:
    draughts, quickbeam, aragorn, legolas = ids(rgo, "Ent-draughts", "Quickbeam", "Aragorn II",
                                                "Legolas")
    second = "TW-308"  # Quickbeam's second printing
    ruleset = played(rgo)
    start = at_wellinghall(rgo, quickbeam)
    # Before an ally or faction is taken here: not offered, refused.
    assert plays(ruleset, start) == []
    assert refused(ruleset, start, f"play-item:{draughts}:{aragorn}", "CoE-2.V.4") == (
        "Ent-draughts is played only in addition to an ally or faction taken at Wellinghall "
        "this turn. [CoE-2.V.4]")
    # Quickbeam (either printing) is taken there as an ally, for his 2 points.
    for each in (quickbeam, second):
        facts, taken = run(ruleset, at_wellinghall(rgo, each), ruleset.decide,
                           f"take-quest:{each}:{aragorn}", {})
        assert next(f["kind"] for f in facts if f.kind == "QuestTaken") == "ally"
        assert taken.allies == (each,) and ruleset.points(taken)["ally"] == 2
    facts, taken = run(ruleset, start, ruleset.decide, f"take-quest:{quickbeam}:{aragorn}", {})
    # Then on any character, the tapped taker too, the site tapped: no tap for it.
    assert plays(ruleset, taken) == [f"play-item:{draughts}:{aragorn}",
                                     f"play-item:{draughts}:{legolas}"]
    facts, after = run(ruleset, taken, ruleset.decide, f"play-item:{draughts}:{legolas}", {})
    assert [f.kind for f in facts] == ["ItemPlayed"]
    drinker = after.character(legolas)
    assert drinker is not None and drinker.untapped
    assert [(i.name, [(b.stat, b.amount) for b in i.bonuses]) for i in drinker.items] == [
        ("Ent-draughts", [("prowess", 1)])]
    # Never twice on one character.
    again = replace(after, hand=(draughts,))
    assert plays(ruleset, again) == [f"play-item:{draughts}:{aragorn}"]
    assert refused(ruleset, again, f"play-item:{draughts}:{legolas}", "CoE-2.V.4") == (
        "Legolas already bears Ent-draughts: it cannot be duplicated on him. [CoE-2.V.4]")
    # The version before never offers it.
    assert plays(played(rgo, BEFORE), taken) == []


@pytest.mark.rule("CoE-2.II.4")
def test_ent_draughts_are_never_stored_nor_stolen(rgo: RoadGoesEverOn) -> None:
    draughts, dagger, rivendell = ids(rgo, "Ent-draughts", "Dagger of Westernesse", "Rivendell")
    ruleset = played(rgo)
    base = state(rgo, phase=ORGANIZATION, site=rivendell)
    aragorn, legolas = base.characters
    bearing = replace(aragorn, items=tuple(Item.from_card(rgo.catalog.get(c), facts=True)
                                           for c in (draughts, dagger)))
    at_haven = replace(base, characters=(bearing, legolas))
    assert storing.problem(at_haven, draughts, rgo.catalog.get, NOW) == (
        "Ent-draughts may not be stored.", storing.RULE)
    assert f"{storing.KIND}:{draughts}" not in [a.id for a in ruleset.actions(at_haven)]
    assert f"{storing.KIND}:{dagger}" in [a.id for a in ruleset.actions(at_haven)]
    # A thief's pick passes it by, though it is worth no more than the Dagger.
    ctx = Context(ruleset, Table(1, {}, at_haven))
    creatures._lose_item(ctx, Attack("TW-102", "Thief", "Men", 1, 6), bearing, [bearing],
                       False)
    assert [(f.kind, f["card"]) for f in ctx.facts] == [("ItemLost", dagger)]


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_ent_draughts_and_quickbeam(rgo: RoadGoesEverOn) -> None:
    rows = {c: coverage.in_ruleset("road-goes-ever-on", rgo.catalog.get(c))
            for c in ("TW-227", "TW-307", "TW-308")}
    assert rows["TW-227"].status == coverage.SCRIPTED
    # From version 149 (ally_strikes.py) he is not attacked at his site: all his text.
    assert {(r.status, r.missing) for c, r in rows.items() if c != "TW-227"} == {
        (coverage.SCRIPTED, "")}
