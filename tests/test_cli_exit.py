"""``python -m riftc`` ends through ``cli.run``: same output and exit status as click's own exit."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _riftc(*arguments: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "riftc", *arguments], cwd=ROOT, env=env,
                          capture_output=True, text=True)


def test_success_prints_everything_and_exits_0() -> None:
    done = _riftc("coverage", "cards/")
    assert done.returncode == 0, done.stderr
    assert done.stdout.rstrip().endswith("round-trip)")  # the last line, flushed before the quick exit


def test_usage_errors_keep_click_status() -> None:
    done = _riftc("no-such-command")
    assert done.returncode == 2
    assert "No such command" in done.stderr


def test_version() -> None:
    done = _riftc("--version")
    assert done.returncode == 0 and "riftc, version" in done.stdout
