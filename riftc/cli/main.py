"""Command line: arguments, output and exit codes for riftc; the work happens in riftc.pipeline."""

from __future__ import annotations

import gc
import importlib
import json
import os
import sys
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

# A command is one short batch that keeps what it builds (parser, ASTs) and makes few cycles, so
# the collector's default pace (a young pass every 700 new objects, a full pass every 100 young
# passes) mostly re-walks live objects: ~0.1 s of a cold `riftc coverage`. Young passes every
# 10 000 objects, full passes about never in one run; set before the compiler's modules are
# imported, since importing them is itself a burst of objects.
CLI_GC_THRESHOLDS = (10_000, 50, 100)
gc.set_threshold(*CLI_GC_THRESHOLDS)

import click  # noqa: E402

from riftc import __version__, pipeline  # noqa: E402
from riftc.cli import report  # noqa: E402
from riftc.atomic import write_text_atomic  # noqa: E402
from riftc.codegen import REGISTRY_FILE  # noqa: E402
from riftc.errors import format_diagnostic  # noqa: E402
from riftc.sources.setformat import write_jsonl, write_set_files  # noqa: E402
from riftc.sources import CardSource, read_sources  # noqa: E402

PROGRESS_THRESHOLD = 300  # cards; smaller builds finish before a bar would be worth drawing

INPUTS = click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))


class LazyGroup(click.Group):
    """A command group whose heavier subcommands are imported only when they are run (or listed in
    ``--help``): ``riftc coverage`` need not pay for loading the linter and the scenario runner."""

    # command name -> "module:attribute" of its click command
    LAZY_COMMANDS = {"lint": "riftc.cli.lint:lint", "scenario": "riftc.cli.scenario:scenario"}

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*super().list_commands(ctx), *self.LAZY_COMMANDS})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name in self.LAZY_COMMANDS and cmd_name not in self.commands:
            module_name, attribute = self.LAZY_COMMANDS[cmd_name].split(":")
            self.add_command(getattr(importlib.import_module(module_name), attribute), cmd_name)
        return super().get_command(ctx, cmd_name)


def run() -> None:
    """The ``riftc`` program (script and ``python -m riftc``): ``main``, then a quick exit.

    A normal interpreter exit frees every object one by one (the parser's tables, each card's
    trees): about 0.15 s after a `riftc coverage`, with nothing left to do. So once the command
    has finished, riftc saves its caches, flushes its output and ends the process at once; the
    operating system takes the memory back whole. Crashes still exit the usual way, traceback
    and all. (Tests call ``main`` through click's runner, which never gets here.)
    """
    try:
        main()
        status: object = 0
    except SystemExit as stop:
        status = stop.code
    _exit_now(status)


def _exit_now(status: object) -> None:
    """Exit like ``sys.exit(status)``, minus the interpreter's teardown."""
    if status is None:
        code = 0
    elif isinstance(status, int):
        code = status
    else:  # sys.exit("message") prints the message and fails
        print(status, file=sys.stderr)
        code = 1
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # a closed pipe (riftc … | head): nothing more to say
            code = code or 1
    os._exit(code)


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="riftc")
def main() -> None:
    """riftc compiles Riftbound card text into runtime abilities.

    Every command reads card sets: set folders, set files (*.rift, see docs/card-format.md) or card
    JSONL files in the schema of the official card corpus.
    """


@contextmanager
def _progress(cards: int) -> Iterator[object]:
    if cards > PROGRESS_THRESHOLD:
        with click.progressbar(length=cards, label="compiling", file=sys.stderr) as bar:
            yield bar
    else:
        yield None


def _compile(paths: Iterable[Path]) -> pipeline.CompileRun:
    cards = read_sources(list(paths))
    with _progress(len(cards.cards)) as bar:
        def advance(items: Iterable[CardSource]) -> Iterator[CardSource]:
            for item in items:
                yield item
                if bar is not None:
                    bar.update(1)
        results = tuple(pipeline.compile_card(card) for card in advance(cards.cards))
    return pipeline.CompileRun(results, cards.diagnostics)


def _print_diagnostics(run: pipeline.CompileRun) -> None:
    for diagnostic in run.diagnostics:
        click.echo(format_diagnostic(diagnostic), err=True)


def _print_summary(run: pipeline.CompileRun) -> None:
    counts = report.Counts.of(run.results)
    click.echo(f"{counts.compiled} of {counts.cards} cards compiled "
               f"({counts.parsed} parsed, {counts.round_trip} round-trip)")
    groups = report.group_failures(run)
    if groups:
        click.echo("Not compiled, by reason:")
    for reason, results in groups:
        ids = ", ".join(r.card.id for r in results[:6]) + (" …" if len(results) > 6 else "")
        click.echo(f"  {len(results):4d}  {reason}  [{ids}]")
    if run.read_diagnostics:
        click.echo(f"{len(run.read_diagnostics)} problem(s) reading the inputs")


@main.command()
@INPUTS
@click.option("--out", "out_dir", type=click.Path(file_okay=False, path_type=Path), default=Path("generated"),
              show_default=True, help="Folder to write the registry into.")
@click.option("--check", "check_only", is_flag=True,
              help="Write nothing; exit 1 if the registry in --out is missing or stale.")
@click.option("--partial", is_flag=True,
              help="Write the registry even when some cards do not compile (they are listed in NOT_COMPILED).")
@click.option("--quiet", "-q", is_flag=True, help="Print the summary only, not each diagnostic.")
def build(paths: tuple[Path, ...], out_dir: Path, check_only: bool, partial: bool, quiet: bool) -> None:
    """Compile card sets into the ability registry (OUT/registry.py).

    Exit status 0 when every card compiled (and, with --check, the registry is up to date), 1
    otherwise. Without --partial, a build with any failing card writes nothing, so the previous
    registry stays intact; the file is always replaced atomically.
    """
    run = _compile(paths)
    if not quiet:
        _print_diagnostics(run)
    _print_summary(run)
    text = pipeline.registry_text(run)
    target = out_dir / REGISTRY_FILE
    if check_only:
        current = target.read_text(encoding="utf-8") if target.is_file() else None
        if current != text:
            click.echo(f"{target} is stale: run `riftc build {' '.join(map(str, paths))}` and commit it", err=True)
            sys.exit(1)
        click.echo(f"{target} is up to date")
    elif run.ok or (partial and not run.read_diagnostics):
        write_text_atomic(target, text)
        click.echo(f"wrote {target}")
    else:
        click.echo(f"{target} left unchanged: fix the errors above (or use --partial)", err=True)
    sys.exit(0 if run.ok else 1)


@main.command("import")
@click.argument("jsonl", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--out", "out_dir", required=True, type=click.Path(file_okay=False, path_type=Path),
              help="Folder for the set files (one <set>.rift per set).")
def import_(jsonl: Path, out_dir: Path) -> None:
    """Turn card JSONL (the corpus schema) into one set file per set."""
    sources = read_sources([jsonl])
    for diagnostic in sources.diagnostics:
        click.echo(format_diagnostic(diagnostic), err=True)
    files = write_set_files(sources.cards)
    for name, text in sorted(files.items()):
        write_text_atomic(out_dir / name, text)
    click.echo(f"wrote {len(sources.cards)} cards in {len(files)} set files to {out_dir}")
    sys.exit(1 if sources.diagnostics else 0)


@main.command("export")
@INPUTS
@click.option("--out", "out_file", type=click.Path(dir_okay=False, path_type=Path),
              help="JSONL file to write (default: standard output).")
def export(paths: tuple[Path, ...], out_file: Path | None) -> None:
    """Write card sets as JSONL in the corpus schema."""
    sources = read_sources(list(paths))
    for diagnostic in sources.diagnostics:
        click.echo(format_diagnostic(diagnostic), err=True)
    text = write_jsonl(sources.cards)
    if out_file is None:
        click.echo(text, nl=False)
    else:
        write_text_atomic(out_file, text)
    sys.exit(1 if sources.diagnostics else 0)


@main.command()
@INPUTS
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object instead of a table.")
def coverage(paths: tuple[Path, ...], as_json: bool) -> None:
    """Count the cards that parse, round-trip and compile, per set and in total.

    With --json: {"cards", "parsed", "round_trip", "compiled", "sets": {CODE: {…}},
    "failures": [{"id", "name", "stage", "code", "message", "file", "line", "column"}], "reasons": {…}}.
    A card without text passes every stage. Exit status 0 when every card compiled.
    """
    run = _compile(paths)
    data = report.coverage(run)
    if as_json:
        click.echo(json.dumps(data, indent=1, ensure_ascii=False))
    else:
        click.echo(f"{'set':6} {'cards':>6} {'parsed':>7} {'round-trip':>11} {'compiled':>9}")
        for code, counts in [*data["sets"].items(), ("total", data)]:
            click.echo(f"{code:6} {counts['cards']:6d} {counts['parsed']:7d} {counts['round_trip']:11d} "
                       f"{counts['compiled']:9d}")
        _print_summary(run)
    sys.exit(0 if run.ok else 1)
