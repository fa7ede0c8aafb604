"""The Army of the Dead (TW-193), as Burglar Wants a Good Job and the Guise of the Necromancer
play it, each from its ``army_of_the_dead_from``: in the site phase once the Vale of Erech is
entered, untapped, the turn its company moved there by Paths of the Dead (Burglar's
``HobbitState.moved_by``, the Guise's ``Company.by_card``), Aragorn II, untapped, brings it
into play with no roll (``influence:<faction>:<Aragorn II>``; ``FactionInfluenced`` naming
Paths of the Dead: it prints no influence number, CoE 2.V.3), the site tapping as for any
faction. That an opponent may not influence it needs the two-player game. Elsewhere refused
naming the card and the reason. The Road Goes Ever On plays it as a quest faction of its own
(``road_goes_ever_on.army_of_the_dead``)."""

from __future__ import annotations

from collections.abc import Sequence

from domain.cards import Card, Catalog, fold
from domain.engine.characters import Character
from domain.engine.influence_attempts import INFLUENCE_ATTEMPT, playable_at
from domain.errors import IllegalAction
from domain.rulesets.hobbit.moves import Add, Move

NAME = fold("Army of the Dead")
ARAGORN = fold("Aragorn II")
PATHS = fold("Paths of the Dead")
RULE = INFLUENCE_ATTEMPT
#: What of its text needs the two-player game (the coverage's note).
TWO_PLAYER = "needs the two-player game: that an opponent may not influence it"


def is_army(card: Card) -> bool:
    return card.is_faction and fold(card.name) == NAME


def problem(catalog: Catalog, faction: Card, who: Character | None, site: Card,
            site_tapped: bool, moved_by: str) -> str | None:
    """Why ``who`` may not bring the Army of the Dead into play at ``site`` now (``moved_by``:
    the card that moved the company this turn, ""), or None."""
    if not playable_at(faction, site):
        return f"{faction.name} is played only at {' or '.join(faction.faction_sites)}, " \
               f"not at {site.name}"
    if site_tapped:
        return f"{site.name} is tapped; a faction is played only at an untapped site"
    if who is None or fold(who.name) != ARAGORN:
        return f"{faction.name} is played only by Aragorn II"
    if not who.untapped:
        return f"Aragorn II is {who.state}; he plays it untapped"
    if moved_by not in catalog or fold(catalog.get(moved_by).name) != PATHS:
        return f"{faction.name} is played only the turn Aragorn II plays Paths of the Dead"
    return None


def moves(hand: Sequence[str], company: Sequence[Character], catalog: Catalog, site: Card,
          site_tapped: bool, moved_by: str, add: Add) -> None:
    """``influence:<faction>:<Aragorn II>`` where he may bring the Army of the Dead now."""
    for card in sorted(set(hand)):
        faction = catalog.get(card)
        if not is_army(faction):
            continue
        for who in company:
            if problem(catalog, faction, who, site, site_tapped, moved_by) is None:
                add(f"influence:{card}:{who.card_id}",
                    f"{who.name} brings {faction.name} into play (no roll: Paths of the Dead "
                    "this turn)", RULE, Move("influence", card=card, target=who.card_id))


def refusal(hand: Sequence[str], company: Sequence[Character], catalog: Catalog, site: Card,
            site_tapped: bool, moved_by: str, action: str) -> IllegalAction | None:
    """Why ``influence:<Army of the Dead>:<character>`` is refused now, naming the reason
    (None: another action or card, or it is legal)."""
    kind, _, rest = action.partition(":")
    card, _, who = rest.partition(":")
    if kind != "influence" or card not in hand or card not in catalog \
            or not is_army(catalog.get(card)):
        return None
    why = problem(catalog, catalog.get(card), next((c for c in company if c.card_id == who),
                                                  None), site, site_tapped, moved_by)
    return IllegalAction(f"{why}.", clause=RULE) if why else None
