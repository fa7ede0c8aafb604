"""Morannon (TW-286) in Burglar Wants a Good Job from ``MORANNON_FROM`` (``burglar.morannon``
over ``engine.morannon``; CoE 5.3, the organization phase as standard, BWJ-SEQ-2): the site it
stands for joins the catalog of a game whose resource deck holds it; as the organization
phase ends, a company of size under three with a scout that began the turn at a site in
Dagorlad plays ``play:<card>:site`` and moves to it, a Dark-hold in Udûn, by the card's own
site path; it leaves by the path back to Lórien the card prints, and the card is discarded
once the company's movement/hazard phase begins elsewhere. Elsewhere refused naming the card
and the reason, writing nothing; the version before kept it in the hand. Constructed states
played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.chronicle import Chronicle
from domain.engine import morannon as shared
from domain.errors import IllegalAction
from domain.ruleset import Fact
from domain.rulesets.burglar import hazard_events, morannon
from domain.rulesets.burglar.ruleset import BurglarWantsAGoodJob
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import MORANNON_FROM
from domain.rulesets.guise_of_the_necromancer import morannon as guise_morannon
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import State as GuiseState
from tests.rules import burglar_support as bwj
from tests.rules import necromancer_support as gon
from tests.support import decide_from

MORANNON, SWORD, LORIEN = "TW-286", "TW-336", "TW-408"
PLAY = f"play:{MORANNON}:site"


def _setup() -> dict[str, Any]:
    """The default set-up, one Sword fewer and Morannon in the resource deck, the Dead Marshes
    in the site deck."""
    setup = bwj.setup()
    resources = [r for r in setup["resources"] if r["id"] != SWORD]
    return {**setup, "sites": [*setup["sites"], "Dead Marshes"],
            "resources": [*resources, {"id": SWORD, "count": 1}, {"id": MORANNON, "count": 1}]}


def _game(version: str | None = None) -> tuple[BurglarWantsAGoodJob, State]:
    """The ruleset of a game whose resource deck holds Morannon (at ``version``, as a game
    recorded then replays), and its first state."""
    game = Chronicle.begin(bwj.RULESET, 7, _setup())
    if version is not None:
        game = Chronicle.open(bwj.RULESET, {**game.records[0].data, "ruleset_version": version})
    assert isinstance(game.ruleset, BurglarWantsAGoodJob)
    return game.ruleset, game.table.rules


RULESET, FRESH = _game()
BEFORE, _ = _game(str(MORANNON_FROM - 1))


def at_dead_marshes(site: str = "Dead Marshes", **changes: Any) -> State:
    """The Burglar at ``site`` as the turn began, in the organization phase, Morannon in hand."""
    return replace(bwj.at(FRESH, site), **{"phase": "organization", "step": "",
                                           "hand": (MORANNON,), **changes})


def refused(state: State, action: str = PLAY) -> tuple[str, str | None]:
    with pytest.raises(IllegalAction) as caught:
        decide_from(RULESET, state, action, None, 7)
    return caught.value.message, caught.value.clause


@pytest.mark.rule("CoE-5.3", "BWJ-SEQ-2", "BWJ-SEQ-5", "BWJ-SEQ-6", "BWJ-SEQ-13")
def test_morannon_moves_the_burglar_from_dagorlad_to_its_site_by_its_own_path() -> None:
    assert MORANNON_FROM <= int(bwj.RULESET.version)
    assert shared.SITE in RULESET.catalog and shared.SITE not in bwj.RULESET.catalog
    state = at_dead_marshes()
    assert [a for a in (x.id for x in RULESET.actions(state)) if MORANNON in a] == [PLAY]
    assert RULESET.policy(state, RULESET.actions(state))[0] != PLAY  # no task there
    facts, after = decide_from(RULESET, state, PLAY, None, 7)
    assert [(f.kind, dict(f.data), f.rule) for f in facts[:2]] == [
        ("MorannonPlaced", {"card": MORANNON, "site": shared.SITE}, "CoE-5.3"),
        ("CounterMoved", {"origin": "Dead Marshes", "to": "Morannon"}, "CoE-5.3")]
    assert RULESET.narrate(facts[0]) == (
        "Morannon is played as the company's new site, a Dark-hold in Udûn. [CoE-5.3]")
    began = [f for f in facts if f.kind == "PhaseBegan" and f.data["phase"] == "movement-hazard"]
    assert [(dict(f.data), f.rule) for f in began] == [
        ({"phase": "movement-hazard", "draws": 5, "resource_draws": 2,
          "step": "draw-resources", "origin": "Dead Marshes"}, "BWJ-SEQ-5")]
    assert (after.location, after.morannon, after.hand) == ("Morannon", shared.SITE, ())
    assert hazard_events.path(after, RULESET.catalog) == ("shadow-land", "dark-domain")
    assert hazard_events.site(after, RULESET.catalog).site_type == "dark-hold"
    assert RULESET.board(after)["permanent_events"] == ["Morannon"]


@pytest.mark.rule("CoE-5.3", "BWJ-SEQ-2", "BWJ-SEQ-7", "BWJ-SETUP-17")
def test_the_company_leaves_morannon_for_lorien_and_the_card_is_discarded() -> None:
    _, there = decide_from(RULESET, at_dead_marshes(), PLAY, None, 7)
    state = replace(there, phase="organization", step="", turn_start="Morannon", moved=False,
                    tapped_sites=(shared.SITE,))
    moving = [a.id for a in RULESET.actions(state) if a.id.startswith("move:")]
    assert moving == [f"move:{LORIEN}"]  # by the path the card prints, to its nearest Haven
    facts, after = decide_from(RULESET, state, f"move:{LORIEN}", None, 7)
    assert [(dict(f.data), f.rule) for f in facts if f.kind == "MorannonDiscarded"] == [
        ({"card": MORANNON, "site": shared.SITE, "reason": "the company is at another site"},
         "CoE-5.3")]
    assert (after.location, after.morannon, after.resource_discard[-1], after.tapped_sites) \
        == ("Lórien", "", MORANNON, ())
    assert hazard_events.path(after, RULESET.catalog) == tuple(reversed(shared.FROM_LORIEN))
    # Its draws are the origin's, Morannon's own, moving to a Haven (BWJ-SEQ-7).
    assert [dict(f.data)["draws"] for f in facts if f.kind == "PhaseBegan"
            and f.data["phase"] == "movement-hazard"] == [5]
    # Staying there, the card stays.
    _, stayed = decide_from(RULESET, state, "stay", None, 7)
    assert (stayed.morannon, stayed.location) == (shared.SITE, "Morannon")


@pytest.mark.rule("CoE-5.3", "BWJ-SEQ-2")
def test_morannon_is_refused_outside_its_condition_naming_why() -> None:
    def offered(state: State) -> list[str]:
        return [a.id for a in RULESET.actions(state) if MORANNON in a.id]

    moria = at_dead_marshes("Moria")
    assert offered(moria) == []
    assert refused(moria) == ("Morannon cannot be played now: it is played on a company at a "
                              "site in Dagorlad, not at Moria.", "CoE-5.3")
    large = bwj.with_hand(bwj.with_hand(at_dead_marshes(), bwj.THRANDUIL), "TW-136")
    assert offered(large) == []
    assert refused(large) == ("Morannon cannot be played now: it is played on a company of "
                              "size less than 3.", "CoE-5.3")
    unskilled = at_dead_marshes(company=tuple(replace(c, skills=()) for c in FRESH.company))
    assert refused(unskilled) == ("Morannon cannot be played now: it is played on a company "
                                  "with a scout in it.", "CoE-5.3")
    assert refused(at_dead_marshes(phase="site", step="entered")) == (
        "Morannon cannot be played now: it is played as the organization phase ends, in place "
        "of the company's move.", "CoE-5.3")
    assert refused(at_dead_marshes(), f"play:{MORANNON}:move") == (
        "Morannon cannot be played now: it is played as 'site', not 'move'.", "CoE-5.3")
    # A company of the Burglar and one Hand (size 2, the Hobbit counting half) may.
    assert offered(bwj.with_hand(at_dead_marshes(), bwj.THRANDUIL)) == [PLAY]


@pytest.mark.rule("CoE-5.3", "BWJ-SEQ-2")
def test_before_its_version_morannon_stays_in_the_hand() -> None:
    state = at_dead_marshes()
    assert [a.id for a in BEFORE.actions(state) if MORANNON in a.id] == []
    with pytest.raises(IllegalAction) as caught:
        decide_from(BEFORE, state, PLAY, None, 7)
    assert (caught.value.message, caught.value.clause) == (
        "play:TW-286:site is not possible now: the card's conditions (timing, skill, race, "
        "attacker or target) are not met.", "CoE-5.1")
    assert not morannon.plays(str(MORANNON_FROM - 1)) and morannon.plays(str(MORANNON_FROM))


# -- the Guise of the Necromancer, from guise_of_the_necromancer.morannon.SINCE ---------------

DEAD_MARSHES, GUISE_SITE_2 = "TW-384", f"{shared.SITE}-2"


def _guise() -> tuple[GuiseOfTheNecromancer, GuiseState]:
    """The ruleset of a Guise game whose resource deck holds two copies of Morannon (one
    Hauberk of Bright Mail left), and its first state."""
    setup = gon.default()
    resources = [{**r, "count": 1} if r["id"] == "TW-254" else r for r in setup["resources"]]
    game = Chronicle.begin(gon.RULESET, 7, {**setup, "resources": [
        *resources, {"id": MORANNON, "count": 2}]})
    assert isinstance(game.ruleset, GuiseOfTheNecromancer)
    return game.ruleset, game.table.rules


GUISE, GUISE_FRESH = _guise()
GUISE_PLAY = f"permanent-event:{MORANNON}:1"


def _marshes(site: str = DEAD_MARSHES, **changes: Any) -> GuiseState:
    """Radagast (a scout) and Sam at ``site``, where their turn began, in the organization
    phase, Morannon in hand, a hazard deck of duds."""
    company = GUISE_FRESH.companies[0]
    pair = tuple(c for c in company.characters if c.card_id in (gon.RADAGAST, gon.SAM))
    state = replace(GUISE_FRESH, companies=(replace(company, location=site, origin=site,
                                                    characters=pair),),
                    hand=(MORANNON,), hazard_deck=gon.FILLER + GUISE_FRESH.hazard_deck)
    return replace(state, **changes)


def _guise_refused(state: GuiseState, action: str = GUISE_PLAY) -> tuple[str, str | None]:
    with pytest.raises(IllegalAction) as caught:
        gon.act(state, action, ruleset=GUISE)
    return caught.value.message, caught.value.clause


@pytest.mark.rule("GON-GEN-1", "GON-HH-3", "GON-SETUP-13", "CoE-5.3")
def test_in_the_guise_morannon_settles_a_company_move_to_its_site_by_its_own_path() -> None:
    assert guise_morannon.SINCE <= int(gon.RULESET.version)
    assert {shared.SITE, GUISE_SITE_2} <= {c.id for c in GUISE.catalog}  # a site a copy
    state = _marshes()
    assert [a.id for a in GUISE.actions(state) if MORANNON in a.id] == [GUISE_PLAY]
    assert GUISE.policy(state, GUISE.actions(state))[0] != GUISE_PLAY
    facts, declared = gon.act(state, GUISE_PLAY, ruleset=GUISE)
    assert [(f.kind, dict(f.data), f.rule) for f in facts] == [
        ("MorannonPlaced", {"card": MORANNON, "company": "1", "site": shared.SITE}, "CoE-5.3"),
        ("MovementDeclared", {"company": "1", "to": shared.SITE, "by": MORANNON}, "CoE-5.3")]
    assert [GUISE.narrate(f) for f in facts] == [
        "Company 1 plays Morannon: it stands for the company's new site, a Dark-hold in Udûn. "
        "[CoE-5.3]",
        "Company 1 will move to Morannon by Morannon, by its own site path. [CoE-5.3]"]
    # The move is settled: neither another move nor staying is offered.
    assert [a.id for a in GUISE.actions(declared) if a.id.startswith(("move:", "stay:"))] == []
    facts, arrived = gon.act(declared, "go", ruleset=GUISE)
    began = [dict(f.data) for f in facts if f.kind == "MovementHazardBegan"]
    assert began == [{"company": "1", "origin": DEAD_MARSHES, "destination": shared.SITE,
                      "path": ["shadow-land", "dark-domain"], "cards": 5}]
    assert arrived.companies[0].location == shared.SITE
    assert (declared.hand, arrived.morannons) == ((), (("1", shared.SITE),))


@pytest.mark.rule("GON-GEN-1", "GON-SETUP-13", "CoE-5.3")
def test_in_the_guise_the_company_leaves_morannon_and_the_copy_is_discarded() -> None:
    _, declared = gon.act(_marshes(), GUISE_PLAY, ruleset=GUISE)
    _, there = gon.act(declared, "go", ruleset=GUISE)
    company = there.companies[0]
    state = replace(there, phase="organization", step="", pending=(), hazard_hand=(),
                    tapped_sites=(shared.SITE,),
                    companies=(replace(company, origin=company.location, moved=False,
                                       by_card=""),))
    assert [a.id for a in GUISE.actions(state) if a.id.startswith("move:")] == [
        f"move:1:{LORIEN}"]
    _, leaving = gon.act(state, f"move:1:{LORIEN}", ruleset=GUISE)
    facts, after = gon.act(leaving, "go", ruleset=GUISE)
    began = [dict(f.data)["path"] for f in facts if f.kind == "MovementHazardBegan"]
    assert began == [list(reversed(shared.FROM_LORIEN))]
    moved = [(f.kind, dict(f.data)) for f in facts
             if f.kind in ("MorannonDiscarded", "CompanyMoved")]
    assert moved == [
        ("MorannonDiscarded", {"card": MORANNON, "company": "1", "site": shared.SITE,
                               "reason": "the company arrived at another site"}),
        ("CompanyMoved", {"company": "1", "origin": shared.SITE, "to": LORIEN,
                          "site_card": None})]
    # Its site leaves play with it: neither in the location deck nor the discard pile.
    assert (after.morannons, after.tapped_sites, after.resource_discard[-1]) == \
        ((), (), MORANNON)
    assert shared.SITE not in after.location_deck
    assert shared.SITE not in after.resource_discard


@pytest.mark.rule("GON-GEN-1", "CoE-5.3")
def test_in_the_guise_morannon_is_refused_outside_its_condition_naming_why() -> None:
    def offered(state: GuiseState) -> list[str]:
        return [a.id for a in GUISE.actions(state) if MORANNON in a.id]

    lorien = _marshes(LORIEN)
    assert offered(lorien) == []
    assert _guise_refused(lorien) == ("Morannon cannot be played now: it is played on a "
                                      "company at a site in Dagorlad, not at Lórien.", "CoE-5.3")
    whole = replace(_marshes(), companies=(replace(GUISE_FRESH.companies[0],
                                                   location=DEAD_MARSHES),))
    assert _guise_refused(whole) == ("Morannon cannot be played now: it is played on a company "
                                     "of size less than 3.", "CoE-5.3")
    company = _marshes().companies[0]
    blind = _marshes(companies=(replace(company, characters=tuple(
        replace(c, skills=()) for c in company.characters)),))
    assert _guise_refused(blind) == ("Morannon cannot be played now: it is played on a company "
                                     "with a scout in it.", "CoE-5.3")
    _, declared = gon.act(_marshes(hand=(MORANNON, MORANNON)), GUISE_PLAY, ruleset=GUISE)
    assert offered(declared) == []
    assert _guise_refused(declared) == ("Morannon cannot be played now: company 1's move is "
                                        "settled already.", "CoE-5.3")
    assert _guise_refused(_marshes(), f"permanent-event:{MORANNON}:9") == (
        "Morannon cannot be played now: it is played on a company of yours.", "CoE-5.3")
    assert _guise_refused(_marshes(phase="site")) == (
        "Morannon cannot be played now: it is played in the organization phase, in place of "
        "a company's move.", "CoE-5.3")
    assert _guise_refused(_marshes(hand=())) == (
        "Morannon cannot be played now: Morannon is not in the hand.", "CoE-5.3")
    # Both copies in play, each standing for its own site: no third.
    full = _marshes(morannons=(("2", shared.SITE), ("3", GUISE_SITE_2)))
    assert _guise_refused(full) == ("Morannon cannot be played now: every copy in your decks "
                                    "is in play already, each standing for its own site.",
                                    "CoE-5.3")
    _, second = gon.act(_marshes(morannons=(("2", shared.SITE),)), GUISE_PLAY, ruleset=GUISE)
    assert second.morannons == (("2", shared.SITE), ("1", GUISE_SITE_2))


@pytest.mark.rule("GON-GEN-1", "CoE-5.3")
def test_in_the_guise_before_its_version_morannon_stays_in_the_hand() -> None:
    before = GUISE.at_version(str(guise_morannon.SINCE - 1))
    state = _marshes()
    assert [a.id for a in before.actions(state) if MORANNON in a.id] == []
    with pytest.raises(IllegalAction) as caught:
        gon.act(state, GUISE_PLAY, ruleset=before)
    assert (caught.value.message, caught.value.clause) == (
        "Morannon is not a resource long-event or environment played by its card here.",
        "CoE-2.III.2")
    assert gon.RULESET.narrate(Fact("MovementDeclared", {"company": "1", "to": LORIEN,
                                                          "by": "TW-220"}, "CoE-5.3")) \
        == "Company 1 will move to Lórien by Eagle-mounts, with no site path. [CoE-5.3]"
