"""The Road Goes Ever On from ``attack_ends.SINCE``: the corruption checks an attack's end asks
(a Barrow-wight's of those it wounded, Despair of the Heart's for its wounds, Alatar's after the
attack he joined) wait for the player to tap untapped companions, +1 each (CoE 7.1.1), or to
roll; the rest of the attack's end waits, then the game goes on where it would have. The
version before rolled them at once, unhelped, and replays so."""

from __future__ import annotations

from typing import Any

import pytest

from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import alatar, attack_ends, check_helpers, traitor
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import MOVEMENT_HAZARD, State
from tests.rules.rgo_support import at_version, begin, company, ids, moving, refused
from tests.rules.test_road_goes_ever_on_alatar import ALATAR, attacked
from tests.rules.test_road_goes_ever_on_waiting_checks import helped_and_rolled, kinds

NOW, BEFORE = str(attack_ends.SINCE), str(attack_ends.SINCE - 1)
#: The facts of the wait itself: without them a game rolled unhelped reads as the version
#: before played it.
WAITS = (check_helpers.AWAITED, attack_ends.WAITING, attack_ends.GOES_ON)


def wight_first(rgo: RoadGoesEverOn, version: str, seed: int, *names: str,
                **fields: Any) -> tuple[RoadGoesEverOn, Context[State]]:
    """A Barrow-wight then Crebain revealed in the Hazard Pile at ``version`` on the company
    of ``names`` crossing a Shadow-land, the Barrow-wight's one strike given at random and
    resolved."""
    ruleset = at_version(rgo, version)
    ctx = begin(ruleset, moving(ruleset, "Barrow-wight", "Crebain",
                                characters=company(ruleset, *names),
                                path=("shadow-land", "wilderness"), **fields), seed)
    while ctx.state.awaited_strikes is not None:  # to chance, then "Resolve the strikes"
        ruleset.decide(ctx, "assign-rest", {})
    return ruleset, ctx


def despairing(rgo: RoadGoesEverOn) -> dict[str, Any]:
    """Legolas bears Despair of the Heart."""
    return {"permanent_hazards": (ids(rgo, "Despair of the Heart", "Legolas"),)}


def played(facts: list[Fact]) -> list[tuple[str, str, dict[str, Any]]]:
    """The facts but those of the wait for helpers."""
    return [(f.kind, f.rule, dict(f.data)) for f in facts if f.kind not in WAITS]


def played_on(ruleset: RoadGoesEverOn, ctx: Context[State]) -> None:
    """Each check waiting rolled unhelped, each attack's strikes left to chance and resolved,
    to the end of the movement/hazard phase."""
    while ctx.state.awaited_check is not None or ctx.state.awaited_strikes is not None:
        ruleset.decide(ctx, check_helpers.ROLL if ctx.state.awaited_check is not None
                       else "assign-rest", {})


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_waits_for_helpers_at_an_attacks_end(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= attack_ends.SINCE == 233
    assert attack_ends.waits(NOW) and not attack_ends.waits(BEFORE)


@pytest.mark.rule("CoE-7.1.1", "CoE-7.1", "RGO-HAZ-2")
def test_a_barrow_wights_check_waits_for_a_helper_then_the_hazard_pile_goes_on(
        rgo: RoadGoesEverOn) -> None:
    aragorn, bilbo, wight, crebain = ids(rgo, "Aragorn II", "Bilbo", "Barrow-wight", "Crebain")
    # Seed 1: the strike wounds Aragorn; Bilbo, untapped, may help his check at -2.
    now, ctx = wight_first(rgo, NOW, 1, "Bilbo", "Aragorn II")
    assert kinds(ctx.facts, "AttackEnded", check_helpers.AWAITED, attack_ends.WAITING)[-3:] == [
        ("AttackEnded", None), (check_helpers.AWAITED, wight), (attack_ends.WAITING, wight)]
    waiting = next(f for f in ctx.facts if f.kind == check_helpers.AWAITED)
    assert (waiting["character"], waiting["check"], waiting["modifier"], waiting["able"],
            waiting["card"]) == (aragorn, attack_ends.RESUME, -2, [bilbo], wight)
    end = ctx.facts[-1]
    assert (end.kind, end["beaten"], end["assigned"], end["wounded"]) == (
        attack_ends.WAITING, False, [aragorn], [aragorn])
    assert [a["kind"] for a in end["left"]] == [attack_ends.CHECK, attack_ends.BLADES,
                                                attack_ends.DESPAIR, attack_ends.AFTER]
    assert now.narrate(end) == ("The rest of the attack's end waits for the check declared to "
                                "be helped or rolled.")
    # The attack is over, the Barrow-wight not yet discarded, the pile waiting.
    assert ctx.state.awaited_strikes is None and wight not in ctx.state.hazard_discard
    assert ctx.state.pile == (crebain,)
    assert refused(now, ctx.state, "assign-rest", "CoE-7.1.1") == (
        "Aragorn II's corruption check asked by Barrow-wight, against 0 corruption points, "
        "waits: tap a companion to help it (+1 each), or roll it (roll-check). [CoE-7.1.1]")
    mark = len(ctx.facts)
    made = helped_and_rolled(now, ctx, bilbo)
    assert (made["modifier"], made["asked_by"], made["result"]) == (-2, wight, "passed")
    # Then the rest of its end, the Barrow-wight discarded, and the Hazard Pile's next card.
    assert kinds(ctx.facts[mark:], attack_ends.GOES_ON, "CorruptionChecked", "HazardDiscarded",
                 "HazardRevealed") == [(attack_ends.GOES_ON, None), ("CorruptionChecked", aragorn),
                                       ("HazardDiscarded", wight), ("HazardRevealed", crebain)]
    assert ctx.state.attack_end is None


@pytest.mark.rule("CoE-7.1.1", "CoE-7.1", "RGO-HAZ-2")
def test_rolled_unhelped_the_game_goes_on_as_the_version_before_played_it(
        rgo: RoadGoesEverOn) -> None:
    bilbo, legolas = ids(rgo, "Bilbo", "Legolas")
    for seed, names, fields in ((1, ("Bilbo", "Aragorn II"), {}),
                                (1, ("Bilbo", "Aragorn II", "Legolas"), despairing(rgo))):
        now, ctx = wight_first(rgo, NOW, seed, *names, **fields)
        assert ctx.state.awaited_check is not None
        played_on(now, ctx)
        before, old = wight_first(rgo, BEFORE, seed, *names, **fields)
        played_on(before, old)
        # The version before: checked at once, unhelped, nothing waiting.
        assert not any(f.kind in WAITS for f in old.facts)
        assert played(ctx.facts) == played(old.facts)
        assert ctx.state.phase == old.state.phase and ctx.state.pile == old.state.pile
    # With Despair of the Heart on Legolas: the Barrow-wight's check of Bilbo it wounded, then
    # Despair's of Legolas, each at once in the version before.
    assert kinds(old.facts, "AttackEnded", "CorruptionChecked", "HazardDiscarded")[:4] == [
        ("AttackEnded", None), ("CorruptionChecked", bilbo), ("CorruptionChecked", legolas),
        ("HazardDiscarded", ids(rgo, "Barrow-wight")[0])]


@pytest.mark.rule("CoE-7.1.1", "CoE-7.1", "RGO-HAZ-2")
def test_despair_of_the_hearts_check_waits_after_the_barrow_wights(rgo: RoadGoesEverOn) -> None:
    aragorn, bilbo, legolas, despair, wight = ids(
        rgo, "Aragorn II", "Bilbo", "Legolas", "Despair of the Heart", "Barrow-wight")
    # Seed 1: the strike wounds Bilbo; Aragorn and Legolas may help his check.
    now, ctx = wight_first(rgo, NOW, 1, "Bilbo", "Aragorn II", "Legolas", **despairing(rgo))
    waiting = ctx.state.awaited_check
    assert waiting is not None and (waiting.character, waiting.resume) == (bilbo,
                                                                            attack_ends.RESUME)
    assert [a.kind for a in ctx.state.attack_end.left] == [  # type: ignore[union-attr]
        attack_ends.CHECK, attack_ends.BLADES, attack_ends.DESPAIR, attack_ends.AFTER]
    mark = len(ctx.facts)
    now.decide(ctx, check_helpers.ROLL, {})
    # Bilbo's check made, Despair's of Legolas is named and declared in turn: Aragorn may help.
    assert kinds(ctx.facts[mark:], "CorruptionChecked", "HazardEffectApplied",
                 check_helpers.AWAITED, attack_ends.WAITING) == [
        ("CorruptionChecked", bilbo), ("HazardEffectApplied", despair),
        (check_helpers.AWAITED, despair), (attack_ends.WAITING, wight)]
    assert [a.kind for a in ctx.state.attack_end.left] == [  # type: ignore[union-attr]
        attack_ends.CARD_CHECK, attack_ends.AFTER]
    mark = len(ctx.facts)
    made = helped_and_rolled(now, ctx, aragorn)
    assert (made["character"], made["asked_by"]) == (legolas, despair)
    # Named once, as it was declared; then the Barrow-wight discarded and Crebain revealed.
    assert kinds(ctx.facts[mark:], "HazardEffectApplied", "HazardDiscarded",
                 "HazardRevealed") == [("HazardDiscarded", wight),
                                       ("HazardRevealed", ids(rgo, "Crebain")[0])]


@pytest.mark.rule("CoE-7.1.1")
def test_the_automatic_player_rolls_a_check_not_at_risk(rgo: RoadGoesEverOn) -> None:
    # Aragorn's check at -2 against no corruption point: an average roll passes it.
    now, ctx = wight_first(rgo, NOW, 1, "Bilbo", "Aragorn II")
    assert now.policy(ctx.state, now.actions(ctx.state))[0] == check_helpers.ROLL


@pytest.mark.rule("CoE-7.1.1", "CoE-7.1", "CoE-3.ii")
def test_alatars_check_after_the_attack_he_joined_waits_then_the_game_goes_on(
        rgo: RoadGoesEverOn) -> None:
    aragorn = ids(rgo, "Aragorn II")[0]

    def joined(version: str) -> tuple[RoadGoesEverOn, Context[State], int]:
        """Alatar joins against the Wolves, its other strike to Legolas: both beat theirs."""
        ruleset = at_version(rgo, version)
        ctx = Context(ruleset, Table(1, {}, attacked(rgo)))
        ruleset.decide(ctx, alatar.KIND, {})
        while ctx.state.awaited_strikes is not None:
            ruleset.decide(ctx, "assign-rest", {})
        return ruleset, ctx, [f.kind for f in ctx.facts].index("AttackEnded")

    # The version before: he checks at once, then the movement/hazard phase ends (his
    # company, left empty, dissolved) and the site phase begins.
    _, old, ended = joined(BEFORE)
    after = [f.kind for f in old.facts[ended + 1:] if f.kind != "DiceRolled"]
    assert after == ["CorruptionChecked", "CompanyDissolved", "PhaseBegan"]
    now, ctx, ended = joined(NOW)
    assert [f.kind for f in ctx.facts[ended + 1:]] == [check_helpers.AWAITED, attack_ends.WAITING]
    waiting = ctx.facts[-2]
    assert (waiting["character"], waiting["check"], waiting["able"]) == (
        ALATAR, attack_ends.RESUME, [aragorn])
    assert [a["kind"] for a in ctx.facts[-1]["left"]] == [attack_ends.ALATAR_CHECK]
    assert ctx.state.phase == MOVEMENT_HAZARD  # the phase waits for his check
    mark = len(ctx.facts)
    made = helped_and_rolled(now, ctx, aragorn)
    assert (made["character"], made.rule) == (ALATAR, "CoE-7.1")
    # Then the game goes on as it did at once.
    assert [f.kind for f in ctx.facts[mark:] if f.kind not in (
        "DiceRolled", "CharacterStateChanged", check_helpers.HELPED, *WAITS)] == after


@pytest.mark.rule("CoE-7.1.1")
def test_the_automatic_players_game_with_a_wait_ends_as_the_version_before_played_it(
        rgo: RoadGoesEverOn) -> None:
    from api.simulation.games import Played, autoplay

    def attack_end(fact: Fact) -> bool:
        """A fact of an attack's end's wait (other checks wait at both versions)."""
        return fact.kind in WAITS and (fact.kind != check_helpers.AWAITED
                                       or fact["check"] == attack_ends.RESUME)

    def facts(game: Played) -> list[tuple[str, str, dict[str, Any]]]:
        """The game's facts but the attack's end's wait and the decisions."""
        return [(f.kind, f.rule, dict(f.data)) for f in (r.fact for r in game.chronicle.records)
                if not attack_end(f) and f.kind not in ("Decision", "GameStarted")]

    # Seed 10: once, Despair of the Heart's check of Aragorn II waits at the Wolves' end, Bilbo
    # able to help; not at risk (an average roll passes it), it is rolled unhelped.
    now, old = (autoplay(at_version(rgo, v), 10, {}) for v in (NOW, BEFORE))
    aragorn, bilbo, legolas, wolves = ids(rgo, "Aragorn II", "Bilbo", "Legolas", "Wolves")
    waited = [r.fact for r in now.chronicle.records if attack_end(r.fact)]
    assert [(f.kind, f.get("character"), f.get("able"), f.get("wounded")) for f in waited] == [
        (check_helpers.AWAITED, aragorn, [bilbo], None),
        (attack_ends.WAITING, None, None, [legolas]), (attack_ends.GOES_ON, None, None, None)]
    assert waited[1]["card"] == wolves
    assert not any(attack_end(r.fact) for r in old.chronicle.records)
    assert facts(now) == facts(old)
    assert (now.outcome, now.ended_by, now.turns, now.score) == (
        old.outcome, old.ended_by, old.turns, old.score) == ("lost", "company-lost", 19, 5)


@pytest.mark.rule("CoE-7.1.1", "CoE-7.1", "CoE-9.5.3")
def test_a_traitors_attack_made_at_once_waits_at_its_end_then_the_hazard_pile_goes_on(
        rgo: RoadGoesEverOn) -> None:
    aragorn, legolas, elrond, despair, wolves = ids(
        rgo, "Aragorn II", "Legolas", "Elrond", "Despair of the Heart", "Wolves")

    def revealed(version: str) -> Context[State]:
        """Weariness of the Heart then Wolves: Aragorn II (corrupt enough to fail) turns
        traitor, his attack made at once; Legolas faces its strike (seed 6: wounded), and
        Despair of the Heart makes Elrond check, Bilbo untapped; to the Wolves' strikes."""
        ruleset = at_version(rgo, version)
        start = moving(ruleset, "Weariness of the Heart", "Wolves",
                       characters=company(ruleset, "Aragorn II", "Legolas", "Elrond", "Bilbo"),
                       environments=(traitor.CARD,),
                       permanent_hazards=(("TW-1", aragorn), (despair, elrond)),
                       hazard_points=(("TW-1", aragorn, 30),))
        ctx = begin(ruleset, start, 6)
        while ctx.state.awaited_check is not None or ctx.state.interjecting:
            offered = [a.id for a in ruleset.actions(ctx.state)]
            ruleset.decide(ctx, check_helpers.ROLL if ctx.state.awaited_check is not None
                           else f"assign:{legolas}" if f"assign:{legolas}" in offered
                           else "assign-rest", {})
        return ctx

    now, old = revealed(NOW), revealed(BEFORE)
    made = [f.kind for f in now.facts].index("QueuedAttackMade")
    assert [(f.kind, f.get("character") or f.get("card")) for f in now.facts[made:]
            if f.kind in ("AttackEnded", "HazardEffectApplied", "CorruptionChecked",
                          "InterjectionOver", "HazardRevealed", *WAITS)] == [
        ("AttackEnded", None), ("HazardEffectApplied", despair), (check_helpers.AWAITED, elrond),
        (attack_ends.WAITING, None), (attack_ends.GOES_ON, None),
        ("CorruptionChecked", elrond), ("InterjectionOver", None), ("HazardRevealed", wolves)]
    # Rolled unhelped, the game is where the version before, which checked at once, was.
    was = [f.kind for f in old.facts].index("QueuedAttackMade")
    assert not any(f.kind in WAITS for f in old.facts[was:])
    assert played(now.facts[made:]) == played(old.facts[was:])
    assert now.state.awaited_strikes == old.state.awaited_strikes is not None
