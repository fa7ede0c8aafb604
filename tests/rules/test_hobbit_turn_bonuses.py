"""The engine's eleventh generation of scripted cards in Burglar Wants a Good Job, from
``GENERATION_11_FROM`` (``domain.engine.turn_bonuses``): Narya, Nenya, Vilya and Wizard's Voice
are played on their character, a Hand of the company, at any time of the turn
(``play:<card>:turn:<character>``): what each gives him (``CharacterBolstered``) counts
against every strike he faces, in every body check and in every influence attempt until the
turn ends, and he then checks corruption at the card's modifier (CoE 5.1, 7.1). Played on
another character, without him in the company, or twice a turn where the card forbids it,
they are refused naming the card and the reason, writing nothing. The versions before
declared them and replay as played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine import effects, turn_bonuses
from domain.engine.effects import Generations
from domain.errors import IllegalAction
from domain.ruleset import Fact
from domain.rulesets.burglar import ruleset as burglar
from domain.rulesets.burglar.state import State
from domain.rulesets.there_and_back_again import versions as tba_ruleset
from tests.rules import test_there_and_back_again_helpers as tba
from tests.rules.burglar_support import (
    BILBO,
    CATALOG,
    RULESET,
    WOOD_ELVES,
    act,
    at,
    fresh,
    ids,
    played_as,
    set_state,
    with_hand,
)
from tests.rules.test_burglar_spells import attacked
from tests.support import of_kind, only

NARYA, NENYA, VILYA, VOICE = "TW-290", "TW-291", "TW-358", "TW-366"
GANDALF, GALADRIEL, ELROND = "TW-156", "TW-153", "TW-145"
#: A seed whose strike roll (5) against prowess 16 wounds Gandalf at prowess 10.
SEED_WOUNDING = 1


def organizing(state: State, *hand: str) -> State:
    return replace(state, phase="organization", step="", hand=hand)


def plays(state: State) -> list[str]:
    return sorted(a for a in ids(state) if a.startswith(("play:", "declare:")))


def refused(state: State, action: str) -> tuple[str, str | None]:
    with pytest.raises(IllegalAction) as caught:
        act(state, action)
    return str(caught.value).rsplit(" [", 1)[0], caught.value.clause


def bolstered(facts: list) -> list[tuple[str, str, int]]:  # type: ignore[type-arg]
    return [(f["character"], f["stat"], f["amount"]) for f in of_kind(facts,
                                                                      "CharacterBolstered")]


def card_check(facts: list) -> list[tuple[int, str]]:  # type: ignore[type-arg]
    checked = only(facts, "CorruptionChecked")
    return [(m["amount"], m["source"]) for m in checked["check"]["modifiers"]]


@pytest.mark.rule("BWJ-SETUP-9", "BWJ-HAND-1")
def test_narya_bolsters_gandalf_untaps_his_company_and_he_checks_at_minus_five() -> None:
    assert 11 in RULESET.generation()
    assert effects.scripted(NARYA, Generations.up_to(11)) is effects.LATER[9][NARYA]
    state = organizing(set_state(with_hand(fresh(), GANDALF), BILBO, "tapped"), NARYA)
    assert plays(state) == [f"play:{NARYA}:turn:{GANDALF}"]
    facts, after = act(state, f"play:{NARYA}:turn:{GANDALF}")
    assert [f.kind for f in facts] == ["CardPlayed", "CharacterBolstered", "CharacterBolstered",
                                       "CharacterBolstered", "CharacterStateChanged",
                                       "DiceRolled", "CorruptionChecked"]
    assert bolstered(facts) == [(GANDALF, turn_bonuses.PROWESS, 4),
                                (GANDALF, turn_bonuses.BODY, 1),
                                (GANDALF, turn_bonuses.INFLUENCE, 2)]
    assert RULESET.narrate(facts[1]) == \
        "Narya: Gandalf has +4 prowess for the rest of the turn. [CoE-5.1]"
    # Bilbo, tapped and unwounded, untaps.
    assert (facts[4]["character"], facts[4]["state"]) == (BILBO, "untapped")
    assert after.character(BILBO).state == "untapped"  # type: ignore[union-attr]
    # Gandalf's own +1 and the card's -5.
    assert card_check(facts) == [(1, "card:TW-156"), (-5, "card:TW-290")]
    assert after.turn_bonuses == ((GANDALF, NARYA, turn_bonuses.PROWESS, 4),
                                  (GANDALF, NARYA, turn_bonuses.BODY, 1),
                                  (GANDALF, NARYA, turn_bonuses.INFLUENCE, 2))
    assert NARYA in after.resource_discard and NARYA not in after.hand


@pytest.mark.rule("CoE-3.iv.6", "CoE-3.I.1")
def test_the_bonuses_count_against_his_strike_and_in_his_body_check() -> None:
    state = attacked(with_hand(fresh(), GANDALF), hand=(NARYA,))
    # Played with the attack under way: it counts against its strikes.
    assert f"play:{NARYA}:turn:{GANDALF}" in plays(state)
    _, bolstered_state = act(state, f"play:{NARYA}:turn:{GANDALF}")
    _, assigned = act(bolstered_state, "assign:" + GANDALF)
    _, assigned = act(assigned, "assign-done")
    _, striking = act(assigned, f"resolve:{GANDALF}")
    facts, _ = act(striking, "roll")
    resolved = only(facts, "StrikeResolved")
    # Gandalf's prowess 6, +4 from Narya for the rest of the turn.
    assert (resolved["character"], resolved["prowess"]) == (GANDALF, 10)
    assert (4, "card:TW-290", "Narya for the rest of the turn") in [
        (m["amount"], m["source"], m["why"]) for m in resolved["check"]["modifiers"]]
    # A strike of prowess 16 wounds him: his body, +1 from Narya, in the body check after.
    fight = striking.combat
    assert fight is not None
    strong = replace(striking, combat=replace(fight, attack=replace(fight.attack, prowess=16)))
    wounded, _ = act(strong, "roll", seed=SEED_WOUNDING)
    assert only(wounded, "StrikeResolved")["result"] == "succeeded"
    body = only(wounded, "BodyChecked")
    assert body["body"] == CATALOG.get(GANDALF).body + 1
    assert (-1, "card:TW-290") in [(m["amount"], m["source"])
                                    for m in body["check"]["modifiers"]]


@pytest.mark.rule("BWJ-SETUP-9", "BWJ-SETUP-17")
def test_nenya_bolsters_galadriel_who_checks_at_minus_one_in_a_haven() -> None:
    away = organizing(at(with_hand(fresh(), GALADRIEL), "Bag End"), NENYA)
    facts, _ = act(away, f"play:{NENYA}:turn:{GALADRIEL}")
    assert bolstered(facts) == [(GALADRIEL, turn_bonuses.PROWESS, 2),
                                (GALADRIEL, turn_bonuses.BODY, 2),
                                (GALADRIEL, turn_bonuses.INFLUENCE, 2)]
    assert (-3, "card:TW-291") in card_check(facts)
    haven = organizing(at(with_hand(fresh(), GALADRIEL), "Lórien"), NENYA)
    facts, _ = act(haven, f"play:{NENYA}:turn:{GALADRIEL}")
    assert (-1, "card:TW-291") in card_check(facts)
    assert (-3, "card:TW-291") not in card_check(facts)


@pytest.mark.rule("BWJ-SETUP-9")
def test_vilya_bolsters_elrond_once_a_turn() -> None:
    state = organizing(with_hand(fresh(), ELROND), VILYA, VILYA)
    facts, after = act(state, f"play:{VILYA}:turn:{ELROND}")
    assert bolstered(facts) == [(ELROND, turn_bonuses.PROWESS, 4),
                                (ELROND, turn_bonuses.BODY, 2),
                                (ELROND, turn_bonuses.INFLUENCE, 6)]
    assert (-3, "card:TW-358") in card_check(facts)
    # The second copy is not offered this turn, and refused.
    assert plays(after) == []
    assert refused(after, f"play:{VILYA}:turn:{ELROND}") == (
        "Vilya cannot be played now: it cannot be played twice in a turn.", "CoE-5.1")
    # The next turn the bonuses are gone, and it may be played again.
    next_turn = RULESET.evolve(after, Fact("TurnBegan", {"turn": after.turn + 1,
                                                         "location": after.location}))
    assert next_turn.turn_bonuses == ()
    assert plays(organizing(next_turn, VILYA)) == [f"play:{VILYA}:turn:{ELROND}"]


@pytest.mark.rule("BWJ-SETUP-9", "BWJ-HAND-10")
def test_wizards_voice_gives_six_direct_influence_to_the_wizards_attempt() -> None:
    entered = replace(at(with_hand(fresh(), GANDALF), "Thranduil's Halls"), phase="site",
                      step="entered", hand=(VOICE, WOOD_ELVES))
    facts, ready = act(entered, f"play:{VOICE}:turn:{GANDALF}")
    assert bolstered(facts) == [(GANDALF, turn_bonuses.INFLUENCE, 6)]
    assert card_check(facts) == [(1, "card:TW-156"), (-3, "card:TW-366")]
    facts, _ = act(ready, f"influence:{WOOD_ELVES}:{GANDALF}", seed=1)
    attempt = only(facts, "FactionInfluenced")
    assert attempt["cards"] == 6
    assert (6, "card:TW-366", "Wizard’s Voice: direct influence for the rest of the turn") in [
        (m["amount"], m["source"], m["why"]) for m in attempt["check"]["modifiers"]]


@pytest.mark.rule("CoE-5.1")
def test_each_is_refused_off_its_character() -> None:
    no_one = organizing(fresh(), NARYA, NENYA, VILYA, VOICE)
    assert plays(no_one) == []
    assert refused(no_one, f"play:{NARYA}:turn:{BILBO}") == (
        "Narya cannot be played now: it is played on Gandalf, who is not in the company.",
        "CoE-5.1")
    assert refused(no_one, f"play:{VOICE}:turn:{BILBO}") == (
        "Wizard’s Voice cannot be played now: it is played on a Wizard of the company, and "
        "there is none.", "CoE-5.1")
    with_elrond = organizing(with_hand(fresh(), ELROND), NENYA)
    assert refused(with_elrond, f"play:{NENYA}:turn:{ELROND}") == (
        "Nenya cannot be played now: it is played on Galadriel, who is not in the company.",
        "CoE-5.1")
    both = organizing(with_hand(with_hand(fresh(), ELROND), GALADRIEL), NENYA)
    assert plays(both) == [f"play:{NENYA}:turn:{GALADRIEL}"]
    assert refused(both, f"play:{NENYA}:turn:{ELROND}") == (
        "Nenya cannot be played now: it is played on Galadriel, not Elrond.", "CoE-5.1")
    assert refused(both, f"play:{NENYA}:ring:{GALADRIEL}")[0] == \
        "Nenya cannot be played now: it has no mode 'ring' (its modes: turn)."


@pytest.mark.rule("BWJ-SETUP-9")
def test_the_version_before_declares_them_as_played() -> None:
    before = played_as(str(burglar.GENERATION_11_FROM - 1))
    assert before.generation() == Generations.up_to(10)
    state = organizing(with_hand(fresh(), GANDALF), NARYA, VOICE)
    offered = sorted(a.id for a in before.actions(state)
                     if a.id.startswith(("play:", "declare:")))
    assert offered == [f"declare:{NARYA}", f"declare:{VOICE}"]
    assert not [a for a in plays(state) if a.startswith("declare:")]


@pytest.mark.rule("TBA-COMP-2", "TBA-RES-3")
def test_there_and_back_again_no_longer_declares_them_from_its_version() -> None:
    """None of their characters is ever in There and Back Again's company: from
    ``GENERATION_11_FROM`` they are neither offered nor declared; the version before declared
    them."""
    state = replace(tba.fresh(), phase="organization", step="",
                    hand=(NARYA, NENYA, VILYA, VOICE))
    assert int(tba.RULESET.version) >= tba_ruleset.GENERATION_11_FROM
    assert not [a for a in tba.ids(state) if a.startswith(("play:", "declare:"))]
    with pytest.raises(IllegalAction) as caught:
        tba.act(state, f"declare:{NARYA}", {"effect": "untap", "target": tba.BILBO})
    assert (str(caught.value), caught.value.clause) == (
        f"Narya is played by its script (play:{NARYA}:<mode>), not by declaring an effect. "
        "[CoE-5.1]", "CoE-5.1")
    before = tba.played_as(tba_ruleset.GENERATION_11_FROM - 1)
    assert sorted(a.id for a in before.actions(state) if a.id.startswith("declare:")) == [
        f"declare:{card}" for card in sorted((NARYA, NENYA, VILYA, VOICE))]


@pytest.mark.rule("CoE-5.1", "CoE-7.1")
def test_the_coverage_shows_them_scripted_in_burglar() -> None:
    rows = {r.card_id: dict(r.rulesets) for r in coverage.coverage(CATALOG)}
    # Nenya's sure check is played from burglar.NENYA_FROM (test_hobbit_nenya.py), Vilya's
    # resources shuffled back from VILYA_FROM (test_hobbit_vilya.py).
    assert rows[NARYA]["burglar"] == rows[VOICE]["burglar"] == rows[NENYA]["burglar"] == \
        rows[VILYA]["burglar"] == coverage.InRuleset(coverage.SCRIPTED)
