"""``redbook play`` as a new player meets it, with the real rulesets: the board and the score
as tables, each choice with its clause explained, arguments asked for by name, and the undo
policy of a new game chosen on the command line; an action id typed as listed, spaces
and all."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path
from uuid import UUID

import pytest

from api.cli import main
from api.commands.play import (
    actions_table,
    candidate_name,
    listed_value,
    parse_choice,
    show,
    view_table,
)
from api.config import Settings
from api.service import open_service
from domain.cards import Catalog, load_catalog
from domain.chronicle import Chronicle
from domain.export import EXPORT_FORMAT
from domain.ruleset import Action, make_ruleset
from domain.rulesets.road_goes_ever_on import battles
from domain.rulesets.there_and_back_again.decks import default_setup as tba_setup
from domain.rulesets.there_and_back_again.versions import RESCUE_FROM
from tests import searching_eye

pytestmark = pytest.mark.usefixtures("no_operator_settings")


@pytest.fixture
def url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.sqlite'}"


def play(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], url: str,
         lines: str, *args: str) -> str:
    monkeypatch.setattr("sys.stdin", io.StringIO(lines))
    assert main(["--database-url", url, "play", *args]) == 0
    captured = capsys.readouterr()
    return captured.out + captured.err


def decisions(url: str, out: str) -> list[object]:
    game_id = out.split(" - game ", 1)[1].split(" ", 1)[0]
    app = open_service(Settings.from_env(url))
    try:
        return [r.data for r in app.records(UUID(game_id)) if r.kind == "Decision"]
    finally:
        app.close()


def test_the_board_and_the_score_are_tables_with_cards_by_name(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], url: str) -> None:
    out = play(monkeypatch, capsys, url, "b\ns\nq\n", "--ruleset", "there-and-back-again",
               "--seed", "2")
    assert "Board" in out and "Score" in out
    assert "│ Hand              │ Dagger of Westernesse, Orcrist, Concealment, Gandalf," in out
    assert "│ Resource deck     │ 21 " in out
    assert "│ Total                    │ 0 " in out
    assert '"turn"' not in out and "{" not in out  # no raw JSON


def test_the_board_fits_a_narrow_terminal_whole_and_a_wide_one_as_a_table(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], url: str) -> None:
    """There and Back Again, seed 7: at 80 columns the company's fourteen characters are each
    on lines of their own, no word cut; at 160 they are a table, a column a fact, whose
    characters are named once (no id column repeating the name)."""
    monkeypatch.setenv("COLUMNS", "80")
    narrow = play(monkeypatch, capsys, url, "b\nq\n", "--ruleset", "there-and-back-again",
                  "--seed", "7")
    assert "…" not in narrow
    assert "│ General influence │ 29 of 30 used " in narrow
    assert "│ Company           │ Bilbo     state untapped; prowess 1; body 9; race        │" \
        in narrow
    assert "│                   │ Thorin II state untapped; prowess 5; body 8; race Dwarf; │" \
        in narrow
    monkeypatch.setenv("COLUMNS", "160")
    wide = play(monkeypatch, capsys, url, "b\nq\n", "--ruleset", "there-and-back-again",
                "--seed", "7")
    assert "…" not in wide
    header = next(line for line in wide.splitlines() if "┃ Name " in line)
    assert [cell.strip() for cell in header.split("┃")[1:-1]] == [
        "Name", "State", "Prowess", "Body", "Race", "Skills", "Mind", "Direct influence",
        "Corruption", "Follower of", "Items"]
    assert "│ │ Bifur     │ untapped │ 4       │ 7    │ Dwarf  │ warrior" in wide
    assert "TW-131" not in wide.split("> Board", 1)[1].split("Your choices", 1)[0]


def test_the_score_names_its_fields_and_says_its_clause(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], url: str) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    out = play(monkeypatch, capsys, url, "s\nq\n", "--ruleset", "there-and-back-again",
               "--seed", "7")
    assert "│ Marshalling points count │ no " in out
    assert "│ Rule                     │ TBA-RES-1: Marshalling points do not count in     │" \
        in out
    assert "marshalling_points_count" not in out and "False" not in out


def test_the_policys_choice_is_told_by_its_label(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], url: str) -> None:
    """There and Back Again, seed 7: the automatic player moves, then cancels Ambusher's
    attack with Dark Quarrels."""
    out = play(monkeypatch, capsys, url, "\n\nq\n", "--ruleset", "there-and-back-again",
               "--seed", "7")
    told = [line.partition("Policy chooses: ")[2] for line in out.splitlines()
            if "Policy chooses" in line]
    assert told == ["Move the company to The Shire", "Play Dark Quarrels: cancel the attack"]
    assert [d["action"] for d in decisions(url, out)] == ["move:The Shire", "play:TW-207:cancel"]


def test_each_choice_is_shown_with_its_clause_explained(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], url: str) -> None:
    out = play(monkeypatch, capsys, url, "q\n", "--ruleset", "there-and-back-again",
               "--seed", "2")
    assert "│ 2 │ Stay at Bag End            │ stay           │ TBA-SEQ-5: Organization    │" \
        in out
    assert "│   │                            │                │ Phase: the company may     │" \
        in out


#: There and Back Again's default set-up with Rescue Prisoners where the three Concealments
#: were: seed 2 deals it in the first hand.
DECLARING = {**tba_setup(), "resources": [
    {**r, "id": "TW-315", "name": "Rescue Prisoners"} if r["id"] == "TW-204" else r
    for r in tba_setup()["resources"]]}


def declaring_game(url: str) -> str:
    """A There and Back Again game (seed 2, ``DECLARING``) recorded under the last version that
    offered Rescue Prisoners as a declared card (the one before ``RESCUE_FROM``; no card is
    declared at any ruleset's current version), stored as an imported log: its id. The CLI
    continues it at its recorded version."""
    app = open_service(Settings.from_env(url))
    try:
        ruleset = app.ruleset("there-and-back-again").at_version(str(RESCUE_FROM - 1))
        records = Chronicle.begin(ruleset, 2, DECLARING).records
        return str(app.import_game({"format": EXPORT_FORMAT,
                                    "records": [r.to_json() for r in records]}))
    finally:
        app.close()


def test_an_action_asks_for_each_argument_by_name(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], url: str) -> None:
    game_id = declaring_game(url)
    out = play(monkeypatch, capsys, url, "declare:TW-315\ndraw\n\n1\nq\n", "--game", game_id)
    app = open_service(Settings.from_env(url))
    try:  # played on at the version it was recorded under
        assert app.records(UUID(game_id))[0].data["ruleset_version"] == str(RESCUE_FROM - 1)
    finally:
        app.close()
    assert "(asks:" in out
    assert ("  effect (cancel-attack|cancel-strike|untap|heal|prowess|body|draw|discard|"
            "prevent-creatures|company-body): ") in out
    # The characters of the company it may target are listed (no hazard is face up).
    assert "  target: one of\n    1. Bilbo (TW-131)\n    2. Thorin II (TW-183)\n" in out
    assert "    14. Dori (TW-141)\n  target (character id or hazard id): " in out
    assert "  amount (-5..5): " in out
    assert "PLAYER RULING: Rescue Prisoners played as declared effect: draw 1 card." in out
    assert decisions(url, out) == [{"action": "declare:TW-315",
                                    "args": {"effect": "draw", "amount": 1}}]


def test_a_dash_drops_a_choice_that_asks_for_arguments(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], url: str) -> None:
    out = play(monkeypatch, capsys, url, "declare:TW-315\n-\nq\n",
               "--game", declaring_game(url))
    assert ("  Play Rescue Prisoners, declaring its effect (a player ruling): not chosen."
            in out)
    assert decisions(url, out) == []


def test_a_new_game_takes_its_undo_policy_from_the_command_line(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], url: str) -> None:
    out = play(monkeypatch, capsys, url, "\nu\nq\n", "--ruleset", "dice-race", "--seed", "3",
               "--undo-policy", "none")
    assert "(seed 3, undo policy none)" in out
    assert "  Refused: " in out and "Undone" not in out
    assert len(decisions(url, out)) == 1


def test_a_number_out_of_range_is_told_the_range_and_nothing_is_decided(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], url: str) -> None:
    out = play(monkeypatch, capsys, url, "9\n0\nq\n", "--ruleset", "dice-race", "--seed", "3")
    assert "  Not understood: there is no choice 9: the choices are numbered 1 to 3" in out
    assert "  Not understood: there is no choice 0: the choices are numbered 1 to 3" in out
    assert decisions(url, out) == []


BATTLE_FILE = Path(__file__).parent.parent / "rules" / "fixtures" / "rgo-battle-cards.json"


def test_a_battle_file_with_an_attack_of_no_strike_is_refused_and_no_game_is_made(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], url: str,
        tmp_path: Path) -> None:
    cards = json.loads(BATTLE_FILE.read_text("utf-8"))
    cards["RGOX"]["cards"]["RGOX-1"]["attributes"]["autoAttack"] = \
        "Orcs - 0 strikes with 7 prowess"
    setup = tmp_path / "battles-setup.json"
    setup.write_text(json.dumps({"battle_cards": {"file": "mine.json", "cards": cards}}))
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
    assert main(["--database-url", url, "play", "--ruleset", "road-goes-ever-on", "--seed", "3",
                 "--setup", f"@{setup}"]) == 1
    captured = capsys.readouterr()
    assert (captured.out, captured.err) == ("", (
        "redbook: This setup of The Road Goes Ever On is not valid.\n"
        "  - battle_cards: mine.json: card RGOX-1: field 'attributes.autoAttack': attack 1 "
        f"(Orcs) has 0 strikes; a Battle's attack has {battles.MIN_STRIKES} to "
        f"{battles.MAX_STRIKES}: at least one, as any attack, and no more than any card of the "
        "game has [RGO-BATTLE-4]\n"))
    app = open_service(Settings.from_env(url))
    try:
        assert app.game_ids() == []
    finally:
        app.close()


def test_an_action_id_holding_spaces_is_typed_as_listed(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], url: str) -> None:
    out = play(monkeypatch, capsys, url, "move:The Shyre\nmove:The Shire\nq\n",
               "--ruleset", "there-and-back-again", "--seed", "7")
    assert ("  Not understood: an argument is written key=value, not 'Shyre', and "
            "'move:The Shyre' is not one of the choices") in out
    assert "The company moves from Bag End to The Shire. [TBA-SEQ-3]" in out
    assert decisions(url, out) == [{"action": "move:The Shire", "args": {}}]


def test_arguments_follow_the_longest_offered_id_the_line_begins_with() -> None:
    actions = [Action("go:Far", "Go far"), Action("go:Far Away", "Go farther")]
    assert parse_choice("go:Far Away amount=2 target=TW-131", actions) == (
        "go:Far Away", {"amount": 2, "target": "TW-131"})
    assert parse_choice("go:Far amount=2", actions) == ("go:Far", {"amount": 2})
    assert parse_choice("2 amount=-1", actions) == ("go:Far Away", {"amount": -1})
    with pytest.raises(ValueError, match="^an argument is written key=value, not 'Off'$"):
        parse_choice("go:Far Off", actions)


def test_a_typed_argument_giving_a_key_twice_is_refused_as_every_json_input_is() -> None:
    actions = [Action("go", "Go")]
    twice = 'the key "{}" appears twice in one object'
    for line, key in (('go target={"id":1,"id":2}', "id"), ("go amount=1 amount=2", "amount"),
                      ('go x=[{"a":{"b":1,"b":1}}]', "b")):
        with pytest.raises(ValueError) as refused:
            parse_choice(line, actions)
        assert str(refused.value) == twice.format(key)
    assert parse_choice('go target={"id":1,"at":[2]}', actions) == (
        "go", {"target": {"id": 1, "at": [2]}})
    with pytest.raises(ValueError, match="^the value is nested too deeply: arrays and objects "
                                         "more than 64 levels deep are not read$"):
        parse_choice("go x=" + "[" * 65 + "]" * 65, actions)
    assert parse_choice("go x=" + "[" * 64 + "]" * 64, actions)[1]["x"] == json.loads(
        "[" * 64 + "]" * 64)


def test_a_typed_argument_is_read_as_every_json_input_is_and_refused_in_its_words() -> None:
    """NaN, a number too long to read and a key given twice are refused before anything is
    decided, as a request body or a file is (domain/json_text.py): not at recording, and not
    in Python's words; what is no JSON at all is the text typed."""
    actions = [Action("go", "Go")]
    for line, said in (
            ("go x=NaN", "the value is not JSON: NaN is not JSON"),
            ("go x=[1,-Infinity]", "the value is not JSON: -Infinity is not JSON"),
            ("go x=" + "7" * 5000, "the value is not read: it holds a number of more than "
                                   f"{sys.get_int_max_str_digits()} digits"),
            ('go x={"a":1,"a":2}', 'the key "a" appears twice in one object')):
        with pytest.raises(ValueError) as refused:
            parse_choice(line, actions)
        assert str(refused.value) == said
    assert parse_choice('go x=Bilbo y=[1, z= w="NaN" n=' + "7" * 40, actions) == (
        "go", {"x": "Bilbo", "y": "[1,", "z": "", "w": "NaN", "n": int("7" * 40)})


def test_play_refuses_nan_a_long_number_and_a_key_twice_and_decides_nothing(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], url: str) -> None:
    out = play(monkeypatch, capsys, url, f'1 x=NaN\n1 x={"9" * 5000}\n1 x={{"a":1,"a":2}}\nq\n',
               "--ruleset", "dice-race", "--seed", "3")
    limit = sys.get_int_max_str_digits()
    assert [line.partition("> ")[2] for line in out.splitlines() if "> " in line][:3] == [
        "  Not understood: the value is not JSON: NaN is not JSON",
        f"  Not understood: the value is not read: it holds a number of more than {limit} "
        "digits",
        '  Not understood: the key "a" appears twice in one object']
    assert decisions(url, out) == []


def test_play_refuses_a_key_typed_twice_in_one_line_and_decides_nothing(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], url: str) -> None:
    out = play(monkeypatch, capsys, url, '1 x={"a":1,"a":2}\n1 x=1 x=2\nq\n',
               "--ruleset", "dice-race", "--seed", "3")
    assert [line.partition("> ")[2] for line in out.splitlines() if "Not understood" in line
            ] == ['  Not understood: the key "a" appears twice in one object',
                  '  Not understood: the key "x" appears twice in one object']
    assert decisions(url, out) == []


def test_an_argument_the_rules_list_is_asked_with_its_candidates_numbered(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], url: str,
        coe_cards_path: Path) -> None:
    # The game of tests/searching_eye.py: two choices left to the policy, then the Eye's
    # declaration, whose item is listed by name; a number out of the list is asked again.
    setup = json.dumps(searching_eye.eye_setup())
    discard = f"declare:{searching_eye.SEARCHING_EYE}:discard-item"
    monkeypatch.setattr("sys.stdin", io.StringIO(f"\n\n{discard}\n7\n1\nq\n"))
    assert main(["--database-url", url, "--cards", str(coe_cards_path), "play", "--ruleset",
                 searching_eye.RULESET, "--seed", str(searching_eye.SEED), "--setup",
                 setup]) == 0
    out = capsys.readouterr().out
    assert ("  item: one of\n"
            f"    1. Dagger of Westernesse ({searching_eye.DAGGER})\n"
            "  item (card id of an item the character bears): ") in out
    assert "  There is no item 7: the items are numbered 1 to 1." in out
    assert decisions(url, out)[-1] == {"action": discard, "args": {"item": searching_eye.DAGGER}}


def test_a_listed_argument_may_be_typed_as_its_number_its_value_or_its_card_s_name(
        coe_cards_path: Path) -> None:
    catalog = load_catalog(coe_cards_path)
    listed = (searching_eye.SUN, searching_eye.DAGGER)
    # A number picks from the list; a card's name its id; anything else is sent as typed,
    # for the rules to judge; a number out of the list picks nothing.
    assert [listed_value(t, listed, catalog)
            for t in ("2", "sun", searching_eye.SUN, "Moon", "3")] == [
        searching_eye.DAGGER, searching_eye.SUN, searching_eye.SUN, "Moon", None]
    # A card named where it stands (a corruption card on a character) reads as both.
    assert candidate_name(f"{searching_eye.SUN}@{searching_eye.ARAGORN}", catalog) == \
        f"Sun on Aragorn II ({searching_eye.SUN}@{searching_eye.ARAGORN})"
    assert candidate_name("top", catalog) == "top"


def test_text_in_brackets_is_shown_as_written_never_read_as_markup(
        capsys: pytest.CaptureFixture[str], starter: Catalog) -> None:
    """A clause's summary and a view's text are data: TBA-HAZ-4's "[attribute missing]"
    stays in the table, as does any text in brackets a view holds."""
    ruleset = make_ruleset("there-and-back-again", starter)
    show(actions_table(ruleset, [Action("stay", "Stay [here]", "TBA-HAZ-4")]))
    show(view_table("Board [b]", {"[bold]note[/bold]": "lowest [attribute missing], then"},
                    ruleset))
    out = " ".join(capsys.readouterr().out.replace("│", " ").split())
    assert "Stay [here]" in out
    assert "then lowest body, then lowest [attribute missing], then random." in out
    assert "Board [b]" in out
    assert "[bold]note[/bold] lowest [attribute missing], then" in out


def test_two_copies_of_a_card_are_one_choice_and_either_id_plays(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], url: str) -> None:
    """There and Back Again, seed 7: Ambusher attacks a hand of two printings of Dark
    Quarrels (TW-207, TW-208): the choice to play one is listed once, by the first id; the
    other's id, typed, plays as well."""
    out = play(monkeypatch, capsys, url, "1\nplay:TW-208:cancel\nq\n", "--ruleset",
               "there-and-back-again", "--seed", "7")
    attacked = out.split("Ambusher attacks", 1)[1].split("Played Dark Quarrels", 1)[0]
    assert attacked.count("Play Dark Quarrels:") == 1
    assert "play:TW-207:cancel" in attacked and "play:TW-208:cancel" not in attacked.split(
        "> ")[0]
    assert [d["action"] for d in decisions(url, out)] == ["move:The Shire", "play:TW-208:cancel"]
