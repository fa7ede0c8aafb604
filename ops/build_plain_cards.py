"""Build ``seeds/catalog/plain_cards.txt`` (the Wizards characters, creatures and sites that
print no rules beyond the catalog's facts) from a CoE ``cards.json``; ``--check`` only says
whether the file is current.

    .venv/bin/python ops/build_plain_cards.py ../shared/data/coe/cards.json
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from domain.cards.rules_text import PLAIN_FILE, plain_list  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cards", type=Path, help="the CoE cards.json")
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    args = parser.parse_args()
    text = plain_list(json.loads(args.cards.read_text("utf-8")))
    target = REPO.joinpath("seeds", *PLAIN_FILE)
    if args.check:
        current = target.read_text("utf-8") == text
        print(f"{target}: {'current' if current else 'out of date'}")
        return 0 if current else 1
    target.write_text(text, "utf-8")
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
