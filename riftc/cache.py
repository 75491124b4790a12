"""riftc's cache folder, and compiled dataclass methods kept there across runs.

Importing riftc defines about 680 frozen dataclasses (the AST nodes, the runtime model). For each,
``dataclasses`` writes the source of ``__init__``, ``__repr__``, ``__eq__``, ``__hash__``,
``__setattr__`` and ``__delattr__`` and compiles it with ``exec``: some 4000 small compilations,
about 0.25 s of every start, the largest part of importing riftc. The generated source is the
same from run to run, so the compiled code is kept on disk, keyed by that source, like a ``.pyc``
for generated methods: ``exec`` then runs the stored code object instead of compiling the text.
Only classes defined in riftc's own modules go through the cache; the result is the same code
``exec`` would have compiled (same text, file name ``<string>``, no inherited ``__future__`` flags).

``RIFTC_CACHE_DIR`` moves the cache folder; ``RIFTC_NO_CACHE=1`` turns every riftc cache off.
"""

from __future__ import annotations

import atexit
import builtins
import dataclasses
import hashlib
import marshal
import os
import sys
import types
from pathlib import Path
from typing import Any

# Bump when the file's layout changes.
CODE_CACHE_FORMAT = 1


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


class DataclassCodeCache:
    """Compiled code for the source texts ``dataclasses`` generates, loaded from and saved to one file."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.codes: dict[str, types.CodeType] = {}
        self.used: set[str] = set()
        self.changed = False

    def load(self) -> None:
        """Read the file; a missing or unreadable one just starts empty."""
        try:
            codes = marshal.loads(self.path.read_bytes())
        except (OSError, EOFError, ValueError, TypeError):
            return
        if isinstance(codes, dict):
            self.codes = {text: code for text, code in codes.items()
                          if isinstance(text, str) and isinstance(code, types.CodeType)}

    def compiled(self, text: str) -> types.CodeType:
        """The code for ``text``: from the cache, else compiled as ``exec`` would and remembered."""
        code = self.codes.get(text)
        if code is None:
            # dont_inherit: exec compiles with the (empty) __future__ flags of dataclasses, not ours.
            code = compile(text, "<string>", "exec", dont_inherit=True)
            self.codes[text] = code
            self.changed = True
        self.used.add(text)
        return code

    def save(self) -> None:
        """Write the file atomically when something new was compiled; never fails the program."""
        if not self.changed:
            return
        codes = self.codes
        if len(codes) > 2 * len(self.used) + 1000:  # mostly classes that no longer exist: drop them
            codes = {text: code for text, code in codes.items() if text in self.used}
        try:
            from riftc.atomic import write_bytes_atomic

            write_bytes_atomic(self.path, marshal.dumps(codes))
        except (OSError, ValueError):
            pass


def _code_cache_path() -> Path:
    """One file per Python build and optimisation level: bytecode and marshal differ between them."""
    build = hashlib.sha256(f"{sys.version}|{sys.flags.optimize}|{CODE_CACHE_FORMAT}".encode()).hexdigest()[:16]
    return cache_dir() / f"dataclass-code-{sys.implementation.cache_tag}-{build}.marshal"


def _is_ours(namespace: dict[str, Any] | None) -> bool:
    return namespace is not None and str(namespace.get("__name__", "")).startswith("riftc")


_installed: DataclassCodeCache | None = None


def save_caches() -> None:
    """Write what this process added to the caches (also run at exit; saving twice writes once)."""
    if _installed is not None:
        _installed.save()
        _installed.changed = False


def install_dataclass_code_cache() -> DataclassCodeCache | None:
    """Let ``dataclasses`` run cached code for riftc's classes; saved at exit if anything was new.

    ``dataclasses`` calls the built-in ``exec`` by its global name, so a module-level ``exec`` in
    ``dataclasses`` takes its place; every call that is not for a riftc class goes straight through.
    """
    if caching_disabled() or "exec" in vars(dataclasses):
        return None
    cache = DataclassCodeCache(_code_cache_path())
    cache.load()

    def cached_exec(source: Any, globals: dict[str, Any] | None = None, locals: Any = None, /) -> None:  # noqa: A002
        if isinstance(source, str) and _is_ours(globals):
            source = cache.compiled(source)
        builtins.exec(source, globals, locals)

    dataclasses.exec = cached_exec  # type: ignore[attr-defined]
    global _installed
    _installed = cache
    atexit.register(save_caches)
    return cache
