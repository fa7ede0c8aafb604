"""The Road Goes Ever On: home sites, Under-deeps, Ports and the rules of individual sites
(section 4 and Appendix 2), played from constructed states."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.cards import Card
from domain.engine.characters import Character
from domain.errors import IllegalAction
from domain.ruleset import Context, make_ruleset
from domain.rulesets.road_goes_ever_on.choices import PERMANENT_SEARCH_SINCE
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import LONG_EVENT, ORGANIZATION, SITE, State
from tests.rules.rgo_support import at_version, company, ids, kinds, run, state, turn_of


def action_ids(rgo, s: State) -> list[str]:  # type: ignore[no-untyped-def]
    return [a.id for a in rgo.actions(s)]


# -- home sites -------------------------------------------------------------------------------

@pytest.mark.rule("RGO-HOME-1")
def test_a_character_heals_at_his_home_site(rgo) -> None:  # type: ignore[no-untyped-def]
    aragorn, legolas = company(rgo, "Aragorn II", "Legolas")
    start = state(rgo, site=ids(rgo, "Bree")[0],
                  characters=(aragorn.with_state("wounded"), legolas.with_state("wounded")))
    facts, after = run(rgo, start, turn_of(rgo, start).start_turn)
    assert kinds(facts, "CharacterStateChanged") == [("CharacterStateChanged", "RGO-HOME-1")]
    assert [c.state for c in after.characters] == ["tapped", "wounded"]


@pytest.mark.rule("RGO-HOME-2")
def test_at_home_a_character_taps_to_roll_twice_and_choose(rgo) -> None:  # type: ignore[no-untyped-def]
    bree = ids(rgo, "Bree")[0]
    aragorn = ids(rgo, "Aragorn II")[0]
    start = state(rgo, site=bree, phase=SITE)
    assert f"explore-at-home:{aragorn}" in action_ids(rgo, start)
    facts, offered = run(rgo, start, rgo.decide, f"explore-at-home:{aragorn}", {}, seed=3)
    rolls = next(f for f in facts if f.kind == "EncounterRollsOffered")
    assert len(rolls["rolls"]) == 2 and offered.character(aragorn).state == "tapped"  # type: ignore[union-attr]
    assert action_ids(rgo, offered) == ["choose-roll:0", "choose-roll:1"]
    facts, after = run(rgo, offered, rgo.decide, "choose-roll:1", {})
    chosen = next(f for f in facts if f.kind == "SiteEncounter")
    assert chosen["roll"] == rolls["rolls"][1]
    if chosen["effect"] != "inn":
        assert after.explored and after.pending_rolls == ()


@pytest.mark.rule("RGO-HOME-3")
def test_at_home_a_character_taps_to_take_up_a_minor_item(rgo) -> None:  # type: ignore[no-untyped-def]
    dagger = ids(rgo, "Dagger of Westernesse")[0]
    aragorn, legolas = ids(rgo, "Aragorn II", "Legolas")
    start = state(rgo, site=ids(rgo, "Bree")[0], phase=SITE, explored=True, hand=(dagger,))
    home = [a for a in action_ids(rgo, start) if a.startswith("home-item")]
    assert home == [f"home-item:{dagger}:{aragorn}"]  # Legolas is far from home
    _, after = run(rgo, start, rgo.decide, home[0], {})
    assert after.character(aragorn).bears(dagger) and after.hand == ()  # type: ignore[union-attr]
    with pytest.raises(IllegalAction) as err:
        run(rgo, start, rgo.decide, f"home-item:{dagger}:{legolas}", {})
    assert err.value.clause == "RGO-HOME-3"


# -- Under-deeps and Ports --------------------------------------------------------------------

def under_deeps(rgo: RoadGoesEverOn) -> RoadGoesEverOn:
    """The catalog with an Under-deeps Ruins & Lairs whose site lets a creature attack."""
    base = rgo.catalog.find("Moria")
    from domain.cards.records import HandCreatureAttack

    deep = replace(base, id="UD-1", name="The Deep Halls", site_type="ruins-and-lairs",
                   under_deeps=True, automatic_attacks=(), draw_opponent=3,
                   hand_creature_attack=HandCreatureAttack(("ruins-and-lairs",)))
    ruleset = RoadGoesEverOn(rgo.catalog.with_cards([deep]))
    return ruleset


@pytest.mark.rule("RGO-UDEEP-1")
def test_under_deeps_encounters_roll_one_higher(rgo) -> None:  # type: ignore[no-untyped-def]
    deep = under_deeps(rgo)
    start = state(deep, site="UD-1", phase=SITE)
    facts, _ = run(deep, start, deep.decide, "explore", {})
    roll = next(f for f in facts if f.kind == "DiceRolled")
    encounter = next(f for f in facts if f.kind == "SiteEncounter")
    assert encounter["roll"] == int(roll["total"]) + 1
    assert encounter["modified_by"] == "RGO-UDEEP-1"


@pytest.mark.rule("RGO-UDEEP-2")
def test_under_deeps_attacks_come_from_the_hazard_deck(rgo) -> None:  # type: ignore[no-untyped-def]
    from domain.rulesets.road_goes_ever_on.site_phase import SitePhase

    deep = under_deeps(rgo)
    start = state(deep, site="UD-1",
                  hazards=ids(rgo, "Twilight", "Cave-drake", "Orc-patrol", "Wolves"),
                  options={"tables": {}, "dragon_table": False})
    phase = SitePhase(turn_of(deep, start))

    def attacks(ctx: Context[State]) -> None:
        phase.automatic_attacks(ctx, deep.catalog.get("UD-1"), "RGO-SITE-RL-7")
        phase.face_queued(ctx)
    facts, after = run(deep, start, attacks)
    attack = next(f for f in facts if f.kind == "AttackDeclared")
    assert (attack["attack"]["name"], attack.rule) == ("Cave-drake", "RGO-UDEEP-2")
    assert after.hazards == ids(rgo, "Wolves")  # three drawn: the site's hazard number
    assert [f["card"] for f in facts if f.kind == "HazardDiscarded" and f.rule ==
            "RGO-UDEEP-2"] == list(ids(rgo, "Twilight", "Orc-patrol"))


@pytest.mark.rule("RGO-PORT-1", "RGO-SITE-BH-S5")
def test_a_port_lets_a_discard_lower_the_limit_on_a_coastal_path(rgo) -> None:  # type: ignore[no-untyped-def]
    grey, edhellond, rivendell = ids(rgo, "Grey Havens", "Edhellond", "Rivendell")
    dodge = ids(rgo, "Dodge")[0]
    sailing = state(rgo, site=grey, phase=LONG_EVENT, hand=(dodge,), destination=edhellond,
                    path=("wilderness", "coastal-sea", "free-domain"))
    assert "ease-limit:RGO-PORT-1" in action_ids(rgo, sailing)
    _, after = run(rgo, sailing, rgo.decide, "ease-limit:RGO-PORT-1", {"discard": dodge})
    assert after.limit_reduction == 1 and after.discard == (dodge,)
    inland = replace(sailing, destination=rivendell, path=("wilderness", "free-domain"))
    assert not any(a.startswith("ease-limit") for a in action_ids(rgo, inland))
    lond = ids(rgo, "Lond Galen")[0]
    to_lond = replace(sailing, site=edhellond, destination=lond, path=("coastal-sea",))
    assert "ease-limit:RGO-SITE-BH-S5" in action_ids(rgo, to_lond)


@pytest.mark.rule("RGO-SITE-BH-S4")
def test_lake_town_eases_the_road_to_dale_by_two(rgo) -> None:  # type: ignore[no-untyped-def]
    lake, lorien = ids(rgo, "Lake-town", "Lórien")
    dodge = ids(rgo, "Dodge")[0]
    dale = replace(rgo.catalog.find("Lake-town"), id="DALE", name="Dale")
    ruleset = RoadGoesEverOn(rgo.catalog.with_cards([dale]))
    going = state(ruleset, site=lake, phase=LONG_EVENT, hand=(dodge,), destination="DALE",
                  path=("border-land",))
    _, after = run(ruleset, going, ruleset.decide, "ease-limit:RGO-SITE-BH-S4",
                   {"discard": dodge})
    assert after.limit_reduction == 2
    elsewhere = replace(going, destination=lorien)
    assert not any(a.startswith("ease-limit") for a in action_ids(ruleset, elsewhere))


# -- Moria and Isengard -----------------------------------------------------------------------

@pytest.mark.rule("RGO-SITE-SH-S2")
def test_a_dwarf_or_wizard_taps_to_pass_the_gate_of_moria(rgo) -> None:  # type: ignore[no-untyped-def]
    lorien, moria = ids(rgo, "Lórien", "Moria")
    men = state(rgo, site=lorien, phase=ORGANIZATION, site_deck=(lorien, moria),
                characters=company(rgo, "Aragorn II", "Legolas"))
    assert f"move:{moria}" not in action_ids(rgo, men)
    with pytest.raises(IllegalAction) as err:
        run(rgo, men, rgo.decide, f"move:{moria}", {})
    assert err.value.clause == "RGO-SITE-SH-S2"
    gimli = ids(rgo, "Gimli")[0]
    dwarves = replace(men, characters=company(rgo, "Aragorn II", "Gimli"))
    facts, after = run(rgo, dwarves, rgo.decide, f"move:{moria}", {})
    assert kinds(facts, "CharacterStateChanged") == [("CharacterStateChanged", "RGO-SITE-SH-S2")]
    assert after.character(gimli).state == "tapped"  # type: ignore[union-attr]


def with_saruman(rgo, **fields) -> State:  # type: ignore[no-untyped-def]
    saruman = Character.from_card(rgo.catalog.find("Saruman"))
    return state(rgo, site=ids(rgo, "Isengard")[0],
                 characters=(saruman, *company(rgo, "Bilbo")), wizard=saruman.card_id,
                 **fields)


@pytest.mark.rule("RGO-SITE-RL-S1")
def test_with_saruman_isengard_has_no_encounter(rgo) -> None:  # type: ignore[no-untyped-def]
    facts, after = run(rgo, with_saruman(rgo, phase=SITE), rgo.decide, "explore", {})
    assert [f.kind for f in facts] == ["SanctuaryKept", "SiteExplored"]
    assert facts[0].rule == "RGO-SITE-RL-S1"


@pytest.mark.rule("RGO-SITE-RL-S2")
def test_no_hazard_is_keyed_to_isengard_while_saruman_is_there(rgo) -> None:  # type: ignore[no-untyped-def]
    edoras = ids(rgo, "Edoras")[0]
    start = replace(with_saruman(rgo), site=edoras, destination=ids(rgo, "Isengard")[0],
                    path=("border-land",), hazards=ids(rgo, "Orc-patrol", "Wolves", "Wolves"))
    facts, _ = run(rgo, start, turn_of(rgo, start).movement_hazard)
    first = next(f for f in facts if f.kind == "HazardDiscarded")
    assert (first["card"], first.rule) == (ids(rgo, "Orc-patrol")[0], "RGO-SITE-RL-S2")
    assert all(f["keyed_to"] != "the site" for f in facts if f.kind == "AttackDeclared")
    without = replace(start, characters=company(rgo, "Bilbo"), wizard=None)
    facts, _ = run(rgo, without, turn_of(rgo, without).movement_hazard)
    assert next(f for f in facts if f.kind == "AttackDeclared")["keyed_to"] == "the site"


@pytest.mark.rule("RGO-SITE-RL-S4")
def test_saruman_taps_to_reveal_a_quest_or_bring_out_the_palantir(rgo) -> None:  # type: ignore[no-untyped-def]
    glamdring, palantir = ids(rgo, "Glamdring", "Palantír of Orthanc")
    start = with_saruman(rgo, quest_deck=(glamdring, palantir),
                         site_deck=ids(rgo, "Isengard", "Glittering Caves"))
    assert {"saruman:reveal", "saruman:palantir"} <= set(action_ids(rgo, start))
    _, revealed = run(rgo, start, rgo.decide, "saruman:reveal", {})
    assert [q.card for q in revealed.display] == [glamdring]
    _, found = run(rgo, start, rgo.decide, "saruman:palantir", {})
    saruman = found.character(found.wizard or "")
    assert saruman is not None and saruman.bears(palantir) and saruman.state == "tapped"
    assert found.quest_deck == (glamdring,)
    assert not any(a.startswith("saruman") for a in action_ids(rgo, found))


@pytest.mark.rule("RGO-SITE-RL-S5")
def test_a_sage_studies_at_isengard_and_the_company_stays(rgo) -> None:  # type: ignore[no-untyped-def]
    bilbo = ids(rgo, "Bilbo")[0]
    start = with_saruman(rgo, site_deck=ids(rgo, "Isengard", "Edoras"))
    assert f"train:{bilbo}" in action_ids(rgo, start)
    _, after = run(rgo, start, rgo.decide, f"train:{bilbo}", {})
    assert after.skill(bilbo) == 1 and after.staying
    assert not any(a.startswith("move:") for a in action_ids(rgo, after))


@pytest.mark.rule("RGO-SITE-BH-S1")
def test_at_bree_bill_the_pony_is_found_in_the_deck_and_played(rgo) -> None:  # type: ignore[no-untyped-def]
    bill, dodge = ids(rgo, "Bill the Pony", "Dodge")
    start = state(rgo, site=ids(rgo, "Bree")[0], phase=SITE, draw=(dodge, bill))
    assert f"search-and-play:{bill}" in action_ids(rgo, start)
    facts, after = run(rgo, start, rgo.decide, f"search-and-play:{bill}", {})
    assert kinds(facts, "AllyPlayedFromDeck") == [("AllyPlayedFromDeck", "RGO-SITE-BH-S1")]
    assert after.allies == (bill,) and after.draw == (dodge,)
    elsewhere = replace(start, site=ids(rgo, "Lake-town")[0])
    assert not any(a.startswith("search-and-play") for a in action_ids(rgo, elsewhere))


#: The Prancing Pony as a player's new-cards file brings it (RGO-NEW-5): a unique resource
#: permanent-event, its facts only.
PONY = Card("RGOX-50", "RGOX", "The Prancing Pony", "Resource", "Hero", ("Permanent-event",),
            unique=True)


def with_pony(rgo: RoadGoesEverOn) -> RoadGoesEverOn:
    ruleset = make_ruleset("road-goes-ever-on", rgo.catalog.with_cards([PONY]))
    assert isinstance(ruleset, RoadGoesEverOn)
    return ruleset


def searches(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a for a in action_ids(rgo, s) if a.startswith("search-and-play:")]


@pytest.mark.rule("RGO-SITE-BH-S1", "RGO-NEW-5")
def test_at_bree_the_prancing_pony_is_found_and_played_as_a_permanent_event(rgo) -> None:  # type: ignore[no-untyped-def]
    """The search finds The Prancing Pony, a resource permanent-event: it leaves the deck and
    stays in play; unique, it is not found again while it is in play."""
    pony = with_pony(rgo)
    dodge = ids(pony, "Dodge")[0]
    start = state(pony, site=ids(pony, "Bree")[0], phase=SITE, draw=(dodge, PONY.id))
    assert searches(pony, start) == [f"search-and-play:{PONY.id}"]
    facts, after = run(pony, start, pony.decide, f"search-and-play:{PONY.id}", {})
    assert [(f.kind, f.rule, dict(f.data)) for f in facts] == [
        ("PermanentEventPlayedFromDeck", "RGO-SITE-BH-S1",
         {"card": PONY.id, "name": "The Prancing Pony"})]
    assert after.resource_permanents == (PONY.id,) and after.draw == (dodge,)
    # The board shows it in play; a board with none in play has no such field.
    assert pony.board(after)["resource_permanents"] == ["The Prancing Pony"]
    assert "resource_permanents" not in pony.board(start)
    assert after.allies == () and not after.explored
    assert "explore" in action_ids(pony, after) and searches(pony, after) == []
    another = replace(after, draw=(dodge, PONY.id))
    assert searches(pony, another) == []


@pytest.mark.rule("RGO-SITE-BH-S1")
def test_before_238_the_search_at_bree_found_allies_only(rgo) -> None:  # type: ignore[no-untyped-def]
    old = at_version(with_pony(rgo), str(PERMANENT_SEARCH_SINCE - 1))
    start = state(old, site=ids(old, "Bree")[0], phase=SITE, draw=(PONY.id,))
    assert searches(old, start) == []
