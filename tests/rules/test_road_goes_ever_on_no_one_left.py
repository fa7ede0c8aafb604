"""The Road Goes Ever On from ``no_one_left.SINCE``: a game with no character left in play is
lost as soon as the last one leaves play (RGO-GEN-7 as Red Book reads it), after the decision
whose resolution took him, and before the turn ends or the organization phase begins. The
version before looked only at some steps, so an empty company could move, draw and see the
Shadow grow first; its games replay as played."""

from __future__ import annotations

from functools import cache

import pytest

from api.commands.simulate import autoplay
from domain.cards import starter_catalog
from domain.chronicle import Chronicle
from domain.ruleset import Context, Fact, Table, make_ruleset
from domain.rulesets.road_goes_ever_on import no_one_left
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, State
from projections.board import table_at
from tests.rules.rgo_support import at_version, company, ids, state

NOW, BEFORE = str(no_one_left.SINCE), "214"
LOST = {"outcome": "lost", "reason": "no character is left in play",
        "ended_by": "company-lost"}


def ended(rgo: RoadGoesEverOn, version: str, start: State, seed: int) -> list[Fact]:
    """The facts of ``end-turn`` from ``start``, played at ``version``."""
    ruleset = at_version(rgo, version)
    ctx = Context(ruleset, Table(seed, {}, start))
    ruleset.decide(ctx, "end-turn", {})
    return ctx.facts


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_finds_the_game_lost_at_once(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= no_one_left.SINCE == 218
    assert no_one_left.at_once(NOW) and not no_one_left.at_once(BEFORE)
    assert "as soon as the last one leaves play" in rgo.rules_notes()["RGO-GEN-7"]


@pytest.mark.rule("RGO-GEN-7", "RGO-ABIL-7", "RGO-SHADOW-2")
def test_beorn_the_last_going_back_to_the_hand_loses_the_game_before_the_turn_ends(
        rgo: RoadGoesEverOn) -> None:
    """Beorn, roused this turn and alone in play, goes back to the hand as the turn ends: from
    218 the game is lost there, with no draw, no Shadow token and no new turn. Before, the turn
    ended and the next began with no one in play."""
    beorn = ids(rgo, "Beorn")[0]
    start = state(rgo, phase=SITE, characters=company(rgo, "Beorn"),
                  used=(("RGO-ABIL-7", beorn, 1),), draw=ids(rgo, "Dodge", "Block") * 3)
    now = ended(rgo, NOW, start, 1)
    assert [(f.kind, f.rule) for f in now] == [("CharacterReturnedToHand", "RGO-ABIL-7"),
                                               ("GameEnded", "RGO-GEN-7")]
    assert {k: now[-1][k] for k in LOST} == LOST
    assert (now[-1]["turns"], now[-1]["shadow"]) == (1, 0)
    old = ended(rgo, BEFORE, start, 1)
    assert [f.kind for f in old if f.kind in ("TurnEnded", "ShadowChanged", "TurnBegan",
                                              "PhaseBegan", "GameEnded")] == [
        "TurnEnded", "ShadowChanged", "TurnBegan", "PhaseBegan"]


@pytest.mark.rule("RGO-GEN-7", "CoE-7.1", "CoE-2.I.1")
def test_the_last_lost_to_an_untap_check_loses_the_game_before_the_organization_phase(
        rgo: RoadGoesEverOn) -> None:
    """Aragorn II, alone at Rivendell with Lure of the Senses, fails its check as the next turn
    untaps (seed 9) and is eliminated: from 218 the game is lost there, no quest rolled nor
    organization phase begun. Before, the organization phase began with no one in play and
    the game went on."""
    senses, aragorn = ids(rgo, "Lure of the Senses", "Aragorn II")
    start = state(rgo, phase=SITE, characters=company(rgo, "Aragorn II"),
                  permanent_hazards=((senses, aragorn),), draw=ids(rgo, "Dodge", "Block") * 3)
    now = ended(rgo, NOW, start, 9)
    assert [f.kind for f in now[-3:]] == ["HazardLeftPlay", "CharacterEliminated", "GameEnded"]
    assert now[-2]["character"] == aragorn and now[-1].rule == "RGO-GEN-7"
    assert "PhaseBegan" not in [f.kind for f in now]
    old = ended(rgo, BEFORE, start, 9)
    assert [f.kind for f in old[-3:]] == ["CharacterEliminated", "QuestDeckEmpty", "PhaseBegan"]
    assert "GameEnded" not in [f.kind for f in old]


#: ``redbook simulate --ruleset road-goes-ever-on --game-seed 319406075872247``: on turn 15
#: Gandalf, the last character, takes Ents of Fangorn at Wellinghall, and Lure of Power's check
#: eliminates him (event 1114).
GANDALF_GAME = 319406075872247


@cache
def game(version: str) -> Chronicle:
    ruleset = make_ruleset("road-goes-ever-on", starter_catalog())
    return autoplay(ruleset.at_version(version), GANDALF_GAME, {}).chronicle


@pytest.mark.rule("RGO-GEN-7", "RGO-HAZ-2", "RGO-QUEST-4")
def test_the_game_ends_with_the_decision_that_took_the_last_character(
        rgo: RoadGoesEverOn) -> None:
    """Recorded at 214, the game goes on after Gandalf, the last character, is eliminated by
    Lure of Power's check on taking Ents of Fangorn (event 1114, turn 15): the turn ended, a
    Shadow token was added, and the empty company planned a move to Lórien and drew before
    the game was found lost on turn 16. The same decision from the same state, decided from
    218, ends the game with its resolution: the Lure discarded and the site tapped, then the
    end. (Later versions play this seed's game another way before turn 15, so the decision is
    taken from the game as 214 recorded it.)"""
    old = game(BEFORE)
    gandalf = "TW-156"
    [eliminated] = [r for r in old.records if r.kind == "CharacterEliminated"
                    and r.data["character"] == gandalf]
    assert (eliminated.version, eliminated.rule) == (1114, "CoE-7.1")
    decision = next(r for r in reversed(old.records[:eliminated.version])
                    if r.kind == "Decision")
    ctx = Context(at_version(rgo, NOW), table_at(old, decision.version - 1))
    ctx.ruleset.decide(ctx, str(decision.data["action"]), dict(decision.data["args"]))
    after = [(f.kind, f.rule) for f in ctx.facts]
    assert after[after.index(("CharacterEliminated", "CoE-7.1")) + 1:] == [
        ("HazardEffectEnded", "RGO-HAZ-2"), ("HazardDiscarded", "RGO-HAZ-2"),
        ("SiteTapped", "RGO-QUEST-4"), ("GameEnded", "RGO-GEN-7")]
    assert {k: ctx.facts[-1][k] for k in LOST} == LOST
    assert (ctx.facts[-1]["turns"], ctx.facts[-1]["shadow"]) == (15, 17)
    assert (old.result() or {})["turns"] == 16
    assert [r.kind for r in old.records[1117:] if r.kind in ("ShadowChanged", "CardsDrawn")] \
        == ["ShadowChanged", "CardsDrawn"]
    assert [old.narrate(r) for r in old.records[1117:] if r.kind == "Decision"] == [
        "Decision: End the site phase and the turn.", "Decision: Move to Lórien (2 regions).",
        "Decision: Roll for the hazard long-event."]
