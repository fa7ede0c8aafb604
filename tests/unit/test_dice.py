"""Counted random streams: golden vectors, independence, rejection sampling, shuffles, dice.

The golden vectors are HMAC-SHA256 keyed by the seed (``i:<int>`` or ``s:<str>``) over
``"<stream>:<index>"``, first 8 bytes big-endian. They were computed once and are fixed here:
if one changes, every recorded game would replay differently.
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain import dice

SEEDS = st.one_of(st.integers(min_value=-(2**70), max_value=2**70), st.text(max_size=20))
STREAMS = st.text(min_size=1, max_size=20)
INDEXES = st.integers(min_value=0, max_value=10**6)


@pytest.mark.parametrize(
    ("seed", "stream", "index", "value"),
    [
        (0, "dice", 0, 2243186770448578089),
        (42, "dice", 0, 10371005959447452769),
        (42, "dice", 1, 14308605371795609743),
        ("42", "dice", 0, 8291970082347931720),
        ("red book", "shuffle:boosts", 17, 12234316492927416886),
        (-7, "hazard-deck", 3, 4546882589833530236),
    ],
)
def test_raw_golden_vectors(seed: str | int, stream: str, index: int, value: int) -> None:
    assert dice.raw(seed, stream, index) == value


@pytest.mark.parametrize(
    ("seed", "value"),
    [
        ("b" * 62, 16492977631540259774),  # a key of exactly one SHA-256 block (64 bytes)
        ("b" * 63, 14464512378714641319),  # one byte over: HMAC hashes the key first
        ("é" * 40, 17770079465856097722),  # 82 bytes of UTF-8
        (10**80, 4616597943142148635),
    ],
)
def test_raw_golden_vectors_of_keys_a_block_long_and_longer(seed: str | int, value: int) -> None:
    # Values from the standard library's hmac.digest, fixed here; raw keeps HMAC's keyed
    # hashes per seed, and a key longer than a block is hashed first (RFC 2104).
    assert dice.raw(seed, "dice", 3) == value


def test_uniform_golden_vectors() -> None:
    assert dice.uniform(42, "dice", 0, 6) == dice.Draw(1, 1)
    assert dice.uniform("seed", "pick", 5, 1000) == dice.Draw(836, 6)


def test_shuffle_golden_vectors() -> None:
    assert dice.shuffle(42, "shuffle:boosts", 0, list(range(10))) == (
        [8, 7, 9, 2, 0, 3, 4, 6, 5, 1], 9)
    assert dice.shuffle("red book", "shuffle:deck", 0, "abcdefgh") == (
        ["c", "g", "d", "f", "e", "b", "a", "h"], 7)


def test_2d6_golden_vectors() -> None:
    assert dice.roll_d6(42, "dice", 0) == ([2, 2], 2)
    assert dice.roll_d6(42, "dice", 0, 3) == ([2, 2, 1], 3)
    assert dice.roll_d6("x", "dice", 10) == ([2, 4], 12)


def test_int_and_str_seeds_are_distinct() -> None:
    assert dice.seed_key(42) == b"i:42"
    assert dice.seed_key("42") == b"s:42"
    assert dice.raw(42, "dice", 0) != dice.raw("42", "dice", 0)


@pytest.mark.parametrize("bad", [True, 4.5, None, b"42"])
def test_seed_must_be_str_or_int(bad: object) -> None:
    with pytest.raises(TypeError, match="a seed is a string or an integer"):
        dice.seed_key(bad)


def test_streams_are_independent() -> None:
    """Drawing on one stream does not move another: values depend on (seed, stream, index)."""
    dice_before = [dice.raw(7, "dice", i) for i in range(20)]
    deck_values = [dice.raw(7, "shuffle:hazards", i) for i in range(20)]
    assert [dice.raw(7, "dice", i) for i in range(20)] == dice_before
    assert dice_before != deck_values
    assert len(set(dice_before) | set(deck_values)) == 40


def test_uniform_over_one_value_is_zero_and_consumes_one_index() -> None:
    assert [dice.uniform(3, "s", i, 1) for i in range(5)] == [
        dice.Draw(0, i + 1) for i in range(5)]


def test_uniform_over_a_power_of_two_never_rejects() -> None:
    for n in (2, 64, 2**32, 2**64):
        for i in range(50):
            draw = dice.uniform(11, "pow", i, n)
            assert draw == dice.Draw(dice.raw(11, "pow", i) % n, i + 1)


def test_uniform_large_range_rejects_and_skips_index() -> None:
    """With n = 2**63 + 1 about half of the 64-bit values are rejected; index 0 of this
    stream is one of them (9567819129952316078 >= 2**63 + 1), so the draw comes from index 1."""
    n = 2**63 + 1
    assert dice.raw(1, "x", 0) == 9567819129952316078
    assert dice.raw(1, "x", 0) >= n
    assert dice.uniform(1, "x", 0, n) == dice.Draw(6365656205525696737, 2)
    assert dice.raw(1, "x", 1) == 6365656205525696737


def test_uniform_refuses_empty_and_impossible_ranges() -> None:
    with pytest.raises(ValueError, match="empty range"):
        dice.uniform(1, "x", 0, 0)
    with pytest.raises(ValueError, match="more than 2\\*\\*64"):
        dice.uniform(1, "x", 0, 2**64 + 1)


def test_d6_faces_are_roughly_even() -> None:
    faces = Counter(dice.uniform(5, "fair", i, 6).value + 1 for i in range(6000))
    assert sorted(faces) == [1, 2, 3, 4, 5, 6]
    assert all(900 <= count <= 1100 for count in faces.values()), faces


def test_shuffle_of_nothing_or_one_draws_nothing() -> None:
    assert dice.shuffle(1, "s", 4, []) == ([], 4)
    assert dice.shuffle(1, "s", 4, ["only"]) == (["only"], 4)


@given(SEEDS, STREAMS, INDEXES, st.integers(min_value=1, max_value=2**64))
def test_uniform_is_always_in_range(seed: str | int, stream: str, index: int, n: int) -> None:
    draw = dice.uniform(seed, stream, index, n)
    assert 0 <= draw.value < n
    assert draw.next_index > index


@given(SEEDS, STREAMS, INDEXES, st.lists(st.integers(), max_size=40))
def test_shuffle_is_a_permutation(seed: str | int, stream: str, index: int,
                                  items: list[int]) -> None:
    order, after = dice.shuffle(seed, stream, index, items)
    assert sorted(order) == sorted(items)
    assert after >= index + max(len(items) - 1, 0)
    assert dice.shuffle(seed, stream, index, items) == (order, after)


@given(SEEDS, STREAMS, INDEXES, st.integers(min_value=1, max_value=6))
def test_d6_faces_are_one_to_six(seed: str | int, stream: str, index: int, count: int) -> None:
    faces, after = dice.roll_d6(seed, stream, index, count)
    assert len(faces) == count
    assert all(1 <= face <= 6 for face in faces)
    assert after >= index + count
