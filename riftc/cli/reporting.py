"""The output contract every reporting command shares (docs/cli.md).

``--format text|json|github`` (``--json`` is ``--format json``), ``--quiet``/``--verbose`` and the
exit status: 0 clean, 1 findings (failures, cards not compiled, stale output), 2 a usage error or
input that cannot be read. ``text`` prints diagnostics with source and caret on standard error and
the summary on standard output, in colour on a terminal only (never with ``NO_COLOR`` set);
``json`` prints one object on standard output and nothing else there, reader errors included;
``github`` prints one Actions annotation per diagnostic on standard output and the summary on
standard error.
"""

from __future__ import annotations

import functools
import json
import os
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, NoReturn

import click

from riftc.cli.files import EXIT_USAGE, diagnostic_records, say
from riftc.errors import Diagnostic, format_diagnostic, terminal_json, terminal_lines
from riftc.lint.output import annotation

FORMATS = ("text", "json", "github")
_SEVERITY_COLOURS = {"error": "red", "warning": "yellow", "info": "cyan"}


def colour_enabled() -> bool:
    """False when ``NO_COLOR`` is set to anything (https://no-color.org); otherwise click decides, which
    strips colour from whatever is not a terminal."""
    return not os.environ.get("NO_COLOR")


@dataclass
class Reporter:
    """How one command run reports: collects what the JSON object holds, prints what text shows."""

    fmt: str = "text"
    quiet: bool = False
    verbose: bool = False
    read_errors: list[Diagnostic] = field(default_factory=list)
    messages: list[str] = field(default_factory=list)

    @property
    def text(self) -> bool:
        return self.fmt == "text"

    def _echo(self, line: str, *, err: bool) -> None:
        click.echo(line, err=err, color=None if colour_enabled() else False)

    def diagnostics(self, found: Iterable[Diagnostic], *, reading: bool = False, always: bool = False) -> None:
        """Report diagnostics: with source and caret (text; skipped by --quiet unless ``always``), as
        annotations (github), or kept for the JSON object (``reading``: under "read_errors")."""
        found = list(found)
        if reading:
            self.read_errors += found
        if self.fmt == "github":
            for diagnostic in found:
                click.echo(annotation(diagnostic))
        elif self.text and (always or not self.quiet):
            for diagnostic in found:
                self._echo(coloured(terminal_lines(format_diagnostic(diagnostic))), err=True)

    def summary(self, line: str, *, style: str | None = None) -> None:
        """The command's summary line: printed even with --quiet (text on standard output, github on
        standard error), never in JSON (the object holds the same numbers)."""
        if self.fmt == "json":
            return
        shown = terminal_lines(line)
        self._echo(click.style(shown, fg=style, bold=True) if style else shown, err=self.fmt == "github")

    def detail(self, line: str, *, verbose_only: bool = False, raw: bool = False) -> None:
        """A line of the report below the summary (a table row, a failure): skipped by --quiet, and
        unless --verbose when ``verbose_only``. ``raw``: the caller escaped the line's card text
        already (``terminal_text``) and coloured parts of it."""
        if self.fmt == "json" or self.quiet or (verbose_only and not self.verbose):
            return
        self._echo(line if raw else terminal_lines(line), err=self.fmt == "github")

    def note(self, message: str) -> None:
        """Something the user must know about the outcome ("left unchanged", "no files"): standard
        error in text and github, "messages" in JSON; never hidden by --quiet."""
        self.messages.append(message)
        if self.fmt != "json":
            say(message, err=True)

    def finish(self, status: int, data: dict[str, object] | None = None) -> NoReturn:
        """Print the JSON object (``data`` plus "read_errors", "messages" and "exit_status") and exit."""
        if self.fmt == "json":
            record = {**(data or {}), "read_errors": diagnostic_records(self.read_errors),
                      "messages": self.messages, "exit_status": status}
            click.echo(terminal_json(json.dumps(record, indent=1, ensure_ascii=False)))
        sys.exit(status)

    def fail(self, message: str, data: dict[str, object] | None = None) -> NoReturn:
        """End the command with exit status 2 (input that cannot be used), saying why."""
        self.note(message)
        self.finish(EXIT_USAGE, data)


def coloured(text: str) -> str:
    """``text`` with the ``error[code]`` / ``warning[code]`` head of each diagnostic in its colour
    (click removes the colour again where it must not show)."""
    out = []
    for line in text.split("\n"):
        for severity, colour in _SEVERITY_COLOURS.items():
            marker = f": {severity}["
            at = line.find(marker)
            if at >= 0 and "]" in line[at:]:
                end = line.index("]", at) + 1
                line = line[:at + 2] + click.style(line[at + 2:end], fg=colour, bold=True) + line[end:]
                break
        out.append(line)
    return "\n".join(out)


def report_options(command: Callable[..., Any]) -> Callable[..., Any]:
    """Add ``--format``, ``--json``, ``--quiet`` and ``--verbose`` to a click command, which receives
    them as one ``out: Reporter`` argument."""
    @functools.wraps(command)
    def wrapper(*args: Any, fmt: str, as_json: bool, quiet: bool, verbose: bool, **kwargs: Any) -> Any:
        if quiet and verbose:
            raise click.UsageError("--quiet and --verbose cannot be used together")
        if as_json and fmt not in ("text", "json"):
            raise click.UsageError(f"--json is --format json: it cannot be used with --format {fmt}")
        return command(*args, out=Reporter("json" if as_json else fmt, quiet, verbose), **kwargs)

    options = [
        click.option("--format", "fmt", type=click.Choice(FORMATS), default="text", show_default=True,
                     help="text: for people; json: one object on standard output; github: Actions annotations."),
        click.option("--json", "as_json", is_flag=True, help="The same as --format json."),
        click.option("--quiet", "-q", is_flag=True, help="Print the summary line only (and what stops the command)."),
        click.option("--verbose", "-v", is_flag=True, help="Print every item, not only failures and groups."),
    ]
    for option in reversed(options):
        wrapper = option(wrapper)
    return wrapper
