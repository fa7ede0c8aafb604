"""The event store: the ``eventsourcing`` applications that keep games and challenges. The only
part of :mod:`domain` that touches storage, caches, locks or the clock; the rest is pure."""
