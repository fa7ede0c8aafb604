"""The Road Goes Ever On, from item_places.SINCE_VERSION: a special item of the Quest deck is
found at the site its card names, the Sapling of the White Tree never at a Shadow-hold or a
Dark-hold (RGO-QUEST-3), and an item is stored where its card says, for the points it prints
there (CoE 2.II.4), and the Red Book of Westmarch adds +2 to direct influence against a Hobbit
faction (CoE 2.V.3); the version before replays as played. Constructed states."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from domain.engine.characters import Item
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import (
    book_of_mazarbul,
    item_influence,
    item_places,
    storing,
)
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, Quest, State
from tests.rules.rgo_support import card, company, ids, organizing, refused, run, state, turn_of

NOW = str(item_places.SINCE_VERSION)
BEFORE = str(item_places.SINCE_VERSION - 1)
REPO = Path(__file__).resolve().parents[2]


def played(rgo: RoadGoesEverOn, version: str) -> RoadGoesEverOn:
    ruleset = rgo.at_version(version)
    assert isinstance(ruleset, RoadGoesEverOn)
    return ruleset


def revealed(rgo: RoadGoesEverOn, version: str, quest: str, *sites: str) -> tuple[str, ...]:
    """The sites ``quest``, the Quest deck's top card, is revealed with from a Site deck of
    ``sites``."""
    ruleset = played(rgo, version)
    start = state(rgo, quest_deck=ids(rgo, quest), site_deck=ids(rgo, *sites))
    _, after = run(ruleset, start, turn_of(ruleset, start).reveal_quest, "RGO-QUEST-6")
    return after.display[0].sites


@pytest.mark.rule("RGO-QUEST-3", "RGO-QUEST-4")
def test_a_special_item_is_found_at_the_site_its_card_names(rgo: RoadGoesEverOn) -> None:
    deck = ("Rivendell", "Moria", "Lórien", "Bag End", "The White Towers", "Minas Tirith",
            "Isengard")
    found = {name: revealed(rgo, NOW, name, *deck) for name in (
        "Book of Mazarbul", "Earth of Galadriel's Orchard", "Red Book of Westmarch",
        "Palantír of Elostirion", "Palantír of Minas Tirith", "Palantír of Orthanc")}
    assert found == {"Book of Mazarbul": ids(rgo, "Moria"),
                     "Earth of Galadriel's Orchard": ids(rgo, "Lórien"),
                     "Red Book of Westmarch": ids(rgo, "Bag End"),
                     "Palantír of Elostirion": ids(rgo, "The White Towers"),
                     "Palantír of Minas Tirith": ids(rgo, "Minas Tirith"),
                     "Palantír of Orthanc": ids(rgo, "Isengard")}
    # The version before reveals them with no site: they were never taken.
    assert revealed(rgo, BEFORE, "Book of Mazarbul", *deck) == ()
    # Not in the Site deck, not found.
    assert revealed(rgo, NOW, "Book of Mazarbul", "Rivendell", "Lórien") == ()
    # Taken at its site as any quest is: Aragorn taps and bears the Book.
    moria, book, aragorn = ids(rgo, "Moria", "Book of Mazarbul", "Aragorn II")
    at_moria = state(rgo, site=moria, phase=SITE, explored=True,
                     display=(Quest(book, (moria,)),))
    action = f"take-quest:{book}:{aragorn}"
    assert action in [a.id for a in rgo.actions(at_moria)]
    _, after = run(rgo, at_moria, rgo.decide, action, {})
    assert [i.name for i in after.character(aragorn).items] == [  # type: ignore[union-attr]
        "Book of Mazarbul"]
    assert rgo.points(after)["item"] == 1 and after.display == ()


@pytest.mark.rule("RGO-QUEST-3")
def test_the_sapling_is_never_found_at_a_shadow_hold_or_dark_hold(rgo: RoadGoesEverOn) -> None:
    # Major items are played at Moria (a Shadow-hold), Dol Guldur (a Dark-hold) and Isengard.
    deck = ("Rivendell", "Moria", "Dol Guldur", "Isengard")
    assert revealed(rgo, NOW, "Sapling of the White Tree", *deck) == ids(rgo, "Isengard")
    assert revealed(rgo, NOW, "Sapling of the White Tree", "Rivendell", "Moria") == ()
    before = revealed(rgo, BEFORE, "Sapling of the White Tree", *deck)
    assert len(before) == 1 and before[0] in ids(rgo, *deck[1:])
    # Another major item is found at any of the three.
    other = revealed(rgo, NOW, "Glamdring", "Rivendell", "Dol Guldur")
    assert other == ids(rgo, "Dol Guldur")


def bearing(rgo: RoadGoesEverOn, site: str, item: str) -> State:
    """Aragorn, bearing ``item``, and Legolas organizing at ``site``."""
    aragorn, legolas = company(rgo, "Aragorn II", "Legolas")
    aragorn = replace(aragorn, items=(Item.from_card(rgo.catalog.find(item), facts=True),))
    return organizing(rgo, site=card(rgo, site), characters=(aragorn, legolas))


def stored_by_aragorn(rgo: RoadGoesEverOn, version: str, item_id: str) -> str:
    """The action storing Aragorn's ``item_id``: naming him from storing.BEARER_SINCE."""
    if storing.bearer_named(version):
        return f"store-item:{item_id}:{card(rgo, 'Aragorn II')}"
    return f"store-item:{item_id}"


def store(rgo: RoadGoesEverOn, version: str, site: str, item: str) -> int | None:
    """The points ``item`` is stored for at ``site`` (None: not offered), its bearer's
    corruption check passed (seed 1)."""
    ruleset, start, item_id = played(rgo, version), bearing(rgo, site, item), card(rgo, item)
    action = stored_by_aragorn(rgo, version, item_id)
    if action not in [a.id for a in ruleset.actions(start)]:
        return None
    facts, after = run(ruleset, start, ruleset.decide, action, {})
    stored = next(f for f in facts if f.kind == "ItemStored")
    assert [(r.card, r.points) for r in after.mp] == [(item_id, stored["points"])]
    assert after.character(card(rgo, "Aragorn II")).items == ()  # type: ignore[union-attr]
    return int(stored["points"])


@pytest.mark.rule("CoE-2.II.4")
def test_an_item_is_stored_where_its_card_says_for_its_points_there(
        rgo: RoadGoesEverOn) -> None:
    cases = [("Blue Mountain Dwarf-hold", "Book of Mazarbul"), ("Rivendell", "Book of Mazarbul"),
             ("Bag End", "Earth of Galadriel's Orchard"),
             ("Rivendell", "Earth of Galadriel's Orchard"),
             ("Minas Tirith", "Sapling of the White Tree"),
             ("Rivendell", "Sapling of the White Tree"),
             ("Rivendell", "Red Book of Westmarch"), ("Rivendell", "Palantír of Amon Sûl"),
             ("Rivendell", "Palantír of Osgiliath"), ("Minas Tirith", "Book of Mazarbul"),
             ("Bag End", "Sapling of the White Tree")]
    assert [store(rgo, NOW, site, item) for site, item in cases] == [
        5, 1, 2, 0, 2, 1, 1, 5, 5, None, None]
    # The version before stores them at a Haven only, for their printed points.
    assert [store(rgo, BEFORE, site, item) for site, item in cases] == [
        None, 1, None, 0, None, 1, 0, 3, 3, None, None]


@pytest.mark.rule("CoE-2.II.4")
def test_storing_elsewhere_is_refused_naming_the_item_and_place(rgo: RoadGoesEverOn) -> None:
    book = card(rgo, "Book of Mazarbul")
    at_tirith = bearing(rgo, "Minas Tirith", "Book of Mazarbul")
    assert refused(rgo, at_tirith, stored_by_aragorn(rgo, rgo.version, book), "CoE-2.II.4") == (
        "Book of Mazarbul is stored at a Haven or at a Dwarf-hold, not at Minas Tirith. "
        "[CoE-2.II.4]")
    sapling = card(rgo, "Sapling of the White Tree")
    at_dwarf_hold = bearing(rgo, "Blue Mountain Dwarf-hold", "Sapling of the White Tree")
    assert refused(rgo, at_dwarf_hold, stored_by_aragorn(rgo, rgo.version, sapling),
                   "CoE-2.II.4") == (
        "Sapling of the White Tree is stored at a Haven or at Minas Tirith, not at Blue "
        "Mountain Dwarf-hold. [CoE-2.II.4]")
    # The version before has the rule's own words.
    old = played(rgo, BEFORE)
    assert refused(old, at_dwarf_hold, f"store-item:{sapling}", "RGO-ABIL-5") == (
        "Sapling of the White Tree is no Hoard item: only a Hoard item is stored at a "
        "Dwarf-hold. [RGO-ABIL-5]")


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_quest_table_knows_the_special_items_from_this_version() -> None:
    table = json.loads((REPO / "seeds" / "tables" / "road-goes-ever-on" /
                        "quest-sites.json").read_text("utf-8"))
    rows = {r["card"]: r.get("since") for r in table["rows"] if "Palant" in r["card"]
            or r["card"] in ("Book of Mazarbul", "Earth of Galadriel's Orchard",
                             "Red Book of Westmarch")}
    assert rows == dict.fromkeys(
        ("Book of Mazarbul", "Earth of Galadriel's Orchard", "Red Book of Westmarch",
         "Palantír of Elostirion", "Palantír of Minas Tirith", "Palantír of Orthanc"),
        item_places.SINCE_VERSION)


@pytest.mark.rule("RGO-QUEST-4", "CoE-2.V.3")
def test_the_red_book_adds_two_against_a_hobbit_faction(rgo: RoadGoesEverOn) -> None:
    frodo = replace(company(rgo, "Frodo")[0], items=(
        Item.from_card(rgo.catalog.find("Red Book of Westmarch"), facts=True),))
    hobbits, rangers = rgo.catalog.find("Hobbits"), rgo.catalog.find("Rangers of the North")
    assert [(m.amount, m.why, m.clause) for m in item_influence.influence_modifiers(
        NOW, rgo.catalog.get, frodo, hobbits)] == [
        (2, "Red Book of Westmarch's +2 direct influence against Hobbit factions", "CoE-2.V.3")]
    assert item_influence.influence_modifiers(NOW, rgo.catalog.get, frodo, rangers) == []
    assert item_influence.influence_modifiers(BEFORE, rgo.catalog.get, frodo, hobbits) == []


@pytest.mark.rule("RGO-GEN-2")
def test_a_sage_reads_the_book_of_mazarbul(rgo: RoadGoesEverOn) -> None:
    book, bilbo, aragorn = ids(rgo, "Book of Mazarbul", "Bilbo", "Aragorn II")
    reader = replace(company(rgo, "Bilbo")[0], items=(
        Item.from_card(rgo.catalog.find("Book of Mazarbul"), facts=True),))
    start = organizing(rgo, characters=(reader, *company(rgo, "Aragorn II")))
    ruleset = played(rgo, str(book_of_mazarbul.SINCE_VERSION))
    action = f"read-book:{book}:{bilbo}"
    assert action in [a.id for a in ruleset.actions(start)]
    facts, after = run(ruleset, start, ruleset.decide, action, {})
    assert [(f.kind, f.rule, f["character"]) for f in facts] == [
        ("ItemTapped", "RGO-GEN-2", bilbo)]
    assert after.tapped_items == (book,)

    def hand_size(s: State) -> int:
        return ruleset.machinery(s)[0].hand_size(Context(ruleset, Table(1, {}, s)))
    assert (hand_size(start), hand_size(after)) == (5, 6)
    assert action not in [a.id for a in ruleset.actions(after)]
    assert refused(ruleset, after, action, "RGO-GEN-2") == (
        "The Book of Mazarbul is tapped until the next untap phase. [RGO-GEN-2]")
    # Borne by one who is no sage, it is not read; the version before reads it nowhere.
    carried = replace(start, characters=(company(rgo, "Bilbo")[0], replace(
        company(rgo, "Aragorn II")[0], items=reader.items)))
    assert refused(ruleset, carried, f"read-book:{book}:{aragorn}", "RGO-GEN-2") == (
        "The Book of Mazarbul is read by a sage; Aragorn II is none. [RGO-GEN-2]")
    old = played(rgo, str(book_of_mazarbul.SINCE_VERSION - 1))
    assert not [a for a in old.actions(start) if a.id.startswith("read-book:")]
    assert hand_size(after) - 1 == old.machinery(after)[0].hand_size(
        Context(old, Table(1, {}, after)))
