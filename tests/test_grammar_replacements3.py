"""Grammar (replacements, wave 3): player restrictions ("Its controller can't play spells this turn."),
moving something as something forbidden, "from anywhere other than", and a player's optional
instruction as the replacement (Core Rules 359.3.e, 363, 367-370, 420)."""

from __future__ import annotations

import pytest

from riftc import nodes
from riftc.build_ast import build_ast
from riftc.grammar import CardSyntaxError, parse_tree
from riftc.printer import print_text

from grammar_support import round_trip


def instruction(text: str, sentence: int = 0) -> nodes.Node:
    """The instruction of the given sentence of the first line's effect."""
    return build_ast(parse_tree(text)).lines[0].effect.sentences[sentence].instruction


ACCEPT: list[str] = [
    "Counter a spell. Its controller can't play spells this turn.",
    "When an opponent plays a unit while I'm at a battlefield, [Stun] it. They can't move it this turn. "
    "(It doesn't deal combat damage this turn.)",
    "If a card would go to your trash from anywhere other than your hand, banish it instead.",
    "If a unit here would die during combat, its controller may pay [A][A][A] to heal it, exhaust it, "
    "and recall it instead.",
]

REJECT: list[str] = [
    "If a card would go to your trash from anywhere your hand, banish it instead.",
    "Its controller can't plays spells this turn.",          # plain form after "can't"
]


@pytest.mark.parametrize("text", ACCEPT)
def test_accepts_and_round_trips(text: str) -> None:
    assert round_trip(text) == text


@pytest.mark.parametrize("text", REJECT)
def test_rejects(text: str) -> None:
    with pytest.raises(CardSyntaxError):
        parse_tree(text)


def test_player_restriction_lasts_this_turn() -> None:
    node = instruction("Counter a spell. Its controller can't play spells this turn.", 1)
    assert isinstance(node, nodes.Lasting)
    assert isinstance(node.statement, nodes.PlayerRestriction)


def test_from_anywhere_but_keeps_the_excluded_zone() -> None:
    text = "If a card would go to your trash from anywhere other than your hand, banish it instead."
    node = instruction(text)
    assert isinstance(node, nodes.Replacement)
    going = node.event.event.happening
    assert isinstance(going, nodes.Going)
    assert isinstance(going.origin, nodes.FromAnywhereBut)


def test_every_opponent_as_the_subject_of_a_restriction() -> None:
    # OGN-026, SFD-060 (rule 102: "opponents" is every opponent).
    for text in ("When you play me, opponents can't play cards this turn.",
                 "While I'm at a battlefield, opponents can't score points."):
        tree = build_ast(parse_tree(text))
        assert print_text(tree) == text
        (restriction,) = [node for node in tree.walk() if isinstance(node, nodes.PlayerRestriction)]
        assert restriction.player == nodes.EveryPlayer(restriction.player.span, "opponents")
    with pytest.raises(CardSyntaxError):
        parse_tree("Opponents can't.")
