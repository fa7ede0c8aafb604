"""A value of each JSON type, to send where a setup option takes another, and how a refusal
names it (``domain.text.shown``): one table for the option types' unit tests and the API's."""

from __future__ import annotations

from typing import Any

#: A value of each JSON type (as ``domain.options.KINDS`` names them).
OF_KIND: dict[str, Any] = {"null": None, "boolean": True, "integer": -1, "string": "x",
                           "array": [], "object": {}}
#: How a problem names that value.
SAID: dict[str, str] = {"null": "null", "boolean": "true", "integer": "the number -1",
                        "string": 'the text "x"', "array": "the list []",
                        "object": "the object {}"}
