"""The wording helpers rulesets use in their sentences."""

from __future__ import annotations

import pytest

from domain.text import count, reading_key, sentence, shown, singular


def test_count_names_one_thing_in_the_singular_and_others_in_the_plural() -> None:
    assert [count(n, "region") for n in (0, 1, 2)] == ["0 regions", "1 region", "2 regions"]
    assert count(3, "company", "companies") == "3 companies"


def test_singular_names_one_attack_of_a_race() -> None:
    assert [singular(r) for r in ("Orcs", "Trolls", "Wolves", "Spiders", "Animals", "Undead",
                                  "Men", "Nazgûl")] \
        == ["Orc", "Troll", "Wolf", "Spider", "Animal", "Undead", "Man", "Nazgûl"]


def test_reading_key_files_accented_letters_under_their_base_letter() -> None:
    names = ["Vygavril", "Éowyn", "Orophin", "Arinmîr", "Kíli", "Éomer", "Óin"]
    assert sorted(names, key=reading_key) == ["Arinmîr", "Éomer", "Éowyn", "Kíli", "Óin",
                                              "Orophin", "Vygavril"]


def test_reading_key_compares_case_after_letters_and_the_exact_name_last() -> None:
    # Letters first ("abe" < "abel"), then capitals before small letters, then the accent.
    assert sorted(["abel", "Abe", "abe", "Abé"], key=reading_key) == ["Abe", "Abé", "abe",
                                                                     "abel"]
    assert reading_key("Éowyn") == ("eowyn", "Eowyn", "Éowyn")


@pytest.mark.parametrize(("text", "said"), [
    ("The log does not verify", "The log does not verify."),
    ("(it takes: none)", "(it takes: none)."),
    ("No card has the id 'TW-99999'.", "No card has the id 'TW-99999'."),
    ("Open now: move:The Shire, stay. [TBA-SEQ-3]", "Open now: move:The Shire, stay. [TBA-SEQ-3]"),
    ("Refused [DR-4]", "Refused [DR-4]."),
    ("Is it over?  ", "Is it over?"),
    ("He said “go.”", "He said “go.”"),
    ("", ""),
])
def test_sentence_ends_a_text_with_one_full_stop(text: str, said: str) -> None:
    assert sentence(text) == said


def test_shown_names_a_wrong_value_by_its_json_type_and_its_json_cut_short() -> None:
    """The one wording of every refusal naming what was given (a request's field, a setup
    option, a game document's start), in JSON's words, never Python's."""
    assert [shown(v) for v in (None, True, False, 8, -1.5, "5", "racé", [], [1, "a"], {},
                               {"action": "roll"})] == [
        "null", "true", "false", "the number 8", "the number -1.5", 'the text "5"',
        'the text "racé"', "the list []", 'the list [1, "a"]', "the object {}",
        'the object {"action": "roll"}']
    assert shown(float("nan")) == "the number NaN"
    assert shown("x" * 38) == f'the text "{"x" * 38}"'  # 40 characters of JSON: whole
    assert shown("x" * 39) == f'the text "{"x" * 36}...'
    assert shown(list(range(30))) == "the list [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11..."
