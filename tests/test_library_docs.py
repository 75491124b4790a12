"""docs/library.md works as written: each ```python example runs from the repository root and prints
what its comments say (the text after "# " on a print line, "…" standing for any text)."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
DOC = REPO / "docs" / "library.md"
EXAMPLES = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), flags=re.S)


def _expected(source: str) -> list[str]:
    """The printed lines an example's comments promise, in order."""
    return [line.split("# ", 1)[1].strip() for line in source.splitlines()
            if line.lstrip().startswith("print(") and "# " in line]


def _matches(printed: str, promised: str) -> bool:
    pattern = ".*".join(re.escape(part) for part in promised.split("…"))
    return re.fullmatch(pattern, printed) is not None


def test_the_page_has_examples() -> None:
    assert len(EXAMPLES) >= 4


@pytest.mark.parametrize("source", EXAMPLES, ids=[f"example-{i + 1}" for i in range(len(EXAMPLES))])
def test_example_runs_and_prints_what_it_says(source: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(REPO)
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(source, str(DOC), "exec"), {"__name__": "__docs__"})  # noqa: S102 - our own documentation
    lines = printed.getvalue().splitlines()
    promised = _expected(source)
    assert len(lines) == len(promised), lines
    for line, promise in zip(lines, promised):
        assert _matches(line, promise), f"printed {line!r}, the page says {promise!r}"
