"""Shared fixtures: small set files written on the fly. (The *.scn scenario files are collected by
riftc.pytest_plugin, which `pip install -e .` registers.)"""

from __future__ import annotations

from pathlib import Path

import pytest

GOOD_SET = """\
set TST Test Set

card TST-001 Kinkou Monk
type: Unit
domains: Calm
cost: 3 [G]
might: 2
text:
| When you play me, buff up to two other friendly units.

card TST-002 Quick Study
type: Spell
domains: Mind
cost: 2
text:
| Draw 2.

card TST-003 "); import os #
type: Unit
domains: Body
cost: 1
might: 1
"""

# Three broken cards, each with one mistake, and one good card between them.
BROKEN_SET = """\
set BRK Broken Set

card BRK-001 Misspelt
type: Spell
cost: 1
text:
| Drew 2.

card BRK-002 Stutter
type: Spell
cost: 1
text:
| Buff up to to two units.

card BRK-003 Fine
type: Spell
cost: 1
text:
| Draw 1.

card BRK-004 Unknown Keyword
type: Unit
cost: 1
might: 1
text:
| [Acelerate]
"""


@pytest.fixture
def good_set(tmp_path: Path) -> Path:
    path = tmp_path / "sets" / "tst.rift"
    path.parent.mkdir()
    path.write_text(GOOD_SET, encoding="utf-8")
    return path


@pytest.fixture
def broken_set(tmp_path: Path) -> Path:
    path = tmp_path / "broken" / "brk.rift"
    path.parent.mkdir()
    path.write_text(BROKEN_SET, encoding="utf-8")
    return path


# Scenario files (tests/scenarios/**/*.scn) are collected by riftc's own pytest plugin,
# riftc/pytest_plugin.py (entry point pytest11), with the paths of [tool.riftc] in pyproject.toml.
