"""The Dwarven Rings' tribe gifts (``hobbit.dwarven_gifts`` over the engine's
``dwarven_rings``, which The Road Goes Ever On reads too) in There and Back Again from its
``DWARVEN_GIFTS_FROM`` and in Burglar Wants a Good Job from its own: an untapped Dwarf bearing
one taps for his tribe's gift (``tribe-gift:<ring>:<bearer>``), then checks corruption at +2
(CoE 7.1). Durin's untaps the site entered; Thélor's and Thrár's take one or two minor items of
the play deck or the discard pile into the hand; Barin's, Dwálin's, Bávor's and Drúin's play at
once on him a major or greater item of the play deck listed at the site entered (CoE 2.V.4);
the play deck is searched, not drawn from (TBA-WIN-2), and reshuffled. Elsewhere refused naming
the ring and the reason; the versions before replay as played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.rulesets.burglar import versions as bwj_versions
from domain.rulesets.there_and_back_again import versions as tba_versions
from domain.rulesets.there_and_back_again.state import State
from tests.rules import burglar_support as bwj
from tests.rules.test_there_and_back_again_helpers import (
    BILBO,
    CATALOG,
    RULESET,
    THORIN,
    act,
    entered,
    give,
    ids,
    played_as,
    refused,
)
from tests.support import only

BARIN, DURIN, THELOR, THRAR = "TW-213", "TW-216", "TW-218", "TW-219"
#: Major, minor, minor and major items.
AXE, DAGGER, CLOAK, GLAMDRING = "TW-499", "TW-206", "TW-225", "TW-244"
RULE = "CoE-6.1"
MOUNTAIN = "The Lonely Mountain"


def thorin_with(ring: str, place: str = MOUNTAIN, **changes: object) -> State:
    """Bilbo and Thorin at ``place``, its site entered, Thorin bearing ``ring``; a Dwarven Axe
    and a Dagger of Westernesse on top of the play deck."""
    state = give(entered(place, **changes), THORIN, ring)
    return replace(state, resource_deck=(AXE, DAGGER, *state.resource_deck[:4]))


def gifts(state: State) -> list[str]:
    return [i for i in ids(state) if i.startswith("tribe-gift:")]


@pytest.mark.rule("CoE-6.1", "CoE-2.V.4", "CoE-7.1", "TBA-WIN-2")
def test_barins_ring_plays_a_major_item_of_the_play_deck_on_thorin() -> None:
    assert int(RULESET.version) >= tba_versions.DWARVEN_GIFTS_FROM == 50
    state = thorin_with(BARIN)
    action = f"tribe-gift:{BARIN}:{THORIN}"
    assert gifts(state) == [action]
    offered = next(a for a in RULESET.actions(state) if a.id == action)
    assert (offered.params, offered.candidates) == (
        {"card": "the major item of the play deck played at the site (a card id)"},
        {"card": (AXE,)})
    # The items it may take are listed in the order of their ids, not the deck's.
    glamdring = replace(state, resource_deck=(AXE, DAGGER, GLAMDRING))
    assert next(a for a in RULESET.actions(glamdring) if a.id == action).candidates == {
        "card": (GLAMDRING, AXE)}
    facts, after = act(state, action, {"card": AXE})
    assert [(f.kind, f.rule) for f in facts][:4] == [
        ("CharacterTapped", RULE), ("ItemTakenFromDeck", RULE), ("ItemPlayed", "CoE-2.V.4"),
        ("DeckShuffled", RULE)]
    assert RULESET.narrate(facts[2]) == ("Dwarven Axe is played on Thorin II, from the play "
                                         "deck by Dwarven Ring of Barin’s Tribe. [CoE-2.V.4]")
    check = only(facts, "CorruptionChecked")["check"]
    assert [(m["amount"], m["source"]) for m in check["modifiers"]] == [(2, f"card:{BARIN}")]
    thorin = after.character(THORIN)
    assert thorin is not None and thorin.state == "tapped" and thorin.bears(AXE)
    assert AXE not in after.resource_deck and len(after.resource_deck) == 5
    assert "TW-428" in after.tapped_sites
    # The automatic player plays a major item so; the version before offers nothing.
    assert RULESET.policy(state, RULESET.actions(state)) == (action, {"card": AXE})
    assert [a.id for a in played_as(tba_versions.DWARVEN_GIFTS_FROM - 1).actions(state)
            if a.id.startswith("tribe-gift:")] == []
    # A card it may not take is refused naming the ring, nothing written.
    assert refused(state, action) == (
        "Dwarven Ring of Barin’s Tribe: name a major item of the play deck playable at The "
        "Lonely Mountain (the \"card\" argument); None is none. [CoE-6.1]", RULE)


@pytest.mark.rule("CoE-6.1", "CoE-7.1")
def test_durins_ring_untaps_the_site_and_thelors_takes_minor_items() -> None:
    tapped = thorin_with(DURIN, tapped_sites=("TW-428",))
    facts, after = act(tapped, f"tribe-gift:{DURIN}:{THORIN}")
    assert [f.kind for f in facts][:2] == ["CharacterTapped", "SiteUntapped"]
    assert RULESET.narrate(facts[1]) == (
        "Dwarven Ring of Durin’s Tribe: The Lonely Mountain untaps. [CoE-6.1]")
    assert after.tapped_sites == ()
    # Untapped, there is nothing to untap.
    assert gifts(thorin_with(DURIN)) == []
    assert refused(thorin_with(DURIN), f"tribe-gift:{DURIN}:{THORIN}") == (
        "Dwarven Ring of Durin’s Tribe's gift needs the company at its site, the site tapped. "
        "[CoE-6.1]", RULE)
    # Thélor's, in the organization phase: a Dagger of the play deck and an Elven Cloak of
    # the discard pile into the hand.
    organizing = replace(thorin_with(THELOR, phase="organization", step=""),
                         resource_discard=(CLOAK,))
    action = f"tribe-gift:{THELOR}:{THORIN}"
    assert gifts(organizing) == [action]
    # A list of one or two is asked: not one of a set, so none is listed.
    assert next(a for a in RULESET.actions(organizing) if a.id == action).candidates == {}
    facts, after = act(organizing, action, {"cards": [DAGGER, CLOAK]})
    assert [f.kind for f in facts][:4] == ["CharacterTapped", "ItemTakenFromDeck",
                                           "ItemTakenFromDiscard", "DeckShuffled"]
    assert DAGGER in after.hand and CLOAK in after.hand and after.resource_discard == ()
    assert refused(organizing, action) == (
        "Dwarven Ring of Thélor’s Tribe: name one or two minor items of the play deck or the "
        "discard pile (the \"cards\" argument); None is not. [CoE-6.1]", RULE)
    # The automatic player does not use it.
    assert RULESET.policy(organizing, RULESET.actions(organizing))[0] != action


@pytest.mark.rule("CoE-6.1")
def test_a_gift_is_refused_naming_the_ring_and_the_reason() -> None:
    hobbit = replace(give(entered(MOUNTAIN), BILBO, BARIN), resource_deck=(AXE,))
    assert gifts(hobbit) == []
    assert refused(hobbit, f"tribe-gift:{BARIN}:{BILBO}") == (
        "Dwarven Ring of Barin’s Tribe's gift is for a Dwarf bearer; Bilbo is none. [CoE-6.1]",
        RULE)
    tapped = thorin_with(BARIN)
    tapped = replace(tapped, company=tuple(c.tap() if c.card_id == THORIN else c
                                           for c in tapped.company))
    assert refused(tapped, f"tribe-gift:{BARIN}:{THORIN}") == (
        "Thorin II must be untapped to tap for Dwarven Ring of Barin’s Tribe. [CoE-6.1]", RULE)
    organizing = thorin_with(BARIN, phase="organization", step="")
    assert refused(organizing, f"tribe-gift:{BARIN}:{THORIN}") == (
        "Dwarven Ring of Barin’s Tribe's gift is used in the site phase, outside an attack. "
        "[CoE-6.1]", RULE)
    # Beorn's House lists no major item.
    assert refused(thorin_with(BARIN, "Beorn’s House"), f"tribe-gift:{BARIN}:{THORIN}") == (
        "Dwarven Ring of Barin’s Tribe's gift needs a major item in the play deck playable at "
        "the site, the site entered and open to an item. [CoE-6.1]", RULE)


@pytest.mark.rule("CoE-6.1", "BWJ-HAND-1", "BWJ-BURG-7")
def test_in_burglar_a_dwarf_hand_takes_minor_items_by_thrars_ring() -> None:
    assert int(bwj.RULESET.version) >= bwj_versions.DWARVEN_GIFTS_FROM == 94
    gloin = "TW-160"  # a Dwarf, as a Hand
    state = bwj.give(bwj.with_hand(bwj.fresh(), gloin), gloin, THRAR)
    state = replace(state, resource_deck=(DAGGER, *state.resource_deck))
    action = f"tribe-gift:{THRAR}:{gloin}"
    assert action in bwj.ids(state)
    facts, after = bwj.act(state, action, {"cards": [DAGGER]})
    assert [f.kind for f in facts][:3] == ["CharacterTapped", "ItemTakenFromDeck",
                                           "DeckShuffled"]
    assert DAGGER in after.hand and only(facts, "CorruptionChecked")["character"] == gloin
    before = bwj.played_as(str(bwj_versions.DWARVEN_GIFTS_FROM - 1))
    assert action not in [a.id for a in before.actions(state)]


@pytest.mark.rule("CoE-6.1")
def test_the_dwarven_rings_are_scripted_in_both() -> None:
    rows = {r.card_id: dict(r.rulesets) for r in coverage.coverage(CATALOG)}
    for ring in ("TW-213", "TW-214", "TW-215", "TW-216", "TW-217", "TW-218", "TW-219"):
        for scenario in ("there-and-back-again", "burglar"):
            found = rows[ring][scenario]
            assert found.status == coverage.SCRIPTED
            assert found.missing.endswith(
                "tapping a Dwarf bearer for his tribe's gift, and the corruption check at +2 "
                "that follows (CoE-6.1)")
