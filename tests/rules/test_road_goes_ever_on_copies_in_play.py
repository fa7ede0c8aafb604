"""The Road Goes Ever On from ``effect_clauses.IN_PLAY_SINCE``: what a hazard permanent-event in
play does is by its own copy's play. The state keeps each copy in play with the play that
brought it (``State.environment_plays``); each Traitor turning a character and discarded cites
the clause of its own play and names it (``play``), its attack is declared under that clause
and the +1 to its body checks cites it; Bane of the Ithil-stone's cancels and discard name the
play of the copy in play. The audit links each such fact to its copy's play as the card that
decided it. The version before cited the card's last play (another copy's, where two Traitors
were in play) and named none; its games replay as played."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.chronicle import Chronicle, Record
from domain.engine.combat import Attack
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import bane_of_the_ithil_stone as bane
from domain.rulesets.road_goes_ever_on import effect_clauses, traitor
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, State
from projections.audit import audit_view
from tests.rules.rgo_support import at_version, autoplayed, company, ids, refused, state

NOW = str(effect_clauses.IN_PLAY_SINCE)
BEFORE = str(effect_clauses.IN_PLAY_SINCE - 1)
#: The two ways a permanent-event is revealed: from the Hazard Pile, then on guard.
PLAYED_AS = ("RGO-HAZ-2", "RGO-GUARD-1")
CARD = "the card that decided it"


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_keeps_each_copy_in_play(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= int(NOW) and BEFORE in rgo.replays


def revealed_twice(rgo: RoadGoesEverOn, version: str, card: str, **fields: Any
                   ) -> Context[State]:
    """A game at ``version`` in which two copies of ``card`` were revealed, the first from
    the Hazard Pile (RGO-HAZ-2, play 1), the second on guard (RGO-GUARD-1, play 2)."""
    ruleset = at_version(rgo, version)
    ctx = Context(ruleset, Table(3, {}, state(rgo, **fields)))
    hazard = rgo.catalog.get(card)
    for clause in PLAYED_AS:
        assert traitor.revealed(ctx, hazard, clause, clause == "RGO-HAZ-2") \
            or bane.revealed(ctx, hazard, clause, clause == "RGO-HAZ-2")
    return ctx


def turned(rgo: RoadGoesEverOn, version: str) -> tuple[State, list[tuple[str, Any, Any]]]:
    """Two Traitors in play, from the Hazard Pile and on guard; Legolas, of Aragorn II,
    Legolas and Gimli, fails a corruption check: the state before it, and each fact of the
    Traitors (kind, clause, the play it names)."""
    ctx = revealed_twice(rgo, version, traitor.CARD,
                         characters=company(rgo, "Aragorn II", "Legolas", "Gimli"))
    before = ctx.state
    legolas = before.character(ids(rgo, "Legolas")[0])
    assert legolas is not None
    ctx.ruleset.machinery(before)[0].corruption_check(ctx, legolas, -20, "CoE-7.1")
    assert ctx.state.environments == ctx.state.environment_plays == ()
    return before, [(f.kind, f.rule, f.get("play")) for f in ctx.facts
                    if f.kind in ("TraitorTurned", "EnvironmentDiscarded", "AttackQueued")]


@pytest.mark.rule("RGO-HAZ-2", "RGO-GUARD-1", "CoE-7.1")
def test_each_traitor_turns_him_by_its_own_play(rgo: RoadGoesEverOn) -> None:
    """Each copy turns the traitor, is discarded and queues its attack citing its own play:
    the first RGO-HAZ-2 (play 1), the second RGO-GUARD-1 (play 2). Before, both cited the
    last play's RGO-GUARD-1 and named none."""
    before, facts = turned(rgo, NOW)
    assert before.environment_plays == ((traitor.CARD, 1), (traitor.CARD, 2))
    assert facts == [
        ("TraitorTurned", "RGO-HAZ-2", 1), ("EnvironmentDiscarded", "RGO-HAZ-2", 1),
        ("AttackQueued", "RGO-HAZ-2", None),
        ("TraitorTurned", "RGO-GUARD-1", 2), ("EnvironmentDiscarded", "RGO-GUARD-1", 2),
        ("AttackQueued", "RGO-GUARD-1", None)]
    assert turned(rgo, BEFORE)[1] == [
        ("TraitorTurned", "RGO-GUARD-1", None), ("EnvironmentDiscarded", "RGO-GUARD-1", None),
        ("AttackQueued", "RGO-GUARD-1", None),
        ("TraitorTurned", "RGO-GUARD-1", None), ("EnvironmentDiscarded", "RGO-GUARD-1", None),
        ("AttackQueued", "RGO-GUARD-1", None)]


@pytest.mark.rule("RGO-HAZ-2", "RGO-GUARD-1", "CoE-3.I.1")
def test_the_traitors_attack_cites_the_clause_it_was_declared_under(
        rgo: RoadGoesEverOn) -> None:
    """The first copy's attack, declared under RGO-HAZ-2: its body checks' +1 and the refusal
    to nominate the traitor cite it; before, the card's last play's RGO-GUARD-1."""
    before, _ = turned(rgo, NOW)
    declared = replace(before, declared_under=(traitor.CARD, "RGO-HAZ-2"))
    attack = Attack(traitor.CARD, "Traitor (Legolas)", "", 1, 16, None)
    for version, clause in ((NOW, "RGO-HAZ-2"), (BEFORE, "RGO-GUARD-1")):
        assert traitor.attack_rule(declared, version) == clause
        assert [(m.amount, m.clause) for m in traitor.body_modifiers(attack, declared, version)
                ] == [(traitor.BODY_CHECK, clause)]


@pytest.mark.not_a_rule("the state's record of the copies in play")
def test_a_copy_leaves_play_by_the_play_it_names(rgo: RoadGoesEverOn) -> None:
    """A copy discarded naming its play leaves the other; one naming none (a card discarding
    the environments in play, an older version's fact) takes the first."""
    ctx = revealed_twice(rgo, NOW, traitor.CARD)
    ctx.emit("EnvironmentDiscarded", "RGO-GUARD-1", card=traitor.CARD, by="a test", play=2)
    assert ctx.state.environment_plays == ((traitor.CARD, 1),)
    ctx = revealed_twice(rgo, NOW, traitor.CARD)
    ctx.emit("EnvironmentDiscarded", "RGO-HAZ-2", card=traitor.CARD, by="a test")
    assert ctx.state.environment_plays == ((traitor.CARD, 2),)
    assert ctx.state.environments == (traitor.CARD,)


@pytest.mark.rule("RGO-HAZ-2", "RGO-GUARD-1", "RGO-HAZ-3", "RGO-TAV-9", "RGO-TAV-6")
def test_bane_of_the_ithil_stone_names_the_copy_in_play(rgo: RoadGoesEverOn) -> None:
    """A Bane of the Ithil-stone from the Hazard Pile (play 1) is in play; one revealed on
    guard is discarded (it cannot be duplicated, no play of its own). Its chance meeting's
    cancel and its discard as the Hazard deck is exhausted name play 1, and a look at the
    player deck is refused citing its clause. Then a copy revealed on guard (play 2): its
    cancel names play 2. Before, they named none."""
    faramir, rivendell, bree = ids(rgo, "Faramir", "Rivendell", "Bree")

    def played(version: str) -> list[tuple[str, Any, Any]]:
        ctx = revealed_twice(rgo, version, bane.CARD, phase=SITE, site=rivendell,
                             draw=(faramir,))
        assert [(f.kind, f.rule) for f in ctx.facts if f.kind != "EnvironmentInPlay"] == [
            ("HazardEventPlayed", "RGO-HAZ-2"), ("HazardDiscarded", "RGO-HAZ-3")]
        news = replace(ctx.state, site=bree, explored=True, offers=(("news", 1),))
        assert refused(ctx.ruleset, news, "look-top:player", "RGO-HAZ-2").endswith(
            "Bane of the Ithil-stone is in play: it cancels any look at or search of a play "
            "deck or a discard pile. [RGO-HAZ-2]")
        assert bane.chance_meeting_canceled(ctx, "RGO-TAV-9")
        bane.deck_exhausted(ctx, "hazard")
        assert bane.revealed(ctx, rgo.catalog.get(bane.CARD), "RGO-GUARD-1", False)
        assert ctx.state.environment_plays == ((bane.CARD, 2),)
        assert bane.chance_meeting_canceled(ctx, "RGO-TAV-9")
        return [(f.kind, f.rule, f.get("play")) for f in ctx.facts
                if f.kind in ("SearchCanceled", "EnvironmentDiscarded")]

    assert played(NOW) == [("SearchCanceled", "RGO-HAZ-2", 1),
                           ("EnvironmentDiscarded", "RGO-HAZ-2", 1),
                           ("SearchCanceled", "RGO-GUARD-1", 2)]
    assert played(BEFORE) == [("SearchCanceled", "RGO-HAZ-2", None),
                              ("EnvironmentDiscarded", "RGO-HAZ-2", None),
                              ("SearchCanceled", "RGO-GUARD-1", None)]


#: ``redbook simulate --ruleset road-goes-ever-on --game-seed 49`` with ``DECK``: Bane of the
#: Ithil-stone comes from the Hazard Pile and cancels a chance meeting's search; two Traitors
#: are revealed on guard, a third from the Hazard Pile, and Legolas's failed check turns all
#: three.
SEED = 49


HAZARDS = ("Traitor",) * 3 + ("Bane of the Ithil-stone",) * 3 + ("Lure of Expedience",) * 2


def game(version: str) -> Chronicle:
    """The automatic player's game from ``SEED`` with the shipped default decks, the Hazard
    deck's first eight cards replaced by three Traitors, three Banes of the Ithil-stone and
    two Lures of Expedience."""
    return autoplayed(version, SEED, HAZARDS)


def plays_of(chronicle: Chronicle, card: str) -> dict[int, Record]:
    """The plays of ``card`` by their number among the game's hazard event plays."""
    played = [r for r in chronicle.records if r.kind == "HazardEventPlayed" and r.rule]
    return {n: r for n, r in enumerate(played, 1) if r.data["card"] == card}


def decided_by(chronicle: Chronicle, record: Record) -> list[int | None]:
    return [s["version"] for s in audit_view(chronicle, record.version)["causes"]
            if s["relation"] == CARD]


@pytest.mark.rule("RGO-HAZ-2", "RGO-GUARD-1", "CoE-7.1", "CoE-3.I.1")
def test_the_audit_links_each_traitor_to_its_own_play() -> None:
    now = game(NOW)
    plays = plays_of(now, traitor.CARD)
    turned = [r for r in now.records if r.kind == "TraitorTurned"]
    # The three copies in play at Legolas's failed check, two revealed on guard, the last
    # from the Hazard Pile: each turns him by its own play, which the audit links.
    assert [(r.rule, r.data["play"]) for r in turned] == [
        (plays[n].rule, n) for n in sorted(plays)]
    assert [r.rule for r in turned] == ["RGO-GUARD-1", "RGO-GUARD-1", "RGO-HAZ-2"]
    assert [decided_by(now, r) for r in turned] == [[plays[n].version] for n in sorted(plays)]
    discarded = [r for r in now.records if r.kind == "EnvironmentDiscarded"
                 and r.data["card"] == traitor.CARD]
    assert [decided_by(now, r) for r in discarded] == [[plays[n].version]
                                                       for n in sorted(plays)]
    # The first copy's attack: its body checks' +1 cites the clause it was declared under.
    assert body_clauses(now) == ["RGO-GUARD-1", "RGO-GUARD-1"]
    # Recorded at the version before, the same game cites the last play's RGO-HAZ-2 for all,
    # names no play, and the audit links none.
    old = game(BEFORE)
    was = [r for r in old.records if r.kind == "TraitorTurned"]
    assert [(r.version, r.rule, "play" in r.data) for r in was] == [
        (r.version, "RGO-HAZ-2", False) for r in turned]
    assert [decided_by(old, r) for r in was] == [[], [], []]
    assert body_clauses(old) == ["RGO-HAZ-2", "RGO-HAZ-2"]


def body_clauses(chronicle: Chronicle) -> list[Any]:
    """The clause of the Traitor's +1 on each body check its attacks cause."""
    return [m["clause"] for r in chronicle.records if r.kind == "BodyChecked"
            for m in r.data["check"]["modifiers"] if m["source"] == f"card:{traitor.CARD}"]


@pytest.mark.rule("RGO-HAZ-2", "RGO-TAV-9")
def test_the_audit_links_bane_of_the_ithil_stone_to_the_copy_in_play() -> None:
    """Its first copy, from the Hazard Pile, cancels a chance meeting's search and is
    discarded as the Hazard deck is exhausted: both name its play, which the audit links.
    Before, neither named a play, and the audit linked none."""
    for version, linked in ((NOW, True), (BEFORE, False)):
        chronicle = game(version)
        plays = plays_of(chronicle, bane.CARD)
        first = min(plays)
        canceled = next(r for r in chronicle.records if r.kind == "SearchCanceled")
        gone = next(r for r in chronicle.records if r.kind == "EnvironmentDiscarded"
                    and r.data["card"] == bane.CARD)
        assert [(r.rule, r.data.get("play")) for r in (canceled, gone)] == [
            ("RGO-HAZ-2", first if linked else None)] * 2
        assert [decided_by(chronicle, r) for r in (canceled, gone)] == [
            [plays[first].version] if linked else []] * 2
