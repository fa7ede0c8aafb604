"""The White Tree (TW-348) in the Guise of the Necromancer from ``white_tree.SINCE`` (over
``engine.white_tree``; GON-GEN-1, CoE 5.3): in the organization phase, by a sage of a company
at Minas Tirith, discarding a Sapling of the White Tree borne in that company,
``permanent-event:<card>:<sage>`` brings it into play, its 5 miscellaneous points counted
(GON-WIN-2); Minas Tirith is then a Haven for healing (CoE 2.I.1) and for playing hazards
(GON-DUD-4), and for nothing else. Elsewhere refused naming the card and the reason; the
version before kept it in the hand."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.rulesets.guise_of_the_necromancer import white_tree
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.support import of_kind, only

TREE, SAPLING, MINAS_TIRITH, PICK_POCKET = "TW-348", "TW-322", "TW-412", "TW-79"
CELEBORN = "TW-136"  # the starting company's one sage
PLANTED = (TREE, "miscellaneous", 5)
BEFORE = gon.RULESET.at_version(str(white_tree.SINCE - 1))


def at_minas_tirith(**changes: object) -> State:
    """The starting company at Minas Tirith in the organization phase, its Wizard (Radagast,
    no sage) bearing a Sapling of the White Tree, The White Tree in the hand."""
    state = gon.fresh()
    company = state.companies[0]
    wizard = company.character(state.wizard)
    assert wizard is not None
    sapling = replace(wizard, items=(*wizard.items, gon.RULESET._item(SAPLING)))
    characters = tuple(sapling if c.card_id == state.wizard else c
                       for c in company.characters)
    return replace(state, hand=(TREE,), companies=(
        replace(company, location=MINAS_TIRITH, characters=characters),), **changes)


@pytest.mark.rule("CoE-5.3", "GON-GEN-1", "GON-WIN-2")
def test_a_sage_plays_the_white_tree_at_minas_tirith_discarding_a_sapling() -> None:
    assert white_tree.SINCE <= int(gon.RULESET.version)
    state = at_minas_tirith()
    play = f"permanent-event:{TREE}:{CELEBORN}"
    assert gon.naming(state, TREE) == [play]
    assert gon.naming(state, TREE, ruleset=BEFORE) == []
    assert gon.RULESET.policy(state, gon.RULESET.actions(state))[0] == play
    facts, after = gon.act(state, play)
    assert [(f.kind, f.rule, dict(f.data)) for f in facts] == [
        ("WhiteTreePlanted", "CoE-5.3", {"card": TREE, "character": CELEBORN,
                                         "sapling": SAPLING, "bearer": state.wizard,
                                         "points": 5, "type": "miscellaneous"})]
    assert gon.RULESET.narrate(facts[0]) == (
        "Celeborn plays The White Tree, discarding the Sapling of the White Tree Radagast bore: "
        "Minas Tirith is a Haven for healing and playing hazards (5 marshalling points, "
        "miscellaneous). [CoE-5.3]")
    wizard = after.companies[0].character(state.wizard)
    assert wizard is not None and SAPLING not in [i.card_id for i in wizard.items]
    assert (after.marshalling, after.hand, after.resource_discard[-1]) == (
        (PLANTED,), (), SAPLING)


@pytest.mark.rule("CoE-5.3", "GON-GEN-1")
def test_the_white_tree_is_refused_outside_its_condition_naming_why() -> None:
    state = at_minas_tirith()
    play = f"permanent-event:{TREE}:{CELEBORN}"
    lorien = replace(state, companies=(replace(state.companies[0], location=gon.LORIEN),))
    assert gon.naming(lorien, TREE) == []
    assert gon.refused(lorien, play) == (
        "The White Tree cannot be played now: it is played only at Minas Tirith.", "CoE-5.3")
    assert gon.refused(state, f"permanent-event:{TREE}:{state.wizard}") == (
        "The White Tree cannot be played now: it is played by a sage only, and Radagast is no "
        "sage.", "CoE-5.3")
    bare = at_minas_tirith()
    bare = replace(bare, companies=(replace(bare.companies[0], characters=tuple(
        replace(c, items=tuple(i for i in c.items if i.card_id != SAPLING))
        for c in bare.companies[0].characters)),))
    assert gon.naming(bare, TREE) == []
    assert gon.refused(bare, play) == (
        "The White Tree cannot be played now: it is played by discarding a Sapling of the "
        "White Tree borne by a character of Celeborn's company or stored at Minas Tirith.",
        "CoE-5.3")
    assert gon.refused(replace(state, marshalling=(PLANTED,)), play) == (
        "The White Tree cannot be played now: it is in play already.", "CoE-5.3")
    assert gon.refused(replace(state, phase="site", step="entered", pending=("1",)), play) == (
        "The White Tree cannot be played now: it is played in the organization phase.",
        "CoE-5.3")


@pytest.mark.rule("CoE-2.I.1", "GON-DUD-4", "GON-HH-6")
def test_minas_tirith_is_a_haven_for_healing_and_hazards_while_it_is_in_play() -> None:
    # Pick-pocket, keyed to a Free-hold, attacks the company staying at Minas Tirith; with
    # The White Tree in play it cannot be keyed there: a dud (GON-DUD-4). The company still
    # has its site phase there, a Free-hold for anything else.
    staying = gon.hazards(replace(at_minas_tirith(), hand=()), [PICK_POCKET], gon.FILLER)
    facts, _ = gon.act(staying, "go")
    assert only(facts, "AttackDeclared")["keyed"] == "site-type:free-hold"
    facts, after = gon.act(replace(staying, marshalling=(PLANTED,)), "go")
    assert "AttackDeclared" not in gon.kinds(facts)
    assert PICK_POCKET in [f["card"] for f in of_kind(facts, "DudDiscarded")]
    assert (after.phase, after.step) == ("site", "arrived")
    # A wounded character there heals to tapped in the untap phase only with it in play.
    wounded = at_minas_tirith()
    who = wounded.companies[0].characters[1]
    wounded = replace(wounded, phase="end-of-turn", step="discard-one", hand=(), companies=(
        replace(wounded.companies[0], characters=tuple(
            replace(c, state="wounded") if c.card_id == who.card_id else c
            for c in wounded.companies[0].characters)),))
    for marshalling, healed in (((PLANTED,), [[who.card_id, "tapped"]]), ((), [])):
        facts, _ = gon.act(replace(wounded, marshalling=marshalling), "keep")
        assert only(facts, "CharactersRefreshed")["changes"] == healed


@pytest.mark.rule("GON-GEN-1", "CoE-2.II.4")
def test_the_coverage_reads_the_white_tree_scripted_in_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    # A Sapling stored at Minas Tirith is discarded for it too (test_necromancer_item_stores).
    assert rows[TREE] == coverage.InRuleset(coverage.SCRIPTED, white_tree.COVERAGE[TREE]) \
        == coverage.InRuleset(coverage.SCRIPTED)
