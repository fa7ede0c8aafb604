"""A character in play as a board shows him beside his state, prowess and body: the facts the
rules read of him (who may play a card needing a skill or a race, whom an attacker picks by
mind and direct influence, what influence he uses), the items he bears with whether each is
tapped, and the corruption cards on him with their corruption points."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence

from domain.canonical import JSON
from domain.engine.characters import Character
from domain.engine.influence import general_influence_used


def facts(character: Character, mind: int | None = None) -> dict[str, JSON]:
    """His race, skills (printed, then those his items give), mind and direct influence, as
    the rules hold them. ``mind``: the mind a scenario's rules read instead of the printed one
    (a Wizard's 12 in the Guise of the Necromancer's target picks, GON-TARGET-1); None: the
    printed one, None where his card prints none (a Wizard's)."""
    return {"race": character.race, "skills": list(character.all_skills),
            "mind": (character.mind if mind is None else mind) or None,
            "direct_influence": character.direct_influence}


def items(character: Character, tapped: Collection[str]) -> list[JSON]:
    """The items he bears, each a card with whether it is tapped (``tapped``: the card ids
    of those tapped)."""
    return [{"id": i.card_id, "name": i.name, "tapped": i.card_id in tapped}
            for i in character.items]


def borne_items(character: Character, tapped_items: Iterable[tuple[str, str]]) -> list[JSON]:
    """:func:`items`, the tapped ones named in ``tapped_items`` as (item, bearer) pairs."""
    return items(character, {item for item, who in tapped_items if who == character.card_id})


def corruption_cards(character: str, borne: Iterable[tuple[str, str, int]],
                     name: Callable[[str], str]) -> list[JSON]:
    """The corruption cards on ``character`` of ``borne`` ((bearer, card, points) in play),
    each a card with its corruption points, in the order they came into play."""
    return [{"id": card, "name": name(card), "corruption_points": points}
            for who, card, points in borne if who == character]


def general_influence(characters: Sequence[Character], followers: Mapping[str, str],
                      of: int) -> dict[str, JSON]:
    """The player's general influence as a board shows it: how much of it the characters not
    under direct influence use (their minds, CoE 2.II.2.2.2) and how much he has (``of``)."""
    return {"used": general_influence_used(characters, followers), "of": of}


def follower_of(character: str, followers: Mapping[str, str],
                name: Callable[[str], str]) -> str | None:
    """By name, the character whose direct influence controls ``character`` (``followers``:
    follower id -> controller id); None: he is under general influence."""
    controller = followers.get(character)
    return name(controller) if controller else None
