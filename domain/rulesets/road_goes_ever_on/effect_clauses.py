"""The clause behind what a hazard card does beyond its play, from ``SINCE``.

- Each later step of a revealed hazard's effect cites the clause that card's play cited
  (its ``HazardEventPlayed``: RGO-HAZ-2 counted against the hazard limit, RGO-ENV-1 an
  Environment played free, RGO-GUARD-1 revealed on guard), as the effect's first facts do from
  ``hazard_scripts.EFFECT_AS_PLAYED_SINCE``: a roll against going home and what follows it,
  a site path or a site treated, a modifier in force at a strike, at an automatic-attack or on
  the next attack, River crossed, Greed's and Lure of Power's checks, a Ring's or a faction's
  loss, Drowning Seas' losses, a Nazgûl's blade or mount, Dragon's Desolation, a Siege's roll
  and attack, a Traitor turning, a permanent-event staying in play and leaving it; the choices
  and refusals they make cite it too. A creature's own text (an Orc-warband's prowess, a
  strike fought with the mind, an Assassin's further attacks) cites the clause its attack was
  played under (``creatures.text_rule``).
- The player's declaration of a hazard event's effect (``PlayerRuling``, its choices and
  refusals) cites ``declared-effect``, as a declared resource's does
  (``hand_resources.DECLARED``): the effect is the player's word, not a rule.

Before, each cited RGO-HAZ-2 (the Hazard Pile revealed) whatever the card's play cited, and
so those games replay.

From ``BY_PLAY_SINCE`` a later step of an effect in force cites the clause of the play that
effect came from, the copy of the card in play (``State.hazard_clauses`` numbers each play;
an effect in force, a share of the next attack, keeps the number of its card's play as it
came into force). The cards of The Road have no identity of their own beyond their card id,
so the play is the copy. Before, it cited the clause of the last play of the card, another
copy's where a second copy was played since (one revealed on guard after one from the
Hazard Pile, an Environment played free), and those games replay so.

From ``EACH_COPY_SINCE`` an effect that one step ends for every copy at once (Dragon's
Desolation's Dragon at the site, ``desolation.py``; Morgul-horse's Nazgûl keyed to a
Shadow-land, ``nazgul_mounts.py``) ends copy by copy: one ``HazardEffectEnded`` for each play
in force, citing that play's clause and naming it (``play``, the copy it ends). Before, one
ended them all, citing the card's last play, and those games replay so.

From ``OWN_COPY_SINCE`` a step of one copy's effect is that copy's, by its play: a Nazgûl's
blade waiting for the company's Nazgûl attack, then facing it (``nazgul_blades.py``), and Fell
Beast waiting for it, then letting its attacker choose the defenders (``nazgul_mounts.py``),
cite the play the waiting effect came from, and the facts ending the one and bringing the
other name it (``play``), so the state keeps it; the waiting effect an attack spends (Fell
Beast's, Dragon's Desolation's, ``attack_hazards.py``) ends for that copy only, a second copy
on the company waiting on for the next such attack. Before, each step cited the card's last
play, another copy's where a second copy was played since (on guard, or for another company),
the effect it brought was recorded under that play, and the attack spent every copy waiting on
the company; those games replay so.

From ``IN_PLAY_SINCE`` what a hazard permanent-event in play does is that copy's, by its play
(``in_play_copies``; the state keeps each copy in play with the play that brought it,
``State.environment_plays``): each Traitor turning a character and discarded, and its attack
(``traitor.py``), and Bane of the Ithil-stone's cancels and discard
(``bane_of_the_ithil_stone.py``) cite the clause of that copy's play, the facts naming it
(``play``), which the audit links as the card that decided them. Before, each cited the card's
last play, another copy's where two Traitors were in play (one revealed on guard after one
from the Hazard Pile), and named none; those games replay so.

From ``EVERY_IN_PLAY_SINCE`` so does every other hazard permanent-event in play
(``copy_in_play``): The Will of Sauron's discard and the hazard long-events it takes with it
(``will_of_sauron.py``), Shelob's +1 strike and +1 prowess and her discard (``shelob.py``),
Balrog of Moria's +2, its attack at Moria and its defeat (``balrog_of_moria.py``) cite the
clause of the play of the copy in play, the facts naming it (``play``); and a Traitor's attack
queued and declared (``AttackQueued``, ``AttackDeclared``) names its copy's play too. Before,
they cited the card's last play (The Will of Sauron RGO-LONG-4) and named none, and those games
replay so. The Nazgûl are Abroad recorded nothing of its own: the creature it let be keyed was
keyed by RGO-HAZ-4.

From ``EVERY_ACT_SINCE`` what was left names its copy's play too: a Nazgûl keyed where only The
Nazgûl are Abroad lets it be (``HazardKeyed``, ``nazgul_abroad.keyed``) cites the clause of
that copy's play, naming the card (``hazard_card``) and the play; the hazard long-events The
Will of Sauron keeps at the end of a turn are told (``LongEventsKept``, ``will_of_sauron.kept``)
under its copy's play, naming it; and Balrog of Moria's attack at Moria names its copy's play
as it is queued (``SiteAttacksQueued``) and declared (``AttackDeclared``). Before, the keying
cited RGO-HAZ-4 naming no card, the keeping was not told, and the Balrog's attack named no
play; those games replay so."""

from __future__ import annotations

from collections.abc import Sequence

from domain.ruleset import Context, played_since
from domain.rulesets.road_goes_ever_on.state import State, environment_copies

SINCE = 203
#: The first version whose later steps cite the clause of the play their effect came from,
#: not the last play of the card.
BY_PLAY_SINCE = 209
#: The first version ending an effect of several copies copy by copy, each by its own play.
EACH_COPY_SINCE = 214
#: The first version whose steps of a copy's effect (one handed on, one spent) keep its play.
OWN_COPY_SINCE = 215
#: The first version in which what a permanent-event in play does (Traitor, Bane of the
#: Ithil-stone) is by the copy in play, its play kept as it came (``State.environment_plays``).
IN_PLAY_SINCE = 219
#: The first version in which what every other permanent-event in play does (The Will of
#: Sauron, Shelob, Balrog of Moria) is by the copy in play too, and a Traitor's attack names
#: its copy's play as it is queued and declared.
EVERY_IN_PLAY_SINCE = 229
#: The first version in which The Nazgûl are Abroad's keying, The Will of Sauron's keeping and
#: Balrog of Moria's attack name the copy's play as well.
EVERY_ACT_SINCE = 230
#: What every one of them cited before ``SINCE``.
REVEALED = "RGO-HAZ-2"
#: The clause of a player's declaration of an effect, a resource's (``hand_resources.DECLARED``)
#: or a hazard event's.
DECLARED = "declared-effect"


def cites(played: str) -> bool:
    """Whether a game played at ``played`` cites these clauses."""
    return played_since(played, SINCE)


def by_play(played: str) -> bool:
    """Whether a game played at ``played`` cites the clause of the play an effect came from."""
    return played_since(played, BY_PLAY_SINCE)


def played_as(state: State, card: str, play: int = 0) -> str:
    """The clause the play numbered ``play`` cited, or (0) the last play of the hazard
    ``card`` (RGO-HAZ-2 if none is known)."""
    return next((rule for number, played, rule in reversed(state.hazard_clauses)
                 if (number == play if play else played == card)), REVEALED)


def of_card(state: State, played: str, card: str, play: int = 0) -> str:
    """The clause a later step of ``card``'s effect cites in the version ``played``: from
    ``BY_PLAY_SINCE`` that of ``play``, the play the effect came from (0: the last play of
    the card, the one under way), before that of the card's last play."""
    if not cites(played):
        return REVEALED
    return played_as(state, card, play if by_play(played) else 0)


def of(ctx: Context[State], card: str, play: int = 0) -> str:
    """``of_card`` in the game ``ctx`` plays."""
    return of_card(ctx.state, ctx.ruleset.played, card, play)


def own_copy(played: str, play: int) -> int:
    """The play a step of the effect the play ``play`` brought is by, in the version
    ``played``: from ``OWN_COPY_SINCE`` that play, before 0 (the card's last play)."""
    return play if played_since(played, OWN_COPY_SINCE) else 0


def in_play_copies(state: State, played: str, card: str, since: int = IN_PLAY_SINCE
                   ) -> tuple[int, ...]:
    """The play of each copy of the permanent-event ``card`` in play, in the order they came,
    that what the copy does is by in the version ``played``: from ``since`` its own; before,
    0 for each (the card's last play)."""
    copies = environment_copies(state, card)
    return copies if played_since(played, since) else (0,) * len(copies)


def copy_in_play(state: State, played: str, card: str, since: int = EVERY_IN_PLAY_SINCE
                 ) -> int:
    """The play of the copy of ``card`` in play (the first; a card that cannot be duplicated
    has one at most) that what it does is by in the version ``played``, from ``since`` (0:
    the card's last play)."""
    return next(iter(in_play_copies(state, played, card, since)), 0)


def by_copy_in_play(ctx: Context[State], card: str, since: int = EVERY_IN_PLAY_SINCE
                    ) -> tuple[str, dict[str, int]]:
    """The clause what the permanent-event ``card`` in play does cites, and the ``play``
    field naming its copy: from ``since`` its copy's play, before the card's last play (no
    field)."""
    play = copy_in_play(ctx.state, ctx.ruleset.played, card, since)
    return of(ctx, card, play), naming(play)


def naming(play: int) -> dict[str, int]:
    """The ``play`` field of a fact about the copy the play ``play`` brought (none for 0)."""
    return {"play": play} if play else {}


def end_every_copy(ctx: Context[State], effect: str, by: str) -> None:
    """Ends the running company's ``effect`` in force this turn, every copy of it: from
    ``EACH_COPY_SINCE`` one fact for each play, citing its clause and naming the play;
    before, one for each card, citing its last play (the fact ending every copy of it)."""
    state = ctx.state
    found = [(card, play) for turn, card, kind, on, _, _, play in state.hazard_effects
             if turn == state.turn and kind == effect and on == state.company]
    each = played_since(ctx.ruleset.played, EACH_COPY_SINCE)
    for card, play in dict.fromkeys((card, play if each else 0) for card, play in found):
        ctx.emit("HazardEffectEnded", of(ctx, card, play), card=card, effect=effect,
                 target=state.company, by=by, **naming(play))


def as_played(played: str, rule: str) -> str:
    """The clause of a step made as a card is played under the clause ``rule`` (a hazard's
    mode picked before its ``HazardEventPlayed``, its coming into play; a creature's text
    shaping its attack), in the version ``played``."""
    return rule if cites(played) else REVEALED


def ruling(played: str) -> str:
    """The clause of a declared hazard effect, its choices and refusals."""
    return DECLARED if cites(played) else REVEALED


#: What one hazard card adds to an attack: (card, strikes, prowess, the play it came from);
#: "" for a card unknown.
Share = tuple[str, int, int, int]


def by_clause(ctx: Context[State], shares: Sequence[Share]
              ) -> list[tuple[str, list[str], int, int]]:
    """What several hazard cards add to one attack, as (clause, cards, strikes, prowess): from
    ``SINCE`` one entry for each clause their plays cited, in the order first met (an unknown
    card's share by RGO-HAZ-2, naming no card); before, one entry for all, by RGO-HAZ-2."""
    if not cites(ctx.ruleset.played):
        return [(REVEALED, [card for card, *_ in shares if card],
                 sum(s for _, s, _, _ in shares), sum(p for _, _, p, _ in shares))]
    found: dict[str, tuple[list[str], int, int]] = {}
    for card, strikes, prowess, play in shares:
        clause = of(ctx, card, play) if card else REVEALED
        cards, total_strikes, total_prowess = found.get(clause, ([], 0, 0))
        found[clause] = ([*cards, *([card] if card else [])], total_strikes + strikes,
                         total_prowess + prowess)
    return [(clause, cards, strikes, prowess)
            for clause, (cards, strikes, prowess) in found.items()]
