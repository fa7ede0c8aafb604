"""The Road Goes Ever On from version 192 (``option_cards.SINCE_VERSION``): the setup options
``rings`` and ``under_deeps`` asked for with decks that hold none of their cards (no ring
special item in the Ring deck, no Under-deeps site in the site deck) are refused by name, as
every setup problem is; version 191 took them silently, and replays so. From version 198
(``option_cards.UNDER_DEEPS_JOINED_SINCE``) ``under_deeps`` is refused too when no Under-deeps
site of the site deck lists a surface site of the deck as adjacent: no company could come into
the Under-deeps (BA-UDMOVE-1); version 197 took it. Each refusal names the shipped deck that
holds the option's cards (seeds/decks/road-goes-ever-on/), and the card database it needs
when the catalog lacks them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from domain.errors import InvalidSetup
from domain.rulesets.road_goes_ever_on import option_cards
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from tests.rules.rgo_support import at_version, card, with_coe_cards

BEFORE = str(option_cards.SINCE_VERSION - 1)
RINGS = ("rings: true, but the decks hold no ring (no gold ring, and no ring special item in "
         "the Ring deck, decks.ring), so the option would do nothing: give them, or leave rings "
         "out [RGO-RING-1]")
UNDER_DEEPS = ("under_deeps: true, but the site deck (decks.sites) holds no Under-deeps site, "
               "so Under-deeps movement would have nowhere to go: add one, or leave "
               "under_deeps out [BA-UDMOVE-1]")
RINGS_TRY = "rings: the shipped deck \"rings\" holds the cards it needs: try deck: rings"
#: The Under-deeps sites of the shipped deck are Dark Minions cards this catalog lacks.
UNDER_DEEPS_TRY = ("under_deeps: the shipped deck \"under-deeps\" holds the cards it needs: try "
                   "deck: under-deeps, whose DM cards need the Council of Elrond card "
                   "database (--cards FILE or REDBOOK_CARDS)")


@pytest.fixture(scope="module")
def rgo(starter, coe_cards_path: Path) -> RoadGoesEverOn:  # type: ignore[no-untyped-def]
    return with_coe_cards(starter, coe_cards_path, ("The Iron-deeps", "Carn Dûm"))


def own(rgo: RoadGoesEverOn, **decks: list[str]) -> dict[str, Any]:
    """The default deck given as the player's own, ``decks`` added to its decks."""
    base = rgo.prepare({})
    given = {name: [*cards, *decks.get(name, [])] for name, cards in base["decks"].items()}
    return {k: base[k] for k in ("starting", "starting_items", "start_haven")} | {
        "decks": given | {k: v for k, v in decks.items() if k not in given}}


@pytest.mark.rule("RGO-RING-1", "BA-UDMOVE-1")
def test_an_option_without_its_cards_is_refused_by_name(rgo: RoadGoesEverOn) -> None:
    with pytest.raises(InvalidSetup) as refused:
        rgo.prepare({"rings": True, "under_deeps": True})
    assert refused.value.problems == (RINGS, RINGS_TRY, UNDER_DEEPS, UNDER_DEEPS_TRY)
    with pytest.raises(InvalidSetup) as refused:
        rgo.prepare(own(rgo) | {"under_deeps": True})
    assert refused.value.problems == (UNDER_DEEPS, UNDER_DEEPS_TRY)
    # Version 191 took them silently.
    old = at_version(rgo, BEFORE).prepare({"rings": True, "under_deeps": True})
    assert (old["rings"], old["under_deeps"]) == (True, True)


@pytest.mark.rule("RGO-RING-1", "BA-UDMOVE-1")
def test_an_option_with_its_cards_is_taken(rgo: RoadGoesEverOn) -> None:
    rings = own(rgo, ring=[card(rgo, "Magic Ring of Lore")]) | {"rings": True}
    assert rgo.prepare(rings)["decks"]["ring"] == [card(rgo, "Magic Ring of Lore")]
    # A gold ring alone is a ring the option plays (tested, it finds no ring to become).
    gold = own(rgo) | {"rings": True}
    gold["decks"]["quest"][-1] = card(rgo, "Beautiful Gold Ring")  # the deck keeps its 15
    assert card(rgo, "Beautiful Gold Ring") in rgo.prepare(gold)["decks"]["quest"]
    deeps = own(rgo, sites=[card(rgo, "The Iron-deeps")]) | {"under_deeps": True}
    deeps["decks"]["sites"][-2] = card(rgo, "Carn Dûm")  # its surface site; the deck keeps 20
    assert rgo.prepare(deeps)["under_deeps"] is True
    # Without the options, no such cards are needed.
    assert "under_deeps" not in rgo.prepare({}) and rgo.prepare({})["rings"] is False


INERT = ("under_deeps: true, but no Under-deeps site of the site deck (decks.sites) lists a "
         "surface site of the deck as adjacent (The Iron-deeps lists Carn Dûm, The Under-leas, "
         "The Under-vaults), so no company could ever come into the Under-deeps: add a surface "
         "site one of them lists, or leave under_deeps out [BA-UDMOVE-1]")


@pytest.mark.rule("BA-UDMOVE-1", "BA-UDMOVE-2")
def test_under_deeps_with_no_way_down_is_refused_from_version_198(rgo: RoadGoesEverOn) -> None:
    # The Iron-deeps alone: none of the sites it lists is in the deck.
    inert = own(rgo, sites=[card(rgo, "The Iron-deeps")]) | {"under_deeps": True}
    assert option_cards.UNDER_DEEPS_JOINED_SINCE == 198
    with pytest.raises(InvalidSetup) as refused:
        rgo.prepare(inert)
    assert refused.value.problems == (INERT, UNDER_DEEPS_TRY)
    # Version 197 took it, and a game so recorded replays as played.
    old = at_version(rgo, str(option_cards.UNDER_DEEPS_JOINED_SINCE - 1)).prepare(inert)
    assert old["under_deeps"] is True
