"""The cards a Hobbit scenario never puts in play: its column of the coverage reads ``not in
this ruleset`` with the clause of its deck rules that keeps each out (``decks.ruled_out`` of
There and Back Again, Burglar Wants a Good Job and Guise of the Necromancer), and its deck check
refuses each such card wherever a setup could name it, naming the card. A card the deck rules
admit keeps the status it had."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from copy import deepcopy
from typing import Any

import pytest

from domain import coverage
from domain.cards import Card, Catalog
from domain.errors import InvalidSetup
from domain.rulesets.burglar import decks as burglar_decks
from domain.rulesets.guise_of_the_necromancer import decks as necromancer_decks
from domain.rulesets.hobbit.decks import default_setup
from domain.rulesets.there_and_back_again import decks as tba_decks

TBA, BURGLAR, NECROMANCER = "there-and-back-again", "burglar", "necromancer"
PREPARE: dict[str, Callable[[Catalog, Mapping[str, Any]], object]] = {
    TBA: tba_decks.prepare, BURGLAR: burglar_decks.prepare,
    NECROMANCER: necromancer_decks.prepare}
#: Where a setup of each scenario names cards: its lists, and its fields of one card.
LISTS = {TBA: ("resources", "hazards", "company"),
         BURGLAR: ("resources", "hazards", "sites"),
         NECROMANCER: ("company", "items", "resources", "resource_sideboard", "hazards",
                       "hazard_sideboard", "sites")}
SINGLE = {TBA: (), BURGLAR: ("burglar", "item"), NECROMANCER: ("wizard",)}

TBA_HAZARDS = "TBA-DECK-1: the hazard deck holds creatures and Dragon’s Desolation only"
TBA_UNKEYED = ("TBA-DECK-7: a creature keyed to none of wilderness, double wilderness or "
               "border-lands counts in no group of the hazard deck")
TBA_CHARACTER = ("TBA-COMP-2: not one of the company of The Hobbit, and the resource deck "
                 "holds no character but the Wizard (TBA-DECK-9)")
TBA_SITE = ("TBA-LAYOUT-2: the map has one site under each of its seven regions; no other "
            "site is played")
TBA_REGION = ("TBA-LAYOUT-1: the map is the seven regions laid out in a row; no other region "
              "is played")
BWJ_REGION = ("BWJ-SETUP-15: the site deck holds hero sites only, the resource and hazard "
              "decks their own cards (BWJ-SETUP-22); no region card is played")
BWJ_UNKEYED = ("BWJ-SETUP-14: a creature keyable to none of free-domain, border-land, "
               "wilderness, shadow-land or dark-domain counts in no group of the hazard deck")
GON_ENVIRONMENT = "GON-HDECK-7: an environment card; the hazard decks hold none"
GON_LONG = "GON-HDECK-7: a hazard long-event; the hazard decks hold none"
GON_PERMANENT = ("GON-HDECK-6: a hazard permanent-event that is neither a corruption card nor "
                 "a Nazgûl; the hazard decks hold none")
GON_RING = ("GON-RDECK-3: a ring; the resource/character deck and sideboard hold none, and "
            "only The One Ring or a Gold Ring item standing in for it comes from the hazard "
            "sideboard (GON-HDECK-9)")


def _in(starter: Catalog, card_id: str) -> dict[str, coverage.InRuleset]:
    return {rid: coverage.in_ruleset(rid, starter.get(card_id))
            for rid in coverage.TEXT_RULESETS}


def _named(starter: Catalog, name: str) -> str:
    return starter.find_all(name)[0].id


def _out(note: str) -> coverage.InRuleset:
    return coverage.InRuleset(coverage.NOT_IN_RULESET, note)


@pytest.mark.rule("TBA-DECK-1")
@pytest.mark.rule("TBA-DECK-7")
@pytest.mark.rule("TBA-COMP-2")
@pytest.mark.rule("TBA-LAYOUT-1")
@pytest.mark.rule("TBA-LAYOUT-2")
def test_there_and_back_again_never_plays_what_its_decks_and_map_leave_out(
        starter: Catalog) -> None:
    there = {card_id: _in(starter, card_id)[TBA] for card_id in (
        "TW-28", "TW-90", "TW-14", _named(starter, "Aragorn II"), _named(starter, "Moria"),
        _named(starter, "Rohan"))}
    assert there == {"TW-28": _out(TBA_HAZARDS),  # Doors of Night: no hazard event
                     "TW-90": _out(TBA_UNKEYED),  # Smaug: keyed to his lair only
                     "TW-14": _out(TBA_UNKEYED),  # Barrow-wight: shadow-land, dark-domain
                     _named(starter, "Aragorn II"): _out(TBA_CHARACTER),
                     _named(starter, "Moria"): _out(TBA_SITE),
                     _named(starter, "Rohan"): _out(TBA_REGION)}
    # What the rules admit keeps its status: Dragon's Desolation, the company, any Wizard
    # (the scenario's short-event, TBA-RES-3), the laid-out map, a wilderness creature, a
    # resource.
    for name in ("Dragon’s Desolation", "Bilbo", "Thorin II", "Gandalf", "Saruman", "Bag End",
                 "Ettenmoors", "The Shire", "Northern Rhovanion", "Cave-drake", "Concealment"):
        assert _in(starter, _named(starter, name))[TBA].status != coverage.NOT_IN_RULESET, name
    assert _in(starter, _named(starter, "Gandalf"))[TBA] == coverage.InRuleset(coverage.SCRIPTED)


@pytest.mark.rule("BWJ-SETUP-14")
@pytest.mark.rule("BWJ-SETUP-15")
def test_the_burglar_never_plays_a_region_or_a_creature_of_no_group(starter: Catalog) -> None:
    rohan, pick_pocket = _named(starter, "Rohan"), "TW-79"
    assert (_in(starter, rohan)[BURGLAR], _in(starter, "TW-90")[BURGLAR],
            _in(starter, pick_pocket)[BURGLAR]) == (
        _out(BWJ_REGION), _out(BWJ_UNKEYED), _out(BWJ_UNKEYED))
    # Any hazard event, character, site or keyable creature stays as it was.
    assert _in(starter, "TW-28")[BURGLAR] == coverage.InRuleset(coverage.SCRIPTED)
    for name in ("Aragorn II", "Moria", "Barrow-wight", "Orc-patrol", "Gandalf", "The One Ring"):
        assert _in(starter, _named(starter, name))[BURGLAR].status != coverage.NOT_IN_RULESET


@pytest.mark.rule("GON-HDECK-6")
@pytest.mark.rule("GON-HDECK-7")
@pytest.mark.rule("GON-RDECK-3")
def test_the_necromancer_never_plays_long_events_environments_permanents_or_rings(
        starter: Catalog) -> None:
    cases = {"TW-28": GON_ENVIRONMENT,  # Doors of Night (a permanent-event environment)
             "TW-21": GON_ENVIRONMENT,  # Choking Shadows (a short-event environment)
             "TW-61": GON_LONG,  # Minions Stir
             "TW-96": GON_PERMANENT,  # The Nazgûl are Abroad
             "TW-86": GON_PERMANENT,  # Shelob: a creature and a permanent-event
             "TW-274": GON_RING,  # Magic Ring of Stealth
             "TW-213": GON_RING,  # a Dwarven Ring
             "TW-363": GON_RING}  # Wizard's Ring, a ring though its data has no keyword
    assert {c: _in(starter, c)[NECROMANCER] for c in cases} == {
        c: _out(note) for c, note in cases.items()}
    # The One Ring and a Gold Ring standing in for it (GON-HDECK-9), a Nazgûl, a corruption
    # card, any creature, region or character stay as they were.
    for name in ("The One Ring", "Precious Gold Ring", "Khamûl the Easterling", "Lure of Nature",
                 "Smaug", "Rohan", "Saruman", "Elrond"):
        assert _in(starter, _named(starter, name))[NECROMANCER].status \
            != coverage.NOT_IN_RULESET, name


@pytest.mark.rule("GON-RDECK-3", "GON-GEN-1", "GON-WIN-9", "BWJ-MP-6", "BWJ-SEQ-2",
                  "GON-DUD-2", "GON-HH-5", "BWJ-SEQ-17", "BWJ-HAND-1", "CoE-2.V", "CoE-5.3")
def test_the_hobbit_columns_and_one_card_of_the_road_read_not_in_this_ruleset(
        starter: Catalog) -> None:
    rows = coverage.coverage(starter)
    totals = coverage.ruleset_totals(rows)
    # The Road Goes Ever On's one: Lure of MECCG, which no game can play
    # (test_road_goes_ever_on_unplayable_cards.py); the Guise's eight it refuses with nothing
    # to act on (hobbit.refused_cards), Lure of MECCG (GON-GEN-1:
    # hobbit.resource_events.GON_NOTHING) and Sacrifice of Form (GON-WIN-9:
    # guise_of_the_necromancer.permanent_events.nothing) among its own; Burglar's Dreams of
    # Lore and Stone of Erech (BWJ-MP-6) and Lure of MECCG (BWJ-SEQ-2: its bonus counts what no
    # game records; hobbit.resource_events.BWJ_NOTHING) among its own. Besides what their
    # deck rules refuse, the cards they refuse: in Burglar A Chance Meeting and Wizard's
    # Laughter (hobbit.refused_cards, test_burglar_no_use.py); in There and Back Again Lure
    # of MECCG (CoE-5.3).
    assert {rid: counts[coverage.NOT_IN_RULESET] for rid, counts in totals.items()} == {
        BURGLAR: 71, NECROMANCER: 53, "road-goes-ever-on": 1, TBA: 298}
    # No card that may act in a Hobbit scenario reads "not scripted" there: the Wizard's Ring
    # and Earth of Galadriel's Orchard are played at a Haven in Burglar, whose site phase it has
    # (test_burglar_haven_site_phase.py); Ent-draughts by its card's own condition at
    # Wellinghall in both (``hobbit.ent_draughts``).
    assert {rid: counts[coverage.NOT_SCRIPTED] for rid, counts in totals.items()} == \
        dict.fromkeys((BURGLAR, NECROMANCER, "road-goes-ever-on", TBA), 0)
    never = {(rid, card): coverage.in_ruleset(rid, starter.get(card)).status for rid, card in (
        (BURGLAR, "TW-363"), (BURGLAR, "TW-221"))}
    assert never == dict.fromkeys(never, coverage.SCRIPTED)
    assert {rid: coverage.in_ruleset(rid, starter.get("TW-227")).status
            for rid in (BURGLAR, NECROMANCER)} == dict.fromkeys(
        (BURGLAR, NECROMANCER), coverage.SCRIPTED)
    # Their own status, the least complete of the rulesets', reads "scripted" too.
    assert {row.card_id: row.status for row in rows
            if row.card_id in {card for _, card in never}} == dict.fromkeys(
        ("TW-221", "TW-363"), coverage.SCRIPTED)
    # There and Back Again: 9 allies off the map among them, the Elven Rings' short-events,
    # Wizard's Voice, Wizard's Flame, True Fána and Wizard's Test, played only on a character
    # never in its company, the Army of the Dead, Ent-draughts and the Wizard's Ring
    # (``unplayed.NEVER_HERE``), and the cards with nothing to act on there
    # (``no_use.nothing_to_act_on``).
    # A card's own status is "not in this ruleset" only where no ruleset puts it in play: Lure
    # of MECCG alone.
    assert coverage.totals(rows)[coverage.NOT_IN_RULESET] == 1
    assert [row.card_id for row in rows if row.status == coverage.NOT_IN_RULESET] == ["TW-500"]


def _refusals(ruleset_id: str, catalog: Catalog, card: Card) -> dict[str, list[str]]:
    """Each place a setup of ``ruleset_id`` names cards, with ``card`` put there: the
    problems of the deck check that name it (none: the check took it)."""
    base = default_setup(ruleset_id)
    found: dict[str, list[str]] = {}
    for field in (*LISTS[ruleset_id], *SINGLE[ruleset_id]):
        setup = deepcopy(base)
        setup[field] = card.id if field in SINGLE[ruleset_id] else [*setup.get(field, []),
                                                                    card.id]
        try:
            PREPARE[ruleset_id](catalog, setup)
            found[field] = []
        except InvalidSetup as refused:
            found[field] = [p for p in refused.problems if card.id in p]
    return found


@pytest.mark.rule("TBA-DECK-1", "TBA-DECK-7", "TBA-COMP-2", "TBA-LAYOUT-1", "TBA-LAYOUT-2",
                  "BWJ-SETUP-14", "BWJ-SETUP-15", "GON-HDECK-6", "GON-HDECK-7", "GON-RDECK-3")
@pytest.mark.parametrize("ruleset_id", [TBA, BURGLAR, NECROMANCER])
def test_the_deck_check_refuses_every_card_the_coverage_rules_out(
        ruleset_id: str, starter: Catalog) -> None:
    out = [c for c in starter if c.set == "TW" and coverage.ruled_out(ruleset_id, c)]
    assert out
    admitted = {c.name: field for c in out
                for field, named in _refusals(ruleset_id, starter, c).items() if not named}
    assert admitted == {}


@pytest.mark.rule("GON-RDECK-3")
def test_the_necromancer_refuses_a_wizards_ring(starter: Catalog) -> None:
    setup = default_setup(NECROMANCER)
    setup["resource_sideboard"] = [*setup["resource_sideboard"], "Wizard’s Ring"]
    with pytest.raises(InvalidSetup) as refused:
        necromancer_decks.prepare(starter, setup)
    assert refused.value.problems == ("GON-RDECK-3: Wizard’s Ring (TW-363) is a ring",)


@pytest.mark.rule("TBA-DECK-7")
@pytest.mark.rule("GON-HDECK-6")
def test_the_refusals_name_the_card_and_the_clause(starter: Catalog) -> None:
    assert _refusals(TBA, starter, starter.get("TW-90"))["hazards"] == [
        "TBA-DECK-7: Smaug (TW-90) is keyed to none of wilderness, double wilderness or "
        "border-lands"]
    assert _refusals(NECROMANCER, starter, starter.get("TW-86"))["hazards"] == [
        "GON-HDECK-6: Shelob (TW-86) is a hazard permanent-event that is neither a corruption "
        "card nor a Nazgûl"]
    assert _refusals(BURGLAR, starter, starter.get("TW-90"))["hazards"] == [
        "BWJ-SETUP-14: Smaug (TW-90) is keyable to none of the three groups' region types"]


@pytest.mark.rule("CoE-2.V.4", "BWJ-SEQ-17")
def test_the_burglar_offers_none_of_the_special_items_it_does_not_script() -> None:
    # Ent-draughts (played at Wellinghall, not in this site deck), the Wizard's Ring and Earth
    # of Galadriel's Orchard (played only at a Haven, the Orchard at Lórien,
    # test_burglar_haven_site_phase.py): not offered at a site that is none.
    from dataclasses import replace

    from tests.rules import burglar_support as bwj

    cards = ("TW-227", "TW-363", "TW-221")
    start = bwj.fresh()
    offered = {}
    for site in start.sites:
        found = bwj.CATALOG.get(site)
        if found.is_haven:
            continue
        state = replace(bwj.at(start, found.name, phase="site", step="entered"), hand=cards)
        offered[found.name] = [a for a in bwj.ids(state) if any(c in a for c in cards)]
    assert offered == dict.fromkeys(("Bag End", "Beorn’s House", "Moria", "Mount Gram",
                                     "The Lonely Mountain", "Thranduil’s Halls"), [])
    assert [bwj.CATALOG.get(s).name for s in start.sites if bwj.CATALOG.get(s).is_haven] == [
        "Lórien", "Rivendell"]
    assert [a for a in bwj.ids(replace(start, hand=cards)) if any(c in a for c in cards)] == []
