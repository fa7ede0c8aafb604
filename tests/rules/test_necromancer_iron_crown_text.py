"""Guise of the Necromancer from ``iron_crown.SINCE``: The Iron Crown does what its card says
(``engine.iron_crown``, the engine's generation 31; GON-GEN-1): borne by a character who is
not a Hobbit it taps to cancel an attack of Orcs, Trolls or Men on his company (CoE 3.i), gives
him +1 body (to at most 10) and +4 direct influence (against a faction, in controlling
followers, in GON-TARGET-1's ranking); its bearer checks corruption after each influence
attempt (CoE 7.1). The version before gave its points alone."""

from __future__ import annotations

import pytest

from domain import coverage
from domain.ruleset import Fact
from domain.rulesets.guise_of_the_necromancer import iron_crown
from domain.rulesets.guise_of_the_necromancer.moves import control_left
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import State
from domain.rulesets.guise_of_the_necromancer.targets import rank
from tests.rules import necromancer_support as gon
from tests.rules.test_necromancer_faction_facts import THRANDUILS_HALLS, WOOD_ELVES, entered
from tests.rules.test_necromancer_item_uses import bearing
from tests.support import of_kind, only

CROWN = "TW-496"
BEFORE = gon.RULESET.at_version(str(iron_crown.SINCE - 1))


def attacked(who: str, creature: str,
             ruleset: GuiseOfTheNecromancer = gon.RULESET) -> tuple[list[Fact], State]:
    """``who`` bears the Crown as his company moves to Dol Guldur and ``creature`` attacks."""
    state = gon.hazards(bearing(gon.fresh(), who, CROWN), [creature], gon.FILLER)
    _, moving = gon.acts(state, f"move:1:{gon.DOL_GULDUR}", ruleset=ruleset)
    return gon.act(moving, "go", seed=3, ruleset=ruleset)


@pytest.mark.rule("CoE-3.i", "GON-GEN-1")
def test_its_bearer_taps_it_to_cancel_an_orc_attack_but_not_a_hobbit() -> None:
    assert iron_crown.SINCE == 82 <= int(gon.RULESET.version)
    _, state = attacked(gon.CELEBORN, gon.ORC_PATROL)
    use = f"use:{CROWN}:{gon.CELEBORN}:cancel"
    assert [i for i in gon.ids(state) if i.startswith("use:")] == [use]
    # The automatic player takes it: it costs only the crown's tap.
    assert gon.RULESET.policy(state, gon.RULESET.actions(state))[0] == use
    facts, after = gon.act(state, use)
    tapped = only(facts, "ItemTapped")
    assert (tapped["item"], tapped["bearer"], tapped["mode"]) == (CROWN, gon.CELEBORN, "cancel")
    canceled = only(facts, "AttackCanceled")
    assert (canceled.rule, canceled["attack"], canceled["by"]) == (
        "CoE-3.i", "Orc-patrol", CROWN)
    assert after.fight is None and after.tapped_items == ((CROWN, gon.CELEBORN),)
    # Not against Wolves; not by a Hobbit, refused naming why.
    _, wolves = attacked(gon.CELEBORN, gon.WOLVES)
    assert [i for i in gon.ids(wolves) if i.startswith("use:")] == []
    _, hobbit = attacked(gon.SAM, gon.ORC_PATROL)
    assert [i for i in gon.ids(hobbit) if i.startswith("use:")] == []
    assert gon.refused(hobbit, f"use:{CROWN}:{gon.SAM}:cancel") == (
        "The Iron Crown cannot be used now: Sam Gamgee is a Hobbit: a Hobbit bearer has no "
        "such use of it.", "CoE-6.1")


@pytest.mark.rule("CoE-2.V.3", "CoE-7.1")
def test_it_adds_four_against_a_faction_and_its_bearer_then_checks_corruption() -> None:
    state = bearing(entered(THRANDUILS_HALLS, (WOOD_ELVES,)), gon.CELEBORN, CROWN)
    facts, after = gon.act(state, f"influence:{WOOD_ELVES}:{gon.CELEBORN}", seed=1)
    attempt = only(facts, "FactionInfluenced")
    assert (attempt["roll"], attempt["bonus"], attempt["needed"], attempt["succeeded"]) == (
        5, 4, 8, True)
    checked = only(facts, "CorruptionChecked")
    assert (checked.rule, checked["character"], checked["roll"], checked["points"],
            checked["result"]) == ("CoE-7.1", gon.CELEBORN, 5, 5, "discarded")
    assert after.company_of(gon.CELEBORN) is None
    # The version before: no +4 (the attempt fails), no check.
    facts, _ = gon.act(state, f"influence:{WOOD_ELVES}:{gon.CELEBORN}", seed=1, ruleset=BEFORE)
    assert only(facts, "FactionInfluenced")["succeeded"] is False
    assert not of_kind(facts, "CorruptionChecked")


@pytest.mark.rule("CoE-2.II.3.2", "GON-TARGET-1", "CoE-6.1")
def test_its_direct_influence_controls_followers_and_ranks_targets_and_its_body() -> None:
    state = bearing(gon.fresh(), gon.CELEBORN, CROWN)
    company = state.companies[0]
    celeborn, sam = company.character(gon.CELEBORN), company.character(gon.SAM)
    assert celeborn is not None and sam is not None
    plain = control_left(state, gon.CATALOG, celeborn, sam, True, True)
    assert control_left(state, gon.CATALOG, celeborn, sam, True, True, crown=True) == plain + 4
    assert iron_crown.direct_influence(celeborn, gon.RULESET.version) == 4
    assert iron_crown.direct_influence(celeborn, BEFORE.played) == 0
    ranked = rank(celeborn, iron_crown.direct_influence(celeborn, gon.RULESET.version))
    assert ranked[1] == -(celeborn.direct_influence + 4)
    # A Hobbit has none of it.
    hobbit = bearing(gon.fresh(), gon.SAM, CROWN).companies[0].character(gon.SAM)
    assert hobbit is not None and iron_crown.direct_influence(hobbit, gon.RULESET.version) == 0
    assert iron_crown.body_modifiers(gon.CATALOG, hobbit, gon.RULESET.version) == []
    body = iron_crown.body_modifiers(gon.CATALOG, celeborn, gon.RULESET.version)
    assert [(m.amount, m.source) for m in body] == [(-1, f"card:{CROWN}")]
    assert iron_crown.body_modifiers(gon.CATALOG, celeborn, BEFORE.played) == []


@pytest.mark.rule("CoE-3.i")
def test_the_version_before_offers_no_use() -> None:
    _, state = attacked(gon.CELEBORN, gon.ORC_PATROL, BEFORE)
    assert [i for i in gon.ids(state, BEFORE) if i.startswith("use:")] == []


@pytest.mark.rule("CoE-3.i", "CoE-7.1")
def test_the_coverage_shows_it_scripted_in_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[CROWN] == coverage.InRuleset(coverage.SCRIPTED)


@pytest.mark.rule("CoE-3.iv.6", "CoE-6.1")
def test_its_bearer_wounded_checks_body_one_higher() -> None:
    for ruleset, body, modifiers in ((gon.RULESET, 10, [(-1, f"card:{CROWN}")]),
                                     (BEFORE, 9, [])):
        _, state = attacked(gon.RADAGAST, gon.UVATHA, ruleset)
        fought, _ = gon.fight_out(state, seed=3, ruleset=ruleset)
        checked = only(fought, "BodyChecked")
        assert (checked["character"], checked["body"]) == (gon.RADAGAST, body)
        assert [(m["amount"], m["source"]) for m in checked["check"]["modifiers"]] == modifiers
