"""The ``riftc lint`` command: arguments, output and exit codes; the rules live in riftc.lint."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import click

from riftc.cli.files import EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, FilePath, diagnostic_records, say
from riftc.cli.reporting import Reporter, coloured, report_options
from riftc.config import ConfigError, LintSettings, Settings, load_settings
from riftc.errors import Diagnostic, format_diagnostic, terminal_lines
from riftc.lint import docs, engine, errata, fixes, output, registry, suppress
from riftc.sources import CardSource, read_sources
from riftc.sources.reader import read_text


BUILD = "BUILD"  # selects what `riftc build` rejects, reported with build's own codes and positions


def _build_rejections(cards: list[CardSource], findings: list[engine.LintFinding]) -> list[Diagnostic]:
    """The errors ``riftc build`` reports on ``cards`` (same code, same position, same message), but for
    those at a place a lint finding already points at (RL001 reports build's syntax errors there)."""
    from riftc import pipeline

    taken = {(f.diagnostic.location.path, f.diagnostic.location.line, f.diagnostic.location.column) for f in findings}
    return [d for card in cards for d in pipeline.compile_card(card).diagnostics
            if d.is_error and (d.location.path, d.location.line, d.location.column) not in taken]


def _runs_build(select: tuple[str, ...], ignore: tuple[str, ...]) -> bool:
    return (not select or BUILD in select) and BUILD not in ignore


def _codes(value: str | None) -> tuple[str, ...]:
    return tuple(code.strip().upper() for code in (value or "").split(",") if code.strip())


def _check_codes(codes: tuple[str, ...], where: str) -> None:
    unknown = registry.unknown_codes(tuple(code for code in codes if code != BUILD))
    if unknown:
        raise click.UsageError(f"unknown rule code(s) {where}: {', '.join(unknown)}; "
                               f"known: {', '.join(registry.RULES)}")


def _errata_table(path: Path) -> errata.ErrataTable:
    """The ``--errata`` file read, or exit 2 with a message naming it (size and encoding checked first)."""
    _, problem = read_text(str(path))
    if problem is not None:
        say(f"riftc lint: cannot read the errata file: {problem.message}", err=True)
        sys.exit(EXIT_USAGE)
    try:
        return errata.read_errata(path)
    except RecursionError:
        reason = "a line nests arrays or objects too deeply"
    except (OSError, UnicodeDecodeError, ValueError) as error:
        reason = str(error).split(";")[0]
    say(f"riftc lint: cannot read the errata file {path}: {reason}", err=True)
    sys.exit(EXIT_USAGE)


def _settings() -> Settings:
    try:
        return load_settings()
    except ConfigError as error:
        raise click.UsageError(str(error)) from None


def _per_file(findings: list[engine.LintFinding], lint: LintSettings, root: Path | None) -> list[engine.LintFinding]:
    """The findings that ``per-file-ignores`` of ``[tool.riftc.lint]`` does not skip."""
    if not lint.per_file_ignores:
        return findings
    ignored = {path: lint.ignored_in(path, root) for path in {f.card.path for f in findings}}
    return [f for f in findings if not f.rule.code.startswith(ignored[f.card.path] or ("\0",))]


@click.command("lint")
@click.argument("paths", nargs=-1, type=FilePath(path_type=Path))
@click.option("--fix", is_flag=True, help="Rewrite set files (not JSONL) in place with the certain fixes: the set "
                                         "reader's (a type or field name in the wrong case), then lint's.")
@click.option("--diff", "show_diff", is_flag=True,
              help="Print what --fix would change, as a unified diff, and write nothing (exit 1 if it would change something).")
@click.option("--select", help="Comma-separated rule codes or prefixes to run, BUILD for what `riftc build` rejects "
                                "(default: [tool.riftc.lint] select, else all of them).")
@click.option("--ignore", help="Comma-separated rule codes or prefixes to skip (default: [tool.riftc.lint] ignore).")
@click.option("--statistics", is_flag=True, help="Print how many findings each rule made instead of each finding.")
@click.option("--exit-zero", "exit_zero", is_flag=True,
              help="Exit 0 even when there are findings (2 still for usage errors and unreadable input).")
@click.option("--errata", "errata_path", type=FilePath(path_type=Path),
              help="JSONL of official errata notices (card, announced_on, old_text, new_text) to check "
                   "printed texts against (RL602), e.g. shared/rules/errata.jsonl.")
@click.option("--rules-doc", is_flag=True, help="Print the rule catalogue (docs/lint-rules.md) and exit.")
@report_options
def lint(paths: tuple[Path, ...], fix: bool, show_diff: bool, select: str | None, ignore: str | None,
         statistics: bool, exit_zero: bool, errata_path: Path | None, rules_doc: bool, out: Reporter) -> None:
    """Check the wording of card text: reminders, templates, self-references, style, traits, errata.

    Exit status 0 when nothing is found (or with --exit-zero), 1 when there are findings, 2 for a
    usage error or input that cannot be read. --fix never rewrites a file that could not be read
    completely, or that changed since it was linted (exit 2). Without PATHS, lints the card sets of
    [tool.riftc] cards. Unless --select leaves BUILD out, lint also reports every error `riftc build`
    would stop on, with build's code and position (where no lint rule already points). A
    '# riftc: ignore[CODES]' comment above a card silences those lint codes on it (docs/lint-rules.md). With --format json: {"findings": [{"file", "id", "name", "code", "severity",
    "line", "column", "message", "fix"}], "statistics": {code: count}, "fixed", "diff",
    "read_errors", "messages", "exit_status"}.
    """
    if rules_doc:
        click.echo(docs.rules_doc(), nl=False)
        sys.exit(EXIT_OK)
    if fix and show_diff:
        raise click.UsageError("--fix and --diff cannot be used together (--diff shows what --fix would do)")
    settings = _settings()
    paths = paths or settings.cards
    if not paths:
        raise click.UsageError("expected at least one PATH (a set file, a JSONL file or a folder), "
                               "or [tool.riftc] cards in pyproject.toml")
    selected = _codes(select) if select is not None else settings.lint.select
    ignored = _codes(ignore) if ignore is not None else settings.lint.ignore
    _check_codes(selected + ignored, "in --select/--ignore" if select or ignore else f"in {settings.file}")
    rule_codes = tuple(c for c in selected if c != BUILD)
    rules = () if selected and not rule_codes else registry.select_rules(  # --select BUILD: no lint rule
        rule_codes, tuple(c for c in ignored if c != BUILD))
    table = _errata_table(errata_path) if errata_path is not None else None
    sources = read_sources(list(paths))
    refusals: list[str] = []

    def refused(message: str) -> None:
        refusals.append(message)
        out.note(f"riftc lint: {message}")

    reader_fixed = 0
    if fix:  # the set reader's certain fixes first: a file must read completely before lint fixes it
        for path, found in fixes.reader_fixes(sources.diagnostics).items():
            try:
                reader_fixed += fixes.fix_reader_file(path, found)
            except fixes.FixRefused as error:
                refused(str(error))
        if reader_fixed:
            sources = read_sources(list(paths))
    out.diagnostics(sources.diagnostics, reading=True, always=True)

    def lint_these(cards: list[CardSource]) -> list[engine.LintFinding]:
        return _per_file(engine.lint_cards(cards, rules, table), settings.lint, settings.root)

    def relint() -> list[engine.LintFinding]:
        return lint_these(read_sources(list(paths)).cards if fix else list(sources.cards))

    applied, diff = 0, ""
    incomplete = sorted({d.location.path for d in sources.diagnostics if fixes.is_set_file(d.location.path)})
    # A file with read errors is never rewritten by lint's fixes: they would be computed from the cards
    # that could be read, and the lines of the others are not understood.
    if fix:
        for path in incomplete:
            refused(f"not fixing {path}: it could not be read completely (see above)")
        applied, findings = fixes.fix_until_stable(relint, skip=incomplete, refused=refused)
        applied += reader_fixed
        out.note(f"applied {applied} fix(es)")
    else:
        findings = relint()
    if show_diff:
        try:
            diff, applied, broken = fixes.fix_diff(lint_these, [card.path for card in sources.cards],
                                                   fixes.reader_fixes(sources.diagnostics))
            for path in broken:
                refused(f"not fixing {path}: it could not be read completely (see above)")
        except fixes.FixRefused as error:
            refused(str(error))
    findings, unused = suppress.apply_in(findings, {card.path for card in sources.cards}, [r.code for r in rules])
    if _runs_build(selected, ignored):
        cards = list(read_sources(list(paths)).cards) if fix else list(sources.cards)
        unused = _build_rejections(cards, findings) + unused
    counts = Counter(f.rule.code for f in findings) + Counter(d.code for d in unused)
    _print(out, findings, unused, counts, statistics, diff if show_diff else None)
    data = {"findings": [output.as_record(f) for f in findings] + diagnostic_records(unused),
            "statistics": dict(sorted(counts.items())), "fixed": applied if fix else 0,
            "diff": diff if show_diff else None}
    if sources.diagnostics or refusals:
        out.finish(EXIT_USAGE, data)
    found_any = bool(findings or unused or (show_diff and diff))
    out.finish(EXIT_FINDINGS if found_any and not exit_zero else EXIT_OK, data)


def _print(out: Reporter, findings: list[engine.LintFinding], unused: list[Diagnostic], counts: Counter[str],
           statistics: bool, diff: str | None) -> None:
    """Findings (text on standard output: they are lint's report), or their statistics, or the diff."""
    every = [f.diagnostic for f in findings] + unused
    if out.fmt == "github":
        out.diagnostics(every)
    elif out.text and diff is not None:
        click.echo(terminal_lines(diff), nl=False)
    elif out.text and statistics:
        fixable = Counter(f.rule.code for f in fixes.fixable(findings))
        for code, count in sorted(counts.items(), key=lambda item: (-item[1], item[0])):
            rule = registry.RULES.get(code)
            mark = " [*]" if fixable.get(code) else ""
            out.detail(f"{count:5d}  {code:8} {rule.name if rule else code}{mark}")
    elif out.text and not out.quiet:
        for diagnostic in every:
            click.echo(coloured(terminal_lines(format_diagnostic(diagnostic))))
    if out.text:
        can_fix = len(fixes.fixable(findings))
        cards = {f.card.id for f in findings} | {d.card_id for d in unused if d.card_id}
        out.note(f"{len(every)} finding(s) in {len(cards)} card(s)"
                 + (f", {can_fix} fixable with --fix" if can_fix else ""))
