"""Hazard events that stay in play, scripted after ``effects.HAZARD_LONG_REGISTRY``
(generation 1): the alternatives a long-event has while Doors of Night is in play, that a card
cannot be duplicated, and Doors of Night itself (a permanent environment that stays in play and
discards the resource environments in play as it comes) in generation 2; in generation 3, the
long-events whose effects depend on the attack (its site, whether a creature makes it) or on
the character striking, and on Doors of Night being in play at that moment (``attacks``,
``characters``: a ruleset reads them at each attack and strike); in generation 6, hazard
permanent-events that stay in play and act there as the long-events do (Balrog of Moria).

A ruleset version plays the generations up to its own (``scripted``), so scripting a card never
changes a game recorded before. Listed by ``redbook cards --coverage`` and in
docs/resource-cards.md.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from domain.cards import Card, Catalog, fold
from domain.engine.combat import Attack
from domain.engine.effects import AttackModifier, scripted_long_event
from domain.engine.ring_tests import ONE_RING

DOORS_OF_NIGHT = "TW-28"


def hazard_environments(in_play: Iterable[str], catalog: Catalog) -> list[str]:
    """The hazard environments among the cards ``in_play``, each once, in order: what Gates
    of Morning discards as it comes."""
    return [c for c in dict.fromkeys(in_play) if c in catalog
            and catalog.get(c).card_type == "Hazard" and catalog.get(c).environment]


@dataclass(frozen=True, slots=True)
class AttackRule:
    """One thing a long-event in play does to an attack: its strikes doubled and/or prowess
    added, for attacks of ``races`` (any when empty), automatic-attacks at sites of the types
    ``automatic_at`` only, or at sites in the regions named ``automatic_in`` only, hazard
    creatures' attacks only, or only while Doors of Night is in play."""

    strikes_doubled: bool = False
    prowess: int = 0
    races: tuple[str, ...] = ()
    automatic_at: tuple[str, ...] = ()
    creatures_only: bool = False
    doors: bool = False
    automatic_in: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class CharacterRule:
    """Prowess a long-event in play gives each character of ``races`` (not a ranger with
    ``but_rangers``), or only while Doors of Night is in play."""

    prowess: int
    races: tuple[str, ...]
    but_rangers: bool = False
    doors: bool = False


@dataclass(frozen=True, slots=True)
class TurnBack:
    """A moving company whose site path holds at least ``at_least`` regions of the types
    ``regions`` goes back to its site of origin, unless one of its characters is a ranger
    (with ``but_ranger``), or only while Doors of Night is in play."""

    regions: tuple[str, ...]
    at_least: int = 1
    but_ranger: bool = True
    doors: bool = False


@dataclass(frozen=True, slots=True)
class TapSites:
    """With Doors of Night in play, a non-Haven site in play whose site path holds at least
    ``at_least`` regions of the types ``regions`` is tapped."""

    regions: tuple[str, ...]
    at_least: int = 1


@dataclass(frozen=True, slots=True)
class AddedAttack:
    """An automatic-attack more at each site of ``site_type``, or at the site named
    ``site_name`` only (then the card's own attack, named for it, after the site's)."""

    site_type: str
    race: str
    strikes: int
    prowess: int
    site_name: str = ""


#: Which Ring a character of the company must bear for a ``FurtherKeys`` to act.
ANY_RING, THE_ONE_RING = "any", "the-one"


@dataclass(frozen=True, slots=True)
class FurtherKeys:
    """Where an event in play lets a creature of ``races`` also be keyed (CoE 2.IV.vii.2):
    to a region of the site path of the types ``regions``, to the company's site of the types
    ``sites`` or of any type but ``sites_but``; only a non-unique creature keyable by a region
    type other than a Coastal Sea (``pack``), only while Doors of Night is in play
    (``doors``), only while a character of the company bears a Ring (``ring``)."""

    races: tuple[str, ...]
    regions: tuple[str, ...] = ()
    sites: tuple[str, ...] = ()
    sites_but: tuple[str, ...] = ()
    pack: bool = False
    doors: bool = False
    ring: str = ""


@dataclass(frozen=True, slots=True)
class LongEventScript:
    """What a hazard event that stays in play (a long-event, an environment) does there."""

    card_id: str
    name: str
    modifiers: tuple[AttackModifier, ...] = ()  # to attacks while it is in play
    with_doors: tuple[AttackModifier, ...] | None = None  # instead, with Doors of Night
    one_in_play: bool = False  # cannot be duplicated: not played while a copy is in play
    discards_resource_environments: bool = False  # as it is played
    stays_in_play: bool = False  # a permanent-event: in play until something removes it
    attacks: tuple[AttackRule, ...] = ()  # read at each attack (generation 3 on)
    characters: tuple[CharacterRule, ...] = ()  # read at each strike (generation 3 on)
    turns_back: TurnBack | None = None  # as the company's movement/hazard phase begins
    # With Doors of Night in play, region types of the site path treated as others (each
    # (from, to) at once) as the company's movement/hazard phase begins.
    treats: tuple[tuple[str, str], ...] = ()
    added_attacks: tuple[AddedAttack, ...] = ()  # automatic-attacks more at some sites
    taps_sites: TapSites | None = None  # with Doors of Night in play (generation 5 on)
    # Its own attack (an ``AddedAttack`` at a named site) defeated, it leaves play.
    leaves_when_defeated: bool = False
    keys: tuple[FurtherKeys, ...] = ()  # where creatures may also be keyed (generation 7 on)
    # Each character counts one of his sources of corruption twice (generation 8 on).
    corruption_twice: bool = False
    needs_doors: bool = False  # played only while Doors of Night is in play (generation 9 on)
    # While in play the hazard long-events do not leave at the end of their time; it leaves
    # with them when a play deck is exhausted (generation 9 on).
    keeps_hazard_long_events: bool = False
    leaves_with_a_deck: bool = False  # it leaves play when a play deck is exhausted
    palantir_points_twice: bool = False  # a palantír's corruption points count twice
    # Cancels every effect that searches or looks at a play deck or a discard pile
    # (``effects.SEARCHES_A_DECK``; generation 11 on).
    cancels_searches: bool = False
    missing: str = ""
    test: str = ""


_TEST = "tests/rules/test_burglar_scripted_cards.py::"
_GEN3 = "tests/rules/test_road_goes_ever_on_hazard_long_events.py::"
_GEN4 = "tests/rules/test_road_goes_ever_on_hazard_long_events_4.py::"
_GEN5 = "tests/rules/test_road_goes_ever_on_hazard_long_events_5.py::"
_GEN6 = "tests/rules/test_burglar_hazard_permanent_events.py::"
_GEN7 = "tests/rules/test_burglar_further_keying.py::"
_GEN8 = "tests/rules/test_burglar_balance_of_things.py::"
_GEN9 = "tests/rules/test_burglar_will_of_sauron.py::"
_GEN10 = "tests/rules/test_burglar_bane_of_the_ithil_stone.py::"
_GEN11 = _GEN10


def _from_first(card_id: str, name: str, with_doors: tuple[AttackModifier, ...], test: str,
                one_in_play: bool = False) -> LongEventScript:
    """Generation 1's modifier, with its Doors of Night alternative."""
    found = scripted_long_event(card_id)
    assert found is not None
    return LongEventScript(card_id, name, (found,), with_doors, one_in_play, test=test)


#: Hazard event card id -> its script, one dict a generation (2, 3, ...).
GENERATIONS: tuple[dict[str, LongEventScript], ...] = (
    {s.card_id: s for s in (
        _from_first("TW-32", "Eye of Sauron",
                    with_doors=(AttackModifier(prowess=3, automatic_only=True),),
                    test=_TEST + "test_eye_of_sauron_with_doors_of_night_gives_three"),
        _from_first("TW-61", "Minions Stir",
                    with_doors=(AttackModifier(2, 2, ("Orcs",)), AttackModifier(1, 1, ("Trolls",))),
                    one_in_play=True,
                    test=_TEST + "test_minions_stir_with_doors_of_night_and_never_twice"),
        _from_first("TW-108", "Wake of War",
                    with_doors=(AttackModifier(2, 2, ("Wolves",)),
                                AttackModifier(1, 1, ("Spiders", "Animals"))),
                    one_in_play=True,
                    test=_TEST + "test_wake_of_war_with_doors_of_night_and_never_twice"),
        LongEventScript(DOORS_OF_NIGHT, "Doors of Night", one_in_play=True,
                        discards_resource_environments=True, stays_in_play=True,
                        test=_TEST + "test_doors_of_night_discards_the_resource_environments"),
    )},
    # Generation 3: long-events whose effects a ruleset reads at each attack and strike.
    {s.card_id: s for s in (
        LongEventScript("TW-10", "Awaken Minions", one_in_play=True, attacks=(
            AttackRule(strikes_doubled=True, automatic_at=("shadow-hold", "dark-hold")),),
            test=_GEN3 + "test_awaken_minions_doubles_automatic_attacks_at_shadow_and_dark_"
                         "holds"),
        LongEventScript("TW-9", "Awaken Denizens", one_in_play=True, attacks=(
            AttackRule(strikes_doubled=True, automatic_at=("ruins-and-lairs",)),),
            test=_GEN3 + "test_awaken_denizens_doubles_automatic_attacks_at_ruins_and_lairs"),
        LongEventScript("TW-81", "Plague of Wights", one_in_play=True, attacks=(
            AttackRule(prowess=1, races=("Undead",)),
            AttackRule(strikes_doubled=True, races=("Undead",), doors=True)),
            test=_GEN3 + "test_plague_of_wights_strengthens_undead_and_doubles_them_with_"
                         "doors"),
        LongEventScript("TW-22", "Clouds", one_in_play=True, attacks=(
            AttackRule(prowess=2, creatures_only=True, doors=True),),
            test=_GEN3 + "test_clouds_gives_hazard_creatures_two_with_doors_of_night_only"),
        LongEventScript("TW-69", "Night", one_in_play=True,
                        attacks=(AttackRule(prowess=1, doors=True),),
                        characters=(CharacterRule(-1, ("Dúnadan",), but_rangers=True),
                                    CharacterRule(-1, ("Man", "Dúnadan"), doors=True)),
                        test=_GEN3 + "test_night_weakens_dunedain_and_with_doors_men_too"),
    )},
    # Generation 4: long-events that turn a moving company back, treat its site path, or
    # add an automatic-attack, read as the company's movement/hazard phase begins or at the
    # site.
    {s.card_id: s for s in (
        LongEventScript("TW-49", "Long Winter", one_in_play=True,
                        turns_back=TurnBack(("wilderness",), at_least=2),
                        missing="the sites it taps with Doors of Night in play",
                        test=_GEN4 + "test_long_winter_turns_back_a_company_without_a_ranger"),
        LongEventScript("TW-36", "Foul Fumes", one_in_play=True,
                        turns_back=TurnBack(("shadow-land", "dark-domain")),
                        missing="the sites it taps with Doors of Night in play",
                        test=_GEN4 + "test_foul_fumes_turns_back_a_company_through_shadow"),
        LongEventScript("TW-91", "Snowstorm", one_in_play=True,
                        turns_back=TurnBack(("wilderness",), but_ranger=False, doors=True),
                        test=_GEN4 + "test_snowstorm_turns_back_even_a_ranger_with_doors_only"),
        LongEventScript("TW-62", "Morgul Night", one_in_play=True,
                        treats=(("wilderness", "shadow-land"), ("shadow-land", "dark-domain")),
                        test=_GEN4 + "test_morgul_night_darkens_the_site_path_with_doors_only"),
        LongEventScript("TW-35", "Fell Winter", one_in_play=True,
                        treats=(("free-domain", "border-land"), ("border-land", "wilderness")),
                        added_attacks=(AddedAttack("border-hold", "Wolves", 3, 7),),
                        test=_GEN4 + "test_fell_winter_adds_wolves_at_border_holds"),
    )},
    # Generation 5: the sites some long-events tap with Doors of Night in play.
    {s.card_id: s for s in (
        LongEventScript("TW-49", "Long Winter", one_in_play=True,
                        turns_back=TurnBack(("wilderness",), at_least=2),
                        taps_sites=TapSites(("wilderness",), at_least=2),
                        test=_GEN5 + "test_with_doors_of_night_the_new_site_is_tapped"),
        LongEventScript("TW-36", "Foul Fumes", one_in_play=True,
                        turns_back=TurnBack(("shadow-land", "dark-domain")),
                        taps_sites=TapSites(("shadow-land", "dark-domain")),
                        test=_GEN5 + "test_with_doors_of_night_the_new_site_is_tapped"),
        LongEventScript("TW-92", "Storms of Ossë", one_in_play=True,
                        taps_sites=TapSites(("coastal-sea",)),
                        test=_GEN5 + "test_storms_of_osse_taps_a_site_by_the_sea_with_doors_only"),
    )},
    # Generation 6: hazard permanent-events that stay in play and act there.
    {s.card_id: s for s in (
        LongEventScript("TW-12", "Balrog of Moria", one_in_play=True, stays_in_play=True,
                        attacks=(AttackRule(prowess=2, automatic_in=(
                            "Hollin", "Redhorn Gate", "Wold & Foothills")),),
                        added_attacks=(AddedAttack("", "Balrog", 1, 18, site_name="Moria"),),
                        leaves_when_defeated=True,
                        missing="Lórien counted a Free-hold while Galadriel is in play "
                                "elsewhere",
                        test=_GEN6 + "test_balrog_of_moria_attacks_at_moria_until_defeated"),
    )},
    # Generation 7: events in play that let creatures be keyed to further places.
    {s.card_id: s for s in (
        LongEventScript("TW-497", "A Pack at the Door", keys=(FurtherKeys(
            ("Animals", "Spiders", "Wolves"), regions=("border-land",),
            sites=("border-hold", "ruins-and-lairs"), pack=True, doors=True),),
            test=_GEN7 + "test_a_pack_at_the_door_keys_the_pack_to_border_lands_with_doors"),
        LongEventScript("TW-96", "The Nazgûl are Abroad", one_in_play=True, stays_in_play=True,
                        keys=(FurtherKeys(("Nazgûl",), sites_but=("free-hold", "haven"),
                                          ring=THE_ONE_RING),
                              FurtherKeys(("Nazgûl",), regions=("shadow-land",),
                                          sites=("shadow-hold",), ring=ANY_RING)),
                        missing="its return of a Nazgûl permanent-event to the hand",
                        test=_GEN7 + "test_the_nazgul_are_abroad_key_nazgul_to_a_ring_bearer"),
    )},
    # Generation 8: events in play read at each corruption check.
    {s.card_id: s for s in (
        LongEventScript("TW-93", "The Balance of Things", one_in_play=True,
                        corruption_twice=True,
                        test=_GEN8 + "test_the_balance_of_things_counts_the_least_source_twice"),
    )},
    # Generation 9: an event in play that keeps the hazard long-events in play.
    {s.card_id: s for s in (
        LongEventScript("TW-100", "The Will of Sauron", one_in_play=True, stays_in_play=True,
                        needs_doors=True, keeps_hazard_long_events=True,
                        leaves_with_a_deck=True,
                        missing="its leaving at the end of a turn in which Doors of Night "
                                "has left play",
                        test=_GEN9 + "test_the_will_of_sauron_keeps_the_hazard_long_events"),
    )},
    # Generation 10: an event in play read at each corruption check that leaves with a deck.
    {s.card_id: s for s in (
        LongEventScript("TW-13", "Bane of the Ithil-stone", one_in_play=True,
                        stays_in_play=True, leaves_with_a_deck=True,
                        palantir_points_twice=True,
                        missing="its cancel of the effects that search or look at a play "
                                "deck or a discard pile",
                        test=_GEN10 + "test_bane_of_the_ithil_stone_doubles_a_palantirs_"
                                      "points"),
    )},
    # Generation 11: Bane of the Ithil-stone cancels, while in play, the effects that search
    # or look at a play deck or a discard pile.
    {s.card_id: s for s in (
        LongEventScript("TW-13", "Bane of the Ithil-stone", one_in_play=True,
                        stays_in_play=True, leaves_with_a_deck=True,
                        palantir_points_twice=True, cancels_searches=True,
                        test=_GEN11 + "test_bane_of_the_ithil_stone_cancels_lucky_search_and_"
                                      "the_mirror"),
    )},
)

#: The latest generation of long-event scripts.
LATEST = 1 + len(GENERATIONS)


def scripted(card_id: str, generation: int) -> LongEventScript | None:
    """The script of a hazard event that stays in play, in ``generation`` (the latest
    generation up to it that scripts it; generation 1 is ``effects.HAZARD_LONG_REGISTRY``), or
    None."""
    for cards in reversed(GENERATIONS[:max(0, generation - 1)]):
        if card_id in cards:
            return cards[card_id]
    found = scripted_long_event(card_id)
    return None if found is None else LongEventScript(card_id, "", (found,))


def modifiers(card_id: str, generation: int, doors: bool) -> tuple[AttackModifier, ...]:
    """What the event adds to attacks while in play, with Doors of Night in play or not."""
    script = scripted(card_id, generation)
    if script is None:
        return ()
    if doors and script.with_doors is not None:
        return script.with_doors
    return script.modifiers


# -- reading the long-events in play (generations 3 to 5), for any ruleset ---------------------
# A ruleset gives what it knows of the moment (whether Doors of Night is in play, the attack's
# site type as its hazards treat it, the company's site path and rangers); these say what the
# long-events in play do then. The Road Goes Ever On and Burglar Wants a Good Job read them.

def acting(card_ids: Sequence[str], generation: int) -> list[LongEventScript]:
    """The scripts of the long-events in play (``card_ids``, each read once) that act while
    in play in ``generation``: on attacks, strikes, the site path or the site."""
    found = (scripted(c, generation) for c in dict.fromkeys(card_ids))
    return [s for s in found if s is not None and (
        s.attacks or s.characters or s.turns_back or s.treats or s.added_attacks
        or s.taps_sites or s.keys or s.corruption_twice or s.keeps_hazard_long_events
        or s.leaves_with_a_deck or s.palantir_points_twice or s.cancels_searches)]


def attack_rule_applies(rule: AttackRule, races: Sequence[str], doors: bool,
                        automatic_site_type: str | None, creature: bool,
                        automatic_region: str = "") -> bool:
    """Whether ``rule`` acts on an attack of ``races``: ``automatic_site_type`` is the type
    of the site an automatic-attack is at (None: no automatic-attack), ``automatic_region``
    the name of that site's region, ``creature`` whether a hazard creature makes it."""
    if rule.doors and not doors:
        return False
    if rule.races and not any(r in rule.races for r in races):
        return False
    if rule.creatures_only and not creature:
        return False
    if rule.automatic_in and (automatic_site_type is None
                              or automatic_region not in rule.automatic_in):
        return False
    if rule.automatic_at:
        return automatic_site_type is not None and automatic_site_type in rule.automatic_at
    return True


def attack_change(scripts: Sequence[LongEventScript], strikes_now: int,
                  races: Sequence[str], doors: bool, automatic_site_type: str | None,
                  creature: bool, automatic_region: str = "",
                  source: str = "") -> tuple[int, int, list[str]]:
    """(strikes, prowess, cards) the long-events in play add to an attack of ``strikes_now``
    strikes: a doubling doubles the number as it stands, the additions before it counted.
    An event's own attack (``source``: the attack's) is not changed by it."""
    strikes = prowess = 0
    cards = []
    for each in scripts:
        rules = [r for r in each.attacks if each.card_id != source and attack_rule_applies(
            r, races, doors, automatic_site_type, creature, automatic_region)]
        for rule in rules:
            strikes += strikes_now + strikes if rule.strikes_doubled else 0
            prowess += rule.prowess
        if rules:
            cards.append(each.card_id)
    return strikes, prowess, cards


def character_prowess(scripts: Sequence[LongEventScript], race: str, ranger: bool,
                      doors: bool) -> list[tuple[LongEventScript, int]]:
    """(script, prowess) of each rule of the long-events in play that acts on a character
    of ``race`` facing a strike."""
    return [(each, rule.prowess) for each in scripts for rule in each.characters
            if (doors or not rule.doors) and race in rule.races
            and not (rule.but_rangers and ranger)]


def turning_back(scripts: Sequence[LongEventScript], path: Sequence[str], ranger: bool,
                 doors: bool) -> LongEventScript | None:
    """The first long-event in play that turns a company moving by ``path`` back to its site
    of origin (``ranger``: one of its characters is a ranger; None: none does)."""
    for each in scripts:
        rule = each.turns_back
        if rule is None or (rule.doors and not doors) or (rule.but_ranger and ranger):
            continue
        if sum(1 for r in path if r in rule.regions) >= rule.at_least:
            return each
    return None


def tapping(scripts: Sequence[LongEventScript], path: Sequence[str]) -> list[LongEventScript]:
    """The long-events in play that tap a non-Haven site reached by ``path`` (with Doors of
    Night in play: the caller asks only then)."""
    return [each for each in scripts if each.taps_sites is not None
            and sum(1 for r in path if r in each.taps_sites.regions) >= each.taps_sites.at_least]


def treatments(scripts: Sequence[LongEventScript],
               path: Sequence[str]) -> list[tuple[LongEventScript, list[str], list[str]]]:
    """(script, path before, path after) of each long-event in play that treats regions of
    the site path as others (with Doors of Night in play: the caller asks only then), each
    applied to the path the one before left, each region once."""
    out = []
    now = list(path)
    for each in (s for s in scripts if s.treats):
        changes = dict(each.treats)
        new = [changes.get(r, r) for r in now]
        if new != now:
            out.append((each, now, new))
            now = new
    return out


def added_attacks(scripts: Sequence[LongEventScript], site: Card,
                  site_type: str) -> list[tuple[str, Attack]]:
    """(card, attack) of the automatic-attacks the long-events in play add at ``site``, of
    ``site_type`` as the hazards treat it: at a named site the card's own, its source the
    card."""
    out = []
    for each in scripts:
        for added in each.added_attacks:
            if added.site_name:
                if fold(site.name) == fold(added.site_name):
                    out.append((each.card_id, Attack(each.card_id, each.name, added.race,
                                                     added.strikes, added.prowess, None, True)))
            elif added.site_type == site_type:
                out.append((each.card_id, Attack(
                    site.id, f"{site.name} automatic-attack ({each.name})", added.race,
                    added.strikes, added.prowess, None, True)))
    return out


def leaving(scripts: Sequence[LongEventScript], attack: Attack) -> LongEventScript | None:
    """The event in play that leaves play when ``attack``, its own, is defeated (None:
    none)."""
    return next((each for each in scripts
                 if each.leaves_when_defeated and each.card_id == attack.source), None)


def _keys_act(rule: FurtherKeys, creature: Card, doors: bool, rings: Sequence[str]) -> bool:
    """Whether ``rule`` acts on ``creature`` now (``rings``: the kinds of Ring the company's
    characters bear)."""
    if creature.race not in rule.races or (rule.doors and not doors):
        return False
    if rule.pack and (creature.unique or not any(
            region != "coastal-sea" for region, _ in creature.keyed_regions)):
        return False
    if rule.ring == ANY_RING:
        return bool(rings)
    return rule.ring != THE_ONE_RING or ONE_RING in rings


def further_keys(scripts: Sequence[LongEventScript], creature: Card, path: Sequence[str],
                 site_type: str, doors: bool, rings: Sequence[str]) -> list[str]:
    """How the events in play let ``creature`` also be keyed to a company whose site path
    holds the region types ``path`` (none: it does not move) and whose site is of
    ``site_type`` (``keying.keying_options``' words); ``rings``: the kinds of Ring its
    characters bear."""
    out: list[str] = []
    for each in scripts:
        for rule in each.keys:
            if not _keys_act(rule, creature, doors, rings):
                continue
            out += [f"region-type:{t}" for t in rule.regions if t in path]
            if site_type in rule.sites or (rule.sites_but and site_type not in rule.sites_but):
                out.append(f"site-type:{site_type}")
    return list(dict.fromkeys(out))


def counted_twice(scripts: Sequence[LongEventScript],
                  sources: Sequence[tuple[str, int]]) -> tuple[LongEventScript, str, int] | None:
    """(script, source, points) of the event in play that has a character count one of his
    sources of corruption (``sources``: each named, with its points) twice: his pick, the
    least worth any points, the first of equals (more points only make his checks harder);
    None: no such event, or no source worth points."""
    each = next((s for s in scripts if s.corruption_twice), None)
    worth = [(name, points) for name, points in sources if points > 0]
    if each is None or not worth:
        return None
    name, points = min(worth, key=lambda source: source[1])
    return each, name, points


def keeping(scripts: Sequence[LongEventScript]) -> LongEventScript | None:
    """The event in play that keeps the hazard long-events in play (None: none does)."""
    return next((s for s in scripts if s.keeps_hazard_long_events), None)


def leaving_with_a_deck(scripts: Sequence[LongEventScript]) -> list[LongEventScript]:
    """The events in play that leave play when a play deck is exhausted."""
    return [s for s in scripts if s.leaves_with_a_deck]


def palantir_points(scripts: Sequence[LongEventScript],
                    borne: Sequence[tuple[str, int]]) -> list[tuple[LongEventScript, str, int]]:
    """(script, item, points) of each palantír among the items ``borne`` (each named, with
    its corruption points) whose points an event in play counts twice."""
    return [(each, name, points) for each in scripts if each.palantir_points_twice
            for name, points in borne if name.startswith("Palantír") and points > 0]


def canceling_searches(scripts: Sequence[LongEventScript]) -> LongEventScript | None:
    """The event in play that cancels the effects searching or looking at a play deck or a
    discard pile (None: none does)."""
    return next((s for s in scripts if s.cancels_searches), None)
