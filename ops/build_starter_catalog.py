"""Build the starter card catalog, ``seeds/catalog/starter.json``, from a CoE ``cards.json``.

The starter catalog holds every card of The Wizards (TW) plus the cards listed in
``seeds/catalog/extra_cards.txt``, as Red Book card records (facts only, no card text). The
output is deterministic: the same ``cards.json`` and list always give the same bytes.

    .venv/bin/python ops/build_starter_catalog.py ../shared/data/coe/cards.json
    .venv/bin/python ops/build_starter_catalog.py ../shared/data/coe/cards.json --check
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from domain.cards import Catalog, CatalogError, import_coe  # noqa: E402

CATALOG_DIR = REPO / "seeds" / "catalog"
BASE_SETS = ("TW",)


def read_card_list(path: Path, catalog: Catalog) -> list[str]:
    """The card ids named in a list file: one id or English name a line, ``#`` comments,
    ``Name | Alignment`` to choose an alignment."""
    ids: list[str] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        entry = line.split("#", 1)[0].strip()
        if not entry:
            continue
        try:
            if entry in catalog:
                ids.append(entry)
            else:
                name, _, alignment = (part.strip() for part in entry.partition("|"))
                ids.append(catalog.find(name, alignment or None).id)
        except CatalogError as exc:
            raise SystemExit(f"{path}:{number}: {exc}") from None
    return ids


def build(cards_json: Path, extra: Path) -> Catalog:
    full = import_coe(cards_json)
    ids = [card.id for card in full.select(sets=BASE_SETS)]
    ids += read_card_list(extra, full) if extra.exists() else []
    return full.subset(dict.fromkeys(ids), source="seeds/catalog/starter.json")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("cards_json", type=Path, help="a Council of Elrond cards.json")
    parser.add_argument("--extra", type=Path, default=CATALOG_DIR / "extra_cards.txt",
                        help="the list of cards beyond TW (default: %(default)s)")
    parser.add_argument("--out", type=Path, default=CATALOG_DIR / "starter.json",
                        help="where to write (default: %(default)s)")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if the file differs from a fresh build")
    args = parser.parse_args(argv)
    try:
        catalog = build(args.cards_json, args.extra)
    except CatalogError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    text = catalog.dumps()
    counts: dict[str, int] = {}
    for card in catalog:
        counts[card.card_type] = counts.get(card.card_type, 0) + 1
    summary = ", ".join(f"{counts[kind]} {kind.lower()}" for kind in sorted(counts))
    if args.check:
        current = args.out.read_text(encoding="utf-8") if args.out.exists() else ""
        if current != text:
            print(f"{args.out} is out of date (a fresh build has {catalog.digest})")
            return 1
        print(f"{args.out} is up to date: {len(catalog)} cards, {catalog.digest}")
        return 0
    args.out.write_text(text, encoding="utf-8")
    print(f"wrote {args.out}: {len(catalog)} cards ({summary}), {len(text.encode())} bytes,"
          f" {catalog.digest}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
