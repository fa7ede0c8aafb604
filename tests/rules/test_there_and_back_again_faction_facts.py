"""There and Back Again from ``FACTION_FACTS_FROM`` plays a faction by its catalog facts
(``hobbit.factions`` over the engine's ``influence_attempts``; CoE 2.V.3): at an untapped site
of the row its card names (TBA-LAYOUT-2: the Hobbits at Bag End, the Beornings at Beorn's
House, the Wood-elves at Thranduil's Halls), once entered, an untapped character tapping to
roll with his available direct influence (his own less his followers' mind, TBA-COMP-4, 5),
his card's bonus and the faction's standard modification for his race, against its printed
number. Recruited, it taps the site; its marshalling points do not count (TBA-RES-1). It is no
longer played by declaring its effect. Before, it was, and those games replay as played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.errors import IllegalAction
from domain.rulesets.there_and_back_again.state import State
from domain.rulesets.there_and_back_again.versions import (
    FACTION_FACTS_FROM,
    FACTION_FOLLOWER_COVER_FROM,
)
from tests.rules.test_there_and_back_again_helpers import (
    BILBO,
    CATALOG,
    RULESET,
    THORIN,
    act,
    fresh,
    ids,
    played_as,
)
from tests.support import decide_from, only

HOBBITS, WOOD_ELVES, BEORNINGS, KILI = "TW-258", "TW-367", "TW-197", "TW-167"


def entered(place: str, hand: tuple[str, ...]) -> State:
    return replace(fresh(), location=place, phase="site", step="entered", hand=hand)


def site(place: str) -> str:
    return CATALOG.find(place, "Hero").id


@pytest.mark.rule("TBA-LAYOUT-2", "TBA-COMP-5", "TBA-RES-1")
def test_bilbo_recruits_the_hobbits_at_bag_end_with_their_plus_four() -> None:
    assert int(RULESET.version) >= FACTION_FACTS_FROM
    state = entered("Bag End", (HOBBITS,))
    offered = ids(state)
    assert f"influence:{HOBBITS}:{BILBO}" in offered and f"declare:{HOBBITS}" not in offered
    facts, after = act(state, f"influence:{HOBBITS}:{BILBO}", seed=1)
    attempt = only(facts, "FactionInfluenced")
    # Bilbo's 2 direct influence less Fíli's mind 2 (his follower): 0 available.
    assert (attempt["roll"], attempt["direct_influence"], attempt["standard"],
            attempt["needed"], attempt["succeeded"], attempt.rule) == \
        (5, 0, 4, 8, True, "CoE-2.V.3")
    assert [(m["amount"], m["why"]) for m in attempt["check"]["modifiers"]] == [
        (4, "Hobbits: standard modification (Hobbit)")]
    assert after.factions == (HOBBITS,) and after.tapped_sites == (site("Bag End"),)
    assert HOBBITS not in after.hand and HOBBITS not in after.resource_discard
    assert after.character(BILBO).state == "tapped"  # type: ignore[union-attr]
    assert RULESET.narrate(attempt) == "Bilbo tries to recruit Hobbits: 5 + 0 + 4 (standard " \
                                       "modification) against 8: recruited. [CoE-2.V.3]"
    assert RULESET.score(after)["total"] == 0  # TBA-RES-1


@pytest.mark.rule("TBA-LAYOUT-2", "TBA-COMP-5")
def test_a_dwarf_takes_two_off_among_the_wood_elves_and_a_miss_discards_them() -> None:
    state = entered("Thranduil’s Halls", (WOOD_ELVES,))
    facts, after = act(state, f"influence:{WOOD_ELVES}:{KILI}", seed=1)
    attempt = only(facts, "FactionInfluenced")
    # Kíli's card takes 1 off against Elves too (character_texts).
    assert (attempt["roll"], attempt["direct_influence"], attempt["bonus"],
            attempt["standard"], attempt["needed"], attempt["succeeded"]) == \
        (5, 1, -1, -2, 8, False)
    assert after.factions == () and WOOD_ELVES in after.resource_discard
    assert after.tapped_sites == ()
    assert RULESET.narrate(attempt) == "Kíli tries to recruit Wood-elves: 5 + 1 - 1 (his card) " \
        "- 2 (standard modification) against 8: refused; the faction is discarded. [CoE-2.V.3]"


@pytest.mark.rule("TBA-LAYOUT-2")
def test_a_faction_is_refused_at_a_site_its_card_does_not_name() -> None:
    state = entered("Bag End", (WOOD_ELVES,))
    assert not [a for a in ids(state) if WOOD_ELVES in a]
    for action in (f"influence:{WOOD_ELVES}:{THORIN}", f"declare:{WOOD_ELVES}"):
        with pytest.raises(IllegalAction) as refusal:
            act(state, action)
        assert (str(refusal.value), refusal.value.clause) == (
            "Wood-elves is playable only at Thranduil's Halls, not at Bag End. [CoE-2.V.3]",
            "CoE-2.V.3")
    tapped = replace(entered("Beorn’s House", (BEORNINGS,)),
                     tapped_sites=(site("Beorn’s House"),))
    with pytest.raises(IllegalAction) as refusal:
        act(tapped, f"influence:{BEORNINGS}:{THORIN}")
    assert str(refusal.value) == "Beornings: Beorn’s House is tapped; a faction is played " \
                                 "only at an untapped site. [CoE-2.V.3]"


@pytest.mark.rule("TBA-SEQ-15")
def test_the_version_before_declared_it() -> None:
    before = played_as(FACTION_FACTS_FROM - 1)
    offered = [a.id for a in before.actions(entered("Bag End", (HOBBITS,)))]
    assert f"declare:{HOBBITS}" in offered
    assert not [a for a in offered if a.startswith("influence:")]


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_the_factions_played_by_their_facts() -> None:
    rows = {r.card_id: dict(r.rulesets)["there-and-back-again"]
            for r in coverage.coverage(CATALOG)}
    assert rows[WOOD_ELVES] == coverage.InRuleset(coverage.SCRIPTED)
    assert rows[HOBBITS] == coverage.InRuleset(coverage.SCRIPTED)


# -- a controller's bonus covering his followers (``FACTION_FOLLOWER_COVER_FROM`` on) --------

BIFUR, ORI, DWALIN = "TW-130", "TW-173", "TW-142"


def _thorin_leading_three() -> State:
    """Thorin II (direct influence 3, +2 against Dwarves) leads Bifur (mind 2), Ori and Dwalin
    (mind 1 each): 4 mind, 2 of it his bonus's to cover (TBA-COMP-4)."""
    state = entered("Thranduil’s Halls", (WOOD_ELVES,))
    followers = tuple((f, THORIN if f in (BIFUR, ORI, DWALIN) else c)
                      for f, c in state.followers)
    return replace(state, followers=followers)


@pytest.mark.rule("TBA-COMP-4")
def test_the_mind_a_bonus_covers_is_not_taken_off_the_controllers_influence() -> None:
    assert int(RULESET.version) >= FACTION_FOLLOWER_COVER_FROM
    facts, _ = act(_thorin_leading_three(), f"influence:{WOOD_ELVES}:{THORIN}", seed=1)
    # 3 of his own, less the 4 mind he leads, plus the 2 his bonus against Dwarves covers.
    assert only(facts, "FactionInfluenced")["direct_influence"] == 1


@pytest.mark.rule("TBA-COMP-4")
def test_the_version_before_took_the_whole_mind_off_below_nothing() -> None:
    before = played_as(FACTION_FOLLOWER_COVER_FROM - 1)
    facts, _ = decide_from(before, _thorin_leading_three(),
                           f"influence:{WOOD_ELVES}:{THORIN}", None, 1)
    assert only(facts, "FactionInfluenced")["direct_influence"] == -1
