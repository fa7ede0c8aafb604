"""Guise of the Necromancer: Rescue Prisoners played by its card from ``rescue.SINCE``
(GON-GEN-1: the standard rules say how; GON-STAGE-1 and GON-WIN-1 where it must be played and
that it must succeed). Its card, in the CoE rules' terms: a resource permanent-event played at
a Dark-hold or Shadow-hold already tapped, bringing a Spider attack, held by a character who
stays tapped until he stores it (CoE 2.II.4). Versions before it replay as played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.rulesets.guise_of_the_necromancer import rescue
from domain.rulesets.guise_of_the_necromancer.state import (
    INVESTIGATION,
    WATCHFUL_PEACE,
    State,
)
from tests.rules.necromancer_support import (
    DOL_GULDUR,
    FILLER,
    GALADRIEL,
    GANDALF,
    LORIEN,
    RADAGAST,
    RESCUE,
    RULESET,
    SARUMAN,
    act,
    acts,
    fresh,
    hazards,
    ids,
    inside,
    kinds,
    refused,
)
from tests.support import only

BEFORE = RULESET.at_version(str(rescue.SINCE - 1))
MORIA, LAKE_TOWN, EDORAS = "TW-413", "TW-406", "TW-394"  # shadow-, border-, free-hold
HALDIR = "TW-164"


def strong(state: State, tapped: tuple[str, ...] = ()) -> State:
    """Every strike on the company fails (prowess 30); ``tapped`` characters tapped."""
    company = state.companies[0]
    return replace(state, companies=(replace(company, characters=tuple(
        replace(c, prowess=30, body=12, state="tapped" if c.card_id in tapped else c.state)
        for c in company.characters)),))


def at_moria(tapped_site: bool = True, tapped: tuple[str, ...] = ()) -> State:
    """The company has entered Moria, Rescue Prisoners in hand."""
    return hazards(strong(inside(MORIA, hand=(RESCUE,),
                                 tapped_sites=(MORIA,) if tapped_site else ()), tapped),
                   [], FILLER)


@pytest.mark.rule("GON-GEN-1", "GON-STAGE-1")
def test_it_is_played_only_at_a_hold_already_tapped():
    assert "rescue" not in ids(at_moria(tapped_site=False))
    message, clause = refused(at_moria(tapped_site=False), "rescue")
    assert (message, clause) == ("Rescue Prisoners cannot be played now: it is played at a "
                                 "Dark-hold or Shadow-hold already tapped, and Moria is "
                                 "untapped.", "GON-STAGE-1")
    assert "rescue" in ids(at_moria())
    # Before: at an untapped hold only, which it tapped.
    assert "rescue" in ids(at_moria(tapped_site=False), BEFORE)
    assert "rescue" not in ids(at_moria(), BEFORE)


@pytest.mark.rule("GON-GEN-1", "GON-STAGE-1")
def test_it_brings_a_spider_attack_and_counts_nothing_yet():
    facts, after = act(at_moria(), "rescue")
    assert only(facts, "RescuePrisonersPlayed")["attack"] is True
    declared = only(facts, "AttackDeclared")
    assert (declared["origin"], declared["card"], declared["attack"]["race"],
            declared["attack"]["strikes"], declared["attack"]["prowess"]) == \
        ("rescue", None, "Spiders", 2, 7)
    assert RESCUE not in after.hand and after.marshalling == () and after.rescuing == RESCUE
    assert after.tapped_sites == (MORIA,)  # not tapped again
    # Before: no attack, its 2 points at once, the site tapped.
    facts, after = act(at_moria(tapped_site=False), "rescue", ruleset=BEFORE)
    assert "AttackDeclared" not in kinds(facts)
    assert after.marshalling == ((RESCUE, "miscellaneous", 2),) and MORIA in after.tapped_sites


@pytest.mark.rule("GON-GEN-1", "GON-STAGE-1")
def test_after_the_attack_an_untapped_character_taps_to_hold_it():
    facts, after = acts(at_moria(), "rescue")
    assert kinds(facts).count("AttackEnded") == 1
    # Radagast and Celeborn faced its strikes and tapped; Haldir and Sam did not.
    assert ids(after) == [f"{rescue.HOLD}:{HALDIR}", f"{rescue.HOLD}:TW-180", rescue.LEAVE]
    assert RULESET.policy(after, RULESET.actions(after))[0] == f"{rescue.HOLD}:{HALDIR}"
    assert refused(after, "done") == ("Rescue Prisoners waits for its holder first: an untapped "
                                      "character of the company (hold-prisoners:<character>), "
                                      "or it is discarded (leave-prisoners).", "GON-STAGE-1")
    facts, after = act(after, f"{rescue.HOLD}:{HALDIR}")
    assert only(facts, "PrisonersRescued")["character"] == HALDIR
    assert after.companies[0].character(HALDIR).state == "tapped"
    assert after.held == ((RESCUE, HALDIR),) and after.rescuing == ""
    assert after.rescued is False  # not at Dol Guldur
    assert "done" in ids(after)


@pytest.mark.rule("GON-GEN-1", "GON-STAGE-1")
def test_with_no_character_untapped_after_the_attack_it_is_discarded():
    everyone = tuple(c.card_id for c in fresh().companies[0].characters)
    facts, after = acts(at_moria(tapped=everyone), "rescue")
    assert only(facts, "RescuePrisonersDiscarded")["reason"] == rescue.NO_ONE_UNTAPPED
    assert after.resource_discard[-1] == RESCUE and after.held == () and not after.rescuing
    # The player may also leave it.
    _, waiting = acts(at_moria(), "rescue")
    facts, after = act(waiting, rescue.LEAVE)
    assert only(facts, "RescuePrisonersDiscarded")["reason"] == rescue.LEFT
    assert after.resource_discard[-1] == RESCUE


@pytest.mark.rule("GON-GEN-1")
def test_it_is_not_played_twice_at_one_site():
    _, held = acts(at_moria(), "rescue", f"{rescue.HOLD}:{HALDIR}")
    again = replace(held, hand=(RESCUE,))
    assert "rescue" not in ids(again)
    assert refused(again, "rescue") == ("Rescue Prisoners cannot be played now: it has "
                                        "been played at Moria already.", "GON-STAGE-1")


def holding(site: str) -> State:
    """Haldir, tapped, holds Rescue Prisoners, his company at ``site`` in its organization
    phase."""
    state = fresh()
    company = state.companies[0]
    return replace(state, held=((RESCUE, HALDIR),), companies=(replace(
        company, location=site, characters=tuple(
            c.tap() if c.card_id in (HALDIR, RADAGAST) else c for c in company.characters)),))


@pytest.mark.rule("GON-GEN-1", "CoE-2.II.4")
def test_its_holder_stores_it_at_a_haven_border_hold_or_free_hold_for_its_points():
    key = f"store-information:{RESCUE}:{HALDIR}"
    for site in (LORIEN, LAKE_TOWN, EDORAS):
        state = holding(site)
        assert key in ids(state)
        assert RULESET.policy(state, RULESET.actions(state))[0] == key
        facts, after = act(state, key)
        assert [(f.kind, f.rule, dict(f.data)) for f in facts] == [
            ("CardStored", "CoE-2.II.4", {"card": RESCUE, "character": HALDIR, "site": site,
                                          "points": 2})]
        assert after.held == () and after.marshalling == ((RESCUE, "miscellaneous", 2),)
    assert key not in ids(holding(MORIA))
    assert refused(holding(MORIA), key) == ("Rescue Prisoners cannot be stored now: it is "
                                            "stored at a Haven, Border-hold or Free-hold, not "
                                            "at Moria.", "CoE-2.II.4")


@pytest.mark.rule("GON-GEN-1", "CoE-2.I.1")
def test_its_holder_does_not_untap_until_he_stores_it():
    state = holding(MORIA)
    facts, _ = act(replace(state, phase="end-of-turn", step="discard-one", hand=()), "keep",
                   seed=3)
    refreshed = only(facts, "CharactersRefreshed")["changes"]
    assert [RADAGAST, "untapped"] in refreshed and [HALDIR, "untapped"] not in refreshed


def council_at_dol_guldur(ruleset_version_new: bool = True) -> State:
    """Stage two: the White Council moved to Dol Guldur this turn and has faced its
    automatic-attacks, every strike on it failing, Rescue Prisoners in hand."""
    state = fresh()
    members = tuple(replace(RULESET._character(state, c), prowess=30, body=12)
                    for c in (RADAGAST, SARUMAN, GANDALF, GALADRIEL))
    state = hazards(replace(state, stage=WATCHFUL_PEACE, general_influence=20,
                            companies=(replace(state.companies[0], characters=members),),
                            hand=(RESCUE, *state.hand[:4])), [], FILLER)
    ruleset = RULESET if ruleset_version_new else BEFORE
    _, entered = acts(state, f"move:1:{DOL_GULDUR}", "go", "enter", seed=5, ruleset=ruleset)
    return entered


@pytest.mark.rule("GON-WIN-1", "GON-STAGE-1")
def test_the_white_council_wins_once_it_holds_the_prisoners():
    entered = council_at_dol_guldur()
    assert "rescue" not in ids(entered)  # Dol Guldur is untapped
    # As if an item had tapped the site, the Council untapped again (by its cards).
    company = entered.companies[0]
    tapped = replace(entered, tapped_sites=(*entered.tapped_sites, DOL_GULDUR),
                     companies=(replace(company, characters=tuple(
                         replace(c, state="untapped") for c in company.characters)),))
    facts, after = acts(tapped, "rescue", seed=5)
    assert "GameEnded" not in kinds(facts) and after.outcome is None  # the attack first
    facts, after = act(after, f"{rescue.HOLD}:{GANDALF}", seed=5)
    ended = only(facts, "GameEnded")
    assert (ended.rule, ended["outcome"]) == ("GON-WIN-1", "won")
    assert after.rescued is True
    # Left, it wins nothing.
    _, waiting = acts(tapped, "rescue", seed=5)
    facts, after = act(waiting, rescue.LEAVE, seed=5)
    assert "GameEnded" not in kinds(facts) and after.rescued is False
    # Before: it won as it was played.
    facts, after = act(council_at_dol_guldur(False), "rescue", seed=5, ruleset=BEFORE)
    assert only(facts, "GameEnded")["outcome"] == "won"


def held_at_dol_guldur() -> State:
    """Stage one: the company has entered Dol Guldur, already tapped, played Rescue
    Prisoners, beaten its Spiders (every strike failing) and Haldir, untapped, holds it."""
    state = hazards(strong(inside(DOL_GULDUR, hand=(RESCUE,), tapped_sites=(DOL_GULDUR,))),
                    [], FILLER)
    facts, after = acts(state, "rescue", f"{rescue.HOLD}:{HALDIR}")
    assert only(facts, "AttackDeclared")["origin"] == "rescue"
    assert only(facts, "PrisonersRescued")["character"] == HALDIR
    return after


@pytest.mark.rule("GON-STAGE-1", "GON-STAGE-2", "GON-WIN-1")
def test_held_at_dol_guldur_it_ends_the_investigation_back_at_lorien():
    after = held_at_dol_guldur()
    # Held at Dol Guldur it is The Investigation's rescue; in stage one it wins nothing.
    assert (after.rescued, after.held, after.stage, after.outcome) == \
        (True, ((RESCUE, HALDIR),), INVESTIGATION, None)
    # The next turn the company goes home, its holder still tapped.
    start = fresh()
    company = replace(after.companies[0], origin=DOL_GULDUR)
    home = hazards(replace(start, rescued=after.rescued, held=after.held,
                           rescued_at=after.rescued_at, tapped_sites=after.tapped_sites,
                           location_deck=tuple(s for s in start.location_deck
                                               if s != DOL_GULDUR),
                           companies=(company,)), [], FILLER)
    facts, back = acts(home, f"move:1:{LORIEN}", "go")
    assert only(facts, "InvestigationEnded")["company"] == "1"
    assert (back.stage, back.held) == (WATCHFUL_PEACE, ((RESCUE, HALDIR),))
    assert back.companies[0].character(HALDIR).state == "tapped"
    # Left at Dol Guldur instead, nothing counts and going home ends nothing.
    state = hazards(strong(inside(DOL_GULDUR, hand=(RESCUE,), tapped_sites=(DOL_GULDUR,))),
                    [], FILLER)
    _, left = acts(state, "rescue", rescue.LEAVE)
    assert (left.rescued, left.held) == (False, ())
    facts, _ = acts(replace(home, rescued=left.rescued, held=()), f"move:1:{LORIEN}", "go")
    assert "InvestigationEnded" not in kinds(facts)
