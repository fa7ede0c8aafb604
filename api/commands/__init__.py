"""Sub-commands of ``redbook``: one module each, discovered by :mod:`api.cli`."""
