"""Allies as the Hobbit family plays them from the hand (CoE 2.V.2, ``engine.allies``), each
scenario from the version its ruleset names (``allies_from``; earlier versions replay as
played):

- ``ally:<ally>:<character>``: in the site phase, once the company has entered the site, an
  ally of the hand playable there by its catalog facts, by an untapped character of the
  company, who taps (``AllyPlayed``, then ``CharacterTapped``); the ally comes under his
  control and the site taps (a site tapped already stays so: Bill the Pony is played though
  it is tapped);
- the ally's mind is not taken off anyone's influence (CoE 2.V.2.1);
- when its controller leaves play the ally is discarded (``AllyDiscarded``, CoE 2.V.2.3).

From the version its ruleset names (``ally_strikes_from``) an ally faces strikes as a
character does (CoE 2.V.2.2, ``engine.allies``): the defender may give it a strike and the
attacker ranks it with the characters; it fights with its printed prowess and body, -1 tapped
and -2 wounded; a strike it does not beat wounds it and its body check follows, failed: it is
discarded (``AllyDiscarded``); one it beats or ties taps it. The untap phase untaps it and
heals it as it does a character. An ally whose text keeps it from being attacked is given no
strike (``engine.allies.spared``). Not played for an ally: taking -3 to stay untapped,
supporting, cards played on its strike, and the characters' own bonuses.

From the version its ruleset names (``ally_texts_from``) Goldberry and Gollum, untapped, tap
to cancel an attack keyed by type to their regions before its strikes are assigned
(``ally-cancel:<ally>``, ``engine.allies.CANCELERS``, CoE 3.i).

From the version its ruleset names (``goldberry_from``) Goldberry, untapped, taps to cancel
an effect that would return her company to its site of origin (``keeps_on``, the engine's
``keeping_on``, as The Road Goes Ever On plays it): the company is not sent back
(``AllyTapped`` naming the card, no ``MovementTurnedBack``). A company sent back loses its
move, so the player always taps her: the game does not ask. From the version each scenario
names (Burglar's ``WOUNDED_GOLDBERRY_FROM``, the Guise's ``printed_rules
.WOUNDED_GOLDBERRY_FROM``; ``unable``) a wounded Goldberry does not tap for it: only an
untapped ally taps for an effect (CoE 9.2.3); before, the family's wounded allies, kept apart
from the tapped ones, were not ruled out, and the tap moved her from wounded to tapped.

Not played here: the rest of the allies' own texts (``unplayed.OWN_TEXT``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from domain.canonical import JSON
from domain.cards import Card, Catalog
from domain.engine import coe
from domain.engine.allies import (
    CANCEL_ATTACK,
    CONTROLLER_GONE,
    IN_COMBAT,
    MOVEMENT,
    PLAY_ALLY,
    body_check_reason,
    cancel_problem,
    controller_problem,
    fighter,
    keeping_on,
    kept_on,
    leaves_regions,
    play_problem,
    regions_reason,
    spared,
    spared_reason,
    state_of,
    view,
    where,
)
from domain.engine.characters import UNTAPPED, Character, find
from domain.engine.combat import Attack, defender_may_assign
from domain.errors import IllegalAction
from domain.ruleset import Context, played_since
from domain.rulesets.hobbit.moves import Add, Move

#: Goldberry taps as a character does (CoE 2.V.2.2) to keep her company on its way.
MOVEMENT_RULE = "CoE-2.V.2.2"

__all__ = ["CANCEL_ATTACK", "IN_COMBAT", "PLAY_ALLY", "assign_refusal", "board",
           "body_check_reason", "cancel_moves", "cancel_refusal", "combatant", "fighters",
           "leave", "left_regions", "moves", "narrate", "not_declared", "plays", "refusal",
           "refreshed", "set_state"]


def plays(played: str, since: int | None) -> bool:
    """Whether the version ``played`` of a scenario whose allies start at ``since`` (None:
    never) plays an ally from the hand."""
    return since is not None and played_since(played, since)


def moves(hand: Sequence[str], company: Sequence[Character], in_play: Sequence[str],
          catalog: Catalog, site: Card, site_tapped: bool, add: Add, holder: str = "") -> None:
    """``ally:<ally>:<character>``: each ally of the ``hand`` playable at ``site`` now, the
    allies ``in_play`` given, by each untapped character of the ``company`` (``holder``: its
    id, where a scenario has several)."""
    present = [catalog.get(a) for a in in_play]
    for card in sorted(set(hand)):
        ally = catalog.get(card)
        if not ally.is_ally or play_problem(ally, site, site_tapped, present) is not None:
            continue
        for who in company:
            if who.untapped:
                add(f"ally:{card}:{who.card_id}",
                    f"{who.name} taps to play {ally.name}, who joins the company under his "
                    "control", PLAY_ALLY,
                    Move("ally", card=card, target=who.card_id, holder=holder))


def refusal(hand: Sequence[str], company: Sequence[Character], in_play: Sequence[str],
            catalog: Catalog, site: Card | None, site_tapped: bool,
            action: str) -> IllegalAction | None:
    """Why ``ally:<ally>:<character>`` is refused now, naming the ally and the reason (None:
    not such an action); ``company``: the characters at ``site`` (None: at no site)."""
    kind, _, rest = action.partition(":")
    card, _, who = rest.partition(":")
    if kind != "ally":
        return None
    if card not in hand or card not in catalog:
        return IllegalAction(f"{card or 'That card'} is not in your hand.", clause=PLAY_ALLY)
    ally = catalog.get(card)
    if site is None:
        return IllegalAction(f"{ally.name} is played only at a site.", clause=PLAY_ALLY)
    problem = play_problem(ally, site, site_tapped, [catalog.get(a) for a in in_play]) \
        or controller_problem(ally, find(tuple(company), who))
    if problem is not None:
        return IllegalAction(f"{problem}.", clause=PLAY_ALLY)
    return IllegalAction(f"{ally.name} is played in the site phase, once the company has "
                         "entered the site and faced its attacks.", clause=PLAY_ALLY)


def not_declared(ally: Card) -> IllegalAction:
    """``declare:<ally>`` where the scenario plays allies from the hand."""
    return IllegalAction(f"{ally.name} is no longer played by declaring an effect: an ally is "
                         f"played at {where(ally)}, once the company has entered the site, by "
                         "an untapped character (ally:<ally>:<character>).", clause=PLAY_ALLY)


def board(allies: Sequence[tuple[str, str]], name: Callable[[str], str],
          tapped: Sequence[str] = (), wounded: Sequence[str] = ()) -> list[JSON]:
    """The ``allies`` in play, (ally, controller), as the board shows them: each with its
    controller and its state (untapped unless ``tapped`` or ``wounded`` name it)."""
    return [view(a, name(a), state_of(a, tapped, wounded), name(c)) for a, c in allies]


def combatant(allies: Sequence[tuple[str, str]], tapped: Sequence[str],
              wounded: Sequence[str], catalog: Catalog, card: str) -> Character | None:
    """The ally ``card`` of those in play as one who faces a strike (None: no such ally)."""
    if not any(a == card for a, _ in allies):
        return None
    return fighter(catalog.get(card), state_of(card, tapped, wounded))


def fighters(allies: Sequence[tuple[str, str]], tapped: Sequence[str],
             wounded: Sequence[str], catalog: Catalog, automatic: bool,
             keyed: str | None) -> list[Character]:
    """The allies in play that may face a strike of an attack (``automatic``: an
    automatic-attack; ``keyed``: how a hazard creature was keyed, ``site:`` or ``site-type:``
    to the company's site): all but those their texts spare (``engine.allies.spared``)."""
    at_site = (keyed or "").startswith("site")
    return [fighter(catalog.get(a), state_of(a, tapped, wounded)) for a, _ in allies
            if not spared(catalog.get(a), automatic, at_site)]


def assign_refusal(ally: Character, catalog: Catalog, attack: Attack, automatic: bool,
                   keyed: str | None, assigned: Sequence[str],
                   assigning: bool) -> IllegalAction:
    """Why ``assign:<ally>`` is refused in an attack (``automatic``: an automatic-attack;
    ``keyed`` as its creature was; ``assigned``: the strikes given; ``assigning``: the
    defender still may), naming the ally and the reason."""
    card = catalog.get(ally.card_id)
    if spared(card, automatic, (keyed or "").startswith("site")):
        return IllegalAction(f"{spared_reason(card)}.", clause=IN_COMBAT)
    why = defender_may_assign(ally, assigned, attack.strikes) \
        or "the attacker chooses who is struck" if assigning \
        else "its strikes are assigned already"
    return IllegalAction(f"{ally.name} may not be given a strike of {attack.name}: "
                         f"{why}.", clause=coe.DEFENDER_ASSIGNS)


def keyed_region(keyed: str | None) -> str | None:
    """The region type an attack was keyed to by type (``region-type:<type>``; None: keyed
    otherwise, by name or to the site: no type-keyed effect cancels it, CoE 3.i.4)."""
    kind, _, value = (keyed or "").partition(":")
    return value if kind == "region-type" else None


def cancel_moves(allies: Sequence[tuple[str, str]], tapped: Sequence[str],
                 wounded: Sequence[str], catalog: Catalog, attack: str, keyed: str | None,
                 size: int, add: Add) -> None:
    """``ally-cancel:<ally>``: each ally in play that may tap to cancel the attack ``keyed``
    so on its company of ``size`` (``engine.allies.CANCELERS``), before the strikes are
    assigned (CoE 3.i)."""
    for ally, _ in allies:
        card = catalog.get(ally)
        if cancel_problem(card, state_of(ally, tapped, wounded), keyed_region(keyed),
                          size) is None:
            add(f"ally-cancel:{ally}", f"Tap {card.name} to cancel {attack}", CANCEL_ATTACK,
                Move("ally-cancel", card=ally))


def cancel_refusal(allies: Sequence[tuple[str, str]], tapped: Sequence[str],
                   wounded: Sequence[str], catalog: Catalog, attack: str | None,
                   keyed: str | None, size: int, ally: str) -> IllegalAction:
    """Why ``ally-cancel:<ally>`` is refused now (``attack``: the one faced before its
    strikes are assigned, None: none), naming the ally and the reason."""
    if ally not in [a for a, _ in allies] or ally not in catalog:
        return IllegalAction(f"{ally or 'That card'} is not an ally in play.",
                             clause=CANCEL_ATTACK)
    card = catalog.get(ally)
    why = cancel_problem(card, state_of(ally, tapped, wounded), keyed_region(keyed), size) \
        if attack is not None else None
    if why is None:
        why = f"{card.name} cancels an attack before its strikes are assigned"
    return IllegalAction(f"{why}.", clause=CANCEL_ATTACK)


def refreshed(allies: Sequence[tuple[str, str]], tapped: Sequence[str],
              wounded: Sequence[str], catalog: Catalog,
              after: Callable[[Character], str | None]) -> list[list[str]]:
    """[ally, new state] for each tapped or wounded ally the untap phase changes, ``after``
    giving a character's state after it (an ally heals as a character does, CoE 2.V.2.2)."""
    out = []
    for ally, _ in allies:
        status = state_of(ally, tapped, wounded)
        new = None if status == UNTAPPED else after(fighter(catalog.get(ally), status))
        if new is not None:
            out.append([ally, new])
    return out


def narrate(name: Callable[[Any], str], kind: str, d: Mapping[str, Any]) -> str | None:
    """The line of an ``AllyPlayed``, ``AllyDiscarded`` or ``AllyTapped`` fact (None: another
    kind)."""
    if kind == "AllyPlayed":
        return f"{name(d['ally'])} joins the company under the control of " \
               f"{name(d['controller'])} at {name(d['site'])}; the site taps."
    if kind == "AllyTapped":
        return f"{name(d['ally'])} taps: {d['use']}."
    if kind == "AllyDiscarded":
        return f"{name(d['ally'])} is discarded: {d['reason']}."
    return None


def keeps_on(ctx: Context[Any], company_allies: Sequence[str], tapped: Sequence[str],
             wounded: Sequence[str], catalog: Catalog, card_id: str) -> bool:
    """An effect of ``card_id`` would send the company back to its site of origin: True if
    Goldberry, among ``company_allies`` and neither ``tapped`` nor ``wounded``, taps to cancel
    that (``AllyTapped``)."""
    found = keeping_on(company_allies, tapped, wounded, catalog.get)
    if found is None:
        return False
    ctx.emit("AllyTapped", MOVEMENT_RULE, ally=found, use=kept_on(catalog.get(card_id).name))
    return True


def unable(wounded: Sequence[str], played: str, since: int | None) -> tuple[str, ...]:
    """The wounded allies (of ``wounded``) that the version ``played`` keeps from tapping for
    an effect (CoE 9.2.3): all of them from ``since`` (the scenario's version; None: never);
    before, none (the family kept a wounded ally apart from the tapped ones, and Goldberry,
    wounded, still tapped to keep her company on its way)."""
    return tuple(wounded) if since is not None and played_since(played, since) else ()


def left_regions(ctx: Context[Any], in_play: Sequence[tuple[str, str]], catalog: Catalog,
                 site: Card, movers: Sequence[str]) -> None:
    """A company of the characters ``movers`` moves to ``site``: each ally they control (of
    those ``in_play``, (ally, controller)) bound to regions ``site`` is not in is discarded
    (``AllyDiscarded``, ``engine.allies.REGIONS``)."""
    for ally, controller in in_play:
        if controller in movers and leaves_regions(catalog.get(ally), site):
            ctx.emit("AllyDiscarded", MOVEMENT, ally=ally, site=site.id,
                     reason=regions_reason(catalog.get(ally)))


def leave(ctx: Context[Any], in_play: Sequence[tuple[str, str]], who: Character) -> None:
    """CoE 2.V.2.3: the allies ``who`` controls (of those ``in_play``, (ally, controller))
    are discarded as he leaves play (``AllyDiscarded``)."""
    for ally, controller in in_play:
        if controller == who.card_id:
            ctx.emit("AllyDiscarded", CONTROLLER_GONE, ally=ally, controller=who.card_id,
                     reason=f"{who.name}, who controlled him, leaves play")


def set_state(tapped: tuple[str, ...], wounded: tuple[str, ...], ally: str,
              new: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The tapped and the wounded allies once ``ally`` is ``new`` (untapped, tapped or
    wounded)."""
    tapped = tuple(a for a in tapped if a != ally) + ((ally,) if new == "tapped" else ())
    wounded = tuple(a for a in wounded if a != ally) + ((ally,) if new == "wounded" else ())
    return tapped, wounded
