"""Card JSON (the schema of shared/corpus/cards.jsonl) ⇄ CardSource, and the JSONL writer.

A JSON record gives the number of power pips, not their domains: on reading, a card with exactly
one domain gets that domain's rune letter for each pip, any other card gets "A" (any domain).
"""

from __future__ import annotations

import json
import reprlib
from collections.abc import Iterable
from typing import Any

from riftc.sources import limits
from riftc.sources import setformat as fmt
from riftc.errors import Diagnostic, Location, RiftcError
from riftc.sources.records import CardSource, ErrataNotice, TextBlock

# Keys of card_to_json, in the order write_jsonl emits them ("errata" and "errata_text" follow
# only when the card has them).
JSON_KEYS = (
    "id", "set", "set_name", "name", "subtitle", "type", "supertype", "tags", "domains",
    "energy", "power", "might", "might_bonus", "text", "effect_text", "rarity",
)
REQUIRED_KEYS = (
    "id", "set", "name", "type", "supertype", "tags", "domains",
    "energy", "power", "might", "text", "effect_text", "rarity",
)
ERRATA_KEYS = ("document", "announced_on", "url")


def card_to_json(card: CardSource) -> dict[str, Any]:
    """The JSON record of a card: JSON_KEYS, then ``errata``/``errata_text`` when present."""
    record: dict[str, Any] = {
        "id": card.id, "set": card.set, "set_name": card.set_name, "name": card.name,
        "subtitle": card.subtitle, "type": card.type, "supertype": card.supertype,
        "tags": list(card.tags), "domains": list(card.domains), "energy": card.energy,
        "power": None if card.power is None else len(card.power), "might": card.might,
        "might_bonus": card.might_bonus,
        "text": card.text.text if card.text else None,
        "effect_text": card.effect_text.text if card.effect_text else None,
        "rarity": card.rarity,
    }
    if card.errata:
        record["errata"] = [{"document": notice.document, "announced_on": notice.announced_on,
                             "url": notice.url} for notice in card.errata]
    if card.errata_text is not None:
        record["errata_text"] = card.errata_text.text
    return record


def write_jsonl(cards: Iterable[CardSource]) -> str:
    """JSONL text: one card_to_json object per line, sorted by id, non-ASCII kept as is."""
    ordered = sorted(cards, key=lambda card: card.id)
    return "".join(json.dumps(card_to_json(card), ensure_ascii=False) + "\n" for card in ordered)


def cards_from_jsonl_lines(path: str, lines: list[str]) -> tuple[list[CardSource], list[Diagnostic]]:
    """Read JSONL lines (blank ones skipped); each bad line gives diagnostics and is left out."""
    cards: list[CardSource] = []
    diagnostics: list[Diagnostic] = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as error:
            diagnostics.append(Diagnostic(Location(path, number, error.colno), "bad-json",
                                          f"invalid JSON: {error.msg}", source_line=line))
            continue
        except RecursionError:  # e.g. 100,000 "[": json recurses once per level
            diagnostics.append(Diagnostic(Location(path, number, 1), "bad-json", "invalid JSON: arrays or "
                                          "objects nested too deeply (a card record is an object of "
                                          "strings, numbers and lists)", source_line=_clipped(line)))
            continue
        except ValueError:  # Python refuses to convert an integer of over 4,300 digits
            found = limits.first_large_number(line)
            digits = f" of {len(found.group())} digits" if found else ""
            diagnostics.append(Diagnostic(
                Location(path, number, found.start() + 1 if found else 1), "bad-json",
                f"a number{digits} is too long to read: riftc reads numbers up to {limits.MAX_CARD_NUMBER}",
                source_line=_clipped(line)))
            continue
        try:
            cards.append(card_from_json(obj, path, number, source_line=line))
        except RiftcError as error:
            diagnostics += error.diagnostics
    return cards, diagnostics


_REPR = reprlib.Repr()
_REPR.maxstring = _REPR.maxother = 60
_REPR.maxlevel = 2


def _shown(value: Any) -> str:
    """A short ``repr`` of a JSON value for a message (a huge or deeply nested one is cut)."""
    return _REPR.repr(value)


def _clipped(line: str, most: int = 200) -> str:
    """A long source line cut for a diagnostic that points at its start."""
    return line if len(line) <= most else line[:most] + "…"


def card_from_json(obj: Any, path: str, line: int, *, source_line: str = "") -> CardSource:
    """Build a CardSource from one JSON record found on ``line`` of ``path``.

    Raises RiftcError carrying one Diagnostic per problem (missing key, wrong type, unknown value);
    ``source_line`` (the raw JSONL line) lets diagnostics point at the offending key.
    """
    problems = _Problems(path, line, source_line, obj)
    if not isinstance(obj, dict):
        problems.add("", "bad-value", f"expected a JSON object (a card record), found {type(obj).__name__}")
        raise RiftcError(problems.diagnostics)
    missing = [key for key in REQUIRED_KEYS if key not in obj]
    for key in missing:
        problems.add("", "missing-field", f"card record has no '{key}' key")
    _check_record(obj, problems)
    if problems.diagnostics:
        raise RiftcError(problems.diagnostics)
    return _build(obj, path, line)


class _Problems:
    """Collects the diagnostics of one JSON record, locating keys in its raw line."""

    def __init__(self, path: str, line: int, source_line: str, obj: Any) -> None:
        self.path, self.line, self.source_line = path, line, source_line
        record = obj if isinstance(obj, dict) else {}
        self.card_id = _string_or_empty(record.get("id"))
        self.card_name = _string_or_empty(record.get("name"))
        self.diagnostics: list[Diagnostic] = []

    def add(self, key: str, code: str, message: str) -> None:
        """Record a problem with ``key`` (column of its first quoted occurrence, else 1)."""
        found = self.source_line.find(f'"{key}"') if key else -1
        column = found + 1 if found >= 0 else 1
        self.diagnostics.append(Diagnostic(
            Location(self.path, self.line, column), code, message, card_id=self.card_id,
            card_name=self.card_name, source_line=self.source_line,
            length=len(key) + 2 if found >= 0 else 1))


def _string_or_empty(value: Any) -> str:
    """``value`` if it is a string, else "" (diagnostics name a card only by real strings)."""
    return value if isinstance(value, str) and not _holds_surrogate(value) else ""


def _check_record(obj: dict[str, Any], problems: _Problems) -> None:
    """Check every present key's type and value."""
    for key in ("id", "set", "name", "set_name"):
        if key in obj and not (key == "set_name" and obj[key] is None):
            _check_name(obj[key], key, problems)
    if isinstance(obj.get("id"), str) and isinstance(obj.get("set"), str) \
            and not obj["id"].startswith(obj["set"] + "-"):
        problems.add("id", "bad-id",
                     f"card id '{obj['id']}' does not start with its set code '{obj['set']}-'")
    for key, options in (("type", fmt.CARD_TYPES), ("supertype", fmt.SUPERTYPES), ("rarity", fmt.RARITIES)):
        if obj.get(key) is not None and obj[key] not in options:
            problems.add(key, "bad-value", f"'{key}' is {_shown(obj[key])}: expected null or one of: "
                                           f"{', '.join(options)}")
    _check_lists(obj, problems)
    _check_numbers(obj, problems)
    for key in ("text", "effect_text", "errata_text"):
        value = obj.get(key)
        if value is not None and (not isinstance(value, str) or "\r" in value):
            problems.add(key, "bad-value", f"'{key}' must be null or a string without carriage returns")
        elif isinstance(value, str) and limits.first_large_number(value):
            problems.add(key, "bad-value", limits.large_number_message(f"a number in '{key}'"))
    for key, value in obj.items():
        if _holds_surrogate(value):
            problems.add(key, "bad-value", f"{_shown(key)} holds a lone surrogate (an escape from \\ud800 to "
                                           "\\udfff not part of a pair), which is not text")
    _check_errata(obj.get("errata", []), problems)


def _holds_surrogate(value: Any, depth: int = 0) -> bool:
    """True for a string (or one in a list or object, two levels down) that UTF-8 cannot encode."""
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return True
        return False
    if depth >= 2:
        return False
    if isinstance(value, list):
        return any(_holds_surrogate(item, depth + 1) for item in value)
    if isinstance(value, dict):
        return any(_holds_surrogate(item, depth + 1) for pair in value.items() for item in pair)
    return False


def _check_name(value: Any, key: str, problems: _Problems) -> None:
    """Identifiers and names: non-empty one-line strings without surrounding spaces."""
    if not isinstance(value, str) or not value or value != value.strip() or "\n" in value:
        problems.add(key, "bad-value", f"'{key}' must be a non-empty one-line string, found {_shown(value)}")


def _check_lists(obj: dict[str, Any], problems: _Problems) -> None:
    """``tags`` and ``domains``: lists of distinct strings (domains from DOMAINS)."""
    for key in ("tags", "domains"):
        value = obj.get(key, [])
        items_ok = isinstance(value, list) and all(
            isinstance(item, str) and item and item == item.strip() and "," not in item and "\n" not in item
            for item in value)
        if not items_ok or len(set(value)) != len(value):
            problems.add(key, "bad-value", f"'{key}' must be a list of distinct names without commas")
        elif key == "domains" and any(item not in fmt.DOMAINS for item in value):
            problems.add(key, "bad-value", f"'domains' holds an unknown domain: expected items from: "
                                           f"{', '.join(fmt.DOMAINS)}")


def _is_count(value: Any) -> bool:
    """A JSON whole number from 0 to MAX_CARD_NUMBER (booleans are not numbers here)."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= limits.MAX_CARD_NUMBER


def _check_numbers(obj: dict[str, Any], problems: _Problems) -> None:
    """``energy``/``might`` ≥ 0, ``power`` ≥ 1 and only with energy, ``might_bonus`` any int."""
    most = limits.MAX_CARD_NUMBER
    for key in ("energy", "might"):
        if obj.get(key) is not None and not _is_count(obj[key]):
            problems.add(key, "bad-value",
                         f"'{key}' must be null or a whole number from 0 to {most}, found {_shown(obj[key])}")
    power = obj.get("power")
    if power is not None and not (_is_count(power) and power > 0):
        problems.add("power", "bad-value",
                     f"'power' must be null or a number of pips from 1 to {most}, found {_shown(power)}")
    elif power is not None and obj.get("energy") is None:
        problems.add("power", "bad-value", "'power' is given but 'energy' is null: a cost needs its energy")
    bonus = obj.get("might_bonus")
    if bonus is not None and (not isinstance(bonus, int) or isinstance(bonus, bool) or abs(bonus) > most):
        problems.add("might_bonus", "bad-value",
                     f"'might_bonus' must be null or a whole number from -{most} to {most}, found {_shown(bonus)}")


def _check_errata(errata: Any, problems: _Problems) -> None:
    """``errata``: a list of {document, announced_on (YYYY-MM-DD), url} objects of strings."""
    def good(notice: Any) -> bool:
        """One well-formed notice."""
        if not isinstance(notice, dict):
            return False
        strings = [notice.get(key) for key in ERRATA_KEYS]
        if not all(isinstance(value, str) and value and "\n" not in value for value in strings):
            return False
        return fmt.is_iso_date(notice["announced_on"]) and " " not in notice["url"]

    if not isinstance(errata, list) or not all(good(notice) for notice in errata):
        problems.add("errata", "bad-value", "'errata' must be a list of objects with string 'document', "
                                            "'announced_on' (YYYY-MM-DD) and 'url' (no spaces)")


def _pips(power: int | None, domains: list[str]) -> tuple[str, ...] | None:
    """Power pips for a pip count: the card's one domain, else "A" (domain not known)."""
    if power is None:
        return None
    letter = fmt.DOMAIN_LETTERS[domains[0]] if len(domains) == 1 else "A"
    return (letter,) * power


def _block(text: str | None, line: int) -> TextBlock | None:
    """A JSONL text: on the record's line, columns counting characters of the string."""
    return None if text is None else TextBlock(text, line, 1, one_line=True)


def _build(obj: dict[str, Any], path: str, line: int) -> CardSource:
    """The CardSource of a checked record."""
    return CardSource(
        path=path, line=line, id=obj["id"], set=obj["set"], set_name=obj.get("set_name") or obj["set"],
        name=obj["name"], type=obj["type"], supertype=obj["supertype"], tags=tuple(obj["tags"]),
        domains=tuple(obj["domains"]), energy=obj["energy"], power=_pips(obj["power"], obj["domains"]),
        might=obj["might"], might_bonus=obj.get("might_bonus"), rarity=obj["rarity"],
        text=_block(obj["text"], line), effect_text=_block(obj["effect_text"], line),
        errata=tuple(ErrataNotice(n["announced_on"], n["document"], n["url"]) for n in obj.get("errata", [])),
        errata_text=_block(obj.get("errata_text"), line),
    )
