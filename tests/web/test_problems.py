"""Bad input on the web table: a wrong token, another player's game and a file that is not a
game log each show the problem document's own message, and nothing is written."""

from __future__ import annotations

from pathlib import Path

import httpx
from playwright.sync_api import Page

from api.local_server import Server
from tests.web.conftest import OPERATOR, TIMEOUT, api, bearer
from tests.web.table import sign_in, start_game, unique_name


def every_game(server: Server) -> list[str]:
    """Every stored game's id, as the operator lists them."""
    return [g["game_id"] for g in api(server, OPERATOR, "/games?limit=200")["games"]]


def shown_problem(status: int, answer: httpx.Response) -> str:
    """The text the page shows for a problem document."""
    assert answer.status_code == status, answer.text
    doc = answer.json()
    return f"{doc['title']} ({status}): {doc['detail']}"


def test_a_wrong_token_is_refused_with_its_message(page: Page, server: Server) -> None:
    page.goto("/#/signin")
    page.fill("#player-token", "not-a-token")
    page.click("button:text('Use this token')")
    page.wait_for_selector(".problem")
    answer = httpx.get(f"{server.url}/players/me",
                       headers=bearer("not-a-token"), timeout=TIMEOUT)
    assert page.text_content(".problem") == shown_problem(401, answer)
    assert page.evaluate("localStorage.getItem('redbook.token')") is None
    assert page.text_content("#who") == "Sign in"


def test_a_game_started_without_a_token_is_refused(page: Page, server: Server) -> None:
    before = every_game(server)
    page.goto("/#/new/burglar")
    page.click("button:text('Start the game')")
    page.wait_for_selector(".problem")
    answer = httpx.post(f"{server.url}/games", json={"ruleset": "burglar"}, timeout=TIMEOUT)
    assert page.text_content(".problem") == shown_problem(401, answer)
    assert every_game(server) == before


def test_a_link_to_an_unknown_ruleset_says_so(page: Page, server: Server) -> None:
    page.goto("/#/new/guise-of-the-necromancer")
    page.wait_for_selector("#unknown-ruleset")
    assert page.text_content("#unknown-ruleset") == (
        'No ruleset is named "guise-of-the-necromancer": choose one below.')
    page.goto("/#/new/necromancer")
    page.wait_for_selector("#seed")
    assert page.query_selector("#unknown-ruleset") is None
    assert page.eval_on_selector("#ruleset", "s => s.value") == "necromancer"


def test_a_pasted_token_signs_in_as_its_player(page: Page, server: Server) -> None:
    name = unique_name("Fredegar")
    token = httpx.post(f"{server.url}/players", json={"name": name},
                       timeout=TIMEOUT).json()["token"]
    page.goto("/#/signin")
    page.fill("#player-token", token)
    page.click("button:text('Use this token')")
    page.wait_for_selector("#main .ok")
    assert page.text_content("#main .ok") == (
        f"Signed in as {name}; the token is kept in this browser only.")
    assert page.text_content("#who") == f"Signed in as {name}"


def test_a_name_that_is_taken_or_shows_nothing_is_refused_saying_so(
        page: Page, server: Server) -> None:
    name = unique_name("Hob Hayward")
    assert httpx.post(f"{server.url}/players", json={"name": name},
                      timeout=TIMEOUT).status_code == 201
    page.goto("/#/signin")
    shown = []
    for tried, status in ((name, 409), ("   ", 422)):
        expected = shown_problem(status, httpx.post(f"{server.url}/players",
                                                    json={"name": tried}, timeout=TIMEOUT))
        page.fill("#player-name", tried)
        page.click("button:text('Register')")
        page.wait_for_function("(said) => document.querySelector('#main .problem')"
                               "?.textContent === said", arg=expected)
        shown.append(page.text_content("#main .problem"))
        assert page.text_content("#who") == "Sign in"
    assert shown == [
        f'The name is taken (409): The name "{name}" is taken by another player: choose '
        "another.",
        "The request is not valid (422): name: may not be only spaces or other unseen "
        "characters."]


def test_another_players_game_is_not_shown(page: Page, server: Server) -> None:
    sign_in(page, "Lotho")
    game = start_game(page, "necromancer", 3)
    token = sign_in(page, "Ted Sandyman")  # the same browser, now another player

    page.goto(f"/#/game/{game}")
    page.wait_for_selector(".problem")
    answer = httpx.get(f"{server.url}/games/{game}", headers=bearer(token), timeout=TIMEOUT)
    assert page.text_content(".problem") == shown_problem(403, answer)


def test_a_file_that_is_not_a_game_is_refused(page: Page, server: Server,
                                               tmp_path: Path) -> None:
    token = sign_in(page, "Rosie")
    before = every_game(server)
    not_a_game = tmp_path / "shopping.json"
    not_a_game.write_text('{"eggs": 12, "bacon": "crispy"}')
    not_json = tmp_path / "notes.txt"
    not_json.write_text("Second breakfast at nine.")
    page.goto("/#/open")
    page.click("button:text('Verify')")  # no file chosen yet: said plainly
    page.wait_for_selector("#open-result .problem")
    assert page.text_content("#open-result .problem") == "Choose a file first."

    page.set_input_files("#game-file", str(not_a_game))
    page.click("button:text('Import')")
    page.wait_for_selector("#open-result .problem")
    answer = httpx.post(f"{server.url}/games/import", content=not_a_game.read_bytes(),
                        headers={**bearer(token),
                                 "Content-Type": "application/json"}, timeout=TIMEOUT)
    assert page.text_content("#open-result .problem strong") == (
        f"{answer.json()['title']} ({answer.status_code}): ")
    assert answer.status_code == 422
    assert page.text_content("#open-result .problem") == shown_problem(422, answer) + "".join(
        answer.json().get("problems") or [])

    page.set_input_files("#game-file", str(not_json))
    page.click("button:text('Import')")
    page.wait_for_selector("#open-result .problem:text('notes.txt')")
    assert page.text_content("#open-result .problem") == (
        "notes.txt is not JSON, so it is not a Red Book game file.")

    assert every_game(server) == before


def test_a_game_that_does_not_exist(page: Page, server: Server) -> None:
    token = sign_in(page, "Farmer Cotton")
    missing = "00000000-0000-4000-8000-000000000000"
    page.goto(f"/#/game/{missing}")
    page.wait_for_selector(".problem")
    answer = httpx.get(f"{server.url}/games/{missing}",
                       headers=bearer(token), timeout=TIMEOUT)
    assert page.text_content(".problem") == shown_problem(404, answer)
    # An id that cannot be a game's is told the same, not that the page does not exist.
    for address, named in (("#/game/nonexistent", "nonexistent"), ("#/compare/a/b", "a"),
                           ("#/game/nonexistent/event/3", "nonexistent")):
        page.goto(f"/{address}")
        page.wait_for_selector(f"main[data-ready='{address}'] .problem")
        assert page.text_content(".problem") == shown_problem(404, answer).replace(
            missing, named)


def test_a_setup_option_the_ruleset_refuses(page: Page, server: Server) -> None:
    token = sign_in(page, "Gorbadoc")
    before = every_game(server)
    page.goto("/#/new/solitaire-v1")
    # The text field tells the form its refusal below names, as GET /rulesets gives it.
    assert page.get_attribute("#option-sets", "aria-describedby") == "option-sets-form"
    assert page.text_content("#option-sets-form") == "a list of set codes" == api(
        server, None, "/rulesets/solitaire-v1")["option_types"]["sets"]["form"]
    page.fill("#option-sets", "5")
    page.click("button:text('Start the game')")
    page.wait_for_selector(".problem")
    answer = httpx.post(f"{server.url}/games", headers=bearer(token),
                        json={"ruleset": "solitaire-v1", "setup": {"sets": 5}}, timeout=TIMEOUT)
    assert page.text_content(".problem") == shown_problem(422, answer) + "".join(
        answer.json()["problems"])
    assert answer.json()["problems"] == [
        "sets must be a list of set codes, not the number 5"]
    assert every_game(server) == before


def test_yes_no_and_choice_options_are_a_checkbox_and_a_list(page: Page, server: Server) -> None:
    """The options GET /rulesets types: a yes/no a checkbox at its default, a choice its
    values after the default; left as they are they send nothing, changed their value."""
    token = sign_in(page, "Mungo")
    types = api(server, None, "/rulesets/road-goes-ever-on")["option_types"]
    page.goto("/#/new/road-goes-ever-on")
    page.wait_for_selector("#option-rings")
    for name in ("rings", "dragon_table", "under_deeps"):
        assert page.get_attribute(f"#option-{name}", "type") == "checkbox"
        assert page.is_checked(f"#option-{name}") is types[name]["default"]
        assert page.get_attribute(f"#option-{name}", "aria-describedby") is None
        assert page.locator(f"#option-{name}-form").count() == 0  # a checkbox needs no form
    assert page.get_attribute("#option-tables", "type") is None  # a text: any JSON
    page.uncheck("#option-dragon_table")
    page.fill("#seed", "3")
    with page.expect_request(lambda r: r.url.endswith("/games") and r.method == "POST") as sent:
        page.click("button:text('Start the game')")
    assert sent.value.post_data_json["setup"] == {"dragon_table": False}
    page.wait_for_selector("#game-version")
    game = page.url.rsplit("/", 1)[-1]
    started = api(server, token, f"/games/{game}/events")["events"][0]
    assert started["data"]["setup"]["dragon_table"] is False

    page.goto("/#/new/solitaire-v1")
    page.wait_for_selector("#option-alignment")
    assert page.locator("#option-alignment option").all_inner_texts() == [
        "the default (hero)", "hero", "minion", "fallen-wizard", "balrog"]
    page.select_option("#option-alignment", "minion")
    with page.expect_request(lambda r: r.url.endswith("/games") and r.method == "POST") as sent:
        page.click("button:text('Start the game')")
    assert sent.value.post_data_json["setup"] == {"alignment": "minion"}


def test_a_seed_too_long_is_told_once_and_the_field_stops_at_the_limit(
        page: Page, server: Server) -> None:
    token = sign_in(page, "Bingo")
    before = every_game(server)
    page.goto("/#/new/burglar")
    assert page.get_attribute("#seed", "maxlength") == "200"
    # Typed, the field stops at 200; a longer value pasted in by a script is refused once.
    page.eval_on_selector("#seed", "s => { s.value = 'x'.repeat(201); }")
    page.click("button:text('Start the game')")
    page.wait_for_selector(".problem")
    answer = httpx.post(f"{server.url}/games", headers=bearer(token),
                        json={"ruleset": "burglar", "seed": "x" * 201}, timeout=TIMEOUT)
    assert answer.json()["detail"] == "seed: may be at most 200 characters long."
    assert page.text_content(".problem") == shown_problem(422, answer)
    assert every_game(server) == before
