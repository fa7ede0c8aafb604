"""A faster :func:`dataclasses.replace` for the frozen, slotted dataclasses the game states are
made of.

Evolving a state copies it with a field or two changed, hundreds of times a game, and the
library's ``replace`` spends most of its time looking fields up and going through the frozen
class's ``__setattr__``. Here each class gets, on first use, a copier written for its own
fields that sets the slots directly. The result is the same object ``dataclasses.replace``
builds: it is used only where that holds (every field set by ``__init__``, no
``__post_init__``); any other class falls back to the library.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from types import MemberDescriptorType
from typing import Any, TypeVar

T = TypeVar("T")

_Copier = Callable[..., Any]
_COPIERS: dict[type, _Copier] = {}
_UNSET = object()


def replace(obj: T, /, **changes: Any) -> T:
    """``obj`` with ``changes`` applied, as :func:`dataclasses.replace` gives it."""
    copier = _COPIERS.get(type(obj))
    if copier is None:
        copier = _COPIERS[type(obj)] = _copier(type(obj))
    result: T = copier(obj, **changes)
    return result


def _copier(cls: type) -> _Copier:
    fields = dataclasses.fields(cls)
    slot = {f.name: _slot(cls, f.name) for f in fields}
    if (not all(f.init for f in fields) or hasattr(cls, "__post_init__")
            or any(descriptor is None for descriptor in slot.values())):
        return dataclasses.replace
    names = [f.name for f in fields]
    # One keyword per field (so an unknown field is refused as the library refuses it), each
    # stored through its slot's descriptor, which a frozen class's __setattr__ does not guard.
    # The names come from the class's own fields, which are identifiers.
    lines = [f"def copy(obj, /, *, {', '.join(f'{n}=_UNSET' for n in names)}):",
             "    new = _new(cls)"]
    lines += [f"    _set_{n}(new, obj.{n} if {n} is _UNSET else {n})" for n in names]
    lines.append("    return new")
    namespace: dict[str, Any] = {"_new": object.__new__, "cls": cls, "_UNSET": _UNSET}
    namespace.update({f"_set_{n}": slot[n].__set__ for n in names})  # type: ignore[union-attr]
    exec("\n".join(lines), namespace)  # noqa: S102 - code built from the class's field names
    copier: _Copier = namespace["copy"]
    return copier


def _slot(cls: type, name: str) -> MemberDescriptorType | None:
    """The slot that holds field ``name`` (in the class or a base), if it has one."""
    for klass in cls.__mro__:
        found = klass.__dict__.get(name)
        if found is not None:
            return found if isinstance(found, MemberDescriptorType) else None
    return None
