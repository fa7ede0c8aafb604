"""The Road Goes Ever On: encounter results that open choices or help the next turn, played
from constructed states."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.errors import IllegalAction
from domain.rulesets.road_goes_ever_on.choices import MARKET_UNTAPPED_SINCE
from domain.rulesets.road_goes_ever_on.site_phase import HOSPITALITY_HERE_SINCE
from domain.rulesets.road_goes_ever_on.state import (
    LONG_EVENT,
    ORGANIZATION,
    SITE,
    Company,
    State,
)
from tests.rules.rgo_support import (
    at_version,
    company,
    ids,
    kinds,
    refused,
    run,
    site_step,
    state,
    turn_of,
)


def at_site(rgo, name: str, **fields) -> State:  # type: ignore[no-untyped-def]
    return state(rgo, site=ids(rgo, name)[0], phase=SITE, explored=True, **fields)


def action_ids(rgo, s: State) -> list[str]:  # type: ignore[no-untyped-def]
    return [a.id for a in rgo.actions(s)]


def candidates(rgo, s: State, action: str) -> dict[str, tuple[str, ...]]:  # type: ignore[no-untyped-def]
    """The values the action's parameters may take, as the rules list them."""
    return dict(next(a for a in rgo.actions(s) if a.id == action).candidates)


@pytest.mark.rule("RGO-SITE-BH-3")
def test_busy_market_trades_a_discard_for_a_minor_item(rgo) -> None:  # type: ignore[no-untyped-def]
    dagger, dodge = ids(rgo, "Dagger of Westernesse", "Dodge")
    aragorn = ids(rgo, "Aragorn II")[0]
    start = at_site(rgo, "Lake-town", hand=(dagger, dodge),
                    tapped_sites=ids(rgo, "Lake-town"))
    _, offered = run(rgo, start, site_step(rgo, start, "border-hold", 3))
    assert offered.offers == (("market", 1),)
    assert f"market-item:{dagger}:{aragorn}" in action_ids(rgo, offered)
    # The discard is any card of the hand but the item bought.
    assert candidates(rgo, offered, f"market-item:{dagger}:{aragorn}") == {"discard": (dodge,)}
    with pytest.raises(IllegalAction) as err:
        run(rgo, offered, rgo.decide, f"market-item:{dagger}:{aragorn}", {})
    assert err.value.clause == "RGO-SITE-BH-3"
    facts, after = run(rgo, offered, rgo.decide, f"market-item:{dagger}:{aragorn}",
                       {"discard": dodge})
    assert after.hand == () and after.discard == (dodge,)
    bearer = after.character(aragorn)
    assert bearer is not None and bearer.bears(dagger) and bearer.state == "tapped"
    assert after.offers == ()
    assert not any(a.startswith("market-item") for a in action_ids(rgo, after))


def market_with(rgo, *states: str) -> State:  # type: ignore[no-untyped-def]
    """Lake-town's Busy Market open (roll 3), a Dagger to buy and Dodge to discard; Aragorn and
    Legolas in ``states``."""
    dagger, dodge = ids(rgo, "Dagger of Westernesse", "Dodge")
    tired = tuple(c.with_state(s) for c, s in zip(company(rgo, "Aragorn II", "Legolas"), states,
                                                   strict=True))
    start = at_site(rgo, "Lake-town", hand=(dagger, dodge), tapped_sites=ids(rgo, "Lake-town"),
                    characters=tired)
    return run(rgo, start, site_step(rgo, start, "border-hold", 3))[1]


def market_offers(rgo, s: State) -> list[str]:  # type: ignore[no-untyped-def]
    return [a for a in action_ids(rgo, s) if a.startswith("market-item:")]


@pytest.mark.rule("RGO-SITE-BH-3", "CoE-2.V.4")
def test_only_an_untapped_character_buys_at_the_market(rgo) -> None:  # type: ignore[no-untyped-def]
    """The item bought is played as any item, by tapping an untapped character (CoE-2.V.4):
    a tapped or a wounded one is neither offered nor let buy, none untapped, nothing is."""
    dagger, dodge = ids(rgo, "Dagger of Westernesse", "Dodge")
    aragorn, legolas = ids(rgo, "Aragorn II", "Legolas")
    offered = market_with(rgo, "untapped", "tapped")
    assert offered.offers == (("market", 1),)
    assert market_offers(rgo, offered) == [f"market-item:{dagger}:{aragorn}"]
    assert refused(rgo, offered, f"market-item:{dagger}:{legolas}", "CoE-2.V.4") == (
        "Legolas is tapped: an item is played by tapping an untapped character, and so is one "
        "bought at the market. [CoE-2.V.4]")
    wounded = market_with(rgo, "wounded", "tapped")
    assert wounded.offers == (("market", 1),) and market_offers(rgo, wounded) == []
    assert "Aragorn II is wounded" in refused(rgo, wounded, f"market-item:{dagger}:{aragorn}",
                                              "CoE-2.V.4")
    _, bought = run(rgo, offered, rgo.decide, f"market-item:{dagger}:{aragorn}",
                    {"discard": dodge})
    buyer = bought.character(aragorn)
    assert buyer is not None and buyer.bears(dagger) and buyer.state == "tapped"


@pytest.mark.rule("RGO-SITE-BH-3")
def test_before_238_a_tapped_or_wounded_character_bought_at_the_market(rgo) -> None:  # type: ignore[no-untyped-def]
    """Replayed as played: a wounded buyer was offered and set tapped by the play, healed."""
    old = at_version(rgo, str(MARKET_UNTAPPED_SINCE - 1))
    dagger, dodge = ids(rgo, "Dagger of Westernesse", "Dodge")
    aragorn, legolas = ids(rgo, "Aragorn II", "Legolas")
    offered = market_with(old, "wounded", "tapped")
    assert market_offers(old, offered) == [f"market-item:{dagger}:{aragorn}",
                                           f"market-item:{dagger}:{legolas}"]
    facts, bought = run(old, offered, old.decide, f"market-item:{dagger}:{aragorn}",
                        {"discard": dodge})
    assert [(f.kind, f.rule, f["state"]) for f in facts if f.kind == "CharacterStateChanged"] \
        == [("CharacterStateChanged", "CoE-2.V.4", "tapped")]
    buyer = bought.character(aragorn)
    assert buyer is not None and buyer.bears(dagger) and buyer.state == "tapped"


@pytest.mark.rule("RGO-SITE-BH-S3")
def test_dales_market_sells_two_minor_items(rgo) -> None:  # type: ignore[no-untyped-def]
    start = at_site(rgo, "Lake-town")
    dale = replace(rgo.catalog.find("Lake-town"), name="Dale")
    phase = turn_of(rgo, start)
    from domain.rulesets.road_goes_ever_on.site_phase import SitePhase
    from domain.rulesets.road_goes_ever_on.tables import load_tables

    row = load_tables()["border-hold"].lookup(3)
    facts, after = run(rgo, start, lambda ctx: SitePhase(phase).encounter(ctx, dale, row))
    assert kinds(facts, "EncounterOffered") == [("EncounterOffered", "RGO-SITE-BH-S3")]
    assert after.offers == (("market", 2),)


@pytest.mark.rule("RGO-SITE-BH-4", "RGO-TAV-5")
def test_local_rumours_untap_a_site_of_this_or_an_adjacent_region(rgo) -> None:  # type: ignore[no-untyped-def]
    bree, weathertop, moria = ids(rgo, "Bree", "Weathertop", "Moria")
    start = at_site(rgo, "Bree", tapped_sites=(weathertop, moria))
    _, offered = run(rgo, start, site_step(rgo, start, "border-hold", 4))
    # Weathertop lies in Weather Hills, next to Arthedain; Moria is far away.
    assert [a for a in action_ids(rgo, offered) if a.startswith("untap-site")] == [
        f"untap-site:{weathertop}"]
    facts, after = run(rgo, offered, rgo.decide, f"untap-site:{weathertop}", {})
    assert after.tapped_sites == (moria,) and after.offers == ()
    assert kinds(facts, "SiteUntapped") == [("SiteUntapped", "RGO-SITE-BH-4")]
    _, tavern = run(rgo, start, site_step(rgo, start, "tavern", 5))
    assert tavern.offers == (("rumours", 1),)


@pytest.mark.rule("RGO-SITE-BH-6")
def test_training_lets_a_character_that_stays_gain_a_skill_token(rgo) -> None:  # type: ignore[no-untyped-def]
    bree = ids(rgo, "Bree")[0]
    legolas = ids(rgo, "Legolas")[0]
    start = at_site(rgo, "Bree")
    _, trained = run(rgo, start, site_step(rgo, start, "border-hold", 6))
    assert trained.benefits == (("training", bree, 2, 1),)
    next_turn = replace(trained, turn=2, phase=ORGANIZATION, explored=False)
    assert f"train:{legolas}" in action_ids(rgo, next_turn)
    facts, after = run(rgo, next_turn, rgo.decide, f"train:{legolas}", {})
    assert after.skill(legolas) == 1 and after.staying
    assert after.character(legolas).state == "tapped"  # type: ignore[union-attr]
    assert not any(a.startswith("move:") for a in action_ids(rgo, after))
    assert "stay" in action_ids(rgo, after)
    later = replace(trained, turn=3, phase=ORGANIZATION)
    assert not any(a.startswith("train:") for a in action_ids(rgo, later))


@pytest.mark.rule("RGO-INN-6")
def test_a_short_rest_draws_one_more_card_when_the_company_moves_on(rgo) -> None:  # type: ignore[no-untyped-def]
    bree, rivendell = ids(rgo, "Bree", "Rivendell")
    start = at_site(rgo, "Bree", draw=ids(rgo, "Dodge", "Block", "Escape", "Hiding"))
    _, rested = run(rgo, start, site_step(rgo, start, "inn", 6))
    moving = replace(rested, turn=2, destination=rivendell, path=("wilderness", "wilderness"))
    facts, after = run(rgo, moving, turn_of(rgo, moving).movement_hazard)
    draws = [(f.rule, len(f["cards"])) for f in facts if f.kind == "CardsDrawn"]
    # Bound for a Haven, the player draws by Bree's number (CoE 2.IV.v), then the rest's one.
    bree_draw = rgo.catalog.get(bree).draw or 0
    assert bree_draw == 1
    assert draws == [("CoE-2.IV.v", 1)] * bree_draw + [("RGO-INN-6", 1)]
    assert len(after.hand) == bree_draw + 1


@pytest.mark.rule("RGO-INN-7", "RGO-TAV-7")
def test_hospitality_rolls_with_one_more_to_lose_a_corruption_card(rgo) -> None:  # type: ignore[no-untyped-def]
    lure, aragorn = ids(rgo, "Lure of the Senses", "Aragorn II")
    start = at_site(rgo, "Bree", permanent_hazards=((lure, aragorn),))
    _, offered = run(rgo, start, site_step(rgo, start, "inn", 7))
    assert offered.offers == (("hospitality", 1),)
    for seed in range(1, 200):
        facts, after = run(rgo, offered, rgo.decide, f"hospitality:{lure}:{aragorn}", {},
                           seed=seed)
        rolled = next(f for f in facts if f.kind == "HazardRemovalRolled")
        assert (rolled["modifier"], rolled["needed"]) == (1, 7)
        removed = int(rolled["roll"]) + 1 >= 7
        assert rolled["removed"] is removed
        assert after.permanent_hazards == (() if removed else ((lure, aragorn),))
        if int(rolled["roll"]) == 6:
            break  # 6 + 1 removes the card where a bare 6 would not
    else:
        pytest.fail("no seed rolled a 6")
    assert after.permanent_hazards == () and after.hazard_discard == (lure,)
    # The roll's check names the inn's +1 as a modifier of its own.
    assert rolled["check"]["modifiers"] == [{"amount": 1, "source": "rule:RGO-INN-7",
                                             "why": "the inn's hospitality",
                                             "clause": "RGO-INN-7"}]
    assert (rolled["check"]["total"], rolled["check"]["target"],
            rolled["check"]["passed"]) == (7, 7, True)
    _, tavern = run(rgo, start, site_step(rgo, start, "tavern", 7))
    assert tavern.offers == (("hospitality", 1),)


@pytest.mark.rule("RGO-INN-7")
def test_hospitality_is_for_a_character_of_the_company_at_the_inn(rgo) -> None:  # type: ignore[no-untyped-def]
    """From ``HOSPITALITY_HERE_SINCE`` only a hazard on a character here is offered (the
    card's "on a character here"); the version before offered one on a character of another
    company, far away, and replays as played."""
    lure, aragorn, gimli, moria = ids(rgo, "Lure of the Senses", "Aragorn II", "Gimli", "Moria")
    away = Company("c2", moria, company(rgo, "Gimli"))
    now, before = at_version(rgo, str(HOSPITALITY_HERE_SINCE)), at_version(rgo, "226")
    both = at_site(rgo, "Bree", companies=(away,),
                   permanent_hazards=((lure, aragorn), (lure, gimli)))
    _, offered = run(now, both, site_step(now, both, "inn", 7))
    assert [a for a in action_ids(now, offered) if a.startswith("hospitality")] == [
        f"hospitality:{lure}:{aragorn}"]
    assert refused(now, offered, f"hospitality:{lure}:{gimli}", "RGO-INN-7") == (
        "The Inn's Hospitality is for a character here: Gimli is not in the company at the "
        "Inn. [RGO-INN-7]")
    _, old = run(before, both, site_step(before, both, "inn", 7))
    assert [a for a in action_ids(before, old) if a.startswith("hospitality")] == [
        f"hospitality:{lure}:{aragorn}", f"hospitality:{lure}:{gimli}"]
    # With only the far one, nothing here to act on: the result is not offered at all.
    far = replace(both, permanent_hazards=((lure, gimli),))
    facts, after = run(now, far, site_step(now, far, "inn", 7))
    assert (kinds(facts, "NothingToUse"), after.offers) == ([("NothingToUse", "RGO-INN-7")], ())
    _, old = run(before, far, site_step(before, far, "inn", 7))
    assert old.offers == (("hospitality", 1),)


@pytest.mark.rule("RGO-INN-9")
def test_horses_let_a_discard_lower_the_hazard_limit_when_moving_on(rgo) -> None:  # type: ignore[no-untyped-def]
    bree, rivendell = ids(rgo, "Bree", "Rivendell")
    dodge, block = ids(rgo, "Dodge", "Block")
    start = at_site(rgo, "Bree", hand=(dodge, block))
    _, horses = run(rgo, start, site_step(rgo, start, "inn", 9))
    moving = replace(horses, turn=2, phase=LONG_EVENT, destination=rivendell,
                     path=("wilderness", "wilderness"))
    assert candidates(rgo, moving, "ease-limit:RGO-INN-9") == {"discard": (dodge, block)}
    facts, eased = run(rgo, moving, rgo.decide, "ease-limit:RGO-INN-9", {"discard": block})
    assert eased.hand == (dodge,) and eased.limit_reduction == 1
    assert "ease-limit:RGO-INN-9" not in action_ids(rgo, eased)
    facts, _ = run(rgo, replace(eased, hazards=ids(rgo, "Wolves", "Wolves", "Wolves")),
                   turn_of(rgo, eased).movement_hazard)
    limit = next(f for f in facts if f.kind == "HazardLimitSet")
    assert (limit["limit"], limit["eased_by"]) == (1, ["RGO-INN-9"])  # 2 for two, less 1
    staying = replace(horses, turn=2, phase=LONG_EVENT)
    assert "ease-limit:RGO-INN-9" not in action_ids(rgo, staying)


@pytest.mark.rule("RGO-INN-9")
@pytest.mark.parametrize(("given", "said"), [
    (None, "Name"),
    ("XX-999", '"XX-999" is not in your hand: name'),
    (5, "5 is not in your hand: name"),
])
def test_a_discard_not_in_the_hand_is_told_so_with_the_cards_it_may_name(
        rgo, given: object, said: str) -> None:  # type: ignore[no-untyped-def]
    rivendell, dodge, block = ids(rgo, "Rivendell", "Dodge", "Block")
    start = at_site(rgo, "Bree", hand=(dodge, block))
    _, horses = run(rgo, start, site_step(rgo, start, "inn", 9))
    moving = replace(horses, turn=2, phase=LONG_EVENT, destination=rivendell,
                     path=("wilderness", "wilderness"))
    with pytest.raises(IllegalAction) as refused:
        run(rgo, moving, rgo.decide, "ease-limit:RGO-INN-9",
            {} if given is None else {"discard": given})
    assert refused.value.message == (
        f'{said} the card of your hand to discard (the "discard" argument), one of: '
        f"{dodge} (Dodge), {block} (Block).")


@pytest.mark.rule("RGO-INN-10", "RGO-TAV-8")
def test_songs_and_tales_bring_a_song_into_the_hand(rgo) -> None:  # type: ignore[no-untyped-def]
    song, dodge = ids(rgo, "Elf-song", "Dodge")
    start = at_site(rgo, "Bree", draw=(dodge,), discard=(song,))
    _, offered = run(rgo, start, site_step(rgo, start, "inn", 10))
    assert [a for a in action_ids(rgo, offered) if a.startswith("take-song")] == [
        f"take-song:{song}"]
    _, after = run(rgo, offered, rgo.decide, f"take-song:{song}", {})
    assert after.hand == (song,) and after.discard == () and after.offers == ()
    facts, none = run(rgo, replace(start, discard=()), site_step(rgo, start, "tavern", 8))
    assert kinds(facts, "NothingToUse") == [("NothingToUse", "RGO-TAV-8")]


@pytest.mark.rule("RGO-INN-11", "RGO-TAV-10")
def test_smoke_rings_tap_a_character_to_fetch_a_resource(rgo) -> None:  # type: ignore[no-untyped-def]
    block, gimli = ids(rgo, "Block", "Gimli")
    legolas = ids(rgo, "Legolas")[0]
    start = at_site(rgo, "Bree", draw=(gimli, block))
    _, offered = run(rgo, start, site_step(rgo, start, "inn", 11))
    choices = [a for a in action_ids(rgo, offered) if a.startswith("smoke-rings")]
    assert choices == [f"smoke-rings:{block}"]  # a character is not a resource
    # Any untapped character of the company may tap.
    assert candidates(rgo, offered, choices[0]) == {
        "character": tuple(c.card_id for c in offered.characters if c.untapped)}
    assert legolas in candidates(rgo, offered, choices[0])["character"]
    _, after = run(rgo, offered, rgo.decide, f"smoke-rings:{block}", {"character": legolas})
    assert after.hand == (block,) and after.draw == (gimli,)
    assert after.character(legolas).state == "tapped"  # type: ignore[union-attr]
    _, tavern = run(rgo, start, site_step(rgo, start, "tavern", 10))
    assert tavern.offers == (("smoke-rings", 1),)


@pytest.mark.rule("RGO-TAV-6")
def test_news_and_gossip_show_the_top_card_of_one_deck(rgo) -> None:  # type: ignore[no-untyped-def]
    orcs, glamdring = ids(rgo, "Orc-patrol", "Glamdring")
    start = at_site(rgo, "Bree", hazards=(orcs,), quest_deck=(glamdring,))
    _, offered = run(rgo, start, site_step(rgo, start, "tavern", 6))
    assert sorted(a for a in action_ids(rgo, offered) if a.startswith("look-top")) == [
        "look-top:hazard", "look-top:quest"]
    facts, after = run(rgo, offered, rgo.decide, "look-top:hazard", {})
    seen = next(f for f in facts if f.kind == "TopCardSeen")
    assert (seen["card"], seen.rule) == (orcs, "RGO-TAV-6") and after.offers == ()
    assert after.hazards == (orcs,)


@pytest.mark.rule("RGO-TAV-11")
def test_a_merry_meal_untaps_the_company_that_moves_fewer_than_three_regions(rgo) -> None:  # type: ignore[no-untyped-def]
    bree, rivendell = ids(rgo, "Bree", "Rivendell")
    tired = tuple(c.with_state("tapped") for c in company(rgo, "Aragorn II", "Legolas"))
    start = at_site(rgo, "Bree", characters=tired)
    _, fed = run(rgo, start, site_step(rgo, start, "tavern", 11))
    assert fed.benefits == (("merry-meal", bree, 2, 2),)
    next_turn = replace(fed, turn=2, phase=ORGANIZATION, site_deck=(bree, rivendell))
    facts, after = run(rgo, next_turn, rgo.decide, f"move:{rivendell}", {})
    assert kinds(facts, "CharactersUntapped") == [("CharactersUntapped", "RGO-TAV-11")]
    assert all(c.untapped for c in after.characters)
    far = replace(next_turn, site=ids(rgo, "Lake-town")[0],
                  benefits=(("merry-meal", ids(rgo, "Lake-town")[0], 2, 2),),
                  site_deck=(ids(rgo, "Lake-town")[0], ids(rgo, "Lórien")[0]))
    facts, after = run(rgo, far, rgo.decide, f"move:{ids(rgo, 'Lórien')[0]}", {})
    assert kinds(facts, "CharactersUntapped") == []  # four regions to Lórien


def thief_mark(rgo):  # type: ignore[no-untyped-def]
    """Aragorn alone at Bree with a dagger and a shield."""
    from domain.engine.characters import Item

    dagger, shield = ids(rgo, "Dagger of Westernesse", "Shield of Iron-bound Ash")
    (aragorn,) = company(rgo, "Aragorn II")
    for card in (dagger, shield):
        aragorn = aragorn.with_item(Item.from_card(rgo.catalog.get(card)))
    return state(rgo, site=ids(rgo, "Bree")[0], phase=SITE, characters=(aragorn,))


@pytest.mark.rule("RGO-INN-2")
def test_the_thief_strikes_a_random_character_and_the_player_names_the_item(rgo) -> None:  # type: ignore[no-untyped-def]
    start = thief_mark(rgo)
    aragorn = start.characters[0].card_id
    dagger, shield = ids(rgo, "Dagger of Westernesse", "Shield of Iron-bound Ash")
    facts, waiting = run(rgo, start, site_step(rgo, start, "inn", 2), seed=1)
    # The clause names a random character: the mark is picked, not assigned by the defender.
    assert kinds(facts, "RandomPicked", "StrikeAssignmentOpened", "ItemLossAwaited") == [
        ("RandomPicked", "RGO-INN-2"), ("ItemLossAwaited", "RGO-INN-2")]
    assert next(f for f in facts if f.kind == "StrikeResolved")["result"] == "succeeded"
    assert waiting.awaited_item_loss == (aragorn, "RGO-INN-2")
    assert action_ids(rgo, waiting) == [f"lose-item:{dagger}", f"lose-item:{shield}"]
    with pytest.raises(IllegalAction) as err:
        run(rgo, waiting, rgo.decide, "end-turn", {})
    assert err.value.clause == "RGO-INN-2"
    facts, after = run(rgo, waiting, rgo.decide, f"lose-item:{shield}", {})
    assert kinds(facts, "ItemLost") == [("ItemLost", "RGO-INN-2")]
    assert [i.card_id for i in after.characters[0].items] == [dagger]
    assert after.discard == (shield,) and after.awaited_item_loss is None


@pytest.mark.rule("RGO-INN-2")
def test_the_thief_takes_the_only_item_without_asking(rgo) -> None:  # type: ignore[no-untyped-def]
    start = thief_mark(rgo)
    dagger = ids(rgo, "Dagger of Westernesse")[0]
    only = replace(start, characters=(start.characters[0].without_item(
        ids(rgo, "Shield of Iron-bound Ash")[0])[0],))
    facts, after = run(rgo, only, site_step(rgo, only, "inn", 2), seed=1)
    assert kinds(facts, "ItemLossAwaited", "ItemLost") == [("ItemLost", "RGO-INN-2")]
    assert after.characters[0].items == () and after.discard == (dagger,)


@pytest.mark.rule("RGO-INN-2")
def test_the_automatic_player_lets_the_thief_take_the_item_worth_least(rgo) -> None:  # type: ignore[no-untyped-def]
    start = thief_mark(rgo)
    _, waiting = run(rgo, start, site_step(rgo, start, "inn", 2), seed=1)
    dagger, shield = ids(rgo, "Dagger of Westernesse", "Shield of Iron-bound Ash")
    worth = {c: rgo.catalog.get(c).marshalling_points or 0 for c in (dagger, shield)}
    action, _ = rgo.policy(waiting, rgo.actions(waiting))
    assert action == f"lose-item:{min((dagger, shield), key=lambda c: worth[c])}"
