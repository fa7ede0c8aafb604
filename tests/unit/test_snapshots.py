"""Past states kept as sparse snapshots: a real ruleset's game, played with undos, gives the
same states at every version whichever share of them is kept."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from domain.chronicle import Chronicle
from domain.ruleset import make_ruleset
from tests.support import play_out

if TYPE_CHECKING:
    from domain.cards import Catalog


@pytest.mark.parametrize("ruleset_id", ["solitaire-v1", "road-goes-ever-on"])
def test_sparse_snapshots_keep_every_state_of_a_real_game(starter: Catalog,
                                                          ruleset_id: str) -> None:
    ruleset = make_ruleset(ruleset_id, starter)
    full = play_out(Chronicle.begin(ruleset, 11, {}), most=12)
    full.undo(steps=2)
    play_out(full, most=6)
    sparse = Chronicle(ruleset, full.records, snapshot_every=16)
    assert sparse.table == full.table
    assert [sparse.state_at(v) for v in range(1, full.version + 1)] == [
        full.state_at(v) for v in range(1, full.version + 1)]
    # Playing on from the sparse one gives the same records, undo included.
    for chronicle in (full, sparse):
        chronicle.undo(steps=1)
        play_out(chronicle, most=3)
    assert sparse.records == full.records


def test_a_snapshot_interval_below_one_is_refused(starter: Catalog) -> None:
    ruleset = make_ruleset("solitaire-v1", starter)
    with pytest.raises(ValueError, match="snapshot_every must be at least 1, not 0"):
        Chronicle.begin(ruleset, 1, {}, snapshot_every=0)
