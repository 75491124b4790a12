"""riftc's per-user cache folder (the parser snapshot lives there; see ``parser_cache``).

``RIFTC_CACHE_DIR`` moves the cache folder; ``RIFTC_NO_CACHE=1`` turns the parser snapshot off.

The cache files are pickles, and loading a pickle can run any code, so a cache file is read only
when it can only have been written by the user running riftc, as ssh and pip decide for their own
files: the folder and the file belong to the current user (``st_uid == os.geteuid()``) and neither is
writable by the group or by others. Anything else is ignored (the parser is built afresh) and said
once on standard error. On a system without user ids (Windows) the per-user folder is trusted.
"""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path
from typing import BinaryIO

_WARNED: set[str] = set()  # messages already printed by this process


def cache_dir() -> Path:
    """Where riftc keeps its caches: ``$RIFTC_CACHE_DIR``, else ``$XDG_CACHE_HOME/riftc``, else ``~/.cache/riftc``.

    A per-user folder, not the shared temp directory: the caches hold code, so only the user's own
    files may be loaded.
    """
    explicit = os.environ.get("RIFTC_CACHE_DIR")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "riftc"


def caching_disabled() -> bool:
    """True when ``RIFTC_NO_CACHE`` is set (to anything but empty)."""
    return bool(os.environ.get("RIFTC_NO_CACHE"))


def untrusted_because(info: os.stat_result, what: str) -> str | None:
    """Why a file or folder with these ``stat`` results may hold what someone else wrote, or None."""
    geteuid = getattr(os, "geteuid", None)
    if geteuid is None:  # no user ids to compare: the per-user folder is the protection
        return None
    if info.st_uid != geteuid():
        return f"the {what} belongs to user id {info.st_uid}, not to you ({geteuid()})"
    if info.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
        return f"the {what} is writable by others (mode {stat.filemode(info.st_mode)})"
    return None


def trusted_cache_dir() -> Path | None:
    """The cache folder, created private (0o700) when missing; None when it cannot be made or may hold
    files written by someone else (that is said once on standard error)."""
    folder = cache_dir()
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        info = folder.stat()
    except OSError:  # a read-only home, a file in the way: no cache, as before
        return None
    problem = "it is not a folder" if not stat.S_ISDIR(info.st_mode) else untrusted_because(info, "folder")
    if problem is not None:
        warn_untrusted(folder, problem, f"chmod go-w {folder}")
        return None
    return folder


def open_trusted(path: Path) -> BinaryIO | None:
    """``path`` opened for reading when it is a regular file of the current user that nobody else may
    write; None when it is missing or untrusted (the latter said once on standard error)."""
    try:
        descriptor = os.open(path, os.O_RDONLY)
    except OSError:
        return None
    try:
        info = os.fstat(descriptor)  # the file opened, not whatever the name points to by now
        problem = "it is not a regular file" if not stat.S_ISREG(info.st_mode) else untrusted_because(info, "file")
    except OSError:
        problem = "it cannot be examined"
    if problem is not None:
        os.close(descriptor)
        warn_untrusted(path, problem, f"rm {path}")
        return None
    return os.fdopen(descriptor, "rb")


def file_is_trusted(path: Path) -> bool:
    """True when ``path`` is missing, or is a file ``open_trusted`` would open (for a file another
    library loads by its name)."""
    if not path.exists():
        return True
    stream = open_trusted(path)
    if stream is None:
        return False
    stream.close()
    return True


def warn_untrusted(path: Path, problem: str, remedy: str) -> None:
    """Say once per process that a cache file or folder is ignored, why, and how to fix it."""
    message = (f"riftc: ignoring the parser cache {path}: {problem}, so it may hold code written by "
               f"someone else; building the parser afresh (fix: {remedy}, or set RIFTC_CACHE_DIR)")
    if message not in _WARNED:
        _WARNED.add(message)
        print(message, file=sys.stderr)
