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
Lines = dict[str, Callable[[], str]]
OwnLines = Callable[[Namer, Mapping[str, Any]], Lines]


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


def card_effect_lines(n: Namer, d: Mapping[str, Any]) -> Lines:
    """The lines of the facts a scripted card's effect on an attack, or on a character for the
    rest of the turn, writes, an item's use, a corruption card's check and removal roll, and
    Morgul-knife's and The Pale Sword's play and removal, which the Guise of the Necromancer
    writes too."""
    return {
        nenya.ASSURED: lambda: nenya.narrate(nenya.ASSURED, d, n) or "",
        nenya.SUCCEEDED: lambda: nenya.narrate(nenya.SUCCEEDED, d, n) or "",
        "CardsSeen": lambda: f"{n(d['card'])}: the top of the {d['deck']} deck is seen ("
        + (", ".join(n(c) for c in d["cards"]) or "empty") + "), then shuffled back on top.",
        "AttackModified": lambda: f"The attack of {d['attack']} gets " + " and ".join(
            f"{d[k]:+d} {k}" for k in ("prowess", "body") if d[k]) + ".",
        "AttackStrikesSet": lambda: f"The attack of {d['attack']} has {d['strikes']} "
        f"strike{'s' if d['strikes'] != 1 else ''} (was {d['was']}): {n(d['by'])}.",
        "StrikesProwessModified": lambda: ", ".join(n(c) for c in d["characters"])
        + f": {d['prowess']:+d} prowess against the strikes of this attack.",
        "TwoStrikeRolls": lambda: f"{n(d['character'])} rolls twice against the strike; "
        "the better roll is used.",
        "StrikeCanceled": lambda: f"The strike against {n(d['character'])} is canceled"
                                  + (f" by {d['by']}" if d.get("by") else "") + ".",
        "ItemTapped": lambda: item_use_line(n, d, "taps"),
        "ItemInUse": lambda: item_use_line(n, d, "uses"),
        "ItemUsed": lambda: item_use_line(n, d, "discards"),
        "LuckySearchMade": lambda: f"{n(d['character'])} turns over "
        + ", ".join(n(c) for c in d["revealed"]) + ": "
        + (f"he takes {n(d['card'])}." if d.get("card") else "no item.")
        if d["revealed"] else f"{n(d['character'])} finds the play deck empty.",
        "StrikesFailRolled": lambda: f"{n(d['card'])}: {n(d['character'])} rolls {d['roll']} "
        f"+ {d['prowess']} prowess = {d['total']} against the attack's {d['attack_prowess']}: "
        + ("every strike fails." if d["fails"] else "the strikes stand."),
        "AttackStrikesFailed": lambda: f"{n(d['card'])}: {d['strikes']} strike"
        f"{'s' if d['strikes'] != 1 else ''} of {d['attack']} fail"
        + (f" (body checks {', '.join(str(r) for r in d['body_rolls'])}"
           + (f", each +{d['body_bonus']}" if d.get("body_bonus") else "") + ")"
           if d["body_rolls"] else "")
        + (": the attack is defeated." if d["defeated"] else ": it is not defeated."),
        "DeckSearched": lambda: f"{n(d['card'])}: {n(d['character'])} searches the play "
        "deck: " + (f"an item to take of {', '.join(n(c) for c in d['items'])}."
                    if d["items"] else "no item in it."),
        "PalantirEnabled": lambda: f"Use Palantír: {n(d['character'])} may use "
        f"{n(d['palantir'])} for the rest of the turn.",
        "PalantirAligned": lambda: f"{n(d['card'])} is played on {n(d['palantir'])} "
        f"({n(d['character'])}): he may use it.",
        "AlignmentDiscarded": lambda: f"{n(d['card'])} on {n(d['palantir'])} is discarded: "
        f"{d['reason']}.",
        "CardPlayed": lambda: f"Played {n(d['card'])}: "
        + (played_words(d['card'], d['mode'], n(d['target']) if d.get('target') else None)
           or str(d['mode'])) + ".",
        "AlignmentStored": lambda: f"{n(d['card'])} is stored with {n(d['palantir'])}.",
        "ItemLeftPlay": lambda: creature_discards.item_left(n, d)
        or f"{n(d['item'])} leaves play with {n(d['bearer'])}: to the discard pile.",
        "CardTakenToHand": lambda: f"{n(d['by'])}: {n(d['card'])} is taken from the "
        f"{'play deck' if d['source'] == 'deck' else 'discard pile'} into the hand.",
        "CardPutInDeck": lambda: f"{n(d['by'])}: {n(d['card'])} goes from the discard pile "
        "into the play deck.",
        "ItemTakenFromDeck": lambda: f"{n(d['card'])}: {n(d['item'])} is taken from the play "
        "deck into the hand.",
        "ItemTakenFromDiscard": lambda: f"{n(d['card'])}: {n(d['item'])} is taken from the "
        "discard pile into the hand.",
        "SiteUntapped": lambda: f"{n(d['by'])}: {n(d['site'])} untaps." if d.get("by")
        else f"{n(d['site'])}, left, returns to the location deck untapped.",
        "CharacterBolstered": lambda: f"{n(d['card'])}: {n(d['character'])} has "
        f"{int(d['amount']):+d} {turn_bonuses.WORDS[str(d['stat'])]} for the rest of the turn.",
        "CorruptionCardCheck": lambda: f"{n(d['card'])} on {n(d['character'])}: a "
        f"corruption check ({d['why']}).",
        "CorruptionCardRemoved": lambda: f"{n(d['card'])} is removed from "
        f"{n(d['character'])} ({n(d['by'])}).",
        "CorruptionRemovalRolled": lambda: f"{n(d['character'])} rolls "
        + (check_sum(d["check"]) if d.get("check") else str(d["roll"]))
        + (", staying untapped," if d["stays_untapped"] else "")
        + f" to remove {n(d['card'])} (needs {d['needed']}): "
        + ("removed." if d["removed"] else "it stays."),
        # Morgul-knife and The Pale Sword (``hobbit.blades``).
        "BladePlayed": lambda: f"{n(d['card'])} is played on the company facing "
        f"{n(d['creature'])}: {int(d['prowess']):+d} prowess to the attack.",
        "HazardPlacedOnCharacter": lambda: f"{n(d['card'])} goes on {n(d['character'])}, "
        f"whom the attack wounded (+{d['points']} corruption).",
        "BladeDiscarded": lambda: f"{n(d['card'])} is discarded: {d['reason']}.",
        "UntapAwaited": lambda: "Untap phase: a blade's bearer at a Haven may try to remove it "
        "instead of untapping or healing.",
        "UntapForgone": lambda: f"{n(d['character'])} tries to remove {n(d['card'])} instead of "
        "untapping or healing.",
    }


def line(catalog: Catalog, fact: Fact, own: OwnLines | None = None,
         body_cards: bool = False) -> str:
    """``body_cards``: the version offers a card of the hand raising a wounded character's
    body while his body check waits (``body_checks.awaited_line``; a wait recording what is
    at hand is told by that, ``body_checks.at_hand_line``)."""
    text = _text(catalog, fact, own, body_cards)
    if fact.kind == "PlayerRuling":
        text = "PLAYER RULING: " + text
    return f"{text} [{fact.rule}]" if fact.rule else text


#: The clause that loses a Hobbit scenario with its hero, in the clause's own words.
_HERO_LOST = {"TBA-WIN-1": "the Hobbit is eliminated",
              "BWJ-WIN-5": "the Burglar is eliminated by death or by corruption"}


def _text(catalog: Catalog, fact: Fact, own: OwnLines | None, body_cards: bool = False
          ) -> str:
    def n(card: Any) -> str:
        if not card:
            return "-"
        return catalog.get(str(card)).name if str(card) in catalog else str(card)

    d: Mapping[str, Any] = fact.data
    lines: Lines = {
        **card_effect_lines(n, d),
        "CounterPlaced": lambda: f"The location counter is placed on {d['place']}.",
        "FactionInfluenced": lambda: factions.narrate(n, d),
        "ResourcesDrawn": lambda: "Drew " + (", ".join(n(c) for c in d["cards"]) or
                                             "nothing") + ".",
        "TurnBegan": lambda: f"Turn {d['turn']} begins at {d['location']}.",
        "CounterMoved": lambda: f"The company moves from {d['origin']} to {d['to']}"
        + (f" by {n(d['by'])}." if d.get("by") else "."),
        "StayedPut": lambda: f"The company stays at {d['place']}.",
        "CharacterDiscarded": lambda: creature_discards.discarded(n, d)
        or f"{n(d['character'])} leaves the company.",
        "CharacterTapped": lambda: f"{n(d['character'])} taps ({d['to']}).",
        "SpellTakenBack": lambda: spell_back.narrate(n, d),
        "CompanyCarried": lambda: f"{n(d['card'])} takes the company from {d['origin']} to "
                                  f"{d['to']}.",
        "AllyPlayed": lambda: str(allies.narrate(n, fact.kind, d)),
        "AllyDiscarded": lambda: str(allies.narrate(n, fact.kind, d)),
        "AllyTapped": lambda: str(allies.narrate(n, fact.kind, d)),
        "ItemLost": lambda: f"{d['by']} takes {n(d['card'])} from {n(d['character'])}: to "
                            "the discard pile.",
        "ItemToGiveUpNamed": lambda: f"Should the attack take an item, {n(d['card'])} goes "
                                     "first of those not named before.",
        "CharacterEliminated": lambda: f"{n(d['character'])} is eliminated.",
        attacks_at_once.SET_ASIDE: lambda: str(attacks_at_once.narrate(fact.kind, d, n)),
        attacks_at_once.TAKEN_UP: lambda: str(attacks_at_once.narrate(fact.kind, d, n)),
        company_checks.AWAITED_FACT: lambda: str(company_checks.narrate(fact.kind, d)),
        company_checks.STANDS_FACT: lambda: str(company_checks.narrate(fact.kind, d)),
        "AttackDeclared": lambda: f"{d['attack']['name']} attacks ("
        + (f"{d['attack']['race']}, " if d['attack']['race'] else "")
        + f"{count(d['attack']['strikes'], 'strike')}, prowess {d['attack']['prowess']})."
        + (f" With {n(d['defenders_chosen_by'])} the attacker chooses every defender."
           if d.get("defenders_chosen_by") else ""),
        "AttacksProwessModified": lambda: f"{n(d['card'])}: every attack on the company has "
        f"{d['prowess']:+d} prowess until the end of the turn.",
        "GreatRoadTaken": lambda: f"{n(d['card'])}: the hazards drawn for the company count "
        f"twice this turn; at its end it may go back to {d['haven']}.",
        "GreatShipBoarded": lambda: f"{n(d['card'])}: {n(d['character'])}'s company is aboard "
        "until the end of the turn.",
        "CompanyWentBack": lambda: f"{n(d['card'])}: the company goes back from {d['origin']} "
        f"to {d['to']}.",
        "GreatRoadDeclined": lambda: f"{n(d['card'])}: the company stays at {d['place']}.",
        "AttackCanceled": lambda: f"The attack of {d['attack']} is canceled"
        + (f" by {n(d['card'])}." if d.get("card") else "."),
        "CompanyProwessModified": lambda: f"Every character in the company gets "
        f"{d['prowess']:+d} prowess until the end of the turn.",
        "StrikeAssigned": lambda: f"The {d['by']} assigns a strike to {n(d['character'])}.",
        "StrikesAssigned": lambda: f"Strikes assigned; {d['excess']} excess.",
        "StayUntapped": lambda: f"{n(d['character'])} takes -3 to stay untapped.",
        "StrikeTapPrevented": lambda: f"{n(d['character'])} does not tap against the strike "
        "(unless wounded by it).",
        "CharacterSupports": lambda: f"{n(d['supporter'])} taps to support "
        f"{n(d['character'])}.",
        "StrikeModified": lambda: (f"{n(d['card'])}: " if d.get("card") else "")
        + f"{n(d['character'])}: {d['prowess']:+d} prowess, {d['body']:+d} body against this "
        "strike.",
        "StrikeSequenceBegan": lambda: f"The strike against {n(d['character'])} is resolved "
        "next.",
        "ExcessStrikesAllocated": lambda: f"{d['amount']} excess strike(s) fall on "
        f"{n(d['character'])}: -{d['amount']} prowess.",
        "StrikeResolved": lambda: f"{n(d['character'])} rolls: "
        f"{strike_sum(d['roll'], d['prowess'])}, against the strike's {d['strike']}: "
        + strike_outcome(n(d["character"]), d["result"], d["defeated"], d["state"],
                         d["body_roll"]) + ".",
        "BodyCheckAwaited": lambda: body_checks.at_hand_line(n, d["character"], d["at_hand"])
        if "at_hand" in d else body_checks.awaited_line(n, d["character"], body_cards),
        "BodyChecked": lambda: f"Body check of {n(d['character'])}: {body_sum(d)}: "
        + (creature_discards.body_checked(n, d) or f"{n(d['character'])} "
           + (("fails it." if d.get("ally") else "is eliminated.") if d["eliminated"]
              else "survives.")),
        "AttackEnded": lambda: f"The attack of {d['attack']} ends"
        + (" defeated" if d["defeated"] else "") + (" (canceled)" if d["canceled"] else "")
        + ("; its next attack comes" if "next_on" in d else
           f"; {n(d['card'])} goes to the hazard discard pile" if d.get("card") else "")
        + ".",
        "PlayerRuling": lambda: f"{n(d['card'])} played as declared effect: "
        + declared_words(d['effect'], int(d.get('amount') or 0),
                         n(d['target']) if d.get("target") else None) + ".",
        "CharacterStateChanged": lambda: f"{n(d['character'])} is now {d['state']}"
        + (f": {d['reason']}" if d.get("reason") else "") + ".",
        "CompanyBodyModified": lambda: f"Every character in the company: {d['body']:+d} body "
        f"until the end of the turn (not above {d['maximum']}).",
        "HazardDiscarded": lambda: f"{n(d['card'])} is discarded from the row.",
        "CreaturesPrevented": lambda: "No creatures can be played on the company this turn.",
        "CompanyStays": lambda: f"{n(d['card'])}: the company stays at {d['place']} this "
        "turn.",
        "CreatureAttacksCanceled": lambda: f"{n(d['card'])}: every hazard creature's attack "
        "on the company is canceled this turn.",
        "HandShuffledIn": lambda: f"{n(d['card'])}: the hand and the discard pile "
        f"({len(d['cards'])} card{'s' if len(d['cards']) != 1 else ''}) are shuffled into the "
        "resource deck; the card is removed from the game.",
        "SiteEntered": lambda: f"The company enters {n(d['site'])}.",
        "CorruptionChecked": lambda: f"Corruption check of {n(d['character'])}"
        + (f" (asked by {n(d['asked_by'])})" if d.get("asked_by") else "") + ": "
        + (check_sum(d["check"]) if d.get("check") else f"{d['roll']} {d['modifier']:+d}"
           + (f" {d['bonus']:+d}" if d.get("bonus") else ""))
        + f" against {d['points']}: {d['result']}"
        + (f" (helped by {and_list([n(h) for h in d['helpers']])})" if d.get("helpers") else "")
        + ".",
        "CorruptionCheckModified": lambda: f"{n(d['character'])}'s next corruption check this "
        f"turn: {d['amount']:+d}.",
        "CreatureProwessModified": lambda: f"Each hazard creature attacking the company this "
        f"turn: {d['prowess']:+d} prowess.",
        "HazardLimitModified": lambda: f"The company's hazard limit this turn: {d['amount']:+d} "
        f"(not below {d['minimum']}).",
        "LandsTreated": lambda: gates_treatments.sentence(d, n),
        "KeyingLimitedToSite": lambda: f"{n(d['card'])}: only hazard creatures keyed to the "
        "company's new site are played on it this turn.",
        "SiteKeyingBarred": lambda: "No creature may be keyed to the company's site against it "
        "this turn.",
        "SiteSearched": lambda: f"{n(d['character'])} searches {d['site']}: another character "
        "of his company may play an item there without tapping it.",
        "KeyingBarred": lambda: "No creature may be keyed by type to a "
        f"{type_name(d['region_type'])} "
        "against the company this turn.",
        "InfluenceCardPlayed": lambda: f"{n(d['card'])} is played for {n(d['character'])}'s "
        "next influence attempt this turn.",
        "ItemTransferred": lambda: f"{n(d['origin'])} gives {n(d['item'])} to {n(d['to'])}.",
        "ResourceDiscarded": lambda: f"Discarded {n(d['card'])} from the hand.",
        "HandOverLimit": lambda: f"{d['cards']} cards in hand: discard down to "
        + (f"{d['size']}." if d.get("size") else "five."),
        "TurnEnded": lambda: f"Turn {d['turn']} ends.",
        "HazardDrawSkipped": lambda: "No hazard can be drawn: deck and discard pile are empty.",
        "GameEnded": lambda: f"The game is {d['outcome']}: {d['reason']}.",
    }
    lost_with_hero = _HERO_LOST.get(fact.rule or "")
    if d.get("fate"):  # how the hero left, recorded (``creature_discards``)
        lines["GameEnded"] = lambda: str(creature_discards.game_lost(n, d, fact.rule))
    elif lost_with_hero:
        # The rules' words for the loss, not the recorded reason's ("has left the company").
        lines["GameEnded"] = lambda: f"The game is {d['outcome']}: " + (
            f"{n(d['character'])} is eliminated" if d.get("character") else lost_with_hero) + "."
    lines.update(rings.narrate_lines(n, d))
    lines.update(check_helpers.lines(n, d))
    if own is not None:
        lines.update(own(n, d))
    make = lines.get(fact.kind)
    return make() if make else describe(fact, catalog)
