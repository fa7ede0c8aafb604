"""The organization phase: characters brought into play, companies organized, movement
planned, and what the company does at its site before moving (RGO-GEN-1, RGO-HAZ-1)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from domain.canonical import JSON
from domain.cards import Card
from domain.engine import athelas
from domain.engine.movement import reachable, site_path
from domain.ruleset import Action, illegal
from domain.rulesets.road_goes_ever_on import (
    active,
    agents,
    ally_abilities,
    ally_moves,
    anduril,
    arkenstone,
    battles,
    book_of_mazarbul,
    check_helpers,
    council,
    dungeons,
    dwarven_rings,
    followers,
    gates,
    gollum,
    healing_items,
    information_storing,
    morannon,
    move_clauses,
    rescues,
    siege,
    songs,
    storing,
    tokens,
    travel_moves,
    under_deeps_moves,
)
from domain.rulesets.road_goes_ever_on.choices import Choices
from domain.rulesets.road_goes_ever_on.corruption import UNTAPPED as UNTAPPED_REMOVAL
from domain.rulesets.road_goes_ever_on.corruption import CorruptionRemoval
from domain.rulesets.road_goes_ever_on.decision import Decision, Handler
from domain.rulesets.road_goes_ever_on.organization import Organization
from domain.rulesets.road_goes_ever_on.palantir import PalantirUse
from domain.rulesets.road_goes_ever_on.phases.shared import Shared, has_songs, unique
from domain.rulesets.road_goes_ever_on.rings import RingTest
from domain.rulesets.road_goes_ever_on.state import (
    ORGANIZATION,
    State,
)
from domain.rulesets.road_goes_ever_on.turn import Turn
from domain.text import count

#: What a choice ending the organization phase adds to its label while several companies are
#: in play (``OrganizationRules._ending``).
ENDS_PHASE = ", ending the organization phase"


class OrganizationRules(Shared):
    """The organization phase's actions and their handlers."""

    def newcomer_actions(self, state: State) -> list[Action]:
        """The characters of the hand that may come into play now: under general influence
        (``play-character``), or under a character's direct influence (``play-follower``)."""
        turn, _ = self.machinery(state)
        out = [self._newcomer(card_id) for card_id in unique(state.hand)
               if self._brings(turn, state, card_id)]
        if followers.offered(self.played):
            out += followers.actions(state, self.catalog.get, self.catalog.get(state.site),
                                     turn.hand_play_problem, self.played)
        return out

    def _newcomer(self, card_id: str) -> Action:
        """A character of the hand brought into play under general influence."""
        return Action(f"play-character:{card_id}",
                      f"Bring {self.catalog.get(card_id).name} into play", "RGO-GEN-1")

    def _organization_actions(self, state: State) -> list[Action]:
        turn, _ = self.machinery(state)
        here = self.catalog.get(state.site)
        out = self.newcomer_actions(state)
        if storing.offered(self.played):
            out += storing.actions(state, self.catalog.get, self.played)
        choices, organization = self.choices(state), Organization(self.catalog, self.played)
        out += choices.organization(state, self.played)
        out += organization.actions(state)
        out += followers.move_actions(state, self.catalog.get, self.played)
        out += self._removals(state)
        out += PalantirUse(turn).actions(state)
        if self._enhanced:
            out += tokens.gain_actions(state, here, self.played, self.catalog.get)
            out += active.actions(state, here, self.catalog.get, self.played)
        out += songs.actions(state, self.catalog.get) if self._songs_and_agents else []
        out += RingTest(turn).actions(state)
        out += healing_items.actions(state, self.catalog.get, self.played)
        out += book_of_mazarbul.actions(state, self.catalog.get, self.played)
        out += dwarven_rings.actions(state, self.catalog.get, self.played, self._site_open)
        out += self._resources(state)
        out += rescues.actions(state, self.catalog.get) if rescues.offered(self.played) else []
        out += information_storing.actions(state, self.catalog.get, self.played)
        out += anduril.actions(state, self.catalog.get, self.played)

        def may_leave(destination: str | None) -> bool:
            # Split companies: all but one must move, not two to one site (CoE 2.II.3.6, 7.1).
            return organization.leave_refusal(state, destination) is None

        # Gwaihir's flight (an ally's move naming the site) ends the phase; Bill the Pony's
        # says that the turn ends.
        out += [self._ending(state, a) if a.id.count(":") == 2 else a
                for a in ally_moves.actions(state, self.catalog, self.played)
                if may_leave(a.id.rpartition(":")[2])]
        out += gollum.actions(state, self.catalog, self.played)
        out += arkenstone.actions(state, self.played)
        out += [self._ending(state, a) for a in travel_moves.actions(
            state, self.catalog, self.played)  # Eagle-mounts, Paths of the Dead
                if may_leave(a.id.rpartition(":")[2])]
        out += [self._ending(state, a) for a in morannon.actions(state, self.catalog, self.played)
                if may_leave(morannon.free_site(state, self.catalog, self.played))]
        out += self._moves(state)
        if may_leave(None):
            out.append(self._stay(state))
        if self._council_refusal(state) is None:
            out.append(Action("call-council", "Call the Free Council", "RGO-WIN-1"))
        return out

    def _removals(self, state: State) -> list[Action]:
        """The tries to remove a corruption card, by tapping or without (CoE 7.3)."""
        return CorruptionRemoval(self.machinery(state)[0]).actions(state, self.played)

    def _stay(self, state: State) -> Action:
        """The company's own movement planned to stay where it is, as offered (``_ending``)."""
        here = self.catalog.get(state.site)
        return self._ending(state, Action(
            "stay", self._own_move(state, "stays", "Stay", f"at {here.name}"),
            move_clauses.stay_cited(self.played)))

    def _brings(self, turn: Turn, state: State, card_id: str) -> bool:
        """Whether the character ``card_id`` of the hand may be brought into play."""
        card = self.catalog.get(card_id)
        return card.is_character \
            and turn.hand_play_problem(state, card, self.catalog.get(state.site)) is None

    def _moves(self, state: State, to: str | None = None) -> list[Action]:
        """The company's own movement it may plan to a site of the Site deck (RGO-HAZ-1,
        BA-UDMOVE-1), to ``to`` alone when given, as offered (``_ending``)."""
        return [self._ending(state, Action(f"move:{site.id}", label, clause))
                for site, label, clause, closed in self._reach(state, to) if closed is None]

    def _closed_moves(self, state: State) -> list[dict[str, JSON]]:
        """The sites the company's own movement reaches but may not go to now, each with why
        and the clause (the board lists them: a move left out is explained, not silent)."""
        return [{"site": site.name, "why_not": closed[0], "rule": closed[1]}
                for site, _, _, closed in self._reach(state) if closed is not None]

    def _reach(self, state: State, to: str | None = None
               ) -> list[tuple[Card, str, str, tuple[str, str] | None]]:
        """Each site of the Site deck the company's own movement reaches (``to`` alone when
        given): the site, the move's label and clause, and why it is closed now (None: the
        move is open). None is reached while the company may move nowhere
        (choices.move_problem)."""
        here = self.catalog.get(state.site)
        choices, organization = self.choices(state), Organization(self.catalog, self.played)
        if choices.held_problem(state) is not None:
            return []

        def closed(site: Card) -> tuple[str, str] | None:
            # Moria's gate; split companies: all but one must move, not two to one site
            # (CoE 2.II.3.6, 7.1).
            gate = gates.problem(choices.gatekeepers(state, site))
            if gate is not None:
                return gate
            left = organization.leave_refusal(state, site.id)
            return None if left is None else (left.message, left.clause or "")

        sites = [self.catalog.get(s) for s in state.site_deck]
        moves = dungeons.reachable(state, here, sites) if dungeons.offered(self.played) \
            else reachable(here, sites)
        out = [(site, self._own_move(
            state, "moves", "Move", f"to {site.name} ({count(len(path), 'region')})"),
            move_clauses.cited(self.played, here, site), closed(site))
            for site, path in moves if to is None or site.id == to]
        if under_deeps_moves.offered(state.options):
            out += [(site, self._own_move(state, "moves", "Move", under_deeps_moves.way(
                here, site)), move_clauses.under_deeps(self.played, here), closed(site))
                for site in under_deeps_moves.destinations(here, sites)
                if to is None or site.id == to]
        return out

    def _own_move(self, state: State, does: str, do: str, where: str) -> str:
        """A move of the organizing company as its choice reads: named while another company
        is in play, so that it is not taken for theirs ("The company of Aragorn II, Bilbo
        moves to ..."), else "Move to ..."."""
        if not state.companies:
            return f"{do} {where}"
        return f"The company of {self._company_names(state, state.company)} {does} {where}"

    @staticmethod
    def _ending(state: State, action: Action) -> Action:
        """A choice that moves the organizing company (or keeps it where it is), which ends the
        organization phase for every company, saying so while another company is in play:
        another company's move beside it only plans that company's."""
        if not state.companies:
            return action
        return replace(action, label=f"{action.label}{ENDS_PHASE}")

    def _offers_character(self, state: State, action: str) -> Action | None:
        card_id = action.partition(":")[2]
        if card_id in state.hand and self._waits_in(state, ORGANIZATION) \
                and self._brings(self.machinery(state)[0], state, card_id):
            return self._newcomer(card_id)
        return None

    def _offers_move(self, state: State, action: str) -> Action | None:
        """The company's own ``move:<site>`` and ``stay``; another company's, the whole list."""
        kind, _, rest = action.partition(":")
        if kind == "stay" and not rest:
            if self._waits_in(state, ORGANIZATION) and Organization(
                    self.catalog, self.played).leave_refusal(state, None) is None:
                return self._stay(state)
            return None
        if kind == "move" and rest and ":" not in rest and state.waiting(rest) is None:
            if not self._waits_in(state, ORGANIZATION):
                return None
            return next((a for a in self._moves(state, rest) if a.id == action), None)
        return next((a for a in self.actions(state) if a.id == action), None)

    def _offers_removal(self, state: State, action: str) -> Action | None:
        """A try to remove a corruption card, offered while organizing (_organization_actions)."""
        if not self._waits_in(state, ORGANIZATION):
            return None
        return next((a for a in self._removals(state) if a.id == action), None)

    def _council(self, d: Decision) -> None:
        ctx, turn = d.ctx, d.turn
        if d.rest:
            raise illegal(f"call-council takes nothing after it (not {d.rest!r}).",
                          council.TIMING if council.at_end_of_turn(self.played) else "RGO-WIN-1")
        refusal = self._council_refusal(ctx.state)
        if refusal is not None:
            raise illegal(*refusal)
        battles.council(ctx)  # the Battles left on the Display cost their MP (RGO-BATTLE-9)
        if turn.free_council(ctx, dict(self.score(ctx.state))):
            self._council_over(ctx, turn)  # else once a traitor's attack is over

    def _split_or_join(self, d: Decision) -> None:
        if self._organizes_companies(d.state, d.kind, d.rest):
            Organization(self.catalog, self.played).decide(d.ctx, d.kind, d.rest)
        else:
            d.require()

    def _move_or_stay(self, d: Decision) -> None:
        """Another company's movement, or the company's own (RGO-HAZ-1, 6)."""
        if self._organizes_companies(d.state, d.kind, d.rest):
            Organization(self.catalog, self.played).decide(d.ctx, d.kind, d.rest)
            return
        d.require()
        ctx, state, target = d.ctx, d.state, None
        if d.kind == "move" and not siege.held(ctx):  # else it stays (siege.py)
            origin, target = self.catalog.get(state.site), self.catalog.get(d.rest)
            ctx.emit("MovementPlanned", move_clauses.cited(self.played, origin, target),
                     destination=d.rest, path=list(site_path(origin, target) or ()))
            if agents.offered(self.played):
                agents.left_behind(ctx)
            if under_deeps_moves.offered(state.options) \
                    and under_deeps_moves.rolls_when_planned(self.played) \
                    and not under_deeps_moves.arrives(ctx, origin, target):
                target = None
        Choices(d.turn, d.site_phase).moved(ctx, target)
        d.turn.begin_long_events(ctx)

    def _organizes_companies(self, state: State, kind: str, rest: str) -> bool:
        """A split, a join, or another company's movement in the organization phase."""
        if state.phase != ORGANIZATION or self._awaited_actions(state) is not None:
            return False
        return kind in ("split", "join") or (kind in ("move", "stay") and (
            ":" in rest or state.waiting(rest) is not None))

    def _play_character(self, d: Decision) -> None:
        d.turn.play_from_hand(d.ctx, self.catalog.get(d.rest), "RGO-GEN-1")

    def _follower(self, d: Decision) -> None:
        """A character comes into play under a character's direct influence (followers.py;
        before ``followers.DIRECT_SINCE`` Sam Gamgee under Frodo's alone, RGO-ABIL-24)."""
        ctx, turn = d.ctx, d.turn
        here = self.catalog.get(ctx.state.site)
        d.require(lambda: followers.refusal(ctx.state, self.catalog.get, here, d.rest,
                                            turn.hand_play_problem, self.played))
        followers.play(ctx, self.catalog.get, d.rest, turn.play_from_hand)

    def _influence_move(self, d: Decision) -> None:
        """A character moved under another's direct influence, or back to general influence
        (followers.py, CoE 2.II.3.2)."""
        d.require(lambda: followers.move_refusal(d.state, self.catalog.get, d.kind, d.rest,
                                                 self.played))
        followers.move(d.ctx, self.catalog.get, d.kind, d.rest)

    def _organization_choice(self, d: Decision) -> None:
        Choices(d.turn, d.site_phase).decide_organization(d.ctx, d.kind, d.rest)

    def _ease_limit(self, d: Decision) -> None:
        Choices(d.turn, d.site_phase).ease(d.ctx, d.rest, d.args)

    def _remove_corruption(self, d: Decision) -> None:
        CorruptionRemoval(d.turn).decide(d.ctx, d.rest, d.args,
                                         untapped=d.kind == UNTAPPED_REMOVAL)

    def _use_palantir(self, d: Decision) -> None:
        PalantirUse(d.turn).decide(d.ctx, d.rest, d.args)

    def _test_ring(self, d: Decision) -> None:
        RingTest(d.turn).decide(d.ctx, d.rest, d.args)

    def _tribe_gift(self, d: Decision) -> None:
        dwarven_rings.use(d.ctx, d.rest, self._site_open, d.args, d.turn.waiting_check(
            check_helpers.ACTION))

    def _song(self, d: Decision) -> None:
        """Seek a Song or sing one in the organization phase (RGO-SONG-1 to 6), refused by
        name with its clause otherwise."""
        ctx, kind, rest, args = d.ctx, d.kind, d.rest, d.args
        state, card = ctx.state, self.catalog.get
        if f"{kind}:{rest}" not in [a.id for a in self.actions(state)]:
            raise songs.refusal(state, card, kind, rest)
        if kind == "seek-song":
            songs.seek(ctx, card, rest)
            return
        song, _, effect = rest.partition(":")
        problem = songs.sing_problem(state, song, effect, args)
        if problem is not None:
            raise problem
        songs.sing(ctx, card, song, effect, args)

    def _ally_move(self, d: Decision) -> None:
        ctx, turn = d.ctx, d.turn
        d.require(lambda: ally_moves.refusal(d.state, self.catalog, d.rest, self.played))
        if self._besieged(d):
            return
        flown = ally_moves.move(ctx, self.catalog, d.rest)
        if flown is None:  # Bill the Pony: at the Haven, the turn ends
            turn.organization_ends(ctx)
            ally_abilities.leave_regions(ctx, self.catalog, ctx.state.site)
            turn.end_turn(ctx)
            return
        if agents.offered(self.played):  # Gwaihir: the move is planned
            agents.left_behind(ctx)
        Choices(d.turn, d.site_phase).moved(ctx, flown)
        turn.begin_long_events(ctx)

    def _travel(self, d: Decision) -> None:
        d.require(lambda: travel_moves.refusal(d.state, self.catalog, d.rest, self.played))
        if self._besieged(d):
            return
        moved = travel_moves.move(d.ctx, self.catalog, d.rest)
        if agents.offered(self.played):
            agents.left_behind(d.ctx)
        Choices(d.turn, d.site_phase).moved(d.ctx, moved)
        d.turn.begin_long_events(d.ctx)

    def _morannon(self, d: Decision) -> None:
        """Morannon played as the company's new site, its move planned (morannon.py)."""
        d.require(lambda: morannon.refusal(d.state, self.catalog, d.rest, self.played))
        if self._besieged(d):
            return
        moved = morannon.play(d.ctx, self.catalog)
        if agents.offered(self.played):
            agents.left_behind(d.ctx)
        Choices(d.turn, d.site_phase).moved(d.ctx, moved)
        d.turn.begin_long_events(d.ctx)

    @staticmethod
    def _besieged(d: Decision) -> bool:
        """A move out of the organization phase by a card (Gwaihir, a travel card) at a
        besieged site: True when the Siege's roll holds the company, which stays."""
        if d.ctx.state.phase != ORGANIZATION or not siege.held(d.ctx):
            return False
        Choices(d.turn, d.site_phase).moved(d.ctx, None)
        d.turn.begin_long_events(d.ctx)
        return True


#: The handlers of the organization phase's actions (by kind).
ORGANIZATION_HANDLERS: dict[str, Handler[Any]] = {
    "call-council": Handler(OrganizationRules._council),
    **dict.fromkeys(("split", "join"), Handler(OrganizationRules._split_or_join)),
    **dict.fromkeys(("move", "stay"), Handler(OrganizationRules._move_or_stay,
                                              offers=OrganizationRules._offers_move)),
    "play-character": Handler(OrganizationRules._play_character, listed=True,
                              offers=OrganizationRules._offers_character),
    followers.KIND: Handler(OrganizationRules._follower, followers.offered),
    **dict.fromkeys((followers.TAKE, followers.RELEASE),
                    Handler(OrganizationRules._influence_move, followers.direct)),
    **dict.fromkeys(("train", "saruman"),
                    Handler(OrganizationRules._organization_choice, listed=True)),
    "ease-limit": Handler(OrganizationRules._ease_limit, listed=True),
    **dict.fromkeys(("remove-corruption", UNTAPPED_REMOVAL),
                    Handler(OrganizationRules._remove_corruption, listed=True,
                            offers=OrganizationRules._offers_removal)),
    "use-palantir": Handler(OrganizationRules._use_palantir, listed=True),
    "test-ring": Handler(OrganizationRules._test_ring, listed=True),
    dwarven_rings.KIND: Handler(OrganizationRules._tribe_gift, listed=True),
    **dict.fromkeys(("seek-song", "sing"), Handler(OrganizationRules._song, has_songs)),
    ally_moves.KIND: Handler(OrganizationRules._ally_move, ally_moves.offered),
    travel_moves.KIND: Handler(OrganizationRules._travel, travel_moves.offered),
    morannon.KIND: Handler(OrganizationRules._morannon, morannon.offered),
    storing.KIND: Handler(storing.handle, storing.offered),
    **dict.fromkeys(information_storing.KINDS,
                    Handler(information_storing.handle, information_storing.plays)),
    **dict.fromkeys(anduril.KINDS, Handler(anduril.handle, anduril.plays)),
    gollum.KIND: Handler(gollum.handle, gollum.offered),
    arkenstone.KIND: Handler(arkenstone.handle, arkenstone.offered),
    athelas.KIND: Handler(healing_items.handle, listed=True),
    book_of_mazarbul.KIND: Handler(book_of_mazarbul.handle, listed=True),
}
