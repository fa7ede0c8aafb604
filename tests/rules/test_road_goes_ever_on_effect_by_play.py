"""The Road Goes Ever On from ``effect_clauses.BY_PLAY_SINCE``: a later step of a hazard effect
in force cites the clause of the play that effect came from, the copy of its card, where a
second copy of the card was played since under another clause (revealed on guard after one
from the Hazard Pile). The version before cites the clause of the card's last play, as
those games were played."""

from __future__ import annotations

import pytest

from domain.engine import effects
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import effect_clauses, hazard_scripts, siege
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE
from tests.rules.rgo_support import at_version, ids, state

NOW = str(effect_clauses.BY_PLAY_SINCE)
BEFORE = str(effect_clauses.BY_PLAY_SINCE - 1)


def played_twice(rgo: RoadGoesEverOn, version: str, card: str, effect: str,
                 targets: tuple[str, str], amount: int) -> Context:
    """A game at ``version`` in which ``card`` was played from the Hazard Pile (RGO-HAZ-2),
    its ``effect`` (``amount``) in force on the first of ``targets``, then a second copy
    revealed on guard (RGO-GUARD-1), its effect on the second: the facts those plays
    record."""
    ctx = Context(at_version(rgo, version), Table(1, {}, state(rgo, phase=SITE)))
    for clause, target in zip(("RGO-HAZ-2", "RGO-GUARD-1"), targets, strict=True):
        ctx.emit("HazardEventPlayed", clause, card=card, name=rgo.catalog.get(card).name,
                 target=None, counted=clause == "RGO-HAZ-2")
        ctx.emit("HazardEffectInForce", clause, card=card, effect=effect, target=target,
                 amount=amount)
    return ctx


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_keys_the_clauses_by_play(rgo: RoadGoesEverOn) -> None:
    assert rgo.version == NOW and BEFORE in rgo.replays


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


@pytest.mark.rule("RGO-HAZ-2", "RGO-GUARD-1", "CoE-3.iv.6")
def test_an_automatic_attack_is_changed_by_each_copy_s_play(rgo: RoadGoesEverOn) -> None:
    """Two copies of Arouse Minions on one site's automatic-attack, from the Hazard Pile and
    on guard: one change for each clause, each naming its copy; before, one for both."""
    aroused, moria = ids(rgo, "Arouse Minions", "Moria")

    def shares(version: str) -> list[tuple[str, list[str], int, int]]:
        ctx = played_twice(rgo, version, aroused, effects.AUTOMATIC_ATTACK_PROWESS,
                           (moria, moria), 1)
        return effect_clauses.by_clause(
            ctx, hazard_scripts.automatic_attack_shares(ctx.state, moria))

    assert shares(NOW) == [("RGO-HAZ-2", [aroused], 0, 1), ("RGO-GUARD-1", [aroused], 0, 1)]
    assert shares(BEFORE) == [("RGO-GUARD-1", [aroused, aroused], 0, 2)]


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


@pytest.mark.not_a_rule("a state made with no hazard played: the clause it falls back to")
def test_an_effect_of_no_recorded_play_falls_back_to_the_card(rgo: RoadGoesEverOn) -> None:
    """An effect set in a state made otherwise (play 0) is cited by its card's last play, or
    RGO-HAZ-2 where none is recorded."""
    ctx = Context(at_version(rgo, NOW), Table(1, {}, state(rgo)))
    assert effect_clauses.of(ctx, ids(rgo, "Gloom")[0], 0) == effect_clauses.REVEALED
