"""Guise of the Necromancer from ``treated_sites.SINCE``: every card testing the company's site
type reads the site as a resource with Gates of Morning treats it this turn, by the one lookup
Nenya's gift reads (``treated_sites``). Quiet Lands treats a company's new site, a Shadow-hold,
as a Ruins & Lairs until the end of the turn, naming no purpose (unlike a site made a Haven for
one purpose, CoE-g.hav.2), so it is one for every card, as a treated region is for every site
path (CoE-2.IV.ii.2). At Moria (a Shadow-hold) so treated, A Chance Meeting and the Sapling of
the White Tree are played, Lucky Search and Rescue Prisoners refused naming the card and the
reason, and Secret Passage is played on a company moving there. The version before read the
site as printed, and replays as played. Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer import rescue, treated_sites
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.support import only

GATES, QUIET, PASSAGE = "TW-243", "TW-309", "TW-325"
MEETING, LUCKY, SAPLING = "TW-188", "TW-269", "TW-322"
BARLIMAN, DAGGER, CONCEALMENT = "TW-125", "TW-206", "TW-204"
MORIA = gon.CATALOG.find("Moria", "Hero").id  # a Shadow-hold, its items up to greater ones
RUINS = "ruins-and-lairs"
BEFORE = gon.RULESET.at_version(str(treated_sites.SINCE - 1))
assert isinstance(BEFORE, GuiseOfTheNecromancer)


def treated(state: State, company: str = "1") -> State:
    """``state`` with Moria treated as a Ruins & Lairs this turn on ``company``'s way (Quiet
    Lands with Gates of Morning, ``LandsTreated``)."""
    return replace(state, permanents=(GATES,),
                   resource_treatments=((company, QUIET, 0, MORIA, RUINS),))


def at_moria(**changes: Any) -> State:
    """The starting company (Radagast, Haldir, Celeborn, Sam) has entered Moria, treated."""
    return treated(gon.inside(MORIA, **changes))


def refusal(state: State, action: str, ruleset: GuiseOfTheNecromancer = gon.RULESET,
            args: dict[str, Any] | None = None) -> tuple[str, str | None]:
    with pytest.raises(IllegalAction) as caught:
        gon.act(state, action, args, ruleset=ruleset)
    return caught.value.message, caught.value.clause


@pytest.mark.rule("CoE-2.IV.ii.2", "CoE-g.hav.2", "CoE-2.II.2.2.2", "GON-GEN-1")
def test_a_chance_meeting_is_played_at_a_shadow_hold_treated_as_a_ruins_and_lairs() -> None:
    assert treated_sites.SINCE == 105 <= int(gon.RULESET.version)
    play = f"chance-meeting:{BARLIMAN}:{gon.CELEBORN}"
    state = at_moria(hand=(MEETING, BARLIMAN))
    assert [i for i in gon.ids(state) if i.startswith("chance-meeting:")] == [play]
    facts, after = gon.act(state, play)
    assert gon.kinds(facts) == ["ResourcePlayed", "CharacterPlayed", "FollowerTaken"]
    assert (BARLIMAN, gon.CELEBORN) in after.followers
    # The version before read Moria as printed: refused there, naming the card and why.
    why = ("A Chance Meeting is played at a Free-hold, Border-hold or Ruins & Lairs, and "
           "Moria is none.", "CoE-5.1")
    assert not [i for i in gon.ids(state, BEFORE) if i.startswith("chance-meeting:")]
    assert refusal(state, play, BEFORE) == why
    # Untreated, or treated on another company's way, it is a Shadow-hold still.
    for other in (gon.inside(MORIA, hand=(MEETING, BARLIMAN)),
                  treated(gon.inside(MORIA, hand=(MEETING, BARLIMAN)), company="9")):
        assert refusal(other, play) == why


@pytest.mark.rule("CoE-2.IV.ii.2", "CoE-g.hav.2", "CoE-5.1", "GON-GEN-1")
def test_lucky_search_is_refused_at_a_shadow_hold_treated_as_a_ruins_and_lairs() -> None:
    play = f"resource:{LUCKY}:search:{gon.SAM}"
    state = at_moria(hand=(LUCKY,), tapped_sites=(MORIA,),
                     resource_deck=(CONCEALMENT, DAGGER, CONCEALMENT))
    assert gon.naming(state, LUCKY) == []
    assert refusal(state, play) == (
        "Lucky Search cannot be played now: it is played at a Shadow-hold or Dark-hold, and "
        "Moria is none.", "CoE-5.1")
    # The version before played it there, on either scout.
    assert gon.naming(state, LUCKY, BEFORE) == [
        f"resource:{LUCKY}:search:{gon.RADAGAST}", play]
    facts, after = gon.act(state, play, ruleset=BEFORE)
    made = only(facts, "LuckySearchMade")
    assert (made["character"], made["revealed"], made["card"]) == (
        gon.SAM, [CONCEALMENT, DAGGER], DAGGER)
    sam = after.companies[0].character(gon.SAM)
    assert sam is not None and sam.bears(DAGGER)
    # Untreated, it is played now too.
    assert gon.naming(replace(state, resource_treatments=()), LUCKY)[-1] == play


@pytest.mark.rule("CoE-2.IV.ii.2", "CoE-g.hav.2", "GON-GEN-1", "GON-STAGE-1")
def test_rescue_prisoners_is_refused_at_a_shadow_hold_treated_as_a_ruins_and_lairs() -> None:
    assert rescue.SINCE < treated_sites.SINCE
    state = at_moria(hand=(gon.RESCUE,), tapped_sites=(MORIA,))
    assert "rescue" not in gon.ids(state)
    assert refusal(state, "rescue") == (
        "Rescue Prisoners cannot be played now: it is played at a Dark-hold or Shadow-hold, "
        "not at Moria.", "GON-STAGE-1")
    # The version before played it there: the company faces the Spiders.
    assert "rescue" in gon.ids(state, BEFORE)
    facts, after = gon.act(state, "rescue", ruleset=BEFORE)
    assert gon.kinds(facts)[:2] == ["RescuePrisonersPlayed", "AttackDeclared"]
    assert only(facts, "AttackDeclared")["origin"] == rescue.ORIGIN
    assert gon.RESCUE not in after.hand
    # Untreated, it is played now too.
    assert "rescue" in gon.ids(replace(state, resource_treatments=()))


@pytest.mark.rule("CoE-2.IV.ii.2", "CoE-g.hav.2", "CoE-2.V.4", "GON-GEN-1")
def test_the_sapling_is_played_at_a_shadow_hold_treated_as_a_ruins_and_lairs() -> None:
    play = f"item:{SAPLING}:{gon.HALDIR}"
    state = at_moria(hand=(SAPLING,))
    assert play in gon.ids(state)
    facts, after = gon.act(state, play)
    assert dict(only(facts, "ItemPlayed").data) == {
        "company": "1", "item": SAPLING, "bearer": gon.HALDIR, "site": MORIA}
    haldir = after.companies[0].character(gon.HALDIR)
    assert haldir is not None and haldir.bears(SAPLING) and MORIA in after.tapped_sites
    # The version before kept it from Moria, a Shadow-hold as printed.
    why = ("Sapling of the White Tree is not played at a Shadow-hold or a Dark-hold.",
           "CoE-2.V.4")
    assert not gon.naming(state, SAPLING, BEFORE)
    assert refusal(state, play, BEFORE) == why
    assert refusal(replace(state, resource_treatments=()), play) == why


@pytest.mark.rule("CoE-2.IV.ii.2", "CoE-g.hav.2", "CoE-5.1", "GON-GEN-1")
def test_secret_passage_is_played_on_a_company_moving_to_a_shadow_hold_so_treated() -> None:
    # The starting company has declared its move from Lórien to Moria; Quiet Lands is played.
    state = replace(gon.hazards(gon.fresh(), [gon.ORC_GUARD], gon.FILLER),
                    hand=(QUIET, PASSAGE), permanents=(GATES,))
    state = replace(state, companies=(replace(state.companies[0], destination=MORIA),))
    passage = f"resource:{PASSAGE}:pass:1"
    assert passage not in gon.ids(state)  # Moria as printed, a Shadow-hold
    quieted = gon.act(state, f"resource:{QUIET}:treat:1", {"site": "Moria"})[1]
    assert quieted.resource_treatments == (("1", QUIET, 0, MORIA, RUINS),)
    assert passage in gon.ids(quieted)
    facts, after = gon.act(quieted, passage)
    barred = only(facts, "KeyingBarred")
    assert (barred["company"], barred["barred"]) == ("1", "not-site")
    assert PASSAGE not in after.hand
    # The version before read the new site as printed: refused naming the card and why.
    before = gon.act(state, f"resource:{QUIET}:treat:1", {"site": "Moria"}, ruleset=BEFORE)[1]
    assert before.resource_treatments == quieted.resource_treatments
    assert passage not in gon.ids(before, BEFORE)
    assert refusal(before, passage, BEFORE) == (
        "Secret Passage cannot be played now: company 1 has declared no move to a Ruins & "
        "Lairs.", "CoE-5.1")
