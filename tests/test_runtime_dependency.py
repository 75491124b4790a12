"""Layer dependency (478-480) with hand-built cards: the Core Rules' own examples of 479 and 479.1
use a passive "Units you control here have their Might increased to 5 [M]" (IncreaseMightTo), which
the grammar has no phrase for yet; card text that depends on other arithmetic ("+1 [M] for each other
friendly unit with 5 [M] or more") is in tests/scenarios/layer_dependency.scn."""

from __future__ import annotations

from riftc.runtime import (All, CardDef, Effect, Game, GiveMight, IncreaseMightTo, MightModifier, ScriptedChooser,
                           Selector, StaticAbility, Choose, Zone)
from riftc.runtime.rules.dependency import _order

FRIENDLY_HERE = All(Selector(types=("unit",), controller="friendly", location="here"))

#: "Units you control here have their Might increased to 5 [M]." (479's example passive ability)
RALLY_POINT = CardDef(id="T-479", name="Rally Point", type="Unit", might=1, abilities=(
    StaticAbility(effect=IncreaseMightTo(5, target=FRIENDLY_HERE)),))


def unit(name: str, might: int) -> CardDef:
    return CardDef(id=f"T-{name.upper()}", name=name, type="Unit", might=might)


def test_479_the_passive_increase_depends_on_discipline_whatever_the_timestamps():
    """479, 479.2: a 4 [M] unit under "increased to 5" gets Discipline's +2: the passive depends on
    Discipline, which applies first, so the unit has 6 (not 7), also when the passive is older."""
    game = Game()
    game.add(RALLY_POINT, zone=Zone.BATTLEFIELD, battlefield=0)
    soldier = game.add(unit("Soldier", 4), zone=Zone.BATTLEFIELD, battlefield=0)
    assert game.might(soldier) == 5  # the passive alone: +1
    game.execute(Effect((GiveMight(2, target=Choose(Selector(types=("unit",), properties=()))),)),
                 chooser=ScriptedChooser((soldier,)))
    assert game.might(soldier) == 6


def test_479_1_no_dependency_when_both_are_altered_timestamps_decide():
    """479.1: "+2 [M], to a maximum of 5" snapshotted as +1 (477.3.b) and "increased to 5": the
    result is 5 whichever applies first."""
    game = Game()
    game.add(RALLY_POINT, zone=Zone.BATTLEFIELD, battlefield=0)
    soldier = game.add(unit("Soldier", 4), zone=Zone.BATTLEFIELD, battlefield=0)
    soldier.modifiers.append(MightModifier(1, timestamp=game.state.tick()))
    assert game.might(soldier) == 5


def test_increase_to_never_lowers_might():
    """477.3.c: an increase by a negative amount is an increase by 0."""
    game = Game()
    game.add(RALLY_POINT, zone=Zone.BATTLEFIELD, battlefield=0)
    giant = game.add(unit("Giant", 7), zone=Zone.BATTLEFIELD, battlefield=0)
    assert game.might(giant) == 7


def test_order_puts_the_dependent_effect_right_after_its_dependency():
    """479.2: 0 depends on 2; timestamp order otherwise (480.3)."""
    assert _order({0: {2}, 1: set(), 2: set()}) == [1, 2, 0]
    assert _order({0: set(), 1: set(), 2: {0}}) == [0, 2, 1]
    assert _order({0: {1}, 1: {0}}) == [0, 1]  # a cycle: timestamp order
