"""Why a Hobbit scenario does not play an ally or an item's own text, as the coverage says it
(``redbook cards --coverage``), read from how the family plays the cards; nothing here changes
a game.

- There and Back Again plays an ally from the hand at a laid-out site its card names
  (``hobbit.allies``, from its ``allies_from``), and from its ``ally_strikes_from`` the ally
  facing strikes with what of its text keeps it from being attacked (``SPARED``), but not the
  rest of its own text (``OWN_TEXT``); an ally playable at no site of the map never comes
  into play there.
  Burglar Wants a Good Job and the Guise of the Necromancer play one the same way at any site
  of their site (location) deck its card names.
- A special item is played only at the one site its card names (``engine.item_places``:
  the Red Book of Westmarch at Bag End, the Book of Mazarbul at Moria, ...), from a
  scenario's ``item_places_from``, with its catalog facts (``placed``), its own text not
  played; one whose site is a Haven is never played where the site phase does not enter a
  Haven (``IN_A_HAVEN``: all but the Guise, and Burglar from its ``haven_site_phase_from``,
  ``HAVEN_SITE_PHASE``). Any other special item comes into play at no
  site: no site card lists special items among those playable there (CoE 2.V.4), and a gold
  ring's test brings only a special ring (``rings``, CoE 6.2); the Guise has no gold ring to
  test (GON-RDECK-3). In There and Back Again a special item found only at a site of its own
  that is not on the map (TBA-LAYOUT-2) never comes into play at all (``off_the_map``).
  Ent-draughts, played by its card's own condition at Wellinghall, is played by Burglar Wants
  a Good Job and the Guise of the Necromancer from their ``ent_draughts_from``
  (``hobbit.ent_draughts``; the coverage reads ``ent_draughts``).
- Any other item the family leaves to its catalog facts (its class, bonuses and points), its
  direct influence against a faction aside (``item_texts``): what its card does beyond them is
  The Road Goes Ever On's own script.
- In There and Back Again a card played only on a Wizard of the company (a Wizard's spell)
  is never played: the Wizard is no character there, only a short-event (TBA-RES-3).
"""

from __future__ import annotations

from collections.abc import Callable

from domain.cards import Card, fold
from domain.engine import effects, item_places
from domain.engine.allies import CANCEL_ATTACK, MOVEMENT, PLAY_ALLY, where

#: Folded special item name -> the site its card names as the one place it is found.
OWN_SITES = item_places.OWN_SITES

TBA = "there-and-back-again"
#: What an ally played from the hand does beyond coming into play, which the family does not
#: play yet (The Road Goes Ever On's scripts) but where ``OWN_FROM`` says, by folded name.
OWN_TEXT = {
    fold("Bill the Pony"): "taking his company to the nearest Haven",
    fold("Goldberry"): "tapping to cancel an effect returning her company to its site of "
                       "origin",
    fold("Gollum"): "his discard with The One Ring",
    fold("Gwaihir"): "flying his company to a site",
    fold("Leaflock"): "tapping to cancel a hazard targeting his company",
    fold("Roäc the Raven"): "his influence attempt on a faction",
    fold("Shadowfax"): "tapping for his company to move again",
    fold("Tom Bombadil"): "tapping to cancel a hazard targeting a company moving into his "
                          "regions",
}
#: What of an ally's text the family plays from a scenario's ``ally_regions_from``
#: (``engine.allies.REGIONS``).
REGIONS = {fold(name): "his discard leaving his regions"
           for name in ("Leaflock", "Skinbark", "Tom Bombadil", "Treebeard")}
#: What of an ally's text keeps it from being attacked, played with its strikes
#: (``engine.allies.spared``).
SPARED = {
    fold("Goldberry"): "never being attacked",
    **{fold(name): "not being attacked at his site"
       for name in ("Leaflock", "Quickbeam", "Skinbark", "Treebeard")},
}
#: What the family plays of an ally from a scenario's ``ally_strikes_from``.
IN_COMBAT = "facing strikes (CoE-2.V.2.2)"
#: What of an ally's text the family plays from a scenario's ``ally_texts_from``
#: (``engine.allies.CANCELERS``).
CANCELS = {
    fold("Goldberry"): "tapping to cancel an attack keyed to a Wilderness",
    fold("Gollum"): "tapping to cancel an attack keyed to a Wilderness or a Shadow-land",
}


#: What of an ally's text never acts where There and Back Again or Burglar Wants a Good Job
#: tests no gold ring (before their ``ring_tests_from``): The One Ring never comes into play.
NO_RING_SCENARIOS = (TBA, "burglar")
NO_RING = {fold("Gollum"): "his discard with The One Ring never acts: no gold ring is tested, "
                          "so The One Ring never comes into play (CoE-2.V.4)"}
#: What of ``OWN_TEXT`` a scenario plays from the version its ruleset names (the attribute),
#: with its clause (``hobbit.gollum``).
OWN_FROM = {fold("Gollum"): ("gollum_ring_from", "CoE-2.V"),
            fold("Bill the Pony"): ("bill_move_from", "CoE-2.VI"),
            fold("Gwaihir"): ("gwaihir_from", "CoE-2.IV.vii.2"),
            fold("Leaflock"): ("ally_hazard_cancels_from", "CoE-2.V.2.2"),
            fold("Shadowfax"): ("shadowfax_from", "CoE-2.IV"),
            fold("Tom Bombadil"): ("ally_hazard_cancels_from", "CoE-2.V.2.2"),
            fold("Roäc the Raven"): ("ally_influence_from", "CoE-2.V.3"),
            fold("Goldberry"): ("goldberry_from", "CoE-2.V.2.2")}
#: What of ``OWN_TEXT`` never acts in a scenario, by scenario, with why.
NEVER_OWN = {"necromancer": {
    fold("Gollum"): "his discard with The One Ring never acts: The One Ring is a resource "
                    "permanent-event at no site (GON-RING-1), never at his site"}}


def ally_left_out(card: Card, strikes: bool, texts: bool = False,
                  ruleset_id: str = "", rings: bool = False, regions: bool = False,
                  own: bool = False) -> str:
    """What of ``card`` (an ally) a scenario playing it from the hand leaves out, ``strikes``
    where its allies face strikes, ``texts`` where it plays what ``CANCELS`` names,
    ``regions`` what ``REGIONS`` names, ``own`` what ``OWN_FROM`` names ("": nothing; what
    never acts in ``ruleset_id``, testing gold rings or not (``rings``), is not left out)."""
    name = fold(card.name)
    combat = () if strikes else (IN_COMBAT, SPARED.get(name, ""))
    cancels = "" if texts else CANCELS.get(name, "")
    bound = "" if regions else REGIONS.get(name, "")
    never = never_ring(ruleset_id, rings) and name in NO_RING \
        or name in NEVER_OWN.get(ruleset_id, {}) or own and name in OWN_FROM
    text = "" if never else OWN_TEXT.get(name, "")
    return ", ".join(filter(None, (*combat, cancels, text, bound)))


def never_ring(ruleset_id: str, rings: bool) -> bool:
    """Whether The One Ring never comes into play in ``ruleset_id`` testing gold rings or not
    (``rings``), for ``NO_RING``."""
    return ruleset_id in NO_RING_SCENARIOS and not rings


def ally_sites_on_map(card: Card, layout: dict[str, str]) -> list[str]:
    """The sites of a scenario's fixed map (``layout``: region -> site) where ``card`` is
    played by its catalog facts."""
    named = [fold(s) for s in card.ally_sites]
    regions = [fold(r) for r in card.ally_regions]
    return [site for region, site in layout.items()
            if fold(site) in named or fold(region) in regions]


#: What a scenario's rules make of an ally's marshalling points, where they are worth saying.
POINTS = {"burglar": ", its marshalling points not counting (BWJ-MP-6)",
          "necromancer": ", its marshalling points counting as ally points (GON-WIN-2)"}
#: Where a scenario whose sites are the player's holds them.
DECK = {"burglar": "the site deck", "necromancer": "the location deck"}


def ally_played(ruleset_id: str, card: Card, layout: dict[str, str],
                strikes: bool = False, texts: bool = False,
                rings: bool = False, regions: bool = False,
                own: bool = False) -> tuple[bool, str]:
    """How a scenario that plays allies from the hand plays ``card``: (in play at all, what
    the coverage says), ``strikes`` where its allies face strikes, ``texts`` where it plays
    what ``CANCELS`` names, ``regions`` what ``REGIONS`` names, ``own`` what ``OWN_FROM``
    names. There and Back Again plays
    it only at a site of its fixed map (``layout``); a scenario whose site deck is the
    player's, wherever its card says."""
    if ruleset_id == TBA:
        sites = ally_sites_on_map(card, layout)
        if not sites:
            return False, f"TBA-LAYOUT-2: playable only at {where(card)}, which is not on " \
                          "the map"
        at = " or ".join(sites)
    else:
        at = f"{where(card)}, a site of {DECK[ruleset_id]}"
    played = f"played from the hand at {at} ({PLAY_ALLY}){POINTS.get(ruleset_id, '')}"
    if strikes:
        played += f", {IN_COMBAT}"
    if texts and fold(card.name) in CANCELS:
        played += f", {CANCELS[fold(card.name)]} ({CANCEL_ATTACK})"
    if regions and fold(card.name) in REGIONS:
        played += f", {REGIONS[fold(card.name)]} ({MOVEMENT})"
    name = fold(card.name)
    if own and name in OWN_FROM and not never_ring(ruleset_id, rings):
        played += f", {OWN_TEXT[name]} ({OWN_FROM[name][1]})"
    if never_ring(ruleset_id, rings) and name in NO_RING:
        played += f"; {NO_RING[name]}"
    elif name in NEVER_OWN.get(ruleset_id, {}):
        played += f"; {NEVER_OWN[ruleset_id][name]}"
    left = ally_left_out(card, strikes, texts, ruleset_id, rings, regions, own)
    return True, f"{played}; not played: {left}" if left else played


#: The scenarios whose items these notes read.
ITEMS = (TBA, "burglar", "necromancer")
SPECIAL = ("a special item: no site of the scenario lists special items as playable there "
           "(CoE-2.V.4) and a gold ring's test brings only a special ring (CoE-6.2), so it "
           "never comes into play")
#: The Guise's: no gold ring is ever borne there to be tested.
SPECIAL_GON = ("a special item: no site of the location deck lists special items as playable "
               "there (CoE-2.V.4) and no gold ring is borne to be tested (GON-RDECK-3), so it "
               "never comes into play")
OTHER = ("its own text (The Road Goes Ever On's script); the scenario gives its catalog facts "
         "only")


def off_the_map(ruleset_id: str, card: Card, sites: tuple[str, ...]) -> str:
    """The clause by which There and Back Again never puts a special item found only at a
    site of its own in play, that site not being on the map ("": none such)."""
    own = OWN_SITES.get(fold(card.name))
    if ruleset_id != TBA or own is None or own in sites:
        return ""
    return f"TBA-LAYOUT-2: found only at {own}, which is not on the map"


#: The sites of ``OWN_SITES`` that are Havens, where the family's site phase plays no item
#: (a company does not enter a Haven).
HAVENS = ("Lórien",)
IN_A_HAVEN = ("never played: the site its card names, {site}, is a Haven, where the scenario's "
              "site phase plays no item (the company does not enter it)")
#: The attribute naming the first version of a scenario giving a company at a Haven its site
#: phase (Burglar Wants a Good Job's, BWJ-SEQ-17: as standard), where a special item its card
#: has played at a Haven is played (``placed``).
HAVEN_SITE_PHASE = "haven_site_phase_from"
#: Ent-draughts, played by its card's own condition, not at a site listing special items
#: (``hobbit.ent_draughts``).
ENT_DRAUGHTS = fold("Ent-draughts")
#: What the coverage says of Ent-draughts where a scenario plays it by its card (from its
#: ``ent_draughts_from``, ``hobbit.ent_draughts``), and what of it never arises there.
DRAUGHTS_PLAYED = ("played from the hand at Wellinghall, a site of {deck}, once entered, in "
                   "addition to an ally or a faction played there this turn (neither its "
                   "bearer nor the site taps), on a character bearing none yet; never taken by "
                   "a creature, transferred nor passed on to an heir (CoE-2.V.4)")
DRAUGHTS_STORED = {"burglar": "; never arises here: its storing (the scenario stores only the "
                              "task resources, BWJ-MP-7)",
                   "necromancer": "; never stored"}


def ent_draughts(ruleset_id: str, card: Card, plays: bool) -> str | None:
    """What the coverage says of ``card`` where it is Ent-draughts and the scenario plays it by
    its card (``plays``), all of its text (None: another card, or a version that does not)."""
    if not plays or fold(card.name) != ENT_DRAUGHTS or ruleset_id not in DECK:
        return None
    return DRAUGHTS_PLAYED.format(deck=DECK[ruleset_id]) + DRAUGHTS_STORED[ruleset_id]


SAPLING = fold("Sapling of the White Tree")


def stored(name: str) -> tuple[str, str]:
    """Where else the item ``name`` (folded) is stored and what it is worth there, as the
    notes say them ("at a Dwarf-hold", "5 marshalling points"), read from
    ``engine.item_places.STORES``."""
    store = item_places.STORES[name]
    return f"at {store.place}", f"{store.points} marshalling point" \
                                f"{'s' if store.points != 1 else ''}"


def elsewhere(name: str) -> bool:
    """Whether the item ``name`` (folded) is stored somewhere besides a Haven."""
    return item_places.STORES[name].place != item_places.HAVEN


_SAPLING_AT, _SAPLING_WORTH = stored(SAPLING)
#: What never arises of the Sapling of the White Tree's text where a scenario plays it where
#: its card says, by scenario: its points stored at Minas Tirith.
SAPLING_NEVER = {
    TBA: f"never arises here: its {_SAPLING_WORTH} stored {_SAPLING_AT} (marshalling "
         "points do not count, TBA-RES-1; Minas Tirith is not on the map, TBA-LAYOUT-2)",
    "burglar": f"never arises here: its {_SAPLING_WORTH} stored {_SAPLING_AT} (only a "
               "task resource stored at a Haven gives points, BWJ-MP-6, BWJ-MP-7)",
}
_SAPLING_BAR = "never played at a Shadow-hold or Dark-hold, its card's bar (CoE-2.V.4)"
#: What a scenario playing it where its card says leaves out of the Sapling, by scenario.
SAPLING_LEFT = {"necromancer": f"{_SAPLING_BAR}; not played: its {_SAPLING_WORTH} stored "
                               f"{_SAPLING_AT}"}
#: What a scenario storing it where its card says (its ``item_stores_from``) notes of it.
SAPLING_STORED = {"necromancer": f"{_SAPLING_BAR}; stored {_SAPLING_AT} too, for "
                                 f"{_SAPLING_WORTH} (CoE-2.II.4)"}


BOOK, RED_BOOK = fold("Book of Mazarbul"), fold("Red Book of Westmarch")
ORCHARD = fold("Earth of Galadriel's Orchard")
#: What a special item's card does beyond its catalog facts that the family plays, from the
#: version a scenario's attribute names: the Book of Mazarbul's reading
#: (``hobbit.book_of_mazarbul``), the Red Book's bonuses (``hobbit.item_texts``); by
#: scenario, "*" for any.
OWN_ITEM_TEXT = {
    BOOK: ("book_from", {"*": "tapped by a sage in the organization phase for one card more in "
                              "hand until the next untap phase (CoE-6.1)"}),
    RED_BOOK: ("red_book_from", {
        "burglar": "its +2 to direct influence against a Hobbit faction (CoE-2.V.3)",
        "*": "its +2 to direct influence against a Hobbit faction and in controlling a Hobbit "
             "follower (CoE-2.V.3, CoE-2.II.3.2)"}),
}
#: What of a special item's text never arises in a scenario, with why.
NEVER_TEXT = {("burglar", RED_BOOK): "its +2 against a Hobbit character (no character is a "
                                     "follower here)"}
#: Why an item's points stored so never count, by scenario.
POINTS_NEVER = {"burglar": "only a task resource stored at a Haven gives points, BWJ-MP-6, "
                           "BWJ-MP-7",
                TBA: "marshalling points do not count, TBA-RES-1"}


def _own_text(ruleset_id: str, name: str, stores: bool,
              plays: Callable[[str], bool]) -> tuple[list[str], list[str], list[str]]:
    """(what is played, what is not, what never arises) of a special item's own text."""
    played: list[str] = []
    left: list[str] = []
    never = [NEVER_TEXT[(ruleset_id, name)]] if (ruleset_id, name) in NEVER_TEXT else []
    if name in OWN_ITEM_TEXT:
        attribute, texts = OWN_ITEM_TEXT[name]
        (played if plays(attribute) else left).append(texts.get(ruleset_id, texts["*"]))
    # Where else one of them is stored (all have a site of their own), or what it is worth at
    # a Haven, played from a scenario's ``item_stores_from``.
    if name in item_places.STORES:
        where, worth = stored(name)
        if ruleset_id in POINTS_NEVER:
            never.append(f"its {worth} stored {where} ({POINTS_NEVER[ruleset_id]})")
        elif stores:
            played.append(f"stored {where}{' too' if elsewhere(name) else ''}, for "
                          f"{worth} (CoE-2.II.4)")
        else:
            left.append(f"its {worth} stored {where}")
    return played, left, never


def placed(ruleset_id: str, card: Card, stores: bool = False,
           plays: Callable[[str], bool] = lambda attribute: False
           ) -> tuple[bool, str] | None:
    """(whether all its text is played, the note) of an item a scenario plays where its card
    says (``engine.item_places``), or None: a special item at the site its card names, the
    Sapling of the White Tree kept from a Shadow-hold and a Dark-hold (``stores``: the
    scenario's version stores it where its card says too; ``plays(attribute)``: whether it
    plays what of its text ``OWN_ITEM_TEXT`` names)."""
    if fold(card.name) in item_places.NOT_PLAYABLE_AT and ruleset_id in SAPLING_NEVER:
        return True, SAPLING_NEVER[ruleset_id]
    if fold(card.name) in item_places.NOT_PLAYABLE_AT and stores \
            and ruleset_id in SAPLING_STORED:
        return True, SAPLING_STORED[ruleset_id]
    if fold(card.name) in item_places.NOT_PLAYABLE_AT and ruleset_id in SAPLING_LEFT:
        return False, SAPLING_LEFT[ruleset_id]
    own = item_places.own_site(card)
    # The Guise enters a Haven in its site phase, Burglar from its ``haven_site_phase_from``;
    # the others do not.
    if own is None or ruleset_id not in ITEMS or own in HAVENS and ruleset_id in SAPLING_NEVER \
            and not plays(HAVEN_SITE_PHASE):
        return None
    name = fold(card.name)
    at = f"played only at {own}, the site its card names (CoE-2.V.4), "
    if name not in OWN_ITEM_TEXT and name not in item_places.STORES:
        return False, (f"{at}with its catalog facts; not played: what its card does beyond "
                       "them (The Road Goes Ever On's script)")
    played, left, never = _own_text(ruleset_id, name, stores, plays)
    return not left, "; ".join(filter(None, (
        at + ("; ".join(played) if played else "with its catalog facts"),
        f"not played: {'; '.join(left)}" if left else "",
        f"never arises here: {'; '.join(never)}" if never else "")))


def never_in_play(ruleset_id: str, card: Card) -> bool:
    """Whether the scenario never puts ``card`` in play, as ``note`` says (a special item no
    site lists, or one whose own site is a Haven the scenario never enters): the coverage
    reads it "not in this ruleset" (its deck check admits it, but no rule of the scenario
    ever plays it)."""
    return _item_note(ruleset_id, card)[1]


def note(ruleset_id: str, card: Card) -> str:
    """Why the scenario does not play ``card``'s text (an ally or an item)."""
    return _item_note(ruleset_id, card)[0]


def _item_note(ruleset_id: str, card: Card) -> tuple[str, bool]:
    """(why the scenario does not play ``card``'s text, whether it never puts it in play)."""
    if not card.is_item:
        return "", False  # an ally: ``ally_played`` says how each scenario plays it
    if ruleset_id not in ITEMS:
        return "", False
    if card.item_class != "special":
        return OTHER, False
    if (own := item_places.own_site(card)) in HAVENS and ruleset_id != "necromancer":
        return IN_A_HAVEN.format(site=own), True
    return (SPECIAL_GON if ruleset_id == "necromancer" else SPECIAL), True


WIZARD_ONLY = ("TBA-RES-3: played only on a Wizard of the company, and the Wizard is never a "
               "character here (only the Wizard's own short-event)")


def wizard_only(ruleset_id: str, entry: effects.ScriptedCard) -> str:
    """The clause by which There and Back Again never plays a scripted card every mode of
    which is played on a Wizard, or on one named character who is no companion of the
    scenario ("": it may be played)."""
    from domain.rulesets.hobbit import no_use
    from domain.rulesets.there_and_back_again.decks import ALLOWED_CHARACTERS

    if ruleset_id != TBA or not entry.modes:
        return ""
    if all(m.race == "Wizard" for m in entry.modes):
        return WIZARD_ONLY
    named = {m.named for m in entry.modes}
    if len(named) == 1 and (name := named.pop()) is not None \
            and name not in ALLOWED_CHARACTERS:
        # The Elven Rings' short-events: ``no_use`` says why, clause first.
        return no_use.note(TBA, entry.card_id) or f"TBA-COMP-2: played only on {name}, who " \
                                                  "is never a character of the company here"
    return ""


#: There and Back Again's cards that no rule above places, by what becomes of them there:
#: those it never puts in play, with the clause (``NEVER_HERE``); and items played with their
#: catalog facts whose own text never acts there (``NEVER_ACTS``). The greater palantíri are
#: played by their text (``palantiri.COVERAGE``).
NEVER_HERE = {
    "TW-193": "TBA-LAYOUT-2: played only at the Vale of Erech, which is not on the map, and "
              "only by Aragorn II, never in the company (TBA-COMP-2)",  # Army of the Dead
    "TW-227": "TBA-LAYOUT-2: playable only at Wellinghall, which is not on the map",
    "TW-363": "TBA-RES-3: played only on a Wizard, never a character here; and a special item, "
              "which no site of the map lists as playable (CoE-2.V.4)",  # Wizard's Ring
}
NEVER_ACTS = {
    "TW-195": "never arises here: its use, by a Dúnadan or Aragorn II bearing it (TBA-COMP-1, "
              "TBA-COMP-2: the company is one Hobbit and Dwarves); played at a site listing "
              "minor items with its catalog facts",  # Athelas
    "TW-312": "never arises here: its automatic influence of the Riders of Rohan (Edoras is "
              "not on the map, TBA-LAYOUT-2) and its +5 direct influence against a character "
              "whose home site is Edoras (none is in the company, TBA-COMP-2); played at The "
              "Lonely Mountain with its catalog facts",  # Red Arrow
    "TW-342": "never arises here: its alternative that discards a hazard permanent-event when "
              "Gates of Morning is in play (TBA-DECK-1: the hazard deck holds creatures and "
              "Dragon’s Desolation, a short-event, only, so no hazard permanent-event is ever "
              "in play); its cancel of a Troll attack played",  # The Cock Crows
}
#: Where a scenario playing The Iron Crown's text (``iron_crown_from``) plays the crown.
IRON_CROWN_AT = {TBA: "played at The Lonely Mountain, the one site of the map listing greater "
                      "items (TBA-LAYOUT-2)"}
