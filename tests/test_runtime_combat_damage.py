"""Combat damage assignment details that card text in scenarios can't set up yet (no prevention
phrase compiles): prevention counts toward lethal (437.5.a), a unit that can't be dealt damage is
left out (465.2.c.10). The rest is in tests/scenarios/combat_damage.scn."""

from __future__ import annotations

from riftc.runtime import CardDef, Cannot, Game, ScriptedChooser, StaticAbility, Zone, resolve_combat
from riftc.runtime.engine.combat_damage import assign
from riftc.runtime.rules import actions, combat


def unit(name: str, might: int, *abilities: object) -> CardDef:
    return CardDef(id=f"T-{name.upper()}", name=name, type="Unit", might=might, abilities=abilities)  # type: ignore[arg-type]


def at_battlefield(game: Game, card: CardDef, owner: int) -> object:
    return game.add(card, owner, Zone.BATTLEFIELD, battlefield=0)


def test_prevention_counts_toward_lethal_damage_when_assigning():
    """437.5.a: a 1 [M] unit with "prevent the next 2" needs 3 assigned before the next unit."""
    game = Game()
    yeti = at_battlefield(game, unit("Yeti", 6), 0)
    poro, ahri = at_battlefield(game, unit("Poro", 1), 1), at_battlefield(game, unit("Ahri", 3), 1)
    actions.add_prevention(game.state, poro.oid, 2, by=1)
    combat.attack(game.state, yeti.oid)
    combat.defend(game.state, poro.oid)
    combat.defend(game.state, ahri.oid)
    resolve_combat(game, 0, ScriptedChooser((poro,)))
    assert "Poro is dealt 1 damage (417.1.b)" in game.log  # 3 assigned, 2 prevented
    assert "Ahri is dealt 3 damage (417.1.b)" in game.log
    assert poro.zone is Zone.TRASH and ahri.zone is Zone.TRASH


def test_a_unit_that_cant_be_dealt_damage_is_left_out_of_assignment():
    """465.2.c.10: a unit that can't be dealt damage is exempt from mandatory assignment."""
    game = Game()
    darius = at_battlefield(game, unit("Darius", 5), 0)
    wall = at_battlefield(game, unit("Wall", 1, StaticAbility(effect=Cannot("damage"))), 1)
    ahri = at_battlefield(game, unit("Ahri", 3), 1)
    view = game.view()
    assert assign(game.state, view, 0, 5, [wall, ahri], ScriptedChooser()) == {ahri.oid: 5}


def test_the_excess_goes_where_the_player_chooses_once_every_unit_has_lethal():
    """465.2.c.4: with 6 damage on a 1 [M] and a 3 [M] unit, lethal to both, the 2 left to either."""
    game = Game()
    poro, ahri = at_battlefield(game, unit("Poro", 1), 1), at_battlefield(game, unit("Ahri", 3), 1)
    view = game.view()
    chosen = assign(game.state, view, 0, 6, [poro, ahri], ScriptedChooser((ahri,), (poro,)))
    assert chosen == {ahri.oid: 3, poro.oid: 3}
