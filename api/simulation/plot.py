"""The picture ``redbook simulate --plot`` draws: the score distribution and the win rate by
the turn a game ended on, of each setup played, as SVG or PNG (by the file's extension)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from api.simulation.games import GameRow

#: The picture formats, by file extension.
FORMATS = {".svg": "svg", ".png": "png"}
SCORE_TITLE = "Score distribution"
WIN_RATE_TITLE = "Win rate by the turn the game ended"


def plot_format(path: Path) -> str:
    """The format of a picture file, from its extension; ValueError for any other."""
    try:
        return FORMATS[path.suffix.lower()]
    except KeyError:
        raise ValueError(f"{path} must end in .svg or .png, the formats of the picture"
                         ) from None


def _score_edges(scores: Sequence[int], bins: int = 20) -> list[float]:
    """Bin edges half-way between whole scores, so each bar holds whole scores only."""
    low, high = min(scores), max(scores)
    width = max(1, -(-(high - low + 1) // bins))
    return [low - 0.5 + width * k for k in range(-(-(high - low + 1) // width) + 1)]


def _win_rate_by_turn(games: Sequence[GameRow], turns: Sequence[int]) -> list[float | None]:
    rates: list[float | None] = []
    for turn in turns:
        ended = [g for g in games if g.turns == turn]
        rates.append(sum(1 for g in ended if g.outcome == "won") / len(ended) if ended
                     else None)
    return rates


def plot(path: Path, title: str, sides: Sequence[tuple[str, Sequence[GameRow]]]) -> None:
    """Draw the games of each side (a label and its games) to ``path``."""
    import matplotlib  # only for a picture: the command starts faster without it

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    form = plot_format(path)
    # Text stays text in SVG (searchable, and its titles readable), and ids and dates do not
    # change from one run to the next, so the same games give the same file.
    with matplotlib.rc_context({"svg.fonttype": "none", "svg.hashsalt": "redbook"}):
        figure = Figure(figsize=(11, 4.5), layout="constrained")
        scores_axes, turns_axes = figure.subplots(1, 2)
        figure.suptitle(title)
        labels = [label for label, _ in sides]
        scores = [[g.score for g in games if g.score is not None] for _, games in sides]
        scores_axes.set_title(SCORE_TITLE)
        scores_axes.set_xlabel("score")
        scores_axes.set_ylabel("games")
        every_score = [s for side in scores for s in side]
        if every_score:
            scores_axes.hist(scores, bins=_score_edges(every_score), label=labels)
        else:
            scores_axes.text(0.5, 0.5, "no scores", ha="center", transform=scores_axes.transAxes)
        turns_axes.set_title(WIN_RATE_TITLE)
        turns_axes.set_xlabel("turns the game lasted")
        turns_axes.set_ylabel("share of those games won")
        turns_axes.set_ylim(0, 1)
        turns = sorted({g.turns for _, games in sides for g in games if g.turns is not None})
        if turns:
            for label, games in sides:
                rates = _win_rate_by_turn(games, turns)
                turns_axes.plot(turns, [r if r is not None else float("nan") for r in rates],
                                "o-", label=label)
        else:
            turns_axes.text(0.5, 0.5, "no turn counts", ha="center",
                            transform=turns_axes.transAxes)
        if len(sides) > 1:
            scores_axes.legend()
            turns_axes.legend()
        metadata = {"Title": title, "Date": None} if form == "svg" else {
            "Title": title, "Software": None}
        figure.savefig(path, format=form, metadata=metadata)
