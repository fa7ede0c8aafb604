"""One more item after a resource taps the site (CoE 2.V.5; at an Under-deeps site CoE 2.V.5.1
and BA-UD-3), from version ``SINCE`` on.

When a resource played in the company's site phase taps its site (a quest of the Display
taken, RGO-QUEST-4, or an item played, CoE 2.V.4), the player may play one additional item as
his next declared action: another untapped character of the company taps for it and the site,
tapped already, stays as it is. It is a minor item of the hand, even where the site lists no
minor items (CoE 2.V.5); at an Under-deeps site any item playable there instead (BA-UD-3): an
item of the hand of a class the site lists, or an item quest of the Display found at the site.
The character who tapped for the resource is tapped: he cannot be the one.

The window is opened only where something fits (``AdditionalItemOffered``, citing the clause,
once the decision that tapped the site is over); the item played closes it (``ItemPlayed`` or
``QuestTaken`` citing the clause), and so does any other action the player declares first
(``AdditionalItemForgone``): decisions the game waits for in the middle of a step (a check to
help, a strike to assign) are not declared actions and leave it open. Earlier versions offered
nothing once the site was tapped and replay as played.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from domain.cards import Card
from domain.engine import coe
from domain.engine.characters import Character
from domain.ruleset import Context, Fact, played_since
from domain.rulesets.road_goes_ever_on.state import SITE, State

#: The first version that offers the additional item.
SINCE = 243
CLAUSE = "CoE-2.V.5"
UNDER_DEEPS = "BA-UD-3"
#: The clauses of a ``SiteTapped`` that a resource's play taps the site by.
RESOURCE_TAPS = ("RGO-QUEST-4", coe.PLAY_ITEM)


def plays(played: str) -> bool:
    return played_since(played, SINCE)


def clause(site: Card) -> str:
    return UNDER_DEEPS if site.under_deeps else CLAUSE


def is_open(state: State) -> bool:
    """Whether the company may play the additional item now, as its next declared action."""
    return state.additional_item is not None and state.additional_item == state.site \
        and state.phase == SITE


def item_problem(card: Card, site: Card, who: Character | None) -> str | None:
    """Why ``card`` may not be the additional item at ``site`` on ``who``, or None."""
    if not card.is_item:
        return f"{card.name} is not an item."
    if card.item_class != "minor" and not (site.under_deeps
                                           and card.item_class in site.playable_items):
        kinds = f"an item {site.name} allows" if site.under_deeps else "a minor item"
        return f"The additional item after the site tapped is {kinds}, not a " \
               f"{card.item_class} item."
    if who is None:
        return "The additional item goes to a character of the company."
    if not who.untapped:
        return f"{who.name} is {who.state}: the additional item needs an untapped character."
    return None


def tapped_by_resource(facts: Sequence[Fact], state: State) -> bool:
    """Whether ``facts`` (one decision's) tapped the company's site for a resource's play in
    its site phase, the game not over."""
    return state.phase == SITE and state.outcome is None and bool(state.characters) \
        and any(f.kind == "SiteTapped" and f.rule in RESOURCE_TAPS
                and f.data.get("site") == state.site for f in facts)


def offer(ctx: Context[State], site: Card) -> None:
    ctx.emit("AdditionalItemOffered", clause(site), site=site.id,
             items="playable" if site.under_deeps else "minor")


def forgo(ctx: Context[State], site: Card) -> None:
    ctx.emit("AdditionalItemForgone", clause(site), site=site.id)


def narrate(kind: str, d: Mapping[str, Any], name: Callable[[str], str]) -> str | None:
    if kind == "AdditionalItemOffered":
        items = "item playable there" if d.get("items") == "playable" else "minor item"
        return f"{name(str(d['site']))} tapped for a resource: another untapped character may " \
               f"tap to play one more {items} as the company's next action."
    if kind == "AdditionalItemForgone":
        return f"No additional item is played at {name(str(d['site']))}."
    return None
