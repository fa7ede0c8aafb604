"""The Road Goes Ever On, version 5: the resources of the hand are offered where the standard
rules let them be played (CoE 3.i, 3.iv.5, 2.IV.iii, 5.1), scripted for the common cards and
declared for the rest. Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.chronicle import Chronicle, verify
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import praise
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.site_phase import SitePhase
from domain.rulesets.road_goes_ever_on.state import LONG_EVENT, SITE, Quest, State
from tests.rules.rgo_support import (
    begin,
    card,
    company,
    ids,
    moving,
    organizing,
    play,
    resolve_given,
    state,
    turn_of,
)


def facing(rgo: RoadGoesEverOn, *hand: str, pile: tuple[str, ...] = ("Wolves",),
           **fields: Any) -> Context[State]:
    """Aragorn and Legolas meet the pile's first creature on the way to Lórien."""
    return begin(rgo, moving(rgo, *pile, hand=ids(rgo, *hand), **fields))


def fight(rgo: RoadGoesEverOn, ctx: Context[State], *actions: str) -> None:
    """The given decisions, then the other strikes left to chance and resolved."""
    for action in actions:
        rgo.decide(ctx, action, {})
    if ctx.state.awaited_strikes is not None:
        rgo.decide(ctx, "assign-rest", {})
    if ctx.state.awaited_strikes is not None:
        resolve_given(rgo, ctx)


def offered(rgo: RoadGoesEverOn, ctx: Context[State], prefix: str = "resource:") -> list[str]:
    return [a.id for a in rgo.actions(ctx.state) if a.id.startswith((prefix, "declare-res"))]


def modifiers(fact: Any) -> list[tuple[int, str]]:
    return [(m["amount"], m["why"]) for m in fact["check"]["modifiers"]
            if str(m["source"]).startswith("card:TW-") and "prowess" not in m["why"]
            and "in use" not in m["why"]]


# -- against an attack (CoE 3.i) --------------------------------------------------------------

@pytest.mark.rule("CoE-3.i", "CoE-5.1")
def test_concealment_taps_the_scout_and_cancels_the_creature(rgo) -> None:  # type: ignore[no-untyped-def]
    ctx = facing(rgo, "Concealment")
    aragorn, concealment, wolves = ids(rgo, "Aragorn II", "Concealment", "Wolves")
    # Aragorn is the company's only scout.
    assert offered(rgo, ctx) == [f"resource:{concealment}:cancel:{aragorn}"]
    rgo.decide(ctx, f"resource:{concealment}:cancel:{aragorn}", {})
    kinds = [(f.kind, f.rule) for f in ctx.facts if f.kind in (
        "ResourcePlayed", "CharacterStateChanged", "AttackCanceled", "HazardDiscarded",
        "StrikeResolved")]
    assert kinds == [("ResourcePlayed", "CoE-3.i"), ("CharacterStateChanged", "CoE-5.1"),
                     ("AttackCanceled", "CoE-3.i"), ("HazardDiscarded", "CoE-3.v")]
    assert ctx.state.character(aragorn).state == "tapped"  # type: ignore[union-attr]
    assert ctx.state.awaited_strikes is None and concealment in ctx.state.discard
    assert wolves in ctx.state.hazard_discard and concealment not in ctx.state.hand


@pytest.mark.rule("CoE-3.i")
def test_dark_quarrels_cancels_orcs_and_not_wolves(rgo) -> None:  # type: ignore[no-untyped-def]
    quarrels = card(rgo, "Dark Quarrels")
    assert offered(rgo, facing(rgo, "Dark Quarrels")) == []
    orcs = facing(rgo, "Dark Quarrels", pile=("Orc-patrol",))
    assert offered(rgo, orcs) == [f"resource:{quarrels}:cancel"]
    rgo.decide(orcs, f"resource:{quarrels}:cancel", {})
    assert [f["by"] for f in orcs.facts if f.kind == "AttackCanceled"] == ["Dark Quarrels"]


@pytest.mark.rule("CoE-3.i", "CoE-5.1")
def test_escape_wounds_the_character_with_no_body_check(rgo) -> None:  # type: ignore[no-untyped-def]
    ctx = facing(rgo, "Escape")
    escape, legolas = ids(rgo, "Escape", "Legolas")
    rgo.decide(ctx, f"resource:{escape}:cancel:{legolas}", {})
    assert ctx.state.character(legolas).state == "wounded"  # type: ignore[union-attr]
    assert [f.kind for f in ctx.facts if f.kind in ("AttackCanceled", "BodyChecked")] == [
        "AttackCanceled"]


@pytest.mark.rule("CoE-3.i")
def test_a_cancel_in_hand_opens_the_attack_when_no_character_is_untapped(rgo) -> None:  # type: ignore[no-untyped-def]
    tired = tuple(c.with_state("tapped") for c in company(rgo, "Glóin", "Balin"))
    plain = facing(rgo, pile=("Orc-patrol",), characters=tired)
    assert plain.state.awaited_strikes is None  # resolved at once, nothing to answer with
    ctx = facing(rgo, "Dark Quarrels", pile=("Orc-patrol",), characters=tired)
    assert [a.id for a in rgo.actions(ctx.state)] == [
        f"resource:{card(rgo, 'Dark Quarrels')}:cancel", "assign-rest"]


@pytest.mark.rule("CoE-3.i")
def test_quiet_lands_halves_an_automatic_attack_at_a_shadow_hold(rgo) -> None:  # type: ignore[no-untyped-def]
    moria, quiet = ids(rgo, "Moria", "Quiet Lands")
    start = replace(organizing(rgo), phase=SITE, site=moria, hand=(quiet,))
    ctx = Context(rgo, Table(1, {}, start))
    phase = SitePhase(turn_of(rgo, start))
    phase.automatic_attacks(ctx, rgo.catalog.get(moria), "RGO-SITE-4")
    assert phase.face_queued(ctx)
    assert f"resource:{quiet}:halve" in offered(rgo, ctx)
    rgo.decide(ctx, f"resource:{quiet}:halve", {})
    halved = next(f for f in ctx.facts if f.kind == "AttackStrikesSet")
    assert (halved["was"], halved["strikes"], halved.rule) == (4, 2, "CoE-3.i")
    assert ctx.state.awaited_strikes.attack["strikes"] == 2


@pytest.mark.rule("CoE-3.i")
def test_an_automatic_attack_that_cannot_be_canceled_offers_no_cancel(rgo) -> None:  # type: ignore[no-untyped-def]
    moria, concealment, blow, aragorn = ids(rgo, "Moria", "Concealment", "Risky Blow",
                                            "Aragorn II")
    site = rgo.catalog.get(moria)
    sealed = replace(site, automatic_attacks=tuple(replace(a, cannot_be_canceled=True)
                                                   for a in site.automatic_attacks))
    strict = RoadGoesEverOn(rgo.catalog.with_cards([sealed]))
    start = replace(organizing(rgo), phase=SITE, site=moria, hand=(concealment, blow))
    cancel = f"resource:{concealment}:cancel:{aragorn}"
    for ruleset, expected in ((rgo, True), (strict, False)):
        ctx = Context(ruleset, Table(1, {}, start))
        phase = SitePhase(turn_of(ruleset, start))
        phase.automatic_attacks(ctx, ruleset.catalog.get(moria), "RGO-SITE-4")
        assert phase.face_queued(ctx)
        plays = offered(ruleset, ctx)
        assert (cancel in plays) is expected
        assert f"resource:{blow}:strike:{aragorn}" in plays  # a strike card still helps


# -- on a strike (CoE 3.iv.5) -----------------------------------------------------------------

@pytest.mark.rule("CoE-3.iv.5")
def test_risky_blow_gives_its_warrior_three_prowess_and_costs_one_body(rgo) -> None:  # type: ignore[no-untyped-def]
    ctx = facing(rgo, "Risky Blow", pile=("Cave-drake",))
    blow, legolas = ids(rgo, "Risky Blow", "Legolas")
    fight(rgo, ctx, f"resource:{blow}:strike:{legolas}", f"assign:{legolas}")
    struck = next(f for f in ctx.facts if f.kind == "StrikeResolved"
                  and f["character"] == legolas)
    assert modifiers(struck) == [(3, "Risky Blow played on the strike")]
    assert (struck["roll"], struck["prowess"], struck["result"]) == (5, 8, "failed")


@pytest.mark.rule("CoE-3.iv.5", "CoE-3.I.1")
def test_dodge_wounded_weighs_one_body_on_the_body_check(rgo) -> None:  # type: ignore[no-untyped-def]
    dodge, bilbo = ids(rgo, "Dodge", "Bilbo")
    ctx = begin(rgo, moving(rgo, "Wolves", hand=(dodge,),
                            characters=company(rgo, "Aragorn II", "Bilbo")), 4)
    fight(rgo, ctx, f"resource:{dodge}:strike:{bilbo}", f"assign:{bilbo}")
    body = next(f for f in ctx.facts if f.kind == "BodyChecked" and f["character"] == bilbo)
    # 2D6 of 9 would pass Bilbo's body of 9; Dodge's -1 body makes it 10: he is lost.
    assert modifiers(body) == [(1, "Dodge played on the strike (body -1)")]
    assert (body["roll"], body["eliminated"]) == (10, True)


@pytest.mark.rule("CoE-3.iv.5")
def test_lucky_strike_keeps_the_better_of_two_rolls(rgo) -> None:  # type: ignore[no-untyped-def]
    ctx = facing(rgo, "Lucky Strike", pile=("Orc-patrol",))
    lucky, aragorn = ids(rgo, "Lucky Strike", "Aragorn II")
    fight(rgo, ctx, f"resource:{lucky}:strike:{aragorn}", f"assign:{aragorn}")
    chosen = next(f for f in ctx.facts if f.kind == "StrikeRollChosen")
    struck = next(f for f in ctx.facts if f.kind == "StrikeResolved"
                  and f["character"] == aragorn)
    assert chosen["chosen"] == max(chosen["rolls"]) == struck["roll"]
    assert (chosen.rule, chosen["card"]) == ("CoE-3.iv.5", lucky)


@pytest.mark.rule("CoE-3.iv.5")
def test_dodge_keeps_a_character_untapped_and_block_is_for_warriors(rgo) -> None:  # type: ignore[no-untyped-def]
    ctx = facing(rgo, "Dodge", "Block", pile=("Orc-patrol",),
                 characters=company(rgo, "Aragorn II", "Bilbo"))
    dodge, block, aragorn = ids(rgo, "Dodge", "Block", "Aragorn II")
    assert [i for i in offered(rgo, ctx) if block in i] == [
        f"resource:{block}:strike:{aragorn}"]  # Bilbo is no warrior
    fight(rgo, ctx, f"resource:{dodge}:strike:{aragorn}", f"assign:{aragorn}")
    struck = next(f for f in ctx.facts if f.kind == "StrikeResolved"
                  and f["character"] == aragorn)
    assert struck["result"] == "failed"  # 6 prowess and 2D6 against an Orc-patrol's 6
    assert ctx.state.character(aragorn).state == "untapped"  # type: ignore[union-attr]


# -- before the hazards and any time (CoE 2.IV.iii, 5.1) --------------------------------------

@pytest.mark.rule("CoE-2.IV.iii")
def test_fair_travels_lowers_the_limit_for_each_wilderness_to_two(rgo) -> None:  # type: ignore[no-untyped-def]
    fair, moria, lorien = ids(rgo, "Fair Travels in Wilderness", "Moria", "Lórien")
    start = replace(organizing(rgo), phase=LONG_EVENT, site=moria, destination=lorien,
                    path=("wilderness", "wilderness"), hand=(fair,))
    ctx = Context(rgo, Table(1, {}, start))
    assert f"resource:{fair}:limit" in offered(rgo, ctx)
    play(rgo, ctx, f"resource:{fair}:limit", "continue")
    eased = next(f for f in ctx.facts if f.kind == "HazardLimitEased")
    assert (eased["reduction"], eased.rule) == (2, "CoE-2.IV.iii")  # 4 characters: 4 to 2
    assert next(f["limit"] for f in ctx.facts if f.kind == "HazardLimitSet") == 2
    two = Context(rgo, Table(1, {}, replace(start, characters=company(rgo, "Aragorn II",
                                                                      "Legolas"))))
    assert offered(rgo, two) == []  # a company of two is already at the minimum of two


@pytest.mark.rule("CoE-5.1")
def test_stealth_keeps_the_pile_creatures_off_a_small_company(rgo) -> None:  # type: ignore[no-untyped-def]
    # Before the hazards up to version 20; from 21 in the organization phase (engine_cards).
    old = rgo.at_version("20")
    stealth, aragorn = ids(rgo, "Stealth", "Aragorn II")
    start = replace(moving(rgo, "Wolves", "Orc-patrol"), phase=LONG_EVENT, hand=(stealth,))
    ctx = Context(old, Table(1, {}, start))
    play(old, ctx, f"resource:{stealth}:hide:{aragorn}", "continue")
    canceled = [f["attack"] for f in ctx.facts if f.kind == "AttackCanceled"]
    assert canceled == ["Wolves", "Orc-patrol"]
    assert [f.kind for f in ctx.facts if f.kind == "StrikeResolved"] == []


@pytest.mark.rule("CoE-5.1")
def test_halfling_strength_heals_a_wounded_hobbit_in_the_organization_phase(rgo) -> None:  # type: ignore[no-untyped-def]
    strength, bilbo = ids(rgo, "Halfling Strength", "Bilbo")
    hurt = tuple(c.with_state("wounded") if c.card_id == bilbo else c
                 for c in company(rgo, "Aragorn II", "Bilbo"))
    ctx = Context(rgo, Table(1, {}, organizing(rgo, characters=hurt, hand=(strength,))))
    # From version 46 its +4 to his next corruption check is offered too (check_cards.py).
    assert offered(rgo, ctx) == [f"resource:{strength}:heal:{bilbo}",
                                 f"resource:{strength}:check:{bilbo}"]
    rgo.decide(ctx, f"resource:{strength}:heal:{bilbo}", {})
    assert ctx.state.character(bilbo).state == "untapped"


@pytest.mark.rule("RGO-QUEST-4", "CoE-5.1")
def test_lordly_presence_adds_five_to_a_diplomats_faction_attempt_and_draws(rgo) -> None:  # type: ignore[no-untyped-def]
    lordly, legolas, rangers, bree, herbs = ids(rgo, "Lordly Presence", "Legolas",
                                                "Rangers of the North", "Bree", "Healing Herbs")
    start = state(rgo, phase=SITE, site=bree, explored=True, hand=(lordly,), draw=(herbs,),
                  characters=company(rgo, "Bilbo", "Legolas"),
                  display=(Quest(rangers, (bree,)),))
    ctx = Context(rgo, Table(1, {}, start))
    # Legolas is the company's diplomat; Bilbo is not. Scripted, the card is not declared
    # (test_road_goes_ever_on_declared_fallback.py).
    assert offered(rgo, ctx) == [f"resource:{lordly}:influence:{legolas}"]
    rgo.decide(ctx, f"resource:{lordly}:influence:{legolas}", {})
    rgo.decide(ctx, f"take-quest:{rangers}:{legolas}", {})
    attempt = next(f for f in ctx.facts if f.kind == "InfluenceAttempted")
    assert [(m["amount"], m["why"]) for m in attempt["check"]["modifiers"]
            if m["source"] == f"card:{lordly}"] == [(5, "Lordly Presence played on the attempt")]
    assert (attempt["total"], attempt["succeeded"]) == (12, True)  # 5 + 2 + 5 against 9
    assert ctx.state.hand == (herbs,) and ctx.state.influence_cards == ()


@pytest.mark.rule("RGO-QUEST-4")
def test_the_automatic_player_plays_lordly_presence_before_a_faction_attempt(rgo) -> None:  # type: ignore[no-untyped-def]
    lordly, legolas, rangers, bree = ids(rgo, "Lordly Presence", "Legolas",
                                         "Rangers of the North", "Bree")
    start = state(rgo, phase=SITE, site=bree, explored=True, hand=(lordly,),
                  characters=company(rgo, "Bilbo", "Legolas"),
                  display=(Quest(rangers, (bree,)),))
    ctx = Context(rgo, Table(1, {}, start))
    assert rgo.policy(ctx.state, rgo.actions(ctx.state))[0] == \
        f"resource:{lordly}:influence:{legolas}"
    rgo.decide(ctx, f"resource:{lordly}:influence:{legolas}", {})
    # Then Legolas, the best influence of the company, makes the attempt.
    assert rgo.policy(ctx.state, rgo.actions(ctx.state))[0] == \
        f"take-quest:{rangers}:{legolas}"


# -- declared effects -------------------------------------------------------------------------

@pytest.mark.rule("CoE-3.iv.5")
def test_an_unscripted_card_is_declared_as_a_player_ruling(rgo) -> None:  # type: ignore[no-untyped-def]
    # Praise to Elbereth: a card no script plays up to its version (Old Friendship was one up
    # to version 45, Vanishment up to version 69).
    rgo = rgo.at_version(str(praise.SINCE_VERSION - 1))
    ctx = facing(rgo, "Praise to Elbereth", pile=("Orc-patrol",))
    lordly, aragorn = ids(rgo, "Praise to Elbereth", "Aragorn II")
    action = next(a for a in rgo.actions(ctx.state) if a.id == f"declare-resource:{lordly}")
    assert action.params["effect"] == "cancel-attack|cancel-strike|prowess|body"
    rgo.decide(ctx, action.id, {"effect": "prowess", "amount": 2, "target": aragorn})
    fight(rgo, ctx, f"assign:{aragorn}")
    ruling = next(f for f in ctx.facts if f.kind == "PlayerRuling")
    assert (ruling.rule, ruling["effect"], ruling["amount"]) == ("declared-effect", "prowess", 2)
    struck = next(f for f in ctx.facts if f.kind == "StrikeResolved"
                  and f["character"] == aragorn)
    assert modifiers(struck) == [(2, "Praise to Elbereth played on the strike")]


@pytest.mark.rule("CoE-5.1")
def test_a_declaration_out_of_its_window_is_refused_and_writes_nothing(rgo) -> None:  # type: ignore[no-untyped-def]
    rgo = rgo.at_version(str(praise.SINCE_VERSION - 1))
    ctx = facing(rgo, "Praise to Elbereth", pile=("Orc-patrol",))
    lordly = card(rgo, "Praise to Elbereth")
    before = (ctx.state, len(ctx.facts))
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, f"declare-resource:{lordly}", {"effect": "draw", "amount": 2})
    assert refused.value.clause == "declared-effect"
    assert "cancel-attack, cancel-strike, prowess, body" in str(refused.value)
    with pytest.raises(IllegalAction) as wrong:
        rgo.decide(ctx, f"resource:{card(rgo, 'Risky Blow')}:strike:x", {})
    assert "not in your hand" in str(wrong.value)
    assert (ctx.state, len(ctx.facts)) == before


# -- versions and the automatic player --------------------------------------------------------

@pytest.mark.rule("CoE-3.i")
def test_a_game_of_version_4_offers_no_resource_from_the_hand(rgo) -> None:  # type: ignore[no-untyped-def]
    old = rgo.at_version("4")
    ctx = begin(old, moving(rgo, "Wolves", hand=ids(rgo, "Concealment")))
    assert [a.id for a in old.actions(ctx.state) if "resource" in a.id] == []


@pytest.mark.rule("CoE-3.iv.5", "CoE-3.i")
def test_the_automatic_player_plays_risky_blow_on_a_strike_that_would_wound(rgo) -> None:  # type: ignore[no-untyped-def]
    # A hazard event earlier this turn gave the next attack +3 prowess: a Cave-drake of 13.
    ctx = facing(rgo, "Risky Blow", pile=("Cave-drake",), next_attack=(0, 3))
    action, _ = rgo.policy(ctx.state, rgo.actions(ctx.state))
    # Aragorn (6, the strongest) would need more than a 7 against it.
    assert action == f"resource:{card(rgo, 'Risky Blow')}:strike:{card(rgo, 'Aragorn II')}"


@pytest.mark.rule("CoE-3.i")
def test_the_automatic_player_escapes_with_the_weakest_and_conceals_first(rgo) -> None:  # type: ignore[no-untyped-def]
    escape, concealment, aragorn, legolas = ids(rgo, "Escape", "Concealment", "Aragorn II",
                                                "Legolas")
    ctx = facing(rgo, "Escape", pile=("Cave-drake",), next_attack=(0, 3))
    assert rgo.policy(ctx.state, rgo.actions(ctx.state))[0] == \
        f"resource:{escape}:cancel:{legolas}"  # Legolas (5) is wounded, not Aragorn (6)
    both = facing(rgo, "Escape", "Concealment", pile=("Cave-drake",), next_attack=(0, 3))
    assert rgo.policy(both.state, rgo.actions(both.state))[0] == \
        f"resource:{concealment}:cancel:{aragorn}"  # tapping a scout costs less


@pytest.mark.rule("CoE-5.1")
def test_a_seeded_automatic_game_plays_hand_resources_and_verifies(rgo) -> None:  # type: ignore[no-untyped-def]
    chronicle = Chronicle.begin(rgo, 5, {})
    for _ in range(3000):
        if chronicle.result() is not None:
            break
        action, args = rgo.policy(chronicle.table.rules, chronicle.actions())
        chronicle.decide(action, args)
    played = [r.fact["name"] for r in chronicle.records if r.fact.kind == "ResourcePlayed"]
    # The automatic player splits its company on turn 1 (Aragorn alone): Halfling Strength
    # is not played. With Doors of Night staying in play (version 55) the game takes another
    # course: New Friendship is played, Lucky Strike and Quiet Lands are not; with the
    # creatures' special text played (version 57) Quiet Lands and Lucky Strike are, and New
    # Friendship is not; with the hazard long-events of generation 3 played by their text
    # (version 74) Risky Blow is played too; with the corruption cards' checks (version 78)
    # it is not; with the long-events of generation 4 (version 91) Escape is; with each
    # corruption card's bearer trying to remove it every turn (corruption_policy.py) the game
    # ends before Escape and Lucky Strike are; visiting first the sites whose automatic-attacks
    # it would likely survive (site_danger.py), Escape is played; with halves of a split kept
    # to a total prowess of 5 (company_policy.py), Concealment and Halfling Strength are played
    # and Escape is not; keeping a character untapped for the quest of the site
    # (defense_policy.py), Halfling Strength is not. With the allies facing strikes (version
    # 149: Tom Bombadil and Treebeard take some) the game goes on longer, and Escape, Lucky
    # Strike and New Friendship are played too. From version 191 (support in CoE's order, the
    # draws to a Haven by the site of origin, the resource long-events kept to the next
    # long-event phase) the game takes another course, lost by Shadow before they are. From
    # version 211 the strikes left to chance wait for the defender's cards (chance_strikes.py):
    # Lucky Strike and Risky Blow are played on them, and the game goes on to a Free Council.
    # From version 216 the strikes of Crebain and the like go one to each character
    # (each_strikes.py): Concealment is played again, Escape, Halfling Strength and Stealth
    # too, and the game is lost by Shadow in turn 19. From version 223 one character a turn
    # comes in from the hand (one_character.py: Elrohir no longer after Balin on turn 4): the
    # game takes another course, lost by Shadow in turn 20. From version 225 a corruption card
    # tried at -3 is not tried again by tapping that turn (corruption.py, CoE 7.3): the company
    # is lost on turn 15, Quiet Lands not played. From version 228 a bearer of any company
    # tries his corruption card, each copy on its own (corruption.py): the company is lost on
    # turn 18, Quiet Lands and Risky Blow played. From version 243 an additional minor item
    # follows a quest taken (additional_items.py): the game is won at the Free Council on turn
    # 16, before Lucky Strike and Risky Blow are played.
    assert played == ["Fair Travels in Wilderness", "Block", "Quiet Lands"]
    assert verify(rgo, chronicle.records).ok
