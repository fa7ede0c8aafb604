"""The Road Goes Ever On from ``effect_clauses.EVERY_IN_PLAY_SINCE``: what every hazard
permanent-event in play does is by its own copy's play, as a Traitor's and Bane of the
Ithil-stone's from ``effect_clauses.IN_PLAY_SINCE``: The Will of Sauron's discard, Shelob's
bonus and discard, Balrog of Moria's +2 and defeat cite the clause of the play that brought the
copy in play and name it (``play``); a Traitor's attack names its copy's play as it is queued
and declared, and the audit links it as the card that decided it. The version before cited the
card's last play (The Will of Sauron RGO-LONG-4) and named none; its games replay as played."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.engine import hazards_in_play
from domain.engine.combat import Attack
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import (
    attack_making,
    balrog_of_moria,
    effect_clauses,
    shelob,
    traitor,
)
from domain.rulesets.road_goes_ever_on import will_of_sauron as sauron
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import at_version, begin, moving
from tests.rules.test_road_goes_ever_on_copies_in_play import (
    decided_by,
    game,
    plays_of,
    turned,
)

NOW = str(effect_clauses.EVERY_IN_PLAY_SINCE)
BEFORE = str(effect_clauses.EVERY_IN_PLAY_SINCE - 1)
DOORS = hazards_in_play.DOORS_OF_NIGHT


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_names_every_copy_in_play(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= int(NOW) and BEFORE in rgo.replays


def named(facts: Any, *kinds: str) -> list[tuple[str, str | None, Any]]:
    return [(f.kind, f.rule, f.get("play")) for f in facts if f.kind in kinds]


def revealed(rgo: RoadGoesEverOn, version: str, *pile: str, **fields: Any) -> Context[State]:
    """The Hazard Pile ``pile`` revealed at ``version`` as the company leaves Moria."""
    return begin(at_version(rgo, version), moving(rgo, *pile, **fields))


@pytest.mark.rule("RGO-HAZ-2", "RGO-LONG-4", "RGO-GEN-5")
def test_the_will_of_sauron_leaves_play_by_its_own_play(rgo: RoadGoesEverOn) -> None:
    """Revealed from the Hazard Pile with Doors of Night (play 1), it goes as the player's deck
    is exhausted, taking Clouds with it, and at the end of a turn without Doors of Night,
    citing its play's RGO-HAZ-2 and naming it (Clouds' discard naming it as its card); before,
    RGO-LONG-4, naming none."""
    clouds = rgo.catalog.find("Clouds").id

    def gone(version: str) -> list[tuple[str, str | None, Any]]:
        ctx = revealed(rgo, version, "The Will of Sauron", environments=(DOORS,),
                       long_in_play=(clouds,))
        assert ctx.state.environment_plays == ((sauron.CARD, 1),)
        start = ctx.state
        sauron.deck_exhausted(ctx, rgo.catalog.get, "player")
        assert [(f["cards"], f.get("card")) for f in ctx.facts
                if f.kind == "LongEventsDiscarded"] == [
            ([clouds], sauron.CARD if version == NOW else None)]
        ending = Context(ctx.ruleset, Table(1, {}, replace(start, environments=(sauron.CARD,))))
        assert sauron.kept(ending, []) == []
        return named([*ctx.facts, *ending.facts], "EnvironmentDiscarded", "LongEventsDiscarded")

    assert gone(NOW) == [("EnvironmentDiscarded", "RGO-HAZ-2", 1),
                         ("LongEventsDiscarded", "RGO-HAZ-2", 1),
                         ("EnvironmentDiscarded", "RGO-HAZ-2", 1)]
    assert gone(BEFORE) == [("EnvironmentDiscarded", "RGO-LONG-4", None),
                            ("LongEventsDiscarded", "RGO-LONG-4", None),
                            ("EnvironmentDiscarded", "RGO-LONG-4", None)]


@pytest.mark.rule("RGO-HAZ-2")
def test_shelob_strengthens_and_leaves_play_by_her_own_play(rgo: RoadGoesEverOn) -> None:
    """Played as a permanent-event with Doors of Night (play 1), her +1 strike and +1 prowess
    on Giant Spiders and her discard at the end of a turn without Doors of Night name her
    play; before, neither did."""
    def strengthened(version: str) -> list[tuple[str, str | None, Any]]:
        ctx = revealed(rgo, version, "Shelob", "Giant Spiders", environments=(DOORS,))
        assert ctx.state.environment_plays == ((shelob.CARD, 1),)
        ending = Context(ctx.ruleset, Table(1, {}, replace(ctx.state,
                                                           environments=(shelob.CARD,))))
        shelob.turn_ends(ending)
        return named([*ctx.facts, *ending.facts], "AttackModified", "EnvironmentDiscarded")

    assert strengthened(NOW) == [("AttackModified", "RGO-HAZ-2", 1),
                                 ("EnvironmentDiscarded", "RGO-HAZ-2", 1)]
    assert strengthened(BEFORE) == [("AttackModified", "RGO-HAZ-2", None),
                                    ("EnvironmentDiscarded", "RGO-HAZ-2", None)]


@pytest.mark.rule("RGO-HAZ-2")
def test_the_balrog_of_moria_strengthens_and_is_defeated_by_its_own_play(
        rgo: RoadGoesEverOn) -> None:
    """In play from the Hazard Pile (play 1): its +2 to Ost-in-Edhil's automatic-attack and
    its defeat at Moria name its play; before, neither did."""
    moria, hollin = rgo.catalog.find("Moria"), rgo.catalog.find("Ost-in-Edhil")

    def acted(version: str) -> list[tuple[str, str | None, Any]]:
        ctx = revealed(rgo, version, "Balrog of Moria")
        assert ctx.state.environment_plays == ((balrog_of_moria.CARD, 1),)
        orcs = Attack(hollin.id, "Orcs", "Orcs", 3, 7, None, True)
        assert attack_making.balrog_bonus(ctx, hollin, orcs).prowess == 9
        balrog = balrog_of_moria.moria_attack(ctx.state, moria)
        assert balrog is not None
        balrog_of_moria.after_attack(ctx, balrog, True)
        return named(ctx.facts, "AttackModified", "BalrogDefeated")

    assert acted(NOW) == [("AttackModified", "RGO-HAZ-2", 1), ("BalrogDefeated", "RGO-HAZ-2", 1)]
    assert acted(BEFORE) == [("AttackModified", "RGO-HAZ-2", None),
                             ("BalrogDefeated", "RGO-HAZ-2", None)]


@pytest.mark.rule("RGO-HAZ-2", "RGO-GUARD-1", "CoE-7.1")
def test_each_traitors_attack_is_queued_naming_its_own_play(rgo: RoadGoesEverOn) -> None:
    """Two Traitors in play (play 1 from the Hazard Pile, play 2 on guard): each attack queued
    names its copy's play; before, none did."""
    queued = [(rule, play) for kind, rule, play in turned(rgo, NOW)[1] if kind == "AttackQueued"]
    assert queued == [("RGO-HAZ-2", 1), ("RGO-GUARD-1", 2)]
    assert [(rule, play) for kind, rule, play in turned(rgo, BEFORE)[1]
            if kind == "AttackQueued"] == [("RGO-HAZ-2", None), ("RGO-GUARD-1", None)]


@pytest.mark.rule("RGO-HAZ-2", "RGO-GUARD-1", "CoE-7.1")
def test_the_audit_links_each_traitors_attack_to_its_own_play() -> None:
    """The seeded game with three Traitors turning Legolas (test_road_goes_ever_on_copies_in_
    play): each attack's ``AttackQueued`` and ``AttackDeclared`` name its copy's play, which
    the audit links as the card that decided it. Before, they named none and linked none."""
    now = game(NOW)
    plays = plays_of(now, traitor.CARD)
    for kind in ("AttackQueued", "AttackDeclared"):
        made = [r for r in now.records if r.kind == kind
                and r.data["attack"]["source"] == traitor.CARD]
        assert [(r.rule, r.data["play"]) for r in made] == [
            (plays[n].rule, n) for n in sorted(plays)][:len(made)]
        assert made and [decided_by(now, r) for r in made] == [
            [plays[n].version] for n in sorted(plays)][:len(made)]
    old = game(BEFORE)
    made = [r for r in old.records if r.kind in ("AttackQueued", "AttackDeclared")
            and r.data["attack"]["source"] == traitor.CARD]
    assert made and not any("play" in r.data for r in made)
    assert all(decided_by(old, r) == [] for r in made)
