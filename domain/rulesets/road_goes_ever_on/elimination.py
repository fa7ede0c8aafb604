"""A character eliminated (a failed body check, CoE 3.I.2) or lost to corruption (CoE 7.1):
every item's fate is a fact of its own before the character's. An item an unwounded companion
takes passes to him (``ItemPassed``, from version 2); from version 5 (the first version cut
after this change) every other item goes to the discard pile (``ItemLeftPlay``), as both
clauses say; before, it left the game unrecorded inside the character's fact, and those
versions replay as played. From version 27 the corruption cards on him are discarded too
(``balrog_rules.py``: citing BA-DISC-1, from version 192 the clause of his leaving). A
character whose card costs marshalling points if he is eliminated
(``character_texts.elimination_cost``) loses them after his fact, a
``MarshallingPointsGained`` of minus that many, when he leaves the game (a failed body check,
or a corruption check failed by two or more), not when he is only discarded."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from domain.canonical import JSON
from domain.engine import coe
from domain.engine.characters import Character
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import (
    balrog_rules,
    character_texts,
    item_copies,
    leaving_play,
    resource_long_events,
)
from domain.rulesets.road_goes_ever_on.state import (
    DISCARD_PILE,
    OUT_OF_PLAY_PILE,
    State,
    character_json,
)

#: Versions that recorded the items passed to heirs inside the character's fact.
HEIRS_INSIDE_VERSIONS = ("1",)
#: Versions in which an item no companion took left the game inside the character's fact.
ITEMS_VANISH_VERSIONS = ("1", "2", "3", "4")
#: The first version that puts the character's own card in a pile (``DISCARD_PILE`` or
#: ``OUT_OF_PLAY_PILE``) as he leaves play.
PILES_SINCE = 175


def eliminate(ctx: Context[State], character: Character, rule: str, reason: str,
              heirs: Sequence[tuple[str, str]] = (), out_of_play: bool | None = None,
              cited: Mapping[str, JSON] | None = None) -> None:
    """Eliminate ``character`` under ``rule``; ``heirs``: (item, the companion taking it), one
    pair for each copy passed, in the order he bears them (only after a failed body check);
    ``out_of_play``: whether he is eliminated rather than discarded (by default, after a failed
    body check only); ``cited``: the fields naming what decided it (the card whose text
    discards him, ``creatures.equal_body_cited``; the earlier event he is discarded for,
    ``followers.FOLLOWS``), on his fact and on each card leaving play with him.
    Discarded at a Haven while Elf-song is in play, he stays
    (``resource_long_events.kept_by_elf_song``)."""
    leaves_game = rule == coe.ELIMINATED if out_of_play is None else out_of_play
    if not leaves_game and resource_long_events.kept_by_elf_song(ctx, character, reason):
        return
    played = ctx.ruleset.played
    if item_copies.named(played):
        _items_by_copy(ctx, character, rule, heirs, cited or {})
        taken: dict[str, str] = {}
    else:
        taken = _items_by_card(ctx, character, rule, dict(heirs), cited or {})
    balrog_rules.discard_played_on(ctx, character, rule, cited)
    ctx.emit("CharacterEliminated", rule, character=character.card_id, name=character.name,
             reason=reason, heirs=taken, was=character_json(character),
             **pile(played, leaves_game), **(cited or {}))
    if leaves_game:
        _cost(ctx, character, rule)
    leaving_play.settle(ctx)  # Return of the King goes with Aragorn II


def _items_by_card(ctx: Context[State], character: Character, rule: str,
                   heirs: dict[str, str], cited: Mapping[str, JSON]) -> dict[str, str]:
    """Before item_copies.NAMED_SINCE the items passed were known by their card (``heirs``:
    item -> heir; of two copies of one card the last heir took the first copy, the other
    leaving the game unrecorded); the heirs his own fact records (version 1), else none."""
    played = ctx.ruleset.played
    if played in HEIRS_INSIDE_VERSIONS:
        return heirs
    for passed, heir in heirs.items():
        ctx.emit("ItemPassed", coe.ELIMINATED, item=passed, origin=character.card_id, to=heir)
    if played not in ITEMS_VANISH_VERSIONS:
        for item in character.items:
            if item.card_id not in heirs:
                ctx.emit("ItemLeftPlay", rule, item=item.card_id, bearer=character.card_id,
                         to="discard", **cited)
    return {}


def _items_by_copy(ctx: Context[State], character: Character, rule: str,
                   heirs: Sequence[tuple[str, str]], cited: Mapping[str, JSON]) -> None:
    """From item_copies.NAMED_SINCE each copy he bears has its own fate: the copies passed go
    to their heirs (each pair of ``heirs`` the next copy of its card, in the order he bears
    them), every other one to the discard pile, each fact naming a lost treasure's copy."""
    played = ctx.ruleset.played
    left = list(character.items)
    for card, heir in heirs:
        item = next(i for i in left if i.card_id == card)
        left.remove(item)
        ctx.emit("ItemPassed", coe.ELIMINATED, item=card, origin=character.card_id, to=heir,
                 **item_copies.fields(played, character, item))
    for item in left:
        ctx.emit("ItemLeftPlay", rule, item=item.card_id, bearer=character.card_id,
                 to="discard", **item_copies.fields(played, character, item), **cited)


def pile(played: str, leaves_game: bool) -> dict[str, str]:
    """The pile his card goes to, for his fact (none before ``PILES_SINCE``)."""
    if not played_since(played, PILES_SINCE):
        return {}
    return {"to": OUT_OF_PLAY_PILE if leaves_game else DISCARD_PILE}


def _cost(ctx: Context[State], character: Character, rule: str) -> None:
    """The marshalling points his card says are lost if he is eliminated."""
    cost = character_texts.elimination_cost(ctx.ruleset.played,
                                            ctx.ruleset.catalog.get(character.card_id))
    if cost:
        ctx.emit("MarshallingPointsGained", rule, card=character.card_id,
                 name=f"{character.name} (eliminated)", kind="character", points=-cost)
