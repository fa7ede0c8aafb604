"""Guise of the Necromancer from ``hand_cards.GATES_TREATMENTS_FROM``: Quiet Lands', Stars' and
The Evenstar's alternatives with Gates of Morning in play (``gates_cards`` over
``hobbit.gates_treatments``; GON-GEN-1 plays the cards as standard). In the organization phase,
once a company has declared its move, ``resource:<card>:treat:<company>`` treats a region of
its site path (the ``region`` argument) or its new site (``site``) as another type until the
end of the turn, and the hazard hand keys its creatures to the treated way (GON-DUD-4); The
Evenstar gives besides each Elf +1 prowess and may treat a region. The version before did not
offer them and replays as played. Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer import gates_cards
from domain.rulesets.guise_of_the_necromancer.hand_cards import GATES_TREATMENTS_FROM
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.support import of_kind, only

GATES, QUIET, STARS, EVENSTAR = "TW-243", "TW-309", "TW-331", "TW-343"
RHOSGOBEL = gon.CATALOG.find("Rhosgobel", "Hero").id  # by a Wilderness, a Border-land and
MORIA = gon.CATALOG.find("Moria", "Hero").id  # a Dark-domain; Moria, a Shadow-hold
BEFORE = gon.RULESET.at_version(str(GATES_TREATMENTS_FROM - 1))
STARLIT, QUIETED = f"resource:{STARS}:treat:1", f"resource:{QUIET}:treat:1"


def declared(to: str, creature: str, *hand: str, gates: bool = True) -> State:
    """The starting company at Lórien, its move to ``to`` declared, ``creature`` face up in
    the hazard hand over a deck of duds, ``hand`` in the hand, Gates of Morning in play."""
    state = replace(gon.hazards(gon.fresh(), [creature], gon.FILLER), hand=hand,
                    permanents=(GATES,) if gates else ())
    return replace(state, companies=(replace(state.companies[0], destination=to),))


def attacks(state: State, ruleset: Any = gon.RULESET) -> list[tuple[str, Any]]:
    """The creatures that attack the company as its movement/hazard phase begins."""
    facts, _ = gon.act(state, "go", seed=3, ruleset=ruleset)
    return [(f["card"], f["keyed"]) for f in of_kind(facts, "CreatureAttacks")]


def refused(state: State, action: str, args: dict[str, Any]) -> tuple[str, str | None]:
    with pytest.raises(IllegalAction) as caught:
        gon.act(state, action, args)
    return caught.value.message, caught.value.clause


@pytest.mark.rule("GON-GEN-1", "GON-DUD-4", "GON-HH-6")
def test_stars_treats_the_dark_domain_of_a_companys_path_keeping_a_nazgul_off() -> None:
    state = declared(RHOSGOBEL, gon.UVATHA, STARS)
    assert attacks(state) == [(gon.UVATHA, "region-type:dark-domain")]
    assert [dict(a.params) for a in gon.RULESET.actions(state) if a.id == STARLIT] == [
        {"region": "the region treated, its place in the site path: 3 (dark-domain as "
                   "shadow-land)"}]
    facts, after = gon.act(state, STARLIT, {"region": 3})
    assert [f.kind for f in facts] == ["ResourcePlayed", "LandsTreated"]
    treated = only(facts, "LandsTreated")
    assert (treated["company"], treated["region"], treated["printed"], treated["treated"]) \
        == ("1", 3, "dark-domain", "shadow-land")
    assert gon.RULESET.narrate(treated) == "Stars (company 1): region 3 of the site path, a " \
        "dark-domain, is treated as a shadow-land until the end of the turn. [CoE-5.1]"
    assert after.resource_treatments == (("1", STARS, 3, "", "shadow-land"),)
    assert STARS in after.resource_discard and STARS not in after.hand
    # The Moon with Gates of Morning treats the others, not the region Stars treated.
    assert gates_cards.kept(after, "1", ("wilderness", "border-land", "shadow-land"),
                            ("border-land", "free-domain", "wilderness")) == (
        "border-land", "free-domain", "shadow-land")
    # Its path is met as treated: Ûvatha cannot attack (a dud Nazgûl guards Dol Guldur).
    facts, _ = gon.act(after, "go", seed=3)
    assert only(facts, "MovementHazardBegan")["path"] == [
        "wilderness", "border-land", "shadow-land"]
    assert not of_kind(facts, "CreatureAttacks")
    assert only(facts, "NazgulGuards")["card"] == gon.UVATHA
    # Once a turn; the version before neither offers it nor keeps Ûvatha off.
    again = replace(after, hand=(STARS,))
    assert STARLIT not in gon.ids(again)
    assert refused(again, STARLIT, {"region": 3})[0] == (
        "Stars cannot be played now: it cannot be duplicated: it treats a region or a site "
        "once a turn.")
    assert STARLIT not in gon.ids(state, BEFORE)
    assert attacks(state, BEFORE) == [(gon.UVATHA, "region-type:dark-domain")]


@pytest.mark.rule("GON-GEN-1", "GON-DUD-4", "GON-HH-6")
def test_quiet_lands_treats_a_companys_new_shadow_hold_as_a_ruins_and_lairs() -> None:
    # Moria by two Wildernesses: the Orc-guard is keyed to the Shadow-hold only.
    state = declared(MORIA, gon.ORC_GUARD, QUIET)
    assert attacks(state) == [(gon.ORC_GUARD, "site-type:shadow-hold")]
    facts, after = gon.act(state, QUIETED, {"site": "Moria"})
    assert dict(only(facts, "LandsTreated").data) == {
        "card": QUIET, "name": "Quiet Lands", "region": None, "site": MORIA,
        "printed": "shadow-hold", "treated": "ruins-and-lairs", "company": "1"}
    assert attacks(after) == []
    assert attacks(state, BEFORE) == [(gon.ORC_GUARD, "site-type:shadow-hold")]


@pytest.mark.rule("GON-GEN-1")
def test_the_treatments_are_refused_naming_the_card_and_the_reason_writing_nothing() -> None:
    unlit = declared(RHOSGOBEL, gon.UVATHA, STARS, gates=False)
    assert STARLIT not in gon.ids(unlit)
    assert refused(unlit, STARLIT, {"region": 3}) == (
        "Stars cannot be played now: it treats a region or a site as another type only with "
        "Gates of Morning in play.", "CoE-5.1")
    state = declared(RHOSGOBEL, gon.UVATHA, STARS, QUIET)
    assert QUIETED not in gon.ids(state)  # no Shadow-land, Rhosgobel no Shadow-hold
    assert refused(state, STARLIT, {"region": 1}) == (
        "Stars cannot be played now: region 1 is no Dark-domain or Shadow-land of the site "
        "path.", "CoE-5.1")
    assert gon.refused(state, f"resource:{STARS}:treat:9") == (
        "Stars cannot be played now: name one of your companies "
        "(resource:<card>:treat:<company>).", "CoE-5.1")
    # Before its move is declared the company stays at Lórien, a Haven, by no site path.
    staying = replace(state, companies=(replace(state.companies[0], destination=None),))
    assert STARLIT not in gon.ids(staying)
    assert gon.refused(staying, STARLIT)[0] == (
        "Stars cannot be played now: the company's site path has no Dark-domain or "
        "Shadow-land.")


@pytest.mark.rule("GON-GEN-1")
def test_the_evenstar_with_gates_bolsters_each_elf_and_may_treat_a_region() -> None:
    # Haldir and Celeborn, Elves of the starting company, on their way to Rhosgobel.
    state = declared(RHOSGOBEL, gon.UVATHA, EVENSTAR)
    play = f"resource:{EVENSTAR}:elf:{gon.HALDIR}"
    assert dict(next(a for a in gon.RULESET.actions(state) if a.id == play).params) == {
        "region": "a region of the site path treated for the rest of the turn (optional): "
                  "1 (wilderness as border-land), 2 (border-land as free-domain)"}
    facts, after = gon.act(state, play, {"region": 2})
    assert [(f["character"], f["amount"]) for f in of_kind(facts, "CharacterBolstered")] == [
        (gon.HALDIR, 1), (gon.HALDIR, 1), (gon.CELEBORN, 1)]
    assert (only(facts, "LandsTreated")["region"], only(facts, "LandsTreated")["treated"]) \
        == (2, "free-domain")
    assert after.resource_treatments == (("1", EVENSTAR, 2, "", "free-domain"),)
    assert refused(state, play, {"region": 3}) == (
        "The Evenstar cannot be played now: region 3 is no Wilderness or Border-land of the "
        "site path.", "CoE-5.1")
    # The version before: Haldir's +1 alone.
    facts, _ = gon.act(state, play, ruleset=BEFORE)
    assert len(of_kind(facts, "CharacterBolstered")) == 1 and not of_kind(facts, "LandsTreated")
