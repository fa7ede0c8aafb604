"""Guise of the Necromancer from ``printed_rules.FACTION_FACTS_FROM`` plays a faction by its
catalog facts (``hobbit.factions`` over the engine's ``influence_attempts``; the standard rules,
GON-GEN-1, CoE 2.V.3): at an untapped site its card names, once the company whose site phase it
is has entered, an untapped character tapping to roll with his direct influence not used for
followers, his card's bonus against it and its standard modification for his race, against its
printed number. Recruited, it goes to the marshalling point pile as faction points (GON-WIN-2)
and taps the site; refused, it is discarded. Before, a faction in the hand was never played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine.characters import Character
from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer import printed_rules
from domain.rulesets.guise_of_the_necromancer.score import points_by_type
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules.necromancer_support import (
    CATALOG,
    CELEBORN,
    LORIEN,
    RADAGAST,
    RULESET,
    SAM,
    act,
    fresh,
    ids,
)
from tests.support import decide_from, only

HOBBITS, WOOD_ELVES = "TW-258", "TW-367"
BAG_END, THRANDUILS_HALLS = "TW-372", "TW-432"
FROM = printed_rules.FACTION_FACTS_FROM


def entered(site: str, hand: tuple[str, ...]) -> State:
    state = fresh()
    return replace(state, phase="site", step="entered", pending=("1",), hand=hand,
                   companies=(replace(state.companies[0], location=site),))


@pytest.mark.rule("GON-GEN-1", "GON-WIN-2")
def test_sam_recruits_the_hobbits_with_their_plus_four() -> None:
    assert int(RULESET.version) >= FROM
    state = entered(BAG_END, (HOBBITS,))
    assert f"influence:{HOBBITS}:{SAM}" in ids(state)
    facts, after = act(state, f"influence:{HOBBITS}:{SAM}", seed=1)
    attempt = only(facts, "FactionInfluenced")
    assert (attempt["roll"], attempt["direct_influence"], attempt["standard"],
            attempt["needed"], attempt["succeeded"], attempt.rule) == \
        (5, 0, 4, 8, True, "CoE-2.V.3")
    assert after.marshalling == ((HOBBITS, "faction", 1),)
    assert points_by_type(after, CATALOG)["faction"] == 1
    assert BAG_END in after.tapped_sites and HOBBITS not in after.hand
    assert after.companies[0].character(SAM).state == "tapped"  # type: ignore[union-attr]
    assert RULESET.narrate(attempt) == "Sam Gamgee tries to recruit Hobbits: 5 + 0 + 4 " \
        "(standard modification) against 8: recruited (1 marshalling point). [CoE-2.V.3]"


@pytest.mark.rule("GON-GEN-1")
def test_an_elf_adds_one_among_the_wood_elves_and_a_miss_discards_them() -> None:
    state = entered(THRANDUILS_HALLS, (WOOD_ELVES,))
    facts, after = act(state, f"influence:{WOOD_ELVES}:{CELEBORN}", seed=1)
    attempt = only(facts, "FactionInfluenced")
    assert (attempt["roll"], attempt["direct_influence"], attempt["standard"],
            attempt["needed"], attempt["succeeded"]) == (5, 1, 1, 8, False)
    assert after.marshalling == () and WOOD_ELVES in after.resource_discard
    assert THRANDUILS_HALLS not in after.tapped_sites


@pytest.mark.rule("GON-GEN-1")
def test_a_faction_is_refused_at_a_site_its_card_does_not_name() -> None:
    state = entered(LORIEN, (WOOD_ELVES,))
    assert not [a for a in ids(state) if a.startswith("influence:")]
    with pytest.raises(IllegalAction) as refusal:
        act(state, f"influence:{WOOD_ELVES}:{RADAGAST}")
    assert (str(refusal.value), refusal.value.clause) == (
        "Wood-elves is playable only at Thranduil's Halls, not at Lórien. [CoE-2.V.3]",
        "CoE-2.V.3")
    tapped = replace(entered(THRANDUILS_HALLS, (WOOD_ELVES,)),
                     tapped_sites=(THRANDUILS_HALLS,))
    with pytest.raises(IllegalAction) as refusal:
        act(tapped, f"influence:{WOOD_ELVES}:{RADAGAST}")
    assert str(refusal.value) == "Wood-elves: Thranduil’s Halls is tapped; a faction is " \
                                 "played only at an untapped site. [CoE-2.V.3]"


@pytest.mark.rule("GON-GEN-1")
def test_the_version_before_never_played_it() -> None:
    before = RULESET.at_version(str(FROM - 1))
    state = entered(THRANDUILS_HALLS, (WOOD_ELVES,))
    assert not [a.id for a in before.actions(state) if a.id.startswith("influence:")]


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_the_factions_played_by_their_facts() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(CATALOG)}
    assert rows[WOOD_ELVES] == coverage.InRuleset(coverage.SCRIPTED)
    assert rows[HOBBITS] == coverage.InRuleset(coverage.SCRIPTED)


# -- a controller's bonus covering his followers (``FACTION_FOLLOWER_COVER_FROM`` on) --------

GIMLI, HALDIR = "TW-159", "TW-164"


def _gimli_leading_haldir() -> State:
    """Gimli (direct influence 2, +1 against Elves) leads Haldir (an Elf, mind 3), his bonus
    covering 1 of it, at Thranduil's Halls with the Wood-elves in hand."""
    state = entered(THRANDUILS_HALLS, (WOOD_ELVES,))
    company = state.companies[0]
    state = state.with_company(replace(company, characters=(
        *company.characters, Character.from_card(CATALOG.get(GIMLI)))))
    return replace(state, followers=(*state.followers, (HALDIR, GIMLI)))


@pytest.mark.rule("GON-GEN-1", "CoE-2.V.3")
def test_the_mind_a_bonus_covers_is_not_taken_off_the_controllers_influence() -> None:
    assert int(RULESET.version) >= printed_rules.FACTION_FOLLOWER_COVER_FROM
    facts, _ = act(_gimli_leading_haldir(), f"influence:{WOOD_ELVES}:{GIMLI}", seed=1)
    # 2 of his own, less Haldir's 3, plus the 1 his bonus against Elves covers.
    assert only(facts, "FactionInfluenced")["direct_influence"] == 0


@pytest.mark.rule("GON-GEN-1")
def test_the_version_before_took_the_whole_mind_off_below_nothing() -> None:
    before = RULESET.at_version(str(printed_rules.FACTION_FOLLOWER_COVER_FROM - 1))
    facts, _ = decide_from(before, _gimli_leading_haldir(),
                           f"influence:{WOOD_ELVES}:{GIMLI}", None, 1)
    assert only(facts, "FactionInfluenced")["direct_influence"] == -1
