"""Who is asked: an instruction done by another player puts its questions to that player (411.1, 355.10.e;
190.6.c: the player who makes a choice makes all the choices it requires). A scenario's one scripted
chooser answers for everyone, so the player each request names is checked here."""

from __future__ import annotations

import riftc
from riftc.runtime import ChoiceRequest, ConfirmRequest, Game, ScriptedChooser, Zone

YETI = riftc.compile_text("", type="Unit", name="Yeti", might=3)
PORO = riftc.compile_text("", type="Unit", name="Poro", might=1)
GOLD = riftc.compile_text("[Reaction][>] Kill this, [E]: [Add] [A].", type="Gear", name="Gold", supertype="Token")


def _game() -> Game:
    return Game(players=("P1", "P2"), battlefields=("Battlefield 1", "Battlefield 2"), token_cards=(GOLD,))


def test_the_chosen_opponent_picks_their_unit() -> None:
    """Call to Battle: P1 chooses the first move and the opponent; P2 picks the unit they move."""
    card = riftc.compile_text("Move a unit you control to a battlefield you control. Then, choose an opponent. "
                              "They move a unit they control to the same battlefield.", name="Call to Battle")
    game = _game()
    game.state.battlefields[0].controller = 0
    mine, theirs = game.add(YETI, 0, Zone.BASE), game.add(PORO, 1, Zone.BASE)
    spell = game.add(card, 0, Zone.HAND)
    chooser = ScriptedChooser([mine], [-2], [-2001], [theirs])
    game.play(spell, chooser=chooser, pay=False)
    asked = [r.player for r in chooser.requests if isinstance(r, ChoiceRequest)]
    assert asked == [0, 0, 0, 1]
    assert mine.battlefield == 0 and theirs.battlefield == 0


def test_each_player_chooses_for_themself_in_turn_order() -> None:
    """Cataclysmic Duel: the turn player picks first (303.2.a), then the other player."""
    card = riftc.compile_text("Each player chooses a unit they control. Kill the rest.", name="Cataclysmic Duel")
    game = _game()
    keep, lose = game.add(YETI, 0, Zone.BASE), game.add(PORO, 0, Zone.BASE)
    their_keep, their_lose = game.add(PORO, 1, Zone.BASE), game.add(YETI, 1, Zone.BASE)
    spell = game.add(card, 0, Zone.HAND)
    chooser = ScriptedChooser([keep], [their_keep])
    game.play(spell, chooser=chooser, pay=False)
    assert [r.player for r in chooser.requests if isinstance(r, ChoiceRequest)] == [0, 1]
    assert keep.zone is Zone.BASE and their_keep.zone is Zone.BASE
    assert lose.zone is Zone.TRASH and their_lose.zone is Zone.TRASH


def test_the_owner_decides_the_end_of_their_deck() -> None:
    """Keeper's Verdict: the spell's controller chooses the unit; its owner answers top or bottom."""
    card = riftc.compile_text("Choose an enemy unit at a battlefield. Its owner places it on the top or bottom "
                              "of their Main Deck.", name="Keeper's Verdict")
    game = _game()
    unit = game.add(YETI, 1, Zone.BATTLEFIELD, battlefield=0)
    spell = game.add(card, 0, Zone.HAND)
    chooser = ScriptedChooser([unit], True)
    game.play(spell, chooser=chooser, pay=False)
    confirms = [r.player for r in chooser.requests if isinstance(r, ConfirmRequest)]
    assert confirms == [1]
    assert unit.zone is Zone.MAIN_DECK and game.state.player(1).zone(Zone.MAIN_DECK)[0] == unit.oid


def test_each_player_answers_their_own_may() -> None:
    """Card Sharp's "you and each opponent may play a Gold gear token": you are asked, then the opponent
    (303.2.a), each their own "may" (383.3.a.3)."""
    card = riftc.compile_text("When you play me, you and each opponent may play a Gold gear token exhausted. "
                              "For each opponent who did, you play a Gold gear token exhausted.",
                              type="Unit", name="Card Sharp", might=3)
    game = _game()
    unit = game.add(card, 0, Zone.HAND)
    chooser = ScriptedChooser(False, True)
    game.play(unit, chooser=chooser, pay=False)
    assert [r.player for r in chooser.requests if isinstance(r, ConfirmRequest)] == [0, 1]
    tokens = [o for o in game.state.board_objects() if o.card.supertype == "Token"]
    assert sorted(o.controller for o in tokens) == [0, 1]


def test_each_other_player_chooses_an_option() -> None:
    """Party Favors: the opponent, not the spell's controller, picks Cards or Runes."""
    card = riftc.compile_text("Each other player chooses Cards or Runes. For each player that chooses Cards, you "
                              "and that player each draw 1. For each player that chooses Runes, you and that "
                              "player each channel 1 rune exhausted.", name="Party Favors")
    game = _game()
    mine, theirs = game.add(PORO, 0, Zone.MAIN_DECK), game.add(YETI, 1, Zone.MAIN_DECK)
    spell = game.add(card, 0, Zone.HAND)
    chooser = ScriptedChooser([-1000])
    game.play(spell, chooser=chooser, pay=False)
    assert [r.player for r in chooser.requests if isinstance(r, ChoiceRequest)] == [1]
    assert mine.zone is Zone.HAND and theirs.zone is Zone.HAND
