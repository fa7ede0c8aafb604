"""From ``moves.SHARED_SITE_SINCE`` a company may move to a site where another of the
player's companies is (CoE 2.II.7: the new site is a site card of the location deck, or one
at which the player already has a different company), though its card is out of the location
deck: the two companies share the card, which stays in play while either is there or a
company is declared moving to it. The version before moved a company only to the location
deck's sites."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.chronicle import Chronicle
from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer.moves import SHARED_SITE_SINCE
from domain.rulesets.guise_of_the_necromancer.state import Company, State
from tests.rules.necromancer_support import (
    CELEBORN,
    DOL_GULDUR,
    HALDIR,
    ISENGARD,
    LORIEN,
    RADAGAST,
    RIVENDELL,
    RULESET,
    SAM,
    act,
    fresh,
    ids,
)

BEFORE = RULESET.at_version(str(SHARED_SITE_SINCE - 1))


def held() -> State:
    """Radagast, Celeborn and Sam at Dol Guldur (its card out of the location deck), Haldir
    at Lórien, in the organization phase."""
    state = fresh()
    first = state.companies[0]
    away = tuple(c for c in first.characters if c.card_id != HALDIR)
    haldir = tuple(c for c in first.characters if c.card_id == HALDIR)
    return replace(state, companies=(
        Company("1", DOL_GULDUR, away, origin=DOL_GULDUR),
        Company("2", LORIEN, haldir, origin=LORIEN)), next_company=3,
        location_deck=tuple(s for s in state.location_deck if s != DOL_GULDUR))


def moves(state: State, company: str, ruleset: object = RULESET) -> list[str]:
    return [i for i in ids(state, ruleset) if i.startswith(f"move:{company}:")]  # type: ignore[arg-type]


@pytest.mark.rule("CoE-2.II.7")
def test_a_company_may_move_to_the_site_of_another_of_its_players_companies() -> None:
    state = held()
    assert DOL_GULDUR not in state.location_deck
    assert f"move:2:{DOL_GULDUR}" in moves(state, "2")
    facts, after = act(state, f"move:2:{DOL_GULDUR}")
    assert [(f.kind, f["company"], f["to"]) for f in facts] == [
        ("MovementDeclared", "2", DOL_GULDUR)]
    assert after.company("2").destination == DOL_GULDUR  # type: ignore[union-attr]
    # The version before offered the location deck's sites only, and refused it so.
    assert f"move:2:{DOL_GULDUR}" not in moves(state, "2", BEFORE)
    with pytest.raises(IllegalAction) as refused:
        act(state, f"move:2:{DOL_GULDUR}", ruleset=BEFORE)
    assert refused.value.clause == "CoE-2.II.7.i"
    assert str(refused.value) == (
        f"Company 2 cannot move to {DOL_GULDUR}: the site is not in the location deck or no site "
        "path joins it to the company's site. [CoE-2.II.7.i]")


@pytest.mark.rule("CoE-2.II.7")
def test_a_site_no_company_of_the_player_is_at_is_still_refused_by_name() -> None:
    state = held()
    _, there = act(state, f"move:2:{ISENGARD}")  # in the location deck: offered as before
    assert there.company("2").destination == ISENGARD  # type: ignore[union-attr]
    gone = replace(state, location_deck=tuple(s for s in state.location_deck if s != ISENGARD))
    with pytest.raises(IllegalAction) as refused:
        act(gone, f"move:2:{ISENGARD}")
    assert (str(refused.value), refused.value.clause) == (
        f"Company 2 cannot move to {ISENGARD}: the site is not in the location deck, nor "
        "another of your companies' site, or no site path joins it to the company's site. "
        "[CoE-2.II.7.i]", "CoE-2.II.7.i")


def seeded(version: str | None) -> Chronicle:
    """Seed 1's game: seed 1, the default set-up; in turn 1 Haldir splits away at
    Lórien and Radagast's company moves to Dol Guldur; its site phase there does nothing (no
    ``enter``), the automatic player's choices otherwise; up to turn 2's organization."""
    ruleset = RULESET.at_version(version) if version else RULESET
    chronicle = Chronicle.begin(ruleset, 1, {})
    for action in (f"split:1:{HALDIR}", f"move:1:{DOL_GULDUR}", "go"):
        chronicle.decide(action, {})
    to_turn(chronicle, 2)
    return chronicle


def to_turn(chronicle: Chronicle, turn: int) -> None:
    """The automatic player's choices, ``leave`` for ``enter``, up to ``turn``'s
    organization phase."""
    while not (chronicle.table.rules.turn == turn
               and chronicle.table.rules.phase == "organization"):
        action, args = chronicle.ruleset.automatic_choice(chronicle.table.rules)
        chronicle.decide("leave" if action == "enter" else action, args)


@pytest.mark.rule("CoE-2.II.7", "GON-WIN-1")
def test_seed_1s_game_moves_haldir_to_the_company_at_dol_guldur() -> None:
    game = seeded(None)
    state = game.table.rules
    assert [(c.id, c.location, c.ids()) for c in state.companies] == [
        ("1", DOL_GULDUR, (RADAGAST, CELEBORN, SAM)), ("2", LORIEN, (HALDIR,))]
    assert moves(state, "2") == [f"move:2:{ISENGARD}", f"move:2:{RIVENDELL}",
                                 "move:2:TW-393", f"move:2:{DOL_GULDUR}"]
    before = seeded(str(SHARED_SITE_SINCE - 1))
    assert before.version == game.version == 119
    assert moves(before.table.rules, "2", BEFORE) == [
        f"move:2:{ISENGARD}", f"move:2:{RIVENDELL}", "move:2:TW-393"]
    # Company 1 goes back to Lórien as Haldir comes: Dol Guldur's card stays in play for
    # him (neither in the location deck nor discarded), shared once he is there.
    for action in (f"move:2:{DOL_GULDUR}", f"move:1:{LORIEN}", "go"):
        game.decide(action, {})
    to_turn(game, 3)
    moved = [r.data for r in game.records if r.kind == "CompanyMoved" and r.version > 119]
    assert [(d["company"], d["origin"], d["to"], d["site_card"]) for d in moved] == [
        ("1", DOL_GULDUR, LORIEN, None), ("2", LORIEN, DOL_GULDUR, None)]
    state = game.table.rules
    assert [(c.id, c.location) for c in state.companies] == [("1", LORIEN), ("2", DOL_GULDUR)]
    assert DOL_GULDUR not in state.location_deck and DOL_GULDUR not in state.resource_discard
    assert [r.data["company"] for r in game.records
            if r.kind == "SitePhaseBegan" and r.data["site"] == DOL_GULDUR
            and r.version > 119] == ["2"]
