"""The ``riftc lint`` command: arguments, output and exit codes; the rules live in riftc.lint."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from riftc.cli.files import FilePath, say
from riftc.errors import format_diagnostic
from riftc.lint import docs, engine, errata, fixes, output, registry
from riftc.sources import read_sources
from riftc.sources.reader import read_text

EXIT_CLEAN, EXIT_FINDINGS, EXIT_USAGE = 0, 1, 2


def _codes(value: str | None) -> tuple[str, ...]:
    return tuple(code.strip().upper() for code in (value or "").split(",") if code.strip())


def _check_codes(select: tuple[str, ...], ignore: tuple[str, ...]) -> None:
    unknown = registry.unknown_codes(select + ignore)
    if unknown:
        raise click.UsageError(f"unknown rule code(s): {', '.join(unknown)}; known: {', '.join(registry.RULES)}")


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


@click.command("lint")
@click.argument("paths", nargs=-1, type=FilePath(path_type=Path))
@click.option("--format", "fmt", type=click.Choice(sorted(output.RENDERERS)), default="text", show_default=True,
              help="text: findings with source and caret; json: one array; github: Actions annotations.")
@click.option("--fix", is_flag=True, help="Rewrite set files (not JSONL) in place with the certain fixes.")
@click.option("--select", help="Comma-separated rule codes or prefixes to run (default: all).")
@click.option("--ignore", help="Comma-separated rule codes or prefixes to skip.")
@click.option("--errata", "errata_path", type=FilePath(path_type=Path),
              help="JSONL of official errata notices (card, announced_on, old_text, new_text) to check "
                   "printed texts against (RL602), e.g. shared/rules/errata.jsonl.")
@click.option("--rules-doc", is_flag=True, help="Print the rule catalogue (docs/lint-rules.md) and exit.")
def lint(paths: tuple[Path, ...], fmt: str, fix: bool, select: str | None, ignore: str | None,
         errata_path: Path | None, rules_doc: bool) -> None:
    """Check the wording of card text: reminders, templates, self-references, style, traits, errata.

    Exit status 0 when nothing is found, 1 when there are findings, 2 for a usage error or input
    that cannot be read. --fix never rewrites a file that could not be read completely, or that
    changed since it was linted (exit 2).
    """
    if rules_doc:
        click.echo(docs.rules_doc(), nl=False)
        sys.exit(EXIT_CLEAN)
    if not paths:
        raise click.UsageError("expected at least one PATH (a set file, a JSONL file or a folder)")
    selected, ignored = _codes(select), _codes(ignore)
    _check_codes(selected, ignored)
    rules = registry.select_rules(selected, ignored)
    table = None
    if errata_path is not None:
        table = _errata_table(errata_path)
    sources = read_sources(list(paths))
    for problem in sources.diagnostics:
        say(format_diagnostic(problem), err=True)

    def relint() -> list[engine.LintFinding]:
        return engine.lint_cards(read_sources(list(paths)).cards if fix else sources.cards, rules, table)

    refusals: list[str] = []

    def refused(message: str) -> None:
        refusals.append(message)
        say(f"riftc lint: {message}", err=True)

    if fix:
        # A file with read errors is never rewritten: the fixes would be computed from the cards that
        # could be read, and the lines of the others are not understood.
        incomplete = sorted({d.location.path for d in sources.diagnostics if fixes.is_set_file(d.location.path)})
        for path in incomplete:
            refused(f"not fixing {path}: it could not be read completely (see above)")
        applied, findings = fixes.fix_until_stable(relint, skip=incomplete, refused=refused)
        say(f"applied {applied} fix(es)", err=True)
    else:
        findings = relint()
    click.echo(output.RENDERERS[fmt](findings), nl=False)  # each renderer escapes what it prints
    if fmt == "text":
        can_fix = len(fixes.fixable(findings))
        say(f"{len(findings)} finding(s) in {len({f.card.id for f in findings})} card(s)"
            + (f", {can_fix} fixable with --fix" if can_fix else ""), err=True)
    if sources.diagnostics or refusals:
        sys.exit(EXIT_USAGE)
    sys.exit(EXIT_FINDINGS if findings else EXIT_CLEAN)
