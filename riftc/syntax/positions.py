"""Where each parse-tree node sits in the text: a lean stand-in for lark's ``propagate_positions``.

The AST needs one thing from the parse tree besides its shape: each node's start and end offsets
(``riftc.errors.Span``), counted from the node's first word to its last, the words the tree drops
("When", ",", "this turn") included. lark's ``propagate_positions=True`` computes that, and more
(lines, columns, a general node filter), in a generic wrapper around every rule's callback; on the
corpus that wrapper was a quarter of the whole parse. ``install_positions`` wraps the callbacks of a
parser built *without* ``propagate_positions`` in ``PositionedCallback``, which records the offsets
only, in the same places lark does (``tree.meta.start_pos`` / ``end_pos`` / ``empty``), so the
rest of riftc reads them as before. ``tests/test_positions.py`` checks both agree on every corpus text.
"""

from __future__ import annotations

from typing import Any, Callable

from lark import Lark, Token, Tree


class PositionedCallback:
    """A rule's tree-building callback that also records the offsets the new tree spans.

    A rule whose tree is inlined (``?rule`` with one child) returns that child unchanged; the child
    keeps its own span and also gets a *container* span that includes the words this rule dropped,
    so the node above it starts and ends where lark's own propagation would put it.
    """

    __slots__ = ("build",)

    def __init__(self, build: Callable[[list[Any]], Any]) -> None:
        self.build = build

    def __call__(self, children: list[Any]) -> Any:
        result = self.build(children)
        if type(result) is not Tree:
            return result
        start = _first_start(children)
        if start is None:
            return result  # nothing but empty optional parts: lark leaves such a node empty too
        end = _last_end(children)
        meta = result.meta
        if meta.empty:
            meta.start_pos, meta.end_pos, meta.empty = start, end, False
        meta.container_start_pos, meta.container_end_pos = start, end
        return result


def _first_start(children: list[Any]) -> int | None:
    for child in children:
        kind = type(child)
        if kind is Token:
            return child.start_pos
        if kind is Tree and child._meta is not None and not child._meta.empty:
            return child._meta.container_start_pos
    return None


def _last_end(children: list[Any]) -> int:
    for child in reversed(children):
        kind = type(child)
        if kind is Token:
            return child.end_pos
        if kind is Tree and child._meta is not None and not child._meta.empty:
            return child._meta.container_end_pos
    raise AssertionError("a node with a start has an end")


def install_positions(parser: Lark) -> Lark:
    """Wrap every rule callback of ``parser`` (built with ``propagate_positions=False``); return it.

    The callbacks dict is shared with lark's LALR parser, so replacing its values in place is enough.
    """
    callbacks = parser._callbacks
    for rule, callback in callbacks.items():
        if not isinstance(callback, PositionedCallback):
            callbacks[rule] = PositionedCallback(callback)
    return parser
