"""Apply lint fixes to set files in place (atomically), block by block, until nothing more is fixable."""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable
from pathlib import Path

from riftc.atomic import write_text_atomic
from riftc.errors import Diagnostic
from riftc.lint.engine import LintFinding, apply_fixes
from riftc.sources.setformat import TEXT_PREFIX
from riftc.sources import SET_FILE_SUFFIX, CardSource, SetFileReader, TextBlock

MAX_PASSES = 5  # fixes that overlap wait for the next pass; a handful of passes settles any card


def fixable(findings: Iterable[LintFinding]) -> list[LintFinding]:
    """Findings with a certain fix in a set file (JSONL is never rewritten)."""
    return [f for f in findings if f.finding.fix is not None and f.finding.block is not None
            and f.card.path.endswith(SET_FILE_SUFFIX)]


def _block_lines(block: TextBlock, text: str, ending: str) -> list[str]:
    """A text block as set-file lines: ``| `` + each line, a lone ``|`` for an empty one."""
    return [(TEXT_PREFIX + line if line else TEXT_PREFIX.rstrip()) + ending for line in text.split("\n")]


class FixRefused(Exception):
    """A set file that ``fix_file`` did not rewrite (it left the file as it was), and why."""


def fixed_lines(path: str, lines: list[str], findings: list[LintFinding]) -> tuple[list[str], int]:
    """A set file's ``lines`` (with their endings) with the fixes of ``findings`` applied, and how many.

    Raises FixRefused when a text block is no longer where and what the findings say (the file
    changed since it was linted).
    """
    lines = list(lines)
    by_block: dict[tuple[int, int], tuple[TextBlock, list[LintFinding]]] = {}
    for found in findings:
        block = found.finding.block
        by_block.setdefault((block.line, block.column), (block, []))[1].append(found)
    applied = 0
    for _, (block, found) in sorted(by_block.items(), reverse=True):  # bottom up: line numbers stay valid
        first = block.line - 1
        count = block.text.count("\n") + 1
        if [line.rstrip("\r\n") for line in lines[first:first + count]] != _block_lines(block, block.text, ""):
            raise FixRefused(f"not fixing {path}: line {block.line} is not the text that was linted "
                             "(the file changed meanwhile?)")
        ending = "\r\n" if lines[first].endswith("\r\n") else "\n"
        new_text = apply_fixes(block.text, [(f.finding.span, f.finding.fix) for f in found])
        lines[first:first + count] = _block_lines(block, new_text, ending)
        applied += len(found)
    return lines, applied


def read_lines(path: str) -> list[str]:
    """A set file's lines with their endings; FixRefused when it cannot be read."""
    try:
        with open(path, encoding="utf-8", newline="") as stream:
            return stream.read().splitlines(keepends=True)
    except (OSError, UnicodeDecodeError) as error:
        raise FixRefused(f"not fixing {path}: it cannot be read again ({error})") from None


def fix_file(path: str, findings: list[LintFinding]) -> int:
    """Rewrite one set file with the fixes of ``findings`` (all in this file); returns fixes applied.

    Raises FixRefused, leaving the file untouched, when it cannot be read or written, or when a text
    block is no longer where and what the findings say (the file changed since it was linted).
    """
    lines, applied = fixed_lines(path, read_lines(path), findings)
    _write(path, lines)
    return applied


def reader_fixes(diagnostics: Iterable[Diagnostic]) -> dict[str, list[Diagnostic]]:
    """The set reader's certain fixes, by set file: its diagnostics that carry a ``fix`` (a type, domain
    or field name that differs only in case, a domain name in a power pip). A mere "did you mean"
    (``type: Unti``) has no fix: it is a guess, and stays the user's to make."""
    found: dict[str, list[Diagnostic]] = {}
    for diagnostic in diagnostics:
        if diagnostic.fix is not None and is_set_file(diagnostic.location.path):
            found.setdefault(diagnostic.location.path, []).append(diagnostic)
    return found


def fixed_reader_lines(path: str, lines: list[str], diagnostics: list[Diagnostic]) -> tuple[list[str], int]:
    """``lines`` with each reader fix applied at its line and column (FixRefused if a line is no longer
    the one the reader saw)."""
    lines = list(lines)
    for d in sorted(diagnostics, key=lambda d: (d.location.line, d.location.column), reverse=True):
        index, start = d.location.line - 1, d.location.column - 1
        line = lines[index] if 0 <= index < len(lines) else ""
        text = line.rstrip("\r\n")
        if text != d.source_line:
            raise FixRefused(f"not fixing {path}: line {d.location.line} is not the line that was read "
                             "(the file changed meanwhile?)")
        lines[index] = text[:start] + (d.fix or "") + text[start + d.length:] + line[len(text):]
    return lines, len(diagnostics)


def fix_reader_file(path: str, diagnostics: list[Diagnostic]) -> int:
    """Rewrite one set file with the reader's certain fixes; returns how many (FixRefused: untouched)."""
    lines, applied = fixed_reader_lines(path, read_lines(path), diagnostics)
    _write(path, lines)
    return applied


def _write(path: str, lines: list[str]) -> None:
    """Replace the set file with ``lines``, atomically (FixRefused, untouched, when it cannot be)."""
    try:
        write_text_atomic(path, "".join(lines))
    except OSError as error:
        raise FixRefused(f"not fixing {path}: it cannot be written ({error.strerror or error})") from None


def fix_diff(lint: Callable[[list[CardSource]], list[LintFinding]], paths: Iterable[str],
             reader: dict[str, list[Diagnostic]] | None = None) -> tuple[str, int, list[str]]:
    """What ``--fix`` would change in the set files ``paths``, as a unified diff, the number of fixes,
    and the files that would still not read completely (their lint fixes are not shown); nothing is
    written. The reader's certain fixes (``reader``) come first, as with --fix; then, like
    ``fix_until_stable``, lint fixes pass by pass, each pass linting the cards read back from the
    text fixed so far."""
    reader = reader or {}
    before = {path: read_lines(path) for path in sorted(set(paths) | set(reader)) if is_set_file(path)}
    now = dict(before)
    total = 0
    for path, found in reader.items():
        now[path], applied = fixed_reader_lines(path, now[path], found)
        total += applied
    broken = [path for path, lines in now.items() if _read(path, lines)[1]]
    for _ in range(MAX_PASSES):
        cards = [card for path, lines in now.items() if path not in broken for card in _read(path, lines)[0]]
        todo = fixable(lint(cards))
        if not todo:
            break
        for path in sorted({f.card.path for f in todo}):
            now[path], applied = fixed_lines(path, now[path], [f for f in todo if f.card.path == path])
            total += applied
    diff = "".join("".join(difflib.unified_diff(before[path], now[path], path, path)) for path in before
                   if now[path] != before[path])
    return diff, total, broken


def _read(path: str, lines: list[str]) -> tuple[list[CardSource], list[Diagnostic]]:
    """The cards of a set file's ``lines`` and the reader's diagnostics."""
    reader = SetFileReader(path, [line.rstrip("\r\n") for line in lines])
    cards = reader.read()
    return cards, reader.diagnostics


def fix_until_stable(relint: Callable[[], list[LintFinding]], skip: Iterable[str] = (),
                     refused: Callable[[str], None] = lambda message: None) -> tuple[int, list[LintFinding]]:
    """Fix, lint again, repeat while fixes remain; returns (fixes applied, findings left).

    Files in ``skip`` (those that could not be read completely) are never rewritten; a file that
    ``fix_file`` refuses is reported to ``refused`` and left alone from then on.
    """
    total = 0
    left_alone = set(skip)
    findings = relint()
    for _ in range(MAX_PASSES):
        todo = [f for f in fixable(findings) if f.card.path not in left_alone]
        if not todo:
            break
        for path in sorted({f.card.path for f in todo}):
            try:
                total += fix_file(path, [f for f in todo if f.card.path == path])
            except FixRefused as error:
                refused(str(error))
                left_alone.add(path)
        findings = relint()
    return total, findings


def is_set_file(path: str | Path) -> bool:
    return str(path).endswith(SET_FILE_SUFFIX)
