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
    ("burglar", "3", 1): (184, "9f2c5ff03a3eb5aab56985358c574731938327e3d55198a332c3b237ed4a5e9f"),
    ("burglar", "3", 2): (147, "95c290c3e746e65a03815a7d47b2653fcb0fac6bbf65ec7b9807c79a4960e419"),
    ("dice-race", "1", 1): (
        18, "278f879f08520eadc9576f6f39f848315c9279bb4ce39fa7ea6a5d31694795a8"),
    ("dice-race", "1", 2): (
        15, "3e91d0e85926d4fb5149157eb9919deb6cfb842576e6d1524eab831c87114627"),
    ("necromancer", "4", 1): (
        341, "50b1a3962af5b1d1fa585b79059b69d8ece02dfdc2643048fc21f51c9f8c2c00"),
    ("necromancer", "4", 2): (
        729, "c39f9bde9bf943d9db7b2dbb3e91a81885c1688a482179d1cd2cbbd5961eb6f7"),
    ("road-goes-ever-on", "22", 1): (
        1788, "70e8c1421ed064ca6a468cf472e9935216140ebabac4ad91c3bac87a97aeccd7"),
    ("road-goes-ever-on", "22", 2): (
        1631, "494f13e8bcf72ee9001ec2c3ebc70a70d33b5af12d39e5c988f5d33047eeba10"),
    ("solitaire-v1", "3", 1): (
        797, "ea68cb866af1f025edfa05ea448e33a8ae95a91e623052e9e97541f7916b6a75"),
    ("solitaire-v1", "3", 2): (
        863, "747e321e57043bb9bf168c615eb5f17bb646e7cf61c6f09ac8df69633d644a7c"),
    ("there-and-back-again", "5", 1): (
        1138, "b44d3c312b16a092741de7351f00f2768d9ce93541a799e177bbb17fad9ef0c3"),
    ("there-and-back-again", "5", 2): (
        1150, "12fb76c743952da8176258420e87862107df9e5e6ebbf1dfebd27dc16280ea14"),
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
