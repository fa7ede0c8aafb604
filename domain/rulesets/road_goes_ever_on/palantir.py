"""Using a palantír (RGO-SHADOW-9): the bearer taps, the player declares what the stone
shows (a player ruling), and the Shadow grows by one token, every use."""

from __future__ import annotations

from collections.abc import Mapping

from domain.canonical import JSON
from domain.cards import Card
from domain.ruleset import Action, Context, illegal
from domain.rulesets.road_goes_ever_on import shadow
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, State
from domain.rulesets.road_goes_ever_on.turn import Turn

RULE = "RGO-SHADOW-9"
EFFECT_PARAM = {"effect": "what the palantír's own text does this time, in a few words"}


def is_palantir(card: Card) -> bool:
    """A palantír item, known by its keyword."""
    return card.is_item and "Palantír" in card.keywords


class PalantirUse:
    def __init__(self, turn: Turn) -> None:
        self.turn = turn

    def uses(self, state: State) -> list[tuple[str, str]]:
        """(palantír, bearer) pairs: an untapped bearer in his organization phase."""
        if state.phase != ORGANIZATION:
            return []
        return [(item.card_id, c.card_id) for c in state.characters if c.untapped
                for item in c.items if is_palantir(self.turn.card(item.card_id))]

    def actions(self, state: State) -> list[Action]:
        return [Action(f"use-palantir:{item}:{who}", f"{self.turn.card(who).name} taps to use "
                       f"{self.turn.card(item).name}", RULE, EFFECT_PARAM)
                for item, who in self.uses(state)]

    def refusal(self, state: State, rest: str) -> Exception:
        return illegal("Only an untapped bearer of a palantír uses it, in his organization "
                       "phase.", RULE)

    def decide(self, ctx: Context[State], rest: str, args: Mapping[str, JSON]) -> None:
        item, _, who = rest.partition(":")
        effect = args.get("effect")
        if not isinstance(effect, str) or not effect.strip():
            raise illegal("Declare what the palantír does (the \"effect\" argument).", RULE)
        card = self.turn.card(item)
        ctx.emit("CharacterStateChanged", RULE, character=who, state="tapped",
                 reason=f"using {card.name}")
        ctx.emit("PlayerRuling", RULE, card=item, name=card.name, effect=effect.strip(),
                 target=who)
        self.turn.change_shadow(ctx, shadow.palantir_used(card))
