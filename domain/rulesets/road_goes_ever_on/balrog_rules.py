"""The Balrog's clarifications of standard rules (``domain/engine/balrog.py``) where they act
on The Road Goes Ever On, version 27 on (earlier versions replay as played):

- what was played on a character leaving play (eliminated, lost to corruption, swayed by an
  Agent, Beorn going back to the hand) is discarded with him: the corruption cards on him go
  to the hazard discard pile (BA-DISC-1; from version 192 citing the clause of his leaving,
  ``HERO_CLAUSE_SINCE``), where before they left the game unrecorded;
- Under-deeps movement rolls when the company's movement/hazard phase reveals its
  destination, so a company split off moves by it too (BA-UDMOVE-3, the ``under_deeps``
  option; ``under_deeps_moves.py``);
- from version 30, a hazard permanent-event giving kill MP with an attack of its own (in the
  card data, the nine Dragons' At Home) revealed from the Hazard Pile attacks a company at
  its lair, and once that attack is defeated it is a defeated creature: its kill MP, and the
  Dragon's other manifestations leave the game (BA-CLAR-1, TD-MANIF-5). Elsewhere it is
  discarded, as a hazard that cannot be played (RGO-HAZ-3).
"""

from __future__ import annotations

from collections.abc import Mapping

from domain.canonical import JSON
from domain.cards import Card
from domain.engine import balrog
from domain.engine import dragons as insert
from domain.engine.characters import Character
from domain.engine.combat import Attack
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on.state import State

#: The first version that plays these rules.
SINCE_VERSION = 27
#: The first version in which a Dragon's At Home attacks at its lair (BA-CLAR-1).
AT_HOME_SINCE = 30
#: The first version whose At Home comes into play as a permanent-event instead
#: (dragon_homes.SINCE_VERSION).
AT_HOME_UNTIL = 200
#: The first version in which the corruption cards discarded with a character leaving play
#: cite the clause of his leaving in this hero game (a failed body check's CoE-3.I.2, a
#: failed corruption check's CoE-7.1, which discard his non-follower cards with him; the card
#: or ability that took him away), not the Balrog's BA-DISC-1, which the Balrog games keep;
#: earlier versions replay as played.
HERO_CLAUSE_SINCE = 192


def played(version: str) -> bool:
    return int(version) >= SINCE_VERSION


def discard_played_on(ctx: Context[State], character: Character, leaving: str,
                      cited: Mapping[str, JSON] | None = None) -> None:
    """Every card played on ``character`` leaves play with him: each corruption card on him
    goes to the hazard discard pile, a fact of its own before his, citing ``leaving`` (the
    clause he leaves play by) from ``HERO_CLAUSE_SINCE``, BA-DISC-1 before; ``cited``: the
    fields naming the card whose text discards him, as his fact does."""
    if not played(ctx.ruleset.played):
        return
    rule = leaving if played_since(ctx.ruleset.played, HERO_CLAUSE_SINCE) \
        else balrog.PLAYED_ON_DISCARDED
    on_him = [card for card, who in ctx.state.permanent_hazards if who == character.card_id]
    for card in balrog.leaves_with(character.card_id, {character.card_id: on_him}):
        ctx.emit("HazardLeftPlay", rule, card=card, character=character.card_id,
                 name=character.name, **(cited or {}))


def at_home_attack(played: str, hazard: Card, site: Card) -> Attack | str | None:
    """The attack of a permanent-event that is defeated as a creature (BA-CLAR-1), made at the
    company's ``site``: a Dragon's At Home attacks at its lair only (a str: why it is
    discarded). None for any other card, or before version 30: played as any hazard event."""
    if int(played) < AT_HOME_SINCE or int(played) >= AT_HOME_UNTIL \
            or balrog.permanent_event_kill_points(hazard, True) is None \
            or not hazard.strikes or hazard.prowess is None:
        return None
    found = insert.manifestation(hazard)
    if found is None or found.kind != insert.AT_HOME:
        return None
    if insert.lair_dragon(site) != found.dragon:
        return f"its attack is made at {found.dragon.lair}, not at {site.name}"
    return Attack(hazard.id, hazard.name, "Dragon", hazard.strikes, hazard.prowess, hazard.body,
                  marshalling_points=hazard.marshalling_points or 0)
