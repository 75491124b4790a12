"""riftc as a library (docs/library.md): compile_text for one card, load_registry that loads only what
riftc's template writes, and `import riftc` that loads nothing until asked."""

from __future__ import annotations

import runpy
import subprocess
import sys
from pathlib import Path

import pytest

import riftc
from corpus_paths import REPO

REGISTRY = REPO / "generated" / "registry.py"
HEADER = '"""Ability registry: test."""\n'


def test_the_checked_in_registry_loads_as_runpy_would_run_it() -> None:
    registry = riftc.load_registry(REGISTRY)
    assert dict(registry.cards) == runpy.run_path(str(REGISTRY))["CARDS"]
    assert registry.not_compiled == {} and registry.path == REGISTRY
    with pytest.raises(TypeError):
        registry.cards["X"] = None  # type: ignore[index]  # read-only


def test_a_partial_registry_lists_what_did_not_compile(broken_set: Path, tmp_path: Path) -> None:
    from click.testing import CliRunner

    from riftc.cli import main

    CliRunner().invoke(main, ["build", str(broken_set), "--out", str(tmp_path / "reg"), "--partial", "-q"])
    registry = riftc.load_registry(tmp_path / "reg" / "registry.py")
    assert set(registry.cards) == {"BRK-003"} and set(registry.not_compiled) == {"BRK-001", "BRK-002", "BRK-004"}


@pytest.mark.parametrize("body, said", [
    ("import os\nCARDS = {}\nNOT_COMPILED = {}\n", "an import other than"),
    ("from os import system\nCARDS = {}\nNOT_COMPILED = {}\n", "an import other than"),
    ("from riftc.runtime import CardDef as C\nCARDS = {}\nNOT_COMPILED = {}\n", "the import of 'CardDef' as C"),
    ("CARDS = {'x': open('/etc/passwd')}\nNOT_COMPILED = {}\n", "the name 'open'"),
    ("from riftc.runtime import Zone\nCARDS = {'x': Zone.__class__}\nNOT_COMPILED = {}\n", "the attribute '__class__'"),
    ("CARDS = {'x': lambda: 1}\nNOT_COMPILED = {}\n", "kind Lambda"),
    ("from riftc.runtime import CardDef\nCARDS = {'x': (lambda: 1)()}\nNOT_COMPILED = {}\n", "a call that is not"),
    ("from riftc.runtime import CardDef\nCARDS = {'x': CardDef(**{})}\nNOT_COMPILED = {}\n", "plain arguments"),
    ("CARDS = {}\nNOT_COMPILED = {}\nprint(1)\n", "a statement of kind Expr"),
    ("def f():\n    pass\nCARDS = {}\nNOT_COMPILED = {}\n", "a statement of kind FunctionDef"),
    ("CARDS = {}\n", "assigns both CARDS and NOT_COMPILED"),
    ("CARDS = {}\nCARDS = {}\nNOT_COMPILED = {}\n", "a statement of kind Assign"),
    ("CARDS = {}\nNOT_COMPILED = {x for x in 'ab'}\n", "a statement of kind Assign"),
])
def test_anything_but_runtime_data_is_refused_before_it_runs(tmp_path: Path, body: str, said: str) -> None:
    path = tmp_path / "registry.py"
    path.write_text(HEADER + body, encoding="utf-8")
    with pytest.raises(riftc.RegistryError) as raised:
        riftc.load_registry(path)
    assert said in str(raised.value) and str(path) in str(raised.value)


def test_a_file_riftc_did_not_write_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "registry.py"
    path.write_text("CARDS = {}\nNOT_COMPILED = {}\n", encoding="utf-8")
    with pytest.raises(riftc.RegistryError, match="does not start with"):
        riftc.load_registry(path)
    path.write_bytes(b'"""Ability registry: \xff"""\n')
    with pytest.raises(riftc.RegistryError, match="not a registry riftc wrote"):
        riftc.load_registry(path)


def test_compile_text_gives_the_card_definition_with_its_traits() -> None:
    card = riftc.compile_text("When you play me, buff up to two other friendly units.", type="Unit",
                              name="Kinkou Monk", id="TST-001", might=2, energy=3, domains=("Calm",))
    assert (card.id, card.name, card.type, card.might, card.energy, card.domains) == (
        "TST-001", "Kinkou Monk", "Unit", 2, 3, ("Calm",))
    assert card.abilities  # the triggered ability, compiled from the text


def test_compile_text_raises_with_diagnostics_in_the_text() -> None:
    with pytest.raises(riftc.CompileError) as raised:
        riftc.compile_text("Draw 2.\nDrew 2.")
    [first] = raised.value.diagnostics[:1]
    assert (first.location.path, first.location.line, first.location.column) == ("<text>", 2, 1)
    assert "2 | Drew 2." in str(raised.value)


def test_import_riftc_loads_nothing_until_asked() -> None:
    script = ("import sys, riftc\n"
              "assert not any(m.startswith(('lark', 'jinja2', 'riftc.')) for m in sys.modules), sorted(sys.modules)\n"
              "riftc.load_registry\n"
              "assert 'riftc.library' in sys.modules and 'lark' not in sys.modules\n"
              "try:\n    riftc.nothing\nexcept AttributeError as e:\n    print(e)\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=REPO)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "module 'riftc' has no attribute 'nothing'"


def test_the_package_is_typed_and_licensed() -> None:
    assert (REPO / "riftc" / "py.typed").is_file()
    assert (REPO / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")


def test_a_file_nested_too_deeply_is_refused_not_crashed_on(tmp_path: Path) -> None:
    path = tmp_path / "registry.py"
    path.write_text(HEADER + "CARDS = {'x': " + "(" * 100_000 + ")" * 100_000 + "}\nNOT_COMPILED = {}\n",
                    encoding="utf-8")
    with pytest.raises(riftc.RegistryError, match="not a registry riftc wrote"):
        riftc.load_registry(path)
