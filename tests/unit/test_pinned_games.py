"""Seeded games pinned by the head of their hash chain: two seeds of each ruleset, played at a
named version, and the last record's hash must be the one written here. A change meant only
to make play faster that alters a single event, anywhere in the game, fails this test.

The choices are this test's own (a param-free action picked by its sorted id and the game's
version), not the automatic player's, so that a better automatic player leaves the pins as
they are: only the rules of the version played and what a game is made of (the engine
version, the card catalog) move them. A game plays the version its ``GameStarted`` records,
and a later version keeps the old one in ``replays``, so a pin outlives version bumps."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from domain.chronicle import Chronicle, start_data
from domain.ruleset import make_ruleset

if TYPE_CHECKING:
    from domain.cards import Catalog

#: Decisions made at most in a pinned game (the longest pinned game stops there unfinished).
MOST = 300

#: (ruleset, version played, seed) -> (events, hash of the last record).
PINNED = {
    ("burglar", "3", 1): (184, "bbe294022be20e444be45d934b8eee40cd5db4ea6f393c07874c1813241443c6"),
    ("burglar", "3", 2): (147, "77fbb2dde2380350a1af0b48cb6a641c6d3eaf7ae94bfb34d533e8d7f66e7d88"),
    ("dice-race", "1", 1): (
        18, "ca7b7b93943bb687b28b95f7f40ebb7385e2d721bd7076c0757bf2ea0ab3c94b"),
    ("dice-race", "1", 2): (
        15, "dbb148e82baaef20e8eaee754b693092d2db23e340af16345105870464097217"),
    ("necromancer", "4", 1): (
        341, "dcbf444ca79ab721da9c228d3f67b16d27126a27a73fe1b15d51b20790034582"),
    ("necromancer", "4", 2): (
        729, "104c2d1d9242dd0cf7c164b89023aaadecbe4c20a90a7d0cd1da9fd652abdfea"),
    ("road-goes-ever-on", "22", 1): (
        1788, "f467ad297821b9eb86f899591687d250ac2dedd8165d7a767acafad8741c3602"),
    ("road-goes-ever-on", "22", 2): (
        1631, "ce9b6f864249dd26177e78858c0c9f7a03b3d7b2df49dfeea0c16027bf603ba3"),
    ("solitaire-v1", "3", 1): (
        797, "42f3b33fd97054734092f7ff66c19cb7818dee264716b7f632a9a4daa840104e"),
    ("solitaire-v1", "3", 2): (
        863, "ac97272dbd69fd56bd8595e6f5e468e6c6cdf560a938033b495d196e9937854f"),
    ("there-and-back-again", "5", 1): (
        1138, "e09afb0b4ad84ee9f3aef7caab3526df7162cd7090b5dec97f54ee4b442c1f2c"),
    ("there-and-back-again", "5", 2): (
        1150, "f0a3c894026b98bede17ab19019ab9a1f31ba16e3058ffb4aec367d8acf8d4ec"),
}


def played(starter: Catalog, ruleset_id: str, version: str, seed: int) -> Chronicle:
    """The game from ``seed`` recorded under ``version``, played by this test's choices."""
    ruleset = make_ruleset(ruleset_id, starter)
    start = {**start_data(ruleset, seed, ruleset.prepare({}), "free"), "ruleset_version": version}
    game = Chronicle.open(ruleset, start)
    for _ in range(MOST):
        if game.result() is not None:
            break
        actions = game.actions()
        plain = sorted(action.id for action in actions if not action.params)
        # Spread over the choices by the version; the automatic player only where every
        # action needs arguments.
        game.decide(*((plain[game.version * 7919 % len(plain)], {}) if plain
                      else ruleset.policy(game.table.rules, actions)))
    return game


@pytest.mark.parametrize(("ruleset_id", "version", "seed"), sorted(PINNED))
def test_a_seeded_game_ends_on_its_pinned_hash(starter: Catalog, ruleset_id: str,
                                               version: str, seed: int) -> None:
    game = played(starter, ruleset_id, version, seed)
    events, head = PINNED[ruleset_id, version, seed]
    assert (game.version, game.head_hash) == (events, f"sha256:{head}")
