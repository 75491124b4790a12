"""Helpers shared by the grammar tests: the round trip and node lookups.

Import from tests:  ``from grammar_support import round_trip``  (pytest puts tests/ on sys.path).
"""

from __future__ import annotations

from riftc import nodes
from riftc.syntax.build_ast import build_ast
from riftc.syntax.grammar import parse_tree
from riftc.printer import print_text


def round_trip(text: str) -> str:
    """Parse, build the AST, print it back."""
    return print_text(build_ast(parse_tree(text)))


def nodes_of(text: str, kind: type[nodes.Node]) -> list[nodes.Node]:
    """Every node of that kind in the text's AST, in walk order."""
    return [node for node in build_ast(parse_tree(text)).walk() if isinstance(node, kind)]
