"""The Hobbit scenarios' rules for the palantíri (``hobbit.palantiri``), from a scenario's
``palantiri_from``: the uses and the cards offered, their refusals, what a use does, and the
stones and alignments a moving company leaves behind. A scenario says what its hazards in play
are to a stone's power (``_palantir_hazards``, ``_palantir_environments``, ``_looks_canceled``,
``_environment_discarded``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from domain.canonical import JSON
from domain.engine import coe
from domain.engine import palantiri as stones
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.engine.company import company_size
from domain.errors import IllegalAction
from domain.ruleset import Context
from domain.rulesets.hobbit import check_helpers, nenya, palantiri
from domain.rulesets.hobbit.moves import Legal, Move, collector
from domain.rulesets.hobbit.turn import HobbitRules, S

RULE = palantiri.RULE


class PalantirUses(HobbitRules[S], palantiri.PalantirFacts):
    #: The first version playing the palantíri, Use Palantír and Align Palantír by their cards
    #: (``hobbit.palantiri``); None: no version does.
    palantiri_from: ClassVar[int | None] = None
    #: The first version in which the automatic player counts a check Nenya's waiting gift
    #: makes succeed as sure to pass (``palantir_pick``, ``hobbit.nenya.spares``); None: no
    #: version does.
    palantir_assured_from: ClassVar[int | None] = None

    def plays_palantiri(self) -> bool:
        return self.palantiri_from is not None and int(self.played) >= self.palantiri_from

    # -- what a scenario says ---------------------------------------------------------------
    def _palantir_hazards(self, state: S) -> tuple[tuple[str, str], ...]:
        """(hazard permanent-event, character) of each on a character of the company: the
        corruption cards the scenario keeps on its characters."""
        return tuple((card, who) for who, card in self._cards_borne(state))

    def _palantir_environments(self, state: S) -> tuple[str, ...]:
        """The environments in play a Palantír of Osgiliath may discard (none but where a
        scenario keeps them)."""
        return ()

    def _looks_canceled(self, state: S) -> str:
        """Why the stones' looks at a deck are canceled now ("": they are not)."""
        return ""

    def _environment_discarded(self, ctx: Context[S], card: str, by: str) -> None:
        """An environment in play discarded by a palantír (a scenario keeping them says)."""
        raise NotImplementedError

    def _palantir_stored(self, state: S) -> tuple[str, ...]:
        """The cards stored at a Haven (none but where a scenario stores them)."""
        return ()

    # -- the scene --------------------------------------------------------------------------
    def _palantir_open(self, state: S) -> bool:
        """The organization or site phase, outside an attack, nothing else waiting."""
        return self._athelas_open(state) and not state.deck_search and not state.legacy \
            and not state.ring_offer and not state.ring_rolls

    def _palantir_scene(self, state: S) -> palantiri.Scene:
        company = state.company
        holdings = palantiri.Holdings.of(state)
        table = stones.Table(
            draw=state.resource_deck, discard=state.resource_discard,
            on_company=self._palantir_hazards(state),
            elves_and_wizards=tuple(c.card_id for c in company
                                    if c.race in stones.ELOSTIRION_RACES),
            environments=self._palantir_environments(state),
            in_play=palantiri.in_play(holdings, self.catalog),
            looks_canceled=self._looks_canceled(state))
        return palantiri.Scene(holdings, self.catalog, table, self._palantir_open(state))

    # -- offered and refused ----------------------------------------------------------------
    def _palantir_moves(self, state: S, out: Legal) -> None:
        """The palantíri's uses, Use Palantír and Align Palantír offered now; neither card is
        declared any longer."""
        if not self.plays_palantiri():
            return
        for card in (palantiri.USE_CARD, palantiri.ALIGN_CARD):
            out.pop(f"declare:{card}", None)
        # With no stone borne and neither card in hand nothing is offered (most decisions):
        # the scene, whose table reads the decks and the hazards, is not worked out then.
        holdings = palantiri.Holdings.of(state)
        if palantiri.USE_CARD not in holdings.hand and palantiri.ALIGN_CARD not in holdings.hand \
                and not palantiri.bearers(holdings, self.catalog):
            return
        scene = self._palantir_scene(state)
        palantiri.moves(scene, collector(out))
        palantiri.card_moves(scene.holdings, self.catalog, scene.open_now, collector(out))

    def _refusal(self, state: S, action: str) -> IllegalAction:
        if self.plays_palantiri() and state.outcome is None:
            kind, _, rest = action.partition(":")
            if kind == palantiri.KIND:
                return palantiri.refusal(self._palantir_scene(state), rest)
            refused = palantiri.card_refusal(palantiri.Holdings.of(state), self.catalog,
                                             self._palantir_open(state), kind, rest)
            if refused is not None:
                return refused
        return super()._refusal(state, action)

    # -- played -----------------------------------------------------------------------------
    def _do_palantir(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        """The stone taps (its bearer too where his way taps him), its power is played, then
        he makes a corruption check (CoE 7.1)."""
        bearer, power, chosen = palantiri.tap(ctx, self._palantir_scene(ctx.state), move,
                                              args)
        self._palantir_power(ctx, move.card, power, chosen)
        after = ctx.state.character(bearer.card_id)
        if after is not None and ctx.state.outcome is None:  # may wait for helpers
            self._checked_or_waiting(ctx, after, check_helpers.ACTION, move.card)

    def _palantir_power(self, ctx: Context[S], stone: str, power: str, chosen: str) -> None:
        state = ctx.state
        if palantiri.looked(ctx, stone, power, chosen):
            return
        if chosen in self._palantir_environments(state) and power == stones.OSGILIATH:
            self._environment_discarded(ctx, chosen, stone)
        else:
            who = next(w for h, w in self._palantir_hazards(state) if h == chosen)
            ctx.emit("CorruptionCardRemoved", RULE, card=chosen, character=who, by=stone)

    def _do_use_palantir(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        palantiri.enable(ctx, move)

    def _do_align_palantir(self, ctx: Context[S], move: Move,
                           args: Mapping[str, JSON]) -> None:
        palantiri.align(ctx, move)

    def _palantiri_moved(self, ctx: Context[S]) -> None:
        """As the movement/hazard phase begins, once the company has moved: the alignments
        it leaves, then the stones it may not keep (counted as the scenario counts its
        company's size)."""
        state = ctx.state
        if not self.plays_palantiri() or not state.moved:
            return
        lost, gone = palantiri.left_behind(state.company, state.aligned, self.catalog,
                                           company_size(state.company, self.half_races),
                                           self._palantir_stored(state))
        palantiri.leave(ctx, lost, gone)

    def _palantir_corruption(self, state: S, who_id: str) -> int:
        """The corruption points Align Palantír gives the bearer of its stone (from
        ``palantiri_from``)."""
        who = state.character(who_id)
        return 0 if who is None or not self.plays_palantiri() \
            else palantiri.corruption(state.aligned, who)

    # -- the automatic player ---------------------------------------------------------------
    def palantir_pick(self, state: S, ids: list[str]) -> tuple[str, dict[str, JSON]] | None:
        """What the automatic player does with a palantír now (None: nothing): a use offered
        that is worth it, else Align Palantír or Use Palantír played to make one. From
        ``palantir_assured_from`` a check Nenya's waiting gift makes succeed is sure to pass;
        not so with Align Palantír's points (``more``), which stay once the gift is spent."""
        def may_fail(who: Character, more: int) -> bool:
            if not more and nenya.spares(self._assured(state, who), self.played,
                                         self.palantir_assured_from):
                return False
            more_points = [Modifier(-more, f"card:{palantiri.ALIGN_CARD}", "Align Palantír's "
                                    "corruption points", coe.CORRUPTION_CHECK)] if more else []
            return self._check_may_fail(state, who, more_points)
        if not palantiri.offers_any(ids):
            return None
        return palantiri.pick(self._palantir_scene(state), ids, may_fail, state.hero)
