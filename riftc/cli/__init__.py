"""Command line: arguments, output and exit codes for riftc; the work happens in riftc.pipeline."""

from riftc.cli.main import main, run

__all__ = ["main", "run"]
