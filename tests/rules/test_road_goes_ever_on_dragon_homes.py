"""A Dragon's At Home permanent-event played by its card (TD-MANIF-1, dragon_homes.py): it
comes into play and stays, its lair has an additional automatic-attack unless its Ahunt is in
play, and that attack defeated, it is a defeated creature (BA-CLAR-1, TD-MANIF-5)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from domain.engine.characters import Item
from domain.engine.combat import Attack
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import (
    attack_making,
    dragon_homes,
    hand_resources,
    raids,
    travel_cards,
)
from domain.rulesets.road_goes_ever_on.dragon_homes import SINCE_VERSION
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.site_phase import SitePhase, site_attack
from domain.rulesets.road_goes_ever_on.state import SITE, AwaitedStrikes, LongEffect, Quest, State
from domain.rulesets.road_goes_ever_on.turn import corruption_points
from tests.rules.rgo_support import (
    at_version,
    begin,
    card,
    company,
    ids,
    kinds,
    moving,
    run,
    settle,
    settled,
    state,
    turn_of,
    with_coe_cards,
)

CARDS = ("Bairanax Ahunt", "Bairanax at Home", "Ovir Hollow", "Smaug at Home", "Scorba at Home",
         "Itangast at Home", "Eärcaraxë at Home", "Agburanar at Home", "Scatha at Home",
         "Neeker-breekers", "Leucaruth at Home")
BEFORE = str(SINCE_VERSION - 1)


def horses(rgo: RoadGoesEverOn) -> tuple[tuple[str, str, int], ...]:
    """Horses played on the company this turn: +2 prowess to each hazard creature attacking
    it (travel_cards.py)."""
    return ((state(rgo).company, "TW-260", 2),)


def eye_of_sauron(card: str) -> tuple[LongEffect, ...]:
    """Eye of Sauron's effect in play: +1 prowess to each automatic-attack."""
    return (LongEffect(card, prowess=1, automatic_only=True),)

#: The version before Agburanar's, Bairanax's and Scatha's lasting effects.
BEFORE_MORE = str(dragon_homes.MORE_EFFECTS_SINCE - 1)


@pytest.fixture(scope="module")
def rgo(starter, coe_cards_path: Path) -> RoadGoesEverOn:  # type: ignore[no-untyped-def]
    return with_coe_cards(starter, coe_cards_path, CARDS)


def to_bree(rgo: RoadGoesEverOn, **fields: object) -> State:
    """Bairanax at Home on the Hazard Pile of a company going from Rivendell to Bree."""
    return state(rgo, destination=card(rgo, "Bree"), path=("wilderness",),
                 hazards=(card(rgo, "Bairanax at Home"),),
                 options={"tables": {}, "dragon_table": False}, **fields)


def at_lair(rgo: RoadGoesEverOn, seed: int, strikes_factor: int = 1, prowess_bonus: int = 0,
            doors: bool = False, **fields: object) -> Context[State]:
    """The company's site phase at Ovir Hollow with Bairanax at Home in play (and Doors of
    Night, ``doors``): the automatic attacks faced (the row's ``strikes_factor`` and
    ``prowess_bonus``), the defender leaving his strikes to chance."""
    hollow = rgo.catalog.find("Ovir Hollow")
    start = state(rgo, site=hollow.id, phase=SITE,
                  environments=(card(rgo, "Bairanax at Home"),
                                *(ids(rgo, "Doors of Night") if doors else ())),
                  options={"tables": {}, "dragon_table": False}, **fields)
    phase = SitePhase(turn_of(rgo, start))
    ctx = Context(rgo, Table(seed, {}, start))
    phase.automatic_attacks(ctx, hollow, "RGO-SITE-4", strikes_factor, prowess_bonus)
    phase.face_queued(ctx)
    settle(rgo, ctx)
    return ctx


@pytest.mark.rule("TD-MANIF-1")
def test_an_at_home_revealed_away_from_its_lair_comes_into_play_and_stays(rgo) -> None:  # type: ignore[no-untyped-def]
    home = card(rgo, "Bairanax at Home")
    ctx = begin(rgo, to_bree(rgo))
    assert kinds(ctx.facts, "HazardEventPlayed", "EnvironmentInPlay", "HazardDiscarded") == [
        ("HazardEventPlayed", "RGO-HAZ-2"), ("EnvironmentInPlay", "TD-MANIF-1")]
    assert ctx.state.environments == (home,)
    again = begin(rgo, to_bree(rgo, environments=(home,)))
    assert [(f.rule, f["reason"]) for f in again.facts if f.kind == "HazardDiscarded"] == [
        ("RGO-HAZ-3", "it cannot be duplicated: it is already in play")]
    old = begin(at_version(rgo, BEFORE), to_bree(rgo))
    assert [(f.rule, f["reason"]) for f in old.facts if f.kind == "HazardDiscarded"] == [
        ("RGO-HAZ-3", "its attack is made at Ovir Hollow, not at Bree")]
    assert old.state.environments == ()


def queued_attacks(ctx: Context[State]) -> list[tuple[object, ...]]:
    """(clause, name, strikes, prowess, body, automatic, hazard) of each attack queued."""
    queued = next(f for f in ctx.facts if f.kind == "SiteAttacksQueued")
    return [(a["rule"], a["attack"]["name"], a["attack"]["strikes"], a["attack"]["prowess"],
             a["attack"]["body"], a["attack"]["automatic"], a.get("hazard"))
            for a in queued["attacks"]]


def declared_attacks(facts: list[Fact]) -> list[tuple[object, ...]]:
    """(clause, name, strikes, prowess, body, automatic, source) of each attack declared."""
    return [(f.rule, f["attack"]["name"], f["attack"]["strikes"], f["attack"]["prowess"],
             f["attack"]["body"], f["attack"]["automatic"], f["attack"]["source"])
            for f in facts if f.kind == "AttackDeclared"]


@pytest.mark.rule("TD-MANIF-1", "BA-CLAR-1")
def test_its_lair_has_its_additional_automatic_attack_which_leaves_it_in_play(rgo) -> None:  # type: ignore[no-untyped-def]
    home = card(rgo, "Bairanax at Home")
    ctx = at_lair(rgo, seed=1)
    assert queued_attacks(ctx) == [
        ("RGO-SITE-4", "Ovir Hollow automatic-attack", 1, 12, None, True, None),
        ("TD-MANIF-1", "Bairanax at Home", 2, 15, 7, True, home)]
    assert [f.rule for f in ctx.facts if f.kind == "SiteAttackBegan"] == [
        "RGO-SITE-4", "TD-MANIF-1"]
    assert [f["defeated"] for f in ctx.facts if f.kind == "AttackEnded"][-1] is False
    assert not [f for f in ctx.facts if f.kind in ("HazardDiscarded", "DragonDefeated")
                and f["card"] == home]
    assert ctx.state.environments == (home,)


@pytest.mark.rule("BA-CLAR-1", "TD-MANIF-5")
def test_its_attack_defeated_it_is_a_defeated_creature(rgo) -> None:  # type: ignore[no-untyped-def]
    home = card(rgo, "Bairanax at Home")
    strong = tuple(replace(c, prowess=20, body=20)
                   for c in company(rgo, "Aragorn II", "Legolas", "Gimli"))
    ctx = at_lair(rgo, seed=1, characters=strong)
    assert [f["defeated"] for f in ctx.facts if f.kind == "AttackEnded"] == [True, True]
    gained = next(f for f in ctx.facts if f.kind == "MarshallingPointsGained")
    assert (gained["card"], gained["kind"], gained["points"]) == (home, "kill", 3)
    defeated = next(f for f in ctx.facts if f.kind == "DragonDefeated")
    assert (defeated.rule, defeated["dragon"], defeated["removed"]) == (
        "TD-MANIF-5", "Bairanax", [home])
    assert ctx.state.environments == () and ctx.state.slain_dragons == ("Bairanax",)


@pytest.mark.rule("TD-MANIF-1", "RGO-LONG-4", "RGO-SITE-4")
def test_the_row_and_the_automatic_attack_cards_strengthen_it_and_clouds_does_not(rgo) -> None:  # type: ignore[no-untyped-def]
    home, hollow = ids(rgo, "Bairanax at Home", "Ovir Hollow")
    eye, clouds = ids(rgo, "Eye of Sauron", "Clouds")
    # A row doubling the strikes, +1 prowess; Eye of Sauron: +1 to each automatic-attack;
    # Clouds with Doors of Night and Horses: +2 to hazard creatures only.
    ctx = at_lair(rgo, seed=1, strikes_factor=2, prowess_bonus=1, doors=True,
                  long_in_play=(eye, clouds), long_effects=eye_of_sauron(eye),
                  strengthened=horses(rgo))
    assert [f["note"] for f in ctx.facts if f.kind == "AttackModified"
            and f["attack"] == "Bairanax at Home"] == ["hazard long-events in play"]
    # Made as each is faced (attack_making.MADE_AS_FACED_SINCE): the row's, then Eye of
    # Sauron's as it is declared.
    assert declared_attacks(ctx.facts) == [
        ("RGO-SITE-4", "Ovir Hollow automatic-attack", 2, 14, None, True, hollow),
        ("TD-MANIF-1", "Bairanax at Home", 4, 17, 7, True, home)]
    assert [(f["attack"], f["prowess"], f["cards"]) for f in ctx.facts
            if f.kind == "AttackModified" and f["note"] == "hazard long-events in play"] == [
        ("Ovir Hollow automatic-attack", 1, [eye]), ("Bairanax at Home", 1, [eye])]


@pytest.mark.rule("TD-MANIF-1", "BA-CLAR-1", "RGO-LONG-4")
def test_before_its_attack_was_a_creatures_made_after_the_row(rgo) -> None:  # type: ignore[no-untyped-def]
    home = card(rgo, "Bairanax at Home")
    eye, clouds = ids(rgo, "Eye of Sauron", "Clouds")
    ctx = at_lair(at_version(rgo, str(dragon_homes.AUTOMATIC_SINCE - 1)), seed=1,
                  strikes_factor=2, prowess_bonus=1, doors=True, long_in_play=(eye, clouds),
                  long_effects=eye_of_sauron(eye), strengthened=horses(rgo))
    assert [f["note"] for f in ctx.facts if f.kind == "AttackModified"
            and f["attack"] == "Bairanax at Home"] == ["hazard long-events in play",
                                                       travel_cards.NOTE]
    assert queued_attacks(ctx) == [
        ("RGO-SITE-4", "Ovir Hollow automatic-attack", 2, 13, None, True, None),
        ("BA-CLAR-1", "Bairanax at Home", 2, 15, 7, False, home)]
    assert [(f["attack"], f["prowess"], f["cards"]) for f in ctx.facts
            if f.kind == "AttackModified" and f["note"] == "hazard long-events in play"] == [
        ("Ovir Hollow automatic-attack", 1, [eye]), ("Bairanax at Home", 2, [clouds])]


def facing_at_home(rgo: RoadGoesEverOn, **fields: object) -> State:
    """The company at Ovir Hollow, Concealment in the hand, facing the additional
    automatic-attack Bairanax at Home in play gives it, its strikes not yet assigned."""
    hollow, home = rgo.catalog.find("Ovir Hollow"), card(rgo, "Bairanax at Home")
    start = state(rgo, site=hollow.id, phase=SITE, environments=(home,),
                  hand=ids(rgo, "Concealment"), options={"tables": {}, "dragon_table": False},
                  **fields)
    [(_, attack)] = dragon_homes.lair_attacks(Context(rgo, Table(1, {}, start)), rgo.catalog,
                                              hollow)
    return replace(start, awaited_strikes=AwaitedStrikes(attack.to_json(), dragon_homes.RULE,
                                                         home))


@pytest.mark.rule("TD-MANIF-1", "CoE-3.i")
def test_its_attack_cannot_be_canceled_where_its_lairs_cannot(rgo) -> None:  # type: ignore[no-untyped-def]
    """No lair of the card data prints its automatic-attack as one that cannot be canceled:
    a stand-in Ovir Hollow does. From 237 the At Home's attack, its lair's additional one, is
    read on the lair, as a site's own automatic-attack is: Concealment is not offered against
    it. 236 read the At Home card, which prints no automatic-attack, and offered it."""
    hollow = rgo.catalog.find("Ovir Hollow")
    sealed = replace(hollow, automatic_attacks=tuple(
        replace(a, cannot_be_canceled=True) for a in hollow.automatic_attacks))
    assert [a.race for a in sealed.automatic_attacks] == ["Dragon"]
    strict = RoadGoesEverOn(rgo.catalog.with_cards([sealed]))
    concealment, aragorn = ids(rgo, "Concealment", "Aragorn II")
    cancel = f"resource:{concealment}:cancel:{aragorn}"
    now, before = str(dragon_homes.LAIR_READ_SINCE), str(dragon_homes.LAIR_READ_SINCE - 1)
    assert int(rgo.version) >= dragon_homes.LAIR_READ_SINCE
    facing = facing_at_home(strict)
    assert facing.awaited_strikes is not None
    attack = facing.awaited_strikes.read_attack()
    assert (attack.name, attack.automatic) == ("Bairanax at Home", True)
    for played, sealed_off in ((now, True), (before, False)):
        ruleset = at_version(strict, played)
        assert hand_resources.moment(facing, strict.catalog, played).uncancelable is sealed_off
        assert (cancel in [a.id for a in ruleset.actions(facing)]) is not sealed_off
    # The lair as printed: the At Home's attack may be canceled in either version.
    printed = facing_at_home(rgo)
    assert all(cancel in [a.id for a in at_version(rgo, v).actions(printed)]
               for v in (now, before))


@pytest.mark.rule("TD-MANIF-1")
def test_it_makes_no_attack_while_its_ahunt_is_in_play(rgo) -> None:  # type: ignore[no-untyped-def]
    home, ahunt = card(rgo, "Bairanax at Home"), card(rgo, "Bairanax Ahunt")
    ctx = at_lair(rgo, seed=1, long_in_play=(ahunt,))
    away = next(f for f in ctx.facts if f.kind == "DragonNotAtHome")
    assert (away.rule, away["card"], away["ahunt"]) == ("TD-MANIF-1", home, ahunt)
    queued = next(f for f in ctx.facts if f.kind == "SiteAttacksQueued")
    assert [a["attack"]["name"] for a in queued["attacks"]] == ["Ovir Hollow automatic-attack"]


# -- the lasting effects of an At Home in play --------------------------------------------------

@pytest.mark.rule("TD-MANIF-1")
def test_with_smaug_at_home_a_moving_company_draws_one_card_less(rgo) -> None:  # type: ignore[no-untyped-def]
    home = card(rgo, "Smaug at Home")
    moving = state(rgo, destination=card(rgo, "Moria"), path=("wilderness", "wilderness"),
                   draw=ids(rgo, "Dodge", "Block", "Dodge", "Block"), environments=(home,),
                   options={"tables": {}, "dragon_table": False})
    printed = rgo.catalog.find("Moria").draw or 0
    assert printed >= 2
    drawn = begin(rgo, moving)
    less = next(f for f in drawn.facts if f.kind == "DrawLessened")
    assert (less.rule, less["card"], less["printed"], less["drawn"]) == (
        "TD-MANIF-1", home, printed, printed - 1)
    assert sum(len(f["cards"]) for f in drawn.facts if f.kind == "CardsDrawn"
               and f["deck"] == "player") == printed - 1
    old = begin(at_version(rgo, BEFORE), moving)
    assert sum(len(f["cards"]) for f in old.facts if f.kind == "CardsDrawn"
               and f["deck"] == "player") == printed
    assert kinds(old.facts, "DrawLessened") == []


@pytest.mark.rule("TD-MANIF-1")
def test_scorba_and_itangast_at_home_add_corruption_to_major_and_greater_items(rgo) -> None:  # type: ignore[no-untyped-def]
    aragorn = company(rgo, "Aragorn II")[0]
    items = tuple(Item.from_card(rgo.catalog.find(n)) for n in ("Glamdring", "Narsil",
                                                                 "Dagger of Westernesse"))
    bearer = replace(aragorn, items=items)
    base = 1 + 2 + 1
    scorba, itangast = card(rgo, "Scorba at Home"), card(rgo, "Itangast at Home")
    assert corruption_points(state(rgo), bearer, rgo.catalog, str(SINCE_VERSION)) == base
    assert corruption_points(state(rgo, environments=(scorba,)), bearer, rgo.catalog,
                             str(SINCE_VERSION)) == base + 1
    assert corruption_points(state(rgo, environments=(scorba, itangast)), bearer, rgo.catalog,
                             str(SINCE_VERSION)) == base + 2
    assert corruption_points(state(rgo, environments=(scorba, itangast)), bearer, rgo.catalog,
                             BEFORE) == base


@pytest.mark.rule("TD-MANIF-1")
def test_earcaraxe_at_home_raises_the_limit_of_a_company_crossing_a_coastal_sea(rgo) -> None:  # type: ignore[no-untyped-def]
    home = card(rgo, "Eärcaraxë at Home")
    at_sea = state(rgo, destination=card(rgo, "Bree"), path=("wilderness", "coastal-sea"),
                   environments=(home,))
    assert dragon_homes.limit_bonus(str(SINCE_VERSION), at_sea, rgo.catalog) == (1, [home])
    assert dragon_homes.limit_bonus(BEFORE, at_sea, rgo.catalog) == (0, [])
    ashore = replace(at_sea, path=("wilderness", "border-land"))
    assert dragon_homes.limit_bonus(str(SINCE_VERSION), ashore, rgo.catalog) == (0, [])
    limits = [f for f in begin(rgo, at_sea).facts if f.kind == "HazardLimitSet"]
    assert [(f["at_home"], f["at_home_cards"]) for f in limits] == [(1, [home])]


@pytest.mark.rule("TD-MANIF-6")
def test_an_at_home_of_a_defeated_dragon_revealed_on_guard_is_discarded(rgo) -> None:  # type: ignore[no-untyped-def]
    home = rgo.catalog.find("Bairanax at Home")
    start = state(rgo, phase=SITE, slain_dragons=("Bairanax",))
    ctx = Context(rgo, Table(1, {}, start))
    turn_of(rgo, start).play_hazard_event(ctx, home, "RGO-GUARD-1")
    assert [(f.rule, f["reason"]) for f in ctx.facts if f.kind == "HazardDiscarded"] == [
        ("TD-MANIF-6", "Bairanax has been defeated: no manifestation of it is played again")]
    assert ctx.state.environments == ()


def raises(facts: list) -> list[tuple]:  # type: ignore[type-arg]
    return [(f.rule, f["card"], f["delta"], f["why"]) for f in facts
            if f.kind == "HazardLimitChanged"]


@pytest.mark.rule("TD-MANIF-1")
def test_with_agburanar_at_home_a_dragon_manifestation_counts_against_no_limit(rgo) -> None:  # type: ignore[no-untyped-def]
    agburanar = card(rgo, "Agburanar at Home")
    ctx = begin(rgo, to_bree(rgo, environments=(agburanar,)))
    set_to = next(f["limit"] for f in ctx.facts if f.kind == "HazardLimitSet")
    assert kinds(ctx.facts, "HazardEventPlayed", "EnvironmentInPlay", "HazardLimitChanged") == [
        ("HazardEventPlayed", "RGO-HAZ-2"), ("EnvironmentInPlay", "TD-MANIF-1"),
        ("HazardLimitChanged", "TD-MANIF-1")]
    assert raises(ctx.facts) == [("TD-MANIF-1", agburanar, 1,
                                  "Bairanax at Home does not count against the hazard limit")]
    assert ctx.state.hazard_limit == set_to + 1
    # Agburanar at Home itself, revealed, is counted as it comes into play.
    own = begin(rgo, replace(to_bree(rgo), hazards=(agburanar,)))
    assert raises(own.facts) == [] and own.state.environments == (agburanar,)
    old = begin(at_version(rgo, BEFORE_MORE), to_bree(rgo, environments=(agburanar,)))
    assert raises(old.facts) == [] and old.state.hazard_limit == set_to


@pytest.mark.rule("TD-MANIF-1")
def test_with_bairanax_at_home_an_animal_attack_raises_the_limit_by_one(rgo) -> None:  # type: ignore[no-untyped-def]
    bairanax = card(rgo, "Bairanax at Home")
    start = moving(rgo, "Neeker-breekers", environments=(bairanax,),
                   options={"tables": {}, "dragon_table": False})
    ctx = begin(rgo, start)
    set_to = next(f["limit"] for f in ctx.facts if f.kind == "HazardLimitSet")
    assert kinds(ctx.facts, "HazardKeyed", "HazardLimitChanged") == [
        ("HazardKeyed", "RGO-HAZ-4"), ("HazardLimitChanged", "TD-MANIF-1")]
    assert raises(ctx.facts) == [("TD-MANIF-1", bairanax, 1,
                                  "the company faces Neeker-breekers, an animal attack")]
    assert ctx.state.hazard_limit == set_to + 1 and ctx.state.at_home_raised == (bairanax,)
    without = begin(rgo, replace(start, environments=()))
    assert raises(without.facts) == []
    old = begin(at_version(rgo, BEFORE_MORE), start)
    assert raises(old.facts) == [] and old.state.hazard_limit == set_to


@pytest.mark.rule("TD-MANIF-1", "RGO-QUEST-4")
def test_with_scatha_at_home_every_influence_attempt_is_one_less(rgo) -> None:  # type: ignore[no-untyped-def]
    scatha = card(rgo, "Scatha at Home")
    anorien, tirith, aragorn = ids(rgo, "Men of Anórien", "Minas Tirith", "Aragorn II")
    there = state(rgo, phase=SITE, explored=True, site=tirith,
                  display=(Quest(anorien, (tirith,)),))

    def attempt(ruleset, start):  # type: ignore[no-untyped-def]
        facts, _ = run(ruleset, start, ruleset.decide, f"take-quest:{anorien}:{aragorn}", {})
        return next(f for f in facts if f.kind == "InfluenceAttempted")

    plain = attempt(rgo, there)
    scathed = attempt(rgo, replace(there, environments=(scatha,)))
    assert [(m["amount"], m["why"], m["clause"]) for m in scathed["check"]["modifiers"]
            if m["source"] == f"card:{scatha}"] == [(-1, "Scatha at Home is in play",
                                                     "TD-MANIF-1")]
    assert (scathed["roll"], scathed["total"]) == (plain["roll"], plain["total"] - 1)
    old = attempt(at_version(rgo, BEFORE_MORE), replace(there, environments=(scatha,)))
    assert (old["roll"], old["total"]) == (plain["roll"], plain["total"])


@pytest.mark.rule("TD-MANIF-1")
def test_with_leucaruth_at_home_one_dragon_manifestation_is_played_a_turn(rgo) -> None:  # type: ignore[no-untyped-def]
    leucaruth, bairanax = card(rgo, "Leucaruth at Home"), card(rgo, "Bairanax at Home")
    both = replace(to_bree(rgo), hazards=(leucaruth, bairanax))
    ctx = begin(rgo, both)
    assert ctx.state.hazard_limit >= 2
    assert [(f.kind, f.rule, f["card"]) for f in ctx.facts if f.kind in (
        "EnvironmentInPlay", "HazardDiscarded")] == [
        ("EnvironmentInPlay", "TD-MANIF-1", leucaruth),
        ("HazardDiscarded", "TD-MANIF-1", bairanax)]
    assert next(f["reason"] for f in ctx.facts if f.kind == "HazardDiscarded") == (
        "with Leucaruth at Home in play one unique Dragon manifestation is played a turn, "
        "and Leucaruth at Home was")
    assert ctx.state.environments == (leucaruth,)
    # In play since an earlier turn, with no manifestation played this turn, one is played.
    kept = begin(rgo, to_bree(rgo, environments=(leucaruth,)))
    assert kept.state.environments == (leucaruth, bairanax)
    old = begin(at_version(rgo, BEFORE_MORE), both)
    assert old.state.environments == (leucaruth, bairanax)


#: The version before Leucaruth at Home's limit reaches the Long Event deck and the on-guard
#: card (dragon_homes.ONE_A_TURN_EVERYWHERE_SINCE).
BEFORE_EVERYWHERE = str(dragon_homes.ONE_A_TURN_EVERYWHERE_SINCE - 1)
#: A seed whose first roll for the hazard long-event is 8 or more (RGO-LONG-2).
LONG_EVENT_ON = 2
LEUCARUTH_LIMIT = ("with Leucaruth at Home in play one unique Dragon manifestation is played a "
                   "turn, and Bairanax at Home was")


def seen(facts: list, *wanted: str) -> list[tuple[str, str | None, str]]:  # type: ignore[type-arg]
    return [(f.kind, f.rule, str(f.get("reason") or f.get("name") or "")) for f in facts
            if f.kind in wanted]


@pytest.mark.rule("TD-MANIF-1", "RGO-LONG-2")
def test_with_leucaruth_at_home_an_ahunt_drawn_as_the_long_event_is_not_played(rgo) -> None:  # type: ignore[no-untyped-def]
    leucaruth, bairanax, ahunt = (card(rgo, n) for n in (
        "Leucaruth at Home", "Bairanax at Home", "Bairanax Ahunt"))
    # Bairanax at Home was played this turn (the state as the long-event is drawn).
    start = state(rgo, long_events=(ahunt,), environments=(leucaruth, bairanax),
                  hazards_this_turn=((1, bairanax),))
    wanted = ("LongEventPlayed", "LongEventNotPlayed")
    facts, after = run(rgo, start, lambda ctx: turn_of(rgo, start).hazard_long_event(
        ctx, "RGO-LONG-2"), seed=LONG_EVENT_ON)
    assert seen(facts, *wanted) == [("LongEventNotPlayed", "TD-MANIF-1", LEUCARUTH_LIMIT)]
    assert after.long_discard == (ahunt,) and after.long_in_play == ()
    # None played this turn yet: the Ahunt is played, and is the turn's one.
    first = replace(start, hazards_this_turn=())
    facts, after = run(rgo, first, lambda ctx: turn_of(rgo, first).hazard_long_event(
        ctx, "RGO-LONG-2"), seed=LONG_EVENT_ON)
    assert seen(facts, *wanted) == [("LongEventPlayed", "RGO-LONG-2", "Bairanax Ahunt")]
    # Version 203 played it whatever was played before.
    old = at_version(rgo, BEFORE_EVERYWHERE)
    facts, after = run(old, start, lambda ctx: turn_of(old, start).hazard_long_event(
        ctx, "RGO-LONG-2"), seed=LONG_EVENT_ON)
    assert seen(facts, *wanted) == [("LongEventPlayed", "RGO-LONG-2", "Bairanax Ahunt")]
    assert after.long_in_play == (ahunt,)


def guarded_mountain(rgo: RoadGoesEverOn, guard: str, **fields: object) -> State:
    """The company entering The Lonely Mountain, ``guard`` on guard there, Leucaruth at Home
    in play, the site's automatic-attack queued as a roll of 8 or more queues it (an on-guard
    card is revealed only where the company faces one, guard_reveals.py)."""
    mountain = rgo.catalog.get(card(rgo, "The Lonely Mountain"))
    queued = tuple(site_attack(Attack.automatic_attack(mountain, auto, 2), "RGO-SITE-4",
                               mountain.name) for auto in mountain.automatic_attacks)
    return state(rgo, phase=SITE, site=mountain.id,
                 on_guard=((card(rgo, guard), mountain.id),), site_attacks=queued,
                 environments=(card(rgo, "Leucaruth at Home"),), **fields)


def reveal(ruleset: RoadGoesEverOn, start: State) -> tuple[list, State]:  # type: ignore[type-arg]
    return run(ruleset, start, lambda ctx: SitePhase(turn_of(ruleset, start)).reveal_on_guard(
        ctx))


@pytest.mark.rule("TD-MANIF-1", "RGO-GUARD-1")
def test_with_leucaruth_at_home_a_second_dragon_revealed_on_guard_is_discarded(rgo) -> None:  # type: ignore[no-untyped-def]
    smaug, bairanax = card(rgo, "Smaug"), card(rgo, "Bairanax at Home")
    wanted = ("OnGuardRevealed", "HazardDiscarded", "SiteAttacksQueued", "EnvironmentInPlay")
    start = guarded_mountain(rgo, "Smaug", hazards_this_turn=((1, bairanax),))
    facts, after = reveal(rgo, start)
    assert seen(facts, *wanted) == [("OnGuardRevealed", "RGO-GUARD-1", "Smaug"),
                                    ("HazardDiscarded", "TD-MANIF-1", LEUCARUTH_LIMIT)]
    assert after.site_attacks == start.site_attacks and after.hazard_discard == (smaug,)
    # An At Home on guard at its lair is discarded too, not come into play.
    home = guarded_mountain(rgo, "Smaug at Home", hazards_this_turn=((1, bairanax),))
    facts, after = reveal(rgo, home)
    assert seen(facts, *wanted) == [("OnGuardRevealed", "RGO-GUARD-1", "Smaug at Home"),
                                    ("HazardDiscarded", "TD-MANIF-1", LEUCARUTH_LIMIT)]
    assert after.environments == (card(rgo, "Leucaruth at Home"),)
    # A Dragon that cannot attack where it is on guard is not revealed: nothing is played.
    moria = card(rgo, "Moria")
    away = replace(start, site=moria, on_guard=((smaug, moria),))
    facts, after = reveal(rgo, away)
    assert [(f.kind, f.rule) for f in facts] == [("OnGuardNotRevealed", "CoE-2.V.i")]
    # Version 203: Smaug attacked from guard, Scatha at Home came into play.
    old = at_version(rgo, BEFORE_EVERYWHERE)
    facts, after = reveal(old, start)
    assert [k for k, _, _ in seen(facts, *wanted)] == ["OnGuardRevealed", "SiteAttacksQueued"]
    assert [a["hazard"] for a in after.site_attacks][-1] == smaug
    facts, after = reveal(old, home)
    assert [k for k, _, _ in seen(facts, *wanted)] == ["OnGuardRevealed", "EnvironmentInPlay"]


@pytest.mark.rule("TD-MANIF-1", "RGO-GUARD-1")
def test_a_dragon_attacking_from_guard_is_the_turns_unique_dragon_manifestation(rgo) -> None:  # type: ignore[no-untyped-def]
    smaug = card(rgo, "Smaug")
    start = guarded_mountain(rgo, "Smaug")
    facts, after = reveal(rgo, start)
    revealed = next(f for f in facts if f.kind == "OnGuardRevealed")
    assert revealed.get("manifestation_played") is True
    assert [a["hazard"] for a in after.site_attacks][-1] == smaug
    assert after.hazards_this_turn == ((1, smaug),)
    # A creature no Dragon is not marked; version 203 marked none and counted none.
    orcs = guarded_mountain(rgo, "Orc-patrol")
    facts, _ = reveal(rgo, replace(orcs, site=card(rgo, "Moria"), on_guard=(
        (card(rgo, "Orc-patrol"), card(rgo, "Moria")),)))
    assert "manifestation_played" not in next(
        f for f in facts if f.kind == "OnGuardRevealed").data
    old = at_version(rgo, BEFORE_EVERYWHERE)
    facts, after = reveal(old, start)
    assert "manifestation_played" not in next(
        f for f in facts if f.kind == "OnGuardRevealed").data
    assert after.hazards_this_turn == ()


def entered_lair(ruleset: RoadGoesEverOn, seed: int) -> tuple[list[Fact], State]:
    """Aragorn, Legolas and Gimli (prowess and body 20) enter Ovir Hollow, Bairanax at Home on
    guard there."""
    hollow, home = ids(ruleset, "Ovir Hollow", "Bairanax at Home")
    strong = tuple(replace(c, prowess=20, body=20)
                   for c in company(ruleset, "Aragorn II", "Legolas", "Gimli"))
    start = state(ruleset, site=hollow, phase=SITE, characters=strong,
                  on_guard=((home, hollow),), options={"tables": {}, "dragon_table": False})
    return settled(ruleset, start, ruleset.decide, "explore", {}, seed=seed)


@pytest.mark.rule("TD-MANIF-1", "RGO-GUARD-1", "CoE-2.V.i.1", "CoE-2.V.ii.3", "RGO-SITE-RL-5")
def test_revealed_on_guard_at_its_lair_its_attack_is_faced_that_entry(rgo) -> None:  # type: ignore[no-untyped-def]
    """Bairanax at Home on guard at Ovir Hollow, entered on a roll of 5 (seed 1, Denizens
    Roused: +1 prowess), is revealed, adding its lair an automatic-attack (CoE-2.V.i.1). From
    242 that attack is queued after the lair's own (CoE-2.V.ii.3) and faced that entry, made
    as the row makes the lair's: 2 strikes of 16; defeated (seed 6, a roll of 8), it gives
    its 3 kill points. 241 brought the card into play and faced the lair's own alone."""
    home, hollow = ids(rgo, "Bairanax at Home", "Ovir Hollow")
    own = ("RGO-SITE-RL-5", "Ovir Hollow automatic-attack", 1, 13, None, True, hollow)
    facts, after = entered_lair(rgo, 1)
    assert kinds(facts, "OnGuardRevealed", "EnvironmentInPlay", "SiteAttacksQueued") == [
        ("SiteAttacksQueued", "RGO-SITE-RL-5"), ("OnGuardRevealed", "RGO-GUARD-1"),
        ("EnvironmentInPlay", "TD-MANIF-1"), ("SiteAttacksQueued", "CoE-2.V.i")]
    assert declared_attacks(facts) == [
        own, ("TD-MANIF-1", "Bairanax at Home", 2, 16, 7, True, home)]
    assert after.environments == (home,)
    facts, after = entered_lair(rgo, 6)
    assert [(f["card"], f["kind"], f["points"]) for f in facts
            if f.kind == "MarshallingPointsGained"] == [(home, "kill", 3)]
    assert after.environments == ()
    old = at_version(rgo, str(attack_making.MADE_AS_FACED_SINCE - 1))
    facts, after = entered_lair(old, 1)
    assert kinds(facts, "EnvironmentInPlay", "SiteAttacksQueued") == [
        ("SiteAttacksQueued", "RGO-SITE-RL-5"), ("EnvironmentInPlay", "TD-MANIF-1")]
    assert declared_attacks(facts) == [own]
    assert after.environments == (home,)


@pytest.mark.rule("RGO-RAID-2", "RGO-RAID-3", "RGO-SITE-DH-S2", "TD-MANIF-1")
def test_a_raid_on_its_lair_faces_its_attack_too(rgo) -> None:  # type: ignore[no-untyped-def]
    """No Dragon's lair of the card data is a Dark-hold: a stand-in Ovir Hollow is. With
    Bairanax at Home in play, from 242 a raid faces the lair's automatic-attacks as entering
    would, the At Home's among them, each with the raid's +1 strike and +1 prowess, and both
    are to be defeated for its points (RGO-RAID-3): won with both defeated (seed 3), failed
    with the At Home's not (seed 1). 241 faced the lair's own alone, and won (seed 1)."""
    hollow, home = rgo.catalog.find("Ovir Hollow"), card(rgo, "Bairanax at Home")
    hold = RoadGoesEverOn(rgo.catalog.with_cards([replace(hollow, site_type="dark-hold")]))
    strong = tuple(replace(c, prowess=20, body=20)
                   for c in company(hold, "Aragorn II", "Legolas", "Gimli"))
    start = state(hold, site=hollow.id, phase=SITE, characters=strong, environments=(home,),
                  options={"tables": {}, "dragon_table": False})
    own = ("RGO-RAID-2", "Ovir Hollow automatic-attack", 2, 13, None, True, hollow.id)
    at_home = ("TD-MANIF-1", "Bairanax at Home", 3, 16, 7, True, home)
    old = at_version(hold, str(raids.AS_ENTERING_SINCE - 1))
    for ruleset, seed, attacks, defeated, won in (
            (hold, 3, [own, at_home], [own[1], at_home[1]], True),
            (hold, 1, [own, at_home], [own[1]], False),
            (old, 1, [own], [own[1]], True)):
        ctx = Context(ruleset, Table(seed, {}, start))
        ruleset.decide(ctx, "raid", {})
        settle(ruleset, ctx)
        assert declared_attacks(ctx.facts) == attacks
        assert next(f["attacks"] for f in ctx.facts if f.kind == "RaidBegan") == len(attacks)
        assert [f["attack"] for f in ctx.facts if f.kind == "RaidAttackDefeated"] == defeated
        assert next(f["won"] for f in ctx.facts if f.kind == "RaidEnded") is won
