"""The company's site as Nenya's test and a mode played at a site's type read it in the Hobbit
scenarios (``hobbit.moves.site_here`` over ``engine.movement.site_at``, which Burglar's
``moves.site_of`` is; the Guise's ``treated_sites.treated_site``): the site card its location
names (Morannon's site, not the card standing for it), as a resource with Gates of Morning
treats it this turn. From Burglar's ``SITE_LOOKUP_FROM`` Nenya's gift makes a check
succeed at a Shadow-hold Quiet Lands treats as a Ruins & Lairs, and Lucky Search is played at
Morannon's site, a Dark-hold; from the Guise's ``hand_cards.NENYA_TREATED_SITE_FROM`` Nenya's
gift likewise. The versions before replay as played. And a game's own cards are read at its
recorded version (``Ruleset.for_setup``): Morannon's site joins the catalog of a game recorded
from the version playing the card only (Burglar, the Guise, The Road Goes Ever On)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.chronicle import Chronicle
from domain.engine import gates_treatments
from domain.engine import morannon as shared
from domain.engine.characters import Character
from domain.errors import IllegalAction
from domain.rulesets.burglar import versions as burglar_versions
from domain.rulesets.burglar.ruleset import BurglarWantsAGoodJob
from domain.rulesets.burglar.state import State
from domain.rulesets.guise_of_the_necromancer import hand_cards
from domain.rulesets.guise_of_the_necromancer import morannon as guise_morannon
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import State as GuiseState
from domain.rulesets.hobbit.moves import site_here
from domain.rulesets.road_goes_ever_on import morannon as road_morannon
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from tests.rules import burglar_support as bwj
from tests.rules import necromancer_support as gon
from tests.support import decide_from

NENYA, GALADRIEL, LUCKY, MORANNON = "TW-291", "TW-153", "TW-269", "TW-286"
QUIET_LANDS = gates_treatments.QUIET_LANDS
MORIA = bwj.CATALOG.find("Moria", "Hero").id  # a Shadow-hold
RUINS = "ruins-and-lairs"
SITE_LOOKUP_FROM = burglar_versions.SITE_LOOKUP_FROM
BEFORE = bwj.played_as(str(SITE_LOOKUP_FROM - 1))


def kinds(facts: list) -> list[str]:  # type: ignore[type-arg]
    return [f.kind for f in facts]


# -- Burglar: Nenya at a Shadow-hold Quiet Lands treats as a Ruins & Lairs -----------------

def at_treated_moria() -> State:
    """Bilbo and Galadriel at Moria, Quiet Lands having treated it as a Ruins & Lairs this
    turn (with Gates of Morning), Nenya's gift waiting for anyone's check."""
    state = bwj.at(bwj.with_hand(bwj.fresh(), GALADRIEL), "Moria")
    return replace(state, phase="organization", step="", hand=(),
                   assured_checks=((NENYA, ""),),
                   resource_treatments=((QUIET_LANDS, 0, MORIA, RUINS),))


@pytest.mark.rule("CoE-7.1", "CoE-2.II.5", "BWJ-HAND-1")
def test_burglar_nenya_makes_a_check_succeed_at_a_shadow_hold_treated_as_ruins() -> None:
    state = at_treated_moria()
    treated = site_here(state, bwj.CATALOG)
    assert treated is not None and (treated.id, treated.site_type) == (MORIA, RUINS)
    item = state.character(bwj.BILBO).items[0].card_id  # type: ignore[union-attr]
    facts, after = bwj.act(state, f"transfer:{item}:{bwj.BILBO}:{GALADRIEL}")
    assert [(f.kind, dict(f.data)) for f in facts[:2]] == [
        ("CorruptionCheckSucceeded", {"character": bwj.BILBO, "name": "Bilbo", "card": NENYA}),
        ("ItemTransferred", {"item": item, "origin": bwj.BILBO, "to": GALADRIEL})]
    assert "DiceRolled" not in kinds(facts)
    assert after.assured_checks == ()


@pytest.mark.rule("CoE-7.1", "CoE-2.II.5", "BWJ-HAND-1")
def test_burglar_before_site_lookup_from_nenya_waited_at_the_treated_shadow_hold() -> None:
    state = at_treated_moria()
    item = state.character(bwj.BILBO).items[0].card_id  # type: ignore[union-attr]
    facts, after = bwj.act(state, f"transfer:{item}:{bwj.BILBO}:{GALADRIEL}", ruleset=BEFORE)
    # The Shadow-hold read untreated: the check rolls and the gift still waits.
    assert kinds(facts)[:2] == ["DiceRolled", "CorruptionChecked"]
    assert "CorruptionCheckSucceeded" not in kinds(facts)
    assert after.assured_checks == ((NENYA, ""),)
    # Untreated, both versions roll there.
    untreated = replace(state, resource_treatments=())
    for ruleset in (bwj.RULESET, BEFORE):
        facts, after = bwj.act(untreated, f"transfer:{item}:{bwj.BILBO}:{GALADRIEL}",
                               ruleset=ruleset)
        assert kinds(facts)[:2] == ["DiceRolled", "CorruptionChecked"]
        assert after.assured_checks == ((NENYA, ""),)


# -- Burglar: Lucky Search at Morannon's site, a Dark-hold ---------------------------------

def _morannon_setup() -> dict[str, Any]:
    """The default set-up, one Sword fewer and Morannon in the resource deck."""
    setup = bwj.setup()
    resources = [r for r in setup["resources"] if r["id"] != bwj.SWORD]
    return {**setup, "resources": [*resources, {"id": bwj.SWORD, "count": 1},
                                   {"id": MORANNON, "count": 1}]}


def _morannon_game(version: str | None = None) -> BurglarWantsAGoodJob:
    """The ruleset of a game whose resource deck holds Morannon (at ``version``, as a game
    recorded then replays)."""
    game = Chronicle.begin(bwj.RULESET, 7, _morannon_setup())
    if version is not None:
        game = Chronicle.open(bwj.RULESET, {**game.records[0].data, "ruleset_version": version})
    assert isinstance(game.ruleset, BurglarWantsAGoodJob)
    return game.ruleset


WITH_MORANNON = _morannon_game()
WITH_MORANNON_BEFORE = _morannon_game(str(SITE_LOOKUP_FROM - 1))
SEARCH = f"play:{LUCKY}:search:{bwj.BILBO}"


def at_morannon() -> State:
    """The Burglar at the site Morannon stands for, its site entered, Lucky Search in hand."""
    deck = (bwj.CONCEALMENT, bwj.DAGGER, bwj.CONCEALMENT)
    return replace(bwj.at(bwj.fresh(), "Morannon"), morannon=shared.SITE, phase="site",
                   step="entered", hand=(LUCKY,), resource_deck=deck)


@pytest.mark.rule("CoE-5.3", "BWJ-SEQ-17")
def test_burglar_lucky_search_is_played_at_morannons_site_a_dark_hold() -> None:
    state = at_morannon()
    here = site_here(state, WITH_MORANNON.catalog)
    assert here is not None and (here.id, here.site_type) == (shared.SITE, "dark-hold")
    # The card of that name, first in the catalog, stands for the site: it is none.
    assert WITH_MORANNON.catalog.find("Morannon", "Hero").id == MORANNON
    assert [a.id for a in WITH_MORANNON.actions(state) if LUCKY in a.id] == [SEARCH]
    facts, after = decide_from(WITH_MORANNON, state, SEARCH, None, 7)
    made = next(f for f in facts if f.kind == "LuckySearchMade")
    assert dict(made.data) == {"character": bwj.BILBO,
                               "revealed": [bwj.CONCEALMENT, bwj.DAGGER],
                               "card": bwj.DAGGER}
    assert after.the_hero is not None and after.the_hero.bears(bwj.DAGGER)


@pytest.mark.rule("CoE-5.3", "BWJ-SEQ-17")
def test_burglar_before_site_lookup_from_lucky_search_was_refused_at_morannon() -> None:
    state = at_morannon()
    assert shared.SITE in WITH_MORANNON_BEFORE.catalog
    assert [a.id for a in WITH_MORANNON_BEFORE.actions(state) if LUCKY in a.id] == []
    with pytest.raises(IllegalAction) as refused:
        decide_from(WITH_MORANNON_BEFORE, state, SEARCH, None, 7)
    assert (refused.value.message, refused.value.clause) == (
        "Lucky Search cannot be played now: it is played at a Shadow-hold or Dark-hold, and "
        "Morannon is none.", "CoE-5.1")


# -- the Guise: Nenya at a Shadow-hold Quiet Lands treats as a Ruins & Lairs ---------------

def guise_at_treated_moria() -> GuiseState:
    """Galadriel joins the starting company at Moria, Quiet Lands having treated it as a
    Ruins & Lairs this turn on that company's way, Nenya's gift waiting for anyone's check."""
    state = gon.fresh()
    company = state.companies[0]
    joined = replace(company, location=MORIA, characters=(
        *company.characters, Character.from_card(gon.CATALOG.get(GALADRIEL))))
    return replace(state.with_company(joined), hand=(), assured_checks=((NENYA, ""),),
                   resource_treatments=((company.id, QUIET_LANDS, 0, MORIA, RUINS),))


GIVE = f"transfer:TW-206:{gon.HALDIR}:{gon.CELEBORN}"


@pytest.mark.rule("CoE-7.1", "CoE-2.II.5", "GON-GEN-1")
def test_guise_nenya_makes_a_check_succeed_at_a_shadow_hold_treated_as_ruins() -> None:
    assert hand_cards.NENYA_TREATED_SITE_FROM <= int(gon.RULESET.version)
    facts, after = gon.act(guise_at_treated_moria(), GIVE)
    assert (facts[0].kind, dict(facts[0].data)) == (
        "CorruptionCheckSucceeded", {"character": gon.HALDIR, "name": "Haldir", "card": NENYA})
    assert "DiceRolled" not in kinds(facts)
    assert after.assured_checks == ()


@pytest.mark.rule("CoE-7.1", "CoE-2.II.5", "GON-GEN-1")
def test_guise_before_its_version_nenya_waited_at_the_treated_shadow_hold() -> None:
    before = gon.RULESET.at_version(str(hand_cards.NENYA_TREATED_SITE_FROM - 1))
    assert isinstance(before, GuiseOfTheNecromancer)
    facts, after = gon.act(guise_at_treated_moria(), GIVE, ruleset=before)
    assert kinds(facts)[:2] == ["DiceRolled", "CorruptionChecked"]
    assert after.assured_checks == ((NENYA, ""),)
    # Treated on another company's way, it is Moria still: the check rolls.
    other = replace(guise_at_treated_moria(),
                    resource_treatments=(("9", QUIET_LANDS, 0, MORIA, RUINS),))
    facts, after = gon.act(other, GIVE)
    assert kinds(facts)[:2] == ["DiceRolled", "CorruptionChecked"]
    assert after.assured_checks == ((NENYA, ""),)


# -- a game's own cards at its recorded version (Ruleset.for_setup) --------------------------

def _recorded(ruleset: Any, setup: dict[str, Any], version: str) -> Any:
    """The ruleset a game of ``setup`` recorded under ``version`` replays with."""
    start = Chronicle.begin(ruleset, 7, setup).records[0].data
    return Chronicle.open(ruleset, {**start, "ruleset_version": version}).ruleset


@pytest.mark.rule("CoE-5.3", "BWJ-SEQ-2")
def test_burglar_morannons_site_joins_a_game_recorded_from_morannon_from_only() -> None:
    setup = _morannon_setup()
    since = burglar_versions.MORANNON_FROM
    older = _recorded(bwj.RULESET, setup, str(since - 1))
    newer = _recorded(bwj.RULESET, setup, str(since))
    assert (older.played, shared.SITE in older.catalog) == (str(since - 1), False)
    assert (newer.played, shared.SITE in newer.catalog) == (str(since), True)
    assert newer.catalog.get(shared.SITE).site_type == "dark-hold"
    # At the current version, as a new game.
    assert shared.SITE in Chronicle.begin(bwj.RULESET, 7, setup).ruleset.catalog


@pytest.mark.rule("CoE-5.3", "GON-SETUP-13")
def test_guise_morannons_sites_join_a_game_recorded_from_its_version_only() -> None:
    setup = gon.default()
    resources = [{**r, "count": 1} if r["id"] == "TW-254" else r for r in setup["resources"]]
    setup = {**setup, "resources": [*resources, {"id": MORANNON, "count": 2}]}
    since = guise_morannon.SINCE
    older = _recorded(gon.RULESET, setup, str(since - 1))
    newer = _recorded(gon.RULESET, setup, str(since))
    second = f"{shared.SITE}-2"
    assert (older.played, shared.SITE in older.catalog, second in older.catalog) == (
        str(since - 1), False, False)
    assert (newer.played, shared.SITE in newer.catalog, second in newer.catalog) == (
        str(since), True, True)


def _rgo_with_morannons(rgo: RoadGoesEverOn) -> dict[str, Any]:
    """The Road Goes Ever On's default decks, the player deck's last two resources swapped
    for two copies of Morannon."""
    prepared = rgo.prepare({})
    player = prepared["decks"]["player"]
    assert [rgo.catalog.get(c).card_type for c in player[-2:]] == ["Resource", "Resource"]
    return {"decks": {**prepared["decks"], "player": [*player[:-2], MORANNON, MORANNON]},
            **{k: prepared[k] for k in ("starting", "starting_items", "start_haven")}}


@pytest.mark.rule("RGO-GEN-1", "RGO-DECK-2")
def test_road_morannons_sites_join_a_game_recorded_from_its_versions_only(
        rgo: RoadGoesEverOn) -> None:
    setup = _rgo_with_morannons(rgo)

    def sites(version: str) -> tuple[str, list[str]]:
        recorded = _recorded(rgo, setup, version)
        return recorded.played, sorted(c.id for c in recorded.catalog.find_all("Morannon")
                                       if c.is_site)

    second = f"{shared.SITE}-2"
    since, more = road_morannon.SINCE_VERSION, road_morannon.MORE_SINCE
    # Before the version playing the card, none; then one for every copy, up to MORE_SINCE.
    assert sites(str(since - 1)) == (str(since - 1), [])
    assert sites(str(since)) == (str(since), [shared.SITE])
    assert sites(str(more - 1)) == (str(more - 1), [shared.SITE])
    assert sites(str(more)) == (str(more), [shared.SITE, second])
    # At the current version, as a new game.
    assert sorted(c.id for c in Chronicle.begin(rgo, 7, setup).ruleset.catalog.find_all(
        "Morannon") if c.is_site) == [shared.SITE, second]
