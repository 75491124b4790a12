"""Checks of what the Python API is handed (paths, CardSource records): a wrong argument is a TypeError or
ValueError naming it, at the call, not a crash deep inside the parser or the runtime.

Card files never reach these: the readers turn every problem in a file into a Diagnostic.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from riftc.sources import limits
from riftc.sources import setformat as fmt
from riftc.sources.records import CardSource, ErrataNotice, TextBlock


def check_path(path: Any, caller: str, name: str = "path") -> str | Path:
    """``path`` if it is a str or os.PathLike, else a TypeError naming ``caller`` and ``name``."""
    if not isinstance(path, (str, os.PathLike)):
        raise TypeError(f"{caller}: {name} must be a str or os.PathLike naming a file or folder, "
                        f"got {type(path).__name__}")
    return path


def check_paths(paths: Any, caller: str) -> list[str | Path]:
    """One path, or an iterable of paths, as a list; a TypeError for anything else."""
    if isinstance(paths, (str, os.PathLike)):
        return [paths]
    if not isinstance(paths, Iterable):
        raise TypeError(f"{caller}: paths must be a path or an iterable of paths, got {type(paths).__name__}")
    return [check_path(path, caller, "each path") for path in paths]


def check_card(card: Any, caller: str) -> CardSource:
    """``card`` if it is a CardSource whose fields have the types and values a reader gives."""
    if not isinstance(card, CardSource):
        raise TypeError(f"{caller}: card must be a riftc.sources.CardSource, got {type(card).__name__}")
    for name in ("id", "set", "set_name", "name"):
        value = getattr(card, name)
        _need(isinstance(value, str) and value != "", caller, name, "a non-empty str", value,
              ValueError if isinstance(value, str) else TypeError)
    _need(isinstance(card.path, str), caller, "path", "a str", card.path)
    _need(_is_int(card.line) and card.line >= 1, caller, "line", "an int of 1 or more", card.line)
    for name, options in (("type", fmt.CARD_TYPES), ("supertype", fmt.SUPERTYPES), ("rarity", fmt.RARITIES)):
        value = getattr(card, name)
        _need(value is None or value in options, caller, name, f"None or one of {', '.join(options)}", value,
              ValueError if isinstance(value, str) else TypeError)
    for name, options in (("tags", None), ("domains", fmt.DOMAINS)):
        value = getattr(card, name)
        _need(isinstance(value, tuple) and all(isinstance(item, str) for item in value), caller, name,
              "a tuple of str", value)
        _need(options is None or set(value) <= set(options), caller, name, f"items from {', '.join(options or ())}",
              value, ValueError)
    for name, low in (("energy", 0), ("might", 0), ("might_bonus", -limits.MAX_CARD_NUMBER)):
        value = getattr(card, name)
        _need(value is None or _is_int(value), caller, name, "None or an int", value)
        _need(value is None or low <= value <= limits.MAX_CARD_NUMBER, caller, name,
              f"from {low} to {limits.MAX_CARD_NUMBER}", value, ValueError)
    _need(card.power is None or isinstance(card.power, tuple) and all(pip in fmt.RUNE_LETTERS for pip in card.power),
          caller, "power", f"None or a tuple of rune letters ({' '.join(fmt.RUNE_LETTERS)})", card.power)
    for name in ("text", "effect_text", "errata_text"):
        block = getattr(card, name)
        _need(block is None or isinstance(block, TextBlock), caller, name, "None or a riftc.sources.TextBlock", block)
        if block is not None:
            _need(isinstance(block.text, str), caller, f"{name}.text", "a str", block.text)
            _need(_is_int(block.line) and _is_int(block.column), caller, f"{name}.line and .column", "ints",
                  (block.line, block.column))
    _need(isinstance(card.errata, tuple) and all(isinstance(n, ErrataNotice) for n in card.errata), caller,
          "errata", "a tuple of riftc.sources.ErrataNotice", card.errata)
    return card


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _need(ok: bool, caller: str, name: str, expected: str, value: Any, error: type[Exception] = TypeError) -> None:
    if not ok:
        shown = f"an int of {value.bit_length()} bits" if _is_int(value) and value.bit_length() > 64 else repr(value)
        raise error(f"{caller}: card.{name} must be {expected}, got {shown[:80]}")
