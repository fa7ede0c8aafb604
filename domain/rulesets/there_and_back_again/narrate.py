"""One readable line per There and Back Again fact: the family's lines
(``domain.rulesets.hobbit.narrate``) and the scenario's own."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.cards import Catalog
from domain.ruleset import Fact
from domain.rulesets.hobbit import narrate as family
from domain.rulesets.hobbit.narrate import Lines, Namer
from domain.text import count, type_name


def line(catalog: Catalog, fact: Fact) -> str:
    return family.line(catalog, fact, _own)


def _own(n: Namer, d: Mapping[str, Any]) -> Lines:
    return {
        "MapLaidOut": lambda: "The regions are laid out in a row: " + ", ".join(d["regions"])
        + "; each with its site beneath.",
        "CompanyFormed": lambda: "The company sets out: " + ", ".join(
            n(c) for c in d["characters"]) + f" ({d['general_influence']} general influence).",
        "CharactersRefreshed": lambda: "At a site: tapped characters untap and wounded ones "
        f"heal to tapped ({len(d['changes'])} changed){family.untapped_items(n, d)}.",
        "UntapSkipped": lambda: f"In {d['location']}, a region: no untap phase.",
        "PhaseBegan": lambda: f"The {d['phase']} phase begins"
        + (f" ({count(d['draws'], 'hazard draw')})" if d.get("draws") else "") + ".",
        "DwarvesMustLeave": lambda: f"{d['count']} Dwarves must leave the company.",
        "HazardDrawn": lambda: f"Hazard draw {d['number']}: {n(d['card'])}.",
        "HazardPlacedInRow": lambda: f"{n(d['card'])} is placed face up in the row.",
        "ThreatInEffect": lambda: f"{d['name']} is now in effect for the rest of the game.",
        "DesolationsDiscarded": lambda: f"{count(len(d['cards']), 'Dragon’s Desolation')} "
        + ("is" if len(d["cards"]) == 1 else "are") + " discarded: the automatic-attack gets "
        f"+{d['prowess']} prowess and +{count(d['strikes'], 'strike')}.",
        "ItemPlayed": lambda: f"{n(d['item'])} is played on {n(d['bearer'])}"
        + (" (the greater item of the quest)" if d["quest"] else "")
        + (f" by {n(d['searched'])}'s search, the site not tapping" if d.get("searched") else "")
        + (f", from the play deck by {n(d['by'])}" if d.get("by") else "")
        + ".",
        "QuestItemGiven": lambda: f"{n(d['hobbit'])} now bears {n(d['item'])}.",
        "PermanentEventPlayed": lambda: f"{n(d['card'])} is played"
        + (" on " + ", ".join(n(m) for m in d["members"]) if d.get("members") else "")
        + ": it stays in play.",
        "FellowshipDiscarded": lambda: f"{n(d['card'])} is discarded: {d['reason']}.",
        "LongEventPlayed": lambda: f"{n(d['card'])} is played as a long-event, in play until "
        "the next long-event phase.",
        "LongEventEnded": lambda: f"{n(d['card'])} leaves play: the long-event phase begins.",
        "RegionTreated": lambda: f"{n(d['card'])}: {d['region']}, a {type_name(d['printed'])}, "
        f"is treated as a {type_name(d['treated'])} for keying hazards.",
        "RescuePrisonersPlayed": lambda: f"{n(d['card'])} is played at {n(d['site'])}: the "
        "company faces the Spiders guarding the prisoners.",
        "PrisonersRescued": lambda: f"{n(d['character'])} taps and holds {n(d['card'])}: he "
        "does not untap until he stores it.",
        "RescuePrisonersDiscarded": lambda: f"{n(d['card'])} is discarded: {d['reason']}.",
        "CardStored": lambda: f"{n(d['character'])} stores {n(d['card'])} at {n(d['site'])} "
        "(its marshalling points do not count) and may untap again.",
        "CharacterKept": lambda: f"{n(d['character'])} stays at the Haven: {n(d['by'])} keeps "
        f"him from {d['instead']}.",
    }
