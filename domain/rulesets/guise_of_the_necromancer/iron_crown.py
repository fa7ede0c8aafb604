"""The Iron Crown played by its card from ``SINCE`` (``engine.iron_crown``, which There and Back
Again and Burglar Wants a Good Job read too; GON-GEN-1):

- borne by a character who is not a Hobbit, untapped, it taps to cancel an attack of Orcs,
  Trolls or Men on his company before its strikes are assigned (``use:<crown>:<bearer>:cancel``,
  CoE 3.i; the engine's generation 31, ``hand_cards.GENERATIONS``), staying in play;
- it gives him +1 body in his body checks, to at most 10, and +4 direct influence: in an
  influence attempt on a faction (a named modifier), in controlling followers and in the
  ranking GON-TARGET-1 makes (the most direct influence);
- its bearer, a Hobbit too, checks corruption after each of his influence attempts (CoE 7.1).

Versions before ``SINCE`` replay as played: the crown gave its corruption and marshalling
points alone, its use not offered.
"""

from __future__ import annotations

from domain.cards import Catalog
from domain.engine import coe
from domain.engine import iron_crown as engine
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.ruleset import played_since

#: The first version playing The Iron Crown by its card.
SINCE = 82
RULE = coe.CORRUPTION_CHECK
TEST = "tests/rules/test_necromancer_iron_crown_text.py"


def plays(played: str) -> bool:
    return played_since(played, SINCE)


def body_modifiers(catalog: Catalog, who: Character, played: str) -> list[Modifier]:
    """Its +1 body in ``who``'s body check (none before ``SINCE``)."""
    return engine.body_modifiers(catalog.get, who) if plays(played) else []


def direct_influence(who: Character, played: str) -> int:
    """What it adds to ``who``'s direct influence beyond a faction's influence attempt (in
    controlling followers, in GON-TARGET-1's ranking)."""
    return engine.direct_influence(who) if plays(played) else 0


def checks_after_influence(catalog: Catalog, who: Character, played: str) -> bool:
    """Whether ``who`` checks corruption after his influence attempt: he bears the crown."""
    return plays(played) and engine.crown_of(catalog.get, who) is not None
