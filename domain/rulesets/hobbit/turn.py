"""The skeleton every Hobbit scenario shares: the clauses it cites for the family's common
rules, the turn played on automatically to the next choice, the untap phase, and the dispatch
of decisions (``_do_<kind>``) and facts (``_on_<Kind>``) to the phase modules."""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol, TypeVar

from domain.canonical import JSON
from domain.cards import Card
from domain.engine import character_rules, coe, dragons, effects, item_places, items, vilya
from domain.engine import combat as mechanics
from domain.engine.allies import fighter
from domain.engine.characters import Character, Item, replace_one
from domain.engine.checks import Modifier
from domain.engine.combat import Attack
from domain.engine.company import STANDARD_HALF_RACES, company_size
from domain.engine.creature_scripts import CreatureScript, scripted_creature
from domain.engine.influence_attempts import INFLUENCE_ATTEMPT
from domain.engine.movement import site_at, site_named
from domain.errors import IllegalAction
from domain.immutable import replace
from domain.ruleset import (
    Action,
    Context,
    Fact,
    FactsByKind,
    Ruleset,
    new_fact,
    played_since,
    remembering_last_moves,
)
from domain.rulesets.hobbit import (
    allies,
    athelas,
    bill,
    body_checks,
    character_cancels,
    check_helpers,
    creature_discards,
    creature_texts,
    dwarven_gifts,
    ent_draughts,
    factions,
    gates_treatments,
    gollum,
    great_road,
    gwaihir,
    roac,
    series,
    travel,
)
from domain.rulesets.hobbit.moves import (
    SEARCHED_CLASSES,
    Legal,
    Move,
    attack_item_problem,
    collector,
    event_problem,
    influencers,
    site_here,
    strike_item_problem,
)
from domain.rulesets.hobbit.state import (
    ASSIGNING,
    BEFORE_ENTERING,
    DISCARD_HAND,
    END_OF_TURN,
    ENTERED,
    LONG_EVENT,
    MOVEMENT_HAZARD,
    ORGANIZATION,
    SITE,
    STRIKING,
    UNTAP,
    HobbitState,
)

S = TypeVar("S", bound=HobbitState)
#: The race of a Wizard character (CoE 7.1: eliminated where another would be discarded).
WIZARD = "Wizard"


def assignment_clause(played: str, since: int | None) -> str:
    """The clause the end of a strike assignment (``StrikesAssigned``) cites in the version
    ``played``: CoE-3.iii, the step assigning the strikes, from ``since`` (None: no version);
    before, CoE-3.iv.2 (the excess strikes' allocation, which ``ExcessStrikesAllocated``
    records at the strike it goes to)."""
    return coe.ATTACKER_ASSIGNS if since is not None and played_since(played, since) \
        else coe.EXCESS_STRIKES


@dataclass(frozen=True, slots=True)
class FamilyClauses:
    """The scenario's clause for each rule the family shares (each scenario words it anew)."""

    attacker_assigns: str  # the attacker's choice of strike targets and excess strikes
    creature_discarded: str  # a creature goes to the discard pile after its attack
    creatures_prevented: str  # a card that stops creatures for the rest of the phase
    hazard_reshuffle: str  # the hazard discard pile reshuffled when the deck runs out
    face_up_hazards: str  # the face-up hazards a card may target
    organization: str  # what the company does in the organization phase
    movement: str  # the movement/hazard phase
    site_phase: str  # the end of the site phase
    end_of_turn: str  # the end-of-turn draw and discard
    hero_lost: str  # the game is lost when the hero leaves the company
    #: The game lost with a discarded hero, from ``Strikes.creature_discards_from`` (before,
    #: ``hero_lost``).
    hero_discarded: str
    untap: str  # the untap phase at a site
    untap_skipped: str  # no untap phase in a region (None where every turn untaps)


#: The items an untap phase untaps, added to its fact's data for its line alone
#: (``with_untapped_items``): the recorded fact names the characters only.
UNTAPPED_ITEMS = "untapped_items"


def with_untapped_items(fact: Fact, tapped_items: Sequence[tuple[str, str]]) -> Fact:
    """The untap phase's fact with the items it untaps (CoE-2.I.1) added for its line, given
    ``tapped_items`` ((item, bearer)) of the state it was recorded in; any other fact as it is."""
    if fact.kind != "CharactersRefreshed" or not tapped_items:
        return fact
    items = [item for item, _ in tapped_items]
    return new_fact(fact.kind, {**fact.data, UNTAPPED_ITEMS: items}, fact.rule)


class TappedItems(Protocol):
    """A state that holds the items tapped until the untap phase, (item, bearer)."""

    @property
    def tapped_items(self) -> tuple[tuple[str, str], ...]: ...


T = TypeVar("T", bound=TappedItems)


class UntapLine(Ruleset[T]):
    """The untap line names the items that untap with the characters (CoE-2.I.1), which only
    the state it was recorded in holds: the Hobbit scenarios' (``HobbitRules``) and the Guise
    of the Necromancer's, which does not inherit them."""

    narrated_in_state = frozenset({"CharactersRefreshed"})

    def narrate_in(self, fact: Fact, before: T) -> str:
        return self.narrate(with_untapped_items(fact, before.tapped_items))


class HobbitRules(FactsByKind, UntapLine[S]):
    """Decide and evolve by dispatch: a decision of kind ``k`` runs ``_do_k``, a fact of kind
    ``K`` runs ``_on_K``. The phase mixins define those; a scenario overrides what differs."""

    family: ClassVar[FamilyClauses]
    #: Clause id -> the reading the scenario plays where its rules are ambiguous or silent.
    notes: ClassVar[Mapping[str, str]] = {}
    hand_size: ClassVar[int] = 5
    #: Whether the scenario has a hazard limit a card may change (There and Back Again draws
    #: its hazards by count instead, TBA-SEQ-8).
    has_hazard_limit: ClassVar[bool] = True
    #: Where it has none, the clause that says so: a card lowering the limit is refused by it.
    no_hazard_limit_rule: ClassVar[str] = ""
    hero_gone_reason: ClassVar[str] = "the hero has left the company"
    #: Versions recorded before every roll's outcome carried its check and the turn's first
    #: facts cited a clause; their games replay as they were played.
    bare_versions: ClassVar[tuple[str, ...]] = ("1",)
    #: The first version citing a character or ally a creature's text discards (the
    #: Abductor's wound, Giant Spiders' body check equal to his body) and the items leaving
    #: with him by that creature's card, its body check naming it, and recording how the hero
    #: left in the game lost with him (``creature_discards``); before, the strike's or the
    #: body check's standard rule. None: no version does.
    creature_discards_from: ClassVar[int | None] = None
    #: The first version in which the game lost with a hero a failed corruption check took
    #: (discarded or eliminated, CoE 7.1) records that fate (``creature_discards.CORRUPTED``)
    #: and cites the scenario's loss of its hero (``FamilyClauses.hero_lost``); before, as
    #: any other discard or elimination. None: no version does.
    corrupted_fate_from: ClassVar[int | None] = None
    #: The first version in which the game lost with a hero whose fate it records gives that
    #: fate as the result's reason ("Bilbo is discarded", ``creature_discards.told``), as its
    #: line says it; before, ``hero_gone_reason`` whatever the fate. None: no version does.
    fate_reason_from: ClassVar[int | None] = None
    #: The first version in which the body check whose equal roll a creature's text makes a
    #: discard names the card keeping him from it (``kept_by``, ``_keeper``), its line saying
    #: he would be discarded; before, it said he was. None: no version does.
    kept_told_from: ClassVar[int | None] = None
    #: The first version refusing the -3 to stay untapped (CoE 3.iv.3) to a character a card
    #: already keeps untapped against his strike, its ``StrikeTapPrevented`` naming the card
    #: (``kept_untapped``); before, it was offered. None: no version does.
    kept_untapped_from: ClassVar[int | None] = None
    #: The first version admitting one way at most to keep the character facing a strike
    #: untapped: no card keeping him so once the -3 or another card does (``kept_untapped``);
    #: before, each was offered on top of the others. None: no version does.
    one_keeper_from: ClassVar[int | None] = None
    #: The first version citing the end of a strike assignment (``StrikesAssigned``) by the
    #: step that assigns the strikes and counts the excess ones, CoE-3.iii
    #: (``assignment_rule``); before, CoE-3.iv.2, the strike sequence's step allocating the
    #: excess strikes. None: no version does.
    assignment_cited_from: ClassVar[int | None] = None
    #: The first version whose recorded corruption check (``CorruptionChecked``'s ``check``)
    #: is made against the points its result is judged on, whatever adds to his own (a
    #: Dwarf's Arkenstone, The One Ring in his company); before, only where he bore
    #: corruption cards or an Align Palantír. None: no version does.
    check_points_from: ClassVar[int | None] = None
    #: The first version in which a corruption check the player's own action asks as its last
    #: act in the organization or site phase waits for him to tap companions to help it
    #: (CoE 7.1.1, ``check_helpers``); before, it was rolled at once. None: no version does.
    check_helpers_from: ClassVar[int | None] = None
    #: A check waiting for helpers (``check_helpers``): the audit reads through its wait.
    wait_kinds = (check_helpers.AWAITED,)
    #: Versions whose GameEnded for the lost hero did not name him; they replay as played.
    unnamed_hero_versions: ClassVar[tuple[str, ...]] = ()
    #: The first version whose items carry the catalog's item facts (kind, bonuses with their
    #: maxima and conditions); earlier versions' items give their printed modifiers. None:
    #: no version reads them.
    item_facts_from: ClassVar[int | None] = None
    #: (first version, generations): from that version on, the scripted cards of those
    #: generations (``effects.scripted``) are read too; every version reads generation 1. The
    #: set read is explicit: a generation none of whose cards acts in the scenario is left out,
    #: a later one read all the same.
    generations: ClassVar[effects.GenerationHistory] = ()
    #: (first version, generation): from that version on, the creature scripts of that
    #: generation (``creature_scripts``) are played; earlier versions play none.
    creature_generations: ClassVar[tuple[tuple[int, int], ...]] = ()
    #: The first version playing a Slayer's several attacks (``hobbit.series``); earlier
    #: versions play it as one attack of its printed strikes. None: no version does.
    series_from: ClassVar[int | None] = None
    #: (first version, field): from that version on, that field of a creature script
    #: (``creature_texts.VERSIONED``) is played; earlier versions leave it unset.
    creature_fields: ClassVar[tuple[tuple[int, str], ...]] = ()
    #: (first version, generation): from that version on, the hazard long-event scripts of
    #: that generation (``hazards_in_play``) are played; earlier versions play generation 1.
    long_event_generations: ClassVar[tuple[tuple[int, int], ...]] = ()
    #: What each part of ``attack_rank``'s key measures, for the record of the attacker's
    #: choice.
    rank_keys: ClassVar[tuple[str, ...]] = ()
    #: The first version playing a hoard item only at a Dragon's lair (TD-HOARD-1,
    #: TD-HOARD-4); earlier versions replay as played. None: no version does.
    hoards_from: ClassVar[int | None] = None
    #: The first version adding the corruption-check modifiers a character's card prints and
    #: the card data leaves out (``character_rules.UNRECORDED_CORRUPTION``: Bilbo's +4, the
    #: Dwarves' -1); earlier versions replay as played. None: no version does.
    character_rules_from: ClassVar[int | None] = None
    #: The first version playing the characters' printed bonuses (``character_texts``): his
    #: prowess against an attacker's race, the halved body of that attacker, his direct
    #: influence against a faction; earlier versions replay as played. None: no version does.
    character_bonuses_from: ClassVar[int | None] = None
    #: The first version playing a faction by its catalog facts (``factions``: its sites, its
    #: influence number, its standard modifications); earlier versions replay as played.
    #: None: no version does.
    faction_facts_from: ClassVar[int | None] = None
    #: The first version playing an ally from the hand at a site its card names (``allies``,
    #: CoE 2.V.2); earlier versions replay as played. None: no version does.
    allies_from: ClassVar[int | None] = None
    #: The first version adding the bonuses of the items a character bears to his direct
    #: influence against a faction (``item_texts``); None: no version does.
    item_influence_from: ClassVar[int | None] = None
    #: The first version playing what the rings and the items worth more to a Dwarf give
    #: their bearer beyond their catalog facts (``ring_texts``); None: no version does.
    ring_powers_from: ClassVar[int | None] = None
    #: The first version counting a controller's printed direct influence against his
    #: followers' race in controlling them (``character_bonuses.follower_bonus``); None: none.
    follower_bonuses_from: ClassVar[int | None] = None
    #: The first version in which the company's allies face strikes as characters do
    #: (``allies``, CoE 2.V.2.2); earlier versions replay as played. None: no version does.
    ally_strikes_from: ClassVar[int | None] = None
    #: The first version playing what of the allies' texts ``allies`` scripts (Goldberry's
    #: and Gollum's cancel of an attack); None: no version does.
    ally_texts_from: ClassVar[int | None] = None
    #: The first version discarding an ally bound to regions as its company moves to a site
    #: in none of them (``allies.left_regions``); None: no version does.
    ally_regions_from: ClassVar[int | None] = None
    #: The first version in which Radagast draws one card more for each Wilderness of his
    #: moving company's site path (``character_texts.wilderness_draws``); None: no version.
    wilderness_draws_from: ClassVar[int | None] = None
    #: The first version in which Alatar's moving company has one hazard card fewer drawn for
    #: it (``character_texts.fewer_hazard_draws``); None: no version does.
    fewer_hazard_draws_from: ClassVar[int | None] = None
    #: The first version in which Saruman may tap as the end-of-turn phase begins to take a
    #: spell back from the discard pile (``spell_back``); None: no version does.
    spell_back_from: ClassVar[int | None] = None
    #: The first version in which Gollum taps to be discarded with The One Ring borne at his
    #: site (``gollum``); None: no version does.
    gollum_ring_from: ClassVar[int | None] = None
    #: The first version in which Bill the Pony takes his company to the nearest Haven as its
    #: site phase ends (``bill``); None: no version does.
    bill_move_from: ClassVar[int | None] = None
    #: The first version in which Gwaihir is discarded to fly his company to a site in the
    #: organization phase (``gwaihir``); None: no version does.
    gwaihir_from: ClassVar[int | None] = None
    #: The first version playing Quiet Lands', Stars' and The Evenstar's alternatives with
    #: Gates of Morning in play (``gates_treatments``); None: no version does.
    gates_treatments_from: ClassVar[int | None] = None
    #: The first version in which a Dwarf bearing a Dwarven Ring taps for his tribe's gift
    #: (``dwarven_gifts``); None: no version does.
    dwarven_gifts_from: ClassVar[int | None] = None
    #: The first version in which Círdan and Fatty Bolger tap to cancel an attack or a strike
    #: (``character_cancels``); None: no version does.
    character_cancels_from: ClassVar[int | None] = None
    #: The first version in which neither cancels Lucky Search's strike, which no card
    #: cancels (``character_cancels.Scene.uncanceled``); None: every version reads it so.
    uncanceled_from: ClassVar[int | None] = None
    #: The first version in which Roäc the Raven taps and is discarded to influence a faction
    #: of the hand (``roac``); None: no version does.
    ally_influence_from: ClassVar[int | None] = None
    #: The first version in which a Dúnadan bearing Athelas taps to heal a wounded character
    #: of his company (``athelas``); None: no version does.
    athelas_from: ClassVar[int | None] = None
    #: The first version in which Nenya, after Galadriel's check, makes one corruption check
    #: away from a Shadow-hold or Dark-hold succeed (``nenya``); None: no version does.
    nenya_from: ClassVar[int | None] = None
    #: The first version in which Vilya, with Elrond at Rivendell, shuffles up to three
    #: resources of the discard pile into the play deck (``vilya``); None: no version does.
    vilya_from: ClassVar[int | None] = None
    #: The first version in which a sage taps the Book of Mazarbul for one card more in hand
    #: (``book_of_mazarbul``); None: no version does.
    book_from: ClassVar[int | None] = None
    #: The first version in which the Red Book of Westmarch gives +2 direct influence against
    #: a Hobbit faction and in controlling a Hobbit follower (``item_texts``); None: none.
    red_book_from: ClassVar[int | None] = None
    #: The first version in which the Wizard's Ring gives +5 direct influence against a faction
    #: (``item_texts``, where the scenario plays the ring); None: none.
    wizards_ring_from: ClassVar[int | None] = None
    #: The first version in which a corruption check a hazard card asks for names the card
    #: (``asked_by``, ``_corruption_checked``); None: none.
    asked_checks_from: ClassVar[int | None] = None
    #: The first version in which a Wizard whose corruption check would discard another hero
    #: character is eliminated (CoE 7.1, ``_corruption_checked``); before, he was discarded.
    #: None: no version does (no Wizard in play as a character, or not yet).
    wizard_check_from: ClassVar[int | None] = None
    #: The first version in which Nenya's test of the company's site and the test of a mode
    #: played at a site's type read the site by ``moves.site_here`` (Morannon's site, not the
    #: card standing for it, as a resource with Gates of Morning treats it this turn); before
    #: it, Nenya's test read the first card of the location's name untreated and a mode played
    #: at a site's type that card, treated. None: no version does.
    site_lookup_from: ClassVar[int | None] = None
    #: The first version in which an item played at the site reads it by ``moves.site_here``
    #: (as a resource with Gates of Morning treats it this turn): the site types an item's card
    #: bars it from (``engine.item_places``) and the refusals naming them; before, the site as
    #: printed. None: no version does.
    item_site_treated_from: ClassVar[int | None] = None
    #: The first version in which an item a scout's search lets be played is kept, as any
    #: item played at the site, from a site type its card bars (``engine.item_places``, the
    #: site as ``_item_site`` reads it); before, only its class was read. None: no version does.
    search_places_from: ClassVar[int | None] = None
    #: The first version citing the card played for the hazard creatures it keeps from the
    #: company this turn (Stealth, CoE-5.1; a declared effect, declared-effect); before, the
    #: scenario's clause ``family.creatures_prevented``. None: no version does.
    prevention_cited_from: ClassVar[int | None] = None
    #: The first version recording each card played on a strike as one ``StrikeModified``
    #: naming it, its own modifier of the strike roll and the body check, a lowered body
    #: said to be lowered (``strike_cards``). None: no version does.
    strike_cards_from: ClassVar[int | None] = None
    #: The first version in which a card of the hand raising the wounded character's body
    #: (Narya, Nenya, Vilya on him) is offered while his body check waits, and opens the wait
    #: (``body_checks.CARD_RAISES``). None: no version does.
    body_check_cards_from: ClassVar[int | None] = None
    #: The clause a recruited faction is played by.
    faction_rule: ClassVar[str] = INFLUENCE_ATTEMPT
    #: The first version citing the standard rule for a faction recruited by an influence
    #: attempt (CoE-2.V.3), not ``faction_rule``. None: no version does.
    recruit_cited_from: ClassVar[int | None] = None
    #: The races counting half toward the company's size (CoE 2.II.3.1.1).
    half_races: ClassVar[tuple[str, ...]] = STANDARD_HALF_RACES

    def plays_site_lookup(self) -> bool:
        """Whether the version played reads the company's site by ``moves.site_here`` for
        Nenya's test and a mode played at a site's type (``site_lookup_from``)."""
        return self.site_lookup_from is not None and played_since(self.played,
                                                                  self.site_lookup_from)

    def plays_item_site_treated(self) -> bool:
        """Whether the version played reads the site an item is played at as a resource
        treats it (``item_site_treated_from``)."""
        return self.item_site_treated_from is not None and played_since(
            self.played, self.item_site_treated_from)

    def plays_search_places(self) -> bool:
        """Whether the version played keeps an item played by a search from a site type its
        card bars (``search_places_from``)."""
        return self.search_places_from is not None and played_since(
            self.played, self.search_places_from)

    def recruit_rule(self) -> str:
        """The clause a faction recruited in the version played is cited by: CoE-2.V.3 from
        ``recruit_cited_from``, before ``faction_rule``."""
        return INFLUENCE_ATTEMPT if self.recruit_cited_from is not None and played_since(
            self.played, self.recruit_cited_from) else self.faction_rule

    def assignment_rule(self) -> str:
        """The clause the end of a strike assignment cites in the version played, from
        ``assignment_cited_from`` (``assignment_clause``)."""
        return assignment_clause(self.played, self.assignment_cited_from)

    def plays_body_check_cards(self) -> bool:
        """Whether the version played offers a card of the hand raising the wounded
        character's body while his body check waits (``body_check_cards_from``)."""
        return self.body_check_cards_from is not None and played_since(
            self.played, self.body_check_cards_from)

    def plays_strike_cards(self) -> bool:
        """Whether the version played records each card played on a strike as one
        ``StrikeModified`` naming it (``strike_cards_from``)."""
        return self.strike_cards_from is not None and played_since(
            self.played, self.strike_cards_from)

    def _item_site(self, state: S) -> Card:
        """The company's site as an item played there reads it: from
        ``item_site_treated_from`` as a resource treats it this turn (``moves.site_here``),
        before as printed (``_printed_site``; where the location is no site, the card of its
        name). A hoard reads only whether it is a Dragon's lair (its automatic-attacks), which
        no treatment changes."""
        treated = site_here(state, self.catalog) if self.plays_item_site_treated() else None
        return treated or self._printed_site(state) or site_named(self.catalog, state.location)

    def plays_nenya(self) -> bool:
        """Whether the version played plays Nenya's sure check (``nenya``)."""
        return self.nenya_from is not None and played_since(self.played, self.nenya_from)

    def plays_vilya(self) -> bool:
        """Whether the version played plays Vilya's resources shuffled back (``vilya``)."""
        return self.vilya_from is not None and played_since(self.played, self.vilya_from)

    def plays_book(self) -> bool:
        """Whether the version played plays the Book of Mazarbul's reading."""
        return self.book_from is not None and played_since(self.played, self.book_from)

    def plays_red_book(self) -> bool:
        """Whether the version played plays the Red Book of Westmarch's bonuses."""
        return self.red_book_from is not None and played_since(self.played, self.red_book_from)

    def plays_wizards_ring(self) -> bool:
        """Whether the version played plays the Wizard's Ring's direct influence."""
        return self.wizards_ring_from is not None \
            and played_since(self.played, self.wizards_ring_from)

    def eliminates_wizard(self, who: Character) -> bool:
        """Whether a check of ``who`` that would discard him eliminates him: a Wizard, from
        ``wizard_check_from`` (CoE 7.1)."""
        return who.race == WIZARD and self.wizard_check_from is not None \
            and played_since(self.played, self.wizard_check_from)

    def names_asking_card(self) -> bool:
        """Whether the version played names the hazard card asking for a corruption check."""
        return self.asked_checks_from is not None \
            and played_since(self.played, self.asked_checks_from)

    def plays_allies(self) -> bool:
        """Whether the version played plays an ally from the hand (``allies``)."""
        return allies.plays(self.played, self.allies_from)

    def plays_faction_facts(self) -> bool:
        """Whether the version played plays a faction by its catalog facts (``factions``)."""
        return factions.plays(self.played, self.faction_facts_from)

    def plays_ally_strikes(self) -> bool:
        """Whether the version played gives the company's allies strikes (``allies``)."""
        return allies.plays(self.played, self.ally_strikes_from)

    def ally_fighters(self, state: S) -> list[Character]:
        """The allies that may face a strike of the attack under way (none before
        ``ally_strikes_from``, nor out of an attack)."""
        fight = state.combat
        if fight is None or not self.plays_ally_strikes():
            return []
        return allies.fighters(state.allies, state.tapped_allies, state.wounded_allies,
                               self.catalog, fight.attack.automatic, fight.keyed)

    def plays_ally_texts(self) -> bool:
        """Whether the version played plays the allies' texts ``allies`` scripts."""
        return allies.plays(self.played, self.ally_texts_from)

    def plays_ally_regions(self) -> bool:
        """Whether the version played discards an ally leaving its regions."""
        return allies.plays(self.played, self.ally_regions_from)

    def _printed_site(self, state: S) -> Card | None:
        """The site the company is at as printed, untreated (None: at none, in a region of a
        fixed map); ``moves.site_here`` reads it as a resource treats it this turn."""
        return site_at(self.catalog, state.location)

    def plays_gollum_ring(self) -> bool:
        """Whether the version played plays Gollum's discard with The One Ring."""
        return allies.plays(self.played, self.gollum_ring_from)

    def _gollum_scene(self, state: S) -> gollum.Scene:
        """What ``gollum`` reads of the state."""
        return gollum.Scene(state.allies, state.tapped_allies, state.wounded_allies,
                            state.company, self.catalog, state.phase, state.step,
                            state.combat is not None, self._printed_site(state))

    def plays_bill_move(self) -> bool:
        """Whether the version played plays Bill the Pony's move to the nearest Haven."""
        return allies.plays(self.played, self.bill_move_from)

    def _haven_reachable(self, state: S, haven: Card) -> bool:
        """Whether the company may be at ``haven`` in this scenario (a scenario says)."""
        return False

    def _bill_scene(self, state: S) -> bill.Scene:
        """What ``bill`` reads of the state."""
        return bill.Scene(state.allies, state.company, self.half_races, self.catalog,
                          state.phase, state.step,
                          state.combat is not None or bool(state.pending_attacks),
                          self._printed_site(state), lambda h: self._haven_reachable(state, h))

    def plays_gwaihir(self) -> bool:
        """Whether the version played plays Gwaihir's flight to a site."""
        return allies.plays(self.played, self.gwaihir_from)

    def _gwaihir_scene(self, state: S) -> gwaihir.Scene | None:
        """What ``gwaihir`` reads of the state (None: the scenario has no site he flies to)."""
        return None

    def plays_gates_treatments(self) -> bool:
        """Whether the version played plays Quiet Lands', Stars' and The Evenstar's
        alternatives with Gates of Morning in play."""
        return allies.plays(self.played, self.gates_treatments_from)

    def _treat_scene(self, state: S) -> gates_treatments.Scene | None:
        """What ``gates_treatments`` reads of the state (None: the scenario plays none)."""
        return None

    def _gates_treatment_moves(self, state: S, out: Legal) -> None:
        """Quiet Lands' and Stars' alternatives, and The Evenstar's ``region`` argument,
        where the version plays them (``gates_treatments``)."""
        scene = self._treat_scene(state) if self.plays_gates_treatments() else None
        if scene is None or state.outcome is not None:
            return
        gates_treatments.moves(scene, collector(out))
        for action in [a for a in out if a.startswith(f"play:{gates_treatments.EVENSTAR}:")]:
            gates_treatments.evenstar_params(scene, action, out)

    def plays_dwarven_gifts(self) -> bool:
        """Whether the version played plays the Dwarven Rings' tribe gifts."""
        return allies.plays(self.played, self.dwarven_gifts_from)

    def _gift_scene(self, state: S) -> dwarven_gifts.Scene:
        """What ``dwarven_gifts`` reads of the state."""
        site = self._printed_site(state)
        return dwarven_gifts.Scene(
            state.company, self.catalog, state.phase,
            state.outcome is None and state.phase in (ORGANIZATION, SITE)
            and state.step in gollum.STEPS and state.combat is None
            and not state.pending_attacks,
            site, site is not None and site.id in state.tapped_sites,
            state.phase == SITE and state.step == ENTERED and not state.pending_attacks,
            state.resource_deck, state.resource_discard)

    def plays_character_cancels(self) -> bool:
        """Whether the version played plays Círdan's and Fatty Bolger's cancels."""
        return allies.plays(self.played, self.character_cancels_from)

    def _cancel_scene(self, state: S) -> character_cancels.Scene:
        """What ``character_cancels`` reads of the state: Lucky Search's strike one no
        character cancels from ``uncanceled_from``."""
        return character_cancels.Scene.of_combat(
            state.company, state.combat,
            self.uncanceled_from is None or allies.plays(self.played, self.uncanceled_from))

    def plays_ally_influence(self) -> bool:
        """Whether the version played plays Roäc the Raven's influence attempt."""
        return allies.plays(self.played, self.ally_influence_from)

    def _roac_scene(self, state: S) -> roac.Scene:
        """What ``roac`` reads of the state."""
        return roac.Scene(state.allies, state.tapped_allies, state.wounded_allies, state.hand,
                          self.catalog, state.phase, state.step,
                          state.combat is not None or bool(state.pending_attacks))

    def plays_athelas(self) -> bool:
        """Whether the version played plays Athelas's use (``athelas``)."""
        return allies.plays(self.played, self.athelas_from)

    def _athelas_open(self, state: S) -> bool:
        """Whether Athelas may be used now: the organization or site phase, outside an
        attack."""
        return state.outcome is None and state.phase in (ORGANIZATION, SITE) \
            and state.step in gollum.STEPS and state.combat is None \
            and not state.pending_attacks

    def _item_moves(self, state: S, out: Legal) -> None:
        """The items' own uses playable now that the family scripts by themselves: Athelas's
        (``athelas``)."""
        if self.plays_athelas() and self._athelas_open(state):
            athelas.moves(athelas.uses([state.company], self._cards_borne(state),
                                       self.catalog), self.catalog, collector(out))

    def _do_athelas(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        """The Dúnadan taps, the character heals to tapped, the herb is discarded."""
        athelas.use(ctx, move)
        if not move.mode:
            self._healed(ctx, move.target, "tapped", move.card)

    def _healed(self, ctx: Context[S], healed: str, state: str, by: str) -> None:
        """``healed`` was healed to ``state`` by a healing effect (``by``: its card, or ""
        for a declared effect): a scenario whose site spreads it says so."""

    def _ally_moves(self, state: S, out: Legal) -> None:
        """The allies' own abilities playable now (``allies``): an attack keyed to their
        regions canceled before its strikes are assigned (CoE 3.i); Gollum's discard with
        The One Ring (``gollum``)."""
        if self.plays_gollum_ring() and state.outcome is None:
            gollum.moves(self._gollum_scene(state), collector(out))
        if self.plays_bill_move() and state.outcome is None:
            bill.moves(self._bill_scene(state), collector(out))
        if self.plays_gwaihir() and state.outcome is None \
                and (flight := self._gwaihir_scene(state)) is not None:
            gwaihir.moves(flight, collector(out))
        if self.plays_dwarven_gifts() and state.outcome is None:  # a Dwarf's ring, not an ally
            dwarven_gifts.moves(self._gift_scene(state), collector(out))
        if self.plays_ally_influence() and state.outcome is None:
            roac.moves(self._roac_scene(state), collector(out))
        if self.plays_character_cancels() and state.combat is not None:
            character_cancels.moves(self._cancel_scene(state), collector(out))
        fight = state.combat
        if not self.plays_ally_texts() or fight is None or fight.stage != ASSIGNING \
                or fight.assigned or fight.canceled:
            return
        allies.cancel_moves(state.allies, state.tapped_allies, state.wounded_allies,
                            self.catalog, fight.attack.name, fight.keyed,
                            company_size(state.company, self.half_races), collector(out))

    def _do_ally_cancel(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        """The ally taps and the attack is canceled (CoE 3.i)."""
        fight = ctx.state.combat
        assert fight is not None
        ctx.emit("AllyTapped", allies.CANCEL_ATTACK, ally=move.card,
                 use=f"{fight.attack.name} is canceled")
        ctx.emit("AttackCanceled", allies.CANCEL_ATTACK, attack=fight.attack.name,
                 by=self.catalog.get(move.card).name)

    def _do_gollum_ring(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        """Gollum taps and is discarded with The One Ring his company bears (``gollum``)."""
        ring = gollum.ring_of(ctx.state.company, self.catalog, move.target)
        ctx.emit("AllyTapped", gollum.RULE, ally=move.card,
                 use="he and The One Ring are discarded")
        ctx.emit("AllyDiscarded", gollum.RULE, ally=move.card,
                 reason="gone with The One Ring")
        ctx.emit("ItemLost", gollum.RULE, character=move.target, card=ring, by="Gollum")

    def _do_ally_move(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        """Bill the Pony is discarded and the company's site becomes the nearest Haven; the
        end-of-turn phase begins (``bill``)."""
        name = self.catalog.get(move.card).name
        ctx.emit("AllyDiscarded", bill.RULE, ally=move.card,
                 reason=f"{name} takes the company to {move.place}")
        ctx.emit("CompanyCarried", bill.RULE, card=move.card, origin=ctx.state.location,
                 to=move.place)
        ctx.emit("PhaseBegan", self.family.end_of_turn, phase=END_OF_TURN)

    def _do_character_cancel(self, ctx: Context[S], move: Move,
                             args: Mapping[str, JSON]) -> None:
        """Círdan taps and the attack is canceled, or Fatty Bolger and the strike another
        Hobbit faces (``character_cancels``)."""
        fight = ctx.state.combat
        assert fight is not None
        rule = character_cancels.clause(move.card)
        name = self.catalog.get(move.card).name
        if move.card in character_cancels.STRIKE_CANCELERS:
            ctx.emit("CharacterTapped", rule, character=move.card, to="cancel the strike")
            ctx.emit("StrikeCanceled", rule, character=fight.facing, by=name)
            return
        ctx.emit("CharacterTapped", rule, character=move.card, to="cancel the attack")
        ctx.emit("AttackCanceled", rule, attack=fight.attack.name, by=name)

    def _do_ally_influence(self, ctx: Context[S], move: Move,
                           args: Mapping[str, JSON]) -> None:
        """Roäc the Raven taps and is discarded, then tries to recruit the faction as a
        diplomat would where it is played: no site taps (``roac``)."""
        faction = self.catalog.get(move.target)
        ctx.emit("AllyTapped", roac.RULE, ally=move.card,
                 use=f"he tries to recruit {faction.name}")
        ctx.emit("AllyDiscarded", roac.RULE, ally=move.card,
                 reason=f"tapped and discarded to influence {faction.name}")
        factions.attempt(ctx, faction, fighter(self.catalog.get(move.card)), 0, [],
                         self.explains(), "", rule=self.recruit_rule())

    def _on_CompanyCarried(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, location=str(d["to"]))

    def _on_AllyTapped(self, state: S, d: Mapping[str, Any]) -> S:
        tapped, wounded = allies.set_state(state.tapped_allies, state.wounded_allies,
                                           str(d["ally"]), "tapped")
        return replace(state, tapped_allies=tapped, wounded_allies=wounded)

    def combatant(self, state: S, card_id: str) -> Character | None:
        """The character or the ally ``card_id`` as one who faces a strike (None: neither)."""
        return state.character(card_id) or allies.combatant(
            state.allies, state.tapped_allies, state.wounded_allies, self.catalog, card_id)
    #: The first version playing an item where its card says (``engine.item_places``): a
    #: special item at the site its card names, none at a site type its card bars; None: none.
    item_places_from: ClassVar[int | None] = None
    #: The first version playing The Iron Crown's text (``engine.iron_crown``; its tap,
    #: ``effects`` generation 31, by the scenario's ``generations``): +1 body and +4 direct
    #: influence to a bearer who is not a Hobbit, a corruption check with each influence
    #: check. None: no version does.
    iron_crown_from: ClassVar[int | None] = None
    #: The first version playing Ent-draughts by its card (``hobbit.ent_draughts``); None: no
    #: version does.
    ent_draughts_from: ClassVar[int | None] = None

    def plays_ent_draughts(self) -> bool:
        return self.ent_draughts_from is not None \
            and played_since(self.played, self.ent_draughts_from)

    def _item_kept(self, item: Item) -> bool:
        """Whether no effect takes or passes on ``item`` (Ent-draughts, where played)."""
        return ent_draughts.kept(self.plays_ent_draughts(), item)

    def explains(self) -> bool:
        """Whether the version played records checks, cites the turn sequence and records a
        character tapping (to support, to play an item) as a fact of its own."""
        return self.played not in self.bare_versions

    def reads_item_facts(self) -> bool:
        """Whether the version played builds items with the catalog's item facts."""
        return items.reads_facts(self.played, self.item_facts_from)

    def item_in_play(self, card_id: str) -> Item:
        """The item ``card_id`` in play as the version played builds it (``items.in_play``)."""
        return items.in_play(self.catalog.get(card_id), self.played, self.item_facts_from)

    def printed_corruption(self, card_id: str) -> list[Modifier]:
        """The corruption-check modifier ``card_id``'s card prints and the catalog does not
        hold, from ``character_rules_from`` (none before)."""
        if self.character_rules_from is None or int(self.played) < self.character_rules_from:
            return []
        return character_rules.corruption_modifiers(self.catalog.get(card_id))

    def plays_item_places(self) -> bool:
        """Whether the version played plays an item where its card says (``item_places``)."""
        return self.item_places_from is not None and int(self.played) >= self.item_places_from

    def plays_iron_crown(self) -> bool:
        """Whether the version played plays The Iron Crown's text (``iron_crown_from``)."""
        return self.iron_crown_from is not None and int(self.played) >= self.iron_crown_from

    def plays_hoards(self) -> bool:
        """Whether the version played keeps a hoard item to a Dragon's lair (TD-HOARD-1)."""
        return self.hoards_from is not None and int(self.played) >= self.hoards_from

    def generation(self) -> effects.Generations:
        """The generations of scripted cards the version played reads."""
        return effects.Generations.read_by(self.generations, self.played)

    def long_event_generation(self) -> int:
        """The generation of hazard long-event scripts the version played plays."""
        return max((g for v, g in self.long_event_generations if int(self.played) >= v),
                   default=1)

    def creature_generation(self) -> int:
        """The generation of creature scripts the version played plays (0: none)."""
        return max((g for v, g in self.creature_generations if int(self.played) >= v),
                   default=0)

    def series_script(self, card_id: str | None) -> CreatureScript | None:
        """The script of a creature of several attacks the version played plays as such
        (``hobbit.series``), else None."""
        since = self.series_from
        return series.script(card_id) if since is not None and int(self.played) >= since \
            else None

    def creature_script(self, card_id: str | None) -> CreatureScript | None:
        """The script of creature ``card_id`` as the version played plays it: of its
        creature generation, each versioned field it does not play yet unset; a Slayer's,
        from ``series_from``, of the latest. Worked out once for each version and card: a
        fight reads it again and again (the scripts and the version's fields are fixed)."""
        # A copy of the ruleset for another version or another setup's cards shares the
        # dictionary, so the version is part of the key (the scripts do not read the cards).
        known = self.__dict__.setdefault("_creature_scripts", {})
        key = (self.played, card_id)
        if key not in known:
            several = self.series_script(card_id)
            known[key] = several if several is not None else creature_texts.as_played(
                scripted_creature(card_id, self.creature_generation()),
                [f for v, f in self.creature_fields if int(self.played) >= v])
        found: CreatureScript | None = known[key]
        return found

    def _tapped(self, ctx: Context[S], character: str, rule: str, to: str) -> None:
        """A character taps ``to`` do something, as its own fact where the version says so."""
        if self.explains():
            ctx.emit("CharacterTapped", rule, character=character, to=to)

    def _allies_leave(self, ctx: Context[S], who: Character) -> None:
        """CoE 2.V.2.3: the allies ``who`` controls are discarded as he leaves play."""
        allies.leave(ctx, ctx.state.allies, who)

    def _items_leave(self, ctx: Context[S], who: Character, rule: str,
                     cited: Mapping[str, JSON] | None = None) -> list[str]:
        """The items leaving play with ``who``: one ItemLeftPlay fact each where the version
        says so (and none left for the character's own fact), else their ids, for it; his
        allies are discarded first (``_allies_leave``). ``cited``: the fields naming the card
        whose text discards him (``creature_discards``)."""
        self._allies_leave(ctx, who)
        if not self.explains():
            return [i.card_id for i in who.items]
        for item in who.items:
            ctx.emit("ItemLeftPlay", rule, item=item.card_id, bearer=who.card_id, to="discard",
                     **(cited or {}))
        return []

    def _on_CharacterTapped(self, state: S, d: Mapping[str, Any]) -> S:
        who = state.character(str(d["character"]))
        assert who is not None
        return replace(state, company=replace_one(state.company, who.tap()))

    def rules_notes(self) -> dict[str, str]:
        return dict(self.notes)

    # -- hooks a scenario provides --------------------------------------------------------
    @abstractmethod
    def legal(self, state: S) -> dict[str, tuple[Action, Move]]:
        """Every legal action now, by id, with what it does."""

    @abstractmethod
    def _begin_movement(self, ctx: Context[S]) -> None:
        """The long-event phase is over: start the movement/hazard phase."""

    @abstractmethod
    def _movement_step(self, ctx: Context[S]) -> None:
        """One step of the movement/hazard phase (a hazard, an attack or the phase's end)."""

    @abstractmethod
    def attack_rank(self, character: Character) -> tuple[int, ...]:
        """The attacker's preference among strike targets: lowest first."""

    def _deck_exhausted(self, ctx: Context[S]) -> None:
        """The last resource card was drawn."""

    def _journey(self, state: S) -> travel.Journey | None:
        """Where the company goes this turn, for the cards lowering its hazard limit by it
        (``hobbit.travel``; None: the scenario plays none)."""
        return None

    def _after_item_moved(self, ctx: Context[S]) -> None:
        """An item changed hands or was played (a scenario may track its quest item)."""

    # -- playing ----------------------------------------------------------------------------
    def actions(self, state: S) -> list[Action]:
        return [action for action, _ in self._legal_now(state).values()]

    @remembering_last_moves
    def _legal_now(self, state: S) -> dict[str, tuple[Action, Move]]:
        """:meth:`legal`, worked out once for the state the automatic player chooses in and
        the decision is then checked in."""
        return self.legal(state)

    def decide(self, ctx: Context[S], action: str, args: Mapping[str, JSON]) -> None:
        options = self._legal_now(ctx.state)
        if action not in options:
            raise self._refusal(ctx.state, action)
        move = options[action][1]
        handler = getattr(self, f"_do_{move.kind.replace('-', '_')}")
        handler(ctx, move, args)
        self._advance(ctx)

    def _refusal(self, state: S, action: str) -> IllegalAction:
        """Why ``action`` is not legal now, with the clause that forbids it."""
        kind, _, rest = action.partition(":")
        if state.outcome is not None:
            return IllegalAction("The game is over.", clause=None)
        if state.combat is not None and state.combat.awaited is not None:
            return body_checks.refusal(state.combat.awaited, self._name,
                                       self.plays_body_check_cards())
        if (kept := self._kept_refusal(state, action)) is not None:
            return kept
        if (checks := self._checks_refusal(state, action)) is not None:
            return checks
        if kind in ("play", "declare", "use"):
            card = rest.split(":")[0]
            if card not in state.hand and kind != "use":
                return IllegalAction(f"{card} is not in your hand.", clause=coe.SHORT_EVENT)
            if kind == "use" and (attack := self._attack_item_refusal(state, rest)) is not None:
                return attack
            hoard = self._hoard_refusal(state, card)
            if hoard is not None:
                return hoard
            if card in state.hand and self.plays_item_places() and state.phase == SITE \
                    and (placed := item_places.place_problem(
                        self.catalog.get(card), self._item_site(state))) is not None:
                return IllegalAction(f"{placed}.", clause=coe.PLAY_ITEM)
            if card in state.hand and self.catalog.get(card).is_item:
                return IllegalAction(f"{self._name(card)} cannot be played now: an item needs "
                                     "an untapped character at an untapped site where its "
                                     "class is playable, after entering it.",
                                     clause=coe.PLAY_ITEM)
            if kind == "play" and self.plays_gates_treatments() \
                    and (scene := self._treat_scene(state)) is not None \
                    and (treat := gates_treatments.refusal(scene, action)) is not None:
                return treat
            if kind == "play" and (event := self._event_refusal(state, rest)) is not None:
                return event
            if kind == "declare" and (entry := effects.scripted(card, self.generation())):
                return IllegalAction(f"{entry.name} is played by its script "
                                     f"(play:{card}:<mode>), not by declaring an effect.",
                                     clause=coe.SHORT_EVENT)
            return IllegalAction(f"{action} is not possible now: the card's conditions "
                                 "(timing, skill, race, attacker or target) are not met.",
                                 clause=coe.SHORT_EVENT)
        if kind == "search":
            return IllegalAction(self._search_refusal(state, rest), clause=coe.PLAY_ITEM)
        if state.legacy:
            return IllegalAction("An eliminated character's items wait: each unwounded "
                                 "companion may take one (inherit:<item>:<heir>), the rest are "
                                 "discarded (inherit-done).", clause=coe.ELIMINATED)
        if (unfaced := self._unfaced(state, action)) is not None:
            return unfaced
        if (several := self._series_refusal(state, action)) is not None:
            return several
        if (chosen := self._chosen_refusal(state, action)) is not None:
            return chosen
        if kind == "resolve" and state.combat is not None:
            fight = state.combat
            why = mechanics.resolve_problem(rest, fight.assigned, fight.resolved) \
                if fight.stage == STRIKING and fight.striking is None \
                else "strikes are resolved one at a time, after they are all assigned"
            return IllegalAction(f"That strike cannot be resolved now: {why}.",
                                 clause=coe.STRIKE_ORDER)
        if kind == athelas.KIND and self.plays_athelas():
            why = athelas.problem(state.company, self._athelas_open(state), self.catalog,
                                  rest.split(":"))
            return IllegalAction(f"Athelas cannot be used now: {why}.", clause=athelas.RULE)
        if kind == roac.KIND and self.plays_ally_influence():
            return roac.refusal(self._roac_scene(state), rest)
        if kind == character_cancels.KIND and self.plays_character_cancels():
            return character_cancels.refusal(self._cancel_scene(state), rest)
        if kind == dwarven_gifts.KIND and self.plays_dwarven_gifts():
            return dwarven_gifts.refusal(self._gift_scene(state), rest)
        if kind == gwaihir.KIND and gwaihir.is_flight(rest) and self.plays_gwaihir() \
                and (flight := self._gwaihir_scene(state)) is not None:
            return gwaihir.refusal(flight, rest)
        if kind == bill.KIND and self.plays_bill_move():
            return bill.refusal(self._bill_scene(state), rest)
        if kind == gollum.KIND and self.plays_gollum_ring():
            return gollum.refusal(self._gollum_scene(state), rest)
        if kind == "ally-cancel" and self.plays_ally_texts():
            faced = state.combat
            ready = faced is not None and faced.stage == ASSIGNING and not faced.assigned \
                and not faced.canceled
            return allies.cancel_refusal(
                state.allies, state.tapped_allies, state.wounded_allies, self.catalog,
                faced.attack.name if faced and ready else None, faced.keyed if faced else None,
                company_size(state.company, self.half_races), rest)
        if kind == "assign" and state.combat is not None and self.plays_ally_strikes() \
                and (ally := allies.combatant(state.allies, state.tapped_allies,
                                              state.wounded_allies, self.catalog, rest)):
            fight = state.combat
            return allies.assign_refusal(ally, self.catalog, fight.attack,
                                         fight.attack.automatic, fight.keyed, fight.assigned,
                                         fight.stage == ASSIGNING)
        family = self.family
        clause = {ORGANIZATION: self.organization_clause(state), SITE: family.site_phase,
                  END_OF_TURN: family.end_of_turn,
                  MOVEMENT_HAZARD: family.movement}.get(state.phase)
        if state.combat is not None:
            fight = state.combat
            clause = coe.DEFENDER_ASSIGNS if fight.stage == ASSIGNING else \
                coe.STRIKE_ORDER if fight.striking is None else coe.STRIKE_ROLL
        return IllegalAction(f"{action!r} is not a legal action now ({state.phase}"
                             f"{' combat' if state.combat else ''}).", clause=clause)

    @staticmethod
    def _kept_in_place(state: S, out: Legal) -> Legal:
        """``out`` without a move to another place while a card keeps the company where it
        is this turn (Hiding)."""
        if not state.staying:
            return out
        return {a: (action, move) for a, (action, move) in out.items() if move.kind != "move"}

    def _staying_refusal(self, state: S, action: str) -> IllegalAction | None:
        """A move refused while a card keeps the company where it is (None: not so)."""
        if state.outcome is not None or not state.staying or not action.startswith("move:"):
            return None
        return IllegalAction(f"The company cannot move this turn: {self._name(state.staying)} "
                             f"keeps it at {state.location}.", clause=coe.SHORT_EVENT)

    def _kept_refusal(self, state: S, action: str) -> IllegalAction | None:
        """The -3 to stay untapped refused naming the card keeping him untapped, or a card
        keeping him so naming what already does (``Strikes``; None: not so refused)."""
        return None

    def _checks_refusal(self, state: S, action: str) -> IllegalAction | None:
        """A strike assigned while a creature's corruption checks of the company wait for the
        step canceling its attack, or a cancel once they are made, refused naming the creature
        (``Strikes``, ``company_checks``; None: not so refused)."""
        return None

    def _unfaced(self, state: S, action: str) -> IllegalAction | None:
        """A strike given to a character the creature never strikes, refused naming it
        (``Strikes``; None: not such a strike)."""
        return None

    def _series_refusal(self, state: S, action: str) -> IllegalAction | None:
        """A strike the defender gives, or a cancel by tapping, refused naming the Slayer and
        why (``Strikes``; None: another reason refuses it)."""
        return None

    def _chosen_refusal(self, state: S, action: str) -> IllegalAction | None:
        """A strike the defender gives where a card gives the attacker every choice, refused
        naming it (``Strikes``; None: not such a strike)."""
        return None

    def _search_refusal(self, state: S, rest: str) -> str:
        """Why ``search:<item>:<character>`` is refused: no search lets an item be played
        so now, the item, or the character."""
        card, _, who = rest.partition(":")
        name = self._name(card) if card in self.catalog else card or "no card"
        character = state.character(who)
        # A site its card bars is named only for an item a search may play at all: a special
        # item is refused for its class, not as if a search could play it at its own site.
        searched = card in state.hand and self.catalog.get(card).item_class in SEARCHED_CLASSES
        barred = item_places.place_problem(self.catalog.get(card), self._item_site(state)) \
            if searched and self.plays_search_places() else None
        why = ("no scout of the company has searched the site this turn" if not state.searched_by
               else f"{name} is not in the hand" if card not in state.hand
               else barred if barred is not None
               else f"{who or 'no character'} is not in the company" if character is None
               else f"{character.name} searched the site; another character plays the item"
               if who == state.searched_by
               else f"{character.name} is {character.state}: he taps to play it"
               if not character.untapped
               else f"{name} is no minor, major or gold ring item playable at "
                    f"{state.location}")
        return f"{name} cannot be played by the search: {why}."

    def _event_refusal(self, state: S, rest: str) -> IllegalAction | None:
        """``play:<card>:<mode>[:<target>]`` of a scripted short-event, refused naming the
        card and the reason (``moves.event_problem``; None: it names none)."""
        card, mode, target = (*rest.split(":"), "", "")[:3]
        if not self.has_hazard_limit and travel.limit_card(card, self.generation()):
            return IllegalAction(f"{self._name(card)} cannot be played: there is no hazard "
                                 "limit here for it to lower.", clause=self.no_hazard_limit_rule)
        why = event_problem(state, card, mode, target, self.generation(), self.catalog,
                            influencers(self.legal(state)),
                            card_named=not self.plays_site_lookup(),
                            half_races=self.half_races)
        journey = self._journey(state)
        if not why and journey is not None:
            why = travel.problem(state, card, journey, self.generation())
        if not why:
            return None
        entry = effects.scripted(card, self.generation())
        assert entry is not None
        influences = any(m.influences for m in entry.modes if m.name == mode)
        return IllegalAction(f"{entry.name} cannot be played now: {why}.",
                             clause=INFLUENCE_ATTEMPT if influences else coe.SHORT_EVENT)

    def _attack_item_refusal(self, state: S, rest: str) -> IllegalAction | None:
        """``use:<item>:<bearer>:<mode>`` of an item used against an attack (``effects``
        generation 5), refused naming the item and the reason."""
        item, _, rest = rest.partition(":")
        bearer, _, mode = rest.partition(":")
        entry = effects.scripted(item, self.generation())
        strike = next((m for m in entry.modes if m.name == mode
                       and (m.taps_item or m.keeps_item)
                       and m.timing == effects.DURING_STRIKE), None) if entry else None
        if entry is not None and strike is not None:
            # An item tapped (or used, The One Ring) against the strike its bearer faces
            # (CoE 3.iv.5).
            facing = state.character(bearer)
            fight = state.combat
            why = f"{bearer or 'no character'} is not in the company" if facing is None \
                else f"{facing.name} does not bear it" if not facing.bears(item) \
                else f"it is used against the strike {facing.name} faces" \
                if fight is None or fight.facing != bearer \
                else strike_item_problem(state, facing, item, strike)
            return IllegalAction(f"{entry.name} cannot be used now: {why or 'not offered'}.",
                                 clause=coe.CANCEL_STRIKE if any(
                                     e.primitive == effects.CANCEL_STRIKE
                                     for e in strike.effects) else coe.ITEM_IN_USE)
        if entry is None or not any(m.name == mode and m.target == effects.BEARER
                                    for m in entry.modes):
            return None
        why = attack_item_problem(state, self.catalog, item, bearer, mode,
                                        self.generation())
        return IllegalAction(f"{entry.name} cannot be used now: {why or 'not offered'}.",
                             clause=coe.ITEM_IN_USE)

    def _hoard_refusal(self, state: S, card: str) -> IllegalAction | None:
        """A hoard item in the hand, in the site phase away from a Dragon's lair."""
        if not self.plays_hoards() or state.phase != SITE or card not in state.hand:
            return None
        found = dragons.hoard_item_problem(self.catalog.get(card), self._item_site(state))
        return None if found is None else IllegalAction(f"{found[0]}.", clause=found[1])

    # -- the turn, played on automatically up to the next choice ----------------------------
    def _begin_turn(self, ctx: Context[S]) -> None:
        state = ctx.state
        # The turn opens with its untap phase; organization follows it.
        explains = self.explains()
        ctx.emit("TurnBegan", self.family.untap if explains else None, turn=state.turn + 1,
                 location=state.location)
        if not self._untap_awaits(ctx):
            self._untap_phase(ctx)

    def _queued_attack(self, ctx: Context[S]) -> bool:
        """An attack a scenario queued to be made once none is under way (a Traitor's),
        declared now: True; none: False."""
        return False

    def _attack_at_once(self, state: S) -> bool:
        """Whether an attack a scenario queued is to be made at once, the attack under way set
        aside till it is over (``engine.attacks_at_once``): never, but where a scenario
        says."""
        return False

    def _untap_awaits(self, ctx: Context[S]) -> bool:
        """Whether the untap phase waits for a choice before untapping (a scenario's: a
        blade's removal); the choice made, the scenario goes on with ``_untap_phase``."""
        return False

    def _untap_phase(self, ctx: Context[S]) -> None:
        """The untap phase's untapping and healing, its checks, then the organization
        phase."""
        state = ctx.state
        explains = self.explains()
        if self._untaps(state):
            # A character held tapped by a card (Rescue Prisoners) heals, but does not untap.
            changes = [[c.card_id, after] for c in state.company if c.state != "untapped"
                       for after in [self._refreshed(state, c)] if after is not None
                       and not (after == "untapped" and state.untap_bar(c.card_id))]
            # Tapped or wounded allies (CoE 2.V.2.2) untap and heal as characters do.
            changes += allies.refreshed(state.allies, state.tapped_allies, state.wounded_allies,
                                        self.catalog, lambda c: self._refreshed(state, c))
            ctx.emit("CharactersRefreshed", self.family.untap, changes=changes)
        else:
            ctx.emit("UntapSkipped", self.family.untap_skipped, location=state.location)
        self._untap_ended(ctx)
        if ctx.state.outcome is not None:  # a check at the end of the untap phase lost it
            return
        ctx.emit("PhaseBegan", self.organization_clause(ctx.state) if explains else None,
                 phase=ORGANIZATION)

    def organization_clause(self, state: S) -> str:
        """The clause of what the company may do in the organization phase, where it is:
        the scenario's one clause, but where a scenario tells a site from a region."""
        return self.family.organization

    def _untap_ended(self, ctx: Context[S]) -> None:
        """What the end of the untap phase asks (a corruption card's check, where a scenario
        keeps them): nothing, but where a scenario says."""

    def _creature_bonus(self, attack: Attack, origin: str, state: S
                        ) -> tuple[Attack, dict[str, JSON]]:
        """An attack with the prowess cards gave such attacks this turn: a hazard creature's
        (Horses), any (Wizard's Flame); and the fields its ``AttackDeclared`` records them by
        (none without one)."""
        creatures = 0 if origin == "automatic" else state.creature_prowess
        fields: dict[str, JSON] = {"card_prowess": creatures} if creatures else {}
        if state.attacks_prowess:
            fields["turn_prowess"] = state.attacks_prowess
        return attack.modified(0, creatures + state.attacks_prowess) if fields else attack, \
            fields

    def _untaps(self, state: S) -> bool:
        """Whether the untap phase untaps and heals (standard: always)."""
        return True

    def _refreshed(self, state: S, character: Character) -> str | None:
        """A tapped or wounded character's state after the untap phase (None: unchanged).
        The family's reading: tapped untaps, wounded heals to tapped."""
        return "untapped" if character.state == "tapped" else "tapped"

    def _waiting(self, state: S) -> bool:
        """Whether the game waits for a choice outside an attack (a scenario may add steps):
        the organization phase, a site before it is entered, a company under Great-road as
        the end-of-turn phase begins."""
        return state.phase == ORGANIZATION or (state.phase == SITE
                                               and state.step == BEFORE_ENTERING) \
            or great_road.choice_open(state)

    def _advance(self, ctx: Context[S]) -> None:
        while True:
            state = ctx.state
            if state.outcome is not None or state.check_waiting is not None:
                return  # a corruption check waiting for helpers (``check_helpers``)
            if state.legacy:
                if state.open_heirs:
                    return
                self._discard_legacy(ctx)
                continue
            if state.next_attack is not None and state.combat is None:
                self._next_in_series(ctx)  # a Slayer's next attack
                continue
            if state.combat is None and self._queued_attack(ctx):
                continue
            if state.combat is None and state.set_aside:
                self._take_up_attack(ctx)  # the attack made at once is over
                continue
            if state.combat is not None:
                fight = state.combat
                if fight.awaited is not None:
                    return  # a wound's body check waits for the defender (``body_checks``)
                if fight.finished:
                    self._end_attack(ctx)
                    continue
                if fight.striking is None and self._attack_at_once(state):
                    self._set_aside_attack(ctx, ())
                    continue
                if fight.stage == STRIKING and fight.striking is None \
                        and len(fight.waiting) == 1:
                    self._begin_strike(ctx, fight.waiting[0], coe.STRIKE_ORDER)
                    continue
                return
            if self._waiting(state):
                return
            if state.phase == LONG_EVENT:
                self._begin_movement(ctx)
            elif state.phase == MOVEMENT_HAZARD:
                self._movement_step(ctx)
            elif state.phase == SITE:
                if state.pending_attacks:
                    self._declare(ctx, state.pending_attacks[0], "automatic", None)
                else:
                    return
            elif state.phase == END_OF_TURN:
                if state.step == DISCARD_HAND:
                    return
                self._end_of_turn(ctx)
            else:
                return

    # Defined by the phase mixins (declared here so each mixin can call the others).
    def _discard_legacy(self, ctx: Context[S]) -> None:
        raise NotImplementedError

    def _end_attack(self, ctx: Context[S]) -> None:
        raise NotImplementedError

    def _next_in_series(self, ctx: Context[S]) -> None:
        raise NotImplementedError

    def _set_aside_attack(self, ctx: Context[S], checks: tuple[str, ...]) -> None:
        raise NotImplementedError

    def _take_up_attack(self, ctx: Context[S]) -> None:
        raise NotImplementedError

    def _begin_strike(self, ctx: Context[S], character: str, rule: str) -> None:
        raise NotImplementedError

    def _declare(self, ctx: Context[S], attack: Any, origin: str, card: str | None,
                 rule: str | None = None, keyed: str | None = None) -> None:
        raise NotImplementedError

    def _end_of_turn(self, ctx: Context[S]) -> None:
        raise NotImplementedError

    def _draw(self, ctx: Context[S], count: int, rule: str) -> None:
        raise NotImplementedError

    def _corruption_checked(self, ctx: Context[S], who: Character,
                            extra: Sequence[Modifier] = (), leaves: bool = True,
                            asked_by: str = "") -> bool:
        """``who``'s corruption check (organization.py); True when it passes."""
        raise NotImplementedError

    def _checked_or_waiting(self, ctx: Context[S], who: Character, check: str,
                            card: str = "", to: str = "",
                            extra: Sequence[Modifier] = ()) -> bool:
        """``who``'s check asked by the player's action as its last act, made now (True if it
        passed) or declared waiting for helpers (False; organization.py)."""
        raise NotImplementedError

    def _cards_borne(self, state: S) -> list[tuple[str, str]]:
        """(bearer, card) of each corruption card on a character: none, but where a scenario
        keeps such cards on its characters."""
        return []

    def _cards_corruption(self, state: S, who: str) -> int:
        """The corruption points of the corruption cards on ``who``: none, but where a
        scenario keeps such cards on its characters."""
        return 0

    def _check_may_fail(self, state: S, who: Character,
                        extra: Sequence[Modifier] = ()) -> bool:
        """Whether ``who``'s corruption check (with ``extra``) may fail at all (CoE 7.1;
        organization.py)."""
        raise NotImplementedError

    def _assured(self, state: S, who: Character) -> str | None:
        """The Nenya whose waiting gift makes ``who``'s check succeed now (None: none;
        organization.py)."""
        raise NotImplementedError

    def _palantir_corruption(self, state: S, who: str) -> int:
        """The corruption points of the Align Palantír on a stone ``who`` bears: none, but
        where a scenario plays the palantíri (``palantir_uses``)."""
        return 0

    def _kept(self, ctx: Context[S], who: Character, instead: str) -> bool:
        """Whether a card in play keeps ``who`` from being discarded (``instead``: what would
        discard him), with the fact that says so; none does but where a scenario says."""
        return False

    def _keeper(self, state: S, who: Character) -> str | None:
        """The card in play that would keep ``who`` from being discarded, as ``_kept`` finds
        it, without saying so (None: none; a scenario says where one does)."""
        return None

    def _lose_if_hero_gone(self, ctx: Context[S], corrupted: bool = False) -> None:
        """The game lost as the hero leaves the company. From ``creature_discards_from`` the
        fact records how he left (``fate``, ``creature_discards``) and a discarded hero's loss
        cites the scenario's clause for it (``FamilyClauses.hero_discarded``); from
        ``corrupted_fate_from`` a hero ``corrupted`` (a failed corruption check took him,
        either way) is lost to corruption, citing ``FamilyClauses.hero_lost``. From
        ``fate_reason_from`` the reason is that fate in words, not ``hero_gone_reason``."""
        state = ctx.state
        if state.outcome is None and state.the_hero is None:
            # The hero named, so the narrative can say it in the rules' words.
            named: dict[str, JSON] = {} if self.played in self.unnamed_hero_versions else {
                "character": state.hero}
            rule = self.family.hero_lost
            fate = creature_discards.fate(state.hero, state.eliminated,
                                          state.discarded_characters)
            if corrupted and fate is not None and self.plays_corrupted_fate():
                named["fate"] = creature_discards.CORRUPTED
            elif fate is not None and self.tells_hero_fate():
                named["fate"] = fate
                if fate == creature_discards.DISCARDED:
                    rule = self.family.hero_discarded
            reason = self.hero_gone_reason
            if "fate" in named and self.fate_reason_from is not None \
                    and played_since(self.played, self.fate_reason_from):
                reason = creature_discards.told(self.catalog.get(state.hero).name,
                                                str(named["fate"]))
            ctx.emit("GameEnded", rule, outcome="lost", reason=reason, **named)

    def plays_corrupted_fate(self) -> bool:
        """Whether the version played records a hero lost to corruption as such
        (``corrupted_fate_from``)."""
        return self.corrupted_fate_from is not None \
            and played_since(self.played, self.corrupted_fate_from)

    def tells_kept_discard(self) -> bool:
        """Whether the version played names, in the body check whose equal roll a creature's
        text makes a discard, the card keeping him from it (``kept_told_from``)."""
        return self.kept_told_from is not None \
            and played_since(self.played, self.kept_told_from)

    def plays_kept_untapped(self) -> bool:
        """Whether the version played refuses the -3 to a character a card keeps untapped
        against his strike (``kept_untapped_from``)."""
        return self.kept_untapped_from is not None \
            and played_since(self.played, self.kept_untapped_from)

    def tells_hero_fate(self) -> bool:
        """Whether the version played records how the hero left the game lost with him."""
        return self.creature_discards_from is not None \
            and played_since(self.played, self.creature_discards_from)

    def _remove(self, state: S, card_id: str) -> S:
        followers = tuple((f, c) for f, c in state.followers if card_id not in (f, c))
        fight = state.combat
        if fight is not None and fight.awaited is not None \
                and fight.awaited.character == card_id:
            # His body check waited (a card's corruption check removed him meanwhile,
            # ``body_checks``): there is no body check left to make.
            state = replace(state, combat=replace(fight, awaited=None))
        return replace(state, company=tuple(c for c in state.company if c.card_id != card_id),
                       followers=followers)

    def _take_from_hand(self, state: S, card: str, to_discard: bool = True) -> S:
        hand = list(state.hand)
        hand.remove(card)
        discard = state.resource_discard + ((card,) if to_discard else ())
        return replace(state, hand=tuple(hand), resource_discard=discard)

    def _name(self, card_id: str) -> str:
        return self.catalog.get(card_id).name

    # -- evolve -----------------------------------------------------------------------------
    def _on_CounterPlaced(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, location=str(d["place"]))

    def _on_DeckShuffled(self, state: S, d: Mapping[str, Any]) -> S:
        # The cards shuffled, then those ``below`` them (Mirror of Galadriel's top five).
        cards = tuple(str(c) for c in (*d["cards"], *d.get("below", ())))
        if d["deck"] == "resources":  # Vilya's resources taken from the discard pile
            return replace(state, resource_deck=cards, resource_discard=vilya.left(
                state.resource_discard, d["from_discard"])) if d.get("from_discard") \
                else replace(state, resource_deck=cards)
        return replace(state, hazard_deck=cards,
                       hazard_discard=() if d.get("reshuffle") else state.hazard_discard)

    def _on_TurnBegan(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, turn=int(d["turn"]), turn_start=state.location, moved=False,
                       phase=UNTAP, step="", creatures_prevented=False, company_body=0,
                       company_prowess=0, check_bonus=(), faced=(), influence_cards=(),
                       keying_barred=(), creature_prowess=0, attacks_prowess=0, limit_change=0,
                       turn_bonuses=(), limit_cards=(), site_keying_only=False,
                       searched_by="", staying="", attacks_canceled_by="", road_home="",
                       moved_by="", undead_only=False, palantir_enabled=(), aboard=False,
                       resource_treatments=(), recruited_at=())

    def _on_CharactersRefreshed(self, state: S, d: Mapping[str, Any]) -> S:
        company = state.company
        tapped, wounded = state.tapped_allies, state.wounded_allies
        for card_id, new in d["changes"]:
            who = state.character(card_id)
            if who is not None:
                company = replace_one(company, who.with_state(new))
            else:  # an ally (CoE 2.V.2.2)
                tapped, wounded = allies.set_state(tapped, wounded, str(card_id), str(new))
        return replace(state, company=company, tapped_items=(),  # items untap too (CoE 2.I)
                       tapped_allies=tapped, wounded_allies=wounded)

    def _on_PhaseBegan(self, state: S, d: Mapping[str, Any]) -> S:
        phase = str(d["phase"])
        step = BEFORE_ENTERING if phase == SITE else ""
        return replace(state, phase=phase, step=step, draws_left=int(d.get("draws") or 0))

    def _on_CounterMoved(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, location=str(d["to"]), moved=True,
                       moved_by=str(d.get("by") or ""))

    def _on_GameEnded(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, outcome=str(d["outcome"]), reason=str(d["reason"]),
                       phase="over", combat=None)

