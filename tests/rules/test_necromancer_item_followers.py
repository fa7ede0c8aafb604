"""Guise of the Necromancer from ``printed_rules.ITEM_FOLLOWERS_FROM``: the items a controller
bears add their bonuses in controlling followers (CoE 2.II.2.2.2, ``hobbit.item_texts
.follower_bonus`` over ``engine.item_influence.FOLLOWER_BONUSES``), each up to the minds of
the followers it names: Narsil +1 against any, the Elf-stone +2 against Elves, The Arkenstone
+3 against Dwarves, the Red Arrow +5 against a character whose home site is Edoras; in taking
a follower (CoE 2.II.3.2) and in what his followers leave him for an influence attempt (CoE
2.V.3). The version before counted none of them. Constructed states played with the real
ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine.characters import Character, Item
from domain.errors import IllegalAction
from domain.ruleset import Ruleset
from domain.rulesets.guise_of_the_necromancer import printed_rules
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules.necromancer_support import CATALOG, CELEBORN, HALDIR, RULESET, act, fresh
from tests.support import decide_from, only

ELF_STONE, ARKENSTONE, RED_ARROW, NARSIL = "TW-224", "TW-341", "TW-312", "TW-289"
KILI, EOWYN = "TW-167", "TW-147"
WOOD_ELVES, THRANDUILS_HALLS = "TW-367", "TW-432"
FROM = printed_rules.ITEM_FOLLOWERS_FROM
BEFORE = RULESET.at_version(str(FROM - 1))


def with_item(state: State, bearer: str, item: str, *joining: str) -> State:
    """The starting company (Celeborn: direct influence 1; Haldir: an Elf, mind 3; Sam: a
    Hobbit, mind 4) joined by ``joining``, ``bearer`` bearing ``item``."""
    company = state.companies[0]
    characters = [*company.characters, *(Character.from_card(CATALOG.get(c)) for c in joining)]
    characters = [replace(c, items=(*c.items, Item.from_card(CATALOG.get(item), facts=True)))
                  if c.card_id == bearer else c for c in characters]
    return state.with_company(replace(company, characters=tuple(characters)))


def follows(ruleset: Ruleset[State], state: State, lord: str) -> list[str]:
    return sorted(a.id.split(":")[1] for a in ruleset.actions(state)
                  if a.id.startswith("follow:") and a.id.endswith(f":{lord}"))


@pytest.mark.rule("CoE-2.II.3.2", "CoE-2.II.2.2.2")
def test_the_elf_stone_lets_its_bearer_take_an_elf_as_follower() -> None:
    assert FROM == 45 <= int(RULESET.version)
    state = with_item(fresh(), CELEBORN, ELF_STONE)
    # 1 of his own and the stone's 2 cover Haldir's 3; never Sam's 4, a Hobbit's.
    assert follows(RULESET, state, CELEBORN) == [HALDIR]
    facts, after = act(state, f"follow:{HALDIR}:{CELEBORN}")
    assert only(facts, "FollowerTaken").rule == "CoE-2.II.3.2"
    assert after.followers == ((HALDIR, CELEBORN),)
    assert follows(BEFORE, state, CELEBORN) == []


@pytest.mark.rule("CoE-2.II.3.2", "CoE-2.II.2.2.2")
def test_the_arkenstone_covers_a_dwarf_and_the_red_arrow_a_rider_of_edoras() -> None:
    dwarves = with_item(fresh(), CELEBORN, ARKENSTONE, KILI)
    # Celeborn's 1 and the Arkenstone's 3 cover Kíli's 3 (a Dwarf), not Haldir's 3 (an Elf).
    assert follows(RULESET, dwarves, CELEBORN) == [KILI]
    assert follows(BEFORE, dwarves, CELEBORN) == []
    riders = with_item(fresh(), CELEBORN, RED_ARROW, EOWYN)
    # Celeborn's 1 and the Arrow's 5 cover Éowyn's 2 (home site Edoras), no one else's.
    assert follows(RULESET, riders, CELEBORN) == [EOWYN]
    assert follows(BEFORE, riders, CELEBORN) == []


@pytest.mark.rule("CoE-2.II.3.2", "CoE-2.II.2.2.2")
def test_narsil_adds_one_against_any_follower() -> None:
    state = with_item(fresh(), CELEBORN, NARSIL, EOWYN)
    assert follows(RULESET, state, CELEBORN) == [EOWYN]  # 1 + 1 covers her 2
    assert follows(BEFORE, state, CELEBORN) == []


@pytest.mark.rule("CoE-2.II.3.2", "CoE-2.II.2.2.2")
def test_a_bonus_counts_only_up_to_the_minds_it_names() -> None:
    """Celeborn leads Haldir with the Elf-stone's help; its 2 covers 2 of Haldir's 3, so it
    leaves nothing for Éowyn, no Elf."""
    state = with_item(fresh(), CELEBORN, ELF_STONE, EOWYN)
    _, leading = act(state, f"follow:{HALDIR}:{CELEBORN}")
    assert follows(RULESET, leading, CELEBORN) == []
    with pytest.raises(IllegalAction) as refused:
        act(leading, f"follow:{EOWYN}:{CELEBORN}")
    assert refused.value.clause == "CoE-2.II.3.2"
    assert str(refused.value).startswith(
        "Celeborn has 0 direct influence left against Éowyn (his own and what his card and "
        "the items he bears add against him, less the mind of his followers): it does not "
        "cover Éowyn's mind 2.")


@pytest.mark.rule("CoE-2.II.3.2")
def test_the_version_before_refuses_it_and_writes_nothing() -> None:
    state = with_item(fresh(), CELEBORN, ELF_STONE)
    with pytest.raises(IllegalAction) as refused:
        decide_from(BEFORE, state, f"follow:{HALDIR}:{CELEBORN}", None, 7)
    assert "1 direct influence left against Haldir" in str(refused.value)
    assert state.followers == ()


def leading(item: str, follower: str) -> State:
    """Celeborn, bearing ``item``, leads ``follower`` at Thranduil's Halls, the site phase
    entered, the Wood-elves (an Elf faction) in hand."""
    state = with_item(fresh(), CELEBORN, item, *([follower] if follower != HALDIR else []))
    state = replace(state, phase="site", step="entered", pending=("1",), hand=(WOOD_ELVES,),
                    companies=(replace(state.companies[0], location=THRANDUILS_HALLS),))
    return replace(state, followers=((follower, CELEBORN),))


@pytest.mark.rule("CoE-2.V.3", "GON-GEN-1")
def test_the_mind_an_item_covers_is_left_for_an_influence_attempt() -> None:
    facts, _ = act(leading(RED_ARROW, EOWYN), f"influence:{WOOD_ELVES}:{CELEBORN}", seed=1)
    # 1 of his own, less Éowyn's 2, plus the 2 of it the Arrow covers.
    assert only(facts, "FactionInfluenced")["direct_influence"] == 1
    facts, _ = decide_from(BEFORE, leading(RED_ARROW, EOWYN),
                           f"influence:{WOOD_ELVES}:{CELEBORN}", None, 1)
    assert only(facts, "FactionInfluenced")["direct_influence"] == -1


@pytest.mark.rule("CoE-2.V.3")
def test_an_item_counting_against_the_faction_does_not_cover_a_follower_too() -> None:
    """The Elf-stone's 2 counts against the Wood-elves, an Elf faction: not for Haldir as
    well."""
    facts, _ = act(leading(ELF_STONE, HALDIR), f"influence:{WOOD_ELVES}:{CELEBORN}", seed=1)
    attempt = only(facts, "FactionInfluenced")
    assert attempt["direct_influence"] == 1 - 3
    assert [m["source"] for m in attempt["check"]["modifiers"]
            if m["source"] == f"card:{ELF_STONE}"] == [f"card:{ELF_STONE}"]


@pytest.mark.rule("GON-GEN-1", "GON-WIN-2")
def test_the_coverage_shows_them_scripted_in_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(CATALOG)}
    # The Arkenstone's points for a Dwarf bearer too (printed_rules.BEARER_VALUES_FROM).
    for card in (ELF_STONE, RED_ARROW, NARSIL, ARKENSTONE):
        assert rows[card] == coverage.InRuleset(coverage.SCRIPTED)
