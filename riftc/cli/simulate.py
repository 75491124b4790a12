"""``riftc simulate``: self-play games (riftc.selfplay does the work; this module reads the arguments and
reports, docs/cli.md)."""

from __future__ import annotations

from pathlib import Path

import click

from riftc import pipeline
from riftc.cli.files import EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, FilePath, holds_no_cards, unreadable
from riftc.cli.reporting import Reporter, report_options
from riftc.selfplay.batch import MODES, jobs, run_batch
from riftc.selfplay.decks import Pool, resolve
from riftc.sources.decklists import DeckListError, read_decklists


@click.command()
@click.argument("paths", nargs=-1, required=True, type=FilePath(exists=True, path_type=Path))
@click.option("--decks", "decks_file", type=FilePath(exists=True, dir_okay=False, path_type=Path),
              help="Deck lists to play (docs/decklists.md) instead of random decks from the cards.")
@click.option("--games", default=100, show_default=True, type=click.IntRange(min=1), help="How many games to play.")
@click.option("--seed", default=1, show_default=True, type=int,
              help="Game i uses seed SEED+i (its decks and choices); --games 1 --seed N replays game N.")
@click.option("--mode", default="duel", show_default=True, type=click.Choice(sorted(MODES)),
              help="The mode of play (483-489); match plays whole best-of-3 matches (486.6).")
@click.option("--workers", default=1, show_default=True, type=click.IntRange(min=1),
              help="Play in this many processes (concurrent.futures).")
@click.option("--cluster", metavar="ADDRESS", help="Play on the Dask scheduler at ADDRESS (needs riftc[cluster]).")
@report_options
def simulate(paths: tuple[Path, ...], decks_file: Path | None, games: int, seed: int, mode: str,
             workers: int, cluster: str | None, out: Reporter) -> None:
    """Play whole games between random decks built from the cards in PATHS (sets, folders, card JSONL),
    or between the decks of --decks, with a random legal-action policy, checking the runtime's
    invariants after every action. Cards that do not compile are left out (and counted).

    Reports games, completed, winners, turns, distinct cards played, crashes and invariant failures with
    the seed that reproduces each. Exit status 0 when no game crashed or broke an invariant, 1 when one
    did, 2 for input that cannot be used. With --format json: integer "games", "completed", "crashes",
    "invariant_failures", "distinct_cards_played", "cards", "cards_left_out" and "actions", float
    "games_per_second" and "seconds_per_action", "winners", "turns", "crash_seeds",
    "invariant_failure_seeds", "unfinished_seeds" (games with no winner at the caps of 150 turns and
    4,000 actions), "mode", "read_errors", "messages", "exit_status".
    """
    run = pipeline.compile_paths(paths)
    out.diagnostics(run.read_diagnostics, reading=True, always=unreadable(run.read_diagnostics))
    if holds_no_cards(run.read_diagnostics):
        out.finish(EXIT_USAGE)
    pool = Pool(tuple(r.definition for r in run.results if r.compiled))  # type: ignore[misc]
    if not pool.cards:
        out.fail("riftc simulate: no card compiles in the inputs")
    decklists = ()
    if decks_file is not None:
        try:
            decklists = tuple(resolve(d, pool) for d in read_decklists(decks_file))
        except DeckListError as error:
            out.fail(f"riftc simulate: {error}")
    summary = run_batch(jobs(pool, games, seed, mode, decklists), workers, cluster)
    report = {**summary.as_json(), "cards": len(run.results),
              "cards_left_out": sum(1 for r in run.results if not r.compiled), "mode": mode}
    out.summary(f"{report['games']} games ({mode}), {report['completed']} completed, {report['crashes']} crashes, "
                f"{report['invariant_failures']} invariant failures")
    out.detail(f"cards: {report['cards']} read, {report['cards_left_out']} left out (they do not compile), "
               f"{report['distinct_cards_played']} distinct cards played")
    out.detail(f"winners: {report['winners']}; turns: {report['turns']}")
    out.detail(f"{report['games_per_second']} games/s, {float(report['seconds_per_action']) * 1000:.3f} ms per action")  # type: ignore[arg-type]
    for seed_of, error in summary.crashes:
        out.detail(f"  crash, seed {seed_of}: {error}")
    for seed_of, failure in summary.invariant_failures:
        out.detail(f"  invariant failure, seed {seed_of}: {failure}")
    if summary.unfinished:
        out.detail(f"  no winner at the caps (150 turns, 4,000 actions), seeds: {summary.unfinished}")
    status = EXIT_FINDINGS if summary.crashes or summary.invariant_failures else EXIT_OK
    out.finish(EXIT_USAGE if unreadable(run.read_diagnostics) else status, report)
