"""The site phase (CoE 2.V): entering a site and facing its automatic-attacks (Dol
Guldur's are GON-PLAY-4's and the Nazgûl guardians'), then items, allies, factions and Rescue
Prisoners, which may win the game (GON-WIN-1); River holding the phase; and the facts they
record."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.canonical import JSON
from domain.engine import (
    character_bonuses,
    coe,
    effects,
    influence_cards,
    item_influence,
    turn_bonuses,
)
from domain.engine.allies import fighter
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.engine.combat import Attack
from domain.engine.company import STANDARD_HALF_RACES
from domain.errors import IllegalAction
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.guise_of_the_necromancer import (
    anduril,
    corruption_cards,
    decks,
    hazard_events,
    iron_crown,
    printed_rules,
    rescue,
    waiting_hazards,
)
from domain.rulesets.guise_of_the_necromancer.moves import direct_influence_left
from domain.rulesets.guise_of_the_necromancer.rules import GuiseRules
from domain.rulesets.guise_of_the_necromancer.score import marshalling, white_council
from domain.rulesets.guise_of_the_necromancer.state import (
    ARRIVED,
    ENTERED,
    ENTERING,
    ORGANIZATION,
    SEARCHED,
    SITE,
    WATCHFUL_PEACE,
    Company,
    State,
)
from domain.rulesets.hobbit import (
    allies,
    army_of_the_dead,
    bill,
    character_texts,
    ent_draughts,
    factions,
    far_sight,
    gwaihir,
    item_texts,
    lure_of_power,
    old_road,
    roac,
)
from domain.rulesets.hobbit import anduril as hobbit_anduril
from domain.rulesets.hobbit import hazard_events as hobbit_events
from domain.rulesets.hobbit.moves import Legal, Move, collector
from domain.rulesets.hobbit.state import BEFORE_ENTERING

#: GON-PLAY-4: Dol Guldur's automatic-attacks, in order: (race, strikes, prowess, each
#: character wounded makes a corruption check).
DOL_GULDUR_ATTACKS: tuple[tuple[str, int, int, bool], ...] = (
    ("Orcs", 4, 8, False), ("Undead", 3, 9, True), ("Trolls", 2, 11, False))
RESCUE_POINTS = 2  # Rescue Prisoners' parenthesized marshalling points (miscellaneous)


class SitePhase(GuiseRules):
    def _next_automatic_attack(self, ctx: Context[State], company: Company) -> None:
        state = ctx.state
        if state.site_attacks:
            attack, check = state.site_attacks[0]
            self._declare(ctx, company.id, attack, None, check)
        else:
            ctx.emit("AutomaticAttacksFaced", "GON-WIN-1", company=company.id)

    def _do_enter(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """CoE 2.V.ii: the site's automatic-attacks; Dol Guldur's are GON-PLAY-4's and one for
        each Nazgul guardian (GON-NAZ-2)."""
        company = ctx.state.current
        assert company is not None
        site = self.catalog.get(company.location)
        size = len(company.characters)
        attacks: list[tuple[Attack, bool]]
        if site.name == decks.QUEST_SITE:
            attacks = [(Attack(site.id, f"{site.name} automatic-attack", race, strikes, prowess,
                               None, True), check)
                       for race, strikes, prowess, check in DOL_GULDUR_ATTACKS]
            attacks += [(replace(Attack.from_creature(self.catalog.get(g), size),
                                 automatic=True, marshalling_points=0), False)
                        for g in ctx.state.guardians]
            rule = "GON-PLAY-4"
        else:
            attacks = [(Attack.automatic_attack(site, a, size), a.wounded_corruption_check
                        is not None) for a in site.automatic_attacks]
            rule = coe.AUTOMATIC_ATTACKS
        # Arouse Minions and the like: the first automatic-attack at the site (hazard_events).
        prowess, cards = hobbit_events.automatic_bonus(ctx.state.hazard_effects, site.id)
        aroused: dict[str, JSON] = {}
        if cards and attacks:
            attacks[0] = (attacks[0][0].modified(0, prowess), attacks[0][1])
            aroused = {"hazard_events": cards}
        ctx.emit("SiteEntered", rule, company=company.id, site=site.id,
                 attacks=[a.to_json() for a, _ in attacks],
                 checks=[check for _, check in attacks], **aroused)

    def _do_river(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        company = ctx.state.company(move.holder)
        assert company is not None
        hazard_events.cross(ctx, company, move.target)

    def _bill_scene(self, state: State, ally: str = "") -> bill.Scene:
        """What ``hobbit.bill`` reads of the company whose site phase it is (out of a site
        phase, of ``ally``'s controller's, to say why he does not move it now)."""
        controller = next((c for a, c in state.allies if a == ally), "")
        company = state.current if state.phase == SITE else state.company_of(controller)
        return bill.Scene(
            [(a, c) for a, c in state.allies if company and company.character(c)],
            company.characters if company else (), STANDARD_HALF_RACES, self.catalog,
            state.phase, BEFORE_ENTERING if state.step == ARRIVED else state.step,
            state.fight is not None or bool(state.site_attacks),
            self.catalog.get(company.location) if company else None,
            lambda haven: haven.id in state.location_deck)

    def _gwaihir_scene(self, state: State, company: Company | None) -> gwaihir.Scene:
        """What ``hobbit.gwaihir`` reads of ``company`` (None: of no company): it may fly in
        the organization phase, outside an attack, while no card settles its move (Eagle-mounts,
        Hiding), to a site of the location deck."""
        open_move = company is not None and not company.by_card \
            and not any(c == company.id for c, _ in state.hiding)
        return gwaihir.Scene(
            [(a, c) for a, c in state.allies if company and company.character(c)],
            company.characters if company else (), STANDARD_HALF_RACES, self.catalog,
            state.phase == ORGANIZATION and state.fight is None and open_move,
            self.catalog.get(company.location) if company else None,
            [self.catalog.get(s) for s in state.location_deck], "location deck",
            company.id if company else "")

    def _roac_scene(self, state: State) -> roac.Scene:
        """What ``hobbit.roac`` reads of the company whose site phase it is."""
        company = state.current if state.phase == SITE else None
        return roac.Scene(
            [(a, c) for a, c in state.allies if company and company.character(c)],
            state.tapped_allies, state.wounded_allies, state.hand, self.catalog, state.phase,
            BEFORE_ENTERING if state.step == ARRIVED else state.step,
            state.fight is not None or bool(state.site_attacks))

    def _old_road_scene(self, state: State, at: Company | None = None) -> old_road.Scene:
        """What ``hobbit.old_road`` reads of the company whose site phase it is: it may act
        at its site once arrived, unless an event holds its site phase (River); of ``at``,
        as its site phase would find it."""
        company = at or (state.current if state.phase == SITE else None)
        ready = company is not None and (
            at is not None or state.step == ENTERED
            or state.step == ARRIVED and hazard_events.held(state, company) is None)
        return old_road.Scene(
            company.characters if company else (),
            self.catalog.get(company.location) if company else None,
            company is not None and company.location in state.tapped_sites, state.hand,
            [self.catalog.get(s) for s in state.location_deck], self.catalog, ready,
            at is None and (state.fight is not None or bool(state.site_attacks)))

    def _do_old_road(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """Old Road is discarded; the character taps to influence the faction as at its site,
        without his direct influence, at -1; recruited, the Haven taps (``hobbit.old_road``)."""
        company = ctx.state.current
        assert company is not None
        who = company.character(move.target)
        assert who is not None
        faction = self.catalog.get(move.place)
        ctx.emit("ResourcePlayed", coe.SHORT_EVENT, card=move.card, mode=old_road.KIND,
                 character=who.card_id, tapped=None, strike=False, skilled=False, effects=[])
        if factions.attempt(ctx, faction, replace(who, direct_influence=0), 0, [], True,
                            company.location, cards=old_road.modifiers(), company=company.id,
                            points=faction.marshalling_points or 0, by=move.card):
            self._lured(ctx, who)
        self._crown_check(ctx, who)

    def _do_ally_influence(self, ctx: Context[State], move: Move,
                           args: Mapping[str, JSON]) -> None:
        """Roäc the Raven taps and is discarded, then tries to recruit the faction as a
        diplomat would where it is played: no site taps (``hobbit.roac``)."""
        company = ctx.state.current
        assert company is not None
        faction = self.catalog.get(move.target)
        ctx.emit("AllyTapped", roac.RULE, ally=move.card,
                 use=f"he tries to recruit {faction.name}")
        ctx.emit("AllyDiscarded", roac.RULE, ally=move.card,
                 reason=f"tapped and discarded to influence {faction.name}")
        factions.attempt(ctx, faction, fighter(self.catalog.get(move.card)), 0, [], True, "",
                         company=company.id, points=faction.marshalling_points or 0)

    def _do_ally_move(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """Bill the Pony is discarded and his company reaches the nearest Haven, with no
        movement/hazard phase; its site phase ends (``hobbit.bill``)."""
        company = ctx.state.current
        assert company is not None
        here = self.catalog.get(company.location)
        haven = self.catalog.find(move.place, "Hero")
        ctx.emit("AllyDiscarded", bill.RULE, ally=move.card,
                 reason=f"{self._name(move.card)} takes the company to {haven.name}")
        self._arrive(ctx, company.id, here, haven)
        ctx.emit("CompanyPhaseEnded", "CoE-2.V.10", company=company.id)

    def _do_take(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """The item the player takes from the play deck Far-sight searches."""
        far_sight.take(ctx, move.card, lambda sage: self._sage_checks(ctx, sage))

    def _do_done(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        ctx.emit("CompanyPhaseEnded", "CoE-2.V.10", company=move.holder)

    def _plays_army(self) -> bool:
        """Whether the version played plays the Army of the Dead by its card."""
        return played_since(self.played, printed_rules.ARMY_OF_THE_DEAD_FROM)

    def _army_moves(self, state: State, out: Legal) -> None:
        """The Army of the Dead brought into play by Aragorn II once the site is entered
        (``hobbit.army_of_the_dead``), from ``printed_rules.ARMY_OF_THE_DEAD_FROM``."""
        company = state.current
        if not self._plays_army() or state.outcome is not None or company is None \
                or state.phase != SITE or state.step != ENTERED or state.fight is not None \
                or state.site_attacks:
            return
        army_of_the_dead.moves(state.hand, company.characters, self.catalog,
                               self.catalog.get(company.location),
                               company.location in state.tapped_sites, company.by_card,
                               collector(out))

    def _influence_refusal(self, state: State, action: str) -> IllegalAction:
        """A faction refused: not at a site its card names, at a tapped site, by a character
        who cannot make the attempt, or out of its time; the Army of the Dead by another than
        Aragorn II or another turn than Paths of the Dead's."""
        company = state.current
        if self._plays_faction_facts() and company is not None and state.phase == SITE \
                and state.step == ENTERED and state.fight is None:
            site = self.catalog.get(company.location)
            army = army_of_the_dead.refusal(
                state.hand, company.characters, self.catalog, site,
                company.location in state.tapped_sites, company.by_card, action) \
                if self._plays_army() else None
            if army is not None:
                return army
            refused = factions.refusal(state.hand, company.characters, self.catalog, site,
                                       company.location in state.tapped_sites, action)
            if refused is not None:
                return refused
        return IllegalAction("A faction of the hand is played by an untapped character of "
                             "the company whose site phase it is, once it has entered an "
                             "untapped site the faction's card names.",
                             clause=factions.INFLUENCE_ATTEMPT)

    def _ally_refusal(self, state: State, action: str) -> IllegalAction:
        """An ally refused, naming it and the reason (``hobbit.allies``)."""
        company = state.current
        site = self.catalog.get(company.location) if company is not None \
            and state.phase == SITE and state.fight is None else None
        refused = allies.refusal(state.hand, company.characters if company else (),
                                 [a for a, _ in state.allies], self.catalog, site,
                                 company is not None and company.location in state.tapped_sites,
                                 action)
        assert refused is not None
        return refused

    def _do_ally(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """CoE 2.V.2: the ally comes under the control of the character who taps to play
        it; the site taps."""
        company = ctx.state.current
        assert company is not None
        ctx.emit("AllyPlayed", allies.PLAY_ALLY, ally=move.card, controller=move.target,
                 company=move.holder, site=company.location)

    def _do_influence(self, ctx: Context[State], move: Move,
                      args: Mapping[str, JSON]) -> None:
        """CoE 2.V.3: the faction by its facts (``hobbit.factions``), with the character's
        direct influence his followers leave him and his card's bonus against it."""
        company = ctx.state.current
        assert company is not None
        who = company.character(move.target)
        assert who is not None
        faction = self.catalog.get(move.card)
        by = item_influence.automatic(self.catalog.get, who, faction) \
            if played_since(self.played, printed_rules.AUTOMATIC_INFLUENCE_FROM) else None
        if by is not None:  # the Red Arrow's bearer and the Riders of Rohan: no roll
            factions.recruit_by_item(ctx, faction, who, by, company.location,
                                     company=company.id, points=faction.marshalling_points or 0)
            self._no_roll_checks(ctx, who)
            return
        if self._plays_army() and army_of_the_dead.is_army(faction):
            # Aragorn II, the turn Paths of the Dead moved his company here: no roll.
            factions.recruit_by_item(ctx, faction, who, company.by_card, company.location,
                                     by="by_card", company=company.id,
                                     points=faction.marshalling_points or 0)
            self._no_roll_checks(ctx, who)
            return
        bonuses = character_texts.influence_modifiers(
            self.played, printed_rules.FACTION_FACTS_FROM, self.catalog.get(who.card_id),
            faction)
        bonuses += item_texts.influence_modifiers(self.played, printed_rules.ITEM_INFLUENCE_FROM,
                                                  self.catalog.get, who, faction,
                                                  crown=iron_crown.plays(self.played),
                                                  red_book=printed_rules.red_book(self.played))
        bonuses += hobbit_anduril.influence(anduril.holder(ctx.state, self.played), who,
                                            anduril.RULE)  # its Narsil's bearer
        # The cards played for this attempt (``hand_cards.INFLUENCE_CARDS_FROM``), then what
        # a card gave him for the rest of the turn (Wizard's Voice, an Elven Ring).
        played = self._influence_played(ctx.state, who.card_id)
        cards = [*influence_cards.modifiers(played, len(company.characters), who.prowess,
                                            self._name, factions.INFLUENCE_ATTEMPT),
                 *turn_bonuses.influence_modifiers(ctx.state.turn_bonuses, who.card_id,
                                                   self._name)]
        led = [self.catalog.get(c.card_id) for each in ctx.state.companies
               for c in each.characters if ctx.state.controller(c.card_id) == who.card_id]
        covered = character_bonuses.follower_bonus(self.catalog.get(who.card_id), led) \
            if played_since(self.played, printed_rules.FACTION_FOLLOWER_COVER_FROM) else 0
        if printed_rules.item_followers(self.played):  # his items' bonuses for followers
            covered += item_texts.follower_bonus(self.catalog.get, who, led, bonuses,
                                                 printed_rules.red_book(self.played))
        recruited = factions.attempt(ctx, faction, who,
                                     direct_influence_left(ctx.state, who) + covered, bonuses,
                                     True, company.location, cards=cards,
                                     twice=influence_cards.two_rolls(played),
                                     company=company.id, points=faction.marshalling_points or 0)
        if recruited:
            self._lured(ctx, who)
        if recruited and (drawn := influence_cards.draws(played)):
            self._draw(ctx, drawn, factions.INFLUENCE_ATTEMPT)  # Lordly Presence
        self._crown_check(ctx, who)

    def _no_roll_checks(self, ctx: Context[State], who: Character) -> None:
        """A faction recruited with no roll is an influence attempt that succeeds
        (``hobbit.lure_of_power``): from ``waiting_hazards.NO_ROLL_FROM`` a Lure of Power in
        play has him check, then The Iron Crown's bearer checks, as after one rolled for."""
        if played_since(self.played, waiting_hazards.NO_ROLL_FROM):
            self._lured(ctx, who)
            self._crown_check(ctx, who)

    def _lured(self, ctx: Context[State], who: Character) -> None:
        """After ``who``'s successful influence attempt each Lure of Power in play has him,
        but a Hobbit, check corruption at once at its modifier, and is discarded
        (``waiting_hazards``)."""
        if not lure_of_power.lured(who):
            return
        lure_of_power.each_in_play(
            ctx, waiting_hazards.lures(ctx.state), waiting_hazards.RULE,
            lambda: ctx.state.outcome is None and ctx.state.in_play(who.card_id),
            lambda card: self._corruption_check(
                ctx, who.card_id, coe.CORRUPTION_CHECK,
                [lure_of_power.modifier(card, coe.CORRUPTION_CHECK)], asked_by=card),
            played_since(self.played, waiting_hazards.ONE_CHECK_FROM), checked=who.card_id)

    def _crown_check(self, ctx: Context[State], who: Character) -> None:
        """After his influence attempt The Iron Crown's bearer checks corruption
        (``iron_crown``, CoE 7.1)."""
        if ctx.state.outcome is None and ctx.state.in_play(who.card_id) \
                and iron_crown.checks_after_influence(self.catalog, who, self.played):
            self._corruption_check(ctx, who.card_id, iron_crown.RULE)

    def _influence_played(self, state: State, who: str) -> list[influence_cards.Played]:
        """The cards played for ``who``'s next influence attempt, with their effects."""
        out: list[influence_cards.Played] = []
        for character, card in state.influence_cards:
            entry = effects.scripted(card, self._generation())
            mode = next((m for m in entry.modes if m.influences), None) if entry else None
            if character == who and mode is not None:
                out.append((card, mode.effects))
        return out

    def _do_item(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        company = ctx.state.current
        assert company is not None
        checks = hazard_events.greed(ctx.state, self.catalog, move.card, move.target,
                                     company.location)
        searched = move.mode == SEARCHED
        # Ent-draughts comes in addition to an ally or a faction: no one taps, nor the site.
        extra = move.mode == ent_draughts.MODE
        ctx.emit("ItemPlayed", coe.PLAY_ITEM, company=move.holder, item=move.card,
                 bearer=move.target, site=company.location,
                 **({"searched": True} if searched else {}),
                 **({"in_addition": True} if extra else {}))
        for who, modifier in checks:  # Greed in force at the site
            if ctx.state.in_play(who) and ctx.state.outcome is None:
                self._corruption_check(ctx, who, hazard_events.RULE, [Modifier(
                    modifier, f"card:{move.card}", "Greed: the item's corruption points",
                    hazard_events.RULE)])
        corruption_cards.item_gained(ctx, self.catalog, self._card_check, move.holder,
                                     move.card)

    def _do_rescue(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        company = ctx.state.current
        assert company is not None
        if rescue.plays(self.played):
            # Its Spider attack first; its holder, and what it wins, once that is over.
            ctx.emit("RescuePrisonersPlayed", rescue.RULE, company=move.holder, card=move.card,
                     site=company.location, points=0, attack=True)
            self._declare(ctx, company.id, rescue.attack(self.catalog), None, False,
                          origin=rescue.ORIGIN)
            return
        ctx.emit("RescuePrisonersPlayed", "GON-STAGE-1", company=move.holder, card=move.card,
                 site=company.location, points=RESCUE_POINTS)
        self._council_rescues(ctx, company)

    def _do_hold_prisoners(self, ctx: Context[State], move: Move,
                           args: Mapping[str, JSON]) -> None:
        """The character taps and holds Rescue Prisoners: played successfully (``rescue``)."""
        company = ctx.state.current
        assert company is not None
        ctx.emit("PrisonersRescued", rescue.RULE, company=company.id, card=ctx.state.rescuing,
                 character=move.target, site=company.location)
        self._council_rescues(ctx, company)

    def _do_leave_prisoners(self, ctx: Context[State], move: Move,
                            args: Mapping[str, JSON]) -> None:
        ctx.emit("RescuePrisonersDiscarded", rescue.RULE, card=ctx.state.rescuing,
                 reason=rescue.LEFT)

    def _end_attack(self, ctx: Context[State], failed: bool | None = None) -> None:
        """Rescue Prisoners' Spider attack over with no character of the company untapped:
        the card is discarded (``rescue``); else the player names its holder."""
        fight = ctx.state.fight
        super()._end_attack(ctx, failed)
        state = ctx.state
        if fight is None or fight.origin != rescue.ORIGIN or not state.rescuing \
                or state.fight is not None or state.outcome is not None:
            return
        if not rescue.holders(state):
            ctx.emit("RescuePrisonersDiscarded", rescue.RULE, card=state.rescuing,
                     reason=rescue.NO_ONE_UNTAPPED)

    def _council_rescues(self, ctx: Context[State], company: Company) -> None:
        """GON-WIN-1: Rescue Prisoners played successfully at Dol Guldur by the White
        Council's company, its automatic-attacks faced as it entered the site this site phase
        (before ``rescue.STAYING_COUNCIL_FROM``: moved there this turn), wins the game."""
        state = ctx.state
        council = white_council(state, self.catalog)
        if state.stage == WATCHFUL_PEACE and rescue.council_wins(company.moved, self.played) \
                and council["together"] == company.id \
                and self.catalog.get(company.location).name == decks.QUEST_SITE:
            points = marshalling(state, self.catalog,
                                 bearer_values=printed_rules.bearer_values(self.played))
            ctx.emit("GameEnded", "GON-WIN-1", outcome="won", ended_by="the White Council",
                     reason="the White Council has driven Sauron out of Dol Guldur",
                     clause=str(points["degree_clause"]), score=points["total"],
                     degree=points["degree"])

    def _on_SiteTapped(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, tapped_sites=(*state.tapped_sites, str(d["site"])))

    def _on_DeckSearched(self, state: State, d: Mapping[str, Any]) -> State:
        return far_sight.searched(state, d)

    def _on_ItemTakenFromDeck(self, state: State, d: Mapping[str, Any]) -> State:
        return far_sight.taken(state, d)

    def _on_LuckySearchMade(self, state: State, d: Mapping[str, Any]) -> State:
        """The scout takes the item found out of the play deck (the cards turned over stay
        in it, shuffled next)."""
        found = d.get("card")
        if found is None:
            return state
        deck = list(state.resource_deck)
        deck.remove(str(found))
        return self._change(replace(state, resource_deck=tuple(deck)), str(d["character"]),
                            lambda c: c.with_item(self._item(str(found))))

    def _on_SitePhaseBegan(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, step=ARRIVED)

    def _on_SiteEntered(self, state: State, d: Mapping[str, Any]) -> State:
        attacks = tuple((Attack.from_json(a), bool(c)) for a, c in zip(d["attacks"],
                                                                        d["checks"],
                                                                        strict=True))
        spent = [str(c) for c in d.get("hazard_events") or ()]  # on the first attack
        return replace(state, step=ENTERING, site_attacks=attacks,
                       hazard_effects=tuple(e for e in state.hazard_effects
                                            if e[0] not in spent))

    def _on_AutomaticAttacksFaced(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, step=ENTERED)

    def _on_ItemPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        hand = list(state.hand)
        hand.remove(str(d["item"]))
        item = self._item(str(d["item"]))
        if d.get("in_addition"):  # Ent-draughts: neither its bearer nor the site taps
            return self._change(replace(state, hand=tuple(hand)), str(d["bearer"]),
                                lambda c: c.with_item(item))
        if d.get("searched"):  # Thorough Search: the site stays as it was, the search spent
            return self._change(replace(state, hand=tuple(hand), searched=tuple(
                s for s in state.searched if s[0] != str(d["company"]))),
                str(d["bearer"]), lambda c: c.tap().with_item(item))
        state = self._change(replace(state, hand=tuple(hand),
                                     tapped_sites=(*state.tapped_sites, str(d["site"]))),
                             str(d["bearer"]), lambda c: c.tap().with_item(item))
        return state

    def _on_AllyPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        """CoE 2.V.2: the character taps, the ally comes under his control, the site taps."""
        hand = list(state.hand)
        hand.remove(str(d["ally"]))
        site = str(d["site"])
        tapped = state.tapped_sites if site in state.tapped_sites else (*state.tapped_sites, site)
        state = replace(state, hand=tuple(hand), tapped_sites=tapped,
                        allies=(*state.allies, (str(d["ally"]), str(d["controller"]))),
                        recruited_at=ent_draughts.recruited(state.recruited_at, site))
        return self._change(state, str(d["controller"]), lambda c: c.tap())

    def _on_AllyDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        ally = str(d["ally"])
        state = self._ally_state(state, ally, "untapped")
        return replace(state, allies=tuple(a for a in state.allies if a[0] != ally),
                       resource_discard=(*state.resource_discard, ally))

    def _on_FactionInfluenced(self, state: State, d: Mapping[str, Any]) -> State:
        """CoE 2.V.3: the character taps; recruited, the faction goes to the marshalling
        point pile and the site taps; refused, it is discarded."""
        card = str(d["card"])
        # The cards played for his attempt are spent on it.
        state = replace(state, influence_cards=tuple(
            p for p in state.influence_cards if p[0] != str(d["character"])))
        hand = list(state.hand)
        hand.remove(card)
        state = self._change(replace(state, hand=tuple(hand)), str(d["character"]),
                             lambda c: c.tap())
        if not d["succeeded"]:
            return replace(state, resource_discard=(*state.resource_discard, card))
        # Roäc the Raven's attempt taps no site (its ``site`` is "").
        site = (str(d["site"]),) if d.get("site") else ()
        return replace(state, tapped_sites=(*state.tapped_sites, *site),
                       recruited_at=ent_draughts.recruited(state.recruited_at, site[0])
                       if site else state.recruited_at,
                       marshalling=(*state.marshalling, (card, "faction", int(d["points"]))))

    def _on_RescuePrisonersPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        hand = list(state.hand)
        hand.remove(str(d["card"]))
        if d.get("attack"):  # its attack under way; the site stays as it was (``rescue``)
            return replace(state, hand=tuple(hand), rescuing=str(d["card"]),
                           rescued_at=(*state.rescued_at, str(d["site"])))
        # GON-STAGE-1: only Rescue Prisoners at Dol Guldur counts towards the Investigation.
        at_dol_guldur = self.catalog.get(str(d["site"])).name == decks.QUEST_SITE
        return replace(state, hand=tuple(hand), rescued=state.rescued or at_dol_guldur,
                       tapped_sites=(*state.tapped_sites, str(d["site"])),
                       marshalling=(*state.marshalling,
                                    (str(d["card"]), "miscellaneous", int(d["points"]))))

    def _on_PrisonersRescued(self, state: State, d: Mapping[str, Any]) -> State:
        """The holder taps and keeps the card until he stores it (``permanent_events.held``);
        GON-STAGE-1: only one held at Dol Guldur counts towards the Investigation."""
        at_dol_guldur = self.catalog.get(str(d["site"])).name == decks.QUEST_SITE
        state = replace(state, rescuing="", rescued=state.rescued or at_dol_guldur,
                        held=(*state.held, (str(d["card"]), str(d["character"]))))
        return self._change(state, str(d["character"]), lambda c: c.tap())

    def _on_RescuePrisonersDiscarded(self, state: State, d: Mapping[str, Any]) -> State:
        return replace(state, rescuing="",
                       resource_discard=(*state.resource_discard, str(d["card"])))
