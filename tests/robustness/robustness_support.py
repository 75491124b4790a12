"""Helpers for the hostile-input tests: run a command in-process and keep what it printed."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from click.testing import CliRunner

from riftc.cli import main

GOOD_SET = "set TST Test Set\n\ncard TST-001 Quick Study\ntype: Spell\ncost: 2\ntext:\n| Draw 2.\n"


@dataclass(frozen=True)
class Outcome:
    """A command's exit status and output; ``crash`` is the exception that escaped, if any."""

    code: int
    out: str
    err: str
    crash: BaseException | None


def riftc(*args: str) -> Outcome:
    """Run ``riftc ARGS`` through click's runner (no traceback escapes it: ``crash`` holds one)."""
    result = CliRunner().invoke(main, list(args))
    crash = result.exception if result.exception and not isinstance(result.exception, SystemExit) else None
    return Outcome(result.exit_code, result.stdout, result.stderr, crash)


def write(path: Path, text: str) -> Path:
    """Write ``text`` to ``path`` (creating folders) and return the path."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path
