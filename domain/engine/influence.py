"""General and direct influence: who controls whom (CoE 2.II.2.2.2, 2.II.3.2).

Characters not under direct influence are controlled by general influence: their minds together
may not exceed it. A follower is controlled by another character's direct influence: the minds
of a controller's followers may not exceed its direct influence, and a follower cannot itself
control followers.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from domain.engine.characters import Character

#: A player's general influence under the standard rules (CoE 1.12).
STANDARD_GENERAL_INFLUENCE = 20


def general_influence_used(characters: Sequence[Character],
                           followers: Mapping[str, str]) -> int:
    """The mind of every character that is not a follower (CoE 2.II.2.2.2)."""
    return sum(c.mind for c in characters if c.card_id not in followers)


def direct_influence_used(characters: Sequence[Character], followers: Mapping[str, str],
                          controller: str) -> int:
    return sum(c.mind for c in characters if followers.get(c.card_id) == controller)


def control_problems(characters: Sequence[Character], followers: Mapping[str, str],
                     general_influence: int,
                     extra: Mapping[str, int] | None = None) -> list[str]:
    """Every way the characters and their followers break the influence rules (empty: none).
    ``extra``: controller id -> the direct influence beyond his own he has to control his
    followers (a printed bonus against their race)."""
    problems: list[str] = []
    by_id = {c.card_id: c for c in characters}
    for follower_id in sorted(followers):
        controller_id = followers[follower_id]
        follower = by_id.get(follower_id)
        controller = by_id.get(controller_id)
        if follower is None:
            problems.append(f"follower {follower_id} is not in the company")
        elif controller is None:
            problems.append(f"{follower.name}'s controller {controller_id} is not in the company")
        elif controller_id in followers:
            problems.append(f"{follower.name} cannot follow {controller.name}, who is a "
                            "follower himself")
        elif follower_id == controller_id:
            problems.append(f"{follower.name} cannot control himself")
    for controller in characters:
        used = direct_influence_used(characters, followers, controller.card_id)
        more = (extra or {}).get(controller.card_id, 0)
        if used > controller.direct_influence + more:
            against = f" (+{more} against them)" if more else ""
            problems.append(f"{controller.name}'s followers have {used} mind, more than his "
                            f"{controller.direct_influence} direct influence{against}")
    used = general_influence_used(characters, followers)
    if used > general_influence:
        problems.append(f"the characters under general influence have {used} mind, more than "
                        f"the {general_influence} general influence")
    return problems
