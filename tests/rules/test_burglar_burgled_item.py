"""The item a successful burglary allows (BWJ-BURG-5), from version 130
(``versions.BURGLED_ITEM_FROM``): it cites BWJ-BURG-5, names the burglary's roll as the one it
is the outcome of (``outcome_of``, which the audit follows past the player's decision) and taps
no one, the Burglar and the site having tapped for the attempt (BWJ-BURG-3). Version 129 replays
as played: CoE-2.V.4 and a second tapping of the Burglar."""

from __future__ import annotations

from dataclasses import replace

import pytest

from api.commands.simulate import autoplay
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import BURGLED_ITEM_FROM
from projections.audit import audit_report
from tests.rules.burglar_support import (
    BILBO,
    ORCRIST,
    RULESET,
    SWORD,
    act,
    at,
    fresh,
    played_as,
)
from tests.support import of_kind, only

BEFORE = played_as(str(BURGLED_ITEM_FROM - 1))
#: A game in which a burglary succeeds (8 + 5 = 13) and its item is played at once.
SEED = 317014087591597


def burgled(ruleset: object = RULESET) -> State:
    """Bilbo after a successful burglary of The Lonely Mountain (11 + 5 = 16)."""
    state = replace(at(fresh(), "The Lonely Mountain"), phase="site", step="before-entering",
                    hand=(SWORD, ORCRIST))
    facts, after = act(state, "burgle", seed=2, ruleset=ruleset)  # type: ignore[arg-type]
    assert only(facts, "BurglarySucceeded")["total"] == 16
    return after


@pytest.mark.rule("BWJ-BURG-3", "BWJ-BURG-5")
def test_the_burgled_item_cites_the_burglary_names_its_roll_and_taps_no_one_again() -> None:
    before = burgled()
    facts, after = act(before, f"play:{ORCRIST}:{BILBO}")
    item = only(facts, "ItemPlayed")
    success_roll = before.burglary_roll
    assert success_roll is not None
    assert (item.rule, item["outcome_of"], of_kind(facts, "CharacterTapped")) == (
        "BWJ-BURG-5", {"stream": success_roll[0], "index": success_roll[1]}, [])
    assert after.the_hero is not None and after.the_hero.state == "tapped"
    assert after.tapped_sites.count(RULESET.catalog.find("The Lonely Mountain").id) == 1


@pytest.mark.rule("BWJ-BURG-5")
def test_version_129_plays_the_burgled_item_as_it_did() -> None:
    facts, _ = act(burgled(BEFORE), f"play:{ORCRIST}:{BILBO}", ruleset=BEFORE)
    item = only(facts, "ItemPlayed")
    tapping = only(facts, "CharacterTapped")
    assert (item.rule, "outcome_of" in item.data, tapping.rule, tapping["character"]) == (
        "CoE-2.V.4", False, "CoE-2.V.4", BILBO)


@pytest.mark.rule("BWJ-BURG-5")
def test_the_audit_of_the_burgled_item_links_the_burglary_and_its_dice() -> None:
    records = autoplay(RULESET, SEED, {}).chronicle.records
    success = next(r for r in records if r.kind == "BurglarySucceeded")
    item = next(r for r in records if r.kind == "ItemPlayed" and r.version > success.version)
    report = audit_report(RULESET, records, item.version)
    assert [(s["relation"], s["version"], s["kind"]) for s in report["causes"]] == [
        ("the event", item.version, "ItemPlayed"),
        ("earlier outcome it follows", success.version, "BurglarySucceeded"),
        ("dice it consumed", success.version - 1, "DiceRolled"),
        ("the decision behind it", item.version - 1, "Decision")]
    assert report["dice"] == [success.version - 1]
    assert records[item.version].kind != "CharacterTapped"
