"""Alatar's joining (``character_rules.HAVEN_JOINERS``): at a Haven in a company of his own,
he joins another company of his player's that a hazard creature attacks, before any of its
strikes is assigned, and faces one of them (CoE 3.ii); once the attack is over he taps, if
untapped, and makes a corruption check (CoE 7.1). What the rulesets with more than one company
share of it (The Road Goes Ever On's ``alatar.py``, Guise of the Necromancer's): the action,
its clause, its label and why it is refused."""

from __future__ import annotations

from domain.engine import coe
from domain.errors import IllegalAction

ALATAR = "TW-117"
KIND = "alatar-joins"
RULE = coe.DEFENDER_ASSIGNS


def label(site: str, attack: str) -> str:
    """The action's label: he comes from the Haven named ``site`` to face ``attack``."""
    return f"Alatar comes from {site} to face {attack}"


def refusal(*, in_attacked: bool, elsewhere: bool, at_haven: bool) -> IllegalAction:
    """Why he does not join now: ``in_attacked``, he is in the attacked company already;
    ``elsewhere``, he is in play in another company; ``at_haven``, that company is at a
    Haven (so the attack is what does not let him: no hazard creature's, or its strikes
    assigned)."""
    if in_attacked:
        return IllegalAction("Alatar is in this company already.", clause=RULE)
    if not elsewhere:
        return IllegalAction("Alatar is not in play in another company.", clause=RULE)
    if not at_haven:
        return IllegalAction("Alatar joins an attacked company only from a Haven.", clause=RULE)
    return IllegalAction("Alatar joins only an attack by a hazard creature, before its strikes "
                         "are assigned.", clause=RULE)
