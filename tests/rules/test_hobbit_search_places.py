"""An item a scout's search (Thorough Search) lets be played, kept from a site type its card bars
as any item played there (CoE 2.V.4, ``engine.item_places``, ``hobbit.moves.search_moves``):
from Burglar's ``SEARCH_PLACES_FROM`` the Sapling of the White Tree is not offered by a search
at Moria, a Shadow-hold, and is refused naming why; at Moria treated as a Ruins & Lairs by
Quiet Lands it is (the site as ``HobbitRules._item_site`` reads it). The version before read
only its class: offered and played there. There and Back Again: Goblin-gate, its one
Shadow-hold, lists no major item, so the Sapling is never played there; treated as a Ruins &
Lairs it is refused for its class, not for a Shadow-hold the site is not that turn.
Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine import gates_treatments
from domain.rulesets.burglar import versions
from domain.rulesets.burglar.ruleset import BurglarWantsAGoodJob
from domain.rulesets.burglar.state import State
from domain.rulesets.there_and_back_again import versions as tba_versions
from tests.rules import burglar_support as bwj
from tests.rules import test_there_and_back_again_helpers as tba

SAPLING = "TW-322"
QUIET_LANDS = gates_treatments.QUIET_LANDS
MORIA = bwj.CATALOG.find("Moria", "Hero").id  # a Shadow-hold listing major items
RUINS = "ruins-and-lairs"
SEARCH = f"search:{SAPLING}:{bwj.THRANDUIL}"
BEFORE = bwj.played_as(str(versions.SEARCH_PLACES_FROM - 1))
BARRED = ("Sapling of the White Tree cannot be played by the search: Sapling of the White Tree "
          "is not played at a Shadow-hold or a Dark-hold.", "CoE-2.V.4")


def _searched(treated: bool = False, site: str = "Moria", hand: tuple[str, ...] = (SAPLING,)
              ) -> State:
    """Bilbo has searched Moria, entered, tapping the site; Thranduil, untapped, may play an
    item by the search; the Sapling in the hand; Quiet Lands has treated Moria as a Ruins &
    Lairs this turn (``treated``)."""
    state = bwj.at(bwj.with_hand(bwj.fresh(), bwj.THRANDUIL), site, phase="site",
                   step="entered", hand=hand)
    state = replace(bwj.set_state(state, bwj.BILBO, "tapped"), searched_by=bwj.BILBO,
                    tapped_sites=(bwj.CATALOG.find(site, "Hero").id,))
    return replace(state, resource_treatments=((QUIET_LANDS, 0, MORIA, RUINS),)
                   if treated else ())


def _search_moves(state: State, ruleset: BurglarWantsAGoodJob = bwj.RULESET) -> list[str]:
    """The items offered, by a search or otherwise."""
    return [a for a in ruleset.legal(state) if a.startswith(("search:", "play:"))]


@pytest.mark.rule("CoE-2.V.4", "BWJ-SEQ-17")
def test_a_search_no_longer_plays_the_sapling_at_a_shadow_hold() -> None:
    assert versions.SEARCH_PLACES_FROM <= int(bwj.RULESET.version)
    state = _searched()
    assert _search_moves(state) == []
    assert bwj.refusal(state, SEARCH) == BARRED
    # The version before read only its class, which Moria lists: offered and played.
    assert _search_moves(state, BEFORE) == [SEARCH]
    facts, after = bwj.act(state, SEARCH, ruleset=BEFORE)
    played = facts[0]
    assert (played.kind, played["item"], played["bearer"], played["searched"]) == (
        "ItemPlayed", SAPLING, bwj.THRANDUIL, bwj.BILBO)
    thranduil = after.character(bwj.THRANDUIL)
    assert thranduil is not None and SAPLING in [i.card_id for i in thranduil.items]
    assert after.hand == ()


@pytest.mark.rule("CoE-2.V.4", "BWJ-SEQ-17")
def test_a_search_plays_the_sapling_at_a_shadow_hold_treated_as_a_ruins_and_lairs() -> None:
    state = _searched(treated=True)
    assert _search_moves(state) == [SEARCH] == _search_moves(state, BEFORE)
    facts, after = bwj.act(state, SEARCH)
    assert (facts[0].kind, facts[0]["item"], facts[0]["bearer"]) == (
        "ItemPlayed", SAPLING, bwj.THRANDUIL)
    assert after.hand == ()
    # The scout who searched is refused for that, as ever.
    message, _ = bwj.refusal(state, f"search:{SAPLING}:{bwj.BILBO}")
    assert message.endswith("Bilbo searched the site; another character plays the item.")


@pytest.mark.rule("CoE-2.V.4", "TBA-LAYOUT-2")
def test_there_and_back_again_refuses_the_sapling_at_goblin_gate_for_the_true_reason() -> None:
    assert tba_versions.SEARCH_PLACES_FROM == tba_versions.ITEM_PLACES_FROM
    goblin_gate = tba.CATALOG.find("Goblin-gate", "Hero").id
    play = f"play:{SAPLING}:{tba.THORIN}"
    printed = tba.entered("Goblin-gate", hand=(SAPLING,))
    treated = replace(printed, resource_treatments=((QUIET_LANDS, 0, goblin_gate, RUINS),))
    for state in (printed, treated):
        assert not [a for a in tba.ids(state) if SAPLING in a]
    # As printed, a Shadow-hold: barred by the card.
    assert tba.refused(printed, play) == (
        "Sapling of the White Tree is not played at a Shadow-hold or a Dark-hold. [CoE-2.V.4]",
        "CoE-2.V.4")
    # Treated as a Ruins & Lairs this turn: refused for its class, which Goblin-gate does not
    # list (minor and gold ring items only), not for a Shadow-hold.
    message, clause = tba.refused(treated, play)
    assert (message, clause) == (
        "Sapling of the White Tree cannot be played now: an item needs an untapped character "
        "at an untapped site where its class is playable, after entering it. [CoE-2.V.4]",
        "CoE-2.V.4")


@pytest.mark.rule("CoE-2.V.4")
def test_a_search_refuses_a_special_item_for_its_class_not_its_site() -> None:
    """A search plays only minor, major and gold ring items: the Book of Mazarbul, played only
    at Moria, is refused for its class away from Moria too, never as if a search could play
    it there (refusals write nothing: no version)."""
    book = bwj.CATALOG.find("Book of Mazarbul", "Hero").id
    for site in ("Moria", "Goblin-gate"):
        state = _searched(site=site, hand=(book,))
        message, clause = bwj.refusal(state, f"search:{book}:{bwj.THRANDUIL}")
        assert message == ("Book of Mazarbul cannot be played by the search: Book of Mazarbul "
                           f"is no minor, major or gold ring item playable at {site}.")
