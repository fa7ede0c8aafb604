"""The printed bonuses of a character (the catalog's ``character_bonuses``) as the modifiers of
a check: its direct influence against a faction in an influence attempt (CoE 2.V.3), its
prowess against a strike of an attack by a race (CoE 3.iv.6), and the halving of that
attacker's body in its body check.

Each bonus is its own modifier with the character's card as its source, so a check shows where
every point came from. A faction matches a bonus naming it by its folded name (the data names
one faction in the singular where the card's name is plural: "Southron"), a race by the
faction's race ("Dwarf"); an attacker matches by any of the races it prints ("Orcs", or
"Nazgûl", which stands for the Ringwraiths as well).
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.cards import Card, fold
from domain.cards.records import CharacterBonus
from domain.engine import coe
from domain.engine.checks import Modifier
from domain.engine.influence_attempts import INFLUENCE_ATTEMPT

#: The characters whose presence lets the player keep one more card in hand: card id -> the
#: site where he must be ("" where he need not be anywhere in particular).
HAND_SITES = {"TW-137": "Grey Havens", "TW-145": "Rivendell", "TW-153": "Lórien",
              "TW-175": ""}
#: The race an attacker printed as one of these counts as, for a bonus against Nazgûl.
_WRAITHS = (fold("Nazgûl"), fold("Ringwraith"))


def _singular(name: str) -> str:
    folded = fold(name)
    return folded[:-1] if folded.endswith("s") else folded


def _names_faction(bonus: CharacterBonus, faction: Card) -> bool:
    if bonus.target == "faction":
        return _singular(bonus.against) == _singular(faction.name)
    if bonus.target in ("race", "race-factions"):
        return fold(faction.race or "") == fold(bonus.against)
    return bonus.target == "factions"


def _attacker_races(race: str | None) -> tuple[str, ...]:
    races = tuple(_singular(r) for r in (race or "").split(",") if r.strip())
    return races + (_singular("Nazgûl"),) if any(r in _WRAITHS for r in races) else races


def _against_attacker(bonus: CharacterBonus, race: str | None) -> bool:
    return bonus.target == "attacker" and _singular(bonus.against) in _attacker_races(race)


def influence_modifiers(character: Card, faction: Card) -> list[Modifier]:
    """The bonuses of ``character`` to its direct influence against ``faction``."""
    return [Modifier(b.amount, f"card:{character.id}", _why(character, b), INFLUENCE_ATTEMPT)
            for b in character.character_bonuses
            if b.stat == "direct_influence" and _names_faction(b, faction)]


def strike_modifiers(character: Card, attacker_race: str | None) -> list[Modifier]:
    """The bonuses of ``character`` to its prowess against a strike of an attack by
    ``attacker_race`` (the attack's printed race)."""
    return [Modifier(b.amount, f"card:{character.id}", _why(character, b),
                     coe.STRIKE_ROLL)
            for b in character.character_bonuses
            if b.stat == "prowess" and _against_attacker(b, attacker_race)]


def halves_attacker_body(character: Card, attacker_race: str | None) -> bool:
    """Whether ``character`` halves the body of an attacker of ``attacker_race`` (rounded up)
    in the body check his defeated strike makes it roll."""
    return any(b.halves_body and _against_attacker(b, attacker_race)
               for b in character.character_bonuses)


def follower_bonus(controller: Card, followers: Sequence[Card]) -> int:
    """The direct influence beyond his own that ``controller``'s bonuses against characters of
    a race (or against one character) give him to control ``followers`` (CoE 2.II.2.2.2): each
    bonus counts up to the mind of the followers it names, so it never covers another's."""
    extra = 0
    for bonus in controller.character_bonuses:
        if bonus.stat != "direct_influence" or bonus.amount <= 0:
            continue
        if bonus.target == "race":
            named = [f for f in followers if fold(f.race or "") == fold(bonus.against)]
        elif bonus.target == "character":
            named = [f for f in followers if fold(f.name) == fold(bonus.against)]
        else:
            continue
        extra += min(bonus.amount, sum(f.mind or 0 for f in named))
    return extra


def keeps_one_more(character: Card, site: Card) -> bool:
    """Whether ``character`` at ``site`` lets the player keep one more card in hand."""
    where = HAND_SITES.get(character.id)
    return where is not None and (where == "" or fold(site.name) == fold(where))


def halved(body: int) -> int:
    """A body halved, rounded up."""
    return (body + 1) // 2


def _why(character: Card, bonus: CharacterBonus) -> str:
    against = {"factions": "factions", "race": f"{bonus.against}s",
               "race-factions": f"{bonus.against} factions"}.get(bonus.target, bonus.against)
    stat = "prowess" if bonus.stat == "prowess" else "direct influence"
    return f"{character.name}'s {bonus.amount:+d} {stat} against {against}"
