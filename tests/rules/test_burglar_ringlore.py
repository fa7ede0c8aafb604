"""Burglar Wants a Good Job plays Ringlore from ``RINGLORE_FROM`` (``hobbit.rings``): on an
untapped sage in the site phase, once the site is entered, at an untapped site where
Information is playable, with a gold ring borne in the company: the sage and the site tap, the
gold ring is tested with no roll (discarded as any ring tested, CoE 6.2), and any ring of the
hand but The One Ring may be played on its bearer in its place. Elsewhere it is refused naming
the card and the reason. The version before declared it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.errors import IllegalAction
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import RINGLORE_FROM
from tests.rules import burglar_support as bwj

RINGLORE, BEAUTIFUL, STEALTH_RING, BARIN, ONE_RING = \
    "TW-318", "TW-196", "TW-274", "TW-213", "TW-347"
WEATHERTOP = "TW-436"
BEFORE = bwj.played_as(str(RINGLORE_FROM - 1))
TEST = f"test-ring:{BEAUTIFUL}:{bwj.BILBO}:{RINGLORE}"


def _at(site: str, **changes: object) -> State:
    """Bilbo, a sage bearing the Beautiful Gold Ring, inside ``site`` in the site phase, Sam
    (no sage) beside him; Ringlore and three rings in the hand."""
    state = bwj.give(bwj.with_hand(bwj.fresh(), bwj.SAM), bwj.BILBO, BEAUTIFUL)
    return replace(bwj.at(state, site), **{
        "phase": "site", "step": "entered", "hand": (RINGLORE, STEALTH_RING, BARIN, ONE_RING),
        **changes})


def _ringlore(actions: list[str]) -> list[str]:
    return [a for a in actions if RINGLORE in a]


@pytest.mark.rule("BWJ-SEQ-17", "BWJ-SETUP-21")
def test_ringlore_tests_a_gold_ring_with_no_roll_at_an_information_site(
        starter: Catalog) -> None:
    assert int(bwj.RULESET.version) >= RINGLORE_FROM
    state = _at("Weathertop")
    assert _ringlore(bwj.ids(state)) == [TEST]  # Bilbo the one sage
    assert _ringlore([a.id for a in BEFORE.actions(state)]) == [f"declare:{RINGLORE}"]
    facts, after = bwj.act(state, TEST)
    assert [(f.kind, f.rule) for f in facts] == [
        ("CardPlayed", "CoE-5.1"), ("CharacterStateChanged", "CoE-5.1"),
        ("SiteTapped", "CoE-5.1"), ("GoldRingTested", "CoE-6.2")]
    assert (facts[1]["character"], facts[1]["state"]) == (bwj.BILBO, "tapped")
    assert dict(facts[2].data) == {"site": WEATHERTOP, "by": RINGLORE}
    assert dict(facts[3].data) == {
        "card": BEAUTIFUL, "character": bwj.BILBO, "roll": None,
        "kinds": ["Dwarven Ring", "Magic Ring", "Lesser Ring"],
        "playable": [BARIN, STEALTH_RING]}  # never The One Ring
    assert bwj.RULESET.narrate(facts[3]) == (
        "Beautiful Gold Ring borne by Bilbo is tested with no roll: Dwarven Ring, Magic Ring, "
        "Lesser Ring; the gold ring is discarded. [CoE-6.2]")
    assert WEATHERTOP in after.tapped_sites and BEAUTIFUL in after.resource_discard
    assert bwj.ids(after) == [f"play-ring:{BARIN}", f"play-ring:{STEALTH_RING}",
                                            "ring-done"]
    _, ringed = bwj.act(after, f"play-ring:{BARIN}")
    burglar = ringed.the_hero
    assert burglar is not None and burglar.bears(BARIN) and not burglar.bears(BEAUTIFUL)
    found = coverage.in_ruleset("burglar", starter.get(RINGLORE))
    assert (found.status, found.missing) == (coverage.SCRIPTED, "")


@pytest.mark.rule("BWJ-SEQ-17")
def test_ringlore_needs_an_untapped_sage_at_an_untapped_information_site() -> None:
    for state, why in (
            (_at("Moria"), "Information is not playable at Moria"),
            (_at("Weathertop", tapped_sites=(WEATHERTOP,)), "Weathertop is tapped"),
            (_at("Weathertop", step="before-entering"),
             "it is played in the site phase, once the site is entered"),
            (bwj.set_state(_at("Weathertop"), bwj.BILBO, "tapped"),
             "Bilbo is tapped: he taps to play it")):
        assert _ringlore(bwj.ids(state)) == []
        with pytest.raises(IllegalAction) as refusal:
            bwj.act(state, TEST)
        assert (refusal.value.message, refusal.value.clause) == (
            f"Ringlore cannot test Beautiful Gold Ring: {why}.", "CoE-6.2")
    with pytest.raises(IllegalAction) as refusal:
        bwj.act(_at("Weathertop"), f"test-ring:{BEAUTIFUL}:{bwj.SAM}:{RINGLORE}")
    assert refusal.value.message == ("Ringlore cannot test Beautiful Gold Ring: Sam Gamgee is no "
                                     "sage.")
    # With no gold ring borne it is not offered.
    plain = replace(_at("Weathertop"), company=tuple(
        replace(c, items=()) for c in _at("Weathertop").company))
    assert _ringlore(bwj.ids(plain)) == []
