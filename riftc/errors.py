"""Diagnostics: spans, error records and their human-readable rendering (every stage reports here)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


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
    head += f" {who}: {diagnostic.message}" if who else f" {diagnostic.message}"
    if not (show_source and diagnostic.source_line):
        return head
    gutter = f"{loc.line} | "
    caret = " " * (len(gutter) + loc.column - 1) + "^" * max(1, diagnostic.length)
    lines = [head, gutter + diagnostic.source_line.rstrip("\n"), caret]
    if diagnostic.fix is not None:
        lines.append(" " * len(gutter) + f"fix: {diagnostic.fix!r}")
    return "\n".join(lines)


class RiftcError(Exception):
    """Raised for input that cannot be read at all (missing file, unknown format); carries diagnostics."""

    def __init__(self, diagnostics: list[Diagnostic] | tuple[Diagnostic, ...]) -> None:
        self.diagnostics = tuple(diagnostics)
        super().__init__("\n".join(format_diagnostic(d) for d in self.diagnostics))
