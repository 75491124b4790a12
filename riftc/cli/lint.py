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


def _codes(value: str | None) -> tuple[str, ...]:
    return tuple(code.strip().upper() for code in (value or "").split(",") if code.strip())


def _check_codes(codes: tuple[str, ...], where: str) -> None:
    unknown = registry.unknown_codes(codes)
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
@click.option("--fix", is_flag=True, help="Rewrite set files (not JSONL) in place with the certain fixes.")
@click.option("--diff", "show_diff", is_flag=True,
              help="Print what --fix would change, as a unified diff, and write nothing (exit 1 if it would change something).")
@click.option("--select", help="Comma-separated rule codes or prefixes to run (default: [tool.riftc.lint] select, else all).")
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
    [tool.riftc] cards. A '# riftc: ignore[CODES]' comment above a card silences those codes on it
    (docs/lint-rules.md). With --format json: {"findings": [{"file", "id", "name", "code", "severity",
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
    rules = registry.select_rules(selected, ignored)
    table = _errata_table(errata_path) if errata_path is not None else None
    sources = read_sources(list(paths))
    out.diagnostics(sources.diagnostics, reading=True, always=True)

    def lint_these(cards: list[CardSource]) -> list[engine.LintFinding]:
        return _per_file(engine.lint_cards(cards, rules, table), settings.lint, settings.root)

    def relint() -> list[engine.LintFinding]:
        return lint_these(read_sources(list(paths)).cards if fix else list(sources.cards))

    refusals: list[str] = []

    def refused(message: str) -> None:
        refusals.append(message)
        out.note(f"riftc lint: {message}")

    applied, diff = 0, ""
    incomplete = sorted({d.location.path for d in sources.diagnostics if fixes.is_set_file(d.location.path)})
    if fix or show_diff:
        # A file with read errors is never rewritten: the fixes would be computed from the cards that
        # could be read, and the lines of the others are not understood.
        for path in incomplete:
            refused(f"not fixing {path}: it could not be read completely (see above)")
    if fix:
        applied, findings = fixes.fix_until_stable(relint, skip=incomplete, refused=refused)
        out.note(f"applied {applied} fix(es)")
    else:
        findings = relint()
    if show_diff:
        sets = [card.path for card in sources.cards if card.path not in incomplete]
        try:
            diff, applied = fixes.fix_diff(lint_these, sets)
        except fixes.FixRefused as error:
            refused(str(error))
    findings, unused = suppress.apply_in(findings, {card.path for card in sources.cards}, [r.code for r in rules])
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
        out.note(f"{len(every)} finding(s) in {len({f.card.id for f in findings})} card(s)"
                 + (f", {can_fix} fixable with --fix" if can_fix else ""))
