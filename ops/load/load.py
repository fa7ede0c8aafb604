"""Load benchmark: N concurrent clients over loopback for a fixed time.

Starts the API itself (uvicorn on a free loopback port, a fresh SQLite file unless
--database-url is given), then runs two phases of the same length with the same clients:

1. reference: GET /healthz, a trivial endpoint through the same app and middleware;
2. commands: each client plays its own dice race (POST /games/{id}/commands with
   expected_version), starting a new game when one ends.

Prints requests per second and p50/p99 latency of both, writes them as JSON (``--json``,
default ``var/bench/load.json``), and stops the server.

    .venv/bin/python ops/load/load.py --clients 8 --seconds 10
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))

from figures import Figures, add_json_flag  # noqa: E402

from api.local_server import free_port, serving, uvicorn_command  # noqa: E402


@dataclass
class Phase:
    name: str
    latencies_ms: list[float] = field(default_factory=list)
    errors: int = 0
    seconds: float = 0.0

    def percentile(self, p: int) -> float:
        ordered = sorted(self.latencies_ms)
        if not ordered:
            return float("nan")
        return ordered[min(len(ordered) - 1, (len(ordered) * p) // 100)]

    def report(self, figures: Figures) -> None:
        rate = len(self.latencies_ms) / self.seconds if self.seconds else 0.0
        p50, p99 = self.percentile(50), self.percentile(99)
        figures.record(f"{self.name}_per_s", round(rate, 1),
                       f"{self.name:<10} {len(self.latencies_ms):>7} ok  {self.errors:>4} errors"
                       f"  {rate:>8.1f} /s  p50 {p50:>7.2f} ms  p99 {p99:>7.2f} ms")
        figures.record(f"{self.name}_errors", self.errors)
        figures.record(f"{self.name}_p50_ms", round(p50, 2))
        figures.record(f"{self.name}_p99_ms", round(p99, 2))


async def reference_client(client: httpx.AsyncClient, phase: Phase, until: float) -> None:
    # Each client makes at least one request, so a short run on a busy machine still measures.
    while True:
        started = time.perf_counter()
        response = await client.get("/healthz")
        if response.status_code == 200:
            phase.latencies_ms.append((time.perf_counter() - started) * 1000)
        else:
            phase.errors += 1
        if time.perf_counter() >= until:
            return


async def new_game(client: httpx.AsyncClient) -> tuple[str, int]:
    response = await client.post("/games", json={"ruleset": "dice-race",
                                                 "setup": {"goal": 100, "turns": 40}})
    response.raise_for_status()
    game = response.json()
    return game["game_id"], game["version"]


async def command_client(client: httpx.AsyncClient, phase: Phase, until: float) -> None:
    game_id, version = await new_game(client)
    while True:  # at least one command, as for the reference requests
        started = time.perf_counter()
        response = await client.post(f"/games/{game_id}/commands", json={
            "action": "walk", "expected_version": version})
        elapsed = (time.perf_counter() - started) * 1000
        if response.status_code == 200:
            phase.latencies_ms.append(elapsed)
            version = response.json()["version"]
        elif response.json().get("code") == "game-over":
            game_id, version = await new_game(client)
        else:
            phase.errors += 1
        if time.perf_counter() >= until:
            return


async def run_phase(url: str, token: str, clients: int, seconds: float, name: str) -> Phase:
    phase = Phase(name)
    headers = {"Authorization": f"Bearer {token}"}
    limits = httpx.Limits(max_connections=clients)
    async with httpx.AsyncClient(base_url=url, headers=headers, limits=limits,
                                 timeout=30) as client:
        worker = reference_client if name == "reference" else command_client
        started = time.perf_counter()
        until = started + seconds
        await asyncio.gather(*(worker(client, phase, until) for _ in range(clients)))
        phase.seconds = time.perf_counter() - started
    return phase


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--database-url", help="default: a fresh SQLite file")
    add_json_flag(parser, "load")
    args = parser.parse_args()
    figures = Figures("load")
    with tempfile.TemporaryDirectory(prefix="redbook-load-") as home:
        database_url = args.database_url or f"sqlite:///{Path(home) / 'games.sqlite'}"
        port = free_port()
        # Request logs are part of the cost being measured, so they stay on; they go to a file.
        command = uvicorn_command(port, "--no-access-log")
        try:
            with serving(command, port, {"REDBOOK_DATABASE_URL": database_url}, Path(home),
                         log=Path(home) / "server.log", pipe_stdout=False) as server:
                token = httpx.post(f"{server.url}/players",
                                   json={"name": "load"}).json()["token"]
                store = database_url.split("?")[0].split("://")[0]
                figures.record("clients", args.clients,
                               f"Red Book load: {args.clients} clients, {args.seconds:g} s per "
                               f"phase, {store} store, one uvicorn process")
                figures.record("store", store)
                for name in ("reference", "commands"):
                    phase = asyncio.run(run_phase(server.url, token, args.clients,
                                                  args.seconds, name))
                    phase.report(figures)
        except RuntimeError as failed:
            raise SystemExit(str(failed)) from None
    figures.write(args.json)
    return 0


if __name__ == "__main__":
    sys.exit(main())
