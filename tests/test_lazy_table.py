"""The parse table of a stored parser (riftc/syntax/lazy_table.py, issue 15 point 4): stored as arrays,
each state's row made on first use, every row equal to lark's own, and the whole table too."""

from __future__ import annotations

import pickle
import random

import pytest

from riftc.syntax.grammar import parser
from riftc.syntax.lazy_table import LazyStates


@pytest.fixture(scope="module")
def plain() -> dict[int, dict[str, tuple[object, object]]]:
    states = parser().parser.parser._parse_table.states
    return {state: dict(row) for state, row in states.items()}  # lark's own rows (all made, if lazy)


def test_each_row_made_on_first_use_equals_larks(plain) -> None:
    lazy = pickle.loads(pickle.dumps(LazyStates.encode(plain)))  # as a snapshot stores and loads it
    order = list(plain)
    random.Random(15).shuffle(order)
    for state in order[:500]:
        assert lazy[state] == plain[state]
        assert all(lazy[state][name][0] is action for name, (action, _) in plain[state].items())  # Shift, Reduce
    assert dict.__len__(lazy) == 500  # only those were made
    assert len(lazy) == len(plain) and 0 in lazy and len(plain) not in lazy and lazy.get(len(plain)) is None
    with pytest.raises(KeyError):
        lazy[len(plain)]


def test_the_whole_table_reads_as_larks(plain) -> None:
    lazy = LazyStates.encode(plain)
    lazy[7]  # noqa: B018 - one row made first: iterating still gives the states in order
    assert list(lazy) == list(plain) and lazy == plain and dict(lazy.items()) == plain


def test_a_table_not_numbered_from_zero_is_left_as_it_is() -> None:
    assert LazyStates.encode({1: {}, 2: {}}) is None
