"""Sources stage: set files (``.rift``) and card JSONL → CardSource records plus Diagnostics."""

from riftc.sources.reader import (
    JSONL_SUFFIX, NO_CARDS, SET_FILE_SUFFIX, UNREADABLE_INPUT, CardSource, ErrataNotice, SetFileReader, SourceSet,
    TextBlock, read_jsonl, read_set_file, read_sources,
)

__all__ = [
    "JSONL_SUFFIX", "NO_CARDS", "SET_FILE_SUFFIX", "UNREADABLE_INPUT", "CardSource", "ErrataNotice",
    "SetFileReader", "SourceSet", "TextBlock", "read_jsonl", "read_set_file", "read_sources",
]
