"""The Solitaire Variant's sequence of play, scoring and whole games (SV1-SEQ-*, SV1-SCORE-*),
and the check that every clause is cited by a test or listed as untestable with its reason."""

from __future__ import annotations

import pytest
from hypothesis import given, settings

from domain.chronicle import Chronicle, verify
from domain.clauses import catalog as clause_catalog
from domain.errors import IllegalAction
from domain.rulesets.solitaire_v1 import RULES_NOTES
from domain.rulesets.solitaire_v1.state import HAZARDS, TAPPED, UNTAPPED, WOUNDED, Scored
from tests.rules.coverage import coverage
from tests.rules.sv1_support import (
    CATALOG,
    RULES,
    cid,
    kinds,
    member,
    names,
    run,
    state,
    status,
    with_discard,
)
from tests.support import GAME_SEEDS, only, play_out
from tests.support import of_kind as of

WILD = ["Rhudaur", "Hollin", "Cardolan", "Arthedain"]


def autoplay(seed: int | str) -> Chronicle:
    return play_out(Chronicle.begin(RULES, seed, {}))


# -- the sequence of play ----------------------------------------------------------------------
@pytest.mark.rule("SV1-SEQ-1A")
def test_step_one_heals_wounded_members_to_tapped_and_untaps_tapped_ones() -> None:
    s = state([member("Aragorn II", WOUNDED), member("Legolas", TAPPED), member("Gimli")],
              {"regions": WILD})
    found, after = run(s)
    refreshed = only(found, "CompanyRefreshed")
    assert (refreshed["healed"], refreshed["untapped"], refreshed.rule) == (
        [cid("Aragorn II")], [cid("Legolas")], "SV1-SEQ-1A")
    assert kinds(found).index("CompanyRefreshed") < kinds(found).index("RegionsRevealed")
    assert (status(after, "Aragorn II"), status(after, "Legolas"), status(after, "Gimli")) == (
        TAPPED, UNTAPPED, UNTAPPED)


@pytest.mark.rule("SV1-SEQ-2", "SV1-SEQ-3", "SV1-SEQ-4", "SV1-SEQ-6")
def test_a_turn_runs_hazards_then_resources_then_draws_attempts_and_discards() -> None:
    game = autoplay(21)
    first_turn = []
    for record in game.history()[1:]:
        first_turn.append(record.kind)
        if record.kind == "TurnEnded":
            break
    steps = ["TurnBegan", "CompanyRefreshed", "RegionsRevealed", "HazardPhaseEnded",
             "SiteDrawn", "ResourcePhaseEnded", "CardOffered", "OfferDiscarded", "TurnEnded"]
    positions = [first_turn.index(k) for k in steps]
    assert positions == sorted(positions)
    assert first_turn.count("CardOffered") == 2


@pytest.mark.rule("SV1-SEQ-7")
def test_the_game_ends_when_the_region_deck_cannot_show_four_regions() -> None:
    s = state([member("Aragorn II")], {"regions": WILD[:3]}, turn=9,
              pile=(Scored(cid("Orc-patrol"), "kill", 1),))
    found, after = run(s)
    assert kinds(found) == ["RegionDeckDepleted", "ScoreCounted", "GameEnded"]
    depleted = only(found, "RegionDeckDepleted")
    assert (depleted["left"], depleted.rule) == (3, "SV1-SEQ-7")
    assert RULES.result(after) == {"outcome": "won", "score": 1, "turns": 9,
                                   "reason": "region deck depleted"}
    assert RULES.actions(after) == []


@pytest.mark.rule("SV1-SEQ-7")
def test_fifty_two_regions_make_thirteen_turns() -> None:
    game = autoplay(4)
    assert len([r for r in game.history() if r.kind == "RegionsRevealed"]) == 13
    # 27 from version 8: a strike at record 23 is rolled with no roll offered, the only
    # untapped members being assigned strikes of their own (CoE-3.iv.4); 28 before.
    assert game.result() == {"outcome": "won", "score": 27, "turns": 13,
                             "reason": "region deck depleted"}


@pytest.mark.rule("SV1-SEQ-8")
def test_a_deck_that_runs_out_is_reshuffled_from_its_discards() -> None:
    s = state([member("Aragorn II", TAPPED)], step=HAZARDS, hazards_left=1,
              regions=tuple(cid(r) for r in WILD))
    s = with_discard(s, "hazards", ["Twilight", "Gloom"])
    found, after = run(s, 5)
    reshuffled = only(found, "DeckShuffled")
    assert (reshuffled["deck"], reshuffled.rule) == ("hazards", "SV1-SEQ-8")
    assert sorted(names(reshuffled["cards"])) == ["Gloom", "Twilight"]
    drawn = only(found, "HazardDrawn")
    assert drawn["card"] == reshuffled["cards"][0]  # type: ignore[index]
    assert kinds(found).index("DeckShuffled") < kinds(found).index("HazardDrawn")


@pytest.mark.rule("SV1-SEQ-8")
def test_nothing_is_drawn_from_an_empty_deck_with_no_discards() -> None:
    s = state([member("Aragorn II", TAPPED), member("Legolas", TAPPED)], step=HAZARDS,
              hazards_left=2, regions=tuple(cid(r) for r in WILD))
    found, _ = run(s)
    exhausted = of(found, "DeckExhausted")
    assert [(f["deck"], f.rule) for f in exhausted][0] == ("hazards", "SV1-SEQ-8")
    assert of(found, "HazardDrawn") == []


# -- scoring -----------------------------------------------------------------------------------
@pytest.mark.rule("SV1-SCORE-1")
def test_the_score_is_the_pile_plus_borne_items_but_not_the_members() -> None:
    pile = (Scored(cid("Orc-patrol"), "kill", 1), Scored(cid("Beornings"), "faction", 2),
            Scored(cid("Sam Gamgee"), "character", -1, inverted=True))
    s = state([member("Aragorn II", items=["Glamdring", "Athelas"])], pile=pile)
    assert RULES.score(s) == {
        "by_category": {"character": -1, "ally": 0, "item": 0, "faction": 2, "kill": 1},
        "pile": 2, "items_borne": 2, "total": 4, "would_win_if_it_ended_now": True,
        "victory": None}


@pytest.mark.rule("SV1-SCORE-2")
def test_the_game_is_won_only_with_a_positive_score() -> None:
    zero = (Scored(cid("Orc-patrol"), "kill", 1),
            Scored(cid("Sam Gamgee"), "character", -1, inverted=True))
    found, _ = run(state([member("Aragorn II")], pile=zero))
    ended = only(found, "GameEnded")
    assert (ended["outcome"], ended["score"], ended.rule) == ("lost", 0, "SV1-SCORE-2")
    found, _ = run(state([member("Aragorn II", items=["Glamdring"])], pile=zero))
    assert (only(found, "GameEnded")["outcome"], only(found, "GameEnded")["score"]) == ("won",
                                                                                         2)


@pytest.mark.rule("SV1-SCORE-2")
def test_the_score_view_tells_a_victory_only_once_the_game_is_over() -> None:
    """A positive score mid-game is what the game would give if it ended now; the victory is
    the final score's, so the view has none before the end."""
    pile = (Scored(cid("Orc-patrol"), "kill", 1),)
    playing = RULES.score(state([member("Aragorn II")], pile=pile, turn=2))
    assert (playing["total"], playing["would_win_if_it_ended_now"], playing["victory"]) == (
        1, True, None)
    won = RULES.score(state([member("Aragorn II")], pile=pile, outcome="won"))
    assert (won["would_win_if_it_ended_now"], won["victory"]) == (None, True)
    lost = RULES.score(state([member("Aragorn II")], outcome="lost"))
    assert (lost["total"], lost["would_win_if_it_ended_now"], lost["victory"]) == (0, None, False)


@pytest.mark.rule("SV1-RCH-6")
def test_there_is_one_company_of_at_most_four_in_whole_games() -> None:
    for seed in range(6):
        game = autoplay(seed)
        sizes = [len(game.state_at(r.version).rules.company) for r in game.history()]
        assert max(sizes) == 4
        recruited = [r for r in game.history() if r.kind == "MemberRecruited"]
        assert all(r.rule in ("SV1-RCH-3", "SV1-RCH-2A") for r in recruited)


# -- whole games -------------------------------------------------------------------------------
@pytest.mark.not_a_rule("whole automatic games end and their records verify")
@settings(max_examples=12, deadline=None)
@given(seed=GAME_SEEDS)
def test_any_seed_plays_to_the_end_and_verifies(seed: int | str) -> None:
    game = autoplay(seed)
    result = game.result()
    assert result is not None and result["outcome"] in ("won", "lost")
    assert result["score"] == RULES.score(game.table.rules)["total"]
    assert verify(RULES, game.records).ok


@pytest.mark.not_a_rule("replay determinism")
def test_a_game_replays_identically_and_undo_cannot_reroll() -> None:
    first, second = autoplay("fixed"), autoplay("fixed")
    assert [r.hash for r in first.records] == [r.hash for r in second.records]
    game = Chronicle.begin(RULES, "fixed", {})
    choice = game.actions()[0].id
    before = [(r.kind, r.data) for r in game.decide(choice)]
    game.undo(steps=1)
    again = [(r.kind, r.data) for r in game.decide(choice)]
    assert again == before


@pytest.mark.rule("SV1-RCH-2A")
def test_an_illegal_choice_is_refused_with_its_clause_and_changes_nothing() -> None:
    game = Chronicle.begin(RULES, 3, {})
    version = game.version
    with pytest.raises(IllegalAction) as refused:
        game.decide("replace:TW-120")
    assert refused.value.clause is not None and refused.value.clause.startswith("SV1-")
    assert game.version == version


@pytest.mark.rule("SV1-RCH-2A")
def test_replacing_a_member_with_no_recruit_waiting_is_refused_for_that_reason() -> None:
    # Seed 7 starts with a company of four, Erkenbrand (TW-148) among them; nothing waits.
    game = Chronicle.begin(RULES, 7, {})
    assert "TW-148" in [m.card for m in game.table.rules.company]
    assert len(game.table.rules.company) == 4
    open_now = [a.id for a in game.actions()]
    with pytest.raises(IllegalAction) as refused:
        game.decide("replace:TW-148")
    assert refused.value.clause == "SV1-RCH-2A"
    assert refused.value.message == (
        "'replace:TW-148' is not allowed now: no recruit is waiting to replace a member: only "
        "a character or ally recruited into a company of four replaces one of its members. "
        f"Open now: {', '.join(open_now)}.")


@pytest.mark.not_a_rule("narration wording")
def test_every_fact_is_narrated_with_its_clause() -> None:
    game = autoplay(8)
    for record in game.records[1:]:
        line = RULES.narrate(record.fact)
        # Not the generic fallback; a decision's line, cards named, is every ruleset's own.
        assert record.kind == "Decision" or not line.startswith(f"{record.kind}:"), line
        if record.rule:
            assert line.endswith(f"[{record.rule}]")
    strike = next(r for r in game.records if r.kind == "StrikeResolved")
    assert RULES.narrate(strike.fact).startswith(names([strike.data["member"]])[0] + " rolls ")


@pytest.mark.not_a_rule("rules-notes bookkeeping")
def test_the_rules_notes_cover_every_ambiguous_clause() -> None:
    clauses = clause_catalog("solitaire-v1")
    ambiguous = sorted(cid_ for cid_, c in clauses.items() if c.ambiguous)
    assert [c for c in ambiguous if c not in RULES_NOTES] == []
    assert sorted(RULES_NOTES) == sorted(c for c in RULES_NOTES if c in clauses)
    assert RULES.rules_notes() == RULES_NOTES


@pytest.mark.not_a_rule("clause-coverage bookkeeping")
def test_every_clause_is_cited_by_a_test_or_listed_as_untestable() -> None:
    covered = coverage("solitaire-v1", "test_solitaire_v1*.py", "untestable_solitaire_v1.md")
    assert covered.missing == []
    assert covered.unknown == []
    assert len(covered.clauses) == 72
    assert CATALOG.get(cid("Aragorn II")).name == "Aragorn II"
