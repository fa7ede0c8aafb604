"""Burglar Wants a Good Job: a Miruvor held in the hand offers nothing against the strike the
Burglar faces, an item being played only at a site in the site phase (CoE 2.V.4); one he
bears is offered, to be discarded for his company's +2 body (CoE 6.1), and from
``BODY_CHECKS_FROM`` his wound's body check waits for it (CoE 3.I.1)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.combat import Attack
from domain.ruleset import Fact
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import (
    BODY_CHECK_CARDS_FROM,
    BODY_CHECKS_FROM,
    STRUCK_BODY_FROM,
    WIZARD_CHECK_FROM,
)
from tests.rules.burglar_support import (
    BILBO,
    CATALOG,
    ELVEN_CLOAK,
    RULESET,
    act,
    at,
    fresh,
    give,
    ids,
    played_as,
    refusal,
    striking,
)
from tests.support import only

MIRUVOR, WILLIAM, HAUBERK = "TW-283", "TW-112", "TW-254"
USE = f"use:{MIRUVOR}:{BILBO}:body"


def bilbo_struck() -> State:
    """The Burglar facing a strike he cannot beat (prowess 30), bearing Miruvor."""
    facing = give(striking(BILBO), BILBO, MIRUVOR)
    assert facing.combat is not None
    return replace(facing, combat=replace(facing.combat, attack=replace(facing.combat.attack,
                                                                        prowess=30)))


@pytest.mark.rule("CoE-3.iv.5", "CoE-2.V.4", "CoE-6.1")
def test_a_miruvor_is_offered_against_the_strike_only_when_borne() -> None:
    facing = striking(BILBO)
    assert ids(facing) == ["stay-untapped", "roll"]
    assert ids(replace(facing, hand=(MIRUVOR,))) == ["stay-untapped", "roll"]
    assert ids(give(facing, BILBO, MIRUVOR)) == ["stay-untapped", "roll", USE]


@pytest.mark.rule("CoE-3.I.1", "CoE-6.1")
def test_the_burglars_body_check_waits_for_his_miruvor() -> None:
    assert BODY_CHECKS_FROM == 124 <= int(RULESET.version)
    facts, wounded = act(bilbo_struck(), "roll")
    assert only(facts, "BodyCheckAwaited").data == {
        "character": BILBO, "state_before": "untapped", "body_bonus": 0,
        "at_hand": {"items": [{"card": MIRUVOR, "bearer": BILBO}], "hand": []}}
    assert ids(wounded) == [USE, "body-check"]
    _, used = act(wounded, USE)
    facts, _ = act(used, "body-check")
    assert only(facts, "BodyChecked").data["body"] == 9 + 1  # Bilbo's 9, not above 10
    old = played_as(str(BODY_CHECKS_FROM - 1))
    facts, _ = act(bilbo_struck(), "roll", ruleset=old)
    assert only(facts, "BodyChecked").data["body"] == 9  # rolled at once, as played


@pytest.mark.rule("CoE-3.I.1", "CoE-6.1")
def test_the_automatic_burglar_discards_his_miruvor_while_his_check_waits() -> None:
    _, wounded = act(bilbo_struck(), "roll")
    assert RULESET.policy(wounded, RULESET.actions(wounded)) == (USE, {})
    _, used = act(wounded, USE)
    assert RULESET.policy(used, RULESET.actions(used)) == ("body-check", {})


@pytest.mark.rule("CoE-3.iv.7", "CoE-3.I.1")
def test_the_burglars_body_check_counts_him_as_the_strike_left_him() -> None:
    assert STRUCK_BODY_FROM == 125 <= int(RULESET.version)
    # William's strike, the company having faced Trolls, strips the Burglar of his items: the
    # Hauberk of Bright Mail's +2 body no longer counts in the check of its wound.
    facing = give(striking(BILBO), BILBO, HAUBERK)
    assert facing.combat is not None
    attack = replace(Attack.from_creature(CATALOG.get(WILLIAM), 1), strikes=1, prowess=30)
    stripped = replace(facing, faced=(("TW-16", "Trolls"),),
                       combat=replace(facing.combat, attack=attack, card=WILLIAM))
    facts, _ = act(stripped, "roll")
    assert [f.data["card"] for f in facts if f.kind == "ItemLost"] == [ELVEN_CLOAK, HAUBERK]
    assert only(facts, "BodyChecked").data["body"] == 9  # Bilbo's 9
    facts, _ = act(stripped, "roll", ruleset=played_as(str(STRUCK_BODY_FROM - 1)))
    assert only(facts, "BodyChecked").data["body"] == 9 + 2  # as played: with the Hauberk


def _burgling(seed: int) -> tuple[list[str], State]:
    """The Burglar tries a burglary at Moria (minor items playable there), a Miruvor held in
    the hand: the kinds of the facts, and the state after."""
    before = replace(at(fresh(), "Moria"), phase="site", step="before-entering",
                     hand=(MIRUVOR,))
    facts, after = act(before, "burgle", seed=seed)
    return [f.kind for f in facts], after


@pytest.mark.rule("BWJ-BURG-5", "BWJ-BURG-6", "CoE-2.V.4")
def test_a_miruvor_held_in_the_hand_is_a_burglarys_item_never_used_in_its_attacks() -> None:
    # Succeeded (seed 0): an item normally playable at the site may be played with him
    # (BWJ-BURG-5), Miruvor too: it comes into play borne by him, as one played at the site
    # (CoE 2.V.4); it is not used.
    kinds, burgled = _burgling(0)
    assert kinds[-1] == "BurglarySucceeded"
    assert ids(burgled) == [f"play:{MIRUVOR}:{BILBO}", "done"]
    facts, after = act(burgled, f"play:{MIRUVOR}:{BILBO}")
    assert [f.kind for f in facts][0] == "ItemPlayed" and after.hand == ()
    bilbo = after.character(BILBO)
    assert bilbo is not None and bilbo.bears(MIRUVOR)
    # Failed (seed 1): he faces the automatic-attack alone (BWJ-BURG-6); the Miruvor in the
    # hand is offered at no step of it: assigning, his strike, his body check.
    kinds, attacked = _burgling(1)
    assert kinds[-2:] == ["BurglaryFailed", "AttackDeclared"]
    assert ids(attacked) == ["assign-done"]
    _, facing = act(attacked, "assign-done")
    assert ids(facing) == ["roll"]
    facts, _ = act(facing, "roll")
    assert "BodyCheckAwaited" not in [f.kind for f in facts]
    assert only(facts, "BodyChecked").data["character"] == BILBO


GANDALF, NARYA = "TW-156", "TW-290"
PLAY_NARYA = f"play:{NARYA}:turn:{GANDALF}"


def gandalf_struck(facing: str = GANDALF) -> State:
    """Gandalf, a Hand beside the Burglar, Narya in the hand; ``facing`` faces a strike he
    cannot beat (prowess 30)."""
    state = striking(GANDALF)
    assert state.combat is not None
    return replace(state, hand=(NARYA,), combat=replace(
        state.combat, assigned=(facing,), striking=facing,
        attack=replace(state.combat.attack, prowess=30)))


@pytest.mark.rule("CoE-3.I.1", "CoE-5.1")
def test_narya_on_the_wounded_gandalf_is_offered_while_his_body_check_waits() -> None:
    assert BODY_CHECK_CARDS_FROM == 127 <= int(RULESET.version)
    struck = gandalf_struck()
    facts, waiting = act(struck, "roll", seed=0)
    assert only(facts, "BodyCheckAwaited").data["character"] == GANDALF
    assert ids(waiting) == [PLAY_NARYA, "body-check"]
    assert refusal(waiting, "stay-untapped") == (
        "The body check of Gandalf waits: only an item raising Gandalf's body may be used "
        "first (use:<item>:<bearer>:<mode>), or a card of the hand raising it played on Gandalf "
        "(play:<card>:<mode>:<character>), then it is rolled (body-check).",
        "CoE-3.I.1")
    # The automatic Burglar rolls: the card's own corruption check may cost Gandalf.
    assert RULESET.policy(waiting, RULESET.actions(waiting))[0] == "body-check"
    # Played (its check passed, seed 0): +1 body for the turn counts in the check, which
    # still waits.
    facts, bolstered = act(waiting, PLAY_NARYA, seed=0)
    assert only(facts, "CorruptionChecked").data["result"] == "passed"
    assert ids(bolstered) == ["body-check"]
    facts, _ = act(bolstered, "body-check")
    assert [m["source"] for m in only(facts, "BodyChecked").data["check"]["modifiers"]
            if m["clause"] == "CoE-5.1"] == [f"card:{NARYA}"]
    # Up to version 126, as played: no wait, the card offered before the roll only.
    before = played_as(str(BODY_CHECK_CARDS_FROM - 1))
    assert PLAY_NARYA in [a.id for a in before.actions(struck)]
    facts, _ = act(struck, "roll", seed=0, ruleset=before)
    assert "BodyCheckAwaited" not in [f.kind for f in facts]
    assert only(facts, "BodyChecked").data["character"] == GANDALF


@pytest.mark.rule("CoE-3.I.1", "CoE-7.1")
def test_narya_s_failed_check_ends_the_wait_with_no_body_check() -> None:
    _, waiting = act(gandalf_struck(), "roll", seed=0)
    # Seed 9: eliminated by it; seed 24: failed by one, eliminated as a Wizard is from
    # WIZARD_CHECK_FROM, discarded before. Either way he is gone, so is the wait.
    before = played_as(str(WIZARD_CHECK_FROM - 1))
    for seed, result, gone, ruleset in (
            (9, "eliminated", "CharacterEliminated", RULESET),
            (24, "eliminated", "CharacterEliminated", RULESET),
            (24, "discarded", "CharacterDiscarded", before)):
        facts, after = act(waiting, PLAY_NARYA, seed=seed, ruleset=ruleset)
        kinds = [f.kind for f in facts]
        assert only(facts, "CorruptionChecked").data["result"] == result
        assert gone in kinds and "BodyChecked" not in kinds
        assert kinds.index(gone) < kinds.index("AttackEnded")
        assert after.combat is None and after.character(GANDALF) is None


@pytest.mark.rule("CoE-3.I.1")
def test_a_ring_raising_another_characters_body_opens_no_wait() -> None:
    facts, _ = act(gandalf_struck(BILBO), "roll", seed=0)
    assert "BodyCheckAwaited" not in [f.kind for f in facts]
    assert only(facts, "BodyChecked").data["character"] == BILBO


@pytest.mark.rule("CoE-3.I.1")
def test_the_waiting_body_check_says_what_may_raise_his_body() -> None:
    def said(who: str, ruleset: object = RULESET) -> str:
        fact = Fact("BodyCheckAwaited", {"character": who, "state_before": "untapped",
                                         "body_bonus": 0}, "CoE-3.I.1")
        return ruleset.narrate(fact)  # type: ignore[attr-defined, no-any-return]

    # No card of the hand raising the body is played on Bilbo: an item only.
    assert said(BILBO) == ("The body check of Bilbo waits: an item raising Bilbo's body may "
                           "be used first. [CoE-3.I.1]")
    # Narya is played on Gandalf: either, from the version offering it in the wait.
    assert said(GANDALF) == ("The body check of Gandalf waits: what raises Gandalf's body may "
                             "come first, an item used or Narya played on Gandalf from the hand. "
                             "[CoE-3.I.1]")
    assert said(GANDALF, played_as(str(BODY_CHECK_CARDS_FROM - 1))) == (
        "The body check of Gandalf waits: an item raising Gandalf's body may be used first. "
        "[CoE-3.I.1]")
