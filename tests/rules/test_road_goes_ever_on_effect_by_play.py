"""The Road Goes Ever On from ``effect_clauses.BY_PLAY_SINCE``: a later step of a hazard effect
in force cites the clause of the play that effect came from, the copy of its card, where a
second copy of the card was played since under another clause (revealed on guard after one
from the Hazard Pile). The version before cites the clause of the card's last play, as
those games were played; a game recorded at that version verifies as played."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from api.commands.simulate import autoplay
from domain.chronicle import verify
from domain.engine import effects
from domain.export import parse_export
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import effect_clauses, hazard_scripts, siege
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE
from tests.rules.rgo_support import at_version, ids, played_twice, settle, state, with_coe_cards

NOW = str(effect_clauses.BY_PLAY_SINCE)
BEFORE = str(effect_clauses.BY_PLAY_SINCE - 1)
#: A hazard event no script plays (of The Dragons): its effect on the next attack is declared.
DECLARED = "Searching Eye"


@pytest.fixture(scope="module")
def eyed(starter, coe_cards_path) -> RoadGoesEverOn:  # type: ignore[no-untyped-def]
    """The starter catalog with the declared event."""
    return with_coe_cards(starter, coe_cards_path, (DECLARED,))


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_keys_the_clauses_by_play(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= int(NOW) and BEFORE in rgo.replays


@pytest.mark.rule("RGO-HAZ-2", "RGO-GUARD-1", "CoE-3.iv.6")
def test_a_strike_modifier_cites_the_play_of_its_own_copy(rgo: RoadGoesEverOn) -> None:
    """Weariness of the Heart from the Hazard Pile on Aragorn, a second copy on guard on
    Legolas: Aragorn's -1 is the first copy's, by RGO-HAZ-2; before, the last play's."""
    weary, aragorn, legolas = ids(rgo, "Weariness of the Heart", "Aragorn II", "Legolas")

    def clauses(version: str) -> list[tuple[str, int, str]]:
        ctx = played_twice(rgo, version, weary, effects.CHARACTER_PROWESS, (aragorn, legolas),
                           -1)
        return [(who, m.amount, m.clause) for who in (aragorn, legolas)
                for m in hazard_scripts.strike_modifiers(ctx.state, who, version)]

    assert clauses(NOW) == [(aragorn, -1, "RGO-HAZ-2"), (legolas, -1, "RGO-GUARD-1")]
    assert clauses(BEFORE) == [(aragorn, -1, "RGO-GUARD-1"), (legolas, -1, "RGO-GUARD-1")]


@pytest.mark.rule("RGO-HAZ-2", "RGO-GUARD-1", "RGO-TARGET-1", "CoE-3.iv.6")
def test_a_copy_revealed_on_guard_leaves_the_first_copy_s_clause_at_its_strike(
        rgo: RoadGoesEverOn) -> None:
    """Weariness of the Heart played from the Hazard Pile on Aragorn on the way to
    Weathertop; the company explores it and another copy, on guard there, is revealed and
    played on Legolas. Aragorn's strike in the site's automatic-attack bears the first copy's
    -1 by RGO-HAZ-2; before, by RGO-GUARD-1, the second copy's play."""
    weary, weathertop, aragorn, legolas = ids(rgo, "Weariness of the Heart", "Weathertop",
                                              "Aragorn II", "Legolas")

    def explored(version: str) -> tuple[list[tuple[str, str | None, object]],
                                         list[tuple[str, int, str]]]:
        ruleset = at_version(rgo, version)
        start = state(rgo, site=weathertop, phase=SITE, on_guard=((weary, weathertop),))
        ctx = Context(ruleset, Table(1, {}, start))
        ctx.emit("HazardEventPlayed", "RGO-HAZ-2", card=weary, name="Weariness of the Heart",
                 target=aragorn, counted=True)
        ctx.emit("HazardEffectInForce", "RGO-HAZ-2", card=weary,
                 effect=effects.CHARACTER_PROWESS, target=aragorn, amount=-1)
        ruleset.decide(ctx, "explore", {})
        settle(ruleset, ctx)
        return ([(f.kind, f.rule, f.get("target")) for f in ctx.facts
                 if f.kind == "HazardEventPlayed"],
                [(f["character"], m["amount"], m["clause"]) for f in ctx.facts
                 if f.kind == "StrikeResolved" for m in f["check"]["modifiers"]
                 if m["source"] == f"card:{weary}"])

    plays = [("HazardEventPlayed", "RGO-HAZ-2", aragorn),
             ("HazardEventPlayed", "RGO-GUARD-1", legolas)]
    assert explored(NOW) == (plays, [(aragorn, -1, "RGO-HAZ-2")])
    assert explored(BEFORE) == (plays, [(aragorn, -1, "RGO-GUARD-1")])


@pytest.mark.rule("RGO-HAZ-2", "RGO-GUARD-1", "CoE-3.i")
def test_the_next_attack_is_changed_by_each_copy_s_play(eyed: RoadGoesEverOn) -> None:
    """Two copies of Searching Eye, from the Hazard Pile and on guard, each declared to give
    the next attack +2 prowess: one change for each clause, each naming its copy; before,
    one for both by the last play's clause."""
    eye = ids(eyed, DECLARED)[0]

    def shares(version: str) -> list[tuple[str, list[str], int, int]]:
        ctx = Context(at_version(eyed, version), Table(1, {}, state(eyed, phase=SITE)))
        for clause in ("RGO-HAZ-2", "RGO-GUARD-1"):
            ctx.emit("HazardEventPlayed", clause, card=eye, name=DECLARED, target=None,
                     counted=clause == "RGO-HAZ-2")
            ctx.emit("NextAttackStrengthened", clause, card=eye, prowess=2)
        return effect_clauses.by_clause(ctx, ctx.state.next_attack_by)

    assert shares(NOW) == [("RGO-HAZ-2", [eye], 0, 2), ("RGO-GUARD-1", [eye], 0, 2)]
    assert shares(BEFORE) == [("RGO-GUARD-1", [eye, eye], 0, 4)]


@pytest.mark.rule("RGO-HAZ-2", "RGO-GUARD-1")
def test_each_siege_cites_the_play_that_laid_it(rgo: RoadGoesEverOn) -> None:
    """A Siege laid on Bree from the Hazard Pile, another copy on Edoras revealed on guard:
    Bree's cites RGO-HAZ-2; before, both the last play's RGO-GUARD-1."""
    bree, edoras = ids(rgo, "Bree", "Edoras")

    def laid(version: str) -> list[tuple[str, str, int, str]]:
        ctx = Context(at_version(rgo, version), Table(1, {}, state(rgo, phase=SITE)))
        for clause, site in (("RGO-HAZ-2", bree), ("RGO-GUARD-1", edoras)):
            ctx.emit("HazardEventPlayed", clause, card=siege.CARD, name="Siege", target=None,
                     counted=clause == "RGO-HAZ-2")
            ctx.emit("SiegeLaid", clause, card=siege.CARD, site=site,
                     name=rgo.catalog.get(site).name)
        return [(s, siege.on(ctx.state, s) or "", siege.play_on(ctx.state, s),
                 effect_clauses.of(ctx, siege.CARD, siege.play_on(ctx.state, s)))
                for s in (bree, edoras)]

    assert laid(NOW) == [(bree, siege.CARD, 1, "RGO-HAZ-2"),
                         (edoras, siege.CARD, 2, "RGO-GUARD-1")]
    assert laid(BEFORE) == [(bree, siege.CARD, 1, "RGO-GUARD-1"),
                            (edoras, siege.CARD, 2, "RGO-GUARD-1")]


#: ``redbook simulate --ruleset road-goes-ever-on --ruleset-version 208 --game-seed 337
#: --export``: in turn 16 Weariness of the Heart is played from the Hazard Pile (event 1640, a
#: corruption check) and another copy revealed on guard at the site (event 1704, -1 prowess in
#: force); the game is lost in its 19th turn.
GAME_208 = Path(__file__).parent / "fixtures" / "road-goes-ever-on-version-208-seed-337.json"


@pytest.mark.rule("RGO-HAZ-2", "RGO-GUARD-1")
def test_a_game_recorded_at_208_verifies_as_played(rgo: RoadGoesEverOn) -> None:
    records = parse_export(json.loads(GAME_208.read_text("utf-8")))
    verdict = verify(rgo, records)
    assert verdict.ok, verdict.difference
    assert (records[0].data["ruleset_version"], verdict.events) == (BEFORE, len(records))
    weary = ids(rgo, "Weariness of the Heart")[0]
    assert [(r.version, r.rule) for r in records if r.kind == "HazardEventPlayed"
            and r.data["card"] == weary and r.version > 1600] == [
        (1640, "RGO-HAZ-2"), (1704, "RGO-GUARD-1")]
    # Played at 209 the game is the same, event for event: the first copy's effect ended with
    # its play, so no later step of it met the second copy's.
    again = autoplay(at_version(rgo, NOW), records[0].data["seed"], {}).chronicle.records
    assert again[0].data["ruleset_version"] == NOW
    assert [(r.kind, r.rule, r.data) for r in again[1:]] == [
        (r.kind, r.rule, r.data) for r in records[1:]]


@pytest.mark.not_a_rule("a state made with no hazard played: the clause it falls back to")
def test_an_effect_of_no_recorded_play_falls_back_to_the_card(rgo: RoadGoesEverOn) -> None:
    """An effect set in a state made otherwise (play 0) is cited by its card's last play, or
    RGO-HAZ-2 where none is recorded."""
    ctx = Context(at_version(rgo, NOW), Table(1, {}, state(rgo)))
    assert effect_clauses.of(ctx, ids(rgo, "Gloom")[0], 0) == effect_clauses.REVEALED
