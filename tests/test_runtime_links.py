"""Runtime scenarios for linked instructions: negated vs ignored (359.3.e.14, vendetta-faq-034)."""

from __future__ import annotations

import pytest

from riftc.runtime import (Buff, CardDef, Choose, ControllerOf, DealDamage, Draw, Effect, Game,
                           GiveMight, IfPerformed, It, Kill, MightOf, Move, Ready, ScriptedChooser,
                           Selector, Self, SpellAbility, Stun, Zone, check_links)

UNIT = Selector(types=("unit",))
UNIT_AT_BATTLEFIELD = Selector(types=("unit",), location="battlefield")


def unit(name: str, might: int = 2) -> CardDef:
    """A vanilla unit for scenarios."""
    return CardDef(id=f"T-{name.upper()}", name=name, type="Unit", might=might)


def spell(name: str, *instructions) -> CardDef:
    """A spell card whose text is ``instructions``."""
    return CardDef(id=f"T-{name.upper()}", name=name, type="Spell", energy=1,
                   abilities=(SpellAbility(Effect(tuple(instructions))),))


def game_with_deck(cards: int = 5) -> Game:
    """A game where both players have ``cards`` cards in their main decks."""
    game = Game()
    for pid in (0, 1):
        for i in range(cards):
            game.add(unit(f"Card{pid}{i}"), pid, Zone.MAIN_DECK)
    return game


def hand_size(game: Game, pid: int) -> int:
    return len(game.state.player(pid).zone(Zone.HAND))


#: "Ready a unit. If you do, draw 1."
READY_THEN_DRAW = Effect((Ready(target=Choose(UNIT)), IfPerformed(link=0, then=Effect((Draw(1),)))))

#: OGN-213 Hidden Blade (text only): "Kill a unit at a battlefield. Its controller draws 2."
HIDDEN_BLADE = spell("Hidden Blade", Kill(target=Choose(UNIT_AT_BATTLEFIELD)),
                     Draw(2, player=ControllerOf(It(link=0))))


def test_if_you_do_after_a_performed_action():
    game = game_with_deck()
    tired = game.add(unit("Garen"), exhausted=True)
    res = game.execute(READY_THEN_DRAW, chooser=ScriptedChooser((tired,)))
    assert res.outcomes[0].performed and hand_size(game, 0) == 1


def test_if_you_do_after_a_negated_action():
    """Readying a ready unit is negated (415.1.c): "if you do" references the action, so no draw."""
    game = game_with_deck()
    fresh = game.add(unit("Garen"))
    res = game.execute(READY_THEN_DRAW, chooser=ScriptedChooser((fresh,)))
    assert not res.outcomes[0].performed and not res.outcomes[0].ignored
    assert res.outcomes[0].negated == (fresh.oid,)
    assert "ready negated: Garen is already ready (415.1.c)" in game.log
    assert hand_size(game, 0) == 0


def test_if_it_was_buffed_this_way():
    """426.1.c example: "Buff a unit. Then, if it was buffed this way, draw a card."."""
    effect = Effect((Buff(target=Choose(UNIT)), IfPerformed(link=0, then=Effect((Draw(1),)))))
    game = game_with_deck()
    plain, buffed = game.add(unit("Ahri")), game.add(unit("Lee Sin"), buffs=1)
    game.execute(effect, chooser=ScriptedChooser((buffed,)))
    assert hand_size(game, 0) == 0
    game.execute(effect, chooser=ScriptedChooser((plain,)))
    assert hand_size(game, 0) == 1


def test_linked_instruction_runs_after_a_negated_one():
    """vendetta-faq-034 / vendetta-faq-021: a negated instruction (stunning a stunned unit) does not
    make a linked instruction that doesn't reference the action ignored."""
    effect = Effect((Stun(target=Choose(UNIT)), Draw(1, player=ControllerOf(It(link=0)))))
    game = game_with_deck()
    stunned = game.add(unit("Darius"), owner=1)
    stunned.stunned = True
    res = game.execute(effect, chooser=ScriptedChooser((stunned,)))
    assert not res.outcomes[0].performed and hand_size(game, 1) == 1


def test_hidden_blade_its_controller_draws():
    game = game_with_deck()
    target = game.add(unit("Darius"), owner=1, zone=Zone.BATTLEFIELD, battlefield=0)
    game.play(HIDDEN_BLADE, player=0, chooser=ScriptedChooser((target,)), pay=False)
    assert target.zone is Zone.TRASH
    assert hand_size(game, 1) == 2 and hand_size(game, 0) == 0  # last-known controller (359.3.e.13)


def test_hidden_blade_mistargets_so_the_draw_is_ignored():
    """359.3.e.14.a / vendetta-faq-034: the unit moved to base in reaction, so the kill mistargets
    (ignored) and "its controller draws 2" is ignored too."""
    game = game_with_deck()
    target = game.add(unit("Darius"), owner=1, zone=Zone.BATTLEFIELD, battlefield=0)
    game.play(HIDDEN_BLADE, player=0, chooser=ScriptedChooser((target,)), pay=False, resolve=False)
    game.execute(Effect((Move(target=Self(), to="base"),)), controller=1, source=target)  # a reaction
    game.run()
    assert target.zone is Zone.BASE and hand_size(game, 1) == 0
    ignored = [e for e in game.state.log if e.reason == "ignored"]
    assert [e.rule for e in ignored] == ["359.3.e.7", "359.3.e.14.a"]


def test_target_that_changed_zones_is_a_new_object():
    """359.3.e.4: a unit that left the board and came back is not the chosen object any more."""
    game = Game()
    target = game.add(unit("Darius"), owner=1)
    game.play(spell("Bolt", DealDamage(3, target=Choose(UNIT))), player=0,
              chooser=ScriptedChooser((target,)), pay=False, resolve=False)
    game.state.relocate(target, Zone.HAND)
    game.state.relocate(target, Zone.BASE)
    game.run()
    assert target.damage == 0


def test_partial_targets_still_execute():
    """359.3.e.8: with two targets of which one became illegal, the instruction still executes."""
    game = Game()
    a = game.add(unit("A", 5), owner=1, zone=Zone.BATTLEFIELD, battlefield=0)
    b = game.add(unit("B", 5), owner=1, zone=Zone.BATTLEFIELD, battlefield=0)
    singularity = spell("Singularity", DealDamage(2, target=Choose(UNIT_AT_BATTLEFIELD, 2, up_to=True)))
    game.play(singularity, player=0, chooser=ScriptedChooser((a, b)), pay=False, resolve=False)
    game.state.relocate(a, Zone.BASE)
    game.run()
    assert (a.damage, b.damage) == (0, 2)


def test_deathgrip_gives_the_killed_units_might():
    """SFD-163 shape: "Kill a friendly unit. If you do, give +[M] equal to its Might to another
    friendly unit this turn" (359.3.e.14.b example); "its Might" is looked back at (359.3.e.13)."""
    friendly = Selector(types=("unit",), controller="friendly")
    effect = Effect((Kill(target=Choose(friendly)), IfPerformed(link=0, then=Effect((
        GiveMight(MightOf(It(link=0)), target=Choose(friendly, excluding=(0,))),)))))
    game = Game()
    victim, other = game.add(unit("Victim", 3), buffs=1), game.add(unit("Other", 2))
    chooser, victim_id = ScriptedChooser((victim,), (other,)), victim.oid
    game.execute(effect, chooser=chooser)
    assert victim.zone is Zone.TRASH and game.might(other) == 6
    assert chooser.requests[1].options == (other.oid,)  # "another": not the unit chosen to die
    assert victim_id in chooser.requests[0].options


def test_links_must_point_backwards():
    check_links(READY_THEN_DRAW)
    with pytest.raises(ValueError, match="links to 1"):
        check_links(Effect((IfPerformed(link=1, then=Effect((Draw(1),))),)))


def test_nested_instructions_are_numbered_in_reading_order():
    nested = Effect((Buff(target=Choose(UNIT)),
                     IfPerformed(link=0, then=Effect((Draw(1), Ready(target=It(link=0))))),
                     Stun(target=It(link=0))))
    assert [i for i, _ in nested.walk()] == [0, 1, 2, 3, 4]
    assert isinstance(dict(nested.walk())[4], Stun)
    check_links(nested)
