"""What tests in several folders share: a stand-in card catalog, the dice race's usual setup,
playing a game out with its ruleset's own policy (here, or through the API over any HTTP
client: the API tests' own, or a browser test's server), deciding from a constructed state,
picking facts by kind, re-sealing edited records, rewriting a store's topics as an older Red
Book wrote them, and changing a stored event's bytes behind the store's back."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import count
from typing import TYPE_CHECKING, Any, TypeVar, cast
from urllib.parse import parse_qs, urlparse

from hypothesis import strategies as st

from domain.chronicle import (
    GENESIS_HASH,
    SEED_MAX,
    SEED_MIN,
    Chronicle,
    Record,
    seal,
    seed_problem,
    verify,
)
from domain.ruleset import Context, Fact, Ruleset, Table, ruleset_class, ruleset_ids

if TYPE_CHECKING:
    from uuid import UUID

    import httpx

    from domain.cards import Catalog

S = TypeVar("S")

#: Any seed a game may have (``domain.chronicle.seed_problem``): the whole numbers of 64 bits,
#: and text.
GAME_SEEDS = st.one_of(st.integers(min_value=SEED_MIN, max_value=SEED_MAX),
                       st.text(min_size=1, max_size=12).filter(lambda s: seed_problem(s) is None))

def shipped_ruleset_ids() -> list[str]:
    """The rulesets Red Book ships (``domain/rulesets/``, the dice race among them), not the
    stand-ins other tests register (which are registered or not by the order tests run in)."""
    return [r for r in ruleset_ids()
            if ruleset_class(r).__module__.startswith("domain.rulesets.")]


#: The rules documents' rulesets: the shipped ones but the dice race.
REAL_RULESETS = [r for r in shipped_ruleset_ids() if r != "dice-race"]

#: The dice race to 20 squares in 6 turns that the core tests play.
RACE_SETUP = {"goal": 20, "turns": 6}


@dataclass(frozen=True)
class StandInCatalog:
    """What the game model needs of a card catalog: its digest, and the recorded digests it
    accepts (only its own: a stand-in has no earlier records)."""

    digest: str = "sha256:stand-in"

    def accepts(self, digest: object) -> bool:
        return digest == self.digest


def stand_in(digest: str = "sha256:stand-in") -> Catalog:
    return cast("Catalog", StandInCatalog(digest))


def play_out(game: Chronicle, most: int | None = None) -> Chronicle:
    """Decide with the ruleset's own policy until the game ends, or ``most`` decisions."""
    decisions: Iterable[int] = count() if most is None else range(most)
    for _ in decisions:
        if game.result() is not None:
            break
        action, args = game.ruleset.policy(game.table.rules, game.actions())
        game.decide(action, args)
    return game


def policy_decisions(game: Chronicle, until: Callable[[Chronicle], bool]
                     ) -> list[tuple[str, dict[str, Any]]]:
    """Decide with the ruleset's own policy until ``until`` holds of ``game``: the decisions
    made, to be sent to a server playing the same game."""
    made: list[tuple[str, dict[str, Any]]] = []
    while not until(game):
        assert game.result() is None, f"the game ended at version {game.version} first"
        action, args = game.ruleset.policy(game.table.rules, game.actions())
        game.decide(action, args)
        made.append((action, dict(args)))
    return made


def send_decisions(client: httpx.Client, headers: Mapping[str, str], game_id: str,
                   decisions: Iterable[tuple[str, Mapping[str, Any]]], version: int) -> int:
    """Send ``decisions`` to the game through the API, in turn, from ``version`` on (each must
    be played); the game's version after the last."""
    for action, args in decisions:
        sent = client.post(f"/games/{game_id}/commands", headers=dict(headers), json={
            "action": action, "args": dict(args), "expected_version": version})
        assert sent.status_code == 200, sent.text
        version = int(sent.json()["version"])
    return version


def play_suggested(client: httpx.Client, headers: Mapping[str, str], game_id: str,
                   decisions: int = 1) -> int:
    """Let the server's automatic player choose (``GET /games/{id}/suggestion``, its ruleset's
    policy) ``decisions`` times, each sent as a command; the game's version after them."""
    version = 0
    for _ in range(decisions):
        choice = client.get(f"/games/{game_id}/suggestion", headers=dict(headers)).json()
        version = send_decisions(client, headers, game_id, [(choice["action"], choice["args"])],
                                 choice["version"])
    return version


def decide_from(ruleset: Ruleset[S], state: S, action: str,
                args: Mapping[str, Any] | None = None, seed: int = 7) -> tuple[list[Fact], S]:
    """Decide ``action`` from a constructed state: the facts and the state after them."""
    ctx = Context(ruleset, Table(seed, {}, state))
    ruleset.decide(ctx, action, dict(args or {}))
    return ctx.facts, ctx.state


def advance_from(ruleset: Any, state: S, seed: int = 7) -> tuple[list[Fact], S]:
    """Play a constructed state on to the next choice (a ruleset with an ``_advance``)."""
    ctx: Context[S] = Context(ruleset, Table(seed, {}, state))
    ruleset._advance(ctx)
    return ctx.facts, ctx.state


def of_kind(facts: list[Fact], kind: str) -> list[Fact]:
    return [f for f in facts if f.kind == kind]


def only(facts: list[Fact], kind: str) -> Fact:
    found = of_kind(facts, kind)
    assert len(found) == 1, f"expected one {kind}, found {len(found)}"
    return found[0]


def passed_checks(facts: list[Fact], character: str, name: str) -> list[Fact]:
    """The corruption checks of ``facts``, in order: each ``character``'s (named ``name``),
    each after its own roll (no other roll made), each passed."""
    checks = of_kind(facts, "CorruptionChecked")
    assert [f["purpose"] for f in of_kind(facts, "DiceRolled")] == \
        [f"corruption check of {name}"] * len(checks)
    assert [(c["character"], c["result"]) for c in checks] == [(character, "passed")] * len(
        checks)
    return checks


def reseal(records: Sequence[Record]) -> list[Record]:
    """The records renumbered and re-chained, as a forger who knows the hash scheme would to
    hide an edit."""
    out: list[Record] = []
    previous = GENESIS_HASH
    for version, record in enumerate(records, start=1):
        sealed = seal(version, record.fact, previous)
        out.append(sealed)
        previous = sealed.hash
    return out


def store_under_old_topics(database_url: str, module_now: str, module_then: str) -> None:
    """Rewrite the topics of the events stored from ``module_now`` to ``module_then``, as in a
    store written before the classes moved (``domain.game`` became ``domain.store.games``)."""
    parsed = urlparse(database_url)
    sql = f"UPDATE {{table}} SET topic = replace(topic, '{module_now}:', '{module_then}:')"
    if parsed.scheme == "sqlite":
        import sqlite3

        with sqlite3.connect(database_url[len("sqlite:///"):]) as conn:
            assert conn.execute(sql.format(table="stored_events")).rowcount > 0
        return
    import psycopg

    schema = parse_qs(parsed.query)["schema"][0]
    with psycopg.connect(database_url.split("?")[0], autocommit=True) as conn:
        assert conn.execute(sql.format(table=f'"{schema}".redbook_events')).rowcount > 0


def delete_events(database_url: str, topic_part: str) -> int:
    """Delete the stored events whose topic holds ``topic_part``, as in a store written before
    such events existed; returns how many were deleted."""
    parsed = urlparse(database_url)
    sql = "DELETE FROM {table} WHERE topic LIKE ?"
    if parsed.scheme == "sqlite":
        import sqlite3

        with sqlite3.connect(database_url[len("sqlite:///"):]) as conn:
            return conn.execute(sql.format(table="stored_events"),
                                (f"%{topic_part}%",)).rowcount
    import psycopg

    schema = parse_qs(parsed.query)["schema"][0]
    with psycopg.connect(database_url.split("?")[0], autocommit=True) as conn:
        return conn.execute(sql.format(table=f'"{schema}".redbook_events').replace("?", "%s"),
                            (f"%{topic_part}%",)).rowcount


def tamper(database_url: str, game: UUID, version: int, old: bytes, new: bytes) -> None:
    """Change a stored event's bytes behind the service's back."""
    parsed = urlparse(database_url)
    if parsed.scheme == "sqlite":
        import sqlite3

        with sqlite3.connect(database_url[len("sqlite:///"):]) as conn:
            (state,) = conn.execute(
                "SELECT state FROM stored_events WHERE originator_id=? AND "
                "originator_version=?", (game.hex, version)).fetchone()
            assert old in state
            conn.execute("UPDATE stored_events SET state=? WHERE originator_id=? AND "
                         "originator_version=?", (state.replace(old, new), game.hex, version))
        return
    import psycopg

    schema = parse_qs(parsed.query)["schema"][0]
    base = database_url.split("?")[0]
    with psycopg.connect(base, autocommit=True) as conn:
        row = conn.execute(
            f'SELECT state FROM "{schema}".redbook_events WHERE originator_id=%s AND '
            "originator_version=%s", (game, version)).fetchone()
        assert row is not None
        state = bytes(row[0])
        assert old in state
        conn.execute(f'UPDATE "{schema}".redbook_events SET state=%s WHERE originator_id=%s '
                     "AND originator_version=%s", (state.replace(old, new), game, version))


def play_with_card(ruleset: Any, setup: Mapping[str, Any], card: Any, seed: int,
                   picks: list[int]) -> None:
    """A game set up with ``card`` in its decks, played by ``picks``: the card's own actions
    whenever they are offered, else an offered action at random or the automatic player's
    choice. The card must come up, every offered action be accepted, the log verify and
    replaying its records give the live state (the property tests of scripted cards)."""
    game = Chronicle.begin(ruleset, seed, dict(setup))
    for choice in picks:
        if game.result() is not None:
            break
        actions = game.actions()
        assert actions, "a game that is not over offers at least one action"
        own = [a for a in actions if card.id in a.id and not a.params]
        plain = [a for a in actions if not a.params]
        if own:
            game.decide(own[choice % len(own)].id, {})
        elif choice % 2 and plain:  # an offered action at random, or the automatic player's
            game.decide(plain[choice // 2 % len(plain)].id, {})
        else:
            game.decide(*ruleset.policy(game.table.rules, actions))

    assert any(card.id in str(r.data) for r in game.records[1:]), f"{card.name} never came up"
    verdict = verify(ruleset, game.records)
    assert verdict.ok, verdict.difference
    assert Chronicle(ruleset, game.records).table == game.table
