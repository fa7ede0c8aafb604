"""What each face-up card of the hazard hand is and does (GON-HH-*, GON-DUD-*): pure
classification; the ruleset plays the cards in the order the scenario gives.

A company faces creatures keyed to its site path and new site when it moves, or to its site of
origin when it stays (GON-DUD-4). Hazard short-events are played from the scripted hazard
vocabulary (``domain.engine.effects``); one the vocabulary does not script has no effect the
game can find, so it is a dud (GON-DUD-2).
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.cards import Card
from domain.engine import effects
from domain.engine.characters import Character
from domain.engine.keying import REGION, SITE, Place, keying_options
from domain.ruleset import played_since
from domain.rulesets.guise_of_the_necromancer import waiting_hazards
from domain.rulesets.guise_of_the_necromancer.decks import is_nazgul, is_one_ring
from domain.rulesets.guise_of_the_necromancer.hazard_events import MORGUL_HORSE_SINCE
from domain.rulesets.hobbit import hazard_events as hobbit_events

RING = "ring"
NAZGUL = "nazgul"
CREATURE = "creature"
CORRUPTION = "corruption"
SHORT_EVENT = "short-event"
OTHER = "other"

#: GON-HH-5: corruption cards that need a Nazgul's attack first, so are never immediately
#: playable here (the document names The Pale Sword; Morgul-knife asks the same).
NEEDS_NAZGUL_ATTACK = ("The Pale Sword", "Morgul-knife")


def kind(card: Card) -> str:
    if is_one_ring(card):
        return RING
    if is_nazgul(card):
        return NAZGUL
    if card.is_creature:
        return CREATURE
    if card.corruption_card:
        return CORRUPTION
    if card.event_type == "short":
        return SHORT_EVENT
    return OTHER


#: Two effects this scenario names beyond the hazard vocabulary, for the events it plays with
#: a creature: one that lets a creature attack (GON-HH-7, GON-HH-8, GON-DUD-5), one that
#: lowers a character's prowess against the strike it faces (GON-HH-9).
LETS_ATTACK = "lets-attack"
WEAKENS = "character-prowess"
SCENARIO_EFFECTS: dict[str, tuple[str, bool]] = {
    LETS_ATTACK: ("lets a face-up creature attack the company though not keyed to it", False),
    WEAKENS: ("lowers by the amount the prowess of the character the opponent picks, against "
              "the strike it faces", True),
}
#: The effects a player may declare for an unscripted hazard event here (GON-HH-10): on a
#: character, with the next creature's attack (GON-HH-7), or none.
DECLARABLE = (effects.TAP, effects.WOUND, effects.CORRUPTION, effects.CORRUPTION_CHECK,
              effects.ATTACK_STRIKES, effects.ATTACK_PROWESS, LETS_ATTACK, WEAKENS,
              effects.HAZARD_LIMIT, effects.NO_EFFECT)
#: Declared effects played with a creature's attack (GON-HH-7).
WITH_ATTACK = (effects.ATTACK_STRIKES, effects.ATTACK_PROWESS)


def describe(effect: str) -> tuple[str, bool]:
    """A declarable effect's description and whether it takes an amount."""
    if effect in SCENARIO_EFFECTS:
        return SCENARIO_EFFECTS[effect]
    spec = effects.HAZARD_VOCABULARY[effect]
    return spec.description, spec.has_amount


def declaration_problem(effect: str, amount: int) -> str | None:
    """Why ``effect`` with ``amount`` cannot be declared (None: it can)."""
    if effect == LETS_ATTACK:
        return f"{effect} takes no amount" if amount else None
    if effect == WEAKENS:
        return None if 1 <= amount <= effects.MAX_DECLARED_AMOUNT else \
            f"{effect} needs an amount from 1 to {effects.MAX_DECLARED_AMOUNT}, not {amount}"
    if effect not in DECLARABLE:
        return f"{effect!r} is not an effect to declare here; choose one of " \
               f"{', '.join(DECLARABLE)}"
    try:
        effects.declared_hazard_mode(effect, amount)
    except ValueError as exc:
        return str(exc)
    return None
#: Declared effects played on a character (GON-HH-5 for a corruption card, else GON-HH-10).
ON_CHARACTER = (effects.TAP, effects.WOUND, effects.CORRUPTION, effects.CORRUPTION_CHECK)


def needs_declaring(card: Card, played: str) -> bool:
    """A hazard short-event (a corruption one included) the scripted vocabulary does not
    know: the player declares what it does, as a player ruling; one played by its card
    (``hobbit.hazard_events``), one that waits for a Nazgûl
    (GON-HH-5), stays on a character with its printed points or does nothing here
    (``ignored``) needs no declaration."""
    if kind(card) not in (SHORT_EVENT, CORRUPTION) or card.event_type != "short":
        return False
    if hobbit_events.modes("necromancer", played, card.id) is not None:
        return False  # played by its card (hazard_events)
    if card.id == hobbit_events.MORGUL_HORSE and played_since(played, MORGUL_HORSE_SINCE):
        return False  # played with a Nazgûl it keys (hazard_events.mount_key)
    return effects.scripted_hazard(card.id) is None and card.name not in NEEDS_NAZGUL_ATTACK \
        and ignored(card, played) is None


#: The first version that makes a dud of a hazard event whose every effect, as the engine's
#: hazard scripts (any generation) tell it, this scenario leaves nothing to act on; before,
#: the player declared what it did.
IGNORED_FROM = 15
#: Those effects, and why each has nothing to act on: the clause and the reason.
IGNORED: dict[str, tuple[str, str]] = {
    effects.HAZARD_LIMIT: ("GON-HH-2", "there is no hazard limit to change"),
    effects.HAZARD_LIMIT_DOUBLED: ("GON-HH-2", "there is no hazard limit to change"),
    **{primitive: ("GON-DUD-2", "no character bears a Ring: The One Ring comes into play as "
                                "a resource permanent-event (GON-HDECK-10), no other Ring is "
                                "in the decks (GON-RDECK-3)")
       for primitive in (effects.ONE_RING_CHECK, effects.PRECIOUS, effects.RING_BETRAYAL)},
}


def ignored(card: Card, played: str) -> tuple[str, str] | None:
    """(clause, why) when every effect of hazard event ``card`` is one this scenario leaves
    nothing to act on (``IGNORED``), from ``IGNORED_FROM``: it is a dud; else None."""
    if not played_since(played, IGNORED_FROM):
        return None
    modes = effects.scripted_hazard(card.id, effects.LATEST_HAZARD_GENERATION) or ()
    found = [IGNORED.get(m.mode.effects[0].primitive) for m in modes]
    if not found or any(why is None for why in found):
        return None
    return found[0]


def character_fits(effect: str, character: Character) -> bool:
    """Whether a declared character effect can act on ``character``."""
    if effect == effects.TAP:
        return character.untapped
    if effect == effects.WOUND:
        return not character.wounded
    return True


def immediately_playable(card: Card) -> bool:
    """GON-HH-5: a corruption card that stays on a character with its printed points, or one
    whose scripted effect is a corruption check; not one that waits for a Nazgul's attack."""
    if not card.corruption_card or card.name in NEEDS_NAZGUL_ATTACK:
        return False
    return bool(card.corruption_points) or corruption_check_mode(card) is not None


def always_dud(card: Card, played: str) -> bool:
    """A corruption permanent-event with no corruption points, no scripted check and no
    Nazgûl's attack to wait for, that the version ``played`` does not keep in play by its card
    (Traitor, Lure of Power before ``waiting_hazards.SINCE``): the hand neither plays it
    (GON-HH-5) nor asks the player what it does, so face up it is a dud (GON-DUD-2)."""
    return kind(card) == CORRUPTION and card.event_type == "permanent" \
        and card.name not in NEEDS_NAZGUL_ATTACK and not immediately_playable(card) \
        and not waiting_hazards.plays(played, card.id)


def corruption_check_mode(card: Card) -> effects.HazardMode | None:
    modes = effects.scripted_hazard(card.id) or ()
    return next((m for m in modes if m.mode.effects[0].primitive == effects.CORRUPTION_CHECK),
                None)


def keys(card: Card, path: Sequence[str], site: Card | None) -> list[str]:
    """How a creature can be keyed to the company (GON-DUD-4): ``path`` holds the region
    types of its site path (empty when it stays), ``site`` its new site or site of origin."""
    regions = [Place(region_type, REGION, region_type) for region_type in path]
    place = None if site is None else Place(site.name, SITE, site.site_type or "")
    return keying_options(card, regions, place)


def short_event_target(card: Card, company: Sequence[Character]) -> tuple[str, list[Character]]:
    """GON-HH-10, GON-HH-2, GON-DUD-2: the scripted effect a hazard short-event has on the
    company and the characters it could affect; no characters means it is a dud."""
    modes = effects.scripted_hazard(card.id) or ()
    for hazard_mode in modes:
        mode = hazard_mode.mode
        primitive = mode.effects[0].primitive
        if primitive == effects.HAZARD_LIMIT:  # GON-HH-2: no hazard limit to change
            continue
        if primitive == effects.TAP:
            fits = [c for c in company if c.untapped and (mode.race is None
                                                         or c.race == mode.race)]
            if fits:
                return primitive, fits
        if primitive == effects.WOUND:
            fits = [c for c in company if not c.wounded]
            if fits:
                return primitive, fits
    return effects.NO_EFFECT, []
