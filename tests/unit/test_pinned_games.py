"""Seeded games pinned by the head of their hash chain: each ruleset's automatic player plays
two seeds at a named version from start to end, and the last record's hash must be the one
written here. A change meant only to make play faster that alters a single event, anywhere in
the game, fails this test.

A game plays the version recorded in its ``GameStarted``, so each pin names its version: a
later version leaves these games as they were played (it keeps the old one in ``replays``).
A pin changes only with what a game is made of (the engine version, the card catalog)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from domain.chronicle import Chronicle, start_data
from domain.ruleset import make_ruleset

if TYPE_CHECKING:
    from domain.cards import Catalog

#: (ruleset, version played, seed) -> (events, hash of the last record).
PINNED = {
    ("burglar", "3", 1): (257, "ab8aa0b5f9876915a030a8742a8584e9cad4a7576dbc38bf407e5453065910ef"),
    ("burglar", "3", 2): (391, "a6730aa42ada0891476ecd5ba4244ab1cd6f41db6f001821c797327cfc8e24da"),
    ("dice-race", "1", 1): (27, "bcb0ef310db2dfe9b75c1428ef10e65b14a0dbefe6f48713c7d0c653f9d3db66"),
    ("dice-race", "1", 2): (24, "f0b8f20a5b5efc84c962fc6390539ae045bf6465f70b361af333b7db073ae13f"),
    ("necromancer", "4", 1): (
        148, "b5df7fd59d7dd2d355ff0044806506e3c2f51af99164fca58dbe90f0c2ea002d"),
    ("necromancer", "4", 2): (
        396, "6b8178c850cc8e421fd059532e9be68c71103a9ee7586b224f4c7066b9c21ffe"),
    ("road-goes-ever-on", "22", 1): (
        1626, "17d5c3f49acd1bc21fc3b027b285319bd36ca41f87c91f24721eb9c7300bad54"),
    ("road-goes-ever-on", "22", 2): (
        1370, "4596abcf3ea23ad2e05a2e3c4d41023ea9d77fc91218a2a1f746cd36c30bf082"),
    ("solitaire-v1", "3", 1): (
        898, "ef036c8cc61797f33e770a5597f93e6c4370b97d05bbcd7c3737f64a1a377eff"),
    ("solitaire-v1", "3", 2): (
        927, "fe9ad8b797e07586b25482c50dd6a98ef615f7f3d3510fc56f229896785eae54"),
    ("there-and-back-again", "5", 1): (
        846, "e158a5c7960a64ab2941ecf6bfa0f11bd2c14be1c19de3a7a71702d097088a18"),
    ("there-and-back-again", "5", 2): (
        834, "63d12e101d8f549c83ee614e57883dd9ef864583fb08832d664c22430c103bae"),
}


def played_out(starter: Catalog, ruleset_id: str, version: str, seed: int) -> Chronicle:
    """The game the automatic player plays from ``seed``, recorded under ``version``."""
    ruleset = make_ruleset(ruleset_id, starter)
    start = {**start_data(ruleset, seed, ruleset.prepare({}), "free"), "ruleset_version": version}
    chronicle = Chronicle.open(ruleset, start)
    while chronicle.result() is None:
        chronicle.decide(*ruleset.policy(chronicle.table.rules, chronicle.actions()))
    return chronicle


@pytest.mark.parametrize(("ruleset_id", "version", "seed"), sorted(PINNED))
def test_a_seeded_game_ends_on_its_pinned_hash(starter: Catalog, ruleset_id: str,
                                               version: str, seed: int) -> None:
    game = played_out(starter, ruleset_id, version, seed)
    events, head = PINNED[ruleset_id, version, seed]
    assert (game.version, game.head_hash) == (events, f"sha256:{head}")
