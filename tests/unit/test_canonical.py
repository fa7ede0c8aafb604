"""Canonical JSON: one byte form per value, so that hashes agree on every machine."""

from __future__ import annotations

import pytest

from domain import canonical


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
