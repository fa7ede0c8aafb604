"""Why a Hobbit scenario does not play an ally or an item's own text, as the coverage says it
(``redbook cards --coverage``), read from how the family plays the cards; nothing here changes
a game.

- No scenario brings an ally into play: There and Back Again offers one of the hand as a card
  played by declaring an effect (a player ruling); Burglar Wants a Good Job declares
  short-events only, and the Guise of the Necromancer its resource short-events only, so there
  an ally stays in the hand.
- In There and Back Again and Burglar Wants a Good Job (the Guise plays rings of its own), a
  special item comes into play at no site: no site card lists special items among those
  playable there (CoE 2.V.4), and the family tests no gold ring, by which a ring would come
  into play. In There and Back Again a special item found only at a site of its own that is
  not on the map (TBA-LAYOUT-2) never comes into play at all.
- Any other item the family leaves to its catalog facts (its class, bonuses and points): what
  its card does beyond them is The Road Goes Ever On's own script.
- In There and Back Again a card played only on a Wizard of the company (a Wizard's spell)
  is never played: the Wizard is no character there, only a short-event (TBA-RES-3).
"""

from __future__ import annotations

from domain.cards import Card, fold
from domain.engine import effects

#: Folded special item name -> the site its card names as the one place it is found.
OWN_SITES = {
    fold("Book of Mazarbul"): "Moria",
    fold("Earth of Galadriel's Orchard"): "Lórien",
    fold("Red Book of Westmarch"): "Bag End",
    fold("Palantír of Elostirion"): "The White Towers",
    fold("Palantír of Minas Tirith"): "Minas Tirith",
    fold("Palantír of Orthanc"): "Isengard",
}

TBA = "there-and-back-again"
ALLY = {
    TBA: "an ally: the scenario brings none into play; one of the hand is only played by "
         "declaring an effect (a player ruling)",
    "burglar": "an ally: the scenario brings none into play (only short-events are declared); "
               "it stays in the hand",
    "necromancer": "an ally: the scenario brings none into play (only resource short-events "
                   "are played or declared); it stays in the hand",
}
#: The scenarios whose items these notes read (the Guise plays rings of its own, GON-HDECK-9).
ITEMS = (TBA, "burglar")
SPECIAL = ("a special item: no site of the scenario lists special items as playable there "
           "(CoE-2.V.4) and no gold ring is tested, so it never comes into play")
OTHER = ("its own text (The Road Goes Ever On's script); the scenario gives its catalog facts "
         "only")


def off_the_map(ruleset_id: str, card: Card, sites: tuple[str, ...]) -> str:
    """The clause by which There and Back Again never puts a special item found only at a
    site of its own in play, that site not being on the map ("": none such)."""
    own = OWN_SITES.get(fold(card.name))
    if ruleset_id != TBA or own is None or own in sites:
        return ""
    return f"TBA-LAYOUT-2: found only at {own}, which is not on the map"


def note(ruleset_id: str, card: Card) -> str:
    """Why the scenario does not play ``card``'s text (an ally or an item)."""
    if not card.is_item:
        return ALLY.get(ruleset_id, "")
    if ruleset_id not in ITEMS:
        return ""
    return SPECIAL if card.item_class == "special" else OTHER


WIZARD_ONLY = ("TBA-RES-3: played only on a Wizard of the company, and the Wizard is never a "
               "character here (only the Wizard's own short-event)")


def wizard_only(ruleset_id: str, entry: effects.ScriptedCard) -> str:
    """The clause by which There and Back Again never plays a scripted card every mode of
    which is played on a Wizard ("": it may be played)."""
    if ruleset_id != TBA or not entry.modes \
            or any(m.race != "Wizard" for m in entry.modes):
        return ""
    return WIZARD_ONLY
