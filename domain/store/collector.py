"""The cyclic garbage collector around reading and playing games: a game's records and states
hold no cycles, so the collector has nothing to find in them, yet the thousands of objects a
game makes would set it off again and again, each time walking everything the process holds."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

#: Whether this process's objects are frozen for processes forked from it (and, in such a
#: process, the objects it inherited). Kept here rather than asked of ``gc``, whose count of
#: frozen objects walks every one of them.
_frozen_for_forks = False


@contextmanager
def paused_collection() -> Iterator[None]:
    """No cyclic garbage collection while a game is read or played; as it was afterwards."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            # What was made meanwhile joins the oldest generation at once (freezing and
            # thawing moves every object there without looking at one): else the first
            # collection after would walk all of it, a tenth of a long game's load. In a
            # forked worker, thawing would undo the freeze of what it inherited: there what
            # was made stays frozen with it (reference counts free it as ever).
            gc.freeze()
            if not _frozen_for_forks:
                gc.unfreeze()
            gc.enable()


@contextmanager
def frozen_for_forks() -> Iterator[None]:
    """Everything this process holds is left out of the cyclic collections of processes
    forked meanwhile, which would otherwise walk, and so copy, every page they inherited."""
    global _frozen_for_forks
    gc.freeze()
    _frozen_for_forks = True
    try:
        yield
    finally:
        _frozen_for_forks = False
        gc.unfreeze()
