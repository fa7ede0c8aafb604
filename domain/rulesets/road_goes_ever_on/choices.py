"""The player's choices that encounter results, home sites and individual site rules open:
the actions they add to each phase, why one is refused, and what taking one does.

Choices that need a card to discard (Busy Market, Horses and the Port and Lake-town rules)
name it in the ``discard`` argument; Smoke Rings names the character who taps in
``character``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from domain import canonical
from domain.canonical import JSON
from domain.cards import Card, fold
from domain.engine import coe
from domain.engine.checks import AT_LEAST, Modifier, check
from domain.ruleset import Action, Context, illegal, played_since
from domain.rulesets.road_goes_ever_on import (
    corruption_cards,
    factions,
    gates,
    hazard_scripts,
    rescues,
    skill_taps,
    staying,
    step_checks,
    tables,
    tokens,
)
from domain.rulesets.road_goes_ever_on.combat import explained
from domain.rulesets.road_goes_ever_on.items_in_play import item_data
from domain.rulesets.road_goes_ever_on.site_phase import SitePhase, hospitality_targets
from domain.rulesets.road_goes_ever_on.state import Company, Pending, State
from domain.rulesets.road_goes_ever_on.turn import Turn

if TYPE_CHECKING:
    from domain.engine.characters import Character
    from domain.errors import IllegalAction

#: Hospitality removes a hazard permanent-event with 2D6 + its modifier of at least this.
HOSPITALITY_NEEDED = 7
#: The decks News and Gossip may look at, and the state field each one is.
NEWS_DECKS = {"quest": "quest_deck", "hazard": "hazards", "long-event": "long_events",
              "player": "draw"}
MAX_SKILL_TOKENS = 3
PALANTIR_OF_ORTHANC = "Palantír of Orthanc"
#: The first version in which a Busy Market's item is bought by an untapped character only:
#: it is played as any item is, by tapping an untapped character (CoE-2.V.4), and offered for
#: none other. Before, a tapped or wounded one was offered too, set tapped by the play (a
#: wounded one so healed).
MARKET_UNTAPPED_SINCE = 238
#: The first version in which Bree's search of the draw deck (RGO-SITE-BH-S1) finds The
#: Prancing Pony, a resource permanent-event, and plays it as one: out of the deck into play,
#: where it stays (``PermanentEventPlayedFromDeck``); a unique one not while a card of its name
#: is in play. The rules document prints no text for it, so it does nothing more. Before,
#: only an ally was found (Bill the Pony).
PERMANENT_SEARCH_SINCE = 238
DISCARD_PARAM = {"discard": "a card id of your hand to discard"}


def discardable(state: State, keep: str | None = None) -> dict[str, tuple[str, ...]]:
    """The cards of the hand that ``DISCARD_PARAM`` may name, each once: all of them but one
    copy of ``keep`` (the item bought with the discard)."""
    hand = list(state.hand)
    if keep is not None and keep in hand:
        hand.remove(keep)
    return {"discard": tuple(dict.fromkeys(hand))}


@dataclass(frozen=True, slots=True)
class Easing:
    """A way to discard a card to lower this turn's hazard limit."""

    source: str  # the clause, used once a turn
    reduction: int
    label: str


class Choices:
    def __init__(self, turn: Turn, site_phase: SitePhase) -> None:
        self.turn = turn
        self.site_phase = site_phase
        self.tables = turn.tables

    def card(self, card_id: str) -> Card:
        return self.turn.card(card_id)

    # -- who is where -------------------------------------------------------------------------
    def at_home(self, state: State) -> list[str]:
        """Untapped characters whose home site is the company's site (RGO-HOME-*)."""
        here = fold(self.card(state.site).name)
        return [c.card_id for c in state.characters if c.untapped and any(
            fold(h) == here for h in self.card(c.card_id).home_sites)]

    def saruman(self, state: State) -> str | None:
        if not self.turn.sanctuary(state, self.card(state.site)):
            return None
        return next(c.card_id for c in state.characters if fold(c.name) == fold("Saruman"))

    # -- the organization phase ---------------------------------------------------------------
    def organization(self, state: State, played: str) -> list[Action]:
        out: list[Action] = []
        training = state.benefit("training", state.site) is not None
        saruman = self.saruman(state)
        companies = staying.family(state) if staying.checked(played) else None
        for c in state.characters:
            if not c.untapped or state.skill(c.card_id) >= MAX_SKILL_TOKENS:
                continue
            # Training makes the company stay: not when another split company must too.
            if companies is not None \
                    and staying.family_problem(state, companies, trained=[c.card_id]):
                continue
            if training:
                out.append(Action(f"train:{c.card_id}", f"{c.name} trains (and the company "
                                  "stays)", "RGO-SITE-BH-6"))
            elif saruman and c.has_skill("sage") and c.card_id != saruman:
                out.append(Action(f"train:{c.card_id}", f"{c.name} studies at Isengard (and "
                                  "the company stays)", "RGO-SITE-RL-S5"))
        if saruman and state.character(saruman) and state.character(saruman).untapped:  # type: ignore[union-attr]
            if state.quest_deck:
                out.append(Action("saruman:reveal", "Saruman reveals a Quest card",
                                  "RGO-SITE-RL-S4"))
            if self._palantir(state) is not None:
                out.append(Action("saruman:palantir", f"Saruman brings out the "
                                  f"{PALANTIR_OF_ORTHANC}", "RGO-SITE-RL-S4"))
        return out

    def _palantir(self, state: State) -> str | None:
        return next((c for c in state.quest_deck
                     if fold(self.card(c).name) == fold(PALANTIR_OF_ORTHANC)), None)

    def move_problem(self, state: State, target: Card) -> tuple[str, str] | None:
        return self.held_problem(state) or gates.problem(self.gatekeepers(state, target))

    def held_problem(self, state: State) -> tuple[str, str] | None:
        """Why the company may move to no site at all (a character detained, or one who
        trained or took heart), or None."""
        held = factions.move_problem(state, state.characters)
        if held is not None:
            return held
        if state.staying:
            here = self.card(state.site)
            if here.is_haven or here.site_type == "free-hold":  # an Enhanced Site (RGO-SITE-1)
                return (f"A character took an option of {here.name}'s Enhanced Site (he took "
                        "heart or trained): the company stays there this turn.", "RGO-SITE-2")
            return "A character trained: the company stays this turn.", "RGO-SITE-BH-6"
        return None

    def gatekeepers(self, state: State, target: Card) -> tuple[tables.SiteRule, list[str]] | None:
        """The tap-to-pass rule of the origin or destination and who could tap for it."""
        return gates.keepers(self.tables, self.card(state.site), target, state.characters,
                             state.wizard)

    def moved(self, ctx: Context[State], target: Card | None) -> None:
        """After the movement is planned (or the company stays): the gate of Moria and the
        Merry Meal."""
        state = ctx.state
        if target is not None:
            gate = self.gatekeepers(state, target)
            if gate is not None:
                ctx.emit("CharacterStateChanged", gate[0].clause, character=gate[1][0],
                         state="tapped", reason=f"passing the gate of {gate[0].site}")
        meal = state.benefit("merry-meal", state.site)
        if meal is not None and len(state.path) <= meal:
            kept = {"kept": held} if (held := rescues.kept_tapped(state)) else {}
            ctx.emit("CharactersUntapped", "RGO-TAV-11", healed=[],
                     reason=f"a Merry Meal: moving {len(state.path)} regions", **kept)

    def decide_organization(self, ctx: Context[State], kind: str, rest: str) -> None:
        if kind == "train":
            rule = "RGO-SITE-BH-6" if ctx.state.benefit("training", ctx.state.site) \
                is not None else "RGO-SITE-RL-S5"
            ctx.emit("CharacterStateChanged", rule, character=rest, state="tapped")
            ctx.emit("SkillTokenGained", rule, character=rest,
                     tokens=ctx.state.skill(rest) + 1)
            ctx.emit("CompanyStays", rule, reason="a character trained", character=rest,
                     company=ctx.state.company)
        elif rest == "reveal":
            ctx.emit("CharacterStateChanged", "RGO-SITE-RL-S4",
                     character=self.saruman(ctx.state), state="tapped")
            self.turn.reveal_quest(ctx, "RGO-SITE-RL-S4")
        else:
            saruman = self.saruman(ctx.state)
            palantir = self._palantir(ctx.state)
            assert saruman is not None and palantir is not None
            ctx.emit("CharacterStateChanged", "RGO-SITE-RL-S4", character=saruman,
                     state="tapped")
            ctx.emit("QuestCardSearched", "RGO-SITE-RL-S4", card=palantir,
                     name=PALANTIR_OF_ORTHANC, character=saruman,
                     item=item_data(self.card(palantir), ctx.ruleset.played))

    # -- easing the hazard limit (long-event phase, before the hazards) -----------------------
    def easings(self, state: State, company: Company | None = None) -> list[Easing]:
        """The discards that may lower the hazard limit of ``company`` (default: the running
        one) this turn, each once."""
        moving = company or state.running()
        if moving.destination is None:
            return []
        origin, target = self.card(moving.site), self.card(moving.destination)
        out = []
        horses = state.benefit("horses", moving.site)
        if horses is not None:
            out.append(Easing("RGO-INN-9", horses, "Horses"))
        for rule in self.tables.rules_for(origin.name, "hazard-limit-discard") + [
                r for r in self.tables.rules_for(target.name, "hazard-limit-discard")
                if r.param("path_region_type") is not None]:
            wanted_target = rule.param("destination")
            wanted_region = rule.param("path_region_type")
            if wanted_target is not None and fold(wanted_target) != fold(target.name):
                continue
            if wanted_region is not None and wanted_region not in moving.path:
                continue
            out.append(Easing(rule.clause, int(rule.param("reduction")), rule.site))
        done = {source for who, source, _ in state.eased if who == moving.id}
        return [e for e in out if e.source not in done]

    def long_event(self, state: State) -> list[Action]:
        """Each moving company's discards, offered before any company's hazards are drawn
        (another company's action names it: ``ease-limit:<clause>:<company>``)."""
        if not state.hand:
            return []
        out = []
        for company in state.all_companies():
            other = company.id != state.company
            suffix = f":{company.id}" if other else ""
            whose = f"; the company of {', '.join(c.name for c in company.characters)}" \
                if state.companies else ""
            out += [Action(f"ease-limit:{e.source}{suffix}", f"Discard a card to lower the "
                           f"hazard limit by {e.reduction} ({e.label}{whose})", e.source,
                           DISCARD_PARAM, discardable(state))
                    for e in self.easings(state, company)]
        return out

    def ease(self, ctx: Context[State], rest: str, args: Mapping[str, JSON]) -> None:
        source, _, company_id = rest.partition(":")
        company = next(c for c in ctx.state.all_companies()
                       if c.id == (company_id or ctx.state.company))
        easing = next(e for e in self.easings(ctx.state, company) if e.source == source)
        discard = self._discard_arg(ctx.state, args, source)
        ctx.emit("CardsDiscarded", source, cards=[discard])
        ctx.emit("HazardLimitEased", source, source=source, reduction=easing.reduction,
                 by=easing.label, company=company.id)

    def _discard_arg(self, state: State, args: Mapping[str, JSON], rule: str,
                     keep: str | None = None) -> str:
        discard = args.get("discard")
        choices = discardable(state, keep)["discard"]
        if isinstance(discard, str) and discard in choices:
            return discard
        # What was given, if anything, and what may be: a card not in the hand is no card left
        # out, and the choices save a look at the hand.
        name = ("Name" if discard is None
                else f"{canonical.dumps(discard)} is not in your hand: name")
        named = ", ".join(f"{c} ({self.card(c).name})" for c in choices)
        raise illegal(f"{name} the card of your hand to discard (the \"discard\" argument), one "
                      f"of: {named}.", rule)

    # -- the site phase -----------------------------------------------------------------------
    def before_exploring(self, state: State) -> list[Action]:
        site = self.card(state.site)
        out = [Action(f"search-and-play:{c}", f"Search your deck for {self.card(c).name} and "
                      "play it", rule.clause) for rule, c in self.searchable(state)]
        if tables.table_for_site_type(site.site_type or "") is None \
                or self.saruman(state) is not None:
            return out
        return out + [Action(f"explore-at-home:{c}", f"{self.card(c).name} taps to roll the "
                             "encounter twice and choose", "RGO-HOME-2")
                      for c in self.at_home(state)]

    def searchable(self, state: State) -> list[tuple[tables.SiteRule, str]]:
        """Cards of the draw deck a site's rule lets the player play at once (Bree)."""
        out = []
        for rule in self.tables.rules_for(self.card(state.site).name, "search-and-play"):
            names = [fold(n) for n in rule.param("cards")]
            out += [(rule, c) for c in dict.fromkeys(state.draw)
                    if fold(self.card(c).name) in names and self.found(state, self.card(c))]
        return out

    def found(self, state: State, card: Card) -> bool:
        """Whether a search of the draw deck plays ``card``: an ally; from
        ``PERMANENT_SEARCH_SINCE`` a resource permanent-event too, a unique one only while no
        card of its name is in play."""
        if card.is_ally:
            return True
        if not played_since(self.turn.played, PERMANENT_SEARCH_SINCE) \
                or card.card_type != "Resource" or "Permanent-event" not in card.subtypes:
            return False
        return not card.unique or all(fold(self.card(c).name) != fold(card.name)
                                      for c in state.resource_permanents)

    def pending(self, state: State) -> list[Action]:
        out = []
        for i, (table, roll) in enumerate(state.pending_rolls):
            label = f"Take the roll of {roll} on the {table} table"
            out.append(Action(f"choose-roll:{i}", label, "RGO-HOME-2"))
            # A row that taps a character for a skill: his Skill token may stand in.
            if skill_taps.offered(state, self.card, [self.tables[table].lookup(roll)]):
                out.append(Action(f"choose-roll:{i}:{tokens.SKILL_TOKEN}",
                                  f"{label}; {skill_taps.LABEL}", skill_taps.CLAUSE))
        return out

    def site(self, state: State) -> list[Action]:
        out: list[Action] = []
        minor = [c for c in dict.fromkeys(state.hand) if self.card(c).item_class == "minor"]
        if state.offer("market") and len(state.hand) > 1:
            out += [Action(f"market-item:{i}:{c.card_id}", f"{c.name} buys "
                           f"{self.card(i).name} at the market", "RGO-SITE-BH-3",
                           DISCARD_PARAM, discardable(state, i))
                    for i in minor for c in self.market_buyers(state)]
        if state.offer("rumours"):
            out += [Action(f"untap-site:{s}", f"Untap {self.card(s).name}", "RGO-SITE-BH-4")
                    for s in self.site_phase.nearby_tapped_sites(state)]
        if state.offer("hospitality"):
            out += [Action(f"hospitality:{h}:{who}", f"Try to lose {self.card(h).name} from "
                           f"{self.card(who).name}", "RGO-INN-7")
                    for h, who in hospitality_targets(state, self.turn.played)]
        if state.offer("songs"):
            out += [Action(f"take-song:{c}", f"Take {self.card(c).name} into your hand",
                           "RGO-INN-10") for c, _ in self.site_phase.songs(state)]
        if state.offer("smoke-rings") and any(c.untapped for c in state.characters):
            out += [Action(f"smoke-rings:{c}", f"Take {self.card(c).name} into your hand",
                           "RGO-INN-11", {"character": "an untapped character who taps"},
                           {"character": tuple(w.card_id for w in state.characters
                                               if w.untapped)})
                    for c, _ in self.site_phase.resources(state)]
        if state.offer("news"):
            out += [Action(f"look-top:{deck}", f"Look at the top card of the {deck} deck",
                           "RGO-TAV-6") for deck, field in NEWS_DECKS.items()
                    if getattr(state, field)]
        if not state.site_closed:
            out += [Action(f"home-item:{i}:{c}", f"{self.card(c).name} taps to take up "
                           f"{self.card(i).name} at home", "RGO-HOME-3")
                    for i in minor for c in self.at_home(state)]
        return out

    def market_buyers(self, state: State) -> list[Character]:
        """Who may buy at a Busy Market: from ``MARKET_UNTAPPED_SINCE`` an untapped character,
        who taps to play the item (CoE-2.V.4); before, any of the company."""
        if not played_since(self.turn.played, MARKET_UNTAPPED_SINCE):
            return list(state.characters)
        return [c for c in state.characters if c.untapped]

    def decide_site(self, ctx: Context[State], kind: str, rest: str,
                    args: Mapping[str, JSON]) -> None:
        state = ctx.state
        if kind == "search-and-play":
            rule = next(r for r, c in self.searchable(state) if c == rest)
            searched = self.card(rest)
            ctx.emit("AllyPlayedFromDeck" if searched.is_ally else "PermanentEventPlayedFromDeck",
                     rule.clause, card=rest, name=searched.name)
        elif kind == "explore-at-home":
            ctx.emit("CharacterStateChanged", "RGO-HOME-2", character=rest, state="tapped")
            ctx.emit("HomeRollsUsed", "RGO-HOME-2", character=rest)
            self.site_phase.explore(ctx)
        elif kind == "choose-roll":
            index, _, token = rest.partition(":")
            phase = SitePhase(self.turn, skill_token=True) if token else self.site_phase
            phase.choose_roll(ctx, int(index))
        elif kind == "market-item":
            item, _, who = rest.partition(":")
            discard = self._discard_arg(state, args, "RGO-SITE-BH-3", keep=item)
            ctx.emit("CardsDiscarded", "RGO-SITE-BH-3", cards=[discard])
            last = step_checks.market_last(ctx.ruleset.played)  # the last of its step's acts
            self._item(ctx, item, who, "RGO-SITE-BH-3", market=last)
            if not last:
                ctx.emit("OfferUsed", "RGO-SITE-BH-3", offer="market", partly=True)
        elif kind == "home-item":
            item, _, who = rest.partition(":")
            self._item(ctx, item, who, "RGO-HOME-3")
        elif kind == "untap-site":
            ctx.emit("SiteUntapped", "RGO-SITE-BH-4", site=rest)
            ctx.emit("OfferUsed", "RGO-SITE-BH-4", offer="rumours")
        elif kind == "hospitality":
            self._hospitality(ctx, rest)
        elif kind == "take-song":
            source = dict(self.site_phase.songs(state))[rest]
            ctx.emit("CardTakenToHand", "RGO-INN-10", card=rest, source=source)
            ctx.emit("OfferUsed", "RGO-INN-10", offer="songs")
        elif kind == "smoke-rings":
            smoker = args.get("character")
            found = state.character(smoker) if isinstance(smoker, str) else None
            if found is None or not found.untapped:
                raise illegal("Name an untapped character of the company to tap (the "
                              "\"character\" argument).", "RGO-INN-11")
            ctx.emit("CharacterStateChanged", "RGO-INN-11", character=found.card_id,
                     state="tapped")
            source = dict(self.site_phase.resources(state))[rest]
            ctx.emit("CardTakenToHand", "RGO-INN-11", card=rest, source=source)
            ctx.emit("OfferUsed", "RGO-INN-11", offer="smoke-rings")
        elif kind == "look-top":
            top = getattr(state, NEWS_DECKS[rest])[0]
            ctx.emit("TopCardSeen", "RGO-TAV-6", deck=rest, card=top, name=self.card(top).name)
            ctx.emit("OfferUsed", "RGO-TAV-6", offer="news")

    def _item(self, ctx: Context[State], item: str, who: str, rule: str,
              market: bool = False) -> None:
        """``item`` played on ``who`` (``market``: a Busy Market's offer used after its
        checks, as the step's last act)."""
        card = self.card(item)
        ctx.emit("ItemPlayed", rule, card=item, name=card.name, character=who,
                 item=item_data(card, ctx.ruleset.played))
        ctx.emit("CharacterStateChanged", coe.PLAY_ITEM, character=who, state="tapped")
        if step_checks.plays(ctx.ruleset.played):  # its checks may stop for an attack
            used = [Pending(step_checks.MARKET_USED, rule=rule)] if market else []
            step_checks.run(ctx, self.turn,
                            [*step_checks.item_checks(ctx, ctx.ruleset.catalog, item, who),
                             *used], step_checks.ITEM_PLAYED)
            return
        hazard_scripts.greed(ctx, ctx.ruleset.catalog, item, who, self.turn.hazard_check)
        corruption_cards.item_gained(ctx, item)

    def _hospitality(self, ctx: Context[State], rest: str) -> None:
        hazard, _, who = rest.partition(":")
        modifier = ctx.state.offer("hospitality") or 0
        index = ctx.position("dice")
        dice = ctx.roll(f"removing {self.card(hazard).name}", "RGO-INN-7")
        roll = sum(dice)
        removed = roll + modifier >= HOSPITALITY_NEEDED
        offer = Modifier(modifier, "rule:RGO-INN-7", "the inn's hospitality", "RGO-INN-7")
        ctx.emit("HazardRemovalRolled", "RGO-INN-7", card=hazard, character=who, roll=roll,
                 modifier=modifier, needed=HOSPITALITY_NEEDED, removed=removed,
                 **explained(ctx, check(dice, [offer], HOSPITALITY_NEEDED, AT_LEAST, index)))
        if removed:
            ctx.emit("CorruptionCardRemoved", "RGO-INN-7", card=hazard, character=who)
        ctx.emit("OfferUsed", "RGO-INN-7", offer="hospitality")

    def refusal(self, state: State, kind: str, rest: str) -> IllegalAction | None:
        """Why a choice of this module is not open now, citing its clause."""
        rules = {"market-item": ("There is no market open here.", "RGO-SITE-BH-3"),
                 "untap-site": ("No Local Rumours let that site untap.", "RGO-SITE-BH-4"),
                 "hospitality": ("No Hospitality is offered.", "RGO-INN-7"),
                 "take-song": ("Songs and Tales offer no such Song.", "RGO-INN-10"),
                 "smoke-rings": ("Smoke Rings offer no such card.", "RGO-INN-11"),
                 "look-top": ("No News and Gossip is offered.", "RGO-TAV-6"),
                 "search-and-play": ("No rule of this site lets you search for that card.",
                                     "RGO-SITE-BH-S1"),
                 "home-item": ("Only an untapped character at his home site may take up a "
                               "minor item this way.", "RGO-HOME-3"),
                 "explore-at-home": ("Only an untapped character at his home site may roll "
                                     "twice.", "RGO-HOME-2"),
                 "choose-roll": ("There is no pair of rolls to choose from.", "RGO-HOME-2"),
                 "train": ("No training is offered to that character now.", "RGO-SITE-BH-6"),
                 "saruman": ("Saruman is not at Isengard with the company, untapped.",
                             "RGO-SITE-RL-S4"),
                 "ease-limit": ("Nothing lets a discard lower the hazard limit now.",
                                "RGO-INN-9")}
        hazard, _, who = rest.partition(":")
        buyer = state.character(who) if kind == "market-item" else None
        if buyer is not None and state.offer("market") is not None \
                and buyer not in self.market_buyers(state):
            return illegal(f"{buyer.name} is {buyer.state}: an item is played by tapping an "
                           "untapped character, and so is one bought at the market.",
                           coe.PLAY_ITEM)
        if kind == "hospitality" and state.offer("hospitality") is not None \
                and (hazard, who) in state.permanent_hazards:
            return illegal(f"The Inn's Hospitality is for a character here: "
                           f"{self.card(who).name} is not in the company at the Inn.",
                           "RGO-INN-7")
        found = rules.get(kind)
        return illegal(*found) if found else None
