"""Syntax errors in words: where (character offset), which code, and what was expected."""

from __future__ import annotations

import pytest

from riftc.syntax.grammar import CardSyntaxError, parse_tree

# text, offset, code, fragments the message must contain
ERRORS = [
    ("Drew 1.", 0, "syntax", ['unexpected "Drew"', 'did you mean "draw"']),
    ("Draw 1", 6, "unexpected-end", ["ends too early", 'a full stop "."']),
    ("Buff a friendly units.", 16, "syntax", ['unexpected "units"', 'such as "unit"']),
    ("Buff up to to two units.", 11, "syntax", ['unexpected "to"', "a number"]),
    ("[Q]", 0, "unknown-symbol", ['unknown symbol "[Q]"', "a keyword such as [Accelerate]"]),
    ("Draw 1.\n[Z] Draw 1.", 8, "unknown-symbol", ['unknown symbol "[Z]"']),
    ("Draw 1. (Draw 1.", 16, "unexpected-end", ['")"']),
    ("When you play me draw 1.", 17, "syntax", ['unexpected "draw"', '","']),
    ("Deal 3 to a unti.", 12, "syntax", ['unexpected "unti"', 'such as "unit"']),
    ("Give a unit +2 [M] this trun.", 19, "syntax", ['"this turn" or "this combat"']),
    ("Kil a unit.", 0, "syntax", ['did you mean "kill"']),
    ("When I attak, draw 1.", 7, "syntax", ['unexpected "attak"', 'an event such as "attack"']),
    ("[Tank] (I must be assigned combat damage first.", 47, "unexpected-end", ['")"']),
    ("Draw 1.\nDraw 1\nDraw 1.", 14, "syntax", ['a full stop "."']),
    # An amount written as a word: said at the word, with the digit (rule 135.2.b), as the linter says it.
    ("Draw two.", 5, "syntax", ['amounts are written as digits: "Draw 2" (rule 135.2.b)']),
    ("Deal three to a unit.", 5, "syntax", ['amounts are written as digits: "Deal 3"']),
]


@pytest.mark.parametrize(("text", "offset", "code", "fragments"), ERRORS)
def test_syntax_error_says_where_and_what_was_expected(text: str, offset: int, code: str,
                                                        fragments: list[str]) -> None:
    with pytest.raises(CardSyntaxError) as caught:
        parse_tree(text)
    problem = caught.value.problem
    assert (problem.offset, problem.code) == (offset, code), problem
    for fragment in fragments:
        assert fragment in problem.message, problem.message


def test_a_syntax_error_names_a_few_expectations_most_telling_first() -> None:
    # Not every terminal the grammar allows there: six (MAX_EXPECTED_WORDS), then a count; the ones
    # with a word like the one written come first, then what would close the sentence.
    with pytest.raises(CardSyntaxError) as caught:
        parse_tree("Give a unit +2 [M] this trun.")
    message = caught.value.problem.message
    assert message == ('unexpected "this"; expected "this turn" or "this combat", ",", a full stop ".", the word '
                       '"after" before an event, the word "and" before a player who does the next instruction, '
                       '", then", or 5 more')
    with pytest.raises(CardSyntaxError) as caught:
        parse_tree("[Q]")
    assert '"[Burn N]"' in caught.value.problem.message  # a keyword with its number, not the pattern's start
