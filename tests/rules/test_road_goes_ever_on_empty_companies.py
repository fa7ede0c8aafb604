"""The Road Goes Ever On from version 210 (``empty_companies.SINCE``): a company left with no
character is no company (CoE-g.company). It is removed (``CompanyDissolved``) before another
company's phase is chosen or begins: it does not arrive at its new site, is never offered a
site phase, and the company still to play the phase runs in its place. Version 208 replays
as played: the emptied company arrived and was offered its site phase. From
``empty_companies.GUARD_SINCE`` no on-guard card is placed for a company emptied on its way;
the version before placed one, back on top of the Hazard deck as the site phase ended."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.chronicle import Chronicle, verify
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import empty_companies
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import MOVEMENT_HAZARD, SITE, Company, State
from tests.rules.rgo_support import (
    at_version,
    begin,
    card,
    company,
    ids,
    organizing,
    play,
    settle,
    state,
    turn_of,
)
from tests.support import play_out

BEFORE = str(empty_companies.SINCE - 2)  # 209 is another rule's version
#: The automatic player's game in which Giant Spiders discards Legolas, alone in his company,
#: on his way back to Rivendell (turn 8), as played at version 210 (from 211, the strikes left
#: to chance waiting for the defender's choices, the game takes another course).
SPIDERS_SEED = 107842553911127
SPIDERS_PLAYED = "210"
#: The versions placing no on-guard card for an emptied company, and the one before.
UNGUARDED, GUARDED = str(empty_companies.GUARD_SINCE), str(empty_companies.GUARD_SINCE - 1)


def emptied_on_the_way(rgo: RoadGoesEverOn) -> State:
    """The running company, its only character gone, ends its movement/hazard phase on the
    way to Bree; the company of Aragorn II waits at Rivendell for its own."""
    here, bree = card(rgo, "Rivendell"), card(rgo, "Bree")
    return organizing(rgo, phase=MOVEMENT_HAZARD, characters=(), destination=bree,
                      path=("wilderness",), hand=(),
                      companies=(Company("c2", here, company(rgo, "Aragorn II")),))


def emptied_at_its_site(rgo: RoadGoesEverOn) -> State:
    """The running company, emptied in its site phase at Bree; the companies of Legolas and
    of Gimli still to take theirs."""
    here, bree = card(rgo, "Rivendell"), card(rgo, "Bree")
    return organizing(rgo, phase=SITE, site=bree, characters=(), companies=(
        Company("c2", here, company(rgo, "Legolas")), Company("c3", here, company(rgo, "Gimli"))))


@pytest.mark.rule("CoE-g.company", "CoE-2.IV")
def test_a_company_emptied_on_its_way_is_removed_and_the_next_company_moves(
        rgo: RoadGoesEverOn) -> None:
    start = emptied_on_the_way(rgo)
    ctx = Context(rgo, Table(1, {}, start))
    turn_of(rgo, start).movement_checks_made(ctx)
    assert [(f.kind, f.rule, dict(f.data)) for f in ctx.facts][:2] == [
        ("CompanyDissolved", "CoE-g.company", {"company": "c1", "runs": "c2"}),
        ("PhaseBegan", "CoE-2.IV.iii", {"phase": MOVEMENT_HAZARD})]
    assert "CompanyArrived" not in [f.kind for f in ctx.facts]
    assert (ctx.state.company, [c.name for c in ctx.state.characters]) == ("c2", ["Aragorn II"])
    assert [c.id for c in ctx.state.all_companies()] == ["c2"]
    assert rgo.narrate(ctx.facts[0]) == ("A company with no character left is no company: it "
                                         "is removed.")
    # Version 208: the empty company arrives, and the next company's phase follows it.
    old = Context(at_version(rgo, BEFORE), Table(1, {}, start))
    turn_of(old.ruleset, start).movement_checks_made(old)
    assert [(f.kind, f.data.get("company")) for f in old.facts][:2] == [
        ("CompanyArrived", None), ("CompanyActivated", "c2")]
    assert [c.id for c in old.state.all_companies()] == ["c2", "c1"]


@pytest.mark.rule("CoE-g.company", "CoE-2.V")
def test_a_company_emptied_at_its_site_is_removed_as_its_site_phase_ends(
        rgo: RoadGoesEverOn) -> None:
    start = emptied_at_its_site(rgo)
    assert [a.id for a in rgo.actions(start)] == ["end-turn"]
    ctx = Context(rgo, Table(1, {}, start))
    rgo.decide(ctx, "end-turn", {})
    assert [(f.kind, dict(f.data)) for f in ctx.facts] == [
        ("CompanyDissolved", {"company": "c1", "runs": "c2"}),
        ("CompanyChoiceAwaited", {"phase": SITE, "companies": ["c2", "c3"]})]
    assert [a.label for a in rgo.actions(ctx.state)] == [
        "The company of Legolas takes its site phase next",
        "The company of Gimli takes its site phase next"]
    rgo.decide(ctx, "next-company:c3", {})
    assert (ctx.state.company, ctx.state.phase) == ("c3", SITE)
    assert [c.id for c in ctx.state.all_companies()] == ["c3", "c2"]
    # Version 208: the empty company stays till the next turn, among those waiting.
    old = Context(at_version(rgo, BEFORE), Table(1, {}, start))
    old.ruleset.decide(old, "end-turn", {})
    assert [(f.kind, dict(f.data)) for f in old.facts] == [
        ("CompanyChoiceAwaited", {"phase": SITE, "companies": ["c2", "c3"]})]
    assert [c.id for c in old.state.all_companies()] == ["c1", "c2", "c3"]


@pytest.mark.rule("CoE-g.company")
def test_an_empty_waiting_company_is_removed_before_the_choice(rgo: RoadGoesEverOn) -> None:
    here = card(rgo, "Rivendell")
    start = replace(emptied_at_its_site(rgo), characters=company(rgo, "Faramir"),
                    companies=(Company("c2", here, ()),
                               Company("c3", here, company(rgo, "Gimli"))))
    ctx = Context(rgo, Table(1, {}, start))
    rgo.decide(ctx, "end-turn", {})
    assert [(f.kind, dict(f.data)) for f in ctx.facts][:2] == [
        ("CompanyDissolved", {"company": "c2"}),
        ("CompanyActivated", {"company": "c3", "phase": SITE})]


@pytest.mark.rule("CoE-g.company", "CoE-2.V")
def test_the_spiders_game_never_offers_the_emptied_company_a_site_phase(
        rgo: RoadGoesEverOn) -> None:
    # From 210 Faramir's company, emptied by a Barrow-wight on turn 15, is removed too.
    for ruleset, dissolved in ((at_version(rgo, SPIDERS_PLAYED), ["c2", "c3"]),
                               (at_version(rgo, BEFORE), [])):
        game = play_out(Chronicle.begin(ruleset, SPIDERS_SEED, {}))
        assert verify(ruleset, game.records).ok
        records = game.records
        assert [r.data["company"] for r in records if r.kind == "CompanyDissolved"] == dissolved
        # Version 208 offered the empty company, right after Legolas was discarded.
        discarded = next(i for i, r in enumerate(records) if r.kind == "CharacterEliminated"
                         and r.data.get("reason") == "discarded by Giant Spiders")
        offered = [game.narrate(r) for r in records[discarded:discarded + 12]
                   if r.kind == "Decision" and "site phase next" in game.narrate(r)]
        assert offered == ([] if dissolved else
                           ["Decision: The company of  takes its site phase next."])


#: The facts of a company emptied on its way and of the cards left in its Hazard Pile, each with
#: what it is about.
KEYS = {"HazardPileDrawn": "cards", "CharacterEliminated": "character", "HazardOnGuard": "card",
        "HazardsReturned": "cards", "CompanyDissolved": "company", "OnGuardReturned": "cards"}


@pytest.mark.rule("RGO-GUARD-1", "RGO-HAZ-9", "CoE-g.company", "CoE-2.V.10")
def test_no_card_goes_on_guard_for_a_company_emptied_on_its_way(rgo: RoadGoesEverOn) -> None:
    """Barliman Butterbur, alone, leaves Rivendell for Weathertop; the first card of his
    four-card Hazard Pile, Wolves, kills him (seed 4), the limit of 2 not reached. From 214 no
    card goes on guard at Weathertop for the company no longer there: the three cards left go
    back on top of the Hazard deck, and the company of Aragorn II, staying at Rivendell, draws
    Crebain first. Before, Crebain went on guard for the dissolved company, was never revealed,
    and went back only as the site phase ended: Aragorn's pile was drawn without it."""
    rivendell, weathertop = ids(rgo, "Rivendell", "Weathertop")
    pile = ids(rgo, "Wolves", "Crebain", "Orc-patrol", "Giant", "Wargs", "Brigands")
    start = state(rgo, phase=MOVEMENT_HAZARD, destination=weathertop,
                  path=("wilderness", "wilderness"), characters=company(rgo, "Barliman Butterbur"),
                  hazards=pile, companies=(Company("c2", rivendell, company(rgo, "Aragorn II")),))
    wolves, crebain, orcs, giant, wargs, _ = pile

    def turn(version: str) -> list[tuple[str, str | None, object]]:
        ruleset = at_version(rgo, version)
        ctx = begin(ruleset, start, seed=4)
        settle(ruleset, ctx)
        play(ruleset, ctx, "end-turn")
        assert ctx.state.turn == 2 and ctx.state.on_guard == ()
        return [(f.kind, f.rule, f[KEYS[f.kind]]) for f in ctx.facts if f.kind in KEYS]

    eliminated = ("CharacterEliminated", "CoE-3.I.2", ids(rgo, "Barliman Butterbur")[0])
    assert turn(UNGUARDED) == [
        ("HazardPileDrawn", "RGO-HAZ-1", [wolves, crebain, orcs, giant]), eliminated,
        ("HazardsReturned", "RGO-HAZ-9", [crebain, orcs, giant]),
        ("CompanyDissolved", "CoE-g.company", "c1"),
        ("HazardPileDrawn", "RGO-HAZ-6", [crebain, orcs, giant])]
    assert turn(GUARDED) == [
        ("HazardPileDrawn", "RGO-HAZ-1", [wolves, crebain, orcs, giant]), eliminated,
        ("HazardOnGuard", "RGO-GUARD-1", crebain),
        ("HazardsReturned", "RGO-HAZ-9", [orcs, giant]),
        ("CompanyDissolved", "CoE-g.company", "c1"),
        ("HazardPileDrawn", "RGO-HAZ-6", [orcs, giant, wargs]),
        ("OnGuardReturned", "CoE-2.V.10", [crebain])]
