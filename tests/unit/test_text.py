"""The wording helpers rulesets use in their sentences."""

from __future__ import annotations

from domain.text import count


def test_count_names_one_thing_in_the_singular_and_others_in_the_plural() -> None:
    assert [count(n, "region") for n in (0, 1, 2)] == ["0 regions", "1 region", "2 regions"]
    assert count(3, "company", "companies") == "3 companies"
