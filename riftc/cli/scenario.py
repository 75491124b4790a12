"""Command line: ``riftc scenario run`` and ``riftc scenario coverage`` (arguments, output, exit codes;
the work is in riftc.scenarios, where the cards and rules are found in riftc.scenarios.paths)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from riftc.cli.files import EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, FilePath, files_named
from riftc.cli.reporting import Reporter, report_options
from riftc.config import ConfigError, Settings, load_settings
from riftc.errors import Diagnostic, Location, terminal_text
from riftc.scenarios import (CardLibrary, References, ScenarioFile, ScenarioResult, find_scenario_files,
                             load_references, read_scenario_file, run_file)
from riftc.scenarios.paths import ScenarioPaths, locate


def _project_options(command: Callable[..., Any]) -> Callable[..., Any]:
    """``--cards``, ``--rules`` and ``--no-rules-check``, shared by both scenario commands."""
    for option in reversed([
        click.option("--cards", "cards", multiple=True, type=FilePath(exists=True, path_type=Path),
                     help="Card sets to find cards in by id or name (repeatable; default: RIFTC_CARDS, then "
                          "[tool.riftc] cards in pyproject.toml, then a source checkout's cards/)."),
        click.option("--rules", "rules", type=FilePath(path_type=Path),
                     help="Folder with core-rules.md and rulings.jsonl to check 'rule:' and 'ruling:' lines "
                          "against (default: RIFTC_RULES, then [tool.riftc] rules, then a source checkout's "
                          "../shared/rules)."),
        click.option("--no-rules-check", "no_rules_check", is_flag=True,
                     help="Run without checking rule numbers and ruling ids (when no rules folder is at hand)."),
    ]):
        command = option(command)
    return command


def _settings(out: Reporter) -> Settings:
    try:
        return load_settings()
    except ConfigError as error:
        out.fail(f"riftc scenario: {error}")


def _library(out: Reporter, found: ScenarioPaths) -> CardLibrary:
    """The cards of the located sets; their read errors are reported (they make the run exit 2)."""
    if not found.cards:
        out.note(f"riftc scenario: {found.no_cards_message}")
        return CardLibrary()
    library = CardLibrary.from_paths(found.cards)
    out.diagnostics(library.diagnostics, reading=True, always=True)
    return library


def _references(out: Reporter, found: ScenarioPaths, no_check: bool) -> References:
    if no_check:
        return References()
    if found.rules_problem:
        out.fail(f"riftc scenario: {found.rules_problem} (or pass --no-rules-check)")
    return load_references(rules=found.rules) if found.rules is not None else References()


def _read(out: Reporter, paths: tuple[Path, ...], references: References, found: ScenarioPaths,
          no_check: bool) -> list[ScenarioFile]:
    """Every scenario file of ``paths``; exit 2 if a scenario cites rules that cannot be checked."""
    files = [read_scenario_file(path, references) for path in find_scenario_files(paths)]
    citing = [s for f in files for s in f.scenarios if s.rules or s.rulings]
    if citing and found.rules is None and not no_check:
        first = citing[0]
        out.fail(f"riftc scenario: {len(citing)} scenario(s) cite rules or rulings ({first.name!r}, line "
                 f"{first.line}) but {found.no_rules_message}; pass --no-rules-check to run them unchecked")
    return files


@click.group()
def scenario() -> None:
    """Rulings as executable tests: scenario files (*.scn, see docs/scenarios.md)."""


@scenario.command("run")
@click.argument("paths", nargs=-1, required=True, type=FilePath(exists=True, path_type=Path))
@_project_options
@report_options
def run(paths: tuple[Path, ...], cards: tuple[Path, ...], rules: Path | None, no_rules_check: bool,
        out: Reporter) -> None:
    """Run the scenarios in PATHS (files or folders searched for *.scn).

    Prints each failure with its file:line and the event log, each pending scenario with its reason
    (--verbose: each passing one too), and a summary. With --format json:
    {"passed", "failed", "pending", "results": [{"file", "line", "name", "ok", "status", "message"}],
    "cards", "rules", "read_errors", "messages", "exit_status"} ("ok" is null for a pending scenario;
    "read_errors" are the problems reading the card sets). Exit status 1 if any scenario failed, 2 if
    a card set could not be read completely (its problems are printed first, and the scenarios still
    run), the rules folder named cannot be used, scenarios cite rules but no rules folder is found,
    or a folder in PATHS holds no scenario file.
    """
    for path in paths:  # an empty folder must not pass for a run in which every scenario passed
        if not find_scenario_files([path]):
            out.fail(f"riftc scenario run: no scenario files (*.scn) in {path}")
    found = locate(cards, rules, _settings(out))
    references = _references(out, found, no_rules_check)
    library = _library(out, found)
    results = [result for source in _read(out, paths, references, found, no_rules_check)
               for result in run_file(source, library)]
    counts = {status: sum(r.status == status for r in results) for status in ("passed", "failed", "pending")}
    for result in results:
        _print(out, result)
    out.summary(f"{counts['passed']} passed, {counts['failed']} failed, {counts['pending']} pending",
                style="red" if counts["failed"] else "green")
    if library.diagnostics:
        out.note(f"{len(library.diagnostics)} problem(s) reading the card sets: {files_named(library.diagnostics)}")
    data = {**counts, "results": [_json(r) for r in results], "cards": [str(p) for p in found.cards],
            "rules": None if no_rules_check or found.rules is None else str(found.rules)}
    out.finish(EXIT_USAGE if library.diagnostics else EXIT_FINDINGS if counts["failed"] else EXIT_OK, data)


@scenario.command("coverage")
@click.argument("paths", nargs=-1, type=FilePath(exists=True, path_type=Path))
@click.option("--rulings", "rulings", type=FilePath(exists=True, dir_okay=False, path_type=Path),
              help="The official rulings (default: rulings.jsonl of the rules folder, see --rules).")
@click.option("--out-of-scope", "out_of_scope", type=FilePath(exists=True, dir_okay=False, path_type=Path),
              help="The list of rulings outside the game model, '- ID: reason' lines "
                   "(default: out_of_scope.md in the first scenario folder, if there is one).")
@click.option("--list", "listing", is_flag=True, help="Also list each ruling id not encoded, with its status and reason.")
@click.option("--keywords", is_flag=True,
              help="Also count, keyword by keyword (Core Rules 805 onwards), the sub-rules cited by a passing "
                   "scenario, and list those none cites.")
@_project_options
@report_options
def coverage(paths: tuple[Path, ...], rulings: Path | None, out_of_scope: Path | None, listing: bool, keywords: bool,
             cards: tuple[Path, ...], rules: Path | None, no_rules_check: bool, out: Reporter) -> None:
    """How many official rulings the scenarios in PATHS (default: [tool.riftc] scenarios, or a source
    checkout's tests/scenarios) encode.

    Encoded: cited by a passing scenario. Pending: cited only by pending scenarios (each with its
    reason). Out of scope: listed with a reason in the out-of-scope file. Not handled: the rest.
    With --format json: {"rulings", "encoded", "pending", "out_of_scope", "not_handled" (counts),
    "ids": {status: [id, ...]}, "reasons": {id: reason}, "unknown": [...], "failed": [...]}, and with
    --keywords also "keywords": {"rules", "covered" (counts), "sections": [{"section", "keyword",
    "rules", "covered", "uncovered": [rule, ...]}]}. Exit status 1 if a cited or listed id is unknown
    or a citing scenario fails, 2 when the scenarios, the rulings or (with --keywords) the Core Rules
    cannot be found.
    """
    from riftc.scenarios.coverage import PROJECT_SCENARIOS, ruling_coverage

    settings = _settings(out)
    if not paths:
        paths = settings.scenarios or ((PROJECT_SCENARIOS,) if PROJECT_SCENARIOS.is_dir() else ())
    if not paths:
        raise click.UsageError("no scenarios given: name them (PATH…) or set [tool.riftc] scenarios")
    found = locate(cards, rules, settings)
    references = _references(out, found, no_rules_check)
    if rulings is None:
        rulings = found.rules / "rulings.jsonl" if found.rules is not None else None
        if rulings is None or not rulings.is_file():
            out.fail(f"riftc scenario coverage: no rulings file: pass --rulings FILE, or --rules DIR holding "
                     f"rulings.jsonl ({found.no_rules_message})")
    core_rules = found.rules / "core-rules.md" if found.rules is not None else None
    if keywords and (core_rules is None or not core_rules.is_file()):
        out.fail(f"riftc scenario coverage: --keywords needs the Core Rules: pass --rules DIR holding core-rules.md "
                 f"({found.no_rules_message})")
    if out_of_scope is None:
        first = Path(paths[0])
        out_of_scope = (first if first.is_dir() else first.parent) / "out_of_scope.md"
    result = ruling_coverage(paths, rulings=rulings, out_of_scope=out_of_scope, library=_library(out, found),
                             references=references)
    counts = result.counts()
    if listing:
        for status, ids in (("pending", result.pending), ("out of scope", result.out_of_scope),
                            ("not handled", result.not_handled)):
            for ruling in ids:
                out.detail(f"{status:12} {ruling}  {result.reasons.get(ruling, '')}".rstrip())
    for ruling in result.unknown:
        out.detail(f"unknown ruling id {ruling!r} (not in {rulings})")
    for ruling in result.failed:
        out.detail(f"{ruling} is cited only by failing scenarios")
    out.summary(f"{counts['rulings']} rulings: {counts['encoded']} encoded, {counts['pending']} pending, "
                f"{counts['out_of_scope']} out of scope, {counts['not_handled']} not handled")
    ids = {"encoded": result.encoded, "pending": result.pending, "out_of_scope": result.out_of_scope,
           "not_handled": result.not_handled}
    report = {**counts, "ids": ids, "reasons": result.reasons, "unknown": result.unknown, "failed": result.failed}
    if keywords:
        report["keywords"] = _keyword_report(out, core_rules, result.rules_cited)
    out.finish(EXIT_FINDINGS if result.unknown or result.failed else EXIT_OK, report)


def _keyword_report(out: Reporter, core_rules: Path, cited: tuple[str, ...]) -> dict[str, object]:
    """Print keyword by keyword how many sub-rules passing scenarios cite; the JSON part of it."""
    from riftc.scenarios.keyword_rules import keyword_coverage, read_keyword_rules

    sections = keyword_coverage(read_keyword_rules(core_rules), cited)
    for section in sections:
        total = len(section.covered) + len(section.uncovered)
        uncited = f"; not cited: {', '.join(section.uncovered)}" if section.uncovered else ""
        out.detail(f"{section.section} {section.keyword}: {len(section.covered)} of {total} sub-rules cited{uncited}")
    covered = sum(len(s.covered) for s in sections)
    total = covered + sum(len(s.uncovered) for s in sections)
    out.summary(f"keyword sub-rules: {covered} of {total} cited by a passing scenario")
    return {"rules": total, "covered": covered, "sections": [s.as_json() for s in sections]}


def _json(result: ScenarioResult) -> dict[str, object]:
    ok = None if result.status == "pending" else result.ok
    return {"file": result.file, "line": result.line, "name": result.name, "ok": ok,
            "status": result.status, "message": result.message}


def _print(out: Reporter, result: ScenarioResult) -> None:
    if result.status == "failed":
        if out.fmt == "github":
            line = int(result.where.rsplit(":", 1)[1]) if result.where.rsplit(":", 1)[-1].isdigit() else result.line
            out.diagnostics([Diagnostic(Location(result.file, line, 1), "scenario-failed",
                                        f"{result.name}: {result.message}")])
        out.detail(f"{terminal_text(result.where)}: {click.style('FAILED', fg='red', bold=True)} "
                   f"{terminal_text(result.name)}", raw=True)
        out.detail(_indent(result.message))
        out.detail("  event log:" if result.log else "  event log: (empty)")
        for line in result.log:
            out.detail(f"    {line}")
    elif result.status == "pending":
        out.detail(f"{terminal_text(result.file)}:{result.line}: {click.style('PENDING', fg='yellow')} "
                   f"{terminal_text(result.name)}", raw=True)
        out.detail(_indent(result.message))
    else:
        out.detail(f"{result.file}:{result.line}: passed {result.name}", verbose_only=True)


def _indent(text: str) -> str:
    return "\n".join(f"  {line}" for line in text.splitlines())
