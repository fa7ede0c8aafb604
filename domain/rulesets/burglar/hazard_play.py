"""The hazard hand played on the company (BWJ-SEQ-10..15): whether a revealed hazard can be
played and how a creature is keyed, the hazard played, and the attack declared with the
events in play that strengthen or weaken it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from domain.canonical import JSON
from domain.cards import Card
from domain.engine import coe, creature_places, effects, hazards_in_play
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.engine.combat import Attack
from domain.engine.creature_scripts import scripted_creature
from domain.engine.keying import REGION, Place, keying_options, region_type_of
from domain.engine.keying import SITE as SITE_PLACE
from domain.engine.movement import site_named
from domain.immutable import replace
from domain.ruleset import Context
from domain.rulesets.burglar import (
    alone,
    blades,
    corruption_cards,
    gates_of_morning,
    hazard_events,
    hazard_long_events,
    mouth_of_sauron,
    moves,
    siege,
    traitor,
    white_tree,
)
from domain.rulesets.burglar import long_events as resource_longs
from domain.rulesets.burglar.rules import BurglarRules
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import (
    CREATURE_PLACES_FROM,
    GOLDBERRY_FROM,
    PATHS_FROM,
    TWILIGHT,
    TWILIGHT_FROM,
    TWILIGHT_LONGEST_FROM,
    WEARINESS_ASSURED_FROM,
    WOUNDED_GOLDBERRY_FROM,
)
from domain.rulesets.hobbit import allies, flights, nenya, series
from domain.rulesets.hobbit import corruption_cards as card_checks
from domain.rulesets.hobbit import hazard_events as hobbit_events

#: Twilight's environment canceled by the hazard hand: the one most detrimental to the Burglar.
TWILIGHT_RULE = "BWJ-SEQ-15"


class HazardPlay(BurglarRules):
    """The hazard hand's cards played and their attacks declared."""

    def _playable(self, state: State, card_id: str) -> list[str] | None:
        """How a revealed hazard can be played now (a creature's keyings, best for the hazard
        first, BWJ-SEQ-14), or None when it cannot be."""
        card = self.catalog.get(card_id)
        if blades.plays(self.played) and blades.is_blade(card_id):
            return None  # played only with a Nazgûl attack, as it is declared (``_declare``)
        if corruption_cards.plays(self.played, card_id):  # on someone its text allows
            return [] if corruption_cards.bearers(state, self.catalog, card_id) else None
        if not card.is_creature:
            script = hazards_in_play.scripted(card_id, self.long_event_generation())
            if script is not None and script.one_in_play and card_id in self._in_play(state):
                return None  # it cannot be duplicated while a copy is in play
            if script is not None and script.needs_doors and not self._doors_in_play(state):
                return None  # The Will of Sauron: only with Doors of Night in play
            if card_id == TWILIGHT and int(self.played) >= TWILIGHT_FROM \
                    and not self._resource_environments(state):
                return None  # Twilight: no environment of the Burglar's to cancel (BWJ-SEQ-11)
            if card_id == siege.CARD and siege.plays(self.played) and not siege.layable(
                    state, moves.site_of(state, self.catalog)):
                return None  # Siege: on a Border-hold or Free-hold, not besieged already
            if hazard_events.open_modes(state, self.catalog, self.played, card_id) == []:
                return None  # its card's condition fails: it stays face up (BWJ-SEQ-11)
            return []
        keys = self._creature_keys(state, card)
        if keys is None and mouth_of_sauron.plays(self.played, card_id) \
                and mouth_of_sauron.recalled(state.hazard_discard, self.catalog) is not None:
            return [mouth_of_sauron.AS_EVENT]  # its other mode (BWJ-SEQ-15)
        return keys

    def _resource_environments(self, state: State) -> list[tuple[str, int | None]]:
        """The Burglar's environments in play: (card, the turn a resource long-event was
        played; None for a permanent-event, Gates of Morning)."""
        return [*((event, played) for event, played in state.long_events
                  if self.catalog.get(event).card_type == "Resource"
                  and self.catalog.get(event).environment),
                *((card, None) for card in state.resource_environments)]

    def _twilight_target(self, state: State) -> tuple[str, int | None]:
        """The environment Twilight cancels, the hazard side's choice, the most detrimental to
        the Burglar (BWJ-SEQ-15): from ``TWILIGHT_LONGEST_FROM`` the one that would stay in
        play longest, by the order played: a permanent-event (Gates of Morning, which no time
        ends) before a long-event (two turns, BWJ-LONG-1), and of either the one played last.
        Before, the first listed: the long-event played first."""
        found = self._resource_environments(state)
        if int(self.played) < TWILIGHT_LONGEST_FROM:
            return found[0]
        # Listed in the order played, long-events first: the last permanent-event, else the
        # last long-event.
        return next((e for e in reversed(found) if e[1] is None), found[-1])

    def _twilight(self, ctx: Context[State], card_id: str) -> None:
        """Twilight cancels and discards one environment of the Burglar's (the hazards' own
        never are the most detrimental to him): ``_twilight_target``."""
        event, played = self._twilight_target(ctx.state)
        if played is None:
            ctx.emit("ResourceEnvironmentDiscarded", TWILIGHT_RULE, card=event, by=card_id)
        else:
            ctx.emit("EnvironmentDiscarded", TWILIGHT_RULE, card=event, played=played,
                     by=card_id)

    def _creature_keys(self, state: State, card: Card) -> list[str] | None:
        """How a revealed creature can be keyed now, best for the hazard first (BWJ-SEQ-14),
        or None when it cannot be."""
        card_id = card.id
        # Mount Doom: a creature may be keyed to it whatever other cards say.
        always = self._keyed_regardless(state)
        if state.creatures_prevented and not always:
            return None
        # As the hazards treat it; Minas Tirith keyed to as a Haven with The White Tree in
        # play (``white_tree``).
        here = white_tree.keyed_site(state, hazard_events.site(state, self.catalog))
        path, _ = resource_longs.treated(state, self.catalog,
                                         hazard_events.path(state, self.catalog), self.played)
        places = [Place(f"region {n}", REGION, t) for n, t in enumerate(path, start=1)]
        keys = keying_options(card, places, Place(here.name, SITE_PLACE, here.site_type or ""))
        if int(self.played) >= CREATURE_PLACES_FROM:
            origin = site_named(self.catalog, state.turn_start) if state.moved else here
            keys += creature_places.text_keys(
                scripted_creature(card_id, self.creature_generation()), origin, here, path,
                state.moved, hazards_in_play.DOORS_OF_NIGHT in state.environments,
                [c for c, _ in state.faced if c], whole_path=int(self.played) >= PATHS_FROM)
        # A Pack at the Door, The Nazgûl are Abroad (the events in play, generation 7 on),
        # Morgul-horse in force.
        keys = list(dict.fromkeys([*keys, *hazard_long_events.further_keys(
            state, self.catalog, card, path, here, self.long_event_generation()),
            *hazard_events.mounted_keys(state, card, path),
            *hazard_events.beast_keys(state, self.played, card, path, here.site_type or ""),
            *hazard_events.lair_keys(state, self.catalog, card, path)]))
        site_keys = [k for k in keys if k.startswith(("site:", "site-type:"))] if always else []
        if state.creatures_prevented:  # at Mount Doom: its own keyings alone stand
            keys = []
        # Secret Entrance does nothing for a company moving to a site in a Dark-domain.
        keys = self.unbarred(state, keys, state.moved and region_type_of(here) == "dark-domain")
        keys = flights.undead_keys(state.undead_only, card, keys)  # Paths of the Dead
        keys = list(dict.fromkeys([*keys, *site_keys]))
        if not keys:
            return None
        burglar = state.the_hero
        cloaked = burglar is not None and burglar.untapped and any(
            i.name == "Elven Cloak" for i in burglar.items)
        if cloaked:
            keys = sorted(keys, key=lambda k: k == "region-type:wilderness")
        return keys

    def _play_hazard(self, ctx: Context[State], card_id: str, keys: list[str]) -> None:
        card = self.catalog.get(card_id)
        number = ctx.state.hazards_played + 1
        if corruption_cards.plays(self.played, card_id):
            bearer = corruption_cards.bearers(ctx.state, self.catalog, card_id)[0]
            ctx.emit("HazardPlayed", corruption_cards.RULE, card=card_id, number=number,
                     long=False, bearer=bearer.card_id, points=card.corruption_points or 0)
            return
        if not card.is_creature:
            script = hazards_in_play.scripted(card_id, self.long_event_generation())
            stays: dict[str, JSON] = {"stays": True} if script is not None and \
                script.stays_in_play or hazard_events.waits_in_play(self.played, card_id) \
                else {}
            if card_id == siege.CARD and siege.plays(self.played):
                stays = {"besieges": moves.site_of(ctx.state, self.catalog).id}
            if traitor.plays(self.played, card_id):  # waits for a failed corruption check
                stays = {"traitor": True}
            ctx.emit("HazardPlayed", "BWJ-SEQ-15", card=card_id, number=number,
                     long=card.event_type == "long", **stays)
            if script is not None and script.discards_resource_environments:
                for event, played in self._resource_environments(ctx.state):
                    if played is not None:  # a resource long-event
                        ctx.emit("EnvironmentDiscarded", "BWJ-LONG-1", card=event,
                                 played=played, by=card_id)
                gates_of_morning.discarded_by(ctx, card_id)  # its own environment
            if card_id == TWILIGHT and int(self.played) >= TWILIGHT_FROM:
                self._twilight(ctx, card_id)
            found = hazard_events.open_modes(ctx.state, self.catalog, self.played, card_id)
            if found and found[0].mode.effects[0].primitive in hazard_events.RING_EVENTS:
                self._ring_event(ctx, card_id, found[0])
            elif found and hazard_events.sends_back(ctx.state, self.played, card_id):
                hazard_events.send_back(ctx, self.catalog, card_id,  # Drowning Seas
                                        int(self.played) >= GOLDBERRY_FROM, allies.unable(
                                            ctx.state.wounded_allies, self.played,
                                            WOUNDED_GOLDBERRY_FROM))
            elif found and card_id == hobbit_events.DESOLATION and self._at_the_lair(
                    ctx.state, card_id):
                hazard_events.lair(ctx, card_id)
            elif found:  # the most detrimental to the Burglar (BWJ-SEQ-15)
                mode = self._most_detrimental(ctx.state, card_id, found)
                if mode.mode.effects[0].primitive == effects.CORRUPTION_CHECK:
                    self._hazard_check(ctx, card_id, mode)
                else:
                    hazard_events.play(ctx, self.catalog, card_id, mode)
            elif hazard_events.mounts(self.played, card_id):
                hazard_events.mount(ctx, card_id)
            return
        if keys == [mouth_of_sauron.AS_EVENT]:
            recalled = mouth_of_sauron.recalled(ctx.state.hazard_discard, self.catalog)
            ctx.emit("HazardPlayed", mouth_of_sauron.RULE, card=card_id, number=number,
                     long=False, as_event=True)
            ctx.emit("HazardRecalled", mouth_of_sauron.RULE, card=recalled, by=card_id)
            return
        ctx.emit("HazardPlayed", "BWJ-SEQ-10", card=card_id, number=number, keyed=keys[0],
                 **self._moonlit(ctx.state))
        self._declare(ctx, self._creature_attack(ctx.state, card_id), "hand", card_id,
                      rule="BWJ-SEQ-14", keyed=keys[0])

    def _most_detrimental(self, state: State, card_id: str,
                          found: Sequence[effects.HazardMode]) -> effects.HazardMode:
        """The mode of an event the hazard hand plays (BWJ-SEQ-15): a corruption check that
        may fail (``_check_target``); a treatment of a region or the site that lets a creature
        waiting face up in the row be keyed to the company this turn, where it could not be
        before (BWJ-SEQ-11 plays it next), the first such; else the first mode that applies,
        the card's own effect before its alternatives."""
        waiting = [c for c in state.row if self.catalog.get(c).is_creature]
        check = next((m for m in found if m.mode.effects[0].primitive
                      == effects.CORRUPTION_CHECK), None)
        if check is not None and self._check_target(state, check) is not None:
            return check  # Weariness of the Heart: a check that may fail
        for mode in found:
            if hobbit_events.treats(mode) and any(
                    self._creature_keys(state, self.catalog.get(c)) is None
                    and self._creature_keys(hazard_events.treated(state, self.catalog, card_id,
                                                                  mode),
                                            self.catalog.get(c)) is not None
                    for c in waiting):
                return mode
        return found[0]

    def _declare(self, ctx: Context[State], attack: Attack, origin: str, card: str | None,
                 rule: str | None = None, keyed: str | None = None) -> None:
        """An attack begins, with the scripted long-events in play (BWJ-LONG-1)."""
        bonuses = []
        generation = self.long_event_generation()
        doors = hazards_in_play.DOORS_OF_NIGHT in ctx.state.environments
        for event, _ in ctx.state.long_events:
            modifier = next((m for m in hazards_in_play.modifiers(event, generation, doors)
                             if m.applies(attack.races(), attack.automatic)), None)
            if modifier is not None:
                attack = attack.modified(modifier.strikes, modifier.prowess)
                bonuses.append(event)
        prowess, cards = resource_longs.attack_bonus(ctx.state, attack, self.played)
        if cards:  # Lapse of Will (BWJ-LONG-1)
            attack = attack.modified(0, prowess)
            bonuses.extend(cards)
        attack, horses = self._creature_bonus(attack, origin, ctx.state)
        aroused: dict[str, JSON] = {}
        if origin == "automatic":  # Arouse Minions and the like: the first one at the site
            prowess, cards = hazard_events.automatic_bonus(
                ctx.state, moves.site_of(ctx.state, self.catalog))
            if cards:
                attack = attack.modified(0, prowess)
                aroused = {"hazard_events": list(cards)}
        elif card is not None:  # Dragon's Desolation, Fell Beast: the next of their races
            strikes, prowess, cards = hazard_events.attack_bonus(ctx.state, attack.races(),
                                                                 self.played)
            if cards:
                attack = attack.modified(strikes, prowess)
            if chooser := hazard_events.chosen_by(self.played, cards):  # a Fell Beast
                aroused["defenders_chosen_by"] = chooser
            cards += hazard_events.mounts_spent(ctx.state, attack.races())  # Morgul-horse
            cards += hazard_events.lairs_spent(ctx.state, attack.races())  # at the lair
            if cards:
                aroused["hazard_events"] = list(cards)
        # Awaken Minions and the like, on the attack as it stands (BWJ-LONG-1).
        strikes, prowess, cards = hazard_long_events.attack_change(
            ctx.state, moves.site_of(ctx.state, self.catalog), attack, card is not None,
            generation)
        if cards:
            attack = attack.modified(strikes, prowess)
            bonuses.extend(cards)
        faced: dict[str, JSON] = {}
        if origin == "hand" and blades.plays(self.played):  # Morgul-knife, The Pale Sword
            joining = blades.joining(ctx.state, attack, ctx.state.hazard_limit
                                     - ctx.state.hazards_played)
            for blade in joining:
                ctx.emit("HazardPlayed", blades.RULE, card=blade,
                         number=ctx.state.hazards_played + 1, long=False, facing=card)
            if joining:
                attack = attack.modified(0, blades.prowess(joining))
                faced = {"blades": list(joining)}
        # No rule of its own: an automatic-attack, on entering or alone after a burglary.
        ctx.emit("AttackDeclared", rule or alone.automatic_rule(ctx.state, self.played),
                 attack=attack.to_json(), origin=origin, card=card, keyed=keyed,
                 long_events=bonuses, alone=ctx.state.alone, **horses, **aroused, **faced)
        self._creature_declared(ctx)

    def _moonlit(self, state: State) -> dict[str, JSON]:
        """The Moon, or Fog, treating the site path the creature is keyed to, if they do."""
        if not state.moved:
            return {}
        path = hazard_events.path(state, self.catalog)
        treated, by = resource_longs.treated(state, self.catalog, path, self.played)
        if not by:
            return {}
        # The Moon alone as it always was; Fog (with Gates of Morning) named beside it.
        cards: dict[str, JSON] = {"moon": by[0]} if by == (resource_longs.MOON,) \
            else {"treated_by": list(by)}
        return {**cards, "path": list(path), "treated": list(treated)}

    def _ring_event(self, ctx: Context[State], card_id: str,
                    mode: effects.HazardMode) -> None:
        """The Will of the Ring, The Precious, The Ring's Betrayal: the character it takes
        (the Burglar first, BWJ-SEQ-15) checks corruption at its modifier; failed, The Will's
        bearer leaves as from any failed check, The Precious takes the One Ring from his
        company's bearer and The Ring's Betrayal his own Ring, leaving him in play."""
        effect = mode.mode.effects[0]
        who = hazard_events.targets(ctx.state, self.catalog, mode)[0]
        bearer, ring = hazard_events.ring_taken(ctx.state, self.catalog, mode, who)
        name = self.catalog.get(card_id).name
        passed = self._corruption_checked(
            ctx, who, [Modifier(effect.amount, f"card:{card_id}", name, hazard_events.RULE)],
            leaves=effect.primitive != effects.RING_BETRAYAL, asked_by=card_id)
        still = ctx.state.character(bearer.card_id)
        if passed or effect.primitive == effects.ONE_RING_CHECK or ctx.state.outcome \
                is not None or still is None or ring not in still.items:
            return
        ctx.emit("ItemLost", hazard_events.RULE, character=bearer.card_id, card=ring.card_id,
                 name=ring.name, by=name)

    def _at_the_lair(self, state: State, card_id: str) -> bool:
        """Whether Dragon's Desolation is played as its alternative (BWJ-SEQ-15): it lets a
        Dragon waiting face up in the row attack the company at its new site, where nothing
        else would key it (BWJ-SEQ-11 plays it next); else its +2 to the next Dragon attack."""
        if not hazard_events.lairs(self.played):
            return False
        lit = replace(state, hazard_effects=(*state.hazard_effects, (
            card_id, hazard_events.AT_THE_LAIR, hobbit_events.COMPANY, 0)))
        return any(self._creature_keys(state, self.catalog.get(c)) is None
                   and self._creature_keys(lit, self.catalog.get(c)) is not None
                   for c in state.row if self.catalog.get(c).is_creature)

    def _check_target(self, state: State, mode: effects.HazardMode) -> Character | None:
        """The character a corruption check of the hazard hand takes, the Burglar first
        (BWJ-SEQ-15): the first who may fail it (None: no one may); from
        ``WEARINESS_ASSURED_FROM`` not one whose check Nenya's waiting gift makes succeed
        (``hobbit.nenya.spares``)."""
        return next((who for who in hazard_events.targets(state, self.catalog, mode)
                     if self._check_may_fail(state, who) and not nenya.spares(
                         self._assured(state, who), self.played, WEARINESS_ASSURED_FROM)),
                    None)

    def _hazard_check(self, ctx: Context[State], card_id: str,
                      mode: effects.HazardMode) -> None:
        """Weariness of the Heart's check: on one who may fail it, else the Burglar first; a
        failure takes him as any failed check does."""
        who = self._check_target(ctx.state, mode) \
            or hazard_events.targets(ctx.state, self.catalog, mode)[0]
        self._corruption_checked(ctx, who, asked_by=card_id)

    def _strike_added(self, state: State, character: str) -> tuple[int, Sequence[str]]:
        """Fury of the Iron Crown waiting for this hazard creature's attack: +4 to the strike
        the attacker chooses."""
        fight = state.combat
        if fight is None or not fight.card or character != hazard_events.fury_strike(
                state, fight.assigned):
            return 0, ()
        found = hazard_events.fury(state, fight.attack.races(), self.played)
        return sum(amount for _, amount in found), [card for card, _ in found]

    def _end_attack(self, ctx: Context[State]) -> None:
        """The attack is over; a permanent-event's own attack defeated, the card leaves play
        (Balrog of Moria); a Fury of the Iron Crown on it is spent."""
        fight = ctx.state.combat
        assert fight is not None
        spent = hazard_events.fury(ctx.state, fight.attack.races(), self.played) \
            if fight.card else []
        for card, _ in spent:
            ctx.emit("HazardEffectEnded", hazard_events.RULE, card=card,
                     effect=effects.STRIKE_FURY, by=fight.card)
        going = hazard_long_events.leaving(ctx.state, fight.attack,
                                           self.long_event_generation())
        defeated = fight.attack_defeated
        super()._end_attack(ctx)
        # On one it wounded, else discarded; those of a Nazgûl attack set aside wait for it.
        for blade in () if ctx.state.set_aside else ctx.state.blades:
            who = blades.bearer(ctx.state, fight.wounded)
            if who is None or ctx.state.outcome is not None:
                ctx.emit("BladeDiscarded", blades.RULE, card=blade, reason=blades.NONE_WOUNDED)
            else:
                ctx.emit("HazardPlacedOnCharacter", blades.RULE, card=blade, character=who,
                         points=self.catalog.get(blade).corruption_points or 0)
        if going is not None and defeated:
            ctx.emit("HazardEventLeft", coe.ATTACK_RESULT, card=going.card_id,
                     name=going.name)
        if self.keeps_corruption_cards():  # Despair of the Heart, for each one wounded
            self._card_checks(ctx, card_checks.wounded(ctx.state.corruption,
                                                       ctx.state.company, fight.wounded))

    @staticmethod
    def _in_play(state: State) -> tuple[str, ...]:
        """The hazard events in play: long-events and permanent environments."""
        return (*(e for e, _ in state.long_events), *state.environments)

    # -- evolve -----------------------------------------------------------------------------
    def _on_HazardPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        index = state.row.index(card)
        state = replace(state, row=state.row[:index] + state.row[index + 1:],
                        hazards_played=state.hazards_played + 1)
        if d.get("keyed") is not None:
            return state  # a creature: discarded when its attack ends
        if d.get("traitor"):
            return replace(state, traitors=(*state.traitors, card))
        if d.get("facing") is not None:  # a blade, on the Nazgûl attack declared next
            return replace(state, blades=(*state.blades, card))
        if d.get("bearer") is not None:  # a corruption card, on a character
            return replace(corruption_cards.placed(state, str(d["bearer"]), card,
                                                   int(d["points"])),
                           corrupted=(*state.corrupted, str(d["bearer"])))
        if d.get("long"):
            return replace(state, long_events=(*state.long_events, (card, state.turn)))
        if d.get("besieges"):
            return replace(state, sieges=(*state.sieges, (card, str(d["besieges"]))))
        if d.get("stays"):
            return replace(state, environments=(*state.environments, card))
        return replace(state, hazard_discard=(*state.hazard_discard, card))

    def _queued_attack(self, ctx: Context[State]) -> bool:
        """A Traitor's attack, once no other is under way: on the character of the company
        the hazard side ranks first (BWJ-SEQ-14), never the traitor."""
        state = ctx.state
        if not state.traitor_attacks or state.outcome is not None:
            return False
        who, prowess = state.traitor_attacks[0]
        targets = sorted((c for c in state.company if c.card_id != who), key=self.attack_rank)
        if not targets:
            ctx.emit("TraitorAttackNotMade", traitor.RULE, character=who, reason=traitor.NO_ONE)
            return True
        self._declare(ctx, traitor.attack(self._name(who), prowess), traitor.ORIGIN, None,
                      rule=traitor.RULE)
        fight = ctx.state.combat
        if fight is None or fight.canceled or ctx.state.outcome is not None:
            return True
        ctx.emit("StrikeAssigned", traitor.ATTACK_RULE, character=targets[0].card_id,
                 by="attacker")
        ctx.emit("StrikesAssigned", self.assignment_rule(), excess=0, excess_on=None)
        return True

    def _attack_at_once(self, state: State) -> bool:
        """From ``traitor.AT_ONCE_SINCE`` a Traitor's attack is made at once during another
        attack, that one set aside till it is over."""
        return traitor.attack_at_once(state, self.played)

    def _on_TraitorTurned(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        index = state.traitors.index(card)
        attacks = (*state.traitor_attacks, (str(d["character"]), int(d["prowess"]))) \
            if d.get("attacks") else state.traitor_attacks
        return replace(state, traitors=state.traitors[:index] + state.traitors[index + 1:],
                       hazard_discard=(*state.hazard_discard, card), traitor_attacks=attacks)

    def _on_TraitorAttackNotMade(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, traitor_attacks=state.traitor_attacks[1:])

    def _on_HazardPlacedOnCharacter(self, state: State, d: Mapping[str, Any]) -> State:
        card, who = str(d["card"]), str(d["character"])
        state = corruption_cards.placed(state, who, card, int(d["points"]))
        return replace(state, blades=tuple(b for b in state.blades if b != card),
                       corrupted=(*state.corrupted, who))

    def _on_BladeDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        return replace(state, blades=tuple(b for b in state.blades if b != card),
                       hazard_discard=(*state.hazard_discard, card))

    def _on_HazardRecalled(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        index = state.hazard_discard.index(card)
        return replace(state, hazard_discard=state.hazard_discard[:index]
                       + state.hazard_discard[index + 1:], hazard_hand=(*state.hazard_hand, card))

    def _on_HazardEventLeft(self, state: State, d: Mapping[str, Any]) -> State:
        card = str(d["card"])
        traitors = list(state.traitors)  # a Traitor waiting (The Cock Crows): one copy goes
        if card in traitors:
            traitors.remove(card)
        return replace(state, environments=tuple(c for c in state.environments if c != card),
                       traitors=tuple(traitors), hazard_discard=(*state.hazard_discard, card))

    def _on_HazardEffectInForce(self, state: State, d: Mapping[str, Any]) -> State:
        # Words of Power and Terror: every character's prowess to the end of the turn.
        weaker = int(d["amount"]) if d["effect"] == effects.COMPANY_PROWESS_TURN else 0
        return replace(state, company_prowess=state.company_prowess + weaker,
                       hazard_effects=(*state.hazard_effects, (
                           str(d["card"]), str(d["effect"]), str(d["target"]),
                           int(d["amount"]))))

    def _on_HazardEffectEnded(self, state: State, d: Mapping[str, Any]) -> State:
        card, effect = str(d["card"]), str(d["effect"])
        return replace(state, hazard_effects=tuple(
            e for e in state.hazard_effects if (e[0], e[1]) != (card, effect)))

    def _on_AttackDeclared(self, state: State, d: Mapping[str, Any]) -> State:
        spent = [str(c) for c in d.get("hazard_events") or ()]  # on this automatic-attack
        slayer = state.stealth_slayer if d["origin"] == series.ORIGIN else ""
        if d["origin"] == traitor.ORIGIN:  # the Traitor's queued attack, made
            state = replace(state, traitor_attacks=state.traitor_attacks[1:])
        chooser = str(d.get("defenders_chosen_by") or "")  # a Fell Beast's other copies wait
        return replace(super()._on_AttackDeclared(state, d), canceled_by="", last_card="",
                       hazard_effects=hazard_events.spent(state, spent, chooser),
                       stealth_slayer=slayer)
