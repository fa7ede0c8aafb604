"""What keeps the character facing a strike untapped against it, as every Hobbit scenario reads
it (``keeping``): the -3 he chose (CoE 3.iv.3), else a card played on the strike (Dodge, Block)
or an item used on it (the Great-shield of Rohan) that says so (CoE 3.iv.5). The strike's roll
reads it for whether he taps; the offers and refusals below read it too, each scenario naming
the versions that apply them, so that he never pays for two ways at once.

- The -3 refused once a card keeps him untapped (``keeper``, ``refusal``), the refusal naming
  the card: from There and Back Again's and Burglar Wants a Good Job's ``KEPT_UNTAPPED_SINCE``,
  the Guise's ``printed_rules.KEPT_UNTAPPED_SINCE``. Before, the -3 was offered and counted on
  top of the card.
- A card or item keeping him untapped neither offered nor admitted once the -3 or another card
  keeps him so (``holder``, ``second_refusal``), the refusal naming what keeps him: from their
  ``ONE_KEEPER_SINCE``. Before, Dodge came on top of the -3 (the -3 paid for nothing, Dodge's
  body -1 on top) and a second card on top of a first.

Earlier versions replay as played. The Road Goes Ever On reads the same rule in
``road_goes_ever_on.untapped_keepers``."""

from __future__ import annotations

from collections.abc import Callable, Collection

from domain.engine import coe, effects
from domain.errors import IllegalAction
from domain.ruleset import played_since

ACTION = "stay-untapped"
RULE = coe.STAY_UNTAPPED
#: What ``keeping`` answers for the -3 he chose (a card is answered by its id).
STOOD = ACTION


def keeps(mode: effects.Mode) -> bool:
    """Whether ``mode`` keeps the character it is played on untapped against his strike."""
    return mode.timing == effects.DURING_STRIKE \
        and any(e.primitive == effects.DOES_NOT_TAP for e in mode.effects)


def keeping(stood: bool, kept: bool, card: str) -> str | None:
    """What keeps the character facing the strike untapped against it (None: nothing does):
    the -3 he chose (``stood``; ``STOOD``), else a card that keeps him so (``kept``), by its id
    (``card``; "" where its version did not name it)."""
    return STOOD if stood else card if kept else None


def keeper(played: str, since: int | None, card: str) -> str | None:
    """The card (``card``; "": none) keeping the character facing the strike untapped, where
    the version ``played`` refuses him the -3 for it (from ``since``; None: no version does).
    None: he may still take it."""
    if not card or since is None or not played_since(played, since):
        return None
    return card


def holder(played: str, since: int | None, stood: bool, kept: bool, card: str) -> str | None:
    """What already keeps the character facing the strike untapped (``keeping``), where the
    version ``played`` admits no other card keeping him so (from ``since``; None: no version
    does). None: one may still be played or used."""
    if since is None or not played_since(played, since):
        return None
    return keeping(stood, kept, card)


def told(kept: str, name: Callable[[str], str]) -> str:
    """What ``keeping`` answered, in a player's words (``name``: a card's name by its id)."""
    return "the -3 chosen" if kept == STOOD else name(kept)


def refusal(who: str, card: str) -> IllegalAction:
    """``stay-untapped`` refused to ``who``, naming the card (``card``, its name) keeping him
    untapped."""
    return IllegalAction(f"{card} keeps {who} untapped against his strike: he takes no -3 "
                         "for it.", clause=RULE)


def second_refusal(action: str, facing: str, held: str | None, at_hand: Collection[str],
                   generations: effects.Generations,
                   name: Callable[[str], str]) -> IllegalAction | None:
    """``action`` refused where it would keep ``facing`` untapped against his strike while
    ``held`` already does (``holder``), naming it: a card of ``at_hand`` (the hand's, the items
    he bears) played on him (``play:`` or ``resource:<card>:<mode>:<character>``) or an item
    he uses (``use:<item>:<bearer>:<mode>``). None: not such an action, or nothing holds him."""
    kind, *parts = action.split(":")
    if held is None or len(parts) < 3 or kind not in ("play", "resource", "use"):
        return None
    card, mode_name, on = (parts[0], parts[2], parts[1]) if kind == "use" else parts[:3]
    entry = effects.scripted(card, generations) if card in at_hand else None
    mode = next((m for m in entry.modes if m.name == mode_name), None) if entry else None
    if mode is None or not keeps(mode) or on != facing:
        return None
    return IllegalAction(f"{name(card)} cannot be {'used' if kind == 'use' else 'played'} now: "
                         f"{told(held, name)} already keeps {name(facing)} untapped against "
                         "his strike.", clause=coe.STRIKE_RESOURCES)
