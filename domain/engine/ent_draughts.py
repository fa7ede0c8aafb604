"""Ent-draughts (TW-227), a special item played by its card's own condition rather than by a
site's list of playable items (CoE 2.V.4), as every ruleset playing it reads the card:

- it is played from the hand only at Wellinghall, in the site phase, in addition to an ally or
  a faction played there this turn: so no character taps for it, and the site's being tapped
  (by that ally or faction) does not stop it;
- on a character of the company who bears no Ent-draughts yet (it cannot be duplicated on a
  given character); it gives him +1 prowess (the catalog's item facts);
- it may not be stolen, transferred nor stored: a creature taking an item passes it by, its
  bearer gives it to no one, and it leaves play with him (his companions do not take it).

The Road Goes Ever On plays it (``road_goes_ever_on.ent_draughts``), the Hobbit scenarios too
(``hobbit.ent_draughts``); each says from which version and where it stands.
"""

from __future__ import annotations

from domain.cards import Card, fold
from domain.engine import coe
from domain.engine.characters import Character, Item

NAME = fold("Ent-draughts")
WELLINGHALL = fold("Wellinghall")
RULE = coe.PLAY_ITEM
#: Why it is refused where a rule would store or pass it on.
NOT_STORED = "Ent-draughts may not be stored."
NOT_TRANSFERRED = "Ent-draughts may not be transferred."


def is_it(card: Card) -> bool:
    return fold(card.name) == NAME


def kept(item: Item) -> bool:
    """Whether ``item`` is an Ent-draughts, which is never stolen, transferred nor stored."""
    return fold(item.name) == NAME


def at_wellinghall(site: Card | None) -> bool:
    return site is not None and fold(site.name) == WELLINGHALL


def problem(in_hand: bool, site: Card | None, recruited: bool,
            who: Character | None) -> str | None:
    """Why Ent-draughts may not be played on ``who`` now, or None. ``in_hand``: a copy is in
    the hand; ``site``: the company's site in its site phase, once it may play resources
    there (None: not now); ``recruited``: an ally or a faction was played there this turn."""
    if who is None:
        return "Ent-draughts is played on a character of the company."
    if not in_hand:
        return "Ent-draughts is not in your hand."
    if not at_wellinghall(site):
        return "Ent-draughts is played only at Wellinghall, in the site phase."
    if not recruited:
        return ("Ent-draughts is played only in addition to an ally or faction taken at "
                "Wellinghall this turn.")
    if any(kept(i) for i in who.items):
        return f"{who.name} already bears Ent-draughts: it cannot be duplicated on him."
    return None

