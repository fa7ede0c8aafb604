"""The long-event phase: long-events leave after two turns and resource long-events are
played (BWJ-LONG-1); what those in play do to a strike and to a discarded character."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from domain.canonical import JSON
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.burglar import (
    anduril,
    hazard_events,
    hazard_long_events,
    moves,
    permanent_events,
    traitor,
)
from domain.rulesets.burglar import long_events as resource_longs
from domain.rulesets.burglar.rules import BurglarRules
from domain.rulesets.burglar.state import LONG_EVENTS, State
from domain.rulesets.burglar.versions import (
    ELF_SONG_PASSES_FROM,
    KEEPER_CITED_FROM,
    LONG_EVENT_TURNS,
)
from domain.rulesets.hobbit import gates_treatments, travel
from domain.rulesets.hobbit import traitor as shared_traitor
from domain.rulesets.hobbit.moves import Move
from domain.rulesets.hobbit.state import LONG_EVENT


class LongEventRules(BurglarRules):
    """The long-event phase and the resource long-events in play."""

    def _long_event_phase(self, ctx: Context[State]) -> None:
        """BWJ-LONG-1: long-events leave after two turns; resource long-events may be played."""
        has_long = any(self.catalog.get(c).event_type == "long" for c in ctx.state.hand)
        journey = self._journey(ctx.state)
        if journey is not None:  # a card lowering the hazard limit may be played too
            has_long = has_long or bool(travel.playable(ctx.state, journey, self.generation()))
        if self.plays_gates_treatments():  # Quiet Lands or Stars with Gates of Morning
            has_long = has_long or gates_treatments.playable(replace(
                self._treat_scene(ctx.state), before_hazards=True))
        ctx.emit("PhaseBegan", "BWJ-SEQ-3", phase=LONG_EVENT,
                 step=LONG_EVENTS if has_long else "")
        keeper = hazard_long_events.keeping(ctx.state, self.long_event_generation())
        for card, played in ctx.state.long_events:
            if ctx.state.turn < played + LONG_EVENT_TURNS:
                continue
            if keeper is not None and self.catalog.get(card).card_type == "Hazard":
                ctx.emit("LongEventKept", "BWJ-LONG-1", card=card, played=played,
                         by=keeper.card_id)  # The Will of Sauron
            else:
                ctx.emit("LongEventEnded", "BWJ-LONG-1", card=card, played=played)

    def _do_long_event(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("LongEventPlayed", "BWJ-LONG-1", card=move.card, turn=ctx.state.turn)
        if move.card == resource_longs.ELF_SONG and resource_longs.plays(self.played) \
                and moves.site_of(ctx.state, self.catalog).is_haven:
            # Its cleansing: each character at the Haven removes one corruption card, the
            # one he has borne longest (a reading of "may": the player keeps none).
            longest: dict[str, str] = {}
            for who, card in self._cards_borne(ctx.state):
                longest.setdefault(who, card)
            for who, card in longest.items():
                ctx.emit("CorruptionCardRemoved", resource_longs.RULE, card=card,
                         character=who, by=move.card)

    def _do_long_events_done(self, ctx: Context[State], move: Move,
                             args: Mapping[str, JSON]) -> None:
        self._begin_movement(ctx)

    def _kept(self, ctx: Context[State], who: Character, instead: str) -> bool:
        """Elf-song in play keeps a character at a Haven from being discarded."""
        by = self._keeper(ctx.state, who)
        if by is None:
            return False
        ctx.emit("CharacterKept", resource_longs.RULE, character=who.card_id, by=by,
                 instead=instead)
        return True

    def _keeper(self, state: State, who: Character) -> str | None:
        if not resource_longs.plays(self.played) \
                or resource_longs.ELF_SONG not in resource_longs.in_play(state) \
                or not moves.site_of(state, self.catalog).is_haven:
            return None
        return resource_longs.ELF_SONG if played_since(self.played, KEEPER_CITED_FROM) \
            else "Elf-song"

    def _kept_passes(self) -> bool:
        """From ``ELF_SONG_PASSES_FROM`` a character Elf-song keeps from the discard of his
        failed corruption check passes it (CoE 7.1.3)."""
        return int(self.played) >= ELF_SONG_PASSES_FROM

    def _check_made(self, ctx: Context[State], who: Character, extra: Sequence[Modifier],
                    leaves: bool, asked_by: str, rule: str) -> bool:
        """The Balance of Things in play counts a source of his corruption twice; a
        Fellowship in play on his company adds 1 (``permanent_events``)."""
        cards = [(self._name(card), points) for bearer, card, points in ctx.state.corruption
                 if bearer == who.card_id]
        twice = hazard_long_events.corruption_twice(ctx.state, who,
                                                    self.long_event_generation(), cards)
        passed = super()._check_made(
            ctx, who, [*extra, *twice, *permanent_events.modifiers(ctx.state, who)], leaves,
            asked_by, rule)
        if not passed and traitor.plays(self.played, traitor.CARD):
            # Each Traitor in play turns him and, the game going on, attacks his company.
            shared_traitor.turned(ctx, ctx.state.traitors, who, traitor.RULE)
        return passed

    def _strike_bonuses(self, state: State, who: Character) -> list[Modifier]:
        return [*resource_longs.strike_modifiers(state, who, self.played),
                *hazard_events.strike_modifiers(state, who),
                *hazard_long_events.strike_modifiers(state, who, self.long_event_generation()),
                *permanent_events.strike_modifiers(state, who, self.catalog),
                *anduril.strike_modifiers(state, who, self.played, state.combat.attack.race
                                          if state.combat is not None else "")]

    def _body_bonuses(self, state: State, who: Character) -> list[Modifier]:
        """Swordmaster's second weapon raises a warrior's body (``permanent_events``); a
        Traitor's attack lowers it (``traitor``)."""
        return [*permanent_events.body_modifiers(state, who, self.catalog),
                *traitor.body_modifiers(state)]

    def _ally_strike_bonuses(self, state: State, ally: Character) -> list[Modifier]:
        """A Fellowship in play on the company adds 1 to its allies' prowess too."""
        return permanent_events.modifiers(state, ally)

    # -- evolve -----------------------------------------------------------------------------
    def _on_LongEventPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        state = self._take_from_hand(state, card, to_discard=False)
        return replace(state, long_events=(*state.long_events, (card, int(d["turn"]))))

    def _on_EnvironmentDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        return self._on_LongEventEnded(state, d)

    def _on_LongEventEnded(self, state: State, d: Mapping[str, Any]) -> State:
        card, played = str(d["card"]), int(d["played"])
        index = state.long_events.index((card, played))
        long_events = state.long_events[:index] + state.long_events[index + 1:]
        hazard = self.catalog.get(card).card_type == "Hazard"
        return replace(state, long_events=long_events,
                       hazard_discard=(*state.hazard_discard, card) if hazard
                       else state.hazard_discard,
                       resource_discard=state.resource_discard if hazard
                       else (*state.resource_discard, card))
