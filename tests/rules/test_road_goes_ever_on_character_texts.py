"""The Road Goes Ever On, version 48: the characters' printed bonuses, read from the catalog's
character facts: direct influence against a faction in an influence attempt (CoE 2.V.3),
prowess against a strike of an attack by a race (CoE 3.iv.6), the Nazgûl's body halved in its
body check (CoE 3.iv.8). Constructed states played with the real ruleset; version 47 replays
as played, without them."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.engine import character_bonuses
from domain.engine.combat import Attack, StrikeModifiers
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import character_texts
from domain.rulesets.road_goes_ever_on.combat import resolve_strike
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, Quest, State
from tests.rules.rgo_support import card, company, ids, state

NOW = str(character_texts.SINCE_VERSION)
BEFORE = str(character_texts.SINCE_VERSION - 1)
ORCS = Attack("TW-76", "Orc-lieutenant", "Orcs", 1, 7)
DRAGON = Attack("TW-20", "Cave-drake", "Dragon", 2, 10)
#: A Nazgûl's attack weak enough that the strike is always defeated, so its body is checked.
WRAITH = Attack("TW-113", "Witch-king of Angmar", "Nazgûl", 1, 2, body=8)


def amounts(catalog: Catalog, who: str, faction: str) -> list[int]:
    return [m.amount for m in character_bonuses.influence_modifiers(
        catalog.find(who), catalog.find(faction))]


def own(facts: list[Fact], kind: str, card_id: str) -> list[tuple[Any, ...]]:
    """The modifiers a check of ``kind`` took from the card ``card_id`` against something
    (its printed value left out)."""
    check = next(f for f in facts if f.kind == kind)["check"]
    return [(m["amount"], m["why"], m["clause"]) for m in check["modifiers"]
            if m["source"] == f"card:{card_id}" and " against " in m["why"]]


def take_rangers(rgo: RoadGoesEverOn, who: str, version: str, seed: int = 1) -> list[Fact]:
    """``who`` and Legolas at Bree, the Rangers of the North's home site: ``who`` influences
    them."""
    played = rgo.at_version(version)
    bree, rangers = ids(rgo, "Bree", "Rangers of the North")
    start = state(rgo, site=bree, characters=company(rgo, who, "Legolas"),
                  display=(Quest(rangers, (bree,)),),
                  site_deck=ids(rgo, "Rivendell", "Bree", "Weathertop"))
    ctx = Context(played, Table(seed, {}, replace(start, phase=SITE, explored=True)))
    played.decide(ctx, f"take-quest:{rangers}:{card(rgo, who)}", {})
    return ctx.facts


def strike(rgo: RoadGoesEverOn, who: str, attack: Attack, version: str) -> list[Fact]:
    played = rgo.at_version(version)
    start: State = state(rgo, characters=company(rgo, who, "Legolas"))
    ctx = Context(played, Table(1, {}, start))
    resolve_strike(ctx, card(rgo, who), attack, StrikeModifiers())
    return ctx.facts


# -- direct influence against a faction -------------------------------------------------------

@pytest.mark.rule("RGO-QUEST-4")
def test_aragorn_influences_the_rangers_of_the_north_with_two_more(rgo) -> None:  # type: ignore[no-untyped-def]
    # TW-120, Aragorn II: +2 direct influence against the Rangers of the North.
    now, before = take_rangers(rgo, "Aragorn II", NOW), take_rangers(rgo, "Aragorn II", BEFORE)
    assert own(now, "InfluenceAttempted", "TW-120") == [
        (2, "Aragorn II's +2 direct influence against Rangers of the North", "CoE-2.V.3")]
    assert own(before, "InfluenceAttempted", "TW-120") == []
    total = [next(f["total"] for f in facts if f.kind == "InfluenceAttempted")
             for facts in (now, before)]
    assert total[0] == total[1] + 2


@pytest.mark.rule("RGO-QUEST-4")
def test_beregond_influences_every_faction_with_one_less(rgo) -> None:  # type: ignore[no-untyped-def]
    # TW-127, Beregond: -1 to influence checks against factions.
    now, before = take_rangers(rgo, "Beregond", NOW), take_rangers(rgo, "Beregond", BEFORE)
    assert own(now, "InfluenceAttempted", "TW-127") == [
        (-1, "Beregond's -1 direct influence against factions", "CoE-2.V.3")]
    total = [next(f["total"] for f in facts if f.kind == "InfluenceAttempted")
             for facts in (now, before)]
    assert total[0] == total[1] - 1


@pytest.mark.rule("CoE-2.V.3")
def test_a_bonus_against_a_faction_by_its_name_or_its_race(starter) -> None:  # type: ignore[no-untyped-def]
    # TW-183 Thorin II: the Blue Mountain Dwarves by name and as Dwarves; TW-160 Glóin the same
    # with +2 and +1; the Iron Hill Dwarves only as Dwarves.
    assert amounts(starter, "Thorin II", "Blue Mountain Dwarves") == [2, 2]
    assert amounts(starter, "Thorin II", "Iron Hill Dwarves") == [2]
    assert amounts(starter, "Glóin", "Iron Hill Dwarves") == [1]
    # TW-186 Vygavril names the Southrons in the singular.
    assert amounts(starter, "Vygavril", "Southrons") == [2]
    # TW-157 Ghân-buri-Ghân: Wose factions; TW-116 Adrazar: every faction.
    assert amounts(starter, "Ghân-buri-Ghân", "Woses of Old Pûkel-land") == [2]
    assert amounts(starter, "Adrazar", "Hillmen") == [1]
    # TW-138 Dáin II: Man factions, not Dúnadan ones.
    assert amounts(starter, "Dáin II", "Riders of Rohan") == [1]
    assert amounts(starter, "Dáin II", "Rangers of the North") == []


@pytest.mark.rule("CoE-2.V.3")
def test_no_bonus_against_a_faction_the_text_does_not_name(starter) -> None:  # type: ignore[no-untyped-def]
    # TW-118 Anborn's bonus is against the Men of Lebennin; TW-122 Arwen's against one
    # character (no faction); TW-161 Glorfindel II's against Elves, not Dwarves.
    assert amounts(starter, "Anborn", "Riders of Rohan") == []
    assert amounts(starter, "Arwen", "Rangers of the North") == []
    assert amounts(starter, "Glorfindel II", "Iron Hill Dwarves") == []
    assert amounts(starter, "Glorfindel II", "Wood-elves") == [1]


# -- prowess against an attacker's race -------------------------------------------------------

@pytest.mark.rule("CoE-3.iv.6")
def test_balin_fights_orcs_with_two_more_prowess(rgo) -> None:  # type: ignore[no-untyped-def]
    # TW-123, Balin: +2 prowess against Orcs.
    now, before = strike(rgo, "Balin", ORCS, NOW), strike(rgo, "Balin", ORCS, BEFORE)
    assert own(now, "StrikeResolved", "TW-123") == [
        (2, "Balin's +2 prowess against Orcs", "CoE-3.iv.6")]
    prowess = [next(f["prowess"] for f in facts if f.kind == "StrikeResolved")
               for facts in (now, before)]
    assert prowess == [prowess[1] + 2, prowess[1]]
    assert own(before, "StrikeResolved", "TW-123") == []


@pytest.mark.rule("CoE-3.iv.6")
def test_no_bonus_against_another_race(rgo) -> None:  # type: ignore[no-untyped-def]
    assert own(strike(rgo, "Balin", DRAGON, NOW), "StrikeResolved", "TW-123") == []


@pytest.mark.rule("CoE-3.iv.6", "CoE-3.I.1")
def test_eowyn_fights_a_nazgul_with_six_more_and_halves_its_body(rgo) -> None:  # type: ignore[no-untyped-def]
    # TW-147, Éowyn: +6 prowess against Nazgûl, whose body is halved (rounded up).
    now, before = strike(rgo, "Éowyn", WRAITH, NOW), strike(rgo, "Éowyn", WRAITH, BEFORE)
    assert own(now, "StrikeResolved", "TW-147") == [
        (6, "Éowyn's +6 prowess against Nazgûl", "CoE-3.iv.6")]
    assert [f["body"] for f in now if f.kind == "AttackBodyChecked"] == [4]
    assert [f["body"] for f in before if f.kind == "AttackBodyChecked"] == [8]
    assert own(before, "StrikeResolved", "TW-147") == []


@pytest.mark.rule("CoE-3.I.1")
def test_the_halved_body_rounds_up(starter) -> None:  # type: ignore[no-untyped-def]
    peath = starter.find("Peath")  # TW-176
    assert [character_bonuses.halved(b) for b in (7, 8, 9)] == [4, 4, 5]
    assert character_bonuses.halves_attacker_body(peath, "Nazgûl")
    assert character_bonuses.halves_attacker_body(peath, "Ringwraith")
    assert not character_bonuses.halves_attacker_body(peath, "Orcs")
    assert character_texts.attacker_body(BEFORE, peath, WRAITH) == WRAITH
    assert character_texts.attacker_body(NOW, peath, WRAITH).body == 4


# -- the coverage table -----------------------------------------------------------------------

@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_table_reads_the_character_facts(starter) -> None:  # type: ignore[no-untyped-def]
    rows = {row.card_id: row for row in coverage.coverage(starter)}
    eowyn, balin, alatar = rows["TW-147"], rows["TW-123"], rows["TW-117"]
    assert (eowyn.status, eowyn.missing) == (coverage.SCRIPTED, "")
    assert dict(eowyn.rulesets)["road-goes-ever-on"] == coverage.InRuleset(coverage.SCRIPTED)
    # The Hobbit scenarios play her bonus too (``hobbit.character_texts``).
    assert dict(eowyn.rulesets)["burglar"].status == coverage.SCRIPTED
    # Balin's bonus against Dwarf characters (as followers) never counts where a ruleset puts
    # him in play: his row reads scripted, naming why, ruleset by ruleset.
    assert balin.status == coverage.SCRIPTED and "followers" in balin.missing
    assert dict(balin.rulesets)["road-goes-ever-on"].status == coverage.SCRIPTED
    # Alatar holds no bonus; his joining an attacked company and the fewer hazard draws are
    # played here (alatar.py) and in the Guise (from its alatar.SINCE); Burglar plays the draws,
    # his joining never arising there (one company).
    assert dict(alatar.rulesets)["road-goes-ever-on"] == coverage.InRuleset(coverage.SCRIPTED)
    assert dict(alatar.rulesets)["necromancer"] == coverage.InRuleset(coverage.SCRIPTED)
    assert alatar.status == coverage.SCRIPTED
    assert alatar.missing.startswith("burglar: never arises here: joining an attacked company")


@pytest.mark.rule("RGO-FACTION-2")
def test_a_detained_aragorn_persuades_the_rangers_with_his_bonus(rgo) -> None:  # type: ignore[no-untyped-def]
    # TW-120, Aragorn II, detained by the Rangers of the North, tries to persuade them.
    def escape(version: str) -> list[Fact]:
        played = rgo.at_version(version)
        bree, rangers = ids(rgo, "Bree", "Rangers of the North")
        aragorn, legolas = ids(rgo, "Aragorn II", "Legolas")
        start = state(rgo, site=bree, characters=company(rgo, "Aragorn II", "Legolas"),
                      phase=ORGANIZATION, detained=((aragorn, rangers), (legolas, rangers)))
        ctx = Context(played, Table(2, {}, start))
        played.decide(ctx, f"escape:{rangers}:{aragorn}", {})
        return ctx.facts

    now, before = escape(NOW), escape(BEFORE)
    assert own(now, "InfluenceAttempted", "TW-120") == [
        (2, "Aragorn II's +2 direct influence against Rangers of the North", "CoE-2.V.3")]
    assert own(before, "InfluenceAttempted", "TW-120") == []
    total = [next(f["total"] for f in facts if f.kind == "InfluenceAttempted")
             for facts in (now, before)]
    assert total[0] == total[1] + 2


# -- one more card in hand --------------------------------------------------------------------

@pytest.mark.rule("RGO-GEN-2")
def test_elrond_at_rivendell_and_pallando_anywhere_keep_one_more_card(rgo) -> None:  # type: ignore[no-untyped-def]
    # TW-145 Elrond at Rivendell, TW-175 Pallando anywhere: one more card each.
    hand = str(character_texts.HAND_SINCE_VERSION)
    rivendell, bree = ids(rgo, "Rivendell", "Bree")

    def size(version: str, site: str, *names: str) -> int:
        played = rgo.at_version(version)
        start = state(rgo, site=site, characters=company(rgo, *names))
        turn = played.machinery(start)[0]
        return int(turn.hand_size(Context(played, Table(1, {}, start))))

    assert size(hand, rivendell, "Elrond", "Legolas") == 6
    assert size(hand, bree, "Elrond", "Legolas") == 5  # away from Rivendell
    assert size(hand, bree, "Pallando", "Legolas") == 6
    assert size(hand, rivendell, "Elrond", "Pallando") == 7
    assert size(str(character_texts.HAND_SINCE_VERSION - 1), rivendell, "Elrond", "Pallando") == 5
