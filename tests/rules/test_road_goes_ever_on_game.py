"""The Road Goes Ever On: the rules at play, on constructed states and fixed seeds."""

from __future__ import annotations

import copy
from dataclasses import replace

import pytest

from domain.chronicle import Chronicle, verify
from domain.engine.characters import Character, Item
from domain.errors import ActionNotOpen, IllegalAction, InvalidSetup
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import decks, lost_tapping, tables
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.site_phase import SECOND_AUTOMATIC_SINCE, SitePhase
from domain.rulesets.road_goes_ever_on.state import SITE, LongEffect, Quest, State
from tests.rules.rgo_support import (
    at_version,
    company,
    ids,
    kinds,
    rolled,
    run,
    settled,
    site_step,
    state,
    turn_of,
)

# -- the Hazard Pile in the movement/hazard phase ---------------------------------------------

PILE = ("Doors of Night", "Twilight", "Pick-pocket", "Lost in the Wilderness", "Wolves",
        "Orc-patrol", "Crebain")


@pytest.mark.rule("RGO-HAZ-1", "RGO-HAZ-2", "RGO-HAZ-3", "RGO-HAZ-4", "RGO-HAZ-5",
                  "RGO-ENV-1", "RGO-GUARD-1", "RGO-HAZ-9", "RGO-TARGET-1")
def test_the_hazard_pile_of_a_moving_company(rgo) -> None:  # type: ignore[no-untyped-def]
    lorien, moria = ids(rgo, "Lórien", "Moria")
    start = state(rgo, site=lorien, destination=moria, path=("wilderness", "wilderness"),
                  shadow=5, hazards=ids(rgo, *PILE, "Ghosts"))
    facts, after = settled(rgo, start, turn_of(rgo, start).movement_hazard)
    drawn = next(f for f in facts if f.kind == "HazardPileDrawn")
    assert (drawn["count"], drawn.rule) == (7, "RGO-HAZ-1")  # 3 + 1 (5 tokens) + Moria's 3
    assert kinds(facts, "HazardEventPlayed", "HazardDiscarded", "HazardKeyed",
                 "HazardLimitChanged", "HazardOnGuard", "HazardsReturned") == [
        ("HazardEventPlayed", "RGO-ENV-1"),  # Doors of Night: the first Environment is free,
        ("HazardDiscarded", "RGO-HAZ-3"),  # and stays in play; Twilight: nothing to cancel
        ("HazardDiscarded", "RGO-HAZ-4"),  # Pick-pocket cannot be keyed on this path
        ("HazardEventPlayed", "RGO-HAZ-2"),  # Lost in the Wilderness: 1 of 2 ...
        ("HazardLimitChanged", "RGO-HAZ-2"),  # ... and the limit is 2 + 2 wildernesses
        ("HazardDiscarded", "RGO-HAZ-2"),
        ("HazardKeyed", "RGO-HAZ-4"),  # Wolves: 2 of 4, not defeated (Legolas, staying
        ("HazardDiscarded", "CoE-3.v"),  # untapped, ties his strike) and discarded
        ("HazardKeyed", "RGO-HAZ-4"),  # Orc-patrol: 3 of 4
        ("HazardKeyed", "RGO-HAZ-4"),  # Crebain: 4 of 4, the pile is spent
    ]
    assert after.hazards == ids(rgo, "Ghosts") and after.hazard_limit == 4
    # No event of this pile picks a target (Doors of Night stays in play, on no character).
    assert [f.rule for f in facts if f.kind == "RandomPicked"][:1] == ["RGO-TARGET-2"]
    assert after.site == moria and after.phase == SITE


@pytest.mark.rule("RGO-GUARD-2", "RGO-HAZ-9", "RGO-HAZ-3")
def test_no_on_guard_card_at_a_haven(rgo) -> None:  # type: ignore[no-untyped-def]
    lorien, moria = ids(rgo, "Lórien", "Moria")
    pile = ids(rgo, "Lost in Border-lands", "Wolves", "Orc-patrol", "Crebain", "Wargs")
    start = state(rgo, site=moria, destination=lorien, path=("wilderness", "wilderness"),
                  hazards=pile)
    facts, after = settled(rgo, start, turn_of(rgo, start).movement_hazard)
    assert kinds(facts, "HazardOnGuard", "NoOnGuardAtHaven", "HazardsReturned") == [
        ("NoOnGuardAtHaven", "RGO-GUARD-2"), ("HazardsReturned", "RGO-HAZ-9")]
    # No Border-land on the path: Lost in Border-lands cannot be played (RGO-HAZ-3).
    assert after.hazards[:2] == ids(rgo, "Crebain", "Wargs")
    assert after.on_guard == ()


@pytest.mark.rule("RGO-HAZ-6", "RGO-HAZ-7", "RGO-HAZ-8")
def test_a_company_that_stays_draws_the_site_number_plus_one_and_no_cards(rgo) -> None:  # type: ignore[no-untyped-def]
    moria = ids(rgo, "Moria")[0]
    start = state(rgo, site=moria, shadow=12, draw=ids(rgo, "Dodge", "Block"),
                  hazards=ids(rgo, "Wolves", "Giant Spiders", "Huorn", "Wargs", "Ghosts"))
    facts, after = run(rgo, start, turn_of(rgo, start).movement_hazard)
    assert next(f for f in facts if f.kind == "HazardPileDrawn")["count"] == 4  # 3 + 1
    assert kinds(facts, "NoPlayerDraw") == [("NoPlayerDraw", "RGO-HAZ-7")]
    assert kinds(facts, "HazardDiscarded") == [("HazardDiscarded", "RGO-HAZ-8")] * 4
    assert after.hand == () and after.hazards == ids(rgo, "Ghosts")


@pytest.mark.rule("RGO-GEN-6")
def test_an_exhausted_hazard_deck_is_reshuffled_from_its_discards(rgo) -> None:  # type: ignore[no-untyped-def]
    start = state(rgo, hazards=ids(rgo, "Wolves"), hazard_discard=ids(rgo, "Huorn", "Wargs"))
    facts, after = run(rgo, start, turn_of(rgo, start).draw_hazards, 3, "RGO-HAZ-1")
    assert kinds(facts, "DeckShuffled", "HazardPileDrawn") == [
        ("HazardPileDrawn", "RGO-HAZ-1"), ("DeckShuffled", "RGO-GEN-6"),
        ("HazardPileDrawn", "RGO-HAZ-1")]
    assert after.hazard_discard == () and after.hazards == ()


@pytest.mark.rule("RGO-GEN-5")
def test_an_exhausted_draw_deck_is_reshuffled_from_the_discard_pile(rgo) -> None:  # type: ignore[no-untyped-def]
    start = state(rgo, draw=(), discard=ids(rgo, "Dodge", "Block", "Hiding"))
    facts, after = run(rgo, start, turn_of(rgo, start).draw_player, 2, "RGO-GEN-4")
    assert kinds(facts, "DeckShuffled") == [("DeckShuffled", "RGO-GEN-5")]
    assert len(after.hand) == 2 and len(after.draw) == 1 and after.discard == ()


@pytest.mark.rule("RGO-GEN-3", "RGO-GEN-2")
def test_the_hand_is_cut_to_five_after_the_movement_hazard_phase(rgo) -> None:  # type: ignore[no-untyped-def]
    hand = ids(rgo, "Dodge", "Block", "Hiding", "Stealth", "Escape", "Horses", "Sun")
    start = state(rgo, hand=hand, hazards=ids(rgo, "Wolves", "Wargs", "Huorn", "Giant Spiders"))
    facts, after = settled(rgo, start, turn_of(rgo, start).movement_hazard)
    cuts = [(f.rule, f["cards"]) for f in facts if f.kind == "CardsDiscarded"]
    # The automatic player discards its newest card, one at a time.
    assert cuts == [("RGO-GEN-3", list(ids(rgo, "Sun"))), ("RGO-GEN-3", list(ids(rgo, "Horses")))]
    assert len(after.hand) == 5 and after.phase == SITE


@pytest.mark.rule("RGO-TARGET-2")
def test_every_strike_goes_to_a_random_character_not_yet_struck(rgo) -> None:  # type: ignore[no-untyped-def]
    from domain.engine.combat import Attack
    from domain.rulesets.road_goes_ever_on.combat import resolve_attack

    start = state(rgo, characters=company(rgo, "Aragorn II", "Legolas", "Gimli"))
    wolves = Attack.from_creature(rgo.catalog.find("Wolves"), 3)
    facts, _ = run(rgo, start, lambda ctx: resolve_attack(ctx, wolves, "RGO-HAZ-2"))
    picks = [f for f in facts if f.kind == "RandomPicked"]
    assert [(f.rule, f["among"]) for f in picks] == [("RGO-TARGET-2", 3), ("RGO-TARGET-2", 2),
                                                     ("RGO-TARGET-2", 1)]
    assert sorted(str(f["chosen"]) for f in picks) == sorted(c.card_id for c in start.characters)


# -- the end of the turn ----------------------------------------------------------------------

@pytest.mark.rule("RGO-GEN-4", "RGO-SHADOW-2", "RGO-LONG-4")
def test_the_end_of_the_turn(rgo) -> None:  # type: ignore[no-untyped-def]
    hand = ids(rgo, "Dodge", "Block", "Hiding", "Stealth", "Escape", "Horses")
    night = ids(rgo, "Night")[0]
    start = state(rgo, hand=hand, shadow=6, long_in_play=(night,), quest_deck=(),
                  display=(Quest(ids(rgo, "Glamdring")[0], ()),))
    facts, after = settled(rgo, start, turn_of(rgo, start).end_turn)
    assert kinds(facts, "LongEventsDiscarded", "CardsDiscarded", "ShadowChanged") == [
        ("LongEventsDiscarded", "RGO-LONG-4"), ("CardsDiscarded", "RGO-GEN-4"),
        ("ShadowChanged", "RGO-SHADOW-2")]
    assert (after.shadow, after.turn, len(after.hand)) == (7, 2, 5)
    assert after.long_in_play == () and after.long_discard == (night,)


@pytest.mark.rule("RGO-SHADOW-3", "RGO-GEN-7")
def test_the_twentieth_token_ends_the_game(rgo) -> None:  # type: ignore[no-untyped-def]
    start = state(rgo, shadow=19, hand=ids(rgo, "Dodge") * 5)
    facts, after = settled(rgo, start, turn_of(rgo, start).end_turn)
    ended = facts[-1]
    assert (ended.kind, ended.rule, ended["outcome"], ended["ended_by"]) == (
        "GameEnded", "RGO-SHADOW-3", "lost", "shadow")
    assert rgo.actions(after) == [] and rgo.result(after)["shadow"] == 20  # type: ignore[index]


# -- the Quest Display ------------------------------------------------------------------------

@pytest.mark.rule("RGO-QUEST-6")
def test_an_empty_display_draws_without_a_roll(rgo) -> None:  # type: ignore[no-untyped-def]
    start = state(rgo, turn=0, quest_deck=ids(rgo, "Rangers of the North"),
                  site_deck=ids(rgo, "Rivendell", "Bree"))
    facts, after = run(rgo, start, turn_of(rgo, start).start_turn)
    assert [f for f in facts if f.kind == "DiceRolled"] == []
    assert after.display == (Quest(ids(rgo, "Rangers of the North")[0], ids(rgo, "Bree")),)


@pytest.mark.rule("RGO-QUEST-7", "RGO-QUEST-5")
def test_a_fifth_quest_discards_one_of_the_four_at_random(rgo) -> None:  # type: ignore[no-untyped-def]
    four = tuple(Quest(c, ()) for c in ids(rgo, "Glamdring", "Orcrist", "Woodmen", "Gollum"))
    start = state(rgo, display=four, quest_deck=ids(rgo, "Treebeard"))
    facts, after = run(rgo, start, turn_of(rgo, start).reveal_quest, "RGO-QUEST-6")
    assert kinds(facts, "RandomPicked", "QuestDiscarded", "QuestRevealed") == [
        ("RandomPicked", "RGO-QUEST-7"), ("QuestDiscarded", "RGO-QUEST-7"),
        ("QuestRevealed", "RGO-QUEST-6")]
    gone = next(f for f in facts if f.kind == "QuestDiscarded")["card"]
    assert len(after.display) == 4 and after.display[-1].card == ids(rgo, "Treebeard")[0]
    assert after.quest_discard == (gone,)


@pytest.mark.rule("RGO-QUEST-3", "RGO-QUEST-1")
def test_an_item_quest_is_given_one_random_suitable_site(rgo) -> None:  # type: ignore[no-untyped-def]
    sites = ids(rgo, "Rivendell", "Moria", "Barrow-downs", "Bree")
    start = state(rgo, quest_deck=ids(rgo, "Glamdring"), site_deck=sites)
    facts, after = run(rgo, start, turn_of(rgo, start).reveal_quest, "RGO-QUEST-6")
    pick = next(f for f in facts if f.kind == "RandomPicked")
    assert (pick.rule, pick["among"]) == ("RGO-QUEST-3", 2)
    assert after.display[0].sites == (pick["chosen"],)
    assert pick["chosen"] in ids(rgo, "Moria", "Barrow-downs")


@pytest.mark.rule("RGO-QUEST-4", "RGO-SHADOW-6")
def test_a_quest_is_taken_by_tapping_a_character_at_its_site(rgo) -> None:  # type: ignore[no-untyped-def]
    moria, glamdring = ids(rgo, "Moria", "Glamdring")
    start = state(rgo, site=moria, phase=SITE, explored=True,
                  display=(Quest(glamdring, (moria,)),))
    aragorn = ids(rgo, "Aragorn II")[0]
    action = f"take-quest:{glamdring}:{aragorn}"
    assert action in [a.id for a in rgo.actions(start)]
    facts, after = run(rgo, start, rgo.decide, action, {})
    assert after.character(aragorn).items[0].name == "Glamdring"  # type: ignore[union-attr]
    assert after.character(aragorn).state == "tapped"  # type: ignore[union-attr]
    assert rgo.points(after)["item"] == 2 and after.display == ()
    # Moria: several items, without tapping the site, but one a turn (RGO-SITE-SH-S3)
    assert moria not in after.tapped_sites


@pytest.mark.rule("RGO-SITE-SH-S3")
def test_moria_allows_only_one_item_a_turn(rgo) -> None:  # type: ignore[no-untyped-def]
    moria, glamdring, orcrist = ids(rgo, "Moria", "Glamdring", "Orcrist")
    start = state(rgo, site=moria, phase=SITE, explored=True, items_played_here=1,
                  display=(Quest(glamdring, (moria,)), Quest(orcrist, (moria,))))
    with pytest.raises(IllegalAction) as err:
        run(rgo, start, rgo.decide, f"take-quest:{orcrist}:{ids(rgo, 'Legolas')[0]}", {})
    assert (err.value.message, err.value.clause) == (
        "Only one item may be played here each turn.", "RGO-QUEST-4")


# -- long events ------------------------------------------------------------------------------

@pytest.mark.rule("RGO-LONG-1", "RGO-LONG-2", "RGO-LONG-3")
def test_the_long_event_phase(rgo) -> None:  # type: ignore[no-untyped-def]
    sun, night, clouds = ids(rgo, "Sun", "Night", "Clouds")
    start = state(rgo, phase="long-event", hand=(sun,), long_events=(night, clouds),
                  hazards=ids(rgo, "Wolves") * 6)
    assert [a.id for a in rgo.actions(start)] == [f"play-long-event:{sun}", "continue"]
    facts, after = run(rgo, start, rgo.decide, f"play-long-event:{sun}", {}, seed=2)
    roll = next(f for f in facts if f.kind == "DiceRolled")
    assert (roll.rule, roll["total"]) == ("RGO-LONG-2", 11)
    # Night is played by its text (version 74 on; no Environment is declared from 94): the
    # Environment may roll again at once
    assert after.long_in_play == (sun, night) and after.awaited_long is None
    assert after.phase == "environment-reroll"
    assert [a.id for a in rgo.actions(after)] == ["roll-again", "decline"]
    facts, later = run(rgo, after, rgo.decide, "roll-again", {}, seed=2)
    again = next(f for f in facts if f.kind == "DiceRolled")
    assert (again.rule, again["total"]) == ("RGO-LONG-3", 11)
    # Clouds is an Environment too, but there is no third roll
    assert later.long_in_play == (sun, night, clouds)
    assert later.awaited_long is None and later.phase == SITE


# -- site encounters --------------------------------------------------------------------------

@pytest.mark.rule("RGO-SITE-DH-5", "RGO-SITE-RL-4", "RGO-SITE-SH-5")
def test_lost_means_the_site_is_closed_unless_someone_finds_the_way(rgo) -> None:  # type: ignore[no-untyped-def]
    # Before lost_tapping.SINCE the first able character taps, not asked (the player's choice
    # from then on: test_road_goes_ever_on_lost_tapping.py).
    rgo = at_version(rgo, "208")
    carn = ids(rgo, "Carn Dûm")[0]
    lost = state(rgo, site=carn, characters=company(rgo, "Legolas", "Gimli"))
    facts, after = run(rgo, lost, site_step(rgo, lost, "dark-hold", 5))
    assert kinds(facts, "SiteClosed") == [("SiteClosed", "RGO-SITE-DH-5")] and after.site_closed
    found = state(rgo, site=carn)  # Aragorn is a scout
    facts, after = run(rgo, found, site_step(rgo, found, "dark-hold", 5))
    assert kinds(facts, "CharacterStateChanged") == [("CharacterStateChanged", "RGO-SITE-DH-5")]
    assert not after.site_closed
    wizard = replace(lost, site=ids(rgo, "Moria")[0],
                     characters=company(rgo, "Gimli", "Gandalf"), wizard=ids(rgo, "Gandalf")[0])
    facts, after = run(rgo, wizard, site_step(rgo, wizard, "shadow-hold", 5))
    assert after.character(ids(rgo, "Gandalf")[0]).state == "tapped"  # type: ignore[union-attr]
    facts, after = run(rgo, lost, site_step(rgo, lost, "ruins-and-lairs", 4))
    assert kinds(facts, "SiteClosed") == [("SiteClosed", "RGO-SITE-RL-4")]


@pytest.mark.rule("RGO-SITE-BH-2")
def test_night_curfew_closes_the_site(rgo) -> None:  # type: ignore[no-untyped-def]
    bree = state(rgo, site=ids(rgo, "Bree")[0])
    facts, after = run(rgo, bree, site_step(rgo, bree, "border-hold", 2))
    assert kinds(facts, "SiteClosed") == [("SiteClosed", "RGO-SITE-BH-2")] and after.site_closed


@pytest.mark.rule("RGO-SITE-DH-2", "RGO-SITE-RL-3", "RGO-SITE-SH-2")
def test_a_scout_finds_the_secret_passage(rgo) -> None:  # type: ignore[no-untyped-def]
    # Up to version 211 the first able scout taps unasked (from 212 the player chooses:
    # test_road_goes_ever_on_lost_tapping.py).
    old = at_version(rgo, str(lost_tapping.PASSAGE_SINCE - 1))
    gate = state(rgo, site=ids(rgo, "Goblin-gate")[0])
    for table, roll in (("dark-hold", 2), ("ruins-and-lairs", 3), ("shadow-hold", 2)):
        facts, after = run(old, gate, site_step(old, gate, table, roll))
        assert [f.kind for f in facts] == ["CharacterStateChanged"]
        assert after.character(ids(rgo, "Aragorn II")[0]).state == "tapped"  # type: ignore[union-attr]
    no_scout = replace(gate, characters=company(rgo, "Legolas", "Gimli"))
    facts, _ = run(rgo, no_scout, site_step(rgo, no_scout, "shadow-hold", 2))
    assert kinds(facts, "AttackDeclared")[0] == ("AttackDeclared", "RGO-SITE-SH-2")


@pytest.mark.rule("RGO-SITE-DH-3", "RGO-SITE-DH-7", "RGO-SITE-RL-2", "RGO-SITE-RL-5",
                  "RGO-SITE-SH-3", "RGO-SITE-SH-7", "RGO-SITE-DH-8", "RGO-SITE-RL-8",
                  "RGO-SITE-SH-8", "RGO-SITE-BH-8")
def test_the_automatic_attack_as_the_encounter_changes_it(rgo) -> None:  # type: ignore[no-untyped-def]
    moria = state(rgo, site=ids(rgo, "Moria")[0],
                  characters=company(rgo, "Aragorn II", "Legolas", "Gimli"))
    expected = {("dark-hold", 3): (8, 7), ("dark-hold", 7): (4, 9),
                ("ruins-and-lairs", 2): (8, 7), ("ruins-and-lairs", 5): (4, 8),
                ("shadow-hold", 3): (8, 7), ("shadow-hold", 7): (4, 8),
                ("dark-hold", 8): (4, 7), ("ruins-and-lairs", 9): (4, 7),
                ("shadow-hold", 12): (4, 7)}
    for (table, roll), (strikes, prowess) in expected.items():
        facts, _ = run(rgo, moria, site_step(rgo, moria, table, roll))
        attack = next(f for f in facts if f.kind == "AttackDeclared")["attack"]
        assert (attack["strikes"], attack["prowess"]) == (strikes, prowess), (table, roll)
    bree = state(rgo, site=ids(rgo, "Bree")[0])
    facts, _ = run(rgo, bree, site_step(rgo, bree, "border-hold", 8))
    assert facts == []  # All Quiet: Bree has no automatic-attack


@pytest.mark.rule("RGO-SITE-DH-4", "RGO-SITE-SH-4")
def test_despair_tests_the_most_corrupt_character(rgo) -> None:  # type: ignore[no-untyped-def]
    legolas = Character.from_card(rgo.catalog.find("Legolas")).with_item(
        Item.from_card(rgo.catalog.find("Glamdring")))
    start = state(rgo, site=ids(rgo, "Carn Dûm")[0],
                  characters=(*company(rgo, "Aragorn II"), legolas))

    def despair(table: str) -> list[Fact]:
        """The row played, its check (waiting for Aragorn's help) rolled unhelped."""
        step = site_step(rgo, start, table, 4)
        return run(rgo, start, lambda ctx: (step(ctx), rolled(rgo, ctx)))[0]
    check = next(f for f in despair("dark-hold") if f.kind == "CorruptionChecked")
    assert (check.rule, check["character"], check["modifier"], check["corruption_points"]) == (
        "RGO-SITE-DH-4", legolas.card_id, -1, 1)
    facts = despair("shadow-hold")
    check = next(f for f in facts if f.kind == "CorruptionChecked")
    assert (check.rule, check["modifier"]) == ("RGO-SITE-SH-4", 0)


@pytest.mark.rule("RGO-SITE-RL-6")
def test_traps_make_a_random_character_roll_with_its_mind(rgo) -> None:  # type: ignore[no-untyped-def]
    start = state(rgo, site=ids(rgo, "Barrow-downs")[0])
    facts, _ = run(rgo, start, site_step(rgo, start, "ruins-and-lairs", 6))
    trap = next(f for f in facts if f.kind == "TrapsFaced")
    who = Character.from_card(rgo.catalog.get(str(trap["character"])))
    roll = next(f for f in facts if f.kind == "DiceRolled")
    assert trap["total"] == roll["total"] + who.mind and trap["threshold"] == 9
    body = [f for f in facts if f.kind == "DiceRolled"][1:]
    assert len(body) == (1 if int(trap["total"]) <= 9 else 0)  # type: ignore[call-overload]


@pytest.mark.rule("RGO-SITE-BH-5", "RGO-SITE-DH-6", "RGO-SITE-RL-7", "RGO-SITE-SH-6")
def test_attacked_reveals_hazards_until_a_creature_that_can_attack_here(rgo) -> None:  # type: ignore[no-untyped-def]
    bree = state(rgo, site=ids(rgo, "Bree")[0],
                 hazards=ids(rgo, "Twilight", "Orc-patrol", "Pick-pocket", "Wolves"))
    for table, roll in (("border-hold", 5), ("dark-hold", 6), ("ruins-and-lairs", 7),
                        ("shadow-hold", 6)):
        facts, after = run(rgo, bree, site_step(rgo, bree, table, roll))
        assert [f["name"] for f in facts if f.kind == "HazardRevealed"] == [
            "Twilight", "Orc-patrol", "Pick-pocket"]
        assert next(f for f in facts if f.kind == "AttackDeclared")["attack"]["name"] == \
            "Pick-pocket"
        assert after.hazards == ids(rgo, "Wolves")


@pytest.mark.rule("RGO-SITE-BH-7", "RGO-SITE-7", "RGO-INN-5", "RGO-SITE-6")
def test_a_merry_old_inn_rolls_on_the_inn_table(rgo) -> None:  # type: ignore[no-untyped-def]
    bree = state(rgo, site=ids(rgo, "Bree")[0])
    facts, _ = run(rgo, bree, site_step(rgo, bree, "border-hold", 7), seed=2)
    inn = next(f for f in facts if f.kind == "InnEncounter")
    roll = next(f for f in facts if f.kind == "DiceRolled")
    assert (inn["table"], roll.rule) == ("inn", "RGO-SITE-7")
    assert inn["row"] == tables.load_tables()["inn"].lookup(int(roll["total"])).name  # type: ignore[call-overload]


@pytest.mark.rule("RGO-SITE-BH-S2")
def test_dale_uses_the_tavern_table(rgo) -> None:  # type: ignore[no-untyped-def]
    bree = state(rgo, site=ids(rgo, "Bree")[0])
    dale = replace(rgo.catalog.find("Bree"), name="Dale")
    phase = SitePhase(turn_of(rgo, bree))
    facts, _ = run(rgo, bree, lambda ctx: phase.inn(ctx, dale))
    assert next(f for f in facts if f.kind == "InnEncounter")["table"] == "tavern"


@pytest.mark.rule("RGO-INN-3", "RGO-INN-4", "RGO-TAV-3", "RGO-INN-2", "RGO-TAV-2")
def test_inn_strikes(rgo) -> None:  # type: ignore[no-untyped-def]
    bree = state(rgo, site=ids(rgo, "Bree")[0])
    for table, roll, count, prowess, detainment in (("inn", 3, 2, 11, False),
                                                    ("inn", 4, 2, 7, True),
                                                    ("tavern", 3, 2, 7, True)):
        facts, _ = run(rgo, bree, site_step(rgo, bree, table, roll))
        attack = next(f for f in facts if f.kind == "AttackDeclared")
        assert (attack["attack"]["strikes"], attack["attack"]["prowess"],  # type: ignore[index]
                attack["detainment"]) == (count, prowess, detainment)
        assert len([f for f in facts if f.kind == "StrikeResolved"]) == 2
    for table, prowess in (("inn", 15), ("tavern", 11)):
        facts, _ = run(rgo, bree, site_step(rgo, bree, table, 2))
        strike = next(f for f in facts if f.kind == "StrikeResolved")
        assert strike["strike_prowess"] == prowess


@pytest.mark.rule("RGO-INN-12", "RGO-TAV-12")
def test_important_news_reveals_a_quest(rgo) -> None:  # type: ignore[no-untyped-def]
    bree = state(rgo, site=ids(rgo, "Bree")[0], quest_deck=ids(rgo, "Woodmen", "Hobbits"))
    facts, after = run(rgo, bree, site_step(rgo, bree, "inn", 12))
    assert kinds(facts, "QuestRevealed") == [("QuestRevealed", "RGO-INN-12")]
    facts, after = run(rgo, after, site_step(rgo, after, "tavern", 12))
    assert kinds(facts, "QuestRevealed") == [("QuestRevealed", "RGO-TAV-12")]
    assert [q.card for q in after.display] == list(ids(rgo, "Woodmen", "Hobbits"))


@pytest.mark.rule("RGO-INN-8", "RGO-TAV-9")
def test_a_chance_meeting_brings_a_character_from_the_draw_deck(rgo) -> None:  # type: ignore[no-untyped-def]
    bree = state(rgo, site=ids(rgo, "Bree")[0], draw=ids(rgo, "Dodge", "Gimli", "Beretar"))
    facts, after = run(rgo, bree, site_step(rgo, bree, "inn", 8))
    assert [f["name"] for f in facts if f.kind == "CharacterPlayed"] == ["Beretar"]
    assert after.draw == ids(rgo, "Dodge", "Gimli")
    facts, after = run(rgo, bree, site_step(rgo, bree, "tavern", 9))
    assert kinds(facts, "CharacterFound") == [("CharacterFound", "RGO-TAV-9")]


@pytest.mark.rule("RGO-TAV-4")
def test_a_round_of_drinks_changes_nothing(rgo) -> None:  # type: ignore[no-untyped-def]
    bree = state(rgo, site=ids(rgo, "Bree")[0], phase=SITE)
    facts, after = run(rgo, bree, site_step(rgo, bree, "tavern", 4))
    assert kinds(facts, "NothingHappens") == [("NothingHappens", "RGO-TAV-4")]
    # Nothing but that the site phase has seen an action (no untapping at its start now).
    assert after.phase_acted and replace(after, phase_acted=False) == bree


SECOND_ATTACKS = [
    ("Carn Dûm", 10, 11, "Nazgûl", 15, "RGO-SITE-DH-S3"),
    ("Goblin-gate", 10, 11, "Orcs", 11, "RGO-SITE-SH-S1"),
    ("Moria", 12, 13, "Balrog", 17, "RGO-SITE-SH-S4"),
    ("Shelob's Lair", 14, 15, "Spiders", 15, "RGO-SITE-SH-S5"),
]


@pytest.mark.rule("RGO-SITE-5")
@pytest.mark.parametrize(("site", "below", "above", "race", "prowess", "clause"), [
    pytest.param(*row, marks=pytest.mark.rule(row[5]), id=row[0]) for row in SECOND_ATTACKS])
def test_the_shadow_wakes_a_second_automatic_attack(rgo, site, below, above, race, prowess,  # type: ignore[no-untyped-def]
                                                    clause) -> None:
    heroes = company(rgo, "Aragorn II", "Legolas", "Gimli", "Glorfindel II", "Elrond")
    quiet = state(rgo, site=rgo.catalog.find(site).id, shadow=below, characters=heroes)
    facts, _ = run(rgo, quiet, site_step(rgo, quiet, "shadow-hold", 8))
    assert len([f for f in facts if f.kind == "AttackDeclared"]) == 1
    woken = replace(quiet, shadow=above)
    facts, _ = run(rgo, woken, site_step(rgo, woken, "shadow-hold", 8))
    second = [f for f in facts if f.kind == "AttackDeclared"][1]
    assert (second.rule, second["attack"]["race"], second["attack"]["strikes"],  # type: ignore[index]
            second["attack"]["prowess"]) == (clause, race, 1, prowess)  # type: ignore[index]


@pytest.mark.rule("RGO-SITE-DH-S3", "RGO-LONG-4")
def test_the_cards_acting_on_automatic_attacks_act_on_the_second_one_from_240(rgo) -> None:  # type: ignore[no-untyped-def]
    """Eye of Sauron (+1 prowess to automatic-attacks) and Awaken Minions (an automatic-attack's
    strikes doubled at a Dark-hold) act on Carn Dûm's Nazgûl above 10 Shadow tokens as on its
    Orcs; up to 239, the Nazgûl made as any attack, neither did."""
    carn_dum, eye, awaken = ids(rgo, "Carn Dûm", "Eye of Sauron", "Awaken Minions")
    heroes = company(rgo, "Aragorn II", "Legolas", "Gimli", "Glorfindel II", "Elrond")
    old = at_version(rgo, str(SECOND_AUTOMATIC_SINCE - 1))
    for fields, woken, before in (
            ({"long_in_play": (eye,), "long_effects": (LongEffect(eye, prowess=1,
                                                                 automatic_only=True),)},
             (1, 16), (1, 15)),
            ({"long_in_play": (awaken,)}, (2, 15), (1, 15))):
        start = state(rgo, site=carn_dum, shadow=11, characters=heroes, **fields)
        for ruleset, nazgul in ((rgo, woken), (old, before)):
            facts, _ = run(ruleset, start, site_step(ruleset, start, "dark-hold", 8))
            assert [(f["attack"]["race"], f["attack"]["strikes"], f["attack"]["prowess"])
                    for f in facts if f.kind == "AttackDeclared"][1] == ("Nazgûl", *nazgul)


@pytest.mark.rule("RGO-SITE-1", "RGO-SITE-4")
def test_havens_roll_no_table_and_holds_roll_theirs(rgo) -> None:  # type: ignore[no-untyped-def]
    haven = state(rgo, phase=SITE)
    facts, after = run(rgo, haven, rgo.decide, "explore", {})
    assert kinds(facts, "NoSiteEncounter") == [("NoSiteEncounter", "RGO-SITE-1")]
    assert after.explored
    bree = state(rgo, site=ids(rgo, "Bree")[0], phase=SITE)
    facts, _ = run(rgo, bree, rgo.decide, "explore", {})
    assert facts[0].kind == "DiceRolled" and facts[0].rule == "RGO-SITE-4"
    assert facts[1].kind == "SiteEncounter" and facts[1]["table"] == "border-hold"


@pytest.mark.rule("RGO-DRAGON-1", "RGO-DRTAB-5")
def test_a_dragon_attack_is_preceded_by_the_dragon_table(rgo) -> None:  # type: ignore[no-untyped-def]
    lonely = state(rgo, site=ids(rgo, "The Lonely Mountain")[0],
                   characters=company(rgo, "Aragorn II", "Legolas", "Gimli"))
    facts, _ = run(rgo, lonely, site_step(rgo, lonely, "ruins-and-lairs", 8), seed=5)
    order = [f.kind for f in facts if f.kind in ("DragonEncounter", "AttackDeclared")]
    assert order == ["DragonEncounter", "AttackDeclared"]
    encounter = next(f for f in facts if f.kind == "DragonEncounter")
    row = tables.load_tables()["dragon"].lookup(int(encounter["roll"]))  # type: ignore[call-overload]
    assert (encounter.rule, encounter["row"]) == (row.clause, row.name)
    off = replace(lonely, options={"tables": {}, "dragon_table": False})
    facts, _ = run(rgo, off, site_step(rgo, off, "ruins-and-lairs", 8), seed=5)
    assert [f for f in facts if f.kind == "DragonEncounter"] == []


@pytest.mark.rule("RGO-DRTAB-4")
def test_claws_as_sharp_as_spears_adds_one_prowess(rgo) -> None:  # type: ignore[no-untyped-def]
    from domain.engine.combat import Attack
    from domain.rulesets.road_goes_ever_on import dragons

    lonely = state(rgo, site=ids(rgo, "The Lonely Mountain")[0])
    smaug = rgo.catalog.find("Smaug")
    attack = Attack.from_creature(smaug, 2)
    seen: list[Attack] = []
    for seed in (1, 2, 3, 4, 5, 6, 7, 8):
        ctx = Context(rgo, Table(seed, {}, lonely))
        after = dragons.encounter(ctx, tables.load_tables()["dragon"], smaug.name, attack).attack
        if ctx.facts[-1].kind == "DragonEncounter" and ctx.facts[-1]["row"] == \
                "Claws as Sharp as Spears":
            seen.append(after)
    assert seen and all(a.prowess == smaug.prowess + 1 for a in seen)


# -- the player's decisions -------------------------------------------------------------------

@pytest.mark.rule("RGO-GEN-1", "RGO-QUEST-2", "RGO-SHADOW-1", "RGO-SHADOW-4", "RGO-DECK-10")
def test_a_game_begins_with_two_quests_and_the_shadow_of_its_company(rgo) -> None:  # type: ignore[no-untyped-def]
    chronicle = Chronicle.begin(rgo, 11, {})
    s = chronicle.table.rules
    facts = [r.fact for r in chronicle.records]
    assert len([f for f in facts if f.kind == "QuestRevealed" and f.rule == "RGO-QUEST-2"]) == 2
    first = next(f for f in facts if f.kind == "ShadowChanged")
    assert (first["delta"], first["count"], first.rule) == (1, 1, "RGO-SHADOW-4")
    assert (s.turn, s.phase, len(s.hand), [c.name for c in s.characters]) == (
        1, "organization", 5, ["Aragorn II", "Legolas", "Bilbo"])
    view = rgo.shadow(s).as_json()
    assert view["history"][0] == {"turn": 0, "delta": 1, "count": 1,
                                  "cause": "starting character: Aragorn II (mind 9)",
                                  "rule": "RGO-SHADOW-4"}
    assert (view["band"], view["hazard_draw"], view["next_threshold"]) == (0, 3, 5)


@pytest.mark.rule("RGO-SHADOW-5")
def test_bringing_in_the_wizard_adds_two(rgo) -> None:  # type: ignore[no-untyped-def]
    gandalf = ids(rgo, "Gandalf")[0]
    start = state(rgo, hand=(gandalf,))
    facts, after = run(rgo, start, rgo.decide, f"play-character:{gandalf}", {})
    assert kinds(facts, "ShadowChanged") == [("ShadowChanged", "RGO-SHADOW-5")]
    assert (after.shadow, after.wizard) == (2, gandalf)


def shown(open_now: tuple[str, ...]) -> str:
    """How a refusal lists the actions open now: the first twelve, then how many more."""
    return ", ".join(open_now[:12]) + f" and {len(open_now) - 12} more"


@pytest.mark.rule("CoE-2.II.7.i")
def test_a_move_along_no_site_path_is_refused_and_writes_nothing(rgo) -> None:  # type: ignore[no-untyped-def]
    chronicle = Chronicle.begin(rgo, 11, {})
    before = chronicle.version
    moria = f"move:{ids(rgo, 'Moria')[0]}"
    with pytest.raises(ActionNotOpen) as err:
        chronicle.decide(moria)
    assert (err.value.message, err.value.clause) == (
        f"'{moria}' is not an action open now. There is no site path from Rivendell to Moria "
        f"with the sites of your site deck. Open now: {shown(err.value.open_now)}.",
        "CoE-2.II.7.i")
    assert err.value.open_now == tuple(a.id for a in chronicle.actions())
    assert chronicle.version == before


@pytest.mark.rule("RGO-GEN-1", "CoE-2.II.2.2")
def test_a_character_played_away_from_a_haven_or_home_is_refused(rgo) -> None:  # type: ignore[no-untyped-def]
    gimli = ids(rgo, "Gimli")[0]
    start = state(rgo, site=ids(rgo, "Bree")[0], hand=(gimli,))
    with pytest.raises(IllegalAction) as err:
        run(rgo, start, rgo.decide, f"play-character:{gimli}", {})
    assert (err.value.message, err.value.clause) == (
        "Gimli can come into play only at a Haven or at his home site.", "RGO-GEN-1")


@pytest.mark.rule("CoE-2.V.4")
def test_a_minor_item_where_the_site_allows_none_is_refused(rgo) -> None:  # type: ignore[no-untyped-def]
    dagger = ids(rgo, "Dagger of Westernesse")[0]
    start = state(rgo, site=ids(rgo, "Bree")[0], phase=SITE, explored=True, hand=(dagger,))
    with pytest.raises(IllegalAction) as err:
        run(rgo, start, rgo.decide, f"play-item:{dagger}:{ids(rgo, 'Legolas')[0]}", {})
    assert (err.value.message, err.value.clause) == (
        "Bree allows no items, not a minor item", "CoE-2.V.4")


@pytest.mark.rule("RGO-WIN-1")
def test_the_council_is_refused_without_25_mp_and_writes_nothing(rgo) -> None:  # type: ignore[no-untyped-def]
    chronicle = Chronicle.begin(rgo, 11, {})
    before = chronicle.version
    with pytest.raises(ActionNotOpen) as err:
        chronicle.decide("call-council")
    assert (err.value.message, err.value.clause) == (
        "'call-council' is not an action open now. The Free Council needs 25 MP counted raw, "
        "before the caps of RGO-WIN-3; you have 7 raw. "
        f"Open now: {shown(err.value.open_now)}.", "RGO-WIN-1")
    assert chronicle.version == before


def rich(rgo: RoadGoesEverOn, site: str) -> State:
    from domain.rulesets.road_goes_ever_on.state import MPRecord

    return state(rgo, site=ids(rgo, site)[0], characters=company(rgo, "Aragorn II", "Legolas"),
                 mp=(MPRecord("TW-311", "Rangers of the North", "faction", 3),
                     MPRecord("TW-74", "Orc-patrol", "kill", 1),
                     MPRecord("TW-37", "Ghosts", "kill", 1),
                     MPRecord("TW-368", "Woodmen", "faction", 2),
                     MPRecord("x-kill", "Trolls", "kill", 14)))


@pytest.mark.rule("RGO-WIN-1")
def test_the_council_is_refused_without_a_character_at_a_haven(rgo) -> None:  # type: ignore[no-untyped-def]
    away = rich(rgo, "Bree")
    assert rgo.raw_total(away) == 26
    with pytest.raises(IllegalAction) as err:
        run(rgo, away, rgo.decide, "call-council", {})
    assert (err.value.message, err.value.clause) == (
        "A character must be at a Haven to call the Free Council.", "RGO-WIN-1")


@pytest.mark.rule("RGO-WIN-2", "RGO-WIN-3", "RGO-GEN-7")
def test_the_free_council_checks_corruption_and_counts_half_per_type(rgo) -> None:  # type: ignore[no-untyped-def]
    # The end of the turn, its steps done, the council offered (council.END_OF_TURN_SINCE).
    home = replace(rich(rgo, "Rivendell"), phase=SITE, council_offered=True)
    assert "call-council" in [a.id for a in rgo.actions(home)]
    # From check_helpers.SINCE each final check waits for helpers: the automatic player's.
    facts, after = settled(rgo, home, rgo.decide, "call-council", {})
    checks = [f for f in facts if f.kind == "CorruptionChecked"]
    assert [(f.rule, f["result"]) for f in checks] == [("RGO-WIN-2", "passed")] * 2
    ended = facts[-1]
    # kills 16 against 10 from the other types: cut to 10; total 5 + 5 + 10 = 20
    assert (ended["outcome"], ended["score"], ended["ended_by"]) == ("won", 20, "free-council")
    assert ended["points"]["kill"] == 10  # type: ignore[index]
    assert rgo.score(after)["caps"]["kill"] == 10  # type: ignore[index]


# -- setup ------------------------------------------------------------------------------------

@pytest.mark.rule("RGO-DECK-2", "RGO-DECK-6", "CoE-1.3.1")
def test_an_illegal_deck_is_refused_naming_every_violation(rgo) -> None:  # type: ignore[no-untyped-def]
    setup, _ = decks.deck_setup(rgo.catalog, decks.shipped_deck("default"), "default.json")
    bad = copy.deepcopy(setup)
    bad["decks"]["player"] = bad["decks"]["player"][:-1] + ["TW-244"]  # type: ignore[index]
    bad["decks"]["hazard"] = bad["decks"]["hazard"][:-2]  # type: ignore[index]
    with pytest.raises(InvalidSetup) as err:
        rgo.prepare(bad)
    assert list(err.value.problems) == [
        "player deck: Glamdring (TW-244) gives 2 MP: it belongs in the Quest deck "
        "[RGO-DECK-2]",
        "hazard deck: has 38 cards; it must have 40 [RGO-DECK-6]",
        # The Quest deck holds Glamdring too: the whole deck holds the unique card twice.
        "quest deck: Glamdring appears 2 times in all (player 1, quest 1); a unique card is "
        "held once [CoE-1.3.1]",
    ]


@pytest.mark.not_a_rule("table file validation")
def test_a_players_own_table_is_checked_at_setup(rgo) -> None:  # type: ignore[no-untyped-def]
    mine = copy.deepcopy(tables.default_documents()["inn"])
    mine["rows"][0]["min"] = 3
    with pytest.raises(InvalidSetup) as err:
        rgo.prepare({"tables": {"inn": mine}})
    assert err.value.problems[0].startswith("tables/inn.json (player's file): row 1: field 'min'")


@pytest.mark.not_a_rule("rules-notes bookkeeping")
def test_rules_notes_cover_ambiguous_clauses(rgo) -> None:  # type: ignore[no-untyped-def]
    clauses = rgo.clauses()
    notes = rgo.rules_notes()
    assert all(cid in clauses for cid in notes)
    assert notes["RGO-SHADOW-5"] == "A Wizard adds 2 tokens, not 2 in addition to the mind-9 " \
                                    "token."


# -- whole games ------------------------------------------------------------------------------

def autoplay(rgo: RoadGoesEverOn, seed: int) -> Chronicle:
    chronicle = Chronicle.begin(rgo, seed, {})
    for _ in range(3000):
        if chronicle.result() is not None:
            break
        action, args = rgo.policy(chronicle.table.rules, chronicle.actions())
        chronicle.decide(action, args)
    return chronicle


@pytest.mark.not_a_rule("whole automatic games end and their records verify")
def test_seeded_automatic_games_end_and_verify(rgo) -> None:  # type: ignore[no-untyped-def]
    endings = {}
    for seed in (1, 2, 3):
        chronicle = autoplay(rgo, seed)
        result = chronicle.result()
        assert result is not None and result["outcome"] in ("won", "lost")
        assert verify(rgo, chronicle.records).ok
        endings[seed] = (result["outcome"], result["ended_by"], result["turns"])
    # Hazard events played only on characters they may target (RGO-TARGET-1; Lure of
    # Creation and Tookish Blood are discarded when no Wizard or Hobbit is in the company)
    # changed seed 1: it is now won at the Free Council on turn 19 rather than lost by Shadow.
    # Version 5 plays the hand's resources (Block, Fair Travels, Escape, ...): the cards kept
    # and drawn change, and seed 1 is lost by Shadow on turn 19. The automatic player splitting
    # its company for two sites at once wins seed 2 at the Free Council on turn 13; from
    # version 55, Doors of Night staying in play, on turn 15; from version 57, the creatures'
    # special text played, on turn 13 again; from version 62, Tom Bombadil leaving the
    # company beyond his regions, on turn 17. From version 67, Gloom and Lure of Power played
    # by the Shadow (hazard generation 3), seed 1 is won at the Free Council on turn 14 and
    # seed 2 lost by Shadow on turn 17. From version 75, the automatic player canceling a
    # strike with an Elven Cloak, seed 1 is lost by Shadow on turn 19, seed 2 won at the Free
    # Council on turn 15 and seed 3 ends with the company lost on turn 19. From version 78,
    # the corruption cards' checks played, all three are lost by Shadow. From version 91, the
    # long-events of generation 4 played (Long Winter and the like turn companies back), seed 1
    # is won at the Free Council on turn 14 and seed 2 ends with the company lost on turn 11;
    # from version 94 (the sites they tap with Doors of Night in play) seed 1 ends with the
    # company lost on turn 14. The automatic player trying to remove each corruption card
    # every turn (corruption_policy.py) loses seed 1's company on turn 16 and seed 2 by Shadow;
    # visiting first the sites whose automatic-attacks it would likely survive (site_danger.py),
    # seed 1 is lost by Shadow on turn 19; with halves of a split kept to a total prowess of 5
    # (company_policy.py), seed 1 loses the company on turn 15 and seed 2 is lost on turn 17;
    # keeping a character untapped for the quest of the site (defense_policy.py), seed 1 is
    # lost by Shadow on turn 20, seed 2 on turn 15 and seed 3 loses the company on turn 12.
    # From version 149 the allies face strikes (ally_strikes.py): Tom Bombadil and Treebeard
    # take strikes the characters took before, and seed 1 is lost by Shadow on turn 21, seed 2
    # won at the Free Council on turn 13 and seed 3 lost by Shadow on turn 19. From version 158
    # Tom Bombadil cancels two hazards in seed 2, which then takes another course and is lost
    # by Shadow on turn 18. From version 191 (support in CoE's order, the draws to a Haven by
    # the site of origin, the resource long-events kept to the next long-event phase) seed 2
    # is won at the Free Council on turn 13. From version 192 (Aragorn's and Faramir's
    # untapping only at the start of the organization phase) seed 1 loses the company on
    # turn 16. From version 211 (the strikes left to chance wait for the defender's cards and
    # items) seed 1 is won at the Free Council on turn 12. From version 212 (the strikes the
    # defender gives himself wait for his choices too: an Elven Cloak tapped on the last one)
    # seed 1 is lost by Shadow on turn 21 and seed 2 on turn 20. From version 216 (the strikes
    # of Crebain and the like one to each character, each_strikes.py) and 217 (any character
    # brought in under direct influence where the general influence is used up, the item a
    # character sent home passes chosen) seed 2 was lost by Shadow on turn 17. From version 223
    # (one character a turn from the hand, one_character.py: Beretar no longer comes in after
    # Gandalf on turn 1) seed 2 was won at the Free Council on turn 10. From version 225 (a
    # corruption card tried at -3 not tried again by tapping that turn, corruption.py) seed 1
    # was lost by Shadow on turn 19 and seed 2 on turn 17. From version 239 an on-guard card
    # not affecting the automatic-attacks faced stays face down (guard_reveals.py), and seed 1
    # loses the company on turn 16; a second company is offered its hand cards before its
    # hazards (hand_windows.py), and seed 2 loses the company on turn 13. From version 243 an
    # additional minor item follows a quest taken (additional_items.py), and seed 2 is lost by
    # Shadow on turn 17.
    assert endings == {1: ("lost", "company-lost", 16), 2: ("lost", "shadow", 17),
                       3: ("lost", "company-lost", 13)}
