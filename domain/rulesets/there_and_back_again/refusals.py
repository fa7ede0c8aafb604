"""Why an action is refused: Rescue Prisoners out of its condition (``rescue``), the move off
the row, an ally, a faction or the Wizard out of its condition, a card with nothing to act on
here (``hobbit.no_use``), Gates of Morning, a resource long-event or Fellowship out of
theirs."""

from __future__ import annotations

from domain.engine import effects
from domain.engine.movement import site_named
from domain.errors import IllegalAction
from domain.ruleset import played_since
from domain.rulesets.hobbit import (
    allies,
    environments,
    factions,
    no_use,
    rings,
)
from domain.rulesets.there_and_back_again import layout, mountain_moves, rescue
from domain.rulesets.there_and_back_again.rules import TBARules
from domain.rulesets.there_and_back_again.state import (
    LONG_EVENT,
    ORGANIZATION,
    State,
)
from domain.rulesets.there_and_back_again.versions import (
    CARD_POOL_FROM,
    CARD_POOL_GENERATIONS,
    MOUNTAIN_MOVES_FROM,
    NOTHING_TO_ACT_FROM,
)


class Refusals(TBARules):
    """The refusals that name this scenario's clauses."""

    def _refusal(self, state: State, action: str) -> IllegalAction:
        kind, _, rest = action.partition(":")
        if (waiting := self._check_wait_refusal(state, action)) is not None:
            return waiting  # a corruption check waiting for helpers, or none to help
        if (env := self._environment_refusal(state, kind, rest)) is not None:
            return env
        if state.outcome is None and rescue.plays(self.played) \
                and (prisoners := rescue.refusal(state, self.catalog, kind, rest)) is not None:
            return prisoners  # Rescue Prisoners, played by its card
        if played_since(self.played, MOUNTAIN_MOVES_FROM) \
                and (mountain := mountain_moves.refusal(state, self.catalog, action)) is not None:
            return mountain  # Misty Mountains' move by region cards
        if state.outcome is None and kind in ("play", "declare", rings.MODE) \
                and (pool := self._pool_refusal(state, rest, kind)) is not None:
            return pool
        if (ring := self._rings_refusal(state, action)) is not None:
            return ring
        if (held := self._staying_refusal(state, action)) is not None:
            return held
        if state.outcome is None and kind == "move":
            if state.phase != ORGANIZATION or state.combat or state.step:
                return IllegalAction("The company moves only in the organization phase.",
                                     clause="TBA-SEQ-4")
            rule = "TBA-SEQ-3" if layout.is_site(state.location) else "TBA-LAYOUT-4"
            return IllegalAction(f"{rest or 'That place'} is not adjacent to "
                                 f"{state.location}: the counter moves only to "
                                 f"{', '.join(layout.moves_from(state.location))}.", clause=rule)
        if state.outcome is None and self.plays_allies() and kind == "declare" \
                and rest.split(":")[0] in state.hand \
                and self.catalog.get(rest.split(":")[0]).is_ally:
            return allies.not_declared(self.catalog.get(rest.split(":")[0]))
        if state.outcome is None and self.plays_allies() and kind == "ally":
            site = site_named(self.catalog, state.location) \
                if layout.is_site(state.location) else None
            refused = allies.refusal(state.hand, state.company, [a for a, _ in state.allies],
                                     self.catalog, site, site is not None
                                     and site.id in state.tapped_sites, action)
            assert refused is not None
            return refused
        if state.outcome is None and (kind == "influence" or kind == "declare" and (
                rest.split(":")[0] in state.hand
                and self.catalog.get(rest.split(":")[0]).is_faction)) \
                and self.plays_faction_facts() and layout.is_site(state.location):
            site = site_named(self.catalog, state.location)
            refused = factions.refusal(state.hand, state.company, self.catalog, site,
                                       site.id in state.tapped_sites,
                                       action.replace("declare:", "influence:", 1))
            if refused is not None:
                return refused
        if state.outcome is None and kind in ("influence", "declare") \
                and self.plays_faction_facts() and rest.split(":")[0] in state.hand \
                and self.catalog.get(rest.split(":")[0]).is_faction:
            return IllegalAction(f"{self._name(rest.split(':')[0])} is played only by an "
                                 "influence attempt of an untapped character at a site its "
                                 "card names, once entered, in the site phase.",
                                 clause=factions.INFLUENCE_ATTEMPT)
        if state.outcome is None and kind == "wizard":
            return IllegalAction("The Wizard cannot be played that way now: he cancels an "
                                 "attack before strikes are assigned, untaps a tapped "
                                 "character or heals a wounded one.", clause="TBA-RES-3")
        return super()._refusal(state, action)

    def _environment_refusal(self, state: State, kind: str,
                             rest: str) -> IllegalAction | None:
        """Gates of Morning or a resource long-event played out of its condition, or declared
        (``hobbit.environments``; None: another action)."""
        card_id = rest.split(":")[0]
        cards = self._environment_cards()
        ours = kind in (environments.LONG, environments.PERMANENT) \
            or kind == "declare" and card_id in cards
        if state.outcome is not None or not self.plays_environments() or not ours:
            return None
        card = self.catalog.get(card_id) if card_id in self.catalog else None
        long = card is not None and card.id in environments.LONG_EVENTS
        open_now = state.combat is None and (
            state.phase == LONG_EVENT and state.step == environments.PLAYING if long
            else state.phase == ORGANIZATION and not state.step)
        reason, clause = environments.refusal(kind, card, card_id in state.hand, open_now,
                                              state.long_in_play, state.permanents, cards,
                                              self._at_haven(state), self._members(state))
        return IllegalAction(f"{reason}.", clause=clause)

    def _pool_refusal(self, state: State, rest: str, kind: str) -> IllegalAction | None:
        """A card ``CARD_POOL_FROM`` plays by its script, or one ``NOTHING_TO_ACT_FROM`` no
        longer declares, which has nothing to act on here, refused naming why, its clause
        first (``hobbit.no_use``; None: another card)."""
        parts = rest.split(":")  # play:<card>:..., test-ring:<ring>:<tester>:<card>
        card = parts[2] if kind == rings.MODE and len(parts) > 2 else \
            "" if kind == rings.MODE else parts[0]
        pool = kind != "declare" and played_since(self.played, CARD_POOL_FROM) \
            and card in self._card_pool()
        never = played_since(self.played, NOTHING_TO_ACT_FROM) \
            and effects.scripted(card, self.generation()) is None \
            and bool(no_use.nothing_to_act_on(self.id, card, self.played))
        if card not in state.hand or not (pool or never):
            return None
        return no_use.refusal(self.id, card, self._name(card))

    def _card_pool(self) -> tuple[str, ...]:
        """The cards ``CARD_POOL_FROM`` reads: those its generations script, Wizard's Test and
        Ringlore."""
        return (*(c for g in CARD_POOL_GENERATIONS for c in effects.LATER[g - 2]),
                rings.WIZARDS_TEST, rings.RINGLORE)
