"""Ent-draughts (TW-227) as Burglar Wants a Good Job and the Guise of the Necromancer play it
from the version each names (``ent_draughts_from``; earlier versions never offered it and
replay as played), by the engine's reading of its card (``engine.ent_draughts``, The Road Goes
Ever On's too):

- once the company has entered Wellinghall (a site of the site or location deck) and faced its
  automatic-attacks, in the site phase of a turn in which an ally or a faction was played there
  (``recruited_at``: the sites where one was, this turn), it is played from the hand on a
  character of the company who bears none yet, the scenario's own item action
  (Burglar's ``play:<card>:<character>``, the Guise's ``item:<card>:<character>``); it comes in
  addition to that ally or faction: neither the character nor the site taps (``ItemPlayed``
  with ``in_addition``), and a tapped character or a tapped site does not stop it;
- it gives +1 prowess (the catalog's item facts), and what any item played does follows
  (Greed's checks, Lure of Expedience's);
- it is never stolen (a Thief's, Pick-pocket's or Brigands' strike passes it by, and the
  defender does not name it for them), transferred (not offered; refused naming the card),
  passed on to an eliminated bearer's companions (it is discarded with him) nor stored.

Elsewhere, before an ally or a faction is played there this turn, or on a character bearing one
already, it is not offered and is refused naming the card and the reason, nothing written.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from domain.cards import Card, Catalog
from domain.engine import coe
from domain.engine import ent_draughts as draughts
from domain.engine.characters import Character, Item
from domain.errors import IllegalAction
from domain.rulesets.hobbit.moves import Add, Legal, Move

RULE = draughts.RULE
#: ``Move.mode`` of the scenario's item move when it is Ent-draughts.
MODE = "ent-draughts"
#: What a narration adds to an ``ItemPlayed`` with ``in_addition``.
IN_ADDITION = (", in addition to the ally or faction played at the site: neither he nor the "
               "site taps")


@dataclass(frozen=True, slots=True)
class Scene:
    """What its play reads of a scenario's state: the hand, the company, the company's site
    while resources may be played there in its site phase (None: not now), and whether an ally
    or a faction was played there this turn."""

    hand: Sequence[str]
    company: Sequence[Character]
    site: Card | None
    recruited: bool


def recruited(sites: Sequence[str], site: str) -> tuple[str, ...]:
    """``sites`` (where an ally or a faction was played this turn) with ``site`` added."""
    return tuple(sites) if site in sites else (*sites, site)


def cards(scene: Scene, catalog: Catalog) -> list[str]:
    """The Ent-draughts of the hand, each copy once."""
    return [c for c in sorted(set(scene.hand)) if draughts.is_it(catalog.get(c))]


def problem(scene: Scene, card: str, who: str) -> str | None:
    """Why Ent-draughts ``card`` may not be played on ``who`` now, or None."""
    character = next((c for c in scene.company if c.card_id == who), None)
    return draughts.problem(card in scene.hand, scene.site, scene.recruited, character)


def moves(scene: Scene, catalog: Catalog, add: Add, kind: str, holder: str = "") -> None:
    """``<kind>:<card>:<character>`` for each character Ent-draughts may be played on now
    (``holder``: the company, where a scenario has several)."""
    for card in cards(scene, catalog):
        for who in scene.company:
            if problem(scene, card, who.card_id) is None:
                add(f"{kind}:{card}:{who.card_id}",
                    f"{who.name} drinks Ent-draughts (+1 prowess), in addition to the ally or "
                    "faction played at Wellinghall: neither he nor the site taps", RULE,
                    Move("item", card=card, target=who.card_id, mode=MODE, holder=holder))


def refusal(scene: Scene, catalog: Catalog, rest: str) -> IllegalAction | None:
    """Why ``<kind>:<rest>`` (``rest``: ``<card>:<character>``) is refused when ``card`` is an
    Ent-draughts of the hand, naming it and the reason (None: another card, or no reason of
    its own: the caller's applies)."""
    card, _, who = rest.partition(":")
    if card not in scene.hand or card not in catalog or not draughts.is_it(catalog.get(card)):
        return None
    why = problem(scene, card, who)
    return IllegalAction(why, clause=RULE) if why is not None else None


def kept(plays: bool, item: Item) -> bool:
    """Whether ``item`` stays with its bearer whatever would take or pass it on: an
    Ent-draughts, where the version ``plays`` the card."""
    return plays and draughts.kept(item)


#: The kinds of action passing an item on (``<kind>:<item>:...``): a transfer, an heir's
#: taking of an eliminated character's item.
PASSING = ("transfer", "inherit")


def not_passed(out: Legal, catalog: Catalog) -> Legal:
    """``out`` without the actions passing an Ent-draughts on."""
    def passes(action: str) -> bool:
        kind, _, rest = action.partition(":")
        item = rest.partition(":")[0]
        return kind in PASSING and item in catalog and draughts.is_it(catalog.get(item))
    return {a: found for a, found in out.items() if not passes(a)}


def transfer_refusal(catalog: Catalog, kind: str, item: str) -> IllegalAction | None:
    """A transfer of ``item`` (``kind`` "transfer"), or an heir's taking of it ("inherit"),
    refused when it is an Ent-draughts (None: another item)."""
    if item in catalog and draughts.is_it(catalog.get(item)):
        return IllegalAction(draughts.NOT_TRANSFERRED,
                             clause=coe.ELIMINATED if kind == "inherit" else coe.TRANSFER_ITEM)
    return None
