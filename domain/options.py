"""What values a ruleset's setup option takes: a yes/no option, one of a few named values, or
a JSON value of a declared form (a list of card ids, an object of deck lists), with the value
a setup that leaves it out plays. Every option's form is checked before the ruleset reads the
setup (``Ruleset.prepare``), so a value of the wrong JSON type, or a choice's value that is
none of its values, is refused naming the option and the form it needs, never read by rules
that expect another."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from domain.canonical import JSON
from domain.text import shown

#: The JSON types a form may accept, named as JSON Schema names them.
KINDS = ("null", "boolean", "integer", "string", "array", "object")


def kind_of(value: object) -> str:
    """The JSON type of ``value`` (a float, which no canonical JSON holds, is a "number")."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    if isinstance(value, Mapping):
        return "object"
    return "number"


@dataclass(frozen=True, slots=True)
class Form:
    """The JSON form of an option's value: the JSON types it may be (``kinds``), the values
    it may be if only a few (``values``: a choice's) and, for a list or an object, the form of
    each entry or value (``items``); ``told`` names it as a problem does ("a list of card
    ids", "one of hero, minion")."""

    kinds: tuple[str, ...]
    told: str
    items: Form | None = None
    values: tuple[str, ...] = ()

    def problems(self, value: object, where: str) -> list[str]:
        """What is wrong with ``value`` given at ``where`` (an option, a part of one): one
        problem, in one wording, for a value of another type and for one of the right type
        the form does not take."""
        if kind_of(value) not in self.kinds or (self.values and value not in self.values):
            return [f"{where} must be {self.told}, not {shown(value)}"]
        if self.items is None:
            return []
        if isinstance(value, list):
            return [p for n, item in enumerate(value, start=1)
                    for p in self.items.problems(item, f"{where} entry {n}")]
        if isinstance(value, Mapping):
            return [p for key, item in value.items()
                    for p in self.items.problems(item, f"{where}.{key}")]
        return []

    def or_null(self) -> Form:
        """This form, or null, which the ruleset plays as the option left out."""
        return Form((*self.kinds, "null"), f"{self.told} (or null, as if left out)",
                    self.items, self.values)


WHOLE = Form(("integer",), "a whole number")
YES_NO = Form(("boolean",), "true or false")
ANY_VALUE = Form(KINDS, "any JSON value")


def text(told: str) -> Form:
    return Form(("string",), told)


def list_of(items: Form, told: str) -> Form:
    return Form(("array",), told, items)


def object_of(values: Form, told: str) -> Form:
    return Form(("object",), told, values)


@dataclass(frozen=True, slots=True)
class OptionType:
    #: "boolean" (true or false), "choice" (one of ``values``) or "json" (a JSON value of
    #: ``form``, as the option's description tells).
    type: str
    #: The value played when the setup leaves the option out.
    default: JSON
    #: The JSON form the option's value must have (its type, and a choice's values, checked
    #: before the rules read it).
    form: Form = ANY_VALUE
    #: The clause defining the option, which a refusal of its form cites ("": none).
    clause: str = ""

    @property
    def values(self) -> tuple[str, ...]:
        """A choice's values."""
        return self.form.values

    def problems(self, name: str, value: object) -> list[str]:
        """What is wrong with ``value`` given as the option ``name``."""
        cited = f" [{self.clause}]" if self.clause else ""
        return [problem + cited for problem in self.form.problems(value, name)]

    def to_json(self) -> dict[str, JSON]:
        return {"type": self.type, "default": self.default,
                "values": list(self.values) if self.type == "choice" else None,
                "accepts": list(self.form.kinds), "form": self.form.told}


def yes_no(default: bool, or_null: bool = False, clause: str = "") -> OptionType:
    """A yes/no option (``or_null``: one a null leaves out, as earlier setups gave it)."""
    return OptionType("boolean", default, form=YES_NO.or_null() if or_null else YES_NO,
                      clause=clause)


def any_json(default: JSON, form: Form, clause: str = "") -> OptionType:
    """An option taking a JSON value of ``form`` its description tells, whose default is
    known (None: its description tells it)."""
    return OptionType("json", default, form=form, clause=clause)


def one_of(values: tuple[str, ...], default: str) -> OptionType:
    """An option taking one of ``values``: any other is refused naming them."""
    assert default in values
    return OptionType("choice", default,
                      Form(("string",), f"one of {', '.join(values)}", values=values))


def setup_problems(types: Mapping[str, OptionType], setup: Mapping[str, object]) -> list[str]:
    """Each option of ``setup`` whose value is not of its type's form (or, of a choice, none
    of its values), in the setup's order; an option the ruleset does not type is its own to
    refuse."""
    return [p for name, value in setup.items() if name in types
            for p in types[name].problems(name, value)]
