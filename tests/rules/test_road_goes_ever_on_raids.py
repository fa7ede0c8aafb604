"""The Road Goes Ever On, version 14: raiding a Dark-hold instead of rolling its encounter
(RGO-RAID-1 to 5, RGO-SITE-DH-S2). Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on.raids import AS_ENTERING_SINCE, SECOND_ATTACKS_SINCE
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.site_phase import SECOND_AUTOMATIC_SINCE
from domain.rulesets.road_goes_ever_on.state import SITE, MPRecord, Quest, Raid, State
from tests.rules.rgo_support import at_version, begin, company, ids, settle, state


def at(rgo: RoadGoesEverOn, site: str, *names: str, seed: int = 1,
       **fields: Any) -> Context[State]:
    start = state(rgo, phase=SITE, site=rgo.catalog.find(site).id,
                  characters=company(rgo, *names))
    return Context(rgo, Table(seed, {}, replace(start, **fields)))


def raid(rgo: RoadGoesEverOn, ctx: Context[State]) -> None:
    """Raid, the automatic defender assigning the strikes."""
    rgo.decide(ctx, "raid", {})
    while ctx.state.awaited_strikes is not None:
        rgo.decide(ctx, "assign-rest", {})


STRONG = ("Aragorn II", "Glorfindel II", "Legolas", "Gimli", "Beorn")


@pytest.mark.rule("RGO-RAID-1", "RGO-RAID-2", "RGO-SITE-DH-S2")
def test_a_raid_faces_the_dark_holds_automatic_attacks_one_strike_and_prowess_stronger(rgo) -> None:  # type: ignore[no-untyped-def]
    ctx = at(rgo, "Dol Guldur", *STRONG)
    assert "raid" in [a.id for a in rgo.actions(ctx.state)]
    raid(rgo, ctx)
    began = next(f for f in ctx.facts if f.kind == "RaidBegan")
    assert (began.rule, began["attacks"]) == ("RGO-RAID-1", 2)
    assert "SiteEncounter" not in [f.kind for f in ctx.facts]  # no encounter roll
    queued = next(f for f in ctx.facts if f.kind == "SiteAttacksQueued")
    assert queued.rule == "RGO-RAID-2"
    assert [(f.rule, f["attack"]["race"], f["attack"]["strikes"], f["attack"]["prowess"])
            for f in ctx.facts if f.kind == "AttackDeclared"] == [
        ("RGO-RAID-2", "Orcs", 4, 8), ("RGO-RAID-2", "Trolls", 3, 9)]


@pytest.mark.rule("RGO-RAID-3", "RGO-RAID-5")
def test_a_raid_with_every_attack_defeated_gains_its_hazard_draw_in_mp_and_taps_it(rgo) -> None:  # type: ignore[no-untyped-def]
    carn_dum = rgo.catalog.find("Carn Dûm").id
    ctx = at(rgo, "Carn Dûm", *STRONG, seed=1)
    raid(rgo, ctx)
    ended = next(f for f in ctx.facts if f.kind == "RaidEnded")
    assert (ended.rule, ended["won"], ended["points"]) == ("RGO-RAID-3", True, 3)
    assert MPRecord(carn_dum, "Carn Dûm", "miscellaneous", 3) in ctx.state.mp
    assert carn_dum in ctx.state.tapped_sites and ctx.state.explored
    # Placed in the MP pile, the site is not raided again.
    again = replace(ctx.state, explored=False)
    assert "raid" not in [a.id for a in rgo.actions(again)]


@pytest.mark.rule("RGO-RAID-5", "RGO-RAID-3")
def test_a_failed_raid_gains_nothing_and_leaves_the_site_in_play(rgo) -> None:  # type: ignore[no-untyped-def]
    carn_dum = rgo.catalog.find("Carn Dûm").id
    ctx = at(rgo, "Carn Dûm", "Bilbo", "Frodo", seed=1)
    raid(rgo, ctx)
    ended = next(f for f in ctx.facts if f.kind == "RaidEnded")
    assert (ended.rule, ended["won"], ended["points"]) == ("RGO-RAID-5", False, 0)
    assert [r for r in ctx.state.mp if r.card == carn_dum] == []
    assert carn_dum not in ctx.state.tapped_sites
    assert "failed raid" in rgo.rules_notes()["RGO-RAID-5"]


@pytest.mark.rule("RGO-RAID-4")
def test_after_a_raid_only_a_minor_item_quest_is_taken_at_the_site(rgo) -> None:  # type: ignore[no-untyped-def]
    carn_dum, dagger, rangers, bilbo = ids(rgo, "Carn Dûm", "Dagger of Westernesse",
                                           "Rangers of the North", "Bilbo")
    display = (Quest(dagger, (carn_dum,)), Quest(rangers, (carn_dum,)))
    failed = Raid(carn_dum, 1, "c1", attacks=1, defeated=0, over=True)
    ctx = at(rgo, "Carn Dûm", "Bilbo", display=display, explored=True, raid=failed)
    offered = [a.id for a in rgo.actions(ctx.state) if a.id.startswith("take-quest:")]
    assert offered == [f"take-quest:{dagger}:{bilbo}"]
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, f"take-quest:{rangers}:{bilbo}", {})
    assert str(refused.value).startswith("During a raid no quest card but a Minor Item is "
                                         "taken here, not Rangers of the North.")
    # Another turn's site phase there is no longer the raid's.
    later = replace(ctx.state, turn=2)
    assert f"take-quest:{rangers}:{bilbo}" in [a.id for a in rgo.actions(later)]


@pytest.mark.rule("RGO-RAID-1")
def test_a_raid_is_refused_at_a_site_that_is_not_a_dark_hold_and_writes_nothing(rgo) -> None:  # type: ignore[no-untyped-def]
    ctx = at(rgo, "Moria", *STRONG)
    assert "raid" not in [a.id for a in rgo.actions(ctx.state)]
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, "raid", {})
    assert refused.value.clause == "RGO-RAID-1"
    assert str(refused.value) == "Moria is not a Dark-hold: only a Dark-hold is raided. " \
                                 "[RGO-RAID-1]"
    assert ctx.facts == []


@pytest.mark.rule("RGO-RAID-1")
def test_a_game_of_version_13_offers_no_raid(rgo) -> None:  # type: ignore[no-untyped-def]
    old = rgo.at_version("13")
    ctx = at(old, "Dol Guldur", *STRONG)
    assert "raid" not in [a.id for a in old.actions(ctx.state)]
    with pytest.raises(IllegalAction):
        old.decide(ctx, "raid", {})


@pytest.mark.rule("RGO-RAID-1", "RGO-RAID-2")
def test_the_automatic_player_raids_only_when_its_company_would_beat_every_raid_attack(rgo) -> None:  # type: ignore[no-untyped-def]
    strong = at(rgo, "Carn Dûm", *STRONG).state
    assert rgo.policy(strong, rgo.actions(strong)) == ("raid", {})
    weak = at(rgo, "Carn Dûm", "Bilbo", "Frodo").state
    assert rgo.policy(weak, rgo.actions(weak)) == ("explore", {})


def queued(rgo: RoadGoesEverOn, shadow: int) -> tuple[Any, list[tuple[Any, ...]]]:
    """The raid on Carn Dûm made with ``shadow`` tokens: its RaidBegan's attacks and, for each
    attack declared, its race, strikes, prowess, clause and the account of its prowess."""
    ctx = at(rgo, "Carn Dûm", *STRONG, shadow=shadow)
    raid(rgo, ctx)
    began = next(f for f in ctx.facts if f.kind == "RaidBegan")
    assert next(f for f in ctx.facts if f.kind == "SiteAttacksQueued").rule == "RGO-RAID-2"
    return began["attacks"], [(f["attack"]["race"], f["attack"]["strikes"],
                               f["attack"]["prowess"], f.rule, f["prowess_from"])
                              for f in ctx.facts if f.kind == "AttackDeclared"]


def raided(printed: int) -> dict[str, Any]:
    return {"printed": printed, "changes": [{"amount": 1, "source": "rule:RGO-RAID-2",
                                             "why": "a raid"}]}


@pytest.mark.rule("RGO-SITE-DH-S2", "RGO-SITE-DH-S3", "RGO-RAID-2")
def test_a_raid_faces_the_second_automatic_attack_the_shadow_has_woken_one_stronger(rgo) -> None:  # type: ignore[no-untyped-def]
    """Above 10 Shadow tokens Carn Dûm has a second automatic-attack (the Nazgûl, 1 strike, 15
    prowess): a raid faces all its automatic-attacks, each +1 strike and +1 prowess."""
    assert queued(rgo, 11) == (2, [("Orcs", 5, 8, "RGO-RAID-2", raided(7)),
                                   ("Nazgûl", 2, 16, "RGO-SITE-DH-S3", raided(15))])
    assert queued(rgo, 10) == (1, [("Orcs", 5, 8, "RGO-RAID-2", raided(7))])


@pytest.mark.rule("RGO-RAID-2")
def test_before_238_a_raid_faced_the_printed_automatic_attacks_only(rgo) -> None:  # type: ignore[no-untyped-def]
    old = at_version(rgo, str(SECOND_ATTACKS_SINCE - 1))
    assert queued(old, 11) == (1, [("Orcs", 5, 8, "RGO-RAID-2", raided(7))])


@pytest.mark.rule("RGO-RAID-3", "RGO-SITE-DH-S3", "CoE-3.v")
def test_the_second_automatic_attack_defeated_counts_for_the_raid_and_gives_its_mp(rgo) -> None:  # type: ignore[no-untyped-def]
    """All the raid's attacks are defeated for its points, the Nazgûl's among them, worth its
    2 MP (seed 25: the Orcs' strikes left to chance, the Nazgûl's two on Glorfindel and Elrond,
    untapped). The same from 240, where the second automatic-attack is an automatic-attack, as
    in 238 and 239, where it was made as any attack."""
    glorfindel, elrond = ids(rgo, "Glorfindel II", "Elrond")
    for ruleset, automatic in ((rgo, True),
                               (at_version(rgo, str(SECOND_AUTOMATIC_SINCE - 1)), False)):
        ctx = at(ruleset, "Carn Dûm", *STRONG, "Elrond", "Gandalf", seed=25, shadow=11)
        ruleset.decide(ctx, "raid", {})
        while ctx.state.awaited_strikes is not None \
                and ctx.state.awaited_strikes.attack["race"] != "Nazgûl":
            ruleset.decide(ctx, "assign-rest", {})
        for action in (f"assign:{glorfindel}", f"assign:{elrond}"):
            ruleset.decide(ctx, action, {})
        while ctx.state.awaited_strikes is not None:
            ruleset.decide(ctx, "assign-rest", {})
        nazgul = next(f["attack"] for f in ctx.facts if f.kind == "AttackDeclared"
                      and f["attack"]["race"] == "Nazgûl")
        assert (nazgul["automatic"], nazgul["marshalling_points"]) == (automatic, 2)
        assert [(f.kind, f["attack"] if f.kind == "RaidAttackDefeated" else f["points"])
                for f in ctx.facts if f.kind in ("RaidAttackDefeated", "RaidEnded")
                or (f.kind == "MarshallingPointsGained" and f["kind"] == "kill")] == [
            ("RaidAttackDefeated", "Carn Dûm automatic-attack"),
            ("MarshallingPointsGained", 2),
            ("RaidAttackDefeated", "Carn Dûm second automatic-attack"), ("RaidEnded", 3)]


@pytest.mark.rule("RGO-RAID-1", "RGO-SITE-DH-S3")
def test_the_automatic_player_weighs_the_second_automatic_attack_before_raiding(rgo) -> None:  # type: ignore[no-untyped-def]
    """The Nazgûl's two strikes at 16 would beat the company's strongest but one with a roll of
    7: from 238 the automatic player explores instead; before, it raided."""
    woken = at(rgo, "Carn Dûm", *STRONG, shadow=11).state
    assert rgo.policy(woken, rgo.actions(woken)) == ("explore", {})
    old = at_version(rgo, str(SECOND_ATTACKS_SINCE - 1))
    assert old.policy(woken, old.actions(woken)) == ("raid", {})


#: The version before a raid faced the automatic-attacks as entering does.
BEFORE_AS_ENTERING = str(AS_ENTERING_SINCE - 1)


def raid_made(ruleset: RoadGoesEverOn, start: State) -> tuple[list[tuple[Any, ...]], Any]:
    """The raid from ``start`` (seed 1), the automatic defender assigning the strikes: each
    attack declared (strikes, prowess, the account of its prowess) and whether it was won."""
    ctx = Context(ruleset, Table(1, {}, start))
    raid(ruleset, ctx)
    return ([(f["attack"]["strikes"], f["attack"]["prowess"], f["prowess_from"])
             for f in ctx.facts if f.kind == "AttackDeclared"],
            next(f["won"] for f in ctx.facts if f.kind == "RaidEnded"))


#: The account of the Orcs of Carn Dûm raided, Arouse Minions in force on the site.
AROUSED = {"printed": 7, "changes": [
    {"amount": 1, "source": "rule:RGO-RAID-2", "why": "a raid"},
    {"amount": 3, "source": "card:TW-7", "why": "Arouse Minions"}]}


@pytest.mark.rule("RGO-RAID-2", "RGO-SITE-DH-S2", "RGO-HAZ-2")
def test_a_raid_faces_the_automatic_attacks_as_entering_makes_them(rgo) -> None:  # type: ignore[no-untyped-def]
    """Arouse Minions, revealed from the Hazard Pile of the company going to Carn Dûm, gives
    one automatic-attack there +3 this turn. From 242 the raid faces the Orcs as entering
    would, with the raid's +1 strike and +1 prowess: 5 strikes of 11, and (seed 1) the raid
    fails. 241 made the raid's attacks apart, +1 and +1 alone: 5 of 8, and the raid won."""
    arouse, carn_dum = ids(rgo, "Arouse Minions", "Carn Dûm")
    moved = begin(rgo, state(rgo, destination=carn_dum, path=("wilderness",),
                             hazards=ids(rgo, "Arouse Minions", "Crebain"),
                             characters=company(rgo, *STRONG)))
    settle(rgo, moved)
    assert [(e[1], e[3], e[4]) for e in moved.state.hazard_effects] == [(arouse, carn_dum, 3)]
    there = replace(moved.state, site=carn_dum, destination=None, phase=SITE)
    assert raid_made(rgo, there) == ([(5, 11, AROUSED)], False)
    assert raid_made(at_version(rgo, BEFORE_AS_ENTERING), there) == ([(5, 8, raided(7))], True)


@pytest.mark.rule("RGO-RAID-2", "RGO-GUARD-1", "CoE-2.V.i")
def test_an_on_guard_event_revealed_in_a_raid_strengthens_its_attack(rgo) -> None:  # type: ignore[no-untyped-def]
    """Arouse Minions on guard at Carn Dûm is revealed as the raid enters it (CoE-2.V.i): from
    242 the raid's attack, made as it is faced, has its +3; 241 had made it before."""
    arouse, carn_dum = ids(rgo, "Arouse Minions", "Carn Dûm")
    start = at(rgo, "Carn Dûm", *STRONG, on_guard=((arouse, carn_dum),)).state
    assert raid_made(rgo, start) == ([(5, 11, AROUSED)], False)
    assert raid_made(at_version(rgo, BEFORE_AS_ENTERING), start) == ([(5, 8, raided(7))], True)
