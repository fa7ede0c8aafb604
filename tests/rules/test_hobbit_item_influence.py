"""The items a character bears add their printed bonuses to his direct influence against a
faction in an influence attempt (CoE 2.V.3), as every Hobbit scenario plays them from its
``ITEM_INFLUENCE_FROM`` (``hobbit.item_texts`` over the engine's ``item_influence``, which The
Road Goes Ever On reads too): Narsil +1 and the Horn of Anor +2 against any faction, the
Elf-stone +2 against an Elf faction, The Arkenstone +3 against a Dwarf faction, each item
once however many copies its bearer has, each a modifier of the attempt named after its card.
The versions before replay as played: the items added nothing. Constructed states played with
the real rulesets."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain import coverage
from domain.engine.characters import Character, Item, replace_one
from domain.ruleset import Context, Table
from domain.rulesets.burglar import ruleset as burglar
from domain.rulesets.guise_of_the_necromancer import printed_rules
from domain.rulesets.there_and_back_again import versions as tba
from tests.rules import burglar_support as bwj
from tests.rules import necromancer_support as gon
from tests.rules import test_there_and_back_again_helpers as tba_help
from tests.support import decide_from, only

HOBBITS, WOOD_ELVES = "TW-258", "TW-367"
NARSIL, HORN, ELF_STONE, ARKENSTONE = "TW-289", "TW-259", "TW-224", "TW-341"


def _bearing(who: Character, *items: str) -> Character:
    for item in items:
        who = who.with_item(Item.from_card(tba_help.CATALOG.get(item), facts=True))
    return who


def _items(attempt: Any) -> list[tuple[int, str, str]]:
    return [(m["amount"], m["why"], m["clause"]) for m in attempt["check"]["modifiers"]
            if m["source"].startswith("card:") and m["source"][5:] in
            (NARSIL, HORN, ELF_STONE, ARKENSTONE)]


# -- There and Back Again ----------------------------------------------------------------------

def _tba_entered(place: str, hand: tuple[str, ...], who: str, *items: str) -> Any:
    state = replace(tba_help.fresh(), location=place, phase="site", step="entered", hand=hand)
    bearer = state.character(who)
    assert bearer is not None
    return replace(state, company=replace_one(state.company, _bearing(bearer, *items)))


@pytest.mark.rule("CoE-2.V.3", "TBA-LAYOUT-2")
def test_narsil_and_the_horn_of_anor_add_to_any_faction() -> None:
    assert int(tba_help.RULESET.version) >= tba.ITEM_INFLUENCE_FROM
    state = _tba_entered("Bag End", (HOBBITS,), tba_help.BILBO, NARSIL, HORN, HORN)
    facts, after = tba_help.act(state, f"influence:{HOBBITS}:{tba_help.BILBO}", seed=1)
    attempt = only(facts, "FactionInfluenced")
    assert _items(attempt) == [
        (1, "Narsil's +1 direct influence against factions", "CoE-2.V.3"),
        (2, "Horn of Anor's +2 direct influence against factions", "CoE-2.V.3")]
    assert (attempt["roll"], attempt["direct_influence"], attempt["bonus"],
            attempt["standard"], attempt["needed"], attempt["succeeded"]) == \
        (5, 0, 3, 4, 8, True)
    assert tba_help.RULESET.narrate(attempt) == "Bilbo tries to recruit Hobbits: 5 + 0 + 3 " \
        "(his card) + 4 (standard modification) against 8: recruited. [CoE-2.V.3]"
    before = tba_help.played_as(tba.ITEM_INFLUENCE_FROM - 1)
    old = only(decide_from(before, state, f"influence:{HOBBITS}:{tba_help.BILBO}",
                                    None, 1)[0], "FactionInfluenced")
    assert "bonus" not in old.data and _items(old) == []


@pytest.mark.rule("CoE-2.V.3", "TBA-LAYOUT-2")
def test_the_elf_stone_adds_two_against_an_elf_faction_only() -> None:
    kili = "TW-167"
    state = _tba_entered("Thranduil’s Halls", (WOOD_ELVES,), kili, ELF_STONE, ELF_STONE)
    attempt = only(tba_help.act(state, f"influence:{WOOD_ELVES}:{kili}", seed=1)[0],
                   "FactionInfluenced")
    # Kíli's card takes 1 off against Elves; the Elf-stone adds 2, once for both copies.
    assert _items(attempt) == [(2, "Elf-stone's +2 direct influence against Elf factions",
                                "CoE-2.V.3")]
    assert (attempt["roll"], attempt["direct_influence"], attempt["bonus"],
            attempt["standard"], attempt["succeeded"]) == (5, 1, 1, -2, False)
    hobbits = _tba_entered("Bag End", (HOBBITS,), tba_help.BILBO, ELF_STONE)
    attempt = only(tba_help.act(hobbits, f"influence:{HOBBITS}:{tba_help.BILBO}", seed=1)[0],
                   "FactionInfluenced")
    assert _items(attempt) == [] and "bonus" not in attempt.data


# -- Burglar Wants a Good Job ---------------------------------------------------------------

@pytest.mark.rule("CoE-2.V.3", "BWJ-FACT-1")
def test_the_arkenstone_adds_three_against_a_dwarf_faction() -> None:
    assert int(bwj.RULESET.version) >= burglar.ITEM_INFLUENCE_FROM
    state = replace(bwj.at(bwj.fresh(), "Bag End"), phase="site", step="entered",
                    hand=(HOBBITS,))
    bilbo = state.character(bwj.BILBO)
    assert bilbo is not None
    state = replace(state, company=replace_one(state.company,
                                               _bearing(bilbo, ARKENSTONE, HORN)))
    facts, _ = bwj.act(state, f"influence:{HOBBITS}:{bwj.BILBO}", seed=1)
    attempt = only(facts, "FactionInfluenced")
    # The Hobbits are no Dwarf faction: the Horn of Anor's +2 alone.
    assert _items(attempt) == [(2, "Horn of Anor's +2 direct influence against factions",
                                "CoE-2.V.3")]
    assert (attempt["roll"], attempt["direct_influence"], attempt["bonus"],
            attempt["standard"], attempt["needed"], attempt["succeeded"]) == \
        (5, 1, 2, 4, 8, True)
    before = bwj.played_as(str(burglar.ITEM_INFLUENCE_FROM - 1))
    old = only(bwj.act(state, f"influence:{HOBBITS}:{bwj.BILBO}", seed=1, ruleset=before)[0],
               "FactionInfluenced")
    assert "bonus" not in old.data and _items(old) == []


# -- Guise of the Necromancer -----------------------------------------------------------------

THRANDUILS_HALLS = "TW-432"


def _gon_entered(*items: str) -> Any:
    state = gon.fresh()
    company = state.companies[0]
    celeborn = company.character(gon.CELEBORN)
    assert celeborn is not None
    company = replace(company, location=THRANDUILS_HALLS,
                      characters=replace_one(company.characters, _bearing(celeborn, *items)))
    return replace(state, phase="site", step="entered", pending=("1",), hand=(WOOD_ELVES,),
                   companies=(company,))


@pytest.mark.rule("CoE-2.V.3", "GON-GEN-1")
def test_the_guise_adds_the_elf_stone_and_narsil_against_the_wood_elves() -> None:
    assert int(gon.RULESET.version) >= printed_rules.ITEM_INFLUENCE_FROM
    state = _gon_entered(ELF_STONE, NARSIL)
    attempt = only(gon.act(state, f"influence:{WOOD_ELVES}:{gon.CELEBORN}", seed=1)[0],
                   "FactionInfluenced")
    assert _items(attempt) == [
        (2, "Elf-stone's +2 direct influence against Elf factions", "CoE-2.V.3"),
        (1, "Narsil's +1 direct influence against factions", "CoE-2.V.3")]
    assert (attempt["roll"], attempt["direct_influence"], attempt["bonus"],
            attempt["standard"], attempt["needed"], attempt["succeeded"]) == \
        (5, 1, 3, 1, 8, True)
    before = gon.RULESET.at_version(str(printed_rules.ITEM_INFLUENCE_FROM - 1))
    ctx = Context(before, Table(1, {}, state))
    before.decide(ctx, f"influence:{WOOD_ELVES}:{gon.CELEBORN}", {})
    old = only(ctx.facts, "FactionInfluenced")
    # 5 + 1 + 1 (standard modification) against 8: refused without the items.
    assert ("bonus" not in old.data, old["roll"], old["succeeded"]) == (True, 5, False)


@pytest.mark.rule("CoE-6.1", "BWJ-MP-6", "GON-WIN-2")
def test_the_coverage_tells_what_each_scenario_plays_of_the_items() -> None:
    rows = {r.card_id: dict(r.rulesets) for r in coverage.coverage(tba_help.CATALOG)}
    # The Guise counts the items' bonuses in controlling followers too (its version 45 on,
    # test_necromancer_item_followers.py), There and Back Again from its ITEM_FOLLOWERS_FROM
    # (test_hobbit_red_book.py).
    assert rows[ELF_STONE]["there-and-back-again"] == rows[ELF_STONE]["necromancer"] == \
        coverage.InRuleset(coverage.SCRIPTED)
    assert rows[ELF_STONE]["burglar"] == coverage.InRuleset(
        coverage.SCRIPTED, "never arises here: its +2 against an Elf character (controlling "
                           "him as a follower) (no character is a follower here)")
    for scenario in ("there-and-back-again", "burglar", "necromancer"):
        assert rows[HORN][scenario] == coverage.InRuleset(coverage.SCRIPTED)
    assert rows[NARSIL]["burglar"] == coverage.InRuleset(
        coverage.SCRIPTED, "never arises here: its +1 to direct influence in controlling "
                           "followers (no character is a follower here)")
    assert rows[NARSIL]["there-and-back-again"] == coverage.InRuleset(coverage.SCRIPTED)
    # Its corruption points for a Dwarf bearer are played from RING_POWERS_FROM
    # (test_hobbit_ring_powers.py); its marshalling points never count there.
    assert rows[ARKENSTONE]["burglar"] == coverage.InRuleset(
        coverage.SCRIPTED, "never arises here: its 5 marshalling points for a Dwarf bearer "
                           "(only a task resource's marshalling points count, BWJ-MP-6); never "
                           "arises here: its +3 against a Dwarf character (controlling him as "
                           "a follower) (no character is a follower here)")
    # The Guise plays its tapping to untap a Dwarf (item_uses.TURN_USES_FROM), and its points
    # for a Dwarf bearer (printed_rules.BEARER_VALUES_FROM).
    assert rows[ARKENSTONE]["necromancer"] == coverage.InRuleset(coverage.SCRIPTED)
