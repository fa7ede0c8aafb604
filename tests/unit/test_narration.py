"""The narrative names cards, tells decks by their size, and tells outcomes from the player's
side, with the real rulesets and the starter catalog."""

from __future__ import annotations

import re
from functools import cache

import pytest

from domain.cards import starter_catalog
from domain.chronicle import Chronicle
from domain.ruleset import Fact, Ruleset, make_ruleset

CARD_ID = re.compile(r"\bTW-\d+")


@cache
def played(ruleset_id: str, seed: int,
           version: str | None = None) -> tuple[Ruleset[object], tuple[str, ...]]:
    """Every narrative line of a game the automatic player plays to its end (under an
    earlier ``version`` when one is named)."""
    ruleset = make_ruleset(ruleset_id, starter_catalog())
    chronicle = Chronicle.begin(ruleset, seed, {})
    if version is not None:
        chronicle = Chronicle.open(ruleset, {**chronicle.records[0].data,
                                             "ruleset_version": version})
    while chronicle.result() is None:
        chronicle.decide(*ruleset.policy(chronicle.table.rules, chronicle.actions()))
    return ruleset, tuple(ruleset.narrate(r.fact) for r in chronicle.history())


@pytest.mark.parametrize("ruleset_id", ["solitaire-v1", "there-and-back-again",
                                        "road-goes-ever-on", "necromancer", "burglar"])
def test_no_line_shows_a_card_id(ruleset_id: str) -> None:
    _, lines = played(ruleset_id, 1)
    assert [line for line in lines if CARD_ID.search(line)] == []
    assert max(len(line) for line in lines) < 500


def test_the_first_line_tells_the_solitaire_decks_by_their_size() -> None:
    _, lines = played("solitaire-v1", 1)
    assert lines[0] == (
        "A new game of solitaire-v1 (version 8) from seed 1, undo policy free. Setup: "
        "alignment: hero; sets: TW; decks: (regions: 52 cards, hazards: 118 cards, sites: 69 "
        "cards, resources: 92 cards, characters: 85 cards, items: 84 cards).")


def test_solitaire_strikes_are_told_from_the_players_side() -> None:
    _, lines = played("solitaire-v1", 1)
    assert ("Círdan rolls 3+2 with prowess 6, tapped -1 = 10 against “Bert” (Bûrat)'s 12: the "
            "strike beats Círdan. [CoE-3.iv.7]") in lines
    assert ("Círdan rolls 6+2 with prowess 6, tapped -1 = 13 against “Tom” (Tûma)'s 13: a tie: "
            "the strike is ineffectual. [CoE-3.iv.7]") in lines


def test_the_hobbit_scenario_names_its_company_and_who_defeats_a_strike() -> None:
    # Version 7's game: from version 8 the creatures' text makes seed 1 another game.
    _, lines = played("there-and-back-again", 1, "7")
    assert lines[0] == (
        "A new game of there-and-back-again (version 7) from seed 1, undo policy free. Setup: "
        "resources: 26 cards; hazards: 29 cards; company: 14 cards; followers: (Bifur: Thorin "
        "II, Bofur: Glóin, Bombur: Balin, Dori: Óin, Dwalin: Glóin, Fíli: Bilbo, Nori: Balin, "
        "Ori: Thorin II).")
    resolution = lines.index("The strike against Balin is resolved next. [CoE-3.iv]")
    assert lines[resolution:resolution + 4] == (
        "The strike against Balin is resolved next. [CoE-3.iv]",
        "Decision: roll.",
        "Rolled 1 + 4 = 5 for strike against Balin. [CoE-3.iv.6]",
        "Balin rolls: dice 5, prowess with modifiers +4, total 9, against the strike's 6: Balin "
        "defeats the strike. [CoE-3.iv.7]")
    beaten = lines.index("Bombur rolls: dice 5, prowess with modifiers +4, total 9, against the "
                         "strike's 10: the strike beats Bombur, who is wounded. [CoE-3.iv.7]")
    assert "Body check of Bombur: 8 against body 6: Bombur is eliminated. [CoE-3.I.1]" in \
        lines[beaten:beaten + 3]
    assert ("Thorin II rolls: dice 6, prowess with modifiers +4, total 10, against the "
            "strike's 10: a tie: the strike is ineffectual against Thorin II. [CoE-3.iv.7]") \
        in lines


@pytest.mark.rule("TBA-WIN-1")
def test_losing_the_hobbit_is_told_in_the_rules_words() -> None:
    ruleset = make_ruleset("there-and-back-again", starter_catalog())
    ended = Fact("GameEnded", {"outcome": "lost", "reason": "the Hobbit has left the company"},
                 "TBA-WIN-1")
    assert ruleset.narrate(ended) == "The game is lost: the Hobbit is eliminated. [TBA-WIN-1]"
    named = Fact("GameEnded", {**ended.data, "character": "TW-131"}, "TBA-WIN-1")
    assert ruleset.narrate(named) == "The game is lost: Bilbo is eliminated. [TBA-WIN-1]"


@pytest.mark.rule("CoE-2.I.1")
@pytest.mark.parametrize("ruleset_id", ["burglar", "necromancer"])
def test_the_untap_phase_names_who_untaps_and_who_heals(ruleset_id: str) -> None:
    ruleset = make_ruleset(ruleset_id, starter_catalog())
    bilbo, gandalf = "TW-131", "TW-156"
    changes = [[bilbo, "untapped"], [gandalf, "tapped"]]
    assert ruleset.narrate(Fact("CharactersRefreshed", {"changes": changes}, "CoE-2.I.1")) \
        .startswith("Untap: Bilbo untaps; Gandalf heals (now tapped).")
    assert ruleset.narrate(Fact("CharactersRefreshed", {"changes": []}, "CoE-2.I.1")) \
        .startswith("Untap: no character changes state.")


@pytest.mark.rule("CoE-7.1")
@pytest.mark.parametrize("ruleset_id", ["there-and-back-again", "burglar", "necromancer"])
def test_a_corruption_check_names_every_modifier_it_records(ruleset_id: str) -> None:
    ruleset = make_ruleset(ruleset_id, starter_catalog())
    bilbo = "TW-131"
    check = {"dice": [5, 4], "roll": {"stream": "dice", "index": 3}, "total": 9, "target": 8,
             "passes": "above", "passed": True,
             "modifiers": [{"amount": 4, "source": f"card:{bilbo}", "clause": "CoE-7.1",
                            "why": "Bilbo's corruption modifier"},
                           {"amount": -4, "source": "card:TW-20", "clause": "CoE-7.1",
                            "why": "Cracks of Doom"}]}
    data = {"character": bilbo, "roll": 9, "modifier": 4, "points": 8, "result": "passed"}
    assert ruleset.narrate(Fact("CorruptionChecked", {**data, "check": check}, "CoE-7.1")) \
        == ("Corruption check of Bilbo: 9 +4 (Bilbo's corruption modifier) -4 (Cracks of Doom)"
            " = 9 against 8: passed. [CoE-7.1]")
    # A record without the arithmetic (an earlier version's) is told as it always was.
    assert ruleset.narrate(Fact("CorruptionChecked", data, "CoE-7.1")) \
        == "Corruption check of Bilbo: 9 +4 against 8: passed. [CoE-7.1]"


@pytest.mark.rule("CoE-3.I.1")
@pytest.mark.parametrize("ruleset_id", ["there-and-back-again", "burglar", "necromancer"])
def test_a_body_check_recorded_without_its_arithmetic_tells_the_roll_and_the_body(
        ruleset_id: str) -> None:
    ruleset = make_ruleset(ruleset_id, starter_catalog())
    # An earlier version's record: bare numbers, no ``check``.
    data = {"character": "TW-131", "roll": 8, "body": 9, "wounded_before": False,
            "eliminated": False}
    assert ruleset.narrate(Fact("BodyChecked", data, "CoE-3.I.1")).startswith(
        "Body check of Bilbo: 8 against body 9: ")
