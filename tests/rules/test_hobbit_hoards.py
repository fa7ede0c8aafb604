"""The Hobbit family and The Dragons' hoards: from There and Back Again 5 and Burglar Wants a
Good Job 3 a hoard item is played only at a Dragon's lair (TD-HOARD-1, TD-HOARD-4); the
versions before replay as played. The starter catalog holds no hoard item, so these games are
played on the full card data."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from domain.cards import Catalog
from domain.cards.coe import import_coe
from domain.chronicle import Chronicle
from domain.errors import IllegalAction
from domain.ruleset import make_ruleset
from domain.rulesets.burglar.state import BURGLED
from domain.rulesets.hobbit.state import ENTERED, SITE
from tests.support import decide_from

BILBO = "TW-131"
ADAMANT_HELMET, VALIANT_SWORD, DAGGER = "TD-96", "TD-161", "TW-206"


@pytest.fixture(scope="module")
def coe(coe_cards_path: Path) -> Catalog:
    return import_coe(coe_cards_path)


def ruleset_at(coe: Catalog, ruleset_id: str, version: str | None) -> Any:
    """The ruleset on the full card data, playing ``version`` (None: the current one)."""
    ruleset = make_ruleset(ruleset_id, coe)
    start = Chronicle.begin(ruleset, 7, {}).records[0].data
    return Chronicle.open(ruleset, {**start, "ruleset_version": version or ruleset.version}
                          ).ruleset


def inside(ruleset: Any, site: str, *hand: str, step: str = ENTERED) -> Any:
    """A fresh game's company inside ``site`` (its attacks faced), holding ``hand``."""
    state = Chronicle.begin(ruleset, 7, {}).table.rules
    return replace(state, phase=SITE, step=step, location=site, turn_start=site,
                   pending_attacks=(), combat=None, tapped_sites=(), hand=hand)


def plays(ruleset: Any, state: Any, item: str) -> list[str]:
    return [a.id for a in ruleset.actions(state) if a.id.startswith(f"play:{item}:")]


@pytest.mark.rule("TD-HOARD-4", "TBA-SEQ-15")
def test_there_and_back_again_5_keeps_a_minor_hoard_item_from_goblin_gate(coe: Catalog) -> None:
    ruleset = ruleset_at(coe, "there-and-back-again", "5")
    assert ruleset.played == "5" and ruleset.hoards_from == 5
    state = inside(ruleset, "Goblin-gate", ADAMANT_HELMET, DAGGER)
    assert plays(ruleset, state, ADAMANT_HELMET) == []
    assert f"play:{DAGGER}:{BILBO}" in plays(ruleset, state, DAGGER)  # no hoard item: played
    with pytest.raises(IllegalAction) as refused:
        decide_from(ruleset, state, f"play:{ADAMANT_HELMET}:{BILBO}")
    assert refused.value.clause == "TD-HOARD-4"
    assert refused.value.message == ("Adamant Helmet is a hoard item: it is played only at a "
                                  "Dragon's lair, and Goblin-gate holds no hoard.")


@pytest.mark.rule("TD-HOARD-4", "TBA-SEQ-15")
def test_there_and_back_again_4_replays_a_hoard_item_played_anywhere(coe: Catalog) -> None:
    ruleset = ruleset_at(coe, "there-and-back-again", "4")
    state = inside(ruleset, "Goblin-gate", ADAMANT_HELMET)
    assert f"play:{ADAMANT_HELMET}:{BILBO}" in plays(ruleset, state, ADAMANT_HELMET)
    facts, after = decide_from(ruleset, state, f"play:{ADAMANT_HELMET}:{BILBO}")
    assert [f.data["item"] for f in facts if f.kind == "ItemPlayed"] == [ADAMANT_HELMET]
    assert ADAMANT_HELMET not in after.hand


@pytest.mark.rule("TD-HOARD-1", "TD-HOARD-2")
def test_there_and_back_again_5_plays_a_hoard_item_at_the_lonely_mountain(coe: Catalog) -> None:
    ruleset = ruleset_at(coe, "there-and-back-again", None)
    state = inside(ruleset, "The Lonely Mountain", VALIANT_SWORD)
    assert f"play:{VALIANT_SWORD}:{BILBO}" in plays(ruleset, state, VALIANT_SWORD)
    facts, _ = decide_from(ruleset, state, f"play:{VALIANT_SWORD}:{BILBO}")
    assert [f.data["item"] for f in facts if f.kind == "ItemPlayed"] == [VALIANT_SWORD]


@pytest.mark.rule("TD-HOARD-1", "BWJ-BURG-5")
def test_burglar_3_keeps_a_hoard_item_from_a_burgled_site_without_a_hoard(
        coe: Catalog) -> None:
    ruleset = ruleset_at(coe, "burglar", "3")
    assert ruleset.played == "3" and ruleset.hoards_from == 3
    state = inside(ruleset, "Moria", VALIANT_SWORD, step=BURGLED)
    assert plays(ruleset, state, VALIANT_SWORD) == []
    with pytest.raises(IllegalAction) as refused:
        decide_from(ruleset, state, f"play:{VALIANT_SWORD}:{BILBO}")
    assert refused.value.clause == "TD-HOARD-1"
    assert refused.value.message == ("Valiant Sword is a hoard item: it is played only at a "
                                  "Dragon's lair, and Moria holds no hoard.")
    older = ruleset_at(coe, "burglar", "2")
    assert plays(older, inside(older, "Moria", VALIANT_SWORD, step=BURGLED), VALIANT_SWORD) \
        == [f"play:{VALIANT_SWORD}:{BILBO}"]


@pytest.mark.rule("TD-HOARD-1", "TD-HOARD-2", "BWJ-SEQ-17")
def test_burglar_3_plays_a_hoard_item_inside_a_lair_and_not_inside_moria(coe: Catalog) -> None:
    ruleset = ruleset_at(coe, "burglar", None)
    lair = inside(ruleset, "The Lonely Mountain", VALIANT_SWORD)
    assert plays(ruleset, lair, VALIANT_SWORD) == [f"play:{VALIANT_SWORD}:{BILBO}"]
    assert plays(ruleset, inside(ruleset, "Moria", VALIANT_SWORD), VALIANT_SWORD) == []
