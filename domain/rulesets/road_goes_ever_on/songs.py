"""Songs (RGO-SONG-1 to 6): Song short-events played from hand in the organization phase, and
the four cards that may fetch a Song instead of doing what they print.

- ``seek-song:<card>:<song>`` plays Enduring Tales (a Song from the discard pile) or Hall of
  Fire (from the draw deck or the discard pile) from hand; ``seek-song:<card>:<song>:<who>``
  taps the bearer of Magical Harp, or a Sage for Marvels Told (both from the draw deck);
  ``...:<who>:skill-token`` spends the Sage's Skill token instead of tapping (RGO-TOKEN-7).
- ``sing:<song>:<effect>`` plays a Song. The rules document prints no Song's text (the new
  Songs are among Appendix 4's cards), so the player declares its effect from a small
  vocabulary (``untap`` or ``heal`` with a ``character`` argument, or ``no-effect``), recorded
  as a ``PlayerRuling``. With Annalena in the company, a Song whose effect fell on her company
  may go back into the draw deck instead of the discard pile (``keep``: true, RGO-ABIL-1).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from domain.canonical import JSON
from domain.cards import Card, UnknownCard, fold
from domain.engine.characters import Character
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, illegal
from domain.rulesets.road_goes_ever_on import abilities, bane_of_the_ithil_stone, tokens
from domain.rulesets.road_goes_ever_on.song_cards import is_song
from domain.rulesets.road_goes_ever_on.state import State

PLAY = "RGO-SONG-1"
KEYWORD = "RGO-SONG-2"
ANNALENA = "RGO-ABIL-1"
SKILL_TOKEN = tokens.SKILL_TOKEN
EFFECTS = ("untap", "heal", "no-effect")


@dataclass(frozen=True, slots=True)
class Seeker:
    """A card that may fetch a Song instead of its printed effect: its clause, the piles it
    searches, and who taps for it (``bearer`` of the item, a ``sage``, or no one)."""

    clause: str
    piles: tuple[str, ...]
    taps: str | None = None


SEEKERS: Mapping[str, Seeker] = {
    fold("Enduring Tales"): Seeker("RGO-SONG-3", ("discard",)),
    fold("Hall of Fire"): Seeker("RGO-SONG-4", ("draw", "discard")),
    fold("Magical Harp"): Seeker("RGO-SONG-5", ("draw",), "bearer"),
    fold("Marvels Told"): Seeker("RGO-SONG-6", ("draw",), "sage"),
}


def _pile(state: State, source: str) -> tuple[str, ...]:
    return state.draw if source == "draw" else state.discard


def _songs_in(state: State, card: Callable[[str], Card], seeker: Seeker) -> list[tuple[str, str]]:
    """(song, pile) for each Song the seeker may take, each card once, draw deck first."""
    out: dict[str, str] = {}
    for source in seeker.piles:
        for c in _pile(state, source):
            if is_song(card(c)):
                out.setdefault(c, source)
    return list(out.items())


def _who_taps(state: State, card: Callable[[str], Card], seeker: Seeker,
              source: str) -> list[tuple[Character, bool]]:
    """The characters who may use the seeker, each with whether a Skill token may stand in
    for his tapping (RGO-TOKEN-7: only when the tapping is for a skill)."""
    if seeker.taps == "bearer":
        return [(c, False) for c in state.characters if c.untapped and c.bears(source)]
    return [(c, state.skill(c.card_id) > 0) for c in state.characters
            if c.untapped and abilities.sage_for(state, card, c, card(source))]


def _sources(state: State, card: Callable[[str], Card]) -> list[tuple[str, Seeker]]:
    """The seekers at hand: cards in hand, and items the company bears."""
    borne = [i.card_id for c in state.characters for i in c.items]
    out = []
    for c in dict.fromkeys((*state.hand, *borne)):
        seeker = SEEKERS.get(fold(card(c).name))
        in_hand = c in state.hand and seeker is not None and seeker.taps != "bearer"
        if seeker is not None and (in_hand or (seeker.taps == "bearer" and c in borne)):
            out.append((c, seeker))
    return out


def seek_actions(state: State, card: Callable[[str], Card]) -> list[Action]:
    if bane_of_the_ithil_stone.in_play(state):
        return []  # it cancels any search of the draw deck or the discard pile
    out = []
    for source, seeker in _sources(state, card):
        name = card(source).name
        for song, pile in _songs_in(state, card, seeker):
            label = f"{name}: take {card(song).name} from the {pile} pile"
            if seeker.taps is None:
                out.append(Action(f"seek-song:{source}:{song}", label, seeker.clause))
                continue
            for who, may_spend in _who_taps(state, card, seeker, source):
                out.append(Action(f"seek-song:{source}:{song}:{who.card_id}",
                                  f"{label} ({who.name} taps)", seeker.clause))
                if may_spend:
                    out.append(Action(f"seek-song:{source}:{song}:{who.card_id}:{SKILL_TOKEN}",
                                      f"{label} ({who.name} spends a Skill token and stays "
                                      "untapped)", tokens.SKILL_INSTEAD))
    return out


def sing_actions(state: State, card: Callable[[str], Card]) -> list[Action]:
    # "keep" is optional (Annalena's); "character" is needed to untap or heal.
    params = {"character": "the character the Song untaps or heals",
              "keep": "true: Annalena returns the Song to the draw deck"}
    return [Action(f"sing:{c}:{effect}", f"Sing {card(c).name} ({effect})", PLAY,
                   params=params if effect != "no-effect" else {},
                   candidates={"character": singable(state, effect)} if effect != "no-effect"
                   else {})
            for c in dict.fromkeys(state.hand) if is_song(card(c)) for effect in EFFECTS]


def singable(state: State, effect: str) -> tuple[str, ...]:
    """The characters a Song may untap (tapped, holding no card not yet stored, RGO-PERM-2) or
    heal (wounded): those ``sing_problem`` lets the "character" argument name."""
    needed = "tapped" if effect == "untap" else "wounded"
    return tuple(c.card_id for c in state.characters if c.state == needed
                 and not (effect == "untap" and state.holds_card(c.card_id)))


def actions(state: State, card: Callable[[str], Card]) -> list[Action]:
    if not state.characters:  # a company lost on its way has no one to sing or seek
        return []
    return [*seek_actions(state, card), *sing_actions(state, card)]


def refusal(state: State, card: Callable[[str], Card], kind: str, rest: str) -> IllegalAction:
    """Why a ``seek-song`` or ``sing`` decision is not possible, with its clause."""
    parts = rest.split(":")
    first = parts[0]
    name = card(first).name if _known(card, first) else first
    if kind == "sing":
        if first not in state.hand:
            return illegal(f"{name} is not in your hand.", PLAY)
        if not is_song(card(first)):
            return illegal(f"{name} is not a Song.", KEYWORD)
        return illegal(f"A Song's effect is one of {', '.join(EFFECTS)}; the Song is sung in "
                       "the organization phase.", PLAY)
    seeker = SEEKERS.get(fold(name))
    if seeker is not None and bane_of_the_ithil_stone.in_play(state):
        return illegal(f"{name} cannot fetch a Song: {bane_of_the_ithil_stone.CANCELS}.",
                       seeker.clause)
    if seeker is None:
        return illegal(f"{name} cannot fetch a Song: Enduring Tales, Hall of Fire, Magical "
                       "Harp and Marvels Told can.", KEYWORD)
    song = parts[1] if len(parts) > 1 else ""
    if song not in dict(_songs_in(state, card, seeker)):
        piles = " or ".join(f"the {p} pile" for p in seeker.piles)
        return illegal(f"{name} takes a Song from {piles}, and {song or 'nothing'} is no Song "
                       "there.", seeker.clause)
    if len(parts) > 3 and parts[3] == SKILL_TOKEN:
        return illegal("A Skill token stands in for a skilled character's tapping: the "
                       "character must be an untapped Sage holding one.", tokens.SKILL_INSTEAD)
    return illegal(f"{name} needs {_needs(seeker)}; the Song is sought in the organization "
                   "phase.", seeker.clause)


def _needs(seeker: Seeker) -> str:
    return {"bearer": "its untapped bearer to tap", "sage": "an untapped Sage to tap"}.get(
        seeker.taps or "", "to be in your hand")


def _known(card: Callable[[str], Card], card_id: str) -> bool:
    try:
        card(card_id)
    except UnknownCard:
        return False
    return True


def seek(ctx: Context[State], card: Callable[[str], Card], rest: str) -> None:
    parts = rest.split(":")
    source, song = parts[0], parts[1]
    seeker = SEEKERS[fold(card(source).name)]
    pile = dict(_songs_in(ctx.state, card, seeker))[song]
    if len(parts) > 2:
        who = parts[2]
        if len(parts) > 3:
            tokens.skill_instead(ctx, who, f"taps for {card(source).name}")
        else:
            ctx.emit("CharacterStateChanged", seeker.clause, character=who, state="tapped")
    ctx.emit("SongSought", seeker.clause, card=source, name=card(source).name, song=song,
             pile=pile)
    ctx.emit("CardTakenToHand", seeker.clause, card=song, source=pile)
    if seeker.taps != "bearer":
        ctx.emit("CardsDiscarded", seeker.clause, cards=[source])


def sing_problem(state: State, song: str, effect: str,
                 args: Mapping[str, JSON]) -> IllegalAction | None:
    """What is wrong with the declared effect (the Song is known to be in hand)."""
    who = args.get("character")
    target = state.character(who) if isinstance(who, str) else None
    if effect in ("untap", "heal"):
        needed = "tapped" if effect == "untap" else "wounded"
        if target is None or target.state != needed:
            return illegal(f"To {effect}, name a {needed} character of the company (the "
                           "\"character\" argument).", PLAY)
        if effect == "untap" and state.holds_card(target.card_id):
            return illegal(f"{target.name} holds a card not yet stored and may not untap.",
                           "RGO-PERM-2")
    if args.get("keep") is True and not annalena_keeps(state, effect):
        return illegal("Only with Annalena in the company may a Song that fell on her "
                       "company go back into the draw deck.", ANNALENA)
    return None


def annalena_keeps(state: State, effect: str) -> bool:
    """Annalena's company may keep a Song whose effect fell on it (RGO-ABIL-1)."""
    return effect != "no-effect" and any(fold(c.name) == fold("Annalena")
                                         for c in state.characters)


def sing(ctx: Context[State], card: Callable[[str], Card], song: str, effect: str,
         args: Mapping[str, JSON]) -> None:
    who = args.get("character") if effect != "no-effect" else None
    ctx.emit("SongSung", PLAY, card=song, name=card(song).name, effect=effect, character=who)
    ctx.emit("PlayerRuling", PLAY, card=song, effect=effect, character=who)
    if effect == "untap":
        ctx.emit("CharacterStateChanged", PLAY, character=who, state="untapped")
    elif effect == "heal":
        ctx.emit("CharacterStateChanged", PLAY, character=who, state="tapped")
    if args.get("keep") is True:
        # One card shuffled into a shuffled deck lands anywhere with equal chance.
        place = ctx.pick("shuffle:player", list(range(len(ctx.state.draw) + 1)),
                         f"where {card(song).name} goes into the draw deck", ANNALENA)
        ctx.emit("SongReturnedToDeck", ANNALENA, card=song, position=place)
    else:
        ctx.emit("CardsDiscarded", PLAY, cards=[song])


# -- the automatic player -----------------------------------------------------------------------

def policy_choice(state: State, ids: list[str]) -> tuple[str, dict[str, JSON]] | None:
    """In the organization phase: sing to heal a wounded character, else to untap a tapped
    one (Annalena keeping the Song when she may); with no Song in hand, seek one with a card
    that taps no one, or with a Sage's Skill token (RGO-TOKEN-7). A tapping seeker (Magical
    Harp, a Sage for Marvels Told) would leave a character tapped for the road, so it is not
    used."""
    sings = [i for i in ids if i.startswith("sing:")]
    for effect, needed in (("heal", "wounded"), ("untap", "tapped")):
        who = next((c.card_id for c in state.characters if c.state == needed), None)
        sing = next((i for i in sings if i.endswith(f":{effect}")), None)
        if who is not None and sing is not None:
            keep = {"keep": True} if annalena_keeps(state, effect) else {}
            return sing, {"character": who, **keep}
    if sings:
        return None  # a Song in hand waits for someone to need it
    seek = next((i for i in ids if i.startswith("seek-song:")
                 and (i.count(":") == 2 or i.endswith(f":{SKILL_TOKEN}"))), None)
    return (seek, {}) if seek is not None else None
