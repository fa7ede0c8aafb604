"""What the player sees: the board, the score, the Shadow, the narration; and the rest
of the contract."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from domain.canonical import JSON
from domain.clauses import Clause
from domain.clauses import catalog as clause_catalog
from domain.engine import allies as engine_allies
from domain.engine import character_view
from domain.engine.characters import Character
from domain.engine.influence import STANDARD_GENERAL_INFLUENCE
from domain.ruleset import Fact, describe
from domain.rulesets.road_goes_ever_on import (
    abilities,
    attack_view,
    battles,
    dungeons,
    factions,
    followers,
    golden_hoard,
    hazards_view,
    new_cards,
    pile_factions,
    shadow,
    strike_terms,
    victory,
)
from domain.rulesets.road_goes_ever_on.notes import RULES_NOTES
from domain.rulesets.road_goes_ever_on.phases.organization import OrganizationRules
from domain.rulesets.road_goes_ever_on.state import (
    ORGANIZATION,
    State,
    evolve,
)
from domain.rulesets.road_goes_ever_on.turn import corruption_points, hazards_on
from domain.shadow_view import ShadowView


class Views(OrganizationRules):
    """The views of the game and the rest of the ruleset's contract."""

    #: What ``redbook simulate`` counts in a game.
    tallies = {"raids": ("RaidBegan", None), "raids won": ("RaidEnded", "won"),
               "battles": ("BattleBegan", None), "battles won": ("BattleEnded", "won"),
               "dungeons explored": ("MarshallingPointsGained", dungeons.POINTS),
               "splits": ("CompanySplit", None), "joins": ("CompaniesJoined", None)}
    # The module's function itself, called once for every fact: no method in between.
    evolve = staticmethod(evolve)

    def result(self, state: State) -> dict[str, JSON] | None:
        return dict(state.outcome) if state.outcome is not None else None

    def clauses(self) -> dict[str, Clause]:
        """Its own clauses and those of the expansions it plays: The Dragons (TD-*, TDH-*) and
        The Balrog's Under-deeps movement (BA-*)."""
        return _clauses(self.id)

    def rules_notes(self) -> dict[str, str]:
        """Clause id -> the reading this ruleset applies where the rules are ambiguous, and
        which of Appendix 4's new cards the catalog lets a game use (RGO-NEW-*)."""
        return {**RULES_NOTES, **new_cards.notes(self.catalog)}

    def board(self, state: State) -> dict[str, JSON]:
        name = self._name
        return {
            "turn": state.turn, "phase": state.phase, "shadow": state.shadow,
            "general_influence": {"used": state.general_influence_used(),
                                  "of": STANDARD_GENERAL_INFLUENCE},
            "site": name(state.site), "site_tapped": state.site in state.tapped_sites,
            "destination": name(state.destination) if state.destination else None,
            "path": list(state.path),
            "company": [self._character_view(state, c) for c in state.characters],
            "allies": [engine_allies.view(a, name(a), engine_allies.state_of(
                a, state.tapped_allies, state.wounded_allies)) for a in state.allies],
            "factions": [{"name": r.name, "tapped": is_tapped}
                         for r, is_tapped in pile_factions.tapped(state, self.played)],
            "company_id": state.company,
            "other_companies": [{"id": c.id, "site": name(c.site),
                                 "destination": name(c.destination) if c.destination else None,
                                 "characters": [x.name for x in c.characters],
                                 **({"under_no_influence": loose} if (loose := [
                                     x.name for x in c.characters
                                     if x.card_id in state.under_no_influence()]) else {})}
                                for c in state.companies],
            "hand": [{"id": c, "name": name(c)} for c in state.hand],
            "quest_display": [{"id": q.card, "name": name(q.card),
                               "sites": [name(s) for s in q.sites]} for q in state.display],
            "long_events_in_play": [name(c) for c in state.long_in_play],
            # Shown only once one is in play, so that no other game's board changes.
            **({"resource_permanents": [name(c) for c in state.resource_permanents]}
               if state.resource_permanents else {}),
            "hazards_in_play": hazards_view.board(state, self.catalog, self.played, name),
            "on_guard": [name(site) for _, site in state.on_guard],
            "combat": attack_view.board(state, self, name),
            "out_of_play": [name(c) for c in state.out_of_play],
            "decks": {"player": len(state.draw), "discard": len(state.discard),
                      "out_of_play_pile": len(state.out_of_play),
                      "hazard": len(state.hazards), "hazard_discard": len(state.hazard_discard),
                      "long_event": len(state.long_events), "quest": len(state.quest_deck),
                      "sites": len(state.site_deck)},
            "discard_piles": discard_piles(state, self._name),
            "outcome": dict(state.outcome) if state.outcome else None,
            **({"battles": shown} if (shown := battles.board(state, name)) else {}),
            # The moves the company may not take now, each with why (Moria's gate); none
            # before the company is at its site (a board of the game's setup events).
            **({"closed_moves": closed} if state.site and self._waits_in(state, ORGANIZATION)
               and (closed := self._closed_moves(state)) else {}),
        }

    def _character_view(self, state: State, c: Character) -> dict[str, JSON]:
        """A character of the running company as the board shows him."""
        name = self._name
        hazards = hazards_on(state, c.card_id, self.catalog)  # counted in his corruption too
        prowess, body = strike_terms.shown(self, state, c)
        return {"id": c.card_id, "name": c.name, "state": c.state,
                "items": character_view.items(c, state.tapped_items),
                "prowess": prowess, "body": body,
                **character_view.facts(c),
                # His direct influence as the general influence is shown: used of his own.
                "direct_influence": followers.standing(state, c, self.played),
                "corruption": corruption_points(state, c, self.catalog, self.played, hazards),
                "keywords": list(abilities.keywords(c)),
                "ability": abilities.ability(c),
                "courage_tokens": state.courage(c.card_id),
                "skill_tokens": state.skill(c.card_id),
                "detained_by": name(factions.holder(state, c.card_id)) or None,
                "follower_of": character_view.follower_of(c.card_id, state.followers(), name),
                # Left so by a controller gone: placed while organizing, or discarded.
                **({"under_no_influence": True} if c.card_id in state.under_no_influence()
                   else {}),
                "holds": [name(h) for h, who in state.held if who == c.card_id],
                "hazards": [{"id": h, "name": name(h), "corruption_points": points}
                            for h, points in hazards],
                **self._treasures(state, c)}

    def _treasures(self, state: State, character: Character) -> dict[str, JSON]:
        """With the golden_hoard option, the lost treasures ``character`` bears, each item by
        its name (one of his ``items``) with the lair it was declared at
        (``lost_treasure_of``)."""
        if golden_hoard.variant(state.options) is None:
            return {}
        return {"lost_treasures": [
            {"name": item.name, "lost_treasure_of": self._name(lair)}
            for item, lair in golden_hoard.borne(state, character, self.catalog.get,
                                                 self.played)]}

    def score(self, state: State) -> dict[str, JSON]:
        view = victory.score_view(self.points(state))
        refusal = self._council_refusal(state)
        view["council"] = {"callable": refusal is None,
                           "why_not": refusal[0] if refusal else None}
        return view

    def shadow(self, state: State) -> ShadowView:
        count = state.shadow
        return ShadowView(
            tokens=count, band=shadow.band(count), hazard_draw=shadow.hazard_draw(count),
            next_threshold=shadow.next_threshold(count), rule="RGO-SHADOW-11",
            extra={"band_effect": f"hazard draw {shadow.hazard_draw(count)} "
                                  f"(3 + {shadow.band(count)} for {count} tokens)",
                   "loss_at": shadow.LOSS_AT,
                   "history": [dict(h) for h in state.shadow_history]})

    def shadow_tokens(self, state: State) -> int:
        return state.shadow

    def narrate(self, fact: Fact) -> str:
        from domain.rulesets.road_goes_ever_on.narration import narrate

        return narrate(fact, self._name) or describe(fact, self.catalog)

    def narrate_in(self, fact: Fact, before: State) -> str:
        """A fact naming a company, told by its characters as they were (COMPANY_KINDS)."""
        from domain.rulesets.road_goes_ever_on.narration import narrate

        return narrate(fact, self._name, before.members,
                       before.company if before.companies else None) \
            or describe(fact, self.catalog)


@cache  # merged once, as each catalog is read once: every narrative line cites a clause
def _clauses(ruleset_id: str) -> dict[str, Clause]:
    return {**clause_catalog(ruleset_id), **clause_catalog("dragons"),
            **clause_catalog("balrog")}


def discard_piles(state: State, name: Callable[[str], str]) -> dict[str, JSON]:
    """The discard piles, public, each card by its name, the latest last: those the board's
    ``decks`` counts (by their place there), the long-event and quest discards, and the Ring
    deck's once a card is in it."""
    piles: dict[str, tuple[str, ...]] = {
        "decks.discard": state.discard, "decks.hazard_discard": state.hazard_discard,
        "long_event_discard": state.long_discard, "quest_discard": state.quest_discard,
        **({"ring_discard": state.ring_discard} if state.ring_discard else {})}
    return {pile: [name(c) for c in cards] for pile, cards in piles.items()}
