"""One readable line per There and Back Again fact: the family's lines
(``domain.rulesets.hobbit.narrate``) and the scenario's own."""

from __future__ import annotations

from domain.cards import Catalog
from domain.ruleset import Fact
from domain.rulesets.hobbit import narrate as family
from domain.rulesets.hobbit.narrate import Lines
from domain.text import count, type_name


def line(catalog: Catalog, fact: Fact) -> str:
    return family.line(catalog, fact, _LINES)


#: The scenario's own lines, with the family's (``domain.rulesets.hobbit.narrate``).
_OWN: Lines = {
    "MapLaidOut": lambda t: "The regions are laid out in a row: " + ", ".join(t.d["regions"])
    + "; each with its site beneath.",
    "CompanyFormed": lambda t: "The company sets out: " + ", ".join(
        t.n(c) for c in t.d["characters"]) + f" ({t.d['general_influence']} general influence).",
    "CharactersRefreshed": lambda t: "At a site: tapped characters untap and wounded ones "
    f"heal to tapped ({len(t.d['changes'])} changed){family.untapped_items(t.n, t.d)}.",
    "UntapSkipped": lambda t: f"In {t.d['location']}, a region: no untap phase.",
    "PhaseBegan": lambda t: f"The {t.d['phase']} phase begins"
    + (f" ({count(t.d['draws'], 'hazard draw')})" if t.d.get("draws") else "") + ".",
    "DwarvesMustLeave": lambda t: f"{t.d['count']} Dwarves must leave the company.",
    "HazardDrawn": lambda t: f"Hazard draw {t.d['number']}: {t.n(t.d['card'])}.",
    "HazardPlacedInRow": lambda t: f"{t.n(t.d['card'])} is placed face up in the row.",
    "ThreatInEffect": lambda t: f"{t.d['name']} is now in effect for the rest of the game.",
    "DesolationsDiscarded": lambda t: f"{count(len(t.d['cards']), 'Dragon’s Desolation')} "
    + ("is" if len(t.d["cards"]) == 1 else "are") + " discarded: the automatic-attack gets "
    f"+{t.d['prowess']} prowess and +{count(t.d['strikes'], 'strike')}.",
    "ItemPlayed": lambda t: f"{t.n(t.d['item'])} is played on {t.n(t.d['bearer'])}"
    + (" (the greater item of the quest)" if t.d["quest"] else "")
    + (f" by {t.n(t.d['searched'])}'s search, the site not tapping" if t.d.get("searched") else "")
    + (f", from the play deck by {t.n(t.d['by'])}" if t.d.get("by") else "")
    + ".",
    "QuestItemGiven": lambda t: f"{t.n(t.d['hobbit'])} now bears {t.n(t.d['item'])}.",
    "PermanentEventPlayed": lambda t: f"{t.n(t.d['card'])} is played"
    + (" on " + ", ".join(t.n(m) for m in t.d["members"]) if t.d.get("members") else "")
    + ": it stays in play.",
    "FellowshipDiscarded": lambda t: f"{t.n(t.d['card'])} is discarded: {t.d['reason']}.",
    "LongEventPlayed": lambda t: f"{t.n(t.d['card'])} is played as a long-event, in play until "
    "the next long-event phase.",
    "LongEventEnded": lambda t: f"{t.n(t.d['card'])} leaves play: the long-event phase begins.",
    "RegionTreated": lambda t: f"{t.n(t.d['card'])}: {t.d['region']}, a "
    f"{type_name(t.d['printed'])}, is treated as a {type_name(t.d['treated'])} for keying hazards.",
    "RescuePrisonersPlayed": lambda t: f"{t.n(t.d['card'])} is played at {t.n(t.d['site'])}: the "
    "company faces the Spiders guarding the prisoners.",
    "PrisonersRescued": lambda t: f"{t.n(t.d['character'])} taps and holds {t.n(t.d['card'])}: he "
    "does not untap until he stores it.",
    "RescuePrisonersDiscarded": lambda t: f"{t.n(t.d['card'])} is discarded: {t.d['reason']}.",
    "CardStored": lambda t: f"{t.n(t.d['character'])} stores {t.n(t.d['card'])} at "
    f"{t.n(t.d['site'])} (its marshalling points do not count) and may untap again.",
    "CharacterKept": lambda t: f"{t.n(t.d['character'])} stays at the Haven: {t.n(t.d['by'])} "
    f"keeps him from {t.d['instead']}.",
}
_LINES: Lines = {**family.LINES, **_OWN}
