"""Cracks of Doom (TW-205) and Gollum's Fate (TW-247) in Burglar Wants a Good Job from
``versions.MOUNT_DOOM_FROM``, as the engine reads them (``engine.mount_doom``, which The Road
Goes Ever On reads too). Before that version they were declared, and those games replay as
played.

They may act here: Mount Doom may be a site of the site deck (BWJ-SETUP-15..21 name what it must
hold, not what it may not), reached by starter movement from Lórien; The One Ring comes into
play from a gold ring's test (``hobbit.rings``), Gollum as an ally at Goblin-gate or Moria.

- In the site phase (BWJ-SEQ-17, as standard), outside an attack, with the company at Mount
  Doom: ``play:<card>:destroy:<bearer>`` on the character of the company bearing The One Ring;
  Gollum's Fate only with Gollum among the company's allies.
- Cracks of Doom: the bearer's corruption check at -4 (CoE 7.1); failed, its result stands (the
  Burglar lost so loses the game, BWJ-WIN-5); passed, as Gollum's Fate at once: The One Ring is
  destroyed and the game ends won (``GameEnded``, ``ended_by``), before the Employer's Council
  (BWJ-WIN-1) that would otherwise end it: the card says its player wins. No tier of BWJ-WIN-2..4
  is named.
- Elsewhere, without the Ring or Gollum, it is not offered and is refused naming the card and the
  reason. The automatic Burglar plays Gollum's Fate whenever it may, and Cracks of Doom where its
  check cannot lose him the game.
"""

from __future__ import annotations

from domain.cards import Catalog
from domain.engine import mount_doom as doom
from domain.engine.checks import Modifier
from domain.errors import IllegalAction
from domain.ruleset import played_since
from domain.rulesets.burglar import moves
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import MOUNT_DOOM_FROM
from domain.rulesets.hobbit import gollum
from domain.rulesets.hobbit.moves import Add, Move
from domain.rulesets.hobbit.state import SITE

KIND, MODE = "mount-doom", "destroy"
CARDS, CRACKS, FATE = doom.CARDS, doom.CRACKS, doom.FATE
RULE = doom.RULE


def plays(played: str) -> bool:
    return played_since(played, MOUNT_DOOM_FROM)


def problem(state: State, catalog: Catalog, card: str, bearer: str) -> str | None:
    """Why ``card`` may not be played on ``bearer`` now (None: it may)."""
    site_phase = state.phase == SITE and state.step in gollum.STEPS and state.combat is None \
        and not state.pending_attacks
    why = doom.unmet(card, site_phase, moves.site_of(state, catalog).id == doom.MOUNT_DOOM,
                     doom.GOLLUM in [ally for ally, _ in state.allies])
    if why is not None:
        return why
    found = [who for _, who in gollum.bearers(state.company, catalog)]
    if not found:
        return f"{doom.ONE_RING} is not borne in the company"
    if bearer not in found:
        who = state.character(bearer)
        return f"it is played on the bearer of {doom.ONE_RING}, and " \
               f"{who.name if who else bearer or 'no one'} bears none"
    return None


def moves_now(state: State, catalog: Catalog, played: str, add: Add) -> None:
    """``play:<card>:destroy:<bearer>`` for each of them in the hand that may be played now."""
    if not plays(played) or state.outcome is not None:
        return
    for card in CARDS:
        if card not in state.hand:
            continue
        for _, bearer in gollum.bearers(state.company, catalog):
            if problem(state, catalog, card, bearer) is None:
                who = state.character(bearer)
                assert who is not None
                check = f", {who.name} checking corruption at {doom.CHECK}" \
                    if card == CRACKS else ""
                add(f"play:{card}:{MODE}:{bearer}", f"Play {catalog.get(card).name}: "
                    f"{doom.ONE_RING} destroyed{check}, the game won", RULE,
                    Move(KIND, card=card, mode=MODE, target=bearer))


def refusal(state: State, catalog: Catalog, played: str, action: str) -> IllegalAction | None:
    """Why ``play:<card>:...`` of either of them is refused, naming the card and the reason
    (None: another action, or a version that does not play them)."""
    kind, _, rest = action.partition(":")
    card, _, rest = rest.partition(":")
    if kind not in ("play", "declare") or card not in CARDS or not plays(played) \
            or card not in state.hand or state.outcome is not None:
        return None
    if kind == "declare":
        why: str | None = f"it is played by its card (play:{card}:{MODE}:<bearer>)"
    else:
        mode, _, bearer = rest.partition(":")
        why = f"it is played as '{MODE}', not '{mode}'" if mode != MODE \
            else problem(state, catalog, card, bearer)
    name = catalog.get(card).name
    return IllegalAction(f"{name} cannot be played now: {why}.", clause=RULE) if why else None


def check(card: str) -> list[Modifier]:
    """The modifiers of the bearer's corruption check the card asks ([]: none)."""
    return [Modifier(doom.CHECK, f"card:{card}", "the card's modifier to this check",
                     RULE)] if card == CRACKS else []
