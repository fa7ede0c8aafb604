"""The Road Goes Ever On: hazard events played by the player, the defender's strike assignment
and the cut to five, on constructed states and fixed seeds."""

from __future__ import annotations

import pytest

from domain.engine.characters import Item
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on.effect_clauses import DECLARED as DECLARED_EFFECT
from domain.rulesets.road_goes_ever_on.hazard_scripts import SINCE_VERSION
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE
from domain.rulesets.road_goes_ever_on.turn import corruption_points
from tests.rules.rgo_support import begin, company, ids, moving, state, turn_of, with_coe_cards

#: The version before the hazard events scripted in full (hazard_scripts.py).
BEFORE_SCRIPTS = str(SINCE_VERSION - 1)
#: A hazard event no script plays (of The Dragons), so its effect is declared by the player.
DECLARED = "Searching Eye"


@pytest.fixture(scope="module")
def rgo(starter, coe_cards_path) -> RoadGoesEverOn:  # type: ignore[no-untyped-def]
    """The starter catalog with the declared event."""
    return with_coe_cards(starter, coe_cards_path, (DECLARED,))


# -- hazard events --------------------------------------------------------------------------

@pytest.mark.rule("RGO-HAZ-2", "RGO-TARGET-1")
def test_an_unscripted_event_waits_for_the_players_declaration(rgo) -> None:  # type: ignore[no-untyped-def]
    ctx = begin(rgo, moving(rgo, DECLARED, "Wolves", "Wargs", "Crebain"))
    event = ids(rgo, DECLARED)[0]
    target = ctx.facts[-1]["target"]
    assert (ctx.facts[-1].kind, ctx.state.awaited_event) == ("HazardEffectAwaited",
                                                           (event, target))
    offered = [a.id for a in rgo.actions(ctx.state)]
    assert offered == [f"declare:{event}:{e}" for e in (
        "tap", "wound", "corruption", "corruption-check", "attack-strikes", "attack-prowess",
        "hazard-limit", "no-effect")]
    before = len(ctx.facts)
    rgo.decide(ctx, f"declare:{event}:wound", {})
    ruling = ctx.facts[before]
    # The player's word, cited as a declared effect (effect_clauses.py; RGO-HAZ-2 before 203).
    assert (ruling.kind, ruling.rule, ruling["effect"], ruling["declared"]) == (
        "PlayerRuling", DECLARED_EFFECT, "wound", True)
    assert ctx.facts[before + 1].kind == "CharacterStateChanged"
    assert ctx.facts[before + 1]["state"] == "wounded"
    assert ctx.state.awaited_event is None
    assert rgo.narrate(ruling) == ("Player ruling: Searching Eye is declared to have the effect: "
                                   f"wound {rgo.catalog.get(str(target)).name}.")


@pytest.mark.rule("RGO-HAZ-2")
def test_a_declaration_that_does_not_apply_is_refused_and_changes_nothing(rgo) -> None:  # type: ignore[no-untyped-def]
    ctx = begin(rgo, moving(rgo, DECLARED, "Wolves", "Wargs", "Crebain"))
    event = ids(rgo, DECLARED)[0]
    facts, held = list(ctx.facts), ctx.state
    for action, args in ((f"declare:{event}:corruption", {"amount": 9}),
                         (f"declare:{event}:discard-item", {}),
                         (f"declare:{event}:heal", {}), ("end-turn", {})):
        with pytest.raises(IllegalAction) as refused:
            rgo.decide(ctx, action, args)
        assert refused.value.clause == DECLARED_EFFECT
    assert ctx.facts == facts and ctx.state == held


@pytest.mark.rule("RGO-HAZ-2", "RGO-LONG-4")
def test_the_item_or_long_event_a_declaration_takes_is_listed_as_the_rules_accept_it(rgo) -> None:  # type: ignore[no-untyped-def]
    dagger, cloak = ids(rgo, "Dagger of Westernesse", "Elven Cloak")
    borne = tuple(Item.from_card(rgo.catalog.get(i)) for i in (dagger, cloak))
    gates = next(c.id for c in rgo.catalog.cards if c.card_type == "Resource"
                 and c.environment and "Long-event" in c.subtypes)
    armed = tuple(c.with_item(borne[0]).with_item(borne[1])
                  for c in company(rgo, "Aragorn II", "Legolas"))
    ctx = begin(rgo, moving(rgo, DECLARED, "Wolves", "Wargs", "Crebain", characters=armed,
                            long_in_play=(gates,)))
    event = ids(rgo, DECLARED)[0]
    offered = {a.id: dict(a.candidates) for a in rgo.actions(ctx.state)}
    assert offered[f"declare:{event}:discard-item"] == {"item": (dagger, cloak)}
    assert offered[f"declare:{event}:cancel-long-event"] == {"long_event": (gates,)}
    assert offered[f"declare:{event}:wound"] == {}
    held = ctx.state
    for action, args in ((f"declare:{event}:discard-item", {"item": gates}),
                         (f"declare:{event}:cancel-long-event", {"long_event": dagger})):
        with pytest.raises(IllegalAction) as refused:
            rgo.decide(ctx, action, args)
        assert refused.value.clause == DECLARED_EFFECT and ctx.state == held
    rgo.decide(ctx, f"declare:{event}:discard-item", {"item": cloak})
    target = ctx.state.character(held.awaited_event[1])  # type: ignore[index]
    assert target is not None and [i.card_id for i in target.items] == [dagger]


@pytest.mark.rule("RGO-HAZ-2", "RGO-TARGET-1")
def test_declared_corruption_stays_on_the_character(rgo) -> None:  # type: ignore[no-untyped-def]
    ctx = begin(rgo, moving(rgo, DECLARED, "Wolves", "Wargs", "Crebain"))
    event = ids(rgo, DECLARED)[0]
    target = ctx.state.awaited_event[1]  # type: ignore[index]
    rgo.decide(ctx, f"declare:{event}:corruption", {"amount": 2})
    who = ctx.state.character(target)
    assert who is not None and (event, target) in ctx.state.permanent_hazards
    assert corruption_points(ctx.state, who, rgo.catalog) == 2


@pytest.mark.rule("RGO-HAZ-2", "CoE-3.ii")
def test_declared_strikes_and_prowess_strengthen_the_next_attack(rgo) -> None:  # type: ignore[no-untyped-def]
    ctx = begin(rgo, moving(rgo, DECLARED, "Wolves", "Wargs", "Crebain"))
    event = ids(rgo, DECLARED)[0]
    rgo.decide(ctx, f"declare:{event}:attack-strikes", {"amount": 2})
    modified = next(f for f in ctx.facts if f.kind == "AttackModified")
    declared = next(f for f in ctx.facts if f.kind == "AttackDeclared")
    assert (modified["attack"], modified["strikes"]) == ("Wolves", 2)
    assert declared["attack"]["strikes"] == 3 + 2  # type: ignore[index]
    assert ctx.state.next_attack == (0, 0)


@pytest.mark.rule("RGO-HAZ-2", "RGO-HAZ-3", "RGO-TARGET-1", "RGO-ENV-1")
def test_new_moon_taps_an_elf_and_is_discarded_without_one(rgo) -> None:  # type: ignore[no-untyped-def]
    ctx = begin(rgo, moving(rgo, "New Moon", "Crebain", "Wolves", "Wargs"))
    legolas = ids(rgo, "Legolas")[0]
    applied = next(f for f in ctx.facts if f.kind == "HazardEffectApplied")
    assert (applied["mode"], applied["target"], applied["scripted"]) == ("tap-elf", legolas, True)
    # Played free (RGO-ENV-1), its tap cites that clause too (hazard_scripts.effect_rule).
    tapped = next(f for f in ctx.facts if f.kind == "CharacterStateChanged")
    assert (tapped["character"], tapped["state"], tapped.rule) == (legolas, "tapped",
                                                                   "RGO-ENV-1")
    no_elf = moving(rgo, "New Moon", "Crebain", "Wolves", "Wargs",
                    characters=company(rgo, "Aragorn II", "Gimli"))
    ctx = begin(rgo, no_elf)
    gone = next(f for f in ctx.facts if f.kind == "HazardDiscarded")
    assert (gone.rule, gone["card"]) == ("RGO-HAZ-3", ids(rgo, "New Moon")[0])


@pytest.mark.rule("RGO-HAZ-2")
def test_weariness_of_the_heart_makes_its_target_check_corruption(rgo) -> None:  # type: ignore[no-untyped-def]
    rgo = rgo.at_version(BEFORE_SCRIPTS)  # its one mode
    ctx = begin(rgo, moving(rgo, "Weariness of the Heart", "Crebain", "Wolves", "Wargs"))
    check = next(f for f in ctx.facts if f.kind == "CorruptionChecked")
    target = next(f for f in ctx.facts if f.kind == "HazardEventPlayed")["target"]
    assert (check.rule, check["character"]) == ("RGO-HAZ-2", target)


@pytest.mark.rule("RGO-HAZ-2", "RGO-LONG-4")
def test_twilight_cancels_a_resource_environment_in_play(rgo) -> None:  # type: ignore[no-untyped-def]
    gates = next(c.id for c in rgo.catalog.cards if c.card_type == "Resource"
                 and c.environment and "Long-event" in c.subtypes)
    ctx = begin(rgo, moving(rgo, "Twilight", "Crebain", "Wolves", "Wargs",
                            long_in_play=(gates,)))
    cancelled = next(f for f in ctx.facts if f.kind == "LongEventCancelled")
    assert (cancelled["card"], cancelled["by"]) == (gates, ids(rgo, "Twilight")[0])
    assert ctx.state.long_in_play == () and gates in ctx.state.discard


@pytest.mark.rule("RGO-HAZ-2")
def test_the_automatic_player_declares_a_check_for_a_corruption_event(rgo) -> None:  # type: ignore[no-untyped-def]
    rgo = rgo.at_version(BEFORE_SCRIPTS)  # Greed is declared
    ctx = begin(rgo, moving(rgo, "Greed", "Crebain", "Wolves", "Wargs"))
    action, args = rgo.policy(ctx.state, rgo.actions(ctx.state))
    assert (action, args) == (f"declare:{ids(rgo, 'Greed')[0]}:corruption-check", {})


# -- the defender assigns the strikes -------------------------------------------------------

@pytest.mark.rule("CoE-3.ii", "RGO-TARGET-2")
def test_the_defender_assigns_strikes_to_untapped_characters_first(rgo) -> None:  # type: ignore[no-untyped-def]
    rgo = rgo.at_version("2")  # as played before Brave characters (RGO-CHAR-3)
    trio = company(rgo, "Aragorn II", "Legolas", "Glóin")
    gloin = ids(rgo, "Glóin")[0]
    trio = tuple(c.with_state("tapped") if c.card_id == gloin else c for c in trio)
    ctx = begin(rgo, moving(rgo, "Wolves", "Crebain", "Wargs", characters=trio))
    aragorn, legolas = ids(rgo, "Aragorn II", "Legolas")
    assert [a.id for a in rgo.actions(ctx.state)] == [f"assign:{aragorn}", f"assign:{legolas}",
                                                      "assign-rest"]
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, f"assign:{gloin}", {})
    assert refused.value.clause == "CoE-3.ii"
    before = len(ctx.facts)
    rgo.decide(ctx, f"assign:{legolas}", {})
    rgo.decide(ctx, "assign-rest", {})
    assigned = [(f["character"], f.rule) for f in ctx.facts[before:]
                if f.kind == "StrikeAssigned" and f["attack"] == "Wolves"]
    # Wolves have three strikes: Legolas by choice, the other two at random.
    assert assigned[0] == (legolas, "CoE-3.ii")
    assert [rule for _, rule in assigned[1:]] == ["RGO-TARGET-2", "RGO-TARGET-2"]
    assert sorted(who for who, _ in assigned) == sorted((aragorn, legolas, gloin))
    assert ctx.state.awaited_strikes is None


@pytest.mark.rule("CoE-3.ii")
def test_the_automatic_defender_gives_strikes_to_its_strongest_untapped_character(rgo) -> None:  # type: ignore[no-untyped-def]
    ctx = begin(rgo, moving(rgo, "Wolves", "Crebain", "Wargs"))
    action, _ = rgo.policy(ctx.state, rgo.actions(ctx.state))
    assert action == f"assign:{ids(rgo, 'Aragorn II')[0]}"


# -- discarding down to five ----------------------------------------------------------------

@pytest.mark.rule("RGO-GEN-3")
def test_the_player_chooses_the_cards_discarded_down_to_five(rgo) -> None:  # type: ignore[no-untyped-def]
    hand = ids(rgo, "Dodge", "Block", "Hiding", "Stealth", "Escape", "Horses", "Sun")
    moria = ids(rgo, "Moria")[0]
    start = state(rgo, site=moria, hand=hand, hazards=ids(rgo, "Wolves", "Wargs", "Huorn",
                                                           "Giant Spiders"))
    ctx = begin(rgo, start)
    assert ctx.state.awaited_discard == SITE
    assert [a.id for a in rgo.actions(ctx.state)] == [f"discard:{c}" for c in hand]
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, "explore", {})
    assert refused.value.clause == "RGO-GEN-3"
    rgo.decide(ctx, f"discard:{hand[0]}", {})
    assert ctx.state.phase != SITE
    rgo.decide(ctx, f"discard:{hand[2]}", {})
    assert ctx.state.hand == (hand[1], *hand[3:]) and ctx.state.phase == SITE
    assert ctx.state.discard[-2:] == (hand[0], hand[2])




@pytest.mark.rule("CoE-3.ii", "RGO-TARGET-2", "RGO-SITE-SH-S1")
def test_the_defender_assigns_the_strikes_of_site_attacks_in_turn(rgo) -> None:  # type: ignore[no-untyped-def]
    from domain.rulesets.road_goes_ever_on.site_phase import SitePhase

    rgo = rgo.at_version("2")  # as played before Brave characters (RGO-CHAR-3)
    gate = ids(rgo, "Goblin-gate")[0]
    four = company(rgo, "Aragorn II", "Legolas", "Gimli", "Frodo")
    start = state(rgo, site=gate, phase=SITE, shadow=11, characters=four)
    phase = SitePhase(turn_of(rgo, start))
    ctx = Context(rgo, Table(1, {}, start))
    phase.automatic_attacks(ctx, rgo.catalog.get(gate), "RGO-SITE-SH-1")
    phase.resume(ctx)
    # The automatic-attack (three strikes) waits; the second attack is queued behind it.
    assert ctx.state.awaited_strikes is not None
    assert ctx.state.awaited_strikes.attack["name"] == "Goblin-gate automatic-attack"
    assert len(ctx.state.site_attacks) == 1
    gimli = ids(rgo, "Gimli")[0]
    assert [a.id for a in rgo.actions(ctx.state)] == [
        *(f"assign:{c.card_id}" for c in four), "assign-rest"]
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, "end-turn", {})
    assert refused.value.clause == "CoE-3.ii"
    rgo.decide(ctx, f"assign:{gimli}", {})
    rgo.decide(ctx, "assign-rest", {})
    first = [(f["character"], f.rule) for f in ctx.facts if f.kind == "StrikeAssigned"]
    assert first[0] == (gimli, "CoE-3.ii")
    assert [rule for _, rule in first[1:]] == ["RGO-TARGET-2", "RGO-TARGET-2"]
    # The one character not struck is the only choice against the second attack.
    spared = [c.card_id for c in four if c.card_id not in [who for who, _ in first]]
    assert ctx.state.awaited_strikes is not None
    assert ctx.state.awaited_strikes.attack["name"] == "Goblin-gate second automatic-attack"
    assert [a.id for a in rgo.actions(ctx.state)] == [f"assign:{spared[0]}", "assign-rest"]
    rgo.decide(ctx, f"assign:{spared[0]}", {})
    assert [(f.kind, f.rule) for f in ctx.facts[-2:]] == [("AttackEnded", "CoE-3.v"),
                                                          ("SiteExplored", "CoE-2.V")]
    assert ctx.state.site_attacks == () and ctx.state.awaited_strikes is None


@pytest.mark.rule("CoE-3.ii", "RGO-INN-3")
def test_the_strikes_of_an_inn_wait_for_the_defender(rgo) -> None:  # type: ignore[no-untyped-def]
    from domain.rulesets.road_goes_ever_on import tables
    from domain.rulesets.road_goes_ever_on.site_phase import SitePhase

    inn = tables.load_tables()["inn"]
    row = next(inn.lookup(r) for r in range(2, 13) if inn.lookup(r).effect == "strikes")
    start = state(rgo, phase=SITE)
    phase = SitePhase(turn_of(rgo, start))
    ctx = Context(rgo, Table(1, {}, start))
    phase.table_result(ctx, rgo.catalog.get(start.site), row)
    phase.resume(ctx)
    assert ctx.state.awaited_strikes is not None
    assert ctx.state.awaited_strikes.attack["name"] == row.name
    action, _ = rgo.policy(ctx.state, rgo.actions(ctx.state))
    assert action == f"assign:{ids(rgo, 'Aragorn II')[0]}"
