"""Work spread over processes, with the results in the order of the work: what every core
gives to re-simulating many games, with the same answers as one process."""

from __future__ import annotations

import argparse
import multiprocessing
import os
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any, TypeVar

from domain.store.collector import frozen_for_forks

T = TypeVar("T")
R = TypeVar("R")


def cores() -> int:
    """The cores this process may use (the default number of processes)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on every platform
        return os.cpu_count() or 1


def jobs_argument(text: str) -> int:
    """A ``--jobs`` value from the command line: a number of processes, at least 1."""
    value = int(text) if text.isdigit() else 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"a number of processes, at least 1, not {text!r}")
    return value


def in_processes(function: Callable[[T], R], items: Sequence[T], jobs: int,
                 setup: Callable[..., None] | None = None, setup_args: tuple[Any, ...] = ()
                 ) -> list[R]:
    """``function`` applied to each item, in order, over ``jobs`` processes; ``setup`` runs
    first in each (with one job, or one item, all of it runs here). ``function`` and ``setup``
    are module-level functions, so that another process can find them."""
    return list(each_in_processes(function, items, jobs, setup, setup_args))


def each_in_processes(function: Callable[[T], R], items: Sequence[T], jobs: int,
                      setup: Callable[..., None] | None = None,
                      setup_args: tuple[Any, ...] = ()) -> Iterator[R]:
    """What :func:`in_processes` gives, one result at a time as soon as it and those before
    it are done (for a progress bar); read it to the end, which also ends the processes."""
    if jobs < 1:
        raise ValueError(f"jobs is at least 1, not {jobs}")
    if jobs == 1 or len(items) <= 1:
        if setup is not None:
            setup(*setup_args)
        yield from map(function, items)
        return
    workers = min(jobs, len(items))
    # Chunks of a few items: few round trips (each far cheaper than an item), and small
    # enough that the last ones keep every worker busy to the end.
    chunk = max(1, len(items) // (workers * 16))
    if "fork" not in multiprocessing.get_all_start_methods():
        context = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(workers, mp_context=context, initializer=setup,
                                 initargs=setup_args) as pool:
            yield from pool.map(function, items, chunksize=chunk)
            return
    # A forked worker starts with everything the parent holds, the work included: it is sent
    # only the positions of its items, and only the results travel back.
    _SHARED[:] = [(function, items)]
    try:
        with frozen_for_forks(), ProcessPoolExecutor(
                workers, mp_context=multiprocessing.get_context("fork"), initializer=setup,
                initargs=setup_args) as pool:
            yield from pool.map(_shared_item, range(len(items)), chunksize=chunk)
    finally:
        _SHARED.clear()


#: The function and items of the run in progress, which forked workers inherit.
_SHARED: list[tuple[Callable[[Any], Any], Sequence[Any]]] = []


def _shared_item(index: int) -> Any:
    function, items = _SHARED[0]
    return function(items[index])
