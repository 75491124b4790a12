"""Grammar (selectors, wave 3): "the equipped unit" (the unit an Equipment is attached to) and series
of three or more grants ("[Deflect], [Ganking], and [Shield]")."""

from __future__ import annotations

import pytest

from riftc import nodes
from riftc.build_ast import build_ast
from riftc.grammar import CardSyntaxError, parse_tree

from grammar_support import round_trip


ACCEPT = [
    "The equipped unit becomes a copy of that unit for as long as this is attached to it.",
    "The equipped unit has +2 [M].",
    "Give the equipped unit +2 [M] this turn.",
]

REJECT = [
    "The equipped gear has +2 [M].",
    "The equipped unit unit has +2 [M].",
]


@pytest.mark.parametrize("text", ACCEPT)
def test_accepts_and_round_trips(text: str) -> None:
    assert round_trip(text) == text


@pytest.mark.parametrize("text", REJECT)
def test_rejects(text: str) -> None:
    with pytest.raises(CardSyntaxError):
        parse_tree(text)


def test_the_equipped_unit_is_its_own_node() -> None:
    tree = build_ast(parse_tree("The equipped unit has +2 [M]."))
    assert any(isinstance(node, nodes.TheEquipped) for node in tree.walk())
