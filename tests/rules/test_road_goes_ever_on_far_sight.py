"""The Road Goes Ever On: Far-sight (TW-238, far_sight.py), played in the site phase on an
untapped sage at an untapped site where Information is playable: the sage and the site tap,
an item of the play deck is taken into the hand, the deck is reshuffled and the sage checks
corruption (CoE 7.1). Constructed states played with the real ruleset."""

from __future__ import annotations

from typing import Any

import pytest

from domain import coverage
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import far_sight
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, State
from tests.rules.rgo_support import company, decided, ids, state

OLD = str(far_sight.SINCE_VERSION - 1)


def at_weathertop(rgo: RoadGoesEverOn, **fields: Any) -> State:
    """Balin, a sage, and Aragorn II at Weathertop (its card makes Information playable) in the
    site phase, Far-sight in hand; Dodge, a Dagger of Westernesse, Dodge and a Horn of Anor in
    the play deck."""
    return state(rgo, **{"phase": SITE, "site": ids(rgo, "Weathertop")[0],
                         "characters": company(rgo, "Balin", "Aragorn II"),
                         "hand": ids(rgo, "Far-sight"),
                         "draw": ids(rgo, "Dodge", "Dagger of Westernesse", "Dodge",
                                     "Horn of Anor"), **fields})


def offered(rgo: RoadGoesEverOn, s: State) -> list[tuple[str, dict[str, str]]]:
    return [(a.id, dict(a.params)) for a in rgo.actions(s)
            if a.id.startswith(("resource:", "declare-resource:"))]


def seeing(rgo: RoadGoesEverOn, start: State, args: dict[str, Any]) -> Context[State]:
    card, balin = ids(rgo, "Far-sight", "Balin")
    ctx = Context(rgo, Table(3, {}, start))
    decided(rgo, ctx, f"resource:{card}:far-sight:{balin}", args)  # its check rolled unhelped
    return ctx


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_plays_far_sight(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= far_sight.SINCE_VERSION


@pytest.mark.rule("CoE-5.1", "CoE-7.1")
def test_far_sight_takes_an_item_of_the_play_deck_into_hand(rgo: RoadGoesEverOn) -> None:
    card, balin, weathertop, dagger, horn, dodge = ids(
        rgo, "Far-sight", "Balin", "Weathertop", "Dagger of Westernesse", "Horn of Anor",
        "Dodge")
    start = at_weathertop(rgo)
    # Offered on the sage only, its argument named.
    first, second = sorted((dagger, horn))
    assert offered(rgo, start) == [(f"resource:{card}:far-sight:{balin}", {
        "item": f"the item of the play deck taken into hand: {first}, {second} (the first in "
                "the deck if left out)"})]
    # The help lists them in the order of their ids whatever the deck's order: the play deck
    # stays unseen.
    turned = at_weathertop(rgo, draw=tuple(reversed(start.draw)))
    assert offered(rgo, turned) == offered(rgo, start)
    # Listed as its candidates in the order of their ids, not the play deck's.
    listed = next(a for a in rgo.actions(start) if a.id.startswith("resource:")).candidates
    assert listed == {"item": tuple(sorted((dagger, horn)))}
    ctx = seeing(rgo, start, {})
    assert [(f.kind, f.get("character") or f.get("site") or f.get("card")) for f in ctx.facts
            if f.kind != "DiceRolled"][:5] == [
        ("ResourcePlayed", card), ("CharacterStateChanged", balin), ("SiteTapped", weathertop),
        ("CardTakenToHand", dagger), ("DeckShuffled", None)]
    assert next(f for f in ctx.facts if f.kind == "CorruptionChecked")["character"] == balin
    assert ctx.state.hand == (dagger,)
    assert sorted(ctx.state.draw) == sorted((dodge, dodge, horn))
    assert weathertop in ctx.state.tapped_sites
    # The named item is taken instead.
    assert seeing(rgo, start, {"item": horn}).state.hand == (horn,)


@pytest.mark.rule("CoE-5.1")
def test_far_sight_is_refused_without_a_sage_an_information_site_or_for_no_item(
        rgo: RoadGoesEverOn) -> None:
    card, aragorn, dodge, weathertop = ids(rgo, "Far-sight", "Aragorn II", "Dodge", "Weathertop")
    with pytest.raises(IllegalAction) as refused:
        seeing(rgo, at_weathertop(rgo), {"item": dodge})
    assert refused.value.message == (
        f"Far-sight cannot be played for its far-sight mode: '{dodge}' is not an item of your "
        "play deck.")
    for start in (at_weathertop(rgo, tapped_sites=(weathertop,)),
                  at_weathertop(rgo, site=ids(rgo, "Rivendell")[0])):
        assert offered(rgo, start) == []
    ctx = Context(rgo, Table(3, {}, at_weathertop(rgo)))
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, f"resource:{card}:far-sight:{aragorn}", {})
    assert (refused.value.message, ctx.facts) == (
        "Far-sight cannot be played for its far-sight mode: it is played on a sage, and "
        "Aragorn II is none.", [])


@pytest.mark.rule("CoE-5.1")
def test_a_game_of_the_version_before_declares_far_sight(rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version(OLD)
    assert isinstance(old, RoadGoesEverOn)
    assert [i for i, _ in offered(old, at_weathertop(rgo))] == [
        f"declare-resource:{ids(rgo, 'Far-sight')[0]}"]


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_far_sight_scripted(starter) -> None:  # type: ignore[no-untyped-def]
    row = next(r for r in coverage.coverage(starter) if r.card_id == far_sight.CARD)
    assert dict(row.rulesets)["road-goes-ever-on"] == coverage.InRuleset(coverage.SCRIPTED)
