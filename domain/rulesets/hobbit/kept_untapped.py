"""Staying untapped at -3 (CoE 3.iv.3) refused to a character a card already keeps untapped
against his strike: a card played on it (Dodge, Block) or an item used on it (the Great-shield
of Rohan). The -3 would only cost him prowess for nothing. Each Hobbit scenario names the
version it refuses it from (There and Back Again's and Burglar Wants a Good Job's
``KEPT_UNTAPPED_SINCE``, the Guise's ``printed_rules.KEPT_UNTAPPED_SINCE``); its earlier
versions offered it, the -3 counted on top of the card, and replay as played. The Road Goes
Ever On reads the same rule in ``road_goes_ever_on.untapped_keepers.kept_untapped``."""

from __future__ import annotations

from domain.engine import coe
from domain.errors import IllegalAction
from domain.ruleset import played_since

ACTION = "stay-untapped"
RULE = coe.STAY_UNTAPPED


def keeper(played: str, since: int | None, card: str) -> str | None:
    """The card (``card``; "": none) keeping the character facing the strike untapped, where
    the version ``played`` refuses him the -3 for it (from ``since``; None: no version does).
    None: he may still take it."""
    if not card or since is None or not played_since(played, since):
        return None
    return card


def refusal(who: str, card: str) -> IllegalAction:
    """``stay-untapped`` refused to ``who``, naming the card (``card``, its name) keeping him
    untapped."""
    return IllegalAction(f"{card} keeps {who} untapped against his strike: he takes no -3 "
                         "for it.", clause=RULE)
