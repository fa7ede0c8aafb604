"""Guise of the Necromancer 121: the resource cards a moving company's site gives are the
player's choice (``site_draws``). The Guise's rules say nothing of this draw, so the standard
rules hold (GON-GEN-1): the resource player "may draw up to the number" of the new site's card
(its site of origin's, moving to a Haven) and "must draw at least one card" (CoE-2.IV.v). The
game waits for the choice, one to all (``draw:<n>``, as Burglar Wants a Good Job asks its
draws); the draws name the site; then Radagast's choice (CoE-2.IV.vi), else the hazard hand
(GON-HH-3). A site giving one card has it drawn unasked. The automatic player draws them all.
Version 120 replays as played: every one drawn unasked, no site named."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.chronicle import verify
from domain.ruleset import Fact
from domain.rulesets.guise_of_the_necromancer import radagast, site_draws
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import SITE_DRAWS, State
from projections.audit import audit_view
from tests.rules import necromancer_support as gon
from tests.support import only

ASKED_BEFORE = gon.RULESET.at_version(str(site_draws.SINCE - 1))
#: Lórien to Dimrill Dale (Ruins & Lairs, by two Wildernesses): it gives 1.
DIMRILL_DALE = "TW-385"


def gandalfs() -> State:
    """A fresh game whose Wizard is Gandalf, in Radagast's place: no draw of his own."""
    state = gon.hazards(gon.fresh(), [], gon.FILLER)
    company = state.companies[0]
    characters = tuple(replace(c, card_id=gon.GANDALF, name="Gandalf")
                       if c.card_id == gon.RADAGAST else c for c in company.characters)
    return replace(state, wizard=gon.GANDALF, companies=(
        replace(company, characters=characters), *state.companies[1:]))


def moving(state: State, to: str = gon.RIVENDELL,
           ruleset: GuiseOfTheNecromancer = gon.RULESET) -> tuple[list[Fact], State]:
    """The starting company moves from Lórien to ``to``: the facts up to the first choice."""
    state = replace(state, location_deck=(*state.location_deck, to))
    _, state = gon.act(state, f"move:1:{to}", ruleset=ruleset)
    return gon.act(state, "go", ruleset=ruleset, asked=True)


@pytest.mark.rule("CoE-2.IV.v", "GON-GEN-1", "GON-HH-3")
def test_the_game_waits_for_how_many_of_the_sites_cards_the_company_draws() -> None:
    assert site_draws.SINCE == 121 <= int(gon.RULESET.version)
    facts, state = moving(gandalfs())
    offered = only(facts, site_draws.OFFERED)
    assert (offered.rule, dict(offered.data)) == ("CoE-2.IV.v", {
        "company": "1", "site": gon.LORIEN, "up_to": 2, "hazards": 2})
    assert gon.RULESET.narrate(offered) == (
        "Company 1 may draw up to 2 resource cards, the number Lórien gives (at least one). "
        "[CoE-2.IV.v]")
    # Nothing is drawn or placed yet.
    assert gon.kinds(facts)[-2:] == ["MovementHazardBegan", site_draws.OFFERED]
    assert (state.step, state.site_draw_offer) == (SITE_DRAWS, (gon.LORIEN, 2, 2, 0))
    assert [(a.id, a.rule, a.label) for a in gon.RULESET.actions(state)] == [
        ("draw:1", "CoE-2.IV.v", "Draw 1 of the 2 resource cards Lórien gives"),
        ("draw:2", "CoE-2.IV.v", "Draw 2 of the 2 resource cards Lórien gives")]


@pytest.mark.rule("CoE-2.IV.v", "GON-HH-3", "GON-HH-4")
def test_the_cards_chosen_are_drawn_by_the_site_then_the_hazard_hand_is_placed() -> None:
    _, waiting = moving(gandalfs())
    facts, after = gon.act(waiting, "draw:1")
    assert gon.kinds(facts)[:4] == [site_draws.CHOSEN, "ResourcesDrawn", "HazardsPlaced",
                                    "HazardHandRevealed"]
    chosen = only(facts, site_draws.CHOSEN)
    assert (chosen.rule, dict(chosen.data)) == ("CoE-2.IV.v", {
        "company": "1", "site": gon.LORIEN, "up_to": 2, "drawn": 1})
    assert gon.RULESET.narrate(chosen) == (
        "Company 1 draws 1 of the 2 resource cards Lórien gives. [CoE-2.IV.v]")
    drawn = only(facts, "ResourcesDrawn")
    top = waiting.resource_deck[0]
    assert (drawn.rule, drawn["site"], drawn["cards"], "card" in drawn.data) == (
        "CoE-2.IV.v", gon.LORIEN, [top], False)
    assert gon.RULESET.narrate(drawn) == (
        f"Drew {gon.CATALOG.get(top).name} (the resource cards Lórien gives). [CoE-2.IV.v]")
    assert (after.hand, after.resource_deck) == (
        (*waiting.hand, top), waiting.resource_deck[1:])
    assert after.site_draw_offer is None and len(only(facts, "HazardsPlaced")["cards"]) == 2


@pytest.mark.rule("CoE-2.IV.v")
def test_at_least_one_is_drawn_and_nothing_else_is_taken_while_the_company_chooses() -> None:
    _, waiting = moving(gandalfs())
    waits = ("The company chooses first how many of the 2 resource cards Lórien gives it "
             "draws: draw:<n>, n from 1 to 2.", "CoE-2.IV.v")
    assert gon.refused(waiting, "draw:0") == waits  # "must draw at least one card"
    assert gon.refused(waiting, "draw:3") == waits
    assert gon.refused(waiting, "go") == waits
    _, after = gon.act(waiting, "draw:2")
    assert not [i for i in gon.ids(after) if i.startswith("draw:")]
    assert gon.refused(after, "draw:1") == (
        "No draw waits for a choice: a moving company chooses how many of the resource cards "
        "its site gives it draws as its movement/hazard phase begins (the new site's number, "
        "or its site of origin's when it moves to a Haven).", "CoE-2.IV.v")


@pytest.mark.rule("CoE-2.IV.v", "CoE-2.IV.vi")
def test_the_sites_choice_comes_first_then_radagasts_each_read_in_order() -> None:
    facts, waiting = moving(gon.hazards(gon.fresh(), [], gon.FILLER))
    assert only(facts, site_draws.OFFERED)["wilderness"] == 3
    assert radagast.OFFERED not in gon.kinds(facts)  # his choice comes after the site's
    assert [a.id for a in gon.RULESET.actions(waiting)] == ["draw:1", "draw:2"]
    assert gon.refused(waiting, f"draw:{gon.RADAGAST}:3")[1] == "CoE-2.IV.v"
    more, state = gon.act(waiting, "draw:2", asked=True)
    assert [gon.RULESET.narrate(f) for f in more] == [
        "Company 1 draws 2 of the 2 resource cards Lórien gives. [CoE-2.IV.v]",
        f"Drew {', '.join(gon.CATALOG.get(c).name for c in waiting.resource_deck[:2])} "
        "(the resource cards Lórien gives). [CoE-2.IV.v]",
        f"Radagast may take {radagast.TEXT}: up to 3 for company 1. [CoE-2.IV.vi]"]
    assert (state.site_draw_offer, state.wilderness_offer) == (None, (gon.RADAGAST, 3, 2))
    assert [a.id for a in gon.RULESET.actions(state)] == [
        f"draw:{gon.RADAGAST}:{n}" for n in range(4)]
    last, _ = gon.act(state, f"draw:{gon.RADAGAST}:1")
    assert gon.kinds(last)[:4] == [radagast.CHOSEN, "ResourcesDrawn", "HazardsPlaced",
                                   "HazardHandRevealed"]


@pytest.mark.rule("CoE-2.IV.v", "CoE-2.IV.vi")
def test_a_site_giving_one_card_has_it_drawn_unasked_naming_the_site() -> None:
    facts, state = moving(gon.hazards(gon.fresh(), [], gon.FILLER), DIMRILL_DALE)
    assert site_draws.OFFERED not in gon.kinds(facts)
    drawn = only(facts, "ResourcesDrawn")
    assert (drawn.rule, drawn["site"], len(drawn["cards"])) == ("CoE-2.IV.v", DIMRILL_DALE, 1)
    # Radagast's two Wildernesses still wait for his choice.
    assert gon.kinds(facts)[-1] == radagast.OFFERED
    assert state.wilderness_offer == (gon.RADAGAST, 2, 2)


@pytest.mark.rule("CoE-2.IV.v")
def test_the_automatic_player_draws_them_all() -> None:
    _, waiting = moving(gandalfs())
    assert gon.RULESET.policy(waiting, gon.RULESET.actions(waiting)) == ("draw:2", {})


@pytest.mark.rule("CoE-2.IV.v", "GON-HH-3")
def test_version_120_draws_them_all_unasked_naming_no_site() -> None:
    facts, state = moving(gandalfs(), ruleset=ASKED_BEFORE)
    drawn = only(facts, "ResourcesDrawn")
    assert (drawn.rule, len(drawn["cards"]), "site" in drawn.data) == ("CoE-2.IV.v", 2, False)
    assert site_draws.OFFERED not in gon.kinds(facts) and "HazardsPlaced" in gon.kinds(facts)
    assert state.site_draw_offer is None and not [
        i for i in gon.ids(state, ASKED_BEFORE) if i.startswith("draw:")]


@pytest.mark.rule("CoE-2.IV.v")
def test_a_120_game_replays_as_played_and_121_draws_the_same_cards_asked() -> None:
    old, new = gon.autoplayed("120"), gon.autoplayed(None)
    assert verify(gon.RULESET, old.records).ok and verify(gon.RULESET, new.records).ok
    assert not [r for r in old.records if r.kind.startswith("ResourceDraws")]
    assert not [r for r in old.records if "site" in r.data and r.kind == "ResourcesDrawn"]
    offers = [r for r in new.records if r.kind == site_draws.OFFERED]
    chosen = [r for r in new.records if r.kind == site_draws.CHOSEN]
    assert offers and [r.data["drawn"] for r in chosen] == [r.data["up_to"] for r in offers]
    # Asked, the automatic player draws them all: the same cards, the same game.
    assert gon.drawn(new) == gon.drawn(old) and new.result() == old.result()


@pytest.mark.rule("CoE-2.IV.v")
def test_the_audit_of_the_sites_draw_gives_the_choice_and_the_decision() -> None:
    game = gon.autoplayed(None)
    record = next(r for r in game.records if r.kind == "ResourcesDrawn" and r.data.get("site"))
    audit = audit_view(game, record.version)
    assert audit["clause"]["id"] == "CoE-2.IV.v"
    site = gon.CATALOG.get(str(record.data["site"])).name
    assert str(audit["line"]).endswith(f" (the resource cards {site} gives). [CoE-2.IV.v]")
    decision = audit["decision"]
    assert decision is not None and decision["data"]["action"] == "draw:2"
    assert [(c["relation"], c["kind"]) for c in audit["causes"]] == [
        ("the event", "ResourcesDrawn"), ("earlier outcome it follows", site_draws.CHOSEN),
        ("the decision behind it", "Decision")]
    assert audit["causes"][1]["line"] == (
        f"Company 1 draws 2 of the 2 resource cards {site} gives. [CoE-2.IV.v]")
