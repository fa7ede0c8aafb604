"""The card catalog: the CoE importer on the real database, the starter catalog, the digest,
errors that name file, record and field, and look-up by name."""

from __future__ import annotations

import ast
import dataclasses
import json
import re
from pathlib import Path
from typing import Any

import pytest

from domain import canonical
from domain.cards import (
    AutoAttack,
    Card,
    Catalog,
    CatalogError,
    HandCreatureAttack,
    HavenPath,
    Stat,
    UnknownCard,
    import_coe,
    load_catalog,
    parse_auto_attacks,
    parse_catalog_document,
    parse_coe,
    starter_catalog,
)

REPO = Path(__file__).resolve().parents[2]
STARTER_FILE = REPO / "seeds" / "catalog" / "starter.json"

#: Golden digests. They change only when a record changes (a new fact, a parser fix): then
#: rebuild the starter with ops/build_starter_catalog.py and update them in the same commit.
STARTER_DIGEST = "sha256:9b2b1a2e147f73f54962b8536be0a626c4b7427945199e6905c05b2856766e66"
COE_DIGEST = "sha256:ca80cfbbf8c4d932ea1c1467d251ff0f55e911c417af3fdd8c0b05d111eaac0f"
#: The digests before the ally facts (sites, regions, played at a tapped site).
BEFORE_ALLIES_STARTER_DIGEST = (
    "sha256:133bacb4e994ea00e09d240a2bdcacbafe8e0a7b94b2ce04924e989c8d27dc8a")
BEFORE_ALLIES_COE_DIGEST = (
    "sha256:714be9128da70ddb15da010e184acd0f9d95985fa256be7daa6ef8ebdfddf36c")
#: The digests before the character facts (bonuses against a faction, a race, an attacker).
BEFORE_CHARACTERS_STARTER_DIGEST = (
    "sha256:c50d1162a6b6d5de7f1f6a638b14b68f1395c27ce057db82760b18e1f8b49405")
BEFORE_CHARACTERS_COE_DIGEST = (
    "sha256:83d689f13f79b6c813d597a5d6ad19850caf816abe6b64d18a0d576eb3b1b870")
#: The digests before the faction facts (sites, influence number, standard modifications).
BEFORE_FACTIONS_STARTER_DIGEST = (
    "sha256:14bf362b4e0472bc96cd48ae3937d5163b88aa028401728d78e92e0c7afa4851")
BEFORE_FACTIONS_COE_DIGEST = (
    "sha256:5ad04e3777120cad626ce4fe31c3509f5afd1fc91a0805eb4a433dc433969ede")
#: The digests before the item facts (kind, bonuses) were added: games recorded then replay.
EARLIER_STARTER_DIGEST = "sha256:a25b004e3d88cf80aefafaf52f8639b1f8fdd14e2d2a7cfbdd734092fc36f33a"
EARLIER_COE_DIGEST = "sha256:ba98f4ad64e0ec7c8b5a69c26bcb277220cae67954e24f974e3a0a8413497005"


@pytest.fixture(scope="module")
def coe_raw(coe_cards_path: Path) -> dict[str, Any]:
    """The raw CoE records by id, to check each expected value against the JSON itself."""
    data = json.loads(coe_cards_path.read_text(encoding="utf-8"))
    return {cid: card for card_set in data.values() for cid, card in card_set["cards"].items()}


@pytest.fixture(scope="module")
def coe(coe_cards_path: Path) -> Catalog:
    return import_coe(coe_cards_path)


def attrs(coe_raw: dict[str, Any], card_id: str) -> dict[str, Any]:
    return coe_raw[card_id]["attributes"]  # type: ignore[no-any-return]


# --------------------------------------------------------------------------------------------
# The importer on the real database


def test_imports_every_card_of_every_set(coe: Catalog, coe_raw: dict[str, Any],
                                        coe_cards_path: Path) -> None:
    assert len(coe) == len(coe_raw) == 1683
    assert [card.id for card in coe.cards] == sorted(coe_raw)
    assert {s: len(coe.select(sets=[s])) for s in ("AS", "BA", "DM", "LE", "TD", "TW", "WH")} == {
        "AS": 170, "BA": 104, "DM": 183, "LE": 419, "TD": 185, "TW": 500, "WH": 122}
    assert len(coe.select(card_type="Region")) == 52
    assert coe.source == str(coe_cards_path)


def test_gandalf(coe: Catalog, coe_raw: dict[str, Any]) -> None:
    a = attrs(coe_raw, "TW-156")
    assert (a["prowess"], a["body"], a["directInfluence"], a["corruption"]) == ("6", "9", "10", "1")
    assert a["skills"] == "Warrior/Scout/Sage/Diplomat" and a["race"] == "Wizard"
    gandalf = coe.find("Gandalf")
    assert gandalf.id == "TW-156"
    assert (gandalf.card_type, gandalf.alignment, gandalf.set) == ("Character", "Hero", "TW")
    assert gandalf.prowess == 6 and gandalf.body == 9 and gandalf.mind is None
    assert gandalf.direct_influence == 10
    assert gandalf.skills == ("warrior", "scout", "sage", "diplomat")
    assert gandalf.race == "Wizard"
    assert gandalf.home_sites == ("Any Haven",)
    assert gandalf.unique and gandalf.avatar
    assert gandalf.corruption == gandalf.corruption_check_modifier == 1
    assert gandalf.corruption_points is None
    assert gandalf.marshalling_points is None and gandalf.mp_type is None
    assert gandalf.prowess_mod is None and gandalf.is_being and gandalf.is_character


def test_bilbo(coe: Catalog, coe_raw: dict[str, Any]) -> None:
    a = attrs(coe_raw, "TW-131")
    assert (a["prowess"], a["body"], a["mind"], a["directInfluence"]) == ("1", "9", "5", "1")
    assert (a["marshallingPoints"], a["marshallingPointsType"]) == ("2", "character")
    bilbo = coe.find("bilbo")
    assert bilbo.id == "TW-131"
    assert (bilbo.prowess, bilbo.body, bilbo.mind, bilbo.direct_influence) == (1, 9, 5, 1)
    assert (bilbo.marshalling_points, bilbo.mp_type) == (2, "character")
    assert bilbo.skills == ("scout", "sage")
    assert bilbo.race == "Hobbit"
    assert bilbo.home_sites == ("Bag End",)
    assert bilbo.corruption is None


def test_glamdring_is_a_major_item_with_a_prowess_modifier(coe: Catalog,
                                                           coe_raw: dict[str, Any]) -> None:
    a = attrs(coe_raw, "TW-244")
    assert (a["subtype"], a["prowess"], a["body"]) == ("Major Item", "+3", "-")
    assert a["corruption"] == "1"
    glamdring = coe.get("TW-244")
    assert glamdring.name == "Glamdring"
    assert glamdring.item_class == "major" and glamdring.is_item
    assert glamdring.subtypes == ("Major Item",)
    assert glamdring.prowess_mod == 3 and glamdring.prowess is None
    assert glamdring.body_mod is None and glamdring.body is None
    assert glamdring.corruption == glamdring.corruption_points == 1
    assert glamdring.corruption_check_modifier is None
    assert (glamdring.marshalling_points, glamdring.mp_type) == (2, "item")
    assert glamdring.unique
    assert glamdring.stat("prowess") == Stat(value=3, raw="+3")
    assert glamdring.stat("prowess").signed  # type: ignore[union-attr]
    assert glamdring.stat("body") == Stat(value=None, raw="-")
    assert glamdring.stat("mind") is None


def test_cave_drake_strikes_prowess_and_keying(coe: Catalog, coe_raw: dict[str, Any]) -> None:
    a = attrs(coe_raw, "TW-20")
    assert (a["strikes"], a["prowess"], a["body"], a["playable"]) == ("2", "10", "-", "{w}{w}{R}")
    drake = coe.find("Cave-drake")
    assert drake.id == "TW-20"  # also printed as LE-66: the earliest set wins
    assert [c.id for c in coe.find_all("cave-drake")] == ["TW-20", "LE-66"]
    assert drake.is_creature and drake.subtypes == ("Creature",)
    assert (drake.strikes, drake.prowess, drake.body) == (2, 10, None)
    assert drake.strikes_per is None
    assert drake.race == "Dragon"
    assert drake.keyed_regions == (("wilderness", 2),)
    assert drake.keyed_site_types == ("ruins-and-lairs",)
    assert drake.keyed_named == ()
    assert (drake.marshalling_points, drake.mp_type) == (1, "kill")


def test_abductor_keyed_to_border_land_and_border_hold(coe: Catalog,
                                                       coe_raw: dict[str, Any]) -> None:
    assert attrs(coe_raw, "TW-1")["playable"] == "{b}{B}"
    abductor = coe.get("TW-1")
    assert abductor.keyed_regions == (("border-land", 1),)
    assert abductor.keyed_site_types == ("border-hold",)


def test_moria(coe: Catalog, coe_raw: dict[str, Any]) -> None:
    a = attrs(coe_raw, "TW-413")
    assert (a["siteType"], a["region"], a["haven"], a["sitePath"]) == (
        "{S}", "Redhorn Gate", "Lórien", "{w}{w}")
    assert (a["draw"], a["drawOpponent"]) == ("2", "3")
    assert a["playable"] == "Items (minor, major, greater, gold ring)"
    assert a["autoAttack"] == "Orcs - 4 strikes with 7 prowess"
    moria = coe.find("Moria")
    assert moria.id == "TW-413" and moria.alignment == "Hero"
    assert moria.site_type == "shadow-hold"
    assert moria.region == "Redhorn Gate"
    assert moria.nearest_haven == "Lórien"
    assert moria.site_path == ("wilderness", "wilderness")
    assert (moria.draw, moria.draw_opponent) == (2, 3)
    assert (moria.resource_draw, moria.hazard_draw) == (2, 3)
    assert moria.playable_items == ("minor", "major", "greater", "gold-ring")
    assert not moria.playable_information
    assert moria.automatic_attacks == (AutoAttack(race="Orcs", strikes=4, prowess=7),)
    assert moria.hand_creature_attack is None
    assert moria.unique and moria.is_site and not moria.is_haven
    minion = coe.find("Moria", alignment="minion")
    assert minion.id == "LE-392" and minion.nearest_haven == "Dol Guldur"
    assert minion.site_path == ("dark-domain", "shadow-land", "wilderness", "wilderness")


def test_rivendell_is_a_haven_with_paths_to_two_havens(coe: Catalog,
                                                      coe_raw: dict[str, Any]) -> None:
    a = attrs(coe_raw, "TW-421")
    assert (a["haven1"], a["haven2"]) == ("Lórien - {w}{b}{w}{w}", "Grey Havens - {f}{w}{w}")
    rivendell = coe.find("Rivendell")
    assert rivendell.is_haven and rivendell.region == "Rhudaur"
    assert rivendell.site_path == () and rivendell.nearest_haven is None
    assert rivendell.haven_paths == (
        HavenPath("Lórien", ("wilderness", "border-land", "wilderness", "wilderness")),
        HavenPath("Grey Havens", ("free-domain", "wilderness", "wilderness")),
    )
    carn_dum = coe.find("Carn Dûm", alignment="Minion")  # paths printed without haven names
    assert carn_dum.haven_paths[0] == HavenPath(None, ("dark-domain", "shadow-land") * 2)


def test_rhudaur(coe: Catalog, coe_raw: dict[str, Any]) -> None:
    a = attrs(coe_raw, "TW-482")
    assert a["regionType"] == "{w}"
    assert a["moveTo"] == "Angmar, Arthedain, Cardolan, High Pass, Hollin"
    rhudaur = coe.find("Rhudaur")
    assert rhudaur.id == "TW-482" and rhudaur.is_region
    assert rhudaur.region_type == "wilderness"
    assert rhudaur.adjacent == ("Angmar", "Arthedain", "Cardolan", "High Pass", "Hollin")


def test_region_adjacency_agrees_with_regions_json(coe: Catalog, shared_dir: Path) -> None:
    regions = json.loads((shared_dir / "data" / "regions.json").read_text(encoding="utf-8"))
    expected = {r["id"]: (r["name"], r["region_type"], sorted(r["adjacent_regions"]))
                for r in regions["regions"]}
    actual = {c.id: (c.name, c.region_type, sorted(c.adjacent))
              for c in coe.select(card_type="Region")}
    assert actual == expected


def test_every_site_region_is_spelled_as_its_region_card(coe: Catalog,
                                                        coe_raw: dict[str, Any]) -> None:
    names = {card.name for card in coe.select(card_type="Region")}
    assert sorted({c.region for c in coe.select(card_type="Site") if c.region} - names) == []
    # the data spells Udûn two ways; the record spells it as the region card TW-487 does
    misspelled = [cid for cid, raw in coe_raw.items()
                  if raw["attributes"].get("region") == "Ûdun"]
    assert misspelled and all(coe.get(cid).region == "Udûn" for cid in misspelled)


@pytest.mark.parametrize(("card_id", "attribute", "printed", "field", "value", "stat"), [
    # "2(4)": a value and its parenthesised alternate
    ("TW-212", "marshallingPoints", "2(4)", "marshalling_points", 2,
     Stat(2, (4,), raw="2(4)")),
    ("TW-212", "prowess", "+2(4)", "prowess_mod", 2, Stat(2, (4,), raw="+2(4)")),
    ("TW-212", "corruption", "2(3)", "corruption", 2, Stat(2, (3,), raw="2(3)")),
    # "1/each": one strike per character
    ("TW-25", "strikes", "1/each", "strikes", 1, Stat(1, per="each", raw="1/each")),
    ("BA-11", "strikes", "1/each wounded", "strikes", 1,
     Stat(1, per="each wounded", raw="1/each wounded")),
    # "+3" / "-1" / "(+4)": modifiers to a bearer
    ("TW-347", "prowess", "+5", "prowess_mod", 5, Stat(5, raw="+5")),
    ("WH-53", "body", "-1", "body_mod", -1, Stat(-1, raw="-1")),
    ("DM-174", "directInfluence", "(+4)", "direct_influence_mod", None,
     Stat(None, (4,), raw="(+4)")),
    ("TD-184", "prowess", "(+1) (+5)", "prowess_mod", None, Stat(None, (1, 5), raw="(+1) (+5)")),
    ("TD-184", "corruption", "2 (3)", "corruption", 2, Stat(2, (3,), raw="2 (3)")),
    # "(2)": marshalling points only under a condition; "2*": qualified by the text
    ("TW-315", "marshallingPoints", "(2)", "marshalling_points", None, Stat(None, (2,), raw="(2)")),
    ("AS-8", "marshallingPoints", "2*", "marshalling_points", 2, Stat(2, starred=True, raw="2*")),
    ("WH-23", "corruption", "1(*)", "corruption", 1, Stat(1, starred=True, raw="1(*)")),
    # a character's signed corruption-check modifier
    ("TW-127", "corruption", "-1", "corruption", -1, Stat(-1, raw="-1")),
    ("TW-495", "corruption", "+1", "corruption", 1, Stat(1, raw="+1")),
])
def test_odd_printed_values_keep_their_meaning(coe: Catalog, coe_raw: dict[str, Any],
                                               card_id: str, attribute: str, printed: str,
                                               field: str, value: int | None, stat: Stat) -> None:
    assert attrs(coe_raw, card_id)[attribute] == printed
    card = coe.get(card_id)
    assert getattr(card, field) == value
    stat_name = field.removesuffix("_mod")
    assert card.stat(stat_name) == stat


def test_derived_views_of_printed_values(coe: Catalog) -> None:
    assert coe.get("TW-212").mp_alternate == 4
    assert coe.get("TW-315").mp_alternate == 2
    assert coe.get("TW-25").strikes_per == "each"
    assert coe.get("TW-127").corruption_check_modifier == -1
    assert coe.get("TW-283").body_mod == 0 and coe.get("TW-283").stat("body") == Stat(0, (2,),
                                                                                      raw="0(2)")
    assert coe.get("TD-1").is_being and coe.get("TD-1").prowess == 13  # Agburanar Ahunt
    assert coe.get("WH-112").prowess == 9 and coe.get("WH-112").general_influence == 25
    assert coe.get("WH-122").prowess_mod == 1 and coe.get("WH-122").prowess is None


def test_events_items_and_flags(coe: Catalog, coe_raw: dict[str, Any]) -> None:
    doors = coe.find("Doors of Night")
    assert attrs(coe_raw, doors.id)["keywords"] == ["Environment"]
    assert doors.event_type == "permanent"
    assert doors.environment and not doors.corruption_card
    lure = coe.find("Lure of the Senses")
    assert lure.corruption_card and lure.event_type == "permanent"
    dual = coe.get("BA-38")
    assert dual.subtypes == ("Permanent-event", "Short-event")
    assert dual.event_type == "permanent" and dual.event_types == ("permanent", "short")
    assert coe.get("AS-7").subtypes == ("Creature", "Permanent-event")
    assert coe.find("The One Ring").item_class == "special"
    assert coe.get("LE-326").item_class == "special"
    assert coe.find("Precious Gold Ring").item_class == "gold-ring"
    assert coe.get("TW-198").skills == ()  # an ally's printed skill "Ally" is no skill
    assert coe.get("BA-10").races == ("Animals", "Men", "Bears")
    assert coe.get("TW-87").keyed_site_types == ("border-hold", "free-hold")  # Siege


def test_site_playable_restrictions(coe: Catalog, coe_raw: dict[str, Any]) -> None:
    assert attrs(coe_raw, "LE-358")["playable"] == (
        "Items (minor, major*) *-weapon, armor, shield, or helmet only")
    site = coe.get("LE-358")
    assert site.playable_items == ("minor", "major")
    assert site.playable_items_restricted == ("major",)
    assert site.playable_items_only == ("weapon", "armor", "shield", "helmet")
    info = coe.get("AS-155")
    assert info.playable_information and info.playable_items == (
        "minor", "major", "greater", "gold-ring")


def test_under_deeps_site(coe: Catalog, coe_raw: dict[str, Any]) -> None:
    a = attrs(coe_raw, "AS-165")
    assert a["adjacent"] == ("Moria (0), The Gem-deeps (6), The Sulfur-deeps (4), "
                             "The Under-grottos (7), The Under-leas (5)")
    gates = coe.get("AS-165")
    assert gates.under_deeps
    assert gates.adjacent_sites == (("Moria", 0), ("The Gem-deeps", 6), ("The Sulfur-deeps", 4),
                                    ("The Under-grottos", 7), ("The Under-leas", 5))
    assert gates.automatic_attacks == (AutoAttack(race="Balrog", strikes=2, prowess=16),)
    assert gates.hand_creature_attack == HandCreatureAttack(("ruins-and-lairs",), True)


def test_lorien_minion_site_has_three_attacks(coe: Catalog) -> None:
    lorien = coe.find("Lorien", alignment="Minion")
    assert lorien.id == "AS-155"
    assert lorien.automatic_attacks == (AutoAttack("Elves", 4, 8), AutoAttack("Elves", 3, 9),
                                        AutoAttack("Elves", 2, 10))


@pytest.mark.parametrize(("text", "attacks", "hand"), [
    # Made-up sites' lines in the shapes the CoE data prints them.
    ("Wolves - each character faces 1 strike with 6 prowess (detainment against covert company)",
     (AutoAttack("Wolves", 1, 6, each_character=True, detainment="covert"),), None),
    ("Dwarves - each character faces 1 strike at 8 (detainment)",
     (AutoAttack("Dwarves", 1, 8, each_character=True, detainment="all"),), None),
    ("Spiders - 2 strikes with 9 prowess; each character wounded must make a corruption check "
     "modified by -1", (AutoAttack("Spiders", 2, 9, wounded_corruption_check=-1),), None),
    ("Trolls - 3 strikes with 11 prowess, Orcs - 4 strikes with 6 prowess",
     (AutoAttack("Trolls", 3, 11), AutoAttack("Orcs", 4, 6)), None),
    ("Men 3 strikes with 8 prowess; Nazgul (cannot be canceled) 1 strike with 14 prowess",
     (AutoAttack("Men", 3, 8), AutoAttack("Nazgul", 1, 14, cannot_be_canceled=True)), None),
    ("(1st) Wolves - 3 strikes with 7 prowess; (2nd) Spider (cannot be canceled) - 1 strike with "
     "14 prowess; any character wounded is immediately eliminated",
     (AutoAttack("Wolves", 3, 7),
      AutoAttack("Spider", 1, 14, cannot_be_canceled=True, wounded_eliminated=True)), None),
    ("(1st) Men - each character faces 1 strike with 8 prowess (detainment against covert "
     "company); (2nd) Men - 2 strikes with 11 prowess (against overt company only)",
     (AutoAttack("Men", 1, 8, each_character=True, detainment="covert"),
      AutoAttack("Men", 2, 11, only_against="overt")), None),
    ("Undead (1st attack) 3 strikes with 6 prowess; Undead (2nd attack) 2 strikes with 9 prowess;"
     " Undead (3rd attack) 1 strike with 12 prowess. Each character wounded must make a "
     "corruption check modified by -1",
     (AutoAttack("Undead", 3, 6, wounded_corruption_check=-1),
      AutoAttack("Undead", 2, 9, wounded_corruption_check=-1),
      AutoAttack("Undead", 1, 12, wounded_corruption_check=-1)), None),
    ("Dragon (1st attack) 1 strike with 14 prowess; (2nd attack) Opponent may play one hazard "
     "creature from his hand keyed to Coastal Sea",
     (AutoAttack("Dragon", 1, 14),), HandCreatureAttack(("coastal-sea",), False)),
])
def test_automatic_attack_lines(text: str, attacks: tuple[AutoAttack, ...],
                                hand: HandCreatureAttack | None) -> None:
    assert parse_auto_attacks(text) == (attacks, hand)


@pytest.mark.parametrize("text", ["Orcs", "Orcs - many strikes", "4 strikes with 7 prowess",
                                  "Orcs - 4 strikes with 7 prowess (a note nobody knows)",
                                  "Orcs - 4 strikes with 7 prowess; and then something else"])
def test_unreadable_automatic_attacks_are_errors(text: str) -> None:
    with pytest.raises(ValueError):
        parse_auto_attacks(text)


@pytest.mark.parametrize(("raw", "stat"), [
    ("10", Stat(10, raw="10")), ("-", Stat(None, raw="-")), ("0", Stat(0, raw="0")),
    ("+2 (+3)", Stat(2, (3,), raw="+2 (+3)")), ("0(1)", Stat(0, (1,), raw="0(1)")),
    (" 3 ", Stat(3, raw="3")),
])
def test_stat_parse(raw: str, stat: Stat) -> None:
    assert Stat.parse(raw) == stat


@pytest.mark.parametrize("raw", ["", "abc", "2(", "(x)", "1/", "++2", "2.5", "3 4"])
def test_stat_parse_refuses_what_is_not_a_printed_number(raw: str) -> None:
    with pytest.raises(ValueError):
        Stat.parse(raw)


def test_records_hold_no_card_text(coe: Catalog, coe_raw: dict[str, Any]) -> None:
    """No sentence of any card's rules text, flavour text or site 'special' text is stored."""
    stored = "\n".join(canonical.dumps(card.to_json()) for card in coe)
    for raw in coe_raw.values():
        texts = [raw["text"].get("en", ""), raw["quote"].get("en", ""),
                 raw["attributes"].get("special", "")]
        for text in texts:
            plain = re.sub(r"<[^>]+>", " ", text or "")
            for sentence in re.split(r"(?<=[.!?])\s+", plain):
                sentence = " ".join(sentence.split())
                if len(sentence) >= 40:
                    assert sentence not in stored, (raw["id"], sentence)


def test_round_trip_through_json(coe: Catalog) -> None:
    for card in coe:
        data = json.loads(canonical.dumps(card.to_json()))
        assert Card.from_json(data) == card
    assert Card.from_json({"id": "X-1", "set": "X", "name": "Orc", "card_type": "Hazard",
                           "alignment": "Neutral"}).to_json() == {
        "id": "X-1", "set": "X", "name": "Orc", "card_type": "Hazard", "alignment": "Neutral"}


def test_records_are_immutable_and_hold_no_floats(coe: Catalog) -> None:
    card = coe.get("TW-156")
    with pytest.raises(dataclasses.FrozenInstanceError):
        card.prowess = 7  # type: ignore[misc]
    canonical.normalize([c.to_json() for c in coe])  # raises on a float


# --------------------------------------------------------------------------------------------
# The starter catalog


def test_starter_holds_every_tw_card_and_the_extra_list(starter: Catalog, coe: Catalog) -> None:
    tw = [card.id for card in coe.select(sets="TW")]
    assert len(tw) == 500
    assert all(card_id in starter for card_id in tw)
    extra = [line.split("#")[0].strip() for line in
             (REPO / "seeds" / "catalog" / "extra_cards.txt").read_text("utf-8").splitlines()]
    assert len(starter) == len(tw) + len([e for e in extra if e])


def test_every_starter_record_equals_the_importers(starter: Catalog, coe: Catalog) -> None:
    for card in starter:
        assert card == coe.get(card.id), card.id


def test_starter_file_is_the_deterministic_build(starter: Catalog, coe: Catalog) -> None:
    rebuilt = coe.subset([card.id for card in starter], source=starter.source)
    assert rebuilt.dumps() == STARTER_FILE.read_text(encoding="utf-8")


def test_load_catalog(starter: Catalog, coe_cards_path: Path, coe: Catalog) -> None:
    assert load_catalog(None) is starter_catalog() is starter
    assert load_catalog(coe_cards_path).digest == coe.digest
    assert load_catalog(str(STARTER_FILE)).digest == starter.digest


# --------------------------------------------------------------------------------------------
# The digest


def test_digests_are_golden(starter: Catalog, coe: Catalog) -> None:
    assert starter.digest == STARTER_DIGEST
    assert coe.digest == COE_DIGEST
    assert json.loads(STARTER_FILE.read_text("utf-8"))["digest"] == STARTER_DIGEST


def test_a_catalog_accepts_its_digest_before_the_item_facts(starter: Catalog,
                                                             coe: Catalog) -> None:
    assert starter.earlier_digests == (BEFORE_ALLIES_STARTER_DIGEST,
                                       BEFORE_CHARACTERS_STARTER_DIGEST,
                                       BEFORE_FACTIONS_STARTER_DIGEST, EARLIER_STARTER_DIGEST)
    assert coe.earlier_digests == (BEFORE_ALLIES_COE_DIGEST, BEFORE_CHARACTERS_COE_DIGEST,
                                   BEFORE_FACTIONS_COE_DIGEST, EARLIER_COE_DIGEST)
    assert starter.accepts(STARTER_DIGEST) and starter.accepts(EARLIER_STARTER_DIGEST)
    assert starter.accepts(BEFORE_FACTIONS_STARTER_DIGEST)
    assert starter.accepts(BEFORE_CHARACTERS_STARTER_DIGEST)
    assert starter.accepts(BEFORE_ALLIES_STARTER_DIGEST)
    assert not starter.accepts(EARLIER_COE_DIGEST) and not starter.accepts(None)
    plain = starter.subset([card.id for card in starter
                            if not (card.is_item or card.is_faction or card.is_ally
                                    or card.character_bonuses)])
    assert plain.earlier_digests == ()  # no record holds the added facts


def test_digest_is_the_canonical_json_of_the_records(starter: Catalog) -> None:
    assert starter.digest == canonical.digest([card.to_json() for card in starter.cards])
    assert Catalog(reversed(starter.cards)).digest == starter.digest  # order of input is moot


def test_digest_changes_when_a_record_changes(starter: Catalog) -> None:
    gandalf = starter.get("TW-156")
    stronger = starter.with_cards([dataclasses.replace(gandalf, prowess=7)])
    assert stronger.get("TW-156").prowess == 7 and len(stronger) == len(starter)
    assert stronger.digest != starter.digest
    assert starter.with_cards([gandalf]).digest == starter.digest
    assert starter.subset(["TW-156"]).digest != starter.digest


def test_a_tampered_starter_document_is_refused(starter: Catalog) -> None:
    doc = starter.to_document()
    doc["cards"][0]["name"] = "Not Abductor"
    with pytest.raises(CatalogError) as err:
        parse_catalog_document(doc, "starter.json")
    assert err.value.field == "digest" and "starter.json" in str(err.value)


# --------------------------------------------------------------------------------------------
# Bad input


def write(tmp_path: Path, name: str, content: str) -> Path:
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    return path


def coe_file(tmp_path: Path, card: dict[str, Any]) -> Path:
    data = {"XX": {"id": "XX", "cards": {card.get("id", "XX-1"): card}}}
    return write(tmp_path, "cards.json", json.dumps(data))


def orc(**changes: Any) -> dict[str, Any]:
    card: dict[str, Any] = {
        "id": "XX-1", "set": "XX", "name": {"en": "Test Orc"}, "type": "Hazard",
        "alignment": "Neutral", "text": {"en": "ignored"},
        "attributes": {"subtype": "Creature", "race": "Orcs", "prowess": "9", "body": "-",
                       "strikes": "3", "playable": "{s}{d}{S}"},
    }
    for key, value in changes.items():
        if value is None:
            card.pop(key, None)
        else:
            card[key] = value
    return card


def test_a_minimal_coe_file_imports(tmp_path: Path) -> None:
    catalog = import_coe(coe_file(tmp_path, orc()))
    card = catalog.get("XX-1")
    assert (card.name, card.prowess, card.strikes, card.body) == ("Test Orc", 9, 3, None)
    assert card.keyed_regions == (("shadow-land", 1), ("dark-domain", 1))
    assert card.keyed_site_types == ("shadow-hold",)


def test_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "nowhere" / "cards.json"
    with pytest.raises(CatalogError) as err:
        import_coe(path)
    assert str(path) in str(err.value) and "no such file" in str(err.value)
    with pytest.raises(CatalogError):
        load_catalog(tmp_path)  # a folder


def test_not_json(tmp_path: Path) -> None:
    path = write(tmp_path, "cards.json", '{"TW": {"cards": ')
    with pytest.raises(CatalogError) as err:
        import_coe(path)
    assert str(path) in str(err.value) and "not JSON" in str(err.value)
    binary = tmp_path / "cards.bin"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(CatalogError) as err:
        load_catalog(binary)
    assert err.value.problem.startswith("not JSON") and err.value.source == str(binary)


def test_a_card_missing_its_type(tmp_path: Path) -> None:
    path = coe_file(tmp_path, orc(type=None))
    with pytest.raises(CatalogError) as err:
        import_coe(path)
    assert (err.value.source, err.value.record, err.value.field) == (str(path), "XX-1", "type")
    assert str(path) in str(err.value) and "XX-1" in str(err.value) and "'type'" in str(err.value)


def test_a_bad_prowess_value(tmp_path: Path) -> None:
    attributes = orc()["attributes"] | {"prowess": "lots"}
    path = coe_file(tmp_path, orc(attributes=attributes))
    with pytest.raises(CatalogError) as err:
        import_coe(path)
    assert (err.value.record, err.value.field) == ("XX-1", "attributes.prowess")
    assert "'lots'" in str(err.value) and str(path) in str(err.value)


@pytest.mark.parametrize(("change", "field"), [
    ({"type": "Spell"}, "type"),
    ({"name": {"fr": "Orque"}}, "name.en"),
    ({"attributes": {"playable": "{w}{Q}"}}, "attributes.playable"),
    ({"attributes": {"unique": "yes"}}, "attributes.unique"),
    ({"attributes": {"skills": "Warrior/Juggler"}}, "attributes.skills"),
    ({"attributes": []}, "attributes"),
    ({"id": "XX-2"}, "id"),
])
def test_wrong_shapes_name_record_and_field(tmp_path: Path, change: dict[str, Any],
                                            field: str) -> None:
    card = orc(**change)
    data = {"XX": {"cards": {"XX-1": card}}}
    with pytest.raises(CatalogError) as err:
        parse_coe(data, source="mine.json")
    assert (err.value.source, err.value.record, err.value.field) == ("mine.json", "XX-1", field)


def test_wrong_shapes_of_the_file() -> None:
    with pytest.raises(CatalogError) as err:
        parse_coe([1, 2], source="mine.json")
    assert err.value.field == "<root>"
    with pytest.raises(CatalogError) as err:
        parse_coe({"TW": {"name": "The Wizards"}}, source="mine.json")
    assert err.value.field == "TW.cards"
    with pytest.raises(CatalogError) as err:
        parse_coe({"TW": {"cards": {"TW-1": "Abductor"}}}, source="mine.json")
    assert err.value.record == "TW-1"


def test_bad_records_in_a_catalog_document(starter: Catalog) -> None:
    doc = starter.subset(["TW-156"]).to_document()
    del doc["digest"]
    doc["cards"][0]["prowess"] = "six"
    with pytest.raises(CatalogError) as err:
        parse_catalog_document(doc, "mine.json")
    assert (err.value.record, err.value.field) == ("TW-156", "prowess")
    doc["cards"][0] = {"id": "TW-156", "set": "TW", "name": "Gandalf", "card_type": "Wizard",
                       "alignment": "Hero"}
    with pytest.raises(CatalogError) as err:
        parse_catalog_document(doc, "mine.json")
    assert err.value.field == "card_type"
    doc["cards"][0] = {"id": "TW-156", "set": "TW", "name": "Gandalf", "alignment": "Hero"}
    with pytest.raises(CatalogError) as err:
        parse_catalog_document(doc, "mine.json")
    assert err.value.field == "card_type"
    doc["cards"][0] = {"id": "TW-156", "set": "TW", "name": "Gandalf", "card_type": "Character",
                       "alignment": "Hero", "text": "A wizard."}
    with pytest.raises(CatalogError) as err:
        parse_catalog_document(doc, "mine.json")
    assert err.value.field == "text" and "unknown field" in str(err.value)


def test_floats_are_refused_in_a_catalog_document(tmp_path: Path, starter: Catalog) -> None:
    text = starter.subset(["TW-156"]).dumps().replace('"prowess":6', '"prowess":6.0')
    with pytest.raises(CatalogError) as err:
        load_catalog(write(tmp_path, "mine.json", text))
    assert err.value.problem == "not JSON: a float (6.0) where only integers are allowed"


def test_duplicate_ids_are_refused(starter: Catalog) -> None:
    gandalf = starter.get("TW-156")
    with pytest.raises(CatalogError) as err:
        Catalog([gandalf, gandalf], source="mine")
    assert (err.value.record, err.value.field) == ("TW-156", "id")


# --------------------------------------------------------------------------------------------
# Look-up


def test_get_and_contains(starter: Catalog) -> None:
    assert starter.get("TW-156").name == "Gandalf"
    assert "TW-156" in starter and "XX-1" not in starter and 156 not in starter
    with pytest.raises(UnknownCard) as err:
        starter.get("TW-9999")
    assert "TW-9999" in str(err.value) and err.value.key == "TW-9999"
    assert isinstance(err.value, CatalogError)


def test_find_is_case_and_accent_insensitive(starter: Catalog) -> None:
    assert starter.find("GANDALF").id == "TW-156"
    assert starter.find("  gandalf ").id == "TW-156"
    assert starter.find("Lorien").name == "Lórien"
    assert starter.find("Theoden").name == "Théoden"
    assert starter.find("Thranduil's Halls").name == "Thranduil’s Halls"
    assert starter.find("Gandalf", alignment="hero").id == "TW-156"


def test_find_unknown_name_suggests_close_names(starter: Catalog) -> None:
    with pytest.raises(UnknownCard) as err:
        starter.find("Glamdrin")
    assert err.value.suggestions[0] == "Glamdring"
    assert '"Glamdrin"' in str(err.value) and 'Did you mean "Glamdring"' in str(err.value)
    with pytest.raises(UnknownCard) as err:
        starter.find("Gandalf", alignment="Minion")
    assert "Hero" in str(err.value)
    with pytest.raises(UnknownCard):
        starter.find("Bag-End Xyzzy Plugh")


def test_select(starter: Catalog) -> None:
    heroes = starter.select(card_type="character", alignment="Hero")
    assert len(heroes) == 73 and all(c.card_type == "Character" for c in heroes)
    creatures = starter.select(subtype="creature")
    assert creatures and all(c.is_creature for c in creatures)
    assert [c.id for c in creatures] == sorted(c.id for c in creatures)
    assert starter.select(sets=["TD"]) == ()
    assert len(starter.select()) == len(starter) == len(starter.cards)


# --------------------------------------------------------------------------------------------
# Purity of domain/cards


def test_domain_cards_imports_nothing_impure() -> None:
    forbidden = {"random", "time", "datetime", "os", "secrets"}
    for path in sorted((REPO / "domain" / "cards").glob("*.py")):
        tree = ast.parse(path.read_text("utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [alias.name.split(".")[0] for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [(node.module or "").split(".")[0]]
            else:
                continue
            assert not forbidden.intersection(names), (path.name, names)
