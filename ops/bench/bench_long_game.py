"""A long game imported and shown through the API: the import, the read models' catch-up
within it, the audit of one event, the verdict of "Verify the whole game", and the reads the
web table makes to show the game.

    .venv/bin/python ops/bench/bench_long_game.py [--ruleset road-goes-ever-on] [--seed 5]
                                                  [--game 0] [--repeat 3] [--json PATH]

Game ``--game`` of ``redbook simulate --seed`` (the automatic player's, its seed drawn as
simulate draws it: game 0 of seed 5 of The Road Goes Ever On is 2,120 events) is played in
memory and exported as a full log. Each round opens two fresh servers (the app
``create_app`` makes, on a new SQLite store, called through its test client) and measures:

- import: ``POST /games/import`` of the log, all of it (the log verified, stored, and the
  read models caught up before the game is shown);
- the same import in its two parts, on the other server: the store's (``import_game``: the
  log verified and stored) and the read models' catch-up (``Projections.catch_up``: the
  narrative, board, score, Shadow and summary of the game);
- audit: ``GET /games/{id}/events/{v}/audit`` of the middle event;
- verify: ``GET /games/{id}/verify``;
- table: the reads the web table makes to show the game (``read()`` in
  api/web/static/app.js): ``GET /games/{id}``, its actions, every page of its narrative and
  of its events (1,000 a page), its score, its Shadow (where the board has one) and the
  rulesets; each route's time too.

Each figure is the best of ``--repeat`` rounds (on a shared machine others' work only adds
time), on the clock (``_ms``) and in this process's processor time (``_cpu_ms``, which moves
less while others work). Prints the figures and writes them as JSON; asserts nothing about
time.
"""

from __future__ import annotations

import argparse
import gc
import logging
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path[:0] = [str(Path(__file__).resolve().parents[2]), str(Path(__file__).parent)]

from fastapi.testclient import TestClient  # noqa: E402
from figures import Figures, add_json_flag  # noqa: E402

from api import logging as api_logging  # noqa: E402
from api.app import create_app  # noqa: E402
from api.config import store_env  # noqa: E402
from api.simulation.games import autoplay, export_document, game_seed  # noqa: E402
from domain.canonical import JSON  # noqa: E402
from domain.cards import Catalog, starter_catalog  # noqa: E402
from domain.ruleset import make_ruleset  # noqa: E402
from domain.store.games import GameService  # noqa: E402

PAGE = 1000


def long_game(catalog: Catalog, ruleset_id: str, seed: int, number: int) -> dict[str, JSON]:
    """Game ``number`` of ``redbook simulate --ruleset RULESET --seed SEED``, as its export."""
    ruleset = make_ruleset(ruleset_id, catalog)
    return export_document(ruleset_id, autoplay(ruleset, game_seed(seed, number), {}))


@contextmanager
def server(catalog: Catalog) -> Iterator[tuple[TestClient, dict[str, str], Any]]:
    """A fresh server on a new SQLite store: its client, a player's headers and the app."""
    with tempfile.TemporaryDirectory() as folder:
        service = GameService(catalog, uuid.uuid4,
                              env=store_env(f"sqlite:///{Path(folder) / 'bench.sqlite'}"))
        try:
            app = create_app(service=service)
            with TestClient(app) as client:
                token = client.post("/players", json={"name": "Bench"}).json()["token"]
                yield client, {"authorization": f"Bearer {token}"}, app
        finally:
            service.close()


class Best:
    """The best time of each measure over the rounds, on the clock and in processor time."""

    def __init__(self) -> None:
        self.wall: dict[str, float] = {}
        self.cpu: dict[str, float] = {}
        self.last: dict[str, tuple[float, float]] = {}  # this round's

    def timed(self, key: str, action: Callable[[], Any]) -> Any:
        gc.collect()  # the last measure's garbage is not this one's to collect
        wall, cpu = time.perf_counter(), time.process_time()
        result = action()
        self.keep(key, time.perf_counter() - wall, time.process_time() - cpu)
        return result

    def keep(self, key: str, wall: float, cpu: float) -> None:
        self.last[key] = wall, cpu
        self.wall[key] = min(wall, self.wall.get(key, wall))
        self.cpu[key] = min(cpu, self.cpu.get(key, cpu))


def ok(response: Any) -> Any:
    assert response.status_code < 300, (response.status_code, response.text[:500])
    return response.json()


def pages(client: TestClient, headers: dict[str, str], path: str) -> int:
    """Every page of a paged list, as the web table reads it (``allPages``); how many."""
    after, pages_read = 0, 0
    while True:
        page = ok(client.get(f"{path}?after={after}&limit={PAGE}", headers=headers))
        pages_read += 1
        if page.get("next_after") is None:
            return pages_read
        after = page["next_after"]


def table(best: Best, client: TestClient, headers: dict[str, str], game_id: str) -> None:
    """What the web table reads to show a game (app.js, ``read``), each route timed, and
    their sum (``table``)."""
    best.last.clear()
    base = f"/games/{game_id}"
    game = best.timed("table_game", lambda: ok(client.get(base, headers=headers)))
    best.timed("table_actions", lambda: ok(client.get(f"{base}/actions", headers=headers)))
    best.timed("table_narrative", lambda: pages(client, headers, f"{base}/narrative"))
    best.timed("table_events", lambda: pages(client, headers, f"{base}/events"))
    best.timed("table_score", lambda: ok(client.get(f"{base}/score", headers=headers)))
    if "shadow" in game["board"]:
        best.timed("table_shadow", lambda: ok(client.get(f"{base}/shadow", headers=headers)))
    best.timed("table_rulesets", lambda: ok(client.get("/rulesets", headers=headers)))
    best.keep("table", sum(wall for wall, _ in best.last.values()),
              sum(cpu for _, cpu in best.last.values()))


def round_of(best: Best, catalog: Catalog, document: dict[str, JSON], events: int) -> None:
    with server(catalog) as (client, headers, _app):
        game_id = best.timed("import", lambda: ok(client.post(
            "/games/import", json=document, headers=headers))["game_id"])
        best.timed("audit", lambda: ok(client.get(
            f"/games/{game_id}/events/{events // 2}/audit", headers=headers)))
        verdict = best.timed("verify", lambda: ok(client.get(f"/games/{game_id}/verify",
                                                             headers=headers)))
        assert verdict["ok"], verdict
        table(best, client, headers, game_id)
    with server(catalog) as (_client, _headers, app):
        best.timed("import_store", lambda: app.state.service.import_game(document))
        best.timed("catch_up", app.state.projections.catch_up)


LABELS = {
    "import": "import (POST /games/import, the read models caught up)",
    "import_store": "  of which the store's import (log verified and stored)",
    "catch_up": "  of which the read models' catch-up",
    "audit": "audit of the middle event (GET /games/{id}/events/{v}/audit)",
    "verify": "verify (GET /games/{id}/verify)",
    "table": "the web table's reads to show the game",
    "table_game": "  GET /games/{id}",
    "table_actions": "  GET /games/{id}/actions",
    "table_narrative": "  GET /games/{id}/narrative, every page",
    "table_events": "  GET /games/{id}/events, every page",
    "table_score": "  GET /games/{id}/score",
    "table_shadow": "  GET /games/{id}/shadow",
    "table_rulesets": "  GET /rulesets",
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ruleset", default="road-goes-ever-on",
                        help="the ruleset (default road-goes-ever-on)")
    parser.add_argument("--seed", type=int, default=5, help="simulate's seed (default 5)")
    parser.add_argument("--game", type=int, default=0,
                        help="which game of that seed, from 0 (default 0)")
    parser.add_argument("--repeat", type=int, default=3, help="rounds (default 3)")
    add_json_flag(parser, "long_game")
    args = parser.parse_args()
    api_logging.configure(logging.WARNING)  # no line per request among the figures
    catalog = starter_catalog()
    figures = Figures("long_game")
    document = long_game(catalog, args.ruleset, args.seed, args.game)
    records = document["records"]
    assert isinstance(records, list)
    figures.record("ruleset", args.ruleset)
    figures.record("events", len(records), f"{args.ruleset}, game {args.game} of seed "
                                           f"{args.seed}: {len(records):,} events; best of "
                                           f"{args.repeat} rounds, clock (processor)")
    best = Best()
    for _ in range(args.repeat):
        round_of(best, catalog, document, len(records))
    for key, label in LABELS.items():
        if key in best.wall:
            wall, cpu = best.wall[key] * 1000, best.cpu[key] * 1000
            figures.record(f"{key}_ms", round(wall, 1), f"{label:<64} {wall:8.1f} ms "
                                                        f"({cpu:,.1f} ms)")
            figures.record(f"{key}_cpu_ms", round(cpu, 1))
    figures.write(args.json)


if __name__ == "__main__":
    main()
