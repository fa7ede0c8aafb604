"""Quiet Lands', Stars' and The Evenstar's alternatives with Gates of Morning in play, as the
Hobbit scenarios play them from the version each names (``gates_treatments_from``; the
engine's ``gates_treatments`` says what each treats):

- Quiet Lands and Stars are played once the company's move is known and before its hazards
  come (the long-event phase, as the cards lowering the hazard limit are: ``travel``):
  ``play:<card>:treat``, its ``region`` argument naming a region of the site path by its place
  (from 1): Quiet Lands a Shadow-land treated as a Wilderness, Stars a Dark-domain as a
  Shadow-land or a Shadow-land as a Wilderness; or, Quiet Lands only, its ``site`` argument
  naming the company's site, a Shadow-hold, treated as a Ruins & Lairs.
- The Evenstar, played on its Elf as ever, gives besides each Elf of the company +1 prowess
  until the end of the turn (its own Elf +2); played while the company's hazards still come
  (the movement/hazard phase), its optional ``region`` argument treats a Wilderness of the
  site path as a Border-land or a Border-land as a Free-domain.

``LandsTreated`` records each treatment until the end of the turn
(``HobbitState.resource_treatments``); the scenario reads the site path and the site as
treated (``path``, ``site``) wherever it reads their types: keying the creatures, the hazard
events' conditions, the cards counting the path, the site's rules. None of the three can be
duplicated: each treats once a turn. Without Gates of Morning in play, out of its moment, with
nothing to treat or a region or site it does not treat, it is not offered (the Evenstar's
argument not asked for) and is refused naming the card and the reason, writing nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from domain.canonical import JSON
from domain.cards import Card, fold
from domain.engine import coe, gates_treatments, turn_bonuses
from domain.engine.characters import Character
from domain.errors import IllegalAction
from domain.immutable import direct_init, replace
from domain.ruleset import Context
from domain.rulesets.hobbit.moves import Add, Legal, Move

QUIET_LANDS, STARS, EVENSTAR = (gates_treatments.QUIET_LANDS, gates_treatments.STARS,
                                gates_treatments.EVENSTAR)
CARDS = (QUIET_LANDS, STARS, EVENSTAR)
#: What of them never arises in a scenario whose version plays them (the coverage's; none:
#: nothing).
NEVER_HERE: dict[str, dict[str, str]] = {}
#: The cards played by their own move, its kind and mode.
OWN_MOVE = (QUIET_LANDS, STARS)
KIND, MODE = "gates-treat", "treat"
REGION, SITE = gates_treatments.REGION, gates_treatments.SITE
RULE = coe.SHORT_EVENT
ELF = "Elf"
Treatment = gates_treatments.Treatment
treated_path, treated_site = gates_treatments.treated_path, gates_treatments.treated_site
places = gates_treatments.treated_places


@direct_init
@dataclass(frozen=True, slots=True)
class Scene:
    """What this module reads of a scenario's state."""

    hand: Sequence[str]
    gates: bool  # Gates of Morning is in play
    #: The company's move is known and its hazards are still to come: Quiet Lands' and Stars'
    #: moment.
    before_hazards: bool
    #: The company's hazards are being met: The Evenstar treats a region then.
    hazards_coming: bool
    path: tuple[str, ...]  # the site path's region types, as treated so far (none: staying)
    site: Card | None  # the company's site as treated so far (None: it is at no site)
    treatments: tuple[Treatment, ...]  # those made this turn on this company
    #: The cards that treated a region or site this turn on another company (the Guise of
    #: the Necromancer's): none treats twice.
    used: tuple[str, ...] = ()


def _name(card: str) -> str:
    return gates_treatments.NAMES[card]


def _used(scene: Scene, card: str) -> bool:
    return card in scene.used or any(c == card for c, _, _, _ in scene.treatments)


def _places(scene: Scene, card: str) -> list[int]:
    """The places of the site path ``card`` may treat: of a type it treats, and not treated
    by a resource already this turn (a region is treated once)."""
    done = places(scene.treatments)
    return [p for p in gates_treatments.places(scene.path, gates_treatments.REGIONS[card])
            if p not in done]


def _path(scene: Scene, card: str) -> tuple[str, ...]:
    """The site path with only the regions ``card`` may treat shown as they are (the others
    as no type), for naming and checking them."""
    open_places = _places(scene, card)
    return tuple(r if i in open_places else "" for i, r in enumerate(scene.path, start=1))


def _site_treats(scene: Scene, card: str) -> bool:
    site = scene.site
    return site is not None and (site.site_type or "") in gates_treatments.SITES.get(card, {})


def problem(scene: Scene, card: str) -> str | None:
    """Why Quiet Lands' or Stars' alternative may not be played now (None: it may)."""
    if not scene.gates:
        return "it treats a region or a site as another type only with Gates of Morning in play"
    if not scene.before_hazards:
        return "it treats a region or a site once the company's move is known, before its " \
               "hazards (the long-event phase)"
    if _used(scene, card):
        return "it cannot be duplicated: it treats a region or a site once a turn"
    if not _places(scene, card) and not _site_treats(scene, card):
        what = gates_treatments.kinds(gates_treatments.REGIONS[card])
        return f"the company's site path has no {what}" + (
            " and its site is no Shadow-hold" if card in gates_treatments.SITES else "")
    return None


def playable(scene: Scene) -> bool:
    """Whether Quiet Lands or Stars of the hand may be played now."""
    return any(card in scene.hand and problem(scene, card) is None for card in OWN_MOVE)


def moves(scene: Scene, add: Add, prefix: str = "play", on: str = "") -> None:
    """``play:<card>:treat`` for Quiet Lands and Stars of the hand that may be played now
    (``<prefix>:<card>:treat:<on>`` where the scenario names the company, ``on``)."""
    for card in OWN_MOVE:
        if card not in scene.hand or problem(scene, card) is not None:
            continue
        params, listed = {}, {}
        treats = gates_treatments.REGIONS[card]
        if _places(scene, card):
            params[REGION] = "the region treated, its place in the site path: " \
                + gates_treatments.described(_path(scene, card), treats)
        if _site_treats(scene, card):
            assert scene.site is not None
            params[SITE] = ("or " if params else "") + "the site treated: " \
                f"{scene.site.id} ({scene.site.name}, a " \
                f"{scene.site.site_type} as a " \
                f"{gates_treatments.SITES[card][scene.site.site_type or '']})"
            listed[SITE] = (scene.site.id,)  # a region is named by its place, a number
        add(f"{prefix}:{card}:{MODE}" + (f":{on}" if on else ""),
            f"Play {_name(card)} with Gates of Morning in play: a region or the site treated "
            "as another type until the end of the turn" + (f" (company {on})" if on else ""),
            RULE, Move(KIND, card=card, mode=MODE, target=on), params, listed)


def args_problem(scene: Scene, card: str, args: Mapping[str, JSON]) -> str | None:
    """Why the region or site named is refused (None: it may be treated)."""
    region, site = args.get(REGION), args.get(SITE)
    if (region is None) == (site is None):
        return f"name the region (the \"{REGION}\" argument, its place in the site path) " \
            + (f"or the site (the \"{SITE}\" argument) " if card in gates_treatments.SITES
               else "") + "it treats"
    if region is not None:
        return gates_treatments.region_problem(_path(scene, card), region,
                                               gates_treatments.REGIONS[card])
    here = scene.site
    if card not in gates_treatments.SITES or here is None \
            or fold(str(site)) not in (fold(here.id), fold(here.name)):
        return f"{site!r} is not the company's site" if card in gates_treatments.SITES \
            else "it treats a region only"
    if not _site_treats(scene, card):
        return f"{here.name} is no Shadow-hold"
    return None


def refusal(scene: Scene, action: str, args: Mapping[str, JSON] | None = None,
            prefix: str = "play") -> IllegalAction | None:
    """Why ``<prefix>:<card>:treat[:<company>]`` is refused, naming the card and the reason
    (None: another action, or none)."""
    kind, card, mode = (*action.split(":"), "", "")[:3]
    if kind != prefix or card not in OWN_MOVE or mode != MODE:
        return None
    why = (f"{_name(card)} is not in the hand" if card not in scene.hand else None) \
        or problem(scene, card) or (args_problem(scene, card, args) if args is not None
                                    else None)
    return IllegalAction(f"{_name(card)} cannot be played now: {why}.", clause=RULE) \
        if why else None


def play(ctx: Context[Any], scene: Scene, card: str, args: Mapping[str, JSON]) -> None:
    """The card played from the hand, and the region or site named treated (the caller
    checked it: ``refusal``)."""
    ctx.emit("CardPlayed", RULE, card=card, mode=MODE, target=None, returns=False)
    treat(ctx, scene, card, args)


def treat(ctx: Context[Any], scene: Scene, card: str, args: Mapping[str, JSON],
          **company: JSON) -> None:
    """``LandsTreated``: the region or site named treated (the caller checked it), on the
    ``company`` named where the scenario has several."""
    region = args.get(REGION)
    if isinstance(region, int) and not isinstance(region, bool):
        treats = gates_treatments.REGIONS[card]
        ctx.emit("LandsTreated", RULE, card=card, name=_name(card), region=region, site=None,
                 printed=scene.path[region - 1], treated=treats[scene.path[region - 1]],
                 path=list(scene.path),
                 path_treated=gates_treatments.treated(scene.path, region, treats), **company)
        return
    assert scene.site is not None
    printed = scene.site.site_type or ""
    ctx.emit("LandsTreated", RULE, card=card, name=_name(card), region=None,
             site=scene.site.id, printed=printed,
             treated=gates_treatments.SITES[card][printed], **company)


def evenstar_params(scene: Scene, action: str, legal: Legal) -> None:
    """The Evenstar's optional ``region`` argument on its actions in ``legal``, where it
    may treat a region now."""
    if not scene.gates or not scene.hazards_coming:
        return
    treats = gates_treatments.REGIONS[EVENSTAR]
    if not _places(scene, EVENSTAR) or action not in legal:
        return
    shown, move = legal[action]
    legal[action] = (replace(shown, params={
        **shown.params, REGION: "a region of the site path treated for the rest of the turn "
                                "(optional): " + gates_treatments.described(
                                    _path(scene, EVENSTAR), treats)}), move)


def evenstar_problem(scene: Scene, args: Mapping[str, JSON]) -> str | None:
    """Why The Evenstar's ``region`` argument is refused (None: it is left out, or may be
    treated)."""
    wanted = args.get(REGION)
    if wanted is None:
        return None
    if not scene.gates:
        return "it treats a region only with Gates of Morning in play"
    if not scene.hazards_coming:
        return "it treats a region only while the company's hazards are being met"
    return gates_treatments.region_problem(_path(scene, EVENSTAR), wanted,
                                           gates_treatments.REGIONS[EVENSTAR])


def evenstar(ctx: Context[Any], scene: Scene, characters: Sequence[Character],
             args: Mapping[str, JSON], **company: JSON) -> None:
    """After its own +1, with Gates of Morning in play: each Elf of ``characters`` (the
    player's) +1 prowess until the end of the turn, and the region named treated."""
    if not scene.gates:
        return
    for elf in characters:
        if elf.race == ELF:
            ctx.emit("CharacterBolstered", RULE, card=EVENSTAR, character=elf.card_id,
                     stat=turn_bonuses.PROWESS, amount=1)
    if args.get(REGION) is not None:
        treat(ctx, scene, EVENSTAR, args, **company)


def sentence(d: Mapping[str, Any], name: Callable[[str], str]) -> str:
    """``LandsTreated`` as the log reads it (``name``: a card's name by its id)."""
    where = f"region {d['region']} of the site path" if d.get("region") is not None \
        else name(str(d["site"]))
    company = f" (company {d['company']})" if d.get("company") else ""
    return f"{name(str(d['card']))}{company}: {where}, a {d['printed']}, is treated as a " \
        f"{d['treated']} until the end of the turn."


def recorded(treatments: tuple[Treatment, ...], d: Mapping[str, object]) -> tuple[Treatment,
                                                                                    ...]:
    """``LandsTreated`` added to the turn's treatments."""
    region = d.get("region")
    return (*treatments, (str(d["card"]), int(str(region)) if region is not None else 0,
                          str(d.get("site") or ""), str(d["treated"])))
