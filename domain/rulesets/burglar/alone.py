"""The Burglar alone against a failed burglary's attacks (BWJ-BURG-6: he faces all of the
site's automatic-attacks alone), from ``SINCE``: nothing another character of the company
bears or does takes part in them, at any step (cancelling the attack, its strikes, the
strike's roll, the wait of a wound's body check, ``hobbit.body_checks``).

- An item borne by another character is not used (``use:<item>:<bearer>:...``): a Hand's
  Miruvor (+2 body to the company), Potion of Prowess, Healing Herbs, a Hand's item against
  the attack. The Burglar's own items stay offered.
- A card of the hand is played by the player (CoE-5.1); one played on a character acts
  through him (it taps, wounds or bolsters him, or is his spell), so one played on another
  character is not offered (Concealment by a scout Hand, Escape wounding a Hand, Narya on a
  Gandalf Hand untapping the company, Wizard's Flame). One played on the Burglar, or on the
  attack itself (Dark Quarrels, Stars), stays offered; one played on him that needs a skill in
  his company is offered only if he has it (New Friendship's diplomat). A card played by
  declaring its effect (a player ruling) targets no other character.
- As before: no strike is given to another character, none supports him, no ally takes part
  (``ruleset``), no Wizard's spell on a Hand and no Sacrifice of Form (``sacrifice_of_form``).

Before ``SINCE`` only those, and a Hand's item used against the attack before its strikes are
assigned, were kept out: an item a Hand bears that is used at any time (Miruvor, Potion of
Prowess, Healing Herbs) and any other card played on another character (Concealment by a scout
Hand, Escape on a Hand, Narya on a Gandalf Hand, Wizard's Flame) were offered, a declared
effect might target any character, and a Hand's Miruvor opened the wait of the Burglar's body
check; those games replay as played."""

from __future__ import annotations

from collections.abc import Callable

from domain.engine import coe, effects
from domain.errors import IllegalAction
from domain.immutable import replace
from domain.ruleset import Action, played_since
from domain.rulesets.burglar.state import State
from domain.rulesets.hobbit.moves import Legal, Move

#: The first version keeping every other character's part out of a burglary's attacks.
SINCE = 129
#: The first version declaring those attacks citing ``RULE``, not entering the site's clause.
CITED_SINCE = 143
RULE = "BWJ-BURG-6"


def plays(played: str) -> bool:
    return played_since(played, SINCE)


def automatic_rule(state: State, played: str) -> str:
    """The clause an automatic-attack declared now cites: from ``CITED_SINCE`` one of a failed
    burglary's, which the Burglar faces alone without entering the site (``RULE``); else the
    standard one of entering it (CoE-2.V.ii)."""
    return RULE if state.alone and played_since(played, CITED_SINCE) \
        else coe.AUTOMATIC_ATTACKS


def facing_alone(state: State) -> bool:
    """Whether the Burglar faces a failed burglary's attack now."""
    return state.alone and state.combat is not None and state.outcome is None


def anothers(state: State, move: Move, generations: effects.Generations = effects.FIRST
             ) -> str | None:
    """The other character whose part ``move`` is (None: the Burglar's, or no one's): an item
    he bears used, a card played on him, a strike he faces or his support, or a card played
    on the Burglar that needs a skill in his company only another has (New Friendship's
    diplomat: the other character the first who has it)."""
    if move.kind == "event" and move.target == state.hero:
        return _lender(state, move, generations)
    if move.kind == "use":
        who = move.holder
    elif move.kind in ("event", "assign", "support"):
        who = move.target
    else:
        return None
    return who if who and who != state.hero and state.character(who) is not None else None


def _skill(move: Move, generations: effects.Generations) -> str | None:
    """The skill a character of the company must have for the card ``move`` plays (None:
    none)."""
    entry = effects.scripted(move.card, generations)
    return next((m.company_skill for m in entry.modes if m.name == move.mode), None) \
        if entry else None


def _lender(state: State, move: Move, generations: effects.Generations) -> str | None:
    """The other character whose skill the card ``move`` plays on the Burglar needs in his
    company, the Burglar lacking it (None: it needs none, or he has it)."""
    skill = _skill(move, generations)
    burglar = state.the_hero
    if skill is None or burglar is None or burglar.has_skill(skill):
        return None
    return next((c.card_id for c in state.company if c.has_skill(skill)), None)


def kept(state: State, played: str, out: Legal, generations: effects.Generations) -> Legal:
    """``out`` without another character's part while the Burglar faces the attacks alone, a
    card played by declaring its effect offered on no other character (``declared_problem``)."""
    if not plays(played) or not facing_alone(state):
        return out
    return {a: (_on_him(state, action) if move.kind == "declare" else action, move)
            for a, (action, move) in out.items() if anothers(state, move, generations) is None}


def _on_him(state: State, action: Action) -> Action:
    """A declared card's ``action`` with no other character among its targets."""
    targets = tuple(t for t in action.candidates.get("target", ())
                    if t == state.hero or state.character(t) is None)
    return replace(action, candidates={**action.candidates, "target": targets})


def declared_problem(state: State, played: str, target: str) -> tuple[str, str] | None:
    """Why a card played by declaring its effect may not target ``target`` now (None: this
    does not forbid it): another character, while the Burglar faces the attacks alone."""
    who = state.character(target)
    if not plays(played) or not facing_alone(state) or who is None \
            or who.card_id == state.hero:
        return None
    return (f"A declared effect cannot target {who.name} now: in a burglary the Burglar faces "
            "the attacks alone, and no other character takes part.", RULE)


def refusal(state: State, played: str, action: str, named: Callable[[str], str],
            generations: effects.Generations) -> IllegalAction | None:
    """Why ``play:<card>:<mode>:<character>`` is refused while the Burglar faces the attacks
    alone (None: this does not refuse it; an item another bears is refused as in every
    version, ``refusals``); ``named``: a card's name."""
    kind, _, rest = action.partition(":")
    parts = (rest.split(":") + ["", "", ""])[:3]
    if not plays(played) or not facing_alone(state) or kind != "play":
        return None
    move = Move("event", card=parts[0], mode=parts[1], target=parts[2])
    other = anothers(state, move, generations)
    character = state.character(other) if other is not None else None
    if character is None:
        return None
    what = f"{named(parts[0])} cannot be played on {character.name} now" \
        if parts[2] != state.hero else f"{named(parts[0])} cannot be played now: the " \
        f"{_skill(move, generations)} it needs in the company is {character.name}'s"
    return IllegalAction(f"{what}: in a burglary the Burglar faces the attacks alone, and no "
                         "other character takes part.", clause=RULE)
