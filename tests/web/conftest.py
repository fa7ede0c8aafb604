"""The web table in a real browser: ``redbook serve`` on a free port with a fresh SQLite file,
one for the whole run, driven by Playwright through the operating system's Chromium
(ops/ensure_chromium.sh installs it). Each page fails its test if its script throws."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, Playwright, sync_playwright

from api.local_server import REPO, Server, free_port, serving

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
OPERATOR = "operator-token-for-the-web-tests"
SCREENSHOTS = REPO / "var" / "screenshots"


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    # One server for the whole run: each test signs in a player of its own and reads only
    # what that player, its games or its challenge hold, so tests share it without meeting.
    home = tmp_path_factory.mktemp("web")
    port = free_port()
    command = ["-m", "api.cli", "serve", "--database-url", f"sqlite:///{home / 'games.sqlite'}",
               "--port", str(port)]
    with serving(command, port, {"REDBOOK_OPERATOR_TOKEN": OPERATOR}, home,
                 pipe_stdout=False) as running:
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
