"""The site encounters that tap a character for a skill (Secret Passage: a scout; Lost in the
Darkness or in Tunnels: a scout, or at a Shadow-hold the Wizard): the player may explore
having the character who taps for the skill spend a Skill token instead and stay untapped
(RGO-TOKEN-7). ``explore:skill-token`` (and, for a home site's two rolls,
``choose-roll:<i>:skill-token``) is offered while an untapped character holding a Skill token
has a skill that a row of the site's table taps for; only then is the token spent."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from domain.cards import Card
from domain.engine.characters import Character
from domain.rulesets.road_goes_ever_on import abilities, tables, tokens
from domain.rulesets.road_goes_ever_on.state import State

#: The skill Secret Passage taps a character for.
SECRET_PASSAGE = ("scout",)
#: Who a row may tap that is no skill: the Wizard, a Dwarf.
NOT_SKILLS = ("wizard", "dwarf")


def row_skills(row: tables.Row) -> tuple[str, ...]:
    """The skills ``row`` taps a character for."""
    if row.effect == "secret-passage":
        return SECRET_PASSAGE
    if row.effect == "lost":
        return tuple(s for s in row.param("unless") if s not in NOT_SKILLS)
    return ()


def spender(state: State, card: Callable[[str], Card], able: Sequence[Character],
            skills: Sequence[str]) -> Character | None:
    """The first of ``able`` (who could tap) holding a Skill token and one of ``skills``."""
    return next((c for c in able if state.skill(c.card_id) > 0
                 and any(abilities.has_skill(state, card, c, s) for s in skills)), None)


def offered(state: State, card: Callable[[str], Card], rows: Sequence[tables.Row]) -> bool:
    """Whether a Skill token could stand in for a tapping that one of ``rows`` asks."""
    skills = list(dict.fromkeys(s for row in rows for s in row_skills(row)))
    untapped = [c for c in state.characters if c.untapped]
    return bool(skills) and spender(state, card, untapped, skills) is not None


CLAUSE = tokens.SKILL_INSTEAD
LABEL = "a character an encounter taps for a skill spends a Skill token instead"
