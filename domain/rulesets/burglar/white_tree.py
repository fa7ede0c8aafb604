"""The White Tree (TW-348) in Burglar Wants a Good Job from ``versions.WHITE_TREE_FROM``, as
the engine reads it (``engine.white_tree``). Before that version it stayed in the hand, and
those games replay as played.

- In the organization phase (BWJ-SEQ-2, as standard; CoE 5.3), with the company at Minas
  Tirith, by a sage of the company, discarding a Sapling of the White Tree borne by a
  character of the company: ``play:<card>:tree:<sage>`` brings it into play
  (``WhiteTreePlanted``: the Sapling to the discard pile), where it stays.
- While it is in play Minas Tirith is a Haven for healing (a wounded character there heals
  to tapped in the untap phase, CoE 2.I.1) and for playing hazards (the hazard hand keys a
  creature to it as to a Haven, BWJ-SEQ-14, and a corruption card played only at a Haven or
  only away from one reads it as one); for anything else (its site phase, the company's move
  and its draws, BWJ-SEQ-5) it stays a Free-hold.
- A Sapling stored at Minas Tirith, the card's other way, never arises: the scenario stores
  only the task resources, at a Haven (BWJ-MP-6, BWJ-MP-7); its 5 marshalling points do not
  count (BWJ-MP-6).
- Elsewhere, with no sage or no Sapling, or a second time, it is not offered and is refused
  naming the card and the reason. The automatic Burglar plays it whenever it may.
"""

from __future__ import annotations

from domain.cards import Card, Catalog
from domain.engine import white_tree as tree
from domain.errors import IllegalAction
from domain.ruleset import Context, played_since
from domain.rulesets.burglar import gates_of_morning, moves
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import WHITE_TREE_FROM
from domain.rulesets.hobbit import environments
from domain.rulesets.hobbit.moves import Add, Move

CARD, NAME = tree.CARD, tree.NAME
KIND, MODE = "white-tree", "tree"
RULE = gates_of_morning.RULE
#: What the coverage notes of it, its row reading scripted.
COVERAGE = ("never arises here: a Sapling stored at Minas Tirith to discard instead (the "
            "scenario stores only the task resources, at a Haven, BWJ-MP-7); its 5 "
            "marshalling points do not count (BWJ-MP-6)")


def plays(played: str) -> bool:
    return played_since(played, WHITE_TREE_FROM)


def sapling(state: State, catalog: Catalog) -> tuple[str, str] | None:
    """(bearer, card) of the first Sapling of the White Tree borne in the company, or None."""
    return next(((who.card_id, item.card_id) for who in state.company for item in who.items
                 if tree.is_sapling(catalog.get(item.card_id).name)), None)


def problem(state: State, catalog: Catalog, sage: str) -> str | None:
    """Why ``sage`` may not play The White Tree now (None: he may)."""
    if not gates_of_morning.organizing(state):
        return "it is played in the organization phase"
    if CARD in state.permanents:
        return "it is in play already"
    if not tree.at_site(moves.site_of(state, catalog)):
        return f"it is played only at {tree.SITE}"
    who = state.character(sage)
    if who is None:
        return f"{sage or 'no one'} is no character of the company"
    if "sage" not in who.all_skills:
        return f"it is played by a sage only, and {who.name} is no sage"
    if sapling(state, catalog) is None:
        return f"it is played by discarding a {tree.SAPLING} borne by a character of the company"
    return None


def moves_now(state: State, catalog: Catalog, played: str, add: Add) -> None:
    """``play:<card>:tree:<sage>`` for each sage who may play it now."""
    if not plays(played) or CARD not in state.hand:
        return
    found = sapling(state, catalog)
    for who in state.company:
        if found is not None and problem(state, catalog, who.card_id) is None:
            add(f"play:{CARD}:{MODE}:{who.card_id}",
                f"{who.name} plays {NAME}, discarding the {tree.SAPLING} "
                f"{catalog.get(found[0]).name} bears: {tree.SITE} a Haven for healing and "
                "hazards", RULE, Move(KIND, card=CARD, mode=MODE, target=who.card_id))


def refusal(state: State, catalog: Catalog, played: str, action: str) -> IllegalAction | None:
    """Why ``play:<card>:...`` of The White Tree of the hand is refused, naming the card and
    the reason (None: another action, or a version that does not play it)."""
    return environments.mode_refusal(action, CARD, NAME, MODE,
                                     plays(played) and state.outcome is None, state.hand,
                                     lambda sage: problem(state, catalog, sage), RULE)


def plant(ctx: Context[State], catalog: Catalog, sage: str) -> None:
    found = sapling(ctx.state, catalog)
    assert found is not None  # refused before
    ctx.emit("WhiteTreePlanted", RULE, card=CARD, character=sage, sapling=found[1],
             bearer=found[0])


def in_play(state: State) -> bool:
    """Whether it is in play (only a version that plays it brings it into play)."""
    return CARD in state.permanents


def haven(state: State, site: Card) -> bool:
    """Whether ``site`` is a Haven for healing and playing hazards."""
    return tree.haven(site, in_play(state))


def keyed_site(state: State, site: Card) -> Card:
    """``site`` as the hazard hand keys a hazard to it: Minas Tirith a Haven while it is in
    play."""
    return tree.keyed_site(site, in_play(state))
