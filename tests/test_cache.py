"""The dataclass code cache: stored code is what exec would compile, and a bad file is ignored."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from riftc.cache import DataclassCodeCache

ROOT = Path(__file__).resolve().parent.parent

# A class made in a fresh process: run once to fill the cache, once to use it; both print the same.
PROGRAM = """
import dataclasses, riftc.cache, riftc.nodes as n
from riftc.errors import Span
assert 'exec' in vars(dataclasses)  # the hook is installed
node = n.SelfRef(Span(0, 2), 'me')
print(repr(node), node == n.SelfRef(Span(0, 2), 'me'), hash(node) == hash(n.SelfRef(Span(0, 2), 'me')))
try:
    node.word = 'I'
except dataclasses.FrozenInstanceError:
    print('frozen')
"""


def _run(cache: Path) -> str:
    env = {"RIFTC_CACHE_DIR": str(cache), "PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}
    done = subprocess.run([sys.executable, "-c", PROGRAM], cwd=ROOT, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_classes_behave_the_same_with_a_filled_cache(tmp_path: Path) -> None:
    first = _run(tmp_path)
    assert list(tmp_path.glob("dataclass-code-*.marshal")), "the first run saves the compiled methods"
    assert _run(tmp_path) == first
    assert first.endswith("True True\nfrozen\n")


def test_cached_code_is_what_compile_gives(tmp_path: Path) -> None:
    cache = DataclassCodeCache(tmp_path / "codes.marshal")
    text = "def __create_fn__():\n def f(self):\n  return 1\n return f"
    code = cache.compiled(text)
    cache.save()
    again = DataclassCodeCache(tmp_path / "codes.marshal")
    again.load()
    assert again.codes[text] == code == compile(text, "<string>", "exec", dont_inherit=True)
    assert not again.changed and again.compiled(text) is again.codes[text]


def test_an_unreadable_file_starts_empty(tmp_path: Path) -> None:
    path = tmp_path / "codes.marshal"
    path.write_bytes(b"\x00not marshal")
    cache = DataclassCodeCache(path)
    cache.load()
    assert cache.codes == {}
