"""Every ruleset replays each of its earlier versions exactly as played: a version number left
out of ``replays`` would refuse the games recorded under it. The only numbers missing are those
never given to a game, and a game claiming one is refused by name."""

from __future__ import annotations

from typing import Any

import pytest

from domain.chronicle import check_compatible, start_data
from domain.errors import CatalogMismatch
from domain.ruleset import make_ruleset

RULESETS = ("solitaire-v1", "there-and-back-again", "road-goes-ever-on", "necromancer",
            "burglar")
#: Numbers taken while several changes were made at once and never given to a game (the
#: ruleset's version list says so).
NEVER_GIVEN = {"road-goes-ever-on": {"50", "51", "52", "53", "54"}}


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_every_earlier_version_is_replayed(starter: Any, ruleset_id: str) -> None:
    ruleset = make_ruleset(ruleset_id, starter)
    earlier = {str(v) for v in range(1, int(ruleset.version))}
    assert sorted(ruleset.replays, key=int) == sorted(
        earlier - NEVER_GIVEN.get(ruleset_id, set()), key=int)


def test_a_game_of_a_version_never_given_is_refused_by_name(starter: Any) -> None:
    rgo = make_ruleset("road-goes-ever-on", starter)
    start = {**start_data(rgo, 1, {}, "free"), "ruleset_version": "52"}
    with pytest.raises(CatalogMismatch, match="recorded under road-goes-ever-on ruleset "
                                              f"version 52, but this server runs {rgo.version}"):
        check_compatible(rgo, start)
    check_compatible(rgo, {**start, "ruleset_version": "49"})  # replayed as played
