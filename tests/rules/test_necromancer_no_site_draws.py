"""Guise of the Necromancer 122: a moving company draws the resource cards its site gives "so
long as the moving company contains an avatar or a character with mind three or greater"
(CoE-2.IV.v; the Guise's rules say nothing of this draw, GON-GEN-1). The Guise's companies can
lack both: one split away from the Wizard's (CoE-2.II.3.6) of Orophin (an Elf of Lórien, mind
two) alone. From 122 such a company draws none (``ResourceDrawsNone``) and the hazard hand
follows (GON-HH-3); an avatar (the player's Wizard or an allied one) or a character of mind
three still lets it draw. Version 121 replays as played: such a company drew them."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.chronicle import Chronicle, verify
from domain.engine.characters import Character
from domain.ruleset import Fact
from domain.rulesets.guise_of_the_necromancer import site_draws
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.support import only

DREW_BEFORE = gon.RULESET.at_version(str(site_draws.NONE_SINCE - 1))
OROPHIN, HALDIR, SAM, BEREGOND = "TW-174", "TW-164", "TW-180", "TW-127"


def with_orophin() -> State:
    """A fresh game whose starting company has Orophin (mind two) in Haldir's place."""
    state = gon.hazards(gon.fresh(), [], gon.FILLER)
    company = state.companies[0]
    orophin = gon.CATALOG.get(OROPHIN)
    assert orophin.mind == 2
    characters = tuple(replace(c, card_id=OROPHIN, name=orophin.name, mind=2)
                       if c.card_id == HALDIR else c for c in company.characters)
    return replace(state, companies=(replace(company, characters=characters),),
                   location_deck=(*state.location_deck, gon.RIVENDELL))


def alone_to_rivendell(state: State, who: str, ruleset: GuiseOfTheNecromancer = gon.RULESET,
                       ) -> tuple[list[Fact], State]:
    """``who`` splits away from the Wizard's company at Lórien and moves alone to Rivendell
    (a Haven: the draws are Lórien's, two); the Wizard's company stays. The facts of the
    movement/hazard phase up to the first choice."""
    _, state = gon.act(state, f"split:1:{who}", ruleset=ruleset)
    assert [[c.card_id for c in k.characters] for k in state.companies][1] == [who]
    _, state = gon.act(state, f"move:2:{gon.RIVENDELL}", ruleset=ruleset)
    return gon.act(state, "go", ruleset=ruleset, asked=True)


def of_company(facts: list[Fact], company: str) -> list[Fact]:
    """The facts from ``company``'s movement/hazard phase on."""
    began = next(i for i, f in enumerate(facts)
                 if f.kind == "MovementHazardBegan" and f["company"] == company)
    return facts[began:]


@pytest.mark.rule("CoE-2.IV.v", "CoE-2.II.3.6", "GON-GEN-1", "GON-HH-3")
def test_a_company_of_orophin_alone_draws_none_of_its_sites_cards() -> None:
    assert site_draws.NONE_SINCE == 122 <= int(gon.RULESET.version)
    start = with_orophin()
    facts, state = alone_to_rivendell(start, OROPHIN)
    his = of_company(facts, "2")
    none = only(his, site_draws.NONE)
    assert (none.rule, dict(none.data)) == ("CoE-2.IV.v", {
        "company": "2", "site": gon.LORIEN, "up_to": 2})
    assert gon.RULESET.narrate(none) == (
        "Company 2 draws none of the 2 resource cards Lórien gives: it has neither an avatar "
        "nor a character of mind 3 or more. [CoE-2.IV.v]")
    assert [f.kind for f in his[:4]] == ["MovementHazardBegan", site_draws.NONE,
                                         "HazardsPlaced", "HazardHandRevealed"]
    assert not [f for f in facts if f.kind in ("ResourcesDrawn", site_draws.OFFERED)]
    assert (state.hand, state.resource_deck) == (start.hand, start.resource_deck)
    assert state.site_draw_offer is None
    assert only(facts, "CompanyMoved")["company"] == "2"


@pytest.mark.rule("CoE-2.IV.v", "CoE-2.II.3.6")
def test_a_character_of_mind_three_alone_still_draws() -> None:
    facts, state = alone_to_rivendell(gon.hazards(gon.fresh(), [], gon.FILLER), HALDIR)
    assert gon.CATALOG.get(HALDIR).mind == 3
    offered = only(of_company(facts, "2"), site_draws.OFFERED)
    assert (offered["company"], offered["site"], offered["up_to"]) == ("2", gon.LORIEN, 2)
    assert site_draws.NONE not in gon.kinds(facts)
    assert [a.id for a in gon.RULESET.actions(state)] == ["draw:1", "draw:2"]


@pytest.mark.rule("CoE-2.IV.v", "GON-SETUP-2")
def test_an_avatar_or_mind_three_lets_a_company_draw_and_nothing_else_does() -> None:
    def one(card_id: str) -> Character:
        return Character.from_card(gon.CATALOG.get(card_id))

    new, old = str(site_draws.NONE_SINCE), str(site_draws.NONE_SINCE - 1)
    # The player's Wizard (Radagast) and an allied one (Gandalf) are avatars, mind or none.
    assert site_draws.draws(new, [one(gon.RADAGAST)])
    assert site_draws.draws(new, [one(gon.GANDALF)])
    assert site_draws.draws(new, [one(HALDIR)]) and site_draws.draws(new, [one(SAM)])
    assert not site_draws.draws(new, [one(OROPHIN)])
    assert not site_draws.draws(new, [one(OROPHIN), one("TW-133")])  # Bombur, mind one
    assert site_draws.draws(new, [one(OROPHIN), one(HALDIR)])
    assert site_draws.draws(old, [one(OROPHIN)])  # before 122: every moving company drew


@pytest.mark.rule("CoE-2.IV.v", "GON-HH-3")
def test_version_121_has_such_a_company_draw_its_sites_cards() -> None:
    start = with_orophin()
    facts, waiting = alone_to_rivendell(start, OROPHIN, ruleset=DREW_BEFORE)
    assert site_draws.NONE not in gon.kinds(facts)
    assert only(of_company(facts, "2"), site_draws.OFFERED)["up_to"] == 2
    more, state = gon.act(waiting, "draw:2", ruleset=DREW_BEFORE)
    drawn = only(more, "ResourcesDrawn")
    assert (drawn.rule, drawn["site"], drawn["cards"]) == (
        "CoE-2.IV.v", gon.LORIEN, list(start.resource_deck[:2]))
    assert state.hand == (*start.hand, *start.resource_deck[:2])


def played(ruleset: GuiseOfTheNecromancer) -> Chronicle:
    """Beregond (mind two) starts in Haldir's place (the default resource deck holds Orophin),
    splits away and moves alone to Rivendell; the site's draws, if offered, all taken."""
    game = Chronicle.begin(ruleset, 7, {"company": ["Beregond", "Celeborn", "Sam Gamgee"]})
    for action in (f"split:1:{BEREGOND}", f"move:2:{gon.RIVENDELL}", "go"):
        game.decide(action)
    while (offer := game.table.rules.site_draw_offer) is not None:
        game.decide(f"draw:{offer[1]}")
    return game


@pytest.mark.rule("CoE-2.IV.v")
def test_a_121_game_of_such_a_company_replays_as_played_and_122_draws_none() -> None:
    old, new = played(DREW_BEFORE), played(gon.RULESET)
    assert old.start["ruleset_version"] == "121"
    assert int(new.start["ruleset_version"]) >= site_draws.NONE_SINCE == 122
    drew = [r for r in old.records if r.kind == "ResourcesDrawn" and r.data.get("site")]
    assert len(drew) == 1 and len(drew[0].data["cards"]) == 2
    assert not [r for r in old.records if r.kind == site_draws.NONE]
    assert verify(gon.RULESET, old.records).ok and verify(gon.RULESET, new.records).ok
    assert [dict(r.data) for r in new.records if r.kind == site_draws.NONE] == [
        {"company": "2", "site": gon.LORIEN, "up_to": 2}]
    assert not [r for r in new.records if r.kind == "ResourcesDrawn" and r.data.get("site")]
