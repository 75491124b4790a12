"""A 1v1 Match (486): a best of 3, game wins, battlefields removed after a won game (486.5) and the
loser of a game choosing who goes first in the next (the Tournament Rules' start of game)."""

from __future__ import annotations

import random

import pytest

from riftc.runtime import BASIC_RUNES, CardDef, ChoiceRequest, DeckCards, FirstLegalChooser, acting_player
from riftc.runtime.engine.match import Match, new_match

PORO = CardDef(id="T-1", name="Poro", type="Unit", domains=("Fury",), energy=1, might=1)
BRUTE = CardDef(id="T-2", name="Brute", type="Unit", domains=("Fury",), energy=2, might=3)
FURY = next(r for r in BASIC_RUNES if r.domains == ("Fury",))


def deck(seat: int) -> DeckCards:
    fields = tuple(CardDef(id=f"T-B{seat}{i}", name=f"Field {seat}-{i}", type="Battlefield") for i in range(3))
    return DeckCards(None, None, (PORO,) * 20 + (BRUTE,) * 20, (FURY,) * 12, fields)


class Recording(FirstLegalChooser):
    """First legal answers; remembers who was asked who goes first, and picks the asker."""

    def __init__(self) -> None:
        self.asked: list[int] = []

    def choose(self, request: ChoiceRequest) -> list[int]:
        if "goes first" in request.prompt:
            self.asked.append(request.player)
            return [-(2000 + request.player)]
        return super().choose(request)


def finish(match: Match, rng: random.Random) -> None:
    """Play the current game to its end with random legal actions, moving units to battlefields."""
    game = match.game
    for _ in range(3000):
        if game.state.flow.winner is not None:
            return
        actions = game.legal_actions(acting_player(game.state))
        moves = [a for a in actions if type(a).__name__ == "StandardMoveAction" and a.to is not None]
        plays = [a for a in actions if type(a).__name__ == "PlayCardAction"]
        game.take(rng.choice(moves or plays or actions))
    pytest.fail("a game of the match did not end")


def test_a_match_is_won_with_two_game_wins_and_each_won_game_removes_its_battlefields() -> None:
    chooser = Recording()
    match = new_match([deck(0), deck(1)], seed=5, chooser=chooser)
    rng = random.Random(5)
    seen: list[set[str]] = []
    while match.winner is None:
        seen.append({f.name for f in match.game.state.battlefields})
        finish(match, rng)
        loser = 1 - match.game.state.flow.winner  # type: ignore[operator]
        following = match.next_game()
        if following is not None:
            assert chooser.asked[-1] == loser  # the loser chooses who goes first ...
            assert following.state.current == loser  # ... and chose themselves here
    assert match.wins(match.winner) == 2 and 2 <= len(match.winners) <= 3  # 486.6: best of 3
    for earlier, later in zip(seen, seen[1:]):
        assert not earlier & later  # 486.5: a won game's battlefields are not selected again
    assert match.next_game() is None  # the match is over


def test_next_game_needs_a_winner() -> None:
    match = new_match([deck(0), deck(1)], seed=1)
    with pytest.raises(ValueError, match="486.6"):
        match.next_game()
