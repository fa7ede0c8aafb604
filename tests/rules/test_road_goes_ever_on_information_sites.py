"""The Road Goes Ever On, from information_sites.SINCE_VERSION: Ringlore (TW-318) and Far-sight
(TW-238), played where Information is playable, are played at Isengard while Saruman is in the
company (RGO-SITE-RL-S3) and at The White Towers with a Wizard or an Elf sage other than the
sage playing them tapping first (RGO-SITE-RL-S6). The version before played them only where the
site's card makes Information playable. Constructed states."""

from __future__ import annotations

from typing import Any

import pytest

from domain.engine.characters import Character, Item
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import information_sites
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, State
from tests.rules.rgo_support import ids, refused, state

NOW = str(information_sites.SINCE_VERSION)
BEFORE = str(information_sites.SINCE_VERSION - 1)


def played(rgo: RoadGoesEverOn, version: str = NOW) -> RoadGoesEverOn:
    found = rgo.at_version(version)
    assert isinstance(found, RoadGoesEverOn)
    return found


def at(rgo: RoadGoesEverOn, site: str, *names: str, **fields: Any) -> State:
    """``names`` and Aragorn II, who bears a Fair Gold Ring, at ``site`` in the site phase,
    Ringlore in hand, a Magic Ring and a Lesser Ring in the Ring deck."""
    gold = Item.from_card(rgo.catalog.find("Fair Gold Ring"))
    characters = (*(Character.from_card(rgo.catalog.find(n)) for n in names),
                  Character.from_card(rgo.catalog.find("Aragorn II")).with_item(gold))
    return state(rgo, **{"phase": SITE, "site": ids(rgo, site)[0], "characters": characters,
                         "hand": ids(rgo, "Ringlore"),
                         "ring_deck": ids(rgo, "Magic Ring of Lore", "Lesser Ring"), **fields})


def offered(ruleset: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in ruleset.actions(s) if a.id.startswith("resource:")]


@pytest.mark.rule("RGO-SITE-RL-S3", "CoE-5.1")
def test_ringlore_is_played_at_isengard_while_saruman_is_there(rgo: RoadGoesEverOn) -> None:
    lore, saruman, balin = ids(rgo, "Ringlore", "Saruman", "Balin")
    with_him = at(rgo, "Isengard", "Saruman")
    assert offered(played(rgo), with_him) == [f"resource:{lore}:ringlore:{saruman}"]
    assert offered(played(rgo, BEFORE), with_him) == []
    without = at(rgo, "Isengard", "Balin")
    assert offered(played(rgo), without) == []
    assert refused(played(rgo), without, f"resource:{lore}:ringlore:{balin}",
                   "CoE-5.1").startswith("Ringlore cannot be played that way now")
    # Far-sight too, by the same rule.
    sight, = ids(rgo, "Far-sight")
    searching = at(rgo, "Isengard", "Saruman", hand=(sight,),
                   draw=ids(rgo, "Dagger of Westernesse"))
    assert [a for a in offered(played(rgo), searching) if a.startswith(f"resource:{sight}:")]
    assert not [a for a in offered(played(rgo, BEFORE), searching)
                if a.startswith(f"resource:{sight}:")]


@pytest.mark.rule("RGO-SITE-RL-S6", "CoE-5.1")
def test_at_the_white_towers_another_taps_to_let_ringlore_be_played(rgo: RoadGoesEverOn) -> None:
    lore, balin, glorfindel, towers = ids(rgo, "Ringlore", "Balin", "Glorfindel II",
                                          "The White Towers")
    start = at(rgo, "The White Towers", "Balin", "Glorfindel II")
    # Balin plays it, Glorfindel (an Elf sage) tapping; Glorfindel has none to tap for him.
    ruleset = played(rgo)
    assert offered(ruleset, start) == [f"resource:{lore}:ringlore:{balin}"]
    ctx = Context(ruleset, Table(3, {}, start))
    ruleset.decide(ctx, f"resource:{lore}:ringlore:{balin}", {})
    assert [(f.kind, f.get("character") or f.get("site"), f.rule) for f in ctx.facts[:4]] == [
        ("ResourcePlayed", None, "CoE-5.1"),
        ("CharacterStateChanged", glorfindel, "RGO-SITE-RL-S6"),
        ("CharacterStateChanged", balin, "CoE-5.1"),
        ("SiteTapped", towers, "CoE-5.1")]
    assert refused(ruleset, start, f"resource:{lore}:ringlore:{glorfindel}", "CoE-5.1") == (
        "Ringlore cannot be played for its ringlore mode: at The White Towers a Wizard or an "
        "Elf sage of the company, untapped and other than the sage playing it, taps to make "
        "Information playable. [CoE-5.1]")
    # Balin alone has no one to tap; the version before offered nothing here.
    assert offered(ruleset, at(rgo, "The White Towers", "Balin")) == []
    assert offered(played(rgo, BEFORE), start) == []
