"""Where an attack's prowess comes from (``SINCE_VERSION`` on): ``AttackDeclared`` records
``prowess_from``, the printed value (the creature card's, or the site's automatic-attack's)
and each change made to it since, its amount, its source (``card:<id>``, ``rule:<clause>``)
and why, so that the printed value and the changes add up to the attack's prowess.

The engine's ``Attack`` is shared by every ruleset and recorded as it is, so the Road carries
this account beside it: in a site's queued attack (``site_phase.site_attack``) and through
``combat.resolve_attack``. A step that changes the prowess is observed (:func:`observed`):
each ``AttackModified`` it emitted names its cards, the rest is the step's own source. A
change made before the attack reached the account and not traced is ``unexplained``, with
its amount, so the total still holds."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from domain.canonical import JSON
from domain.cards import Card
from domain.engine.combat import Attack
from domain.ruleset import Context, played_since

SINCE_VERSION = 199

#: The source of a change that no step traced.
UNEXPLAINED = "unexplained"
MODIFIED = "AttackModified"

Origin = dict[str, JSON]


def recorded(played: str) -> bool:
    """Whether a game played at ``played`` records where an attack's prowess comes from."""
    return played_since(played, SINCE_VERSION)


def change(amount: int, source: str, why: str) -> dict[str, JSON]:
    return {"amount": amount, "source": source, "why": why}


def start(printed: int) -> Origin:
    return {"printed": printed, "changes": []}


def added(origin: Origin, *changes: Mapping[str, JSON]) -> Origin:
    listed = origin.get("changes")
    before = list(listed) if isinstance(listed, list) else []
    return {"printed": origin.get("printed"), "changes": [*before, *(dict(c) for c in changes)]}


def total(origin: Mapping[str, JSON]) -> int:
    """The printed value plus every change."""
    printed = origin.get("printed")
    amounts = [c.get("amount") for c in sources(origin)]
    return (printed if isinstance(printed, int) else 0) + sum(
        a for a in amounts if isinstance(a, int))


def observed(ctx: Context[Any], origin: Origin | None, mark: int, before: Attack,
             after: Attack, source: str, why: str) -> Origin | None:
    """``origin`` with the changes a step made to the prowess (from ``before`` to ``after``):
    each ``AttackModified`` emitted since fact ``mark`` that names a prowess change, by its
    first card and its cards' names (one naming no card, by ``source``); whatever is left,
    by ``source`` and ``why``. None stays None (a game of a version before ``SINCE_VERSION``)."""
    if origin is None or after.prowess == before.prowess:
        return origin
    found = [_from_fact(ctx, fact.data, source, why) for fact in ctx.facts[mark:]
             if fact.kind == MODIFIED and isinstance(fact.data.get("prowess"), int)
             and fact.data.get("prowess")]
    rest = after.prowess - before.prowess - sum(int(str(c["amount"])) for c in found)
    return added(origin, *found, *([change(rest, source, why)] if rest else []))


def step(ctx: Context[Any], origin: Origin | None, attack: Attack,
         made: Callable[[Attack], Attack], source: str, why: str
         ) -> tuple[Attack, Origin | None]:
    """Apply one step to the attack, observing the prowess change it makes."""
    mark = len(ctx.facts)
    after = made(attack)
    return after, observed(ctx, origin, mark, attack, after, source, why)


def _from_fact(ctx: Context[Any], data: Mapping[str, JSON], source: str, why: str
               ) -> dict[str, JSON]:
    listed = data.get("cards")
    cards = [str(c) for c in listed] if isinstance(listed, list) else []
    names = ", ".join(_name(ctx, c) for c in cards)
    note = str(data.get("note") or "")
    said = names or note or why  # the note is on the linked AttackModified
    return change(int(str(data["prowess"])), f"card:{cards[0]}" if cards else source, said)


def _name(ctx: Context[Any], card_id: str) -> str:
    catalog = ctx.ruleset.catalog
    return catalog.get(card_id).name if card_id in catalog else card_id


def declared(ctx: Context[Any], origin: Mapping[str, JSON] | None, attack: Attack
             ) -> Origin:
    """The account of an attack about to be declared: ``origin`` as carried (a queued site
    attack's), else the printed value of the attack's creature card, or its prowess as it
    came; a difference no step traced, as ``unexplained``."""
    if origin is not None:
        account = added(dict(origin))
    else:
        catalog = ctx.ruleset.catalog
        card = catalog.get(attack.source) if attack.source in catalog else None
        account = start(_printed(card, attack))
    rest = attack.prowess - total(account)
    return added(account, change(rest, UNEXPLAINED, "a change made before the attack was "
                                 "declared that no step traced")) if rest else account


def entering(ctx: Context[Any], origin: Mapping[str, JSON] | None, attack: Attack
             ) -> Origin | None:
    """The account :func:`combat.resolve_attack` starts from: None before ``SINCE_VERSION``."""
    return declared(ctx, origin, attack) if recorded(ctx.ruleset.played) else None


def _printed(card: Card | None, attack: Attack) -> int:
    """The creature card's prowess; for a site's automatic-attack, the site's of that race
    where they agree; else the attack's own (an attack a rule or a table row makes)."""
    if card is not None and card.is_creature and not attack.automatic \
            and card.prowess is not None:
        return card.prowess
    if card is not None and attack.automatic:
        printed = [a.prowess for a in card.automatic_attacks if a.race == attack.race]
        if printed and all(p == printed[0] for p in printed):
            return printed[0]
    return attack.prowess


def of(entry: Mapping[str, JSON]) -> Mapping[str, JSON] | None:
    """The account a queued site attack carries, if any."""
    found = entry.get("prowess_from")
    return found if isinstance(found, Mapping) else None


def sources(origin: Mapping[str, JSON]) -> Sequence[Mapping[str, JSON]]:
    listed = origin.get("changes")
    return [c for c in listed if isinstance(c, Mapping)] if isinstance(listed, list) else []


def again(ctx: Context[Any], attack: Attack) -> dict[str, JSON]:
    """The ``prowess_from`` of an attack declared again for its further attacks (an
    Assassin's, a held creature's): the account of its first declaration, where it adds up
    to the prowess; nothing before ``SINCE_VERSION``."""
    if not recorded(ctx.ruleset.played):
        return {}
    first = ctx.state.declared_prowess_from
    if isinstance(first, Mapping) and total(first) == attack.prowess:
        return {"prowess_from": added(dict(first))}
    return {"prowess_from": declared(ctx, None, attack)}
