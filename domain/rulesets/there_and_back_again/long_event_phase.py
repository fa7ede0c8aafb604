"""The long-event phase and the resource events in play: Gates of Morning and the resource
long-events played by their cards from ``ENVIRONMENTS_FROM``, Fellowship from
``FELLOWSHIP_FROM`` (``hobbit.environments``), and what those in play do to a strike, a
corruption check and a discarded character."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.canonical import JSON
from domain.engine import coe, fellowship
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.immutable import replace
from domain.ruleset import Action, Context, played_since
from domain.rulesets.hobbit import environments, gates_treatments
from domain.rulesets.there_and_back_again.moves import Move
from domain.rulesets.there_and_back_again.rules import TBARules
from domain.rulesets.there_and_back_again.state import (
    LONG_EVENT,
    ORGANIZATION,
    State,
)
from domain.rulesets.there_and_back_again.versions import KEEPER_CITED_FROM


class LongEventRules(TBARules):
    """The long-event phase and the resource events in play."""

    def _environment_moves(self, state: State, out: dict[str, tuple[Action, Move]]) -> None:
        """No card of ``_environment_cards`` is declared; Gates of Morning and Fellowship are
        played in the organization phase, the long-events in the long-event phase's step for
        them."""
        cards = self._environment_cards()
        for card in cards:
            out.pop(f"declare:{card}", None)
        get = self.catalog.get
        if state.phase == ORGANIZATION and not state.step and state.combat is None \
                and state.outcome is None and not state.legacy:
            for key, action, card in environments.permanent_actions(
                    state.hand, get, state.permanents, cards, self._at_haven(state),
                    self._members(state)):
                out[key] = (action, Move(environments.PERMANENT, card=card))
        if state.phase == LONG_EVENT and state.step == environments.PLAYING \
                and state.outcome is None:
            for key, action, card in environments.long_actions(state.hand, get,
                                                                state.long_in_play,
                                                                state.permanents):
                out[key] = (action, Move(environments.LONG, card=card))
            out[environments.DONE] = (Action(environments.DONE, "Play no more long-events",
                                             coe.LONG_EVENT_PHASE), Move(environments.DONE))

    def _long_event_phase(self, ctx: Context[State]) -> None:
        """TBA-SEQ-6: the long-event phase, as standard from ``ENVIRONMENTS_FROM``: the
        resource long-events of the last turn leave play (CoE 2.III.1), and with one in the hand
        that may be played the phase waits for the player (CoE 2.III.2)."""
        if not self.plays_environments():
            ctx.emit("PhaseBegan", "TBA-SEQ-6", phase=LONG_EVENT)
            return
        state = ctx.state
        playing = environments.any_playable(state.hand, self.catalog.get, state.permanents) \
            or self.plays_gates_treatments() and gates_treatments.playable(replace(
                self._treat_scene(state), before_hazards=True))  # Quiet Lands at Goblin-gate
        step: dict[str, JSON] = {"step": environments.PLAYING} if playing else {}
        ctx.emit("PhaseBegan", "TBA-SEQ-6", phase=LONG_EVENT, **step)
        for card in state.long_in_play:
            ctx.emit("LongEventEnded", environments.LEAVE_LONG, card=card)

    def _do_long_event(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("LongEventPlayed", environments.PLAY_LONG, card=move.card)

    def _do_long_events_done(self, ctx: Context[State], move: Move,
                             args: Mapping[str, JSON]) -> None:
        self._begin_movement(ctx)

    def _do_permanent_event(self, ctx: Context[State], move: Move,
                            args: Mapping[str, JSON]) -> None:
        # Fellowship names the characters and allies it is played on.
        members: dict[str, JSON] = {"members": list(self._members(ctx.state))} \
            if move.card == environments.FELLOWSHIP else {}
        ctx.emit("PermanentEventPlayed", environments.PLAY_PERMANENT, card=move.card, **members)

    def _advance(self, ctx: Context[State]) -> None:
        """Fellowship is discarded as soon as the company gains or loses a character or an ally
        (after each step of the turn)."""
        self._fellowship_kept(ctx)
        super()._advance(ctx)
        self._fellowship_kept(ctx)

    def _fellowship_kept(self, ctx: Context[State]) -> None:
        state = ctx.state
        if state.outcome is None and environments.fellowship_broken(
                state.permanents, state.fellowship, self._members(state)):
            ctx.emit("FellowshipDiscarded", environments.PLAY_PERMANENT,
                     card=environments.FELLOWSHIP, reason=fellowship.DISCARD_REASON)

    def _check_extras(self, state: State, who: Character) -> list[Modifier]:
        """Fellowship in play: +1 to the check of a character it was played on."""
        return environments.fellowship_modifiers(state.permanents, state.fellowship,
                                                 self._members(state), who.card_id)

    def _ally_strike_bonuses(self, state: State, ally: Character) -> list[Modifier]:
        return environments.fellowship_modifiers(state.permanents, state.fellowship,
                                                 self._members(state), ally.card_id)

    def _waiting(self, state: State) -> bool:
        """The long-event phase's step for the resource long-events waits too."""
        return super()._waiting(state) or state.phase == LONG_EVENT \
            and state.step == environments.PLAYING

    def _kept(self, ctx: Context[State], who: Character, instead: str) -> bool:
        """Elf-song in play keeps a character at a Haven (Rivendell) from being discarded."""
        by = self._keeper(ctx.state, who)
        if by is None:
            return False
        rule = environments.kept_rule(played_since(self.played, KEEPER_CITED_FROM))
        ctx.emit("CharacterKept", rule, character=who.card_id, by=by, instead=instead)
        return True

    def _keeper(self, state: State, who: Character) -> str | None:
        """Elf-song, in play with the company at the Haven: its card id from
        ``KEEPER_CITED_FROM``, before its name."""
        site = self._printed_site(state)
        if environments.ELF_SONG not in state.long_in_play or site is None \
                or not site.is_haven:
            return None
        return environments.ELF_SONG if played_since(self.played, KEEPER_CITED_FROM) \
            else "Elf-song"

    def _kept_passes(self) -> bool:
        """CoE-7.1.3: a character kept from the discard of a corruption check passes it."""
        return True

    def _strike_bonuses(self, state: State, who: Character) -> list[Modifier]:
        return [*environments.strike_modifiers(state.long_in_play, state.permanents, who),
                *environments.fellowship_modifiers(state.permanents, state.fellowship,
                                                   self._members(state), who.card_id)]

    def _on_LongEventPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        state = self._take_from_hand(state, card, to_discard=False)
        return replace(state, long_in_play=(*state.long_in_play, card))

    def _on_LongEventEnded(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        index = state.long_in_play.index(card)
        return replace(state, long_in_play=state.long_in_play[:index]
                       + state.long_in_play[index + 1:],
                       resource_discard=(*state.resource_discard, card))

    def _on_PermanentEventPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        state = self._take_from_hand(state, card, to_discard=False)
        members = tuple(str(m) for m in d["members"]) if "members" in d else state.fellowship
        return replace(state, permanents=(*state.permanents, card), fellowship=members)

    def _on_FellowshipDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        return replace(state, permanents=tuple(c for c in state.permanents if c != card),
                       fellowship=(), resource_discard=(*state.resource_discard, card))
