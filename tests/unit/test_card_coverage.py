"""The coverage of The Wizards (``domain/coverage.py``, ``redbook cards --coverage``): each
card's status from the scripts themselves, the test each script names, the plain cards read
from the card data, the totals the README states, and the shipped decks' cards."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from api.cli import main
from domain import coverage
from domain.cards import Catalog
from domain.cards.rules_text import holds_rules, plain_cards, plain_list
from domain.engine import (
    character_notes,
    creature_scripts,
    effects,
    hazard_limit_cards,
    hazards_in_play,
)
from domain.engine.characters import Character, Item
from domain.engine.effects import Generations
from domain.ruleset import ruleset_class
from domain.rulesets.hobbit import environments, no_use, refused_cards, ring_texts, unplayed
from domain.rulesets.road_goes_ever_on import (
    arkenstone,
    bane_of_the_ithil_stone,
    followers,
    hazard_notes,
)
from domain.rulesets.there_and_back_again import mountain_moves

REPO = Path(__file__).resolve().parents[2]


def _row(starter: Catalog, card_id: str) -> coverage.Coverage:
    return next(r for r in coverage.coverage(starter) if r.card_id == card_id)


def _scripts() -> list[tuple[str, str, str]]:
    """(card id, name, test) of every script of the engine's registries."""
    out = [(c.card_id, c.name, c.test) for cards in (effects.REGISTRY, *effects.LATER)
           for c in cards.values()]
    out += [(c.card_id, c.name, c.test) for cards in creature_scripts.GENERATIONS
            for c in cards.values()]
    out += [(c.card_id, c.name, c.test) for cards in hazards_in_play.GENERATIONS
            for c in cards.values()]
    names = {**{k: v[0] for cards in (effects.HAZARD_REGISTRY, *effects.HAZARD_LATER)
                for k, v in cards.items()},
             **{k: v[0] for k, v in effects.HAZARD_LONG_REGISTRY.items()}}
    return out + [(card_id, names[card_id], test)
                  for card_id, (_, test) in effects.HAZARD_NOTES.items()]


def test_every_script_names_a_test_that_exists_and_speaks_of_the_card() -> None:
    for card_id, name, test in _scripts():
        path, _, function = test.partition("::")
        source = (REPO / path).read_text("utf-8")
        defined = {n.name for n in ast.walk(ast.parse(source))
                   if isinstance(n, ast.FunctionDef)}
        assert function in defined, f"{card_id} {name}: no test {test}"
        assert card_id in source or name in source, f"{test} does not name {card_id} {name}"


def test_every_scripted_hazard_has_its_note() -> None:
    assert sorted(effects.HAZARD_NOTES) == sorted({*effects.HAZARD_REGISTRY,
                                                   *(c for g in effects.HAZARD_LATER for c in g),
                                                   *effects.HAZARD_LONG_REGISTRY})


@pytest.mark.rule("CoE-6.1", "CoE-2.II.3.2", "TBA-RES-1")
def test_items_scripted_for_their_corruption_points_only(starter: Catalog) -> None:
    bearer = Character.from_card(starter.get("TW-131"))
    for item_id, points in (("TW-341", 2), ("TW-323", 3)):
        laden = bearer.with_item(Item.from_card(starter.get(item_id)))
        assert laden.corruption_points == bearer.corruption_points + points
    # The Scroll of Isildur's modifier to ring tests is The Road Goes Ever On's (rings.py).
    # The Road Goes Ever On plays The Arkenstone in full (arkenstone.py); the engine's own
    # script leaves the bonuses out; the Hobbit scenarios' column plays its +3 against a Dwarf
    # faction (hobbit.item_texts) and names what never arises there, which the card's own
    # row repeats, ruleset by ruleset.
    row = _row(starter, "TW-341")
    assert (row.status, row.missing, row.test) == (
        coverage.SCRIPTED,
        "burglar: never arises here: its 5 marshalling points for a Dwarf bearer (only a task "
        "resource's marshalling points count, BWJ-MP-6); never arises here: its +3 against a "
        "Dwarf character (controlling him as a follower) (no character is a follower here) | "
        "there-and-back-again: never arises here: its 5 marshalling points for a Dwarf bearer "
        "(marshalling points do not count, TBA-RES-1)", arkenstone.TEST)
    latest = effects.scripted("TW-341", effects.EVERY_GENERATION)
    hobbit = dict(row.rulesets)["there-and-back-again"]
    assert latest is not None and latest.missing == "+3 direct influence against Dwarves and " \
        "Dwarf factions; 5 marshalling and 4 corruption points for a Dwarf bearer"
    # Its +3 in controlling a Dwarf follower is played from There and Back Again's
    # ITEM_FOLLOWERS_FROM (test_hobbit_red_book.py).
    assert (hobbit.status, hobbit.missing) == (
        coverage.SCRIPTED, "never arises here: its 5 marshalling points for a Dwarf bearer "
        "(marshalling points do not count, TBA-RES-1)")


@pytest.mark.rule("RGO-HAZ-2")
def test_lost_in_border_lands_counts_the_border_lands() -> None:
    (mode,) = effects.scripted_hazard("TW-51") or ()
    assert (mode.per_region, mode.mode.effects) == ("border-land",
                                                   (effects.Effect("hazard-limit", 1),))
    assert effects.HAZARD_NOTES["TW-51"][0] == ""


def test_second_printings_play_as_the_first() -> None:
    for first, second in (("TW-207", "TW-208"), ("TW-229", "TW-230")):  # Dark Quarrels, Escape
        two = Generations.up_to(2)
        one, other = effects.scripted(first, two), effects.scripted(second, two)
        assert one is not None and other is not None
        assert (other.name, other.kind, other.modes, other.missing) == (
            one.name, one.kind, one.modes, one.missing)


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_each_status_in_every_ruleset(starter: Catalog) -> None:
    # A card's own status is the least complete of the rulesets that put it in play, what
    # they say named ruleset by ruleset; what needs the two-player game leaves it scripted.
    army = "needs the two-player game: that an opponent may not influence it"
    expected = {
        "TW-204": (coverage.SCRIPTED, ""),  # Concealment
        "TW-207": (coverage.SCRIPTED, ""),  # Dark Quarrels: generation 29, with Gates of Morning
        "TW-253": (coverage.SCRIPTED, ""),  # Halfling Strength: generation 2 plays it all
        "TW-270": (coverage.SCRIPTED, ""),  # Lucky Strike: generation 6
        "TW-58": (coverage.SCRIPTED, ""),  # Lure of Nature: its checks (corruption_cards)
        # Morgul-knife: its points, play on a Nazgûl attack and removal as printed
        # (blade_removal.py)
        "TW-64": (coverage.SCRIPTED, ""),
        # Lure of Power: the hazard generation 3; Burglar's and the Guise's own scripts.
        "TW-59": (coverage.SCRIPTED, ""),
        "TW-74": (coverage.NO_SCRIPT, ""),  # Orc-patrol: race and strikes only
        "TW-17": (coverage.SCRIPTED, ""),  # Brigands: generation 8, the defender names the item
        "TW-1": (coverage.SCRIPTED, ""),  # Abductor: creature generation 2
        "TW-40": (coverage.SCRIPTED, ""),  # Giant Spiders: creature generation 7
        "TW-119": (coverage.NO_SCRIPT, ""),  # Annalena: unique, nothing more
        # Aragorn II: his bonus against the Rangers of the North and the points lost if he
        # is eliminated (character_rules) are played; the latter never counts in Burglar.
        "TW-120": (coverage.SCRIPTED, "burglar: never arises here: the marshalling points "
                                      "lost if he is eliminated (only the task resources' and "
                                      "stealth points count, BWJ-MP-6, BWJ-MP-8)"),
        "TW-440": (coverage.NO_SCRIPT, ""),  # a region
        "TW-372": (coverage.NO_SCRIPT, ""),  # Bag End
        # Mount Doom: its special rule (engine.site_rules).
        "TW-414": (coverage.SCRIPTED, "necromancer: never arises here: its hazard limit 2 "
                                      "higher (GON-HH-2: there is no hazard limit)"),
        # Army of the Dead: played by rulesets' own scripts, not the engine's.
        "TW-193": (coverage.SCRIPTED, f"burglar, necromancer, road-goes-ever-on: {army}"),
        # Ent-draughts: the engine's ent_draughts.py, read by The Road and by Burglar and the
        # Guise (hobbit.ent_draughts), whose rows say how they play it.
        "TW-227": (coverage.SCRIPTED,
                   f"burglar: {unplayed.ent_draughts('burglar', starter.get('TW-227'), True)} | "
                   f"necromancer: "
                   f"{unplayed.ent_draughts('necromancer', starter.get('TW-227'), True)}"),
        "TW-111": (coverage.SCRIPTED, ""),  # Weariness of the Heart: hazard generation 2
        # Tookish Blood: what the engine's script leaves out never arises in a solo game.
        "TW-104": (coverage.SCRIPTED, ""),
        # Fog, Sun: no script of the engine's own, every ruleset's (long-events).
        "TW-241": (coverage.SCRIPTED, ""),
        "TW-335": (coverage.SCRIPTED, "there-and-back-again: never arises here: its +1 "
                                      "prowess to each Dúnadan, and with Gates of Morning to "
                                      "each Man (the company is one Hobbit and Dwarves, "
                                      "TBA-COMP-1, TBA-COMP-2)"),
        # Traitor: every ruleset plays it in full, The Road Goes Ever On's attack made at once
        # wherever the check fails (amid a Battle from its interjections.BATTLE_SINCE).
        "TW-105": (coverage.SCRIPTED, ""),
        # Alatar: Burglar's hazard hand draws one card fewer for his company's movement
        # (ALATAR_DRAWS_FROM), his joining never arising there; the Guise plays both (alatar).
        "TW-117": (coverage.SCRIPTED, "burglar: never arises here: joining an attacked "
                                      "company from a Haven (every character is in the "
                                      "Burglar's one company, BWJ-SETUP-1, BWJ-HAND-1)"),
        # Rescue Prisoners: There and Back Again, the last to declare it, plays it by its card
        # from its RESCUE_FROM, as every other ruleset does.
        "TW-315": (coverage.SCRIPTED, ""),
        # Crebain: what is left needs the two-player game, in every ruleset.
        "TW-25": (coverage.SCRIPTED, "burglar, necromancer, there-and-back-again: needs the "
                                     "two-player game: the cards of the hand revealed after "
                                     "the attack, shown to a hazard player (a solo game has "
                                     "none) | road-goes-ever-on: needs the two-player game: "
                                     "the cards of the hand revealed after the attack, shown "
                                     "to a hazard player (the Shadow looks at no hand)"),
    }
    assert {k: (_row(starter, k).status, _row(starter, k).missing) for k in expected} == \
        expected


def test_a_declared_hazard_names_what_never_arises_in_the_solo_game(starter: Catalog) -> None:
    # Bane of the Ithil-stone, scripted (from bane_of_the_ithil_stone.OWN_SINCE it cancels
    # the solo game's own searches too), names its line on a minion player, which never
    # arises: the player is a hero; Balrog of Moria, scripted, names its ban on a Balrog
    # player; Morgul-horse, scripted, still names its return to a hand (the Shadow holds
    # none); Siege, scripted from siege.SINCE_VERSION, has nothing.
    bane = dict(_row(starter, "TW-13").rulesets)["road-goes-ever-on"]
    assert bane_of_the_ithil_stone.MISSING == ""
    assert bane == coverage.InRuleset(coverage.SCRIPTED, hazard_notes.NEVER_HERE["TW-13"])
    balrog = dict(_row(starter, "TW-12").rulesets)["road-goes-ever-on"]
    assert balrog == coverage.InRuleset(coverage.SCRIPTED, hazard_notes.NEVER_HERE["TW-12"])
    horse = dict(_row(starter, "TW-63").rulesets)["road-goes-ever-on"]
    assert horse == coverage.InRuleset(coverage.SCRIPTED, hazard_notes.NEVER_HERE["TW-63"])
    assert "holds no hand" in horse.missing
    assert dict(_row(starter, "TW-87").rulesets)["road-goes-ever-on"] == coverage.InRuleset(
        coverage.SCRIPTED)


@pytest.mark.rule("TBA-RES-3", "TBA-DECK-1")
def test_each_ruleset_plays_the_generation_of_its_version(
        starter: Catalog, monkeypatch: pytest.MonkeyPatch) -> None:
    stealth = dict(_row(starter, "TW-252").rulesets)  # Halfling Stealth: generation 2
    assert stealth["there-and-back-again"] == coverage.InRuleset(coverage.SCRIPTED)
    assert stealth["road-goes-ever-on"] == coverage.InRuleset(coverage.SCRIPTED)
    assert stealth["burglar"] == coverage.InRuleset(coverage.SCRIPTED)  # from version 5
    # The Guise's hand plays it from version 17 (hand_cards.LATER_PLAYABLE).
    assert stealth["necromancer"] == coverage.InRuleset(coverage.SCRIPTED)
    # Tookish Blood and Twilight: what their scripts leave out never happens in The Road.
    # The Burglar plays Tookish Blood by its card (from version 39) and Twilight (from its
    # TWILIGHT_FROM, test_burglar_twilight.py); There and Back Again's hazard deck holds
    # neither (TBA-DECK-1).
    for card_id, there in (("TW-104", coverage.SCRIPTED), ("TW-106", coverage.SCRIPTED)):
        row = dict(_row(starter, card_id).rulesets)
        assert (_row(starter, card_id).status, row["road-goes-ever-on"]) == (
            coverage.SCRIPTED, coverage.InRuleset(coverage.SCRIPTED))
        assert row["burglar"].status == there
        assert row["there-and-back-again"].status == coverage.NOT_IN_RULESET
    lucky = dict(_row(starter, "TW-270").rulesets)  # Lucky Strike: The Road's own script
    assert lucky["road-goes-ever-on"].status == coverage.SCRIPTED
    # Generation 6: There and Back Again from 17, Burglar from 15, the Guise from 17.
    assert lucky["there-and-back-again"].status == coverage.SCRIPTED
    assert lucky["burglar"].status == coverage.SCRIPTED
    assert lucky["necromancer"].status == coverage.SCRIPTED
    # The Wizard's spells of generation 6: never played in There and Back Again (TBA-RES-3).
    fire = dict(_row(starter, "TW-360").rulesets)
    assert fire["there-and-back-again"] == coverage.InRuleset(
        coverage.NOT_IN_RULESET, "TBA-RES-3: played only on a Wizard of the company, and the "
                                 "Wizard is never a character here (only the Wizard's own "
                                 "short-event)")
    assert fire["burglar"] == coverage.InRuleset(coverage.SCRIPTED)
    gandalf = dict(_row(starter, "TW-156").rulesets)  # a short-event of the scenario
    assert gandalf["there-and-back-again"].status == coverage.SCRIPTED
    # His +1 to corruption checks and his test of a gold ring are played.
    assert gandalf["road-goes-ever-on"] == coverage.InRuleset(coverage.SCRIPTED)
    # The hazard generation 2 is The Road's, and what the Hobbit scenarios' hands play of it
    # (hobbit/hazard_events.py: Greed); elsewhere declared, or one mode.
    greed = dict(_row(starter, "TW-42").rulesets)
    assert (greed["road-goes-ever-on"], greed["necromancer"]) == (
        coverage.InRuleset(coverage.SCRIPTED), coverage.InRuleset(coverage.SCRIPTED))
    # Sword of Gondolin, where a ruleset's version does not read the item facts
    monkeypatch.setattr(coverage, "_reads_item_facts", lambda rid: rid != "burglar")
    ambusher = dict(_row(starter, "TW-5").rulesets)  # a creature script, Burglar 6 on
    assert ambusher["burglar"] == coverage.InRuleset(coverage.SCRIPTED)
    assert ambusher["there-and-back-again"] == coverage.InRuleset(coverage.SCRIPTED)  # 8 on
    assert ambusher["necromancer"] == coverage.InRuleset(coverage.SCRIPTED)  # 13 on
    doors = dict(_row(starter, "TW-28").rulesets)  # Doors of Night: Burglar 7 on
    assert doors["burglar"] == coverage.InRuleset(coverage.SCRIPTED)
    assert doors["road-goes-ever-on"] == coverage.InRuleset(coverage.SCRIPTED)  # from 55
    assert doors["there-and-back-again"] == coverage.InRuleset(
        coverage.NOT_IN_RULESET, "TBA-DECK-1: the hazard deck holds creatures and Dragon’s "
                                 "Desolation only")
    stir = dict(_row(starter, "TW-61").rulesets)  # Minions Stir: Burglar 7 on
    assert stir["burglar"] == coverage.InRuleset(coverage.SCRIPTED)
    assert stir["road-goes-ever-on"] == coverage.InRuleset(coverage.SCRIPTED)  # from 55
    # Never in the scenarios' hazard decks (its threat of TBA-HAZ-5 is the scenario's own).
    assert stir["there-and-back-again"].status == coverage.NOT_IN_RULESET
    assert stir["necromancer"].status == coverage.NOT_IN_RULESET
    sword = dict(_row(starter, "TW-336").rulesets)
    assert sword["there-and-back-again"] == coverage.InRuleset(coverage.SCRIPTED)
    assert sword["burglar"] == coverage.InRuleset(
        coverage.IN_PART, "its maxima and conditional bonuses (this ruleset gives the printed "
                          "modifiers)")


@pytest.mark.rule("GON-HH-5", "GON-HH-9")
def test_the_guise_plays_both_modes_of_weariness_of_the_heart(starter: Catalog) -> None:
    # Its check where it may fail, else its -1 prowess with a creature's attack
    # (guise_of_the_necromancer.hazard_events.WEARINESS_FROM); generation 1 is the check only.
    weary = dict(_row(starter, "TW-111").rulesets)
    assert weary["necromancer"] == coverage.InRuleset(coverage.SCRIPTED)
    assert effects.FIRST_GENERATION_MISSING["TW-111"] == "the -1 prowess alternative"


def test_plain_text_is_told_from_rules() -> None:
    assert not holds_rules("Character", None, "<p><b><i>Unique.</i></b></p>")
    assert holds_rules("Character", None, "<p><b><i>Unique.</i></b> +1 to a roll.</p>")
    assert not holds_rules("Hazard", "Creature", "<p><i>Wolves.</i> Four strikes.</p>")
    assert holds_rules("Hazard", "Creature", "<p><i>Men.</i> One strike. Then more.</p>")
    assert not holds_rules("Site", None, "<p>Nearest Haven: Lórien Playable: Items (minor) "
                                         "Automatic-attacks: Orcs — 2 strikes</p>")
    assert holds_rules("Site", None, "<p>Nearest Haven: Lórien Special: a rule</p>")
    assert not holds_rules("Region", None, "<p>A, B</p>")
    assert holds_rules("Resource", "Short-event", "")


def test_the_plain_cards_file_is_what_the_card_data_gives(coe_cards_path: Path) -> None:
    data = json.loads(coe_cards_path.read_text("utf-8"))
    assert (REPO / "seeds" / "catalog" / "plain_cards.txt").read_text("utf-8") == \
        plain_list(data)
    assert len(plain_cards()) == 80


def test_the_readme_states_the_totals(starter: Catalog) -> None:
    # The cards' own column (every ruleset) and each ruleset's, as ``totals_table`` writes
    # them.
    readme = (REPO / "README.md").read_text("utf-8")
    rows = coverage.coverage(starter)
    stated = re.search(r"^\| status \|.*?^\| all \|[^\n]*\n", readme, re.MULTILINE | re.DOTALL)
    assert stated is not None and stated.group(0) == coverage.totals_table(rows)
    lines = stated.group(0).splitlines()
    assert lines[0].split(" | ")[1:3] == [coverage.EVERY_RULESET, "burglar"]
    column = lines[0].strip("| ").split(" | ").index("road-goes-ever-on")
    assert [int(line.strip("| ").split(" | ")[column]) for line in lines[2:]] == list(
        coverage.ruleset_totals(rows)["road-goes-ever-on"].values())


def _deck(ruleset_id: str, starter: Catalog) -> tuple[str, ...]:
    """The starter catalog's cards of every deck shipped for ``ruleset_id`` (The Road ships one
    for each option needing cards of its own beside the default)."""
    found: dict[str, None] = {}
    for deck in sorted((REPO / "seeds" / "decks" / ruleset_id).glob("*.json")):
        found.update(dict.fromkeys(coverage.deck_cards(json.loads(deck.read_text("utf-8")),
                                                       starter)))
    return tuple(found)


def test_the_shipped_decks_hold_only_cards_their_ruleset_plays_in_full(
        starter: Catalog) -> None:
    """Every card of a shipped deck is scripted in full, or needs no script, in its
    ruleset: a card added to a deck is scripted first."""
    rows = {r.card_id: dict(r.rulesets) for r in coverage.coverage(starter)}
    short = {ruleset_id: sorted(
        c for c in _deck(ruleset_id, starter)
        if rows[c][ruleset_id].status not in (coverage.SCRIPTED, coverage.NO_SCRIPT))
        for ruleset_id in coverage.TEXT_RULESETS}
    assert short == {ruleset_id: [] for ruleset_id in coverage.TEXT_RULESETS}


def test_redbook_cards_coverage(capsys: pytest.CaptureFixture[str], starter: Catalog) -> None:
    assert main(["cards", "--coverage", "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["totals"] == coverage.totals(coverage.coverage(starter))
    assert len(printed["cards"]) == 500
    concealment = next(c for c in printed["cards"] if c["id"] == "TW-204")
    assert concealment == {
        "id": "TW-204", "name": "Concealment", "kind": "short-event", "status": "scripted",
        "missing": "", "test": effects.REGISTRY["TW-204"].test,
        "rulesets": {rid: {"status": "scripted", "missing": ""}
                     for rid in coverage.TEXT_RULESETS}}
    assert main(["cards", "--coverage"]) == 0
    out = capsys.readouterr().out
    road = coverage.ruleset_totals(coverage.coverage(starter))["road-goes-ever-on"]
    assert out.splitlines()[-3] == "road-goes-ever-on: " + ", ".join(
        f"{name} {road[name]}" for name in coverage.STATUSES)
    assert printed["ruleset_totals"]["road-goes-ever-on"] == road
    totals = coverage.totals(coverage.coverage(starter))
    assert out.splitlines()[-1] == (
        f"every ruleset: scripted {totals['scripted']}, scripted in part "
        f"{totals['scripted in part']}, declared by the player "
        f"{totals['declared by the player']}, needs no script {totals['needs no script']}, "
        f"not scripted {totals['not scripted']}, not in this ruleset "
        f"{totals['not in this ruleset']}; 500 cards of The Wizards")
    tba = coverage.ruleset_totals(coverage.coverage(starter))["there-and-back-again"]
    assert out.splitlines()[-2].endswith(f", not in this ruleset {tba['not in this ruleset']}")
    # A card a scenario never puts in play: the clause, not "missing".
    assert "there-and-back-again: not in this ruleset (TBA-DECK-7: a creature keyed to none " \
        "of wilderness, double wilderness or border-lands counts in no group of the hazard " \
        "deck)" in next(line for line in out.splitlines()[out.splitlines().index(
            next(x for x in out.splitlines() if x.startswith("TW-90 "))):] if "rulesets:" in line)
    # A card's own status, then each ruleset's with what it says.
    assert "TW-117  Alatar  [character]  scripted\n" in out
    # A scripted card's note (what never arises in the scenario, what needs the two-player
    # game) is no part left out: it is not called missing.
    assert "        rulesets: burglar: scripted (never arises here: joining an " \
        "attacked company from a Haven (every character is in the Burglar's one company, " \
        "BWJ-SETUP-1, BWJ-HAND-1)); necromancer: scripted; road-goes-ever-on: scripted; " \
        "there-and-back-again: scripted\n" in out
    assert "scripted (needs the two-player game: " in out
    assert "missing: " not in out  # no card is scripted in part today


def test_redbook_cards_by_name(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "Sting", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["cards"]["Sting"]["id"] == "TW-333"
    assert main(["cards", "No Such Card"]) == 1
    assert capsys.readouterr()[:2] == ("", "redbook: No Such Card: not in the catalog\n")
    assert main(["cards", "Sting", "No Such Card"]) == 1
    out, err = capsys.readouterr()
    assert out.startswith("TW-333  Sting: ")
    assert err == "redbook: No Such Card: not in the catalog\n"
    assert main(["cards"]) == 2



@pytest.mark.parametrize("card_id", ["TW-122", "TW-136", "TW-175"])  # Arwen, Celeborn, Pallando
def test_a_character_text_left_only_to_the_two_player_game_reads_scripted(
        starter: Catalog, card_id: str) -> None:
    # The Road Goes Ever On plays the rest of each text (Pallando's one more card in hand; a
    # bonus against one character never counts there): its row reads scripted, naming the
    # part; so do the Hobbit scenarios, which play the bonuses and Pallando's one more card
    # in hand (``hobbit.character_texts``: Burglar and the Guise count it).
    row = _row(starter, card_id)
    named = "needs the two-player game: " + character_notes.TWO_PLAYER[card_id]
    # The card's own row names the rulesets that say so (There and Back Again plays Pallando
    # as its Wizard's short-event, TBA-RES-3, and never puts Arwen or Celeborn in play).
    assert (row.status, row.missing) == (
        coverage.SCRIPTED, f"burglar, necromancer, road-goes-ever-on: {named}")
    for ruleset_id in ("road-goes-ever-on", "burglar", "necromancer"):
        assert dict(row.rulesets)[ruleset_id] == coverage.InRuleset(coverage.SCRIPTED, named)


def test_a_bonus_against_characters_that_never_counts_here_reads_scripted(
        starter: Catalog) -> None:
    # Gimli's direct influence against Elves as characters: in The Road Goes Ever On every
    # character comes into play under general influence, Sam Gamgee under Frodo the one
    # follower (RGO-ABIL-24), so the row reads scripted there, naming it; the engine's keeps
    # it left out; in Burglar no character is a follower. The card's own row names both.
    gimli = _row(starter, "TW-159")
    there = followers.NEVER_HERE + character_notes.NOT_PLAYED["TW-159"]
    assert (gimli.status, gimli.missing) == (coverage.SCRIPTED, (
        "burglar: never arises here: its direct influence against characters of a race (no "
        f"character is a follower here) | road-goes-ever-on: {there}"))
    assert dict(gimli.rulesets)["road-goes-ever-on"] == coverage.InRuleset(coverage.SCRIPTED,
                                                                           there)
    # So the Elf-stone's bonus against an Elf character, the Red Arrow's against a character
    # from Edoras.
    for item in ("TW-224", "TW-312"):
        found = dict(_row(starter, item).rulesets)["road-goes-ever-on"]
        assert found.status == coverage.SCRIPTED and found.missing.startswith(
            followers.NEVER_HERE), item


@pytest.mark.rule("CoE-2.V.4", "CoE-6.2", "TBA-LAYOUT-2", "GON-RDECK-3", "CoE-2.II.4")
def test_the_hobbit_scenarios_say_why_an_ally_or_an_items_text_is_not_played(
        starter: Catalog) -> None:
    rows = {row.card_id: dict(row.rulesets) for row in coverage.coverage(starter)}
    tba, bwj, gon = "there-and-back-again", "burglar", "necromancer"
    gwaihir, orthanc, red_book, lesser_ring, athelas, earth, sapling = \
        "TW-251", "TW-300", "TW-313", "TW-266", "TW-195", "TW-221", "TW-322"
    assert rows[gwaihir][tba] == coverage.InRuleset(
        coverage.NOT_IN_RULESET, "TBA-LAYOUT-2: playable only at Eagles' Eyrie, which is not on "
                                 "the map")
    assert rows[gwaihir][bwj].missing.startswith("played from the hand at Eagles' Eyrie, a site "
                                                 "of the site deck (CoE-2.V.2)")
    assert rows[gwaihir][gon].missing.startswith("played from the hand at Eagles' Eyrie, a site "
                                                 "of the location deck (CoE-2.V.2), its "
                                                 "marshalling points counting as ally points")
    # A special item found only off There and Back Again's map is not in it; one found on it
    # (Bag End) is not played, as in Burglar Wants a Good Job.
    assert rows[orthanc][tba] == coverage.InRuleset(
        coverage.NOT_IN_RULESET, "TBA-LAYOUT-2: found only at Isengard, which is not on the map")
    # The Guise plays them at their sites too, Lórien, a Haven it enters, among them.
    assert rows[orthanc][gon].missing.startswith("played only at Isengard")
    assert rows[earth][gon].missing.startswith("played only at Lórien")
    # The Sapling's points stored at Minas Tirith too (its printed_rules.ITEM_STORES_FROM).
    assert rows[sapling][gon].status == coverage.SCRIPTED
    # A special item is played at the site its card names (engine.item_places): the Red Book
    # at Bag End on There and Back Again's map (its bonuses from ITEM_FOLLOWERS_FROM,
    # test_hobbit_red_book.py), the Palantír of Orthanc at Isengard in Burglar's site deck, and
    # Earth of Galadriel's Orchard at Lórien, a Haven with its site phase there from its
    # HAVEN_SITE_PHASE_FROM (BWJ-SEQ-17: as standard).
    assert rows[red_book][tba] == coverage.InRuleset(coverage.SCRIPTED, unplayed.placed(
        tba, starter.get(red_book), plays=lambda attribute: True)[1])
    assert rows[red_book][tba].missing.startswith("played only at Bag End")
    assert rows[orthanc][bwj].missing.startswith("played only at Isengard")
    assert rows[earth][bwj] == coverage.InRuleset(coverage.SCRIPTED, unplayed.placed(
        bwj, starter.get(earth), plays=lambda attribute: attribute == unplayed.HAVEN_SITE_PHASE
    )[1])
    assert rows[earth][bwj].missing.startswith("played only at Lórien")
    assert rows[sapling][tba].status == rows[sapling][bwj].status == coverage.SCRIPTED
    assert rows[sapling][bwj].missing.startswith("never arises here")
    # A special ring comes from the hand by a gold ring's test (hobbit.rings) and gives its
    # bearer what its card prints (hobbit.ring_texts); the Guise has no ring but The One Ring
    # (GON-RDECK-3).
    assert rows[lesser_ring][tba] == rows[lesser_ring][bwj] == coverage.InRuleset(
        coverage.SCRIPTED, ring_texts.RING_PLAYED)
    assert rows[lesser_ring][gon].missing.startswith("GON-RDECK-3")
    # In There and Back Again no Dúnadan is ever in the company to use it.
    assert rows[athelas][tba] == coverage.InRuleset(coverage.SCRIPTED,
                                                    unplayed.NEVER_ACTS[athelas])
    assert rows[athelas][gon] == coverage.InRuleset(coverage.SCRIPTED)  # athelas.SINCE on
    # Burglar's Hands use it from its athelas_from (hobbit.athelas), Aragorn II removing a
    # corruption card kept on a character too (burglar.corruption_cards).
    assert rows[athelas][bwj] == coverage.InRuleset(coverage.SCRIPTED)


@pytest.mark.rule("TBA-SEQ-8", "TBA-LAYOUT-1", "TBA-LAYOUT-2", "TBA-SEQ-3", "TBA-RES-3",
                    "GON-HH-2", "GON-HDECK-10", "BWJ-SEQ-17", "CoE-2.V.4", "CoE-6.2")
def test_the_hobbit_scenarios_say_where_a_travel_card_has_nothing_to_act_on(
        starter: Catalog) -> None:
    rows = {row.card_id: dict(row.rulesets) for row in coverage.coverage(starter)}
    tba, bwj, gon = "there-and-back-again", "burglar", "necromancer"
    fair_travels_wilderness, misty, anduin, bridge, gollums_fate, palantir, ford = \
        "TW-237", "TW-284", "TW-191", "TW-202", "TW-247", "TW-355", "TW-242"
    declared = coverage.DECLARED
    # No hazard limit in There and Back Again nor the Guise; Burglar has one (BWJ-SEQ-13) and
    # plays the card (hobbit.travel). There and Back Again and the Guise refuse it.
    assert rows[fair_travels_wilderness][tba] == coverage.InRuleset(
        coverage.SCRIPTED, no_use.NOTES[tba][fair_travels_wilderness])
    assert rows[fair_travels_wilderness][tba].missing.startswith("TBA-SEQ-8")
    assert rows[fair_travels_wilderness][gon] == coverage.InRuleset(
        coverage.SCRIPTED, "GON-HH-2: there is no hazard limit; an effect on it is ignored")
    assert rows[fair_travels_wilderness][bwj] == coverage.InRuleset(coverage.SCRIPTED)
    # The Guise moves by starter movement: no region cards for a mountain card's other use.
    assert rows[misty][gon].missing.startswith("GON-HH-2: there is no hazard limit")
    # Anduin River names no region of the row; Misty Mountains joins Rhudaur and Anduin Vales,
    # both in it, for a ranger (Óin): that move is played (mountain_moves), its hazard limit
    # use refused.
    assert rows[anduin][tba].missing.startswith("TBA-LAYOUT-1: none of the regions")
    assert rows[misty][tba] == coverage.InRuleset(coverage.SCRIPTED,
                                                  mountain_moves.LIMIT_REFUSED)
    assert rows[bridge][tba].missing.startswith("TBA-SEQ-3")
    # The Guise plays Ford from its version 39 (hand_cards.KEYING_CARDS_FROM).
    assert rows[ford][gon] == coverage.InRuleset(coverage.SCRIPTED)
    assert rows[gollums_fate][tba].missing == "TBA-LAYOUT-2: Mount Doom is not on the map"
    # A ring test brings The One Ring into play in Burglar: it plays the card from its version
    # 98 (burglar/mount_doom.py).
    assert rows[gollums_fate][bwj] == coverage.InRuleset(coverage.SCRIPTED)
    assert rows[gollums_fate][gon].missing.startswith("GON-HDECK-10")
    # Burglar brings greater palantíri into play (a site of its site deck listing them): Use
    # Palantír is played by its card there (hobbit.palantiri), and in the Guise
    # (guise_of_the_necromancer.palantiri).
    assert rows[palantir][bwj] == coverage.InRuleset(coverage.SCRIPTED)
    assert rows[palantir][gon] == coverage.InRuleset(coverage.SCRIPTED)
    # Each note names a clause of its scenario first; the Elven Rings' short-events, scripted
    # from the engine's eleventh generation, are never played in There and Back Again.
    prefixes = {tba: ("TBA-",), bwj: ("CoE-", "BWJ-"), gon: ("GON-",)}
    rings = ("TW-290", "TW-291", "TW-358")
    refused = coverage.SCRIPTED  # a hazard-limit card where there is no limit
    # Scripted since the seventeenth and eighteenth generations, never offered there: the
    # note first, then what the script leaves to the two-player game (Praise to Elbereth) or
    # to Gates of Morning (The Evenstar, whose alternative never arises there either).
    never_offered = {"TW-305": coverage.SCRIPTED, "TW-343": coverage.SCRIPTED,
                     "TW-282": coverage.SCRIPTED}
    # Scripted from There and Back Again's version 42 (``CARD_POOL_FROM``), refused there
    # naming the note: Secret Passage, Far-sight, Eagle-mounts, Paths of the Dead, Bridge,
    # Ringlore (Mirror of Galadriel above); True Fána and Wizard's Test, as the Wizard's other
    # spells, read not in this ruleset.
    pool = ("TW-325", "TW-238", "TW-220", "TW-302", "TW-202", "TW-318")
    wizards = ("TW-354", "TW-365")
    for ruleset_id, notes in no_use.NOTES.items():
        for card_id, why in notes.items():
            if ruleset_id == tba and card_id in wizards:
                assert rows[card_id][tba] == coverage.InRuleset(coverage.NOT_IN_RULESET,
                                                                unplayed.WIZARD_ONLY)
                continue
            status = coverage.NOT_IN_RULESET if ruleset_id == tba and card_id in rings \
                else refused if ruleset_id in (tba, gon) and card_id in hazard_limit_cards.CARDS \
                else coverage.SCRIPTED if ruleset_id == tba and card_id in pool \
                else coverage.NOT_IN_RULESET if ruleset_id == tba \
                and no_use.nothing_to_act_on(tba, card_id) else declared
            if (ruleset_id, card_id) == (gon, "TW-260"):
                status = coverage.SCRIPTED  # Horses: played for its creatures' prowess
            if card_id in never_offered and ruleset_id == tba:
                entry = effects.scripted(card_id, effects.EVERY_GENERATION)
                assert entry is not None
                # The Evenstar's alternative never arises either (``environments``).
                gates = environments.GATES_ALTERNATIVES_TBA.get(card_id)
                status, why = never_offered[card_id], \
                    f"{why}; {gates[1] if gates else entry.missing}"
            assert why.startswith(prefixes[ruleset_id]), (card_id, why)
            if ruleset_id == bwj and card_id in ("TW-294", "TW-364"):
                # Old Road and Wizard's River-horses, refused by 112 to 114 (their notes),
                # declared by 115 to 119, are played by their cards from OLD_ROAD_FROM and
                # RIVER_HORSES_FROM (test_burglar_haven_site_phase.py): their rows say what
                # the two-player game keeps.
                assert rows[card_id][bwj].status == coverage.SCRIPTED
                assert rows[card_id][bwj].missing.startswith("needs the two-player game: ")
                continue
            if refused_cards.refuses(ruleset_id, card_id,
                                     ruleset_class(ruleset_id).version):  # refused there
                status = coverage.NOT_IN_RULESET
            assert rows[card_id][ruleset_id] == coverage.InRuleset(status, why)


@pytest.mark.rule("TBA-RES-3", "TBA-COMP-2", "TBA-LAYOUT-2", "GON-PLAY-1", "GON-HDECK-10",
                  "BWJ-SEQ-17", "CoE-2.V.4")
def test_the_hobbit_scenarios_say_where_an_attack_or_character_card_has_nothing_to_act_on(
        starter: Catalog) -> None:
    rows = {row.card_id: dict(row.rulesets) for row in coverage.coverage(starter)}
    tba, bwj, gon = "there-and-back-again", "burglar", "necromancer"
    cracks, laughter, narya, vilya, mirror, ringlore, flame = \
        "TW-205", "TW-362", "TW-290", "TW-358", "TW-282", "TW-318", "TW-361"
    # The One Ring is never borne to Mount Doom in There and Back Again nor the Guise; in
    # Burglar Wants a Good Job a gold ring's test may bring it (hobbit.rings), and the card is
    # played there from its version 98 (burglar/mount_doom.py).
    assert rows[cracks][tba].missing.startswith("TBA-LAYOUT-2: Mount Doom is not on the map")
    assert rows[cracks][bwj] == coverage.InRuleset(coverage.SCRIPTED)
    assert rows[cracks][gon].missing.startswith("GON-HDECK-10, GON-RING-1")
    # Wizard's Laughter needs an opponent's influence check in every one.
    assert all("two-player game" in rows[laughter][r].missing for r in (tba, bwj, gon))
    assert rows[laughter][gon] == coverage.InRuleset(coverage.NOT_IN_RULESET,  # refused
                                                     no_use.NOTES[gon][laughter])
    assert rows[laughter][gon].missing.startswith("GON-PLAY-1")
    # No Wizard, Gandalf or Elrond in There and Back Again's company; elsewhere they may be.
    # Wizard's Flame, scripted from the engine's twentieth generation, is never played there.
    assert rows[flame][tba] == coverage.InRuleset(coverage.NOT_IN_RULESET, unplayed.WIZARD_ONLY)
    assert rows[flame][tba].missing.startswith("TBA-RES-3")
    assert rows[narya][tba].missing.startswith("TBA-RES-3, TBA-COMP-2: Gandalf")
    assert rows[vilya][tba].missing.startswith("TBA-COMP-2: Elrond")
    assert rows[narya][tba].status == rows[vilya][tba].status == coverage.NOT_IN_RULESET
    assert rows[narya][bwj] == rows[narya][gon] == coverage.InRuleset(coverage.SCRIPTED)
    # Vilya's resources shuffled back are played from the Guise's hand_cards.VILYA_FROM.
    assert rows[vilya][bwj] == rows[vilya][gon] == coverage.InRuleset(coverage.SCRIPTED)
    assert rows[flame][bwj] == coverage.InRuleset(coverage.SCRIPTED)
    # Lórien and an information site are off There and Back Again's map only.
    assert rows[mirror][tba].missing.startswith("TBA-LAYOUT-2: Lórien")
    assert rows[mirror][bwj] == coverage.InRuleset(  # the engine's twenty-first generation
        coverage.SCRIPTED, "needs the two-player game: its look at the opponent's hand")
    assert rows[ringlore][tba].missing == no_use.NOTES[tba]["TW-238"]


def test_there_and_back_again_plays_dragons_desolation_by_its_own_rule(starter: Catalog) -> None:
    # TBA-HAZ-8 plays the card in place of its text: no longer read as declared.
    found = coverage.in_ruleset("there-and-back-again", starter.get("TW-29"))
    assert found.status == coverage.SCRIPTED and found.missing.startswith("TBA-HAZ-8: ")
    # Burglar plays its own text (hobbit/hazard_events.py), not TBA-HAZ-8.
    assert not coverage.in_ruleset("burglar", starter.get("TW-29")).missing.startswith("TBA")


@pytest.mark.rule("CoE-3.i", "CoE-5.1", "TBA-LAYOUT-1")
def test_an_alternative_needing_gates_of_morning_is_left_out_where_no_script_plays_it(
        starter: Catalog) -> None:
    # Every Hobbit scenario plays Gates of Morning from a version (There and Back Again, the
    # Guise from its long_events.SINCE, Burglar from GATES_OF_MORNING_FROM), and the
    # alternatives that need it (Burglar and the Guise from their gates_treatments_from,
    # hobbit.gates_treatments), where the engine's script leaves them out.
    rows = {r.card_id: dict(r.rulesets) for r in coverage.coverage(starter)}
    part = "the alternative that treats a Dark-domain as a Shadow-land when Gates of Morning " \
        "is in play"
    assert effects.scripted("TW-331", effects.EVERY_GENERATION) is not None
    assert effects.scripted("TW-331", effects.EVERY_GENERATION).missing == part  # the engine's
    # Every ruleset plays the card: only There and Back Again's note is left.
    assert (_row(starter, "TW-331").status, _row(starter, "TW-331").missing) == (
        coverage.SCRIPTED, "there-and-back-again: "
        + environments.GATES_ALTERNATIVES_TBA["TW-331"][1])
    for card in ("TW-309", "TW-331", "TW-343"):  # Quiet Lands, Stars, The Evenstar
        for ruleset_id in ("burglar", "necromancer"):
            assert rows[card][ruleset_id] == coverage.InRuleset(coverage.SCRIPTED), card
    # There and Back Again's map has no Dark-domain or Shadow-land (TBA-LAYOUT-1).
    assert rows["TW-331"]["there-and-back-again"] == coverage.InRuleset(
        coverage.SCRIPTED, environments.GATES_ALTERNATIVES_TBA["TW-331"][1])
    # Dark Quarrels' is played by all three (the engine's generation 29, from Burglar's and
    # There and Back Again's DARK_QUARRELS_FROM and the Guise's hand_cards.GATES_FROM).
    for ruleset_id in ("burglar", "necromancer", "there-and-back-again"):
        assert rows["TW-207"][ruleset_id] == coverage.InRuleset(coverage.SCRIPTED)


@pytest.mark.rule("GON-HH-2")
def test_the_sites_printed_rules_read_scripted_in_the_engine_and_truly_in_the_guise(
        starter: Catalog) -> None:
    # The engine scripts the four sites' rules (engine.site_rules); the Guise has no hazard
    # limit (GON-HH-2), and from its printed_rules.SITE_RULES_FROM plays Mount Doom's keying
    # and the healing sites' rule.
    for site in ("TW-374", "TW-414", "TW-417", "TW-420"):
        assert _row(starter, site).status == coverage.SCRIPTED, site
    guise = {site: dict(_row(starter, site).rulesets)["necromancer"].status
             for site in ("TW-374", "TW-414", "TW-417", "TW-420")}
    assert guise == dict.fromkeys(("TW-374", "TW-414", "TW-417", "TW-420"), coverage.SCRIPTED)


@pytest.mark.parametrize(("status", "said"), [
    (coverage.IN_PART, "missing: its second mode"),
    (coverage.NOT_SCRIPTED, "missing: its second mode"),
    (coverage.SCRIPTED, "its second mode"),
    (coverage.NOT_IN_RULESET, "its second mode"),
])
def test_only_a_card_played_in_part_is_said_to_miss_something(status: str, said: str) -> None:
    from api.commands.cards import ruleset_note

    assert ruleset_note(coverage.InRuleset(status, "its second mode")) == said
