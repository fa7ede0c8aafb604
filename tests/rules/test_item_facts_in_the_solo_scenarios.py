"""Burglar Wants a Good Job 4 and Guise of the Necromancer 5 build items with the catalog's item
facts, as There and Back Again 4 does (``domain.engine.items.in_play``): one item of each kind
in use, maxima, a race's or a warrior's bonus, a blade's bonus against Orcs. The versions before
replay with the printed modifiers they were played with: their exports still verify."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from domain.cards import starter_catalog
from domain.chronicle import Chronicle, Record, verify
from domain.engine import combat
from domain.engine.characters import Character
from domain.engine.combat import StrikeModifiers
from domain.export import parse_export
from domain.ruleset import make_ruleset

CATALOG = starter_catalog()
FIXTURES = Path(__file__).parent / "fixtures"
BILBO, THORIN, BARD, ARAGORN, GIMLI = "TW-131", "TW-183", "TW-124", "TW-120", "TW-159"
STING, DURINS_AXE, DWARVEN_AXE, SWORD = "TW-333", "TW-212", "TW-499", "TW-336"
GLAMDRING, HAUBERK, IRON_BOUND_ASH, GREAT_SHIELD = "TW-244", "TW-254", "TW-327", "TW-250"
MORIA = "TW-413"


def at(ruleset_id: str, version: str) -> Any:
    ruleset = make_ruleset(ruleset_id, CATALOG)
    start = {**Chronicle.begin(ruleset, 5, {}).records[0].data, "ruleset_version": version}
    game = Chronicle.open(ruleset, start)
    assert game.ruleset.played == version
    return game


def verified(ruleset_id: str, name: str) -> list[Record]:
    records = parse_export(json.loads((FIXTURES / name).read_text("utf-8")))
    verdict = verify(make_ruleset(ruleset_id, CATALOG), records)
    assert verdict.ok, verdict.difference
    assert verdict.events == len(records)
    return records


# -- Burglar Wants a Good Job ------------------------------------------------------------------

def burglar_bearing(version: str, burglar: str, *items: str) -> Character:
    """The Burglar of a fresh game of ``version`` after playing ``items`` at Moria."""
    game = at("burglar", version)
    ruleset, state = game.ruleset, game.table.rules
    state = ruleset._on_CompanyFormed(state, {"burglar": burglar, "item": items[0]})
    for item in items[1:]:
        state = ruleset._on_ItemPlayed(replace(state, hand=(*state.hand, item)), {
            "item": item, "bearer": burglar, "site": MORIA})
    found = state.character(burglar)
    assert found is not None
    return found  # type: ignore[no-any-return]


@pytest.mark.rule("CoE-6.1", "BWJ-SETUP-1")
def test_burglar_4_gives_bilbo_stings_hobbit_bonus_and_no_warrior_bonus() -> None:
    assert "4" in make_ruleset("burglar", CATALOG).replays
    assert burglar_bearing("4", BILBO, STING).effective_prowess == 1 + 2
    assert burglar_bearing("4", BILBO, SWORD).effective_prowess == 1  # warrior only
    assert burglar_bearing("4", BILBO, DWARVEN_AXE).effective_prowess == 1
    # Version 3 replays with the printed modifiers.
    assert burglar_bearing("3", BILBO, STING).effective_prowess == 1 + 1
    assert burglar_bearing("3", BILBO, SWORD).effective_prowess == 1 + 2


@pytest.mark.rule("CoE-6.1.3", "CoE-2.V.4")
def test_burglar_4_uses_one_weapon_and_adds_armour_and_shield_under_their_maxima() -> None:
    bard = burglar_bearing("4", BARD, SWORD, DWARVEN_AXE, HAUBERK, IRON_BOUND_ASH)
    assert [i.name for i, _, _ in bard.item_sources("")] == [
        "Sword of Gondolin", "Hauberk of Bright Mail", "Shield of Iron-bound Ash"]
    assert (bard.effective_prowess, bard.effective_body) == (3 + 2, 8)  # 6 + 2, shield to 8
    assert burglar_bearing("3", BARD, HAUBERK, IRON_BOUND_ASH).effective_body == 6 + 2


@pytest.mark.rule("BWJ-WIN-5", "CoE-6.1")
def test_a_burglar_game_of_version_3_verifies_as_played() -> None:
    records = verified("burglar", "burglar-version-3-seed-5.json")
    assert records[0].data["ruleset_version"] == "3"
    played = [dict(r.data) for r in records if r.kind == "ItemPlayed"]
    assert [(p["item"], p["bearer"]) for p in played] == [(DWARVEN_AXE, BILBO)]
    assert dict(records[-1].data)["outcome"] == "lost"


# -- Guise of the Necromancer ------------------------------------------------------------------

def necromancer_company(version: str, *borne: tuple[str, str]) -> dict[str, Character]:
    """The characters of a company formed at Moria in a fresh game of ``version``, each
    bearing the items given as (item, bearer)."""
    game = at("necromancer", version)
    ruleset, state = game.ruleset, game.table.rules
    bearers = sorted({b for _, b in borne})
    state = ruleset._on_CompanyFormed(state, {"site": MORIA, "characters": bearers,
                                              "items": [list(pair) for pair in borne]})
    return {c.card_id: c for c in state.companies[-1].characters}


@pytest.mark.rule("CoE-6.1", "CoE-6.1.3")
def test_necromancer_5_reads_a_dwarfs_axe_a_warriors_sword_and_the_maxima() -> None:
    assert int(make_ruleset("necromancer", CATALOG).version) >= 7
    now = necromancer_company("5", (DURINS_AXE, THORIN), (SWORD, BILBO), (GLAMDRING, ARAGORN),
                              (DWARVEN_AXE, GIMLI), (GREAT_SHIELD, GIMLI))
    assert now[THORIN].effective_prowess == 9  # 5 + 4 for a Dwarf, up to 9
    assert now[BILBO].effective_prowess == 1  # Sword of Gondolin: warrior only
    assert (now[GIMLI].effective_prowess, now[GIMLI].effective_body) == (8, 8 + 1)
    assert (now[ARAGORN].effective_prowess, now[ARAGORN].prowess_against("Orcs")) == (8, 9)
    before = necromancer_company("4", (DURINS_AXE, THORIN), (SWORD, BILBO),
                                 (GLAMDRING, ARAGORN))
    assert [before[c].effective_prowess for c in (THORIN, BILBO, ARAGORN)] == [7, 3, 9]


@pytest.mark.rule("CoE-6.1", "CoE-3.iv.6")
def test_necromancer_5_strikes_count_a_blades_bonus_against_orcs() -> None:
    aragorn = necromancer_company("5", (GLAMDRING, ARAGORN))[ARAGORN]
    # The ruleset's strikes name the attack's race (fight.py): Glamdring reaches 9 on Orcs.
    mods = StrikeModifiers(against="Orcs")
    made = combat.strike_check(aragorn, mods, (), (4, 4), 0, 9)
    assert (combat.strike_prowess(aragorn, mods), made.total) == (9, 4 + 4 + 9)
    assert combat.strike_prowess(aragorn, StrikeModifiers(against="Wolves")) == 8


@pytest.mark.rule("GON-SETUP-8", "CoE-6.1")
def test_a_necromancer_game_of_version_4_verifies_as_played() -> None:
    records = verified("necromancer", "necromancer-version-4-seed-9.json")
    assert records[0].data["ruleset_version"] == "4"
    formed = next(r for r in records if r.kind == "CompanyFormed")
    assert [list(i) for i in formed.data["items"]] == [["TW-206", "TW-178"],
                                                        ["TW-206", "TW-164"]]
    assert sum(r.kind == "StrikeResolved" for r in records) == 47
