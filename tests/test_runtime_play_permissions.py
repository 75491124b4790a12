"""Passives about how a permanent is played, and rule changes, where a scenario can't show them: a
card's own discount when an effect plays it from the trash (366.1, 419.3), a discount with a minimum
(356.4.e), the permission checks of ``play_locations`` (355.2) on compiled corpus text, and a limit
on the runes channelled (315.3.b; scenarios have no rune deck)."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftc import pipeline
from riftc.runtime import (All, Battlefields, CardDef, CostReduction, Effect, Game, IllegalAction, PlayCard,
                           PlayPermission, Selector, Zone, discounted_energy)
from riftc.runtime import Resolution

SET = """\
set SFD Spiritforged

card SFD-010 Void Drone
type: Unit
cost: 3
might: 3
text:
| I cost [2] less to play from anywhere other than your hand.

card SFD-015 Perched Grimwyrm
type: Unit
tags: Dragon
cost: 4
might: 5
text:
| Play me only to a battlefield you conquered this turn. (You can't play me anywhere else.)

card SFD-093 Dauntless Vanguard
type: Unit
cost: 4 [O]
might: 4
text:
| You may play me to an occupied enemy battlefield.
"""

VEN = """\
set VEN Vendetta

card VEN-036 Sandstone Chimera
type: Unit
cost: 7 [G][G]
might: 8
text:
| While I'm at a battlefield, players only channel 1 rune at the start of their Channel Phase.
"""


def compiled(tmp_path: Path) -> dict[str, CardDef]:
    paths = [tmp_path / "sfd.rift", tmp_path / "ven.rift"]
    paths[0].write_text(SET, encoding="utf-8")
    paths[1].write_text(VEN, encoding="utf-8")
    found = {}
    for result in pipeline.compile_paths(paths).results:
        assert result.compiled, result.diagnostics
        assert isinstance(result.definition, CardDef)
        found[result.definition.name] = result.definition
    return found


def test_an_effect_playing_void_drone_from_the_trash_pays_the_discounted_cost(tmp_path: Path) -> None:
    """366.1, 419.3: the card's own discount applies when an effect plays it paying its cost."""
    drone = compiled(tmp_path)["Void Drone"]
    game = Game()
    card = game.add(drone, 0, Zone.TRASH)
    game.state.player(0).pool.add(energy=1)
    game.execute(Effect((PlayCard(target=All(Selector(types=("unit",), zone="trash"))),)), controller=0)
    assert card.zone is Zone.BASE
    assert game.state.player(0).pool.energy == 0


def test_an_effect_playing_void_drone_from_the_hand_pays_in_full(tmp_path: Path) -> None:
    """366.1: from the hand the discount doesn't apply, so [1] can't pay for it (419.3.c: negated)."""
    drone = compiled(tmp_path)["Void Drone"]
    game = Game()
    card = game.add(drone, 0, Zone.HAND)
    game.state.player(0).pool.add(energy=1)
    game.execute(Effect((PlayCard(target=All(Selector(types=("unit",), zone="hand"))),)), controller=0)
    assert card.zone is Zone.HAND
    assert any("can't be paid for" in line for line in game.log)


def test_a_minimum_applies_to_its_own_discount_only() -> None:
    """356.4.e (Eager Apprentice and Sky Splitter): a discount "to a minimum of [1]" stops at 1, and
    applied before another discount it doesn't stop that one from reaching 0."""
    floor = CostReduction(energy=1, minimum=1)
    card = CardDef(id="T-1", name="Splitter", type="Spell", energy=8,
                   abilities=(floor, CostReduction(energy=7)))
    game = Game()
    scope = Resolution(game.state, source=None, controller=0, chooser=game.chooser)
    assert discounted_energy(card, scope, 8) == 0
    alone = CardDef(id="T-2", name="Cheap", type="Spell", energy=1, abilities=(floor,))
    assert discounted_energy(alone, scope, 1) == 1
    two = CardDef(id="T-3", name="Two", type="Spell", energy=2, abilities=(CostReduction(energy=3, minimum=1),))
    assert discounted_energy(two, scope, 2) == 1


def test_a_permission_names_battlefields_for_the_player_who_plays(tmp_path: Path) -> None:
    """355.2.a-b, 170.11.a: "an occupied enemy battlefield" for P1 is one P2 controls with a unit."""
    vanguard = compiled(tmp_path)["Dauntless Vanguard"]
    assert PlayPermission(where=Battlefields(state="occupied", controller="enemy")) in vanguard.abilities
    game = Game()
    game.add(CardDef(id="T-U", name="Darius", type="Unit", might=4), 1, Zone.BATTLEFIELD, battlefield=0)
    game.state.battlefields[0].controller = 1
    with pytest.raises(IllegalAction, match=r"\(355\.2\.a\)"):
        game.play(vanguard, player=0, to=1, pay=False)  # battlefield 2 is empty and uncontrolled
    played = game.add(vanguard, 0, Zone.HAND)
    game.play(played, to=0, pay=False)
    assert played.location() == ("battlefield", 0)


def test_an_effect_cant_play_perched_grimwyrm_to_base(tmp_path: Path) -> None:
    """054.2, 366.1, 419.3: "Play me only to a battlefield you conquered this turn" limits an effect
    that plays the card too: played to base, the play is negated."""
    grimwyrm = compiled(tmp_path)["Perched Grimwyrm"]
    game = Game()
    card = game.add(grimwyrm, 0, Zone.TRASH)
    game.execute(Effect((PlayCard(target=All(Selector(types=("unit",), zone="trash")), ignore="cost"),)),
                 controller=0)
    assert card.zone is Zone.TRASH
    assert any("has no place to be played to" in line for line in game.log)


RUNE = CardDef(id="T-RUNE", name="Calm Rune", type="Rune")


@pytest.mark.parametrize(("zone", "channelled"), [(Zone.BATTLEFIELD, 1), (Zone.BASE, 2)])
def test_sandstone_chimera_limits_each_players_channel_phase(tmp_path: Path, zone: Zone, channelled: int) -> None:
    """315.3.b, 364.3.a: while Sandstone Chimera is at a battlefield every player (its controller's
    opponent too) channels 1 rune at the start of their Channel Phase; in base it changes nothing."""
    chimera = compiled(tmp_path)["Sandstone Chimera"]
    game = Game()
    game.add(chimera, 0, zone, battlefield=0 if zone is Zone.BATTLEFIELD else None)
    for _ in range(3):
        game.add(RUNE, 1, Zone.RUNE_DECK)
    game.end_turn()
    assert len(game.state.player(1).zone(Zone.RUNE_DECK)) == 3 - channelled
    assert f"P2 channels {channelled} rune(s) (430.1)" in game.log
