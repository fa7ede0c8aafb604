"""The movement/hazard phase: the face-up creatures of the row keyed to the company, the
hazards drawn in a region (TBA-SEQ-7..12) and the threats that strengthen an attack after
the second of its race (TBA-HAZ-5..7)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.engine import coe, creature_places
from domain.engine.combat import Attack
from domain.engine.creature_scripts import scripted_creature
from domain.engine.keying import Place, keying_options, needs_more_than_one
from domain.engine.movement import site_named
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.hobbit import (
    environments,
    gates_treatments,
    great_road,
)
from domain.rulesets.there_and_back_again import layout
from domain.rulesets.there_and_back_again.rules import TBARules
from domain.rulesets.there_and_back_again.state import (
    END_OF_TURN,
    MOVEMENT_HAZARD,
    SITE,
    State,
)
from domain.rulesets.there_and_back_again.versions import PLACES_FROM, STEALTH_ROW_FROM

#: TBA-HAZ-5..7: the threats that come into effect after the second matching attack:
#: (name, clause, races, extra strikes, extra prowess).
THREATS: tuple[tuple[str, str, tuple[str, ...], int, int], ...] = (
    ("Minions Stir", "TBA-HAZ-5", ("Orcs", "Trolls"), 1, 1),
    ("Wake of War", "TBA-HAZ-6", ("Wolves", "Spiders", "Animals"), 1, 1),
    ("Plague of Wights", "TBA-HAZ-7", ("Undead",), 0, 1),
)
#: TBA-HAZ-5..7: the matching attack after which a threat is in effect: the second.
THREAT_AFTER = 2


class MovementRules(TBARules):
    """The movement/hazard phase."""

    def _begin_movement(self, ctx: Context[State]) -> None:
        """TBA-SEQ-7..12: face the keyable face-up creatures, then draw if in a region; first,
        once the company has moved, the palantíri and alignments it leaves
        (``hobbit.palantir_uses``)."""
        self._palantiri_moved(ctx)
        state = ctx.state
        if layout.is_region(state.location):
            region, treating = self._treated_region(state.location, state)
            if treating is not None:  # the Moon or Fog, with Gates of Morning in play
                ctx.emit("RegionTreated", coe.KEYING, card=treating, region=region.name,
                         printed=layout.region_place(region.name).type, treated=region.type)
        queue = [] if self._row_prevented(state) else [
            c for c in state.row if self.catalog.get(c).is_creature
            and self.unbarred(state, self._keys(c, state.location, state))]
        draws = 0
        if layout.is_region(state.location):
            draws = 2
            if state.moved and state.location in layout.THIRD_DRAW_REGIONS:
                draws = 3
        rule = "TBA-SEQ-8" if draws else "TBA-SEQ-12"
        draws = great_road.draws(state, draws)  # counting twice under Great-road
        ctx.emit("PhaseBegan", rule, phase=MOVEMENT_HAZARD, row_queue=queue, draws=draws)

    def _row_prevented(self, state: State) -> bool:
        """Whether the row's creatures are kept from the company this turn: from
        ``STEALTH_ROW_FROM``, with no creature hazard to be played on it (Stealth), since those
        it faces are played on it (TBA-SEQ-7); they stay in the row."""
        return state.creatures_prevented and played_since(self.played, STEALTH_ROW_FROM)

    def _keys(self, card_id: str, place: str, state: State | None = None) -> list[str]:
        """How a creature can be keyed to the company's location card (TBA-HAZ-2 limits
        double-wilderness creatures to Rhudaur and High Pass)."""
        card = self.catalog.get(card_id)
        if needs_more_than_one(card, "wilderness") and place not in layout.DEEP_WILDERNESS:
            return []
        # A site as a resource treats it this turn (Quiet Lands with Gates of Morning).
        site_type = gates_treatments.treated_site(
            site_named(self.catalog, place), state.resource_treatments if state else ()
        ).site_type or "" if layout.is_site(place) else None
        # From PLACES_FROM, the further places its text names (the location is one named card).
        text = creature_places.location_keys(
            scripted_creature(card_id, self.creature_generation()), place,
            layout.REGION_OF.get(place, place), site_type) \
            if played_since(self.played, PLACES_FROM) else []
        if site_type is not None:
            return [*keying_options(card, [], layout.site_place(place, site_type)), *text]
        region = self._treated_region(place, state)[0]
        # A region treated as another type counts once (TBA-HAZ-2 counts a Wilderness twice).
        deep = layout.DEEP_WILDERNESS if region == layout.region_place(place) else None
        return [*keying_options(card, [region], None, deep), *text]

    def _treated_region(self, place: str, state: State | None) -> tuple[Place, str | None]:
        """The region ``place`` as the hazards are keyed to it, with the Moon or Fog in play
        and Gates of Morning (``hobbit.environments``), and the card treating it (None: as
        printed)."""
        printed = layout.region_place(place)
        if state is None or not self.plays_environments():
            return printed, None
        kind, card = environments.region_type(printed.type, state.long_in_play,
                                              state.permanents)
        return Place(printed.name, printed.kind, kind), card

    def _movement_step(self, ctx: Context[State]) -> None:
        state = ctx.state
        if state.row_queue:
            card = state.row_queue[0]
            self._declare(ctx, self._creature_attack(state, card), "row", card, rule="TBA-SEQ-7")
            return
        if state.draws_left > 0:
            if not self._hazard_deck_ready(ctx):
                return
            state = ctx.state
            card = state.hazard_deck[0]
            normal = (3 if state.moved and state.location in layout.THIRD_DRAW_REGIONS else 2)
            number = great_road.draws(state, normal) - state.draws_left + 1
            # A draw beyond the normal ones is Great-road's.
            rule = {1: "TBA-SEQ-8", 2: "TBA-SEQ-10", 3: "TBA-SEQ-11"}[number] \
                if number <= normal else great_road.RULE
            ctx.emit("HazardDrawn", rule, card=card, number=number)
            keys = self.unbarred(state, self._keys(card, state.location, state))
            if not self.catalog.get(card).is_creature or not keys:
                ctx.emit("HazardPlacedInRow", "TBA-SEQ-9", card=card)
            elif state.creatures_prevented:
                ctx.emit("HazardPlacedInRow", "TBA-HAZ-3", card=card)
            else:
                self._declare(ctx, self._creature_attack(state, card), "draw", card, rule=rule,
                              keyed=keys[0])
            return
        if layout.is_site(state.location):
            ctx.emit("PhaseBegan", "TBA-SEQ-15", phase=SITE)
        else:
            ctx.emit("PhaseBegan", "TBA-SEQ-16", phase=END_OF_TURN)

    def _declare(self, ctx: Context[State], attack: Attack, origin: str, card: str | None,
                 rule: str | None = None, keyed: str | None = None) -> None:
        """An attack begins: apply the threats in effect, then count it towards them."""
        state = ctx.state
        bonuses = []
        for name, clause, races, strikes, prowess in THREATS:
            if name in state.threats and attack.is_race(*races):
                attack = attack.modified(strikes, prowess)
                bonuses.append(clause)
        attack, horses = self._creature_bonus(attack, origin, state)
        # Lapse of Will, Sun with Gates of Morning (``hobbit.environments``).
        prowess, events = environments.attack_bonus(state.long_in_play, state.permanents,
                                                    attack.races(), attack.automatic)
        if events:
            attack = attack.modified(0, prowess)
            horses = {**horses, "long_events": list(events)}
        ctx.emit("AttackDeclared", rule or coe.AUTOMATIC_ATTACKS, attack=attack.to_json(),
                 origin=origin, card=card, keyed=keyed, threats=bonuses, **horses)
        self._creature_declared(ctx)
        if origin == "automatic":
            return
        for name, clause, races, _, _ in THREATS:
            if attack.is_race(*races) and name not in ctx.state.threats \
                    and ctx.state.count(name) >= THREAT_AFTER:
                ctx.emit("ThreatInEffect", clause, name=name)

    def _bridge_move(self, ctx: Context[State], site: str, card: str) -> None:
        """Bridge: the counter moves on to ``site`` and a movement/hazard phase follows (never
        offered here: from Rivendell, the one Haven, it moves only to Rhudaur, TBA-SEQ-3)."""
        ctx.emit("CounterMoved", coe.SHORT_EVENT, origin=ctx.state.location,
                 to=self.catalog.get(site).name, by=card)
        self._begin_movement(ctx)

    def _on_AttackDeclared(self, state: State, d: Mapping[str, Any]) -> State:
        attack = Attack.from_json(d["attack"])
        queue = state.row_queue[1:] if d["origin"] == "row" else state.row_queue
        counts = dict(state.creature_counts)
        if d["origin"] != "automatic":
            for name, _, races, _, _ in THREATS:
                if attack.is_race(*races):
                    counts[name] = counts.get(name, 0) + 1
        return replace(super()._on_AttackDeclared(state, d), row_queue=queue,
                       creature_counts=tuple(sorted(counts.items())))

    def _on_ThreatInEffect(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, threats=(*state.threats, str(d["name"])))
