"""The Road Goes Ever On plays The Dragons' rules insert (version 13 on): hoard items, a
defeated Dragon's manifestations and its lair."""

from __future__ import annotations

from pathlib import Path

import pytest

from domain.errors import IllegalAction
from domain.rulesets.road_goes_ever_on import corruption
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.site_phase import SitePhase
from tests.rules.rgo_support import (
    at_version,
    begin,
    card,
    kinds,
    moving,
    run,
    state,
    turn_of,
    with_coe_cards,
)

#: A seed whose first roll for the hazard long-event is 8 or more (RGO-LONG-2).
SEED_8 = 2
EXTRA = ("Smaug Ahunt", "Smaug at Home", "Valiant Sword", "Scorba Ahunt")


@pytest.fixture(scope="module")
def rgo(starter, coe_cards_path: Path) -> RoadGoesEverOn:  # type: ignore[no-untyped-def]
    """The starter catalog with the cards of The Dragons it lacks, from the CoE data."""
    return with_coe_cards(starter, coe_cards_path, EXTRA)


@pytest.mark.rule("TD-MANIF-5", "TD-MANIF-8")
def test_smaug_defeated_takes_smaug_ahunt_and_smaug_at_home_from_the_game(rgo) -> None:  # type: ignore[no-untyped-def]
    smaug, ahunt, home, scorba = (card(rgo, n) for n in (
        "Smaug", "Smaug Ahunt", "Smaug at Home", "Scorba Ahunt"))
    aragorn = state(rgo).characters[0].card_id
    start = state(rgo, long_in_play=(ahunt, scorba), permanent_hazards=((home, aragorn),))
    facts, after = run(rgo, start, lambda ctx: turn_of(rgo, start).creature_gone(
        ctx, smaug, True))
    defeated = [f for f in facts if f.kind == "DragonDefeated"]
    assert [(f.rule, f["dragon"], f["removed"], f["lair"]) for f in defeated] == [
        ("TD-MANIF-5", "Smaug", [ahunt, home], "The Lonely Mountain")]
    assert after.slain_dragons == ("Smaug",)
    assert after.long_in_play == (scorba,) and after.permanent_hazards == ()
    old = rgo.at_version("12")
    facts, after = run(old, start, lambda ctx: turn_of(old, start).creature_gone(
        ctx, smaug, True))
    assert facts == [] and after.long_in_play == (ahunt, scorba)


@pytest.mark.rule("TD-MANIF-7")
def test_a_defeated_dragons_lair_makes_no_dragon_attack(rgo) -> None:  # type: ignore[no-untyped-def]
    mountain = rgo.catalog.find("The Lonely Mountain")
    start = state(rgo, site=mountain.id, slain_dragons=("Smaug",))
    phase = SitePhase(turn_of(rgo, start))
    facts, after = run(rgo, start, lambda ctx: phase.automatic_attacks(ctx, mountain, "X"))
    assert kinds(facts, "AutomaticAttackGone", "SiteAttacksQueued") == [
        ("AutomaticAttackGone", "TD-MANIF-7")]
    assert after.site_attacks == ()
    facts, after = run(rgo, state(rgo, site=mountain.id),
                       lambda ctx: phase.automatic_attacks(ctx, mountain, "X"))
    assert [a["attack"]["race"] for a in after.site_attacks] == ["Dragon"]  # type: ignore[index]


@pytest.mark.rule("TD-MANIF-6")
def test_a_defeated_dragon_is_not_played_again_from_the_hazard_pile(rgo) -> None:  # type: ignore[no-untyped-def]
    smaug = card(rgo, "Smaug")
    ctx = begin(rgo, moving(rgo, "Smaug", slain_dragons=("Smaug",), pile=(smaug,)))
    gone = [f for f in ctx.facts if f.kind == "HazardDiscarded" and f["card"] == smaug]
    assert [(f.rule, f["reason"]) for f in gone] == [
        ("TD-MANIF-6", "Smaug has been defeated: no manifestation of it is played again")]


SLAIN = "Smaug has been defeated: no manifestation of it is played again"


def _facts(facts: list, *wanted: str) -> list[tuple[str, str | None, str]]:  # type: ignore[type-arg]
    return [(f.kind, f.rule, str(f.get("name") or f.get("reason") or "")) for f in facts
            if f.kind in wanted]


@pytest.mark.rule("TD-MANIF-6")
def test_a_defeated_dragons_long_event_is_not_played(rgo) -> None:  # type: ignore[no-untyped-def]
    ahunt = card(rgo, "Smaug Ahunt")
    start = state(rgo, long_events=(ahunt,), slain_dragons=("Smaug",))
    kinds_ = ("LongEventRolled", "LongEventPlayed", "LongEventNotPlayed")
    facts, after = run(rgo, start, lambda ctx: turn_of(rgo, start).hazard_long_event(
        ctx, "RGO-LONG-2"), seed=SEED_8)
    assert _facts(facts, *kinds_) == [("LongEventRolled", "RGO-LONG-2", ""),
                                       ("LongEventNotPlayed", "TD-MANIF-6", "Smaug Ahunt")]
    assert [f["reason"] for f in facts if f.kind == "LongEventNotPlayed"] == [SLAIN]
    assert after.long_events == () and after.long_discard == (ahunt,)
    assert after.long_in_play == ()
    old = at_version(rgo, "196")
    facts, after = run(old, start, lambda ctx: turn_of(old, start).hazard_long_event(
        ctx, "RGO-LONG-2"), seed=SEED_8)
    assert _facts(facts, *kinds_) == [("LongEventRolled", "RGO-LONG-2", ""),
                                       ("LongEventPlayed", "RGO-LONG-2", "Smaug Ahunt")]
    assert after.long_in_play == (ahunt,)


@pytest.mark.rule("TD-MANIF-6")
def test_a_defeated_dragon_on_guard_is_discarded_not_faced(rgo) -> None:  # type: ignore[no-untyped-def]
    smaug, mountain = card(rgo, "Smaug"), card(rgo, "The Lonely Mountain")
    start = state(rgo, site=mountain, on_guard=((smaug, mountain),), slain_dragons=("Smaug",),
                  phase="site")
    wanted = ("OnGuardRevealed", "HazardDiscarded", "SiteAttacksQueued")
    facts, after = run(rgo, start, lambda ctx: SitePhase(turn_of(rgo, start)).reveal_on_guard(
        ctx))
    assert _facts(facts, *wanted) == [("OnGuardRevealed", "RGO-GUARD-1", "Smaug"),
                                       ("HazardDiscarded", "TD-MANIF-6", SLAIN)]
    assert after.site_attacks == () and after.hazard_discard == (smaug,)
    old = at_version(rgo, "196")
    facts, after = run(old, start, lambda ctx: SitePhase(turn_of(old, start)).reveal_on_guard(
        ctx))
    assert [k for k, _, _ in _facts(facts, *wanted)] == ["OnGuardRevealed", "SiteAttacksQueued"]
    assert [a["hazard"] for a in after.site_attacks] == [smaug]


@pytest.mark.rule("TD-MANIF-6")
def test_a_defeated_dragon_drawn_to_attack_at_a_site_is_discarded(rgo) -> None:  # type: ignore[no-untyped-def]
    smaug, orcs, lair = (card(rgo, n) for n in ("Smaug", "Orc-patrol", "The Lonely Mountain"))
    start = state(rgo, site=lair, hazards=(smaug, orcs), slain_dragons=("Smaug",),
                  phase="site")
    site = rgo.catalog.get(lair)
    facts, after = run(rgo, start, lambda ctx: SitePhase(turn_of(rgo, start)).attacked(
        ctx, site, "RGO-SITE-RL-3"))
    assert _facts(facts, "HazardRevealed", "HazardDiscarded") == [
        ("HazardRevealed", "RGO-SITE-RL-3", "Smaug"),
        ("HazardDiscarded", "TD-MANIF-6", SLAIN),
        ("HazardRevealed", "RGO-SITE-RL-3", "Orc-patrol")]
    assert [a["hazard"] for a in after.site_attacks] == [orcs]
    old = at_version(rgo, "196")
    facts, after = run(old, start, lambda ctx: SitePhase(turn_of(old, start)).attacked(
        ctx, site, "RGO-SITE-RL-3"))
    assert [a["hazard"] for a in after.site_attacks] == [smaug]


@pytest.mark.rule("TD-HOARD-1")
def test_a_hoard_item_is_refused_away_from_a_lair(rgo) -> None:  # type: ignore[no-untyped-def]
    sword = rgo.catalog.find("Valiant Sword")
    moria = state(rgo, site=card(rgo, "Moria"), hand=(sword.id,), explored=True)
    aragorn = moria.characters[0].card_id
    assert rgo._item_problem(moria, sword, aragorn) == (
        "Valiant Sword is a hoard item: it is played only at a Dragon's lair, and Moria holds "
        "no hoard (TD-HOARD-1).", "TD-HOARD-1")
    assert rgo.at_version("12")._item_problem(moria, sword, aragorn) is None
    lair = state(rgo, site=card(rgo, "The Lonely Mountain"), hand=(sword.id,), explored=True)
    assert rgo._item_problem(lair, sword, aragorn) is None


@pytest.mark.rule("TD-HLIM-1", "TD-CORR-1", "TD-SIDE-1", "TD-REGMOV-1", "TD-MANIF-4")
def test_the_rules_notes_name_where_the_solo_game_overrides_the_insert(rgo) -> None:  # type: ignore[no-untyped-def]
    notes = rgo.rules_notes()
    assert notes["TD-HLIM-1"].startswith("Override: the hazard limit is the solo game's own")
    assert notes["TD-CORR-1"].startswith("From version 18 a bearer may try without tapping")
    assert notes["TD-SIDE-1"].startswith("No sideboard in solo play")
    assert "TD-MANIF-4 never arises" in notes["TD-MANIF-3"]


@pytest.mark.rule("TD-LAIR-1")
def test_the_burglars_dragon_hoard_is_a_dragons_lair(rgo) -> None:  # type: ignore[no-untyped-def]
    from domain.rulesets.burglar import decks
    assert decks.dragon_lair(rgo.catalog.find("The Lonely Mountain"))
    assert not decks.dragon_lair(rgo.catalog.find("Moria"))


@pytest.mark.rule("TD-CORR-1", "TD-CORR-2", "CoE-7.3")
def test_a_tapped_bearer_tries_to_remove_a_corruption_card_without_tapping(rgo) -> None:  # type: ignore[no-untyped-def]
    from domain.rulesets.road_goes_ever_on.state import ORGANIZATION
    lure = card(rgo, "Lure of Nature")
    aragorn = state(rgo).characters[0]
    start = state(rgo, phase=ORGANIZATION, permanent_hazards=((lure, aragorn.card_id),),
                  characters=(aragorn.with_state("tapped"), state(rgo).characters[1]))
    action = f"remove-corruption-untapped:{lure}:{aragorn.card_id}"
    ids = [a.id for a in rgo.actions(start)]
    assert action in ids and f"remove-corruption:{lure}:{aragorn.card_id}" not in ids
    facts, after = run(rgo, start, lambda ctx: rgo.decide(ctx, action, {}))  # dice 5
    # TD-CORR-1 allows the try and its roll at -3: it names both, and the -3.
    assert [(f.kind, f.rule) for f in facts] == [
        ("AbilityUsed", "TD-CORR-1"), ("DiceRolled", "TD-CORR-1"),
        ("HazardRemovalRolled", "TD-CORR-1")]
    assert facts[0]["clause"] == "TD-CORR-2"  # the once-a-turn limit it counts against
    assert [(m["source"], m["amount"], m["clause"])
            for m in facts[-1]["check"]["modifiers"]] == [("rule:TD-CORR-1", -3, "TD-CORR-1")]
    # Up to 236 the roll cited CoE-7.3, which states the same permission; up to 230 the try
    # cited the limit, TD-CORR-2.
    rolled_by = at_version(rgo, str(corruption.ROLL_ALLOWED_BY_SINCE - 1))
    assert [(f.kind, f.rule) for f in run(rolled_by, start, lambda ctx: rolled_by.decide(
        ctx, action, {}))[0]] == [("AbilityUsed", "TD-CORR-1"), ("DiceRolled", "CoE-7.3"),
                                  ("HazardRemovalRolled", "CoE-7.3")]
    before = at_version(rgo, str(corruption.ALLOWED_BY_SINCE - 1))
    assert [(f.kind, f.rule) for f in run(before, start, lambda ctx: before.decide(
        ctx, action, {}))[0]][:1] == [("AbilityUsed", "TD-CORR-2")]
    rolled = facts[-1]
    assert (rolled["roll"], rolled["modifier"], rolled["needed"], rolled["removed"]) == (
        2, -3, 5, False)
    assert after.character(aragorn.card_id).state == "tapped"  # type: ignore[union-attr]
    assert action not in [a.id for a in rgo.actions(after)]  # once a turn for each card
    with pytest.raises(IllegalAction) as refused:
        run(rgo, after, lambda ctx: rgo.decide(ctx, action, {}))
    assert str(refused.value) == (
        "Lure of Nature has already been tried without tapping this turn: no more attempts to "
        "remove it are made this turn. [CoE-7.3]")
    old = at_version(rgo, str(corruption.ONE_TRY_SINCE - 1))
    with pytest.raises(IllegalAction) as refused:
        run(old, run(old, start, lambda ctx: old.decide(ctx, action, {}))[1],
            lambda ctx: old.decide(ctx, action, {}))
    assert str(refused.value) == (
        "Lure of Nature has already been tried without tapping this turn. [TD-CORR-2]")
    # Dice 11 - 3 = 8 removes it; untapped, the margin takes no Shadow token (RGO-SHADOW-10).
    facts, after = run(rgo, start, lambda ctx: rgo.decide(ctx, action, {}), seed=2)
    assert [f.kind for f in facts][-2:] == ["HazardRemovalRolled", "CorruptionCardRemoved"]
    assert facts[-2]["roll"] == 8 and after.permanent_hazards == ()
    assert action not in [a.id for a in rgo.at_version("17").actions(start)]


@pytest.mark.rule("CoE-7.3")
def test_a_try_by_tapping_still_cites_the_standard_rule(rgo) -> None:  # type: ignore[no-untyped-def]
    from domain.rulesets.road_goes_ever_on.state import ORGANIZATION
    lure = card(rgo, "Lure of Nature")
    aragorn = state(rgo).characters[0].card_id
    start = state(rgo, phase=ORGANIZATION, permanent_hazards=((lure, aragorn),))
    assert int(rgo.version) >= corruption.ROLL_ALLOWED_BY_SINCE
    facts, _ = run(rgo, start, lambda ctx: rgo.decide(
        ctx, f"remove-corruption:{lure}:{aragorn}", {}))
    assert [(f.kind, f.rule) for f in facts] == [
        ("CharacterStateChanged", "CoE-7.3"), ("DiceRolled", "CoE-7.3"),
        ("HazardRemovalRolled", "CoE-7.3"), ("CorruptionCardRemoved", "CoE-7.3")]


@pytest.mark.rule("TD-MANIF-6")
def test_a_defeated_dragon_drawn_at_an_under_deeps_site_is_no_attacker(  # type: ignore[no-untyped-def]
        starter, coe_cards_path: Path) -> None:
    deeps = with_coe_cards(starter, coe_cards_path, (*EXTRA, "The Under-gates"))
    smaug, orcs, gates = (card(deeps, n) for n in ("Smaug", "Orc-patrol", "The Under-gates"))
    site = deeps.catalog.get(gates)
    start = state(deeps, site=gates, hazards=(smaug, orcs, smaug), slain_dragons=("Smaug",),
                  phase="site")
    for played, discarded in (
            ("197", [("TD-MANIF-6", SLAIN)] * 2),
            ("196", [("RGO-UDEEP-2", "not the first creature for here")] * 2)):
        ruleset = at_version(deeps, played)
        facts, after = run(ruleset, start, lambda ctx, r=ruleset: SitePhase(
            turn_of(r, start)).under_deeps_attack(ctx, site))
        assert [(f.rule, f["reason"]) for f in facts if f.kind == "HazardDiscarded"] == discarded
        assert [f["hazard"] for f in facts if f.kind == "StrikeAssignmentOpened"] == [orcs]
        assert after.hazard_discard == (smaug, smaug)
