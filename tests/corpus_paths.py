"""Where tests find the shared data beside the repository (``../shared``), skipping when absent.

Import from tests:  ``from corpus_paths import corpus_jsonl``  (pytest puts tests/ on sys.path)
or ``from tests.corpus_paths import ...`` when the repository root is on the path.
"""

from __future__ import annotations

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
CORPUS_JSONL = SHARED / "corpus" / "cards.jsonl"
RULINGS_JSONL = SHARED / "rules" / "rulings.jsonl"
REFERENCE_CARDS = REPO / "cards"


def shared_file(path: Path) -> Path:
    """``path`` if it exists, else skip the calling test (the shared folder is optional)."""
    if not path.exists():
        relative = path.relative_to(REPO.parent) if path.is_relative_to(REPO.parent) else path
        pytest.skip(f"../{relative} not present: it lives beside the repository at {path}")
    return path


def corpus_jsonl() -> Path:
    """The 942-card corpus, ``../shared/corpus/cards.jsonl``."""
    return shared_file(CORPUS_JSONL)


def rulings_jsonl() -> Path:
    """The official rulings, ``../shared/rules/rulings.jsonl``."""
    return shared_file(RULINGS_JSONL)
