"""Players, wave 3: listed -s steps, "places … on the top or bottom", "opponents' trashes", "and they …"."""

import pytest

from riftc import nodes
from riftc.build_ast import build_ast
from riftc.grammar import CardSyntaxError, parse_tree
from riftc.printer import print_text

ACCEPT = [
    "Its owner places it on the top or bottom of their Main Deck.",
    "Choose a card from it, and they discard that card.",
    "They reveal their hand and you choose a card from it.",
    "Each player looks at the top 5 cards of their Main Deck, chooses one, then recycles the rest.",
    "Choose up to 3 cards from opponents' trashes. Their owners recycle them.",
]
REJECT = [
    "Its owner place it on the top or bottom of their Main Deck.",
    "Each player looks at the top 5 cards of their Main Deck, choose one, then recycles the rest.",
]


@pytest.mark.parametrize("text", ACCEPT)
def test_round_trip(text: str) -> None:
    assert print_text(build_ast(parse_tree(text))) == text


@pytest.mark.parametrize("text", REJECT)
def test_reject(text: str) -> None:
    with pytest.raises(CardSyntaxError):
        parse_tree(text)


def test_subject_change_keeps_the_second_player() -> None:
    tree = build_ast(parse_tree("Choose a card from it, and they discard that card."))
    found = [n for n in nodes.dump(tree).splitlines() if "SubjectChange" in n]
    assert found
