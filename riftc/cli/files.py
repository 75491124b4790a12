"""What every command shares about its files: exit codes, path arguments, input checks and safe writes."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, NoReturn

import click

from riftc.atomic import WriteError, write_text_atomic, write_texts_atomic
from riftc.errors import Diagnostic, terminal_lines
from riftc.sources import NO_CARDS, UNREADABLE_INPUT

EXIT_OK, EXIT_FINDINGS, EXIT_USAGE = 0, 1, 2


class FilePath(click.Path):
    """``click.Path`` that refuses an empty argument: ``Path("")`` is ".", so ``riftc build ""`` (a
    variable that expanded to nothing) would read, or write into, the whole current folder."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if isinstance(value, str) and not value:
            self.fail("the path is empty (a variable that expanded to nothing?)", param, ctx)
        return super().convert(value, param, ctx)


def say(text: str, *, err: bool = False, nl: bool = True) -> None:
    """``click.echo`` for text that may hold card names, card text or paths: control characters and
    other unsafe ones are shown escaped (``\\x1b``), so a card cannot colour or retitle the terminal."""
    click.echo(terminal_lines(text), err=err, nl=nl)


def holds_no_cards(diagnostics: Iterable[Diagnostic]) -> bool:
    """True when an input gave no card at all (an empty folder or file): nothing to build or write."""
    return any(d.code == NO_CARDS for d in diagnostics)


def unreadable(diagnostics: Iterable[Diagnostic]) -> bool:
    """True when an input could not be read at all, or held no card."""
    return any(d.code in (NO_CARDS, UNREADABLE_INPUT) for d in diagnostics)


def files_named(diagnostics: Iterable[Diagnostic], most: int = 6) -> str:
    """The files the diagnostics point at, in order, at most ``most`` of them: "a.rift, b.jsonl …"."""
    paths = list(dict.fromkeys(d.location.path for d in diagnostics))
    return ", ".join(paths[:most]) + (" …" if len(paths) > most else "")


def diagnostic_records(diagnostics: Iterable[Diagnostic]) -> list[dict[str, object]]:
    """Diagnostics as JSON objects: {"file", "line", "column", "code", "severity", "id", "name", "message",
    "fix"} ("id" and "name" are empty for a problem outside any card, "fix" null without a certain fix)."""
    return [{"file": d.location.path, "line": d.location.line, "column": d.location.column, "code": d.code,
             "severity": d.severity.value, "id": d.card_id, "name": d.card_name, "message": d.message,
             "fix": d.fix} for d in diagnostics]


def write_or_exit(command: str, target: Path | str, text: str,
                  fail: Callable[[str], NoReturn] | None = None) -> None:
    """Replace ``target`` atomically with ``text``; a file that cannot be written ends the command (exit 2)
    with a message naming it (through ``fail``, the command's reporter, when given), and leaves what was
    there untouched."""
    try:
        write_text_atomic(target, text)
    except OSError as error:
        reason = error.strerror or str(error)
        _stop(f"riftc {command}: cannot write {target}: {reason} (the file was left as it was)", fail)


def write_all_or_exit(command: str, files: dict[Path, str], fail: Callable[[str], NoReturn] | None = None) -> None:
    """Replace every file of ``files`` or none (``riftc.atomic.write_texts_atomic``); a file that
    cannot be written ends the command (exit 2) with a message naming it."""
    try:
        write_texts_atomic(files)
    except WriteError as error:
        _stop(f"riftc {command}: cannot write {error.target}: {error.strerror} (no file was changed)", fail)


def _stop(message: str, fail: Callable[[str], NoReturn] | None) -> NoReturn:
    if fail is not None:
        fail(message)
    say(message, err=True)
    sys.exit(EXIT_USAGE)
