"""Companies in the organization phase (CoE 2.II.3, 2.II.7.1): when a company may split at its
site, when two companies may join, and the movement the split companies must declare.

Pure rules over characters and sites; every character of the solo game is under general
influence (``State.followers`` is empty), so splitting or joining changes no influence.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from domain.cards import Card
from domain.engine.characters import Character
from domain.engine.company import size_problem
from domain.immutable import direct_init
from domain.narration import named

SPLIT = "CoE-2.II.3.6"
JOIN = "CoE-2.II.3.5"
SIZE = "CoE-2.II.3.1"
SAME_MOVE = "CoE-2.II.7.1"


@direct_init
@dataclass(frozen=True, slots=True)
class Plan:
    """A company's declared movement: its site and its new site (None: it stays)."""

    company: str
    site: str
    destination: str | None
    split_from: str | None = None  # the company it split from this organization phase


def split_problem(company: Sequence[Character], leaving: Sequence[str], at_haven: bool,
                  card: Callable[[str], Card]) -> tuple[str, str] | None:
    """Why the characters ``leaving`` cannot form a new company at the site, or None: they
    must be in the company, and both companies need characters and a size allowed where
    they stand (``card``: a card by its id, to name one who is not)."""
    members = [c.card_id for c in company]
    if not leaving or len(set(leaving)) != len(leaving):
        return "Name the characters who form the new company, each once.", SPLIT
    stranger = next((c for c in leaving if c not in members), None)
    if stranger is not None:
        return f"{named(card, stranger)} is not in the company.", SPLIT
    if len(leaving) == len(members):
        return "The company that splits keeps at least one character.", SPLIT
    new = [c for c in company if c.card_id in leaving]
    old = [c for c in company if c.card_id not in leaving]
    for part in (old, new):
        problem = size_problem(part, at_haven)
        if problem is not None:
            return problem[0].upper() + problem[1:] + ".", SIZE
    return None


def join_problem(first: Plan, second: Plan, joined: Sequence[Character],
                 at_haven: bool) -> tuple[str, str] | None:
    """Why two companies cannot join, or None: at the same site, not split from each other
    in this organization phase, and of a size allowed there."""
    if first.company == second.company:
        return "A company cannot join itself.", JOIN
    if first.site != second.site:
        return "Only companies at the same site can join.", JOIN
    if second.company == first.split_from or first.company == second.split_from:
        return "Companies split this organization phase cannot rejoin in it.", SPLIT
    problem = size_problem(joined, at_haven)
    if problem is not None:
        return problem[0].upper() + problem[1:] + ".", SIZE
    return None


def movement_problem(plans: Sequence[Plan]) -> tuple[str, str] | None:
    """Why the companies' declared movement cannot end the organization phase, or None:
    of a company and those split from it, all but one move (CoE 2.II.3.6), and no two
    companies move from the same site to the same new site (CoE 2.II.7.1)."""
    for plan in plans:
        family = [p for p in plans if plan.company in (p.company, p.split_from)]
        if len(family) > 1 and sum(1 for p in family if p.destination is None) > 1:
            return (f"Of the companies split from {plan.company}, all but one must move.",
                    SPLIT)
    moves = [(p.site, p.destination) for p in plans if p.destination is not None]
    if len(set(moves)) != len(moves):
        return "Two companies cannot move from the same site to the same new site.", SAME_MOVE
    return None


def moving(characters: Sequence[Character], alone: bool) -> str:
    """How a choice that moves the company names it: "the company" while it is ``alone`` in
    play, else by its ``characters`` ("the company of Aragorn II, Bilbo"), so that it is not
    taken for another."""
    return "the company" if alone else f"the company of {', '.join(c.name for c in characters)}"
