"""The files and folders a command writes, checked before it does any work: a path that
cannot be written is refused in one sentence naming the flag and the path, before a long run
is played for nothing."""

from __future__ import annotations

from pathlib import Path

from domain.errors import RedBookError


class UnusablePath(RedBookError):
    """A file or folder given to write to that cannot be written."""

    code = "unusable-path"


def _why(exc: OSError) -> str:
    return (exc.strerror or str(exc)).lower()


def _folder(path: Path, said: str, make: bool = True) -> None:
    """``path`` made a folder if it is not one yet (refused if not ``make``); ``said`` opens
    a refusal."""
    if path.exists() and not path.is_dir():
        raise UnusablePath(f"{said} {path} is a file, not a folder.")
    if not make:
        if not path.is_dir():
            raise UnusablePath(f"{said} {path} does not exist.")
        return
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UnusablePath(f"{said} {path} cannot be made ({_why(exc)}).") from None


def output_folder(text: str | Path, flag: str) -> Path:
    """The folder ``flag`` names, made if need be."""
    folder = Path(text)
    _folder(folder, f"{flag}: the folder")
    return folder


def output_file(text: str | Path, flag: str, make_folder: bool = True) -> Path:
    """The file ``flag`` names, its folder made if need be (or refused if missing, unless
    ``make_folder``), checked that it can be written (a file opened to append and, if it was
    not there, removed again)."""
    path = Path(text)
    if path.is_dir():
        raise UnusablePath(f"{flag} {path}: a folder, not a file.")
    _folder(path.parent, f"{flag} {path}: its folder", make_folder)
    existed = path.exists()
    try:
        with path.open("ab"):
            pass
    except OSError as exc:
        raise UnusablePath(f"{flag} {path}: cannot be written ({_why(exc)}).") from None
    if not existed:
        path.unlink()
    return path
