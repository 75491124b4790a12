"""Priority on triggered abilities in a whole game (312.2.c-d, 337.4, 339-340): what a player may do
while a trigger waits on the chain, in any phase, and that the turn goes on only once all pass."""

from __future__ import annotations

from riftc import compile_text
from riftc.runtime import (BASIC_RUNES, CardDef, DeckCards, EndTurnAction, Game, PassAction, PlayCardAction,
                           RuneAction, Zone, acting_player, new_game)
from riftc.runtime.engine.procedures import waiting

PORO = CardDef(id="T-1", name="Poro", type="Unit", domains=("Fury",), energy=1, might=1)
FURY = next(r for r in BASIC_RUNES if r.domains == ("Fury",))
ECHO = compile_text("At the end of your turn, draw 1.", type="Unit", name="Night Owl", domains=("Fury",),
                    energy=0, might=1)
SNAP = compile_text("[Reaction] (Play any time, even before spells and abilities resolve.)\nDraw 1.",
                    type="Spell", name="Snap", domains=("Fury",), energy=0)
SLOW = compile_text("Draw 1.", type="Spell", name="Slow", domains=("Fury",), energy=0)


def deck() -> DeckCards:
    return DeckCards(None, None, (PORO,) * 40, (FURY,) * 12, ())


def test_an_end_of_turn_trigger_waits_and_only_reactions_runes_and_passing_are_offered() -> None:
    game = new_game([deck(), deck()], "duel", seed=4, first=0)
    state = game.state
    game.state.new_object(ECHO, 0, Zone.BASE)
    for card in (SNAP, SLOW):
        state.new_object(card, 1, Zone.HAND)
    game.take(EndTurnAction(player=0, description="end"))
    assert state.phase == "ending" and len(state.chain) == 1 and waiting(game)  # 317.1, 335
    assert acting_player(state) == 0 and game.legal_actions(1) == []  # 337.4: the controller first
    game.take(next(a for a in game.legal_actions(0) if isinstance(a, PassAction)))
    offered = game.legal_actions(1)
    assert {type(a) for a in offered} <= {PlayCardAction, RuneAction, PassAction}  # 309.1.a, 164.2, 338.1.b
    assert [state.objects[a.card].name for a in offered if isinstance(a, PlayCardAction)] == ["Snap"]
    hand = len(state.player(0).zone(Zone.HAND))
    game.take(next(a for a in offered if isinstance(a, PassAction)))  # all passed in sequence (339.1)
    assert len(state.player(0).zone(Zone.HAND)) == hand + 1 and not waiting(game)
    assert state.current == 1 and state.phase == "main" and state.flow.priority == 1  # the turn went on


def test_outside_a_whole_game_the_turn_resolves_its_triggers_at_once() -> None:
    game = Game()
    game.add(ECHO, 0, Zone.BASE)
    game.add(PORO, 0, Zone.MAIN_DECK)
    game.end_turn(draw=False)
    assert not game.state.chain and not waiting(game) and len(game.state.player(0).zone(Zone.HAND)) == 1
