"""The Road Goes Ever On, version 4: Songs (RGO-SONG-1 to 6), the Skill token spent instead of
a Sage's (or, for Stealth, a Scout's) tapping (RGO-TOKEN-7) and Annalena's Song kept in the
draw deck (RGO-ABIL-1). The cards that fetch a Song are outside the starter catalog: the
ruleset plays on the starter catalog with them added from the Council of Elrond database."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from domain.cards import load_catalog
from domain.engine.characters import Item
from domain.errors import IllegalAction
from domain.ruleset import Context, Table, make_ruleset
from domain.rulesets.road_goes_ever_on import songs
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import card, company, ids, organizing

ADDED = ("Enduring Tales", "Hall of Fire", "Magical Harp", "Marvels Told",
         "Tales of the Hunt", "Hey! come merry dol!")


@pytest.fixture(scope="module")
def rgo(starter, coe_cards_path: Path) -> RoadGoesEverOn:  # type: ignore[no-untyped-def]
    full = load_catalog(coe_cards_path)
    ruleset = make_ruleset("road-goes-ever-on",
                           starter.with_cards([full.find(n) for n in ADDED]))
    assert isinstance(ruleset, RoadGoesEverOn)
    return ruleset


def song_ids(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith(("seek-song", "sing"))]


def decided(rgo: RoadGoesEverOn, s: State, action: str, **args: object) -> Context[State]:
    ctx = Context(rgo, Table(1, {}, s))
    rgo.decide(ctx, action, args)
    return ctx


@pytest.mark.rule("RGO-SONG-2")
def test_elf_song_tales_of_the_hunt_and_hey_come_merry_dol_are_songs(rgo) -> None:  # type: ignore[no-untyped-def]
    from domain.rulesets.road_goes_ever_on.site_phase import is_song

    named = [rgo.catalog.find(n) for n in ("Elf-song", "Tales of the Hunt",
                                           "Hey! come merry dol!", "Marvels Told")]
    assert [is_song(c) for c in named] == [True, True, True, False]


@pytest.mark.rule("RGO-SONG-1")
def test_a_song_in_hand_is_sung_in_the_organization_phase_and_discarded(rgo) -> None:  # type: ignore[no-untyped-def]
    elf_song, gimli = ids(rgo, "Elf-song", "Gimli")
    s = organizing(rgo, hand=(elf_song,))
    s = replace(s, characters=tuple(c.with_state("tapped") if c.card_id == gimli else c
                                    for c in s.characters))
    assert song_ids(rgo, s) == [f"sing:{elf_song}:untap", f"sing:{elf_song}:heal",
                                f"sing:{elf_song}:no-effect"]
    # The one tapped character may be untapped; nobody is wounded to heal.
    assert [dict(a.candidates) for a in rgo.actions(s) if a.id.startswith("sing")] == [
        {"character": (gimli,)}, {"character": ()}, {}]
    ctx = decided(rgo, s, f"sing:{elf_song}:untap", character=gimli)
    assert [(f.kind, f.rule) for f in ctx.facts] == [
        ("SongSung", "RGO-SONG-1"), ("PlayerRuling", "RGO-SONG-1"),
        ("CharacterStateChanged", "RGO-SONG-1"), ("CardsDiscarded", "RGO-SONG-1")]
    after = ctx.state
    assert after.character(gimli).state == "untapped"  # type: ignore[union-attr]
    assert (after.hand, after.discard) == ((), (elf_song,))


@pytest.mark.rule("RGO-SONG-1")
def test_a_song_not_in_hand_or_on_no_one_is_refused_and_writes_nothing(rgo) -> None:  # type: ignore[no-untyped-def]
    elf_song, dodge, gimli = ids(rgo, "Elf-song", "Dodge", "Gimli")
    s = organizing(rgo, hand=(elf_song, dodge))
    with pytest.raises(IllegalAction) as not_held:
        decided(rgo, replace(s, hand=(dodge,)), f"sing:{elf_song}:untap", character=gimli)
    assert (not_held.value.clause, str(not_held.value)) == (
        "RGO-SONG-1", "Elf-song is not in your hand. [RGO-SONG-1]")
    with pytest.raises(IllegalAction) as no_song:
        decided(rgo, s, f"sing:{dodge}:untap")
    assert str(no_song.value) == "Dodge is not a Song. [RGO-SONG-2]"
    ctx = Context(rgo, Table(1, {}, s))
    with pytest.raises(IllegalAction) as untapped:
        rgo.decide(ctx, f"sing:{elf_song}:untap", {"character": gimli})
    assert untapped.value.clause == "RGO-SONG-1"
    assert ctx.facts == []


@pytest.mark.rule("RGO-SONG-3")
def test_enduring_tales_takes_a_song_from_the_discard_pile_only(rgo) -> None:  # type: ignore[no-untyped-def]
    tales, elf_song, merry = ids(rgo, "Enduring Tales", "Elf-song", "Hey! come merry dol!")
    s = organizing(rgo, hand=(tales,), discard=(elf_song,), draw=(merry,))
    assert song_ids(rgo, s) == [f"seek-song:{tales}:{elf_song}"]
    ctx = decided(rgo, s, f"seek-song:{tales}:{elf_song}")
    assert [(f.kind, f.rule) for f in ctx.facts] == [
        ("SongSought", "RGO-SONG-3"), ("CardTakenToHand", "RGO-SONG-3"),
        ("CardsDiscarded", "RGO-SONG-3")]
    assert (ctx.state.hand, ctx.state.discard, ctx.state.draw) == ((elf_song,), (tales,),
                                                                  (merry,))
    with pytest.raises(IllegalAction) as refused:
        decided(rgo, s, f"seek-song:{tales}:{merry}")
    assert refused.value.clause == "RGO-SONG-3"


@pytest.mark.rule("RGO-SONG-4")
def test_hall_of_fire_takes_a_song_from_the_draw_deck_or_the_discard_pile(rgo) -> None:  # type: ignore[no-untyped-def]
    hall, elf_song, merry = ids(rgo, "Hall of Fire", "Elf-song", "Hey! come merry dol!")
    s = organizing(rgo, hand=(hall,), discard=(elf_song,), draw=(merry,))
    assert song_ids(rgo, s) == [f"seek-song:{hall}:{merry}", f"seek-song:{hall}:{elf_song}"]
    ctx = decided(rgo, s, f"seek-song:{hall}:{merry}")
    assert next(f for f in ctx.facts if f.kind == "SongSought")["pile"] == "draw"
    assert (ctx.state.hand, ctx.state.draw) == ((merry,), ())


@pytest.mark.rule("RGO-SONG-5")
def test_the_bearer_of_magical_harp_taps_to_take_a_song_from_the_draw_deck(rgo) -> None:  # type: ignore[no-untyped-def]
    harp, merry, elf_song, aragorn = ids(rgo, "Magical Harp", "Hey! come merry dol!",
                                         "Elf-song", "Aragorn II")
    s = organizing(rgo, draw=(merry,), discard=(elf_song,))
    borne = Item.from_card(rgo.catalog.get(harp))
    s = replace(s, characters=tuple(c.with_item(borne) if c.card_id == aragorn else c
                                    for c in s.characters))
    assert song_ids(rgo, s) == [f"seek-song:{harp}:{merry}:{aragorn}"]
    ctx = decided(rgo, s, f"seek-song:{harp}:{merry}:{aragorn}")
    assert [(f.kind, f.rule) for f in ctx.facts] == [
        ("CharacterStateChanged", "RGO-SONG-5"), ("SongSought", "RGO-SONG-5"),
        ("CardTakenToHand", "RGO-SONG-5")]
    assert ctx.state.character(aragorn).bears(harp)  # type: ignore[union-attr]
    tapped = replace(s, characters=tuple(c.with_state("tapped") for c in s.characters))
    assert song_ids(rgo, tapped) == []


@pytest.mark.rule("RGO-SONG-6", "RGO-TOKEN-7")
def test_marvels_told_taps_a_sage_or_spends_his_skill_token(rgo) -> None:  # type: ignore[no-untyped-def]
    marvels, merry = ids(rgo, "Marvels Told", "Hey! come merry dol!")
    sages = company(rgo, "Annalena", "Gimli")
    annalena = sages[0].card_id
    s = organizing(rgo, hand=(marvels,), draw=(merry,), characters=sages)
    assert song_ids(rgo, s) == [f"seek-song:{marvels}:{merry}:{annalena}"]
    trained = replace(s, skill_tokens=((annalena, 2),))
    with_token = f"seek-song:{marvels}:{merry}:{annalena}:skill-token"
    assert song_ids(rgo, trained)[-1] == with_token
    ctx = decided(rgo, trained, with_token)
    spent = next(f for f in ctx.facts if f.kind == "SkillTokenSpent")
    assert (spent.rule, spent["tokens"], spent["cause"]) == (
        "RGO-TOKEN-7", 1, "taps for Marvels Told")
    assert ctx.state.character(annalena).untapped  # type: ignore[union-attr]
    assert (ctx.state.hand, ctx.state.discard) == ((merry,), (marvels,))
    with pytest.raises(IllegalAction) as no_token:
        decided(rgo, s, with_token)
    assert no_token.value.clause == "RGO-TOKEN-7"


@pytest.mark.rule("RGO-ABIL-1")
def test_annalena_keeps_a_song_sung_on_her_company_in_the_draw_deck(rgo) -> None:  # type: ignore[no-untyped-def]
    elf_song, dodge, block = ids(rgo, "Elf-song", "Dodge", "Block")
    party = tuple(c.with_state("tapped") if c.name == "Gimli" else c
                  for c in company(rgo, "Annalena", "Gimli"))
    gimli = party[1].card_id
    s = organizing(rgo, hand=(elf_song,), draw=(dodge, block), characters=party)
    ctx = decided(rgo, s, f"sing:{elf_song}:untap", character=gimli, keep=True)
    kept = next(f for f in ctx.facts if f.kind == "SongReturnedToDeck")
    assert kept.rule == "RGO-ABIL-1"
    assert ctx.state.hand == () and ctx.state.discard == ()
    assert list(ctx.state.draw).index(elf_song) == kept["position"]
    assert sorted(ctx.state.draw) == sorted((dodge, block, elf_song))
    plain = organizing(rgo, hand=(elf_song,), characters=company(rgo, "Aragorn II"))
    with pytest.raises(IllegalAction) as no_annalena:
        decided(rgo, plain, f"sing:{elf_song}:no-effect", keep=True)
    assert no_annalena.value.clause == "RGO-ABIL-1"


@pytest.mark.rule("RGO-SONG-1")
def test_a_game_of_version_3_offers_no_songs(rgo) -> None:  # type: ignore[no-untyped-def]
    s = organizing(rgo, hand=(card(rgo, "Elf-song"),))
    assert song_ids(rgo.at_version("3"), s) == []
    assert songs.EFFECTS == ("untap", "heal", "no-effect")


@pytest.mark.rule("RGO-ABIL-28", "RGO-ABIL-38", "RGO-SONG-6")
def test_ghan_buri_ghan_and_peath_tell_marvels_as_if_sages(rgo) -> None:  # type: ignore[no-untyped-def]
    marvels, merry = ids(rgo, "Marvels Told", "Hey! come merry dol!")
    party = company(rgo, "Ghân-buri-Ghân", "Peath", "Gimli")
    ghan, peath = party[0].card_id, party[1].card_id
    s = organizing(rgo, hand=(marvels,), draw=(merry,), characters=party)
    assert song_ids(rgo, s) == [f"seek-song:{marvels}:{merry}:{ghan}",
                                f"seek-song:{marvels}:{merry}:{peath}"]
    # Neither is a Sage for anything but a Ritual (and, for Peath, a Light Enchantment).
    assert [c.has_skill("sage") for c in party] == [False, False, False]


@pytest.mark.rule("RGO-TOKEN-7")
def test_a_scout_spends_a_skill_token_instead_of_tapping_for_stealth(rgo) -> None:  # type: ignore[no-untyped-def]
    stealth, aragorn = ids(rgo, "Stealth", "Aragorn II")
    # Stealth is played in the organization phase from version 21 (the engine's script).
    start = organizing(rgo, hand=(stealth,), characters=company(rgo, "Aragorn II", "Legolas"),
                       skill_tokens=((aragorn, 1),))
    spend = f"resource:{stealth}:hide:{aragorn}:skill-token"
    assert spend in [a.id for a in rgo.actions(start)]
    ctx = decided(rgo, start, spend)
    spent = next(f for f in ctx.facts if f.kind == "SkillTokenSpent")
    assert (spent.rule, spent["tokens"], spent["cause"]) == (
        "RGO-TOKEN-7", 0, "stays untapped for Stealth")
    assert ctx.state.character(aragorn).untapped  # type: ignore[union-attr]
    assert ctx.state.company in ctx.state.creatures_prevented
    tapped = decided(rgo, start, f"resource:{stealth}:hide:{aragorn}")
    assert tapped.state.character(aragorn).state == "tapped"  # type: ignore[union-attr]
    assert spend not in [a.id for a in rgo.actions(replace(start, skill_tokens=()))]


# -- the automatic player -----------------------------------------------------------------------

def policy(rgo: RoadGoesEverOn, s: State) -> tuple[str, dict[str, object]]:
    return rgo.policy(s, rgo.actions(s))


@pytest.mark.rule("RGO-SONG-1")
def test_the_automatic_player_sings_to_heal_then_to_untap(rgo) -> None:  # type: ignore[no-untyped-def]
    elf_song, gimli, legolas = ids(rgo, "Elf-song", "Gimli", "Legolas")
    s = organizing(rgo, hand=(elf_song,))
    hurt = replace(s, characters=tuple(
        c.with_state("wounded") if c.card_id == gimli else
        c.with_state("tapped") if c.card_id == legolas else c for c in s.characters))
    assert policy(rgo, hurt) == (f"sing:{elf_song}:heal", {"character": gimli})
    tired = replace(s, characters=tuple(c.with_state("tapped") if c.card_id == legolas else c
                                        for c in s.characters))
    assert policy(rgo, tired) == (f"sing:{elf_song}:untap", {"character": legolas})
    ctx = decided(rgo, tired, f"sing:{elf_song}:untap", character=legolas)
    assert ctx.state.character(legolas).untapped  # type: ignore[union-attr]
    # No one to help: the Song stays in hand and the company plans its road.
    assert not policy(rgo, s)[0].startswith("sing:")


@pytest.mark.rule("RGO-SONG-3", "RGO-SONG-6", "RGO-TOKEN-7")
def test_the_automatic_player_seeks_a_song_without_tapping_anyone(rgo) -> None:  # type: ignore[no-untyped-def]
    tales, marvels, merry = ids(rgo, "Enduring Tales", "Marvels Told", "Hey! come merry dol!")
    s = organizing(rgo, hand=(tales,), discard=(merry,))
    assert policy(rgo, s) == (f"seek-song:{tales}:{merry}", {})
    # Marvels Told taps a Sage: sought only with his Skill token.
    sages = company(rgo, "Annalena", "Gimli")
    annalena = sages[0].card_id
    told = organizing(rgo, hand=(marvels,), draw=(merry,), characters=sages)
    assert not policy(rgo, told)[0].startswith("seek-song:")
    trained = replace(told, skill_tokens=((annalena, 1),))
    assert policy(rgo, trained) == (f"seek-song:{marvels}:{merry}:{annalena}:skill-token", {})
