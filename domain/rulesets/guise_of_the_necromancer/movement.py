"""The movement/hazard phase (CoE 2.IV) around the hazard hand: how many hazards a
company faces (GON-HH-3), the resources drawn on moving, the clock (GON-GEN-2), where a
creature can be keyed (GON-DUD-4), and the company's arrival, which may end The Investigation
(GON-STAGE-1); and the facts they record."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.canonical import JSON
from domain.cards import Card
from domain.engine import coe, effects, site_rules
from domain.engine.keying import region_type_of
from domain.engine.movement import STARTER_MOVEMENT, drawing_site
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.guise_of_the_necromancer import (
    alatar,
    ally_strikes,
    corruption_cards,
    creatures,
    decks,
    gates_cards,
    hand_cards,
    hazard_events,
    hazard_hand,
    long_events,
    morannon,
    moves,
    palantiri,
    printed_rules,
    radagast,
    rescue,
    rides,
    site_draws,
    white_tree,
)
from domain.rulesets.guise_of_the_necromancer.rules import GuiseRules
from domain.rulesets.guise_of_the_necromancer.state import (
    BRIDGE,
    HAZARDS,
    INVESTIGATION,
    NOT_SITE,
    OBJECTIVES,
    SITE_KEYS,
    WATCHFUL_PEACE,
    WILDERNESS,
    Company,
    Slot,
    State,
)
from domain.rulesets.hobbit import allies, character_texts, flights, great_road, shadowfax
from domain.rulesets.hobbit.moves import Move

DRAW_ON_MOVING = coe.DRAWS_ON_MOVING


class MovementHazard(GuiseRules):
    def _begin_hazards(self, ctx: Context[State], company: Company) -> None:
        """GON-HH-3: as many hazards as an opponent could draw, at least two. A moving company
        draws by its new site, or by its site of origin when it moves to a haven; the player
        draws resources by the same card (CoE 2.IV.v)."""
        here, site, path = self._way(ctx.state, company)
        moving = company.destination is not None
        if moving:  # the alignments and stones a moving company leaves (``palantiri``)
            palantiri.moved(ctx, self.catalog, self.played, company)
        numbers = drawing_site(here, site)
        count = max(2, numbers.hazard_draw or 0) if moving else 2
        if any(on == company.id for on, _ in ctx.state.road):
            count *= great_road.DRAW_TIMES  # Great-road: twice the hazards
        # Alatar as the player's Wizard: an opponent could draw one fewer for his company's
        # movement, still at least two (an allied Wizard's text is ignored, GON-SETUP-5).
        counted = count
        if moving:
            count = max(2, character_texts.fewer_hazard_draws(
                self.played, alatar.SINCE, [c.card_id for c in company.characters
                                            if c.card_id == ctx.state.wizard], count))
        ctx.emit("MovementHazardBegan", "GON-HH-3", company=company.id, origin=here.id,
                 destination=site.id if moving else None, path=list(path), cards=count,
                 **({"fewer_draws": counted - count} if count < counted else {}))
        # Radagast as the player's Wizard draws one more for each Wilderness of the site
        # path; an allied Wizard's text is ignored (GON-SETUP-5).
        wild = character_texts.wilderness_draws(
            self.played, printed_rules.WILDERNESS_DRAWS_FROM,
            [self.catalog.get(c.card_id) for c in company.characters
             if c.card_id == ctx.state.wizard], path) if moving else 0
        drawing = (numbers.resource_draw or 0) if moving else 0
        if drawing and not site_draws.draws(self.played, company.characters):
            site_draws.none(ctx, company.id, numbers.id, drawing)  # no avatar, no mind 3+
            drawing = 0
        if drawing and site_draws.plays(self.played) and site_draws.asks(drawing):
            # the player chooses how many of the site's cards (``site_draws``)
            site_draws.offer(ctx, company.id, numbers.id, drawing, count, wild)
            return
        if drawing:
            self._draw(ctx, drawing, DRAW_ON_MOVING,
                       site=numbers.id if site_draws.plays(self.played) else "")
        self._wilderness_draws(ctx, company.id, wild, count)

    def _wilderness_draws(self, ctx: Context[State], company: str, wild: int,
                          count: int) -> None:
        """After the site's draw: Radagast's ``wild`` draws, the player choosing how many
        (``radagast``), else the hazard hand of ``count`` hazards."""
        if wild and radagast.plays(self.played):  # the player chooses how many (``radagast``)
            radagast.offer(ctx, company, ctx.state.wizard, wild, count)
            return
        if wild:
            self._draw(ctx, wild, DRAW_ON_MOVING)
        self._fill_hazard_hand(ctx, count)

    def _do_draw(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """The site's draws as the player chose them (``site_draws``), then Radagast's; or
        Radagast's as the player chose them, then the hazard hand (``radagast``)."""
        if ctx.state.site_draw_offer is not None:
            wild, count = site_draws.choose(ctx, move, self._draw)
            self._wilderness_draws(ctx, move.holder, wild, count)
            return
        self._fill_hazard_hand(ctx, radagast.choose(ctx, move, self._draw))

    def _fill_hazard_hand(self, ctx: Context[State], count: int) -> None:
        """GON-HH-3, GON-HH-4: ``count`` hazards placed face down, then the hand turned up."""
        if self._place(ctx, count, "GON-HH-3"):
            ctx.emit("HazardHandRevealed", "GON-HH-4",
                     cards=[s.card for s in ctx.state.hazard_hand])

    def _end_hazards(self, ctx: Context[State], company: Company) -> None:
        here, site, path = self._way(ctx.state, company)
        moved = company.destination is not None
        if moved:
            self._arrive(ctx, company.id, here, site)
        # After the arrival: a check failed there may leave the company empty, gone.
        corruption_cards.movement_ended(ctx, self._card_check, company.id, moved, path,
                                        site.is_haven)
        if ctx.state.outcome is not None:
            return
        arrived = ctx.state.company(company.id)
        riders = rides.riders(ctx.state, self.catalog, arrived, self.played) \
            if arrived is not None else []
        if riders:  # Shadowfax (and Bridge, where it may be played): the company may move on
            cards = [p.card for p in hand_cards.bridges(
                replace(ctx.state, step=BRIDGE), self.catalog, self._generation(),
                self.played)] if moved else []
            ctx.emit("MoveOnOffered", shadowfax.RULE, company=company.id,
                     site=arrived.location if arrived else site.id, allies=riders,
                     cards=list(dict.fromkeys(cards)))
            return
        if moved and arrived is not None and hand_cards.bridges(
                replace(ctx.state, step=BRIDGE), self.catalog, self._generation(),
                self.played):
            # Bridge: the player may move the company on from the Haven it reached.
            ctx.emit("BridgeMayBePlayed", coe.SHORT_EVENT, company=company.id, site=site.id)
            return
        ctx.emit("CompanyPhaseEnded", "CoE-2.IV", company=company.id)

    def _do_bridge_done(self, ctx: Context[State], move: Move,
                        args: Mapping[str, JSON]) -> None:
        ctx.emit("CompanyPhaseEnded", "CoE-2.IV", company=move.holder)

    def _on_BridgeMayBePlayed(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, step=BRIDGE)

    def _on_MoveOnOffered(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, step=BRIDGE)

    def _do_ally_ride(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """Shadowfax taps and the company moves on (``rides``): a movement/hazard phase follows
        for that move."""
        company = ctx.state.company(move.holder)
        assert company is not None
        ctx.emit("AllyTapped", shadowfax.RULE, ally=move.card,
                 use=f"company {move.holder} moves again, to {move.place}")
        ctx.emit("CompanyMovesOn", STARTER_MOVEMENT, company=move.holder,
                 origin=company.location, to=move.target, card=move.card)

    def _on_CompanyMovesOn(self, state: State, d: Mapping[str, Any]) -> State:
        """Bridge: the company moves on from its Haven, a movement/hazard phase following."""
        company = state.company(str(d["company"]))
        assert company is not None
        return replace(state.with_company(replace(company, destination=str(d["to"]))),
                       step="")

    def _place(self, ctx: Context[State], count: int, rule: str) -> bool:
        """Put cards from the hazard deck face down at the left end of the hazard hand; the
        game is lost when the last card is drawn (GON-GEN-2)."""
        cards = list(ctx.state.hazard_deck[:count])
        ctx.emit("HazardsPlaced", rule, cards=cards)
        return self._clock(ctx)

    def _clock(self, ctx: Context[State]) -> bool:
        if ctx.state.hazard_deck:
            return True
        ctx.emit("GameEnded", "GON-GEN-2", outcome="lost", ended_by="hazard deck exhausted",
                 reason="the last card of the hazard deck was drawn", clause="GON-WIN-8")
        return False

    def _open_modes(self, state: State, company: Company,
                    card: Card) -> list[effects.HazardMode]:
        """The modes of a hazard event this version plays by its card that the company's
        move lets be played now (``hazard_events``; []: none, or not such an event)."""
        if not hazard_events.plays(card.id, self.played):
            return []
        _, site, path = self._way(state, company)
        return hazard_events.open_modes(state, self.played, company, card.id, site, path)

    def _keys(self, state: State, company: Company, card: Card) -> list[str]:
        """How a creature can be keyed to the company (GON-DUD-4): by its printed keying, and
        from ``creatures.PLACES_FROM`` by the further places its text names."""
        here, site, path = self._way(state, company)
        faced = [c for c, _ in state.faced_by(company.id) if c]
        # Minas Tirith is keyed to as a Haven with The White Tree in play (``white_tree``).
        keyed = white_tree.keyed_site(state, site)
        # The Moon or Fog in play treats the regions as other types (``long_events``).
        # A region a resource treated is not treated again (``gates_cards.kept``).
        moonlit = gates_cards.kept(state, company.id, path,
                                   long_events.keyed_path(state, path, self.played))
        keys = [*hazard_hand.keys(card, moonlit, keyed),
                *creatures.further_keys(self.played, card.id, here, keyed, path,
                                        company.destination is not None, faced)]
        # Mount Doom: a creature may always be keyed to it, whatever other cards say.
        always = [k for k in keys if k.startswith(("site:", "site-type:"))] \
            if played_since(self.played, printed_rules.SITE_RULES_FROM) \
            and site.id in site_rules.ALWAYS_KEYED else []
        if company.id in state.creatures_prevented:
            return always  # Stealth: no hazard creature may be played on it this turn
        barred = {what for which, what in state.keying_barred if which == company.id}
        # Secret Entrance does nothing for a company moving to a site in a Dark-domain.
        if company.destination is not None and region_type_of(site) == "dark-domain":
            barred.discard(SITE_KEYS)
        # Secret Passage: only to the new site, while it is the Ruins & Lairs it was played for;
        # Eagle-mounts: only to the site it flew the company to.
        if NOT_SITE in barred and company.destination is not None \
                and (site.site_type == hand_cards.PASSAGE_SITE_TYPE or company.by_card):
            keys = [k for k in keys if k.startswith(("site:", "site-type:"))]
        # Paths of the Dead: only Undead, whatever their keying.
        keys = flights.undead_keys(company.id in state.undead_only, card, keys)
        kept = [k for k in keys
                if not (WILDERNESS in barred and k == f"region-type:{WILDERNESS}")
                and not (SITE_KEYS in barred and k.startswith(("site:", "site-type:")))]
        return [*kept, *(k for k in always if k not in kept)]

    def _arrive(self, ctx: Context[State], company_id: str, origin: Card, site: Card) -> None:
        others_stay = any(c.location == origin.id and c.id != company_id
                          for c in ctx.state.companies)
        # A company yet to arrive there keeps the card in play too (``moves.shared_sites``).
        if played_since(self.played, moves.SHARED_SITE_SINCE):
            others_stay = others_stay or any(c.destination == origin.id and c.id != company_id
                                             for c in ctx.state.companies)
        leaves = None
        # Morannon's site leaves play with the card, neither a site card discarded nor back in
        # the location deck.
        if morannon.left(ctx, company_id, origin, site):
            others_stay = True
        if not origin.is_haven and not others_stay:
            leaves = "discard" if origin.id in ctx.state.tapped_sites else "location deck"
        ctx.emit("CompanyMoved", "CoE-2.II.7.i", company=company_id, origin=origin.id,
                 to=site.id, site_card=leaves)
        moved = ctx.state.company(company_id)
        if moved is not None and ally_strikes.plays_texts(self.played):
            # An ally bound to regions the site is not in leaves (``hobbit.allies``).
            allies.left_regions(ctx, ctx.state.allies, self.catalog, site, moved.ids())
        state = ctx.state
        if state.stage == INVESTIGATION and state.rescued and site.name == decks.HOME:
            returned = [c for c in state.resource_discard if self.catalog.get(c).is_site]
            ctx.emit("InvestigationEnded", "GON-STAGE-1", company=company_id,
                     general_influence=decks.FULL_GENERAL_INFLUENCE, sites=returned,
                     objective=OBJECTIVES[WATCHFUL_PEACE],
                     rules=["GON-STAGE-2", "GON-STAGE-4", "GON-STAGE-5"])
            ctx.shuffle("resources", [*ctx.state.resource_deck, *ctx.state.resource_sideboard],
                        "GON-STAGE-3", sideboard=True)
            ctx.shuffle("hazards", [*ctx.state.hazard_deck, *ctx.state.hazard_sideboard],
                        "GON-STAGE-3", sideboard=True)

    def _on_MorannonPlaced(self, state: State, d: Mapping[str, Any]) -> State:
        return morannon.evolve(state, "MorannonPlaced", d)

    def _on_MorannonDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        return morannon.evolve(state, "MorannonDiscarded", d)

    def _on_MovementHazardBegan(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, step=HAZARDS)

    def _on_ResourceDrawsOffered(self, state: State, d: Mapping[str, Any]) -> State:
        return site_draws.evolve(state, site_draws.OFFERED, d)

    def _on_ResourceDrawsChosen(self, state: State, d: Mapping[str, Any]) -> State:
        return site_draws.evolve(state, site_draws.CHOSEN, d)

    def _on_WildernessDrawsOffered(self, state: State, d: Mapping[str, Any]) -> State:
        return radagast.evolve(state, radagast.OFFERED, d)

    def _on_WildernessDrawsChosen(self, state: State, d: Mapping[str, Any]) -> State:
        return radagast.evolve(state, radagast.CHOSEN, d)

    def _on_HazardsPlaced(self, state: State, d: Mapping[str, Any]) -> State:
        cards = tuple(str(c) for c in d["cards"])
        return replace(state, hazard_deck=state.hazard_deck[len(cards):],
                       hazard_hand=tuple(Slot(c) for c in cards) + state.hazard_hand)

    def _on_HazardHandRevealed(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, hazard_hand=tuple(Slot(s.card, True) for s in state.hazard_hand))

    def _on_CompanyMoved(self, state: State, d: Mapping[str, Any]) -> State:
        company = state.company(str(d["company"]))
        assert company is not None
        origin, to = str(d["origin"]), str(d["to"])
        deck = tuple(s for s in state.location_deck
                     if s != to or self.catalog.get(s).is_haven)
        discard, tapped = state.resource_discard, state.tapped_sites
        rescued_at = state.rescued_at
        if d["site_card"] == "discard":
            discard = (*discard, origin)
            tapped = tuple(s for s in tapped if s != origin)
            rescued_at = rescue.forgets(rescued_at, origin, self.played)
        elif d["site_card"] == "location deck":
            deck = (*deck, origin)
        moved = replace(company, location=to, destination=None, moved=True)
        return replace(state.with_company(moved), location_deck=deck,
                       resource_discard=discard, tapped_sites=tapped, rescued_at=rescued_at)

    def _on_InvestigationEnded(self, state: State, d: Mapping[str, Any]) -> State:
        sites = tuple(str(s) for s in d["sites"])
        return replace(state, stage=WATCHFUL_PEACE, rescued=False,
                       general_influence=int(d["general_influence"]),
                       location_deck=state.location_deck + sites,
                       resource_discard=tuple(c for c in state.resource_discard
                                              if c not in sites))
