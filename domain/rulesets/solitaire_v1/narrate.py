"""One readable line per fact, citing the clause behind it."""

from __future__ import annotations

from collections.abc import Callable

from domain.cards import Catalog, UnknownCard
from domain.ruleset import DECK_SHUFFLED, DICE_ROLLED, Fact, describe
from domain.rulesets.solitaire_v1.facts import category
from domain.rulesets.solitaire_v1.state import card_id
from domain.text import type_name, type_names


def _dice(values: object) -> str:
    assert isinstance(values, list)
    return "+".join(str(v) for v in values)


def _signed(value: object) -> str:
    assert isinstance(value, int)
    return f"+{value}" if value >= 0 else str(value)


class Narrator:
    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog

    def n(self, instance: object) -> str:
        if instance is None:
            return "-"
        try:
            return self.catalog.get(card_id(str(instance))).name
        except UnknownCard:
            return str(instance)

    def names(self, instances: object) -> str:
        assert isinstance(instances, list)
        return ", ".join(self.n(i) for i in instances) or "none"

    def __call__(self, fact: Fact) -> str:
        line = LINES.get(fact.kind)
        text = line(self, fact) if line else describe(fact, self.catalog)
        return f"{text} [{fact.rule}]" if fact.rule else text


def _shuffled(nr: Narrator, f: Fact) -> str:
    again = "Reshuffled the discards of" if f.rule == "SV1-SEQ-8" else "Shuffled"
    return f"{again} the {f['deck']} deck ({len(f['cards'])} cards)."


def _rolled(nr: Narrator, f: Fact) -> str:
    return f"Rolled {_dice(f['values'])} = {f['total']} ({f['purpose']})."


def _four_more(f: Fact) -> str:
    """The sum SV1-HAZ-4D decides on: the member's prowess plus four (-3 plus an average 7)."""
    return f"prowess {f['prowess']} + 4 = {_int(f['prowess']) + 4}"


def _int(value: object) -> int:
    assert isinstance(value, int)
    return value


def _strike(nr: Narrator, f: Fact) -> str:
    who = nr.n(f["member"])
    if f["double_six"]:
        outcome = f"a double six: {who} defeats the strike"
    else:
        outcome = {"defeated": f"{who} defeats the strike",
                   "lost": f"the strike beats {who}",
                   "tied": "a tie: the strike is ineffectual",
                   "won": f"{who} wins the strike"}[str(f["result"])]
        if f.get("hazard_body_check"):
            # Won ("defeated" before version 6): a hazard with a body is defeated only if it
            # then fails its body check (SV1-HAZ-4I): the roll alone wins the strike, no more.
            outcome = f"{who} wins the strike; it is defeated only if {nr.n(f['card'])} fails " \
                      "its body check"
    parts = [f"prowess {f['prowess']}", f"{f['condition']} {_signed(f['modifier'])}"]
    if f["assists"]:
        parts.append(f"assist +{f['assists']}")
    return (f"{who} rolls {_dice(f['dice'])} with {', '.join(parts)} = "
            f"{f['total']} against {nr.n(f['card'])}'s {f['hazard_prowess']}: {outcome}.")


def _body(nr: Narrator, f: Fact) -> str:
    mods = []
    if f["wounded"]:
        mods.append("+1 wounded")
    if f["assists"]:
        mods.append(f"-{f['assists']} assist")
    limit = f"body {f['body']}" + (f" {_signed(f['item'])} item" if f["item"] else "")
    verdict = "passes" if f["passed"] else "fails"
    extra = f" ({', '.join(mods)})" if mods else ""
    return (f"{nr.n(f['member'])} makes a body check: {_dice(f['dice'])}{extra} = {f['roll']} "
            f"against {limit}: {verdict}.")


def _attempt_resolved(nr: Narrator, f: Fact) -> str:
    assist = f" +{f['assists']} assist" if f["assists"] else ""
    verdict = "success" if f["success"] else "failure"
    return (f"{nr.n(f['member'])} rolls {_dice(f['dice'])}{assist} = {f['total']} for "
            f"{nr.n(f['card'])}, needing {f['needed']}: {verdict}.")


def _kind(nr: Narrator, f: Fact) -> str:
    """What the card attempted is: the ``kind`` of attempt recorded ("character" for every
    card of the characters deck), an ally named as one."""
    try:
        return category(nr.catalog.get(card_id(str(f["card"]))))
    except UnknownCard:
        return str(f["kind"])


def _scored(nr: Narrator, f: Fact) -> str:
    entries = f["scored"]
    assert isinstance(entries, list)
    # A card with no marshalling points scores none, inverted or not: not "+0".
    return ", ".join(f"{nr.n(c)} {_signed(p)}" if p else f"{nr.n(c)} (no marshalling points)"
                     for c, _cat, p in entries) or "nothing"


LINES: dict[str, Callable[[Narrator, Fact], str]] = {
    DECK_SHUFFLED: _shuffled,
    DICE_ROLLED: _rolled,
    "DeckExhausted": lambda nr, f: f"The {f['deck']} deck and its discards are empty.",
    "CompanyFormed": lambda nr, f: f"The company is drawn: {nr.names(f['members'])}.",
    "CompanyOrdered": lambda nr, f: f"The company in order: {nr.names(f['order'])}.",
    "TurnBegan": lambda nr, f: f"--- Turn {f['turn']} ---",
    "CompanyRefreshed": lambda nr, f: (f"Healed to tapped: {nr.names(f['healed'])}; "
                                       f"untapped: {nr.names(f['untapped'])}."),
    "ItemsUntapped": lambda nr, f: f"Items untapped: {nr.names(f['items'])}.",
    "RegionsRevealed": lambda nr, f: (
        "Regions: " + ", ".join(f"{nr.n(c)} ({type_name(t)})"
                                for c, t in zip(f["cards"], f["types"], strict=True)) + "."),
    "HazardsDue": lambda nr, f: f"{f['count']} hazard(s) will be drawn, one per member.",
    "HazardDrawn": lambda nr, f: f"Hazard: {nr.n(f['card'])} ({f['nature']}).",
    "BodyChecksCalled": lambda nr, f: f"Every member makes a body check: {nr.names(f['targets'])}.",
    "BodyCheckDue": lambda nr, f: f"{nr.n(f['member'])} must make a body check.",
    "MemberWounded": lambda nr, f: f"{nr.n(f['member'])} is wounded.",
    "TapRequired": lambda nr, f: (f"{nr.n(f['member'])} must tap, or an item may tap instead: "
                                  f"{nr.names(f['items'])}."),
    "MemberTapped": lambda nr, f: f"{nr.n(f['member'])} taps.",
    "ItemTapped": lambda nr, f: f"{nr.n(f['item'])} taps instead of {nr.n(f['instead_of'])}.",
    "NoEffect": lambda nr, f: f"No effect: {f['reason']}.",
    "HazardFaced": lambda nr, f: (
        f"{nr.n(f['card'])} must be faced: it has no region symbols." if f["matched"] is None
        else f"{nr.n(f['card'])} must be faced: keyed to {type_name(f['matched'])} (by {f['via']} "
             "symbol)."),
    "HazardNotFaced": lambda nr, f: (f"{nr.n(f['card'])} does not match the regions "
                                     f"({type_names(f['regions'])}): not faced."),
    "StrikesAssigned": lambda nr, f: (f"{nr.n(f['card'])} has prowess {f['prowess']}: "
                                      f"up to {f['strikes']} member(s) face a strike."),
    "TargetsChosen": lambda nr, f: f"Strikes go to: {nr.names(f['targets'])}.",
    "StrikeFaced": lambda nr, f: (
        f"{nr.n(f['member'])} ({f['status']}, prowess {f['prowess']}) "
        + (f"taps to face the strike: {_four_more(f)} would not beat the hazard's prowess "
           f"{f['hazard_prowess']}." if f["taps"] else
           (f"stays untapped (-3): {_four_more(f)} beats the hazard's prowess "
            f"{f['hazard_prowess']}." if f["status"] == "untapped" else "faces the strike."))),
    "MemberAssisted": lambda nr, f: f"{nr.n(f['member'])} taps to assist {nr.n(f['helps'])}.",
    "StrikeResolved": _strike,
    "HazardBodyCheck": lambda nr, f: (
        f"{nr.n(f['card'])} makes a body check: {_dice(f['dice'])} = {f['total']} against body "
        f"{f['body']}: " + ("it fails, the strike is defeated." if f["failed"]
                            else "it holds, the strike is not defeated.")),
    "BodyCheck": _body,
    "ItemLeftPlay": lambda nr, f: (f"{nr.n(f['item'])} leaves play with {nr.n(f['bearer'])}; "
                                   f"to the marshalling point pile inverted: {_scored(nr, f)}."),
    "MemberEliminated": lambda nr, f: (f"{nr.n(f['member'])} is eliminated; to the marshalling "
                                       f"point pile inverted: {_scored(nr, f)}."),
    "HazardResolved": lambda nr, f: (
        f"{nr.n(f['card'])} is defeated: to the marshalling point pile (+{f['points']})."
        if f["to"] == "pile" else f"{nr.n(f['card'])} goes to the discard pile."),
    "CompanyEliminated": lambda nr, f: "The whole company has been eliminated.",
    "HazardPhaseEnded": lambda nr, f: (f"End of the Hazard Phase: discarded "
                                       f"{len(f['regions'])} region(s) and "
                                       f"{len(f['hazards'])} hazard(s)."),
    "SiteDrawn": lambda nr, f: f"Site: {nr.n(f['card'])}, draw {f['draw']}.",
    "ResourceDrawn": lambda nr, f: f"Resource drawn: {nr.n(f['card'])}.",
    "ResourceUsed": lambda nr, f: f"Using {nr.n(f['card'])} ({f['nature']}-event).",
    "MemberHealed": lambda nr, f: f"{nr.n(f['member'])} is healed (now tapped).",
    "MemberUntapped": lambda nr, f: f"{nr.n(f['member'])} untaps.",
    "ResourcePhaseEnded": lambda nr, f: "End of the Resource Phase: site and resources discarded.",
    "CardOffered": lambda nr, f: f"Drawn from the {f['deck']} deck: {nr.n(f['card'])}.",
    "AttemptDeclared": lambda nr, f: (f"{nr.n(f['member'])} taps to attempt {nr.n(f['card'])} "
                                      f"({_kind(nr, f)}; needs {f['needed']})."),
    "AttemptResolved": _attempt_resolved,
    "ItemAssigned": lambda nr, f: f"{nr.n(f['item'])} is given to {nr.n(f['member'])}.",
    "ItemSwapped": lambda nr, f: (f"{nr.n(f['member'])} takes {nr.n(f['item'])}; "
                                  f"{nr.n(f['replaced'])} goes to the pile."),
    "ItemToPile": lambda nr, f: f"To the marshalling point pile: {_scored(nr, f)}.",
    "FactionRecruited": lambda nr, f: f"Faction recruited, to the pile: {_scored(nr, f)}.",
    "MemberReplaced": lambda nr, f: (f"{nr.n(f['member'])} leaves for {nr.n(f['by'])}; to the "
                                     f"pile: {_scored(nr, f)}."),
    "ItemsDiscarded": lambda nr, f: f"Discarded: {nr.names(f['items'])}.",
    "MemberRecruited": lambda nr, f: f"{nr.n(f['card'])} joins the company.",
    "OfferDiscarded": lambda nr, f: (f"Discarded unrecruited: "
                                     f"{nr.names([*f['characters'], *f['items']])}."),
    "TurnEnded": lambda nr, f: f"End of turn {f['turn']}.",
    "RegionDeckDepleted": lambda nr, f: (f"The Region deck has {f['left']} card(s) left, too "
                                         "few for a turn: the game ends."),
    "ScoreCounted": lambda nr, f: (f"Score: pile {f['pile']} + items borne "
                                   f"{f['items_borne']} = {f['total']}."),
    "GameEnded": lambda nr, f: (f"The game is {f['outcome']} with a score of {f['score']} "
                                f"after {f['turns']} turn(s) ({f['reason']})."),
}
