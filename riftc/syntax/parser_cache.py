"""A snapshot of the fully built Lark parser on disk, so that a new process starts parsing at once.

Lark's own ``cache=True`` stores the LALR tables as plain data: loading them still rebuilds every
table entry as objects (about 0.25 s for the card grammar), and the contextual lexer then compiles
one regular expression per parser state the first time that state is reached (about 0.3 s over the
corpus, more as the grammar grows). Both costs are paid again by every process.

The snapshot here is the built ``Lark`` object itself, pickled after every per-state scanner has
been compiled. A compiled ``re.Pattern`` cannot be pickled as compiled code (pickle recompiles it
from its text), so each pattern is stored with the SRE program that ``re`` produced for it and
rebuilt with ``_sre.compile``, which skips the pure-Python regex parser and compiler. The tree
building callbacks are stored too (lark makes them of plain objects: ``functools.partial`` of the tree
class, child filters); making them again after loading took ~0.3 s for the ~7,000 rule alternatives.
Only the tree builder that made them is left out.

The file is keyed by everything that shapes its contents (grammar text, options, lark version,
Python version, SRE format, snapshot format); any problem reading it (missing, stale, corrupt, from
another lark) means building the parser and writing a fresh snapshot. Building takes the LALR tables
shipped with the package (``riftc.syntax.tables``, plain JSON) when they match the grammar, so a first
run costs seconds, not lark's minutes of LALR analysis; it says on stderr what it is doing when it
takes longer than ``STATUS_AFTER``. Writes are
atomic (and private, mode 0o600), and only the newest few snapshots are kept. The folder is
``riftc.syntax.cache.cache_dir()``; ``RIFTC_NO_CACHE=1`` turns the snapshot off.

A pickle runs code when it is loaded, so nothing here is unpickled unless ``riftc.syntax.cache``
trusts it: the folder and the file belong to the current user and nobody else may write them.
Lark's own table cache (also a pickle) is kept in the same folder, under the same rule, instead of
lark's default, a predictable name in the shared temp directory that anyone could plant first.
"""

from __future__ import annotations

import array
import gc
import hashlib
import importlib
import io
import os
import pickle
import re
import sys
import threading
import time
import types
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import lark
from lark import Lark
from lark import load_grammar as lark_load_grammar
from lark.parsers import lalr_analysis

from riftc.atomic import write_bytes_atomic
from riftc.syntax.cache import caching_disabled, file_is_trusted, open_trusted, trusted_cache_dir
from riftc.syntax.lazy_table import LazyStates
from riftc.syntax.tables import build_with_lark, load_tables, say, tables_digest

# Bump when the layout of the snapshot changes, so old files are ignored.
SNAPSHOT_FORMAT = 5  # 5: the parse table as arrays (lazy_table.py)
# Snapshots kept in the cache folder (one per grammar version, per worktree); older ones are removed.
# Lark's table caches are kept the same way.
KEEP_SNAPSHOTS = 8
CACHE_PATTERNS = ("parser-*.pickle", "lark-tables-*.cache")
# Options that carry the caller's objects or functions (what lark leaves out of its own cache key):
# the snapshot could neither be keyed by them nor hold them, so such parsers are not snapshotted.
_OPTIONS_WITH_CODE = frozenset({"transformer", "postlex", "lexer_callbacks", "edit_terminals", "_plugins"})

try:  # CPython's regex engine: the program format is versioned by MAGIC.
    import _sre
    from re import _compiler as _re_compiler, _parser as _re_parser
except ImportError:  # another Python: patterns are pickled as text and recompiled on load
    _sre = None


def snapshot_key(grammar_text: str, options: dict[str, Any], prepare: Callable[[Lark], Lark] | None = None) -> str:
    """A hash of everything the snapshot depends on; a change to any of them means a new file.

    ``grammar_text`` is the whole grammar: ``riftc.syntax.grammar`` passes the text of all its section files
    joined, so a change to any one file gives a new key.
    """
    parts = [
        grammar_text,
        repr(sorted(options.items())),
        _code_identity(prepare),
        lark.__version__,
        sys.version,
        str(getattr(_sre, "MAGIC", None)),
        str(SNAPSHOT_FORMAT),
    ]
    return hashlib.sha256("\0".join(parts).encode("utf-8")).hexdigest()


def _code_identity(function: Callable[..., Any] | None) -> str:
    """The function's name and the hash of its module's source: a change to the code that prepared the
    stored parser makes the snapshot stale."""
    if function is None:
        return ""
    source = getattr(sys.modules.get(function.__module__), "__file__", None)
    digest = hashlib.sha256(Path(source).read_bytes()).hexdigest() if source else ""
    return f"{function.__module__}.{function.__qualname__}:{digest}"


def _compiled_pattern(pattern: str | bytes, flags: int, code: array.array, groups: int,
                      groupindex: dict[str, int], indexgroup: tuple[str | None, ...]) -> re.Pattern:
    """Rebuild a pattern from its stored SRE program (``_sre`` checks the program is well formed)."""
    return _sre.compile(pattern, flags, code.tolist(), groups, groupindex, indexgroup)


def _program_of(pattern: str | bytes, flags: int) -> tuple[Any, ...]:
    """The arguments ``_compiled_pattern`` needs for ``re.compile(pattern, flags)``, computed the way
    ``re._compiler.compile`` does (``flags`` as the caller gave them)."""
    parsed = _re_parser.parse(pattern, flags)
    code = _re_compiler._code(parsed, flags)
    groupindex = dict(parsed.state.groupdict)
    indexgroup: list[str | None] = [None] * parsed.state.groups
    for name, index in groupindex.items():
        indexgroup[index] = name
    program = array.array("I", code)  # opcodes are int subclasses; an array stores them compactly
    return (pattern, flags | parsed.state.flags, program, parsed.state.groups - 1, groupindex, tuple(indexgroup))


# Programs of the patterns compiled while a parser is built for a snapshot (``_programs_kept``), by the
# id of the pattern (kept with it, so the id stays its own): the snapshot then stores each one without
# parsing its text a second time, which was a third of a first run.
_KEPT_PROGRAMS: dict[int, tuple[re.Pattern, tuple[Any, ...]]] = {}


@contextmanager
def _programs_kept() -> Iterator[None]:
    """While the block runs, ``re.compile`` of a text pattern builds it from its program with
    ``_compiled_pattern`` (what ``re._compiler.compile`` does too) and keeps the program for
    ``_pattern_program``; afterwards ``re.compile`` is itself again and the programs are dropped."""
    if _sre is None:
        yield
        return
    original = re.compile

    def compile_keeping_program(pattern: Any, flags: Any = 0) -> re.Pattern:
        if not isinstance(pattern, (str, bytes)) or int(flags) & re.DEBUG:
            return original(pattern, flags)
        program = _program_of(pattern, int(flags))
        compiled = _compiled_pattern(*program)
        _KEPT_PROGRAMS[id(compiled)] = (compiled, program)
        return compiled

    re.compile = compile_keeping_program  # type: ignore[assignment]
    try:
        yield
    finally:
        re.compile = original  # type: ignore[assignment]
        _KEPT_PROGRAMS.clear()


def _pattern_program(compiled: re.Pattern) -> tuple[Any, ...] | None:
    """The arguments ``_compiled_pattern`` needs to rebuild ``compiled``: kept from its compilation, or
    computed again from its text."""
    if _sre is None:
        return None
    kept = _KEPT_PROGRAMS.get(id(compiled))
    if kept is not None and kept[0] is compiled:
        return kept[1]
    try:
        # re adds UNICODE to str patterns by itself; compile from the flags the caller gave.
        flags = compiled.flags & ~re.UNICODE if isinstance(compiled.pattern, str) else compiled.flags
        return _program_of(compiled.pattern, flags)
    except Exception:  # noqa: BLE001 - an internal we do not understand: fall back to pickling the text
        return None


class _SnapshotPickler(pickle.Pickler):
    """Pickles a built Lark object: compiled regexes as programs, modules and lark's singletons by name."""

    def reducer_override(self, obj: Any) -> Any:
        if isinstance(obj, re.Pattern):
            program = _pattern_program(obj)
            return NotImplemented if program is None else (_compiled_pattern, program)
        if isinstance(obj, types.ModuleType):  # the lexer keeps a reference to the ``re`` module
            return importlib.import_module, (obj.__name__,)
        if obj is lalr_analysis.Shift or obj is lalr_analysis.Reduce:  # compared with ``is`` by the parser
            return getattr, (lalr_analysis, obj.name)
        return NotImplemented


def _compile_every_scanner(parser: Lark) -> None:
    """Compile the lexer of every parser state now, so the snapshot holds them all.

    Lark builds them lazily (``BasicLexer.scanner``); a grammar whose frontend looks different
    simply keeps them lazy.
    """
    lexer = getattr(parser.parser, "lexer", None)
    # A contextual lexer has one lexer per state and a root one; a basic lexer is its own.
    for basic in [*getattr(lexer, "lexers", {}).values(), getattr(lexer, "root_lexer", None), lexer]:
        if basic is not None and hasattr(basic, "scanner"):
            basic.scanner  # noqa: B018 - the property compiles and keeps the scanner


def imported_files(grammar_text: str, options: dict[str, Any]) -> dict[Any, str]:
    """The grammar files ``%import``-ed by the grammar, with their hashes, resolved as lark does.

    The key covers the main grammar text only; an imported file that changes must make the
    snapshot stale too (lark's own cache checks them the same way).
    """
    if "%import" not in grammar_text:
        return {}
    _grammar, used_files = lark_load_grammar.load_grammar(
        grammar_text, options.get("source_path") or "<string>", options.get("import_paths", []),
        options.get("keep_all_tokens", False))
    return used_files


def snapshot_bytes(parser: Lark, key: str, used_files: dict[Any, str]) -> bytes:
    """The snapshot file's contents: the key, the imported files' hashes, then the parser with all
    its scanners compiled."""
    _compile_every_scanner(parser)
    stream = io.BytesIO()
    pickle.dump((key, used_files), stream, protocol=pickle.HIGHEST_PROTOCOL)
    # The tree builder is only needed to make the callbacks, which are stored themselves: it is left
    # out for the dump (a ``persistent_id`` hook to skip it would be called for each of ~4 million objects).
    builder = getattr(parser, "_parse_tree_builder", None)
    parser._parse_tree_builder = None
    # The parse table is stored as arrays whose rows are made as the loaded parser reaches them
    # (lazy_table.py): unpickling its ~740,000 actions as dicts was most of loading a snapshot.
    table = getattr(getattr(getattr(parser, "parser", None), "parser", None), "_parse_table", None)
    states = getattr(table, "states", None)
    lazy = LazyStates.encode(states) if type(states) is dict else None
    if lazy is not None:
        table.states = lazy
    try:
        _SnapshotPickler(stream, protocol=pickle.HIGHEST_PROTOCOL).dump(parser)
    finally:
        parser._parse_tree_builder = builder
        if lazy is not None:
            table.states = states
    return stream.getvalue()


def load_snapshot(path: Path, key: str) -> Lark | None:
    """The parser stored at ``path``, or None when the file is missing, for another key, or unreadable."""
    stream = open_trusted(path)  # before any unpickling: loading a pickle can run code
    if stream is None:
        return None
    try:
        with stream:
            stored_key, used_files = pickle.load(stream)
            if stored_key != key or not lark_load_grammar.verify_used_files(used_files):
                return None
            with _collector_paused():
                parser = pickle.load(stream)
                if not isinstance(parser, Lark):
                    return None
                # The parser lives as long as the process (``grammar.parser`` keeps it): move it, and
                # whatever else is alive now, out of the collector's sight, so that no later collection
                # walks its ~200 000 objects again (one such walk cost ~0.1 s right after loading).
                gc.freeze()
    except Exception:  # noqa: BLE001 - any broken snapshot just means building afresh
        return None
    return parser


@contextmanager
def _collector_paused() -> Iterator[None]:
    """No garbage collection while unpickling: the ~200 000 new objects are all kept, yet they would
    set off several full collections that each walk the whole heap (~0.1 s in all)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def save_snapshot(path: Path, parser: Lark, key: str, used_files: dict[Any, str]) -> None:
    """Write the snapshot atomically and prune old ones; a cache that cannot be written is no error."""
    try:
        write_bytes_atomic(path, snapshot_bytes(parser, key, used_files), mode=0o600)
        _prune(path.parent)
    except Exception:  # noqa: BLE001 - e.g. a read-only home, or a lark object that will not pickle
        return


def _prune(folder: Path) -> None:
    """Keep the ``KEEP_SNAPSHOTS`` most recently used snapshots, and as many table caches (several
    worktrees may share a folder)."""
    for pattern in CACHE_PATTERNS:
        files = sorted(folder.glob(pattern), key=lambda p: p.stat().st_mtime, reverse=True)
        for old in files[KEEP_SNAPSHOTS:]:
            old.unlink(missing_ok=True)


def table_cache(folder: Path | None, grammar_text: str, options: dict[str, Any]) -> str | bool:
    """The ``cache`` argument for ``Lark``: a file in the trusted cache folder for lark's LALR tables
    (keyed like lark keys it: grammar, plain options, versions), or False when there is none to trust."""
    if folder is None:
        return False
    plain = sorted((name, value) for name, value in options.items() if name not in _OPTIONS_WITH_CODE)
    parts = [grammar_text, repr(plain), lark.__version__, sys.version]
    path = folder / f"lark-tables-{hashlib.sha256(chr(0).join(parts).encode('utf-8')).hexdigest()[:32]}.cache"
    if not file_is_trusted(path):  # said on stderr; the folder is ours, so the file can go
        try:
            path.unlink()
        except OSError:
            return False
    return str(path)


def _make_private(cache: str | bool) -> None:
    """Lark writes its table cache with the umask's mode; keep it to the user, so it stays trusted."""
    if isinstance(cache, str):
        try:
            os.chmod(cache, 0o600)
        except OSError:
            pass


def cached_lark(grammar_text: str, prepare: Callable[[Lark], Lark] | None = None, shipped: Path | None = None,
                **options: Any) -> Lark:
    """``Lark(grammar_text, **options)``, loaded from a snapshot when one matches, else built and saved.

    Building takes the LALR tables from ``shipped`` (a ``riftc.syntax.tables`` file, plain JSON) when
    they were made for this grammar, else from lark's own table cache (kept in riftc's cache folder,
    whatever ``cache`` the caller gave), else lark computes them, which for the card grammar takes
    minutes and is said on stderr. ``prepare`` changes a freshly built parser before it is stored
    (what it did is in the snapshot). A cache folder that is not trusted (``riftc.syntax.cache``) is
    neither read nor written. A first run that takes longer than ``STATUS_AFTER`` seconds says what it
    is doing on stderr.
    """
    options.pop("cache", None)
    folder = trusted_cache_dir()
    tables = table_cache(folder, grammar_text, options)

    def build() -> Lark:
        built = load_tables(shipped, tables_digest(grammar_text, options), **options) if shipped else None
        if built is None:
            if shipped is not None and not (isinstance(tables, str) and os.path.exists(tables)):
                say(f"riftc: the grammar differs from the parse tables shipped in {shipped.name} "
                    f"(regenerate them with `python -m riftc.syntax.tables`)")
                built = build_with_lark(grammar_text, False, cache=tables, **options)
            else:
                built = Lark(grammar_text, cache=tables, **options)
            _make_private(tables)
        return prepare(built) if prepare else built

    if folder is None or caching_disabled() or not _OPTIONS_WITH_CODE.isdisjoint(options):
        with _status_if_slow("riftc: preparing the parser (not cached) ..."):
            return build()
    key = snapshot_key(grammar_text, options, prepare)
    path = folder / f"parser-{key[:32]}.pickle"
    parser = load_snapshot(path, key)
    if parser is not None:
        _touch(path)
        return parser
    with _status_if_slow(f"riftc: preparing the parser once (first run of this grammar; kept in {folder}) ..."), \
            _programs_kept():
        parser = build()
        try:
            used_files = imported_files(grammar_text, options)
        except Exception:  # noqa: BLE001 - imports lark itself resolved but we cannot: keep no snapshot
            return parser
        save_snapshot(path, parser, key, used_files)
    return parser


# Seconds a parser may take to prepare before riftc says on stderr what it is doing.
STATUS_AFTER = 2.0


@contextmanager
def _status_if_slow(message: str) -> Iterator[None]:
    """Print ``message`` on stderr if the block is still running after ``STATUS_AFTER`` seconds, and how
    long it took at the end; a fast block prints nothing."""
    started, said = time.monotonic(), threading.Event()

    def status() -> None:
        said.set()
        say(message)

    timer = threading.Timer(STATUS_AFTER, status)
    timer.daemon = True
    timer.start()
    try:
        yield
    finally:
        timer.cancel()
        timer.join()
        elapsed = time.monotonic() - started
        if elapsed >= STATUS_AFTER:
            if not said.is_set():  # slow, yet the timer had not had its turn
                say(message)
            say(f"riftc: parser ready in {elapsed:.1f} s")


def _touch(path: Path) -> None:
    """Mark a snapshot as recently used, for ``_prune``."""
    try:
        os.utime(path)
    except OSError:
        pass
