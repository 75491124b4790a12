"""The shipped LALR parse tables (riftc/syntax/parse_tables.json, issue 15 point 1): made for the current
grammar, read as plain data (nothing in them runs), and a parser made from them parses exactly as one
lark builds. ``python -m riftc.syntax.tables --verify`` (CI) recomputes them and compares the bytes."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest
from lark import Lark
from lark.exceptions import UnexpectedInput

from riftc.syntax import parser_cache, tables
from riftc.syntax.grammar import PARSER_OPTIONS, grammar_text

# A small grammar with what the card grammar's tables must carry: a contextual-lexer conflict (WORD vs
# the keywords), an optional part with placeholders, an alias, an inlined rule and a filtered terminal.
GRAMMAR = r"""
start: sentence+
sentence: "draw" NUMBER [_CARDS] "." -> draw
        | "kill" WORD _target? "." -> kill
_target: "at" WORD
_CARDS: "cards" | "card"
WORD: /[a-z]+/
NUMBER: /[0-9]+/
%ignore " "
%ignore "\n"
"""
OPTIONS = dict(parser="lalr", lexer="contextual", propagate_positions=True, maybe_placeholders=True)
TEXTS = ["draw 2 cards.", "kill draw.\ndraw 1.", "kill x at y.", "draw x.", "kill.", "draw 3 cards"]


def _outcomes(parser: Lark) -> list[object]:
    """Each text's tree and positions, or the error and what it expected."""
    outcomes: list[object] = []
    for text in TEXTS:
        try:
            tree = parser.parse(text)
            outcomes.append((tree, [(t.meta.line, t.meta.column, t.meta.end_pos) for t in tree.iter_subtrees()]))
        except UnexpectedInput as error:
            outcomes.append((type(error).__name__, error.pos_in_stream, sorted(getattr(error, "expected", ()))))
    return outcomes


@pytest.fixture
def small_tables(tmp_path: Path) -> tuple[Path, str]:
    """The tables file of GRAMMAR, as ``python -m riftc.syntax.tables`` writes one."""
    digest = tables.tables_digest(GRAMMAR, OPTIONS)
    path = tmp_path / "tables.json"
    path.write_text(tables.tables_json(Lark(GRAMMAR, strict=True, **OPTIONS), digest, strict=True), encoding="utf-8")
    return path, digest


def test_the_shipped_tables_were_made_for_this_grammar() -> None:
    digest = tables.tables_digest(grammar_text(), PARSER_OPTIONS)
    assert tables.stored_digest(tables.TABLES_PATH) == digest, (
        "grammar/*.lark changed since riftc/syntax/parse_tables.json was made: run `python -m riftc.syntax.tables` "
        "(about a minute) and commit the file")
    assert tables.shipped_tables_are_strict()
    assert tables.main(["--check"]) == 0


def test_a_parser_from_tables_has_lark_s_table_and_parses_alike(small_tables: tuple[Path, str]) -> None:
    path, digest = small_tables
    built = Lark(GRAMMAR, **OPTIONS)
    loaded = tables.load_tables(path, digest, **OPTIONS)
    assert loaded is not None
    # Same actions in the same states (lark numbers the states differently in each build, so the two
    # are compared in the file's canonical numbering) and the same rules.
    assert tables.tables_json(loaded, digest, strict=True) == tables.tables_json(built, digest, strict=True)
    assert len(loaded.parser.parser._parse_table.states) == len(built.parser.parser._parse_table.states)
    assert loaded.rules == built.rules
    assert [rule.options.empty_indices for rule in loaded.rules] == [rule.options.empty_indices for rule in built.rules]
    assert _outcomes(loaded) == _outcomes(built)


def test_the_file_is_deterministic_and_one_entry_a_line(small_tables: tuple[Path, str]) -> None:
    path, digest = small_tables
    again = tables.tables_json(Lark(GRAMMAR, strict=True, **OPTIONS), digest, strict=True)
    assert path.read_text(encoding="utf-8") == again
    lines = again.splitlines()
    assert tables.stored_digest(path) == digest and lines[0].startswith('{"about"')
    states = Lark(GRAMMAR, **OPTIONS).parser.parser._parse_table.states
    assert sum(1 for line in lines if line.startswith("[")) >= len(states)  # the states, one a line


def test_tables_for_another_grammar_or_format_are_not_used(small_tables: tuple[Path, str], tmp_path: Path) -> None:
    path, digest = small_tables
    assert tables.load_tables(path, tables.tables_digest(GRAMMAR + "\n// edited\n", OPTIONS), **OPTIONS) is None
    assert tables.load_tables(tmp_path / "missing.json", digest, **OPTIONS) is None
    broken = tmp_path / "broken.json"
    broken.write_text(path.read_text(encoding="utf-8").splitlines()[0] + "\n[", encoding="utf-8")
    assert tables.load_tables(broken, digest, **OPTIONS) is None  # the right header, a torn body


def test_nothing_in_a_tables_file_runs(tmp_path: Path) -> None:
    """A pickle planted where the tables are is just bytes that are not JSON: no code runs (issue 16.3)."""
    marker = tmp_path / "ran"

    class Planted:
        def __reduce__(self):
            return open, (str(marker), "w")

    planted = tmp_path / "parse_tables.json"
    planted.write_bytes(pickle.dumps(Planted()))
    assert tables.load_tables(planted, tables.tables_digest(GRAMMAR, OPTIONS), **OPTIONS) is None
    assert not marker.exists()


def test_a_first_build_from_tables_computes_no_lalr_and_says_nothing_when_fast(
        small_tables: tuple[Path, str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    path, _digest = small_tables
    monkeypatch.setenv("RIFTC_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("RIFTC_NO_CACHE", raising=False)

    def no_analysis(*args: object, **kwargs: object) -> None:
        raise AssertionError("the LALR tables were computed although the shipped ones match")

    monkeypatch.setattr(tables, "build_with_lark", no_analysis)
    monkeypatch.setattr(parser_cache, "build_with_lark", no_analysis)
    monkeypatch.setattr(parser_cache, "Lark", no_analysis)
    parser = parser_cache.cached_lark(GRAMMAR, shipped=path, **OPTIONS)
    assert _outcomes(parser) == _outcomes(Lark(GRAMMAR, **OPTIONS))
    assert len(list((tmp_path / "cache").glob("parser-*.pickle"))) == 1  # the snapshot for the next run
    assert capsys.readouterr().err == ""


def test_a_grammar_that_outgrew_its_tables_is_built_and_said(
        small_tables: tuple[Path, str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    path, _digest = small_tables
    monkeypatch.setenv("RIFTC_CACHE_DIR", str(tmp_path / "cache"))
    edited = GRAMMAR.replace('"kill"', '"destroy"')
    parser = parser_cache.cached_lark(edited, shipped=path, **OPTIONS)
    assert parser.parse("destroy it.").children[0].data == "kill"
    err = capsys.readouterr().err
    assert "differs from the parse tables shipped in tables.json" in err
    assert "python -m riftc.syntax.tables" in err and "computing the LALR tables" in err


def test_a_slow_first_build_says_what_it_is_doing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("RIFTC_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("RIFTC_NO_CACHE", raising=False)
    monkeypatch.setattr(parser_cache, "STATUS_AFTER", 0.0)  # every build counts as slow
    parser_cache.cached_lark(GRAMMAR, **OPTIONS)
    err = capsys.readouterr().err
    assert "riftc: preparing the parser once" in err and "riftc: parser ready in" in err
    parser_cache.cached_lark(GRAMMAR, **OPTIONS)  # from the snapshot: nothing to say
    assert capsys.readouterr().err == ""
