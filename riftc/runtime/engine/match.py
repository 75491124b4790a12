"""A match of several games (483.6): the 1v1 Match is a best of 3 (486.6).

``new_match(decks)`` sets up the first game (``new_game``); when it has a winner, ``Match.next_game()``
records the game win (486.6), removes the battlefields that game used so they are not selected again
in the match (486.5; they may be reused after a game nobody won, 486.5.a), and sets up the next game,
until a player has the mode's ``games_to_win`` game wins and wins the match (486.6).

Who goes first: the first game's First Player is random (115). The Core Rules leave later games to
the Tournament Rules (not in ../shared/rules): the loser of the previous game chooses who goes first,
asked of the match's chooser as a choice between the players.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

from ..model.abilities import CardDef
from ..model.choosers import ChoiceRequest, Chooser, FirstLegalChooser, as_ids, check_choice, player_code
from ..model.modes import MODES, Mode
from .interpreter import Game
from .setup import DeckCards, new_game


@dataclass
class Match:
    """A match in progress: the decks in seating order, the game being played and each game's winner."""

    decks: tuple[DeckCards, ...]
    mode: Mode
    chooser: Chooser
    token_cards: tuple[CardDef, ...]
    rng: random.Random
    game: Game
    winners: list[int] = field(default_factory=list)  # the winner of each game won so far
    played: int = 1  # games set up so far, the current one included
    used: dict[int, set[str]] = field(default_factory=dict)  # seat -> battlefields removed (486.5)

    def wins(self, player: int) -> int:
        """The game wins ``player`` has earned (486.6)."""
        return self.winners.count(player)

    @property
    def winner(self) -> int | None:
        """The player with the mode's number of game wins, who wins the match (486.6); else None."""
        return next((p for p in range(self.mode.players) if self.wins(p) >= self.mode.games_to_win), None)

    def next_game(self) -> Game | None:
        """The current game has a winner: record the game win (486.6) and remove the battlefields it
        used (486.5); then, unless that won the match (None), set up the next game, its First Player
        chosen by the loser. Raises ValueError while the game has no winner."""
        won = self.game.state.flow.winner
        if won is None:
            raise ValueError("the game in progress has no winner yet (486.6)")
        if len(self.winners) < self.played:
            self.winners.append(won)
            for index in range(len(self.game.state.battlefields)):
                seat = _provider(self.game, index)
                if seat is not None:
                    self.used.setdefault(seat, set()).add(self.game.state.battlefields[index].name)
        if self.winner is not None:
            return None
        loser = next(p for p in range(self.mode.players) if self.game.state.teams[p] != self.game.state.teams[won])
        first = _first_chosen_by(self.chooser, loser=loser, players=self.mode.players)
        self.game = new_game(self._remaining(), self.mode, seed=self.rng.randrange(2 ** 31),
                             chooser=self.chooser, token_cards=self.token_cards, first=first)
        self.played += 1
        return self.game

    def _remaining(self) -> tuple[DeckCards, ...]:
        """Each deck without the battlefields removed from the match (486.5)."""
        return tuple(replace(deck, battlefields=tuple(b for b in deck.battlefields
                                                      if b.name not in self.used.get(seat, set())))
                     for seat, deck in enumerate(self.decks))


def new_match(decks: tuple[DeckCards, ...] | list[DeckCards], mode: Mode | str = "match", *, seed: int = 0,
              chooser: Chooser | None = None, token_cards: tuple[CardDef, ...] = ()) -> Match:
    """A match of ``mode`` (the 1v1 Match by default, 486) with its first game set up."""
    mode = MODES[mode] if isinstance(mode, str) else mode
    rng = random.Random(seed)
    chooser = chooser or FirstLegalChooser()
    game = new_game(tuple(decks), mode, seed=rng.randrange(2 ** 31), chooser=chooser, token_cards=token_cards)
    return Match(tuple(decks), mode, chooser, token_cards, rng, game)


def _provider(game: Game, battlefield: int) -> int | None:
    """The seat whose deck provided the battlefield: the owner of its card (113)."""
    cards = [game.state.objects[o] for o in game.state.battlefields[battlefield].objects
             if game.state.objects[o].card.type == "Battlefield"]
    return cards[0].owner if cards else None


def _first_chosen_by(chooser: Chooser, *, loser: int, players: int) -> int:
    """The loser of the previous game chooses who goes first (the Tournament Rules' start of game)."""
    options = tuple(player_code(p) for p in range(players))
    request = ChoiceRequest(loser, None, f"P{loser + 1} lost the game: who goes first in the next one?",
                            options, 1, 1)
    (picked,) = check_choice(request, as_ids(chooser.choose(request)), {player_code(p): f"P{p + 1}" for p in range(players)})
    return -picked - 2000
