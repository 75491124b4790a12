"""Replacement effects limited per turn (371): "Once each turn, if …, … instead". Zilean, Time Mage
(UNL-086) parses but does not compile yet, so the ability is built from the runtime's pieces, as the lowerer will
build it; the count is per instance of the ability (vendetta-faq-010), as for activated and triggered
abilities (tests/scenarios/once_per_turn.scn)."""

from __future__ import annotations

from riftc.runtime import (CardDef, Effect, EventObjects, Game, Recall, ReplacementAbility, ScriptedChooser,
                           Selector, Zone, kill)

FRIENDLY_UNIT = Selector(types=("unit",), controller="friendly", other=True)


def guardian(optional: bool = False) -> CardDef:
    """"Once each turn, if another friendly unit would die, [you may] recall it instead." """
    return CardDef(id="T-371", name="Guardian", type="Unit", might=3, abilities=(
        ReplacementAbility(event="kill", subject=FRIENDLY_UNIT, per_turn=1, optional=optional,
                           instead=Effect((Recall(target=EventObjects()),))),))


def unit(name: str) -> CardDef:
    return CardDef(id=f"T-{name}", name=name, type="Unit", might=2)


def at_battlefield(game: Game, card: CardDef) -> object:
    return game.add(card, zone=Zone.BATTLEFIELD, battlefield=0)


def test_371_1_applied_to_one_event_a_turn():
    game = Game()
    game.add(guardian())
    ahri, garen = at_battlefield(game, unit("Ahri")), at_battlefield(game, unit("Garen"))
    kill(game.state, ahri.oid, by=0)
    kill(game.state, garen.oid, by=0)
    assert ahri.zone is Zone.BASE and garen.zone is Zone.TRASH


def test_371_1_again_the_next_turn():
    game = Game()
    game.add(guardian())
    ahri, garen = at_battlefield(game, unit("Ahri")), at_battlefield(game, unit("Garen"))
    kill(game.state, ahri.oid, by=0)
    game.end_turn(draw=False)
    kill(game.state, garen.oid, by=0)
    assert garen.zone is Zone.BASE


def test_371_2_b_declined_it_is_not_applied_and_can_apply_later():
    game = Game()
    game.state.chooser = ScriptedChooser(False, True)
    game.add(guardian(optional=True))
    ahri, garen = at_battlefield(game, unit("Ahri")), at_battlefield(game, unit("Garen"))
    kill(game.state, ahri.oid, by=0)
    kill(game.state, garen.oid, by=0)
    assert ahri.zone is Zone.TRASH and garen.zone is Zone.BASE


def test_two_guardians_each_apply_once():
    game = Game()
    game.add(guardian())
    game.add(guardian())
    ahri, garen, lux = (at_battlefield(game, unit(n)) for n in ("Ahri", "Garen", "Lux"))
    for obj in (ahri, garen, lux):
        kill(game.state, obj.oid, by=0)
    assert [o.zone for o in (ahri, garen, lux)] == [Zone.BASE, Zone.BASE, Zone.TRASH]
