"""The LALR parse table of a stored parser, each state's row of actions made when the parser first
reaches that state.

The card grammar's table has ~9,200 states and ~740,000 actions: as dicts of tuples, unpickling it was
most of loading the parser snapshot (~0.12 s of ~0.17 s). ``LazyStates`` stores it as two arrays of
integers (for each state, its actions as pairs: the terminal's number, then the state a shift goes to,
or for a reduce the rule's number as ``-1 - n``), which load at once, and makes a state's row (the
same dict lark builds: terminal -> (Shift, state) or (Reduce, rule)) the first time it is indexed. A
parse reaches a small part of the states; anything that reads the whole table (``items``, ``len``,
iterating) gets all of it, made then. ``tests/test_lazy_table.py`` checks that every row equals lark's.
"""

from __future__ import annotations

from array import array
from typing import Any, Iterator

from lark.parsers.lalr_analysis import Reduce, Shift

Row = dict[str, tuple[Any, Any]]


class LazyStates(dict):  # type: ignore[type-arg]
    """``parse_table.states`` (state number -> row) with each row made on first use."""

    __slots__ = ("_offsets", "_actions", "_names", "_rules", "_made_all")

    def __init__(self, offsets: array, actions: array, names: tuple[str, ...], rules: tuple[Any, ...]) -> None:
        super().__init__()
        self._offsets, self._actions, self._names, self._rules = offsets, actions, names, rules
        self._made_all = False

    @classmethod
    def encode(cls, states: dict[int, Row]) -> LazyStates | None:
        """The table ``states`` in this form; None when its states are not numbered 0 to n - 1."""
        if sorted(states) != list(range(len(states))):
            return None
        names: dict[str, int] = {}
        rules: dict[Any, int] = {}
        offsets, actions = array("i", [0]), array("i")
        for state in range(len(states)):
            for name, (action, argument) in states[state].items():
                number = names.setdefault(name, len(names))
                if action is Shift:
                    actions.extend((number, argument))
                else:
                    actions.extend((number, -1 - rules.setdefault(argument, len(rules))))
            offsets.append(len(actions))
        return cls(offsets, actions, tuple(names), tuple(rules))

    def __reduce__(self) -> tuple[Any, ...]:
        return LazyStates, (self._offsets, self._actions, self._names, self._rules)

    def __missing__(self, state: int) -> Row:
        if not (isinstance(state, int) and 0 <= state < len(self._offsets) - 1):
            raise KeyError(state)
        actions, names, rules = self._actions, self._names, self._rules
        row: Row = {}
        for at in range(self._offsets[state], self._offsets[state + 1], 2):
            target = actions[at + 1]
            row[names[actions[at]]] = (Shift, target) if target >= 0 else (Reduce, rules[-1 - target])
        dict.__setitem__(self, state, row)
        return row

    def _make_all(self) -> None:
        """Every row, kept in state order (as lark's own table has them)."""
        if not self._made_all:
            rows = [self[state] for state in range(len(self._offsets) - 1)]
            dict.clear(self)
            dict.update(self, enumerate(rows))
            self._made_all = True

    # Reading the whole table, or asking about a state without indexing it: every row, made now.
    def get(self, state: Any, default: Any = None) -> Any:
        return self[state] if self.__contains__(state) else default

    def __contains__(self, state: object) -> bool:
        return isinstance(state, int) and 0 <= state < len(self._offsets) - 1

    def __len__(self) -> int:
        return len(self._offsets) - 1

    def __iter__(self) -> Iterator[int]:
        self._make_all()
        return dict.__iter__(self)

    def keys(self) -> Any:
        self._make_all()
        return dict.keys(self)

    def values(self) -> Any:
        self._make_all()
        return dict.values(self)

    def items(self) -> Any:
        self._make_all()
        return dict.items(self)

    def __eq__(self, other: object) -> bool:
        self._make_all()
        if isinstance(other, LazyStates):
            other._make_all()
        return dict.__eq__(self, other)

    def __repr__(self) -> str:
        self._make_all()
        return dict.__repr__(self)

    __hash__ = None  # type: ignore[assignment]
