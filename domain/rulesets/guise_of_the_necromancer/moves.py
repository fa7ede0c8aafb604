"""The legal actions of a Guise of the Necromancer game, each with a stable id, and what each
one is about (the ruleset's ``decide`` looks the action up here)."""

from __future__ import annotations

from collections.abc import Sequence

from domain.canonical import JSON
from domain.cards import Card, Catalog
from domain.engine import (
    character_bonuses,
    character_rules,
    coe,
    combat,
    creature_scripts,
    effects,
    item_places,
)
from domain.engine import iron_crown as engine_iron_crown
from domain.engine.characters import Character
from domain.engine.combat import inheritance_problem
from domain.engine.company import company_size, size_problem
from domain.engine.movement import STARTER_MOVEMENT, site_path
from domain.ruleset import played_since
from domain.rulesets.guise_of_the_necromancer import (
    anduril,
    athelas,
    corruption_removal,
    creatures,
    decks,
    great_ship,
    hand_cards,
    hazard_events,
    hazard_hand,
    iron_crown,
    item_uses,
    printed_rules,
    rescue,
    treated_sites,
)
from domain.rulesets.guise_of_the_necromancer.state import (
    ARRIVED,
    BRIDGE,
    END_OF_TURN,
    ENTERED,
    HAZARDS,
    MOVEMENT_HAZARD,
    ORGANIZATION,
    SEARCHABLE,
    SEARCHED,
    SITE,
    WATCHFUL_PEACE,
    Company,
    State,
)
from domain.rulesets.hobbit import (
    allies,
    bill,
    character_cancels,
    factions,
    far_sight,
    great_road,
    item_texts,
    kept_untapped,
    old_road,
    roac,
)
from domain.rulesets.hobbit.moves import Add, Legal, Move, collector
from domain.text import type_names

PLAY_CHARACTER = "CoE-2.II.2"
CHARACTER_WHERE = "CoE-2.II.2.2"
JOIN = "CoE-2.II.3.5"
SPLIT = "CoE-2.II.3.6"
STORE = "CoE-2.II.4"
DISCARD_ONE = "discard-one"  # CoE 2.VI: the player may discard one card
DISCARD_DOWN = "discard-down"  # then discards down to the hand size


def under_influence(state: State) -> list[Character]:
    """The non-Wizard characters in play under general influence (not a follower); allied
    Wizards need none (GON-SETUP-3)."""
    return [c for company in state.companies for c in company.characters
            if c.race != decks.WIZARD_RACE and state.controller(c.card_id) is None]


def influence_terms(state: State, catalog: Catalog) -> list[tuple[int, str]]:
    """GON-SETUP-10, GON-STAGE-5 (reading): the terms of the influence left to control
    characters, each with what it is: general influence and the player's Wizard's direct
    influence together (``decks.pooled``), less the mind of every character under it
    (``under_influence``)."""
    under = under_influence(state)
    return [*decks.pooled(state.general_influence, catalog.get(state.wizard)),
            (-sum(c.mind for c in under),
             f"the minds of {', '.join(c.name for c in under)}" if under else "")]


def influence_left(state: State, catalog: Catalog) -> int:
    """The influence left to control characters: its terms summed (``influence_terms``)."""
    return sum(amount for amount, _ in influence_terms(state, catalog))


#: The first version bringing a character into play only at the player's Wizard's site or
#: under the direct influence of a character of the company it joins (CoE 2.II.2.2, the
#: Wizard being the player's avatar), ``play:<card>:<company>:<controller>`` playing it so,
#: and counting against its mind, away from the Wizard's company, only the general influence
#: his direct influence does not stand in for (``general_left``: it controls characters of
#: his own company only, CoE 2.II.3.2, GON-SETUP-10), as for a follower going back under
#: general influence and for the organization phase's end (CoE 2.II.8, ``influence_over``).
#: Before, anywhere the card's home site or a haven allowed, every character under the
#: Wizard's direct influence pooled with general influence, in whatever company.
PLACE_SINCE = 128


def wizard_site(state: State) -> str | None:
    """The site of the player's Wizard, his avatar (None: he is not in play)."""
    company = state.company_of(state.wizard)
    return company.location if company is not None else None


def general_left(state: State, catalog: Catalog) -> int:
    """The general influence left for a character away from the Wizard's company: his
    direct influence controls only his own company's characters (CoE 2.II.3.2,
    GON-SETUP-10), so the minds under influence elsewhere, and those of his company beyond
    it, count against general influence alone."""
    home = state.company_of(state.wizard)
    under = under_influence(state)
    inside = sum(c.mind for c in under if home is not None and home.character(c.card_id))
    outside = sum(c.mind for c in under) - inside
    wizard = (catalog.get(state.wizard).direct_influence or 0) if home is not None else 0
    return state.general_influence - outside - max(0, inside - wizard)


def influence_for(state: State, catalog: Catalog, company: Company, played: str) -> int:
    """The influence left for a character under general influence in ``company``: the pool
    (``influence_left``); from ``PLACE_SINCE`` (the version ``played``) away from the
    Wizard's company the general influence alone (``general_left``)."""
    if played_since(played, PLACE_SINCE) and company.character(state.wizard) is None:
        return general_left(state, catalog)
    return influence_left(state, catalog)


def influence_over(state: State, catalog: Catalog, played: str) -> int:
    """How far the minds under general influence are over what controls them (CoE 2.II.8;
    none over: 0 or less): the pool's shortfall (``influence_left``), from ``PLACE_SINCE``
    that of the general influence beside the Wizard's direct influence (``general_left``),
    which is never less than the pool's."""
    if played_since(played, PLACE_SINCE):
        return -general_left(state, catalog)
    return -influence_left(state, catalog)


def relieving(state: State, catalog: Catalog, played: str) -> list[Character]:
    """The characters under general influence whose leaving lowers a shortfall
    (``influence_over``): every one before ``PLACE_SINCE``; from it those away from the
    Wizard's company, and those of it only while its minds are more than his direct
    influence."""
    using = under_influence(state)
    home = state.company_of(state.wizard)
    if not played_since(played, PLACE_SINCE) or home is None:
        return using
    inside = sum(c.mind for c in using if home.character(c.card_id) is not None)
    beyond = inside > (catalog.get(state.wizard).direct_influence or 0)
    return [c for c in using if beyond or home.character(c.card_id) is None]


def general_influence(state: State, catalog: Catalog) -> dict[str, JSON]:
    """The influence left to control characters, as the board shows it
    (``influence_left``), with its terms (``influence_terms``), a term of nothing left out."""
    return {"left": influence_left(state, catalog),
            "left_from": [{"amount": amount, "from": what}
                          for amount, what in influence_terms(state, catalog) if amount],
            "rule": "GON-SETUP-10"}


def deficit_moves(state: State, catalog: Catalog, add: Add, played: str = "1") -> bool:
    """CoE 2.II.8: while the mind of the characters under general influence is more than it
    (``influence_over``, in the version ``played``), the player makes them followers
    (``follower_moves``) or discards them (a Wizard uses none; one whose leaving lowers it,
    ``relieving``) before the phase ends: the one brought into play this turn first, back to
    the hand. No character is left under no influence here (a controller's followers go back
    under general influence), so the others go by the player's choice. Whether there is a
    deficit."""
    over = influence_over(state, catalog, played)
    if over <= 0:
        return False
    using = relieving(state, catalog, played)
    brought = [c for c in using if c.card_id == state.brought]
    for who in brought or using:
        fate = "goes back to the hand" if brought else "is discarded"
        add(f"discard-character:{who.card_id}",
            f"{who.name} (mind {who.mind}) {fate}: general influence is {over} over",
            coe.DEFICIT_DISCARD, Move("discard-character", target=who.card_id))
    return True


def legacy_moves(state: State, add: Add) -> None:
    """CoE 3.I.2: the player gives each of an eliminated character's items to an unwounded
    companion, one each, or discards the rest."""
    left = [i.card_id for i in state.legacy]
    for item in dict.fromkeys(state.legacy):
        for heir_id in state.open_heirs:
            company = state.company_of(heir_id)
            heir = company.character(heir_id) if company else None
            if heir is not None and inheritance_problem(item.card_id, heir_id, left,
                                                        state.open_heirs) is None:
                add(f"inherit:{item.card_id}:{heir_id}", f"{heir.name} takes {item.name}",
                    coe.ELIMINATED, Move("inherit", item.card_id, target=heir_id))
    add("inherit-done", "Discard the items no one takes", coe.ELIMINATED, Move("inherit-done"))


def direct_influence_left(state: State, controller: Character) -> int:
    """A controlling character's direct influence less the mind of its followers
    (CoE 2.II.2.2.2)."""
    used = sum(c.mind for company in state.companies for c in company.characters
               if state.controller(c.card_id) == controller.card_id)
    return controller.direct_influence - used


def control_left(state: State, catalog: Catalog, controller: Character, who: Character,
                 bonuses: bool, items: bool = False, crown: bool = False,
                 red_book: bool = False) -> int:
    """The direct influence ``controller`` has left against ``who`` beside the followers he
    controls (CoE 2.II.2.2.2); with ``bonuses`` his printed bonus against their race (or
    against ``who``) counts up to their mind (``character_bonuses.follower_bonus``), with
    ``items`` the bonuses of the items he bears in controlling followers too
    (``hobbit.item_texts.follower_bonus``, ``printed_rules.ITEM_FOLLOWERS_FROM``), with
    ``crown`` The Iron Crown's +4 (``engine.iron_crown``, ``iron_crown.SINCE``), with
    ``red_book`` the Red Book of Westmarch's among the items' (``printed_rules.RED_BOOK_FROM``)."""
    more = (engine_iron_crown.direct_influence(controller) if crown else 0) \
        + anduril.direct_influence(state, controller.card_id)  # its Narsil's bearer's +1
    if not bonuses:
        return direct_influence_left(state, controller) + more
    led = [catalog.get(c.card_id) for company in state.companies for c in company.characters
           if state.controller(c.card_id) == controller.card_id]
    named = [*led, catalog.get(who.card_id)]
    extra = character_bonuses.follower_bonus(catalog.get(controller.card_id), named)
    if items:
        extra += item_texts.follower_bonus(catalog.get, controller, named, red_book=red_book)
    return controller.direct_influence + extra + more - sum(c.mind or 0 for c in led)


def may_control(state: State, catalog: Catalog, controller: Character, who: Character,
                bonuses: bool, items: bool = False, crown: bool = False,
                red_book: bool = False) -> bool:
    """Whether ``controller``'s direct influence left covers ``who``'s mind
    (``control_left``)."""
    return who.mind <= control_left(state, catalog, controller, who, bonuses, items, crown,
                                    red_book)


def follower_moves(state: State, company: Company, catalog: Catalog, add: Add,
                   bonuses: bool = False, items: bool = False, crown: bool = False,
                   red_book: bool = False, played: str = "1") -> None:
    """CoE 2.II.3.2: a non-Wizard character without followers becomes the follower of a
    non-follower, non-Wizard character of its company whose direct influence left covers its
    mind (a Wizard's direct influence is pooled with general influence, GON-SETUP-10), with
    ``bonuses`` his printed bonus against its race too, with ``items`` his items' bonuses
    (``may_control``); a follower goes back under general influence if enough is left for
    it in its company (``influence_for``, in the version ``played``)."""
    controllers = {c for _, c in state.followers}
    for who in company.characters:
        if who.race == decks.WIZARD_RACE or who.card_id in controllers:
            continue
        if state.controller(who.card_id) is not None:
            if who.mind <= influence_for(state, catalog, company, played):
                add(f"unfollow:{who.card_id}", f"{who.name} goes back under general "
                    "influence", coe.GENERAL_INFLUENCE, Move("unfollow", target=who.card_id))
            continue
        for lord in company.characters:
            if lord.card_id != who.card_id and lord.race != decks.WIZARD_RACE and \
                    state.controller(lord.card_id) is None and \
                    may_control(state, catalog, lord, who, bonuses, items, crown, red_book):
                add(f"follow:{who.card_id}:{lord.card_id}",
                    f"{who.name} becomes a follower of {lord.name}", coe.FOLLOWER,
                    Move("follow", target=lord.card_id, holder=who.card_id))


def placement_problem(card: Card, company: Company, state: State, catalog: Catalog,
                      played: str = "1",
                      controller: Character | None = None) -> tuple[str, str] | None:
    """Why ``card`` cannot come into play in ``company`` at its site now (None: it can), with
    the clause; from ``printed_rules.HOME_ONLY_FROM`` (``played``) a character whose card says
    so only at his home site (``character_rules.HOME_ONLY``); from ``PLACE_SINCE`` under
    general influence only at the Wizard's site, or under the direct influence of
    ``controller``, of the company (``influence_problem``)."""
    site = catalog.get(company.location)
    if decks.is_wizard(card):
        homes = card.home_sites
        at_home = site.name in homes or ("Any Haven" in homes and site.is_haven)
        if not at_home:
            return (f"{card.name} is an allied Wizard: he comes into play only at his home "
                    f"site ({', '.join(homes)}), not at {site.name}", "GON-SETUP-6")
    elif printed_rules.home_only(played) \
            and (home := character_rules.home_only_problem(card, site)) is not None:
        return home.rstrip("."), character_rules.HOME_CLAUSE
    elif not (site.is_haven or site.name in card.home_sites):
        return (f"{card.name} comes into play only at a haven or at "
                f"{', '.join(card.home_sites)}, not at {site.name}", CHARACTER_WHERE)
    elif (influence := influence_problem(card, company, state, catalog, played,
                                         controller)) is not None:
        return influence
    size = size_problem((*company.characters, Character.from_card(card)), site.is_haven)
    if size is not None:
        return f"with {card.name}, {size}", coe.COMPANY_SIZE
    return None


def influence_problem(card: Card, company: Company, state: State, catalog: Catalog,
                      played: str, controller: Character | None) -> tuple[str, str] | None:
    """Why no influence may control ``card`` coming into play in ``company`` (None: some
    may): before ``PLACE_SINCE`` the general influence pooled with the Wizard's direct
    influence (``influence_left``); from it, under ``controller``'s direct influence left
    (``may_control``, as a follower is taken, CoE 2.II.3.2), else, at the Wizard's site only,
    the pool in his company and the general influence left elsewhere (``general_left``)."""
    mind = card.mind or 0
    pooled_rule = "GON-SETUP-10" if state.stage != WATCHFUL_PEACE else "GON-STAGE-5"
    if not played_since(played, PLACE_SINCE):
        left = influence_left(state, catalog)
        return None if mind <= left else \
            (f"{card.name} has mind {mind}, more than the {left} influence left", pooled_rule)
    if controller is not None:
        return lord_problem(card, company, state, catalog, played, controller)
    wizard = catalog.get(state.wizard).name
    if wizard_site(state) not in (None, company.location):
        return (f"{card.name} comes into play away from {wizard}'s site only under the direct "
                "influence of a character of the company it joins", CHARACTER_WHERE)
    left = influence_for(state, catalog, company, played)
    if mind <= left:
        return None
    if company.character(state.wizard) is not None:
        return f"{card.name} has mind {mind}, more than the {left} influence left", pooled_rule
    return (f"{card.name} has mind {mind}, more than the {left} general influence left away "
            f"from {wizard}'s company (his direct influence controls only its characters)",
            pooled_rule)


def lord_problem(card: Card, company: Company, state: State, catalog: Catalog, played: str,
                 controller: Character) -> tuple[str, str] | None:
    """Why ``card`` cannot come into play as ``controller``'s follower (None: it can): he is
    of the company, neither a Wizard (whose direct influence is pooled, GON-SETUP-10) nor a
    follower, and his direct influence left covers its mind (``may_control``, with the
    version ``played``'s bonuses, as ``follower_moves`` counts them)."""
    if company.character(controller.card_id) is None:
        return (f"{controller.name} is not in company {company.id}", coe.FOLLOWER)
    if controller.race == decks.WIZARD_RACE or state.controller(controller.card_id):
        return (f"{controller.name} cannot take a follower: he is a Wizard or a follower",
                coe.FOLLOWER)
    who = Character.from_card(card)
    if not may_control(state, catalog, controller, who, printed_rules.follower_bonuses(played),
                       printed_rules.item_followers(played), iron_crown.plays(played),
                       printed_rules.red_book(played)):
        return (f"{card.name} has mind {who.mind}, more than {controller.name}'s direct "
                "influence left", coe.FOLLOWER)
    return None


def character_plays(state: State, catalog: Catalog, card: Card, company: Company,
                    played: str, add: Add) -> None:
    """``play:<card>:<company>``: ``card`` comes into play with ``company`` under general
    influence; from ``PLACE_SINCE`` also ``play:<card>:<company>:<controller>``, under the
    direct influence of a character of the company (``placement_problem``)."""
    site = catalog.get(company.location).name
    if placement_problem(card, company, state, catalog, played) is None:
        add(f"play:{card.id}:{company.id}",
            f"Bring {card.name} into play with company {company.id} at {site}", PLAY_CHARACTER,
            Move("play", card.id, holder=company.id))
    if not played_since(played, PLACE_SINCE) or decks.is_wizard(card):
        return
    for lord in company.characters:
        if placement_problem(card, company, state, catalog, played, lord) is None:
            add(f"play:{card.id}:{company.id}:{lord.card_id}",
                f"Bring {card.name} into play with company {company.id} at {site}, a "
                f"follower of {lord.name}", PLAY_CHARACTER,
                Move("play", card.id, target=lord.card_id, holder=company.id))


def split_problem(state: State, catalog: Catalog) -> str | None:
    """CoE 2.II.3.6: of the companies split at a site this turn, all but one move to a new
    site. Why the organization phase cannot end yet, or None."""
    split = {c for pair in state.split for c in pair}
    for site in dict.fromkeys(c.location for c in state.companies if c.id in split):
        staying = [c.id for c in state.companies
                   if c.id in split and c.location == site and c.destination is None]
        if len(staying) > 1:
            return (f"companies {', '.join(staying)} split at {catalog.get(site).name} this "
                    "turn: all but one of them must move to a new site")
    return None


def may_split(state: State, company: Company, catalog: Catalog, played: str = "1") -> bool:
    """A company splits only where every part but one can still move to a site of its own
    (CoE 2.II.3.6 with 2.II.7.1), so that the organization phase can always end (the sites
    it may move to in the version ``played``, ``destinations``)."""
    split = {c for pair in state.split for c in pair}
    here = [c for c in state.companies if c.location == company.location and c.id in split]
    parts = len(here) + (1 if company.id in split else 2)
    moving = sum(1 for c in here if c.destination is not None and c.id != company.id)
    free = {d.id for d, _ in destinations(company, state, catalog, played)}
    return moving + len(free) >= parts - 1


#: The first version in which a company may move to a site where another of the player's
#: companies is, its site card already in play and out of the location deck (CoE 2.II.7: the
#: new site is a site card from the location deck "or ... a specific site card at which the
#: player already has a different company"); before, only to the location deck's sites.
SHARED_SITE_SINCE = 128


def shared_sites(company: Company, state: State, played: str) -> list[str]:
    """The sites of the player's other companies, not the company's own, that it may move to
    in the version ``played`` (``SHARED_SITE_SINCE``), in the companies' order."""
    if not played_since(played, SHARED_SITE_SINCE):
        return []
    return list(dict.fromkeys(c.location for c in state.companies
                              if c.id != company.id and c.location != company.location))


def destinations(company: Company, state: State, catalog: Catalog,
                 played: str = "1") -> list[tuple[Card, tuple[str, ...]]]:
    """The sites the company may move to: the location deck's sites and the havens, and from
    ``SHARED_SITE_SINCE`` (the version ``played``) the sites of the player's other companies
    (``shared_sites``), joined to its site by starter movement (CoE 2.II.7.i), and not too
    large to leave a haven for it (CoE 2.II.3.1); none another company leaving the same site
    has declared (CoE 2.II.7.1)."""
    here = catalog.get(company.location)
    taken = {c.destination for c in state.companies
             if c.id != company.id and c.location == company.location}
    sites = dict.fromkeys((*state.location_deck, *shared_sites(company, state, played)))
    out = []
    for site_id in (s for s in sites if s not in taken):
        site = catalog.get(site_id)
        path = site_path(here, site)
        too_large = size_problem(company.characters, site.is_haven) is not None
        if site.is_site and path is not None and not too_large:
            out.append((site, path))
    return out


def assignable(state: State, allies: Sequence[Character] = ()) -> list[Character]:
    """The untapped characters, and ``allies`` (those that may face it, CoE 2.V.2.2), the
    defender may still give a strike of the attack under way (CoE 3.ii), while the defender
    may assign: none where the creature's text has the attacker choose every defending
    character (CoE 3.iii, GON-TARGET-1); never one its strikes do not face (a Wizard, against
    the mind)."""
    fight = state.fight
    company = state.company(fight.company) if fight else None
    if fight is None or company is None or not fight.assigning or fight.attacker_chooses:
        return []
    return [c for c in (*company.characters, *allies) if c.card_id not in fight.unfaced
            and combat.defender_may_assign(c, fight.assigned, fight.attack.strikes) is None]


def supporters(state: State) -> list[Character]:
    """The untapped characters of the company facing no strike, who may tap to support the
    character whose strike sequence is under way (CoE 3.iv.4)."""
    fight = state.fight
    company = state.company(fight.company) if fight else None
    if fight is None or company is None or fight.facing is None:
        return []
    return [c for c in company.characters if c.untapped and c.card_id not in fight.assigned]


def may_stay_untapped(state: State, played: str) -> bool:
    """Whether the character facing the strike may take -3 to stay untapped (CoE 3.iv.3): not
    once a card keeps him untapped against it, in the version ``played`` refusing it so
    (``stand_keeper``)."""
    fight = state.fight
    company = state.company(fight.company) if fight else None
    who = company.character(fight.facing) if company and fight and fight.facing else None
    return fight is not None and who is not None and who.untapped and \
        not fight.stay_untapped and stand_keeper(state, played) is None


def stand_keeper(state: State, played: str) -> str | None:
    """The card keeping the character facing the strike untapped, for which the version
    ``played`` refuses him the -3 (``hobbit.kept_untapped``; None: he may take it)."""
    return kept_untapped.keeper(played, printed_rules.KEPT_UNTAPPED_SINCE,
                                state.fight.no_tap_by if state.fight else "")


def strike_choices(state: State, catalog: Catalog, cards: bool,
                   generations: effects.Generations = effects.FIRST,
                   allies: Sequence[Character] = (), items: bool = False,
                   played: str = "1") -> bool:
    """Whether the defender has a choice to make before the strike under way is rolled
    (``cards``: the version played offers the hand's cards in an attack; ``generations``: of
    the engine's scripts it reads; an ally of ``allies`` facing it only rolls; ``items``: the
    version played, ``played``, offers the items' uses)."""
    if facing_ally(state, allies) is not None:
        return False
    return may_stay_untapped(state, played) or bool(supporters(state)) or \
        (cards and bool(hand_cards.plays(state, catalog, generations, played))) or \
        (items and bool(item_uses.uses(state, catalog, generations, played)))


def _card_moves(state: State, catalog: Catalog, add: Add, generations: effects.Generations,
                items: bool = False, played: str = "1") -> None:
    """The hand's scripted short-events playable now, the items' uses open now (``items``:
    the version played, ``played``, offers them, ``item_uses``), and the declarations of the
    unscripted ones (outside an attack)."""
    for play in hand_cards.plays(state, catalog, generations, played):
        add(play.id, play.label, play.rule,
            Move("resource", play.card, mode=play.mode.name,
                 target=play.character or play.company or "", place=play.site or ""))
    for use in item_uses.uses(state, catalog, generations, played) if items else ():
        add(use.play.id, use.play.label, use.play.rule,
            Move("use", use.play.card, mode=use.play.mode.name,
                 target=use.play.character or "", holder=use.bearer))
    if items and athelas.plays(played):
        athelas.moves(state, catalog, add)
    for card_id in hand_cards.declarable(state, catalog, generations, played):
        add(f"declare-resource:{card_id}",
            f"Play {catalog.get(card_id).name}, declaring its effect (a player ruling)",
            coe.SHORT_EVENT, Move("declare-resource", card_id),
            {"effect": "|".join(sorted(hand_cards.PLAYABLE[effects.ANY_TIME])),
             "target": "the character it acts on, where the effect needs one",
             "amount": "the cards drawn, for draw (1..5)"},
            {"effect": tuple(sorted(hand_cards.PLAYABLE[effects.ANY_TIME])),
             "target": tuple(c.card_id for company in state.companies
                             for c in company.characters)})


def facing_ally(state: State, allies: Sequence[Character]) -> Character | None:
    """The ally of ``allies`` whose strike sequence is under way (None: none)."""
    fight = state.fight
    return next((a for a in allies if fight and a.card_id == fight.facing), None)


#: The play of The Iron Crown after Fury of the Iron Crown's attack (GON-HH-7).
CROWN_RULE = "GON-HH-7"


def road_choices(state: State) -> list[tuple[str, str]]:
    """(company, Haven) of each company on Great-road away from the Haven it left, as the
    end-of-turn phase begins (before its discard): it may go back there, or stay."""
    if state.phase != END_OF_TURN or state.step != DISCARD_ONE or state.outcome is not None:
        return []
    return [(c, haven) for c, haven in state.road
            if (company := state.company(c)) is not None and company.location != haven]


def crown_moves(state: State, catalog: Catalog, add: Add) -> None:
    """After the attack Fury of the Iron Crown went with (``State.crown_offer``): The Iron
    Crown played from the hand with a character of the company attacked
    (``iron-crown:<character>``), or kept in the hand (``iron-crown-kept``)."""
    company = state.company(state.crown_offer or "")
    crown = hazard_events.crowns(state, catalog)
    if company is None or not crown:
        return
    name = catalog.get(crown[0]).name
    for who in company.characters:
        add(f"iron-crown:{who.card_id}", f"Play {name} from your hand with {who.name}",
            CROWN_RULE, Move("iron-crown", crown[0], target=who.card_id))
    add("iron-crown-kept", f"Keep {name} in your hand", CROWN_RULE, Move("iron-crown-kept"))


def cancelers(state: State, played: str) -> list[Character]:
    """The characters who may tap to cancel the attack of an Assassin or a Slayer under way
    (``creatures.series``, CoE 3.i), its strike assigned and not yet resolved: untapped,
    while one of its attacks is left to cancel; for an Assassin, not the one it attacks."""
    fight = state.fight
    company = state.company(fight.company) if fight else None
    found = creatures.series(played, fight.card) if fight else None
    if fight is None or company is None or found is None or not fight.begun \
            or fight.facing is None or fight.resolved:
        return []
    ids = creature_scripts.cancelers(found, company.characters, fight.facing,
                                     fight.series[2])
    return [c for c in company.characters if c.card_id in ids]


def _cancel_moves(state: State, add: Add, played: str) -> None:
    """``cancel-attack:<character>``: he taps to cancel the attack of an Assassin or a
    Slayer under way (``cancelers``)."""
    fight = state.fight
    for who in cancelers(state, played):
        assert fight is not None
        add(f"cancel-attack:{who.card_id}", f"{who.name} taps to cancel this attack of "
            f"{fight.attack.name}", coe.CANCEL_ATTACK, Move("cancel-attack", target=who.card_id))


def _strike_moves(state: State, add: Add, allies: Sequence[Character] = (),
                  played: str = "1") -> None:
    """The defender's choices in the strike sequences (CoE 3.iv): which strike next, then
    -3 to stay untapped, support, and the roll (an ally of ``allies`` only rolls; ``played``:
    the version played, ``may_stay_untapped``)."""
    fight = state.fight
    company = state.company(fight.company) if fight else None
    if fight is None or company is None or not fight.begun:
        return
    if fight.facing is None:
        for card_id in fight.waiting(company, [a.card_id for a in allies]):
            who = company.character(card_id) or next(
                (a for a in allies if a.card_id == card_id), None)
            assert who is not None
            add(f"resolve:{card_id}", f"{who.name} faces the next strike of "
                f"{fight.attack.name}", coe.STRIKE_ORDER, Move("resolve", target=card_id))
        return
    ally = facing_ally(state, allies)
    if ally is not None:
        add("roll", f"Roll for {ally.name} against the strike of {fight.attack.name}",
            coe.STRIKE_ROLL, Move("roll"))
        return
    facing = company.character(fight.facing)
    assert facing is not None
    if may_stay_untapped(state, played):
        add("stay-untapped", f"{facing.name} takes -3 to stay untapped", coe.STAY_UNTAPPED,
            Move("stay-untapped"))
    for who in supporters(state):
        add(f"support:{who.card_id}", f"{who.name} taps to support {facing.name} (+1)",
            coe.SUPPORT, Move("support", target=who.card_id))
    add("roll", f"Roll for {facing.name} against the strike of {fight.attack.name}",
        coe.STRIKE_ROLL, Move("roll"))


def awaiting_declaration(state: State, catalog: Catalog, played: str) -> int | None:
    """The face-up unscripted hazard event whose effect the player declares now: the
    rightmost, once no One Ring is left to play (GON-HH-10)."""
    if state.fight is not None:
        return None
    faces = [catalog.get(s.card) for s in state.hazard_hand if s.face_up]
    if any(hazard_hand.kind(card) == hazard_hand.RING for card in faces):
        return None
    for index in reversed(range(len(state.hazard_hand))):
        slot = state.hazard_hand[index]
        if slot.face_up and not slot.declared and \
                hazard_hand.needs_declaring(catalog.get(slot.card), played):
            return index
    return None


def legal(state: State, catalog: Catalog, cards: bool = True, deficit: bool = True,
          faction_facts: bool = False, follower_bonuses: bool = False,
          generations: effects.Generations = effects.FIRST, played: str = "1",
          allies_from_hand: bool = False, ally_fighters: Sequence[Character] = (),
          places: bool = False, ally_texts: bool = False, items: bool = False,
          bill_scene: bill.Scene | None = None,
          roac_scene: roac.Scene | None = None,
          old_road_scene: old_road.Scene | None = None) -> Legal:
    """Action id -> (the action, what it is about; ``holder`` is the company). ``cards``: the
    version played offers the hand's cards in an attack (version 3 on); ``deficit``: the
    organization phase ends only within general influence (CoE 2.II.8, version 4 on);
    ``faction_facts``: a faction is played at its site by its catalog facts
    (``hobbit.factions``, CoE 2.V.3); ``follower_bonuses``: a controller's printed bonus
    against a follower's race counts (``printed_rules.FOLLOWER_BONUSES_FROM`` on);
    ``generations``: of the engine's scripted cards read (``hand_cards.generation``);
    ``played``: the version played (which hazard events it asks the player to declare);
    ``allies_from_hand``: an ally is played at a site its card names (``hobbit.allies``);
    ``ally_fighters``: the allies that may face a strike of the attack under way
    (``ally_strikes``); ``places``: an item is played where its card says
    (``engine.item_places``); ``ally_texts``: Goldberry and Gollum may cancel it
    (``ally_strikes.plays_texts``); ``items``: the items' uses are offered (``item_uses``;
    an item's use has its bearer as ``holder``); ``bill_scene``: Bill the Pony may take his
    company to the nearest Haven (``hobbit.bill``, ``printed_rules.BILL_MOVE_FROM``);
    ``roac_scene``: Roäc the Raven may influence a faction (``hobbit.roac``,
    ``printed_rules.ALLY_INFLUENCE_FROM``); ``old_road_scene``: Old Road may be played
    (``hobbit.old_road``, ``hand_cards.OLD_ROAD_FROM``)."""
    out: Legal = {}
    add = collector(out)

    if state.outcome is not None:
        return out
    if state.deck_search:  # Far-sight: an item of the play deck is taken, nothing else
        return far_sight.moves(state, catalog, out)
    if state.legacy:
        legacy_moves(state, add)
        return out
    if state.crown_offer is not None:
        crown_moves(state, catalog, add)
        return out
    if state.fight is not None:
        fight = state.fight
        # No card is played on an ally's strike (CoE 2.V.2.2 as ``ally_strikes`` plays it).
        if cards and facing_ally(state, ally_fighters) is None:
            _card_moves(state, catalog, add, generations, items, played)
        if played_since(played, printed_rules.CHARACTER_CANCELS_FROM):
            character_cancels.moves(character_cancels.Scene.of_fight(
                company_of_fight.characters if (company_of_fight := state.company(
                    fight.company)) else (), fight), add)
        if not fight.assigning:
            _strike_moves(state, add, ally_fighters, played)
            _cancel_moves(state, add, played)
            return out
        company = state.company(fight.company)
        if ally_texts and not fight.assigned and company is not None:
            theirs = [(a, c) for a, c in state.allies if company.character(c) is not None]
            allies.cancel_moves(theirs, state.tapped_allies, state.wounded_allies, catalog,
                                fight.attack.name, fight.keyed,
                                company_size(company.characters), add)
        if played_since(played, hand_cards.GREAT_SHIP_FROM):
            great_ship.attack_moves(state, catalog, add)  # a company aboard, at sea
        for who in assignable(state, ally_fighters):
            add(f"assign:{who.card_id}", f"{who.name} faces a strike of {fight.attack.name}",
                coe.DEFENDER_ASSIGNS, Move("assign", target=who.card_id))
        add("assign-done", f"Leave the other strikes of {fight.attack.name} to the opponent",
            coe.ATTACKER_ASSIGNS, Move("assign-done"))
        return out
    def name(card_id: str) -> str:
        return catalog.get(card_id).name

    if state.phase == MOVEMENT_HAZARD and state.step == BRIDGE and state.current is not None:
        for play in hand_cards.bridges(state, catalog, generations, played):  # Bridge
            add(play.id, play.label, play.rule, Move("resource", play.card, mode=play.mode.name,
                                                     target=play.company or "",
                                                     place=play.site or ""))
        add("bridge-done", f"Company {state.current.id} moves no further this turn",
            coe.SHORT_EVENT, Move("bridge-done", holder=state.current.id))
        return out
    if state.phase == MOVEMENT_HAZARD and state.step == HAZARDS \
            and state.ship_wait is not None:
        great_ship.event_moves(state, catalog, add)  # cancel the event, or let it be
        return out
    if state.phase == MOVEMENT_HAZARD and state.step == HAZARDS:
        awaited = awaiting_declaration(state, catalog, played)
        if awaited is not None:
            card = catalog.get(state.hazard_hand[awaited].card)
            top = effects.MAX_DECLARED_AMOUNT
            for effect in hazard_hand.DECLARABLE:
                description, has_amount = hazard_hand.describe(effect)
                signed = effect not in effects.POSITIVE_ONLY and effect != hazard_hand.WEAKENS
                params = None if not has_amount else \
                    {"amount": f"-{top}..{top}" if signed else f"1..{top}"}
                add(f"declare:{awaited}:{effect}",
                    f"Declare what {card.name} does: {description}", "GON-HH-10",
                    Move("declare", card.id, mode=effect, place=str(awaited)), params)
        return out
    if state.phase == ORGANIZATION:
        for company in state.companies:
            site = catalog.get(company.location)
            if not state.character_played:
                for card_id in dict.fromkeys(state.hand):
                    card = catalog.get(card_id)
                    if card.is_character and not state.in_play(card_id):
                        character_plays(state, catalog, card, company, played, add)
            for other in state.companies:
                if other.id != company.id and other.location == company.location and \
                        (company.id, other.id) not in state.split and \
                        (other.id, company.id) not in state.split and \
                        company.id < other.id and size_problem(
                            company.characters + other.characters, site.is_haven) is None:
                    add(f"join:{company.id}:{other.id}",
                        f"Join company {other.id} to company {company.id} at {site.name}",
                        JOIN, Move("join", target=other.id, holder=company.id))
            # Hiding: it stays; Eagle-mounts, Paths of the Dead: the card moves it.
            hidden = any(c == company.id for c, _ in state.hiding) or bool(company.by_card)
            for dest, path in destinations(company, state, catalog, played) if not hidden \
                    else ():
                if dest.id != company.destination:
                    add(f"move:{company.id}:{dest.id}",
                        f"Company {company.id} moves from {site.name} to {dest.name} "
                        f"({type_names(path)})", STARTER_MOVEMENT,
                        Move("move", dest.id, holder=company.id))
            if company.destination and not company.by_card:
                add(f"stay:{company.id}", f"Company {company.id} stays at {site.name}",
                    STARTER_MOVEMENT, Move("stay", holder=company.id))
            follower_moves(state, company, catalog, add, follower_bonuses,
                           printed_rules.item_followers(played), iron_crown.plays(played),
                           printed_rules.red_book(played), played)
            if len(company.characters) > 1 and may_split(state, company, catalog, played):
                # A follower stays with its controller (CoE 2.II.3.2): neither splits away.
                bound = {c for pair in state.followers for c in pair}
                for who in (c for c in company.characters if c.card_id not in bound):
                    add(f"split:{company.id}:{who.card_id}",
                        f"{who.name} leaves company {company.id}: a new company at "
                        f"{site.name}", SPLIT, Move("split", target=who.card_id,
                                                    holder=company.id))
            for giver in company.characters:
                # At a Haven, or where the item's card says (the Sapling at Minas Tirith).
                for item in dict.fromkeys(i.card_id for i in giver.items):
                    if printed_rules.store_problem(played, catalog.get(item), site) is None:
                        add(f"store:{item}:{giver.card_id}",
                            f"{giver.name} stores {name(item)} at {site.name} (a corruption "
                            "check first)", STORE,
                            Move("store", item, holder=giver.card_id))
                for item in dict.fromkeys(i.card_id for i in giver.items):
                    for taker in (c for other in state.companies
                                  if other.location == company.location
                                  for c in other.characters if c.card_id != giver.card_id):
                        add(f"transfer:{item}:{giver.card_id}:{taker.card_id}",
                            f"{giver.name} gives {name(item)} to {taker.name} (a corruption "
                            "check first)", coe.TRANSFER_ITEM,
                            Move("transfer", item, target=taker.card_id,
                                 holder=giver.card_id))
        corruption_removal.moves(state, catalog, add, played)
        _card_moves(state, catalog, add, generations, items, played)
        if state.ring and not state.hobbit_spent:
            for company in state.companies:
                for who in company.characters:
                    if who.race == "Hobbit":
                        add(f"ring:{who.card_id}", f"Discard {who.name} to discard The One "
                            "Ring", "GON-RING-3",
                            Move("ring", target=who.card_id, holder=company.id))
        over = deficit and deficit_moves(state, catalog, add, played)
        if split_problem(state, catalog) is None and not over:
            add("go", "End the organization phase: the companies move", coe.LONG_EVENT_PHASE,
                Move("go"))
    elif state.phase == SITE and state.current is not None:
        company = state.current
        # Its type as the version reads it (``treated_sites``): from its SINCE a Shadow-hold
        # Quiet Lands treats as a Ruins & Lairs keeps no Sapling out; before, as printed (so
        # Rescue Prisoners' declared play, of versions before rescue.SINCE, is unchanged).
        site = treated_sites.site_here(state, catalog, company, played)
        if state.step == ARRIVED and hazard_events.site_moves(state, catalog, company, add):
            pass  # River or a Lost event holds the company's site phase
        elif state.step == ARRIVED:
            add("enter", f"Enter {site.name} and face its automatic-attacks",
                coe.AUTOMATIC_ATTACKS, Move("enter", holder=company.id))
            add("leave", f"Do nothing at {site.name}", "CoE-2.V.10",
                Move("done", holder=company.id))
        elif state.step == ENTERED and state.rescuing and rescue.plays(played):
            # Rescue Prisoners' attack is over: only its holder is asked for (``rescue``).
            if state.fight is None:
                for holder in rescue.holders(state):
                    add(f"{rescue.HOLD}:{holder}", f"{catalog.get(holder).name} taps and holds "
                        f"{rescue.NAME} (he untaps only once he stores it)", rescue.RULE,
                        Move(rescue.HOLD, target=holder, holder=company.id))
                add(rescue.LEAVE, f"Discard {rescue.NAME}", rescue.RULE,
                    Move(rescue.LEAVE, holder=company.id))
        elif state.step == ENTERED:
            tapped = company.location in state.tapped_sites
            untapped = [c for c in company.characters if c.untapped]
            if rescue.plays(played):
                if rescue.CARD in state.hand \
                        and rescue.play_problem(state, catalog, played) is None:
                    add("rescue", f"Play {rescue.NAME} at {site.name}: the company faces "
                        "Spiders (2 strikes with 7 prowess)", rescue.RULE,
                        Move("rescue", rescue.CARD, holder=company.id))
            elif decks.RESCUE_PRISONERS in {name(c) for c in state.hand} and not tapped and \
                    site.site_type in ("dark-hold", "shadow-hold"):
                card_id = next(c for c in state.hand if name(c) == decks.RESCUE_PRISONERS)
                add("rescue", f"Play Rescue Prisoners at {site.name}, tapping the site",
                    "GON-STAGE-1", Move("rescue", card_id, holder=company.id))
            for card_id in dict.fromkeys(state.hand):
                card = catalog.get(card_id)
                playable = item_places.playable_at(card, site) if places \
                    else card.item_class in site.playable_items
                scout = next((s for c, s in state.searched if c == company.id), None)
                if card.is_item and playable and (not tapped or scout is not None
                                                  and card.item_class in SEARCHABLE):
                    for who in untapped:
                        # Thorough Search: another character plays it, the site untouched.
                        search = scout is not None and who.card_id != scout \
                            and card.item_class in SEARCHABLE
                        if tapped and not search:
                            continue
                        add(f"item:{card_id}:{who.card_id}",
                            f"Play {card.name} on {who.name} at {site.name}"
                            + (" (Thorough Search: the site is not tapped)" if search else ""),
                            coe.PLAY_ITEM, Move("item", card_id, target=who.card_id,
                                                holder=company.id,
                                                mode=SEARCHED if search else ""))
            if faction_facts:
                factions.attempt_moves(state.hand, company.characters, catalog, site, tapped,
                                       add, holder=company.id)
            if allies_from_hand:
                allies.moves(state.hand, company.characters, [a for a, _ in state.allies],
                             catalog, site, tapped, add, holder=company.id)
            _card_moves(state, catalog, add, generations, items, played)
            add("done", f"End the site phase at {site.name}", "CoE-2.V.10",
                Move("done", holder=company.id))
        if state.step in (ARRIVED, ENTERED) and bill_scene is not None:
            bill.moves(bill_scene, add)  # Bill the Pony: to the nearest Haven
        if state.step in (ARRIVED, ENTERED) and roac_scene is not None:
            roac.moves(roac_scene, add)  # Roäc the Raven: his influence attempt
        if old_road_scene is not None:
            old_road.moves(old_road_scene, add, company.id)  # at an untapped Haven
    elif state.phase == END_OF_TURN and (roads := road_choices(state)):
        for company_id, haven in roads:  # Great-road: back to the Haven, or stay
            add(f"{great_road.HOME}:{company_id}", f"Great-road: company {company_id} goes "
                f"back to {name(haven)}", coe.SHORT_EVENT,
                Move(great_road.HOME, haven, holder=company_id))
            add(f"{great_road.STAY}:{company_id}", f"Great-road: company {company_id} stays",
                coe.SHORT_EVENT, Move(great_road.STAY, holder=company_id))
    elif state.phase == END_OF_TURN:
        for card_id in dict.fromkeys(state.hand):
            add(f"discard:{card_id}", f"Discard {name(card_id)}", coe.END_OF_TURN,
                Move("discard", card=card_id))
        if state.step == DISCARD_ONE:
            add("keep", "Discard nothing", coe.END_OF_TURN, Move("keep"))
    return out
