"""docs/playing.md: the whole game driven from Python runs as written."""

from __future__ import annotations

import contextlib
import io
import os
import re
from pathlib import Path

PROJECT = Path(__file__).resolve().parent.parent


def test_the_guide_example_plays_a_game_to_its_end() -> None:
    text = (PROJECT / "docs" / "playing.md").read_text()
    code = re.search(r"```python\n(.*?)```", text, re.S).group(1)  # type: ignore[union-attr]
    assert len(code.strip().splitlines()) <= 25  # "about 20 lines"
    namespace: dict[str, object] = {}
    out = io.StringIO()
    cwd = os.getcwd()
    os.chdir(PROJECT)  # the example names cards/ relative to the project
    try:
        with contextlib.redirect_stdout(out):
            exec(compile(code, "docs/playing.md", "exec"), namespace)  # noqa: S102 - our own documentation
    finally:
        os.chdir(cwd)
    game = namespace["game"]
    assert game.state.flow.winner is not None, game.log[-20:]  # type: ignore[attr-defined]
    assert "wins the game" in out.getvalue()
