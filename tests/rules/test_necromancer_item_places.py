"""Guise of the Necromancer from ``printed_rules.ITEM_PLACES_FROM`` plays an item where its card
says (``engine.item_places``, the standard rules, GON-GEN-1, CoE 2.V.4): a special item at the
site of the location deck its card names, once the company whose site phase it is has entered
(Earth of Galadriel's Orchard at Lórien, where the Guise's company enters a Haven too), refused
elsewhere naming the card and its site; the Sapling of the White Tree at no Shadow-hold or
Dark-hold. The version before replays as played: no special item was played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer import printed_rules
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules.necromancer_support import CATALOG, LORIEN, RULESET, SAM, act, fresh, ids
from tests.support import decide_from, only

EARTH, SAPLING = "TW-221", "TW-322"
FROM = printed_rules.ITEM_PLACES_FROM


def entered(site: str, hand: tuple[str, ...]) -> State:
    state = fresh()
    return replace(state, phase="site", step="entered", pending=("1",), hand=hand,
                   companies=(replace(state.companies[0], location=site),))


@pytest.mark.rule("GON-GEN-1", "GON-SETUP-13")  # CoE-2.V.4
def test_earth_of_galadriels_orchard_is_played_at_lorien() -> None:
    assert int(RULESET.version) >= FROM
    state = entered(LORIEN, (EARTH,))
    untapped = [c.card_id for c in state.companies[0].characters if c.untapped]
    assert [a for a in ids(state) if a.startswith("item:")] == [
        f"item:{EARTH}:{c}" for c in untapped]
    facts, after = act(state, f"item:{EARTH}:{SAM}")
    played = only(facts, "ItemPlayed")
    assert (played["item"], played["bearer"]) == (EARTH, SAM)
    sam = after.companies[0].character(SAM)
    assert sam is not None and [i.card_id for i in sam.items][-1] == EARTH
    assert LORIEN in after.tapped_sites and EARTH not in after.hand
    # The version before kept it in the hand.
    before = RULESET.at_version(str(FROM - 1))
    assert not [a.id for a in before.actions(state) if a.id.startswith("item:")]
    with pytest.raises(IllegalAction):
        decide_from(before, state, f"item:{EARTH}:{SAM}")


@pytest.mark.rule("GON-GEN-1")  # CoE-2.V.4
def test_a_special_item_elsewhere_and_the_sapling_at_a_dark_hold_are_refused() -> None:
    dol_guldur = CATALOG.find("Dol Guldur", "Hero").id
    state = entered(dol_guldur, (EARTH, SAPLING))
    assert not [a for a in ids(state) if a.startswith("item:")]
    with pytest.raises(IllegalAction, match=r"^Earth of Galadriel’s Orchard is played only "
                                            r"at Lórien\.") as refused:
        act(state, f"item:{EARTH}:{SAM}")
    assert refused.value.clause == "CoE-2.V.4"
    with pytest.raises(IllegalAction, match=r"^Sapling of the White Tree is not played at a "
                                            r"Shadow-hold or a Dark-hold\."):
        act(state, f"item:{SAPLING}:{SAM}")
    # The version before played the Sapling at Dol Guldur, which lists major items.
    before = RULESET.at_version(str(FROM - 1))
    assert f"item:{SAPLING}:{SAM}" in [a.id for a in before.actions(state)]
