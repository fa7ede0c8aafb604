"""A choice clicked twice before the table shows its result is played once: the second click
would carry a version the game has left, which the server refuses as stale, so the page
ignores it while the first is under way. Once the table shows the result, the next click
plays: a choice whose streamed events showed it before the answer came is not read again."""

from __future__ import annotations

from playwright.sync_api import Page, Request

from api.local_server import Server
from tests.web.table import shows_version, sign_in, start_game, version


def test_a_double_click_plays_one_decision_and_shows_no_problem(page: Page,
                                                                 server: Server) -> None:
    sign_in(page, "Quick Hands")
    start_game(page, "solitaire-v1", 5)
    asked: list[str] = []

    def note(request: Request) -> None:
        if "/suggestion" in request.url or request.url.endswith("/commands"):
            asked.append(f"{request.method} {request.url.rsplit('/', 1)[1]}")

    page.on("request", note)
    before = version(page)
    page.dblclick("#auto-choose")
    shows_version(page, before, later=True)
    page.wait_for_selector("#actions:not([aria-busy])", state="attached")
    # Both clicks' requests would have gone out at once; only the first is sent.
    assert asked == ["GET suggestion", "POST commands"]
    assert page.query_selector("main .problem") is None


#: A command's answer held back until the table shows the version it gives, which only the
#: reading its streamed events start can draw: the order of a slow answer.
ANSWER_AFTER_STREAM = """
const original = window.fetch;
window.fetch = async (path, init) => {
  const response = await original(path, init);
  if (init && init.method === "POST" && String(path).endsWith("/commands") && response.ok) {
    const { version } = await response.clone().json();
    const shown = () => Number(document.getElementById("game-version")?.textContent) >= version;
    while (!shown()) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return response;
};
"""


def test_a_choice_the_stream_showed_first_is_not_read_again(page: Page,
                                                            server: Server) -> None:
    """The table reads a choice's result until it shows the version the answer gives: when its
    streamed events drew that version before the answer came, no second reading follows, which
    would leave the choices drawn but ignoring a click until it ended, and the next click
    plays at once."""
    page.add_init_script(ANSWER_AFTER_STREAM)
    sign_in(page, "Swift Answer")
    game = start_game(page, "solitaire-v1", 5)
    read: list[str] = []
    page.on("request", lambda r: read.append(r.url) if r.url.endswith(f"/games/{game}") else None)
    for _ in range(2):
        before, reads = version(page), len(read)
        page.click("#auto-choose")
        shows_version(page, before, later=True)
        page.wait_for_selector("#actions:not([aria-busy])", state="attached")
        assert len(read) - reads == 1
    assert page.query_selector("main .problem") is None
