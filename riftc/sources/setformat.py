"""The set-file format (``cards/<set>.rift``): its vocabulary, field value syntax and writer.

``riftc.sources`` reads set files line by line and hands each field value to the ``parse_*``
functions here; ``write_set_files`` renders CardSource records back into that text.  The format
is documented in docs/card-format.md.  This module does not import ``riftc.sources.reader`` at run
time (the reader imports it), so the writer only reads attributes of the records it is given.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable, Sequence
from datetime import date
from typing import TYPE_CHECKING, Any

from riftc.sources import limits

if TYPE_CHECKING:
    from riftc.sources.records import CardSource, ErrataNotice

CARD_TYPES = ("Unit", "Spell", "Gear", "Rune", "Battlefield", "Legend")
NO_TYPE = "none"  # `type: none` marks a reference card (Buff, XP Tracker): it has no card type
SUPERTYPES = ("Champion", "Signature", "Token", "Basic")
DOMAINS = ("Fury", "Calm", "Mind", "Body", "Chaos", "Order")
RARITIES = ("Common", "Uncommon", "Rare", "Epic", "Showcase")
# Core Rules 134.2: the letters used for power pips; "A" is power of any domain.
RUNE_LETTERS = {"R": "Fury", "G": "Calm", "B": "Mind", "O": "Body", "P": "Chaos", "Y": "Order", "A": "any"}
DOMAIN_LETTERS = {domain: letter for letter, domain in RUNE_LETTERS.items() if domain != "any"}

# Field keys in the order the writer emits them; text keys are followed by "| " lines.
FIELD_KEYS = (
    "type", "supertype", "tags", "domains", "cost", "might", "might bonus", "rarity",
    "text", "effect", "errata", "errata text",
)
TEXT_KEYS = {"text": "text", "effect": "effect_text", "errata text": "errata_text"}
REPEATABLE_KEYS = frozenset({"errata"})
TEXT_PREFIX = "| "
TEXT_COLUMN = len(TEXT_PREFIX) + 1  # file column where a text line's first character sits
ID_COLUMN = len("card ") + 1  # file column of the id on a card line


class FieldError(ValueError):
    """A field value that does not follow the format; ``offset`` counts from the value's start."""

    def __init__(self, message: str, *, offset: int = 0, length: int = 1,
                 code: str = "bad-value", fix: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.offset = offset
        self.length = max(1, length)
        self.code = code
        self.fix = fix


def closest(word: str, options: Iterable[str]) -> str | None:
    """The option that ``word`` most likely misspells (case-insensitive), or None."""
    by_lower = {option.lower(): option for option in options}
    found = difflib.get_close_matches(word.lower(), list(by_lower), n=1, cutoff=0.6)
    return by_lower[found[0]] if found else None


def choose(word: str, options: Sequence[str], what: str, *, offset: int = 0,
           extra: Sequence[str] = (), note: str = "") -> str:
    """Return ``word`` if it is one of ``options`` or ``extra``, else raise a FieldError.

    ``extra`` words are accepted and suggested but explained by ``note`` instead of being listed.
    """
    allowed = tuple(options) + tuple(extra)
    if word in allowed:
        return word
    expected = f"expected one of: {', '.join(options)}{note}"
    if not word:
        raise FieldError(f"expected a {what}; {expected}", offset=offset)
    # A difference in case only is certainly a typo, so it gets a fix as well as a hint.
    fix = next((option for option in allowed if option.lower() == word.lower()), None)
    hint = fix or closest(word, allowed)
    message = f"unknown {what} '{word}': {expected}"
    if hint:
        message += f"; did you mean '{hint}'?"
    raise FieldError(message, offset=offset, length=len(word), fix=fix)


def _found(text: str) -> str:
    """How a message names what was written instead: "found 'x'" or "found nothing"."""
    return f"found '{text}'" if text else "found nothing"


def parse_type(value: str) -> str | None:
    """``type:`` value → card type, or None for ``none`` (a reference card)."""
    note = f" (or '{NO_TYPE}' for a reference card that has no type)"
    word = choose(value, CARD_TYPES, "card type", extra=(NO_TYPE,), note=note)
    return None if word == NO_TYPE else word


def parse_supertype(value: str) -> str:
    """``supertype:`` value → one of SUPERTYPES."""
    return choose(value, SUPERTYPES, "supertype")


def parse_rarity(value: str) -> str:
    """``rarity:`` value → one of RARITIES."""
    return choose(value, RARITIES, "rarity")


def parse_list(value: str, what: str, options: Sequence[str] | None = None) -> tuple[str, ...]:
    """Comma-separated ``tags:``/``domains:`` value → items in written order."""
    items: list[str] = []
    start = 0
    for part in value.split(","):
        offset = start + len(part) - len(part.lstrip())
        item = part.strip()
        start += len(part) + 1
        if not item:
            raise FieldError(f"expected a {what} name (empty item in the comma-separated list)",
                             offset=offset)
        if options is not None:
            choose(item, options, what, offset=offset)
        if item in items:
            raise FieldError(f"{what} '{item}' is listed twice", offset=offset, length=len(item))
        items.append(item)
    return tuple(items)


def parse_tags(value: str) -> tuple[str, ...]:
    """``tags:`` value → tags in official order."""
    return parse_list(value, "tag")


def parse_domains(value: str) -> tuple[str, ...]:
    """``domains:`` value → domains, each one of DOMAINS."""
    return parse_list(value, "domain", DOMAINS)


def parse_int(value: str, what: str = "number", *, offset: int = 0) -> int:
    """A whole number from 0 to MAX_CARD_NUMBER written in ASCII digits."""
    if not (value.isascii() and value.isdigit()):
        raise FieldError(f"expected {what} as a whole number (0 or more), {_found(value)}",
                         offset=offset, length=len(value))
    if limits.number_too_large(value):
        raise FieldError(limits.large_number_message(what), offset=offset, length=len(value))
    return int(value)


def parse_might(value: str) -> int:
    """``might:`` value → Might."""
    return parse_int(value, "the Might")


def parse_might_bonus(value: str) -> int:
    """``might bonus:`` value (``+N``, or ``-N``) → the signed bonus."""
    if value[:1] not in ("+", "-"):
        raise FieldError(f"expected a signed might bonus such as '+2', {_found(value)}",
                         length=len(value), fix=f"+{value}" if value.isdigit() else None)
    number = parse_int(value[1:], "the might bonus", offset=1)
    return -number if value[0] == "-" else number


def parse_cost(value: str) -> tuple[int, tuple[str, ...] | None]:
    """``cost:`` value (``5 [R][R]``) → (energy, power pips or None when there are none)."""
    energy_text, _, rest = value.partition(" ")
    if not (energy_text.isascii() and energy_text.isdigit()):
        raise FieldError("expected the energy cost first, as a whole number, then any power pips "
                         f"(e.g. 'cost: 5 [R][R]'), {_found(energy_text)}", length=len(energy_text))
    energy = parse_int(energy_text, "the energy cost")
    pips = parse_pips(rest, offset=len(energy_text) + 1)
    return energy, (pips or None)


def parse_pips(text: str, *, offset: int = 0) -> tuple[str, ...]:
    """Power pips such as ``[R][A]`` (spaces between them allowed) → rune letters."""
    letters = "R G B O P Y A"
    pips: list[str] = []
    index = 0
    while index < len(text):
        if text[index] == " ":
            index += 1
            continue
        close = text.find("]", index)
        if text[index] != "[" or close < 0:
            raise FieldError(f"expected a power pip such as [R] (rune letters: {letters}), "
                             f"found '{text[index:]}'", offset=offset + index, length=len(text) - index)
        if len(pips) == limits.MAX_CARD_NUMBER:
            raise FieldError(limits.large_number_message("the number of power pips"), offset=offset + index,
                             length=len(text) - index)
        pips.append(_pip_letter(text[index + 1:close], offset + index + 1))
        index = close + 1
    return tuple(pips)


def _pip_letter(inner: str, offset: int) -> str:
    """The rune letter inside one ``[X]`` pip; a domain name gets its letter as the fix."""
    if inner in RUNE_LETTERS:
        return inner
    fix = DOMAIN_LETTERS.get(inner.capitalize()) or (inner.upper() if inner.upper() in RUNE_LETTERS else None)
    legend = ", ".join(f"{letter} {domain}" for letter, domain in RUNE_LETTERS.items())
    message = f"unknown rune letter '{inner}' in a power pip: expected one of: {legend}"
    if fix:
        message += f"; did you mean '{fix}'?"
    raise FieldError(message, offset=offset, length=len(inner), fix=fix)


def is_iso_date(text: str) -> bool:
    """True for a calendar date written exactly ``YYYY-MM-DD``."""
    if len(text) != 10 or text[4] != "-" or text[7] != "-":
        return False
    try:
        date.fromisoformat(text)
    except ValueError:
        return False
    return True


def parse_errata(value: str) -> tuple[str, str, str]:
    """``errata:`` value (``DATE DOCUMENT <URL>``) → (announced_on, document, url)."""
    announced_on, _, rest = value.partition(" ")
    if not is_iso_date(announced_on):
        raise FieldError(f"expected the date the errata was announced as YYYY-MM-DD, {_found(announced_on)}",
                         length=len(announced_on))
    offset = len(announced_on) + 1
    bracket = rest.rfind(" <")
    if not rest.endswith(">") or bracket < 0:
        raise FieldError("expected the errata document's name then its URL in angle brackets, e.g. "
                         "'errata: 2025-10-28 Riftbound: Origins Card Errata <https://…>'",
                         offset=offset, length=max(1, len(rest)))
    document, url = rest[:bracket].strip(), rest[bracket + 2:-1]
    if not document:
        raise FieldError("expected the errata document's name before its URL", offset=offset)
    if not url or " " in url:
        raise FieldError("expected a URL without spaces inside '<' and '>'",
                         offset=offset + bracket + 2, length=max(1, len(url)))
    return announced_on, document, url


# CardSource attribute each non-text key fills, and the parser of its value.
FIELD_PARSERS: dict[str, tuple[str, Callable[[str], Any]]] = {
    "type": ("type", parse_type),
    "supertype": ("supertype", parse_supertype),
    "tags": ("tags", parse_tags),
    "domains": ("domains", parse_domains),
    "cost": ("cost", parse_cost),  # -> (energy, power)
    "might": ("might", parse_might),
    "might bonus": ("might_bonus", parse_might_bonus),
    "rarity": ("rarity", parse_rarity),
    "errata": ("errata", parse_errata),  # -> (announced_on, document, url)
}


def check_key(key: str) -> None:
    """Raise an ``unknown-field`` FieldError, with the closest key as a hint, for a wrong key."""
    if key in FIELD_KEYS:
        return
    hint = closest(key, FIELD_KEYS)
    message = f"unknown field '{key}': expected one of: {', '.join(FIELD_KEYS)}"
    if hint:
        message += f"; did you mean '{hint}'?"
    fix = hint if hint and hint.lower() == key.lower() else None
    raise FieldError(message, length=len(key), code="unknown-field", fix=fix)


# ---------------------------------------------------------------- writer


def format_cost(energy: int | None, power: tuple[str, ...] | None) -> str | None:
    """The ``cost:`` value for an energy cost and power pips, None when the card has no cost."""
    if energy is None:
        if power:
            raise ValueError("a card with power pips but no energy cost cannot be written")
        return None
    if not power:
        return str(energy)
    return f"{energy} " + "".join(f"[{pip}]" for pip in power)


def format_errata(notice: ErrataNotice) -> str:
    """The ``errata:`` value of one errata notice."""
    return f"{notice.announced_on} {notice.document} <{notice.url}>"


def _one_line(value: str, what: str) -> str:
    """``value`` unchanged; ValueError if it cannot sit on one line of a set file."""
    if not value or "\n" in value or "\r" in value or value != value.strip():
        raise ValueError(f"{what} {value!r} cannot be written on one set-file line")
    return value


def _list_value(items: tuple[str, ...], what: str) -> str | None:
    """Comma-separated items, None for none; ValueError for an item that holds a comma."""
    for item in items:
        if "," in _one_line(item, what):
            raise ValueError(f"{what} {item!r} contains a comma, which separates items in a set file")
    return ", ".join(items) or None


def _text_lines(key: str, text: str) -> list[str]:
    """``key:`` then the text, one ``| `` line per text line (``|`` for an empty line)."""
    if "\r" in text:
        raise ValueError(f"{key} text contains a carriage return, which a set file cannot hold")
    return [f"{key}:"] + [TEXT_PREFIX + line if line else TEXT_PREFIX.rstrip() for line in text.split("\n")]


def card_lines(card: CardSource) -> list[str]:
    """The lines of one card in a set file, fields in the canonical order, absent ones omitted."""
    lines = [f"card {_one_line(card.id, 'card id')} {_one_line(card.name, 'card name')}"]
    fields = (
        ("type", card.type if card.type is not None else NO_TYPE),
        ("supertype", card.supertype),
        ("tags", _list_value(card.tags, "tag")),
        ("domains", _list_value(card.domains, "domain")),
        ("cost", format_cost(card.energy, card.power)),
        ("might", None if card.might is None else str(card.might)),
        ("might bonus", None if card.might_bonus is None else f"{card.might_bonus:+d}"),
        ("rarity", card.rarity),
    )
    lines += [f"{key}: {value}" for key, value in fields if value is not None]
    for key, block in (("text", card.text), ("effect", card.effect_text)):
        if block is not None:
            lines += _text_lines(key, block.text)
    lines += [f"errata: {format_errata(notice)}" for notice in card.errata]
    if card.errata_text is not None:
        lines += _text_lines("errata text", card.errata_text.text)
    return lines


def write_set_file(cards: Iterable[CardSource], comment: str | None = None) -> str:
    """Set-file text for cards of one set: optional ``# `` comment, header, cards sorted by id."""
    ordered = sorted(cards, key=lambda card: card.id)
    if not ordered:
        raise ValueError("a set file needs at least one card (its header comes from the cards)")
    headers = {(card.set, card.set_name) for card in ordered}
    if len(headers) != 1:
        raise ValueError(f"cards of several sets cannot share one set file: {sorted(headers)}")
    code, name = headers.pop()
    lines = [f"# {line}".rstrip() for line in comment.split("\n")] if comment else []
    lines.append(f"set {_one_line(code, 'set code')} {_one_line(name, 'set name')}")
    for card in ordered:
        lines += [""] + card_lines(card)
    return "\n".join(lines) + "\n"


def write_set_files(cards: Iterable[CardSource], comment: str | None = None) -> dict[str, str]:
    """File name (``<set code lower>.rift``) → set-file text, one file per set code."""
    by_set: dict[str, list[CardSource]] = {}
    for card in cards:
        by_set.setdefault(card.set, []).append(card)
    return {f"{code.lower()}.rift": write_set_file(by_set[code], comment) for code in sorted(by_set)}
