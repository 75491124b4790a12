"""Runtime replacement and prevention effects (367-375, 437) and "can't" restrictions (054.1).

Zhonya's Hourglass (OGN-077) and Gangplank, Naval (VEN-086) don't parse yet; their abilities are
built from the runtime's pieces here, as the lowerer will build them.
"""

from __future__ import annotations

import pytest

from riftc.runtime import (All, Cannot, CardDef, Choose, ControllerOf, DealDamage, Draw, Effect, It, SpellAbility, Exhaust, EventObjects, Game,
                           GiveMight, Heal, IllegalAction, Kill, NextTimeInstead, PreventDamage, Recall,
                           ReplacedAmount, ReplacementAbility, ScriptedChooser, Selector, Self, StaticAbility,
                           Stun, TriggeredAbility, WhenAction, WhenPlayed, Zone, deal_damage, kill, stun)

UNIT = Selector(types=("unit",))
FRIENDLY_UNIT = Selector(types=("unit",), controller="friendly")


def unit(name: str, might: int = 2, *abilities: object) -> CardDef:
    return CardDef(id=f"T-{name}", name=name, type="Unit", might=might, abilities=abilities)  # type: ignore[arg-type]


#: OGN-077 Zhonya's Hourglass: "The next time a friendly unit would die, kill this instead. Recall
#: that unit exhausted." Its play creates the delayed replacement.
ZHONYA = CardDef(id="OGN-077", name="Zhonya's Hourglass", type="Gear", abilities=(
    TriggeredAbility(trigger=WhenPlayed(), effect=Effect((NextTimeInstead(
        event="kill", subject=FRIENDLY_UNIT, this_turn=False,
        instead=Effect((Kill(target=Self()), Recall(target=EventObjects()), Exhaust(target=EventObjects())))),))),))


def test_zhonya_replaces_the_next_death_once():
    """369.1 / 370.1.b: the death is replaced; the next one is not (the replacement is used up)."""
    game = Game()
    ahri = game.add(unit("Ahri"), zone=Zone.BATTLEFIELD, battlefield=0)
    darius = game.add(unit("Darius", 4))
    hourglass = game.add(ZHONYA, zone=Zone.HAND)
    game.play(hourglass, pay=False)
    game.execute(Effect((Kill(target=Choose(UNIT)),)), chooser=ScriptedChooser((ahri,)))
    assert ahri.zone is Zone.BASE and ahri.exhausted and hourglass.zone is Zone.TRASH
    assert any("kill replaced: Ahri would die, Zhonya's Hourglass applies instead (370.1.b)" in l for l in game.log)
    kill(game.state, darius.oid, by=0)
    assert darius.zone is Zone.TRASH


def test_a_replaced_death_does_not_trigger_when_it_dies():
    """370.1.a.1: replacing the death replaces the event, so "when I die" sees nothing."""
    knell = unit("Knell", 2, TriggeredAbility(trigger=WhenAction("kill"), effect=Effect((GiveMight(1, All(UNIT)),))))
    saver = unit("Saver", 3, ReplacementAbility(event="kill", subject=Selector(types=("unit",), other=True),
                                                instead=Effect((Exhaust(target=EventObjects()),))))
    game = Game()
    victim, guard = game.add(knell), game.add(saver)
    game.execute(Effect((Kill(target=Choose(UNIT)),)), chooser=ScriptedChooser((victim,)))
    assert victim.zone is Zone.BASE and victim.exhausted and game.might(guard) == 3


def test_a_replacement_applies_once_to_an_event_and_its_replacements():
    """370.2: "If I would die, kill me instead" can't replace the kill it causes."""
    stubborn = unit("Stubborn", 2, ReplacementAbility(event="kill", instead=Effect((Kill(target=Self()),))))
    game = Game()
    me = game.add(stubborn)
    kill(game.state, me.oid, by=0)
    assert me.zone is Zone.TRASH
    assert sum("kill replaced" in line for line in game.log) == 1


def test_a_replacement_inherits_the_amount_of_the_event():
    """375: "If I would be dealt damage, deal that much to an enemy unit instead" keeps the amount."""
    mirror = unit("Mirror", 3, ReplacementAbility(event="damage", instead=Effect((
        DealDamage(ReplacedAmount(), target=All(Selector(types=("unit",), controller="enemy"))),))))
    game = Game()
    me, enemy = game.add(mirror), game.add(unit("Enemy", 5), owner=1)
    deal_damage(game.state, me.oid, 3, by=1)
    assert (me.damage, enemy.damage) == (0, 3)


def test_lethal_damage_whose_death_is_replaced_does_not_loop():
    """A replacement that doesn't heal: the unit survives this cleanup (370.2), no endless loop."""
    saver = unit("Saver", 2, ReplacementAbility(event="kill", instead=Effect((Exhaust(target=Self()),))))
    game = Game()
    me = game.add(saver)
    game.execute(Effect((DealDamage(5, target=Self()),)), source=me)
    assert me.zone is Zone.BASE and me.exhausted


def test_gangplank_shape_replacing_a_stun_with_might():
    """VEN-086 shape: "If a spell that chooses me would stun me, give me +3 [M] instead"."""
    plank = unit("Gangplank", 6, ReplacementAbility(event="stun", instead=Effect((GiveMight(3, Self()),))))
    game = Game()
    me = game.add(plank, owner=1)
    stun(game.state, me.oid, by=0)
    assert not me.stunned and game.might(me) == 9


def test_prevention_reduces_the_next_damage_only():
    """437.2: the next damage is reduced by the prevent value, never below 0 (437.2.a)."""
    game = Game()
    me = game.add(unit("Ahri", 5))
    game.execute(Effect((PreventDamage(2, target=Self()),)), source=me)
    assert not deal_damage(game.state, me.oid, 2, by=1).performed
    assert "damage negated: Ahri has all of this damage prevented (437.2.a)" in game.log
    deal_damage(game.state, me.oid, 3, by=1)
    assert me.damage == 3


def test_prevention_carries_over_within_the_shield_and_ends_with_the_turn():
    game = Game()
    me = game.add(unit("Ahri", 9))
    game.execute(Effect((PreventDamage(4, target=Self()),)), source=me)
    deal_damage(game.state, me.oid, 3, by=1)
    deal_damage(game.state, me.oid, 3, by=1)
    assert me.damage == 2  # 3 prevented, then 1 of the next 3
    game.end_turn(draw=False)
    game.execute(Effect((PreventDamage(None, target=Self()),)), source=me)
    deal_damage(game.state, me.oid, 8, by=1)
    assert me.damage == 0


def test_cant_be_stunned_negates_the_stun():
    """054.1: "can't" beats any instruction that would do it."""
    steady = unit("Steady", 3, StaticAbility(effect=Cannot("stun")))
    game = Game()
    me = game.add(steady)
    assert not stun(game.state, me.oid, by=1).performed
    assert "stun negated: Steady can't be stunned (054.1)" in game.log


def test_cant_be_chosen_by_enemies_removes_it_from_their_choices():
    """054.1 with 355.9: an object that can't be chosen is not a legal target for opponents, but its
    controller may still choose it."""
    elusive = unit("Elusive", 3, StaticAbility(effect=Cannot("choose", by="enemy")))
    game = Game()
    me = game.add(elusive)
    with pytest.raises(IllegalAction):
        game.execute(Effect((Stun(target=Choose(UNIT)),)), controller=1)
    game.execute(Effect((Stun(target=Choose(UNIT)),)), controller=0)
    assert me.stunned


def test_cant_move_and_cant_be_killed():
    anchored = unit("Anchored", 3, StaticAbility(effect=Cannot("move")), StaticAbility(effect=Cannot("kill")))
    from riftc.runtime import move
    game = Game()
    me = game.add(anchored)
    assert not move(game.state, me.oid, ("battlefield", 0), by=0).performed
    assert not kill(game.state, me.oid, by=0).performed and me.zone is Zone.BASE


def test_cannot_rejects_unknown_actions():
    with pytest.raises(ValueError):
        Cannot("dance")
    with pytest.raises(ValueError):
        ReplacementAbility(event="draw", instead=Effect())


#: The updated Highlander / Unlicensed Armory wording (riftbound-origins-faq-071): "The next time it
#: dies this turn, heal it, exhaust it, and recall it instead."
SAVE = Effect((Heal(target=EventObjects()), Exhaust(target=EventObjects()), Recall(target=EventObjects())))


def test_a_saved_unit_is_healed_so_lethal_damage_does_not_kill_it_again():
    """riftbound-origins-faq-071: the replacement heals, exhausts and recalls the unit."""
    game = Game()
    ahri = game.add(unit("Ahri", 2), zone=Zone.BATTLEFIELD, battlefield=0)
    game.execute(Effect((NextTimeInstead(event="kill", instead=SAVE, target=Choose(UNIT)),)),
                 chooser=ScriptedChooser((ahri,)))
    game.execute(Effect((DealDamage(3, target=Self()),)), source=ahri)
    assert ahri.zone is Zone.BASE and ahri.exhausted and ahri.damage == 0


def test_the_replacement_does_as_much_as_it_can():
    """riftbound-origins-faq-072: a unit already in base and exhausted is still saved; the recall and
    exhaust are negated, the rest happens."""
    game = Game()
    ahri = game.add(unit("Ahri", 2), exhausted=True)
    game.execute(Effect((NextTimeInstead(event="kill", instead=SAVE, target=Choose(UNIT)),)),
                 chooser=ScriptedChooser((ahri,)))
    kill(game.state, ahri.oid, by=1)
    assert ahri.zone is Zone.BASE
    assert "exhaust negated: Ahri is already exhausted (414.1.c)" in game.log
    assert "recall negated: Ahri is already in its base (455)" in game.log


#: OGN-213 Hidden Blade, built by hand to test the pieces (the card also compiles): "Kill a unit at a battlefield.
#: Its controller draws 2."
HIDDEN_BLADE = CardDef(id="OGN-213", name="Hidden Blade", type="Spell", abilities=(SpellAbility(effect=Effect((
    Kill(target=Choose(Selector(types=("unit",), location="battlefield"))),
    Draw(2, player=ControllerOf(It(0)))))),))


def _blade_game(*abilities: object) -> tuple[Game, object]:
    game = Game()
    target = game.add(unit("Darius", 4, *abilities), owner=1, zone=Zone.BATTLEFIELD, battlefield=0)
    for i in range(2):
        game.add(unit(f"Card{i}"), owner=1, zone=Zone.MAIN_DECK)
    return game, target


def test_a_kill_negated_by_cant_still_lets_its_controller_draw():
    """vendetta-faq-034: "I can't be killed" negates the kill; the linked draw still happens."""
    game, target = _blade_game(StaticAbility(effect=Cannot("kill")))
    game.play(HIDDEN_BLADE, player=0, chooser=ScriptedChooser((target,)), pay=False)
    assert target.zone is Zone.BATTLEFIELD and len(game.state.player(1).zone(Zone.HAND)) == 2


def test_a_target_moved_away_in_reaction_makes_the_kill_ignored_so_no_draw():
    """vendetta-faq-034: Flash moves it to base in reaction; Hidden Blade mistargets (ignored) and the
    linked "Its controller draws 2" is ignored too (359.3.e.14.a)."""
    from riftc.runtime import Move
    game, target = _blade_game()
    game.play(HIDDEN_BLADE, player=0, chooser=ScriptedChooser((target,)), pay=False, resolve=False)
    game.execute(Effect((Move(target=Choose(UNIT), to="base"),)), controller=1, chooser=ScriptedChooser((target,)))
    assert target.zone is Zone.BASE and game.state.player(1).zone(Zone.HAND) == []


def test_a_kill_replaced_by_zhonya_in_reaction_still_lets_its_controller_draw():
    """vendetta-faq-034: the replaced kill is negated, not ignored: the controller draws 2."""
    game, target = _blade_game()
    game.play(HIDDEN_BLADE, player=0, chooser=ScriptedChooser((target,)), pay=False, resolve=False)
    hourglass = game.add(ZHONYA, owner=1, zone=Zone.HAND)
    game.play(hourglass, player=1, pay=False)
    assert target.zone is Zone.BASE and target.exhausted
    assert len(game.state.player(1).zone(Zone.HAND)) == 2
