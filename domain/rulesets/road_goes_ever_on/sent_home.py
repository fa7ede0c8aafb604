"""A character sent back to the hand by Call of Home, Tookish Blood or Call of the Sea: one of
his items may pass to a character left in his company, as those cards allow, his other cards
discarded (``hazard_scripts.go_home`` rolls; ``leave`` is the one
way he leaves).

From ``SINCE`` the player chooses: while he bears an item and another character of his company
is left, the game waits (``ItemTransferOffered``) for ``transfer-item:<item>:<character>``
(that item passes to him, ``ItemPassed``) or ``transfer-item:none`` (none passes);
``ItemTransferChosen`` records the choice, then his other items go to the discard pile and he
to the hand (``CharacterReturnedToHand``), and the hazards (or the site phase) go on. The
automatic player passes the item worth the most marshalling points, the first of those, to
the first character offered. Earlier versions replay as played: his first item passed to the
next character of the company, unasked.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from domain.engine.characters import Character, Item, copy_of
from domain.ruleset import Action, Context, played_since
from domain.rulesets.road_goes_ever_on import balrog_rules, item_copies, leaving_play
from domain.rulesets.road_goes_ever_on.state import State

#: The first version in which the player chooses the item passed, and to whom, or none.
SINCE = 217
KIND = "transfer-item"
#: ``transfer-item:none``: no item passes.
NONE = "none"
OFFERED = "ItemTransferOffered"
CHOSEN = "ItemTransferChosen"


def asks(played: str) -> bool:
    return played_since(played, SINCE)


def send(ctx: Context[State], rule: str, card: str, who: Character) -> None:
    """``who`` goes back to the hand: from ``SINCE`` once the player has chosen the item
    passed (the game waits while he bears one and a companion is left), before with his first
    item passed to the next character unasked."""
    others = [c for c in ctx.state.characters if c.card_id != who.card_id]
    if not who.items or not others:
        leave(ctx, rule, who, None, None)
    elif asks(ctx.ruleset.played):
        played = ctx.ruleset.played
        ctx.emit(OFFERED, rule, card=card, character=who.card_id, clause=rule,
                 items=[item_copies.ref(played, i) for i in who.items],
                 to=[c.card_id for c in others])
    else:
        leave(ctx, rule, who, who.items[0], others[0].card_id)


def leave(ctx: Context[State], rule: str, who: Character, passed: Item | None,
          to: str | None) -> None:
    """``passed`` (if any) to ``to``, his other items to the discard pile and the corruption
    cards on him, he to the hand."""
    played = ctx.ruleset.played
    left = list(who.items)
    if passed is not None and to is not None:
        ctx.emit("ItemPassed", rule, item=passed.card_id, origin=who.card_id, to=to,
                 **item_copies.fields(played, who, passed))
        # From item_copies.NAMED_SINCE the other copies are discarded, another of the card too.
        if item_copies.named(played):
            left.remove(passed)
        else:
            left = [i for i in left if i.card_id != passed.card_id]
    balrog_rules.discard_played_on(ctx, who, rule)
    ctx.emit("CharacterReturnedToHand", rule, character=who.card_id, name=who.name,
             items=[i.card_id for i in left])
    leaving_play.settle(ctx)


def actions(state: State, name: Callable[[str], str], played: str) -> list[Action]:
    """Each item to each companion offered, then none."""
    awaited = state.awaited_transfer
    who = state.character(awaited[1]) if awaited is not None else None
    if awaited is None or who is None:
        return []
    rule, _, _, to = awaited
    return [*(Action(f"{KIND}:{item_copies.ref(played, i)}:{c}", f"{i.name}"
                     f"{item_copies.described(i.lost_treasure, name)} passes from {who.name} "
                     f"to {name(c)}", rule) for i in who.items for c in to),
            Action(f"{KIND}:{NONE}", f"No item passes: {who.name}'s items go to the discard "
                   "pile with him", rule)]


def waiting(state: State, name: Callable[[str], str]) -> str:
    """Why the game waits (a refusal of anything else)."""
    assert state.awaited_transfer is not None
    return (f"{name(state.awaited_transfer[1])} goes back to the hand: choose the item that "
            "passes to a character of his company first, or none.")


def choose(ctx: Context[State], rest: str) -> None:
    """The choice offered: the item passed (or none), then he leaves."""
    awaited = ctx.state.awaited_transfer
    assert awaited is not None
    rule, who_id, card, _ = awaited
    who = ctx.state.character(who_id)
    assert who is not None
    ref, _, to = rest.rpartition(":")
    passed = None if rest == NONE else item_copies.chosen(ctx.ruleset.played, who, ref)
    ctx.emit(CHOSEN, rule, card=card, character=who_id,
             item=passed.card_id if passed is not None else None,
             to=to if passed is not None else None,
             **(item_copies.fields(ctx.ruleset.played, who, passed) if passed else {}))
    leave(ctx, rule, who, passed, to if passed is not None else None)


def policy_choice(ids: Sequence[str], points: Callable[[str], int]) -> str | None:
    """The item worth the most marshalling points (``points`` of a card), the first of them,
    to the first character offered; None when no transfer waits."""
    offered = [i for i in ids if i.startswith(f"{KIND}:") and i != f"{KIND}:{NONE}"]
    if not offered:
        return next((i for i in ids if i == f"{KIND}:{NONE}"), None)

    def worth(action_id: str) -> int:
        card, _ = copy_of(action_id.split(":", 1)[1].rpartition(":")[0])
        return points(card)
    return max(offered, key=worth)  # max keeps the first of equals
