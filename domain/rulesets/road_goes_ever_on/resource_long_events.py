"""Resource long-events of The Wizards played from the hand in the long-event phase
(RGO-LONG-1), from version ``SINCE_VERSION``: what each does while it is in play. Before that
version a resource long-event came into play with no effect, and those games replay as played.
From ``KEPT_SINCE`` a resource long-event stays in play until the player's next long-event
phase begins, and is discarded then (CoE 2.III.1); earlier versions discarded it at the end of
the turn with the hazard long-events (RGO-LONG-4, which speaks of those only) and replay as
played.

- Sun: each Dúnadan of the company has +1 prowess against a strike; a second Sun is not
  played while one is in play.
- Lapse of Will: every attack has -1 prowess, a Nazgûl attack -3 (a ``LongEventEffect``, read
  by the attacks as a hazard long-event's is).
- Clear Skies and Fog: playable only with Gates of Morning in play, which before version
  ``gates_of_morning.SINCE_VERSION`` never is in this ruleset, so they were neither offered
  nor played. From that version Clear Skies is played with Gates of Morning in play: each
  character has +2 prowess against a strike while it is in play; Fog's treatment of the
  region types was not played then, so Fog was not offered (refused saying so) until
  ``fog.SINCE_VERSION``, which plays it (``fog.py``).
- Sun, from ``gates_of_morning.SINCE_VERSION``, with Gates of Morning in play: each Man and
  Dúnadan has +1 more prowess against a strike, and each attack -1 prowess
  (``gates_of_morning.sun_weakening``).
- Moon, from version ``MOON_SINCE``: a second Moon is not played while one is in play; with
  Doors of Night in play the site path is treated for the hazards as its text says
  (``moon.py``, which plays its Gates of Morning half through Arinmîr).
- Elf-song, from version ``ELF_SONG_SINCE``: as it comes into play, each character of any
  company at a Haven is rid of one corruption card (``CorruptionCardRemoved``, the one placed
  on him first); from version ``ELF_SONG_KEEPS_SINCE``, while it is in play, a character at a
  Haven is neither discarded nor returned to the hand, whatever would do it: a corruption check
  failed by one or two, a creature's discard, Beorn's return, going home (``CharacterKept``,
  ``kept_by_elf_song``, its ``by`` the card id from ``ELF_SONG_BY_ID_SINCE``); eliminated, he
  still leaves the game.

What a card would do with Gates of Morning in play could not happen here before
``gates_of_morning.SINCE_VERSION``; the coverage names what is still left out.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from domain.cards import Card
from domain.engine import resource_long_events as facts
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import fog, gates_of_morning, long_events
from domain.rulesets.road_goes_ever_on.state import State

#: The first version that plays these scripts; earlier versions replay as played.
SINCE_VERSION = 41
#: The first version that scripts the Moon here (its Doors of Night half in ``moon.py``).
MOON_SINCE = 84
#: The first version that plays Elf-song's cleansing.
ELF_SONG_SINCE = 87
#: The first version in which Elf-song in play keeps the characters at a Haven.
ELF_SONG_KEEPS_SINCE = 134
ELF_SONG = "TW-223"
#: The first version in which Elf-song keeping a character is named by its card id (``by``),
#: as There and Back Again's is; earlier versions named it "Elf-song", and replay as played.
#: Either cites the clause Elf-song is played under here (``PLAYED``, RGO-LONG-1).
ELF_SONG_BY_ID_SINCE = 212
#: The first version in which the resource long-events stay in play until the next long-event
#: phase begins (CoE 2.III.1).
KEPT_SINCE = 191
DISCARDED = "CoE-2.III.1"
RULE = "RGO-LONG-1"
#: The clause a resource long-event is played under (its ``LongEventPlayed``).
PLAYED = RULE
SUN = facts.SUN
_TEST = "tests/rules/test_road_goes_ever_on_resource_long_events.py::"


@dataclass(frozen=True, slots=True)
class LongScript:
    """How this ruleset plays a resource long-event (its effect in play:
    ``engine.resource_long_events``): its test, what it leaves out, the first version."""

    event: facts.ResourceLongEvent
    test: str
    missing: str = ""
    since: int = SINCE_VERSION  # the first version that plays the script

    @property
    def card_id(self) -> str:
        return self.event.card_id

    @property
    def name(self) -> str:
        return self.event.name


SCRIPTS: dict[str, LongScript] = {s.card_id: s for s in (
    LongScript(facts.EVENTS["TW-335"], _TEST + "test_sun_gives_each_dunadan_one_prowess_once"),
    LongScript(facts.EVENTS["TW-264"],
               _TEST + "test_lapse_of_will_weakens_every_attack_and_nazgul_more"),
    LongScript(facts.EVENTS["TW-203"],
               "tests/rules/test_road_goes_ever_on_gates_of_morning.py::"
               "test_clear_skies_is_played_with_gates_of_morning_for_two_prowess"),
    LongScript(facts.EVENTS["TW-241"], "tests/rules/test_road_goes_ever_on_gates_cards.py::"
               "test_fog_is_played_with_gates_of_morning_and_treats_every_region_type",
               missing="its treatment of the region types with Gates of Morning in play (it "
                       "can be from The Road Goes Ever On 161): Fog is not offered yet"),
    LongScript(facts.EVENTS["TW-285"],
               "tests/rules/test_road_goes_ever_on_moon_doors.py::"
               "test_the_moon_treats_the_path_under_doors_of_night_and_is_not_duplicated",
               since=MOON_SINCE),
    LongScript(facts.EVENTS["TW-223"],
               "tests/rules/test_road_goes_ever_on_elf_song.py::"
               "test_elf_song_rids_each_character_at_a_haven_of_one_corruption_card",
               since=ELF_SONG_SINCE),
)}


#: The cards whose engine script leaves out only what needs Gates of Morning in play (Dark
#: Quarrels, The Cock Crows, Stars): played in full here before
#: ``gates_of_morning.SINCE_VERSION``, where it never is (Stars's alternative, played as if it
#: were with Arinmîr, is moon.py's); from then the coverage names what they leave out
#: (``gates_of_morning.NOT_YET``).
GATES_ONLY_MISSING = ("TW-207", "TW-208", "TW-342", "TW-331")


def offered(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def played_script(card_id: str, played: str) -> LongScript | None:
    """The script of ``card_id`` the version played plays (None: none)."""
    found = SCRIPTS.get(card_id)
    if found is None or not offered(played) or int(played) < found.since:
        return None
    if card_id == fog.CARD and fog.offered(played):  # its treatment played (fog.py)
        return replace(found, missing="")
    return found


def problem(state: State, card: Card, played: str) -> str | None:
    """Why ``card`` cannot be played from the hand now (None: it can)."""
    script = played_script(card.id, played)
    if script is None:
        return None
    event = script.event
    ever = gates_of_morning.offered(played)
    if event.needs_gates and ever and gates_of_morning.in_play(state) and script.missing:
        return f"what {card.name} does with Gates of Morning in play is not played yet"
    return facts.play_problem(card.id, state.long_in_play,
                              ever and gates_of_morning.in_play(state), ever, card.name)


def came_into_play(ctx: Context[State], card: Card) -> None:
    """A scripted resource long-event's effect on attacks, as a hazard long-event's, or on
    the characters at a Haven as it comes."""
    script = played_script(card.id, ctx.ruleset.played)
    if script is None:
        return
    if script.event.cleanses_havens:
        _cleanse(ctx, card.name)
    for modifier in facts.attack_modifiers(card.id):
        ctx.emit("LongEventEffect", RULE, name=card.name, scripted=True,
                 **long_events.effect_json(card.id, modifier))


def _cleanse(ctx: Context[State], name: str) -> None:
    """Each character at a Haven (the running company's and those waiting) is rid of the
    corruption card placed on him first."""
    state, catalog = ctx.state, ctx.ruleset.catalog
    at_havens = [c.card_id for site, characters in (
        (state.site, state.characters), *((c.site, c.characters) for c in state.companies))
        if site in catalog and catalog.get(site).is_haven for c in characters]
    for who in at_havens:
        found = next((hazard for hazard, bearer in ctx.state.permanent_hazards
                      if bearer == who and hazard in catalog
                      and catalog.get(hazard).corruption_card), None)
        if found is not None:
            ctx.emit("CorruptionCardRemoved", RULE, card=found, character=who, by=name)


def kept_by_elf_song(ctx: Context[State], who: Character, instead: str) -> bool:
    """Whether Elf-song in play keeps ``who``, at a Haven, from being discarded or returned to
    the hand (``instead``: what would have done it); if so, a ``CharacterKept`` fact."""
    played, catalog = ctx.ruleset.played, ctx.ruleset.catalog
    if not played_since(played, ELF_SONG_KEEPS_SINCE) \
            or ELF_SONG not in ctx.state.long_in_play:
        return False
    site = next((c.site for c in ctx.state.all_companies()
                 if any(x.card_id == who.card_id for x in c.characters)), None)
    if site is None or site not in catalog or not catalog.get(site).is_haven:
        return False
    by_id = played_since(played, ELF_SONG_BY_ID_SINCE)
    ctx.emit("CharacterKept", PLAYED, character=who.card_id, name=who.name,
             by=ELF_SONG if by_id else "Elf-song", instead=instead)
    return True


def strike_modifiers(state: State, who: Character, played: str) -> list[Modifier]:
    """What the resource long-events in play give ``who`` against a strike."""
    if not offered(played):
        return []
    gates = gates_of_morning.offered(played)
    scripted = [c for c in state.long_in_play if c in SCRIPTS]
    return [Modifier(amount, f"card:{card_id}", why, RULE)
            for card_id, why, amount in facts.strike_prowess(
                scripted, who.race, gates and gates_of_morning.in_play(state), gates)]


def kept_at_turn_end(played: str, in_play: tuple[str, ...], hazard: list[str]) -> list[str]:
    """The long-events in play that are not ``hazard`` ones: from ``KEPT_SINCE`` they stay at
    the end of the turn (CoE 2.III.1); before, none did."""
    return [c for c in in_play if c not in hazard] if played_since(played, KEPT_SINCE) else []


def long_event_phase_begins(ctx: Context[State], card: Callable[[str], Card]) -> None:
    """From ``KEPT_SINCE``, as the long-event phase begins the player discards his resource
    long-events in play, before he may play new ones (CoE 2.III.1)."""
    in_play = ctx.state.long_in_play
    if not played_since(ctx.ruleset.played, KEPT_SINCE):
        return
    hazard = [c for c in in_play if card(c).card_type == "Hazard"]
    gone = [c for c in in_play if c not in hazard]
    if gone:
        ctx.emit("LongEventsDiscarded", DISCARDED, cards=gone, hazard=[],
                 **({"kept": hazard} if hazard else {}))
