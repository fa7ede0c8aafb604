"""Old Road (TW-294), played from the hand (``SINCE_VERSION`` on).

In the site phase of a company at an untapped Haven, ``old-road:<card>:<character>:<faction>``
discards the card (``ResourcePlayed``) and taps an untapped character of the company for an
influence attempt on a faction of the Quest Display found at a site of the Site deck whose site
path from this Haven is two regions or fewer (the site card shows it). The attempt is made as at
the faction's site (RGO-QUEST-4) but without the character's direct influence, and at -1 (a
modifier naming the card). Succeeding, the faction is taken as a quest is and the Haven taps;
failing, the faction leaves the Display and no one is detained, no character standing at its
site (as Roäc the Raven's attempt, ally_influence.py). Its line on an opponent's faction needs
the two-player game; the automatic player keeps the card.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from domain.cards import Card, Catalog
from domain.engine import coe
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.errors import IllegalAction
from domain.immutable import replace
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import battles, display_copies, unique_factions
from domain.rulesets.road_goes_ever_on.state import SITE, State

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

#: The first version of the ruleset that plays Old Road; earlier versions declared it.
SINCE_VERSION = 131
CARD = "TW-294"
NAME = "Old Road"
KIND = "old-road"
RULE = "RGO-QUEST-4"
#: The longest site path from the Haven to the faction's site.
MAX_REGIONS = 2
MODIFIER = -1
#: When it is played: its own action, not a window of the hand's plays.
WINDOW = "at-a-haven"

Moves = Sequence[tuple[Card, tuple[str, ...]]]


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def plays() -> dict[str, tuple[Play, ...]]:
    """Old Road's play, read by ``hand_resources.plays`` from ``SINCE_VERSION`` (it is then no
    card to declare; its action is ``old-road:<card>:<character>:<faction>``)."""
    from domain.rulesets.road_goes_ever_on.hand_resources import Play

    return {CARD: (Play(CARD, NAME, KIND, WINDOW, (), True),)}


def faction_site(state: State, faction: str, moves: Moves) -> str | None:
    """The first site of the faction within reach of the Haven (None: none is)."""
    near = [site.id for site, path in moves if len(path) <= MAX_REGIONS]
    found = next((q for q in state.display if q.card == faction), None)
    return next((s for s in found.sites if s in near), None) if found else None


def problem(state: State, catalog: Catalog, rest: str, moves: Moves,
            played: str) -> str | None:
    """Why ``rest`` (``<card>:<character>:<faction>``) is not played now, or None; ``moves``
    are the sites of the Site deck the Haven reaches and their site paths."""
    card_id, who, faction = (rest.split(":") + ["", "", ""])[:3]
    if card_id != CARD or card_id not in state.hand:
        return f"{NAME} is not in your hand."
    if state.phase != SITE or not state.characters:
        return f"{NAME} is played in the company's site phase."
    here = catalog.get(state.site)
    if not here.is_haven or state.site in state.tapped_sites:
        return f"{NAME} is played at an untapped Haven, and {here.name} is none."
    character = state.character(who)
    if character is None or not character.untapped:
        return f"{NAME} taps an untapped character of the company."
    if faction not in catalog or not catalog.get(faction).is_faction \
            or not any(q.card == faction for q in state.display) \
            or battles.dealt_battle(state, faction) is not None:
        return f"{NAME} influences a faction of the Quest Display; {faction} is none."
    if faction_site(state, faction, moves) is None:
        return f"{NAME} influences a faction found at a site of the Site deck {MAX_REGIONS} " \
               f"regions or fewer from {here.name}; {catalog.get(faction).name} is not."
    return unique_factions.problem(state, catalog.get(faction), played)


def actions(state: State, catalog: Catalog, played: str, moves: Moves) -> list[Action]:
    if not offered(played) or CARD not in state.hand:
        return []
    factions = display_copies.factions_offered(state, played)  # the same for everyone
    return [Action(f"{KIND}:{CARD}:{c.card_id}:{q.card}", f"Play {NAME}: {c.name} influences "
                   f"{catalog.get(q.card).name}", RULE)
            for c in state.characters for q in factions
            if problem(state, catalog, f"{CARD}:{c.card_id}:{q.card}", moves, played) is None]


def refusal(state: State, catalog: Catalog, rest: str, moves: Moves,
            played: str) -> IllegalAction:
    held = unique_factions.refusal(state, catalog, rest.rpartition(":")[2], played)
    return held or illegal(problem(state, catalog, rest, moves, played)
                           or "The game waits for another decision first.", RULE)


def begin(ctx: Context[State], who: str) -> Character:
    """The card is played and the character taps; returns him as the attempt's maker, his
    direct influence not counted."""
    ctx.emit("ResourcePlayed", coe.SHORT_EVENT, card=CARD, name=NAME, mode=KIND, target=who,
             effects=[], strike=None)
    ctx.emit("CharacterStateChanged", RULE, character=who, state="tapped")
    character = ctx.state.character(who)
    assert character is not None
    return replace(character, direct_influence=0)


def modifiers() -> list[Modifier]:
    return [Modifier(MODIFIER, f"card:{CARD}", f"{NAME}: the attempt from a Haven", RULE)]


def succeeded(ctx: Context[State]) -> None:
    """The attempt succeeded: the Haven taps."""
    ctx.emit("SiteTapped", RULE, site=ctx.state.site, by=CARD)
