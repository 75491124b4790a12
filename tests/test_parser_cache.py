"""The on-disk parser snapshot: same parses as a fresh build, and any bad file means building afresh."""

from __future__ import annotations

from pathlib import Path

import pytest
from lark import Lark
from lark.exceptions import UnexpectedInput

from riftc.syntax import parser_cache

# A small grammar with a contextual-lexer conflict (WORD vs the keywords), positions and placeholders,
# like the card grammar, so the snapshot must keep per-state lexers, callbacks and Shift/Reduce intact.
GRAMMAR = r"""
start: sentence+
sentence: "draw" NUMBER [_CARDS] "." -> draw
        | "kill" WORD "." -> kill
_CARDS: "cards" | "card"
WORD: /[a-z]+/
NUMBER: /[0-9]+/
%ignore " "
%ignore "\n"
"""
OPTIONS = dict(parser="lalr", lexer="contextual", propagate_positions=True, maybe_placeholders=True)
TEXTS = ["draw 2 cards.", "kill draw.\ndraw 1.", "draw x.", "kill."]


@pytest.fixture(autouse=True)
def cache_in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("RIFTC_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("RIFTC_NO_CACHE", raising=False)
    return tmp_path


def _outcomes(parser: Lark) -> list[object]:
    """Each text's tree and positions, or its error, to compare two parsers (rule names compare as text)."""
    outcomes = []
    for text in TEXTS:
        try:
            tree = parser.parse(text)
            outcomes.append((tree, [(t.meta.line, t.meta.column, t.meta.end_pos) for t in tree.iter_subtrees()]))
        except UnexpectedInput as error:
            outcomes.append(f"{type(error).__name__} at {error.pos_in_stream}")
    return outcomes


def test_a_snapshot_parses_like_a_fresh_build(cache_in_tmp: Path) -> None:
    built = parser_cache.cached_lark(GRAMMAR, **OPTIONS)
    assert len(list(cache_in_tmp.glob("parser-*.pickle"))) == 1
    loaded = parser_cache.cached_lark(GRAMMAR, **OPTIONS)
    assert loaded is not built
    assert _outcomes(loaded) == _outcomes(Lark(GRAMMAR, **OPTIONS)) == _outcomes(built)


def test_the_snapshot_holds_compiled_scanners(cache_in_tmp: Path) -> None:
    parser_cache.cached_lark(GRAMMAR, **OPTIONS)
    loaded = parser_cache.cached_lark(GRAMMAR, **OPTIONS)
    lexers = loaded.parser.lexer.lexers.values()
    assert all(lexer._scanner is not None for lexer in lexers)  # nothing left to compile


def test_a_corrupt_or_stale_snapshot_is_rebuilt(cache_in_tmp: Path) -> None:
    parser_cache.cached_lark(GRAMMAR, **OPTIONS)
    (snapshot,) = cache_in_tmp.glob("parser-*.pickle")
    key = parser_cache.snapshot_key(GRAMMAR, OPTIONS)
    assert parser_cache.load_snapshot(snapshot, "another key") is None
    snapshot.write_bytes(snapshot.read_bytes()[:1000])
    assert parser_cache.load_snapshot(snapshot, key) is None
    assert _outcomes(parser_cache.cached_lark(GRAMMAR, **OPTIONS)) == _outcomes(Lark(GRAMMAR, **OPTIONS))
    assert parser_cache.load_snapshot(snapshot, key) is not None  # written again


def test_a_changed_grammar_gets_its_own_snapshot(cache_in_tmp: Path) -> None:
    parser_cache.cached_lark(GRAMMAR, **OPTIONS)
    changed = parser_cache.cached_lark(GRAMMAR.replace('"kill"', '"destroy"'), **OPTIONS)
    assert len(list(cache_in_tmp.glob("parser-*.pickle"))) == 2
    assert changed.parse("destroy it.").children[0].data == "kill"


def test_an_unwritable_cache_folder_still_gives_a_parser(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("RIFTC_CACHE_DIR", str(blocker / "cache"))
    assert parser_cache.cached_lark(GRAMMAR, **OPTIONS).parse("draw 1.").data == "start"


def test_old_snapshots_are_pruned(cache_in_tmp: Path) -> None:
    for index in range(parser_cache.KEEP_SNAPSHOTS + 2):
        parser_cache.cached_lark(GRAMMAR.replace('"kill"', f'"kill{index}"'), **OPTIONS)
    assert len(list(cache_in_tmp.glob("parser-*.pickle"))) == parser_cache.KEEP_SNAPSHOTS


def test_a_changed_imported_grammar_file_makes_the_snapshot_stale(cache_in_tmp: Path, tmp_path: Path) -> None:
    library = tmp_path / "lib"
    library.mkdir()
    (library / "words.lark").write_text('VERB: "draw"\n', encoding="utf-8")
    grammar = 'start: VERB\n%import words.VERB\n'
    options = dict(OPTIONS, import_paths=[str(library)])
    assert parser_cache.cached_lark(grammar, **options).parse("draw").children == ["draw"]
    (library / "words.lark").write_text('VERB: "kill"\n', encoding="utf-8")
    assert parser_cache.cached_lark(grammar, **options).parse("kill").children == ["kill"]


def test_a_parser_with_a_transformer_is_built_not_snapshotted(cache_in_tmp: Path) -> None:
    from lark import Transformer

    class ToInt(Transformer):
        def NUMBER(self, token):  # noqa: N802 - lark names callbacks after terminals
            return int(token)

    parser = parser_cache.cached_lark(GRAMMAR, **OPTIONS, transformer=ToInt())
    assert parser.parse("draw 2.").children[0].children == [2]
    assert not list(cache_in_tmp.glob("parser-*.pickle"))


def test_a_basic_lexer_parser_is_snapshotted_too(cache_in_tmp: Path) -> None:
    options = dict(OPTIONS, lexer="basic", cache=False)  # the caller's ``cache`` is overridden
    parser_cache.cached_lark(GRAMMAR, **options)
    loaded = parser_cache.cached_lark(GRAMMAR, **options)
    assert loaded.parser.lexer._scanner is not None
    assert _outcomes(loaded) == _outcomes(Lark(GRAMMAR, **options))
