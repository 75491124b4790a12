"""Atomic file writes: readers see the old file or the new one, never half of it."""

from __future__ import annotations

import os
import secrets
from collections.abc import Mapping
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
    target, temporary = _write_temporary(path, data, mode)
    try:
        os.replace(temporary, target)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    _sync_folder(target.parent)


class WriteError(OSError):
    """A file of ``write_texts_atomic`` could not be written: ``target`` names it."""

    def __init__(self, target: Path, error: OSError) -> None:
        super().__init__(error.errno, error.strerror or str(error))
        self.target = target


def write_texts_atomic(files: Mapping[str | Path, str], encoding: str = "utf-8") -> None:
    """Write several files all or nothing, as far as the file system allows: every one to a
    temporary file next to it first (encoded, written, flushed to disk), then each renamed over its
    target. If any temporary file cannot be written, the temporary files are removed and no target
    is touched (WriteError names the file). Only a rename failing after the first (rare: each is a
    rename within one folder of a file already written) leaves the earlier targets replaced; the
    remaining temporary files are removed then too."""
    data = {Path(path): text.encode(encoding) for path, text in files.items()}  # raises before any write
    written: list[tuple[Path, Path]] = []
    try:
        for path, content in data.items():
            try:
                written.append(_write_temporary(path, content, None))
            except OSError as error:
                raise WriteError(path, error) from error
        while written:
            target, temporary = written[0]
            try:
                os.replace(temporary, target)
            except OSError as error:
                raise WriteError(target, error) from error
            written.pop(0)
    finally:
        for _, temporary in written:
            temporary.unlink(missing_ok=True)
    for folder in dict.fromkeys(Path(os.path.realpath(path)).parent for path in data):
        _sync_folder(folder)


def _write_temporary(path: str | Path, data: bytes, mode: int | None) -> tuple[Path, Path]:
    """Write ``data`` to a new temporary file in the folder of ``path`` (of the file a symbolic link
    points to), with the permission bits the target will have; return (target, temporary)."""
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
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    return target, temporary


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
