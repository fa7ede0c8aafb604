"""The audit names every modifier of a check with the event that put it there, or with its
clause when no event does, and links dice only to the outcomes that consumed them, in real
seeded games: the choice to stay untapped (and the decision making it), a Courage token by its
spend, the excess strikes by the event allocating them (or their clause where The Road records
none), no dice for an outcome that names nothing the last roll was about, and a natural double
six's verdict told as the clause deciding it. Events are found by what they record, not pinned
by version, as the rulesets grow while these tests stand, except where a game is played at a
named ruleset version."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from typing import Any

import pytest

from api.commands.audit import render
from api.commands.simulate import autoplay, game_seed
from domain.canonical import JSON
from domain.cards import starter_catalog
from domain.chronicle import Chronicle, Record
from domain.ruleset import Context, make_ruleset
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import State
from domain.rulesets.hobbit.moves import Move
from domain.rulesets.road_goes_ever_on import interjections
from projections.audit import _card_played, audit_view

#: The judge's seed: the first game of ``redbook simulate --seed judge`` in every ruleset.
SEED = 204177201212607
#: A Solitaire game with a natural double six against a strike it does not beat by total.
DOUBLE_SIX = 150312163895767
#: A game of The Road spending a Courage token (the judge's spends none from version 191; seed
#: 3's none from version 216, its Crebain strikes one to each character; seed 7's none against
#: a strike from version 225, Aragorn no longer tapping to try Despair of the Heart again after
#: a try at -3; seed 10's none from version 228, Aragorn trying Lure of Nature in his own company,
#: the second).
COURAGE = 16
REPRODUCED = ("Re-simulating the game from its first event and its decisions gives this event "
              "exactly.")


@cache
def game(ruleset_id: str, seed: int, version: str | None = None) -> Chronicle:
    """The automatic player's game of ``seed``, at ``version`` (None: the newest)."""
    ruleset = make_ruleset(ruleset_id, starter_catalog())
    return autoplay(ruleset.at_version(version) if version else ruleset, seed, {}).chronicle


def first(chronicle: Chronicle, found: Callable[[Record], bool]) -> Record:
    return next(r for r in chronicle.records if found(r))


def sourced(source: str) -> Callable[[Record], bool]:
    """A check with a modifier whose source is ``source`` (``courage:`` for any token)."""
    def found(record: Record) -> bool:
        made = record.data.get("check")
        return isinstance(made, dict) and any(
            str(m["source"]).startswith(source) for m in made["modifiers"])
    return found


def checked(ruleset_id: str, source: str, seed: int = SEED) -> tuple[Chronicle, Record]:
    """The game of ``ruleset_id`` (the judge's unless ``seed``) and its first check with a
    modifier from ``source``."""
    chronicle = game(ruleset_id, seed)
    return chronicle, first(chronicle, sourced(source))


def steps(report: dict[str, Any], *relations: str) -> list[tuple[Any, ...]]:
    return [(s["relation"], s["version"], s["kind"], s["why"]) for s in report["causes"]
            if s["relation"] in relations]


def sources_of(chronicle: Chronicle, record: Record) -> list[tuple[Any, ...]]:
    return steps(audit_view(chronicle, record.version), "source of a modifier")


def last_before(chronicle: Chronicle, version: int, kind: str, who: str) -> Record:
    return next(r for r in reversed(chronicle.records[:version - 1])
                if r.kind == kind and r.data.get("character") == who)


@pytest.mark.rule("CoE-3.iv.3")
@pytest.mark.parametrize(("ruleset_id", "kind", "action"), [
    ("necromancer", "StayUntapped", "stay-untapped"),
    ("road-goes-ever-on", "StaysUntapped", "stand:{who}")])
def test_staying_untapped_goes_back_to_the_choice_and_its_decision_not_the_last_untap(
        ruleset_id: str, kind: str, action: str) -> None:
    chronicle, strike = checked(ruleset_id, "state:untapped")
    who = strike.data["character"]
    chose = last_before(chronicle, strike.version, kind, who)
    decision = chronicle.records[chose.version - 2]
    assert (decision.kind, decision.data["action"]) == ("Decision", action.format(who=who))
    report = audit_view(chronicle, strike.version)
    untapped = [s for s in steps(report, "source of a modifier", "the decision behind a source")
                if s[3] == "stays untapped (-3)"]
    assert untapped == [
        ("source of a modifier", chose.version, kind, "stays untapped (-3)"),
        ("the decision behind a source", decision.version, "Decision",
         "stays untapped (-3)")]


class RollingAsItStays(GuiseOfTheNecromancer):
    """Guise of the Necromancer with the choice to stay untapped rolling the strike at once:
    no shipped ruleset makes both in one decision, but one may."""

    def _do_stay_untapped(self, ctx: Context[State], move: Move,
                          args: Mapping[str, JSON]) -> None:
        super()._do_stay_untapped(ctx, move, args)
        self._roll_facing(ctx)


@pytest.mark.not_a_rule("the audit's links")
def test_a_choice_to_stay_untapped_made_by_the_strikes_own_decision_is_listed_once() -> None:
    chronicle = autoplay(RollingAsItStays(starter_catalog()), SEED, {}).chronicle
    chose = first(chronicle, lambda r: r.kind == "StayUntapped")
    decision, rolled, strike = (chronicle.records[chose.version + i] for i in (-2, 0, 1))
    assert (decision.kind, decision.data["action"], rolled.kind, strike.kind) == (
        "Decision", "stay-untapped", "DiceRolled", "StrikeResolved")
    report = audit_view(chronicle, strike.version)
    # The decision behind the -3 is the strike's own: it is the decision behind the event,
    # not also a decision behind a source.
    assert steps(report, "source of a modifier", "the decision behind a source",
                 "the decision behind it")[-2:] == [
        ("source of a modifier", chose.version, "StayUntapped", "stays untapped (-3)"),
        ("the decision behind it", decision.version, "Decision", None)]
    assert steps(report, "the decision behind a source") == []


@pytest.mark.rule("SV1-HAZ-4D")
def test_facing_a_strike_untapped_in_solitaire_goes_back_to_the_strike_faced() -> None:
    chronicle, strike = checked("solitaire-v1", "state:untapped")
    faced = next(r for r in reversed(chronicle.records[:strike.version - 1])
                 if r.kind == "StrikeFaced")
    assert (faced.data["member"], faced.data["status"], faced.data["taps"]) == (
        strike.data["member"], "untapped", False)
    report = audit_view(chronicle, strike.version)
    assert ("source of a modifier", faced.version, "StrikeFaced",
            "faces the strike untapped (-3)") in steps(report, "source of a modifier")
    # Facing it untapped is the rule's, not a player's choice: no decision is behind it.
    assert steps(report, "the decision behind a source") == []


@pytest.mark.rule("RGO-TOKEN-2")
def test_a_courage_token_goes_back_to_its_spend_not_the_strike_assignment() -> None:
    chronicle, strike = checked("road-goes-ever-on", "courage:", COURAGE)
    who = strike.data["character"]
    spent = last_before(chronicle, strike.version, "CourageTokenSpent", who)
    assigned = last_before(chronicle, strike.version, "StrikeAssigned", who)
    assert spent.version < assigned.version < strike.version  # the last naming him: assigned
    assert ("source of a modifier", spent.version, "CourageTokenSpent",
            "a Courage token spent (+1)") in sources_of(chronicle, strike)


@pytest.mark.rule("CoE-3.iv.2")
def test_the_excess_strikes_go_back_to_the_strikes_began_placing_them() -> None:
    chronicle, strike = checked("necromancer", "rule:CoE-3.iv.2")
    began = next(r for r in reversed(chronicle.records[:strike.version - 1])
                 if r.kind == "StrikesBegan")
    assert began.rule == "CoE-3.iv" and began.data["excess_on"] == strike.data["character"]
    assert ("source of a modifier", began.version, "StrikesBegan", "excess strikes (-1)") in \
        sources_of(chronicle, strike)


@pytest.mark.rule("CoE-3.iv.2", "TD-CORR-1")
def test_a_rules_amount_no_event_records_is_named_by_its_clause() -> None:
    newest = game("road-goes-ever-on", SEED)
    # Up to The Road's 230 the try without tapping cited TD-CORR-2: no event recorded its -3.
    unnamed = {(newest, "rule:CoE-3.iv.2"): ("excess strikes (-1)", "CoE-3.iv.2"),
               (game("road-goes-ever-on", SEED, "230"), "rule:TD-CORR-1"): (
                   "removing without tapping (-3)", "TD-CORR-1")}
    for (chronicle, source), (why, clause) in unnamed.items():
        report = audit_view(chronicle, first(chronicle, sourced(source)).version)
        [step] = [s for s in report["causes"] if s["why"] == why]
        assert step == {
            "relation": "source of a modifier", "why": why, "version": None, "kind": None,
            "line": f"No event records it: the rule {clause} applies it.",
            "clause": step["clause"], "undone": False}
        assert step["clause"]["id"] == clause and step["clause"]["summary"]
        assert f"├── source of a modifier: {why}: no event" in render(report)
    # From 231 the try's AbilityUsed cites TD-CORR-1: the -3 is its.
    rolled = first(newest, sourced("rule:TD-CORR-1"))
    [step] = [s for s in audit_view(newest, rolled.version)["causes"]
              if s["why"] == "removing without tapping (-3)"]
    tried = newest.records[step["version"] - 1]
    assert (step["relation"], tried.kind, tried.rule, step["clause"]["id"]) == (
        "source of a modifier", "AbilityUsed", "TD-CORR-1", "TD-CORR-1")
    assert step["line"] == "Aragorn II tries to remove Despair of the Heart without tapping."


@pytest.mark.not_a_rule("the audit's links")
def test_an_outcome_naming_nothing_the_last_roll_was_about_consumed_no_dice() -> None:
    chronicle = game("solitaire-v1", SEED)

    def resolution(record: Record) -> list[Record]:  # back to the decision behind it
        start = max((r.version for r in chronicle.records[:record.version]
                     if r.kind == "Decision"), default=0)
        return chronicle.records[start:record.version - 1]

    turn = first(chronicle, lambda r: r.kind == "TurnBegan" and any(
        e.kind == "AttemptResolved" for e in resolution(r)))
    attempt = next(e for e in resolution(turn) if e.kind == "AttemptResolved")
    rolled = attempt.version - 1
    after = chronicle.records[attempt.version:]
    assert audit_view(chronicle, turn.version)["dice"] == []
    # What the roll was about follows from its dice: the offer discarded names the card.
    discarded = next(r for r in after if r.kind == "OfferDiscarded")
    assert attempt.data["card"] in discarded.data["characters"] + discarded.data["items"]
    report = audit_view(chronicle, discarded.version)
    assert report["dice"] == [rolled]
    assert report["causes"][1]["why"] == (f"rolled for the AttemptResolved at event "
                                          f"{attempt.version}")


def linked(chronicle: Chronicle, version: int) -> tuple[list[int], list[Any]]:
    """The dice the audit of event ``version`` links it to, and the why of its dice step."""
    report = audit_view(chronicle, version)
    return report["dice"], [s["why"] for s in report["causes"]
                            if s["relation"] == "dice it consumed"]


@pytest.mark.not_a_rule("the audit's links")
def test_a_roll_links_its_own_outcomes_not_a_later_event_naming_its_character() -> None:
    """The judge's games at the versions these event numbers come from."""
    solitaire = game("solitaire-v1", SEED, "4")
    # 73 rolls for TW-181's attempt (74), which fails: the offer is discarded (75) before
    # the turn ends (76); next turn's untap (78) names him but is no outcome of the roll.
    assert [(r.kind, r.data.get("member")) for r in solitaire.records[72:78]] == [
        ("DiceRolled", None), ("AttemptResolved", "TW-181"), ("OfferDiscarded", None),
        ("TurnEnded", None), ("TurnBegan", None), ("CompanyRefreshed", None)]
    assert "TW-181" in solitaire.records[77].data["untapped"]
    assert linked(solitaire, 75) == ([73], ["rolled for the AttemptResolved at event 74"])
    assert linked(solitaire, 78) == ([], [])
    # 131 rolls TW-198's body check against a permanent event (132); a hazard drawn (134)
    # closes its outcomes, so the next event's call for body checks (135), naming him and
    # citing the same clause, does not follow from it.
    assert [(r.kind, r.rule) for r in solitaire.records[130:135]] == [
        ("DiceRolled", "SV1-HAZ-3A"), ("BodyCheck", "SV1-HAZ-3A"),
        ("HazardResolved", "SV1-HAZ-7"), ("HazardDrawn", "SV1-HAZ-2"),
        ("BodyChecksCalled", "SV1-HAZ-3A")]
    assert solitaire.records[131].data["member"] == "TW-198"
    assert "TW-198" in solitaire.records[134].data["targets"]
    assert linked(solitaire, 135) == ([], [])
    necromancer = game("necromancer", SEED, "114")
    # 49 rolls Radagast's (TW-178) strike (50); the attack ends (51) and the next one assigns
    # him a strike (55): not an outcome of that roll.
    assert [(r.kind, r.data.get("character")) for r in necromancer.records[48:55]] == [
        ("DiceRolled", None), ("StrikeResolved", "TW-178"), ("AttackEnded", None),
        ("CreatureDefeated", None), ("CreatureAttacks", None), ("AttackDeclared", None),
        ("StrikeAssigned", "TW-178")]
    assert linked(necromancer, 55) == ([], [])
    # 471 rolls Sam Gamgee's (TW-180) body check (472), failed: his elimination (473) is its
    # outcome; the attack's end (474) names him not and closes the roll's outcomes.
    assert [(r.kind, r.data.get("character")) for r in necromancer.records[470:474]] == [
        ("DiceRolled", None), ("BodyChecked", "TW-180"), ("CharacterEliminated", "TW-180"),
        ("AttackEnded", None)]
    assert linked(necromancer, 473) == ([471], ["rolled for the BodyChecked at event 472"])


@pytest.mark.not_a_rule("the audit's links")
def test_a_draw_after_a_roll_closes_its_outcomes() -> None:
    chronicle = game("road-goes-ever-on", game_seed("judge", 2), "191")
    # 394 rolls the encounter at Isengard (TW-404, 395), whose row queues its automatic
    # attack (396, citing the row's clause); an on-guard card is revealed there (397) and its
    # target drawn at random (398) before the attack begins (401, 402).
    assert [(r.kind, r.rule) for r in chronicle.records[393:402]] == [
        ("DiceRolled", "RGO-SITE-4"), ("SiteEncounter", "RGO-SITE-RL-8"),
        ("SiteAttacksQueued", "RGO-SITE-RL-8"), ("OnGuardRevealed", "RGO-GUARD-1"),
        ("RandomPicked", "RGO-TARGET-1"), ("HazardEventPlayed", "RGO-GUARD-1"),
        ("HazardPlacedOnCharacter", "RGO-TARGET-1"), ("SiteAttackBegan", "RGO-SITE-RL-8"),
        ("AttackDeclared", "RGO-SITE-RL-8")]
    assert linked(chronicle, 396) == ([394], ["rolled for the SiteEncounter at event 395"])
    assert linked(chronicle, 397)[0] == [394]
    # Naming the site and citing the row's clause, but after another draw: not the roll's.
    assert chronicle.records[400].data["attack"]["source"] == "TW-404"
    assert linked(chronicle, 401) == linked(chronicle, 402) == ([], [])


@pytest.mark.not_a_rule("the audit's links")
def test_a_hazard_revealed_after_the_long_event_roll_consumed_no_dice() -> None:
    chronicle = game("road-goes-ever-on", SEED)
    rolled = first(chronicle, lambda r: r.kind == "LongEventRolled")
    revealed = first(chronicle, lambda r: r.kind == "HazardRevealed"
                     and r.version > rolled.version)
    between = chronicle.records[rolled.version:revealed.version - 1]
    assert [r.kind for r in between if r.kind in ("Decision", "DiceRolled")] == []
    report = audit_view(chronicle, revealed.version)
    assert report["dice"] == [] and "dice it consumed" not in [
        s["relation"] for s in report["causes"]]


@pytest.mark.rule("SV1-HAZ-4E")
def test_a_natural_double_six_is_the_verdict_not_the_total() -> None:
    chronicle = game("solitaire-v1", DOUBLE_SIX)
    strike = first(chronicle, lambda r: r.rule == "SV1-HAZ-4E"
                   and r.data["total"] <= r.data["hazard_prowess"])
    made = strike.data["check"]
    assert (made["dice"], made["passed"], strike.data["result"]) == ([6, 6], False, "defeated")
    terms = " ".join(f"{m['amount']:+}" for m in made["modifiers"])
    assert audit_view(chronicle, strike.version)["verdict"]["summary"] == (
        f"{REPRODUCED} Dice 6 + 6 {terms} = {made['total']}; a natural double six defeats the "
        f"strike whatever the total [SV1-HAZ-4E], so the total need not be above "
        f"{made['target']}.")


def line(chronicle: Chronicle, record: Record) -> str:
    return chronicle.ruleset.narrate(record.fact)


@pytest.mark.rule("CoE-3.I.1")
def test_a_hobbit_family_body_check_tells_the_plus_one_of_an_already_wounded_character() -> None:
    chronicle = game("necromancer", SEED)
    checked = first(chronicle, lambda r: r.kind == "BodyChecked" and sourced("state:wounded")(r)
                    and r.data["eliminated"])
    made = checked.data["check"]
    who = chronicle.ruleset.catalog.get(checked.data["character"]).name
    assert line(chronicle, checked) == (
        f"Body check of {who}: {sum(made['dice'])} +1 (already wounded) = {made['total']} "
        f"against body {checked.data['body']}: eliminated. [CoE-3.I.1]")
    assert made["total"] == sum(made["dice"]) + 1 > made["target"]


@pytest.mark.rule("CoE-3.iv.6")
def test_a_strike_line_tells_the_dice_apart_from_the_prowess_and_modifiers() -> None:
    chronicle, strike = checked("necromancer", "rule:CoE-3.iv.2")
    d = strike.data
    who = chronicle.ruleset.catalog.get(d["character"]).name
    assert line(chronicle, strike).startswith(
        f"{who} rolls: dice {d['roll']}, prowess with modifiers {d['prowess']:+d}, total "
        f"{d['roll'] + d['prowess']}, against the strike's {d['strike']}: ")
    assert d["roll"] == sum(d["check"]["dice"])


@pytest.mark.rule("TD-CORR-1")
def test_a_removal_without_tapping_counts_its_minus_three_once() -> None:
    chronicle = game("road-goes-ever-on", SEED)
    rolled = first(chronicle, sourced("rule:TD-CORR-1"))
    made = rolled.data["check"]
    assert rolled.data["roll"] == made["total"] == sum(made["dice"]) - 3
    card = chronicle.ruleset.catalog.get(rolled.data["card"]).name
    assert f"{card}: rolled {sum(made['dice'])} -3 (removing without tapping) = " \
           f"{made['total']}, needing {rolled.data['needed']}: " in line(chronicle, rolled)


@pytest.mark.rule("CoE-2.I.1")
def test_an_untap_that_heals_to_tapped_says_so_and_the_audit_cites_it() -> None:
    # At 208, where the healed character's next strike finds him still tapped (from 211, the
    # strikes left to chance waiting for the defender's choices, the game takes another course).
    chronicle = game("road-goes-ever-on", SEED, "208")
    untap = first(chronicle, lambda r: r.kind == "CharactersUntapped" and r.data["healed"])
    [healed] = untap.data["healed"]
    who = chronicle.ruleset.catalog.get(healed).name
    assert line(chronicle, untap) == f"The company untaps; healed to tapped: {who}."
    strike = first(chronicle, lambda r: r.version > untap.version and r.kind == "StrikeResolved"
                   and r.data["character"] == healed)
    assert ("source of a modifier", untap.version, "CharactersUntapped", "tapped (-1)") in \
        sources_of(chronicle, strike)


@pytest.mark.rule("CoE-3.iv.5", "CoE-3.I.1")
def test_a_body_check_after_a_card_lowered_the_body_names_it_against_the_printed_body() -> None:
    chronicle = game("there-and-back-again", SEED)
    checked = first(chronicle, lambda r: r.kind == "BodyChecked"
                    and sourced("played:")(r))
    d, made = checked.data, checked.data["check"]
    # The card that lowered it is its own modifier, said to lower it (version 59 on), and
    # the audit links it to the StrikeModified naming the card.
    lowered = next(m for m in made["modifiers"] if str(m["source"]).startswith("played:"))
    card = str(lowered["source"]).partition(":")[2]
    assert lowered["amount"] == 1 and lowered["why"].endswith("(lowers body)")
    linked = [s for s in audit_view(chronicle, checked.version)["causes"]
              if s["relation"] == "source of a modifier" and s["why"] == (
                  f"{lowered['why']} (+1)")]
    assert [s["kind"] for s in linked] == ["StrikeModified"]
    assert chronicle.records[int(linked[0]["version"]) - 1].data["card"] == card
    # The check counts the lowered body as +1 on the roll against the printed body; the
    # record's roll and body are the dice against the lowered body. The line tells the check,
    # the card named with its +1, against the printed body.
    assert (made["total"], made["target"]) == (d["roll"] + 1, d["body"] + 1)
    who = chronicle.ruleset.catalog.get(d["character"]).name
    assert line(chronicle, checked) == (
        f"Body check of {who}: {d['roll']} +1 ({lowered['why']}) = {d['roll'] + 1} against "
        f"body {d['body'] + 1}: {who} survives. [CoE-3.I.1]")


@pytest.mark.rule("CoE-3.I.1")
def test_a_road_body_check_tells_the_plus_one_of_an_already_wounded_character() -> None:
    chronicle = game("road-goes-ever-on", game_seed("judge", 2), "190")  # where it arose
    checked = first(chronicle, lambda r: r.kind == "BodyChecked"
                    and sourced("state:wounded")(r) and r.data["eliminated"])
    d = checked.data
    assert d["check"]["total"] == d["roll"] + 1 > d["check"]["target"]
    who = chronicle.ruleset.catalog.get(d["character"]).name
    assert line(chronicle, checked) == (
        f"Body check for {who}: {d['roll']} +1 (already wounded) = {d['roll'] + 1}, "
        "eliminated.")


def applying(chronicle: Chronicle, record: Record, clause: str) -> list[Record]:
    """The events before ``record`` with no roll of their own that cite ``clause``."""
    return [r for r in chronicle.records[:record.version - 1]
            if r.rule == clause and r.kind not in ("DiceRolled", "CorruptionChecked")]


@pytest.mark.rule("RGO-HAZ-2")
def test_a_rules_amount_goes_back_to_the_last_event_applying_it_to_the_roller() -> None:
    chronicle = game("road-goes-ever-on", game_seed("judge", 1), "190")  # where it arose
    # The last event applying the clause before the check is an attack, which names no one.
    checked = first(chronicle, lambda r: sourced("rule:RGO-HAZ-2")(r) and applying(
        chronicle, r, "RGO-HAZ-2")[-1].kind == "AttackDeclared")
    who, last = checked.data["character"], applying(chronicle, checked, "RGO-HAZ-2")[-1]
    assert who not in str(last.data)
    [(_, version, kind, why)] = sources_of(chronicle, checked)
    played = chronicle.records[version - 1]
    # The hazard played on him, before that attack.
    assert (kind, played.rule, played.data["target"], why) == (
        "HazardEventPlayed", "RGO-HAZ-2", who, "the check's own modifier (-4)")
    assert version < last.version < checked.version


@pytest.mark.rule("CoE-7.1")
def test_a_rules_amount_applied_for_the_rollers_earlier_roll_is_not_this_ones() -> None:
    chronicle = game("road-goes-ever-on", game_seed("judge", 1), "190")  # where it arose
    checked = first(chronicle, sourced("rule:CoE-7.1"))
    who = checked.data["character"]
    before = applying(chronicle, checked, "CoE-7.1")[-1]
    assert before.data["target"] == who
    # That event applied the clause to his previous corruption check, not to this one.
    previous = last_before(chronicle, checked.version, "CorruptionChecked", who)
    assert before.version < previous.version < checked.version
    report = audit_view(chronicle, checked.version)
    assert [(s["version"], s["why"], s["line"]) for s in report["causes"]
            if s["relation"] == "source of a modifier"] == [
        (None, "the check's own modifier (-2)", "No event records it: the rule CoE-7.1 "
         "applies it.")]


def awaited_check(chronicle: Chronicle, found: Callable[[Record], bool]) -> Record:
    """The first check ``found`` that waited for its helpers (check_helpers.py)."""
    waited = {r.data.get("character") for r in chronicle.records if r.kind == "CheckAwaited"}
    return first(chronicle, lambda r: r.kind == "CorruptionChecked"
                 and r.data.get("character") in waited and found(r)
                 and any(m["clause"] == "CoE-7.1.1" for m in r.data["check"]["modifiers"])
                 and any(w.kind == "CheckAwaited" for w in chronicle.records[r.version - 12:
                                                                          r.version]))


@pytest.mark.rule("CoE-7.1.1")
def test_a_check_that_waited_for_helpers_links_what_it_links_rolled_at_once() -> None:
    """Lure of Power's check after a quest waited for two helpers: the card's -4 goes back to
    its reveal (not the wait), each helper's +1 to his CheckHelped, and the quest's outcomes
    and its decision are linked as when the check is rolled at once."""
    chronicle = game("road-goes-ever-on", 53367978174463, "226")
    lure = chronicle.ruleset.catalog.find("Lure of Power").id
    check = awaited_check(chronicle, lambda r: r.data.get("asked_by") == lure)
    report = audit_view(chronicle, check.version)
    sources = steps(report, "source of a modifier")
    assert [(kind, why) for _, _, kind, why in sources] == [
        ("HazardRevealed", "Lure of Power's modifier to the check (-4)"),
        ("CheckHelped", "Éomer taps to help (+1)"), ("CheckHelped", "Faramir taps to help (+1)")]
    helped = [chronicle.records[v - 1].data["helper"] for _, v, _, _ in sources[1:]]
    assert helped == [m["source"].partition(":")[2]
                      for m in check.data["check"]["modifiers"][1:]]
    # Each helper's tapping was the player's choice: the decision behind it follows its source.
    chose = steps(report, "the decision behind a source")
    assert [(chronicle.records[v - 1].data["action"], why) for _, v, _, why in chose] == [
        (f"help-check:{who}", why) for who, (_, _, _, why) in zip(helped, sources[1:],
                                                                  strict=True)]
    earlier = [kind for _, _, kind, _ in steps(report, "earlier outcome it follows")]
    assert {"QuestTaken", "InfluenceAttempted"} <= set(earlier)
    assert not {"StepWaiting", "CheckAwaited", "StepGoesOn"} & set(earlier)
    [(_, decided, _, _)] = steps(report, "the decision behind it")
    assert str(chronicle.records[decided - 1].data["action"]).startswith("take-quest:")
    # The player's roll is linked too, the decision that rolled it.
    [(_, rolled, _, _)] = steps(report, "the decision that rolled it")
    assert chronicle.records[rolled - 1].data["action"] == "roll-check"
    assert rolled == check.version - 3  # then StepGoesOn and the dice


@pytest.mark.rule("CoE-7.1.1", "RGO-WIN-2")
def test_a_helped_final_check_follows_the_free_council_called() -> None:
    chronicle = game("road-goes-ever-on", 459393196181695, "226")
    check = awaited_check(chronicle, lambda r: r.rule == "RGO-WIN-2")
    report = audit_view(chronicle, check.version)
    assert [kind for _, _, kind, _ in steps(report, "source of a modifier")] == ["CheckHelped"]
    assert "FreeCouncilCalled" in [kind for _, _, kind, _ in steps(
        report, "earlier outcome it follows")]
    [(_, decided, _, _)] = steps(report, "the decision behind it")
    assert chronicle.records[decided - 1].data["action"] == "call-council"
    [(_, rolled, _, _)] = steps(report, "the decision that rolled it")
    assert chronicle.records[rolled - 1].data["action"] == "roll-check"


@pytest.mark.rule("CoE-7.1.1", "CoE-7.1", "CoE-7.3")
def test_a_check_the_rules_asked_that_waited_goes_back_to_the_players_roll() -> None:
    """A corruption card's check in the untap phase (the rules ask it) waits for helpers: the
    player taps Aragorn II to help Bilbo, then rolls. The audit of the check links the tapping
    (his CheckHelped, and the help-check decision behind it) and the roll-check decision as
    the decision behind it, where it told no decision (the rules resolved it) before."""
    ruleset = make_ruleset("road-goes-ever-on", starter_catalog())
    chronicle = Chronicle.begin(ruleset, 4, {})
    while (awaited := chronicle.table.rules.awaited_check) is None \
            or awaited.resume != interjections.UNTAP_CHECKS:
        choice = ruleset.automatic_choice(chronicle.table.rules)
        assert choice is not None
        chronicle.decide(*choice)
    bilbo, aragorn = ruleset.catalog.find("Bilbo").id, ruleset.catalog.find("Aragorn II").id
    assert (awaited.character, awaited.points) == (bilbo, 4)
    asked = chronicle.records[-3]  # Lure of the Senses' check, then the wait
    assert [r.kind for r in chronicle.records[-3:]] == [
        "HazardEffectApplied", "CheckAwaited", "ChecksWaiting"]
    help_decision, tapped, helped = chronicle.decide(f"help-check:{aragorn}")
    roll_decision, _, dice, check = chronicle.decide("roll-check")[:4]
    assert check.kind == "CorruptionChecked" and check.data["helpers"] == [aragorn]
    report = audit_view(chronicle, check.version)
    played = first(chronicle, lambda r: r.kind == "CharacterPlayed"
                   and r.data.get("card") == bilbo)
    assert [(s["relation"], s["version"], s["kind"], s["why"]) for s in report["causes"]] == [
        ("the event", check.version, "CorruptionChecked", None),
        ("dice it consumed", dice.version, "DiceRolled", None),
        ("source of a modifier", helped.version, "CheckHelped",
         "Aragorn II taps to help (+1)"),
        ("the decision behind a source", help_decision.version, "Decision",
         "Aragorn II taps to help (+1)"),
        ("source of a modifier", played.version, "CharacterPlayed",
         "Bilbo's +4 to all his corruption checks (+4)"),
        ("earlier outcome it follows", tapped.version, "CharacterStateChanged", None),
        ("earlier outcome it follows", asked.version, "HazardEffectApplied", None),
        ("the decision behind it", roll_decision.version, "Decision", None)]
    assert report["decision"] == roll_decision.to_json()
    assert roll_decision.data["action"] == "roll-check"


def numbered(version: int, kind: str, rule: str | None, **data: JSON) -> Record:
    return Record(version, kind, data, rule, "", "")


@pytest.mark.not_a_rule("the audit's links")
def test_a_play_named_is_linked_where_it_plays_a_card_the_outcome_names_as_its_own() -> None:
    """An outcome naming a play (``play``) links that play where it plays the outcome's own
    card: its ``card``, its attack's ``source`` (a Traitor's attack declared) or one of its
    ``cards`` (Shelob's bonus), the card deciding it (``hazard_card``: The Nazgûl are Abroad
    keying a Nazgûl); never a play of another card, nor the nth record of the kind citing no
    clause."""
    shelob, balrog, traitor, abroad, khamul = "TW-86", "TW-12", "TW-105", "TW-96", "TW-47"
    earlier = [numbered(1, "HazardEventPlayed", None, card=balrog),  # no clause: not counted
               numbered(2, "HazardEventPlayed", "RGO-HAZ-2", card=shelob),
               numbered(3, "HazardEventPlayed", "RGO-GUARD-1", card=traitor),
               numbered(4, "HazardEventPlayed", "RGO-HAZ-2", card=abroad)]

    def linked(kind: str, **data: JSON) -> int | None:
        found = _card_played(numbered(5, kind, "RGO-HAZ-2", **data), earlier,
                             "HazardEventPlayed")
        return None if found is None else found.version

    assert linked("AttackModified", cards=[shelob], play=1) == 2
    assert linked("AttackDeclared", attack={"source": traitor}, play=2) == 3
    assert linked("EnvironmentDiscarded", card=traitor, play=2) == 3
    assert linked("AttackModified", cards=[balrog], play=1) is None  # play 1 is Shelob's
    assert linked("AttackDeclared", attack={"source": traitor}, play=3) is None  # none
    assert linked("HazardKeyed", card=khamul, hazard_card=abroad, play=3) == 4
    assert linked("HazardKeyed", card=khamul, play=3) is None  # The Nazgûl are Abroad unnamed
