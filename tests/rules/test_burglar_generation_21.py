"""The engine's twenty-first generation of scripted cards (``effects.LATER``) in Burglar Wants a
Good Job, read from version 54: Mirror of Galadriel, with the company at Lórien, shows the top
five cards of the resource or the hazard deck, shuffled and put back on top of the rest. Its
look at the opponent's hand needs the two-player game. Version 53 replays as played: it was
declared."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.errors import IllegalAction
from domain.rulesets.burglar.versions import GENERATION_21_FROM
from tests.rules import burglar_support as bwj

MIRROR = "TW-282"
BEFORE = bwj.played_as(str(GENERATION_21_FROM - 1))


@pytest.mark.rule("BWJ-SETUP-17", "BWJ-SEQ-2")
def test_mirror_of_galadriel_shuffles_the_top_five_at_lorien() -> None:
    state = replace(bwj.at(bwj.fresh(), "Lórien"), phase="organization", step="",
                    hand=(MIRROR,))
    assert [a for a in bwj.ids(state) if MIRROR in a] == [f"play:{MIRROR}:resources",
                                                          f"play:{MIRROR}:hazards"]
    assert [a.id for a in BEFORE.actions(state) if MIRROR in a.id] == [f"declare:{MIRROR}"]
    facts, after = bwj.act(state, f"play:{MIRROR}:hazards")
    top = list(state.hazard_deck[:5])
    assert [(f.kind, f.rule) for f in facts] == [("CardPlayed", "CoE-5.1"),
                                                 ("CardsSeen", "CoE-5.1"),
                                                 ("DeckShuffled", "CoE-5.1")]
    assert dict(facts[1].data) == {"card": MIRROR, "deck": "hazards", "cards": top}
    assert facts[2].data["below"] == list(state.hazard_deck[5:])
    assert sorted(after.hazard_deck[:5]) == sorted(top)
    assert after.hazard_deck[5:] == state.hazard_deck[5:]
    assert after.resource_deck == state.resource_deck
    _, looked = bwj.act(state, f"play:{MIRROR}:resources")
    assert sorted(looked.resource_deck[:5]) == sorted(state.resource_deck[:5])
    assert looked.resource_deck[5:] == state.resource_deck[5:]
    # Away from Lórien it is refused naming the card and the reason.
    away = replace(state, location="Rivendell", turn_start="Rivendell")
    assert [a for a in bwj.ids(away) if MIRROR in a] == []
    with pytest.raises(IllegalAction) as refusal:
        bwj.act(away, f"play:{MIRROR}:hazards")
    assert refusal.value.message == ("Mirror of Galadriel cannot be played now: it is played "
                                     "with the company at Lórien, and it is at Rivendell.")
