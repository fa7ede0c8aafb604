"""Fixtures of the rule tests, and the check that each of them cites the clauses it proves."""

from __future__ import annotations

import pytest

from domain.ruleset import make_ruleset
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn


def citation_problem(item: pytest.Item) -> str | None:
    """Why ``item`` fails the rule tests' standard, or None: a rule test cites the clauses it
    proves (``@pytest.mark.rule("<clause id>", ...)``); a test here that proves no rule of play
    says why (``@pytest.mark.not_a_rule("<reason>")``, on the function or the module)."""
    rule, declared = item.get_closest_marker("rule"), item.get_closest_marker("not_a_rule")
    if rule is not None and declared is not None:
        return "it is marked both rule and not_a_rule: keep the one that is true"
    if rule is not None:
        return None if rule.args else "its rule marker names no clause"
    if declared is None:
        return ("it cites no clause: mark it @pytest.mark.rule(\"<clause id>\", ...) with the "
                "clauses it proves, or, if it proves no rule of play, "
                "@pytest.mark.not_a_rule(\"<reason>\")")
    reason = declared.args[0] if len(declared.args) == 1 and not declared.kwargs else None
    if not isinstance(reason, str) or not reason.strip():
        return "its not_a_rule marker gives no reason (one string)"
    return None


def pytest_runtest_setup(item: pytest.Item) -> None:
    # Runs for the tests of this folder only: a new rule test that cites nothing fails itself.
    problem = citation_problem(item)
    if problem is not None:
        pytest.fail(f"{item.nodeid}: {problem}", pytrace=False)


@pytest.fixture(scope="module")
def rgo(starter) -> RoadGoesEverOn:  # type: ignore[no-untyped-def]
    """The Road Goes Ever On on the starter catalog."""
    ruleset = make_ruleset("road-goes-ever-on", starter)
    assert isinstance(ruleset, RoadGoesEverOn)
    return ruleset
