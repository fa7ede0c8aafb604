"""The White Tree (TW-348) in Burglar Wants a Good Job from ``WHITE_TREE_FROM``
(``burglar.white_tree`` over ``engine.white_tree``; CoE 5.3): in the organization phase at
Minas Tirith, by a sage of the company, discarding a Sapling of the White Tree borne by a
character of the company, ``play:<card>:tree:<sage>`` brings it into play (WhiteTreePlanted);
Minas Tirith is then a Haven for healing (CoE 2.I.1) and for playing hazards (BWJ-SEQ-14),
and for nothing else. Elsewhere refused naming the card and the reason, writing nothing; the
version before kept it in the hand. Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain import coverage
from domain.rulesets.burglar import white_tree
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import WHITE_TREE_FROM
from tests.rules import burglar_support as bwj
from tests.support import only

TREE, SAPLING, PICK_POCKET = "TW-348", "TW-322", "TW-79"
PLAY = f"play:{TREE}:tree:{bwj.BILBO}"
BEFORE = bwj.played_as(str(WHITE_TREE_FROM - 1))


def at_minas_tirith(site: str = "Minas Tirith", **changes: Any) -> State:
    """The Burglar (a sage) and Sam, a Hand bearing a Sapling of the White Tree, at ``site``
    in the organization phase, The White Tree in hand."""
    state = bwj.give(bwj.with_hand(bwj.fresh(), bwj.SAM), bwj.SAM, SAPLING)
    return replace(bwj.at(state, site), phase="organization", step="", hand=(TREE,),
                   **changes)


@pytest.mark.rule("CoE-5.3", "BWJ-SEQ-2")
def test_a_sage_plays_the_white_tree_at_minas_tirith_discarding_a_sapling() -> None:
    assert WHITE_TREE_FROM <= int(bwj.RULESET.version)
    state = at_minas_tirith()
    assert [a for a in bwj.ids(state) if TREE in a] == [PLAY]  # Sam is no sage
    assert [a.id for a in BEFORE.actions(state) if TREE in a.id] == []
    assert bwj.RULESET.policy(state, bwj.RULESET.actions(state))[0] == PLAY
    facts, after = bwj.act(state, PLAY)
    assert [(f.kind, dict(f.data), f.rule) for f in facts] == [
        ("WhiteTreePlanted", {"card": TREE, "character": bwj.BILBO, "sapling": SAPLING,
                              "bearer": bwj.SAM}, "CoE-5.3")]
    assert bwj.RULESET.narrate(facts[0]) == (
        "Bilbo plays The White Tree, discarding the Sapling of the White Tree Sam Gamgee bore: "
        "Minas Tirith is a Haven for healing and playing hazards. [CoE-5.3]")
    sam = after.character(bwj.SAM)
    assert sam is not None and sam.items == ()
    assert (after.permanents, after.hand, after.resource_discard[-1]) == ((TREE,), (), SAPLING)
    assert bwj.RULESET.board(after)["permanent_events"] == ["The White Tree"]


@pytest.mark.rule("CoE-5.3")
def test_the_white_tree_is_refused_outside_its_condition_naming_why() -> None:
    def refused(state: State, action: str = PLAY) -> tuple[str, str | None]:
        return bwj.refusal(state, action)

    elsewhere = at_minas_tirith("Rivendell")
    assert not [a for a in bwj.ids(elsewhere) if TREE in a]
    assert refused(elsewhere) == ("The White Tree cannot be played now: it is played only at "
                                  "Minas Tirith.", "CoE-5.3")
    state = at_minas_tirith()
    assert refused(state, f"play:{TREE}:tree:{bwj.SAM}") == (
        "The White Tree cannot be played now: it is played by a sage only, and Sam Gamgee is "
        "no sage.", "CoE-5.3")
    bare = replace(state, company=(state.company[0], replace(state.company[1], items=())))
    assert not [a for a in bwj.ids(bare) if TREE in a]
    assert refused(bare) == ("The White Tree cannot be played now: it is played by discarding "
                             "a Sapling of the White Tree borne by a character of the "
                             "company.", "CoE-5.3")
    assert refused(replace(state, permanents=(TREE,))) == (
        "The White Tree cannot be played now: it is in play already.", "CoE-5.3")
    assert refused(replace(state, phase="site", step="entered")) == (
        "The White Tree cannot be played now: it is played in the organization phase.",
        "CoE-5.3")
    assert refused(state, f"play:{TREE}:plant:{bwj.BILBO}") == (
        "The White Tree cannot be played now: it is played as 'tree', not 'plant'.", "CoE-5.3")


@pytest.mark.rule("CoE-2.I.1", "BWJ-SEQ-1")
def test_minas_tirith_heals_as_a_haven_while_it_is_in_play() -> None:
    inside = replace(bwj.set_state(at_minas_tirith(), bwj.SAM, "wounded"), phase="site",
                     step="entered", hand=())
    for permanents, healed in (((TREE,), [[bwj.SAM, "tapped"]]), ((), [])):
        _, ending = bwj.act(replace(inside, permanents=permanents), "done")
        facts, _ = bwj.act(ending, "keep")
        assert only(facts, "CharactersRefreshed")["changes"] == healed


@pytest.mark.rule("BWJ-SEQ-14", "CoE-2.IV.vii.2")
def test_the_hazard_hand_keys_to_minas_tirith_as_to_a_haven_while_it_is_in_play() -> None:
    # Pick-pocket is keyed to a Free-hold only: without the card it attacks at Minas Tirith.
    moved = bwj.moving(bwj.fresh(), "Drúadan Forest", "Minas Tirith", PICK_POCKET)
    facts, _ = bwj.advance(moved)
    assert only(facts, "HazardPlayed")["keyed"] == "site-type:free-hold"
    # With it, Minas Tirith is a Haven to the hazard: Pick-pocket stays face up.
    facts, after = bwj.advance(replace(moved, permanents=(TREE,)))
    assert [f.kind for f in facts] == ["HazardRevealed", "HazardPlayEnded", "PhaseBegan"]
    assert after.row == (PICK_POCKET,) and after.phase == "site"  # still a Free-hold there


@pytest.mark.rule("CoE-5.3", "BWJ-MP-6", "BWJ-MP-7")
def test_the_coverage_reads_the_white_tree_scripted_in_burglar() -> None:
    row = coverage.in_ruleset("burglar", bwj.CATALOG.get(TREE))
    assert row == coverage.InRuleset(coverage.SCRIPTED, white_tree.COVERAGE)
    assert row.missing.startswith("never arises here: a Sapling stored at Minas Tirith")
