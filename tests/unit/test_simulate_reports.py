"""``redbook simulate``'s reports: independent game seeds and the command that replays any one
game, one row per game, the picture, the paired comparison of two setups, and games spread
over processes with the same results as one."""

from __future__ import annotations

import hashlib
import json
import math
import shlex
import struct
import xml.etree.ElementTree as ElementTree
import zlib
from pathlib import Path
from typing import Any

import pytest

from api.cli import main
from api.simulation.games import GameRow, autoplay, game_seed
from api.simulation.plot import SCORE_TITLE, WIN_RATE_TITLE
from api.simulation.report import paired_difference
from domain.cards import starter_catalog
from domain.ruleset import make_ruleset

pytestmark = pytest.mark.usefixtures("no_operator_settings")

RACE_SETUP = '{"goal": 20, "turns": 6}'


def simulate(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert main(["simulate", "--quiet", *args]) == 0
    return capsys.readouterr().out


def simulate_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    summary: dict[str, Any] = json.loads(simulate(capsys, "--json", *args))
    return summary


# -- seeds and replays -----------------------------------------------------------------------
def test_a_game_seed_is_the_first_49_bits_of_a_hash_of_the_run_seed_and_game_number() -> None:
    digest = hashlib.sha256(b"redbook-simulate:1:0").digest()
    assert game_seed(1, 0) == int.from_bytes(digest[:8], "big") >> 15 == 501004085180088
    assert game_seed("westmarch", 2) == int.from_bytes(
        hashlib.sha256(b"redbook-simulate:westmarch:2").digest()[:8], "big") >> 15
    assert game_seed(1, 1) == 107842553911127 and game_seed(2, 0) != game_seed(1, 1)
    # Below 10^15: exact as a double, and what the web table sends as a number.
    assert all(0 <= game_seed(run, n) < 2**49 < 10**15 for run in (0, -5, "x")
               for n in range(50))


def test_runs_with_seeds_1_and_2_share_no_game(capsys: pytest.CaptureFixture[str]) -> None:
    one = simulate_json(capsys, "--ruleset", "dice-race", "--setup", RACE_SETUP,
                        "--games", "40", "--seed", "1")
    two = simulate_json(capsys, "--ruleset", "dice-race", "--setup", RACE_SETUP,
                        "--games", "40", "--seed", "2")
    seeds_one = [row["seed"] for row in one["per_game"]]
    seeds_two = [row["seed"] for row in two["per_game"]]
    assert seeds_one == [game_seed(1, n) for n in range(40)]
    assert seeds_two == [game_seed(2, n) for n in range(40)]
    assert not set(seeds_one) & set(seeds_two)


def test_the_printed_command_replays_a_game_exactly(
        capsys: pytest.CaptureFixture[str]) -> None:
    out = simulate(capsys, "--ruleset", "dice-race", "--setup", RACE_SETUP, "--games", "5",
                   "--seed", "7")
    line = next(line for line in out.splitlines() if line.startswith("  replay     game 0: "))
    command = line.removeprefix("  replay     game 0: ")
    assert command == ("redbook simulate --ruleset dice-race --setup "
                       f"'{RACE_SETUP}' --game-seed {game_seed(7, 0)}")
    run = simulate_json(capsys, "--ruleset", "dice-race", "--setup", RACE_SETUP, "--games",
                        "5", "--seed", "7")
    # The JSON's command stands for any game: each row's seed replays that row.
    assert run["replay"] == command.replace(str(game_seed(7, 0)), "<seed>")
    for row in (run["per_game"][0], run["per_game"][3]):
        words = shlex.split(run["replay"].replace("<seed>", str(row["seed"])))
        assert words[:2] == ["redbook", "simulate"]
        again = simulate_json(capsys, *words[2:])
        assert (again["game_seed"], again["games"]) == (row["seed"], 1)
        assert again["per_game"] == [row]


def test_a_game_seed_is_refused_with_a_run_s_seed_or_count(
        capsys: pytest.CaptureFixture[str]) -> None:
    for extra in (["--seed", "1"], ["--games", "3"]):
        assert main(["simulate", "--game-seed", "5", *extra]) == 2
        assert capsys.readouterr().err == ("redbook simulate: --game-seed plays one game; "
                                           "give it without --seed and --games.\n")


# -- rows ------------------------------------------------------------------------------------
def test_json_has_one_exact_row_per_game(capsys: pytest.CaptureFixture[str]) -> None:
    summary = simulate_json(capsys, "--games", "3", "--seed", "1")
    # Solitaire Variant 8 changed these (931, 906 and 912 events, scores 11, 15, 20): a
    # member assigned a strike no longer supports another's (CoE-3.iv.4), first at events 23
    # of the first two games.
    assert summary["per_game"] == [
        {"seed": 501004085180088, "outcome": "won", "score": 11, "turns": 13,
         "events": 919, "ended_by": "region deck depleted"},
        {"seed": 107842553911127, "outcome": "won", "score": 14, "turns": 13,
         "events": 892, "ended_by": "region deck depleted"},
        {"seed": 198984195618370, "outcome": "won", "score": 30, "turns": 13,
         "events": 895, "ended_by": "region deck depleted"}]
    assert (summary["games"], summary["wins"], summary["seed"], summary["setup"]) == (
        3, 3, 1, {})
    # The speed is measured, not a figure of the games: it is not in the JSON.
    assert "games_per_second" not in summary and "seconds" not in summary


def test_a_row_names_the_stage_where_the_ruleset_has_stages(
        capsys: pytest.CaptureFixture[str]) -> None:
    summary = simulate_json(capsys, "--ruleset", "necromancer", "--games", "2", "--seed", "1")
    ruleset = make_ruleset("necromancer", starter_catalog())
    direct = [autoplay(ruleset, game_seed(1, n), {}).row().to_json() for n in range(2)]
    assert summary["per_game"] == direct
    # Since Rescue Prisoners' card (Guise 101) the automatic player's games end in stage one.
    assert [row["stage"] for row in direct] == ["The Investigation", "The Investigation"]


# -- the picture -----------------------------------------------------------------------------
def png_chunks(data: bytes) -> dict[bytes, list[bytes]]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    chunks: dict[bytes, list[bytes]] = {}
    at = 8
    while at < len(data):
        (length,) = struct.unpack(">I", data[at:at + 4])
        kind, body = data[at + 4:at + 8], data[at + 8:at + 8 + length]
        (crc,) = struct.unpack(">I", data[at + 8 + length:at + 12 + length])
        assert zlib.crc32(kind + body) == crc
        chunks.setdefault(kind, []).append(body)
        at += 12 + length
    return chunks


def test_plot_writes_a_png_with_its_title(capsys: pytest.CaptureFixture[str],
                                          tmp_path: Path) -> None:
    picture = tmp_path / "run.png"
    simulate(capsys, "--games", "6", "--seed", "1", "--plot", str(picture))
    chunks = png_chunks(picture.read_bytes())
    width, height = struct.unpack(">II", chunks[b"IHDR"][0][:8])
    assert (width, height) == (1100, 450)
    assert b"Title\x00solitaire-v1, seed 1: 6 games" in chunks[b"tEXt"]
    assert b"IEND" in chunks


def test_plot_writes_an_svg_with_both_charts_titles(capsys: pytest.CaptureFixture[str],
                                                    tmp_path: Path) -> None:
    picture = tmp_path / "run.svg"
    simulate(capsys, "--ruleset", "dice-race", "--setup", RACE_SETUP, "--games", "6",
             "--seed", "1", "--compare-setup", '{"goal": 20, "turns": 8}',
             "--plot", str(picture))
    root = ElementTree.parse(picture).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    texts = ["".join(node.itertext()).strip() for node in root.iter()
             if node.tag == "{http://www.w3.org/2000/svg}text"]
    title = 'dice-race, seed 1: 6 games (A: {"goal": 20, "turns": 6}, B: {"goal": 20, ' \
            '"turns": 8})'
    for expected in (title, SCORE_TITLE, WIN_RATE_TITLE, "A", "B"):
        assert expected in texts


def test_a_picture_must_be_svg_or_png(capsys: pytest.CaptureFixture[str],
                                      tmp_path: Path) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["simulate", "--games", "1", "--plot", str(tmp_path / "run.gif")])
    assert exit_.value.code == 2
    assert "run.gif must end in .svg or .png, the formats of the picture" in \
        capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


# -- comparing two setups --------------------------------------------------------------------
def test_a_setup_compared_with_itself_differs_by_zero_with_interval_zero(
        capsys: pytest.CaptureFixture[str]) -> None:
    summary = simulate_json(capsys, "--ruleset", "dice-race", "--setup", RACE_SETUP,
                            "--compare-setup", RACE_SETUP, "--games", "30", "--seed", "3")
    difference = summary["difference"]
    assert (difference["b_minus_a"], difference["interval_95"]) == (0, [0, 0])
    assert (difference["only_a_won"], difference["only_b_won"], difference["games"]) == (
        0, 0, 30)
    assert difference["both_won"] == summary["wins"] == summary["compare"]["wins"]
    assert summary["compare"]["per_game"] == summary["per_game"]
    assert 0 < summary["wins"] < 30  # so that agreeing is not trivial


def test_two_setups_are_played_on_the_same_seeds_and_their_logs_kept_apart(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    longer = '{"goal": 20, "turns": 8}'
    summary = simulate_json(capsys, "--ruleset", "dice-race", "--setup", RACE_SETUP,
                            "--compare-setup", longer, "--games", "30", "--seed", "3",
                            "--export", str(tmp_path))
    a, b = summary["per_game"], summary["compare"]["per_game"]
    assert [row["seed"] for row in a] == [row["seed"] for row in b]
    race = make_ruleset("dice-race", starter_catalog())
    assert b[4] == autoplay(race, a[4]["seed"], json.loads(longer)).row().to_json()
    expected = paired_difference(*([GameRow(**row) for row in rows] for rows in (a, b)))
    assert summary["difference"] == expected
    assert (summary["wins"], summary["compare"]["wins"]) == (21, 29)
    assert (expected["b_minus_a"], expected["interval_95"], expected["only_b_won"]) == (
        0.2667, [0.1084, 0.4249], 8)
    assert summary["compare"]["replay"] == ("redbook simulate --ruleset dice-race --setup "
                                            f"'{longer}' --game-seed <seed>")
    mine = json.loads((tmp_path / "game-00004.json").read_text("utf-8"))
    theirs = json.loads((tmp_path / "compare" / "game-00004.json").read_text("utf-8"))
    assert mine["game_id"] != theirs["game_id"]
    assert mine["records"][0]["data"]["seed"] == theirs["records"][0]["data"]["seed"]


def row(seed: int, outcome: str) -> GameRow:
    return GameRow(seed, outcome, None, None, 1)


def test_the_paired_interval_is_the_wald_interval_of_the_mean_difference() -> None:
    # Ten seeds: both won 2, only A 1, only B 3, neither 4.
    a = [row(n, o) for n, o in enumerate("won won won lost lost lost lost lost lost lost"
                                        .split())]
    b = [row(n, o) for n, o in enumerate("won won lost won won won lost lost lost lost"
                                        .split())]
    difference = paired_difference(a, b)
    error = math.sqrt((4 / 10 - 0.2 ** 2) / 10)
    assert difference["b_minus_a"] == 0.2
    assert difference["interval_95"] == [round(0.2 - 1.959964 * error, 4),
                                         round(0.2 + 1.959964 * error, 4)] == [-0.1719, 0.5719]
    assert (difference["both_won"], difference["only_a_won"], difference["only_b_won"],
            difference["neither_won"]) == (2, 1, 3, 4)
    with pytest.raises(ValueError, match="the same seeds in the same order"):
        paired_difference(a, list(reversed(b)))


def test_a_bad_compared_setup_is_refused_before_anything_is_written(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status = main(["simulate", "--games", "2", "--compare-setup", "[1]",
                   "--export", str(tmp_path / "logs"), "--plot", str(tmp_path / "run.svg")])
    assert status == 1
    assert capsys.readouterr().err == ("redbook: The setup in --compare-setup must be a JSON "
                                       "object.\n")
    assert list(tmp_path.iterdir()) == []
    status = main(["simulate", "--games", "2", "--compare-setup", '{"nope": 1}',
                   "--export", str(tmp_path / "logs")])
    assert status == 1
    assert capsys.readouterr().err == (
        "redbook: --compare-setup: The Solitaire Variant setup is not valid.\n"
        "  - unknown setup option \"nope\" (known: alignment, sets, decks)\n")
    assert list(tmp_path.iterdir()) == []


# -- every core ------------------------------------------------------------------------------
def test_one_process_and_two_give_byte_identical_json_exports_and_pictures(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    outputs = {}
    for jobs in ("1", "2"):
        folder = tmp_path / f"jobs-{jobs}"
        outputs[jobs] = simulate(
            capsys, "--json", "--jobs", jobs, "--games", "9", "--seed", "4",
            "--compare-setup", '{"sets": ["TW"]}', "--export", str(folder / "logs"),
            "--plot", str(folder / "run.svg"))
    assert outputs["1"] == outputs["2"]
    one, two = tmp_path / "jobs-1", tmp_path / "jobs-2"
    files = sorted(p.relative_to(one) for p in one.rglob("*") if p.is_file())
    assert len(files) == 19  # nine games with each setup, and the picture
    assert files == sorted(p.relative_to(two) for p in two.rglob("*") if p.is_file())
    for name in files:
        assert (one / name).read_bytes() == (two / name).read_bytes(), name


def test_jobs_must_be_a_number_of_processes(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["simulate", "--jobs", "0"])
    assert exit_.value.code == 2
    assert "a number of processes, at least 1, not '0'" in capsys.readouterr().err
