"""What The Road Goes Ever On does with resource permanent-events of The Wizards that its decks
could hold, where no script plays their text (the coverage reads these notes):

- the Information cards with marshalling points go in the Quest deck (RGO-PERM-1) and are taken
  by a sage where Information is playable, for their points (``information.py``, version 33
  on); Andúril, Dreams of Lore and Reforging keep their sage tapped until stored, Reforging
  taking back an item once stored (``information_storing.py``), and Swordmaster makes its sage
  a warrior (``swordmaster.py``), each saying what it leaves out;
- the other resource permanent-events are the player's to play by the rules: Align Palantír
  goes in the draw deck by name (RGO-PERM-2), and a resource with no marshalling points may be
  in it (RGO-DECK-2), played as a normal game plays it (RGO-GEN-1). Fellowship is played from
  ``fellowship.SINCE_VERSION`` (``fellowship.py``), Gates of Morning from
  ``gates_of_morning.SINCE_VERSION`` (``gates_of_morning.py``), Align Palantír from
  ``align_palantir.SINCE_VERSION`` (``align_palantir.py``), Sacrifice of Form from
  ``sacrifice_of_form.SINCE_VERSION`` (``sacrifice_of_form.py``), Morannon from
  ``morannon.SINCE_VERSION`` (``morannon.py``);
- a short-event whose effect this game already grants was left declared, the row saying why;
  from ``use_palantir.SINCE_VERSION`` Use Palantír is not declared either (use_palantir.py);
- what of a short-event's text needs the two-player game is named (``TWO_PLAYER``), the row
  reading scripted; from ``UNDECLARED_SINCE`` a card wholly of that kind (Wizard's Laughter)
  is no longer declared, no moment of the solo game letting it be played.
"""

from __future__ import annotations

from domain.rulesets.road_goes_ever_on import use_palantir

#: The Information quests, by card: what of their text is not played. None now: Andúril,
#: Dreams of Lore and Reforging (information_storing.py) and Swordmaster (swordmaster.py) say
#: what they leave out, from their versions.
INFORMATION_QUESTS: dict[str, str] = {}

#: What of a short-event's text needs the two-player game, by card.
TWO_PLAYER: dict[str, str] = {
    "TW-282": "its look at the opponent's hand (the Shadow holds no hand)",
    "TW-362": "it answers an opponent's influence check against the player's characters, "
              "followers, factions, allies or items in the opponent's site phase, which the "
              "solo game never has",
    "TW-294": "its use on an opponent's faction, when the player brings his own copy of it "
              "into play",
    "TW-305": "its cancel of a Nazgûl event: a Nazgûl is an event in play only as a "
              "permanent-event its hazard player keeps, and the Shadow plays each one revealed "
              "at once as a creature (RGO-HAZ-2)",
    "TW-364": "its other mode, discarding every Nazgûl event in play: a Nazgûl is an event in "
              "play only as a permanent-event its hazard player keeps, and the Shadow plays "
              "each one revealed at once as a creature (RGO-HAZ-2)",
}
#: The cards of ``TWO_PLAYER`` no mode of which the solo game plays.
WHOLLY_TWO_PLAYER = ("TW-362",)
#: The first version that no longer lets them be declared.
UNDECLARED_SINCE = 117


def undeclared(card_id: str, played: str) -> bool:
    """Whether the version ``played`` no longer lets the card be declared: wholly of the
    two-player game, or (use_palantir.py) adding nothing here."""
    return (card_id in WHOLLY_TWO_PLAYER and played.isdigit()
            and int(played) >= UNDECLARED_SINCE) or use_palantir.undeclared(card_id, played)


def undeclared_clause(card_id: str, otherwise: str) -> str:
    """The clause a card ``undeclared`` names is refused by: Use Palantír's own
    (use_palantir.CLAUSE), else ``otherwise``."""
    return use_palantir.CLAUSE if card_id == use_palantir.CARD_ID else otherwise


def why_undeclared(card_id: str) -> str:
    """Why a card ``undeclared`` names is never played here, for its refusal."""
    from domain.rulesets.road_goes_ever_on import use_palantir

    if card_id == use_palantir.CARD_ID:
        return f"it adds nothing here: {use_palantir.WHY}"
    return f"it needs the two-player game ({TWO_PLAYER[card_id]})"


#: The short-events left declared that add nothing to this game, by card: why (Use Palantír
#: up to use_palantir.SINCE_VERSION, not declared from it).
NO_USE: dict[str, str] = {
    "TW-355": "this game lets any untapped bearer of a palantír use it in his organization "
              "phase (palantir.py, RGO-SHADOW-9), so letting a sage use one adds nothing",
}
