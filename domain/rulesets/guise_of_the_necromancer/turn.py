"""The turn played on automatically up to the player's next choice: the untap phase (CoE
2.I, allies too), then each phase in turn, company by company; and the facts of the turn and
its phases."""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

from domain.engine import coe
from domain.engine.characters import Character
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.guise_of_the_necromancer import (
    corruption_cards,
    decks,
    hand_cards,
    permanent_events,
    waiting_hazards,
    white_tree,
)
from domain.rulesets.guise_of_the_necromancer.combat import Combat
from domain.rulesets.guise_of_the_necromancer.end_of_turn import EndOfTurn
from domain.rulesets.guise_of_the_necromancer.hazard_play import DONE, WAIT, HazardPlay
from domain.rulesets.guise_of_the_necromancer.leaving import Leaving
from domain.rulesets.guise_of_the_necromancer.long_event_phase import LongEventPhase
from domain.rulesets.guise_of_the_necromancer.moves import DISCARD_ONE
from domain.rulesets.guise_of_the_necromancer.organization import Organization
from domain.rulesets.guise_of_the_necromancer.palantiri import Palantiri
from domain.rulesets.guise_of_the_necromancer.site import SitePhase
from domain.rulesets.guise_of_the_necromancer.state import (
    BRIDGE,
    END_OF_TURN,
    ENTERING,
    HAZARDS,
    MOVEMENT_HAZARD,
    ORGANIZATION,
    SITE,
    SITE_DRAWS,
    WILDERNESS_DRAWS,
    Company,
    State,
)
from domain.rulesets.guise_of_the_necromancer.untap_phase import UntapPhase
from domain.rulesets.hobbit import allies, old_road


class Turn(UntapPhase, LongEventPhase, Organization, HazardPlay, SitePhase, EndOfTurn, Combat,
           Leaving, Palantiri):
    def _begin_turn(self, ctx: Context[State]) -> None:
        state = ctx.state
        ctx.emit("TurnBegan", "GON-PLAY-1", turn=state.turn + 1, ring=state.ring is not None,
                 guardians=len(state.guardians))
        if not self._untap_awaits(ctx):  # a blade's bearer at a Haven chooses first
            self._untap_phase(ctx)

    def _untap_phase(self, ctx: Context[State]) -> None:
        """CoE 2.I: tapped characters untap, wounded ones at a Haven heal to tapped, but one
        who tried to remove a blade instead (``untap_phase``); then the organization phase."""
        state = ctx.state
        changes = []
        for company in ctx.state.companies:
            # Minas Tirith heals as a Haven with The White Tree in play (``white_tree``).
            at_haven = white_tree.haven(state, self.catalog.get(company.location))
            for who in company.characters:
                if who.card_id in state.untap_forgone:
                    continue
                if who.state == "tapped" and permanent_events.may_untap(state, who.card_id):
                    changes.append([who.card_id, "untapped"])
                elif who.wounded and at_haven:
                    changes.append([who.card_id, "tapped"])
            # Its allies untap, and heal at a Haven, as characters do (CoE 2.V.2.2).
            theirs = [(a, c) for a, c in state.allies if company.character(c) is not None]
            changes += allies.refreshed(theirs, state.tapped_allies, state.wounded_allies,
                                        self.catalog, partial(_refreshed, haven=at_haven))
        ctx.emit("CharactersRefreshed", coe.UNTAP, changes=changes)
        corruption_cards.untap(ctx, self.catalog, self._card_check)
        if ctx.state.outcome is not None:
            return
        if ctx.state.saruman_waiting:
            ctx.emit("CompanyFormed", "GON-RING-4", site=self._site(decks.SARUMAN_SITE).id,
                     characters=[ctx.state.saruman], items=[])
        ctx.emit("PhaseBegan", "CoE-2.II.2", phase=ORGANIZATION)

    def _advance(self, ctx: Context[State]) -> None:
        while ctx.state.outcome is None:
            state = ctx.state
            if state.crown_offer is not None:
                return  # the player plays The Iron Crown or keeps it (GON-HH-7)
            if state.legacy:
                if state.open_heirs:
                    return  # the player gives the items (CoE 3.I.2)
                self._discard_legacy(ctx)
            elif state.fight is not None:
                if waiting_hazards.at_once(state):  # a Traitor's attack, before its strikes
                    self._set_aside(ctx, ())
                    continue
                if self._defender_may_assign(state):
                    return
                if state.fight.assigning:
                    self._attacker_assigns(ctx)
                elif self.played == "1":
                    self._strikes(ctx)
                elif not self._strike_step(ctx):
                    return
            elif state.traitor_attacks:  # made as soon as no other attack is under way
                self._traitor_attack(ctx)
            elif state.set_aside:  # the attack made at once is over
                self._take_up(ctx)
            elif state.phase == MOVEMENT_HAZARD:
                company = state.current
                if company is None:
                    pending = [c.id for c in state.companies if self._has_site_phase(state, c)]
                    ctx.emit("PhaseBegan", coe.SITE_PHASE, phase=SITE, pending=pending)
                elif state.step == BRIDGE:
                    return  # the player moves the company on by Bridge, or no further
                elif state.step in (SITE_DRAWS, WILDERNESS_DRAWS):
                    return  # the player chooses the site's draws, or Radagast's
                elif state.step != HAZARDS:
                    self._begin_hazards(ctx, company)
                else:
                    step = self._next_hazard(ctx, company)
                    if step == WAIT:
                        return
                    if step == DONE:
                        self._end_hazards(ctx, company)
            elif state.phase == SITE:
                company = state.current
                if company is None:
                    ctx.emit("PhaseBegan", coe.END_OF_TURN, phase=END_OF_TURN, step=DISCARD_ONE)
                    return
                if state.step == "":
                    ctx.emit("SitePhaseBegan", coe.SITE_PHASE, company=company.id,
                             site=company.location)
                elif state.step == ENTERING:
                    self._next_automatic_attack(ctx, company)
                else:
                    return
            else:
                return

    def _has_site_phase(self, state: State, company: Company) -> bool:
        """A company at a non-haven site may take a site phase there (CoE 2.V); from
        ``hand_cards.OLD_ROAD_FROM`` one at a Haven too, where Old Road may be played."""
        if not self.catalog.get(company.location).is_haven:
            return True
        return played_since(self.played, hand_cards.OLD_ROAD_FROM) \
            and old_road.playable(self._old_road_scene(state, company))

    def _on_TurnBegan(self, state: State, d: Mapping[str, Any]) -> State:
        companies = tuple(replace(c, destination=None, moved=False, origin=c.location,
                                  by_card="")
                          for c in state.companies)
        return replace(state, turn=int(d["turn"]), companies=companies, phase="untap",
                       step="", character_played=False, brought="", split=(),
                       removal_tried=(), faced=(), hazard_effects=(), turn_bonuses=(),
                       creatures_prevented=(), keying_barred=(),
                       influence_cards=(), hiding=(), searched=(), strengthened=(),
                       road=(), every_attack=(), undead_only=(), aboard=(), corrupted=(),
                       untap_forgone=(), palantir_enabled=(), resource_treatments=(),
                       recruited_at=(),
                       ring_at_start=bool(d["ring"]),
                       guardian_at_start=bool(d["guardians"]))

    def _on_CharactersRefreshed(self, state: State, d: Mapping[str, Any]) -> State:
        for card_id, new in d["changes"]:
            if any(a == card_id for a, _ in state.allies):  # an ally (CoE 2.V.2.2)
                state = self._ally_state(state, str(card_id), str(new))
            else:
                state = self._change(state, str(card_id), lambda c, s=new: c.with_state(s))
        # The items untap with the characters (CoE 2.I), not as the turn begins: until then
        # the state holds them, for the untap line to name (``narrate_in``); nothing in a
        # blade's wait between the two reads them.
        return replace(state, tapped_items=())

    def _on_PhaseBegan(self, state: State, d: Mapping[str, Any]) -> State:
        pending = tuple(str(c) for c in d.get("pending") or ())
        return replace(state, phase=str(d["phase"]), step=str(d.get("step") or ""),
                       pending=pending)

    def _on_CompanyPhaseEnded(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, pending=tuple(c for c in state.pending if c != d["company"]),
                       step="")


def _refreshed(who: Character, haven: bool) -> str | None:
    """An ally's state after the untap phase (CoE 2.I): tapped untaps, wounded heals to
    tapped at a Haven (None: unchanged)."""
    return "untapped" if who.state == "tapped" else "tapped" if haven else None
