"""The Road Goes Ever On from ``ally_abilities.TEXT_CITED_SINCE``: an ally his own card's text
discards (Treebeard, Tom Bombadil and the Ents leaving a company that goes beyond their
regions) is cited by his card, as a creature's or a hazard event's text is: the
``AllyDiscarded`` cites the clause his play cited (RGO-QUEST-4 taken from the Quest Display,
the site's rule searched out of the draw deck) and names him (``ally_card``), which the audit
follows to that play. The version before cited CoE-2.IV and named no card; its games replay
as played."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

import pytest

from api.commands.simulate import autoplay
from domain.cards import starter_catalog
from domain.chronicle import Chronicle
from domain.ruleset import Context, Fact, Table, make_ruleset
from domain.rulesets.road_goes_ever_on import ally_abilities
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, Quest
from projections.audit import audit_view
from tests.rules.rgo_support import at_version, begin, ids, moving, state

NOW, BEFORE = str(ally_abilities.TEXT_CITED_SINCE), "214"


def taken_then_gone(rgo: RoadGoesEverOn, version: str) -> list[Fact]:
    """Aragorn II takes Tom Bombadil from the Quest Display at the Old Forest, then the company
    moves from Moria to Lórien, beyond Tom's regions: each fact naming Tom."""
    ruleset = at_version(rgo, version)
    tom, aragorn, old_forest = ids(rgo, "Tom Bombadil", "Aragorn II", "Old Forest")
    ctx = Context(ruleset, Table(1, {}, state(rgo, phase=SITE, explored=True, site=old_forest,
                                              display=(Quest(tom, (old_forest,)),))))
    ruleset.decide(ctx, f"take-quest:{tom}:{aragorn}", {})
    assert ctx.state.allies == (tom,)
    taken = list(ctx.facts)
    moved = begin(ruleset, replace(moving(rgo), allies=ctx.state.allies,
                                   ally_plays=ctx.state.ally_plays))
    return [f for f in taken + moved.facts if tom in (f.data.get("card"), f.data.get("ally"))]


@pytest.mark.rule("RGO-QUEST-4", "CoE-2.IV")
def test_tom_bombadil_leaving_his_regions_is_cited_by_his_play(rgo: RoadGoesEverOn) -> None:
    tom, lorien = ids(rgo, "Tom Bombadil", "Lórien")
    reason = "Tom Bombadil stays in Arthedain, Cardolan, Rhudaur, The Shire"
    now = taken_then_gone(rgo, NOW)
    assert [(f.kind, f.rule) for f in now] == [("QuestTaken", "RGO-QUEST-4"),
                                              ("AllyDiscarded", "RGO-QUEST-4")]
    assert now[-1].data == {"ally": tom, "site": lorien, "reason": reason, "ally_card": tom}
    assert rgo.narrate(now[-1]) == (
        "Tom Bombadil leaves the company, as his card says (Tom Bombadil stays in Arthedain, "
        "Cardolan, Rhudaur, The Shire).")
    old = taken_then_gone(rgo, BEFORE)
    assert [(f.kind, f.rule) for f in old] == [("QuestTaken", "RGO-QUEST-4"),
                                              ("AllyDiscarded", "CoE-2.IV")]
    assert old[-1].data == {"ally": tom, "site": lorien, "reason": reason}


@pytest.mark.rule("RGO-SITE-BH-S1")
def test_an_ally_searched_out_of_the_deck_is_cited_by_the_site_rule(
        rgo: RoadGoesEverOn) -> None:
    """Bill the Pony searched out of the draw deck at Bree came in under Bree's rule
    (RGO-SITE-BH-S1): his own text cites it."""
    bill, bree = ids(rgo, "Bill the Pony", "Bree")
    ctx = Context(rgo, Table(1, {}, state(rgo, phase=SITE, site=bree, draw=(bill,))))
    rgo.decide(ctx, f"search-and-play:{bill}", {})
    assert [(f.kind, f.rule) for f in ctx.facts] == [("AllyPlayedFromDeck", "RGO-SITE-BH-S1")]
    assert ctx.state.ally_plays == ((bill, "RGO-SITE-BH-S1"),)
    assert ally_abilities.text_cited(ctx, bill) == ("RGO-SITE-BH-S1", {"ally_card": bill})
    old = Context(at_version(rgo, BEFORE), Table(1, {}, ctx.state))
    assert ally_abilities.text_cited(old, bill) == ("CoE-2.IV", {})


#: ``redbook simulate --ruleset road-goes-ever-on --game-seed 204177201212607``: Legolas takes
#: Treebeard at Wellinghall (event 358); on turn 18 the company arrives at Rivendell, beyond his
#: regions, and he leaves it (event 1328).
TREEBEARD_GAME = 204177201212607


@cache
def game(version: str) -> Chronicle:
    ruleset = make_ruleset("road-goes-ever-on", starter_catalog())
    return autoplay(ruleset.at_version(version), TREEBEARD_GAME, {}).chronicle


def cause(chronicle: Chronicle, version: int, relation: str) -> list[tuple[int | None, str]]:
    return [(s["version"], s["kind"]) for s in audit_view(chronicle, version)["causes"]
            if s["relation"] == relation]


@pytest.mark.rule("RGO-QUEST-4")
def test_the_audit_links_treebeards_leaving_to_his_play() -> None:
    treebeard = "TW-353"
    now = game(NOW)
    # The game's course after the take depends on the rules of later versions: his leaving
    # is found, not counted.
    gone = next(r for r in now.records if r.kind == "AllyDiscarded")
    assert (gone.kind, gone.rule, gone.data["ally_card"]) == (
        "AllyDiscarded", "RGO-QUEST-4", treebeard)
    assert (now.records[357].kind, now.records[357].data["card"]) == ("QuestTaken", treebeard)
    assert cause(now, gone.version, "the card that decided it") == [(358, "QuestTaken")]
    # Recorded at 214 the same game replays as played: CoE-2.IV, no card, no link.
    old = game(BEFORE)
    was = old.records[1327]
    assert (was.kind, was.rule, "ally_card" in was.data) == ("AllyDiscarded", "CoE-2.IV", False)
    assert cause(old, 1328, "the card that decided it") == []
