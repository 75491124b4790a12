"""Atomic file writes: readers see the old file or the new one, never half of it."""

from __future__ import annotations

import os
import secrets
from pathlib import Path


def write_text_atomic(path: str | Path, text: str, encoding: str = "utf-8") -> None:
    """Write ``text`` to ``path`` via a temporary file in the same directory and ``os.replace``.

    Line endings are written exactly as given ("\\n" stays "\\n" on every platform).  An
    existing file keeps its permission bits; a new one gets the usual ones (0o666 minus umask).
    Missing parent directories are created.  A symbolic link is kept: the file it points to is
    replaced.  Text that cannot be encoded raises before anything is written.
    """
    write_bytes_atomic(path, text.encode(encoding))


def write_bytes_atomic(path: str | Path, data: bytes, *, mode: int | None = None) -> None:
    """Write ``data`` to ``path`` atomically, as ``write_text_atomic`` does for text.

    ``mode`` sets the new file's permission bits (e.g. ``0o600`` for a private cache file) instead
    of keeping the old file's or using the umask's.
    """
    target = Path(path)
    if target.is_symlink():  # replace what the link points to, not the link itself
        target = Path(os.path.realpath(target))
    target.parent.mkdir(parents=True, exist_ok=True)
    # Same directory, so os.replace is a rename within one file system (atomic).
    temporary = target.with_name(f".{target.name}.{os.getpid()}.{secrets.token_hex(4)}.tmp")
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600 if mode is not None else 0o666)
    try:
        with open(descriptor, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        if mode is not None:
            os.chmod(temporary, mode)
        elif target.exists():
            os.chmod(temporary, target.stat().st_mode & 0o7777)
        os.replace(temporary, target)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    _sync_folder(target.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (where the platform can open a folder)."""
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)
