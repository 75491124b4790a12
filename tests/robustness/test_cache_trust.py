"""Cached data cannot run code: a pickle is loaded only from a folder and file that belong to the user and
that nobody else may write (issue 16, "code runs from the cache"). Each test plants a pickle whose
loading would create a marker file, and shows that the marker never appears."""

from __future__ import annotations

import os
import pickle
import stat
from pathlib import Path

import pytest

from riftc.syntax import cache, parser_cache

GRAMMAR = 'start: "draw" NUMBER "."\nNUMBER: /[0-9]+/\n%ignore " "\n'
OPTIONS = dict(parser="lalr", lexer="contextual", maybe_placeholders=True)


class _Planted:
    """Unpickling this calls ``open(marker, "w")``: the marker file appears if the pickle is ever loaded."""

    def __init__(self, marker: Path) -> None:
        self.marker = str(marker)

    def __reduce__(self):
        return open, (self.marker, "w")


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty cache folder of the test's own (0o700), which RIFTC_CACHE_DIR points at."""
    path = tmp_path / "cache"
    path.mkdir(mode=0o700)
    monkeypatch.setenv("RIFTC_CACHE_DIR", str(path))
    monkeypatch.delenv("RIFTC_NO_CACHE", raising=False)
    monkeypatch.setattr(cache, "_WARNED", set(), raising=False)
    return path


def _plant_snapshot(folder: Path, marker: Path) -> Path:
    """A malicious file where the snapshot of GRAMMAR would be."""
    key = parser_cache.snapshot_key(GRAMMAR, OPTIONS)
    path = folder / f"parser-{key[:32]}.pickle"
    path.write_bytes(pickle.dumps(_Planted(marker)))
    return path


def _plant_tables(folder: Path, marker: Path) -> Path:
    """A malicious file where lark's table cache of GRAMMAR would be (lark unpickles the file's
    second line before it compares the first with its key)."""
    path = Path(parser_cache.table_cache(folder, GRAMMAR, OPTIONS))
    path.write_bytes(b"0" * 64 + b"\n" + pickle.dumps(_Planted(marker)))
    return path


def _parses(parser) -> bool:
    return parser.parse("draw 2.").data == "start"


@pytest.mark.parametrize("mode", [0o770, 0o707, 0o777], ids=["group-writable", "other-writable", "world-writable"])
@pytest.mark.parametrize("plant", [_plant_snapshot, _plant_tables], ids=["snapshot", "lark-tables"])
def test_nothing_is_loaded_from_a_folder_others_can_write(plant, mode: int, folder: Path, tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    marker = tmp_path / "ran"
    planted = plant(folder, marker)
    contents = planted.read_bytes()
    folder.chmod(mode)
    assert _parses(parser_cache.cached_lark(GRAMMAR, **OPTIONS))
    assert _parses(parser_cache.cached_lark(GRAMMAR, **OPTIONS))
    assert not marker.exists()
    err = capsys.readouterr().err
    assert err.count("riftc: ignoring the parser cache") == 1  # said once per process
    assert f"{folder}: the folder is writable by others" in err
    assert planted.read_bytes() == contents  # left alone, not rewritten
    assert sorted(p.name for p in folder.iterdir()) == [planted.name]  # nothing written there either


def test_nothing_is_loaded_from_a_folder_of_another_user(folder: Path, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    marker = tmp_path / "ran"
    _plant_snapshot(folder, marker)
    _plant_tables(folder, marker)
    me = os.geteuid()
    monkeypatch.setattr(os, "geteuid", lambda: me + 1)  # as if the folder had been made by someone else
    assert _parses(parser_cache.cached_lark(GRAMMAR, **OPTIONS))
    assert not marker.exists()
    assert f"the folder belongs to user id {me}, not to you ({me + 1})" in capsys.readouterr().err


@pytest.mark.parametrize("plant", [_plant_snapshot, _plant_tables], ids=["snapshot", "lark-tables"])
def test_a_file_others_can_write_in_a_private_folder_is_not_loaded_and_is_replaced(
        plant, folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    marker = tmp_path / "ran"
    planted = plant(folder, marker)
    contents = planted.read_bytes()
    planted.chmod(0o666)
    assert _parses(parser_cache.cached_lark(GRAMMAR, **OPTIONS))
    assert not marker.exists()
    assert "the file is writable by others" in capsys.readouterr().err
    assert stat.S_IMODE(planted.stat().st_mode) == 0o600  # written afresh, private
    assert planted.read_bytes() != contents


def test_load_snapshot_refuses_a_file_of_another_user(folder: Path, tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    marker = tmp_path / "ran"
    planted = _plant_snapshot(folder, marker)
    planted.chmod(0o600)
    me = os.geteuid()
    monkeypatch.setattr(os, "geteuid", lambda: me + 1)
    assert parser_cache.load_snapshot(planted, parser_cache.snapshot_key(GRAMMAR, OPTIONS)) is None
    assert not marker.exists()


def test_the_cache_folder_and_its_files_are_made_private(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RIFTC_CACHE_DIR", str(tmp_path / "new" / "riftc"))
    monkeypatch.delenv("RIFTC_NO_CACHE", raising=False)
    monkeypatch.setattr(cache, "_WARNED", set(), raising=False)
    old_umask = os.umask(0o002)  # a umask that would make files group-writable
    try:
        parser_cache.cached_lark(GRAMMAR, **OPTIONS)
    finally:
        os.umask(old_umask)
    made = tmp_path / "new" / "riftc"
    assert stat.S_IMODE(made.stat().st_mode) == 0o700
    files = sorted(made.iterdir())
    assert [p.name.split("-")[0] for p in files] == ["lark", "parser"]
    assert all(stat.S_IMODE(p.stat().st_mode) == 0o600 for p in files)
    assert parser_cache.load_snapshot(files[1], parser_cache.snapshot_key(GRAMMAR, OPTIONS)) is not None
