"""From ``moves.PLACE_SINCE`` a character comes into play from the hand only at the player's
Wizard's site (his avatar's), or under the direct influence of a character of the company it
joins (``play:<card>:<company>:<controller>``, CoE 2.II.2.2); and the influence counted
against its mind is what may control it: the Wizard's direct influence, pooled with general
influence, only in his own company (CoE 2.II.3.2, GON-SETUP-10), general influence alone
elsewhere: for a follower going back under it, and at the organization phase's end (CoE
2.II.8) for a character split away from the Wizard's company. The version before brought a
character into play at any haven or home site, the Wizard's direct influence counted in
every company."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.chronicle import Chronicle
from domain.engine.characters import Character
from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer.moves import PLACE_SINCE, general_left
from domain.rulesets.guise_of_the_necromancer.state import Company, State
from tests.rules.necromancer_support import (
    CATALOG,
    CELEBORN,
    GALADRIEL,
    HALDIR,
    LORIEN,
    RADAGAST,
    RIVENDELL,
    RULESET,
    act,
    fresh,
    ids,
    kinds,
)

BEFORE = RULESET.at_version(str(PLACE_SINCE - 1))
LEGOLAS, ARWEN = "TW-168", "TW-122"  # mind 6, from Thranduil's Halls; mind 3, from Rivendell


def apart(wizard_at: str, *others: str, hand: tuple[str, ...] = (LEGOLAS, ARWEN),
          general: int = 5) -> State:
    """Radagast alone in company 1 at ``wizard_at``, ``others`` in company 2 at Lórien (a
    haven), ``hand`` the hand, ``general`` the general influence, in the organization
    phase."""
    state = fresh()
    wizard = state.companies[0].character(RADAGAST)
    assert wizard is not None
    second = tuple(Character.from_card(CATALOG.get(c)) for c in others)
    return replace(state, companies=(Company("1", wizard_at, (wizard,), origin=wizard_at),
                                     Company("2", LORIEN, second, origin=LORIEN)),
                   next_company=3, followers=(), hand=hand, general_influence=general)


def plays(state: State, ruleset: object = RULESET) -> list[str]:
    return [i for i in ids(state, ruleset) if i.startswith("play:")]  # type: ignore[arg-type]


@pytest.mark.rule("CoE-2.II.2.2")
def test_away_from_the_wizard_a_character_comes_into_play_under_no_general_influence() -> None:
    state = apart(RIVENDELL, HALDIR)  # Haldir's direct influence is 0: no one to follow
    assert plays(state) == [f"play:{LEGOLAS}:1", f"play:{ARWEN}:1"]
    with pytest.raises(IllegalAction) as refused:
        act(state, f"play:{LEGOLAS}:2")
    assert (str(refused.value), refused.value.clause) == (
        "Legolas comes into play away from Radagast's site only under the direct influence "
        "of a character of the company it joins. [CoE-2.II.2.2]", "CoE-2.II.2.2")
    # The version before brought him into play at Lórien, Radagast's influence counted there.
    assert plays(state, BEFORE) == [f"play:{LEGOLAS}:1", f"play:{ARWEN}:1",
                                    f"play:{LEGOLAS}:2", f"play:{ARWEN}:2"]
    facts, after = act(state, f"play:{LEGOLAS}:2", ruleset=BEFORE)
    assert kinds(facts) == ["CharacterPlayed"] and after.company_of(LEGOLAS).id == "2"  # type: ignore[union-attr]


@pytest.mark.rule("CoE-2.II.2.2", "CoE-2.II.3.2")
def test_away_from_the_wizard_a_character_comes_into_play_as_a_follower() -> None:
    # Galadriel (mind 9, direct influence 4) and Haldir (3) at Lórien, on the 20 general
    # influence of the Watchful Peace: 8 of it left, but not at Radagast's site.
    state = apart(RIVENDELL, HALDIR, GALADRIEL, general=20)
    assert general_left(state, CATALOG) == 8
    # Arwen's mind 3 fits Galadriel's 4, Legolas's 6 does not; Haldir has none.
    assert plays(state) == [f"play:{LEGOLAS}:1", f"play:{ARWEN}:1",
                            f"play:{ARWEN}:2:{GALADRIEL}"]
    facts, after = act(state, f"play:{ARWEN}:2:{GALADRIEL}")
    assert [(f.kind, f.rule) for f in facts] == [("CharacterPlayed", "CoE-2.II.2"),
                                                 ("FollowerTaken", "CoE-2.II.3.2")]
    assert (facts[0]["card"], facts[0]["company"]) == (ARWEN, "2")
    assert after.followers == ((ARWEN, GALADRIEL),) and after.character_played
    assert general_left(after, CATALOG) == general_left(state, CATALOG)  # her mind not taken
    with pytest.raises(IllegalAction) as refused:
        act(state, f"play:{LEGOLAS}:2:{GALADRIEL}")
    assert (str(refused.value), refused.value.clause) == (
        "Legolas has mind 6, more than Galadriel's direct influence left. [CoE-2.II.3.2]",
        "CoE-2.II.3.2")
    # The version before offered no such play.
    assert f"play:{ARWEN}:2:{GALADRIEL}" not in plays(state, BEFORE)
    with pytest.raises(IllegalAction):
        act(state, f"play:{ARWEN}:2:{GALADRIEL}", ruleset=BEFORE)


@pytest.mark.rule("CoE-2.II.3.2", "GON-SETUP-10")
def test_at_the_wizards_site_another_company_counts_general_influence_alone() -> None:
    state = apart(LORIEN, HALDIR)  # general influence 5, Haldir's mind 3 under it
    assert general_left(state, CATALOG) == 2
    # Legolas (6) and Arwen (3) join Radagast's company on his pooled influence (15 - 3).
    assert plays(state) == [f"play:{LEGOLAS}:1", f"play:{ARWEN}:1"]
    with pytest.raises(IllegalAction) as refused:
        act(state, f"play:{ARWEN}:2")
    assert (str(refused.value), refused.value.clause) == (
        "Arwen has mind 3, more than the 2 general influence left away from Radagast's "
        "company (his direct influence controls only its characters). [GON-SETUP-10]",
        "GON-SETUP-10")
    # The minds of Radagast's own company beyond his 10 take general influence too: the
    # starting company's Haldir, Celeborn and Sam, 13, leave 5 - 3 of it.
    assert general_left(fresh(), CATALOG) == 2
    assert plays(state, BEFORE) == [f"play:{LEGOLAS}:1", f"play:{ARWEN}:1",
                                    f"play:{LEGOLAS}:2", f"play:{ARWEN}:2"]


def played_to_turn_two(version: str | None) -> Chronicle:
    """The reviewed game: seed 1, Haldir the only starting character; in turn 1 he splits
    away at Lórien and Radagast moves to Rivendell; the automatic player's choices otherwise,
    but for keeping the characters drawn at the end of the turn; up to turn 2's
    organization."""
    ruleset = RULESET.at_version(version) if version else RULESET
    chronicle = Chronicle.begin(ruleset, 1, {"company": ["Haldir"]})
    for action in (f"split:1:{HALDIR}", f"move:1:{RIVENDELL}", "go"):
        chronicle.decide(action, {})
    while not (chronicle.table.rules.turn == 2 and chronicle.table.rules.phase == "organization"):
        offered = [a.id for a in chronicle.actions()]
        kept = [i for i in offered if i.startswith("discard:")
                and not CATALOG.get(i.split(":")[1]).is_character]
        chronicle.decide("keep" if "keep" in offered else kept[0] if kept else
                         chronicle.ruleset.automatic_choice(chronicle.table.rules)[0], {})
    return chronicle


@pytest.mark.rule("CoE-2.II.2.2")
def test_the_reviewed_game_brings_legolas_into_play_only_with_radagast() -> None:
    game = played_to_turn_two(None)
    state = game.table.rules
    assert [(c.id, c.location, c.ids()) for c in state.companies] == [
        ("1", RIVENDELL, (RADAGAST,)), ("2", LORIEN, (HALDIR,))]
    assert LEGOLAS in state.hand
    assert [i for i in plays(state) if LEGOLAS in i] == [f"play:{LEGOLAS}:1"]
    # Version 127 brought him into play with Haldir at Lórien, on Radagast's influence.
    before = played_to_turn_two(str(PLACE_SINCE - 1))
    assert before.version == game.version == 68
    assert [i for i in plays(before.table.rules, BEFORE) if LEGOLAS in i] == \
        [f"play:{LEGOLAS}:1", f"play:{LEGOLAS}:2"]


@pytest.mark.rule("CoE-2.II.8", "CoE-2.II.3.2", "GON-SETUP-10")
def test_a_character_split_away_from_the_wizard_takes_general_influence_alone() -> None:
    # Celeborn (mind 6) leaves Radagast's company at Lórien: his 10 still covers Haldir and
    # Sam (7), but not Celeborn, whom the 5 general influence does not cover.
    _, split = act(fresh(), f"split:1:{CELEBORN}")
    _, state = act(split, f"move:1:{RIVENDELL}")
    assert general_left(state, CATALOG) == -1
    assert "go" not in ids(state)
    # Only Celeborn's leaving helps: Haldir and Sam, under Radagast's 10, are not offered.
    assert [i for i in ids(state) if i.startswith("discard-character:")] == \
        [f"discard-character:{CELEBORN}"]
    with pytest.raises(IllegalAction) as refused:
        act(state, "go")
    assert (str(refused.value), refused.value.clause) == (
        "The organization phase cannot end: the mind of the characters under general "
        "influence is 1 more than it; discard one (discard-character:<character>, not a "
        "Wizard) or make one a follower. [CoE-2.II.8]", "CoE-2.II.8")
    facts, after = act(state, f"discard-character:{CELEBORN}")
    assert kinds(facts) == ["CharacterDiscarded"] and "go" in ids(after)
    # The version before pooled Radagast's influence with Celeborn's company too.
    assert "go" in ids(state, BEFORE)  # type: ignore[arg-type]


@pytest.mark.rule("CoE-2.II.2.2.2", "CoE-2.II.3.2")
def test_a_follower_away_from_the_wizard_goes_back_under_general_influence_alone() -> None:
    # Arwen, Galadriel's follower at Lórien, Radagast at Rivendell: 14 general influence less
    # Haldir's and Galadriel's 12 leaves 2 for her mind 3; the pool (14 + 10 - 12) had 12.
    _, state = act(apart(RIVENDELL, HALDIR, GALADRIEL, general=14),
                   f"play:{ARWEN}:2:{GALADRIEL}")
    assert general_left(state, CATALOG) == 2
    assert f"unfollow:{ARWEN}" not in ids(state)
    assert f"unfollow:{ARWEN}" in ids(state, BEFORE)  # type: ignore[arg-type]
