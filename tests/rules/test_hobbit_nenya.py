"""Nenya's last gift in the Hobbit scenarios that play Nenya on Galadriel (``hobbit.nenya``
over ``engine.nenya``, which The Road Goes Ever On reads too): from Burglar's ``NENYA_FROM``
and the Guise's ``hand_cards.NENYA_FROM``, after Galadriel's own check one corruption
check made away from a Shadow-hold or Dark-hold succeeds with no roll, that of the character
the ``assured`` argument names (anyone's, left out). Naming no character in play is refused
naming the card and the reason, nothing written; the versions before replay as played (her
bonuses and check alone)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine import nenya as gift
from domain.engine.characters import Character
from domain.errors import IllegalAction
from domain.rulesets.burglar import versions as burglar_versions
from domain.rulesets.burglar.state import State
from domain.rulesets.guise_of_the_necromancer import hand_cards
from domain.rulesets.guise_of_the_necromancer.state import State as GuiseState
from tests.rules import burglar_support as bwj
from tests.rules import necromancer_support as gon
from tests.support import of_kind

NENYA, GALADRIEL = "TW-291", "TW-153"
BILBO = bwj.BILBO
ARG = gift.ARG


def organizing(state: State, *hand: str) -> State:
    return replace(state, phase="organization", step="", hand=hand)


def with_galadriel(site: str) -> State:
    """Galadriel, a Hand, beside Bilbo at ``site`` in the organization phase, Nenya in hand."""
    return organizing(bwj.at(bwj.with_hand(bwj.fresh(), GALADRIEL), site), NENYA)


def kinds(facts: list) -> list[str]:  # type: ignore[type-arg]
    return [f.kind for f in facts]


@pytest.mark.rule("CoE-5.1", "CoE-7.1", "BWJ-HAND-1")
def test_burglar_nenya_names_whose_next_check_succeeds_with_no_roll() -> None:
    state = with_galadriel("Bag End")
    offered = next(a for a in bwj.RULESET.actions(state)
                   if a.id == f"play:{NENYA}:turn:{GALADRIEL}")
    assert offered.params == {ARG: "the character whose next corruption check made away from "
                              f"a Shadow-hold or Dark-hold succeeds: {BILBO}, {GALADRIEL} (the "
                              "first such check of any character if left out)"}
    assert offered.candidates == {ARG: (BILBO, GALADRIEL)}
    facts, after = bwj.act(state, f"play:{NENYA}:turn:{GALADRIEL}", {ARG: BILBO})
    # Her bonuses, her own check (rolled), then the gift waits for Bilbo's.
    assert kinds(facts)[-3:] == ["DiceRolled", "CorruptionChecked", "CorruptionCheckAssured"]
    assert facts[-1].data == {"card": NENYA, "character": BILBO}
    assert bwj.RULESET.narrate(facts[-1]) == (
        "Nenya: the next corruption check of Bilbo made away from a Shadow-hold or Dark-hold "
        "succeeds. [CoE-7.1]")
    assert after.assured_checks == ((NENYA, BILBO),)
    # Galadriel's check is not his: hers rolls; his, giving away his item, succeeds unrolled.
    item = after.character(BILBO).items[0].card_id  # type: ignore[union-attr]
    facts, given = bwj.act(after, f"transfer:{item}:{BILBO}:{GALADRIEL}")
    assert kinds(facts)[:2] == ["CorruptionCheckSucceeded", "ItemTransferred"]
    assert facts[0].data == {"character": BILBO, "name": "Bilbo", "card": NENYA}
    assert bwj.RULESET.narrate(facts[0]) == \
        "Bilbo's corruption check succeeds with no roll (Nenya). [CoE-7.1]"
    assert given.assured_checks == ()
    # Used up: his next check rolls.
    facts, _ = bwj.act(given, f"transfer:{item}:{GALADRIEL}:{BILBO}")
    assert "CorruptionCheckSucceeded" not in kinds(facts)
    assert "CorruptionChecked" in kinds(facts)


@pytest.mark.rule("CoE-7.1", "BWJ-HAND-1")
def test_burglar_nenya_left_unnamed_waits_away_from_a_shadow_hold() -> None:
    _, after = bwj.act(with_galadriel("Bag End"), f"play:{NENYA}:turn:{GALADRIEL}")
    assert after.assured_checks == ((NENYA, ""),)
    # At Moria, a Shadow-hold, a check rolls and the gift still waits.
    item = after.character(BILBO).items[0].card_id  # type: ignore[union-attr]
    facts, held = bwj.act(bwj.at(after, "Moria"), f"transfer:{item}:{BILBO}:{GALADRIEL}")
    assert "CorruptionChecked" in kinds(facts)
    assert held.assured_checks == ((NENYA, ""),)
    # Back away from it, anyone's check uses it.
    facts, _ = bwj.act(bwj.at(held, "Bag End"), f"transfer:{item}:{GALADRIEL}:{BILBO}")
    assert of_kind(facts, "CorruptionCheckSucceeded")[0]["character"] == GALADRIEL


@pytest.mark.rule("CoE-5.1", "BWJ-HAND-1")
def test_burglar_nenya_naming_no_character_of_the_company_is_refused() -> None:
    with pytest.raises(IllegalAction) as refused:
        bwj.act(with_galadriel("Bag End"), f"play:{NENYA}:turn:{GALADRIEL}", {ARG: "TW-145"})
    assert (refused.value.message, refused.value.clause) == (
        "Nenya: 'TW-145' is not a character in play to have its corruption check succeed.",
        "CoE-7.1")


@pytest.mark.rule("CoE-5.1", "BWJ-HAND-1")
def test_burglar_before_nenya_from_plays_her_bonuses_and_check_alone() -> None:
    before = bwj.played_as(str(burglar_versions.NENYA_FROM - 1))
    state = with_galadriel("Bag End")
    offered = next(a for a in before.actions(state)
                   if a.id == f"play:{NENYA}:turn:{GALADRIEL}")
    assert (offered.params, offered.candidates) == ({}, {})
    facts, after = bwj.act(state, f"play:{NENYA}:turn:{GALADRIEL}", {ARG: BILBO},
                           ruleset=before)
    assert kinds(facts)[-1] == "CorruptionChecked"
    assert after.assured_checks == ()


def guise(site: str = gon.LORIEN) -> GuiseState:
    """Galadriel joins the starting company (Radagast, Haldir, Celeborn, Sam) at ``site`` in
    the organization phase, Nenya in hand."""
    state = gon.fresh()
    company = state.companies[0]
    joined = replace(company, location=site, characters=(
        *company.characters, Character.from_card(gon.CATALOG.get(GALADRIEL))))
    return replace(state.with_company(joined), hand=(NENYA,))


@pytest.mark.rule("CoE-5.1", "CoE-7.1", "GON-GEN-1")
def test_guise_nenya_names_whose_next_check_succeeds_with_no_roll() -> None:
    state = guise()
    offered = next(a for a in gon.RULESET.actions(state)
                   if a.id == f"resource:{NENYA}:turn:{GALADRIEL}")
    assert offered.params == {ARG: "the character whose next corruption check made away from "
                              f"a Shadow-hold or Dark-hold succeeds: {gon.RADAGAST}, "
                              f"{gon.HALDIR}, {gon.CELEBORN}, {gon.SAM}, {GALADRIEL} (the "
                              "first such check of any character if left out)"}
    assert offered.candidates == {ARG: (gon.RADAGAST, gon.HALDIR, gon.CELEBORN, gon.SAM,
                                        GALADRIEL)}
    facts, after = gon.act(state, f"resource:{NENYA}:turn:{GALADRIEL}", {ARG: gon.HALDIR})
    assert kinds(facts)[-3:] == ["DiceRolled", "CorruptionChecked", "CorruptionCheckAssured"]
    assert gon.RULESET.narrate(facts[-1]) == (
        "Nenya: the next corruption check of Haldir made away from a Shadow-hold or Dark-hold "
        "succeeds. [CoE-7.1]")
    assert after.assured_checks == ((NENYA, gon.HALDIR),)
    # Radagast's check rolls; Haldir's succeeds with no roll, then his next one rolls.
    facts, after = gon.act(after, f"transfer:TW-206:{gon.RADAGAST}:{gon.SAM}")
    assert "CorruptionChecked" in kinds(facts) and after.assured_checks != ()
    facts, after = gon.act(after, f"transfer:TW-206:{gon.HALDIR}:{gon.CELEBORN}")
    assert kinds(facts)[0] == "CorruptionCheckSucceeded"
    assert facts[0].data == {"character": gon.HALDIR, "name": "Haldir", "card": NENYA}
    assert after.assured_checks == ()


@pytest.mark.rule("CoE-7.1", "GON-GEN-1")
def test_guise_nenya_waits_while_the_company_is_at_a_dark_hold() -> None:
    _, after = gon.act(guise(), f"resource:{NENYA}:turn:{GALADRIEL}")
    assert after.assured_checks == ((NENYA, ""),)
    held = after.with_company(replace(after.companies[0], location=gon.DOL_GULDUR))
    facts, held = gon.act(held, f"transfer:TW-206:{gon.HALDIR}:{gon.CELEBORN}")
    assert "CorruptionCheckSucceeded" not in kinds(facts)
    assert held.assured_checks == ((NENYA, ""),)


@pytest.mark.rule("CoE-5.1", "GON-GEN-1")
def test_guise_nenya_naming_no_character_in_play_is_refused_and_before_is_not_asked() -> None:
    with pytest.raises(IllegalAction) as refused:
        gon.act(guise(), f"resource:{NENYA}:turn:{GALADRIEL}", {ARG: "TW-145"})
    assert (refused.value.message, refused.value.clause) == (
        "Nenya: 'TW-145' is not a character in play to have its corruption check succeed.",
        "CoE-7.1")
    before = gon.RULESET.at_version(str(hand_cards.NENYA_FROM - 1))
    offered = next(a for a in before.actions(guise())
                   if a.id == f"resource:{NENYA}:turn:{GALADRIEL}")
    assert offered.params == {}
    facts, after = gon.act(guise(), f"resource:{NENYA}:turn:{GALADRIEL}", {ARG: "TW-145"},
                           ruleset=before)
    assert kinds(facts)[-1] == "CorruptionChecked"
    assert after.assured_checks == ()


@pytest.mark.rule("CoE-5.1", "CoE-7.1")
def test_the_coverage_counts_nenya_scripted_in_both() -> None:
    for ruleset_id in ("burglar", "necromancer"):
        assert coverage.in_ruleset(ruleset_id, bwj.CATALOG.get(NENYA)) == \
            coverage.InRuleset(coverage.SCRIPTED)
