"""Setting up a game: its options checked, the decks shuffled and the company formed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.canonical import JSON
from domain.cards import Card
from domain.engine import coe
from domain.engine.characters import Character
from domain.errors import InvalidSetup
from domain.options import (
    Form,
    OptionType,
    any_json,
    list_of,
    object_of,
    one_of,
    text,
    yes_no,
)
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import (
    agents,
    battles,
    decks,
    dragons,
    golden_hoard,
    morannon,
    new_card_file,
    option_cards,
    shadow,
    tables,
    under_deeps_moves,
)
from domain.rulesets.road_goes_ever_on.items_in_play import item_data
from domain.rulesets.road_goes_ever_on.phases.shared import Shared
from domain.rulesets.road_goes_ever_on.state import (
    State,
    character_json,
)

OPTIONS = {
    "deck": "a deck shipped in seeds/decks/road-goes-ever-on: "
            f"{decks.shipped_decks_told()} (default: \"default\"); each option below that "
            "you give replaces its part of it",
    "decks": "your own decks: player, hazard, long_event, sites, quest (and ring) as card "
             "ids, all of them (default: the shipped deck's)",
    "starting": "your starting characters (card ids; no Wizard, none in the player deck; "
                "default: the shipped deck's)",
    "starting_items": "starting minor items: [{\"id\", \"bearer\"}], each borne by a starting "
                      "character (default: the shipped deck's, or none if you give starting)",
    "start_haven": "the Haven the company starts at (card id), one of the site deck "
                   "(default: the shipped deck's)",
    "rings": "use rings: a separate Ring deck (default false)",
    "dragon_table": "roll on the Dragon encounter table before Dragon attacks (default true)",
    "tables": "your own encounter tables, by name (border-hold, inn, dragon, ...)",
    "golden_hoard": "\"Many a Gleaming Golden Hoard\": true (store 5 lost treasures to win), or "
                    "{\"treasures\": 2-5, \"dragons\": 0-2} (default false)",
    "under_deeps": "move to and between the Under-deeps sites of the Site deck (The Balrog's "
                   "Under-deeps movement; default false)",
    "battle_cards": "your Battle cards: {\"file\": name, \"cards\": a Council of Elrond "
                    "cards.json document}; its Battles go in the Quest deck (default: none)",
    "new_cards": "your other new cards of Appendix 4: {\"file\": name, \"cards\": a Council of "
                 "Elrond cards.json document}; each goes in its deck by name (default: none)",
}
CARD_IDS = list_of(text("a card id"), "a list of card ids")
#: A card file (battles.py, new_card_file.py), whose own checks read its parts.
CARD_FILE = Form(("object",), "a {\"file\": the card file's name, \"cards\": its Council of "
                              "Elrond cards.json content} object").or_null()
#: Each option typed, with the value a setup without it plays (None: its description tells
#: it); a null is taken as the option left out where setups have always been so played.
OPTION_TYPES = {"deck": one_of(decks.shipped_deck_names(), decks.DEFAULT_DECK),
                "decks": any_json(None, object_of(CARD_IDS, "an object of card id lists by "
                                                             "deck")),
                "starting": any_json(None, CARD_IDS),
                "starting_items": any_json(None, list_of(
                    Form(("object",), 'an {"id", "bearer"} object'),
                    'a list of {"id", "bearer"} objects').or_null()),
                "start_haven": any_json(None, text("a card id")),
                "rings": yes_no(False), "dragon_table": yes_no(True),
                "tables": any_json(None, Form(("object",), "an object of encounter tables by "
                                                           "name").or_null()),
                golden_hoard.OPTION: any_json(False, Form(  # true, false or a variant
                    ("boolean", "object"), 'true, false or a {"treasures", "dragons"} object'
                ).or_null(), clause="TDH-WIN-2"),
                under_deeps_moves.OPTION: yes_no(False, or_null=True, clause="BA-UDMOVE-1"),
                battles.OPTION: any_json(None, CARD_FILE, clause=battles.CARDS),
                new_card_file.OPTION: any_json(None, CARD_FILE, clause=new_card_file.CARDS)}
#: ``deck`` as versions before ``decks.SETUP_OPTIONS_SINCE`` took it beside ``decks``: any
#: text, read by none of them (such a setup played its own decks, no shipped one).
DECK_UNREAD = any_json(decks.DEFAULT_DECK, text("a deck's name"))


class SettingUp(Shared):
    """Setting up a game: ``prepare``, ``initial`` and ``begin``."""

    def played_option_types(self, setup: Mapping[str, Any]) -> Mapping[str, OptionType]:
        if "decks" in setup and not played_since(self.played, decks.SETUP_OPTIONS_SINCE):
            return {**OPTION_TYPES, "deck": DECK_UNREAD}
        return OPTION_TYPES

    def prepare_setup(self, setup: Mapping[str, Any]) -> dict[str, JSON]:
        problems: list[str] = [f"unknown option {k!r}" for k in sorted(setup)
                               if k not in OPTIONS]
        laid_over = played_since(self.played, decks.SETUP_OPTIONS_SINCE)
        name = str(setup.get("deck", decks.DEFAULT_DECK))
        document: object = None
        if "decks" in setup and not laid_over:
            fields = {k: setup.get(k) for k in decks.START_OPTIONS}
        else:
            document = decks.shipped_deck(name)
            assert document is not None  # the option's type takes a shipped deck's name only
            lacking = decks.lacking_cards(self.catalog, name, document,
                                          setup if laid_over else {})
            if lacking:  # one problem saying what gives them, not each card unknown
                raise InvalidSetup("This setup of The Road Goes Ever On is not valid.",
                                   problems=problems + lacking)
            shipped, found = decks.deck_setup(self.catalog, document, f"{name}.json")
            fields = decks.laid_over_deck(shipped, setup) if laid_over else shipped
            problems += found
        rings = setup.get("rings", OPTION_TYPES["rings"].default)
        dragon = setup.get("dragon_table", OPTION_TYPES["dragon_table"].default)
        for key, value in (("rings", rings), ("dragon_table", dragon)):
            if not isinstance(value, bool):
                problems.append(f"{key} must be true or false, not {value!r}")
        given = fields.get("decks")
        deck_map: Mapping[str, Any] = given if isinstance(given, Mapping) else {}
        starting = list(fields.get("starting") or [])
        resolved, deck_problems = decks.check_decks(self.catalog, deck_map, starting,
                                                    rings=rings is True,
                                                    dragon_table=dragon is True,
                                                    played=self.played)
        problems += [str(p) for p in deck_problems]
        problems += self._check_start(fields, deck_map)
        hoard, found = golden_hoard.parse(setup.get(golden_hoard.OPTION))
        problems += found
        problems += under_deeps_moves.option_problems(setup.get(under_deeps_moves.OPTION))
        problems += battles.option_problems(setup.get(battles.OPTION), self.played,
                                            self._is_site, self.catalog.__contains__)
        card_file = new_card_file.option_problems(setup.get(new_card_file.OPTION), self.played,
                                                  self.catalog.__contains__)
        problems += card_file
        # An option asked for with none of its cards (the player's new sites count).
        new_sites = () if card_file else tuple(
            c for c in new_card_file.setup_cards(setup.get(new_card_file.OPTION)) if c.is_site)
        # An option whose cards the decks lack names the shipped deck that holds them.
        lacked = {"rings": option_cards.problems(self.played, resolved, rings=rings is True,
                                                 under_deeps=False),
                  under_deeps_moves.OPTION: option_cards.problems(
                      self.played, resolved, rings=False,
                      under_deeps=setup.get(under_deeps_moves.OPTION) is True,
                      new_sites=new_sites)}
        if hoard is not None:
            known = {k: [c for c in v if c in self.catalog] for k, v in deck_map.items()
                     if isinstance(v, list)}
            lacked[golden_hoard.OPTION] = golden_hoard.deck_problems(self.catalog.get, known,
                                                                     hoard, self.played)
        for option, found in lacked.items():
            problems += found + (decks.decks_to_try(self.catalog, option, name)
                                 if found else [])
        overrides = setup.get("tables") or {}
        try:
            tables.load_tables(overrides)
            agents.agent_table(overrides)
        except tables.TableError as exc:
            problems += list(exc.problems)
        if problems:
            raise InvalidSetup("This setup of The Road Goes Ever On is not valid.",
                               problems=problems + decks.options_left_out(name, document,
                                                                          setup))
        return {"decks": {k: list(v) for k, v in deck_map.items()}, "starting": starting,
                "starting_items": list(fields.get("starting_items") or []),
                "start_haven": str(fields["start_haven"]), "rings": rings,
                "dragon_table": dragon, "tables": dict(overrides),
                **({golden_hoard.OPTION: hoard.to_json()} if hoard else {}),
                **({under_deeps_moves.OPTION: True}
                   if setup.get(under_deeps_moves.OPTION) is True else {}),
                **({battles.OPTION: battles.normalized(setup[battles.OPTION])}
                   if setup.get(battles.OPTION) is not None else {}),
                **({new_card_file.OPTION: new_card_file.normalized(setup[new_card_file.OPTION])}
                   if setup.get(new_card_file.OPTION) is not None else {})}

    def setup_cards(self, setup: Mapping[str, Any]) -> tuple[Card, ...]:
        """The Battles of the player's card file (battles.py) and the other new cards of
        his (new_card_file.py), in the game's catalog."""
        return (*battles.setup_cards(setup.get(battles.OPTION), self.played),
                *new_card_file.setup_cards(setup.get(new_card_file.OPTION)),
                *morannon.setup_cards(setup, self.played))

    def _is_site(self, name: str) -> bool:
        return any(c.is_site for c in self.catalog.find_all(name))

    def _check_start(self, fields: Mapping[str, Any], deck_map: Mapping[str, Any]) -> list[str]:
        problems = []
        haven = fields.get("start_haven")
        if not isinstance(haven, str) or haven not in self.catalog \
                or not self.catalog.get(haven).is_haven:
            problems.append(f"start_haven: {haven!r} is not a Haven [RGO-DECK-10]")
        elif haven not in list(deck_map.get("sites", [])):
            problems.append(f"start_haven: {haven} is not in the site deck [RGO-DECK-8]")
        starting = [s for s in fields.get("starting") or [] if s in self.catalog]
        cards = [self.catalog.get(s) for s in starting]
        if not cards or any(not c.is_character or shadow.is_wizard(c) for c in cards):
            problems.append("starting: the starting company needs characters, and no Wizard "
                            "[RGO-DECK-10]")
        elif sum(c.mind or 0 for c in cards) > 20 or len(cards) > 5:
            problems.append("starting: at most five characters with at most 20 mind in all "
                            f"[{coe.GENERAL_INFLUENCE}]")
        for entry in fields.get("starting_items") or []:
            item = entry.get("id") if isinstance(entry, Mapping) else None
            minor = isinstance(item, str) and item in self.catalog \
                and self.catalog.get(item).item_class == "minor"
            if not minor or entry.get("bearer") not in starting:
                problems.append(f"starting_items: {entry!r} is not a minor item borne by a "
                                "starting character [RGO-DECK-3]")
            elif dragons.is_hoard_item(self.catalog.get(str(item))):
                problems.append(f"starting_items: {item} is a hoard item and cannot start "
                                "with the company [TD-HOARD-3]")
        return problems

    def initial(self, setup: Mapping[str, JSON]) -> State:
        return State(options=dict(setup))

    def begin(self, ctx: Context[State]) -> None:
        turn, _ = self.machinery(ctx.state)
        setup = ctx.state.options
        deck_map: Mapping[str, Any] = setup["decks"]
        placed = new_card_file.place(ctx)  # the new cards of the player's file, by deck
        ctx.shuffle("player", [*deck_map["player"], *placed.get("player", [])], "RGO-DECK-1")
        ctx.shuffle("hazard", [*deck_map["hazard"], *placed.get("hazard", [])], "RGO-DECK-6")
        ctx.shuffle("long-event", list(deck_map["long_event"]), "RGO-DECK-7")
        # The Battles of the player's card file go in the Quest deck (RGO-BATTLE-1).
        ctx.shuffle("quest", [*deck_map["quest"], *placed.get("quest", []), *battles.deal(ctx)],
                    "RGO-QUEST-2")
        if setup.get("rings") and deck_map.get("ring"):
            ctx.shuffle("ring", list(deck_map["ring"]), "RGO-RING-1")
        ctx.emit("SiteDeckLaidOut", "RGO-DECK-8",
                 sites=[*deck_map["sites"], *placed.get("site", [])])
        ctx.emit("CompanyFormed", "RGO-DECK-10", site=setup["start_haven"])
        for card_id in setup["starting"]:
            card = self.catalog.get(str(card_id))
            ctx.emit("CharacterPlayed", "RGO-DECK-10", card=card.id, name=card.name,
                     character=_character(card), wizard=False, source="starting")
            turn.change_shadow(ctx, shadow.character_played(card, starting=True))
        for entry in setup["starting_items"]:
            item = item_data(self.catalog.get(str(entry["id"])), self.played)
            ctx.emit("StartingItemBorne", "RGO-DECK-3", character=entry["bearer"], item=item)
        for _ in range(2):
            turn.reveal_quest(ctx, "RGO-QUEST-2")
        turn.draw_player(ctx, 5, "RGO-GEN-2")
        turn.start_turn(ctx)


def _character(card: Card) -> dict[str, JSON]:
    return character_json(Character.from_card(card))
