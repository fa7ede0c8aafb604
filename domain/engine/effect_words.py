"""Card effects told in words, for the labels of the choices and the lines of the log: what a
mode of a scripted card does ("+4 to Bilbo's next corruption check"), not the ids its script
and its events keep ("check", ``corruption-check-bonus``).

The common effects of the resource cards have a phrase of their own here; any other effect is
told by its vocabulary's description (``effects.VOCABULARY`` and the others), with its amount.
Words only: nothing here decides what a card does."""

from __future__ import annotations

from collections.abc import Sequence

from domain.engine import effects
from domain.engine.effects import Effect, Mode
from domain.text import and_list, count

#: A bonus's stat and what it is given to (``{who}``: the character the card is played on).
_BONUSES: dict[str, tuple[str, str]] = {
    effects.PROWESS: ("prowess", "to {who} against the strike"),
    effects.BODY: ("body", "to {who} against the strike"),
    effects.ATTACK_PROWESS_NOW: ("prowess", "to the attack"),
    effects.ATTACK_BODY_NOW: ("body", "to the attack"),
    effects.COMPANY_PROWESS: ("prowess", "to every character of the company until the end of "
                                         "the turn"),
    effects.COMPANY_BODY: ("body", "to every character of the company until the end of the "
                                   f"turn (not above {effects.COMPANY_BODY_MAX})"),
    effects.STRIKES_PROWESS: ("prowess", "to {who} against the attack's strikes"),
    effects.COMPANY_STRIKE_PROWESS: ("prowess", "to every character of the company against "
                                                "the attack's strikes"),
    effects.TURN_PROWESS: ("prowess", "to {who} until the end of the turn"),
    effects.TURN_BODY: ("body", "to {who} until the end of the turn"),
    effects.TURN_INFLUENCE: ("direct influence", "to {who} until the end of the turn"),
    effects.CHECK_BONUS: ("", "to {whose} next corruption check"),
    effects.INFLUENCE_BONUS: ("", "to {whose} next influence attempt"),
    effects.INFLUENCE_PER_CHARACTER: ("", "for each character of the company to {whose} next "
                                          "influence attempt"),
    effects.CREATURE_PROWESS_TURN: ("prowess", "to each hazard creature's attack on the "
                                               "company this turn"),
    effects.EVERY_ATTACK_PROWESS: ("prowess", "to every attack on the company until the end "
                                              "of the turn"),
    effects.HAZARD_LIMIT_TURN: ("", "to the company's hazard limit this turn (not below "
                                    f"{effects.HAZARD_LIMIT_FLOOR})"),
    effects.DOORS_PROWESS: ("prowess", "to every character until the end of the turn, with "
                                       "Doors of Night in play"),
}

#: The other common effects, each a phrase (``{who}``, ``{whose}``; ``{n}`` its amount).
_PHRASES: dict[str, str] = {
    effects.CANCEL_ATTACK: "cancel the attack",
    effects.CANCEL_STRIKE: "cancel the strike",
    effects.UNTAP: "untap {who}",
    effects.HEAL: "heal {who} (wounded to untapped)",
    effects.DISCARD: "discard a face-up hazard",
    effects.PREVENT_CREATURES: "no hazard creature may be played on the company this turn",
    effects.WOUND_CHARACTER: "{who} is wounded",
    effects.DOES_NOT_TAP: "{who} does not tap against the strike unless wounded",
    effects.BEST_OF_TWO: "{who} rolls twice against the strike, the better roll used",
    effects.INFLUENCE_PROWESS: "{whose} prowess, up to {n}, to his next influence attempt",
    effects.INFLUENCE_TWO_ROLLS: "{who} rolls twice for his next influence attempt, the "
                                 "better roll used",
    effects.HALVE_STRIKES: "halve the attack's strikes (rounded up)",
    effects.UNTAP_COMPANY: "untap every unwounded character of the company",
    effects.NEW_HAND: "shuffle the rest of the hand and the discard pile into the play deck "
                      "and draw a new hand",
}

#: Where a primitive is described, the resources' vocabularies first.
_VOCABULARIES = (effects.VOCABULARY, effects.SCRIPTED_ONLY, effects.HAZARD_VOCABULARY,
                 effects.HAZARD_SCRIPTED_ONLY, effects.HAZARD_LONG_VOCABULARY)

THE_CHARACTER = "the character"


def _possessive(who: str) -> str:
    return f"{who}'" if who.endswith("s") and who != THE_CHARACTER else f"{who}'s"


def primitive_words(primitive: str, amount: int = 0, who: str | None = None) -> str:
    """One effect in words: its phrase, or its vocabulary's description with its amount; a
    primitive no vocabulary holds is left as it is."""
    name = who or THE_CHARACTER
    if primitive in _BONUSES:
        return _bonus([Effect(primitive, amount)], name)
    if primitive == effects.DRAW:
        return f"draw {count(amount, 'card')}"
    if primitive == effects.INFLUENCE_DRAW:
        return f"draw {count(amount, 'card')} if it succeeds"
    if primitive == effects.CHECK_NOW:
        return f"{name} makes a corruption check" + (f" at {amount:+d}" if amount else "")
    if primitive in _PHRASES:
        return _PHRASES[primitive].format(who=name, whose=_possessive(name), n=amount)
    spec = next((v[primitive] for v in _VOCABULARIES if primitive in v), None)
    if spec is None:
        return primitive
    said = spec.description.replace(THE_CHARACTER, name) if who else spec.description
    return said + (f" ({amount:+d})" if spec.has_amount and amount else "")


def _bonus(run: Sequence[Effect], who: str, per_character: bool = False) -> str:
    """Bonuses given to the same (``_BONUSES``), told once: "+3 prowess and -1 body to Thorin
    II against the strike"."""
    each = " for each character of the company" if per_character else ""
    amounts = and_list([f"{e.amount:+d}" + (f" {stat}" if stat else "")
                        for e in run for stat in [_BONUSES[e.primitive][0]]])
    scope = _BONUSES[run[0].primitive][1]
    return f"{amounts}{each} " + scope.format(who=who, whose=_possessive(who))


def told(played: Sequence[Effect], who: str | None = None, per_character: bool = False) -> str:
    """Effects in words, in their order, bonuses to the same told together; ``who``: the
    character they are played on (None: "the character")."""
    name = who or THE_CHARACTER
    parts: list[str] = []
    run: list[Effect] = []
    for effect in played:
        if run and (effect.primitive not in _BONUSES
                    or _BONUSES[effect.primitive][1] != _BONUSES[run[0].primitive][1]):
            parts.append(_bonus(run, name, per_character))
            run = []
        if effect.primitive in _BONUSES:
            run.append(effect)
        else:
            parts.append(primitive_words(effect.primitive, effect.amount, who))
    if run:
        parts.append(_bonus(run, name, per_character))
    return "; ".join(parts)


def mode_words(mode: Mode, who: str | None = None) -> str:
    """What a mode of a scripted card does, in words, with the character it acts on (or who
    taps for it) named: "cancel the attack; Bilbo taps"."""
    said = told(mode.effects, who, mode.per_character)
    if mode.staying:
        said += "; the company does not move this turn"
    return naming(said, who, mode.taps_skilled)


def naming(said: str, who: str | None, taps: bool = False) -> str:
    """Effects in words (``said``) with the character the card is played on named: the one who
    taps for it ("; Bilbo taps"), or in brackets where the words do not name him."""
    if who and taps:
        return f"{said}; {who} taps"
    return f"{said} ({who})" if who and who not in said else said


def _scripted_mode(card: str, mode: str) -> Mode | None:
    """The mode of this name of the card's latest script (None: no script names it)."""
    entry = effects.scripted(card, effects.EVERY_GENERATION)
    return next((m for m in entry.modes if m.name == mode), None) if entry else None


def hazard_mode_words(card_name: str, mode: str) -> str | None:
    """What the mode ``mode`` of the hazard event named ``card_name`` does, in words, as its
    latest script says it (None: no script has such a mode): what a random pick of a mode
    (``the mode of <card>``) chose."""
    for cards in reversed((effects.HAZARD_REGISTRY, *effects.HAZARD_LATER)):
        found = next((m for name, modes in cards.values() if name == card_name
                      for m in modes if m.mode.name == mode), None)
        if found is not None:
            return mode_words(found.mode)
    return None


def played_words(card: str, mode: str, who: str | None = None,
                 recorded: Sequence[Sequence[object]] = ()) -> str | None:
    """A recorded play of a short-event (a card id and the name of its mode, or a primitive
    the mode is: the Wizard's ``cancel-attack``) in words: as its event recorded its effects
    (``recorded``: [primitive, amount] each), else as the card's latest script says the mode,
    the character it is played on (``who``) named; None for a mode of a card's own that none
    of these tells (the line then says what the card does)."""
    if recorded:
        return naming(told([Effect(str(p), int(str(a))) for p, a in recorded], who), who)
    found = _scripted_mode(card, mode)
    if found is not None:
        return mode_words(found, who)
    if any(mode in v for v in _VOCABULARIES):
        return declared_words(mode, 0, who)
    return None


def item_words(item: str, mode: str, who: str, target: str | None = None) -> str:
    """A recorded use of an item (its id and the name of its mode) in words, as its latest
    script says the mode: ``who`` is its bearer, ``target`` the character it acts on, if
    another; a mode no script names is told by its name and its target."""
    found = _scripted_mode(item, mode)
    if found is None:
        return mode + (f" {target}" if target else "")
    return told(found.effects, target or who, found.per_character)


def declared_words(primitive: str, amount: int = 0, who: str | None = None) -> str:
    """An effect declared by its primitive (a player ruling, the Wizard's short-event) in
    words, the character it acts on named."""
    return naming(primitive_words(primitive, amount, who), who)
