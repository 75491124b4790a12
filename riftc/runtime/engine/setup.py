"""Setting up a whole game from decks (101-118) in a mode of play (481-489).

``DeckCards`` is one player's deck as card definitions (103): a Champion Legend, a Chosen Champion, the
Main Deck, the Rune Deck and the Battlefields. ``deck_problems`` checks it against Deck Construction
(103.1-103.4); ``new_game`` runs the Setup Process (110-118) and the first turn's start:

1. Legends to the Legend Zone (111), Chosen Champions to the Champion Zone (112).
2. Battlefields (113, the mode's Setup): each player randomly selects one of theirs (485.5), except
   the first player in FFA4 and 2v2, whose battlefields are removed (488.4.b, 489.5.b).
3. Main and Rune Decks shuffled into their zones (114); a random First Player (115), turn order
   clockwise (115.1.b; in 2v2 seats alternate teams, 489.5.c.1).
4. Each player draws 4 (116); in turn order each may set aside up to two cards, draws as many, and
   recycles the set-aside cards (117, the chooser answers "set aside which cards").
5. The First Turn Process (483.7): the last player channels an extra rune in their first Channel
   Phase; in FFA and 2v2 the first player skips their first draw.
6. The First Player's turn begins (118) and goes on to its Main Phase.
"""

from __future__ import annotations

import random
from collections import Counter

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.abilities import AnyNumberInDeck, CardDef, Keyword
from ..model.choosers import ChoiceRequest, Chooser, FirstLegalChooser, as_ids, check_choice
from ..model.events import log
from ..model.modes import MODES, Mode
from ..model.objects import Zone
from ..model.state import GameState
from ..rules import deck_actions, zone_actions
from ..rules.costs import DOMAIN_LETTER
from . import game_loop, turns
from .interpreter import Game
from .options import DescribingChooser

MAIN_DECK_SIZE, RUNE_DECK_SIZE, BATTLEFIELDS_PER_DECK, COPIES = 40, 12, 3, 3  # 103.2, 103.3.a, 485.4.a, 103.2.b
OPENING_HAND, MULLIGAN = 4, 2  # 116, 117.1

#: The six basic runes the rules define (164.1): one per domain, with the abilities of 164.2.
BASIC_RUNES = tuple(CardDef(id=f"RULE-{letter}", name=f"{domain} Rune", type="Rune", supertype="Basic",
                            domains=(domain,)) for domain, letter in DOMAIN_LETTER.items())


@dataclass(frozen=True)
class DeckCards:
    """One player's deck (103): cards as compiled definitions. ``main`` holds the Main Deck without
    the Chosen Champion, which starts in the Champion Zone (103.2.a.1) and counts toward the 40."""

    legend: CardDef | None
    champion: CardDef | None
    main: tuple[CardDef, ...]
    runes: tuple[CardDef, ...]
    battlefields: tuple[CardDef, ...]
    name: str = ""


def domain_identity(deck: DeckCards) -> set[str]:
    """The domains the Champion Legend gives the deck (103.1.b.2); every domain without a legend."""
    return set(deck.legend.domains) if deck.legend is not None else set(DOMAIN_LETTER)


def _unique(card: CardDef) -> bool:
    """Whether the card has [Unique] (825), a deck-construction permission with no effect in play."""
    return any(isinstance(a, Keyword) and a.name == "Unique" for a in card.abilities)


def deck_problems(deck: DeckCards) -> list[str]:
    """What breaks Deck Construction (103), each with its rule; empty when the deck is legal."""
    problems: list[str] = []
    if deck.legend is None or deck.legend.type != "Legend":
        problems.append("a deck has 1 Champion Legend (103.1)")
    allowed = domain_identity(deck)
    cards = ((deck.champion,) if deck.champion is not None else ()) + deck.main
    if len(cards) < MAIN_DECK_SIZE:
        problems.append(f"the Main Deck has {len(cards)} cards, at least {MAIN_DECK_SIZE} are needed (103.2)")
    if deck.champion is None or deck.champion.supertype != "Champion":
        problems.append("a Chosen Champion must be a champion unit (103.2.a.2)")
    elif deck.legend is not None and not set(deck.champion.tags) & set(deck.legend.tags):
        problems.append(f"{deck.champion.name} has no tag of the legend {deck.legend.name} (103.2.a.2)")
    unlimited = {a.name for c in cards for a in c.abilities if isinstance(a, AnyNumberInDeck) and a.name == c.name}
    for name, count in Counter(c.name for c in cards).items():
        if count > COPIES and name not in unlimited:
            problems.append(f"{count} copies of {name}: at most {COPIES} (103.2.b)")
    # [Unique] (825.3.a): one card of that name, Signature cards included (825.3.b).
    for name, count in Counter(c.name for c in cards if _unique(c)).items():
        if count > 1:
            problems.append(f"{count} copies of {name}, which is [Unique]: at most 1 (825.3.a)")
    for card in cards + deck.runes + deck.battlefields:
        if not set(card.domains) <= allowed:
            problems.append(f"{card.name} is outside the deck's Domain Identity (103.1.b.4, 103.3.a.1)")
    if sum(1 for c in cards if c.supertype == "Signature") > COPIES:
        problems.append(f"at most {COPIES} Signature cards (103.2.d.1)")
    if len(deck.runes) != RUNE_DECK_SIZE or any(r.type != "Rune" for r in deck.runes):
        problems.append(f"the Rune Deck has exactly {RUNE_DECK_SIZE} runes (103.3.a), not {len(deck.runes)}")
    if len(deck.battlefields) != BATTLEFIELDS_PER_DECK or len({b.name for b in deck.battlefields}) != len(deck.battlefields):
        problems.append(f"{BATTLEFIELDS_PER_DECK} battlefields of different names (485.4.a, 103.4.c)")
    return problems


def new_game(decks: tuple[DeckCards, ...] | list[DeckCards], mode: Mode | str = "duel", *, seed: int = 0,
             chooser: Chooser | None = None, names: tuple[str, ...] = (),
             token_cards: tuple[CardDef, ...] = (), first: int | None = None) -> Game:
    """A game of ``mode`` between ``decks`` (in seating order), set up (110-118) and at the First
    Player's Main Phase. ``first`` fixes the First Player (else random, 115). ``chooser`` answers
    every choice; its requests carry their options' descriptions (``ChoiceRequest.described()``)."""
    mode = MODES[mode] if isinstance(mode, str) else mode
    if len(decks) != mode.players:
        raise ValueError(f"{mode.title} is played by {mode.players} players (483.1), not {len(decks)}")
    rng = random.Random(seed)
    first = rng.randrange(mode.players) if first is None else first
    fields = _battlefields(decks, mode, first, rng)
    names = names or tuple(f"P{i + 1}" for i in range(mode.players))
    state = GameState(names, tuple(c.name if c is not None else f"Battlefield {i + 1}" for i, (_, c) in enumerate(fields)),
                      seed=rng.randrange(2 ** 31))
    game = Game(state, chooser=DescribingChooser(chooser or FirstLegalChooser(), state), token_cards=token_cards)
    state.flow.whole_game, state.victory_score, state.teams = True, mode.victory_score, mode.teams
    state.current = first
    for index, (seat, card) in enumerate(fields):
        if card is not None:
            state.new_object(card, seat, Zone.BATTLEFIELD, battlefield=index)
    for seat, deck in enumerate(decks):
        _place_deck(state, seat, deck, rng)
    log(state, "setup", (), True, f"{mode.title}: {names[first]} goes first", mode.rule, by=first)
    order = [(first + i) % mode.players for i in range(mode.players)]
    for seat in order:
        zone_actions.draw(state, seat, OPENING_HAND)  # 116
    for seat in order:
        mulligan(game, seat)
    state.flow.extra_runes[order[-1]] = 1  # 485.7, 486.7, 487.7, 488.7, 489.7
    if mode.first_skips_draw:
        state.flow.skip_draw.add(first)  # 487.7, 488.7, 489.7
    state.turn, state.phase = 1, None
    turns.start_turn(game)  # 118
    if not state.chain:  # else a trigger of the first turn's start waits, its controller with Priority (337.4)
        state.flow.priority = state.current
    game_loop.settle(game)
    return game


def _battlefields(decks: tuple[DeckCards, ...] | list[DeckCards], mode: Mode, first: int,
                  rng: random.Random) -> list[tuple[int, CardDef | None]]:
    """Each player's randomly selected battlefield (485.5), none from the first player where the mode
    removes theirs (488.4.b, 489.5.b): (seat, card), the card None for a deck without battlefields."""
    fields: list[tuple[int, CardDef | None]] = []
    for seat, deck in enumerate(decks):
        if seat == first and not mode.battlefields_from_first:
            continue
        fields.append((seat, rng.choice(deck.battlefields) if deck.battlefields else None))
    return fields


def _place_deck(state: GameState, seat: int, deck: DeckCards, rng: random.Random) -> None:
    if deck.legend is not None:
        state.new_object(deck.legend, seat, Zone.LEGEND)  # 111
    if deck.champion is not None:
        state.new_object(deck.champion, seat, Zone.CHAMPION)  # 112
    main, runes = list(deck.main), list(deck.runes)
    rng.shuffle(main)  # 114
    rng.shuffle(runes)
    for card in main:
        state.new_object(card, seat, Zone.MAIN_DECK)
    for card in runes:
        state.new_object(card, seat, Zone.RUNE_DECK)


def mulligan(game: Game, seat: int) -> None:
    """117: set aside up to two cards of the hand, draw as many, then recycle the set-aside ones."""
    state = game.state
    hand = tuple(state.player(seat).zone(Zone.HAND))
    if not hand:
        return
    request = ChoiceRequest(seat, None, "Mulligan: set aside up to two cards (117.1)", hand, 0, min(MULLIGAN, len(hand)))
    chosen = check_choice(request, as_ids(_mulligan_answer(game, request)), {o: state.objects[o].name for o in hand})
    if not chosen:
        return
    zone_actions.draw(state, seat, len(chosen))  # 117.2
    deck_actions.recycle(state, tuple(chosen), by=seat)  # 117.3


def _mulligan_answer(game: Game, request: ChoiceRequest) -> object:
    ask = getattr(game.chooser, "mulligan", None)  # a chooser that keeps its hand by default
    return ask(request) if ask is not None else ()
