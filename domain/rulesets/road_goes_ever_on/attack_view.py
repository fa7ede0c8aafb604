"""The attack under way as the board shows it (``combat``), in the shape There and Back Again's and
Burglar's boards give theirs, so a table draws it the same way: the attack as declared
(creature, race, strikes, prowess, body), the characters given its strikes so far (the
defender's and those chance gave, RGO-TARGET-2), how many strikes are still to be given, and who
faces the strike held for him (an Assassin's or a Slayer's, held_attacks.py); and each strike
given so far as it stands (``assigned_strikes``): the prowess of the one facing it with every
modifier its roll will count, his supporters so far, the strike's prowess and body and the least
rolls that beat it and that keep it from wounding, worked out by the code the resolution uses
(``strike_terms``, ``strike_pool.weighing``, ``engine.strike_view``). A strike a card cancels
shows the card instead. The strikes left to chance are picked only as the strikes resolve, so
they are not shown before, but for an attack whose strikes go one to each character
(each_strikes.py): nothing is picked, so each strike still to give is shown with the character
it will go to (``strikes_to_come``), his -3, Dodge or Skill token chosen ahead counted. Nor is
the strike Fury of the Iron Crown strengthens shown (picked at random as they resolve,
desolation.py; before, the first resolved): the Fury waiting is shown
beside them (``fury``), its prowess left out of theirs.

The Road resolves an attack's strikes together once they are given, so the board sees one only
while the game waits on the defender: "assigning" while strikes are left to give, "striking"
once every one is given (support, a card or a cancel may still come first). What the dice of
an earlier strike bring is not foreseen: an item that a companion it eliminates passes to one
struck later (CoE 3.I.2) counts in that one's roll, not in the strike shown."""

from __future__ import annotations

from collections.abc import Callable

from domain.canonical import JSON
from domain.engine import combat as engine
from domain.engine import strike_view
from domain.engine.combat import Attack
from domain.ruleset import Ruleset
from domain.rulesets.road_goes_ever_on import (
    attack_hazards,
    creatures,
    desolation,
    each_strikes,
    sacrifice_of_form,
    strike_pool,
    strike_terms,
)
from domain.rulesets.road_goes_ever_on.state import State

ASSIGNING, STRIKING = "assigning", "striking"


def board(state: State, ruleset: Ruleset[State],
          name: Callable[[str], str]) -> dict[str, JSON] | None:
    """The attack waiting for the defender, or None (``ruleset``: the one playing the game,
    at the version played; ``name``: a card's name by its id)."""
    awaited = state.awaited_strikes
    if awaited is None:
        return None
    strikes = awaited.attack.get("strikes")
    left = max((strikes if isinstance(strikes, int) else 0) - len(awaited.assigned), 0)
    facing = awaited.assigned[0] if awaited.held is not None and awaited.assigned else None
    given, coming = strikes_shown(state, ruleset, name)
    return {"attack": dict(awaited.attack),
            "stage": ASSIGNING if left and facing is None else STRIKING,
            "assigned": list(awaited.assigned), "facing": facing, "strikes_left": left,
            "assigned_strikes": given,
            **({"strikes_to_come": coming} if coming else {}),
            **fury(state, ruleset.played, Attack.from_json(awaited.attack), name),
            **({"set_aside": [str(s.awaited.attack.get("name")) for s in state.set_aside]}
               if state.set_aside else {}),
            # The attacks a card made between the steps still to come once this one is over
            # (three Traitors turned by one failed check: interjections.py).
            **({"attacks_to_come": [str(q.attack.get("name")) for q in state.queued_attacks]}
               if state.queued_attacks else {})}


def strikes_shown(state: State, ruleset: Ruleset[State],
                  name: Callable[[str], str]) -> tuple[list[JSON], list[JSON]]:
    """Each strike given so far (``assigned_strikes``), then, for an attack whose strikes go
    one to each character (each_strikes.py), each not yet given (``strikes_to_come``), to the
    character it will go to (the characters not yet struck, in the company's order, as
    ``combat.at_random`` gives them), in the order they resolve, as its roll will count it
    now: so that the defender sees, before the strikes are given, each one's prowess with
    the -3, Dodge or Skill token already chosen for it. Any other attack's strikes left go at
    random: none is shown before. None at all while Sacrifice of Form makes every strike
    fail unrolled."""
    awaited = state.awaited_strikes
    if awaited is None or sacrifice_of_form.played_on(state) is not None:
        return [], []
    attack = Attack.from_json(awaited.attack)
    played = ruleset.played
    card = ruleset.catalog.get
    weigh = strike_pool.weighing(state, played, card, attack, awaited.assigned, awaited.spared)
    given = strike_pool.struck(state, awaited.assigned)
    coming: list[str] = []
    if each_strikes.applies(played, attack):
        characters = strike_pool.facing(state, played, card, attack, awaited.spared)
        count = strike_pool.to_chance(
            len(characters), strike_pool.strikes_left(state, attack, awaited.assigned),
            creatures.lone_defender(played, attack), len(given))
        coming = [c.card_id for c in engine.unassigned(characters, given)][:count]
    # Boromir's strikes beyond his first, each a strike sequence of its own from
    # abilities.SEQUENCES_SINCE, shown each after his first, as they will resolve.
    faced = strike_pool.sequences(state, played, awaited.assigned, given)
    struck = (*faced, *coming)
    shown: tuple[list[JSON], list[JSON]] = ([], [])
    for index, target in enumerate(struck):
        further = target in struck[:index]
        terms = strike_terms.of(ruleset, strike_pool.unchosen(state, target) if further
                                else state, target, attack, weigh(index, target), struck)
        if terms is None:
            continue
        canceled = terms.cards.canceled
        # His mind told where he fights with it, as a character's roll tells it (an ally's
        # roll told it as its prowess, the number its mind all the same).
        own = creatures.mind_told(played, terms.attack, terms.fighter)
        # A strike that only taps (a detainment's, Neeker-breekers') leads to no body check.
        wounds = not (awaited.detainment or creatures.wound_taps_only(played, terms.attack))
        shown[index >= len(faced)].append(
            {"character": target, "canceled_by": name(canceled)} if canceled
            else _strike(terms, attack, own, name, wounds))
    return shown


def _strike(terms: strike_terms.Terms, attack: Attack, own: str | None,
            name: Callable[[str], str], wounds: bool) -> dict[str, JSON]:
    """One strike as ``engine.strike_view`` shows it (``own``: how the fighter's own number is
    told, None: as his prowess), the strike's prowess from the attack's (``attack``) and the
    creature's text against the one facing it, with the body a strike he beats then checks
    against (None: it has none) and the least roll that ties it. He stays untapped by the -3
    or by what else keeps him so (``stays_untapped_by``: Dodge, Block, a Skill token); where
    the strike can wound him (``wounds``) and something changes his body for the check that
    follows (Dodge's -1, an ability), ``body_check`` is the body it is made against, each part
    in ``body_check_from``."""
    shown = strike_view.view(terms.fighter, terms.mods, terms.helpers, terms.extra,
                             strike_view.strike_parts(attack, terms.attack.prowess), name, own)
    unwounded = strike_view.least_roll(terms.prowess, terms.attack.prowess, tie=True)
    kept = {"stays_untapped": True, "stays_untapped_by": terms.kept_by} \
        if terms.kept_by is not None else {}
    # A body modifier is off the check's roll: body -1 is +1 to the roll.
    parts = [(terms.fighter.effective_body, f"{terms.fighter.name}'s body"),
             *((-m.amount, m.why) for m in terms.body_extra if m.amount)]
    body = {"body_check": sum(a for a, _ in parts),
            "body_check_from": [{"amount": a, "from": w} for a, w in parts]} \
        if wounds and len(parts) > 1 else {}
    return {**shown, **kept, "body": terms.attacker.body, "roll_to_not_be_wounded": unwounded,
            **body}


def fury(state: State, played: str, attack: Attack,
         name: Callable[[str], str]) -> dict[str, JSON]:
    """The Fury of the Iron Crown waiting for ``attack``, if one does: the card, the prowess
    it adds and to which strike (``desolation.fury_strike``)."""
    card = attack_hazards.waiting_fury(state, attack)
    if card is None:
        return {}
    which = RANDOM_STRIKE if desolation.plays(played) else FIRST_STRIKE
    return {"fury": {"card": name(card), "prowess": attack_hazards.fury_prowess(card),
                     "strike": which}}


#: Which strike a waiting Fury of the Iron Crown strengthens, as the board tells it.
RANDOM_STRIKE = "one picked at random as the strikes resolve"
FIRST_STRIKE = "the first resolved"
