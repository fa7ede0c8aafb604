"""Andúril, the Flame of the West (TW-192) in the Guise of the Necromancer from
``permanent_events.ANDURIL_SINCE`` (``anduril``; GON-GEN-1: the standard rules say how, CoE
5.3): a sage holds it as Dreams of Lore is held, checking corruption at -3, until he stores it
at a Haven; once stored, with a Reforging stored and Narsil borne in any company, it is placed
with that Narsil: +4 prowess to 11, +1 direct influence, one more corruption point and 4 item
points (GON-WIN-2) for its bearer, who may tap it to untap a Dúnadan of his company, checking
corruption at -1. The version before kept it in the hand."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.rulesets.guise_of_the_necromancer import anduril, permanent_events, score
from domain.rulesets.guise_of_the_necromancer.state import State
from domain.rulesets.hobbit import anduril as hobbit_anduril
from tests.rules import necromancer_support as gon
from tests.support import of_kind, only

ANDURIL, REFORGING, NARSIL, DAGGER = "TW-192", "TW-314", "TW-289", "TW-206"
ARAGORN, BEREGOND, AMON_HEN = "TW-120", "TW-127", "TW-371"
BEFORE = gon.RULESET.at_version(str(permanent_events.ANDURIL_SINCE - 1))
JOIN = f"join-anduril:{NARSIL}"
STORED = ((ANDURIL, "item", 1), (REFORGING, "miscellaneous", 1))


def _joined_company(state: State, tapped: tuple[str, ...] = ()) -> State:
    """The starting company (at Lórien) joined by Aragorn II bearing Narsil and Beregond,
    those named in ``tapped`` tapped."""
    company = state.companies[0]
    aragorn = gon.RULESET._character(state, ARAGORN)
    aragorn = replace(aragorn, items=(gon.RULESET._item(NARSIL),))
    characters = (*company.characters, aragorn, gon.RULESET._character(state, BEREGOND))
    characters = tuple(c.tap() if c.card_id in tapped else c for c in characters)
    # Room for them under general influence (CoE 2.II.8).
    return replace(state, companies=(replace(company, characters=characters),),
                   general_influence=30)


def stored(tapped: tuple[str, ...] = ()) -> State:
    """Organization phase at Lórien: Andúril and a Reforging stored, Aragorn II bearing
    Narsil in the company."""
    return _joined_company(replace(gon.fresh(), marshalling=STORED), tapped=tapped)


def joined(tapped: tuple[str, ...] = ()) -> State:
    _, state = gon.act(stored(tapped=tapped), JOIN)
    return state


@pytest.mark.rule("CoE-5.3", "CoE-7.1", "GON-GEN-1")
def test_a_sage_holds_andúril_checking_corruption_at_minus_three() -> None:
    assert permanent_events.ANDURIL_SINCE <= int(gon.RULESET.version)
    state = gon.inside(AMON_HEN, hand=(ANDURIL,))
    play = f"permanent-event:{ANDURIL}:{gon.CELEBORN}"
    assert gon.naming(state, ANDURIL) == [play]
    assert gon.naming(state, ANDURIL, ruleset=BEFORE) == []
    facts, after = gon.act(state, play)
    assert gon.kinds(facts) == ["CharacterStateChanged", "SiteTapped", "CardHeld",
                                "DiceRolled", "CorruptionChecked"]
    assert only(facts, "CardHeld")["character"] == gon.CELEBORN
    check = only(facts, "CorruptionChecked")
    assert [(m["source"], m["amount"]) for m in check["check"]["modifiers"]
            if m["source"] == f"card:{ANDURIL}"] == [(f"card:{ANDURIL}", -3)]
    assert after.held == ((ANDURIL, gon.CELEBORN),) and ANDURIL not in after.hand
    # Haldir is no sage: refused, naming the card.
    assert gon.refused(state, f"permanent-event:{ANDURIL}:{gon.HALDIR}") == (
        "Andúril, the Flame of the West cannot be played now: Haldir is no sage.", "CoE-5.3")
    # The automatic player has Celeborn, no Wizard, take it.
    assert gon.RULESET.policy(state, gon.RULESET.actions(state))[0] == play


@pytest.mark.rule("CoE-2.II.4", "GON-WIN-2")
def test_andúril_is_stored_at_a_haven_as_one_item_point() -> None:
    held = replace(gon.fresh(), held=((ANDURIL, gon.CELEBORN),))
    store = f"store-information:{ANDURIL}:{gon.CELEBORN}"
    assert store in gon.ids(held)
    facts, after = gon.act(held, store)
    assert [(f.kind, dict(f.data)) for f in facts] == [
        ("CardStored", {"card": ANDURIL, "character": gon.CELEBORN, "site": gon.LORIEN,
                        "points": 1, "type": "item"})]
    assert after.held == () and after.marshalling == ((ANDURIL, "item", 1),)
    assert score.points_by_type(after, gon.CATALOG)["item"] == 1
    # A Dreams of Lore stored records no type, as before (its points miscellaneous).
    dreamt = replace(gon.fresh(), held=(("TW-210", gon.CELEBORN),))
    facts, after = gon.act(dreamt, f"store-information:TW-210:{gon.CELEBORN}")
    assert "type" not in only(facts, "CardStored").data
    assert after.marshalling == (("TW-210", "miscellaneous", 2),)


@pytest.mark.rule("CoE-5.3", "GON-WIN-2")
def test_andúril_is_placed_with_narsil_discarding_the_stored_reforging() -> None:
    state = stored()
    assert gon.naming(state, "anduril") == [JOIN]
    assert gon.naming(state, "anduril", ruleset=BEFORE) == []
    assert gon.RULESET.policy(state, gon.RULESET.actions(state))[0] == JOIN
    before = score.points_by_type(state, gon.CATALOG)
    facts, after = gon.act(state, JOIN)
    assert [(f.kind, f.rule, dict(f.data)) for f in facts] == [
        ("AndurilJoined", "CoE-5.3", {"card": ANDURIL, "narsil": NARSIL, "character": ARAGORN,
                                      "reforging": REFORGING, "points": 4, "type": "item"})]
    assert after.anduril == (ANDURIL, NARSIL) and after.marshalling == ()
    assert after.resource_discard[-1] == REFORGING
    points = score.points_by_type(after, gon.CATALOG)
    # The stored 1 + 1 give way to the 4 its bearer has (items).
    assert points["item"] == before["item"] - 1 + 4
    assert points.get("miscellaneous", 0) == before.get("miscellaneous", 0) - 1
    assert gon.RULESET.narrate(facts[0]) == (
        "The stored Reforging is discarded and Andúril, the Flame of the West is placed with "
        "the Narsil Aragorn II bears: +4 prowess to 11, +1 direct influence, one more "
        "corruption point (4 marshalling points, item). [CoE-5.3]")


@pytest.mark.rule("CoE-5.3", "GON-GEN-1")
def test_placing_andúril_is_refused_outside_its_condition_naming_why() -> None:
    no_reforging = replace(stored(), marshalling=STORED[:1])
    assert gon.naming(no_reforging, "anduril") == []
    assert gon.refused(no_reforging, JOIN) == (
        "Andúril is placed with Narsil by discarding a stored Reforging; none is stored.",
        "CoE-5.3")
    assert gon.refused(replace(stored(), phase="site"), JOIN) == (
        "Andúril is placed with Narsil in the organization phase.", "CoE-5.3")
    assert gon.refused(stored(), f"join-anduril:{DAGGER}") == (
        "Andúril is placed with Narsil borne by a character of the company.", "CoE-5.3")
    assert gon.refused(joined(), JOIN) == ("Andúril is already placed with Narsil.",
                                           "CoE-5.3")


@pytest.mark.rule("CoE-5.3", "CoE-3.iv.6", "CoE-7.1", "CoE-2.V.3")
def test_narsils_bearer_has_its_prowess_influence_and_corruption_point() -> None:
    state = joined()
    aragorn = state.companies[0].character(ARAGORN)
    assert aragorn is not None and aragorn.prowess_against("") == 7
    found = anduril.holder(state, gon.RULESET.played)
    assert found == aragorn and anduril.holder(state, BEFORE.played) is None
    mods = hobbit_anduril.strike_modifiers(found, aragorn, "", anduril.RULE)
    assert [(m.source, m.amount) for m in mods] == [(f"card:{ANDURIL}", 4)]  # 7 to 11
    # To a maximum of 11: a bearer at 10 gains only 1, one at 11 nothing.
    assert [m.amount for m in hobbit_anduril.strike_modifiers(
        found, replace(aragorn, prowess=9), "", anduril.RULE)] == [1]
    assert hobbit_anduril.strike_modifiers(found, replace(aragorn, prowess=10), "",
                                           anduril.RULE) == []
    # +1 direct influence in controlling followers and against a faction; one more point.
    assert anduril.direct_influence(state, ARAGORN) == 1
    assert anduril.direct_influence(state, BEREGOND) == 0
    assert [m.amount for m in hobbit_anduril.influence(found, aragorn, anduril.RULE)] == [1]
    terms = gon.RULESET._check_terms(state, ARAGORN)
    plain = gon.RULESET._check_terms(stored(), ARAGORN)
    assert terms is not None and plain is not None and terms[1] == plain[1] + 1
    # In a fight: Wolves on the way to Dol Guldur, Aragorn II's strike with Andúril's +4.
    moving = gon.hazards(state, [gon.WOLVES], gon.FILLER)
    facts, _ = gon.acts(moving, f"move:1:{gon.DOL_GULDUR}", "go", seed=3)
    his = [s for s in of_kind(facts, "StrikeResolved") if s["character"] == ARAGORN]
    assert his and all((f"card:{ANDURIL}", 4) in [(m["source"], m["amount"])
                                                   for m in s["check"]["modifiers"]]
                       for s in his)


@pytest.mark.rule("CoE-5.3", "CoE-7.1", "CoE-2.I.1")
def test_andúril_taps_to_untap_a_dúnadan_its_bearer_checking_at_minus_one() -> None:
    state = joined(tapped=(BEREGOND, gon.HALDIR))
    untap = f"anduril-untap:{BEREGOND}"
    assert gon.naming(state, "anduril-untap") == [untap]
    facts, after = gon.act(state, untap)
    assert gon.kinds(facts) == ["ItemTapped", "CharacterStateChanged", "DiceRolled",
                                "CorruptionChecked"]
    assert dict(facts[0].data) == {"item": ANDURIL, "bearer": ARAGORN,
                                   "mode": "to untap a Dúnadan", "target": BEREGOND}
    assert dict(facts[1].data) == {"character": BEREGOND, "state": "untapped"}
    check = only(facts, "CorruptionChecked")
    assert check["character"] == ARAGORN
    assert (f"card:{ANDURIL}", -1) in [(m["source"], m["amount"])
                                      for m in check["check"]["modifiers"]]
    beregond = after.companies[0].character(BEREGOND)
    assert beregond is not None and beregond.state == "untapped"
    # Tapped now: refused until the untap phase; Haldir is no Dúnadan.
    retapped = replace(after, companies=(replace(after.companies[0], characters=tuple(
        c.tap() if c.card_id == BEREGOND else c for c in after.companies[0].characters)),))
    assert gon.refused(retapped, untap) == (
        "Andúril is tapped until the next untap phase.", "CoE-5.3")
    assert gon.refused(state, f"anduril-untap:{gon.HALDIR}") == (
        "Andúril untaps a tapped Dúnadan of its bearer's company.", "CoE-5.3")
    # A sage holding a card stays tapped until he stores it.
    barred = replace(state, held=((REFORGING, BEREGOND),))
    assert gon.refused(barred, untap) == (
        "Andúril, the Flame of the West cannot untap Beregond: he holds Reforging and does "
        "not untap until he stores it", "CoE-5.3")
    # The automatic player never taps it (its bearer's check).
    assert not gon.RULESET.policy(state, gon.RULESET.actions(state))[0].startswith(
        "anduril-untap")


@pytest.mark.rule("CoE-5.3", "CoE-3.I.2")
def test_andúril_is_discarded_once_no_one_bears_its_narsil() -> None:
    state = joined()
    company = state.companies[0]
    bare = replace(state, companies=(replace(company, characters=tuple(
        replace(c, items=()) if c.card_id == ARAGORN else c for c in company.characters)),))
    facts, after = gon.act(bare, "go")
    assert only(facts, "AndurilDiscarded").data == {"card": ANDURIL, "narsil": NARSIL}
    assert after.anduril is None and ANDURIL in after.resource_discard
    assert anduril.points(after) == 0


@pytest.mark.rule("GON-GEN-1")
def test_the_coverage_reads_andúril_scripted() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[ANDURIL] == coverage.InRuleset(coverage.SCRIPTED)
