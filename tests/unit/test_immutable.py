"""The game states' copier gives what ``dataclasses.replace`` gives, refuses what it refuses,
and leaves to it the classes where a direct copy would not be the same."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

import pytest

from domain.immutable import direct_init, replace, replacer
from domain.rulesets.road_goes_ever_on.state import State
from domain.rulesets.solitaire_v1.state import Member, Pile, Roll, SolitaireState


@dataclass(frozen=True, slots=True)
class Base:
    a: int
    b: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Derived(Base):
    c: str | None = None


@dataclass(frozen=True, slots=True)
class Checked:
    n: int

    def __post_init__(self) -> None:
        if self.n < 0:
            raise ValueError("negative")


@dataclass(frozen=True)
class Unslotted:
    n: int
    seen: list[int] = field(default_factory=list)


def test_copies_a_real_state_as_the_library_does() -> None:
    state = SolitaireState(decks=(Pile(("a", "b")),) * 6, company=(Member("TW-1"),), turn=3)
    changed = replace(state, turn=4, step="hazards", hazard=None)
    assert changed == dataclasses.replace(state, turn=4, step="hazards", hazard=None)
    assert (changed.turn, changed.step, changed.company) == (4, "hazards", state.company)
    assert type(changed) is SolitaireState
    assert state.turn == 3  # the original is untouched
    roll = Roll("strike", "TW-1")
    assert replace(roll, assists=("TW-2",)) == Roll("strike", "TW-1", ("TW-2",))
    assert replace(roll) == roll and replace(roll) is not roll


def test_copies_fields_a_slotted_base_class_holds() -> None:
    derived = Derived(1, ("x",), "c")
    assert replace(derived, a=2) == Derived(2, ("x",), "c")
    assert replace(derived, c=None) == Derived(1, ("x",), None)


def test_the_copy_stays_frozen() -> None:
    member = replace(Member("TW-1"), status="tapped")
    with pytest.raises(dataclasses.FrozenInstanceError):
        member.status = "untapped"  # type: ignore[misc]


def test_refuses_a_field_the_class_does_not_have() -> None:
    with pytest.raises(TypeError, match="stauts"):
        replace(Member("TW-1"), stauts="tapped")


def test_a_class_s_replacer_copies_as_replace_does() -> None:
    state = SolitaireState(decks=(Pile(("a", "b")),) * 6, turn=3)
    with_state, with_member = replacer(SolitaireState), replacer(Member)
    assert with_state(state, turn=4, step="hazards") == replace(state, turn=4, step="hazards")
    assert type(with_state(state)) is SolitaireState and with_state(state) is not state
    assert with_member(Member("TW-1"), status="tapped") == Member("TW-1", status="tapped")
    assert replacer(Checked)(Checked(1), n=2) == Checked(2)
    with pytest.raises(TypeError, match="stauts"):
        with_member(Member("TW-1"), stauts="tapped")
    with pytest.raises(TypeError, match="'turns'"):
        with_state(state, turns=4)


def test_leaves_classes_that_validate_to_the_library() -> None:
    with pytest.raises(ValueError, match="negative"):
        replace(Checked(1), n=-1)


def test_copies_a_class_without_slots_through_its_instance_dictionary() -> None:
    seen = [2]
    unslotted = Unslotted(1, seen)
    changed = replace(unslotted, n=5)
    assert changed == Unslotted(5, [2]) == dataclasses.replace(unslotted, n=5)
    assert type(changed) is Unslotted and changed.seen is seen  # fields shared, as the library
    assert unslotted.n == 1 and changed.__dict__ is not unslotted.__dict__
    with pytest.raises(dataclasses.FrozenInstanceError):
        changed.n = 6  # type: ignore[misc]
    with pytest.raises(TypeError, match="'m'"):
        replace(unslotted, m=5)


def test_copies_the_wide_state_of_the_road_goes_ever_on_as_the_library_does() -> None:
    state = State(options={}, hand=("a", "b"), turn=3)
    changed = replace(state, turn=4, hand=("b",))
    assert changed == dataclasses.replace(state, turn=4, hand=("b",))
    assert (changed.turn, changed.hand, state.turn, state.hand) == (4, ("b",), 3, ("a", "b"))


@dataclass(frozen=True, slots=True)
class Defaults:
    a: int
    b: tuple[str, ...] = ("b",)
    seen: list[int] = field(default_factory=list)
    c: str = field(default="c", kw_only=True)


@direct_init
@dataclass(frozen=True, slots=True)
class Direct:
    a: int
    b: tuple[str, ...] = ("b",)
    seen: list[int] = field(default_factory=list)
    c: str = field(default="c", kw_only=True)


def test_a_direct_init_takes_and_sets_what_the_library_init_does() -> None:
    cases: list[tuple[tuple[Any, ...], dict[str, Any]]] = [
        ((1,), {}), ((1, ("x",)), {}), ((1, ("x",), [2]), {"c": "d"}),
        ((), {"a": 3, "seen": [4]})]
    for args, kwargs in cases:
        assert dataclasses.astuple(Direct(*args, **kwargs)) == \
            dataclasses.astuple(Defaults(*args, **kwargs))
    assert Direct(1).seen is not Direct(1).seen  # a new list from the factory each time
    with pytest.raises(TypeError):
        Direct()  # type: ignore[call-arg]  # a field without a default is still required
    with pytest.raises(TypeError):
        Direct(1, ("x",), [], "d")  # type: ignore[call-arg]  # c is keyword-only
    with pytest.raises(dataclasses.FrozenInstanceError):
        Direct(1).a = 2  # type: ignore[misc]


def test_direct_init_makes_the_same_members_and_records() -> None:
    member = Member("TW-1", "tapped", (), True)
    assert member == dataclasses.replace(member) and type(member).__init__.__qualname__ == \
        "Member.__init__"
    assert (member.card, member.status, member.items, member.recruited) == \
        ("TW-1", "tapped", (), True)
    assert Member("TW-2").status == "untapped"


def test_direct_init_refuses_a_class_it_would_build_differently() -> None:
    for cls in (Checked, Unslotted):
        with pytest.raises(TypeError, match=cls.__qualname__):
            direct_init(cls)
