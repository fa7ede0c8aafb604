"""The hazard short-events a Hobbit scenario's own hazard hand plays by their cards, from the
engine's hazard scripts (``effects.scripted_hazard``) and what they need of the company's move
(``engine.hazard_events``): each scenario names the cards and the first version that plays
them; earlier versions replay as they were played.

What such an event leaves in force lasts to the end of the turn, kept by the scenario as
(card, effect, target, amount): prowess for the first automatic-attack at the company's new
site (Arouse Denizens, Arouse Minions), a site phase in which the company does nothing (River,
unless an untapped ranger taps; Lost at Sea, Lost in Free-domains). The Lost events counting a
site path's regions change the hazard limit at once where the scenario has one (Lost in
Shadow-lands, Lost in Dark-domains)."""

from __future__ import annotations

from collections.abc import Sequence

from domain.cards import Card
from domain.engine import effects, hazard_events
from domain.errors import IllegalAction
from domain.immutable import replace
from domain.ruleset import played_since

#: The engine's hazard generation read: the modes are those it scripts, so a later generation
#: reaches a scenario only through a version of its own.
GENERATION = 7
#: The cards played from the first group on: automatic-attacks strengthened, a site phase
#: lost, the hazard limit counted from the site path.
SITE_AND_PATH = ("TW-6", "TW-7", "TW-84", "TW-50", "TW-53", "TW-54", "TW-52")
#: By scenario, (first version, cards) of each group it plays.
#: The second: more automatic-attacks strengthened, the next attack of a race strengthened,
#: the company weakened after a Nazgûl's attack, Greed at the site.
ATTACKS_AND_ITEMS = ("TW-21", "TW-11", "TW-29", "TW-33", "TW-115", "TW-42")
#: The third: the events on a character or the company's cards (Gloom, the calls home,
#: Muster Disperses, Drowning Seas).
ON_THE_COMPANY = ("TW-41", "TW-18", "TW-104", "TW-19", "TW-67", "TW-30")
#: The Guise of the Necromancer's events played with a creature's attack (GON-HH-7): the next
#: attack of a race strengthened, the company weakened by a Nazgûl's.
WITH_CREATURE = ("TW-29", "TW-33", "TW-115")
#: The fourth: the events on a Ring's bearer or his company (The Will of the Ring, The
#: Precious, The Ring's Betrayal).
ON_A_RING = ("TW-101", "TW-98", "TW-99")
#: The fifth: one strike of the next attack of some races strengthened (Fury of the Iron
#: Crown).
ON_A_STRIKE = ("TW-492",)
#: The sixth: New Moon (an Elf tapped, or with Doors of Night a region or site treated) and
#: Weariness of the Heart (a character -1 prowess, or his corruption check).
ON_A_CHARACTER = ("TW-68", "TW-111")
SCENARIOS: dict[str, tuple[tuple[int, tuple[str, ...]], ...]] = {
    "burglar": ((24, SITE_AND_PATH), (34, ATTACKS_AND_ITEMS), (39, ON_THE_COMPANY),
                (47, ON_A_RING), (48, ON_A_STRIKE), (89, ON_A_CHARACTER)),
    # No hazard limit to raise (GON-HH-2): the Lost events counting regions are duds there.
    "necromancer": ((21, SITE_AND_PATH[:5]), (27, ("TW-42",)), (33, WITH_CREATURE),
                    # The calls home and Muster Disperses; Fury of the Iron Crown.
                    (34, ON_THE_COMPANY[1:5]), (41, ON_A_STRIKE)),
}
#: What a scenario's play of a card leaves out, by (scenario, card) ("": nothing).
#: Burglar plays the alternatives treating a region or the site as another type (Choking
#: Shadows, Awaken the Earth's Fire, Gloom) from its ``hazard_events.TREATMENTS_FROM``, Dragon's
#: Desolation's and Drowning Seas' from its ``hazard_events.ALTERNATIVES_FROM``.
#: Burglar plays the rest of Fell Beast's card from its ``hazard_events.FELL_BEAST_FROM``.
LEFT_OUT: dict[tuple[str, str], str] = {}
#: Morgul-horse: a Nazgûl may also be keyed to a Shadow-land of the site path (Burglar plays
#: it in force on the company, the Guise face up in its hazard hand, each from a version of
#: its own); the effect it names.
MORGUL_HORSE, MOUNTED = "TW-63", "nazgul-keyed-to-shadow-land"


#: Dragon's Desolation's alternative: the effect by which a Dragon may attack the company at
#: its new site (Burglar plays it in force on the company, the Guise face up in its hazard
#: hand, each from a version of its own).
DESOLATION, AT_THE_LAIR, DRAGON = "TW-29", "dragon-at-site", "Dragon"
#: What these two effects do, in words (for the log).
WORDS = {MOUNTED: "a Nazgûl may also be keyed to a Shadow-land of the site path",
         AT_THE_LAIR: "a Dragon may attack the company at its new site, a Ruins & Lairs"}


def lair_key(moving: bool, site_type: str, path: Sequence[str], doors: bool) -> str | None:
    """The keying Dragon's Desolation's alternative gives a Dragon: to the company's new site,
    a Ruins & Lairs reached by two Wildernesses of its site path (one with Doors of Night in
    play; None: it gives none)."""
    if not hazard_events.lair_open(moving, site_type, path, doors):
        return None
    return f"site-type:{hazard_events.LAIR_SITE_TYPE}"


def shadow_land_key(path: Sequence[str]) -> str | None:
    """The keying a Nazgûl's mount gives it on a site path of region types ``path``: to a
    Shadow-land in it (None: there is none)."""
    return "region-type:shadow-land" if "shadow-land" in path else None


#: What an effect in force is on: the company's site, or the company.
COMPANY = "company"
#: (card, effect, target, amount): what a hazard event left in force this turn.
InForce = tuple[str, str, str, int]


def since(ruleset_id: str, card_id: str) -> int | None:
    """The first version of ``ruleset_id`` that plays ``card_id`` by its card (None: none)."""
    return next((first for first, cards in SCENARIOS.get(ruleset_id, ())
                 if card_id in cards), None)


def modes(ruleset_id: str, played: str, card_id: str) -> tuple[effects.HazardMode, ...] | None:
    """The modes of a hazard event the version ``played`` plays by its card (None: not)."""
    first = since(ruleset_id, card_id)
    if first is None or not played_since(played, first):
        return None
    return effects.scripted_hazard(card_id, GENERATION)


def open_modes(found: Sequence[effects.HazardMode], moving: bool, path: Sequence[str],
               site: Card, in_force: Sequence[InForce], company: str = COMPANY,
               faced: Sequence[str] = (), doors: bool | None = None) -> list[effects.HazardMode]:
    """The modes the company's move lets be played now, not one that cannot be duplicated
    while the same effect (or the card's own) is in force on the same place this turn
    (``company``: how the scenario names the company, where it has several; ``faced``: the
    races of the attacks it faced this turn). A mode treating a region or a site as another
    type is played only where the scenario plays them (``doors``: whether Doors of Night,
    which they need, is in play; None: they are not played), on a region or site there is."""
    out = []
    for mode in found:
        if mode.treat is not None and (not doors or hazard_events.treat_problem(
                mode, path, site.name, site.site_type or "") is not None):
            continue
        if hazard_events.place_problem(mode, moving, path, site.name,
                                       site.site_type or "") is not None:
            continue
        if mode.attacked_by is not None and not any(mode.attacked_by in race
                                                    for race in faced):
            continue
        if mode.unique_card is not None and any(card == mode.unique_card
                                                for card, _, _, _ in in_force):
            continue
        primitive = mode.mode.effects[0].primitive
        if mode.unique_on is not None and any(effect == primitive and (
                mode.unique_on == effects.TURN or target == target_of(mode, site, company))
                for _, effect, target, _ in in_force):
            continue
        out.append(mode)
    return out


def treats(mode: effects.HazardMode) -> bool:
    """Whether ``mode`` treats a region or the site as another type (with Doors of Night)."""
    return mode.treat is not None


def treated_site(in_force: Sequence[InForce], site: Card) -> Card:
    """``site`` as the hazard events in force this turn treat it for the hazards (the last
    one treating it; as it is when none does)."""
    found = [new for card, effect, target, _ in in_force
             if effect == effects.TREAT_SITE and target == site.id
             and (new := hazard_events.site_treatment(card, GENERATION)) is not None]
    return replace(site, site_type=found[-1]) if found else site


def target_of(mode: effects.HazardMode, site: Card, company: str = COMPANY) -> str:
    """What a mode's effect is on: the company's new site, or the company."""
    return site.id if mode.mode.target == effects.SITE else company


def automatic_bonus(in_force: Sequence[InForce], site: str) -> tuple[int, list[str]]:
    """(prowess, cards) the events in force add to the first automatic-attack at ``site``."""
    found = [(card, amount) for card, effect, target, amount in in_force
             if effect == effects.AUTOMATIC_ATTACK_PROWESS and target == site]
    return sum(a for _, a in found), [c for c, _ in found]


def race_attack_bonus(in_force: Sequence[InForce],
                      races: Sequence[str]) -> tuple[int, int, list[str]]:
    """(strikes, prowess, cards) the events waiting for the next hazard creature attack of
    their races add to an attack of ``races`` (Dragon's Desolation, Fell Beast)."""
    strikes = prowess = 0
    cards = []
    for card, effect, _, amount in in_force:
        if effect != effects.RACE_ATTACK:
            continue
        mode = (effects.scripted_hazard(card, GENERATION) or ())[0]
        if any(race in mode.attack_races for race in races):
            strikes, prowess = strikes + mode.attack_strikes, prowess + amount
            cards.append(card)
    return strikes, prowess, cards


def _first_waiting(in_force: Sequence[InForce], card: str) -> int | None:
    """The place of the first copy of ``card`` waiting for an attack of its races."""
    return next((i for i, e in enumerate(in_force)
                 if e[0] == card and e[1] == effects.RACE_ATTACK), None)


def once_on_an_attack(in_force: Sequence[InForce], card: str) -> list[InForce]:
    """``in_force`` with only the first copy of ``card`` waiting for the next attack of its
    races: one that cannot be duplicated on an attack (Fell Beast on a Nazgûl); the other
    copies wait for the next such attack."""
    first = _first_waiting(in_force, card)
    return [e for i, e in enumerate(in_force)
            if e[0] != card or e[1] != effects.RACE_ATTACK or i == first]


def spent_on_attack(in_force: Sequence[InForce], spent: Sequence[str],
                    once: str = "") -> tuple[InForce, ...]:
    """``in_force`` once an attack has spent the effects of the cards ``spent``: every one of
    them, but of ``once`` (a card not duplicated on an attack) the first copy waiting alone."""
    first = _first_waiting(in_force, once) if once else None
    return tuple(e for i, e in enumerate(in_force) if i != first and (
        e[0] not in spent or (e[0] == once and e[1] == effects.RACE_ATTACK)))


def site_phase_held(in_force: Sequence[InForce],
                    company: str = COMPANY) -> tuple[str, str] | None:
    """(card, effect) of the event that leaves the company nothing in its site phase, one
    nothing cancels first (None: none does)."""
    held = [(card, effect) for card, effect, target, _ in in_force
            if effect in hazard_events.SITE_PHASE_EFFECTS and target == company]
    held.sort(key=lambda found: found[1] != effects.SITE_PHASE_NOTHING)
    return held[0] if held else None


#: The action by which an untapped ranger taps to end River's hold on the site phase.
RIVER_KIND = "river"


def held_refusal(name: str, effect: str, kind: str, done: str,
                 rule: str) -> IllegalAction:
    """Why ``kind`` is refused while event ``name`` holds the site phase by ``effect``
    (``done``: the scenario's action ending the site phase)."""
    if kind == RIVER_KIND and effect == effects.SITE_PHASE_LOST:
        return IllegalAction(f"{name}: only an untapped ranger of the company may tap to "
                             "cross the river.", clause=rule)
    if effect == effects.SITE_PHASE_LOST:
        return IllegalAction(f"{name}: the company does nothing in its site phase unless an "
                             f"untapped ranger taps to cross ({RIVER_KIND}:<ranger>); else "
                             f"{done}.", clause=rule)
    return IllegalAction(f"{name}: the company does nothing in its site phase, and nothing "
                         f"cancels it; {done}.", clause=rule)
