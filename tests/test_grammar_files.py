"""Grammar files: one .lark file per section, joined in the order of ``riftc.syntax.grammar.GRAMMAR_FILES``;
a missing file is named; the parser snapshot is keyed by every file's text."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from riftc.syntax import grammar
from riftc.syntax import parser_cache
from riftc.syntax.grammar import GRAMMAR_FILES, GrammarFilesMissing, grammar_dir, grammar_files, grammar_line, grammar_text
from riftc.syntax.lexer_dispatch import install_first_char_dispatch

OPTIONS = dict(parser="lalr", lexer="contextual", propagate_positions=False, maybe_placeholders=True)


@pytest.fixture
def grammar_copy(tmp_path: Path) -> Path:
    """A copy of the grammar folder to change."""
    folder = tmp_path / "grammar"
    shutil.copytree(grammar_dir(), folder)
    return folder


def test_the_folder_holds_exactly_the_listed_files() -> None:
    assert sorted(path.name for path in grammar_dir().glob("*.lark")) == sorted(GRAMMAR_FILES)
    assert len(set(GRAMMAR_FILES)) == len(GRAMMAR_FILES)


def test_the_grammar_is_the_files_joined_in_order() -> None:
    texts = [path.read_text(encoding="utf-8") for path in grammar_files()]
    assert [path.name for path in grammar_files()] == list(GRAMMAR_FILES)
    assert all(text.endswith("\n") for text in texts)
    assert grammar_text() == "".join(texts)
    assert grammar_text().startswith("// The templated English of Riftbound card text")


def test_a_missing_file_is_named(grammar_copy: Path) -> None:
    (grammar_copy / "costs.lark").unlink()
    (grammar_copy / "players.lark").unlink()
    with pytest.raises(GrammarFilesMissing, match=r"lacks players\.lark, costs\.lark .*GRAMMAR_FILES"):
        grammar_text(grammar_copy)


def test_a_file_without_a_final_newline_does_not_run_into_the_next(grammar_copy: Path) -> None:
    first = grammar_copy / GRAMMAR_FILES[0]
    first.write_text(first.read_text(encoding="utf-8").rstrip("\n"), encoding="utf-8")
    assert grammar_text(grammar_copy) == grammar_text()


def test_a_line_of_the_joined_grammar_is_traced_to_its_file() -> None:
    first_line = 1
    for path in grammar_files():
        count = len(path.read_text(encoding="utf-8").splitlines())
        assert grammar_line(first_line) == (path.name, 1)
        assert grammar_line(first_line + count - 1) == (path.name, count)
        first_line += count
    lines = grammar_text().splitlines()
    assert first_line == len(lines) + 1
    file_name, line = grammar_line(lines.index('costs: cost ("," cost)*') + 1)
    assert (file_name, (grammar_dir() / file_name).read_text(encoding="utf-8").splitlines()[line - 1]) == (
        "costs.lark", 'costs: cost ("," cost)*')
    with pytest.raises(ValueError):
        grammar_line(first_line)


def test_a_grammar_error_says_which_file_it_is_in(grammar_copy: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    broken = grammar_copy / "effects.lark"
    broken.write_text(broken.read_text(encoding="utf-8") + "broken_rule: ::\n", encoding="utf-8")
    monkeypatch.setattr(grammar, "grammar_dir", lambda: grammar_copy)
    grammar.parser.cache_clear()
    try:
        with pytest.raises(Exception) as caught:
            grammar.parser()
    finally:
        grammar.parser.cache_clear()
    assert any(re.search(r"is line \d+ of grammar/effects\.lark", note) for note in getattr(caught.value, "__notes__", []))


def test_the_parser_is_built_from_every_file(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[str] = []

    def fake_cached_lark(text: str, **options: object) -> object:
        seen.append(text)
        return object()

    monkeypatch.setattr(grammar, "cached_lark", fake_cached_lark)
    monkeypatch.setattr(grammar, "install_positions", lambda parser: parser)
    grammar.parser.__wrapped__(False)
    assert seen == [grammar_text()]


@pytest.mark.parametrize("name", GRAMMAR_FILES)
def test_changing_any_one_file_changes_the_snapshot_key(grammar_copy: Path, name: str) -> None:
    key = parser_cache.snapshot_key(grammar_text(grammar_copy), OPTIONS, install_first_char_dispatch)
    path = grammar_copy / name
    path.write_text(path.read_text(encoding="utf-8") + "// one more comment\n", encoding="utf-8")
    changed = parser_cache.snapshot_key(grammar_text(grammar_copy), OPTIONS, install_first_char_dispatch)
    assert changed != key


def test_no_section_or_comment_names_a_wave_of_work() -> None:
    for path in grammar_files():
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"\bwave\b", text, flags=re.I), path.name
