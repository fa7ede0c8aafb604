"""The Road Goes Ever On, from rescues.SINCE_VERSION: Rescue Prisoners played at a tapped
Dark-hold or Shadow-hold or at a Dungeon (RGO-PERM-2, RGO-DUNG-4), held by a tapped character
until stored for its 2 MP. The Dungeon is the fixture card of the Dungeon tests
(tests/rules/fixtures/rgo-dungeon-cards.json, invented numbers) added to the starter catalog."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from domain import coverage
from domain.cards.coe import coe_records
from domain.engine.characters import TAPPED
from domain.errors import IllegalAction
from domain.ruleset import Context, Fact, Table, make_ruleset
from domain.rulesets.road_goes_ever_on import rescues, songs
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import (
    ORGANIZATION,
    SITE,
    MPRecord,
    State,
    evolve,
)
from tests.rules.rgo_support import company, organizing, state

FIXTURE = Path(__file__).parent / "fixtures" / "rgo-dungeon-cards.json"
CATACOMBS = "RGOX-20"
RESCUE = "TW-315"
STRONG = ("Aragorn II", "Glorfindel II", "Legolas")


@pytest.fixture(scope="module")
def deep(starter) -> RoadGoesEverOn:  # type: ignore[no-untyped-def]
    cards = coe_records(json.loads(FIXTURE.read_text("utf-8")), source="dungeons.json")
    ruleset = make_ruleset("road-goes-ever-on", starter.with_cards(cards))
    assert isinstance(ruleset, RoadGoesEverOn)
    return ruleset


def at(rgo: RoadGoesEverOn, site: str, *, tapped: bool = True, seed: int = 1,
       **fields: Any) -> Context[State]:
    """The company explored ``site`` this site phase, Rescue Prisoners in the hand."""
    where = rgo.catalog.find(site).id if site != "Catacombs" else CATACOMBS
    start = state(rgo, phase=SITE, site=where, explored=True, hand=(RESCUE,),
                  characters=company(rgo, *STRONG), tapped_sites=(where,) if tapped else ())
    return Context(rgo, Table(seed, {}, replace(start, **fields)))


def ids_of(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s)]


def fight(rgo: RoadGoesEverOn, ctx: Context[State]) -> None:
    while ctx.state.awaited_strikes is not None:
        rgo.decide(ctx, "assign-rest", {})


@pytest.mark.rule("RGO-PERM-2")
def test_rescue_prisoners_at_a_tapped_dark_hold_faces_spiders_and_is_held_tapped(rgo) -> None:  # type: ignore[no-untyped-def]
    ctx = at(rgo, "Carn Dûm")
    offered = [a for a in rgo.actions(ctx.state) if a.id == f"rescue-prisoners:{RESCUE}"]
    assert [(a.label, a.rule) for a in offered] == [(
        "Play Rescue Prisoners at Carn Dûm: the company faces Spiders (2 strikes with 7 "
        "prowess)", "RGO-PERM-2")]
    rgo.decide(ctx, f"rescue-prisoners:{RESCUE}", {})
    played = next(f for f in ctx.facts if f.kind == "RescuePrisonersPlayed")
    assert (played.rule, played["site"], played["dungeon"]) == ("RGO-PERM-2", "TW-380", False)
    declared = next(f for f in ctx.facts if f.kind == "AttackDeclared")
    assert (declared["attack"]["race"], declared["attack"]["strikes"],
            declared["attack"]["prowess"]) == ("Spiders", 2, 7)
    assert RESCUE not in ctx.state.hand and ctx.state.rescuing == RESCUE
    fight(rgo, ctx)
    untapped = [c.card_id for c in ctx.state.characters if c.untapped]
    assert untapped  # two strikes on three characters leave one untapped at least
    assert ids_of(rgo, ctx.state) == [*(f"rescue-hold:{c}" for c in untapped), "rescue-leave"]
    holder = untapped[0]
    rgo.decide(ctx, f"rescue-hold:{holder}", {})
    assert ctx.state.held == ((RESCUE, holder),) and ctx.state.rescuing is None
    assert ctx.state.character(holder).state == TAPPED
    assert ctx.state.rescued_at == ("TW-380",)
    # Never twice at one site.
    again = replace(ctx.state, hand=(RESCUE,))
    assert f"rescue-prisoners:{RESCUE}" not in ids_of(rgo, again)
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(Context(rgo, Table(1, {}, again)), f"rescue-prisoners:{RESCUE}", {})
    assert refused.value.clause == "RGO-PERM-2"
    assert "has been played at Carn Dûm already" in str(refused.value)


@pytest.mark.rule("RGO-PERM-2")
def test_rescue_prisoners_is_refused_at_an_untapped_dark_hold_and_elsewhere(rgo) -> None:  # type: ignore[no-untyped-def]
    for site, tapped, words in (("Carn Dûm", False, "already tapped"),
                                ("Isengard", True, "a Dark-hold, a Shadow-hold or a Dungeon"),
                                ("Rivendell", True, "a Dark-hold, a Shadow-hold or a Dungeon")):
        ctx = at(rgo, site, tapped=tapped)
        assert f"rescue-prisoners:{RESCUE}" not in ids_of(rgo, ctx.state), site
        with pytest.raises(IllegalAction) as refused:
            rgo.decide(ctx, f"rescue-prisoners:{RESCUE}", {})
        assert refused.value.clause == "RGO-PERM-2" and words in str(refused.value), site
        assert ctx.facts == []
    # A tapped Shadow-hold is a site for it as a tapped Dark-hold is.
    moria = at(rgo, "Moria")
    assert [a.rule for a in rgo.actions(moria.state)
            if a.id == f"rescue-prisoners:{RESCUE}"] == ["RGO-PERM-2"]


@pytest.mark.rule("RGO-DUNG-4")
def test_a_dungeon_is_a_legal_site_for_rescue_prisoners_tapped_or_not(deep) -> None:  # type: ignore[no-untyped-def]
    ctx = at(deep, "Catacombs", tapped=False)
    offered = [a for a in deep.actions(ctx.state) if a.id == f"rescue-prisoners:{RESCUE}"]
    assert [a.rule for a in offered] == ["RGO-DUNG-4"]
    deep.decide(ctx, f"rescue-prisoners:{RESCUE}", {})
    played = next(f for f in ctx.facts if f.kind == "RescuePrisonersPlayed")
    assert (played.rule, played["site"], played["dungeon"]) == ("RGO-DUNG-4", CATACOMBS, True)
    # Not yet entered: refused with the Dungeon's clause, nothing written.
    early = at(deep, "Catacombs", tapped=False, explored=False)
    with pytest.raises(IllegalAction) as refused:
        deep.decide(early, f"rescue-prisoners:{RESCUE}", {})
    assert refused.value.clause == "RGO-DUNG-4" and early.facts == []
    assert "tapped or not" in deep.rules_notes()["RGO-DUNG-4"]


@pytest.mark.rule("RGO-PERM-2")
def test_with_no_character_untapped_after_the_spiders_the_card_is_discarded(rgo) -> None:  # type: ignore[no-untyped-def]
    ctx = at(rgo, "Carn Dûm", characters=company(rgo, "Aragorn II"))
    rgo.decide(ctx, f"rescue-prisoners:{RESCUE}", {})
    fight(rgo, ctx)
    gone = next(f for f in ctx.facts if f.kind == "RescuePrisonersDiscarded")
    assert (gone.rule, gone["card"]) == ("RGO-PERM-2", RESCUE)
    assert ctx.state.rescuing is None and ctx.state.held == ()
    assert ctx.state.discard[-1] == RESCUE


@pytest.mark.rule("RGO-PERM-2")
def test_the_holder_stays_tapped_until_he_stores_it_at_a_haven_for_two_mp(rgo) -> None:  # type: ignore[no-untyped-def]
    aragorn = rgo.catalog.find("Aragorn II").id
    tired = tuple(replace(c, state=TAPPED) for c in company(rgo, *STRONG))
    held = state(rgo, phase=SITE, explored=True, characters=tired, held=((RESCUE, aragorn),),
                 site=rgo.catalog.find("Bree").id)
    ctx = Context(rgo, Table(1, {}, held))
    rgo.decide(ctx, "end-turn", {})
    untap = next(f for f in ctx.facts if f.kind == "CharactersUntapped")
    assert untap["kept"] == [aragorn]
    assert [c.state for c in ctx.state.characters] == [TAPPED, "untapped", "untapped"]
    # Bree is a Border-hold: stored there in the organization phase.
    organizing = replace(ctx.state, phase=ORGANIZATION, awaited_discard=None)
    store = [a for a in rgo.actions(organizing) if a.id.startswith("store-rescue:")]
    assert [(a.id, a.rule) for a in store] == [(f"store-rescue:{aragorn}", "RGO-PERM-2")]
    ctx = Context(rgo, Table(1, {}, organizing))
    rgo.decide(ctx, f"store-rescue:{aragorn}", {})
    assert MPRecord(RESCUE, "Rescue Prisoners", "miscellaneous", 2) in ctx.state.mp
    assert ctx.state.held == ()
    # Away from a Haven, Border-hold or Free-hold it is not stored.
    away = replace(organizing, site=rgo.catalog.find("Carn Dûm").id)
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(Context(rgo, Table(1, {}, away)), f"store-rescue:{aragorn}", {})
    assert refused.value.clause == "RGO-PERM-2" and "not at Carn Dûm" in str(refused.value)


@pytest.mark.rule("RGO-PERM-2")
def test_a_holder_leaving_play_discards_the_card_he_held(rgo) -> None:  # type: ignore[no-untyped-def]
    aragorn = rgo.catalog.find("Aragorn II").id
    held = state(rgo, characters=company(rgo, *STRONG), held=((RESCUE, aragorn),))
    gone = evolve(held, Fact("CharacterEliminated", {"character": aragorn}, "CoE-3.I.2"))
    assert (gone.held, gone.discard) == ((), (RESCUE,))


@pytest.mark.rule("RGO-PERM-2")
def test_a_game_of_the_version_before_never_offers_rescue_prisoners(rgo) -> None:  # type: ignore[no-untyped-def]
    old = rgo.at_version(str(rescues.SINCE_VERSION - 1))
    ctx = at(old, "Carn Dûm")
    assert not any(a.id.startswith("rescue-prisoners:") for a in old.actions(ctx.state))


@pytest.mark.rule("RGO-PERM-2")
def test_no_card_ability_or_song_untaps_a_holder(rgo) -> None:  # type: ignore[no-untyped-def]
    aragorn, bilbo = rgo.catalog.find("Aragorn II").id, rgo.catalog.find("Bilbo").id
    strength = rgo.catalog.find("Halfling Strength").id
    tired = tuple(replace(c, state=TAPPED) for c in company(rgo, "Aragorn II", "Bilbo"))
    free = organizing(rgo, characters=tired, hand=(strength,))
    untaps = [f"ability:{aragorn}:{aragorn}", f"resource:{strength}:untap:{bilbo}"]
    assert [a.id for a in rgo.actions(free) if a.id in untaps] == untaps
    holding = replace(free, held=((RESCUE, aragorn), (RESCUE, bilbo)),
                      untap_barred=(aragorn, bilbo))
    assert [a.id for a in rgo.actions(holding) if a.id in untaps] == []
    refused = songs.sing_problem(holding, "any", "untap", {"character": bilbo})
    assert refused is not None and refused.clause == "RGO-PERM-2"
    assert str(refused).startswith("Bilbo holds a card not yet stored and may not untap.")
    assert songs.sing_problem(free, "any", "untap", {"character": bilbo}) is None
    # Held from version 38 the card bars the holder's untapping; held before, it did not.
    for version, bars in ((rescues.UNTAP_BARRED_SINCE, (bilbo,)),
                          (rescues.UNTAP_BARRED_SINCE - 1, ())):
        ruleset = rgo.at_version(str(version))
        fresh = replace(free, rescuing=RESCUE, characters=company(rgo, "Aragorn II", "Bilbo"))
        ctx = Context(ruleset, Table(1, {}, fresh))
        ruleset.decide(ctx, f"rescue-hold:{bilbo}", {})
        assert ctx.state.untap_barred == bars


@pytest.mark.rule("RGO-PERM-2")
def test_the_coverage_shows_rescue_prisoners_scripted_by_its_own_script(rgo) -> None:  # type: ignore[no-untyped-def]
    # Every part of the card is played (the Spiders, the holder kept tapped, the storing for
    # its points), none needing an opponent, so the row names nothing missing.
    card = rgo.catalog.get(RESCUE)
    assert card.name == rescues.NAME and rescues.CARD_ID == RESCUE
    assert coverage.in_ruleset("road-goes-ever-on", card) == \
        coverage.InRuleset(coverage.SCRIPTED)
