"""Runtime scenarios for triggered abilities and the chain (383, 402, 419.4)."""

from __future__ import annotations

import pytest

from riftc.runtime import (AtTurnStep, CardDef, Choose, CountAtLeast, Draw, Effect, Game, Kill,
                           PlayToken, Ready, ScriptedChooser, Selector, Self, Stun, TriggeredAbility,
                           WhenAction, WhenPlayed, WhenYouPlay, Zone)
from riftc.runtime.engine.interpreter import MAX_RESOLUTIONS

ENEMY_UNIT = Selector(types=("unit",), controller="enemy")


def unit(name: str, might: int = 2, *abilities) -> CardDef:
    """A unit for scenarios."""
    return CardDef(id=f"T-{name.upper()}", name=name, type="Unit", might=might, abilities=abilities)


def test_trigger_without_legal_targets_is_removed():
    """402.4: "When you play me, stun an enemy unit." with no enemy unit: removed, not countered."""
    stunner = unit("Stunner", 2, TriggeredAbility(trigger=WhenPlayed(), effect=Effect((
        Stun(target=Choose(ENEMY_UNIT)),))))
    game = Game()
    game.play(stunner, player=0, pay=False)
    assert game.state.log.events[-1].rule == "402.4"


def test_optional_trigger_can_be_declined():
    """383.3.a / 402.1: a leading "you may" is decided when the ability is put on the chain."""
    eager = unit("Eager", 2, TriggeredAbility(trigger=WhenPlayed(), effect=Effect((Ready(),)),
                                              optional=True))
    game = Game()
    declined = game.add(eager, 0, Zone.HAND)
    game.play(declined, chooser=ScriptedChooser(False), pay=False)
    assert declined.exhausted
    accepted = game.add(eager, 0, Zone.HAND)
    game.play(accepted, chooser=ScriptedChooser(True), pay=False)
    assert not accepted.exhausted


def test_condition_after_the_trigger_is_part_of_it():
    """383.2.a.1: "When you play me, if you control another unit, draw 1"."""
    card = unit("Scholar", 1, TriggeredAbility(
        trigger=WhenPlayed(), effect=Effect((Draw(1),)),
        condition=CountAtLeast(Selector(types=("unit",), controller="friendly", other=True))))
    game = Game()
    for i in range(3):
        game.add(unit(f"Deck{i}"), 0, Zone.MAIN_DECK)
    game.play(card, player=0, pay=False)
    assert len(game.state.player(0).zone(Zone.HAND)) == 0
    game.play(card, player=0, pay=False)
    assert len(game.state.player(0).zone(Zone.HAND)) == 1


def test_at_end_of_your_turn():
    sentry = unit("Sentry", 2, TriggeredAbility(trigger=AtTurnStep("end"), effect=Effect((Ready(),))))
    game = Game()
    mine = game.add(sentry, exhausted=True)
    theirs = game.add(sentry, owner=1, exhausted=True)
    game.end_turn(draw=False)
    assert not mine.exhausted and game.state.current == 1
    assert theirs.exhausted is False  # readied by their own start of turn (315.1.b), not the trigger
    assert len(game.state.log.find("ready")) == 2


def test_when_i_die_sees_its_own_death():
    """428.1.a.1.b: an ability that triggers on its own death still triggers (last-known info)."""
    mourner = unit("Mourner", 2, TriggeredAbility(trigger=WhenAction("kill"), effect=Effect((Draw(1),))))
    game = Game()
    game.add(unit("Deck"), 0, Zone.MAIN_DECK)
    doomed = game.add(mourner)
    game.execute(Effect((Kill(target=Self()),)), source=doomed)
    assert len(game.state.player(0).zone(Zone.HAND)) == 1


def test_unit_played_to_a_battlefield():
    game = Game()
    scout = game.add(unit("Scout"), 0, Zone.HAND)
    game.state.battlefields[1].controller = 0  # a battlefield its player controls is valid (355.2.a)
    game.play(scout, to=1, pay=False)
    assert scout.location() == ("battlefield", 1) and scout.exhausted
    assert game.state.battlefields[1].objects == [scout.oid]


def test_a_chain_that_never_empties_stops_with_an_error():
    """Abilities that keep triggering each other ("When you play a unit, play a Recruit token") make
    Game.run stop with an error instead of running forever."""
    looper = CardDef(id="T-LOOP", name="Looper", type="Unit", might=1, abilities=(
        TriggeredAbility(trigger=WhenYouPlay(types=("unit",)), effect=Effect((PlayToken(name="Recruit", might=1),))),))
    game = Game()
    game.add(looper)
    with pytest.raises(RuntimeError, match="keep triggering"):
        game.play(CardDef(id="T-AHRI", name="Ahri", type="Unit", might=2), pay=False)
    assert len(game.state.player(0).zone(Zone.BASE)) == MAX_RESOLUTIONS + 2  # Looper, Ahri, the tokens
