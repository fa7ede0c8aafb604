"""Andúril, the Flame of the West (TW-192), as each ruleset that plays it reads it: what its
sage's check and its tap cost, what it gives the bearer of the Narsil it is placed with (the
prowess to a maximum, one more direct influence and corruption point, its marshalling points),
and why placing it with Narsil or tapping it to untap a Dúnadan is refused. Each ruleset keeps
where it records the card, who bears that Narsil, and from which version it plays it."""

from __future__ import annotations

from domain.cards import fold
from domain.engine.characters import Character
from domain.engine.checks import Modifier

CARD = "TW-192"
NAME = fold("Andúril, the Flame of the West")
NARSIL = fold("Narsil")
REFORGING = fold("Reforging")
DUNADAN = fold("Dúnadan")
JOIN, UNTAP = "join-anduril", "anduril-untap"
#: What it gives Narsil's bearer, besides Narsil's own: prowess up to a maximum, direct
#: influence, one more corruption point, marshalling points (items).
PROWESS, PROWESS_MAX, INFLUENCE, CORRUPTION, POINTS = 4, 11, 1, 1, 4
#: The sage's corruption check as he takes it, the bearer's as it untaps a Dúnadan.
HOLD_CHECK, UNTAP_CHECK = -3, -1

ALREADY = "Andúril is already placed with Narsil."
NOT_STORED = "Andúril is placed with Narsil once it is stored."
NO_REFORGING = "Andúril is placed with Narsil by discarding a stored Reforging; none is stored."
NOT_ORGANIZING = "Andúril is placed with Narsil in the organization phase."
NO_NARSIL = "Andúril is placed with Narsil borne by a character of the company."
NO_BEARER = "Andúril is used by its bearer's company: no character of it bears Andúril."
NOT_NOW = "Andúril is tapped in the organization or site phase."
TAPPED = "Andúril is tapped until the next untap phase."
NO_DUNADAN = "Andúril untaps a tapped Dúnadan of its bearer's company."


def join_problem(joined: bool, stored: bool, reforging: bool, organizing: bool,
                 narsil_borne: bool) -> str | None:
    """Why Andúril may not be placed with a Narsil now (None: it may): ``joined``, it already
    is; ``stored``, it is stored; ``reforging``, a Reforging is stored; ``organizing``, the
    organization phase; ``narsil_borne``, the card named is a Narsil a character of the
    company bears."""
    return ALREADY if joined else NOT_STORED if not stored else NO_REFORGING \
        if not reforging else NOT_ORGANIZING if not organizing else None \
        if narsil_borne else NO_NARSIL


def untap_problem(has_bearer: bool, phase_fits: bool, tapped: bool,
                  target: Character | None) -> str | None:
    """Why Andúril may not be tapped now to untap ``target`` (None: no character of the
    bearer's company) (None: it may)."""
    if not has_bearer:
        return NO_BEARER
    if not phase_fits:
        return NOT_NOW
    if tapped:
        return TAPPED
    if target is None or fold(target.race) != DUNADAN or target.state != "tapped":
        return NO_DUNADAN
    return None


def prowess(card: str, character: Character, against: str, rule: str) -> list[Modifier]:
    """+4 prowess to a maximum of 11 for its bearer ``character``: as much as brings him
    there, no more (none once he is there)."""
    amount = max(0, min(PROWESS, PROWESS_MAX - character.prowess_against(against)))
    return [Modifier(amount, f"card:{card}", "Andúril (+4 prowess, to 11)", rule)] \
        if amount else []


def influence(card: str, rule: str) -> list[Modifier]:
    return [Modifier(INFLUENCE, f"card:{card}", "Andúril", rule)]


def hold_check(rule: str) -> list[Modifier]:
    return [Modifier(HOLD_CHECK, f"card:{CARD}", "Andúril, the Flame of the West", rule)]


def untap_check(rule: str) -> list[Modifier]:
    return [Modifier(UNTAP_CHECK, f"card:{CARD}", "Andúril, the Flame of the West", rule)]
