"""The automatic player of The Road Goes Ever On gives an attack's strikes so that a character
is left untapped to take the quest of the site its company is bound for (defense_policy.py,
RGO-QUEST-4): the others are struck first, and a character stays untapped at -3 (CoE 3.iv.3)
when that would seldom wound it. Constructed states decided by the real policy."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.combat import Attack
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import defense_policy
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import MOVEMENT_HAZARD, AwaitedStrikes, Quest, State
from tests.rules.rgo_support import card, company, ids, state

ARAGORN, LEGOLAS, BILBO = "TW-120", "TW-168", "TW-131"


def bound_for_bree(rgo: RoadGoesEverOn, strikes: int, prowess: int, quest: str | None,
                   *names: str) -> State:
    """Wolves with ``strikes`` at ``prowess`` on the company on its way from Rivendell to Bree,
    where ``quest`` (if any) is shown on the Quest Display."""
    wolves = card(rgo, "Wolves")
    attack = Attack(wolves, "Wolves", "Wolves", strikes, prowess, marshalling_points=1)
    bree = card(rgo, "Bree")
    display = (Quest(card(rgo, quest), (bree,)),) if quest else ()
    return state(rgo, phase=MOVEMENT_HAZARD, destination=bree, path=("wilderness", "wilderness"),
                 keyed_to="region 1 (wilderness)", display=display,
                 characters=company(rgo, *(names or ("Aragorn II", "Legolas"))),
                 awaited_strikes=AwaitedStrikes(attack.to_json(), "RGO-HAZ-2", wolves))


def defended(rgo: RoadGoesEverOn, start: State) -> list[str]:
    """The automatic player's decisions until the attack's strikes are all given."""
    ctx = Context(rgo, Table(1, {}, start))
    chosen = []
    while ctx.state.awaited_strikes is not None:
        action, args = rgo.policy(ctx.state, rgo.actions(ctx.state))
        chosen.append(action)
        rgo.decide(ctx, action, args)
    return chosen


@pytest.mark.rule("RGO-QUEST-4", "CoE-3.iv.3")
def test_the_diplomat_bound_for_a_faction_is_spared_the_strike(rgo) -> None:  # type: ignore[no-untyped-def]
    # One strike at 8: with no quest at Bree it goes to Aragorn, the strongest, who stays
    # untapped (6 - 3 against 8: wounded below a roll of 5, 6 of 36). Bound for the Rangers
    # of the North, Aragorn (direct influence 3) is kept for them: Legolas takes the strike,
    # untapped at his -2 (wounded below 5 too).
    # The other, given none, could support: the automatic player resolves the strike.
    assert defended(rgo, bound_for_bree(rgo, 1, 8, None)) == [
        f"stand:{ARAGORN}", f"assign:{ARAGORN}", "assign-rest"]
    assert defended(rgo, bound_for_bree(rgo, 1, 8, "Rangers of the North")) == [
        f"stand:{LEGOLAS}", f"assign:{LEGOLAS}", "assign-rest"]


@pytest.mark.rule("RGO-QUEST-4", "CoE-3.iv.3")
def test_for_an_item_the_weakest_is_kept(rgo) -> None:  # type: ignore[no-untyped-def]
    # Two strikes at 8 on Aragorn, Legolas and Bilbo. For the Rangers, Aragorn is kept and
    # Bilbo (1 - 3 against 8: wounded below 10, 30 of 36) faces his strike tapping; for
    # Glamdring, Bilbo is kept and the two warriors stand.
    three = ("Aragorn II", "Legolas", "Bilbo")
    assert defended(rgo, bound_for_bree(rgo, 2, 8, "Rangers of the North", *three)) == [
        f"stand:{LEGOLAS}", f"assign:{LEGOLAS}", f"assign:{BILBO}", "assign-rest"]
    assert defended(rgo, bound_for_bree(rgo, 2, 8, "Glamdring", *three)) == [
        f"stand:{ARAGORN}", f"assign:{ARAGORN}", f"stand:{LEGOLAS}", f"assign:{LEGOLAS}",
        "assign-rest"]


@pytest.mark.rule("CoE-3.iv.3")
def test_the_kept_character_stands_at_a_greater_risk_than_the_others(rgo) -> None:  # type: ignore[no-untyped-def]
    # Two strikes at 9 for two characters: each is struck. Legolas (5 - 2 against 9: wounded
    # below 6, 10 of 36) taps; Aragorn, kept for the Rangers, stands at the same 10 of 36
    # (defense_policy.KEEPER_RISK), not at 15 of 36 against a strike at 10.
    assert defense_policy.OTHER_RISK < 10 <= defense_policy.KEEPER_RISK < 15
    # Every strike given, the defender may still choose on them (chance_strikes.GIVEN_SINCE):
    # the automatic player resolves them.
    assert defended(rgo, bound_for_bree(rgo, 2, 9, "Rangers of the North")) == [
        f"assign:{LEGOLAS}", f"stand:{ARAGORN}", f"assign:{ARAGORN}", "assign-rest"]
    assert defended(rgo, bound_for_bree(rgo, 2, 10, "Rangers of the North")) == [
        f"assign:{LEGOLAS}", f"assign:{ARAGORN}", "assign-rest"]


@pytest.mark.rule("CoE-3.iv.2", "CoE-3.iv.3")
def test_the_excess_strikes_weigh_on_the_choice_to_stand(rgo) -> None:  # type: ignore[no-untyped-def]
    # Four strikes at 8 on two characters: the first struck, Aragorn, takes the two excess
    # strikes' -2 (6 - 3 - 2 against 8: wounded below 7, 15 of 36) and taps; Legolas stands.
    assert defended(rgo, bound_for_bree(rgo, 4, 8, None)) == [
        f"assign:{ARAGORN}", f"stand:{LEGOLAS}", f"assign:{LEGOLAS}", "assign-rest"]


@pytest.mark.rule("RGO-QUEST-4")
def test_no_character_is_kept_for_a_tapped_site(rgo) -> None:  # type: ignore[no-untyped-def]
    start = bound_for_bree(rgo, 1, 8, "Rangers of the North")
    assert defense_policy.keeper(start, rgo.catalog.get) == ARAGORN
    tapped = replace(start, tapped_sites=ids(rgo, "Bree"))
    assert defense_policy.keeper(tapped, rgo.catalog.get) is None
    assert defended(rgo, tapped) == [f"stand:{ARAGORN}", f"assign:{ARAGORN}", "assign-rest"]
