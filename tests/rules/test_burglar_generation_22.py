"""The engine's twenty-second generation of scripted cards (``effects.LATER``) in Burglar Wants a
Good Job, read from version 59: Far-sight (``hobbit.far_sight``), on an untapped sage in the
site phase once the site is entered, at an untapped site where Information is playable: he and
the site tap, the player takes an item of the play deck into the hand, the deck is shuffled and
the sage checks corruption. Bane of the Ithil-stone in play cancels it. Version 58 replays as
played: it was declared."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.errors import IllegalAction
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import GENERATION_22_FROM
from tests.rules import burglar_support as bwj

FAR_SIGHT, WEATHERTOP, BANE = "TW-238", "TW-436", "TW-13"
BEFORE = bwj.played_as(str(GENERATION_22_FROM - 1))
PLAY = f"play:{FAR_SIGHT}:sight:{bwj.BILBO}"


def _at(site: str, **changes: object) -> State:
    """Bilbo, a sage, inside ``site`` in the site phase with Sam (no sage); Far-sight in the
    hand, a Dagger and a Sword among other cards in the play deck."""
    state = bwj.at(bwj.with_hand(bwj.fresh(), bwj.SAM), site)
    return replace(state, **{
        "phase": "site", "step": "entered", "hand": (FAR_SIGHT,),
        "resource_deck": (bwj.CONCEALMENT, bwj.DAGGER, bwj.SWORD, bwj.STEALTH), **changes})


def _named(actions: list[str]) -> list[str]:
    return [a for a in actions if FAR_SIGHT in a]


@pytest.mark.rule("BWJ-SEQ-17", "BWJ-SETUP-21")
def test_far_sight_takes_an_item_of_the_play_deck_into_the_hand(starter: Catalog) -> None:
    assert int(bwj.RULESET.version) >= GENERATION_22_FROM
    state = _at("Weathertop")
    assert _named(bwj.ids(state)) == [PLAY]  # Bilbo the one sage
    assert _named([a.id for a in BEFORE.actions(state)]) == [f"declare:{FAR_SIGHT}"]
    facts, waiting = bwj.act(state, PLAY)
    assert [(f.kind, f.rule) for f in facts] == [
        ("CardPlayed", "CoE-5.1"), ("CharacterStateChanged", "CoE-5.1"),
        ("SiteTapped", "CoE-5.1"), ("DeckSearched", "CoE-5.1")]
    assert (facts[1]["character"], facts[1]["state"]) == (bwj.BILBO, "tapped")
    assert dict(facts[2].data) == {"site": WEATHERTOP, "by": FAR_SIGHT}
    assert dict(facts[3].data) == {"card": FAR_SIGHT, "character": bwj.BILBO,
                                   "items": [bwj.DAGGER, bwj.SWORD]}
    assert [(a.id, a.label) for a in bwj.RULESET.actions(waiting)] == [
        (f"take:{bwj.DAGGER}", "Take Dagger of Westernesse from the play deck into the hand "
                               "(Far-sight)"),
        (f"take:{bwj.SWORD}", "Take Sword of Gondolin from the play deck into the hand "
                              "(Far-sight)")]
    # Nothing else is done while the search waits.
    with pytest.raises(IllegalAction) as refusal:
        bwj.act(waiting, "done")
    assert refusal.value.message == ("Far-sight's search of the play deck waits: take an "
                                     "item of the play deck (take:<item>).")
    with pytest.raises(IllegalAction) as refusal:
        bwj.act(waiting, f"take:{bwj.CONCEALMENT}")
    assert refusal.value.message == (f"Far-sight's search of the play deck waits: "
                                     f"{bwj.CONCEALMENT} is no item of the play deck.")
    # The automatic Burglar would take the Sword, a major item.
    assert bwj.RULESET.policy(waiting, bwj.RULESET.actions(waiting))[0] == f"take:{bwj.SWORD}"
    facts, after = bwj.act(waiting, f"take:{bwj.SWORD}")
    assert [f.kind for f in facts] == ["ItemTakenFromDeck", "DeckShuffled", "DiceRolled",
                                       "CorruptionChecked"]
    assert dict(facts[0].data) == {"card": FAR_SIGHT, "character": bwj.BILBO,
                                   "item": bwj.SWORD}
    assert facts[3]["character"] == bwj.BILBO
    assert after.hand == (bwj.SWORD,) and after.deck_search == ()
    assert sorted(after.resource_deck) == sorted((bwj.CONCEALMENT, bwj.DAGGER, bwj.STEALTH))
    assert WEATHERTOP in after.tapped_sites and FAR_SIGHT in after.resource_discard
    with pytest.raises(IllegalAction) as refusal:
        bwj.act(after, f"take:{bwj.DAGGER}")
    assert refusal.value.message == "No search of the play deck waits for an item to be taken."
    found = coverage.in_ruleset("burglar", starter.get(FAR_SIGHT))
    assert (found.status, found.missing) == (coverage.SCRIPTED, "")


@pytest.mark.rule("BWJ-SEQ-17")
def test_a_play_deck_with_no_item_is_shuffled_at_once() -> None:
    state = _at("Weathertop", resource_deck=(bwj.CONCEALMENT, bwj.STEALTH))
    facts, after = bwj.act(state, PLAY)
    assert [f.kind for f in facts][3:] == ["DeckSearched", "DeckShuffled", "DiceRolled",
                                           "CorruptionChecked"]
    assert facts[3]["items"] == [] and after.deck_search == ()


@pytest.mark.rule("BWJ-SEQ-17", "BWJ-LONG-1")
def test_far_sight_needs_an_untapped_sage_at_an_untapped_information_site() -> None:
    for state, action, why in (
            (_at("Moria"), PLAY, "Information is not playable at Moria"),
            (_at("Weathertop", tapped_sites=(WEATHERTOP,)), PLAY, "Weathertop is tapped"),
            (_at("Weathertop", step="before-entering"), PLAY,
             "it is played in the site phase, once the site is entered"),
            (bwj.set_state(_at("Weathertop"), bwj.BILBO, "tapped"), PLAY,
             "Bilbo is tapped: he taps to play it"),
            (_at("Weathertop"), f"play:{FAR_SIGHT}:sight:{bwj.SAM}", "Sam Gamgee is no sage")):
        assert action not in bwj.ids(state)
        with pytest.raises(IllegalAction) as refusal:
            bwj.act(state, action)
        assert (refusal.value.message, refusal.value.clause) == (
            f"Far-sight cannot be played now: {why}.", "CoE-5.1")
    # Bane of the Ithil-stone in play cancels it.
    canceled = _at("Weathertop", environments=(BANE,))
    assert _named(bwj.ids(canceled)) == []
    with pytest.raises(IllegalAction) as refusal:
        bwj.act(canceled, PLAY)
    assert refusal.value.message == (
        "Far-sight cannot be played now: Bane of the Ithil-stone is in play, canceling any "
        "search of or look at a play deck or a discard pile.")
