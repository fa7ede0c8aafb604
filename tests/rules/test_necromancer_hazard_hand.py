"""Guise of the Necromancer: the hazard hand, face up and resolved right to left, its duds,
the opponent's choice of targets, The One Ring and the Nazgûl (GON-HH-*, GON-DUD-*,
GON-TARGET-1, GON-RING-*, GON-NAZ-*, GON-GEN-2)."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

import pytest

from domain.canonical import JSON
from domain.engine.characters import Character
from domain.engine.corruption_cards import LURE_OF_THE_SENSES
from domain.errors import IllegalAction
from domain.ruleset import Fact
from domain.rulesets.guise_of_the_necromancer import hazard_events
from domain.rulesets.guise_of_the_necromancer.state import Slot, State
from domain.rulesets.guise_of_the_necromancer.targets import rank
from tests.rules.necromancer_support import (
    CATALOG,
    CELEBORN,
    CORSAIRS,
    DOL_GULDUR,
    FILLER,
    HALDIR,
    ISENGARD,
    LOST_WILD,
    LURE_CREATION,
    LURE_NATURE,
    MOUTH,
    ONE_RING,
    ORC_GUARD,
    PALE_SWORD,
    RADAGAST,
    RULESET,
    SAM,
    SARUMAN,
    UVATHA,
    WOLVES,
    act,
    acts,
    fight_out,
    fresh,
    hazards,
    ids,
    kinds,
)
from tests.support import of_kind, only

NEW_MOON = "TW-68"
NO_EFFECT = "no-effect"
# Short-events the player declares: no script of the engine or the scenario plays them.
MORGUL_HORSE = "TW-63"
#: The last version in which Morgul-horse is declared by the player: the stand-in for a
#: hazard event the hand asks the player about (``hazard_events.MORGUL_HORSE_SINCE`` plays
#: it by its card).
DECLARING = RULESET.at_version(str(hazard_events.MORGUL_HORSE_SINCE - 1))
declaring_act = partial(act, ruleset=DECLARING)
declaring_acts = partial(acts, ruleset=DECLARING)
declaring_fight_out = partial(fight_out, ruleset=DECLARING)
declaring_ids = partial(ids, ruleset=DECLARING)
BRIGANDS = "TW-17"


def played(facts: list[Fact], kind: str) -> list[tuple[JSON, JSON]]:
    return [(f["index"], f["card"]) for f in of_kind(facts, kind)]


@pytest.mark.rule("GON-HH-1")
def test_the_hazard_hand_starts_empty():
    assert fresh().hazard_hand == ()


@pytest.mark.rule("GON-HH-3", "GON-HH-4")
def test_a_company_that_stays_places_two_face_down_at_the_left_then_all_turn_face_up():
    state = hazards(fresh(), [PALE_SWORD], [CORSAIRS, WOLVES, *FILLER])
    facts, _ = act(state, "go")
    assert only(facts, "MovementHazardBegan")["cards"] == 2
    assert only(facts, "HazardsPlaced")["cards"] == [CORSAIRS, WOLVES]
    assert only(facts, "HazardHandRevealed")["cards"] == [CORSAIRS, WOLVES, PALE_SWORD]


@pytest.mark.rule("GON-HH-3")
def test_a_company_moving_to_dol_guldur_places_its_hazard_number_of_four():
    state = hazards(fresh(), [], FILLER)
    facts, _ = acts(state, f"move:1:{DOL_GULDUR}", "go")
    assert only(facts, "MovementHazardBegan")["cards"] == 4 == CATALOG.get(DOL_GULDUR).hazard_draw
    assert only(facts, "MovementHazardBegan")["path"] == ["wilderness", "border-land",
                                                         "dark-domain"]


@pytest.mark.rule("GON-HH-5", "GON-DUD-7")
def test_corruption_cards_are_played_first_right_to_left_and_a_waiting_one_stays():
    state = hazards(fresh(), [LURE_CREATION, ORC_GUARD, LURE_NATURE, PALE_SWORD], FILLER)
    facts, after = act(state, "go")
    # Positions after the two placed cards: Lure of Creation 2, Lure of Nature 4.
    assert played(facts, "CorruptionPlaced") == [(4, LURE_NATURE), (2, LURE_CREATION)]
    assert kinds(facts).index("CorruptionPlaced") < kinds(facts).index("DudDiscarded")
    # GON-TARGET-1: the Wizard counts mind 12, so both go on Radagast.
    assert after.corruption == ((RADAGAST, LURE_NATURE, 2), (RADAGAST, LURE_CREATION, 2))
    # The Pale Sword waits for a Nazgûl's attack: not played, not a dud, still face up.
    assert after.hazard_hand[-1] == Slot(PALE_SWORD, True)
    assert PALE_SWORD not in [f["card"] for f in of_kind(facts, "DudDiscarded")]


@pytest.mark.rule("GON-HH-6")
def test_creatures_attack_from_right_to_left():
    state = hazards(fresh(), [WOLVES, ORC_GUARD], FILLER)
    facts, _ = acts(state, f"move:1:{DOL_GULDUR}", "go", seed=3)
    assert played(facts, "CreatureAttacks") == [(5, ORC_GUARD), (4, WOLVES)]
    assert [f["keyed"] for f in of_kind(facts, "CreatureAttacks")] == \
        ["region-type:dark-domain", "region-type:border-land"]


@pytest.mark.rule("GON-HH-2", "GON-DUD-1", "GON-DUD-2", "GON-DUD-4")
def test_duds_are_discarded_and_replaced_in_place_face_down():
    state = hazards(fresh(), [ORC_GUARD, LOST_WILD, MORGUL_HORSE], [CORSAIRS, CORSAIRS, MOUTH,
                                                             WOLVES, BRIGANDS, *FILLER])
    facts, waiting = declaring_act(state, "go")
    # Morgul-horse, not scripted in that version: the player declares what it does (nothing).
    assert f"declare:4:{NO_EFFECT}" in declaring_ids(waiting)
    more, after = declaring_act(waiting, f"declare:4:{NO_EFFECT}")
    facts += more
    duds = [(f["index"], f["card"], f.rule) for f in of_kind(facts, "DudDiscarded")]
    assert duds == [(4, MORGUL_HORSE, "GON-DUD-2"), (3, LOST_WILD, "GON-HH-2"),
                    (2, ORC_GUARD, "GON-DUD-4"), (1, CORSAIRS, "GON-DUD-4"),
                    (0, CORSAIRS, "GON-DUD-4")]
    assert [(f["index"], f["card"]) for f in of_kind(facts, "DudReplaced")] == \
        [(4, MOUTH), (3, WOLVES), (2, BRIGANDS), (1, CORSAIRS), (0, CORSAIRS)]
    assert after.hazard_hand == (Slot(CORSAIRS), Slot(CORSAIRS), Slot(BRIGANDS),
                                 Slot(WOLVES), Slot(MOUTH))
    assert after.hazard_discard == (MORGUL_HORSE, LOST_WILD, ORC_GUARD, CORSAIRS, CORSAIRS)


@pytest.mark.rule("GON-HH-10")
def test_a_short_event_left_is_played_to_affect_the_company():
    state = hazards(fresh(), [NEW_MOON], FILLER)
    facts, after = act(state, "go")
    event = only(facts, "HazardEventPlayed")
    # New Moon taps an Elf: of the untapped Elves the opponent picks the highest mind.
    assert (event["card"], event["effect"], event["character"]) == (NEW_MOON, "tap", CELEBORN)
    company = after.companies[0]
    assert company.character(CELEBORN).state == "tapped"  # type: ignore[union-attr]
    assert NEW_MOON in after.hazard_discard and NEW_MOON not in [s.card for s in
                                                                 after.hazard_hand]


@pytest.mark.rule("GON-DUD-6")
def test_mouth_of_sauron_attacks_as_a_creature_and_touches_no_deck():
    state = hazards(fresh(), [MOUTH], FILLER)
    facts, _ = acts(state, f"move:1:{DOL_GULDUR}", "go", seed=3)
    assert played(facts, "CreatureAttacks") == [(4, MOUTH)]
    assert [f for f in of_kind(facts, "DeckShuffled") if f["deck"] == "hazards"] == []
    # So it is played in full here: what its text has beyond the creature is ruled away.
    from domain import coverage

    assert coverage.in_ruleset("necromancer", CATALOG.get(MOUTH)) == coverage.InRuleset(
        coverage.SCRIPTED, "GON-DUD-6: its short-event function, a hazard card back from the "
                           "discard pile, is ignored here; it attacks as a creature")


@pytest.mark.rule("GON-TARGET-1")
def test_the_opponent_picks_the_highest_mind_with_wizards_at_twelve_then_the_tie_breaks():
    def who(name: str) -> Character:
        return Character.from_card(CATALOG.find(name, "Hero"))

    radagast, celeborn = who("Radagast"), who("Celeborn")
    assert sorted([celeborn, radagast], key=rank)[0] is radagast  # mind 12 against 6
    arwen, haldir = who("Arwen"), who("Haldir")  # mind 3 both, direct influence 0 both
    fili, bifur, orophin = who("Fíli"), who("Bifur"), who("Orophin")
    assert rank(celeborn)[:2] == (-6, -1) and rank(arwen)[:2] == (-3, 0)
    assert sorted([haldir, arwen], key=rank)[0] is arwen  # body 8 both: prowess 2 vs 4
    assert sorted([fili, bifur], key=rank)[0] is bifur  # lowest body: 7 against 8
    assert sorted([bifur, orophin], key=rank)[0] is orophin  # then lowest prowess: 2 vs 4


@pytest.mark.rule("GON-TARGET-1")
def test_a_tie_that_remains_is_broken_at_random():
    state = fresh()
    dwarves = tuple(Character.from_card(CATALOG.find(n, "Hero")) for n in ("Bifur", "Bofur"))
    state = replace(state, companies=(replace(state.companies[0], characters=dwarves),))
    # Lure of the Senses, which a Dwarf may bear (Lure of Creation goes on a Wizard only).
    state = hazards(state, [LURE_OF_THE_SENSES], FILLER)
    facts, after = act(state, "go")
    pick = only(facts, "RandomPicked")
    assert (pick.rule, pick["among"], pick["purpose"]) == ("GON-TARGET-1", 2,
                                                          "target of Lure of the Senses")
    assert only(facts, "CorruptionPlaced")["character"] == pick["chosen"]


@pytest.mark.rule("GON-GEN-2", "GON-WIN-8")
def test_drawing_the_last_hazard_loses_at_once():
    state = hazards(fresh(), [], [CORSAIRS, CORSAIRS])
    facts, after = act(state, "go")
    ended = only(facts, "GameEnded")
    assert (ended.rule, ended["outcome"], ended["clause"]) == ("GON-GEN-2", "lost",
                                                              "GON-WIN-8")
    assert kinds(facts)[-2:] == ["HazardsPlaced", "GameEnded"]
    assert RULESET.result(after) == {"outcome": "lost", "reason": "the last card of the "
                                     "hazard deck was drawn", "ended_by": "hazard deck "
                                     "exhausted", "turns": 1, "stage": "The Investigation"}


@pytest.mark.rule("GON-GEN-2", "GON-DUD-1")
def test_replacing_a_dud_can_draw_the_last_hazard():
    state = hazards(fresh(), [], [CORSAIRS, CORSAIRS, CORSAIRS])
    facts, _ = act(state, "go")
    assert kinds(facts)[-3:] == ["DudDiscarded", "DudReplaced", "GameEnded"]


@pytest.mark.rule("GON-NAZ-1")
def test_a_nazgul_that_can_attack_does():
    state = hazards(fresh(), [UVATHA], FILLER)
    facts, _ = acts(state, f"move:1:{DOL_GULDUR}", "go", seed=3)
    attack = only(facts, "CreatureAttacks")
    assert (attack.rule, attack["card"], attack["keyed"]) == ("GON-NAZ-1", UVATHA,
                                                             "region-type:dark-domain")


@pytest.mark.rule("GON-NAZ-2", "GON-NAZ-3", "GON-DUD-3", "GON-PLAY-4")
def test_a_nazgul_that_cannot_attack_guards_dol_guldur_with_its_creature_stats():
    state = hazards(fresh(), [UVATHA], FILLER)
    facts, after = act(state, "go")
    guard = only(facts, "NazgulGuards")
    assert (guard["card"], guard["site"]) == (UVATHA, DOL_GULDUR)
    assert UVATHA not in [f["card"] for f in of_kind(facts, "DudDiscarded")]
    assert after.guardians == (UVATHA,) and after.hand_size == 5
    at_dol_guldur = replace(after, phase="site", step="arrived", pending=("1",),
                            companies=(replace(after.companies[0], location=DOL_GULDUR),))
    facts, _ = act(at_dol_guldur, "enter")
    attacks = [(a["race"], a["strikes"], a["prowess"], a["automatic"])
               for a in only(facts, "SiteEntered")["attacks"]]
    assert attacks == [("Orcs", 4, 8, True), ("Undead", 3, 9, True), ("Trolls", 2, 11, True),
                       ("Nazgûl", 1, 15, True)]


def strong(state: State, *card_ids: str) -> State:
    """The company with these characters at prowess 30: every strike on them fails."""
    company = state.companies[0]
    characters = tuple(replace(c, prowess=30) if c.card_id in card_ids else c
                       for c in company.characters)
    return replace(state, companies=(replace(company, characters=characters),))


@pytest.mark.rule("GON-NAZ-5")
def test_a_nazgul_not_defeated_goes_back_into_the_hazard_deck():
    state = hazards(fresh(), [UVATHA], FILLER)
    facts, after = acts(state, f"move:1:{DOL_GULDUR}", "go", seed=3)
    assert only(facts, "StrikeResolved")["defeated"] is False
    assert only(facts, "NazgulReturned")["card"] == UVATHA
    shuffled = [f for f in of_kind(facts, "DeckShuffled") if f.rule == "GON-NAZ-5"]
    assert len(shuffled) == 1 and UVATHA in shuffled[0]["cards"]
    assert UVATHA in after.hazard_deck and UVATHA not in after.hazard_discard


@pytest.mark.rule("GON-NAZ-6")
def test_a_defeated_nazgul_goes_to_the_marshalling_point_pile():
    state = strong(hazards(fresh(), [UVATHA], FILLER), RADAGAST)
    facts, after = acts(state, f"move:1:{DOL_GULDUR}", "go", seed=NAZGUL_DEFEATED_SEED)
    defeated = only(facts, "CreatureDefeated")
    assert (defeated.rule, defeated["card"], defeated["points"]) == ("GON-NAZ-6", UVATHA, 5)
    assert after.marshalling == ((UVATHA, "kill", 5),)  # its printed marshalling points


NAZGUL_DEFEATED_SEED = 0


@pytest.mark.rule("GON-RING-1", "GON-RING-4", "GON-RING-5", "GON-HDECK-10", "GON-PLAY-2")
def test_the_first_one_ring_comes_into_play_brings_saruman_and_nine_hazards_back():
    discard = (WOLVES,) * 3 + (ORC_GUARD,) * 9
    state = replace(hazards(fresh(), [ONE_RING], FILLER), hazard_discard=discard)
    facts, after = act(state, "go")
    assert kinds(facts)[kinds(facts).index("RingAppeared"):][:5] == \
        ["RingAppeared", "SarumanPlaced", "DeckShuffled", "HazardsReturned", "DeckShuffled"]
    assert only(facts, "SarumanPlaced")["site"] == ISENGARD
    returned = only(facts, "HazardsReturned")["cards"]
    assert len(returned) == 9 and len(after.hazard_discard) == 3 + 2  # and two duds
    assert after.ring == ONE_RING and after.hand_size == 6  # a resource permanent-event
    facts, after = act(after, "keep")
    formed = [f for f in of_kind(facts, "CompanyFormed")]
    assert [(f.rule, f["site"], f["characters"]) for f in formed] == \
        [("GON-RING-4", ISENGARD, [SARUMAN])]
    assert len(after.hand) == 6 and after.companies[1].location == ISENGARD
    assert ISENGARD not in after.location_deck  # its site card is in play with Saruman


@pytest.mark.rule("GON-RING-2")
def test_another_one_ring_is_shuffled_back_while_one_is_in_play():
    state = replace(hazards(fresh(), [ONE_RING], FILLER), ring=ONE_RING, ring_seen=True)
    facts, after = act(state, "go")
    assert only(facts, "RingReturned")["card"] == ONE_RING
    assert [f.rule for f in of_kind(facts, "DeckShuffled")] == ["GON-RING-2"]
    assert after.hazard_deck.count(ONE_RING) == 1 and "SarumanPlaced" not in kinds(facts)


@pytest.mark.rule("GON-RING-3")
def test_once_per_game_a_hobbit_is_given_up_to_discard_the_one_ring():
    state = replace(fresh(), ring=ONE_RING, ring_seen=True)
    assert f"ring:{SAM}" in ids(state)
    facts, after = act(state, f"ring:{SAM}")
    given = only(facts, "RingGivenUp")
    assert (given["hobbit"], given["ring"]) == (SAM, ONE_RING)
    assert after.ring is None and after.hobbit_spent
    assert SAM in after.resource_discard and after.hazard_discard[-1] == ONE_RING
    assert not after.in_play(SAM)


@pytest.mark.rule("GON-NAZ-4", "GON-WIN-10")
def test_the_ring_and_a_guardian_through_a_whole_turn_lose_the_game():
    state = replace(hazards(fresh(), [], FILLER), ring=ONE_RING, ring_seen=True,
                    guardians=(UVATHA,), ring_at_start=True, guardian_at_start=True)
    facts, after = acts(state, "go", "keep")
    ended = only(facts, "GameEnded")
    assert (ended.rule, ended["clause"], after.ended_by) == ("GON-NAZ-4", "GON-WIN-10",
                                                            "the Ring found")


@pytest.mark.rule("GON-NAZ-4")
def test_a_guardian_that_arrived_this_turn_does_not_find_the_ring_yet():
    state = replace(hazards(fresh(), [UVATHA], FILLER), ring=ONE_RING, ring_seen=True,
                    ring_at_start=True)
    facts, after = acts(state, "go", "keep")
    assert after.guardians == (UVATHA,) and after.outcome is None
    assert kinds(facts).count("TurnBegan") == 1


@pytest.mark.rule("CoE-3.ii", "GON-TARGET-1")
def test_the_defender_assigns_strikes_to_untapped_characters_before_the_opponent():
    state = hazards(fresh(), [WOLVES], FILLER)
    facts, waiting = acts(state, f"move:1:{DOL_GULDUR}")
    facts, waiting = act(waiting, "go", seed=3)
    assert waiting.fight is not None and waiting.fight.attack.strikes == 3
    assert ids(waiting) == [f"assign:{RADAGAST}", f"assign:{HALDIR}", f"assign:{CELEBORN}",
                            f"assign:{SAM}", "assign-done"]
    with pytest.raises(IllegalAction) as refused:
        act(waiting, "go")
    assert refused.value.clause == "CoE-3.ii"
    facts, after = act(waiting, f"assign:{CELEBORN}", seed=3)
    assert f"assign:{CELEBORN}" not in ids(after)
    facts, after = fight_out(after, seed=3)
    assigned = [(f["character"], f["by"]) for f in of_kind(facts, "StrikeAssigned")]
    # The opponent gives the other two by GON-TARGET-1: the Wizard (mind 12), then Sam (4).
    assert assigned == [(RADAGAST, "attacker"), (SAM, "attacker")]
    assert only(facts, "StrikesAssigned")["targets"] == [CELEBORN, RADAGAST, SAM]
    assert [f["character"] for f in of_kind(facts, "StrikeResolved")] == [CELEBORN, RADAGAST,
                                                                          SAM]


@pytest.mark.rule("GON-HH-7")
def test_an_event_declared_to_strengthen_attacks_is_played_with_the_next_creature():
    state = hazards(fresh(), [WOLVES, MORGUL_HORSE, MORGUL_HORSE], FILLER)
    _, waiting = declaring_acts(state, f"move:1:{DOL_GULDUR}")
    facts, waiting = declaring_act(waiting, "go", seed=3)
    # Right to left: a Morgul-horse (index 6) first, then the next unscripted event.
    assert [a.params for a in DECLARING.actions(waiting) if a.id == "declare:6:attack-prowess"] \
        == [{"amount": "1..5"}]
    ruling, waiting = declaring_act(waiting, "declare:6:attack-prowess", {"amount": 2})
    assert (only(ruling, "PlayerRuling")["effect"], only(ruling, "PlayerRuling")["amount"]) \
        == ("attack-prowess", 2)
    facts, waiting = declaring_act(waiting, "declare:5:attack-strikes", {"amount": 1})
    with_wolves = of_kind(facts, "HazardEventPlayed")
    assert [(f.rule, f["card"], f["effect"], f["creature"]) for f in with_wolves] == [
        ("GON-HH-7", MORGUL_HORSE, "attack-prowess", WOLVES),
        ("GON-HH-7", MORGUL_HORSE, "attack-strikes", WOLVES)]
    attack = only(facts, "AttackDeclared")["attack"]
    assert (attack["name"], attack["strikes"], attack["prowess"]) == ("Wolves", 4, 10)


@pytest.mark.rule("GON-HH-10", "GON-DUD-2")
def test_a_declared_effect_on_a_character_or_no_target_at_all():
    state = hazards(fresh(), [MORGUL_HORSE, MORGUL_HORSE], FILLER)
    facts, waiting = declaring_act(state, "go")
    facts, waiting = declaring_act(waiting, "declare:3:tap")
    facts, after = declaring_act(waiting, "declare:2:attack-strikes", {"amount": 1})
    tapped = only(facts, "HazardEventPlayed")
    # Tap: on the character GON-TARGET-1 picks among the untapped, the Wizard.
    assert (tapped.rule, tapped["card"], tapped["character"]) == ("GON-HH-10", MORGUL_HORSE,
                                                                  RADAGAST)
    assert after.companies[0].character(RADAGAST).state == "tapped"
    # No creature attacked: the event declared for an attack had nothing to act on.
    assert [(f["card"], f.rule) for f in of_kind(facts, "DudDiscarded")
            if f["card"] == MORGUL_HORSE] == [(MORGUL_HORSE, "GON-DUD-2")]


@pytest.mark.rule("GON-HH-10")
def test_a_declared_amount_out_of_range_is_refused_and_changes_nothing():
    state = hazards(fresh(), [MORGUL_HORSE], FILLER)
    _, waiting = declaring_act(state, "go")
    with pytest.raises(IllegalAction) as refused:
        declaring_act(waiting, "declare:2:attack-prowess", {"amount": 9})
    assert refused.value.clause == "GON-HH-10"
    assert "attack-prowess needs an amount from -5 to 5, not 0 or 9" in refused.value.message


@pytest.mark.rule("GON-DUD-5", "GON-HH-7")
def test_a_creature_that_attacks_only_thanks_to_a_face_up_event_is_no_dud():
    state = hazards(fresh(), [ORC_GUARD, MORGUL_HORSE], FILLER)
    _, waiting = declaring_act(state, "go")  # staying at Lórien: nothing is keyed to a haven
    facts, after = declaring_act(waiting, "declare:3:lets-attack", seed=3)
    attack = only(facts, "CreatureAttacks")
    assert (attack.rule, attack["card"], attack["keyed"]) == ("GON-DUD-5", ORC_GUARD,
                                                             "lets-attack")
    played = only(facts, "HazardEventPlayed")
    assert (played.rule, played["card"], played["creature"]) == ("GON-HH-7", MORGUL_HORSE,
                                                                ORC_GUARD)
    assert after.fight is not None and after.fight.card == ORC_GUARD


@pytest.mark.rule("GON-HH-8")
def test_an_event_played_with_a_creature_that_could_attack_anyway_is_a_dud():
    # No other creature in sight: the hazards placed are Lost in the Wilderness (duds).
    state = hazards(fresh(), [WOLVES, MORGUL_HORSE], (LOST_WILD,) * 12)
    _, waiting = declaring_acts(state, f"move:1:{DOL_GULDUR}")
    _, waiting = declaring_act(waiting, "go", seed=3)
    facts, after = declaring_acts(waiting, "declare:5:lets-attack", seed=3)
    assert only(facts, "CreatureAttacks")["keyed"] == "region-type:border-land"
    assert [(f["card"], f.rule) for f in of_kind(facts, "DudDiscarded")
            if f["card"] == MORGUL_HORSE] == [(MORGUL_HORSE, "GON-HH-8")]


@pytest.mark.rule("GON-HH-9")
def test_an_event_lowering_prowess_acts_only_if_its_character_faces_a_strike():
    state = hazards(fresh(), [WOLVES, MORGUL_HORSE], FILLER)
    _, waiting = declaring_acts(state, f"move:1:{DOL_GULDUR}")
    _, waiting = declaring_act(waiting, "go", seed=3)
    _, waiting = declaring_act(waiting, "declare:5:character-prowess", {"amount": 2}, seed=3)
    # The opponent aims it at the Wizard (GON-TARGET-1) and gives him a strike of the Wolves.
    assert waiting.fight is not None and waiting.fight.weakened == ((MORGUL_HORSE, RADAGAST, 2),)
    facts, _ = declaring_fight_out(waiting, seed=3)
    played = only(facts, "HazardEventPlayed")
    assert (played.rule, played["character"], played["amount"]) == ("GON-HH-9", RADAGAST, 2)
    strike = next(f for f in of_kind(facts, "StrikeResolved") if f["character"] == RADAGAST)
    assert strike["prowess"] == 6 + 1 - 2  # Radagast with his dagger, less the event's 2
    # The defender gives the three strikes to the others: the Wizard faces none, a dud.
    facts = []
    for who in (HALDIR, CELEBORN, SAM):  # the third strike given, the strikes are rolled
        more, waiting = declaring_act(waiting, f"assign:{who}", seed=3)
        facts += more
    more, waiting = declaring_fight_out(waiting, seed=3)
    facts += more
    assert [(f["card"], f.rule) for f in of_kind(facts, "DudDiscarded")][:1] == \
        [(MORGUL_HORSE, "GON-HH-9")]
    assert RADAGAST not in [f["character"] for f in of_kind(facts, "StrikeResolved")]
