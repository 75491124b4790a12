"""Command line: arguments, output and exit codes for riftc; the work happens in riftc.pipeline."""

from __future__ import annotations

import gc
import importlib
import os
import sys
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any

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
from riftc.cli.files import (EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, FilePath, diagnostic_records,  # noqa: E402
                             files_named, holds_no_cards, say, unreadable, write_all_or_exit, write_or_exit)
from riftc.cli.reporting import Reporter, report_options  # noqa: E402
from riftc.codegen import REGISTRY_FILE  # noqa: E402
from riftc.errors import Diagnostic, terminal_json, terminal_text  # noqa: E402
from riftc.sources.cardjson import card_to_json, write_jsonl  # noqa: E402
from riftc.sources.setformat import write_set_files  # noqa: E402
from riftc.sources import CardSource, SetFileReader, read_sources  # noqa: E402
from riftc.sources.errata import apply_errata, read_errata  # noqa: E402

PROGRESS_THRESHOLD = 300  # cards; smaller builds finish before a bar would be worth drawing

INPUTS = click.argument("paths", nargs=-1, required=True, type=FilePath(path_type=Path))


class LazyGroup(click.Group):
    """A command group whose heavier subcommands are imported only when they are run (or listed in
    ``--help``): ``riftc coverage`` need not pay for loading the linter and the scenario runner."""

    # command name -> "module:attribute" of its click command
    LAZY_COMMANDS = {"lint": "riftc.cli.lint:lint", "scenario": "riftc.cli.scenario:scenario",
                     "exercise": "riftc.cli.exercise:exercise", "simulate": "riftc.cli.simulate:simulate"}

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*super().list_commands(ctx), *self.LAZY_COMMANDS})

    def make_context(self, info_name: str | None, args: list[str], parent: click.Context | None = None,
                     **extra: Any) -> click.Context:
        """Parse riftc's own options; a usage error shows the offending argument escaped."""
        try:
            return super().make_context(info_name, args, parent, **extra)
        except click.exceptions.ClickException as error:
            raise _escaped(error) from None

    def invoke(self, ctx: click.Context) -> object:
        """Run the command; an exception riftc did not expect ends it with one line (exit 2), and its
        traceback only with ``--debug``: bad input must never show a user a Python traceback. A usage
        error of a subcommand (click's own message) shows the offending argument escaped."""
        try:
            return super().invoke(ctx)
        except click.exceptions.ClickException as error:
            raise _escaped(error) from None
        except (click.exceptions.Exit, click.exceptions.Abort):
            raise
        except Exception as error:  # noqa: BLE001 - the last line of defence, see above
            if ctx.params.get("debug"):
                raise
            detail = str(error).split("\n", 1)[0][:300]
            say(f"riftc: internal error ({type(error).__name__}: {detail}); this is a bug in riftc, "
                "please report it with the input that caused it (`riftc --debug …` shows the traceback)",
                err=True)
            sys.exit(EXIT_USAGE)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name in self.LAZY_COMMANDS and cmd_name not in self.commands:
            module_name, attribute = self.LAZY_COMMANDS[cmd_name].split(":")
            self.add_command(getattr(importlib.import_module(module_name), attribute), cmd_name)
        return super().get_command(ctx, cmd_name)


def _escaped(error: click.exceptions.ClickException) -> click.exceptions.ClickException:
    """``error`` printing its message with unsafe characters escaped (``riftc.errors.terminal_text``):
    click's usage errors quote the argument they refuse as it was typed, control characters included."""
    original = error.format_message
    if not getattr(original, "riftc_escaped", False):
        def format_message() -> str:
            return terminal_text(original())
        format_message.riftc_escaped = True  # type: ignore[attr-defined]
        error.format_message = format_message  # type: ignore[method-assign]
    return error


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
@click.option("--debug", is_flag=True, help="Show the Python traceback of an internal error.")
def main(debug: bool) -> None:
    """riftc compiles Riftbound card text into runtime abilities.

    Every command reads card sets: set folders, set files (*.rift, see docs/card-format.md) or card
    JSONL files in the schema of the official card corpus. Every command that reports takes
    --format text|json|github (--json), --quiet and --verbose, and exits 0 when clean, 1 for
    findings, 2 for a usage error or input that cannot be read; [tool.riftc] in pyproject.toml
    says where a project's cards, rules and scenarios are (docs/cli.md).
    """


@contextmanager
def _progress(cards: int) -> Iterator[object]:
    if cards > PROGRESS_THRESHOLD:
        with click.progressbar(length=cards, label="compiling", file=sys.stderr) as bar:
            yield bar
    else:
        yield None


def _compile(paths: Iterable[Path], out: Reporter) -> tuple[pipeline.CompileRun, dict[str, str]]:
    """Every card of the inputs compiled, and the stable name of each file read (``SourceSet.stable_paths``)."""
    cards = read_sources(list(paths))
    with _progress(len(cards.cards) if out.text and not out.quiet else 0) as bar:
        def advance(items: Iterable[CardSource]) -> Iterator[CardSource]:
            for item in items:
                yield item
                if bar is not None:
                    bar.update(1)
        results = tuple(pipeline.compile_card(card) for card in advance(cards.cards))
    return pipeline.CompileRun(results, cards.diagnostics), cards.stable_paths


def _registry_text(run: pipeline.CompileRun, stable_paths: dict[str, str]) -> str:
    """The registry, with each card's file recorded by its stable name rather than as the user spelled it
    (``cards/``, ``./cards``, ``/abs/cards`` and ``../cards`` give the same bytes; see ``stable_path``)."""
    def stable(path: str) -> str:
        return stable_paths.get(path, path)

    def moved(diagnostic: Diagnostic) -> Diagnostic:
        return replace(diagnostic, location=replace(diagnostic.location, path=stable(diagnostic.location.path)))

    results = tuple(replace(result, card=replace(result.card, path=stable(result.card.path)),
                            diagnostics=tuple(moved(d) for d in result.diagnostics))
                    for result in run.results)
    return pipeline.registry_text(pipeline.CompileRun(results, run.read_diagnostics))


def _report_compile(out: Reporter, run: pipeline.CompileRun) -> None:
    """The diagnostics of reading and compiling: those of an input that cannot be read always show."""
    out.diagnostics(run.read_diagnostics, reading=True, always=unreadable(run.read_diagnostics))
    out.diagnostics(d for result in run.results for d in result.diagnostics)


def _print_summary(out: Reporter, run: pipeline.CompileRun) -> None:
    counts = report.Counts.of(run.results)
    out.summary(f"{counts.compiled} of {counts.cards} cards compiled "
                f"({counts.parsed} parsed, {counts.round_trip} round-trip)")
    groups = report.group_failures(run)
    if groups:
        out.detail("Not compiled, by reason:")
    for reason, results in groups:
        most = len(results) if out.verbose else 6
        ids = ", ".join(r.card.id for r in results[:most]) + (" …" if len(results) > most else "")
        out.detail(f"  {len(results):4d}  {reason}  [{ids}]")
    if run.read_diagnostics:
        out.note(f"{len(run.read_diagnostics)} problem(s) reading the inputs: {files_named(run.read_diagnostics)}")


@main.command()
@INPUTS
@click.option("--out", "out_dir", type=FilePath(file_okay=False, path_type=Path), default=Path("generated"),
              show_default=True, help="Folder to write the registry into.")
@click.option("--check", "check_only", is_flag=True,
              help="Write nothing; exit 1 if the registry in --out is missing or stale.")
@click.option("--partial", is_flag=True,
              help="Write the registry even when some cards do not compile (they are listed in NOT_COMPILED); "
                   "those cards are reported but do not fail the build.")
@report_options
def build(paths: tuple[Path, ...], out_dir: Path, check_only: bool, partial: bool, out: Reporter) -> None:
    """Compile card sets into the ability registry (OUT/registry.py).

    Exit status 0 when every card compiled (or, with --partial, the registry was written) and, with
    --check, the registry is up to date; 1 when a card does not compile, an input has errors or the
    registry is stale; 2 when an input cannot be read or holds no card at all (a missing path, an
    empty folder or file: nothing is written).
    Without --partial, a build with any failing card writes nothing, so the previous registry stays
    intact; --partial still writes nothing when an input cannot be read completely. The file is
    always replaced atomically.
    With --format json: the counts, "sets", "failures" and "reasons" of `riftc coverage`, plus
    "diagnostics", "registry" (the file), "written" and "up_to_date" (null without --check).
    """
    run, stable_paths = _compile(paths, out)
    _report_compile(out, run)
    _print_summary(out, run)
    target = out_dir / REGISTRY_FILE
    data: dict[str, object] = {
        **report.coverage(run), "diagnostics": diagnostic_records(d for r in run.results for d in r.diagnostics),
        "registry": str(target), "written": False, "up_to_date": None}
    if unreadable(run.read_diagnostics):
        out.fail(f"{target} left unchanged: an input cannot be read or holds no cards (see above)", data)
    text = _registry_text(run, stable_paths)
    allowed = run.ok or (partial and not run.read_diagnostics)
    if check_only:
        data["up_to_date"] = _registry_is(target, text, out, data)
        if not data["up_to_date"]:
            out.note(f"{target} is stale: run `riftc build {' '.join(map(str, paths))}` and commit it")
            out.finish(EXIT_FINDINGS, data)
        out.summary(f"{target} is up to date")
    elif allowed:
        write_or_exit("build", target, text, lambda message: out.fail(message, data))
        data["written"] = True
        out.summary(f"wrote {target}")
    elif partial:
        out.note(f"{target} left unchanged: {files_named(run.read_diagnostics)} could not be read completely, and "
                 "--partial only lets cards that do not compile through, never a registry missing an input's cards")
    else:
        out.note(f"{target} left unchanged: fix the errors above (or use --partial)")
    out.finish(EXIT_OK if allowed else EXIT_FINDINGS, data)


def _registry_is(target: Path, text: str, out: Reporter, data: dict[str, object]) -> bool:
    """``build --check``: whether ``target`` holds exactly ``text`` (exit 2 if it cannot be read)."""
    try:
        current = target.read_bytes() if target.exists() else None
    except OSError as error:
        out.fail(f"riftc build: cannot read {target}: {error.strerror or error}", data)
    return current == text.encode("utf-8")


@main.command("import")
@click.argument("jsonl", type=FilePath(exists=True, dir_okay=False, path_type=Path))
@click.option("--out", "out_dir", required=True, type=FilePath(file_okay=False, path_type=Path),
              help="Folder for the set files (one <set>.rift per set).")
@click.option("--errata", "errata_file", type=FilePath(exists=True, dir_okay=False, path_type=Path),
              help="Errata file (JSONL like ../shared/rules/errata.jsonl) to apply: each card it names gets its "
                   "notices and, where the edit is certain, its current wording as 'errata text:'.")
@report_options
def import_(jsonl: Path, out_dir: Path, errata_file: Path | None, out: Reporter) -> None:
    """Turn card JSONL (the corpus schema) into one set file per set.

    Writes nothing unless every line reads cleanly (exit 1, or 2 for a file that cannot be read or holds
    no cards); the set files are replaced all or none (each written to a temporary file first, then
    all renamed). With --errata FILE the official errata are applied (docs/card-format.md, "Errata"):
    a build then compiles each card's current wording, and the printed text stays in 'text:'.
    With --format json: {"cards", "files", "written"} plus "read_errors", and with --errata
    "errata": {"applied", "not_applied": [{"id", "name", "reason"}]}.
    """
    sources = read_sources([jsonl])
    out.diagnostics(sources.diagnostics, reading=True, always=True)
    data: dict[str, object] = {"cards": len(sources.cards), "files": [], "written": False}
    if sources.diagnostics:
        out.note(f"nothing written to {out_dir}: fix the errors above")
        out.finish(EXIT_USAGE if unreadable(sources.diagnostics) else EXIT_FINDINGS, data)
    cards = sources.cards if errata_file is None else _with_errata(sources.cards, errata_file, out, data)
    try:
        files = write_set_files(cards)
        _check_read_back(files, cards)
    except ValueError as error:
        out.note(f"{jsonl}: cannot be written as set files: {error}; nothing written to {out_dir}")
        out.finish(EXIT_FINDINGS, data)
    write_all_or_exit("import", {out_dir / name: text for name, text in sorted(files.items())},
                      lambda message: out.fail(message, data))
    data.update(files=[str(out_dir / name) for name in sorted(files)], written=True)
    out.summary(f"wrote {len(sources.cards)} cards in {len(files)} set files to {out_dir}")
    out.finish(EXIT_OK, data)


def _with_errata(cards: Sequence[CardSource], errata_file: Path, out: Reporter,
                 data: dict[str, object]) -> list[CardSource]:
    """The cards with the errata of ``errata_file`` applied; what could not be applied is reported."""
    try:
        table = read_errata(errata_file)
    except (OSError, UnicodeDecodeError, ValueError) as error:
        out.fail(f"riftc import: cannot read the errata file {errata_file}: {error}", data)
    applied = [apply_errata(card, table.for_card(card)) for card in cards]
    skipped = [{"id": a.card.id, "name": a.card.name, "reason": reason} for a in applied for reason in a.not_applied]
    rewritten = sum(a.card.errata_text is not None and a.card.errata_text != c.errata_text
                    for a, c in zip(applied, cards))
    data["errata"] = {"applied": rewritten, "not_applied": skipped}
    for item in skipped:
        out.detail(f"{item['id']} {item['name']}: errata not applied: {item['reason']}")
    out.summary(f"errata: {rewritten} cards have their current wording as errata text, "
                f"{len(skipped)} notices could not be applied with certainty")
    return [a.card for a in applied]


def _check_read_back(files: dict[str, str], cards: Iterable[CardSource]) -> None:
    """Raise ValueError unless the set files read back as exactly ``cards`` (a JSON id or name the
    set-file syntax would split differently, such as an id with a space, must not change silently)."""
    read_back = {}
    for name, text in files.items():
        for card in SetFileReader(name, text.split("\n")[:-1]).read():
            read_back[card.id] = card_to_json(card)
    for card in cards:
        record, again = card_to_json(card), read_back.get(card.id)
        if again != record:
            what = "its id" if again is None else ", ".join(k for k in record if again.get(k) != record[k])
            raise ValueError(f"card {card.id!r} {card.name!r} (line {card.line}) would not read back the same "
                             f"from a set file ({what}: e.g. an id must be CODE-NUMBER, without spaces)")


@main.command("export")
@INPUTS
@click.option("--out", "out_file", type=FilePath(dir_okay=False, path_type=Path),
              help="JSONL file to write (default: standard output).")
@report_options
def export(paths: tuple[Path, ...], out_file: Path | None, out: Reporter) -> None:
    """Write card sets as JSONL in the corpus schema.

    With --out, the file is replaced (atomically) only when every input reads cleanly; otherwise it is
    left as it was (exit 1, or 2 for an input that cannot be read or holds no cards). Without --out the
    cards go to standard output, so the report is text on standard error (--format json or github
    needs --out). With --format json: {"cards", "written"} plus "read_errors".
    """
    if out_file is None and not out.text:
        raise click.UsageError(f"--format {out.fmt} needs --out FILE: without it the cards are written to "
                               "standard output")
    sources = read_sources(list(paths))
    out.diagnostics(sources.diagnostics, reading=True, always=True)
    data: dict[str, object] = {"cards": len(sources.cards), "written": False}
    if unreadable(sources.diagnostics):
        if out_file is not None:
            out.note(f"{out_file} left unchanged: an input cannot be read or holds no cards (see above)")
        out.finish(EXIT_USAGE, data)
    text = write_jsonl(sources.cards)
    if out_file is None:
        click.echo(terminal_json(text), nl=False)
    elif sources.diagnostics:
        out.note(f"{out_file} left unchanged: fix the errors above")
    else:
        write_or_exit("export", out_file, text, lambda message: out.fail(message, data))
        data["written"] = True
        out.summary(f"wrote {len(sources.cards)} cards to {out_file}")
    out.finish(EXIT_FINDINGS if sources.diagnostics else EXIT_OK, data)


@main.command()
@INPUTS
@click.option("--fail-under", "fail_under", type=click.FloatRange(0, 100), metavar="PERCENT",
              help="Exit 1 when fewer than PERCENT of the cards compile (default: report only).")
@report_options
def coverage(paths: tuple[Path, ...], fail_under: float | None, out: Reporter) -> None:
    """Count the cards that parse, round-trip and compile, per set and in total.

    Coverage is a report: it exits 0 whatever share of the cards compiles, unless --fail-under
    PERCENT is given and fewer compile (exit 1), as coverage tools do in CI. Exit status 1 also when
    an input has read errors (its cards are missing from the counts), 2 when an input cannot be read
    or holds no card. A card without text passes every stage.
    With --format json: {"cards", "parsed", "round_trip", "compiled", "percent", "fail_under",
    "sets": {CODE: {…}}, "failures": [{"id", "name", "stage", "code", "message", "file", "line",
    "column"}], "reasons": {…}, "read_errors": [{"file", "line", "column", "code", "message", …}],
    "messages", "exit_status"}.
    """
    run, _ = _compile(paths, out)
    out.diagnostics(run.read_diagnostics, reading=True, always=unreadable(run.read_diagnostics))
    data = {**report.coverage(run), "fail_under": fail_under}
    counts = report.Counts.of(run.results)
    percent = 100.0 * counts.compiled / counts.cards if counts.cards else 100.0
    data["percent"] = round(percent, 2)
    if holds_no_cards(run.read_diagnostics):
        out.finish(EXIT_USAGE, data)  # nothing to count
    out.detail(f"{'set':6} {'cards':>6} {'parsed':>7} {'round-trip':>11} {'compiled':>9}")
    for code, numbers in [*data["sets"].items(), ("total", data)]:  # type: ignore[union-attr]
        out.detail(f"{code:6} {numbers['cards']:6d} {numbers['parsed']:7d} {numbers['round_trip']:11d} "
                   f"{numbers['compiled']:9d}")
    _print_summary(out, run)
    below = fail_under is not None and percent < fail_under
    if below:
        out.note(f"coverage {percent:.1f}% is below --fail-under {fail_under:g}%")
    # The counts of what could be read are reported; an input that could not be read is still status 2.
    out.finish(EXIT_USAGE if unreadable(run.read_diagnostics)
               else EXIT_FINDINGS if below or run.read_diagnostics else EXIT_OK, data)
