"""Playing allies at sites (CoE 2.V.2), by the catalog's ally facts.

An ally is played in the site phase, once its company has entered the site, by an untapped
character of the company at an untapped site where the ally is playable (the sites its card
names, ``Card.ally_sites``, or any site of a region it names, ``Card.ally_regions``; an ally
whose card says so, ``Card.ally_at_tapped_site``, also at a tapped site). The character taps;
the ally comes under his control and the site taps. Playing an ally is no influence attempt:
its mind is not taken off its controller's direct influence (CoE 2.V.2.1). When its controller
leaves play the ally is discarded (CoE 2.V.2.3).

In combat an ally is treated as a character (CoE 2.V.2.2): it may be given a strike and
fights it with its printed prowess and body and its own state (``fighter``); a body check it
fails, or one a creature's text discards it on (Giant Spiders, equal to its body), discards it
(``body_check_reason``). Some allies' texts keep them from being attacked (``spared``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from domain.cards import Card, fold
from domain.engine.characters import TAPPED, UNTAPPED, WOUNDED, Character
from domain.engine.keying import standard_regions

PLAY_ALLY = "CoE-2.V.2"
CONTROLLER_GONE = "CoE-2.V.2.3"
#: An ally faces strikes as a character does.
IN_COMBAT = "CoE-2.V.2.2"
#: Allies whose texts say they may not be attacked.
NEVER_ATTACKED = (fold("Goldberry"), fold("Nenseldë the Wingild"))
#: Allies not attacked by automatic-attacks nor by hazards keyed to their site.
NOT_AT_THEIR_SITE = (fold("Treebeard"), fold("Leaflock"), fold("Skinbark"), fold("Quickbeam"))


def where(ally: Card) -> str:
    """Where ``ally`` is played, as its facts say ("Bree or Bag End", "any site in ...")."""
    places = [*ally.ally_sites, *(f"any site in {r}" for r in ally.ally_regions)]
    return " or ".join(places) or "no site"


def playable_at(ally: Card, site: Card) -> bool:
    """Whether ``site`` is one where ``ally`` is playable by its facts."""
    return fold(site.name) in [fold(s) for s in ally.ally_sites] or \
        fold(site.region or "") in [fold(r) for r in ally.ally_regions]


def play_problem(ally: Card, site: Card, site_tapped: bool,
                 in_play: Iterable[Card] = ()) -> str | None:
    """Why ``ally`` is not played at ``site`` now, the site's state and the allies
    ``in_play`` given (None: it is, by an untapped character)."""
    if not ally.is_ally:
        return f"{ally.name} is not an ally"
    if not playable_at(ally, site):
        return f"{ally.name} is playable only at {where(ally)}, not at {site.name}"
    if site_tapped and not ally.ally_at_tapped_site:
        return f"{ally.name}: {site.name} is tapped; an ally is played only at an untapped site"
    if ally.unique and any(fold(c.name) == fold(ally.name) for c in in_play):
        return f"{ally.name} is unique and already in play"
    return None


@dataclass(frozen=True, slots=True)
class Canceler:
    """An ally's ability to tap to cancel an attack on its company keyed to a region of one
    of ``regions`` (region types), with its company no larger than ``max_size`` (None: any
    size); CoE 3.i: before the strikes are assigned."""

    regions: tuple[str, ...]
    max_size: int | None = None


#: The allies that tap to cancel an attack keyed to their regions: Goldberry (a Wilderness),
#: Gollum (a Wilderness or Shadow-land, his company of size two or less).
CANCELERS = {fold("Goldberry"): Canceler(("wilderness",)),
             fold("Gollum"): Canceler(("wilderness", "shadow-land"), 2)}
CANCEL_ATTACK = "CoE-3.i"


def cancel_problem(ally: Card, state: str, region: str | None, size: int) -> str | None:
    """Why ``ally``, in ``state``, does not tap to cancel an attack keyed to a region of type
    ``region`` (None: keyed otherwise) on its company of ``size`` (None: it does)."""
    ability = CANCELERS.get(fold(ally.name))
    if ability is None:
        return f"{ally.name} has no ability that cancels an attack"
    if state != UNTAPPED:
        return f"{ally.name} is {state}"
    if ability.max_size is not None and size > ability.max_size:
        return f"{ally.name} cancels an attack only while his company's size is " \
               f"{ability.max_size} or less"
    if region not in ability.regions:
        return f"{ally.name} cancels only an attack keyed to a " \
               f"{' or '.join(ability.regions)} region"
    return None


#: Where a company moves at the start of its movement (CoE 2.IV).
MOVEMENT = "CoE-2.IV"
_ENTS = ("Fangorn", "Rohan", "Gap of Isen", "Wold & Foothills", "Anduin Vales", "Redhorn Gate")
_ENTS_WIDE = (*_ENTS, "Enedhwaith", "Old Pûkel-land", "Brown Lands")
#: The regions each ally stays in: his company moving to a site elsewhere discards him.
REGIONS = {fold("Treebeard"): _ENTS_WIDE, fold("Leaflock"): _ENTS_WIDE,
           fold("Skinbark"): _ENTS,
           fold("Tom Bombadil"): ("Arthedain", "Cardolan", "Rhudaur", "The Shire")}


def leaves_regions(ally: Card, site: Card) -> bool:
    """Whether ``ally``'s company moving to ``site`` discards it: it stays in the regions
    ``REGIONS`` names, ``site`` is in none of them."""
    bound = REGIONS.get(fold(ally.name))
    return bound is not None and fold(site.region or "") not in [fold(r) for r in bound]


def regions_reason(ally: Card) -> str:
    """Why ``leaves_regions`` discards ``ally``, as its fact says."""
    return f"{ally.name} stays in {', '.join(REGIONS[fold(ally.name)])}"


#: Gwaihir, discarded in his company's organization phase, flies it to a site (TW-251).
GWAIHIR = fold("Gwaihir")
#: The largest company Gwaihir flies (Hobbits counting half, CoE 2.II.3.1.1).
FLIGHT_MAX_SIZE = 2
#: The region types Gwaihir does not fly to.
FLIGHT_BARRED = ("shadow-land", "dark-domain")


def region_type(site: Card) -> str | None:
    """The type of the region ``site`` is in (the last region of its site path where the map
    does not name it)."""
    found = standard_regions().get(site.region or "")
    if found is not None:
        return found.region_type
    return site.site_path[-1] if site.site_path else None


def flight_problem(name: str, here: Card, size: int) -> str | None:
    """Why Gwaihir (``name``) does not fly his company of ``size`` from ``here`` (None: he
    may, to a site ``flight_site_problem`` admits)."""
    if here.under_deeps:
        return f"{name} does not move his company from an Under-deeps site."
    if size > FLIGHT_MAX_SIZE:
        return f"{name} moves his company only while its size is {FLIGHT_MAX_SIZE} or " \
               f"less (it is {size})."
    return None


def flight_site_problem(name: str, target: Card) -> str | None:
    """Why Gwaihir (``name``) does not fly his company to ``target`` (None: he may): an
    Under-deeps site, or one in a Shadow-land or a Dark-domain."""
    if target.under_deeps or region_type(target) in FLIGHT_BARRED:
        return f"{name} does not move his company to {target.name}, an Under-deeps site " \
               "or one in a Shadow-land or Dark-domain."
    return None


#: The allies that tap to cancel a hazard targeting their company or an entity of it, as a
#: condition of playing the card: Leaflock; Tom Bombadil, on a company moving to a site in his
#: regions (``REGIONS``).
LEAFLOCK, TOM_BOMBADIL = fold("Leaflock"), fold("Tom Bombadil")
HAZARD_CANCELERS = (LEAFLOCK, TOM_BOMBADIL)
#: Goldberry taps to cancel an effect that would return her company to its site of origin: a
#: company sent back loses its move, so the player always taps her (no choice is asked).
GOLDBERRY = fold("Goldberry")


#: Only an untapped entity taps for an effect (CoE 9.2.3): a tapped or a wounded one does not.
TAP_FOR_EFFECT = "CoE-9.2.3"


def keeping_on(company_allies: Iterable[str], tapped: Iterable[str], wounded: Iterable[str],
               card: Callable[[str], Card]) -> str | None:
    """The untapped Goldberry among ``company_allies`` who taps to keep her company from being
    sent back to its site of origin (None: none). ``tapped`` and ``wounded``: the allies that
    are so, which do not tap for an effect (CoE 9.2.3); a ruleset keeping a wounded ally among
    its tapped ones too passes both all the same."""
    out = [*tapped, *wounded]
    return next((a for a in dict.fromkeys(company_allies)
                 if fold(card(a).name) == GOLDBERRY and a not in out), None)


def kept_on(name: str) -> str:
    """What her tap does, against the effect of the card ``name``."""
    return f"{name} does not return the company to its site of origin"


def cancels_hazards(ally: Card) -> bool:
    """Whether ``ally`` taps to cancel a hazard on his company."""
    return fold(ally.name) in HAZARD_CANCELERS


def hazard_place_problem(ally: Card, moving_to: Card | None) -> str | None:
    """Why ``ally`` does not cancel a hazard on a company moving to ``moving_to`` (None: not
    moving) for where it goes (None: he may): Tom Bombadil, only on one moving to a site in
    his regions."""
    if fold(ally.name) != TOM_BOMBADIL:
        return None
    regions = REGIONS[TOM_BOMBADIL]
    if moving_to is None or fold(moving_to.region or "") not in [fold(r) for r in regions]:
        return f"{ally.name} cancels a hazard only on a company moving to a site in " \
               f"{', '.join(regions)}."
    return None


#: Shadowfax taps, at the end of his company's movement/hazard phase, for it to move again.
SHADOWFAX = fold("Shadowfax")
HOBBIT = "Hobbit"


def rider_company(characters: Sequence[Character]) -> bool:
    """Whether Shadowfax carries a company of ``characters`` on: one character, or one
    character and a Hobbit."""
    return len(characters) == 1 or (len(characters) == 2
                                    and any(c.race == HOBBIT for c in characters))


def ride_problem(ally: Card, state: str, others: int, characters: Sequence[Character]) -> \
        str | None:
    """Why ``ally`` (in ``state``, with ``others`` other allies in the company) does not tap
    for his company of ``characters`` to move again (None: he may, as its movement/hazard
    phase ends)."""
    if fold(ally.name) != SHADOWFAX:
        return f"{ally.name} gives his company no second move."
    if state != UNTAPPED:
        return f"{ally.name} is {state}."
    if others or not rider_company(characters):
        return f"{ally.name} moves only a company of one character, or one and a Hobbit, with " \
               "no other ally."
    return None


def spared(ally: Card, automatic: bool, keyed_to_site: bool) -> bool:
    """Whether ``ally``'s text keeps it from facing a strike of an attack (``automatic``: an
    automatic-attack; ``keyed_to_site``: a hazard keyed to the company's site)."""
    name = fold(ally.name)
    if name in NEVER_ATTACKED:
        return True
    return name in NOT_AT_THEIR_SITE and (automatic or keyed_to_site)


def spared_reason(ally: Card) -> str:
    """Why ``spared`` keeps ``ally`` from a strike, in a refusal's words."""
    if fold(ally.name) in NEVER_ATTACKED:
        return f"{ally.name} may not be attacked"
    return f"{ally.name} is never attacked by an automatic-attack or by a hazard keyed to his site"


def fighter(ally: Card, state: str = UNTAPPED) -> Character:
    """``ally`` as one who faces a strike: its printed stats (no direct influence), in
    ``state``."""
    return Character(ally.id, ally.name, ally.race or "", ally.skills, ally.prowess or 0,
                     ally.body or 0, ally.mind or 0, 0, state=state)


def controller_problem(ally: Card, who: Character | None) -> str | None:
    """Why ``who`` cannot tap to play ``ally`` (None: he can)."""
    if who is None:
        return f"{ally.name}: no such character in the company"
    if not who.untapped:
        return f"{ally.name}: {who.name} is {who.state}; only an untapped character plays an ally"
    return None


def view(card_id: str, name: str, state: str, controller: str | None = None) -> dict[str, str]:
    """An ally as a board shows it: its name, its state (untapped, tapped or wounded) and,
    where the ruleset names one, the character controlling it."""
    return {"id": card_id, "name": name, "state": state,
            **({"controller": controller} if controller is not None else {})}


def state_of(card_id: str, tapped: Iterable[str], wounded: Iterable[str]) -> str:
    """An ally's state from the ids of the tapped and the wounded allies (wounded first)."""
    return WOUNDED if card_id in wounded else TAPPED if card_id in tapped else UNTAPPED


def body_check_reason(failed: bool, attacker: str) -> str:
    """Why an ally's body check against ``attacker`` discards it: ``failed``, or equal to its
    body where the creature's text discards on that (Giant Spiders)."""
    if failed:
        return f"failed a body check against {attacker}"
    return f"a body check equal to his body against {attacker}"
