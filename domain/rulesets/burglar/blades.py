"""Morgul-knife and The Pale Sword, the corruption permanent-events a Nazgûl attack leaves in a
wound, played by their cards from ``SINCE`` (the numbers are The Road Goes Ever On's
``nazgul_blades``: each one's prowess, its removal roll).

- Turned up from the hazard hand, a blade stays face up (BWJ-SEQ-11) until the company faces a
  Nazgûl attack of the hazard hand: as that attack is declared, each different blade face up is
  played on it (``HazardPlayed`` with ``facing``, counted against the hazard limit while it
  allows, BWJ-SEQ-15), adding its prowess (Morgul-knife +2, The Pale Sword +1; the Sword's
  more against The Witch-king for each Nazgûl permanent-event in play never arises: the hazard
  hand plays the Nazgûl as creatures only).
- The attack over, each goes on one character it wounded, still in play, on whom no corruption
  card was played this turn (``HazardPlacedOnCharacter``): the attacker's choice, the Burglar
  first (BWJ-SEQ-15), else the first wounded; its points count in his corruption checks. With
  none, it is discarded (``HazardDiscarded``).
- Its bearer at a Haven may try to remove it in his untap phase instead of untapping or
  healing: the untap phase waits (``UntapAwaited``), ``remove-blade:<card>:<character>`` rolls
  (``UntapForgone``, then ``CorruptionRemovalRolled`` with ``untap_phase``: greater than 4 for
  the knife, than 5 for the Sword removes it), he staying as he is; ``untap-phase`` untaps and
  heals the rest. In the organization phase it is not rolled for, as other corruption cards
  are. The automatic Burglar tries each.

Versions before ``SINCE`` replay as played: either was played in turn and discarded, on no
character.
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.cards import Catalog
from domain.engine import coe
from domain.engine.combat import Attack
from domain.ruleset import played_since
from domain.rulesets.burglar import moves
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import BLADES_FROM
from domain.rulesets.road_goes_ever_on.nazgul_blades import PROWESS, RACE, REMOVAL

SINCE = BLADES_FROM
RULE = "BWJ-SEQ-15"
UNTAP_RULE = coe.UNTAP
REMOVE, RESUME = "remove-blade", "untap-phase"
#: What never arises of a blade's text here (its coverage row).
NEVER_HERE = {"TW-97": "never arises here: its more prowess against The Witch-king for each "
                       "Nazgûl permanent-event in play (the hazard hand plays a Nazgûl only as "
                       "a creature, BWJ-SEQ-10)"}
NONE_WOUNDED = "the attack left no wounded character on whom no corruption card was played " \
               "this turn"


def plays(played: str) -> bool:
    return played_since(played, SINCE)


def is_blade(card_id: str) -> bool:
    return card_id in REMOVAL


def joining(state: State, attack: Attack, room: int) -> list[str]:
    """The blades face up in the row played on ``attack`` as it is declared: a Nazgûl
    attack's, each card once, while the hazard limit leaves ``room``."""
    if not attack.is_race(RACE):
        return []
    found = list(dict.fromkeys(c for c in state.row if is_blade(c)))
    return found[:max(0, room)]


def prowess(cards: Sequence[str]) -> int:
    return sum(PROWESS[c] for c in cards)


def bearer(state: State, wounded: Sequence[str]) -> str | None:
    """Who a blade goes on: a character the attack wounded, still in play, on whom no
    corruption card was played this turn; the Burglar first (BWJ-SEQ-15)."""
    pool = [w for w in dict.fromkeys(wounded) if state.character(w) is not None
            and w not in state.corrupted]
    return state.hero if state.hero in pool else pool[0] if pool else None


def removals(state: State, catalog: Catalog) -> list[tuple[str, str]]:
    """(blade, bearer) of each blade whose bearer, at a Haven, may try to remove it in this
    untap phase: each once."""
    if not moves.site_of(state, catalog).is_haven:
        return []
    return [(card, who) for who, card, _ in dict.fromkeys(state.corruption)
            if is_blade(card) and card not in state.removal_tried
            and state.character(who) is not None]


def refusal(state: State, catalog: Catalog, kind: str, rest: str) -> str:
    """Why ``remove-blade:<rest>``, ``untap-phase`` or ``remove:<rest>`` of a blade is not
    legal now."""
    if kind == RESUME:
        return "The untap phase is not waiting for a blade's removal."
    card, _, who = rest.partition(":")
    who = who.partition(":")[0]
    name = catalog.get(card).name if card in catalog and is_blade(card) else card or "That card"
    if not is_blade(card):
        return f"{name} is not Morgul-knife or The Pale Sword, which alone are tried this way."
    if not any((w, c) == (who, card) for w, c, _ in state.corruption):
        return f"{name} is not on {catalog.get(who).name if who in catalog else 'him'}."
    return (f"{name} is removed only by its bearer at a Haven, in his untap phase, instead "
            "of untapping or healing (once a turn).")


def number(card_id: str) -> int:
    """The lowest roll that removes it (greater than the number printed)."""
    return REMOVAL[card_id]
