"""Companions tapping to help a corruption check (CoE 7.1.1), There and Back Again from version 71
(``hobbit.check_helpers``): the check the player's own action asks as its last act in the
organization or site phase (an item's transfer, The Arkenstone's use, a palantír's use, The Iron
Crown's after an influence attempt) waits for him to tap untapped companions, +1 each, then to
roll it. 70 and before rolled it at once."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.chronicle import Chronicle, verify
from domain.rulesets.hobbit import check_helpers
from domain.rulesets.hobbit.state import WaitingCheck
from domain.rulesets.there_and_back_again.state import State
from domain.rulesets.there_and_back_again.versions import CHECK_HELPERS_SINCE
from projections.audit import audit_view
from tests.rules.test_there_and_back_again_helpers import (
    BALIN,
    BILBO,
    GLOIN,
    RULESET,
    THORIN,
    act,
    fresh,
    give,
    ids,
    keep,
    played_as,
    refused,
    with_states,
)
from tests.support import decide_from, only, play_out

ARKENSTONE, DAGGER, ORCRIST, OIN = "TW-341", "TW-206", "TW-295", "TW-172"
CROWN, BEORNINGS = "TW-496", "TW-197"
BEFORE = played_as(CHECK_HELPERS_SINCE - 1)


def _giving() -> State:
    """Thorin bears the Dagger of Westernesse and gives it to Bilbo; Balin and Glóin are with
    them, Glóin tapped."""
    state = keep(fresh(), BILBO, THORIN, BALIN, GLOIN)
    return with_states(give(state, THORIN, DAGGER), TW_160="tapped")


GIVE = f"transfer:{DAGGER}:{THORIN}:{BILBO}"
GIVING = check_helpers.TRANSFER


@pytest.mark.rule("CoE-7.1.1", "CoE-2.II.5")
def test_a_transfers_check_waits_for_helpers_then_the_item_is_given() -> None:
    assert int(RULESET.version) >= CHECK_HELPERS_SINCE
    facts, waiting = act(_giving(), GIVE, seed=3)
    # Declared, nothing rolled yet: Bilbo and Balin, untapped, may help; Glóin, tapped, not.
    assert [(f.kind, f.rule, dict(f.data)) for f in facts] == [
        ("CheckAwaited", "CoE-7.1.1", {"character": THORIN, "check": "transfer",
                                       "card": DAGGER, "to": BILBO, "points": 1,
                                       "modifier": 0, "able": [BILBO, BALIN]})]
    assert RULESET.narrate(facts[0]) == (
        "Thorin II's corruption check for giving Dagger of Westernesse to Bilbo, against 1 "
        "corruption point, waits: Bilbo, Balin may tap to give +1 each. [CoE-7.1.1]")
    about = "corruption check for giving Dagger of Westernesse to Bilbo, against 1 " \
            "corruption point"
    assert [(a.id, a.label, a.rule) for a in RULESET.actions(waiting)] == [
        (f"help-check:{BILBO}", f"Bilbo taps to give Thorin II +1 to his {about}", "CoE-7.1.1"),
        (f"help-check:{BALIN}", f"Balin taps to give Thorin II +1 to his {about}", "CoE-7.1.1"),
        ("roll-check", f"Thorin II rolls his {about}", "CoE-7.1.1")]
    # Glóin is tapped, Ori is not in the company, Thorin makes the check, anything else waits.
    assert refused(waiting, f"help-check:{GLOIN}") == (
        "Glóin is tapped: only an untapped character taps to help a corruption check. "
        "[CoE-7.1.1]", "CoE-7.1.1")
    assert refused(waiting, "help-check:TW-173") == (
        "Ori is not another character of Thorin II's company: only one may tap to help his "
        "corruption check. [CoE-7.1.1]", "CoE-7.1.1")
    assert refused(waiting, f"help-check:{THORIN}") == (
        "Thorin II makes the check himself: only another character of his company may tap to "
        "help it. [CoE-7.1.1]", "CoE-7.1.1")
    assert refused(waiting, "stay") == (
        f"Thorin II's {about}, waits: tap a companion to help it (+1 each, "
        "help-check:<character>), or roll it (roll-check). [CoE-7.1.1]", "CoE-7.1.1")
    facts, helped = act(waiting, f"help-check:{BALIN}", seed=3)
    assert [(f.kind, dict(f.data)) for f in facts] == [
        ("CharacterStateChanged", {"character": BALIN, "state": "tapped",
                                   "reason": "helping a corruption check"}),
        ("CheckHelped", {"character": THORIN, "helper": BALIN})]
    assert RULESET.narrate(facts[1]) == \
        "Balin taps to give Thorin II +1 to his corruption check. [CoE-7.1.1]"
    assert ids(helped) == [f"help-check:{BILBO}", "roll-check"]
    assert refused(helped, f"help-check:{BALIN}")[0].startswith("Balin is tapped")
    assert RULESET.actions(helped)[-1].label == f"Thorin II rolls his {about} (+1 from helpers)"
    # Rolled: 7, Balin's +1: 8 against 1, passed; the Dagger is Bilbo's.
    facts, after = act(helped, "roll-check", seed=3)
    assert [f.kind for f in facts] == ["DiceRolled", "CorruptionChecked", "ItemTransferred"]
    checked = facts[1]
    assert (checked.data["roll"], checked.data["result"], checked.data["helpers"]) == (
        7, "passed", [BALIN])
    assert [(m["amount"], m["source"], m["why"], m["clause"])
            for m in checked.data["check"]["modifiers"]] == [
        (1, f"card:{BALIN}", "Balin taps to help", "CoE-7.1.1")]
    assert RULESET.narrate(checked).endswith("against 1: passed (helped by Balin). [CoE-7.1]")
    assert after.check_waiting is None and after.character(BILBO).bears(DAGGER)  # type: ignore[union-attr]
    assert "roll-check" not in ids(after) and f"move:{after.location}" not in ids(after)
    assert refused(after, "roll-check") == (
        "No corruption check waits to be helped or rolled. [CoE-7.1.1]", "CoE-7.1.1")


@pytest.mark.rule("CoE-7.1.1", "CoE-2.II.5", "CoE-7.1")
def test_a_giver_who_fails_the_check_that_waited_keeps_nothing_to_give() -> None:
    # Thorin bears The Arkenstone too (4 corruption points for a Dwarf, 5 with the Dagger):
    # seed 9 rolls 2, below 4, and he is eliminated with both items.
    state = give(_giving(), THORIN, ARKENSTONE)
    _, waiting = act(state, GIVE, seed=9)
    assert waiting.check_waiting is not None and waiting.check_waiting.points == 5
    facts, after = act(waiting, "roll-check", seed=9)
    assert [f.kind for f in facts] == ["DiceRolled", "CorruptionChecked", "ItemLeftPlay",
                                       "ItemLeftPlay", "CharacterEliminated"]
    assert only(facts, "CorruptionChecked").data["result"] == "eliminated"
    assert after.character(THORIN) is None and not after.character(BILBO).items  # type: ignore[union-attr]


@pytest.mark.rule("CoE-7.1.1", "CoE-2.II.5")
def test_before_version_71_and_with_no_one_untapped_the_check_is_rolled_at_once() -> None:
    state = _giving()
    facts, _ = decide_from(BEFORE, state, GIVE, seed=3)
    assert [f.kind for f in facts] == ["DiceRolled", "CorruptionChecked", "ItemTransferred"]
    assert "helpers" not in facts[1].data
    assert not [a for a in BEFORE.actions(state) if a.id.startswith("help-check")]
    # From 71, with every companion tapped, nothing is there to wait for.
    alone = with_states(state, TW_131="tapped", TW_123="tapped")
    facts, _ = act(alone, GIVE, seed=3)
    assert [f.kind for f in facts] == ["DiceRolled", "CorruptionChecked", "ItemTransferred"]


@pytest.mark.rule("CoE-7.1.1", "CoE-6.1")
def test_the_dwarf_the_arkenstone_untaps_may_be_helped_with_its_check() -> None:
    base = with_states(give(keep(fresh(), BILBO, THORIN, BALIN), BILBO, ARKENSTONE),
                       TW_183="tapped")
    use = f"use:{ARKENSTONE}:{BILBO}:untap:{THORIN}"
    facts, waiting = act(base, use, seed=9)
    minus_two = {"amount": -2, "source": f"card:{ARKENSTONE}",
                 "why": "the card's modifier to this check", "clause": "CoE-6.1"}
    assert [f.kind for f in facts] == ["ItemTapped", "CharacterStateChanged", "CheckAwaited"]
    assert facts[2].data == {"character": THORIN, "check": "action", "card": ARKENSTONE,
                             "points": 0, "modifier": -2, "able": [BILBO, BALIN],
                             "modifiers": [minus_two]}
    assert ids(waiting)[-1] == "roll-check" and RULESET.actions(waiting)[-1].label == (
        "Thorin II rolls his corruption check asked by The Arkenstone, against 0 corruption "
        "points")
    _, waiting = act(waiting, f"help-check:{BILBO}", seed=9)
    _, waiting = act(waiting, f"help-check:{BALIN}", seed=9)
    # A roll of 2 -2 is 0, discarded unhelped (70); two helpers make it 2, passed.
    facts, after = act(waiting, "roll-check", seed=9)
    checked = only(facts, "CorruptionChecked").data
    assert [m["amount"] for m in checked["check"]["modifiers"]] == [-2, 1, 1]
    assert (checked["roll"], checked["check"]["total"], checked["result"]) == (2, 2, "passed")
    assert after.character(THORIN).state == "untapped"  # type: ignore[union-attr]
    facts, _ = decide_from(BEFORE, base, use, seed=9)
    assert [f.kind for f in facts][2:] == ["DiceRolled", "CorruptionChecked",
                                           "CharacterDiscarded"]


@pytest.mark.rule("CoE-7.1.1", "CoE-2.V.3", "CoE-7.1")
def test_the_iron_crowns_check_after_an_influence_attempt_waits_for_helpers() -> None:
    state = replace(keep(fresh(), BILBO, THORIN, BALIN), location="Beorn’s House",
                    phase="site", step="entered", hand=(BEORNINGS,))
    state = give(state, THORIN, CROWN)
    attempt = f"influence:{BEORNINGS}:{THORIN}"
    facts, waiting = act(state, attempt, seed=1)
    assert [f.kind for f in facts] == ["DiceRolled", "FactionInfluenced", "CheckAwaited"]
    assert facts[-1].data == {"character": THORIN, "check": "action", "card": CROWN,
                              "points": 5, "modifier": 0, "able": [BILBO, BALIN]}
    assert ids(waiting) == [f"help-check:{BILBO}", f"help-check:{BALIN}", "roll-check"]
    assert RULESET.actions(waiting)[-1].label == (
        "Thorin II rolls his corruption check asked by The Iron Crown, against 5 corruption "
        "points")
    # Rolled at once in 70: seed 1 fails it, and Thorin is discarded.
    facts, _ = decide_from(BEFORE, state, attempt, seed=1)
    assert [f.kind for f in facts][:4] == ["DiceRolled", "FactionInfluenced", "DiceRolled",
                                           "CorruptionChecked"]
    assert only(facts, "CorruptionChecked").data["result"] == "discarded"


@pytest.mark.rule("CoE-7.1.1")
def test_the_automatic_player_helps_while_the_check_is_at_risk_then_rolls() -> None:
    def chosen(check: WaitingCheck) -> str:
        check = replace(check, card=DAGGER, to=BALIN)
        state = replace(keep(fresh(), BILBO, THORIN, BALIN), check_waiting=check)
        return RULESET.policy(state, RULESET.actions(state))[0]

    # Thorin at -1 against 3 corruption points: 7 -1 is 6, passed; against 6, not.
    assert chosen(WaitingCheck(THORIN, GIVING, 3, -1, (BILBO, BALIN))) == "roll-check"
    assert chosen(WaitingCheck(THORIN, GIVING, 6, -1, (BILBO, BALIN))) == \
        f"help-check:{BILBO}"
    # One helper tapped makes 7 -1 +1 = 7 against 6: passed, so it rolls.
    assert chosen(WaitingCheck(THORIN, GIVING, 6, -1, (BILBO, BALIN),
                               helpers=(BILBO,))) == "roll-check"
    # The Hobbit's, whose loss loses the game: while the lowest roll would fail it.
    assert chosen(WaitingCheck(BILBO, GIVING, 6, 4, (THORIN, BALIN))) == \
        f"help-check:{THORIN}"
    assert chosen(WaitingCheck(BILBO, GIVING, 5, 4, (THORIN, BALIN))) == "roll-check"
    assert check_helpers.at_risk(WaitingCheck(BILBO, GIVING, 6, 4, (), helpers=(THORIN,)),
                                 BILBO) is False


def _transfer_offered(version: str) -> Chronicle:
    """Seed 2 played by the automatic player up to the first organization phase offering a
    transfer, recorded at ``version``."""
    start = {**Chronicle.begin(RULESET, 2, {}).records[0].data, "ruleset_version": version}
    game = Chronicle.open(RULESET, start)
    while not any(a.id.startswith("transfer:") for a in game.actions()) \
            or game.table.rules.phase != "organization":
        game.decide(*game.ruleset.policy(game.table.rules, game.actions()))
    return game


@pytest.mark.rule("CoE-7.1.1", "CoE-2.II.5")
def test_a_whole_game_with_a_helped_transfer_verifies_and_audits_the_players_choices() -> None:
    """Seed 2: Bilbo gives Orcrist to Óin in an organization phase; Óin taps to help the
    check, the player rolls it, and the automatic player plays the game to its end."""
    game = _transfer_offered(str(CHECK_HELPERS_SINCE))
    transfer = f"transfer:{ORCRIST}:{BILBO}:{OIN}"
    assert transfer in [a.id for a in game.actions()]
    given, awaited = game.decide(transfer)
    assert (awaited.kind, awaited.data["character"], awaited.data["to"]) == (
        "CheckAwaited", BILBO, OIN)
    help_decision, tapped, helped = game.decide(f"help-check:{OIN}")
    roll_decision, dice, check, moved = game.decide("roll-check")
    assert (check.data["result"], check.data["helpers"]) == ("passed", [OIN])
    assert (moved.kind, moved.data["to"]) == ("ItemTransferred", OIN)
    # The audit links Óin's +1 to his help and its decision, and the player's roll.
    report = audit_view(game, check.version)
    formed = next(r for r in game.records if r.kind == "CompanyFormed")
    assert [(s["relation"], s["version"], s["kind"]) for s in report["causes"]] == [
        ("the event", check.version, "CorruptionChecked"),
        ("dice it consumed", dice.version, "DiceRolled"),
        ("source of a modifier", formed.version, "CompanyFormed"),  # Bilbo's +4
        ("source of a modifier", helped.version, "CheckHelped"),
        ("the decision behind a source", help_decision.version, "Decision"),
        ("earlier outcome it follows", tapped.version, "CharacterStateChanged"),
        ("the decision that rolled it", roll_decision.version, "Decision"),
        ("the decision behind it", given.version, "Decision")]
    play_out(game)
    assert game.result() is not None
    assert verify(RULESET, game.records).ok
    # Recorded at 70, the same transfer is rolled at once, with nothing to answer.
    before = _transfer_offered(str(CHECK_HELPERS_SINCE - 1))
    assert before.version == given.version - 1
    assert [r.kind for r in before.decide(transfer)] == [
        "Decision", "DiceRolled", "CorruptionChecked", "ItemTransferred"]
