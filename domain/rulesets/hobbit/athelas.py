"""Athelas (TW-195) used from its bearer (CoE 2.V.4), as the Hobbit family plays it in the
organization and site phases outside an attack: the Guise of the Necromancer over its
companies (``guise_of_the_necromancer.athelas``), Burglar Wants a Good Job over its one company
(from its ``athelas_from``):

- its untapped bearer, if a Dúnadan, taps to heal a wounded character of his company, who
  becomes tapped (``athelas:<item>:<bearer>:<character>``);
- Aragorn II bearing it may instead tap to remove a corruption card from a character of his
  company (``athelas:<item>:<bearer>:<character>:<card>``), the card to the hazard discard
  pile.

Either way the herb is then discarded (``ItemUsed``). Out of its condition it is refused
naming the item and the reason, nothing written. The Road Goes Ever On plays it alike
(``road_goes_ever_on.healing_items``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from domain.cards import Catalog, fold
from domain.engine.athelas import CLEANSER, HEALER_RACE, NAME
from domain.engine.athelas import KIND as KIND
from domain.engine.athelas import RULE as RULE
from domain.engine.characters import Character
from domain.ruleset import Context
from domain.rulesets.hobbit.moves import Add, Move

#: (herb, bearer, character, corruption card or "") of one use.
Use = tuple[str, str, str, str]
#: (character, corruption card) of each corruption card on a character.
OnCharacter = Sequence[tuple[str, str]]


def herbs(bearer: Character, catalog: Catalog) -> list[str]:
    """The Athelas ``bearer`` bears, each once."""
    return list(dict.fromkeys(i.card_id for i in bearer.items
                              if fold(catalog.get(i.card_id).name) == NAME))


def uses(companies: Sequence[Sequence[Character]], corruption: OnCharacter,
         catalog: Catalog) -> list[Use]:
    """The uses open in ``companies`` (the window open: a scenario says): an untapped Dúnadan
    bearer heals a wounded character of his company; Aragorn II removes a corruption card
    from one."""
    out: list[Use] = []
    for company in companies:
        here = [c.card_id for c in company]
        for bearer in company:
            if not bearer.untapped:
                continue
            for herb in herbs(bearer, catalog):
                if fold(bearer.race) == HEALER_RACE:
                    out += [(herb, bearer.card_id, c.card_id, "") for c in company
                            if c.wounded]
                if fold(bearer.name) == CLEANSER:
                    out += [(herb, bearer.card_id, who, card)
                            for who, card in dict.fromkeys(corruption) if who in here]
    return out


def moves(found: Sequence[Use], catalog: Catalog, add: Add) -> None:
    for herb, bearer, who, card in found:
        what = f"remove {catalog.get(card).name} from" if card else "heal"
        add(":".join(filter(None, (KIND, herb, bearer, who, card))),
            f"{catalog.get(bearer).name} taps to use {catalog.get(herb).name}: {what} "
            f"{catalog.get(who).name}", RULE,
            Move(KIND, card=herb, holder=bearer, target=who, mode=card))


def use(ctx: Context[Any], move: Move) -> None:
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


def problem(company: Sequence[Character], open_now: bool, catalog: Catalog,
            parts: Sequence[str]) -> str:
    """Why ``athelas:<item>:<bearer>:<character>[:<card>]`` (``parts``) is refused now, its
    bearer's company ``company`` (empty: he is in none), the organization or site phase
    outside an attack ``open_now``."""
    herb, bearer_id, who, card = (*parts, "", "", "", "")[:4]
    bearer = next((c for c in company if c.card_id == bearer_id), None)
    if bearer is None or not bearer.bears(herb) or herb not in catalog \
            or fold(catalog.get(herb).name) != NAME:
        return f"{bearer_id or 'no one'} is no character bearing Athelas"
    if not open_now:
        return "it is used in the organization or site phase, outside an attack"
    if not bearer.untapped:
        return f"{bearer.name} is {bearer.state}: he taps to use it"
    target = next((c for c in company if c.card_id == who), None)
    if target is None:
        return f"it acts on a character of {bearer.name}'s company, not {who or 'no one'}"
    if card:
        if fold(bearer.name) != CLEANSER:
            return "only Aragorn II removes a corruption card with it"
        return f"{card} is no corruption card on {target.name}"
    if fold(bearer.race) != HEALER_RACE:
        return f"only a Dúnadan heals with it, and {bearer.name} is none"
    return f"{target.name} is not wounded"
