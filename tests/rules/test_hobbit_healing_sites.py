"""The special rule of Old Forest and Rhosgobel in Burglar Wants a Good Job, played from
version 68 (``engine.site_rules``, read by The Road Goes Ever On too): a healing effect at the
site reaches every character there, each other wounded character of the company healing the
same way. Version 67 replays as played: the one character healed."""

from __future__ import annotations

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import HEALING_SITES_FROM
from tests.rules import burglar_support as bwj
from tests.support import of_kind

HALFLING_STRENGTH, ATHELAS, OLD_FOREST, RHOSGOBEL = "TW-253", "TW-195", "TW-417", "TW-420"
ARAGORN = bwj.CATALOG.find("Aragorn II").id
BEFORE = bwj.played_as(str(HEALING_SITES_FROM - 1))


def _wounded_at(site: str) -> State:
    """The Burglar and Aragorn II, a Hand, both wounded at ``site`` in the organization
    phase, Halfling Strength in the hand and Athelas borne by Aragorn II."""
    state = bwj.give(bwj.with_hand(bwj.at(bwj.fresh(), site), ARAGORN), ARAGORN, ATHELAS)
    state = bwj.set_state(bwj.set_state(state, bwj.BILBO, "wounded"), ARAGORN, "wounded")
    assert HALFLING_STRENGTH in state.hand
    return state


@pytest.mark.rule("CoE-2.I.1", "CoE-5.1")
def test_at_old_forest_halfling_strength_heals_every_wounded_character(
        starter: Catalog) -> None:
    assert int(bwj.RULESET.version) >= HEALING_SITES_FROM
    heal = f"play:{HALFLING_STRENGTH}:heal:{bwj.BILBO}"
    facts, after = bwj.act(_wounded_at("Old Forest"), heal)
    changed = of_kind(facts, "CharacterStateChanged")
    assert [(f.rule, dict(f.data)) for f in changed] == [
        ("CoE-5.1", {"character": bwj.BILBO, "state": "untapped"}),
        ("CoE-2.I.1", {"character": ARAGORN, "state": "untapped",
                       "reason": "Halfling Strength reaches every character at Old Forest"})]
    assert bwj.RULESET.narrate(changed[1]) == (
        "Aragorn II is now untapped: Halfling Strength reaches every character at Old Forest. "
        "[CoE-2.I.1]")
    assert [c.state for c in after.company] == ["untapped", "untapped"]
    # Version 67 replays as played: the Burglar alone heals.
    facts, before = bwj.act(_wounded_at("Old Forest"), heal, ruleset=BEFORE)
    assert [f["character"] for f in of_kind(facts, "CharacterStateChanged")] == [bwj.BILBO]
    assert [c.state for c in before.company] == ["untapped", "wounded"]
    for site in (OLD_FOREST, RHOSGOBEL):
        found = coverage.in_ruleset("burglar", starter.get(site))
        assert (found.status, found.missing) == (coverage.SCRIPTED, "")


@pytest.mark.rule("CoE-2.I.1", "CoE-6.1")
def test_at_rhosgobel_athelas_heals_every_wounded_character_to_tapped() -> None:
    # Aragorn II, untapped, uses it on the Burglar; Thranduil, a Hand, is wounded too.
    state = bwj.set_state(_wounded_at("Rhosgobel"), ARAGORN, "untapped")
    state = bwj.set_state(bwj.with_hand(state, bwj.THRANDUIL), bwj.THRANDUIL, "wounded")
    facts, after = bwj.act(state, f"athelas:{ATHELAS}:{ARAGORN}:{bwj.BILBO}")
    assert [(f["character"], f["state"]) for f in of_kind(facts, "CharacterStateChanged")] == [
        (ARAGORN, "tapped"), (bwj.BILBO, "tapped"), (bwj.THRANDUIL, "tapped")]
    assert of_kind(facts, "CharacterStateChanged")[2]["reason"] == \
        "Athelas reaches every character at Rhosgobel"
    # Elsewhere the one character heals.
    elsewhere = bwj.at(state, "Rivendell")
    facts, _ = bwj.act(elsewhere, f"athelas:{ATHELAS}:{ARAGORN}:{bwj.BILBO}")
    assert [f["character"] for f in of_kind(facts, "CharacterStateChanged")] == [
        ARAGORN, bwj.BILBO]
