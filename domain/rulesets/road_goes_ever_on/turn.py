"""The solo turn of "The Road Goes Ever On": what happens between the player's decisions.

Each function emits facts through the :class:`Context`, citing the clause it applies; the
ruleset calls them from ``begin`` and ``decide``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from domain.canonical import JSON
from domain.cards import Card, Catalog, fold
from domain.engine import attacks_at_once, balrog, coe, effects
from domain.engine.characters import Character
from domain.engine.checks import ABOVE, AT_LEAST, Modifier, check
from domain.engine.combat import Attack
from domain.engine.company import company_size
from domain.engine.corruption import ELIMINATED, PASSED, corruption_check, corruption_roll
from domain.engine.hazard_limit import base_hazard_limit, may_play_hazard
from domain.engine.influence import STANDARD_GENERAL_INFLUENCE
from domain.engine.movement import drawing_site
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import (
    abilities,
    agents,
    alatar,
    align_palantir,
    ally_abilities,
    ally_hazard_cancels,
    ally_strikes,
    anduril,
    balance_of_things,
    balrog_of_moria,
    balrog_rules,
    bane_of_the_ithil_stone,
    battles,
    bearer_values,
    blade_removal,
    book_of_mazarbul,
    character_texts,
    check_cards,
    check_helpers,
    corruption_cards,
    council,
    creatures,
    desolation,
    display_copies,
    dragon_homes,
    dragon_hunts,
    dragons,
    effect_clauses,
    empty_companies,
    fellowship,
    fog,
    followers,
    golden_hoard,
    great_road,
    great_ship,
    hand_windows,
    hazard_events,
    hazard_long_events,
    hazard_pile,
    hazard_scripts,
    information,
    interjections,
    leaving_play,
    long_events,
    moon,
    morannon,
    nazgul_abroad,
    nazgul_blades,
    nazgul_mounts,
    nenya,
    no_one_left,
    one_character,
    origin_returns,
    palantiri,
    quests,
    rescues,
    resource_long_events,
    ring_hazards,
    ring_powers,
    sacrifice_of_form,
    shadow,
    shelob,
    siege,
    site_rules,
    tables,
    targets,
    tokens,
    traitor,
    travel_cards,
    under_deeps_moves,
    white_tree,
    will_of_sauron,
    wizard_checks,
)
from domain.rulesets.road_goes_ever_on.combat import (
    asks_defender,
    body_check,
    candidates,
    defender_choices,
    enhanced,
    explained,
    explains,
    finish_attack,
    resolve_attack,
    waits_for_support,
)
from domain.rulesets.road_goes_ever_on.elimination import eliminate
from domain.rulesets.road_goes_ever_on.state import (
    ENVIRONMENT_REROLL,
    HAND_SIZE,
    LONG_EVENT,
    MOVEMENT_HAZARD,
    ORGANIZATION,
    SITE,
    State,
    character_json,
)

LONG_EVENT_ON = 8
#: The draws a company's movement gives (CoE 2.IV.v): Radagast's for the Wildernesses.
DRAW_BY_SITE = "CoE-2.IV.v"
#: The first version in which a company moving to a Haven draws by its site of origin's
#: number (``Turn.player_draw_site``); earlier versions drew by the Haven's and replay as played.
HAVEN_DRAW_SINCE = 191
#: The first version whose Hazard Pile and hazard limit read the game as the player's draws left
#: it (The Will of Sauron gone with the deck they exhausted, and the hazard long-events with it)
#: whether or not the company waited for its hand cards; earlier versions read, where it did
#: not, the game as the draws found it (``Turn.draw_pile``'s ``before``), and replay as played.
PILE_AFTER_DRAWS_SINCE = 240
#: What follows a hazard long-event: the Environment re-roll or the movement/hazard phase.
REROLL = "reroll"
HAZARDS = "hazards"
END_OF_TURN = "end-turn"
#: The player chooses the order of the companies' movement/hazard and site phases.
ORDER_RULE = {MOVEMENT_HAZARD: "CoE-2.IV", SITE: coe.SITE_PHASE}


class Turn:
    """The automatic parts of the turn, bound to a catalog and the game's tables."""

    def __init__(self, catalog: Catalog, tables_: tables.Tables, played: str = "") -> None:
        self.catalog = catalog
        self.tables = tables_
        #: The version the game is played under ("" where no rule here depends on it).
        self.played = played

    def card(self, card_id: str) -> Card:
        return self.catalog.get(card_id)

    def region_adjacent(self, region: str) -> tuple[str, ...]:
        """The regions adjacent to ``region`` (by name), from its region card."""
        found = [c for c in self.catalog.find_all(region) if c.is_region] if region else []
        return found[0].adjacent if found else ()

    def dragon_table(self, state: State) -> tables.RollTable | None:
        """The Dragon encounter table, when the game uses it (RGO-DRAGON-1)."""
        return self.tables["dragon"] if state.options.get("dragon_table") else None

    # -- characters ---------------------------------------------------------------------------
    def character_problem(self, state: State, card: Card, site: Card) -> tuple[str, str] | None:
        """Why ``card`` cannot come into play at ``site`` now (message, rule), or None."""
        homes = [fold(h) for h in card.home_sites]
        if not site.is_haven and fold(site.name) not in homes:
            return (f"{card.name} can come into play only at a Haven or at his home site.",
                    "RGO-GEN-1")
        home_only = character_texts.home_only_problem(self.played, card, site)
        if home_only is not None:
            return home_only
        if any(fold(c.name) == fold(card.name) for c in state.every_character()):
            return f"{card.name} is already in play.", "CoE-1.3.1"
        if shadow.is_wizard(card):
            if state.wizard is not None:
                return "Your Wizard is already in play.", "RGO-DECK-4"
            other = sacrifice_of_form.other_wizard(state, card)
            if other is not None:
                return other
        elif state.general_influence_used() + (card.mind or 0) > STANDARD_GENERAL_INFLUENCE:
            return (f"{card.name} needs {card.mind} general influence and too little is "
                    "left.", coe.GENERAL_INFLUENCE)
        return None

    def hand_play_problem(self, state: State, card: Card, site: Card) -> tuple[str, str] | None:
        """Why ``card`` cannot come into play at ``site`` now as the organization's one play
        of a character from the hand (one_character.py), or None."""
        return one_character.problem(state, self.played, self.card) \
            or self.character_problem(state, card, site)

    def play_from_hand(self, ctx: Context[State], card: Card, rule: str) -> None:
        """The organization's one play of a character from the hand (one_character.py)."""
        self.play_character(ctx, card, rule, organizing=True)

    def play_character(self, ctx: Context[State], card: Card, rule: str,
                       from_deck: bool = False, starting: bool = False,
                       organizing: bool = False) -> None:
        new = Character.from_card(card)
        ctx.emit("CharacterPlayed", rule, card=card.id, name=card.name,
                 character=character_json(new), wizard=shadow.is_wizard(card),
                 source="draw" if from_deck else "hand",
                 **(one_character.fact(self.played) if organizing else {}))
        self.change_shadow(ctx, shadow.character_played(card, starting=starting))
        sacrifice_of_form.returned(ctx, card)  # his items and the card back with him

    # -- shadow and the end of the game -------------------------------------------------------
    def change_shadow(self, ctx: Context[State], change: shadow.ShadowChange | None) -> None:
        if change is None or ctx.state.outcome is not None:
            return
        count = shadow.apply(ctx.state.shadow, change)
        ctx.emit("ShadowChanged", change.rule, delta=count - ctx.state.shadow, count=count,
                 cause=change.cause, rule=change.rule)
        if shadow.is_lost(count):
            self.end(ctx, "lost", f"{count} Shadow tokens are in play", "RGO-SHADOW-3")

    def lost_if_no_one(self, ctx: Context[State]) -> None:
        """The game is lost once no character is left in play (RGO-GEN-7), unless it is over."""
        if ctx.state.outcome is None and not ctx.state.every_character():
            self.end(ctx, "lost", "no character is left in play", "RGO-GEN-7")

    def lost_at_once(self, ctx: Context[State]) -> bool:
        """From ``no_one_left.SINCE`` the game is lost as soon as no character is left, before
        the rules go on: True if it is over now (never before that version)."""
        if not no_one_left.at_once(ctx.ruleset.played):
            return False
        self.lost_if_no_one(ctx)
        return ctx.state.outcome is not None

    def end(self, ctx: Context[State], outcome: str, reason: str, rule: str,
            ended_by: str | None = None, **extra: object) -> None:
        """The game's end; ``ended_by`` names how, where the clause alone does not."""
        ended_by = ended_by or {"RGO-SHADOW-3": "shadow", "RGO-WIN-3": "free-council", "TDH-WIN-1":
                    "lost-treasures", "TDH-WIN-2": "lost-treasures",
                    "TDH-WIN-3": "lost-treasures"}.get(rule, "company-lost")
        ctx.emit("GameEnded", rule, outcome=outcome, reason=reason, ended_by=ended_by,
                 turns=ctx.state.turn, shadow=ctx.state.shadow, **extra)

    # -- drawing ------------------------------------------------------------------------------
    @staticmethod
    def player_draw_site(played: str, here: Card, target: Card) -> Card:
        """The site whose number the player draws by as his company moves: from
        ``HAVEN_DRAW_SINCE`` the site of origin's when it moves to a Haven (CoE 2.IV.v; the
        Road sets only the Hazard Pile by the destination, RGO-HAZ-1); before, always the
        destination's."""
        return drawing_site(here, target) if played_since(played, HAVEN_DRAW_SINCE) else target

    def draw_player(self, ctx: Context[State], count: int, rule: str) -> None:
        for _ in range(count):
            if not ctx.state.draw:
                if not ctx.state.discard:
                    return
                will_of_sauron.deck_exhausted(ctx, self.card, "player")
                bane_of_the_ithil_stone.deck_exhausted(ctx, "player")
                ctx.shuffle("player", list(ctx.state.discard), "RGO-GEN-5")
            ctx.emit("CardsDrawn", rule, deck="player", cards=[ctx.state.draw[0]])

    def draw_hazards(self, ctx: Context[State], count: int, rule: str) -> list[str]:
        drawn: list[str] = []
        while len(drawn) < count:
            if not ctx.state.hazards:
                if not ctx.state.hazard_discard:
                    break
                will_of_sauron.deck_exhausted(ctx, self.card, "hazard")
                bane_of_the_ithil_stone.deck_exhausted(ctx, "hazard")
                ctx.shuffle("hazard", list(ctx.state.hazard_discard), "RGO-GEN-6")
            take = list(ctx.state.hazards[:count - len(drawn)])
            ctx.emit("HazardPileDrawn", rule, cards=take, count=len(take))
            drawn += take
        return drawn

    def discard_to_hand_size(self, ctx: Context[State], rule: str, then: str) -> bool:
        """True when the hand is over five: the player chooses what to discard, one card at
        a time (``discard:<card>``), and ``then`` says what follows."""
        size = self.hand_size(ctx)
        if len(ctx.state.hand) <= size:
            return False
        # Bilbo's larger hand is recorded; five, the rule's size, needs no mention.
        ctx.emit("DiscardAwaited", rule, count=len(ctx.state.hand) - size, then=then,
                 **({"size": size} if size != HAND_SIZE else {}))
        return True

    def hand_size(self, ctx: Context[State]) -> int:
        """Five (RGO-GEN-2), six while Bilbo is away from a Haven or Bag End (RGO-ABIL-9)."""
        size = abilities.hand_size(ctx.state, self.catalog.get) if enhanced(ctx) else HAND_SIZE
        # Stored lost treasures (TDH-SPEC-7); Elrond, Galadriel, Círdan and Pallando (version
        # 58 on).
        return size + golden_hoard.hand_bonus(ctx.state) + character_texts.hand_bonus(
            ctx.ruleset.played, ctx.state, self.catalog.get) + book_of_mazarbul.hand_bonus(
            ctx.ruleset.played, ctx.state, self.catalog.get)

    def discard_one(self, ctx: Context[State], card: str) -> None:
        then = ctx.state.awaited_discard
        assert then is not None
        rule = "RGO-GEN-3" if then == SITE else "RGO-GEN-4"
        ctx.emit("CardsDiscarded", rule, cards=[card])
        if ctx.state.awaited_discard is None:
            self.after_discard(ctx, then)

    # -- quests -------------------------------------------------------------------------------
    def reveal_quest(self, ctx: Context[State], rule: str) -> None:
        if not ctx.state.quest_deck:
            ctx.emit("QuestDeckEmpty", rule)
            return
        if quests.display_full(len(ctx.state.display)):
            gone = ctx.pick("quest-discard", [q.card for q in ctx.state.display],
                            "the quest to discard", "RGO-QUEST-7")
            ctx.emit("QuestDiscarded", "RGO-QUEST-7", card=gone,
                     **display_copies.fields(ctx.state, gone, ctx.ruleset.played, here=False))
            battles.lost_to_discard(ctx, gone)  # a Battle lost so costs its MP
        card = self.card(ctx.state.quest_deck[0])
        site_cards = dragons.hoard_sites(ctx.ruleset.played, card,
                                         [self.card(s) for s in ctx.state.site_deck])
        candidates = [s.id for s in quests.candidate_sites(card, site_cards,
                                                           ctx.ruleset.played)]
        if information.offered(ctx.ruleset.played) and information.need(card) is not None:
            candidates = [s.id for s in information.sites(site_cards, self.tables.rules_for)]
        battle = battles.dealt_battle(ctx.state, card.id)
        if battle is not None:  # fought at its own sites (RGO-BATTLE-2)
            candidates = [s.id for s in battles.sites_in_deck(battle, site_cards)]
        if card.is_item and len(candidates) > 1:
            candidates = [ctx.pick("quest-sites", candidates, f"the site of {card.name}",
                                   "RGO-QUEST-3")]
        ctx.emit("QuestRevealed", rule, card=card.id, name=card.name, sites=candidates)

    # -- the turn -----------------------------------------------------------------------------
    def start_turn(self, ctx: Context[State]) -> None:
        ctx.emit("TurnBegan", "RGO-GEN-1", turn=ctx.state.turn + 1)
        if not blade_removal.await_untap(ctx):  # the player may first try to remove a blade
            self.untap_phase(ctx)

    def untap_phase(self, ctx: Context[State]) -> None:
        """The untap phase and the rest of the turn's beginning, to the organization phase;
        a blade's bearer who tried to remove it neither untaps nor heals (blade_removal.py)."""
        forgone = ctx.state.untap_forgone
        healed: list[str] = []
        home: list[str] = []
        for company in ctx.state.all_companies():
            here = self.card(company.site)
            # Minas Tirith heals as a Haven with The White Tree in play (white_tree.py);
            # Lórien does not with Balrog of Moria while Galadriel is away (balrog_of_moria.py).
            haven = white_tree.haven(ctx.ruleset.played, ctx.state, here) \
                and not balrog_of_moria.lorien_free_hold(ctx.state, here)
            healed += [c.card_id for c in company.characters if c.wounded and haven
                       and c.card_id not in forgone]
            home += [c.card_id for c in company.characters if c.wounded and not haven
                     and any(fold(h) == fold(here.name)
                             for h in self.card(c.card_id).home_sites)]
        # A character holding a card not yet stored stays tapped (rescues.py).
        held = [*rescues.kept_tapped(ctx.state),
                *(c for c in forgone if c not in rescues.kept_tapped(ctx.state))]
        kept: dict[str, JSON] = {"kept": held} if held else {}
        if allies := ally_strikes.healed(ctx.state, self.card(ctx.state.site),
                                         ctx.ruleset.played):
            kept["allies_healed"] = allies  # a wounded ally heals at a Haven too
        ctx.emit("CharactersUntapped", coe.UNTAP, healed=healed, **kept)
        for card_id in home:
            # Healed as if at a Haven: wounded to tapped, as the untap phase heals.
            ctx.emit("CharacterStateChanged", "RGO-HOME-1", character=card_id, state="tapped",
                     reason="healing at his home site")
        if corruption_cards.untapped(ctx, {c.card_id: self.card(company.site).is_haven
                                           for company in ctx.state.all_companies()
                                           for c in company.characters}):
            self.untap_ends(ctx)

    def untap_ends(self, ctx: Context[State]) -> None:
        """The untap phase's checks made: a new quest, then the organization phase."""
        if self.lost_at_once(ctx):  # a check of the untap phase took the last character
            return
        if quests.needs_roll(len(ctx.state.display)):
            index = ctx.position("dice")
            dice = ctx.roll("a new quest", "RGO-QUEST-6")
            total = sum(dice)
            if explains(ctx):  # version 2 on: the roll's outcome has its own line
                ctx.emit("QuestRolled", "RGO-QUEST-6", draws=quests.roll_draws(total),
                         check=check(dice, [], quests.DRAW_ON, AT_LEAST, index).to_json())
            if quests.roll_draws(total):
                self.reveal_quest(ctx, "RGO-QUEST-6")
        else:
            self.reveal_quest(ctx, "RGO-QUEST-6")
        ctx.emit("PhaseBegan", "RGO-GEN-1", phase=ORGANIZATION)

    def begin_long_events(self, ctx: Context[State]) -> None:
        self.organization_ends(ctx)
        ctx.emit("PhaseBegan", coe.LONG_EVENT_PHASE, phase=LONG_EVENT)
        resource_long_events.long_event_phase_begins(ctx, self.card)

    @staticmethod
    def organization_ends(ctx: Context[State]) -> None:
        """Each character left under no influence is discarded as the organization phase
        ends (CoE 2.II.2.2.3; followers.UNCONTROLLED_SINCE), his fact naming the
        ``FollowerUncontrolled`` it follows."""
        for character in followers.uncontrolled(ctx.state):
            eliminate(ctx, character, followers.DISCARDED, "under no influence as the "
                      "organization phase ends", out_of_play=False, cited=followers.FOLLOWS)

    def hazard_long_event(self, ctx: Context[State], rule: str) -> Card | None:
        """Roll 2D6; on 8+ the top hazard long-event comes into play."""
        index = ctx.position("dice")
        dice = ctx.roll("a hazard long-event", rule)
        total = sum(dice)
        if explains(ctx):  # version 2 on: the roll's outcome has its own line
            ctx.emit("LongEventRolled", rule, plays=total >= LONG_EVENT_ON,
                     check=check(dice, [], LONG_EVENT_ON, AT_LEAST, index).to_json())
        if total < LONG_EVENT_ON:
            return None
        if not ctx.state.long_events:
            if not ctx.state.long_discard:
                return None
            ctx.shuffle("long-event", list(ctx.state.long_discard), rule)
        card = self.card(ctx.state.long_events[0])
        # A defeated Dragon's manifestation, or one past Leucaruth at Home's limit: nothing
        # comes into play.
        gone = dragons.gone_everywhere(ctx, card) \
            or dragon_homes.one_a_turn_elsewhere(ctx, self.catalog, card)
        if gone is not None:
            ctx.emit("LongEventNotPlayed", gone[1], card=card.id, name=card.name,
                     reason=gone[0])
            return None
        ctx.emit("LongEventPlayed", rule, card=card.id, name=card.name, side="hazard",
                 environment=card.environment)
        return card

    def long_event_roll(self, ctx: Context[State]) -> None:
        card = self.hazard_long_event(ctx, "RGO-LONG-2")
        then = REROLL if card is not None and card.environment else HAZARDS
        if card is not None and long_events.came_into_play(ctx, card, then):
            return  # the player declares the long-event's effect first
        self.after_long_event(ctx, then)

    def roll_again(self, ctx: Context[State]) -> None:
        card = self.hazard_long_event(ctx, "RGO-LONG-3")
        if card is not None and long_events.came_into_play(ctx, card, HAZARDS):
            return
        self.begin_hazards(ctx)

    def after_long_event(self, ctx: Context[State], then: str) -> None:
        """The Environment re-roll (RGO-LONG-3) or the movement/hazard phase."""
        if then == REROLL:
            ctx.emit("PhaseBegan", "RGO-LONG-3", phase=ENVIRONMENT_REROLL)
        else:
            self.begin_hazards(ctx)

    # -- the order of the companies' phases (CoE 2.IV, 2.V) -----------------------------------
    def begin_hazards(self, ctx: Context[State]) -> None:
        """The first movement/hazard phase of the turn: with several companies the player
        chooses which company goes first (CoE 2.IV)."""
        if self.companies_left(ctx, MOVEMENT_HAZARD):
            return
        if not self.await_company(ctx, MOVEMENT_HAZARD, [
                c.id for c in ctx.state.all_companies()
                if c.id not in ctx.state.moved_companies]):
            self.movement_hazard(ctx)

    def companies_left(self, ctx: Context[State], phase: str) -> bool:
        """From ``empty_companies.SINCE`` the companies left with no character are removed
        before the next company's ``phase`` (CoE-g.company); where the running one was, the
        companies still to play ``phase`` go on from here, and True is returned: the caller
        goes no further."""
        done = ctx.state.moved_companies if phase == MOVEMENT_HAZARD \
            else ctx.state.sited_companies
        if not empty_companies.dissolve(ctx, done):
            return False
        still = [c.id for c in ctx.state.all_companies() if c.id not in done]
        if not still or self.await_company(ctx, phase, still):
            return bool(still)
        # The one company left to play the phase runs it (it took the emptied one's place).
        if phase == MOVEMENT_HAZARD:
            self.movement_hazard(ctx)
        else:
            self.site_phase_begins(ctx)
        return True

    def await_company(self, ctx: Context[State], phase: str, candidates: list[str]) -> bool:
        """True when more than one company is still to play ``phase``: the game waits for
        the player's ``next-company:<company>``."""
        if len(candidates) < 2:
            return False
        ctx.emit("CompanyChoiceAwaited", ORDER_RULE[phase], phase=phase, companies=candidates)
        return True

    def choose_company(self, ctx: Context[State], company: str) -> None:
        """The player's choice of the company whose phase comes next; the phase begins."""
        awaited = ctx.state.awaited_company
        assert awaited is not None
        phase, candidates = awaited
        rule = ORDER_RULE[phase]
        ctx.emit("CompanyChosen", rule, company=company, phase=phase)
        if company != ctx.state.company:
            ctx.emit("CompanyActivated", rule, company=company, phase=phase,
                     ended=ctx.state.company not in candidates)
        if phase == MOVEMENT_HAZARD:
            self.movement_hazard(ctx)
        else:
            self.site_phase_begins(ctx)

    @staticmethod
    def site_phase_begins(ctx: Context[State]) -> None:
        """The running company's site phase begins; at a besieged site its Siege attacks
        first (siege.py)."""
        ctx.emit("PhaseBegan", coe.SITE_PHASE, phase=SITE)
        siege.site_phase_begins(ctx, lambda c, attack: resolve_attack(
            c, attack, effect_clauses.of(c, siege.CARD, siege.play_on(c.state, c.state.site)),
            ask=True))

    def movement_hazard(self, ctx: Context[State]) -> None:
        """Draw the player's cards and the Hazard Pile, set the limit, then reveal."""
        ctx.emit("PhaseBegan", coe.HAZARD_LIMIT, phase=MOVEMENT_HAZARD)
        # Radagast's draws count the site path as printed, before a Moon treats it.
        wild = character_texts.wilderness_draws(ctx.ruleset.played, ctx.state, self.card)
        printed = ctx.state.path
        if moon.offered(ctx.ruleset.played):
            moon.treat_path(ctx, self.card)  # Arinmîr's Moon (RGO-ABIL-3)
        fog.treat_path(ctx, self.card, printed)  # with Gates of Morning in play
        under_deeps_moves.revealed(ctx, self.card)
        hazard_long_events.movement_begins(ctx)  # Long Winter and the like
        palantiri.moved(ctx)  # the stones a moving company may not keep
        align_palantir.moved(ctx)  # an alignment its moving company discards
        state = ctx.state
        moving = state.destination is not None
        here = self.card(state.site)
        target = self.card(state.destination) if state.destination else here
        if enhanced(ctx) and abilities.thorin_draws(state):
            self.draw_player(ctx, 1, "RGO-ABIL-44")
        if moving:
            drawn_by = self.player_draw_site(ctx.ruleset.played, here, target)
            self.draw_player(ctx, dragon_homes.player_draw(ctx, self.catalog, drawn_by.draw or 0),
                             "RGO-GEN-1" if drawn_by is target else DRAW_BY_SITE)
            if wild:
                self.draw_player(ctx, wild, DRAW_BY_SITE)
            if state.benefit("extra-draw", state.site) is not None:
                self.draw_player(ctx, 1, "RGO-INN-6")
        else:
            ctx.emit("NoPlayerDraw", "RGO-HAZ-7", site=here.id)
        if not hand_windows.opens(ctx, self.catalog):  # else once its hand cards are passed
            self.draw_pile(ctx, None if played_since(ctx.ruleset.played, PILE_AFTER_DRAWS_SINCE)
                           else state)

    def draw_pile(self, ctx: Context[State], before: State | None = None) -> None:
        """Draw the running company's Hazard Pile, set its limit, then reveal. ``before``:
        the state its player's draws started from, which the pile read where no hand card
        was waited for before ``PILE_AFTER_DRAWS_SINCE``; else the state now."""
        state = ctx.state if before is None else before
        moving = state.destination is not None
        here = self.card(state.site)
        target = self.card(state.destination) if state.destination else here
        site_draw = alatar.hazard_draw(ctx.ruleset.played, state, great_road.hazard_draw(
            state, target.draw_opponent or 0))
        size, rule = hazard_pile.pile_size(state.shadow, moving, site_draw,
                                           here.draw_opponent or 0)
        pile = self.draw_hazards(ctx, size, rule)
        from_long_events = long_events.limit_delta(state)
        cirdan = abilities.cirdan_eases(state) if enhanced(ctx) else 0
        at_site = site_rules.limit_bonus(ctx.ruleset.played, moving, target)  # Barad-dûr
        at_home, homes = dragon_homes.limit_bonus(ctx.ruleset.played, state, self.catalog)
        limit = max(0, base_hazard_limit(company_size(ctx.state.characters))
                    - state.limit_reduction + from_long_events - cirdan + at_site + at_home)
        ctx.emit("HazardLimitSet", "RGO-HAZ-5", limit=limit, pile=len(pile),
                 eased_by=list(state.eased_by), cards=pile, long_events=from_long_events,
                 **({"cirdan": cirdan} if cirdan else {}), **({"site": at_site} if at_site else {}),
                 **({"at_home": at_home, "at_home_cards": homes} if at_home else {}))
        self.continue_hazards(ctx)

    def journey(self, state: State) -> tuple[hazard_pile.Journey, Card]:
        """The company's site path as places to key to, and the site it leads to."""
        target = self.card(state.destination or state.site)
        regions = tuple(state.path) if state.destination is not None else ()
        kind = white_tree.hazard_site_type(self.played, state, target,
                                           hazard_scripts.site_type(state, target))
        return hazard_pile.Journey(regions, kind, target.name, target.region), target

    def continue_hazards(self, ctx: Context[State]) -> None:
        """Reveal the pile's cards one at a time until the limit is reached (RGO-HAZ-2, 5);
        stops while the player declares an effect or assigns strikes."""
        journey, target = self.journey(ctx.state)
        moving = ctx.state.destination is not None
        sanctuary = self.sanctuary(ctx.state, target)
        if dragon_hunts.attack_moving(ctx, self.catalog, self.dragon_table(ctx.state),
                                      self.creature_gone):
            return  # an Ahunt's attack waits for the defender
        while (ctx.state.pile and may_play_hazard(ctx.state.hazards_played, ctx.state.hazard_limit)
               and ctx.state.outcome is None and ctx.state.characters):
            if interjections.at_once(ctx, interjections.HAZARDS):
                return  # a Traitor's attack, made before the next card (interjections.py)
            hazard = self.card(ctx.state.pile[0])
            journey, target = self.journey(ctx.state)  # a hazard may have treated the path
            ctx.emit("HazardRevealed", "RGO-HAZ-2", card=hazard.id, name=hazard.name)
            if hazard.agent and agents.played(ctx):
                if agents.revealed(ctx, hazard, journey.site_position, target, sanctuary):
                    return  # the player may attack the Agent first (RGO-AGENT-8)
                continue
            gone = dragons.manifestation_problem(ctx.state, hazard) \
                if dragons.insert_played(ctx.ruleset.played) else None
            if gone is not None:
                ctx.emit("HazardDiscarded", gone[1], card=hazard.id, reason=gone[0])
                continue
            if dragon_homes.one_a_turn(ctx, self.catalog, hazard):
                continue  # Leucaruth at Home: a Dragon manifestation played this turn already
            at_home = balrog_rules.at_home_attack(ctx.ruleset.played, hazard, target)
            if isinstance(at_home, str):
                ctx.emit("HazardDiscarded", "RGO-HAZ-3", card=hazard.id, reason=at_home)
                continue
            if at_home is not None:  # defeated as a creature (BA-CLAR-1)
                ctx.emit("HazardKeyed", "RGO-HAZ-4", card=hazard.id,
                         position=journey.site_position, place="the site")
                beaten = dragons.fight(ctx, self.dragon_table(ctx.state), hazard.name, at_home,
                                       balrog.PERMANENT_DEFEATED, keyed_to="the site",
                                       hazard=hazard.id, ask=True)
                if beaten is None:
                    return
                self.creature_gone(ctx, hazard.id, beaten)
                continue
            if hazard.is_creature:
                # Its text may add places to the printed keying (generation 4).
                keyable = travel_cards.limited(ctx.state, journey)
                position = creatures.keying_position(ctx, hazard, keyable, ctx.state.key_floor)
                position = travel_cards.allowed(ctx.state, position, journey, hazard)
                keyed = creatures.keying_clause(ctx, hazard, keyable, ctx.state.key_floor,
                                                position)  # The Nazgûl are Abroad's place
                if position is None and site_rules.keyed_regardless(ctx.ruleset.played, target):
                    # Mount Doom: keyed to the site whatever the keying cards say.
                    position = creatures.keying_position(ctx, hazard, journey,
                                                         journey.site_position)
                if shelob.revealed(ctx, hazard, position is not None,
                                   hazard_pile.counts_against_limit(
                                       hazard, ctx.state.environment_used)):
                    continue  # with Doors of Night, played as a permanent-event
                if position is None:
                    rule = "RGO-HAZ-8" if not moving else "RGO-HAZ-4"
                    ctx.emit("HazardDiscarded", rule, card=hazard.id,
                             reason="it cannot be keyed to the rest of the site path"
                             + travel_cards.because(ctx.state))
                    continue
                if sanctuary and position == journey.site_position:
                    ctx.emit("HazardDiscarded", "RGO-SITE-RL-S2", card=hazard.id,
                             reason="no hazard is keyed to Isengard while Saruman is there")
                    continue
                place = ("the site" if position == journey.site_position
                         else f"region {position + 1} ({journey.regions[position]})")
                ctx.emit("HazardKeyed", keyed[0], card=hazard.id, position=position,
                         place=place, **keyed[1])
                attack = Attack.from_creature(hazard, len(ctx.state.characters))
                dragon_homes.played_against(ctx, self.catalog, hazard, attack)
                beaten = dragons.fight(ctx, self.dragon_table(ctx.state), hazard.name, attack,
                                       "RGO-HAZ-2", keyed_to=place, hazard=hazard.id,
                                       ask=True)
                if beaten is None:
                    return  # the defender assigns the strikes first (CoE 3.ii)
                self.creature_gone(ctx, hazard.id, beaten)
                continue
            self.play_hazard_event(ctx, hazard)
            if ctx.state.awaited_event is not None or ctx.state.awaited_ship_event is not None \
                    or ctx.state.hazard_cancel is not None \
                    or ctx.state.awaited_transfer is not None \
                    or ctx.state.awaited_check is not None:
                return  # the player declares the event's effect, may cancel it, chooses the
                # item a character sent home passes (sent_home.py), or helps its check
        if interjections.at_once(ctx, interjections.HAZARDS):
            return  # a Traitor's attack, made before the pile's end (interjections.py)
        self.finish_hazards(ctx)

    def creature_gone(self, ctx: Context[State], hazard: str, beaten: bool) -> None:
        if beaten:
            slain = len(ctx.state.slain_dragons)
            dragons.creature_defeated(ctx, self.card(hazard), self.card)
            if len(ctx.state.slain_dragons) > slain:
                golden_hoard.dragon_defeated(ctx, self.end)
        elif dragon_hunts.stays(ctx.ruleset.played, ctx.state, self.card(hazard)):
            return  # an Ahunt or At Home not defeated stays in play
        else:
            ctx.emit("HazardDiscarded", coe.ATTACK_RESULT, card=hazard,
                     reason="the attack is over")

    def finish_hazards(self, ctx: Context[State]) -> None:
        """The cards left once the limit is reached, the arrival, the hand cut to five."""
        _, target = self.journey(ctx.state)
        pile = list(ctx.state.pile)
        if pile and ctx.state.outcome is None:
            haven = white_tree.haven(ctx.ruleset.played, ctx.state, target) \
                and not balrog_of_moria.lorien_free_hold(ctx.state, target)  # Lórien
            guard, rest = hazard_pile.leftovers(pile, haven)
            if not empty_companies.guarded(ctx):
                guard, rest = None, pile  # no company is left to reach the site
            if guard is not None:
                ctx.emit("HazardOnGuard", "RGO-GUARD-1", card=guard, site=target.id)
            elif haven:
                ctx.emit("NoOnGuardAtHaven", "RGO-GUARD-2", site=target.id)
            if rest:
                ctx.emit("HazardsReturned", "RGO-HAZ-9", cards=rest)
        if ctx.state.outcome is not None:
            return
        if corruption_cards.movement_ended(ctx, target.is_haven):  # Lure of Nature, Creation
            self.movement_checks_made(ctx)

    def step_goes_on(self, ctx: Context[State], step: str) -> None:
        """The checks of ``step`` that waited for an attack made at once go on, then the rest
        of the step (corruption_cards.py)."""
        if not corruption_cards.go_on(ctx) or ctx.state.outcome is not None:
            return
        if step == interjections.UNTAP_CHECKS:
            self.untap_ends(ctx)
        else:
            self.movement_checks_made(ctx)

    def movement_checks_made(self, ctx: Context[State]) -> None:
        """The end of the movement/hazard phase's checks made: the arrival, the hand cut to
        five, then the next company's phase or the site phase."""
        _, target = self.journey(ctx.state)
        self.lost_if_no_one(ctx)
        if ctx.state.outcome is not None:
            return
        if ctx.state.destination is not None and not empty_companies.emptied(ctx):
            ctx.emit("CompanyArrived", coe.SITE_PHASE, site=target.id, name=target.name)
            morannon.arrived(ctx)  # a new site: Morannon left behind is discarded
            ally_abilities.leave_regions(ctx, self.catalog, target.id)
        if self.discard_to_hand_size(ctx, "RGO-GEN-3", then=SITE):
            return
        self.after_discard(ctx, SITE)

    def after_discard(self, ctx: Context[State], then: str) -> None:
        """What follows the cut to five: the site phase, or the rest of the end of turn."""
        if then == SITE:
            if self.companies_left(ctx, MOVEMENT_HAZARD):
                return
            waiting = self.still_to_come(ctx.state, ctx.state.moved_companies)
            if self.await_company(ctx, MOVEMENT_HAZARD, waiting):
                return
            following = waiting[0] if waiting else None
            if following is not None:
                # Each company has its own movement/hazard phase (RGO-HAZ-1).
                ctx.emit("CompanyActivated", "RGO-HAZ-1", company=following,
                         phase=MOVEMENT_HAZARD)
                self.movement_hazard(ctx)
                return
            if self.await_company(ctx, SITE, [c.id for c in ctx.state.all_companies()
                                              if c.id not in ctx.state.sited_companies]):
                return
            self.site_phase_begins(ctx)
        else:
            self.refill_and_pass(ctx)

    def defender_assigns(self, ctx: Context[State], character: str | None) -> bool:
        """The defender gives a strike to ``character`` (None: leaves the rest to chance);
        once done, the attack is resolved (CoE 3.ii, RGO-TARGET-2) and True is returned: the
        caller goes on with the Hazard Pile or the site phase."""
        awaited = ctx.state.awaited_strikes
        assert awaited is not None
        attack = awaited.read_attack()
        if character is not None:
            ctx.emit("StrikeAssigned", coe.DEFENDER_ASSIGNS, character=character,
                     attack=attack.name)
            after = ctx.state.awaited_strikes
            assert after is not None
            if defender_choices(ctx.state, attack, after.assigned, brave=after.brave,
                                card=self.catalog.get, played=ctx.ruleset.played,
                                spared=after.spared):
                return False
        if waits_for_support(ctx, attack, character is not None):
            return False  # every strike assigned, a character may support (CoE 3.iv.4)
        chosen = ctx.state.awaited_strikes.assigned if ctx.state.awaited_strikes else ()
        beaten = finish_attack(ctx, attack, chosen, detainment=awaited.detainment,
                               armour_rule=awaited.armour_rule, spared=awaited.spared)
        if beaten is None:
            return False  # an Assassin's or a Slayer's strike waits (held_attacks.py), or a
            # check of the attack's end (attack_ends.py)
        if awaited.hazard is not None:
            self.creature_gone(ctx, awaited.hazard, beaten)
        return True

    def take_up(self, ctx: Context[State]) -> bool:
        """The attack set aside last goes on where it stood (interjections.py): the checks
        its creature's text still asks first (one waiting for helpers sets it aside again),
        then, set aside before the defender was asked,
        his assignment only if he has a choice; True once it is over (the caller goes on as
        after any attack)."""
        waiting = ctx.state.set_aside[-1]
        attack = waiting.awaited.read_attack()
        ctx.emit(attacks_at_once.TAKEN_UP, attacks_at_once.RULE, attack=attack.name,
                 card=waiting.awaited.hazard, checks=list(waiting.checks))
        left = creatures.checks_in_turn(ctx, waiting.checks, True, attack.source)
        if left is not None and ctx.state.characters:
            interjections.set_aside(ctx, left, before_asking=waiting.before_asking)
            return False
        awaited = ctx.state.awaited_strikes
        if awaited is None or ctx.state.outcome is not None or not waiting.before_asking:
            return False  # the defender was being asked: he is again
        if ctx.state.characters and asks_defender(ctx, attack, awaited.rule, awaited.hazard,
                                                  awaited.assigned, awaited.spared):
            return False
        return self.defender_assigns(ctx, None)

    def sanctuary(self, state: State, site: Card) -> bool:
        """Isengard with Saruman in the company (RGO-SITE-RL-S1, S2)."""
        return bool(self.tables.rules_for(site.name, "saruman-sanctuary")) and any(
            fold(c.name) == fold("Saruman") for c in state.characters)

    def play_hazard_event(self, ctx: Context[State], hazard: Card,
                          rule: str | None = None) -> None:
        """A hazard event from the pile (or revealed on guard: ``rule``), played on a random
        character of the company it can be played on (RGO-TARGET-1). A corruption card stays
        on it with its points; a scripted event plays itself; any other waits for the
        player's declaration."""
        counted = hazard_pile.counts_against_limit(hazard, ctx.state.environment_used)
        if hazard_scripts.stays_in_play(ctx, self.catalog, hazard,
                                        rule or ("RGO-HAZ-2" if counted else "RGO-ENV-1"),
                                        counted):
            return  # Doors of Night (version 55 on)
        played_as = rule or ("RGO-HAZ-2" if counted else "RGO-ENV-1")
        if nazgul_blades.revealed(ctx, hazard, played_as, counted) \
                or nazgul_mounts.revealed(ctx, hazard, played_as, counted) \
                or origin_returns.drowning(ctx, hazard, played_as, counted) \
                or desolation.revealed(ctx, hazard, played_as, counted) \
                or will_of_sauron.revealed(ctx, hazard, played_as, counted) \
                or dragon_homes.revealed(ctx, hazard, played_as, counted) \
                or nazgul_abroad.revealed(ctx, hazard, played_as, counted) \
                or traitor.revealed(ctx, hazard, played_as, counted) \
                or balrog_of_moria.revealed(ctx, hazard, played_as, counted) \
                or bane_of_the_ithil_stone.revealed(ctx, hazard, played_as, counted) \
                or siege.revealed(ctx, hazard, played_as, counted):
            return  # it waits for a Nazgûl attack, keys a Nazgûl or a Dragon, or sends the
            # company back
        modes = effects.scripted_hazard(hazard.id,
                                        hazard_scripts.generation(ctx.ruleset.played))
        pool = hazard_events.scripted_targets(modes, ctx.state, self.catalog) if modes else [
            c.card_id for c in ctx.state.characters]
        restriction = tables.target_restriction(hazard.name)
        if restriction is not None and pool is not None:
            pool = targets.eligible(restriction, [c for c in ctx.state.characters
                                                  if c.card_id in pool])
            if not pool:
                ctx.emit("HazardDiscarded", "RGO-HAZ-3", card=hazard.id,
                         reason=f"no character of the company may be its target "
                                f"({restriction.describe()})")
                return
        if pool:
            pool = corruption_cards.not_bearing(ctx, hazard, pool)
            if not pool:
                return  # every character bears it already (not duplicated on one)
        target = ctx.pick("targets", pool, f"the target of {hazard.name}",
                          "RGO-TARGET-1", **candidates(ctx, pool)) if pool else None
        who = ctx.state.character(target) if target else None
        if modes and not any(hazard_events.mode_applies(m, ctx.state, self.catalog, who)
                             for m in modes):
            ctx.emit("HazardDiscarded", "RGO-HAZ-3", card=hazard.id,
                     reason="it cannot be played on the company now")
            return
        rule = rule or ("RGO-HAZ-2" if counted else "RGO-ENV-1")
        ctx.emit("HazardEventPlayed", rule, card=hazard.id, name=hazard.name, target=target,
                 counted=counted)
        if great_ship.event_cancelable(ctx, hazard, target):
            return  # the player may cancel it first (Great Ship)
        self.offer_ally_cancel(ctx, hazard, target)

    def offer_ally_cancel(self, ctx: Context[State], hazard: Card, target: str | None) -> None:
        """Leaflock or Tom Bombadil may cancel the hazard event played on the company first
        (ally_hazard_cancels.py); else it takes effect."""
        if ally_hazard_cancels.offer(ctx, self.catalog, hazard.id, target):
            return
        self.resolve_hazard_event(ctx, hazard, target)

    def resolve_hazard_event(self, ctx: Context[State], hazard: Card,
                             target: str | None) -> None:
        """A hazard event played on the company takes effect: on the character it targets
        (a corruption card), by its script, or by the player's declaration."""
        modes = effects.scripted_hazard(hazard.id,
                                        hazard_scripts.generation(ctx.ruleset.played))
        if hazard_events.stays_on_character(hazard) and target is not None:
            ctx.emit("HazardPlacedOnCharacter", "RGO-TARGET-1", card=hazard.id,
                     character=target, corruption=hazard.corruption or 0)
        elif modes:
            hazard_events.play_scripted(ctx, self.catalog, hazard, modes, target,
                                        self.event_check, self.waiting_check(
                                            check_helpers.RING_HAZARD, hazard.id))
        else:
            ctx.emit("HazardEffectAwaited", hazard_scripts.effect_rule(ctx), card=hazard.id,
                     target=target)

    def hazard_decided(self, ctx: Context[State], ally: str | None) -> None:
        """The player's answer once an ally may cancel the hazard played on the company
        (ally_hazard_cancels.py): canceled by ``ally``, or (None) taking effect; in the
        movement/hazard phase the pile goes on (the site phase resumes itself)."""
        if ally is not None:
            ally_hazard_cancels.cancel(ctx, self.catalog, ally)
        else:
            card, target = ally_hazard_cancels.decline(ctx)
            self.resolve_hazard_event(ctx, self.card(card), target)
            if ctx.state.awaited_event is not None or ctx.state.awaited_transfer is not None \
                    or ctx.state.awaited_check is not None:
                return  # the player declares its effect, the item passed (sent_home.py), or
                # helps its check
        if ctx.state.phase == MOVEMENT_HAZARD:
            self.continue_hazards(ctx)

    def declare(self, ctx: Context[State], card: str, effect: str,
                args: Mapping[str, JSON]) -> None:
        """The player's declaration; in the movement/hazard phase the pile goes on (the site
        phase resumes itself), unless the check it asks waits for helpers."""
        hazard_events.declare(ctx, self.catalog, card, effect, args, self.event_check)
        if ctx.state.phase == MOVEMENT_HAZARD and ctx.state.awaited_check is None:
            self.continue_hazards(ctx)

    def event_rolled(self, ctx: Context[State]) -> None:
        """The check a hazard event's effect asked (a Ring hazard's, its Ring lost on a
        failure), helped, rolled: the card leaves play, and in the movement/hazard phase the
        pile goes on (the site phase resumes itself)."""
        awaited = ctx.state.awaited_check
        assert awaited is not None
        character = next(c for c in ctx.state.every_character()
                         if c.card_id == awaited.character)
        if awaited.resume == check_helpers.RING_HAZARD:
            ring_hazards.rolled(ctx, self.catalog, awaited.card, character,
                                lambda: self.awaited_rolled(ctx))
        else:
            self.hazard_check(ctx, character, 0, hazard_scripts.effect_rule(ctx), awaited.card)
        hazard_events.resolved(ctx, awaited.card)
        if ctx.state.phase == MOVEMENT_HAZARD:
            self.continue_hazards(ctx)

    def event_check(self, ctx: Context[State], character: Character, rule: str,
                    card: str) -> None:
        """The check a hazard event's effect (scripted or declared) asks; from
        check_helpers.HAZARDS_SINCE declared, waiting for helpers, where a companion could
        help (``event_rolled`` goes on once it is rolled)."""
        if check_helpers.in_hazards(self.played) and self.may_help(ctx, character):
            self.declare_check(ctx, character, check_helpers.HAZARD_EVENT, card=card)
        else:
            self.hazard_check(ctx, character, 0, rule, card)

    # -- the end of the turn ------------------------------------------------------------------
    @staticmethod
    def still_to_come(state: State, done: tuple[str, ...]) -> list[str]:
        """The waiting companies whose phase is still to come, in the order formed."""
        return [c.id for c in state.companies if c.id not in done]

    def end_turn(self, ctx: Context[State]) -> None:
        if self.companies_left(ctx, SITE):
            return
        waiting = self.still_to_come(ctx.state, ctx.state.sited_companies)
        if self.await_company(ctx, SITE, waiting):
            return
        following = waiting[0] if waiting else None
        if following is not None:
            # The next company's site phase (CoE 2.V); the turn ends after the last.
            ctx.emit("CompanyActivated", coe.SITE_PHASE, company=following, phase=SITE)
            self.site_phase_begins(ctx)
            return
        if ctx.state.on_guard:
            # On-guard cards not revealed go back once the site phase is over (CoE 2.V.10);
            # with no hazard player's hand, on top of the hazard deck as RGO-HAZ-9 returns
            # the pile's cards.
            ctx.emit("OnGuardReturned", "CoE-2.V.10",
                     cards=[card for card, _ in ctx.state.on_guard])
        nazgul_blades.turn_ends(ctx)  # a blade no Nazgûl attack took
        shelob.turn_ends(ctx)  # gone with Doors of Night
        if ctx.state.long_in_play:
            hazard = [c for c in ctx.state.long_in_play if self.card(c).card_type == "Hazard"]
            kept = will_of_sauron.kept(ctx, hazard)  # they stay while it is in play
            # The resource long-events stay till the next long-event phase (CoE 2.III.1).
            kept += resource_long_events.kept_at_turn_end(ctx.ruleset.played,
                                                          ctx.state.long_in_play, hazard)
            gone = [c for c in ctx.state.long_in_play if c not in kept]
            if gone:
                ctx.emit("LongEventsDiscarded", "RGO-LONG-4", cards=gone,
                         hazard=[c for c in hazard if c not in kept],
                         **({"kept": kept} if kept else {}))
        for roused in abilities.beorn_leaves(ctx.state) if enhanced(ctx) else ():
            if resource_long_events.kept_by_elf_song(ctx, roused, "going back to the hand "
                                                     "(RGO-ABIL-7)"):
                continue
            balrog_rules.discard_played_on(ctx, roused, "RGO-ABIL-7")
            ctx.emit("CharacterReturnedToHand", "RGO-ABIL-7", character=roused.card_id,
                     name=roused.name, items=[i.card_id for i in roused.items])
            leaving_play.settle(ctx)
        if not self.discard_to_hand_size(ctx, "RGO-GEN-4", then=END_OF_TURN):
            self.refill_and_pass(ctx)

    def refill_and_pass(self, ctx: Context[State]) -> None:
        """Draw up to five, then offer the Free Council (``council.END_OF_TURN_SINCE``) or end
        the turn and begin the next."""
        if self.lost_at_once(ctx):  # the turn's end took the last character (Beorn)
            return
        missing = self.hand_size(ctx) - len(ctx.state.hand)
        if missing > 0:
            self.draw_player(ctx, missing, coe.END_OF_TURN)
        if council.offered_at_end(ctx.state, self.catalog, self.played):
            # The turn's steps done, the player may call the Free Council (CoE 10.2.2).
            ctx.emit("FreeCouncilOffered", council.TIMING)
            return
        self.pass_turn(ctx)

    def pass_turn(self, ctx: Context[State]) -> None:
        """The turn ends and the next begins."""
        ctx.emit("TurnEnded", coe.END_OF_TURN, turn=ctx.state.turn)
        self.change_shadow(ctx, shadow.end_of_turn())
        if ctx.state.outcome is None:
            self.start_turn(ctx)

    # -- the Free Council ---------------------------------------------------------------------
    def free_council(self, ctx: Context[State], score: dict[str, object]) -> bool:
        """The Free Council called: every character's final check; False while a traitor's
        attack waits for the defender (``council_checks`` goes on once it is over)."""
        everyone = list(ctx.state.every_character())
        turns = traitor.turns_at_council(self.played)
        ctx.emit("FreeCouncilCalled", "RGO-WIN-1", raw=score["raw_total"],
                 **({"order": [c.card_id for c in everyone]} if turns else {}))
        if turns:
            return self.council_checks(ctx)
        for character in everyone:
            self.final_check(ctx, character)
        return True

    def council_checks(self, ctx: Context[State]) -> bool:
        """The final checks still to make, each failed one turning a Traitor in play, whose
        attack is made at once (traitor.COUNCIL_SINCE); False while it waits for the
        defender, or from check_helpers.SINCE for the player to tap helpers or roll."""
        for who in ctx.state.council_left:
            character = next((c for c in ctx.state.every_character() if c.card_id == who),
                             None)
            if character is None or ctx.state.outcome is not None:
                continue  # gone meanwhile (a traitor's attack): no check
            if check_helpers.may_help(ctx, who):
                self.declare_check(ctx, character, check_helpers.COUNCIL)
                return False
            if not self.council_check(ctx, character):
                return False
        return True

    def may_help(self, ctx: Context[State], character: Character) -> bool:
        """Whether the check of ``character`` may wait for helpers (check_helpers.py); Nenya's
        sure success asks no roll, nor help."""
        return check_helpers.may_help(ctx, character.card_id) and not (
            nenya.offered(self.played)
            and nenya.assured(ctx.state, self.catalog, character) is not None)

    def declare_check(self, ctx: Context[State], character: Character, resume: str,
                      modifier: int = 0, card: str = "",
                      rolled: tuple[int, str, bool] | None = None, creature: str = "") -> None:
        """The check of ``character`` at ``modifier`` declared, waiting for the player to tap
        helpers or roll; ``resume``: what goes on once it is made; ``card``: the card asking
        it or the card it is about (a hazard event, a corruption card, a spell, an item), if
        any; ``rolled``: how ``awaited_rolled`` makes it; ``creature``: the creature card of the
        attack it is asked within (check_helpers.WITHIN_ATTACK)."""
        points = corruption_points(ctx.state, character, self.catalog, self.played)
        counted = self.check_modifiers(ctx, character) \
            if check_helpers.counts_all(self.played) else []
        check_helpers.declare(ctx, character.card_id, resume, points,
                              character.corruption_modifier + modifier
                              + sum(m.amount for m in counted), card, rolled, creature)

    def waiting_check(self, resume: str, card: str = "",
                      creature: str = "") -> check_helpers.Check:
        """A corruption check made as ``corruption_check`` makes it, but from
        ``check_helpers.OTHERS_SINCE`` declared waiting for helpers where a companion could
        help, ``resume`` going on once ``awaited_rolled`` makes it (``card``: the card it is
        about; ``creature``: see ``declare_check``)."""
        def check(ctx: Context[State], character: Character, modifier: int, rule: str,
                  eliminates: bool = True) -> None:
            if check_helpers.in_others(self.played) and self.may_help(ctx, character):
                self.declare_check(ctx, character, resume, modifier, card,
                                   (modifier, rule, eliminates), creature)
            else:
                self.corruption_check(ctx, character, modifier, rule, eliminates)
        return check

    def attack_check(self, card: str, creature: str | None,
                     resume: str = check_helpers.WITHIN_ATTACK) -> check_helpers.Check:
        """The check ``card``, a spell played or an item used within an attack (of the
        creature card ``creature``, if any), asks as its last effect (or before The One Ring
        cancels a strike: ``check_helpers.STRIKE_CANCEL``): from ``check_helpers.WITHIN_SINCE``
        it may wait for helpers, the attack going on once it is rolled (``resume``); before,
        made at once."""
        if not check_helpers.within_attack(self.played):
            return self.corruption_check
        return self.waiting_check(resume, card, creature or "")

    def awaited_rolled(self, ctx: Context[State]) -> None:
        """The check declared by ``waiting_check``, helped, made as it would have been at
        once."""
        awaited = ctx.state.awaited_check
        assert awaited is not None and awaited.rule
        character = next(c for c in ctx.state.every_character()
                         if c.card_id == awaited.character)
        self.corruption_check(ctx, character, awaited.own, awaited.rule, awaited.eliminates)

    def council_check(self, ctx: Context[State], character: Character) -> bool:
        """One final check at the Free Council, a Traitor's attack made at once should it
        turn him: False while that attack waits for the defender."""
        company = company_id(ctx.state, character.card_id)
        if not self.final_check(ctx, character) and traitor.waiting(ctx):
            traitor.check_failed(ctx, character, company, lambda c, attack, clause, spared:
                                 resolve_attack(c, attack, clause, spared=spared))
            return not interjections.at_once(ctx, interjections.COUNCIL)
        return True

    def final_check(self, ctx: Context[State], character: Character) -> bool:
        """One final corruption check (RGO-WIN-2); failed, the character leaves play: True
        if passed."""
        points = corruption_points(ctx.state, character, self.catalog, self.played)
        index = ctx.position("dice")
        dice = ctx.roll(f"final corruption check of {character.name}", "RGO-WIN-2")
        roll = sum(dice)
        helped = check_helpers.modifiers(ctx.state, character.card_id,
                                         lambda c: self.card(c).name)
        gifts = [*helped, *self.abilities_on_corruption(ctx, character, roll, points,
                                                        sum(m.amount for m in helped))]
        rolled = corruption_check(roll, points, character.corruption_modifier + sum(
            m.amount for m in gifts))
        result = wizard_checks.check_result(self.played, self.catalog, character, rolled)
        made = corruption_roll(character, gifts, dice, index, points)
        ctx.emit("CorruptionChecked", "RGO-WIN-2", character=character.card_id,
                 roll=roll, corruption_points=points, result=result,
                 **check_helpers.named(helped), **explained(ctx, made))
        if result != PASSED:
            eliminate(ctx, character, coe.CORRUPTION_CHECK,
                      f"failed the final corruption check ({result})",
                      out_of_play=result == ELIMINATED)
        return result == PASSED

    def abilities_on_corruption(self, ctx: Context[State], character: Character, roll: int,
                                points: int, modifier: int) -> list[Modifier]:
        """The cards played for the check (check_cards.py), and from version 3 Appendix 1's
        bonuses to a corruption check (RGO-CHAR-1), then a Courage token when it saves the
        character (RGO-TOKEN-3)."""
        gifts = self.check_modifiers(ctx, character)
        if not enhanced(ctx):
            return gifts
        base = character.corruption_modifier + modifier + sum(m.amount for m in gifts)

        def passes(extra: int) -> bool:
            return corruption_check(roll, points, base + extra) == PASSED
        return gifts + tokens.rescue(ctx, character.card_id, passes, "RGO-TOKEN-3",
                                     "+1 to a corruption check")

    def check_modifiers(self, ctx: Context[State], character: Character) -> list[Modifier]:
        """What a corruption check of ``character`` counts besides his own modifier, the
        check's and its helpers', known before it is rolled: the cards played for it
        (check_cards.py), the fellowship's, and from version 3 Appendix 1's bonuses
        (RGO-CHAR-1). The roll counts them, and from check_helpers.COUNTED_SINCE so does the
        check declared waiting for helpers."""
        cards = [*check_cards.modifiers(ctx.state, character.card_id,
                                        lambda c: self.catalog.get(c).name),
                 *fellowship.modifiers(ctx.state, character.card_id)]
        if not enhanced(ctx):
            return cards
        return [*cards, *character_texts.corruption_modifiers(
                    ctx.ruleset.played, self.catalog.get(character.card_id)),
                *abilities.corruption_modifiers(ctx.state, self.catalog.get, character)]

    # -- site phase helpers -------------------------------------------------------------------
    def hazard_check(self, ctx: Context[State], character: Character, modifier: int,
                     rule: str, card: str) -> None:
        """The corruption check the hazard ``card`` asks of ``character`` (played by
        ``rule``), at ``modifier``."""
        self.corruption_check(ctx, character, modifier, rule, asked_by=card)

    def corruption_check(self, ctx: Context[State], character: Character, modifier: int,
                         rule: str, eliminates: bool = True, asked_by: str | None = None
                         ) -> None:
        """A corruption check; failed, the character leaves play unless ``eliminates`` is
        False (The Ring's Betrayal takes only his Ring). Nenya may make it succeed with no
        roll (nenya.py). ``asked_by``: the hazard card asking for it, from
        ``hazard_scripts.ASKED_CHECK_SINCE`` the source of its modifier, the check citing
        CoE-7.1."""
        sure = nenya.assured(ctx.state, self.catalog, character) \
            if nenya.offered(self.played) else None
        if sure is not None:
            nenya.succeed(ctx, character, sure)
            return
        asked = asked_by if asked_by is not None \
            and played_since(self.played, hazard_scripts.ASKED_CHECK_SINCE) else None
        cited = coe.CORRUPTION_CHECK if asked is not None else rule
        points = corruption_points(ctx.state, character, self.catalog, self.played)
        index = ctx.position("dice")
        dice = ctx.roll(f"corruption check of {character.name}", cited)
        roll = sum(dice)
        helped = check_helpers.modifiers(ctx.state, character.card_id,
                                         lambda c: self.card(c).name)
        gifts = [*helped, *self.abilities_on_corruption(
            ctx, character, roll, points, modifier + sum(m.amount for m in helped))]
        rolled = corruption_check(roll, points, character.corruption_modifier + modifier + sum(
            m.amount for m in gifts))
        result = wizard_checks.check_result(self.played, self.catalog, character, rolled)
        own = Modifier(modifier, f"rule:{rule}", "the check's own modifier", rule) \
            if asked is None else Modifier(modifier, f"card:{asked}",
                                           f"{self.card(asked).name}'s modifier to the check",
                                           rule)
        made = corruption_roll(character, [own, *gifts], dice, index, points)
        ctx.emit("CorruptionChecked", cited, character=character.card_id, roll=roll,
                 corruption_points=points, modifier=modifier, result=result,
                 **({"asked_by": asked} if asked is not None else {}),
                 **check_helpers.named(helped), **explained(ctx, made))
        company = company_id(ctx.state, character.card_id)
        if result != PASSED and eliminates:
            eliminate(ctx, character, coe.CORRUPTION_CHECK,
                      f"failed a corruption check ({result})", out_of_play=result == ELIMINATED)
        if result != PASSED and traitor.waiting(ctx):
            traitor.check_failed(ctx, character, company, lambda c, attack, clause, spared:
                                 resolve_attack(c, attack, clause, spared=spared))

    def trap(self, ctx: Context[State], threshold: int, rule: str) -> None:
        target = ctx.pick("targets", [c.card_id for c in ctx.state.characters],
                          "the character caught by the traps", rule)
        character = ctx.state.character(target)
        assert character is not None
        index = ctx.position("dice")
        dice = ctx.roll(f"{character.name} against the traps", rule)
        roll = sum(dice) + character.mind
        mind = Modifier(character.mind, f"card:{character.card_id}",
                        f"{character.name}'s mind", rule)
        ctx.emit("TrapsFaced", rule, character=target, total=roll, threshold=threshold,
                 **explained(ctx, check(dice, [mind], threshold, ABOVE, index)))
        if roll <= threshold:
            body_check(ctx, target, wounded_before=character.wounded, reason="traps", rule=rule)


def hazards_on(state: State, character: str, catalog: Catalog) -> list[tuple[str, int]]:
    """(card, corruption points) of each hazard on ``character``, in the order played: a
    declared corruption effect gives its own points, a corruption card its printed ones."""
    declared = {(card, who): points for card, who, points in state.hazard_points}
    return [(card, declared.get((card, who), catalog.get(card).corruption or 0))
            for card, who in state.permanent_hazards if who == character]


def corruption_points(state: State, character: Character, catalog: Catalog,
                      played: str = "", hazards: Sequence[tuple[str, int]] | None = None) -> int:
    """Items borne plus the corruption cards on the character (``hazards``: ``hazards_on``,
    where the caller has them); from the version that plays them, an item's greater points
    for a bearer of its race (bearer_values.py)."""
    on_it = [points for _, points in (hazards_on(state, character.card_id, catalog)
                                      if hazards is None else hazards)]
    ring = ring_powers.company_corruption(played, catalog.get, state.characters, character)
    balance = balance_of_things.counted(played, state, character.card_id,
                                        balance_of_things.sources(state, character, catalog,
                                                                  played)) \
        if balance_of_things.CARD in state.long_in_play else 0
    bane = bane_of_the_ithil_stone.extra_corruption(state, catalog.get, character)  # palantíri
    return character.corruption_points + sum(on_it) \
        + bearer_values.extra_corruption(played, catalog.get, character) + ring + balance \
        + anduril.corruption(played, state, character) + bane \
        + align_palantir.corruption(state, character) \
        + dragon_homes.extra_corruption(played, state, catalog, character)


def company_id(state: State, card_id: str) -> str | None:
    """The id of the company the character ``card_id`` is in (None: none)."""
    found = state.company_of(card_id)
    return None if found is None else found.id
