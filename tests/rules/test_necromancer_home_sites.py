"""From ``printed_rules.HOME_ONLY_FROM`` a character whose card says so (the Hobbits of the
Shire, Fatty Bolger among them: ``character_rules.HOME_ONLY``) comes into play from the
hand only at his home site, not at any Haven (CoE 2.II.2.2; the starting characters are
placed by the set-up, GON-SETUP-8). Elsewhere not offered and refused naming his home; the
version before played him at a Haven too."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer.printed_rules import HOME_ONLY_FROM
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules.necromancer_support import CATALOG, RULESET, act, fresh, ids

FATTY, BAG_END, LORIEN = "TW-495", "TW-372", "TW-408"
BEFORE = RULESET.at_version(str(HOME_ONLY_FROM - 1))


def holding(at: str) -> State:
    """The Wizard alone in the first company, at ``at``, in the organization phase, Fatty
    Bolger in hand (the influence to bring him in left)."""
    state = fresh()
    first = state.companies[0]
    company = replace(first, location=at, origin=at,
                      characters=tuple(c for c in first.characters if c.card_id == state.wizard))
    return replace(state, companies=(company, *state.companies[1:]), followers=(),
                   hand=(*state.hand, FATTY))


@pytest.mark.rule("GON-SETUP-8", "GON-SETUP-10")
def test_fatty_bolger_comes_into_play_only_at_his_home_site() -> None:
    action = f"play:{FATTY}:1"
    assert action in ids(holding(BAG_END))
    facts, _ = act(holding(BAG_END), action)
    assert facts[0].kind == "CharacterPlayed"
    assert action not in ids(holding(LORIEN))
    with pytest.raises(IllegalAction) as refused:
        act(holding(LORIEN), action)
    assert (str(refused.value), refused.value.clause) == (
        "Fatty Bolger comes into play only at his home site (Bag End). [CoE-2.II.2.2]",
        "CoE-2.II.2.2")
    # The version before brought him into play at a Haven as well.
    assert action in [a.id for a in BEFORE.actions(holding(LORIEN))]


@pytest.mark.rule("GON-SETUP-8")
def test_the_coverage_says_so() -> None:
    row = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(CATALOG)}
    assert "coming into play only at his home site" not in row[FATTY].missing
    # His cancel is played too from ``printed_rules.CHARACTER_CANCELS_FROM``.
    assert row[FATTY].missing == ""
