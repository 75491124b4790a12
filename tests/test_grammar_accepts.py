"""``accepted_terminals``: the same set as lark's ``UnexpectedToken.accepts``, computed faster."""

from __future__ import annotations

import pytest
from lark.exceptions import UnexpectedToken

from riftc.syntax.grammar import accepted_terminals, parser

# Texts that stop on an unexpected token at various depths (mid-sentence, after a full sentence, at the end).
BROKEN = [
    "Draw 1 kill.",
    "Kill a unit. Draw",
    "When you play me, draw draw.",
    "[Accelerate] (You may pay",
    "I have +2 [M] and and.",
    "Deal 3 to a unit at a battlefield",
]


@pytest.mark.parametrize("text", BROKEN)
def test_same_as_lark(text: str) -> None:
    try:
        parser().parse(text)
    except UnexpectedToken as error:
        assert accepted_terminals(error) == set(error.accepts)
    else:
        pytest.skip("parses now")
