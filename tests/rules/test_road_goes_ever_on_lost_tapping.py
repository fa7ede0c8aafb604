"""The Road Goes Ever On: Lost in the Darkness and Lost in Tunnels (RGO-SITE-DH-5, RGO-SITE-RL-4,
RGO-SITE-SH-5) leave the tapping to the player (lost_tapping.SINCE): which able character taps,
or none, the site then closed this turn; the automatic player taps the first able one, as the
earlier versions did for the player, and they replay as played. Secret Passage (RGO-SITE-DH-2,
RGO-SITE-RL-3, RGO-SITE-SH-2) so offers its scouts from lost_tapping.PASSAGE_SINCE, no one
tapping leaving the automatic-attack to face."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.errors import IllegalAction
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import lost_tapping
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, State
from tests.rules.rgo_support import at_version, company, ids, site_step, state

NOW = str(lost_tapping.SINCE)
BEFORE = "208"  # the version played before (209 and 210 are not The Road's yet)
WATCHED = ("TappingOffered", "TappingChosen", "CharacterStateChanged", "SiteClosed",
           "SiteExplored")


def at_moria(rgo: RoadGoesEverOn) -> State:
    """Gimli, Aragorn II (a scout) and Gandalf (the Wizard) in Moria's site phase."""
    return replace(state(rgo, site=ids(rgo, "Moria")[0], phase=SITE,
                         characters=company(rgo, "Gimli", "Aragorn II", "Gandalf")),
                   wizard=ids(rgo, "Gandalf")[0])


def lost(rgo: RoadGoesEverOn, version: str) -> tuple[RoadGoesEverOn, Context[State]]:
    """Roll 5 on the Shadow-hold table at Moria: Lost in the Darkness."""
    ruleset = at_version(rgo, version)
    start = at_moria(rgo)
    ctx = Context(ruleset, Table(1, {}, start))
    site_step(rgo, start, "shadow-hold", 5)(ctx)
    return ruleset, ctx


def told(facts: list[Fact]) -> list[tuple[str, str | None, dict[str, object]]]:
    return [(f.kind, f.rule, dict(f.data)) for f in facts if f.kind in WATCHED]


@pytest.mark.rule("RGO-SITE-SH-5")
def test_the_player_chooses_who_taps_for_a_lost_encounter(rgo: RoadGoesEverOn) -> None:
    moria = ids(rgo, "Moria")[0]
    gimli, aragorn, gandalf = ids(rgo, "Gimli", "Aragorn II", "Gandalf")
    ruleset, ctx = lost(rgo, NOW)
    # The scout and the Wizard are able to; the game waits for the player.
    assert told(ctx.facts) == [("TappingOffered", "RGO-SITE-SH-5", {
        "site": moria, "row": "Lost in the Darkness", "clause": "RGO-SITE-SH-5",
        "characters": [aragorn, gandalf]})]
    assert [(a.id, a.label, a.rule) for a in ruleset.actions(ctx.state)] == [
        (f"lost-tap:{aragorn}", "Aragorn II taps so that the site may be tapped (Lost in the "
         "Darkness)", "RGO-SITE-SH-5"),
        (f"lost-tap:{gandalf}", "Gandalf taps so that the site may be tapped (Lost in the "
         "Darkness)", "RGO-SITE-SH-5"),
        ("lost-tap:none", "No one taps: the site may not be tapped this turn (Lost in the "
         "Darkness)", "RGO-SITE-SH-5")]
    with pytest.raises(IllegalAction) as refused:
        ruleset.decide(ctx, f"lost-tap:{gimli}", {})  # no scout, no Wizard
    assert refused.value.clause == "RGO-SITE-SH-5"
    with pytest.raises(IllegalAction) as refused:
        ruleset.decide(ctx, "end-turn", {})
    assert (refused.value.message, refused.value.clause) == (
        "Lost in the Darkness: choose who taps first, or no one (the site then may not be "
        "tapped this turn).", "RGO-SITE-SH-5")
    since = len(ctx.facts)
    ruleset.decide(ctx, f"lost-tap:{gandalf}", {})
    assert told(ctx.facts[since:])[:2] == [
        ("TappingChosen", "RGO-SITE-SH-5", {"character": gandalf}),
        ("CharacterStateChanged", "RGO-SITE-SH-5", {"character": gandalf, "state": "tapped"})]
    assert ctx.state.awaited_tapping is None and not ctx.state.site_closed
    assert [c.card_id for c in ctx.state.characters if c.untapped] == [gimli, aragorn]


@pytest.mark.rule("RGO-SITE-SH-5")
def test_no_one_taps_and_the_site_is_closed(rgo: RoadGoesEverOn) -> None:
    ruleset, ctx = lost(rgo, NOW)
    since = len(ctx.facts)
    ruleset.decide(ctx, "lost-tap:none", {})
    assert [(k, r) for k, r, _ in told(ctx.facts[since:])][:2] == [
        ("TappingChosen", "RGO-SITE-SH-5"), ("SiteClosed", "RGO-SITE-SH-5")]
    assert ctx.state.site_closed and all(c.untapped for c in ctx.state.characters)


@pytest.mark.rule("RGO-SITE-SH-5")
def test_before_the_version_the_first_able_character_tapped_unasked(
        rgo: RoadGoesEverOn) -> None:
    aragorn = ids(rgo, "Aragorn II")[0]
    _, ctx = lost(rgo, BEFORE)
    assert told(ctx.facts)[:1] == [
        ("CharacterStateChanged", "RGO-SITE-SH-5", {"character": aragorn, "state": "tapped"})]
    assert ctx.state.awaited_tapping is None


@pytest.mark.not_a_rule("the automatic player's policy")
def test_the_automatic_player_taps_the_first_able_character_as_before(
        rgo: RoadGoesEverOn) -> None:
    aragorn = ids(rgo, "Aragorn II")[0]
    ruleset, ctx = lost(rgo, NOW)
    action, args = ruleset.policy(ctx.state, ruleset.actions(ctx.state))
    assert (action, args) == (f"lost-tap:{aragorn}", {})
    ruleset.decide(ctx, action, args)
    before, old = lost(rgo, BEFORE)
    before.machinery(old.state)[1].resume(old)  # the site phase goes on, as exploring does
    # The same facts, but for the choice offered and recorded.
    assert [(f.kind, f.rule, f.data) for f in ctx.facts
            if f.kind not in ("TappingOffered", "TappingChosen")] == [
        (f.kind, f.rule, f.data) for f in old.facts]


# -- Secret Passage (lost_tapping.PASSAGE_SINCE) ----------------------------------------------

def passage(rgo: RoadGoesEverOn, version: str) -> tuple[RoadGoesEverOn, Context[State]]:
    """Roll 2 on the Shadow-hold table at Moria, Aragorn II and Bilbo (scouts) with Gimli:
    Secret Passage."""
    ruleset = at_version(rgo, version)
    start = replace(at_moria(rgo), characters=company(rgo, "Gimli", "Aragorn II", "Bilbo"))
    ctx = Context(ruleset, Table(1, {}, start))
    site_step(ruleset, start, "shadow-hold", 2)(ctx)
    return ruleset, ctx


@pytest.mark.rule("RGO-SITE-SH-2")
def test_the_player_chooses_the_scout_who_finds_the_secret_passage(
        rgo: RoadGoesEverOn) -> None:
    moria = ids(rgo, "Moria")[0]
    gimli, aragorn, bilbo = ids(rgo, "Gimli", "Aragorn II", "Bilbo")
    ruleset, ctx = passage(rgo, str(lost_tapping.PASSAGE_SINCE))
    assert told(ctx.facts) == [("TappingOffered", "RGO-SITE-SH-2", {
        "site": moria, "row": "Secret Passage", "clause": "RGO-SITE-SH-2",
        "characters": [aragorn, bilbo], "otherwise": "automatic-attack"})]
    assert [(a.id, a.label, a.rule) for a in ruleset.actions(ctx.state)] == [
        (f"lost-tap:{aragorn}", "Aragorn II taps for no encounter (Secret Passage)",
         "RGO-SITE-SH-2"),
        (f"lost-tap:{bilbo}", "Bilbo taps for no encounter (Secret Passage)",
         "RGO-SITE-SH-2"),
        ("lost-tap:none", "No one taps: the automatic-attack is faced (Secret Passage)",
         "RGO-SITE-SH-2")]
    assert ruleset.narrate(ctx.facts[0]) == (
        "Secret Passage: Moria's automatic-attack is faced unless one of Aragorn II, Bilbo "
        "taps; choose who, or no one.")
    with pytest.raises(IllegalAction) as refused:
        ruleset.decide(ctx, "end-turn", {})
    assert (refused.value.message, refused.value.clause) == (
        "Secret Passage: choose who taps first, or no one (the automatic-attack is then "
        "faced).", "RGO-SITE-SH-2")
    since = len(ctx.facts)
    ruleset.decide(ctx, f"lost-tap:{bilbo}", {})
    assert told(ctx.facts[since:])[:2] == [
        ("TappingChosen", "RGO-SITE-SH-2", {"character": bilbo}),
        ("CharacterStateChanged", "RGO-SITE-SH-2", {"character": bilbo, "state": "tapped"})]
    assert [f for f in ctx.facts[since:] if f.kind == "AttackDeclared"] == []
    assert ctx.state.awaited_tapping is None
    assert [c.card_id for c in ctx.state.characters if c.untapped] == [gimli, aragorn]


@pytest.mark.rule("RGO-SITE-SH-2")
def test_no_scout_taps_and_the_automatic_attack_is_faced(rgo: RoadGoesEverOn) -> None:
    ruleset, ctx = passage(rgo, str(lost_tapping.PASSAGE_SINCE))
    since = len(ctx.facts)
    ruleset.decide(ctx, "lost-tap:none", {})
    assert [(f.kind, f.rule) for f in ctx.facts[since:]][:3] == [
        ("TappingChosen", "RGO-SITE-SH-2"), ("SiteAttacksQueued", "RGO-SITE-SH-2"),
        ("SiteAttackBegan", "RGO-SITE-SH-2")]
    assert [f.rule for f in ctx.facts[since:] if f.kind == "AttackDeclared"][:1] == [
        "RGO-SITE-SH-2"]
    assert all(c.untapped for c in ctx.state.characters) and not ctx.state.site_closed


@pytest.mark.not_a_rule("the automatic player's policy")
def test_the_automatic_player_taps_the_first_scout_for_the_passage_as_before(
        rgo: RoadGoesEverOn) -> None:
    aragorn = ids(rgo, "Aragorn II")[0]
    ruleset, ctx = passage(rgo, str(lost_tapping.PASSAGE_SINCE))
    action, args = ruleset.policy(ctx.state, ruleset.actions(ctx.state))
    assert (action, args) == (f"lost-tap:{aragorn}", {})
    ruleset.decide(ctx, action, args)
    before, old = passage(rgo, str(lost_tapping.PASSAGE_SINCE - 1))
    assert [(f.kind, dict(f.data)) for f in old.facts] == [
        ("CharacterStateChanged", {"character": aragorn, "state": "tapped"})]
    before.machinery(old.state)[1].resume(old)  # the site phase goes on, as exploring does
    # The same facts, but for the choice offered and recorded.
    assert [(f.kind, f.rule, f.data) for f in ctx.facts
            if f.kind not in ("TappingOffered", "TappingChosen")] == [
        (f.kind, f.rule, f.data) for f in old.facts]
