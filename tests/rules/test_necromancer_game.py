"""Guise of the Necromancer: the two stages, bringing characters and allied Wizards into
play, the turn, the White Council's victory and every way to lose, the score view, refusals
that change nothing, and whole automatic games (GON-STAGE-*, GON-PLAY-*, GON-WIN-*)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.chronicle import Chronicle, start_data, verify
from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer import hazard_events, rescue
from domain.rulesets.guise_of_the_necromancer.score import counted, degree
from domain.rulesets.guise_of_the_necromancer.state import (
    END_OF_TURN,
    INVESTIGATION,
    OBJECTIVES,
    WATCHFUL_PEACE,
    State,
)
from tests.rules.necromancer_support import (
    ALATAR,
    CELEBORN,
    CORSAIRS,
    DOL_GULDUR,
    FILLER,
    GALADRIEL,
    GANDALF,
    LORIEN,
    LURE_CREATION,
    RADAGAST,
    RESCUE,
    RULESET,
    SAM,
    SARUMAN,
    act,
    acts,
    default,
    fresh,
    hazards,
    ids,
    kinds,
)
from tests.support import of_kind, only, play_out

ORC_PATROL_STAGE = "TW-74"
OROPHIN, ARWEN = "TW-174", "TW-122"
SPELL = "TW-262"  # Kindling of the Spirit, a spell
WEARINESS = "TW-111"
#: Rescue Prisoners played as before its card (an untapped hold, no attack, its points at once);
#: its card's play, from rescue.SINCE, is tests/rules/test_necromancer_rescue_prisoners.py's.
BEFORE = RULESET.at_version(str(rescue.SINCE - 1))


def returning(state: State) -> State:
    """The company at Dol Guldur after Rescue Prisoners, its site tapped."""
    company = state.companies[0]
    return hazards(replace(state, rescued=True, tapped_sites=(DOL_GULDUR,),
                           location_deck=tuple(s for s in state.location_deck
                                               if s != DOL_GULDUR),
                           companies=(replace(company, location=DOL_GULDUR,
                                              origin=DOL_GULDUR),)), [], FILLER)


@pytest.mark.rule("GON-STAGE-1", "GON-STAGE-2", "GON-STAGE-3", "GON-STAGE-4", "GON-STAGE-5")
def test_returning_to_lorien_after_rescue_prisoners_ends_the_investigation():
    state = replace(returning(fresh()), resource_discard=(ORC_PATROL_STAGE,))
    decks = len(state.resource_deck), len(state.hazard_deck)
    facts, after = acts(state, f"move:1:{LORIEN}", "go")
    moved = only(facts, "CompanyMoved")
    assert (moved["to"], moved["site_card"]) == (LORIEN, "discard")  # Dol Guldur was tapped
    ended = only(facts, "InvestigationEnded")
    assert (ended["general_influence"], ended["sites"]) == (20, [DOL_GULDUR])
    assert ended["objective"].startswith("take your Wizard, Saruman, another allied Wizard")
    assert RULESET.score(after)["objective"] == ended["objective"]
    shuffles = [f for f in of_kind(facts, "DeckShuffled") if f.rule == "GON-STAGE-3"]
    assert [f["deck"] for f in shuffles] == ["resources", "hazards"]
    assert (after.stage, after.general_influence) == (WATCHFUL_PEACE, 20)
    # Moving to a haven, both draw by the site of origin, Dol Guldur: 2 resources, 4 hazards
    # (CoE 2.IV.v), and Radagast one more for the Wilderness of the site path; the four
    # Corsairs are duds, replaced. Then each sideboard joins its deck; the discard piles stay
    # where they are.
    assert only(facts, "MovementHazardBegan")["cards"] == 4
    assert [len(f["cards"]) for f in of_kind(facts, "ResourcesDrawn")] == [2, 1]
    assert len(after.resource_deck) == decks[0] - 3 + 5 and after.resource_sideboard == ()
    assert len(after.hazard_deck) == decks[1] - 4 - 4 + 5 and after.hazard_sideboard == ()
    assert after.resource_discard == (ORC_PATROL_STAGE,)
    assert DOL_GULDUR in after.location_deck


@pytest.mark.rule("GON-STAGE-1")
def test_coming_home_without_rescue_prisoners_ends_nothing():
    state = replace(returning(fresh()), rescued=False, tapped_sites=())
    facts, after = acts(state, f"move:1:{LORIEN}", "go")
    assert "InvestigationEnded" not in kinds(facts) and after.stage == INVESTIGATION
    assert only(facts, "CompanyMoved")["site_card"] == "location deck"


@pytest.mark.rule("GON-PLAY-1")
def test_only_the_players_turn_is_played():
    facts, after = acts(hazards(fresh(), [], FILLER), "go", "keep")
    turns = [(f.kind, f["turn"]) for f in facts if f.kind in ("TurnEnded", "TurnBegan")]
    assert turns == [("TurnEnded", 1), ("TurnBegan", 2)]
    assert after.phase == "organization" and after.turn == 2


@pytest.mark.rule("GON-PLAY-4")
def test_dol_guldur_has_three_automatic_attacks_and_the_undead_wounds_check_corruption():
    state = replace(hazards(fresh(), [], FILLER), hand=(RESCUE,))
    facts, after = acts(state, f"move:1:{DOL_GULDUR}", "go", seed=15)
    assert after.phase == "site" and after.step == "arrived"
    assert ids(after) == ["enter", "leave"]
    facts, after = acts(after, "enter", seed=15)
    entered = only(facts, "SiteEntered")
    assert entered.rule == "GON-PLAY-4"
    assert [(a["race"], a["strikes"], a["prowess"]) for a in entered["attacks"]] == \
        [("Orcs", 4, 8), ("Undead", 3, 9), ("Trolls", 2, 11)]
    starts = [n for n, f in enumerate(facts) if f.kind == "AttackDeclared"]
    undead = facts[starts[1]:starts[2]]
    wounded = [f["character"] for f in undead
               if f.kind == "StrikeResolved" and f["result"] == "succeeded"]
    checks = [(f.rule, f["character"]) for f in facts if f.kind == "CorruptionChecked"]
    assert wounded == [CELEBORN, SAM]
    assert checks == [("GON-PLAY-4", CELEBORN), ("GON-PLAY-4", SAM)]
    assert [f for f in undead if f.kind == "CorruptionChecked"] == \
        [f for f in facts if f.kind == "CorruptionChecked"]


@pytest.mark.rule("GON-PLAY-3")
def test_what_the_hazards_did_is_still_so_in_the_site_phase():
    state = hazards(fresh(), [ORC_PATROL_STAGE], FILLER)
    facts, after = acts(state, f"move:1:{DOL_GULDUR}", "go", seed=3)
    hurt = {f["character"]: f["state"] for f in of_kind(facts, "StrikeResolved")}
    assert after.phase == "site"
    assert {c.card_id: c.state for c in after.companies[0].characters
            if c.card_id in hurt} == hurt


@pytest.mark.rule("GON-PLAY-5")
def test_a_spell_is_removed_from_the_game_rather_than_discarded():
    state = replace(fresh(), phase=END_OF_TURN, step="discard-one",
                    hand=(SPELL, *fresh().hand[:4]))
    facts, after = act(state, f"discard:{SPELL}")
    discarded = only(facts, "ResourceDiscarded")
    assert (discarded.rule, discarded["removed"]) == ("GON-PLAY-5", True)
    assert after.removed == (SPELL,) and SPELL not in after.resource_discard


@pytest.mark.rule("GON-PLAY-6")
def test_an_exhausted_resource_deck_is_remade_from_its_discard_pile():
    state = replace(fresh(), phase=END_OF_TURN, step="discard-one", hand=fresh().hand[:4],
                    resource_deck=(), resource_discard=(OROPHIN, DOL_GULDUR, ARWEN))
    facts, after = act(state, "keep")
    assert only(facts, "SitesReturned")["sites"] == [DOL_GULDUR]
    shuffled = only(facts, "DeckShuffled")
    assert (shuffled.rule, sorted(shuffled["cards"])) == ("GON-PLAY-6", [ARWEN, OROPHIN])
    assert len(after.hand) == 5 and len(after.resource_deck) == 1
    assert after.resource_discard == () and DOL_GULDUR in after.location_deck


@pytest.mark.rule("GON-SETUP-10")
def test_five_general_influence_and_the_wizards_ten_limit_new_characters():
    state = replace(fresh(), hand=(OROPHIN, ARWEN))
    # 15 influence, 13 used by Haldir, Celeborn and Sam: Orophin (mind 2) fits, Arwen (3) not.
    assert f"play:{OROPHIN}:1" in ids(state) and f"play:{ARWEN}:1" not in ids(state)
    with pytest.raises(IllegalAction) as refused:
        act(state, f"play:{ARWEN}:1")
    assert refused.value.clause == "GON-SETUP-10"
    assert "Arwen has mind 3, more than the 2 influence left" in refused.value.message


@pytest.mark.rule("GON-STAGE-5", "GON-SETUP-2", "GON-SETUP-3", "GON-SETUP-4",
                  "GON-SETUP-5")
def test_after_the_investigation_allied_wizards_and_elf_lords_come_into_play():
    state = replace(fresh(), stage=WATCHFUL_PEACE, general_influence=20,
                    hand=(GANDALF, GALADRIEL, ARWEN))
    assert {f"play:{GANDALF}:1", f"play:{GALADRIEL}:1", f"play:{ARWEN}:1"} <= set(ids(state))
    facts, after = act(state, f"play:{GALADRIEL}:1")
    # 30 influence: 13 + Galadriel's 9 used; Gandalf needs none (an allied Wizard).
    after = replace(after, character_played=False, general_influence=5)
    assert f"play:{GANDALF}:1" in ids(after)
    facts, after = act(after, f"play:{GANDALF}:1")
    assert only(facts, "CharacterPlayed").rule == "GON-SETUP-3"
    gandalf = after.companies[0].character(GANDALF)
    assert gandalf is not None and gandalf.direct_influence == 0  # not his printed 10
    assert after.companies[0].character(RADAGAST).direct_influence == 10  # type: ignore[union-attr]


@pytest.mark.rule("GON-SETUP-6", "GON-SETUP-5")
def test_an_allied_wizard_joins_only_at_his_home_site():
    state = replace(fresh(), stage=WATCHFUL_PEACE, general_influence=20,
                    hand=(ALATAR, GANDALF))
    # Gandalf's home is any haven; Alatar's is Edhellond, not Lórien.
    assert f"play:{GANDALF}:1" in ids(state) and f"play:{ALATAR}:1" not in ids(state)
    game = Chronicle.begin(RULESET, 7, {})
    before = game.version
    with pytest.raises(IllegalAction) as refused:
        game.decide(f"play:{ALATAR}:1", {})  # not even in hand
    assert refused.value.clause == "CoE-2.II.2"
    assert game.version == before
    with pytest.raises(IllegalAction) as refused:
        act(state, f"play:{ALATAR}:1")
    assert refused.value.clause == "GON-SETUP-6"
    assert refused.value.message == "Alatar is an allied Wizard: he comes into play only at " \
        "his home site (Edhellond), not at Lórien."


@pytest.mark.rule("GON-RING-3")
def test_a_stage_two_action_in_stage_one_is_refused_and_writes_nothing():
    game = Chronicle.begin(RULESET, 7, {})
    before = game.version
    with pytest.raises(IllegalAction) as refused:
        game.decide(f"ring:{SAM}", {})
    assert refused.value.clause == "GON-RING-3"
    assert game.version == before and game.table.rules.in_play(SAM)


def council(state: State, *extra: str) -> State:
    """Stage two: the White Council (and ``extra``) in company 1 at Lórien, every strike on
    them failing (prowess 30), Rescue Prisoners in hand."""
    members = tuple(replace(RULESET._character(state, c), prowess=30, body=12)
                    for c in (RADAGAST, SARUMAN, GANDALF, GALADRIEL, *extra))
    return hazards(replace(state, stage=WATCHFUL_PEACE, general_influence=20,
                           companies=(replace(state.companies[0], characters=members),),
                           hand=(RESCUE, *state.hand[:4])), [], FILLER)


@pytest.mark.rule("GON-WIN-1", "GON-WIN-3")
def test_the_white_council_wins_at_dol_guldur():
    facts, after = acts(council(fresh()), f"move:1:{DOL_GULDUR}", "go", "enter", seed=5,
                        ruleset=BEFORE)
    assert len(only(facts, "SiteEntered")["attacks"]) == 3
    assert kinds(facts).count("AttackEnded") == 3 and "AutomaticAttacksFaced" in kinds(facts)
    facts, after = act(after, "rescue", seed=5, ruleset=BEFORE)
    ended = only(facts, "GameEnded")
    assert (ended.rule, ended["outcome"], ended["clause"]) == ("GON-WIN-1", "won", "GON-WIN-3")
    assert BEFORE.result(after) == {
        "outcome": "won", "reason": "the White Council has driven Sauron out of Dol Guldur",
        "ended_by": "the White Council", "turns": 1, "stage": WATCHFUL_PEACE, "score": 4,
        "degree": "the Necromancer slips away with his resources intact"}


@pytest.mark.rule("GON-WIN-1")
def test_the_council_must_move_to_dol_guldur_and_face_its_attacks_to_win():
    state = council(fresh())
    state = replace(state, companies=(replace(state.companies[0], location=DOL_GULDUR,
                                              origin=DOL_GULDUR),))
    facts, after = acts(state, "go", seed=5, ruleset=BEFORE)
    assert ids(after, BEFORE) == ["enter", "leave"]  # no Rescue Prisoners before entering
    facts, after = acts(after, "enter", "rescue", seed=5, ruleset=BEFORE)
    assert "RescuePrisonersPlayed" in kinds(facts) and after.outcome is None
    missing = council(fresh())
    missing = replace(missing, companies=(replace(
        missing.companies[0], characters=missing.companies[0].characters[:3]),))
    facts, after = acts(missing, f"move:1:{DOL_GULDUR}", "go", "enter", "rescue", seed=5,
                        ruleset=BEFORE)
    assert after.outcome is None  # no Elf-lord


@pytest.mark.rule("GON-WIN-2")
def test_no_more_than_half_the_points_come_from_one_type():
    assert counted({"kill": 30, "character": 10}) == 20
    assert counted({"kill": 10, "character": 10, "item": 5}) == 25
    assert counted({"miscellaneous": 2}) == 0 and counted({}) == 0


@pytest.mark.rule("GON-WIN-3", "GON-WIN-4", "GON-WIN-5", "GON-WIN-6", "GON-WIN-7")
def test_the_degree_of_victory():
    assert [degree(n)[0] for n in (0, 19, 20, 29, 30, 39, 40, 49, 50, 80)] == \
        ["GON-WIN-3", "GON-WIN-3", "GON-WIN-4", "GON-WIN-4", "GON-WIN-5", "GON-WIN-5",
         "GON-WIN-6", "GON-WIN-6", "GON-WIN-7", "GON-WIN-7"]
    assert degree(50)[1] == "Dol Guldur is in ruin and Mirkwood's eaves will be green in " \
                            "the Spring"


@pytest.mark.rule("GON-WIN-9")
def test_losing_the_wizard_or_saruman_loses_the_game():
    corrupt = replace(hazards(fresh(), [WEARINESS], FILLER),
                      corruption=((RADAGAST, LURE_CREATION, 30),))
    facts, after = act(corrupt, "go")
    ended = only(facts, "GameEnded")
    assert (ended.rule, after.ended_by) == ("GON-WIN-9", "Wizard lost")
    state = council(fresh())
    # Saruman's company takes its movement/hazard phase first and meets Weariness of the Heart.
    state = replace(state, companies=(
        replace(state.companies[0], characters=state.companies[0].characters[1:2]),
        replace(state.companies[0], id="2", characters=state.companies[0].characters[:1])),
        corruption=((SARUMAN, LURE_CREATION, 30),), hazard_hand=())
    state = hazards(state, [], [WEARINESS, CORSAIRS, *FILLER])
    facts, after = act(state, "go")
    assert after.ended_by == "Saruman lost"
    assert only(facts, "GameEnded")["reason"] == "Saruman has left play: the White Council " \
                                                 "cannot form"


@pytest.mark.not_a_rule("score view")
def test_the_score_view_shows_the_council_gathered_and_the_clock():
    state = council(fresh())
    state = replace(state, companies=(
        replace(state.companies[0], characters=state.companies[0].characters[:2]),
        replace(state.companies[0], id="2", characters=state.companies[0].characters[2:])))
    view = RULESET.score(state)
    assert view["white_council"] == {"wizard": True, "saruman": True,
                                     "allied_wizards": ["Gandalf"], "elf_lords": ["Galadriel"],
                                     "together": None}
    assert (view["clock"], view["stage"]) == (16, WATCHFUL_PEACE)
    assert view["by_type"] == {"character": 3} and view["total"] == 0


def degrees(view: dict[str, object]) -> tuple[object, ...]:
    return (view["degree"], view["degree_clause"], view["degree_if_won_now"],
            view["degree_if_won_now_clause"])


@pytest.mark.rule("GON-WIN-1", "GON-WIN-2", "GON-WIN-3")
def test_the_degree_of_victory_is_shown_once_won_and_named_as_a_win_nows_while_playing():
    """A game in play has no degree of victory (GON-WIN-3..7 apply "if you win"): the score
    names the degree a win now would give; a won game has its degree; a lost one has neither,
    and no objective."""
    state = council(fresh())
    slips = "the Necromancer slips away with his resources intact"
    playing = RULESET.score(state)
    assert degrees(playing) == (None, None, slips, "GON-WIN-3")
    assert playing["objective"] == OBJECTIVES[WATCHFUL_PEACE]
    won = RULESET.score(replace(state, outcome="won", reason="the White Council has driven "
                                                             "Sauron out of Dol Guldur"))
    assert degrees(won) == (slips, "GON-WIN-3", None, None)
    lost = RULESET.score(replace(state, outcome="lost", reason="Radagast has left play"))
    assert degrees(lost) == (None, None, None, None) and lost["objective"] is None
    assert lost["by_type"] == won["by_type"] == playing["by_type"]


@pytest.mark.rule("CoE-2.II.3.5")
def test_companies_at_the_same_site_join():
    state = council(fresh())
    first, second = state.companies[0].characters[:2], state.companies[0].characters[2:]
    state = replace(state, companies=(replace(state.companies[0], characters=first),
                                      replace(state.companies[0], id="2", characters=second)))
    assert "join:1:2" in ids(state)
    facts, after = act(state, "join:1:2")
    assert only(facts, "CompaniesJoined").rule == "CoE-2.II.3.5"
    assert [c.id for c in after.companies] == ["1"] and len(after.companies[0].characters) == 4


def play(seed: int) -> Chronicle:
    """A game played out under the last version before Rescue Prisoners' card (its win);
    the current version's is tests/rules/test_necromancer_rescue_prisoners.py's."""
    start = {**start_data(RULESET, seed, RULESET.prepare({}), "free"),
             "ruleset_version": BEFORE.played}
    return play_out(Chronicle.open(RULESET, start), most=4000)


@pytest.mark.rule("GON-WIN-1")
def test_a_seeded_game_the_automatic_player_wins():
    game = play(WON_SEED)
    result = game.result()
    assert result is not None and verify(RULESET, game.records).ok
    assert result == {"outcome": "won", "reason": "the White Council has driven Sauron out of "
                      "Dol Guldur", "ended_by": "the White Council", "turns": 7,
                      "stage": WATCHFUL_PEACE, "score": 19,
                      "degree": "the Necromancer slips away with his resources intact"}


#: A game the automatic player wins (a rare seed: the corruption cards' checks weigh on the
#: Wizard, on whom the hazard hand plays them, GON-TARGET-1).
WON_SEED = 2477


@pytest.mark.not_a_rule("board view")
def test_the_board_shows_the_hazard_hand_and_the_attack_under_way():
    state = hazards(fresh(), ["TW-114"], FILLER)
    _, waiting = acts(state, f"move:1:{DOL_GULDUR}")
    _, waiting = act(waiting, "go", seed=3)
    board = RULESET.board(waiting)
    # The Wolves left the hand to attack; the four placed Corsairs wait, face up.
    assert board["hazard_hand"] == ["Corsairs of Umbar"] * 4
    assert board["attack"]["name"] == "Wolves" and board["attack"]["assigned"] == []
    assert board["companies"][0]["destination"] == "Dol Guldur"
    assert (board["stage"], board["saruman"], board["hazard_deck"]) == \
        (INVESTIGATION, "out of play", 12)


@pytest.mark.not_a_rule("whole automatic games end and their records verify")
def test_a_game_whose_hazards_need_declaring_is_played_to_its_end_and_verifies():
    setup = default()
    setup["hazards"] = [e if e["name"] != "Lost in Border-lands" else
                        {"name": "Morgul-horse", "count": 3} for e in setup["hazards"]]
    # Morgul-horse is declared by the player up to version 47
    # (hazard_events.MORGUL_HORSE_SINCE): a game recorded then.
    start = {**Chronicle.begin(RULESET, 3, setup).records[0].data,
             "ruleset_version": str(hazard_events.MORGUL_HORSE_SINCE - 1)}
    game = play_out(Chronicle.open(RULESET, start), most=4000)
    rulings = [(r.fact["card"], r.fact["effect"]) for r in game.records
               if r.fact.kind == "PlayerRuling"]
    assert rulings == [("TW-63", "no-effect")] * 3  # the automatic player's word
    assert game.result() is not None and verify(RULESET, game.records).ok


@pytest.mark.rule("CoE-2.II.3.1")
def test_a_company_of_more_than_seven_moves_only_between_havens():
    state = fresh()
    more = tuple(RULESET._character(state, c) for c in (OROPHIN, ARWEN, "TW-168", "TW-143"))
    company = replace(state.companies[0], characters=state.companies[0].characters + more)
    state = replace(state, companies=(company,))
    # Eight characters (Sam counts half, rounded up): Dol Guldur is out of reach, Rivendell not.
    assert f"move:1:{DOL_GULDUR}" not in ids(state) and "move:1:TW-421" in ids(state)
    with pytest.raises(IllegalAction) as refused:
        act(state, f"move:1:{DOL_GULDUR}")
    assert refused.value.clause == "CoE-2.II.3.1"
    assert refused.value.message == "Company 1 cannot leave for Dol Guldur: the company's " \
        "size is 8, more than the 7 allowed away from a haven."


@pytest.mark.rule("GON-STAGE-1")
def test_rescue_prisoners_elsewhere_scores_but_does_not_end_the_investigation():
    moria = "TW-413"  # a shadow-hold
    state = fresh()
    state = replace(state, phase="site", step="entered", pending=("1",), hand=(RESCUE,),
                    companies=(replace(state.companies[0], location=moria),))
    assert "rescue" in ids(state, BEFORE)
    facts, after = act(state, "rescue", ruleset=BEFORE)
    assert only(facts, "RescuePrisonersPlayed")["site"] == moria
    assert after.rescued is False and after.marshalling == ((RESCUE, "miscellaneous", 2),)
    assert moria in after.tapped_sites
