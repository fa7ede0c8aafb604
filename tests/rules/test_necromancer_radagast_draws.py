"""Guise of the Necromancer 120: Radagast, the player's Wizard, may take extra draws, one for each
Wilderness his company's site path crosses (``radagast``). After the site's own draw
(CoE-2.IV.v) the game waits for the player to choose how many, none to all
(``draw:<card>:<n>``, as Burglar Wants a Good Job asks its draws); the draws name his card and
cite the passive conditions the new site's reveal sets off (CoE-2.IV.vi); then the hazard hand
is placed (GON-HH-3). The automatic player draws them all. Version 119 replays as played: every
one drawn unasked, citing the site's draw."""

from __future__ import annotations

from pathlib import Path

import pytest

from domain.chronicle import verify
from domain.ruleset import Context, Fact, Table
from domain.rulesets.guise_of_the_necromancer import radagast
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import WILDERNESS_DRAWS, State
from projections.audit import audit_view
from tests.card_text import card_texts, shared_runs
from tests.rules.necromancer_support import (
    FILLER,
    RADAGAST,
    RIVENDELL,
    RULESET,
    act,
    autoplayed,
    drawn,
    fresh,
    hazards,
    ids,
    kinds,
    refused,
    take_all,
)
from tests.support import of_kind, only

UNASKED = RULESET.at_version(str(radagast.SINCE - 1))
#: What the player reads of his draws: the project's words, never his card's.
TEXT = "his draws for the Wilderness regions of the company's path"


def moving(ruleset: GuiseOfTheNecromancer = RULESET) -> tuple[list[Fact], State]:
    """The starting company (Radagast's) moves from Lórien to Rivendell, drawing all the
    resource cards Lórien gives (asked from 121, ``test_necromancer_site_draws``)."""
    _, state = act(hazards(fresh(), [], FILLER), f"move:1:{RIVENDELL}", ruleset=ruleset)
    ctx = Context(ruleset, Table(7, {}, state))
    ruleset.decide(ctx, "go", {})
    take_all(ctx, ruleset, wilderness=False)
    return ctx.facts, ctx.state


@pytest.mark.rule("CoE-2.IV.vi", "CoE-2.IV.v", "GON-HH-3")
def test_after_the_sites_draw_the_game_waits_for_how_many_he_draws() -> None:
    assert radagast.SINCE == 120 <= int(RULESET.version)
    facts, state = moving()
    site_draw = only(facts, "ResourcesDrawn")
    assert (site_draw.rule, len(site_draw["cards"]), "card" in site_draw.data) == (
        "CoE-2.IV.v", 2, False)
    offered = only(facts, radagast.OFFERED)
    assert (offered.rule, dict(offered.data)) == ("CoE-2.IV.vi", {
        "company": "1", "character": RADAGAST, "up_to": 3, "hazards": 2})
    assert RULESET.narrate(offered) == (
        f"Radagast may take {TEXT}: up to 3 for company 1. [CoE-2.IV.vi]")
    # The hazard hand waits for the choice: nothing is placed yet.
    assert kinds(facts)[-1] == radagast.OFFERED and "HazardsPlaced" not in kinds(facts)
    assert (state.step, state.wilderness_offer) == (WILDERNESS_DRAWS, (RADAGAST, 3, 2))
    actions = RULESET.actions(state)
    assert [(a.id, a.rule) for a in actions] == [
        (f"draw:{RADAGAST}:{n}", "CoE-2.IV.vi") for n in range(4)]
    assert [a.label for a in actions][::3] == [
        f"Radagast draws none of the 3 additional cards he may ({TEXT})",
        f"Radagast draws 3 of the 3 additional cards he may ({TEXT})"]


@pytest.mark.rule("CoE-2.IV.vi", "GON-HH-3", "GON-HH-4")
def test_the_cards_chosen_are_drawn_by_his_card_then_the_hazard_hand_is_placed() -> None:
    _, waiting = moving()
    facts, after = act(waiting, f"draw:{RADAGAST}:2")
    assert kinds(facts)[:4] == [radagast.CHOSEN, "ResourcesDrawn", "HazardsPlaced",
                                "HazardHandRevealed"]
    chosen = only(facts, radagast.CHOSEN)
    assert (chosen.rule, chosen["drawn"], chosen["up_to"]) == ("CoE-2.IV.vi", 2, 3)
    assert RULESET.narrate(chosen) == (
        f"Radagast draws 2 of the 3 additional cards he may ({TEXT}). [CoE-2.IV.vi]")
    drawn = only(facts, "ResourcesDrawn")
    top = list(waiting.resource_deck[:2])
    assert (drawn.rule, drawn["card"], drawn["cards"]) == ("CoE-2.IV.vi", RADAGAST, top)
    names = ", ".join(RULESET.catalog.get(c).name for c in top)
    assert RULESET.narrate(drawn) == f"Radagast draws {names} ({TEXT}). [CoE-2.IV.vi]"
    assert after.hand == (*waiting.hand, *top) and after.wilderness_offer is None
    assert len(only(facts, "HazardsPlaced")["cards"]) == 2


@pytest.mark.rule("CoE-2.IV.vi")
def test_he_may_draw_none() -> None:
    _, waiting = moving()
    facts, after = act(waiting, f"draw:{RADAGAST}:0")
    assert kinds(facts)[:3] == [radagast.CHOSEN, "HazardsPlaced", "HazardHandRevealed"]
    assert only(facts, radagast.CHOSEN)["drawn"] == 0
    assert (after.hand, after.resource_deck) == (waiting.hand, waiting.resource_deck)


@pytest.mark.rule("CoE-2.IV.vi")
def test_nothing_else_is_taken_while_he_chooses_and_no_draw_after() -> None:
    _, waiting = moving()
    waits = ("Radagast chooses first how many additional cards he draws "
             f"({TEXT}): draw:{RADAGAST}:<n>, n from 0 to 3.", "CoE-2.IV.vi")
    assert refused(waiting, "go") == waits
    assert refused(waiting, f"draw:{RADAGAST}:4") == waits
    _, after = act(waiting, f"draw:{RADAGAST}:1")
    assert not [i for i in ids(after) if i.startswith("draw:")]
    assert refused(after, f"draw:{RADAGAST}:1") == (
        "No draw waits for a choice: Radagast, the player's Wizard, chooses how many cards he "
        f"draws ({TEXT}) as his company's movement/hazard phase begins.", "CoE-2.IV.vi")


@pytest.mark.rule("CoE-2.IV.vi")
def test_the_automatic_player_draws_them_all() -> None:
    _, waiting = moving()
    assert RULESET.policy(waiting, RULESET.actions(waiting)) == (f"draw:{RADAGAST}:3", {})


@pytest.mark.rule("CoE-2.IV.v", "GON-HH-3")
def test_version_119_draws_them_all_unasked_citing_the_sites_draw() -> None:
    facts, state = moving(UNASKED)
    assert [(len(f["cards"]), f.rule, "card" in f.data) for f in of_kind(
        facts, "ResourcesDrawn")] == [(2, "CoE-2.IV.v", False), (3, "CoE-2.IV.v", False)]
    assert radagast.OFFERED not in kinds(facts) and "HazardsPlaced" in kinds(facts)
    assert state.step != WILDERNESS_DRAWS and not [
        i for i in ids(state, UNASKED) if i.startswith("draw:")]


@pytest.mark.rule("CoE-2.IV.vi", "CoE-2.IV.v")
def test_a_119_game_replays_as_played_and_120_draws_the_same_cards_asked() -> None:
    old, new = autoplayed("119"), autoplayed(None)
    assert verify(RULESET, old.records).ok and verify(RULESET, new.records).ok
    assert not [r for r in old.records if r.kind.startswith("WildernessDraws")]
    offers = [r for r in new.records if r.kind == radagast.OFFERED]
    assert offers and all(r.data["character"] == RADAGAST for r in offers)
    # Asked, the automatic player draws them all: the same cards, the same game.
    assert drawn(new) == drawn(old) and new.result() == old.result()
    unasked = [r for r in old.records if r.kind == "ResourcesDrawn" and r.rule == "CoE-2.IV.v"]
    asked = [r for r in new.records if r.kind == "ResourcesDrawn" and r.rule == "CoE-2.IV.vi"]
    assert len(unasked) == len(asked) + len(offers)
    assert all(r.data["card"] == RADAGAST for r in asked)


@pytest.mark.rule("CoE-2.IV.vi")
def test_the_audit_of_his_draw_cites_his_text_and_the_choice() -> None:
    game = autoplayed(None)
    record = next(r for r in game.records if r.kind == "ResourcesDrawn"
                  and r.data.get("card") == RADAGAST)
    audit = audit_view(game, record.version)
    assert audit["clause"]["id"] == "CoE-2.IV.vi"
    assert str(audit["line"]).startswith("Radagast draws ") and TEXT in str(audit["line"])
    decision = audit["decision"]
    assert decision is not None and decision["data"]["action"] == f"draw:{RADAGAST}:1"
    lines = [str(c["line"]) for c in audit["causes"]]
    assert f"Radagast draws 1 of the 1 additional card he may ({TEXT}). [CoE-2.IV.vi]" \
        in lines



@pytest.mark.not_a_rule("the card data's terms: the game tells a card's effect in its own words")
def test_what_the_player_reads_of_his_draws_quotes_none_of_his_card(coe_cards_path: Path
                                                                    ) -> None:
    # His card's text, read from the database: no six words in a row of it are the game's.
    card = card_texts(coe_cards_path)[RADAGAST]
    facts, waiting = moving()
    chosen, _ = act(waiting, f"draw:{RADAGAST}:2")
    seen = [RULESET.narrate(only(facts, radagast.OFFERED)),
            *(a.label for a in RULESET.actions(waiting)),
            *(RULESET.narrate(f) for f in chosen if f.kind in (radagast.CHOSEN, "ResourcesDrawn")),
            refused(waiting, "go")[0]]
    assert all(TEXT in line for line in seen)
    assert [shared_runs(line, card, 6) for line in seen] == [[]] * len(seen)
