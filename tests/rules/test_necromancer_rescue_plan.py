"""Guise of the Necromancer: the automatic player's plan for Rescue Prisoners at Dol Guldur
from ``rescue_plan.SINCE`` (the card played at a hold already tapped, held by a character
untapped after its Spiders): it keeps out of the nine automatic-attack strikes (GON-PLAY-4)
the characters the absent opponent picks last (GON-TARGET-1), one of them taking -3 to stay
untapped (CoE 3.iv.3); the item that taps the hold goes to the opponent's first pick, the card
is held by the last. Versions before it choose as they did."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.ruleset import Context, Fact, Table
from domain.rulesets.guise_of_the_necromancer import rescue_plan
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import WATCHFUL_PEACE, State
from tests.rules.necromancer_support import (
    DOL_GULDUR,
    FILLER,
    GALADRIEL,
    GANDALF,
    RADAGAST,
    RESCUE,
    RULESET,
    SAM,
    SARUMAN,
    act,
    fresh,
    hazards,
    inside,
)

PLANNED = RULESET.at_version(str(rescue_plan.SINCE))
BEFORE = RULESET.at_version(str(rescue_plan.SINCE - 1))
HALDIR, CELEBORN = "TW-164", "TW-136"
SWORD = "TW-336"  # Sword of Gondolin, a major item Dol Guldur plays


def arrived(**changes: object) -> State:
    """Radagast, Haldir, Celeborn and Sam have arrived at Dol Guldur, untapped, with Rescue
    Prisoners and a Sword of Gondolin in the hand."""
    return hazards(inside(DOL_GULDUR, **{"step": "arrived", "hand": (RESCUE, SWORD),
                                         **changes}), [], FILLER)


def choice(state: State, ruleset: GuiseOfTheNecromancer) -> str:
    return ruleset.policy(state, ruleset.actions(state))[0]


def first_attack(ruleset: GuiseOfTheNecromancer, seed: int) -> tuple[list[str], State]:
    """The automatic player's choices from entering to the end of the Orcs' attack."""
    chosen, state = ["enter"], act(arrived(), "enter", seed=seed, ruleset=ruleset)[1]
    while state.fight is not None and state.fight.attack.race == "Orcs":
        chosen.append(choice(state, ruleset))
        state = act(state, chosen[-1], seed=seed, ruleset=ruleset)[1]
    return chosen, state


def tapped_but(state: State, *untapped: str) -> State:
    company = state.companies[0]
    return replace(state, companies=(replace(company, characters=tuple(
        c if c.card_id in untapped else c.tap() for c in company.characters)),))


@pytest.mark.rule("GON-PLAY-4", "GON-TARGET-1", "CoE-3.iv.3", "GON-STAGE-1")
def test_the_character_the_opponent_picks_last_is_kept_out_of_the_strikes():
    chosen, after = first_attack(PLANNED, seed=3)
    # The defender gives Celeborn and Sam a strike, not Haldir, whom the Undead's and the
    # Trolls' strikes will not reach (three companions rank before him); the opponent gives
    # him the fourth, and he takes -3 to stay untapped.
    assert chosen == ["enter", f"assign:{CELEBORN}", f"assign:{SAM}", "assign-done",
                      f"resolve:{CELEBORN}", "roll", f"resolve:{SAM}", "roll",
                      f"resolve:{RADAGAST}", "roll", "stay-untapped", "roll"]
    assert after.companies[0].character(HALDIR).state == "untapped"
    # Before: the strongest but the Wizard face the strikes first, Haldir among them, and no
    # one takes -3.
    chosen, after = first_attack(BEFORE, seed=3)
    assert chosen[:5] == ["enter", f"assign:{CELEBORN}", f"assign:{HALDIR}", f"assign:{SAM}",
                          "assign-done"]
    assert "stay-untapped" not in chosen


@pytest.mark.rule("GON-STAGE-1", "CoE-2.V.4")
def test_the_item_taps_the_hold_by_the_opponents_first_pick_and_the_last_holds_the_card():
    two = tapped_but(arrived(step="entered"), SAM, HALDIR)
    assert choice(two, PLANNED) == f"item:{SWORD}:{SAM}"
    # One untapped: he taps the hold this turn, the card waits for the next.
    one = tapped_but(arrived(step="entered"), HALDIR)
    assert choice(one, PLANNED) == f"item:{SWORD}:{HALDIR}"
    tapped = replace(one, tapped_sites=(DOL_GULDUR,))
    assert choice(tapped, PLANNED) == "rescue"
    # No one untapped to hold it: the card is kept.
    none = replace(tapped_but(arrived(step="entered")), tapped_sites=(DOL_GULDUR,))
    assert choice(none, PLANNED) == "done"
    assert choice(none, BEFORE) == "done"  # there it was played at an untapped hold only
    # In the Spiders' attack the holder is given no strike.
    spiders = act(tapped, "rescue", seed=3, ruleset=PLANNED)[1]
    assert choice(spiders, PLANNED) == "assign-done"


@pytest.mark.rule("GON-PLAY-4", "GON-STAGE-1")
def test_the_company_enters_only_with_a_character_to_keep():
    assert choice(arrived(), PLANNED) == "enter"
    # Haldir tapped: Celeborn and Sam would face the Undead's strikes too; it waits a turn.
    assert choice(tapped_but(arrived(), RADAGAST, CELEBORN, SAM), PLANNED) == "leave"
    assert choice(tapped_but(arrived(), RADAGAST, CELEBORN, SAM), BEFORE) == "enter"


def council_at_lorien() -> State:
    """The White Council gathered at Lórien with Celeborn, Sam and Haldir (seven, Sam
    counting half), Rescue Prisoners and a Sword of Gondolin in the hand, the hazard deck all
    Corsairs (no attack on the way: each a dud, GON-DUD-4)."""
    state = fresh()
    members = tuple(RULESET._character(state, c) for c in (
        RADAGAST, SARUMAN, GANDALF, GALADRIEL, CELEBORN, SAM, HALDIR))
    return hazards(replace(state, stage=WATCHFUL_PEACE, general_influence=20,
                           companies=(replace(state.companies[0], characters=members),),
                           hand=(RESCUE, SWORD)), [], FILLER * 2)


def played_out(state: State, seed: int, ruleset: GuiseOfTheNecromancer
               ) -> tuple[list[str], list[Fact], State]:
    """The automatic player's choices from ``state`` to the game's end, one run of dice."""
    table, chosen, facts = Table(seed, {}, state), [], []
    while table.rules.outcome is None and len(chosen) < 200:
        action, args = ruleset.policy(table.rules, ruleset.actions(table.rules))
        ctx = Context(ruleset, table)
        ruleset.decide(ctx, action, args)
        chosen.append(action)
        facts += ctx.facts
        table = ctx.table
    return chosen, facts, table.rules


@pytest.mark.rule("GON-WIN-1", "GON-PLAY-4", "GON-TARGET-1", "GON-STAGE-1")
def test_the_automatic_player_wins_with_the_white_council_by_the_plan():
    chosen, facts, after = played_out(council_at_lorien(), seed=1, ruleset=PLANNED)
    # Haldir and Sam, ranked last, face none of the nine strikes; Sam's Sword taps the hold,
    # the Spiders' strikes go to the Wizards, and Haldir holds the card.
    assert [c for c in chosen if not c.startswith(("resolve:", "roll"))] == [
        f"move:1:{DOL_GULDUR}", "go", "enter", f"assign:{CELEBORN}", f"assign:{GALADRIEL}",
        "assign-done", "assign-done", "assign-done", f"item:{SWORD}:{SAM}", "rescue",
        "assign-done", f"hold-prisoners:{HALDIR}"]
    assert [f.kind for f in facts].count("StrikeAssigned") == 11  # 4, 3, 2, the Spiders' 2
    assert not [f for f in facts if f.kind == "StrikeAssigned"
                and f["character"] in (SAM, HALDIR)]
    assert PLANNED.result(after) == {
        "outcome": "won", "reason": "the White Council has driven Sauron out of Dol Guldur",
        "ended_by": "the White Council", "turns": 1, "stage": WATCHFUL_PEACE, "score": 4,
        "degree": "the Necromancer slips away with his resources intact"}
