"""Golden AST dumps: tests/golden/<name>.txt holds a card text, a line ``---``, and its AST dump.

Regenerate after an intended change of the AST shape with ``RIFTC_UPDATE_GOLDEN=1 pytest tests/test_grammar_golden.py``
and review the diff.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from riftc.syntax.build_ast import build_ast
from riftc.syntax.grammar import parse_tree
from riftc.nodes import dump
from riftc.printer import print_text

GOLDEN = Path(__file__).resolve().parent / "golden"
SEPARATOR = "\n---\n"


def _cases() -> list[Path]:
    return sorted(GOLDEN.glob("*.txt"))


def test_there_are_golden_cases() -> None:
    assert len(_cases()) >= 20


@pytest.mark.parametrize("path", _cases(), ids=lambda path: path.stem)
def test_golden_ast_dump(path: Path) -> None:
    text, _, expected = path.read_text(encoding="utf-8").partition(SEPARATOR)
    ast = build_ast(parse_tree(text))
    actual = dump(ast) + "\n"
    if os.environ.get("RIFTC_UPDATE_GOLDEN"):
        path.write_text(text + SEPARATOR + actual, encoding="utf-8")
    assert actual == expected
    assert print_text(ast) == text
