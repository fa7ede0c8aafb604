"""What the engine plays of each TW character's special text, for the coverage table.

A character's bonuses against a faction, a race, a character or an attacker are catalog facts
(``Card.character_bonuses``) and its corruption-check modifier is one too (``corruption``);
The Road Goes Ever On plays them (``character_texts.py``), with the one more card in hand some
give (``character_bonuses.HAND_SITES``), Círdan's cancel of an attack and Fatty Bolger's of a
strike (``character_cancels.py``), Gandalf's test of a gold ring (``rings.py``) and the rules
of ``character_rules.py`` (a Hobbit coming into play only at his home site, the points lost if
eliminated, the corruption modifiers the data leaves out, Radagast's draws) and Saruman's
spell taken back as the turn ends (``spell_recall.py``), Alatar's joining an attacked company
from a Haven (``alatar.py``).
``NOT_PLAYED`` says, per card, what its text holds beyond those facts that no ruleset plays;
``TWO_PLAYER`` the part that means something only against an opponent (the hazard player of
the two-player game), which a solitaire ruleset cannot play.
"""

from __future__ import annotations

from collections.abc import Mapping

from domain.cards import Card
from domain.engine import character_bonuses, character_rules

#: The test that checks the bonuses as played.
TEST = ("tests/rules/test_road_goes_ever_on_character_texts.py::"
        "test_a_bonus_against_a_faction_by_its_name_or_its_race")

_FOLLOWERS = "its direct influence against characters of a race (controlling them as followers)"

NOT_PLAYED: Mapping[str, str] = {
    "TW-123": _FOLLOWERS,
    "TW-138": _FOLLOWERS,
    "TW-159": _FOLLOWERS,
    "TW-160": _FOLLOWERS,
    "TW-161": _FOLLOWERS,
    "TW-183": _FOLLOWERS,
}

TWO_PLAYER: Mapping[str, str] = {
    "TW-117": "the opponent drawing one card fewer for his company's movement",
    "TW-175": "the opponent discarding face up",
    # As followers they are out of reach: Aragorn II's mind 9 is above Arwen's 0 + 7,
    # Galadriel's 9 above Celeborn's 1 + 5; so the bonus matters only against the opponent's.
    "TW-122": "its direct influence against the opponent's Aragorn II (as her follower his "
              "mind 9 is above her 0 + 7)",
    "TW-136": "its direct influence against the opponent's Galadriel (as his follower her "
              "mind 9 is above his 1 + 5)",
}


def missing(card: Card) -> str:
    """What the engine does not play of ``card``'s text, the two-player part named so."""
    rest = NOT_PLAYED.get(card.id, "")
    two = TWO_PLAYER.get(card.id)
    return "; ".join(filter(None, (rest, f"needs the two-player game: {two}" if two else "")))


def played(card: Card) -> bool:
    """Whether some of ``card``'s text is played: its catalog facts (a bonus, a corruption
    modifier), the one more card in hand it gives (``character_bonuses.HAND_SITES``) or a rule
    of ``character_rules``."""
    return bool(card.character_bonuses) or card.corruption is not None \
        or card.id in character_bonuses.HAND_SITES or card.id in character_rules.HOME_ONLY \
        or card.id in character_rules.ELIMINATION_COST \
        or card.id in character_rules.UNRECORDED_CORRUPTION \
        or card.id in character_rules.RING_TESTERS \
        or card.id in character_rules.WILDERNESS_DRAWERS \
        or card.id in character_rules.PALANTIR_USERS \
        or card.id in character_rules.HAVEN_JOINERS
