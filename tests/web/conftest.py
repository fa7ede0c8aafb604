"""The web table in a real browser: ``redbook serve`` on a free port with a fresh SQLite file,
one for the whole run, driven by Playwright through the operating system's Chromium
(ops/ensure_chromium.sh installs it). Each page fails its test if its script throws.

What the browser tests share besides the page: starting a server (``serve``), reading the API
as a player or the operator (``api``, ``operate``) and writing a screenshot."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, Playwright, sync_playwright

from api.local_server import REPO, Server, free_port, serving

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
OPERATOR = "operator-token-for-the-web-tests"
SCREENSHOTS = REPO / "var" / "screenshots"
#: Seconds a request may take: a game of the whole card database takes a while to start.
TIMEOUT = 60


def serve(home: Path, port: int | None = None, cards: Path | None = None,
          log: Path | None = None) -> AbstractContextManager[Server]:
    """``redbook serve`` over the store in ``home`` (servers given the same share it), on
    ``port`` (default: a free one), with the operator token ``OPERATOR`` and the card database
    ``cards`` (default: the starter catalog)."""
    port = port or free_port()
    flags = ["--cards", str(cards)] if cards is not None else []
    command = ["-m", "api.cli", *flags, "serve", "--database-url",
               f"sqlite:///{home / 'games.sqlite'}", "--port", str(port)]
    return serving(command, port, {"REDBOOK_OPERATOR_TOKEN": OPERATOR}, home, log=log,
                   pipe_stdout=False)


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def api(server: Server, token: str | None, path: str) -> Any:
    """What ``GET path`` answers (200), asked with ``token`` (a player's, the operator's, or
    none)."""
    answer = httpx.get(f"{server.url}{path}", headers=bearer(token) if token else {},
                       timeout=TIMEOUT)
    assert answer.status_code == 200, answer.text
    return answer.json()


def operate(server: Server, path: str, body: Any = None) -> Any:
    """What ``POST path`` answers the operator (200 or 201)."""
    answer = httpx.post(f"{server.url}{path}", json=body, headers=bearer(OPERATOR),
                        timeout=TIMEOUT)
    assert answer.status_code in (200, 201), answer.text
    return answer.json()


def screenshot(page: Page, name: str) -> None:
    """The whole page as ``var/screenshots/<name>.png``."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"), full_page=True)


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    # One server for the whole run: each test signs in a player of its own and reads only
    # what that player, its games or its challenge hold, so tests share it without meeting.
    with serve(tmp_path_factory.mktemp("web")) as running:
        yield running


@pytest.fixture(scope="session")
def coe_server(tmp_path_factory: pytest.TempPathFactory,
               coe_cards_path: Path) -> Iterator[Server]:
    """A server on the Council of Elrond card database rather than the starter catalog, for
    the tests that need a card beyond The Wizards."""
    with serve(tmp_path_factory.mktemp("web-coe"), cards=coe_cards_path) as running:
        yield running


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    with sync_playwright() as driver:
        yield driver


@pytest.fixture(scope="session")
def browser(playwright: Playwright) -> Iterator[Browser]:
    if not CHROMIUM.exists():
        pytest.fail(f"{CHROMIUM} is missing: ops/test.sh installs it as root "
                    "(apt-get install chromium)")
    launched = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
    yield launched
    launched.close()


def opened_page(browser: Browser, server: Server, viewport: dict[str, int]) -> Iterator[Page]:
    """A page of its own context at ``viewport``; once the test is over, no script error."""
    context = browser.new_context(base_url=server.url, viewport=viewport)
    opened = context.new_page()
    errors: list[str] = []
    context.on("weberror", lambda error: errors.append(str(error.error)))
    yield opened
    context.close()
    assert errors == []


@pytest.fixture
def page(browser: Browser, server: Server) -> Iterator[Page]:
    yield from opened_page(browser, server, {"width": 1280, "height": 900})


@pytest.fixture
def coe_page(browser: Browser, coe_server: Server) -> Iterator[Page]:
    yield from opened_page(browser, coe_server, {"width": 1280, "height": 900})
