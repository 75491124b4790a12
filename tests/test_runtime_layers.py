"""Runtime scenarios for Might and layers (473-480, 703, 706-711)."""

from __future__ import annotations

from riftc.runtime import (All, Buffed, CardDef, Choose, DealDamage, Defending, Effect, Empowered,
                           GiveMight, GrantKeywords, Is, It, Keyword, Mighty, MightAtMost, ModifyMight,
                           ScriptedChooser, Selector, Self, StaticAbility, TriggeredAbility, WhenAction,
                           Zone, Game, Ready, SetMight, compute)

UNIT = Selector(types=("unit",))

#: OGN-232 Fiora, Victorious: "While I'm [Mighty], I have [Deflect], [Ganking], and [Shield]."
FIORA = CardDef(id="OGN-232", name="Fiora, Victorious", type="Unit", supertype="Champion",
                tags=("Fiora", "Demacia"), domains=("Order",), energy=4, might=4, abilities=(
    StaticAbility(effect=GrantKeywords((Keyword("Deflect"), Keyword("Ganking"), Keyword("Shield"))),
                  condition=Is(Self(), Mighty())),))

#: OGN-151 Lee Sin, Centered (abridged): "Other buffed friendly units at my battlefield have +2 [M]."
LEE_SIN_CENTERED = CardDef(id="OGN-151", name="Lee Sin, Centered", type="Unit", might=6, abilities=(
    StaticAbility(effect=ModifyMight(2, target=All(Selector(
        types=("unit",), controller="friendly", other=True, location="here",
        properties=(Buffed(),))))),))


def unit(name: str, might: int = 2) -> CardDef:
    """A vanilla unit for scenarios."""
    return CardDef(id=f"T-{name.upper()}", name=name, type="Unit", might=might)


def test_buff_and_this_turn_modifier_expire_correctly():
    """703 + 710: +1 from a buff stays; "+3 [M] this turn" goes at the end of turn (317.2.c)."""
    game = Game()
    garen = game.add(unit("Garen", 3), buffs=1)
    game.execute(Effect((GiveMight(3, target=Choose(UNIT)),)), chooser=ScriptedChooser((garen,)))
    assert game.might(garen) == 7 and Mighty().test(garen, game.view())
    game.end_turn(draw=False)
    assert game.might(garen) == 4 and not Mighty().test(garen, game.view())
    assert "this turn effects expire (317.2.c)" in game.log


def test_fiora_gains_keywords_while_mighty_and_falls_straight_back():
    """476.3: buff -> 5 (arithmetic) -> Mighty -> keywords (ability layer re-checked) -> Shield
    while defending -> 6. Losing the buff takes her from 6 straight to 4."""
    game = Game()
    fiora = game.add(FIORA)
    assert game.might(fiora) == 4 and game.keyword(fiora, "Shield") is None
    fiora.buffs = 1
    assert game.might(fiora) == 5
    assert [game.keyword(fiora, k) for k in ("Deflect", "Ganking", "Shield")] == [1, 1, 1]
    fiora.defending = True
    assert game.might(fiora) == 6
    fiora.buffs = 0
    assert game.might(fiora) == 4 and game.keyword(fiora, "Shield") is None


def test_static_might_for_other_buffed_friendly_units_here():
    game = Game()
    lee = game.add(LEE_SIN_CENTERED, zone=Zone.BATTLEFIELD, battlefield=0)
    buffed_here = game.add(unit("Here"), zone=Zone.BATTLEFIELD, battlefield=0, buffs=1)
    plain_here = game.add(unit("Plain"), zone=Zone.BATTLEFIELD, battlefield=0)
    buffed_base = game.add(unit("Base"), buffs=1)
    enemy_here = game.add(unit("Enemy"), owner=1, zone=Zone.BATTLEFIELD, battlefield=0, buffs=1)
    lee.buffs = 1
    view = game.view()
    assert [view.might(o) for o in (lee, buffed_here, plain_here, buffed_base, enemy_here)] == \
        [7, 5, 2, 3, 3]


def test_snapshot_to_a_minimum():
    """477.3.b: "-4 [M] to a min of 1 this turn" on a 2-Might unit generates -1, and stays -1."""
    game = Game()
    small = game.add(unit("Small", 2))
    res = game.execute(Effect((GiveMight(-4, target=Self(), minimum=1),)), source=small)
    assert res.outcomes[0].amount == -1 and game.might(small) == 1
    small.buffs = 1
    assert game.might(small) == 2  # snapshotted: the -1 doesn't grow back to -4


def test_becomes_mighty_is_an_event_triggers_see():
    """709 + SFD-180 Fiora, Worthy shape: "When a unit you control becomes Mighty, ready it"."""
    watcher = CardDef(id="T-WATCH", name="Watcher", type="Unit", might=1, abilities=(
        TriggeredAbility(trigger=WhenAction("becomes_mighty", subject=Selector(
            types=("unit",), controller="friendly")), effect=Effect((Ready(target=All(Selector(
                types=("unit",), controller="friendly", properties=(Mighty(),)))),))),))
    game = Game()
    game.add(watcher)
    big = game.add(unit("Big", 4), exhausted=True)
    game.execute(Effect((GiveMight(1, target=Self()),)), source=big)
    assert game.state.log.find("becomes_mighty")[0].objects == (big.oid,)
    assert not big.exhausted
    game.execute(Effect((GiveMight(1, target=Self()),)), source=big)  # 5 -> 6: not "becomes" (709)
    assert len(game.state.log.find("becomes_mighty")) == 1


def test_might_off_the_board_is_printed():
    """711: in the trash a unit has its printed Might, whatever happened on the board."""
    game = Game()
    obj = game.add(unit("Gone", 5), zone=Zone.TRASH)
    obj.buffs = 3  # not possible in a real game; ignored off the board anyway
    assert game.might(obj) == 5


def test_negative_might_counts_as_zero_when_referenced():
    """143.2.b: Might below 0 is treated as 0 by references, but the real value is kept."""
    game = Game()
    weak = game.add(unit("Weak", 1))
    game.execute(Effect((GiveMight(-3, target=Self()),)), source=weak)
    assert game.might(weak) == -2 and MightAtMost(0).test(weak, game.view())


def test_lethal_damage_kills_at_the_next_cleanup_not_immediately():
    """142.4.a / 323.5: "Deal 3 to a unit. Give it +2 [M] this turn." -> a 3-Might unit survives,
    because lethal damage is checked in the cleanup after the effect resolves."""
    game = Game()
    target = game.add(unit("Tough", 3))
    game.execute(Effect((DealDamage(3, target=Choose(UNIT)), GiveMight(2, target=It(link=0)))),
                 chooser=ScriptedChooser((target,)))
    assert target.zone is Zone.BASE and target.damage == 3
    # The ending cleanup heals (step 3c, 317.2.b) before "this turn" effects expire (3d, 317.2.c).
    game.end_turn(draw=False)
    assert target.zone is Zone.BASE and target.damage == 0 and game.might(target) == 3


def test_damage_at_or_above_might_kills_in_cleanup():
    game = Game()
    target = game.add(unit("Frail", 3), buffs=1)
    game.execute(Effect((DealDamage(4, target=Choose(UNIT)),)), chooser=ScriptedChooser((target,)))
    assert target.zone is Zone.TRASH and target.buffs == 0
    assert game.state.log.find("kill")[0].player is None  # a passive kill (428.1.a.2)


def test_dependent_keyword_is_inactive_until_its_condition():
    """727.1.b: "[Empowered][>] I have [Assault 2]" exists always, active while empowered."""
    card = CardDef(id="T-DEP", name="Dependent", type="Unit", might=3, abilities=(
        StaticAbility(effect=GrantKeywords((Keyword("Assault", 2),)), condition=Is(Self(), Empowered())),))
    game = Game()
    obj = game.add(card)
    obj.attacking = True
    assert game.might(obj) == 3
    obj.empowered = 1
    assert game.might(obj) == 5 and game.keyword(obj, "Assault") == 2


def test_set_might_is_layer_one_then_arithmetic():
    """477.1.a.1: setting Might happens before arithmetic, so a buff still adds on top."""
    card = CardDef(id="T-SET", name="Setter", type="Unit", might=1, abilities=(
        StaticAbility(effect=SetMight(4, target=Self())),))
    game = Game()
    obj = game.add(card, buffs=1)
    assert compute(game.state).might(obj) == 5
    assert Defending().test(obj, game.view()) is False
