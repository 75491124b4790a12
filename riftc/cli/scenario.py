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


@scenario.command("coverage")
@click.argument("paths", nargs=-1, type=click.Path(exists=True, path_type=Path))
@click.option("--rulings", "rulings", type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="The official rulings (default: ../shared/rules/rulings.jsonl).")
@click.option("--out-of-scope", "out_of_scope", type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="The list of rulings outside the game model, '- ID: reason' lines "
                   "(default: tests/scenarios/out_of_scope.md).")
@click.option("--list", "listing", is_flag=True, help="Also list each ruling id not encoded, with its status and reason.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object instead of text.")
def coverage(paths: tuple[Path, ...], rulings: Path | None, out_of_scope: Path | None, listing: bool,
             as_json: bool) -> None:
    """How many official rulings the scenarios in PATHS (default: tests/scenarios) encode.

    Encoded: cited by a passing scenario. Pending: cited only by pending scenarios (each with its
    reason). Out of scope: listed with a reason in the out-of-scope file. Not handled: the rest.
    With --json: {"rulings", "encoded", "pending", "out_of_scope", "not_handled" (counts), "ids":
    {status: [id, ...]}, "reasons": {id: reason}, "unknown": [...], "failed": [...]}. Exit status 1
    if a cited or listed id is unknown or a citing scenario fails.
    """
    from riftc.scenarios.coverage import OUT_OF_SCOPE, PROJECT_SCENARIOS, ruling_coverage

    found = ruling_coverage(paths or (PROJECT_SCENARIOS,), rulings=rulings, out_of_scope=out_of_scope or OUT_OF_SCOPE)
    counts = found.counts()
    if as_json:
        ids = {"encoded": found.encoded, "pending": found.pending, "out_of_scope": found.out_of_scope,
               "not_handled": found.not_handled}
        click.echo(json.dumps({**counts, "ids": ids, "reasons": found.reasons, "unknown": found.unknown,
                               "failed": found.failed}, indent=1, ensure_ascii=False))
    else:
        if listing:
            for status, ids in (("pending", found.pending), ("out of scope", found.out_of_scope),
                                ("not handled", found.not_handled)):
                for ruling in ids:
                    click.echo(f"{status:12} {ruling}  {found.reasons.get(ruling, '')}".rstrip())
        for ruling in found.unknown:
            click.echo(f"unknown ruling id {ruling!r} (not in rulings.jsonl)")
        for ruling in found.failed:
            click.echo(f"{ruling} is cited only by failing scenarios")
        click.echo(f"{counts['rulings']} rulings: {counts['encoded']} encoded, {counts['pending']} pending, "
                   f"{counts['out_of_scope']} out of scope, {counts['not_handled']} not handled")
    sys.exit(1 if found.unknown or found.failed else 0)


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
