"""What values a ruleset's setup option takes, where a form can offer them: a yes/no option
or one of a few named values, with the value a setup that leaves it out plays. An option a
ruleset types no further takes any JSON value its one-line help describes (decks, tables);
one typed ``json`` does too, with the default it plays told."""

from __future__ import annotations

from dataclasses import dataclass

from domain.canonical import JSON


@dataclass(frozen=True, slots=True)
class OptionType:
    #: "boolean" (true or false), "choice" (one of ``values``) or "json" (any JSON value the
    #: option's description tells).
    type: str
    #: The value played when the setup leaves the option out.
    default: JSON
    values: tuple[str, ...] = ()

    def to_json(self) -> dict[str, JSON]:
        return {"type": self.type, "default": self.default,
                "values": list(self.values) if self.type == "choice" else None}


def yes_no(default: bool) -> OptionType:
    return OptionType("boolean", default)


def any_json(default: JSON) -> OptionType:
    """An option taking any JSON value its description tells, whose default is known."""
    return OptionType("json", default)


def one_of(values: tuple[str, ...], default: str) -> OptionType:
    assert default in values
    return OptionType("choice", default, values)
