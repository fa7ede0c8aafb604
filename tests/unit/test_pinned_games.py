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
    ("burglar", "3", 1): (184, "b68d1a364a103de950af8d13360a6373a8354935a62d0a8af43eeb99b50f4274"),
    ("burglar", "3", 2): (147, "11d8ec88237354b0ed2c2a747ae41c30bd27921f8aa35ed1b551392c386d3cf6"),
    ("dice-race", "1", 1): (
        18, "9f78b7f7579768562819ecb070468e21b1594f67f32e5257fc41c025778986ee"),
    ("dice-race", "1", 2): (
        15, "c2f791ca31a3b5119bb0a4abbb1c670cddd2150d53bcb714603d9d0e7e4fdf15"),
    ("necromancer", "4", 1): (
        341, "6bc834d7c47620a024fecce71409663378b38a7aec13349c9c8592290c262433"),
    ("necromancer", "4", 2): (
        729, "101ed898ee2f42deb95228da28b33fe0bb3b99b9f6a6a7f1625299a6bb82cd9d"),
    ("road-goes-ever-on", "22", 1): (
        1788, "6ff19e00d9792ccddf0b43b3ef04ca9077be09c790cdee186dd5030513efe7ce"),
    ("road-goes-ever-on", "22", 2): (
        1631, "cb42bb72837e2a265f45af32a6b799b95f85e6738a3bac3a1e30aab557cb39be"),
    ("solitaire-v1", "3", 1): (
        797, "602ff564cc4679ab9e3d6c67e251c04b5667a9eb491dd7de3065256313191f9d"),
    ("solitaire-v1", "3", 2): (
        863, "9d6832615e6b881bf5486fdac7387ed600d32fc1dfbd4cc600fcc3e2e61a4d3e"),
    ("there-and-back-again", "5", 1): (
        1138, "ac651594a75f37f9bdc3a48119c821b9421d423aa21052bac37ca4d2106d3641"),
    ("there-and-back-again", "5", 2): (
        1150, "93d1ac6d2cc9535c9d15872b42d3a095a3f1889888b98c937743b71bf0b70d77"),
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
