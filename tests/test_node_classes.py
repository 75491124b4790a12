"""The node classes made by ``riftc.nodes.base.node_dataclass`` (issue 15 point 4: no methods compiled per
class at import) behave as the stock ``@dataclass(frozen=True)`` classes they replace: the same fields
and match arguments, frozen, and the same equality, hashing, repr and ``replace``."""

from __future__ import annotations

import dataclasses
import json
import pickle

import pytest

from corpus_paths import corpus_jsonl
from frozen_support import stock_twin
from riftc import nodes
from riftc.errors import Span
from riftc.syntax.build_ast import NODE_CLASSES, build_ast
from riftc.syntax.grammar import parse_tree


def _values(cls: type, salt: int) -> list[object]:
    return [Span(salt, salt + 1)] + [f"{name}-{salt}" for name in [f.name for f in dataclasses.fields(cls)][1:]]


@pytest.mark.parametrize("name", sorted(NODE_CLASSES))
def test_a_node_class_behaves_as_the_stock_frozen_dataclass(name: str) -> None:
    cls = NODE_CLASSES[name]
    twin = stock_twin(cls)
    node, same, other = cls(*_values(cls, 1)), cls(*_values(cls, 1)), cls(*_values(cls, 2))
    stock = twin(*_values(cls, 1))
    assert cls.__dataclass_params__.frozen and cls.__match_args__ == twin.__match_args__
    assert [f.name for f in dataclasses.fields(cls)] == [f.name for f in dataclasses.fields(twin)]
    assert repr(node) == repr(stock)
    assert node == same and hash(node) == hash(same) and node != other and node != stock  # another class
    assert dataclasses.astuple(node) == dataclasses.astuple(stock)
    with pytest.raises(dataclasses.FrozenInstanceError):
        node.span = Span(5, 6)  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del node.span
    assert dataclasses.replace(node, span=Span(2, 3)) == cls(Span(2, 3), *_values(cls, 1)[1:])
    assert pickle.loads(pickle.dumps(node)) == node


def test_defaults_keywords_and_wrong_calls_are_as_stock() -> None:
    trigger, effect = nodes.Keyword(Span(0, 1), "Shield", None), nodes.Keyword(Span(1, 2), "Assault", 2)
    made = nodes.TriggeredAbility(span=Span(0, 2), effect=effect, trigger=trigger)  # ``reminder`` defaults
    assert made == nodes.TriggeredAbility(Span(0, 2), trigger, effect, None)
    with pytest.raises(TypeError):
        nodes.Keyword()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        nodes.Keyword(Span(0, 1), "Shield", 1, 2)  # type: ignore[call-arg]


def test_a_stock_frozen_dataclass_may_still_derive_from_node() -> None:
    @dataclasses.dataclass(frozen=True)
    class Extra(nodes.Node):
        """A node class made by the stock decorator."""

        word: str = "x"

    assert Extra(Span(0, 0)) == Extra(Span(0, 0), "x") and Extra.__dataclass_params__.frozen
    with pytest.raises(dataclasses.FrozenInstanceError):
        Extra(Span(0, 0)).word = "y"  # type: ignore[misc]


def test_a_node_class_with_a_field_after_a_default_is_refused_at_once() -> None:
    with pytest.raises(TypeError, match="follows one with a default"):
        @nodes.base.node_dataclass(frozen=True)
        class Wrong(nodes.Node):
            """Its second field has no default after one that has."""

            first: int = 0
            second: int  # type: ignore[misc]


def _every_child(node: nodes.Node) -> list[nodes.Node]:
    """The direct child nodes found by reading every field, whatever its annotation."""
    found: list[nodes.Node] = []
    for name in [f.name for f in dataclasses.fields(node)]:
        value = getattr(node, name)
        found += [value] if isinstance(value, nodes.Node) else \
            [item for item in value if isinstance(item, nodes.Node)] if isinstance(value, tuple) else []
    return found


def test_children_misses_no_node_on_the_corpus() -> None:
    """``Node.children`` reads the instance's fields straight (without ``getattr`` or a generator): on
    every corpus text, each node's children are those found by reading every field."""
    texts = [text for line in corpus_jsonl().read_text(encoding="utf-8").splitlines()
             for text in (json.loads(line).get("text"), json.loads(line).get("effect_text")) if text]
    checked = 0
    for text in texts:
        for node in build_ast(parse_tree(text)).walk():
            assert node.children() == _every_child(node), node
            checked += 1
    assert checked > 20_000
