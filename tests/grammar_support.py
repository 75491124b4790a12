"""Helpers shared by the grammar tests: the round trip and node lookups.

Import from tests:  ``from grammar_support import round_trip``  (pytest puts tests/ on sys.path).
"""

from __future__ import annotations

from riftc import nodes
from riftc.syntax.build_ast import build_ast
from riftc.syntax.grammar import CardSyntaxError, parse_tree
from riftc.printer import print_text


def round_trip(text: str) -> str:
    """Parse, build the AST, print it back."""
    return print_text(build_ast(parse_tree(text)))


def nodes_of(text: str, kind: type[nodes.Node]) -> list[nodes.Node]:
    """Every node of that kind in the text's AST, in walk order."""
    return [node for node in build_ast(parse_tree(text)).walk() if isinstance(node, kind)]


def assert_accepted(text: str, kind: type[nodes.Node]) -> None:
    """``text`` parses, prints back exactly, and has a ``kind`` node in its AST."""
    assert round_trip(text) == text
    assert nodes_of(text, kind), f"no {kind.__name__} in the AST of {text!r}"


def assert_rejected(text: str) -> None:
    """``text`` is not card text the grammar accepts."""
    try:
        parse_tree(text)
    except CardSyntaxError:
        return
    raise AssertionError(f"the grammar accepts {text!r}")
