"""A faster :func:`dataclasses.replace` and ``__init__`` for the frozen dataclasses the game
states, facts, records and legal actions are made of.

Evolving a state copies it with a field or two changed, hundreds of times a game, and the
library's ``replace`` spends most of its time looking fields up and going through the frozen
class's ``__setattr__``. Here each class gets, on first use, a copier of its own: for a slotted
class one written for its fields that fills in a plain object with the same slots and makes it
the class's (only its class changes: see ``_filling``); for a class without slots (a
wide state, whose instance dictionary is copied in one step where slots are set one by one),
a copy of that dictionary with the changes. The result is the same object
``dataclasses.replace`` builds: it is used only where that holds (every field set by
``__init__``, no ``__post_init__``); any other class falls back to the library.

A frozen class's own ``__init__`` goes through ``object.__setattr__`` for every field, which
looks the field's slot up each time; :func:`direct_init` gives the classes built thousands of
times a game (facts, records, tables, legal actions, checks) one that sets the slots directly.
The few built once for every event (a fact, a record) are built where that happens by
:func:`builder`, faster still: filled in as the copiers fill them, no ``__init__`` called.
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
        copier = replacer(type(obj))
    result: T = copier(obj, **changes)
    return result


def replacer(cls: type[T]) -> Callable[..., T]:
    """:func:`replace` for objects of exactly the class ``cls``: ``replacer(cls)(obj,
    **changes)`` is ``replace(obj, **changes)``, without the look-up of the class's copier
    and the second passing of the changes, which cost more than a small copy itself does.
    For the few places that copy one class thousands of times a game (a ruleset's evolve)."""
    copier = _COPIERS.get(cls)
    if copier is None:
        copier = _COPIERS[cls] = _copier(cls)
    return copier


def direct_init(cls: type[T]) -> type[T]:
    """Class decorator: give a frozen, slotted dataclass an ``__init__`` that takes what the
    library's takes (the same parameters, defaults and default factories) and builds the same
    object, setting each slot through its descriptor. Refuses a class where that would differ
    (a field left out of ``__init__``, a ``__post_init__``, a field not held in a slot)."""
    slots = _plain_slots(cls)
    if slots is None or not cls.__dataclass_params__.frozen:  # type: ignore[attr-defined]
        raise TypeError(f"{cls.__qualname__} is not a frozen dataclass whose fields are all "
                        "slots set by __init__ alone")
    fields = dataclasses.fields(cls)  # type: ignore[arg-type]
    namespace: dict[str, Any] = {"_FACTORY": _UNSET}
    params: list[str] = []
    keywords: list[str] = []
    lines: list[str] = []
    for f in fields:
        if f.default is not dataclasses.MISSING:
            namespace[f"_default_{f.name}"] = f.default
            param = f"{f.name}=_default_{f.name}"
            value = f.name
        elif f.default_factory is not dataclasses.MISSING:
            namespace[f"_factory_{f.name}"] = f.default_factory
            param = f"{f.name}=_FACTORY"
            value = f"_factory_{f.name}() if {f.name} is _FACTORY else {f.name}"
        else:
            param = value = f.name
        (keywords if f.kw_only else params).append(param)
        lines.append(f"    _set_{f.name}(self, {value})")
    signature = ", ".join(["self", *params, *(["*", *keywords] if keywords else [])])
    init: Callable[..., None] = _compiled(cls, slots, namespace,
                                          [f"def __init__({signature}):", *lines], "__init__")
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__annotations__ = dict(cls.__init__.__annotations__)
    init.__doc__ = cls.__init__.__doc__
    setattr(cls, "__init__", init)  # noqa: B010 (a method of the class)
    return cls


def builder(cls: type[T]) -> Callable[..., T]:
    """A function building an object of the frozen, slotted dataclass ``cls`` from all its
    fields, positionally and in order (no defaults): the object ``cls(*fields)`` builds,
    made without calling ``__init__`` (see :func:`_filling`). Refuses a class where that
    would differ, as :func:`direct_init` does, or whose objects cannot be made so."""
    slots = _plain_slots(cls)
    filling = _filling(cls, slots) if slots is not None else None
    if slots is None or filling is None \
            or not cls.__dataclass_params__.frozen:  # type: ignore[attr-defined]
        raise TypeError(f"{cls.__qualname__} is not a frozen dataclass whose fields are all "
                        "slots of its own set by __init__ alone")
    names = list(slots)
    lines = [f"def build({', '.join(names)}):", "    new = _Filling()"]
    lines += [f"    new.{n} = {n}" for n in names]
    lines += ["    new.__class__ = cls", "    return new"]
    built: Callable[..., T] = _compiled(cls, {}, {"_Filling": filling}, lines, "build")
    built.__qualname__ = f"build_{cls.__qualname__}"
    return built


def _filling(cls: type, slots: dict[str, MemberDescriptorType]) -> type | None:
    """A plain class with ``cls``'s slots, in its order, whose objects are filled in by
    ordinary attribute stores (which a frozen class's ``__setattr__`` refuses, and which cost
    less than a call of each slot's descriptor) and then given the class ``cls``, with
    which they share their layout: the object ``cls``'s ``__init__`` would build. None when
    an object of it cannot be made a ``cls`` (a slot held by a base class, say)."""
    if tuple(slots) != tuple(getattr(cls, "__slots__", ())):
        return None
    filling = type(f"_{cls.__name__}Filling", (), {"__slots__": tuple(slots)})
    probe = filling()
    try:
        probe.__class__ = cls
    except TypeError:
        return None
    return filling


def _copier(cls: type) -> _Copier:
    slots = _plain_slots(cls)
    if slots is None:
        return _dict_copier(cls) if _plain_dict(cls) else dataclasses.replace
    names = list(slots)
    # One keyword per field (so an unknown field is refused as the library refuses it).
    lines = [f"def copy(obj, /, *, {', '.join(f'{n}=_UNSET' for n in names)}):"]
    filling = _filling(cls, slots)
    if filling is not None:  # filled in, then made a cls (see _filling)
        lines.append("    new = _Filling()")
        lines += [f"    new.{n} = obj.{n} if {n} is _UNSET else {n}" for n in names]
        lines.append("    new.__class__ = cls")
    else:  # each stored through its slot's descriptor, which __setattr__ does not guard
        lines.append("    new = _new(cls)")
        lines += [f"    _set_{n}(new, obj.{n} if {n} is _UNSET else {n})" for n in names]
    lines.append("    return new")
    copier: _Copier = _compiled(cls, slots, {"_Filling": filling}, lines, "copy")
    return copier


def _dict_copier(cls: type) -> _Copier:
    fields = frozenset(f.name for f in dataclasses.fields(cls))
    new_object = object.__new__
    # The instance dictionary's own setter: what ``object.__setattr__(new, "__dict__", ...)``
    # finds and calls (a frozen class's __setattr__ would refuse), without the search.
    set_dictionary = next(klass.__dict__["__dict__"] for klass in cls.__mro__
                          if "__dict__" in klass.__dict__).__set__

    def copy(obj: Any, /, **changes: Any) -> Any:
        if not fields.issuperset(changes):  # refused as the library refuses it
            name = next(name for name in changes if name not in fields)
            raise TypeError(f"{cls.__qualname__}.__init__() got an unexpected keyword "
                            f"argument {name!r}")
        state = obj.__dict__.copy()
        state.update(changes)
        new: Any = new_object(cls)
        set_dictionary(new, state)
        return new
    return copy


def _plain_dict(cls: type) -> bool:
    """Whether building the object is only filling its instance dictionary: every field set
    by ``__init__``, none held in a slot, and no ``__post_init__``."""
    fields = dataclasses.fields(cls)
    return (all(f.init and _slot(cls, f.name) is None for f in fields)
            and not hasattr(cls, "__post_init__")
            and any("__dict__" in klass.__dict__ for klass in cls.__mro__[:-1]))


def _plain_slots(cls: type) -> dict[str, MemberDescriptorType] | None:
    """The slot of each field, in order, if building the object is only setting them: every
    field set by ``__init__``, each held in a slot, and no ``__post_init__``."""
    fields = dataclasses.fields(cls)
    slots = {f.name: _slot(cls, f.name) for f in fields}
    if not all(f.init for f in fields) or hasattr(cls, "__post_init__"):
        return None
    if any(descriptor is None for descriptor in slots.values()):
        return None
    return {name: descriptor for name, descriptor in slots.items() if descriptor is not None}


def _compiled(cls: type, slots: dict[str, MemberDescriptorType], extra: dict[str, Any],
              lines: list[str], name: str) -> Any:
    # The code is built from the class's own field names, which are identifiers.
    namespace: dict[str, Any] = {"_new": object.__new__, "cls": cls, "_UNSET": _UNSET, **extra}
    namespace.update({f"_set_{n}": descriptor.__set__ for n, descriptor in slots.items()})
    exec("\n".join(lines), namespace)  # noqa: S102
    return namespace[name]


def _slot(cls: type, name: str) -> MemberDescriptorType | None:
    """The slot that holds field ``name`` (in the class or a base), if it has one."""
    for klass in cls.__mro__:
        found = klass.__dict__.get(name)
        if found is not None:
            return found if isinstance(found, MemberDescriptorType) else None
    return None
