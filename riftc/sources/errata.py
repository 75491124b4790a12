"""Official errata: reading an errata file, finding the passage a notice replaces in a card's printed
text, and applying the notices to a card so that it carries its current wording (``riftc import
--errata``; the linter's errata rules, riftc.lint.errata, report printed text that is out of date).

An errata file is JSONL like ``shared/rules/errata.jsonl``: one record per notice, with ``card``,
``announced_on``, ``errata_document``, ``url``, ``old_text`` and ``new_text``. Its texts are quotes of
the changed passage, often abridged ("Look at top 5 cards of Main Deck", "(...)" for a reminder, ``[C]``
for the card's power symbol), so they are located in the printed text tolerantly: the quote's words in
order, where the printed text may have an article or possessive the quote left out. A notice is
applied only where that is certain (``transplant``).
"""

from __future__ import annotations

import difflib
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path

from riftc.errors import Span
from riftc.sources.records import CardSource, ErrataNotice, TextBlock


@dataclass(frozen=True)
class ErrataRecord:
    """One official errata notice for a card: when, which document, and the passage it replaces.

    ``old_text``/``new_text`` are quotes of the passage before and after, as errata documents print them
    (often abridged).
    """

    card: str
    announced_on: str
    document: str
    old_text: str
    new_text: str
    url: str = ""


# Old or lossy spellings of symbols in errata sources, and their card-text spelling (rule 134.2 shorthand).
_SYMBOLS = {"[S]": "[M]", "[T]": "[E]", "\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"'}
# Power symbols; an errata quote writes the card's own domain symbol as the lossy "[C]".
POWER = frozenset({"[R]", "[G]", "[B]", "[O]", "[P]", "[Y]", "[A]"})
ANY_POWER = "[C]"
ANY_REMINDER = "(...)"
# Words an abridged errata quote leaves out of the printed wording ("ignoring cost" for "ignoring its cost").
FILLERS = frozenset({"the", "a", "an", "its", "your", "their"})
_TOKEN = re.compile(r"\(\.\.\.\)|\[[^\]\n]*\]|[A-Za-z0-9][A-Za-z0-9'!-]*|\S")


def normalise_symbols(text: str) -> str:
    """Text with old or typographic symbol spellings replaced by the card-text ones (``[S]`` → ``[M]``)."""
    for old, new in _SYMBOLS.items():
        text = text.replace(old, new)
    return text


@dataclass(frozen=True)
class ErrataTable:
    """Errata records by card name (lower case), each list oldest first."""

    by_name: dict[str, tuple[ErrataRecord, ...]] = field(default_factory=dict)

    @classmethod
    def of(cls, records: Sequence[ErrataRecord]) -> ErrataTable:
        """A table of the given records (oldest first per card)."""
        by_name: dict[str, list[ErrataRecord]] = {}
        for record in records:
            by_name.setdefault(record.card.lower(), []).append(record)
        return cls({name: tuple(sorted(found, key=lambda r: r.announced_on)) for name, found in by_name.items()})

    def for_card(self, card: CardSource) -> tuple[ErrataRecord, ...]:
        """The records naming this card: by its full name, or (for the errata notices that name a
        champion's card by its subtitle only, "The Boss", "Dark Child, Starter") by its subtitle."""
        exact = self.by_name.get(card.name.lower())
        if exact:
            return exact
        _, comma, subtitle = card.name.partition(", ")
        if not comma:
            return ()
        subtitle = subtitle.lower()
        return tuple(record for name, records in self.by_name.items()
                     if name == subtitle or name.partition(", ")[0] == subtitle for record in records)


def read_errata(path: str | Path) -> ErrataTable:
    """The errata file at ``path`` (JSONL); raises ValueError naming the line of a bad record."""
    records: list[ErrataRecord] = []
    with open(path, encoding="utf-8") as stream:
        for number, line in enumerate(stream, 1):
            if not line.strip():
                continue
            try:
                obj = json.loads(line)
                record = ErrataRecord(obj["card"], obj["announced_on"], obj.get("errata_document", ""),
                                      obj["old_text"], obj["new_text"], obj.get("url", ""))
            except (json.JSONDecodeError, KeyError, TypeError) as error:
                raise ValueError(f"{path}:{number}: not an errata record ({error})") from error
            records.append(record)
    return ErrataTable.of(records)


@lru_cache(maxsize=8)
def cached_errata(path: str) -> ErrataTable:
    """``read_errata`` once per path (the pool report and its tests read the same file many times)."""
    return read_errata(path)


# --- locating a quote in the printed text ---------------------------------------------------------------


@dataclass(frozen=True)
class Tok:
    """A word, symbol, punctuation mark or ``(...)`` of a text, with its place in that text."""

    text: str
    start: int
    end: int

    @property
    def key(self) -> str:
        return self.text.lower()


def tokens(text: str) -> list[Tok]:
    return [Tok(m.group(), m.start(), m.end()) for m in _TOKEN.finditer(text)]


@dataclass(frozen=True)
class Match:
    """Where a quote lies in the printed tokens: ``pairs`` maps each quote token to a printed token
    (``(...)`` to the reminder's opening parenthesis); ``skipped`` counts printed fillers the quote left out."""

    first: int
    last: int  # index of the last printed token of the match
    pairs: tuple[tuple[int, int], ...]
    skipped: int


def _closing(printed: Sequence[Tok], opening: int) -> int | None:
    """The index of the ``)`` closing the ``(`` at ``opening``."""
    depth = 0
    for index in range(opening, len(printed)):
        depth += {"(": 1, ")": -1}.get(printed[index].text, 0)
        if depth == 0:
            return index
    return None


def _same(quote: Tok, printed: Tok) -> bool:
    return quote.key == printed.key or (quote.text == ANY_POWER and printed.text in POWER)


def locate(quote: Sequence[Tok], printed: Sequence[Tok]) -> Match | None:
    """The first place where every token of ``quote`` matches the printed tokens in order, the printed
    text having at most some extra fillers (fewest skipped fillers first); None if there is none."""
    if not quote:
        return None

    @lru_cache(maxsize=None)
    def rest(i: int, j: int) -> tuple[tuple[tuple[int, int], ...], int, int] | None:
        """Pairs, skips and the last printed index for ``quote[i:]`` starting at ``printed[j]``."""
        if i == len(quote):
            return (), 0, j - 1
        if j >= len(printed):
            return None
        options = []
        if quote[i].text == ANY_REMINDER and printed[j].text == "(":
            closing = _closing(printed, j)
            tail = rest(i + 1, closing + 1) if closing is not None else None
            if tail is not None:
                options.append((((i, j),) + tail[0], tail[1], tail[2]))
        elif _same(quote[i], printed[j]):
            tail = rest(i + 1, j + 1)
            if tail is not None:
                options.append((((i, j),) + tail[0], tail[1], tail[2]))
        if i > 0 and printed[j].key in FILLERS:
            tail = rest(i, j + 1)
            if tail is not None:
                options.append((tail[0], tail[1] + 1, tail[2]))
        return min(options, key=lambda option: option[1]) if options else None

    for start in range(len(printed)):
        found = rest(0, start)
        if found is not None:
            pairs, skipped, last = found
            return Match(start, last, pairs, skipped)
    return None


def transplant(printed: str, old: str, new: str) -> tuple[Span, str] | None:
    """The errata's edit (old quote → new quote) applied to the printed wording: the span of the printed
    text it changes and its replacement, the errata's own words for that passage.

    The changed passage runs from the first to the last token the quotes differ in, widened by one
    unchanged token on each side so that spaces and punctuation come from the errata text. None unless
    that passage is printed word for word as the old quote has it (same case, no filler the quote left
    out, no line break, no lossy ``[C]`` or ``(...)``): there the errata's words are certain; elsewhere an
    abridged quote could put abridged words into the card.
    """
    old_toks, new_toks, printed_toks = tokens(old), tokens(new), tokens(printed)
    where = locate(old_toks, printed_toks)
    if where is None:
        return None
    at = dict(where.pairs)
    matcher = difflib.SequenceMatcher(None, [t.text for t in old_toks], [t.text for t in new_toks], autojunk=False)
    changes = [op for op in matcher.get_opcodes() if op[0] != "equal"]
    if not changes:
        return None
    i_lo, j_lo = max(changes[0][1] - 1, 0), max(changes[0][3] - 1, 0)
    i_hi = min(changes[-1][2] + 1, len(old_toks))
    j_hi = min(changes[-1][4] + 1, len(new_toks))
    # Widening stops at a quote's end: then both sides stop there (the sequences end together).
    if changes[0][1] == 0 or changes[0][3] == 0:
        i_lo, j_lo = changes[0][1], changes[0][3]
    if changes[-1][2] == len(old_toks) or changes[-1][4] == len(new_toks):
        i_hi, j_hi = changes[-1][2], changes[-1][4]
    if i_lo >= i_hi or j_lo >= j_hi:
        return None
    region = range(at.get(i_lo, -1), at.get(i_hi - 1, -2) + 1)
    old_part, new_part = old_toks[i_lo:i_hi], new_toks[j_lo:j_hi]
    if (len(region) != len(old_part)
            or any(printed_toks[j].text != tok.text for j, tok in zip(region, old_part))
            or any(tok.text in (ANY_POWER, ANY_REMINDER) for tok in old_part + new_part)):
        return None
    span = Span(printed_toks[region.start].start, printed_toks[region.stop - 1].end)
    if "\n" in printed[span.start:span.end]:
        return None
    return span, new[new_part[0].start:new_part[-1].end]


@dataclass(frozen=True)
class ErrataStatus:
    """How a card's printed text stands against its latest errata: ``current`` (the new wording is printed),
    ``outdated`` (the old wording is), or ``unlocated`` (neither quote is found: abridged or rewritten)."""

    record: ErrataRecord
    state: str
    match: Match | None = None


def errata_status(printed: str, records: Sequence[ErrataRecord]) -> ErrataStatus | None:
    """The standing of ``printed`` against the latest of ``records`` (None without records)."""
    if not records:
        return None
    latest = records[-1]
    printed_toks = tokens(normalise_symbols(printed))
    if locate(tokens(normalise_symbols(latest.new_text)), printed_toks) is not None:
        return ErrataStatus(latest, "current")
    for record in reversed(records):  # an older notice's old wording is outdated too
        found = locate(tokens(normalise_symbols(record.old_text)), printed_toks)
        if found is not None:
            return ErrataStatus(latest, "outdated", found)
    return ErrataStatus(latest, "unlocated")


@dataclass(frozen=True)
class AppliedErrata:
    """A card with its errata applied, and what could not be applied, in words."""

    card: CardSource
    not_applied: tuple[str, ...] = ()


def apply_errata(card: CardSource, records: Sequence[ErrataRecord]) -> AppliedErrata:
    """``card`` with its errata notices (oldest first) recorded and, where the printed text still has
    a passage they replace, its current wording as ``errata_text`` (the printed text stays as it is).

    Each notice's edit is applied in turn to the wording so far. One whose old passage is not printed
    word for word (an abridged quote, a reminder written "(...)") cannot be applied with certainty: the
    card keeps the wording so far and the reason is in ``not_applied``. A card already printed with
    its current wording, or with a complete ``errata text:`` of its own, gets no new text.
    """
    if not records:
        return AppliedErrata(card)
    notices = {(n.announced_on, n.document): n for n in card.errata}
    for record in records:
        notices.setdefault((record.announced_on, record.document),
                           ErrataNotice(record.announced_on, record.document, record.url))
    with_notices = replace(card, errata=tuple(sorted(notices.values(), key=lambda n: n.announced_on)))
    if card.text is None or card.errata_text is not None:
        return AppliedErrata(with_notices)
    status = errata_status(card.text.text, records)
    if status is None or status.state == "current":
        return AppliedErrata(with_notices)
    if status.state == "unlocated":
        return AppliedErrata(with_notices, (f"the errata of {status.record.announced_on} quotes a passage the "
                                            "printed text does not have",))
    wording, skipped = normalise_symbols(card.text.text), []
    for record in records:
        edit = transplant(wording, normalise_symbols(record.old_text), normalise_symbols(record.new_text))
        if edit is None:
            if locate(tokens(normalise_symbols(record.old_text)), tokens(wording)) is not None:
                skipped.append(f"the errata of {record.announced_on} quotes its passage abridged, so its "
                               "words cannot be put into the card with certainty")
            continue
        span, new = edit
        wording = wording[:span.start] + new + wording[span.end:]
    if wording == normalise_symbols(card.text.text):
        return AppliedErrata(with_notices, tuple(skipped))
    current = TextBlock(wording, card.text.line, card.text.column, card.text.one_line)
    return AppliedErrata(replace(with_notices, errata_text=current), tuple(skipped))
