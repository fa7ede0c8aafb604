"""The Red Book of Westmarch's bonuses and the items' bonuses in controlling followers in the
Hobbit scenarios (``hobbit.item_texts`` over the engine's ``item_influence``, which The Road
Goes Ever On reads too): from Burglar's ``RED_BOOK_FROM``, the Guise's
``printed_rules.RED_BOOK_FROM`` and There and Back Again's ``ITEM_FOLLOWERS_FROM``, the Red
Book adds +2 to its bearer's direct influence against a Hobbit faction (CoE 2.V.3) and, where
a character may be a follower, in controlling a Hobbit follower (CoE 2.II.3.2); from There and
Back Again's ``ITEM_FOLLOWERS_FROM`` the items a controller bears (Narsil, the Elf-stone, The
Arkenstone) cover his followers' mind in an influence attempt, as in the Guise. The versions
before replay as played: the items added nothing there."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain import coverage
from domain.engine.characters import replace_one
from domain.rulesets.burglar import versions as burglar_versions
from domain.rulesets.guise_of_the_necromancer import printed_rules
from domain.rulesets.there_and_back_again import versions as tba
from tests.rules import burglar_support as bwj
from tests.rules import necromancer_support as gon
from tests.rules import test_there_and_back_again_helpers as tba_help
from tests.rules.test_hobbit_item_influence import _bearing
from tests.support import decide_from, only

HOBBITS, RED_BOOK, NARSIL, ARKENSTONE = "TW-258", "TW-313", "TW-289", "TW-341"
RED_BOOK_BONUS = (2, "Red Book of Westmarch's +2 direct influence against Hobbit factions",
                  "CoE-2.V.3")


def _red_book(attempt: Any) -> list[tuple[int, str, str]]:
    return [(m["amount"], m["why"], m["clause"]) for m in attempt["check"]["modifiers"]
            if m["source"] == f"card:{RED_BOOK}"]


def _burglar_at_bag_end() -> Any:
    state = replace(bwj.at(bwj.fresh(), "Bag End"), phase="site", step="entered",
                    hand=(HOBBITS,))
    bilbo = state.character(bwj.BILBO)
    assert bilbo is not None
    return replace(state, company=replace_one(state.company, _bearing(bilbo, RED_BOOK)))


@pytest.mark.rule("CoE-2.V.3", "BWJ-FACT-1")
def test_burglar_the_red_book_adds_two_against_the_hobbits() -> None:
    state = _burglar_at_bag_end()
    attempt = only(bwj.act(state, f"influence:{HOBBITS}:{bwj.BILBO}", seed=1)[0],
                   "FactionInfluenced")
    assert _red_book(attempt) == [RED_BOOK_BONUS]
    assert attempt["bonus"] == 2
    before = bwj.played_as(str(burglar_versions.RED_BOOK_FROM - 1))
    old = only(bwj.act(state, f"influence:{HOBBITS}:{bwj.BILBO}", seed=1, ruleset=before)[0],
               "FactionInfluenced")
    assert _red_book(old) == [] and "bonus" not in old.data


def _tba_at_bag_end(*items: str) -> Any:
    state = replace(tba_help.fresh(), location="Bag End", phase="site", step="entered",
                    hand=(HOBBITS,))
    bilbo = state.character(tba_help.BILBO)
    assert bilbo is not None
    return replace(state, company=replace_one(state.company, _bearing(bilbo, *items)))


@pytest.mark.rule("CoE-2.V.3", "CoE-2.II.3.2", "TBA-COMP-4")
def test_tba_the_arkenstone_covers_bilbos_dwarf_follower_and_the_red_book_adds_two() -> None:
    # Bilbo (direct influence 2) controls Fíli (mind 2): none of his own is left.
    action = f"influence:{HOBBITS}:{tba_help.BILBO}"
    bare = only(tba_help.act(_tba_at_bag_end(), action, seed=1)[0], "FactionInfluenced")
    assert bare["direct_influence"] == 0
    # The Arkenstone's +3 against a Dwarf in controlling him covers Fíli's 2.
    state = _tba_at_bag_end(ARKENSTONE, RED_BOOK)
    attempt = only(tba_help.act(state, action, seed=1)[0], "FactionInfluenced")
    assert (attempt["direct_influence"], attempt["bonus"]) == (2, 2)
    assert _red_book(attempt) == [RED_BOOK_BONUS]
    before = tba_help.played_as(tba.ITEM_FOLLOWERS_FROM - 1)
    old = only(decide_from(before, state, action, None, 1)[0], "FactionInfluenced")
    assert (old["direct_influence"], _red_book(old)) == (0, [])


def _guise_celeborn(*items: str) -> Any:
    state = gon.fresh()
    company = state.companies[0]
    celeborn = company.character(gon.CELEBORN)
    assert celeborn is not None
    return state.with_company(replace(company, characters=replace_one(
        company.characters, _bearing(celeborn, *items))))


@pytest.mark.rule("CoE-2.II.3.2", "GON-GEN-1")
def test_guise_the_red_book_helps_control_a_hobbit_follower() -> None:
    # Celeborn's direct influence 1, Narsil's +1 and the Red Book's +2 cover Sam's mind 4.
    follow = f"follow:{gon.SAM}:{gon.CELEBORN}"
    state = _guise_celeborn(RED_BOOK, NARSIL)
    assert follow in gon.ids(state)
    assert follow not in gon.ids(_guise_celeborn(NARSIL))
    before = gon.RULESET.at_version(str(printed_rules.RED_BOOK_FROM - 1))
    assert follow not in gon.ids(state, before)


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_counts_the_red_book_and_the_follower_items_scripted() -> None:
    rows = {r.card_id: dict(r.rulesets) for r in coverage.coverage(tba_help.CATALOG)}
    for scenario in ("burglar", "necromancer", "there-and-back-again"):
        assert rows[RED_BOOK][scenario].status == coverage.SCRIPTED
    assert rows[RED_BOOK]["burglar"].missing == (
        "played only at Bag End, the site its card names (CoE-2.V.4), its +2 to direct "
        "influence against a Hobbit faction (CoE-2.V.3); never arises here: its +2 against a "
        "Hobbit character (no character is a follower here); its 1 marshalling point stored "
        "at a Haven (only a task resource stored at a Haven gives points, BWJ-MP-6, BWJ-MP-7)")
    assert rows[RED_BOOK]["necromancer"].missing.endswith(
        "stored at a Haven, for 1 marshalling point (CoE-2.II.4)")
    assert rows[NARSIL]["there-and-back-again"] == coverage.InRuleset(coverage.SCRIPTED)
    assert rows["TW-224"]["there-and-back-again"] == coverage.InRuleset(coverage.SCRIPTED)
