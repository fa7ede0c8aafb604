"""Why an action is not legal now, with the clause that forbids it: one clear refusal
for each kind of action (a site's or an attack's own refusals are ``site``'s and
``combat``'s)."""

from __future__ import annotations

from domain.engine import athelas as athelas_card
from domain.engine import coe, item_places
from domain.engine.company import size_problem
from domain.errors import IllegalAction
from domain.ruleset import played_since
from domain.rulesets.guise_of_the_necromancer import (
    alatar,
    ally_hazard_cancels,
    ally_strikes,
    anduril,
    athelas,
    blades,
    chance_meeting,
    corruption_removal,
    creatures,
    ent_draughts,
    gates_cards,
    great_ship,
    hand_cards,
    hazard_events,
    iron_crown,
    item_uses,
    long_events,
    morannon,
    palantiri,
    permanent_events,
    printed_rules,
    radagast,
    rescue,
    rides,
    site_draws,
    stone_of_erech,
    treated_sites,
    white_tree,
)
from domain.rulesets.guise_of_the_necromancer.combat import Combat, characters
from domain.rulesets.guise_of_the_necromancer.moves import (
    CROWN_RULE,
    PLACE_SINCE,
    SHARED_SITE_SINCE,
    SPLIT,
    STORE,
    control_left,
    influence_over,
    placement_problem,
    road_choices,
    split_problem,
    stand_keeper,
)
from domain.rulesets.guise_of_the_necromancer.site import SitePhase
from domain.rulesets.guise_of_the_necromancer.state import (
    ARRIVED,
    BRIDGE,
    END_OF_TURN,
    ORGANIZATION,
    SITE,
    UNTAP_AWAITED,
    State,
)
from domain.rulesets.hobbit import (
    allies,
    bill,
    book_of_mazarbul,
    character_cancels,
    company_checks,
    creature_texts,
    far_sight,
    gwaihir,
    hazard_cancels,
    kept_untapped,
    no_use,
    old_road,
    refused_cards,
    roac,
    shadowfax,
)
from domain.rulesets.hobbit import blades as shared_blades


class Refusals(SitePhase, Combat):
    def _road_refusal(self, roads: list[tuple[str, str]], kind: str, company: str) -> str:
        """Why an action is refused while a company on Great-road may go back, or why it may
        not choose so now."""
        if not roads:
            return ("Great-road's choice comes as the end-of-turn phase begins, for a company "
                    "that took it this turn and is away from the Haven it left.")
        if kind in ("road-home", "road-stay"):
            return (f"Company {company or '(none)'} is not on Great-road away from its Haven: "
                    f"{', '.join(c for c, _ in roads)} may choose.")
        return ("A company on Great-road goes back to the Haven it left (road-home:<company>) "
                f"or stays (road-stay:<company>) first: {', '.join(c for c, _ in roads)}.")

    def _untap_refusal(self, state: State, kind: str, rest: str) -> IllegalAction | None:
        """Why an action is refused while the untap phase waits for a blade's removal, or why
        a blade is not tried so now (``blades``); None: neither."""
        if not blades.plays(self.played):
            return None
        waiting = state.step == UNTAP_AWAITED
        if waiting and kind not in (shared_blades.REMOVE, shared_blades.RESUME):
            return IllegalAction("The untap phase waits: a blade's bearer at a Haven tries to "
                                 "remove it (remove-blade:<card>:<character>), or the others "
                                 "untap and heal as ever (untap-phase).",
                                 clause=shared_blades.UNTAP_RULE)
        if waiting or kind in (shared_blades.REMOVE, shared_blades.RESUME) \
                or kind == "remove" and blades.is_blade(rest.partition(":")[0]):
            return IllegalAction(blades.refusal(state, self.catalog, kind, rest),
                                 clause=shared_blades.UNTAP_RULE)
        return None

    def _crown_refusal(self, state: State, kind: str, who: str) -> str:
        """Why an action is refused while The Iron Crown may be played after Fury of the
        Iron Crown's attack, or why it may not be played so now."""
        offer = state.company(state.crown_offer or "")
        if offer is None:
            return ("The Iron Crown is played from the hand so only right after the attack "
                    "Fury of the Iron Crown went with, by a creature but a Nazgûl, with The "
                    "Iron Crown in your hand.")
        if kind == "iron-crown" and offer.character(who) is None:
            return (f"{self._name(who) if who in self.catalog else who} is no character of "
                    f"company {offer.id}, the company attacked: The Iron Crown goes to one "
                    "of its characters.")
        return (f"Play The Iron Crown from your hand with a character of company {offer.id} "
                "(iron-crown:<character>) or keep it (iron-crown-kept) first.")

    def _cancel_attack_refusal(self, state: State, who_id: str) -> str:
        """Why ``who_id`` may not tap to cancel the attack under way now
        (``moves.cancelers``)."""
        fight = state.fight
        found = creatures.series(self.played, fight.card) if fight else None
        if fight is None or found is None or not found.canceled_by_tapping:
            return ("A character taps to cancel an attack only of an Assassin or a Slayer, "
                    "and none attacks now.")
        name = fight.attack.name
        if not fight.begun or fight.facing is None or fight.resolved:
            return (f"An attack of {name} is canceled once its strike is assigned, before "
                    "it is rolled.")
        if fight.series[2] >= found.canceled_by_tapping:
            return (f"No more of {name}'s attacks may be canceled: "
                    f"{found.canceled_by_tapping} at most.")
        company = state.company(fight.company)
        who = company.character(who_id) if company else None
        if who is None:
            return f"{self._name(who_id)} is no character of the company {name} attacks."
        if found.tapper_not_defender and who_id == fight.facing:
            return (f"{who.name} is the character {name} attacks: another character of his "
                    "company taps to cancel its attack.")
        return f"{who.name} is not untapped: only an untapped character taps to cancel it."

    def _short_of_mind(self, state: State, who_id: str, lord_id: str) -> str | None:
        """Why ``lord_id`` cannot take ``who_id`` of his company as a follower because his
        direct influence left does not cover his mind (None: not for that)."""
        company = state.company_of(who_id)
        who = company.character(who_id) if company else None
        lord = company.character(lord_id) if company else None
        if who is None or lord is None or who_id == lord_id:
            return None
        left = control_left(state, self.catalog, lord, who,
                            printed_rules.follower_bonuses(self.played),
                            printed_rules.item_followers(self.played),
                            iron_crown.plays(self.played), printed_rules.red_book(self.played))
        if who.mind <= left:
            return None
        return (f"{lord.name} has {left} direct influence left against {who.name} (his own "
                "and what his card and the items he bears add against him, less the mind of "
                f"his followers): it does not cover {who.name}'s mind {who.mind}.")

    def _held_refusal(self, state: State, action: str) -> IllegalAction | None:
        """A card played or an item used to keep the character facing the strike untapped,
        refused naming the -3 or card that already does (``hobbit.kept_untapped``; None: not
        so refused)."""
        fight = state.fight
        company = state.company(fight.company) if fight else None
        facing = company.character(fight.facing) if company and fight and fight.facing \
            else None
        if facing is None:
            return None
        return kept_untapped.second_refusal(
            action, facing.card_id, hand_cards.held_by(state, self.played),
            (*state.hand, *(i.card_id for i in facing.items)), self._generation(), self._name)

    def _use_refusal(self, state: State, parts: list[str]) -> IllegalAction:
        """``use:<item>:<bearer>:<mode>[:<character>]`` refused, naming the item and why."""
        item, bearer, mode, target = (*parts, "", "", "", "")[:4]
        name = self._name(item) if item in self.catalog else item or "That item"
        if not self._uses_items():
            return IllegalAction(f"{name} cannot be used: this version of the scenario offers "
                                 "no item's use.", clause=coe.ITEM_IN_USE)
        reason = item_uses.why_not(state, self.catalog, self._generation(), self.played,
                                   item, bearer, mode, target)
        return IllegalAction(f"{name} cannot be used now: {reason or 'not offered'}.",
                             clause=coe.ITEM_IN_USE)

    def _store_refusal(self, state: State, parts: list[str]) -> IllegalAction | None:
        """From ``printed_rules.ITEM_STORES_FROM``, an item its bearer may not store where his
        company is in the organization phase, naming it and where it is stored (None: another
        reason, or a version before)."""
        item, bearer = (*parts, "", "")[:2]
        company = state.company_of(bearer)
        who = company.character(bearer) if company is not None else None
        if not printed_rules.item_stores(self.played) or state.phase != ORGANIZATION \
                or company is None or who is None or not who.bears(item):
            return None
        card = self.catalog.get(item)
        why = printed_rules.store_problem(self.played, card, self.catalog.get(company.location))
        if why is None:
            return None
        if printed_rules.never_stored(self.played, card):  # the card's own word, whole
            return IllegalAction(why, clause=STORE)
        return IllegalAction(f"{self._name(item)} cannot be stored now: {why}.", clause=STORE)

    def _refusal(self, state: State, action: str) -> IllegalAction:
        """Why ``action`` is not legal now, with the clause that forbids it."""
        kind, _, rest = action.partition(":")
        if state.outcome is not None:
            return IllegalAction("The game is over.")
        if checks := company_checks.refusal(action, state.fight, self._generation()):
            return checks  # a Corpse-candle's: no strike before them, no cancel after
        parts = rest.split(":")
        if (drawing := site_draws.refusal(state, self.catalog, self.played, kind,
                                          rest)) is not None:
            return drawing  # the site's draws wait for the player's choice
        if (drawing := radagast.refusal(state, self.catalog, self.played, kind)) is not None:
            return drawing  # Radagast's draws wait for the player's choice
        if rescue.plays(self.played) and (rescue.awaits(state) or kind in (
                "rescue", rescue.HOLD, rescue.LEAVE)):  # its holder named before all else
            return rescue.refusal(state, self.catalog, kind, rest, self.played)
        if (drink := ent_draughts.refusal(state, self.catalog, self.played, kind,
                                          rest)) is not None:
            return drink  # Ent-draughts: where, after what, on whom; never passed on
        if kind == book_of_mazarbul.KIND \
                and played_since(self.played, printed_rules.BOOK_FROM):  # a sage's Book
            return book_of_mazarbul.refusal(characters(state), state.tapped_items, rest)
        if (untap := self._untap_refusal(state, kind, rest)) is not None:
            return untap
        if (searching := far_sight.refusal(state, self.catalog, action)) is not None:
            return searching
        if (permanent := permanent_events.refusal(state, self.catalog, self.played, kind,
                                                  rest)) is not None:
            return permanent
        if (lore := permanent_events.lore_refusal(state, self.catalog, self.played, kind,
                                                  rest)) is not None:
            return lore
        if (king := permanent_events.king_refusal(state, self.catalog, self.played, kind,
                                                  rest)) is not None:
            return king
        if (erech := stone_of_erech.refusal(state, self.catalog, self.played, kind,
                                            rest)) is not None:
            return erech
        if (tree := white_tree.refusal(state, self.catalog, self.played, kind,
                                       rest)) is not None:
            return tree
        if (flame := anduril.refusal(state, self.catalog, self.played, kind,
                                     rest)) is not None:
            return flame
        if (standing := morannon.refusal(state, self.catalog, self.played, kind,
                                           rest)) is not None:
            return standing
        if (stone := palantiri.refusal(state, self.catalog, self.played, kind,
                                       rest)) is not None:
            return stone
        if (joining := alatar.refusal(state, self.catalog, self.played, kind)) is not None:
            return joining
        if kind in (permanent_events.KIND, "declare-resource", "resource") \
                and parts[0] in permanent_events.nothing(self.played) \
                and parts[0] in state.hand \
                and (idle := no_use.refusal(no_use.GON, parts[0], self._name(parts[0]))):
            # Its bonus counts what no game records (Lure of MECCG); the Wizard it discards
            # loses the game (Sacrifice of Form).
            return idle
        if (environment := long_events.refusal(state, self.catalog, self.played, kind,
                                               rest)) is not None:
            return environment
        if kind == hazard_cancels.KIND and ally_hazard_cancels.plays(self.played):
            return hazard_cancels.refusal(ally_hazard_cancels.scene(state, self.catalog),
                                          parts[0])
        if kind == hazard_cancels.LET and ally_hazard_cancels.plays(self.played):
            return hazard_cancels.let_refusal()
        if state.ally_wait is not None:
            return hazard_cancels.waiting_refusal(
                self.catalog.get(state.hazard_hand[state.ally_wait].card))
        if kind in (great_ship.ATTACK_KIND, great_ship.EVENT_KIND, great_ship.RESOLVE):
            return great_ship.refusal(state, self.catalog, kind, parts[0])
        if state.ship_wait is not None:
            return great_ship.waiting_refusal(state, self.catalog)
        if (roads := road_choices(state)) and kind not in ("road-home", "road-stay") \
                or kind in ("road-home", "road-stay"):
            return IllegalAction(self._road_refusal(roads, kind, parts[0]),
                                 clause=coe.SHORT_EVENT)
        if kind == shadowfax.KIND and rides.plays(self.played):  # Shadowfax's ride on
            rider = next((c for a, c in state.allies if a == rest.partition(":")[0]), "")
            return shadowfax.refusal(rides.scene(
                state, self.catalog, state.current or state.company_of(rider)), rest)
        if state.step == BRIDGE and state.current is not None and kind != "resource" \
                or kind == "bridge-done":
            return IllegalAction(
                f"Company {state.current.id}'s movement/hazard phase ends at "
                f"{self._name(state.current.location)}: play Bridge to move it on "
                "(resource:<card>:bridge:<company>:<site>) or move it no further "
                "(bridge-done)." if state.step == BRIDGE and state.current is not None else
                "No company waits to move on by Bridge: it is played as the movement/hazard "
                "phase of a company that moved to a Haven ends.", clause=coe.SHORT_EVENT)
        if state.crown_offer is not None or kind in ("iron-crown", "iron-crown-kept"):
            return IllegalAction(self._crown_refusal(state, kind, parts[0]), clause=CROWN_RULE)
        if state.legacy or kind in ("inherit", "inherit-done"):
            return IllegalAction("An eliminated character's items pass first: each unwounded "
                                 "companion may take one (inherit:<item>:<heir>), the rest "
                                 "are discarded (inherit-done)." if state.legacy else
                                 "No eliminated character's items are waiting to be given.",
                                 clause=coe.ELIMINATED)
        if state.phase == SITE and state.current is not None and state.step == ARRIVED \
                and state.fight is None and (held := hazard_events.refusal(
                    state, self.catalog, state.current, kind)) is not None:
            return held
        if kind == "ring":
            if state.ring is None:
                return IllegalAction("The One Ring is not in play: a Hobbit can be given up "
                                     "for it only once it has appeared, after The "
                                     "Investigation.", clause="GON-RING-3")
            if state.hobbit_spent:
                return IllegalAction("A Hobbit has already been given up for The One Ring: "
                                     "once per game.", clause="GON-RING-3")
            return IllegalAction(f"{parts[0] or 'That'} is no Hobbit in play.",
                                 clause="GON-RING-3")
        if kind == "influence":
            return self._influence_refusal(state, action)
        if kind == "ally" and allies.plays(self.played, printed_rules.ALLIES_FROM):
            return self._ally_refusal(state, action)
        if kind in ("declare-resource", "resource") and \
                (why := hand_cards.refused(parts[0], self.played)):
            return IllegalAction(f"{self._name(parts[0])} cannot be played: {why}.",
                                 clause=hand_cards.NO_LIMIT)
        if kind in ("declare-resource", "resource") \
                and refused_cards.refuses(no_use.GON, parts[0], self.played) \
                and (nothing := no_use.refusal(no_use.GON, parts[0], self._name(parts[0]))):
            return nothing
        if kind == old_road.KIND and played_since(self.played, hand_cards.OLD_ROAD_FROM):
            return old_road.refusal(self._old_road_scene(state), rest)
        if kind in ("declare-resource", "resource") and hand_cards.own_action(parts[0],
                                                                              self.played):
            return IllegalAction(f"{self._name(parts[0])} is not declared: it is played by "
                                 f"its own action ({hand_cards.OWN_ACTION_FORMS[parts[0]]}).",
                                 clause=coe.SHORT_EVENT)
        if kind == chance_meeting.KIND:
            return chance_meeting.refusal(state, self.catalog, self.played, rest) \
                if played_since(self.played, chance_meeting.CHANCE_MEETING_FROM) else \
                IllegalAction("A Chance Meeting is declared in this version of the scenario.",
                              clause=coe.SHORT_EVENT)
        if kind == "declare-resource":
            card = parts[0]
            name = self._name(card) if card in self.catalog else card
            return IllegalAction(f"{name} is not a resource short-event of your hand that no "
                                 "script plays, or this is no time to declare one (the "
                                 "organization or site phase, outside an attack).",
                                 clause=coe.SHORT_EVENT)
        if kind == "resource" and gates_cards.treats(self.played) \
                and (treat := gates_cards.treat_refusal(
                    self._treat_scene(state, named) if len(parts) > 2
                    and (named := state.company(parts[2])) is not None else None, parts,
                    self._name(parts[0]) if parts[0] in self.catalog else parts[0])) is not None:
            return treat  # Quiet Lands', Stars' treatments
        if kind == "resource" and (gates := gates_cards.refusal(
                state, self.catalog, self.played, parts)) is not None:
            return gates  # Dark Quarrels' halving, The Cock Crows' discard
        if kind == "resource":
            card = parts[0]
            name = self._name(card) if card in self.catalog else card
            if card not in state.hand:
                return IllegalAction(f"{name} is not in your hand.", clause=coe.SHORT_EVENT)
            if (held := self._held_refusal(state, action)) is not None:
                return held
            reason = hand_cards.why_not(state, card, ":".join(parts[2:]),
                                        self._generation(), self.catalog, self.played)
            if reason:
                return IllegalAction(f"{name} cannot be played now: {reason}.",
                                     clause=hand_cards.rule_of(card, self._generation(),
                                                               self.played, state))
            if state.fight is None:
                return IllegalAction(f"{name} cannot be played now: out of an attack, a "
                                     "scripted short-event that untaps, heals or draws is "
                                     "played in the organization or site phase, on a "
                                     "character it fits.", clause=coe.SHORT_EVENT)
            return IllegalAction(f"{name} cannot be played now: in an attack, a scripted "
                                 "short-event cancels it before any strike is assigned, or "
                                 "acts on the strike under way, on a character it fits.",
                                 clause=coe.STRIKE_RESOURCES)
        if kind == "use":
            return self._held_refusal(state, action) or self._use_refusal(state, parts)
        if kind == gwaihir.KIND and gwaihir.is_flight(rest) \
                and played_since(self.played, printed_rules.GWAIHIR_FROM):
            controller = next((c for a, c in state.allies if a == rest.partition(":")[0]), "")
            return gwaihir.refusal(self._gwaihir_scene(state, state.company_of(controller)),
                                   rest)
        if kind == bill.KIND and played_since(self.played, printed_rules.BILL_MOVE_FROM):
            return bill.refusal(self._bill_scene(state, rest), rest)
        if kind == roac.KIND and played_since(self.played, printed_rules.ALLY_INFLUENCE_FROM):
            return roac.refusal(self._roac_scene(state), rest)
        if kind == character_cancels.KIND and played_since(
                self.played, printed_rules.CHARACTER_CANCELS_FROM):
            fight = state.fight
            company = state.company(fight.company) if fight else None
            return character_cancels.refusal(character_cancels.Scene.of_fight(
                company.characters if company else (), fight), rest)
        if kind == "cancel-attack":
            return IllegalAction(self._cancel_attack_refusal(state, parts[0]),
                                 clause=coe.CANCEL_ATTACK)
        if kind == athelas_card.KIND:
            return IllegalAction("Athelas cannot be used " + (
                f"now: {athelas.refusal(state, self.catalog, parts)}." if athelas.plays(
                    self.played) else ": this version of the scenario offers no use of it."),
                clause=athelas_card.RULE)
        if kind == kept_untapped.ACTION and state.fight is not None \
                and state.fight.facing is not None \
                and (keeper := stand_keeper(state, self.played)) is not None:
            return kept_untapped.refusal(self._name(state.fight.facing), self._name(keeper))
        if kind in ("resolve", "stay-untapped", "support", "roll"):
            return IllegalAction("In a strike sequence the defender picks the next strike "
                                 "(resolve:<character>), then may take -3 to stay untapped "
                                 "if its character is untapped, tap untapped characters "
                                 "facing no strike to support it, and rolls.",
                                 clause=coe.STRIKE_ORDER)
        if kind == "assign" and state.fight is not None and rest in state.fight.unfaced:
            return IllegalAction(f"{self._name(rest)} faces no strike of "
                                 f"{state.fight.attack.name}: its strikes are against the "
                                 "mind of the characters who are not Wizards.",
                                 clause=creature_texts.RULE)
        if kind == "ally-cancel" and ally_strikes.plays_texts(self.played):
            return self._cancel_refusal(state, rest)
        if kind == "assign" and state.fight is not None and ally_strikes.plays(self.played) \
                and (ally := allies.combatant(state.allies, state.tapped_allies,
                                              state.wounded_allies, self.catalog, rest)):
            fight = state.fight
            return allies.assign_refusal(ally, self.catalog, fight.attack,
                                         fight.card is None or fight.attack.automatic,
                                         fight.keyed, fight.assigned, fight.assigning)
        if kind in ("assign", "assign-done"):
            return IllegalAction("The defender gives strikes of the attack under way to "
                                 "untapped characters, one each, before the opponent assigns "
                                 "the rest.", clause=coe.DEFENDER_ASSIGNS)
        if state.fight is not None:
            return IllegalAction(f"An attack on company {state.fight.company} is under way: "
                                 "assign its strikes first (assign:<character>, assign-done).",
                                 clause=coe.DEFENDER_ASSIGNS)
        if state.phase != ORGANIZATION and kind in ("play", "join", "move", "stay", "go",
                                                    "split", "transfer", "follow",
                                                    "unfollow", "store"):
            return IllegalAction(f"'{kind}' is an organization-phase action; this is the "
                                 f"{state.phase} phase.", clause=coe.LONG_EVENT_PHASE
                                 if kind == "go" else "CoE-2.II.2")
        lords = played_since(self.played, PLACE_SINCE)  # play:<card>:<company>:<controller>
        if kind == "play" and (len(parts) == 2 or lords and len(parts) == 3):
            card_id, company_id = parts[:2]
            company = state.company(company_id)
            if card_id not in state.hand or card_id not in self.catalog:
                return IllegalAction(f"{card_id} is not in your hand.", clause="CoE-2.II.2")
            if company is None:
                return IllegalAction(f"There is no company {company_id}.", clause="CoE-2.II.2")
            if state.character_played:
                return IllegalAction("One character comes into play per turn.",
                                     clause="CoE-2.II.2")
            lord = company.character(parts[2]) if len(parts) == 3 else None
            if len(parts) == 3 and lord is None:
                return IllegalAction(f"{parts[2]} is not a character of company {company_id}.",
                                     clause=coe.FOLLOWER)
            problem = placement_problem(self.catalog.get(card_id), company, state,
                                        self.catalog, self.played, lord)
            if problem:
                return IllegalAction(problem[0] + ".", clause=problem[1])
        flown = state.company(parts[0])
        if kind in ("move", "stay") and flown is not None and flown.by_card:
            return IllegalAction(f"Company {flown.id} moves by {self._name(flown.by_card)} "
                                 "this turn.", clause=coe.SHORT_EVENT)
        if kind == "move" and (hidden := next((card for c, card in state.hiding
                                                if c == parts[0]), None)):
            return IllegalAction(f"Company {parts[0]} stays where it is this turn "
                                 f"({self._name(hidden)}).", clause=coe.SHORT_EVENT)
        if kind == "move" and len(parts) == 2:
            company = state.company(parts[0])
            if company is not None and parts[1] in self.catalog:
                site = self.catalog.get(parts[1])
                if any(c.id != company.id and c.location == company.location
                       and c.destination == site.id for c in state.companies):
                    return IllegalAction(f"Another company leaving {self._name(company.location)}"
                                         f" has declared movement to {site.name}.",
                                         clause="CoE-2.II.7.1")
                size = size_problem(company.characters, site.is_haven)
                if size is not None:
                    return IllegalAction(f"Company {company.id} cannot leave for {site.name}: "
                                         f"{size}.", clause=coe.COMPANY_SIZE)
            shared = ", nor another of your companies' site," \
                if played_since(self.played, SHARED_SITE_SINCE) else ""
            return IllegalAction(f"Company {parts[0]} cannot move to {parts[1]}: the site is "
                                 f"not in the location deck{shared} or no site path joins it "
                                 "to the company's site.", clause="CoE-2.II.7.i")
        over = influence_over(state, self.catalog, self.played)
        if kind in ("go", "discard-character") and state.phase == ORGANIZATION and \
                self._heirs_chosen():
            if over > 0:
                return IllegalAction(f"The organization phase cannot end: the mind of the "
                                     f"characters under general influence is {over} more "
                                     "than it; discard one (discard-character:<character>, "
                                     "not a Wizard) or make one a follower.",
                                     clause=coe.DEFICIT_DISCARD)
            if kind == "discard-character":
                return IllegalAction("A character is discarded for influence only while the "
                                     "mind under general influence is more than it.",
                                     clause=coe.DEFICIT_DISCARD)
        if kind == "go" and (unsplit := split_problem(state, self.catalog)):
            return IllegalAction(f"The organization phase cannot end: {unsplit}.",
                                 clause=SPLIT)
        if kind == "split":
            return IllegalAction("A character leaves a company of two or more for a new "
                                 "company at its site (split:<company>:<character>).",
                                 clause=SPLIT)
        if kind == "join" and len(parts) == 2 and (tuple(parts) in state.split
                                                  or tuple(parts[::-1]) in state.split):
            return IllegalAction(f"Companies {parts[0]} and {parts[1]} split this turn: they "
                                 "cannot join again in the same organization phase.",
                                 clause=SPLIT)
        if kind == "follow" and len(parts) == 2 and (short := self._short_of_mind(state, *parts)):
            return IllegalAction(short, clause=coe.FOLLOWER)
        if kind in ("follow", "unfollow"):
            return IllegalAction("A non-Wizard character without followers becomes the "
                                 "follower of a non-follower, non-Wizard character of its "
                                 "company whose direct influence left covers its mind "
                                 "(follow:<character>:<controller>); a follower goes back "
                                 "under general influence if enough is left "
                                 "(unfollow:<character>).", clause=coe.FOLLOWER)
        if kind == "remove":
            return IllegalAction("A corruption card is removed in the organization phase by "
                                 "an untapped character bearing it "
                                 "(remove:<card>:<character>[:untapped]).",
                                 clause=corruption_removal.RULE)
        if kind == "store" and (stored := self._store_refusal(state, parts)) is not None:
            return stored
        if kind == "store":
            return IllegalAction("An item is stored by its bearer at a haven, in the "
                                 "organization phase (store:<item>:<bearer>).", clause=STORE)
        if kind == "transfer":
            return IllegalAction("An item passes from its bearer to another character at the "
                                 "same site (transfer:<item>:<bearer>:<character>).",
                                 clause=coe.TRANSFER_ITEM)
        if kind == "rescue":
            return IllegalAction("Rescue Prisoners is played from the hand at an untapped "
                                 "dark-hold or shadow-hold, after facing its "
                                 "automatic-attacks.", clause="GON-STAGE-1")
        if kind == "item" and state.phase == SITE and state.current is not None \
                and self._plays_item_places() and rest.split(":")[0] in state.hand \
                and (placed := item_places.place_problem(
                    self.catalog.get(rest.split(":")[0]), treated_sites.site_here(
                        state, self.catalog, state.current, self.played))) is not None:
            return IllegalAction(f"{placed}.", clause=coe.PLAY_ITEM)
        if kind in ("enter", "leave", "done", "item") and state.phase != SITE:
            return IllegalAction(f"'{kind}' belongs to a company's site phase; this is the "
                                 f"{state.phase} phase.", clause=coe.SITE_PHASE)
        if kind in ("discard", "keep") and state.phase != END_OF_TURN:
            return IllegalAction("Cards are discarded from hand at the end of the turn.",
                                 clause=coe.END_OF_TURN)
        return IllegalAction(f"{action!r} is not a legal action now ({state.phase}).",
                             clause={ORGANIZATION: "CoE-2.II.2", SITE: coe.SITE_PHASE,
                                     END_OF_TURN: coe.END_OF_TURN}.get(state.phase))
