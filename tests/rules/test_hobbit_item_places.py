"""The Hobbit scenarios play an item where its card says (``engine.item_places``, CoE 2.V.4),
There and Back Again from version 30 and Burglar Wants a Good Job from version 33: a special
item at the site its card names (the Red Book of Westmarch at Bag End, the Book of Mazarbul at
Moria), refused elsewhere naming the card and the reason; the Sapling of the White Tree at no
Shadow-hold or Dark-hold. The versions before replay as played: no special item was played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.errors import IllegalAction
from tests.rules import burglar_support as bwj
from tests.rules.test_there_and_back_again_helpers import (
    BILBO,
    RULESET,
    THORIN,
    act,
    fresh,
    keep,
    played_as,
)

RED_BOOK, MAZARBUL, SAPLING = "TW-313", "TW-201", "TW-322"


@pytest.mark.rule("CoE-2.V.4", "TBA-LAYOUT-2")
def test_the_red_book_is_played_at_bag_end_on_the_map() -> None:
    state = replace(keep(fresh(), BILBO, THORIN), phase="site", step="entered",
                    location="Bag End", hand=(RED_BOOK,))
    play = f"play:{RED_BOOK}:{BILBO}"
    assert sorted(a for a in RULESET.legal(state) if a.startswith("play:")) == \
        [play, f"play:{RED_BOOK}:{THORIN}"]
    facts, after = act(state, play)
    assert [(f.kind, f.data.get("item"), f.data.get("site")) for f in facts[:1]] == [
        ("ItemPlayed", RED_BOOK, "TW-372")]
    bilbo = after.character(BILBO)
    assert bilbo is not None and [i.card_id for i in bilbo.items] == [RED_BOOK]
    assert "TW-372" in after.tapped_sites and after.hand == ()
    # The version before played no special item at any site.
    assert not [a for a in played_as(29).legal(state) if a.startswith("play:")]


@pytest.mark.rule("CoE-2.V.4")
def test_a_special_item_elsewhere_is_refused_naming_its_site() -> None:
    state = replace(keep(fresh(), BILBO, THORIN), phase="site", step="entered",
                    location="Goblin-gate", hand=(RED_BOOK,))
    assert not [a for a in RULESET.legal(state) if a.startswith("play:")]
    with pytest.raises(IllegalAction, match=r"^Red Book of Westmarch is played only at Bag "
                                            r"End\.") as refused:
        act(state, f"play:{RED_BOOK}:{BILBO}")
    assert refused.value.clause == "CoE-2.V.4"


@pytest.mark.rule("CoE-2.V.4", "BWJ-SEQ-17")
def test_the_book_of_mazarbul_at_moria_and_no_sapling_at_a_shadow_hold() -> None:
    state = bwj.at(bwj.fresh(), "Moria", phase="site", step="entered", hand=(MAZARBUL,))
    play = f"play:{MAZARBUL}:{bwj.BILBO}"
    assert play in bwj.RULESET.legal(state)
    facts, after = bwj.act(state, play)
    assert facts[0].kind == "ItemPlayed" and facts[0].data["item"] == MAZARBUL
    assert play not in bwj.played_as("32").legal(state)
    # Moria is a Shadow-hold that lists major items: the Sapling is refused there.
    sapling = replace(state, hand=(SAPLING,))
    assert not [a for a in bwj.RULESET.legal(sapling) if a.startswith("play:")]
    with pytest.raises(IllegalAction, match=r"^Sapling of the White Tree is not played at a "
                                            r"Shadow-hold or a Dark-hold\."):
        bwj.act(sapling, f"play:{SAPLING}:{bwj.BILBO}")
    assert f"play:{SAPLING}:{bwj.BILBO}" in bwj.played_as("32").legal(sapling)
