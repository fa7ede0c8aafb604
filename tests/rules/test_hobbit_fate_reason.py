"""The result of a game lost with its hero gives as its reason how he left, as its line says it
(``HobbitRules.fate_reason_from``, ``hobbit.creature_discards.told``): from Burglar Wants a
Good Job 141 and There and Back Again 68 "Bilbo is discarded", "Bilbo is eliminated" or "Bilbo
is lost to corruption", where before every such result read "the Burglar is dead or lost to
corruption" (a discarded Burglar's too) or "the Hobbit has left the company". The versions
before replay as played."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from domain.cards import starter_catalog
from domain.chronicle import Chronicle
from domain.ruleset import Ruleset, make_ruleset
from domain.rulesets.burglar import versions as bwj_versions
from domain.rulesets.burglar.state import State as BurglarState
from domain.rulesets.there_and_back_again import versions as tba_versions
from domain.rulesets.there_and_back_again.state import State
from tests.rules import burglar_support as bwj
from tests.rules.test_hobbit_corrupted_hero import GIVE, burdened, burglar_burdened
from tests.rules.test_hobbit_creature_discards import (
    ABDUCTOR,
    GIANT_SPIDERS,
    burglar_facing,
    facing,
)
from tests.rules.test_there_and_back_again_helpers import BALIN, BILBO, played_as
from tests.support import decide_from, only

AMBUSHER = "TW-5"
BWJ_NOW = bwj.played_as(str(bwj_versions.FATE_REASON_SINCE))
BWJ_BEFORE = bwj.played_as(str(bwj_versions.FATE_REASON_SINCE - 1))
BWJ_REASON = "the Burglar is dead or lost to corruption"
TBA_NOW = played_as(tba_versions.FATE_REASON_SINCE)
TBA_BEFORE = played_as(tba_versions.FATE_REASON_SINCE - 1)
TBA_REASON = "the Hobbit has left the company"


def burglar_lost(state: BurglarState, action: str, seed: int,
                 ruleset: Ruleset[BurglarState]) -> tuple[dict[str, object], str | None]:
    """The data of the game's end ``action`` brings, and its result's reason."""
    facts, after = bwj.act(state, action, seed=seed, ruleset=ruleset)
    return dict(only(facts, "GameEnded").data), after.reason


@pytest.mark.rule("BWJ-WIN-5", "CoE-3.iv.7", "CoE-3.I.1", "CoE-7.1")
@pytest.mark.parametrize(("state", "action", "seed", "fate", "reason"), [
    # The Abductor's wound discards him (seed 0).
    (lambda: burglar_facing(ABDUCTOR, bwj.BILBO), "roll", 0, "discarded", "Bilbo is discarded"),
    # Ambusher's strike wounds him and his body check fails (seed 0).
    (lambda: burglar_facing(AMBUSHER, bwj.BILBO), "roll", 0, "eliminated",
     "Bilbo is eliminated"),
    # His corruption check, 12 points borne, discards him (seed 0).
    (burglar_burdened, GIVE.replace(BALIN, bwj.THRANDUIL), 0, "corrupted",
     "Bilbo is lost to corruption")])
def test_burglar_the_result_names_how_the_burglar_left_from_141(
        state: Callable[[], BurglarState], action: str, seed: int, fate: str,
        reason: str) -> None:
    start = state()
    ended, result = burglar_lost(start, action, seed, BWJ_NOW)
    assert (ended, result) == ({"outcome": "lost", "reason": reason, "character": bwj.BILBO,
                                "fate": fate}, reason)
    # Before, the fixed reason whatever the fate.
    ended, result = burglar_lost(start, action, seed, BWJ_BEFORE)
    assert (ended, result) == ({"outcome": "lost", "reason": BWJ_REASON,
                                "character": bwj.BILBO, "fate": fate}, BWJ_REASON)


@pytest.mark.rule("TBA-WIN-1", "TBA-WIN-3", "CoE-3.I.1", "CoE-7.1")
@pytest.mark.parametrize(("state", "action", "seed", "clause", "fate", "reason"), [
    # Giant Spiders' body check, 9 against his body 9, discards him (seed 4).
    (lambda: facing(GIANT_SPIDERS, BILBO), "roll", 4, "TBA-WIN-3", "discarded",
     "Bilbo is discarded"),
    # The same check, failed, eliminates him (seed 16).
    (lambda: facing(GIANT_SPIDERS, BILBO), "roll", 16, "TBA-WIN-1", "eliminated",
     "Bilbo is eliminated"),
    # His corruption check, 11 points borne, discards him (seed 3).
    (burdened, GIVE, 3, "TBA-WIN-1", "corrupted", "Bilbo is lost to corruption")])
def test_there_and_back_again_the_result_names_how_the_hobbit_left_from_68(
        state: Callable[[], State], action: str, seed: int, clause: str, fate: str,
        reason: str) -> None:
    start = state()
    for ruleset, said in ((TBA_NOW, reason), (TBA_BEFORE, TBA_REASON)):
        facts, after = decide_from(ruleset, start, action, None, seed)
        ended = only(facts, "GameEnded")
        assert (ended.rule, dict(ended.data), after.reason) == (
            clause, {"outcome": "lost", "reason": said, "character": BILBO, "fate": fate},
            said)


def whole_game(ruleset_id: str, seed: int, version: str) -> Chronicle:
    """``seed`` played to its end by the automatic player under ``version``."""
    ruleset = make_ruleset(ruleset_id, starter_catalog())
    start = Chronicle.begin(ruleset, seed, {}).records[0].data
    game = Chronicle.open(ruleset, {**start, "ruleset_version": version})
    while game.result() is None:
        game.decide(*game.ruleset.policy(game.table.rules, game.actions()))
    return game


@pytest.mark.rule("BWJ-WIN-5", "CoE-3.I.1")
def test_burglar_seed_12_a_body_check_discarding_bilbo_is_the_result_s_reason() -> None:
    """Seed 12: at version 547 Bilbo's body check, 9 against his body 9, lets Giant Spiders
    discard him (BWJ-SEQ-10); the game ends lost at 550."""
    now = whole_game("burglar", 12, str(bwj_versions.FATE_REASON_SINCE))
    then = whole_game("burglar", 12, str(bwj_versions.FATE_REASON_SINCE - 1))
    assert [(r.version, r.kind) for r in now.records[546:548]] == [
        (547, "BodyChecked"), (548, "ItemLeftPlay")]
    assert (now.records[548].kind, now.records[548].data["character"]) == (
        "CharacterDiscarded", bwj.BILBO)
    assert (now.version, now.ruleset.narrate(now.records[-1].fact)) == (
        550, "The game is lost: Bilbo is discarded. [BWJ-WIN-5]")
    assert (now.result() or {})["reason"] == "Bilbo is discarded"
    assert (then.result() or {})["reason"] == BWJ_REASON
    # The same game either way, its start's version and its end's reason aside.
    assert [(r.kind, r.rule) for r in then.records] == [(r.kind, r.rule) for r in now.records]
    assert [r.data for r in then.records[1:-1]] == [r.data for r in now.records[1:-1]]
