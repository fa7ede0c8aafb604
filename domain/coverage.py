"""How Red Book plays The Wizards (TW): every card of the set, how each ruleset that plays
MECCG cards by their text plays it at its current version, the least complete of those (the
"every ruleset" status), and the test of the engine's script (``redbook cards --coverage``,
``GET /cards/coverage``).

A card's status in a ruleset:

- ``scripted``: the ruleset plays all of the card a solo game can do (what needs the
  two-player game, an opponent or a hazard player, is named in ``missing``, opening
  "needs the two-player game: ", card by card; what the ruleset's rules never let arise, with
  its clause);
- ``scripted in part``: it plays the card, but not all of it (``missing`` says what, read
  from the scripts themselves: ``ScriptedCard.missing``, ``effects.HAZARD_NOTES``, and the
  rulesets' own tables);
- ``declared by the player``: an event no script plays there, played by declaring one
  effect of the vocabulary and recorded as a player ruling;
- ``needs no script``: a card whose printed rules are all facts of the catalog (a region; a
  character, creature or site of ``seeds/catalog/plain_cards.txt``);
- ``not scripted``: a card with rules of its own the ruleset plays from its catalog facts
  only (a character's or a creature's special text, an item's use, an ally, a faction, a
  site's special rule);
- ``not in this ruleset``: a card the ruleset never puts in play: its deck rules refuse it
  (``ruled_out`` of the scenario's ``decks``, ``_DECKS``), or no rule of the scenario ever
  lets it come into play or its text act (a special item no site lists, a card refused naming
  why); ``missing`` names the clause and why. A card that may act there whose text the ruleset
  does not play (a dud only for want of a script, an item whose own condition is not played)
  reads ``not scripted``.

A card's own status, the "every ruleset" column (``EVERY_RULESET``), is how it plays in the
rulesets that put it in play: the least complete of their statuses (``COMPLETENESS``), its
``missing`` what those rulesets say, each named; "not in this ruleset" where none puts it in
play. The engine's own scripts name the test (``engine_status``); a ruleset may play less of a
card than they do: the generation of scripts its version reads (``effects.LATER``), its own
scripts (The Road Goes Ever On's hand), items with the catalog's item facts only from the
version that reads them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING, Any, TypeVar

from domain.cards import Card, Catalog
from domain.cards.rules_text import plain_cards
from domain.engine import (
    character_notes,
    character_rules,
    creature_scripts,
    effects,
    hazards_in_play,
    site_rules,
)
from domain.engine import corruption_cards as engine_corruption_cards

if TYPE_CHECKING:
    from domain.rulesets.road_goes_ever_on.resource_long_events import LongScript

V = TypeVar("V")

SCRIPTED = "scripted"
IN_PART = "scripted in part"
DECLARED = "declared by the player"
NO_SCRIPT = "needs no script"
NOT_SCRIPTED = "not scripted"
NOT_IN_RULESET = "not in this ruleset"
STATUSES = (SCRIPTED, IN_PART, DECLARED, NO_SCRIPT, NOT_SCRIPTED, NOT_IN_RULESET)
#: The statuses a card may have where a ruleset puts it in play, from the least complete to
#: the most: a card's own status (``every_ruleset``) is the first of them any such ruleset
#: gives it. What needs no script ranks above what a script plays: a card some ruleset plays
#: by a script reads scripted.
COMPLETENESS = (NOT_SCRIPTED, DECLARED, IN_PART, SCRIPTED, NO_SCRIPT)

#: The rulesets whose deck rules keep cards out of play, and the module whose ``ruled_out``
#: names, for a card, the clause its deck check refuses it by ("": admitted).
_DECKS = {"burglar": "domain.rulesets.burglar.decks",
          "necromancer": "domain.rulesets.guise_of_the_necromancer.decks",
          "there-and-back-again": "domain.rulesets.there_and_back_again.decks",
          "road-goes-ever-on": "domain.rulesets.road_goes_ever_on.decks"}

#: The rulesets that play MECCG cards by their text, so that any TW card may be put in their
#: decks. Solitaire v1 plays a card by its type and duration only (SV1-RES-3), never its text.
TEXT_RULESETS = ("burglar", "necromancer", "road-goes-ever-on", "there-and-back-again")

#: What a corruption card that stays on a character does beyond the corruption points the
#: rulesets give it from the catalog.
CORRUPTION_CARD_MISSING = "anything it says beyond its corruption points (its removal, a check)"


@dataclass(frozen=True, slots=True)
class InRuleset:
    """How one ruleset (at its current version) plays a card."""

    status: str
    missing: str = ""


@dataclass(frozen=True, slots=True)
class Coverage:
    """One TW card: its status in every ruleset (``every_ruleset``), what is missing there,
    the test of the engine's script, and by ruleset."""

    card_id: str
    name: str
    kind: str
    status: str
    missing: str
    test: str
    rulesets: tuple[tuple[str, InRuleset], ...]

    def to_json(self) -> dict[str, Any]:
        return {"id": self.card_id, "name": self.name, "kind": self.kind,
                "status": self.status, "missing": self.missing, "test": self.test,
                "rulesets": {rid: {"status": r.status, "missing": r.missing}
                             for rid, r in self.rulesets}}


def kind(card: Card) -> str:
    """A card's kind as the table shows it: ``character``, ``minor item``, ``hazard
    short-event``, ``creature``, ``site``, ``region``."""
    if card.card_type in ("Character", "Site", "Region"):
        return card.card_type.lower()
    first = (card.subtypes[0] if card.subtypes else card.card_type).lower()
    if card.card_type == "Hazard" and card.is_creature:
        return "creature"
    return f"hazard {first}" if card.card_type == "Hazard" else first


def _left_status(missing: str) -> str:
    """The status of a script whose ``missing`` says what it leaves out: what needs the
    two-player game only (``missing`` opening with ``TWO_PLAYER_ITEM``, last of its parts) is
    no part a solo game leaves out."""
    return IN_PART if missing and not missing.startswith(TWO_PLAYER_ITEM) else SCRIPTED


def _from_script(entry: effects.ScriptedCard | creature_scripts.CreatureScript
                 | hazards_in_play.LongEventScript) -> tuple[str, str, str]:
    return _left_status(entry.missing), entry.missing, entry.test


def every_ruleset(rulesets: Iterable[tuple[str, InRuleset]]) -> InRuleset:
    """How a card plays in the rulesets that put it in play: the least complete of their
    statuses (``COMPLETENESS``), and what each ruleset giving it that status says, named
    ("burglar, necromancer: ...", each different note after " | "); "not in this ruleset"
    where none puts it in play, with each one's clause."""
    kept = tuple(rulesets)
    playing = [r.status for _, r in kept if r.status != NOT_IN_RULESET]
    status = min(playing, key=COMPLETENESS.index) if playing else NOT_IN_RULESET
    notes: dict[str, list[str]] = {}
    for rid, found in kept:
        if found.status == status and found.missing:
            notes.setdefault(found.missing, []).append(rid)
    return InRuleset(status, " | ".join(f"{', '.join(rids)}: {note}"
                                        for note, rids in notes.items()))


def engine_status(card: Card) -> tuple[str, str, str]:
    """(status, missing, test) of ``card`` as the engine's latest scripts play it (a row names
    the test); an item The Road Goes Ever On plays by a script of its own, as that script
    plays it where the engine has none or the ruleset's plays it in full."""
    item = _rgo_item_script(card.id)
    if item is not None and (not item[0] or effects.scripted(
            card.id, effects.EVERY_GENERATION) is None):
        return _item_status(item[0]), item[0], item[1]
    corrupting = _rgo_corruption_card(card.id)
    if corrupting is not None:
        return (IN_PART if corrupting[0] else SCRIPTED), corrupting[0], corrupting[1]
    if _rgo_hazard_script(card.id):
        left = _rgo_hazard_missing(card.id)
        return (IN_PART if left else SCRIPTED), left, _rgo_hazard_script(card.id)
    return _scripts_status(card)


def _rgo_hazard_script(card_id: str) -> str:
    """The test of a hazard event The Road Goes Ever On's current version plays by a script
    of its own, not the engine's ("": none)."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.road_goes_ever_on import (
        balance_of_things,
        balrog_of_moria,
        bane_of_the_ithil_stone,
        desolation,
        nazgul_abroad,
        nazgul_mounts,
        origin_returns,
        pack_at_the_door,
        shelob,
        siege,
        traitor,
        will_of_sauron,
    )

    played = ruleset_class("road-goes-ever-on").version
    for covered, plays in ((nazgul_mounts.COVERAGE, nazgul_mounts.plays),
                           (origin_returns.COVERAGE, origin_returns.plays),
                           (desolation.COVERAGE, desolation.plays),
                           (will_of_sauron.COVERAGE, will_of_sauron.plays),
                           (balance_of_things.COVERAGE, balance_of_things.plays),
                           (nazgul_abroad.COVERAGE, nazgul_abroad.plays),
                           (traitor.COVERAGE, traitor.plays),
                           (shelob.COVERAGE, shelob.plays),
                           (balrog_of_moria.COVERAGE, balrog_of_moria.plays),
                           (bane_of_the_ithil_stone.COVERAGE, bane_of_the_ithil_stone.plays),
                           (siege.COVERAGE, siege.plays)):
        if card_id in covered and plays(played):
            return covered[card_id][1]
    return pack_at_the_door.TEST if card_id == pack_at_the_door.CARD_ID \
        and pack_at_the_door.plays(played) else ""


def _rgo_hazard_missing(card_id: str) -> str:
    """What The Road Goes Ever On's own script of a hazard event leaves out ("": nothing, or
    no such script)."""
    from domain.rulesets.road_goes_ever_on import bane_of_the_ithil_stone, traitor

    found = _first_of(card_id, (traitor.COVERAGE, bane_of_the_ithil_stone.COVERAGE))
    return found[0] if found is not None and _rgo_hazard_script(card_id) else ""


def _scripts_status(card: Card) -> tuple[str, str, str]:
    """(status, missing, test) of ``card`` as the engine's latest scripts play it, the
    items of The Road Goes Ever On's own scripts aside."""
    entry = effects.scripted(card.id, effects.EVERY_GENERATION)
    if entry is not None:
        return _from_script(entry)
    creature = creature_scripts.scripted_creature(card.id, creature_scripts.LATEST)
    if creature is not None:
        return _from_script(creature)
    held = _in_play_script(card.id, hazards_in_play.LATEST)
    if held is not None:
        return held
    if _faction_facts(card):
        return SCRIPTED, "", FACTION_TEST
    ally = _ally_script(card.id)
    if ally is not None:
        return (IN_PART if ally[0] else SCRIPTED), ally[0], ally[1]
    if card.id in _SITE_RULE_TESTS:  # a site's printed rule (``engine.site_rules``)
        return SCRIPTED, "", _SITE_RULE_TESTS[card.id]
    if card.card_type == "Region" or card.id in plain_cards():
        return NO_SCRIPT, "", ""
    if card.card_type == "Character":
        rest = character_notes.missing(card)
        if character_notes.played(card):
            return (IN_PART if rest else SCRIPTED), rest, character_notes.TEST
        return NOT_SCRIPTED, rest, ""
    if card.corruption_card and card.corruption_points:
        return IN_PART, CORRUPTION_CARD_MISSING, ""
    if card.event_type is not None and not card.is_creature and not card.is_item:
        return DECLARED, "", ""
    return NOT_SCRIPTED, "", ""


_SITES_TEST = "tests/rules/test_burglar_site_rules.py::"
#: The sites whose printed rule the engine scripts (``engine.site_rules``), and its test.
_SITE_RULE_TESTS = {
    **dict.fromkeys(site_rules.LIMIT_BONUS, _SITES_TEST
                    + "test_moving_to_barad_dur_or_mount_doom_raises_the_hazard_limit_by_two"),
    "TW-417": "tests/rules/test_hobbit_healing_sites.py::"
              "test_at_old_forest_halfling_strength_heals_every_wounded_character",
    "TW-420": "tests/rules/test_hobbit_healing_sites.py::"
              "test_at_rhosgobel_athelas_heals_every_wounded_character_to_tapped",
}


_NO_LIMIT = "never arises here: its hazard limit 2 higher (GON-HH-2: there is no hazard limit)"
#: How the Guise of the Necromancer plays the sites' printed rules before
#: ``printed_rules.SITE_RULES_FROM``: what needs a hazard limit never arises there; the keying
#: and the healing rules are not played.
_GON_SITE_RULES = {
    "TW-374": InRuleset(SCRIPTED, _NO_LIMIT),
    "TW-414": InRuleset(NOT_SCRIPTED, f"hazard creatures always keyed to it; {_NO_LIMIT}"),
    **dict.fromkeys(site_rules.HEALING_SITES, InRuleset(
        NOT_SCRIPTED, "a healing effect reaching every character at the site")),
}


def _gon_site_rule(card_id: str) -> InRuleset:
    """How the Guise of the Necromancer's current version plays a site's printed rule: from
    ``printed_rules.SITE_RULES_FROM`` Mount Doom's keying and the healing sites' rule, what
    needs a hazard limit never arising."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.guise_of_the_necromancer import printed_rules

    if int(ruleset_class("necromancer").version) < printed_rules.SITE_RULES_FROM:
        return _GON_SITE_RULES[card_id]
    return InRuleset(SCRIPTED, _NO_LIMIT if card_id in site_rules.LIMIT_BONUS else "")


def _in_play_script(card_id: str, generation: int) -> tuple[str, str, str] | None:
    """(status, missing, test) of a hazard event that stays in play as ``generation`` of
    ``hazards_in_play`` (1: the first registries, ``effects.HAZARD_NOTES``) plays it."""
    for cards in reversed(hazards_in_play.GENERATIONS[:max(0, generation - 1)]):
        if card_id in cards:
            return _from_script(cards[card_id])
    if card_id in effects.HAZARD_NOTES:
        missing, test = effects.HAZARD_NOTES[card_id]
        return (IN_PART if missing else SCRIPTED), missing, test
    return None


def _bwj_never_here(ruleset_id: str, card_id: str) -> InRuleset | None:
    """A hazard event in play whose script leaves out only what never arises in Burglar Wants
    a Good Job, with why (``hazard_long_events.NEVER_HERE``), or what its play there leaves
    out (``LEFT_OUT``; None: another ruleset or card)."""
    if ruleset_id != "burglar":
        return None
    from domain.rulesets.burglar import hazard_long_events

    if card_id in hazard_long_events.LEFT_OUT:
        return InRuleset(IN_PART, hazard_long_events.LEFT_OUT[card_id])
    note = hazard_long_events.NEVER_HERE.get(card_id)
    return InRuleset(SCRIPTED, note) if note else None


def _in_play_generation(ruleset_id: str) -> int:
    """The generation of ``hazards_in_play`` the current version of a ruleset plays."""
    from domain.ruleset import ruleset_class

    cls = ruleset_class(ruleset_id)
    generations: Iterable[tuple[int, int]] = getattr(cls, "long_event_generations", ())
    return max((g for since, g in generations if int(cls.version) >= since), default=1)


def _generations(ruleset_id: str) -> effects.Generations:
    """The generations of the engine's scripted cards (``effects``) the current version of a
    ruleset reads (generation 1 alone: it names none later)."""
    from domain.ruleset import ruleset_class

    cls = ruleset_class(ruleset_id)
    history: effects.GenerationHistory = getattr(cls, "generations", ())
    return effects.Generations.read_by(history, cls.version)


#: Where a ruleset that is not a Hobbit scenario (``item_facts_from``) keeps the first version
#: that reads the catalog's item facts.
_ITEM_FACTS_FROM = {
    "necromancer": "domain.rulesets.guise_of_the_necromancer.evolve",
    "road-goes-ever-on": "domain.rulesets.road_goes_ever_on.items_in_play",
}


def _necromancer_script(card_id: str) -> effects.ScriptedCard | None:
    """How Guise of the Necromancer's hand plays a card in its current version: the first
    generation as the engine scripts it, a card of the second only where its hand plays one
    of its modes (``hand_cards.script``), or refuses it, naming the clause
    (``hand_cards.refused``: a card lowering the hazard limit)."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.guise_of_the_necromancer import hand_cards

    version = ruleset_class("necromancer").version
    first = effects.scripted(card_id)
    if first is not None:
        # A later generation's script of it, every mode of which the hand plays (Halfling
        # Strength's check), stands instead.
        later = effects.scripted(card_id, hand_cards.generation(version))
        return later if later is not None and all(
            hand_cards.playable(m, hand_cards.generation(version), version)
            for m in later.modes) else first
    if hand_cards.refused(card_id, version):
        return effects.scripted(card_id, hand_cards.generation(version))
    return hand_cards.script(card_id, hand_cards.generation(version), version)


def _necromancer_ignored(card: Card) -> str | None:
    """Why Guise of the Necromancer's current version makes a dud of a hazard event whose
    every effect has nothing to act on there (``hazard_hand.ignored``), or None."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.guise_of_the_necromancer import hazard_hand

    found = hazard_hand.ignored(card, ruleset_class("necromancer").version)
    return None if found is None else f"{found[0]}: {found[1]}; a dud, discarded and replaced"


def _necromancer_ruled_text(card_id: str) -> str:
    """Why Guise of the Necromancer plays a creature as a creature alone, its special text
    taken away by a clause of its own (``creatures.RULED_OUT_TEXT``; "": none)."""
    from domain.rulesets.guise_of_the_necromancer import creatures

    return creatures.RULED_OUT_TEXT.get(card_id, "")


def _necromancer_sends_back(card_id: str) -> bool:
    """Whether Guise of the Necromancer's current version plays the creature's successful
    strike sending the company back (``creatures.sends_back``: Fell Turtle)."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.guise_of_the_necromancer import creatures

    return creatures.sends_back(str(ruleset_class("necromancer").version), card_id)


def _creature_generation(ruleset_id: str) -> int:
    """The generation of creature scripts the current version of a ruleset plays (0: none)."""
    from domain.ruleset import ruleset_class

    cls = ruleset_class(ruleset_id)
    generations: Iterable[tuple[int, int]] = getattr(cls, "creature_generations", ())
    return max((g for since, g in generations if int(cls.version) >= since), default=0)


def _reads_item_facts(ruleset_id: str) -> bool:
    from domain.ruleset import ruleset_class

    cls = ruleset_class(ruleset_id)
    since: int | None = getattr(cls, "item_facts_from", None)
    if ruleset_id in _ITEM_FACTS_FROM:
        try:
            since = import_module(_ITEM_FACTS_FROM[ruleset_id]).ITEM_FACTS_FROM
        except ModuleNotFoundError:  # a version that reads no item facts has no such module
            since = None
    return since is not None and int(cls.version) >= since


def _rgo_completes(card_id: str) -> bool:
    """Whether The Road Goes Ever On's current version plays what the engine's script of the
    card leaves out (``influence_plays.COMPLETES``, nenya.py, vilya.py), or the card's script
    misses only what needs Gates of Morning, never in play there before
    ``gates_of_morning.SINCE_VERSION`` (``resource_long_events``), or that its own script
    plays with Gates of Morning in play (evenstar.py)."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.road_goes_ever_on import (
        evenstar,
        gates_of_morning,
        influence_plays,
        nenya,
        quiet_lands,
        resource_long_events,
        vilya,
    )

    # What the engine's scripts of Nenya and Vilya leave out (``turn_bonuses``), its own
    # scripts play.
    played = str(ruleset_class("road-goes-ever-on").version)
    if card_id == nenya.CARD:
        return nenya.offered(played)
    if card_id == vilya.CARD:
        return vilya.offered(played)
    if card_id == quiet_lands.CARD:  # its alternative with Gates of Morning
        return quiet_lands.offered(played)
    if card_id == evenstar.CARD:  # its alternative with Gates of Morning
        return evenstar.offered(played)
    if card_id in resource_long_events.GATES_ONLY_MISSING:
        # Gates of Morning can be in play from its version: Dark Quarrels' alternative is
        # played then, what the others do with it is not yet (gates_of_morning.NOT_YET, read
        # by _rgo_left_out)
        return card_id not in gates_of_morning.not_yet(ruleset_class("road-goes-ever-on")
                                                       .version)
    return influence_plays.offered(ruleset_class("road-goes-ever-on").version) \
        and card_id in influence_plays.COMPLETES


def _rgo_never_here(card_id: str) -> bool:
    """Whether what the engine's script of a hazard event leaves out cannot happen in The
    Road Goes Ever On (``hazard_scripts.NEVER_HERE``)."""
    from domain.rulesets.road_goes_ever_on import hazard_scripts

    return card_id in hazard_scripts.NEVER_HERE


def _rgo_hand(card_id: str) -> bool:
    """Whether The Road Goes Ever On's current version plays this card from the hand by a
    script (the engine's or its own)."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.road_goes_ever_on import hand_resources

    return card_id in hand_resources.plays(ruleset_class("road-goes-ever-on").version)



def _first_of(card_id: str, tables: Iterable[Mapping[str, V]]) -> V | None:
    """The first entry for ``card_id`` in the scripts' tables, in the order given (None: no
    table has one): each module of a card family keeps its own."""
    return next((table[card_id] for table in tables if table.get(card_id)), None)

def _rgo_left_out(card_id: str) -> str:
    """What The Road Goes Ever On's own script of a hand card leaves out ("": nothing)."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.road_goes_ever_on import (
        gates_of_morning,
        great_ship,
        nenya,
        ring_cards,
        true_fana,
        turn_bonuses,
    )

    version = ruleset_class("road-goes-ever-on").version
    return _first_of(card_id, (turn_bonuses.LEFT_OUT, nenya.left_out(version),
                               ring_cards.left_out(version),
                               {great_ship.CARD: great_ship.left_out(version)},
                               true_fana.left_out(version),
                               gates_of_morning.not_yet(version))) or ""


def _rgo_hazard_never_here(card_id: str) -> str:
    """What a hazard The Road Goes Ever On leaves declared says that never arises in its solo
    game ("": nothing noted)."""
    from domain.rulesets.road_goes_ever_on import hazard_notes

    return hazard_notes.NEVER_HERE.get(card_id, "")


def _rgo_two_player(card_id: str) -> str:
    """What a creature's text The Road Goes Ever On otherwise plays in full means only to a
    hazard player ("": nothing noted)."""
    from domain.rulesets.road_goes_ever_on import hazard_notes

    return hazard_notes.TWO_PLAYER.get(card_id, "")


def _rgo_meaningless(card_id: str) -> str:
    """Why a card The Road Goes Ever On leaves declared never means anything in its solo
    game ("": it may)."""
    from domain.rulesets.road_goes_ever_on import resource_notes

    return resource_notes.NO_USE.get(card_id, "")


def _rgo_hand_two_player(card_id: str) -> str:
    """What of a hand card's text needs the two-player game ("": nothing noted), where The
    Road Goes Ever On's current version plays the rest or never lets it be declared."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.road_goes_ever_on import resource_notes

    note = resource_notes.TWO_PLAYER.get(card_id, "")
    played = ruleset_class("road-goes-ever-on").version
    return note if _rgo_hand(card_id) or resource_notes.undeclared(card_id, played) else ""


def _rgo_chance_meeting(card_id: str) -> bool:
    """Whether ``card_id`` is A Chance Meeting and The Road Goes Ever On's current version
    plays it (chance_meeting.py): a character of the hand into play as a follower."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.road_goes_ever_on import chance_meeting

    return card_id == chance_meeting.CARD_ID \
        and chance_meeting.offered(str(ruleset_class("road-goes-ever-on").version))


def _rgo_lucky_search(card_id: str) -> InRuleset | None:
    """How The Road Goes Ever On's current version plays Lucky Search, by lucky_search.py,
    and what it leaves out (None: another card, or a version that declares it)."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.road_goes_ever_on import lucky_search

    played = str(ruleset_class("road-goes-ever-on").version)
    if card_id != lucky_search.CARD_ID or not lucky_search.offered(played):
        return None
    left = lucky_search.left_out(played)
    return InRuleset(IN_PART if left else SCRIPTED, left)


def _rgo_not_played(card_id: str) -> str:
    """Why The Road Goes Ever On's current version neither plays nor lets the player declare
    a short-event that adds nothing to its game ("": it may be played or declared)."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.road_goes_ever_on import use_palantir

    played = str(ruleset_class("road-goes-ever-on").version)
    return use_palantir.NOT_PLAYED if use_palantir.undeclared(card_id, played) else ""


def _rgo_rescue(card_id: str) -> bool:
    """Whether ``card_id`` is Rescue Prisoners and The Road Goes Ever On's current version
    plays it from the hand (rescues.py): the Spiders, the holder kept tapped, the storing."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.road_goes_ever_on import rescues

    return card_id == rescues.CARD_ID \
        and rescues.offered(str(ruleset_class("road-goes-ever-on").version))


def _rgo_permanent(card_id: str) -> InRuleset | None:
    """How The Road Goes Ever On plays a resource permanent-event no script plays: as an
    Information quest, in part, or not at all (None: another rule says)."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.road_goes_ever_on import (
        align_palantir,
        anduril,
        fellowship,
        gates_of_morning,
        information_storing,
        morannon,
        resource_notes,
        return_of_the_king,
        sacrifice_of_form,
        stone_of_erech,
        swordmaster,
        white_tree,
    )

    version = int(ruleset_class("road-goes-ever-on").version)
    for table in (stone_of_erech.COVERAGE, return_of_the_king.COVERAGE, white_tree.COVERAGE,
                  anduril.COVERAGE, information_storing.COVERAGE, swordmaster.COVERAGE,
                  align_palantir.COVERAGE, sacrifice_of_form.COVERAGE, morannon.COVERAGE):
        found = table.get(card_id)
        if found is not None and version >= found[2]:  # the first script its version plays
            return InRuleset(IN_PART if found[0] else SCRIPTED, found[0])
    if card_id in resource_notes.INFORMATION_QUESTS:
        return InRuleset(IN_PART, resource_notes.INFORMATION_QUESTS[card_id])
    if card_id == fellowship.CARD and fellowship.offered(ruleset_class("road-goes-ever-on")
                                                          .version):
        return InRuleset(SCRIPTED, fellowship.LEFT_OUT)
    if card_id == gates_of_morning.CARD and gates_of_morning.offered(
            ruleset_class("road-goes-ever-on").version):
        return InRuleset(SCRIPTED, gates_of_morning.LEFT_OUT)
    return None


def _rgo_long(card_id: str) -> LongScript | None:
    """The Road Goes Ever On's script of a resource long-event its current version plays."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.road_goes_ever_on import resource_long_events

    return resource_long_events.played_script(card_id,
                                              ruleset_class("road-goes-ever-on").version)


#: The test that checks each faction's facts record by record.
FACTION_TEST = "tests/unit/test_faction_facts.py::test_every_tw_faction_record_by_record"


def _faction_facts(card: Card) -> bool:
    """Whether a faction's printed rules are all catalog facts played as such: its sites,
    influence number and standard modifications (the Army of the Dead prints no number)."""
    return card.is_faction and bool(card.faction_sites) and card.influence_number is not None


def _faction_in(ruleset_id: str) -> InRuleset:
    """The Road Goes Ever On plays a faction by its facts from the version that reads them
    (faction_facts.py), a Hobbit scenario from its ``faction_facts_from`` (hobbit/factions.py);
    the other rulesets use numbers of their own, or none."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.hobbit import factions
    from domain.rulesets.road_goes_ever_on import faction_facts

    cls = ruleset_class(ruleset_id)
    since: int | None = getattr(cls, "faction_facts_from", None)
    played = faction_facts.offered(cls.version) if ruleset_id == "road-goes-ever-on" \
        else factions.plays(str(cls.version), since)
    return InRuleset(SCRIPTED if played else NOT_SCRIPTED)


def _plays_character_bonuses(ruleset_id: str) -> bool:
    """Whether the current version of The Road Goes Ever On plays the characters' printed
    bonuses (from ``character_texts.SINCE_VERSION``; a Hobbit scenario's own reading is
    ``_hobbit_character_in``)."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.road_goes_ever_on import character_texts

    return ruleset_id == "road-goes-ever-on" \
        and character_texts.plays(ruleset_class(ruleset_id).version)


def _hobbit_character_in(ruleset_id: str, card: Card) -> InRuleset | None:
    """How a Hobbit scenario whose current version plays the characters' printed bonuses
    (``character_bonuses_from``, ``hobbit.character_texts``) plays a character: scripted, or
    in part naming what it still leaves out; what never arises there, and what needs the
    two-player game, named (None: its version does not play them)."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.hobbit import character_texts
    from domain.rulesets.hobbit import factions as hobbit_factions

    if ruleset_id not in character_texts.SCENARIOS:
        return None
    cls = ruleset_class(ruleset_id)
    since: int | None = getattr(cls, "character_bonuses_from", None)
    if not character_texts.plays(str(cls.version), since):
        return None
    factions, followers = character_texts.SCENARIOS[ruleset_id]
    # A scenario playing factions by their facts makes influence attempts on them.
    factions = factions or hobbit_factions.plays(
        str(cls.version), getattr(cls, "faction_facts_from", None))
    follows: int | None = getattr(cls, "follower_bonuses_from", None)
    counted = character_texts.plays(str(cls.version), follows) if followers else None
    parts = [part for part, attribute in character_texts.PLAYED_FROM
             if character_texts.plays(str(cls.version), getattr(cls, attribute, None))]
    left, never = character_texts.coverage(card, ruleset_id, factions, counted, parts)
    if _hobbit_plays_rings(ruleset_id):
        left = tuple(p for p in left if p != character_texts.RING_TEST)
    corruption = card.id in character_rules.UNRECORDED_CORRUPTION \
        and not _plays_printed_corruption(ruleset_id, card.id)
    left = (*left, *(("its corruption-check modifier",) if corruption else ()))
    # What the engine counts as two-player but means something solo here is left out until
    # the scenario's version plays it.
    solo = character_texts.SOLO_HERE.get(ruleset_id, {}).get(card.id)
    if solo and not character_texts.plays(str(cls.version), getattr(cls, solo[1], None)):
        left = (*left, solo[0])
    two = None if solo else character_notes.TWO_PLAYER.get(card.id)
    text = "; ".join(filter(None, (
        *left, f"never arises here: {', '.join(never)}" if never else "",
        f"needs the two-player game: {two}" if two else "")))
    return InRuleset(IN_PART if left else SCRIPTED, text)


def _plays_printed_corruption(ruleset_id: str, card_id: str) -> bool:
    """Whether the current version of a Hobbit scenario adds ``card_id``'s printed
    corruption-check modifier that the card data leaves out (``character_rules_from``)."""
    from domain.engine import character_rules
    from domain.ruleset import ruleset_class

    cls = ruleset_class(ruleset_id)
    since: int | None = getattr(cls, "character_rules_from", None)
    return since is not None and int(cls.version) >= since \
        and card_id in character_rules.UNRECORDED_CORRUPTION


def _ally_script(card_id: str) -> tuple[str, str, int] | None:
    """What The Road Goes Ever On's script of an ally's ability leaves out, its test, and the
    first version that plays it."""
    from domain.rulesets.road_goes_ever_on import (
        ally_abilities,
        ally_hazard_cancels,
        ally_influence,
        ally_moves,
        second_move,
    )

    return _first_of(card_id, (ally_hazard_cancels.COVERAGE, ally_abilities.COVERAGE,
                               ally_moves.COVERAGE,
                               ally_influence.COVERAGE, second_move.COVERAGE))


#: How a script's "missing" text opens when all it leaves out needs the two-player game: the
#: row then reads scripted.
TWO_PLAYER_ITEM = effects.TWO_PLAYER


def _item_status(missing: str) -> str:
    from domain.rulesets.road_goes_ever_on import followers

    return IN_PART if missing and not missing.startswith((TWO_PLAYER_ITEM, followers.NEVER_HERE)) \
        else SCRIPTED


def _rgo_character_in(card_id: str, missing: str) -> InRuleset | None:
    """A character whose only part left out, his direct influence against characters of a
    race, never counts in The Road Goes Ever On (``followers.NEVER_HERE``), or means something
    only against an opponent (``character_texts.TWO_PLAYER_ONLY``), or is all played (Alatar,
    from ``alatar.DRAW_SINCE_VERSION``): scripted there."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.road_goes_ever_on import alatar, character_texts, followers

    if card_id in character_texts.TWO_PLAYER_ONLY:
        return InRuleset(SCRIPTED, missing)  # "needs the two-player game: ..."
    if card_id == alatar.ALATAR and alatar.draws_fewer(ruleset_class("road-goes-ever-on").version):
        return InRuleset(SCRIPTED)  # his joining and his company's smaller Hazard Pile
    if card_id not in followers.RACE_BONUSES or missing != character_notes.NOT_PLAYED.get(card_id):
        return None
    return InRuleset(SCRIPTED, followers.NEVER_HERE + missing)


def _rgo_item_script(card_id: str) -> tuple[str, str, int] | None:
    """What The Road Goes Ever On's own script of an item leaves out, its test, and the
    first version that plays it."""
    from domain.rulesets.road_goes_ever_on import (
        arkenstone,
        bearer_values,
        dwarven_rings,
        ent_draughts,
        healing_items,
        iron_crown,
        item_influence,
        item_places,
        item_uses,
        palantiri,
        ring_powers,
        rings,
        wizards_ring,
    )

    return _first_of(card_id, (arkenstone.COVERAGE, item_influence.COVERAGE, item_uses.COVERAGE,
                               healing_items.COVERAGE, bearer_values.COVERAGE, rings.COVERAGE,
                               item_places.COVERAGE, iron_crown.COVERAGE, palantiri.COVERAGE,
                               dwarven_rings.COVERAGE, ring_powers.COVERAGE,
                               wizards_ring.COVERAGE, ent_draughts.COVERAGE))


def _rgo_corruption_card(card_id: str) -> tuple[str, str] | None:
    """What The Road Goes Ever On's script of a corruption card leaves out and its test, when
    its current version plays it (the other rulesets give the points only)."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.road_goes_ever_on import corruption_cards, nazgul_blades

    version = ruleset_class("road-goes-ever-on").version
    if card_id in nazgul_blades.REMOVAL and nazgul_blades.plays(version):
        return nazgul_blades.missing(version).get(card_id, ""), nazgul_blades.TEST
    if card_id not in corruption_cards.CARDS or not corruption_cards.plays(version):
        return None
    return "", corruption_cards.TESTS[card_id]


def _rgo_corruption_in(card_id: str) -> InRuleset | None:
    found = _rgo_corruption_card(card_id)
    return None if found is None else InRuleset(IN_PART if found[0] else SCRIPTED, found[0])


def _gon_corruption_in(card_id: str) -> InRuleset | None:
    """A corruption card whose checks Guise of the Necromancer's current version plays by its
    text (``corruption_cards``; Morgul-knife and The Pale Sword, ``blades``; None: another
    card, or a version giving its points only)."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.guise_of_the_necromancer import blades, corruption_cards

    version = ruleset_class("necromancer").version
    if blades.plays(version) and blades.is_blade(card_id):  # Morgul-knife, The Pale Sword
        return InRuleset(SCRIPTED)
    plays = corruption_cards.plays(version)
    return InRuleset(SCRIPTED) if plays and card_id in engine_corruption_cards.CARDS else None


def _bwj_corruption_in(card_id: str) -> InRuleset | None:
    """A corruption card Burglar Wants a Good Job's current version keeps on a character by
    its text (``burglar.corruption_cards``; None: another card, or a version playing it on no
    character)."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.burglar import blades, corruption_cards

    version = ruleset_class("burglar").version
    if blades.plays(version) and blades.is_blade(card_id):  # Morgul-knife, The Pale Sword
        return InRuleset(SCRIPTED, blades.NEVER_HERE.get(card_id, ""))
    plays = corruption_cards.plays(version, card_id)
    return InRuleset(SCRIPTED) if plays else None


def _rgo_site_in(card_id: str) -> InRuleset | None:
    """How The Road Goes Ever On's current version plays a site's printed rule (None: it
    does not, ``site_rules``)."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.road_goes_ever_on import site_rules

    version = ruleset_class("road-goes-ever-on").version
    if card_id not in site_rules.LEFT_OUT or not site_rules.offered(version):
        return None
    left = site_rules.left_out(version)[card_id]
    return InRuleset(IN_PART if left else SCRIPTED, left)


def _bwj_site_rule(card_id: str) -> bool:
    """Whether Burglar Wants a Good Job's current version plays a site's printed rule
    (``engine.site_rules``: Barad-dûr's and Mount Doom's from ``SITE_RULES_FROM``, Old
    Forest's and Rhosgobel's from ``HEALING_SITES_FROM``)."""
    from domain.engine import site_rules
    from domain.ruleset import ruleset_class
    from domain.rulesets.burglar.versions import HEALING_SITES_FROM, SITE_RULES_FROM

    since = SITE_RULES_FROM if card_id in site_rules.LIMIT_BONUS \
        or card_id in site_rules.ALWAYS_KEYED else HEALING_SITES_FROM \
        if card_id in site_rules.HEALING_SITES else None
    return since is not None and int(ruleset_class("burglar").version) >= since


def _hobbit_army(ruleset_id: str, card: Card) -> bool:
    """Whether ``card`` is the Army of the Dead and the current version of a Hobbit scenario
    plays it (``hobbit.army_of_the_dead``, from its ``army_of_the_dead_from``)."""
    from domain.rulesets.hobbit import army_of_the_dead

    return ruleset_id in ("burglar", "necromancer") and army_of_the_dead.is_army(card) \
        and _hobbit_plays(ruleset_id, "army_of_the_dead_from")


def _rgo_faction_in(card_id: str) -> InRuleset | None:
    """How The Road Goes Ever On's current version plays a faction by its own script (None:
    by its printed facts, or not at all)."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.road_goes_ever_on import army_of_the_dead

    found = army_of_the_dead.COVERAGE.get(card_id)
    if found is None or not army_of_the_dead.plays(ruleset_class("road-goes-ever-on").version):
        return None
    return InRuleset(_item_status(found[0]), found[0])


def _rgo_item_in(card_id: str) -> InRuleset | None:
    """How The Road Goes Ever On's current version plays an item by its own script (None:
    by the engine's, or not at all)."""
    from domain.ruleset import ruleset_class

    found = _rgo_item_script(card_id)
    if found is None or int(ruleset_class("road-goes-ever-on").version) < found[2]:
        return None
    return InRuleset(_item_status(found[0]), found[0])


def _ally_in(ruleset_id: str, card_id: str) -> InRuleset:
    """Only The Road Goes Ever On plays an ally's ability, from the version that scripts it."""
    from domain.ruleset import ruleset_class

    found = _ally_script(card_id)
    assert found is not None
    missing, _, since = found
    played = ruleset_id == "road-goes-ever-on" and int(ruleset_class(ruleset_id).version) >= since
    status = IN_PART if missing else SCRIPTED
    return InRuleset(status, missing) if played else InRuleset(NOT_SCRIPTED)


#: The Hobbit scenarios whose attacks play the creature scripts as ``hobbit.creature_texts``
#: says, and the module whose ``UNPLAYED`` names what each leaves out.
_HOBBIT_COMBAT = {"burglar": "domain.rulesets.burglar.ruleset",
                  "there-and-back-again": "domain.rulesets.there_and_back_again.ruleset",
                  "necromancer": "domain.rulesets.guise_of_the_necromancer.creatures"}


def _series_script(ruleset_id: str,
                   card_id: str) -> creature_scripts.CreatureScript | None:
    """The script of a creature of several attacks (a Slayer) the current version of a Hobbit
    scenario plays as such (``hobbit.series``, from its ``series_from``), else None."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.hobbit import series

    cls = ruleset_class(ruleset_id)
    since: int | None = getattr(cls, "series_from", None)
    return series.script(card_id) if since is not None and int(cls.version) >= since else None


def _bwj_rescue_left_out() -> str:
    """What Burglar Wants a Good Job's current version leaves out of Rescue Prisoners: from
    ``burglar.rescue.SINCE`` its Spider attack and its bearer held tapped are played, from its
    ``TAPPED_SITE_FROM`` its need of a site already tapped ("": nothing)."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.burglar import rescue
    from domain.rulesets.hobbit import resource_events

    version = ruleset_class("burglar").version
    return rescue.left_out(version) if rescue.plays(version) \
        else resource_events.RESCUE_LEFT_OUT[resource_events.BURGLAR]


def _gon_rescue_left_out() -> str:
    """What the Guise of the Necromancer's current version leaves out of Rescue Prisoners:
    nothing from ``guise_of_the_necromancer.rescue.SINCE``, which plays its card."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.guise_of_the_necromancer import rescue
    from domain.rulesets.hobbit import resource_events

    return "" if rescue.plays(ruleset_class(resource_events.GUISE).version) \
        else resource_events.RESCUE_LEFT_OUT[resource_events.GUISE]


def _bwj_mount_doom(card_id: str) -> bool:
    """Whether ``card_id`` is Cracks of Doom or Gollum's Fate and Burglar Wants a Good Job's
    current version plays it by its card (``burglar.mount_doom``)."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.burglar import mount_doom

    return card_id in mount_doom.CARDS and mount_doom.plays(ruleset_class("burglar").version)


def _bwj_mouth(card_id: str) -> bool:
    """Whether ``card_id`` is the Mouth of Sauron and Burglar Wants a Good Job's current
    version plays both its modes (``burglar.mouth_of_sauron``)."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.burglar import mouth_of_sauron

    return mouth_of_sauron.plays(ruleset_class("burglar").version, card_id)


def _creature_in(ruleset_id: str, script: creature_scripts.CreatureScript) -> InRuleset:
    """How a ruleset plays a creature's script: in full, but what a Hobbit scenario leaves
    out (named with the reason)."""
    status, missing, _ = _from_script(script)
    if ruleset_id == "road-goes-ever-on" and _rgo_two_player(script.card_id):
        return InRuleset(SCRIPTED, f"needs the two-player game: "
                                   f"{_rgo_two_player(script.card_id)}")
    if ruleset_id not in _HOBBIT_COMBAT:
        return InRuleset(status, missing)
    from domain.rulesets.hobbit import creature_texts

    module = import_module(_HOBBIT_COMBAT[ruleset_id])
    out = module.UNPLAYED
    if _series_script(ruleset_id, script.card_id) is not None:  # its cancels played too
        out = tuple((field, why) for field, why in out if field != "canceled_by_tapping")
    # What the scenario plays of a script's missing parts (a later generation's, by its own
    # version) is missing no more.
    for part in getattr(module, "PLAYED_PARTS", ()):
        missing = "; ".join(m for m in missing.split("; ") if m != part)
        status = _left_status(missing)
    # What the scenario's own rules take away is named with its clause, not as missing; what
    # of a card needs the two-player game there, by card (``TWO_PLAYER_PARTS``), last.
    ruled_away: tuple[tuple[str, str], ...] = (
        *getattr(module, "RULED_AWAY", ()),
        *((part, notes[script.card_id]) for part, notes
          in getattr(module, "TWO_PLAYER_PARTS", ()) if script.card_id in notes))
    for part, why in ruled_away:
        if part in missing:
            missing = missing.replace(part, "").strip("; ")
            status = _left_status(missing)
            missing = "; ".join(filter(None, (missing, why))) if missing else why
    left = creature_texts.unplayed(script, out)
    if not left:
        return InRuleset(status, missing)
    if not creature_texts.plays_any(script, out):
        return InRuleset(NOT_SCRIPTED, "; ".join(left))
    return InRuleset(IN_PART, "; ".join(filter(None, (missing, *left))))


def ruled_out(ruleset_id: str, card: Card) -> str:
    """The clause by which ``ruleset_id`` never puts ``card`` in play, and why ("": it may)."""
    if ruleset_id not in _DECKS:
        return ""
    note: str = import_module(_DECKS[ruleset_id]).ruled_out(card)
    return note


def _tba_wizard(card: Card) -> bool:
    """Whether There and Back Again's current version plays ``card`` as the Wizard's
    short-event (TBA-RES-3): Gandalf, and from ``ANY_WIZARD_FROM`` any Wizard."""
    from domain.ruleset import played_since, ruleset_class
    from domain.rulesets.there_and_back_again.versions import ANY_WIZARD_FROM

    return card.name == "Gandalf" or card.is_character and card.race == "Wizard" \
        and played_since(ruleset_class("there-and-back-again").version, ANY_WIZARD_FROM)


def _tba_own_rule(card: Card) -> str:
    """The rule of There and Back Again that plays ``card`` in place of its text ("": none):
    Dragon's Desolation waits face up in the row for The Lonely Mountain's automatic-attack."""
    from domain.rulesets.there_and_back_again.decks import DESOLATION_NAME

    if card.name != DESOLATION_NAME:
        return ""
    return ("TBA-HAZ-8: played by the scenario's rule in place of its text: it waits face up "
            "in the row (TBA-SEQ-9) and, as the company confronts The Lonely Mountain's "
            "automatic-attack, gives it +1 strike and +2 prowess")


def _hobbit_plays_allies(ruleset_id: str) -> bool:
    """Whether the current version of a Hobbit scenario plays an ally from the hand
    (``hobbit.allies``, from its ``allies_from``)."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.hobbit import allies

    cls = ruleset_class(ruleset_id)
    return allies.plays(str(cls.version), getattr(cls, "allies_from", None))


def _hobbit_ally_strikes(ruleset_id: str) -> bool:
    """Whether the current version of a Hobbit scenario gives its allies strikes
    (``hobbit.allies``, from its ``ally_strikes_from``)."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.hobbit import allies

    cls = ruleset_class(ruleset_id)
    return allies.plays(str(cls.version), getattr(cls, "ally_strikes_from", None))


def _hobbit_ally_texts(ruleset_id: str) -> bool:
    """Whether the current version of a Hobbit scenario plays what of the allies' texts
    ``hobbit.allies`` scripts (from its ``ally_texts_from``)."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.hobbit import allies

    cls = ruleset_class(ruleset_id)
    return allies.plays(str(cls.version), getattr(cls, "ally_texts_from", None))


def _hobbit_ally_regions(ruleset_id: str) -> bool:
    """Whether the current version of a Hobbit scenario discards an ally leaving its regions
    (``hobbit.allies.left_regions``, from its ``ally_regions_from``)."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.hobbit import allies

    cls = ruleset_class(ruleset_id)
    return allies.plays(str(cls.version), getattr(cls, "ally_regions_from", None))


def _hobbit_ally_own(ruleset_id: str, card: Card) -> bool:
    """Whether the current version of a Hobbit scenario plays what of ``card``'s own text
    ``hobbit.unplayed.OWN_FROM`` names (from the version its attribute names)."""
    from domain.cards import fold
    from domain.ruleset import ruleset_class
    from domain.rulesets.hobbit import allies, unplayed

    found = unplayed.OWN_FROM.get(fold(card.name))
    cls = ruleset_class(ruleset_id)
    return found is not None and allies.plays(str(cls.version), getattr(cls, found[0], None))


def _hobbit_unplayed(ruleset_id: str, card: Card, found: InRuleset) -> InRuleset | None:
    """An ally or an item's text a Hobbit scenario does not play (``found`` not scripted, with
    no reason), with the reason (``hobbit.unplayed``); a special item off There and Back
    Again's map is not in it (None: ``found`` stands)."""
    if ruleset_id not in _HOBBIT_COMBAT or not (card.is_item or _ally_script(card.id)) \
            or found.status != NOT_SCRIPTED or found.missing:
        return None
    from domain.rulesets.hobbit import unplayed
    from domain.rulesets.there_and_back_again import layout

    if never := unplayed.off_the_map(ruleset_id, card, tuple(layout.SITES.values())):
        return InRuleset(NOT_IN_RULESET, never)
    if card.is_ally and _hobbit_plays_allies(ruleset_id):
        strikes, texts = _hobbit_ally_strikes(ruleset_id), _hobbit_ally_texts(ruleset_id)
        rings = _hobbit_plays_rings(ruleset_id)
        regions = _hobbit_ally_regions(ruleset_id)
        own = _hobbit_ally_own(ruleset_id, card)
        played, note = unplayed.ally_played(ruleset_id, card, layout.SITES, strikes, texts,
                                            rings, regions, own)
        if played and not unplayed.ally_left_out(card, strikes, texts, ruleset_id, rings,
                                                 regions, own):
            return InRuleset(SCRIPTED, note)
        return InRuleset(IN_PART if played else NOT_IN_RULESET, note)
    if card.is_item and ruleset_id == "burglar" and _bwj_wizards_ring(card):
        from domain.rulesets.burglar import wizards_ring

        return InRuleset(SCRIPTED, wizards_ring.NEVER)  # at a Haven (burglar/wizards_ring.py)
    if card.is_item and _hobbit_plays_item_places(ruleset_id) \
            and (placed := unplayed.placed(
                ruleset_id, card, _hobbit_plays(ruleset_id, "item_stores_from"),
                lambda attribute: _hobbit_plays(ruleset_id, attribute))) is not None:
        return InRuleset(SCRIPTED if placed[0] else IN_PART, placed[1])
    if (drunk := unplayed.ent_draughts(ruleset_id, card, _hobbit_plays(
            ruleset_id, "ent_draughts_from"))) is not None:
        return InRuleset(SCRIPTED, drunk)
    why = unplayed.note(ruleset_id, card)
    if unplayed.never_in_play(ruleset_id, card):
        return InRuleset(NOT_IN_RULESET, why)
    return InRuleset(NOT_SCRIPTED, why) if why else None


def _bwj_wizards_ring(card: Card) -> bool:
    """Whether ``card`` is the Wizard's Ring, which Burglar Wants a Good Job's current version
    plays by its card (``burglar.wizards_ring``)."""
    from domain.engine import wizards_ring as engine_ring
    from domain.ruleset import ruleset_class
    from domain.rulesets.burglar import wizards_ring

    return engine_ring.is_ring(card.name) and wizards_ring.plays(ruleset_class("burglar").version)


def _hobbit_plays(ruleset_id: str, attribute: str) -> bool:
    """Whether the current version of a Hobbit scenario plays what its ``attribute`` names
    (a version from which it plays it; None or missing: never)."""
    from domain.ruleset import played_since, ruleset_class

    since: int | None = getattr(ruleset_class(ruleset_id), attribute, None)
    return since is not None and played_since(ruleset_class(ruleset_id).version, since)


def _hobbit_plays_item_places(ruleset_id: str) -> bool:
    """Whether the current version of a Hobbit scenario plays an item where its card says
    (``engine.item_places``, from its ``item_places_from``)."""
    return _hobbit_plays(ruleset_id, "item_places_from")


def _hobbit_no_use(ruleset_id: str, card_id: str) -> str:
    """Why a Hobbit scenario's rules leave a declared short-event nothing to act on, its
    clause first ("": it may act there; ``hobbit.no_use``)."""
    from domain.rulesets.hobbit import no_use

    return no_use.note(ruleset_id, card_id)


def _hobbit_hazard_event(ruleset_id: str, card: Card) -> InRuleset | None:
    """A hazard short-event a Hobbit scenario's current version plays by its card
    (``hobbit.hazard_events``), with what it leaves out (None: it does not)."""
    from domain.ruleset import played_since, ruleset_class
    from domain.rulesets.hobbit import hazard_events

    if ruleset_id == "necromancer":  # Morgul-horse, by the Guise's own script
        from domain.rulesets.guise_of_the_necromancer import hazard_events as gon

        if gon.mounts(ruleset_class(ruleset_id).version, card.id):
            return InRuleset(SCRIPTED, gon.MOUNT_NEVER_HERE)
        if card.id == gon.DESOLATION and played_since(ruleset_class(ruleset_id).version,
                                                      gon.LAIR_SINCE):
            return InRuleset(SCRIPTED)  # its alternative too
        if card.id == gon.FURY and played_since(ruleset_class(ruleset_id).version,
                                                gon.CROWN_SINCE):
            return InRuleset(SCRIPTED)  # the player's play of The Iron Crown too
        if gon.weariness(ruleset_class(ruleset_id).version, card.id):
            return InRuleset(SCRIPTED)  # its -1 prowess with a creature's attack too
        from domain.rulesets.guise_of_the_necromancer import waiting_hazards

        if waiting_hazards.plays(ruleset_class(ruleset_id).version, card.id):
            return InRuleset(SCRIPTED)  # Traitor, Lure of Power: in play, waiting
    if ruleset_id == "burglar":  # by scripts of its own: Morgul-horse, Lure of Power, ...
        from domain.rulesets.burglar import hazard_events as bwj

        if bwj.mounts(ruleset_class(ruleset_id).version, card.id):
            return InRuleset(SCRIPTED, bwj.MOUNT_NEVER_HERE)
        if bwj.waits_in_play(ruleset_class(ruleset_id).version, card.id):
            return InRuleset(SCRIPTED)  # Lure of Power
        if card.id == bwj.FELL_BEAST and played_since(ruleset_class(ruleset_id).version,
                                                      bwj.FELL_BEAST_FROM):
            return InRuleset(SCRIPTED)  # its keyings and the attacker's choice too
        if card.id == "TW-492" and played_since(ruleset_class(ruleset_id).version,
                                                bwj.FIFTH_SINCE):
            return InRuleset(SCRIPTED, bwj.FURY_NEVER_HERE)
        from domain.rulesets.burglar import siege, traitor

        if card.id == siege.CARD and siege.plays(ruleset_class(ruleset_id).version):
            return InRuleset(SCRIPTED)
        if traitor.plays(ruleset_class(ruleset_id).version, card.id):
            left = traitor.left_out(ruleset_class(ruleset_id).version)
            return InRuleset(IN_PART if left else SCRIPTED, left)
    first = hazard_events.since(ruleset_id, card.id)
    if first is None or not played_since(ruleset_class(ruleset_id).version, first):
        return None
    left = hazard_events.LEFT_OUT.get((ruleset_id, card.id), "")
    return InRuleset(IN_PART if left else SCRIPTED, left)


def _hobbit_no_limit(ruleset_id: str, card_id: str) -> InRuleset | None:
    """A card lowering the hazard limit that a scenario with none (``has_hazard_limit``)
    scripts by refusing it, with why (``hobbit.no_use``; None: another card, or a scenario
    with a limit). There and Back Again reads their generation, the twelfth, from its
    ``QUIET_LANDS_FROM`` so as to refuse them naming the clause, no longer declared."""
    from domain.engine import hazard_limit_cards
    from domain.ruleset import ruleset_class

    if card_id not in hazard_limit_cards.CARDS \
            or getattr(ruleset_class(ruleset_id), "has_hazard_limit", True):
        return None
    from domain.rulesets.hobbit import no_use

    if ruleset_id == "there-and-back-again":  # Misty Mountains' move by region cards
        from domain.ruleset import played_since
        from domain.rulesets.there_and_back_again import mountain_moves, versions

        if card_id in mountain_moves.CARDS and played_since(
                ruleset_class(ruleset_id).version, versions.MOUNTAIN_MOVES_FROM):
            return InRuleset(SCRIPTED, mountain_moves.LIMIT_REFUSED)
    left = no_use.UNPLAYED.get(ruleset_id, {}).get(card_id, "")
    return InRuleset(IN_PART, left) if left else InRuleset(SCRIPTED,
                                                           _hobbit_no_use(ruleset_id, card_id))


def _hobbit_event_in(ruleset_id: str, card: Card) -> InRuleset | None:
    """How a Hobbit scenario plays a resource permanent-event or long-event
    (``hobbit.resource_events``): declared, played by an action of its own, or kept in the
    hand, with what it leaves out and why a card means nothing there (None: another rule
    says)."""
    from domain.rulesets.hobbit import resource_events as events

    if not events.concerns(ruleset_id, card):
        return None
    how, why = events.offered(ruleset_id, card), events.meaningless(ruleset_id, card)
    if how == events.DECLARED:
        return InRuleset(DECLARED, why)
    if how == events.RESCUE:
        left = _bwj_rescue_left_out() if ruleset_id == "burglar" \
            else _gon_rescue_left_out() if ruleset_id == events.GUISE \
            else events.RESCUE_LEFT_OUT[ruleset_id]
        return InRuleset(IN_PART if left else SCRIPTED, left)
    if how == events.BY_CARD:  # There and Back Again's, the Guise's (hobbit/environments.py)
        return InRuleset(SCRIPTED, events.by_card_note(ruleset_id, card.id))
    if how == events.LONG_EVENT:  # by its card (burglar/long_events.py)
        from domain.rulesets.burglar import long_events

        return InRuleset(SCRIPTED, long_events.COVERAGE[card.id])
    if how == events.PERMANENT:  # by its card (burglar/permanent_events.py)
        from domain.rulesets.burglar import permanent_events

        return InRuleset(SCRIPTED, permanent_events.PLAYED[card.id])
    if how == events.NOT_PLAYED:  # refused naming why, as There and Back Again's (_tba_in)
        return InRuleset(NOT_IN_RULESET, why)
    return InRuleset(NOT_SCRIPTED, "; ".join(filter(None, (events.KEPT[ruleset_id], why))))


def _hobbit_item_texts(ruleset_id: str, card: Card, found: InRuleset) -> InRuleset | None:
    """An item whose bonus against a faction a Hobbit scenario's current version plays
    (``hobbit.item_texts``), with what it still leaves out (None: ``found`` stands)."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.hobbit import character_texts, item_texts

    if ruleset_id not in _HOBBIT_COMBAT or card.id not in item_texts.COVERAGE:
        return None
    cls = ruleset_class(ruleset_id)
    if not item_texts.plays(cls.version, getattr(cls, "item_influence_from", None)):
        return None
    part, text = item_texts.left_out(card.id, found.missing,
                                     character_texts.SCENARIOS[ruleset_id][1],
                                     item_texts.plays(cls.version,
                                                      getattr(cls, "item_followers_from", None)))
    return InRuleset(IN_PART if part else SCRIPTED, text)


def _hobbit_plays_rings(ruleset_id: str) -> bool:
    """Whether the current version of a Hobbit scenario tests gold rings (``hobbit.rings``,
    from its ``ring_tests_from``)."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.hobbit import rings

    cls = ruleset_class(ruleset_id)
    return rings.plays(str(cls.version), getattr(cls, "ring_tests_from", None))


def _hobbit_plays_ring_card(ruleset_id: str, attribute: str) -> bool:
    """Whether the current version of a Hobbit scenario plays what its ``attribute`` names
    (``hobbit.rings``: "wizards_test_from" Wizard's Test, "wizards_choice_from" the player's
    choice between its rolls, "ringlore_from" Ringlore)."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.hobbit import rings

    cls = ruleset_class(ruleset_id)
    return rings.plays(str(cls.version), getattr(cls, attribute, None))


#: Why the Guise of the Necromancer leaves an item's use out: it offers none of its uses, in
#: combat or out of it (the item gives its catalog facts; ``item_uses``).
GON_NO_ITEM_USE = "its use: the scenario offers none of its uses (the item gives its catalog " \
    "facts)"


def _gon_item_left(card_id: str) -> tuple[list[str], int] | None:
    """The uses of an item the engine scripts that the Guise of the Necromancer's current
    version does not offer, and how many it has (None: it scripts none)."""
    from domain.ruleset import played_since, ruleset_class
    from domain.rulesets.guise_of_the_necromancer import hand_cards, item_uses

    used = effects.scripted(card_id, effects.EVERY_GENERATION)
    if used is None or not used.modes:
        return None
    version = ruleset_class("necromancer").version
    read = effects.scripted(card_id, hand_cards.generation(version))
    played = {m.name for m in read.modes if item_uses.playable(m, version)} \
        if read is not None and played_since(version, item_uses.ITEMS_FROM) else set()
    return [m.name for m in used.modes if m.name not in played], len(used.modes)
#: What Burglar Wants a Good Job does with a hazard event whose text it does not read: it is
#: turned up and played in turn, counting against the hazard limit, and does nothing more
#: (there is no hazard player to declare an effect for).
BWJ_HAZARD_UNREAD = ("its text: played in turn from the hazard hand against the hazard limit "
                     "(BWJ-SEQ-10), with no effect")
#: What Burglar Wants a Good Job does with a corruption card: the hazard hand plays it on no
#: character, so its points count for no one.
BWJ_CORRUPTION_UNREAD = ("its text and its corruption points: played in turn from the hazard "
                         "hand against the hazard limit (BWJ-SEQ-10) and discarded, on no "
                         "character")
#: What a special ring a Hobbit scenario's gold ring test brings does there, and leaves out.
HOBBIT_RING = ("played from the hand on a gold ring's bearer when its test indicates the "
               "ring's kind (CoE-6.2), with its catalog facts; not played: what its card does "
               "beyond them (The Road Goes Ever On's scripts)")
#: How the Guise of the Necromancer plays The One Ring and the gold rings standing in for it.
GON_ONE_RING = ("GON-HDECK-9: only in the hazard sideboard, standing for The One Ring, its "
                "printed text not used: revealed, a resource permanent-event on no character "
                "(GON-RING-1..5, GON-NAZ-4)")


def _hobbit_ring_in(ruleset_id: str, card: Card) -> InRuleset | None:
    """How a Hobbit scenario plays a gold ring, a card testing one or a special ring, where
    its version tests gold rings (``hobbit.rings``), and how the Guise plays The One Ring and
    the gold rings (None: another rule says)."""
    from domain.engine import dwarven_rings, ring_tests
    from domain.rulesets.hobbit import ring_texts, rings

    if ruleset_id == "necromancer":
        one = card.item_class == "gold-ring" or card.name == ring_tests.ONE_RING
        if card.name == "Scroll of Isildur":  # its +2 to a ring test is its only text
            from domain.rulesets.hobbit import no_use

            return InRuleset(SCRIPTED, f"never arises here: its modifier to gold ring tests "
                                       f"({no_use.NO_GOLD_RING_GON})")
        return InRuleset(SCRIPTED, GON_ONE_RING) if one else None
    if ruleset_id not in _HOBBIT_COMBAT or not _hobbit_plays_rings(ruleset_id):
        return None
    if ring_tests.known_gold_ring(card) or card.id in ring_tests.SAGE_TESTS:
        return InRuleset(SCRIPTED)
    if card.id == rings.WIZARDS_TEST and _hobbit_plays_ring_card(ruleset_id, "wizards_test_from"):
        if ruleset_id == "there-and-back-again":  # as the other Wizard's spells there
            from domain.rulesets.hobbit import unplayed

            return InRuleset(NOT_IN_RULESET, unplayed.WIZARD_ONLY)
        chosen = _hobbit_plays_ring_card(ruleset_id, "wizards_choice_from")
        return InRuleset(SCRIPTED) if chosen else InRuleset(IN_PART, rings.WIZARDS_TEST_LEFT)
    if card.id == rings.RINGLORE and _hobbit_plays_ring_card(ruleset_id, "ringlore_from"):
        return InRuleset(SCRIPTED, _hobbit_no_use(ruleset_id, card.id))
    if card.name == "Scroll of Isildur":
        return InRuleset(SCRIPTED)  # its +2 to a ring test is its only text
    if card.is_item and ring_tests.ring_kind(card) is not None:
        if _hobbit_plays_ring_powers(ruleset_id) and card.id in ring_texts.RINGS_LEFT:
            used = effects.scripted(card.id, _generations(ruleset_id)) is not None
            gift = dwarven_rings.gift(card) is not None \
                and _hobbit_plays_ring_card(ruleset_id, "dwarven_gifts_from")
            part, note = ring_texts.ring_row(card.id, used, gift)
            return InRuleset(IN_PART if part else SCRIPTED, note)
        return InRuleset(IN_PART, HOBBIT_RING)
    return None


def _hobbit_plays_ring_powers(ruleset_id: str) -> bool:
    """Whether the current version of a Hobbit scenario plays the rings' powers
    (``hobbit.ring_texts``, from its ``ring_powers_from``)."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.hobbit import ring_texts

    cls = ruleset_class(ruleset_id)
    return ring_texts.plays(str(cls.version), getattr(cls, "ring_powers_from", None))


def _hobbit_bearer_values(ruleset_id: str, card: Card, found: InRuleset) -> InRuleset:
    """``found``, or an item worth more to a Dwarf as a Hobbit scenario playing the rings'
    powers plays it (``hobbit.ring_texts``)."""
    from domain.rulesets.hobbit import ring_texts

    if ruleset_id == "necromancer" and card.id in ring_texts.BEARER_PARTS \
            and found.status == IN_PART:
        return _gon_bearer_values(card, found)
    if card.id not in ring_texts.BEARER_PARTS or ruleset_id not in ring_texts.NO_MARSHALLING \
            or not _hobbit_plays_ring_powers(ruleset_id) or found.status != IN_PART:
        return found
    part, note = ring_texts.bearer_row(card.id, found.missing, ruleset_id)
    return InRuleset(IN_PART if part else SCRIPTED, note)


def _gon_bearer_values(card: Card, found: InRuleset) -> InRuleset:
    """``found``, or an item worth more to a Dwarf where the Guise of the Necromancer's current
    version counts it (``printed_rules.BEARER_VALUES_FROM``): its corruption and marshalling
    points both played (GON-WIN-2 counts the latter)."""
    from domain.rulesets.hobbit import ring_texts

    if not _hobbit_plays("necromancer", "bearer_values_from"):
        return found
    played = ring_texts.BEARER_PARTS[card.id][0]
    left = [p for p in found.missing.split("; ") if p and p != played]
    return InRuleset(IN_PART if left else SCRIPTED, "; ".join(left))


def in_ruleset(ruleset_id: str, card: Card) -> InRuleset:
    """How the current version of ``ruleset_id`` plays ``card``."""
    if note := ruled_out(ruleset_id, card):
        return InRuleset(NOT_IN_RULESET, note)
    if (stone := _hobbit_palantiri(ruleset_id, card)) is not None:
        return stone
    if (ring := _hobbit_ring_in(ruleset_id, card)) is not None:
        return ring
    if (crown := _hobbit_iron_crown(ruleset_id, card)) is not None:
        return crown
    if (gift := _hobbit_elven_gift(ruleset_id, card)) is not None:
        return gift
    if (twilight := _bwj_twilight(ruleset_id, card)) is not None:
        return twilight
    if (treats := _hobbit_gates_treatments(ruleset_id, card)) is not None:
        return treats
    if ruleset_id == "there-and-back-again" and (tba := _tba_in(card)) is not None:
        return tba
    found = _in_ruleset(ruleset_id, card)
    found = _hobbit_item_texts(ruleset_id, card, found) or _gon_item_text(ruleset_id, card) \
        or _hobbit_athelas(ruleset_id, card) or _bwj_red_arrow(ruleset_id, card) \
        or _hobbit_unplayed(ruleset_id, card, found) or found
    return _hobbit_bearer_values(ruleset_id, card, found)


def _hobbit_gates_treatments(ruleset_id: str, card: Card) -> InRuleset | None:
    """Quiet Lands, Stars or The Evenstar where a Hobbit scenario's current version plays
    their alternatives with Gates of Morning in play (``hobbit.gates_treatments``, from its
    ``gates_treatments_from``), with what of them never arises there (None: another rule
    says)."""
    from domain.rulesets.hobbit import gates_treatments, no_use

    if card.id not in gates_treatments.CARDS or ruleset_id not in _HOBBIT_COMBAT \
            or ruleset_id == "there-and-back-again":  # what its map allows: _tba_in
        return None
    if not _hobbit_plays(ruleset_id, "gates_treatments_from"):
        return None
    return InRuleset(SCRIPTED, "; ".join(filter(None, (
        no_use.note(ruleset_id, card.id),
        gates_treatments.NEVER_HERE.get(ruleset_id, {}).get(card.id, "")))))


def _hobbit_palantiri(ruleset_id: str, card: Card) -> InRuleset | None:
    """A palantír, Use Palantír, Align Palantír, the Magic Ring of Lore or Saruman where a
    Hobbit scenario's current version plays the palantíri (``hobbit.palantiri``, from its
    ``palantiri_from``; None: another rule says)."""
    from domain.ruleset import played_since, ruleset_class
    from domain.rulesets.hobbit import palantiri, ring_texts

    rows = palantiri.COVERAGE.get(ruleset_id, {})
    if card.id not in rows:
        return None
    cls = ruleset_class(ruleset_id)
    since: int | None = getattr(cls, "palantiri_from", None)
    if since is None or not played_since(cls.version, since):
        return None
    note = rows[card.id]
    if card.id == "TW-272":  # the rest of the ring as the rings' powers play it
        note = "; ".join(filter(None, (ring_texts.RING_PLAYED, note)))
    return InRuleset(SCRIPTED, note)


def _hobbit_iron_crown(ruleset_id: str, card: Card) -> InRuleset | None:
    """The Iron Crown where a Hobbit scenario's current version plays its text, its tap
    included (``engine.iron_crown``, from its ``iron_crown_from``; None: another rule says)."""
    from domain.engine import iron_crown
    from domain.ruleset import played_since, ruleset_class
    from domain.rulesets.hobbit import unplayed

    if card.id != iron_crown.CARD or ruleset_id not in _HOBBIT_COMBAT:
        return None
    cls = ruleset_class(ruleset_id)
    since: int | None = getattr(cls, "iron_crown_from", None)
    if since is None or not played_since(cls.version, since):
        return None
    return InRuleset(SCRIPTED, unplayed.IRON_CROWN_AT.get(ruleset_id, ""))


#: The Elven Rings' gifts beyond their bonuses and check (``turn_bonuses``) that a Hobbit
#: scenario plays from the version its attribute names: Nenya's sure check (``hobbit.nenya``),
#: Vilya's resources shuffled back (``hobbit.vilya``).
_ELVEN_GIFTS = {"TW-291": "nenya_from", "TW-358": "vilya_from"}


def _hobbit_elven_gift(ruleset_id: str, card: Card) -> InRuleset | None:
    """Nenya or Vilya where a Hobbit scenario's current version plays what the engine's script of it
    leaves out (``_ELVEN_GIFTS``; None: another rule says)."""
    if card.id not in _ELVEN_GIFTS or ruleset_id not in _HOBBIT_COMBAT \
            or not _hobbit_plays(ruleset_id, _ELVEN_GIFTS[card.id]):
        return None
    return InRuleset(SCRIPTED)


#: What never arises of Twilight in Burglar, which plays it from its ``twilight_from``.
BWJ_TWILIGHT = ("never arises here: its play as a resource (BWJ-SETUP-22: the resource deck "
                "holds no hazard); its cancel of a hazard environment (never the most "
                "detrimental to the Burglar, BWJ-SEQ-15)")


def _bwj_twilight(ruleset_id: str, card: Card) -> InRuleset | None:
    """Twilight where Burglar's current version plays it by its card (``hazard_play``; None:
    another rule says)."""
    if ruleset_id != "burglar" or card.id != "TW-106" \
            or not _hobbit_plays(ruleset_id, "twilight_from"):
        return None
    return InRuleset(SCRIPTED, BWJ_TWILIGHT)


def _tba_in(card: Card) -> InRuleset | None:
    """How There and Back Again plays a card none of the family's rules places
    (``hobbit.unplayed``), or a card whose text has nothing to act on there, never played from
    its ``NOTHING_TO_ACT_FROM`` (``hobbit.no_use.nothing_to_act_on``; None: another rule
    says)."""
    from domain.ruleset import played_since, ruleset_class
    from domain.rulesets.hobbit import no_use, unplayed
    from domain.rulesets.there_and_back_again.versions import NOTHING_TO_ACT_FROM

    for status, table in ((NOT_IN_RULESET, unplayed.NEVER_HERE),
                          (SCRIPTED, unplayed.NEVER_ACTS)):
        if card.id in table:
            return InRuleset(status, table[card.id])
    ruleset = "there-and-back-again"
    if (gates := _tba_gates_alternative(card.id)) is not None:
        return gates
    never = no_use.nothing_to_act_on(ruleset, card.id)
    if never and effects.scripted(card.id, _generations(ruleset)) is None \
            and played_since(ruleset_class(ruleset).version, NOTHING_TO_ACT_FROM):
        return InRuleset(NOT_IN_RULESET, never)
    return None


def _tba_gates_alternative(card_id: str) -> InRuleset | None:
    """A card whose alternative needs Gates of Morning in play, where There and Back Again's
    current version plays its script and Gates of Morning (``environments.ENVIRONMENTS_FROM``):
    what of it never arises on the map (``environments.GATES_ALTERNATIVES_TBA``, after the
    card's note, ``no_use``; None: another card or version)."""
    from domain.ruleset import played_since, ruleset_class
    from domain.rulesets.hobbit import environments, no_use
    from domain.rulesets.there_and_back_again.versions import ENVIRONMENTS_FROM

    ruleset = "there-and-back-again"
    found = environments.GATES_ALTERNATIVES_TBA.get(card_id)
    if found is None or effects.scripted(card_id, _generations(ruleset)) is None \
            or not played_since(ruleset_class(ruleset).version, ENVIRONMENTS_FROM):
        return None
    full, text = found
    return InRuleset(SCRIPTED if full else IN_PART,
                     "; ".join(filter(None, (no_use.note(ruleset, card_id), text))))


#: What the Guise of the Necromancer leaves out of the Red Arrow, whose bearer it lets
#: recruit the Riders of Rohan with no roll.
GON_RED_ARROW_LEFT = "its +5 against a character whose home site is Edoras (controlling him " \
    "as a follower)"


def _gon_item_text(ruleset_id: str, card: Card) -> InRuleset | None:
    """An item whose own text the Guise of the Necromancer's current version plays: one
    letting its bearer recruit a faction with no roll (``AUTOMATIC_INFLUENCE_FROM``),
    Athelas (``athelas.SINCE``) (None: another rule says)."""
    from domain.cards import fold
    from domain.engine import athelas as athelas_card
    from domain.engine import item_influence
    from domain.ruleset import played_since, ruleset_class
    from domain.rulesets.guise_of_the_necromancer import athelas, printed_rules

    if ruleset_id != "necromancer":
        return None
    version = ruleset_class(ruleset_id).version
    if fold(card.name) in item_influence.AUTOMATIC and \
            played_since(version, printed_rules.AUTOMATIC_INFLUENCE_FROM):
        return InRuleset(SCRIPTED) if printed_rules.item_followers(version) \
            else InRuleset(IN_PART, GON_RED_ARROW_LEFT)
    if fold(card.name) == athelas_card.NAME and athelas.plays(version):
        return InRuleset(SCRIPTED)
    return None


def _hobbit_athelas(ruleset_id: str, card: Card) -> InRuleset | None:
    """Athelas where a Hobbit scenario's current version plays its use by the family's
    script (``hobbit.athelas``, from its ``athelas_from``) (None: another card, or a version
    that does not)."""
    from domain.cards import fold
    from domain.engine import athelas as athelas_card
    from domain.ruleset import ruleset_class
    from domain.rulesets.hobbit import allies

    if fold(card.name) != athelas_card.NAME or ruleset_id not in _HOBBIT_COMBAT:
        return None
    cls = ruleset_class(ruleset_id)
    if not allies.plays(str(cls.version), getattr(cls, "athelas_from", None)):
        return None
    return InRuleset(SCRIPTED)


def _bwj_red_arrow(ruleset_id: str, card: Card) -> InRuleset | None:
    """An item bringing a faction with no roll (the Red Arrow) where Burglar Wants a Good
    Job's current version plays it (``RED_ARROW_FROM``), with what never arises there (None:
    another card, ruleset or version)."""
    from domain.cards import fold
    from domain.engine import item_influence
    from domain.ruleset import ruleset_class
    from domain.rulesets.burglar.versions import RED_ARROW_FROM
    from domain.rulesets.hobbit import factions

    if ruleset_id != "burglar" or fold(card.name) not in item_influence.AUTOMATIC \
            or int(ruleset_class(ruleset_id).version) < RED_ARROW_FROM:
        return None
    return InRuleset(SCRIPTED, factions.BY_ITEM_NEVER[ruleset_id])


def _in_ruleset(ruleset_id: str, card: Card) -> InRuleset:
    """How the current version of ``ruleset_id`` plays ``card``, one its rules admit."""
    own = _rgo_item_in(card.id) or _rgo_corruption_in(card.id) or _rgo_site_in(card.id) \
        or _rgo_faction_in(card.id) if ruleset_id == "road-goes-ever-on" else None
    if ruleset_id == "necromancer":
        own = _gon_corruption_in(card.id)
    if ruleset_id == "burglar":
        own = _bwj_corruption_in(card.id)
    if own is not None:
        return own
    if ruleset_id == "burglar" and _bwj_site_rule(card.id):
        return InRuleset(SCRIPTED)  # Barad-dûr, Mount Doom, ... (engine.site_rules)
    if ruleset_id == "necromancer" and card.id in _GON_SITE_RULES:
        return _gon_site_rule(card.id)
    if ruleset_id == "burglar" and _bwj_mount_doom(card.id):
        return InRuleset(SCRIPTED)  # at Mount Doom, the game won (burglar/mount_doom.py)
    if _hobbit_army(ruleset_id, card):
        from domain.rulesets.hobbit import army_of_the_dead

        return InRuleset(SCRIPTED, army_of_the_dead.TWO_PLAYER)
    status, missing, _ = _scripts_status(card)
    if _faction_facts(card):
        return _faction_in(ruleset_id)
    if _ally_script(card.id) is not None:
        return _ally_in(ruleset_id, card.id)
    if card.is_creature:
        if ruleset_id == "road-goes-ever-on" and _rgo_hazard_script(card.id):
            # By a script of its own (Fell Turtle, Shelob), what needs a hazard player named.
            note = _rgo_two_player(card.id)
            return InRuleset(SCRIPTED, f"needs the two-player game: {note}" if note else "")
        if ruleset_id == "necromancer" and (ruled := _necromancer_ruled_text(card.id)):
            return InRuleset(SCRIPTED, ruled)
        if ruleset_id == "necromancer" and _necromancer_sends_back(card.id):
            return InRuleset(SCRIPTED)
        if ruleset_id == "burglar" and _bwj_mouth(card.id):
            return InRuleset(SCRIPTED)  # a creature or its short-event (mouth_of_sauron)
        script = _series_script(ruleset_id, card.id) or creature_scripts.scripted_creature(
            card.id, _creature_generation(ruleset_id))
        if script is not None:
            return _creature_in(ruleset_id, script)
        return InRuleset(NOT_SCRIPTED if status in (SCRIPTED, IN_PART) else status)
    if ruleset_id == "there-and-back-again" and _tba_wizard(card):
        return InRuleset(SCRIPTED)  # played as a short-event of the scenario (TBA-RES-3)
    if any(card.id in cards for cards in hazards_in_play.GENERATIONS):
        found = _in_play_script(card.id, _in_play_generation(ruleset_id))
        if found is not None:
            return _bwj_never_here(ruleset_id, card.id) or InRuleset(*found[:2])
        if not (ruleset_id == "road-goes-ever-on" and _rgo_hazard_script(card.id)):
            return InRuleset(DECLARED)  # else by The Road Goes Ever On's own script (below)
    if card.card_type == "Hazard" and ruleset_id == "road-goes-ever-on" \
            and (_rgo_never_here(card.id) or _rgo_hazard_script(card.id)):
        if _rgo_hazard_missing(card.id):
            return InRuleset(IN_PART, _rgo_hazard_missing(card.id))
        return InRuleset(SCRIPTED, _rgo_hazard_never_here(card.id))
    if card.card_type == "Hazard" and ruleset_id == "necromancer" \
            and (nothing := _necromancer_ignored(card)) is not None:
        return InRuleset(SCRIPTED, nothing)
    if card.card_type == "Hazard" and (event := _hobbit_hazard_event(ruleset_id, card)):
        return event
    if ruleset_id == "there-and-back-again" and (rule := _tba_own_rule(card)):
        return InRuleset(SCRIPTED, rule)
    if card.card_type == "Hazard" and ruleset_id != "road-goes-ever-on" \
            and any(card.id in cards for cards in effects.HAZARD_LATER):
        # The later hazard generations are The Road Goes Ever On's only.
        first = effects.FIRST_GENERATION_MISSING.get(card.id)
        if first:
            return InRuleset(IN_PART, first)
        return InRuleset(NOT_SCRIPTED, BWJ_HAZARD_UNREAD) if ruleset_id == "burglar" \
            else InRuleset(DECLARED)
    if card.is_item and ruleset_id == "necromancer" \
            and (gon := _gon_item_left(card.id)) is not None and gon[0]:
        left, modes = gon
        used = effects.scripted(card.id, effects.EVERY_GENERATION)
        assert used is not None
        if len(left) == modes:
            return InRuleset(NOT_SCRIPTED, "; ".join(filter(None, (GON_NO_ITEM_USE,
                                                                   used.missing))))
        return InRuleset(IN_PART, "; ".join(filter(None, (
            f"its use to {' or '.join(left)}: the scenario does not offer it", used.missing))))
    if card.is_item and ruleset_id in _HOBBIT_COMBAT and ruleset_id != "necromancer" \
            and effects.scripted(card.id, effects.EVERY_GENERATION) is not None \
            and effects.scripted(card.id, _generations(ruleset_id)) is None:
        return InRuleset(NOT_SCRIPTED, f"its use (the engine's scripted cards of generation "
                                       f"{effects.first_generation(card.id)}, which this "
                                       f"scenario does not read)")
    if card.is_item and status in (SCRIPTED, IN_PART) and card.item_bonuses \
            and not _reads_item_facts(ruleset_id):
        return InRuleset(IN_PART, "; ".join(filter(None, (
            missing, "its maxima and conditional bonuses (this ruleset gives the printed "
                     "modifiers)"))))
    if card.card_type == "Character" and status in (SCRIPTED, IN_PART) \
            and (hobbit := _hobbit_character_in(ruleset_id, card)) is not None:
        return hobbit
    if card.card_type == "Character" and status in (SCRIPTED, IN_PART) \
            and not _plays_character_bonuses(ruleset_id):
        if _plays_printed_corruption(ruleset_id, card.id):
            return InRuleset(IN_PART, "; ".join(filter(None, (
                "its bonuses and printed rules but its corruption-check modifier (The Road "
                "Goes Ever On plays them)", missing))))
        return InRuleset(NOT_SCRIPTED, "; ".join(filter(None, (
            "its bonuses (The Road Goes Ever On plays them)", missing))))
    if card.card_type == "Character" and ruleset_id == "road-goes-ever-on" \
            and (never := _rgo_character_in(card.id, missing)) is not None:
        return never
    if card.card_type == "Hazard" and ruleset_id == "road-goes-ever-on" and status == DECLARED:
        return InRuleset(DECLARED, _rgo_hazard_never_here(card.id))
    if card.card_type == "Hazard" and ruleset_id == "burglar" and status == DECLARED:
        return InRuleset(NOT_SCRIPTED, BWJ_HAZARD_UNREAD)
    if card.card_type == "Hazard" and ruleset_id == "burglar" \
            and missing == CORRUPTION_CARD_MISSING:
        return InRuleset(NOT_SCRIPTED, BWJ_CORRUPTION_UNREAD)
    if card.card_type != "Resource" or card.is_item or status not in (
            SCRIPTED, IN_PART, DECLARED):
        return InRuleset(status, missing)
    if ruleset_id == "road-goes-ever-on":
        if _rgo_rescue(card.id):
            return InRuleset(SCRIPTED)  # by a script of its own (rescues.py)
        if _rgo_chance_meeting(card.id):
            return InRuleset(SCRIPTED)  # by a script of its own (chance_meeting.py)
        lucky = _rgo_lucky_search(card.id)  # by a script of its own (lucky_search.py)
        if lucky is not None:
            return lucky
        noted = _rgo_permanent(card.id)
        if noted is not None:
            return noted
        if _rgo_not_played(card.id):  # played by refusing it, naming the clause
            return InRuleset(SCRIPTED, _rgo_not_played(card.id))
        held = _rgo_long(card.id)
        if held is not None:
            return InRuleset(IN_PART if held.missing else SCRIPTED, held.missing)
        if _rgo_hand(card.id):
            if _rgo_completes(card.id):
                return InRuleset(SCRIPTED)
            if _rgo_left_out(card.id):
                return InRuleset(IN_PART, _rgo_left_out(card.id))
        if _rgo_hand_two_player(card.id):
            return InRuleset(SCRIPTED, f"needs the two-player game: "
                                       f"{_rgo_hand_two_player(card.id)}")
        if _rgo_hand(card.id):
            return InRuleset(status if status != DECLARED else SCRIPTED, missing)
        return InRuleset(DECLARED, _rgo_meaningless(card.id))
    if ruleset_id == "burglar" and (left_out := _bwj_own_play(card.id)) is not None:
        return InRuleset(SCRIPTED, left_out)  # Old Road by its own action, River-horses
    if (events := _hobbit_event_in(ruleset_id, card)) is not None:
        return events
    if ruleset_id == "necromancer" \
            and (left_out := _necromancer_own_action(card.id)) is not None:
        return InRuleset(SCRIPTED, left_out)  # by an action of its own (Old Road, Chance Meeting)
    entry = _necromancer_script(card.id) if ruleset_id == "necromancer" else \
        effects.scripted(card.id, _generations(ruleset_id))
    if entry is None and _hobbit_refuses(ruleset_id, card.id):
        # Refused, never played: as There and Back Again's cards with nothing to act on.
        return InRuleset(NOT_IN_RULESET, _hobbit_no_use(ruleset_id, card.id))
    if entry is None or (ruleset_id == "necromancer" and entry.kind != effects.SHORT_EVENT):
        return InRuleset(DECLARED, _hobbit_no_use(ruleset_id, card.id))
    if ruleset_id in _HOBBIT_COMBAT:
        from domain.rulesets.hobbit import unplayed

        if wizard := unplayed.wizard_only(ruleset_id, entry):
            return InRuleset(NOT_IN_RULESET, wizard)
        if (limitless := _hobbit_no_limit(ruleset_id, card.id)) is not None:
            return limitless
    found = _from_script(entry)
    if ruleset_id == "necromancer" and (modes_left := _necromancer_unplayed_modes(entry)):
        found = (IN_PART, "; ".join(filter(None, (modes_left, found[1]))), found[2])
    # What the scenario's rules leave the script nothing to act on, its clause first.
    return InRuleset(found[0], "; ".join(filter(None, (_hobbit_no_use(ruleset_id, card.id),
                                                       found[1]))))


def _necromancer_own_action(card_id: str) -> str | None:
    """What the Guise of the Necromancer's current version leaves out of a resource
    short-event it plays by an action of its own (``hand_cards.OWN_ACTIONS``; None: it plays
    it otherwise)."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.guise_of_the_necromancer import hand_cards

    if not hand_cards.own_action(card_id, ruleset_class("necromancer").version):
        return None
    return hand_cards.OWN_ACTIONS_LEFT.get(card_id, "")


def _hobbit_refuses(ruleset_id: str, card_id: str) -> bool:
    """Whether a Hobbit scenario's current version refuses a card it leaves nothing to act on
    (``hobbit.refused_cards``)."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.hobbit import refused_cards

    return refused_cards.refuses(ruleset_id, card_id, ruleset_class(ruleset_id).version)


def _bwj_own_play(card_id: str) -> str | None:
    """What Burglar Wants a Good Job's current version leaves out of Old Road, played by an
    action of its own (``hobbit.old_road``), or of Wizard's River-horses, played by its card
    with its Nazgûl mode refused (``burglar.river_horses``); None: another card, or a version
    declaring them."""
    from domain.ruleset import played_since, ruleset_class
    from domain.rulesets.burglar import river_horses
    from domain.rulesets.burglar.versions import OLD_ROAD_FROM
    from domain.rulesets.hobbit import old_road

    version = ruleset_class("burglar").version
    if card_id == old_road.CARD and played_since(version, OLD_ROAD_FROM):
        return old_road.TWO_PLAYER
    if card_id == river_horses.CARD and river_horses.plays(version):
        return river_horses.TWO_PLAYER
    return None


def _necromancer_unplayed_modes(entry: effects.ScriptedCard) -> str:
    """The modes of a short-event the Guise of the Necromancer's hand does not play at its
    current version, nor an action of its own (The Cock Crows' discard, ``gates_cards``) ("":
    it plays them all, or refuses the card, ``hand_cards.refused``)."""
    from domain.ruleset import ruleset_class
    from domain.rulesets.guise_of_the_necromancer import gates_cards, hand_cards

    version = ruleset_class("necromancer").version
    if hand_cards.refused(entry.card_id, version):
        return ""
    generations = hand_cards.generation(version)
    left = [m.name for m in entry.modes if not hand_cards.playable(m, generations, version)
            and not gates_cards.own_mode(entry.card_id, m.name, version)]
    return f"its use to {' or '.join(left)}: the scenario's hand does not play it" if left \
        else ""


def coverage(catalog: Catalog) -> tuple[Coverage, ...]:
    """Every TW card of ``catalog``, in catalog order."""
    out = []
    for card in catalog:
        if card.set != "TW":
            continue
        rulesets = tuple((rid, in_ruleset(rid, card)) for rid in TEXT_RULESETS)
        every = every_ruleset(rulesets)
        out.append(Coverage(card.id, card.name, kind(card), every.status, every.missing,
                            engine_status(card)[2], rulesets))
    return tuple(out)


def totals(rows: Iterable[Coverage], ruleset_id: str | None = None) -> dict[str, int]:
    """How many cards have each status, in ``STATUSES`` order, and ``all``: the card's own
    status (``every_ruleset``), or with ``ruleset_id`` the status that ruleset gives."""
    counts = dict.fromkeys(STATUSES, 0)
    for row in rows:
        counts[row.status if ruleset_id is None else dict(row.rulesets)[ruleset_id].status] += 1
    return {**counts, "all": sum(counts.values())}


def ruleset_totals(rows: Iterable[Coverage]) -> dict[str, dict[str, int]]:
    """The totals of each ruleset that plays cards by their text, in ``TEXT_RULESETS`` order."""
    kept = tuple(rows)
    return {rid: totals(kept, rid) for rid in TEXT_RULESETS}


#: The column of the cards' own statuses in the table of totals, before the rulesets': how
#: each plays in every ruleset that puts it in play (``every_ruleset``).
EVERY_RULESET = "every ruleset"


def totals_table(rows: Iterable[Coverage]) -> str:
    """The totals as the README states them (Markdown): a line for each status and one for
    all, a column for the cards' own statuses (every ruleset) and one for each ruleset."""
    kept = tuple(rows)
    columns = {EVERY_RULESET: totals(kept), **ruleset_totals(kept)}
    lines = ["| status | " + " | ".join(columns) + " |", "| --- |" + " --- |" * len(columns),
             *(f"| {name} | " + " | ".join(str(c[name]) for c in columns.values()) + " |"
               for name in (*STATUSES, "all"))]
    return "\n".join(lines) + "\n"


def document(catalog: Catalog) -> dict[str, Any]:
    """The coverage as JSON data: every TW card, the totals (of the cards' own statuses, and
    each ruleset's), the rulesets it speaks of."""
    rows = coverage(catalog)
    return {"cards": [row.to_json() for row in rows], "totals": totals(rows),
            "ruleset_totals": ruleset_totals(rows), "rulesets": list(TEXT_RULESETS)}


def deck_cards(deck: Mapping[str, Any] | list[Any], catalog: Catalog) -> tuple[str, ...]:
    """The ids of every card a shipped deck file names: ids anywhere in it (as values or as
    keys) and the names of its ``sites`` list, in order of first mention."""
    found: dict[str, None] = {}

    def walk(value: Any, key: str = "") -> None:
        if isinstance(value, Mapping):
            for k, v in value.items():
                if k in catalog:
                    found[k] = None
                walk(v, k)
        elif isinstance(value, list):
            for v in value:
                walk(v, key)
        elif isinstance(value, str):
            if value in catalog:
                found[value] = None
            elif key == "sites" and (named := catalog.find_all(value)):
                found[named[0].id] = None

    walk(deck)
    return tuple(found)
