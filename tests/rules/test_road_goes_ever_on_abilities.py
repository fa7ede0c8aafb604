"""The Road Goes Ever On, version 3: the enhanced characters of Appendix 1 (keywords and the
abilities that change strikes and body checks) and Courage tokens. Constructed states; each
strike's check names the ability behind every point."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from domain.cards import load_catalog
from domain.chronicle import Chronicle, verify
from domain.engine.characters import Character, Item
from domain.engine.combat import Attack, StrikeModifiers
from domain.errors import IllegalAction
from domain.ruleset import Context, Fact, Table, make_ruleset
from domain.rulesets.road_goes_ever_on import abilities, factions, quests
from domain.rulesets.road_goes_ever_on.combat import resolve_attack, resolve_strike
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import (
    LONG_EVENT,
    SITE,
    AwaitedStrikes,
    MPRecord,
    State,
)
from tests.rules.rgo_support import (
    begin,
    card,
    company,
    ids,
    moving,
    organizing,
    resolve_given,
    state,
    turn_of,
)
from tests.rules.rgo_support import refused as refusal

ORCS = Attack("TW-76", "Orc-lieutenant", "Orcs", 1, 7)
DRAGON = Attack("TW-20", "Cave-drake", "Dragon", 2, 10)


def strike(rgo: RoadGoesEverOn, start: State, who: str, attack: Attack = ORCS,
           struck: tuple[str, ...] = (), seed: int = 1) -> list[Fact]:
    ctx = Context(rgo, Table(seed, {}, start))
    resolve_strike(ctx, card(rgo, who), attack, StrikeModifiers(), struck=struck)
    return ctx.facts


def abilities_in(facts: list[Fact], kind: str = "StrikeResolved") -> list[tuple[Any, ...]]:
    check = next(f for f in facts if f.kind == kind)["check"]
    return [(m["amount"], m["clause"]) for m in check["modifiers"]
            if str(m["source"]).startswith(("ability:", "courage:"))]


# -- keywords ---------------------------------------------------------------------------------

@pytest.mark.rule("RGO-CHAR-1")
def test_appendix_1_has_46_rows_in_the_documents_order() -> None:
    rows = list(abilities.ENHANCED.values())
    assert [r.clause for r in rows] == [f"RGO-ABIL-{n}" for n in range(1, 47)]
    brave = [name for name, r in abilities.ENHANCED.items() if abilities.BRAVE in r.keywords]
    assert len(brave) == 21


@pytest.mark.rule("RGO-ABIL-42", "RGO-ABIL-2", "RGO-ABIL-36")
def test_keywords_of_strider_aragorn_and_legolas(rgo) -> None:  # type: ignore[no-untyped-def]
    strider = Character("X-1", "Strider", "Dúnadan", ("ranger",), 6, 9, 9, 3)
    aragorn, legolas, balin = company(rgo, "Aragorn II", "Legolas", "Balin")
    assert abilities.keywords(strider) == ("Brave",)
    assert abilities.keywords(aragorn) == ("Brave",)
    assert abilities.keywords(legolas) == ("Archer", "Brave")
    assert abilities.keywords(balin) == ()


@pytest.mark.rule("RGO-CHAR-3", "RGO-ABIL-30")
def test_a_tapped_brave_character_may_be_given_a_strike(rgo) -> None:  # type: ignore[no-untyped-def]
    trio = company(rgo, "Balin", "Glóin", "Gimli")
    trio = tuple(c if c.name == "Balin" else c.with_state("tapped") for c in trio)
    ctx = begin(rgo, moving(rgo, "Wolves", "Crebain", "Wargs", characters=trio))
    balin, gimli = ids(rgo, "Balin", "Gimli")
    assert [a.id for a in rgo.actions(ctx.state) if a.id.startswith("assign")] == [
        f"assign:{balin}", f"assign:{gimli}", "assign-rest"]
    rgo.decide(ctx, f"assign:{gimli}", {})
    assigned = [(f["character"], f.rule) for f in ctx.facts if f.kind == "StrikeAssigned"]
    assert assigned[0] == (gimli, "CoE-3.ii")


@pytest.mark.rule("RGO-CHAR-3")
def test_a_game_of_version_2_offers_no_tapped_brave_character(rgo) -> None:  # type: ignore[no-untyped-def]
    old = rgo.at_version("2")
    trio = company(rgo, "Balin", "Glóin", "Gimli")
    trio = tuple(c if c.name == "Balin" else c.with_state("tapped") for c in trio)
    ctx = begin(old, moving(rgo, "Wolves", "Crebain", "Wargs", characters=trio))
    assert [a.id for a in old.actions(ctx.state)] == [f"assign:{ids(rgo, 'Balin')[0]}",
                                                      "assign-rest"]


# -- prowess against a strike -----------------------------------------------------------------

@pytest.mark.rule("RGO-ABIL-16")
def test_elladan_fights_better_beside_elrohir(rgo) -> None:  # type: ignore[no-untyped-def]
    both = state(rgo, characters=company(rgo, "Elladan", "Elrohir"))
    alone = state(rgo, characters=company(rgo, "Elladan", "Legolas"))
    assert abilities_in(strike(rgo, both, "Elladan")) == [(1, "RGO-ABIL-16")]
    assert abilities_in(strike(rgo, alone, "Elladan")) == []


@pytest.mark.rule("RGO-ABIL-37")
def test_merry_fights_better_beside_pippin(rgo) -> None:  # type: ignore[no-untyped-def]
    both = state(rgo, characters=company(rgo, "Merry", "Pippin"))
    facts = strike(rgo, both, "Merry")
    resolved = next(f for f in facts if f.kind == "StrikeResolved")
    assert abilities_in(facts) == [(1, "RGO-ABIL-37")]
    assert resolved["prowess"] == 2  # Merry's 1, +1 beside Pippin


@pytest.mark.rule("RGO-ABIL-30")
def test_gimli_suffers_no_wounded_penalty(rgo) -> None:  # type: ignore[no-untyped-def]
    gimli = company(rgo, "Gimli")[0].with_state("wounded")
    # Against a Dragon: his printed +2 against Orcs stays out of the count (version 48 on).
    facts = strike(rgo, state(rgo, characters=(gimli,)), "Gimli", DRAGON)
    resolved = next(f for f in facts if f.kind == "StrikeResolved")
    assert abilities_in(facts) == [(2, "RGO-ABIL-30")]
    assert resolved["prowess"] == gimli.effective_prowess


@pytest.mark.rule("RGO-ABIL-6")
def test_bard_bowman_against_a_dragon(rgo) -> None:  # type: ignore[no-untyped-def]
    start = state(rgo, characters=company(rgo, "Bard Bowman"))
    assert abilities_in(strike(rgo, start, "Bard Bowman", DRAGON)) == [(2, "RGO-ABIL-6")]
    assert abilities_in(strike(rgo, start, "Bard Bowman", ORCS)) == []


@pytest.mark.rule("RGO-ABIL-35")
def test_imrahil_with_the_knights_of_dol_amroth_in_the_mp_pile(rgo) -> None:  # type: ignore[no-untyped-def]
    knights = MPRecord(card(rgo, "Knights of Dol Amroth"), "Knights of Dol Amroth",
                       "faction", 3)
    start = state(rgo, characters=company(rgo, "Imrahil"))
    assert abilities_in(strike(rgo, replace(start, mp=(knights,)), "Imrahil")) == [
        (1, "RGO-ABIL-35")]
    assert abilities_in(strike(rgo, start, "Imrahil")) == []


# -- body against a strike --------------------------------------------------------------------

def body_of(rgo: RoadGoesEverOn, start: State, who: str, seed: int,
            struck: tuple[str, ...] = ()) -> list[tuple[Any, ...]]:
    """The abilities on ``who``'s body check after a strike that wounds it (found by seed)."""
    # An Olog-hai's id: a creature whose text adds nothing (the Abductor's would discard).
    facts = strike(rgo, start, who, Attack("TW-71", "Troll", "Trolls", 1, 30), struck, seed)
    return abilities_in(facts, "BodyChecked")


@pytest.mark.rule("RGO-ABIL-17")
def test_elrohir_holds_better_beside_elladan(rgo) -> None:  # type: ignore[no-untyped-def]
    start = state(rgo, characters=company(rgo, "Elrohir", "Elladan"))
    assert body_of(rgo, start, "Elrohir", 1) == [(-1, "RGO-ABIL-17")]


@pytest.mark.rule("RGO-ABIL-31")
def test_gloin_holds_better_when_already_wounded(rgo) -> None:  # type: ignore[no-untyped-def]
    gloin = company(rgo, "Glóin")[0]
    assert body_of(rgo, state(rgo, characters=(gloin.with_state("wounded"),)), "Glóin",
                   1) == [(-2, "RGO-ABIL-31")]
    assert body_of(rgo, state(rgo, characters=(gloin,)), "Glóin", 1) == []


@pytest.mark.rule("RGO-ABIL-15", "RGO-ABIL-43")
def test_denethor_and_theoden_raise_the_body_of_their_own_men(rgo) -> None:  # type: ignore[no-untyped-def]
    gondor = state(rgo, characters=company(rgo, "Beregond", "Denethor II"))
    rohan = state(rgo, characters=company(rgo, "Éowyn", "Théoden", "Beregond"))
    assert body_of(rgo, gondor, "Beregond", 1) == [(-1, "RGO-ABIL-15")]
    assert body_of(rgo, rohan, "Éowyn", 1) == [(-1, "RGO-ABIL-43")]
    assert body_of(rgo, rohan, "Beregond", 1) == []  # his home is Minas Tirith


@pytest.mark.rule("RGO-ABIL-14")
def test_dain_struck_raises_the_body_of_the_other_dwarves(rgo) -> None:  # type: ignore[no-untyped-def]
    start = state(rgo, characters=company(rgo, "Balin", "Dáin II"))
    balin, dain = ids(rgo, "Balin", "Dáin II")
    assert body_of(rgo, start, "Balin", 1, struck=(balin, dain)) == [(-1, "RGO-ABIL-14")]
    assert body_of(rgo, start, "Balin", 1, struck=(balin,)) == []


# -- Courage tokens ---------------------------------------------------------------------------

def at_haven(rgo: RoadGoesEverOn, **fields: Any) -> Context[State]:
    return Context(rgo, Table(1, {}, organizing(rgo, **fields)))


@pytest.mark.rule("RGO-TOKEN-1")
def test_a_character_takes_heart_at_a_haven_and_the_company_stays(rgo) -> None:  # type: ignore[no-untyped-def]
    ctx = at_haven(rgo)
    aragorn = ids(rgo, "Aragorn II")[0]
    assert f"take-heart:{aragorn}" in [a.id for a in rgo.actions(ctx.state)]
    rgo.decide(ctx, f"take-heart:{aragorn}", {})
    assert [(f.kind, f.rule) for f in ctx.facts] == [
        ("CharacterStateChanged", "RGO-TOKEN-1"), ("CourageTokenGained", "RGO-TOKEN-1"),
        ("CompanyStays", "RGO-TOKEN-1")]
    assert ctx.state.courage(aragorn) == 1 and ctx.state.staying
    assert rgo.board(ctx.state)["company"][0]["courage_tokens"] == 1


@pytest.mark.rule("RGO-TOKEN-1")
def test_courage_is_not_taken_away_from_a_haven(rgo) -> None:  # type: ignore[no-untyped-def]
    ctx = at_haven(rgo, site=card(rgo, "Bree"))
    aragorn = ids(rgo, "Aragorn II")[0]
    assert not any(a.id.startswith("take-heart:") for a in rgo.actions(ctx.state))
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, f"take-heart:{aragorn}", {})
    assert (refused.value.message, refused.value.clause) == (
        "Courage is taken at a Haven, and Bree is not one.", "RGO-TOKEN-1")
    assert ctx.facts == []


@pytest.mark.rule("RGO-TOKEN-1")
def test_courage_is_not_taken_by_one_outside_the_company_who_is_named(rgo) -> None:  # type: ignore[no-untyped-def]
    start = organizing(rgo)
    frodo = card(rgo, "Frodo")
    assert refusal(rgo, start, f"take-heart:{frodo}", "RGO-TOKEN-1") == (
        "Frodo is not in the company at Rivendell. [RGO-TOKEN-1]")


@pytest.mark.rule("RGO-TOKEN-5")
def test_a_fourth_courage_token_is_refused(rgo) -> None:  # type: ignore[no-untyped-def]
    aragorn = ids(rgo, "Aragorn II")[0]
    ctx = at_haven(rgo, courage_tokens=((aragorn, 3),))
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, f"take-heart:{aragorn}", {})
    assert (refused.value.message, refused.value.clause) == (
        "Aragorn II already holds 3 Courage tokens, the most a character may hold.",
        "RGO-TOKEN-5")
    assert ctx.facts == []


@pytest.mark.rule("RGO-TOKEN-2")
def test_a_courage_token_spent_adds_one_to_prowess_against_the_strike(rgo) -> None:  # type: ignore[no-untyped-def]
    balin = ids(rgo, "Balin")[0]
    duo = company(rgo, "Balin", "Glóin")
    ctx = begin(rgo, moving(rgo, "Wolves", "Crebain", "Wargs", characters=duo,
                            courage_tokens=((balin, 2),)))
    assert f"courage:{balin}" in [a.id for a in rgo.actions(ctx.state)]
    rgo.decide(ctx, f"courage:{balin}", {})
    spent = ctx.facts[-1]
    assert (spent.kind, spent.rule, dict(spent.data)) == (
        "CourageTokenSpent", "RGO-TOKEN-2",
        {"character": balin, "tokens": 1, "cause": "+1 prowess against a strike of Wolves"})
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, f"courage:{balin}", {})
    assert refused.value.clause == "RGO-TOKEN-2"
    before = len(ctx.facts)
    rgo.decide(ctx, f"assign:{balin}", {})
    rgo.decide(ctx, "assign-rest", {})
    resolve_given(rgo, ctx)
    his = [f for f in ctx.facts[before:] if f.kind == "StrikeResolved"
           and f["character"] == balin]
    assert abilities_in(his) == [(1, "RGO-TOKEN-2")]


@pytest.mark.rule("RGO-TOKEN-2")
def test_courage_not_held_is_refused_and_writes_nothing(rgo) -> None:  # type: ignore[no-untyped-def]
    gloin = ids(rgo, "Glóin")[0]
    ctx = begin(rgo, moving(rgo, "Wolves", "Crebain", "Wargs",
                            characters=company(rgo, "Balin", "Glóin")))
    before = len(ctx.facts)
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, f"courage:{gloin}", {})
    assert (refused.value.message, refused.value.clause) == (
        "Glóin holds no Courage token.", "RGO-TOKEN-2")
    assert len(ctx.facts) == before


@pytest.mark.rule("RGO-TOKEN-2")
def test_courage_is_not_spent_by_one_outside_the_company_who_is_named(rgo) -> None:  # type: ignore[no-untyped-def]
    frodo = card(rgo, "Frodo")
    ctx = begin(rgo, moving(rgo, "Wolves", "Crebain", "Wargs",
                            characters=company(rgo, "Balin", "Glóin"),
                            courage_tokens=((frodo, 1),)))
    assert ctx.state.awaited_strikes is not None
    assert refusal(rgo, ctx.state, f"courage:{frodo}", "RGO-TOKEN-2") == (
        "Frodo is not in the company facing the attack. [RGO-TOKEN-2]")


# -- Skill tokens -----------------------------------------------------------------------------

@pytest.mark.rule("RGO-TOKEN-8")
def test_a_warrior_spends_a_skill_token_to_face_a_strike_untapped(rgo) -> None:  # type: ignore[no-untyped-def]
    balin, frodo = ids(rgo, "Balin", "Frodo")
    duo = company(rgo, "Balin", "Frodo")
    ctx = begin(rgo, moving(rgo, "Wolves", "Crebain", "Wargs", characters=duo,
                            skill_tokens=((balin, 1), (frodo, 1))))
    offered = [a.id for a in rgo.actions(ctx.state)]
    assert f"steady:{balin}" in offered and f"steady:{frodo}" not in offered
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, f"steady:{frodo}", {})
    assert (refused.value.message, refused.value.clause) == (
        "Frodo is not a Warrior: only a Warrior spends a Skill token to face a strike "
        "untapped.", "RGO-TOKEN-8")
    rgo.decide(ctx, f"steady:{balin}", {})
    assert (ctx.facts[-1].kind, ctx.facts[-1]["tokens"]) == ("SkillTokenSpent", 0)
    rgo.decide(ctx, f"assign:{balin}", {})
    rgo.decide(ctx, "assign-rest", {})
    resolve_given(rgo, ctx)
    his = next(f for f in ctx.facts if f.kind == "StrikeResolved" and f["character"] == balin)
    # Balin's prowess 4, -1 for the excess strike (three strikes on two), no -3 for staying
    # untapped; the strike is ineffectual and he does not tap.
    assert (his["prowess"], his["result"]) == (3, "ineffectual")
    changed = [f["state"] for f in ctx.facts if f.kind == "CharacterStateChanged"
               and f["character"] == balin]
    assert changed == []


# -- corruption checks ------------------------------------------------------------------------

def corruption_of(rgo: RoadGoesEverOn, start: State, who: str) -> list[tuple[Any, ...]]:
    ctx = Context(rgo, Table(1, {}, start))
    character = start.character(card(rgo, who))
    assert character is not None
    rgo.machinery(start)[0].corruption_check(ctx, character, 0, "RGO-HAZ-2")
    return abilities_in(ctx.facts, "CorruptionChecked")


@pytest.mark.rule("RGO-ABIL-4")
def test_arwen_and_aragorn_together_resist_corruption(rgo) -> None:  # type: ignore[no-untyped-def]
    pair = state(rgo, characters=company(rgo, "Arwen", "Aragorn II"))
    assert corruption_of(rgo, pair, "Arwen") == [(1, "RGO-ABIL-4")]
    assert corruption_of(rgo, pair, "Aragorn II") == [(1, "RGO-ABIL-4")]
    assert corruption_of(rgo, state(rgo), "Aragorn II") == []


@pytest.mark.rule("RGO-ABIL-12")
def test_celeborn_helps_the_elves_of_lorien(rgo) -> None:  # type: ignore[no-untyped-def]
    elves = state(rgo, characters=company(rgo, "Haldir", "Celeborn", "Legolas"))
    assert corruption_of(rgo, elves, "Haldir") == [(1, "RGO-ABIL-12")]
    assert corruption_of(rgo, elves, "Legolas") == []  # his home is not Lórien
    assert corruption_of(rgo, elves, "Celeborn") == []


# -- versions ---------------------------------------------------------------------------------

@pytest.mark.rule("RGO-TOKEN-1")
def test_a_game_recorded_under_version_2_verifies_as_played(rgo) -> None:  # type: ignore[no-untyped-def]
    start = {**Chronicle.begin(rgo, 2, {}).records[0].data, "ruleset_version": "2"}
    game = Chronicle.open(rgo, start)
    while game.version < 400 and game.result() is None:
        game.decide(*game.ruleset.policy(game.table.rules, game.actions()))
    assert game.ruleset.played == "2" and verify(rgo, game.records).ok
    # Version 2 offers no Courage: the actions of a company at a Haven show none.
    old = rgo.at_version("2")
    assert not any(a.id.startswith("take-heart:") for a in old.actions(organizing(rgo)))
    with pytest.raises(IllegalAction):
        old.decide(at_haven(old), f"take-heart:{ids(rgo, 'Aragorn II')[0]}", {})


# -- abilities a player uses ------------------------------------------------------------------

@pytest.mark.rule("RGO-ABIL-2")
def test_aragorn_untaps_once_a_turn(rgo) -> None:  # type: ignore[no-untyped-def]
    aragorn = ids(rgo, "Aragorn II")[0]
    tapped = tuple(c.with_state("tapped") if c.card_id == aragorn else c
                   for c in company(rgo, "Aragorn II", "Legolas"))
    ctx = at_haven(rgo, characters=tapped)
    assert f"ability:{aragorn}:{aragorn}" in [a.id for a in rgo.actions(ctx.state)]
    rgo.decide(ctx, f"ability:{aragorn}:{aragorn}", {})
    assert [(f.kind, f.rule) for f in ctx.facts] == [
        ("AbilityUsed", "RGO-ABIL-2"), ("CharacterStateChanged", "RGO-ABIL-2")]
    assert ctx.state.character(aragorn).untapped  # type: ignore[union-attr]
    rgo.decide(ctx, f"take-heart:{aragorn}", {})  # taps him again
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, f"ability:{aragorn}:{aragorn}", {})
    assert refused.value.clause == "RGO-ABIL-2"


@pytest.mark.rule("RGO-ABIL-22")
def test_faramir_untaps_a_ranger_of_his_company(rgo) -> None:  # type: ignore[no-untyped-def]
    faramir, beorn, balin = ids(rgo, "Faramir", "Beorn", "Balin")
    three = tuple(c if c.card_id == faramir else c.with_state("tapped")
                  for c in company(rgo, "Faramir", "Beorn", "Balin"))
    ctx = at_haven(rgo, characters=three)
    offered = [a.id for a in rgo.actions(ctx.state) if a.id.startswith(f"ability:{faramir}")]
    assert offered == [f"ability:{faramir}:{beorn}"]  # Balin is no Ranger
    rgo.decide(ctx, f"ability:{faramir}:{beorn}", {})
    assert ctx.state.character(beorn).untapped  # type: ignore[union-attr]


@pytest.mark.rule("RGO-ABIL-32", "RGO-ABIL-20")
def test_glorfindel_heals_anywhere_and_eowyn_only_at_edoras(rgo) -> None:  # type: ignore[no-untyped-def]
    glorfindel, eowyn, balin = ids(rgo, "Glorfindel II", "Éowyn", "Balin")
    three = tuple(c.with_state("wounded") if c.card_id == balin else c
                  for c in company(rgo, "Glorfindel II", "Éowyn", "Balin"))
    ctx = at_haven(rgo, characters=three)
    offered = [a.id for a in rgo.actions(ctx.state) if a.id.startswith("ability:")]
    assert offered == [f"ability:{glorfindel}:{balin}"]
    rgo.decide(ctx, f"ability:{glorfindel}:{balin}", {})
    assert [(f.kind, f["character"], f["state"]) for f in ctx.facts
            if f.kind == "CharacterStateChanged"] == [
        ("CharacterStateChanged", glorfindel, "tapped"),
        ("CharacterStateChanged", balin, "tapped")]
    at_edoras = at_haven(rgo, characters=three, site=card(rgo, "Edoras"))
    assert [a.id for a in rgo.actions(at_edoras.state) if a.id.startswith("ability:")] == [
        f"ability:{glorfindel}:{balin}", f"ability:{eowyn}:{balin}"]


@pytest.mark.rule("RGO-ABIL-18")
def test_elrond_removes_a_corruption_card_at_rivendell(rgo) -> None:  # type: ignore[no-untyped-def]
    elrond, balin = ids(rgo, "Elrond", "Balin")
    lure = card(rgo, "Lure of Expedience")
    ctx = at_haven(rgo, characters=company(rgo, "Elrond", "Balin"),
                   permanent_hazards=((lure, balin),), hazard_points=((lure, balin, 2),))
    rgo.decide(ctx, f"ability:{elrond}:{lure}", {})
    assert ctx.state.permanent_hazards == () and lure in ctx.state.hazard_discard
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, f"ability:{balin}:{lure}", {})
    assert (refused.value.message, refused.value.clause) == (
        "Balin has no ability a player uses.", "RGO-CHAR-1")


@pytest.mark.rule("RGO-CHAR-1", "RGO-ABIL-18")
def test_an_ability_refused_names_its_user_and_its_target(rgo) -> None:  # type: ignore[no-untyped-def]
    elrond, balin, frodo = ids(rgo, "Elrond", "Balin", "Frodo")
    lure = card(rgo, "Lure of Expedience")
    start = organizing(rgo, characters=company(rgo, "Elrond", "Balin"),
                       permanent_hazards=((lure, balin),), hazard_points=((lure, balin, 2),))
    assert refusal(rgo, start, f"ability:{frodo}:{lure}", "RGO-CHAR-1") == (
        "Frodo is not in the company. [RGO-CHAR-1]")
    assert refusal(rgo, start, f"ability:{elrond}:{balin}", "RGO-ABIL-18") == (
        "Elrond's ability does not apply to Balin now: it is used in the organization "
        "phase, on what it names, as often as it may be. [RGO-ABIL-18]")


@pytest.mark.rule("RGO-ABIL-9", "RGO-GEN-2")
def test_bilbo_away_from_a_haven_keeps_six_cards(rgo) -> None:  # type: ignore[no-untyped-def]
    hand = ids(rgo, "Dodge", "Block", "Dodge", "Block", "Dodge", "Block", "Dodge")
    bree, bilbo = ids(rgo, "Bree", "Bilbo")
    away = state(rgo, site=bree, hand=hand, characters=company(rgo, "Bilbo", "Balin"))
    ctx = Context(rgo, Table(1, {}, away))
    assert rgo.machinery(away)[0].discard_to_hand_size(ctx, "RGO-GEN-4", then="end-turn")
    assert dict(ctx.facts[-1].data) == {"count": 1, "then": "end-turn", "size": 6}
    rgo.decide(ctx, f"discard:{hand[0]}", {})
    assert len(ctx.state.hand) == 6 and ctx.state.awaited_discard is None
    home = replace(away, site=card(rgo, "Rivendell"))
    ctx = Context(rgo, Table(1, {}, home))
    assert rgo.machinery(home)[0].discard_to_hand_size(ctx, "RGO-GEN-4", then="end-turn")
    assert dict(ctx.facts[-1].data) == {"count": 2, "then": "end-turn"}
    assert bilbo in [c.card_id for c in home.characters]


@pytest.mark.rule("RGO-ABIL-44")
def test_thorin_with_three_other_dwarves_draws_one_more_card(rgo) -> None:  # type: ignore[no-untyped-def]
    dwarves = company(rgo, "Thorin II", "Balin", "Glóin", "Gimli")
    ctx = begin(rgo, moving(rgo, "Crebain", "Wolves", "Wargs", characters=dwarves,
                            draw=ids(rgo, "Dodge", "Block", "Dodge", "Block")))
    first = next(f for f in ctx.facts if f.kind == "CardsDrawn")
    assert (first.rule, first["cards"]) == ("RGO-ABIL-44", [ids(rgo, "Dodge")[0]])
    fewer = begin(rgo, moving(rgo, "Crebain", "Wolves", "Wargs", characters=dwarves[:3],
                              draw=ids(rgo, "Dodge", "Block", "Dodge", "Block")))
    assert [f.rule for f in fewer.facts if f.kind == "CardsDrawn"
            and f.rule == "RGO-ABIL-44"] == []


@pytest.mark.rule("RGO-ABIL-13")
def test_cirdan_lowers_the_hazard_limit_per_coastal_sea(rgo) -> None:  # type: ignore[no-untyped-def]
    sea = ("coastal-sea", "wilderness", "coastal-sea")
    plain = begin(rgo, moving(rgo, "Crebain", "Wolves", "Wargs", path=sea))
    with_cirdan = begin(rgo, moving(rgo, "Crebain", "Wolves", "Wargs", path=sea,
                                    characters=company(rgo, "Círdan", "Legolas")))
    limit = next(f for f in plain.facts if f.kind == "HazardLimitSet")
    eased = next(f for f in with_cirdan.facts if f.kind == "HazardLimitSet")
    assert "cirdan" not in limit.data and eased["cirdan"] == 2
    assert eased["limit"] == limit["limit"] - 2


@pytest.mark.rule("RGO-CHAR-1")
def test_the_board_shows_each_characters_numbers_keywords_and_tokens(rgo) -> None:  # type: ignore[no-untyped-def]
    legolas = ids(rgo, "Legolas")[0]
    board = rgo.board(state(rgo, courage_tokens=((legolas, 2),), skill_tokens=((legolas, 1),)))
    row = board["company"][1]
    assert {k: row[k] for k in ("name", "prowess", "body", "mind", "direct_influence",
                                "skills", "keywords", "courage_tokens", "skill_tokens")} == {
        "name": "Legolas", "prowess": 5, "body": 8, "mind": 6,
        "direct_influence": {"used": 0, "of": 2},
        "skills": ["warrior", "diplomat"], "keywords": ["Archer", "Brave"],
        "courage_tokens": 2, "skill_tokens": 1}
    assert row["ability"]["clause"] == "RGO-ABIL-36"
    assert row["ability"]["summary"].startswith("Legolas: Archer; Brave; if he does not tap")
    plain = rgo.board(state(rgo, characters=company(rgo, "Anborn")))["company"][0]
    assert plain["ability"] is None  # not in Appendix 1


# -- Courage on corruption ----------------------------------------------------------------------

@pytest.mark.rule("RGO-TOKEN-3")
def test_courage_saves_a_character_from_a_corruption_check_failed_by_one(rgo) -> None:  # type: ignore[no-untyped-def]
    aragorn, lure = card(rgo, "Aragorn II"), card(rgo, "Lure of Nature")
    start = state(rgo, courage_tokens=((aragorn, 1),), hazard_points=((lure, aragorn, 7),),
                  permanent_hazards=((lure, aragorn),))
    ctx = Context(rgo, Table(3, {}, start))  # seed 3 rolls 7 against 7 points
    rgo.machinery(start)[0].corruption_check(ctx, start.character(aragorn), 0, "RGO-HAZ-2")
    assert [(f.kind, f.rule) for f in ctx.facts if f.kind != "DiceRolled"] == [
        ("CourageTokenSpent", "RGO-TOKEN-3"), ("CorruptionChecked", "RGO-HAZ-2")]
    checked = ctx.facts[-1]
    assert (checked["roll"], checked["result"]) == (7, "passed")
    assert abilities_in(ctx.facts, "CorruptionChecked") == [(1, "RGO-TOKEN-3")]
    assert ctx.state.courage(aragorn) == 0


@pytest.mark.rule("RGO-TOKEN-4")
def test_courage_lifts_a_removal_roll_one_short(rgo) -> None:  # type: ignore[no-untyped-def]
    aragorn, lure = card(rgo, "Aragorn II"), card(rgo, "Lure of Nature")
    start = organizing(rgo, permanent_hazards=((lure, aragorn),),
                       courage_tokens=((aragorn, 1),))
    ctx = Context(rgo, Table(24, {}, start))  # seed 24 rolls 4; Lure of Nature needs 5
    rgo.decide(ctx, f"remove-corruption:{lure}:{aragorn}", {})
    rolled = next(f for f in ctx.facts if f.kind == "HazardRemovalRolled")
    assert (rolled["roll"], rolled["modifier"], rolled["needed"], rolled["removed"]) == (
        5, 1, 5, True)
    assert ctx.state.permanent_hazards == () and ctx.state.courage(aragorn) == 0


# -- Skill tokens gained ------------------------------------------------------------------------

@pytest.mark.rule("RGO-TOKEN-6", "RGO-TOKEN-9")
def test_training_places_a_skill_token_up_to_three(rgo) -> None:  # type: ignore[no-untyped-def]
    bree = card(rgo, "Bree")
    aragorn, gimli, faramir, legolas = ids(rgo, "Aragorn II", "Gimli", "Faramir", "Legolas")
    ctx = at_haven(rgo, site=bree, benefits=(("training", bree, 1, 1),),
                   skill_tokens=((legolas, 3),))
    offered = [a.id for a in rgo.actions(ctx.state) if a.id.startswith("train:")]
    # Legolas holds three already.
    assert offered == [f"train:{aragorn}", f"train:{gimli}", f"train:{faramir}"]
    rgo.decide(ctx, f"train:{aragorn}", {})
    assert (ctx.state.skill(aragorn), ctx.state.staying) == (1, True)
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, f"train:{legolas}", {})
    assert refused.value.clause == "RGO-SITE-BH-6"
    assert ctx.state.skill(legolas) == 3


@pytest.mark.rule("RGO-ABIL-8")
def test_beretar_against_an_attack_keyed_to_a_wilderness(rgo) -> None:  # type: ignore[no-untyped-def]
    start = state(rgo, characters=company(rgo, "Beretar"), keyed_to="region 2 (wilderness)")
    assert abilities_in(strike(rgo, start, "Beretar")) == [(1, "RGO-ABIL-8")]
    border = replace(start, keyed_to="region 1 (border-land)")
    assert abilities_in(strike(rgo, border, "Beretar")) == []


@pytest.mark.rule("RGO-ABIL-21")
def test_erkenbrand_holds_against_an_attack_at_a_site_in_rohan(rgo) -> None:  # type: ignore[no-untyped-def]
    edoras = state(rgo, site=card(rgo, "Edoras"), keyed_to="the site",
                   characters=company(rgo, "Erkenbrand"))
    assert body_of(rgo, edoras, "Erkenbrand", 1) == [(-2, "RGO-ABIL-21")]
    assert body_of(rgo, replace(edoras, site=card(rgo, "Bree")), "Erkenbrand", 1) == []


@pytest.mark.rule("RGO-CHAR-4", "RGO-ABIL-43")
def test_a_captain_given_a_strike_makes_the_men_of_his_home_brave(rgo) -> None:  # type: ignore[no-untyped-def]
    theoden, hama, balin = ids(rgo, "Théoden", "Háma", "Balin")
    three = tuple(c.with_state("tapped") if c.card_id in (hama, balin) else c
                  for c in company(rgo, "Théoden", "Háma", "Balin"))
    ctx = begin(rgo, moving(rgo, "Wolves", "Crebain", "Wargs", characters=three))
    assigns = [a.id for a in rgo.actions(ctx.state) if a.id.startswith("assign:")]
    assert assigns == [f"assign:{theoden}"]
    rgo.decide(ctx, f"assign:{theoden}", {})
    # Háma shares Edoras with Théoden; Balin does not.
    assert [a.id for a in rgo.actions(ctx.state) if a.id.startswith("assign:")] == [
        f"assign:{hama}"]


@pytest.mark.rule("RGO-ABIL-45")
def test_thrain_is_a_captain_for_every_dwarf(rgo) -> None:  # type: ignore[no-untyped-def]
    thrain = Character("X-45", "Thráin II", "Dwarf", ("warrior",), 6, 8, 7, 2)
    balin, gloin = company(rgo, "Balin", "Glóin")
    start = state(rgo, characters=(thrain, balin.with_state("tapped"), gloin))
    assert abilities.brave_now(start, start.characters[1], ("X-45",), rgo.catalog.get)
    assert not abilities.brave_now(start, start.characters[1], (gloin.card_id,),
                                   rgo.catalog.get)


# -- support and the Archer -------------------------------------------------------------------

@pytest.mark.rule("RGO-CHAR-2", "CoE-3.iv.4")
def test_an_archer_supports_with_two(rgo) -> None:  # type: ignore[no-untyped-def]
    balin, legolas, gloin, merry = ids(rgo, "Balin", "Legolas", "Glóin", "Merry")
    four = company(rgo, "Balin", "Legolas", "Glóin", "Merry")
    ctx = begin(rgo, moving(rgo, "Wargs", "Crebain", "Wolves", characters=four))
    rgo.decide(ctx, f"assign:{balin}", {})
    rgo.decide(ctx, f"assign:{merry}", {})  # Wargs's two strikes: none left to chance
    assert f"support:{legolas}:{balin}" in [a.id for a in rgo.actions(ctx.state)]
    rgo.decide(ctx, f"support:{legolas}:{balin}", {})
    rgo.decide(ctx, f"support:{gloin}:{balin}", {})
    assert [(f.kind, f.rule, f.data.get("bonus")) for f in ctx.facts[-4:]] == [
        ("CharacterStateChanged", "CoE-3.iv.4", None), ("StrikeSupported", "RGO-CHAR-2", 2),
        ("CharacterStateChanged", "CoE-3.iv.4", None), ("StrikeSupported", "CoE-3.iv.4", 1)]
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, f"support:{legolas}:{balin}", {})
    assert (refused.value.message, refused.value.clause) == (
        "Legolas is tapped: only an untapped character supports.", "CoE-3.iv.4")
    rgo.decide(ctx, "assign-rest", {})
    his = next(f for f in ctx.facts if f.kind == "StrikeResolved" and f["character"] == balin)
    sources = [(m["amount"], m["source"], m["clause"]) for m in his["check"]["modifiers"]
               if str(m["source"]).startswith(("member:", "ability:"))]
    assert sources == [(1, f"member:{legolas}", "CoE-3.iv.4"),
                       (1, f"member:{gloin}", "CoE-3.iv.4"),
                       (1, f"ability:{legolas}", "RGO-CHAR-2")]


# -- influence --------------------------------------------------------------------------------

def influence(rgo: RoadGoesEverOn, who: str, faction: str, site: str) -> list[tuple[Any, ...]]:
    from domain.rulesets.road_goes_ever_on.state import SITE, Quest

    where, card_id = card(rgo, site), card(rgo, faction)
    start = state(rgo, site=where, phase=SITE, explored=True, display=(Quest(card_id, (where,)),),
                  characters=company(rgo, who, "Balin"))
    ctx = Context(rgo, Table(1, {}, start))
    rgo.decide(ctx, f"take-quest:{card_id}:{card(rgo, who)}", {})
    return abilities_in(ctx.facts, "InfluenceAttempted")


@pytest.mark.rule("RGO-ABIL-40")
def test_robin_smallburrow_among_the_hobbits(rgo) -> None:  # type: ignore[no-untyped-def]
    assert influence(rgo, "Robin Smallburrow", "Hobbits", "Bag End") == [(1, "RGO-ABIL-40")]
    assert influence(rgo, "Merry", "Hobbits", "Bag End") == []


@pytest.mark.rule("RGO-ABIL-39")
def test_pippin_at_minas_tirith(rgo) -> None:  # type: ignore[no-untyped-def]
    assert influence(rgo, "Pippin", "Hobbits", "Minas Tirith") == [(1, "RGO-ABIL-39")]
    assert influence(rgo, "Pippin", "Hobbits", "Bag End") == []


@pytest.mark.rule("RGO-ABIL-36", "CoE-3.iv.3")
def test_legolas_stays_untapped_at_minus_two(rgo) -> None:  # type: ignore[no-untyped-def]
    legolas, balin = ids(rgo, "Legolas", "Balin")
    ctx = begin(rgo, moving(rgo, "Wolves", "Crebain", "Wargs",
                            characters=company(rgo, "Legolas", "Balin")))
    offered = [a.id for a in rgo.actions(ctx.state) if a.id.startswith("stand:")]
    assert offered == [f"stand:{legolas}", f"stand:{balin}"]
    rgo.decide(ctx, f"stand:{legolas}", {})
    assert (ctx.facts[-1].kind, ctx.facts[-1]["penalty"]) == ("StaysUntapped", -2)
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, f"stand:{legolas}", {})
    assert refused.value.clause == "CoE-3.iv.3"
    rgo.decide(ctx, f"assign:{legolas}", {})
    rgo.decide(ctx, "assign-rest", {})
    resolve_given(rgo, ctx)
    his = next(f for f in ctx.facts if f.kind == "StrikeResolved" and f["character"] == legolas)
    parts = [(m["amount"], m["clause"]) for m in his["check"]["modifiers"]
             if m["source"] in ("state:untapped", f"ability:{legolas}")]
    assert parts == [(-3, "CoE-3.iv.3"), (1, "RGO-ABIL-36")]
    # Legolas 5, -1 for the excess strike, -2 to stay untapped.
    assert his["prowess"] == 2


@pytest.mark.rule("RGO-ABIL-25")
def test_galadriel_at_lorien_sees_the_top_card_of_a_deck(rgo) -> None:  # type: ignore[no-untyped-def]
    galadriel = ids(rgo, "Galadriel")[0]
    lorien = card(rgo, "Lórien")
    ctx = at_haven(rgo, site=lorien, characters=company(rgo, "Galadriel", "Balin"))
    offered = [a.id for a in rgo.actions(ctx.state) if a.id.startswith("ability:")]
    assert offered == [f"ability:{galadriel}:{deck}" for deck in ("hazard", "player")]
    rgo.decide(ctx, f"ability:{galadriel}:hazard", {})
    seen = ctx.facts[-1]
    assert (seen.kind, seen.rule, seen["card"]) == ("TopCardSeen", "RGO-ABIL-25",
                                                     ctx.state.hazards[0])
    # The automatic player does not tap her only to look.
    fresh = at_haven(rgo, site=lorien, characters=company(rgo, "Galadriel", "Balin")).state
    assert not rgo.policy(fresh, rgo.actions(fresh))[0].startswith("ability:")
    elsewhere = at_haven(rgo, characters=company(rgo, "Galadriel", "Balin"))
    assert not any(a.id.startswith("ability:") for a in rgo.actions(elsewhere.state))


@pytest.mark.rule("RGO-ABIL-41")
def test_sam_takes_a_minor_item_back_from_the_discard_pile_once(rgo) -> None:  # type: ignore[no-untyped-def]
    sam, dagger, dodge = ids(rgo, "Sam Gamgee", "Dagger of Westernesse", "Dodge")
    ctx = at_haven(rgo, characters=company(rgo, "Sam Gamgee", "Balin"), discard=(dodge, dagger))
    offered = [a.id for a in rgo.actions(ctx.state) if a.id.startswith("ability:")]
    assert offered == [f"ability:{sam}:{dagger}"]  # Dodge is no item
    rgo.decide(ctx, f"ability:{sam}:{dagger}", {})
    assert ctx.state.hand[-1] == dagger and ctx.state.discard == (dodge,)
    # The dagger discarded again is not taken back a second time, even with Sam untapped.
    again = replace(ctx.state, discard=(dagger,), characters=company(rgo, "Sam Gamgee"))
    assert not any(a.id.startswith("ability:") for a in rgo.actions(again))


@pytest.mark.rule("RGO-ABIL-29", "RGO-ABIL-33")
def test_gildor_is_a_sage_at_a_haven_and_haldalam_a_ranger_beside_a_dunadan(rgo) -> None:  # type: ignore[no-untyped-def]
    from domain.rulesets.road_goes_ever_on.site_phase import SitePhase

    haldalam = ids(rgo, "Haldalam")[0]
    at_bree = state(rgo, site=card(rgo, "Bree"),
                    characters=company(rgo, "Gildor Inglorion", "Haldalam", "Aragorn II"))
    trio = at_bree.characters
    assert abilities.has_skill(at_bree, rgo.catalog.get, trio[0], "sage") is False
    assert abilities.has_skill(replace(at_bree, site=card(rgo, "Rivendell")), rgo.catalog.get,
                               trio[0], "sage")
    assert abilities.has_skill(at_bree, rgo.catalog.get, trio[1], "ranger")
    alone = replace(at_bree, characters=trio[:2])
    assert not abilities.has_skill(alone, rgo.catalog.get, trio[1], "ranger")
    # A site encounter a Ranger must tap for: Haldalam, beside Denethor, is one.
    gondor = replace(at_bree, characters=company(rgo, "Denethor II", "Haldalam"))
    ctx = Context(rgo, Table(1, {}, gondor))
    phase = SitePhase(rgo.machinery(gondor)[0])
    assert phase.tap_one_with(ctx, ["ranger"], "RGO-SITE-4", "a Ranger's tapping")
    assert ctx.facts[-1]["character"] == haldalam
    old = Context(rgo.at_version("2"), Table(1, {}, gondor))
    assert not phase.tap_one_with(old, ["ranger"], "RGO-SITE-4", "a Ranger's tapping")


@pytest.mark.rule("RGO-ABIL-7")
def test_beorn_roused_fights_harder_this_turn_then_goes_back_to_hand(rgo) -> None:  # type: ignore[no-untyped-def]
    beorn_card, dagger = ids(rgo, "Beorn", "Dagger of Westernesse")
    party = company(rgo, "Beorn", "Aragorn II")
    s = organizing(rgo, characters=party)
    offered = [a.id for a in rgo.actions(s) if a.id.startswith(f"ability:{beorn_card}")]
    assert offered == [f"ability:{beorn_card}:{beorn_card}"]
    ctx = Context(rgo, Table(1, {}, s))
    rgo.decide(ctx, offered[0], {})
    assert [(f.kind, f.rule) for f in ctx.facts] == [("AbilityUsed", "RGO-ABIL-7")]
    assert [a.id for a in rgo.actions(ctx.state) if a.id.startswith(f"ability:{beorn_card}")] \
        == []  # once a turn
    roused = ctx.state
    assert abilities_in(strike(rgo, roused, "Beorn")) == [(2, "RGO-ABIL-7")]
    body = abilities.body_modifiers(
        abilities.Fight(roused, ORCS, (), rgo.catalog.get), roused.characters[0])
    assert [(m.amount, m.clause) for m in body] == [(-2, "RGO-ABIL-7")]
    assert abilities_in(strike(rgo, s, "Beorn")) == []  # not roused
    armed = roused.characters[0].with_item(Item.from_card(rgo.catalog.get(dagger)))
    ending = replace(roused, phase=SITE, characters=(armed, roused.characters[1]))
    end = Context(rgo, Table(1, {}, ending))
    turn_of(rgo, ending).end_turn(end)
    back = next(f for f in end.facts if f.kind == "CharacterReturnedToHand")
    assert (back.rule, back["character"], back["items"]) == ("RGO-ABIL-7", beorn_card, [dagger])
    assert [c.card_id for c in end.state.characters] == [ids(rgo, "Aragorn II")[0]]
    assert beorn_card in end.state.hand and dagger in end.state.discard


@pytest.mark.rule("RGO-ABIL-10", "CoE-3.iv.2")
def test_boromir_takes_more_strikes_at_minus_one_each(rgo) -> None:  # type: ignore[no-untyped-def]
    """Up to version 240 he faced one strike for all he took, -1 for each beyond the first as
    an excess strike (from 241, test_road_goes_ever_on_boromir_strikes.py: a strike sequence
    for each)."""
    old = rgo.at_version(str(abilities.SEQUENCES_SINCE - 1))
    boromir, aragorn = ids(rgo, "Boromir II", "Aragorn II")
    s = state(rgo, characters=company(rgo, "Boromir II", "Aragorn II"))
    three = Attack("TW-76", "Orc-lieutenant", "Orcs", 3, 7)
    ctx = Context(old, Table(1, {}, s))
    assert resolve_attack(ctx, three, "RGO-HAZ-2", ask=True) is None
    old.decide(ctx, f"assign:{boromir}", {})
    offered = [a.id for a in old.actions(ctx.state) if a.id.startswith("assign:")]
    assert offered == [f"assign:{boromir}", f"assign:{aragorn}"]
    # The automatic player turns to Aragorn, not Boromir again (staying untapped first: at
    # 6 - 3 against 7 only a roll below 4 wounds him, defense_policy.py).
    assert old.policy(ctx.state, old.actions(ctx.state))[0] == f"stand:{aragorn}"
    old.decide(ctx, f"assign:{boromir}", {})
    old.decide(ctx, f"assign:{aragorn}", {})
    # Every strike given, the defender may still choose on them (chance_strikes.GIVEN_SINCE).
    old.decide(ctx, "assign-rest", {})
    resolved = {f["character"]: f for f in ctx.facts if f.kind == "StrikeResolved"}
    assert sorted(resolved) == sorted([boromir, aragorn])  # two strike sequences, not three
    plain = company(rgo, "Boromir II")[0].effective_prowess
    assert resolved[boromir]["prowess"] == plain - 1
    assert [(m["amount"], m["clause"]) for m in resolved[boromir]["check"]["modifiers"]
            if m["amount"] < 0] == [(-1, "CoE-3.iv.2")]
    alone = state(rgo, characters=company(rgo, "Aragorn II", "Legolas"))
    for ruleset in (rgo, old):  # no one else takes a second strike
        ctx = Context(ruleset, Table(1, {}, alone))
        resolve_attack(ctx, three, "RGO-HAZ-2", ask=True)
        ruleset.decide(ctx, f"assign:{aragorn}", {})
        assert f"assign:{aragorn}" not in [a.id for a in ruleset.actions(ctx.state)]


@pytest.mark.rule("RGO-ABIL-27")
def test_galva_untaps_as_many_as_the_site_path_is_short_of_four_regions(rgo) -> None:  # type: ignore[no-untyped-def]
    galva, aragorn, legolas, bree = ids(rgo, "Galva", "Aragorn II", "Legolas", "Bree")
    party = tuple(c if c.name == "Galva" else c.with_state("tapped")
                  for c in company(rgo, "Galva", "Aragorn II", "Legolas"))
    s = state(rgo, phase=LONG_EVENT, characters=party, destination=bree,
              path=("wilderness", "border-land", "wilderness"))
    # At the start of the long-event phase Aragorn, tapped, may untap himself too (from
    # version 195, test_road_goes_ever_on_untap_at_phase_start.py).
    assert [a.id for a in rgo.actions(s) if a.id.startswith("ability:")] == [
        f"ability:{galva}:{galva}", f"ability:{aragorn}:{aragorn}"]
    ctx = Context(rgo, Table(1, {}, s))
    rgo.decide(ctx, f"ability:{galva}:{galva}", {})
    assert [(f["character"], f["state"]) for f in ctx.facts
            if f.kind == "CharacterStateChanged"] == [(galva, "tapped"), (aragorn, "untapped")]
    assert ctx.state.character(legolas).state == "tapped"
    short = Context(rgo, Table(1, {}, replace(s, path=("wilderness",))))
    rgo.decide(short, f"ability:{galva}:{galva}", {})
    assert [c.state for c in short.state.characters] == ["tapped", "untapped", "untapped"]
    assert [a.id for a in rgo.actions(replace(s, destination=None, path=()))
            if a.id.startswith("ability:")] == [f"ability:{aragorn}:{aragorn}"]  # staying: no
    # site path, so not Galva's


@pytest.mark.rule("RGO-ABIL-46")
def test_thranduil_lets_the_wood_elves_cancel_an_attack_anywhere_in_mirkwood(rgo) -> None:  # type: ignore[no-untyped-def]
    wood_elves, sarn, wolves = ids(rgo, "Wood-elves", "Sarn Goriwing", "Wolves")
    attack = Attack(wolves, "Wolves", "Wolves", 3, 7, marshalling_points=1)
    # Sarn Goriwing is in Heart of Mirkwood; the Wood-elves' home is in the Woodland Realm.
    base = state(rgo, phase=SITE, site=sarn, keyed_to="the site",
                 awaited_strikes=AwaitedStrikes(attack.to_json(), "RGO-HAZ-2", wolves),
                 mp=(MPRecord(wood_elves, "Wood-elves", "faction", 3),))
    with_thranduil = replace(base, characters=company(rgo, "Thranduil", "Legolas"))
    assert [a.id for a in factions.cancel_actions(with_thranduil, rgo.catalog, rgo.played)] \
        == [f"faction:{wood_elves}"]
    assert factions.cancel_actions(base, rgo.catalog, rgo.played) == []
    assert factions.cancel_actions(with_thranduil, rgo.catalog, "10") == []  # as played


@pytest.mark.rule("RGO-ABIL-11", "RGO-FACTION-4")
def test_brand_lets_a_men_faction_of_northern_rhovanion_cancel_in_southern_rhovanion(
        rgo: RoadGoesEverOn, coe_cards_path: Path) -> None:
    full = load_catalog(coe_cards_path)
    # Brand and Buhr Widu (a site of Southern Rhovanion) are outside the starter catalog.
    ruleset = make_ruleset("road-goes-ever-on", rgo.catalog.with_cards(
        [full.find("Brand"), full.find("Buhr Widu")]))
    assert isinstance(ruleset, RoadGoesEverOn)
    men, wolves, buhr_widu = ids(ruleset, "Men of Northern Rhovanion", "Wolves", "Buhr Widu")
    attack = Attack(wolves, "Wolves", "Wolves", 3, 7, marshalling_points=1)
    base = state(ruleset, phase=SITE, site=buhr_widu, keyed_to="the site",
                 awaited_strikes=AwaitedStrikes(attack.to_json(), "RGO-HAZ-2", wolves),
                 mp=(MPRecord(men, "Men of Northern Rhovanion", "faction", 2),))
    with_brand = replace(base, characters=company(ruleset, "Brand", "Legolas"))
    assert [a.id for a in factions.cancel_actions(with_brand, ruleset.catalog,
                                                  ruleset.played)] == [f"faction:{men}"]
    assert factions.cancel_actions(base, ruleset.catalog, ruleset.played) == []
    assert factions.cancel_actions(with_brand, ruleset.catalog, "14") == []  # as played
    # Brand reaches only the Men: the Wood-elves stay at home.
    elves = ids(ruleset, "Wood-elves")[0]
    wood = replace(with_brand, mp=(MPRecord(elves, "Wood-elves", "faction", 3),))
    assert factions.cancel_actions(wood, ruleset.catalog, ruleset.played) == []


@pytest.mark.rule("RGO-QUEST-4", "RGO-ABIL-11")
def test_the_men_factions_of_northern_rhovanion_are_taken_from_version_15(
        rgo: RoadGoesEverOn) -> None:
    sites = [rgo.catalog.find(n) for n in ("Rivendell", "Lake-town")]
    men = rgo.catalog.find("Men of Northern Rhovanion")
    assert [s.name for s in quests.candidate_sites(men, sites, "15")] == ["Lake-town"]
    assert quests.candidate_sites(men, sites, "14") == []  # revealed with no site, as played
