"""Canonical JSON: one byte form per value, so that hashes agree on every machine."""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain import canonical
from domain.chronicle import Chronicle, verify
from domain.ruleset import make_ruleset
from tests.support import REAL_RULESETS, play_out

if TYPE_CHECKING:
    from domain.cards import Catalog


def test_keys_are_sorted_without_white_space() -> None:
    value = canonical.normalize({"b": 1, "a": [True, None, "é"], "c": {"z": 0, "y": -1}})
    assert canonical.dumps(value) == '{"a":[true,null,"é"],"b":1,"c":{"y":-1,"z":0}}'


def test_key_order_does_not_change_the_digest() -> None:
    one = canonical.digest(canonical.normalize({"x": 1, "y": [1, 2]}))
    two = canonical.digest(canonical.normalize({"y": [1, 2], "x": 1}))
    assert one == two
    assert one != canonical.digest(canonical.normalize({"x": 1, "y": [2, 1]}))


def test_digest_is_sha256_of_the_canonical_text() -> None:
    # sha256 of the three bytes '{}' is a well-known constant.
    assert canonical.digest({}) == (
        "sha256:44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a"
    )


def test_tuples_become_lists_and_big_integers_stay_exact() -> None:
    assert canonical.normalize({"t": (1, (2, 3))}) == {"t": [1, [2, 3]]}
    assert canonical.dumps(canonical.normalize([2**80])) == "[1208925819614629174706176]"


@pytest.mark.parametrize(
    ("value", "message"),
    [
        (1.5, r"^\$: floats are not allowed in events \(1\.5\)$"),
        ({"a": [1, {"b": 0.25}]}, r"^\$\.a\[1\]\.b: floats are not allowed in events \(0\.25\)$"),
        ({"nan": float("nan")}, r"^\$\.nan: floats are not allowed"),
        ({1: "x"}, r"^\$: keys must be strings, not 1$"),
        ({"s": {1, 2}}, r"^\$\.s: set is not JSON data$"),
        ([b"raw"], r"^\$\[0\]: bytes is not JSON data$"),
        ({"o": object()}, r"^\$\.o: object is not JSON data$"),
    ],
)
def test_what_has_no_canonical_form_is_refused_with_its_path(value: object, message: str) -> None:
    with pytest.raises(canonical.NotCanonical, match=message):
        canonical.normalize(value)


def test_an_owned_dict_is_made_plain_in_place_as_normalize_would_copy_it() -> None:
    fields = {"n": 1, "t": (1, (2, 3)), "d": {"k": ("v",)}, "s": "é", "z": None}
    expected = canonical.normalize(fields)
    made = canonical.normalize_owned(fields)
    assert made is fields  # no copy: an event's keyword arguments are its own
    assert made == expected == {"n": 1, "t": [1, [2, 3]], "d": {"k": ["v"]}, "s": "é",
                                "z": None}
    with pytest.raises(canonical.NotCanonical,
                       match=r"^\$\.a\[1\]\.b: floats are not allowed in events \(0\.25\)$"):
        canonical.normalize_owned({"ok": 1, "a": [1, {"b": 0.25}]})


# -- the bytes: orjson writes them, the standard json module defines them ---------------------

#: Names as players and card lists write them: accents, other scripts, symbols beyond the
#: Basic Multilingual Plane, and the characters JSON must escape.
AWKWARD_TEXT = ["Éowyn", "Þórin Eikinskjaldi", "Гэндальф", "指輪物語", "🐉 Smaug", "𝔊𝔞𝔫𝔡𝔞𝔩𝔣",
                'quote " back\\slash', "tab\tnew\nline\r", "\x00\x01\x1f\x7f", "\u2028\u2029",
                "\ufeff", ""]
#: Whole numbers at and beyond the edges of 64 bits, which orjson leaves to json.
BIG_INTS = [0, -1, 2**53 + 1, 2**63 - 1, -(2**63), 2**64 - 1, 2**64, -(2**63) - 1, 2**80,
            -(10**30)]


def test_orjson_writes_the_standard_bytes_for_awkward_text_and_large_numbers() -> None:
    value = canonical.normalize({
        "names": AWKWARD_TEXT, "numbers": BIG_INTS,
        "by_name": {name: i for i, name in enumerate(AWKWARD_TEXT)},
        "nested": [{"z": None, "a": True, "é": False, "E": [[], {}]}],
    })
    assert canonical.encode(value) == canonical.standard_encode(value)
    assert canonical.dumps(value) == canonical.standard_encode(value).decode("utf-8")
    for number in BIG_INTS:
        assert canonical.encode([number]) == f"[{number}]".encode()


def test_keys_sort_by_code_point_beyond_the_basic_plane() -> None:
    value = {"\uffff": 1, "𝔞": 2, "z": 3, "é": 4, "Z": 5}
    assert canonical.encode(value) == canonical.standard_encode(value)
    assert canonical.dumps(value) == '{"Z":5,"z":3,"é":4,"\uffff":1,"𝔞":2}'


def test_what_is_not_plain_json_is_written_by_the_standard_module() -> None:
    class Name(str):
        pass

    value = {"name": Name("Bilbo"), "count": 3}
    assert canonical.encode(value) == b'{"count":3,"name":"Bilbo"}'
    with pytest.raises(UnicodeEncodeError):  # a lone surrogate has no UTF-8 form either way
        canonical.encode(["\ud800"])


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.integers(min_value=2**62, max_value=2**70)
    | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=20)


@given(json_values)
def test_orjson_writes_the_standard_bytes_for_any_json_data(value: object) -> None:
    assert canonical.encode(value) == canonical.standard_encode(value)




@pytest.mark.parametrize("ruleset_id", REAL_RULESETS)
def test_every_real_ruleset_record_hashes_as_the_standard_bytes(starter: Catalog,
                                                                ruleset_id: str) -> None:
    # A seed with a non-ASCII name; the game's records carry its cards' names and ids.
    game = play_out(Chronicle.begin(make_ruleset(ruleset_id, starter), "Éowyn's 🐉 seed", {}),
                    most=60)
    assert game.version > 60
    for record in game.records:
        payload = {"version": record.version, "kind": record.kind, "data": dict(record.data),
                   "rule": record.rule, "prev_hash": record.prev_hash}
        assert canonical.encode(payload) == canonical.standard_encode(payload)
        assert record.hash == "sha256:" + hashlib.sha256(
            canonical.standard_encode(payload)).hexdigest()
    assert verify(game.ruleset, game.records).ok


def test_a_game_with_a_seed_beyond_64_bits_hashes_as_the_standard_bytes(
        starter: Catalog, monkeypatch: pytest.MonkeyPatch) -> None:
    # No game starts with such a seed now, but an older server's games hold them.
    monkeypatch.setattr("domain.chronicle.seed_problem", lambda seed: None)
    game = play_out(Chronicle.begin(make_ruleset("solitaire-v1", starter), 2**70 + 3, {}),
                    most=5)
    first = game.records[0]
    assert first.data["seed"] == 2**70 + 3
    payload = {"version": 1, "kind": first.kind, "data": dict(first.data), "rule": first.rule,
               "prev_hash": first.prev_hash}
    assert first.hash == "sha256:" + hashlib.sha256(
        canonical.standard_encode(payload)).hexdigest()
    assert verify(game.ruleset, game.records).ok
