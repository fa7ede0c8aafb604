"""The automatic player's plan for Rescue Prisoners at Dol Guldur once the card is played by
its text (``rescue.SINCE``): it is played only at a hold already tapped, and held only by a
character still untapped after its Spiders (``rescue``). Dol Guldur's three automatic-attacks
give nine strikes (GON-PLAY-4); the company keeps characters out of them where the rules let
it, so that one is left to tap the hold by playing an item and one to hold the card.

- The defender gives no strike to a kept character (CoE 3.ii); the absent opponent gives the
  strikes left to the highest mind first (GON-TARGET-1), so the characters kept are those it
  would pick last, and would not reach in the attacks still to come: the company's lowest
  ranked untapped characters, two while the hold is untapped, one once it is tapped (the
  holder, in the Spiders' attack too).
- A kept character given a strike anyway takes -3 to stay untapped (CoE 3.iv.3) where an
  average roll still defeats it; a kept character never taps to support another.
- The item that taps the hold is played by the highest ranked untapped character, so the
  holder is the one the Spiders' strikes reach last; the card is played only while someone
  untapped will be left to hold it.
- The company enters Dol Guldur only with an untapped character to keep; else it waits
  there a turn, untapping, or goes back to Lórien when too few are unwounded (a wound heals
  only at a Haven, CoE 2.I.1). With one kept, the hold is tapped one turn (by whoever is
  untapped after the automatic-attacks) and the card played the next.
- While The Investigation lasts, a character may join the Wizard's company even where it
  leaves no room for the White Council (which cannot gather before it ends); once it ends,
  the company about to set out for Dol Guldur leaves behind, at the Haven, whoever makes it
  too large to leave (CoE 2.II.3.1)."""

from __future__ import annotations

from collections.abc import Sequence

from domain.cards import Catalog
from domain.engine.company import MAX_SIZE_AWAY_FROM_HAVEN, company_size
from domain.ruleset import played_since
from domain.rulesets.guise_of_the_necromancer import decks, rescue
from domain.rulesets.guise_of_the_necromancer.site import DOL_GULDUR_ATTACKS
from domain.rulesets.guise_of_the_necromancer.state import INVESTIGATION, Company, State
from domain.rulesets.guise_of_the_necromancer.targets import rank

#: The first version whose automatic player follows this plan; before, its choices are as
#: they were (it played every game of those versions so).
SINCE = rescue.SINCE
AVERAGE_ROLL = 7  # of 2D6


def follows(played: str) -> bool:
    return played_since(played, SINCE)


def _quest(catalog: Catalog) -> str:
    return catalog.find(decks.QUEST_SITE, "Hero").id


def needed(state: State, catalog: Catalog, company: Company) -> int:
    """How many untapped characters the company at Dol Guldur still needs for the rescue:
    two while the hold is untapped (the item's player and the holder), one once it is
    tapped (the holder), none without the card to play or to hold."""
    quest = _quest(catalog)
    if company.location != quest:
        return 0
    if state.rescuing:
        return 1
    if rescue.CARD not in state.hand or quest in state.rescued_at:
        return 0
    return 1 if quest in state.tapped_sites else 2


def kept(state: State, catalog: Catalog, company: Company,
         later: int | None = None) -> tuple[str, ...]:
    """The untapped characters kept out of the fight at Dol Guldur, as many as the rescue
    needs: those the absent opponent picks last (GON-TARGET-1), and only those it would not
    reach in the attacks still to come (``later``: their most strikes; by default, of the
    automatic-attacks left to face), with as many companions ranked before them."""
    if later is None:
        later = max((a.strikes for a, _ in state.site_attacks), default=0)
    ranked = sorted(company.characters, key=rank)  # the opponent's first pick first
    spared = [c for n, c in enumerate(ranked) if c.untapped and n >= later]
    return tuple(c.card_id for c in reversed(spared))[:needed(state, catalog, company)]


def fight_kept(state: State, catalog: Catalog) -> tuple[str, ...]:
    """The characters kept out of the fight under way (none away from Dol Guldur)."""
    fight = state.fight
    company = state.company(fight.company) if fight else None
    return kept(state, catalog, company) if company is not None else ()


def stays_untapped(prowess: int, attack_prowess: int) -> bool:
    """Whether a kept character takes -3 to stay untapped: where an average roll with the -3
    still defeats the strike (``prowess``: his prowess against it without the -3)."""
    return prowess - 3 + AVERAGE_ROLL > attack_prowess


def enters(state: State, catalog: Catalog, company: Company) -> bool:
    """Whether the company enters Dol Guldur now (if it has a card to play there): with an
    untapped character the automatic-attacks after the first would not reach (the first's
    strike, if he has one, faced at -3), who can tap the hold or hold the card; with two,
    it does both this turn, with one the hold is tapped now and the card played next turn."""
    if rescue.CARD not in state.hand and not state.rescuing:
        return _quest(catalog) not in state.tapped_sites  # to tap it, for the card to come
    if needed(state, catalog, company) == 0:
        return True
    return bool(kept(state, catalog, company, max(s for _, s, _, _ in DOL_GULDUR_ATTACKS[1:])))


def heals_first(state: State, catalog: Catalog, company: Company) -> bool:
    """Whether the company at Dol Guldur goes back to heal: fewer of its characters are
    unwounded than the rescue needs untapped (a wound heals only at a Haven)."""
    need = needed(state, catalog, company)
    return need > 0 and sum(1 for c in company.characters if not c.wounded) < need


def item_play(state: State, catalog: Catalog, ids: Sequence[str]) -> str | None:
    """At Dol Guldur, the item that taps the hold, played by the highest ranked untapped
    character (the opponent's first pick), and only while another stays untapped."""
    company = state.current
    if company is None or needed(state, catalog, company) != 2:
        return None
    untapped = sorted((c for c in company.characters if c.untapped), key=rank)
    if len(untapped) < 2:
        return None
    return next((i for i in ids if i.startswith("item:")
                 and i.split(":")[2] == untapped[0].card_id), None)


def rescues(state: State) -> bool:
    """Whether the card is played now: only while an untapped character may hold it."""
    company = state.current
    return company is not None and any(c.untapped for c in company.characters)


def room_now(state: State) -> bool:
    """While The Investigation lasts no White Council can gather: a character may join."""
    return state.stage == INVESTIGATION


def left_behind(company: Company, council: Sequence[str]) -> str | None:
    """The character the company, at a Haven and about to leave for Dol Guldur, leaves
    behind to be small enough to leave (CoE 2.II.3.1): the highest ranked one not of the White
    Council (``council``), so the lowest ranked, who are kept out of its fights, go."""
    if company_size(company.characters) <= MAX_SIZE_AWAY_FROM_HAVEN:
        return None
    others = sorted((c for c in company.characters if c.card_id not in council), key=rank)
    return others[0].card_id if others else None
