"""Limits on what riftc reads (listed in docs/robustness.md): past one, a diagnostic saying so, never a
hang, a traceback or memory without end.

The numbers on real cards stay far below these (the official pool's largest is 16); the limits only
keep a mistyped or hostile value from reaching the compiler, the runtime or Python's own limit of
4,300 digits for converting text to an integer.
"""

from __future__ import annotations

import re

MAX_INPUT_BYTES = 16 * 1024 * 1024  # one set file, card JSONL file, scenario file or errata file
MAX_CARD_NUMBER = 999  # energy, Might, might bonus (either sign), power pips, and every number in card text
MAX_NUMBER_DIGITS = len(str(MAX_CARD_NUMBER))

_LONG_DIGITS = re.compile(r"[0-9]{%d,}" % (MAX_NUMBER_DIGITS + 1))  # shorter runs are within the limit


def number_too_large(text: str) -> bool:
    """True for a run of ASCII digits whose value is over MAX_CARD_NUMBER (checked without converting it)."""
    digits = text.lstrip("0") or "0"
    return len(digits) > MAX_NUMBER_DIGITS or int(digits) > MAX_CARD_NUMBER


def first_large_number(text: str) -> re.Match[str] | None:
    """The first run of digits in ``text`` whose value is over MAX_CARD_NUMBER, or None."""
    return next((found for found in _LONG_DIGITS.finditer(text) if number_too_large(found.group())), None)


def large_number_message(what: str) -> str:
    """The message for a number over the limit."""
    return f"{what} is larger than {MAX_CARD_NUMBER}, the largest number riftc reads on a card"
