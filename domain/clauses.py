"""The rule-clause catalogs: every rules document split into atomic clauses with stable ids.

The clause files ship in ``seeds/clauses/`` (one per ruleset, ``- [ID] summary`` lines), so a
ruling can always be explained to a player, even without the shared rules folder. ``coe.md``
summarizes the standard Council of Elrond rules the rulesets cite, by their rule numbers
(``CoE-2.IV.iii``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from importlib import resources

# Council of Elrond rule numbers have lowercase romans and dots (CoE-3.iv.6).
_LINE = re.compile(r"^- \[([A-Za-z0-9.-]+)\] (.+)$")


@dataclass(frozen=True, slots=True)
class Clause:
    id: str
    summary: str
    section: str
    ambiguous: bool

    def to_json(self) -> dict[str, str | bool]:
        return {"id": self.id, "summary": self.summary, "section": self.section,
                "ambiguous": self.ambiguous}


def parse(text: str) -> dict[str, Clause]:
    """Clauses of one file, in document order, keyed by id."""
    out: dict[str, Clause] = {}
    section = ""
    for line in text.splitlines():
        if line.startswith("#"):
            section = line.lstrip("#").strip()
            continue
        match = _LINE.match(line.strip())
        if match:
            cid, summary = match.groups()
            out[cid] = Clause(cid, summary, section, "(AMBIGUOUS" in summary)
    return out


@cache
def catalog(file_stem: str) -> dict[str, Clause]:
    """The clauses of ``seeds/clauses/<file_stem>.md`` (e.g. ``"solitaire-v1"``)."""
    text = resources.files("seeds").joinpath("clauses", f"{file_stem}.md").read_text("utf-8")
    return parse(text)


@cache
def all_clauses() -> dict[str, Clause]:
    out: dict[str, Clause] = {}
    folder = resources.files("seeds").joinpath("clauses")
    for entry in sorted(folder.iterdir(), key=lambda p: p.name):
        if entry.name.endswith(".md") and entry.name != "INDEX.md":
            out.update(catalog(entry.name[:-3]))
    return out


def lookup(clause_id: str) -> Clause | None:
    """A clause by id, from any catalog, the standard rules' included (None if unknown)."""
    return all_clauses().get(clause_id)
