"""The Road Goes Ever On: what a creature's text means only to a hazard player
(hazard_notes.TWO_PLAYER). The Shadow plays each revealed card of the Hazard Pile at once and
holds none in play for later (RGO-HAZ-2), so a Nazgûl is never a permanent-event here: it
attacks as a creature or, unkeyable, is discarded (RGO-HAZ-3); its coverage row reads
scripted, naming the mode that needs the two-player game."""

from __future__ import annotations

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.engine import creature_scripts
from domain.rulesets.road_goes_ever_on import creatures, hazard_notes
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from tests.rules.rgo_support import begin, ids, moving

NAZGUL = ("TW-113", "TW-47", "TW-31", "TW-46", "TW-4", "TW-44", "TW-2", "TW-83", "TW-107")


@pytest.mark.rule("RGO-HAZ-2", "RGO-HAZ-3")
def test_a_revealed_nazgul_attacks_or_is_discarded_never_kept_in_play(
        rgo: RoadGoesEverOn) -> None:
    khamul, gorgoroth_path = ids(rgo, "Khamûl the Easterling")[0], ("dark-domain",)
    # Keyable (a Dark-domain in the path): it attacks as a creature.
    ctx = begin(rgo, moving(rgo, "Khamûl the Easterling", path=gorgoroth_path))
    assert [f["card"] for f in ctx.facts if f.kind == "HazardKeyed"] == [khamul]
    assert ctx.state.awaited_strikes is not None  # the defender assigns its strike
    # Unkeyable (two Wildernesses): discarded, nothing of it left in play.
    ctx = begin(rgo, moving(rgo, "Khamûl the Easterling"))
    assert [(f["card"], f.rule) for f in ctx.facts if f.kind == "HazardDiscarded"] == [
        (khamul, "RGO-HAZ-4")]
    assert khamul not in (*ctx.state.environments, *ctx.state.long_in_play)
    assert khamul in ctx.state.hazard_discard


@pytest.mark.rule("RGO-HAZ-2")
def test_what_needs_a_hazard_player_is_named_and_the_rest_is_scripted(
        rgo: RoadGoesEverOn, starter: Catalog) -> None:
    rows = {r.card_id: dict(r.rulesets)["road-goes-ever-on"]
            for r in coverage.coverage(starter)}
    assert sorted(hazard_notes.TWO_PLAYER) == sorted(("TW-25", "TW-65", "TW-86", *NAZGUL))
    for card, note in hazard_notes.TWO_PLAYER.items():
        # Each is a creature The Road Goes Ever On plays by its script.
        assert starter.get(card).is_creature
        assert creature_scripts.scripted_creature(card, creatures.generation(rgo.played)) \
            is not None
        assert rows[card] == coverage.InRuleset(coverage.SCRIPTED,
                                                f"needs the two-player game: {note}")
    assert "hand revealed" in rows["TW-25"].missing  # Crebain
    assert rows["TW-83"].missing.endswith("every character would check corruption with no "
                                          "resource to help")  # Ren the Unclean
