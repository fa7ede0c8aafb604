"""Influence attempts on factions (CoE 2.V.5)."""

from __future__ import annotations

from domain.engine.influence_attempts import influence_check


def test_the_total_must_beat_the_influence_number():
    assert influence_check(7, 3, 9).succeeded is True  # 10 > 9
    assert influence_check(6, 3, 9).succeeded is False  # 9 is not greater than 9
    assert influence_check(6, 3, 9, modifier=1).succeeded is True


def test_the_margin_says_by_how_much():
    result = influence_check(4, 2, 9)
    assert (result.total, result.needed, result.margin) == (6, 9, -3)
