"""What a hazard effect lasting until the end of the turn (or waiting, Lure of Power) does, in
words: one table (``IN_FORCE``), read by the board's hazards in play (``hazards_view``) and the
log's line of the fact that put it in force (``narration``). Words only: the rules read the
state."""

from __future__ import annotations

from domain.engine import effects
from domain.engine.effect_words import primitive_words
from domain.engine.long_event_words import races_words, signed
from domain.rulesets.road_goes_ever_on import desolation, nazgul_blades, nazgul_mounts
from domain.text import and_list, type_name

THE_COMPANY, THE_SITE = "the company", "the company's new site"
#: What each hazard effect lasting until the end of the turn (or waiting) does now, as the
#: board and the log tell it: ``{who}`` the character or company it is on, ``{site}`` the
#: site it is on, ``{amount}``, ``{site_type}`` the type the site counts as, ``{races}`` and
#: ``{change}`` the races of the attack it waits for and what it adds (from the card's
#: script). An effect not here is told by its vocabulary's description.
IN_FORCE: dict[str, str] = {
    effects.CHARACTER_PROWESS: "{amount:+d} prowess to {who}",
    effects.COMPANY_PROWESS_TURN: "{amount:+d} prowess to every character of {who}",
    effects.AUTOMATIC_ATTACK_PROWESS: "{amount:+d} prowess to one automatic-attack at {site}",
    effects.SITE_PHASE_LOST: "{who} does nothing in its site phase unless a ranger in it taps",
    effects.SITE_PHASE_NOTHING: "{who} does nothing in its site phase",
    effects.GREED: "each other character at {site} makes a corruption check when an item is "
                   "played there, less the item's corruption points",
    effects.TREAT_SITE: "{site} counts as a {site_type} for the hazards",
    effects.LURE_OF_POWER: "the next character but a Hobbit to succeed in an influence attempt "
                           "makes a corruption check at {amount:+d}; the card is then discarded",
    effects.RACE_ATTACK: "{change} to the next {races} hazard creature attack on {who}",
    effects.STRIKE_FURY: "{amount:+d} prowess to one strike of the next {races} hazard "
                         "creature attack on {who}; the creature, unless a Nazgûl, is then "
                         "removed, its kill points to the defender",
    desolation.LAIR: "the next Dragon creature played on {who} may also be keyed to its new "
                     "site",
    nazgul_blades.WAITING: "{amount:+d} prowess to the next Nazgûl attack on {who}; then it "
                           "goes on a character that attack wounds",
    nazgul_blades.FACING: "{amount:+d} prowess to the Nazgûl attack {who} faces; then it goes "
                          "on a character that attack wounds",
    nazgul_mounts.MOUNTED: "the next Nazgûl creature played on {who} may also be keyed to a "
                           "Shadow-land of its site path",
    nazgul_mounts.CHOOSING: "the attacker chooses every defender of the Nazgûl attack on {who}",
}


def in_force_words(effect: str, card: str, amount: int, who: str = THE_COMPANY,
                   site: str = "", site_type: str = "") -> str:
    """What the effect ``effect`` of the hazard event ``card`` does, with its ``amount``:
    ``who`` the character or company it is on, ``site`` the site (empty: the company's new
    site), ``site_type`` the type that site counts as. An effect ``IN_FORCE`` lacks is told by
    its vocabulary's description."""
    if effect not in IN_FORCE:
        return primitive_words(effect, amount, who if who != THE_COMPANY else None)
    mode = _mode(card, effect)
    strikes = mode.attack_strikes if mode is not None else 0
    return IN_FORCE[effect].format(
        who=who, site=site or THE_SITE, amount=amount, site_type=type_name(site_type),
        races=races_words(mode.attack_races) if mode is not None else "",
        change=and_list([signed(strikes, "strike")] * bool(strikes)
                        + [signed(amount, "prowess")]))


def _mode(card: str, effect: str) -> effects.HazardMode | None:
    """The mode of the hazard event ``card``'s latest script that has ``effect`` (None:
    none)."""
    for cards in reversed((effects.HAZARD_REGISTRY, *effects.HAZARD_LATER)):
        if card in cards:
            found = [m for m in cards[card][1] if any(
                e.primitive == effect for e in m.mode.effects)]
            if found:
                return found[0]
    return None
