"""The Road Goes Ever On, from sacrifice_of_form.SINCE_VERSION: Sacrifice of Form (TW-321),
played on the Wizard while the strikes of an attack on his company are assigned (CoE 3.iv.5):
once every strike is assigned each fails, an attack with body checking at +3 for each (CoE
3.I.1, 3.v); the Wizard leaves play, his items set aside with the card; played again, he
takes them back with the card and +1 prowess, body and direct influence (RGO-GEN-1). The
version before neither played nor declared it. Constructed states, seeded."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.engine.characters import Item
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import sacrifice_of_form
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, Sacrifice, State
from tests.rules.rgo_support import begin, company, ids, moving, refused, state

NOW = str(sacrifice_of_form.SINCE_VERSION)
BEFORE = str(sacrifice_of_form.SINCE_VERSION - 1)
KINDS = ("StrikeAssigned", "StrikesFailed", "StrikeResolved", "AttackBodyChecked",
         "FormSacrificed", "AttackEnded", "MarshallingPointsGained", "HazardDiscarded")


def played(rgo: RoadGoesEverOn, version: str = NOW) -> RoadGoesEverOn:
    found = rgo.at_version(version)
    assert isinstance(found, RoadGoesEverOn)
    return found


def facing(rgo: RoadGoesEverOn, creature: str, seed: int, version: str = NOW,
           **attack: int) -> Context[State]:
    """Gandalf (bearing Glamdring) and Aragorn II meet ``creature`` on the way to Lórien,
    Sacrifice of Form in hand; ``attack`` changes the attack's facts (its body, prowess)."""
    ruleset = played(rgo, version)
    gandalf, aragorn = company(rgo, "Gandalf", "Aragorn II")
    sword = Item.from_card(rgo.catalog.find("Glamdring"))
    ctx = begin(ruleset, moving(rgo, creature, hand=ids(rgo, "Sacrifice of Form"),
                                characters=(replace(gandalf, items=(sword,)), aragorn)), seed)
    if not attack:
        return ctx
    s = ctx.state
    assert s.awaited_strikes is not None
    changed = {**s.awaited_strikes.attack, **attack}
    return Context(ruleset, Table(seed, {}, replace(
        s, awaited_strikes=replace(s.awaited_strikes, attack=changed))))


def after(rgo: RoadGoesEverOn, ctx: Context[State], *actions: str) -> list[tuple[str, object]]:
    """The facts of ``actions`` that tell the outcome, each with its telling field."""
    start = len(ctx.facts)
    for action in actions:
        played(rgo).decide(ctx, action, {})
    field = {"StrikeAssigned": "character", "StrikesFailed": "attack",
             "StrikeResolved": "result", "AttackBodyChecked": "roll",
             "FormSacrificed": "wizard", "AttackEnded": "defeated",
             "MarshallingPointsGained": "points", "HazardDiscarded": "card"}
    return [(f.kind, f[field[f.kind]]) for f in ctx.facts[start:] if f.kind in KINDS]


@pytest.mark.rule("CoE-3.iv.5", "CoE-3.v", "RGO-TARGET-2", "RGO-GEN-1")
def test_every_strike_fails_and_the_wizard_leaves_play_his_items_set_aside(
        rgo: RoadGoesEverOn) -> None:
    sof, gandalf, aragorn, patrol, sword = ids(rgo, "Sacrifice of Form", "Gandalf",
                                               "Aragorn II", "Orc-patrol", "Glamdring")
    ctx = facing(rgo, "Orc-patrol", seed=1)
    play = f"resource:{sof}:sacrifice:{gandalf}"
    # Offered on the Wizard alone, while the strikes are assigned.
    assert [a.id for a in played(rgo).actions(ctx.state) if a.id.startswith("resource:")] == [
        play]
    # Played, it waits for the strikes: both go at random, then both fail with no roll; the
    # Orc-patrol has no body, so it is defeated for its kill point.
    assert after(rgo, ctx, play) == []
    assert after(rgo, ctx, "assign-rest") == [
        ("StrikeAssigned", aragorn),
        ("StrikeAssigned", gandalf), ("StrikesFailed", "Orc-patrol"),
        ("FormSacrificed", gandalf), ("AttackEnded", True), ("MarshallingPointsGained", 1)]
    s = ctx.state
    assert s.awaited_strikes is None and s.wizard is None
    assert [c.card_id for c in s.characters] == [aragorn]
    assert s.character(aragorn) is not None and s.character(aragorn).untapped
    # Gandalf is discarded (his card in the discard pile), Glamdring set aside with the card,
    # which is in play: neither in the hand nor in the discard pile.
    assert gandalf in s.discard and sof not in s.discard and sof not in s.hand
    assert [(x.card, x.wizard, [i.card_id for i in x.items], x.with_him)
            for x in s.sacrifices] == [(sof, gandalf, [sword], False)]
    assert patrol in [r.card for r in s.mp]


@pytest.mark.rule("CoE-3.iv.5", "CoE-3.I.1", "CoE-3.v")
def test_an_attack_with_body_checks_at_plus_three_for_each_failed_strike(
        rgo: RoadGoesEverOn) -> None:
    sof, gandalf = ids(rgo, "Sacrifice of Form", "Gandalf")
    play = f"resource:{sof}:sacrifice:{gandalf}"
    # Given body 9, each check is its roll +3: both above 9 defeat it (seed 4: 7 and 9
    # rolled, the 7 alone not above 9),
    beaten = facing(rgo, "Orc-patrol", seed=4, body=9)
    facts = after(rgo, beaten, play, "assign-rest")
    assert [f for f in facts if f[0] in ("AttackBodyChecked", "AttackEnded")] == [
        ("AttackBodyChecked", 10), ("AttackBodyChecked", 12), ("AttackEnded", True)]
    check = next(f for f in beaten.facts if f.kind == "AttackBodyChecked")["check"]
    assert [(m["amount"], m["source"]) for m in check["modifiers"]] == [(3, f"card:{sof}")]
    # one check at 9 or less leaves it undefeated: no points, the creature discarded.
    kept = facing(rgo, "Orc-patrol", seed=3, body=9)
    facts = after(rgo, kept, play, "assign-rest")
    assert [f for f in facts if f[0] in ("AttackBodyChecked", "AttackEnded",
                                         "MarshallingPointsGained")] == [
        ("AttackBodyChecked", 10), ("AttackBodyChecked", 5), ("AttackEnded", False)]
    assert not [f for f in facts if f[0] == "StrikeResolved"]


@pytest.mark.rule("RGO-GEN-1", "RGO-SHADOW-5")
def test_the_wizard_played_again_takes_back_his_items_and_the_card(rgo: RoadGoesEverOn) -> None:
    sof, gandalf, sword = ids(rgo, "Sacrifice of Form", "Gandalf", "Glamdring")
    ruleset = played(rgo)
    glamdring = Item.from_card(rgo.catalog.find("Glamdring"))
    start = state(rgo, phase=ORGANIZATION, hand=(gandalf,),
                  sacrifices=(Sacrifice(sof, gandalf, "Gandalf", (glamdring,)),))
    ctx = Context(ruleset, Table(1, {}, start))
    ruleset.decide(ctx, f"play-character:{gandalf}", {})
    assert [(f.kind, f.rule) for f in ctx.facts if f.kind != "Decision"] == [
        ("CharacterPlayed", "RGO-GEN-1"), ("ShadowChanged", "RGO-SHADOW-5"),
        ("FormRestored", "RGO-GEN-1")]
    back = ctx.state.character(gandalf)
    assert back is not None and ctx.state.wizard == gandalf
    # Printed 6 prowess, 9 body, 10 direct influence: each +1, Glamdring borne again.
    assert (back.prowess, back.body, back.direct_influence, [i.card_id for i in back.items]) \
        == (7, 10, 11, [sword])
    assert [(x.card, x.wizard, x.items, x.with_him) for x in ctx.state.sacrifices] == [
        (sof, gandalf, (), True)]


@pytest.mark.rule("CoE-3.iv.5", "RGO-GEN-1")
def test_it_is_refused_off_the_wizard_twice_on_him_or_for_another_wizard(
        rgo: RoadGoesEverOn) -> None:
    sof, gandalf, aragorn, saruman = ids(rgo, "Sacrifice of Form", "Gandalf", "Aragorn II",
                                         "Saruman")
    ruleset = played(rgo)
    ctx = facing(rgo, "Orc-patrol", seed=1)
    assert refused(ruleset, ctx.state, f"resource:{sof}:sacrifice:{aragorn}",
                   "CoE-3.iv.5") == ("Sacrifice of Form cannot be played for its sacrifice "
                                     "mode: it is played on a Wizard, not on Aragorn II. "
                                     "[CoE-3.iv.5]")
    # Gandalf back with the card: a second copy is not offered, refused naming him.
    s = ctx.state
    with_him = replace(s, sacrifices=(Sacrifice(sof, gandalf, "Gandalf", (), True),))
    assert [a.id for a in ruleset.actions(with_him) if a.id.startswith("resource:")] == []
    assert refused(ruleset, with_him, f"resource:{sof}:sacrifice:{gandalf}", "CoE-3.iv.5") \
        == ("Sacrifice of Form cannot be played for its sacrifice mode: it cannot be "
            "duplicated on Gandalf, who has it with him. [CoE-3.iv.5]")
    # Played once on the attack, it is not played again on it.
    twice = replace(s, hand=(sof, sof))
    ruleset.decide(ctx2 := Context(ruleset, Table(1, {}, twice)),
                   f"resource:{sof}:sacrifice:{gandalf}", {})
    assert refused(ruleset, ctx2.state, f"resource:{sof}:sacrifice:{gandalf}",
                   "CoE-3.iv.5") == ("Sacrifice of Form cannot be played for its sacrifice "
                                     "mode: it is played on this attack already. [CoE-3.iv.5]")
    # Once it is in play for Gandalf, Saruman may not come into play.
    organizing = state(rgo, phase=ORGANIZATION, hand=(saruman,),
                       sacrifices=(Sacrifice(sof, gandalf, "Gandalf"),))
    assert f"play-character:{saruman}" not in [a.id for a in ruleset.actions(organizing)]
    assert refused(ruleset, organizing, f"play-character:{saruman}", "RGO-GEN-1") == (
        "Saruman cannot come into play: Sacrifice of Form was played on Gandalf, and no other "
        "Wizard may be played. [RGO-GEN-1]")


@pytest.mark.rule("CoE-3.iv.5")
def test_the_automatic_player_sacrifices_only_against_an_attack_it_would_lose(
        rgo: RoadGoesEverOn) -> None:
    sof, gandalf = ids(rgo, "Sacrifice of Form", "Gandalf")
    ruleset = played(rgo)
    play = f"resource:{sof}:sacrifice:{gandalf}"
    # Prowess 17: an average roll (7) beats it for neither Gandalf (6, 9 with Glamdring) nor
    # Aragorn II (6).
    strong = facing(rgo, "Orc-patrol", seed=1, prowess=17)
    assert ruleset.policy(strong.state, ruleset.actions(strong.state))[0] == play
    # The Orc-patrol's 6: it is kept.
    weak = facing(rgo, "Orc-patrol", seed=1)
    assert ruleset.policy(weak.state, ruleset.actions(weak.state))[0] != play
    # Gandalf alone: his sacrifice would leave no character in play.
    alone = replace(strong.state, characters=strong.state.characters[:1])
    assert ruleset.policy(alone, ruleset.actions(alone))[0] != play


@pytest.mark.rule("CoE-3.iv.5")
def test_the_version_before_neither_plays_nor_declares_it_and_the_row_reads_scripted(
        rgo: RoadGoesEverOn, starter: Catalog) -> None:
    sof = ids(rgo, "Sacrifice of Form")[0]
    gandalf = ids(rgo, "Gandalf")[0]
    before = facing(rgo, "Orc-patrol", seed=1, version=BEFORE)
    assert [a.id for a in played(rgo, BEFORE).actions(before.state) if sof in a.id] == []
    assert refused(played(rgo, BEFORE), before.state, f"resource:{sof}:sacrifice:{gandalf}",
                   "declared-effect").startswith("Sacrifice of Form is not a scripted card")
    rows = {r.card_id: dict(r.rulesets) for r in coverage.coverage(starter)}
    assert rows[sof]["road-goes-ever-on"] == coverage.InRuleset(coverage.SCRIPTED)
