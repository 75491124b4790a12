"""Costs theme, wave 3: keyword grants in a comma series ("[Deflect], [Ganking], and [Shield]")."""

from __future__ import annotations

import pytest

from riftc import nodes
from riftc.build_ast import build_ast
from riftc.grammar import CardSyntaxError, parse_tree
from riftc.printer import print_text

ACCEPT = [
    "While I'm [Mighty], I have [Deflect], [Ganking], and [Shield]. (I'm Mighty while I have 5+ [M].)",
    "I have [Deflect], [Ganking], and [Shield].",
    "[Assault 2], [Shield 2], [Tank]",
    "[Assault 2], [Shield 2]",
]

REJECT = [
    "I have [Deflect], and [Shield].",
    "I have [Deflect], [Ganking] [Shield].",
    "I have [Deflect], [Ganking], [Shield].",
]


@pytest.mark.parametrize("text", ACCEPT)
def test_round_trips(text: str) -> None:
    assert print_text(build_ast(parse_tree(text))) == text


@pytest.mark.parametrize("text", REJECT)
def test_rejects(text: str) -> None:
    with pytest.raises(CardSyntaxError):
        parse_tree(text)


def _find(node: nodes.Node, cls: type) -> list:
    """Every node of that class in the tree, in text order."""
    return [found for found in node.walk() if isinstance(found, cls)]


def test_grant_series_keeps_every_keyword() -> None:
    tree = build_ast(parse_tree("I have [Deflect], [Ganking], and [Shield]."))
    (series,) = _find(tree, nodes.GrantSeries)
    assert len(series.items) == 3
    assert all(isinstance(item, nodes.Keyword) for item in series.items)
