"""Using a palantír (RGO-SHADOW-9): the bearer taps, the player declares what the stone
shows (a player ruling), and the Shadow grows by one token, every use. From
palantiri.SINCE_VERSION the stone's own power is played in place of the declaration
(palantiri.py), offered only where it has something to do."""

from __future__ import annotations

from collections.abc import Mapping

from domain.canonical import JSON
from domain.cards import Card
from domain.ruleset import Action, Context, illegal
from domain.rulesets.road_goes_ever_on import check_helpers, palantiri, shadow
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
        scripted = palantiri.plays(self.turn.played)
        return [(item.card_id, c.card_id) for c in state.characters if c.untapped
                for item in c.items if is_palantir(self.turn.card(item.card_id))
                and (not scripted or palantiri.usable(state, self.turn.card, item.card_id, c))]

    def actions(self, state: State) -> list[Action]:
        scripted = palantiri.plays(self.turn.played)
        return [Action(f"use-palantir:{item}:{who}", f"{self.turn.card(who).name} taps to use "
                       f"{self.turn.card(item).name}", RULE,
                       palantiri.params(self.turn.card, item) if scripted else EFFECT_PARAM,
                       palantiri.candidates(state, self.turn.card, item, who) if scripted
                       else {})
                for item, who in self.uses(state)]

    def refusal(self, state: State, rest: str) -> Exception:
        item, _, who = rest.partition(":")
        bearer = state.character(who)
        if palantiri.plays(self.turn.played) and bearer is not None and bearer.untapped \
                and bearer.bears(item) and state.phase == ORGANIZATION:
            return illegal(f"{self.turn.card(item).name} has nothing to do now: "
                           f"{palantiri.idle(self.turn.card, item, state)}.", RULE)
        return illegal("Only an untapped bearer of a palantír uses it, in his organization "
                       "phase.", RULE)

    def decide(self, ctx: Context[State], rest: str, args: Mapping[str, JSON]) -> None:
        item, _, who = rest.partition(":")
        card = self.turn.card(item)
        bearer = ctx.state.character(who)
        assert bearer is not None
        if palantiri.plays(self.turn.played):
            refused = palantiri.check_args(ctx.state, self.turn.card, item, bearer, args)
            if refused is not None:
                raise refused
            ctx.emit("CharacterStateChanged", RULE, character=who, state="tapped",
                     reason=f"using {card.name}")
            self.turn.change_shadow(ctx, shadow.palantir_used(card))
            palantiri.use(ctx, item, bearer, args, self.turn.waiting_check(check_helpers.ACTION))
            return
        effect = args.get("effect")
        if not isinstance(effect, str) or not effect.strip():
            raise illegal("Declare what the palantír does (the \"effect\" argument).", RULE)
        ctx.emit("CharacterStateChanged", RULE, character=who, state="tapped",
                 reason=f"using {card.name}")
        ctx.emit("PlayerRuling", RULE, card=item, name=card.name, effect=effect.strip(),
                 target=who)
        self.turn.change_shadow(ctx, shadow.palantir_used(card))
