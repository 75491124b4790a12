"""Diagnostics: spans, error records and their human-readable rendering (every stage reports here)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

# What must not reach a terminal raw: control characters (ESC starts colour and title sequences, BEL,
# backspace, carriage return, C1 controls), the line and paragraph separators, the bidirectional
# controls that reorder what is shown, and lone surrogates (which cannot even be written as UTF-8).
_UNSAFE_IN_JSON = "\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ud800-\udfff"
_UNSAFE = re.compile(f"[\x00-\x1f{_UNSAFE_IN_JSON}]")
_UNSAFE_JSON = re.compile(f"[{_UNSAFE_IN_JSON}]")  # json.dumps escapes the C0 controls itself


def terminal_text(text: str) -> str:
    """``text`` safe to print: each unsafe character shown as its escape (``\\x1b``, ``\\u202e``),
    everything else (accented letters, symbols, ``⏎``) as it is."""
    return _UNSAFE.sub(lambda found: found.group().encode("unicode_escape").decode("ascii"), text)


def terminal_lines(text: str) -> str:
    """``terminal_text`` for each line of ``text``, keeping its line breaks."""
    return "\n".join(terminal_text(line) for line in text.split("\n"))


def terminal_json(text: str) -> str:
    """JSON text (from ``json.dumps(..., ensure_ascii=False)``) with the characters ``terminal_text``
    escapes written as ``\\uXXXX``: still the same JSON, and safe to print."""
    return _UNSAFE_JSON.sub(lambda found: f"\\u{ord(found.group()):04x}", text)


@dataclass(frozen=True, order=True)
class Span:
    """A half-open character range ``[start, end)`` inside one card text string.

    Offsets count characters of the text exactly as the card has it, lines joined by ``\\n``.
    """

    start: int
    end: int


class Severity(str, Enum):
    """How bad a diagnostic is: errors stop a card from compiling, warnings do not."""

    ERROR = "error"
    WARNING = "warning"


@dataclass(frozen=True)
class Location:
    """Where a diagnostic points in a source file (1-based line and column)."""

    path: str
    line: int
    column: int


@dataclass(frozen=True)
class Diagnostic:
    """One problem found in a card set, pointing at the exact place in its source file.

    ``source_line`` is the text of the offending line (shown with a caret under ``column``),
    ``card_id``/``card_name`` say which card it belongs to (empty for file-level problems),
    ``fix`` is a certain replacement for ``length`` characters at the location, if one exists.
    """

    location: Location
    code: str
    message: str
    severity: Severity = Severity.ERROR
    card_id: str = ""
    card_name: str = ""
    source_line: str = ""
    length: int = 1
    fix: str | None = None

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR


def format_diagnostic(diagnostic: Diagnostic, *, show_source: bool = True) -> str:
    """Render a diagnostic as ``file:line:col: error[code] ID Name: message`` plus source and caret."""
    loc = diagnostic.location
    who = " ".join(part for part in (diagnostic.card_id, diagnostic.card_name) if part)
    head = f"{loc.path}:{loc.line}:{loc.column}: {diagnostic.severity.value}[{diagnostic.code}]"
    head = terminal_text(head + (f" {who}: {diagnostic.message}" if who else f" {diagnostic.message}"))
    if not (show_source and diagnostic.source_line):
        return head
    # Card text reaches the terminal escaped; the caret is placed under the escaped text.
    source = diagnostic.source_line.rstrip("\n")
    start, length = loc.column - 1, max(1, diagnostic.length)
    gutter = f"{loc.line} | "
    caret = " " * (len(gutter) + _shown_width(source, 0, start)) + "^" * _shown_width(source, start, length)
    lines = [head, gutter + terminal_text(source), caret]
    if diagnostic.fix is not None:
        lines.append(" " * len(gutter) + f"fix: {diagnostic.fix!r}")
    return "\n".join(lines)


def _shown_width(line: str, start: int, length: int) -> int:
    """How many columns ``length`` characters of ``line`` from ``start`` take once escaped (characters
    past the end of the line count one each, as a caret there points after the text)."""
    part = line[start:start + length]
    return len(terminal_text(part)) + length - len(part)


class RiftcError(Exception):
    """Raised for input that cannot be read at all (missing file, unknown format); carries diagnostics."""

    def __init__(self, diagnostics: list[Diagnostic] | tuple[Diagnostic, ...]) -> None:
        self.diagnostics = tuple(diagnostics)
        super().__init__("\n".join(format_diagnostic(d) for d in self.diagnostics))
