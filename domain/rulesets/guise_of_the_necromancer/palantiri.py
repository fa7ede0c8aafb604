"""The palantíri, Use Palantír and Align Palantír played by their cards from ``SINCE``, as the
Hobbit family plays them (``hobbit.palantiri``, the stones' powers the engine's,
``engine.palantiri``), over the companies: a stone is used by a bearer able to use a palantír,
the stone tapping (CoE 6.1), its bearer then checking corruption (CoE 7.1).

- ``palantir:<stone>:<bearer>:<way>`` (arguments ``card`` and ``as``), in the organization or
  site phase outside an attack, by a bearer of any company able to use it: Use Palantír played
  on him this turn (``enabled``), Align Palantír on the stone (``aligned``), or the Palantír of
  Elostirion's own sage (``sage``). No Magic Ring of Lore is ever borne here (GON-RDECK-3), and
  Saruman's tap to use a stone is an allied Wizard's text, ignored (GON-SETUP-1, GON-SETUP-5):
  those ways are refused naming why.
- Use Palantír (``play:<card>:enable:<sage>:<palantír>``) taps a sage bearing a stone, able to
  use it for the rest of the turn; no longer declared.
- Align Palantír (``play:<card>:align:<bearer>:<palantír>``), in the organization phase, on a
  stone borne in a company with a sage: its bearer may use it, and bears its 2 corruption
  points; its 2 miscellaneous marshalling points count while it is in play (GON-WIN-2), and
  stay counted if its stone is stored (``ItemStored``, then ``AlignmentStored``).

The powers act on what is here: Annúminas and Orthanc on the resource deck and its discard
pile, never the sideboard (GON-SETUP-12); Minas Tirith sees the top five of the resource deck,
then of the hazard deck, the opponent's play deck here as Mirror of Galadriel reads it, each
shuffled back on top; Amon Sûl's look at the opponent's hand is ignored (GON-RDECK-10), so it is
used as the Palantír of Annúminas or of Elostirion in play. The hazard permanent-events in play
are the corruption cards on characters (``<card>@<character>``) and the Nazgûl guarding Dol
Guldur (GON-HDECK-6, GON-NAZ-2; no environment, GON-HDECK-7, and never Bane of the
Ithil-stone): Elostirion, borne by a sage, removes a corruption card from an Elf or a Wizard of
any company; Osgiliath discards one, a guardian shuffled back into the hazard deck (GON-NAZ-5).

As a company's movement/hazard phase begins, once it moves, each Align Palantír on a stone it
bears is discarded, and its Palantír of Elostirion, of Amon Sûl below 2 characters, of
Osgiliath below 4 (Hobbits counting half); an Align Palantír whose stone has left play
otherwise is discarded as it goes, but not once the game has ended (from ``ENDED_STOPS_FROM``:
its bearer's elimination losing the game, nothing more is played). Stored at a Haven the
Palantíri of Amon Sûl and Osgiliath are worth 5 marshalling points. Out of their condition each
is refused naming the card and the reason, nothing written. The versions before replay as
played (the stones' catalog facts, Use Palantír declared, Align Palantír kept in the hand).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.canonical import JSON
from domain.cards import Catalog, fold
from domain.engine import coe
from domain.engine import palantiri as stones
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.engine.company import company_size
from domain.errors import IllegalAction
from domain.immutable import replace
from domain.ruleset import Context, played_since
from domain.rulesets.guise_of_the_necromancer import gates_cards, waiting_hazards
from domain.rulesets.guise_of_the_necromancer.hand_cards import PALANTIRI_FROM, open_now
from domain.rulesets.guise_of_the_necromancer.moves import STORE
from domain.rulesets.guise_of_the_necromancer.rules import GuiseRules
from domain.rulesets.guise_of_the_necromancer.state import ORGANIZATION, Company, State
from domain.rulesets.hobbit import nenya
from domain.rulesets.hobbit import palantiri as family
from domain.rulesets.hobbit.cards import top_seen
from domain.rulesets.hobbit.moves import Legal, Move, collector

SINCE = PALANTIRI_FROM
#: The first version in which the automatic player counts a check Nenya's waiting gift makes
#: succeed as sure to pass, weighing a use (``pick``, ``hobbit.nenya.spares``): it cannot fail,
#: as Weariness of the Heart counts it from ``hazard_events.WEARINESS_ASSURED_FROM``. Before,
#: the gift was not looked at and a bearer whose roll might fail did not use his stone.
ASSURED_FROM = 106
#: The first version in which an Align Palantír whose stone left play as the game ended (its
#: bearer, the player's Wizard, eliminated with no one to take it) is not discarded after
#: ``GameEnded``: nothing more is played once the game has ended. Before, it was (placed at
#: landing).
ENDED_STOPS_FROM = 113
RULE = family.RULE
#: The ways of the family's that never play here, and why.
BARRED = ((family.BY_RING, "no Magic Ring of Lore is borne here: the decks hold no ring "
                           "(GON-RDECK-3)"),
          (family.BY_SARUMAN, "Saruman is only ever an allied Wizard, whose text is ignored "
                              "(GON-SETUP-1, GON-SETUP-5)"))
#: The hazards in play a power may name in the ``card`` argument (``gates_cards.targets``), as
#: its refusal says them (GON-HDECK-6, GON-HDECK-7); from ``waiting_hazards.SINCE`` a Traitor or
#: Lure of Power waiting in play too.
NAMED = ("a corruption card as <card>@<character>", "a Nazgûl guarding Dol Guldur")
WAITING = "a Traitor or Lure of Power in play"
#: What Elostirion's and Osgiliath's powers need here.
ELOSTIRION_WANTS = ("its bearer must be a sage, and name a corruption card on an Elf or a "
                    "Wizard in play (<card>@<character>)")
OSGILIATH_WANTS = ("a corruption card on a character (<card>@<character>)",
                   "a Nazgûl guarding Dol Guldur")


def _either(played: str, kinds: tuple[str, ...], waiting: str) -> str:
    """``kinds``, with ``waiting`` in the versions where those hazards wait in play, said as
    one or another."""
    said = [*kinds, waiting] if played_since(played, waiting_hazards.SINCE) else list(kinds)
    return f"{', '.join(said[:-1])} or {said[-1]}"


def named(played: str) -> str:
    """How the hazards in play are named, in the version ``played``."""
    return _either(played, NAMED, f"{WAITING} by its card")


def wants(played: str) -> tuple[tuple[str, str], ...]:
    """What Elostirion's and Osgiliath's powers need, in the version ``played``."""
    return ((stones.ELOSTIRION, ELOSTIRION_WANTS),
            (stones.OSGILIATH, "name a hazard permanent-event in play: "
                               + _either(played, OSGILIATH_WANTS, WAITING)))


#: What of Amon Sûl's power is not played here.
HAND_LOOK = "its look at the opponent's hand is ignored (GON-RDECK-10)"


def plays(played: str) -> bool:
    return played_since(played, SINCE)


def holdings(state: State) -> family.Holdings:
    return family.Holdings(tuple(c.characters for c in state.companies),
                           state.palantir_enabled, state.aligned, state.tapped_items,
                           state.hand, state.phase == ORGANIZATION)


def scene(state: State, catalog: Catalog, played: str) -> family.Scene:
    """What a use reads here: every company's characters, their corruption cards and the
    Nazgûl guardians (GON-HDECK-6)."""
    held = holdings(state)
    table = stones.Table(
        draw=state.resource_deck, discard=state.resource_discard,
        on_company=tuple((f"{card}@{who}", who)
                         for who, card, _ in dict.fromkeys(state.corruption)),
        elves_and_wizards=tuple(c.card_id for c in held.characters()
                                if c.race in stones.ELOSTIRION_RACES),
        environments=tuple(dict.fromkeys(state.guardians)),
        in_play=family.in_play(held, catalog), hand_look=HAND_LOOK, wants=wants(played),
        named=named(played))
    return family.Scene(held, catalog, table, open_now(state), BARRED)


def moves(state: State, catalog: Catalog, played: str, out: Legal) -> None:
    """The stones' uses, Use Palantír and Align Palantír offered now."""
    if not plays(played):
        return
    found = scene(state, catalog, played)
    family.moves(found, collector(out))
    family.card_moves(found.holdings, catalog, found.open_now, collector(out))


def refusal(state: State, catalog: Catalog, played: str, kind: str,
            rest: str) -> IllegalAction | None:
    """Why a stone's use, Use Palantír or Align Palantír is refused now, naming the card and
    the reason (None: another action, or a version that does not play them)."""
    if not plays(played):
        return None
    found = scene(state, catalog, played)
    if kind == family.KIND:
        return family.refusal(found, rest)
    return family.card_refusal(found.holdings, catalog, found.open_now, kind, rest)


def stored_points(played: str, catalog: Catalog, item: str) -> int:
    """What ``item`` stored at a Haven is worth (the Palantíri of Amon Sûl and Osgiliath 5,
    from ``SINCE``)."""
    card = catalog.get(item)
    more = stones.STORED_AT_HAVEN.get(fold(card.name)) if plays(played) else None
    return more if more is not None else card.marshalling_points or 0


def stored(ctx: Context[State], catalog: Catalog, played: str, item: str) -> None:
    """An Align Palantír on the stone just stored is stored with it, its points kept."""
    if not plays(played):
        return
    for card, stone in ctx.state.aligned:
        if stone == item:
            ctx.emit("AlignmentStored", STORE, card=card, palantir=stone,
                     points=catalog.get(card).marshalling_points or 0,
                     type=catalog.get(card).mp_type or "miscellaneous")


def moved(ctx: Context[State], catalog: Catalog, played: str, company: Company) -> None:
    """As ``company``'s movement/hazard phase begins, once it moves: the alignments on the
    stones it bears, then the stones it may not keep."""
    if not plays(played):
        return
    borne = {i.card_id for who in company.characters for i in who.items}
    lost, gone = family.left_behind(company.characters,
                                    [a for a in ctx.state.aligned if a[1] in borne], catalog,
                                    company_size(company.characters))
    family.leave(ctx, lost, gone)


def orphans(ctx: Context[State], played: str) -> None:
    """Each Align Palantír whose stone no character bears any longer (nor waits to pass to an
    heir, CoE 3.I.2) is discarded; from ``ENDED_STOPS_FROM`` not once the game has ended."""
    if not plays(played) or not ctx.state.aligned or (
            ctx.state.outcome is not None and played_since(played, ENDED_STOPS_FROM)):
        return
    borne = {i.card_id for c in ctx.state.companies for who in c.characters
             for i in who.items} | {i.card_id for i in ctx.state.legacy}
    for card, stone in ctx.state.aligned:
        if stone not in borne:
            ctx.emit("AlignmentDiscarded", family.PERMANENT_RULE, card=card, palantir=stone,
                     reason=family.LEFT_PLAY)


def pick(ruleset: GuiseRules, state: State, ids: list[str]
         ) -> tuple[str, dict[str, JSON]] | None:
    """What the automatic player does with a palantír (``hobbit.palantiri.pick``): a use that
    takes a "sage only" card or discards a hazard, his check sure to pass (from
    ``ASSURED_FROM`` by Nenya's waiting gift too, but with Align Palantír's points, ``more``,
    which stay once the gift is spent)."""
    if not plays(ruleset.played) or not family.offers_any(ids):
        return None

    def may_fail(who: Character, more: int) -> bool:
        if not more and nenya.spares(ruleset._assured(state, who.card_id), ruleset.played,
                                     ASSURED_FROM):
            return False
        extra = [Modifier(-more, f"card:{family.ALIGN_CARD}", "Align Palantír's corruption "
                          "points", coe.CORRUPTION_CHECK)] if more else []
        return ruleset._check_may_fail(state, who.card_id, extra)
    return family.pick(scene(state, ruleset.catalog, ruleset.played), ids, may_fail)


class Palantiri(GuiseRules, family.PalantirFacts):
    """The actions' outcomes and the facts of the palantíri."""

    def _do_palantir(self, ctx: Context[State], move: Move, args: Mapping[str, JSON]) -> None:
        """The stone taps, its power is played, then its bearer checks corruption."""
        found = scene(ctx.state, self.catalog, self.played)
        bearer, power, chosen = family.tap(ctx, found, move, args)
        if family.looked(ctx, move.card, power, chosen):
            if power == stones.MINAS_TIRITH:  # the opponent's play deck: the hazard deck
                top_seen(ctx, "hazards", ctx.state.hazard_deck, stones.DEPTH, move.card, RULE)
        else:  # Elostirion's or Osgiliath's hazard
            gates_cards.hazard_discarded(ctx, chosen, move.card, RULE)
        if ctx.state.in_play(bearer.card_id) and ctx.state.outcome is None:
            self._corruption_check(ctx, bearer.card_id, coe.CORRUPTION_CHECK)

    def _do_use_palantir(self, ctx: Context[State], move: Move,
                         args: Mapping[str, JSON]) -> None:
        family.enable(ctx, move)

    def _do_align_palantir(self, ctx: Context[State], move: Move,
                           args: Mapping[str, JSON]) -> None:
        family.align(ctx, move)

    def _on_CardPlayed(self, state: State, d: Mapping[str, Any]) -> State:
        """Use Palantír, played from the hand, to the discard pile."""
        hand = list(state.hand)
        hand.remove(str(d["card"]))
        return replace(state, hand=tuple(hand),
                       resource_discard=(*state.resource_discard, str(d["card"])))

    def _on_AlignmentStored(self, state: State, d: Mapping[str, Any]) -> State:
        """Stored with its stone: its points to the marshalling point pile."""
        state = super()._on_AlignmentStored(state, d)
        return replace(state, marshalling=(*state.marshalling, (str(d["card"]), str(d["type"]),
                                                                int(d["points"]))))
