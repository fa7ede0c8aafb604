"""Morgul-knife and The Pale Sword, the corruption permanent-events a Nazgûl attack leaves in a
wound, played by their cards from ``SINCE`` (what the family's scenarios share of them is
``hobbit.blades``).

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
from domain.engine.combat import Attack
from domain.ruleset import played_since
from domain.rulesets.burglar import moves
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import BLADES_FROM
from domain.rulesets.hobbit import blades as shared
from domain.rulesets.hobbit.blades import NONE_WOUNDED as NONE_WOUNDED
from domain.rulesets.hobbit.blades import REMOVE as REMOVE
from domain.rulesets.hobbit.blades import RESUME as RESUME
from domain.rulesets.hobbit.blades import UNTAP_RULE as UNTAP_RULE
from domain.rulesets.hobbit.blades import is_blade as is_blade
from domain.rulesets.hobbit.blades import number as number
from domain.rulesets.hobbit.blades import prowess as prowess

SINCE = BLADES_FROM
RULE = "BWJ-SEQ-15"
#: What never arises of a blade's text here (its coverage row).
NEVER_HERE = {"TW-97": "never arises here: its more prowess against The Witch-king for each "
                       "Nazgûl permanent-event in play (the hazard hand plays a Nazgûl only as "
                       "a creature, BWJ-SEQ-10)"}


def plays(played: str) -> bool:
    return played_since(played, SINCE)


def joining(state: State, attack: Attack, room: int) -> list[str]:
    """The blades face up in the row played on ``attack`` as it is declared: a Nazgûl
    attack's, each card once, while the hazard limit leaves ``room``."""
    return shared.joining(attack, state.row)[:max(0, room)]


def bearer(state: State, wounded: Sequence[str]) -> str | None:
    """Who a blade goes on: a character the attack wounded, still in play, on whom no
    corruption card was played this turn; the Burglar first (BWJ-SEQ-15)."""
    pool = shared.wounded_pool(wounded, lambda w: state.character(w) is not None,
                               state.corrupted)
    return state.hero if state.hero in pool else pool[0] if pool else None


def removals(state: State, catalog: Catalog) -> list[tuple[str, str]]:
    """(blade, bearer) of each blade whose bearer, at a Haven, may try to remove it in this
    untap phase: each once."""
    at_haven = moves.site_of(state, catalog).is_haven
    return shared.removals(state.corruption, state.removal_tried,
                           lambda who: at_haven and state.character(who) is not None)


def refusal(state: State, catalog: Catalog, kind: str, rest: str) -> str:
    """Why ``remove-blade:<rest>``, ``untap-phase`` or ``remove:<rest>`` of a blade is not
    legal now."""
    return shared.refusal(state.corruption,
                          lambda c: catalog.get(c).name if c in catalog else c, kind, rest)
