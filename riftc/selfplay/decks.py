"""Decks for self-play: random legal-looking decks built from a card pool, and deck lists
(``riftc.sources.decklists``) resolved against the pool."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from riftc.runtime import CardDef
from riftc.runtime.engine.setup import (BASIC_RUNES, BATTLEFIELDS_PER_DECK, COPIES, MAIN_DECK_SIZE,
                                        RUNE_DECK_SIZE, DeckCards)
from riftc.sources.decklists import DeckList, DeckListError, Entry

MAIN_TYPES = ("Unit", "Spell", "Gear")


@dataclass(frozen=True)
class Pool:
    """The compiled cards decks are built from, by kind (tokens are not deck cards, 179)."""

    cards: tuple[CardDef, ...]

    @property
    def tokens(self) -> tuple[CardDef, ...]:
        return tuple(c for c in self.cards if c.supertype == "Token")

    def of_type(self, kind: str) -> list[CardDef]:
        return [c for c in self.cards if c.type == kind and c.supertype != "Token"]


def random_deck(pool: Pool, rng: random.Random) -> DeckCards:
    """A random deck (103): a legend if the pool has one, its Domain Identity (103.1.b), a champion with
    its tag (103.2.a.2), 40 Main Deck cards with at most 3 of a name (103.2.b) and 3 Signature cards
    (103.2.d), 12 runes of its domains (103.3; the basic runes the rules define, 164.1, when the pool
    has none), and up to 3 battlefields. A pool too small for the legend's domains gives a deck of all
    its cards' domains."""
    legends = pool.of_type("Legend")
    legend = rng.choice(legends) if legends else None
    domains = set(legend.domains) if legend is not None else set()
    fits = [c for c in pool.of_type("Unit") + pool.of_type("Spell") + pool.of_type("Gear")
            if not domains or set(c.domains) <= domains]
    if len({c.name for c in fits}) * COPIES < MAIN_DECK_SIZE:
        fits, domains = [c for t in MAIN_TYPES for c in pool.of_type(t)], set()
    champions = [c for c in fits if c.supertype == "Champion" and c.type == "Unit"
                 and (legend is None or set(c.tags) & set(legend.tags))]
    champion = rng.choice(champions) if champions else None
    counts = Counter([champion.name] if champion is not None else [])
    main: list[CardDef] = []
    signatures = 0
    while len(main) + (champion is not None) < MAIN_DECK_SIZE and fits:
        card = rng.choice(fits)
        if counts[card.name] >= COPIES or (card.supertype == "Signature" and signatures >= COPIES):
            fits = [c for c in fits if c.name != card.name] if counts[card.name] >= COPIES else fits
            if card.supertype == "Signature" and signatures >= COPIES:
                fits = [c for c in fits if c.supertype != "Signature"]
            continue
        counts[card.name] += 1
        signatures += card.supertype == "Signature"
        main.append(card)
    runes = [r for r in (pool.of_type("Rune") or list(BASIC_RUNES)) if not domains or set(r.domains) <= domains]
    runes = runes or list(BASIC_RUNES)
    fields = pool.of_type("Battlefield")
    return DeckCards(legend, champion, tuple(main), tuple(rng.choice(runes) for _ in range(RUNE_DECK_SIZE)),
                tuple(rng.sample(fields, min(BATTLEFIELDS_PER_DECK, len(fields)))),
                name=legend.name if legend is not None else "no legend")


def resolve(decklist: DeckList, pool: Pool) -> DeckCards:
    """The deck a deck list names; DeckListError for a card the pool doesn't have (by id or name)."""
    by_key = {c.id.lower(): c for c in pool.cards}
    by_key.update({c.name.lower(): c for c in pool.cards if c.name.lower() not in by_key})
    by_key.update({r.name.lower(): r for r in BASIC_RUNES if r.name.lower() not in by_key})

    def card(entry: Entry) -> CardDef:
        found = by_key.get(entry.card.lower())
        if found is None:
            raise DeckListError(f"{decklist.path}:{entry.line}: no compiled card has the id or name {entry.card!r}")
        return found

    def cards(entries: tuple[Entry, ...]) -> tuple[CardDef, ...]:
        return tuple(card(e) for e in entries for _ in range(e.count))

    return DeckCards(None if decklist.legend is None else card(decklist.legend),
                None if decklist.champion is None else card(decklist.champion),
                cards(decklist.main), cards(decklist.runes), cards(decklist.battlefields), decklist.name)
