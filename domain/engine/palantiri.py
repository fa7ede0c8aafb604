"""The palantíri's own powers as their cards print them, for every ruleset that plays them
(The Road Goes Ever On's ``palantiri``, the Hobbit family's ``hobbit.palantiri``): which cards a
stone's power may take now, the arguments a use asks for, and the refusal of a use with
nothing to do. What the power then does to a ruleset's decks, and who may use a stone at all,
is the ruleset's.

- Annúminas: a "sage only" card (``card``) of the play deck or the discard pile is taken into
  the hand, and the play deck is reshuffled;
- Orthanc: with five cards or more in the play deck, a card of the discard pile (``card``) is
  shuffled into it;
- Minas Tirith: the top five cards of the play deck are seen and shuffled back on top (its
  other half, the opponent's deck, needs the two-player game);
- Elostirion, borne by a sage: a corruption card (``card``) is removed from an Elf or a Wizard
  of his company;
- Osgiliath: a hazard permanent-event (``card``) on a character of the company, or an
  environment in play, is discarded; or (``as``) another palantír in play is used as if it were
  that stone, with its own argument;
- Amon Sûl: (``as``) the Palantír of Annúminas or of Elostirion, in play, is used as if it were
  that stone (its other use, seeing the opponent's hand, needs the two-player game).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from domain.canonical import JSON
from domain.cards import Card, fold
from domain.errors import IllegalAction

#: Each stone's name, by its folded name (the ``as`` argument names a stone so).
NAMES = {fold(n): n for n in ("Palantír of Annúminas", "Palantír of Orthanc",
                              "Palantír of Minas Tirith", "Palantír of Elostirion",
                              "Palantír of Osgiliath", "Palantír of Amon Sûl")}
ANNUMINAS, ORTHANC, MINAS_TIRITH, ELOSTIRION, OSGILIATH, AMON_SUL = NAMES
#: Every stone, in the order Osgiliath names the ones it may be used as.
STONES = (ANNUMINAS, ORTHANC, MINAS_TIRITH, ELOSTIRION, AMON_SUL)
#: The keyword a palantír item carries.
KEYWORD = "Palantír"
#: The cards of The Wizards their text makes "sage only" (a fact the catalog does not keep).
SAGE_ONLY = frozenset(fold(n) for n in (
    "Align Palantír", "Andúril, the Flame of the West", "Dreams of Lore", "Far-sight",
    "Reforging", "Ringlore", "Secret Entrance", "Test of Form", "Test of Lore",
    "The White Tree", "Use Palantír", "Swordmaster"))
#: The stones another may be used as: Amon Sûl as these two, Osgiliath as any.
AS_AMON_SUL = (ANNUMINAS, ELOSTIRION)
DEPTH = 5  # Orthanc's least play deck; Minas Tirith's cards seen
#: The powers that look at or search a play deck or a discard pile (Bane of the Ithil-stone
#: cancels them).
LOOKS = (ANNUMINAS, ORTHANC, MINAS_TIRITH)
#: Stones discarded when their company moves with fewer characters than this.
COMPANY_AT_LEAST = {AMON_SUL: 2, OSGILIATH: 4}
#: The marshalling points of the stones worth more stored at a Haven than borne.
STORED_AT_HAVEN = {AMON_SUL: 5, OSGILIATH: 5}
#: The races whose corruption card Elostirion removes.
ELOSTIRION_RACES = ("Elf", "Wizard")
#: What Minas Tirith's ``card`` argument reads (it takes no card: the top of the deck).
TOP = "top"
CardOf = Callable[[str], Card]


def is_palantir(card: Card) -> bool:
    """A palantír item, known by its keyword."""
    return card.is_item and KEYWORD in card.keywords


@dataclass(frozen=True, slots=True)
class Table:
    """What a stone's power may act on, as a ruleset's state shows it."""

    draw: tuple[str, ...]  # the play deck, its top first
    discard: tuple[str, ...]  # the discard pile
    #: (hazard permanent-event, character) of each on a character of the bearer's company
    on_company: tuple[tuple[str, str], ...]
    elves_and_wizards: tuple[str, ...]  # the company's characters of ``ELOSTIRION_RACES``
    environments: tuple[str, ...]  # the environments in play Osgiliath may discard
    in_play: tuple[str, ...]  # the folded names of the palantíri borne in play
    #: Why the powers of ``LOOKS`` are canceled now ("": they are not; Bane of the Ithil-stone)
    looks_canceled: str = ""
    #: Why Amon Sûl's look at the opponent's hand is not played here
    hand_look: str = "seeing the opponent's hand needs two players"
    #: (power, what it needs) where a ruleset says it otherwise than ``wanted`` (a hazard named
    #: as it stands there, the hazards it holds)
    wants: tuple[tuple[str, str], ...] = ()
    #: How a hazard the ``card`` argument takes is named, where not by its card id alone
    named: str = ""


def choices(table: Table, card: CardOf, power: str, sage: bool) -> list[str]:
    """The cards the power of the stone ``power`` may be used on now (none while its look is
    canceled); ``sage``: whether the bearer is a sage."""
    if power in LOOKS and table.looks_canceled:
        return []
    if power == ANNUMINAS:
        return list(dict.fromkeys(c for c in (*table.draw, *table.discard)
                                  if fold(card(c).name) in SAGE_ONLY))
    if power == ORTHANC:
        return list(dict.fromkeys(table.discard)) if len(table.draw) >= DEPTH else []
    if power == MINAS_TIRITH:
        return [TOP] if table.draw else []
    if power == ELOSTIRION:
        if not sage:
            return []
        return [h for h, who in table.on_company
                if who in table.elves_and_wizards and card(h).corruption_card]
    if power == OSGILIATH:
        return [*(h for h, _ in table.on_company), *table.environments]
    return []


def borrowed(table: Table, name: str) -> list[str]:
    """The stones in play whose power the stone of folded name ``name`` may be used as."""
    if name == AMON_SUL:
        return [n for n in AS_AMON_SUL if n in table.in_play]
    if name == OSGILIATH:
        return [n for n in STONES if n in table.in_play]
    return []


def usable(table: Table, card: CardOf, stone: str, sage: bool) -> bool:
    """Whether the stone has anything to do now, by its own power or one it borrows."""
    own = fold(card(stone).name)
    return bool(choices(table, card, own, sage)) or any(
        choices(table, card, p, sage) for p in borrowed(table, own) if p != AMON_SUL)


def params(card: CardOf, stone: str, table: Table | None = None) -> dict[str, str]:
    """The arguments the use of ``stone`` asks for, by name (``table``: how its hazards are
    named)."""
    name = fold(card(stone).name)
    named = f"; {table.named}" if table is not None and table.named else ""
    wanted = {"card": "the card the stone's power takes (a card id; \"top\" for Minas Tirith"
                      f"{named})"}
    if name in (AMON_SUL, OSGILIATH):
        wanted["as"] = ("the name of the palantír in play whose power is used (Osgiliath: "
                        "empty for its own)")
    return wanted


def candidates(table: Table, card: CardOf, stone: str, sage: bool
               ) -> dict[str, tuple[str, ...]]:
    """The values the arguments of a use of ``stone`` (``params``) may take now: as ``card``,
    each card its own power or a power it borrows takes (a stone used as another takes that
    one's); as ``as``, the name of each stone in play whose power has something to do
    (Osgiliath's own power: ``as`` left out)."""
    own = fold(card(stone).name)
    powers = [own, *(p for p in borrowed(table, own) if p != AMON_SUL)]
    taken = {p: choices(table, card, p, sage) for p in powers}
    out = {"card": tuple(dict.fromkeys(c for p in powers for c in taken[p]))}
    if own in (AMON_SUL, OSGILIATH):
        out["as"] = tuple(NAMES[p] for p in powers[1:] if taken[p])
    return out


def resolved(table: Table, card: CardOf, stone: str, sage: bool, args: Mapping[str, JSON],
             rule: str) -> tuple[str, str]:
    """(power, chosen card) of the use asked for; else raises the refusal naming the stone
    (``rule``: the clause it cites)."""
    name = card(stone).name
    borrowed_as = args.get("as")
    power = fold(name)
    if isinstance(borrowed_as, str) and borrowed_as.strip():
        power = fold(borrowed_as)
        if power not in borrowed(table, fold(name)):
            raise IllegalAction(f"{name} may not be used as {borrowed_as}: not a palantír in "
                                "play whose power it may use.", clause=rule)
    elif power == AMON_SUL:
        raise IllegalAction(f"{name} is used as the Palantír of Annúminas or of Elostirion in "
                            f"play (the \"as\" argument); {table.hand_look}.", clause=rule)
    if power in LOOKS and table.looks_canceled:
        raise IllegalAction(f"{name}: {table.looks_canceled}.", clause=rule)
    chosen = args.get("card")
    if power == MINAS_TIRITH:
        chosen = TOP
    if not isinstance(chosen, str) or chosen not in choices(table, card, power, sage):
        raise IllegalAction(f"{name}: {wanted(power, table)} (the \"card\" argument); "
                            f"{chosen!r} is none.", clause=rule)
    return power, chosen


def refusal(table: Table, card: CardOf, stone: str, sage: bool, args: Mapping[str, JSON],
            rule: str) -> IllegalAction | None:
    """The refusal of this use's arguments, or None."""
    try:
        resolved(table, card, stone, sage, args, rule)
    except IllegalAction as refused:
        return refused
    return None


def idle(card: CardOf, stone: str, table: Table | None = None) -> str:
    """What the stone's own power needs, said when it has nothing to do (with ``table``: that
    its look is canceled, where it is)."""
    power = fold(card(stone).name)
    if table is not None and power in LOOKS and table.looks_canceled:
        return table.looks_canceled
    return wanted(power, table)


def wanted(power: str, table: Table | None = None) -> str:
    """What the power of the stone of folded name ``power`` needs (as ``table`` says it, where
    it does)."""
    said = dict(table.wants).get(power) if table is not None else None
    return said if said is not None else WANTED[power]


#: What the power of each stone needs, by its folded name.
WANTED = {ANNUMINAS: "name a \"sage only\" card of the play deck or the discard pile",
          ORTHANC: "name a card of the discard pile, with five cards or more in the play "
                   "deck",
          MINAS_TIRITH: "the play deck must hold a card",
          ELOSTIRION: "its bearer must be a sage, and name a corruption card on an Elf or "
                      "a Wizard of his company",
          OSGILIATH: "name a hazard permanent-event on a character of the company, or Doors "
                     "of Night in play",
          AMON_SUL: "the Palantír of Annúminas or of Elostirion must be in play"}


def lost_on_moving(card: CardOf, stone: str, company_size: int) -> bool:
    """Whether the stone is discarded as its company moves with ``company_size`` characters
    (Elostirion whenever its bearer moves)."""
    name = fold(card(stone).name)
    least = COMPANY_AT_LEAST.get(name)
    return name == ELOSTIRION or (least is not None and company_size < least)
