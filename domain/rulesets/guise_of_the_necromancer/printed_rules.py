"""What a character's card prints that the card data leaves out, played from
``CHARACTER_RULES_FROM``: the modifier to all his corruption checks
(``domain/engine/character_rules.py``: Haldir's and Orophin's -1, Bilbo's +4); and from
``CHARACTER_BONUSES_FROM`` his printed bonuses as the Hobbit family plays them
(``domain/rulesets/hobbit/character_texts.py``: his prowess against an attacker's race, the
halved body of that attacker); and from ``FOLLOWER_BONUSES_FROM`` his direct influence
against characters of a race in controlling them as followers. Earlier versions replay as
played."""

from __future__ import annotations

from domain.cards import Card, Catalog
from domain.engine import bearer_values as engine_values
from domain.engine import character_rules, ent_draughts, item_places
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.ruleset import played_since

#: The first version adding the printed corruption-check modifiers the data leaves out.
CHARACTER_RULES_FROM = 6
#: The first version playing the characters' printed bonuses in a strike.
CHARACTER_BONUSES_FROM = 8
#: The first version playing a faction by its catalog facts (``hobbit.factions``, CoE 2.V.3),
#: with the influencing character's printed bonus against it.
FACTION_FACTS_FROM = 9
#: The first version counting a controller's printed direct influence against a follower's
#: race (or against him) in taking him as a follower (``moves.may_control``).
FOLLOWER_BONUSES_FROM = 10
#: The first version whose influence attempt leaves a controller the direct influence his
#: printed bonus against his followers covers (before, their whole mind was taken off his own).
FACTION_FOLLOWER_COVER_FROM = 12
#: The first version adding the bonuses of the items a character bears to his direct
#: influence against a faction (``hobbit.item_texts``: Narsil, the Horn of Anor, the
#: Elf-stone, The Arkenstone).
ITEM_INFLUENCE_FROM = 16
#: The first version playing an ally from the hand (``hobbit.allies``, CoE 2.V.2).
ALLIES_FROM = 18
#: The first version in which the company's allies face strikes as characters do
#: (``ally_strikes``, CoE 2.V.2.2).
ALLY_STRIKES_FROM = 20
#: The first version playing an item where its card says (``engine.item_places``): a special
#: item at the site its card names, the Sapling of the White Tree at no Shadow-hold or
#: Dark-hold.
ITEM_PLACES_FROM = 25
#: The first version playing what of the allies' texts the family scripts
#: (``ally_strikes``): Goldberry's and Gollum's cancel of an attack keyed to their regions,
#: and an ally bound to regions discarded as his company moves to a site in none of them.
ALLY_TEXTS_FROM = 28
#: The first version in which an item lets its bearer recruit a faction with no roll (the Red
#: Arrow, the Riders of Rohan: ``engine.item_influence.AUTOMATIC``).
AUTOMATIC_INFLUENCE_FROM = 37
#: The first version counting the bonuses of the items a controller bears in controlling his
#: followers, each up to the minds of the followers it names (``hobbit.item_texts
#: .follower_bonus``: Narsil +1, the Elf-stone +2 against Elves, The Arkenstone +3 against
#: Dwarves, the Red Arrow +5 against a character whose home site is Edoras), in taking one
#: and in what his followers leave him for an influence attempt.
ITEM_FOLLOWERS_FROM = 45
#: The first version in which Radagast, the player's Wizard, draws one card more for each
#: Wilderness of his moving company's site path (``hobbit.character_texts``).
WILDERNESS_DRAWS_FROM = 53
#: The first version in which a character whose card says so (the Hobbits of the Shire, Fatty
#: Bolger among them) comes into play from the hand only at his home site
#: (``character_rules.HOME_ONLY``, CoE 2.II.2.2), not at any Haven.
HOME_ONLY_FROM = 57
#: The first version in which a character whose card says so keeps one more card in the
#: player's hand where his company is (Elrond at Rivendell, Galadriel at Lórien, Círdan at
#: the Grey Havens, Pallando anywhere; ``hobbit.character_texts.hand_bonus``).
HAND_BONUS_FROM = 60
#: The first version playing Círdan's and Fatty Bolger's cancels (``hobbit.character_cancels``,
#: ``character-cancel:<character>``): Círdan, untapped, taps to cancel an attack on his company
#: keyed by type to a Coastal Sea before its strikes are assigned (CoE 3.i); Fatty Bolger,
#: untapped, taps to cancel the strike another Hobbit of his company faces, before its roll
#: (CoE 3.iv.5.1), not Lucky Search's, which no card cancels.
CHARACTER_CANCELS_FROM = 66
#: The first version in which Bill the Pony takes his company to the nearest Haven its site
#: card names (``hobbit.bill``, ``ally-move:<ally>``), a Haven of the location deck, as its
#: site phase ends: he is discarded, the company moves there with no movement/hazard phase
#: (its site card leaving as on any move) and its site phase ends.
BILL_MOVE_FROM = 67
#: The first version in which Roäc the Raven, untapped among the allies of the company whose
#: site phase it is, taps and is discarded to influence a faction of the hand as a diplomat
#: would where it is played, wherever the company is (``hobbit.roac``,
#: ``ally-influence:<ally>:<faction>``): no site taps.
ALLY_INFLUENCE_FROM = 68
#: The first version in which Gwaihir, discarded in the organization phase, flies his company
#: of size two or less to a site of the location deck in no Shadow-land or Dark-domain
#: (``hobbit.gwaihir``, ``ally-move:<ally>:<site>``): only creatures keyed to the site are
#: played on it, as under Eagle-mounts.
GWAIHIR_FROM = 86
#: The first version in which Leaflock and Tom Bombadil tap to cancel a hazard event of the
#: hazard hand targeting a company or one of its characters (``ally_hazard_cancels``,
#: ``hobbit.hazard_cancels``).
ALLY_HAZARD_CANCELS_FROM = GWAIHIR_FROM
#: The first version in which Shadowfax taps, as the movement/hazard phase of a company of one
#: character (or one and a Hobbit) with no other ally ends, for it to move again (``rides``,
#: ``hobbit.shadowfax``): a movement/hazard phase of its own follows.
SHADOWFAX_FROM = GWAIHIR_FROM
#: The first version in which a character whose card says so costs the player marshalling
#: points if he is eliminated (not when only discarded; CoE 3.I.2, 7.1): Aragorn II, Bilbo,
#: Círdan, Elrond, Frodo, Galadriel (``character_rules.ELIMINATION_COST``).
ELIMINATION_COST_FROM = 69
#: The first version in which a sage taps the Book of Mazarbul in the organization phase for
#: one card more in hand until the next untap phase (``hobbit.book_of_mazarbul``).
BOOK_FROM = 96
#: The first version in which the Red Book of Westmarch gives +2 direct influence against a
#: Hobbit faction and in controlling a Hobbit follower (``hobbit.item_texts``).
RED_BOOK_FROM = 98
#: The first version in which Goldberry, untapped with a company, taps to cancel an effect that
#: would return it to its site of origin (a Fell Turtle's strike; ``hobbit.allies.keeps_on``).
GOLDBERRY_FROM = 100
#: The first version in which a wounded Goldberry does not tap to keep her company on its way
#: (CoE 9.2.3: only an untapped ally taps for an effect; ``hobbit.allies.unable``); before, the
#: wounded allies kept apart from the tapped ones were not ruled out.
WOUNDED_GOLDBERRY_FROM = 103
#: The first version playing Rescue Prisoners by its card (``rescue``): at a Dark-hold or
#: Shadow-hold already tapped, a Spider attack, then a character holding it until he stores it.
RESCUE_FROM = 101
#: The first version playing the printed rules of Mount Doom and the healing sites
#: (``engine.site_rules``): a hazard creature may always be keyed to Mount Doom, whatever
#: other cards say (Stealth, Ford, Secret Entrance, Paths of the Dead); at Old Forest or
#: Rhosgobel a healing effect reaches every character at the site. Their hazard limit 2
#: higher never arises (GON-HH-2).
SITE_RULES_FROM = 75
#: The first version playing the Army of the Dead by its card (``hobbit.army_of_the_dead``,
#: as Burglar Wants a Good Job does): brought into play with no roll by Aragorn II at the Vale
#: of Erech the turn Paths of the Dead moved his company there (placed at landing).
ARMY_OF_THE_DEAD_FROM = 89
#: The first version counting the items worth more to a bearer of one race
#: (``engine.bearer_values``, CoE 6.1): borne by a Dwarf, Durin's Axe gives 3 corruption
#: points and 4 marshalling points, The Arkenstone 4 and 5, in place of their printed ones
#: (placed at landing).
BEARER_VALUES_FROM = 90
#: The first version storing an item also where its card says, for what it is worth there
#: (``engine.item_places.STORES``, CoE 2.II.4): the Sapling of the White Tree at Minas
#: Tirith for 2, Earth of Galadriel's Orchard at Bag End for 2, the Book of Mazarbul at a
#: Dwarf-hold for 5, the Red Book of Westmarch at a Haven for 1 (and the Palantíri of Amon Sûl
#: and Osgiliath at a Haven for 5, as ``palantiri`` counted them before); The White Tree may
#: then discard a Sapling stored at Minas Tirith (``white_tree``).
ITEM_STORES_FROM = 95
#: The first version playing Ent-draughts by its card (``ent_draughts``, over
#: ``hobbit.ent_draughts``): at Wellinghall, once entered, in addition to an ally or a faction
#: played there this turn, on a character bearing none yet, neither he nor the site tapping;
#: never taken by a creature, transferred, passed on nor stored. Before, it was never offered
#: (a special item no site lists) and stayed in the hand.
ENT_DRAUGHTS_FROM = 108
#: The first version saying, in a body check, that the cards played on the strike lowered the
#: body when they did (Risky Blow's -1: "cards played on the strike (lower body)",
#: ``hobbit.strike_cards.rest_modifier``). Before, "raise body" whichever way it went.
LOWERED_BODY_FROM = 115
#: The first version citing an item a creature's strike or wound takes (a Thief's, Brigands',
#: a Troll's stripping) by the card that decides it, as a card's effect is cited: the clause
#: its attack is played under (GON-HH-6), the card named (``ItemLost``'s ``creature``). No
#: clause of the scenario speaks of items lost; before, CoE-3.iv.7, which says only what a
#: strike's roll does.
ITEM_LOST_CITED_FROM = 115
#: The first version recording a Wizard's failed corruption check that would discard another
#: character as ``eliminated``, what happens to him (CoE-7.1: a Wizard who would be discarded
#: is eliminated). Before, ``discarded``, though he was eliminated all the same.
WIZARD_CHECK_RESULT_FROM = 117
#: The first version discarding the items of a character a failed corruption check eliminates
#: (CoE-7.1: his non-follower cards are discarded), as those of one it discards. Before, his
#: unwounded companions took them as after a failed body check (CoE 3.I.2).
CHECK_ITEMS_DISCARDED_FROM = 118
#: The first version in which a corruption check a card asks for (a Corpse-candle before its
#: strikes, a Barrow-wight or Ghosts on a character it wounded, a hazard event played on a
#: character, a Lure of Power, a corruption card he bears) names the card
#: (``CorruptionChecked``'s ``asked_by``), as The Road does from its version 192; the card's
#: modifier to it, where it gives one, is sourced to it. Before, the check named no card.
ASKED_CHECKS_FROM = 118
#: The first version citing a character or ally a creature's own text discards (an Abductor's
#: wound, Giant Spiders' body check equal to his body, ``hobbit.creature_discards``) by that
#: card, as an item it takes is from ``ITEM_LOST_CITED_FROM``: the discard cites the clause the
#: creature is played under (GON-HH-6) and names it (``creature``), and the body check whose
#: equal roll discards him names it too, its line no longer saying he survives. Before, the
#: strike's result (CoE-3.iv.7) or the body check (CoE-3.I.1), and no card.
CREATURE_DISCARDS_FROM = 119
#: The first version in which the body check whose roll, equal to his body, Giant Spiders'
#: text makes a discard names the card keeping him from it (``kept_by``: Elf-song at a
#: Haven), its line saying the creature would discard him, but the card keeps him. Before,
#: the line said the creature discards him, and the next that he is kept.
KEPT_TOLD_FROM = 123
#: The first version in which a character Elf-song keeps from a discard (``CharacterKept``) is
#: cited as the card's text is, by the clause it was played under (CoE-2.III.2,
#: ``environments.kept_rule``), as There and Back Again and Burglar do, which name it by its
#: card id too (``kept_by``, ``by``). Before, CoE-2.III.
KEEPER_CITED_FROM = 124
#: The first version citing what a creature's own text does (an item it takes, the Abductor's
#: or Giant Spiders' discard and the items leaving with him) by the clause its
#: ``CreatureAttacks`` cites (``Fight.played_under``): GON-DUD-5 for a creature a face-up
#: hazard event let attack, GON-NAZ-1 for a Nazgûl, GON-HH-6 for one keyed. Before, GON-HH-6
#: for any.
ATTACK_CLAUSE_FROM = 124
#: The first version refusing the -3 to stay untapped (CoE 3.iv.3) to a character a card
#: played (Dodge, Block) or an item used on his strike (the Great-shield of Rohan) already
#: keeps untapped against it, the refusal naming the card (``hobbit.kept_untapped``). Before,
#: the -3 was offered and counted on top of the card.
KEPT_UNTAPPED_SINCE = 125
#: The first version admitting one way at most to keep the character facing a strike untapped
#: (CoE 3.iv.3, 3.iv.5): once the -3 or a card played (Dodge, Block) or item used on his strike
#: (the Great-shield of Rohan) keeps him so, no card keeping him so is offered or admitted, the
#: refusal naming what keeps him (``hobbit.kept_untapped``). Before, Dodge came on top of the
#: -3 (the -3 paid for nothing, its body -1 on top) and a second card on top of a first.
ONE_KEEPER_SINCE = 126
#: The first version citing the end of Lucky Search's strike assignment (``StrikesAssigned``)
#: by the step that assigns the strikes, CoE-3.iii, as every other attack's already is
#: (``hobbit.turn.assignment_clause``); before, CoE-3.iv.2, the strike sequence's step
#: allocating excess strikes.
ASSIGNMENT_CITED_SINCE = 127
#: The first version in which a Corpse-candle's corruption checks of the company wait for the
#: step in which its attack may be canceled (CoE 3.i; ``hobbit.company_checks``): made only
#: once the player lets it stand (``corruption-checks``, ``AttackStands``), no card, item,
#: ally, character or Great Ship canceling it then. Before, every check was rolled as the
#: attack was declared (after Hiding's cancel from ``hazard_play.HIDING_FIRST_FROM``), the
#: other cancels offered after them.
COMPANY_CHECKS_SINCE = 129


def item_stores(played: str) -> bool:
    """Whether version ``played`` stores an item where its card says (``ITEM_STORES_FROM``)."""
    return played_since(played, ITEM_STORES_FROM)


def never_stored(played: str, item: Card) -> bool:
    """Whether ``item`` may be stored nowhere: an Ent-draughts from ``ENT_DRAUGHTS_FROM``."""
    return played_since(played, ENT_DRAUGHTS_FROM) and ent_draughts.is_it(item)


def store_problem(played: str, item: Card, site: Card) -> str | None:
    """Why ``item`` may not be stored at ``site`` (None: it may): a Haven, or from
    ``ITEM_STORES_FROM`` the place its card names."""
    if never_stored(played, item):
        return ent_draughts.NOT_STORED
    if site.is_haven or item_stores(played) and item_places.store_here(item, site):
        return None
    other = item_places.other_place(item) if item_stores(played) else None
    return f"it is stored at a Haven{f' or at {other}' if other else ''}, not at {site.name}"


def stored_points(played: str, item: Card, site: Card, before: int) -> int:
    """What ``item`` stored at ``site`` is worth: from ``ITEM_STORES_FROM`` what its card says
    there, else ``before`` (what the version counted: its printed points, a palantír's 5 at a
    Haven from ``palantiri.SINCE``)."""
    return item_places.stored_points(item, site) if item_stores(played) else before


def bearer_values(played: str) -> bool:
    """Whether version ``played`` counts the items' values to a bearer of their race."""
    return played_since(played, BEARER_VALUES_FROM)


def extra_corruption(played: str, catalog: Catalog, who: Character) -> int:
    """What the items ``who`` bears add to his corruption points beyond their printed ones
    (none before ``BEARER_VALUES_FROM``)."""
    return engine_values.extra_corruption(catalog.get, who, lambda _value: True) \
        if bearer_values(played) else 0


def elimination_cost(played: str, character: Card) -> int:
    """The marshalling points ``character``'s elimination costs in the version ``played``."""
    if not played_since(played, ELIMINATION_COST_FROM):
        return 0
    return character_rules.elimination_cost(character)


def home_only(played: str) -> bool:
    """Whether the version ``played`` keeps such a character to his home site."""
    return played_since(played, HOME_ONLY_FROM)


def follower_bonuses(played: str) -> bool:
    """Whether the version ``played`` counts a controller's bonus against his followers."""
    return played_since(played, FOLLOWER_BONUSES_FROM)


def corruption_modifiers(played: str, character: Card) -> list[Modifier]:
    """``character``'s printed modifier to his corruption checks, where the catalog has
    none (version ``CHARACTER_RULES_FROM`` on)."""
    if not played_since(played, CHARACTER_RULES_FROM):
        return []
    return character_rules.corruption_modifiers(character)


def red_book(played: str) -> bool:
    """Whether the version ``played`` plays the Red Book of Westmarch's +2 against a Hobbit
    faction and a Hobbit follower (``RED_BOOK_FROM``)."""
    return played_since(played, RED_BOOK_FROM)


def item_followers(played: str) -> bool:
    """Whether the version ``played`` counts the bonuses of the items a controller bears in
    controlling his followers (``ITEM_FOLLOWERS_FROM``)."""
    return played_since(played, ITEM_FOLLOWERS_FROM)
