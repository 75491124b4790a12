"""``riftc exercise``: use every ability of every card that compiles and check the runtime's invariants
(riftc.exercise does the work; this module reads the arguments and prints)."""

from __future__ import annotations

import json
import sys
from dataclasses import asdict
from pathlib import Path

import click

from riftc import pipeline
from riftc.cli.files import (EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, FilePath, diagnostic_records, holds_no_cards, say,
                             unreadable)
from riftc.errors import format_diagnostic, terminal_json
from riftc.exercise import ExerciseReport, exercise_run

FAILURES_SHOWN = 50  # in the text report; --json lists every one


@click.command()
@click.argument("paths", nargs=-1, required=True, type=FilePath(path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object instead of text.")
def exercise(paths: tuple[Path, ...], as_json: bool) -> None:
    """Use every ability of every card that compiles, on a board built for it, and check the
    runtime's invariants after every event.

    Each card that compiles is played (units, gear, spells), has each activated ability activated and
    each triggered ability's effect resolved, once per mode of a "Choose one", paying its costs; a use
    the rules refuse on the plain board is tried in a few other situations (attacking, defending, an
    opponent's spell on the chain, after a busy turn, with Equipment, Empowered and buffed).

    With --json: {"cards", "exercised", "failed", "not_compiled", "failures": [{"id", "name",
    "ability", "message", "log"}], "read_errors": [...]}. Exit status 0 when every card compiled and
    was exercised, 1 when a card failed or did not compile, 2 when an input cannot be read.
    """
    run = pipeline.compile_paths(paths)
    for diagnostic in run.read_diagnostics:
        say(format_diagnostic(diagnostic), err=True)
    if holds_no_cards(run.read_diagnostics):
        sys.exit(EXIT_USAGE)
    found = exercise_run(run)
    if as_json:
        data = {"cards": found.cards, "exercised": found.exercised, "failed": found.failed,
                "not_compiled": found.not_compiled, "failures": [asdict(f) for f in found.failures],
                "read_errors": diagnostic_records(run.read_diagnostics)}
        click.echo(terminal_json(json.dumps(data, indent=1, ensure_ascii=False)))
    else:
        _print(found)
    if unreadable(run.read_diagnostics):
        sys.exit(EXIT_USAGE)
    sys.exit(EXIT_OK if found.exercised == found.cards and not run.read_diagnostics else EXIT_FINDINGS)


def _print(found: ExerciseReport) -> None:
    for failure in found.failures[:FAILURES_SHOWN]:
        say(f"{failure.id} {failure.name}: {failure.ability}: {failure.message}")
    if len(found.failures) > FAILURES_SHOWN:
        say(f"… and {len(found.failures) - FAILURES_SHOWN} more (--json lists every one)")
    say(f"{found.exercised} of {found.cards} cards exercised ({found.failed} failed, "
        f"{found.not_compiled} not compiled)")
