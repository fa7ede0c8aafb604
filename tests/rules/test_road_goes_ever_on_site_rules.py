"""The special rules printed on four hero sites, played by The Road Goes Ever On from
``site_rules.SINCE_VERSION``: Barad-dûr and Mount Doom raise the hazard limit of a company
moving there by 2; creatures may be keyed to Mount Doom whatever the company's keying cards
say; at Old Forest and Rhosgobel a healing effect heals every wounded character of the
company. Earlier versions replay as played."""

from __future__ import annotations

from typing import Any

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.engine.characters import Character, Item
from domain.engine.movement import site_path
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import site_rules, travel_cards
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import begin, ids, organizing, state

NOW = str(site_rules.SINCE_VERSION)
BEFORE = str(site_rules.SINCE_VERSION - 1)


def at(rgo: RoadGoesEverOn, version: str) -> RoadGoesEverOn:
    played = rgo.at_version(version)
    assert isinstance(played, RoadGoesEverOn)
    return played


def towards(rgo: RoadGoesEverOn, site: str, **fields: Any) -> State:
    """The company leaves Lórien for ``site`` by its site path, Orc-patrols in the pile."""
    lorien, target = (rgo.catalog.find(n) for n in ("Lórien", site))
    return state(rgo, site=lorien.id, destination=target.id,
                 path=tuple(site_path(lorien, target) or ()),
                 hazards=ids(rgo, "Orc-patrol") * 8, **fields)


def limits(rgo: RoadGoesEverOn, s: State) -> list[tuple[int, Any]]:
    return [(f["limit"], f.get("site")) for f in begin(rgo, s).facts
            if f.kind == "HazardLimitSet"]


@pytest.mark.rule("CoE-2.IV.iii", "RGO-HAZ-5")
def test_barad_dur_and_mount_doom_raise_the_hazard_limit(rgo: RoadGoesEverOn) -> None:
    for site in ("Barad-dûr", "Mount Doom"):
        assert limits(at(rgo, NOW), towards(rgo, site)) == [(4, 2)], site
        assert limits(at(rgo, BEFORE), towards(rgo, site)) == [(2, None)], site
    assert limits(at(rgo, NOW), towards(rgo, "Moria")) == [(2, None)]  # no such rule
    # A company staying at Barad-dûr moves nowhere: its limit is as ever.
    barad = ids(rgo, "Barad-dûr")[0]
    assert limits(at(rgo, NOW), state(rgo, site=barad, hazards=ids(rgo, "Orc-patrol") * 8)) \
        == [(2, None)]


@pytest.mark.rule("CoE-2.IV.vii.2", "RGO-HAZ-4")
def test_creatures_are_keyed_to_mount_doom_whatever_the_cards_say(rgo: RoadGoesEverOn) -> None:
    # Paths of the Dead lets only Undead be keyed to the company this turn: an Orc-patrol is
    # still keyed to Mount Doom, not to Barad-dûr.
    paths = ids(rgo, "Paths of the Dead")[0]
    undead = ((state(rgo).company, paths, "Paths of the Dead", travel_cards.UNDEAD_ONLY),)

    def keyed(version: str, site: str) -> list[Any]:
        ctx = begin(at(rgo, version), towards(rgo, site, keying_limits=undead))
        return [f.get("place", f.get("reason")) for f in ctx.facts
                if f.kind in ("HazardKeyed", "HazardDiscarded")][:1]
    assert keyed(NOW, "Mount Doom") == ["the site"]
    discarded = "it cannot be keyed to the rest of the site path (as Paths of the Dead allows)"
    assert keyed(NOW, "Barad-dûr") == [discarded]
    assert keyed(BEFORE, "Mount Doom") == [discarded]


def wounded(rgo: RoadGoesEverOn, *names: str) -> tuple[Character, ...]:
    return tuple(Character.from_card(rgo.catalog.find(n)).with_state("wounded") for n in names)


@pytest.mark.rule("CoE-2.I.1")
def test_a_healing_at_old_forest_or_rhosgobel_heals_every_character(
        rgo: RoadGoesEverOn) -> None:
    strength, bilbo, aragorn, legolas = ids(rgo, "Halfling Strength", "Bilbo", "Aragorn II",
                                            "Legolas")
    for site in ("Old Forest", "Rhosgobel"):
        s = organizing(rgo, site=ids(rgo, site)[0], hand=(strength,),
                       characters=wounded(rgo, "Bilbo", "Aragorn II", "Legolas"))
        ctx = Context(at(rgo, NOW), Table(1, {}, s))
        ctx.ruleset.decide(ctx, f"resource:{strength}:heal:{bilbo}", {})
        assert [(f["character"], f["state"], f.rule) for f in ctx.facts
                if f.kind == "CharacterStateChanged"] == [
            (bilbo, "untapped", "CoE-5.1"), (aragorn, "untapped", "CoE-2.I.1"),
            (legolas, "untapped", "CoE-2.I.1")], site
    # Elsewhere, or before, Bilbo alone heals.
    for version, site in ((NOW, "Moria"), (BEFORE, "Old Forest")):
        s = organizing(rgo, site=ids(rgo, site)[0], hand=(strength,),
                       characters=wounded(rgo, "Bilbo", "Aragorn II", "Legolas"))
        ctx = Context(at(rgo, version), Table(1, {}, s))
        ctx.ruleset.decide(ctx, f"resource:{strength}:heal:{bilbo}", {})
        assert [f["character"] for f in ctx.facts if f.kind == "CharacterStateChanged"] == [
            bilbo]


@pytest.mark.rule("CoE-2.I.1", "CoE-6.1")
def test_athelas_at_rhosgobel_heals_every_wounded_character(rgo: RoadGoesEverOn) -> None:
    athelas, aragorn, bilbo, legolas = ids(rgo, "Athelas", "Aragorn II", "Bilbo", "Legolas")
    healer = Character.from_card(rgo.catalog.find("Aragorn II")).with_item(
        Item.from_card(rgo.catalog.get(athelas)))
    s = organizing(rgo, site=ids(rgo, "Rhosgobel")[0],
                   characters=(healer, *wounded(rgo, "Bilbo", "Legolas")))
    ctx = Context(at(rgo, NOW), Table(1, {}, s))
    ctx.ruleset.decide(ctx, f"athelas:{athelas}:{aragorn}:{bilbo}", {})
    assert [(f["character"], f["state"]) for f in ctx.facts
            if f.kind == "CharacterStateChanged"] == [
        (aragorn, "tapped"), (bilbo, "tapped"), (legolas, "tapped")]
    assert [f["card"] for f in ctx.facts if f.kind == "ItemLost"] == [athelas]


UNHIDDEN = str(site_rules.UNHIDDEN_SINCE)


@pytest.mark.rule("CoE-2.IV.vii.2", "RGO-HAZ-2")
def test_stealth_or_hiding_keeps_no_creature_keyed_to_mount_doom_away(
        rgo: RoadGoesEverOn, starter: Catalog) -> None:
    # Stealth or Hiding played: no hazard creature attacks the company this turn; an Orc-patrol
    # keyed to Mount Doom attacks still (Paths of the Dead keys it to the site alone).
    paths = ids(rgo, "Paths of the Dead")[0]
    company = state(rgo).company
    undead = ((company, paths, "Paths of the Dead", travel_cards.UNDEAD_ONLY),)

    def met(version: str, **fields: Any) -> list[Any]:
        ctx = begin(at(rgo, version), towards(rgo, "Mount Doom", creatures_prevented=(company,),
                                              **fields))
        return [(f.kind, f.get("keyed_to", f.get("by"))) for f in ctx.facts
                if f.kind in ("AttackDeclared", "AttackCanceled")][:1]
    assert met(UNHIDDEN, keying_limits=undead) == [("AttackDeclared", "the site")]
    hidden = [("AttackCanceled", "no hazard creature may attack the company this turn")]
    assert met(str(site_rules.UNHIDDEN_SINCE - 1), keying_limits=undead) == hidden
    # Keyed to a region of the way there, it is kept away as ever.
    assert met(UNHIDDEN) == hidden
    rows = {r.card_id: dict(r.rulesets)["road-goes-ever-on"]
            for r in coverage.coverage(starter)}
    assert rows["TW-414"] == coverage.InRuleset(coverage.SCRIPTED)
