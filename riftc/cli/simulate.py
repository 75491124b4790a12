"""Command line: ``riftc simulate`` (arguments and output; the games are riftc.selfplay's)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from riftc import pipeline
from riftc.cli.files import EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, FilePath, say
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
              help="The mode of play (483-489).")
@click.option("--workers", default=1, show_default=True, type=click.IntRange(min=1),
              help="Play in this many processes (concurrent.futures).")
@click.option("--cluster", metavar="ADDRESS", help="Play on the Dask scheduler at ADDRESS (needs riftc[cluster]).")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object instead of text.")
def simulate(paths: tuple[Path, ...], decks_file: Path | None, games: int, seed: int, mode: str,
             workers: int, cluster: str | None, as_json: bool) -> None:
    """Play whole games between random decks built from the cards in PATHS (sets, folders, card JSONL),
    or between the decks of --decks, with a random legal-action policy, checking the runtime's
    invariants after every action. Cards that do not compile are left out (and counted).

    Reports games, completed, winners, turns, distinct cards played, crashes and invariant failures with
    the seed that reproduces each. With --json one object: integer "games", "completed", "crashes",
    "invariant_failures", "distinct_cards_played", "cards_left_out", and "games_per_second". Exit status
    1 if a game crashed or broke an invariant, 2 for bad input.
    """
    run = pipeline.compile_paths(paths)
    pool = Pool(tuple(r.definition for r in run.results if r.compiled))  # type: ignore[misc]
    left_out = sum(1 for r in run.results if not r.compiled)
    decklists = ()
    if decks_file is not None:
        try:
            decklists = tuple(resolve(d, pool) for d in read_decklists(decks_file))
        except DeckListError as error:
            say(f"riftc simulate: {error}", err=True)
            sys.exit(EXIT_USAGE)
    if not pool.cards:
        say("riftc simulate: no card compiles in the inputs", err=True)
        sys.exit(EXIT_USAGE)
    summary = run_batch(jobs(pool, games, seed, mode, decklists), workers, cluster)
    report = {**summary.as_json(), "cards": len(run.results), "cards_left_out": left_out, "mode": mode}
    if as_json:
        say(json.dumps(report, indent=2))
    else:
        say(f"{report['games']} games ({mode}), {report['completed']} completed, {report['crashes']} crashes, "
            f"{report['invariant_failures']} invariant failures")
        say(f"cards: {report['cards']} read, {left_out} left out (they do not compile), "
            f"{report['distinct_cards_played']} distinct cards played")
        say(f"winners: {report['winners']}; turns: {report['turns']}")
        say(f"{report['games_per_second']} games/s, {report['seconds_per_action'] * 1000:.3f} ms per action")
        for item in report["crash_seeds"]:  # type: ignore[attr-defined]
            say(f"  crash, seed {item['seed']}: {item['error']}")
        for item in report["invariant_failure_seeds"]:  # type: ignore[attr-defined]
            say(f"  invariant failure, seed {item['seed']}: {item['failure']}")
    sys.exit(EXIT_FINDINGS if summary.crashes or summary.invariant_failures else EXIT_OK)
