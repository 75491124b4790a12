"""Runtime attachments, Equipment and copy effects (434-435, 137, 136.2, 477.1.b, Shady Spectacles
rulings vendetta-faq-008/009/010, Kayle's empowered count vendetta-faq-015/016).

Shady Spectacles compiles from its text (tests/scenarios/shady_spectacles.scn); here its "becomes a
copy while attached" is built from the runtime's own pieces, attach + become_copy with
``while_attached``, to test those pieces directly (vendetta-faq-009).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from riftc.runtime import (EMPOWERED_THREE_TIMES, ActivatedAbility, BecomeCopy, CardDef, Choose, Effect,
                           Empowered, EmpoweredCount, EnergyCost, Equipped, Game, GrantKeywords, GrantPermission,
                           IllegalChoice, Is, Keyword, ModifyMight, ScriptedChooser, Selector, Self,
                           StaticAbility, Zone, attach, become_copy, detach, disempower, empower, kill, move,
                           ready)

SPECTACLES = CardDef(id="VEN-137", name="Shady Spectacles", type="Gear", tags=("Equipment",), might_bonus=0,
                     abilities=(Keyword("Equip", cost=(EnergyCost(1),)),))
BLADE = CardDef(id="T-BLADE", name="Blade", type="Gear", tags=("Equipment",), might_bonus=2,
                abilities=(Keyword("Equip", cost=(EnergyCost(1),)),),
                effect_abilities=(Keyword("Tank"),))
AZIR = CardDef(id="T-AZIR", name="Azir", type="Unit", tags=("Shurima",), might=5, abilities=(
    Keyword("Shield"), ActivatedAbility(costs=(), effect=Effect((BecomeCopy(of=Self()),)))))
SOLDIER = CardDef(id="T-SOLDIER", name="Sand Soldier", type="Unit", supertype="Token", might=2)

#: VEN-134 Kayle, Justified, built from the runtime's pieces to test them directly (the card also compiles).
KAYLE = CardDef(id="VEN-134", name="Kayle, Justified", type="Unit", might=3, abilities=(
    Keyword("Empower", cost=(EnergyCost(3),)),
    StaticAbility(effect=GrantPermission(EMPOWERED_THREE_TIMES)),
    StaticAbility(effect=ModifyMight(EmpoweredCount(Self()))),
    StaticAbility(effect=ModifyMight(EmpoweredCount(Self()))),
    StaticAbility(effect=GrantKeywords((Keyword("Deflect", 3), Keyword("Ganking"))),
                  condition=Is(Self(), Empowered(3)))))


def test_copy_takes_the_traits_but_keeps_its_own_statuses_and_buffs():
    """vendetta-faq-008: empowered is a status, not copied; the copier keeps its own buffs."""
    game = Game()
    azir = game.add(AZIR)
    azir.empowered = 1
    soldier = game.add(SOLDIER, buffs=1)
    gear = game.add(SPECTACLES)
    attach(game.state, gear.oid, soldier.oid, by=0)
    become_copy(game.state, soldier.oid, azir.oid, by=0, while_attached=gear.oid)
    assert soldier.name == "Azir" and game.might(soldier) == 6  # Azir's 5 + its own buff
    assert game.keyword(soldier, "Shield") == 1
    assert soldier.empowered == 0 and soldier.buffs == 1
    assert "Sand Soldier becomes a copy of Azir (477.1.b.1)" in game.log


def test_copy_ends_when_the_equipment_is_detached():
    """vendetta-faq-009: the equipped unit loses the copy effect when Shady Spectacles leaves it."""
    game = Game()
    azir, soldier, gear = game.add(AZIR), game.add(SOLDIER), game.add(SPECTACLES)
    attach(game.state, gear.oid, soldier.oid, by=0)
    become_copy(game.state, soldier.oid, azir.oid, by=0, while_attached=gear.oid)
    detach(game.state, gear.oid, by=0)
    assert soldier.name == "Sand Soldier" and game.might(soldier) == 2
    assert game.keyword(soldier, "Shield") is None


def test_a_copy_of_a_copy_copies_the_copied_traits():
    """477.1.b.1.b: copying an object that is a copy takes what it copied."""
    game = Game()
    azir, first, second = game.add(AZIR), game.add(SOLDIER), game.add(SOLDIER)
    become_copy(game.state, first.oid, azir.oid, by=0)
    become_copy(game.state, second.oid, first.oid, by=0)
    assert second.name == "Azir" and game.might(second) == 5


def test_copied_ability_is_a_new_instance_each_time():
    """vendetta-faq-010: the copied activated ability can be used again after re-copying; the object
    and its temporary modifications stay the same throughout."""
    game = Game()
    azir, soldier = game.add(AZIR), game.add(SOLDIER)
    soldier.buffs = 1
    become_copy(game.state, soldier.oid, azir.oid, by=0)
    game.activate(soldier)
    oid = soldier.oid
    become_copy(game.state, soldier.oid, azir.oid, by=0)
    game.activate(soldier)
    assert soldier.oid == oid and soldier.buffs == 1


def test_equip_attaches_and_the_unit_gets_bonus_and_effect_text():
    """818.1.c.2, 137.3, 136.2.c; 434.1.h: attaching to its current unit does nothing."""
    game = Game()
    unit = game.add(SOLDIER)
    blade = game.add(BLADE)
    game.state.player(0).pool.add(2)
    game.activate(blade, chooser=ScriptedChooser((unit,)))
    assert blade.attached_to == unit.oid and game.might(unit) == 4 and game.keyword(unit, "Tank") == 1
    outcome = attach(game.state, blade.oid, unit.oid, by=0)
    assert not outcome.performed and "attach negated: Blade is already attached to Sand Soldier (434.1.h)" in game.log


def test_attaching_elsewhere_detaches_first_and_might_bonus_moves():
    """434.1.f: attaching to a new top-most card detaches it from the old one."""
    game = Game()
    first, second, blade = game.add(SOLDIER), game.add(SOLDIER), game.add(BLADE)
    attach(game.state, blade.oid, first.oid, by=0)
    attach(game.state, blade.oid, second.oid, by=0)
    assert (game.might(first), game.might(second)) == (2, 4)
    assert first.attachments == [] and second.attachments == [blade.oid]


def test_equip_choice_is_a_target_among_units_you_control():
    """818.1.b.1: an enemy unit is not a legal choice."""
    game = Game()
    game.add(SOLDIER)
    enemy, blade = game.add(SOLDIER, owner=1), game.add(BLADE)
    game.state.player(0).pool.add(1)
    with pytest.raises(IllegalChoice, match=r"355\.9"):
        game.activate(blade, chooser=ScriptedChooser((enemy,)))


def test_kayle_can_be_empowered_three_times_and_gains_might_for_each():
    """vendetta-faq-016: her Empower can be activated any number of times; at three nothing happens."""
    game = Game()
    kayle = game.add(KAYLE)
    game.state.player(0).pool.add(12)
    for _ in range(4):
        game.activate(kayle)
    assert kayle.empowered == 3 and game.might(kayle) == 3 + 2 * 3
    assert game.keyword(kayle, "Deflect") == 3 and game.keyword(kayle, "Ganking") == 1
    assert any("empower negated: Kayle, Justified is already empowered 3 times (441.1.c.1)" in line
               for line in game.log)


def test_disempowering_kayle_removes_one_status():
    """vendetta-faq-015: a Kayle empowered three times loses only one empowered status."""
    game = Game()
    kayle = game.add(KAYLE)
    for _ in range(3):
        empower(game.state, kayle.oid, by=0)
    disempower(game.state, kayle.oid, by=0)
    assert kayle.empowered == 2 and game.might(kayle) == 7 and game.keyword(kayle, "Ganking") is None


def test_other_units_are_empowered_only_once():
    """441.1.b-c: without the permission a second empower is negated."""
    game = Game()
    unit = game.add(SOLDIER)
    empower(game.state, unit.oid, by=0)
    assert not empower(game.state, unit.oid, by=0).performed and unit.empowered == 1


def test_attached_card_moves_with_its_unit_and_stays_when_it_dies():
    """434.4 and 435.4.b."""
    game = Game()
    unit, blade = game.add(replace(SOLDIER, supertype=None)), game.add(BLADE)
    attach(game.state, blade.oid, unit.oid, by=0)
    move(game.state, unit.oid, ("battlefield", 1), by=0)
    assert blade.zone is Zone.BATTLEFIELD and blade.battlefield == 1
    kill(game.state, unit.oid, by=0)
    assert blade.zone is Zone.BATTLEFIELD and blade.attached_to is None
    assert ready(game.state, blade.oid, by=0).targets == (blade.oid,)


def test_become_copy_instruction_uses_its_links():
    """BecomeCopy as an instruction: the chosen unit becomes a copy of me."""
    game = Game()
    azir, soldier = game.add(AZIR), game.add(SOLDIER)
    effect = Effect((BecomeCopy(of=Self(), target=Choose(Selector(types=("unit",), other=True))),))
    game.execute(effect, source=azir, chooser=ScriptedChooser((soldier,)))
    assert soldier.name == "Azir"


def test_equipped_means_an_equipment_is_attached():
    """818.3: a unit is equipped while one or more Equipment are attached to it; detaching ends it."""
    game = Game()
    unit, other = game.add(SOLDIER), game.add(SOLDIER)
    blade = game.add(BLADE)
    equipped = Selector(types=("unit",), properties=(Equipped(),))
    assert equipped.select(None, 0, game.view()) == ()
    attach(game.state, blade.oid, unit.oid, by=0)
    assert equipped.select(None, 0, game.view()) == (unit.oid,)
    detach(game.state, blade.oid, by=0)
    assert equipped.select(None, 0, game.view()) == () and other.attached_to is None
