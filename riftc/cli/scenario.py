"""Command line: ``riftc scenario run`` (arguments, output, exit codes; the work is in riftc.scenarios)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from riftc.cli.files import EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, FilePath, diagnostic_records, files_named, say
from riftc.errors import Diagnostic, format_diagnostic, terminal_json
from riftc.scenarios import CardLibrary, ScenarioResult, default_library, find_scenario_files, run_paths
from riftc.sources import read_sources


@click.group()
def scenario() -> None:
    """Rulings as executable tests: scenario files (*.scn, see docs/scenarios.md)."""


@scenario.command("run")
@click.argument("paths", nargs=-1, required=True, type=FilePath(exists=True, path_type=Path))
@click.option("--cards", "cards", multiple=True, type=FilePath(exists=True, path_type=Path),
              help="Card sets to find cards in by id or name (repeatable; default: the project's cards/).")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object instead of text.")
def run(paths: tuple[Path, ...], cards: tuple[Path, ...], as_json: bool) -> None:
    """Run the scenarios in PATHS (files or folders searched for *.scn).

    Prints each failure with its file:line and the event log, each pending scenario with the
    diagnostic of the card that does not compile yet, and a summary. With --json:
    {"passed", "failed", "pending", "results": [{"file", "line", "name", "ok", "status", "message"}],
    "read_errors": [{"file", "line", "column", "code", "message"}]} ("ok" is null for a pending
    scenario; "read_errors" are the problems reading the --cards sets). Exit status 1 if any scenario
    failed, 2 if a --cards set could not be read completely (its problems are printed first, and the
    scenarios still run) or a folder in PATHS holds no scenario file.
    """
    for path in paths:  # an empty folder must not pass for a run in which every scenario passed
        if not find_scenario_files([path]):
            say(f"riftc scenario run: no scenario files (*.scn) in {path}", err=True)
            sys.exit(EXIT_USAGE)
    read_errors: tuple[Diagnostic, ...] = ()
    if cards:
        sets = read_sources(list(cards))
        read_errors = sets.diagnostics
        for problem in read_errors:
            say(format_diagnostic(problem), err=True)
        library = CardLibrary(sets.cards)
    else:
        library = default_library()
    results = run_paths(paths, library)
    counts = {status: sum(r.status == status for r in results) for status in ("passed", "failed", "pending")}
    if as_json:
        data = {**counts, "results": [_json(r) for r in results], "read_errors": diagnostic_records(read_errors)}
        click.echo(terminal_json(json.dumps(data, indent=1, ensure_ascii=False)))
    else:
        for result in results:
            _print(result)
        say(f"{counts['passed']} passed, {counts['failed']} failed, {counts['pending']} pending")
        if read_errors:
            say(f"{len(read_errors)} problem(s) reading the --cards sets: {files_named(read_errors)}", err=True)
    sys.exit(EXIT_USAGE if read_errors else EXIT_FINDINGS if counts["failed"] else EXIT_OK)


def _json(result: ScenarioResult) -> dict[str, object]:
    ok = None if result.status == "pending" else result.ok
    return {"file": result.file, "line": result.line, "name": result.name, "ok": ok,
            "status": result.status, "message": result.message}


def _print(result: ScenarioResult) -> None:
    if result.status == "failed":
        say(f"{result.where}: FAILED {result.name}")
        say(_indent(result.message))
        say("  event log:" if result.log else "  event log: (empty)")
        for line in result.log:
            say(f"    {line}")
    elif result.status == "pending":
        say(f"{result.file}:{result.line}: PENDING {result.name}")
        say(_indent(result.message))


def _indent(text: str) -> str:
    return "\n".join(f"  {line}" for line in text.splitlines())
