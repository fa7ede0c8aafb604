"""Guise of the Necromancer: a game can be won (``rescue.AGAIN_FROM``,
``rescue.STAYING_COUNCIL_FROM``). The Investigation's Rescue Prisoners at Dol Guldur no longer
bars the White Council's: "never twice at one site" holds while the site card is in play, and
Dol Guldur's card is discarded as the company leaves it (GON-STAGE-1, GON-STAGE-4, GON-WIN-1).
The Council wins with a rescue played in any site phase in which it entered Dol Guldur and
faced its automatic-attacks. Versions before replay as played: no game could be won."""

from __future__ import annotations

from dataclasses import replace

import pytest

from api.commands.simulate import autoplay
from domain.ruleset import Fact
from domain.rulesets.guise_of_the_necromancer import rescue
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import WATCHFUL_PEACE, State
from tests.rules.necromancer_support import (
    CELEBORN,
    DOL_GULDUR,
    FILLER,
    GALADRIEL,
    GANDALF,
    HALDIR,
    LORIEN,
    RADAGAST,
    RESCUE,
    RULESET,
    SAM,
    SARUMAN,
    acts,
    hazards,
    ids,
    inside,
    kinds,
    refused,
)
from tests.support import only

BEFORE = RULESET.at_version(str(rescue.AGAIN_FROM - 1))
GLAMDRING = "TW-244"  # a major item, playable at Dol Guldur: it taps the hold


def strong(state: State) -> State:
    """Every strike on the company fails (prowess 30), every character untapped."""
    company = state.companies[0]
    return replace(state, companies=(replace(company, characters=tuple(
        replace(c, prowess=30, body=12, state="untapped") for c in company.characters)),))


def investigated(ruleset: GuiseOfTheNecromancer) -> State:
    """The first journey played out: at Dol Guldur, tapped, Haldir holds Rescue Prisoners;
    the company goes back to Lórien (The Investigation ends), Haldir stores the card."""
    state = hazards(strong(inside(DOL_GULDUR, hand=(RESCUE,), tapped_sites=(DOL_GULDUR,))),
                    [], FILLER)
    facts, state = acts(state, "rescue", f"{rescue.HOLD}:{HALDIR}", "done", "keep",
                        f"move:1:{LORIEN}", "go", "keep", "discard:TW-327", "discard:TW-168",
                        "discard:TW-174", f"store-information:{RESCUE}:{HALDIR}",
                        ruleset=ruleset)
    assert kinds(facts).count("InvestigationEnded") == 1
    assert (state.stage, state.companies[0].location) == (WATCHFUL_PEACE, LORIEN)
    return state


def council_sets_out(ruleset: GuiseOfTheNecromancer) -> State:
    """Saruman, Gandalf and Galadriel join the Wizard's company at Lórien (Celeborn stays
    behind), Rescue Prisoners and Glamdring in hand; it moves to Dol Guldur and enters it,
    facing its three automatic-attacks: the opponent gives their nine strikes to those of
    highest mind (GON-TARGET-1), so Haldir and Sam stay untapped."""
    state = investigated(ruleset)
    company = state.companies[0]
    council = tuple(RULESET._character(state, c) for c in (SARUMAN, GANDALF, GALADRIEL))
    state = strong(replace(state, hand=(*state.hand, RESCUE), companies=(replace(
        company, characters=(*(c for c in company.characters if c.card_id != CELEBORN),
                             *council)),)))
    assert GLAMDRING in state.hand
    facts, state = acts(state, f"move:1:{DOL_GULDUR}", "go", "enter", ruleset=ruleset)
    assert kinds(facts).count("AttackDeclared") == 3
    assert [c.card_id for c in state.companies[0].characters if c.untapped] == [HALDIR, SAM]
    return state


@pytest.mark.rule("GON-WIN-1", "GON-WIN-3", "GON-STAGE-1", "GON-STAGE-4")
def test_the_white_council_wins_on_the_second_journey():
    state = council_sets_out(RULESET)
    assert state.rescued_at == ()  # Dol Guldur's card was discarded as the company left it
    facts, state = acts(state, f"item:{GLAMDRING}:{HALDIR}", "rescue",
                        f"{rescue.HOLD}:{SAM}")
    assert kinds(facts)[:2] == ["ItemPlayed", "RescuePrisonersPlayed"]
    assert [(f.kind, f.rule, dict(f.data)) for f in facts[-2:]] == [
        ("PrisonersRescued", "GON-STAGE-1", {"company": "1", "card": RESCUE, "character": SAM,
                                            "site": DOL_GULDUR}),
        ("GameEnded", "GON-WIN-1", {
            "outcome": "won", "ended_by": "the White Council",
            "reason": "the White Council has driven Sauron out of Dol Guldur",
            "clause": "GON-WIN-3", "score": 8,
            "degree": "the Necromancer slips away with his resources intact"})]
    assert (state.outcome, ids(state)) == ("won", [])


@pytest.mark.rule("GON-WIN-1", "GON-STAGE-1")
def test_before_the_investigations_rescue_barred_the_councils():
    state = council_sets_out(BEFORE)
    assert state.rescued_at == (DOL_GULDUR,)
    facts, state = acts(state, f"item:{GLAMDRING}:{HALDIR}", ruleset=BEFORE)
    assert kinds(facts) == ["ItemPlayed"]
    assert "rescue" not in ids(state, BEFORE)
    assert refused(replace(state, rescued_at=(DOL_GULDUR,)), "rescue")[0] == (
        "Rescue Prisoners cannot be played now: it has been played at Dol Guldur already.")


def staying_council(ruleset: GuiseOfTheNecromancer) -> list[Fact]:
    """The Council's company moved to Dol Guldur a turn before (its hold tapped then), has
    entered it again and faced its automatic-attacks; it plays Rescue Prisoners, Galadriel
    (whom its Spiders' two strikes, given to Wizards, leave untapped) holding it."""
    state = inside(DOL_GULDUR, stage=WATCHFUL_PEACE, general_influence=20, hand=(RESCUE,),
                   tapped_sites=(DOL_GULDUR,))
    company = state.companies[0]
    members = tuple(RULESET._character(state, c) for c in (RADAGAST, SARUMAN, GANDALF,
                                                          GALADRIEL))
    state = hazards(strong(replace(state, companies=(replace(
        company, characters=members, moved=False),))), [], FILLER)
    facts, _ = acts(state, "rescue", f"{rescue.HOLD}:{GALADRIEL}", ruleset=ruleset)
    return facts


@pytest.mark.rule("GON-WIN-1")
def test_the_council_wins_in_a_later_turn_at_dol_guldur():
    assert only(staying_council(RULESET), "GameEnded")["outcome"] == "won"
    # Before, only in the turn it moved there: held, and nothing more.
    facts = staying_council(BEFORE)
    assert "PrisonersRescued" in kinds(facts) and "GameEnded" not in kinds(facts)


@pytest.mark.rule("GON-WIN-1", "GON-WIN-4", "GON-WIN-8")
def test_the_automatic_player_wins_a_seeded_game():
    # Game 220 of `redbook simulate --ruleset necromancer --seed 1`: the White Council's
    # rescue at Dol Guldur after The Investigation's. At 116 the card was refused there, and
    # the game ran on until the hazard deck was exhausted.
    seed = 245039842395779
    won = autoplay(RULESET, seed, {})
    assert (won.outcome, won.ended_by, won.stage, won.turns) == \
        ("won", "the White Council", "The Watchful Peace", 9)
    last = won.chronicle.history()[-1].fact
    assert (last.kind, last.rule, dict(last.data)) == ("GameEnded", "GON-WIN-1", {
        "outcome": "won", "ended_by": "the White Council",
        "reason": "the White Council has driven Sauron out of Dol Guldur",
        "clause": "GON-WIN-4", "score": 22, "degree": "the Shadow is still on the land"})
    lost = autoplay(BEFORE, seed, {})
    assert (lost.outcome, lost.ended_by, lost.stage, lost.turns) == \
        ("lost", "hazard deck exhausted", "The Watchful Peace", 10)
