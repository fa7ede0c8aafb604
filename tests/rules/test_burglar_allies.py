"""Burglar Wants a Good Job from ``ALLIES_FROM`` plays an ally from the hand (``hobbit.allies``
over the engine's ``allies``; the site phase as standard, BWJ-SEQ-17, so CoE 2.V.2): at a site
of the site deck its card names, once entered, the Burglar or a Hand, untapped, taps and the
ally comes under his control, the site tapping. Its marshalling points do not count (only the
task resources' do, BWJ-MP-6). It leaves play with its controller (CoE 2.V.2.3): a Hand leaving
after his two turns (BWJ-HAND-3) or killed (BWJ-HAND-6). Before, an ally stayed in the hand;
those games replay as played. Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.errors import IllegalAction
from domain.rulesets.burglar import ruleset as burglar
from domain.rulesets.burglar.state import State
from tests.rules.burglar_support import (
    BILBO,
    CATALOG,
    RULESET,
    THRANDUIL,
    act,
    at,
    fresh,
    ids,
    played_as,
    with_hand,
)
from tests.support import of_kind, only

GOLLUM, BILL, ROAC, GWAIHIR = "TW-246", "TW-198", "TW-320", "TW-251"
BEFORE = played_as(str(burglar.ALLIES_FROM - 1))


def _entered(site: str, ally: str, hand: str | None = None) -> State:
    state = at(fresh(), site)
    state = with_hand(state, hand) if hand else state
    return replace(state, phase="site", step="entered", hand=(ally,))


def _site(name: str) -> str:
    return CATALOG.find(name, "Hero").id


@pytest.mark.rule("BWJ-SEQ-17", "BWJ-MP-6")  # CoE-2.V.2
def test_the_burglar_or_a_hand_taps_to_play_gollum_at_moria() -> None:
    assert int(RULESET.version) >= burglar.ALLIES_FROM
    entered = _entered("Moria", GOLLUM, THRANDUIL)
    assert [a for a in ids(entered) if a.startswith("ally:")] == [
        f"ally:{GOLLUM}:{BILBO}", f"ally:{GOLLUM}:{THRANDUIL}"]
    facts, after = act(entered, f"ally:{GOLLUM}:{THRANDUIL}")
    played = only(facts, "AllyPlayed")
    assert (dict(played.data), played.rule) == (
        {"ally": GOLLUM, "controller": THRANDUIL, "site": _site("Moria")}, "CoE-2.V.2")
    assert after.allies == ((GOLLUM, THRANDUIL),) and after.tapped_sites == (_site("Moria"),)
    assert after.character(THRANDUIL).state == "tapped"  # type: ignore[union-attr]
    assert RULESET.board(after)["allies"] == [
        {"id": GOLLUM, "name": "Gollum", "state": "untapped", "controller": "Thranduil"}]
    assert RULESET.score(after) == RULESET.score(entered)  # BWJ-MP-6: no points
    # The version before keeps it in the hand.
    assert not [a for a in (x.id for x in BEFORE.actions(entered)) if GOLLUM in a]


@pytest.mark.rule("BWJ-SEQ-17")  # CoE-2.V.2
def test_an_ally_is_refused_elsewhere_or_at_a_tapped_site_naming_the_reason() -> None:
    cases = [
        (_entered("Bag End", GOLLUM), f"ally:{GOLLUM}:{BILBO}",
         "Gollum is playable only at Goblin-gate or Moria, not at Bag End."),
        (replace(_entered("Moria", GOLLUM), tapped_sites=(_site("Moria"),)),
         f"ally:{GOLLUM}:{BILBO}",
         "Gollum: Moria is tapped; an ally is played only at an untapped site."),
        (_entered("Moria", GOLLUM), f"ally:{GOLLUM}:{THRANDUIL}",
         "Gollum: no such character in the company."),
        (replace(_entered("Moria", GOLLUM), step="before-entering"), f"ally:{GOLLUM}:{BILBO}",
         "Gollum is played in the site phase, once the company has entered the site and "
         "faced its attacks."),
    ]
    for state, action, why in cases:
        assert action not in ids(state)
        with pytest.raises(IllegalAction) as refusal:
            act(state, action)
        assert (str(refusal.value), refusal.value.clause) == (f"{why} [CoE-2.V.2]",
                                                               "CoE-2.V.2")
    # Bill the Pony is played at Bag End though it is tapped.
    tapped = replace(_entered("Bag End", BILL), tapped_sites=(_site("Bag End"),))
    assert f"ally:{BILL}:{BILBO}" in ids(tapped)


@pytest.mark.rule("BWJ-HAND-3")  # CoE-2.V.2.3
def test_the_ally_of_a_hand_leaves_with_him() -> None:
    _, after = act(_entered("Moria", GOLLUM, THRANDUIL), f"ally:{GOLLUM}:{THRANDUIL}")
    leaving = replace(after, phase="organization", step="", turn=3,
                      company=tuple(replace(c, state="untapped") for c in after.company))
    facts, gone = act(leaving, "stay")
    discarded = only(facts, "AllyDiscarded")
    assert (discarded["ally"], discarded["controller"], discarded.rule) == (
        GOLLUM, THRANDUIL, "CoE-2.V.2.3")
    kinds = [f.kind for f in facts]
    assert kinds.index("AllyDiscarded") < kinds.index("HandLeft")
    assert gone.allies == () and GOLLUM in gone.resource_discard
    assert of_kind(facts, "AllyPlayed") == []


@pytest.mark.rule("BWJ-MP-6")  # CoE-2.V.2, CoE-2.IV.vii.2
def test_the_coverage_says_how_each_ally_is_played() -> None:
    rows = {r.card_id: dict(r.rulesets)["burglar"] for r in coverage.coverage(CATALOG)}
    # A gold ring's test may bring The One Ring (hobbit.rings): his discard with it is played
    # from GOLLUM_RING_FROM (test_hobbit_gollum_ring.py).
    assert rows[GOLLUM] == coverage.InRuleset(
        coverage.SCRIPTED, "played from the hand at Goblin-gate or Moria, a site of the site "
        "deck (CoE-2.V.2), its marshalling points not counting (BWJ-MP-6), facing strikes "
        "(CoE-2.V.2.2), tapping to cancel an attack keyed to a Wilderness or a Shadow-land "
        "(CoE-3.i), his discard with The One Ring (CoE-2.V)")
    assert rows[ROAC].missing.startswith("played from the hand at any site in Northern "
                                         "Rhovanion, a site of the site deck (CoE-2.V.2)")
    # Gwaihir's flight is played from GWAIHIR_FROM (test_hobbit_gwaihir.py).
    assert rows[GWAIHIR].status == coverage.SCRIPTED
    assert rows[GWAIHIR].missing.endswith("flying his company to a site (CoE-2.IV.vii.2)")
