"""Guise of the Necromancer, from ``hand_cards.FAR_SIGHT_FROM`` (the engine's twenty-second
generation): Far-sight, in the site phase once the company has entered an untapped site where
Information is playable, on an untapped sage of it: he and the site tap, the player takes an
item of the play deck into the hand (nothing else meanwhile), the deck is shuffled and the
sage checks corruption (``hobbit.far_sight``). Elsewhere it is refused naming the reason. The
version before asked the player to declare it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer import hand_cards
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.support import only

FAR_SIGHT, WEATHERTOP, OLD_FOREST = "TW-238", "TW-436", "TW-417"
DAGGER, SWORD, CONCEALMENT = "TW-206", "TW-336", "TW-204"
BEFORE = gon.RULESET.at_version(str(hand_cards.FAR_SIGHT_FROM - 1))
PLAY = f"resource:{FAR_SIGHT}:sight:{gon.CELEBORN}"


def entered(site: str = WEATHERTOP, **changes: object) -> State:
    """The starting company (Celeborn its one sage) has entered ``site``; Far-sight in the
    hand, two items among other cards in the play deck."""
    return gon.inside(site, **{"hand": (FAR_SIGHT,),
                               "resource_deck": (CONCEALMENT, SWORD, DAGGER, CONCEALMENT),
                               **changes})


@pytest.mark.rule("CoE-5.1", "CoE-7.1")
def test_far_sight_takes_an_item_of_the_play_deck_into_the_hand() -> None:
    assert hand_cards.FAR_SIGHT_FROM == 58 <= int(gon.RULESET.version)
    state = entered()
    assert gon.naming(state, FAR_SIGHT) == [PLAY]
    facts, waiting = gon.act(state, PLAY)
    assert [(f.kind, f.rule) for f in facts] == [
        ("ResourcePlayed", "CoE-5.1"), ("SiteTapped", "CoE-5.1"), ("DeckSearched", "CoE-5.1")]
    assert only(facts, "ResourcePlayed")["tapped"] == gon.CELEBORN
    assert dict(only(facts, "DeckSearched").data) == {
        "card": FAR_SIGHT, "character": gon.CELEBORN, "items": [DAGGER, SWORD]}
    assert gon.RULESET.narrate(only(facts, "DeckSearched")) == (
        "Far-sight: Celeborn searches the play deck: an item to take of Dagger of "
        "Westernesse, Sword of Gondolin. [CoE-5.1]")
    assert WEATHERTOP in waiting.tapped_sites and waiting.deck_search == (FAR_SIGHT,
                                                                          gon.CELEBORN)
    assert gon.ids(waiting) == [f"take:{DAGGER}", f"take:{SWORD}"]
    with pytest.raises(IllegalAction) as refused:
        gon.act(waiting, "done")
    assert str(refused.value).startswith("Far-sight's search of the play deck waits: take an "
                                         "item of the play deck (take:<item>).")
    facts, after = gon.act(waiting, f"take:{SWORD}")
    assert [f.kind for f in facts] == ["ItemTakenFromDeck", "DeckShuffled", "DiceRolled",
                                       "CorruptionChecked"]
    assert only(facts, "CorruptionChecked")["character"] == gon.CELEBORN
    assert after.hand == (SWORD,) and after.deck_search == ()
    assert sorted(after.resource_deck) == sorted((CONCEALMENT, DAGGER, CONCEALMENT))
    assert FAR_SIGHT in after.resource_discard
    with pytest.raises(IllegalAction) as refused:
        gon.act(after, f"take:{DAGGER}")
    assert str(refused.value).startswith("No search of the play deck waits for an item")


@pytest.mark.rule("CoE-5.1", "CoE-7.1")
def test_a_deck_with_no_item_is_shuffled_at_once() -> None:
    facts, after = gon.act(entered(resource_deck=(CONCEALMENT, CONCEALMENT)), PLAY)
    assert [f.kind for f in facts][2:] == ["DeckSearched", "DeckShuffled", "DiceRolled",
                                           "CorruptionChecked"]
    assert after.deck_search == () and "done" in gon.ids(after)


@pytest.mark.rule("CoE-5.1")
def test_refused_at_a_tapped_site_or_one_without_information_and_declared_before() -> None:
    for state, reason in (
            (entered(tapped_sites=(WEATHERTOP,)), "Weathertop is tapped"),
            (entered(OLD_FOREST), "Information is not playable at Old Forest")):
        assert gon.naming(state, FAR_SIGHT) == []
        with pytest.raises(IllegalAction) as refused:
            gon.act(state, PLAY)
        assert refused.value.clause == "CoE-5.1"
        assert str(refused.value).startswith(f"Far-sight cannot be played now: {reason}.")
    organizing = replace(gon.fresh(), hand=(FAR_SIGHT,))
    with pytest.raises(IllegalAction) as refused:
        gon.act(organizing, PLAY)
    assert str(refused.value).startswith("Far-sight cannot be played now: it is played in the "
                                         "site phase.")
    assert gon.naming(entered(), FAR_SIGHT, BEFORE) == [f"declare-resource:{FAR_SIGHT}"]


@pytest.mark.rule("CoE-5.1")
def test_the_coverage_shows_it_scripted_in_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[FAR_SIGHT] == coverage.InRuleset(coverage.SCRIPTED)
