"""The Python API checks its arguments: a clear TypeError or ValueError naming the argument, not a crash
deep inside (issue 16, "Python API")."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from riftc import pipeline
from riftc.sources import CardSource, TextBlock, read_jsonl, read_set_file, read_sources

CARD = CardSource(path="x.rift", line=3, id="TST-001", set="TST", set_name="Test", name="Quick Study",
                  type="Spell", supertype=None, tags=(), domains=(), energy=2, power=None, might=None,
                  might_bonus=None, rarity=None, text=TextBlock("Draw 2.", 8, 3), effect_text=None)


@pytest.mark.parametrize("call, message", [
    (lambda: pipeline.compile_card(None), "compile_card: card must be a riftc.sources.CardSource, got NoneType"),
    (lambda: pipeline.registry_text(None), "registry_text: run must be a riftc.pipeline.CompileRun, got NoneType"),
    (lambda: pipeline.compile_paths(None), "compile_paths: paths must be a path or an iterable of paths"),
    (lambda: read_set_file(None), "read_set_file: path must be a str or os.PathLike"),
    (lambda: read_jsonl(42), "read_jsonl: path must be a str or os.PathLike"),
    (lambda: read_sources(None), "read_sources: paths must be a path or an iterable of paths"),
    (lambda: read_sources([Path("a.rift"), None]), "read_sources: each path must be a str or os.PathLike"),
], ids=["compile_card", "registry_text", "compile_paths", "read_set_file", "read_jsonl", "read_sources",
        "read_sources-item"])
def test_a_wrong_argument_is_a_type_error_naming_it(call, message: str) -> None:
    with pytest.raises(TypeError, match=message):
        call()


def test_read_set_file_of_none_does_not_open_a_file_named_none(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "None").write_text("set NON None\n\ncard NON-001 X\ntype: Unit\n", encoding="utf-8")
    with pytest.raises(TypeError):
        read_set_file(None)


@pytest.mark.parametrize("changes, error, message", [
    ({"text": TextBlock(None, 8, 3)}, TypeError, "card.text.text must be a str, got None"),
    ({"text": "Draw 2."}, TypeError, "card.text must be None or a riftc.sources.TextBlock"),
    ({"type": 42}, TypeError, "card.type must be None or one of Unit, Spell"),
    ({"type": "Spel"}, ValueError, "card.type must be None or one of Unit, Spell"),
    ({"name": None}, TypeError, "card.name must be a non-empty str, got None"),
    ({"name": ""}, ValueError, "card.name must be a non-empty str"),
    ({"energy": "2"}, TypeError, "card.energy must be None or an int"),
    ({"energy": 10 ** 5000}, ValueError, "card.energy must be from 0 to 999, got an int of"),
    ({"domains": ("Fury", "Purple")}, ValueError, "card.domains must be items from"),
    ({"power": ("X",)}, TypeError, "card.power must be None or a tuple of rune letters"),
], ids=["text-none", "text-str", "type-42", "type-typo", "name-none", "name-empty", "energy-str", "energy-huge",
        "domain", "power"])
def test_compile_card_names_the_field_that_is_wrong(changes: dict[str, object], error: type[Exception],
                                                    message: str) -> None:
    with pytest.raises(error, match=f"^compile_card: {message}"):
        pipeline.compile_card(replace(CARD, **changes))


def test_compile_card_gives_a_diagnostic_for_a_huge_number_in_its_text() -> None:
    result = pipeline.compile_card(replace(CARD, text=TextBlock("Deal " + "9" * 5000 + " to a unit.", 8, 3)))
    assert result.stage is pipeline.Stage.READ
    (diagnostic,) = result.diagnostics
    assert (diagnostic.location.line, diagnostic.location.column, diagnostic.code) == (8, 8, "bad-value")


def test_a_good_card_still_compiles() -> None:
    assert pipeline.compile_card(CARD).compiled
