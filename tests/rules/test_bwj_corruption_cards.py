"""Burglar Wants a Good Job from ``corruption_cards.SINCE``: a corruption card of the hazard
hand that makes its bearer check corruption stays on a character. It goes on whom its text
allows, the Burglar first (BWJ-SEQ-15), or stays face up (BWJ-SEQ-11); its points count in his
checks (CoE 7.1); its checks come at their points of the turn; its bearer may roll it off in the
organization phase (CoE 7.3); a bearer leaving play takes it to the hazard discard pile. The
version before plays it on no character."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine import corruption_cards as engine
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Context, Fact, Table
from domain.rulesets.burglar import corruption_cards, hazard_long_events
from domain.rulesets.burglar.state import State
from domain.rulesets.hobbit.state import Combat
from tests.rules import burglar_support as bwj
from tests.support import advance_from, of_kind, only

SENSES, NATURE, CREATION = engine.LURE_OF_THE_SENSES, engine.LURE_OF_NATURE, \
    engine.LURE_OF_CREATION
BURDEN, DESPAIR, EXPEDIENCE = engine.BURDEN_OF_TIME, engine.DESPAIR_OF_THE_HEART, \
    engine.LURE_OF_EXPEDIENCE
BILBO, THRANDUIL = bwj.BILBO, bwj.THRANDUIL
BEFORE = bwj.played_as(str(corruption_cards.SINCE - 1))


def bearing(state: State, *cards: tuple[str, str]) -> State:
    """``state`` with ``cards`` (bearer, card) on its characters, two points each."""
    return replace(state, corruption=tuple((who, card, 2) for who, card in cards))


def checks(facts: list[Fact]) -> list[tuple[str, ...]]:
    """(card, bearer, why) of each card's check, and (bearer, points) of each check made."""
    out: list[tuple[str, ...]] = []
    for f in facts:
        if f.kind == "CorruptionCardCheck":
            assert f.rule == "CoE-7.1"
            out.append((f["card"], f["character"], f["why"]))
        elif f.kind == "CorruptionChecked":
            out.append((f["character"], f["points"]))
    return out


def untap(state: State) -> list[Fact]:
    """The facts of the next turn's untap phase."""
    ctx = Context(bwj.RULESET, Table(7, {}, state))
    bwj.RULESET._begin_turn(ctx)
    return ctx.facts


@pytest.mark.rule("BWJ-SEQ-10", "BWJ-SEQ-15", "CoE-7.1")
def test_a_card_goes_on_the_burglar_where_its_text_allows():
    state = bwj.moving(bwj.fresh(), "Rivendell", "Moria", SENSES)
    facts, after = bwj.advance(state)
    played = only(facts, "HazardPlayed")
    assert (played.rule, played["card"], played["bearer"], played["points"]) == \
        ("BWJ-SEQ-15", SENSES, BILBO, 2)
    assert after.corruption == ((BILBO, SENSES, 2),) and after.hazards_played == 1
    assert SENSES not in after.hazard_discard
    # The version before: played against the limit and discarded, on no character.
    facts, after = advance_from(BEFORE, state)
    assert "bearer" not in only(facts, "HazardPlayed").data
    assert after.corruption == () and after.hazard_discard[-1] == SENSES


@pytest.mark.rule("BWJ-SEQ-11", "BWJ-SEQ-15", "CoE-7.1")
def test_with_no_one_its_text_allows_it_stays_face_up_else_a_hand_takes_it():
    # Lure of Nature goes on no Hobbit: with the Burglar alone it stays face up.
    state = bwj.moving(bwj.fresh(), "Rivendell", "Moria", NATURE)
    facts, after = bwj.advance(state)
    assert not of_kind(facts, "HazardPlayed") and after.row == (NATURE,)
    assert after.corruption == ()
    # Thranduil, an Elf, beside him: it goes on the Hand.
    facts, after = bwj.advance(bwj.with_hand(state, THRANDUIL))
    assert only(facts, "HazardPlayed")["bearer"] == THRANDUIL
    assert after.corruption == ((THRANDUIL, NATURE, 2),)
    # Never twice on one character: a second Lure of the Senses stays face up.
    facts, after = bwj.advance(bearing(bwj.moving(bwj.fresh(), "Rivendell", "Moria", SENSES),
                                       (BILBO, SENSES)))
    assert not of_kind(facts, "HazardPlayed") and after.row == (SENSES,)


@pytest.mark.rule("CoE-7.1", "BWJ-SEQ-1")
def test_lure_of_the_senses_checks_at_a_haven_its_points_counted():
    haven = bearing(bwj.at(bwj.fresh(), "Rivendell"), (BILBO, SENSES))
    bilbo = haven.character(BILBO)
    assert bilbo is not None
    facts = untap(haven)
    assert checks(facts) == [(SENSES, BILBO, "he is at a Haven"),
                             (BILBO, bilbo.corruption_points + 2)]
    kinds = [f.kind for f in facts]
    assert kinds.index("CharactersRefreshed") < kinds.index("CorruptionCardCheck") \
        < kinds.index("PhaseBegan")
    assert checks(untap(bearing(bwj.at(bwj.fresh(), "Moria"), (BILBO, SENSES)))) == []
    # The Burden of Time: an Elf away from a Haven.
    away = bearing(bwj.with_hand(bwj.at(bwj.fresh(), "Moria"), THRANDUIL), (THRANDUIL, BURDEN))
    assert checks(untap(away))[0] == (BURDEN, THRANDUIL, "an Elf away from a Haven")


@pytest.mark.rule("CoE-7.1", "BWJ-SEQ-16")
def test_lure_of_nature_checks_once_for_each_wilderness_as_the_phase_ends():
    state = bearing(bwj.with_hand(bwj.moving(bwj.fresh(), "Rivendell", "Goblin-gate",
                                             hazard_limit=0), THRANDUIL),
                    (THRANDUIL, NATURE), (BILBO, CREATION))
    state = replace(state, step="adjust", hand=state.hand[:5])
    facts, _ = bwj.advance(state)
    found = checks(facts)
    assert [c for c in found if len(c) == 3] == \
        [(NATURE, THRANDUIL, "2 Wilderness in the path")] * 2
    kinds = [f.kind for f in facts]
    assert kinds.index("CorruptionCardCheck") < kinds.index("PhaseBegan")


@pytest.mark.rule("CoE-7.1", "CoE-3.v")
def test_despair_of_the_heart_checks_for_each_companion_the_attack_wounded():
    state = bearing(bwj.with_hand(bwj.fresh(), THRANDUIL), (THRANDUIL, DESPAIR))
    attack = Attack.from_creature(bwj.CATALOG.get(bwj.WOLVES), 2)
    combat = Combat(attack, "draw", bwj.WOLVES, stage="done", wounded=(BILBO,))
    state = replace(state, combat=combat, phase="movement-hazard", moved=True,
                    turn_start="Lórien", location="Moria")
    ctx = Context(bwj.RULESET, Table(7, {}, state))
    bwj.RULESET._end_attack(ctx)
    assert [c for c in checks(ctx.facts) if len(c) == 3] == \
        [(DESPAIR, THRANDUIL, "1 of his company wounded")]


@pytest.mark.rule("CoE-7.1", "CoE-2.V.4")
def test_lure_of_expedience_checks_as_his_company_gains_an_item_at_the_site():
    entered = replace(bwj.at(bwj.with_hand(bwj.fresh(), THRANDUIL), "Moria"), phase="site",
                      step="entered", hand=(bwj.SWORD,))
    state = bearing(entered, (THRANDUIL, EXPEDIENCE))
    facts, _ = bwj.act(state, f"play:{bwj.SWORD}:{BILBO}")
    assert [c for c in checks(facts) if len(c) == 3] == \
        [(EXPEDIENCE, THRANDUIL, "his company gained Sword of Gondolin")]
    assert [f.kind for f in facts].index("ItemPlayed") < \
        [f.kind for f in facts].index("CorruptionCardCheck")


@pytest.mark.rule("CoE-7.3")
def test_the_bearer_rolls_to_remove_it_in_the_organization_phase():
    state = bearing(replace(bwj.fresh(), phase="organization", step=""), (BILBO, SENSES))
    offered = [i for i in bwj.ids(state) if i.startswith("remove:")]
    assert offered == [f"remove:{SENSES}:{BILBO}", f"remove:{SENSES}:{BILBO}:untapped"]
    assert bwj.RULESET.automatic_choice(state) == (f"remove:{SENSES}:{BILBO}", {})
    # Seed 3 rolls 7, the number printed on it: removed, to the hazard discard pile.
    facts, after = bwj.act(state, f"remove:{SENSES}:{BILBO}", seed=3)
    rolled = only(facts, "CorruptionRemovalRolled")
    assert (rolled.rule, rolled["roll"], rolled["needed"], rolled["declared"],
            rolled["removed"]) == ("CoE-7.3", 7, 7, False, True)
    bilbo = after.character(BILBO)
    assert bilbo is not None and bilbo.state == "tapped"
    assert after.corruption == () and after.hazard_discard[-1] == SENSES
    # Seed 1 rolls 5: it stays, and is not rolled for again this turn.
    facts, after = bwj.act(state, f"remove:{SENSES}:{BILBO}:untapped", seed=1)
    rolled = only(facts, "CorruptionRemovalRolled")
    assert (rolled["roll"], rolled["stays_untapped"], rolled["removed"]) == (5, True, False)
    assert after.corruption == state.corruption and after.removal_tried == (SENSES,)
    assert after.character(BILBO).state == "untapped"  # type: ignore[union-attr]
    with pytest.raises(IllegalAction, match="Lure of the Senses has been rolled for this turn"):
        bwj.act(after, f"remove:{SENSES}:{BILBO}")
    # A tapped bearer cannot; the version before offers nothing.
    tapped = bwj.set_state(state, BILBO, "tapped")
    with pytest.raises(IllegalAction, match="Bilbo is not untapped") as refused:
        bwj.act(tapped, f"remove:{SENSES}:{BILBO}")
    assert refused.value.clause == "CoE-7.3"
    assert not [a for a in BEFORE.actions(state) if a.id.startswith("remove:")]


@pytest.mark.rule("CoE-7.3")
def test_the_printed_numbers_of_the_burden_of_time_and_lure_of_expedience():
    state = bearing(bwj.with_hand(replace(bwj.fresh(), phase="organization", step=""),
                                  THRANDUIL), (THRANDUIL, BURDEN))
    facts, _ = bwj.act(state, f"remove:{BURDEN}:{THRANDUIL}")
    assert only(facts, "CorruptionRemovalRolled")["needed"] == 8
    assert corruption_cards.number(bwj.CATALOG, EXPEDIENCE) == 6


@pytest.mark.rule("CoE-6.1", "CoE-7.3")
def test_aragorn_removes_a_corruption_card_with_athelas():
    aragorn, athelas = bwj.CATALOG.find("Aragorn II").id, "TW-195"
    state = bwj.give(bwj.with_hand(bwj.at(bwj.fresh(), "Rivendell"), aragorn), aragorn, athelas)
    state = bearing(replace(state, phase="organization", step=""), (BILBO, SENSES))
    use = f"athelas:{athelas}:{aragorn}:{BILBO}:{SENSES}"
    assert use in bwj.ids(state)
    facts, after = bwj.act(state, use)
    removed = only(facts, "CorruptionCardRemoved")
    assert (removed.rule, removed["card"], removed["character"]) == ("CoE-6.1", SENSES, BILBO)
    assert after.corruption == () and after.hazard_discard[-1] == SENSES


@pytest.mark.rule("BWJ-LONG-1", "BWJ-SEQ-3")
def test_elf_song_played_at_a_haven_removes_one_card_from_each_bearer():
    elf_song = "TW-223"
    state = bearing(bwj.with_hand(bwj.at(bwj.fresh(), "Rivendell"), THRANDUIL),
                    (BILBO, SENSES), (THRANDUIL, NATURE), (THRANDUIL, DESPAIR))
    state = replace(state, phase="long-event", step="long-events", hand=(elf_song,))
    facts, after = bwj.act(state, f"long-event:{elf_song}")
    assert [(f.rule, f["card"], f["character"]) for f in of_kind(facts, "CorruptionCardRemoved")] \
        == [("BWJ-LONG-1", SENSES, BILBO), ("BWJ-LONG-1", NATURE, THRANDUIL)]
    assert after.corruption == ((THRANDUIL, DESPAIR, 2),)
    # Away from a Haven it cleanses no one.
    facts, after = bwj.act(replace(state, location="Moria", turn_start="Moria"),
                           f"long-event:{elf_song}")
    assert not of_kind(facts, "CorruptionCardRemoved") and len(after.corruption) == 3


@pytest.mark.rule("BWJ-LONG-1", "CoE-7.1")
def test_the_balance_of_things_may_count_a_corruption_card_twice():
    state = bearing(replace(bwj.with_hand(bwj.fresh(), THRANDUIL),
                            long_events=(("TW-93", 1),)), (THRANDUIL, SENSES))
    thranduil = state.character(THRANDUIL)
    assert thranduil is not None and thranduil.items == ()
    twice = hazard_long_events.corruption_twice(state, thranduil,
                                                bwj.RULESET.long_event_generation(),
                                                [("Lure of the Senses", 2)])
    assert [(m.amount, m.why) for m in twice] == \
        [(-2, "The Balance of Things: Lure of the Senses counted twice")]


@pytest.mark.rule("BWJ-HAND-3", "CoE-7.1")
def test_a_bearer_leaving_play_takes_his_cards_to_the_hazard_discard():
    state = bearing(bwj.with_hand(bwj.fresh(), THRANDUIL), (THRANDUIL, NATURE), (BILBO, SENSES))
    after = bwj.RULESET._remove(state, THRANDUIL)
    assert after.corruption == ((BILBO, SENSES, 2),)
    assert after.hazard_discard[-1] == NATURE


@pytest.mark.rule("CoE-7.1")
def test_the_six_cards_read_scripted_in_the_burglars_column():
    for card in engine.CARDS:
        assert coverage.in_ruleset("burglar", bwj.CATALOG.get(card)) == \
            coverage.InRuleset(coverage.SCRIPTED), card
    # Morgul-knife and The Pale Sword, by ``blades`` (test_burglar_corruption_cards).
    assert not {"TW-64", "TW-97"} & set(engine.CARDS)
