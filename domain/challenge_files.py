"""Challenges shipped as files in ``seeds/challenges/*.json``.

Shipped challenges are *practice* challenges: a file in a public repository cannot keep a
secret, so it holds its seed in the open (``"seed"``, ``"sealed": false``) together with the
commitment to it, which must match. Sealed challenges, whose seed nobody may know before the
close, are created by an operator through the API or ``redbook challenge create``, with a seed
the server draws and keeps.

A file holds one challenge in the form of :meth:`domain.challenges.Challenge.to_json` plus the
seed; every error names the file and the field.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources
from typing import Any

from domain.challenges import ChallengeInvalid, check_commitment, parse_challenge
from domain.chronicle import seed_problem
from domain.json_text import NotJson, parse_json
from domain.text import sentence

FOLDER = ("challenges",)


@dataclass(frozen=True, slots=True)
class ChallengeFile:
    """One shipped challenge: where it came from, its JSON form and its public seed (a whole
    number or text, by the one rule of a seed: :func:`domain.chronicle.seed_problem`)."""

    source: str
    spec: Mapping[str, Any]
    seed: str | int


def parse_file(content: str | bytes, source: str) -> ChallengeFile:
    """A practice challenge from a file's content, checked for shape, seed and commitment;
    a file that is not JSON (cut short, not UTF-8, empty, another format) is named with its
    problem."""
    data = content.encode("utf-8") if isinstance(content, str) else content
    try:
        obj = parse_json(data, parse_float=_no_float(source))
    except NotJson as exc:
        raise ChallengeInvalid(sentence(f"{source}: {exc}")) from None
    if not isinstance(obj, Mapping):
        raise ChallengeInvalid(f"{source}: a challenge file holds one JSON object.")
    challenge = parse_challenge(obj, source)
    seed: Any = obj.get("seed")
    problems = []
    if challenge.sealed:
        problems.append('sealed: a shipped challenge is a practice one, "sealed": false; '
                        "sealed challenges are created by an operator")
    # The one rule of a seed: a JSON number is the whole number, a JSON string the text ("12"
    # stays text), each held as any game's seed is.
    problem = seed_problem(seed)
    if problem is not None:
        problems.append(f"seed: {problem}")
    elif not check_commitment(seed, challenge.commitment):
        problems.append(f"commitment: {challenge.commitment} is not the commitment of the seed")
    if problems:
        raise ChallengeInvalid(f"{source}: the challenge is not valid.", problems=problems)
    return ChallengeFile(source, obj, seed)


def shipped() -> list[ChallengeFile]:
    """Every challenge file in ``seeds/challenges/``, in file name order."""
    folder = resources.files("seeds").joinpath(*FOLDER)
    names = sorted(entry.name for entry in folder.iterdir() if entry.name.endswith(".json"))
    return [parse_file(folder.joinpath(name).read_bytes(),
                       "seeds/" + "/".join((*FOLDER, name))) for name in names]


def _no_float(source: str) -> Any:
    def refuse(text: str) -> None:
        raise ChallengeInvalid(f"{source}: {text} is a fraction; challenges hold whole "
                               "numbers only.")

    return refuse
