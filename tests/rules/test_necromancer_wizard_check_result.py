"""A Wizard's failed corruption check in Guise of the Necromancer: from version 117
(``printed_rules.WIZARD_CHECK_RESULT_FROM``) a check that would discard another character
records and tells ``eliminated``, what happens to the Wizard (CoE-7.1); version 116 replays as
played, recording ``discarded`` though he was eliminated all the same."""

from __future__ import annotations

from functools import cache

import pytest

from api.commands.simulate import autoplay
from domain.chronicle import Record
from domain.rulesets.guise_of_the_necromancer.printed_rules import WIZARD_CHECK_RESULT_FROM
from tests.rules.necromancer_support import RULESET

#: A game in which Radagast fails a check by one (5 +1 = 6 against 7) and is eliminated.
SEED = 262032248758255
RADAGAST = "TW-178"
LINE = "Corruption check of Radagast: 5 +1 (Radagast's corruption modifier) = 6 against 7: "


@cache
def failed_check(version: str) -> tuple[Record, Record, str]:
    """Radagast's failed check, the event after it, and the check's narrated line."""
    ruleset = RULESET.at_version(version)
    records = autoplay(ruleset, SEED, {}).chronicle.records
    at = next(i for i, r in enumerate(records) if r.kind == "CorruptionChecked"
              and r.data["character"] == RADAGAST and r.data["result"] != "passed")
    check, after = records[at], records[at + 1]
    return check, after, ruleset.narrate(check.fact)


@pytest.mark.rule("CoE-7.1")
def test_a_wizard_who_would_be_discarded_is_recorded_and_told_eliminated() -> None:
    check, after, line = failed_check(RULESET.version)
    assert (check.data["roll"], check.data["points"], check.data["result"]) == (5, 7, "eliminated")
    assert (after.kind, after.data["character"]) == ("CharacterEliminated", RADAGAST)
    # The check Lure of Nature asks for names it from ``printed_rules.ASKED_CHECKS_FROM``.
    assert line == (f"{LINE}eliminated. [CoE-7.1]").replace(
        "Radagast:", "Radagast (asked by Lure of Nature):")


@pytest.mark.rule("CoE-7.1")
def test_version_116_records_discarded_and_eliminates_him_all_the_same() -> None:
    check, after, line = failed_check(str(WIZARD_CHECK_RESULT_FROM - 1))
    assert (check.data["result"], after.kind) == ("discarded", "CharacterEliminated")
    assert line == (f"{LINE}discarded. [CoE-7.1]")
