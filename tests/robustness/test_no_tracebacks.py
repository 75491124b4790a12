"""Every command, on hostile input, ends with a message naming the file and exit status 1 or 2, never a
traceback (issue 16, "tracebacks"); ``--debug`` shows the traceback of an internal error."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from robustness_support import riftc, write

HUGE = "9" * 5000
RECORD = {"id": "OGN-009", "set": "OGN", "set_name": "Origins", "name": "T", "type": "Unit", "supertype": None,
          "tags": [], "domains": ["Calm"], "energy": 3, "power": 1, "might": 2, "text": None, "effect_text": None,
          "rarity": "Common"}
UNIT = "set TST Test\n\ncard TST-001 Poro\ntype: Unit\ncost: 1\nmight: 1\n"

HOSTILE = {
    "nested.jsonl": "[" * 100_000 + "\n",
    "nested-objects.jsonl": '{"a":' * 100_000 + "\n",
    "huge-integer.jsonl": json.dumps(RECORD).replace('"energy": 3', f'"energy": {HUGE}') + "\n",
    "surrogate.jsonl": json.dumps({**RECORD, "name": "Po\udcffro", "text": "Draw \ud800."}) + "\n",
    "huge-might.rift": UNIT.replace("might: 1", f"might: {HUGE}"),
    "huge-cost.rift": UNIT.replace("cost: 1", f"cost: {HUGE}"),
    "huge-text-number.rift": UNIT + f"text:\n| Deal {HUGE} to a unit.\n",
    "latin-1.rift": None,
}
COMMANDS = [
    ("build", "{path}", "--out", "{tmp}/reg"),
    ("build", "{path}", "--out", "{tmp}/reg", "--partial"),
    ("coverage", "{path}"),
    ("coverage", "{path}", "--json"),
    ("export", "{path}"),
    ("export", "{path}", "--out", "{tmp}/out.jsonl"),
    ("lint", "{path}"),
    ("lint", "{path}", "--format", "json"),
    ("lint", "{path}", "--fix"),
]


def _hostile(tmp_path: Path, name: str) -> Path:
    path = tmp_path / name
    text = HOSTILE[name]
    path.write_bytes(b"set TST Caf\xe9\n" if text is None else text.encode("utf-8", "surrogatepass"))
    return path


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: " ".join(w for w in c if not w.startswith("{")))
@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_no_command_shows_a_traceback_for_hostile_input(name: str, command: tuple[str, ...], tmp_path: Path) -> None:
    path = _hostile(tmp_path, name)
    outcome = riftc(*(word.format(path=path, tmp=tmp_path) for word in command))
    assert outcome.crash is None, f"{type(outcome.crash).__name__}: {outcome.crash}"
    assert outcome.code in (1, 2)
    assert "internal error" not in outcome.err and "Traceback" not in outcome.err
    assert str(path) in outcome.err + outcome.out  # the message names the file
    if "json" in command:  # the reader's error, with line and column, is in the one JSON object (docs/cli.md)
        assert any(error["file"] == str(path) and error["line"] >= 1 and error["column"] >= 1
                   for error in json.loads(outcome.out)["read_errors"]), outcome.out
    elif command[0] in ("build", "export", "lint"):  # with line and column
        assert re.search(rf"{re.escape(str(path))}:\d+:\d+: error\[", outcome.err), outcome.err


@pytest.mark.parametrize("name", ["nested.jsonl", "huge-integer.jsonl", "surrogate.jsonl"])
def test_import_of_hostile_jsonl_is_a_message(name: str, tmp_path: Path) -> None:
    path = _hostile(tmp_path, name)
    outcome = riftc("import", str(path), "--out", str(tmp_path / "sets"))
    assert outcome.crash is None and outcome.code == 1
    assert f"{path}:1:" in outcome.err and not (tmp_path / "sets").exists()


@pytest.mark.parametrize("content, said", [
    ("[" * 100_000 + "\n", "nests arrays or objects too deeply"),
    ('{"card": ' + HUGE + "}\n", "errata.jsonl"),
    (None, "not UTF-8"),
], ids=["nested", "huge-integer", "latin-1"])
def test_a_hostile_errata_file_is_a_usage_error(content: str | None, said: str, tmp_path: Path) -> None:
    errata = tmp_path / "errata.jsonl"
    errata.write_bytes(b"caf\xe9\n" if content is None else content.encode("utf-8"))
    outcome = riftc("lint", str(write(tmp_path / "tst.rift", UNIT)), "--errata", str(errata))
    assert outcome.crash is None and outcome.code == 2
    assert "cannot read the errata file" in outcome.err and said in outcome.err


def test_an_internal_error_is_one_line_and_debug_shows_the_traceback(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from riftc import pipeline

    def broken(run):
        raise RuntimeError("registry template exploded")

    monkeypatch.setattr(pipeline, "registry_text", broken)
    path = write(tmp_path / "tst.rift", UNIT)
    outcome = riftc("build", str(path), "--out", str(tmp_path / "reg"))
    assert outcome.crash is None and outcome.code == 2
    assert "riftc: internal error (RuntimeError: registry template exploded)" in outcome.err
    assert "--debug" in outcome.err
    debug = riftc("--debug", "build", str(path), "--out", str(tmp_path / "reg"))
    assert isinstance(debug.crash, RuntimeError)
