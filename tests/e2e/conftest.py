"""Real servers for end-to-end tests: processes on free loopback ports, stopped afterwards."""

from __future__ import annotations

import httpx

from api.local_server import Server, free_port, serving, uvicorn_command

__all__ = ["Server", "free_port", "register", "serving", "uvicorn_command"]


def register(client: httpx.Client, name: str) -> dict[str, str]:
    response = client.post("/players", json={"name": name})
    assert response.status_code == 201, response.text
    return {"Authorization": f"Bearer {response.json()['token']}"}
