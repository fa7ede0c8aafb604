"""Battle cards (RGO-BATTLE-1 to 9, RGO-WIN-4): reading them, and the rules of resolving one.

The rules document names the eight Battle cards (Appendix 4) but prints neither their sites,
their attacks nor their MP, and no card database we hold has them: the player supplies them in
a card file of the Council of Elrond ``cards.json`` shape. A Battle there is a ``Resource``
with subtype ``Permanent-event``, the keyword ``Battle``, ``unique``, its
``marshallingPoints``, ``battleSites`` (the sites where it is played, comma-separated names of
the Site deck's cards) and ``autoAttack`` (its attacks, written as a site's automatic-attacks:
``"Orcs - 4 strikes with 8 prowess; Trolls - 2 strikes with 10 prowess"``). The file is checked
whole: every card, every field, each problem named with the file, the card and the field.

The rules here are pure: where a Battle may be played and with which faction, its attacks,
whether it is won, a Defended region's weakening of later attacks, the Casualty roll, and the
penalty of a Battle left unresolved.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from domain.canonical import JSON
from domain.cards import Card, fold
from domain.cards.coe import coe_records, parse_auto_attacks
from domain.cards.errors import CatalogError
from domain.cards.records import AutoAttack
from domain.engine.checks import AT_MOST, Check, Modifier, check
from domain.engine.combat import Attack
from domain.errors import IllegalAction, InvalidSetup
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import leaving_play, pile_factions, quests
from domain.rulesets.road_goes_ever_on.state import SITE, MPRecord, State

KEYWORD = "Battle"
CARDS = "RGO-BATTLE-1"
WHERE = "RGO-BATTLE-2"
FACTION = "RGO-BATTLE-3"
ATTACKS = "RGO-BATTLE-4"
WON = "RGO-BATTLE-5"
DEFENDED = "RGO-BATTLE-6"
CASUALTY = "RGO-BATTLE-7"
QUEST_DISCARD = "RGO-BATTLE-8"
COUNCIL = "RGO-BATTLE-9"
#: The setup option carrying the player's card file: ``{"file": <its name>, "cards": <the
#: CoE cards.json document>}`` (the domain reads no files; the name labels the problems).
OPTION = "battle_cards"
#: A Casualty roll of this or less removes the faction (RGO-BATTLE-7).
CASUALTY_LOSS = 4
#: The Casualty roll's modifier when a character was killed in the attack (RGO-BATTLE-7).
KILLED = -2
#: A Defended region's attacks keep at least this many strikes (RGO-BATTLE-6, the reading of
#: "(min 2)": an attack of 2 strikes or fewer keeps its count).
DEFENDED_MIN_STRIKES = 2
#: The strikes of a Battle's attack (of an "each character" attack, those each character
#: faces): at least one, since an attack is defeated only once a strike was assigned (CoE-3.v)
#: and a Battle's attacks come with their strikes (RGO-BATTLE-4); at most 15, the most any card
#: of the Council of Elrond database has (Morgul-rats, TD-49), generous for a Battle while
#: still refusing a slip of the keyboard (100000 strikes).
MIN_STRIKES = 1
MAX_STRIKES = 15
#: The version from which a Battle file's attacks are held to those bounds. A file is read
#: again whenever its game is loaded, replayed or verified (``Ruleset.for_setup`` and
#: ``deal``, from the setup ``GameStarted`` recorded), at the version the game was recorded
#: under: a game of an earlier version, whose file may hold an attack of 0 strikes or of
#: thousands, still loads and verifies as it was played.
STRIKES_SINCE = 190
#: The first version in which a Defended region weakens the attacks in it, where the attack
#: is keyed (``attack_region``); earlier versions looked at the company's site, during its
#: movement the site of origin, and replay as played.
REGION_SINCE = 191
#: How a creature keyed to the company's site is told (``HazardKeyed``'s place).
SITE_KEY = "the site"


class BattleFileError(InvalidSetup):
    """A card file whose Battles cannot be used; ``problems`` names each (file, card, field)."""


@dataclass(frozen=True, slots=True)
class Battle:
    """One Battle card, as read from the player's card file."""

    id: str
    name: str
    points: int
    sites: tuple[str, ...]
    attacks: tuple[AutoAttack, ...]
    kind: str = "miscellaneous"  # the type of its MP

    def to_json(self) -> dict[str, JSON]:
        """The Battle as fact data (``BattlesDealt``), read back by :meth:`from_json`."""
        return {"id": self.id, "name": self.name, "points": self.points,
                "sites": list(self.sites), "kind": self.kind,
                "attacks": [{"race": a.race, "strikes": a.strikes, "prowess": a.prowess,
                             "each_character": a.each_character} for a in self.attacks]}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Battle:
        return cls(str(data["id"]), str(data["name"]), int(data["points"]),
                   tuple(str(s) for s in data["sites"]),
                   tuple(AutoAttack(str(a["race"]), int(a["strikes"]), int(a["prowess"]),
                                    bool(a["each_character"])) for a in data["attacks"]),
                   str(data["kind"]))


# -- reading the player's card file (RGO-BATTLE-1) ---------------------------------------------

def read_battles(document: object, source: str, is_site: Callable[[str], bool],
                 played: str) -> tuple[Battle, ...]:
    """The Battles of a card file in the CoE ``cards.json`` shape, in file order; the other
    cards of the file are read (and must be well formed) but are not Battles. ``is_site``
    tells whether a name is a site of the catalog; ``played`` is the version the game is
    played under (:data:`STRIKES_SINCE`). Raises :class:`BattleFileError` naming every
    problem of the file."""
    return tuple(battle for _, battle in _read(document, source, is_site, played))


def _read(document: object, source: str, is_site: Callable[[str], bool],
          played: str) -> list[tuple[Card, Battle]]:
    problems: list[str] = []
    found: list[tuple[Card, Battle]] = []
    for set_key, card_key, raw in _raw_cards(document, source, problems):
        try:
            [card] = coe_records({set_key: {"cards": {card_key: raw}}}, source=source)
        except CatalogError as exc:
            problems.append(str(exc))
            continue
        if KEYWORD in card.keywords:
            battle = _battle(card, raw, source, is_site, played, problems)
            if battle is not None:
                found.append((card, battle))
    names = [fold(b.name) for _, b in found]
    problems += [f"{source}: card {b.id}: field 'name': a second {b.name}; a Battle is unique "
                 f"[{CARDS}]" for i, (_, b) in enumerate(found) if fold(b.name) in names[:i]]
    if problems:
        raise BattleFileError("The card file's Battles cannot be used.", problems=problems)
    return found


def option_problems(value: object, played: str, is_site: Callable[[str], bool],
                    known: Callable[[str], bool] = lambda _: False) -> list[str]:
    """The problems of the ``battle_cards`` setup option of a game played under ``played``,
    every one named (an absent option has none: the game is played without Battles).
    ``known`` tells whether a card id is already a card of the catalog: a Battle must bring an
    id of its own."""
    if value is None:
        return []
    if not isinstance(value, Mapping) or set(value) != {"file", "cards"} \
            or not isinstance(value["file"], str) or not value["file"].strip():
        return [f"{OPTION}: expected {{\"file\": <the card file's name>, \"cards\": <its "
                f"Council of Elrond cards.json content>}}, not {_shown(value)} [{CARDS}]"]
    source = value["file"].strip()
    try:
        found = read_battles(value["cards"], source, is_site, played)
    except BattleFileError as exc:
        return [f"{OPTION}: {p}" for p in exc.problems]
    if not found:
        return [f"{OPTION}: {source} holds no Battle (a card with the keyword {KEYWORD}) "
                f"[{CARDS}]"]
    return [f"{OPTION}: {source}: card {b.id}: field 'id': {b.id} is already a card of the "
            f"catalog; a Battle needs an id of its own [{CARDS}]" for b in found if known(b.id)]


def normalized(value: Mapping[str, Any]) -> dict[str, JSON]:
    """A checked ``battle_cards`` option as the game records it: the file's name and its
    Battle cards only (the rest of a whole cards.json need not be kept in the log)."""
    source = str(value["file"]).strip()
    sets: dict[str, Any] = {}
    for set_key, card_key, raw in _raw_cards(value["cards"], source, []):
        [card] = coe_records({set_key: {"cards": {card_key: raw}}}, source=source)
        if KEYWORD in card.keywords:
            sets.setdefault(set_key, {"cards": {}})["cards"][card_key] = dict(raw)
    return {"file": source, "cards": sets}


def setup_cards(value: object, played: str) -> tuple[Card, ...]:
    """The card records of the Battles of a checked ``battle_cards`` option (none without
    it) of a game recorded under ``played``, added to the game's catalog
    (``Ruleset.for_setup``)."""
    if not isinstance(value, Mapping):
        return ()
    return tuple(card for card, _ in _read(value["cards"], str(value["file"]).strip(),
                                           lambda _: True, played))


def option_battles(value: object, played: str) -> tuple[Battle, ...]:
    """The Battles of a checked ``battle_cards`` option (none without it) of a game recorded
    under ``played``."""
    if not isinstance(value, Mapping):
        return ()
    return read_battles(value["cards"], str(value["file"]).strip(), lambda _: True, played)


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 60 else f"{text[:57]}..."


def _raw_cards(document: object, source: str,
               problems: list[str]) -> list[tuple[str, str, Mapping[str, Any]]]:
    if not isinstance(document, Mapping):
        problems.append(f"{source}: field '<root>': expected an object of sets")
        return []
    out = []
    for set_key, card_set in document.items():
        cards = card_set.get("cards") if isinstance(card_set, Mapping) else None
        if not isinstance(cards, Mapping):
            problems.append(f"{source}: field '{set_key}.cards': expected an object of cards")
            continue
        for card_key, raw in cards.items():
            if not isinstance(raw, Mapping):
                problems.append(f"{source}: card {card_key}: expected an object")
                continue
            out.append((str(set_key), str(card_key), raw))
    return out


def _battle(card: Card, raw: Mapping[str, Any], source: str, is_site: Callable[[str], bool],
            played: str, problems: list[str]) -> Battle | None:
    """A Battle card's facts, each wrong one a problem naming the field and the clause."""
    found: list[str] = []

    def problem(field: str, text: str, clause: str = CARDS) -> None:
        found.append(f"{source}: card {card.id}: field {field!r}: {text} [{clause}]")

    if card.card_type != "Resource" or card.event_type != "permanent":
        problem("type", "a Battle is a resource permanent-event (type Resource, subtype "
                "Permanent-event)")
    if not card.unique:
        problem("attributes.unique", "a Battle is unique")
    if not card.marshalling_points or card.marshalling_points < 1:
        problem("attributes.marshallingPoints", "a Battle needs its MP, a whole number of at "
                "least 1")
    attributes = raw.get("attributes") or {}
    where = attributes.get("battleSites")
    sites = tuple(" ".join(s.split()) for s in where.split(",") if s.strip()) \
        if isinstance(where, str) else ()
    if not sites:
        problem("attributes.battleSites", "a Battle needs the sites where it is played "
                "(comma-separated site names)")
    for site in sites:
        if not is_site(site):
            problem("attributes.battleSites", f"{site!r} is not a site of the card catalog")
    attacks: tuple[AutoAttack, ...] = ()
    text = attributes.get("autoAttack")
    if not isinstance(text, str) or not text.strip():
        problem("attributes.autoAttack", "a Battle needs its attacks, e.g. \"Orcs - 4 "
                "strikes with 8 prowess; Trolls - 2 strikes with 10 prowess\"")
    else:
        try:
            attacks = parse_auto_attacks(text)[0]
        except ValueError as exc:
            problem("attributes.autoAttack", str(exc))
        if not attacks and not found:
            problem("attributes.autoAttack", "no attack could be read")
        if played_since(played, STRIKES_SINCE):
            for text in _strikes_problems(attacks):
                problem("attributes.autoAttack", text, ATTACKS)
    problems += found
    if found:
        return None
    return Battle(card.id, card.name, card.marshalling_points or 0, sites, attacks,
                  card.mp_type or "miscellaneous")


def _strikes_problems(attacks: Sequence[AutoAttack]) -> list[str]:
    """Each attack whose strikes are outside :data:`MIN_STRIKES` to :data:`MAX_STRIKES`."""
    return [f"attack {n} ({a.race}) has {a.strikes} strikes; a Battle's attack has "
            f"{MIN_STRIKES} to {MAX_STRIKES}: at least one, as any attack, and no more than "
            "any card of the game has"
            for n, a in enumerate(attacks, start=1)
            if not MIN_STRIKES <= a.strikes <= MAX_STRIKES]


# -- playing and resolving a Battle (RGO-BATTLE-2 to 7) ----------------------------------------

def played_at(battle: Battle, site: Card) -> bool:
    """Whether ``site`` is one of the Battle's sites; a tapped site does not matter
    (RGO-BATTLE-2)."""
    return fold(site.name) in [fold(s) for s in battle.sites]


def supporting_factions(battle: Battle, site: Card, pile: Sequence[MPRecord],
                        catalog_get: Callable[[str], Card]) -> list[str]:
    """The factions of the MP pile whose home site is ``site``, one of the Battle's sites
    (RGO-BATTLE-3; a faction's home site is the quest table's, e.g. the Rangers of the North
    at Bree). A tapped faction is still controlled, so it supports the Battle."""
    if not played_at(battle, site):
        return []
    return [r.card for r in pile if r.kind == "faction"
            and fold(site.name) in [fold(s) for s in _home_sites(catalog_get(r.card))]]


def _home_sites(faction: Card) -> tuple[str, ...]:
    known = quests.named_sites(faction)
    return known.sites if known else ()


def play_refusal(battle: Battle, site: Card, pile: Sequence[MPRecord],
                 catalog_get: Callable[[str], Card]) -> tuple[str, str] | None:
    """Why the Battle may not be played at ``site``, with the clause (None if it may)."""
    if not played_at(battle, site):
        return (f"{battle.name} is played at {', '.join(battle.sites)}, not at {site.name}.",
                WHERE)
    if not supporting_factions(battle, site, pile, catalog_get):
        return (f"{battle.name} needs a faction of yours whose home site is {site.name}.",
                FACTION)
    return None


def attacks(battle: Battle, company_size: int) -> list[Attack]:
    """The Battle's attacks in the order the card lists them; the attack's source is the
    Battle, whose attacks no resource card cancels (RGO-BATTLE-4, :func:`uncancelable`)."""
    return [Attack(battle.id, f"{battle.name} ({index} of {len(battle.attacks)})", a.race,
                   company_size if a.each_character else a.strikes, a.prowess, None, False,
                   a.each_character)
            for index, a in enumerate(battle.attacks, start=1)]


def uncancelable(attack: Attack, battles: Sequence[Battle]) -> bool:
    """An attack of a Battle: neither its attack nor its strikes may be canceled by resource
    cards (RGO-BATTLE-4)."""
    return any(attack.source == b.id for b in battles)


def won(all_defeated: bool, characters_at_site: int) -> bool:
    """All the attacks overcome and at least one character (tapped, wounded or not) still at
    the site: the Battle's MP are gained (RGO-BATTLE-5)."""
    return all_defeated and characters_at_site > 0


def defended(attack: Attack, region: str | None, defended_regions: Sequence[str]) -> Attack:
    """An attack on a company in a Defended region: one strike fewer (never below 2; an attack
    of 2 or fewer keeps its count) and -1 prowess (RGO-BATTLE-6). An "each character" attack
    keeps its count (CoE 3.ii.2)."""
    if region is None or fold(region) not in [fold(r) for r in defended_regions]:
        return attack
    fewer = -1 if attack.strikes > DEFENDED_MIN_STRIKES else 0
    return attack.modified(strikes=fewer, prowess=-1)


def casualty_check(dice: Sequence[int], killed: bool, index: int) -> Check:
    """One faction's Casualty roll: 2D6, -2 if a character was killed in the attack; 4 or less
    removes the faction (RGO-BATTLE-7)."""
    modifiers = [Modifier(KILLED, "a character killed", "a character was killed in the attack",
                          CASUALTY)] if killed else []
    return check(dice, modifiers, CASUALTY_LOSS, AT_MOST, index)


def roll_casualties(ctx: Context[State], battle: Battle, factions: Sequence[str],
                    killed: bool) -> list[str]:
    """After one of the Battle's attacks: a Casualty roll for each faction at the site
    (``CasualtyRolled``); those lost leave the MP pile (``MarshallingPointsLost``). Returns
    the factions lost."""
    lost = []
    for faction in factions:
        index = ctx.position("dice")
        dice = ctx.roll(f"casualties of {faction} in {battle.name}", CASUALTY)
        made = casualty_check(dice, killed, index)
        removed = made.passed
        ctx.emit("CasualtyRolled", CASUALTY, battle=battle.id, faction=faction,
                 removed=removed, check=made.to_json())
        if removed:
            lost.append(faction)
    if lost:
        ctx.emit("MarshallingPointsLost", CASUALTY, cards=lost,
                 reason=f"casualties in {battle.name}",
                 **pile_factions.lost_fields(ctx.state, ctx.ruleset.played, lost))
        leaving_play.settle(ctx)  # the Stone of Erech goes with the Men of Lamedon
    return lost


# -- a Battle left unresolved (RGO-BATTLE-8, 9; RGO-WIN-4) -------------------------------------

def penalty(battle_ids: Sequence[str], battles: Sequence[Battle]) -> int:
    """The MP subtracted for the unresolved Battles among ``battle_ids`` (cards lost to the
    random Quest discard, RGO-BATTLE-8, or on the Quest Display at the Free Council,
    RGO-BATTLE-9 and RGO-WIN-4): each Battle's MP, as a negative number."""
    return -sum(b.points for b in battles if b.id in battle_ids)


def council_points(points: Mapping[str, int], display: Sequence[str],
                   battles: Sequence[Battle]) -> dict[str, int]:
    """The points by type counted at the Free Council: the Battles still on the Display take
    their MP away as points of their own type, ``battle``, never cut by the half-per-type
    limit (RGO-WIN-4, ``victory.adjusted``)."""
    lost = penalty(display, battles)
    return {**points, "battle": lost} if lost else dict(points)


# -- Battles in a game (RGO-BATTLE-1 to 9) -----------------------------------------------------

def deal(ctx: Context[State]) -> list[str]:
    """The Battles of the game's card file (``BattlesDealt``): the ids to shuffle into the
    Quest deck (RGO-BATTLE-1); none without the option."""
    found = option_battles(ctx.state.options.get(OPTION), ctx.ruleset.played)
    if not found:
        return []
    ctx.emit("BattlesDealt", CARDS, file=str(dict(ctx.state.options[OPTION])["file"]).strip(),
             battles=[b.to_json() for b in found])
    return [b.id for b in found]


def dealt(state: State) -> tuple[Battle, ...]:
    """The game's Battles, as dealt."""
    return tuple(Battle.from_json(b) for b in state.battle_cards)


def dealt_battle(state: State, card: str) -> Battle | None:
    return next((b for b in dealt(state) if b.id == card), None)


def sites_in_deck(battle: Battle, sites: Sequence[Card]) -> list[Card]:
    """The sites of the Site deck where the Battle is played (shown on the Quest Display)."""
    return [s for s in sites if played_at(battle, s)]


def under_way(state: State) -> bool:
    return state.battle is not None and not state.battle.over


def _problem(state: State, card: str, site: Card,
             catalog_get: Callable[[str], Card]) -> tuple[str, str] | None:
    battle = dealt_battle(state, card)
    if battle is None or card not in [q.card for q in state.display]:
        return f"{battle.name if battle else card} is not a Battle on the Quest Display.", WHERE
    if state.phase != SITE or not state.explored or not state.characters or under_way(state):
        return (f"{battle.name} is played in the site phase, at the company's site once it "
                "is explored.", WHERE)
    return play_refusal(battle, site, state.mp, catalog_get)


def actions(state: State, site: Card, catalog_get: Callable[[str], Card]) -> list[Action]:
    """``battle:<card>`` for each Battle of the Display the company may fight here."""
    out = []
    for quest in state.display:
        battle = dealt_battle(state, quest.card)
        if battle is not None and _problem(state, battle.id, site, catalog_get) is None:
            out.append(Action(f"battle:{battle.id}", f"Fight {battle.name} at {site.name}: "
                              f"{len(battle.attacks)} attack(s) no resource cancels", WHERE))
    return out


def refusal(state: State, card: str, site: Card,
            catalog_get: Callable[[str], Card]) -> IllegalAction | None:
    """Why ``battle:<card>`` is refused now, with the clause (None if it may be fought)."""
    found = _problem(state, card, site, catalog_get)
    return None if found is None else illegal(*found)


def play(ctx: Context[State], card: str, site: Card,
         catalog_get: Callable[[str], Card]) -> None:
    """Play the Battle at the site: the factions supporting it are recorded
    (``BattleBegan``), its attacks follow (:func:`go_on`)."""
    battle = dealt_battle(ctx.state, card)
    assert battle is not None
    ctx.emit("BattleBegan", FACTION, card=battle.id, name=battle.name, site=site.id,
             factions=supporting_factions(battle, site, ctx.state.mp, catalog_get),
             attacks=len(battle.attacks))


Resolve = Callable[[Attack], "bool | None"]


def go_on(ctx: Context[State], resolve: Resolve, site: Card,
          stops: Callable[[], bool] = lambda: False) -> None:
    """Face the Battle's next attacks in order (``resolve`` returns None while the defender
    assigns strikes); once they are done, or no character is left, the Battle ends. Before
    each, and before its end, ``stops`` may stop it (an attack made first waits for the
    defender)."""
    while (fight := ctx.state.battle) is not None and not fight.over \
            and ctx.state.outcome is None:
        if stops():
            return
        if fight.faced >= fight.attacks or not ctx.state.characters:
            _conclude(ctx, site)
            return
        battle = dealt_battle(ctx.state, fight.card)
        assert battle is not None
        attack = attacks(battle, len(ctx.state.characters))[fight.faced]
        ctx.emit("BattleAttackBegan", ATTACKS, card=battle.id, attack=attack.name,
                 number=fight.faced + 1, of=fight.attacks)
        if resolve(attack) is None:
            return


def after_attack(ctx: Context[State], attack: Attack, beaten: bool, killed: bool) -> None:
    """After one of the Battle's attacks: overcome or not, then a Casualty roll for each
    supporting faction still in play (RGO-BATTLE-7)."""
    fight = ctx.state.battle
    if fight is None or fight.over or attack.source != fight.card:
        return
    battle = dealt_battle(ctx.state, fight.card)
    assert battle is not None
    if beaten:
        ctx.emit("BattleAttackOvercome", ATTACKS, card=battle.id, attack=attack.name)
    roll_casualties(ctx, battle, pile_factions.still_in_pile(ctx.state, ctx.ruleset.played,
                                                              fight.factions), killed)


def _conclude(ctx: Context[State], site: Card) -> None:
    """Won with every attack overcome and a character left: its MP, its region Defended
    (RGO-BATTLE-5, 6); otherwise lost, the card discarded."""
    fight = ctx.state.battle
    assert fight is not None
    battle = dealt_battle(ctx.state, fight.card)
    assert battle is not None
    gained = won(fight.overcome >= fight.attacks, len(ctx.state.characters))
    ctx.emit("BattleEnded", WON, card=battle.id, name=battle.name, won=gained,
             points=battle.points if gained else 0)
    if not gained:
        return
    ctx.emit("MarshallingPointsGained", WON, card=battle.id, name=battle.name,
             kind=battle.kind, points=battle.points)
    region = site.region
    if region and fold(region) not in [fold(r) for r in ctx.state.defended_regions]:
        ctx.emit("RegionDefended", DEFENDED, region=region, battle=battle.id)


def defend(ctx: Context[State], attack: Attack, keyed_to: str | None) -> Attack:
    """An attack on the company in a Defended region (``attack_region``), weakened
    (``AttackModified``, RGO-BATTLE-6); any other attack as it is."""
    region = attack_region(ctx.state, ctx.ruleset.catalog.get, keyed_to, ctx.ruleset.played)
    weaker = defended(attack, region, ctx.state.defended_regions)
    if weaker != attack:
        ctx.emit("AttackModified", DEFENDED, attack=attack.name,
                 strikes=weaker.strikes - attack.strikes, prowess=-1,
                 note=f"{region} is Defended")
    return weaker


def attack_region(state: State, card: Callable[[str], Card], keyed_to: str | None,
                  played: str) -> str | None:
    """The region an attack on the company is in (RGO-BATTLE-6: "attacks against companies in
    that region"). From ``REGION_SINCE``: a creature keyed to the site (``keyed_to`` "the
    site"), the region of the site the company is at or moving to; one keyed to a region of
    the site path (a moving company's ``key_floor``), that region where the cards name it: a
    starter site path runs from the site of origin's region to the new site's (CoE 2.IV.ii),
    the regions between unnamed (None: no Defended region). Any other attack (an
    automatic-attack, an Agent's, a Traitor's), and every attack before that version, the
    region of the company's site (during its movement, the site of origin)."""
    here = card(state.site)
    if not played_since(played, REGION_SINCE) or keyed_to is None:
        return here.region
    new_site = card(state.destination) if state.destination is not None else here
    if keyed_to == SITE_KEY or state.destination is None:
        return new_site.region
    position = state.key_floor
    if position == len(state.path) - 1:
        return new_site.region
    return here.region if position == 0 else None


def lost_to_discard(ctx: Context[State], card: str) -> None:
    """A Battle the random Quest discard takes from the Display costs its MP
    (RGO-BATTLE-8)."""
    _penalize(ctx, [card], QUEST_DISCARD, "lost to the Quest discard")


def council(ctx: Context[State]) -> None:
    """The Battles still on the Display when the Free Council is called cost their MP
    (RGO-BATTLE-9, RGO-WIN-4)."""
    _penalize(ctx, [q.card for q in ctx.state.display], COUNCIL,
              "on the Quest Display at the Free Council")


def _penalize(ctx: Context[State], cards: Sequence[str], rule: str, why: str) -> None:
    for battle in dealt(ctx.state):
        if battle.id in cards:
            ctx.emit("MarshallingPointsGained", rule, card=battle.id,
                     name=f"{battle.name} ({why})", kind="battle",
                     points=penalty([battle.id], [battle]))


def policy_choice(ids: Sequence[str]) -> str | None:
    """The automatic player fights a Battle whenever it can."""
    return next((i for i in ids if i.startswith("battle:")), None)


def board(state: State, name: Callable[[str], str]) -> dict[str, JSON] | None:
    """The Battles on the board (None in a game without them): those on the Display, the
    one fought now, those won and the Defended regions."""
    if not state.battle_cards:
        return None
    shown = [q.card for q in state.display]
    fight = state.battle
    won_ids = [r.card for r in state.mp if r.kind != "battle"]
    return {"on_display": [b.name for b in dealt(state) if b.id in shown],
            "in_play": None if fight is None or fight.over else {
                "name": name(fight.card), "site": name(fight.site),
                "factions": [name(f) for f in fight.factions],
                "attacks": fight.attacks, "faced": fight.faced, "overcome": fight.overcome},
            "won": [b.name for b in dealt(state) if b.id in won_ids],
            "defended_regions": list(state.defended_regions)}
