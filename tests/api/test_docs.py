"""The API documentation works offline: /docs loads only files the package serves, and the
package ships them."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path, PurePosixPath

from fastapi.testclient import TestClient

from api.routes.docs import ASSETS, SERVED

REPO = Path(__file__).resolve().parents[2]
TYPES = {"/docs/assets/swagger-ui-bundle.js": "text/javascript",
         "/docs/assets/swagger-ui.css": "text/css",
         "/docs/assets/favicon-32x32.png": "image/png", "/openapi.json": "application/json"}


def test_the_docs_page_loads_only_local_files_and_each_answers(client: TestClient) -> None:
    page = client.get("/docs")
    assert page.status_code == 200
    urls = re.findall(r"""(?:src|href)="([^"]+)"|url: '([^']+)'""", page.text)
    found = sorted(a or b for a, b in urls)
    assert found == sorted(TYPES)
    assert "http" not in page.text  # no address of another host, in any form
    for url, media_type in TYPES.items():
        answer = client.get(url)
        assert answer.status_code == 200, url
        assert answer.headers["content-type"].startswith(media_type), url
    assert client.get("/docs/assets/swagger-ui-bundle.js").content == (
        ASSETS / "swagger-ui-bundle.js").read_bytes()


def test_redoc_is_off_and_only_the_page_files_are_served(client: TestClient) -> None:
    assert client.get("/redoc").status_code == 404
    for name in ("LICENSE", "README.md", "..%2F..%2Fapp.py", "swagger-ui.js"):
        answer = client.get(f"/docs/assets/{name}")
        assert (answer.status_code, answer.json()["code"]) == (404, "not-found"), name
    assert "/docs" not in client.get("/openapi.json").json()["paths"]


def test_the_package_ships_the_docs_files_with_their_license() -> None:
    patterns = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"][
        "package-data"]["api"]
    for name in (*SERVED, "LICENSE", "NOTICE"):
        path = PurePosixPath((ASSETS / name).relative_to(REPO / "api").as_posix())
        assert (ASSETS / name).is_file(), name
        assert any(path.match(pattern) for pattern in patterns), name
