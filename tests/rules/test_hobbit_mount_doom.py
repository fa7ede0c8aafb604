"""Cracks of Doom (TW-205) and Gollum's Fate (TW-247) in Burglar Wants a Good Job from its
``MOUNT_DOOM_FROM`` (``burglar.mount_doom`` over the engine's ``mount_doom``, which The Road
Goes Ever On reads too): in the site phase at Mount Doom, on the bearer of The One Ring,
Gollum's Fate with Gollum an ally of the company, the Ring is destroyed and the game won, Cracks
of Doom after the bearer's corruption check at -4. The version before replays as played (they
were declared)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.rulesets.burglar import versions
from domain.rulesets.burglar.state import State
from tests.rules import burglar_support as bwj

CRACKS, FATE, ONE_RING, GOLLUM = "TW-205", "TW-247", "TW-347", "TW-246"
RULE = "CoE-5.1"
BEFORE = bwj.played_as(str(versions.MOUNT_DOOM_FROM - 1))


def at_mount_doom(bearer: str = bwj.BILBO, **changes: object) -> State:
    """The Burglar and Sam, a Hand, at Mount Doom in the site phase, before entering, ``bearer``
    bearing The One Ring, Gollum an ally of the Burglar, both cards in the hand."""
    state = bwj.give(bwj.with_hand(bwj.fresh(), bwj.SAM), bearer, ONE_RING)
    return bwj.at(state, "Mount Doom", **{"phase": "site", "step": "before-entering",
                                          "hand": (CRACKS, FATE),
                                          "allies": ((GOLLUM, bwj.BILBO),), **changes})


@pytest.mark.rule("BWJ-SEQ-17", "BWJ-WIN-1", "CoE-5.1")
def test_gollums_fate_destroys_the_ring_and_wins_the_game() -> None:
    assert int(bwj.RULESET.version) >= versions.MOUNT_DOOM_FROM == 98
    state = at_mount_doom()
    assert [i for i in bwj.ids(state) if i.startswith("play:")] == [
        f"play:{CRACKS}:destroy:{bwj.BILBO}", f"play:{FATE}:destroy:{bwj.BILBO}"]
    assert not [i for i in bwj.ids(state) if i.startswith("declare:")]
    assert bwj.RULESET.policy(state, bwj.RULESET.actions(state))[0] == \
        f"play:{FATE}:destroy:{bwj.BILBO}"
    facts, after = bwj.act(state, f"play:{FATE}:destroy:{bwj.BILBO}")
    assert [(f.kind, f.rule, dict(f.data)) for f in facts] == [
        ("CardPlayed", RULE, {"card": FATE, "mode": "destroy", "target": bwj.BILBO,
                              "returns": False}),
        ("GameEnded", RULE, {"outcome": "won", "tier": "",
                             "reason": "Gollum’s Fate: The One Ring is destroyed at Mount Doom",
                             "ended_by": "one-ring-destroyed"})]
    assert bwj.RULESET.narrate(facts[1]) == (
        "The game is won: Gollum’s Fate: The One Ring is destroyed at Mount Doom. [CoE-5.1]")
    assert (after.outcome, after.phase, after.hand) == ("won", "over", (CRACKS,))
    # The version before declares them, as a player ruling.
    offered = [a.id for a in BEFORE.actions(state) if a.id.endswith((CRACKS, FATE))
               or f":{CRACKS}:" in a.id or f":{FATE}:" in a.id]
    assert offered == [f"declare:{CRACKS}", f"declare:{FATE}"]


@pytest.mark.rule("BWJ-SEQ-17", "BWJ-WIN-5", "CoE-5.1", "CoE-7.1")
def test_cracks_of_doom_wins_after_the_bearers_check_and_loses_with_the_burglar() -> None:
    state = at_mount_doom(allies=())
    assert [i for i in bwj.ids(state) if i.startswith("play:")] == [
        f"play:{CRACKS}:destroy:{bwj.BILBO}"]
    # Passed (9, -4 and Bilbo's +4, above his 8 points): the Ring destroyed, the game won.
    facts, after = bwj.act(state, f"play:{CRACKS}:destroy:{bwj.BILBO}", seed=7)
    checked = next(f for f in facts if f.kind == "CorruptionChecked")
    assert (checked["roll"], checked["points"], checked["result"]) == (9, 8, "passed")
    assert [(m["amount"], m["source"]) for m in checked["check"]["modifiers"]] == [
        (4, f"card:{bwj.BILBO}"), (-4, f"card:{CRACKS}")]
    assert (facts[-1].kind, facts[-1]["reason"]) == (
        "GameEnded", "Cracks of Doom: The One Ring is destroyed at Mount Doom")
    assert after.outcome == "won"
    # Failed (7): the Burglar is discarded with the Ring, and the game is lost.
    facts, after = bwj.act(state, f"play:{CRACKS}:destroy:{bwj.BILBO}", seed=3)
    assert [(f.kind, f.rule) for f in facts][-2:] == [("CharacterDiscarded", "CoE-7.1"),
                                                      ("GameEnded", "BWJ-WIN-5")]
    assert after.outcome == "lost"
    # The automatic Burglar does not risk it on himself, his check able to fail; on a Hand
    # it does.
    assert bwj.RULESET.policy(state, bwj.RULESET.actions(state))[0] == "pass"
    by_hand = at_mount_doom(bwj.SAM, allies=())
    assert bwj.RULESET.policy(by_hand, bwj.RULESET.actions(by_hand))[0] == \
        f"play:{CRACKS}:destroy:{bwj.SAM}"


@pytest.mark.rule("BWJ-SEQ-2", "BWJ-SEQ-17", "CoE-5.1")
def test_out_of_their_condition_they_are_refused_naming_the_card_and_why() -> None:
    state = at_mount_doom()
    assert bwj.refusal(replace(state, allies=()), f"play:{FATE}:destroy:{bwj.BILBO}") == (
        "Gollum’s Fate cannot be played now: Gollum is not with the company.", RULE)
    assert bwj.refusal(replace(state, location="Moria"), f"play:{CRACKS}:destroy:{bwj.BILBO}") \
        == ("Cracks of Doom cannot be played now: it is played at Mount Doom.", RULE)
    assert bwj.refusal(replace(state, phase="organization", step=""),
                       f"play:{CRACKS}:destroy:{bwj.BILBO}") == (
        "Cracks of Doom cannot be played now: it is played in the site phase.", RULE)
    assert bwj.refusal(state, f"play:{CRACKS}:destroy:{bwj.SAM}") == (
        "Cracks of Doom cannot be played now: it is played on the bearer of The One Ring, and "
        "Sam Gamgee bears none.", RULE)
    unborne = bwj.at(bwj.fresh(), "Mount Doom", phase="site", step="before-entering",
                     hand=(CRACKS,))
    assert bwj.refusal(unborne, f"play:{CRACKS}:destroy:{bwj.BILBO}") == (
        "Cracks of Doom cannot be played now: The One Ring is not borne in the company.", RULE)
    assert bwj.refusal(state, f"play:{CRACKS}:check:{bwj.BILBO}") == (
        "Cracks of Doom cannot be played now: it is played as 'destroy', not 'check'.", RULE)
    assert bwj.refusal(state, f"declare:{FATE}") == (
        f"Gollum’s Fate cannot be played now: it is played by its card "
        f"(play:{FATE}:destroy:<bearer>).", RULE)


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_reads_them_scripted_in_burglar() -> None:
    for card in (CRACKS, FATE):
        assert coverage.in_ruleset("burglar", bwj.CATALOG.get(card)) == \
            coverage.InRuleset(coverage.SCRIPTED)
