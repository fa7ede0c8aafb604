"""The Book of Mazarbul's reading in the Hobbit scenarios that find it at Moria
(``hobbit.book_of_mazarbul`` over ``engine.book_of_mazarbul``, which The Road Goes Ever On
reads too): from Burglar's ``BOOK_FROM`` and the Guise's ``printed_rules.BOOK_FROM``, in the
organization phase a sage bearing the Book taps it (``read-book:<book>:<bearer>``) for one card
more in hand until the next untap phase. Out of its condition it is refused naming the Book
and the reason, nothing written; the versions before replay as played (not offered)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine.characters import Character, Item
from domain.rulesets.burglar import versions as burglar_versions
from domain.rulesets.burglar.state import State
from domain.rulesets.guise_of_the_necromancer import printed_rules
from domain.rulesets.guise_of_the_necromancer.state import State as GuiseState
from tests.rules import burglar_support as bwj
from tests.rules import necromancer_support as gon

BOOK, ELROND = "TW-201", "TW-145"
READ = f"read-book:{BOOK}:{ELROND}"


def reading(phase: str = "organization") -> State:
    """Elrond, a sage Hand, bears the Book beside Bilbo, in ``phase``."""
    state = bwj.give(bwj.with_hand(bwj.fresh(), ELROND), ELROND, BOOK)
    return replace(state, phase=phase, step="")


@pytest.mark.rule("CoE-6.1", "BWJ-HAND-1")
def test_burglar_a_sage_reads_the_book_for_one_card_more_in_hand() -> None:
    state = reading()
    assert READ in bwj.ids(state)
    facts, after = bwj.act(state, READ)
    assert [(f.kind, f.data) for f in facts[:1]] == [
        ("ItemTapped", {"item": BOOK, "bearer": ELROND, "mode": "one card more in hand"})]
    assert bwj.RULESET.narrate(facts[0]) == \
        "Elrond taps Book of Mazarbul: one card more in hand. [CoE-6.1]"
    assert (bwj.RULESET._hand_limit(state), bwj.RULESET._hand_limit(after)) == (5, 6)
    # Tapped, it is not offered again and is refused so.
    assert READ not in bwj.ids(after)
    assert bwj.refusal(after, READ) == (
        "The Book of Mazarbul is tapped until the next untap phase.", "CoE-6.1")


@pytest.mark.rule("CoE-6.1", "BWJ-HAND-1")
def test_burglar_the_book_is_read_by_a_sage_in_the_organization_phase_only() -> None:
    assert bwj.refusal(reading("site"), READ) == (
        "The Book of Mazarbul is read in the organization phase, outside an attack.", "CoE-6.1")
    sam = replace(bwj.give(bwj.with_hand(bwj.fresh(), bwj.SAM), bwj.SAM, BOOK),
                  phase="organization", step="")
    assert bwj.refusal(sam, f"read-book:{BOOK}:{bwj.SAM}") == (
        "The Book of Mazarbul is read by a sage; Sam Gamgee is none.", "CoE-6.1")
    before = bwj.played_as(str(burglar_versions.BOOK_FROM - 1))
    assert READ not in [a.id for a in before.actions(reading())]
    assert before._hand_limit(replace(reading(), tapped_items=((BOOK, ELROND),))) == 5


def guise() -> GuiseState:
    """Elrond, bearing the Book, joins the starting company in the organization phase."""
    state = gon.fresh()
    company = state.companies[0]
    elrond = Character.from_card(gon.CATALOG.get(ELROND)).with_item(
        Item.from_card(gon.CATALOG.get(BOOK)))
    return state.with_company(replace(company, characters=(*company.characters, elrond)))


@pytest.mark.rule("CoE-6.1", "GON-GEN-1")
def test_guise_a_sage_reads_the_book_for_one_card_more_in_hand() -> None:
    state = guise()
    assert READ in gon.ids(state)
    facts, after = gon.act(state, READ)
    assert (facts[0].kind, facts[0]["item"], facts[0]["bearer"]) == ("ItemTapped", BOOK, ELROND)
    assert gon.RULESET._hand_limit(after) == gon.RULESET._hand_limit(state) + 1
    assert gon.refused(after, READ) == (
        "The Book of Mazarbul is tapped until the next untap phase.", "CoE-6.1")
    before = gon.RULESET.at_version(str(printed_rules.BOOK_FROM - 1))
    assert READ not in gon.ids(state, before)


@pytest.mark.rule("CoE-6.1", "CoE-2.V.4", "CoE-2.II.4")
def test_the_coverage_says_what_of_the_book_each_plays() -> None:
    book = bwj.CATALOG.get(BOOK)
    assert coverage.in_ruleset("burglar", book).status == coverage.SCRIPTED
    # The Guise stores it at a Dwarf-hold too from its printed_rules.ITEM_STORES_FROM.
    assert coverage.in_ruleset("necromancer", book) == coverage.InRuleset(
        coverage.SCRIPTED, "played only at Moria, the site its card names (CoE-2.V.4), tapped "
        "by a sage in the organization phase for one card more in hand until the next untap "
        "phase (CoE-6.1); stored at a Dwarf-hold too, for 5 marshalling points (CoE-2.II.4)")
