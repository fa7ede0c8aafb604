"""The Road Goes Ever On, versions 6 and 9: Agents in the Hazard deck, where they are keyed, the
Agent encounter table by skill, the player's attack on an Agent and its magic, and what
becomes of an Agent not killed (RGO-AGENT-*, RGO-AGTAB-*). Agents are outside the starter
catalog: the Council of Elrond database's are added, and Agents made for a test (``RB-``
ids) set a number out of the dice's reach so that each outcome is exact."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from domain.cards import Card, load_catalog
from domain.engine.characters import Item
from domain.errors import IllegalAction, InvalidSetup
from domain.ruleset import Context, Fact, Table, make_ruleset
from domain.rulesets.road_goes_ever_on import agents, decks, item_copies, wizards_ring
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.site_phase import SitePhase
from domain.rulesets.road_goes_ever_on.state import SITE, MPRecord, Quest, State
from domain.rulesets.road_goes_ever_on.tables import TableError
from tests.rules.rgo_support import begin, company, ids, state, turn_of
from tests.rules.rgo_support import refused as refusal


def agent(id_: str, name: str, skills: tuple[str, ...], *, prowess: int = 0, body: int = 9,
          mind: int = 3, influence: int = 0) -> Card:
    return Card(id=id_, set="RB", name=name, card_type="Hazard", alignment="Neutral",
                race="Hazard Agent", skills=skills, home_sites=("Bree",), prowess=prowess,
                body=body, mind=mind, direct_influence=influence, marshalling_points=2,
                mp_type="kill", agent=True)


MADE = (agent("RB-1", "Cutpurse", ("scout",), prowess=30),
        agent("RB-2", "Misleader", ("ranger",), mind=30),
        agent("RB-3", "Spy", ("sage",), mind=30),
        agent("RB-4", "Turncoat", ("diplomat",), influence=30),
        agent("RB-5", "Weakling", ("sage",), body=1, mind=0),
        agent("RB-6", "Hedge-wizard", ("sage",), mind=30, body=1))


@pytest.fixture(scope="module")
def rgo(starter, coe_cards_path: Path) -> RoadGoesEverOn:  # type: ignore[no-untyped-def]
    full = load_catalog(coe_cards_path)
    real = [full.find(n) for n in ("Leamon", "Bill Ferny", "Anarin", "Taladhan")]
    ruleset = make_ruleset("road-goes-ever-on", starter.with_cards([*real, *MADE]))
    assert isinstance(ruleset, RoadGoesEverOn)
    return ruleset


def at_bree(rgo: RoadGoesEverOn, **fields: Any) -> State:
    """Aragorn (mind 9, a Ranger) and Legolas (mind 6) at Bree in the site phase of turn 2."""
    return replace(state(rgo, site=ids(rgo, "Bree")[0], phase=SITE, turn=2), **fields)


def meet(rgo: RoadGoesEverOn, start: State, name: str, seed: int = 1) -> Context[State]:
    ctx = Context(rgo, Table(seed, {}, start))
    agents.meet(ctx, rgo.catalog.find(name), start.site, agents.ENCOUNTER)
    return ctx


def kinds(facts: list[Fact]) -> list[tuple[str, str | None]]:
    return [(f.kind, f.rule) for f in facts if f.kind not in ("DiceRolled", "RandomPicked")]


def one(facts: list[Fact], kind: str) -> Fact:
    return next(f for f in facts if f.kind == kind)


def magic_table(*kinds_: str) -> dict[str, Any]:
    """The shipped Agent table, with the Hedge-wizard using ``kinds_`` of magic."""
    shipped = Path(agents.__file__).parents[3] / "seeds" / "tables" / "road-goes-ever-on"
    document: dict[str, Any] = json.loads((shipped / "agent.json").read_text("utf-8"))
    document["agents"] = [{"name": "Hedge-wizard", "magic": list(kinds_)}]
    return document


# -- the Hazard deck and keying ---------------------------------------------------------------

@pytest.mark.rule("RGO-AGENT-1", "RGO-INTRO-3")
def test_agents_go_in_the_hazard_deck_and_characters_do_not(rgo) -> None:  # type: ignore[no-untyped-def]
    leamon, taladhan, aragorn = (rgo.catalog.find(n) for n in ("Leamon", "Taladhan",
                                                                "Aragorn II"))
    problems = decks.check_hazard([leamon, taladhan, aragorn], dragon_table=True)
    assert [(p.rule, p.message) for p in problems if "not a hazard" in p.message] == [
        ("RGO-AGENT-1", f"Aragorn II ({aragorn.id}) is not a hazard or an Agent")]


@pytest.mark.rule("RGO-AGENT-2", "RGO-AGENT-3")
def test_an_agent_is_keyed_to_a_border_hold_its_home_or_for_anarin_a_haven(rgo) -> None:  # type: ignore[no-untyped-def]
    find = rgo.catalog.find
    table = agents.agent_table()
    bree, rivendell, moria = find("Bree"), find("Rivendell"), find("Moria")
    assert agents.keying(find("Leamon"), bree, table) == "RGO-AGENT-2"  # a Border-hold
    assert agents.keying(find("Anarin"), moria, table) == "RGO-AGENT-2"  # its home site
    assert agents.keying(find("Leamon"), rivendell, table) is None
    assert agents.keying(find("Anarin"), rivendell, table) == "RGO-AGENT-3"
    assert agents.keying(find("Leamon"), moria, table) is None


@pytest.mark.rule("RGO-AGENT-4", "RGO-AGTAB-1", "RGO-AGENT-2")
def test_a_warrior_from_the_hazard_pile_strikes_the_character_of_highest_mind(rgo) -> None:  # type: ignore[no-untyped-def]
    leamon, bree, aragorn = ids(rgo, "Leamon", "Bree", "Aragorn II")
    start = state(rgo, destination=bree, path=("wilderness",), hazards=(leamon,))
    ctx = begin(rgo, start)
    keyed = one(ctx.facts, "HazardKeyed")
    assert (keyed.rule, keyed["card"]) == ("RGO-AGENT-2", leamon)
    met = one(ctx.facts, "AgentEncountered")
    assert (met.rule, met["skill"], met["effect"]) == ("RGO-AGENT-4", "warrior", "attack")
    struck = one(ctx.facts, "StrikeAssigned")
    assert (struck.rule, struck["character"]) == ("RGO-AGTAB-1", aragorn)
    assert one(ctx.facts, "StrikeResolved")["strike_prowess"] == 5  # Leamon's prowess
    assert "AgentAttackOffered" not in [f.kind for f in ctx.facts]  # it attacked


@pytest.mark.rule("RGO-AGENT-2")
def test_an_agent_that_cannot_be_keyed_is_discarded(rgo) -> None:  # type: ignore[no-untyped-def]
    leamon, lorien = ids(rgo, "Leamon", "Lórien")
    ctx = begin(rgo, state(rgo, destination=lorien, path=("wilderness",), hazards=(leamon,)))
    gone = one(ctx.facts, "HazardDiscarded")
    assert (gone.rule, gone["card"]) == ("RGO-AGENT-2", leamon)
    assert "AgentEncountered" not in [f.kind for f in ctx.facts]


@pytest.mark.rule("RGO-AGENT-5")
def test_an_agent_with_several_skills_uses_one_picked_at_random(rgo) -> None:  # type: ignore[no-untyped-def]
    ctx = meet(rgo, at_bree(rgo), "Bill Ferny")
    picked = one(ctx.facts, "RandomPicked")
    skill = one(ctx.facts, "AgentEncountered")["skill"]
    assert picked.rule == "RGO-AGENT-5"
    assert skill in ("warrior", "scout")
    assert (picked["chosen"], picked["among"]) == (skill, 2)


# -- the table by skill -----------------------------------------------------------------------

@pytest.mark.rule("RGO-AGTAB-2", "RGO-AGENT-6")
def test_a_scout_takes_the_item_of_most_marshalling_points(rgo) -> None:  # type: ignore[no-untyped-def]
    dagger, cloak = (Item.from_card(rgo.catalog.find(n)) for n in ("Dagger of Westernesse",
                                                                   "Glamdring"))
    aragorn, legolas = company(rgo, "Aragorn II", "Legolas")
    start = at_bree(rgo, characters=(aragorn.with_item(dagger), legolas.with_item(cloak)))
    ctx = meet(rgo, start, "Cutpurse")
    rolled = one(ctx.facts, "MindRolled")
    dice = [f["total"] for f in ctx.facts if f.kind == "DiceRolled"]
    assert (rolled.rule, rolled["on"], rolled["character"]) == ("RGO-AGTAB-2", "prowess",
                                                               legolas.card_id)
    assert (rolled["agent_total"], rolled["total"]) == (30 + dice[0], 6 + dice[1])
    stolen = one(ctx.facts, "ItemStolen")
    assert stolen["card"] == cloak.card_id
    assert ctx.state.character(legolas.card_id).items == ()  # type: ignore[union-attr]
    assert cloak.card_id not in ctx.state.discard  # it is under the Agent


@pytest.mark.rule("RGO-AGTAB-2", "TDH-SPEC-2")
def test_a_scout_seeking_one_of_two_copies_takes_the_copy_picked(rgo) -> None:  # type: ignore[no-untyped-def]
    # Aragorn bears Glamdring declared a lost treasure at The Lonely Mountain and a plain copy:
    # from item_copies.NAMED_SINCE the tie is picked among the copies, the copy picked taken
    # and named (lost_treasure); before, among the card twice, his first copy taken.
    plain = Item.from_card(rgo.catalog.find("Glamdring"))
    lair = ids(rgo, "The Lonely Mountain")[0]
    marked = replace(plain, lost_treasure=lair)
    aragorn, legolas = company(rgo, "Aragorn II", "Legolas")
    start = at_bree(rgo, characters=(replace(aragorn, items=(plain, marked)), legolas))
    for seed, chosen, kept in ((1, plain, marked), (4, marked, plain)):
        ctx = meet(rgo, start, "Cutpurse", seed=seed)
        picked = next(f for f in ctx.facts if f.kind == "RandomPicked")
        assert (picked["among"], picked["chosen"]) == (2, chosen.copy_ref)
        assert one(ctx.facts, "ItemStolen")["lost_treasure"] == chosen.lost_treasure
        assert ctx.state.character(aragorn.card_id).items == (kept,)  # type: ignore[union-attr]
    old = meet(rgo.at_version(str(item_copies.NAMED_SINCE - 1)), start, "Cutpurse", seed=4)
    assert next(f for f in old.facts if f.kind == "RandomPicked")["value"] == 1
    assert "lost_treasure" not in one(old.facts, "ItemStolen").data
    assert old.state.character(aragorn.card_id).items == (marked,)  # type: ignore[union-attr]


@pytest.mark.rule("RGO-AGTAB-2")
def test_a_scout_never_takes_the_wizards_ring(rgo) -> None:  # type: ignore[no-untyped-def]
    # The Wizard's Ring (2 marshalling points) is never stolen from wizards_ring's
    # KEPT_SINCE_VERSION: the Scout seeks Legolas's dagger (0); the version before, the ring.
    ring, dagger = (Item.from_card(rgo.catalog.find(n)) for n in ("Wizard's Ring",
                                                                  "Dagger of Westernesse"))
    aragorn, legolas = company(rgo, "Aragorn II", "Legolas")
    start = at_bree(rgo, characters=(aragorn.with_item(ring), legolas.with_item(dagger)))
    for version, sought in ((wizards_ring.KEPT_SINCE_VERSION, dagger.card_id),
                            (wizards_ring.KEPT_SINCE_VERSION - 1, ring.card_id)):
        ctx = meet(rgo.at_version(str(version)), start, "Cutpurse")
        assert one(ctx.facts, "ItemStolen")["card"] == sought
    # The ring alone: the Scout is foiled, naming why.
    alone = at_bree(rgo, characters=(aragorn.with_item(ring), legolas))
    ctx = meet(rgo, alone, "Cutpurse")
    assert one(ctx.facts, "AgentFoiled")["reason"] == (
        "the company bears no item that may be stolen")


@pytest.mark.rule("RGO-AGTAB-3")
def test_a_ranger_closes_the_site_though_a_ranger_taps_for_two(rgo) -> None:  # type: ignore[no-untyped-def]
    ctx = meet(rgo, at_bree(rgo), "Misleader")
    aragorn = ids(rgo, "Aragorn II")[0]
    assert ctx.state.character(aragorn).state == "tapped"  # type: ignore[union-attr]
    assert one(ctx.facts, "MindRolled")["bonus"] == 2
    assert one(ctx.facts, "SiteClosed").rule == "RGO-AGTAB-3"
    assert ctx.state.site_closed


@pytest.mark.rule("RGO-AGTAB-4")
def test_a_sage_makes_the_hand_lose_the_margin_in_cards(rgo) -> None:  # type: ignore[no-untyped-def]
    hand = ids(rgo, "Dodge", "Block", "Concealment")
    ctx = meet(rgo, at_bree(rgo, hand=hand), "Spy")
    lost = [f["cards"][0] for f in ctx.facts if f.kind == "CardsDiscarded"]
    assert sorted(lost) == sorted(hand)  # a margin of at least 11: every card
    assert ctx.state.hand == ()
    weak = meet(rgo, at_bree(rgo, hand=hand), "Weakling")
    assert one(weak.facts, "AgentFoiled").rule == "RGO-AGTAB-4"
    assert weak.state.hand == hand


@pytest.mark.rule("RGO-AGTAB-5")
def test_a_diplomat_sways_a_faction_or_else_the_character_of_lowest_mind(rgo) -> None:  # type: ignore[no-untyped-def]
    legolas, beornings = ids(rgo, "Legolas", "Beornings")
    ctx = meet(rgo, at_bree(rgo), "Turncoat")
    swayed = one(ctx.facts, "AgentInfluenced")
    assert (swayed.rule, swayed["target"], swayed["swayed"]) == ("RGO-AGTAB-5", legolas, True)
    assert one(ctx.facts, "CharacterEliminated")["character"] == legolas
    with_faction = at_bree(rgo, mp=(MPRecord(beornings, "Beornings", "faction", 2),))
    ctx = meet(rgo, with_faction, "Turncoat")
    assert one(ctx.facts, "AgentInfluenced")["target"] == beornings
    assert one(ctx.facts, "MarshallingPointsLost")["cards"] == [beornings]
    assert ctx.state.mp == () and len(ctx.state.characters) == 2


@pytest.mark.rule("RGO-AGTAB-5", "CoE-3.I.2")
def test_a_swayed_characters_items_go_to_the_discard_pile_each_a_fact(rgo) -> None:  # type: ignore[no-untyped-def]
    aragorn, legolas = company(rgo, "Aragorn II", "Legolas")
    dagger = rgo.catalog.find("Dagger of Westernesse")
    armed = legolas.with_item(Item.from_card(dagger))
    ctx = meet(rgo, at_bree(rgo, characters=(aragorn, armed)), "Turncoat")
    fates = [(f.kind, f.rule) for f in ctx.facts
             if f.kind in ("ItemLeftPlay", "CharacterEliminated")]
    assert fates == [("ItemLeftPlay", "RGO-AGTAB-5"), ("CharacterEliminated", "RGO-AGTAB-5")]
    assert one(ctx.facts, "ItemLeftPlay")["item"] == dagger.id
    # His items first, then (elimination.PILES_SINCE) his own card: swayed, he is discarded.
    assert ctx.state.discard == (dagger.id, legolas.card_id)
    # Version 11 let the items leave unrecorded inside the character's fact.
    old = Context(rgo.at_version("11"), Table(1, {}, at_bree(rgo, characters=(aragorn, armed))))
    agents.meet(old, rgo.catalog.find("Turncoat"), old.state.site, agents.ENCOUNTER)
    assert "ItemLeftPlay" not in [f.kind for f in old.facts]
    assert old.state.discard == ()


@pytest.mark.rule("RGO-AGTAB-5", "RGO-AGENT-6")
def test_an_agents_opposed_roll_records_each_sides_check(rgo) -> None:  # type: ignore[no-untyped-def]
    from domain.engine.checks import recompute

    ctx = meet(rgo, at_bree(rgo), "Turncoat")
    swayed = one(ctx.facts, "AgentInfluenced")
    theirs, ours = swayed["check"]
    assert (theirs["total"], ours["total"]) == (swayed["agent_total"], swayed["total"])
    assert (theirs["target"], ours["target"]) == (swayed["total"], swayed["agent_total"])
    assert (theirs["passed"], ours["passed"]) == (True, False)  # the Agent's total is higher
    assert recompute(theirs) == recompute(ours) == []
    # Version 16 recorded the totals alone.
    old = Context(rgo.at_version("16"), Table(1, {}, at_bree(rgo)))
    agents.meet(old, rgo.catalog.find("Turncoat"), old.state.site, agents.ENCOUNTER)
    assert "check" not in one(old.facts, "AgentInfluenced").data


# -- the player's attack ----------------------------------------------------------------------

@pytest.mark.rule("RGO-AGENT-8", "RGO-AGENT-9")
def test_after_an_encounter_the_player_may_attack_the_agent_and_kill_it(rgo) -> None:  # type: ignore[no-untyped-def]
    weakling, aragorn, legolas = ids(rgo, "Weakling", "Aragorn II", "Legolas")
    ctx = meet(rgo, at_bree(rgo), "Weakling")
    assert one(ctx.facts, "AgentAttackOffered").rule == "RGO-AGENT-8"
    assert [a.id for a in rgo.actions(ctx.state)] == [
        f"attack-agent:{aragorn}", f"attack-agent:{legolas}", "leave-agent"]
    rgo.decide(ctx, f"attack-agent:{aragorn}", {})
    assert one(ctx.facts, "AgentKilled").rule == "RGO-AGENT-9"
    gained = one(ctx.facts, "MarshallingPointsGained")
    assert (gained.rule, gained["card"], gained["kind"], gained["points"]) == (
        "RGO-AGENT-9", weakling, "kill", 2)
    assert ctx.state.awaited_agent is None and ctx.state.agents == ()


@pytest.mark.rule("RGO-AGENT-8")
def test_a_tapped_character_may_not_attack_and_nothing_is_written(rgo) -> None:  # type: ignore[no-untyped-def]
    aragorn = ids(rgo, "Aragorn II")[0]
    ctx = meet(rgo, at_bree(rgo), "Weakling")
    tapped = replace(ctx.state, characters=tuple(c.with_state("tapped") if c.card_id == aragorn
                                                 else c for c in ctx.state.characters))
    fresh = Context(rgo, Table(1, {}, tapped))
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(fresh, f"attack-agent:{aragorn}", {})
    assert refused.value.clause == "RGO-AGENT-8"
    assert fresh.facts == []


@pytest.mark.rule("RGO-AGENT-8")
def test_one_outside_the_company_may_not_attack_and_is_named(rgo) -> None:  # type: ignore[no-untyped-def]
    met = meet(rgo, at_bree(rgo), "Weakling").state
    assert refusal(rgo, met, f"attack-agent:{ids(rgo, 'Frodo')[0]}", "RGO-AGENT-8") == (
        "Frodo is not in the company. [RGO-AGENT-8]")


@pytest.mark.rule("RGO-AGTAB-6")
def test_shadow_magic_cancels_the_combat_and_the_agent_goes_back_into_the_hazard_deck(rgo) -> None:  # type: ignore[no-untyped-def]
    wizard, aragorn, wolves = ids(rgo, "Hedge-wizard", "Aragorn II", "Wolves")
    start = at_bree(rgo, options={"tables": {"agent": magic_table("shadow-magic")}},
                    hazards=(wolves, wolves))
    ctx = meet(rgo, start, "Hedge-wizard")
    rgo.decide(ctx, f"attack-agent:{aragorn}", {})
    magic = one(ctx.facts, "AgentMagic")
    assert (magic.rule, magic["works"]) == ("RGO-AGTAB-6", True)
    vanished = one(ctx.facts, "AgentVanished")
    assert ctx.state.hazards[vanished["position"]] == wizard and len(ctx.state.hazards) == 3
    assert "StrikeResolved" not in [f.kind for f in ctx.facts] and ctx.state.agents == ()


@pytest.mark.rule("RGO-AGTAB-7")
def test_sorcery_strikes_a_random_character_before_the_combat(rgo) -> None:  # type: ignore[no-untyped-def]
    aragorn = ids(rgo, "Aragorn II")[0]
    start = at_bree(rgo, options={"tables": {"agent": magic_table("sorcery")}})
    ctx = meet(rgo, start, "Hedge-wizard")
    rgo.decide(ctx, f"attack-agent:{aragorn}", {})
    sorcery = [f for f in ctx.facts if f.kind == "StrikeAssigned"]
    assert [f.rule for f in sorcery] == ["RGO-AGTAB-7"]
    # The Hedge-wizard's body of 1 fails its check against the first strike it loses.
    assert [f.kind for f in ctx.facts if f.kind in ("StrikeResolved", "AgentKilled")] == [
        "StrikeResolved", "AgentKilled"]


@pytest.mark.rule("RGO-AGTAB-8")
def test_spirit_magic_bars_a_character_of_lower_mind(rgo) -> None:  # type: ignore[no-untyped-def]
    aragorn, wizard = ids(rgo, "Aragorn II", "Hedge-wizard")
    start = at_bree(rgo, options={"tables": {"agent": magic_table("spirit-magic")}})
    ctx = meet(rgo, start, "Hedge-wizard")
    rgo.decide(ctx, f"attack-agent:{aragorn}", {})
    assert one(ctx.facts, "AgentAttackBarred").rule == "RGO-AGTAB-8"
    assert "StrikeResolved" not in [f.kind for f in ctx.facts]
    assert [a[0] for a in ctx.state.agents] == [wizard]


# -- what becomes of an Agent not killed -----------------------------------------------------

@pytest.mark.rule("RGO-AGENT-10")
def test_an_agent_left_at_the_site_meets_the_company_again_next_turn(rgo) -> None:  # type: ignore[no-untyped-def]
    spy = ids(rgo, "Spy")[0]
    ctx = meet(rgo, at_bree(rgo), "Spy")
    rgo.decide(ctx, "leave-agent", {})
    stays = one(ctx.facts, "AgentStays")
    assert (stays.rule, stays["agent"]) == ("RGO-AGENT-10", spy)
    assert [a.id for a in rgo.actions(ctx.state) if a.id.startswith("face")] == []
    next_turn = replace(ctx.state, turn=3)
    assert [a.id for a in rgo.actions(next_turn)] == [f"face-agent:{spy}"]
    again = Context(rgo, Table(2, {}, next_turn))
    rgo.decide(again, f"face-agent:{spy}", {})
    assert one(again.facts, "AgentEncountered").rule == "RGO-AGENT-10"


@pytest.mark.rule("RGO-AGENT-11", "RGO-AGENT-12")
def test_an_agent_left_behind_waits_at_a_quest_site_of_its_home_or_is_discarded(rgo) -> None:  # type: ignore[no-untyped-def]
    spy, bree, rivendell, quest = ids(rgo, "Spy", "Bree", "Rivendell", "Glamdring")
    left = at_bree(rgo, agents=((spy, bree, "site", 2),))
    ctx = Context(rgo, Table(1, {}, replace(left, display=(Quest(quest, (rivendell,)),))))
    agents.left_behind(ctx)
    gone = one(ctx.facts, "AgentDiscarded")
    assert gone.rule == "RGO-AGENT-12"
    assert ctx.state.agents == () and ctx.state.hazard_discard == (spy,)
    # A quest found at Bree (the Agent's home) keeps it on the Quest Display.
    ctx = Context(rgo, Table(1, {}, replace(left, display=(Quest(quest, (bree,)),))))
    agents.left_behind(ctx)
    assert one(ctx.facts, "AgentOnDisplay").rule == "RGO-AGENT-11"
    assert ctx.state.agents == ((spy, bree, "display", 2),)
    assert [a.id for a in rgo.actions(ctx.state)] == [f"face-agent:{spy}"]


# -- the table as data, and older games --------------------------------------------------------

@pytest.mark.rule("RGO-AGENT-4")
def test_a_players_agent_table_is_checked_and_errors_name_the_row_and_field(rgo) -> None:  # type: ignore[no-untyped-def]
    document = magic_table()
    document["skills"][1]["effect"] = "pickpocket"
    with pytest.raises(TableError) as bad:
        agents.agent_table({"agent": document})
    assert str(bad.value).startswith("tables/agent.json (player's file): 'skills' row 2: "
                                      "unknown effect 'pickpocket'")
    with pytest.raises(InvalidSetup):
        rgo.prepare({"tables": {"agent": document}})


@pytest.mark.rule("RGO-AGENT-1")
def test_a_game_of_version_5_plays_an_agent_as_a_hazard_event(rgo) -> None:  # type: ignore[no-untyped-def]
    leamon, bree = ids(rgo, "Leamon", "Bree")
    start = state(rgo, destination=bree, path=("wilderness",), hazards=(leamon,))
    old = rgo.at_version("5")
    ctx = Context(old, Table(1, {}, start))
    old.machinery(start)[0].movement_hazard(ctx)
    assert "AgentEncountered" not in [f.kind for f in ctx.facts]
    assert one(ctx.facts, "HazardEventPlayed")["card"] == leamon


@pytest.mark.rule("RGO-AGTAB-5")
def test_a_diplomat_picks_one_faction_at_random_among_several(rgo) -> None:  # type: ignore[no-untyped-def]
    beornings, dunlendings = ids(rgo, "Beornings", "Dunlendings")
    pile = (MPRecord(beornings, "Beornings", "faction", 2),
            MPRecord(dunlendings, "Dunlendings", "faction", 2))
    ctx = meet(rgo, at_bree(rgo, mp=pile), "Turncoat")
    picked = one(ctx.facts, "RandomPicked")
    target = one(ctx.facts, "AgentInfluenced")["target"]
    assert (picked.rule, picked["among"], picked["chosen"]) == ("RGO-AGTAB-5", 2, target)
    assert [r.card for r in ctx.state.mp] == [c for c in (beornings, dunlendings)
                                              if c != target]


@pytest.mark.rule("RGO-SITE-BH-5", "RGO-AGENT-8")
def test_an_attacked_encounter_meets_an_agent_at_its_home_and_goes_on_after(rgo) -> None:  # type: ignore[no-untyped-def]
    spy, leamon, bree = ids(rgo, "Spy", "Leamon", "Bree")
    start = at_bree(rgo, hazards=(leamon, spy))
    phase = SitePhase(turn_of(rgo, start))
    ctx = Context(rgo, Table(1, {}, start))
    phase.attacked(ctx, rgo.catalog.get(bree), "RGO-SITE-BH-5")
    # Leamon's homes are elsewhere: he is no attacker here; the Spy is at home in Bree.
    assert one(ctx.facts, "HazardDiscarded")["card"] == leamon
    phase.resume(ctx)
    assert one(ctx.facts, "AgentEncountered")["agent"] == spy
    assert ctx.state.awaited_agent == (spy, bree, agents.EXPLORE)
    rgo.decide(ctx, "leave-agent", {})
    assert [f.kind for f in ctx.facts][-3:] == ["AgentLeft", "AgentStays", "SiteExplored"]


@pytest.mark.rule("RGO-SITE-BH-5")
def test_a_game_of_version_8_discards_an_agent_from_an_attacked_encounter(rgo) -> None:  # type: ignore[no-untyped-def]
    spy, bree = ids(rgo, "Spy", "Bree")
    start = at_bree(rgo, hazards=(spy,))
    old = rgo.at_version("8")
    ctx = Context(old, Table(1, {}, start))
    SitePhase(turn_of(old, start)).attacked(ctx, rgo.catalog.get(bree), "RGO-SITE-BH-5")
    assert one(ctx.facts, "HazardDiscarded")["card"] == spy
    assert ctx.state.site_attacks == ()
