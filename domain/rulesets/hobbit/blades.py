"""Morgul-knife and The Pale Sword, the corruption permanent-events a Nazgûl attack leaves in a
wound, as the scenarios that keep corruption cards on their characters play them (Burglar
Wants a Good Job's ``burglar.blades``, Guise of the Necromancer's
``guise_of_the_necromancer.blades``); the numbers are The Road Goes Ever On's
``nazgul_blades`` (each one's prowess, its removal roll).

What they share: which face-up blades join a Nazgûl attack as it is declared (each card once:
neither is duplicated on a company facing such an attack) and what they add to its prowess;
who of the wounded may take one; and its bearer's removal at a Haven in his untap phase,
instead of untapping or healing (the untap phase waits for his choice: ``REMOVE`` rolls,
``RESUME`` untaps and heals the rest), each blade once a turn, not in the organization phase
as other corruption cards.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from domain.engine import coe
from domain.engine.combat import Attack
from domain.rulesets.hobbit.moves import Add, Move
from domain.rulesets.road_goes_ever_on.nazgul_blades import PROWESS, RACE, REMOVAL, SWORD

UNTAP_RULE = coe.UNTAP
REMOVE, RESUME = "remove-blade", "untap-phase"
#: The Witch-king of Angmar, against whom The Pale Sword adds one more for each Nazgûl
#: permanent-event in play.
WITCH_KING = "TW-113"
NONE_WOUNDED = "the attack left no wounded character on whom no corruption card was played " \
               "this turn"


def is_blade(card_id: str) -> bool:
    return card_id in REMOVAL


def joining(attack: Attack, face_up: Sequence[str]) -> list[str]:
    """The blades of ``face_up`` (the cards face up, in the order they are played) that join
    ``attack`` as it is declared: a Nazgûl attack's, each card once."""
    if not attack.is_race(RACE):
        return []
    return list(dict.fromkeys(c for c in face_up if is_blade(c)))


def prowess(cards: Sequence[str], creature: str | None = None, nazgul_events: int = 0) -> int:
    """What ``cards`` add to the attack of ``creature``: The Pale Sword one more for each of
    the ``nazgul_events`` (Nazgûl permanent-events in play) against The Witch-king."""
    more = nazgul_events if creature == WITCH_KING and SWORD in cards else 0
    return sum(PROWESS[c] for c in cards) + more


def wounded_pool(wounded: Sequence[str], present: Callable[[str], bool],
                 corrupted: Sequence[str]) -> list[str]:
    """Whom a blade may go on: a character the attack wounded, still in play (``present``), on
    whom no corruption card was played this turn (``corrupted``), in the order wounded."""
    return [w for w in dict.fromkeys(wounded) if present(w) and w not in corrupted]


def removals(corruption: Sequence[tuple[str, str, int]], tried: Sequence[str],
             at_haven: Callable[[str], bool]) -> list[tuple[str, str]]:
    """(blade, bearer) of each blade whose bearer, in play at a Haven (``at_haven``), may try
    to remove it in this untap phase: each once (``tried``: the cards rolled for)."""
    return [(card, who) for who, card, _ in dict.fromkeys(corruption)
            if is_blade(card) and card not in tried and at_haven(who)]


def untap_moves(pairs: Sequence[tuple[str, str]], name: Callable[[str], str], add: Add) -> None:
    """While the untap phase waits: each blade's removal, or the untap as ever."""
    for card, who in pairs:
        add(f"{REMOVE}:{card}:{who}", f"{name(who)} tries to remove {name(card)} instead of "
            "untapping or healing", UNTAP_RULE, Move(REMOVE, card, target=who))
    add(RESUME, "Untap and heal the others as ever", UNTAP_RULE, Move(RESUME))


def refusal(corruption: Sequence[tuple[str, str, int]], name: Callable[[str], str],
            kind: str, rest: str) -> str:
    """Why ``remove-blade:<rest>``, ``untap-phase`` or ``remove:<rest>`` of a blade is not
    legal now (``name``: a card's name, the id itself when unknown)."""
    if kind == RESUME:
        return "The untap phase is not waiting for a blade's removal."
    card, _, who = rest.partition(":")
    who = who.partition(":")[0]
    if not is_blade(card):
        return f"{name(card) if card else 'That card'} is not Morgul-knife or The Pale " \
               "Sword, which alone are tried this way."
    if not any((w, c) == (who, card) for w, c, _ in corruption):
        return f"{name(card)} is not on {name(who) if who else 'him'}."
    return (f"{name(card)} is removed only by its bearer at a Haven, in his untap phase, "
            "instead of untapping or healing (once a turn).")


def number(card_id: str) -> int:
    """The lowest roll that removes it (greater than the number printed)."""
    return REMOVAL[card_id]
