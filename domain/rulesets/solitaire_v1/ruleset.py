"""The Solitaire Variant ruleset: the contract's functions over :class:`SolitaireState`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from domain.canonical import JSON
from domain.options import Form, any_json, list_of, one_of, text
from domain.ruleset import Action, Context, Fact, Ruleset, played_since, register
from domain.rulesets.solitaire_v1 import choices, decks, facts, pending, policy, turn
from domain.rulesets.solitaire_v1.common import card, name
from domain.rulesets.solitaire_v1.evolve import evolve, initial
from domain.rulesets.solitaire_v1.narrate import Narrator
from domain.rulesets.solitaire_v1.notes import RULES_NOTES
from domain.rulesets.solitaire_v1.state import (
    CODE_POINTS,
    DECKS,
    READER,
    HazardInPlay,
    SolitaireState,
)
from domain.text import type_name


@register
class SolitaireV1(Ruleset[SolitaireState]):
    id = "solitaire-v1"
    #: 8: a member assigned a strike of the hazard does not support another member's strike
    #: (common.SUPPORT_UNSTRUCK_SINCE, CoE-3.iv.4: any untapped member before), and a strike
    #: cites the clauses deciding it: its roll and the member's prowess CoE-3.iv.6, its result
    #: CoE-3.iv.7, an already tapped or wounded member facing it SV1-HAZ-4F
    #: (hazards.STRIKE_CITES_COE_SINCE: SV1-HAZ-4F, and SV1-HAZ-4D for facing it); 7: a Balrog
    #: player's default decks leave out the cards he may not include (BA-DECK-2,
    #: decks.BALROG_ALLOWED_FROM: Sauron and Balrog of Moria were dealt into his before);
    #: 6: a strike won (not by a double six) against a hazard with a body records result
    #: "won", its body check deciding whether it is defeated (hazards.WON_FROM: "defeated"
    #: before); 5: the +1 to an already wounded member's body check cites the standard rule
    #: adding it, CoE-3.I.1 (explain.WOUNDED_CITES_COE_FROM: the check's own clause before);
    #: 4: a player's default decks draw on the cards the standard deck rules let his kind of
    #: player include (decks.BY_PLAYER_FROM: a Fallen-wizard's and a Balrog's pools held no
    #: resource before); 3: every roll's outcome records its check (dice, modifiers with
    #: their sources, total, target), and tapping (to face a strike, assist or attempt) and
    #: an item leaving play with its bearer are facts of their own; 2: names sort as a reader
    #: alphabetizes them (Éowyn before Vygavril; 1 compared raw code points). Games of each
    #: earlier version still replay as they were played.
    version = "8"
    replays = ("1", "2", "3", "4", "5", "6", "7")
    title = "Middle Earth CCG Solitaire Variant (Version 1.0)"
    clause_prefix = "SV1"
    options = {
        "alignment": "hero (default), minion, fallen-wizard or balrog: the default decks "
                     "hold the cards that kind of player may include. The starter catalog "
                     "(The Wizards only) holds a hero's and a fallen-wizard's; minion and "
                     "balrog need the Council of Elrond card database (REDBOOK_CARDS or "
                     "--cards) and sets with their cards: [\"TW\", \"LE\"] for a minion, "
                     "[\"TW\", \"BA\"] for a balrog",
        "sets": "card sets the default decks are drawn from (default [\"TW\"], the one the "
                "starter catalog holds)",
        "decks": "deck lists by deck (regions, hazards, sites, resources, characters, items: "
                 "card names or ids, repeated per copy), or the name of a shipped deck set",
    }
    option_types = {"alignment": one_of(tuple(decks.ALIGNMENTS), decks.DEFAULT_ALIGNMENT),
                    "sets": any_json(list(decks.DEFAULT_SETS),
                                     list_of(text("a set code"), "a list of set codes")),
                    # No deck list: every deck is drawn from the sets' pool (a null list too).
                    "decks": any_json({}, Form(
                        ("string", "object"), "the name of a deck set or an object of deck "
                                              "lists",
                        list_of(text("a card name or id"),
                                "a list of card names or ids").or_null()))}
    reveal_kinds = ("RegionsRevealed", "HazardDrawn", "SiteDrawn", "ResourceDrawn",
                    "CardOffered", "CompanyFormed")
    decisive_rolls = {"SV1-HAZ-4E": "a natural double six defeats the strike whatever the "
                                    "total"}

    def rules_notes(self) -> dict[str, str]:
        """The reading chosen for each ambiguous clause."""
        return dict(RULES_NOTES)

    # -- setting up -------------------------------------------------------------------------
    def prepare_setup(self, setup: Mapping[str, Any]) -> dict[str, JSON]:
        return decks.prepare(self.catalog, setup,
                             played_since(self.played, decks.BY_PLAYER_FROM),
                             played_since(self.played, decks.BALROG_ALLOWED_FROM))

    def initial(self, setup: Mapping[str, JSON]) -> SolitaireState:
        lists = setup["decks"]
        assert isinstance(lists, Mapping)
        return initial({deck: tuple(str(c) for c in lists[deck]) for deck in DECKS},
                       CODE_POINTS if self.played == "1" else READER,
                       explains=self.played not in ("1", "2"))

    def begin(self, ctx: Context[SolitaireState]) -> None:
        turn.begin(ctx, self.catalog)

    # -- playing ----------------------------------------------------------------------------
    def actions(self, state: SolitaireState) -> list[Action]:
        return [Action(action, choices.label(state, self.catalog, action), rule)
                for action, rule in choices.options(state, self.catalog, self.played)]

    def decide(self, ctx: Context[SolitaireState], action: str,
               args: Mapping[str, JSON]) -> None:
        legal = [a for a, _ in choices.options(ctx.state, self.catalog, self.played)]
        if action not in legal:
            raise choices.refusal(ctx.state, self.catalog, action, self.played)
        choices.apply(ctx, self.catalog, action)
        turn.advance(ctx, self.catalog)

    # The module's function itself, called once for every fact: no method in between.
    evolve = staticmethod(evolve)

    def result(self, state: SolitaireState) -> dict[str, JSON] | None:
        if state.outcome is None:
            return None
        return {"outcome": state.outcome, "score": state.final_score, "turns": state.turn,
                "reason": state.end_reason}

    def policy(self, state: SolitaireState,
               actions: Sequence[Action]) -> tuple[str, dict[str, JSON]]:
        return policy.choose(state, self.catalog, [a.id for a in actions]), {}

    def automatic_choice(self, state: SolitaireState) -> tuple[str, dict[str, JSON]] | None:
        # The policy reads the actions' ids alone: their labels are not written.
        ids = [action for action, _ in choices.options(state, self.catalog, self.played)]
        return (policy.choose(state, self.catalog, ids), {}) if ids else None

    # -- views ------------------------------------------------------------------------------
    def board(self, state: SolitaireState) -> dict[str, JSON]:
        def named(cards: Sequence[str]) -> list[JSON]:
            return [{"id": c, "name": name(self.catalog, c)} for c in cards]

        company: list[JSON] = []
        for m in state.company:
            c = card(self.catalog, m.card)
            # "state", as every ruleset's board names a member's condition (the table draws a
            # tapped or wounded one by it).
            company.append({
                "id": m.card, "name": c.name, "state": m.status, "prowess": c.prowess,
                "body": c.body, "marshalling_points": c.marshalling_points,
                "recruited_this_turn": m.recruited,
                "items": [{"id": i.card, "name": name(self.catalog, i.card),
                           "combat": i.combat, "tapped": i.tapped} for i in m.items]})
        return {
            "turn": state.turn, "step": state.step, "company": company,
            "decks": {d: {"draw": len(state.deck(d).draw), "discard": len(state.deck(d).discard)}
                      for d in DECKS},
            # The discard piles are public: each card by its name, the latest last.
            "discard_piles": {f"decks.{d}.discard": [name(self.catalog, c)
                                                     for c in state.deck(d).discard]
                              for d in DECKS},
            # Each type as the rules name it ("Shadow-land"), as the log does.
            "regions": [{"id": r, "name": name(self.catalog, r), "type": type_name(kind)
                         if (kind := card(self.catalog, r).region_type) else None}
                        for r in state.regions],
            "hazard": None if state.hazard is None else self._hazard(state, state.hazard),
            "site": None if state.site is None else named([state.site])[0],
            "resources": named(state.resources),
            "offered": named(state.offered),
            "attempt": self._attempt(state),
            "marshalling_pile": [{"id": s.card, "name": name(self.catalog, s.card),
                                  "category": s.category, "points": s.points,
                                  "inverted": s.inverted} for s in state.pile],
            "score": self.score(state),
            "outcome": state.outcome,
        }

    def _hazard(self, state: SolitaireState, hazard: HazardInPlay) -> dict[str, JSON]:
        """The hazard being resolved: its printed prowess and body (SV1-HAZ-4G), the members
        still to face it (a creature's strikes; an event's body checks, SV1-HAZ-3A) and the
        roll waiting for assistants, with the 2D6 it needs."""
        printed = card(self.catalog, hazard.card)
        waiting = pending.pending(state, self.catalog)
        to_come = "strikes_to_come" if hazard.nature == "combat" else "body_checks_to_come"
        return {"id": hazard.card, "name": printed.name, "nature": hazard.nature,
                "prowess": printed.prowess, "body": facts.body(printed),
                to_come: list(hazard.targets),
                "roll_waiting": None if waiting is None or hazard.roll is None
                else waiting.view(self.catalog, hazard.roll.assists)}

    def _attempt(self, state: SolitaireState) -> dict[str, JSON] | None:
        """The attempt of step 5 whose roll waits for assistants (SV1-SEQ-5, SV1-SEQ-5A): the
        card attempted, its kind, and the roll as its choices name it (who makes it, against
        MP + 6, the 2D6 it needs with the +1 of each member assisting so far); None while no
        attempt's roll waits."""
        waiting = pending.pending(state, self.catalog)
        attempt = state.attempt
        if waiting is None or waiting.kind != pending.ATTEMPT or attempt is None \
                or attempt.roll is None:
            return None
        return {"id": attempt.card, "name": name(self.catalog, attempt.card),
                "kind": attempt.kind,
                "roll_waiting": waiting.view(self.catalog, attempt.roll.assists)}

    def score(self, state: SolitaireState) -> dict[str, JSON]:
        counted = turn.score(state, self.catalog)
        total = counted["total"]
        assert isinstance(total, int)
        # SV1-SCORE-2 judges the final score: while the game goes on there is no victory
        # yet, only the one the score would give if the game ended now.
        over = state.outcome is not None
        return {**counted, "would_win_if_it_ended_now": None if over else total > 0,
                "victory": state.outcome == "won" if over else None}

    def narrate(self, fact: Fact) -> str:
        return Narrator(self.catalog)(fact)

    def grounds(self, fact: Fact, earlier: Sequence[Fact]) -> list[int]:
        return turn.grounds(fact, earlier)
