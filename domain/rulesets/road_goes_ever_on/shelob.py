"""Shelob as a permanent-event, played by her text from version ``SINCE_VERSION`` (earlier
versions played her as a creature only, and replay as played).

Revealed from the Hazard Pile with Doors of Night in play, she may be played as a
permanent-event: when she cannot be keyed as a creature (at a site in Imlad Morgul or
Gorgoroth) she is; when she can, the Shadow's choice of the mode is at random (the ``modes``
stream, as RGO-TARGET-1 picks a target). Played so, she stays in play (``EnvironmentInPlay``,
counted against the hazard limit, RGO-HAZ-2) and every Spider and Animal attack has +1 strike
and +1 prowess (``AttackModified``) while Doors of Night is in play; at the end of a turn in
which Doors of Night is not in play she is discarded. Unique: revealed while she is in play,
she is discarded (RGO-HAZ-3). Without Doors of Night she is a creature as before.

Her attack from her permanent-event state waits for a hazard player's choice of a
movement/hazard phase; the Shadow plays each revealed card at once and holds none for later
(RGO-HAZ-2), so she stays in play giving her bonus (``hazard_notes.TWO_PLAYER``).

From ``effect_clauses.EVERY_IN_PLAY_SINCE`` her bonus (``AttackModified``) and her discard cite
the clause of the play that brought her in play and name it (``play``); before, her last
play's, naming none.
"""

from __future__ import annotations

from domain.cards import Card
from domain.engine.combat import Attack
from domain.engine.effects import AttackModifier
from domain.engine.long_event_words import doors_words, modifier_words
from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on import effect_clauses, hazard_scripts
from domain.rulesets.road_goes_ever_on.state import State

#: The first version that plays her as a permanent-event; earlier versions replay as played.
SINCE_VERSION = 155
CARD = "TW-86"
RULE = "RGO-HAZ-2"
#: The attacks she strengthens, and by how much: (strikes, prowess).
RACES = ("Spiders", "Animals")
BONUS = (1, 1)
#: Her two modes, as the Shadow picks between them.
CREATURE, PERMANENT = "creature", "permanent-event"
#: What The Road Goes Ever On's play of her leaves out ("": nothing), and its test.
COVERAGE = {CARD: ("", "tests/rules/test_road_goes_ever_on_shelob.py::"
                       "test_shelob_stays_in_play_with_doors_of_night_and_strengthens_spiders")}
NOTE = "Shelob in play with Doors of Night"


def plays(played: str) -> bool:
    return played_since(played, SINCE_VERSION)


def in_play(state: State) -> bool:
    return CARD in state.environments


def revealed(ctx: Context[State], hazard: Card, keyable: bool, counted: bool) -> bool:
    """Shelob revealed, ``keyable`` as a creature or not: played as a permanent-event, or
    discarded as she is in play already (True); False when she is to be played as a creature
    (or not at all), for any other card, or before ``SINCE_VERSION``."""
    if hazard.id != CARD or not plays(ctx.ruleset.played):
        return False
    if in_play(ctx.state):
        ctx.emit("HazardDiscarded", "RGO-HAZ-3", card=hazard.id,
                 reason="she is unique: she is in play already")
        return True
    if not hazard_scripts.doors_in_play(ctx.state):
        return False
    modes = [PERMANENT, CREATURE] if keyable else [PERMANENT]
    played_as = RULE if counted else "RGO-ENV-1"
    mode = modes[0] if len(modes) == 1 else ctx.pick(
        "modes", modes, f"the mode of {hazard.name}",
        effect_clauses.as_played(ctx.ruleset.played, played_as))
    if mode == CREATURE:
        return False
    ctx.emit("HazardEventPlayed", played_as, card=hazard.id, name=hazard.name, target=None,
             counted=counted)
    ctx.emit("EnvironmentInPlay", effect_clauses.of(ctx, hazard.id), card=hazard.id,
             name=hazard.name)
    return True


def words(doors: bool) -> list[str]:
    """What Shelob in play does, in words for the board (``hazards_view``; ``doors``: Doors
    of Night is in play), read from this module's play of her."""
    strikes, prowess = BONUS
    return [modifier_words(AttackModifier(strikes, prowess, RACES)) + doors_words(True, doors),
            "she is discarded at the end of a turn without Doors of Night in play"]


def strengthen(ctx: Context[State], attack: Attack) -> Attack:
    """A Spider or Animal attack with her bonus, while she is in play with Doors of Night."""
    if not (plays(ctx.ruleset.played) and in_play(ctx.state)
            and hazard_scripts.doors_in_play(ctx.state) and attack.is_race(*RACES)):
        return attack
    strikes, prowess = BONUS
    clause, play = effect_clauses.by_copy_in_play(ctx, CARD)
    ctx.emit("AttackModified", clause, attack=attack.name, strikes=strikes, prowess=prowess,
             cards=[CARD], note=NOTE, **play)
    return attack.modified(strikes=strikes, prowess=prowess)


def turn_ends(ctx: Context[State]) -> None:
    """At the end of a turn with no Doors of Night in play she is discarded."""
    if plays(ctx.ruleset.played) and in_play(ctx.state) \
            and not hazard_scripts.doors_in_play(ctx.state):
        clause, play = effect_clauses.by_copy_in_play(ctx, CARD)
        ctx.emit("EnvironmentDiscarded", clause, card=CARD, by="The absence of Doors of Night",
                 **play)
