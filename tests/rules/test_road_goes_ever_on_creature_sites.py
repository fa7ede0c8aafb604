"""From ``creatures.SITES_SINCE_VERSION`` (generation 6 of the engine's creature scripts) a
Mûmak may follow Corsairs of Umbar into the coastal lands its text names, and the places a
creature's text adds count in the site phase too: a creature drawn for a site's attack (or on
guard) attacks when its text lets it be keyed to the site, where before only its printed
keying counted (CoE 2.IV, CoE 2.V.i)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.rulesets.road_goes_ever_on import creatures
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.site_phase import SitePhase
from domain.rulesets.road_goes_ever_on.state import SITE
from tests.rules.rgo_support import begin, ids, run, state, turn_of

NOW = str(creatures.SITES_SINCE_VERSION)
BEFORE = str(creatures.SITES_SINCE_VERSION - 1)


def at(rgo: RoadGoesEverOn, version: str) -> RoadGoesEverOn:
    played = rgo.at_version(version)
    assert isinstance(played, RoadGoesEverOn)
    return played


@pytest.mark.rule("CoE-2.IV", "RGO-HAZ-6")
def test_a_mumak_follows_corsairs_of_umbar(rgo: RoadGoesEverOn) -> None:
    # A company staying at The Stones, a Ruins & Lairs of Andrast: the Mûmak's coastal
    # lands count only against a company that faced Corsairs of Umbar this turn.
    stones, mumak, corsairs = ids(rgo, "The Stones", "Mûmak (Oliphant)", "Corsairs of Umbar")
    start = state(rgo, site=stones, hazards=(mumak,))
    after = replace(start, faced_creatures=((start.turn, start.company, corsairs),))

    def fate(version: str, s: Any) -> list[tuple[str, Any]]:
        return [(f.kind, f.get("position")) for f in begin(at(rgo, version), s).facts
                if f.kind in ("HazardKeyed", "HazardDiscarded")]
    assert fate(NOW, after) == [("HazardKeyed", 0)]
    assert fate(NOW, start) == [("HazardDiscarded", None)]
    assert fate(BEFORE, after) == [("HazardDiscarded", None)]
    # An earlier turn's Corsairs do not count.
    earlier = replace(start, faced_creatures=((start.turn - 1, start.company, corsairs),))
    assert fate(NOW, earlier) == [("HazardDiscarded", None)]


@pytest.mark.rule("CoE-2.IV", "CoE-2.V.i")
def test_a_creature_drawn_for_a_site_s_attack_comes_where_its_text_names(
        rgo: RoadGoesEverOn) -> None:
    # At Mount Gram (a Shadow-hold of Angmar) the Witch-king, whose printed keying is a
    # Dark-domain or a Dark-hold, attacks from version NOW; before he was discarded.
    gram, witch_king = ids(rgo, "Mount Gram", "Witch-king of Angmar")
    start = state(rgo, site=gram, phase=SITE, hazards=(witch_king,))

    def drawn(version: str) -> list[tuple[str, Any]]:
        played = at(rgo, version)
        phase = SitePhase(turn_of(played, start))
        facts, _ = run(played, start,
                       lambda ctx: phase.attacked(ctx, played.catalog.get(gram), "RGO-SITE-4"))
        return [(f.kind, f.get("reason")) for f in facts
                if f.kind in ("SiteAttacksQueued", "HazardDiscarded")]
    assert drawn(NOW) == [("SiteAttacksQueued", None)]
    assert drawn(BEFORE)[0] == ("HazardDiscarded", "not a creature for here")
    # On guard at Mount Gram, the same.
    phase = SitePhase(turn_of(at(rgo, NOW), start))
    card = rgo.catalog.get(witch_king)
    assert phase.guard_creature_problem(start, card, rgo.catalog.get(gram)) is None
    old = SitePhase(turn_of(at(rgo, BEFORE), start))
    assert old.guard_creature_problem(start, card, rgo.catalog.get(gram)) == (
        "it cannot be keyed to the site", "CoE-2.V.i")
