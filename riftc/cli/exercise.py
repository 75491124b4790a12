"""``riftc exercise``: use every ability of every card that compiles and check the runtime's invariants
(riftc.exercise does the work; this module reads the arguments and reports, docs/cli.md)."""

from __future__ import annotations

from dataclasses import asdict
from pathlib import Path

import click

from riftc import pipeline
from riftc.cli.files import EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, FilePath, holds_no_cards, unreadable
from riftc.cli.reporting import Reporter, report_options
from riftc.exercise import exercise_run


@click.command()
@click.argument("paths", nargs=-1, required=True, type=FilePath(path_type=Path))
@report_options
def exercise(paths: tuple[Path, ...], out: Reporter) -> None:
    """Use every ability of every card that compiles, on a board built for it, and check the
    runtime's invariants after every event.

    Each card that compiles is played (units, gear, spells), has each activated ability activated and
    each triggered ability's effect resolved, once per mode of a "Choose one", paying its costs; a use
    the rules refuse on the plain board is tried in a few other situations (attacking, defending, an
    opponent's spell on the chain, after a busy turn, with Equipment, Empowered and buffed).
    Exit status 0 when every card compiled and was exercised, 1 when a card failed or did not
    compile, 2 when an input cannot be read or holds no card.
    With --format json: {"cards", "exercised", "failed", "not_compiled", "failures": [{"id", "name",
    "ability", "message", "log"}], "read_errors", "messages", "exit_status"}.
    """
    run = pipeline.compile_paths(paths)
    out.diagnostics(run.read_diagnostics, reading=True, always=unreadable(run.read_diagnostics))
    if holds_no_cards(run.read_diagnostics):
        out.finish(EXIT_USAGE)
    found = exercise_run(run)
    data: dict[str, object] = {"cards": found.cards, "exercised": found.exercised, "failed": found.failed,
                               "not_compiled": found.not_compiled, "failures": [asdict(f) for f in found.failures]}
    for failure in found.failures:
        out.detail(f"{failure.id} {failure.name}: {failure.ability}: {failure.message}")
        for line in failure.log:
            out.detail(f"    {line}", verbose_only=True)
    out.summary(f"{found.exercised} of {found.cards} cards exercised ({found.failed} failed, "
                f"{found.not_compiled} not compiled)")
    clean = found.exercised == found.cards and not run.read_diagnostics
    out.finish(EXIT_USAGE if unreadable(run.read_diagnostics) else EXIT_OK if clean else EXIT_FINDINGS, data)
