"""Swordmaster (TW-498) as a ruleset reads it from the sage it is played on: the warrior skill
it gives him, and, when he is a warrior by his own card, his second weapon.

A warrior with the card uses two weapons, both counting, and then no shield: against a strike
his second weapon (the best of the others, by its prowess and body modifiers as CoE 6.1.3
ranks the items in use, within its own maximum) adds its modifiers, the shield in use, if
any, dropping its own, whichever of the two counts more (a tie keeps the shield), as named
modifiers of his strike and body check.
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.cards import Card, fold
from domain.engine.characters import SHIELD, WEAPON, Character, Item, items_in_use
from domain.engine.checks import Modifier

CARD = "TW-498"
NAME = "Swordmaster"
FOLDED = fold(NAME)
SKILL = "warrior"


def _worth(item: Item) -> int:
    return item.prowess_mod + item.body_mod


def _adds(item: Item, stat: str, now: int, character: Character, against: str) -> int:
    """What ``item`` would add to ``character``'s ``stat`` (at ``now``): its facts' bonus
    within its maximum, else its printed modifier."""
    printed = item.prowess_mod if stat == "prowess" else item.body_mod
    if not item.has_facts_for(stat):
        return printed
    bonus = item.bonus(stat, character.race, character.skills, against)
    if bonus is None:
        return 0
    raised = now + bonus.amount if bonus.maximum is None \
        else max(now, min(now + bonus.amount, bonus.maximum))
    return raised - now


def second_weapon(character: Character, against: str,
                  rule: str) -> tuple[list[Modifier], list[Modifier]]:
    """(strike, body) modifiers, citing ``rule``, of the second weapon of ``character``, a
    warrior by his own card with Swordmaster, the shield in use given up, when the weapon
    counts more than the shield; else none."""
    in_use = items_in_use(character.items)
    first = next((i for i in in_use if i.kind == WEAPON), None)
    others = [i for i in character.items if i.kind == WEAPON and i is not first]
    if first is None or not others:
        return [], []
    second = max(others, key=_worth)  # the first borne on a tie
    # What each adds as he bears them now (the shield's own, from the items in use).
    gains = (_adds(second, "prowess", character.prowess_against(against), character, against),
             _adds(second, "body", character.effective_body, character, against))
    shield = next(((i, p, b) for i, p, b in character.item_sources(against)
                   if i.kind == SHIELD), None)
    if sum(gains) <= (0 if shield is None else shield[1] + shield[2]):
        return [], []
    why = f"{second.name}, a second weapon ({NAME})"
    strike = [Modifier(gains[0], f"card:{second.card_id}", why, rule)]
    body = [Modifier(gains[1], f"card:{second.card_id}", why, rule)]
    if shield is not None:
        dropped = f"{shield[0].name} unused beside two weapons ({NAME})"
        strike.append(Modifier(-shield[1], f"card:{shield[0].card_id}", dropped, rule))
        body.append(Modifier(-shield[2], f"card:{shield[0].card_id}", dropped, rule))
    return [m for m in strike if m.amount], [m for m in body if m.amount]


def sage_problem(who: Character | None, sage: str, has_card: bool) -> str | None:
    """Why Swordmaster may not be played on ``sage`` (``who``: him in the company, None if he
    is not in it; ``has_card``: he has one already), where the site lets it be (None: it
    may)."""
    if who is None:
        return f"{sage or 'no one'} is no character of the company"
    if "sage" not in who.all_skills:
        return f"{who.name} is no sage"
    if not who.untapped:
        return f"{who.name} is {who.state}"
    if has_card:
        return f"it cannot be duplicated on {who.name}, who has one already"
    return None


def weapons(who: Character, own: Card, skill_cards: Sequence[tuple[str, str]], against: str,
            rule: str) -> tuple[list[Modifier], list[Modifier]]:
    """(strike, body) modifiers of ``who``'s second weapon (``second_weapon``) where he has
    Swordmaster (``skill_cards``: (card, character) each) and is a warrior by his own card
    (``own``); else none."""
    if (CARD, who.card_id) not in skill_cards or SKILL not in own.skills:
        return [], []
    return second_weapon(who, against, rule)
