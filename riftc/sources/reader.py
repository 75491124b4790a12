"""Read card sets (``.rift`` set files and card JSONL) into CardSource records plus Diagnostics.

Reading never raises for bad input: every problem becomes a Diagnostic pointing at the file,
line and column. A card whose lines cannot be read as a card (a bad card line, no type) is left out
while the others still load; a card with a bad trait value or a misspelt key is read without that
value, so that its text is still checked.  The set-file
syntax is described in docs/card-format.md; its field values are parsed by ``riftc.sources.setformat``.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any
from pathlib import Path

from riftc.sources import limits
from riftc.sources import setformat as fmt
from riftc.sources.arguments import check_path, check_paths
from riftc.sources.cardjson import cards_from_jsonl_lines
from riftc.sources.records import CardSource, ErrataNotice, SourceSet, TextBlock
from riftc.errors import Diagnostic, Location

SET_FILE_SUFFIX = ".rift"
JSONL_SUFFIX = ".jsonl"
# Diagnostic codes of inputs that give nothing to work on (the commands exit 2 for them).
UNREADABLE_INPUT = "unreadable-input"
NO_CARDS = "no-cards"


def stable_path(given: str | Path, file: str | Path) -> str:
    """The name to record for ``file``, found from the input path ``given``: the input folder's own name
    and the path inside it (``cards/ogn.rift`` for ``cards``, ``./cards/``, ``/abs/cards``, or ``.`` run in
    ``cards``), or for a file named directly its folder's name and its own (``cards/ogn.rift``). It
    depends on neither the current folder nor the spelling, so a registry built from anywhere is the
    same bytes. Separators are always ``/``."""
    root = os.path.abspath(given)
    file = os.path.abspath(file)
    if os.path.isdir(root):
        inside = os.path.relpath(file, root)
    else:
        root, inside = os.path.dirname(root), os.path.basename(file)
    return Path(os.path.basename(root), inside).as_posix()


# ---------------------------------------------------------------- entry points


def read_sources(paths: Iterable[str | Path]) -> SourceSet:
    """Read directories (every .rift/.jsonl inside, recursively, sorted), set files and JSONL files."""

    paths = check_paths(paths, "read_sources")  # one path is one path, not an iterable of its characters
    cards: list[CardSource] = []
    diagnostics: list[Diagnostic] = []
    stable: dict[str, str] = {}
    for given in paths:
        cards_before, problems_before = len(cards), len(diagnostics)
        for path, problem in _expand(given):
            if problem is not None:
                diagnostics.append(problem)
                continue
            stable.setdefault(path, stable_path(given, path))
            found = read_jsonl(path) if path.endswith(JSONL_SUFFIX) else read_set_file(path)
            cards += found.cards
            diagnostics += found.diagnostics
        if len(cards) == cards_before and len(diagnostics) == problems_before:
            # An input that names no card at all is a mistake (an empty folder, a mistyped path): it
            # must not pass for a set with no cards and replace a registry with an empty one.
            diagnostics.append(_no_cards(str(given)))
    kept, duplicates = _drop_duplicate_ids(cards)
    return SourceSet(tuple(kept), tuple(diagnostics + duplicates), stable)


def read_set_file(path: str | Path) -> SourceSet:
    """Read one ``.rift`` set file."""

    lines, problem = _read_lines(str(check_path(path, "read_set_file")))
    if problem is not None:
        return SourceSet((), (problem,))
    reader = SetFileReader(str(path), lines)
    cards = reader.read()
    kept, duplicates = _drop_duplicate_ids(cards)
    return SourceSet(tuple(kept), tuple(reader.diagnostics + duplicates))


def read_jsonl(path: str | Path) -> SourceSet:
    """Read one card JSONL file (the schema of shared/corpus/cards.jsonl), one card per line."""

    lines, problem = _read_lines(str(check_path(path, "read_jsonl")))
    if problem is not None:
        return SourceSet((), (problem,))
    cards, diagnostics = cards_from_jsonl_lines(str(path), lines)
    kept, duplicates = _drop_duplicate_ids(cards)
    return SourceSet(tuple(kept), tuple(diagnostics + duplicates))


def _expand(given: str | Path) -> list[tuple[str, Diagnostic | None]]:
    """Files named by one input path, or the diagnostic saying why it cannot be read."""
    shown = str(given)
    if not shown:  # Path("") is ".", the current folder: never what an empty argument meant
        return [(shown, _unreadable(shown, "the path is empty (a variable that expanded to nothing?)"))]
    path = Path(given)
    if path.is_dir():
        suffixes = (SET_FILE_SUFFIX, JSONL_SUFFIX)
        found = sorted(str(p) for p in path.rglob("*") if p.suffix in suffixes and p.is_file())
        return [(name, None) for name in found]
    if not path.exists():
        return [(shown, _unreadable(shown, "no such file or directory"))]
    if path.suffix not in (SET_FILE_SUFFIX, JSONL_SUFFIX):
        reason = f"unknown kind of card file '{path.suffix or path.name}': expected a .rift set file, " \
                 "a .jsonl card file or a directory of them"
        return [(shown, _unreadable(shown, reason))]
    return [(shown, None)]


def _unreadable(path: str, reason: str, line: int = 1, column: int = 1) -> Diagnostic:
    """The diagnostic for an input that cannot be read at all."""
    return Diagnostic(Location(path, line, column), UNREADABLE_INPUT, f"cannot read {path or repr(path)}: {reason}")


def _no_cards(path: str) -> Diagnostic:
    """The diagnostic for an input that can be read but holds no card."""
    what = "folder holds no set file (*.rift) or card JSONL (*.jsonl)" if Path(path).is_dir() \
        else "file holds no card"
    return Diagnostic(Location(path, 1, 1), NO_CARDS, f"no cards in {path}: the {what}")


def read_text(path: str) -> tuple[str, Diagnostic | None]:
    """A regular file's text (UTF-8, a byte order mark dropped), or why it cannot be read; a file
    over ``limits.MAX_INPUT_BYTES`` is not read at all."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):  # a FIFO or a device would block or never end
            return "", _unreadable(path, "not a regular file")
        with open(path, "rb") as stream:
            data = stream.read(limits.MAX_INPUT_BYTES + 1)
        if len(data) > limits.MAX_INPUT_BYTES:
            return "", _unreadable(path, f"the file is larger than {limits.MAX_INPUT_BYTES // 2 ** 20} MiB, "
                                         "the most riftc reads from one file")
        return data.decode("utf-8-sig"), None
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        column = error.start - (data.rfind(b"\n", 0, error.start) + 1) + 1  # counting bytes
        return "", _unreadable(path, f"not UTF-8 text: byte 0x{data[error.start]:02x} ({error.reason})",
                               line, column)
    except OSError as error:
        return "", _unreadable(path, error.strerror or str(error))


def _read_lines(path: str) -> tuple[list[str], Diagnostic | None]:
    """The file's lines without line endings (CRLF tolerated), or why it cannot be read."""
    content, problem = read_text(path)
    if problem is not None:
        return [], problem
    lines = content.split("\n")
    if lines and lines[-1] == "":
        lines.pop()  # the final newline ends the last line; it does not start another
    return [line[:-1] if line.endswith("\r") else line for line in lines], None


def _drop_duplicate_ids(cards: list[CardSource]) -> tuple[list[CardSource], list[Diagnostic]]:
    """Keep the first card of each id; report each later one at its id."""
    first: dict[str, CardSource] = {}
    kept: list[CardSource] = []
    problems: list[Diagnostic] = []
    for card in cards:
        if card.id not in first:
            first[card.id] = card
            kept.append(card)
            continue
        other = first[card.id]
        column = fmt.ID_COLUMN if card.path.endswith(SET_FILE_SUFFIX) else 1
        problems.append(Diagnostic(
            Location(card.path, card.line, column), "duplicate-card",
            f"card id {card.id} is already used by '{other.name}' at {other.path}:{other.line}; "
            "each card id may appear once", card_id=card.id, card_name=card.name,
            source_line=_file_line(card.path, card.line), length=len(card.id)))
    return kept, problems


def _file_line(path: str, number: int) -> str:
    """Line ``number`` of a file (for a diagnostic's source line), "" if it cannot be read."""
    lines, problem = _read_lines(path)
    return lines[number - 1] if problem is None and 0 < number <= len(lines) else ""


# ---------------------------------------------------------------- set files


# What a card's CardSource attributes are when their fields are absent.
_NO_VALUES: dict[str, Any] = {
    "type": None, "supertype": None, "tags": (), "domains": (), "energy": None, "power": None,
    "might": None, "might_bonus": None, "rarity": None, "text": None, "effect_text": None,
    "errata_text": None,
}


@dataclass
class _Draft:
    """A card being read: values found so far and whether any of its lines was wrong."""

    line: int
    id: str
    name: str
    values: dict[str, Any] = field(default_factory=lambda: dict(_NO_VALUES))  # CardSource keywords
    seen: dict[str, int] = field(default_factory=dict)  # field key -> line it was given on
    errata: list[ErrataNotice] = field(default_factory=list)
    broken: bool = False


@dataclass
class _Block:
    """A text block being read: the CardSource attribute it fills (None = discard) and its lines."""

    attribute: str | None
    key: str
    key_line: int
    first_line: int = 0
    lines: list[str] = field(default_factory=list)


def _is_card_line(line: str) -> bool:
    """A ``card ID Name`` line, which always starts a new card."""
    return line == "card" or line.startswith("card ")


def _is_filler(line: str) -> bool:
    """Blank lines and ``#`` comments carry nothing."""
    return not line.strip() or line.startswith("#")


class SetFileReader:
    """Reads one set file's lines into CardSource records, collecting diagnostics."""

    def __init__(self, path: str, lines: list[str]) -> None:
        self.path = path
        self.lines = lines
        self.diagnostics: list[Diagnostic] = []
        self.set_code: str | None = None  # None while the header is missing or wrong
        self.set_name = ""
        self.header_line = 0

    def report(self, line: int, column: int, code: str, message: str, *, length: int = 1,
               fix: str | None = None, card: _Draft | None = None, breaks: bool = True) -> None:
        """Record a diagnostic at ``line``:``column``; a card's diagnostic marks it broken unless
        ``breaks`` is False (a bad trait value: the card is still read, without that value)."""
        if card is not None and breaks:
            card.broken = True
        self.diagnostics.append(Diagnostic(
            Location(self.path, line, column), code, message,
            card_id=card.id if card else "", card_name=card.name if card else "",
            source_line=self.lines[line - 1] if 0 < line <= len(self.lines) else "",
            length=length, fix=fix))

    def report_error(self, card: _Draft, number: int, column: int, error: fmt.FieldError,
                     prefix: str = "", *, breaks: bool = True) -> None:
        """Record a FieldError found in the value that starts at ``column`` of line ``number``."""
        self.report(number, column + error.offset, error.code, prefix + error.message,
                    length=error.length, fix=error.fix, card=card, breaks=breaks)

    def read(self) -> list[CardSource]:
        """All cards of the file that have no errors, in file order."""
        index = self._read_header()
        starts = [n for n in range(index, len(self.lines)) if _is_card_line(self.lines[n])]
        self._check_before_cards(index, starts[0] if starts else len(self.lines))
        cards = []
        for start, end in zip(starts, starts[1:] + [len(self.lines)]):
            card = self._read_card(start, end)
            if card is not None:
                cards.append(card)
        return cards

    def _read_header(self) -> int:
        """Check the ``set CODE Name`` header; return the index of the line after it."""
        for index, line in enumerate(self.lines):
            if _is_filler(line):
                continue
            if line.startswith("set "):
                self._parse_header(index + 1, line)
                return index + 1
            self.report(index + 1, 1, "missing-header", "expected the set header 'set CODE Set Name' "
                        "(e.g. 'set OGN Origins') as the first line that is not a comment")
            return index
        self.report(1, 1, "missing-header", "empty set file: expected the set header 'set CODE Set Name'")
        return len(self.lines)

    def _parse_header(self, number: int, line: str) -> None:
        """Take the set code and name from the header line."""
        _, code, name = (line.split(" ", 2) + ["", ""])[:3]
        if not (code.isascii() and code.isalnum() and code.isupper()):
            self.report(number, 5, "bad-header", f"expected the set code in capitals (e.g. 'OGN'), "
                        f"found '{code}'", length=len(code))
        elif not name.strip():
            self.report(number, len(line) + 1, "bad-header", "expected the set name after the code")
        else:
            self.set_code, self.set_name, self.header_line = code, name.strip(), number

    def _check_before_cards(self, start: int, end: int) -> None:
        """Between the header and the first card only blank lines and comments may stand."""
        for index in range(start, end):
            line = self.lines[index]
            if _is_filler(line):
                continue
            what = "a second set header: each set file holds one set" if line.startswith("set ") \
                else "expected 'card ID Name' to start a card"
            self.report(index + 1, 1, "stray-line", what)

    def _read_card(self, start: int, end: int) -> CardSource | None:
        """Read the card whose ``card`` line is at index ``start``; None if it has errors."""
        card = self._card_line(start + 1, self.lines[start])
        block: _Block | None = None
        after_blank = False
        for index in range(start + 1, end):
            number, line = index + 1, self.lines[index]
            if _is_filler(line):
                self._close(card, block)
                block = None
                after_blank = after_blank or not line.strip()
            elif after_blank:
                # The card ended at the blank line; what follows is reported once, then skipped.
                self.report(number, 1, "stray-line", "expected 'card ID Name': a blank line ends a "
                            "card, so its fields may not follow one", length=len(line), card=card)
                return self._finish(card)
            elif line.startswith("|"):
                self._text_line(card, block, number, line)
            else:
                self._close(card, block)
                block = self._field(card, number, line)
        self._close(card, block)
        return self._finish(card)

    def _card_line(self, number: int, line: str) -> _Draft:
        """Start a card from its ``card ID Name`` line, checking the id and name."""
        _, card_id, name = (line.split(" ", 2) + ["", ""])[:3]
        card = _Draft(number, card_id, name.strip())
        code, dash, collector = card_id.partition("-")
        right_set = code == self.set_code if self.set_code else code.isalnum()
        if not card_id:
            self.report(number, 1, "bad-id", "expected 'card ID Name', e.g. 'card OGN-012 Kinkou Monk'",
                        length=len(line), card=card)
        elif not (dash and right_set and collector.isascii() and collector.isalnum()):
            where = f" (the set code on line {self.header_line})" if self.set_code else ""
            self.report(number, fmt.ID_COLUMN, "bad-id", "expected a card id made of "
                        f"'{self.set_code or 'CODE'}-'{where} and a collector number such as 012 or T01, "
                        f"found '{card_id}'",
                        length=len(card_id), card=card)
        if card_id and not card.name:
            self.report(number, len(line) + 1, "missing-field", "expected the card name after its id",
                        card=card)
        return card

    def _text_line(self, card: _Draft, block: _Block | None, number: int, line: str) -> None:
        """Add one ``| text`` line to the open text block."""
        if block is None:
            self.report(number, 1, "bad-line", "text line outside a text block: text lines must follow "
                        "'text:', 'effect:' or 'errata text:' (or another text line)", card=card)
            return
        if line != "|" and not line.startswith(fmt.TEXT_PREFIX):
            self.report(number, 2, "bad-line", "expected a space after '|': text lines are '| ' followed "
                        "by the text ('|' alone for an empty line)", card=card)
        block.first_line = block.first_line or number
        block.lines.append(line[len(fmt.TEXT_PREFIX):])

    def _close(self, card: _Draft, block: _Block | None) -> None:
        """Finish a text block: store its TextBlock, or report that it has no lines."""
        if block is None or block.attribute is None:
            return
        if not block.lines:
            self.report(block.key_line, 1, "missing-field", f"expected the {block.key} on the lines after "
                        f"'{block.key}:', each starting with '| '", length=len(block.key), card=card)
            return
        text = TextBlock("\n".join(block.lines), block.first_line, fmt.TEXT_COLUMN)
        found = limits.first_large_number(text.text)
        if found is not None:
            line, column = text.position(found.start())
            self.report(line, column, "bad-value", limits.large_number_message(f"a number in the {block.key}"),
                        length=len(found.group()), card=card)
            return
        card.values[block.attribute] = text

    def _field(self, card: _Draft, number: int, line: str) -> _Block | None:
        """Read one ``key: value`` line; return the text block a text key opens."""
        key, colon, rest = line.partition(":")
        if line[0].isspace() or not colon:
            why = "unexpected indentation" if line[0].isspace() else "expected 'key: value'"
            self.report(number, 1, "bad-line", f"{why} (fields are 'key: value' at the start of the line, "
                        "text lines start with '| ')", length=len(line), card=card)
            return None
        try:
            fmt.check_key(key)
        except fmt.FieldError as error:
            # A misspelt key ("domain:") loses its value, not the card: its text is still checked.
            self.report_error(card, number, 1, error, breaks=False)
            return None
        if key in card.seen and key not in fmt.REPEATABLE_KEYS:
            self.report(number, 1, "duplicate-field", f"'{key}' is already given on line {card.seen[key]}; "
                        "each field may appear once", length=len(key), card=card, breaks=False)  # the first stays
            return _Block(None, key, number)
        card.seen.setdefault(key, number)
        value = rest.strip()
        column = len(key) + 2 + len(rest) - len(rest.lstrip())
        if key in fmt.TEXT_KEYS:
            if value:
                self.report(number, column, "bad-value", f"'{key}:' stands alone: the {key} goes on the "
                            "following lines, each starting with '| '", length=len(value), card=card)
            return _Block(fmt.TEXT_KEYS[key], key, number)
        self._value(card, number, column, key, value)
        return None

    def _value(self, card: _Draft, number: int, column: int, key: str, value: str) -> None:
        """Parse and store one field value, reporting a bad one at the offending character."""
        attribute, parse = fmt.FIELD_PARSERS[key]
        try:
            parsed = parse(value)
        except fmt.FieldError as error:
            # A bad trait value ("type: Unti") loses that value, not the card: the card is read
            # without it, so that build, coverage and lint still check its text; the error still
            # fails the run.
            self.report_error(card, number, column, error, prefix=f"{key}: ", breaks=False)
            return
        if attribute == "errata":
            card.errata.append(ErrataNotice(*parsed))
        elif attribute == "cost":
            card.values["energy"], card.values["power"] = parsed
        else:
            card.values[attribute] = parsed

    def _finish(self, card: _Draft) -> CardSource | None:
        """Check required fields and build the CardSource, or None if the card is broken."""
        if "type" not in card.seen:
            self.report(card.line, fmt.ID_COLUMN, "missing-field", "card has no 'type:' field: expected one "
                        f"of: {', '.join(fmt.CARD_TYPES)} (or 'type: {fmt.NO_TYPE}' for a reference card)",
                        length=max(1, len(card.id)), card=card)
        if card.broken or self.set_code is None:
            return None
        return CardSource(path=self.path, line=card.line, id=card.id, set=self.set_code,
                          set_name=self.set_name, name=card.name, **card.values, errata=tuple(card.errata))
