"""The Wizards' texts in the Guise of the Necromancer: from ``WILDERNESS_DRAWS_FROM`` Radagast,
the player's Wizard, draws one resource more for each Wilderness of his moving company's site
path (``hobbit.character_texts.wilderness_draws``, CoE 2.IV.v), after the site's own draw; an
allied Wizard's text is ignored (GON-SETUP-5), so Saruman, never the player's Wizard
(GON-SETUP-1), takes no spell back and uses no Palantír here. Versions before replay with the
site's draw alone. From ``radagast.SINCE`` the player chooses how many he draws
(``test_necromancer_radagast_draws``); these read the versions drawing them all unasked."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine.characters import Character
from domain.ruleset import Context, Fact, Table
from domain.rulesets.guise_of_the_necromancer import radagast
from domain.rulesets.guise_of_the_necromancer.printed_rules import WILDERNESS_DRAWS_FROM
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import Company, State
from tests.rules.necromancer_support import (
    CATALOG,
    DOL_GULDUR,
    FILLER,
    GANDALF,
    RADAGAST,
    RULESET,
    fresh,
    hazards,
    take_all,
)
from tests.support import of_kind

BEFORE = RULESET.at_version(str(WILDERNESS_DRAWS_FROM - 1))
#: The last version drawing every one of them unasked (``radagast.SINCE``).
UNASKED = RULESET.at_version(str(radagast.SINCE - 1))


def _drawn(state: State, ruleset: GuiseOfTheNecromancer = RULESET) -> list[tuple[int, str]]:
    """(cards, clause) of each resource draw as the first company moves to Dol Guldur."""
    facts: list[Fact] = []
    for action in (f"move:1:{DOL_GULDUR}", "go"):
        ctx = Context(ruleset, Table(7, {}, state))
        ruleset.decide(ctx, action, {})
        if action == "go":  # the site's draws, all of them, asked from 121
            take_all(ctx, ruleset)
        facts += ctx.facts
        state = ctx.state
    return [(len(f["cards"]), f.rule) for f in of_kind(facts, "ResourcesDrawn")]


@pytest.mark.rule("GON-HH-3", "GON-SETUP-1")
def test_radagast_the_players_wizard_draws_one_more_for_each_wilderness() -> None:
    state = hazards(fresh(), [], FILLER)
    assert state.wizard == RADAGAST
    number = CATALOG.get(DOL_GULDUR).resource_draw
    # Lórien to Dol Guldur: a Wilderness, a Border-land, a Dark-domain.
    assert _drawn(state, UNASKED) == [(number, "CoE-2.IV.v"), (1, "CoE-2.IV.v")]
    assert _drawn(state, BEFORE) == [(number, "CoE-2.IV.v")]


@pytest.mark.rule("GON-SETUP-5")
def test_an_allied_radagast_draws_nothing_more() -> None:
    state = hazards(fresh(), [], FILLER)
    # Gandalf the player's Wizard, Radagast beside him an allied Wizard.
    company = state.companies[0]
    swapped = tuple(replace(c, card_id=GANDALF, name="Gandalf") if c.card_id == RADAGAST
                    else c for c in company.characters)
    with_allied = (*swapped, Character.from_card(CATALOG.get(RADAGAST)))
    state = replace(state, wizard=GANDALF,
                    companies=(Company(company.id, company.location, with_allied),
                               *state.companies[1:]))
    number = CATALOG.get(DOL_GULDUR).resource_draw
    assert _drawn(state) == [(number, "CoE-2.IV.v")]


@pytest.mark.rule("GON-SETUP-1", "GON-SETUP-5")
def test_saruman_s_text_never_arises_here() -> None:
    row = next(r for r in coverage.coverage(CATALOG) if r.card_id == "TW-181")
    found = dict(row.rulesets)["necromancer"]
    assert (found.status, found.missing) == (coverage.SCRIPTED, (
        "never arises here: using a Palantír he bears (Saruman is only ever an allied Wizard, "
        "whose text is ignored, GON-SETUP-1, GON-SETUP-5), taking back a spell as the turn "
        "ends (Saruman is only ever an allied Wizard, whose text is ignored, GON-SETUP-1, "
        "GON-SETUP-5)"))
