"""The Burglar's test (BWJ-OBJ-*, BWJ-BURG-*, BWJ-FACT-*, BWJ-MP-*, BWJ-HAND-*, BWJ-WIN-*):
burglary, the four tasks stored at a Haven, stealth points, the Hands, and the Employers'
Council by tiers."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.errors import IllegalAction
from domain.ruleset import Fact
from domain.rulesets.burglar import policy, rescue, tasks
from domain.rulesets.burglar.state import State
from tests.rules.burglar_support import (
    BILBO,
    CONCEALMENT,
    DWARVEN_AXE,
    HALFLING_STEALTH,
    ORCRIST,
    RESCUE,
    RULESET,
    SAM,
    STEALTH,
    SWORD,
    THRANDUIL,
    WOLVES,
    WOOD_ELVES,
    act,
    advance,
    at,
    fresh,
    give,
    ids,
    played_as,
    set_state,
    with_hand,
)
from tests.support import of_kind, only

HAND = (SWORD, ORCRIST, RESCUE, WOOD_ELVES, CONCEALMENT)
VERSION_4 = played_as("4")


def at_site(site: str, state: State | None = None, **changes: object) -> State:
    return replace(at(state or fresh(), site), phase="site", step="before-entering",
                   hand=HAND, **changes)


def tapped(state: State) -> State:
    """``state`` with its site tapped already (a burglary there): from
    ``rescue.TAPPED_SITE_FROM`` Rescue Prisoners is played only so."""
    site = RULESET.catalog.find(state.location).id
    return replace(state, tapped_sites=(*state.tapped_sites, site))


def organizing(state: State, site: str = "Lórien") -> State:
    return replace(at(state, site), phase="organization", step="")


def refused(state: State, action: str, args: dict[str, object] | None = None) -> str | None:
    with pytest.raises(IllegalAction) as refusal:
        act(state, action, args)
    return refusal.value.clause


def wolves_attack(state: State) -> State:
    """Wolves (3 strikes, 1 marshalling point) attack on the way from Lórien to Moria."""
    moving = replace(state, turn_start="Lórien", location="Moria", moved=True,
                     phase="movement-hazard", step="", hazard_limit=2, hazard_hand=(WOLVES,))
    _, fighting = advance(moving)
    assert fighting.combat is not None and fighting.combat.card == WOLVES
    return fighting


@pytest.mark.rule("BWJ-BURG-1", "BWJ-BURG-3", "BWJ-BURG-4", "BWJ-BURG-5", "BWJ-OBJ-1",
                  "BWJ-MP-7", "BWJ-TASK-1")
def test_a_dragon_hoard_burgled_and_stored_at_a_haven_does_the_first_task():
    facts, burgled = act(at_site("The Lonely Mountain"), "burgle", seed=2)
    assert only(facts, "BurglaryAttempted").rule == "BWJ-BURG-3"
    success = only(facts, "BurglarySucceeded")
    assert (success["roll"], success["bonus"], success["total"]) == (11, 5, 16)
    assert burgled.the_hero is not None and burgled.the_hero.state == "tapped"
    assert "TW-428" in burgled.tapped_sites
    assert ids(burgled) == [f"play:{ORCRIST}:{BILBO}", f"play:{SWORD}:{BILBO}", "done"]
    facts, played = act(burgled, f"play:{ORCRIST}:{BILBO}")
    item = only(facts, "ItemPlayed")
    assert (item["burgled"], item["task"]) == (True, tasks.DRAGON)
    # The log and the choices say the task in the employers' words, not by its id.
    assert RULESET.narrate(item) == "Orcrist is played on Bilbo by burglary, for the task to " \
                                    "steal an item from a Dragon's hoard. [BWJ-BURG-5]"
    stored_at = organizing(played)
    assert [a.label for a in RULESET.actions(stored_at) if a.id == f"store:{ORCRIST}"] == [
        "Store Orcrist at Lórien, for the task to steal an item from a Dragon's hoard (its "
        "bearer's corruption check first)"]
    facts, stored = act(stored_at, f"store:{ORCRIST}")
    done = only(facts, "TaskCompleted")
    assert (only(facts, "ResourceStored")["points"], done.rule, RULESET.narrate(done)) == (
        4, "BWJ-OBJ-1", "Task done: steal an item from a Dragon's hoard. [BWJ-OBJ-1]")
    assert stored.tasks == (tasks.DRAGON,) and RULESET.score(stored)["total"] == 4
    assert RULESET.score(stored)["tasks"] == [
        {"task": "steal an item from a Dragon's hoard", "clause": "BWJ-OBJ-1",
         "what": "burgle a major or greater item where a Dragon guards the site, and store it "
                 "at a Haven", "done": True},
        {"task": "steal an item from an Orc stronghold", "clause": "BWJ-OBJ-2",
         "what": "burgle a major or greater item where Orcs guard a Shadow-hold or "
                 "Dark-hold, and store it at a Haven", "done": False},
        {"task": "spy on one of the peoples", "clause": "BWJ-OBJ-3",
         "what": "win over a faction, and store it at a Haven", "done": False},
        {"task": "rescue a comrade in arms", "clause": "BWJ-OBJ-4",
         "what": "play Rescue Prisoners, and store it at a Haven", "done": False}]


@pytest.mark.rule("BWJ-BURG-5", "BWJ-BURG-6")
def test_a_burglary_of_ten_fails_and_the_burglar_faces_the_attacks_alone():
    state = at_site("Moria", with_hand(fresh(), SAM))
    facts, fighting = act(state, "burgle", seed=1)
    failed = only(facts, "BurglaryFailed")
    assert (failed["total"], failed.rule) == (10, "BWJ-BURG-6")
    assert f"assign:{SAM}" not in ids(fighting)  # Sam may not take a strike
    assert not [i for i in ids(fighting) if i.startswith("support:")]
    facts, _ = act(fighting, "assign-done")
    assert [f["character"] for f in of_kind(facts, "StrikeAssigned")] == [BILBO]
    assert only(facts, "StrikesAssigned")["excess"] == 3  # the Orcs' four strikes, all his


@pytest.mark.rule("BWJ-BURG-2", "BWJ-BURG-1", "BWJ-HAND-8")
def test_one_burglary_a_turn_never_at_a_haven_never_by_a_hand():
    _, after = act(at_site("The Lonely Mountain"), "burgle", seed=2)
    _, done = act(after, "done")
    again = replace(done, phase="site", step="before-entering", tapped_sites=())
    assert "burgle" not in ids(again)
    assert refused(again, "burgle") == "BWJ-BURG-2"
    assert refused(at_site("Lórien"), "burgle") == "BWJ-BURG-1"
    handed = set_state(at_site("Moria", with_hand(fresh(), SAM)), BILBO, "tapped")
    assert "burgle" not in ids(handed) and refused(handed, "burgle") == "BWJ-BURG-3"


@pytest.mark.rule("BWJ-BURG-7")
def test_an_item_played_after_the_automatic_attacks_does_no_task_and_cannot_be_stored():
    entered = replace(at_site("Moria"), step="entered")
    facts, played = act(entered, f"play:{SWORD}:{BILBO}")
    assert (only(facts, "ItemPlayed")["burgled"], only(facts, "ItemPlayed")["task"]) == \
        (False, "")
    haven = organizing(played)
    assert not [i for i in ids(haven) if i.startswith("store:")]
    assert refused(haven, f"store:{SWORD}") == "BWJ-BURG-7"
    assert refused(organizing(played, "Moria"), f"store:{SWORD}") == "BWJ-MP-7"


@pytest.mark.rule("BWJ-OBJ-2", "BWJ-MP-6")
def test_an_orc_stronghold_burgled_does_the_second_task_and_a_second_item_counts_nothing():
    _, burgled = act(at_site("Moria"), "burgle", seed=2)
    _, played = act(burgled, f"play:{SWORD}:{BILBO}")
    facts, stored = act(organizing(played), f"store:{SWORD}")
    assert (only(facts, "ResourceStored")["points"], only(facts, "TaskCompleted")["task"]) == \
        (2, tasks.ORCS)
    again = replace(give(stored, BILBO, DWARVEN_AXE), burgled=((DWARVEN_AXE, tasks.ORCS),))
    facts, after = act(again, f"store:{DWARVEN_AXE}")
    assert only(facts, "ResourceStored")["points"] == 0 and not of_kind(facts, "TaskCompleted")
    assert after.task_points == 2


@pytest.mark.rule("BWJ-OBJ-3", "BWJ-FACT-1", "BWJ-HAND-10")
def test_a_faction_recruited_by_a_hand_is_stored_as_information_for_the_burglar():
    entered = replace(with_hand(at(fresh(), "Thranduil’s Halls"), THRANDUIL), phase="site",
                      step="entered", hand=(WOOD_ELVES,))
    assert ids(entered) == [f"influence:{WOOD_ELVES}:{BILBO}",
                            f"influence:{WOOD_ELVES}:{THRANDUIL}", "done"]
    facts, recruited = act(entered, f"influence:{WOOD_ELVES}:{THRANDUIL}", seed=2)
    attempt = only(facts, "FactionInfluenced")
    assert (attempt["roll"], attempt["direct_influence"], attempt["needed"],
            attempt["succeeded"], attempt.rule) == (11, 3, 8, True, "CoE-2.V.3")
    facts, stored = act(organizing(recruited), f"store:{WOOD_ELVES}")
    assert (only(facts, "TaskCompleted").rule, stored.task_points) == ("BWJ-OBJ-3", 3)
    _, failed = act(entered, f"influence:{WOOD_ELVES}:{THRANDUIL}", seed=9)
    assert failed.factions == () and WOOD_ELVES in failed.resource_discard


@pytest.mark.rule("BWJ-OBJ-4", "BWJ-HAND-9")
def test_rescue_prisoners_is_played_by_the_burglar_and_stored_at_a_haven():
    entered = replace(at_site("Moria", with_hand(fresh(), SAM)), step="entered",
                      hand=(RESCUE,))
    assert [i for i in ids(tapped(entered)) if i.startswith("rescue:")] == [f"rescue:{RESCUE}"]
    # The version before the Spider attack (at an untapped hold then): taken at once.
    facts, rescued = act(entered, f"rescue:{RESCUE}", ruleset=BEFORE_SPIDERS)
    assert (only(facts, "PrisonersRescued")["character"], rescued.prisoners) == \
        (BILBO, (RESCUE,))
    assert not of_kind(facts, "AttackDeclared") and rescued.untap_barred == ()
    facts, stored = act(organizing(rescued), f"store:{RESCUE}", ruleset=BEFORE_SPIDERS)
    assert (only(facts, "TaskCompleted").rule, stored.task_points) == ("BWJ-OBJ-4", 2)


BEFORE_SPIDERS = played_as(str(rescue.SINCE - 1))
HALFLING_STRENGTH = "TW-253"


def _spiders_fought(state: State, *assigned: str, seed: int = 7) -> tuple[list[Fact], State]:
    """Rescue Prisoners played, its strikes given to ``assigned`` and rolled out."""
    facts, state = act(state, f"rescue:{RESCUE}", seed=seed)
    for action in (*(f"assign:{who}" for who in assigned), "assign-done"):
        more, state = act(state, action, seed=seed)
        facts += more
    while state.combat is not None:
        pick = next(i for i in ids(state) if i.startswith(("resolve:", "roll")))
        more, state = act(state, pick, seed=seed)
        facts += more
    return facts, state


@pytest.mark.rule("BWJ-OBJ-4", "BWJ-HAND-9", "BWJ-MP-7", "BWJ-SEQ-1")
def test_rescue_prisoners_brings_spiders_and_keeps_the_burglar_tapped_until_stored():
    entered = tapped(replace(at_site("Moria", with_hand(with_hand(fresh(), SAM), THRANDUIL)),
                             step="entered", hand=(RESCUE,)))
    facts, state = act(entered, f"rescue:{RESCUE}")
    played, declared = only(facts, "RescuePrisonersPlayed"), only(facts, "AttackDeclared")
    assert (played.rule, played["card"]) == ("BWJ-OBJ-4", RESCUE)
    assert (declared.rule, declared["origin"], declared["card"], declared["attack"]["race"],
            declared["attack"]["strikes"], declared["attack"]["prowess"]) == \
        ("BWJ-OBJ-4", "rescue", None, "Spiders", 2, 7)
    assert state.rescuing == RESCUE and RESCUE not in state.hand
    # Both strikes on the Hands: the Burglar, untapped, takes the prisoners.
    facts, rescued = _spiders_fought(entered, SAM, THRANDUIL)
    taken = only(facts, "PrisonersRescued")
    assert (taken.rule, taken["character"], taken["bars_untap"]) == ("BWJ-OBJ-4", BILBO, True)
    assert not of_kind(facts, "StealthPointsEarned")  # no creature's attack (BWJ-MP-2)
    assert (rescued.prisoners, rescued.untap_barred, rescued.rescuing) == \
        ((RESCUE,), ((BILBO, RESCUE),), "")
    assert rescued.character(BILBO).state == "tapped"  # type: ignore[union-attr]
    # No card untaps him meanwhile: not offered, refused naming the card.
    organizing_ = replace(organizing(rescued, "Moria"), hand=(HALFLING_STRENGTH,))
    assert f"play:{HALFLING_STRENGTH}:untap:{BILBO}" not in ids(organizing_)
    with pytest.raises(IllegalAction) as refusal:
        act(organizing_, f"play:{HALFLING_STRENGTH}:untap:{BILBO}")
    assert (str(refusal.value), refusal.value.clause) == (
        "Halfling Strength cannot be played now: Bilbo may not untap until Rescue Prisoners "
        "is stored. [CoE-5.1]", "CoE-5.1")
    # A healing heals him to tapped.
    facts, _ = act(set_state(organizing_, BILBO, "wounded"), f"play:{HALFLING_STRENGTH}:heal:"
                                                             f"{BILBO}")
    assert only(facts, "CharacterStateChanged")["state"] == "tapped"
    # The untap phase leaves him tapped (his Hands untap), until it is stored at a Haven.
    _, ending = advance(replace(rescued, phase="movement-hazard", step="", turn_start="Moria",
                                location="Lórien", moved=True, draws_left=0, hazard_limit=2,
                                hazard_hand=()))
    _, ending = act(ending, "pass")  # nothing in Lórien's site phase
    facts, turned = act(ending, "keep")
    assert only(facts, "CharactersRefreshed")["changes"] == [[SAM, "untapped"],
                                                             [THRANDUIL, "untapped"]]
    facts, stored = act(replace(turned, step=""), f"store:{RESCUE}")
    assert only(facts, "TaskCompleted").rule == "BWJ-OBJ-4" and stored.untap_barred == ()


@pytest.mark.rule("BWJ-OBJ-4", "BWJ-HAND-9")
def test_the_automatic_burglar_rescues_only_when_he_need_face_no_spider():
    untapped = replace(at_site("Moria"), step="entered", hand=(RESCUE,))
    alone = tapped(untapped)
    guarded = tapped(replace(at_site("Moria", with_hand(with_hand(fresh(), SAM), THRANDUIL)),
                             step="entered", hand=(RESCUE,)))
    cloaked = replace(alone, hand=(RESCUE, CONCEALMENT))
    assert [policy.choose(RULESET, s, RULESET.actions(s))[0] for s in (alone, guarded,
                                                                        cloaked)] == \
        ["done", f"rescue:{RESCUE}", f"rescue:{RESCUE}"]
    # The version before: he plays it alone too (at an untapped hold then).
    assert policy.choose(BEFORE_SPIDERS, untapped, BEFORE_SPIDERS.actions(untapped))[0] == \
        f"rescue:{RESCUE}"


@pytest.mark.rule("BWJ-OBJ-4", "BWJ-HAND-9")
def test_rescue_prisoners_is_discarded_when_the_burglar_is_not_untapped_after_the_spiders():
    entered = tapped(replace(at_site("Moria", with_hand(fresh(), SAM)), step="entered",
                             hand=(RESCUE,)))
    facts, after = _spiders_fought(entered, SAM)  # the second strike falls on the Burglar
    discarded = only(facts, "RescuePrisonersDiscarded")
    assert (discarded.rule, discarded["card"]) == ("BWJ-OBJ-4", RESCUE)
    assert "BWJ-HAND-9" in discarded["reason"] and not of_kind(facts, "PrisonersRescued")
    assert (after.prisoners, after.rescuing, after.untap_barred) == ((), "", ())
    assert after.resource_discard[-1] == RESCUE


BEFORE_TAPPED = played_as(str(rescue.TAPPED_SITE_FROM - 1))


@pytest.mark.rule("BWJ-OBJ-4", "BWJ-BURG-1")
def test_rescue_prisoners_is_played_only_at_a_hold_already_tapped() -> None:
    assert rescue.TAPPED_SITE_FROM == 91 <= int(RULESET.version)
    guarded = replace(at_site("Moria", with_hand(with_hand(fresh(), SAM), THRANDUIL)),
                      step="entered", hand=(RESCUE,))
    moria = RULESET.catalog.find("Moria").id
    # Untapped: not offered, refused naming where it is played.
    assert [i for i in ids(guarded) if i.startswith("rescue:")] == []
    with pytest.raises(IllegalAction) as refusal:
        act(guarded, f"rescue:{RESCUE}")
    assert (str(refusal.value), refusal.value.clause) == (
        "Rescue Prisoners is played by the untapped Burglar (never a Hand) at a Shadow-hold "
        "or Dark-hold already tapped, once entered. [BWJ-OBJ-4]", "BWJ-OBJ-4")
    # Tapped already (a burglary there): played; the rescue does not tap it again.
    facts, rescued = _spiders_fought(tapped(guarded), SAM, THRANDUIL)
    assert only(facts, "PrisonersRescued")["site"] == moria
    assert rescued.prisoners == (RESCUE,) and rescued.tapped_sites.count(moria) == 1
    # The version before: at the untapped hold only, which the rescue taps.
    before = [a.id for a in BEFORE_TAPPED.actions(guarded) if a.id.startswith("rescue:")]
    assert before == [f"rescue:{RESCUE}"]
    assert [a.id for a in BEFORE_TAPPED.actions(tapped(guarded))
            if a.id.startswith("rescue:")] == []
    _, state = act(guarded, f"rescue:{RESCUE}", ruleset=BEFORE_TAPPED)
    for action in (f"assign:{SAM}", f"assign:{THRANDUIL}", "assign-done"):
        _, state = act(state, action, ruleset=BEFORE_TAPPED)
    while state.combat is not None:
        pick = next(a.id for a in BEFORE_TAPPED.actions(state)
                    if a.id.startswith(("resolve:", "roll")))
        _, state = act(state, pick, ruleset=BEFORE_TAPPED)
    assert state.prisoners == (RESCUE,) and moria in state.tapped_sites


@pytest.mark.rule("BWJ-OBJ-5", "BWJ-WIN-2", "BWJ-WIN-3", "BWJ-WIN-4", "BWJ-WIN-6")
def test_the_council_hires_by_tiers_the_top_one_needing_all_four_tasks():
    def tier(done: int, points: int) -> str | None:
        found = tasks.verdict(done, points)
        return None if found is None else found.clause

    assert tier(2, 10) == "BWJ-WIN-2" and tier(2, 30) == "BWJ-WIN-2"
    assert tier(3, 14) == "BWJ-WIN-3"
    assert tier(3, 18) == "BWJ-WIN-3"  # three tasks never reach the top tier
    assert tier(4, 18) == "BWJ-WIN-4" and tier(4, 17) == "BWJ-WIN-3"
    assert tier(1, 30) is None and tier(2, 9) is None


@pytest.mark.rule("BWJ-WIN-1", "BWJ-WIN-2")
def test_the_council_meets_at_the_end_of_the_turn_the_resource_deck_runs_out():
    state = replace(at(fresh(), "Lórien"), phase="end-of-turn", step="", resource_deck=(),
                    hand=fresh().hand[:4], tasks=(tasks.DRAGON, tasks.SPYING), task_points=7,
                    stealth_points=3)
    _, offered = advance(state)
    facts, over = act(offered, "keep")
    assert [f.kind for f in facts] == ["DiscardDeclined", "ResourcesDrawn",
                                       "ResourceDeckExhausted", "CouncilCalled", "GameEnded"]
    ended = only(facts, "GameEnded")
    assert (ended.rule, ended["outcome"], ended["tier"]) == \
        ("BWJ-WIN-2", "won", "a Deed of Minor Import")
    assert RULESET.result(over)["ended_by"] == "a Deed of Minor Import"  # type: ignore[index]


@pytest.mark.rule("BWJ-WIN-5", "BWJ-MP-1", "BWJ-MP-8")
def test_defeating_creatures_earns_nothing_and_the_burglar_killed_loses():
    fighting = wolves_attack(fresh())
    _, assigned = act(fighting, "assign-done")
    strong = replace(assigned, company=(replace(assigned.company[0], prowess=20),))
    facts, after = act(strong, "roll", seed=3)
    ended = only(facts, "AttackEnded")
    assert (ended["defeated"], ended["kill_points"]) == (True, 1)
    assert after.stealth_points == 0 and RULESET.score(after)["total"] == 0
    dying = replace(assigned, company=(replace(assigned.company[0], body=1),))
    facts, lost = act(dying, "roll", seed=3)
    assert only(facts, "GameEnded").rule == "BWJ-WIN-5" and lost.outcome == "lost"


@pytest.mark.rule("BWJ-MP-2", "BWJ-MP-3")
def test_an_attack_canceled_by_concealment_earns_the_creatures_points_even_with_a_hand():
    for start in (fresh(), with_hand(fresh(), SAM)):
        fighting = replace(wolves_attack(start), hand=(CONCEALMENT,))
        facts, after = act(fighting, f"play:{CONCEALMENT}:cancel:{BILBO}")
        earned = only(facts, "StealthPointsEarned")
        assert (earned["creature"], earned["by"], earned["points"]) == \
            (WOLVES, CONCEALMENT, 1)
        assert after.stealth_points == 1 and RULESET.score(after)["total"] == 1


@pytest.mark.rule("BWJ-MP-2", "BWJ-MP-5")
def test_halfling_stealth_earns_points_but_stealth_never_does():
    # Version 4, where both are declared (version 5 scripts them: test_burglar_scripted_cards)
    fighting = replace(wolves_attack(fresh()), hand=(HALFLING_STEALTH, STEALTH))
    facts, _ = act(fighting, f"declare:{HALFLING_STEALTH}", {"effect": "cancel-attack"},
                   ruleset=VERSION_4)
    assert only(facts, "StealthPointsEarned")["points"] == 1
    facts, after = act(fighting, f"declare:{STEALTH}", {"effect": "cancel-attack"},
                       ruleset=VERSION_4)
    assert of_kind(facts, "AttackCanceled") and not of_kind(facts, "StealthPointsEarned")
    assert after.stealth_points == 0


@pytest.mark.rule("BWJ-MP-4", "BWJ-MP-3")
def test_no_stealth_points_once_another_character_faced_a_strike():
    fighting = replace(wolves_attack(with_hand(fresh(), SAM)), hand=(HALFLING_STEALTH,))
    _, assigned = act(fighting, f"assign:{SAM}")
    _, striking = act(assigned, "assign-done")
    _, facing = act(striking, f"resolve:{SAM}")
    facts, after = act(facing, f"declare:{HALFLING_STEALTH}", {"effect": "cancel-strike"},
                       ruleset=VERSION_4)
    assert of_kind(facts, "StrikeCanceled") and not of_kind(facts, "StealthPointsEarned")
    assert after.stealth_points == 0


@pytest.mark.rule("BWJ-HAND-1", "BWJ-HAND-2", "BWJ-HAND-7")
def test_hands_are_played_in_organization_without_influence_at_most_three():
    state = replace(organizing(fresh()), hand=(SAM, THRANDUIL, CONCEALMENT))
    assert [i for i in ids(state) if i.startswith("hand:")] == [f"hand:{SAM}",
                                                              f"hand:{THRANDUIL}"]
    facts, after = act(state, f"hand:{THRANDUIL}")
    assert only(facts, "HandPlayed").rule == "BWJ-HAND-1"
    assert [c.card_id for c in after.company] == [BILBO, THRANDUIL]
    assert after.hands == ((THRANDUIL, 1),) and after.phase == "organization"
    full = replace(state, hands=(("a", 1), ("b", 1), ("c", 1)))
    assert not [i for i in ids(full) if i.startswith("hand:")]
    assert refused(full, f"hand:{SAM}") == "BWJ-HAND-7"


@pytest.mark.rule("BWJ-SEQ-2", "BWJ-HAND-3", "BWJ-HAND-4")
def test_a_hand_leaves_two_turns_later_and_its_items_go_to_the_burglar():
    state = give(with_hand(organizing(fresh()), SAM, turn=1), SAM, SWORD)
    _, stays = act(replace(state, turn=2), "stay")
    assert [c.card_id for c in stays.company] == [BILBO, SAM]
    facts, after = act(replace(state, turn=3), "stay")
    left = only(facts, "HandLeft")
    assert (left.rule, left["items_to_burglar"]) == ("BWJ-HAND-3", [SWORD])
    assert [c.card_id for c in after.company] == [BILBO] and after.company[0].bears(SWORD)


@pytest.mark.rule("BWJ-HAND-5")
def test_a_hand_lost_to_corruption_takes_its_items_to_the_discard_pile():
    state = give(with_hand(fresh(), SAM), SAM, SWORD)
    after = RULESET.evolve(state, Fact("CharacterDiscarded", {"character": SAM,
                                                              "items": [SWORD]}, "CoE-7.1"))
    assert after.hands == () and SWORD in after.resource_discard
    assert [c.card_id for c in after.company] == [BILBO]


@pytest.mark.rule("BWJ-HAND-6")
def test_a_hand_killed_leaves_one_item_of_the_players_choice_to_the_burglar():
    state = give(give(with_hand(fresh(), SAM), SAM, SWORD), SAM, DWARVEN_AXE)
    fighting = wolves_attack(replace(state, company=(state.company[0],
                                                     replace(state.company[1], body=1))))
    _, assigned = act(fighting, f"assign:{SAM}")
    _, striking = act(assigned, "assign-done")
    _, facing = act(striking, f"resolve:{SAM}")
    facts, after = act(facing, "roll", seed=1)
    killed = only(facts, "CharacterEliminated")
    assert (killed.rule, killed["heirs"]) == ("BWJ-HAND-6", [BILBO])
    assert ids(after) == [f"inherit:{SWORD}:{BILBO}", f"inherit:{DWARVEN_AXE}:{BILBO}",
                          "inherit-done"]
    _, inherited = act(after, f"inherit:{DWARVEN_AXE}:{BILBO}")
    assert inherited.company[0].bears(DWARVEN_AXE) and SWORD in inherited.resource_discard


@pytest.mark.rule("BWJ-SEQ-6", "BWJ-OBJ-4", "BWJ-LONG-1")
def test_actions_out_of_their_time_are_refused_with_their_clause():
    start = fresh()
    assert refused(start, "draw:1") == "BWJ-SEQ-6"
    assert refused(start, f"rescue:{RESCUE}") == "BWJ-OBJ-4"
    assert refused(start, "long-event:TW-203") == "BWJ-LONG-1"
    assert refused(start, f"influence:{WOOD_ELVES}:{BILBO}") == "CoE-2.V.3"
