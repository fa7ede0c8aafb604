"""The log and the choices speak plainly in every ruleset: a region or site type as the rules
name it ("keyed to Wilderness", not ``region-type:wilderness``), a card's effect told in words
("+4 to Bilbo's next corruption check", not its mode's name ``check``), a count with its noun in
the right number. Exact lines and labels, from the real rulesets and the starter catalog."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from domain.cards import starter_catalog
from domain.chronicle import Chronicle
from domain.engine import effect_words, effects
from domain.ruleset import Fact, Ruleset, make_ruleset
from domain.text import keyed_place, named_types, type_name, type_names


def card(name: str) -> str:
    return starter_catalog().find(name).id


BILBO, HALDIR, RADAGAST, GANDALF = (card(n) for n in ("Bilbo", "Haldir", "Radagast", "Gandalf"))
CONCEALMENT, HALFLING_STRENGTH, RISKY_BLOW, HIDING = (
    card(n) for n in ("Concealment", "Halfling Strength", "Risky Blow", "Hiding"))
ELVEN_CLOAK, TORQUE = card("Elven Cloak"), card("Torque of Hues")


@cache
def ruleset(ruleset_id: str) -> Ruleset[Any]:
    return make_ruleset(ruleset_id, starter_catalog())


def said(ruleset_id: str, kind: str, rule: str | None, **data: Any) -> str:
    return ruleset(ruleset_id).narrate(Fact(kind, data, rule))


def offered_label(ruleset_id: str, seed: int, action: str, most: int = 300) -> str:
    """The label of ``action`` the first time the automatic player's game from ``seed`` offers
    it (found by playing, so no count of decisions is pinned)."""
    game = Chronicle.begin(ruleset(ruleset_id), seed, {})
    for _ in range(most):
        assert game.result() is None, f"{ruleset_id} {seed} ended before offering {action}"
        actions = game.actions()
        found = [a.label for a in actions if a.id == action]
        if found:
            return found[0]
        game.decide(*game.ruleset.policy(game.table.rules, actions))
    raise AssertionError(f"{action} was not offered in {most} decisions")


def test_types_and_keyings_are_named_as_the_rules_name_them() -> None:
    assert [type_name(t) for t in ("wilderness", "border-land", "coastal-sea",
                                   "ruins-and-lairs", "shadow-hold", "haven", "Rhudaur")] == [
        "Wilderness", "Border-land", "Coastal Sea", "Ruins & Lairs", "Shadow-hold", "Haven",
        "Rhudaur"]
    assert type_names(["wilderness", "dark-domain"]) == "Wilderness, Dark-domain"
    assert [keyed_place(k) for k in ("region-type:wilderness", "site-type:ruins-and-lairs",
                                     "region:Rhudaur", "site:Moria")] == [
        "Wilderness", "Ruins & Lairs", "Rhudaur", "Moria"]
    assert named_types("region 2 (border-land)") == "region 2 (Border-land)"
    assert named_types("the ruins-and-lairs encounter at Moria") == \
        "the Ruins & Lairs encounter at Moria"


def test_a_cards_mode_is_told_by_what_it_does() -> None:
    def mode(card: str, name: str) -> effects.Mode:
        entry = effects.scripted(card, effects.EVERY_GENERATION)
        assert entry is not None
        return next(m for m in entry.modes if m.name == name)

    assert effect_words.mode_words(mode(CONCEALMENT, "cancel"), "Bilbo") == \
        "cancel the attack; Bilbo taps"
    assert effect_words.mode_words(mode(HALFLING_STRENGTH, "check"), "Bilbo") == \
        "+4 to Bilbo's next corruption check"
    assert effect_words.mode_words(mode(RISKY_BLOW, "strike"), "Thorin II") == \
        "+3 prowess and -1 body to Thorin II against the strike"
    assert effect_words.mode_words(mode(HIDING, "hide"), "Radagast") == (
        "cancel every hazard creature's attack on the company this turn as it is declared; "
        "the company does not move this turn (Radagast)")
    assert effect_words.told(mode(ELVEN_CLOAK, "cancel").effects, "Bilbo") == "cancel the strike"
    # The Wizard's short-event is recorded by the primitive it declares.
    assert effect_words.played_words(GANDALF, effects.CANCEL_ATTACK) == "cancel the attack"


@pytest.mark.parametrize(("ruleset_id", "kind", "rule", "data", "line"), [
    ("burglar", "HazardPlayed", "BWJ-SEQ-10",
     {"number": 1, "card": card("Giant Spiders"), "keyed": "region-type:wilderness"},
     "Hazard 1 is played: Giant Spiders (keyed to Wilderness). [BWJ-SEQ-10]"),
    ("necromancer", "CreatureAttacks", "GON-HH-6",
     {"index": 0, "card": card("Wargs"), "keyed": "region-type:border-land"},
     "Wargs attacks (keyed to Border-land). [GON-HH-6]"),
    ("necromancer", "CreatureAttacks", "GON-HH-6",
     {"index": 0, "card": card("Orc-patrol"), "keyed": "site-type:ruins-and-lairs"},
     "Orc-patrol attacks (keyed to Ruins & Lairs). [GON-HH-6]"),
    ("there-and-back-again", "CardPlayed", "TBA-RES-3",
     {"card": GANDALF, "mode": "cancel-attack", "target": None, "returns": True},
     "Played Gandalf: cancel the attack. [TBA-RES-3]"),
    ("burglar", "CardPlayed", "CoE-5.1",
     {"card": CONCEALMENT, "mode": "cancel", "target": BILBO},
     "Played Concealment: cancel the attack; Bilbo taps. [CoE-5.1]"),
    ("burglar", "CardPlayed", "CoE-5.1",
     {"card": HALFLING_STRENGTH, "mode": "check", "target": BILBO},
     "Played Halfling Strength: +4 to Bilbo's next corruption check. [CoE-5.1]"),
    ("burglar", "ItemTapped", "CoE-6.1", {"item": ELVEN_CLOAK, "bearer": BILBO, "mode": "cancel"},
     "Bilbo taps Elven Cloak: cancel the strike. [CoE-6.1]"),
    ("there-and-back-again", "PhaseBegan", "TBA-SEQ-8",
     {"phase": "movement-hazard", "draws": 1},
     "The movement-hazard phase begins (1 hazard draw). [TBA-SEQ-8]"),
    ("there-and-back-again", "AttackDeclared", "CoE-2.V.ii",
     {"attack": {"name": "The Lonely Mountain automatic-attack", "race": "Dragon",
                 "strikes": 1, "prowess": 14}},
     "The Lonely Mountain automatic-attack attacks (Dragon, 1 strike, prowess 14). "
     "[CoE-2.V.ii]"),
    ("there-and-back-again", "DesolationsDiscarded", "TBA-HAZ-8",
     {"cards": [card("Dragon’s Desolation")], "prowess": 2, "strikes": 1},
     "1 Dragon’s Desolation is discarded: the automatic-attack gets +2 prowess and +1 strike. "
     "[TBA-HAZ-8]"),
    ("necromancer", "CorruptionRemovalRolled", "CoE-7.3",
     {"character": RADAGAST, "card": card("Lure of the Senses"), "roll": 7, "needed": 7,
      "stays_untapped": True, "removed": False, "check": {"dice": [3, 4], "modifiers": [
          {"amount": -3, "source": "rule:CoE-7.3", "why": "to stay untapped"}], "total": 4}},
     "Radagast rolls 7 -3 (to stay untapped) = 4, staying untapped, to remove Lure of the "
     "Senses (needs 7): it stays. [CoE-7.3]"),
    ("burglar", "CorruptionChecked", "CoE-7.1",
     {"character": BILBO, "points": 2, "result": "passed",
      "check": {"dice": [3, 4], "modifiers": [], "total": 7}},
     "Corruption check of Bilbo: 7 against 2: passed. [CoE-7.1]"),
    ("solitaire-v1", "RegionsRevealed", "SV1-HAZ-1",
     {"cards": [card("Rhudaur")], "types": ["wilderness"]},
     "Regions: Rhudaur (Wilderness). [SV1-HAZ-1]"),
    ("road-goes-ever-on", "HazardEffectApplied", None,
     {"card": card("Arouse Denizens"), "name": "Arouse Denizens",
      "effect": "automatic-attack-prowess", "amount": 3, "target": None},
     "Arouse Denizens takes effect: modify the prowess of one automatic-attack at the "
     "company's new site this turn (+3)."),
])
def test_a_line_names_types_and_effects_in_words(ruleset_id: str, kind: str, rule: str | None,
                                                 data: dict[str, Any], line: str) -> None:
    assert said(ruleset_id, kind, rule, **data) == line


def test_the_hobbit_scenarios_choices_say_what_a_card_does() -> None:
    assert offered_label("burglar", 1, f"play:{CONCEALMENT}:cancel:{BILBO}") == \
        "Play Concealment: cancel the attack; Bilbo taps"
    assert offered_label("burglar", 2, f"play:{HALFLING_STRENGTH}:check:{BILBO}") == \
        "Play Halfling Strength: +4 to Bilbo's next corruption check"
    assert offered_label("burglar", 3, f"use:{ELVEN_CLOAK}:{BILBO}:cancel") == \
        "Tap Elven Cloak borne by Bilbo: cancel the strike"
    assert offered_label("there-and-back-again", 1, "wizard:cancel-attack") == \
        "Play the Wizard: cancel the attack"
    assert offered_label("necromancer", 7, f"use:{TORQUE}:{HALDIR}:cancel") == \
        "Use Torque of Hues borne by Haldir: cancel the attack; Haldir makes a corruption check"


def test_the_road_choices_say_what_a_card_does() -> None:
    assert offered_label("road-goes-ever-on", 19, f"resource:{HALFLING_STRENGTH}:check:{BILBO}",
                         most=120) == "Play Halfling Strength: +4 to Bilbo's next corruption check"
