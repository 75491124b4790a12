"""Print the shell commands of README.md's "Two commands" and pool sections, one per line, exactly as
printed there (the ```sh blocks), for .ci/run to run in a fresh copy of the checkout."""

from __future__ import annotations

import re
import sys
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"
SECTIONS = ("## Two commands", "### The official card pool")


def commands(text: str) -> list[str]:
    found: list[str] = []
    for title in SECTIONS:
        section = text.split(title, 1)[1].split("\n#", 1)[0]
        for block in re.findall(r"```sh\n(.*?)```", section, flags=re.S):
            found += [line for line in block.splitlines() if line.strip()]
    return found


if __name__ == "__main__":
    lines = commands(README.read_text(encoding="utf-8"))
    if not lines:
        sys.exit("README.md: no ```sh commands found under " + " or ".join(SECTIONS))
    print("\n".join(lines))
