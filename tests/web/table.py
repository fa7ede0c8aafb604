"""What the browser tests do on the web table, as a player would: sign in, start a game, let
the automatic player choose or click a choice, and read what the page shows."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
from playwright.sync_api import Page

from api.local_server import Server
from domain.cards import starter_catalog
from domain.chronicle import Chronicle
from domain.ruleset import make_ruleset
from tests.support import play_out, policy_decisions, send_decisions
from tests.web.conftest import TIMEOUT, bearer

AXE = Path(__file__).parent / "vendor" / "axe.min.js"
GAME_URL = re.compile(r"#/game/([0-9a-f-]{36})$")


#: How often each name was asked for in this run: the tests share one server, where a name is
#: one player's only.
_NAMES: Counter[str] = Counter()


def unique_name(name: str) -> str:
    """``name`` the first time a test of this run registers it, then ``name 2``, ``name 3``."""
    _NAMES[name] += 1
    return name if _NAMES[name] == 1 else f"{name} {_NAMES[name]}"


def sign_in(page: Page, name: str) -> str:
    """Register through the page, as ``name`` (numbered if a test took it already); the token
    it shows once."""
    page.goto("/#/signin")
    page.fill("#player-name", unique_name(name))
    page.click("button:text('Register')")
    return page.text_content("#new-token") or ""


def start_game(page: Page, ruleset: str, seed: int | str, undo_policy: str = "free",
               visibility: str = "private") -> str:
    """Start a game through the new-game form; its id, once its table shows."""
    page.goto(f"/#/new/{ruleset}")
    page.fill("#seed", str(seed))
    page.select_option("#undo-policy", undo_policy)
    page.select_option("#visibility", visibility)
    page.click("button:text('Start the game')")
    # A refused start shows its problem: the test fails with it rather than after a timeout.
    page.wait_for_function("() => location.hash.startsWith('#/game/')"
                           " || document.querySelector('main .problem') !== null")
    refused = page.query_selector("main .problem")
    assert refused is None, refused.text_content()
    page.wait_for_url(GAME_URL)
    page.wait_for_selector("#game-version")
    found = GAME_URL.search(page.url)
    assert found is not None
    return found.group(1)


def tab_to(page: Page, css_class: str, most: int, what: str) -> None:
    """Press Tab until the focused element has ``css_class``, at most ``most`` times."""
    for _ in range(most):
        page.keyboard.press("Tab")
        if page.evaluate(f"document.activeElement.classList.contains('{css_class}')"):
            return
    raise AssertionError(f"Tab never reached {what}")


def version(page: Page) -> int:
    return int(page.text_content("#game-version") or "0")


def shows_version(page: Page, shown: int, later: bool = False) -> None:
    """Wait until the table shows version ``shown`` (or, if ``later``, a version after it)."""
    test = ">" if later else "==="
    page.wait_for_function("v => Number(document.getElementById('game-version')?.textContent)"
                           f" {test} v", arg=shown)


def advancing(page: Page, act: Callable[[], None]) -> int:
    """Do ``act`` and wait until the table shows a later version; that version."""
    before = version(page)
    act()
    shows_version(page, before, later=True)
    return version(page)


def choose_automatically(page: Page) -> int:
    return advancing(page, lambda: page.click("#auto-choose"))


def play_automatically(page: Page, most: int) -> int:
    """Let the automatic player choose until the game ends or ``most`` decisions are made;
    the number of decisions made."""
    made = 0
    while made < most and page.query_selector("#auto-choose") is not None:
        choose_automatically(page)
        made += 1
    return made


def decisions_to_first(ruleset: str, seed: int | str, kind: str) -> int:
    """How many decisions of the automatic player it takes until the game records its first
    event of ``kind``: found by playing the same game in this process, so a test does not pin
    a number that a ruleset's next version moves."""
    game = Chronicle.begin(make_ruleset(ruleset, starter_catalog()), seed, {})
    made = 0
    while not any(r.kind == kind for r in game.records):
        assert game.result() is None, f"{ruleset} game {seed} ended with no {kind}"
        game.decide(*game.ruleset.policy(game.table.rules, game.actions()))
        made += 1
    return made


def policy_game(ruleset: str, seed: int, most: int | None = None) -> Chronicle:
    """The same game played in this process by the ruleset's policy: what the page must show."""
    return play_out(Chronicle.begin(make_ruleset(ruleset, starter_catalog()), seed, {}), most)


def played_until(page: Page, server: Server, player: str, ruleset: str, seed: int,
                 until: Callable[[Chronicle], bool], *then: str) -> Chronicle:
    """A game started on the page, the automatic player's decisions until ``until`` holds of
    the same game played here, then the actions ``then`` (each played here too), sent to the
    server; the page showing where they leave it. The game as played here."""
    token = sign_in(page, player)
    game_id = start_game(page, ruleset, seed)
    game = Chronicle.begin(make_ruleset(ruleset, starter_catalog()), seed, {})
    decisions = policy_decisions(game, until)
    for action in then:
        game.decide(action, {})
        decisions.append((action, {}))
    with httpx.Client(base_url=server.url, timeout=TIMEOUT) as client:
        send_decisions(client, bearer(token), game_id, decisions, version(page))
    shows_version(page, game.version)
    return game


def verified_shown(page: Page, box: str) -> tuple[str, dict[str, str]]:
    """A verdict that verifies, as the element ``box`` shows it: its sentence, and what a judge
    compares with a leaderboard, field by field (Ruleset, Challenge, Final hash, Result)."""
    page.wait_for_selector(f"{box} .ok dl")
    fields = page.locator(f"{box} dl dt").all_text_contents()
    return (page.text_content(f"{box} .ok p") or "",
            dict(zip(fields, page.locator(f"{box} dl dd").all_text_contents(), strict=True)))


def log_versions(page: Page, undone: bool) -> list[int]:
    selector = "#log > li.undone" if undone else "#log > li:not(.undone)"
    return [int(v) for v in page.eval_on_selector_all(
        selector, "items => items.map(i => i.dataset.version)")]


def serious_violations(page: Page) -> list[dict[str, Any]]:
    """What axe-core finds of serious or critical impact on the page as it is (WCAG 2 A/AA,
    contrast included)."""
    page.add_script_tag(content=AXE.read_text(encoding="utf-8"))
    found = page.evaluate("""async () => {
        const result = await axe.run(document, {runOnly: {type: 'tag',
            values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']}});
        return result.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}));
    }""")
    assert isinstance(found, list)
    return [v for v in found if v["impact"] in ("serious", "critical")]
