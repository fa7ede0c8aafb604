"""Why an action is refused now, where the scenario says more than the family: burglary,
storing, the Burglar alone, factions, allies, Hands, draws and long-events, moving."""

from __future__ import annotations

from domain.engine import coe, effects
from domain.engine.influence_attempts import INFLUENCE_ATTEMPT
from domain.engine.movement import STARTER_MOVEMENT
from domain.errors import IllegalAction
from domain.ruleset import played_since
from domain.rulesets.burglar import (
    ally_hazard_cancels,
    alone,
    anduril,
    blades,
    cock_crows,
    ent_draughts,
    great_ship,
    hazard_events,
    hazard_long_events,
    morannon,
    mount_doom,
    moves,
    permanent_events,
    reforging,
    rescue,
    river_horses,
    sacrifice_of_form,
    white_tree,
    wizards_ring,
)
from domain.rulesets.burglar import long_events as resource_longs
from domain.rulesets.burglar.rules import BurglarRules
from domain.rulesets.burglar.state import LONG_EVENTS, State
from domain.rulesets.burglar.versions import UNIQUE_HANDS_SINCE
from domain.rulesets.hobbit import (
    allies,
    book_of_mazarbul,
    character_texts,
    corruption_removal,
    factions,
    far_sight,
    flights,
    hazard_cancels,
    no_use,
    old_road,
    refused_cards,
    resource_events,
    shadowfax,
    spell_back,
)
from domain.rulesets.hobbit import great_ship as family_ship
from domain.rulesets.hobbit.moves import Legal, Move, event_problem
from domain.rulesets.hobbit.state import LONG_EVENT, ORGANIZATION, SITE


class Refusals(BurglarRules):
    """The reasons the scenario gives for an action refused."""

    def _declared_problem(self, state: State, mode: effects.Mode,
                          target: str) -> tuple[str, str] | None:
        """From ``ALONE_FROM`` no declared effect targets another character in a burglary's
        attacks (``alone``)."""
        return alone.declared_problem(state, self.played, target) \
            or super()._declared_problem(state, mode, target)

    def _discard_search_canceled(self, state: State) -> str:
        """Bane of the Ithil-stone in play cancels Vilya's search of the discard pile."""
        found = hazard_long_events.canceling_searches(state, self.long_event_generation())
        return found.name if found is not None else ""

    def _search_canceled(self, state: State, rest: str) -> str:
        """The name of the event in play canceling ``play:<rest>``, a search or look at a play
        deck or a discard pile ("": none does)."""
        card, mode = (*rest.split(":"), "")[:2]
        found = hazard_long_events.search_canceled(state, card, mode, self.generation(),
                                                   self.long_event_generation())
        return found.name if found is not None else ""

    def _flight_refusal(self, state: State, rest: str) -> IllegalAction | None:
        """``play:<card>:<mode>:<site>`` of a card moving the company (``flights``), refused
        naming the card and the reason (None: it moves none)."""
        card, mode_name, site_id = (*rest.split(":"), "", "")[:3]
        mode = next((m for m in flights.modes(card, self.generation()) if m.name == mode_name),
                    None)
        if mode is None:
            return None
        why = event_problem(state, card, mode_name, site_id, self.generation(), self.catalog,
                            card_named=not self.plays_site_lookup())
        if not why:
            site = self.catalog.get(site_id) if site_id in self.catalog else None
            why = flights.site_problem(mode, site, [self.catalog.get(s) for s in state.sites],
                                       moves.site_of(state, self.catalog))
        return IllegalAction(f"{self._name(card)} cannot be played now: {why}.",
                             clause=coe.SHORT_EVENT) if why else None

    def _searches_canceled(self, state: State, out: Legal) -> None:
        """The searches and looks an event in play cancels, not offered (Bane of the
        Ithil-stone)."""
        for action_id in [a for a in out if a.startswith("play:")
                          and self._search_canceled(state, a.partition(":")[2])]:
            del out[action_id]

    def _refusal(self, state: State, action: str) -> IllegalAction:
        kind, _, rest = action.partition(":")
        if (drink := ent_draughts.refusal(state, self.catalog, self.played,
                                          action)) is not None:
            return drink  # Ent-draughts: where, after what, on whom; never passed on
        if state.outcome is None and kind == book_of_mazarbul.KIND and self.plays_book():
            return book_of_mazarbul.refusal(state.company, state.tapped_items, rest)
        if state.outcome is None and kind == "play" and rest.split(":")[0] in state.hand \
                and (moving := self._flight_refusal(state, rest)) is not None:
            return moving
        if state.outcome is None and kind == "play" and rest.split(":")[0] in state.hand \
                and (canceler := self._search_canceled(state, rest)):
            return IllegalAction(f"{self._name(rest.split(':')[0])} cannot be played now: "
                                 f"{canceler} is in play, canceling any search of or look at "
                                 "a play deck or a discard pile.", clause=coe.SHORT_EVENT)
        if state.outcome is None and state.phase == SITE and state.combat is None \
                and (held := hazard_events.refusal(state, self.catalog, kind)) is not None:
            return held
        if (ring := wizards_ring.refusal(state, self.catalog, self.played, action)) is not None:
            return ring
        if state.outcome is None and kind == old_road.KIND and self.plays_old_road():
            return old_road.refusal(self._old_road_scene(state), rest)
        if state.outcome is None and kind == "declare" and rest == old_road.CARD \
                and old_road.CARD in state.hand and self.plays_old_road():
            return IllegalAction(f"{old_road.NAME} is played by its own action "
                                 f"({old_road.KIND}:<character>:<faction>), not by declaring "
                                 "an effect.", clause=coe.SHORT_EVENT)
        if state.outcome is None and rest.split(":")[0] in state.hand \
                and (unplayed := river_horses.refusal(self.played, action)) is not None:
            return unplayed
        if state.outcome is None and kind == hazard_cancels.KIND \
                and ally_hazard_cancels.plays(self.played):  # Leaflock, Tom Bombadil
            return hazard_cancels.refusal(
                ally_hazard_cancels.scene(state, self.catalog, self.played), rest)
        if state.outcome is None and kind in (family_ship.ATTACK_KIND, family_ship.EVENT_KIND) \
                and great_ship.plays(self.played):
            if (stands := self._checks_refusal(state, action)) is not None:
                return stands  # a Corpse-candle's attack let stand (``hobbit.company_checks``)
            waiting = self.catalog.get(state.hazard_cancel[0]) if state.hazard_cancel else None
            return family_ship.refusal(great_ship.scene(state, self.catalog), kind, rest,
                                       waiting)
        if state.outcome is None and kind == shadowfax.KIND \
                and self._riding():  # Shadowfax's ride on
            return shadowfax.refusal(self._shadowfax_scene(state), rest)
        if state.outcome is None and kind == hazard_cancels.LET \
                and ally_hazard_cancels.plays(self.played):
            return hazard_cancels.let_refusal()
        if state.outcome is None and state.hazard_cancel:  # only a cancel or the hazard's play
            scene = ally_hazard_cancels.scene(state, self.catalog, self.played)
            return hazard_cancels.waiting_refusal(
                self.catalog.get(state.hazard_cancel[0]), ship=bool(scene.ship),
                allies=ally_hazard_cancels.plays(self.played)
                and bool(hazard_cancels.cancelers(scene)))
        if (ring := self._rings_refusal(state, action)) is not None:
            return ring
        if (permanent := permanent_events.refusal(state, self.catalog, self.played,
                                                  action)) is not None:
            return permanent
        if (reforged := reforging.refusal(state, self.catalog, self.played, action)) is not None:
            return reforged
        if (flame := anduril.refusal(state, self.catalog, self.played, action)) is not None:
            return flame
        if (tree := white_tree.refusal(state, self.catalog, self.played, action)) is not None:
            return tree
        if (placed := morannon.refusal(state, self.catalog, self.played, action)) is not None:
            return placed
        if (spell := sacrifice_of_form.refusal(state, self.played, action)) is not None:
            return spell
        if (doom := mount_doom.refusal(state, self.catalog, self.played, action)) is not None:
            return doom
        if (crowing := cock_crows.refusal(state, self.catalog, self.played, action)) is not None:
            return crowing
        card = rest.split(":")[0]
        if kind in ("play", "declare") and card in state.hand \
                and (card in resource_events.BWJ_NOTHING
                     or refused_cards.refuses(self.id, card, self.played)) \
                and (idle := no_use.refusal(self.id, card, self._name(card))) is not None:
            return idle  # BWJ-MP-6 leaves it nothing to act on, or its bonus none to count
        if (searching := far_sight.refusal(state, self.catalog, action)) is not None:
            return searching
        if (held := self._staying_refusal(state, action)) is not None:
            return held
        if state.outcome is None and kind in (blades.REMOVE, blades.RESUME, "remove") \
                and blades.plays(self.played) and (kind != "remove" or blades.is_blade(
                    rest.partition(":")[0])):
            return IllegalAction(blades.refusal(state, self.catalog, kind, rest),
                                 clause=blades.UNTAP_RULE)
        if state.outcome is None and kind == "remove" and self.keeps_corruption_cards():
            return corruption_removal.refusal(
                rest, state.corruption, state.character,
                state.phase == ORGANIZATION and not state.step and state.combat is None,
                state.removal_tried, self._name)
        if state.outcome is None and kind == "burgle":
            problem = moves.burglary_problem(state, self.catalog)
            if problem is not None:
                return IllegalAction(problem[0], clause=problem[1])
        if state.outcome is None and kind == "store":
            if not moves.site_of(state, self.catalog).is_haven or state.phase != ORGANIZATION:
                return IllegalAction("Task resources are stored at a Haven, in the "
                                     "organization phase.", clause="BWJ-MP-7")
            return IllegalAction(f"{rest or 'That card'} cannot be stored: only an item "
                                 "played by a successful burglary, a recruited faction or a "
                                 "Rescue Prisoners played does a task.", clause="BWJ-BURG-7")
        if state.outcome is None and kind == "use" and state.alone and state.combat is not None \
                and rest.count(":") >= 2 and rest.split(":")[1] != state.hero:
            return IllegalAction(f"{self._name(rest.split(':')[0])} cannot be used now: in a "
                                 "burglary the Burglar faces the attacks alone.",
                                 clause="BWJ-BURG-6")
        if state.outcome is None and kind == "play" and state.alone and state.combat is not None \
                and moves.hand_spell(state, Move("event", *(rest.split(":") + ["", ""])[:3]),
                                     self.generation()):
            return IllegalAction(f"{self._name(rest.split(':')[0])} cannot be played now: in a "
                                 "burglary the Burglar faces the attacks alone.",
                                 clause="BWJ-BURG-6")
        if (lone := alone.refusal(state, self.played, action,
                                  lambda c: self._name(c) if c in self.catalog else c,
                                  self.generation())) is not None:
            return lone  # from ALONE_FROM: no other character's part in a burglary's attacks
        if state.outcome is None and (army := self._army_refusal(state, action)) is not None:
            return army
        if state.outcome is None and kind == "influence" and self.plays_faction_facts():
            site = moves.site_of(state, self.catalog)
            refused = factions.refusal(state.hand, state.company, self.catalog, site,
                                       site.id in state.tapped_sites, action)
            if refused is not None:
                return refused
        if state.outcome is None and kind == "ally" and self.plays_allies():
            site = moves.site_of(state, self.catalog)
            refused = allies.refusal(state.hand, state.company, [a for a, _ in state.allies],
                                     self.catalog, site, site.id in state.tapped_sites, action)
            assert refused is not None
            return refused
        if state.outcome is None and kind == spell_back.KIND \
                and character_texts.plays(self.played, self.spell_back_from):
            if not self._spell_back_open(state):
                return IllegalAction("Saruman takes a spell back as the end-of-turn phase "
                                     "begins, before its discard.", clause=spell_back.RULE)
            return spell_back.refusal(state.company, state.resource_discard, self.catalog,
                                      rest)
        if state.outcome is None and kind == "hand" and rest in state.hand \
                and played_since(self.played, UNIQUE_HANDS_SINCE) \
                and (who := moves.in_play_as(state, self.catalog, rest)):
            return IllegalAction(f"{self._name(rest)} cannot be played as a Hand: that unique "
                                 f"character is in play already, as {who}; a Hand is a "
                                 "character other than the Burglar, and a unique card is in "
                                 "play once.", clause="BWJ-HAND-1")
        if state.outcome is None and kind == "hand":
            return IllegalAction("A Hand is played from the hand in the organization phase, "
                                 "at most three at once.", clause="BWJ-HAND-7")
        reasons = {
            "draw": ("Resource cards are drawn only after moving, at the start of the "
                     "movement/hazard phase: at least 1, at most the site's resource number "
                     f"({state.resource_draws} now).", "BWJ-SEQ-6"),
            "influence": ("A faction is recruited in the site phase, once the site where it is "
                          "playable has been entered, by an untapped character.",
                          INFLUENCE_ATTEMPT),
            "rescue": ("Rescue Prisoners is played by the untapped Burglar (never a Hand) at a "
                       + ("Shadow-hold or Dark-hold already tapped" if rescue.needs_tapped_site(
                           self.played) else "untapped Shadow-hold or Dark-hold")
                       + ", once entered.", "BWJ-OBJ-4"),
            "long-event": ("Long-events are played in the long-event phase.", "BWJ-LONG-1"),
        }
        if state.outcome is None and kind == "long-event" and rest in state.hand \
                and state.phase == LONG_EVENT and state.step == LONG_EVENTS \
                and (why := resource_longs.problem(state, self.catalog, rest, self.played)):
            return IllegalAction(f"{why}.", clause=resource_longs.PLAY_RULE)
        if state.outcome is None and kind in reasons:
            message, clause = reasons[kind]
            return IllegalAction(message, clause=clause)
        if state.outcome is None and kind == "move":
            return IllegalAction("The company moves in the organization phase to a site of "
                                 "the site deck that starter movement reaches.",
                                 clause=STARTER_MOVEMENT)
        return super()._refusal(state, action)
