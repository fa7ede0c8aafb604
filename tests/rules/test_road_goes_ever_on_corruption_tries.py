"""The Road Goes Ever On from ``corruption.ONE_TRY_SINCE``: a corruption card is tried without
tapping (-3) only if not yet tried this turn, and that try is its last of the turn (CoE 7.3); by
tapping it may be tried again while no try without tapping was made (CoE 7.3.1). Before, only
the try without tapping was limited (once a turn, TD-CORR-2): a bearer who failed it tapped to
try again, and those versions replay as played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from api.commands.simulate import autoplay
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import corruption
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import at_version, card, organizing, refused

NOW, BEFORE = str(corruption.ONE_TRY_SINCE), str(corruption.ONE_TRY_SINCE - 1)


def bearing(rgo: RoadGoesEverOn) -> State:
    """The organizing company, Aragorn bearing Lure of the Senses (removed on 7 or more)."""
    return organizing(rgo, permanent_hazards=((card(rgo, "Lure of the Senses"),
                                               card(rgo, "Aragorn II")),))


def tries(rgo: RoadGoesEverOn, start: State, seed: int, *actions: str
          ) -> tuple[list[Fact], State]:
    ctx = Context(rgo, Table(seed, {}, start))
    for action in actions:
        rgo.decide(ctx, action, {})
    return ctx.facts, ctx.state


def removals(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith("remove-corruption")]




@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_plays_one_try_without_tapping(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= corruption.ONE_TRY_SINCE == 225
    assert BEFORE in rgo.replays


@pytest.mark.rule("CoE-7.3", "CoE-7.3.1", "TD-CORR-1")
def test_a_card_tried_without_tapping_is_not_tried_again_by_tapping(rgo: RoadGoesEverOn) -> None:
    lure, aragorn = card(rgo, "Lure of the Senses"), card(rgo, "Aragorn II")
    untapped, tapped = f"remove-corruption-untapped:{lure}:{aragorn}", \
        f"remove-corruption:{lure}:{aragorn}"
    now, before = at_version(rgo, NOW), at_version(rgo, BEFORE)
    facts, after = tries(now, bearing(rgo), 4, untapped)
    rolled = facts[-1]
    assert (rolled.kind, rolled["removed"], rolled["modifier"], rolled["tapped"]) == (
        "HazardRemovalRolled", False, -3, False)
    assert after.character(aragorn).untapped  # type: ignore[union-attr]
    assert removals(now, after) == []
    assert refused(now, after, tapped, "CoE-7.3") == (
        "Lure of the Senses has already been tried without tapping this turn: no more "
        "attempts to remove it are made this turn. [CoE-7.3]")
    # Before: the failed try at -3 left the tapped one, which removed the card.
    facts, after = tries(before, bearing(rgo), 4, untapped)
    assert "tapped" not in facts[-1].data
    assert removals(before, after) == [tapped]
    facts, after = tries(before, after, 4, tapped)
    assert (facts[-1].kind, after.permanent_hazards) == ("CorruptionCardRemoved", ())


@pytest.mark.rule("CoE-7.3", "CoE-7.3.1")
def test_a_card_tried_by_tapping_is_not_tried_without_but_may_be_tapped_for_again(
        rgo: RoadGoesEverOn) -> None:
    lure, aragorn = card(rgo, "Lure of the Senses"), card(rgo, "Aragorn II")
    untapped, tapped = f"remove-corruption-untapped:{lure}:{aragorn}", \
        f"remove-corruption:{lure}:{aragorn}"
    now = at_version(rgo, NOW)
    facts, after = tries(now, bearing(rgo), 24, tapped)  # rolls 4, needs 7
    assert (facts[-1]["removed"], facts[-1]["tapped"]) == (False, True)
    assert removals(now, after) == []
    assert refused(now, after, untapped, "CoE-7.3") == (
        "Lure of the Senses has already been tried by tapping this turn: an attempt without "
        "tapping is made only on a card not yet tried. [CoE-7.3]")
    # Untapped again (as a card may untap him), he may tap to try again (CoE 7.3.1), but still
    # not try without tapping.
    again = replace(after, characters=tuple(c.with_state("untapped") if c.card_id == aragorn
                                            else c for c in after.characters))
    assert removals(now, again) == [tapped]
    # Before, the try without tapping was left after a tapped one.
    before = at_version(rgo, BEFORE)
    assert removals(before, tries(before, bearing(rgo), 24, tapped)[1]) == [untapped]


@pytest.mark.rule("CoE-7.3", "CoE-7.3.1")
def test_seed_0_bilbo_no_longer_taps_to_retry_lure_of_the_senses(rgo: RoadGoesEverOn) -> None:
    """Seed 0, turn 5: at 224 (the version before) Bilbo failed Lure of the Senses at -3
    (v492-495) and tapped to try again, removing it (v505-508); from 225 no game of the seed
    taps for a card tried without tapping that turn."""
    def attempts(version: str) -> list[tuple[int, str, bool]]:
        """(turn, action kind, removed) of each removal attempt of seed 0's game."""
        out, turn, kind = [], 0, ""
        for record in autoplay(rgo.at_version(version), 0, {}).chronicle.history():
            fact = record.fact
            if fact.kind == "TurnBegan":
                turn = int(fact["turn"])
            elif fact.kind == "Decision" and str(fact["action"]).startswith("remove-corr"):
                kind, _, card_id = str(fact["action"]).partition(":")
                kind = f"{kind}:{card_id.partition(':')[0]}"
            elif fact.kind == "HazardRemovalRolled":
                out.append((turn, kind, bool(fact["removed"])))
        return out

    lure = card(rgo, "Lure of the Senses")
    before = attempts(BEFORE)
    assert [a for a in before if a[0] == 5 and a[1].endswith(lure)] == [
        (5, f"remove-corruption-untapped:{lure}", False), (5, f"remove-corruption:{lure}", True)]
    now = attempts(NOW)
    tried_untapped = {(t, k.partition(":")[2]) for t, k, _ in now if k.startswith(
        corruption.UNTAPPED)}
    assert tried_untapped and not [a for a in now if a[1].startswith("remove-corruption:")
                                   and (a[0], a[1].partition(":")[2]) in tried_untapped]
