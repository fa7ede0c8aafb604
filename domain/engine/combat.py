"""Attacks, strike assignment, the strike sequence and body checks (CoE chapter 3).

Pure functions over :class:`Attack` and :class:`~domain.engine.characters.Character`; dice
totals arrive as arguments. Who picks the attacker's targets is the scenario's business: it
passes a ranking key and breaks any remaining tie itself (e.g. with a random pick).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from domain.cards import AutoAttack, Card
from domain.engine import coe
from domain.engine.characters import Character
from domain.engine.checks import ABOVE, AT_MOST, Check, Modifier, check
from domain.immutable import direct_init, replace

FAILED = "failed"  # the character's result beat the strike (CoE 3.iv.7, first case)
SUCCEEDED = "succeeded"  # the strike beat the character: wounded
INEFFECTUAL = "ineffectual"  # a tie
#: The source of the +1 a body check adds to the roll of an already wounded character.
ALREADY_WOUNDED = "state:wounded"


@direct_init
@dataclass(frozen=True, slots=True)
class Attack:
    """One attack: a creature's, or a site's automatic-attack."""

    source: str  # the creature's card id, or the site's card id for an automatic-attack
    name: str
    race: str
    strikes: int
    prowess: int
    body: int | None = None
    automatic: bool = False
    each_character: bool = False  # "1/each": one strike for each character (CoE 3.ii.2)
    marshalling_points: int = 0

    @classmethod
    def from_creature(cls, card: Card, company_count: int) -> Attack:
        if not card.is_creature:
            raise ValueError(f"{card.name} ({card.id}) is not a creature")
        each = card.strikes_per == "each"
        strikes = company_count if each else (card.strikes or 1)
        return cls(card.id, card.name, card.race or "", strikes, card.prowess or 0, card.body,
                   False, each, card.marshalling_points or 0)

    @classmethod
    def automatic_attack(cls, site: Card, attack: AutoAttack, company_count: int) -> Attack:
        strikes = company_count if attack.each_character else attack.strikes
        return cls(site.id, f"{site.name} automatic-attack", attack.race, strikes,
                   attack.prowess, None, True, attack.each_character)

    def races(self) -> tuple[str, ...]:
        return tuple(r.strip() for r in self.race.split(",") if r.strip())

    def is_race(self, *races: str) -> bool:
        return any(r in races for r in self.races())

    def modified(self, strikes: int = 0, prowess: int = 0) -> Attack:
        """The attack with more (or fewer) strikes and prowess. "Each character" attacks keep
        their number of strikes (CoE 3.ii.2)."""
        return replace(self, strikes=self.strikes if self.each_character
                       else max(self.strikes + strikes, 0), prowess=self.prowess + prowess)

    def strengthened(self, prowess: int, body: int) -> Attack:
        """The attack with its prowess and body (where it has one) changed by a card's
        modifiers (``AttackModified``)."""
        return replace(self, prowess=self.prowess + prowess,
                       body=None if self.body is None else self.body + body)

    def to_json(self) -> dict[str, Any]:
        return {"source": self.source, "name": self.name, "race": self.race,
                "strikes": self.strikes, "prowess": self.prowess, "body": self.body,
                "automatic": self.automatic, "each_character": self.each_character,
                "marshalling_points": self.marshalling_points}

    @classmethod
    def from_json(cls, data: Any) -> Attack:
        return cls(str(data["source"]), str(data["name"]), str(data["race"]),
                   int(data["strikes"]), int(data["prowess"]),
                   None if data.get("body") is None else int(data["body"]),
                   bool(data.get("automatic")), bool(data.get("each_character")),
                   int(data.get("marshalling_points") or 0))


# -- strike assignment (CoE 3.ii, 3.iii) ---------------------------------------------------------

def halved_strikes(strikes: int) -> int:
    """An attack's strikes halved, rounded up (a card halving them)."""
    return (strikes + 1) // 2


def halving_problem(attack: Attack, site_type: str, site_types: Sequence[str]) -> str | None:
    """Why a card halving the strikes of an automatic-attack at a site of ``site_types`` does
    nothing to ``attack`` (None: it halves them): another attack, a site of another type
    (``site_type``: the attack's site's), one strike, which halved stays one."""
    kinds = " or ".join(site_types)
    if not attack.automatic or site_type not in site_types:
        return f"the attack is no automatic-attack at a {kinds} site"
    if halved_strikes(attack.strikes) == attack.strikes:
        return f"the attack has {attack.strikes} strike: halved, it stays so"
    return None


def defender_may_assign(character: Character, assigned: Sequence[str], strikes: int) -> str | None:
    """Why the defender may not assign the next strike to ``character`` (None: it may).
    The defender assigns only to untapped characters (CoE 3.ii), one strike each (3.ii.1)."""
    if len(assigned) >= strikes:
        return "every strike is already assigned"
    if character.card_id in assigned:
        return f"{character.name} already faces a strike of this attack"
    if not character.untapped:
        return f"{character.name} is {character.state}: the defender assigns only untapped " \
               "characters"
    return None


def best_targets(candidates: Sequence[Character],
                 key: Callable[[Character], Any]) -> tuple[Character, ...]:
    """The candidates that rank first by ``key`` (smallest first), ties included."""
    if not candidates:
        return ()
    best = min(key(c) for c in candidates)
    return tuple(c for c in candidates if key(c) == best)


def unassigned(characters: Sequence[Character], assigned: Sequence[str]) -> list[Character]:
    """Characters that can still take a strike of this attack (CoE 3.ii.1)."""
    return [c for c in characters if c.card_id not in assigned]


def excess_strikes(strikes: int, characters: int) -> int:
    """Strikes beyond one per character become -1 prowess modifiers (CoE 3.iii, 3.iv.2)."""
    return max(strikes - characters, 0)


# -- the order of the strike sequences (CoE 3.iv) ----------------------------------------------

def unresolved(assigned: Sequence[str], resolved: Sequence[str]) -> list[str]:
    """The characters whose assigned strike has not been resolved yet, in assignment order."""
    return [c for c in assigned if c not in resolved]


def resolve_problem(character_id: str, assigned: Sequence[str],
                    resolved: Sequence[str]) -> str | None:
    """Why the defender may not declare that ``character_id`` resolves its strike next (None:
    it may). The defender picks the order of the strike sequences among the strikes assigned
    and not yet resolved (CoE 3.iv)."""
    if character_id not in assigned:
        return "that character faces no strike of this attack"
    if character_id in resolved:
        return "that character's strike is already resolved"
    return None


def allocate_excess(remaining: int, last: bool, wanted: int) -> int:
    """The excess strikes applied as -1 prowess modifiers to the strike now resolved: the
    attacker allocates any of the not-yet-allocated ones (``wanted``), and on the last strike
    of the attack all of them must be applied (CoE 3.iv.2)."""
    if not 0 <= wanted <= remaining:
        raise ValueError(f"cannot allocate {wanted} of {remaining} excess strikes")
    return remaining if last else wanted


# -- the strike sequence (CoE 3.iv) ------------------------------------------------------------

@direct_init
@dataclass(frozen=True, slots=True)
class StrikeModifiers:
    """What changes a character's prowess against one strike."""

    stay_untapped: bool = False  # -3 to stay untapped (CoE 3.iv.3)
    supporters: int = 0  # +1 each (CoE 3.iv.4)
    excess: int = 0  # -1 each (CoE 3.iv.2)
    prowess_bonus: int = 0  # resources played on the strike (CoE 3.iv.5)
    body_bonus: int = 0
    against: str = ""  # the attacker's races, for items with a bonus against a race


def strike_prowess(character: Character, mods: StrikeModifiers) -> int:
    """The character's prowess against a strike: weapon first, then -3 to stay untapped, +1 per
    supporter, -1 per excess strike, card modifiers, and -1 if tapped or -2 if wounded
    (CoE 3.iv.3-3.iv.6)."""
    value = (character.prowess_against(mods.against) + mods.prowess_bonus + mods.supporters
             - mods.excess)
    if mods.stay_untapped:
        value -= 3
    if character.wounded:
        value -= 2
    elif not character.untapped:
        value -= 1
    return value


def strike_check(character: Character, mods: StrikeModifiers, supporters: Sequence[str],
                 dice: Sequence[int], index: int, strike: int,
                 extra: Sequence[Modifier] = ()) -> Check:
    """The strike roll with every part of :func:`strike_prowess` as its own modifier, against
    the strike's prowess (CoE 3.iv.6-7): the character's prowess, each item in use, resources
    played on the strike, each supporter, excess strikes, staying untapped, tapped or
    wounded; then ``extra`` (a ruleset's own modifiers, e.g. a character's ability)."""
    made = check(dice, strike_modifiers(character, mods, supporters, extra), strike, ABOVE,
                 index)
    assert made.total == sum(dice) + strike_prowess(character, mods) + sum(
        m.amount for m in extra)
    return made


def strike_modifiers(character: Character, mods: StrikeModifiers, supporters: Sequence[str],
                     extra: Sequence[Modifier] = ()) -> list[Modifier]:
    """Every part of :func:`strike_prowess` as its own modifier, then ``extra``: what
    :func:`strike_check` adds to the dice (a board shows it before the roll)."""
    if len(supporters) != mods.supporters:
        raise ValueError("one supporter id per supporter")
    modifiers = [Modifier(character.prowess, f"card:{character.card_id}",
                          f"{character.name}'s prowess", coe.STRIKE_ROLL),
                 *(Modifier(prowess, f"card:{item.card_id}", f"{item.name} in use",
                            coe.ITEM_IN_USE)
                   for item, prowess, _ in character.item_sources(mods.against)),
                 Modifier(mods.prowess_bonus, f"rule:{coe.STRIKE_RESOURCES}",
                          "resources played on the strike", coe.STRIKE_RESOURCES),
                 *(Modifier(1, f"member:{s}", "taps to support", coe.SUPPORT)
                   for s in supporters),
                 Modifier(-mods.excess, f"rule:{coe.EXCESS_STRIKES}", "excess strikes",
                          coe.EXCESS_STRIKES),
                 Modifier(-3 if mods.stay_untapped else 0, "state:untapped",
                          "stays untapped", coe.STAY_UNTAPPED)]
    if character.wounded:
        modifiers.append(Modifier(-2, "state:wounded", "wounded", coe.STRIKE_ROLL))
    elif not character.untapped:
        modifiers.append(Modifier(-1, "state:tapped", "tapped", coe.STRIKE_ROLL))
    return [*modifiers, *extra]


def body_check(character: Character, extra: Sequence[Modifier], dice: Sequence[int],
               index: int, wounded_before: bool) -> Check:
    """A character's body check (CoE 3.I.1) against its printed body: +1 to the roll if it was
    already wounded; what raises its body (items in use, then ``extra``, e.g. cards played on
    the strike) counts as that much off the roll."""
    raised = [Modifier(-body, f"card:{item.card_id}", f"{item.name} in use (raises body)",
                       coe.ITEM_IN_USE) for item, _, body in character.item_sources("")]
    wounded = Modifier(1 if wounded_before else 0, ALREADY_WOUNDED, "already wounded",
                       coe.BODY_CHECK)
    return check(dice, [wounded, *raised, *extra], character.body, AT_MOST, index)


def attack_body_check(attack: Attack, dice: Sequence[int], index: int) -> Check:
    """The attacker's body check after a failed strike (CoE 3.iv.7, 3.I.1): passing keeps the
    strike from defeating it."""
    if attack.body is None:
        raise ValueError(f"{attack.name} has no body")
    return check(dice, [], attack.body, AT_MOST, index)


def strike_result(roll_total: int, prowess: int, strike: int) -> str:
    """Compare the character's roll plus prowess with the strike's prowess (CoE 3.iv.7)."""
    total = roll_total + prowess
    if total > strike:
        return FAILED
    if total < strike:
        return SUCCEEDED
    return INEFFECTUAL


def after_strike(character: Character, result: str, stay_untapped: bool) -> Character:
    """The character after a strike: wounded if it succeeded; otherwise tapped unless it took
    -3 to stay untapped (CoE 3.iv.7)."""
    if result == SUCCEEDED:
        return character.with_state("wounded")
    return character if stay_untapped else character.tap()


def body_check_fails(roll_total: int, body: int, wounded_before: bool = False) -> bool:
    """A body check fails when the roll, +1 if the entity was already wounded before the strike,
    is higher than its body (CoE 3.I.1)."""
    return roll_total + (1 if wounded_before else 0) > body


def strike_defeated(result: str, attack_body: int | None, body_roll: int | None) -> bool:
    """A failed strike is defeated if the attack has no body or fails its body check
    (CoE 3.iv.7)."""
    if result != FAILED:
        return False
    if attack_body is None:
        return True
    if body_roll is None:
        raise ValueError("an attack with body needs a body check roll")
    return body_check_fails(body_roll, attack_body)


def attack_defeated(assigned: int, defeated: int) -> bool:
    """Defeated if at least one strike was assigned and every assigned strike was defeated
    (CoE 3.v)."""
    return assigned > 0 and defeated == assigned


def kill_points(attack: Attack, defeated: bool) -> int:
    """The marshalling points a defeated creature gives its defender (CoE 3.v); automatic-attacks
    give none."""
    return attack.marshalling_points if defeated and not attack.automatic else 0


# -- an eliminated character's items (CoE 3.I.2) -------------------------------------------------

def heirs(eliminated: Character, company: Sequence[Character]) -> list[Character]:
    """The characters that may each take one of an eliminated character's items: the unwounded
    characters of its company (CoE 3.I.2)."""
    return [c for c in company if c.card_id != eliminated.card_id and not c.wounded]


def inheritance_problem(item_id: str, heir_id: str, items: Sequence[str],
                        open_heirs: Sequence[str]) -> str | None:
    """Why ``item_id`` cannot pass to ``heir_id`` (None: it can). ``items`` are the eliminated
    character's items not yet passed on; ``open_heirs`` the unwounded companions that have not
    taken one yet: up to one item each (CoE 3.I.2). The rest are discarded."""
    if item_id not in items:
        return "that item is not one the eliminated character left"
    if heir_id not in open_heirs:
        return "only an unwounded companion that has taken no item yet may take one"
    return None


def inherit_items(eliminated: Character, company: Sequence[Character]) -> list[tuple[str, str]]:
    """One choice CoE 3.I.2 allows, for a scenario that makes it without asking: the items in
    the order borne to the heirs in company order, one each. Pairs (item, heir)."""
    return [(item.card_id, heir.card_id)
            for item, heir in zip(eliminated.items, heirs(eliminated, company), strict=False)]
