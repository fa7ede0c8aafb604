"""Guise of the Necromancer in the organization phase: splitting a company (CoE 2.II.3.6),
passing an item to another character at the same site (CoE 2.II.5), storing it at a haven
(CoE 2.II.4), followers under direct influence (CoE 2.II.3.2) and playing a resource
short-event from the hand (CoE 5.1)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.characters import Character, Item
from domain.errors import IllegalAction
from domain.ruleset import Fact
from domain.rulesets.guise_of_the_necromancer import hand_cards
from domain.rulesets.guise_of_the_necromancer.moves import influence_left
from domain.rulesets.guise_of_the_necromancer.score import marshalling
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules.necromancer_support import (
    CATALOG,
    DOL_GULDUR,
    ELROND,
    HALDIR,
    LORIEN,
    RADAGAST,
    RULESET,
    SAM,
    act,
    fresh,
    ids,
)
from tests.support import only

DAGGER = "TW-206"  # Radagast and Haldir each bear a Dagger of Westernesse


@pytest.mark.rule("CoE-2.II.3.6")
def test_a_character_leaves_the_company_for_a_new_one_at_its_site() -> None:
    state = fresh()
    facts, after = act(state, f"split:1:{SAM}")
    assert only(facts, "CompanySplit")["new"] == "2"
    assert [(c.id, c.location, c.ids()) for c in after.companies] == [
        ("1", state.companies[0].location, (RADAGAST, HALDIR, "TW-136")),
        ("2", state.companies[0].location, (SAM,))]
    # Split this turn, they cannot join again; Sam alone cannot split further.
    assert not [i for i in ids(after) if i.startswith(("join:", "split:2:"))]
    with pytest.raises(IllegalAction) as refused:
        act(after, "join:1:2")
    assert refused.value.clause == "CoE-2.II.3.6"


@pytest.mark.rule("CoE-2.II.3.6")
def test_all_but_one_of_the_split_companies_must_move() -> None:
    _, after = act(fresh(), f"split:1:{SAM}")
    assert "go" not in ids(after)
    with pytest.raises(IllegalAction) as refused:
        act(after, "go")
    assert refused.value.clause == "CoE-2.II.3.6"
    assert "must move to a new site" in str(refused.value)
    _, moving = act(after, f"move:1:{DOL_GULDUR}")
    assert "go" in ids(moving)


@pytest.mark.rule("CoE-2.II.5")
def test_an_item_passes_once_its_bearer_passes_a_corruption_check() -> None:
    facts, after = act(fresh(), f"transfer:{DAGGER}:{RADAGAST}:{SAM}", seed=1)
    checked = only(facts, "CorruptionChecked")
    assert (checked["character"], checked["roll"], checked["result"]) == (RADAGAST, 5, "passed")
    assert checked.rule == "CoE-2.II.5"
    company = after.companies[0]
    radagast, sam = company.character(RADAGAST), company.character(SAM)
    assert radagast is not None and sam is not None
    assert (radagast.items, [i.card_id for i in sam.items]) == ((), [DAGGER])


@pytest.mark.rule("CoE-2.II.5")
def test_an_item_no_one_bears_cannot_be_passed_and_nothing_changes() -> None:
    state = fresh()
    with pytest.raises(IllegalAction) as refused:
        act(state, f"transfer:{DAGGER}:{SAM}:{RADAGAST}")
    assert refused.value.clause == "CoE-2.II.5"
    sam = state.companies[0].character(SAM)
    assert sam is not None and sam.items == ()


HALFLING_STRENGTH = "TW-253"


@pytest.mark.rule("CoE-5.1")
def test_halfling_strength_from_the_hand_heals_a_wounded_hobbit() -> None:
    state = fresh()
    company = state.companies[0]
    hurt = tuple(c.with_state("wounded") if c.card_id == SAM else
                 c.tap() if c.card_id == HALDIR else c for c in company.characters)
    state = replace(state.with_company(replace(company, characters=hurt)),
                    hand=(HALFLING_STRENGTH, HALFLING_STRENGTH, *state.hand))
    # Hobbits only: Haldir, tapped, is no Hobbit; Sam is wounded, so he is healed, not untapped
    # (or, from version 36, given +4 to his next corruption check).
    assert [i for i in ids(state) if i.startswith("resource:")] == \
        [f"resource:{HALFLING_STRENGTH}:heal:{SAM}", f"resource:{HALFLING_STRENGTH}:check:{SAM}"]
    facts, after = act(state, f"resource:{HALFLING_STRENGTH}:heal:{SAM}")
    assert [f.kind for f in facts] == ["ResourcePlayed", "CharacterStateChanged"]
    sam = after.companies[0].character(SAM)
    assert sam is not None and sam.state == "untapped"
    assert HALFLING_STRENGTH in after.resource_discard
    assert after.hand.count(HALFLING_STRENGTH) == 1
    with pytest.raises(IllegalAction) as refused:  # the second copy: no Hobbit to heal now
        act(after, f"resource:{HALFLING_STRENGTH}:heal:{SAM}")
    assert refused.value.clause == "CoE-5.1" and "out of an attack" in str(refused.value)


def with_elrond() -> State:
    """The starting company with Elrond (mind 10, direct influence 4) joined to it."""
    state = fresh()
    company = state.companies[0]
    elrond = Character.from_card(CATALOG.get(ELROND))
    return state.with_company(replace(company, characters=(*company.characters, elrond)))


@pytest.mark.rule("CoE-2.II.3.2", "CoE-2.II.2.2.2")
def test_a_follower_takes_its_mind_from_its_controllers_direct_influence() -> None:
    state = with_elrond()
    before = influence_left(state, CATALOG)
    # Haldir (mind 3) and Sam (mind 4) fit Elrond's 4; the Elves of Lórien's 1 fits no one.
    assert [i for i in ids(state) if i.startswith("follow:")] == \
        [f"follow:{HALDIR}:{ELROND}", f"follow:{SAM}:{ELROND}"]
    facts, after = act(state, f"follow:{HALDIR}:{ELROND}")
    assert only(facts, "FollowerTaken")["controller"] == ELROND
    assert after.followers == ((HALDIR, ELROND),)
    assert influence_left(after, CATALOG) == before + 3
    # Elrond has 1 left: Sam no longer fits; neither Haldir nor Elrond splits away.
    assert not [i for i in ids(after) if i.startswith("follow:")]
    assert not [i for i in ids(after)
                if i in (f"split:1:{HALDIR}", f"split:1:{ELROND}")]
    with pytest.raises(IllegalAction) as refused:
        act(after, f"follow:{SAM}:{ELROND}")
    assert refused.value.clause == "CoE-2.II.3.2"


@pytest.mark.rule("CoE-2.II.2.2.2")
def test_a_follower_goes_back_under_general_influence_when_enough_is_left() -> None:
    _, following = act(with_elrond(), f"follow:{HALDIR}:{ELROND}")
    assert f"unfollow:{HALDIR}" not in ids(following)  # Elrond's 10 used it all up
    rich = replace(following, general_influence=20)
    facts, after = act(rich, f"unfollow:{HALDIR}")
    assert only(facts, "FollowerReleased")["character"] == HALDIR
    assert after.followers == ()
    assert influence_left(after, CATALOG) == influence_left(rich, CATALOG) - 3


@pytest.mark.rule("CoE-2.II.2.2.2")
def test_a_controller_leaving_play_leaves_its_follower_under_general_influence() -> None:
    _, following = act(with_elrond(), f"follow:{HALDIR}:{ELROND}")
    gone = RULESET.evolve(following, Fact("CharacterEliminated", {
        "character": ELROND, "company": "1", "items_to": [], "items_discarded": [],
        "corruption": []}, "CoE-3.I.2"))
    assert gone.followers == () and gone.in_play(HALDIR) and not gone.in_play(ELROND)


@pytest.mark.rule("CoE-2.II.3.6")
def test_the_automatic_player_moves_a_split_company_before_ending_the_phase() -> None:
    _, after = act(fresh(), f"split:1:{SAM}")
    chosen, args = RULESET.policy(after, RULESET.actions(after))
    assert chosen.startswith(("move:1:", "move:2:")) and args == {}


LUCKY = "TW-355"  # Use Palantír: its effect declared up to the version before
# hand_cards.PALANTIRI_FROM (played by its card since, test_necromancer_palantiri.py), the last
# resource short-event no script played.
DECLARING = RULESET.at_version(str(hand_cards.PALANTIRI_FROM - 1))


@pytest.mark.rule("CoE-5.1")
def test_an_unscripted_resource_event_is_played_by_declaring_its_effect() -> None:
    state = fresh()
    company = state.companies[0]
    tapped = tuple(c.tap() if c.card_id == HALDIR else c for c in company.characters)
    state = replace(state.with_company(replace(company, characters=tapped)),
                    hand=(LUCKY, *state.hand))
    offered = next(a for a in DECLARING.actions(state)
                   if a.id == f"declare-resource:{LUCKY}")
    assert offered.params["effect"] == "draw|heal|untap"
    facts, after = act(state, f"declare-resource:{LUCKY}", {"effect": "untap",
                                                            "target": HALDIR},
                       ruleset=DECLARING)
    played = only(facts, "ResourcePlayed")
    assert (played["declared"], played["effects"], played["character"]) == \
        (True, [["untap", 0]], HALDIR)
    haldir = after.companies[0].character(HALDIR)
    assert haldir is not None and haldir.state == "untapped" and LUCKY in after.resource_discard


@pytest.mark.rule("CoE-5.1")
def test_a_bad_declaration_is_refused_by_name_and_nothing_changes() -> None:
    state = replace(fresh(), hand=(LUCKY, *fresh().hand))
    wrong = ({"effect": "cancel-attack"}, {"effect": "untap", "target": HALDIR},
             {"effect": "draw", "amount": 9}, {"effect": "draw", "amount": "two"})
    for args in wrong:  # no attack; Haldir is untapped; at most 5 cards; not a number
        with pytest.raises(IllegalAction) as refused:
            act(state, f"declare-resource:{LUCKY}", args, ruleset=DECLARING)
        assert refused.value.clause == "CoE-5.1"
    assert state.hand[0] == LUCKY
    facts, after = act(state, f"declare-resource:{LUCKY}", {"effect": "draw", "amount": 2},
                       ruleset=DECLARING)
    assert len(only(facts, "ResourcesDrawn")["cards"]) == 2 and len(after.hand) == \
        len(state.hand) - 1 + 2


GLAMDRING = "TW-244"  # 2 marshalling points, 1 corruption point


def armed(location: str | None = None) -> State:
    """Radagast bears Glamdring, the company at Lórien (or ``location``)."""
    state = fresh()
    company = state.companies[0]
    sword = Item.from_card(CATALOG.get(GLAMDRING))
    characters = tuple(c.with_item(sword) if c.card_id == RADAGAST else c
                       for c in company.characters)
    return state.with_company(replace(company, characters=characters,
                                      location=location or company.location))


@pytest.mark.rule("CoE-2.II.4")
def test_an_item_stored_at_a_haven_leaves_its_bearer_and_keeps_its_points() -> None:
    state = armed()
    before = marshalling(state, CATALOG)
    facts, after = act(state, f"store:{GLAMDRING}:{RADAGAST}", seed=1)
    checked = only(facts, "CorruptionChecked")
    assert (checked.rule, checked["character"], checked["points"], checked["result"]) == \
        ("CoE-2.II.4", RADAGAST, 2, "passed")  # his dagger's 1 and Glamdring's 1
    assert only(facts, "ItemStored")["points"] == 2
    radagast = after.companies[0].character(RADAGAST)
    assert radagast is not None and GLAMDRING not in [i.card_id for i in radagast.items]
    assert (GLAMDRING, "item", 2) in after.marshalling
    assert marshalling(after, CATALOG)["by_type"] == before["by_type"]


@pytest.mark.rule("CoE-2.II.4")
def test_an_item_is_stored_only_at_a_haven() -> None:
    away = armed(DOL_GULDUR)
    assert not [i for i in ids(away) if i.startswith("store:")]
    with pytest.raises(IllegalAction) as refused:
        act(away, f"store:{GLAMDRING}:{RADAGAST}")
    assert refused.value.clause == "CoE-2.II.4"


@pytest.mark.rule("CoE-2.II.7.1")
def test_two_companies_leaving_one_site_do_not_declare_the_same_new_site() -> None:
    _, after = act(fresh(), f"split:1:{SAM}")
    _, after = act(after, f"move:1:{DOL_GULDUR}")
    assert f"move:2:{DOL_GULDUR}" not in ids(after)
    with pytest.raises(IllegalAction) as refused:
        act(after, f"move:2:{DOL_GULDUR}")
    assert refused.value.clause == "CoE-2.II.7.1"


@pytest.mark.rule("CoE-2.II.3.6", "CoE-2.II.7.1")
def test_a_company_splits_no_further_than_its_parts_can_move_apart() -> None:
    state = fresh()
    company = state.companies[0]
    state = state.with_company(replace(company, location=DOL_GULDUR, origin=DOL_GULDUR))
    # From Dol Guldur starter movement leads to Lórien alone: two parts, one of them moving.
    _, after = act(state, f"split:1:{SAM}")
    assert [i for i in ids(after) if i.startswith(("split:", "move:"))] == \
        [f"move:1:{LORIEN}", f"move:2:{LORIEN}"]
