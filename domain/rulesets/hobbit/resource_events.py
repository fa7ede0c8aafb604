"""How the Hobbit scenarios play The Wizards' resource permanent-events and long-events, as the
coverage says it (``redbook cards --coverage``); nothing here changes a game.

- There and Back Again offers every one of the hand as a card played by declaring an effect (a
  player ruling), but, from its ``RESCUE_FROM``, Rescue Prisoners, played by its card
  (``RESCUE``: ``there_and_back_again.rescue``), from its ``NOTHING_TO_ACT_FROM``, one that
  ``MEANINGLESS`` says has nothing to act on there (``NOT_PLAYED``: refused naming why,
  ``no_use.nothing_to_act_on``), and, from its ``ENVIRONMENTS_FROM``, Gates of Morning and
  the resource long-events, from its ``FELLOWSHIP_FROM`` Fellowship, played by their cards
  (``BY_CARD``: ``hobbit.environments``).
- Burglar Wants a Good Job plays a resource long-event in the long-event phase, where it stays
  two turns (BWJ-LONG-1), doing what its card says (``burglar.long_events``); of the
  permanent-events Rescue Prisoners, as the rescue task (BWJ-OBJ-4), and those
  ``burglar.permanent_events`` plays by their cards (Fellowship, Swordmaster, Gates of
  Morning: ``burglar.gates_of_morning``, Return of the King: ``burglar.return_of_the_king``,
  Reforging: ``burglar.reforging``, The White Tree: ``burglar.white_tree``, Morannon:
  ``burglar.morannon``, Sacrifice of Form: ``burglar.sacrifice_of_form``).
  Dreams of Lore and Stone of Erech, which BWJ-MP-6 leaves nothing to act on, and Lure of
  MECCG, whose bonus no game can count (``BWJ_NOTHING``), are refused naming why; any other
  permanent-event stays in the hand.
- The Guise of the Necromancer plays Rescue Prisoners (GON-STAGE-1, GON-WIN-1), and, from
  its ``long_events.SINCE``, Gates of Morning and the resource long-events by their cards
  (``BY_CARD``: ``guise_of_the_necromancer.long_events``), from its
  ``permanent_events.SINCE`` Fellowship and Swordmaster (and those of its later versions:
  ``permanent_events.coverage``, ``guise_of_the_necromancer.stone_of_erech``,
  ``white_tree`` and ``morannon``); Lure of MECCG, whose bonus no game can count
  (``GON_NOTHING``), and from its ``permanent_events.SACRIFICE_REFUSED_FROM`` Sacrifice of
  Form, whose discard of the player's Wizard loses the game (``permanent_events.nothing``),
  are refused naming why; another permanent-event stays in the hand (before those versions
  these too).

Where a card gives a scenario nothing to act on (a site off its map, a character it never
has, points that do not count), ``MEANINGLESS`` names the clause and why.
"""

from __future__ import annotations

from domain.cards import Card

TBA, BURGLAR, GUISE = "there-and-back-again", "burglar", "necromancer"
SCENARIOS = (TBA, BURGLAR, GUISE)
RESCUE_PRISONERS = "TW-315"

#: How a scenario offers the card.
DECLARED, LONG_EVENT, RESCUE, NEVER = "declared", "long-event", "rescue", "never"
#: There and Back Again's Gates of Morning and resource long-events, played by their cards.
BY_CARD = "by its card"
PERMANENT = "permanent"
NOT_PLAYED = "not played"

_NO_INFORMATION = ("TBA-LAYOUT-2: no site of the map has Information playable, where it is "
                   "played")
_TBA_POINTS = "TBA-RES-1: marshalling points do not count"
_BWJ_POINTS = "BWJ-MP-6: marshalling points count only for the four task resources"
_LURE = ("its bonus counts the player's participations in Lure of MECCG events, which no game "
         "records")

#: Card id -> scenario -> why the card gives it nothing to act on.
MEANINGLESS: dict[str, dict[str, str]] = {
    # Align Palantír has something to act on in both: a sage may bear a greater palantír,
    # played at The Lonely Mountain in There and Back Again (by its card from its
    # PALANTIRI_FROM, ``hobbit.palantiri``), at a site of the site deck listing greater items
    # in Burglar (burgled too, BWJ-BURG-5); Burglar keeps it in the hand (KEPT).
    # Andúril has something to act on in Burglar: Narsil, a greater item, comes into play at
    # a site of the site deck listing greater items (burgled too, BWJ-BURG-5), and a stored
    # Andúril may be placed with it (its prowess, influence and untapping): played by its card
    # there (``burglar.anduril``).
    "TW-192": {TBA: f"{_NO_INFORMATION}; {_TBA_POINTS}"},  # Andúril
    "TW-210": {TBA: f"{_NO_INFORMATION}; {_TBA_POINTS}",  # Dreams of Lore
               BURGLAR: f"{_BWJ_POINTS}, and it gives nothing else"},
    "TW-286": {TBA: "TBA-LAYOUT-1: Dagorlad and Udûn are not on the map"},  # Morannon
    "TW-314": {TBA: _NO_INFORMATION},  # Reforging (Burglar: burglar.reforging)
    "TW-316": {TBA: "TBA-COMP-2: Aragorn II is never in the company, and Minas Tirith is not "
                    "on the map (TBA-LAYOUT-2)"},  # Return of the King
    "TW-321": {TBA: "TBA-RES-3: the Wizard is never a character, only a short-event",
               GUISE: "GON-WIN-9, GON-SETUP-1: the Wizard it discards, the player's (an "
                      "allied Wizard is none of his, GON-SETUP-2), leaving play loses the game "
                      "(the White Council can no longer form)"},  # Sacrifice of Form
    "TW-334": {TBA: "TBA-LAYOUT-2: the Vale of Erech is not on the map",  # Stone of Erech
               BURGLAR: f"{_BWJ_POINTS}, and it gives nothing else"},
    "TW-348": {TBA: "TBA-LAYOUT-2: Minas Tirith is not on the map"},  # The White Tree
    # (Burglar: burglar.white_tree)
    "TW-498": {TBA: _NO_INFORMATION},  # Swordmaster
    "TW-500": {TBA: f"CoE-5.3: a permanent-event is played only for an immediate or a "
                    f"potential effect on the game; {_LURE}, so in a game of the scenario it "
                    "has none",
               # Lure of MECCG
               BURGLAR: f"BWJ-SEQ-2, CoE-5.3: the standard rules play it; {_LURE}, so no "
                        "game of the scenario can play it as a normal game would",
               GUISE: f"GON-GEN-1, CoE-5.3: the standard rules play it; {_LURE}, so no game "
                      "of the scenario can play it as a normal game would"},
}

#: The resource permanent-events Burglar leaves nothing to act on: Dreams of Lore and Stone of
#: Erech, whose marshalling points BWJ-MP-6 does not count (they give nothing else), and Lure
#: of MECCG, whose bonus counts what no game records. ``NOT_PLAYED``: never offered and refused
#: naming the clause (``no_use.refusal``), read "not in this ruleset" as There and Back
#: Again's are.
BWJ_NOTHING = ("TW-210", "TW-334", "TW-500")
#: The resource permanent-events the Guise of the Necromancer leaves nothing to act on: Lure of
#: MECCG, whose bonus counts what no game records (GON-GEN-1). ``NOT_PLAYED``: never offered
#: and refused naming the clause (``no_use.refusal``).
GON_NOTHING = ("TW-500",)
#: The resource permanent-events Burglar plays (``burglar.permanent_events``), as the notes
#: name them.
BWJ_PERMANENTS = ("the scenario plays no resource permanent-event but Rescue Prisoners, "
                  "Fellowship, Swordmaster, Gates of Morning, Return of the King, Reforging, "
                  "The White Tree, Andúril, Align Palantír, Morannon and Sacrifice of Form")
#: Why a scenario never plays a card it offers no action for.
KEPT = {
    BURGLAR: f"never played: {BWJ_PERMANENTS}, so it stays in the hand",
    GUISE: "never played: the scenario plays no resource permanent-event but Rescue Prisoners, "
           "Gates of Morning, Fellowship, Swordmaster, Dreams of Lore, Reforging, Return of "
           "the King, Stone of Erech, The White Tree, Andúril, Morannon and Align Palantír, so "
           "it stays in the hand",
}
#: What Rescue Prisoners, played by a scenario's own action, leaves out (There and Back Again,
#: from its ``RESCUE_FROM``: nothing, its card played, ``there_and_back_again.rescue``).
RESCUE_LEFT_OUT = {
    TBA: "",
    BURGLAR: "the Spider attack it brings (2 strikes, 7 prowess) and its need of a site "
             "already tapped: it is played as the rescue task (BWJ-OBJ-4)",
    # The Guise's rules name the card's play (GON-STAGE-1, GON-WIN-1) and replace none of its
    # text: all of its own play is still to come.
    GUISE: "its need of a Dark-hold or Shadow-hold already tapped, the Spider attack it brings "
           "(2 strikes, 7 prowess), its discard with no character untapped after that attack, "
           "else a character tapping to hold it and not untapping until he stores it at a "
           "Haven, Border-hold or Free-hold in his organization phase: it is played at an "
           "untapped hold once entered, tapping the site and no character, its 2 marshalling "
           "points counted at once, as the rescue of The Investigation and of the White "
           "Council (GON-STAGE-1, GON-WIN-1)",
}


def concerns(ruleset_id: str, card: Card) -> bool:
    """Whether ``card`` is a resource permanent-event or long-event of a Hobbit scenario's."""
    return ruleset_id in SCENARIOS and card.card_type == "Resource" \
        and card.event_type in ("permanent", "long") and not card.is_character


def offered(ruleset_id: str, card: Card) -> str:
    """How the scenario offers ``card``: ``DECLARED``, ``LONG_EVENT``, ``RESCUE``,
    ``PERMANENT`` (by its card, ``burglar.permanent_events``), ``NEVER`` or ``NOT_PLAYED``
    (nothing to act on: refused naming why)."""
    if ruleset_id == TBA:
        from domain.ruleset import played_since, ruleset_class
        from domain.rulesets.hobbit import environments, no_use, palantiri
        from domain.rulesets.there_and_back_again.versions import (
            ENVIRONMENTS_FROM,
            FELLOWSHIP_FROM,
            PALANTIRI_FROM,
        )

        version = ruleset_class(TBA).version
        if card.id in environments.CARDS and played_since(version, ENVIRONMENTS_FROM) \
                or card.id == environments.FELLOWSHIP and played_since(version, FELLOWSHIP_FROM) \
                or card.id == palantiri.ALIGN_CARD and played_since(version, PALANTIRI_FROM):
            return BY_CARD
        if card.id == RESCUE_PRISONERS:
            from domain.rulesets.there_and_back_again import rescue

            return RESCUE if rescue.plays(version) else DECLARED
        return NOT_PLAYED if no_use.nothing_to_act_on(TBA, card.id) else DECLARED
    if card.id == RESCUE_PRISONERS:
        return RESCUE
    if ruleset_id == GUISE and card.id in _guise_by_card():
        return BY_CARD
    if ruleset_id == GUISE:
        from domain.ruleset import ruleset_class
        from domain.rulesets.guise_of_the_necromancer import permanent_events as guise_permanents

        if card.id in guise_permanents.nothing(ruleset_class(GUISE).version):
            return NOT_PLAYED
    if ruleset_id == BURGLAR and card.event_type == "long":
        return LONG_EVENT
    if ruleset_id == BURGLAR:
        from domain.ruleset import played_since, ruleset_class
        from domain.rulesets.burglar import permanent_events
        from domain.rulesets.burglar.versions import PALANTIRI_FROM
        from domain.rulesets.hobbit import palantiri

        if card.id in permanent_events.PLAYED:
            return PERMANENT
        if card.id == palantiri.ALIGN_CARD \
                and played_since(ruleset_class(BURGLAR).version, PALANTIRI_FROM):
            return BY_CARD
        if card.id in BWJ_NOTHING:
            return NOT_PLAYED
    return NEVER


def _guise_by_card() -> tuple[str, ...]:
    """The cards the Guise of the Necromancer's current version plays by their cards
    (``guise_of_the_necromancer.long_events``, ``permanent_events``)."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.guise_of_the_necromancer import (
        long_events,
        morannon,
        permanent_events,
        stone_of_erech,
        white_tree,
    )
    from domain.rulesets.guise_of_the_necromancer import palantiri as guise_palantiri
    from domain.rulesets.hobbit import palantiri

    version = ruleset_class(GUISE).version
    return (*(long_events.COVERAGE if long_events.plays(version) else ()),
            *((palantiri.ALIGN_CARD,) if guise_palantiri.plays(version) else ()),
            *permanent_events.coverage(version),
            *(stone_of_erech.COVERAGE if stone_of_erech.plays(version) else ()),
            *(white_tree.COVERAGE if white_tree.plays(version) else ()),
            *(morannon.COVERAGE if morannon.plays(version) else ()))


def by_card_note(ruleset_id: str, card_id: str) -> str:
    """What the coverage notes of a card a scenario plays by its card (``BY_CARD``)."""
    if ruleset_id == GUISE:
        from domain.rulesets.guise_of_the_necromancer import (
            long_events,
            morannon,
            permanent_events,
            stone_of_erech,
            white_tree,
        )

        return {**long_events.COVERAGE, **permanent_events.COVERAGE,
                **permanent_events.LORE_COVERAGE, **permanent_events.KING_COVERAGE,
                **permanent_events.ANDURIL_COVERAGE,
                **stone_of_erech.COVERAGE, **white_tree.COVERAGE, **morannon.COVERAGE}[card_id]
    from domain.rulesets.hobbit import environments

    return environments.COVERAGE[card_id]


#: Card id -> scenario -> what a card the scenario offered as a declared card may do there
#: though its marshalling points do not count (``no_use.STILL_DECLARED``): Rescue Prisoners,
#: declared in There and Back Again before its ``RESCUE_FROM``.
STILL_ACTS: dict[str, dict[str, str]] = {
    RESCUE_PRISONERS: {TBA: f"{_TBA_POINTS}; all it may still do here is bring its Spider "
                            "attack (2 strikes, 7 prowess), which no declared effect names"},
}


def meaningless(ruleset_id: str, card: Card) -> str:
    """Why ``card`` gives the scenario nothing to act on, or what it may still do there
    (``STILL_ACTS``; "": it may act)."""
    why = MEANINGLESS.get(card.id, {}).get(ruleset_id, "")
    return f"not meaningful here: {why}" if why \
        else STILL_ACTS.get(card.id, {}).get(ruleset_id, "")
