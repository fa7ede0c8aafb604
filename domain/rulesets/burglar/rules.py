"""What the scenario's phases share: the company's journey this turn, the resource hand's
size and bringing the hand to it, and the steps one phase hands on to another."""

from __future__ import annotations

from abc import abstractmethod

from domain.engine import effects, hazards_in_play, site_rules
from domain.engine.company import company_size
from domain.engine.hazard_limit import base_hazard_limit
from domain.errors import IllegalAction
from domain.ruleset import Context, played_since
from domain.rulesets.burglar import (
    cock_crows,
    corruption_cards,
    gates_of_morning,
    hazard_events,
    hazard_long_events,
    moves,
    sacrifice_of_form,
    site_path,
)
from domain.rulesets.burglar.hazard_events import path as hazard_path
from domain.rulesets.burglar.state import BRIDGE, LONG_EVENTS, OPTIONAL_DISCARD, State
from domain.rulesets.burglar.versions import (
    ARMY_OF_THE_DEAD_FROM,
    CARD_CHECKS_ASKED_FROM,
    FLIGHTS_APART_FROM,
    HAND_BONUS_FROM,
    HAND_SIZE,
    HEALING_SITES_FROM,
    OLD_ROAD_FROM,
    SHADOWFAX_FROM,
    SITE_RULES_FROM,
    TRAVEL_FROM,
)
from domain.rulesets.hobbit import (
    HobbitScenario,
    army_of_the_dead,
    book_of_mazarbul,
    character_texts,
    gates_treatments,
    old_road,
    palantiri,
    shadowfax,
    travel,
)
from domain.rulesets.hobbit import corruption_cards as card_checks
from domain.rulesets.hobbit.moves import Legal, collector
from domain.rulesets.hobbit.state import (
    BEFORE_ENTERING,
    END_OF_TURN,
    ENTERED,
    LONG_EVENT,
    MOVEMENT_HAZARD,
    SITE,
    Combat,
)


class BurglarRules(HobbitScenario[State]):
    """The Hobbit scenario with what this scenario's phases share; each phase module
    subclasses it."""

    def _creature_played(self, fight: Combat) -> str:
        """Every hazard creature comes from the hazard hand, played and resolved at once
        (BWJ-SEQ-10)."""
        return "BWJ-SEQ-10"

    def _journey(self, state: State) -> travel.Journey | None:
        """From ``TRAVEL_FROM``: the company's site path from where it began the turn, its new
        site's region and type and its hazard limit as it stands (BWJ-SEQ-13)."""
        if int(self.played) < TRAVEL_FROM:
            return None
        here = moves.site_of(state, self.catalog)
        path = gates_treatments.treated_path(site_path.from_turn_start(state, self.catalog) or (),
                                             state.resource_treatments) \
            if state.moved and not state.moved_by else ()  # by a card: no site path
        limit = max(effects.HAZARD_LIMIT_FLOOR,
                    base_hazard_limit(company_size(state.company)) + state.limit_change) \
            + self._site_limit_bonus(state)
        return travel.Journey(tuple(path), here.region or "" if state.moved else "",
                              state.moved, limit,
                              here.site_type or "" if state.moved else "",
                              int(self.played) >= FLIGHTS_APART_FROM,
                              gates_of_morning.lit(state, self.played))

    def _treat_scene(self, state: State) -> gates_treatments.Scene:
        """What ``hobbit.gates_treatments`` reads: Quiet Lands and Stars are played in the
        long-event phase, once the company's move is known (BWJ-SEQ-3). Neither asks for a
        move: a company staying meets the hazard hand at its site (BWJ-SEQ-4), so Quiet Lands
        may treat that site; with no site path there is no region to treat. The Evenstar's
        region is treated while the hazard hand plays on the company (BWJ-SEQ-10)."""
        return gates_treatments.Scene(
            state.hand, gates_of_morning.lit(state, self.played),
            state.phase == LONG_EVENT and state.step == LONG_EVENTS and state.combat is None,
            state.phase == MOVEMENT_HAZARD, hazard_path(state, self.catalog),
            hazard_events.site(state, self.catalog), state.resource_treatments)

    def _shadowfax_scene(self, state: State, ending: bool | None = None) -> shadowfax.Scene:
        """What ``hobbit.shadowfax`` reads: the company's allies, the sites of the site deck
        starter movement reaches from its site, and whether its movement/hazard phase is
        ending (the game waiting for a move on; ``ending`` given: as if it were)."""
        if ending is None:
            ending = state.phase == MOVEMENT_HAZARD and state.step == BRIDGE
        return shadowfax.Scene(state.allies, state.tapped_allies, state.wounded_allies,
                               state.company, self.catalog, ending,
                               moves.destinations(state, self.catalog))

    def plays_old_road(self) -> bool:
        return played_since(self.played, OLD_ROAD_FROM)

    def _old_road_scene(self, state: State) -> old_road.Scene:
        """What ``hobbit.old_road`` reads of the company: it may act in its site phase, before
        entering its site or once entered, unless an event holds it (River)."""
        site = moves.site_of(state, self.catalog)
        return old_road.Scene(
            state.company, site, site.id in state.tapped_sites, state.hand,
            [self.catalog.get(s) for s in state.sites], self.catalog,
            state.outcome is None and state.phase == SITE
            and state.step in (BEFORE_ENTERING, ENTERED)
            and hazard_events.held(state) is None,
            state.combat is not None or bool(state.pending_attacks))

    def _riding(self) -> bool:
        """Whether the version played plays Shadowfax's ride on (``SHADOWFAX_FROM``)."""
        return played_since(self.played, SHADOWFAX_FROM)

    def _riders(self, state: State) -> list[str]:
        """Shadowfax, where he may carry the company on as its movement/hazard phase ends
        (``SHADOWFAX_FROM``)."""
        if not self._riding() or state.outcome is not None:
            return []
        return shadowfax.riders(self._shadowfax_scene(state, ending=True))

    def _site_limit_bonus(self, state: State) -> int:
        """From ``SITE_RULES_FROM``, how much higher the hazard limit of a company that moved
        to its site is by the site's card (Barad-dûr, Mount Doom: ``site_rules``)."""
        if not state.moved or int(self.played) < SITE_RULES_FROM:
            return 0
        return site_rules.LIMIT_BONUS.get(moves.site_of(state, self.catalog).id, 0)

    def _keyed_regardless(self, state: State) -> bool:
        """From ``SITE_RULES_FROM``, whether a creature may be keyed to the company's site
        whatever other cards say (Mount Doom: ``site_rules``)."""
        return int(self.played) >= SITE_RULES_FROM \
            and moves.site_of(state, self.catalog).id in site_rules.ALWAYS_KEYED

    def _healed(self, ctx: Context[State], healed: str, state: str, by: str) -> None:
        """From ``HEALING_SITES_FROM``, at Old Forest or Rhosgobel a healing effect reaches
        every character at the site: each other wounded character of the company heals the
        same way (``site_rules``)."""
        here = moves.site_of(ctx.state, self.catalog)
        if int(self.played) < HEALING_SITES_FROM or here.id not in site_rules.HEALING_SITES:
            return
        what = self.catalog.get(by).name if by in self.catalog else "The healing"
        for other in [c.card_id for c in ctx.state.company if c.wounded and c.card_id != healed]:
            held = "tapped" if ctx.state.untap_bar(other) else state  # Rescue Prisoners
            ctx.emit("CharacterStateChanged", site_rules.HEALING_RULE, character=other,
                     state=held, reason=site_rules.heal_reason(what, here.name))

    def plays_army_of_the_dead(self) -> bool:
        return int(self.played) >= ARMY_OF_THE_DEAD_FROM

    def _army_moves(self, state: State, out: Legal) -> None:
        """From ``ARMY_OF_THE_DEAD_FROM``, the Army of the Dead brought into play by Aragorn
        II once the site is entered (``hobbit.army_of_the_dead``)."""
        if not self.plays_army_of_the_dead() or state.outcome is not None \
                or state.phase != SITE or state.step != ENTERED or state.pending_attacks \
                or state.combat is not None:
            return
        site = moves.site_of(state, self.catalog)
        army_of_the_dead.moves(state.hand, state.company, self.catalog, site,
                               site.id in state.tapped_sites, state.moved_by, collector(out))

    def _army_refusal(self, state: State, action: str) -> IllegalAction | None:
        """Why ``influence:<Army of the Dead>:<character>`` is refused, naming the reason
        (None: another card, or a version that does not play it)."""
        if not self.plays_army_of_the_dead():
            return None
        site = moves.site_of(state, self.catalog)
        return army_of_the_dead.refusal(state.hand, state.company, self.catalog, site,
                                        site.id in state.tapped_sites, state.moved_by, action)

    def _spell_back_open(self, state: State) -> bool:
        """Whether Saruman's spell taken back may be played now (``hobbit.spell_back``): from
        ``spell_back_from``, as the end-of-turn phase begins (before the optional discard)."""
        return state.outcome is None and state.phase == END_OF_TURN \
            and state.step == OPTIONAL_DISCARD \
            and character_texts.plays(self.played, self.spell_back_from)

    def _doors_in_play(self, state: State) -> bool:
        return hazards_in_play.DOORS_OF_NIGHT in state.environments

    def _hand_limit(self, state: State) -> int:
        """The resource hand's size: five (BWJ-SEQ-16, BWJ-SEQ-18), and from
        ``HAND_BONUS_FROM`` one more for each character of the company whose card gives it
        where the company is (Elrond at Rivendell, Galadriel at Lórien, Círdan at the Grey
        Havens, Pallando anywhere)."""
        return HAND_SIZE + character_texts.hand_bonus(
            self.played, HAND_BONUS_FROM, [self.catalog.get(c.card_id) for c in state.company],
            moves.site_of(state, self.catalog)) + (
            book_of_mazarbul.hand_bonus(state.tapped_items, self.catalog)
            if self.plays_book() else 0)  # a Book of Mazarbul tapped

    def _adjust_hand(self, ctx: Context[State], rule: str) -> None:
        """Bring the resource hand to its size: draw up, or discard the excess (player's
        choice)."""
        held, size = len(ctx.state.hand), self._hand_limit(ctx.state)
        if held > size:
            ctx.emit("HandOverLimit", rule, cards=held,
                     **({"size": size} if size != HAND_SIZE else {}))
        elif held < size:
            self._draw(ctx, size - held, rule)

    # -- corruption cards kept on characters (``corruption_cards``) ---------------------------
    def keeps_corruption_cards(self) -> bool:
        return int(self.played) >= corruption_cards.SINCE

    def _cards_borne(self, state: State) -> list[tuple[str, str]]:
        return [(who, card) for who, card, _ in state.corruption]

    def _cards_corruption(self, state: State, who: str) -> int:
        return corruption_cards.points(state, who)

    # -- what a palantír's power acts on (``hobbit.palantir_uses``) ---------------------------
    def _palantir_environments(self, state: State) -> tuple[str, ...]:
        """The hazard permanent-events in play on no character a Palantír of Osgiliath may
        discard, as The Cock Crows names them: on their own, a Siege as ``<card>@<site>``."""
        mine = {c.card_id for c in state.company}
        return tuple(t for t in cock_crows.targets(state, self.catalog)
                     if t.partition("@")[2] not in mine)

    def _environment_discarded(self, ctx: Context[State], card: str, by: str) -> None:
        cock_crows.discard(ctx, self.catalog, card, by, self._name(by), palantiri.RULE)

    def _looks_canceled(self, state: State) -> str:
        """Bane of the Ithil-stone in play cancels the stones' looks at a deck (from
        ``BANE_SEARCHES_FROM``, as it cancels the other searches)."""
        found = hazard_long_events.canceling_searches(state, self.long_event_generation())
        return "" if found is None else (f"{found.name} is in play, canceling any search of or "
                                         "look at a play deck or a discard pile")

    def _palantir_stored(self, state: State) -> tuple[str, ...]:
        return tuple(card for card, _ in state.stored)

    def _card_checks(self, ctx: Context[State], found: list[card_checks.Found]) -> None:
        """The checks the corruption cards ask (``hobbit.corruption_cards``), each naming its
        card from ``CARD_CHECKS_ASKED_FROM``."""
        named = played_since(self.played, CARD_CHECKS_ASKED_FROM)

        def check(ctx: Context[State], who: str, rule: str, card: str) -> None:
            bearer = ctx.state.character(who)
            if bearer is not None:
                self._corruption_checked(ctx, bearer, asked_by=card if named else "")

        card_checks.checks(ctx, check, found)

    def _untap_ended(self, ctx: Context[State]) -> None:
        """Lure of the Senses at a Haven, The Burden of Time on an Elf away from one."""
        if self.keeps_corruption_cards():
            state = ctx.state
            self._card_checks(ctx, card_checks.untap(
                state.corruption, state.company, moves.site_of(state, self.catalog).is_haven))

    def _movement_checks(self, ctx: Context[State]) -> None:
        """As the company's movement/hazard phase ends: Lure of Nature for each Wilderness of
        its site path, Lure of Creation on a Wizard whose company moved to a Haven."""
        if not self.keeps_corruption_cards():
            return
        state = ctx.state
        path = hazard_path(state, self.catalog)
        self._card_checks(ctx, card_checks.movement_ended(
            state.corruption, state.company, sum(1 for r in path if r == "wilderness"),
            state.moved, moves.site_of(state, self.catalog).is_haven))

    def _remove(self, state: State, card_id: str) -> State:
        """A character leaving play takes his corruption cards to the hazard discard pile."""
        return sacrifice_of_form.gone(
            corruption_cards.bearer_gone(super()._remove(state, card_id), card_id), card_id)

    @abstractmethod
    def _long_event_phase(self, ctx: Context[State]) -> None:
        """The long-event phase begins (``long_event_phase``)."""

    @abstractmethod
    def _after_movement(self, ctx: Context[State]) -> None:
        """The movement/hazard phase is over: on to the site phase or the end of the turn
        (``movement``)."""
