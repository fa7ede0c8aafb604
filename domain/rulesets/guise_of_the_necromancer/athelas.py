"""Athelas (TW-195), used from its bearer from ``SINCE`` (CoE 2.V.4), in the organization and
site phases outside an attack, as the items' uses of ``item_uses`` are:

- its untapped bearer, if a Dúnadan, taps to heal a wounded character of his company, who
  becomes tapped (``athelas:<item>:<bearer>:<character>``);
- Aragorn II bearing it may instead tap to remove a corruption card from a character of his
  company (``athelas:<item>:<bearer>:<character>:<card>``), the card to the hazard discard
  pile.

Either way the herb is then discarded (``ItemUsed``). Out of its condition it is refused
naming the item and the reason, nothing written. The Road Goes Ever On plays it alike
(``road_goes_ever_on.healing_items``), in its organization phase only.
"""

from __future__ import annotations

from domain.cards import Catalog, fold
from domain.engine import effects
from domain.engine.athelas import CLEANSER, HEALER_RACE, KIND, NAME, RULE
from domain.ruleset import Context, played_since
from domain.rulesets.guise_of_the_necromancer.hand_cards import window
from domain.rulesets.guise_of_the_necromancer.state import State
from domain.rulesets.hobbit.moves import Add, Move

#: The first version playing Athelas.
SINCE = 38

#: (herb, bearer, character, corruption card or "") of one use.
Use = tuple[str, str, str, str]


def plays(played: str) -> bool:
    return played_since(played, SINCE)


def uses(state: State, catalog: Catalog) -> list[Use]:
    """The uses open now: an untapped Dúnadan bearer heals a wounded character of his
    company; Aragorn II removes a corruption card from one."""
    if window(state) != effects.ANY_TIME:
        return []
    out: list[Use] = []
    for company in state.companies:
        for bearer in company.characters:
            herbs = list(dict.fromkeys(i.card_id for i in bearer.items
                                       if fold(catalog.get(i.card_id).name) == NAME))
            if not bearer.untapped or not herbs:
                continue
            for herb in herbs:
                if fold(bearer.race) == HEALER_RACE:
                    out += [(herb, bearer.card_id, c.card_id, "") for c in company.characters
                            if c.wounded]
                if fold(bearer.name) == CLEANSER:
                    out += [(herb, bearer.card_id, who, card)
                            for who, card, _ in dict.fromkeys(state.corruption)
                            if company.character(who) is not None]
    return out


def moves(state: State, catalog: Catalog, add: Add) -> None:
    for herb, bearer, who, card in uses(state, catalog):
        what = f"remove {catalog.get(card).name} from" if card else "heal"
        add(":".join(filter(None, (KIND, herb, bearer, who, card))),
            f"{catalog.get(bearer).name} taps to use {catalog.get(herb).name}: {what} "
            f"{catalog.get(who).name}", RULE,
            Move(KIND, card=herb, holder=bearer, target=who, mode=card))


def use(ctx: Context[State], move: Move) -> None:
    """The bearer taps, the character heals (to tapped) or loses the corruption card, and
    the herb is discarded."""
    ctx.emit("CharacterStateChanged", RULE, character=move.holder, state="tapped")
    if move.mode:
        ctx.emit("CorruptionCardRemoved", RULE, card=move.mode, character=move.target,
                 by=move.card)
    else:
        ctx.emit("CharacterStateChanged", RULE, character=move.target, state="tapped")
    ctx.emit("ItemUsed", RULE, item=move.card, bearer=move.holder,
             mode="remove a corruption card from" if move.mode else "heal",
             target=move.target, strike=False, effects=[])


def refusal(state: State, catalog: Catalog, parts: list[str]) -> str:
    """Why ``athelas:<item>:<bearer>:<character>[:<card>]`` is refused now."""
    herb, bearer_id, who, card = (*parts, "", "", "", "")[:4]
    company = state.company_of(bearer_id)
    bearer = company.character(bearer_id) if company else None
    if bearer is None or not bearer.bears(herb) or herb not in catalog \
            or fold(catalog.get(herb).name) != NAME:
        return f"{bearer_id or 'no one'} is no character bearing Athelas"
    if window(state) != effects.ANY_TIME:
        return "it is used in the organization or site phase, outside an attack"
    if not bearer.untapped:
        return f"{bearer.name} is {bearer.state}: he taps to use it"
    target = company.character(who) if company else None
    if target is None:
        return f"it acts on a character of {bearer.name}'s company, not {who or 'no one'}"
    if card:
        if fold(bearer.name) != CLEANSER:
            return "only Aragorn II removes a corruption card with it"
        return f"{card} is no corruption card on {target.name}"
    if fold(bearer.race) != HEALER_RACE:
        return f"only a Dúnadan heals with it, and {bearer.name} is none"
    return f"{target.name} is not wounded"
