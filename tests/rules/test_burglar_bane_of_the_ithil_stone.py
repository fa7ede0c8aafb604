"""Burglar Wants a Good Job from ``BANE_FROM`` plays Bane of the Ithil-stone, a hazard
permanent-event of the engine's long-event generation 10 (``hazards_in_play``): it stays in
play until a play deck is exhausted (CoE-2.4), a palantír's corruption points counting twice
for its bearer meanwhile. The version before discarded it, doing nothing. From
``BANE_SEARCHES_FROM`` (generation 11) it also cancels, while in play, the effects that search
or look at a play deck or a discard pile: Lucky Search and Mirror of Galadriel are not offered
and are refused naming it; the version before played them. Constructed states played with
the real ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.errors import IllegalAction
from domain.rulesets.burglar.ruleset import BurglarWantsAGoodJob
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import BANE_FROM, BANE_SEARCHES_FROM
from tests.rules.burglar_support import (
    BILBO,
    DAGGER,
    RULESET,
    SAM,
    act,
    advance,
    at,
    card_modifiers,
    fresh,
    give,
    ids,
    moving,
    played_as,
    with_hand,
)
from tests.support import advance_from, of_kind, only

BANE, AMON_SUL, ELVEN_CLOAK = "TW-13", "TW-296", "TW-225"
LUCKY_SEARCH, MIRROR = "TW-269", "TW-282"
BEFORE = played_as(str(BANE_FROM - 1))
SEARCHING_BEFORE = played_as(str(BANE_SEARCHES_FROM - 1))


def _revealing(*environments: str) -> State:
    return moving(fresh(), "Lórien", "Moria", BANE, environments=environments)


@pytest.mark.rule("BWJ-SEQ-10", "BWJ-SEQ-11", "BWJ-LONG-1")
def test_bane_of_the_ithil_stone_stays_in_play_and_is_not_played_twice() -> None:
    facts, after = advance(_revealing())
    assert only(facts, "HazardPlayed")["stays"] is True and after.environments == (BANE,)
    facts, after = advance(_revealing(BANE))
    assert not of_kind(facts, "HazardPlayed") and after.row == (BANE,)
    facts, after = advance_from(BEFORE, _revealing(), 7)
    assert after.environments == () and after.hazard_discard[-1] == BANE


def _check(ruleset: BurglarWantsAGoodJob = RULESET, *in_play: str) -> list[tuple[object, ...]]:
    """Bilbo, bearing the Palantír of Amon Sûl (3 corruption points) and his Elven Cloak (1),
    gives the cloak to Sam: his corruption check."""
    state = replace(give(with_hand(fresh(), SAM), BILBO, AMON_SUL), environments=in_play)
    action = f"transfer:{ELVEN_CLOAK}:{BILBO}:{SAM}"
    assert action in ids(state)
    facts, _ = act(state, action, ruleset=ruleset)
    checked = only(facts, "CorruptionChecked")
    assert (checked["character"], checked["points"]) == (BILBO, 4)
    return card_modifiers(checked.data, BANE)


@pytest.mark.rule("BWJ-LONG-1")
def test_bane_of_the_ithil_stone_doubles_a_palantirs_points() -> None:
    assert _check(RULESET, BANE) == \
        [(-3, "Bane of the Ithil-stone: Palantír of Amon Sûl counted twice", "BWJ-LONG-1")]
    assert _check(RULESET) == []
    assert _check(BEFORE, BANE) == []


@pytest.mark.rule("BWJ-SEQ-5", "BWJ-LONG-1")
def test_an_exhausted_hazard_deck_takes_it(starter: Catalog) -> None:
    state = replace(fresh(), turn_start="Lórien", location="Moria", moved=True,
                    phase="movement-hazard", step="", draws_left=1, hazard_limit=0,
                    hazard_deck=(), hazard_discard=("TW-114",), environments=(BANE,),
                    long_events=(("TW-10", 2),))
    facts, after = advance(state)
    left = only(facts, "HazardEventLeft")
    assert (left.rule, left["card"], left["deck"]) == ("CoE-2.4", BANE, "hazard")
    assert not of_kind(facts, "LongEventEnded")  # it keeps no long-event
    assert after.environments == () and after.long_events == (("TW-10", 2),)
    facts, _ = advance_from(BEFORE, state, 7)
    assert not of_kind(facts, "HazardEventLeft")
    found = coverage.in_ruleset("burglar", starter.get(BANE))
    assert (found.status, found.missing) == (
        coverage.SCRIPTED, "its line on a minion player never arises (the player is a hero)")


def _offered(ruleset: BurglarWantsAGoodJob, state: State, card: str) -> list[str]:
    return [a.id for a in ruleset.actions(state) if f":{card}:" in f"{a.id}:"]


@pytest.mark.rule("BWJ-LONG-1", "BWJ-SEQ-17", "BWJ-SETUP-17")
def test_bane_of_the_ithil_stone_cancels_lucky_search_and_the_mirror() -> None:
    assert int(RULESET.version) >= BANE_SEARCHES_FROM
    searching = replace(at(fresh(), "Moria"), phase="site", step="entered",
                        hand=(LUCKY_SEARCH,), resource_deck=(ELVEN_CLOAK, DAGGER))
    looking = replace(at(fresh(), "Lórien"), phase="organization", step="", hand=(MIRROR,))
    lucky, mirror = f"play:{LUCKY_SEARCH}:search:{BILBO}", f"play:{MIRROR}:hazards"
    # Without it in play both are offered.
    assert _offered(RULESET, searching, LUCKY_SEARCH) == [lucky]
    assert _offered(RULESET, looking, MIRROR) == [f"play:{MIRROR}:resources", mirror]
    for state, action, name in ((searching, lucky, "Lucky Search"),
                                (looking, mirror, "Mirror of Galadriel")):
        canceled = replace(state, environments=(BANE,))
        card = action.split(":")[1]
        assert _offered(RULESET, canceled, card) == []
        with pytest.raises(IllegalAction) as refusal:
            act(canceled, action)
        assert (refusal.value.message, refusal.value.clause) == (
            f"{name} cannot be played now: Bane of the Ithil-stone is in play, canceling any "
            "search of or look at a play deck or a discard pile.", "CoE-5.1")
        # The version before played it with Bane in play.
        assert action in _offered(SEARCHING_BEFORE, canceled, card)
        facts, _ = act(canceled, action, ruleset=SEARCHING_BEFORE)
        assert facts[0].kind == "CardPlayed" and facts[0]["card"] == card
    # It cancels nothing else: every other action stays offered.
    canceled = replace(searching, environments=(BANE,))
    assert {a.id for a in RULESET.actions(searching)} - \
        {a.id for a in RULESET.actions(canceled)} == {lucky}
