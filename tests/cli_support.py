"""Running riftc's commands in tests through click's CliRunner.

Import from tests:  ``from cli_support import invoke``  (pytest puts tests/ on sys.path).
"""

from __future__ import annotations

import click
from click.testing import CliRunner

from riftc.cli import main


def invoke(*args: str, command: click.Command = main, env: dict[str, str] | None = None,
           color: bool = False) -> tuple[int, str, str]:
    """(exit status, standard output, standard error) of ``riftc ARGS`` (or of ``command`` ARGS); an
    exception other than the command's exit is raised, so a crash fails the test with its traceback."""
    result = CliRunner().invoke(command, list(args), env=env, color=color)
    if result.exception and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.stdout, result.stderr
