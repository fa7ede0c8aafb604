"""The characters' printed bonuses (the catalog's ``character_bonuses``), from version
``SINCE_VERSION``: a character's direct influence against a faction he influences (a quest
taken, an escape from a faction that detains), his prowess against a strike of an attack by a
race, and the halved body of a Nazgûl whose strike he defeats
(``domain/engine/character_bonuses.py``); from ``HAND_SINCE_VERSION`` the one more card in
hand that Elrond, Galadriel, Círdan (each at his Haven) and Pallando give; from
``RULES_SINCE_VERSION`` the printed rules of ``domain/engine/character_rules.py``: a Hobbit
(Fram Framson too) coming into play only at his home site, the marshalling points lost if
Aragorn II, Bilbo, Círdan, Elrond, Frodo or Galadriel is eliminated, and the corruption-check
modifiers the card data leaves out (Bilbo's +4, Pippin's, the Dwarves' -1). Earlier versions
replay as played.

A bonus against one character, or against the characters of a race, counts only for a
follower: Sam Gamgee under Frodo, from ``chance_meeting.SINCE_VERSION`` a character A Chance
Meeting brings in, from ``followers.DIRECT_SINCE`` any character under direct influence
(``followers.available`` counts these bonuses).
"""

from __future__ import annotations

from collections.abc import Callable

from domain.cards import Card
from domain.engine import character_bonuses, character_rules
from domain.engine.checks import Modifier
from domain.engine.combat import Attack
from domain.immutable import replace
from domain.ruleset import played_since
from domain.rulesets.road_goes_ever_on.state import State

#: The first version that plays the printed bonuses.
SINCE_VERSION = 48
#: The first version in which Elrond at Rivendell, Galadriel at Lórien, Círdan at the Grey
#: Havens and Pallando anywhere each let the player keep one more card in hand.
HAND_SINCE_VERSION = 58
#: The first version that plays ``character_rules``: where a character may come into play,
#: the points lost with him, the corruption modifiers the data leaves out.
RULES_SINCE_VERSION = 72
#: The first version in which Radagast draws one card more for each Wilderness of his
#: company's site path.
DRAWS_SINCE_VERSION = 83
#: The characters whose text this ruleset plays but for a part that means something only
#: against an opponent (``character_notes.TWO_PLAYER``), their rows reading scripted with it
#: named: Arwen's bonus against Aragorn II and Celeborn's against Galadriel (no one is brought
#: into play here by a character's influence, and as followers they are out of reach), and
#: Pallando's opponent discarding face up (the Shadow holds no hand); Pallando's one more card
#: in hand is played from ``HAND_SINCE_VERSION``.
TWO_PLAYER_ONLY = ("TW-122", "TW-136", "TW-175")


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def influence_modifiers(played: str, character: Card, faction: Card) -> list[Modifier]:
    """``character``'s bonuses against ``faction`` in an influence attempt."""
    return character_bonuses.influence_modifiers(character, faction) if plays(played) else []


def strike_modifiers(played: str, character: Card, attack: Attack) -> list[Modifier]:
    """``character``'s bonuses to his prowess against a strike of ``attack``."""
    return character_bonuses.strike_modifiers(character, attack.race) if plays(played) else []


def attacker_body(played: str, character: Card, attack: Attack) -> Attack:
    """``attack`` as its body check after ``character`` defeats its strike: with its body
    halved (rounded up) where he halves it."""
    if not plays(played) or attack.body is None \
            or not character_bonuses.halves_attacker_body(character, attack.race):
        return attack
    return replace(attack, body=character_bonuses.halved(attack.body))


def hand_bonus(played: str, state: State, card: Callable[[str], Card]) -> int:
    """One more card in hand for each character of a company whose text gives it where that
    company is (version ``HAND_SINCE_VERSION`` on)."""
    if not played_since(played, HAND_SINCE_VERSION):
        return 0
    return sum(character_bonuses.keeps_one_more(card(c.card_id), card(company.site))
               for company in state.all_companies() for c in company.characters)


def rules_played(played: str) -> bool:
    return played_since(played, RULES_SINCE_VERSION)


def home_only_problem(played: str, character: Card, site: Card) -> tuple[str, str] | None:
    """Why ``character`` (not a starting character) cannot come into play at ``site``: his
    card lets him come only at his home site (version ``RULES_SINCE_VERSION`` on)."""
    found = character_rules.home_only_problem(character, site) if rules_played(played) else None
    return None if found is None else (found, character_rules.HOME_CLAUSE)


def elimination_cost(played: str, character: Card) -> int:
    """The marshalling points lost when ``character`` is eliminated."""
    return character_rules.elimination_cost(character) if rules_played(played) else 0


def corruption_modifiers(played: str, character: Card) -> list[Modifier]:
    """``character``'s printed corruption-check modifier the catalog does not hold."""
    return character_rules.corruption_modifiers(character) if rules_played(played) else []


def wilderness_draws(played: str, state: State, card: Callable[[str], Card]) -> int:
    """The cards Radagast draws beyond the new site's number as his company moves: one for
    each Wilderness of its site path as printed (version ``DRAWS_SINCE_VERSION`` on)."""
    if not played_since(played, DRAWS_SINCE_VERSION) \
            or state.destination is None:
        return 0
    return character_rules.wilderness_draws((card(c.card_id) for c in state.characters),
                                            state.path)
