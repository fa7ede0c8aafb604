"""The long-event phase (CoE 2.III) between the organization and movement/hazard phases,
from ``long_events.SINCE``: the resource long-events of the last turn leave play and those of
the hand are played; Gates of Morning's play; what Elf-song in play keeps
(``long_events``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.canonical import JSON
from domain.engine import coe
from domain.engine import return_of_the_king as king
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.guise_of_the_necromancer import (
    anduril,
    morannon,
    permanent_events,
    printed_rules,
    stone_of_erech,
    white_tree,
)
from domain.rulesets.guise_of_the_necromancer.long_events import ELF_SONG, plays
from domain.rulesets.guise_of_the_necromancer.rules import GuiseRules
from domain.rulesets.guise_of_the_necromancer.state import MOVEMENT_HAZARD, Company, State
from domain.rulesets.hobbit import environments
from domain.rulesets.hobbit.moves import Move
from domain.rulesets.hobbit.state import LONG_EVENT


class LongEventPhase(GuiseRules):
    """The long-event phase between the organization and movement/hazard phases, and what
    Elf-song in play keeps."""

    def _do_go(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        if not plays(self.played):
            self._begin_movement(ctx)
            return
        state = ctx.state
        playing = environments.any_playable(state.hand, self.catalog.get, state.permanents)
        if not playing and not state.long_in_play:
            self._begin_movement(ctx)  # nothing leaves play, nothing may be played
            return
        step: dict[str, JSON] = {"step": environments.PLAYING} if playing else {}
        ctx.emit("PhaseBegan", coe.LONG_EVENT_PHASE, phase=LONG_EVENT, **step)
        for card in state.long_in_play:
            ctx.emit("LongEventEnded", environments.LEAVE_LONG, card=card)
        if not playing:
            self._begin_movement(ctx)

    def _begin_movement(self, ctx: Context[State]) -> None:
        ctx.emit("PhaseBegan", "CoE-2.IV", phase=MOVEMENT_HAZARD,
                 pending=[c.id for c in ctx.state.companies])

    def _do_long_event(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("LongEventPlayed", environments.PLAY_LONG, card=move.card)
        if move.card != ELF_SONG:
            return
        # As it comes, each character at a Haven removes one corruption card, the one he
        # has borne longest (a reading of "may": the player keeps none).
        longest: dict[str, str] = {}
        for who, card, _ in ctx.state.corruption:
            company = ctx.state.company_of(who)
            if company is not None and self.catalog.get(company.location).is_haven:
                longest.setdefault(who, card)
        for who, card in longest.items():
            ctx.emit("CorruptionCardRemoved", environments.PLAY_LONG, card=card, character=who,
                     by=move.card)

    def _do_long_events_done(self, ctx: Context[State], move: Move,
                             args: Mapping[str, JSON]) -> None:
        self._begin_movement(ctx)

    def _do_permanent_event(self, ctx: Context[State], move: Move,
                            args: Mapping[str, JSON]) -> None:
        if move.card in permanent_events.COVERAGE:  # Fellowship, Swordmaster
            permanent_events.play(ctx, self.catalog, move.card, move.holder or move.target)
            return
        if move.card in permanent_events.lore_cards(self.played):  # Dreams of Lore, ...
            permanent_events.lore(ctx, move.card, move.target)
            if move.card == anduril.CARD:  # its sage checks corruption as he takes it
                self._corruption_check(ctx, move.target, anduril.RULE, anduril.hold_check())
            return
        if move.card == white_tree.CARD:
            white_tree.plant(ctx, self.catalog, move.target, self.played)
            return
        if move.card == stone_of_erech.CARD:
            stone_of_erech.play(ctx, self.catalog, move.holder)
            return
        if move.card == morannon.CARD:  # the company's move, settled by the card
            morannon.play(ctx, self.catalog, move.holder)
            return
        if move.card == king.CARD:
            ctx.emit("PermanentEventPlayedOn", environments.PLAY_PERMANENT, card=move.card,
                     character=move.target)
            return
        ctx.emit("PermanentEventPlayed", environments.PLAY_PERMANENT, card=move.card)

    def _remove(self, ctx: Context[State], card_id: str, kind: str, rule: str,
                one_item: bool = False, cited: dict[str, JSON] | None = None) -> None:
        """Elf-song in play keeps a character at a Haven from being discarded or sent back
        to the hand by a corruption check, a strike or a hazard (not by the player's own
        choice of an influence deficit, CoE 2.II.8)."""
        if kind in ("CharacterDiscarded", "CharacterReturned") and rule != coe.DEFICIT_DISCARD \
                and (by := self._keeper(ctx.state, card_id)) is not None:
            rule = environments.kept_rule(played_since(self.played,
                                                       printed_rules.KEEPER_CITED_FROM))
            ctx.emit("CharacterKept", rule, character=card_id, by=by,
                     instead="being discarded" if kind == "CharacterDiscarded"
                     else "going back to the hand")
            return
        super()._remove(ctx, card_id, kind, rule, one_item, cited)

    def _keeper(self, state: State, card_id: str) -> str | None:
        """Elf-song, where it keeps ``card_id``: in play, his company at a Haven."""
        company = state.company_of(card_id)
        return ELF_SONG if company is not None and self._kept_at_haven(state, company) \
            else None

    def _kept_at_haven(self, state: State, company: Company) -> bool:
        return plays(self.played) and ELF_SONG in state.long_in_play \
            and self.catalog.get(company.location).is_haven

    # -- evolve -----------------------------------------------------------------------------
    def _on_LongEventPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        return replace(state, hand=_without(state.hand, card),
                       long_in_play=(*state.long_in_play, card))

    def _on_LongEventEnded(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        return replace(state, long_in_play=_without(state.long_in_play, card),
                       resource_discard=(*state.resource_discard, card))

    def _on_PermanentEventPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        return replace(state, hand=_without(state.hand, card),
                       permanents=(*state.permanents, card))

    def _on_PermanentEventPlayedAt(self, state: State, d: Mapping[str, Any]) -> State:
        """The Stone of Erech into play, its points to the marshalling point pile."""
        card = str(d["card"])
        return replace(state, hand=_without(state.hand, card),
                       marshalling=(*state.marshalling, (card, str(d["type"]), int(d["points"]))))

    def _on_WhiteTreePlanted(self, state: State, d: Mapping[str, Any]) -> State:
        """The White Tree into play, its points to the marshalling point pile; the Sapling
        from its bearer to the discard pile."""
        card, sapling = str(d["card"]), str(d["sapling"])
        if d["bearer"]:
            state = self._change(state, str(d["bearer"]), lambda c: c.without_item(sapling)[0])
        else:  # one stored at Minas Tirith, its points with it
            kept = list(state.marshalling)
            kept.remove(next(m for m in kept if m[0] == sapling))
            state = replace(state, marshalling=tuple(kept))
        return replace(state, hand=_without(state.hand, card),
                       resource_discard=(*state.resource_discard, sapling),
                       marshalling=(*state.marshalling, (card, str(d["type"]), int(d["points"]))))

    def _on_PermanentEventDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        """A card of the marshalling point pile discarded, its points with it."""
        card = str(d["card"])
        kept = next(m for m in state.marshalling if m[0] == card)
        at = state.marshalling.index(kept)
        return replace(state, marshalling=state.marshalling[:at] + state.marshalling[at + 1:],
                       resource_discard=(*state.resource_discard, card))

    def _on_CharacterKept(self, state: State, d: Mapping[str, Any]) -> State:
        return state

    def _on_FellowshipFormed(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, hand=_without(state.hand, str(d["card"])),
                       fellowships=(*state.fellowships, tuple(map(str, d["members"]))))

    def _on_FellowshipDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        gone = tuple(map(str, d["members"]))
        return replace(state, fellowships=tuple(f for f in state.fellowships if f != gone),
                       resource_discard=(*state.resource_discard, str(d["card"])))

    def _on_SkillGained(self, state: State, d: Mapping[str, Any]) -> State:
        card, skill = str(d["card"]), str(d["skill"])
        state = self._change(state, str(d["character"]), lambda c: c if skill in c.skills
                             else replace(c, skills=(*c.skills, skill)))
        return replace(state, hand=_without(state.hand, card),
                       skill_cards=(*state.skill_cards, (card, str(d["character"]))))

    def _on_SkillCardDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        """A Swordmaster, or a held Dreams of Lore or Reforging, whose character left play."""
        gone = (str(d["card"]), str(d["character"]))
        return replace(state, skill_cards=tuple(s for s in state.skill_cards if s != gone),
                       held=tuple(h for h in state.held if h != gone),
                       resource_discard=(*state.resource_discard, gone[0]))

    def _do_store_information(self, ctx: Context[State], move: Move,
                              args: Mapping[str, JSON]) -> None:
        permanent_events.store(ctx, self.catalog, move.card, move.target)

    def _do_reforge(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        permanent_events.reforge(ctx, move.card, move.target, move.holder)

    def _do_join_anduril(self, ctx: Context[State], move: Move,
                         args: Mapping[str, JSON]) -> None:
        anduril.join(ctx, move.card, move.target)

    def _do_anduril_untap(self, ctx: Context[State], move: Move,
                          args: Mapping[str, JSON]) -> None:
        """Andúril taps to untap a Dúnadan; its bearer then checks corruption at -1."""
        holder = anduril.tap(ctx, move.target)
        self._corruption_check(ctx, holder, anduril.RULE, anduril.untap_check())

    def _on_AndurilJoined(self, state: State, d: Mapping[str, Any]) -> State:
        return anduril.evolve_joined(state, str(d["narsil"]), str(d["reforging"]))

    def _on_AndurilDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        return anduril.evolve_discarded(state)

    def _on_PermanentEventPlayedOn(self, state: State, d: Mapping[str, Any]) -> State:
        """Return of the King kept with Aragorn II: his direct influence 3 higher while he
        holds it (it goes with him as he leaves play)."""
        card, who = str(d["card"]), str(d["character"])
        raised = king.INFLUENCE
        state = self._change(state, who, lambda c: replace(
            c, direct_influence=c.direct_influence + raised))
        return replace(state, hand=_without(state.hand, card),
                       skill_cards=(*state.skill_cards, (card, who)))

    def _on_CardHeld(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        return replace(state, hand=_without(state.hand, card),
                       held=(*state.held, (card, str(d["character"]))))

    def _on_CardStored(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        return replace(state, held=tuple(h for h in state.held
                                         if h != (card, str(d["character"]))),
                       marshalling=(*state.marshalling,
                                    (card, str(d.get("type") or "miscellaneous"),
                                     int(d["points"]))))

    def _on_ItemReforged(self, state: State, d: Mapping[str, Any]) -> State:
        """The stored Reforging to the discard pile, the item from it to its bearer."""
        card, item = str(d["card"]), str(d["item"])
        stored = next(m for m in state.marshalling if m[0] == card)
        at = state.marshalling.index(stored)
        state = replace(state, marshalling=state.marshalling[:at] + state.marshalling[at + 1:],
                        resource_discard=(*_without(state.resource_discard, item), card))
        return self._change(state, str(d["bearer"]), lambda c: c.with_item(self._item(item)))


def _without(cards: tuple[str, ...], card: str) -> tuple[str, ...]:
    """``cards`` less the first ``card``."""
    at = cards.index(card)
    return cards[:at] + cards[at + 1:]
