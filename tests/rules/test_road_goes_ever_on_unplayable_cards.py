"""The Road Goes Ever On, from decks.UNPLAYABLE_SINCE: Lure of MECCG (TW-500), whose bonus to a
corruption check counts the player's participations in real-world Lure of MECCG events, is
refused in every deck naming RGO-GEN-1, and its coverage row reads "not in this ruleset" with
that clause; the version before admitted it in the draw deck (RGO-DECK-2), where it was never
offered, and replays so."""

from __future__ import annotations

from typing import Any

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.errors import InvalidSetup
from domain.rulesets.road_goes_ever_on import decks
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from tests.rules.rgo_support import at_version, organizing

LURE = "TW-500"
NOW = str(decks.UNPLAYABLE_SINCE)
BEFORE = str(decks.UNPLAYABLE_SINCE - 1)


def with_lure(rgo: RoadGoesEverOn) -> dict[str, Any]:
    """The default setup, one card of its draw deck (no Wizard) swapped for Lure of MECCG."""
    default = rgo.prepare({})
    setup = {k: default[k] for k in ("decks", "starting", "start_haven")}
    player = list(setup["decks"]["player"])  # type: ignore[index]
    swapped = next(i for i, c in enumerate(player) if not decks.is_wizard(rgo.catalog.get(c)))
    player[swapped] = LURE
    setup["decks"] = {**setup["decks"], "player": player}  # type: ignore[dict-item]
    return setup


@pytest.mark.rule("RGO-GEN-1", "RGO-DECK-2")
def test_lure_of_meccg_is_refused_in_the_decks_naming_the_clause(
        rgo: RoadGoesEverOn, starter: Catalog) -> None:
    setup = with_lure(rgo)
    with pytest.raises(InvalidSetup) as refused:
        at_version(rgo, NOW).prepare(setup)
    assert refused.value.problems == (
        "player deck: Lure of MECCG (TW-500) is never played here: its bonus to a corruption "
        "check counts the player's own participations in Lure of MECCG events, real-world "
        "gatherings no game records, so no game can play it as a normal game would "
        "[RGO-GEN-1]",)
    # In the Quest deck too, where a setup could put it.
    problems = decks.check_unplayable({"quest": [starter.get(LURE)]}, NOW)
    assert [(p.deck, p.rule) for p in problems] == [("quest", "RGO-GEN-1")]
    row = {r.card_id: dict(r.rulesets) for r in coverage.coverage(starter)}[LURE]
    assert row["road-goes-ever-on"] == coverage.InRuleset(coverage.NOT_IN_RULESET,
                                                          decks.ruled_out(starter.get(LURE)))
    assert row["road-goes-ever-on"].missing.startswith("RGO-GEN-1: ")


@pytest.mark.rule("RGO-GEN-1", "RGO-DECK-2")
def test_before_the_version_lure_of_meccg_was_admitted_and_never_offered(
        rgo: RoadGoesEverOn, starter: Catalog) -> None:
    old = at_version(rgo, BEFORE)
    prepared = old.prepare(with_lure(rgo))
    assert LURE in prepared["decks"]["player"]  # type: ignore[index,operator]
    assert decks.ruled_out(starter.get(LURE), BEFORE) == ""
    start = organizing(rgo, hand=(LURE,))
    assert [a.id for a in old.actions(start) if LURE in a.id] == []
