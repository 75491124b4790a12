"""Scenario reader: a ``*.scn`` file → frozen dataclasses (riftc.scenarios.model), every syntax error a
Diagnostic with file:line:column and what was expected. The format is described in docs/scenarios.md.

A hand-written line reader: each line is recognised by its first word. Inline cards use the set-file
syntax and are read by the set-file reader itself (riftc.sources), so they report the same errors.
A scenario with errors keeps them in ``Scenario.diagnostics`` and the other scenarios are unaffected.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path

from riftc.sources import limits, setformat as fmt
from riftc import sources
from riftc.errors import Diagnostic, Location
from riftc.scenarios import game_lines, lines as ln
from riftc.scenarios.model import Controls, Expect, GameExpect, Item, Placement, Pos, Runes, Scenario, ScenarioFile, Score
from riftc.sources import CardSource
from riftc.sources.reader import read_text

SUFFIX = ".scn"
PENDING_FOLDER = "pending"

# Limits on what one scenario may ask for (docs/robustness.md): a short file must not make the runner
# build millions of objects or battlefields. Every number in a scenario is at most MAX_CARD_NUMBER.
MAX_COPIES = 100  # "(copies N)" on one placement
MAX_OBJECTS = 1000  # objects placed by one scenario, copies included
MAX_BATTLEFIELDS = 16  # "battlefield N": N from 1 to this
# A number standing as a word of its own ("copies 100000000)", "battlefield 7:"), not part of an id or a name.
_NUMBER_WORD = re.compile(r"(?<![\w./\\-])[+-]?[0-9]+(?![\w./\\-])")
_NAMING_LINES = ("scenario:", "ruling:", "rule:", "sets:")


# ---------------------------------------------------------------- ruling ids and rule numbers


@dataclass(frozen=True)
class References:
    """Known ruling ids and rule numbers; None means "not available, don't check"."""

    rulings: frozenset[str] | None = None
    rules: frozenset[str] | None = None


def default_shared() -> Path:
    """The ``shared`` folder next to the project checkout (``../shared`` from the repository root)."""
    return Path(__file__).resolve().parents[2].parent / "shared"


def load_references(shared: Path | None = None, rules: Path | None = None) -> References:
    """Ruling ids from ``rulings.jsonl`` and rule numbers from ``core-rules.md`` in the folder ``rules``
    (default: ``rules/`` of ``shared``, itself by default ``default_shared()``), when present."""
    rules_dir = rules if rules is not None else (shared or default_shared()) / "rules"
    rulings_path, rules_path = rules_dir / "rulings.jsonl", rules_dir / "core-rules.md"
    rulings = None
    if rulings_path.is_file():
        with open(rulings_path, encoding="utf-8") as stream:
            rulings = frozenset(json.loads(line)["id"] for line in stream if line.strip())
    rules = None
    if rules_path.is_file():
        rules = frozenset(_rule_numbers(rules_path.read_text(encoding="utf-8").splitlines()))
    return References(rulings, rules)


def _rule_numbers(rule_lines: Iterable[str]) -> Iterable[str]:
    """Rule lines look like ``  - **426.1.b.1.** text``: yield ``426.1.b.1``."""
    for line in rule_lines:
        text = line.strip().lstrip("- ")
        if text.startswith("**") and ".**" in text:
            yield text[2:text.index(".**")]


# ---------------------------------------------------------------- entry points


def find_scenario_files(paths: Iterable[str | Path]) -> list[str]:
    """The ``.scn`` files named by ``paths`` (folders searched recursively, sorted)."""
    found: list[str] = []
    for given in paths:
        path = Path(given)
        if path.is_dir():
            found += sorted(str(p) for p in path.rglob(f"*{SUFFIX}") if p.is_file())
        else:
            found.append(str(given))
    return found


def read_scenario_file(path: str | Path, references: References | None = None) -> ScenarioFile:
    """Read one scenario file; a file that cannot be read gives one diagnostic."""
    text, problem = read_text(str(path))  # at most limits.MAX_INPUT_BYTES
    if problem is not None:
        return ScenarioFile(str(path), (), (problem,))
    return read_scenario_text(text, str(path), references)


def read_scenario_text(text: str, path: str = "<scenario>", references: References | None = None) -> ScenarioFile:
    """Read scenario source ``text`` as if it were the file ``path``."""
    lines = [line.rstrip("\r") for line in text.split("\n")]
    pending = PENDING_FOLDER in Path(path).parts[:-1]
    return _FileReader(path, lines, references or References(), pending).read()


# ---------------------------------------------------------------- the reader


@dataclass
class _Draft:
    """A scenario being read."""

    line: int
    name: str
    phase: str = "header"  # header → setup → steps
    rulings: list[str] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)
    cards: list[CardSource] = field(default_factory=list)
    placements: list[Placement] = field(default_factory=list)
    runes: list[Runes] = field(default_factory=list)
    controls: list[Controls] = field(default_factory=list)
    scores: list[Score] = field(default_factory=list)
    pending: str | None = None
    turn: int = 0
    mode: str | None = None  # "mode: duel" (a whole game)
    turn_phase: str | None = None  # "phase: main"
    items: list[Item] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)


class _FileReader:
    """Reads one file's lines into scenarios, collecting diagnostics per scenario."""

    def __init__(self, path: str, lines: list[str], references: References, pending: bool) -> None:
        self.path, self.lines, self.references, self.pending = path, lines, references, pending
        self.shared_cards: list[CardSource] = []
        self.sets: list[str] = []
        self.bad_sets: list[int] = []  # numbers of the 'sets:' lines naming nothing that can be read
        self.file_diagnostics: list[Diagnostic] = []
        self.scenarios: list[Scenario] = []
        self.draft: _Draft | None = None

    def read(self) -> ScenarioFile:
        """Every scenario of the file, in order."""
        index = 0
        while index < len(self.lines):
            line = self.lines[index]
            if line.startswith("card ") or line == "card":
                index = self._card_block(index)
                continue
            if line.strip() and not line.lstrip().startswith("#"):
                before = self._sizes()
                try:
                    _check_numbers(line)
                    self._line(index + 1, line)
                    self._check_counts(line, before)
                except ln.LineError as error:
                    self._drop_since(before)
                    self.report(index + 1, error.column, error.message, error.length)
            index += 1
        self._close()
        return ScenarioFile(self.path, tuple(self.scenarios), tuple(self.file_diagnostics))

    def report(self, number: int, column: int, message: str, length: int = 1,
               code: str = "scenario-syntax") -> None:
        """Record a diagnostic for the current scenario (or the file, before the first one)."""
        diagnostic = Diagnostic(Location(self.path, number, column), code, message,
                                source_line=self.lines[number - 1], length=length)
        (self.draft.diagnostics if self.draft else self.file_diagnostics).append(diagnostic)

    # -- limits on counts --------------------------------------------------------------------
    def _sizes(self) -> tuple[int, int, int]:
        """How many placements, controls and items the current scenario has so far."""
        draft = self.draft
        return (len(draft.placements), len(draft.controls), len(draft.items)) if draft else (0, 0, 0)

    def _drop_since(self, before: tuple[int, int, int]) -> None:
        """Forget what a line that turned out wrong added to the current scenario."""
        if self.draft is not None:
            del self.draft.placements[before[0]:], self.draft.controls[before[1]:], self.draft.items[before[2]:]

    def _check_counts(self, line: str, before: tuple[int, int, int]) -> None:
        """Copies, battlefield numbers and ability numbers of what the line added, within the limits."""
        draft = self.draft
        if draft is None:
            return
        for placement in draft.placements[before[0]:]:
            if not 1 <= placement.copies <= MAX_COPIES:
                raise _out_of_range(line, "copies", f"a number of copies from 1 to {MAX_COPIES}")
            _check_battlefield(line, placement.battlefield)
        for control in draft.controls[before[1]:]:
            _check_battlefield(line, control.battlefield)
        for item in draft.items[before[2]:]:
            _check_battlefield(line, item.extra if isinstance(item, Expect) and item.what == "zone"
                               else getattr(item, "to", None))
            if getattr(item, "index", 0) < 0:
                raise _out_of_range(line, "ability", "an ability number from 1 (its first activated ability)")
        if sum(placement.copies for placement in draft.placements) > MAX_OBJECTS:
            raise ln.LineError(1, f"expected at most {MAX_OBJECTS} objects in one scenario (copies included)",
                               len(line))

    # -- dispatch on the first word ----------------------------------------------------------
    def _line(self, number: int, line: str) -> None:
        words = ln.split_words(line)
        first, pos = words[0].text, Pos(self.path, number, words[0].column)
        if first == "scenario:":
            self._close()
            name = line.split(":", 1)[1].strip()
            if not name:
                raise ln.LineError(len(line) + 1, "expected the scenario's name after 'scenario:'")
            self.draft = _Draft(number, name)
            return
        if first == "sets:":
            self._sets(number, line, words[0])
            return
        if first == "unit":
            self._setup_phase(words[0])
            self._cards().append(self._vanilla(number, words, len(line)))
            return
        draft = self._need_draft(words[0])
        if first in ("ruling:", "rule:"):
            self._header(draft, number, line, first)
        elif first == "pending:":
            self._pending(draft, line, words[0])
        elif first == "turn:":  # "turn: P2": whose turn it is at the start
            self._setup_phase(words[0])
            draft.turn = ln.player(words[1] if len(words) == 2 else None, len(line) + 1)
        elif first in ("mode:", "phase:"):  # a whole game (game_lines.py)
            self._setup_phase(words[0])
            if first == "mode:":
                draft.mode = game_lines.mode(words, line)
            else:
                draft.turn_phase = game_lines.phase(words, line)
        elif ln.is_player_word(first) and game_lines.is_take(words):  # "P1 plays X", "P1 passes"
            draft.phase = "steps"
            draft.items.append(game_lines.take(pos, words, line))
        elif ln.is_player_word(first):
            ln.player(words[0], 1)
            self._setup_line(draft, pos, words, line)
        elif first == "expect":
            self._expect(draft, pos, words[1:], line)
        else:
            draft.phase = "steps"
            draft.items.append(ln.step(pos, words, line))

    def _sets(self, number: int, line: str, word: ln.Word) -> None:
        """``sets: ../../reference-pending``: more set files for this file's cards (relative to the file)."""
        if self.draft is not None or self.scenarios:
            raise ln.LineError(word.column, "expected 'sets:' before the first scenario (it applies to the "
                               "whole file)", len(word.text))
        value = line.split(":", 1)[1].strip()
        column = line.index(":") + 2 + len(line.split(":", 1)[1]) - len(line.split(":", 1)[1].lstrip())
        path = Path(self.path).parent / value
        if not value or not path.exists():
            self.bad_sets.append(number)  # the file's scenarios are not run without those cards
            raise ln.LineError(column - 1 if not value else column, "expected a set file or folder that "
                               "exists, relative to this scenario file", max(1, len(value)))
        self.sets.append(os.path.normpath(path))

    def _need_draft(self, word: ln.Word) -> _Draft:
        if self.draft is None:
            raise ln.LineError(word.column, "expected 'scenario: NAME' (or a shared 'card' / 'unit' "
                               "definition) before this line", len(word.text))
        return self.draft

    def _setup_phase(self, word: ln.Word) -> None:
        if self.draft is not None and self.draft.phase == "steps":
            raise ln.LineError(word.column, "expected a step or 'expect': cards and the starting board "
                               "come before the first step", len(word.text))
        if self.draft is not None:
            self.draft.phase = "setup"

    def _cards(self) -> list[CardSource]:
        return self.draft.cards if self.draft else self.shared_cards

    # -- header ------------------------------------------------------------------------------
    def _header(self, draft: _Draft, number: int, line: str, key: str) -> None:
        if draft.phase != "header":
            raise ln.LineError(1, f"expected '{key}' right after the 'scenario:' line, before the cards, "
                               "board and steps", len(key))
        start = line.index(":") + 1
        for part in line[start:].split(","):
            value = part.strip()
            column = start + len(part) - len(part.lstrip()) + 1
            start += len(part) + 1
            if not value:
                raise ln.LineError(column, f"expected a {'ruling id' if key == 'ruling:' else 'rule number'}")
            if key == "ruling:":
                self._check_ref(number, column, value, self.references.rulings, "ruling id",
                                "shared/rules/rulings.jsonl")
                draft.rulings.append(value)
            else:
                value = value.rstrip(".")
                self._check_ref(number, column, value, self.references.rules, "rule number",
                                "shared/rules/core-rules.md")
                draft.rules.append(value)

    def _pending(self, draft: _Draft, line: str, word: ln.Word) -> None:
        """``pending: REASON``: the scenario says what a ruling says but the compiler or runtime can't do
        it yet; it runs, and is reported pending while it fails, failed once it passes."""
        if draft.phase != "header" or draft.pending is not None:
            raise ln.LineError(word.column, "expected one 'pending:' line in the header, right after 'scenario:'",
                               len(word.text))
        reason = line.split(":", 1)[1].strip()
        if not reason:
            raise ln.LineError(len(line) + 1, "expected the reason after 'pending:' (what is missing)")
        draft.pending = reason

    def _check_ref(self, number: int, column: int, value: str, known: frozenset[str] | None,
                   what: str, where: str) -> None:
        if known is None or value in known:
            return
        guess = fmt.closest(value, known)
        hint = f"; did you mean {guess!r}?" if guess else ""
        self.report(number, column, f"unknown {what} {value!r}: expected one found in {where}{hint}",
                    len(value), code=f"unknown-{what.split()[0]}")

    # -- cards and setup ---------------------------------------------------------------------
    def _card_block(self, index: int) -> int:
        """Read an inline card (set-file syntax) up to the next blank line; return the index after it."""
        end = index + 1
        while end < len(self.lines) and self.lines[end].strip() and not self.lines[end].startswith("scenario:"):
            end += 1
        try:
            self._setup_phase(ln.Word("card", 1))
        except ln.LineError as error:
            self.report(index + 1, error.column, error.message, error.length)
            return end
        card, problems = inline_card(self.path, self.lines, index, end)
        for problem in problems:
            (self.draft.diagnostics if self.draft else self.file_diagnostics).append(problem)
        if card is not None:
            self._cards().append(card)
        return end

    def _vanilla(self, number: int, words: list[ln.Word], length: int) -> CardSource:
        """``unit NAME might N``: a unit with no text (a card with no abilities)."""
        if len(words) < 4 or words[-2].text != "might":
            raise ln.LineError(words[0].column, "expected 'unit NAME might N', e.g. 'unit Ahri might 2'", length)
        name = ln.name_of(words[1:-2], words[-2].column, "a unit name")
        might = ln.number(words[-1], length + 1, "the unit's Might")
        return CardSource(path=self.path, line=number, id=f"UNIT-L{number}", set="UNIT",
                          set_name="scenario units", name=name, type="Unit", supertype=None, tags=(),
                          domains=(), energy=0, power=None, might=might, might_bonus=None, rarity=None,
                          text=None, effect_text=None)

    def _setup_line(self, draft: _Draft, pos: Pos, words: list[ln.Word], line: str) -> None:
        if ":" not in line:
            raise ln.LineError(len(line) + 1, "expected ':' after the zone, e.g. 'P1 base: Ahri'")
        self._setup_phase(words[0])
        colon = line.index(":")
        head = ln.split_words(line[:colon])
        value_column = colon + 2
        if not line[colon + 1:].strip():
            raise ln.LineError(value_column, "expected a card after ':'")
        owner = ln.PLAYERS[words[0].text]
        if [w.text for w in head[1:]] == ["runes"]:
            draft.runes.append(ln.runes(pos, owner, line, value_column))
        elif [w.text for w in head[1:]] == ["controls"]:
            draft.controls += ln.controls(pos, owner, line, value_column)
        elif [w.text for w in head[1:]] in (["points"], ["xp"]):
            draft.scores.append(ln.score(pos, owner, head[1].text, line, value_column))
        else:
            draft.placements.append(ln.placement(pos, owner, head, line, value_column))

    # -- expectations and the end of a scenario ----------------------------------------------
    def _expect(self, draft: _Draft, pos: Pos, words: list[ln.Word], line: str) -> None:
        if not words:
            raise ln.LineError(len(line) + 2, "expected what to check after 'expect'")
        expect = game_lines.expectation(pos, words, line) or ln.expectation(pos, words, line)
        if expect.what == "error" and (not draft.items or isinstance(draft.items[-1], (Expect, GameExpect))):
            raise ln.LineError(pos.column, "'expect error' must directly follow the step that fails", 6)
        draft.phase = "steps"
        draft.items.append(expect)

    def _close(self) -> None:
        """Finish the current scenario (checking it names a ruling or rule and expects something)."""
        draft = self.draft
        if draft is None:
            return
        header = self.lines[draft.line - 1]
        if not (draft.rulings or draft.rules):
            self.report(draft.line, 1, "expected a 'ruling: ID' or 'rule: NUMBER' line after 'scenario:' "
                        "naming what this scenario encodes", len(header))
        if not any(isinstance(item, (Expect, GameExpect)) for item in draft.items):
            self.report(draft.line, 1, "expected at least one 'expect' line in this scenario", len(header))
        for number in self.bad_sets:
            self.report(draft.line, 1, f"not run: the 'sets:' on line {number} names no set file or folder "
                        "that can be read, so this scenario's cards may be missing", len(header),
                        code="unreadable-input")
        self.scenarios.append(Scenario(
            self.path, draft.line, draft.name, tuple(draft.rulings), tuple(draft.rules),
            tuple(self.shared_cards + draft.cards), tuple(draft.placements), tuple(draft.runes),
            tuple(draft.items), self.pending, tuple(self.sets), tuple(draft.diagnostics), tuple(draft.controls),
            draft.pending, draft.turn, tuple(draft.scores), draft.mode, draft.turn_phase))
        self.draft = None


def _check_numbers(line: str) -> None:
    """Every number of the line is at most MAX_CARD_NUMBER (before converting it: Python refuses an
    integer of over 4,300 digits, and a huge count would hang the runner). The lines that hold names,
    ids and paths rather than numbers are not checked."""
    if line.startswith(_NAMING_LINES):
        return
    for found in _NUMBER_WORD.finditer(line):
        if limits.number_too_large(found.group().lstrip("+-")):
            raise ln.LineError(found.start() + 1, f"expected a number from -{limits.MAX_CARD_NUMBER} to "
                               f"{limits.MAX_CARD_NUMBER}, the largest riftc reads", len(found.group()))


def _check_battlefield(line: str, index: int | None) -> None:
    """A 0-based battlefield index read from "battlefield N" is within 1..MAX_BATTLEFIELDS."""
    if index is not None and not 0 <= index < MAX_BATTLEFIELDS:
        raise _out_of_range(line, "battlefield", f"a battlefield number from 1 to {MAX_BATTLEFIELDS}")


def _out_of_range(line: str, word: str, expected: str) -> ln.LineError:
    """The error for the number after ``word`` on the line (the whole line if it cannot be found)."""
    found = re.search(rf"\b{word}\s+([+-]?[0-9]+)", line)
    if found is None:
        return ln.LineError(1, f"expected {expected}", len(line))
    return ln.LineError(found.start(1) + 1, f"expected {expected}, found {found.group(1)}", len(found.group(1)))


def inline_card(path: str, lines: list[str], start: int, end: int) -> tuple[CardSource | None, list[Diagnostic]]:
    """The card whose ``card ID Name`` line is ``lines[start]`` (up to ``end``), read by the set-file
    reader with the set code taken from its id, so errors are exactly those of a set file."""
    reader = sources.SetFileReader(path, lines)  # the same syntax and diagnostics as a set file
    card_id = (lines[start].split(" ") + ["", ""])[1]
    reader.set_code, reader.set_name = card_id.partition("-")[0], "inline cards"
    card = reader._read_card(start, end)  # noqa: SLF001
    if card is not None:
        card = replace(card, set_name="inline cards")
    return card, list(reader.diagnostics)
