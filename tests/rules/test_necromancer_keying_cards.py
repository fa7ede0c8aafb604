"""Guise of the Necromancer, from ``hand_cards.KEYING_CARDS_FROM``: in the organization phase
Ford (a ranger tapping) keeps every creature keyed by type to a Wilderness off his company this
turn, and Secret Entrance (a sage tapping) every creature keyed to its site, but for a company
moving to a site in a Dark-domain (CoE 5.1; such a creature is a dud, GON-DUD-4). The version
before declared them."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.rulesets.guise_of_the_necromancer import hand_cards
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.support import of_kind, only

FORD, SECRET_ENTRANCE, AMON_HEN, CAVE_DRAKE = "TW-242", "TW-324", "TW-371", "TW-20"
BERT = "TW-16"
BEFORE = gon.RULESET.at_version(str(hand_cards.KEYING_CARDS_FROM - 1))


def moved(state: State, to: str, hand: list[str]) -> list[object]:
    """The facts of the starting company's move to ``to`` with this hazard hand."""
    state = gon.hazards(replace(state, location_deck=(*state.location_deck, to)), hand,
                        gon.FILLER)
    _, moving = gon.acts(state, f"move:1:{to}")
    facts, _ = gon.act(moving, "go", seed=3)
    return list(facts)


def attackers(facts: list[object]) -> list[object]:
    return [f["card"] for f in of_kind(facts, "CreatureAttacks")]  # type: ignore[arg-type]


@pytest.mark.rule("CoE-5.1", "GON-DUD-4")
def test_ford_keeps_creatures_keyed_to_a_wilderness_off_the_rangers_company() -> None:
    assert hand_cards.KEYING_CARDS_FROM == 39 <= int(gon.RULESET.version)
    state = replace(gon.fresh(), hand=(FORD,))
    assert [i for i in gon.ids(state) if FORD in i] == [f"resource:{FORD}:ford:{gon.RADAGAST}",
                                                         f"resource:{FORD}:ford:{gon.SAM}"]
    assert [a.id for a in BEFORE.actions(state) if FORD in a.id] == [f"declare-resource:{FORD}"]
    # Bert is keyed only by type to the Wilderness on the way to Dol Guldur (Huorn also by
    # the name of Southern Mirkwood, which Ford does not bar).
    assert attackers(moved(gon.fresh(), gon.DOL_GULDUR, [BERT])) == [BERT]
    facts, forded = gon.act(state, f"resource:{FORD}:ford:{gon.SAM}")
    barred = only(facts, "KeyingBarred")
    assert gon.RULESET.narrate(barred) == ("Ford: no creature may be keyed by type to a "
                                           "Wilderness against company 1 this turn. [CoE-5.1]")
    assert forded.keying_barred == (("1", "wilderness"),)
    assert attackers(moved(forded, gon.DOL_GULDUR, [gon.HUORN])) == [gon.HUORN]
    facts = moved(forded, gon.DOL_GULDUR, [BERT])
    assert attackers(facts) == []
    assert [(f.rule, f["card"]) for f in of_kind(facts, "DudDiscarded")  # type: ignore[arg-type]
            if f["card"] == BERT] == [("GON-DUD-4", BERT)]


@pytest.mark.rule("CoE-5.1", "GON-DUD-4")
def test_secret_entrance_keeps_creatures_keyed_to_the_site_off_but_in_a_dark_domain() -> None:
    state = replace(gon.fresh(), hand=(SECRET_ENTRANCE,))
    play = f"resource:{SECRET_ENTRANCE}:enter:{gon.CELEBORN}"  # the sage
    assert [i for i in gon.ids(state) if SECRET_ENTRANCE in i] == [play]
    assert attackers(moved(gon.fresh(), AMON_HEN, [CAVE_DRAKE])) == [CAVE_DRAKE]
    _, entered = gon.act(state, play)
    assert entered.keying_barred == (("1", "site"),)
    assert attackers(moved(entered, AMON_HEN, [CAVE_DRAKE])) == []
    # Dol Guldur lies in a Dark-domain: a Nazgûl keyed to its Dark-hold still comes.
    company = replace(entered.companies[0], destination=gon.DOL_GULDUR)
    assert gon.RULESET._keys(entered, company, gon.CATALOG.get(gon.UVATHA)) == [
        "region-type:dark-domain", "site-type:dark-hold"]


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_them_scripted_in_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[FORD] == rows[SECRET_ENTRANCE] == coverage.InRuleset(coverage.SCRIPTED)
