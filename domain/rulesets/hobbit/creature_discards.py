"""A character or ally a hazard creature's own text discards, and the game lost with a
discarded hero, as the Hobbit scenarios tell them from ``HobbitRules.creature_discards_from``
(the Guise of the Necromancer's discards and body checks, from its
``printed_rules.CREATURE_DISCARDS_FROM``, likewise).

The Abductor discards the character its strike wounds, with no body check; Giant Spiders the
one whose body check comes out equal to his body, which is no failure (CoE 3.I.1: a total above
the body fails it); a Wizard aside (``engine.creature_scripts``). No clause of the scenarios
and no standard rule says so: the creature's card does. So, as an item a creature takes is
cited (``Strikes._item_lost_cited``), the discard (``CharacterDiscarded``, an ally's
``AllyDiscarded``) and each item leaving play with him (``ItemLeftPlay``) cite the clause the
creature was played on the company under and name its card (``creature``), which the audit
follows to that play; the body check whose equal roll discards him names it too, so that its
line says he is discarded, not that he survives. Before, they cited the standard rule of the
strike (CoE 3.iv.7) or of the body check (CoE 3.I.1), which says the opposite of an equal roll.

The game lost with the hero records how he left the company (``fate``), and its line says it:
"discarded" or "eliminated"; from a scenario's ``corrupted_fate_from``, "corrupted" for a hero
a failed corruption check took, either way (CoE 7.1), told "lost to corruption". A scenario
whose rules lose the game with an eliminated hero only cites, for a hero a creature's text
discarded, the clause he can no longer meet (``FamilyClauses.hero_discarded``: There and Back
Again's TBA-WIN-3); a hero lost to corruption is lost by its rule for the hero's loss
(``FamilyClauses.hero_lost``), whose "eliminated" the same rules' Burglar speaks of as "by
death or by corruption" (BWJ-WIN-5). From a scenario's ``fate_reason_from`` the game's result
gives the same words as its reason (``told``: "Bilbo is discarded"), where before it gave the
scenario's fixed ``hero_gone_reason`` whatever the fate.

The lines of the discard, of the items leaving with him and of the body check are the
engine's (``engine.creature_discards``), which The Road Goes Ever On tells them with too.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol, TypeVar

from domain.canonical import JSON
from domain.engine.creature_discards import (
    FIELD,
    KEPT_BY,
    Namer,
    body_checked,
    discarded,
    item_left,
)
from domain.ruleset import played_since

__all__ = ["CORRUPTED", "DISCARDED", "ELIMINATED", "FIELD", "KEPT_BY", "body_checked", "cited",
           "discarded", "fate", "game_lost", "item_left", "told"]

ELIMINATED, DISCARDED = "eliminated", "discarded"
#: A hero a failed corruption check took, discarded or eliminated (CoE 7.1): the scenarios'
#: rules speak of him as lost to corruption (BWJ-WIN-5), not as a creature's discard.
CORRUPTED = "corrupted"
#: A fate in words, where its name alone does not say it.
_FATE_WORDS = {CORRUPTED: "lost to corruption"}


class Fought(Protocol):
    """An attack under way: the creature card attacking (None: an automatic-attack)."""

    @property
    def card(self) -> str | None: ...


F = TypeVar("F", bound=Fought)


def cited(played: str, fight: F | None, since: int | None, before: str,
          played_under: Callable[[F], str]) -> tuple[str, dict[str, JSON]]:
    """The clause what the creature of ``fight`` does by its own text is cited by, and the
    fields naming its card: from version ``since`` (None: in no version) the clause it was
    played under (``played_under``, as the scenario says) and its card (``creature``);
    before, or for no creature card, ``before`` and no card."""
    if fight is None or fight.card is None or since is None \
            or not played_since(played, since):
        return before, {}
    return played_under(fight), {FIELD: fight.card}


def fate(hero: str, eliminated: Sequence[str], discarded: Sequence[str]) -> str | None:
    """How ``hero`` left the company: eliminated, discarded, or None (neither recorded)."""
    if hero in eliminated:
        return ELIMINATED
    return DISCARDED if hero in discarded else None


#: What a discarded hero can no longer do, by the clause the loss cites.
_CANNOT = {"TBA-WIN-3": "the Hobbit can no longer move to Bag End bearing the greater item"}


def told(name: str, fate: str) -> str:
    """How the hero called ``name`` left, in words: "Bilbo is discarded", "Bilbo is lost to
    corruption"."""
    return f"{name} is {_FATE_WORDS.get(fate, fate)}"


def game_lost(n: Namer, d: Mapping[str, Any], rule: str | None) -> str | None:
    """The line of the game lost with its hero, saying how he left (None: not recorded)."""
    if not d.get("fate"):
        return None
    cannot = _CANNOT.get(rule or "")
    return f"The game is {d['outcome']}: {told(n(d['character']), str(d['fate']))}" \
        + (f", so {cannot}." if cannot else ".")
