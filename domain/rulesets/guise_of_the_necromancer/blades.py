"""Morgul-knife and The Pale Sword played by their cards from ``SINCE`` (what the Hobbit
family's scenarios share of them is ``hobbit.blades``; GON-GEN-1).

- Face up in the hazard hand a blade waits for a Nazgûl's attack (GON-HH-5: not immediately
  playable). As a Nazgûl of the hazard hand attacks the company, each different blade face up
  is played with it (GON-HH-7, ``BladePlayed``): Morgul-knife +2 prowess, The Pale Sword +1,
  against The Witch-king of Angmar one more for each Nazgûl guarding Dol Guldur (a hazard
  permanent-event in play, GON-NAZ-2). A Nazgûl guardian's automatic-attack comes in the site
  phase, where the hazard hand is not played (GON-PLAY-3): no blade is played on it.
- The attack over (ended or canceled), each goes on one character it wounded, still in play,
  on whom no corruption card was played this turn, the one GON-TARGET-1 ranks first (the
  attacker's choice: ``HazardPlacedOnCharacter``, its 4 or 6 corruption points); with none, it
  is discarded (``BladeDiscarded``).
- Its bearer at a Haven may try to remove it in his untap phase instead of untapping or
  healing: the untap phase waits (``UntapAwaited``); ``remove-blade:<card>:<character>`` rolls
  (``UntapForgone``, then ``CorruptionRemovalRolled`` with ``untap_phase``: greater than 4 for
  the knife, than 5 for the Sword removes it), he staying as he is; ``untap-phase`` untaps and
  heals the rest. In the organization phase it is not rolled for, as other corruption cards
  are. The automatic player tries each.

Versions before ``SINCE`` replay as played: a blade stayed face up in the hazard hand, never
played.
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.cards import Catalog
from domain.engine.combat import Attack
from domain.ruleset import played_since
from domain.rulesets.guise_of_the_necromancer.state import State
from domain.rulesets.hobbit import blades as shared
from domain.rulesets.hobbit.blades import is_blade as is_blade

#: The first version playing Morgul-knife and The Pale Sword by their cards.
SINCE = 81
RULE = "GON-HH-7"
TEST = ("tests/rules/test_necromancer_blades.py::"
        "test_a_blade_is_played_with_a_nazgul_and_goes_on_a_character_it_wounds")


def plays(played: str) -> bool:
    return played_since(played, SINCE)


def joining(state: State, attack: Attack) -> list[tuple[int, str]]:
    """(index, card) of the blades face up in the hazard hand played with ``attack`` as it is
    declared, right to left: a Nazgûl's, each card once."""
    face_up = [(n, s.card) for n, s in reversed(list(enumerate(state.hazard_hand)))
               if s.face_up]
    cards = shared.joining(attack, [c for _, c in face_up])
    return [next((n, c) for n, c in face_up if c == card) for card in cards]


def prowess(state: State, cards: Sequence[str], creature: str) -> int:
    """What ``cards`` add to the attack of ``creature`` (the Nazgûl guarding Dol Guldur are
    the Nazgûl permanent-events in play)."""
    return shared.prowess(cards, creature, len(state.guardians))


def candidates(state: State, company_id: str, wounded: Sequence[str]) -> list[str]:
    """Whom a blade may go on: a character of the company the attack wounded, still in it, on
    whom no corruption card was played this turn."""
    company = state.company(company_id)
    return shared.wounded_pool(
        wounded, lambda w: company is not None and company.character(w) is not None,
        state.corrupted)


def removals(state: State, catalog: Catalog) -> list[tuple[str, str]]:
    """(blade, bearer) of each blade whose bearer, at a Haven, may try to remove it in this
    untap phase: each once."""
    def at_haven(who: str) -> bool:
        company = state.company_of(who)
        return company is not None and catalog.get(company.location).is_haven

    return shared.removals(state.corruption, state.removal_tried, at_haven)


def refusal(state: State, catalog: Catalog, kind: str, rest: str) -> str:
    """Why ``remove-blade:<rest>``, ``untap-phase`` or ``remove:<rest>`` of a blade is not
    legal now."""
    return shared.refusal(state.corruption,
                          lambda c: catalog.get(c).name if c in catalog else c, kind, rest)
