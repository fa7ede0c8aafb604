"""The marshalling points with the half rule and the degree of victory (GON-WIN-2..7), and the
White Council gathered so far (GON-WIN-1)."""

from __future__ import annotations

from domain.canonical import JSON
from domain.cards import Catalog
from domain.engine import bearer_values as engine_values
from domain.rulesets.guise_of_the_necromancer import anduril, decks
from domain.rulesets.guise_of_the_necromancer.state import State

#: GON-WIN-3..7: (lowest total, clause, what the victory means).
DEGREES: tuple[tuple[int, str, str], ...] = (
    (50, "GON-WIN-7", "Dol Guldur is in ruin and Mirkwood's eaves will be green in the Spring"),
    (40, "GON-WIN-6", "the Shadow is gone and Mirkwood will grow wholesome again"),
    (30, "GON-WIN-5", "Sauron's servants are scattered"),
    (20, "GON-WIN-4", "the Shadow is still on the land"),
    (0, "GON-WIN-3", "the Necromancer slips away with his resources intact"),
)


#: What the score view's less plain fields mean, each with its clause: the view's ``about``,
#: which the web table shows under each field.
SCORE_WORDS: dict[str, JSON] = {
    "uncapped": "the marshalling points of every type added up, before the half rule "
                "(GON-WIN-2: on victory no more than half the total may come from one type)",
    "total": "the marshalling points that count: the largest type counts no more than all "
             "the others together (GON-WIN-2); the degree of victory is read from it "
             "(GON-WIN-3..7)",
    "clock": "the cards left in the hazard deck: you lose when the last one is drawn "
             "(GON-GEN-2, GON-WIN-8)",
    "degree_if_won_now": "the degree of victory the total would give if the game were won "
                         "now: the game is not won yet (GON-WIN-1), so there is no degree of "
                         "victory until it is (GON-WIN-3..7)",
}


def counted(by_type: dict[str, int]) -> int:
    """GON-WIN-2: no more than half the total may come from one type, so the largest type
    counts at most as much as all the others together."""
    if not by_type:
        return 0
    largest = max(by_type.values())
    others = sum(by_type.values()) - largest
    return others + min(largest, others)


def degree(total: int) -> tuple[str, str]:
    """The degree of a victory: the lowest band also takes a total below 0 (a character's
    elimination costs points)."""
    return next(((clause, text) for low, clause, text in DEGREES if total >= low),
                DEGREES[-1][1:])


def points_by_type(state: State, catalog: Catalog, *,
                   bearer_values: bool = False) -> dict[str, int]:
    """The points of each type (GON-WIN-2); with ``bearer_values`` an item borne by a
    character of the race its card names worth what it says (``engine.bearer_values``,
    ``printed_rules.BEARER_VALUES_FROM``; else its printed points)."""
    by_type: dict[str, int] = {}
    for company in state.companies:
        for who in company.characters:
            card = catalog.get(who.card_id)
            if card.marshalling_points:
                by_type["character"] = by_type.get("character", 0) + card.marshalling_points
            for item in who.items:
                points = engine_values.marshalling_points(
                    catalog.get(item.card_id), card, lambda _value: bearer_values)
                if points:
                    by_type["item"] = by_type.get("item", 0) + points
    for ally, _ in state.allies:  # CoE 2.V.2: an ally in play is worth its points
        points = catalog.get(ally).marshalling_points or 0
        if points:
            by_type["ally"] = by_type.get("ally", 0) + points
    for aligned, _ in state.aligned:  # an Align Palantír in play (``palantiri``)
        alignment = catalog.get(aligned)
        if alignment.marshalling_points:
            mp_type = alignment.mp_type or "miscellaneous"
            by_type[mp_type] = by_type.get(mp_type, 0) + alignment.marshalling_points
    for _, kind, points in state.marshalling:
        by_type[kind] = by_type.get(kind, 0) + points
    if found := anduril.points(state):  # placed with Narsil: its bearer's (items)
        by_type[anduril.POINTS_TYPE] = by_type.get(anduril.POINTS_TYPE, 0) + found
    return dict(sorted(by_type.items()))


def marshalling(state: State, catalog: Catalog, *,
                bearer_values: bool = False) -> dict[str, JSON]:
    by_type = points_by_type(state, catalog, bearer_values=bearer_values)
    total = counted(by_type)
    clause, text = degree(total)
    return {"by_type": dict(by_type), "uncapped": sum(by_type.values()), "total": total,
            "degree": text, "degree_clause": clause}


def white_council(state: State, catalog: Catalog) -> dict[str, JSON]:
    """Who of the White Council is in play, and the company holding all of it (or None)."""
    def names(test: object) -> list[str]:
        return [who.name for company in state.companies for who in company.characters
                if test(who.card_id)]  # type: ignore[operator]

    allied = names(lambda c: decks.is_wizard(catalog.get(c)) and c not in (state.wizard,
                                                                             state.saruman))
    lords = names(lambda c: decks.is_elf_lord(catalog.get(c)))
    together = None
    for company in state.companies:
        ids = company.ids()
        if state.wizard in ids and state.saruman in ids and any(
                decks.is_elf_lord(catalog.get(c)) for c in ids) and any(
                decks.is_wizard(catalog.get(c)) and c not in (state.wizard, state.saruman)
                for c in ids):
            together = company.id
    return {"wizard": state.in_play(state.wizard), "saruman": state.in_play(state.saruman),
            "allied_wizards": list(allied), "elf_lords": list(lords), "together": together}
