"""The Hobbit scenarios' rules for the palantíri (``hobbit.palantiri``), from a scenario's
``palantiri_from``: the uses and the cards offered, their refusals, what a use does, and the
stones and alignments a moving company leaves behind. A scenario says what its hazards in play
are to a stone's power (``_palantir_hazards``, ``_palantir_environments``, ``_looks_canceled``,
``_environment_discarded``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from domain.canonical import JSON
from domain.cards import fold
from domain.engine import align_palantir, coe
from domain.engine import palantiri as stones
from domain.engine.characters import Character
from domain.engine.checks import Modifier
from domain.engine.company import company_size
from domain.errors import IllegalAction
from domain.immutable import replace
from domain.ruleset import Context
from domain.rulesets.hobbit import palantiri
from domain.rulesets.hobbit.cards import top_seen
from domain.rulesets.hobbit.moves import Legal, Move, collector
from domain.rulesets.hobbit.turn import HobbitRules, S

RULE = palantiri.RULE


class PalantirUses(HobbitRules[S]):
    #: The first version playing the palantíri, Use Palantír and Align Palantír by their cards
    #: (``hobbit.palantiri``); None: no version does.
    palantiri_from: ClassVar[int | None] = None

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
        table = stones.Table(
            draw=state.resource_deck, discard=state.resource_discard,
            on_company=self._palantir_hazards(state),
            elves_and_wizards=tuple(c.card_id for c in company
                                    if c.race in stones.ELOSTIRION_RACES),
            environments=self._palantir_environments(state),
            in_play=palantiri.in_play(state, self.catalog),
            looks_canceled=self._looks_canceled(state))
        return palantiri.Scene(state, self.catalog, table, self._palantir_open(state))

    # -- offered and refused ----------------------------------------------------------------
    def _palantir_moves(self, state: S, out: Legal) -> None:
        """The palantíri's uses, Use Palantír and Align Palantír offered now; neither card is
        declared any longer."""
        if not self.plays_palantiri():
            return
        for card in (palantiri.USE_CARD, palantiri.ALIGN_CARD):
            out.pop(f"declare:{card}", None)
        scene = self._palantir_scene(state)
        palantiri.moves(scene, collector(out))
        palantiri.card_moves(state, self.catalog, scene.open_now, collector(out))

    def _refusal(self, state: S, action: str) -> IllegalAction:
        if self.plays_palantiri() and state.outcome is None:
            kind, _, rest = action.partition(":")
            if kind == palantiri.KIND:
                return palantiri.refusal(self._palantir_scene(state), rest)
            refused = palantiri.card_refusal(state, self.catalog, self._palantir_open(state),
                                             kind, rest)
            if refused is not None:
                return refused
        return super()._refusal(state, action)

    # -- played -----------------------------------------------------------------------------
    def _do_palantir(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        """The stone taps (its bearer too where his way taps him), its power is played, then
        he makes a corruption check (CoE 7.1)."""
        scene = self._palantir_scene(ctx.state)
        bearer = ctx.state.character(move.holder)
        assert bearer is not None  # offered on a bearer of the company
        card = self.catalog.get
        power, chosen = stones.resolved(scene.table, card, move.card,
                                        bearer.has_skill(palantiri.SAGE), args, RULE)
        if move.mode in palantiri.TAPS_BEARER:
            ctx.emit("CharacterStateChanged", RULE, character=bearer.card_id, state="tapped",
                     reason=f"using {card(move.card).name}")
        own = power == fold(card(move.card).name)
        shown = card(move.card).name if own else str(args.get("as"))
        ctx.emit("ItemTapped", RULE, item=move.card, bearer=bearer.card_id,
                 mode=f"the power of {shown}", target=None, way=move.mode, chosen=chosen)
        self._palantir_power(ctx, move.card, power, chosen)
        after = ctx.state.character(bearer.card_id)
        if after is not None and ctx.state.outcome is None:
            self._corruption_checked(ctx, after)

    def _palantir_power(self, ctx: Context[S], stone: str, power: str, chosen: str) -> None:
        state = ctx.state
        if power == stones.ANNUMINAS:
            source = "deck" if chosen in state.resource_deck else "discard"
            ctx.emit("CardTakenToHand", RULE, card=chosen, source=source, by=stone)
            ctx.shuffle("resources", list(ctx.state.resource_deck), RULE)
        elif power == stones.ORTHANC:
            ctx.emit("CardPutInDeck", RULE, card=chosen, by=stone)
            ctx.shuffle("resources", list(ctx.state.resource_deck), RULE)
        elif power == stones.MINAS_TIRITH:
            top_seen(ctx, "resources", state.resource_deck, stones.DEPTH, stone, RULE)
        elif chosen in self._palantir_environments(state) and power == stones.OSGILIATH:
            self._environment_discarded(ctx, chosen, stone)
        else:
            who = next(w for h, w in self._palantir_hazards(state) if h == chosen)
            ctx.emit("CorruptionCardRemoved", RULE, card=chosen, character=who, by=stone)

    def _do_use_palantir(self, ctx: Context[S], move: Move, args: Mapping[str, JSON]) -> None:
        """Use Palantír: the sage taps, able to use the stone for the rest of the turn."""
        ctx.emit("CardPlayed", palantiri.EVENT_RULE, card=move.card, mode=palantiri.ENABLE,
                 target=move.target, returns=False)
        ctx.emit("CharacterStateChanged", palantiri.EVENT_RULE, character=move.target,
                 state="tapped")
        ctx.emit("PalantirEnabled", palantiri.EVENT_RULE, character=move.target,
                 palantir=move.holder)

    def _do_align_palantir(self, ctx: Context[S], move: Move,
                           args: Mapping[str, JSON]) -> None:
        """Align Palantír in play on the stone."""
        ctx.emit("PalantirAligned", palantiri.PERMANENT_RULE, card=move.card,
                 palantir=move.holder, character=move.target)

    def _palantiri_moved(self, ctx: Context[S]) -> None:
        """As the movement/hazard phase begins, once the company has moved: the alignments
        it leaves, then the stones it may not keep (counted as the scenario counts its
        company's size)."""
        state = ctx.state
        if not self.plays_palantiri() or not state.moved:
            return
        lost, gone = palantiri.left_behind(state, self.catalog,
                                           company_size(state.company, self.half_races),
                                           self._palantir_stored(state))
        for card, stone, reason in gone:
            if reason == palantiri.STORED:  # stored with its palantír (its card says)
                ctx.emit("AlignmentStored", palantiri.MOVED_RULE, card=card, palantir=stone)
                continue
            ctx.emit("AlignmentDiscarded", palantiri.MOVED_RULE, card=card, palantir=stone,
                     reason=reason)
        for stone, who in lost:
            ctx.emit("ItemLeftPlay", palantiri.MOVED_RULE, item=stone, bearer=who,
                     to="discard")

    def _palantir_corruption(self, state: S, who_id: str) -> int:
        """The corruption points Align Palantír gives the bearer of its stone (from
        ``palantiri_from``)."""
        who = state.character(who_id)
        return 0 if who is None or not self.plays_palantiri() \
            else palantiri.corruption(state, who)

    # -- the automatic player ---------------------------------------------------------------
    def palantir_pick(self, state: S, ids: list[str]) -> tuple[str, dict[str, JSON]] | None:
        """What the automatic player does with a palantír now (None: nothing): a use offered
        that is worth it, else Align Palantír or Use Palantír played to make one."""
        scene = self._palantir_scene(state)
        for stone, who, way in palantiri.uses(scene):
            action = f"{palantiri.KIND}:{stone}:{who.card_id}:{way}"
            worth = self._worth(state, scene, stone, who)
            if action in ids and worth is not None \
                    and (way not in palantiri.TAPS_BEARER or who.card_id != state.hero):
                return action, {"card": worth[1], **({"as": worth[0]} if worth[0] else {})}
        for action in ids:
            kind, _, rest = action.partition(":")
            card, mode, who_id, stone = (*rest.split(":"), "", "", "")[:4]
            bearer = state.character(who_id)
            if kind != "play" or bearer is None or (card, mode) not in (
                    (palantiri.ALIGN_CARD, palantiri.ALIGN),
                    (palantiri.USE_CARD, palantiri.ENABLE)):
                continue
            more = align_palantir.CORRUPTION if card == palantiri.ALIGN_CARD else 0
            if (stone, bearer.card_id) not in state.tapped_items \
                    and self._worth(state, scene, stone, bearer, more) is not None:
                return action, {}
        return None

    def _worth(self, state: S, scene: palantiri.Scene, stone: str, who: Character,
               more: int = 0) -> tuple[str, str] | None:
        """(as, card) of a use of ``stone`` by ``who`` worth making (None: none is): one that
        takes a "sage only" card not itself for a palantír, or removes a hazard from a
        character, his corruption check then sure to pass (``more``: points he would have
        more; CoE 7.1)."""
        more_points = [Modifier(-more, f"card:{palantiri.ALIGN_CARD}", "Align Palantír's "
                                "corruption points", coe.CORRUPTION_CHECK)] if more else []
        if self._check_may_fail(state, who, more_points):
            return None
        for borrowed_as, chosen in palantiri.choices_for(scene, stone, who):
            power = fold(borrowed_as or self.catalog.get(stone).name)
            if power in (stones.ANNUMINAS,) and fold(self.catalog.get(chosen).name) in (
                    palantiri.USE_FOLDED, palantiri.ALIGN_FOLDED):
                continue
            if power in (stones.ANNUMINAS, stones.ELOSTIRION, stones.OSGILIATH):
                return borrowed_as, chosen
        return None

    # -- evolve -----------------------------------------------------------------------------
    def _on_PalantirEnabled(self, state: S, d: Mapping[str, Any]) -> S:
        return replace(state, palantir_enabled=(*state.palantir_enabled,
                                                (str(d["character"]), str(d["palantir"]))))

    def _on_PalantirAligned(self, state: S, d: Mapping[str, Any]) -> S:
        state = self._take_from_hand(state, str(d["card"]), to_discard=False)
        return replace(state, aligned=(*state.aligned, (str(d["card"]), str(d["palantir"]))))

    def _on_AlignmentDiscarded(self, state: S, d: Mapping[str, Any]) -> S:
        gone = (str(d["card"]), str(d["palantir"]))
        return replace(state, aligned=tuple(a for a in state.aligned if a != gone),
                       resource_discard=(*state.resource_discard, gone[0]))

    def _on_AlignmentStored(self, state: S, d: Mapping[str, Any]) -> S:
        gone = (str(d["card"]), str(d["palantir"]))
        return replace(state, aligned=tuple(a for a in state.aligned if a != gone))

    def _on_CardTakenToHand(self, state: S, d: Mapping[str, Any]) -> S:
        card = str(d["card"])
        if d["source"] == "deck":
            deck = list(state.resource_deck)
            deck.remove(card)
            return replace(state, resource_deck=tuple(deck), hand=(*state.hand, card))
        pile = list(state.resource_discard)
        pile.remove(card)
        return replace(state, resource_discard=tuple(pile), hand=(*state.hand, card))

    def _on_CardPutInDeck(self, state: S, d: Mapping[str, Any]) -> S:
        card = str(d["card"])
        pile = list(state.resource_discard)
        pile.remove(card)
        return replace(state, resource_discard=tuple(pile),
                       resource_deck=(*state.resource_deck, card))
