"""One readable line per fact of the Hobbit family, ending with the clause it applies; a
scenario adds or replaces lines for its own facts (``line(catalog, fact, own)``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from domain.cards import Catalog
from domain.engine import attacks_at_once, nenya, turn_bonuses
from domain.engine.effect_words import declared_words, item_words, played_words
from domain.narration import body_sum, check_sum, strike_outcome, strike_sum
from domain.ruleset import Fact, describe
from domain.rulesets.hobbit import (
    allies,
    body_checks,
    check_helpers,
    company_checks,
    creature_discards,
    factions,
    gates_treatments,
    rings,
    spell_back,
)
from domain.rulesets.hobbit.turn import UNTAPPED_ITEMS
from domain.text import and_list, count, type_name

Namer = Callable[[Any], str]


class Told:
    """What a line reads of its fact: its data (``d``), the names of cards (``n``, from the
    catalog), and whether the version offers a card raising a wounded character's body while
    his body check waits (``body_cards``)."""

    __slots__ = ("body_cards", "catalog", "d", "fact")
    catalog: Catalog
    fact: Fact
    d: Mapping[str, Any]
    body_cards: bool

    def __init__(self, catalog: Catalog, fact: Fact, body_cards: bool = False) -> None:
        self.catalog, self.fact, self.d, self.body_cards = catalog, fact, fact.data, body_cards

    def n(self, card: Any) -> str:
        """The name of the card whose id is ``card`` ("-" for none)."""
        if not card:
            return "-"
        return self.catalog.get(str(card)).name if str(card) in self.catalog else str(card)

    def names(self, cards: Any) -> str:
        """The names of ``cards``, or "nothing"."""
        return ", ".join(self.n(c) for c in cards) or "nothing"


#: The line of each kind of fact, by kind.
Lines = dict[str, Callable[[Told], str]]


def untapped_items(n: Namer, d: Mapping[str, Any]) -> str:
    """``; Elven Cloak untaps`` for the items the untap phase untaps, else nothing."""
    items = [n(item) for item in d.get(UNTAPPED_ITEMS, ())]
    return f"; {and_list(items)} untap{'s' if len(items) == 1 else ''}" if items else ""


def untap_line(n: Namer, d: Mapping[str, Any]) -> str:
    """The untap phase's line: who untaps, who heals to tapped (a wounded character at a
    Haven), by name, and the items that untap."""
    changes = d["changes"]
    said = "no character changes state" if not changes else "; ".join(
        f"{n(who)} untaps" if state == "untapped" else f"{n(who)} heals (now tapped)"
        if state == "tapped" else f"{n(who)} is now {state}" for who, state in changes)
    return f"Untap: {said}{untapped_items(n, d)}."


def item_use_line(n: Namer, d: Mapping[str, Any], verb: str) -> str:
    """An item's use (``verb``: taps, uses, discards): its effects told on the character it
    acts on, its recorded target (The Arkenstone's Dwarf), else its bearer."""
    target = n(d["target"]) if d.get("target") else None
    return f"{n(d['bearer'])} {verb} {n(d['item'])}: " \
        f"{item_words(d['item'], d['mode'], n(d['bearer']), target)}."


#: The lines of the facts a scripted card's effect on an attack, or on a character for the
#: rest of the turn, writes, an item's use, a corruption card's check and removal roll, and
#: Morgul-knife's and The Pale Sword's play and removal, which the Guise of the Necromancer
#: writes too.
CARD_EFFECT_LINES: Lines = {
    nenya.ASSURED: lambda t: nenya.narrate(nenya.ASSURED, t.d, t.n) or "",
    nenya.SUCCEEDED: lambda t: nenya.narrate(nenya.SUCCEEDED, t.d, t.n) or "",
    "CardsSeen": lambda t: f"{t.n(t.d['card'])}: the top of the {t.d['deck']} deck is seen ("
    + (", ".join(t.n(c) for c in t.d["cards"]) or "empty") + "), then shuffled back on top.",
    "AttackModified": lambda t: f"The attack of {t.d['attack']} gets " + " and ".join(
        f"{t.d[k]:+d} {k}" for k in ("prowess", "body") if t.d[k]) + ".",
    "AttackStrikesSet": lambda t: f"The attack of {t.d['attack']} has {t.d['strikes']} "
    f"strike{'s' if t.d['strikes'] != 1 else ''} (was {t.d['was']}): {t.n(t.d['by'])}.",
    "StrikesProwessModified": lambda t: ", ".join(t.n(c) for c in t.d["characters"])
    + f": {t.d['prowess']:+d} prowess against the strikes of this attack.",
    "TwoStrikeRolls": lambda t: f"{t.n(t.d['character'])} rolls twice against the strike; "
    "the better roll is used.",
    "StrikeCanceled": lambda t: f"The strike against {t.n(t.d['character'])} is canceled"
                              + (f" by {t.d['by']}" if t.d.get("by") else "") + ".",
    "ItemTapped": lambda t: item_use_line(t.n, t.d, "taps"),
    "ItemInUse": lambda t: item_use_line(t.n, t.d, "uses"),
    "ItemUsed": lambda t: item_use_line(t.n, t.d, "discards"),
    "LuckySearchMade": lambda t: f"{t.n(t.d['character'])} turns over "
    + ", ".join(t.n(c) for c in t.d["revealed"]) + ": "
    + (f"he takes {t.n(t.d['card'])}." if t.d.get("card") else "no item.")
    if t.d["revealed"] else f"{t.n(t.d['character'])} finds the play deck empty.",
    "StrikesFailRolled": lambda t: f"{t.n(t.d['card'])}: {t.n(t.d['character'])} rolls "
    f"{t.d['roll']} + {t.d['prowess']} prowess = {t.d['total']} against the attack's "
    f"{t.d['attack_prowess']}: "
    + ("every strike fails." if t.d["fails"] else "the strikes stand."),
    "AttackStrikesFailed": lambda t: f"{t.n(t.d['card'])}: {t.d['strikes']} strike"
    f"{'s' if t.d['strikes'] != 1 else ''} of {t.d['attack']} fail"
    + (f" (body checks {', '.join(str(r) for r in t.d['body_rolls'])}"
       + (f", each +{t.d['body_bonus']}" if t.d.get("body_bonus") else "") + ")"
       if t.d["body_rolls"] else "")
    + (": the attack is defeated." if t.d["defeated"] else ": it is not defeated."),
    "DeckSearched": lambda t: f"{t.n(t.d['card'])}: {t.n(t.d['character'])} searches the play "
    "deck: " + (f"an item to take of {', '.join(t.n(c) for c in t.d['items'])}."
                if t.d["items"] else "no item in it."),
    "PalantirEnabled": lambda t: f"Use Palantír: {t.n(t.d['character'])} may use "
    f"{t.n(t.d['palantir'])} for the rest of the turn.",
    "PalantirAligned": lambda t: f"{t.n(t.d['card'])} is played on {t.n(t.d['palantir'])} "
    f"({t.n(t.d['character'])}): he may use it.",
    "AlignmentDiscarded": lambda t: f"{t.n(t.d['card'])} on {t.n(t.d['palantir'])} is discarded: "
    f"{t.d['reason']}.",
    "CardPlayed": lambda t: f"Played {t.n(t.d['card'])}: "
    + (played_words(t.d['card'], t.d['mode'], t.n(t.d['target']) if t.d.get('target') else None)
       or str(t.d['mode'])) + ".",
    "AlignmentStored": lambda t: f"{t.n(t.d['card'])} is stored with {t.n(t.d['palantir'])}.",
    "ItemLeftPlay": lambda t: creature_discards.item_left(t.n, t.d)
    or f"{t.n(t.d['item'])} leaves play with {t.n(t.d['bearer'])}: to the discard pile.",
    "CardTakenToHand": lambda t: f"{t.n(t.d['by'])}: {t.n(t.d['card'])} is taken from the "
    f"{'play deck' if t.d['source'] == 'deck' else 'discard pile'} into the hand.",
    "CardPutInDeck": lambda t: f"{t.n(t.d['by'])}: {t.n(t.d['card'])} goes from the discard pile "
    "into the play deck.",
    "ItemTakenFromDeck": lambda t: f"{t.n(t.d['card'])}: {t.n(t.d['item'])} is taken from the play "
    "deck into the hand.",
    "ItemTakenFromDiscard": lambda t: f"{t.n(t.d['card'])}: {t.n(t.d['item'])} is taken from the "
    "discard pile into the hand.",
    "SiteUntapped": lambda t: f"{t.n(t.d['by'])}: {t.n(t.d['site'])} untaps." if t.d.get("by")
    else f"{t.n(t.d['site'])}, left, returns to the location deck untapped.",
    "CharacterBolstered": lambda t: f"{t.n(t.d['card'])}: {t.n(t.d['character'])} has "
    f"{int(t.d['amount']):+d} {turn_bonuses.WORDS[str(t.d['stat'])]} for the rest of the turn.",
    "CorruptionCardCheck": lambda t: f"{t.n(t.d['card'])} on {t.n(t.d['character'])}: a "
    f"corruption check ({t.d['why']}).",
    "CorruptionCardRemoved": lambda t: f"{t.n(t.d['card'])} is removed from "
    f"{t.n(t.d['character'])} ({t.n(t.d['by'])}).",
    "CorruptionRemovalRolled": lambda t: f"{t.n(t.d['character'])} rolls "
    + (check_sum(t.d["check"]) if t.d.get("check") else str(t.d["roll"]))
    + (", staying untapped," if t.d["stays_untapped"] else "")
    + f" to remove {t.n(t.d['card'])} (needs {t.d['needed']}): "
    + ("removed." if t.d["removed"] else "it stays."),
    # Morgul-knife and The Pale Sword (``hobbit.blades``).
    "BladePlayed": lambda t: f"{t.n(t.d['card'])} is played on the company facing "
    f"{t.n(t.d['creature'])}: {int(t.d['prowess']):+d} prowess to the attack.",
    "HazardPlacedOnCharacter": lambda t: f"{t.n(t.d['card'])} goes on {t.n(t.d['character'])}, "
    f"whom the attack wounded (+{t.d['points']} corruption).",
    "BladeDiscarded": lambda t: f"{t.n(t.d['card'])} is discarded: {t.d['reason']}.",
    "UntapAwaited": lambda t: "Untap phase: a blade's bearer at a Haven may try to remove it "
    "instead of untapping or healing.",
    "UntapForgone": lambda t: f"{t.n(t.d['character'])} tries to remove {t.n(t.d['card'])} "
    "instead of untapping or healing.",
}



def line(catalog: Catalog, fact: Fact, lines: Lines | None = None,
         body_cards: bool = False) -> str:
    """``lines``: the family's (``LINES``) with a scenario's own; ``body_cards``: the version
    offers a card of the hand raising a wounded character's body while his body check waits
    (``body_checks.awaited_line``; a wait recording what is at hand is told by that,
    ``body_checks.at_hand_line``)."""
    make = (LINES if lines is None else lines).get(fact.kind)
    text = make(Told(catalog, fact, body_cards)) if make else describe(fact, catalog)
    if fact.kind == "PlayerRuling":
        text = "PLAYER RULING: " + text
    return f"{text} [{fact.rule}]" if fact.rule else text


#: The clause that loses a Hobbit scenario with its hero, in the clause's own words.
_HERO_LOST = {"TBA-WIN-1": "the Hobbit is eliminated",
              "BWJ-WIN-5": "the Burglar is eliminated by death or by corruption"}


def _game_ended(t: Told) -> str:
    """The end of the game: how the hero left, where recorded (``creature_discards``); a loss
    with the hero in the rules' words, not the recorded reason's ("has left the company");
    else the recorded reason."""
    d = t.d
    lost_with_hero = _HERO_LOST.get(t.fact.rule or "")
    if d.get("fate"):
        return str(creature_discards.game_lost(t.n, d, t.fact.rule))
    if lost_with_hero:
        return f"The game is {d['outcome']}: " + (
            f"{t.n(d['character'])} is eliminated" if d.get("character") else lost_with_hero) + "."
    return f"The game is {d['outcome']}: {d['reason']}."


#: The line of each kind of fact of the family, read from the fact as ``Told`` holds it
#: (made once: a line is asked for every event of every game); a scenario adds its own
#: (``line``).
LINES: Lines = {
    **CARD_EFFECT_LINES,
    "CounterPlaced": lambda t: f"The location counter is placed on {t.d['place']}.",
    "FactionInfluenced": lambda t: factions.narrate(t.n, t.d),
    "ResourcesDrawn": lambda t: "Drew " + (", ".join(t.n(c) for c in t.d["cards"]) or
                                         "nothing") + ".",
    "TurnBegan": lambda t: f"Turn {t.d['turn']} begins at {t.d['location']}.",
    "CounterMoved": lambda t: f"The company moves from {t.d['origin']} to {t.d['to']}"
    + (f" by {t.n(t.d['by'])}." if t.d.get("by") else "."),
    "StayedPut": lambda t: f"The company stays at {t.d['place']}.",
    "CharacterDiscarded": lambda t: creature_discards.discarded(t.n, t.d)
    or f"{t.n(t.d['character'])} leaves the company.",
    "CharacterTapped": lambda t: f"{t.n(t.d['character'])} taps ({t.d['to']}).",
    "SpellTakenBack": lambda t: spell_back.narrate(t.n, t.d),
    "CompanyCarried": lambda t: f"{t.n(t.d['card'])} takes the company from {t.d['origin']} to "
                              f"{t.d['to']}.",
    "AllyPlayed": lambda t: str(allies.narrate(t.n, t.fact.kind, t.d)),
    "AllyDiscarded": lambda t: str(allies.narrate(t.n, t.fact.kind, t.d)),
    "AllyTapped": lambda t: str(allies.narrate(t.n, t.fact.kind, t.d)),
    "ItemLost": lambda t: f"{t.d['by']} takes {t.n(t.d['card'])} from {t.n(t.d['character'])}: to "
                        "the discard pile.",
    "ItemToGiveUpNamed": lambda t: f"Should the attack take an item, {t.n(t.d['card'])} goes "
                                 "first of those not named before.",
    "CharacterEliminated": lambda t: f"{t.n(t.d['character'])} is eliminated.",
    attacks_at_once.SET_ASIDE: lambda t: str(attacks_at_once.narrate(t.fact.kind, t.d, t.n)),
    attacks_at_once.TAKEN_UP: lambda t: str(attacks_at_once.narrate(t.fact.kind, t.d, t.n)),
    company_checks.AWAITED_FACT: lambda t: str(company_checks.narrate(t.fact.kind, t.d)),
    company_checks.STANDS_FACT: lambda t: str(company_checks.narrate(t.fact.kind, t.d)),
    "AttackDeclared": lambda t: f"{t.d['attack']['name']} attacks ("
    + (f"{t.d['attack']['race']}, " if t.d['attack']['race'] else "")
    + f"{count(t.d['attack']['strikes'], 'strike')}, prowess {t.d['attack']['prowess']})."
    + (f" With {t.n(t.d['defenders_chosen_by'])} the attacker chooses every defender."
       if t.d.get("defenders_chosen_by") else ""),
    "AttacksProwessModified": lambda t: f"{t.n(t.d['card'])}: every attack on the company has "
    f"{t.d['prowess']:+d} prowess until the end of the turn.",
    "GreatRoadTaken": lambda t: f"{t.n(t.d['card'])}: the hazards drawn for the company count "
    f"twice this turn; at its end it may go back to {t.d['haven']}.",
    "GreatShipBoarded": lambda t: f"{t.n(t.d['card'])}: {t.n(t.d['character'])}'s company is "
    "aboard until the end of the turn.",
    "CompanyWentBack": lambda t: f"{t.n(t.d['card'])}: the company goes back from {t.d['origin']} "
    f"to {t.d['to']}.",
    "GreatRoadDeclined": lambda t: f"{t.n(t.d['card'])}: the company stays at {t.d['place']}.",
    "AttackCanceled": lambda t: f"The attack of {t.d['attack']} is canceled"
    + (f" by {t.n(t.d['card'])}." if t.d.get("card") else "."),
    "CompanyProwessModified": lambda t: f"Every character in the company gets "
    f"{t.d['prowess']:+d} prowess until the end of the turn.",
    "StrikeAssigned": lambda t: f"The {t.d['by']} assigns a strike to {t.n(t.d['character'])}.",
    "StrikesAssigned": lambda t: f"Strikes assigned; {t.d['excess']} excess.",
    "StayUntapped": lambda t: f"{t.n(t.d['character'])} takes -3 to stay untapped.",
    "StrikeTapPrevented": lambda t: f"{t.n(t.d['character'])} does not tap against the strike "
    "(unless wounded by it).",
    "CharacterSupports": lambda t: f"{t.n(t.d['supporter'])} taps to support "
    f"{t.n(t.d['character'])}.",
    "StrikeModified": lambda t: (f"{t.n(t.d['card'])}: " if t.d.get("card") else "")
    + f"{t.n(t.d['character'])}: {t.d['prowess']:+d} prowess, {t.d['body']:+d} body against this "
    "strike.",
    "StrikeSequenceBegan": lambda t: f"The strike against {t.n(t.d['character'])} is resolved "
    "next.",
    "ExcessStrikesAllocated": lambda t: f"{t.d['amount']} excess strike(s) fall on "
    f"{t.n(t.d['character'])}: -{t.d['amount']} prowess.",
    "StrikeResolved": lambda t: f"{t.n(t.d['character'])} rolls: "
    f"{strike_sum(t.d['roll'], t.d['prowess'])}, against the strike's {t.d['strike']}: "
    + strike_outcome(t.n(t.d["character"]), t.d["result"], t.d["defeated"], t.d["state"],
                     t.d["body_roll"]) + ".",
    "BodyCheckAwaited": lambda t: body_checks.at_hand_line(t.n, t.d["character"], t.d["at_hand"])
    if "at_hand" in t.d else body_checks.awaited_line(t.n, t.d["character"], t.body_cards),
    "BodyChecked": lambda t: f"Body check of {t.n(t.d['character'])}: {body_sum(t.d)}: "
    + (creature_discards.body_checked(t.n, t.d) or f"{t.n(t.d['character'])} "
       + (("fails it." if t.d.get("ally") else "is eliminated.") if t.d["eliminated"]
          else "survives.")),
    "AttackEnded": lambda t: f"The attack of {t.d['attack']} ends"
    + (" defeated" if t.d["defeated"] else "") + (" (canceled)" if t.d["canceled"] else "")
    + ("; its next attack comes" if "next_on" in t.d else
       f"; {t.n(t.d['card'])} goes to the hazard discard pile" if t.d.get("card") else "")
    + ".",
    "PlayerRuling": lambda t: f"{t.n(t.d['card'])} played as declared effect: "
    + declared_words(t.d['effect'], int(t.d.get('amount') or 0),
                     t.n(t.d['target']) if t.d.get("target") else None) + ".",
    "CharacterStateChanged": lambda t: f"{t.n(t.d['character'])} is now {t.d['state']}"
    + (f": {t.d['reason']}" if t.d.get("reason") else "") + ".",
    "CompanyBodyModified": lambda t: f"Every character in the company: {t.d['body']:+d} body "
    f"until the end of the turn (not above {t.d['maximum']}).",
    "HazardDiscarded": lambda t: f"{t.n(t.d['card'])} is discarded from the row.",
    "CreaturesPrevented": lambda t: "No creatures can be played on the company this turn.",
    "CompanyStays": lambda t: f"{t.n(t.d['card'])}: the company stays at {t.d['place']} this "
    "turn.",
    "CreatureAttacksCanceled": lambda t: f"{t.n(t.d['card'])}: every hazard creature's attack "
    "on the company is canceled this turn.",
    "HandShuffledIn": lambda t: f"{t.n(t.d['card'])}: the hand and the discard pile "
    f"({len(t.d['cards'])} card{'s' if len(t.d['cards']) != 1 else ''}) are shuffled into the "
    "resource deck; the card is removed from the game.",
    "SiteEntered": lambda t: f"The company enters {t.n(t.d['site'])}.",
    "CorruptionChecked": lambda t: f"Corruption check of {t.n(t.d['character'])}"
    + (f" (asked by {t.n(t.d['asked_by'])})" if t.d.get("asked_by") else "") + ": "
    + (check_sum(t.d["check"]) if t.d.get("check") else f"{t.d['roll']} {t.d['modifier']:+d}"
       + (f" {t.d['bonus']:+d}" if t.d.get("bonus") else ""))
    + f" against {t.d['points']}: {t.d['result']}"
    + (f" (helped by {and_list([t.n(h) for h in t.d['helpers']])})" if t.d.get("helpers") else "")
    + ".",
    "CorruptionCheckModified": lambda t: f"{t.n(t.d['character'])}'s next corruption check this "
    f"turn: {t.d['amount']:+d}.",
    "CreatureProwessModified": lambda t: f"Each hazard creature attacking the company this "
    f"turn: {t.d['prowess']:+d} prowess.",
    "HazardLimitModified": lambda t: f"The company's hazard limit this turn: {t.d['amount']:+d} "
    f"(not below {t.d['minimum']}).",
    "LandsTreated": lambda t: gates_treatments.sentence(t.d, t.n),
    "KeyingLimitedToSite": lambda t: f"{t.n(t.d['card'])}: only hazard creatures keyed to the "
    "company's new site are played on it this turn.",
    "SiteKeyingBarred": lambda t: "No creature may be keyed to the company's site against it "
    "this turn.",
    "SiteSearched": lambda t: f"{t.n(t.d['character'])} searches {t.d['site']}: another character "
    "of his company may play an item there without tapping it.",
    "KeyingBarred": lambda t: "No creature may be keyed by type to a "
    f"{type_name(t.d['region_type'])} "
    "against the company this turn.",
    "InfluenceCardPlayed": lambda t: f"{t.n(t.d['card'])} is played for {t.n(t.d['character'])}'s "
    "next influence attempt this turn.",
    "ItemTransferred": lambda t: f"{t.n(t.d['origin'])} gives {t.n(t.d['item'])} to "
    f"{t.n(t.d['to'])}.",
    "ResourceDiscarded": lambda t: f"Discarded {t.n(t.d['card'])} from the hand.",
    "HandOverLimit": lambda t: f"{t.d['cards']} cards in hand: discard down to "
    + (f"{t.d['size']}." if t.d.get("size") else "five."),
    "TurnEnded": lambda t: f"Turn {t.d['turn']} ends.",
    "HazardDrawSkipped": lambda t: "No hazard can be drawn: deck and discard pile are empty.",
    "GameEnded": _game_ended,
    **rings.LINES,
    **check_helpers.LINES,
}
