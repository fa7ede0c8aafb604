"""The hazard short-events the Guise's hazard hand plays by their cards (GON-HH-10: each made
to directly affect play if it can, a card modifying an automatic-attack counting as doing so;
``hobbit.hazard_events``), from ``hobbit.hazard_events.SCENARIOS``: no player's declaration
any more; one whose condition the company's move fails is a dud (GON-DUD-2). What one leaves
in force lasts to the end of the turn, on the company it was played on or its new site.

- Arouse Denizens, Arouse Minions: the first automatic-attack a company faces at that site
  this turn (Dol Guldur's Orcs there) has +3 prowess.
- River: the company that moved to the site does nothing in its site phase unless an untapped
  ranger in it taps (``river:<ranger>``); Lost at Sea, Lost in Free-domains: nothing at all.
- Greed (from ``GREED_SINCE``): on the company's new site (or the one it stays at), this turn
  each other character there but a Hobbit or a Wizard makes a corruption check as an item is
  played there, less the item's corruption points.

From ``WITH_CREATURE_SINCE`` the events that act on a creature's attack are played with the
creature as it attacks the company (GON-HH-7, ``with_creature``), each face-up one that fits
it, right to left; one that no creature's attack took is a dud (GON-DUD-2):

- Dragon's Desolation: a Dragon's attack has +2 prowess (each copy);
- Fell Beast: a Nazgûl's attack has one more strike and -2 prowess, and the attacker chooses
  every defender (CoE 3.iii); not twice on one attack; from ``MOUNT_KEYING_SINCE`` it lets a
  Nazgûl be keyed to a Shadow-land or Shadow-hold (``mount_key``);
- Morgul-horse (from ``MORGUL_HORSE_SINCE``): it lets a Nazgûl that could not otherwise attack
  the company be keyed to a Shadow-land of its site path (``mount_key``, a Fell Beast first),
  and is played with it; its other mode, a tapped Nazgûl permanent-event back to the hand,
  never arises (GON-NAZ-3);
- Words of Power and Terror: with a Nazgûl's attack, every character of the company has -1
  prowess until the end of the turn (``CompanyBolstered``), its strikes included; not twice
  on one company;
- Fury of the Iron Crown (from ``FURY_SINCE``; not while The Iron Crown is borne): +4 to the
  first strike of an attack by Orcs, Trolls, Men or a Nazgûl resolved; after the attack a
  creature but a Nazgûl leaves play for the player's marshalling point pile, defeated or not,
  and from ``CROWN_SINCE`` the player may then play The Iron Crown from his hand with a
  character of the company attacked (``crown_offered``).

From ``ON_THE_COMPANY_SINCE`` the events on a character of the company or on a faction in
play, on the one GON-TARGET-1 picks among those they may take (a faction: the one worth the
most points, the first recruited among equals):

- Call of Home (not a Wizard), Tookish Blood (a Hobbit), Call of the Sea (an Elf; -3 through
  a Coastal Sea): 2D6 plus the unused general influence (``moves.influence_left``); below the
  card's number he goes back to the hand (``CharacterReturned``), the player may give one of
  his items to another character of his company (``inherit:``, then the rest are
  discarded), his allies and the corruption cards on him are discarded, his followers come
  under general influence;
- Muster Disperses: the same roll, below eleven the faction leaves the marshalling point pile
  for the discard pile (``FactionDispersed``).
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.cards import Card, Catalog
from domain.engine import effects, nazgul_mounts
from domain.engine.combat import Attack
from domain.engine.hazard_events import amount as hazard_amount
from domain.engine.hazard_events import influence_roll as hazard_influence_roll
from domain.engine.hazard_events import path_modifier
from domain.errors import IllegalAction
from domain.ruleset import Context, played_since
from domain.rulesets.guise_of_the_necromancer import decks
from domain.rulesets.guise_of_the_necromancer.state import Company, State
from domain.rulesets.hobbit import hazard_events as shared
from domain.rulesets.hobbit.moves import Add, Move

RULE = "GON-HH-10"
#: The clause of the events played with a creature's attack.
WITH_CREATURE_RULE = "GON-HH-7"
#: The first version that plays these cards, and Greed; before, the player declared what
#: they did.
SINCE = shared.since("necromancer", "TW-84") or 0
GREED_SINCE = shared.since("necromancer", "TW-42") or 0
WITH_CREATURE_SINCE = shared.since("necromancer", "TW-29") or 0
ON_THE_COMPANY_SINCE = shared.since("necromancer", "TW-18") or 0
RIVER_KIND = shared.RIVER_KIND
#: How a faction recruited is kept in the marshalling point pile (GON-WIN-2).
FACTION = "faction"
#: The events played with a creature's attack (Fury of the Iron Crown from ``FURY_SINCE``),
#: and those of them that go once on an attack.
FURY = "TW-492"
FURY_SINCE = shared.since("necromancer", FURY) or 0
WITH_CREATURE = (*shared.WITH_CREATURE, FURY)
ONCE_ON_AN_ATTACK = ("TW-33", "TW-115", FURY)
#: The first version in which a face-up Fell Beast lets a Nazgûl that could not otherwise
#: attack the company be keyed to a Shadow-land of its site path or to its site, a
#: Shadow-hold (GON-HH-7: played with it, ``mount_key``).
MOUNT_KEYING_SINCE = 43
#: The first version in which a face-up Morgul-horse lets a Nazgûl that could not otherwise
#: attack the company be keyed to a Shadow-land of its site path, and is played with it
#: (GON-HH-7, ``mount_key``); before, the player declared what it did.
MORGUL_HORSE_SINCE = 48
MORGUL_HORSE, MOUNTED = shared.MORGUL_HORSE, shared.MOUNTED
#: The first version in which a face-up Dragon's Desolation lets a Dragon that could not
#: otherwise attack the company be keyed to its new site, a Ruins & Lairs with two
#: Wildernesses in its site path (no Doors of Night is ever in play, GON-HDECK-7), and is
#: played with it (GON-HH-7, ``lair_key``), adding nothing to the attack.
LAIR_SINCE = 49
DESOLATION, AT_THE_LAIR, DRAGON = shared.DESOLATION, shared.AT_THE_LAIR, shared.DRAGON
#: What the coverage says of its other mode.
MOUNT_NEVER_HERE = ("its first mode, a tapped Nazgûl permanent-event back to the hand, never "
                    "arises: GON-NAZ-3, a Nazgûl has none of its permanent-event abilities "
                    "here")
#: The item in play that keeps Fury of the Iron Crown from being played.
IRON_CROWN = "The Iron Crown"
#: The first version in which, after the attack Fury of the Iron Crown went with, by a
#: creature but a Nazgûl, the player may play The Iron Crown from his hand with a character
#: of the company attacked (``crown_offered``; GON-HH-7); before, it stayed in the hand.
CROWN_SINCE = 50
#: The event with which the attacker chooses every defender (CoE 3.iii): Fell Beast.
CHOOSES_DEFENDERS = nazgul_mounts.CHOOSES_DEFENDERS
#: Weariness of the Heart: from ``WEARINESS_FROM`` its corruption check is played
#: (GON-HH-5) only on a character on whom it may fail (on the lowest roll: a check that
#: cannot fail has no effect, GON-DUD-2); with none such, its other mode, -1 prowess, waits
#: for a creature's attack and is played on the strike of the character GON-TARGET-1 picks,
#: a dud if he faces none (GON-HH-7, GON-HH-9). Before, its check was always played.
WEARINESS = "TW-111"
WEARINESS_FROM = 87
#: From ``WEARINESS_ASSURED_FROM`` a character whose check Nenya's waiting gift makes succeed is
#: not one on whom it may fail (``hobbit.nenya.spares``): the check cannot fail, so it has no
#: effect on him (GON-DUD-2); with no other such character, its -1 prowess mode as above.
WEARINESS_ASSURED_FROM = 104


def weariness(played: str, card_id: str) -> bool:
    """Whether ``card_id`` is Weariness of the Heart and the version ``played`` chooses its
    mode (``WEARINESS_FROM``)."""
    return card_id == WEARINESS and played_since(played, WEARINESS_FROM)


def weariness_prowess() -> int:
    """What Weariness of the Heart's -1 prowess mode takes from its character's strike, from
    the engine's hazard script (the Hobbit family's generation)."""
    modes = effects.scripted_hazard(WEARINESS, shared.GENERATION) or ()
    return -next(m.mode.effects[0].amount for m in modes
                 if m.mode.effects[0].primitive == effects.CHARACTER_PROWESS)


def plays(card_id: str, played: str) -> bool:
    """Whether the version ``played`` plays ``card_id`` by its card, on the company or its
    site (not one played with a creature, ``with_creature``)."""
    return card_id not in WITH_CREATURE and \
        shared.modes("necromancer", played, card_id) is not None


def with_creature(state: State, played: str, company: Company, attack: Attack,
                  taken: Sequence[str]) -> tuple[int, effects.HazardMode] | None:
    """(place, mode) of the rightmost face-up event the version ``played`` plays with a
    creature's ``attack`` on ``company`` (GON-HH-7), ``taken`` (the events already played
    with it) as they are; None: none fits. Fell Beast goes once on an attack, Words of Power
    and Terror once on it and once a turn on a company."""
    for index in reversed(range(len(state.hazard_hand))):
        slot = state.hazard_hand[index]
        found = shared.modes("necromancer", played, slot.card) \
            if slot.face_up and slot.card in WITH_CREATURE else None
        mode = found[0] if found else None
        if mode is None or not attack.is_race(*((mode.attacked_by,) if mode.attacked_by
                                               else mode.attack_races)):
            continue
        if slot.card in ONCE_ON_AN_ATTACK and slot.card in taken:
            continue
        if mode.unique_card is not None and any(
                i.name == IRON_CROWN for c in state.companies for w in c.characters
                for i in w.items):
            continue  # Fury of the Iron Crown: not while The Iron Crown is in play
        if mode.unique_on == effects.COMPANY and any(
                card == slot.card and who in company.ids()
                for who, card, _, _ in state.turn_bonuses):
            continue
        return index, mode
    return None


def open_modes(state: State, played: str, company: Company, card_id: str, site: Card,
               path: Sequence[str]) -> list[effects.HazardMode]:
    """The modes the company's move lets the event be played with now ([]: none)."""
    found = shared.modes("necromancer", played, card_id)
    if found is None:
        return []
    return [m for m in shared.open_modes(found, company.destination is not None, path, site,
                                         state.hazard_effects, company.id)
            if m.mode.effects[0].primitive not in (effects.GO_HOME, effects.FACTION_DISPERSES)
            or targets(state, company, m)]


def crowns(state: State, catalog: Catalog) -> list[str]:
    """The copies of The Iron Crown in the hand."""
    return [c for c in dict.fromkeys(state.hand) if catalog.get(c).name == IRON_CROWN]


def crown_offered(state: State, catalog: Catalog, played: str, company: str,
                  fury: tuple[str, int] | None, creature: str | None) -> bool:
    """Whether the player may now play The Iron Crown from his hand with a character of
    ``company``: the attack Fury of the Iron Crown (``fury``) went with is over, by a
    creature but a Nazgûl, the Crown is in the hand, a character of the company is left."""
    here = state.company(company)
    return played_since(played, CROWN_SINCE) and fury is not None and creature is not None \
        and not decks.is_nazgul(catalog.get(creature)) and state.outcome is None \
        and here is not None and bool(here.characters) and bool(crowns(state, catalog))


def mount_key(state: State, played: str, company: Company, path: Sequence[str],
              site: Card) -> tuple[str, str] | None:
    """(keying, mount) by which a face-up mount lets a Nazgûl be keyed to the company: a Fell
    Beast, from ``MOUNT_KEYING_SINCE``, to a Shadow-land of its site path or to its site
    (new, or the one it stays at) if a Shadow-hold; else a Morgul-horse, from
    ``MORGUL_HORSE_SINCE``, to a Shadow-land of its site path (None: none does; nor on a
    company no creature may be played on this turn, Stealth)."""
    if company.id in state.creatures_prevented:
        return None
    up = {s.card for s in state.hazard_hand if s.face_up}
    shadow_land = shared.shadow_land_key(path)
    beast = nazgul_mounts.keys(CHOOSES_DEFENDERS, path, site.site_type or "")
    if played_since(played, MOUNT_KEYING_SINCE) and CHOOSES_DEFENDERS in up and beast:
        return beast[0], CHOOSES_DEFENDERS
    if mounts(played, MORGUL_HORSE) and MORGUL_HORSE in up and shadow_land is not None:
        return shadow_land, MORGUL_HORSE
    return None


def lair_key(state: State, played: str, company: Company, path: Sequence[str],
             site: Card) -> tuple[str, str] | None:
    """(keying, Dragon's Desolation) by which a face-up Dragon's Desolation, from
    ``LAIR_SINCE``, lets a Dragon be keyed to the company's new site, a Ruins & Lairs with two
    Wildernesses in its site path (None: it does not; nor on a company no creature may be
    played on this turn, Stealth)."""
    if not played_since(played, LAIR_SINCE) or company.id in state.creatures_prevented \
            or not any(s.face_up and s.card == DESOLATION for s in state.hazard_hand):
        return None
    key = shared.lair_key(company.destination is not None, site.site_type or "", path, False)
    return None if key is None else (key, DESOLATION)


def enabled_key(state: State, played: str, company: Company, creature: Card,
                path: Sequence[str], site: Card) -> tuple[str, str] | None:
    """(keying, card) by which a face-up event lets ``creature``, not otherwise keyed to the
    company, attack it (GON-HH-7): a mount a Nazgûl (``mount_key``), Dragon's Desolation a
    Dragon (``lair_key``); None: none does."""
    if decks.is_nazgul(creature):
        return mount_key(state, played, company, path, site)
    if creature.is_creature and creature.race == DRAGON:
        return lair_key(state, played, company, path, site)
    return None


#: The effect each event letting a creature attack is played with (a Fell Beast's is the
#: attack's, played with it as any other, ``with_creature``).
ENABLING = {MORGUL_HORSE: MOUNTED, DESOLATION: AT_THE_LAIR}


def mounts(played: str, card_id: str) -> bool:
    """Whether ``card_id`` is Morgul-horse and the version ``played`` plays it by its card."""
    return card_id == MORGUL_HORSE and played_since(played, MORGUL_HORSE_SINCE)


def targets(state: State, company: Company, mode: effects.HazardMode) -> list[str]:
    """What an event on a character or a faction may take: the characters of the company of
    its race, not Wizards, not bearing what it names (a call home); the factions in the
    marshalling point pile, the one worth the most points first, the first recruited among
    equals (Muster Disperses); every other event, nothing."""
    primitive = mode.mode.effects[0].primitive
    if primitive == effects.FACTION_DISPERSES:
        factions = [(card, points) for card, kind, points in state.marshalling
                    if kind == FACTION]
        return [card for card, _ in sorted(factions, key=lambda f: -f[1])]
    if primitive != effects.GO_HOME:
        return []
    return [c.card_id for c in company.characters
            if c.race != decks.WIZARD_RACE and mode.mode.race in (None, c.race)
            and not (mode.not_bearing and any(i.name == mode.not_bearing for i in c.items))]


def influence_roll(ctx: Context[State], card_id: str, mode: effects.HazardMode, unused: int,
                   path: Sequence[str], against: str) -> bool:
    """A call home's or Muster Disperses' roll (``against``: what it is rolled for): 2D6 plus
    ``unused`` general influence, with the site path's modifier (Call of the Sea); whether it
    fails, below the card's number (``GoingHomeRolled``, ``FactionDispersalRolled``)."""
    needed = mode.mode.effects[0].amount
    index = ctx.position("dice")
    dice = ctx.roll(f"{against} against {ctx.ruleset.catalog.get(card_id).name}", RULE)
    made = hazard_influence_roll(dice, index, unused, needed, RULE,
                                 path_modifier(mode, path, RULE))
    faction = mode.mode.effects[0].primitive == effects.FACTION_DISPERSES
    ctx.emit("FactionDispersalRolled" if faction else "GoingHomeRolled", RULE, card=card_id,
             roll=sum(dice), unused_influence=unused, needed=needed, fails=not made.passed,
             check=made.to_json())
    return not made.passed


def play(ctx: Context[State], company: Company, index: int, card_id: str,
         mode: effects.HazardMode, site: Card, path: Sequence[str]) -> None:
    """The event played on the company from its place in the hazard hand, and what it leaves
    in force."""
    primitive = mode.mode.effects[0].primitive
    ctx.emit("HazardEventPlayed", RULE, index=index, card=card_id, effect=primitive,
             character=None, company=company.id)
    ctx.emit("HazardEffectInForce", RULE, card=card_id, effect=primitive,
             target=shared.target_of(mode, site, company.id),
             amount=hazard_amount(mode, path))


def greed(state: State, catalog: Catalog, item: str, bearer: str,
          site: str) -> list[tuple[str, int]]:
    """(character, modifier) of each corruption check Greed in force at ``site`` asks as
    ``item`` is played there: every other character at the site, of any company, but a Hobbit
    or a Wizard, less the item's corruption points."""
    if not any(effect == effects.GREED and target == site
               for _, effect, target, _ in state.hazard_effects):
        return []
    points = catalog.get(item).corruption or 0
    return [(who.card_id, -points) for company in state.companies if company.location == site
            for who in company.characters
            if who.card_id != bearer and who.race not in ("Hobbit", "Wizard")]


def held(state: State, company: Company) -> tuple[str, str] | None:
    return shared.site_phase_held(state.hazard_effects, company.id)


def site_moves(state: State, catalog: Catalog, company: Company, add: Add) -> bool:
    """The moves of a company's site phase that an event holds (False: none does): an
    untapped ranger may tap to cross River; else the company does nothing there."""
    found = held(state, company)
    if found is None:
        return False
    card, effect = found
    name = catalog.get(card).name
    if effect == effects.SITE_PHASE_LOST:
        for who in company.characters:
            if who.has_skill("ranger") and who.untapped:
                add(f"{RIVER_KIND}:{who.card_id}", f"{who.name} taps to cross the river "
                    f"({name})", RULE, Move(RIVER_KIND, target=who.card_id,
                                            holder=company.id))
    add("leave", f"Do nothing at {catalog.get(company.location).name} ({name})", RULE,
        Move("done", holder=company.id))
    return True


def refusal(state: State, catalog: Catalog, company: Company,
            kind: str) -> IllegalAction | None:
    """Why an action is refused while an event holds the company's site phase (None: it is
    not refused for that)."""
    found = held(state, company)
    if found is None or kind == "leave":
        return None
    card, effect = found
    return shared.held_refusal(catalog.get(card).name, effect, kind, "leave", RULE)


def cross(ctx: Context[State], company: Company, ranger: str) -> None:
    """``river:<ranger>``: the ranger taps and River's hold on the site phase ends."""
    found = held(ctx.state, company)
    assert found is not None
    ctx.emit("CharacterStateChanged", RULE, character=ranger, state="tapped")
    ctx.emit("HazardEffectEnded", RULE, card=found[0], effect=found[1], company=company.id,
             by=ranger)
