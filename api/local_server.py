"""The API as a separate process on a free loopback port, for the load benchmark and the
end-to-end tests: started, awaited until ``/readyz`` answers, and stopped afterwards."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx

REPO = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def uvicorn_command(port: int, *options: str) -> list[str]:
    """The Python arguments that serve the app with uvicorn on ``port``."""
    return ["-m", "uvicorn", "--factory", "api.app:create_app", "--host", "127.0.0.1",
            "--port", str(port), "--log-level", "warning", *options]


@dataclass
class Server:
    url: str
    process: subprocess.Popen[str]
    log: Path


def wait_ready(url: str, process: subprocess.Popen[str], seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server exited with status {process.returncode}")
        try:
            if httpx.get(f"{url}/readyz", timeout=2).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.1)
    raise RuntimeError(f"the server at {url} did not become ready")


@contextmanager
def serving(command: Sequence[str], port: int, env: dict[str, str], home: Path,
            log: Path | None = None, pipe_stdout: bool = True) -> Iterator[Server]:
    """Start ``python command`` (which listens on ``port``) with ``REDBOOK_HOME=home``, wait
    until it is ready, stop it after. Its standard error goes to ``log`` (default: a file in
    ``home`` named after the port); its standard output too unless ``pipe_stdout``, which
    leaves it to be read from ``Server.process.stdout``."""
    full_env = {**os.environ, "PYTHONPATH": str(REPO), "REDBOOK_HOME": str(home), **env}
    log = log or home / f"server-{port}.log"
    with log.open("w") as output:
        process = subprocess.Popen([sys.executable, *command], cwd=REPO, env=full_env,
                                   stdout=subprocess.PIPE if pipe_stdout else output,
                                   stderr=output, text=True)
    url = f"http://127.0.0.1:{port}"
    try:
        wait_ready(url, process)
        yield Server(url, process, log)
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
