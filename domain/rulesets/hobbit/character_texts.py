"""The characters' printed bonuses (the catalog's ``character_bonuses``,
``domain/engine/character_bonuses.py``) as every Hobbit scenario plays them, each from the
version its ruleset names (``character_bonuses_from``; earlier versions replay as played):

- his prowess against a strike of an attack by a race (Thorin II's +3 against Orcs, a Dwarf's
  +1), a modifier of the strike roll sourced to his card (CoE 3.iv.6);
- the body of such an attacker halved, rounded up, in the body check his defeated strike makes
  it roll (Éowyn and the Nazgûl; CoE 3.iv.7, 3.I.1);
- his direct influence against a faction in an influence attempt (CoE 2.V.3), where the
  scenario plays factions (Burglar Wants a Good Job's spying task).

There and Back Again's combat and Guise of the Necromancer's (``fight.py``) both read them from
here, so the family plays them once. ``unplayed`` names, by card id, the rest of a character's
printed text no Hobbit scenario plays, for the coverage table.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping

from domain.cards import Card
from domain.engine import character_bonuses, character_rules
from domain.engine.checks import Modifier
from domain.engine.combat import Attack
from domain.immutable import replace
from domain.ruleset import played_since


def plays(played: str, since: int | None) -> bool:
    """Whether the version ``played`` of a scenario whose bonuses start at ``since`` (None:
    never) plays the characters' printed bonuses."""
    return since is not None and played_since(played, since)


def strike_modifiers(played: str, since: int | None, character: Card,
                     attack: Attack) -> list[Modifier]:
    """``character``'s bonuses to his prowess against a strike of ``attack``."""
    if not plays(played, since):
        return []
    return character_bonuses.strike_modifiers(character, attack.race)


def attacker_body(played: str, since: int | None, character: Card, attack: Attack) -> Attack:
    """``attack`` as its body check after ``character`` defeats its strike: its body halved
    (rounded up) where his card halves it."""
    if not plays(played, since) or attack.body is None \
            or not character_bonuses.halves_attacker_body(character, attack.race):
        return attack
    return replace(attack, body=character_bonuses.halved(attack.body))


def influence_modifiers(played: str, since: int | None, character: Card,
                        faction: Card) -> list[Modifier]:
    """``character``'s bonuses to his direct influence against ``faction``."""
    if not plays(played, since):
        return []
    return character_bonuses.influence_modifiers(character, faction)


#: Gandalf's test of a gold ring, which a scenario testing gold rings plays (``rings``).
RING_TEST = "tapping to test a gold ring"
#: The one more card in hand a character gives (``PLAYED_FROM``).
HAND = "the one more card in hand he gives"
#: A character coming into play only at his home site (``PLAYED_FROM``).
HOME_ONLY = "coming into play only at his home site"
#: Radagast's draws as his company moves (``PLAYED_FROM``).
WILDERNESS_DRAWS = "one card more drawn for each Wilderness of his company's site path"
#: Círdan's and Fatty Bolger's cancels (``PLAYED_FROM``, ``character_cancels``).
CIRDAN_CANCEL = "tapping to cancel an attack keyed to a Coastal Sea"
FATTY_CANCEL = "tapping to cancel a strike on another Hobbit"
#: Saruman's spell taken back as the turn ends (``PLAYED_FROM``).
SPELL_BACK = "taking back a spell as the turn ends"
#: Saruman's use of a Palantír he bears (``palantiri_from``: ``hobbit.palantiri``).
PALANTIR_USE = "using a Palantír he bears"
#: Alatar's joining, from a Haven, a company of his player's that is attacked.
HAVEN_JOIN = "joining an attacked company from a Haven"
#: The marshalling points a character's card costs if he is eliminated (``PLAYED_FROM``).
ELIMINATION_COST = "the marshalling points lost if he is eliminated"
#: The parts of a character's printed text, beyond his bonuses and his corruption-check
#: modifier, that no Hobbit scenario plays: (the cards that print it, the part). The Road Goes
#: Ever On plays them.
_UNPLAYED: tuple[tuple[Collection[str], str], ...] = (
    (character_bonuses.HAND_SITES, HAND),
    (character_rules.HOME_ONLY, HOME_ONLY),
    (character_rules.ELIMINATION_COST, ELIMINATION_COST),
    (character_rules.RING_TESTERS, RING_TEST),
    (character_rules.WILDERNESS_DRAWERS, WILDERNESS_DRAWS),
    (character_rules.PALANTIR_USERS, PALANTIR_USE),
    (character_rules.HAVEN_JOINERS, HAVEN_JOIN),
    # Círdan's cancel of an attack keyed to a Coastal Sea, Fatty Bolger's of a strike on
    # another Hobbit, Saruman's spell taken back as the turn ends (The Road Goes Ever On's
    # character_cancels.py and spell_recall.py).
    (("TW-137",), CIRDAN_CANCEL),
    (("TW-495",), FATTY_CANCEL),
    (("TW-181",), SPELL_BACK),
)


def unplayed(card_id: str) -> tuple[str, ...]:
    """The parts of ``card_id``'s printed text no Hobbit scenario plays, in order."""
    return tuple(part for cards, part in _UNPLAYED if card_id in cards)


#: The parts of ``_UNPLAYED`` a scenario plays from a version: (part, the attribute of its
#: ruleset class naming that version; a class without it never plays the part).
PLAYED_FROM: tuple[tuple[str, str], ...] = ((HAND, "hand_bonus_from"),
                                            (WILDERNESS_DRAWS, "wilderness_draws_from"),
                                            (SPELL_BACK, "spell_back_from"),
                                            (PALANTIR_USE, "palantiri_from"),
                                            (CIRDAN_CANCEL, "character_cancels_from"),
                                            (FATTY_CANCEL, "character_cancels_from"),
                                            (HOME_ONLY, "home_only_from"),
                                            (HAVEN_JOIN, "haven_joins_from"),
                                            (ELIMINATION_COST, "elimination_cost_from"))


def wilderness_draws(played: str, since: int | None, characters: Iterable[Card],
                     path: Iterable[str]) -> int:
    """The cards a moving company draws beyond its new site's number, from the version
    ``since``: one for each Wilderness of its printed site path (region types) for each of
    ``characters`` whose card gives it (Radagast, ``character_rules.WILDERNESS_DRAWERS``;
    CoE 2.IV.v's draw)."""
    return character_rules.wilderness_draws(characters, path) if plays(played, since) else 0


def fewer_hazard_draws(played: str, since: int | None, characters: Iterable[str],
                       draws: int) -> int:
    """The hazard cards drawn for a moving company's movement, ``draws`` by its site's number,
    from the version ``since``: one fewer, not below 0, with Alatar among ``characters`` (card
    ids; ``character_rules.fewer_hazard_draws``, as The Road Goes Ever On's Hazard Pile counts
    them)."""
    if not plays(played, since):
        return draws
    return character_rules.fewer_hazard_draws(characters, draws)


def hand_bonus(played: str, since: int | None, characters: Iterable[Card], site: Card) -> int:
    """One more card in hand for each of ``characters`` whose card gives it at ``site``
    (Elrond at Rivendell, Galadriel at Lórien, Círdan at the Grey Havens, Pallando anywhere;
    ``character_bonuses.keeps_one_more``), from the version ``since``."""
    if not plays(played, since):
        return 0
    return sum(character_bonuses.keeps_one_more(c, site) for c in characters)


#: The bonuses to direct influence that count in an influence attempt on a faction (a bonus
#: against a race counts against its factions too).
_FACTION_TARGETS = ("faction", "factions", "race", "race-factions")
#: What a bonus against characters of a race is for.
FOLLOWERS = "its direct influence against characters of a race (controlling them as followers)"
#: By scenario id: whether it makes influence attempts on factions in every version (Burglar
#: Wants a Good Job's spying task, BWJ-FACT-1; the others from their ``faction_facts_from``,
#: ``hobbit.factions``), and whether any character is a follower there (There and Back
#: Again's starting company, TBA-COMP-4; Guise of the Necromancer's, CoE 2.II.3.2).
SCENARIOS: Mapping[str, tuple[bool, bool]] = {
    "there-and-back-again": (False, True),
    "burglar": (True, False),
    "necromancer": (False, True),
}
_ALLIED_SARUMAN = "Saruman is only ever an allied Wizard, whose text is ignored, GON-SETUP-1, " \
    "GON-SETUP-5"
#: The parts of a character's text a scenario never lets arise, by scenario id: (part, why).
NEVER_IN: Mapping[str, tuple[tuple[str, str], ...]] = {
    "there-and-back-again": (
        ("coming into play only at his home site",
         "every character is in the starting company, TBA-COMP-2"),
        ("the marshalling points lost if he is eliminated",
         "marshalling points do not count, TBA-RES-1")),
    "necromancer": ((RING_TEST, "no gold ring is in the resource deck, GON-RDECK-3"),
                    # Saruman is never the player's Wizard: as an allied Wizard his text is
                    # ignored.
                    (PALANTIR_USE, _ALLIED_SARUMAN),
                    (SPELL_BACK, _ALLIED_SARUMAN)),
    # Burglar: any other character is a Hand, played as a resource long-event in the
    # organization phase wherever the company is; only the task resources' and stealth
    # points count.
    "burglar": (
        ("coming into play only at his home site",
         "a Hand is played as a resource long-event at any site, BWJ-HAND-1, BWJ-HAND-2"),
        ("the marshalling points lost if he is eliminated",
         "only the task resources' and stealth points count, BWJ-MP-6, BWJ-MP-8"),
        # The scenario has one company, the Burglar's (BWJ-SETUP-1), which every Hand joins
        # as he is played: there is no other company for him to join.
        (HAVEN_JOIN, "every character is in the Burglar's one company, BWJ-SETUP-1, "
                     "BWJ-HAND-1")),
}


#: What of a character's text the engine counts as needing the two-player game
#: (``character_notes.TWO_PLAYER``) that means something solo in a scenario, left out there
#: until its version plays it: Alatar's company drawing one card fewer, where Burglar Wants a
#: Good Job's hazard hand draws by the company's movement (BWJ-SEQ-5, BWJ-SEQ-7) and Guise of
#: the Necromancer's takes the most an opponent could draw (GON-HH-3; The Road Goes Ever On
#: plays the like, ``road_goes_ever_on.alatar.DRAW_SINCE_VERSION``). By scenario id, card id:
#: (the part, the attribute of its ruleset class naming the first version playing it).
SOLO_HERE: Mapping[str, Mapping[str, tuple[str, str]]] = {
    "burglar": {"TW-117": ("the hazard hand drawing one card fewer for the company's movement "
                           "while he is in it (BWJ-SEQ-5, BWJ-SEQ-7)",
                           "fewer_hazard_draws_from")},
    "necromancer": {"TW-117": ("the hazard hand taking one card fewer for his company's "
                               "movement, the most an opponent could draw (GON-HH-3)",
                               "fewer_hazard_draws_from")},
}


def coverage(card: Card, scenario: str, factions: bool, followers: bool | None,
             played: Collection[str] = ()) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """What of ``card``'s printed text (beyond what needs the two-player game) a Hobbit
    scenario that plays the bonuses still leaves out, and what of it never arises there, with
    why. ``factions``: whether the scenario makes influence attempts on factions;
    ``followers``: whether its version counts a bonus against characters of a race in
    controlling them as followers (None: no character is ever a follower there);
    ``played``: the parts of ``PLAYED_FROM`` its version plays."""
    never_parts = dict(NEVER_IN.get(scenario, ()))
    left = [p for p in unplayed(card.id) if p not in never_parts and p not in played]
    never = [f"{p} ({never_parts[p]})" for p in unplayed(card.id) if p in never_parts]
    influence = [b for b in card.character_bonuses if b.stat == "direct_influence"]
    if not factions and any(b.target in _FACTION_TARGETS for b in influence):
        never.append("its direct influence against factions (no faction is influenced here)")
    if any(b.target == "race" for b in influence):
        if followers is None:
            never.append("its direct influence against characters of a race (no character is a "
                         "follower here)")
        elif not followers:
            left.append(FOLLOWERS)
    return tuple(left), tuple(never)
