"""The Shadow-token view, for rulesets that have Shadow tokens.

The ruleset says what the tokens mean now (``Ruleset.shadow``, a typed
:class:`~domain.shadow_view.ShadowView`: the count, its band, the hazard draw and the next
threshold). This view adds the story: every event of the effective history that changed the
count, with its clause.
"""

from __future__ import annotations

from domain.canonical import JSON
from domain.chronicle import Chronicle
from domain.ruleset import INPUT_KINDS, Ruleset, evolve_table
from projections.citing import cite


def shadow_view(chronicle: Chronicle, version: int) -> dict[str, JSON] | None:
    """None when the ruleset has no Shadow tokens."""
    ruleset = chronicle.ruleset
    if type(ruleset).shadow is Ruleset.shadow:
        return None  # the default: no Shadow tokens at any version, nothing to fold
    table = chronicle.state_at(1)  # the state before the first fact: nothing has happened yet
    before_tokens = ruleset.shadow_tokens(table.rules)
    changes: list[JSON] = []
    for record in chronicle.history(version)[1:]:
        if record.kind in INPUT_KINDS:
            continue
        table = evolve_table(ruleset, table, record.fact)
        after_tokens = ruleset.shadow_tokens(table.rules)
        if after_tokens != before_tokens:
            changes.append({"version": record.version, "kind": record.kind,
                            "from": before_tokens, "to": after_tokens,
                            "change": (after_tokens or 0) - (before_tokens or 0),
                            "cause": ruleset.narrate(record.fact),
                            "clause": cite(ruleset, record.rule)})
        before_tokens = after_tokens
    now = ruleset.shadow(table.rules)
    if now is None:
        return None
    return {"version": version, "ruleset": ruleset.id, "shadow": now.as_json(),
            "changes": changes}
