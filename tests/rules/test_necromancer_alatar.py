"""Guise of the Necromancer, from ``alatar.SINCE``: Alatar (TW-117) as the player's Wizard,
waiting at a Haven in a company of his own (split off in the organization phase, CoE
2.II.3.4), joins another company a hazard creature of the hazard hand attacks, before any of
its strikes is assigned, and faces one of them (CoE 3.ii); the allies he controls are
discarded and his followers go back under general influence; once the attack is over he taps
if untapped and makes a corruption check (CoE 7.1). An allied Alatar's text is ignored
(GON-SETUP-5). Played with the real ruleset from a game begun with him as the Wizard; the
version before offers nothing."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.chronicle import Chronicle
from domain.rulesets.guise_of_the_necromancer import alatar
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.support import of_kind, only

BEFORE = gon.RULESET.at_version(str(alatar.SINCE - 1))
SHADOWFAX = "TW-326"
SLAYER = "TW-89"
ROAD = "TW-249"


def _begun(creature: str = gon.WOLVES) -> State:
    """A game begun with Alatar as the player's Wizard, ``creature`` face up in the hazard
    hand."""
    setup = {**gon.default(), "wizard": "Alatar"}
    state: State = Chronicle.begin(gon.RULESET, 7, setup).table.rules
    return gon.hazards(state, [creature], gon.FILLER)


def attacked(waiting_at: str = gon.LORIEN, creature: str = gon.WOLVES,
             **changes: object) -> State:
    """Alatar splits off at Lórien into company 2, which waits at ``waiting_at``; company 1,
    Haldir, Celeborn and Sam, moves to Dol Guldur (on ``gon.APART_INFLUENCE``) and
    ``creature`` (the Wolves) attacks it, no strike assigned yet (``changes``: to the state
    once he has split off)."""
    _, state = gon.act(_begun(creature), f"split:1:{gon.ALATAR}")
    waiting = state.companies[1]
    state = replace(state, companies=(state.companies[0],
                                      replace(waiting, location=waiting_at)),
                    general_influence=gon.APART_INFLUENCE, **changes)
    _, state = gon.acts(state, f"move:1:{gon.DOL_GULDUR}")
    _, state = gon.act(state, "go", seed=3)
    assert state.fight is not None and state.fight.card == creature
    assert state.fight.company == "1" and not state.fight.assigned
    return state


@pytest.mark.rule("CoE-3.ii", "CoE-7.1", "GON-HH-6")
def test_alatar_comes_from_lorien_to_face_the_wolves() -> None:
    state = attacked()
    assert gon.naming(state, alatar.KIND) == [alatar.KIND]
    assert next(a.label for a in gon.RULESET.actions(state) if a.id == alatar.KIND) == \
        "Alatar comes from Lórien to face Wolves"
    # The automatic player does not call him.
    assert gon.RULESET.policy(state, gon.RULESET.actions(state))[0] != alatar.KIND
    facts, joined = gon.act(state, alatar.KIND)
    assert [(f.kind, f.rule) for f in facts] == [("CharacterJoinedAttack", "CoE-3.ii"),
                                                 ("StrikeAssigned", "CoE-3.ii")]
    assert gon.RULESET.narrate(facts[0]) == (
        "Alatar comes from Lórien with company 2 to company 1, to face Wolves. [CoE-3.ii]")
    assert facts[1].data == {"character": gon.ALATAR, "by": "defender"}
    # His company, left empty, is gone; he is in the attacked one, facing a strike.
    assert [(c.id, c.ids()) for c in joined.companies] == [
        ("1", (gon.HALDIR, gon.CELEBORN, gon.SAM, gon.ALATAR))]
    assert joined.pending == ("1",)
    assert joined.fight is not None and joined.fight.assigned == (gon.ALATAR,)
    assert joined.fight.joined == gon.ALATAR
    assert gon.naming(joined, alatar.KIND) == []
    # He beats his strike and taps for it (CoE 3.iv.7); after the attack he checks
    # corruption, the first roll after AttackEnded.
    facts, after = gon.fight_out(joined, seed=3)
    ended = gon.kinds(facts).index("AttackEnded")
    assert [(f.kind, f.get("character")) for f in facts[ended + 1:ended + 3]] == [
        ("DiceRolled", None), ("CorruptionChecked", gon.ALATAR)]
    assert facts[ended + 2].rule == "CoE-7.1"
    resolved = [f for f in facts if f.kind == "StrikeResolved"
                and f["character"] == gon.ALATAR]
    assert len(resolved) == 1
    company = after.company_of(gon.ALATAR)
    assert company is not None and company.id == "1"
    assert company.location == gon.DOL_GULDUR
    # The version before offers nothing, and the attack does not wait for him.
    assert gon.naming(state, alatar.KIND, BEFORE) == []


@pytest.mark.rule("CoE-7.1", "CoE-3.iv.3")
def test_untapped_after_the_attack_he_taps_then_checks_corruption() -> None:
    # He takes -3 to stay untapped and beats his strike: following the attack, he taps.
    _, state = gon.act(attacked(), alatar.KIND)
    _, state = gon.act(state, "assign-done", seed=3)
    _, state = gon.act(state, f"resolve:{gon.ALATAR}", seed=3)
    _, state = gon.act(state, "stay-untapped", seed=3)
    facts, after = gon.with_seed(state, "roll", "StrikeResolved", "state", "untapped")
    beaten = only(facts, "StrikeResolved")
    assert (beaten["character"], beaten["defeated"]) == (gon.ALATAR, True)
    assert after.company_of(gon.ALATAR).character(gon.ALATAR).untapped  # type: ignore[union-attr]
    while after.fight is not None and after.outcome is None:
        more, after = gon.fight_out(after, seed=3)
        facts += more
    ended = gon.kinds(facts).index("AttackEnded")
    tapped = facts[ended + 1]
    assert (tapped.kind, tapped.rule, tapped["character"], tapped["state"]) == (
        "CharacterStateChanged", "CoE-7.1", gon.ALATAR, "tapped")
    assert only(facts, "CorruptionChecked")["character"] == gon.ALATAR


@pytest.mark.rule("CoE-3.ii", "CoE-2.II.3.2")
def test_the_allies_he_controls_are_discarded_and_his_followers_stay_behind() -> None:
    # Sam, his follower, waits with him with Shadowfax, his ally: Shadowfax is discarded,
    # Sam stays at Lórien under general influence.
    state = attacked(allies=((SHADOWFAX, gon.ALATAR),))
    first, waiting = state.companies
    sam = first.character(gon.SAM)
    assert sam is not None
    state = replace(state, companies=(
        replace(first, characters=tuple(c for c in first.characters if c.card_id != gon.SAM)),
        replace(waiting, characters=(*waiting.characters, sam))),
        followers=((gon.SAM, gon.ALATAR),))
    facts, joined = gon.act(state, alatar.KIND)
    assert gon.kinds(facts) == ["AllyDiscarded", "CharacterJoinedAttack", "StrikeAssigned"]
    assert gon.RULESET.narrate(facts[0]) == (
        "Shadowfax is discarded: Alatar, who controls it, leaves for company 1. [CoE-3.ii]")
    assert (joined.allies, joined.resource_discard[-1]) == ((), SHADOWFAX)
    assert [(c.id, c.ids()) for c in joined.companies] == [
        ("1", (gon.HALDIR, gon.CELEBORN, gon.ALATAR)), ("2", (gon.SAM,))]
    assert joined.followers == ()
    assert joined.pending == ("1", "2")


@pytest.mark.rule("CoE-3.ii", "GON-SETUP-5")
def test_not_allied_nor_from_a_site_that_is_no_haven_nor_once_strikes_are_assigned() -> None:
    at_isengard = attacked(waiting_at=gon.ISENGARD)
    _, assigned = gon.act(attacked(), f"assign:{gon.SAM}")
    # The same game had Gandalf been the player's Wizard, Alatar an allied one.
    allied = replace(attacked(), wizard=gon.GANDALF)
    for state, why, clause in (
            (at_isengard, "Alatar joins an attacked company only from a Haven.", "CoE-3.ii"),
            (assigned, "Alatar joins only an attack by a hazard creature, before its strikes "
                       "are assigned.", "CoE-3.ii"),
            (allied, "Alatar is an allied Wizard here: his text is ignored.", "GON-SETUP-5")):
        assert gon.naming(state, alatar.KIND) == []
        assert gon.refused(state, alatar.KIND) == (why, clause)
    # In the attacked company already, or with no attack: refused naming why.
    together = _begun()
    _, together = gon.acts(together, f"move:1:{gon.DOL_GULDUR}")
    _, together = gon.act(together, "go", seed=3)
    assert together.fight is not None and together.fight.company == "1"
    assert gon.refused(together, alatar.KIND) == ("Alatar is in this company already.",
                                                   "CoE-3.ii")
    _, organizing = gon.act(_begun(), f"split:1:{gon.ALATAR}")
    assert gon.refused(organizing, alatar.KIND)[0] == (
        "Alatar joins only an attack by a hazard creature, before its strikes are assigned.")


def _slayer_on_alatar() -> State:
    """Alatar, bearing two corruption cards (5 corruption points with his dagger), joins a
    Slayer's attack on company 1: its one strike is his, his strike sequence begun, and any
    character of the company may tap to cancel it (CoE 3.i)."""
    state = attacked(creature=SLAYER, corruption=((gon.ALATAR, gon.LURE_CREATION, 2),
                                                  (gon.ALATAR, gon.LURE_NATURE, 2)))
    _, state = gon.act(state, alatar.KIND, seed=3)
    assert state.fight is not None and state.fight.facing == gon.ALATAR
    assert f"cancel-attack:{gon.HALDIR}" in gon.ids(state)
    return state


#: The facts of Haldir's cancel whose seed has Alatar's check after it fail (a roll of 2).
_LOST = [("CharacterStateChanged", "CoE-3.i"), ("AttackCanceled", "CoE-3.i"),
         ("CharacterStateChanged", "CoE-7.1"), ("DiceRolled", "CoE-7.1"),
         ("CorruptionChecked", "CoE-7.1"), ("CharacterEliminated", "CoE-7.1"),
         ("GameEnded", "GON-WIN-9")]


@pytest.mark.rule("CoE-3.i", "CoE-7.1", "GON-WIN-9")
def test_his_check_after_a_canceled_attack_losing_the_game_nothing_more_is_played() -> None:
    # Haldir taps to cancel the Slayer's attack; Alatar, who joined it, taps and checks
    # corruption: 2 against his 5 eliminates him, and the game is lost.
    state = _slayer_on_alatar()
    facts, after = gon.act(state, f"cancel-attack:{gon.HALDIR}", seed=9)
    assert [(f.kind, f.rule) for f in facts] == _LOST
    assert (only(facts, "CorruptionChecked")["roll"], after.outcome) == (2, "lost")
    # The Slayer is neither discarded nor makes its next attack.
    assert (after.fight, SLAYER in after.hazard_discard) == (None, False)
    # The version before played the Slayer's leaving after the game's end.
    previous = gon.RULESET.at_version(str(alatar.ENDED_STOPS_FROM - 1))
    facts, before = gon.act(state, f"cancel-attack:{gon.HALDIR}", seed=9, ruleset=previous)
    assert [(f.kind, f.rule) for f in facts] == [*_LOST, ("CreatureDiscarded", "CoE-3.v")]
    assert (facts[-1].data, before.outcome) == ({"card": SLAYER}, "lost")
    assert before.hazard_discard[-1] == SLAYER
    # His check passed, the game goes on: the Slayer's second attack comes on him (CoE 3.iii).
    facts, on = gon.act(state, f"cancel-attack:{gon.HALDIR}", seed=2)
    assert only(facts, "CorruptionChecked")["result"] == "passed"
    assert [(f.kind, f.get("character")) for f in facts[5:]] == [
        ("AttackDeclared", None), ("StrikeAssigned", gon.ALATAR), ("StrikesAssigned", None),
        ("StrikesBegan", None), ("StrikeSequenceBegan", gon.ALATAR)]
    assert on.outcome is None and on.fight is not None and on.fight.assigned == (gon.ALATAR,)


def _placed(state: State, to: str, ruleset: object = gon.RULESET) -> dict[str, object]:
    """MovementHazardBegan's data as company 1 leaves Lórien for ``to`` (None: stays)."""
    run = ruleset  # type: ignore[assignment]
    if to:
        _, state = gon.act(state, f"move:1:{to}", ruleset=run)  # type: ignore[arg-type]
    facts, _ = gon.act(state, "go", seed=3, ruleset=run)  # type: ignore[arg-type]
    return dict(only(facts, "MovementHazardBegan").data)


@pytest.mark.rule("GON-HH-3", "GON-SETUP-5")
def test_his_company_moving_the_hazard_hand_takes_one_card_fewer() -> None:
    # Dol Guldur's hazard number is 4: an opponent could draw 3 with Alatar in the company.
    _, moving = gon.act(_begun(), f"move:1:{gon.DOL_GULDUR}")
    began = only(gon.act(moving, "go", seed=3)[0], "MovementHazardBegan")
    assert (began["cards"], began["fewer_draws"]) == (3, 1)
    assert gon.RULESET.narrate(began) == (
        "Company 1's movement/hazard phase, from Lórien to Dol Guldur (Wilderness, "
        "Border-land, Dark-domain): 3 hazards go to the hazard hand (1 fewer for Alatar's "
        "company). [GON-HH-3]")
    # The version before takes the site's number; so does an allied Alatar's company.
    assert _placed(_begun(), gon.DOL_GULDUR, BEFORE)["cards"] == 4
    # (Gandalf, out of play, controls no one: the others on ``gon.APART_INFLUENCE``.)
    allied = replace(_begun(), wizard=gon.GANDALF, general_influence=gon.APART_INFLUENCE)
    assert ("fewer_draws" in _placed(allied, gon.DOL_GULDUR), _placed(
        allied, gon.DOL_GULDUR)["cards"]) == (False, 4)
    # Still at least two: to Rivendell, a Haven, by Lórien's 2; staying, two.
    assert {k: _placed(_begun(), k)["cards"] for k in ("TW-421", "")} == {"TW-421": 2, "": 2}
    assert "fewer_draws" not in _placed(_begun(), "TW-421")


@pytest.mark.rule("CoE-5.1", "GON-HH-3")
def test_on_great_road_his_company_draws_twice_the_hazards_then_one_fewer() -> None:
    # Great-road doubles Dol Guldur's 4 first; his card then takes one from the 8 (7, not
    # twice 3).
    state = replace(_begun(), hand=(ROAD,))
    _, state = gon.act(state, f"resource:{ROAD}:road:1")
    _, state = gon.act(state, f"move:1:{gon.DOL_GULDUR}")
    began = only(gon.act(state, "go", seed=3)[0], "MovementHazardBegan")
    assert (began["cards"], began["fewer_draws"]) == (2 * 4 - 1, 1)


@pytest.mark.rule("CoE-5.1", "CoE-3.ii", "CoE-7.1", "GON-HH-3")
def test_he_joins_the_great_road_company_and_goes_back_to_the_haven_with_it() -> None:
    """One turn: company 1 takes Great-road from Lórien, where Alatar waits in company 2; the
    Wolves attack it on its way to Dol Guldur, he joins, checks corruption once the attack
    is over; as the end-of-turn phase begins company 1 goes back to Lórien, he with it
    (company 1 on ``gon.APART_INFLUENCE``)."""
    state = gon.hazards(replace(_begun(), hand=(ROAD,), general_influence=gon.APART_INFLUENCE),
                        [gon.WOLVES], gon.FILLER * 2)
    facts, state = gon.act(state, f"split:1:{gon.ALATAR}")
    for action in (f"resource:{ROAD}:road:1", f"move:1:{gon.DOL_GULDUR}", "go", alatar.KIND,
                   "assign-done"):
        more, state = gon.act(state, action, seed=3)
        facts += more
    more, state = gon.fight_out(state, seed=3)
    facts += more
    assert state.current is not None and state.phase == "site"
    for action in ("leave", "road-home:1"):
        more, state = gon.act(state, action)
        facts += more
    # The turn's steps in order, leaving out the strikes, the dice and the duds: his check
    # comes as the attack ends, before the Wolves leave play and the hazard hand goes on.
    left_out = ("StrikeAssigned", "StrikesAssigned", "StrikesBegan", "StrikeSequenceBegan",
                "StrikeResolved", "DiceRolled", "DudDiscarded", "DudReplaced")
    assert [(f.kind, f.rule) for f in facts if f.kind not in left_out] == [
        ("CompanySplit", "CoE-2.II.3.6"), ("ResourcePlayed", "CoE-5.1"),
        ("GreatRoadTaken", "CoE-5.1"), ("MovementDeclared", "CoE-2.II.7.i"),
        ("PhaseBegan", "CoE-2.IV"), ("MovementHazardBegan", "GON-HH-3"),
        ("ResourceDrawsOffered", "CoE-2.IV.v"), ("ResourceDrawsChosen", "CoE-2.IV.v"),
        ("ResourcesDrawn", "CoE-2.IV.v"), ("HazardsPlaced", "GON-HH-3"),
        ("HazardHandRevealed", "GON-HH-4"), ("CreatureAttacks", "GON-HH-6"),
        ("AttackDeclared", "CoE-2.IV.vii.2"), ("CharacterJoinedAttack", "CoE-3.ii"),
        ("AttackEnded", "CoE-3.v"), ("CorruptionChecked", "CoE-7.1"),
        ("CreatureDiscarded", "CoE-3.v"), ("CompanyMoved", "CoE-2.II.7.i"),
        ("CompanyPhaseEnded", "CoE-2.IV"), ("PhaseBegan", "CoE-2.V"),
        ("SitePhaseBegan", "CoE-2.V"), ("CompanyPhaseEnded", "CoE-2.V.10"),
        ("PhaseBegan", "CoE-2.VI"), ("CompanyMoved", "CoE-2.II.7.i"),
        ("GreatRoadEnded", "CoE-5.1")]
    joined = only(facts, "CharacterJoinedAttack")
    assert (joined["company"], joined["to"]) == ("2", "1")
    assert only(facts, "CorruptionChecked")["character"] == gon.ALATAR
    home = of_kind(facts, "CompanyMoved")[-1]
    assert (home["company"], home["origin"], home["to"]) == ("1", gon.DOL_GULDUR, gon.LORIEN)
    # The Great-road company's hazards doubled, none fewer: he was not in it as it moved.
    assert dict(only(facts, "MovementHazardBegan").data)["cards"] == 8
    assert "fewer_draws" not in only(facts, "MovementHazardBegan").data
    assert [c.location for c in state.companies] == [gon.LORIEN]
    assert state.companies[0].ids() == (gon.HALDIR, gon.CELEBORN, gon.SAM, gon.ALATAR)


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_alatar_scripted_in_the_guise(starter) -> None:  # type: ignore[no-untyped-def]
    row = next(r for r in coverage.coverage(starter) if r.card_id == gon.ALATAR)
    # His joining and his company's smaller draw (GON-HH-3) are both played: nothing is
    # left, nor needs the two-player game.
    assert dict(row.rulesets)["necromancer"] == coverage.InRuleset(coverage.SCRIPTED)
