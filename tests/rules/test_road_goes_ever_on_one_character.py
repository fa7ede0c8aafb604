"""The Road Goes Ever On from ``one_character.ONCE_SINCE``: one character a turn comes into
play from the hand while organizing (CoE-2.II.2; RGO-GEN-1, the Road setting no other limit),
under general influence or as a follower; characters a card's or a table's own effect brings
in neither count nor are barred. The version before let any number in. Constructed states and
seed 5's game."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

import pytest

from api.commands.simulate import autoplay
from domain.cards import starter_catalog
from domain.chronicle import Chronicle
from domain.record import Record
from domain.ruleset import make_ruleset
from domain.rulesets.road_goes_ever_on import one_character
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, MPRecord, State
from domain.rulesets.road_goes_ever_on.versions import REPLAYS
from projections.board import table_at
from tests.rules.rgo_support import at_version, company, ids, refused, run, site_step, state

NOW = str(one_character.ONCE_SINCE)
#: The last version before it that games replay (a game is recorded only at such a version).
BEFORE = max((v for v in REPLAYS if int(v) < one_character.ONCE_SINCE), key=int)
PLAYS = ("play-character:", "play-follower:")
#: The refusal once Balin has come in.
AFTER_BALIN = ("Balin came into play from your hand this turn: one character a turn comes "
               "into play while organizing. [CoE-2.II.2]")


def plays(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith(PLAYS)]


def at_rivendell(rgo: RoadGoesEverOn, hand: tuple[str, ...] = ("Balin", "Elrohir")) -> State:
    """Gandalf (direct influence 10) and Aragorn II (9 of the 20 general influence)
    organizing at Rivendell, Balin (mind 5) and Elrohir (4) in hand."""
    return state(rgo, phase=ORGANIZATION, characters=company(rgo, "Gandalf", "Aragorn II"),
                 wizard=ids(rgo, "Gandalf")[0], hand=ids(rgo, *hand),
                 site_deck=ids(rgo, "Rivendell", "Bree"))


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_plays_one_character_a_turn(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= one_character.ONCE_SINCE
    assert one_character.once(NOW) and not one_character.once(BEFORE)
    assert "one character a turn comes into play from the hand" in rgo.rules_notes()["RGO-GEN-1"]


@pytest.mark.rule("CoE-2.II.2", "RGO-GEN-1")
def test_once_a_character_has_come_in_no_other_is_offered_that_turn(
        rgo: RoadGoesEverOn) -> None:
    balin, elrohir, gandalf = ids(rgo, "Balin", "Elrohir", "Gandalf")
    start = at_rivendell(rgo)
    assert plays(rgo, start) == [
        f"play-character:{balin}", f"play-character:{elrohir}",
        f"play-follower:{balin}:{gandalf}", f"play-follower:{elrohir}:{gandalf}"]
    facts, after = run(rgo, start, rgo.decide, f"play-character:{balin}", {})
    [played] = [f for f in facts if f.kind == "CharacterPlayed"]
    assert (played.rule, played["name"], played["organizing"]) == ("RGO-GEN-1", "Balin", True)
    assert after.organized == (1, balin)
    # Elrohir fits the general influence (9 + 5 + 4) and Gandalf's direct influence: the
    # turn's one play is what bars him.
    assert plays(rgo, after) == []
    assert refused(rgo, after, f"play-character:{elrohir}", "CoE-2.II.2") == AFTER_BALIN
    assert refused(rgo, after, f"play-follower:{elrohir}:{gandalf}", "CoE-2.II.2") \
        == AFTER_BALIN
    # The next turn he may come in.
    assert plays(rgo, replace(after, turn=2)) == [
        f"play-character:{elrohir}", f"play-follower:{elrohir}:{gandalf}"]


@pytest.mark.rule("CoE-2.II.2", "CoE-2.II.2.2.2")
def test_a_follower_brought_in_is_the_turns_one_character(rgo: RoadGoesEverOn) -> None:
    balin, elrohir, gandalf = ids(rgo, "Balin", "Elrohir", "Gandalf")
    facts, after = run(rgo, at_rivendell(rgo), rgo.decide,
                       f"play-follower:{elrohir}:{gandalf}", {})
    [played] = [f for f in facts if f.kind == "CharacterPlayed"]
    assert (played.rule, played["organizing"]) == ("CoE-2.II.2.2.2", True)
    assert after.followers() == {elrohir: gandalf} and after.organized == (1, elrohir)
    assert plays(rgo, after) == []
    assert refused(rgo, after, f"play-character:{balin}", "CoE-2.II.2") == (
        "Elrohir came into play from your hand this turn: one character a turn comes into "
        "play while organizing. [CoE-2.II.2]")


@pytest.mark.rule("CoE-2.II.2")
def test_before_the_version_any_number_came_in(rgo: RoadGoesEverOn) -> None:
    old = at_version(rgo, BEFORE)
    balin, elrohir, gandalf = ids(rgo, "Balin", "Elrohir", "Gandalf")
    facts, after = run(old, at_rivendell(rgo), old.decide, f"play-character:{balin}", {})
    assert "organizing" not in next(f for f in facts if f.kind == "CharacterPlayed").data
    assert after.organized is None
    assert plays(old, after) == [f"play-character:{elrohir}",
                                 f"play-follower:{elrohir}:{gandalf}"]
    facts, after = run(old, after, old.decide, f"play-character:{elrohir}", {})
    assert [c.name for c in after.characters] == ["Gandalf", "Aragorn II", "Balin", "Elrohir"]


@pytest.mark.rule("CoE-5.1", "CoE-2.II.2")
def test_a_chance_meeting_neither_counts_nor_is_barred(rgo: RoadGoesEverOn) -> None:
    """The card's own effect brings a character in at a Border-hold: not the organization's
    one character play."""
    beretar, elrohir, gandalf = ids(rgo, "Beretar", "Elrohir", "Gandalf")
    at_bree = state(rgo, phase=ORGANIZATION, site=ids(rgo, "Bree")[0],
                    characters=company(rgo, "Gandalf", "Legolas"), wizard=gandalf,
                    hand=ids(rgo, "A Chance Meeting", "Beretar", "Elrohir"),
                    site_deck=ids(rgo, "Rivendell"))
    meeting = f"chance-meeting:{elrohir}:{gandalf}"
    # Beretar (home site Bree) in first, then the card.
    _, after = run(rgo, at_bree, rgo.decide, f"play-character:{beretar}", {})
    assert meeting in [a.id for a in rgo.actions(after)]
    facts, met = run(rgo, after, rgo.decide, meeting, {})
    [played] = [f for f in facts if f.kind == "CharacterPlayed"]
    assert played.rule == "CoE-5.1" and "organizing" not in played.data
    assert met.organized == (1, beretar) and met.followers() == {elrohir: gandalf}
    # The card first: Beretar may still come in.
    _, met = run(rgo, at_bree, rgo.decide, meeting, {})
    assert met.organized is None and plays(rgo, met) == [
        f"play-character:{beretar}", f"play-follower:{beretar}:{gandalf}"]


@pytest.mark.rule("RGO-INN-8", "RGO-FACTION-5", "CoE-2.II.2")
def test_a_table_or_a_faction_brings_a_character_in_after_the_turns_one(
        rgo: RoadGoesEverOn) -> None:
    """The Inn's Chance Meeting and a faction's search take a character from the draw deck by
    their own effect, whatever came in from the hand that turn."""
    aragorn, beretar, balin = ids(rgo, "Aragorn II", "Beretar", "Balin")
    bree = state(rgo, site=ids(rgo, "Bree")[0], phase=SITE, organized=(1, balin),
                 characters=company(rgo, "Gandalf", "Legolas", "Balin"),
                 draw=ids(rgo, "Dodge", "Beretar"))
    facts, after = run(rgo, bree, site_step(rgo, bree, "inn", 8))
    [played] = [f for f in facts if f.kind == "CharacterPlayed"]
    assert (played.rule, played["name"], played["source"]) == ("RGO-INN-8", "Beretar", "draw")
    assert "organizing" not in played.data and after.organized == (1, balin)
    assert after.character(beretar) is not None
    rangers = state(rgo, site=ids(rgo, "Bree")[0], phase=ORGANIZATION, organized=(1, balin),
                    characters=company(rgo, "Gandalf", "Legolas", "Balin"),
                    mp=(MPRecord("TW-311", "Rangers of the North", "faction", 3),), draw=(aragorn,))
    facts, after = run(rgo, rangers, rgo.decide, f"recruit:TW-311:{aragorn}", {})
    [played] = [f for f in facts if f.kind == "CharacterPlayed"]
    assert (played.rule, played["source"]) == ("RGO-FACTION-5", "draw")
    assert after.character(aragorn) is not None and after.organized == (1, balin)


SEED = 5


@cache
def game(version: str) -> Chronicle:
    ruleset = make_ruleset("road-goes-ever-on", starter_catalog())
    return autoplay(ruleset.at_version(version), SEED, {}).chronicle


def hand_plays(records: tuple[Record, ...] | list[Record]) -> dict[int, list[Record]]:
    """Each turn's characters brought in from the hand while organizing."""
    out: dict[int, list[Record]] = {}
    turn = 0
    for r in records:
        if r.kind == "TurnBegan":
            turn = int(r.data["turn"])
        elif r.kind == "CharacterPlayed" and r.data.get("source") == "hand" \
                and r.rule != "CoE-5.1":  # A Chance Meeting's own
            out.setdefault(turn, []).append(r)
    return out


@pytest.mark.rule("CoE-2.II.2")
def test_seed_5_brings_in_one_character_a_turn(rgo: RoadGoesEverOn) -> None:
    """Recorded before the version, seed 5's game brought two characters in from the hand in
    one organization phase; from it, the first comes in alone and the second is neither
    offered nor admitted that turn."""
    old, new = game(BEFORE), game(NOW)
    turn, (first, second, *_) = next((t, p) for t, p in hand_plays(old.records).items()
                                     if len(p) > 1)
    assert (turn, first.data["name"], second.data["name"]) == (4, "Balin", "Elrohir")
    now = hand_plays(new.records)
    assert all(len(p) == 1 and p[0].data["organizing"] is True for p in now.values())
    [alone] = now[turn]
    assert alone.data["card"] == first.data["card"]
    # The state at the player's next decision that turn.
    decision = next(r for r in new.records[alone.version:] if r.kind == "Decision")
    s = table_at(new, decision.version - 1).rules
    assert (s.turn, s.phase, s.organized) == (turn, ORGANIZATION, (turn, first.data["card"]))
    assert second.data["card"] in s.hand and plays(rgo, s) == []
    assert refused(rgo, s, f"play-character:{second.data['card']}", "CoE-2.II.2") \
        == AFTER_BALIN
    assert not any(len(p) > 1 for p in hand_plays(new.records).values())


@pytest.mark.not_a_rule("the automatic player's choice")
def test_the_automatic_player_brings_in_the_character_worth_most(rgo: RoadGoesEverOn) -> None:
    balin, elrohir = ids(rgo, "Balin", "Elrohir")
    # Elrohir first in hand: 1 marshalling point and prowess 5, Balin 2 and 4.
    start = at_rivendell(rgo, hand=("Elrohir", "Balin"))
    assert rgo.policy(start, rgo.actions(start)) == (f"play-character:{balin}", {})
    old = at_version(rgo, BEFORE)  # the first offered, the other after him
    assert old.policy(start, old.actions(start)) == (f"play-character:{elrohir}", {})
