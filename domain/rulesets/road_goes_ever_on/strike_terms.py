"""What one strike is rolled against (CoE 3.iv.2-3.iv.7): who faces it and how, every modifier
of his prowess and of his body check, and the strike as it meets him. A pure reading of the
state, which the strike's resolution counts (``combat.resolve_strike``, ``ally_strikes``) and
the board shows before the defender is done (``attack_view``): one arithmetic for both."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from domain.cards import Catalog
from domain.engine import combat as engine
from domain.engine.characters import Character
from domain.engine.checks import Check, Modifier
from domain.engine.combat import Attack, StrikeModifiers
from domain.immutable import replace
from domain.ruleset import Ruleset
from domain.rulesets.road_goes_ever_on import (
    abilities,
    ally_strikes,
    anduril,
    character_texts,
    creatures,
    fellowship,
    hand_resources,
    hazard_long_events,
    hazard_scripts,
    iron_crown,
    resource_long_events,
    ring_powers,
    support,
    swordmaster,
    tokens,
    traitor,
    turn_bonuses,
    untapped_keepers,
)
from domain.rulesets.road_goes_ever_on.state import State

#: Versions recorded before the enhanced characters and Courage tokens (section 2).
PLAIN_CHARACTER_VERSIONS = ("1", "2")


@dataclass(frozen=True, slots=True)
class Terms:
    """One strike as it will be rolled: ``attack`` as it meets the one facing it (a creature's
    text against his race), ``fighter`` as he fights it (his mind against Neeker-breekers),
    what changes his prowess (``mods``, the supporters ``helpers``, then ``extra``), what
    raises his body (``body_extra``), the cards of the hand played on it, ``attacker``: the
    attack as its body check follows a strike he beats, and ``kept_by``: what keeps him
    untapped against it with no -3 (``untapped_keepers.kept_untapped``; None: nothing)."""

    attack: Attack
    fighter: Character
    mods: StrikeModifiers
    helpers: tuple[str, ...]
    extra: tuple[Modifier, ...]
    body_extra: tuple[Modifier, ...]
    cards: hand_resources.OnStrike
    attacker: Attack
    kept_by: str | None = None

    @property
    def prowess(self) -> int:
        """His prowess against the strike: what the roll adds to the dice."""
        return engine.strike_prowess(self.fighter, self.mods) + sum(m.amount for m in self.extra)

    def check(self, dice: Sequence[int], index: int) -> Check:
        """The strike roll of ``dice`` (drawn at ``index``) with every modifier named."""
        return engine.strike_check(self.fighter, self.mods, self.helpers, dice, index,
                                   self.attack.prowess, self.extra)


def enhanced(played: str) -> bool:
    """Whether the version played has the enhanced characters and Courage of section 2."""
    return played not in PLAIN_CHARACTER_VERSIONS


def card_names(catalog: Catalog) -> Callable[[str], str]:
    """A card's name by its id (an id the catalog lacks as it is)."""
    return lambda card: catalog.get(card).name if card in catalog else card


def of(ruleset: Ruleset[State], state: State, target: str, attack: Attack,
       mods: StrikeModifiers, struck: tuple[str, ...]) -> Terms | None:
    """The strike of ``attack`` on ``target`` (a character, or from ``ally_strikes`` an ally)
    with ``mods`` weighing on it (``strike_pool.weighing``), ``struck``: every one the attack
    strikes. None: no one in play faces it."""
    character = state.character(target)
    if character is not None:
        return _character(ruleset, state, character, attack, mods, struck)
    played = ruleset.played
    if not (ally_strikes.offered(played) and ally_strikes.is_ally(state, target)):
        return None
    # A creature's text may change the strike's prowess or what the ally fights with; an ally
    # has no supporters, abilities or cards on its strike, only Fellowship's +1.
    attack, ally = creatures.struck_by(played, attack,
                                       ally_strikes.fighter(state, ruleset.catalog.get(target)))
    return Terms(attack, ally, mods, (), tuple(fellowship.ally_modifiers(state, target)), (),
                 hand_resources.OnStrike(), attack)


def in_force(ruleset: Ruleset[State], state: State,
             character: Character) -> tuple[list[Modifier], list[Modifier]]:
    """What weighs on ``character``'s prowess and on his body check whatever attacks him: the
    hazards and the cards until the end of the turn, a Fellowship, the long-events in play (a
    body modifier is off the roll: body +1 is -1). The board shows his prowess and body with
    them (``shown``)."""
    played, target = ruleset.played, character.card_id
    name = card_names(ruleset.catalog)
    prowess = [*hazard_scripts.strike_modifiers(state, target, played),
               *turn_bonuses.strike_modifiers(state, target, name),
               *fellowship.modifiers(state, target),
               *resource_long_events.strike_modifiers(state, character, played),
               *hazard_long_events.strike_modifiers(state, character, played)]
    return prowess, turn_bonuses.body_modifiers(state, target, name)


def shown(ruleset: Ruleset[State], state: State, character: Character) -> tuple[int, int]:
    """``character``'s prowess and body as the rules use them now (``in_force``): what the
    board shows."""
    prowess, body = in_force(ruleset, state, character)
    return (character.effective_prowess + sum(m.amount for m in prowess),
            character.effective_body - sum(m.amount for m in body))


def _character(ruleset: Ruleset[State], state: State, character: Character, attack: Attack,
               mods: StrikeModifiers, struck: tuple[str, ...]) -> Terms:
    played, card = ruleset.played, ruleset.catalog.get
    name = card_names(ruleset.catalog)
    target = character.card_id
    # A creature's text may change the strike's prowess or what the character fights with.
    attack, fighter = creatures.struck_by(played, attack, character)
    fight = abilities.Fight(state, attack, struck, card, played)
    plays_enhanced = enhanced(played)
    helpers = support.supporters(state, target) if plays_enhanced else ()
    standing = plays_enhanced and support.standing(state, target)
    # The attacker's race: an item with the catalog's facts may reach higher against it.
    mods = replace(mods, supporters=mods.supporters + len(helpers),
                   stay_untapped=mods.stay_untapped or standing, against=attack.race)
    extra = [*abilities.strike_modifiers(fight, character),
             *tokens.strike_modifiers(state, target),
             *support.archer_modifiers(state, target),
             *support.stand_modifiers(state, character)] if plays_enhanced else []
    body_extra = abilities.body_modifiers(fight, character) if plays_enhanced else []
    cards = hand_resources.on_strike(state, target, name)
    prowess_now, body_now = in_force(ruleset, state, character)
    extra = [*extra, *cards.prowess, *prowess_now]
    body_extra = [*body_extra, *cards.body, *body_now]
    body_extra += iron_crown.body_modifiers(played, card, character)
    body_extra += traitor.body_modifiers(attack, state, played)  # a traitor's attack: +1
    extra += ring_powers.strike_modifiers(played, card, character)
    extra += anduril.strike_modifiers(played, state, character, attack.race)
    # A warrior's second weapon with Swordmaster, his shield then unused (swordmaster.py).
    second, unshielded = swordmaster.two_weapons(played, state, character, attack.race, card)
    extra += second
    body_extra += unshielded
    # The character's printed bonus against the attacker's race (version 48 on), and his
    # text halving the attacker's body.
    own = card(target)
    extra = [*extra, *character_texts.strike_modifiers(played, own, attack)]
    return Terms(attack, fighter, mods, helpers, tuple(extra), tuple(body_extra), cards,
                 character_texts.attacker_body(played, own, attack),
                 untapped_keepers.kept_untapped(state, target, name))
