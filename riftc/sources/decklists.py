"""Deck lists: a small text format naming a deck's cards by id or name (docs/decklists.md).

```
deck: Kai'Sa Fury-Mind          # starts a deck; a file may hold several
legend: OGN-247                 # the Champion Legend (103.1), by id or name
champion: Kai'Sa, Survivor      # the Chosen Champion (103.2.a)
main:                           # the rest of the Main Deck (103.2): COUNT CARD per line
3 Hextech Ray
2 OGN-024
runes:                          # the Rune Deck (103.3)
6 Fury Rune
6 Mind Rune
battlefields:                   # the Battlefields (103.4)
1 Altar to Unity
```

Reading gives ``DeckList`` records with the card references as written; which card each one names is
for the reader of the cards (``riftc.selfplay.decks.resolve``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

SECTIONS = ("main", "runes", "battlefields")
_ENTRY = re.compile(r"^(\d+)\s*x?\s+(.+)$")


class DeckListError(ValueError):
    """A deck list that can't be read, with the place: ``file:line: message``."""


@dataclass(frozen=True)
class Entry:
    """``count`` copies of the card named ``card`` (an id or a name), written at ``line``."""

    count: int
    card: str
    line: int


@dataclass(frozen=True)
class DeckList:
    """One deck as written: references to cards, not the cards themselves."""

    name: str
    legend: Entry | None
    champion: Entry | None
    main: tuple[Entry, ...]
    runes: tuple[Entry, ...]
    battlefields: tuple[Entry, ...]
    path: str = ""


def read_decklists(path: str | Path) -> list[DeckList]:
    """Every deck in the file at ``path``."""
    return parse_decklists(Path(path).read_text(encoding="utf-8"), str(path))


def parse_decklists(text: str, path: str = "<decks>") -> list[DeckList]:
    """Every deck in ``text``; DeckListError at the first line that is not the format's."""
    decks: list[DeckList] = []
    current: dict[str, object] | None = None
    section: str | None = None

    def finish() -> None:
        if current is not None:
            decks.append(DeckList(str(current["name"]), current.get("legend"), current.get("champion"),  # type: ignore[arg-type]
                                  *(tuple(current[s]) for s in SECTIONS), path=path))  # type: ignore[call-overload]

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        key, _, value = line.partition(":")
        key, value = key.strip().lower(), value.strip()
        if _ and key == "deck":
            finish()
            current, section = {"name": value or f"deck {len(decks) + 1}", **{s: [] for s in SECTIONS}}, None
            continue
        if current is None:
            raise DeckListError(f"{path}:{number}: a deck list starts with 'deck: NAME'")
        if _ and key in ("legend", "champion"):
            if not value:
                raise DeckListError(f"{path}:{number}: '{key}:' names a card by id or name")
            current[key], section = Entry(1, value, number), None
        elif _ and key in SECTIONS and not value:
            section = key
        elif section is not None and (entry := _ENTRY.match(line)):
            current[section].append(Entry(int(entry.group(1)), entry.group(2).strip(), number))  # type: ignore[attr-defined]
        else:
            raise DeckListError(f"{path}:{number}: expected 'COUNT CARD' in a section, or one of "
                                f"'deck:', 'legend:', 'champion:', 'main:', 'runes:', 'battlefields:'; got {line!r}")
    finish()
    if not decks:
        raise DeckListError(f"{path}: no deck (a deck list starts with 'deck: NAME')")
    return decks
