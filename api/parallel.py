"""Work spread over processes, with the results in the order of the work: what every core
gives to re-simulating many games, with the same answers as one process."""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any, TypeVar

T = TypeVar("T")
R = TypeVar("R")


def cores() -> int:
    """The cores this process may use (the default number of processes)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on every platform
        return os.cpu_count() or 1


def in_processes(function: Callable[[T], R], items: Sequence[T], jobs: int,
                 setup: Callable[..., None] | None = None, setup_args: tuple[Any, ...] = ()
                 ) -> list[R]:
    """``function`` applied to each item, in order, over ``jobs`` processes; ``setup`` runs
    first in each (with one job, or one item, all of it runs here). ``function`` and ``setup``
    are module-level functions, so that another process can find them."""
    if jobs < 1:
        raise ValueError(f"jobs is at least 1, not {jobs}")
    if jobs == 1 or len(items) <= 1:
        if setup is not None:
            setup(*setup_args)
        return [function(item) for item in items]
    methods = multiprocessing.get_all_start_methods()
    # A forked worker starts at once with everything imported; elsewhere it starts afresh.
    context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
    workers = min(jobs, len(items))
    with ProcessPoolExecutor(workers, mp_context=context, initializer=setup,
                             initargs=setup_args) as pool:
        # Chunks of a few items: few round trips, and the slowest chunk still ends soon.
        return list(pool.map(function, items, chunksize=max(1, len(items) // (workers * 4))))
