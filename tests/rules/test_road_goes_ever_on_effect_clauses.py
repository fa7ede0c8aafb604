"""The Road Goes Ever On from ``effect_clauses.SINCE``: what a hazard card does beyond its play
cites the clause that play cited (RGO-ENV-1 for an Environment played free, RGO-GUARD-1 on
guard), a creature's text the clause its attack was played under, a declared hazard effect the
player's word (``declared-effect``); and from ``move_clauses.CARD_REFUSALS_SINCE`` a move a
card opens is refused citing that card's clause. Each is played under the version before too:
a game recorded then cites RGO-HAZ-2 (RGO-HAZ-1 for the refusals) as it did, and replays so."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.characters import Item
from domain.errors import IllegalAction
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import effect_clauses, move_clauses
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, State
from tests.rules.rgo_support import (
    at_version,
    begin,
    company,
    ids,
    moving,
    refused,
    settle,
    settled,
    state,
    with_coe_cards,
)
from tests.rules.test_road_goes_ever_on_ally_moves import at_rivendell
from tests.rules.test_road_goes_ever_on_bridge import arrived
from tests.rules.test_road_goes_ever_on_second_move import at_bree
from tests.rules.test_road_goes_ever_on_travel_moves import organizing

NOW = str(effect_clauses.SINCE)
BEFORE = str(effect_clauses.SINCE - 1)
#: A hazard event no script plays (of The Dragons), so its effect is declared by the player.
DECLARED = "Searching Eye"
#: A creature whose strikes are fought with the mind (its own text).
MINDFUL = "Neeker-breekers"


@pytest.fixture(scope="module")
def rgo(starter, coe_cards_path) -> RoadGoesEverOn:  # type: ignore[no-untyped-def]
    """The starter catalog with the declared event and the creature fought with the mind."""
    return with_coe_cards(starter, coe_cards_path, (DECLARED, MINDFUL))


def guarded(rgo: RoadGoesEverOn, site: str, guard: str) -> State:
    """Aragorn II and Legolas in their site phase at ``site``, ``guard`` on guard there."""
    where, card = ids(rgo, site, guard)
    return state(rgo, site=where, phase=SITE, on_guard=((card, where),))


def cited(facts: list[Fact], *wanted: str) -> list[tuple[str, str | None]]:
    return [(f.kind, f.rule) for f in facts if f.kind in wanted]


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_cites_them(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= effect_clauses.SINCE == move_clauses.CARD_REFUSALS_SINCE
    assert BEFORE in rgo.replays


# -- a declared hazard effect ----------------------------------------------------------------

def declared(rgo: RoadGoesEverOn, version: str) -> tuple[list[str | None], str | None]:
    """The clauses of the declarations offered for Searching Eye, of a refused one and of the
    ``PlayerRuling`` recorded; and the clause of the tap it declares."""
    ruleset = at_version(rgo, version)
    ctx = begin(ruleset, moving(ruleset, DECLARED, "Wolves", "Crebain"))
    eye = ids(rgo, DECLARED)[0]
    offered = sorted({a.rule for a in ruleset.actions(ctx.state)
                      if a.id.startswith(f"declare:{eye}:")})
    with pytest.raises(IllegalAction) as refusal:
        ruleset.decide(ctx, f"declare:{eye}:corruption", {"amount": 9})
    before = len(ctx.facts)
    ruleset.decide(ctx, f"declare:{eye}:tap", {})
    ruling, tapped = ctx.facts[before], ctx.facts[before + 1]
    assert (ruling.kind, ruling["effect"], tapped.kind) == ("PlayerRuling", "tap",
                                                           "CharacterStateChanged")
    return [*offered, refusal.value.clause, ruling.rule], tapped.rule


@pytest.mark.rule("RGO-HAZ-2")
def test_a_declared_hazard_effect_is_cited_as_the_players_word(rgo: RoadGoesEverOn) -> None:
    # The choices, the refusal and the ruling: the player's word; the tap it makes is the
    # card's effect, cited by the clause its play cited (RGO-HAZ-2, revealed from the pile).
    assert declared(rgo, NOW) == (["declared-effect"] * 3, "RGO-HAZ-2")
    assert declared(rgo, BEFORE) == (["RGO-HAZ-2"] * 3, "RGO-HAZ-2")


# -- a scripted effect's later steps ---------------------------------------------------------

@pytest.mark.rule("RGO-GUARD-1", "RGO-HAZ-2")
def test_the_roll_against_going_home_cites_the_play_on_guard(rgo: RoadGoesEverOn) -> None:
    """Call of Home revealed on guard at Bree: its roll cites RGO-GUARD-1 as its play does."""
    def going_home(version: str) -> list[tuple[str, str | None]]:
        ruleset = at_version(rgo, version)
        facts, _ = settled(ruleset, guarded(ruleset, "Bree", "Call of Home"), ruleset.decide,
                           "explore", {})
        rolled = next(f for f in facts if f.kind == "GoingHomeRolled")
        assert rolled["card"] == ids(rgo, "Call of Home")[0]
        return cited([f for f in facts if f.kind != "DiceRolled" or "home" in f["purpose"]],
                     "HazardEventPlayed", "HazardEffectApplied", "DiceRolled",
                     "GoingHomeRolled", "HazardDiscarded")

    assert going_home(NOW) == [
        ("HazardEventPlayed", "RGO-GUARD-1"), ("HazardEffectApplied", "RGO-GUARD-1"),
        ("DiceRolled", "RGO-GUARD-1"), ("GoingHomeRolled", "RGO-GUARD-1"),
        ("HazardDiscarded", "RGO-GUARD-1")]
    assert going_home(BEFORE) == [
        ("HazardEventPlayed", "RGO-GUARD-1"), ("HazardEffectApplied", "RGO-GUARD-1"),
        ("DiceRolled", "RGO-HAZ-2"), ("GoingHomeRolled", "RGO-HAZ-2"),
        ("HazardDiscarded", "RGO-GUARD-1")]


@pytest.mark.rule("RGO-ENV-1", "RGO-HAZ-2")
def test_a_site_path_treated_cites_the_environment_played_free(rgo: RoadGoesEverOn) -> None:
    """Choking Shadows, the first Environment of the phase with Doors of Night in play, treats
    a Wilderness as a Shadow-land: by RGO-ENV-1, as it was played."""
    def treated(version: str) -> list[tuple[str, str | None]]:
        ruleset = at_version(rgo, version)
        doors = ids(rgo, "Doors of Night")[0]
        ctx = begin(ruleset, moving(ruleset, "Choking Shadows", "Crebain",
                                    environments=(doors,)))
        return cited(ctx.facts, "HazardEventPlayed", "SitePathTreated")

    assert treated(NOW) == [("HazardEventPlayed", "RGO-ENV-1"),
                            ("SitePathTreated", "RGO-ENV-1")]
    assert treated(BEFORE) == [("HazardEventPlayed", "RGO-ENV-1"),
                               ("SitePathTreated", "RGO-HAZ-2")]


@pytest.mark.rule("RGO-ENV-1", "RGO-LONG-4")
def test_doors_of_night_played_free_stays_in_play_by_that_play(rgo: RoadGoesEverOn) -> None:
    """Doors of Night revealed first of the Environments: the resource environment it
    discards and its staying in play cite RGO-ENV-1, as its play."""
    sun = ids(rgo, "Sun")[0]

    def staying(version: str) -> list[tuple[str, str | None]]:
        ruleset = at_version(rgo, version)
        ctx = begin(ruleset, moving(ruleset, "Doors of Night", "Crebain", long_in_play=(sun,)))
        return cited(ctx.facts, "HazardEventPlayed", "LongEventCancelled", "EnvironmentInPlay")

    assert staying(NOW) == [("HazardEventPlayed", "RGO-ENV-1"),
                            ("LongEventCancelled", "RGO-ENV-1"),
                            ("EnvironmentInPlay", "RGO-ENV-1")]
    assert staying(BEFORE) == [("HazardEventPlayed", "RGO-ENV-1"),
                               ("LongEventCancelled", "RGO-HAZ-2"),
                               ("EnvironmentInPlay", "RGO-HAZ-2")]


@pytest.mark.rule("RGO-ENV-1", "CoE-3.iv.6")
def test_a_modifier_in_force_cites_the_play_of_its_card(rgo: RoadGoesEverOn) -> None:
    """Gloom, played free as an Environment, weighs -1 on Aragorn's strike later that phase."""
    gloom = ids(rgo, "Gloom")[0]

    def gloomy(version: str) -> list[tuple[int, str]]:
        ruleset = at_version(rgo, version)
        ctx = begin(ruleset, moving(ruleset, "Gloom", "Wolves",
                                    characters=company(rgo, "Aragorn II")))
        settle(ruleset, ctx)
        strike = next(f for f in ctx.facts if f.kind == "StrikeResolved")
        return [(m["amount"], m["clause"]) for m in strike["check"]["modifiers"]
                if m["source"] == f"card:{gloom}"]

    assert gloomy(NOW) == [(-1, "RGO-ENV-1")]
    assert gloomy(BEFORE) == [(-1, "RGO-HAZ-2")]


@pytest.mark.rule("RGO-HAZ-2", "CoE-3.i")
def test_the_next_attack_names_each_card_that_strengthens_it(rgo: RoadGoesEverOn) -> None:
    """Searching Eye declared to give the next attack +2 prowess: the Wolves' change names
    the card (its source in the attack's account), by the clause of its play."""
    eye = ids(rgo, DECLARED)[0]

    def strengthened(version: str) -> tuple[tuple[str | None, object, object], object]:
        ruleset = at_version(rgo, version)
        ctx = begin(ruleset, moving(ruleset, DECLARED, "Wolves", "Crebain"))
        ruleset.decide(ctx, f"declare:{eye}:attack-prowess", {"amount": 2})
        settle(ruleset, ctx)
        changed = next(f for f in ctx.facts if f.kind == "AttackModified")
        account = next(f for f in ctx.facts if f.kind == "AttackDeclared")["prowess_from"]
        return (changed.rule, changed.get("cards"), changed["prowess"]), account["changes"]

    assert strengthened(NOW) == (("RGO-HAZ-2", [eye], 2), [
        {"amount": 2, "source": f"card:{eye}", "why": DECLARED}])
    assert strengthened(BEFORE) == (("RGO-HAZ-2", None, 2), [
        {"amount": 2, "source": "rule:RGO-HAZ-2",
         "why": "hazard events played earlier this turn"}])


@pytest.mark.rule("RGO-ENV-1", "RGO-HAZ-2")
def test_drowning_seas_losses_cite_its_play(rgo: RoadGoesEverOn) -> None:
    """Drowning Seas, played free as an Environment: the item and the cards it takes."""
    dagger = ids(rgo, "Dagger of Westernesse")[0]
    armed = (company(rgo, "Aragorn II")[0].with_item(Item.from_card(rgo.catalog.get(dagger))),)

    def lost(version: str) -> list[tuple[str, str | None]]:
        ruleset = at_version(rgo, version)
        ctx = begin(ruleset, moving(ruleset, "Drowning Seas", "Crebain", characters=armed,
                                    path=("wilderness", "coastal-sea"),
                                    hand=ids(rgo, "Dodge", "Block")))
        return cited(ctx.facts, "HazardEventPlayed", "ItemLost", "CardsDiscarded")

    assert lost(NOW) == [("HazardEventPlayed", "RGO-ENV-1"), ("ItemLost", "RGO-ENV-1"),
                         ("CardsDiscarded", "RGO-ENV-1"), ("CardsDiscarded", "RGO-ENV-1")]
    assert lost(BEFORE) == [("HazardEventPlayed", "RGO-ENV-1"), ("ItemLost", "RGO-HAZ-2"),
                            ("CardsDiscarded", "RGO-HAZ-2"), ("CardsDiscarded", "RGO-HAZ-2")]


@pytest.mark.rule("RGO-GUARD-1", "CoE-3.iv.6")
def test_a_creature_s_own_text_cites_the_clause_its_attack_was_played_under(
        rgo: RoadGoesEverOn) -> None:
    """Neeker-breekers revealed on guard at Weathertop: each strike is fought with the mind,
    by its text, under RGO-GUARD-1 as its attack."""
    def minds(version: str) -> list[str]:
        ruleset = at_version(rgo, version)
        facts, _ = settled(ruleset, guarded(ruleset, "Weathertop", MINDFUL), ruleset.decide,
                           "explore", {})
        return [m["clause"] for f in facts if f.kind == "StrikeResolved"
                and f.get("fought_with") == "mind" for m in f["check"]["modifiers"]
                if "mind, fought with" in m["why"]]

    assert minds(NOW) == ["RGO-GUARD-1", "RGO-GUARD-1"]
    assert minds(BEFORE) == ["RGO-HAZ-2", "RGO-HAZ-2"]


# -- a move a card opens, refused ------------------------------------------------------------

@pytest.mark.rule("CoE-5.1", "CoE-2.II.7.iv", "RGO-HAZ-1")
def test_a_move_a_card_opens_is_refused_citing_the_card(rgo: RoadGoesEverOn) -> None:
    bridge, eagles, gwaihir, shadowfax, bree, gram, weathertop = ids(
        rgo, "Bridge", "Eagle-mounts", "Gwaihir", "Shadowfax", "Bree", "Mount Gram",
        "Weathertop")
    refusals = (
        (replace(arrived(rgo), explored=True), f"bridge:{bridge}:{bree}", "CoE-5.1"),
        (organizing(rgo, "Eagle-mounts", "Eagles’ Eyrie", "Faramir"),
         f"travel:{eagles}:{bree}", "CoE-5.1"),
        (at_rivendell(rgo), f"ally-move:{gwaihir}:{gram}", "CoE-2.II.7.iv"),
        (at_bree(rgo, tapped_allies=(shadowfax,)), f"ally-ride:{shadowfax}:{weathertop}",
         "CoE-2.II.7.iv"))
    for start, action, clause in refusals:
        refused(at_version(rgo, NOW), start, action, clause)
        refused(at_version(rgo, BEFORE), start, action, "RGO-HAZ-1")  # as before


@pytest.mark.not_a_rule("a state made with no hazard played: the clause it falls back to")
def test_only_a_step_of_a_known_play_changes_its_clause(rgo: RoadGoesEverOn) -> None:
    """A card no play of which is recorded (a state made otherwise) is cited by RGO-HAZ-2."""
    ctx = Context(at_version(rgo, NOW), Table(1, {}, state(rgo)))
    assert effect_clauses.of(ctx, ids(rgo, "Gloom")[0]) == effect_clauses.REVEALED
