"""An automatic game keeps the state of one version in ``SNAPSHOT_EVERY``: the states it does
not keep are worked out again, the same, when a past version is read."""

from __future__ import annotations

from api.simulation.games import SNAPSHOT_EVERY, autoplay
from domain.cards import starter_catalog
from domain.ruleset import make_ruleset


def test_the_states_of_an_automatic_game_are_those_its_records_fold_to() -> None:
    played = autoplay(make_ruleset("solitaire-v1", starter_catalog()), 3, {})
    chronicle = played.chronicle
    assert chronicle.snapshot_every == SNAPSHOT_EVERY
    assert chronicle.version > 2 * SNAPSHOT_EVERY
    for version in (1, SNAPSHOT_EVERY - 1, SNAPSHOT_EVERY, SNAPSHOT_EVERY + 1,
                    2 * SNAPSHOT_EVERY + 5, chronicle.version):
        assert chronicle.state_at(version) == chronicle.replay_state_at(version)
    assert chronicle.state_at(chronicle.version) is chronicle.table
