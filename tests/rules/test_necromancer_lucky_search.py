"""Guise of the Necromancer, from ``hand_cards.LUCKY_FROM``: Lucky Search, in the site phase
once the company has entered a Shadow-hold or a Dark-hold, tapped or not, on an untapped scout
of it, who taps: the play deck is turned over to the first item but a special one or a unique
one in play, which he takes, the cards turned over shuffled back; he then faces one strike of
3 prowess plus the cards turned over, which no card cancels, and a wound discards the item
(``hobbit.lucky_search``, as Burglar plays it). Elsewhere it is refused naming the reason. The
version before asked the player to declare it."""

from __future__ import annotations

import pytest

from domain import coverage
from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer import hand_cards
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.support import only

LUCKY, DAGGER, CONCEALMENT, WEATHERTOP = "TW-269", "TW-206", "TW-204", "TW-436"
HALFLING_STEALTH = "TW-252"  # cancels a strike on a Hobbit
BEFORE = gon.RULESET.at_version(str(hand_cards.LUCKY_FROM - 1))
PLAY = f"resource:{LUCKY}:search:{gon.SAM}"


def entered(site: str = gon.DOL_GULDUR, **changes: object) -> State:
    """The starting company (Sam Gamgee and Radagast its scouts) has entered ``site``,
    tapped; Lucky Search and Halfling Stealth in the hand, a Dagger third in the play
    deck."""
    return gon.inside(site, **{"hand": (LUCKY, HALFLING_STEALTH), "tapped_sites": (site,),
                               "resource_deck": (CONCEALMENT, CONCEALMENT, DAGGER, LUCKY),
                               **changes})


@pytest.mark.rule("CoE-5.1", "CoE-3.iv")
def test_lucky_search_finds_an_item_and_brings_a_strike_no_card_cancels() -> None:
    assert hand_cards.LUCKY_FROM == 61 <= int(gon.RULESET.version)
    state = entered()
    # At a tapped Dark-hold too, by either scout.
    assert gon.naming(state, LUCKY) == [f"resource:{LUCKY}:search:{gon.RADAGAST}", PLAY]
    facts, striking = gon.act(state, PLAY)
    assert [f.kind for f in facts][:5] == ["ResourcePlayed", "LuckySearchMade", "DeckShuffled",
                                           "AttackDeclared", "StrikeAssigned"]
    made = only(facts, "LuckySearchMade")
    assert (made["revealed"], made["card"]) == ([CONCEALMENT, CONCEALMENT, DAGGER], DAGGER)
    assert gon.RULESET.narrate(made) == ("Sam Gamgee turns over Concealment, Concealment, "
                                         "Dagger of Westernesse: he takes Dagger of "
                                         "Westernesse. [CoE-5.1]")
    attack = only(facts, "AttackDeclared")
    assert (attack["attack"]["strikes"], attack["attack"]["prowess"], attack["origin"]) == (
        1, 6, "lucky-search")
    sam = striking.companies[0].character(gon.SAM)
    assert sam is not None and sam.bears(DAGGER) and sam.state == "tapped"
    assert sorted(striking.resource_deck) == sorted((CONCEALMENT, CONCEALMENT, LUCKY))
    fight = striking.fight
    assert fight is not None and fight.facing == gon.SAM and fight.found == DAGGER
    # Halfling Stealth would cancel the strike: not offered, and refused naming why.
    assert gon.naming(striking, HALFLING_STEALTH) == []
    with pytest.raises(IllegalAction) as refused:
        gon.act(striking, f"resource:{HALFLING_STEALTH}:cancel:{gon.SAM}")
    assert str(refused.value) == ("Halfling Stealth cannot be played now: the strike of "
                                  "Lucky Search cannot be canceled. [CoE-3.iv.5]")


@pytest.mark.rule("CoE-3.iv", "CoE-3.I.1")
def test_a_wound_discards_the_item_found() -> None:
    _, striking = gon.act(entered(), PLAY)
    for seed in range(1, 60):
        facts, after = gon.fight_out(striking, seed=seed)
        if only(facts, "StrikeResolved")["result"] == "succeeded":
            break
    kinds = gon.kinds(facts)
    assert kinds.index("ItemLost") < kinds.index("BodyChecked")
    lost = only(facts, "ItemLost")
    assert (lost["character"], lost["card"], lost.rule) == (gon.SAM, DAGGER, "CoE-5.1")
    assert DAGGER in after.resource_discard and after.fight is None
    sam = after.companies[0].character(gon.SAM) if after.companies else None
    assert sam is None or not sam.bears(DAGGER)


@pytest.mark.rule("CoE-5.1")
def test_refused_off_a_shadow_hold_or_dark_hold_and_declared_before() -> None:
    state = entered(WEATHERTOP)
    assert gon.naming(state, LUCKY) == []
    with pytest.raises(IllegalAction) as refused:
        gon.act(state, PLAY)
    assert refused.value.clause == "CoE-5.1"
    assert str(refused.value) == ("Lucky Search cannot be played now: it is played at a "
                                  "Shadow-hold or Dark-hold, and Weathertop is none. [CoE-5.1]")
    arrived = entered(step="arrived")
    with pytest.raises(IllegalAction) as refused:
        gon.act(arrived, PLAY)
    assert str(refused.value) == ("Lucky Search cannot be played now: Sam Gamgee's company "
                                  "has not entered its site this site phase. [CoE-5.1]")
    assert gon.naming(entered(), LUCKY, BEFORE) == [f"declare-resource:{LUCKY}"]


@pytest.mark.rule("CoE-5.1")
def test_the_coverage_shows_it_scripted_in_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[LUCKY] == coverage.InRuleset(coverage.SCRIPTED)
