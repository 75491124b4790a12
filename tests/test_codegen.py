"""Registry rendering: deterministic bytes, sorted ids, and card data that stays data."""

from __future__ import annotations

import ast
import subprocess
import sys
from dataclasses import dataclass

import pytest

from riftc.codegen import RegistryEntry, comment_text, python_literal, render_registry


@dataclass(frozen=True)
class Thing:
    name: str
    parts: tuple = ()
    count: int = 1


HOSTILE = '"); import os #'


def test_python_literal_rebuilds_nested_data() -> None:
    value = Thing(name="a", parts=(Thing(name="b", count=2),))
    source = python_literal(value)
    assert source == "Thing(name='a', parts=(Thing(name='b', count=2),))"
    assert eval(source, {"Thing": Thing}) == value


def test_long_values_break_one_item_per_line() -> None:
    value = Thing(name="x" * 60, parts=tuple(Thing(name=str(i)) for i in range(5)))
    source = python_literal(value, depth=1)
    assert "\n" in source
    assert eval(source, {"Thing": Thing}) == value


def test_hostile_strings_stay_strings() -> None:
    source = python_literal(Thing(name=HOSTILE + "\n'''\"\"\"\\"))
    tree = ast.parse(source, mode="eval")
    assert isinstance(tree.body, ast.Call)
    assert eval(source, {"Thing": Thing}).name == HOSTILE + "\n'''\"\"\"\\"


def test_comment_text_cannot_end_the_comment() -> None:
    assert "\n" not in comment_text("a\nimport os\r\x00")
    assert comment_text("Kinkou Monk — ok") == "Kinkou Monk — ok"


def _entries(order: list[str]) -> list[RegistryEntry]:
    return [
        RegistryEntry(card_id=card_id, name=HOSTILE + "\nimport os", origin=f"cards/x.rift:{n}\n#",
                      definition=None, failure=f"reason {card_id} {HOSTILE}")
        for n, card_id in enumerate(order)
    ]


def test_registry_is_deterministic_and_sorted() -> None:
    first = render_registry(_entries(["B-2", "A-1", "C-3"]), sources=["b.rift", "a.rift"])
    second = render_registry(list(reversed(_entries(["B-2", "A-1", "C-3"]))), sources=["a.rift", "b.rift"])
    assert first.index("'A-1'") < first.index("'B-2'") < first.index("'C-3'")
    # origins differ with the input order; everything else is identical
    assert first.replace(":0", ":N").replace(":1", ":N").replace(":2", ":N") == \
        second.replace(":0", ":N").replace(":1", ":N").replace(":2", ":N")


def test_registry_with_hostile_data_is_valid_harmless_python(tmp_path) -> None:
    text = render_registry(_entries(["A-1"]), sources=['x"""\nimport os'])
    module = tmp_path / "registry.py"
    module.write_text(text, encoding="utf-8")
    tree = ast.parse(text)
    imports = [node for node in ast.walk(tree) if isinstance(node, (ast.Import, ast.ImportFrom))]
    assert imports == []  # nothing compiled, so nothing imported: the hostile name added no import
    result = subprocess.run([sys.executable, str(module)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_unknown_values_are_refused() -> None:
    with pytest.raises(TypeError):
        python_literal(object())
