"""The White Tree (TW-348) in the Guise of the Necromancer from ``SINCE``, as the engine
reads it (``engine.white_tree``; GON-GEN-1: the standard rules say how it is played). Before
that version it stayed in the hand, and those games replay as played.

- In the organization phase, by a sage of a company at Minas Tirith, discarding a Sapling of
  the White Tree borne by a character of that company: ``permanent-event:<card>:<sage>``
  brings it into play (``WhiteTreePlanted``: the Sapling to the discard pile), its 5
  miscellaneous marshalling points counted (GON-WIN-2).
- While it is in play Minas Tirith is a Haven for healing (a wounded character there heals
  to tapped in the untap phase, CoE 2.I.1) and for playing hazards (the hazard hand keys a
  creature to it as to a Haven, GON-DUD-4; a corruption card reads it as one); for anything
  else (its site phase, movement, the hazard hand's draw) it stays a Free-hold.
- From ``printed_rules.ITEM_STORES_FROM`` a Sapling is stored at Minas Tirith too, for 2
  points, and with none borne in the company such a stored one is discarded instead, its
  points with it (``WhiteTreePlanted`` naming no bearer). Before, the scenario stored an item
  only at a Haven (CoE 2.II.4), and that never arose.
- Elsewhere, with no sage or Sapling there or a second time, it is not offered and is refused
  naming the card and the reason. The automatic player plays it whenever it may.
"""

from __future__ import annotations

from domain.cards import Card, Catalog
from domain.engine import white_tree as tree
from domain.errors import IllegalAction
from domain.ruleset import Action, Context, played_since
from domain.rulesets.guise_of_the_necromancer import printed_rules
from domain.rulesets.guise_of_the_necromancer.state import ORGANIZATION, Company, State
from domain.rulesets.hobbit import environments
from domain.rulesets.hobbit.moves import Legal, Move

#: The first version playing it (placed at landing).
SINCE = 85
CARD, NAME = tree.CARD, tree.NAME
KIND, RULE = environments.PERMANENT, environments.PLAY_PERMANENT
POINTS_TYPE = "miscellaneous"
#: What the coverage notes of it, its row reading scripted (a Sapling stored at Minas Tirith
#: discarded instead from ``printed_rules.ITEM_STORES_FROM``).
COVERAGE = {CARD: ""}


def plays(played: str) -> bool:
    return played_since(played, SINCE)


def sapling(state: State, company: Company, catalog: Catalog,
            played: str) -> tuple[str, str] | None:
    """(bearer, card) of the Sapling of the White Tree to discard: the first borne in
    ``company``, else from ``printed_rules.ITEM_STORES_FROM`` one of the marshalling point
    pile stored at Minas Tirith (its bearer ""), or None. The borne one goes first: it costs
    no points."""
    borne = next(((who.card_id, item.card_id) for who in company.characters
                  for item in who.items if tree.is_sapling(catalog.get(item.card_id).name)),
                 None)
    if borne is not None or not printed_rules.item_stores(played):
        return borne
    return next((("", card) for card, kind, points in state.marshalling
                 if kind == "item" and points == tree.stored_points()
                 and tree.is_sapling(catalog.get(card).name)), None)


def _organizing(state: State) -> bool:
    return state.outcome is None and state.phase == ORGANIZATION and state.fight is None \
        and not state.legacy and state.crown_offer is None and not state.deck_search


def problem(state: State, catalog: Catalog, sage: str, played: str) -> str | None:
    """Why ``sage`` may not play The White Tree now (None: he may)."""
    if not _organizing(state):
        return "it is played in the organization phase"
    if in_play(state):
        return "it is in play already"
    company = state.company_of(sage)
    who = company.character(sage) if company is not None else None
    if company is None or who is None:
        return f"{sage or 'no one'} is no character in play"
    if not tree.at_site(catalog.get(company.location)):
        return f"it is played only at {tree.SITE}"
    if "sage" not in who.all_skills:
        return f"it is played by a sage only, and {who.name} is no sage"
    if sapling(state, company, catalog, played) is None:
        stored = f" or stored at {tree.SITE}" if printed_rules.item_stores(played) else ""
        return f"it is played by discarding a {tree.SAPLING} borne by a character of " \
               f"{who.name}'s company{stored}"
    return None


def moves(state: State, catalog: Catalog, played: str, out: Legal) -> None:
    """``permanent-event:<card>:<sage>`` for each sage who may play it now."""
    if not plays(played) or CARD not in state.hand:
        return
    for company in state.companies:
        for who in company.characters:
            found = sapling(state, company, catalog, played)
            if found is not None and problem(state, catalog, who.card_id, played) is None:
                key = f"{KIND}:{CARD}:{who.card_id}"
                whose = f"{catalog.get(found[0]).name} bears" if found[0] \
                    else f"stored at {tree.SITE}"
                out[key] = (Action(key, f"{who.name} plays {NAME}, discarding the "
                                   f"{tree.SAPLING} {whose} "
                                   f"({catalog.get(CARD).marshalling_points} marshalling "
                                   f"points; {tree.SITE} a Haven for healing and hazards)",
                                   RULE), Move(KIND, card=CARD, target=who.card_id))


def refusal(state: State, catalog: Catalog, played: str, kind: str,
            rest: str) -> IllegalAction | None:
    """Why ``permanent-event:<card>:<sage>`` of The White Tree is refused now, naming the card
    and the reason (None: another action, or a version that does not play it)."""
    return environments.permanent_refusal(kind, rest, CARD, NAME, plays(played), state.hand,
                                          lambda sage: problem(state, catalog, sage, played))


def plant(ctx: Context[State], catalog: Catalog, sage: str, played: str) -> None:
    """The White Tree played, the Sapling discarded (its bearer "": one stored at Minas
    Tirith, its points with it)."""
    company = ctx.state.company_of(sage)
    found = sapling(ctx.state, company, catalog, played) if company is not None else None
    assert found is not None  # refused before
    ctx.emit("WhiteTreePlanted", RULE, card=CARD, character=sage, sapling=found[1],
             bearer=found[0], points=catalog.get(CARD).marshalling_points or 0,
             type=POINTS_TYPE)


def in_play(state: State) -> bool:
    """Whether it is in play (only a version that plays it brings it into play)."""
    return any(card == CARD for card, _, _ in state.marshalling)


def haven(state: State, site: Card) -> bool:
    """Whether ``site`` is a Haven for healing and playing hazards."""
    return tree.haven(site, in_play(state))


def keyed_site(state: State, site: Card) -> Card:
    """``site`` as the hazard hand keys a hazard to it: Minas Tirith a Haven while it is in
    play."""
    return tree.keyed_site(site, in_play(state))
